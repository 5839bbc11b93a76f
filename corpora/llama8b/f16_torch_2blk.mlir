#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module @module {
  util.global private @__auto.token_embd.weight = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<128256x4096xf16>
  util.global private @__auto.blk.0.attn_norm.weight = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<4096xf32>
  util.global private @__auto.blk.0.attn_q.weight = #flow.parameter.named<"model"::"blk.0.attn_q.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.blk.0.attn_k.weight = #flow.parameter.named<"model"::"blk.0.attn_k.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.blk.0.attn_v.weight = #flow.parameter.named<"model"::"blk.0.attn_v.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.blk.0.attn_output.weight = #flow.parameter.named<"model"::"blk.0.attn_output.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.blk.0.ffn_norm.weight = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<4096xf32>
  util.global private @__auto.blk.0.ffn_gate.weight = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.blk.0.ffn_up.weight = #flow.parameter.named<"model"::"blk.0.ffn_up.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.blk.0.ffn_down.weight = #flow.parameter.named<"model"::"blk.0.ffn_down.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.blk.1.attn_norm.weight = #flow.parameter.named<"model"::"blk.1.attn_norm.weight"> : tensor<4096xf32>
  util.global private @__auto.blk.1.attn_q.weight = #flow.parameter.named<"model"::"blk.1.attn_q.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.blk.1.attn_k.weight = #flow.parameter.named<"model"::"blk.1.attn_k.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.blk.1.attn_v.weight = #flow.parameter.named<"model"::"blk.1.attn_v.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.blk.1.attn_output.weight = #flow.parameter.named<"model"::"blk.1.attn_output.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.blk.1.ffn_norm.weight = #flow.parameter.named<"model"::"blk.1.ffn_norm.weight"> : tensor<4096xf32>
  util.global private @__auto.blk.1.ffn_gate.weight = #flow.parameter.named<"model"::"blk.1.ffn_gate.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.blk.1.ffn_up.weight = #flow.parameter.named<"model"::"blk.1.ffn_up.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.blk.1.ffn_down.weight = #flow.parameter.named<"model"::"blk.1.ffn_down.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x4096xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<128256x4096xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,131072],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,128256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<128256x4096xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<4096xf32>
    %4 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.attn_q.weight = util.global.load @__auto.blk.0.attn_q.weight : tensor<4096x4096xf16>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.0.attn_k.weight = util.global.load @__auto.blk.0.attn_k.weight : tensor<1024x4096xf16>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.0.attn_v.weight = util.global.load @__auto.blk.0.attn_v.weight : tensor<1024x4096xf16>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.0.attn_output.weight = util.global.load @__auto.blk.0.attn_output.weight : tensor<4096x4096xf16>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<4096xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.ffn_gate.weight = util.global.load @__auto.blk.0.ffn_gate.weight : tensor<14336x4096xf16>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.0.ffn_up.weight = util.global.load @__auto.blk.0.ffn_up.weight : tensor<14336x4096xf16>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.0.ffn_down.weight = util.global.load @__auto.blk.0.ffn_down.weight : tensor<4096x14336xf16>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %13 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %14 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %15 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.1.attn_norm.weight = util.global.load @__auto.blk.1.attn_norm.weight : tensor<4096xf32>
    %16 = torch_c.from_builtin_tensor %__auto.blk.1.attn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.1.attn_q.weight = util.global.load @__auto.blk.1.attn_q.weight : tensor<4096x4096xf16>
    %17 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.1.attn_k.weight = util.global.load @__auto.blk.1.attn_k.weight : tensor<1024x4096xf16>
    %18 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.1.attn_v.weight = util.global.load @__auto.blk.1.attn_v.weight : tensor<1024x4096xf16>
    %19 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.1.attn_output.weight = util.global.load @__auto.blk.1.attn_output.weight : tensor<4096x4096xf16>
    %20 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.1.ffn_norm.weight = util.global.load @__auto.blk.1.ffn_norm.weight : tensor<4096xf32>
    %21 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.1.ffn_gate.weight = util.global.load @__auto.blk.1.ffn_gate.weight : tensor<14336x4096xf16>
    %22 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.1.ffn_up.weight = util.global.load @__auto.blk.1.ffn_up.weight : tensor<14336x4096xf16>
    %23 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.1.ffn_down.weight = util.global.load @__auto.blk.1.ffn_down.weight : tensor<4096x14336xf16>
    %24 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x4096xf32>
    %25 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x4096xf32> -> !torch.vtensor<[1,4096],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<128256x4096xf16>
    %26 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %27 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,131072],f16>
    %28 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %29 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %30 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %27, [%30], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int1 = torch.constant.int 1
    %31 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %32 = torch.aten.size.int %27, %int0 : !torch.vtensor<[?,131072],f16>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %33 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[128256,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %34 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %34, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %34, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %35 = torch.prims.convert_element_type %34, %int6 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %35, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2 = torch.constant.int 2
    %36 = torch.aten.pow.Tensor_Scalar %35, %int2 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %36, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_9 = torch.constant.int -1
    %37 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %38 = torch.aten.mean.dim %36, %37, %true, %none_10 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %38, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %39 = torch.aten.add.Scalar %38, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %39, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %40 = torch.aten.rsqrt %39 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %40, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %41 = torch.aten.mul.Tensor %35, %40 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %41, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %41, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %42 = torch.prims.convert_element_type %41, %int5_17 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %42, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %43 = torch.aten.mul.Tensor %4, %42 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %43, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %43, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %44 = torch.prims.convert_element_type %43, %int5_23 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %44, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2 = torch.constant.int -2
    %int-1_24 = torch.constant.int -1
    %45 = torch.aten.transpose.int %5, %int-2, %int-1_24 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_25 = torch.constant.none
    %none_26 = torch.constant.none
    %int5_27 = torch.constant.int 5
    %cpu_28 = torch.constant.device "cpu"
    %int0_29 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %45, %none_25, %none_26, %int5_27, %cpu_28, %int0_29 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096 = torch.constant.int 4096
    %46 = torch.prim.ListConstruct %33, %int4096 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %44, %46 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %47, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %48 = torch.aten.matmul %47, %45 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %48, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_30 = torch.constant.int 1
    %int4096_31 = torch.constant.int 4096
    %49 = torch.prim.ListConstruct %int1_30, %33, %int4096_31 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %50, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_32 = torch.constant.int -2
    %int-1_33 = torch.constant.int -1
    %51 = torch.aten.transpose.int %6, %int-2_32, %int-1_33 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_34 = torch.constant.none
    %none_35 = torch.constant.none
    %int5_36 = torch.constant.int 5
    %cpu_37 = torch.constant.device "cpu"
    %int0_38 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %51, %none_34, %none_35, %int5_36, %cpu_37, %int0_38 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_39 = torch.constant.int 4096
    %52 = torch.prim.ListConstruct %33, %int4096_39 : (!torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %44, %52 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %53, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %54 = torch.aten.matmul %53, %51 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %54, [%29], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_40 = torch.constant.int 1
    %int1024 = torch.constant.int 1024
    %55 = torch.prim.ListConstruct %int1_40, %33, %int1024 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %54, %55 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %56, [%29], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int-2_41 = torch.constant.int -2
    %int-1_42 = torch.constant.int -1
    %57 = torch.aten.transpose.int %7, %int-2_41, %int-1_42 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_43 = torch.constant.none
    %none_44 = torch.constant.none
    %int5_45 = torch.constant.int 5
    %cpu_46 = torch.constant.device "cpu"
    %int0_47 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %57, %none_43, %none_44, %int5_45, %cpu_46, %int0_47 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_48 = torch.constant.int 4096
    %58 = torch.prim.ListConstruct %33, %int4096_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %59 = torch.aten.view %44, %58 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %59, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %60 = torch.aten.matmul %59, %57 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %60, [%29], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_49 = torch.constant.int 1
    %int1024_50 = torch.constant.int 1024
    %61 = torch.prim.ListConstruct %int1_49, %33, %int1024_50 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %62 = torch.aten.view %60, %61 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %62, [%29], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_51 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128 = torch.constant.int 128
    %63 = torch.prim.ListConstruct %int1_51, %33, %int32, %int128 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %64 = torch.aten.view %50, %63 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %64, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_52 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_53 = torch.constant.int 128
    %65 = torch.prim.ListConstruct %int1_52, %33, %int8, %int128_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.view %56, %65 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %66, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_54 = torch.constant.int 1
    %int8_55 = torch.constant.int 8
    %int128_56 = torch.constant.int 128
    %67 = torch.prim.ListConstruct %int1_54, %33, %int8_55, %int128_56 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %62, %67 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %68, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_57 = torch.constant.int 0
    %none_58 = torch.constant.none
    %none_59 = torch.constant.none
    %cpu_60 = torch.constant.device "cpu"
    %false_61 = torch.constant.bool false
    %69 = torch.aten.arange.start %int0_57, %33, %none_58, %none_59, %cpu_60, %false_61 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %69, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_62 = torch.constant.int 0
    %70 = torch.aten.unsqueeze %69, %int0_62 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %70, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_63 = torch.constant.int 0
    %int128_64 = torch.constant.int 128
    %int2_65 = torch.constant.int 2
    %none_66 = torch.constant.none
    %none_67 = torch.constant.none
    %cpu_68 = torch.constant.device "cpu"
    %false_69 = torch.constant.bool false
    %71 = torch.aten.arange.start_step %int0_63, %int128_64, %int2_65, %none_66, %none_67, %cpu_68, %false_69 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_70 = torch.constant.none
    %none_71 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_72 = torch.constant.device "cpu"
    %int0_73 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %71, %none_70, %none_71, %int4, %cpu_72, %int0_73 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_74 = torch.constant.int 6
    %72 = torch.prims.convert_element_type %71, %int6_74 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_75 = torch.constant.int 128
    %73 = torch.aten.div.Scalar %72, %int128_75 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %74 = torch.aten.pow.Scalar %float5.000000e05, %73 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %75 = torch.aten.reciprocal %74 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %76 = torch.aten.mul.Scalar %75, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_76 = torch.constant.none
    %77 = torch.aten.clone %1, %none_76 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_77 = torch.constant.int 0
    %78 = torch.aten.unsqueeze %76, %int0_77 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_78 = torch.constant.int 2
    %79 = torch.aten.unsqueeze %78, %int2_78 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_79 = torch.constant.none
    %none_80 = torch.constant.none
    %int6_81 = torch.constant.int 6
    %cpu_82 = torch.constant.device "cpu"
    %int0_83 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %79, %none_79, %none_80, %int6_81, %cpu_82, %int0_83 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_84 = torch.constant.int 1
    %int-1_85 = torch.constant.int -1
    %int1_86 = torch.constant.int 1
    %80 = torch.prim.ListConstruct %int1_84, %int-1_85, %int1_86 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_87 = torch.constant.bool false
    %81 = torch.aten.expand %79, %80, %false_87 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_88 = torch.constant.int 1
    %82 = torch.aten.unsqueeze %70, %int1_88 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %82, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_89 = torch.constant.none
    %none_90 = torch.constant.none
    %int4_91 = torch.constant.int 4
    %cpu_92 = torch.constant.device "cpu"
    %int0_93 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %82, %none_89, %none_90, %int4_91, %cpu_92, %int0_93 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_94 = torch.constant.int 6
    %83 = torch.prims.convert_element_type %82, %int6_94 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %83, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %84 = torch.aten.matmul %81, %83 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %84, [%29], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_95 = torch.constant.int 1
    %int2_96 = torch.constant.int 2
    %85 = torch.aten.transpose.int %84, %int1_95, %int2_96 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %85, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %86 = torch.aten.cos %85 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %86, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %87 = torch.aten.mul.Tensor %86, %77 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %87, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_97 = torch.constant.none
    %none_98 = torch.constant.none
    %int6_99 = torch.constant.int 6
    %cpu_100 = torch.constant.device "cpu"
    %int0_101 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %87, %none_97, %none_98, %int6_99, %cpu_100, %int0_101 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_102 = torch.constant.int 5
    %88 = torch.prims.convert_element_type %87, %int5_102 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %88, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %89 = torch.aten.sin %85 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %89, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %90 = torch.aten.mul.Tensor %89, %77 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %90, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_103 = torch.constant.none
    %none_104 = torch.constant.none
    %int6_105 = torch.constant.int 6
    %cpu_106 = torch.constant.device "cpu"
    %int0_107 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %90, %none_103, %none_104, %int6_105, %cpu_106, %int0_107 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_108 = torch.constant.int 5
    %91 = torch.prims.convert_element_type %90, %int5_108 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %91, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_109 = torch.constant.int 2
    %92 = torch.aten.unsqueeze %88, %int2_109 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %92, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_110 = torch.constant.int 2
    %93 = torch.aten.unsqueeze %91, %int2_110 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %93, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_111 = torch.constant.none
    %none_112 = torch.constant.none
    %int5_113 = torch.constant.int 5
    %cpu_114 = torch.constant.device "cpu"
    %int0_115 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %92, %none_111, %none_112, %int5_113, %cpu_114, %int0_115 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_116 = torch.constant.none
    %none_117 = torch.constant.none
    %int5_118 = torch.constant.int 5
    %cpu_119 = torch.constant.device "cpu"
    %int0_120 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %93, %none_116, %none_117, %int5_118, %cpu_119, %int0_120 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_121 = torch.constant.none
    %none_122 = torch.constant.none
    %int5_123 = torch.constant.int 5
    %cpu_124 = torch.constant.device "cpu"
    %int0_125 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %64, %none_121, %none_122, %int5_123, %cpu_124, %int0_125 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_126 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_127 = torch.constant.int 1
    %94 = torch.aten.slice.Tensor %64, %int3, %int0_126, %int64, %int1_127 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %94, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int3_128 = torch.constant.int 3
    %int64_129 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_130 = torch.constant.int 1
    %95 = torch.aten.slice.Tensor %64, %int3_128, %int64_129, %int9223372036854775807, %int1_130 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %95, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %96 = torch.aten.mul.Tensor %94, %92 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %96, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %97 = torch.aten.mul.Tensor %95, %93 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %97, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_131 = torch.constant.int 1
    %98 = torch.aten.sub.Tensor %96, %97, %int1_131 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %98, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %99 = torch.aten.mul.Tensor %95, %92 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %99, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %100 = torch.aten.mul.Tensor %94, %93 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %100, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_132 = torch.constant.int 1
    %101 = torch.aten.add.Tensor %99, %100, %int1_132 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %101, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %102 = torch_c.to_builtin_tensor %98 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast = tensor.cast %102 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %103 = torch_c.to_builtin_tensor %101 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast_133 = tensor.cast %103 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %104 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_133) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_134 = tensor.cast %104 : tensor<?x?x?x2x?xf16> to tensor<1x?x32x2x64xf16>
    %105 = torch_c.from_builtin_tensor %cast_134 : tensor<1x?x32x2x64xf16> -> !torch.vtensor<[1,?,32,2,64],f16>
    torch.bind_symbolic_shape %105, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 2, 64)> : !torch.vtensor<[1,?,32,2,64],f16>
    %int1_135 = torch.constant.int 1
    %int32_136 = torch.constant.int 32
    %int128_137 = torch.constant.int 128
    %106 = torch.prim.ListConstruct %int1_135, %33, %int32_136, %int128_137 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %107 = torch.aten.view %105, %106 : !torch.vtensor<[1,?,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %107, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %none_138 = torch.constant.none
    %none_139 = torch.constant.none
    %int5_140 = torch.constant.int 5
    %cpu_141 = torch.constant.device "cpu"
    %int0_142 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %107, %none_138, %none_139, %int5_140, %cpu_141, %int0_142 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_143 = torch.constant.int 0
    %none_144 = torch.constant.none
    %none_145 = torch.constant.none
    %cpu_146 = torch.constant.device "cpu"
    %false_147 = torch.constant.bool false
    %108 = torch.aten.arange.start %int0_143, %33, %none_144, %none_145, %cpu_146, %false_147 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %108, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_148 = torch.constant.int 0
    %109 = torch.aten.unsqueeze %108, %int0_148 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %109, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_149 = torch.constant.int 0
    %int128_150 = torch.constant.int 128
    %int2_151 = torch.constant.int 2
    %none_152 = torch.constant.none
    %none_153 = torch.constant.none
    %cpu_154 = torch.constant.device "cpu"
    %false_155 = torch.constant.bool false
    %110 = torch.aten.arange.start_step %int0_149, %int128_150, %int2_151, %none_152, %none_153, %cpu_154, %false_155 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int4_158 = torch.constant.int 4
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %110, %none_156, %none_157, %int4_158, %cpu_159, %int0_160 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_161 = torch.constant.int 6
    %111 = torch.prims.convert_element_type %110, %int6_161 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_162 = torch.constant.int 128
    %112 = torch.aten.div.Scalar %111, %int128_162 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_163 = torch.constant.float 5.000000e+05
    %113 = torch.aten.pow.Scalar %float5.000000e05_163, %112 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %114 = torch.aten.reciprocal %113 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_164 = torch.constant.float 1.000000e+00
    %115 = torch.aten.mul.Scalar %114, %float1.000000e00_164 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_165 = torch.constant.none
    %116 = torch.aten.clone %2, %none_165 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_166 = torch.constant.int 0
    %117 = torch.aten.unsqueeze %115, %int0_166 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_167 = torch.constant.int 2
    %118 = torch.aten.unsqueeze %117, %int2_167 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_168 = torch.constant.none
    %none_169 = torch.constant.none
    %int6_170 = torch.constant.int 6
    %cpu_171 = torch.constant.device "cpu"
    %int0_172 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %118, %none_168, %none_169, %int6_170, %cpu_171, %int0_172 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_173 = torch.constant.int 1
    %int-1_174 = torch.constant.int -1
    %int1_175 = torch.constant.int 1
    %119 = torch.prim.ListConstruct %int1_173, %int-1_174, %int1_175 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_176 = torch.constant.bool false
    %120 = torch.aten.expand %118, %119, %false_176 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_177 = torch.constant.int 1
    %121 = torch.aten.unsqueeze %109, %int1_177 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %121, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_178 = torch.constant.none
    %none_179 = torch.constant.none
    %int4_180 = torch.constant.int 4
    %cpu_181 = torch.constant.device "cpu"
    %int0_182 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %121, %none_178, %none_179, %int4_180, %cpu_181, %int0_182 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_183 = torch.constant.int 6
    %122 = torch.prims.convert_element_type %121, %int6_183 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %122, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %123 = torch.aten.matmul %120, %122 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %123, [%29], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_184 = torch.constant.int 1
    %int2_185 = torch.constant.int 2
    %124 = torch.aten.transpose.int %123, %int1_184, %int2_185 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %124, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %125 = torch.aten.cos %124 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %125, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %126 = torch.aten.mul.Tensor %125, %116 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %126, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_186 = torch.constant.none
    %none_187 = torch.constant.none
    %int6_188 = torch.constant.int 6
    %cpu_189 = torch.constant.device "cpu"
    %int0_190 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %126, %none_186, %none_187, %int6_188, %cpu_189, %int0_190 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_191 = torch.constant.int 5
    %127 = torch.prims.convert_element_type %126, %int5_191 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %127, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %128 = torch.aten.sin %124 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %128, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %129 = torch.aten.mul.Tensor %128, %116 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %129, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %int6_194 = torch.constant.int 6
    %cpu_195 = torch.constant.device "cpu"
    %int0_196 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %129, %none_192, %none_193, %int6_194, %cpu_195, %int0_196 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_197 = torch.constant.int 5
    %130 = torch.prims.convert_element_type %129, %int5_197 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %130, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_198 = torch.constant.int 2
    %131 = torch.aten.unsqueeze %127, %int2_198 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %131, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_199 = torch.constant.int 2
    %132 = torch.aten.unsqueeze %130, %int2_199 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %132, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_200 = torch.constant.none
    %none_201 = torch.constant.none
    %int5_202 = torch.constant.int 5
    %cpu_203 = torch.constant.device "cpu"
    %int0_204 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %131, %none_200, %none_201, %int5_202, %cpu_203, %int0_204 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_205 = torch.constant.none
    %none_206 = torch.constant.none
    %int5_207 = torch.constant.int 5
    %cpu_208 = torch.constant.device "cpu"
    %int0_209 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %132, %none_205, %none_206, %int5_207, %cpu_208, %int0_209 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_210 = torch.constant.none
    %none_211 = torch.constant.none
    %int5_212 = torch.constant.int 5
    %cpu_213 = torch.constant.device "cpu"
    %int0_214 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %66, %none_210, %none_211, %int5_212, %cpu_213, %int0_214 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_215 = torch.constant.int 3
    %int0_216 = torch.constant.int 0
    %int64_217 = torch.constant.int 64
    %int1_218 = torch.constant.int 1
    %133 = torch.aten.slice.Tensor %66, %int3_215, %int0_216, %int64_217, %int1_218 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %133, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_219 = torch.constant.int 3
    %int64_220 = torch.constant.int 64
    %int9223372036854775807_221 = torch.constant.int 9223372036854775807
    %int1_222 = torch.constant.int 1
    %134 = torch.aten.slice.Tensor %66, %int3_219, %int64_220, %int9223372036854775807_221, %int1_222 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %134, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %135 = torch.aten.mul.Tensor %133, %131 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %135, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %136 = torch.aten.mul.Tensor %134, %132 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %136, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_223 = torch.constant.int 1
    %137 = torch.aten.sub.Tensor %135, %136, %int1_223 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %137, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %138 = torch.aten.mul.Tensor %134, %131 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %138, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %139 = torch.aten.mul.Tensor %133, %132 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %139, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_224 = torch.constant.int 1
    %140 = torch.aten.add.Tensor %138, %139, %int1_224 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %140, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %141 = torch_c.to_builtin_tensor %137 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_225 = tensor.cast %141 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %142 = torch_c.to_builtin_tensor %140 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_226 = tensor.cast %142 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %143 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_225, %cast_226) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_227 = tensor.cast %143 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %144 = torch_c.from_builtin_tensor %cast_227 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %144, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_228 = torch.constant.int 1
    %int8_229 = torch.constant.int 8
    %int128_230 = torch.constant.int 128
    %145 = torch.prim.ListConstruct %int1_228, %33, %int8_229, %int128_230 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %146 = torch.aten.view %144, %145 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %146, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_231 = torch.constant.none
    %none_232 = torch.constant.none
    %int5_233 = torch.constant.int 5
    %cpu_234 = torch.constant.device "cpu"
    %int0_235 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %146, %none_231, %none_232, %int5_233, %cpu_234, %int0_235 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_236 = torch.constant.int 2
    %int2_237 = torch.constant.int 2
    %int8_238 = torch.constant.int 8
    %int32_239 = torch.constant.int 32
    %int128_240 = torch.constant.int 128
    %147 = torch.prim.ListConstruct %32, %int2_236, %int2_237, %int8_238, %int32_239, %int128_240 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %27, %147 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %148, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int2_241 = torch.constant.int 2
    %149 = torch.aten.mul.int %32, %int2_241 : !torch.int, !torch.int -> !torch.int
    %int2_242 = torch.constant.int 2
    %150 = torch.aten.mul.int %149, %int2_242 : !torch.int, !torch.int -> !torch.int
    %int8_243 = torch.constant.int 8
    %int32_244 = torch.constant.int 32
    %int128_245 = torch.constant.int 128
    %151 = torch.prim.ListConstruct %150, %int8_243, %int32_244, %int128_245 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %152 = torch.aten.view %148, %151 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %152, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_246 = torch.constant.int 2
    %153 = torch.aten.mul.Scalar %arg2, %int2_246 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %153, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_247 = torch.constant.int 0
    %int1_248 = torch.constant.int 1
    %154 = torch.aten.add.Scalar %153, %int0_247, %int1_248 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %154, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_249 = torch.constant.int 2
    %155 = torch.aten.mul.Scalar %154, %int2_249 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %155, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_250 = torch.constant.int 0
    %int1_251 = torch.constant.int 1
    %156 = torch.aten.add.Scalar %155, %int0_250, %int1_251 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %156, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %157 = torch.prim.ListConstruct %31 : (!torch.int) -> !torch.list<int>
    %158 = torch.aten.view %156, %157 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %158, [%29], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_252 = torch.constant.int 1
    %int32_253 = torch.constant.int 32
    %int8_254 = torch.constant.int 8
    %int128_255 = torch.constant.int 128
    %159 = torch.prim.ListConstruct %int1_252, %31, %int32_253, %int8_254, %int128_255 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %146, %159 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %160, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_256 = torch.constant.int 32
    %int8_257 = torch.constant.int 8
    %int128_258 = torch.constant.int 128
    %161 = torch.prim.ListConstruct %31, %int32_256, %int8_257, %int128_258 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %162 = torch.aten.view %160, %161 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %162, [%29], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_259 = torch.constant.int 1
    %int2_260 = torch.constant.int 2
    %163 = torch.aten.transpose.int %162, %int1_259, %int2_260 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %163, [%29], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_261 = torch.constant.none
    %none_262 = torch.constant.none
    %int5_263 = torch.constant.int 5
    %cpu_264 = torch.constant.device "cpu"
    %int0_265 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %163, %none_261, %none_262, %int5_263, %cpu_264, %int0_265 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %164 = torch.prim.ListConstruct %158 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_266 = torch.constant.bool false
    %165 = torch.aten.index_put %152, %164, %163, %false_266 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %165, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_267 = torch.constant.int 2
    %int2_268 = torch.constant.int 2
    %int8_269 = torch.constant.int 8
    %int32_270 = torch.constant.int 32
    %int128_271 = torch.constant.int 128
    %166 = torch.prim.ListConstruct %32, %int2_267, %int2_268, %int8_269, %int32_270, %int128_271 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %167 = torch.aten.view %165, %166 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %167, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072 = torch.constant.int 131072
    %168 = torch.prim.ListConstruct %32, %int131072 : (!torch.int, !torch.int) -> !torch.list<int>
    %169 = torch.aten.view %167, %168 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %169, [%30], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int2_272 = torch.constant.int 2
    %int2_273 = torch.constant.int 2
    %int8_274 = torch.constant.int 8
    %int32_275 = torch.constant.int 32
    %int128_276 = torch.constant.int 128
    %170 = torch.prim.ListConstruct %32, %int2_272, %int2_273, %int8_274, %int32_275, %int128_276 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %171 = torch.aten.view %169, %170 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %171, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int8_277 = torch.constant.int 8
    %int32_278 = torch.constant.int 32
    %int128_279 = torch.constant.int 128
    %172 = torch.prim.ListConstruct %150, %int8_277, %int32_278, %int128_279 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %173 = torch.aten.view %171, %172 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %173, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_280 = torch.constant.int 2
    %174 = torch.aten.mul.Scalar %arg2, %int2_280 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %174, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_281 = torch.constant.int 0
    %int1_282 = torch.constant.int 1
    %175 = torch.aten.add.Scalar %174, %int0_281, %int1_282 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %175, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_283 = torch.constant.int 2
    %176 = torch.aten.mul.Scalar %175, %int2_283 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %176, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_284 = torch.constant.int 1
    %int1_285 = torch.constant.int 1
    %177 = torch.aten.add.Scalar %176, %int1_284, %int1_285 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %177, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %178 = torch.prim.ListConstruct %31 : (!torch.int) -> !torch.list<int>
    %179 = torch.aten.view %177, %178 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %179, [%29], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_286 = torch.constant.int 1
    %int32_287 = torch.constant.int 32
    %int8_288 = torch.constant.int 8
    %int128_289 = torch.constant.int 128
    %180 = torch.prim.ListConstruct %int1_286, %31, %int32_287, %int8_288, %int128_289 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %181 = torch.aten.view %68, %180 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %181, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_290 = torch.constant.int 32
    %int8_291 = torch.constant.int 8
    %int128_292 = torch.constant.int 128
    %182 = torch.prim.ListConstruct %31, %int32_290, %int8_291, %int128_292 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %183 = torch.aten.view %181, %182 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %183, [%29], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_293 = torch.constant.int 1
    %int2_294 = torch.constant.int 2
    %184 = torch.aten.transpose.int %183, %int1_293, %int2_294 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %184, [%29], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_295 = torch.constant.none
    %none_296 = torch.constant.none
    %int5_297 = torch.constant.int 5
    %cpu_298 = torch.constant.device "cpu"
    %int0_299 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %184, %none_295, %none_296, %int5_297, %cpu_298, %int0_299 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %185 = torch.prim.ListConstruct %179 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_300 = torch.constant.bool false
    %186 = torch.aten.index_put %173, %185, %184, %false_300 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %186, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_301 = torch.constant.int 2
    %int2_302 = torch.constant.int 2
    %int8_303 = torch.constant.int 8
    %int32_304 = torch.constant.int 32
    %int128_305 = torch.constant.int 128
    %187 = torch.prim.ListConstruct %32, %int2_301, %int2_302, %int8_303, %int32_304, %int128_305 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %188 = torch.aten.view %186, %187 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %188, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_306 = torch.constant.int 131072
    %189 = torch.prim.ListConstruct %32, %int131072_306 : (!torch.int, !torch.int) -> !torch.list<int>
    %190 = torch.aten.view %188, %189 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %190, [%30], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int0_307 = torch.constant.int 0
    %int1_308 = torch.constant.int 1
    %none_309 = torch.constant.none
    %none_310 = torch.constant.none
    %cpu_311 = torch.constant.device "cpu"
    %false_312 = torch.constant.bool false
    %191 = torch.aten.arange.start_step %int0_307, %33, %int1_308, %none_309, %none_310, %cpu_311, %false_312 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %191, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_313 = torch.constant.int -1
    %192 = torch.aten.unsqueeze %arg1, %int-1_313 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %193 = torch.aten.ge.Tensor %191, %192 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %193, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_314 = torch.constant.none
    %none_315 = torch.constant.none
    %cpu_316 = torch.constant.device "cpu"
    %false_317 = torch.constant.bool false
    %194 = torch.aten.arange %33, %none_314, %none_315, %cpu_316, %false_317 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %194, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_318 = torch.constant.int 0
    %195 = torch.aten.unsqueeze %194, %int0_318 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %195, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_319 = torch.constant.int 1
    %196 = torch.aten.unsqueeze %195, %int1_319 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %196, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_320 = torch.constant.int 2
    %197 = torch.aten.unsqueeze %196, %int2_320 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %197, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_321 = torch.constant.none
    %none_322 = torch.constant.none
    %cpu_323 = torch.constant.device "cpu"
    %false_324 = torch.constant.bool false
    %198 = torch.aten.arange %33, %none_321, %none_322, %cpu_323, %false_324 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %198, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_325 = torch.constant.int 0
    %199 = torch.aten.unsqueeze %198, %int0_325 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %199, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_326 = torch.constant.int 1
    %200 = torch.aten.unsqueeze %199, %int1_326 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %200, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_327 = torch.constant.int 3
    %201 = torch.aten.unsqueeze %200, %int3_327 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %201, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %202 = torch.aten.gt.Tensor %197, %201 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %202, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_328 = torch.constant.int 1
    %203 = torch.aten.unsqueeze %193, %int1_328 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %203, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_329 = torch.constant.int 2
    %204 = torch.aten.unsqueeze %203, %int2_329 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %204, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %205 = torch.aten.logical_or %202, %204 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %205, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_330 = torch.constant.none
    %206 = torch.aten.clone %3, %none_330 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_331 = torch.constant.int 0
    %207 = torch.aten.where.ScalarOther %205, %206, %int0_331 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %207, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_332 = torch.constant.none
    %none_333 = torch.constant.none
    %int5_334 = torch.constant.int 5
    %cpu_335 = torch.constant.device "cpu"
    %int0_336 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %207, %none_332, %none_333, %int5_334, %cpu_335, %int0_336 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_337 = torch.constant.none
    %none_338 = torch.constant.none
    %int5_339 = torch.constant.int 5
    %cpu_340 = torch.constant.device "cpu"
    %int0_341 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %207, %none_337, %none_338, %int5_339, %cpu_340, %int0_341 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_342 = torch.constant.int -2
    %208 = torch.aten.unsqueeze %146, %int-2_342 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %208, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_343 = torch.constant.int 1
    %int8_344 = torch.constant.int 8
    %int4_345 = torch.constant.int 4
    %int128_346 = torch.constant.int 128
    %209 = torch.prim.ListConstruct %int1_343, %33, %int8_344, %int4_345, %int128_346 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_347 = torch.constant.bool false
    %210 = torch.aten.expand %208, %209, %false_347 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %210, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_348 = torch.constant.int 0
    %211 = torch.aten.clone %210, %int0_348 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %211, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_349 = torch.constant.int 1
    %int32_350 = torch.constant.int 32
    %int128_351 = torch.constant.int 128
    %212 = torch.prim.ListConstruct %int1_349, %33, %int32_350, %int128_351 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten._unsafe_view %211, %212 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %213, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_352 = torch.constant.int -2
    %214 = torch.aten.unsqueeze %68, %int-2_352 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %214, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_353 = torch.constant.int 1
    %int8_354 = torch.constant.int 8
    %int4_355 = torch.constant.int 4
    %int128_356 = torch.constant.int 128
    %215 = torch.prim.ListConstruct %int1_353, %33, %int8_354, %int4_355, %int128_356 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_357 = torch.constant.bool false
    %216 = torch.aten.expand %214, %215, %false_357 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %216, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_358 = torch.constant.int 0
    %217 = torch.aten.clone %216, %int0_358 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %217, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_359 = torch.constant.int 1
    %int32_360 = torch.constant.int 32
    %int128_361 = torch.constant.int 128
    %218 = torch.prim.ListConstruct %int1_359, %33, %int32_360, %int128_361 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten._unsafe_view %217, %218 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %219, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_362 = torch.constant.int 1
    %int2_363 = torch.constant.int 2
    %220 = torch.aten.transpose.int %107, %int1_362, %int2_363 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %220, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_364 = torch.constant.int 1
    %int2_365 = torch.constant.int 2
    %221 = torch.aten.transpose.int %213, %int1_364, %int2_365 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %221, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_366 = torch.constant.int 1
    %int2_367 = torch.constant.int 2
    %222 = torch.aten.transpose.int %219, %int1_366, %int2_367 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %222, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_368 = torch.constant.bool false
    %none_369 = torch.constant.none
    %false_370 = torch.constant.bool false
    %223 = torch.aten.scaled_dot_product_attention %220, %221, %222, %207, %float0.000000e00, %false_368, %none_369, %false_370 : !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %223, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_371 = torch.constant.int 1
    %int2_372 = torch.constant.int 2
    %224 = torch.aten.transpose.int %223, %int1_371, %int2_372 : !torch.vtensor<[1,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %224, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_373 = torch.constant.int 1
    %int4096_374 = torch.constant.int 4096
    %225 = torch.prim.ListConstruct %int1_373, %33, %int4096_374 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %226 = torch.aten.view %224, %225 : !torch.vtensor<[1,?,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %226, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_375 = torch.constant.int -2
    %int-1_376 = torch.constant.int -1
    %227 = torch.aten.transpose.int %8, %int-2_375, %int-1_376 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_377 = torch.constant.none
    %none_378 = torch.constant.none
    %int5_379 = torch.constant.int 5
    %cpu_380 = torch.constant.device "cpu"
    %int0_381 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %227, %none_377, %none_378, %int5_379, %cpu_380, %int0_381 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_382 = torch.constant.int 4096
    %228 = torch.prim.ListConstruct %33, %int4096_382 : (!torch.int, !torch.int) -> !torch.list<int>
    %229 = torch.aten.view %226, %228 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %229, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %230 = torch.aten.matmul %229, %227 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %230, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_383 = torch.constant.int 1
    %int4096_384 = torch.constant.int 4096
    %231 = torch.prim.ListConstruct %int1_383, %33, %int4096_384 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %232 = torch.aten.view %230, %231 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %232, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_385 = torch.constant.none
    %none_386 = torch.constant.none
    %int5_387 = torch.constant.int 5
    %cpu_388 = torch.constant.device "cpu"
    %int0_389 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %232, %none_385, %none_386, %int5_387, %cpu_388, %int0_389 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_390 = torch.constant.int 1
    %233 = torch.aten.add.Tensor %34, %232, %int1_390 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %233, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_391 = torch.constant.none
    %none_392 = torch.constant.none
    %int5_393 = torch.constant.int 5
    %cpu_394 = torch.constant.device "cpu"
    %int0_395 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %233, %none_391, %none_392, %int5_393, %cpu_394, %int0_395 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_396 = torch.constant.int 6
    %234 = torch.prims.convert_element_type %233, %int6_396 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %234, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_397 = torch.constant.int 2
    %235 = torch.aten.pow.Tensor_Scalar %234, %int2_397 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %235, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_398 = torch.constant.int -1
    %236 = torch.prim.ListConstruct %int-1_398 : (!torch.int) -> !torch.list<int>
    %true_399 = torch.constant.bool true
    %none_400 = torch.constant.none
    %237 = torch.aten.mean.dim %235, %236, %true_399, %none_400 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %237, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_401 = torch.constant.float 1.000000e-05
    %int1_402 = torch.constant.int 1
    %238 = torch.aten.add.Scalar %237, %float1.000000e-05_401, %int1_402 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %238, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %239 = torch.aten.rsqrt %238 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %239, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %240 = torch.aten.mul.Tensor %234, %239 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %240, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_403 = torch.constant.none
    %none_404 = torch.constant.none
    %int6_405 = torch.constant.int 6
    %cpu_406 = torch.constant.device "cpu"
    %int0_407 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %240, %none_403, %none_404, %int6_405, %cpu_406, %int0_407 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_408 = torch.constant.int 5
    %241 = torch.prims.convert_element_type %240, %int5_408 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %241, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %242 = torch.aten.mul.Tensor %9, %241 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %242, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_409 = torch.constant.none
    %none_410 = torch.constant.none
    %int6_411 = torch.constant.int 6
    %cpu_412 = torch.constant.device "cpu"
    %int0_413 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_409, %none_410, %int6_411, %cpu_412, %int0_413 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_414 = torch.constant.int 5
    %243 = torch.prims.convert_element_type %242, %int5_414 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %243, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_415 = torch.constant.int -2
    %int-1_416 = torch.constant.int -1
    %244 = torch.aten.transpose.int %10, %int-2_415, %int-1_416 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_417 = torch.constant.none
    %none_418 = torch.constant.none
    %int5_419 = torch.constant.int 5
    %cpu_420 = torch.constant.device "cpu"
    %int0_421 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %244, %none_417, %none_418, %int5_419, %cpu_420, %int0_421 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_422 = torch.constant.int 4096
    %245 = torch.prim.ListConstruct %33, %int4096_422 : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %243, %245 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %246, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %247 = torch.aten.matmul %246, %244 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %247, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_423 = torch.constant.int 1
    %int14336 = torch.constant.int 14336
    %248 = torch.prim.ListConstruct %int1_423, %33, %int14336 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %249 = torch.aten.view %247, %248 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %249, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %250 = torch.aten.silu %249 : !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %250, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_424 = torch.constant.int -2
    %int-1_425 = torch.constant.int -1
    %251 = torch.aten.transpose.int %11, %int-2_424, %int-1_425 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_426 = torch.constant.none
    %none_427 = torch.constant.none
    %int5_428 = torch.constant.int 5
    %cpu_429 = torch.constant.device "cpu"
    %int0_430 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %251, %none_426, %none_427, %int5_428, %cpu_429, %int0_430 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_431 = torch.constant.int 4096
    %252 = torch.prim.ListConstruct %33, %int4096_431 : (!torch.int, !torch.int) -> !torch.list<int>
    %253 = torch.aten.view %243, %252 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %253, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %254 = torch.aten.matmul %253, %251 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %254, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_432 = torch.constant.int 1
    %int14336_433 = torch.constant.int 14336
    %255 = torch.prim.ListConstruct %int1_432, %33, %int14336_433 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %256 = torch.aten.view %254, %255 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %256, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %257 = torch.aten.mul.Tensor %250, %256 : !torch.vtensor<[1,?,14336],f16>, !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %257, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_434 = torch.constant.int -2
    %int-1_435 = torch.constant.int -1
    %258 = torch.aten.transpose.int %12, %int-2_434, %int-1_435 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_436 = torch.constant.none
    %none_437 = torch.constant.none
    %int5_438 = torch.constant.int 5
    %cpu_439 = torch.constant.device "cpu"
    %int0_440 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_436, %none_437, %int5_438, %cpu_439, %int0_440 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int14336_441 = torch.constant.int 14336
    %259 = torch.prim.ListConstruct %33, %int14336_441 : (!torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten.view %257, %259 : !torch.vtensor<[1,?,14336],f16>, !torch.list<int> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %260, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %261 = torch.aten.matmul %260, %258 : !torch.vtensor<[?,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %261, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_442 = torch.constant.int 1
    %int4096_443 = torch.constant.int 4096
    %262 = torch.prim.ListConstruct %int1_442, %33, %int4096_443 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %263 = torch.aten.view %261, %262 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %263, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int1_444 = torch.constant.int 1
    %264 = torch.aten.add.Tensor %233, %263, %int1_444 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %264, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_445 = torch.constant.none
    %none_446 = torch.constant.none
    %int5_447 = torch.constant.int 5
    %cpu_448 = torch.constant.device "cpu"
    %int0_449 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %264, %none_445, %none_446, %int5_447, %cpu_448, %int0_449 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_450 = torch.constant.int 6
    %265 = torch.prims.convert_element_type %264, %int6_450 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %265, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_451 = torch.constant.int 2
    %266 = torch.aten.pow.Tensor_Scalar %265, %int2_451 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %266, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_452 = torch.constant.int -1
    %267 = torch.prim.ListConstruct %int-1_452 : (!torch.int) -> !torch.list<int>
    %true_453 = torch.constant.bool true
    %none_454 = torch.constant.none
    %268 = torch.aten.mean.dim %266, %267, %true_453, %none_454 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %268, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_455 = torch.constant.float 1.000000e-05
    %int1_456 = torch.constant.int 1
    %269 = torch.aten.add.Scalar %268, %float1.000000e-05_455, %int1_456 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %269, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %270 = torch.aten.rsqrt %269 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %270, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %271 = torch.aten.mul.Tensor %265, %270 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %271, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_457 = torch.constant.none
    %none_458 = torch.constant.none
    %int6_459 = torch.constant.int 6
    %cpu_460 = torch.constant.device "cpu"
    %int0_461 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %271, %none_457, %none_458, %int6_459, %cpu_460, %int0_461 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_462 = torch.constant.int 5
    %272 = torch.prims.convert_element_type %271, %int5_462 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %272, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %273 = torch.aten.mul.Tensor %16, %272 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %273, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_463 = torch.constant.none
    %none_464 = torch.constant.none
    %int6_465 = torch.constant.int 6
    %cpu_466 = torch.constant.device "cpu"
    %int0_467 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %273, %none_463, %none_464, %int6_465, %cpu_466, %int0_467 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_468 = torch.constant.int 5
    %274 = torch.prims.convert_element_type %273, %int5_468 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %274, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_469 = torch.constant.int -2
    %int-1_470 = torch.constant.int -1
    %275 = torch.aten.transpose.int %17, %int-2_469, %int-1_470 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_471 = torch.constant.none
    %none_472 = torch.constant.none
    %int5_473 = torch.constant.int 5
    %cpu_474 = torch.constant.device "cpu"
    %int0_475 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %275, %none_471, %none_472, %int5_473, %cpu_474, %int0_475 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_476 = torch.constant.int 4096
    %276 = torch.prim.ListConstruct %33, %int4096_476 : (!torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.view %274, %276 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %277, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %278 = torch.aten.matmul %277, %275 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %278, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_477 = torch.constant.int 1
    %int4096_478 = torch.constant.int 4096
    %279 = torch.prim.ListConstruct %int1_477, %33, %int4096_478 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %280 = torch.aten.view %278, %279 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %280, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_479 = torch.constant.int -2
    %int-1_480 = torch.constant.int -1
    %281 = torch.aten.transpose.int %18, %int-2_479, %int-1_480 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_481 = torch.constant.none
    %none_482 = torch.constant.none
    %int5_483 = torch.constant.int 5
    %cpu_484 = torch.constant.device "cpu"
    %int0_485 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %281, %none_481, %none_482, %int5_483, %cpu_484, %int0_485 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_486 = torch.constant.int 4096
    %282 = torch.prim.ListConstruct %33, %int4096_486 : (!torch.int, !torch.int) -> !torch.list<int>
    %283 = torch.aten.view %274, %282 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %283, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %284 = torch.aten.matmul %283, %281 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %284, [%29], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_487 = torch.constant.int 1
    %int1024_488 = torch.constant.int 1024
    %285 = torch.prim.ListConstruct %int1_487, %33, %int1024_488 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %286 = torch.aten.view %284, %285 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %286, [%29], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int-2_489 = torch.constant.int -2
    %int-1_490 = torch.constant.int -1
    %287 = torch.aten.transpose.int %19, %int-2_489, %int-1_490 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_491 = torch.constant.none
    %none_492 = torch.constant.none
    %int5_493 = torch.constant.int 5
    %cpu_494 = torch.constant.device "cpu"
    %int0_495 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %287, %none_491, %none_492, %int5_493, %cpu_494, %int0_495 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_496 = torch.constant.int 4096
    %288 = torch.prim.ListConstruct %33, %int4096_496 : (!torch.int, !torch.int) -> !torch.list<int>
    %289 = torch.aten.view %274, %288 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %289, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %290 = torch.aten.matmul %289, %287 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %290, [%29], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_497 = torch.constant.int 1
    %int1024_498 = torch.constant.int 1024
    %291 = torch.prim.ListConstruct %int1_497, %33, %int1024_498 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %292 = torch.aten.view %290, %291 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %292, [%29], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_499 = torch.constant.int 1
    %int32_500 = torch.constant.int 32
    %int128_501 = torch.constant.int 128
    %293 = torch.prim.ListConstruct %int1_499, %33, %int32_500, %int128_501 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %294 = torch.aten.view %280, %293 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %294, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_502 = torch.constant.int 1
    %int8_503 = torch.constant.int 8
    %int128_504 = torch.constant.int 128
    %295 = torch.prim.ListConstruct %int1_502, %33, %int8_503, %int128_504 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %296 = torch.aten.view %286, %295 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %296, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_505 = torch.constant.int 1
    %int8_506 = torch.constant.int 8
    %int128_507 = torch.constant.int 128
    %297 = torch.prim.ListConstruct %int1_505, %33, %int8_506, %int128_507 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %298 = torch.aten.view %292, %297 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %298, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_508 = torch.constant.int 0
    %none_509 = torch.constant.none
    %none_510 = torch.constant.none
    %cpu_511 = torch.constant.device "cpu"
    %false_512 = torch.constant.bool false
    %299 = torch.aten.arange.start %int0_508, %33, %none_509, %none_510, %cpu_511, %false_512 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %299, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_513 = torch.constant.int 0
    %300 = torch.aten.unsqueeze %299, %int0_513 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %300, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_514 = torch.constant.int 0
    %int128_515 = torch.constant.int 128
    %int2_516 = torch.constant.int 2
    %none_517 = torch.constant.none
    %none_518 = torch.constant.none
    %cpu_519 = torch.constant.device "cpu"
    %false_520 = torch.constant.bool false
    %301 = torch.aten.arange.start_step %int0_514, %int128_515, %int2_516, %none_517, %none_518, %cpu_519, %false_520 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_521 = torch.constant.none
    %none_522 = torch.constant.none
    %int4_523 = torch.constant.int 4
    %cpu_524 = torch.constant.device "cpu"
    %int0_525 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %301, %none_521, %none_522, %int4_523, %cpu_524, %int0_525 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_526 = torch.constant.int 6
    %302 = torch.prims.convert_element_type %301, %int6_526 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_527 = torch.constant.int 128
    %303 = torch.aten.div.Scalar %302, %int128_527 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_528 = torch.constant.float 5.000000e+05
    %304 = torch.aten.pow.Scalar %float5.000000e05_528, %303 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %305 = torch.aten.reciprocal %304 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_529 = torch.constant.float 1.000000e+00
    %306 = torch.aten.mul.Scalar %305, %float1.000000e00_529 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_530 = torch.constant.none
    %307 = torch.aten.clone %13, %none_530 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_531 = torch.constant.int 0
    %308 = torch.aten.unsqueeze %306, %int0_531 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_532 = torch.constant.int 2
    %309 = torch.aten.unsqueeze %308, %int2_532 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_533 = torch.constant.none
    %none_534 = torch.constant.none
    %int6_535 = torch.constant.int 6
    %cpu_536 = torch.constant.device "cpu"
    %int0_537 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %309, %none_533, %none_534, %int6_535, %cpu_536, %int0_537 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_538 = torch.constant.int 1
    %int-1_539 = torch.constant.int -1
    %int1_540 = torch.constant.int 1
    %310 = torch.prim.ListConstruct %int1_538, %int-1_539, %int1_540 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_541 = torch.constant.bool false
    %311 = torch.aten.expand %309, %310, %false_541 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_542 = torch.constant.int 1
    %312 = torch.aten.unsqueeze %300, %int1_542 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %312, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_543 = torch.constant.none
    %none_544 = torch.constant.none
    %int4_545 = torch.constant.int 4
    %cpu_546 = torch.constant.device "cpu"
    %int0_547 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %312, %none_543, %none_544, %int4_545, %cpu_546, %int0_547 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_548 = torch.constant.int 6
    %313 = torch.prims.convert_element_type %312, %int6_548 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %313, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %314 = torch.aten.matmul %311, %313 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %314, [%29], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_549 = torch.constant.int 1
    %int2_550 = torch.constant.int 2
    %315 = torch.aten.transpose.int %314, %int1_549, %int2_550 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %315, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %316 = torch.aten.cos %315 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %316, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %317 = torch.aten.mul.Tensor %316, %307 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %317, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_551 = torch.constant.none
    %none_552 = torch.constant.none
    %int6_553 = torch.constant.int 6
    %cpu_554 = torch.constant.device "cpu"
    %int0_555 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %317, %none_551, %none_552, %int6_553, %cpu_554, %int0_555 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_556 = torch.constant.int 5
    %318 = torch.prims.convert_element_type %317, %int5_556 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %318, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %319 = torch.aten.sin %315 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %319, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %320 = torch.aten.mul.Tensor %319, %307 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %320, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_557 = torch.constant.none
    %none_558 = torch.constant.none
    %int6_559 = torch.constant.int 6
    %cpu_560 = torch.constant.device "cpu"
    %int0_561 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %320, %none_557, %none_558, %int6_559, %cpu_560, %int0_561 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_562 = torch.constant.int 5
    %321 = torch.prims.convert_element_type %320, %int5_562 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %321, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_563 = torch.constant.int 2
    %322 = torch.aten.unsqueeze %318, %int2_563 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %322, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_564 = torch.constant.int 2
    %323 = torch.aten.unsqueeze %321, %int2_564 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %323, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_565 = torch.constant.none
    %none_566 = torch.constant.none
    %int5_567 = torch.constant.int 5
    %cpu_568 = torch.constant.device "cpu"
    %int0_569 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %322, %none_565, %none_566, %int5_567, %cpu_568, %int0_569 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_570 = torch.constant.none
    %none_571 = torch.constant.none
    %int5_572 = torch.constant.int 5
    %cpu_573 = torch.constant.device "cpu"
    %int0_574 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %323, %none_570, %none_571, %int5_572, %cpu_573, %int0_574 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_575 = torch.constant.none
    %none_576 = torch.constant.none
    %int5_577 = torch.constant.int 5
    %cpu_578 = torch.constant.device "cpu"
    %int0_579 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %294, %none_575, %none_576, %int5_577, %cpu_578, %int0_579 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_580 = torch.constant.int 3
    %int0_581 = torch.constant.int 0
    %int64_582 = torch.constant.int 64
    %int1_583 = torch.constant.int 1
    %324 = torch.aten.slice.Tensor %294, %int3_580, %int0_581, %int64_582, %int1_583 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %324, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int3_584 = torch.constant.int 3
    %int64_585 = torch.constant.int 64
    %int9223372036854775807_586 = torch.constant.int 9223372036854775807
    %int1_587 = torch.constant.int 1
    %325 = torch.aten.slice.Tensor %294, %int3_584, %int64_585, %int9223372036854775807_586, %int1_587 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %325, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %326 = torch.aten.mul.Tensor %324, %322 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %326, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %327 = torch.aten.mul.Tensor %325, %323 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %327, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_588 = torch.constant.int 1
    %328 = torch.aten.sub.Tensor %326, %327, %int1_588 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %328, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %329 = torch.aten.mul.Tensor %325, %322 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %329, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %330 = torch.aten.mul.Tensor %324, %323 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %330, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_589 = torch.constant.int 1
    %331 = torch.aten.add.Tensor %329, %330, %int1_589 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %331, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %332 = torch_c.to_builtin_tensor %328 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast_590 = tensor.cast %332 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %333 = torch_c.to_builtin_tensor %331 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast_591 = tensor.cast %333 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %334 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_590, %cast_591) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_592 = tensor.cast %334 : tensor<?x?x?x2x?xf16> to tensor<1x?x32x2x64xf16>
    %335 = torch_c.from_builtin_tensor %cast_592 : tensor<1x?x32x2x64xf16> -> !torch.vtensor<[1,?,32,2,64],f16>
    torch.bind_symbolic_shape %335, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 2, 64)> : !torch.vtensor<[1,?,32,2,64],f16>
    %int1_593 = torch.constant.int 1
    %int32_594 = torch.constant.int 32
    %int128_595 = torch.constant.int 128
    %336 = torch.prim.ListConstruct %int1_593, %33, %int32_594, %int128_595 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %335, %336 : !torch.vtensor<[1,?,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %337, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %none_596 = torch.constant.none
    %none_597 = torch.constant.none
    %int5_598 = torch.constant.int 5
    %cpu_599 = torch.constant.device "cpu"
    %int0_600 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %337, %none_596, %none_597, %int5_598, %cpu_599, %int0_600 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_601 = torch.constant.int 0
    %none_602 = torch.constant.none
    %none_603 = torch.constant.none
    %cpu_604 = torch.constant.device "cpu"
    %false_605 = torch.constant.bool false
    %338 = torch.aten.arange.start %int0_601, %33, %none_602, %none_603, %cpu_604, %false_605 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %338, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_606 = torch.constant.int 0
    %339 = torch.aten.unsqueeze %338, %int0_606 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %339, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_607 = torch.constant.int 0
    %int128_608 = torch.constant.int 128
    %int2_609 = torch.constant.int 2
    %none_610 = torch.constant.none
    %none_611 = torch.constant.none
    %cpu_612 = torch.constant.device "cpu"
    %false_613 = torch.constant.bool false
    %340 = torch.aten.arange.start_step %int0_607, %int128_608, %int2_609, %none_610, %none_611, %cpu_612, %false_613 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_614 = torch.constant.none
    %none_615 = torch.constant.none
    %int4_616 = torch.constant.int 4
    %cpu_617 = torch.constant.device "cpu"
    %int0_618 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %340, %none_614, %none_615, %int4_616, %cpu_617, %int0_618 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_619 = torch.constant.int 6
    %341 = torch.prims.convert_element_type %340, %int6_619 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_620 = torch.constant.int 128
    %342 = torch.aten.div.Scalar %341, %int128_620 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_621 = torch.constant.float 5.000000e+05
    %343 = torch.aten.pow.Scalar %float5.000000e05_621, %342 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %344 = torch.aten.reciprocal %343 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_622 = torch.constant.float 1.000000e+00
    %345 = torch.aten.mul.Scalar %344, %float1.000000e00_622 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_623 = torch.constant.none
    %346 = torch.aten.clone %14, %none_623 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_624 = torch.constant.int 0
    %347 = torch.aten.unsqueeze %345, %int0_624 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_625 = torch.constant.int 2
    %348 = torch.aten.unsqueeze %347, %int2_625 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_626 = torch.constant.none
    %none_627 = torch.constant.none
    %int6_628 = torch.constant.int 6
    %cpu_629 = torch.constant.device "cpu"
    %int0_630 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %348, %none_626, %none_627, %int6_628, %cpu_629, %int0_630 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_631 = torch.constant.int 1
    %int-1_632 = torch.constant.int -1
    %int1_633 = torch.constant.int 1
    %349 = torch.prim.ListConstruct %int1_631, %int-1_632, %int1_633 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_634 = torch.constant.bool false
    %350 = torch.aten.expand %348, %349, %false_634 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_635 = torch.constant.int 1
    %351 = torch.aten.unsqueeze %339, %int1_635 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %351, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_636 = torch.constant.none
    %none_637 = torch.constant.none
    %int4_638 = torch.constant.int 4
    %cpu_639 = torch.constant.device "cpu"
    %int0_640 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %351, %none_636, %none_637, %int4_638, %cpu_639, %int0_640 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_641 = torch.constant.int 6
    %352 = torch.prims.convert_element_type %351, %int6_641 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %352, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %353 = torch.aten.matmul %350, %352 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %353, [%29], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_642 = torch.constant.int 1
    %int2_643 = torch.constant.int 2
    %354 = torch.aten.transpose.int %353, %int1_642, %int2_643 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %354, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %355 = torch.aten.cos %354 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %355, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %356 = torch.aten.mul.Tensor %355, %346 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %356, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_644 = torch.constant.none
    %none_645 = torch.constant.none
    %int6_646 = torch.constant.int 6
    %cpu_647 = torch.constant.device "cpu"
    %int0_648 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %356, %none_644, %none_645, %int6_646, %cpu_647, %int0_648 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_649 = torch.constant.int 5
    %357 = torch.prims.convert_element_type %356, %int5_649 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %357, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %358 = torch.aten.sin %354 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %358, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %359 = torch.aten.mul.Tensor %358, %346 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %359, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_650 = torch.constant.none
    %none_651 = torch.constant.none
    %int6_652 = torch.constant.int 6
    %cpu_653 = torch.constant.device "cpu"
    %int0_654 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %359, %none_650, %none_651, %int6_652, %cpu_653, %int0_654 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_655 = torch.constant.int 5
    %360 = torch.prims.convert_element_type %359, %int5_655 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %360, [%29], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_656 = torch.constant.int 2
    %361 = torch.aten.unsqueeze %357, %int2_656 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %361, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_657 = torch.constant.int 2
    %362 = torch.aten.unsqueeze %360, %int2_657 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %362, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_658 = torch.constant.none
    %none_659 = torch.constant.none
    %int5_660 = torch.constant.int 5
    %cpu_661 = torch.constant.device "cpu"
    %int0_662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %361, %none_658, %none_659, %int5_660, %cpu_661, %int0_662 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_663 = torch.constant.none
    %none_664 = torch.constant.none
    %int5_665 = torch.constant.int 5
    %cpu_666 = torch.constant.device "cpu"
    %int0_667 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %362, %none_663, %none_664, %int5_665, %cpu_666, %int0_667 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_668 = torch.constant.none
    %none_669 = torch.constant.none
    %int5_670 = torch.constant.int 5
    %cpu_671 = torch.constant.device "cpu"
    %int0_672 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %296, %none_668, %none_669, %int5_670, %cpu_671, %int0_672 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_673 = torch.constant.int 3
    %int0_674 = torch.constant.int 0
    %int64_675 = torch.constant.int 64
    %int1_676 = torch.constant.int 1
    %363 = torch.aten.slice.Tensor %296, %int3_673, %int0_674, %int64_675, %int1_676 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %363, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_677 = torch.constant.int 3
    %int64_678 = torch.constant.int 64
    %int9223372036854775807_679 = torch.constant.int 9223372036854775807
    %int1_680 = torch.constant.int 1
    %364 = torch.aten.slice.Tensor %296, %int3_677, %int64_678, %int9223372036854775807_679, %int1_680 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %364, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %365 = torch.aten.mul.Tensor %363, %361 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %365, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %366 = torch.aten.mul.Tensor %364, %362 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %366, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_681 = torch.constant.int 1
    %367 = torch.aten.sub.Tensor %365, %366, %int1_681 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %367, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %368 = torch.aten.mul.Tensor %364, %361 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %368, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %369 = torch.aten.mul.Tensor %363, %362 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %369, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_682 = torch.constant.int 1
    %370 = torch.aten.add.Tensor %368, %369, %int1_682 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %370, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %371 = torch_c.to_builtin_tensor %367 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_683 = tensor.cast %371 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %372 = torch_c.to_builtin_tensor %370 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_684 = tensor.cast %372 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %373 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_683, %cast_684) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_685 = tensor.cast %373 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %374 = torch_c.from_builtin_tensor %cast_685 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %374, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_686 = torch.constant.int 1
    %int8_687 = torch.constant.int 8
    %int128_688 = torch.constant.int 128
    %375 = torch.prim.ListConstruct %int1_686, %33, %int8_687, %int128_688 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %376 = torch.aten.view %374, %375 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %376, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_689 = torch.constant.none
    %none_690 = torch.constant.none
    %int5_691 = torch.constant.int 5
    %cpu_692 = torch.constant.device "cpu"
    %int0_693 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %376, %none_689, %none_690, %int5_691, %cpu_692, %int0_693 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_694 = torch.constant.int 2
    %377 = torch.aten.mul.Scalar %arg2, %int2_694 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %377, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_695 = torch.constant.int 1
    %int1_696 = torch.constant.int 1
    %378 = torch.aten.add.Scalar %377, %int1_695, %int1_696 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %378, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_697 = torch.constant.int 2
    %379 = torch.aten.mul.Scalar %378, %int2_697 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %379, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_698 = torch.constant.int 0
    %int1_699 = torch.constant.int 1
    %380 = torch.aten.add.Scalar %379, %int0_698, %int1_699 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %380, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %381 = torch.prim.ListConstruct %31 : (!torch.int) -> !torch.list<int>
    %382 = torch.aten.view %380, %381 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %382, [%29], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_700 = torch.constant.int 1
    %int32_701 = torch.constant.int 32
    %int8_702 = torch.constant.int 8
    %int128_703 = torch.constant.int 128
    %383 = torch.prim.ListConstruct %int1_700, %31, %int32_701, %int8_702, %int128_703 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %384 = torch.aten.view %376, %383 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %384, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_704 = torch.constant.int 32
    %int8_705 = torch.constant.int 8
    %int128_706 = torch.constant.int 128
    %385 = torch.prim.ListConstruct %31, %int32_704, %int8_705, %int128_706 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %386 = torch.aten.view %384, %385 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %386, [%29], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_707 = torch.constant.int 1
    %int2_708 = torch.constant.int 2
    %387 = torch.aten.transpose.int %386, %int1_707, %int2_708 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %387, [%29], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_709 = torch.constant.none
    %none_710 = torch.constant.none
    %int5_711 = torch.constant.int 5
    %cpu_712 = torch.constant.device "cpu"
    %int0_713 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %387, %none_709, %none_710, %int5_711, %cpu_712, %int0_713 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_714 = torch.constant.int 2
    %int2_715 = torch.constant.int 2
    %int8_716 = torch.constant.int 8
    %int32_717 = torch.constant.int 32
    %int128_718 = torch.constant.int 128
    %388 = torch.prim.ListConstruct %32, %int2_714, %int2_715, %int8_716, %int32_717, %int128_718 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %389 = torch.aten.view %190, %388 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %389, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int8_719 = torch.constant.int 8
    %int32_720 = torch.constant.int 32
    %int128_721 = torch.constant.int 128
    %390 = torch.prim.ListConstruct %150, %int8_719, %int32_720, %int128_721 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %391 = torch.aten.view %389, %390 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %391, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %392 = torch.prim.ListConstruct %382 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_722 = torch.constant.bool false
    %393 = torch.aten.index_put %391, %392, %387, %false_722 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %393, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_723 = torch.constant.int 2
    %int2_724 = torch.constant.int 2
    %int8_725 = torch.constant.int 8
    %int32_726 = torch.constant.int 32
    %int128_727 = torch.constant.int 128
    %394 = torch.prim.ListConstruct %32, %int2_723, %int2_724, %int8_725, %int32_726, %int128_727 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %395 = torch.aten.view %393, %394 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %395, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_728 = torch.constant.int 131072
    %396 = torch.prim.ListConstruct %32, %int131072_728 : (!torch.int, !torch.int) -> !torch.list<int>
    %397 = torch.aten.view %395, %396 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %397, [%30], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int2_729 = torch.constant.int 2
    %int2_730 = torch.constant.int 2
    %int8_731 = torch.constant.int 8
    %int32_732 = torch.constant.int 32
    %int128_733 = torch.constant.int 128
    %398 = torch.prim.ListConstruct %32, %int2_729, %int2_730, %int8_731, %int32_732, %int128_733 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %399 = torch.aten.view %397, %398 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %399, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int8_734 = torch.constant.int 8
    %int32_735 = torch.constant.int 32
    %int128_736 = torch.constant.int 128
    %400 = torch.prim.ListConstruct %150, %int8_734, %int32_735, %int128_736 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %401 = torch.aten.view %399, %400 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %401, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_737 = torch.constant.int 2
    %402 = torch.aten.mul.Scalar %arg2, %int2_737 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %402, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_738 = torch.constant.int 1
    %int1_739 = torch.constant.int 1
    %403 = torch.aten.add.Scalar %402, %int1_738, %int1_739 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %403, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_740 = torch.constant.int 2
    %404 = torch.aten.mul.Scalar %403, %int2_740 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %404, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_741 = torch.constant.int 1
    %int1_742 = torch.constant.int 1
    %405 = torch.aten.add.Scalar %404, %int1_741, %int1_742 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %405, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %406 = torch.prim.ListConstruct %31 : (!torch.int) -> !torch.list<int>
    %407 = torch.aten.view %405, %406 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %407, [%29], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_743 = torch.constant.int 1
    %int32_744 = torch.constant.int 32
    %int8_745 = torch.constant.int 8
    %int128_746 = torch.constant.int 128
    %408 = torch.prim.ListConstruct %int1_743, %31, %int32_744, %int8_745, %int128_746 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %409 = torch.aten.view %298, %408 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %409, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_747 = torch.constant.int 32
    %int8_748 = torch.constant.int 8
    %int128_749 = torch.constant.int 128
    %410 = torch.prim.ListConstruct %31, %int32_747, %int8_748, %int128_749 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %411 = torch.aten.view %409, %410 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %411, [%29], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_750 = torch.constant.int 1
    %int2_751 = torch.constant.int 2
    %412 = torch.aten.transpose.int %411, %int1_750, %int2_751 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %412, [%29], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_752 = torch.constant.none
    %none_753 = torch.constant.none
    %int5_754 = torch.constant.int 5
    %cpu_755 = torch.constant.device "cpu"
    %int0_756 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %412, %none_752, %none_753, %int5_754, %cpu_755, %int0_756 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %413 = torch.prim.ListConstruct %407 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_757 = torch.constant.bool false
    %414 = torch.aten.index_put %401, %413, %412, %false_757 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %414, [%30], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int2_758 = torch.constant.int 2
    %int2_759 = torch.constant.int 2
    %int8_760 = torch.constant.int 8
    %int32_761 = torch.constant.int 32
    %int128_762 = torch.constant.int 128
    %415 = torch.prim.ListConstruct %32, %int2_758, %int2_759, %int8_760, %int32_761, %int128_762 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.view %414, %415 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %416, [%30], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_763 = torch.constant.int 131072
    %417 = torch.prim.ListConstruct %32, %int131072_763 : (!torch.int, !torch.int) -> !torch.list<int>
    %418 = torch.aten.view %416, %417 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.overwrite.tensor.contents %418 overwrites %arg3 : !torch.vtensor<[?,131072],f16>, !torch.tensor<[?,131072],f16>
    torch.bind_symbolic_shape %418, [%30], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int0_764 = torch.constant.int 0
    %int1_765 = torch.constant.int 1
    %none_766 = torch.constant.none
    %none_767 = torch.constant.none
    %cpu_768 = torch.constant.device "cpu"
    %false_769 = torch.constant.bool false
    %419 = torch.aten.arange.start_step %int0_764, %33, %int1_765, %none_766, %none_767, %cpu_768, %false_769 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %419, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_770 = torch.constant.int -1
    %420 = torch.aten.unsqueeze %arg1, %int-1_770 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %421 = torch.aten.ge.Tensor %419, %420 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %421, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_771 = torch.constant.none
    %none_772 = torch.constant.none
    %cpu_773 = torch.constant.device "cpu"
    %false_774 = torch.constant.bool false
    %422 = torch.aten.arange %33, %none_771, %none_772, %cpu_773, %false_774 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %422, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_775 = torch.constant.int 0
    %423 = torch.aten.unsqueeze %422, %int0_775 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %423, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_776 = torch.constant.int 1
    %424 = torch.aten.unsqueeze %423, %int1_776 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %424, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_777 = torch.constant.int 2
    %425 = torch.aten.unsqueeze %424, %int2_777 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %425, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_778 = torch.constant.none
    %none_779 = torch.constant.none
    %cpu_780 = torch.constant.device "cpu"
    %false_781 = torch.constant.bool false
    %426 = torch.aten.arange %33, %none_778, %none_779, %cpu_780, %false_781 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %426, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_782 = torch.constant.int 0
    %427 = torch.aten.unsqueeze %426, %int0_782 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %427, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_783 = torch.constant.int 1
    %428 = torch.aten.unsqueeze %427, %int1_783 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %428, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_784 = torch.constant.int 3
    %429 = torch.aten.unsqueeze %428, %int3_784 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %429, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %430 = torch.aten.gt.Tensor %425, %429 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %430, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_785 = torch.constant.int 1
    %431 = torch.aten.unsqueeze %421, %int1_785 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %431, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_786 = torch.constant.int 2
    %432 = torch.aten.unsqueeze %431, %int2_786 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %432, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %433 = torch.aten.logical_or %430, %432 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %433, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_787 = torch.constant.none
    %434 = torch.aten.clone %15, %none_787 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_788 = torch.constant.int 0
    %435 = torch.aten.where.ScalarOther %433, %434, %int0_788 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %435, [%29], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_789 = torch.constant.none
    %none_790 = torch.constant.none
    %int5_791 = torch.constant.int 5
    %cpu_792 = torch.constant.device "cpu"
    %int0_793 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %435, %none_789, %none_790, %int5_791, %cpu_792, %int0_793 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_794 = torch.constant.none
    %none_795 = torch.constant.none
    %int5_796 = torch.constant.int 5
    %cpu_797 = torch.constant.device "cpu"
    %int0_798 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %435, %none_794, %none_795, %int5_796, %cpu_797, %int0_798 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_799 = torch.constant.int -2
    %436 = torch.aten.unsqueeze %376, %int-2_799 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %436, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_800 = torch.constant.int 1
    %int8_801 = torch.constant.int 8
    %int4_802 = torch.constant.int 4
    %int128_803 = torch.constant.int 128
    %437 = torch.prim.ListConstruct %int1_800, %33, %int8_801, %int4_802, %int128_803 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_804 = torch.constant.bool false
    %438 = torch.aten.expand %436, %437, %false_804 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %438, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_805 = torch.constant.int 0
    %439 = torch.aten.clone %438, %int0_805 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %439, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_806 = torch.constant.int 1
    %int32_807 = torch.constant.int 32
    %int128_808 = torch.constant.int 128
    %440 = torch.prim.ListConstruct %int1_806, %33, %int32_807, %int128_808 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %441 = torch.aten._unsafe_view %439, %440 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %441, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_809 = torch.constant.int -2
    %442 = torch.aten.unsqueeze %298, %int-2_809 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %442, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_810 = torch.constant.int 1
    %int8_811 = torch.constant.int 8
    %int4_812 = torch.constant.int 4
    %int128_813 = torch.constant.int 128
    %443 = torch.prim.ListConstruct %int1_810, %33, %int8_811, %int4_812, %int128_813 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_814 = torch.constant.bool false
    %444 = torch.aten.expand %442, %443, %false_814 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %444, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_815 = torch.constant.int 0
    %445 = torch.aten.clone %444, %int0_815 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %445, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_816 = torch.constant.int 1
    %int32_817 = torch.constant.int 32
    %int128_818 = torch.constant.int 128
    %446 = torch.prim.ListConstruct %int1_816, %33, %int32_817, %int128_818 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %447 = torch.aten._unsafe_view %445, %446 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %447, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_819 = torch.constant.int 1
    %int2_820 = torch.constant.int 2
    %448 = torch.aten.transpose.int %337, %int1_819, %int2_820 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %448, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_821 = torch.constant.int 1
    %int2_822 = torch.constant.int 2
    %449 = torch.aten.transpose.int %441, %int1_821, %int2_822 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %449, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_823 = torch.constant.int 1
    %int2_824 = torch.constant.int 2
    %450 = torch.aten.transpose.int %447, %int1_823, %int2_824 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %450, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %float0.000000e00_825 = torch.constant.float 0.000000e+00
    %false_826 = torch.constant.bool false
    %none_827 = torch.constant.none
    %false_828 = torch.constant.bool false
    %451 = torch.aten.scaled_dot_product_attention %448, %449, %450, %435, %float0.000000e00_825, %false_826, %none_827, %false_828 : !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %451, [%29], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_829 = torch.constant.int 1
    %int2_830 = torch.constant.int 2
    %452 = torch.aten.transpose.int %451, %int1_829, %int2_830 : !torch.vtensor<[1,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %452, [%29], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_831 = torch.constant.int 1
    %int4096_832 = torch.constant.int 4096
    %453 = torch.prim.ListConstruct %int1_831, %33, %int4096_832 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %454 = torch.aten.view %452, %453 : !torch.vtensor<[1,?,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %454, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_833 = torch.constant.int -2
    %int-1_834 = torch.constant.int -1
    %455 = torch.aten.transpose.int %20, %int-2_833, %int-1_834 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_835 = torch.constant.none
    %none_836 = torch.constant.none
    %int5_837 = torch.constant.int 5
    %cpu_838 = torch.constant.device "cpu"
    %int0_839 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %455, %none_835, %none_836, %int5_837, %cpu_838, %int0_839 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_840 = torch.constant.int 4096
    %456 = torch.prim.ListConstruct %33, %int4096_840 : (!torch.int, !torch.int) -> !torch.list<int>
    %457 = torch.aten.view %454, %456 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %457, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %458 = torch.aten.matmul %457, %455 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %458, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_841 = torch.constant.int 1
    %int4096_842 = torch.constant.int 4096
    %459 = torch.prim.ListConstruct %int1_841, %33, %int4096_842 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %460 = torch.aten.view %458, %459 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %460, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_843 = torch.constant.none
    %none_844 = torch.constant.none
    %int5_845 = torch.constant.int 5
    %cpu_846 = torch.constant.device "cpu"
    %int0_847 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %460, %none_843, %none_844, %int5_845, %cpu_846, %int0_847 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_848 = torch.constant.int 1
    %461 = torch.aten.add.Tensor %264, %460, %int1_848 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %461, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_849 = torch.constant.none
    %none_850 = torch.constant.none
    %int5_851 = torch.constant.int 5
    %cpu_852 = torch.constant.device "cpu"
    %int0_853 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %461, %none_849, %none_850, %int5_851, %cpu_852, %int0_853 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_854 = torch.constant.int 6
    %462 = torch.prims.convert_element_type %461, %int6_854 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %462, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_855 = torch.constant.int 2
    %463 = torch.aten.pow.Tensor_Scalar %462, %int2_855 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %463, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_856 = torch.constant.int -1
    %464 = torch.prim.ListConstruct %int-1_856 : (!torch.int) -> !torch.list<int>
    %true_857 = torch.constant.bool true
    %none_858 = torch.constant.none
    %465 = torch.aten.mean.dim %463, %464, %true_857, %none_858 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %465, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_859 = torch.constant.float 1.000000e-05
    %int1_860 = torch.constant.int 1
    %466 = torch.aten.add.Scalar %465, %float1.000000e-05_859, %int1_860 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %466, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %467 = torch.aten.rsqrt %466 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %467, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %468 = torch.aten.mul.Tensor %462, %467 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %468, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_861 = torch.constant.none
    %none_862 = torch.constant.none
    %int6_863 = torch.constant.int 6
    %cpu_864 = torch.constant.device "cpu"
    %int0_865 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %468, %none_861, %none_862, %int6_863, %cpu_864, %int0_865 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_866 = torch.constant.int 5
    %469 = torch.prims.convert_element_type %468, %int5_866 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %469, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %470 = torch.aten.mul.Tensor %21, %469 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %470, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_867 = torch.constant.none
    %none_868 = torch.constant.none
    %int6_869 = torch.constant.int 6
    %cpu_870 = torch.constant.device "cpu"
    %int0_871 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %470, %none_867, %none_868, %int6_869, %cpu_870, %int0_871 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_872 = torch.constant.int 5
    %471 = torch.prims.convert_element_type %470, %int5_872 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %471, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_873 = torch.constant.int -2
    %int-1_874 = torch.constant.int -1
    %472 = torch.aten.transpose.int %22, %int-2_873, %int-1_874 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_875 = torch.constant.none
    %none_876 = torch.constant.none
    %int5_877 = torch.constant.int 5
    %cpu_878 = torch.constant.device "cpu"
    %int0_879 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %472, %none_875, %none_876, %int5_877, %cpu_878, %int0_879 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_880 = torch.constant.int 4096
    %473 = torch.prim.ListConstruct %33, %int4096_880 : (!torch.int, !torch.int) -> !torch.list<int>
    %474 = torch.aten.view %471, %473 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %474, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %475 = torch.aten.matmul %474, %472 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %475, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_881 = torch.constant.int 1
    %int14336_882 = torch.constant.int 14336
    %476 = torch.prim.ListConstruct %int1_881, %33, %int14336_882 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %477 = torch.aten.view %475, %476 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %477, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %478 = torch.aten.silu %477 : !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %478, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_883 = torch.constant.int -2
    %int-1_884 = torch.constant.int -1
    %479 = torch.aten.transpose.int %23, %int-2_883, %int-1_884 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_885 = torch.constant.none
    %none_886 = torch.constant.none
    %int5_887 = torch.constant.int 5
    %cpu_888 = torch.constant.device "cpu"
    %int0_889 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %479, %none_885, %none_886, %int5_887, %cpu_888, %int0_889 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_890 = torch.constant.int 4096
    %480 = torch.prim.ListConstruct %33, %int4096_890 : (!torch.int, !torch.int) -> !torch.list<int>
    %481 = torch.aten.view %471, %480 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %481, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %482 = torch.aten.matmul %481, %479 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %482, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_891 = torch.constant.int 1
    %int14336_892 = torch.constant.int 14336
    %483 = torch.prim.ListConstruct %int1_891, %33, %int14336_892 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %484 = torch.aten.view %482, %483 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %484, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %485 = torch.aten.mul.Tensor %478, %484 : !torch.vtensor<[1,?,14336],f16>, !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %485, [%29], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_893 = torch.constant.int -2
    %int-1_894 = torch.constant.int -1
    %486 = torch.aten.transpose.int %24, %int-2_893, %int-1_894 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_895 = torch.constant.none
    %none_896 = torch.constant.none
    %int5_897 = torch.constant.int 5
    %cpu_898 = torch.constant.device "cpu"
    %int0_899 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %486, %none_895, %none_896, %int5_897, %cpu_898, %int0_899 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int14336_900 = torch.constant.int 14336
    %487 = torch.prim.ListConstruct %33, %int14336_900 : (!torch.int, !torch.int) -> !torch.list<int>
    %488 = torch.aten.view %485, %487 : !torch.vtensor<[1,?,14336],f16>, !torch.list<int> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %488, [%29], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %489 = torch.aten.matmul %488, %486 : !torch.vtensor<[?,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %489, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_901 = torch.constant.int 1
    %int4096_902 = torch.constant.int 4096
    %490 = torch.prim.ListConstruct %int1_901, %33, %int4096_902 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %491 = torch.aten.view %489, %490 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %491, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int1_903 = torch.constant.int 1
    %492 = torch.aten.add.Tensor %461, %491, %int1_903 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %492, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_904 = torch.constant.none
    %none_905 = torch.constant.none
    %int5_906 = torch.constant.int 5
    %cpu_907 = torch.constant.device "cpu"
    %int0_908 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %492, %none_904, %none_905, %int5_906, %cpu_907, %int0_908 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_909 = torch.constant.none
    %none_910 = torch.constant.none
    %int5_911 = torch.constant.int 5
    %cpu_912 = torch.constant.device "cpu"
    %int0_913 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %492, %none_909, %none_910, %int5_911, %cpu_912, %int0_913 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_914 = torch.constant.int 6
    %493 = torch.prims.convert_element_type %492, %int6_914 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %493, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_915 = torch.constant.int 2
    %494 = torch.aten.pow.Tensor_Scalar %493, %int2_915 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %494, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_916 = torch.constant.int -1
    %495 = torch.prim.ListConstruct %int-1_916 : (!torch.int) -> !torch.list<int>
    %true_917 = torch.constant.bool true
    %none_918 = torch.constant.none
    %496 = torch.aten.mean.dim %494, %495, %true_917, %none_918 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %496, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_919 = torch.constant.float 1.000000e-05
    %int1_920 = torch.constant.int 1
    %497 = torch.aten.add.Scalar %496, %float1.000000e-05_919, %int1_920 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %497, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %498 = torch.aten.rsqrt %497 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %498, [%29], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %499 = torch.aten.mul.Tensor %493, %498 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %499, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_921 = torch.constant.none
    %none_922 = torch.constant.none
    %int6_923 = torch.constant.int 6
    %cpu_924 = torch.constant.device "cpu"
    %int0_925 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %499, %none_921, %none_922, %int6_923, %cpu_924, %int0_925 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_926 = torch.constant.int 5
    %500 = torch.prims.convert_element_type %499, %int5_926 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %500, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %501 = torch.aten.mul.Tensor %25, %500 : !torch.vtensor<[1,4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %501, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_927 = torch.constant.none
    %none_928 = torch.constant.none
    %int6_929 = torch.constant.int 6
    %cpu_930 = torch.constant.device "cpu"
    %int0_931 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %501, %none_927, %none_928, %int6_929, %cpu_930, %int0_931 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_932 = torch.constant.int 5
    %502 = torch.prims.convert_element_type %501, %int5_932 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %502, [%29], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_933 = torch.constant.int -2
    %int-1_934 = torch.constant.int -1
    %503 = torch.aten.transpose.int %26, %int-2_933, %int-1_934 : !torch.vtensor<[128256,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,128256],f16>
    %none_935 = torch.constant.none
    %none_936 = torch.constant.none
    %int5_937 = torch.constant.int 5
    %cpu_938 = torch.constant.device "cpu"
    %int0_939 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %503, %none_935, %none_936, %int5_937, %cpu_938, %int0_939 : !torch.vtensor<[4096,128256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_940 = torch.constant.int 4096
    %504 = torch.prim.ListConstruct %33, %int4096_940 : (!torch.int, !torch.int) -> !torch.list<int>
    %505 = torch.aten.view %502, %504 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %505, [%29], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %506 = torch.aten.matmul %505, %503 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,128256],f16> -> !torch.vtensor<[?,128256],f16>
    torch.bind_symbolic_shape %506, [%29], affine_map<()[s0] -> (s0 * 32, 128256)> : !torch.vtensor<[?,128256],f16>
    %int1_941 = torch.constant.int 1
    %int128256 = torch.constant.int 128256
    %507 = torch.prim.ListConstruct %int1_941, %33, %int128256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %508 = torch.aten.view %506, %507 : !torch.vtensor<[?,128256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128256],f16>
    torch.bind_symbolic_shape %508, [%29], affine_map<()[s0] -> (1, s0 * 32, 128256)> : !torch.vtensor<[1,?,128256],f16>
    return %508 : !torch.vtensor<[1,?,128256],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,131072],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,128256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<128256x4096xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %4 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %6 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %7 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %8 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<4096xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.attn_q.weight = util.global.load @__auto.blk.0.attn_q.weight : tensor<4096x4096xf16>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.0.attn_k.weight = util.global.load @__auto.blk.0.attn_k.weight : tensor<1024x4096xf16>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.0.attn_v.weight = util.global.load @__auto.blk.0.attn_v.weight : tensor<1024x4096xf16>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.0.attn_output.weight = util.global.load @__auto.blk.0.attn_output.weight : tensor<4096x4096xf16>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<4096xf32>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.ffn_gate.weight = util.global.load @__auto.blk.0.ffn_gate.weight : tensor<14336x4096xf16>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.0.ffn_up.weight = util.global.load @__auto.blk.0.ffn_up.weight : tensor<14336x4096xf16>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.0.ffn_down.weight = util.global.load @__auto.blk.0.ffn_down.weight : tensor<4096x14336xf16>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %18 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %19 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %20 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %21 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %22 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %23 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %24 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %25 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.1.attn_norm.weight = util.global.load @__auto.blk.1.attn_norm.weight : tensor<4096xf32>
    %26 = torch_c.from_builtin_tensor %__auto.blk.1.attn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.1.attn_q.weight = util.global.load @__auto.blk.1.attn_q.weight : tensor<4096x4096xf16>
    %27 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.1.attn_k.weight = util.global.load @__auto.blk.1.attn_k.weight : tensor<1024x4096xf16>
    %28 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.1.attn_v.weight = util.global.load @__auto.blk.1.attn_v.weight : tensor<1024x4096xf16>
    %29 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %__auto.blk.1.attn_output.weight = util.global.load @__auto.blk.1.attn_output.weight : tensor<4096x4096xf16>
    %30 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %__auto.blk.1.ffn_norm.weight = util.global.load @__auto.blk.1.ffn_norm.weight : tensor<4096xf32>
    %31 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.1.ffn_gate.weight = util.global.load @__auto.blk.1.ffn_gate.weight : tensor<14336x4096xf16>
    %32 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.1.ffn_up.weight = util.global.load @__auto.blk.1.ffn_up.weight : tensor<14336x4096xf16>
    %33 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %__auto.blk.1.ffn_down.weight = util.global.load @__auto.blk.1.ffn_down.weight : tensor<4096x14336xf16>
    %34 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x4096xf32>
    %35 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x4096xf32> -> !torch.vtensor<[1,4096],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<128256x4096xf16>
    %36 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %37 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,131072],f16>
    %38 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %39 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%38], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %37, [%39], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int1 = torch.constant.int 1
    %40 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %41 = torch.aten.size.int %37, %int0 : !torch.vtensor<[?,131072],f16>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[128256,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %42 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,4096],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %42, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %43 = torch.prims.convert_element_type %42, %int6 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2 = torch.constant.int 2
    %44 = torch.aten.pow.Tensor_Scalar %43, %int2 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_8 = torch.constant.int -1
    %45 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %46 = torch.aten.mean.dim %44, %45, %true, %none_9 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %47 = torch.aten.add.Scalar %46, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %48 = torch.aten.rsqrt %47 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %49 = torch.aten.mul.Tensor %43, %48 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %49, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %50 = torch.prims.convert_element_type %49, %int5_16 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %51 = torch.aten.mul.Tensor %9, %50 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %51, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %52 = torch.prims.convert_element_type %51, %int5_22 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2 = torch.constant.int -2
    %int-1_23 = torch.constant.int -1
    %53 = torch.aten.transpose.int %10, %int-2, %int-1_23 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_24 = torch.constant.none
    %none_25 = torch.constant.none
    %int5_26 = torch.constant.int 5
    %cpu_27 = torch.constant.device "cpu"
    %int0_28 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %53, %none_24, %none_25, %int5_26, %cpu_27, %int0_28 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_29 = torch.constant.int 1
    %int4096 = torch.constant.int 4096
    %54 = torch.prim.ListConstruct %int1_29, %int4096 : (!torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %52, %54 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %56 = torch.aten.matmul %55, %53 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_30 = torch.constant.int 1
    %int1_31 = torch.constant.int 1
    %int4096_32 = torch.constant.int 4096
    %57 = torch.prim.ListConstruct %int1_30, %int1_31, %int4096_32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %56, %57 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_33 = torch.constant.int -2
    %int-1_34 = torch.constant.int -1
    %59 = torch.aten.transpose.int %11, %int-2_33, %int-1_34 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_35 = torch.constant.none
    %none_36 = torch.constant.none
    %int5_37 = torch.constant.int 5
    %cpu_38 = torch.constant.device "cpu"
    %int0_39 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_35, %none_36, %int5_37, %cpu_38, %int0_39 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_40 = torch.constant.int 1
    %int4096_41 = torch.constant.int 4096
    %60 = torch.prim.ListConstruct %int1_40, %int4096_41 : (!torch.int, !torch.int) -> !torch.list<int>
    %61 = torch.aten.view %52, %60 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %62 = torch.aten.matmul %61, %59 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int1024 = torch.constant.int 1024
    %63 = torch.prim.ListConstruct %int1_42, %int1_43, %int1024 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %64 = torch.aten.view %62, %63 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int-2_44 = torch.constant.int -2
    %int-1_45 = torch.constant.int -1
    %65 = torch.aten.transpose.int %12, %int-2_44, %int-1_45 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_46 = torch.constant.none
    %none_47 = torch.constant.none
    %int5_48 = torch.constant.int 5
    %cpu_49 = torch.constant.device "cpu"
    %int0_50 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %65, %none_46, %none_47, %int5_48, %cpu_49, %int0_50 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_51 = torch.constant.int 1
    %int4096_52 = torch.constant.int 4096
    %66 = torch.prim.ListConstruct %int1_51, %int4096_52 : (!torch.int, !torch.int) -> !torch.list<int>
    %67 = torch.aten.view %52, %66 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %68 = torch.aten.matmul %67, %65 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_53 = torch.constant.int 1
    %int1_54 = torch.constant.int 1
    %int1024_55 = torch.constant.int 1024
    %69 = torch.prim.ListConstruct %int1_53, %int1_54, %int1024_55 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.view %68, %69 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int1_56 = torch.constant.int 1
    %int1_57 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128 = torch.constant.int 128
    %71 = torch.prim.ListConstruct %int1_56, %int1_57, %int32, %int128 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.aten.view %58, %71 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %int1_58 = torch.constant.int 1
    %int1_59 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_60 = torch.constant.int 128
    %73 = torch.prim.ListConstruct %int1_58, %int1_59, %int8, %int128_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %74 = torch.aten.view %64, %73 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_61 = torch.constant.int 1
    %int1_62 = torch.constant.int 1
    %int8_63 = torch.constant.int 8
    %int128_64 = torch.constant.int 128
    %75 = torch.prim.ListConstruct %int1_61, %int1_62, %int8_63, %int128_64 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.view %70, %75 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_65 = torch.constant.int 0
    %int1_66 = torch.constant.int 1
    %none_67 = torch.constant.none
    %none_68 = torch.constant.none
    %cpu_69 = torch.constant.device "cpu"
    %false_70 = torch.constant.bool false
    %77 = torch.aten.arange.start %int0_65, %int1_66, %none_67, %none_68, %cpu_69, %false_70 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_71 = torch.constant.int 0
    %78 = torch.aten.unsqueeze %77, %int0_71 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_72 = torch.constant.int 1
    %79 = torch.aten.unsqueeze %arg2, %int1_72 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_73 = torch.constant.int 1
    %80 = torch.aten.add.Tensor %78, %79, %int1_73 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_74 = torch.constant.int 0
    %int128_75 = torch.constant.int 128
    %int2_76 = torch.constant.int 2
    %none_77 = torch.constant.none
    %none_78 = torch.constant.none
    %cpu_79 = torch.constant.device "cpu"
    %false_80 = torch.constant.bool false
    %81 = torch.aten.arange.start_step %int0_74, %int128_75, %int2_76, %none_77, %none_78, %cpu_79, %false_80 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_81 = torch.constant.none
    %none_82 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_83 = torch.constant.device "cpu"
    %int0_84 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %81, %none_81, %none_82, %int4, %cpu_83, %int0_84 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_85 = torch.constant.int 6
    %82 = torch.prims.convert_element_type %81, %int6_85 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_86 = torch.constant.int 128
    %83 = torch.aten.div.Scalar %82, %int128_86 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %84 = torch.aten.pow.Scalar %float5.000000e05, %83 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %85 = torch.aten.reciprocal %84 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %86 = torch.aten.mul.Scalar %85, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_87 = torch.constant.none
    %87 = torch.aten.clone %1, %none_87 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_88 = torch.constant.int 0
    %88 = torch.aten.unsqueeze %86, %int0_88 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_89 = torch.constant.int 2
    %89 = torch.aten.unsqueeze %88, %int2_89 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_90 = torch.constant.none
    %none_91 = torch.constant.none
    %int6_92 = torch.constant.int 6
    %cpu_93 = torch.constant.device "cpu"
    %int0_94 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %89, %none_90, %none_91, %int6_92, %cpu_93, %int0_94 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_95 = torch.constant.int 1
    %int-1_96 = torch.constant.int -1
    %int1_97 = torch.constant.int 1
    %90 = torch.prim.ListConstruct %int1_95, %int-1_96, %int1_97 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_98 = torch.constant.bool false
    %91 = torch.aten.expand %89, %90, %false_98 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_99 = torch.constant.int 1
    %92 = torch.aten.unsqueeze %80, %int1_99 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_100 = torch.constant.none
    %none_101 = torch.constant.none
    %int4_102 = torch.constant.int 4
    %cpu_103 = torch.constant.device "cpu"
    %int0_104 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %92, %none_100, %none_101, %int4_102, %cpu_103, %int0_104 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_105 = torch.constant.int 6
    %93 = torch.prims.convert_element_type %92, %int6_105 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %94 = torch.aten.matmul %91, %93 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_106 = torch.constant.int 1
    %int2_107 = torch.constant.int 2
    %95 = torch.aten.transpose.int %94, %int1_106, %int2_107 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %96 = torch.aten.cos %95 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %97 = torch.aten.mul.Tensor %96, %87 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_108 = torch.constant.none
    %none_109 = torch.constant.none
    %int6_110 = torch.constant.int 6
    %cpu_111 = torch.constant.device "cpu"
    %int0_112 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %97, %none_108, %none_109, %int6_110, %cpu_111, %int0_112 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_113 = torch.constant.int 5
    %98 = torch.prims.convert_element_type %97, %int5_113 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %99 = torch.aten.sin %95 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %100 = torch.aten.mul.Tensor %99, %87 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_114 = torch.constant.none
    %none_115 = torch.constant.none
    %int6_116 = torch.constant.int 6
    %cpu_117 = torch.constant.device "cpu"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %100, %none_114, %none_115, %int6_116, %cpu_117, %int0_118 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_119 = torch.constant.int 5
    %101 = torch.prims.convert_element_type %100, %int5_119 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_120 = torch.constant.int 2
    %102 = torch.aten.unsqueeze %98, %int2_120 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_121 = torch.constant.int 2
    %103 = torch.aten.unsqueeze %101, %int2_121 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_122 = torch.constant.none
    %none_123 = torch.constant.none
    %int5_124 = torch.constant.int 5
    %cpu_125 = torch.constant.device "cpu"
    %int0_126 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %102, %none_122, %none_123, %int5_124, %cpu_125, %int0_126 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %int5_129 = torch.constant.int 5
    %cpu_130 = torch.constant.device "cpu"
    %int0_131 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %103, %none_127, %none_128, %int5_129, %cpu_130, %int0_131 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_132 = torch.constant.none
    %none_133 = torch.constant.none
    %int5_134 = torch.constant.int 5
    %cpu_135 = torch.constant.device "cpu"
    %int0_136 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_132, %none_133, %int5_134, %cpu_135, %int0_136 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_137 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_138 = torch.constant.int 1
    %104 = torch.aten.slice.Tensor %72, %int3, %int0_137, %int64, %int1_138 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %int3_139 = torch.constant.int 3
    %int64_140 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_141 = torch.constant.int 1
    %105 = torch.aten.slice.Tensor %72, %int3_139, %int64_140, %int9223372036854775807, %int1_141 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %106 = torch.aten.mul.Tensor %104, %102 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %107 = torch.aten.mul.Tensor %105, %103 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_142 = torch.constant.int 1
    %108 = torch.aten.sub.Tensor %106, %107, %int1_142 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %109 = torch.aten.mul.Tensor %105, %102 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %110 = torch.aten.mul.Tensor %104, %103 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_143 = torch.constant.int 1
    %111 = torch.aten.add.Tensor %109, %110, %int1_143 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %112 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast = tensor.cast %112 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %113 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast_144 = tensor.cast %113 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %114 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_144) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_145 = tensor.cast %114 : tensor<?x?x?x2x?xf16> to tensor<1x1x32x2x64xf16>
    %115 = torch_c.from_builtin_tensor %cast_145 : tensor<1x1x32x2x64xf16> -> !torch.vtensor<[1,1,32,2,64],f16>
    %int1_146 = torch.constant.int 1
    %int1_147 = torch.constant.int 1
    %int32_148 = torch.constant.int 32
    %int128_149 = torch.constant.int 128
    %116 = torch.prim.ListConstruct %int1_146, %int1_147, %int32_148, %int128_149 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %117 = torch.aten.view %115, %116 : !torch.vtensor<[1,1,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %none_150 = torch.constant.none
    %none_151 = torch.constant.none
    %int5_152 = torch.constant.int 5
    %cpu_153 = torch.constant.device "cpu"
    %int0_154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_150, %none_151, %int5_152, %cpu_153, %int0_154 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_155 = torch.constant.int 0
    %int1_156 = torch.constant.int 1
    %none_157 = torch.constant.none
    %none_158 = torch.constant.none
    %cpu_159 = torch.constant.device "cpu"
    %false_160 = torch.constant.bool false
    %118 = torch.aten.arange.start %int0_155, %int1_156, %none_157, %none_158, %cpu_159, %false_160 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_161 = torch.constant.int 0
    %119 = torch.aten.unsqueeze %118, %int0_161 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_162 = torch.constant.int 1
    %120 = torch.aten.unsqueeze %arg2, %int1_162 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_163 = torch.constant.int 1
    %121 = torch.aten.add.Tensor %119, %120, %int1_163 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_164 = torch.constant.int 0
    %int128_165 = torch.constant.int 128
    %int2_166 = torch.constant.int 2
    %none_167 = torch.constant.none
    %none_168 = torch.constant.none
    %cpu_169 = torch.constant.device "cpu"
    %false_170 = torch.constant.bool false
    %122 = torch.aten.arange.start_step %int0_164, %int128_165, %int2_166, %none_167, %none_168, %cpu_169, %false_170 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_171 = torch.constant.none
    %none_172 = torch.constant.none
    %int4_173 = torch.constant.int 4
    %cpu_174 = torch.constant.device "cpu"
    %int0_175 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %122, %none_171, %none_172, %int4_173, %cpu_174, %int0_175 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_176 = torch.constant.int 6
    %123 = torch.prims.convert_element_type %122, %int6_176 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_177 = torch.constant.int 128
    %124 = torch.aten.div.Scalar %123, %int128_177 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_178 = torch.constant.float 5.000000e+05
    %125 = torch.aten.pow.Scalar %float5.000000e05_178, %124 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %126 = torch.aten.reciprocal %125 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_179 = torch.constant.float 1.000000e+00
    %127 = torch.aten.mul.Scalar %126, %float1.000000e00_179 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_180 = torch.constant.none
    %128 = torch.aten.clone %2, %none_180 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_181 = torch.constant.int 0
    %129 = torch.aten.unsqueeze %127, %int0_181 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_182 = torch.constant.int 2
    %130 = torch.aten.unsqueeze %129, %int2_182 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_183 = torch.constant.none
    %none_184 = torch.constant.none
    %int6_185 = torch.constant.int 6
    %cpu_186 = torch.constant.device "cpu"
    %int0_187 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %130, %none_183, %none_184, %int6_185, %cpu_186, %int0_187 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_188 = torch.constant.int 1
    %int-1_189 = torch.constant.int -1
    %int1_190 = torch.constant.int 1
    %131 = torch.prim.ListConstruct %int1_188, %int-1_189, %int1_190 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_191 = torch.constant.bool false
    %132 = torch.aten.expand %130, %131, %false_191 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_192 = torch.constant.int 1
    %133 = torch.aten.unsqueeze %121, %int1_192 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_193 = torch.constant.none
    %none_194 = torch.constant.none
    %int4_195 = torch.constant.int 4
    %cpu_196 = torch.constant.device "cpu"
    %int0_197 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %133, %none_193, %none_194, %int4_195, %cpu_196, %int0_197 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_198 = torch.constant.int 6
    %134 = torch.prims.convert_element_type %133, %int6_198 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %135 = torch.aten.matmul %132, %134 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_199 = torch.constant.int 1
    %int2_200 = torch.constant.int 2
    %136 = torch.aten.transpose.int %135, %int1_199, %int2_200 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %137 = torch.aten.cos %136 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %138 = torch.aten.mul.Tensor %137, %128 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_201 = torch.constant.none
    %none_202 = torch.constant.none
    %int6_203 = torch.constant.int 6
    %cpu_204 = torch.constant.device "cpu"
    %int0_205 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %138, %none_201, %none_202, %int6_203, %cpu_204, %int0_205 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_206 = torch.constant.int 5
    %139 = torch.prims.convert_element_type %138, %int5_206 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %140 = torch.aten.sin %136 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %141 = torch.aten.mul.Tensor %140, %128 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_207 = torch.constant.none
    %none_208 = torch.constant.none
    %int6_209 = torch.constant.int 6
    %cpu_210 = torch.constant.device "cpu"
    %int0_211 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %141, %none_207, %none_208, %int6_209, %cpu_210, %int0_211 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_212 = torch.constant.int 5
    %142 = torch.prims.convert_element_type %141, %int5_212 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_213 = torch.constant.int 2
    %143 = torch.aten.unsqueeze %139, %int2_213 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_214 = torch.constant.int 2
    %144 = torch.aten.unsqueeze %142, %int2_214 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_215 = torch.constant.none
    %none_216 = torch.constant.none
    %int5_217 = torch.constant.int 5
    %cpu_218 = torch.constant.device "cpu"
    %int0_219 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %143, %none_215, %none_216, %int5_217, %cpu_218, %int0_219 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_220 = torch.constant.none
    %none_221 = torch.constant.none
    %int5_222 = torch.constant.int 5
    %cpu_223 = torch.constant.device "cpu"
    %int0_224 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_220, %none_221, %int5_222, %cpu_223, %int0_224 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_225 = torch.constant.none
    %none_226 = torch.constant.none
    %int5_227 = torch.constant.int 5
    %cpu_228 = torch.constant.device "cpu"
    %int0_229 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %74, %none_225, %none_226, %int5_227, %cpu_228, %int0_229 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_230 = torch.constant.int 3
    %int0_231 = torch.constant.int 0
    %int64_232 = torch.constant.int 64
    %int1_233 = torch.constant.int 1
    %145 = torch.aten.slice.Tensor %74, %int3_230, %int0_231, %int64_232, %int1_233 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_234 = torch.constant.int 3
    %int64_235 = torch.constant.int 64
    %int9223372036854775807_236 = torch.constant.int 9223372036854775807
    %int1_237 = torch.constant.int 1
    %146 = torch.aten.slice.Tensor %74, %int3_234, %int64_235, %int9223372036854775807_236, %int1_237 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %147 = torch.aten.mul.Tensor %145, %143 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %148 = torch.aten.mul.Tensor %146, %144 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_238 = torch.constant.int 1
    %149 = torch.aten.sub.Tensor %147, %148, %int1_238 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %150 = torch.aten.mul.Tensor %146, %143 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %151 = torch.aten.mul.Tensor %145, %144 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_239 = torch.constant.int 1
    %152 = torch.aten.add.Tensor %150, %151, %int1_239 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %153 = torch_c.to_builtin_tensor %149 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_240 = tensor.cast %153 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %154 = torch_c.to_builtin_tensor %152 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_241 = tensor.cast %154 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %155 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_240, %cast_241) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_242 = tensor.cast %155 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %156 = torch_c.from_builtin_tensor %cast_242 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_243 = torch.constant.int 1
    %int1_244 = torch.constant.int 1
    %int8_245 = torch.constant.int 8
    %int128_246 = torch.constant.int 128
    %157 = torch.prim.ListConstruct %int1_243, %int1_244, %int8_245, %int128_246 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.view %156, %157 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_247 = torch.constant.none
    %none_248 = torch.constant.none
    %int5_249 = torch.constant.int 5
    %cpu_250 = torch.constant.device "cpu"
    %int0_251 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %158, %none_247, %none_248, %int5_249, %cpu_250, %int0_251 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_252 = torch.constant.int 2
    %int2_253 = torch.constant.int 2
    %int8_254 = torch.constant.int 8
    %int32_255 = torch.constant.int 32
    %int128_256 = torch.constant.int 128
    %159 = torch.prim.ListConstruct %41, %int2_252, %int2_253, %int8_254, %int32_255, %int128_256 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %37, %159 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %160, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int2_257 = torch.constant.int 2
    %161 = torch.aten.mul.int %41, %int2_257 : !torch.int, !torch.int -> !torch.int
    %int2_258 = torch.constant.int 2
    %162 = torch.aten.mul.int %161, %int2_258 : !torch.int, !torch.int -> !torch.int
    %int8_259 = torch.constant.int 8
    %163 = torch.aten.mul.int %162, %int8_259 : !torch.int, !torch.int -> !torch.int
    %int32_260 = torch.constant.int 32
    %164 = torch.aten.mul.int %163, %int32_260 : !torch.int, !torch.int -> !torch.int
    %int128_261 = torch.constant.int 128
    %165 = torch.prim.ListConstruct %164, %int128_261 : (!torch.int, !torch.int) -> !torch.list<int>
    %166 = torch.aten.view %160, %165 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %166, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %int32_262 = torch.constant.int 32
    %167 = torch.aten.floor_divide.Scalar %arg2, %int32_262 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_263 = torch.constant.int 1
    %168 = torch.aten.unsqueeze %167, %int1_263 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_264 = torch.constant.int 1
    %false_265 = torch.constant.bool false
    %169 = torch.aten.gather %arg3, %int1_264, %168, %false_265 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_266 = torch.constant.int 1
    %int1_267 = torch.constant.int 1
    %int1_268 = torch.constant.int 1
    %170 = torch.prim.ListConstruct %int1_266, %int1_267, %int1_268 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %171 = torch.aten.view %169, %170 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_269 = torch.constant.int 32
    %172 = torch.aten.remainder.Scalar %arg2, %int32_269 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_270 = torch.constant.int 1
    %int1_271 = torch.constant.int 1
    %int1_272 = torch.constant.int 1
    %173 = torch.prim.ListConstruct %int1_270, %int1_271, %int1_272 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %174 = torch.aten.view %172, %173 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_273 = torch.constant.int 8
    %none_274 = torch.constant.none
    %none_275 = torch.constant.none
    %cpu_276 = torch.constant.device "cpu"
    %false_277 = torch.constant.bool false
    %175 = torch.aten.arange %int8_273, %none_274, %none_275, %cpu_276, %false_277 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_278 = torch.constant.int 1
    %int1_279 = torch.constant.int 1
    %int8_280 = torch.constant.int 8
    %176 = torch.prim.ListConstruct %int1_278, %int1_279, %int8_280 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %177 = torch.aten.view %175, %176 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_281 = torch.constant.none
    %178 = torch.aten.clone %3, %none_281 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_282 = torch.constant.int 1
    %int1_283 = torch.constant.int 1
    %int1_284 = torch.constant.int 1
    %179 = torch.prim.ListConstruct %int1_282, %int1_283, %int1_284 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %180 = torch.aten.view %178, %179 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_285 = torch.constant.int 2
    %181 = torch.aten.mul.Scalar %171, %int2_285 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_286 = torch.constant.int 0
    %int1_287 = torch.constant.int 1
    %182 = torch.aten.add.Scalar %181, %int0_286, %int1_287 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_288 = torch.constant.int 2
    %183 = torch.aten.mul.Scalar %182, %int2_288 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_289 = torch.constant.int 1
    %184 = torch.aten.add.Tensor %183, %180, %int1_289 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_290 = torch.constant.int 8
    %185 = torch.aten.mul.Scalar %184, %int8_290 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_291 = torch.constant.int 1
    %186 = torch.aten.add.Tensor %185, %177, %int1_291 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_292 = torch.constant.int 32
    %187 = torch.aten.mul.Scalar %186, %int32_292 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_293 = torch.constant.int 1
    %188 = torch.aten.add.Tensor %187, %174, %int1_293 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_294 = torch.constant.none
    %none_295 = torch.constant.none
    %int5_296 = torch.constant.int 5
    %cpu_297 = torch.constant.device "cpu"
    %int0_298 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %158, %none_294, %none_295, %int5_296, %cpu_297, %int0_298 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %189 = torch.prim.ListConstruct %188 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_299 = torch.constant.bool false
    %190 = torch.aten.index_put %166, %189, %158, %false_299 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %190, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %int2_300 = torch.constant.int 2
    %int2_301 = torch.constant.int 2
    %int8_302 = torch.constant.int 8
    %int32_303 = torch.constant.int 32
    %int128_304 = torch.constant.int 128
    %191 = torch.prim.ListConstruct %41, %int2_300, %int2_301, %int8_302, %int32_303, %int128_304 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %192 = torch.aten.view %190, %191 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %192, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072 = torch.constant.int 131072
    %193 = torch.prim.ListConstruct %41, %int131072 : (!torch.int, !torch.int) -> !torch.list<int>
    %194 = torch.aten.view %192, %193 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %194, [%39], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int2_305 = torch.constant.int 2
    %int2_306 = torch.constant.int 2
    %int8_307 = torch.constant.int 8
    %int32_308 = torch.constant.int 32
    %int128_309 = torch.constant.int 128
    %195 = torch.prim.ListConstruct %41, %int2_305, %int2_306, %int8_307, %int32_308, %int128_309 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %196 = torch.aten.view %194, %195 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %196, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int128_310 = torch.constant.int 128
    %197 = torch.prim.ListConstruct %164, %int128_310 : (!torch.int, !torch.int) -> !torch.list<int>
    %198 = torch.aten.view %196, %197 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %198, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %none_311 = torch.constant.none
    %199 = torch.aten.clone %4, %none_311 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_312 = torch.constant.int 1
    %int1_313 = torch.constant.int 1
    %int1_314 = torch.constant.int 1
    %200 = torch.prim.ListConstruct %int1_312, %int1_313, %int1_314 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %201 = torch.aten.view %199, %200 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_315 = torch.constant.int 2
    %202 = torch.aten.mul.Scalar %171, %int2_315 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_316 = torch.constant.int 0
    %int1_317 = torch.constant.int 1
    %203 = torch.aten.add.Scalar %202, %int0_316, %int1_317 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_318 = torch.constant.int 2
    %204 = torch.aten.mul.Scalar %203, %int2_318 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_319 = torch.constant.int 1
    %205 = torch.aten.add.Tensor %204, %201, %int1_319 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_320 = torch.constant.int 8
    %206 = torch.aten.mul.Scalar %205, %int8_320 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_321 = torch.constant.int 1
    %207 = torch.aten.add.Tensor %206, %177, %int1_321 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_322 = torch.constant.int 32
    %208 = torch.aten.mul.Scalar %207, %int32_322 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_323 = torch.constant.int 1
    %209 = torch.aten.add.Tensor %208, %174, %int1_323 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_324 = torch.constant.none
    %none_325 = torch.constant.none
    %int5_326 = torch.constant.int 5
    %cpu_327 = torch.constant.device "cpu"
    %int0_328 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %76, %none_324, %none_325, %int5_326, %cpu_327, %int0_328 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %210 = torch.prim.ListConstruct %209 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_329 = torch.constant.bool false
    %211 = torch.aten.index_put %198, %210, %76, %false_329 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %211, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %int2_330 = torch.constant.int 2
    %int2_331 = torch.constant.int 2
    %int8_332 = torch.constant.int 8
    %int32_333 = torch.constant.int 32
    %int128_334 = torch.constant.int 128
    %212 = torch.prim.ListConstruct %41, %int2_330, %int2_331, %int8_332, %int32_333, %int128_334 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.view %211, %212 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %213, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_335 = torch.constant.int 131072
    %214 = torch.prim.ListConstruct %41, %int131072_335 : (!torch.int, !torch.int) -> !torch.list<int>
    %215 = torch.aten.view %213, %214 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %215, [%39], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %none_336 = torch.constant.none
    %216 = torch.aten.clone %5, %none_336 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_337 = torch.constant.none
    %217 = torch.aten.clone %6, %none_337 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_338 = torch.constant.none
    %218 = torch.aten.clone %7, %none_338 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int2_339 = torch.constant.int 2
    %int2_340 = torch.constant.int 2
    %int8_341 = torch.constant.int 8
    %int32_342 = torch.constant.int 32
    %int128_343 = torch.constant.int 128
    %219 = torch.prim.ListConstruct %41, %int2_339, %int2_340, %int8_341, %int32_342, %int128_343 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %215, %219 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %220, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %221 = torch_c.to_builtin_tensor %220 : !torch.vtensor<[?,2,2,8,32,128],f16> -> tensor<?x2x2x8x32x128xf16>
    %222 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_344 = tensor.cast %222 : tensor<1x?xi64> to tensor<?x?xi64>
    %223 = torch_c.to_builtin_tensor %216 : !torch.vtensor<[],si64> -> tensor<i64>
    %224 = torch_c.to_builtin_tensor %217 : !torch.vtensor<[],si64> -> tensor<i64>
    %225 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%221, %cast_344, %223, %224) : (tensor<?x2x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_345 = tensor.cast %225 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %226 = torch_c.from_builtin_tensor %cast_345 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %226, [%38], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %227 = torch_c.to_builtin_tensor %220 : !torch.vtensor<[?,2,2,8,32,128],f16> -> tensor<?x2x2x8x32x128xf16>
    %228 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_346 = tensor.cast %228 : tensor<1x?xi64> to tensor<?x?xi64>
    %229 = torch_c.to_builtin_tensor %216 : !torch.vtensor<[],si64> -> tensor<i64>
    %230 = torch_c.to_builtin_tensor %218 : !torch.vtensor<[],si64> -> tensor<i64>
    %231 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%227, %cast_346, %229, %230) : (tensor<?x2x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_347 = tensor.cast %231 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %232 = torch_c.from_builtin_tensor %cast_347 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %232, [%38], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %int2_348 = torch.constant.int 2
    %int3_349 = torch.constant.int 3
    %233 = torch.aten.transpose.int %226, %int2_348, %int3_349 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %233, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_350 = torch.constant.int 32
    %234 = torch.aten.mul.int %40, %int32_350 : !torch.int, !torch.int -> !torch.int
    %int0_351 = torch.constant.int 0
    %235 = torch.aten.clone %233, %int0_351 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %235, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_352 = torch.constant.int 1
    %int8_353 = torch.constant.int 8
    %int128_354 = torch.constant.int 128
    %236 = torch.prim.ListConstruct %int1_352, %234, %int8_353, %int128_354 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %237 = torch.aten._unsafe_view %235, %236 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %237, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int2_355 = torch.constant.int 2
    %int3_356 = torch.constant.int 3
    %238 = torch.aten.transpose.int %232, %int2_355, %int3_356 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %238, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int0_357 = torch.constant.int 0
    %239 = torch.aten.clone %238, %int0_357 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %239, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_358 = torch.constant.int 1
    %int8_359 = torch.constant.int 8
    %int128_360 = torch.constant.int 128
    %240 = torch.prim.ListConstruct %int1_358, %234, %int8_359, %int128_360 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten._unsafe_view %239, %240 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %241, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_361 = torch.constant.int 0
    %int1_362 = torch.constant.int 1
    %none_363 = torch.constant.none
    %none_364 = torch.constant.none
    %cpu_365 = torch.constant.device "cpu"
    %false_366 = torch.constant.bool false
    %242 = torch.aten.arange.start_step %int0_361, %234, %int1_362, %none_363, %none_364, %cpu_365, %false_366 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %242, [%38], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_367 = torch.constant.int -1
    %243 = torch.aten.unsqueeze %arg1, %int-1_367 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %244 = torch.aten.ge.Tensor %242, %243 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %244, [%38], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_368 = torch.constant.none
    %245 = torch.aten.clone %8, %none_368 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_369 = torch.constant.int 0
    %246 = torch.aten.where.ScalarOther %244, %245, %int0_369 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %246, [%38], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_370 = torch.constant.none
    %none_371 = torch.constant.none
    %int5_372 = torch.constant.int 5
    %cpu_373 = torch.constant.device "cpu"
    %int0_374 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %246, %none_370, %none_371, %int5_372, %cpu_373, %int0_374 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_375 = torch.constant.int 1
    %247 = torch.aten.unsqueeze %246, %int1_375 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %247, [%38], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_376 = torch.constant.int 1
    %248 = torch.aten.unsqueeze %247, %int1_376 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %248, [%38], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_377 = torch.constant.none
    %none_378 = torch.constant.none
    %int5_379 = torch.constant.int 5
    %cpu_380 = torch.constant.device "cpu"
    %int0_381 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %248, %none_377, %none_378, %int5_379, %cpu_380, %int0_381 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_382 = torch.constant.int -2
    %249 = torch.aten.unsqueeze %237, %int-2_382 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %249, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_383 = torch.constant.int 1
    %int8_384 = torch.constant.int 8
    %int4_385 = torch.constant.int 4
    %int128_386 = torch.constant.int 128
    %250 = torch.prim.ListConstruct %int1_383, %234, %int8_384, %int4_385, %int128_386 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_387 = torch.constant.bool false
    %251 = torch.aten.expand %249, %250, %false_387 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %251, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_388 = torch.constant.int 0
    %252 = torch.aten.clone %251, %int0_388 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %252, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_389 = torch.constant.int 1
    %int32_390 = torch.constant.int 32
    %int128_391 = torch.constant.int 128
    %253 = torch.prim.ListConstruct %int1_389, %234, %int32_390, %int128_391 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %254 = torch.aten._unsafe_view %252, %253 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %254, [%38], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_392 = torch.constant.int -2
    %255 = torch.aten.unsqueeze %241, %int-2_392 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %255, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_393 = torch.constant.int 1
    %int8_394 = torch.constant.int 8
    %int4_395 = torch.constant.int 4
    %int128_396 = torch.constant.int 128
    %256 = torch.prim.ListConstruct %int1_393, %234, %int8_394, %int4_395, %int128_396 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_397 = torch.constant.bool false
    %257 = torch.aten.expand %255, %256, %false_397 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %257, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_398 = torch.constant.int 0
    %258 = torch.aten.clone %257, %int0_398 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %258, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_399 = torch.constant.int 1
    %int32_400 = torch.constant.int 32
    %int128_401 = torch.constant.int 128
    %259 = torch.prim.ListConstruct %int1_399, %234, %int32_400, %int128_401 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten._unsafe_view %258, %259 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %260, [%38], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_402 = torch.constant.int 1
    %int2_403 = torch.constant.int 2
    %261 = torch.aten.transpose.int %117, %int1_402, %int2_403 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,1,128],f16>
    %int1_404 = torch.constant.int 1
    %int2_405 = torch.constant.int 2
    %262 = torch.aten.transpose.int %254, %int1_404, %int2_405 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %262, [%38], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_406 = torch.constant.int 1
    %int2_407 = torch.constant.int 2
    %263 = torch.aten.transpose.int %260, %int1_406, %int2_407 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %263, [%38], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_408 = torch.constant.bool false
    %none_409 = torch.constant.none
    %false_410 = torch.constant.bool false
    %264 = torch.aten.scaled_dot_product_attention %261, %262, %263, %248, %float0.000000e00, %false_408, %none_409, %false_410 : !torch.vtensor<[1,32,1,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,32,1,128],f16>
    %int1_411 = torch.constant.int 1
    %int2_412 = torch.constant.int 2
    %265 = torch.aten.transpose.int %264, %int1_411, %int2_412 : !torch.vtensor<[1,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,128],f16>
    %int1_413 = torch.constant.int 1
    %int1_414 = torch.constant.int 1
    %int4096_415 = torch.constant.int 4096
    %266 = torch.prim.ListConstruct %int1_413, %int1_414, %int4096_415 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %267 = torch.aten.view %265, %266 : !torch.vtensor<[1,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_416 = torch.constant.int -2
    %int-1_417 = torch.constant.int -1
    %268 = torch.aten.transpose.int %13, %int-2_416, %int-1_417 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_418 = torch.constant.none
    %none_419 = torch.constant.none
    %int5_420 = torch.constant.int 5
    %cpu_421 = torch.constant.device "cpu"
    %int0_422 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %268, %none_418, %none_419, %int5_420, %cpu_421, %int0_422 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_423 = torch.constant.int 1
    %int4096_424 = torch.constant.int 4096
    %269 = torch.prim.ListConstruct %int1_423, %int4096_424 : (!torch.int, !torch.int) -> !torch.list<int>
    %270 = torch.aten.view %267, %269 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %271 = torch.aten.matmul %270, %268 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_425 = torch.constant.int 1
    %int1_426 = torch.constant.int 1
    %int4096_427 = torch.constant.int 4096
    %272 = torch.prim.ListConstruct %int1_425, %int1_426, %int4096_427 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.view %271, %272 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %none_428 = torch.constant.none
    %none_429 = torch.constant.none
    %int5_430 = torch.constant.int 5
    %cpu_431 = torch.constant.device "cpu"
    %int0_432 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %273, %none_428, %none_429, %int5_430, %cpu_431, %int0_432 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_433 = torch.constant.int 1
    %274 = torch.aten.add.Tensor %42, %273, %int1_433 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_434 = torch.constant.none
    %none_435 = torch.constant.none
    %int5_436 = torch.constant.int 5
    %cpu_437 = torch.constant.device "cpu"
    %int0_438 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %274, %none_434, %none_435, %int5_436, %cpu_437, %int0_438 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_439 = torch.constant.int 6
    %275 = torch.prims.convert_element_type %274, %int6_439 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_440 = torch.constant.int 2
    %276 = torch.aten.pow.Tensor_Scalar %275, %int2_440 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_441 = torch.constant.int -1
    %277 = torch.prim.ListConstruct %int-1_441 : (!torch.int) -> !torch.list<int>
    %true_442 = torch.constant.bool true
    %none_443 = torch.constant.none
    %278 = torch.aten.mean.dim %276, %277, %true_442, %none_443 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_444 = torch.constant.float 1.000000e-05
    %int1_445 = torch.constant.int 1
    %279 = torch.aten.add.Scalar %278, %float1.000000e-05_444, %int1_445 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %280 = torch.aten.rsqrt %279 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %281 = torch.aten.mul.Tensor %275, %280 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_446 = torch.constant.none
    %none_447 = torch.constant.none
    %int6_448 = torch.constant.int 6
    %cpu_449 = torch.constant.device "cpu"
    %int0_450 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %281, %none_446, %none_447, %int6_448, %cpu_449, %int0_450 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_451 = torch.constant.int 5
    %282 = torch.prims.convert_element_type %281, %int5_451 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %283 = torch.aten.mul.Tensor %14, %282 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_452 = torch.constant.none
    %none_453 = torch.constant.none
    %int6_454 = torch.constant.int 6
    %cpu_455 = torch.constant.device "cpu"
    %int0_456 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %283, %none_452, %none_453, %int6_454, %cpu_455, %int0_456 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_457 = torch.constant.int 5
    %284 = torch.prims.convert_element_type %283, %int5_457 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_458 = torch.constant.int -2
    %int-1_459 = torch.constant.int -1
    %285 = torch.aten.transpose.int %15, %int-2_458, %int-1_459 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_460 = torch.constant.none
    %none_461 = torch.constant.none
    %int5_462 = torch.constant.int 5
    %cpu_463 = torch.constant.device "cpu"
    %int0_464 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %285, %none_460, %none_461, %int5_462, %cpu_463, %int0_464 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_465 = torch.constant.int 1
    %int4096_466 = torch.constant.int 4096
    %286 = torch.prim.ListConstruct %int1_465, %int4096_466 : (!torch.int, !torch.int) -> !torch.list<int>
    %287 = torch.aten.view %284, %286 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %288 = torch.aten.matmul %287, %285 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_467 = torch.constant.int 1
    %int1_468 = torch.constant.int 1
    %int14336 = torch.constant.int 14336
    %289 = torch.prim.ListConstruct %int1_467, %int1_468, %int14336 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten.view %288, %289 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %291 = torch.aten.silu %290 : !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_469 = torch.constant.int -2
    %int-1_470 = torch.constant.int -1
    %292 = torch.aten.transpose.int %16, %int-2_469, %int-1_470 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_471 = torch.constant.none
    %none_472 = torch.constant.none
    %int5_473 = torch.constant.int 5
    %cpu_474 = torch.constant.device "cpu"
    %int0_475 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %292, %none_471, %none_472, %int5_473, %cpu_474, %int0_475 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_476 = torch.constant.int 1
    %int4096_477 = torch.constant.int 4096
    %293 = torch.prim.ListConstruct %int1_476, %int4096_477 : (!torch.int, !torch.int) -> !torch.list<int>
    %294 = torch.aten.view %284, %293 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %295 = torch.aten.matmul %294, %292 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_478 = torch.constant.int 1
    %int1_479 = torch.constant.int 1
    %int14336_480 = torch.constant.int 14336
    %296 = torch.prim.ListConstruct %int1_478, %int1_479, %int14336_480 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %297 = torch.aten.view %295, %296 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %298 = torch.aten.mul.Tensor %291, %297 : !torch.vtensor<[1,1,14336],f16>, !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_481 = torch.constant.int -2
    %int-1_482 = torch.constant.int -1
    %299 = torch.aten.transpose.int %17, %int-2_481, %int-1_482 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_483 = torch.constant.none
    %none_484 = torch.constant.none
    %int5_485 = torch.constant.int 5
    %cpu_486 = torch.constant.device "cpu"
    %int0_487 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %299, %none_483, %none_484, %int5_485, %cpu_486, %int0_487 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_488 = torch.constant.int 1
    %int14336_489 = torch.constant.int 14336
    %300 = torch.prim.ListConstruct %int1_488, %int14336_489 : (!torch.int, !torch.int) -> !torch.list<int>
    %301 = torch.aten.view %298, %300 : !torch.vtensor<[1,1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,14336],f16>
    %302 = torch.aten.matmul %301, %299 : !torch.vtensor<[1,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_490 = torch.constant.int 1
    %int1_491 = torch.constant.int 1
    %int4096_492 = torch.constant.int 4096
    %303 = torch.prim.ListConstruct %int1_490, %int1_491, %int4096_492 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %304 = torch.aten.view %302, %303 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int1_493 = torch.constant.int 1
    %305 = torch.aten.add.Tensor %274, %304, %int1_493 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_494 = torch.constant.none
    %none_495 = torch.constant.none
    %int5_496 = torch.constant.int 5
    %cpu_497 = torch.constant.device "cpu"
    %int0_498 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %305, %none_494, %none_495, %int5_496, %cpu_497, %int0_498 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_499 = torch.constant.int 6
    %306 = torch.prims.convert_element_type %305, %int6_499 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_500 = torch.constant.int 2
    %307 = torch.aten.pow.Tensor_Scalar %306, %int2_500 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_501 = torch.constant.int -1
    %308 = torch.prim.ListConstruct %int-1_501 : (!torch.int) -> !torch.list<int>
    %true_502 = torch.constant.bool true
    %none_503 = torch.constant.none
    %309 = torch.aten.mean.dim %307, %308, %true_502, %none_503 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_504 = torch.constant.float 1.000000e-05
    %int1_505 = torch.constant.int 1
    %310 = torch.aten.add.Scalar %309, %float1.000000e-05_504, %int1_505 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %311 = torch.aten.rsqrt %310 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %312 = torch.aten.mul.Tensor %306, %311 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int6_508 = torch.constant.int 6
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %312, %none_506, %none_507, %int6_508, %cpu_509, %int0_510 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_511 = torch.constant.int 5
    %313 = torch.prims.convert_element_type %312, %int5_511 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %314 = torch.aten.mul.Tensor %26, %313 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_512 = torch.constant.none
    %none_513 = torch.constant.none
    %int6_514 = torch.constant.int 6
    %cpu_515 = torch.constant.device "cpu"
    %int0_516 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %314, %none_512, %none_513, %int6_514, %cpu_515, %int0_516 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_517 = torch.constant.int 5
    %315 = torch.prims.convert_element_type %314, %int5_517 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_518 = torch.constant.int -2
    %int-1_519 = torch.constant.int -1
    %316 = torch.aten.transpose.int %27, %int-2_518, %int-1_519 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_520 = torch.constant.none
    %none_521 = torch.constant.none
    %int5_522 = torch.constant.int 5
    %cpu_523 = torch.constant.device "cpu"
    %int0_524 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %316, %none_520, %none_521, %int5_522, %cpu_523, %int0_524 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_525 = torch.constant.int 1
    %int4096_526 = torch.constant.int 4096
    %317 = torch.prim.ListConstruct %int1_525, %int4096_526 : (!torch.int, !torch.int) -> !torch.list<int>
    %318 = torch.aten.view %315, %317 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %319 = torch.aten.matmul %318, %316 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_527 = torch.constant.int 1
    %int1_528 = torch.constant.int 1
    %int4096_529 = torch.constant.int 4096
    %320 = torch.prim.ListConstruct %int1_527, %int1_528, %int4096_529 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %321 = torch.aten.view %319, %320 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_530 = torch.constant.int -2
    %int-1_531 = torch.constant.int -1
    %322 = torch.aten.transpose.int %28, %int-2_530, %int-1_531 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_532 = torch.constant.none
    %none_533 = torch.constant.none
    %int5_534 = torch.constant.int 5
    %cpu_535 = torch.constant.device "cpu"
    %int0_536 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %322, %none_532, %none_533, %int5_534, %cpu_535, %int0_536 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_537 = torch.constant.int 1
    %int4096_538 = torch.constant.int 4096
    %323 = torch.prim.ListConstruct %int1_537, %int4096_538 : (!torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %315, %323 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %325 = torch.aten.matmul %324, %322 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_539 = torch.constant.int 1
    %int1_540 = torch.constant.int 1
    %int1024_541 = torch.constant.int 1024
    %326 = torch.prim.ListConstruct %int1_539, %int1_540, %int1024_541 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %327 = torch.aten.view %325, %326 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int-2_542 = torch.constant.int -2
    %int-1_543 = torch.constant.int -1
    %328 = torch.aten.transpose.int %29, %int-2_542, %int-1_543 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_544 = torch.constant.none
    %none_545 = torch.constant.none
    %int5_546 = torch.constant.int 5
    %cpu_547 = torch.constant.device "cpu"
    %int0_548 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %328, %none_544, %none_545, %int5_546, %cpu_547, %int0_548 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_549 = torch.constant.int 1
    %int4096_550 = torch.constant.int 4096
    %329 = torch.prim.ListConstruct %int1_549, %int4096_550 : (!torch.int, !torch.int) -> !torch.list<int>
    %330 = torch.aten.view %315, %329 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %331 = torch.aten.matmul %330, %328 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_551 = torch.constant.int 1
    %int1_552 = torch.constant.int 1
    %int1024_553 = torch.constant.int 1024
    %332 = torch.prim.ListConstruct %int1_551, %int1_552, %int1024_553 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %333 = torch.aten.view %331, %332 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int1_554 = torch.constant.int 1
    %int1_555 = torch.constant.int 1
    %int32_556 = torch.constant.int 32
    %int128_557 = torch.constant.int 128
    %334 = torch.prim.ListConstruct %int1_554, %int1_555, %int32_556, %int128_557 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %335 = torch.aten.view %321, %334 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %int1_558 = torch.constant.int 1
    %int1_559 = torch.constant.int 1
    %int8_560 = torch.constant.int 8
    %int128_561 = torch.constant.int 128
    %336 = torch.prim.ListConstruct %int1_558, %int1_559, %int8_560, %int128_561 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %327, %336 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_562 = torch.constant.int 1
    %int1_563 = torch.constant.int 1
    %int8_564 = torch.constant.int 8
    %int128_565 = torch.constant.int 128
    %338 = torch.prim.ListConstruct %int1_562, %int1_563, %int8_564, %int128_565 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %339 = torch.aten.view %333, %338 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_566 = torch.constant.int 0
    %int1_567 = torch.constant.int 1
    %none_568 = torch.constant.none
    %none_569 = torch.constant.none
    %cpu_570 = torch.constant.device "cpu"
    %false_571 = torch.constant.bool false
    %340 = torch.aten.arange.start %int0_566, %int1_567, %none_568, %none_569, %cpu_570, %false_571 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_572 = torch.constant.int 0
    %341 = torch.aten.unsqueeze %340, %int0_572 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_573 = torch.constant.int 1
    %342 = torch.aten.unsqueeze %arg2, %int1_573 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_574 = torch.constant.int 1
    %343 = torch.aten.add.Tensor %341, %342, %int1_574 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_575 = torch.constant.int 0
    %int128_576 = torch.constant.int 128
    %int2_577 = torch.constant.int 2
    %none_578 = torch.constant.none
    %none_579 = torch.constant.none
    %cpu_580 = torch.constant.device "cpu"
    %false_581 = torch.constant.bool false
    %344 = torch.aten.arange.start_step %int0_575, %int128_576, %int2_577, %none_578, %none_579, %cpu_580, %false_581 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_582 = torch.constant.none
    %none_583 = torch.constant.none
    %int4_584 = torch.constant.int 4
    %cpu_585 = torch.constant.device "cpu"
    %int0_586 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %344, %none_582, %none_583, %int4_584, %cpu_585, %int0_586 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_587 = torch.constant.int 6
    %345 = torch.prims.convert_element_type %344, %int6_587 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_588 = torch.constant.int 128
    %346 = torch.aten.div.Scalar %345, %int128_588 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_589 = torch.constant.float 5.000000e+05
    %347 = torch.aten.pow.Scalar %float5.000000e05_589, %346 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %348 = torch.aten.reciprocal %347 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_590 = torch.constant.float 1.000000e+00
    %349 = torch.aten.mul.Scalar %348, %float1.000000e00_590 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_591 = torch.constant.none
    %350 = torch.aten.clone %18, %none_591 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_592 = torch.constant.int 0
    %351 = torch.aten.unsqueeze %349, %int0_592 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_593 = torch.constant.int 2
    %352 = torch.aten.unsqueeze %351, %int2_593 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_594 = torch.constant.none
    %none_595 = torch.constant.none
    %int6_596 = torch.constant.int 6
    %cpu_597 = torch.constant.device "cpu"
    %int0_598 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %352, %none_594, %none_595, %int6_596, %cpu_597, %int0_598 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_599 = torch.constant.int 1
    %int-1_600 = torch.constant.int -1
    %int1_601 = torch.constant.int 1
    %353 = torch.prim.ListConstruct %int1_599, %int-1_600, %int1_601 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_602 = torch.constant.bool false
    %354 = torch.aten.expand %352, %353, %false_602 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_603 = torch.constant.int 1
    %355 = torch.aten.unsqueeze %343, %int1_603 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_604 = torch.constant.none
    %none_605 = torch.constant.none
    %int4_606 = torch.constant.int 4
    %cpu_607 = torch.constant.device "cpu"
    %int0_608 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %355, %none_604, %none_605, %int4_606, %cpu_607, %int0_608 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_609 = torch.constant.int 6
    %356 = torch.prims.convert_element_type %355, %int6_609 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %357 = torch.aten.matmul %354, %356 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_610 = torch.constant.int 1
    %int2_611 = torch.constant.int 2
    %358 = torch.aten.transpose.int %357, %int1_610, %int2_611 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %359 = torch.aten.cos %358 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %360 = torch.aten.mul.Tensor %359, %350 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_612 = torch.constant.none
    %none_613 = torch.constant.none
    %int6_614 = torch.constant.int 6
    %cpu_615 = torch.constant.device "cpu"
    %int0_616 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %360, %none_612, %none_613, %int6_614, %cpu_615, %int0_616 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_617 = torch.constant.int 5
    %361 = torch.prims.convert_element_type %360, %int5_617 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %362 = torch.aten.sin %358 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %363 = torch.aten.mul.Tensor %362, %350 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_618 = torch.constant.none
    %none_619 = torch.constant.none
    %int6_620 = torch.constant.int 6
    %cpu_621 = torch.constant.device "cpu"
    %int0_622 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %363, %none_618, %none_619, %int6_620, %cpu_621, %int0_622 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_623 = torch.constant.int 5
    %364 = torch.prims.convert_element_type %363, %int5_623 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_624 = torch.constant.int 2
    %365 = torch.aten.unsqueeze %361, %int2_624 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_625 = torch.constant.int 2
    %366 = torch.aten.unsqueeze %364, %int2_625 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_626 = torch.constant.none
    %none_627 = torch.constant.none
    %int5_628 = torch.constant.int 5
    %cpu_629 = torch.constant.device "cpu"
    %int0_630 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %365, %none_626, %none_627, %int5_628, %cpu_629, %int0_630 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_631 = torch.constant.none
    %none_632 = torch.constant.none
    %int5_633 = torch.constant.int 5
    %cpu_634 = torch.constant.device "cpu"
    %int0_635 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %366, %none_631, %none_632, %int5_633, %cpu_634, %int0_635 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_636 = torch.constant.none
    %none_637 = torch.constant.none
    %int5_638 = torch.constant.int 5
    %cpu_639 = torch.constant.device "cpu"
    %int0_640 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %335, %none_636, %none_637, %int5_638, %cpu_639, %int0_640 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_641 = torch.constant.int 3
    %int0_642 = torch.constant.int 0
    %int64_643 = torch.constant.int 64
    %int1_644 = torch.constant.int 1
    %367 = torch.aten.slice.Tensor %335, %int3_641, %int0_642, %int64_643, %int1_644 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %int3_645 = torch.constant.int 3
    %int64_646 = torch.constant.int 64
    %int9223372036854775807_647 = torch.constant.int 9223372036854775807
    %int1_648 = torch.constant.int 1
    %368 = torch.aten.slice.Tensor %335, %int3_645, %int64_646, %int9223372036854775807_647, %int1_648 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %369 = torch.aten.mul.Tensor %367, %365 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %370 = torch.aten.mul.Tensor %368, %366 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_649 = torch.constant.int 1
    %371 = torch.aten.sub.Tensor %369, %370, %int1_649 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %372 = torch.aten.mul.Tensor %368, %365 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %373 = torch.aten.mul.Tensor %367, %366 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_650 = torch.constant.int 1
    %374 = torch.aten.add.Tensor %372, %373, %int1_650 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %375 = torch_c.to_builtin_tensor %371 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast_651 = tensor.cast %375 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %376 = torch_c.to_builtin_tensor %374 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast_652 = tensor.cast %376 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %377 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_651, %cast_652) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_653 = tensor.cast %377 : tensor<?x?x?x2x?xf16> to tensor<1x1x32x2x64xf16>
    %378 = torch_c.from_builtin_tensor %cast_653 : tensor<1x1x32x2x64xf16> -> !torch.vtensor<[1,1,32,2,64],f16>
    %int1_654 = torch.constant.int 1
    %int1_655 = torch.constant.int 1
    %int32_656 = torch.constant.int 32
    %int128_657 = torch.constant.int 128
    %379 = torch.prim.ListConstruct %int1_654, %int1_655, %int32_656, %int128_657 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %380 = torch.aten.view %378, %379 : !torch.vtensor<[1,1,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %none_658 = torch.constant.none
    %none_659 = torch.constant.none
    %int5_660 = torch.constant.int 5
    %cpu_661 = torch.constant.device "cpu"
    %int0_662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %380, %none_658, %none_659, %int5_660, %cpu_661, %int0_662 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_663 = torch.constant.int 0
    %int1_664 = torch.constant.int 1
    %none_665 = torch.constant.none
    %none_666 = torch.constant.none
    %cpu_667 = torch.constant.device "cpu"
    %false_668 = torch.constant.bool false
    %381 = torch.aten.arange.start %int0_663, %int1_664, %none_665, %none_666, %cpu_667, %false_668 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_669 = torch.constant.int 0
    %382 = torch.aten.unsqueeze %381, %int0_669 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_670 = torch.constant.int 1
    %383 = torch.aten.unsqueeze %arg2, %int1_670 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_671 = torch.constant.int 1
    %384 = torch.aten.add.Tensor %382, %383, %int1_671 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_672 = torch.constant.int 0
    %int128_673 = torch.constant.int 128
    %int2_674 = torch.constant.int 2
    %none_675 = torch.constant.none
    %none_676 = torch.constant.none
    %cpu_677 = torch.constant.device "cpu"
    %false_678 = torch.constant.bool false
    %385 = torch.aten.arange.start_step %int0_672, %int128_673, %int2_674, %none_675, %none_676, %cpu_677, %false_678 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_679 = torch.constant.none
    %none_680 = torch.constant.none
    %int4_681 = torch.constant.int 4
    %cpu_682 = torch.constant.device "cpu"
    %int0_683 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %385, %none_679, %none_680, %int4_681, %cpu_682, %int0_683 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_684 = torch.constant.int 6
    %386 = torch.prims.convert_element_type %385, %int6_684 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_685 = torch.constant.int 128
    %387 = torch.aten.div.Scalar %386, %int128_685 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_686 = torch.constant.float 5.000000e+05
    %388 = torch.aten.pow.Scalar %float5.000000e05_686, %387 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %389 = torch.aten.reciprocal %388 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_687 = torch.constant.float 1.000000e+00
    %390 = torch.aten.mul.Scalar %389, %float1.000000e00_687 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_688 = torch.constant.none
    %391 = torch.aten.clone %19, %none_688 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_689 = torch.constant.int 0
    %392 = torch.aten.unsqueeze %390, %int0_689 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_690 = torch.constant.int 2
    %393 = torch.aten.unsqueeze %392, %int2_690 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_691 = torch.constant.none
    %none_692 = torch.constant.none
    %int6_693 = torch.constant.int 6
    %cpu_694 = torch.constant.device "cpu"
    %int0_695 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %393, %none_691, %none_692, %int6_693, %cpu_694, %int0_695 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_696 = torch.constant.int 1
    %int-1_697 = torch.constant.int -1
    %int1_698 = torch.constant.int 1
    %394 = torch.prim.ListConstruct %int1_696, %int-1_697, %int1_698 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_699 = torch.constant.bool false
    %395 = torch.aten.expand %393, %394, %false_699 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_700 = torch.constant.int 1
    %396 = torch.aten.unsqueeze %384, %int1_700 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_701 = torch.constant.none
    %none_702 = torch.constant.none
    %int4_703 = torch.constant.int 4
    %cpu_704 = torch.constant.device "cpu"
    %int0_705 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %396, %none_701, %none_702, %int4_703, %cpu_704, %int0_705 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_706 = torch.constant.int 6
    %397 = torch.prims.convert_element_type %396, %int6_706 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %398 = torch.aten.matmul %395, %397 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_707 = torch.constant.int 1
    %int2_708 = torch.constant.int 2
    %399 = torch.aten.transpose.int %398, %int1_707, %int2_708 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %400 = torch.aten.cos %399 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %401 = torch.aten.mul.Tensor %400, %391 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_709 = torch.constant.none
    %none_710 = torch.constant.none
    %int6_711 = torch.constant.int 6
    %cpu_712 = torch.constant.device "cpu"
    %int0_713 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %401, %none_709, %none_710, %int6_711, %cpu_712, %int0_713 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_714 = torch.constant.int 5
    %402 = torch.prims.convert_element_type %401, %int5_714 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %403 = torch.aten.sin %399 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %404 = torch.aten.mul.Tensor %403, %391 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_715 = torch.constant.none
    %none_716 = torch.constant.none
    %int6_717 = torch.constant.int 6
    %cpu_718 = torch.constant.device "cpu"
    %int0_719 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %404, %none_715, %none_716, %int6_717, %cpu_718, %int0_719 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_720 = torch.constant.int 5
    %405 = torch.prims.convert_element_type %404, %int5_720 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_721 = torch.constant.int 2
    %406 = torch.aten.unsqueeze %402, %int2_721 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_722 = torch.constant.int 2
    %407 = torch.aten.unsqueeze %405, %int2_722 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_723 = torch.constant.none
    %none_724 = torch.constant.none
    %int5_725 = torch.constant.int 5
    %cpu_726 = torch.constant.device "cpu"
    %int0_727 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %406, %none_723, %none_724, %int5_725, %cpu_726, %int0_727 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_728 = torch.constant.none
    %none_729 = torch.constant.none
    %int5_730 = torch.constant.int 5
    %cpu_731 = torch.constant.device "cpu"
    %int0_732 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %407, %none_728, %none_729, %int5_730, %cpu_731, %int0_732 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_733 = torch.constant.none
    %none_734 = torch.constant.none
    %int5_735 = torch.constant.int 5
    %cpu_736 = torch.constant.device "cpu"
    %int0_737 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %337, %none_733, %none_734, %int5_735, %cpu_736, %int0_737 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_738 = torch.constant.int 3
    %int0_739 = torch.constant.int 0
    %int64_740 = torch.constant.int 64
    %int1_741 = torch.constant.int 1
    %408 = torch.aten.slice.Tensor %337, %int3_738, %int0_739, %int64_740, %int1_741 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_742 = torch.constant.int 3
    %int64_743 = torch.constant.int 64
    %int9223372036854775807_744 = torch.constant.int 9223372036854775807
    %int1_745 = torch.constant.int 1
    %409 = torch.aten.slice.Tensor %337, %int3_742, %int64_743, %int9223372036854775807_744, %int1_745 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %410 = torch.aten.mul.Tensor %408, %406 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %411 = torch.aten.mul.Tensor %409, %407 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_746 = torch.constant.int 1
    %412 = torch.aten.sub.Tensor %410, %411, %int1_746 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %413 = torch.aten.mul.Tensor %409, %406 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %414 = torch.aten.mul.Tensor %408, %407 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_747 = torch.constant.int 1
    %415 = torch.aten.add.Tensor %413, %414, %int1_747 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %416 = torch_c.to_builtin_tensor %412 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_748 = tensor.cast %416 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %417 = torch_c.to_builtin_tensor %415 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_749 = tensor.cast %417 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %418 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_748, %cast_749) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_750 = tensor.cast %418 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %419 = torch_c.from_builtin_tensor %cast_750 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_751 = torch.constant.int 1
    %int1_752 = torch.constant.int 1
    %int8_753 = torch.constant.int 8
    %int128_754 = torch.constant.int 128
    %420 = torch.prim.ListConstruct %int1_751, %int1_752, %int8_753, %int128_754 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %421 = torch.aten.view %419, %420 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_755 = torch.constant.none
    %none_756 = torch.constant.none
    %int5_757 = torch.constant.int 5
    %cpu_758 = torch.constant.device "cpu"
    %int0_759 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %421, %none_755, %none_756, %int5_757, %cpu_758, %int0_759 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int32_760 = torch.constant.int 32
    %422 = torch.aten.floor_divide.Scalar %arg2, %int32_760 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_761 = torch.constant.int 1
    %423 = torch.aten.unsqueeze %422, %int1_761 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_762 = torch.constant.int 1
    %false_763 = torch.constant.bool false
    %424 = torch.aten.gather %arg3, %int1_762, %423, %false_763 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_764 = torch.constant.int 1
    %int1_765 = torch.constant.int 1
    %int1_766 = torch.constant.int 1
    %425 = torch.prim.ListConstruct %int1_764, %int1_765, %int1_766 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %426 = torch.aten.view %424, %425 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_767 = torch.constant.int 32
    %427 = torch.aten.remainder.Scalar %arg2, %int32_767 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_768 = torch.constant.int 1
    %int1_769 = torch.constant.int 1
    %int1_770 = torch.constant.int 1
    %428 = torch.prim.ListConstruct %int1_768, %int1_769, %int1_770 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %429 = torch.aten.view %427, %428 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_771 = torch.constant.int 8
    %none_772 = torch.constant.none
    %none_773 = torch.constant.none
    %cpu_774 = torch.constant.device "cpu"
    %false_775 = torch.constant.bool false
    %430 = torch.aten.arange %int8_771, %none_772, %none_773, %cpu_774, %false_775 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_776 = torch.constant.int 1
    %int1_777 = torch.constant.int 1
    %int8_778 = torch.constant.int 8
    %431 = torch.prim.ListConstruct %int1_776, %int1_777, %int8_778 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %432 = torch.aten.view %430, %431 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_779 = torch.constant.none
    %433 = torch.aten.clone %20, %none_779 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_780 = torch.constant.int 1
    %int1_781 = torch.constant.int 1
    %int1_782 = torch.constant.int 1
    %434 = torch.prim.ListConstruct %int1_780, %int1_781, %int1_782 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %435 = torch.aten.view %433, %434 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_783 = torch.constant.int 2
    %436 = torch.aten.mul.Scalar %426, %int2_783 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_784 = torch.constant.int 1
    %int1_785 = torch.constant.int 1
    %437 = torch.aten.add.Scalar %436, %int1_784, %int1_785 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_786 = torch.constant.int 2
    %438 = torch.aten.mul.Scalar %437, %int2_786 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_787 = torch.constant.int 1
    %439 = torch.aten.add.Tensor %438, %435, %int1_787 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_788 = torch.constant.int 8
    %440 = torch.aten.mul.Scalar %439, %int8_788 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_789 = torch.constant.int 1
    %441 = torch.aten.add.Tensor %440, %432, %int1_789 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_790 = torch.constant.int 32
    %442 = torch.aten.mul.Scalar %441, %int32_790 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_791 = torch.constant.int 1
    %443 = torch.aten.add.Tensor %442, %429, %int1_791 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_792 = torch.constant.none
    %none_793 = torch.constant.none
    %int5_794 = torch.constant.int 5
    %cpu_795 = torch.constant.device "cpu"
    %int0_796 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %421, %none_792, %none_793, %int5_794, %cpu_795, %int0_796 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_797 = torch.constant.int 2
    %int2_798 = torch.constant.int 2
    %int8_799 = torch.constant.int 8
    %int32_800 = torch.constant.int 32
    %int128_801 = torch.constant.int 128
    %444 = torch.prim.ListConstruct %41, %int2_797, %int2_798, %int8_799, %int32_800, %int128_801 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %445 = torch.aten.view %215, %444 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %445, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int128_802 = torch.constant.int 128
    %446 = torch.prim.ListConstruct %164, %int128_802 : (!torch.int, !torch.int) -> !torch.list<int>
    %447 = torch.aten.view %445, %446 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %447, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %448 = torch.prim.ListConstruct %443 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_803 = torch.constant.bool false
    %449 = torch.aten.index_put %447, %448, %421, %false_803 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %449, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %int2_804 = torch.constant.int 2
    %int2_805 = torch.constant.int 2
    %int8_806 = torch.constant.int 8
    %int32_807 = torch.constant.int 32
    %int128_808 = torch.constant.int 128
    %450 = torch.prim.ListConstruct %41, %int2_804, %int2_805, %int8_806, %int32_807, %int128_808 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %451 = torch.aten.view %449, %450 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %451, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_809 = torch.constant.int 131072
    %452 = torch.prim.ListConstruct %41, %int131072_809 : (!torch.int, !torch.int) -> !torch.list<int>
    %453 = torch.aten.view %451, %452 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.bind_symbolic_shape %453, [%39], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %int2_810 = torch.constant.int 2
    %int2_811 = torch.constant.int 2
    %int8_812 = torch.constant.int 8
    %int32_813 = torch.constant.int 32
    %int128_814 = torch.constant.int 128
    %454 = torch.prim.ListConstruct %41, %int2_810, %int2_811, %int8_812, %int32_813, %int128_814 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %455 = torch.aten.view %453, %454 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %455, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int128_815 = torch.constant.int 128
    %456 = torch.prim.ListConstruct %164, %int128_815 : (!torch.int, !torch.int) -> !torch.list<int>
    %457 = torch.aten.view %455, %456 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %457, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %none_816 = torch.constant.none
    %458 = torch.aten.clone %21, %none_816 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_817 = torch.constant.int 1
    %int1_818 = torch.constant.int 1
    %int1_819 = torch.constant.int 1
    %459 = torch.prim.ListConstruct %int1_817, %int1_818, %int1_819 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %460 = torch.aten.view %458, %459 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_820 = torch.constant.int 2
    %461 = torch.aten.mul.Scalar %426, %int2_820 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_821 = torch.constant.int 1
    %int1_822 = torch.constant.int 1
    %462 = torch.aten.add.Scalar %461, %int1_821, %int1_822 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_823 = torch.constant.int 2
    %463 = torch.aten.mul.Scalar %462, %int2_823 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_824 = torch.constant.int 1
    %464 = torch.aten.add.Tensor %463, %460, %int1_824 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_825 = torch.constant.int 8
    %465 = torch.aten.mul.Scalar %464, %int8_825 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_826 = torch.constant.int 1
    %466 = torch.aten.add.Tensor %465, %432, %int1_826 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_827 = torch.constant.int 32
    %467 = torch.aten.mul.Scalar %466, %int32_827 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_828 = torch.constant.int 1
    %468 = torch.aten.add.Tensor %467, %429, %int1_828 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_829 = torch.constant.none
    %none_830 = torch.constant.none
    %int5_831 = torch.constant.int 5
    %cpu_832 = torch.constant.device "cpu"
    %int0_833 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %339, %none_829, %none_830, %int5_831, %cpu_832, %int0_833 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %469 = torch.prim.ListConstruct %468 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_834 = torch.constant.bool false
    %470 = torch.aten.index_put %457, %469, %339, %false_834 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %470, [%39], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f16>
    %int2_835 = torch.constant.int 2
    %int2_836 = torch.constant.int 2
    %int8_837 = torch.constant.int 8
    %int32_838 = torch.constant.int 32
    %int128_839 = torch.constant.int 128
    %471 = torch.prim.ListConstruct %41, %int2_835, %int2_836, %int8_837, %int32_838, %int128_839 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %472 = torch.aten.view %470, %471 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %472, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %int131072_840 = torch.constant.int 131072
    %473 = torch.prim.ListConstruct %41, %int131072_840 : (!torch.int, !torch.int) -> !torch.list<int>
    %474 = torch.aten.view %472, %473 : !torch.vtensor<[?,2,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,131072],f16>
    torch.overwrite.tensor.contents %474 overwrites %arg4 : !torch.vtensor<[?,131072],f16>, !torch.tensor<[?,131072],f16>
    torch.bind_symbolic_shape %474, [%39], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f16>
    %none_841 = torch.constant.none
    %475 = torch.aten.clone %22, %none_841 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_842 = torch.constant.none
    %476 = torch.aten.clone %23, %none_842 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_843 = torch.constant.none
    %477 = torch.aten.clone %24, %none_843 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int2_844 = torch.constant.int 2
    %int2_845 = torch.constant.int 2
    %int8_846 = torch.constant.int 8
    %int32_847 = torch.constant.int 32
    %int128_848 = torch.constant.int 128
    %478 = torch.prim.ListConstruct %41, %int2_844, %int2_845, %int8_846, %int32_847, %int128_848 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %479 = torch.aten.view %474, %478 : !torch.vtensor<[?,131072],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f16>
    torch.bind_symbolic_shape %479, [%39], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f16>
    %480 = torch_c.to_builtin_tensor %479 : !torch.vtensor<[?,2,2,8,32,128],f16> -> tensor<?x2x2x8x32x128xf16>
    %481 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_849 = tensor.cast %481 : tensor<1x?xi64> to tensor<?x?xi64>
    %482 = torch_c.to_builtin_tensor %475 : !torch.vtensor<[],si64> -> tensor<i64>
    %483 = torch_c.to_builtin_tensor %476 : !torch.vtensor<[],si64> -> tensor<i64>
    %484 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%480, %cast_849, %482, %483) : (tensor<?x2x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_850 = tensor.cast %484 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %485 = torch_c.from_builtin_tensor %cast_850 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %485, [%38], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %486 = torch_c.to_builtin_tensor %479 : !torch.vtensor<[?,2,2,8,32,128],f16> -> tensor<?x2x2x8x32x128xf16>
    %487 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_851 = tensor.cast %487 : tensor<1x?xi64> to tensor<?x?xi64>
    %488 = torch_c.to_builtin_tensor %475 : !torch.vtensor<[],si64> -> tensor<i64>
    %489 = torch_c.to_builtin_tensor %477 : !torch.vtensor<[],si64> -> tensor<i64>
    %490 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%486, %cast_851, %488, %489) : (tensor<?x2x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_852 = tensor.cast %490 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %491 = torch_c.from_builtin_tensor %cast_852 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %491, [%38], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %int2_853 = torch.constant.int 2
    %int3_854 = torch.constant.int 3
    %492 = torch.aten.transpose.int %485, %int2_853, %int3_854 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %492, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int0_855 = torch.constant.int 0
    %493 = torch.aten.clone %492, %int0_855 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %493, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_856 = torch.constant.int 1
    %int8_857 = torch.constant.int 8
    %int128_858 = torch.constant.int 128
    %494 = torch.prim.ListConstruct %int1_856, %234, %int8_857, %int128_858 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %495 = torch.aten._unsafe_view %493, %494 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %495, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int2_859 = torch.constant.int 2
    %int3_860 = torch.constant.int 3
    %496 = torch.aten.transpose.int %491, %int2_859, %int3_860 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %496, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int0_861 = torch.constant.int 0
    %497 = torch.aten.clone %496, %int0_861 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %497, [%38], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_862 = torch.constant.int 1
    %int8_863 = torch.constant.int 8
    %int128_864 = torch.constant.int 128
    %498 = torch.prim.ListConstruct %int1_862, %234, %int8_863, %int128_864 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %499 = torch.aten._unsafe_view %497, %498 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %499, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_865 = torch.constant.int 0
    %int1_866 = torch.constant.int 1
    %none_867 = torch.constant.none
    %none_868 = torch.constant.none
    %cpu_869 = torch.constant.device "cpu"
    %false_870 = torch.constant.bool false
    %500 = torch.aten.arange.start_step %int0_865, %234, %int1_866, %none_867, %none_868, %cpu_869, %false_870 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %500, [%38], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_871 = torch.constant.int -1
    %501 = torch.aten.unsqueeze %arg1, %int-1_871 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %502 = torch.aten.ge.Tensor %500, %501 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %502, [%38], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_872 = torch.constant.none
    %503 = torch.aten.clone %25, %none_872 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_873 = torch.constant.int 0
    %504 = torch.aten.where.ScalarOther %502, %503, %int0_873 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %504, [%38], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_874 = torch.constant.none
    %none_875 = torch.constant.none
    %int5_876 = torch.constant.int 5
    %cpu_877 = torch.constant.device "cpu"
    %int0_878 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %504, %none_874, %none_875, %int5_876, %cpu_877, %int0_878 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_879 = torch.constant.int 1
    %505 = torch.aten.unsqueeze %504, %int1_879 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %505, [%38], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_880 = torch.constant.int 1
    %506 = torch.aten.unsqueeze %505, %int1_880 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %506, [%38], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_881 = torch.constant.none
    %none_882 = torch.constant.none
    %int5_883 = torch.constant.int 5
    %cpu_884 = torch.constant.device "cpu"
    %int0_885 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %506, %none_881, %none_882, %int5_883, %cpu_884, %int0_885 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_886 = torch.constant.int -2
    %507 = torch.aten.unsqueeze %495, %int-2_886 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %507, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_887 = torch.constant.int 1
    %int8_888 = torch.constant.int 8
    %int4_889 = torch.constant.int 4
    %int128_890 = torch.constant.int 128
    %508 = torch.prim.ListConstruct %int1_887, %234, %int8_888, %int4_889, %int128_890 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_891 = torch.constant.bool false
    %509 = torch.aten.expand %507, %508, %false_891 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %509, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_892 = torch.constant.int 0
    %510 = torch.aten.clone %509, %int0_892 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %510, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_893 = torch.constant.int 1
    %int32_894 = torch.constant.int 32
    %int128_895 = torch.constant.int 128
    %511 = torch.prim.ListConstruct %int1_893, %234, %int32_894, %int128_895 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %512 = torch.aten._unsafe_view %510, %511 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %512, [%38], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_896 = torch.constant.int -2
    %513 = torch.aten.unsqueeze %499, %int-2_896 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %513, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_897 = torch.constant.int 1
    %int8_898 = torch.constant.int 8
    %int4_899 = torch.constant.int 4
    %int128_900 = torch.constant.int 128
    %514 = torch.prim.ListConstruct %int1_897, %234, %int8_898, %int4_899, %int128_900 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_901 = torch.constant.bool false
    %515 = torch.aten.expand %513, %514, %false_901 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %515, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_902 = torch.constant.int 0
    %516 = torch.aten.clone %515, %int0_902 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %516, [%38], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_903 = torch.constant.int 1
    %int32_904 = torch.constant.int 32
    %int128_905 = torch.constant.int 128
    %517 = torch.prim.ListConstruct %int1_903, %234, %int32_904, %int128_905 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %518 = torch.aten._unsafe_view %516, %517 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %518, [%38], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_906 = torch.constant.int 1
    %int2_907 = torch.constant.int 2
    %519 = torch.aten.transpose.int %380, %int1_906, %int2_907 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,1,128],f16>
    %int1_908 = torch.constant.int 1
    %int2_909 = torch.constant.int 2
    %520 = torch.aten.transpose.int %512, %int1_908, %int2_909 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %520, [%38], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_910 = torch.constant.int 1
    %int2_911 = torch.constant.int 2
    %521 = torch.aten.transpose.int %518, %int1_910, %int2_911 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %521, [%38], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %float0.000000e00_912 = torch.constant.float 0.000000e+00
    %false_913 = torch.constant.bool false
    %none_914 = torch.constant.none
    %false_915 = torch.constant.bool false
    %522 = torch.aten.scaled_dot_product_attention %519, %520, %521, %506, %float0.000000e00_912, %false_913, %none_914, %false_915 : !torch.vtensor<[1,32,1,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,32,1,128],f16>
    %int1_916 = torch.constant.int 1
    %int2_917 = torch.constant.int 2
    %523 = torch.aten.transpose.int %522, %int1_916, %int2_917 : !torch.vtensor<[1,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,128],f16>
    %int1_918 = torch.constant.int 1
    %int1_919 = torch.constant.int 1
    %int4096_920 = torch.constant.int 4096
    %524 = torch.prim.ListConstruct %int1_918, %int1_919, %int4096_920 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %525 = torch.aten.view %523, %524 : !torch.vtensor<[1,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_921 = torch.constant.int -2
    %int-1_922 = torch.constant.int -1
    %526 = torch.aten.transpose.int %30, %int-2_921, %int-1_922 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_923 = torch.constant.none
    %none_924 = torch.constant.none
    %int5_925 = torch.constant.int 5
    %cpu_926 = torch.constant.device "cpu"
    %int0_927 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %526, %none_923, %none_924, %int5_925, %cpu_926, %int0_927 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_928 = torch.constant.int 1
    %int4096_929 = torch.constant.int 4096
    %527 = torch.prim.ListConstruct %int1_928, %int4096_929 : (!torch.int, !torch.int) -> !torch.list<int>
    %528 = torch.aten.view %525, %527 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %529 = torch.aten.matmul %528, %526 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_930 = torch.constant.int 1
    %int1_931 = torch.constant.int 1
    %int4096_932 = torch.constant.int 4096
    %530 = torch.prim.ListConstruct %int1_930, %int1_931, %int4096_932 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %531 = torch.aten.view %529, %530 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %none_933 = torch.constant.none
    %none_934 = torch.constant.none
    %int5_935 = torch.constant.int 5
    %cpu_936 = torch.constant.device "cpu"
    %int0_937 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %531, %none_933, %none_934, %int5_935, %cpu_936, %int0_937 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_938 = torch.constant.int 1
    %532 = torch.aten.add.Tensor %305, %531, %int1_938 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_939 = torch.constant.none
    %none_940 = torch.constant.none
    %int5_941 = torch.constant.int 5
    %cpu_942 = torch.constant.device "cpu"
    %int0_943 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %532, %none_939, %none_940, %int5_941, %cpu_942, %int0_943 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_944 = torch.constant.int 6
    %533 = torch.prims.convert_element_type %532, %int6_944 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_945 = torch.constant.int 2
    %534 = torch.aten.pow.Tensor_Scalar %533, %int2_945 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_946 = torch.constant.int -1
    %535 = torch.prim.ListConstruct %int-1_946 : (!torch.int) -> !torch.list<int>
    %true_947 = torch.constant.bool true
    %none_948 = torch.constant.none
    %536 = torch.aten.mean.dim %534, %535, %true_947, %none_948 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_949 = torch.constant.float 1.000000e-05
    %int1_950 = torch.constant.int 1
    %537 = torch.aten.add.Scalar %536, %float1.000000e-05_949, %int1_950 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %538 = torch.aten.rsqrt %537 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %539 = torch.aten.mul.Tensor %533, %538 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_951 = torch.constant.none
    %none_952 = torch.constant.none
    %int6_953 = torch.constant.int 6
    %cpu_954 = torch.constant.device "cpu"
    %int0_955 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %539, %none_951, %none_952, %int6_953, %cpu_954, %int0_955 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_956 = torch.constant.int 5
    %540 = torch.prims.convert_element_type %539, %int5_956 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %541 = torch.aten.mul.Tensor %31, %540 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_957 = torch.constant.none
    %none_958 = torch.constant.none
    %int6_959 = torch.constant.int 6
    %cpu_960 = torch.constant.device "cpu"
    %int0_961 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %541, %none_957, %none_958, %int6_959, %cpu_960, %int0_961 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_962 = torch.constant.int 5
    %542 = torch.prims.convert_element_type %541, %int5_962 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_963 = torch.constant.int -2
    %int-1_964 = torch.constant.int -1
    %543 = torch.aten.transpose.int %32, %int-2_963, %int-1_964 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_965 = torch.constant.none
    %none_966 = torch.constant.none
    %int5_967 = torch.constant.int 5
    %cpu_968 = torch.constant.device "cpu"
    %int0_969 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %543, %none_965, %none_966, %int5_967, %cpu_968, %int0_969 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_970 = torch.constant.int 1
    %int4096_971 = torch.constant.int 4096
    %544 = torch.prim.ListConstruct %int1_970, %int4096_971 : (!torch.int, !torch.int) -> !torch.list<int>
    %545 = torch.aten.view %542, %544 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %546 = torch.aten.matmul %545, %543 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_972 = torch.constant.int 1
    %int1_973 = torch.constant.int 1
    %int14336_974 = torch.constant.int 14336
    %547 = torch.prim.ListConstruct %int1_972, %int1_973, %int14336_974 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %548 = torch.aten.view %546, %547 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %549 = torch.aten.silu %548 : !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_975 = torch.constant.int -2
    %int-1_976 = torch.constant.int -1
    %550 = torch.aten.transpose.int %33, %int-2_975, %int-1_976 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_977 = torch.constant.none
    %none_978 = torch.constant.none
    %int5_979 = torch.constant.int 5
    %cpu_980 = torch.constant.device "cpu"
    %int0_981 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %550, %none_977, %none_978, %int5_979, %cpu_980, %int0_981 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_982 = torch.constant.int 1
    %int4096_983 = torch.constant.int 4096
    %551 = torch.prim.ListConstruct %int1_982, %int4096_983 : (!torch.int, !torch.int) -> !torch.list<int>
    %552 = torch.aten.view %542, %551 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %553 = torch.aten.matmul %552, %550 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_984 = torch.constant.int 1
    %int1_985 = torch.constant.int 1
    %int14336_986 = torch.constant.int 14336
    %554 = torch.prim.ListConstruct %int1_984, %int1_985, %int14336_986 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %555 = torch.aten.view %553, %554 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %556 = torch.aten.mul.Tensor %549, %555 : !torch.vtensor<[1,1,14336],f16>, !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_987 = torch.constant.int -2
    %int-1_988 = torch.constant.int -1
    %557 = torch.aten.transpose.int %34, %int-2_987, %int-1_988 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_989 = torch.constant.none
    %none_990 = torch.constant.none
    %int5_991 = torch.constant.int 5
    %cpu_992 = torch.constant.device "cpu"
    %int0_993 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %557, %none_989, %none_990, %int5_991, %cpu_992, %int0_993 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_994 = torch.constant.int 1
    %int14336_995 = torch.constant.int 14336
    %558 = torch.prim.ListConstruct %int1_994, %int14336_995 : (!torch.int, !torch.int) -> !torch.list<int>
    %559 = torch.aten.view %556, %558 : !torch.vtensor<[1,1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,14336],f16>
    %560 = torch.aten.matmul %559, %557 : !torch.vtensor<[1,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_996 = torch.constant.int 1
    %int1_997 = torch.constant.int 1
    %int4096_998 = torch.constant.int 4096
    %561 = torch.prim.ListConstruct %int1_996, %int1_997, %int4096_998 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %562 = torch.aten.view %560, %561 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int1_999 = torch.constant.int 1
    %563 = torch.aten.add.Tensor %532, %562, %int1_999 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_1000 = torch.constant.none
    %none_1001 = torch.constant.none
    %int5_1002 = torch.constant.int 5
    %cpu_1003 = torch.constant.device "cpu"
    %int0_1004 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %563, %none_1000, %none_1001, %int5_1002, %cpu_1003, %int0_1004 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_1005 = torch.constant.none
    %none_1006 = torch.constant.none
    %int5_1007 = torch.constant.int 5
    %cpu_1008 = torch.constant.device "cpu"
    %int0_1009 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %563, %none_1005, %none_1006, %int5_1007, %cpu_1008, %int0_1009 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1010 = torch.constant.int 6
    %564 = torch.prims.convert_element_type %563, %int6_1010 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_1011 = torch.constant.int 2
    %565 = torch.aten.pow.Tensor_Scalar %564, %int2_1011 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_1012 = torch.constant.int -1
    %566 = torch.prim.ListConstruct %int-1_1012 : (!torch.int) -> !torch.list<int>
    %true_1013 = torch.constant.bool true
    %none_1014 = torch.constant.none
    %567 = torch.aten.mean.dim %565, %566, %true_1013, %none_1014 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_1015 = torch.constant.float 1.000000e-05
    %int1_1016 = torch.constant.int 1
    %568 = torch.aten.add.Scalar %567, %float1.000000e-05_1015, %int1_1016 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %569 = torch.aten.rsqrt %568 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %570 = torch.aten.mul.Tensor %564, %569 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_1017 = torch.constant.none
    %none_1018 = torch.constant.none
    %int6_1019 = torch.constant.int 6
    %cpu_1020 = torch.constant.device "cpu"
    %int0_1021 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %570, %none_1017, %none_1018, %int6_1019, %cpu_1020, %int0_1021 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1022 = torch.constant.int 5
    %571 = torch.prims.convert_element_type %570, %int5_1022 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %572 = torch.aten.mul.Tensor %35, %571 : !torch.vtensor<[1,4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_1023 = torch.constant.none
    %none_1024 = torch.constant.none
    %int6_1025 = torch.constant.int 6
    %cpu_1026 = torch.constant.device "cpu"
    %int0_1027 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %572, %none_1023, %none_1024, %int6_1025, %cpu_1026, %int0_1027 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1028 = torch.constant.int 5
    %573 = torch.prims.convert_element_type %572, %int5_1028 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_1029 = torch.constant.int -2
    %int-1_1030 = torch.constant.int -1
    %574 = torch.aten.transpose.int %36, %int-2_1029, %int-1_1030 : !torch.vtensor<[128256,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,128256],f16>
    %none_1031 = torch.constant.none
    %none_1032 = torch.constant.none
    %int5_1033 = torch.constant.int 5
    %cpu_1034 = torch.constant.device "cpu"
    %int0_1035 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %574, %none_1031, %none_1032, %int5_1033, %cpu_1034, %int0_1035 : !torch.vtensor<[4096,128256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_1036 = torch.constant.int 1
    %int4096_1037 = torch.constant.int 4096
    %575 = torch.prim.ListConstruct %int1_1036, %int4096_1037 : (!torch.int, !torch.int) -> !torch.list<int>
    %576 = torch.aten.view %573, %575 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %577 = torch.aten.matmul %576, %574 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,128256],f16> -> !torch.vtensor<[1,128256],f16>
    %int1_1038 = torch.constant.int 1
    %int1_1039 = torch.constant.int 1
    %int128256 = torch.constant.int 128256
    %578 = torch.prim.ListConstruct %int1_1038, %int1_1039, %int128256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %579 = torch.aten.view %577, %578 : !torch.vtensor<[1,128256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128256],f16>
    return %579 : !torch.vtensor<[1,1,128256],f16>
  }
  util.func private @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%arg0: tensor<?x?x?x?xf16>, %arg1: tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?x?xf16>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?x?xf16>
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?x?xf16>
    %dim_2 = tensor.dim %arg0, %c3 : tensor<?x?x?x?xf16>
    %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x2x?xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) outs(%0 : tensor<?x?x?x2x?xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %2 = linalg.index 3 : index
      %3 = arith.cmpi eq, %2, %c0 : index
      %4 = arith.select %3, %in, %in_3 : f16
      linalg.yield %4 : f16
    } -> tensor<?x?x?x2x?xf16>
    util.return %1 : tensor<?x?x?x2x?xf16>
  }
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%arg0: tensor<?x2x2x8x32x128xf16>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x8x32x128xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x2x2x8x32x128xf16>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 8, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x2x2x8x32x128xf16> to tensor<?x8x32x128xf16>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x8x32x128xf16>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x8x32x128xf16>, tensor<?x?xi64>) outs(%2 : tensor<?x?x8x32x128xf16>) -> tensor<?x?x8x32x128xf16>
    util.return %3 : tensor<?x?x8x32x128xf16>
  }
}
