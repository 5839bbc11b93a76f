func.func @main(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = arith.addf %a, %b : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
