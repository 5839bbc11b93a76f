// One elementwise producer (x * g) with three matmul users, q/k/v style.
#map = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<32x128xf32>, %g: tensor<128xf32>, %wq: tensor<128x128xf32>, %wk: tensor<128x64xf32>, %wv: tensor<128x64xf32>)
    -> (tensor<32x128xf32>, tensor<32x64xf32>, tensor<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32x128xf32>
  %norm = linalg.generic {indexing_maps = [#map, #col, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<32x128xf32>, tensor<128xf32>) outs(%e0 : tensor<32x128xf32>) {
  ^bb0(%a: f32, %w: f32, %o: f32):
    %r = arith.mulf %a, %w : f32
    linalg.yield %r : f32
  } -> tensor<32x128xf32>
  %eq = tensor.empty() : tensor<32x128xf32>
  %zq = linalg.fill ins(%zero : f32) outs(%eq : tensor<32x128xf32>) -> tensor<32x128xf32>
  %q = linalg.matmul ins(%norm, %wq : tensor<32x128xf32>, tensor<128x128xf32>) outs(%zq : tensor<32x128xf32>) -> tensor<32x128xf32>
  %ek = tensor.empty() : tensor<32x64xf32>
  %zk = linalg.fill ins(%zero : f32) outs(%ek : tensor<32x64xf32>) -> tensor<32x64xf32>
  %k = linalg.matmul ins(%norm, %wk : tensor<32x128xf32>, tensor<128x64xf32>) outs(%zk : tensor<32x64xf32>) -> tensor<32x64xf32>
  %v = linalg.matmul ins(%norm, %wv : tensor<32x128xf32>, tensor<128x64xf32>) outs(%zk : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %q, %k, %v : tensor<32x128xf32>, tensor<32x64xf32>, tensor<32x64xf32>
}
