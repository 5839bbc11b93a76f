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
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x4096xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<128256x4096xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,65536],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,128256],f16> attributes {torch.assume_strict_symbolic_shapes} {
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
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x4096xf32>
    %13 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x4096xf32> -> !torch.vtensor<[1,4096],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<128256x4096xf16>
    %14 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %15 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,65536],f16>
    %16 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %17 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %18 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %15, [%18], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1 = torch.constant.int 1
    %19 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %20 = torch.aten.size.int %15, %int0 : !torch.vtensor<[?,65536],f16>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %21 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[128256,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %22 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %22, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %22, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %23 = torch.prims.convert_element_type %22, %int6 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %23, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2 = torch.constant.int 2
    %24 = torch.aten.pow.Tensor_Scalar %23, %int2 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %24, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_9 = torch.constant.int -1
    %25 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %26 = torch.aten.mean.dim %24, %25, %true, %none_10 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %26, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %27 = torch.aten.add.Scalar %26, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %27, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %28 = torch.aten.rsqrt %27 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %28, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %29 = torch.aten.mul.Tensor %23, %28 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %29, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %29, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %30 = torch.prims.convert_element_type %29, %int5_17 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %30, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %31 = torch.aten.mul.Tensor %4, %30 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %31, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %31, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %32 = torch.prims.convert_element_type %31, %int5_23 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %32, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2 = torch.constant.int -2
    %int-1_24 = torch.constant.int -1
    %33 = torch.aten.transpose.int %5, %int-2, %int-1_24 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_25 = torch.constant.none
    %none_26 = torch.constant.none
    %int5_27 = torch.constant.int 5
    %cpu_28 = torch.constant.device "cpu"
    %int0_29 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %33, %none_25, %none_26, %int5_27, %cpu_28, %int0_29 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096 = torch.constant.int 4096
    %34 = torch.prim.ListConstruct %21, %int4096 : (!torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.view %32, %34 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %35, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %36 = torch.aten.matmul %35, %33 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %36, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_30 = torch.constant.int 1
    %int4096_31 = torch.constant.int 4096
    %37 = torch.prim.ListConstruct %int1_30, %21, %int4096_31 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.view %36, %37 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %38, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_32 = torch.constant.int -2
    %int-1_33 = torch.constant.int -1
    %39 = torch.aten.transpose.int %6, %int-2_32, %int-1_33 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_34 = torch.constant.none
    %none_35 = torch.constant.none
    %int5_36 = torch.constant.int 5
    %cpu_37 = torch.constant.device "cpu"
    %int0_38 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_34, %none_35, %int5_36, %cpu_37, %int0_38 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_39 = torch.constant.int 4096
    %40 = torch.prim.ListConstruct %21, %int4096_39 : (!torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %32, %40 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %41, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %42 = torch.aten.matmul %41, %39 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %42, [%17], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_40 = torch.constant.int 1
    %int1024 = torch.constant.int 1024
    %43 = torch.prim.ListConstruct %int1_40, %21, %int1024 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %44, [%17], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int-2_41 = torch.constant.int -2
    %int-1_42 = torch.constant.int -1
    %45 = torch.aten.transpose.int %7, %int-2_41, %int-1_42 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_43 = torch.constant.none
    %none_44 = torch.constant.none
    %int5_45 = torch.constant.int 5
    %cpu_46 = torch.constant.device "cpu"
    %int0_47 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %45, %none_43, %none_44, %int5_45, %cpu_46, %int0_47 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_48 = torch.constant.int 4096
    %46 = torch.prim.ListConstruct %21, %int4096_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %32, %46 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %47, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %48 = torch.aten.matmul %47, %45 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[?,1024],f16>
    torch.bind_symbolic_shape %48, [%17], affine_map<()[s0] -> (s0 * 32, 1024)> : !torch.vtensor<[?,1024],f16>
    %int1_49 = torch.constant.int 1
    %int1024_50 = torch.constant.int 1024
    %49 = torch.prim.ListConstruct %int1_49, %21, %int1024_50 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %50, [%17], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_51 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128 = torch.constant.int 128
    %51 = torch.prim.ListConstruct %int1_51, %21, %int32, %int128 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.aten.view %38, %51 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %52, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_52 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_53 = torch.constant.int 128
    %53 = torch.prim.ListConstruct %int1_52, %21, %int8, %int128_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %44, %53 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %54, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_54 = torch.constant.int 1
    %int8_55 = torch.constant.int 8
    %int128_56 = torch.constant.int 128
    %55 = torch.prim.ListConstruct %int1_54, %21, %int8_55, %int128_56 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %50, %55 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %56, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_57 = torch.constant.int 0
    %none_58 = torch.constant.none
    %none_59 = torch.constant.none
    %cpu_60 = torch.constant.device "cpu"
    %false_61 = torch.constant.bool false
    %57 = torch.aten.arange.start %int0_57, %21, %none_58, %none_59, %cpu_60, %false_61 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %57, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_62 = torch.constant.int 0
    %58 = torch.aten.unsqueeze %57, %int0_62 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %58, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_63 = torch.constant.int 0
    %int128_64 = torch.constant.int 128
    %int2_65 = torch.constant.int 2
    %none_66 = torch.constant.none
    %none_67 = torch.constant.none
    %cpu_68 = torch.constant.device "cpu"
    %false_69 = torch.constant.bool false
    %59 = torch.aten.arange.start_step %int0_63, %int128_64, %int2_65, %none_66, %none_67, %cpu_68, %false_69 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_70 = torch.constant.none
    %none_71 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_72 = torch.constant.device "cpu"
    %int0_73 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_70, %none_71, %int4, %cpu_72, %int0_73 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_74 = torch.constant.int 6
    %60 = torch.prims.convert_element_type %59, %int6_74 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_75 = torch.constant.int 128
    %61 = torch.aten.div.Scalar %60, %int128_75 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %62 = torch.aten.pow.Scalar %float5.000000e05, %61 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %63 = torch.aten.reciprocal %62 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %64 = torch.aten.mul.Scalar %63, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_76 = torch.constant.none
    %65 = torch.aten.clone %1, %none_76 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_77 = torch.constant.int 0
    %66 = torch.aten.unsqueeze %64, %int0_77 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_78 = torch.constant.int 2
    %67 = torch.aten.unsqueeze %66, %int2_78 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_79 = torch.constant.none
    %none_80 = torch.constant.none
    %int6_81 = torch.constant.int 6
    %cpu_82 = torch.constant.device "cpu"
    %int0_83 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %67, %none_79, %none_80, %int6_81, %cpu_82, %int0_83 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_84 = torch.constant.int 1
    %int-1_85 = torch.constant.int -1
    %int1_86 = torch.constant.int 1
    %68 = torch.prim.ListConstruct %int1_84, %int-1_85, %int1_86 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_87 = torch.constant.bool false
    %69 = torch.aten.expand %67, %68, %false_87 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_88 = torch.constant.int 1
    %70 = torch.aten.unsqueeze %58, %int1_88 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %70, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_89 = torch.constant.none
    %none_90 = torch.constant.none
    %int4_91 = torch.constant.int 4
    %cpu_92 = torch.constant.device "cpu"
    %int0_93 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %70, %none_89, %none_90, %int4_91, %cpu_92, %int0_93 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_94 = torch.constant.int 6
    %71 = torch.prims.convert_element_type %70, %int6_94 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %71, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %72 = torch.aten.matmul %69, %71 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %72, [%17], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_95 = torch.constant.int 1
    %int2_96 = torch.constant.int 2
    %73 = torch.aten.transpose.int %72, %int1_95, %int2_96 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %73, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %74 = torch.aten.cos %73 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %74, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %75 = torch.aten.mul.Tensor %74, %65 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %75, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_97 = torch.constant.none
    %none_98 = torch.constant.none
    %int6_99 = torch.constant.int 6
    %cpu_100 = torch.constant.device "cpu"
    %int0_101 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %75, %none_97, %none_98, %int6_99, %cpu_100, %int0_101 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_102 = torch.constant.int 5
    %76 = torch.prims.convert_element_type %75, %int5_102 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %76, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %77 = torch.aten.sin %73 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %77, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %78 = torch.aten.mul.Tensor %77, %65 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %78, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_103 = torch.constant.none
    %none_104 = torch.constant.none
    %int6_105 = torch.constant.int 6
    %cpu_106 = torch.constant.device "cpu"
    %int0_107 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %78, %none_103, %none_104, %int6_105, %cpu_106, %int0_107 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_108 = torch.constant.int 5
    %79 = torch.prims.convert_element_type %78, %int5_108 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %79, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_109 = torch.constant.int 2
    %80 = torch.aten.unsqueeze %76, %int2_109 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %80, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_110 = torch.constant.int 2
    %81 = torch.aten.unsqueeze %79, %int2_110 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %81, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_111 = torch.constant.none
    %none_112 = torch.constant.none
    %int5_113 = torch.constant.int 5
    %cpu_114 = torch.constant.device "cpu"
    %int0_115 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %80, %none_111, %none_112, %int5_113, %cpu_114, %int0_115 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_116 = torch.constant.none
    %none_117 = torch.constant.none
    %int5_118 = torch.constant.int 5
    %cpu_119 = torch.constant.device "cpu"
    %int0_120 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %81, %none_116, %none_117, %int5_118, %cpu_119, %int0_120 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_121 = torch.constant.none
    %none_122 = torch.constant.none
    %int5_123 = torch.constant.int 5
    %cpu_124 = torch.constant.device "cpu"
    %int0_125 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %52, %none_121, %none_122, %int5_123, %cpu_124, %int0_125 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_126 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_127 = torch.constant.int 1
    %82 = torch.aten.slice.Tensor %52, %int3, %int0_126, %int64, %int1_127 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %82, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int3_128 = torch.constant.int 3
    %int64_129 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_130 = torch.constant.int 1
    %83 = torch.aten.slice.Tensor %52, %int3_128, %int64_129, %int9223372036854775807, %int1_130 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %83, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %84 = torch.aten.mul.Tensor %82, %80 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %84, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %85 = torch.aten.mul.Tensor %83, %81 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %85, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_131 = torch.constant.int 1
    %86 = torch.aten.sub.Tensor %84, %85, %int1_131 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %86, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %87 = torch.aten.mul.Tensor %83, %80 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %87, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %88 = torch.aten.mul.Tensor %82, %81 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %88, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %int1_132 = torch.constant.int 1
    %89 = torch.aten.add.Tensor %87, %88, %int1_132 : !torch.vtensor<[1,?,32,64],f16>, !torch.vtensor<[1,?,32,64],f16>, !torch.int -> !torch.vtensor<[1,?,32,64],f16>
    torch.bind_symbolic_shape %89, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],f16>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast = tensor.cast %90 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %91 = torch_c.to_builtin_tensor %89 : !torch.vtensor<[1,?,32,64],f16> -> tensor<1x?x32x64xf16>
    %cast_133 = tensor.cast %91 : tensor<1x?x32x64xf16> to tensor<?x?x?x?xf16>
    %92 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_133) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_134 = tensor.cast %92 : tensor<?x?x?x2x?xf16> to tensor<1x?x32x2x64xf16>
    %93 = torch_c.from_builtin_tensor %cast_134 : tensor<1x?x32x2x64xf16> -> !torch.vtensor<[1,?,32,2,64],f16>
    torch.bind_symbolic_shape %93, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 2, 64)> : !torch.vtensor<[1,?,32,2,64],f16>
    %int1_135 = torch.constant.int 1
    %int32_136 = torch.constant.int 32
    %int128_137 = torch.constant.int 128
    %94 = torch.prim.ListConstruct %int1_135, %21, %int32_136, %int128_137 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.view %93, %94 : !torch.vtensor<[1,?,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %95, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %none_138 = torch.constant.none
    %none_139 = torch.constant.none
    %int5_140 = torch.constant.int 5
    %cpu_141 = torch.constant.device "cpu"
    %int0_142 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %95, %none_138, %none_139, %int5_140, %cpu_141, %int0_142 : !torch.vtensor<[1,?,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_143 = torch.constant.int 0
    %none_144 = torch.constant.none
    %none_145 = torch.constant.none
    %cpu_146 = torch.constant.device "cpu"
    %false_147 = torch.constant.bool false
    %96 = torch.aten.arange.start %int0_143, %21, %none_144, %none_145, %cpu_146, %false_147 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %96, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_148 = torch.constant.int 0
    %97 = torch.aten.unsqueeze %96, %int0_148 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %97, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_149 = torch.constant.int 0
    %int128_150 = torch.constant.int 128
    %int2_151 = torch.constant.int 2
    %none_152 = torch.constant.none
    %none_153 = torch.constant.none
    %cpu_154 = torch.constant.device "cpu"
    %false_155 = torch.constant.bool false
    %98 = torch.aten.arange.start_step %int0_149, %int128_150, %int2_151, %none_152, %none_153, %cpu_154, %false_155 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int4_158 = torch.constant.int 4
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %98, %none_156, %none_157, %int4_158, %cpu_159, %int0_160 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_161 = torch.constant.int 6
    %99 = torch.prims.convert_element_type %98, %int6_161 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_162 = torch.constant.int 128
    %100 = torch.aten.div.Scalar %99, %int128_162 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_163 = torch.constant.float 5.000000e+05
    %101 = torch.aten.pow.Scalar %float5.000000e05_163, %100 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %102 = torch.aten.reciprocal %101 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_164 = torch.constant.float 1.000000e+00
    %103 = torch.aten.mul.Scalar %102, %float1.000000e00_164 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_165 = torch.constant.none
    %104 = torch.aten.clone %2, %none_165 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_166 = torch.constant.int 0
    %105 = torch.aten.unsqueeze %103, %int0_166 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_167 = torch.constant.int 2
    %106 = torch.aten.unsqueeze %105, %int2_167 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_168 = torch.constant.none
    %none_169 = torch.constant.none
    %int6_170 = torch.constant.int 6
    %cpu_171 = torch.constant.device "cpu"
    %int0_172 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %106, %none_168, %none_169, %int6_170, %cpu_171, %int0_172 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_173 = torch.constant.int 1
    %int-1_174 = torch.constant.int -1
    %int1_175 = torch.constant.int 1
    %107 = torch.prim.ListConstruct %int1_173, %int-1_174, %int1_175 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_176 = torch.constant.bool false
    %108 = torch.aten.expand %106, %107, %false_176 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_177 = torch.constant.int 1
    %109 = torch.aten.unsqueeze %97, %int1_177 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %109, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_178 = torch.constant.none
    %none_179 = torch.constant.none
    %int4_180 = torch.constant.int 4
    %cpu_181 = torch.constant.device "cpu"
    %int0_182 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %109, %none_178, %none_179, %int4_180, %cpu_181, %int0_182 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_183 = torch.constant.int 6
    %110 = torch.prims.convert_element_type %109, %int6_183 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %110, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %111 = torch.aten.matmul %108, %110 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %111, [%17], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_184 = torch.constant.int 1
    %int2_185 = torch.constant.int 2
    %112 = torch.aten.transpose.int %111, %int1_184, %int2_185 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %112, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %113 = torch.aten.cos %112 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %113, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %114 = torch.aten.mul.Tensor %113, %104 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %114, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_186 = torch.constant.none
    %none_187 = torch.constant.none
    %int6_188 = torch.constant.int 6
    %cpu_189 = torch.constant.device "cpu"
    %int0_190 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %114, %none_186, %none_187, %int6_188, %cpu_189, %int0_190 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_191 = torch.constant.int 5
    %115 = torch.prims.convert_element_type %114, %int5_191 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %115, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %116 = torch.aten.sin %112 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %116, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %117 = torch.aten.mul.Tensor %116, %104 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %117, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %int6_194 = torch.constant.int 6
    %cpu_195 = torch.constant.device "cpu"
    %int0_196 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_192, %none_193, %int6_194, %cpu_195, %int0_196 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_197 = torch.constant.int 5
    %118 = torch.prims.convert_element_type %117, %int5_197 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %118, [%17], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_198 = torch.constant.int 2
    %119 = torch.aten.unsqueeze %115, %int2_198 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %119, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_199 = torch.constant.int 2
    %120 = torch.aten.unsqueeze %118, %int2_199 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %120, [%17], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_200 = torch.constant.none
    %none_201 = torch.constant.none
    %int5_202 = torch.constant.int 5
    %cpu_203 = torch.constant.device "cpu"
    %int0_204 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_200, %none_201, %int5_202, %cpu_203, %int0_204 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_205 = torch.constant.none
    %none_206 = torch.constant.none
    %int5_207 = torch.constant.int 5
    %cpu_208 = torch.constant.device "cpu"
    %int0_209 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %120, %none_205, %none_206, %int5_207, %cpu_208, %int0_209 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_210 = torch.constant.none
    %none_211 = torch.constant.none
    %int5_212 = torch.constant.int 5
    %cpu_213 = torch.constant.device "cpu"
    %int0_214 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %54, %none_210, %none_211, %int5_212, %cpu_213, %int0_214 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_215 = torch.constant.int 3
    %int0_216 = torch.constant.int 0
    %int64_217 = torch.constant.int 64
    %int1_218 = torch.constant.int 1
    %121 = torch.aten.slice.Tensor %54, %int3_215, %int0_216, %int64_217, %int1_218 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %121, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_219 = torch.constant.int 3
    %int64_220 = torch.constant.int 64
    %int9223372036854775807_221 = torch.constant.int 9223372036854775807
    %int1_222 = torch.constant.int 1
    %122 = torch.aten.slice.Tensor %54, %int3_219, %int64_220, %int9223372036854775807_221, %int1_222 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %122, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %123 = torch.aten.mul.Tensor %121, %119 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %123, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %124 = torch.aten.mul.Tensor %122, %120 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %124, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_223 = torch.constant.int 1
    %125 = torch.aten.sub.Tensor %123, %124, %int1_223 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %125, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %126 = torch.aten.mul.Tensor %122, %119 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %126, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %127 = torch.aten.mul.Tensor %121, %120 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %127, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_224 = torch.constant.int 1
    %128 = torch.aten.add.Tensor %126, %127, %int1_224 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %128, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %129 = torch_c.to_builtin_tensor %125 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_225 = tensor.cast %129 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %130 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_226 = tensor.cast %130 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %131 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_225, %cast_226) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_227 = tensor.cast %131 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %132 = torch_c.from_builtin_tensor %cast_227 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %132, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_228 = torch.constant.int 1
    %int8_229 = torch.constant.int 8
    %int128_230 = torch.constant.int 128
    %133 = torch.prim.ListConstruct %int1_228, %21, %int8_229, %int128_230 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %134 = torch.aten.view %132, %133 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %134, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_231 = torch.constant.none
    %none_232 = torch.constant.none
    %int5_233 = torch.constant.int 5
    %cpu_234 = torch.constant.device "cpu"
    %int0_235 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %134, %none_231, %none_232, %int5_233, %cpu_234, %int0_235 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_236 = torch.constant.int 1
    %int2_237 = torch.constant.int 2
    %int8_238 = torch.constant.int 8
    %int32_239 = torch.constant.int 32
    %int128_240 = torch.constant.int 128
    %135 = torch.prim.ListConstruct %20, %int1_236, %int2_237, %int8_238, %int32_239, %int128_240 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %136 = torch.aten.view %15, %135 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %136, [%18], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int2_241 = torch.constant.int 2
    %137 = torch.aten.mul.int %20, %int2_241 : !torch.int, !torch.int -> !torch.int
    %int8_242 = torch.constant.int 8
    %int32_243 = torch.constant.int 32
    %int128_244 = torch.constant.int 128
    %138 = torch.prim.ListConstruct %137, %int8_242, %int32_243, %int128_244 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.view %136, %138 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %139, [%18], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_245 = torch.constant.int 1
    %140 = torch.aten.mul.Scalar %arg2, %int1_245 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %140, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_246 = torch.constant.int 0
    %int1_247 = torch.constant.int 1
    %141 = torch.aten.add.Scalar %140, %int0_246, %int1_247 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %141, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_248 = torch.constant.int 2
    %142 = torch.aten.mul.Scalar %141, %int2_248 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %142, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_249 = torch.constant.int 0
    %int1_250 = torch.constant.int 1
    %143 = torch.aten.add.Scalar %142, %int0_249, %int1_250 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %143, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %144 = torch.prim.ListConstruct %19 : (!torch.int) -> !torch.list<int>
    %145 = torch.aten.view %143, %144 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %145, [%17], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_251 = torch.constant.int 1
    %int32_252 = torch.constant.int 32
    %int8_253 = torch.constant.int 8
    %int128_254 = torch.constant.int 128
    %146 = torch.prim.ListConstruct %int1_251, %19, %int32_252, %int8_253, %int128_254 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %147 = torch.aten.view %134, %146 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %147, [%17], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_255 = torch.constant.int 32
    %int8_256 = torch.constant.int 8
    %int128_257 = torch.constant.int 128
    %148 = torch.prim.ListConstruct %19, %int32_255, %int8_256, %int128_257 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %149 = torch.aten.view %147, %148 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %149, [%17], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_258 = torch.constant.int 1
    %int2_259 = torch.constant.int 2
    %150 = torch.aten.transpose.int %149, %int1_258, %int2_259 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %150, [%17], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_260 = torch.constant.none
    %none_261 = torch.constant.none
    %int5_262 = torch.constant.int 5
    %cpu_263 = torch.constant.device "cpu"
    %int0_264 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_260, %none_261, %int5_262, %cpu_263, %int0_264 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %151 = torch.prim.ListConstruct %145 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_265 = torch.constant.bool false
    %152 = torch.aten.index_put %139, %151, %150, %false_265 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %152, [%18], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_266 = torch.constant.int 1
    %int2_267 = torch.constant.int 2
    %int8_268 = torch.constant.int 8
    %int32_269 = torch.constant.int 32
    %int128_270 = torch.constant.int 128
    %153 = torch.prim.ListConstruct %20, %int1_266, %int2_267, %int8_268, %int32_269, %int128_270 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.view %152, %153 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %154, [%18], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536 = torch.constant.int 65536
    %155 = torch.prim.ListConstruct %20, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.view %154, %155 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.bind_symbolic_shape %156, [%18], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1_271 = torch.constant.int 1
    %int2_272 = torch.constant.int 2
    %int8_273 = torch.constant.int 8
    %int32_274 = torch.constant.int 32
    %int128_275 = torch.constant.int 128
    %157 = torch.prim.ListConstruct %20, %int1_271, %int2_272, %int8_273, %int32_274, %int128_275 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.view %156, %157 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %158, [%18], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int8_276 = torch.constant.int 8
    %int32_277 = torch.constant.int 32
    %int128_278 = torch.constant.int 128
    %159 = torch.prim.ListConstruct %137, %int8_276, %int32_277, %int128_278 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %158, %159 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %160, [%18], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_279 = torch.constant.int 1
    %161 = torch.aten.mul.Scalar %arg2, %int1_279 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %161, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_280 = torch.constant.int 0
    %int1_281 = torch.constant.int 1
    %162 = torch.aten.add.Scalar %161, %int0_280, %int1_281 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %162, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_282 = torch.constant.int 2
    %163 = torch.aten.mul.Scalar %162, %int2_282 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %163, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_283 = torch.constant.int 1
    %int1_284 = torch.constant.int 1
    %164 = torch.aten.add.Scalar %163, %int1_283, %int1_284 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %164, [%17], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %165 = torch.prim.ListConstruct %19 : (!torch.int) -> !torch.list<int>
    %166 = torch.aten.view %164, %165 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %166, [%17], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_285 = torch.constant.int 1
    %int32_286 = torch.constant.int 32
    %int8_287 = torch.constant.int 8
    %int128_288 = torch.constant.int 128
    %167 = torch.prim.ListConstruct %int1_285, %19, %int32_286, %int8_287, %int128_288 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %168 = torch.aten.view %56, %167 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %168, [%17], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_289 = torch.constant.int 32
    %int8_290 = torch.constant.int 8
    %int128_291 = torch.constant.int 128
    %169 = torch.prim.ListConstruct %19, %int32_289, %int8_290, %int128_291 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %170 = torch.aten.view %168, %169 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %170, [%17], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_292 = torch.constant.int 1
    %int2_293 = torch.constant.int 2
    %171 = torch.aten.transpose.int %170, %int1_292, %int2_293 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %171, [%17], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_294 = torch.constant.none
    %none_295 = torch.constant.none
    %int5_296 = torch.constant.int 5
    %cpu_297 = torch.constant.device "cpu"
    %int0_298 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %171, %none_294, %none_295, %int5_296, %cpu_297, %int0_298 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %172 = torch.prim.ListConstruct %166 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_299 = torch.constant.bool false
    %173 = torch.aten.index_put %160, %172, %171, %false_299 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %173, [%18], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_300 = torch.constant.int 1
    %int2_301 = torch.constant.int 2
    %int8_302 = torch.constant.int 8
    %int32_303 = torch.constant.int 32
    %int128_304 = torch.constant.int 128
    %174 = torch.prim.ListConstruct %20, %int1_300, %int2_301, %int8_302, %int32_303, %int128_304 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %175 = torch.aten.view %173, %174 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %175, [%18], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536_305 = torch.constant.int 65536
    %176 = torch.prim.ListConstruct %20, %int65536_305 : (!torch.int, !torch.int) -> !torch.list<int>
    %177 = torch.aten.view %175, %176 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.overwrite.tensor.contents %177 overwrites %arg3 : !torch.vtensor<[?,65536],f16>, !torch.tensor<[?,65536],f16>
    torch.bind_symbolic_shape %177, [%18], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int0_306 = torch.constant.int 0
    %int1_307 = torch.constant.int 1
    %none_308 = torch.constant.none
    %none_309 = torch.constant.none
    %cpu_310 = torch.constant.device "cpu"
    %false_311 = torch.constant.bool false
    %178 = torch.aten.arange.start_step %int0_306, %21, %int1_307, %none_308, %none_309, %cpu_310, %false_311 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %178, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_312 = torch.constant.int -1
    %179 = torch.aten.unsqueeze %arg1, %int-1_312 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %180 = torch.aten.ge.Tensor %178, %179 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %180, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_313 = torch.constant.none
    %none_314 = torch.constant.none
    %cpu_315 = torch.constant.device "cpu"
    %false_316 = torch.constant.bool false
    %181 = torch.aten.arange %21, %none_313, %none_314, %cpu_315, %false_316 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %181, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_317 = torch.constant.int 0
    %182 = torch.aten.unsqueeze %181, %int0_317 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %182, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_318 = torch.constant.int 1
    %183 = torch.aten.unsqueeze %182, %int1_318 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %183, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_319 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %183, %int2_319 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %184, [%17], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_320 = torch.constant.none
    %none_321 = torch.constant.none
    %cpu_322 = torch.constant.device "cpu"
    %false_323 = torch.constant.bool false
    %185 = torch.aten.arange %21, %none_320, %none_321, %cpu_322, %false_323 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %185, [%17], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_324 = torch.constant.int 0
    %186 = torch.aten.unsqueeze %185, %int0_324 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %186, [%17], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_325 = torch.constant.int 1
    %187 = torch.aten.unsqueeze %186, %int1_325 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %187, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_326 = torch.constant.int 3
    %188 = torch.aten.unsqueeze %187, %int3_326 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %188, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %189 = torch.aten.gt.Tensor %184, %188 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %189, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_327 = torch.constant.int 1
    %190 = torch.aten.unsqueeze %180, %int1_327 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %190, [%17], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_328 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %190, %int2_328 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %191, [%17], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %192 = torch.aten.logical_or %189, %191 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %192, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_329 = torch.constant.none
    %193 = torch.aten.clone %3, %none_329 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_330 = torch.constant.int 0
    %194 = torch.aten.where.ScalarOther %192, %193, %int0_330 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %194, [%17], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_331 = torch.constant.none
    %none_332 = torch.constant.none
    %int5_333 = torch.constant.int 5
    %cpu_334 = torch.constant.device "cpu"
    %int0_335 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %194, %none_331, %none_332, %int5_333, %cpu_334, %int0_335 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_336 = torch.constant.none
    %none_337 = torch.constant.none
    %int5_338 = torch.constant.int 5
    %cpu_339 = torch.constant.device "cpu"
    %int0_340 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %194, %none_336, %none_337, %int5_338, %cpu_339, %int0_340 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_341 = torch.constant.int -2
    %195 = torch.aten.unsqueeze %134, %int-2_341 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %195, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_342 = torch.constant.int 1
    %int8_343 = torch.constant.int 8
    %int4_344 = torch.constant.int 4
    %int128_345 = torch.constant.int 128
    %196 = torch.prim.ListConstruct %int1_342, %21, %int8_343, %int4_344, %int128_345 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_346 = torch.constant.bool false
    %197 = torch.aten.expand %195, %196, %false_346 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %197, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_347 = torch.constant.int 0
    %198 = torch.aten.clone %197, %int0_347 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %198, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_348 = torch.constant.int 1
    %int32_349 = torch.constant.int 32
    %int128_350 = torch.constant.int 128
    %199 = torch.prim.ListConstruct %int1_348, %21, %int32_349, %int128_350 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %200 = torch.aten._unsafe_view %198, %199 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %200, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_351 = torch.constant.int -2
    %201 = torch.aten.unsqueeze %56, %int-2_351 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %201, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_352 = torch.constant.int 1
    %int8_353 = torch.constant.int 8
    %int4_354 = torch.constant.int 4
    %int128_355 = torch.constant.int 128
    %202 = torch.prim.ListConstruct %int1_352, %21, %int8_353, %int4_354, %int128_355 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_356 = torch.constant.bool false
    %203 = torch.aten.expand %201, %202, %false_356 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %203, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_357 = torch.constant.int 0
    %204 = torch.aten.clone %203, %int0_357 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %204, [%17], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_358 = torch.constant.int 1
    %int32_359 = torch.constant.int 32
    %int128_360 = torch.constant.int 128
    %205 = torch.prim.ListConstruct %int1_358, %21, %int32_359, %int128_360 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten._unsafe_view %204, %205 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %206, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_361 = torch.constant.int 1
    %int2_362 = torch.constant.int 2
    %207 = torch.aten.transpose.int %95, %int1_361, %int2_362 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %207, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_363 = torch.constant.int 1
    %int2_364 = torch.constant.int 2
    %208 = torch.aten.transpose.int %200, %int1_363, %int2_364 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %208, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_365 = torch.constant.int 1
    %int2_366 = torch.constant.int 2
    %209 = torch.aten.transpose.int %206, %int1_365, %int2_366 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %209, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int-2_367 = torch.constant.int -2
    %int-1_368 = torch.constant.int -1
    %210 = torch.aten.transpose.int %208, %int-2_367, %int-1_368 : !torch.vtensor<[1,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,128,?],f16>
    torch.bind_symbolic_shape %210, [%17], affine_map<()[s0] -> (1, 32, 128, s0 * 32)> : !torch.vtensor<[1,32,128,?],f16>
    %211 = torch.aten.matmul %207, %210 : !torch.vtensor<[1,32,?,128],f16>, !torch.vtensor<[1,32,128,?],f16> -> !torch.vtensor<[1,32,?,?],f16>
    torch.bind_symbolic_shape %211, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],f16>
    %float8.838830e-02 = torch.constant.float 0.088388347648318433
    %212 = torch.aten.mul.Scalar %211, %float8.838830e-02 : !torch.vtensor<[1,32,?,?],f16>, !torch.float -> !torch.vtensor<[1,32,?,?],f16>
    torch.bind_symbolic_shape %212, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],f16>
    %int1_369 = torch.constant.int 1
    %213 = torch.aten.add.Tensor %212, %194, %int1_369 : !torch.vtensor<[1,32,?,?],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.int -> !torch.vtensor<[1,32,?,?],f16>
    torch.bind_symbolic_shape %213, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],f16>
    %int-1_370 = torch.constant.int -1
    %none_371 = torch.constant.none
    %214 = torch.aten.softmax.int %213, %int-1_370, %none_371 : !torch.vtensor<[1,32,?,?],f16>, !torch.int, !torch.none -> !torch.vtensor<[1,32,?,?],f16>
    torch.bind_symbolic_shape %214, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],f16>
    %215 = torch.aten.matmul %214, %209 : !torch.vtensor<[1,32,?,?],f16>, !torch.vtensor<[1,32,?,128],f16> -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %215, [%17], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %none_372 = torch.constant.none
    %none_373 = torch.constant.none
    %int5_374 = torch.constant.int 5
    %cpu_375 = torch.constant.device "cpu"
    %int0_376 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %215, %none_372, %none_373, %int5_374, %cpu_375, %int0_376 : !torch.vtensor<[1,32,?,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_377 = torch.constant.int 1
    %int2_378 = torch.constant.int 2
    %216 = torch.aten.transpose.int %215, %int1_377, %int2_378 : !torch.vtensor<[1,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %216, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int0_379 = torch.constant.int 0
    %217 = torch.aten.clone %216, %int0_379 : !torch.vtensor<[1,?,32,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %217, [%17], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_380 = torch.constant.int 1
    %int4096_381 = torch.constant.int 4096
    %218 = torch.prim.ListConstruct %int1_380, %21, %int4096_381 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten._unsafe_view %217, %218 : !torch.vtensor<[1,?,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %219, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_382 = torch.constant.int -2
    %int-1_383 = torch.constant.int -1
    %220 = torch.aten.transpose.int %8, %int-2_382, %int-1_383 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_384 = torch.constant.none
    %none_385 = torch.constant.none
    %int5_386 = torch.constant.int 5
    %cpu_387 = torch.constant.device "cpu"
    %int0_388 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %220, %none_384, %none_385, %int5_386, %cpu_387, %int0_388 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_389 = torch.constant.int 4096
    %221 = torch.prim.ListConstruct %21, %int4096_389 : (!torch.int, !torch.int) -> !torch.list<int>
    %222 = torch.aten.view %219, %221 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %222, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %223 = torch.aten.matmul %222, %220 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %223, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_390 = torch.constant.int 1
    %int4096_391 = torch.constant.int 4096
    %224 = torch.prim.ListConstruct %int1_390, %21, %int4096_391 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %225, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_392 = torch.constant.none
    %none_393 = torch.constant.none
    %int5_394 = torch.constant.int 5
    %cpu_395 = torch.constant.device "cpu"
    %int0_396 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %225, %none_392, %none_393, %int5_394, %cpu_395, %int0_396 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_397 = torch.constant.int 1
    %226 = torch.aten.add.Tensor %22, %225, %int1_397 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %226, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_398 = torch.constant.none
    %none_399 = torch.constant.none
    %int5_400 = torch.constant.int 5
    %cpu_401 = torch.constant.device "cpu"
    %int0_402 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %226, %none_398, %none_399, %int5_400, %cpu_401, %int0_402 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_403 = torch.constant.int 6
    %227 = torch.prims.convert_element_type %226, %int6_403 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %227, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_404 = torch.constant.int 2
    %228 = torch.aten.pow.Tensor_Scalar %227, %int2_404 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %228, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_405 = torch.constant.int -1
    %229 = torch.prim.ListConstruct %int-1_405 : (!torch.int) -> !torch.list<int>
    %true_406 = torch.constant.bool true
    %none_407 = torch.constant.none
    %230 = torch.aten.mean.dim %228, %229, %true_406, %none_407 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %230, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_408 = torch.constant.float 1.000000e-05
    %int1_409 = torch.constant.int 1
    %231 = torch.aten.add.Scalar %230, %float1.000000e-05_408, %int1_409 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %231, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %232 = torch.aten.rsqrt %231 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %232, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %233 = torch.aten.mul.Tensor %227, %232 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %233, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_410 = torch.constant.none
    %none_411 = torch.constant.none
    %int6_412 = torch.constant.int 6
    %cpu_413 = torch.constant.device "cpu"
    %int0_414 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %233, %none_410, %none_411, %int6_412, %cpu_413, %int0_414 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_415 = torch.constant.int 5
    %234 = torch.prims.convert_element_type %233, %int5_415 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %234, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %235 = torch.aten.mul.Tensor %9, %234 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %235, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_416 = torch.constant.none
    %none_417 = torch.constant.none
    %int6_418 = torch.constant.int 6
    %cpu_419 = torch.constant.device "cpu"
    %int0_420 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %235, %none_416, %none_417, %int6_418, %cpu_419, %int0_420 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_421 = torch.constant.int 5
    %236 = torch.prims.convert_element_type %235, %int5_421 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %236, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_422 = torch.constant.int -2
    %int-1_423 = torch.constant.int -1
    %237 = torch.aten.transpose.int %10, %int-2_422, %int-1_423 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_424 = torch.constant.none
    %none_425 = torch.constant.none
    %int5_426 = torch.constant.int 5
    %cpu_427 = torch.constant.device "cpu"
    %int0_428 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %237, %none_424, %none_425, %int5_426, %cpu_427, %int0_428 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_429 = torch.constant.int 4096
    %238 = torch.prim.ListConstruct %21, %int4096_429 : (!torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %236, %238 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %239, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %240 = torch.aten.matmul %239, %237 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %240, [%17], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_430 = torch.constant.int 1
    %int14336 = torch.constant.int 14336
    %241 = torch.prim.ListConstruct %int1_430, %21, %int14336 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %242 = torch.aten.view %240, %241 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %242, [%17], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %243 = torch.aten.silu %242 : !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %243, [%17], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_431 = torch.constant.int -2
    %int-1_432 = torch.constant.int -1
    %244 = torch.aten.transpose.int %11, %int-2_431, %int-1_432 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_433 = torch.constant.none
    %none_434 = torch.constant.none
    %int5_435 = torch.constant.int 5
    %cpu_436 = torch.constant.device "cpu"
    %int0_437 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %244, %none_433, %none_434, %int5_435, %cpu_436, %int0_437 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_438 = torch.constant.int 4096
    %245 = torch.prim.ListConstruct %21, %int4096_438 : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %236, %245 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %246, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %247 = torch.aten.matmul %246, %244 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %247, [%17], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %int1_439 = torch.constant.int 1
    %int14336_440 = torch.constant.int 14336
    %248 = torch.prim.ListConstruct %int1_439, %21, %int14336_440 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %249 = torch.aten.view %247, %248 : !torch.vtensor<[?,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %249, [%17], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %250 = torch.aten.mul.Tensor %243, %249 : !torch.vtensor<[1,?,14336],f16>, !torch.vtensor<[1,?,14336],f16> -> !torch.vtensor<[1,?,14336],f16>
    torch.bind_symbolic_shape %250, [%17], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f16>
    %int-2_441 = torch.constant.int -2
    %int-1_442 = torch.constant.int -1
    %251 = torch.aten.transpose.int %12, %int-2_441, %int-1_442 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_443 = torch.constant.none
    %none_444 = torch.constant.none
    %int5_445 = torch.constant.int 5
    %cpu_446 = torch.constant.device "cpu"
    %int0_447 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %251, %none_443, %none_444, %int5_445, %cpu_446, %int0_447 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int14336_448 = torch.constant.int 14336
    %252 = torch.prim.ListConstruct %21, %int14336_448 : (!torch.int, !torch.int) -> !torch.list<int>
    %253 = torch.aten.view %250, %252 : !torch.vtensor<[1,?,14336],f16>, !torch.list<int> -> !torch.vtensor<[?,14336],f16>
    torch.bind_symbolic_shape %253, [%17], affine_map<()[s0] -> (s0 * 32, 14336)> : !torch.vtensor<[?,14336],f16>
    %254 = torch.aten.matmul %253, %251 : !torch.vtensor<[?,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %254, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %int1_449 = torch.constant.int 1
    %int4096_450 = torch.constant.int 4096
    %255 = torch.prim.ListConstruct %int1_449, %21, %int4096_450 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %256 = torch.aten.view %254, %255 : !torch.vtensor<[?,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %256, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int1_451 = torch.constant.int 1
    %257 = torch.aten.add.Tensor %226, %256, %int1_451 : !torch.vtensor<[1,?,4096],f16>, !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %257, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %none_452 = torch.constant.none
    %none_453 = torch.constant.none
    %int5_454 = torch.constant.int 5
    %cpu_455 = torch.constant.device "cpu"
    %int0_456 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %257, %none_452, %none_453, %int5_454, %cpu_455, %int0_456 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_457 = torch.constant.none
    %none_458 = torch.constant.none
    %int5_459 = torch.constant.int 5
    %cpu_460 = torch.constant.device "cpu"
    %int0_461 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %257, %none_457, %none_458, %int5_459, %cpu_460, %int0_461 : !torch.vtensor<[1,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_462 = torch.constant.int 6
    %258 = torch.prims.convert_element_type %257, %int6_462 : !torch.vtensor<[1,?,4096],f16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %258, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_463 = torch.constant.int 2
    %259 = torch.aten.pow.Tensor_Scalar %258, %int2_463 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %259, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_464 = torch.constant.int -1
    %260 = torch.prim.ListConstruct %int-1_464 : (!torch.int) -> !torch.list<int>
    %true_465 = torch.constant.bool true
    %none_466 = torch.constant.none
    %261 = torch.aten.mean.dim %259, %260, %true_465, %none_466 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %261, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_467 = torch.constant.float 1.000000e-05
    %int1_468 = torch.constant.int 1
    %262 = torch.aten.add.Scalar %261, %float1.000000e-05_467, %int1_468 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %262, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %263 = torch.aten.rsqrt %262 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %263, [%17], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %264 = torch.aten.mul.Tensor %258, %263 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %264, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_469 = torch.constant.none
    %none_470 = torch.constant.none
    %int6_471 = torch.constant.int 6
    %cpu_472 = torch.constant.device "cpu"
    %int0_473 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %264, %none_469, %none_470, %int6_471, %cpu_472, %int0_473 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_474 = torch.constant.int 5
    %265 = torch.prims.convert_element_type %264, %int5_474 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %265, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %266 = torch.aten.mul.Tensor %13, %265 : !torch.vtensor<[1,4096],f32>, !torch.vtensor<[1,?,4096],f16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %266, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_475 = torch.constant.none
    %none_476 = torch.constant.none
    %int6_477 = torch.constant.int 6
    %cpu_478 = torch.constant.device "cpu"
    %int0_479 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %266, %none_475, %none_476, %int6_477, %cpu_478, %int0_479 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_480 = torch.constant.int 5
    %267 = torch.prims.convert_element_type %266, %int5_480 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f16>
    torch.bind_symbolic_shape %267, [%17], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f16>
    %int-2_481 = torch.constant.int -2
    %int-1_482 = torch.constant.int -1
    %268 = torch.aten.transpose.int %14, %int-2_481, %int-1_482 : !torch.vtensor<[128256,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,128256],f16>
    %none_483 = torch.constant.none
    %none_484 = torch.constant.none
    %int5_485 = torch.constant.int 5
    %cpu_486 = torch.constant.device "cpu"
    %int0_487 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %268, %none_483, %none_484, %int5_485, %cpu_486, %int0_487 : !torch.vtensor<[4096,128256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_488 = torch.constant.int 4096
    %269 = torch.prim.ListConstruct %21, %int4096_488 : (!torch.int, !torch.int) -> !torch.list<int>
    %270 = torch.aten.view %267, %269 : !torch.vtensor<[1,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,4096],f16>
    torch.bind_symbolic_shape %270, [%17], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],f16>
    %271 = torch.aten.matmul %270, %268 : !torch.vtensor<[?,4096],f16>, !torch.vtensor<[4096,128256],f16> -> !torch.vtensor<[?,128256],f16>
    torch.bind_symbolic_shape %271, [%17], affine_map<()[s0] -> (s0 * 32, 128256)> : !torch.vtensor<[?,128256],f16>
    %int1_489 = torch.constant.int 1
    %int128256 = torch.constant.int 128256
    %272 = torch.prim.ListConstruct %int1_489, %21, %int128256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.view %271, %272 : !torch.vtensor<[?,128256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128256],f16>
    torch.bind_symbolic_shape %273, [%17], affine_map<()[s0] -> (1, s0 * 32, 128256)> : !torch.vtensor<[1,?,128256],f16>
    return %273 : !torch.vtensor<[1,?,128256],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,65536],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,128256],f16> attributes {torch.assume_strict_symbolic_shapes} {
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
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x4096xf32>
    %18 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x4096xf32> -> !torch.vtensor<[1,4096],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<128256x4096xf16>
    %19 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %20 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,65536],f16>
    %21 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %22 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%21], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %20, [%22], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1 = torch.constant.int 1
    %23 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %24 = torch.aten.size.int %20, %int0 : !torch.vtensor<[?,65536],f16>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[128256,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %25 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,4096],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %25, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %26 = torch.prims.convert_element_type %25, %int6 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2 = torch.constant.int 2
    %27 = torch.aten.pow.Tensor_Scalar %26, %int2 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_8 = torch.constant.int -1
    %28 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %29 = torch.aten.mean.dim %27, %28, %true, %none_9 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %30 = torch.aten.add.Scalar %29, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %31 = torch.aten.rsqrt %30 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %32 = torch.aten.mul.Tensor %26, %31 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %32, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %33 = torch.prims.convert_element_type %32, %int5_16 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %34 = torch.aten.mul.Tensor %9, %33 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %34, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %35 = torch.prims.convert_element_type %34, %int5_22 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2 = torch.constant.int -2
    %int-1_23 = torch.constant.int -1
    %36 = torch.aten.transpose.int %10, %int-2, %int-1_23 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_24 = torch.constant.none
    %none_25 = torch.constant.none
    %int5_26 = torch.constant.int 5
    %cpu_27 = torch.constant.device "cpu"
    %int0_28 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %36, %none_24, %none_25, %int5_26, %cpu_27, %int0_28 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_29 = torch.constant.int 1
    %int4096 = torch.constant.int 4096
    %37 = torch.prim.ListConstruct %int1_29, %int4096 : (!torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.view %35, %37 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %39 = torch.aten.matmul %38, %36 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_30 = torch.constant.int 1
    %int1_31 = torch.constant.int 1
    %int4096_32 = torch.constant.int 4096
    %40 = torch.prim.ListConstruct %int1_30, %int1_31, %int4096_32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_33 = torch.constant.int -2
    %int-1_34 = torch.constant.int -1
    %42 = torch.aten.transpose.int %11, %int-2_33, %int-1_34 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_35 = torch.constant.none
    %none_36 = torch.constant.none
    %int5_37 = torch.constant.int 5
    %cpu_38 = torch.constant.device "cpu"
    %int0_39 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %42, %none_35, %none_36, %int5_37, %cpu_38, %int0_39 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_40 = torch.constant.int 1
    %int4096_41 = torch.constant.int 4096
    %43 = torch.prim.ListConstruct %int1_40, %int4096_41 : (!torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %35, %43 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %45 = torch.aten.matmul %44, %42 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int1024 = torch.constant.int 1024
    %46 = torch.prim.ListConstruct %int1_42, %int1_43, %int1024 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int-2_44 = torch.constant.int -2
    %int-1_45 = torch.constant.int -1
    %48 = torch.aten.transpose.int %12, %int-2_44, %int-1_45 : !torch.vtensor<[1024,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,1024],f16>
    %none_46 = torch.constant.none
    %none_47 = torch.constant.none
    %int5_48 = torch.constant.int 5
    %cpu_49 = torch.constant.device "cpu"
    %int0_50 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %48, %none_46, %none_47, %int5_48, %cpu_49, %int0_50 : !torch.vtensor<[4096,1024],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_51 = torch.constant.int 1
    %int4096_52 = torch.constant.int 4096
    %49 = torch.prim.ListConstruct %int1_51, %int4096_52 : (!torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %35, %49 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %51 = torch.aten.matmul %50, %48 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,1024],f16> -> !torch.vtensor<[1,1024],f16>
    %int1_53 = torch.constant.int 1
    %int1_54 = torch.constant.int 1
    %int1024_55 = torch.constant.int 1024
    %52 = torch.prim.ListConstruct %int1_53, %int1_54, %int1024_55 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1024],f16>
    %int1_56 = torch.constant.int 1
    %int1_57 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128 = torch.constant.int 128
    %54 = torch.prim.ListConstruct %int1_56, %int1_57, %int32, %int128 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %41, %54 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %int1_58 = torch.constant.int 1
    %int1_59 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_60 = torch.constant.int 128
    %56 = torch.prim.ListConstruct %int1_58, %int1_59, %int8, %int128_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %47, %56 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_61 = torch.constant.int 1
    %int1_62 = torch.constant.int 1
    %int8_63 = torch.constant.int 8
    %int128_64 = torch.constant.int 128
    %58 = torch.prim.ListConstruct %int1_61, %int1_62, %int8_63, %int128_64 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %59 = torch.aten.view %53, %58 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_65 = torch.constant.int 0
    %int1_66 = torch.constant.int 1
    %none_67 = torch.constant.none
    %none_68 = torch.constant.none
    %cpu_69 = torch.constant.device "cpu"
    %false_70 = torch.constant.bool false
    %60 = torch.aten.arange.start %int0_65, %int1_66, %none_67, %none_68, %cpu_69, %false_70 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_71 = torch.constant.int 0
    %61 = torch.aten.unsqueeze %60, %int0_71 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_72 = torch.constant.int 1
    %62 = torch.aten.unsqueeze %arg2, %int1_72 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_73 = torch.constant.int 1
    %63 = torch.aten.add.Tensor %61, %62, %int1_73 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_74 = torch.constant.int 0
    %int128_75 = torch.constant.int 128
    %int2_76 = torch.constant.int 2
    %none_77 = torch.constant.none
    %none_78 = torch.constant.none
    %cpu_79 = torch.constant.device "cpu"
    %false_80 = torch.constant.bool false
    %64 = torch.aten.arange.start_step %int0_74, %int128_75, %int2_76, %none_77, %none_78, %cpu_79, %false_80 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_81 = torch.constant.none
    %none_82 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_83 = torch.constant.device "cpu"
    %int0_84 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %64, %none_81, %none_82, %int4, %cpu_83, %int0_84 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_85 = torch.constant.int 6
    %65 = torch.prims.convert_element_type %64, %int6_85 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_86 = torch.constant.int 128
    %66 = torch.aten.div.Scalar %65, %int128_86 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %67 = torch.aten.pow.Scalar %float5.000000e05, %66 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %68 = torch.aten.reciprocal %67 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %69 = torch.aten.mul.Scalar %68, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_87 = torch.constant.none
    %70 = torch.aten.clone %1, %none_87 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_88 = torch.constant.int 0
    %71 = torch.aten.unsqueeze %69, %int0_88 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_89 = torch.constant.int 2
    %72 = torch.aten.unsqueeze %71, %int2_89 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_90 = torch.constant.none
    %none_91 = torch.constant.none
    %int6_92 = torch.constant.int 6
    %cpu_93 = torch.constant.device "cpu"
    %int0_94 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_90, %none_91, %int6_92, %cpu_93, %int0_94 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_95 = torch.constant.int 1
    %int-1_96 = torch.constant.int -1
    %int1_97 = torch.constant.int 1
    %73 = torch.prim.ListConstruct %int1_95, %int-1_96, %int1_97 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_98 = torch.constant.bool false
    %74 = torch.aten.expand %72, %73, %false_98 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_99 = torch.constant.int 1
    %75 = torch.aten.unsqueeze %63, %int1_99 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_100 = torch.constant.none
    %none_101 = torch.constant.none
    %int4_102 = torch.constant.int 4
    %cpu_103 = torch.constant.device "cpu"
    %int0_104 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %75, %none_100, %none_101, %int4_102, %cpu_103, %int0_104 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_105 = torch.constant.int 6
    %76 = torch.prims.convert_element_type %75, %int6_105 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %77 = torch.aten.matmul %74, %76 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_106 = torch.constant.int 1
    %int2_107 = torch.constant.int 2
    %78 = torch.aten.transpose.int %77, %int1_106, %int2_107 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %79 = torch.aten.cos %78 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %80 = torch.aten.mul.Tensor %79, %70 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_108 = torch.constant.none
    %none_109 = torch.constant.none
    %int6_110 = torch.constant.int 6
    %cpu_111 = torch.constant.device "cpu"
    %int0_112 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %80, %none_108, %none_109, %int6_110, %cpu_111, %int0_112 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_113 = torch.constant.int 5
    %81 = torch.prims.convert_element_type %80, %int5_113 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %82 = torch.aten.sin %78 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %83 = torch.aten.mul.Tensor %82, %70 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_114 = torch.constant.none
    %none_115 = torch.constant.none
    %int6_116 = torch.constant.int 6
    %cpu_117 = torch.constant.device "cpu"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %83, %none_114, %none_115, %int6_116, %cpu_117, %int0_118 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_119 = torch.constant.int 5
    %84 = torch.prims.convert_element_type %83, %int5_119 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_120 = torch.constant.int 2
    %85 = torch.aten.unsqueeze %81, %int2_120 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_121 = torch.constant.int 2
    %86 = torch.aten.unsqueeze %84, %int2_121 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_122 = torch.constant.none
    %none_123 = torch.constant.none
    %int5_124 = torch.constant.int 5
    %cpu_125 = torch.constant.device "cpu"
    %int0_126 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %85, %none_122, %none_123, %int5_124, %cpu_125, %int0_126 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %int5_129 = torch.constant.int 5
    %cpu_130 = torch.constant.device "cpu"
    %int0_131 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %86, %none_127, %none_128, %int5_129, %cpu_130, %int0_131 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_132 = torch.constant.none
    %none_133 = torch.constant.none
    %int5_134 = torch.constant.int 5
    %cpu_135 = torch.constant.device "cpu"
    %int0_136 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %55, %none_132, %none_133, %int5_134, %cpu_135, %int0_136 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_137 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_138 = torch.constant.int 1
    %87 = torch.aten.slice.Tensor %55, %int3, %int0_137, %int64, %int1_138 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %int3_139 = torch.constant.int 3
    %int64_140 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_141 = torch.constant.int 1
    %88 = torch.aten.slice.Tensor %55, %int3_139, %int64_140, %int9223372036854775807, %int1_141 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %89 = torch.aten.mul.Tensor %87, %85 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %90 = torch.aten.mul.Tensor %88, %86 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_142 = torch.constant.int 1
    %91 = torch.aten.sub.Tensor %89, %90, %int1_142 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %92 = torch.aten.mul.Tensor %88, %85 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %93 = torch.aten.mul.Tensor %87, %86 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,32,64],f16>
    %int1_143 = torch.constant.int 1
    %94 = torch.aten.add.Tensor %92, %93, %int1_143 : !torch.vtensor<[1,1,32,64],f16>, !torch.vtensor<[1,1,32,64],f16>, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
    %95 = torch_c.to_builtin_tensor %91 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast = tensor.cast %95 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %96 = torch_c.to_builtin_tensor %94 : !torch.vtensor<[1,1,32,64],f16> -> tensor<1x1x32x64xf16>
    %cast_144 = tensor.cast %96 : tensor<1x1x32x64xf16> to tensor<?x?x?x?xf16>
    %97 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast, %cast_144) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_145 = tensor.cast %97 : tensor<?x?x?x2x?xf16> to tensor<1x1x32x2x64xf16>
    %98 = torch_c.from_builtin_tensor %cast_145 : tensor<1x1x32x2x64xf16> -> !torch.vtensor<[1,1,32,2,64],f16>
    %int1_146 = torch.constant.int 1
    %int1_147 = torch.constant.int 1
    %int32_148 = torch.constant.int 32
    %int128_149 = torch.constant.int 128
    %99 = torch.prim.ListConstruct %int1_146, %int1_147, %int32_148, %int128_149 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[1,1,32,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,32,128],f16>
    %none_150 = torch.constant.none
    %none_151 = torch.constant.none
    %int5_152 = torch.constant.int 5
    %cpu_153 = torch.constant.device "cpu"
    %int0_154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %100, %none_150, %none_151, %int5_152, %cpu_153, %int0_154 : !torch.vtensor<[1,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_155 = torch.constant.int 0
    %int1_156 = torch.constant.int 1
    %none_157 = torch.constant.none
    %none_158 = torch.constant.none
    %cpu_159 = torch.constant.device "cpu"
    %false_160 = torch.constant.bool false
    %101 = torch.aten.arange.start %int0_155, %int1_156, %none_157, %none_158, %cpu_159, %false_160 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_161 = torch.constant.int 0
    %102 = torch.aten.unsqueeze %101, %int0_161 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_162 = torch.constant.int 1
    %103 = torch.aten.unsqueeze %arg2, %int1_162 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_163 = torch.constant.int 1
    %104 = torch.aten.add.Tensor %102, %103, %int1_163 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_164 = torch.constant.int 0
    %int128_165 = torch.constant.int 128
    %int2_166 = torch.constant.int 2
    %none_167 = torch.constant.none
    %none_168 = torch.constant.none
    %cpu_169 = torch.constant.device "cpu"
    %false_170 = torch.constant.bool false
    %105 = torch.aten.arange.start_step %int0_164, %int128_165, %int2_166, %none_167, %none_168, %cpu_169, %false_170 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_171 = torch.constant.none
    %none_172 = torch.constant.none
    %int4_173 = torch.constant.int 4
    %cpu_174 = torch.constant.device "cpu"
    %int0_175 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %105, %none_171, %none_172, %int4_173, %cpu_174, %int0_175 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_176 = torch.constant.int 6
    %106 = torch.prims.convert_element_type %105, %int6_176 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_177 = torch.constant.int 128
    %107 = torch.aten.div.Scalar %106, %int128_177 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_178 = torch.constant.float 5.000000e+05
    %108 = torch.aten.pow.Scalar %float5.000000e05_178, %107 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %109 = torch.aten.reciprocal %108 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_179 = torch.constant.float 1.000000e+00
    %110 = torch.aten.mul.Scalar %109, %float1.000000e00_179 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_180 = torch.constant.none
    %111 = torch.aten.clone %2, %none_180 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_181 = torch.constant.int 0
    %112 = torch.aten.unsqueeze %110, %int0_181 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_182 = torch.constant.int 2
    %113 = torch.aten.unsqueeze %112, %int2_182 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_183 = torch.constant.none
    %none_184 = torch.constant.none
    %int6_185 = torch.constant.int 6
    %cpu_186 = torch.constant.device "cpu"
    %int0_187 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %113, %none_183, %none_184, %int6_185, %cpu_186, %int0_187 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_188 = torch.constant.int 1
    %int-1_189 = torch.constant.int -1
    %int1_190 = torch.constant.int 1
    %114 = torch.prim.ListConstruct %int1_188, %int-1_189, %int1_190 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_191 = torch.constant.bool false
    %115 = torch.aten.expand %113, %114, %false_191 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_192 = torch.constant.int 1
    %116 = torch.aten.unsqueeze %104, %int1_192 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_193 = torch.constant.none
    %none_194 = torch.constant.none
    %int4_195 = torch.constant.int 4
    %cpu_196 = torch.constant.device "cpu"
    %int0_197 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %116, %none_193, %none_194, %int4_195, %cpu_196, %int0_197 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_198 = torch.constant.int 6
    %117 = torch.prims.convert_element_type %116, %int6_198 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %118 = torch.aten.matmul %115, %117 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_199 = torch.constant.int 1
    %int2_200 = torch.constant.int 2
    %119 = torch.aten.transpose.int %118, %int1_199, %int2_200 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %120 = torch.aten.cos %119 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %121 = torch.aten.mul.Tensor %120, %111 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_201 = torch.constant.none
    %none_202 = torch.constant.none
    %int6_203 = torch.constant.int 6
    %cpu_204 = torch.constant.device "cpu"
    %int0_205 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %121, %none_201, %none_202, %int6_203, %cpu_204, %int0_205 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_206 = torch.constant.int 5
    %122 = torch.prims.convert_element_type %121, %int5_206 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %123 = torch.aten.sin %119 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %124 = torch.aten.mul.Tensor %123, %111 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_207 = torch.constant.none
    %none_208 = torch.constant.none
    %int6_209 = torch.constant.int 6
    %cpu_210 = torch.constant.device "cpu"
    %int0_211 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %124, %none_207, %none_208, %int6_209, %cpu_210, %int0_211 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_212 = torch.constant.int 5
    %125 = torch.prims.convert_element_type %124, %int5_212 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_213 = torch.constant.int 2
    %126 = torch.aten.unsqueeze %122, %int2_213 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_214 = torch.constant.int 2
    %127 = torch.aten.unsqueeze %125, %int2_214 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_215 = torch.constant.none
    %none_216 = torch.constant.none
    %int5_217 = torch.constant.int 5
    %cpu_218 = torch.constant.device "cpu"
    %int0_219 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %126, %none_215, %none_216, %int5_217, %cpu_218, %int0_219 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_220 = torch.constant.none
    %none_221 = torch.constant.none
    %int5_222 = torch.constant.int 5
    %cpu_223 = torch.constant.device "cpu"
    %int0_224 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %127, %none_220, %none_221, %int5_222, %cpu_223, %int0_224 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_225 = torch.constant.none
    %none_226 = torch.constant.none
    %int5_227 = torch.constant.int 5
    %cpu_228 = torch.constant.device "cpu"
    %int0_229 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %57, %none_225, %none_226, %int5_227, %cpu_228, %int0_229 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_230 = torch.constant.int 3
    %int0_231 = torch.constant.int 0
    %int64_232 = torch.constant.int 64
    %int1_233 = torch.constant.int 1
    %128 = torch.aten.slice.Tensor %57, %int3_230, %int0_231, %int64_232, %int1_233 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_234 = torch.constant.int 3
    %int64_235 = torch.constant.int 64
    %int9223372036854775807_236 = torch.constant.int 9223372036854775807
    %int1_237 = torch.constant.int 1
    %129 = torch.aten.slice.Tensor %57, %int3_234, %int64_235, %int9223372036854775807_236, %int1_237 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %130 = torch.aten.mul.Tensor %128, %126 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %131 = torch.aten.mul.Tensor %129, %127 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_238 = torch.constant.int 1
    %132 = torch.aten.sub.Tensor %130, %131, %int1_238 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %133 = torch.aten.mul.Tensor %129, %126 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %134 = torch.aten.mul.Tensor %128, %127 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_239 = torch.constant.int 1
    %135 = torch.aten.add.Tensor %133, %134, %int1_239 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %136 = torch_c.to_builtin_tensor %132 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_240 = tensor.cast %136 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %137 = torch_c.to_builtin_tensor %135 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_241 = tensor.cast %137 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %138 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_240, %cast_241) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_242 = tensor.cast %138 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %139 = torch_c.from_builtin_tensor %cast_242 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_243 = torch.constant.int 1
    %int1_244 = torch.constant.int 1
    %int8_245 = torch.constant.int 8
    %int128_246 = torch.constant.int 128
    %140 = torch.prim.ListConstruct %int1_243, %int1_244, %int8_245, %int128_246 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %141 = torch.aten.view %139, %140 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_247 = torch.constant.none
    %none_248 = torch.constant.none
    %int5_249 = torch.constant.int 5
    %cpu_250 = torch.constant.device "cpu"
    %int0_251 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %141, %none_247, %none_248, %int5_249, %cpu_250, %int0_251 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_252 = torch.constant.int 1
    %int2_253 = torch.constant.int 2
    %int8_254 = torch.constant.int 8
    %int32_255 = torch.constant.int 32
    %int128_256 = torch.constant.int 128
    %142 = torch.prim.ListConstruct %24, %int1_252, %int2_253, %int8_254, %int32_255, %int128_256 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %143 = torch.aten.view %20, %142 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %143, [%22], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int2_257 = torch.constant.int 2
    %144 = torch.aten.mul.int %24, %int2_257 : !torch.int, !torch.int -> !torch.int
    %int8_258 = torch.constant.int 8
    %145 = torch.aten.mul.int %144, %int8_258 : !torch.int, !torch.int -> !torch.int
    %int32_259 = torch.constant.int 32
    %146 = torch.aten.mul.int %145, %int32_259 : !torch.int, !torch.int -> !torch.int
    %int128_260 = torch.constant.int 128
    %147 = torch.prim.ListConstruct %146, %int128_260 : (!torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %143, %147 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %148, [%22], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int32_261 = torch.constant.int 32
    %149 = torch.aten.floor_divide.Scalar %arg2, %int32_261 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_262 = torch.constant.int 1
    %150 = torch.aten.unsqueeze %149, %int1_262 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_263 = torch.constant.int 1
    %false_264 = torch.constant.bool false
    %151 = torch.aten.gather %arg3, %int1_263, %150, %false_264 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_265 = torch.constant.int 1
    %int1_266 = torch.constant.int 1
    %int1_267 = torch.constant.int 1
    %152 = torch.prim.ListConstruct %int1_265, %int1_266, %int1_267 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %153 = torch.aten.view %151, %152 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_268 = torch.constant.int 32
    %154 = torch.aten.remainder.Scalar %arg2, %int32_268 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_269 = torch.constant.int 1
    %int1_270 = torch.constant.int 1
    %int1_271 = torch.constant.int 1
    %155 = torch.prim.ListConstruct %int1_269, %int1_270, %int1_271 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.view %154, %155 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_272 = torch.constant.int 8
    %none_273 = torch.constant.none
    %none_274 = torch.constant.none
    %cpu_275 = torch.constant.device "cpu"
    %false_276 = torch.constant.bool false
    %157 = torch.aten.arange %int8_272, %none_273, %none_274, %cpu_275, %false_276 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_277 = torch.constant.int 1
    %int1_278 = torch.constant.int 1
    %int8_279 = torch.constant.int 8
    %158 = torch.prim.ListConstruct %int1_277, %int1_278, %int8_279 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.view %157, %158 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_280 = torch.constant.none
    %160 = torch.aten.clone %3, %none_280 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_281 = torch.constant.int 1
    %int1_282 = torch.constant.int 1
    %int1_283 = torch.constant.int 1
    %161 = torch.prim.ListConstruct %int1_281, %int1_282, %int1_283 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %162 = torch.aten.view %160, %161 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_284 = torch.constant.int 1
    %163 = torch.aten.mul.Scalar %153, %int1_284 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_285 = torch.constant.int 0
    %int1_286 = torch.constant.int 1
    %164 = torch.aten.add.Scalar %163, %int0_285, %int1_286 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_287 = torch.constant.int 2
    %165 = torch.aten.mul.Scalar %164, %int2_287 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_288 = torch.constant.int 1
    %166 = torch.aten.add.Tensor %165, %162, %int1_288 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_289 = torch.constant.int 8
    %167 = torch.aten.mul.Scalar %166, %int8_289 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_290 = torch.constant.int 1
    %168 = torch.aten.add.Tensor %167, %159, %int1_290 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_291 = torch.constant.int 32
    %169 = torch.aten.mul.Scalar %168, %int32_291 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_292 = torch.constant.int 1
    %170 = torch.aten.add.Tensor %169, %156, %int1_292 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_293 = torch.constant.none
    %none_294 = torch.constant.none
    %int5_295 = torch.constant.int 5
    %cpu_296 = torch.constant.device "cpu"
    %int0_297 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %141, %none_293, %none_294, %int5_295, %cpu_296, %int0_297 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %171 = torch.prim.ListConstruct %170 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_298 = torch.constant.bool false
    %172 = torch.aten.index_put %148, %171, %141, %false_298 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %172, [%22], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int1_299 = torch.constant.int 1
    %int2_300 = torch.constant.int 2
    %int8_301 = torch.constant.int 8
    %int32_302 = torch.constant.int 32
    %int128_303 = torch.constant.int 128
    %173 = torch.prim.ListConstruct %24, %int1_299, %int2_300, %int8_301, %int32_302, %int128_303 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %174 = torch.aten.view %172, %173 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %174, [%22], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536 = torch.constant.int 65536
    %175 = torch.prim.ListConstruct %24, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %176 = torch.aten.view %174, %175 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.bind_symbolic_shape %176, [%22], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1_304 = torch.constant.int 1
    %int2_305 = torch.constant.int 2
    %int8_306 = torch.constant.int 8
    %int32_307 = torch.constant.int 32
    %int128_308 = torch.constant.int 128
    %177 = torch.prim.ListConstruct %24, %int1_304, %int2_305, %int8_306, %int32_307, %int128_308 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %178 = torch.aten.view %176, %177 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %178, [%22], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int128_309 = torch.constant.int 128
    %179 = torch.prim.ListConstruct %146, %int128_309 : (!torch.int, !torch.int) -> !torch.list<int>
    %180 = torch.aten.view %178, %179 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %180, [%22], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %none_310 = torch.constant.none
    %181 = torch.aten.clone %4, %none_310 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_311 = torch.constant.int 1
    %int1_312 = torch.constant.int 1
    %int1_313 = torch.constant.int 1
    %182 = torch.prim.ListConstruct %int1_311, %int1_312, %int1_313 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %183 = torch.aten.view %181, %182 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_314 = torch.constant.int 1
    %184 = torch.aten.mul.Scalar %153, %int1_314 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_315 = torch.constant.int 0
    %int1_316 = torch.constant.int 1
    %185 = torch.aten.add.Scalar %184, %int0_315, %int1_316 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_317 = torch.constant.int 2
    %186 = torch.aten.mul.Scalar %185, %int2_317 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_318 = torch.constant.int 1
    %187 = torch.aten.add.Tensor %186, %183, %int1_318 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_319 = torch.constant.int 8
    %188 = torch.aten.mul.Scalar %187, %int8_319 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_320 = torch.constant.int 1
    %189 = torch.aten.add.Tensor %188, %159, %int1_320 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_321 = torch.constant.int 32
    %190 = torch.aten.mul.Scalar %189, %int32_321 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_322 = torch.constant.int 1
    %191 = torch.aten.add.Tensor %190, %156, %int1_322 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_323 = torch.constant.none
    %none_324 = torch.constant.none
    %int5_325 = torch.constant.int 5
    %cpu_326 = torch.constant.device "cpu"
    %int0_327 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_323, %none_324, %int5_325, %cpu_326, %int0_327 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %192 = torch.prim.ListConstruct %191 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_328 = torch.constant.bool false
    %193 = torch.aten.index_put %180, %192, %59, %false_328 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %193, [%22], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int1_329 = torch.constant.int 1
    %int2_330 = torch.constant.int 2
    %int8_331 = torch.constant.int 8
    %int32_332 = torch.constant.int 32
    %int128_333 = torch.constant.int 128
    %194 = torch.prim.ListConstruct %24, %int1_329, %int2_330, %int8_331, %int32_332, %int128_333 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %195 = torch.aten.view %193, %194 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %195, [%22], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536_334 = torch.constant.int 65536
    %196 = torch.prim.ListConstruct %24, %int65536_334 : (!torch.int, !torch.int) -> !torch.list<int>
    %197 = torch.aten.view %195, %196 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.overwrite.tensor.contents %197 overwrites %arg4 : !torch.vtensor<[?,65536],f16>, !torch.tensor<[?,65536],f16>
    torch.bind_symbolic_shape %197, [%22], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %none_335 = torch.constant.none
    %198 = torch.aten.clone %5, %none_335 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_336 = torch.constant.none
    %199 = torch.aten.clone %6, %none_336 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_337 = torch.constant.none
    %200 = torch.aten.clone %7, %none_337 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_338 = torch.constant.int 1
    %int2_339 = torch.constant.int 2
    %int8_340 = torch.constant.int 8
    %int32_341 = torch.constant.int 32
    %int128_342 = torch.constant.int 128
    %201 = torch.prim.ListConstruct %24, %int1_338, %int2_339, %int8_340, %int32_341, %int128_342 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %202 = torch.aten.view %197, %201 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %202, [%22], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %203 = torch_c.to_builtin_tensor %202 : !torch.vtensor<[?,1,2,8,32,128],f16> -> tensor<?x1x2x8x32x128xf16>
    %204 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_343 = tensor.cast %204 : tensor<1x?xi64> to tensor<?x?xi64>
    %205 = torch_c.to_builtin_tensor %198 : !torch.vtensor<[],si64> -> tensor<i64>
    %206 = torch_c.to_builtin_tensor %199 : !torch.vtensor<[],si64> -> tensor<i64>
    %207 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%203, %cast_343, %205, %206) : (tensor<?x1x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_344 = tensor.cast %207 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %208 = torch_c.from_builtin_tensor %cast_344 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %208, [%21], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %209 = torch_c.to_builtin_tensor %202 : !torch.vtensor<[?,1,2,8,32,128],f16> -> tensor<?x1x2x8x32x128xf16>
    %210 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_345 = tensor.cast %210 : tensor<1x?xi64> to tensor<?x?xi64>
    %211 = torch_c.to_builtin_tensor %198 : !torch.vtensor<[],si64> -> tensor<i64>
    %212 = torch_c.to_builtin_tensor %200 : !torch.vtensor<[],si64> -> tensor<i64>
    %213 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%209, %cast_345, %211, %212) : (tensor<?x1x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_346 = tensor.cast %213 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %214 = torch_c.from_builtin_tensor %cast_346 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %214, [%21], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %int2_347 = torch.constant.int 2
    %int3_348 = torch.constant.int 3
    %215 = torch.aten.transpose.int %208, %int2_347, %int3_348 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %215, [%21], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_349 = torch.constant.int 32
    %216 = torch.aten.mul.int %23, %int32_349 : !torch.int, !torch.int -> !torch.int
    %int0_350 = torch.constant.int 0
    %217 = torch.aten.clone %215, %int0_350 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %217, [%21], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_351 = torch.constant.int 1
    %int8_352 = torch.constant.int 8
    %int128_353 = torch.constant.int 128
    %218 = torch.prim.ListConstruct %int1_351, %216, %int8_352, %int128_353 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten._unsafe_view %217, %218 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %219, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int2_354 = torch.constant.int 2
    %int3_355 = torch.constant.int 3
    %220 = torch.aten.transpose.int %214, %int2_354, %int3_355 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %220, [%21], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int0_356 = torch.constant.int 0
    %221 = torch.aten.clone %220, %int0_356 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %221, [%21], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_357 = torch.constant.int 1
    %int8_358 = torch.constant.int 8
    %int128_359 = torch.constant.int 128
    %222 = torch.prim.ListConstruct %int1_357, %216, %int8_358, %int128_359 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten._unsafe_view %221, %222 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %223, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_360 = torch.constant.int 0
    %int1_361 = torch.constant.int 1
    %none_362 = torch.constant.none
    %none_363 = torch.constant.none
    %cpu_364 = torch.constant.device "cpu"
    %false_365 = torch.constant.bool false
    %224 = torch.aten.arange.start_step %int0_360, %216, %int1_361, %none_362, %none_363, %cpu_364, %false_365 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %224, [%21], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_366 = torch.constant.int -1
    %225 = torch.aten.unsqueeze %arg1, %int-1_366 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %226 = torch.aten.ge.Tensor %224, %225 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %226, [%21], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_367 = torch.constant.none
    %227 = torch.aten.clone %8, %none_367 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_368 = torch.constant.int 0
    %228 = torch.aten.where.ScalarOther %226, %227, %int0_368 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %228, [%21], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_369 = torch.constant.none
    %none_370 = torch.constant.none
    %int5_371 = torch.constant.int 5
    %cpu_372 = torch.constant.device "cpu"
    %int0_373 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %228, %none_369, %none_370, %int5_371, %cpu_372, %int0_373 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_374 = torch.constant.int 1
    %229 = torch.aten.unsqueeze %228, %int1_374 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %229, [%21], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_375 = torch.constant.int 1
    %230 = torch.aten.unsqueeze %229, %int1_375 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %230, [%21], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_376 = torch.constant.none
    %none_377 = torch.constant.none
    %int5_378 = torch.constant.int 5
    %cpu_379 = torch.constant.device "cpu"
    %int0_380 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %230, %none_376, %none_377, %int5_378, %cpu_379, %int0_380 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2_381 = torch.constant.int -2
    %231 = torch.aten.unsqueeze %219, %int-2_381 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %231, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_382 = torch.constant.int 1
    %int8_383 = torch.constant.int 8
    %int4_384 = torch.constant.int 4
    %int128_385 = torch.constant.int 128
    %232 = torch.prim.ListConstruct %int1_382, %216, %int8_383, %int4_384, %int128_385 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_386 = torch.constant.bool false
    %233 = torch.aten.expand %231, %232, %false_386 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %233, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_387 = torch.constant.int 0
    %234 = torch.aten.clone %233, %int0_387 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %234, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_388 = torch.constant.int 1
    %int32_389 = torch.constant.int 32
    %int128_390 = torch.constant.int 128
    %235 = torch.prim.ListConstruct %int1_388, %216, %int32_389, %int128_390 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %236 = torch.aten._unsafe_view %234, %235 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %236, [%21], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int-2_391 = torch.constant.int -2
    %237 = torch.aten.unsqueeze %223, %int-2_391 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %237, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_392 = torch.constant.int 1
    %int8_393 = torch.constant.int 8
    %int4_394 = torch.constant.int 4
    %int128_395 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %int1_392, %216, %int8_393, %int4_394, %int128_395 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_396 = torch.constant.bool false
    %239 = torch.aten.expand %237, %238, %false_396 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %239, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int0_397 = torch.constant.int 0
    %240 = torch.aten.clone %239, %int0_397 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],f16>
    torch.bind_symbolic_shape %240, [%21], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],f16>
    %int1_398 = torch.constant.int 1
    %int32_399 = torch.constant.int 32
    %int128_400 = torch.constant.int 128
    %241 = torch.prim.ListConstruct %int1_398, %216, %int32_399, %int128_400 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %242 = torch.aten._unsafe_view %240, %241 : !torch.vtensor<[1,?,8,4,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],f16>
    torch.bind_symbolic_shape %242, [%21], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],f16>
    %int1_401 = torch.constant.int 1
    %int2_402 = torch.constant.int 2
    %243 = torch.aten.transpose.int %100, %int1_401, %int2_402 : !torch.vtensor<[1,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,1,128],f16>
    %int1_403 = torch.constant.int 1
    %int2_404 = torch.constant.int 2
    %244 = torch.aten.transpose.int %236, %int1_403, %int2_404 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %244, [%21], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int1_405 = torch.constant.int 1
    %int2_406 = torch.constant.int 2
    %245 = torch.aten.transpose.int %242, %int1_405, %int2_406 : !torch.vtensor<[1,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],f16>
    torch.bind_symbolic_shape %245, [%21], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],f16>
    %int-2_407 = torch.constant.int -2
    %int-1_408 = torch.constant.int -1
    %246 = torch.aten.transpose.int %244, %int-2_407, %int-1_408 : !torch.vtensor<[1,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,128,?],f16>
    torch.bind_symbolic_shape %246, [%21], affine_map<()[s0] -> (1, 32, 128, s0 * 32)> : !torch.vtensor<[1,32,128,?],f16>
    %247 = torch.aten.matmul %243, %246 : !torch.vtensor<[1,32,1,128],f16>, !torch.vtensor<[1,32,128,?],f16> -> !torch.vtensor<[1,32,1,?],f16>
    torch.bind_symbolic_shape %247, [%21], affine_map<()[s0] -> (1, 32, 1, s0 * 32)> : !torch.vtensor<[1,32,1,?],f16>
    %float8.838830e-02 = torch.constant.float 0.088388347648318433
    %248 = torch.aten.mul.Scalar %247, %float8.838830e-02 : !torch.vtensor<[1,32,1,?],f16>, !torch.float -> !torch.vtensor<[1,32,1,?],f16>
    torch.bind_symbolic_shape %248, [%21], affine_map<()[s0] -> (1, 32, 1, s0 * 32)> : !torch.vtensor<[1,32,1,?],f16>
    %int1_409 = torch.constant.int 1
    %249 = torch.aten.add.Tensor %248, %230, %int1_409 : !torch.vtensor<[1,32,1,?],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.int -> !torch.vtensor<[1,32,1,?],f16>
    torch.bind_symbolic_shape %249, [%21], affine_map<()[s0] -> (1, 32, 1, s0 * 32)> : !torch.vtensor<[1,32,1,?],f16>
    %int-1_410 = torch.constant.int -1
    %none_411 = torch.constant.none
    %250 = torch.aten.softmax.int %249, %int-1_410, %none_411 : !torch.vtensor<[1,32,1,?],f16>, !torch.int, !torch.none -> !torch.vtensor<[1,32,1,?],f16>
    torch.bind_symbolic_shape %250, [%21], affine_map<()[s0] -> (1, 32, 1, s0 * 32)> : !torch.vtensor<[1,32,1,?],f16>
    %251 = torch.aten.matmul %250, %245 : !torch.vtensor<[1,32,1,?],f16>, !torch.vtensor<[1,32,?,128],f16> -> !torch.vtensor<[1,32,1,128],f16>
    %none_412 = torch.constant.none
    %none_413 = torch.constant.none
    %int5_414 = torch.constant.int 5
    %cpu_415 = torch.constant.device "cpu"
    %int0_416 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %251, %none_412, %none_413, %int5_414, %cpu_415, %int0_416 : !torch.vtensor<[1,32,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_417 = torch.constant.int 1
    %int2_418 = torch.constant.int 2
    %252 = torch.aten.transpose.int %251, %int1_417, %int2_418 : !torch.vtensor<[1,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,128],f16>
    %int1_419 = torch.constant.int 1
    %int1_420 = torch.constant.int 1
    %int4096_421 = torch.constant.int 4096
    %253 = torch.prim.ListConstruct %int1_419, %int1_420, %int4096_421 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %254 = torch.aten.view %252, %253 : !torch.vtensor<[1,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int-2_422 = torch.constant.int -2
    %int-1_423 = torch.constant.int -1
    %255 = torch.aten.transpose.int %13, %int-2_422, %int-1_423 : !torch.vtensor<[4096,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,4096],f16>
    %none_424 = torch.constant.none
    %none_425 = torch.constant.none
    %int5_426 = torch.constant.int 5
    %cpu_427 = torch.constant.device "cpu"
    %int0_428 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %255, %none_424, %none_425, %int5_426, %cpu_427, %int0_428 : !torch.vtensor<[4096,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_429 = torch.constant.int 1
    %int4096_430 = torch.constant.int 4096
    %256 = torch.prim.ListConstruct %int1_429, %int4096_430 : (!torch.int, !torch.int) -> !torch.list<int>
    %257 = torch.aten.view %254, %256 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %258 = torch.aten.matmul %257, %255 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_431 = torch.constant.int 1
    %int1_432 = torch.constant.int 1
    %int4096_433 = torch.constant.int 4096
    %259 = torch.prim.ListConstruct %int1_431, %int1_432, %int4096_433 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten.view %258, %259 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %none_434 = torch.constant.none
    %none_435 = torch.constant.none
    %int5_436 = torch.constant.int 5
    %cpu_437 = torch.constant.device "cpu"
    %int0_438 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %260, %none_434, %none_435, %int5_436, %cpu_437, %int0_438 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_439 = torch.constant.int 1
    %261 = torch.aten.add.Tensor %25, %260, %int1_439 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_440 = torch.constant.none
    %none_441 = torch.constant.none
    %int5_442 = torch.constant.int 5
    %cpu_443 = torch.constant.device "cpu"
    %int0_444 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %261, %none_440, %none_441, %int5_442, %cpu_443, %int0_444 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_445 = torch.constant.int 6
    %262 = torch.prims.convert_element_type %261, %int6_445 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_446 = torch.constant.int 2
    %263 = torch.aten.pow.Tensor_Scalar %262, %int2_446 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_447 = torch.constant.int -1
    %264 = torch.prim.ListConstruct %int-1_447 : (!torch.int) -> !torch.list<int>
    %true_448 = torch.constant.bool true
    %none_449 = torch.constant.none
    %265 = torch.aten.mean.dim %263, %264, %true_448, %none_449 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_450 = torch.constant.float 1.000000e-05
    %int1_451 = torch.constant.int 1
    %266 = torch.aten.add.Scalar %265, %float1.000000e-05_450, %int1_451 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %267 = torch.aten.rsqrt %266 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %268 = torch.aten.mul.Tensor %262, %267 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_452 = torch.constant.none
    %none_453 = torch.constant.none
    %int6_454 = torch.constant.int 6
    %cpu_455 = torch.constant.device "cpu"
    %int0_456 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %268, %none_452, %none_453, %int6_454, %cpu_455, %int0_456 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_457 = torch.constant.int 5
    %269 = torch.prims.convert_element_type %268, %int5_457 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %270 = torch.aten.mul.Tensor %14, %269 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_458 = torch.constant.none
    %none_459 = torch.constant.none
    %int6_460 = torch.constant.int 6
    %cpu_461 = torch.constant.device "cpu"
    %int0_462 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %270, %none_458, %none_459, %int6_460, %cpu_461, %int0_462 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_463 = torch.constant.int 5
    %271 = torch.prims.convert_element_type %270, %int5_463 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_464 = torch.constant.int -2
    %int-1_465 = torch.constant.int -1
    %272 = torch.aten.transpose.int %15, %int-2_464, %int-1_465 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_466 = torch.constant.none
    %none_467 = torch.constant.none
    %int5_468 = torch.constant.int 5
    %cpu_469 = torch.constant.device "cpu"
    %int0_470 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %272, %none_466, %none_467, %int5_468, %cpu_469, %int0_470 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_471 = torch.constant.int 1
    %int4096_472 = torch.constant.int 4096
    %273 = torch.prim.ListConstruct %int1_471, %int4096_472 : (!torch.int, !torch.int) -> !torch.list<int>
    %274 = torch.aten.view %271, %273 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %275 = torch.aten.matmul %274, %272 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_473 = torch.constant.int 1
    %int1_474 = torch.constant.int 1
    %int14336 = torch.constant.int 14336
    %276 = torch.prim.ListConstruct %int1_473, %int1_474, %int14336 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.view %275, %276 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %278 = torch.aten.silu %277 : !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_475 = torch.constant.int -2
    %int-1_476 = torch.constant.int -1
    %279 = torch.aten.transpose.int %16, %int-2_475, %int-1_476 : !torch.vtensor<[14336,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,14336],f16>
    %none_477 = torch.constant.none
    %none_478 = torch.constant.none
    %int5_479 = torch.constant.int 5
    %cpu_480 = torch.constant.device "cpu"
    %int0_481 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %279, %none_477, %none_478, %int5_479, %cpu_480, %int0_481 : !torch.vtensor<[4096,14336],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_482 = torch.constant.int 1
    %int4096_483 = torch.constant.int 4096
    %280 = torch.prim.ListConstruct %int1_482, %int4096_483 : (!torch.int, !torch.int) -> !torch.list<int>
    %281 = torch.aten.view %271, %280 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %282 = torch.aten.matmul %281, %279 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,14336],f16> -> !torch.vtensor<[1,14336],f16>
    %int1_484 = torch.constant.int 1
    %int1_485 = torch.constant.int 1
    %int14336_486 = torch.constant.int 14336
    %283 = torch.prim.ListConstruct %int1_484, %int1_485, %int14336_486 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %284 = torch.aten.view %282, %283 : !torch.vtensor<[1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,1,14336],f16>
    %285 = torch.aten.mul.Tensor %278, %284 : !torch.vtensor<[1,1,14336],f16>, !torch.vtensor<[1,1,14336],f16> -> !torch.vtensor<[1,1,14336],f16>
    %int-2_487 = torch.constant.int -2
    %int-1_488 = torch.constant.int -1
    %286 = torch.aten.transpose.int %17, %int-2_487, %int-1_488 : !torch.vtensor<[4096,14336],f16>, !torch.int, !torch.int -> !torch.vtensor<[14336,4096],f16>
    %none_489 = torch.constant.none
    %none_490 = torch.constant.none
    %int5_491 = torch.constant.int 5
    %cpu_492 = torch.constant.device "cpu"
    %int0_493 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %286, %none_489, %none_490, %int5_491, %cpu_492, %int0_493 : !torch.vtensor<[14336,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_494 = torch.constant.int 1
    %int14336_495 = torch.constant.int 14336
    %287 = torch.prim.ListConstruct %int1_494, %int14336_495 : (!torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %285, %287 : !torch.vtensor<[1,1,14336],f16>, !torch.list<int> -> !torch.vtensor<[1,14336],f16>
    %289 = torch.aten.matmul %288, %286 : !torch.vtensor<[1,14336],f16>, !torch.vtensor<[14336,4096],f16> -> !torch.vtensor<[1,4096],f16>
    %int1_496 = torch.constant.int 1
    %int1_497 = torch.constant.int 1
    %int4096_498 = torch.constant.int 4096
    %290 = torch.prim.ListConstruct %int1_496, %int1_497, %int4096_498 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %291 = torch.aten.view %289, %290 : !torch.vtensor<[1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,1,4096],f16>
    %int1_499 = torch.constant.int 1
    %292 = torch.aten.add.Tensor %261, %291, %int1_499 : !torch.vtensor<[1,1,4096],f16>, !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %none_500 = torch.constant.none
    %none_501 = torch.constant.none
    %int5_502 = torch.constant.int 5
    %cpu_503 = torch.constant.device "cpu"
    %int0_504 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %292, %none_500, %none_501, %int5_502, %cpu_503, %int0_504 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_505 = torch.constant.none
    %none_506 = torch.constant.none
    %int5_507 = torch.constant.int 5
    %cpu_508 = torch.constant.device "cpu"
    %int0_509 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %292, %none_505, %none_506, %int5_507, %cpu_508, %int0_509 : !torch.vtensor<[1,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_510 = torch.constant.int 6
    %293 = torch.prims.convert_element_type %292, %int6_510 : !torch.vtensor<[1,1,4096],f16>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int2_511 = torch.constant.int 2
    %294 = torch.aten.pow.Tensor_Scalar %293, %int2_511 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f32>
    %int-1_512 = torch.constant.int -1
    %295 = torch.prim.ListConstruct %int-1_512 : (!torch.int) -> !torch.list<int>
    %true_513 = torch.constant.bool true
    %none_514 = torch.constant.none
    %296 = torch.aten.mean.dim %294, %295, %true_513, %none_514 : !torch.vtensor<[1,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_515 = torch.constant.float 1.000000e-05
    %int1_516 = torch.constant.int 1
    %297 = torch.aten.add.Scalar %296, %float1.000000e-05_515, %int1_516 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %298 = torch.aten.rsqrt %297 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %299 = torch.aten.mul.Tensor %293, %298 : !torch.vtensor<[1,1,4096],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,4096],f32>
    %none_517 = torch.constant.none
    %none_518 = torch.constant.none
    %int6_519 = torch.constant.int 6
    %cpu_520 = torch.constant.device "cpu"
    %int0_521 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %299, %none_517, %none_518, %int6_519, %cpu_520, %int0_521 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_522 = torch.constant.int 5
    %300 = torch.prims.convert_element_type %299, %int5_522 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %301 = torch.aten.mul.Tensor %18, %300 : !torch.vtensor<[1,4096],f32>, !torch.vtensor<[1,1,4096],f16> -> !torch.vtensor<[1,1,4096],f32>
    %none_523 = torch.constant.none
    %none_524 = torch.constant.none
    %int6_525 = torch.constant.int 6
    %cpu_526 = torch.constant.device "cpu"
    %int0_527 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %301, %none_523, %none_524, %int6_525, %cpu_526, %int0_527 : !torch.vtensor<[1,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_528 = torch.constant.int 5
    %302 = torch.prims.convert_element_type %301, %int5_528 : !torch.vtensor<[1,1,4096],f32>, !torch.int -> !torch.vtensor<[1,1,4096],f16>
    %int-2_529 = torch.constant.int -2
    %int-1_530 = torch.constant.int -1
    %303 = torch.aten.transpose.int %19, %int-2_529, %int-1_530 : !torch.vtensor<[128256,4096],f16>, !torch.int, !torch.int -> !torch.vtensor<[4096,128256],f16>
    %none_531 = torch.constant.none
    %none_532 = torch.constant.none
    %int5_533 = torch.constant.int 5
    %cpu_534 = torch.constant.device "cpu"
    %int0_535 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %303, %none_531, %none_532, %int5_533, %cpu_534, %int0_535 : !torch.vtensor<[4096,128256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_536 = torch.constant.int 1
    %int4096_537 = torch.constant.int 4096
    %304 = torch.prim.ListConstruct %int1_536, %int4096_537 : (!torch.int, !torch.int) -> !torch.list<int>
    %305 = torch.aten.view %302, %304 : !torch.vtensor<[1,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[1,4096],f16>
    %306 = torch.aten.matmul %305, %303 : !torch.vtensor<[1,4096],f16>, !torch.vtensor<[4096,128256],f16> -> !torch.vtensor<[1,128256],f16>
    %int1_538 = torch.constant.int 1
    %int1_539 = torch.constant.int 1
    %int128256 = torch.constant.int 128256
    %307 = torch.prim.ListConstruct %int1_538, %int1_539, %int128256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %308 = torch.aten.view %306, %307 : !torch.vtensor<[1,128256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128256],f16>
    return %308 : !torch.vtensor<[1,1,128256],f16>
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
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%arg0: tensor<?x1x2x8x32x128xf16>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x8x32x128xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x2x8x32x128xf16>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 8, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x1x2x8x32x128xf16> to tensor<?x8x32x128xf16>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x8x32x128xf16>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x8x32x128xf16>, tensor<?x?xi64>) outs(%2 : tensor<?x?x8x32x128xf16>) -> tensor<?x?x8x32x128xf16>
    util.return %3 : tensor<?x?x8x32x128xf16>
  }
}
