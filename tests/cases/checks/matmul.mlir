// A 4x4 matmul checked against its f32 result with a tight tolerance: the
// baseline passes; a candidate that demotes matmul inputs to bf16 does not.

func.func @matmul_f32() {
  %a = util.unfoldable_constant dense<[[0.1, 0.2, 0.3, 0.4], [0.5, 0.6, 0.7, 0.8], [0.9, 1.0, 1.1, 1.2], [1.3, 1.4, 1.5, 1.6]]> : tensor<4x4xf32>
  %b = util.unfoldable_constant dense<[[1.01, 0.0, 0.0, 0.0], [0.0, 1.01, 0.0, 0.0], [0.0, 0.0, 1.01, 0.0], [0.0, 0.0, 0.0, 1.01]]> : tensor<4x4xf32>
  %init = tensor.empty() : tensor<4x4xf32>
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%fill : tensor<4x4xf32>) -> tensor<4x4xf32>
  check.expect_almost_eq_const(%c, dense<[[0.101, 0.202, 0.303, 0.404], [0.505, 0.606, 0.707, 0.808], [0.909, 1.01, 1.111, 1.212], [1.313, 1.414, 1.515, 1.616]]> : tensor<4x4xf32>, atol 1.0e-5, rtol 1.0e-5) : tensor<4x4xf32>
  return
}
