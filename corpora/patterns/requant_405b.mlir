// The 405B pattern: producer -> {other_user, requantization -> set_encoding -> matmul}.
// exp(x) feeds a negf (the other user) and a quantize/dequantize step
// (scale, truncf to f8E4M3FN, extf, rescale) whose result is the matmul LHS.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x128xf32>, %w: tensor<128x64xf32>, %scale: tensor<f32>) -> (tensor<64x64xf32>, tensor<64x128xf32>) {
  %e0 = tensor.empty() : tensor<64x128xf32>
  %exp = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x128xf32>) outs(%e0 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %e1 = tensor.empty() : tensor<64x128xf32>
  %requant = linalg.generic {indexing_maps = [#map, affine_map<(d0, d1) -> ()>, #map], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %scale : tensor<64x128xf32>, tensor<f32>) outs(%e1 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    %t = arith.truncf %q : f32 to f8E4M3FN
    %d = arith.extf %t : f8E4M3FN to f32
    %r = arith.mulf %d, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %cst = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%requant, %w : tensor<64x128xf32>, tensor<128x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x128xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%exp : tensor<64x128xf32>) outs(%e3 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  return %mm, %neg : tensor<64x64xf32>, tensor<64x128xf32>
}
