// Checks that run only when control reaches them: in the branches of an
// scf.if, and in a helper the test calls.

func.func private @is_positive(%x: i32) {
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  %i = arith.extui %p : i1 to i32
  check.expect_true(%i) : i32
  return
}

func.func @taken_branch() {
  %cond = util.unfoldable_constant true
  %one = util.unfoldable_constant 1 : i32
  scf.if %cond {
    check.expect_true(%one) : i32
  } else {
    check.expect_false(%one) : i32
  }
  func.call @is_positive(%one) : (i32) -> ()
  %t = util.unfoldable_constant dense<[1, 1, 1]> : tensor<3xi32>
  check.expect_all_true(%t) : tensor<3xi32>
  return
}
