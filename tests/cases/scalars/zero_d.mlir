func.func @main(%x: tensor<8xf32>, %scale: tensor<f32>, %n: i32) -> (tensor<8xf32>, i32) {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%x, %scale : tensor<8xf32>, tensor<f32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %n2 = arith.addi %n, %n : i32
  return %r, %n2 : tensor<8xf32>, i32
}
