func.func @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = arith.addf %a, %a : tensor<8x8xf32>
  return %0 : tensor<8x9xf32
}
