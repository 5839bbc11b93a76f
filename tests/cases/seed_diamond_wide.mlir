func.func @main(%x: tensor<512x512xf32>, %w: tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>) {
  %e0 = tensor.empty() : tensor<512x512xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0,d1)>], iterator_types = ["parallel","parallel"]} ins(%x : tensor<512x512xf32>) outs(%e0 : tensor<512x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %cst = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<512x512xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e1 : tensor<512x512xf32>) -> tensor<512x512xf32>
  %mm = linalg.matmul ins(%exp, %w : tensor<512x512xf32>, tensor<512x512xf32>) outs(%z : tensor<512x512xf32>) -> tensor<512x512xf32>
  %e2 = tensor.empty() : tensor<512x512xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0,d1)>], iterator_types = ["parallel","parallel"]} ins(%exp : tensor<512x512xf32>) outs(%e2 : tensor<512x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  return %mm, %neg : tensor<512x512xf32>, tensor<512x512xf32>
}
