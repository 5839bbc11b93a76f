// Check tests in IREE's tests/e2e format: public functions without
// arguments or results, asserting with check.expect_*.

func.func @adds() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c = arith.addf %a, %a : tensor<3xf32>
  check.expect_almost_eq_const(%c, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>, atol 1.0e-2) : tensor<3xf32>
  %i = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %j = arith.addi %i, %i : tensor<2xi32>
  check.expect_eq_const(%j, dense<[2, 4]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// The issue's must-fail test: 2a is not 9.
func.func @must_fail() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[9.0, 9.0, 9.0]> : tensor<3xf32>
  %c = arith.addf %a, %a : tensor<3xf32>
  check.expect_almost_eq(%c, %b) : tensor<3xf32>
  return
}
