// Reads far out of bounds on purpose: the runtime segfaults, in its child process only.
func.func @main(%t: tensor<4xf32>, %i: tensor<1xi64>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%i : tensor<1xi64>) outs(%e : tensor<1xf32>) {
  ^bb0(%idx: i64, %o: f32):
    %ix = arith.index_cast %idx : i64 to index
    %v = tensor.extract %t[%ix] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}
