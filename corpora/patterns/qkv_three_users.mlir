// One producer with three matmul users, as an RMSNorm output feeds q, k and v.
// The producer is x * rsqrt(mean(x^2) + eps) * g.
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<32x128xf32>, %g: tensor<128xf32>, %wq: tensor<128x128xf32>, %wk: tensor<128x64xf32>, %wv: tensor<128x64xf32>)
    -> (tensor<32x128xf32>, tensor<32x64xf32>, tensor<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%es : tensor<32xf32>) -> tensor<32xf32>
  %ss = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x128xf32>) outs(%s0 : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %e0 = tensor.empty() : tensor<32x128xf32>
  %norm = linalg.generic {indexing_maps = [#map, #row, #col, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %ss, %g : tensor<32x128xf32>, tensor<32xf32>, tensor<128xf32>) outs(%e0 : tensor<32x128xf32>) {
  ^bb0(%a: f32, %s: f32, %w: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %s, %n : f32
    %me = arith.addf %m, %eps : f32
    %rs = math.rsqrt %me : f32
    %y = arith.mulf %a, %rs : f32
    %r = arith.mulf %y, %w : f32
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
