#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module @module {
  util.global private @__auto.token_embd.weight = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<256x64xf16>
  util.global private @__auto.blk.0.attn_norm.weight = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<64xf32>
  util.global private @__auto.blk.0.attn_q.weight = #flow.parameter.named<"model"::"blk.0.attn_q.weight"> : tensor<64x64xf16>
  util.global private @__auto.blk.0.attn_k.weight = #flow.parameter.named<"model"::"blk.0.attn_k.weight"> : tensor<32x64xf16>
  util.global private @__auto.blk.0.attn_v.weight = #flow.parameter.named<"model"::"blk.0.attn_v.weight"> : tensor<32x64xf16>
  util.global private @__auto.blk.0.attn_output.weight = #flow.parameter.named<"model"::"blk.0.attn_output.weight"> : tensor<64x64xf16>
  util.global private @__auto.blk.0.ffn_norm.weight = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<64xf32>
  util.global private @__auto.blk.0.ffn_gate.weight = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight"> : tensor<128x64xf16>
  util.global private @__auto.blk.0.ffn_up.weight = #flow.parameter.named<"model"::"blk.0.ffn_up.weight"> : tensor<128x64xf16>
  util.global private @__auto.blk.0.ffn_down.weight = #flow.parameter.named<"model"::"blk.0.ffn_down.weight"> : tensor<64x128xf16>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x64xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<256x64xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,2048],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x64xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<64xf32>
    %4 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %__auto.blk.0.attn_q.weight = util.global.load @__auto.blk.0.attn_q.weight : tensor<64x64xf16>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %__auto.blk.0.attn_k.weight = util.global.load @__auto.blk.0.attn_k.weight : tensor<32x64xf16>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %__auto.blk.0.attn_v.weight = util.global.load @__auto.blk.0.attn_v.weight : tensor<32x64xf16>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %__auto.blk.0.attn_output.weight = util.global.load @__auto.blk.0.attn_output.weight : tensor<64x64xf16>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<64xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %__auto.blk.0.ffn_gate.weight = util.global.load @__auto.blk.0.ffn_gate.weight : tensor<128x64xf16>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %__auto.blk.0.ffn_up.weight = util.global.load @__auto.blk.0.ffn_up.weight : tensor<128x64xf16>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %__auto.blk.0.ffn_down.weight = util.global.load @__auto.blk.0.ffn_down.weight : tensor<64x128xf16>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x64xf32>
    %13 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x64xf32> -> !torch.vtensor<[1,64],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x64xf16>
    %14 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %15 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,2048],f16>
    %16 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 480} : !torch.int
    %17 = torch.symbolic_int "s23" {min_val = 2, max_val = 15} : !torch.int
    %18 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %15, [%18], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %int1 = torch.constant.int 1
    %19 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %20 = torch.aten.size.int %15, %int0 : !torch.vtensor<[?,2048],f16>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %21 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[256,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %22 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[256,64],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %22, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %22, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %23 = torch.prims.convert_element_type %22, %int6 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %23, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int2 = torch.constant.int 2
    %24 = torch.aten.pow.Tensor_Scalar %23, %int2 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %24, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int-1_9 = torch.constant.int -1
    %25 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %26 = torch.aten.mean.dim %24, %25, %true, %none_10 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %26, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %27 = torch.aten.add.Scalar %26, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %27, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %28 = torch.aten.rsqrt %27 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %28, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %29 = torch.aten.mul.Tensor %23, %28 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %29, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %29, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %30 = torch.prims.convert_element_type %29, %int5_17 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %30, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %31 = torch.aten.mul.Tensor %4, %30 : !torch.vtensor<[64],f32>, !torch.vtensor<[1,?,64],f16> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %31, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %31, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %32 = torch.prims.convert_element_type %31, %int5_23 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %32, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int-2 = torch.constant.int -2
    %int-1_24 = torch.constant.int -1
    %33 = torch.aten.transpose.int %5, %int-2, %int-1_24 : !torch.vtensor<[64,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,64],f16>
    %none_25 = torch.constant.none
    %none_26 = torch.constant.none
    %int5_27 = torch.constant.int 5
    %cpu_28 = torch.constant.device "cpu"
    %int0_29 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %33, %none_25, %none_26, %int5_27, %cpu_28, %int0_29 : !torch.vtensor<[64,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64 = torch.constant.int 64
    %34 = torch.prim.ListConstruct %21, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.view %32, %34 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %35, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %36 = torch.aten.matmul %35, %33 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,64],f16> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %36, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %int1_30 = torch.constant.int 1
    %int64_31 = torch.constant.int 64
    %37 = torch.prim.ListConstruct %int1_30, %21, %int64_31 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.view %36, %37 : !torch.vtensor<[?,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %38, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int-2_32 = torch.constant.int -2
    %int-1_33 = torch.constant.int -1
    %39 = torch.aten.transpose.int %6, %int-2_32, %int-1_33 : !torch.vtensor<[32,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,32],f16>
    %none_34 = torch.constant.none
    %none_35 = torch.constant.none
    %int5_36 = torch.constant.int 5
    %cpu_37 = torch.constant.device "cpu"
    %int0_38 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_34, %none_35, %int5_36, %cpu_37, %int0_38 : !torch.vtensor<[64,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_39 = torch.constant.int 64
    %40 = torch.prim.ListConstruct %21, %int64_39 : (!torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %32, %40 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %41, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %42 = torch.aten.matmul %41, %39 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,32],f16> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %42, [%17], affine_map<()[s0] -> (s0 * 32, 32)> : !torch.vtensor<[?,32],f16>
    %int1_40 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %43 = torch.prim.ListConstruct %int1_40, %21, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[?,32],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32],f16>
    torch.bind_symbolic_shape %44, [%17], affine_map<()[s0] -> (1, s0 * 32, 32)> : !torch.vtensor<[1,?,32],f16>
    %int-2_41 = torch.constant.int -2
    %int-1_42 = torch.constant.int -1
    %45 = torch.aten.transpose.int %7, %int-2_41, %int-1_42 : !torch.vtensor<[32,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,32],f16>
    %none_43 = torch.constant.none
    %none_44 = torch.constant.none
    %int5_45 = torch.constant.int 5
    %cpu_46 = torch.constant.device "cpu"
    %int0_47 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %45, %none_43, %none_44, %int5_45, %cpu_46, %int0_47 : !torch.vtensor<[64,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_48 = torch.constant.int 64
    %46 = torch.prim.ListConstruct %21, %int64_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %32, %46 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %47, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %48 = torch.aten.matmul %47, %45 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,32],f16> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %48, [%17], affine_map<()[s0] -> (s0 * 32, 32)> : !torch.vtensor<[?,32],f16>
    %int1_49 = torch.constant.int 1
    %int32_50 = torch.constant.int 32
    %49 = torch.prim.ListConstruct %int1_49, %21, %int32_50 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[?,32],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32],f16>
    torch.bind_symbolic_shape %50, [%17], affine_map<()[s0] -> (1, s0 * 32, 32)> : !torch.vtensor<[1,?,32],f16>
    %int1_51 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int16 = torch.constant.int 16
    %51 = torch.prim.ListConstruct %int1_51, %21, %int4, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.aten.view %38, %51 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %52, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int1_52 = torch.constant.int 1
    %int2_53 = torch.constant.int 2
    %int16_54 = torch.constant.int 16
    %53 = torch.prim.ListConstruct %int1_52, %21, %int2_53, %int16_54 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %44, %53 : !torch.vtensor<[1,?,32],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f16>
    torch.bind_symbolic_shape %54, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
    %int1_55 = torch.constant.int 1
    %int2_56 = torch.constant.int 2
    %int16_57 = torch.constant.int 16
    %55 = torch.prim.ListConstruct %int1_55, %21, %int2_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %50, %55 : !torch.vtensor<[1,?,32],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f16>
    torch.bind_symbolic_shape %56, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
    %int0_58 = torch.constant.int 0
    %none_59 = torch.constant.none
    %none_60 = torch.constant.none
    %cpu_61 = torch.constant.device "cpu"
    %false_62 = torch.constant.bool false
    %57 = torch.aten.arange.start %int0_58, %21, %none_59, %none_60, %cpu_61, %false_62 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %57, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_63 = torch.constant.int 0
    %58 = torch.aten.unsqueeze %57, %int0_63 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %58, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_64 = torch.constant.int 0
    %int16_65 = torch.constant.int 16
    %int2_66 = torch.constant.int 2
    %none_67 = torch.constant.none
    %none_68 = torch.constant.none
    %cpu_69 = torch.constant.device "cpu"
    %false_70 = torch.constant.bool false
    %59 = torch.aten.arange.start_step %int0_64, %int16_65, %int2_66, %none_67, %none_68, %cpu_69, %false_70 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %none_71 = torch.constant.none
    %none_72 = torch.constant.none
    %int4_73 = torch.constant.int 4
    %cpu_74 = torch.constant.device "cpu"
    %int0_75 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_71, %none_72, %int4_73, %cpu_74, %int0_75 : !torch.vtensor<[8],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_76 = torch.constant.int 6
    %60 = torch.prims.convert_element_type %59, %int6_76 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[8],f32>
    %int16_77 = torch.constant.int 16
    %61 = torch.aten.div.Scalar %60, %int16_77 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %62 = torch.aten.pow.Scalar %float5.000000e05, %61 : !torch.float, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %63 = torch.aten.reciprocal %62 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %64 = torch.aten.mul.Scalar %63, %float1.000000e00 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
    %none_78 = torch.constant.none
    %65 = torch.aten.clone %1, %none_78 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_79 = torch.constant.int 0
    %66 = torch.aten.unsqueeze %64, %int0_79 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[1,8],f32>
    %int2_80 = torch.constant.int 2
    %67 = torch.aten.unsqueeze %66, %int2_80 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8,1],f32>
    %none_81 = torch.constant.none
    %none_82 = torch.constant.none
    %int6_83 = torch.constant.int 6
    %cpu_84 = torch.constant.device "cpu"
    %int0_85 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %67, %none_81, %none_82, %int6_83, %cpu_84, %int0_85 : !torch.vtensor<[1,8,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_86 = torch.constant.int 1
    %int-1_87 = torch.constant.int -1
    %int1_88 = torch.constant.int 1
    %68 = torch.prim.ListConstruct %int1_86, %int-1_87, %int1_88 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_89 = torch.constant.bool false
    %69 = torch.aten.expand %67, %68, %false_89 : !torch.vtensor<[1,8,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,8,1],f32>
    %int1_90 = torch.constant.int 1
    %70 = torch.aten.unsqueeze %58, %int1_90 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %70, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_91 = torch.constant.none
    %none_92 = torch.constant.none
    %int4_93 = torch.constant.int 4
    %cpu_94 = torch.constant.device "cpu"
    %int0_95 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %70, %none_91, %none_92, %int4_93, %cpu_94, %int0_95 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_96 = torch.constant.int 6
    %71 = torch.prims.convert_element_type %70, %int6_96 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %71, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %72 = torch.aten.matmul %69, %71 : !torch.vtensor<[1,8,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,8,?],f32>
    torch.bind_symbolic_shape %72, [%17], affine_map<()[s0] -> (1, 8, s0 * 32)> : !torch.vtensor<[1,8,?],f32>
    %int1_97 = torch.constant.int 1
    %int2_98 = torch.constant.int 2
    %73 = torch.aten.transpose.int %72, %int1_97, %int2_98 : !torch.vtensor<[1,8,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %73, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %74 = torch.aten.cos %73 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %74, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %75 = torch.aten.mul.Tensor %74, %65 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %75, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %none_99 = torch.constant.none
    %none_100 = torch.constant.none
    %int6_101 = torch.constant.int 6
    %cpu_102 = torch.constant.device "cpu"
    %int0_103 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %75, %none_99, %none_100, %int6_101, %cpu_102, %int0_103 : !torch.vtensor<[1,?,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_104 = torch.constant.int 5
    %76 = torch.prims.convert_element_type %75, %int5_104 : !torch.vtensor<[1,?,8],f32>, !torch.int -> !torch.vtensor<[1,?,8],f16>
    torch.bind_symbolic_shape %76, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f16>
    %77 = torch.aten.sin %73 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %77, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %78 = torch.aten.mul.Tensor %77, %65 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %78, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %none_105 = torch.constant.none
    %none_106 = torch.constant.none
    %int6_107 = torch.constant.int 6
    %cpu_108 = torch.constant.device "cpu"
    %int0_109 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %78, %none_105, %none_106, %int6_107, %cpu_108, %int0_109 : !torch.vtensor<[1,?,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_110 = torch.constant.int 5
    %79 = torch.prims.convert_element_type %78, %int5_110 : !torch.vtensor<[1,?,8],f32>, !torch.int -> !torch.vtensor<[1,?,8],f16>
    torch.bind_symbolic_shape %79, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f16>
    %int2_111 = torch.constant.int 2
    %80 = torch.aten.unsqueeze %76, %int2_111 : !torch.vtensor<[1,?,8],f16>, !torch.int -> !torch.vtensor<[1,?,1,8],f16>
    torch.bind_symbolic_shape %80, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 8)> : !torch.vtensor<[1,?,1,8],f16>
    %int2_112 = torch.constant.int 2
    %81 = torch.aten.unsqueeze %79, %int2_112 : !torch.vtensor<[1,?,8],f16>, !torch.int -> !torch.vtensor<[1,?,1,8],f16>
    torch.bind_symbolic_shape %81, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 8)> : !torch.vtensor<[1,?,1,8],f16>
    %none_113 = torch.constant.none
    %none_114 = torch.constant.none
    %int5_115 = torch.constant.int 5
    %cpu_116 = torch.constant.device "cpu"
    %int0_117 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %80, %none_113, %none_114, %int5_115, %cpu_116, %int0_117 : !torch.vtensor<[1,?,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_118 = torch.constant.none
    %none_119 = torch.constant.none
    %int5_120 = torch.constant.int 5
    %cpu_121 = torch.constant.device "cpu"
    %int0_122 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %81, %none_118, %none_119, %int5_120, %cpu_121, %int0_122 : !torch.vtensor<[1,?,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_123 = torch.constant.none
    %none_124 = torch.constant.none
    %int5_125 = torch.constant.int 5
    %cpu_126 = torch.constant.device "cpu"
    %int0_127 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %52, %none_123, %none_124, %int5_125, %cpu_126, %int0_127 : !torch.vtensor<[1,?,4,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_128 = torch.constant.int 0
    %int8 = torch.constant.int 8
    %int1_129 = torch.constant.int 1
    %82 = torch.aten.slice.Tensor %52, %int3, %int0_128, %int8, %int1_129 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %82, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %int3_130 = torch.constant.int 3
    %int8_131 = torch.constant.int 8
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_132 = torch.constant.int 1
    %83 = torch.aten.slice.Tensor %52, %int3_130, %int8_131, %int9223372036854775807, %int1_132 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %83, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %84 = torch.aten.mul.Tensor %82, %80 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %84, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %85 = torch.aten.mul.Tensor %83, %81 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %85, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %int1_133 = torch.constant.int 1
    %86 = torch.aten.sub.Tensor %84, %85, %int1_133 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,4,8],f16>, !torch.int -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %86, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %87 = torch.aten.mul.Tensor %83, %80 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %87, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %88 = torch.aten.mul.Tensor %82, %81 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %88, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %int1_134 = torch.constant.int 1
    %89 = torch.aten.add.Tensor %87, %88, %int1_134 : !torch.vtensor<[1,?,4,8],f16>, !torch.vtensor<[1,?,4,8],f16>, !torch.int -> !torch.vtensor<[1,?,4,8],f16>
    torch.bind_symbolic_shape %89, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 8)> : !torch.vtensor<[1,?,4,8],f16>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[1,?,4,8],f16> -> tensor<1x?x4x8xf16>
    %cast = tensor.cast %90 : tensor<1x?x4x8xf16> to tensor<?x?x?x?xf16>
    %91 = torch_c.to_builtin_tensor %89 : !torch.vtensor<[1,?,4,8],f16> -> tensor<1x?x4x8xf16>
    %cast_135 = tensor.cast %91 : tensor<1x?x4x8xf16> to tensor<?x?x?x?xf16>
    %92 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_135) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_136 = tensor.cast %92 : tensor<?x?x?x2x?xf16> to tensor<1x?x4x2x8xf16>
    %93 = torch_c.from_builtin_tensor %cast_136 : tensor<1x?x4x2x8xf16> -> !torch.vtensor<[1,?,4,2,8],f16>
    torch.bind_symbolic_shape %93, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 2, 8)> : !torch.vtensor<[1,?,4,2,8],f16>
    %int1_137 = torch.constant.int 1
    %int4_138 = torch.constant.int 4
    %int16_139 = torch.constant.int 16
    %94 = torch.prim.ListConstruct %int1_137, %21, %int4_138, %int16_139 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.view %93, %94 : !torch.vtensor<[1,?,4,2,8],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %95, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %none_140 = torch.constant.none
    %none_141 = torch.constant.none
    %int5_142 = torch.constant.int 5
    %cpu_143 = torch.constant.device "cpu"
    %int0_144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %95, %none_140, %none_141, %int5_142, %cpu_143, %int0_144 : !torch.vtensor<[1,?,4,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_145 = torch.constant.int 0
    %none_146 = torch.constant.none
    %none_147 = torch.constant.none
    %cpu_148 = torch.constant.device "cpu"
    %false_149 = torch.constant.bool false
    %96 = torch.aten.arange.start %int0_145, %21, %none_146, %none_147, %cpu_148, %false_149 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %96, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_150 = torch.constant.int 0
    %97 = torch.aten.unsqueeze %96, %int0_150 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %97, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_151 = torch.constant.int 0
    %int16_152 = torch.constant.int 16
    %int2_153 = torch.constant.int 2
    %none_154 = torch.constant.none
    %none_155 = torch.constant.none
    %cpu_156 = torch.constant.device "cpu"
    %false_157 = torch.constant.bool false
    %98 = torch.aten.arange.start_step %int0_151, %int16_152, %int2_153, %none_154, %none_155, %cpu_156, %false_157 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %none_158 = torch.constant.none
    %none_159 = torch.constant.none
    %int4_160 = torch.constant.int 4
    %cpu_161 = torch.constant.device "cpu"
    %int0_162 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %98, %none_158, %none_159, %int4_160, %cpu_161, %int0_162 : !torch.vtensor<[8],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_163 = torch.constant.int 6
    %99 = torch.prims.convert_element_type %98, %int6_163 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[8],f32>
    %int16_164 = torch.constant.int 16
    %100 = torch.aten.div.Scalar %99, %int16_164 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %float5.000000e05_165 = torch.constant.float 5.000000e+05
    %101 = torch.aten.pow.Scalar %float5.000000e05_165, %100 : !torch.float, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %102 = torch.aten.reciprocal %101 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %float1.000000e00_166 = torch.constant.float 1.000000e+00
    %103 = torch.aten.mul.Scalar %102, %float1.000000e00_166 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
    %none_167 = torch.constant.none
    %104 = torch.aten.clone %2, %none_167 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_168 = torch.constant.int 0
    %105 = torch.aten.unsqueeze %103, %int0_168 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[1,8],f32>
    %int2_169 = torch.constant.int 2
    %106 = torch.aten.unsqueeze %105, %int2_169 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8,1],f32>
    %none_170 = torch.constant.none
    %none_171 = torch.constant.none
    %int6_172 = torch.constant.int 6
    %cpu_173 = torch.constant.device "cpu"
    %int0_174 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %106, %none_170, %none_171, %int6_172, %cpu_173, %int0_174 : !torch.vtensor<[1,8,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_175 = torch.constant.int 1
    %int-1_176 = torch.constant.int -1
    %int1_177 = torch.constant.int 1
    %107 = torch.prim.ListConstruct %int1_175, %int-1_176, %int1_177 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_178 = torch.constant.bool false
    %108 = torch.aten.expand %106, %107, %false_178 : !torch.vtensor<[1,8,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,8,1],f32>
    %int1_179 = torch.constant.int 1
    %109 = torch.aten.unsqueeze %97, %int1_179 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %109, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_180 = torch.constant.none
    %none_181 = torch.constant.none
    %int4_182 = torch.constant.int 4
    %cpu_183 = torch.constant.device "cpu"
    %int0_184 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %109, %none_180, %none_181, %int4_182, %cpu_183, %int0_184 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_185 = torch.constant.int 6
    %110 = torch.prims.convert_element_type %109, %int6_185 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %110, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %111 = torch.aten.matmul %108, %110 : !torch.vtensor<[1,8,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,8,?],f32>
    torch.bind_symbolic_shape %111, [%17], affine_map<()[s0] -> (1, 8, s0 * 32)> : !torch.vtensor<[1,8,?],f32>
    %int1_186 = torch.constant.int 1
    %int2_187 = torch.constant.int 2
    %112 = torch.aten.transpose.int %111, %int1_186, %int2_187 : !torch.vtensor<[1,8,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %112, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %113 = torch.aten.cos %112 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %113, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %114 = torch.aten.mul.Tensor %113, %104 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %114, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %none_188 = torch.constant.none
    %none_189 = torch.constant.none
    %int6_190 = torch.constant.int 6
    %cpu_191 = torch.constant.device "cpu"
    %int0_192 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %114, %none_188, %none_189, %int6_190, %cpu_191, %int0_192 : !torch.vtensor<[1,?,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_193 = torch.constant.int 5
    %115 = torch.prims.convert_element_type %114, %int5_193 : !torch.vtensor<[1,?,8],f32>, !torch.int -> !torch.vtensor<[1,?,8],f16>
    torch.bind_symbolic_shape %115, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f16>
    %116 = torch.aten.sin %112 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %116, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %117 = torch.aten.mul.Tensor %116, %104 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %117, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f32>
    %none_194 = torch.constant.none
    %none_195 = torch.constant.none
    %int6_196 = torch.constant.int 6
    %cpu_197 = torch.constant.device "cpu"
    %int0_198 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_194, %none_195, %int6_196, %cpu_197, %int0_198 : !torch.vtensor<[1,?,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_199 = torch.constant.int 5
    %118 = torch.prims.convert_element_type %117, %int5_199 : !torch.vtensor<[1,?,8],f32>, !torch.int -> !torch.vtensor<[1,?,8],f16>
    torch.bind_symbolic_shape %118, [%17], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],f16>
    %int2_200 = torch.constant.int 2
    %119 = torch.aten.unsqueeze %115, %int2_200 : !torch.vtensor<[1,?,8],f16>, !torch.int -> !torch.vtensor<[1,?,1,8],f16>
    torch.bind_symbolic_shape %119, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 8)> : !torch.vtensor<[1,?,1,8],f16>
    %int2_201 = torch.constant.int 2
    %120 = torch.aten.unsqueeze %118, %int2_201 : !torch.vtensor<[1,?,8],f16>, !torch.int -> !torch.vtensor<[1,?,1,8],f16>
    torch.bind_symbolic_shape %120, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 8)> : !torch.vtensor<[1,?,1,8],f16>
    %none_202 = torch.constant.none
    %none_203 = torch.constant.none
    %int5_204 = torch.constant.int 5
    %cpu_205 = torch.constant.device "cpu"
    %int0_206 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_202, %none_203, %int5_204, %cpu_205, %int0_206 : !torch.vtensor<[1,?,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_207 = torch.constant.none
    %none_208 = torch.constant.none
    %int5_209 = torch.constant.int 5
    %cpu_210 = torch.constant.device "cpu"
    %int0_211 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %120, %none_207, %none_208, %int5_209, %cpu_210, %int0_211 : !torch.vtensor<[1,?,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_212 = torch.constant.none
    %none_213 = torch.constant.none
    %int5_214 = torch.constant.int 5
    %cpu_215 = torch.constant.device "cpu"
    %int0_216 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %54, %none_212, %none_213, %int5_214, %cpu_215, %int0_216 : !torch.vtensor<[1,?,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_217 = torch.constant.int 3
    %int0_218 = torch.constant.int 0
    %int8_219 = torch.constant.int 8
    %int1_220 = torch.constant.int 1
    %121 = torch.aten.slice.Tensor %54, %int3_217, %int0_218, %int8_219, %int1_220 : !torch.vtensor<[1,?,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %121, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %int3_221 = torch.constant.int 3
    %int8_222 = torch.constant.int 8
    %int9223372036854775807_223 = torch.constant.int 9223372036854775807
    %int1_224 = torch.constant.int 1
    %122 = torch.aten.slice.Tensor %54, %int3_221, %int8_222, %int9223372036854775807_223, %int1_224 : !torch.vtensor<[1,?,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %122, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %123 = torch.aten.mul.Tensor %121, %119 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %123, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %124 = torch.aten.mul.Tensor %122, %120 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %124, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %int1_225 = torch.constant.int 1
    %125 = torch.aten.sub.Tensor %123, %124, %int1_225 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,2,8],f16>, !torch.int -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %125, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %126 = torch.aten.mul.Tensor %122, %119 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %126, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %127 = torch.aten.mul.Tensor %121, %120 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,1,8],f16> -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %127, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %int1_226 = torch.constant.int 1
    %128 = torch.aten.add.Tensor %126, %127, %int1_226 : !torch.vtensor<[1,?,2,8],f16>, !torch.vtensor<[1,?,2,8],f16>, !torch.int -> !torch.vtensor<[1,?,2,8],f16>
    torch.bind_symbolic_shape %128, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 8)> : !torch.vtensor<[1,?,2,8],f16>
    %129 = torch_c.to_builtin_tensor %125 : !torch.vtensor<[1,?,2,8],f16> -> tensor<1x?x2x8xf16>
    %cast_227 = tensor.cast %129 : tensor<1x?x2x8xf16> to tensor<?x?x?x?xf16>
    %130 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[1,?,2,8],f16> -> tensor<1x?x2x8xf16>
    %cast_228 = tensor.cast %130 : tensor<1x?x2x8xf16> to tensor<?x?x?x?xf16>
    %131 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_227, %cast_228) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_229 = tensor.cast %131 : tensor<?x?x?x2x?xf16> to tensor<1x?x2x2x8xf16>
    %132 = torch_c.from_builtin_tensor %cast_229 : tensor<1x?x2x2x8xf16> -> !torch.vtensor<[1,?,2,2,8],f16>
    torch.bind_symbolic_shape %132, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 8)> : !torch.vtensor<[1,?,2,2,8],f16>
    %int1_230 = torch.constant.int 1
    %int2_231 = torch.constant.int 2
    %int16_232 = torch.constant.int 16
    %133 = torch.prim.ListConstruct %int1_230, %21, %int2_231, %int16_232 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %134 = torch.aten.view %132, %133 : !torch.vtensor<[1,?,2,2,8],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f16>
    torch.bind_symbolic_shape %134, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
    %none_233 = torch.constant.none
    %none_234 = torch.constant.none
    %int5_235 = torch.constant.int 5
    %cpu_236 = torch.constant.device "cpu"
    %int0_237 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %134, %none_233, %none_234, %int5_235, %cpu_236, %int0_237 : !torch.vtensor<[1,?,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_238 = torch.constant.int 1
    %int2_239 = torch.constant.int 2
    %int2_240 = torch.constant.int 2
    %int32_241 = torch.constant.int 32
    %int16_242 = torch.constant.int 16
    %135 = torch.prim.ListConstruct %20, %int1_238, %int2_239, %int2_240, %int32_241, %int16_242 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %136 = torch.aten.view %15, %135 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %136, [%18], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2_243 = torch.constant.int 2
    %137 = torch.aten.mul.int %20, %int2_243 : !torch.int, !torch.int -> !torch.int
    %int2_244 = torch.constant.int 2
    %int32_245 = torch.constant.int 32
    %int16_246 = torch.constant.int 16
    %138 = torch.prim.ListConstruct %137, %int2_244, %int32_245, %int16_246 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.view %136, %138 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %139, [%18], affine_map<()[s0] -> (s0 * 2, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %int1_247 = torch.constant.int 1
    %140 = torch.aten.mul.Scalar %arg2, %int1_247 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %140, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_248 = torch.constant.int 0
    %int1_249 = torch.constant.int 1
    %141 = torch.aten.add.Scalar %140, %int0_248, %int1_249 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %141, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_250 = torch.constant.int 2
    %142 = torch.aten.mul.Scalar %141, %int2_250 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %142, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_251 = torch.constant.int 0
    %int1_252 = torch.constant.int 1
    %143 = torch.aten.add.Scalar %142, %int0_251, %int1_252 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %143, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %144 = torch.prim.ListConstruct %19 : (!torch.int) -> !torch.list<int>
    %145 = torch.aten.view %143, %144 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %145, [%17], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_253 = torch.constant.int 1
    %int32_254 = torch.constant.int 32
    %int2_255 = torch.constant.int 2
    %int16_256 = torch.constant.int 16
    %146 = torch.prim.ListConstruct %int1_253, %19, %int32_254, %int2_255, %int16_256 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %147 = torch.aten.view %134, %146 : !torch.vtensor<[1,?,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %147, [%17], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int32_257 = torch.constant.int 32
    %int2_258 = torch.constant.int 2
    %int16_259 = torch.constant.int 16
    %148 = torch.prim.ListConstruct %19, %int32_257, %int2_258, %int16_259 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %149 = torch.aten.view %147, %148 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.list<int> -> !torch.vtensor<[?,32,2,16],f16>
    torch.bind_symbolic_shape %149, [%17], affine_map<()[s0] -> (s0, 32, 2, 16)> : !torch.vtensor<[?,32,2,16],f16>
    %int1_260 = torch.constant.int 1
    %int2_261 = torch.constant.int 2
    %150 = torch.aten.transpose.int %149, %int1_260, %int2_261 : !torch.vtensor<[?,32,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %150, [%17], affine_map<()[s0] -> (s0, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %none_262 = torch.constant.none
    %none_263 = torch.constant.none
    %int5_264 = torch.constant.int 5
    %cpu_265 = torch.constant.device "cpu"
    %int0_266 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_262, %none_263, %int5_264, %cpu_265, %int0_266 : !torch.vtensor<[?,2,32,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %151 = torch.prim.ListConstruct %145 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_267 = torch.constant.bool false
    %152 = torch.aten.index_put %139, %151, %150, %false_267 : !torch.vtensor<[?,2,32,16],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,2,32,16],f16>, !torch.bool -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %152, [%18], affine_map<()[s0] -> (s0 * 2, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %int1_268 = torch.constant.int 1
    %int2_269 = torch.constant.int 2
    %int2_270 = torch.constant.int 2
    %int32_271 = torch.constant.int 32
    %int16_272 = torch.constant.int 16
    %153 = torch.prim.ListConstruct %20, %int1_268, %int2_269, %int2_270, %int32_271, %int16_272 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.view %152, %153 : !torch.vtensor<[?,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %154, [%18], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2048 = torch.constant.int 2048
    %155 = torch.prim.ListConstruct %20, %int2048 : (!torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.view %154, %155 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2048],f16>
    torch.bind_symbolic_shape %156, [%18], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %int1_273 = torch.constant.int 1
    %int2_274 = torch.constant.int 2
    %int2_275 = torch.constant.int 2
    %int32_276 = torch.constant.int 32
    %int16_277 = torch.constant.int 16
    %157 = torch.prim.ListConstruct %20, %int1_273, %int2_274, %int2_275, %int32_276, %int16_277 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.view %156, %157 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %158, [%18], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2_278 = torch.constant.int 2
    %int32_279 = torch.constant.int 32
    %int16_280 = torch.constant.int 16
    %159 = torch.prim.ListConstruct %137, %int2_278, %int32_279, %int16_280 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %158, %159 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %160, [%18], affine_map<()[s0] -> (s0 * 2, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %int1_281 = torch.constant.int 1
    %161 = torch.aten.mul.Scalar %arg2, %int1_281 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %161, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_282 = torch.constant.int 0
    %int1_283 = torch.constant.int 1
    %162 = torch.aten.add.Scalar %161, %int0_282, %int1_283 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %162, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_284 = torch.constant.int 2
    %163 = torch.aten.mul.Scalar %162, %int2_284 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %163, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_285 = torch.constant.int 1
    %int1_286 = torch.constant.int 1
    %164 = torch.aten.add.Scalar %163, %int1_285, %int1_286 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %164, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %165 = torch.prim.ListConstruct %19 : (!torch.int) -> !torch.list<int>
    %166 = torch.aten.view %164, %165 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %166, [%17], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_287 = torch.constant.int 1
    %int32_288 = torch.constant.int 32
    %int2_289 = torch.constant.int 2
    %int16_290 = torch.constant.int 16
    %167 = torch.prim.ListConstruct %int1_287, %19, %int32_288, %int2_289, %int16_290 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %168 = torch.aten.view %56, %167 : !torch.vtensor<[1,?,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %168, [%17], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int32_291 = torch.constant.int 32
    %int2_292 = torch.constant.int 2
    %int16_293 = torch.constant.int 16
    %169 = torch.prim.ListConstruct %19, %int32_291, %int2_292, %int16_293 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %170 = torch.aten.view %168, %169 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.list<int> -> !torch.vtensor<[?,32,2,16],f16>
    torch.bind_symbolic_shape %170, [%17], affine_map<()[s0] -> (s0, 32, 2, 16)> : !torch.vtensor<[?,32,2,16],f16>
    %int1_294 = torch.constant.int 1
    %int2_295 = torch.constant.int 2
    %171 = torch.aten.transpose.int %170, %int1_294, %int2_295 : !torch.vtensor<[?,32,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %171, [%17], affine_map<()[s0] -> (s0, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %none_296 = torch.constant.none
    %none_297 = torch.constant.none
    %int5_298 = torch.constant.int 5
    %cpu_299 = torch.constant.device "cpu"
    %int0_300 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %171, %none_296, %none_297, %int5_298, %cpu_299, %int0_300 : !torch.vtensor<[?,2,32,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %172 = torch.prim.ListConstruct %166 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_301 = torch.constant.bool false
    %173 = torch.aten.index_put %160, %172, %171, %false_301 : !torch.vtensor<[?,2,32,16],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,2,32,16],f16>, !torch.bool -> !torch.vtensor<[?,2,32,16],f16>
    torch.bind_symbolic_shape %173, [%18], affine_map<()[s0] -> (s0 * 2, 2, 32, 16)> : !torch.vtensor<[?,2,32,16],f16>
    %int1_302 = torch.constant.int 1
    %int2_303 = torch.constant.int 2
    %int2_304 = torch.constant.int 2
    %int32_305 = torch.constant.int 32
    %int16_306 = torch.constant.int 16
    %174 = torch.prim.ListConstruct %20, %int1_302, %int2_303, %int2_304, %int32_305, %int16_306 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %175 = torch.aten.view %173, %174 : !torch.vtensor<[?,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %175, [%18], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2048_307 = torch.constant.int 2048
    %176 = torch.prim.ListConstruct %20, %int2048_307 : (!torch.int, !torch.int) -> !torch.list<int>
    %177 = torch.aten.view %175, %176 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2048],f16>
    torch.overwrite.tensor.contents %177 overwrites %arg3 : !torch.vtensor<[?,2048],f16>, !torch.tensor<[?,2048],f16>
    torch.bind_symbolic_shape %177, [%18], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %int0_308 = torch.constant.int 0
    %int1_309 = torch.constant.int 1
    %none_310 = torch.constant.none
    %none_311 = torch.constant.none
    %cpu_312 = torch.constant.device "cpu"
    %false_313 = torch.constant.bool false
    %178 = torch.aten.arange.start_step %int0_308, %21, %int1_309, %none_310, %none_311, %cpu_312, %false_313 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %178, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_314 = torch.constant.int -1
    %179 = torch.aten.unsqueeze %arg1, %int-1_314 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %180 = torch.aten.ge.Tensor %178, %179 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %180, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_315 = torch.constant.none
    %none_316 = torch.constant.none
    %cpu_317 = torch.constant.device "cpu"
    %false_318 = torch.constant.bool false
    %181 = torch.aten.arange %21, %none_315, %none_316, %cpu_317, %false_318 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %181, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_319 = torch.constant.int 0
    %182 = torch.aten.unsqueeze %181, %int0_319 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %182, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_320 = torch.constant.int 1
    %183 = torch.aten.unsqueeze %182, %int1_320 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %183, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_321 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %183, %int2_321 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %184, [%17], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_322 = torch.constant.none
    %none_323 = torch.constant.none
    %cpu_324 = torch.constant.device "cpu"
    %false_325 = torch.constant.bool false
    %185 = torch.aten.arange %21, %none_322, %none_323, %cpu_324, %false_325 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %185, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_326 = torch.constant.int 0
    %186 = torch.aten.unsqueeze %185, %int0_326 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %186, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_327 = torch.constant.int 1
    %187 = torch.aten.unsqueeze %186, %int1_327 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %187, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_328 = torch.constant.int 3
    %188 = torch.aten.unsqueeze %187, %int3_328 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %188, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %189 = torch.aten.gt.Tensor %184, %188 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %189, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_329 = torch.constant.int 1
    %190 = torch.aten.unsqueeze %180, %int1_329 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %190, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_330 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %190, %int2_330 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %191, [%17], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %192 = torch.aten.logical_or %189, %191 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %192, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_331 = torch.constant.none
    %193 = torch.aten.clone %3, %none_331 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_332 = torch.constant.int 0
    %194 = torch.aten.where.ScalarOther %192, %193, %int0_332 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %194, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_333 = torch.constant.none
    %none_334 = torch.constant.none
    %int5_335 = torch.constant.int 5
    %cpu_336 = torch.constant.device "cpu"
    %int0_337 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %194, %none_333, %none_334, %int5_335, %cpu_336, %int0_337 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_338 = torch.constant.none
    %none_339 = torch.constant.none
    %int5_340 = torch.constant.int 5
    %cpu_341 = torch.constant.device "cpu"
    %int0_342 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %194, %none_338, %none_339, %int5_340, %cpu_341, %int0_342 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_343 = torch.constant.int -2
    %195 = torch.aten.unsqueeze %134, %int-2_343 : !torch.vtensor<[1,?,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,1,16],f16>
    torch.bind_symbolic_shape %195, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 1, 16)> : !torch.vtensor<[1,?,2,1,16],f16>
    %int1_344 = torch.constant.int 1
    %int2_345 = torch.constant.int 2
    %int2_346 = torch.constant.int 2
    %int16_347 = torch.constant.int 16
    %196 = torch.prim.ListConstruct %int1_344, %21, %int2_345, %int2_346, %int16_347 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_348 = torch.constant.bool false
    %197 = torch.aten.expand %195, %196, %false_348 : !torch.vtensor<[1,?,2,1,16],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %197, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int0_349 = torch.constant.int 0
    %198 = torch.aten.clone %197, %int0_349 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %198, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int1_350 = torch.constant.int 1
    %int4_351 = torch.constant.int 4
    %int16_352 = torch.constant.int 16
    %199 = torch.prim.ListConstruct %int1_350, %21, %int4_351, %int16_352 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %200 = torch.aten._unsafe_view %198, %199 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %200, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int-2_353 = torch.constant.int -2
    %201 = torch.aten.unsqueeze %56, %int-2_353 : !torch.vtensor<[1,?,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,1,16],f16>
    torch.bind_symbolic_shape %201, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 1, 16)> : !torch.vtensor<[1,?,2,1,16],f16>
    %int1_354 = torch.constant.int 1
    %int2_355 = torch.constant.int 2
    %int2_356 = torch.constant.int 2
    %int16_357 = torch.constant.int 16
    %202 = torch.prim.ListConstruct %int1_354, %21, %int2_355, %int2_356, %int16_357 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_358 = torch.constant.bool false
    %203 = torch.aten.expand %201, %202, %false_358 : !torch.vtensor<[1,?,2,1,16],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %203, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int0_359 = torch.constant.int 0
    %204 = torch.aten.clone %203, %int0_359 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %204, [%17], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int1_360 = torch.constant.int 1
    %int4_361 = torch.constant.int 4
    %int16_362 = torch.constant.int 16
    %205 = torch.prim.ListConstruct %int1_360, %21, %int4_361, %int16_362 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten._unsafe_view %204, %205 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %206, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int1_363 = torch.constant.int 1
    %int2_364 = torch.constant.int 2
    %207 = torch.aten.transpose.int %95, %int1_363, %int2_364 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %207, [%17], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %int1_365 = torch.constant.int 1
    %int2_366 = torch.constant.int 2
    %208 = torch.aten.transpose.int %200, %int1_365, %int2_366 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %208, [%17], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %int1_367 = torch.constant.int 1
    %int2_368 = torch.constant.int 2
    %209 = torch.aten.transpose.int %206, %int1_367, %int2_368 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %209, [%17], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_369 = torch.constant.bool false
    %none_370 = torch.constant.none
    %false_371 = torch.constant.bool false
    %210 = torch.aten.scaled_dot_product_attention %207, %208, %209, %194, %float0.000000e00, %false_369, %none_370, %false_371 : !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %210, [%17], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %int1_372 = torch.constant.int 1
    %int2_373 = torch.constant.int 2
    %211 = torch.aten.transpose.int %210, %int1_372, %int2_373 : !torch.vtensor<[1,4,?,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %211, [%17], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int1_374 = torch.constant.int 1
    %int64_375 = torch.constant.int 64
    %212 = torch.prim.ListConstruct %int1_374, %21, %int64_375 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.view %211, %212 : !torch.vtensor<[1,?,4,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %213, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int-2_376 = torch.constant.int -2
    %int-1_377 = torch.constant.int -1
    %214 = torch.aten.transpose.int %8, %int-2_376, %int-1_377 : !torch.vtensor<[64,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,64],f16>
    %none_378 = torch.constant.none
    %none_379 = torch.constant.none
    %int5_380 = torch.constant.int 5
    %cpu_381 = torch.constant.device "cpu"
    %int0_382 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %214, %none_378, %none_379, %int5_380, %cpu_381, %int0_382 : !torch.vtensor<[64,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_383 = torch.constant.int 64
    %215 = torch.prim.ListConstruct %21, %int64_383 : (!torch.int, !torch.int) -> !torch.list<int>
    %216 = torch.aten.view %213, %215 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %216, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %217 = torch.aten.matmul %216, %214 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,64],f16> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %217, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %int1_384 = torch.constant.int 1
    %int64_385 = torch.constant.int 64
    %218 = torch.prim.ListConstruct %int1_384, %21, %int64_385 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten.view %217, %218 : !torch.vtensor<[?,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %219, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %none_386 = torch.constant.none
    %none_387 = torch.constant.none
    %int5_388 = torch.constant.int 5
    %cpu_389 = torch.constant.device "cpu"
    %int0_390 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %219, %none_386, %none_387, %int5_388, %cpu_389, %int0_390 : !torch.vtensor<[1,?,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_391 = torch.constant.int 1
    %220 = torch.aten.add.Tensor %22, %219, %int1_391 : !torch.vtensor<[1,?,64],f16>, !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %220, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %none_392 = torch.constant.none
    %none_393 = torch.constant.none
    %int5_394 = torch.constant.int 5
    %cpu_395 = torch.constant.device "cpu"
    %int0_396 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %220, %none_392, %none_393, %int5_394, %cpu_395, %int0_396 : !torch.vtensor<[1,?,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_397 = torch.constant.int 6
    %221 = torch.prims.convert_element_type %220, %int6_397 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %221, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int2_398 = torch.constant.int 2
    %222 = torch.aten.pow.Tensor_Scalar %221, %int2_398 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %222, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int-1_399 = torch.constant.int -1
    %223 = torch.prim.ListConstruct %int-1_399 : (!torch.int) -> !torch.list<int>
    %true_400 = torch.constant.bool true
    %none_401 = torch.constant.none
    %224 = torch.aten.mean.dim %222, %223, %true_400, %none_401 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %224, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_402 = torch.constant.float 1.000000e-05
    %int1_403 = torch.constant.int 1
    %225 = torch.aten.add.Scalar %224, %float1.000000e-05_402, %int1_403 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %225, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %226 = torch.aten.rsqrt %225 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %226, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %227 = torch.aten.mul.Tensor %221, %226 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %227, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_404 = torch.constant.none
    %none_405 = torch.constant.none
    %int6_406 = torch.constant.int 6
    %cpu_407 = torch.constant.device "cpu"
    %int0_408 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %227, %none_404, %none_405, %int6_406, %cpu_407, %int0_408 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_409 = torch.constant.int 5
    %228 = torch.prims.convert_element_type %227, %int5_409 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %228, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %229 = torch.aten.mul.Tensor %9, %228 : !torch.vtensor<[64],f32>, !torch.vtensor<[1,?,64],f16> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %229, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_410 = torch.constant.none
    %none_411 = torch.constant.none
    %int6_412 = torch.constant.int 6
    %cpu_413 = torch.constant.device "cpu"
    %int0_414 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %229, %none_410, %none_411, %int6_412, %cpu_413, %int0_414 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_415 = torch.constant.int 5
    %230 = torch.prims.convert_element_type %229, %int5_415 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %230, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int-2_416 = torch.constant.int -2
    %int-1_417 = torch.constant.int -1
    %231 = torch.aten.transpose.int %10, %int-2_416, %int-1_417 : !torch.vtensor<[128,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,128],f16>
    %none_418 = torch.constant.none
    %none_419 = torch.constant.none
    %int5_420 = torch.constant.int 5
    %cpu_421 = torch.constant.device "cpu"
    %int0_422 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %231, %none_418, %none_419, %int5_420, %cpu_421, %int0_422 : !torch.vtensor<[64,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_423 = torch.constant.int 64
    %232 = torch.prim.ListConstruct %21, %int64_423 : (!torch.int, !torch.int) -> !torch.list<int>
    %233 = torch.aten.view %230, %232 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %233, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %234 = torch.aten.matmul %233, %231 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,128],f16> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %234, [%17], affine_map<()[s0] -> (s0 * 32, 128)> : !torch.vtensor<[?,128],f16>
    %int1_424 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %235 = torch.prim.ListConstruct %int1_424, %21, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %236 = torch.aten.view %234, %235 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %236, [%17], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %237 = torch.aten.silu %236 : !torch.vtensor<[1,?,128],f16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %237, [%17], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int-2_425 = torch.constant.int -2
    %int-1_426 = torch.constant.int -1
    %238 = torch.aten.transpose.int %11, %int-2_425, %int-1_426 : !torch.vtensor<[128,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,128],f16>
    %none_427 = torch.constant.none
    %none_428 = torch.constant.none
    %int5_429 = torch.constant.int 5
    %cpu_430 = torch.constant.device "cpu"
    %int0_431 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %238, %none_427, %none_428, %int5_429, %cpu_430, %int0_431 : !torch.vtensor<[64,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_432 = torch.constant.int 64
    %239 = torch.prim.ListConstruct %21, %int64_432 : (!torch.int, !torch.int) -> !torch.list<int>
    %240 = torch.aten.view %230, %239 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %240, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %241 = torch.aten.matmul %240, %238 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,128],f16> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %241, [%17], affine_map<()[s0] -> (s0 * 32, 128)> : !torch.vtensor<[?,128],f16>
    %int1_433 = torch.constant.int 1
    %int128_434 = torch.constant.int 128
    %242 = torch.prim.ListConstruct %int1_433, %21, %int128_434 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %243 = torch.aten.view %241, %242 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %243, [%17], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %244 = torch.aten.mul.Tensor %237, %243 : !torch.vtensor<[1,?,128],f16>, !torch.vtensor<[1,?,128],f16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %244, [%17], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int-2_435 = torch.constant.int -2
    %int-1_436 = torch.constant.int -1
    %245 = torch.aten.transpose.int %12, %int-2_435, %int-1_436 : !torch.vtensor<[64,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[128,64],f16>
    %none_437 = torch.constant.none
    %none_438 = torch.constant.none
    %int5_439 = torch.constant.int 5
    %cpu_440 = torch.constant.device "cpu"
    %int0_441 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %245, %none_437, %none_438, %int5_439, %cpu_440, %int0_441 : !torch.vtensor<[128,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int128_442 = torch.constant.int 128
    %246 = torch.prim.ListConstruct %21, %int128_442 : (!torch.int, !torch.int) -> !torch.list<int>
    %247 = torch.aten.view %244, %246 : !torch.vtensor<[1,?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %247, [%17], affine_map<()[s0] -> (s0 * 32, 128)> : !torch.vtensor<[?,128],f16>
    %248 = torch.aten.matmul %247, %245 : !torch.vtensor<[?,128],f16>, !torch.vtensor<[128,64],f16> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %248, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %int1_443 = torch.constant.int 1
    %int64_444 = torch.constant.int 64
    %249 = torch.prim.ListConstruct %int1_443, %21, %int64_444 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %250 = torch.aten.view %248, %249 : !torch.vtensor<[?,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %250, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int1_445 = torch.constant.int 1
    %251 = torch.aten.add.Tensor %220, %250, %int1_445 : !torch.vtensor<[1,?,64],f16>, !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %251, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %none_446 = torch.constant.none
    %none_447 = torch.constant.none
    %int5_448 = torch.constant.int 5
    %cpu_449 = torch.constant.device "cpu"
    %int0_450 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %251, %none_446, %none_447, %int5_448, %cpu_449, %int0_450 : !torch.vtensor<[1,?,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_451 = torch.constant.none
    %none_452 = torch.constant.none
    %int5_453 = torch.constant.int 5
    %cpu_454 = torch.constant.device "cpu"
    %int0_455 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %251, %none_451, %none_452, %int5_453, %cpu_454, %int0_455 : !torch.vtensor<[1,?,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_456 = torch.constant.int 6
    %252 = torch.prims.convert_element_type %251, %int6_456 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %252, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int2_457 = torch.constant.int 2
    %253 = torch.aten.pow.Tensor_Scalar %252, %int2_457 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %253, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %int-1_458 = torch.constant.int -1
    %254 = torch.prim.ListConstruct %int-1_458 : (!torch.int) -> !torch.list<int>
    %true_459 = torch.constant.bool true
    %none_460 = torch.constant.none
    %255 = torch.aten.mean.dim %253, %254, %true_459, %none_460 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %255, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_461 = torch.constant.float 1.000000e-05
    %int1_462 = torch.constant.int 1
    %256 = torch.aten.add.Scalar %255, %float1.000000e-05_461, %int1_462 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %256, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %257 = torch.aten.rsqrt %256 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %257, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %258 = torch.aten.mul.Tensor %252, %257 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %258, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_463 = torch.constant.none
    %none_464 = torch.constant.none
    %int6_465 = torch.constant.int 6
    %cpu_466 = torch.constant.device "cpu"
    %int0_467 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_463, %none_464, %int6_465, %cpu_466, %int0_467 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_468 = torch.constant.int 5
    %259 = torch.prims.convert_element_type %258, %int5_468 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %259, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %260 = torch.aten.mul.Tensor %13, %259 : !torch.vtensor<[1,64],f32>, !torch.vtensor<[1,?,64],f16> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %260, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_469 = torch.constant.none
    %none_470 = torch.constant.none
    %int6_471 = torch.constant.int 6
    %cpu_472 = torch.constant.device "cpu"
    %int0_473 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %260, %none_469, %none_470, %int6_471, %cpu_472, %int0_473 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_474 = torch.constant.int 5
    %261 = torch.prims.convert_element_type %260, %int5_474 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %261, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int-2_475 = torch.constant.int -2
    %int-1_476 = torch.constant.int -1
    %262 = torch.aten.transpose.int %14, %int-2_475, %int-1_476 : !torch.vtensor<[256,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,256],f16>
    %none_477 = torch.constant.none
    %none_478 = torch.constant.none
    %int5_479 = torch.constant.int 5
    %cpu_480 = torch.constant.device "cpu"
    %int0_481 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %262, %none_477, %none_478, %int5_479, %cpu_480, %int0_481 : !torch.vtensor<[64,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int64_482 = torch.constant.int 64
    %263 = torch.prim.ListConstruct %21, %int64_482 : (!torch.int, !torch.int) -> !torch.list<int>
    %264 = torch.aten.view %261, %263 : !torch.vtensor<[1,?,64],f16>, !torch.list<int> -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %264, [%17], affine_map<()[s0] -> (s0 * 32, 64)> : !torch.vtensor<[?,64],f16>
    %265 = torch.aten.matmul %264, %262 : !torch.vtensor<[?,64],f16>, !torch.vtensor<[64,256],f16> -> !torch.vtensor<[?,256],f16>
    torch.bind_symbolic_shape %265, [%17], affine_map<()[s0] -> (s0 * 32, 256)> : !torch.vtensor<[?,256],f16>
    %int1_483 = torch.constant.int 1
    %int256 = torch.constant.int 256
    %266 = torch.prim.ListConstruct %int1_483, %21, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %267 = torch.aten.view %265, %266 : !torch.vtensor<[?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %267, [%17], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    return %267 : !torch.vtensor<[1,?,256],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,2048],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x64xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %4 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %6 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %7 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %8 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<64xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %__auto.blk.0.attn_q.weight = util.global.load @__auto.blk.0.attn_q.weight : tensor<64x64xf16>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %__auto.blk.0.attn_k.weight = util.global.load @__auto.blk.0.attn_k.weight : tensor<32x64xf16>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %__auto.blk.0.attn_v.weight = util.global.load @__auto.blk.0.attn_v.weight : tensor<32x64xf16>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight : tensor<32x64xf16> -> !torch.vtensor<[32,64],f16>
    %__auto.blk.0.attn_output.weight = util.global.load @__auto.blk.0.attn_output.weight : tensor<64x64xf16>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight : tensor<64x64xf16> -> !torch.vtensor<[64,64],f16>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<64xf32>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %__auto.blk.0.ffn_gate.weight = util.global.load @__auto.blk.0.ffn_gate.weight : tensor<128x64xf16>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %__auto.blk.0.ffn_up.weight = util.global.load @__auto.blk.0.ffn_up.weight : tensor<128x64xf16>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight : tensor<128x64xf16> -> !torch.vtensor<[128,64],f16>
    %__auto.blk.0.ffn_down.weight = util.global.load @__auto.blk.0.ffn_down.weight : tensor<64x128xf16>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight : tensor<64x128xf16> -> !torch.vtensor<[64,128],f16>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x64xf32>
    %18 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x64xf32> -> !torch.vtensor<[1,64],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x64xf16>
    %19 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x64xf16> -> !torch.vtensor<[256,64],f16>
    %20 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,2048],f16>
    %21 = torch.symbolic_int "s23" {min_val = 2, max_val = 15} : !torch.int
    %22 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%21], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %20, [%22], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %int1 = torch.constant.int 1
    %23 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %24 = torch.aten.size.int %20, %int0 : !torch.vtensor<[?,2048],f16>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[256,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %25 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[256,64],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,64],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %25, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %26 = torch.prims.convert_element_type %25, %int6 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int2 = torch.constant.int 2
    %27 = torch.aten.pow.Tensor_Scalar %26, %int2 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int-1_8 = torch.constant.int -1
    %28 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %29 = torch.aten.mean.dim %27, %28, %true, %none_9 : !torch.vtensor<[1,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %30 = torch.aten.add.Scalar %29, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %31 = torch.aten.rsqrt %30 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %32 = torch.aten.mul.Tensor %26, %31 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %32, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %33 = torch.prims.convert_element_type %32, %int5_16 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %34 = torch.aten.mul.Tensor %9, %33 : !torch.vtensor<[64],f32>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[1,1,64],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %34, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %35 = torch.prims.convert_element_type %34, %int5_22 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2 = torch.constant.int -2
    %int-1_23 = torch.constant.int -1
    %36 = torch.aten.transpose.int %10, %int-2, %int-1_23 : !torch.vtensor<[64,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,64],f16>
    %none_24 = torch.constant.none
    %none_25 = torch.constant.none
    %int5_26 = torch.constant.int 5
    %cpu_27 = torch.constant.device "cpu"
    %int0_28 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %36, %none_24, %none_25, %int5_26, %cpu_27, %int0_28 : !torch.vtensor<[64,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_29 = torch.constant.int 1
    %int64 = torch.constant.int 64
    %37 = torch.prim.ListConstruct %int1_29, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.view %35, %37 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %39 = torch.aten.matmul %38, %36 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,64],f16> -> !torch.vtensor<[1,64],f16>
    %int1_30 = torch.constant.int 1
    %int1_31 = torch.constant.int 1
    %int64_32 = torch.constant.int 64
    %40 = torch.prim.ListConstruct %int1_30, %int1_31, %int64_32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,64],f16>
    %int-2_33 = torch.constant.int -2
    %int-1_34 = torch.constant.int -1
    %42 = torch.aten.transpose.int %11, %int-2_33, %int-1_34 : !torch.vtensor<[32,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,32],f16>
    %none_35 = torch.constant.none
    %none_36 = torch.constant.none
    %int5_37 = torch.constant.int 5
    %cpu_38 = torch.constant.device "cpu"
    %int0_39 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %42, %none_35, %none_36, %int5_37, %cpu_38, %int0_39 : !torch.vtensor<[64,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_40 = torch.constant.int 1
    %int64_41 = torch.constant.int 64
    %43 = torch.prim.ListConstruct %int1_40, %int64_41 : (!torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %35, %43 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %45 = torch.aten.matmul %44, %42 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,32],f16> -> !torch.vtensor<[1,32],f16>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %46 = torch.prim.ListConstruct %int1_42, %int1_43, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[1,32],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32],f16>
    %int-2_44 = torch.constant.int -2
    %int-1_45 = torch.constant.int -1
    %48 = torch.aten.transpose.int %12, %int-2_44, %int-1_45 : !torch.vtensor<[32,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,32],f16>
    %none_46 = torch.constant.none
    %none_47 = torch.constant.none
    %int5_48 = torch.constant.int 5
    %cpu_49 = torch.constant.device "cpu"
    %int0_50 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %48, %none_46, %none_47, %int5_48, %cpu_49, %int0_50 : !torch.vtensor<[64,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_51 = torch.constant.int 1
    %int64_52 = torch.constant.int 64
    %49 = torch.prim.ListConstruct %int1_51, %int64_52 : (!torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %35, %49 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %51 = torch.aten.matmul %50, %48 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,32],f16> -> !torch.vtensor<[1,32],f16>
    %int1_53 = torch.constant.int 1
    %int1_54 = torch.constant.int 1
    %int32_55 = torch.constant.int 32
    %52 = torch.prim.ListConstruct %int1_53, %int1_54, %int32_55 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[1,32],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32],f16>
    %int1_56 = torch.constant.int 1
    %int1_57 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int16 = torch.constant.int 16
    %54 = torch.prim.ListConstruct %int1_56, %int1_57, %int4, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %41, %54 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4,16],f16>
    %int1_58 = torch.constant.int 1
    %int1_59 = torch.constant.int 1
    %int2_60 = torch.constant.int 2
    %int16_61 = torch.constant.int 16
    %56 = torch.prim.ListConstruct %int1_58, %int1_59, %int2_60, %int16_61 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %47, %56 : !torch.vtensor<[1,1,32],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,16],f16>
    %int1_62 = torch.constant.int 1
    %int1_63 = torch.constant.int 1
    %int2_64 = torch.constant.int 2
    %int16_65 = torch.constant.int 16
    %58 = torch.prim.ListConstruct %int1_62, %int1_63, %int2_64, %int16_65 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %59 = torch.aten.view %53, %58 : !torch.vtensor<[1,1,32],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,16],f16>
    %int0_66 = torch.constant.int 0
    %int1_67 = torch.constant.int 1
    %none_68 = torch.constant.none
    %none_69 = torch.constant.none
    %cpu_70 = torch.constant.device "cpu"
    %false_71 = torch.constant.bool false
    %60 = torch.aten.arange.start %int0_66, %int1_67, %none_68, %none_69, %cpu_70, %false_71 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_72 = torch.constant.int 0
    %61 = torch.aten.unsqueeze %60, %int0_72 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_73 = torch.constant.int 1
    %62 = torch.aten.unsqueeze %arg2, %int1_73 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_74 = torch.constant.int 1
    %63 = torch.aten.add.Tensor %61, %62, %int1_74 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_75 = torch.constant.int 0
    %int16_76 = torch.constant.int 16
    %int2_77 = torch.constant.int 2
    %none_78 = torch.constant.none
    %none_79 = torch.constant.none
    %cpu_80 = torch.constant.device "cpu"
    %false_81 = torch.constant.bool false
    %64 = torch.aten.arange.start_step %int0_75, %int16_76, %int2_77, %none_78, %none_79, %cpu_80, %false_81 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %none_82 = torch.constant.none
    %none_83 = torch.constant.none
    %int4_84 = torch.constant.int 4
    %cpu_85 = torch.constant.device "cpu"
    %int0_86 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %64, %none_82, %none_83, %int4_84, %cpu_85, %int0_86 : !torch.vtensor<[8],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_87 = torch.constant.int 6
    %65 = torch.prims.convert_element_type %64, %int6_87 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[8],f32>
    %int16_88 = torch.constant.int 16
    %66 = torch.aten.div.Scalar %65, %int16_88 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %67 = torch.aten.pow.Scalar %float5.000000e05, %66 : !torch.float, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %68 = torch.aten.reciprocal %67 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %69 = torch.aten.mul.Scalar %68, %float1.000000e00 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
    %none_89 = torch.constant.none
    %70 = torch.aten.clone %1, %none_89 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_90 = torch.constant.int 0
    %71 = torch.aten.unsqueeze %69, %int0_90 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[1,8],f32>
    %int2_91 = torch.constant.int 2
    %72 = torch.aten.unsqueeze %71, %int2_91 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8,1],f32>
    %none_92 = torch.constant.none
    %none_93 = torch.constant.none
    %int6_94 = torch.constant.int 6
    %cpu_95 = torch.constant.device "cpu"
    %int0_96 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_92, %none_93, %int6_94, %cpu_95, %int0_96 : !torch.vtensor<[1,8,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_97 = torch.constant.int 1
    %int-1_98 = torch.constant.int -1
    %int1_99 = torch.constant.int 1
    %73 = torch.prim.ListConstruct %int1_97, %int-1_98, %int1_99 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_100 = torch.constant.bool false
    %74 = torch.aten.expand %72, %73, %false_100 : !torch.vtensor<[1,8,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,8,1],f32>
    %int1_101 = torch.constant.int 1
    %75 = torch.aten.unsqueeze %63, %int1_101 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_102 = torch.constant.none
    %none_103 = torch.constant.none
    %int4_104 = torch.constant.int 4
    %cpu_105 = torch.constant.device "cpu"
    %int0_106 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %75, %none_102, %none_103, %int4_104, %cpu_105, %int0_106 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_107 = torch.constant.int 6
    %76 = torch.prims.convert_element_type %75, %int6_107 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %77 = torch.aten.matmul %74, %76 : !torch.vtensor<[1,8,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,8,1],f32>
    %int1_108 = torch.constant.int 1
    %int2_109 = torch.constant.int 2
    %78 = torch.aten.transpose.int %77, %int1_108, %int2_109 : !torch.vtensor<[1,8,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,8],f32>
    %79 = torch.aten.cos %78 : !torch.vtensor<[1,1,8],f32> -> !torch.vtensor<[1,1,8],f32>
    %80 = torch.aten.mul.Tensor %79, %70 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,8],f32>
    %none_110 = torch.constant.none
    %none_111 = torch.constant.none
    %int6_112 = torch.constant.int 6
    %cpu_113 = torch.constant.device "cpu"
    %int0_114 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %80, %none_110, %none_111, %int6_112, %cpu_113, %int0_114 : !torch.vtensor<[1,1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_115 = torch.constant.int 5
    %81 = torch.prims.convert_element_type %80, %int5_115 : !torch.vtensor<[1,1,8],f32>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %82 = torch.aten.sin %78 : !torch.vtensor<[1,1,8],f32> -> !torch.vtensor<[1,1,8],f32>
    %83 = torch.aten.mul.Tensor %82, %70 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,8],f32>
    %none_116 = torch.constant.none
    %none_117 = torch.constant.none
    %int6_118 = torch.constant.int 6
    %cpu_119 = torch.constant.device "cpu"
    %int0_120 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %83, %none_116, %none_117, %int6_118, %cpu_119, %int0_120 : !torch.vtensor<[1,1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_121 = torch.constant.int 5
    %84 = torch.prims.convert_element_type %83, %int5_121 : !torch.vtensor<[1,1,8],f32>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int2_122 = torch.constant.int 2
    %85 = torch.aten.unsqueeze %81, %int2_122 : !torch.vtensor<[1,1,8],f16>, !torch.int -> !torch.vtensor<[1,1,1,8],f16>
    %int2_123 = torch.constant.int 2
    %86 = torch.aten.unsqueeze %84, %int2_123 : !torch.vtensor<[1,1,8],f16>, !torch.int -> !torch.vtensor<[1,1,1,8],f16>
    %none_124 = torch.constant.none
    %none_125 = torch.constant.none
    %int5_126 = torch.constant.int 5
    %cpu_127 = torch.constant.device "cpu"
    %int0_128 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %85, %none_124, %none_125, %int5_126, %cpu_127, %int0_128 : !torch.vtensor<[1,1,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_129 = torch.constant.none
    %none_130 = torch.constant.none
    %int5_131 = torch.constant.int 5
    %cpu_132 = torch.constant.device "cpu"
    %int0_133 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %86, %none_129, %none_130, %int5_131, %cpu_132, %int0_133 : !torch.vtensor<[1,1,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_134 = torch.constant.none
    %none_135 = torch.constant.none
    %int5_136 = torch.constant.int 5
    %cpu_137 = torch.constant.device "cpu"
    %int0_138 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %55, %none_134, %none_135, %int5_136, %cpu_137, %int0_138 : !torch.vtensor<[1,1,4,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_139 = torch.constant.int 0
    %int8 = torch.constant.int 8
    %int1_140 = torch.constant.int 1
    %87 = torch.aten.slice.Tensor %55, %int3, %int0_139, %int8, %int1_140 : !torch.vtensor<[1,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,4,8],f16>
    %int3_141 = torch.constant.int 3
    %int8_142 = torch.constant.int 8
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_143 = torch.constant.int 1
    %88 = torch.aten.slice.Tensor %55, %int3_141, %int8_142, %int9223372036854775807, %int1_143 : !torch.vtensor<[1,1,4,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,4,8],f16>
    %89 = torch.aten.mul.Tensor %87, %85 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,4,8],f16>
    %90 = torch.aten.mul.Tensor %88, %86 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,4,8],f16>
    %int1_144 = torch.constant.int 1
    %91 = torch.aten.sub.Tensor %89, %90, %int1_144 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,4,8],f16>, !torch.int -> !torch.vtensor<[1,1,4,8],f16>
    %92 = torch.aten.mul.Tensor %88, %85 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,4,8],f16>
    %93 = torch.aten.mul.Tensor %87, %86 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,4,8],f16>
    %int1_145 = torch.constant.int 1
    %94 = torch.aten.add.Tensor %92, %93, %int1_145 : !torch.vtensor<[1,1,4,8],f16>, !torch.vtensor<[1,1,4,8],f16>, !torch.int -> !torch.vtensor<[1,1,4,8],f16>
    %95 = torch_c.to_builtin_tensor %91 : !torch.vtensor<[1,1,4,8],f16> -> tensor<1x1x4x8xf16>
    %cast = tensor.cast %95 : tensor<1x1x4x8xf16> to tensor<?x?x?x?xf16>
    %96 = torch_c.to_builtin_tensor %94 : !torch.vtensor<[1,1,4,8],f16> -> tensor<1x1x4x8xf16>
    %cast_146 = tensor.cast %96 : tensor<1x1x4x8xf16> to tensor<?x?x?x?xf16>
    %97 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_146) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_147 = tensor.cast %97 : tensor<?x?x?x2x?xf16> to tensor<1x1x4x2x8xf16>
    %98 = torch_c.from_builtin_tensor %cast_147 : tensor<1x1x4x2x8xf16> -> !torch.vtensor<[1,1,4,2,8],f16>
    %int1_148 = torch.constant.int 1
    %int1_149 = torch.constant.int 1
    %int4_150 = torch.constant.int 4
    %int16_151 = torch.constant.int 16
    %99 = torch.prim.ListConstruct %int1_148, %int1_149, %int4_150, %int16_151 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[1,1,4,2,8],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4,16],f16>
    %none_152 = torch.constant.none
    %none_153 = torch.constant.none
    %int5_154 = torch.constant.int 5
    %cpu_155 = torch.constant.device "cpu"
    %int0_156 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %100, %none_152, %none_153, %int5_154, %cpu_155, %int0_156 : !torch.vtensor<[1,1,4,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_157 = torch.constant.int 0
    %int1_158 = torch.constant.int 1
    %none_159 = torch.constant.none
    %none_160 = torch.constant.none
    %cpu_161 = torch.constant.device "cpu"
    %false_162 = torch.constant.bool false
    %101 = torch.aten.arange.start %int0_157, %int1_158, %none_159, %none_160, %cpu_161, %false_162 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_163 = torch.constant.int 0
    %102 = torch.aten.unsqueeze %101, %int0_163 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_164 = torch.constant.int 1
    %103 = torch.aten.unsqueeze %arg2, %int1_164 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_165 = torch.constant.int 1
    %104 = torch.aten.add.Tensor %102, %103, %int1_165 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_166 = torch.constant.int 0
    %int16_167 = torch.constant.int 16
    %int2_168 = torch.constant.int 2
    %none_169 = torch.constant.none
    %none_170 = torch.constant.none
    %cpu_171 = torch.constant.device "cpu"
    %false_172 = torch.constant.bool false
    %105 = torch.aten.arange.start_step %int0_166, %int16_167, %int2_168, %none_169, %none_170, %cpu_171, %false_172 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %none_173 = torch.constant.none
    %none_174 = torch.constant.none
    %int4_175 = torch.constant.int 4
    %cpu_176 = torch.constant.device "cpu"
    %int0_177 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %105, %none_173, %none_174, %int4_175, %cpu_176, %int0_177 : !torch.vtensor<[8],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_178 = torch.constant.int 6
    %106 = torch.prims.convert_element_type %105, %int6_178 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[8],f32>
    %int16_179 = torch.constant.int 16
    %107 = torch.aten.div.Scalar %106, %int16_179 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %float5.000000e05_180 = torch.constant.float 5.000000e+05
    %108 = torch.aten.pow.Scalar %float5.000000e05_180, %107 : !torch.float, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %109 = torch.aten.reciprocal %108 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %float1.000000e00_181 = torch.constant.float 1.000000e+00
    %110 = torch.aten.mul.Scalar %109, %float1.000000e00_181 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
    %none_182 = torch.constant.none
    %111 = torch.aten.clone %2, %none_182 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_183 = torch.constant.int 0
    %112 = torch.aten.unsqueeze %110, %int0_183 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[1,8],f32>
    %int2_184 = torch.constant.int 2
    %113 = torch.aten.unsqueeze %112, %int2_184 : !torch.vtensor<[1,8],f32>, !torch.int -> !torch.vtensor<[1,8,1],f32>
    %none_185 = torch.constant.none
    %none_186 = torch.constant.none
    %int6_187 = torch.constant.int 6
    %cpu_188 = torch.constant.device "cpu"
    %int0_189 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %113, %none_185, %none_186, %int6_187, %cpu_188, %int0_189 : !torch.vtensor<[1,8,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_190 = torch.constant.int 1
    %int-1_191 = torch.constant.int -1
    %int1_192 = torch.constant.int 1
    %114 = torch.prim.ListConstruct %int1_190, %int-1_191, %int1_192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_193 = torch.constant.bool false
    %115 = torch.aten.expand %113, %114, %false_193 : !torch.vtensor<[1,8,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,8,1],f32>
    %int1_194 = torch.constant.int 1
    %116 = torch.aten.unsqueeze %104, %int1_194 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_195 = torch.constant.none
    %none_196 = torch.constant.none
    %int4_197 = torch.constant.int 4
    %cpu_198 = torch.constant.device "cpu"
    %int0_199 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %116, %none_195, %none_196, %int4_197, %cpu_198, %int0_199 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_200 = torch.constant.int 6
    %117 = torch.prims.convert_element_type %116, %int6_200 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %118 = torch.aten.matmul %115, %117 : !torch.vtensor<[1,8,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,8,1],f32>
    %int1_201 = torch.constant.int 1
    %int2_202 = torch.constant.int 2
    %119 = torch.aten.transpose.int %118, %int1_201, %int2_202 : !torch.vtensor<[1,8,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,8],f32>
    %120 = torch.aten.cos %119 : !torch.vtensor<[1,1,8],f32> -> !torch.vtensor<[1,1,8],f32>
    %121 = torch.aten.mul.Tensor %120, %111 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,8],f32>
    %none_203 = torch.constant.none
    %none_204 = torch.constant.none
    %int6_205 = torch.constant.int 6
    %cpu_206 = torch.constant.device "cpu"
    %int0_207 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %121, %none_203, %none_204, %int6_205, %cpu_206, %int0_207 : !torch.vtensor<[1,1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_208 = torch.constant.int 5
    %122 = torch.prims.convert_element_type %121, %int5_208 : !torch.vtensor<[1,1,8],f32>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %123 = torch.aten.sin %119 : !torch.vtensor<[1,1,8],f32> -> !torch.vtensor<[1,1,8],f32>
    %124 = torch.aten.mul.Tensor %123, %111 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,8],f32>
    %none_209 = torch.constant.none
    %none_210 = torch.constant.none
    %int6_211 = torch.constant.int 6
    %cpu_212 = torch.constant.device "cpu"
    %int0_213 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %124, %none_209, %none_210, %int6_211, %cpu_212, %int0_213 : !torch.vtensor<[1,1,8],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_214 = torch.constant.int 5
    %125 = torch.prims.convert_element_type %124, %int5_214 : !torch.vtensor<[1,1,8],f32>, !torch.int -> !torch.vtensor<[1,1,8],f16>
    %int2_215 = torch.constant.int 2
    %126 = torch.aten.unsqueeze %122, %int2_215 : !torch.vtensor<[1,1,8],f16>, !torch.int -> !torch.vtensor<[1,1,1,8],f16>
    %int2_216 = torch.constant.int 2
    %127 = torch.aten.unsqueeze %125, %int2_216 : !torch.vtensor<[1,1,8],f16>, !torch.int -> !torch.vtensor<[1,1,1,8],f16>
    %none_217 = torch.constant.none
    %none_218 = torch.constant.none
    %int5_219 = torch.constant.int 5
    %cpu_220 = torch.constant.device "cpu"
    %int0_221 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %126, %none_217, %none_218, %int5_219, %cpu_220, %int0_221 : !torch.vtensor<[1,1,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_222 = torch.constant.none
    %none_223 = torch.constant.none
    %int5_224 = torch.constant.int 5
    %cpu_225 = torch.constant.device "cpu"
    %int0_226 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %127, %none_222, %none_223, %int5_224, %cpu_225, %int0_226 : !torch.vtensor<[1,1,1,8],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_227 = torch.constant.none
    %none_228 = torch.constant.none
    %int5_229 = torch.constant.int 5
    %cpu_230 = torch.constant.device "cpu"
    %int0_231 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %57, %none_227, %none_228, %int5_229, %cpu_230, %int0_231 : !torch.vtensor<[1,1,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_232 = torch.constant.int 3
    %int0_233 = torch.constant.int 0
    %int8_234 = torch.constant.int 8
    %int1_235 = torch.constant.int 1
    %128 = torch.aten.slice.Tensor %57, %int3_232, %int0_233, %int8_234, %int1_235 : !torch.vtensor<[1,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8],f16>
    %int3_236 = torch.constant.int 3
    %int8_237 = torch.constant.int 8
    %int9223372036854775807_238 = torch.constant.int 9223372036854775807
    %int1_239 = torch.constant.int 1
    %129 = torch.aten.slice.Tensor %57, %int3_236, %int8_237, %int9223372036854775807_238, %int1_239 : !torch.vtensor<[1,1,2,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8],f16>
    %130 = torch.aten.mul.Tensor %128, %126 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,2,8],f16>
    %131 = torch.aten.mul.Tensor %129, %127 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,2,8],f16>
    %int1_240 = torch.constant.int 1
    %132 = torch.aten.sub.Tensor %130, %131, %int1_240 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,2,8],f16>, !torch.int -> !torch.vtensor<[1,1,2,8],f16>
    %133 = torch.aten.mul.Tensor %129, %126 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,2,8],f16>
    %134 = torch.aten.mul.Tensor %128, %127 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,1,8],f16> -> !torch.vtensor<[1,1,2,8],f16>
    %int1_241 = torch.constant.int 1
    %135 = torch.aten.add.Tensor %133, %134, %int1_241 : !torch.vtensor<[1,1,2,8],f16>, !torch.vtensor<[1,1,2,8],f16>, !torch.int -> !torch.vtensor<[1,1,2,8],f16>
    %136 = torch_c.to_builtin_tensor %132 : !torch.vtensor<[1,1,2,8],f16> -> tensor<1x1x2x8xf16>
    %cast_242 = tensor.cast %136 : tensor<1x1x2x8xf16> to tensor<?x?x?x?xf16>
    %137 = torch_c.to_builtin_tensor %135 : !torch.vtensor<[1,1,2,8],f16> -> tensor<1x1x2x8xf16>
    %cast_243 = tensor.cast %137 : tensor<1x1x2x8xf16> to tensor<?x?x?x?xf16>
    %138 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_242, %cast_243) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_244 = tensor.cast %138 : tensor<?x?x?x2x?xf16> to tensor<1x1x2x2x8xf16>
    %139 = torch_c.from_builtin_tensor %cast_244 : tensor<1x1x2x2x8xf16> -> !torch.vtensor<[1,1,2,2,8],f16>
    %int1_245 = torch.constant.int 1
    %int1_246 = torch.constant.int 1
    %int2_247 = torch.constant.int 2
    %int16_248 = torch.constant.int 16
    %140 = torch.prim.ListConstruct %int1_245, %int1_246, %int2_247, %int16_248 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %141 = torch.aten.view %139, %140 : !torch.vtensor<[1,1,2,2,8],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,16],f16>
    %none_249 = torch.constant.none
    %none_250 = torch.constant.none
    %int5_251 = torch.constant.int 5
    %cpu_252 = torch.constant.device "cpu"
    %int0_253 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %141, %none_249, %none_250, %int5_251, %cpu_252, %int0_253 : !torch.vtensor<[1,1,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_254 = torch.constant.int 1
    %int2_255 = torch.constant.int 2
    %int2_256 = torch.constant.int 2
    %int32_257 = torch.constant.int 32
    %int16_258 = torch.constant.int 16
    %142 = torch.prim.ListConstruct %24, %int1_254, %int2_255, %int2_256, %int32_257, %int16_258 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %143 = torch.aten.view %20, %142 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %143, [%22], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2_259 = torch.constant.int 2
    %144 = torch.aten.mul.int %24, %int2_259 : !torch.int, !torch.int -> !torch.int
    %int2_260 = torch.constant.int 2
    %145 = torch.aten.mul.int %144, %int2_260 : !torch.int, !torch.int -> !torch.int
    %int32_261 = torch.constant.int 32
    %146 = torch.aten.mul.int %145, %int32_261 : !torch.int, !torch.int -> !torch.int
    %int16_262 = torch.constant.int 16
    %147 = torch.prim.ListConstruct %146, %int16_262 : (!torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %143, %147 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,16],f16>
    torch.bind_symbolic_shape %148, [%22], affine_map<()[s0] -> (s0 * 128, 16)> : !torch.vtensor<[?,16],f16>
    %int32_263 = torch.constant.int 32
    %149 = torch.aten.floor_divide.Scalar %arg2, %int32_263 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_264 = torch.constant.int 1
    %150 = torch.aten.unsqueeze %149, %int1_264 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_265 = torch.constant.int 1
    %false_266 = torch.constant.bool false
    %151 = torch.aten.gather %arg3, %int1_265, %150, %false_266 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_267 = torch.constant.int 1
    %int1_268 = torch.constant.int 1
    %int1_269 = torch.constant.int 1
    %152 = torch.prim.ListConstruct %int1_267, %int1_268, %int1_269 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %153 = torch.aten.view %151, %152 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_270 = torch.constant.int 32
    %154 = torch.aten.remainder.Scalar %arg2, %int32_270 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_271 = torch.constant.int 1
    %int1_272 = torch.constant.int 1
    %int1_273 = torch.constant.int 1
    %155 = torch.prim.ListConstruct %int1_271, %int1_272, %int1_273 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.view %154, %155 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_274 = torch.constant.int 2
    %none_275 = torch.constant.none
    %none_276 = torch.constant.none
    %cpu_277 = torch.constant.device "cpu"
    %false_278 = torch.constant.bool false
    %157 = torch.aten.arange %int2_274, %none_275, %none_276, %cpu_277, %false_278 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2],si64>
    %int1_279 = torch.constant.int 1
    %int1_280 = torch.constant.int 1
    %int2_281 = torch.constant.int 2
    %158 = torch.prim.ListConstruct %int1_279, %int1_280, %int2_281 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.view %157, %158 : !torch.vtensor<[2],si64>, !torch.list<int> -> !torch.vtensor<[1,1,2],si64>
    %none_282 = torch.constant.none
    %160 = torch.aten.clone %3, %none_282 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_283 = torch.constant.int 1
    %int1_284 = torch.constant.int 1
    %int1_285 = torch.constant.int 1
    %161 = torch.prim.ListConstruct %int1_283, %int1_284, %int1_285 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %162 = torch.aten.view %160, %161 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_286 = torch.constant.int 1
    %163 = torch.aten.mul.Scalar %153, %int1_286 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_287 = torch.constant.int 0
    %int1_288 = torch.constant.int 1
    %164 = torch.aten.add.Scalar %163, %int0_287, %int1_288 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_289 = torch.constant.int 2
    %165 = torch.aten.mul.Scalar %164, %int2_289 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_290 = torch.constant.int 1
    %166 = torch.aten.add.Tensor %165, %162, %int1_290 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_291 = torch.constant.int 2
    %167 = torch.aten.mul.Scalar %166, %int2_291 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_292 = torch.constant.int 1
    %168 = torch.aten.add.Tensor %167, %159, %int1_292 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,2],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %int32_293 = torch.constant.int 32
    %169 = torch.aten.mul.Scalar %168, %int32_293 : !torch.vtensor<[1,1,2],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %int1_294 = torch.constant.int 1
    %170 = torch.aten.add.Tensor %169, %156, %int1_294 : !torch.vtensor<[1,1,2],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %none_295 = torch.constant.none
    %none_296 = torch.constant.none
    %int5_297 = torch.constant.int 5
    %cpu_298 = torch.constant.device "cpu"
    %int0_299 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %141, %none_295, %none_296, %int5_297, %cpu_298, %int0_299 : !torch.vtensor<[1,1,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %171 = torch.prim.ListConstruct %170 : (!torch.vtensor<[1,1,2],si64>) -> !torch.list<optional<vtensor>>
    %false_300 = torch.constant.bool false
    %172 = torch.aten.index_put %148, %171, %141, %false_300 : !torch.vtensor<[?,16],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,2,16],f16>, !torch.bool -> !torch.vtensor<[?,16],f16>
    torch.bind_symbolic_shape %172, [%22], affine_map<()[s0] -> (s0 * 128, 16)> : !torch.vtensor<[?,16],f16>
    %int1_301 = torch.constant.int 1
    %int2_302 = torch.constant.int 2
    %int2_303 = torch.constant.int 2
    %int32_304 = torch.constant.int 32
    %int16_305 = torch.constant.int 16
    %173 = torch.prim.ListConstruct %24, %int1_301, %int2_302, %int2_303, %int32_304, %int16_305 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %174 = torch.aten.view %172, %173 : !torch.vtensor<[?,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %174, [%22], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2048 = torch.constant.int 2048
    %175 = torch.prim.ListConstruct %24, %int2048 : (!torch.int, !torch.int) -> !torch.list<int>
    %176 = torch.aten.view %174, %175 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2048],f16>
    torch.bind_symbolic_shape %176, [%22], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %int1_306 = torch.constant.int 1
    %int2_307 = torch.constant.int 2
    %int2_308 = torch.constant.int 2
    %int32_309 = torch.constant.int 32
    %int16_310 = torch.constant.int 16
    %177 = torch.prim.ListConstruct %24, %int1_306, %int2_307, %int2_308, %int32_309, %int16_310 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %178 = torch.aten.view %176, %177 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %178, [%22], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int16_311 = torch.constant.int 16
    %179 = torch.prim.ListConstruct %146, %int16_311 : (!torch.int, !torch.int) -> !torch.list<int>
    %180 = torch.aten.view %178, %179 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,16],f16>
    torch.bind_symbolic_shape %180, [%22], affine_map<()[s0] -> (s0 * 128, 16)> : !torch.vtensor<[?,16],f16>
    %none_312 = torch.constant.none
    %181 = torch.aten.clone %4, %none_312 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_313 = torch.constant.int 1
    %int1_314 = torch.constant.int 1
    %int1_315 = torch.constant.int 1
    %182 = torch.prim.ListConstruct %int1_313, %int1_314, %int1_315 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %183 = torch.aten.view %181, %182 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_316 = torch.constant.int 1
    %184 = torch.aten.mul.Scalar %153, %int1_316 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_317 = torch.constant.int 0
    %int1_318 = torch.constant.int 1
    %185 = torch.aten.add.Scalar %184, %int0_317, %int1_318 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_319 = torch.constant.int 2
    %186 = torch.aten.mul.Scalar %185, %int2_319 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_320 = torch.constant.int 1
    %187 = torch.aten.add.Tensor %186, %183, %int1_320 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_321 = torch.constant.int 2
    %188 = torch.aten.mul.Scalar %187, %int2_321 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_322 = torch.constant.int 1
    %189 = torch.aten.add.Tensor %188, %159, %int1_322 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,2],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %int32_323 = torch.constant.int 32
    %190 = torch.aten.mul.Scalar %189, %int32_323 : !torch.vtensor<[1,1,2],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %int1_324 = torch.constant.int 1
    %191 = torch.aten.add.Tensor %190, %156, %int1_324 : !torch.vtensor<[1,1,2],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,2],si64>
    %none_325 = torch.constant.none
    %none_326 = torch.constant.none
    %int5_327 = torch.constant.int 5
    %cpu_328 = torch.constant.device "cpu"
    %int0_329 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_325, %none_326, %int5_327, %cpu_328, %int0_329 : !torch.vtensor<[1,1,2,16],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %192 = torch.prim.ListConstruct %191 : (!torch.vtensor<[1,1,2],si64>) -> !torch.list<optional<vtensor>>
    %false_330 = torch.constant.bool false
    %193 = torch.aten.index_put %180, %192, %59, %false_330 : !torch.vtensor<[?,16],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,2,16],f16>, !torch.bool -> !torch.vtensor<[?,16],f16>
    torch.bind_symbolic_shape %193, [%22], affine_map<()[s0] -> (s0 * 128, 16)> : !torch.vtensor<[?,16],f16>
    %int1_331 = torch.constant.int 1
    %int2_332 = torch.constant.int 2
    %int2_333 = torch.constant.int 2
    %int32_334 = torch.constant.int 32
    %int16_335 = torch.constant.int 16
    %194 = torch.prim.ListConstruct %24, %int1_331, %int2_332, %int2_333, %int32_334, %int16_335 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %195 = torch.aten.view %193, %194 : !torch.vtensor<[?,16],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %195, [%22], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %int2048_336 = torch.constant.int 2048
    %196 = torch.prim.ListConstruct %24, %int2048_336 : (!torch.int, !torch.int) -> !torch.list<int>
    %197 = torch.aten.view %195, %196 : !torch.vtensor<[?,1,2,2,32,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2048],f16>
    torch.overwrite.tensor.contents %197 overwrites %arg4 : !torch.vtensor<[?,2048],f16>, !torch.tensor<[?,2048],f16>
    torch.bind_symbolic_shape %197, [%22], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
    %none_337 = torch.constant.none
    %198 = torch.aten.clone %5, %none_337 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_338 = torch.constant.none
    %199 = torch.aten.clone %6, %none_338 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_339 = torch.constant.none
    %200 = torch.aten.clone %7, %none_339 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_340 = torch.constant.int 1
    %int2_341 = torch.constant.int 2
    %int2_342 = torch.constant.int 2
    %int32_343 = torch.constant.int 32
    %int16_344 = torch.constant.int 16
    %201 = torch.prim.ListConstruct %24, %int1_340, %int2_341, %int2_342, %int32_343, %int16_344 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %202 = torch.aten.view %197, %201 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,2,32,16],f16>
    torch.bind_symbolic_shape %202, [%22], affine_map<()[s0] -> (s0, 1, 2, 2, 32, 16)> : !torch.vtensor<[?,1,2,2,32,16],f16>
    %203 = torch_c.to_builtin_tensor %202 : !torch.vtensor<[?,1,2,2,32,16],f16> -> tensor<?x1x2x2x32x16xf16>
    %204 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_345 = tensor.cast %204 : tensor<1x?xi64> to tensor<?x?xi64>
    %205 = torch_c.to_builtin_tensor %198 : !torch.vtensor<[],si64> -> tensor<i64>
    %206 = torch_c.to_builtin_tensor %199 : !torch.vtensor<[],si64> -> tensor<i64>
    %207 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16(%203, %cast_345, %205, %206) : (tensor<?x1x2x2x32x16xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x2x32x16xf16>
    %cast_346 = tensor.cast %207 : tensor<?x?x2x32x16xf16> to tensor<1x?x2x32x16xf16>
    %208 = torch_c.from_builtin_tensor %cast_346 : tensor<1x?x2x32x16xf16> -> !torch.vtensor<[1,?,2,32,16],f16>
    torch.bind_symbolic_shape %208, [%21], affine_map<()[s0] -> (1, s0, 2, 32, 16)> : !torch.vtensor<[1,?,2,32,16],f16>
    %209 = torch_c.to_builtin_tensor %202 : !torch.vtensor<[?,1,2,2,32,16],f16> -> tensor<?x1x2x2x32x16xf16>
    %210 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_347 = tensor.cast %210 : tensor<1x?xi64> to tensor<?x?xi64>
    %211 = torch_c.to_builtin_tensor %198 : !torch.vtensor<[],si64> -> tensor<i64>
    %212 = torch_c.to_builtin_tensor %200 : !torch.vtensor<[],si64> -> tensor<i64>
    %213 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16(%209, %cast_347, %211, %212) : (tensor<?x1x2x2x32x16xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x2x32x16xf16>
    %cast_348 = tensor.cast %213 : tensor<?x?x2x32x16xf16> to tensor<1x?x2x32x16xf16>
    %214 = torch_c.from_builtin_tensor %cast_348 : tensor<1x?x2x32x16xf16> -> !torch.vtensor<[1,?,2,32,16],f16>
    torch.bind_symbolic_shape %214, [%21], affine_map<()[s0] -> (1, s0, 2, 32, 16)> : !torch.vtensor<[1,?,2,32,16],f16>
    %int2_349 = torch.constant.int 2
    %int3_350 = torch.constant.int 3
    %215 = torch.aten.transpose.int %208, %int2_349, %int3_350 : !torch.vtensor<[1,?,2,32,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %215, [%21], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int32_351 = torch.constant.int 32
    %216 = torch.aten.mul.int %23, %int32_351 : !torch.int, !torch.int -> !torch.int
    %int0_352 = torch.constant.int 0
    %217 = torch.aten.clone %215, %int0_352 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %217, [%21], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int1_353 = torch.constant.int 1
    %int2_354 = torch.constant.int 2
    %int16_355 = torch.constant.int 16
    %218 = torch.prim.ListConstruct %int1_353, %216, %int2_354, %int16_355 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten._unsafe_view %217, %218 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f16>
    torch.bind_symbolic_shape %219, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
    %int2_356 = torch.constant.int 2
    %int3_357 = torch.constant.int 3
    %220 = torch.aten.transpose.int %214, %int2_356, %int3_357 : !torch.vtensor<[1,?,2,32,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %220, [%21], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int0_358 = torch.constant.int 0
    %221 = torch.aten.clone %220, %int0_358 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,32,2,16],f16>
    torch.bind_symbolic_shape %221, [%21], affine_map<()[s0] -> (1, s0, 32, 2, 16)> : !torch.vtensor<[1,?,32,2,16],f16>
    %int1_359 = torch.constant.int 1
    %int2_360 = torch.constant.int 2
    %int16_361 = torch.constant.int 16
    %222 = torch.prim.ListConstruct %int1_359, %216, %int2_360, %int16_361 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten._unsafe_view %221, %222 : !torch.vtensor<[1,?,32,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f16>
    torch.bind_symbolic_shape %223, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
    %int0_362 = torch.constant.int 0
    %int1_363 = torch.constant.int 1
    %none_364 = torch.constant.none
    %none_365 = torch.constant.none
    %cpu_366 = torch.constant.device "cpu"
    %false_367 = torch.constant.bool false
    %224 = torch.aten.arange.start_step %int0_362, %216, %int1_363, %none_364, %none_365, %cpu_366, %false_367 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %224, [%21], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_368 = torch.constant.int -1
    %225 = torch.aten.unsqueeze %arg1, %int-1_368 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %226 = torch.aten.ge.Tensor %224, %225 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %226, [%21], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_369 = torch.constant.none
    %227 = torch.aten.clone %8, %none_369 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_370 = torch.constant.int 0
    %228 = torch.aten.where.ScalarOther %226, %227, %int0_370 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %228, [%21], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_371 = torch.constant.none
    %none_372 = torch.constant.none
    %int5_373 = torch.constant.int 5
    %cpu_374 = torch.constant.device "cpu"
    %int0_375 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %228, %none_371, %none_372, %int5_373, %cpu_374, %int0_375 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_376 = torch.constant.int 1
    %229 = torch.aten.unsqueeze %228, %int1_376 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %229, [%21], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_377 = torch.constant.int 1
    %230 = torch.aten.unsqueeze %229, %int1_377 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %230, [%21], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_378 = torch.constant.none
    %none_379 = torch.constant.none
    %int5_380 = torch.constant.int 5
    %cpu_381 = torch.constant.device "cpu"
    %int0_382 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %230, %none_378, %none_379, %int5_380, %cpu_381, %int0_382 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_383 = torch.constant.int -2
    %231 = torch.aten.unsqueeze %219, %int-2_383 : !torch.vtensor<[1,?,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,1,16],f16>
    torch.bind_symbolic_shape %231, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 1, 16)> : !torch.vtensor<[1,?,2,1,16],f16>
    %int1_384 = torch.constant.int 1
    %int2_385 = torch.constant.int 2
    %int2_386 = torch.constant.int 2
    %int16_387 = torch.constant.int 16
    %232 = torch.prim.ListConstruct %int1_384, %216, %int2_385, %int2_386, %int16_387 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_388 = torch.constant.bool false
    %233 = torch.aten.expand %231, %232, %false_388 : !torch.vtensor<[1,?,2,1,16],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %233, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int0_389 = torch.constant.int 0
    %234 = torch.aten.clone %233, %int0_389 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %234, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int1_390 = torch.constant.int 1
    %int4_391 = torch.constant.int 4
    %int16_392 = torch.constant.int 16
    %235 = torch.prim.ListConstruct %int1_390, %216, %int4_391, %int16_392 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %236 = torch.aten._unsafe_view %234, %235 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %236, [%21], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int-2_393 = torch.constant.int -2
    %237 = torch.aten.unsqueeze %223, %int-2_393 : !torch.vtensor<[1,?,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,1,16],f16>
    torch.bind_symbolic_shape %237, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 1, 16)> : !torch.vtensor<[1,?,2,1,16],f16>
    %int1_394 = torch.constant.int 1
    %int2_395 = torch.constant.int 2
    %int2_396 = torch.constant.int 2
    %int16_397 = torch.constant.int 16
    %238 = torch.prim.ListConstruct %int1_394, %216, %int2_395, %int2_396, %int16_397 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_398 = torch.constant.bool false
    %239 = torch.aten.expand %237, %238, %false_398 : !torch.vtensor<[1,?,2,1,16],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %239, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int0_399 = torch.constant.int 0
    %240 = torch.aten.clone %239, %int0_399 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.int -> !torch.vtensor<[1,?,2,2,16],f16>
    torch.bind_symbolic_shape %240, [%21], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 16)> : !torch.vtensor<[1,?,2,2,16],f16>
    %int1_400 = torch.constant.int 1
    %int4_401 = torch.constant.int 4
    %int16_402 = torch.constant.int 16
    %241 = torch.prim.ListConstruct %int1_400, %216, %int4_401, %int16_402 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %242 = torch.aten._unsafe_view %240, %241 : !torch.vtensor<[1,?,2,2,16],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f16>
    torch.bind_symbolic_shape %242, [%21], affine_map<()[s0] -> (1, s0 * 32, 4, 16)> : !torch.vtensor<[1,?,4,16],f16>
    %int1_403 = torch.constant.int 1
    %int2_404 = torch.constant.int 2
    %243 = torch.aten.transpose.int %100, %int1_403, %int2_404 : !torch.vtensor<[1,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,1,16],f16>
    %int1_405 = torch.constant.int 1
    %int2_406 = torch.constant.int 2
    %244 = torch.aten.transpose.int %236, %int1_405, %int2_406 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %244, [%21], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %int1_407 = torch.constant.int 1
    %int2_408 = torch.constant.int 2
    %245 = torch.aten.transpose.int %242, %int1_407, %int2_408 : !torch.vtensor<[1,?,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,16],f16>
    torch.bind_symbolic_shape %245, [%21], affine_map<()[s0] -> (1, 4, s0 * 32, 16)> : !torch.vtensor<[1,4,?,16],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_409 = torch.constant.bool false
    %none_410 = torch.constant.none
    %false_411 = torch.constant.bool false
    %246 = torch.aten.scaled_dot_product_attention %243, %244, %245, %230, %float0.000000e00, %false_409, %none_410, %false_411 : !torch.vtensor<[1,4,1,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,4,1,16],f16>
    %int1_412 = torch.constant.int 1
    %int2_413 = torch.constant.int 2
    %247 = torch.aten.transpose.int %246, %int1_412, %int2_413 : !torch.vtensor<[1,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,4,16],f16>
    %int1_414 = torch.constant.int 1
    %int1_415 = torch.constant.int 1
    %int64_416 = torch.constant.int 64
    %248 = torch.prim.ListConstruct %int1_414, %int1_415, %int64_416 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %249 = torch.aten.view %247, %248 : !torch.vtensor<[1,1,4,16],f16>, !torch.list<int> -> !torch.vtensor<[1,1,64],f16>
    %int-2_417 = torch.constant.int -2
    %int-1_418 = torch.constant.int -1
    %250 = torch.aten.transpose.int %13, %int-2_417, %int-1_418 : !torch.vtensor<[64,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,64],f16>
    %none_419 = torch.constant.none
    %none_420 = torch.constant.none
    %int5_421 = torch.constant.int 5
    %cpu_422 = torch.constant.device "cpu"
    %int0_423 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %250, %none_419, %none_420, %int5_421, %cpu_422, %int0_423 : !torch.vtensor<[64,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_424 = torch.constant.int 1
    %int64_425 = torch.constant.int 64
    %251 = torch.prim.ListConstruct %int1_424, %int64_425 : (!torch.int, !torch.int) -> !torch.list<int>
    %252 = torch.aten.view %249, %251 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %253 = torch.aten.matmul %252, %250 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,64],f16> -> !torch.vtensor<[1,64],f16>
    %int1_426 = torch.constant.int 1
    %int1_427 = torch.constant.int 1
    %int64_428 = torch.constant.int 64
    %254 = torch.prim.ListConstruct %int1_426, %int1_427, %int64_428 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %255 = torch.aten.view %253, %254 : !torch.vtensor<[1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,64],f16>
    %none_429 = torch.constant.none
    %none_430 = torch.constant.none
    %int5_431 = torch.constant.int 5
    %cpu_432 = torch.constant.device "cpu"
    %int0_433 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %255, %none_429, %none_430, %int5_431, %cpu_432, %int0_433 : !torch.vtensor<[1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_434 = torch.constant.int 1
    %256 = torch.aten.add.Tensor %25, %255, %int1_434 : !torch.vtensor<[1,1,64],f16>, !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %none_435 = torch.constant.none
    %none_436 = torch.constant.none
    %int5_437 = torch.constant.int 5
    %cpu_438 = torch.constant.device "cpu"
    %int0_439 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %256, %none_435, %none_436, %int5_437, %cpu_438, %int0_439 : !torch.vtensor<[1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_440 = torch.constant.int 6
    %257 = torch.prims.convert_element_type %256, %int6_440 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int2_441 = torch.constant.int 2
    %258 = torch.aten.pow.Tensor_Scalar %257, %int2_441 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int-1_442 = torch.constant.int -1
    %259 = torch.prim.ListConstruct %int-1_442 : (!torch.int) -> !torch.list<int>
    %true_443 = torch.constant.bool true
    %none_444 = torch.constant.none
    %260 = torch.aten.mean.dim %258, %259, %true_443, %none_444 : !torch.vtensor<[1,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_445 = torch.constant.float 1.000000e-05
    %int1_446 = torch.constant.int 1
    %261 = torch.aten.add.Scalar %260, %float1.000000e-05_445, %int1_446 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %262 = torch.aten.rsqrt %261 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %263 = torch.aten.mul.Tensor %257, %262 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_447 = torch.constant.none
    %none_448 = torch.constant.none
    %int6_449 = torch.constant.int 6
    %cpu_450 = torch.constant.device "cpu"
    %int0_451 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %263, %none_447, %none_448, %int6_449, %cpu_450, %int0_451 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_452 = torch.constant.int 5
    %264 = torch.prims.convert_element_type %263, %int5_452 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %265 = torch.aten.mul.Tensor %14, %264 : !torch.vtensor<[64],f32>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[1,1,64],f32>
    %none_453 = torch.constant.none
    %none_454 = torch.constant.none
    %int6_455 = torch.constant.int 6
    %cpu_456 = torch.constant.device "cpu"
    %int0_457 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %265, %none_453, %none_454, %int6_455, %cpu_456, %int0_457 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_458 = torch.constant.int 5
    %266 = torch.prims.convert_element_type %265, %int5_458 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_459 = torch.constant.int -2
    %int-1_460 = torch.constant.int -1
    %267 = torch.aten.transpose.int %15, %int-2_459, %int-1_460 : !torch.vtensor<[128,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,128],f16>
    %none_461 = torch.constant.none
    %none_462 = torch.constant.none
    %int5_463 = torch.constant.int 5
    %cpu_464 = torch.constant.device "cpu"
    %int0_465 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %267, %none_461, %none_462, %int5_463, %cpu_464, %int0_465 : !torch.vtensor<[64,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_466 = torch.constant.int 1
    %int64_467 = torch.constant.int 64
    %268 = torch.prim.ListConstruct %int1_466, %int64_467 : (!torch.int, !torch.int) -> !torch.list<int>
    %269 = torch.aten.view %266, %268 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %270 = torch.aten.matmul %269, %267 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,128],f16> -> !torch.vtensor<[1,128],f16>
    %int1_468 = torch.constant.int 1
    %int1_469 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %271 = torch.prim.ListConstruct %int1_468, %int1_469, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %272 = torch.aten.view %270, %271 : !torch.vtensor<[1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128],f16>
    %273 = torch.aten.silu %272 : !torch.vtensor<[1,1,128],f16> -> !torch.vtensor<[1,1,128],f16>
    %int-2_470 = torch.constant.int -2
    %int-1_471 = torch.constant.int -1
    %274 = torch.aten.transpose.int %16, %int-2_470, %int-1_471 : !torch.vtensor<[128,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,128],f16>
    %none_472 = torch.constant.none
    %none_473 = torch.constant.none
    %int5_474 = torch.constant.int 5
    %cpu_475 = torch.constant.device "cpu"
    %int0_476 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %274, %none_472, %none_473, %int5_474, %cpu_475, %int0_476 : !torch.vtensor<[64,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_477 = torch.constant.int 1
    %int64_478 = torch.constant.int 64
    %275 = torch.prim.ListConstruct %int1_477, %int64_478 : (!torch.int, !torch.int) -> !torch.list<int>
    %276 = torch.aten.view %266, %275 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %277 = torch.aten.matmul %276, %274 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,128],f16> -> !torch.vtensor<[1,128],f16>
    %int1_479 = torch.constant.int 1
    %int1_480 = torch.constant.int 1
    %int128_481 = torch.constant.int 128
    %278 = torch.prim.ListConstruct %int1_479, %int1_480, %int128_481 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %279 = torch.aten.view %277, %278 : !torch.vtensor<[1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128],f16>
    %280 = torch.aten.mul.Tensor %273, %279 : !torch.vtensor<[1,1,128],f16>, !torch.vtensor<[1,1,128],f16> -> !torch.vtensor<[1,1,128],f16>
    %int-2_482 = torch.constant.int -2
    %int-1_483 = torch.constant.int -1
    %281 = torch.aten.transpose.int %17, %int-2_482, %int-1_483 : !torch.vtensor<[64,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[128,64],f16>
    %none_484 = torch.constant.none
    %none_485 = torch.constant.none
    %int5_486 = torch.constant.int 5
    %cpu_487 = torch.constant.device "cpu"
    %int0_488 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %281, %none_484, %none_485, %int5_486, %cpu_487, %int0_488 : !torch.vtensor<[128,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_489 = torch.constant.int 1
    %int128_490 = torch.constant.int 128
    %282 = torch.prim.ListConstruct %int1_489, %int128_490 : (!torch.int, !torch.int) -> !torch.list<int>
    %283 = torch.aten.view %280, %282 : !torch.vtensor<[1,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,128],f16>
    %284 = torch.aten.matmul %283, %281 : !torch.vtensor<[1,128],f16>, !torch.vtensor<[128,64],f16> -> !torch.vtensor<[1,64],f16>
    %int1_491 = torch.constant.int 1
    %int1_492 = torch.constant.int 1
    %int64_493 = torch.constant.int 64
    %285 = torch.prim.ListConstruct %int1_491, %int1_492, %int64_493 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %286 = torch.aten.view %284, %285 : !torch.vtensor<[1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,64],f16>
    %int1_494 = torch.constant.int 1
    %287 = torch.aten.add.Tensor %256, %286, %int1_494 : !torch.vtensor<[1,1,64],f16>, !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %none_495 = torch.constant.none
    %none_496 = torch.constant.none
    %int5_497 = torch.constant.int 5
    %cpu_498 = torch.constant.device "cpu"
    %int0_499 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %287, %none_495, %none_496, %int5_497, %cpu_498, %int0_499 : !torch.vtensor<[1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_500 = torch.constant.none
    %none_501 = torch.constant.none
    %int5_502 = torch.constant.int 5
    %cpu_503 = torch.constant.device "cpu"
    %int0_504 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %287, %none_500, %none_501, %int5_502, %cpu_503, %int0_504 : !torch.vtensor<[1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_505 = torch.constant.int 6
    %288 = torch.prims.convert_element_type %287, %int6_505 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int2_506 = torch.constant.int 2
    %289 = torch.aten.pow.Tensor_Scalar %288, %int2_506 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %int-1_507 = torch.constant.int -1
    %290 = torch.prim.ListConstruct %int-1_507 : (!torch.int) -> !torch.list<int>
    %true_508 = torch.constant.bool true
    %none_509 = torch.constant.none
    %291 = torch.aten.mean.dim %289, %290, %true_508, %none_509 : !torch.vtensor<[1,1,64],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_510 = torch.constant.float 1.000000e-05
    %int1_511 = torch.constant.int 1
    %292 = torch.aten.add.Scalar %291, %float1.000000e-05_510, %int1_511 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %293 = torch.aten.rsqrt %292 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %294 = torch.aten.mul.Tensor %288, %293 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_512 = torch.constant.none
    %none_513 = torch.constant.none
    %int6_514 = torch.constant.int 6
    %cpu_515 = torch.constant.device "cpu"
    %int0_516 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %294, %none_512, %none_513, %int6_514, %cpu_515, %int0_516 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_517 = torch.constant.int 5
    %295 = torch.prims.convert_element_type %294, %int5_517 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %296 = torch.aten.mul.Tensor %18, %295 : !torch.vtensor<[1,64],f32>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[1,1,64],f32>
    %none_518 = torch.constant.none
    %none_519 = torch.constant.none
    %int6_520 = torch.constant.int 6
    %cpu_521 = torch.constant.device "cpu"
    %int0_522 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %296, %none_518, %none_519, %int6_520, %cpu_521, %int0_522 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_523 = torch.constant.int 5
    %297 = torch.prims.convert_element_type %296, %int5_523 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_524 = torch.constant.int -2
    %int-1_525 = torch.constant.int -1
    %298 = torch.aten.transpose.int %19, %int-2_524, %int-1_525 : !torch.vtensor<[256,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[64,256],f16>
    %none_526 = torch.constant.none
    %none_527 = torch.constant.none
    %int5_528 = torch.constant.int 5
    %cpu_529 = torch.constant.device "cpu"
    %int0_530 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %298, %none_526, %none_527, %int5_528, %cpu_529, %int0_530 : !torch.vtensor<[64,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_531 = torch.constant.int 1
    %int64_532 = torch.constant.int 64
    %299 = torch.prim.ListConstruct %int1_531, %int64_532 : (!torch.int, !torch.int) -> !torch.list<int>
    %300 = torch.aten.view %297, %299 : !torch.vtensor<[1,1,64],f16>, !torch.list<int> -> !torch.vtensor<[1,64],f16>
    %301 = torch.aten.matmul %300, %298 : !torch.vtensor<[1,64],f16>, !torch.vtensor<[64,256],f16> -> !torch.vtensor<[1,256],f16>
    %int1_533 = torch.constant.int 1
    %int1_534 = torch.constant.int 1
    %int256 = torch.constant.int 256
    %302 = torch.prim.ListConstruct %int1_533, %int1_534, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %303 = torch.aten.view %301, %302 : !torch.vtensor<[1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,256],f16>
    return %303 : !torch.vtensor<[1,1,256],f16>
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
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_2_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_16_f16(%arg0: tensor<?x1x2x2x32x16xf16>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x2x32x16xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x2x2x32x16xf16>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 2, 32, 16] [1, 1, 1, 1, 1, 1] : tensor<?x1x2x2x32x16xf16> to tensor<?x2x32x16xf16>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x2x32x16xf16>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x2x32x16xf16>, tensor<?x?xi64>) outs(%2 : tensor<?x?x2x32x16xf16>) -> tensor<?x?x2x32x16xf16>
    util.return %3 : tensor<?x?x2x32x16xf16>
  }
}
