// Qwen2's naming: a tied embedding, so the lookup reads the table the output projection is named by
// (lm.lm_head.weight), and its result has two users: the first norm (an RMS norm) and the residual
// add, which data tiling makes the accumulator of o_proj. o_proj's weight is transposed first, as
// iree-turbine exports nn.Linear; the compiler hoists the transpose into an initializer, so the
// matmul reads a global of the compiler's own, filled from the parameter. Parameters are named by
// module path as real exports name them (#stream.parameter.named).
#map = affine_map<(d0, d1) -> (d0, d1)>
#ids = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d0)>
util.global private @table = #stream.parameter.named<"model"::"lm.lm_head.weight"> : tensor<100x64xf32>
util.global private @o_proj = #stream.parameter.named<"model"::"lm.model.layers.0.self_attn.o_proj.weight"> : tensor<64x64xf32>
func.func @main(%ids: tensor<32xi64>) -> tensor<32x64xf32> {
  %table = util.global.load @table : tensor<100x64xf32>
  %w = util.global.load @o_proj : tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<32x64xf32>
  %emb = linalg.generic {indexing_maps = [#ids, #map], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<32xi64>) outs(%e0 : tensor<32x64xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<100x64xf32>
    linalg.yield %v : f32
  } -> tensor<32x64xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<32xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<32xf32>) -> tensor<32xf32>
  %ss = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%emb : tensor<32x64xf32>) outs(%zs : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  %e1 = tensor.empty() : tensor<32x64xf32>
  %h = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%emb, %ss : tensor<32x64xf32>, tensor<32xf32>) outs(%e1 : tensor<32x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %inv = math.rsqrt %s : f32
    %r = arith.mulf %a, %inv : f32
    linalg.yield %r : f32
  } -> tensor<32x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %wt = linalg.transpose ins(%w : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) permutation = [1, 0]
  %mm = linalg.matmul ins(%h, %wt : tensor<32x64xf32>, tensor<64x64xf32>) outs(%emb : tensor<32x64xf32>)
      -> tensor<32x64xf32>
  return %mm : tensor<32x64xf32>
}
