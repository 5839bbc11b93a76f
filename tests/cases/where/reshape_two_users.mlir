// Qwen2's and ViT's unfused sites: the producer's result is reshaped (32x64 -> 1x32x64) and the
// reshape has two users, here the LHS encodings of two batch matmuls (Qwen2's q and k projections
// read the norm's output so). The fusion looks past a reshape of one user only.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<32x64xf32>, %w1: tensor<1x64x64xf32>, %w2: tensor<1x64x16xf32>)
    -> (tensor<1x32x64xf32>, tensor<1x32x16xf32>) {
  %e = tensor.empty() : tensor<32x64xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<32x64xf32>
  %r = tensor.expand_shape %p [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
  %cst = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x32x64xf32>
  %z1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  %mm1 = linalg.batch_matmul ins(%r, %w1 : tensor<1x32x64xf32>, tensor<1x64x64xf32>) outs(%z1 : tensor<1x32x64xf32>)
      -> tensor<1x32x64xf32>
  %e2 = tensor.empty() : tensor<1x32x16xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
  %mm2 = linalg.batch_matmul ins(%r, %w2 : tensor<1x32x64xf32>, tensor<1x64x16xf32>) outs(%z2 : tensor<1x32x16xf32>)
      -> tensor<1x32x16xf32>
  return %mm1, %mm2 : tensor<1x32x64xf32>, tensor<1x32x16xf32>
}
