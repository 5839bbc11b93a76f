#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module @module {
  util.global private @__auto.token_embd.weight = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<256x256xf16>
  util.global private @__auto.blk.0.attn_norm.weight = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<256xf32>
  util.global private @"__auto.blk.0.attn_q.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:qs"> : tensor<256x8x16xi8>
  util.global private @"__auto.blk.0.attn_q.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:d"> : tensor<256x8x1xi8>
  util.global private @"__auto.blk.0.attn_k.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:qs"> : tensor<128x8x16xi8>
  util.global private @"__auto.blk.0.attn_k.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:d"> : tensor<128x8x1xi8>
  util.global private @"__auto.blk.0.attn_v.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:qs"> : tensor<128x8x16xi8>
  util.global private @"__auto.blk.0.attn_v.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:d"> : tensor<128x8x1xi8>
  util.global private @"__auto.blk.0.attn_output.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:qs"> : tensor<256x8x16xi8>
  util.global private @"__auto.blk.0.attn_output.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:d"> : tensor<256x8x1xi8>
  util.global private @__auto.blk.0.ffn_norm.weight = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<256xf32>
  util.global private @"__auto.blk.0.ffn_gate.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:qs"> : tensor<512x8x16xi8>
  util.global private @"__auto.blk.0.ffn_gate.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:d"> : tensor<512x8x1xi8>
  util.global private @"__auto.blk.0.ffn_up.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:qs"> : tensor<512x8x16xi8>
  util.global private @"__auto.blk.0.ffn_up.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:d"> : tensor<512x8x1xi8>
  util.global private @"__auto.blk.0.ffn_down.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<256x16x16xi8>
  util.global private @"__auto.blk.0.ffn_down.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<256x16x1xi8>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x256xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<256x256xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,8192],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x256xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<256xf32>
    %4 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<256x8x16xi8>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<256x8x1xi8>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<128x8x16xi8>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<128x8x1xi8>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<128x8x16xi8>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<128x8x1xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<256x8x16xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<256x8x1xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<256xf32>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<512x8x16xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<512x8x1xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<512x8x16xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<512x8x1xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<256x16x16xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<256x16x16xi8> -> !torch.vtensor<[256,16,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<256x16x1xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<256x16x1xi8> -> !torch.vtensor<[256,16,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x256xf32>
    %20 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x256xf32> -> !torch.vtensor<[1,256],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x256xf16>
    %21 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %22 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,8192],f16>
    %23 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %24 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %25 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %22, [%25], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %int1 = torch.constant.int 1
    %26 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %27 = torch.aten.size.int %22, %int0 : !torch.vtensor<[?,8192],f16>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %28 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %29 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[256,256],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %29, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %29, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %30 = torch.prims.convert_element_type %29, %int6 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %30, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2 = torch.constant.int 2
    %31 = torch.aten.pow.Tensor_Scalar %30, %int2 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %31, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_9 = torch.constant.int -1
    %32 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %33 = torch.aten.mean.dim %31, %32, %true, %none_10 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %33, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %34 = torch.aten.add.Scalar %33, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %35 = torch.aten.rsqrt %34 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %35, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %36 = torch.aten.mul.Tensor %30, %35 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %36, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %36, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %37 = torch.prims.convert_element_type %36, %int5_17 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %37, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %38 = torch.aten.mul.Tensor %4, %37 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %38, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %38, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %39 = torch.prims.convert_element_type %38, %int5_23 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %39, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_24 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int32 = torch.constant.int 32
    %40 = torch.prim.ListConstruct %int1_24, %28, %int8, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %41, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %42 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %43 = torch.aten.view %41, %42 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %43, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %43, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %44 = torch.prims.convert_element_type %43, %int6_32 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %44, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %45 = torch_c.to_builtin_tensor %44 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %46:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%45) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %47 = torch_c.from_builtin_tensor %46#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %48 = torch_c.from_builtin_tensor %46#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %47, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %48, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_33 = torch.constant.int 1
    %int8_34 = torch.constant.int 8
    %int16 = torch.constant.int 16
    %49 = torch.prim.ListConstruct %int1_33, %28, %int8_34, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %50, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_35 = torch.constant.int 1
    %int8_36 = torch.constant.int 8
    %int1_37 = torch.constant.int 1
    %51 = torch.prim.ListConstruct %int1_35, %28, %int8_36, %int1_37 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.aten.view %47, %51 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %52, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_38 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %53 = torch.prim.ListConstruct %int1_38, %28, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %50, %53 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %54, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_39 = torch.constant.int -1
    %55 = torch.aten.squeeze.dim %52, %int-1_39 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %55, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int256 = torch.constant.int 256
    %int128_40 = torch.constant.int 128
    %56 = torch.prim.ListConstruct %int256, %int128_40 : (!torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %5, %56 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_41 = torch.constant.int -1
    %58 = torch.aten.squeeze.dim %6, %int-1_41 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %59 = torch_c.to_builtin_tensor %54 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast = tensor.cast %59 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %60 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_42 = tensor.cast %60 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %61 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %62 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %63 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast, %cast_42, %61, %62) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_43 = tensor.cast %63 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %64 = torch_c.from_builtin_tensor %cast_43 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %64, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_44 = torch.constant.int 1
    %int8_45 = torch.constant.int 8
    %int32_46 = torch.constant.int 32
    %65 = torch.prim.ListConstruct %int1_44, %28, %int8_45, %int32_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.view %39, %65 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %66, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_47 = torch.constant.int -1
    %int32_48 = torch.constant.int 32
    %67 = torch.prim.ListConstruct %int-1_47, %int32_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %66, %67 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %68, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_49 = torch.constant.none
    %none_50 = torch.constant.none
    %int5_51 = torch.constant.int 5
    %cpu_52 = torch.constant.device "cpu"
    %int0_53 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %68, %none_49, %none_50, %int5_51, %cpu_52, %int0_53 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_54 = torch.constant.int 6
    %69 = torch.prims.convert_element_type %68, %int6_54 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %69, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %70 = torch_c.to_builtin_tensor %69 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %71:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%70) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %72 = torch_c.from_builtin_tensor %71#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %73 = torch_c.from_builtin_tensor %71#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %72, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %73, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_55 = torch.constant.int 1
    %int8_56 = torch.constant.int 8
    %int16_57 = torch.constant.int 16
    %74 = torch.prim.ListConstruct %int1_55, %28, %int8_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %75 = torch.aten.view %73, %74 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %75, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_58 = torch.constant.int 1
    %int8_59 = torch.constant.int 8
    %int1_60 = torch.constant.int 1
    %76 = torch.prim.ListConstruct %int1_58, %28, %int8_59, %int1_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %77 = torch.aten.view %72, %76 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %77, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_61 = torch.constant.int 1
    %int128_62 = torch.constant.int 128
    %78 = torch.prim.ListConstruct %int1_61, %28, %int128_62 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %75, %78 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %79, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_63 = torch.constant.int -1
    %80 = torch.aten.squeeze.dim %77, %int-1_63 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %80, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int128_64 = torch.constant.int 128
    %int128_65 = torch.constant.int 128
    %81 = torch.prim.ListConstruct %int128_64, %int128_65 : (!torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %7, %81 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_66 = torch.constant.int -1
    %83 = torch.aten.squeeze.dim %8, %int-1_66 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %84 = torch_c.to_builtin_tensor %79 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_67 = tensor.cast %84 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %85 = torch_c.to_builtin_tensor %80 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_68 = tensor.cast %85 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %86 = torch_c.to_builtin_tensor %82 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %87 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %88 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_67, %cast_68, %86, %87) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_69 = tensor.cast %88 : tensor<?x?x128xf16> to tensor<1x?x128xf16>
    %89 = torch_c.from_builtin_tensor %cast_69 : tensor<1x?x128xf16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %89, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int1_70 = torch.constant.int 1
    %int8_71 = torch.constant.int 8
    %int32_72 = torch.constant.int 32
    %90 = torch.prim.ListConstruct %int1_70, %28, %int8_71, %int32_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %91 = torch.aten.view %39, %90 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %91, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_73 = torch.constant.int -1
    %int32_74 = torch.constant.int 32
    %92 = torch.prim.ListConstruct %int-1_73, %int32_74 : (!torch.int, !torch.int) -> !torch.list<int>
    %93 = torch.aten.view %91, %92 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %93, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_75 = torch.constant.none
    %none_76 = torch.constant.none
    %int5_77 = torch.constant.int 5
    %cpu_78 = torch.constant.device "cpu"
    %int0_79 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %93, %none_75, %none_76, %int5_77, %cpu_78, %int0_79 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_80 = torch.constant.int 6
    %94 = torch.prims.convert_element_type %93, %int6_80 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %94, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %95 = torch_c.to_builtin_tensor %94 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %96:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%95) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %97 = torch_c.from_builtin_tensor %96#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %98 = torch_c.from_builtin_tensor %96#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %97, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %98, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_81 = torch.constant.int 1
    %int8_82 = torch.constant.int 8
    %int16_83 = torch.constant.int 16
    %99 = torch.prim.ListConstruct %int1_81, %28, %int8_82, %int16_83 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %100, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_84 = torch.constant.int 1
    %int8_85 = torch.constant.int 8
    %int1_86 = torch.constant.int 1
    %101 = torch.prim.ListConstruct %int1_84, %28, %int8_85, %int1_86 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.aten.view %97, %101 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %102, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_87 = torch.constant.int 1
    %int128_88 = torch.constant.int 128
    %103 = torch.prim.ListConstruct %int1_87, %28, %int128_88 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.view %100, %103 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %104, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_89 = torch.constant.int -1
    %105 = torch.aten.squeeze.dim %102, %int-1_89 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %105, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int128_90 = torch.constant.int 128
    %int128_91 = torch.constant.int 128
    %106 = torch.prim.ListConstruct %int128_90, %int128_91 : (!torch.int, !torch.int) -> !torch.list<int>
    %107 = torch.aten.view %9, %106 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_92 = torch.constant.int -1
    %108 = torch.aten.squeeze.dim %10, %int-1_92 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %109 = torch_c.to_builtin_tensor %104 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_93 = tensor.cast %109 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %110 = torch_c.to_builtin_tensor %105 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_94 = tensor.cast %110 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %111 = torch_c.to_builtin_tensor %107 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %112 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %113 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_93, %cast_94, %111, %112) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_95 = tensor.cast %113 : tensor<?x?x128xf16> to tensor<1x?x128xf16>
    %114 = torch_c.from_builtin_tensor %cast_95 : tensor<1x?x128xf16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %114, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int1_96 = torch.constant.int 1
    %int2_97 = torch.constant.int 2
    %int128_98 = torch.constant.int 128
    %115 = torch.prim.ListConstruct %int1_96, %28, %int2_97, %int128_98 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %116 = torch.aten.view %64, %115 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %116, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_99 = torch.constant.int 1
    %int1_100 = torch.constant.int 1
    %int128_101 = torch.constant.int 128
    %117 = torch.prim.ListConstruct %int1_99, %28, %int1_100, %int128_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %118 = torch.aten.view %89, %117 : !torch.vtensor<[1,?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %118, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int1_102 = torch.constant.int 1
    %int1_103 = torch.constant.int 1
    %int128_104 = torch.constant.int 128
    %119 = torch.prim.ListConstruct %int1_102, %28, %int1_103, %int128_104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %114, %119 : !torch.vtensor<[1,?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %120, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int0_105 = torch.constant.int 0
    %none_106 = torch.constant.none
    %none_107 = torch.constant.none
    %cpu_108 = torch.constant.device "cpu"
    %false_109 = torch.constant.bool false
    %121 = torch.aten.arange.start %int0_105, %28, %none_106, %none_107, %cpu_108, %false_109 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %121, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_110 = torch.constant.int 0
    %122 = torch.aten.unsqueeze %121, %int0_110 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %122, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_111 = torch.constant.int 0
    %int128_112 = torch.constant.int 128
    %int2_113 = torch.constant.int 2
    %none_114 = torch.constant.none
    %none_115 = torch.constant.none
    %cpu_116 = torch.constant.device "cpu"
    %false_117 = torch.constant.bool false
    %123 = torch.aten.arange.start_step %int0_111, %int128_112, %int2_113, %none_114, %none_115, %cpu_116, %false_117 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_118 = torch.constant.none
    %none_119 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_120 = torch.constant.device "cpu"
    %int0_121 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %123, %none_118, %none_119, %int4, %cpu_120, %int0_121 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_122 = torch.constant.int 6
    %124 = torch.prims.convert_element_type %123, %int6_122 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_123 = torch.constant.int 128
    %125 = torch.aten.div.Scalar %124, %int128_123 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %126 = torch.aten.pow.Scalar %float5.000000e05, %125 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %127 = torch.aten.reciprocal %126 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %128 = torch.aten.mul.Scalar %127, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_124 = torch.constant.none
    %129 = torch.aten.clone %1, %none_124 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_125 = torch.constant.int 0
    %130 = torch.aten.unsqueeze %128, %int0_125 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_126 = torch.constant.int 2
    %131 = torch.aten.unsqueeze %130, %int2_126 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %int6_129 = torch.constant.int 6
    %cpu_130 = torch.constant.device "cpu"
    %int0_131 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %131, %none_127, %none_128, %int6_129, %cpu_130, %int0_131 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_132 = torch.constant.int 1
    %int-1_133 = torch.constant.int -1
    %int1_134 = torch.constant.int 1
    %132 = torch.prim.ListConstruct %int1_132, %int-1_133, %int1_134 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_135 = torch.constant.bool false
    %133 = torch.aten.expand %131, %132, %false_135 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_136 = torch.constant.int 1
    %134 = torch.aten.unsqueeze %122, %int1_136 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %134, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %int4_139 = torch.constant.int 4
    %cpu_140 = torch.constant.device "cpu"
    %int0_141 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %134, %none_137, %none_138, %int4_139, %cpu_140, %int0_141 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_142 = torch.constant.int 6
    %135 = torch.prims.convert_element_type %134, %int6_142 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %135, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %136 = torch.aten.matmul %133, %135 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %136, [%24], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_143 = torch.constant.int 1
    %int2_144 = torch.constant.int 2
    %137 = torch.aten.transpose.int %136, %int1_143, %int2_144 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %137, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %138 = torch.aten.cos %137 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %138, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %139 = torch.aten.mul.Tensor %138, %129 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %139, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_145 = torch.constant.none
    %none_146 = torch.constant.none
    %int6_147 = torch.constant.int 6
    %cpu_148 = torch.constant.device "cpu"
    %int0_149 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %139, %none_145, %none_146, %int6_147, %cpu_148, %int0_149 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_150 = torch.constant.int 5
    %140 = torch.prims.convert_element_type %139, %int5_150 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %140, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %141 = torch.aten.sin %137 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %141, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %142 = torch.aten.mul.Tensor %141, %129 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %142, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_151 = torch.constant.none
    %none_152 = torch.constant.none
    %int6_153 = torch.constant.int 6
    %cpu_154 = torch.constant.device "cpu"
    %int0_155 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %142, %none_151, %none_152, %int6_153, %cpu_154, %int0_155 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_156 = torch.constant.int 5
    %143 = torch.prims.convert_element_type %142, %int5_156 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %143, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_157 = torch.constant.int 2
    %144 = torch.aten.unsqueeze %140, %int2_157 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %144, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_158 = torch.constant.int 2
    %145 = torch.aten.unsqueeze %143, %int2_158 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %145, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_159 = torch.constant.none
    %none_160 = torch.constant.none
    %int5_161 = torch.constant.int 5
    %cpu_162 = torch.constant.device "cpu"
    %int0_163 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_159, %none_160, %int5_161, %cpu_162, %int0_163 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_164 = torch.constant.none
    %none_165 = torch.constant.none
    %int5_166 = torch.constant.int 5
    %cpu_167 = torch.constant.device "cpu"
    %int0_168 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_164, %none_165, %int5_166, %cpu_167, %int0_168 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_169 = torch.constant.none
    %none_170 = torch.constant.none
    %int5_171 = torch.constant.int 5
    %cpu_172 = torch.constant.device "cpu"
    %int0_173 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %116, %none_169, %none_170, %int5_171, %cpu_172, %int0_173 : !torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_174 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_175 = torch.constant.int 1
    %146 = torch.aten.slice.Tensor %116, %int3, %int0_174, %int64, %int1_175 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %146, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int3_176 = torch.constant.int 3
    %int64_177 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_178 = torch.constant.int 1
    %147 = torch.aten.slice.Tensor %116, %int3_176, %int64_177, %int9223372036854775807, %int1_178 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %147, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %148 = torch.aten.mul.Tensor %146, %144 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %148, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %149 = torch.aten.mul.Tensor %147, %145 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %149, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int1_179 = torch.constant.int 1
    %150 = torch.aten.sub.Tensor %148, %149, %int1_179 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %150, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %151 = torch.aten.mul.Tensor %147, %144 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %151, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %152 = torch.aten.mul.Tensor %146, %145 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %152, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int1_180 = torch.constant.int 1
    %153 = torch.aten.add.Tensor %151, %152, %int1_180 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %153, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %154 = torch_c.to_builtin_tensor %150 : !torch.vtensor<[1,?,2,64],f16> -> tensor<1x?x2x64xf16>
    %cast_181 = tensor.cast %154 : tensor<1x?x2x64xf16> to tensor<?x?x?x?xf16>
    %155 = torch_c.to_builtin_tensor %153 : !torch.vtensor<[1,?,2,64],f16> -> tensor<1x?x2x64xf16>
    %cast_182 = tensor.cast %155 : tensor<1x?x2x64xf16> to tensor<?x?x?x?xf16>
    %156 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_181, %cast_182) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_183 = tensor.cast %156 : tensor<?x?x?x2x?xf16> to tensor<1x?x2x2x64xf16>
    %157 = torch_c.from_builtin_tensor %cast_183 : tensor<1x?x2x2x64xf16> -> !torch.vtensor<[1,?,2,2,64],f16>
    torch.bind_symbolic_shape %157, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 64)> : !torch.vtensor<[1,?,2,2,64],f16>
    %int1_184 = torch.constant.int 1
    %int2_185 = torch.constant.int 2
    %int128_186 = torch.constant.int 128
    %158 = torch.prim.ListConstruct %int1_184, %28, %int2_185, %int128_186 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.view %157, %158 : !torch.vtensor<[1,?,2,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %159, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %none_187 = torch.constant.none
    %none_188 = torch.constant.none
    %int5_189 = torch.constant.int 5
    %cpu_190 = torch.constant.device "cpu"
    %int0_191 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %159, %none_187, %none_188, %int5_189, %cpu_190, %int0_191 : !torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_192 = torch.constant.int 0
    %none_193 = torch.constant.none
    %none_194 = torch.constant.none
    %cpu_195 = torch.constant.device "cpu"
    %false_196 = torch.constant.bool false
    %160 = torch.aten.arange.start %int0_192, %28, %none_193, %none_194, %cpu_195, %false_196 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %160, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_197 = torch.constant.int 0
    %161 = torch.aten.unsqueeze %160, %int0_197 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %161, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_198 = torch.constant.int 0
    %int128_199 = torch.constant.int 128
    %int2_200 = torch.constant.int 2
    %none_201 = torch.constant.none
    %none_202 = torch.constant.none
    %cpu_203 = torch.constant.device "cpu"
    %false_204 = torch.constant.bool false
    %162 = torch.aten.arange.start_step %int0_198, %int128_199, %int2_200, %none_201, %none_202, %cpu_203, %false_204 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_205 = torch.constant.none
    %none_206 = torch.constant.none
    %int4_207 = torch.constant.int 4
    %cpu_208 = torch.constant.device "cpu"
    %int0_209 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %162, %none_205, %none_206, %int4_207, %cpu_208, %int0_209 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_210 = torch.constant.int 6
    %163 = torch.prims.convert_element_type %162, %int6_210 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_211 = torch.constant.int 128
    %164 = torch.aten.div.Scalar %163, %int128_211 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_212 = torch.constant.float 5.000000e+05
    %165 = torch.aten.pow.Scalar %float5.000000e05_212, %164 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %166 = torch.aten.reciprocal %165 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_213 = torch.constant.float 1.000000e+00
    %167 = torch.aten.mul.Scalar %166, %float1.000000e00_213 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_214 = torch.constant.none
    %168 = torch.aten.clone %2, %none_214 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_215 = torch.constant.int 0
    %169 = torch.aten.unsqueeze %167, %int0_215 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_216 = torch.constant.int 2
    %170 = torch.aten.unsqueeze %169, %int2_216 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_217 = torch.constant.none
    %none_218 = torch.constant.none
    %int6_219 = torch.constant.int 6
    %cpu_220 = torch.constant.device "cpu"
    %int0_221 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_217, %none_218, %int6_219, %cpu_220, %int0_221 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_222 = torch.constant.int 1
    %int-1_223 = torch.constant.int -1
    %int1_224 = torch.constant.int 1
    %171 = torch.prim.ListConstruct %int1_222, %int-1_223, %int1_224 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_225 = torch.constant.bool false
    %172 = torch.aten.expand %170, %171, %false_225 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_226 = torch.constant.int 1
    %173 = torch.aten.unsqueeze %161, %int1_226 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %173, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_227 = torch.constant.none
    %none_228 = torch.constant.none
    %int4_229 = torch.constant.int 4
    %cpu_230 = torch.constant.device "cpu"
    %int0_231 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %173, %none_227, %none_228, %int4_229, %cpu_230, %int0_231 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_232 = torch.constant.int 6
    %174 = torch.prims.convert_element_type %173, %int6_232 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %174, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %175 = torch.aten.matmul %172, %174 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %175, [%24], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_233 = torch.constant.int 1
    %int2_234 = torch.constant.int 2
    %176 = torch.aten.transpose.int %175, %int1_233, %int2_234 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %176, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %177 = torch.aten.cos %176 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %177, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %178 = torch.aten.mul.Tensor %177, %168 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %178, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_235 = torch.constant.none
    %none_236 = torch.constant.none
    %int6_237 = torch.constant.int 6
    %cpu_238 = torch.constant.device "cpu"
    %int0_239 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_235, %none_236, %int6_237, %cpu_238, %int0_239 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_240 = torch.constant.int 5
    %179 = torch.prims.convert_element_type %178, %int5_240 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %179, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %180 = torch.aten.sin %176 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %180, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %181 = torch.aten.mul.Tensor %180, %168 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %181, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_241 = torch.constant.none
    %none_242 = torch.constant.none
    %int6_243 = torch.constant.int 6
    %cpu_244 = torch.constant.device "cpu"
    %int0_245 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %181, %none_241, %none_242, %int6_243, %cpu_244, %int0_245 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_246 = torch.constant.int 5
    %182 = torch.prims.convert_element_type %181, %int5_246 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %182, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_247 = torch.constant.int 2
    %183 = torch.aten.unsqueeze %179, %int2_247 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %183, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_248 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %182, %int2_248 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %184, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_249 = torch.constant.none
    %none_250 = torch.constant.none
    %int5_251 = torch.constant.int 5
    %cpu_252 = torch.constant.device "cpu"
    %int0_253 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %183, %none_249, %none_250, %int5_251, %cpu_252, %int0_253 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_254 = torch.constant.none
    %none_255 = torch.constant.none
    %int5_256 = torch.constant.int 5
    %cpu_257 = torch.constant.device "cpu"
    %int0_258 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %184, %none_254, %none_255, %int5_256, %cpu_257, %int0_258 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_259 = torch.constant.none
    %none_260 = torch.constant.none
    %int5_261 = torch.constant.int 5
    %cpu_262 = torch.constant.device "cpu"
    %int0_263 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %118, %none_259, %none_260, %int5_261, %cpu_262, %int0_263 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_264 = torch.constant.int 3
    %int0_265 = torch.constant.int 0
    %int64_266 = torch.constant.int 64
    %int1_267 = torch.constant.int 1
    %185 = torch.aten.slice.Tensor %118, %int3_264, %int0_265, %int64_266, %int1_267 : !torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %185, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int3_268 = torch.constant.int 3
    %int64_269 = torch.constant.int 64
    %int9223372036854775807_270 = torch.constant.int 9223372036854775807
    %int1_271 = torch.constant.int 1
    %186 = torch.aten.slice.Tensor %118, %int3_268, %int64_269, %int9223372036854775807_270, %int1_271 : !torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %186, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %187 = torch.aten.mul.Tensor %185, %183 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %187, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %188 = torch.aten.mul.Tensor %186, %184 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %188, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int1_272 = torch.constant.int 1
    %189 = torch.aten.sub.Tensor %187, %188, %int1_272 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %189, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %190 = torch.aten.mul.Tensor %186, %183 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %190, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %191 = torch.aten.mul.Tensor %185, %184 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %191, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int1_273 = torch.constant.int 1
    %192 = torch.aten.add.Tensor %190, %191, %int1_273 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %192, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %193 = torch_c.to_builtin_tensor %189 : !torch.vtensor<[1,?,1,64],f16> -> tensor<1x?x1x64xf16>
    %cast_274 = tensor.cast %193 : tensor<1x?x1x64xf16> to tensor<?x?x?x?xf16>
    %194 = torch_c.to_builtin_tensor %192 : !torch.vtensor<[1,?,1,64],f16> -> tensor<1x?x1x64xf16>
    %cast_275 = tensor.cast %194 : tensor<1x?x1x64xf16> to tensor<?x?x?x?xf16>
    %195 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_274, %cast_275) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_276 = tensor.cast %195 : tensor<?x?x?x2x?xf16> to tensor<1x?x1x2x64xf16>
    %196 = torch_c.from_builtin_tensor %cast_276 : tensor<1x?x1x2x64xf16> -> !torch.vtensor<[1,?,1,2,64],f16>
    torch.bind_symbolic_shape %196, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 64)> : !torch.vtensor<[1,?,1,2,64],f16>
    %int1_277 = torch.constant.int 1
    %int1_278 = torch.constant.int 1
    %int128_279 = torch.constant.int 128
    %197 = torch.prim.ListConstruct %int1_277, %28, %int1_278, %int128_279 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %198 = torch.aten.view %196, %197 : !torch.vtensor<[1,?,1,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %198, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_280 = torch.constant.none
    %none_281 = torch.constant.none
    %int5_282 = torch.constant.int 5
    %cpu_283 = torch.constant.device "cpu"
    %int0_284 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %198, %none_280, %none_281, %int5_282, %cpu_283, %int0_284 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_285 = torch.constant.int 1
    %int2_286 = torch.constant.int 2
    %int1_287 = torch.constant.int 1
    %int32_288 = torch.constant.int 32
    %int128_289 = torch.constant.int 128
    %199 = torch.prim.ListConstruct %27, %int1_285, %int2_286, %int1_287, %int32_288, %int128_289 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %200 = torch.aten.view %22, %199 : !torch.vtensor<[?,8192],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %200, [%25], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int2_290 = torch.constant.int 2
    %201 = torch.aten.mul.int %27, %int2_290 : !torch.int, !torch.int -> !torch.int
    %int1_291 = torch.constant.int 1
    %int32_292 = torch.constant.int 32
    %int128_293 = torch.constant.int 128
    %202 = torch.prim.ListConstruct %201, %int1_291, %int32_292, %int128_293 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %203 = torch.aten.view %200, %202 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %203, [%25], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_294 = torch.constant.int 1
    %204 = torch.aten.mul.Scalar %arg2, %int1_294 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %204, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_295 = torch.constant.int 0
    %int1_296 = torch.constant.int 1
    %205 = torch.aten.add.Scalar %204, %int0_295, %int1_296 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %205, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_297 = torch.constant.int 2
    %206 = torch.aten.mul.Scalar %205, %int2_297 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %206, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_298 = torch.constant.int 0
    %int1_299 = torch.constant.int 1
    %207 = torch.aten.add.Scalar %206, %int0_298, %int1_299 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %207, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %208 = torch.prim.ListConstruct %26 : (!torch.int) -> !torch.list<int>
    %209 = torch.aten.view %207, %208 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %209, [%24], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_300 = torch.constant.int 1
    %int32_301 = torch.constant.int 32
    %int1_302 = torch.constant.int 1
    %int128_303 = torch.constant.int 128
    %210 = torch.prim.ListConstruct %int1_300, %26, %int32_301, %int1_302, %int128_303 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %198, %210 : !torch.vtensor<[1,?,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,1,128],f16>
    torch.bind_symbolic_shape %211, [%24], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f16>
    %int32_304 = torch.constant.int 32
    %int1_305 = torch.constant.int 1
    %int128_306 = torch.constant.int 128
    %212 = torch.prim.ListConstruct %26, %int32_304, %int1_305, %int128_306 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.view %211, %212 : !torch.vtensor<[1,?,32,1,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %213, [%24], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_307 = torch.constant.int 1
    %int2_308 = torch.constant.int 2
    %214 = torch.aten.transpose.int %213, %int1_307, %int2_308 : !torch.vtensor<[?,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %214, [%24], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %none_309 = torch.constant.none
    %none_310 = torch.constant.none
    %int5_311 = torch.constant.int 5
    %cpu_312 = torch.constant.device "cpu"
    %int0_313 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %214, %none_309, %none_310, %int5_311, %cpu_312, %int0_313 : !torch.vtensor<[?,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %215 = torch.prim.ListConstruct %209 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_314 = torch.constant.bool false
    %216 = torch.aten.index_put %203, %215, %214, %false_314 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f16>, !torch.bool -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %216, [%25], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_315 = torch.constant.int 1
    %int2_316 = torch.constant.int 2
    %int1_317 = torch.constant.int 1
    %int32_318 = torch.constant.int 32
    %int128_319 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %27, %int1_315, %int2_316, %int1_317, %int32_318, %int128_319 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %216, %217 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %218, [%25], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int8192 = torch.constant.int 8192
    %219 = torch.prim.ListConstruct %27, %int8192 : (!torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %218, %219 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8192],f16>
    torch.bind_symbolic_shape %220, [%25], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %int1_320 = torch.constant.int 1
    %int2_321 = torch.constant.int 2
    %int1_322 = torch.constant.int 1
    %int32_323 = torch.constant.int 32
    %int128_324 = torch.constant.int 128
    %221 = torch.prim.ListConstruct %27, %int1_320, %int2_321, %int1_322, %int32_323, %int128_324 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %222 = torch.aten.view %220, %221 : !torch.vtensor<[?,8192],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %222, [%25], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int1_325 = torch.constant.int 1
    %int32_326 = torch.constant.int 32
    %int128_327 = torch.constant.int 128
    %223 = torch.prim.ListConstruct %201, %int1_325, %int32_326, %int128_327 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %224 = torch.aten.view %222, %223 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %224, [%25], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_328 = torch.constant.int 1
    %225 = torch.aten.mul.Scalar %arg2, %int1_328 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %225, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_329 = torch.constant.int 0
    %int1_330 = torch.constant.int 1
    %226 = torch.aten.add.Scalar %225, %int0_329, %int1_330 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %226, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_331 = torch.constant.int 2
    %227 = torch.aten.mul.Scalar %226, %int2_331 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %227, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_332 = torch.constant.int 1
    %int1_333 = torch.constant.int 1
    %228 = torch.aten.add.Scalar %227, %int1_332, %int1_333 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %228, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %229 = torch.prim.ListConstruct %26 : (!torch.int) -> !torch.list<int>
    %230 = torch.aten.view %228, %229 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %230, [%24], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_334 = torch.constant.int 1
    %int32_335 = torch.constant.int 32
    %int1_336 = torch.constant.int 1
    %int128_337 = torch.constant.int 128
    %231 = torch.prim.ListConstruct %int1_334, %26, %int32_335, %int1_336, %int128_337 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %232 = torch.aten.view %120, %231 : !torch.vtensor<[1,?,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,1,128],f16>
    torch.bind_symbolic_shape %232, [%24], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f16>
    %int32_338 = torch.constant.int 32
    %int1_339 = torch.constant.int 1
    %int128_340 = torch.constant.int 128
    %233 = torch.prim.ListConstruct %26, %int32_338, %int1_339, %int128_340 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = torch.aten.view %232, %233 : !torch.vtensor<[1,?,32,1,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %234, [%24], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_341 = torch.constant.int 1
    %int2_342 = torch.constant.int 2
    %235 = torch.aten.transpose.int %234, %int1_341, %int2_342 : !torch.vtensor<[?,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %235, [%24], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %none_343 = torch.constant.none
    %none_344 = torch.constant.none
    %int5_345 = torch.constant.int 5
    %cpu_346 = torch.constant.device "cpu"
    %int0_347 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %235, %none_343, %none_344, %int5_345, %cpu_346, %int0_347 : !torch.vtensor<[?,1,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %236 = torch.prim.ListConstruct %230 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_348 = torch.constant.bool false
    %237 = torch.aten.index_put %224, %236, %235, %false_348 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f16>, !torch.bool -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %237, [%25], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_349 = torch.constant.int 1
    %int2_350 = torch.constant.int 2
    %int1_351 = torch.constant.int 1
    %int32_352 = torch.constant.int 32
    %int128_353 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %27, %int1_349, %int2_350, %int1_351, %int32_352, %int128_353 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %237, %238 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %239, [%25], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int8192_354 = torch.constant.int 8192
    %240 = torch.prim.ListConstruct %27, %int8192_354 : (!torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8192],f16>
    torch.overwrite.tensor.contents %241 overwrites %arg3 : !torch.vtensor<[?,8192],f16>, !torch.tensor<[?,8192],f16>
    torch.bind_symbolic_shape %241, [%25], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %int0_355 = torch.constant.int 0
    %int1_356 = torch.constant.int 1
    %none_357 = torch.constant.none
    %none_358 = torch.constant.none
    %cpu_359 = torch.constant.device "cpu"
    %false_360 = torch.constant.bool false
    %242 = torch.aten.arange.start_step %int0_355, %28, %int1_356, %none_357, %none_358, %cpu_359, %false_360 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %242, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_361 = torch.constant.int -1
    %243 = torch.aten.unsqueeze %arg1, %int-1_361 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %244 = torch.aten.ge.Tensor %242, %243 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %244, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_362 = torch.constant.none
    %none_363 = torch.constant.none
    %cpu_364 = torch.constant.device "cpu"
    %false_365 = torch.constant.bool false
    %245 = torch.aten.arange %28, %none_362, %none_363, %cpu_364, %false_365 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %245, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_366 = torch.constant.int 0
    %246 = torch.aten.unsqueeze %245, %int0_366 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %246, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_367 = torch.constant.int 1
    %247 = torch.aten.unsqueeze %246, %int1_367 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %247, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_368 = torch.constant.int 2
    %248 = torch.aten.unsqueeze %247, %int2_368 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %248, [%24], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_369 = torch.constant.none
    %none_370 = torch.constant.none
    %cpu_371 = torch.constant.device "cpu"
    %false_372 = torch.constant.bool false
    %249 = torch.aten.arange %28, %none_369, %none_370, %cpu_371, %false_372 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %249, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_373 = torch.constant.int 0
    %250 = torch.aten.unsqueeze %249, %int0_373 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %250, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_374 = torch.constant.int 1
    %251 = torch.aten.unsqueeze %250, %int1_374 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %251, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_375 = torch.constant.int 3
    %252 = torch.aten.unsqueeze %251, %int3_375 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %252, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %253 = torch.aten.gt.Tensor %248, %252 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %253, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_376 = torch.constant.int 1
    %254 = torch.aten.unsqueeze %244, %int1_376 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %254, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_377 = torch.constant.int 2
    %255 = torch.aten.unsqueeze %254, %int2_377 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %255, [%24], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %256 = torch.aten.logical_or %253, %255 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %256, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_378 = torch.constant.none
    %257 = torch.aten.clone %3, %none_378 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_379 = torch.constant.int 0
    %258 = torch.aten.where.ScalarOther %256, %257, %int0_379 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %258, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_380 = torch.constant.none
    %none_381 = torch.constant.none
    %int5_382 = torch.constant.int 5
    %cpu_383 = torch.constant.device "cpu"
    %int0_384 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_380, %none_381, %int5_382, %cpu_383, %int0_384 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_385 = torch.constant.none
    %none_386 = torch.constant.none
    %int5_387 = torch.constant.int 5
    %cpu_388 = torch.constant.device "cpu"
    %int0_389 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_385, %none_386, %int5_387, %cpu_388, %int0_389 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2 = torch.constant.int -2
    %259 = torch.aten.unsqueeze %198, %int-2 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %259, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_390 = torch.constant.int 1
    %int1_391 = torch.constant.int 1
    %int2_392 = torch.constant.int 2
    %int128_393 = torch.constant.int 128
    %260 = torch.prim.ListConstruct %int1_390, %28, %int1_391, %int2_392, %int128_393 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_394 = torch.constant.bool false
    %261 = torch.aten.expand %259, %260, %false_394 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %261, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_395 = torch.constant.int 1
    %int2_396 = torch.constant.int 2
    %int128_397 = torch.constant.int 128
    %262 = torch.prim.ListConstruct %int1_395, %28, %int2_396, %int128_397 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %263 = torch.aten.view %261, %262 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %263, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int-2_398 = torch.constant.int -2
    %264 = torch.aten.unsqueeze %120, %int-2_398 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %264, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_399 = torch.constant.int 1
    %int1_400 = torch.constant.int 1
    %int2_401 = torch.constant.int 2
    %int128_402 = torch.constant.int 128
    %265 = torch.prim.ListConstruct %int1_399, %28, %int1_400, %int2_401, %int128_402 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_403 = torch.constant.bool false
    %266 = torch.aten.expand %264, %265, %false_403 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %266, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_404 = torch.constant.int 1
    %int2_405 = torch.constant.int 2
    %int128_406 = torch.constant.int 128
    %267 = torch.prim.ListConstruct %int1_404, %28, %int2_405, %int128_406 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %268 = torch.aten.view %266, %267 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %268, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_407 = torch.constant.int 1
    %int2_408 = torch.constant.int 2
    %269 = torch.aten.transpose.int %159, %int1_407, %int2_408 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %269, [%24], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_409 = torch.constant.int 1
    %int2_410 = torch.constant.int 2
    %270 = torch.aten.transpose.int %263, %int1_409, %int2_410 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %270, [%24], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_411 = torch.constant.int 1
    %int2_412 = torch.constant.int 2
    %271 = torch.aten.transpose.int %268, %int1_411, %int2_412 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %271, [%24], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_413 = torch.constant.bool false
    %none_414 = torch.constant.none
    %false_415 = torch.constant.bool false
    %272 = torch.aten.scaled_dot_product_attention %269, %270, %271, %258, %float0.000000e00, %false_413, %none_414, %false_415 : !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %272, [%24], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_416 = torch.constant.int 1
    %int2_417 = torch.constant.int 2
    %273 = torch.aten.transpose.int %272, %int1_416, %int2_417 : !torch.vtensor<[1,2,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %273, [%24], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_418 = torch.constant.int 1
    %int256_419 = torch.constant.int 256
    %274 = torch.prim.ListConstruct %int1_418, %28, %int256_419 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %275 = torch.aten.view %273, %274 : !torch.vtensor<[1,?,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %275, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_420 = torch.constant.int 1
    %int8_421 = torch.constant.int 8
    %int32_422 = torch.constant.int 32
    %276 = torch.prim.ListConstruct %int1_420, %28, %int8_421, %int32_422 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.view %275, %276 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %277, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_423 = torch.constant.int -1
    %int32_424 = torch.constant.int 32
    %278 = torch.prim.ListConstruct %int-1_423, %int32_424 : (!torch.int, !torch.int) -> !torch.list<int>
    %279 = torch.aten.view %277, %278 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %279, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_425 = torch.constant.none
    %none_426 = torch.constant.none
    %int5_427 = torch.constant.int 5
    %cpu_428 = torch.constant.device "cpu"
    %int0_429 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %279, %none_425, %none_426, %int5_427, %cpu_428, %int0_429 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_430 = torch.constant.int 6
    %280 = torch.prims.convert_element_type %279, %int6_430 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %280, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %281 = torch_c.to_builtin_tensor %280 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %282:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%281) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %283 = torch_c.from_builtin_tensor %282#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %284 = torch_c.from_builtin_tensor %282#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %283, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %284, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_431 = torch.constant.int 1
    %int8_432 = torch.constant.int 8
    %int16_433 = torch.constant.int 16
    %285 = torch.prim.ListConstruct %int1_431, %28, %int8_432, %int16_433 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %286 = torch.aten.view %284, %285 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %286, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_434 = torch.constant.int 1
    %int8_435 = torch.constant.int 8
    %int1_436 = torch.constant.int 1
    %287 = torch.prim.ListConstruct %int1_434, %28, %int8_435, %int1_436 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %283, %287 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %288, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_437 = torch.constant.int 1
    %int128_438 = torch.constant.int 128
    %289 = torch.prim.ListConstruct %int1_437, %28, %int128_438 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten.view %286, %289 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %290, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_439 = torch.constant.int -1
    %291 = torch.aten.squeeze.dim %288, %int-1_439 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %291, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int256_440 = torch.constant.int 256
    %int128_441 = torch.constant.int 128
    %292 = torch.prim.ListConstruct %int256_440, %int128_441 : (!torch.int, !torch.int) -> !torch.list<int>
    %293 = torch.aten.view %11, %292 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_442 = torch.constant.int -1
    %294 = torch.aten.squeeze.dim %12, %int-1_442 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %295 = torch_c.to_builtin_tensor %290 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_443 = tensor.cast %295 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %296 = torch_c.to_builtin_tensor %291 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_444 = tensor.cast %296 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %297 = torch_c.to_builtin_tensor %293 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %298 = torch_c.to_builtin_tensor %294 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %299 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_443, %cast_444, %297, %298) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_445 = tensor.cast %299 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %300 = torch_c.from_builtin_tensor %cast_445 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %300, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_446 = torch.constant.none
    %none_447 = torch.constant.none
    %int5_448 = torch.constant.int 5
    %cpu_449 = torch.constant.device "cpu"
    %int0_450 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %300, %none_446, %none_447, %int5_448, %cpu_449, %int0_450 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_451 = torch.constant.int 1
    %301 = torch.aten.add.Tensor %29, %300, %int1_451 : !torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %301, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_452 = torch.constant.none
    %none_453 = torch.constant.none
    %int5_454 = torch.constant.int 5
    %cpu_455 = torch.constant.device "cpu"
    %int0_456 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %301, %none_452, %none_453, %int5_454, %cpu_455, %int0_456 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_457 = torch.constant.int 6
    %302 = torch.prims.convert_element_type %301, %int6_457 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %302, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2_458 = torch.constant.int 2
    %303 = torch.aten.pow.Tensor_Scalar %302, %int2_458 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %303, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_459 = torch.constant.int -1
    %304 = torch.prim.ListConstruct %int-1_459 : (!torch.int) -> !torch.list<int>
    %true_460 = torch.constant.bool true
    %none_461 = torch.constant.none
    %305 = torch.aten.mean.dim %303, %304, %true_460, %none_461 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %305, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_462 = torch.constant.float 1.000000e-05
    %int1_463 = torch.constant.int 1
    %306 = torch.aten.add.Scalar %305, %float1.000000e-05_462, %int1_463 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %306, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %307 = torch.aten.rsqrt %306 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %307, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %308 = torch.aten.mul.Tensor %302, %307 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %308, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_464 = torch.constant.none
    %none_465 = torch.constant.none
    %int6_466 = torch.constant.int 6
    %cpu_467 = torch.constant.device "cpu"
    %int0_468 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %308, %none_464, %none_465, %int6_466, %cpu_467, %int0_468 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_469 = torch.constant.int 5
    %309 = torch.prims.convert_element_type %308, %int5_469 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %309, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %310 = torch.aten.mul.Tensor %13, %309 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %310, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_470 = torch.constant.none
    %none_471 = torch.constant.none
    %int6_472 = torch.constant.int 6
    %cpu_473 = torch.constant.device "cpu"
    %int0_474 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %310, %none_470, %none_471, %int6_472, %cpu_473, %int0_474 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_475 = torch.constant.int 5
    %311 = torch.prims.convert_element_type %310, %int5_475 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %311, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_476 = torch.constant.int 1
    %int8_477 = torch.constant.int 8
    %int32_478 = torch.constant.int 32
    %312 = torch.prim.ListConstruct %int1_476, %28, %int8_477, %int32_478 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %313 = torch.aten.view %311, %312 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %313, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_479 = torch.constant.int -1
    %int32_480 = torch.constant.int 32
    %314 = torch.prim.ListConstruct %int-1_479, %int32_480 : (!torch.int, !torch.int) -> !torch.list<int>
    %315 = torch.aten.view %313, %314 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %315, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_481 = torch.constant.none
    %none_482 = torch.constant.none
    %int5_483 = torch.constant.int 5
    %cpu_484 = torch.constant.device "cpu"
    %int0_485 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %315, %none_481, %none_482, %int5_483, %cpu_484, %int0_485 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_486 = torch.constant.int 6
    %316 = torch.prims.convert_element_type %315, %int6_486 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %316, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %317 = torch_c.to_builtin_tensor %316 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %318:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%317) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %319 = torch_c.from_builtin_tensor %318#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %320 = torch_c.from_builtin_tensor %318#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %319, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %320, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_487 = torch.constant.int 1
    %int8_488 = torch.constant.int 8
    %int16_489 = torch.constant.int 16
    %321 = torch.prim.ListConstruct %int1_487, %28, %int8_488, %int16_489 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %322 = torch.aten.view %320, %321 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %322, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_490 = torch.constant.int 1
    %int8_491 = torch.constant.int 8
    %int1_492 = torch.constant.int 1
    %323 = torch.prim.ListConstruct %int1_490, %28, %int8_491, %int1_492 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %319, %323 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %324, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_493 = torch.constant.int 1
    %int128_494 = torch.constant.int 128
    %325 = torch.prim.ListConstruct %int1_493, %28, %int128_494 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %322, %325 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %326, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_495 = torch.constant.int -1
    %327 = torch.aten.squeeze.dim %324, %int-1_495 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %327, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int512 = torch.constant.int 512
    %int128_496 = torch.constant.int 128
    %328 = torch.prim.ListConstruct %int512, %int128_496 : (!torch.int, !torch.int) -> !torch.list<int>
    %329 = torch.aten.view %14, %328 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_497 = torch.constant.int -1
    %330 = torch.aten.squeeze.dim %15, %int-1_497 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %331 = torch_c.to_builtin_tensor %326 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_498 = tensor.cast %331 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %332 = torch_c.to_builtin_tensor %327 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_499 = tensor.cast %332 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %333 = torch_c.to_builtin_tensor %329 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %334 = torch_c.to_builtin_tensor %330 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %335 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_498, %cast_499, %333, %334) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_500 = tensor.cast %335 : tensor<?x?x512xf16> to tensor<1x?x512xf16>
    %336 = torch_c.from_builtin_tensor %cast_500 : tensor<1x?x512xf16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %336, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %337 = torch.aten.silu %336 : !torch.vtensor<[1,?,512],f16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %337, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %int1_501 = torch.constant.int 1
    %int8_502 = torch.constant.int 8
    %int32_503 = torch.constant.int 32
    %338 = torch.prim.ListConstruct %int1_501, %28, %int8_502, %int32_503 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %339 = torch.aten.view %311, %338 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %339, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_504 = torch.constant.int -1
    %int32_505 = torch.constant.int 32
    %340 = torch.prim.ListConstruct %int-1_504, %int32_505 : (!torch.int, !torch.int) -> !torch.list<int>
    %341 = torch.aten.view %339, %340 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %341, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int5_508 = torch.constant.int 5
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %341, %none_506, %none_507, %int5_508, %cpu_509, %int0_510 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_511 = torch.constant.int 6
    %342 = torch.prims.convert_element_type %341, %int6_511 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %342, [%24], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %343 = torch_c.to_builtin_tensor %342 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %344:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%343) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %345 = torch_c.from_builtin_tensor %344#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %346 = torch_c.from_builtin_tensor %344#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %345, [%24], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %346, [%24], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_512 = torch.constant.int 1
    %int8_513 = torch.constant.int 8
    %int16_514 = torch.constant.int 16
    %347 = torch.prim.ListConstruct %int1_512, %28, %int8_513, %int16_514 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %348 = torch.aten.view %346, %347 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %348, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_515 = torch.constant.int 1
    %int8_516 = torch.constant.int 8
    %int1_517 = torch.constant.int 1
    %349 = torch.prim.ListConstruct %int1_515, %28, %int8_516, %int1_517 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %350 = torch.aten.view %345, %349 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %350, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_518 = torch.constant.int 1
    %int128_519 = torch.constant.int 128
    %351 = torch.prim.ListConstruct %int1_518, %28, %int128_519 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %352 = torch.aten.view %348, %351 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %352, [%24], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_520 = torch.constant.int -1
    %353 = torch.aten.squeeze.dim %350, %int-1_520 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %353, [%24], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int512_521 = torch.constant.int 512
    %int128_522 = torch.constant.int 128
    %354 = torch.prim.ListConstruct %int512_521, %int128_522 : (!torch.int, !torch.int) -> !torch.list<int>
    %355 = torch.aten.view %16, %354 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_523 = torch.constant.int -1
    %356 = torch.aten.squeeze.dim %17, %int-1_523 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %357 = torch_c.to_builtin_tensor %352 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_524 = tensor.cast %357 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %358 = torch_c.to_builtin_tensor %353 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_525 = tensor.cast %358 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %359 = torch_c.to_builtin_tensor %355 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %360 = torch_c.to_builtin_tensor %356 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %361 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_524, %cast_525, %359, %360) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_526 = tensor.cast %361 : tensor<?x?x512xf16> to tensor<1x?x512xf16>
    %362 = torch_c.from_builtin_tensor %cast_526 : tensor<1x?x512xf16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %362, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %363 = torch.aten.mul.Tensor %337, %362 : !torch.vtensor<[1,?,512],f16>, !torch.vtensor<[1,?,512],f16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %363, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %int1_527 = torch.constant.int 1
    %int16_528 = torch.constant.int 16
    %int32_529 = torch.constant.int 32
    %364 = torch.prim.ListConstruct %int1_527, %28, %int16_528, %int32_529 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %365 = torch.aten.view %363, %364 : !torch.vtensor<[1,?,512],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16,32],f16>
    torch.bind_symbolic_shape %365, [%24], affine_map<()[s0] -> (1, s0 * 32, 16, 32)> : !torch.vtensor<[1,?,16,32],f16>
    %int-1_530 = torch.constant.int -1
    %int32_531 = torch.constant.int 32
    %366 = torch.prim.ListConstruct %int-1_530, %int32_531 : (!torch.int, !torch.int) -> !torch.list<int>
    %367 = torch.aten.view %365, %366 : !torch.vtensor<[1,?,16,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %367, [%24], affine_map<()[s0] -> (s0 * 512, 32)> : !torch.vtensor<[?,32],f16>
    %none_532 = torch.constant.none
    %none_533 = torch.constant.none
    %int5_534 = torch.constant.int 5
    %cpu_535 = torch.constant.device "cpu"
    %int0_536 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %367, %none_532, %none_533, %int5_534, %cpu_535, %int0_536 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_537 = torch.constant.int 6
    %368 = torch.prims.convert_element_type %367, %int6_537 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %368, [%24], affine_map<()[s0] -> (s0 * 512, 32)> : !torch.vtensor<[?,32],f32>
    %369 = torch_c.to_builtin_tensor %368 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %370:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%369) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %371 = torch_c.from_builtin_tensor %370#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %372 = torch_c.from_builtin_tensor %370#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %371, [%24], affine_map<()[s0] -> (s0 * 512)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %372, [%24], affine_map<()[s0] -> (s0 * 512, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_538 = torch.constant.int 1
    %int16_539 = torch.constant.int 16
    %int16_540 = torch.constant.int 16
    %373 = torch.prim.ListConstruct %int1_538, %28, %int16_539, %int16_540 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %374 = torch.aten.view %372, %373 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,16,16],ui8>
    torch.bind_symbolic_shape %374, [%24], affine_map<()[s0] -> (1, s0 * 32, 16, 16)> : !torch.vtensor<[1,?,16,16],ui8>
    %int1_541 = torch.constant.int 1
    %int16_542 = torch.constant.int 16
    %int1_543 = torch.constant.int 1
    %375 = torch.prim.ListConstruct %int1_541, %28, %int16_542, %int1_543 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %376 = torch.aten.view %371, %375 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,16,1],ui8>
    torch.bind_symbolic_shape %376, [%24], affine_map<()[s0] -> (1, s0 * 32, 16, 1)> : !torch.vtensor<[1,?,16,1],ui8>
    %int1_544 = torch.constant.int 1
    %int256_545 = torch.constant.int 256
    %377 = torch.prim.ListConstruct %int1_544, %28, %int256_545 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %378 = torch.aten.view %374, %377 : !torch.vtensor<[1,?,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,256],ui8>
    torch.bind_symbolic_shape %378, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],ui8>
    %int-1_546 = torch.constant.int -1
    %379 = torch.aten.squeeze.dim %376, %int-1_546 : !torch.vtensor<[1,?,16,1],ui8>, !torch.int -> !torch.vtensor<[1,?,16],ui8>
    torch.bind_symbolic_shape %379, [%24], affine_map<()[s0] -> (1, s0 * 32, 16)> : !torch.vtensor<[1,?,16],ui8>
    %int256_547 = torch.constant.int 256
    %int256_548 = torch.constant.int 256
    %380 = torch.prim.ListConstruct %int256_547, %int256_548 : (!torch.int, !torch.int) -> !torch.list<int>
    %381 = torch.aten.view %18, %380 : !torch.vtensor<[256,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,256],ui8>
    %int-1_549 = torch.constant.int -1
    %382 = torch.aten.squeeze.dim %19, %int-1_549 : !torch.vtensor<[256,16,1],ui8>, !torch.int -> !torch.vtensor<[256,16],ui8>
    %383 = torch_c.to_builtin_tensor %378 : !torch.vtensor<[1,?,256],ui8> -> tensor<1x?x256xi8>
    %cast_550 = tensor.cast %383 : tensor<1x?x256xi8> to tensor<?x?x256xi8>
    %384 = torch_c.to_builtin_tensor %379 : !torch.vtensor<[1,?,16],ui8> -> tensor<1x?x16xi8>
    %cast_551 = tensor.cast %384 : tensor<1x?x16xi8> to tensor<?x?x16xi8>
    %385 = torch_c.to_builtin_tensor %381 : !torch.vtensor<[256,256],ui8> -> tensor<256x256xi8>
    %386 = torch_c.to_builtin_tensor %382 : !torch.vtensor<[256,16],ui8> -> tensor<256x16xi8>
    %387 = util.call @iree_mxfp4_bmm_B_M_HALF_K_256_i8_B_M_K_OVER_THIRTYTWO_16_i8_N_256_HALF_K_256_i8_N_256_K_OVER_THIRTYTWO_16_i8_B_M_N_256_f16(%cast_550, %cast_551, %385, %386) : (tensor<?x?x256xi8>, tensor<?x?x16xi8>, tensor<256x256xi8>, tensor<256x16xi8>) -> tensor<?x?x256xf16>
    %cast_552 = tensor.cast %387 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %388 = torch_c.from_builtin_tensor %cast_552 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %388, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_553 = torch.constant.int 1
    %389 = torch.aten.add.Tensor %301, %388, %int1_553 : !torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %389, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_554 = torch.constant.none
    %none_555 = torch.constant.none
    %int5_556 = torch.constant.int 5
    %cpu_557 = torch.constant.device "cpu"
    %int0_558 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %389, %none_554, %none_555, %int5_556, %cpu_557, %int0_558 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_559 = torch.constant.none
    %none_560 = torch.constant.none
    %int5_561 = torch.constant.int 5
    %cpu_562 = torch.constant.device "cpu"
    %int0_563 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %389, %none_559, %none_560, %int5_561, %cpu_562, %int0_563 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_564 = torch.constant.int 6
    %390 = torch.prims.convert_element_type %389, %int6_564 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %390, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2_565 = torch.constant.int 2
    %391 = torch.aten.pow.Tensor_Scalar %390, %int2_565 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %391, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_566 = torch.constant.int -1
    %392 = torch.prim.ListConstruct %int-1_566 : (!torch.int) -> !torch.list<int>
    %true_567 = torch.constant.bool true
    %none_568 = torch.constant.none
    %393 = torch.aten.mean.dim %391, %392, %true_567, %none_568 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %393, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_569 = torch.constant.float 1.000000e-05
    %int1_570 = torch.constant.int 1
    %394 = torch.aten.add.Scalar %393, %float1.000000e-05_569, %int1_570 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %394, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %395 = torch.aten.rsqrt %394 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %395, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %396 = torch.aten.mul.Tensor %390, %395 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %396, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_571 = torch.constant.none
    %none_572 = torch.constant.none
    %int6_573 = torch.constant.int 6
    %cpu_574 = torch.constant.device "cpu"
    %int0_575 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %396, %none_571, %none_572, %int6_573, %cpu_574, %int0_575 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_576 = torch.constant.int 5
    %397 = torch.prims.convert_element_type %396, %int5_576 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %397, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %398 = torch.aten.mul.Tensor %20, %397 : !torch.vtensor<[1,256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %398, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_577 = torch.constant.none
    %none_578 = torch.constant.none
    %int6_579 = torch.constant.int 6
    %cpu_580 = torch.constant.device "cpu"
    %int0_581 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %398, %none_577, %none_578, %int6_579, %cpu_580, %int0_581 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_582 = torch.constant.int 5
    %399 = torch.prims.convert_element_type %398, %int5_582 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %399, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int-2_583 = torch.constant.int -2
    %int-1_584 = torch.constant.int -1
    %400 = torch.aten.transpose.int %21, %int-2_583, %int-1_584 : !torch.vtensor<[256,256],f16>, !torch.int, !torch.int -> !torch.vtensor<[256,256],f16>
    %none_585 = torch.constant.none
    %none_586 = torch.constant.none
    %int5_587 = torch.constant.int 5
    %cpu_588 = torch.constant.device "cpu"
    %int0_589 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %400, %none_585, %none_586, %int5_587, %cpu_588, %int0_589 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int256_590 = torch.constant.int 256
    %401 = torch.prim.ListConstruct %28, %int256_590 : (!torch.int, !torch.int) -> !torch.list<int>
    %402 = torch.aten.view %399, %401 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[?,256],f16>
    torch.bind_symbolic_shape %402, [%24], affine_map<()[s0] -> (s0 * 32, 256)> : !torch.vtensor<[?,256],f16>
    %403 = torch.aten.matmul %402, %400 : !torch.vtensor<[?,256],f16>, !torch.vtensor<[256,256],f16> -> !torch.vtensor<[?,256],f16>
    torch.bind_symbolic_shape %403, [%24], affine_map<()[s0] -> (s0 * 32, 256)> : !torch.vtensor<[?,256],f16>
    %int1_591 = torch.constant.int 1
    %int256_592 = torch.constant.int 256
    %404 = torch.prim.ListConstruct %int1_591, %28, %int256_592 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %405 = torch.aten.view %403, %404 : !torch.vtensor<[?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %405, [%24], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    return %405 : !torch.vtensor<[1,?,256],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,8192],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x256xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %4 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %6 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %7 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %8 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<256xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<256x8x16xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<256x8x1xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<128x8x16xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<128x8x1xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<128x8x16xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<128x8x1xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<256x8x16xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<256x8x1xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<256xf32>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<512x8x16xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<512x8x1xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<512x8x16xi8>
    %21 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<512x8x1xi8>
    %22 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<256x16x16xi8>
    %23 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<256x16x16xi8> -> !torch.vtensor<[256,16,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<256x16x1xi8>
    %24 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<256x16x1xi8> -> !torch.vtensor<[256,16,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x256xf32>
    %25 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x256xf32> -> !torch.vtensor<[1,256],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x256xf16>
    %26 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %27 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,8192],f16>
    %28 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %29 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%28], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %27, [%29], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %int1 = torch.constant.int 1
    %30 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %31 = torch.aten.size.int %27, %int0 : !torch.vtensor<[?,8192],f16>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %32 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[256,256],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,256],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %32, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %33 = torch.prims.convert_element_type %32, %int6 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2 = torch.constant.int 2
    %34 = torch.aten.pow.Tensor_Scalar %33, %int2 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_8 = torch.constant.int -1
    %35 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %36 = torch.aten.mean.dim %34, %35, %true, %none_9 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %37 = torch.aten.add.Scalar %36, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %38 = torch.aten.rsqrt %37 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %39 = torch.aten.mul.Tensor %33, %38 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %40 = torch.prims.convert_element_type %39, %int5_16 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %41 = torch.aten.mul.Tensor %9, %40 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %41, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %42 = torch.prims.convert_element_type %41, %int5_22 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int1_23 = torch.constant.int 1
    %int1_24 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int32 = torch.constant.int 32
    %43 = torch.prim.ListConstruct %int1_23, %int1_24, %int8, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %45 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.aten.view %44, %45 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %46, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %47 = torch.prims.convert_element_type %46, %int6_32 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %48 = torch_c.to_builtin_tensor %47 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast = tensor.cast %48 : tensor<8x32xf32> to tensor<?x32xf32>
    %49:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_33 = tensor.cast %49#0 : tensor<?xi8> to tensor<8xi8>
    %50 = torch_c.from_builtin_tensor %cast_33 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_34 = tensor.cast %49#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %51 = torch_c.from_builtin_tensor %cast_34 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_35 = torch.constant.int 1
    %int1_36 = torch.constant.int 1
    %int8_37 = torch.constant.int 8
    %int16 = torch.constant.int 16
    %52 = torch.prim.ListConstruct %int1_35, %int1_36, %int8_37, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_38 = torch.constant.int 1
    %int1_39 = torch.constant.int 1
    %int8_40 = torch.constant.int 8
    %int1_41 = torch.constant.int 1
    %54 = torch.prim.ListConstruct %int1_38, %int1_39, %int8_40, %int1_41 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %50, %54 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %56 = torch.prim.ListConstruct %int1_42, %int1_43, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %53, %56 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_44 = torch.constant.int -1
    %58 = torch.aten.squeeze.dim %55, %int-1_44 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int256 = torch.constant.int 256
    %int128_45 = torch.constant.int 128
    %59 = torch.prim.ListConstruct %int256, %int128_45 : (!torch.int, !torch.int) -> !torch.list<int>
    %60 = torch.aten.view %10, %59 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_46 = torch.constant.int -1
    %61 = torch.aten.squeeze.dim %11, %int-1_46 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %62 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_47 = tensor.cast %62 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %63 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_48 = tensor.cast %63 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %64 = torch_c.to_builtin_tensor %60 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %65 = torch_c.to_builtin_tensor %61 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %66 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_47, %cast_48, %64, %65) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_49 = tensor.cast %66 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %67 = torch_c.from_builtin_tensor %cast_49 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %int8_52 = torch.constant.int 8
    %int32_53 = torch.constant.int 32
    %68 = torch.prim.ListConstruct %int1_50, %int1_51, %int8_52, %int32_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %42, %68 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_54 = torch.constant.int -1
    %int32_55 = torch.constant.int 32
    %70 = torch.prim.ListConstruct %int-1_54, %int32_55 : (!torch.int, !torch.int) -> !torch.list<int>
    %71 = torch.aten.view %69, %70 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int5_58 = torch.constant.int 5
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %71, %none_56, %none_57, %int5_58, %cpu_59, %int0_60 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_61 = torch.constant.int 6
    %72 = torch.prims.convert_element_type %71, %int6_61 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %73 = torch_c.to_builtin_tensor %72 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_62 = tensor.cast %73 : tensor<8x32xf32> to tensor<?x32xf32>
    %74:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_62) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_63 = tensor.cast %74#0 : tensor<?xi8> to tensor<8xi8>
    %75 = torch_c.from_builtin_tensor %cast_63 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_64 = tensor.cast %74#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %76 = torch_c.from_builtin_tensor %cast_64 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_65 = torch.constant.int 1
    %int1_66 = torch.constant.int 1
    %int8_67 = torch.constant.int 8
    %int16_68 = torch.constant.int 16
    %77 = torch.prim.ListConstruct %int1_65, %int1_66, %int8_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %76, %77 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_69 = torch.constant.int 1
    %int1_70 = torch.constant.int 1
    %int8_71 = torch.constant.int 8
    %int1_72 = torch.constant.int 1
    %79 = torch.prim.ListConstruct %int1_69, %int1_70, %int8_71, %int1_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.aten.view %75, %79 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_73 = torch.constant.int 1
    %int1_74 = torch.constant.int 1
    %int128_75 = torch.constant.int 128
    %81 = torch.prim.ListConstruct %int1_73, %int1_74, %int128_75 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %78, %81 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_76 = torch.constant.int -1
    %83 = torch.aten.squeeze.dim %80, %int-1_76 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int128_77 = torch.constant.int 128
    %int128_78 = torch.constant.int 128
    %84 = torch.prim.ListConstruct %int128_77, %int128_78 : (!torch.int, !torch.int) -> !torch.list<int>
    %85 = torch.aten.view %12, %84 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_79 = torch.constant.int -1
    %86 = torch.aten.squeeze.dim %13, %int-1_79 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %87 = torch_c.to_builtin_tensor %82 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_80 = tensor.cast %87 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %88 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_81 = tensor.cast %88 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %89 = torch_c.to_builtin_tensor %85 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %91 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_80, %cast_81, %89, %90) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_82 = tensor.cast %91 : tensor<?x?x128xf16> to tensor<1x1x128xf16>
    %92 = torch_c.from_builtin_tensor %cast_82 : tensor<1x1x128xf16> -> !torch.vtensor<[1,1,128],f16>
    %int1_83 = torch.constant.int 1
    %int1_84 = torch.constant.int 1
    %int8_85 = torch.constant.int 8
    %int32_86 = torch.constant.int 32
    %93 = torch.prim.ListConstruct %int1_83, %int1_84, %int8_85, %int32_86 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %42, %93 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_87 = torch.constant.int -1
    %int32_88 = torch.constant.int 32
    %95 = torch.prim.ListConstruct %int-1_87, %int32_88 : (!torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %94, %95 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_89 = torch.constant.none
    %none_90 = torch.constant.none
    %int5_91 = torch.constant.int 5
    %cpu_92 = torch.constant.device "cpu"
    %int0_93 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %96, %none_89, %none_90, %int5_91, %cpu_92, %int0_93 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_94 = torch.constant.int 6
    %97 = torch.prims.convert_element_type %96, %int6_94 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %98 = torch_c.to_builtin_tensor %97 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_95 = tensor.cast %98 : tensor<8x32xf32> to tensor<?x32xf32>
    %99:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_95) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_96 = tensor.cast %99#0 : tensor<?xi8> to tensor<8xi8>
    %100 = torch_c.from_builtin_tensor %cast_96 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_97 = tensor.cast %99#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %101 = torch_c.from_builtin_tensor %cast_97 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_98 = torch.constant.int 1
    %int1_99 = torch.constant.int 1
    %int8_100 = torch.constant.int 8
    %int16_101 = torch.constant.int 16
    %102 = torch.prim.ListConstruct %int1_98, %int1_99, %int8_100, %int16_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %101, %102 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_102 = torch.constant.int 1
    %int1_103 = torch.constant.int 1
    %int8_104 = torch.constant.int 8
    %int1_105 = torch.constant.int 1
    %104 = torch.prim.ListConstruct %int1_102, %int1_103, %int8_104, %int1_105 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.view %100, %104 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_106 = torch.constant.int 1
    %int1_107 = torch.constant.int 1
    %int128_108 = torch.constant.int 128
    %106 = torch.prim.ListConstruct %int1_106, %int1_107, %int128_108 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %107 = torch.aten.view %103, %106 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_109 = torch.constant.int -1
    %108 = torch.aten.squeeze.dim %105, %int-1_109 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int128_110 = torch.constant.int 128
    %int128_111 = torch.constant.int 128
    %109 = torch.prim.ListConstruct %int128_110, %int128_111 : (!torch.int, !torch.int) -> !torch.list<int>
    %110 = torch.aten.view %14, %109 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_112 = torch.constant.int -1
    %111 = torch.aten.squeeze.dim %15, %int-1_112 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %112 = torch_c.to_builtin_tensor %107 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_113 = tensor.cast %112 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %113 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_114 = tensor.cast %113 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %114 = torch_c.to_builtin_tensor %110 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %115 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %116 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_113, %cast_114, %114, %115) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_115 = tensor.cast %116 : tensor<?x?x128xf16> to tensor<1x1x128xf16>
    %117 = torch_c.from_builtin_tensor %cast_115 : tensor<1x1x128xf16> -> !torch.vtensor<[1,1,128],f16>
    %int1_116 = torch.constant.int 1
    %int1_117 = torch.constant.int 1
    %int2_118 = torch.constant.int 2
    %int128_119 = torch.constant.int 128
    %118 = torch.prim.ListConstruct %int1_116, %int1_117, %int2_118, %int128_119 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %67, %118 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,128],f16>
    %int1_120 = torch.constant.int 1
    %int1_121 = torch.constant.int 1
    %int1_122 = torch.constant.int 1
    %int128_123 = torch.constant.int 128
    %120 = torch.prim.ListConstruct %int1_120, %int1_121, %int1_122, %int128_123 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.view %92, %120 : !torch.vtensor<[1,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %int1_124 = torch.constant.int 1
    %int1_125 = torch.constant.int 1
    %int1_126 = torch.constant.int 1
    %int128_127 = torch.constant.int 128
    %122 = torch.prim.ListConstruct %int1_124, %int1_125, %int1_126, %int128_127 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %123 = torch.aten.view %117, %122 : !torch.vtensor<[1,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %int0_128 = torch.constant.int 0
    %int1_129 = torch.constant.int 1
    %none_130 = torch.constant.none
    %none_131 = torch.constant.none
    %cpu_132 = torch.constant.device "cpu"
    %false_133 = torch.constant.bool false
    %124 = torch.aten.arange.start %int0_128, %int1_129, %none_130, %none_131, %cpu_132, %false_133 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_134 = torch.constant.int 0
    %125 = torch.aten.unsqueeze %124, %int0_134 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_135 = torch.constant.int 1
    %126 = torch.aten.unsqueeze %arg2, %int1_135 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_136 = torch.constant.int 1
    %127 = torch.aten.add.Tensor %125, %126, %int1_136 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_137 = torch.constant.int 0
    %int128_138 = torch.constant.int 128
    %int2_139 = torch.constant.int 2
    %none_140 = torch.constant.none
    %none_141 = torch.constant.none
    %cpu_142 = torch.constant.device "cpu"
    %false_143 = torch.constant.bool false
    %128 = torch.aten.arange.start_step %int0_137, %int128_138, %int2_139, %none_140, %none_141, %cpu_142, %false_143 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_144 = torch.constant.none
    %none_145 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_146 = torch.constant.device "cpu"
    %int0_147 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %128, %none_144, %none_145, %int4, %cpu_146, %int0_147 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_148 = torch.constant.int 6
    %129 = torch.prims.convert_element_type %128, %int6_148 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_149 = torch.constant.int 128
    %130 = torch.aten.div.Scalar %129, %int128_149 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %131 = torch.aten.pow.Scalar %float5.000000e05, %130 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %132 = torch.aten.reciprocal %131 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %133 = torch.aten.mul.Scalar %132, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_150 = torch.constant.none
    %134 = torch.aten.clone %1, %none_150 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_151 = torch.constant.int 0
    %135 = torch.aten.unsqueeze %133, %int0_151 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_152 = torch.constant.int 2
    %136 = torch.aten.unsqueeze %135, %int2_152 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_153 = torch.constant.none
    %none_154 = torch.constant.none
    %int6_155 = torch.constant.int 6
    %cpu_156 = torch.constant.device "cpu"
    %int0_157 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %136, %none_153, %none_154, %int6_155, %cpu_156, %int0_157 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_158 = torch.constant.int 1
    %int-1_159 = torch.constant.int -1
    %int1_160 = torch.constant.int 1
    %137 = torch.prim.ListConstruct %int1_158, %int-1_159, %int1_160 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_161 = torch.constant.bool false
    %138 = torch.aten.expand %136, %137, %false_161 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_162 = torch.constant.int 1
    %139 = torch.aten.unsqueeze %127, %int1_162 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_163 = torch.constant.none
    %none_164 = torch.constant.none
    %int4_165 = torch.constant.int 4
    %cpu_166 = torch.constant.device "cpu"
    %int0_167 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %139, %none_163, %none_164, %int4_165, %cpu_166, %int0_167 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_168 = torch.constant.int 6
    %140 = torch.prims.convert_element_type %139, %int6_168 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %141 = torch.aten.matmul %138, %140 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_169 = torch.constant.int 1
    %int2_170 = torch.constant.int 2
    %142 = torch.aten.transpose.int %141, %int1_169, %int2_170 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %143 = torch.aten.cos %142 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %144 = torch.aten.mul.Tensor %143, %134 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_171 = torch.constant.none
    %none_172 = torch.constant.none
    %int6_173 = torch.constant.int 6
    %cpu_174 = torch.constant.device "cpu"
    %int0_175 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_171, %none_172, %int6_173, %cpu_174, %int0_175 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_176 = torch.constant.int 5
    %145 = torch.prims.convert_element_type %144, %int5_176 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %146 = torch.aten.sin %142 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %147 = torch.aten.mul.Tensor %146, %134 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_177 = torch.constant.none
    %none_178 = torch.constant.none
    %int6_179 = torch.constant.int 6
    %cpu_180 = torch.constant.device "cpu"
    %int0_181 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %147, %none_177, %none_178, %int6_179, %cpu_180, %int0_181 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_182 = torch.constant.int 5
    %148 = torch.prims.convert_element_type %147, %int5_182 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_183 = torch.constant.int 2
    %149 = torch.aten.unsqueeze %145, %int2_183 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_184 = torch.constant.int 2
    %150 = torch.aten.unsqueeze %148, %int2_184 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_185 = torch.constant.none
    %none_186 = torch.constant.none
    %int5_187 = torch.constant.int 5
    %cpu_188 = torch.constant.device "cpu"
    %int0_189 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %149, %none_185, %none_186, %int5_187, %cpu_188, %int0_189 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_190 = torch.constant.none
    %none_191 = torch.constant.none
    %int5_192 = torch.constant.int 5
    %cpu_193 = torch.constant.device "cpu"
    %int0_194 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_190, %none_191, %int5_192, %cpu_193, %int0_194 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_195 = torch.constant.none
    %none_196 = torch.constant.none
    %int5_197 = torch.constant.int 5
    %cpu_198 = torch.constant.device "cpu"
    %int0_199 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_195, %none_196, %int5_197, %cpu_198, %int0_199 : !torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_200 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_201 = torch.constant.int 1
    %151 = torch.aten.slice.Tensor %119, %int3, %int0_200, %int64, %int1_201 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %int3_202 = torch.constant.int 3
    %int64_203 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_204 = torch.constant.int 1
    %152 = torch.aten.slice.Tensor %119, %int3_202, %int64_203, %int9223372036854775807, %int1_204 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %153 = torch.aten.mul.Tensor %151, %149 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %154 = torch.aten.mul.Tensor %152, %150 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %int1_205 = torch.constant.int 1
    %155 = torch.aten.sub.Tensor %153, %154, %int1_205 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %156 = torch.aten.mul.Tensor %152, %149 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %157 = torch.aten.mul.Tensor %151, %150 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %int1_206 = torch.constant.int 1
    %158 = torch.aten.add.Tensor %156, %157, %int1_206 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %159 = torch_c.to_builtin_tensor %155 : !torch.vtensor<[1,1,2,64],f16> -> tensor<1x1x2x64xf16>
    %cast_207 = tensor.cast %159 : tensor<1x1x2x64xf16> to tensor<?x?x?x?xf16>
    %160 = torch_c.to_builtin_tensor %158 : !torch.vtensor<[1,1,2,64],f16> -> tensor<1x1x2x64xf16>
    %cast_208 = tensor.cast %160 : tensor<1x1x2x64xf16> to tensor<?x?x?x?xf16>
    %161 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_207, %cast_208) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_209 = tensor.cast %161 : tensor<?x?x?x2x?xf16> to tensor<1x1x2x2x64xf16>
    %162 = torch_c.from_builtin_tensor %cast_209 : tensor<1x1x2x2x64xf16> -> !torch.vtensor<[1,1,2,2,64],f16>
    %int1_210 = torch.constant.int 1
    %int1_211 = torch.constant.int 1
    %int2_212 = torch.constant.int 2
    %int128_213 = torch.constant.int 128
    %163 = torch.prim.ListConstruct %int1_210, %int1_211, %int2_212, %int128_213 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %164 = torch.aten.view %162, %163 : !torch.vtensor<[1,1,2,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,128],f16>
    %none_214 = torch.constant.none
    %none_215 = torch.constant.none
    %int5_216 = torch.constant.int 5
    %cpu_217 = torch.constant.device "cpu"
    %int0_218 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %164, %none_214, %none_215, %int5_216, %cpu_217, %int0_218 : !torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_219 = torch.constant.int 0
    %int1_220 = torch.constant.int 1
    %none_221 = torch.constant.none
    %none_222 = torch.constant.none
    %cpu_223 = torch.constant.device "cpu"
    %false_224 = torch.constant.bool false
    %165 = torch.aten.arange.start %int0_219, %int1_220, %none_221, %none_222, %cpu_223, %false_224 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_225 = torch.constant.int 0
    %166 = torch.aten.unsqueeze %165, %int0_225 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_226 = torch.constant.int 1
    %167 = torch.aten.unsqueeze %arg2, %int1_226 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_227 = torch.constant.int 1
    %168 = torch.aten.add.Tensor %166, %167, %int1_227 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_228 = torch.constant.int 0
    %int128_229 = torch.constant.int 128
    %int2_230 = torch.constant.int 2
    %none_231 = torch.constant.none
    %none_232 = torch.constant.none
    %cpu_233 = torch.constant.device "cpu"
    %false_234 = torch.constant.bool false
    %169 = torch.aten.arange.start_step %int0_228, %int128_229, %int2_230, %none_231, %none_232, %cpu_233, %false_234 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_235 = torch.constant.none
    %none_236 = torch.constant.none
    %int4_237 = torch.constant.int 4
    %cpu_238 = torch.constant.device "cpu"
    %int0_239 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %169, %none_235, %none_236, %int4_237, %cpu_238, %int0_239 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_240 = torch.constant.int 6
    %170 = torch.prims.convert_element_type %169, %int6_240 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_241 = torch.constant.int 128
    %171 = torch.aten.div.Scalar %170, %int128_241 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_242 = torch.constant.float 5.000000e+05
    %172 = torch.aten.pow.Scalar %float5.000000e05_242, %171 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %173 = torch.aten.reciprocal %172 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_243 = torch.constant.float 1.000000e+00
    %174 = torch.aten.mul.Scalar %173, %float1.000000e00_243 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_244 = torch.constant.none
    %175 = torch.aten.clone %2, %none_244 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_245 = torch.constant.int 0
    %176 = torch.aten.unsqueeze %174, %int0_245 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_246 = torch.constant.int 2
    %177 = torch.aten.unsqueeze %176, %int2_246 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_247 = torch.constant.none
    %none_248 = torch.constant.none
    %int6_249 = torch.constant.int 6
    %cpu_250 = torch.constant.device "cpu"
    %int0_251 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %177, %none_247, %none_248, %int6_249, %cpu_250, %int0_251 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_252 = torch.constant.int 1
    %int-1_253 = torch.constant.int -1
    %int1_254 = torch.constant.int 1
    %178 = torch.prim.ListConstruct %int1_252, %int-1_253, %int1_254 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_255 = torch.constant.bool false
    %179 = torch.aten.expand %177, %178, %false_255 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_256 = torch.constant.int 1
    %180 = torch.aten.unsqueeze %168, %int1_256 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_257 = torch.constant.none
    %none_258 = torch.constant.none
    %int4_259 = torch.constant.int 4
    %cpu_260 = torch.constant.device "cpu"
    %int0_261 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %180, %none_257, %none_258, %int4_259, %cpu_260, %int0_261 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_262 = torch.constant.int 6
    %181 = torch.prims.convert_element_type %180, %int6_262 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %182 = torch.aten.matmul %179, %181 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_263 = torch.constant.int 1
    %int2_264 = torch.constant.int 2
    %183 = torch.aten.transpose.int %182, %int1_263, %int2_264 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %184 = torch.aten.cos %183 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %185 = torch.aten.mul.Tensor %184, %175 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_265 = torch.constant.none
    %none_266 = torch.constant.none
    %int6_267 = torch.constant.int 6
    %cpu_268 = torch.constant.device "cpu"
    %int0_269 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %185, %none_265, %none_266, %int6_267, %cpu_268, %int0_269 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_270 = torch.constant.int 5
    %186 = torch.prims.convert_element_type %185, %int5_270 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %187 = torch.aten.sin %183 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %188 = torch.aten.mul.Tensor %187, %175 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_271 = torch.constant.none
    %none_272 = torch.constant.none
    %int6_273 = torch.constant.int 6
    %cpu_274 = torch.constant.device "cpu"
    %int0_275 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %188, %none_271, %none_272, %int6_273, %cpu_274, %int0_275 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_276 = torch.constant.int 5
    %189 = torch.prims.convert_element_type %188, %int5_276 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_277 = torch.constant.int 2
    %190 = torch.aten.unsqueeze %186, %int2_277 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_278 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %189, %int2_278 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_279 = torch.constant.none
    %none_280 = torch.constant.none
    %int5_281 = torch.constant.int 5
    %cpu_282 = torch.constant.device "cpu"
    %int0_283 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %190, %none_279, %none_280, %int5_281, %cpu_282, %int0_283 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_284 = torch.constant.none
    %none_285 = torch.constant.none
    %int5_286 = torch.constant.int 5
    %cpu_287 = torch.constant.device "cpu"
    %int0_288 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %191, %none_284, %none_285, %int5_286, %cpu_287, %int0_288 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_289 = torch.constant.none
    %none_290 = torch.constant.none
    %int5_291 = torch.constant.int 5
    %cpu_292 = torch.constant.device "cpu"
    %int0_293 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %121, %none_289, %none_290, %int5_291, %cpu_292, %int0_293 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_294 = torch.constant.int 3
    %int0_295 = torch.constant.int 0
    %int64_296 = torch.constant.int 64
    %int1_297 = torch.constant.int 1
    %192 = torch.aten.slice.Tensor %121, %int3_294, %int0_295, %int64_296, %int1_297 : !torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int3_298 = torch.constant.int 3
    %int64_299 = torch.constant.int 64
    %int9223372036854775807_300 = torch.constant.int 9223372036854775807
    %int1_301 = torch.constant.int 1
    %193 = torch.aten.slice.Tensor %121, %int3_298, %int64_299, %int9223372036854775807_300, %int1_301 : !torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %194 = torch.aten.mul.Tensor %192, %190 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %195 = torch.aten.mul.Tensor %193, %191 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %int1_302 = torch.constant.int 1
    %196 = torch.aten.sub.Tensor %194, %195, %int1_302 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %197 = torch.aten.mul.Tensor %193, %190 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %198 = torch.aten.mul.Tensor %192, %191 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %int1_303 = torch.constant.int 1
    %199 = torch.aten.add.Tensor %197, %198, %int1_303 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %200 = torch_c.to_builtin_tensor %196 : !torch.vtensor<[1,1,1,64],f16> -> tensor<1x1x1x64xf16>
    %cast_304 = tensor.cast %200 : tensor<1x1x1x64xf16> to tensor<?x?x?x?xf16>
    %201 = torch_c.to_builtin_tensor %199 : !torch.vtensor<[1,1,1,64],f16> -> tensor<1x1x1x64xf16>
    %cast_305 = tensor.cast %201 : tensor<1x1x1x64xf16> to tensor<?x?x?x?xf16>
    %202 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_304, %cast_305) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_306 = tensor.cast %202 : tensor<?x?x?x2x?xf16> to tensor<1x1x1x2x64xf16>
    %203 = torch_c.from_builtin_tensor %cast_306 : tensor<1x1x1x2x64xf16> -> !torch.vtensor<[1,1,1,2,64],f16>
    %int1_307 = torch.constant.int 1
    %int1_308 = torch.constant.int 1
    %int1_309 = torch.constant.int 1
    %int128_310 = torch.constant.int 128
    %204 = torch.prim.ListConstruct %int1_307, %int1_308, %int1_309, %int128_310 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %205 = torch.aten.view %203, %204 : !torch.vtensor<[1,1,1,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %none_311 = torch.constant.none
    %none_312 = torch.constant.none
    %int5_313 = torch.constant.int 5
    %cpu_314 = torch.constant.device "cpu"
    %int0_315 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_311, %none_312, %int5_313, %cpu_314, %int0_315 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_316 = torch.constant.int 1
    %int2_317 = torch.constant.int 2
    %int1_318 = torch.constant.int 1
    %int32_319 = torch.constant.int 32
    %int128_320 = torch.constant.int 128
    %206 = torch.prim.ListConstruct %31, %int1_316, %int2_317, %int1_318, %int32_319, %int128_320 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %207 = torch.aten.view %27, %206 : !torch.vtensor<[?,8192],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %207, [%29], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int2_321 = torch.constant.int 2
    %208 = torch.aten.mul.int %31, %int2_321 : !torch.int, !torch.int -> !torch.int
    %int32_322 = torch.constant.int 32
    %209 = torch.aten.mul.int %208, %int32_322 : !torch.int, !torch.int -> !torch.int
    %int128_323 = torch.constant.int 128
    %210 = torch.prim.ListConstruct %209, %int128_323 : (!torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %207, %210 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %211, [%29], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f16>
    %int32_324 = torch.constant.int 32
    %212 = torch.aten.floor_divide.Scalar %arg2, %int32_324 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_325 = torch.constant.int 1
    %213 = torch.aten.unsqueeze %212, %int1_325 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_326 = torch.constant.int 1
    %false_327 = torch.constant.bool false
    %214 = torch.aten.gather %arg3, %int1_326, %213, %false_327 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_328 = torch.constant.int 1
    %int1_329 = torch.constant.int 1
    %int1_330 = torch.constant.int 1
    %215 = torch.prim.ListConstruct %int1_328, %int1_329, %int1_330 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %216 = torch.aten.view %214, %215 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_331 = torch.constant.int 32
    %217 = torch.aten.remainder.Scalar %arg2, %int32_331 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_332 = torch.constant.int 1
    %int1_333 = torch.constant.int 1
    %int1_334 = torch.constant.int 1
    %218 = torch.prim.ListConstruct %int1_332, %int1_333, %int1_334 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten.view %217, %218 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_335 = torch.constant.int 1
    %none_336 = torch.constant.none
    %none_337 = torch.constant.none
    %cpu_338 = torch.constant.device "cpu"
    %false_339 = torch.constant.bool false
    %220 = torch.aten.arange %int1_335, %none_336, %none_337, %cpu_338, %false_339 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int1_340 = torch.constant.int 1
    %int1_341 = torch.constant.int 1
    %int1_342 = torch.constant.int 1
    %221 = torch.prim.ListConstruct %int1_340, %int1_341, %int1_342 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %222 = torch.aten.view %220, %221 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %none_343 = torch.constant.none
    %223 = torch.aten.clone %3, %none_343 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_344 = torch.constant.int 1
    %int1_345 = torch.constant.int 1
    %int1_346 = torch.constant.int 1
    %224 = torch.prim.ListConstruct %int1_344, %int1_345, %int1_346 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_347 = torch.constant.int 1
    %226 = torch.aten.mul.Scalar %216, %int1_347 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_348 = torch.constant.int 0
    %int1_349 = torch.constant.int 1
    %227 = torch.aten.add.Scalar %226, %int0_348, %int1_349 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_350 = torch.constant.int 2
    %228 = torch.aten.mul.Scalar %227, %int2_350 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_351 = torch.constant.int 1
    %229 = torch.aten.add.Tensor %228, %225, %int1_351 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_352 = torch.constant.int 1
    %230 = torch.aten.mul.Scalar %229, %int1_352 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_353 = torch.constant.int 1
    %231 = torch.aten.add.Tensor %230, %222, %int1_353 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int32_354 = torch.constant.int 32
    %232 = torch.aten.mul.Scalar %231, %int32_354 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_355 = torch.constant.int 1
    %233 = torch.aten.add.Tensor %232, %219, %int1_355 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_356 = torch.constant.none
    %none_357 = torch.constant.none
    %int5_358 = torch.constant.int 5
    %cpu_359 = torch.constant.device "cpu"
    %int0_360 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_356, %none_357, %int5_358, %cpu_359, %int0_360 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %234 = torch.prim.ListConstruct %233 : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %false_361 = torch.constant.bool false
    %235 = torch.aten.index_put %211, %234, %205, %false_361 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %235, [%29], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f16>
    %int1_362 = torch.constant.int 1
    %int2_363 = torch.constant.int 2
    %int1_364 = torch.constant.int 1
    %int32_365 = torch.constant.int 32
    %int128_366 = torch.constant.int 128
    %236 = torch.prim.ListConstruct %31, %int1_362, %int2_363, %int1_364, %int32_365, %int128_366 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %237 = torch.aten.view %235, %236 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %237, [%29], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int8192 = torch.constant.int 8192
    %238 = torch.prim.ListConstruct %31, %int8192 : (!torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %237, %238 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8192],f16>
    torch.bind_symbolic_shape %239, [%29], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %int1_367 = torch.constant.int 1
    %int2_368 = torch.constant.int 2
    %int1_369 = torch.constant.int 1
    %int32_370 = torch.constant.int 32
    %int128_371 = torch.constant.int 128
    %240 = torch.prim.ListConstruct %31, %int1_367, %int2_368, %int1_369, %int32_370, %int128_371 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[?,8192],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %241, [%29], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int128_372 = torch.constant.int 128
    %242 = torch.prim.ListConstruct %209, %int128_372 : (!torch.int, !torch.int) -> !torch.list<int>
    %243 = torch.aten.view %241, %242 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %243, [%29], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f16>
    %none_373 = torch.constant.none
    %244 = torch.aten.clone %4, %none_373 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_374 = torch.constant.int 1
    %int1_375 = torch.constant.int 1
    %int1_376 = torch.constant.int 1
    %245 = torch.prim.ListConstruct %int1_374, %int1_375, %int1_376 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_377 = torch.constant.int 1
    %247 = torch.aten.mul.Scalar %216, %int1_377 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_378 = torch.constant.int 0
    %int1_379 = torch.constant.int 1
    %248 = torch.aten.add.Scalar %247, %int0_378, %int1_379 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_380 = torch.constant.int 2
    %249 = torch.aten.mul.Scalar %248, %int2_380 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_381 = torch.constant.int 1
    %250 = torch.aten.add.Tensor %249, %246, %int1_381 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_382 = torch.constant.int 1
    %251 = torch.aten.mul.Scalar %250, %int1_382 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_383 = torch.constant.int 1
    %252 = torch.aten.add.Tensor %251, %222, %int1_383 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int32_384 = torch.constant.int 32
    %253 = torch.aten.mul.Scalar %252, %int32_384 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_385 = torch.constant.int 1
    %254 = torch.aten.add.Tensor %253, %219, %int1_385 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_386 = torch.constant.none
    %none_387 = torch.constant.none
    %int5_388 = torch.constant.int 5
    %cpu_389 = torch.constant.device "cpu"
    %int0_390 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %123, %none_386, %none_387, %int5_388, %cpu_389, %int0_390 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %255 = torch.prim.ListConstruct %254 : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %false_391 = torch.constant.bool false
    %256 = torch.aten.index_put %243, %255, %123, %false_391 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %256, [%29], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f16>
    %int1_392 = torch.constant.int 1
    %int2_393 = torch.constant.int 2
    %int1_394 = torch.constant.int 1
    %int32_395 = torch.constant.int 32
    %int128_396 = torch.constant.int 128
    %257 = torch.prim.ListConstruct %31, %int1_392, %int2_393, %int1_394, %int32_395, %int128_396 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %258 = torch.aten.view %256, %257 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %258, [%29], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %int8192_397 = torch.constant.int 8192
    %259 = torch.prim.ListConstruct %31, %int8192_397 : (!torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten.view %258, %259 : !torch.vtensor<[?,1,2,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8192],f16>
    torch.overwrite.tensor.contents %260 overwrites %arg4 : !torch.vtensor<[?,8192],f16>, !torch.tensor<[?,8192],f16>
    torch.bind_symbolic_shape %260, [%29], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f16>
    %none_398 = torch.constant.none
    %261 = torch.aten.clone %5, %none_398 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_399 = torch.constant.none
    %262 = torch.aten.clone %6, %none_399 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_400 = torch.constant.none
    %263 = torch.aten.clone %7, %none_400 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_401 = torch.constant.int 1
    %int2_402 = torch.constant.int 2
    %int1_403 = torch.constant.int 1
    %int32_404 = torch.constant.int 32
    %int128_405 = torch.constant.int 128
    %264 = torch.prim.ListConstruct %31, %int1_401, %int2_402, %int1_403, %int32_404, %int128_405 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %265 = torch.aten.view %260, %264 : !torch.vtensor<[?,8192],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f16>
    torch.bind_symbolic_shape %265, [%29], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f16>
    %266 = torch_c.to_builtin_tensor %265 : !torch.vtensor<[?,1,2,1,32,128],f16> -> tensor<?x1x2x1x32x128xf16>
    %267 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_406 = tensor.cast %267 : tensor<1x?xi64> to tensor<?x?xi64>
    %268 = torch_c.to_builtin_tensor %261 : !torch.vtensor<[],si64> -> tensor<i64>
    %269 = torch_c.to_builtin_tensor %262 : !torch.vtensor<[],si64> -> tensor<i64>
    %270 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%266, %cast_406, %268, %269) : (tensor<?x1x2x1x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf16>
    %cast_407 = tensor.cast %270 : tensor<?x?x1x32x128xf16> to tensor<1x?x1x32x128xf16>
    %271 = torch_c.from_builtin_tensor %cast_407 : tensor<1x?x1x32x128xf16> -> !torch.vtensor<[1,?,1,32,128],f16>
    torch.bind_symbolic_shape %271, [%28], affine_map<()[s0] -> (1, s0, 1, 32, 128)> : !torch.vtensor<[1,?,1,32,128],f16>
    %272 = torch_c.to_builtin_tensor %265 : !torch.vtensor<[?,1,2,1,32,128],f16> -> tensor<?x1x2x1x32x128xf16>
    %273 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_408 = tensor.cast %273 : tensor<1x?xi64> to tensor<?x?xi64>
    %274 = torch_c.to_builtin_tensor %261 : !torch.vtensor<[],si64> -> tensor<i64>
    %275 = torch_c.to_builtin_tensor %263 : !torch.vtensor<[],si64> -> tensor<i64>
    %276 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%272, %cast_408, %274, %275) : (tensor<?x1x2x1x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf16>
    %cast_409 = tensor.cast %276 : tensor<?x?x1x32x128xf16> to tensor<1x?x1x32x128xf16>
    %277 = torch_c.from_builtin_tensor %cast_409 : tensor<1x?x1x32x128xf16> -> !torch.vtensor<[1,?,1,32,128],f16>
    torch.bind_symbolic_shape %277, [%28], affine_map<()[s0] -> (1, s0, 1, 32, 128)> : !torch.vtensor<[1,?,1,32,128],f16>
    %int2_410 = torch.constant.int 2
    %int3_411 = torch.constant.int 3
    %278 = torch.aten.transpose.int %271, %int2_410, %int3_411 : !torch.vtensor<[1,?,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,1,128],f16>
    torch.bind_symbolic_shape %278, [%28], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f16>
    %int32_412 = torch.constant.int 32
    %279 = torch.aten.mul.int %30, %int32_412 : !torch.int, !torch.int -> !torch.int
    %int1_413 = torch.constant.int 1
    %int1_414 = torch.constant.int 1
    %int128_415 = torch.constant.int 128
    %280 = torch.prim.ListConstruct %int1_413, %279, %int1_414, %int128_415 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %281 = torch.aten.view %278, %280 : !torch.vtensor<[1,?,32,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %281, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int2_416 = torch.constant.int 2
    %int3_417 = torch.constant.int 3
    %282 = torch.aten.transpose.int %277, %int2_416, %int3_417 : !torch.vtensor<[1,?,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,1,128],f16>
    torch.bind_symbolic_shape %282, [%28], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f16>
    %int1_418 = torch.constant.int 1
    %int1_419 = torch.constant.int 1
    %int128_420 = torch.constant.int 128
    %283 = torch.prim.ListConstruct %int1_418, %279, %int1_419, %int128_420 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %284 = torch.aten.view %282, %283 : !torch.vtensor<[1,?,32,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %284, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int0_421 = torch.constant.int 0
    %int1_422 = torch.constant.int 1
    %none_423 = torch.constant.none
    %none_424 = torch.constant.none
    %cpu_425 = torch.constant.device "cpu"
    %false_426 = torch.constant.bool false
    %285 = torch.aten.arange.start_step %int0_421, %279, %int1_422, %none_423, %none_424, %cpu_425, %false_426 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %285, [%28], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_427 = torch.constant.int -1
    %286 = torch.aten.unsqueeze %arg1, %int-1_427 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %287 = torch.aten.ge.Tensor %285, %286 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %287, [%28], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_428 = torch.constant.none
    %288 = torch.aten.clone %8, %none_428 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_429 = torch.constant.int 0
    %289 = torch.aten.where.ScalarOther %287, %288, %int0_429 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %289, [%28], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_430 = torch.constant.none
    %none_431 = torch.constant.none
    %int5_432 = torch.constant.int 5
    %cpu_433 = torch.constant.device "cpu"
    %int0_434 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %289, %none_430, %none_431, %int5_432, %cpu_433, %int0_434 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_435 = torch.constant.int 1
    %290 = torch.aten.unsqueeze %289, %int1_435 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %290, [%28], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_436 = torch.constant.int 1
    %291 = torch.aten.unsqueeze %290, %int1_436 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %291, [%28], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_437 = torch.constant.none
    %none_438 = torch.constant.none
    %int5_439 = torch.constant.int 5
    %cpu_440 = torch.constant.device "cpu"
    %int0_441 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %291, %none_437, %none_438, %int5_439, %cpu_440, %int0_441 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2 = torch.constant.int -2
    %292 = torch.aten.unsqueeze %281, %int-2 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %292, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_442 = torch.constant.int 1
    %int1_443 = torch.constant.int 1
    %int2_444 = torch.constant.int 2
    %int128_445 = torch.constant.int 128
    %293 = torch.prim.ListConstruct %int1_442, %279, %int1_443, %int2_444, %int128_445 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_446 = torch.constant.bool false
    %294 = torch.aten.expand %292, %293, %false_446 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %294, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_447 = torch.constant.int 1
    %int2_448 = torch.constant.int 2
    %int128_449 = torch.constant.int 128
    %295 = torch.prim.ListConstruct %int1_447, %279, %int2_448, %int128_449 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %296 = torch.aten.view %294, %295 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %296, [%28], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int-2_450 = torch.constant.int -2
    %297 = torch.aten.unsqueeze %284, %int-2_450 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %297, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_451 = torch.constant.int 1
    %int1_452 = torch.constant.int 1
    %int2_453 = torch.constant.int 2
    %int128_454 = torch.constant.int 128
    %298 = torch.prim.ListConstruct %int1_451, %279, %int1_452, %int2_453, %int128_454 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_455 = torch.constant.bool false
    %299 = torch.aten.expand %297, %298, %false_455 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %299, [%28], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_456 = torch.constant.int 1
    %int2_457 = torch.constant.int 2
    %int128_458 = torch.constant.int 128
    %300 = torch.prim.ListConstruct %int1_456, %279, %int2_457, %int128_458 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %301 = torch.aten.view %299, %300 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %301, [%28], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_459 = torch.constant.int 1
    %int2_460 = torch.constant.int 2
    %302 = torch.aten.transpose.int %164, %int1_459, %int2_460 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,1,128],f16>
    %int1_461 = torch.constant.int 1
    %int2_462 = torch.constant.int 2
    %303 = torch.aten.transpose.int %296, %int1_461, %int2_462 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %303, [%28], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_463 = torch.constant.int 1
    %int2_464 = torch.constant.int 2
    %304 = torch.aten.transpose.int %301, %int1_463, %int2_464 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %304, [%28], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_465 = torch.constant.bool false
    %none_466 = torch.constant.none
    %false_467 = torch.constant.bool false
    %305 = torch.aten.scaled_dot_product_attention %302, %303, %304, %291, %float0.000000e00, %false_465, %none_466, %false_467 : !torch.vtensor<[1,2,1,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,1,128],f16>
    %int1_468 = torch.constant.int 1
    %int2_469 = torch.constant.int 2
    %306 = torch.aten.transpose.int %305, %int1_468, %int2_469 : !torch.vtensor<[1,2,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,128],f16>
    %int1_470 = torch.constant.int 1
    %int1_471 = torch.constant.int 1
    %int256_472 = torch.constant.int 256
    %307 = torch.prim.ListConstruct %int1_470, %int1_471, %int256_472 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %308 = torch.aten.view %306, %307 : !torch.vtensor<[1,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,256],f16>
    %int1_473 = torch.constant.int 1
    %int1_474 = torch.constant.int 1
    %int8_475 = torch.constant.int 8
    %int32_476 = torch.constant.int 32
    %309 = torch.prim.ListConstruct %int1_473, %int1_474, %int8_475, %int32_476 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %310 = torch.aten.view %308, %309 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_477 = torch.constant.int -1
    %int32_478 = torch.constant.int 32
    %311 = torch.prim.ListConstruct %int-1_477, %int32_478 : (!torch.int, !torch.int) -> !torch.list<int>
    %312 = torch.aten.view %310, %311 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_479 = torch.constant.none
    %none_480 = torch.constant.none
    %int5_481 = torch.constant.int 5
    %cpu_482 = torch.constant.device "cpu"
    %int0_483 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %312, %none_479, %none_480, %int5_481, %cpu_482, %int0_483 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_484 = torch.constant.int 6
    %313 = torch.prims.convert_element_type %312, %int6_484 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %314 = torch_c.to_builtin_tensor %313 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_485 = tensor.cast %314 : tensor<8x32xf32> to tensor<?x32xf32>
    %315:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_485) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_486 = tensor.cast %315#0 : tensor<?xi8> to tensor<8xi8>
    %316 = torch_c.from_builtin_tensor %cast_486 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_487 = tensor.cast %315#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %317 = torch_c.from_builtin_tensor %cast_487 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_488 = torch.constant.int 1
    %int1_489 = torch.constant.int 1
    %int8_490 = torch.constant.int 8
    %int16_491 = torch.constant.int 16
    %318 = torch.prim.ListConstruct %int1_488, %int1_489, %int8_490, %int16_491 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %319 = torch.aten.view %317, %318 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_492 = torch.constant.int 1
    %int1_493 = torch.constant.int 1
    %int8_494 = torch.constant.int 8
    %int1_495 = torch.constant.int 1
    %320 = torch.prim.ListConstruct %int1_492, %int1_493, %int8_494, %int1_495 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %321 = torch.aten.view %316, %320 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_496 = torch.constant.int 1
    %int1_497 = torch.constant.int 1
    %int128_498 = torch.constant.int 128
    %322 = torch.prim.ListConstruct %int1_496, %int1_497, %int128_498 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %323 = torch.aten.view %319, %322 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_499 = torch.constant.int -1
    %324 = torch.aten.squeeze.dim %321, %int-1_499 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int256_500 = torch.constant.int 256
    %int128_501 = torch.constant.int 128
    %325 = torch.prim.ListConstruct %int256_500, %int128_501 : (!torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %16, %325 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_502 = torch.constant.int -1
    %327 = torch.aten.squeeze.dim %17, %int-1_502 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %328 = torch_c.to_builtin_tensor %323 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_503 = tensor.cast %328 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %329 = torch_c.to_builtin_tensor %324 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_504 = tensor.cast %329 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %330 = torch_c.to_builtin_tensor %326 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %331 = torch_c.to_builtin_tensor %327 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %332 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_503, %cast_504, %330, %331) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_505 = tensor.cast %332 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %333 = torch_c.from_builtin_tensor %cast_505 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int5_508 = torch.constant.int 5
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %333, %none_506, %none_507, %int5_508, %cpu_509, %int0_510 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_511 = torch.constant.int 1
    %334 = torch.aten.add.Tensor %32, %333, %int1_511 : !torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %none_512 = torch.constant.none
    %none_513 = torch.constant.none
    %int5_514 = torch.constant.int 5
    %cpu_515 = torch.constant.device "cpu"
    %int0_516 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %334, %none_512, %none_513, %int5_514, %cpu_515, %int0_516 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_517 = torch.constant.int 6
    %335 = torch.prims.convert_element_type %334, %int6_517 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2_518 = torch.constant.int 2
    %336 = torch.aten.pow.Tensor_Scalar %335, %int2_518 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_519 = torch.constant.int -1
    %337 = torch.prim.ListConstruct %int-1_519 : (!torch.int) -> !torch.list<int>
    %true_520 = torch.constant.bool true
    %none_521 = torch.constant.none
    %338 = torch.aten.mean.dim %336, %337, %true_520, %none_521 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_522 = torch.constant.float 1.000000e-05
    %int1_523 = torch.constant.int 1
    %339 = torch.aten.add.Scalar %338, %float1.000000e-05_522, %int1_523 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %340 = torch.aten.rsqrt %339 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %341 = torch.aten.mul.Tensor %335, %340 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_524 = torch.constant.none
    %none_525 = torch.constant.none
    %int6_526 = torch.constant.int 6
    %cpu_527 = torch.constant.device "cpu"
    %int0_528 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %341, %none_524, %none_525, %int6_526, %cpu_527, %int0_528 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_529 = torch.constant.int 5
    %342 = torch.prims.convert_element_type %341, %int5_529 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %343 = torch.aten.mul.Tensor %18, %342 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_530 = torch.constant.none
    %none_531 = torch.constant.none
    %int6_532 = torch.constant.int 6
    %cpu_533 = torch.constant.device "cpu"
    %int0_534 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %343, %none_530, %none_531, %int6_532, %cpu_533, %int0_534 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_535 = torch.constant.int 5
    %344 = torch.prims.convert_element_type %343, %int5_535 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int1_536 = torch.constant.int 1
    %int1_537 = torch.constant.int 1
    %int8_538 = torch.constant.int 8
    %int32_539 = torch.constant.int 32
    %345 = torch.prim.ListConstruct %int1_536, %int1_537, %int8_538, %int32_539 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %346 = torch.aten.view %344, %345 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_540 = torch.constant.int -1
    %int32_541 = torch.constant.int 32
    %347 = torch.prim.ListConstruct %int-1_540, %int32_541 : (!torch.int, !torch.int) -> !torch.list<int>
    %348 = torch.aten.view %346, %347 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_542 = torch.constant.none
    %none_543 = torch.constant.none
    %int5_544 = torch.constant.int 5
    %cpu_545 = torch.constant.device "cpu"
    %int0_546 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %348, %none_542, %none_543, %int5_544, %cpu_545, %int0_546 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_547 = torch.constant.int 6
    %349 = torch.prims.convert_element_type %348, %int6_547 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %350 = torch_c.to_builtin_tensor %349 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_548 = tensor.cast %350 : tensor<8x32xf32> to tensor<?x32xf32>
    %351:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_548) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_549 = tensor.cast %351#0 : tensor<?xi8> to tensor<8xi8>
    %352 = torch_c.from_builtin_tensor %cast_549 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_550 = tensor.cast %351#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %353 = torch_c.from_builtin_tensor %cast_550 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_551 = torch.constant.int 1
    %int1_552 = torch.constant.int 1
    %int8_553 = torch.constant.int 8
    %int16_554 = torch.constant.int 16
    %354 = torch.prim.ListConstruct %int1_551, %int1_552, %int8_553, %int16_554 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %355 = torch.aten.view %353, %354 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_555 = torch.constant.int 1
    %int1_556 = torch.constant.int 1
    %int8_557 = torch.constant.int 8
    %int1_558 = torch.constant.int 1
    %356 = torch.prim.ListConstruct %int1_555, %int1_556, %int8_557, %int1_558 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %357 = torch.aten.view %352, %356 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_559 = torch.constant.int 1
    %int1_560 = torch.constant.int 1
    %int128_561 = torch.constant.int 128
    %358 = torch.prim.ListConstruct %int1_559, %int1_560, %int128_561 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %359 = torch.aten.view %355, %358 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_562 = torch.constant.int -1
    %360 = torch.aten.squeeze.dim %357, %int-1_562 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int512 = torch.constant.int 512
    %int128_563 = torch.constant.int 128
    %361 = torch.prim.ListConstruct %int512, %int128_563 : (!torch.int, !torch.int) -> !torch.list<int>
    %362 = torch.aten.view %19, %361 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_564 = torch.constant.int -1
    %363 = torch.aten.squeeze.dim %20, %int-1_564 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %364 = torch_c.to_builtin_tensor %359 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_565 = tensor.cast %364 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %365 = torch_c.to_builtin_tensor %360 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_566 = tensor.cast %365 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %366 = torch_c.to_builtin_tensor %362 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %367 = torch_c.to_builtin_tensor %363 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %368 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_565, %cast_566, %366, %367) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_567 = tensor.cast %368 : tensor<?x?x512xf16> to tensor<1x1x512xf16>
    %369 = torch_c.from_builtin_tensor %cast_567 : tensor<1x1x512xf16> -> !torch.vtensor<[1,1,512],f16>
    %370 = torch.aten.silu %369 : !torch.vtensor<[1,1,512],f16> -> !torch.vtensor<[1,1,512],f16>
    %int1_568 = torch.constant.int 1
    %int1_569 = torch.constant.int 1
    %int8_570 = torch.constant.int 8
    %int32_571 = torch.constant.int 32
    %371 = torch.prim.ListConstruct %int1_568, %int1_569, %int8_570, %int32_571 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %372 = torch.aten.view %344, %371 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_572 = torch.constant.int -1
    %int32_573 = torch.constant.int 32
    %373 = torch.prim.ListConstruct %int-1_572, %int32_573 : (!torch.int, !torch.int) -> !torch.list<int>
    %374 = torch.aten.view %372, %373 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_574 = torch.constant.none
    %none_575 = torch.constant.none
    %int5_576 = torch.constant.int 5
    %cpu_577 = torch.constant.device "cpu"
    %int0_578 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %374, %none_574, %none_575, %int5_576, %cpu_577, %int0_578 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_579 = torch.constant.int 6
    %375 = torch.prims.convert_element_type %374, %int6_579 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %376 = torch_c.to_builtin_tensor %375 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_580 = tensor.cast %376 : tensor<8x32xf32> to tensor<?x32xf32>
    %377:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_580) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_581 = tensor.cast %377#0 : tensor<?xi8> to tensor<8xi8>
    %378 = torch_c.from_builtin_tensor %cast_581 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_582 = tensor.cast %377#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %379 = torch_c.from_builtin_tensor %cast_582 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_583 = torch.constant.int 1
    %int1_584 = torch.constant.int 1
    %int8_585 = torch.constant.int 8
    %int16_586 = torch.constant.int 16
    %380 = torch.prim.ListConstruct %int1_583, %int1_584, %int8_585, %int16_586 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %381 = torch.aten.view %379, %380 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_587 = torch.constant.int 1
    %int1_588 = torch.constant.int 1
    %int8_589 = torch.constant.int 8
    %int1_590 = torch.constant.int 1
    %382 = torch.prim.ListConstruct %int1_587, %int1_588, %int8_589, %int1_590 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %383 = torch.aten.view %378, %382 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_591 = torch.constant.int 1
    %int1_592 = torch.constant.int 1
    %int128_593 = torch.constant.int 128
    %384 = torch.prim.ListConstruct %int1_591, %int1_592, %int128_593 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %385 = torch.aten.view %381, %384 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_594 = torch.constant.int -1
    %386 = torch.aten.squeeze.dim %383, %int-1_594 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int512_595 = torch.constant.int 512
    %int128_596 = torch.constant.int 128
    %387 = torch.prim.ListConstruct %int512_595, %int128_596 : (!torch.int, !torch.int) -> !torch.list<int>
    %388 = torch.aten.view %21, %387 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_597 = torch.constant.int -1
    %389 = torch.aten.squeeze.dim %22, %int-1_597 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %390 = torch_c.to_builtin_tensor %385 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_598 = tensor.cast %390 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %391 = torch_c.to_builtin_tensor %386 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_599 = tensor.cast %391 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %392 = torch_c.to_builtin_tensor %388 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %393 = torch_c.to_builtin_tensor %389 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %394 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_598, %cast_599, %392, %393) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_600 = tensor.cast %394 : tensor<?x?x512xf16> to tensor<1x1x512xf16>
    %395 = torch_c.from_builtin_tensor %cast_600 : tensor<1x1x512xf16> -> !torch.vtensor<[1,1,512],f16>
    %396 = torch.aten.mul.Tensor %370, %395 : !torch.vtensor<[1,1,512],f16>, !torch.vtensor<[1,1,512],f16> -> !torch.vtensor<[1,1,512],f16>
    %int1_601 = torch.constant.int 1
    %int1_602 = torch.constant.int 1
    %int16_603 = torch.constant.int 16
    %int32_604 = torch.constant.int 32
    %397 = torch.prim.ListConstruct %int1_601, %int1_602, %int16_603, %int32_604 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %398 = torch.aten.view %396, %397 : !torch.vtensor<[1,1,512],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16,32],f16>
    %int-1_605 = torch.constant.int -1
    %int32_606 = torch.constant.int 32
    %399 = torch.prim.ListConstruct %int-1_605, %int32_606 : (!torch.int, !torch.int) -> !torch.list<int>
    %400 = torch.aten.view %398, %399 : !torch.vtensor<[1,1,16,32],f16>, !torch.list<int> -> !torch.vtensor<[16,32],f16>
    %none_607 = torch.constant.none
    %none_608 = torch.constant.none
    %int5_609 = torch.constant.int 5
    %cpu_610 = torch.constant.device "cpu"
    %int0_611 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %400, %none_607, %none_608, %int5_609, %cpu_610, %int0_611 : !torch.vtensor<[16,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_612 = torch.constant.int 6
    %401 = torch.prims.convert_element_type %400, %int6_612 : !torch.vtensor<[16,32],f16>, !torch.int -> !torch.vtensor<[16,32],f32>
    %402 = torch_c.to_builtin_tensor %401 : !torch.vtensor<[16,32],f32> -> tensor<16x32xf32>
    %cast_613 = tensor.cast %402 : tensor<16x32xf32> to tensor<?x32xf32>
    %403:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_613) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_614 = tensor.cast %403#0 : tensor<?xi8> to tensor<16xi8>
    %404 = torch_c.from_builtin_tensor %cast_614 : tensor<16xi8> -> !torch.vtensor<[16],ui8>
    %cast_615 = tensor.cast %403#1 : tensor<?x16xi8> to tensor<16x16xi8>
    %405 = torch_c.from_builtin_tensor %cast_615 : tensor<16x16xi8> -> !torch.vtensor<[16,16],ui8>
    %int1_616 = torch.constant.int 1
    %int1_617 = torch.constant.int 1
    %int16_618 = torch.constant.int 16
    %int16_619 = torch.constant.int 16
    %406 = torch.prim.ListConstruct %int1_616, %int1_617, %int16_618, %int16_619 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %407 = torch.aten.view %405, %406 : !torch.vtensor<[16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,16,16],ui8>
    %int1_620 = torch.constant.int 1
    %int1_621 = torch.constant.int 1
    %int16_622 = torch.constant.int 16
    %int1_623 = torch.constant.int 1
    %408 = torch.prim.ListConstruct %int1_620, %int1_621, %int16_622, %int1_623 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %409 = torch.aten.view %404, %408 : !torch.vtensor<[16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,16,1],ui8>
    %int1_624 = torch.constant.int 1
    %int1_625 = torch.constant.int 1
    %int256_626 = torch.constant.int 256
    %410 = torch.prim.ListConstruct %int1_624, %int1_625, %int256_626 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %411 = torch.aten.view %407, %410 : !torch.vtensor<[1,1,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,256],ui8>
    %int-1_627 = torch.constant.int -1
    %412 = torch.aten.squeeze.dim %409, %int-1_627 : !torch.vtensor<[1,1,16,1],ui8>, !torch.int -> !torch.vtensor<[1,1,16],ui8>
    %int256_628 = torch.constant.int 256
    %int256_629 = torch.constant.int 256
    %413 = torch.prim.ListConstruct %int256_628, %int256_629 : (!torch.int, !torch.int) -> !torch.list<int>
    %414 = torch.aten.view %23, %413 : !torch.vtensor<[256,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,256],ui8>
    %int-1_630 = torch.constant.int -1
    %415 = torch.aten.squeeze.dim %24, %int-1_630 : !torch.vtensor<[256,16,1],ui8>, !torch.int -> !torch.vtensor<[256,16],ui8>
    %416 = torch_c.to_builtin_tensor %411 : !torch.vtensor<[1,1,256],ui8> -> tensor<1x1x256xi8>
    %cast_631 = tensor.cast %416 : tensor<1x1x256xi8> to tensor<?x?x256xi8>
    %417 = torch_c.to_builtin_tensor %412 : !torch.vtensor<[1,1,16],ui8> -> tensor<1x1x16xi8>
    %cast_632 = tensor.cast %417 : tensor<1x1x16xi8> to tensor<?x?x16xi8>
    %418 = torch_c.to_builtin_tensor %414 : !torch.vtensor<[256,256],ui8> -> tensor<256x256xi8>
    %419 = torch_c.to_builtin_tensor %415 : !torch.vtensor<[256,16],ui8> -> tensor<256x16xi8>
    %420 = util.call @iree_mxfp4_bmm_B_M_HALF_K_256_i8_B_M_K_OVER_THIRTYTWO_16_i8_N_256_HALF_K_256_i8_N_256_K_OVER_THIRTYTWO_16_i8_B_M_N_256_f16(%cast_631, %cast_632, %418, %419) : (tensor<?x?x256xi8>, tensor<?x?x16xi8>, tensor<256x256xi8>, tensor<256x16xi8>) -> tensor<?x?x256xf16>
    %cast_633 = tensor.cast %420 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %421 = torch_c.from_builtin_tensor %cast_633 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %int1_634 = torch.constant.int 1
    %422 = torch.aten.add.Tensor %334, %421, %int1_634 : !torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %none_635 = torch.constant.none
    %none_636 = torch.constant.none
    %int5_637 = torch.constant.int 5
    %cpu_638 = torch.constant.device "cpu"
    %int0_639 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %422, %none_635, %none_636, %int5_637, %cpu_638, %int0_639 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_640 = torch.constant.none
    %none_641 = torch.constant.none
    %int5_642 = torch.constant.int 5
    %cpu_643 = torch.constant.device "cpu"
    %int0_644 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %422, %none_640, %none_641, %int5_642, %cpu_643, %int0_644 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_645 = torch.constant.int 6
    %423 = torch.prims.convert_element_type %422, %int6_645 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2_646 = torch.constant.int 2
    %424 = torch.aten.pow.Tensor_Scalar %423, %int2_646 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_647 = torch.constant.int -1
    %425 = torch.prim.ListConstruct %int-1_647 : (!torch.int) -> !torch.list<int>
    %true_648 = torch.constant.bool true
    %none_649 = torch.constant.none
    %426 = torch.aten.mean.dim %424, %425, %true_648, %none_649 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_650 = torch.constant.float 1.000000e-05
    %int1_651 = torch.constant.int 1
    %427 = torch.aten.add.Scalar %426, %float1.000000e-05_650, %int1_651 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %428 = torch.aten.rsqrt %427 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %429 = torch.aten.mul.Tensor %423, %428 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_652 = torch.constant.none
    %none_653 = torch.constant.none
    %int6_654 = torch.constant.int 6
    %cpu_655 = torch.constant.device "cpu"
    %int0_656 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %429, %none_652, %none_653, %int6_654, %cpu_655, %int0_656 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_657 = torch.constant.int 5
    %430 = torch.prims.convert_element_type %429, %int5_657 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %431 = torch.aten.mul.Tensor %25, %430 : !torch.vtensor<[1,256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_658 = torch.constant.none
    %none_659 = torch.constant.none
    %int6_660 = torch.constant.int 6
    %cpu_661 = torch.constant.device "cpu"
    %int0_662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %431, %none_658, %none_659, %int6_660, %cpu_661, %int0_662 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_663 = torch.constant.int 5
    %432 = torch.prims.convert_element_type %431, %int5_663 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int-2_664 = torch.constant.int -2
    %int-1_665 = torch.constant.int -1
    %433 = torch.aten.transpose.int %26, %int-2_664, %int-1_665 : !torch.vtensor<[256,256],f16>, !torch.int, !torch.int -> !torch.vtensor<[256,256],f16>
    %none_666 = torch.constant.none
    %none_667 = torch.constant.none
    %int5_668 = torch.constant.int 5
    %cpu_669 = torch.constant.device "cpu"
    %int0_670 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %433, %none_666, %none_667, %int5_668, %cpu_669, %int0_670 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_671 = torch.constant.int 1
    %int256_672 = torch.constant.int 256
    %434 = torch.prim.ListConstruct %int1_671, %int256_672 : (!torch.int, !torch.int) -> !torch.list<int>
    %435 = torch.aten.view %432, %434 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,256],f16>
    %436 = torch.aten.matmul %435, %433 : !torch.vtensor<[1,256],f16>, !torch.vtensor<[256,256],f16> -> !torch.vtensor<[1,256],f16>
    %int1_673 = torch.constant.int 1
    %int1_674 = torch.constant.int 1
    %int256_675 = torch.constant.int 256
    %437 = torch.prim.ListConstruct %int1_673, %int1_674, %int256_675 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %438 = torch.aten.view %436, %437 : !torch.vtensor<[1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,256],f16>
    return %438 : !torch.vtensor<[1,1,256],f16>
  }
  util.func private @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%arg0: tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x32xf32>
    %0 = tensor.empty(%dim) : tensor<?xi8>
    %1 = tensor.empty(%dim) : tensor<?xf32>
    %2 = tensor.empty(%dim) : tensor<?x16xi8>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
    %reduced = linalg.reduce ins(%arg0 : tensor<?x32xf32>) outs(%3 : tensor<?xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %8 = math.absf %in : f32
        %9 = arith.maximumf %8, %init : f32
        linalg.yield %9 : f32
      }
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%reduced : tensor<?xf32>) outs(%0 : tensor<?xi8>) {
    ^bb0(%in: f32, %out: i8):
      %8 = arith.mulf %in, %cst : f32
      %9 = arith.truncf %8 : f32 to f8E8M0FNU
      %10 = arith.bitcast %9 : f8E8M0FNU to i8
      linalg.yield %10 : i8
    } -> tensor<?xi8>
    %5 = tensor.empty(%dim) : tensor<?x32xf4E2M1FN>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %reduced : tensor<?x32xf32>, tensor<?xf32>) outs(%5 : tensor<?x32xf4E2M1FN>) {
    ^bb0(%in: f32, %in_1: f32, %out: f4E2M1FN):
      %8 = arith.mulf %in_1, %cst : f32
      %9 = arith.scaling_truncf %in, %8 : f32, f32 to f4E2M1FN
      linalg.yield %9 : f4E2M1FN
    } -> tensor<?x32xf4E2M1FN>
    %7 = iree_tensor_ext.bitcast %6 : tensor<?x32xf4E2M1FN>{%dim} -> tensor<?x16xi8>{%dim}
    util.return %4, %7 : tensor<?xi8>, tensor<?x16xi8>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%arg0: tensor<?x?x128xi8>, %arg1: tensor<?x?x8xi8>, %arg2: tensor<256x128xi8>, %arg3: tensor<256x8xi8>) -> tensor<?x?x256xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x128xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<256x128xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x8xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<256x8xi8> to tensor<?x?xi8>
    %dim = tensor.dim %cast, %c0 : tensor<?x?x?xi8>
    %dim_3 = tensor.dim %cast, %c1 : tensor<?x?x?xi8>
    %dim_4 = tensor.dim %cast, %c2 : tensor<?x?x?xi8>
    %dim_5 = tensor.dim %cast_1, %c2 : tensor<?x?x?xi8>
    %dim_6 = tensor.dim %cast_0, %c0 : tensor<?x?xi8>
    %0 = arith.muli %dim_4, %c2 overflow<nsw, nuw> : index
    %1 = iree_tensor_ext.bitcast %cast : tensor<?x?x?xi8>{%dim, %dim_3, %dim_4} -> tensor<?x?x?xf4E2M1FN>{%dim, %dim_3, %0}
    %2 = iree_tensor_ext.bitcast %cast_0 : tensor<?x?xi8>{%dim_6, %dim_4} -> tensor<?x?xf4E2M1FN>{%dim_6, %0}
    %3 = iree_tensor_ext.bitcast %cast_1 : tensor<?x?x?xi8>{%dim, %dim_3, %dim_5} -> tensor<?x?x?xf8E8M0FNU>{%dim, %dim_3, %dim_5}
    %4 = iree_tensor_ext.bitcast %cast_2 : tensor<?x?xi8>{%dim_6, %dim_5} -> tensor<?x?xf8E8M0FNU>{%dim_6, %dim_5}
    %5 = arith.divui %0, %c32 : index
    %6 = arith.divui %dim_5, %c32 : index
    %expanded = tensor.expand_shape %1 [[0], [1], [2, 3]] output_shape [%dim, %dim_3, %5, 32] : tensor<?x?x?xf4E2M1FN> into tensor<?x?x?x32xf4E2M1FN>
    %expanded_7 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [%dim_6, %5, 32] : tensor<?x?xf4E2M1FN> into tensor<?x?x32xf4E2M1FN>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%expanded, %expanded_7, %3, %4 : tensor<?x?x?x32xf4E2M1FN>, tensor<?x?x32xf4E2M1FN>, tensor<?x?x?xf8E8M0FNU>, tensor<?x?xf8E8M0FNU>) outs(%8 : tensor<?x?x?xf32>) {
    ^bb0(%in: f4E2M1FN, %in_9: f4E2M1FN, %in_10: f8E8M0FNU, %in_11: f8E8M0FNU, %out: f32):
      %12 = arith.scaling_extf %in, %in_10 : f4E2M1FN, f8E8M0FNU to f32
      %13 = arith.scaling_extf %in_9, %in_11 : f4E2M1FN, f8E8M0FNU to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.addf %out, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<?x?x?xf32>
    %10 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf16>
    %11 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x?xf32>) outs(%10 : tensor<?x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %12 = arith.truncf %in : f32 to f16
      linalg.yield %12 : f16
    } -> tensor<?x?x?xf16>
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x256xf16>
    util.return %cast_8 : tensor<?x?x256xf16>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%arg0: tensor<?x?x128xi8>, %arg1: tensor<?x?x8xi8>, %arg2: tensor<128x128xi8>, %arg3: tensor<128x8xi8>) -> tensor<?x?x128xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x128xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<128x128xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x8xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<128x8xi8> to tensor<?x?xi8>
    %dim = tensor.dim %cast, %c0 : tensor<?x?x?xi8>
    %dim_3 = tensor.dim %cast, %c1 : tensor<?x?x?xi8>
    %dim_4 = tensor.dim %cast, %c2 : tensor<?x?x?xi8>
    %dim_5 = tensor.dim %cast_1, %c2 : tensor<?x?x?xi8>
    %dim_6 = tensor.dim %cast_0, %c0 : tensor<?x?xi8>
    %0 = arith.muli %dim_4, %c2 overflow<nsw, nuw> : index
    %1 = iree_tensor_ext.bitcast %cast : tensor<?x?x?xi8>{%dim, %dim_3, %dim_4} -> tensor<?x?x?xf4E2M1FN>{%dim, %dim_3, %0}
    %2 = iree_tensor_ext.bitcast %cast_0 : tensor<?x?xi8>{%dim_6, %dim_4} -> tensor<?x?xf4E2M1FN>{%dim_6, %0}
    %3 = iree_tensor_ext.bitcast %cast_1 : tensor<?x?x?xi8>{%dim, %dim_3, %dim_5} -> tensor<?x?x?xf8E8M0FNU>{%dim, %dim_3, %dim_5}
    %4 = iree_tensor_ext.bitcast %cast_2 : tensor<?x?xi8>{%dim_6, %dim_5} -> tensor<?x?xf8E8M0FNU>{%dim_6, %dim_5}
    %5 = arith.divui %0, %c32 : index
    %6 = arith.divui %dim_5, %c32 : index
    %expanded = tensor.expand_shape %1 [[0], [1], [2, 3]] output_shape [%dim, %dim_3, %5, 32] : tensor<?x?x?xf4E2M1FN> into tensor<?x?x?x32xf4E2M1FN>
    %expanded_7 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [%dim_6, %5, 32] : tensor<?x?xf4E2M1FN> into tensor<?x?x32xf4E2M1FN>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%expanded, %expanded_7, %3, %4 : tensor<?x?x?x32xf4E2M1FN>, tensor<?x?x32xf4E2M1FN>, tensor<?x?x?xf8E8M0FNU>, tensor<?x?xf8E8M0FNU>) outs(%8 : tensor<?x?x?xf32>) {
    ^bb0(%in: f4E2M1FN, %in_9: f4E2M1FN, %in_10: f8E8M0FNU, %in_11: f8E8M0FNU, %out: f32):
      %12 = arith.scaling_extf %in, %in_10 : f4E2M1FN, f8E8M0FNU to f32
      %13 = arith.scaling_extf %in_9, %in_11 : f4E2M1FN, f8E8M0FNU to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.addf %out, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<?x?x?xf32>
    %10 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf16>
    %11 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x?xf32>) outs(%10 : tensor<?x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %12 = arith.truncf %in : f32 to f16
      linalg.yield %12 : f16
    } -> tensor<?x?x?xf16>
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x128xf16>
    util.return %cast_8 : tensor<?x?x128xf16>
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
    %1 = linalg.generic {indexing_maps = [#map9, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) outs(%0 : tensor<?x?x?x2x?xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %2 = linalg.index 3 : index
      %3 = arith.cmpi eq, %2, %c0 : index
      %4 = arith.select %3, %in, %in_3 : f16
      linalg.yield %4 : f16
    } -> tensor<?x?x?x2x?xf16>
    util.return %1 : tensor<?x?x?x2x?xf16>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%arg0: tensor<?x?x128xi8>, %arg1: tensor<?x?x8xi8>, %arg2: tensor<512x128xi8>, %arg3: tensor<512x8xi8>) -> tensor<?x?x512xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x128xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<512x128xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x8xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<512x8xi8> to tensor<?x?xi8>
    %dim = tensor.dim %cast, %c0 : tensor<?x?x?xi8>
    %dim_3 = tensor.dim %cast, %c1 : tensor<?x?x?xi8>
    %dim_4 = tensor.dim %cast, %c2 : tensor<?x?x?xi8>
    %dim_5 = tensor.dim %cast_1, %c2 : tensor<?x?x?xi8>
    %dim_6 = tensor.dim %cast_0, %c0 : tensor<?x?xi8>
    %0 = arith.muli %dim_4, %c2 overflow<nsw, nuw> : index
    %1 = iree_tensor_ext.bitcast %cast : tensor<?x?x?xi8>{%dim, %dim_3, %dim_4} -> tensor<?x?x?xf4E2M1FN>{%dim, %dim_3, %0}
    %2 = iree_tensor_ext.bitcast %cast_0 : tensor<?x?xi8>{%dim_6, %dim_4} -> tensor<?x?xf4E2M1FN>{%dim_6, %0}
    %3 = iree_tensor_ext.bitcast %cast_1 : tensor<?x?x?xi8>{%dim, %dim_3, %dim_5} -> tensor<?x?x?xf8E8M0FNU>{%dim, %dim_3, %dim_5}
    %4 = iree_tensor_ext.bitcast %cast_2 : tensor<?x?xi8>{%dim_6, %dim_5} -> tensor<?x?xf8E8M0FNU>{%dim_6, %dim_5}
    %5 = arith.divui %0, %c32 : index
    %6 = arith.divui %dim_5, %c32 : index
    %expanded = tensor.expand_shape %1 [[0], [1], [2, 3]] output_shape [%dim, %dim_3, %5, 32] : tensor<?x?x?xf4E2M1FN> into tensor<?x?x?x32xf4E2M1FN>
    %expanded_7 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [%dim_6, %5, 32] : tensor<?x?xf4E2M1FN> into tensor<?x?x32xf4E2M1FN>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%expanded, %expanded_7, %3, %4 : tensor<?x?x?x32xf4E2M1FN>, tensor<?x?x32xf4E2M1FN>, tensor<?x?x?xf8E8M0FNU>, tensor<?x?xf8E8M0FNU>) outs(%8 : tensor<?x?x?xf32>) {
    ^bb0(%in: f4E2M1FN, %in_9: f4E2M1FN, %in_10: f8E8M0FNU, %in_11: f8E8M0FNU, %out: f32):
      %12 = arith.scaling_extf %in, %in_10 : f4E2M1FN, f8E8M0FNU to f32
      %13 = arith.scaling_extf %in_9, %in_11 : f4E2M1FN, f8E8M0FNU to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.addf %out, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<?x?x?xf32>
    %10 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf16>
    %11 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x?xf32>) outs(%10 : tensor<?x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %12 = arith.truncf %in : f32 to f16
      linalg.yield %12 : f16
    } -> tensor<?x?x?xf16>
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x512xf16>
    util.return %cast_8 : tensor<?x?x512xf16>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_256_i8_B_M_K_OVER_THIRTYTWO_16_i8_N_256_HALF_K_256_i8_N_256_K_OVER_THIRTYTWO_16_i8_B_M_N_256_f16(%arg0: tensor<?x?x256xi8>, %arg1: tensor<?x?x16xi8>, %arg2: tensor<256x256xi8>, %arg3: tensor<256x16xi8>) -> tensor<?x?x256xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x256xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<256x256xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x16xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<256x16xi8> to tensor<?x?xi8>
    %dim = tensor.dim %cast, %c0 : tensor<?x?x?xi8>
    %dim_3 = tensor.dim %cast, %c1 : tensor<?x?x?xi8>
    %dim_4 = tensor.dim %cast, %c2 : tensor<?x?x?xi8>
    %dim_5 = tensor.dim %cast_1, %c2 : tensor<?x?x?xi8>
    %dim_6 = tensor.dim %cast_0, %c0 : tensor<?x?xi8>
    %0 = arith.muli %dim_4, %c2 overflow<nsw, nuw> : index
    %1 = iree_tensor_ext.bitcast %cast : tensor<?x?x?xi8>{%dim, %dim_3, %dim_4} -> tensor<?x?x?xf4E2M1FN>{%dim, %dim_3, %0}
    %2 = iree_tensor_ext.bitcast %cast_0 : tensor<?x?xi8>{%dim_6, %dim_4} -> tensor<?x?xf4E2M1FN>{%dim_6, %0}
    %3 = iree_tensor_ext.bitcast %cast_1 : tensor<?x?x?xi8>{%dim, %dim_3, %dim_5} -> tensor<?x?x?xf8E8M0FNU>{%dim, %dim_3, %dim_5}
    %4 = iree_tensor_ext.bitcast %cast_2 : tensor<?x?xi8>{%dim_6, %dim_5} -> tensor<?x?xf8E8M0FNU>{%dim_6, %dim_5}
    %5 = arith.divui %0, %c32 : index
    %6 = arith.divui %dim_5, %c32 : index
    %expanded = tensor.expand_shape %1 [[0], [1], [2, 3]] output_shape [%dim, %dim_3, %5, 32] : tensor<?x?x?xf4E2M1FN> into tensor<?x?x?x32xf4E2M1FN>
    %expanded_7 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [%dim_6, %5, 32] : tensor<?x?xf4E2M1FN> into tensor<?x?x32xf4E2M1FN>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%expanded, %expanded_7, %3, %4 : tensor<?x?x?x32xf4E2M1FN>, tensor<?x?x32xf4E2M1FN>, tensor<?x?x?xf8E8M0FNU>, tensor<?x?xf8E8M0FNU>) outs(%8 : tensor<?x?x?xf32>) {
    ^bb0(%in: f4E2M1FN, %in_9: f4E2M1FN, %in_10: f8E8M0FNU, %in_11: f8E8M0FNU, %out: f32):
      %12 = arith.scaling_extf %in, %in_10 : f4E2M1FN, f8E8M0FNU to f32
      %13 = arith.scaling_extf %in_9, %in_11 : f4E2M1FN, f8E8M0FNU to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.addf %out, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<?x?x?xf32>
    %10 = tensor.empty(%dim, %dim_3, %dim_6) : tensor<?x?x?xf16>
    %11 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x?xf32>) outs(%10 : tensor<?x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %12 = arith.truncf %in : f32 to f16
      linalg.yield %12 : f16
    } -> tensor<?x?x?xf16>
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x256xf16>
    util.return %cast_8 : tensor<?x?x256xf16>
  }
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%arg0: tensor<?x1x2x1x32x128xf16>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x1x32x128xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x2x1x32x128xf16>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 1, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x1x2x1x32x128xf16> to tensor<?x1x32x128xf16>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x1x32x128xf16>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x1x32x128xf16>, tensor<?x?xi64>) outs(%2 : tensor<?x?x1x32x128xf16>) -> tensor<?x?x1x32x128xf16>
    util.return %3 : tensor<?x?x1x32x128xf16>
  }
}
