// The diamond with a dynamic row count (a sequence length): the sizes come
// from difftest.toml.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<?x64xf32>, %w: tensor<64x64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e0 = tensor.empty(%n) : tensor<?x64xf32>
  %exp = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x64xf32>) outs(%e0 : tensor<?x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<?x64xf32>
  %cst = arith.constant 0.0 : f32
  %e1 = tensor.empty(%n) : tensor<?x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e1 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %mm = linalg.matmul ins(%exp, %w : tensor<?x64xf32>, tensor<64x64xf32>) outs(%z : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e2 = tensor.empty(%n) : tensor<?x64xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%exp : tensor<?x64xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<?x64xf32>
  return %mm, %neg : tensor<?x64xf32>, tensor<?x64xf32>
}
