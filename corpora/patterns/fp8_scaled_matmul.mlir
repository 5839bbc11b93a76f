// fp8 scaled-style matmuls with f32 accumulation: f8E4M3FNUZ (MI300 style)
// and f8E4M3FN (OCP) inputs, per-tensor scales applied to the product.
// fp8 inline constants fail to serialize, so everything is an argument.
#map = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @main(%a: tensor<32x64xf8E4M3FNUZ>, %b: tensor<64x32xf8E4M3FNUZ>, %c: tensor<32x64xf8E4M3FN>, %d: tensor<64x32xf8E4M3FN>,
                %sa: tensor<f32>, %sb: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %p0 = linalg.matmul ins(%a, %b : tensor<32x64xf8E4M3FNUZ>, tensor<64x32xf8E4M3FNUZ>) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %p1 = linalg.matmul ins(%c, %d : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E4M3FN>) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %e0 = tensor.empty() : tensor<32x32xf32>
  %r0 = linalg.generic {indexing_maps = [#map, #scalar, #scalar, #map], iterator_types = ["parallel", "parallel"]}
      ins(%p0, %sa, %sb : tensor<32x32xf32>, tensor<f32>, tensor<f32>) outs(%e0 : tensor<32x32xf32>) {
  ^bb0(%p: f32, %x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    %r = arith.mulf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  return %r0, %p1 : tensor<32x32xf32>, tensor<32x32xf32>
}
