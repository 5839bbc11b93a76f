func.func @main(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = arith.mulf %a, %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
