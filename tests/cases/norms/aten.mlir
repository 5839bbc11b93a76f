// Norms as op-level torch IR (torch.aten.native_layer_norm, torch.aten.batch_norm):
// what an fx import without decompositions keeps; the parameters' names say nothing of a norm.
module @module {
  util.global private @__auto.bn.running_mean = #flow.parameter.named<"model"::"bn.running_mean"> : tensor<4xf32>
  util.global private @__auto.bn.running_var = #flow.parameter.named<"model"::"bn.running_var"> : tensor<4xf32>
  util.global private @__auto.bn.weight = #flow.parameter.named<"model"::"bn.weight"> : tensor<4xf32>
  util.global private @__auto.bn.bias = #flow.parameter.named<"model"::"bn.bias"> : tensor<4xf32>
  util.global private @__auto.ln.weight = #flow.parameter.named<"model"::"ln.weight"> : tensor<6xf32>
  util.global private @__auto.ln.bias = #flow.parameter.named<"model"::"ln.bias"> : tensor<6xf32>
  func.func @main(%arg0: !torch.vtensor<[2,4,6],f32>) -> !torch.vtensor<[2,4,6],f32> {
    %m0 = util.global.load @__auto.bn.running_mean : tensor<4xf32>
    %m = torch_c.from_builtin_tensor %m0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %v0 = util.global.load @__auto.bn.running_var : tensor<4xf32>
    %v = torch_c.from_builtin_tensor %v0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %w0 = util.global.load @__auto.bn.weight : tensor<4xf32>
    %w = torch_c.from_builtin_tensor %w0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %b0 = util.global.load @__auto.bn.bias : tensor<4xf32>
    %b = torch_c.from_builtin_tensor %b0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %momentum = torch.constant.float 1.000000e-01
    %eps = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %bn = torch.aten.batch_norm %arg0, %w, %b, %m, %v, %false, %momentum, %eps, %false : !torch.vtensor<[2,4,6],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,4,6],f32>
    %lw0 = util.global.load @__auto.ln.weight : tensor<6xf32>
    %lw = torch_c.from_builtin_tensor %lw0 : tensor<6xf32> -> !torch.vtensor<[6],f32>
    %lb0 = util.global.load @__auto.ln.bias : tensor<6xf32>
    %lb = torch_c.from_builtin_tensor %lb0 : tensor<6xf32> -> !torch.vtensor<[6],f32>
    %int6 = torch.constant.int 6
    %shape = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
    %ln:3 = torch.aten.native_layer_norm %bn, %shape, %lw, %lb, %eps : !torch.vtensor<[2,4,6],f32>, !torch.list<int>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.float -> !torch.vtensor<[2,4,6],f32>, !torch.vtensor<[2,4,1],f32>, !torch.vtensor<[2,4,1],f32>
    return %ln#0 : !torch.vtensor<[2,4,6],f32>
  }
}
