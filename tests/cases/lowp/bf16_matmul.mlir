func.func @main(%a: tensor<32x64xbf16>, %b: tensor<64x16xbf16>) -> tensor<32x16xbf16> {
  %cst = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<32x16xbf16>
  %z = linalg.fill ins(%cst : bf16) outs(%e : tensor<32x16xbf16>) -> tensor<32x16xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xbf16>, tensor<64x16xbf16>) outs(%z : tensor<32x16xbf16>) -> tensor<32x16xbf16>
  return %r : tensor<32x16xbf16>
}
