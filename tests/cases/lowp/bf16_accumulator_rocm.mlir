func.func @main(%a: tensor<48x32xbf16>, %b: tensor<32x16xbf16>, %c: tensor<48x16xbf16>) -> (tensor<48x16xbf16>, tensor<48x16xbf16>) {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<48x16xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<48x16xbf16>) -> tensor<48x16xbf16>
  %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<48x32xbf16>) outs(%a : tensor<48x32xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %y = arith.negf %x : bf16
    linalg.yield %y : bf16
  } -> tensor<48x32xbf16>
  %m = linalg.matmul ins(%n, %b : tensor<48x32xbf16>, tensor<32x16xbf16>) outs(%f : tensor<48x16xbf16>) -> tensor<48x16xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %c : tensor<48x16xbf16>, tensor<48x16xbf16>) outs(%e : tensor<48x16xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %r = arith.addf %x, %y : bf16
    linalg.yield %r : bf16
  } -> tensor<48x16xbf16>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<48x16xbf16>) outs(%e : tensor<48x16xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %r = arith.mulf %x, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<48x16xbf16>
  return %s, %t : tensor<48x16xbf16>, tensor<48x16xbf16>
}
