func.func @main(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x8xf8E4M3FNUZ>, %mask: tensor<16x8xi1>) -> (tensor<16x8xf32>, tensor<16x8xi1>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r = linalg.matmul ins(%a, %b : tensor<16x32xf8E4M3FN>, tensor<32x8xf8E4M3FNUZ>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %r, %mask : tensor<16x8xf32>, tensor<16x8xi1>
}
