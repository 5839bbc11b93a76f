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
  util.global private @"__auto.blk.0.kv_cache.quantizer:rscale" = #flow.parameter.named<"model"::"blk.0.kv_cache.quantizer:rscale"> : tensor<f16>
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
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,8192],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x256xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.0.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.0.kv_cache.quantizer:rscale" : tensor<f16>
    %3 = torch_c.from_builtin_tensor %__auto.blk.0.kv_cache.quantizer3Arscale : tensor<f16> -> !torch.vtensor<[],f16>
    %4 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<256xf32>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<256x8x16xi8>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<256x8x1xi8>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<128x8x16xi8>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<128x8x1xi8>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<128x8x16xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<128x8x1xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<256x8x16xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<256x8x1xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<256xf32>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<512x8x16xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<512x8x1xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<512x8x16xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<512x8x1xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<256x16x16xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<256x16x16xi8> -> !torch.vtensor<[256,16,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<256x16x1xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<256x16x1xi8> -> !torch.vtensor<[256,16,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x256xf32>
    %21 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x256xf32> -> !torch.vtensor<[1,256],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x256xf16>
    %22 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %23 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,8192],f8E4M3FN>
    %24 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %25 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %26 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %23, [%26], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %int1 = torch.constant.int 1
    %27 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %28 = torch.aten.size.int %23, %int0 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %29 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %30 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[256,256],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %30, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %30, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %31 = torch.prims.convert_element_type %30, %int6 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %31, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2 = torch.constant.int 2
    %32 = torch.aten.pow.Tensor_Scalar %31, %int2 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %32, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_9 = torch.constant.int -1
    %33 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %34 = torch.aten.mean.dim %32, %33, %true, %none_10 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %35 = torch.aten.add.Scalar %34, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %35, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %36 = torch.aten.rsqrt %35 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %36, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %37 = torch.aten.mul.Tensor %31, %36 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %37, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %37, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %38 = torch.prims.convert_element_type %37, %int5_17 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %38, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %39 = torch.aten.mul.Tensor %5, %38 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %39, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %40 = torch.prims.convert_element_type %39, %int5_23 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %40, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_24 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int32 = torch.constant.int 32
    %41 = torch.prim.ListConstruct %int1_24, %29, %int8, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.view %40, %41 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %42, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %43 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %44, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %44, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %45 = torch.prims.convert_element_type %44, %int6_32 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %45, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %46 = torch_c.to_builtin_tensor %45 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %47:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%46) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %48 = torch_c.from_builtin_tensor %47#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %49 = torch_c.from_builtin_tensor %47#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %48, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %49, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_33 = torch.constant.int 1
    %int8_34 = torch.constant.int 8
    %int16 = torch.constant.int 16
    %50 = torch.prim.ListConstruct %int1_33, %29, %int8_34, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %51 = torch.aten.view %49, %50 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %51, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_35 = torch.constant.int 1
    %int8_36 = torch.constant.int 8
    %int1_37 = torch.constant.int 1
    %52 = torch.prim.ListConstruct %int1_35, %29, %int8_36, %int1_37 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %48, %52 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %53, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_38 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %54 = torch.prim.ListConstruct %int1_38, %29, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %51, %54 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %55, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_39 = torch.constant.int -1
    %56 = torch.aten.squeeze.dim %53, %int-1_39 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %56, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int256 = torch.constant.int 256
    %int128_40 = torch.constant.int 128
    %57 = torch.prim.ListConstruct %int256, %int128_40 : (!torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %6, %57 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_41 = torch.constant.int -1
    %59 = torch.aten.squeeze.dim %7, %int-1_41 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %60 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast = tensor.cast %60 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %61 = torch_c.to_builtin_tensor %56 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_42 = tensor.cast %61 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %62 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %63 = torch_c.to_builtin_tensor %59 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %64 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast, %cast_42, %62, %63) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_43 = tensor.cast %64 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %65 = torch_c.from_builtin_tensor %cast_43 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %65, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_44 = torch.constant.int 1
    %int8_45 = torch.constant.int 8
    %int32_46 = torch.constant.int 32
    %66 = torch.prim.ListConstruct %int1_44, %29, %int8_45, %int32_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %67 = torch.aten.view %40, %66 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %67, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_47 = torch.constant.int -1
    %int32_48 = torch.constant.int 32
    %68 = torch.prim.ListConstruct %int-1_47, %int32_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %67, %68 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %69, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_49 = torch.constant.none
    %none_50 = torch.constant.none
    %int5_51 = torch.constant.int 5
    %cpu_52 = torch.constant.device "cpu"
    %int0_53 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %69, %none_49, %none_50, %int5_51, %cpu_52, %int0_53 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_54 = torch.constant.int 6
    %70 = torch.prims.convert_element_type %69, %int6_54 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %70, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %71 = torch_c.to_builtin_tensor %70 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %72:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%71) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %73 = torch_c.from_builtin_tensor %72#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %74 = torch_c.from_builtin_tensor %72#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %73, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %74, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_55 = torch.constant.int 1
    %int8_56 = torch.constant.int 8
    %int16_57 = torch.constant.int 16
    %75 = torch.prim.ListConstruct %int1_55, %29, %int8_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.view %74, %75 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %76, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_58 = torch.constant.int 1
    %int8_59 = torch.constant.int 8
    %int1_60 = torch.constant.int 1
    %77 = torch.prim.ListConstruct %int1_58, %29, %int8_59, %int1_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %73, %77 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %78, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_61 = torch.constant.int 1
    %int128_62 = torch.constant.int 128
    %79 = torch.prim.ListConstruct %int1_61, %29, %int128_62 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.aten.view %76, %79 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %80, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_63 = torch.constant.int -1
    %81 = torch.aten.squeeze.dim %78, %int-1_63 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %81, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int128_64 = torch.constant.int 128
    %int128_65 = torch.constant.int 128
    %82 = torch.prim.ListConstruct %int128_64, %int128_65 : (!torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %8, %82 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_66 = torch.constant.int -1
    %84 = torch.aten.squeeze.dim %9, %int-1_66 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %85 = torch_c.to_builtin_tensor %80 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_67 = tensor.cast %85 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %86 = torch_c.to_builtin_tensor %81 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_68 = tensor.cast %86 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %87 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %88 = torch_c.to_builtin_tensor %84 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %89 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_67, %cast_68, %87, %88) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_69 = tensor.cast %89 : tensor<?x?x128xf16> to tensor<1x?x128xf16>
    %90 = torch_c.from_builtin_tensor %cast_69 : tensor<1x?x128xf16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %90, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int1_70 = torch.constant.int 1
    %int8_71 = torch.constant.int 8
    %int32_72 = torch.constant.int 32
    %91 = torch.prim.ListConstruct %int1_70, %29, %int8_71, %int32_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %92 = torch.aten.view %40, %91 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %92, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_73 = torch.constant.int -1
    %int32_74 = torch.constant.int 32
    %93 = torch.prim.ListConstruct %int-1_73, %int32_74 : (!torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %92, %93 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %94, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_75 = torch.constant.none
    %none_76 = torch.constant.none
    %int5_77 = torch.constant.int 5
    %cpu_78 = torch.constant.device "cpu"
    %int0_79 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %94, %none_75, %none_76, %int5_77, %cpu_78, %int0_79 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_80 = torch.constant.int 6
    %95 = torch.prims.convert_element_type %94, %int6_80 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %95, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %96 = torch_c.to_builtin_tensor %95 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %97:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%96) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %98 = torch_c.from_builtin_tensor %97#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %99 = torch_c.from_builtin_tensor %97#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %98, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %99, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_81 = torch.constant.int 1
    %int8_82 = torch.constant.int 8
    %int16_83 = torch.constant.int 16
    %100 = torch.prim.ListConstruct %int1_81, %29, %int8_82, %int16_83 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %101 = torch.aten.view %99, %100 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %101, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_84 = torch.constant.int 1
    %int8_85 = torch.constant.int 8
    %int1_86 = torch.constant.int 1
    %102 = torch.prim.ListConstruct %int1_84, %29, %int8_85, %int1_86 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %98, %102 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %103, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_87 = torch.constant.int 1
    %int128_88 = torch.constant.int 128
    %104 = torch.prim.ListConstruct %int1_87, %29, %int128_88 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.view %101, %104 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %105, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_89 = torch.constant.int -1
    %106 = torch.aten.squeeze.dim %103, %int-1_89 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %106, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int128_90 = torch.constant.int 128
    %int128_91 = torch.constant.int 128
    %107 = torch.prim.ListConstruct %int128_90, %int128_91 : (!torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %10, %107 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_92 = torch.constant.int -1
    %109 = torch.aten.squeeze.dim %11, %int-1_92 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %110 = torch_c.to_builtin_tensor %105 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_93 = tensor.cast %110 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %111 = torch_c.to_builtin_tensor %106 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_94 = tensor.cast %111 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %112 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %113 = torch_c.to_builtin_tensor %109 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %114 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_93, %cast_94, %112, %113) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_95 = tensor.cast %114 : tensor<?x?x128xf16> to tensor<1x?x128xf16>
    %115 = torch_c.from_builtin_tensor %cast_95 : tensor<1x?x128xf16> -> !torch.vtensor<[1,?,128],f16>
    torch.bind_symbolic_shape %115, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],f16>
    %int1_96 = torch.constant.int 1
    %int2_97 = torch.constant.int 2
    %int128_98 = torch.constant.int 128
    %116 = torch.prim.ListConstruct %int1_96, %29, %int2_97, %int128_98 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %117 = torch.aten.view %65, %116 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %117, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_99 = torch.constant.int 1
    %int1_100 = torch.constant.int 1
    %int128_101 = torch.constant.int 128
    %118 = torch.prim.ListConstruct %int1_99, %29, %int1_100, %int128_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %90, %118 : !torch.vtensor<[1,?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %119, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int1_102 = torch.constant.int 1
    %int1_103 = torch.constant.int 1
    %int128_104 = torch.constant.int 128
    %120 = torch.prim.ListConstruct %int1_102, %29, %int1_103, %int128_104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.view %115, %120 : !torch.vtensor<[1,?,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %121, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int0_105 = torch.constant.int 0
    %none_106 = torch.constant.none
    %none_107 = torch.constant.none
    %cpu_108 = torch.constant.device "cpu"
    %false_109 = torch.constant.bool false
    %122 = torch.aten.arange.start %int0_105, %29, %none_106, %none_107, %cpu_108, %false_109 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %122, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_110 = torch.constant.int 0
    %123 = torch.aten.unsqueeze %122, %int0_110 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %123, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_111 = torch.constant.int 0
    %int128_112 = torch.constant.int 128
    %int2_113 = torch.constant.int 2
    %none_114 = torch.constant.none
    %none_115 = torch.constant.none
    %cpu_116 = torch.constant.device "cpu"
    %false_117 = torch.constant.bool false
    %124 = torch.aten.arange.start_step %int0_111, %int128_112, %int2_113, %none_114, %none_115, %cpu_116, %false_117 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_118 = torch.constant.none
    %none_119 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_120 = torch.constant.device "cpu"
    %int0_121 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %124, %none_118, %none_119, %int4, %cpu_120, %int0_121 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_122 = torch.constant.int 6
    %125 = torch.prims.convert_element_type %124, %int6_122 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_123 = torch.constant.int 128
    %126 = torch.aten.div.Scalar %125, %int128_123 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %127 = torch.aten.pow.Scalar %float5.000000e05, %126 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %128 = torch.aten.reciprocal %127 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %129 = torch.aten.mul.Scalar %128, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_124 = torch.constant.none
    %130 = torch.aten.clone %1, %none_124 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_125 = torch.constant.int 0
    %131 = torch.aten.unsqueeze %129, %int0_125 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_126 = torch.constant.int 2
    %132 = torch.aten.unsqueeze %131, %int2_126 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %int6_129 = torch.constant.int 6
    %cpu_130 = torch.constant.device "cpu"
    %int0_131 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %132, %none_127, %none_128, %int6_129, %cpu_130, %int0_131 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_132 = torch.constant.int 1
    %int-1_133 = torch.constant.int -1
    %int1_134 = torch.constant.int 1
    %133 = torch.prim.ListConstruct %int1_132, %int-1_133, %int1_134 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_135 = torch.constant.bool false
    %134 = torch.aten.expand %132, %133, %false_135 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_136 = torch.constant.int 1
    %135 = torch.aten.unsqueeze %123, %int1_136 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %135, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %int4_139 = torch.constant.int 4
    %cpu_140 = torch.constant.device "cpu"
    %int0_141 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %135, %none_137, %none_138, %int4_139, %cpu_140, %int0_141 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_142 = torch.constant.int 6
    %136 = torch.prims.convert_element_type %135, %int6_142 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %136, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %137 = torch.aten.matmul %134, %136 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %137, [%25], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_143 = torch.constant.int 1
    %int2_144 = torch.constant.int 2
    %138 = torch.aten.transpose.int %137, %int1_143, %int2_144 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %138, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %139 = torch.aten.cos %138 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %139, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %140 = torch.aten.mul.Tensor %139, %130 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %140, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_145 = torch.constant.none
    %none_146 = torch.constant.none
    %int6_147 = torch.constant.int 6
    %cpu_148 = torch.constant.device "cpu"
    %int0_149 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %140, %none_145, %none_146, %int6_147, %cpu_148, %int0_149 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_150 = torch.constant.int 5
    %141 = torch.prims.convert_element_type %140, %int5_150 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %141, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %142 = torch.aten.sin %138 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %142, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %143 = torch.aten.mul.Tensor %142, %130 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %143, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_151 = torch.constant.none
    %none_152 = torch.constant.none
    %int6_153 = torch.constant.int 6
    %cpu_154 = torch.constant.device "cpu"
    %int0_155 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %143, %none_151, %none_152, %int6_153, %cpu_154, %int0_155 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_156 = torch.constant.int 5
    %144 = torch.prims.convert_element_type %143, %int5_156 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %144, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_157 = torch.constant.int 2
    %145 = torch.aten.unsqueeze %141, %int2_157 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %145, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_158 = torch.constant.int 2
    %146 = torch.aten.unsqueeze %144, %int2_158 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %146, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_159 = torch.constant.none
    %none_160 = torch.constant.none
    %int5_161 = torch.constant.int 5
    %cpu_162 = torch.constant.device "cpu"
    %int0_163 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_159, %none_160, %int5_161, %cpu_162, %int0_163 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_164 = torch.constant.none
    %none_165 = torch.constant.none
    %int5_166 = torch.constant.int 5
    %cpu_167 = torch.constant.device "cpu"
    %int0_168 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %146, %none_164, %none_165, %int5_166, %cpu_167, %int0_168 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_169 = torch.constant.none
    %none_170 = torch.constant.none
    %int5_171 = torch.constant.int 5
    %cpu_172 = torch.constant.device "cpu"
    %int0_173 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_169, %none_170, %int5_171, %cpu_172, %int0_173 : !torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_174 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_175 = torch.constant.int 1
    %147 = torch.aten.slice.Tensor %117, %int3, %int0_174, %int64, %int1_175 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %147, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int3_176 = torch.constant.int 3
    %int64_177 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_178 = torch.constant.int 1
    %148 = torch.aten.slice.Tensor %117, %int3_176, %int64_177, %int9223372036854775807, %int1_178 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %148, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %149 = torch.aten.mul.Tensor %147, %145 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %149, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %150 = torch.aten.mul.Tensor %148, %146 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %150, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int1_179 = torch.constant.int 1
    %151 = torch.aten.sub.Tensor %149, %150, %int1_179 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %151, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %152 = torch.aten.mul.Tensor %148, %145 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %152, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %153 = torch.aten.mul.Tensor %147, %146 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %153, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %int1_180 = torch.constant.int 1
    %154 = torch.aten.add.Tensor %152, %153, %int1_180 : !torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int -> !torch.vtensor<[1,?,2,64],f16>
    torch.bind_symbolic_shape %154, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 64)> : !torch.vtensor<[1,?,2,64],f16>
    %155 = torch_c.to_builtin_tensor %151 : !torch.vtensor<[1,?,2,64],f16> -> tensor<1x?x2x64xf16>
    %cast_181 = tensor.cast %155 : tensor<1x?x2x64xf16> to tensor<?x?x?x?xf16>
    %156 = torch_c.to_builtin_tensor %154 : !torch.vtensor<[1,?,2,64],f16> -> tensor<1x?x2x64xf16>
    %cast_182 = tensor.cast %156 : tensor<1x?x2x64xf16> to tensor<?x?x?x?xf16>
    %157 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_181, %cast_182) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_183 = tensor.cast %157 : tensor<?x?x?x2x?xf16> to tensor<1x?x2x2x64xf16>
    %158 = torch_c.from_builtin_tensor %cast_183 : tensor<1x?x2x2x64xf16> -> !torch.vtensor<[1,?,2,2,64],f16>
    torch.bind_symbolic_shape %158, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 2, 64)> : !torch.vtensor<[1,?,2,2,64],f16>
    %int1_184 = torch.constant.int 1
    %int2_185 = torch.constant.int 2
    %int128_186 = torch.constant.int 128
    %159 = torch.prim.ListConstruct %int1_184, %29, %int2_185, %int128_186 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %158, %159 : !torch.vtensor<[1,?,2,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %160, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %none_187 = torch.constant.none
    %none_188 = torch.constant.none
    %int5_189 = torch.constant.int 5
    %cpu_190 = torch.constant.device "cpu"
    %int0_191 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %160, %none_187, %none_188, %int5_189, %cpu_190, %int0_191 : !torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_192 = torch.constant.int 0
    %none_193 = torch.constant.none
    %none_194 = torch.constant.none
    %cpu_195 = torch.constant.device "cpu"
    %false_196 = torch.constant.bool false
    %161 = torch.aten.arange.start %int0_192, %29, %none_193, %none_194, %cpu_195, %false_196 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %161, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_197 = torch.constant.int 0
    %162 = torch.aten.unsqueeze %161, %int0_197 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %162, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_198 = torch.constant.int 0
    %int128_199 = torch.constant.int 128
    %int2_200 = torch.constant.int 2
    %none_201 = torch.constant.none
    %none_202 = torch.constant.none
    %cpu_203 = torch.constant.device "cpu"
    %false_204 = torch.constant.bool false
    %163 = torch.aten.arange.start_step %int0_198, %int128_199, %int2_200, %none_201, %none_202, %cpu_203, %false_204 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_205 = torch.constant.none
    %none_206 = torch.constant.none
    %int4_207 = torch.constant.int 4
    %cpu_208 = torch.constant.device "cpu"
    %int0_209 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %163, %none_205, %none_206, %int4_207, %cpu_208, %int0_209 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_210 = torch.constant.int 6
    %164 = torch.prims.convert_element_type %163, %int6_210 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_211 = torch.constant.int 128
    %165 = torch.aten.div.Scalar %164, %int128_211 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_212 = torch.constant.float 5.000000e+05
    %166 = torch.aten.pow.Scalar %float5.000000e05_212, %165 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %167 = torch.aten.reciprocal %166 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_213 = torch.constant.float 1.000000e+00
    %168 = torch.aten.mul.Scalar %167, %float1.000000e00_213 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_214 = torch.constant.none
    %169 = torch.aten.clone %2, %none_214 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_215 = torch.constant.int 0
    %170 = torch.aten.unsqueeze %168, %int0_215 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_216 = torch.constant.int 2
    %171 = torch.aten.unsqueeze %170, %int2_216 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_217 = torch.constant.none
    %none_218 = torch.constant.none
    %int6_219 = torch.constant.int 6
    %cpu_220 = torch.constant.device "cpu"
    %int0_221 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %171, %none_217, %none_218, %int6_219, %cpu_220, %int0_221 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_222 = torch.constant.int 1
    %int-1_223 = torch.constant.int -1
    %int1_224 = torch.constant.int 1
    %172 = torch.prim.ListConstruct %int1_222, %int-1_223, %int1_224 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_225 = torch.constant.bool false
    %173 = torch.aten.expand %171, %172, %false_225 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_226 = torch.constant.int 1
    %174 = torch.aten.unsqueeze %162, %int1_226 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %174, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_227 = torch.constant.none
    %none_228 = torch.constant.none
    %int4_229 = torch.constant.int 4
    %cpu_230 = torch.constant.device "cpu"
    %int0_231 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %174, %none_227, %none_228, %int4_229, %cpu_230, %int0_231 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_232 = torch.constant.int 6
    %175 = torch.prims.convert_element_type %174, %int6_232 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %175, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %176 = torch.aten.matmul %173, %175 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %176, [%25], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_233 = torch.constant.int 1
    %int2_234 = torch.constant.int 2
    %177 = torch.aten.transpose.int %176, %int1_233, %int2_234 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %177, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %178 = torch.aten.cos %177 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %178, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %179 = torch.aten.mul.Tensor %178, %169 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %179, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_235 = torch.constant.none
    %none_236 = torch.constant.none
    %int6_237 = torch.constant.int 6
    %cpu_238 = torch.constant.device "cpu"
    %int0_239 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %179, %none_235, %none_236, %int6_237, %cpu_238, %int0_239 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_240 = torch.constant.int 5
    %180 = torch.prims.convert_element_type %179, %int5_240 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %180, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %181 = torch.aten.sin %177 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %181, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %182 = torch.aten.mul.Tensor %181, %169 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %182, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_241 = torch.constant.none
    %none_242 = torch.constant.none
    %int6_243 = torch.constant.int 6
    %cpu_244 = torch.constant.device "cpu"
    %int0_245 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %182, %none_241, %none_242, %int6_243, %cpu_244, %int0_245 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_246 = torch.constant.int 5
    %183 = torch.prims.convert_element_type %182, %int5_246 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %183, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_247 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %180, %int2_247 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %184, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_248 = torch.constant.int 2
    %185 = torch.aten.unsqueeze %183, %int2_248 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %185, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_249 = torch.constant.none
    %none_250 = torch.constant.none
    %int5_251 = torch.constant.int 5
    %cpu_252 = torch.constant.device "cpu"
    %int0_253 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %184, %none_249, %none_250, %int5_251, %cpu_252, %int0_253 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_254 = torch.constant.none
    %none_255 = torch.constant.none
    %int5_256 = torch.constant.int 5
    %cpu_257 = torch.constant.device "cpu"
    %int0_258 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %185, %none_254, %none_255, %int5_256, %cpu_257, %int0_258 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_259 = torch.constant.none
    %none_260 = torch.constant.none
    %int5_261 = torch.constant.int 5
    %cpu_262 = torch.constant.device "cpu"
    %int0_263 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_259, %none_260, %int5_261, %cpu_262, %int0_263 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_264 = torch.constant.int 3
    %int0_265 = torch.constant.int 0
    %int64_266 = torch.constant.int 64
    %int1_267 = torch.constant.int 1
    %186 = torch.aten.slice.Tensor %119, %int3_264, %int0_265, %int64_266, %int1_267 : !torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %186, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int3_268 = torch.constant.int 3
    %int64_269 = torch.constant.int 64
    %int9223372036854775807_270 = torch.constant.int 9223372036854775807
    %int1_271 = torch.constant.int 1
    %187 = torch.aten.slice.Tensor %119, %int3_268, %int64_269, %int9223372036854775807_270, %int1_271 : !torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %187, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %188 = torch.aten.mul.Tensor %186, %184 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %188, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %189 = torch.aten.mul.Tensor %187, %185 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %189, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int1_272 = torch.constant.int 1
    %190 = torch.aten.sub.Tensor %188, %189, %int1_272 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %190, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %191 = torch.aten.mul.Tensor %187, %184 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %191, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %192 = torch.aten.mul.Tensor %186, %185 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %192, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int1_273 = torch.constant.int 1
    %193 = torch.aten.add.Tensor %191, %192, %int1_273 : !torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %193, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %194 = torch_c.to_builtin_tensor %190 : !torch.vtensor<[1,?,1,64],f16> -> tensor<1x?x1x64xf16>
    %cast_274 = tensor.cast %194 : tensor<1x?x1x64xf16> to tensor<?x?x?x?xf16>
    %195 = torch_c.to_builtin_tensor %193 : !torch.vtensor<[1,?,1,64],f16> -> tensor<1x?x1x64xf16>
    %cast_275 = tensor.cast %195 : tensor<1x?x1x64xf16> to tensor<?x?x?x?xf16>
    %196 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_274, %cast_275) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_276 = tensor.cast %196 : tensor<?x?x?x2x?xf16> to tensor<1x?x1x2x64xf16>
    %197 = torch_c.from_builtin_tensor %cast_276 : tensor<1x?x1x2x64xf16> -> !torch.vtensor<[1,?,1,2,64],f16>
    torch.bind_symbolic_shape %197, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 64)> : !torch.vtensor<[1,?,1,2,64],f16>
    %int1_277 = torch.constant.int 1
    %int1_278 = torch.constant.int 1
    %int128_279 = torch.constant.int 128
    %198 = torch.prim.ListConstruct %int1_277, %29, %int1_278, %int128_279 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %199 = torch.aten.view %197, %198 : !torch.vtensor<[1,?,1,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %199, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_280 = torch.constant.none
    %none_281 = torch.constant.none
    %int5_282 = torch.constant.int 5
    %cpu_283 = torch.constant.device "cpu"
    %int0_284 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %199, %none_280, %none_281, %int5_282, %cpu_283, %int0_284 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %200 = torch.aten.div.Tensor %199, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %200, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %201 = torch.aten.clamp %200, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,?,1,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %201, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_285 = torch.constant.none
    %none_286 = torch.constant.none
    %int5_287 = torch.constant.int 5
    %cpu_288 = torch.constant.device "cpu"
    %int0_289 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %201, %none_285, %none_286, %int5_287, %cpu_288, %int0_289 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %202 = torch.prims.convert_element_type %201, %int24 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %202, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f8E4M3FN>
    %203 = torch.aten.div.Tensor %121, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %203, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %float-4.480000e02_290 = torch.constant.float -4.480000e+02
    %float4.480000e02_291 = torch.constant.float 4.480000e+02
    %204 = torch.aten.clamp %203, %float-4.480000e02_290, %float4.480000e02_291 : !torch.vtensor<[1,?,1,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %204, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_292 = torch.constant.none
    %none_293 = torch.constant.none
    %int5_294 = torch.constant.int 5
    %cpu_295 = torch.constant.device "cpu"
    %int0_296 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %204, %none_292, %none_293, %int5_294, %cpu_295, %int0_296 : !torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_297 = torch.constant.int 24
    %205 = torch.prims.convert_element_type %204, %int24_297 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %205, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f8E4M3FN>
    %int1_298 = torch.constant.int 1
    %int2_299 = torch.constant.int 2
    %int1_300 = torch.constant.int 1
    %int32_301 = torch.constant.int 32
    %int128_302 = torch.constant.int 128
    %206 = torch.prim.ListConstruct %28, %int1_298, %int2_299, %int1_300, %int32_301, %int128_302 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %207 = torch.aten.view %23, %206 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %207, [%26], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int2_303 = torch.constant.int 2
    %208 = torch.aten.mul.int %28, %int2_303 : !torch.int, !torch.int -> !torch.int
    %int1_304 = torch.constant.int 1
    %int32_305 = torch.constant.int 32
    %int128_306 = torch.constant.int 128
    %209 = torch.prim.ListConstruct %208, %int1_304, %int32_305, %int128_306 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %210 = torch.aten.view %207, %209 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %210, [%26], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %int1_307 = torch.constant.int 1
    %211 = torch.aten.mul.Scalar %arg2, %int1_307 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %211, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_308 = torch.constant.int 0
    %int1_309 = torch.constant.int 1
    %212 = torch.aten.add.Scalar %211, %int0_308, %int1_309 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %212, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_310 = torch.constant.int 2
    %213 = torch.aten.mul.Scalar %212, %int2_310 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %213, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_311 = torch.constant.int 0
    %int1_312 = torch.constant.int 1
    %214 = torch.aten.add.Scalar %213, %int0_311, %int1_312 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %214, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %215 = torch.prim.ListConstruct %27 : (!torch.int) -> !torch.list<int>
    %216 = torch.aten.view %214, %215 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %216, [%25], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_313 = torch.constant.int 1
    %int32_314 = torch.constant.int 32
    %int1_315 = torch.constant.int 1
    %int128_316 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %int1_313, %27, %int32_314, %int1_315, %int128_316 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %202, %217 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %218, [%25], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    %int32_317 = torch.constant.int 32
    %int1_318 = torch.constant.int 1
    %int128_319 = torch.constant.int 128
    %219 = torch.prim.ListConstruct %27, %int32_317, %int1_318, %int128_319 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %218, %219 : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %220, [%25], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f8E4M3FN>
    %int1_320 = torch.constant.int 1
    %int2_321 = torch.constant.int 2
    %221 = torch.aten.transpose.int %220, %int1_320, %int2_321 : !torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %221, [%25], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %none_322 = torch.constant.none
    %none_323 = torch.constant.none
    %int24_324 = torch.constant.int 24
    %cpu_325 = torch.constant.device "cpu"
    %int0_326 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %221, %none_322, %none_323, %int24_324, %cpu_325, %int0_326 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %222 = torch.prim.ListConstruct %216 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_327 = torch.constant.bool false
    %223 = torch.aten.index_put %210, %222, %221, %false_327 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %223, [%26], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %int1_328 = torch.constant.int 1
    %int2_329 = torch.constant.int 2
    %int1_330 = torch.constant.int 1
    %int32_331 = torch.constant.int 32
    %int128_332 = torch.constant.int 128
    %224 = torch.prim.ListConstruct %28, %int1_328, %int2_329, %int1_330, %int32_331, %int128_332 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %225, [%26], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int8192 = torch.constant.int 8192
    %226 = torch.prim.ListConstruct %28, %int8192 : (!torch.int, !torch.int) -> !torch.list<int>
    %227 = torch.aten.view %225, %226 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8192],f8E4M3FN>
    torch.bind_symbolic_shape %227, [%26], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %int1_333 = torch.constant.int 1
    %int2_334 = torch.constant.int 2
    %int1_335 = torch.constant.int 1
    %int32_336 = torch.constant.int 32
    %int128_337 = torch.constant.int 128
    %228 = torch.prim.ListConstruct %28, %int1_333, %int2_334, %int1_335, %int32_336, %int128_337 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %229 = torch.aten.view %227, %228 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %229, [%26], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int1_338 = torch.constant.int 1
    %int32_339 = torch.constant.int 32
    %int128_340 = torch.constant.int 128
    %230 = torch.prim.ListConstruct %208, %int1_338, %int32_339, %int128_340 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.view %229, %230 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %231, [%26], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %int1_341 = torch.constant.int 1
    %232 = torch.aten.mul.Scalar %arg2, %int1_341 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %232, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_342 = torch.constant.int 0
    %int1_343 = torch.constant.int 1
    %233 = torch.aten.add.Scalar %232, %int0_342, %int1_343 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %233, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_344 = torch.constant.int 2
    %234 = torch.aten.mul.Scalar %233, %int2_344 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %234, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_345 = torch.constant.int 1
    %int1_346 = torch.constant.int 1
    %235 = torch.aten.add.Scalar %234, %int1_345, %int1_346 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %235, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %236 = torch.prim.ListConstruct %27 : (!torch.int) -> !torch.list<int>
    %237 = torch.aten.view %235, %236 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %237, [%25], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_347 = torch.constant.int 1
    %int32_348 = torch.constant.int 32
    %int1_349 = torch.constant.int 1
    %int128_350 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %int1_347, %27, %int32_348, %int1_349, %int128_350 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %205, %238 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %239, [%25], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    %int32_351 = torch.constant.int 32
    %int1_352 = torch.constant.int 1
    %int128_353 = torch.constant.int 128
    %240 = torch.prim.ListConstruct %27, %int32_351, %int1_352, %int128_353 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %241, [%25], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f8E4M3FN>
    %int1_354 = torch.constant.int 1
    %int2_355 = torch.constant.int 2
    %242 = torch.aten.transpose.int %241, %int1_354, %int2_355 : !torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %242, [%25], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %none_356 = torch.constant.none
    %none_357 = torch.constant.none
    %int24_358 = torch.constant.int 24
    %cpu_359 = torch.constant.device "cpu"
    %int0_360 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_356, %none_357, %int24_358, %cpu_359, %int0_360 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %243 = torch.prim.ListConstruct %237 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_361 = torch.constant.bool false
    %244 = torch.aten.index_put %231, %243, %242, %false_361 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %244, [%26], affine_map<()[s0] -> (s0 * 2, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f8E4M3FN>
    %int1_362 = torch.constant.int 1
    %int2_363 = torch.constant.int 2
    %int1_364 = torch.constant.int 1
    %int32_365 = torch.constant.int 32
    %int128_366 = torch.constant.int 128
    %245 = torch.prim.ListConstruct %28, %int1_362, %int2_363, %int1_364, %int32_365, %int128_366 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %246, [%26], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int8192_367 = torch.constant.int 8192
    %247 = torch.prim.ListConstruct %28, %int8192_367 : (!torch.int, !torch.int) -> !torch.list<int>
    %248 = torch.aten.view %246, %247 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8192],f8E4M3FN>
    torch.overwrite.tensor.contents %248 overwrites %arg3 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.tensor<[?,8192],f8E4M3FN>
    torch.bind_symbolic_shape %248, [%26], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %int0_368 = torch.constant.int 0
    %int1_369 = torch.constant.int 1
    %none_370 = torch.constant.none
    %none_371 = torch.constant.none
    %cpu_372 = torch.constant.device "cpu"
    %false_373 = torch.constant.bool false
    %249 = torch.aten.arange.start_step %int0_368, %29, %int1_369, %none_370, %none_371, %cpu_372, %false_373 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %249, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_374 = torch.constant.int -1
    %250 = torch.aten.unsqueeze %arg1, %int-1_374 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %251 = torch.aten.ge.Tensor %249, %250 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %251, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_375 = torch.constant.none
    %none_376 = torch.constant.none
    %cpu_377 = torch.constant.device "cpu"
    %false_378 = torch.constant.bool false
    %252 = torch.aten.arange %29, %none_375, %none_376, %cpu_377, %false_378 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %252, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_379 = torch.constant.int 0
    %253 = torch.aten.unsqueeze %252, %int0_379 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %253, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_380 = torch.constant.int 1
    %254 = torch.aten.unsqueeze %253, %int1_380 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %254, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_381 = torch.constant.int 2
    %255 = torch.aten.unsqueeze %254, %int2_381 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %255, [%25], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_382 = torch.constant.none
    %none_383 = torch.constant.none
    %cpu_384 = torch.constant.device "cpu"
    %false_385 = torch.constant.bool false
    %256 = torch.aten.arange %29, %none_382, %none_383, %cpu_384, %false_385 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %256, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_386 = torch.constant.int 0
    %257 = torch.aten.unsqueeze %256, %int0_386 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %257, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_387 = torch.constant.int 1
    %258 = torch.aten.unsqueeze %257, %int1_387 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %258, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_388 = torch.constant.int 3
    %259 = torch.aten.unsqueeze %258, %int3_388 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %259, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %260 = torch.aten.gt.Tensor %255, %259 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %260, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_389 = torch.constant.int 1
    %261 = torch.aten.unsqueeze %251, %int1_389 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %261, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_390 = torch.constant.int 2
    %262 = torch.aten.unsqueeze %261, %int2_390 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %262, [%25], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %263 = torch.aten.logical_or %260, %262 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %263, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_391 = torch.constant.none
    %264 = torch.aten.clone %4, %none_391 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_392 = torch.constant.int 0
    %265 = torch.aten.where.ScalarOther %263, %264, %int0_392 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %265, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_393 = torch.constant.none
    %none_394 = torch.constant.none
    %int5_395 = torch.constant.int 5
    %cpu_396 = torch.constant.device "cpu"
    %int0_397 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %265, %none_393, %none_394, %int5_395, %cpu_396, %int0_397 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_398 = torch.constant.none
    %none_399 = torch.constant.none
    %int5_400 = torch.constant.int 5
    %cpu_401 = torch.constant.device "cpu"
    %int0_402 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %265, %none_398, %none_399, %int5_400, %cpu_401, %int0_402 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_403 = torch.constant.none
    %none_404 = torch.constant.none
    %int24_405 = torch.constant.int 24
    %cpu_406 = torch.constant.device "cpu"
    %int0_407 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %202, %none_403, %none_404, %int24_405, %cpu_406, %int0_407 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_408 = torch.constant.int 5
    %266 = torch.prims.convert_element_type %202, %int5_408 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %266, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %267 = torch.aten.mul.Tensor %266, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %267, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_409 = torch.constant.none
    %none_410 = torch.constant.none
    %int24_411 = torch.constant.int 24
    %cpu_412 = torch.constant.device "cpu"
    %int0_413 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_409, %none_410, %int24_411, %cpu_412, %int0_413 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_414 = torch.constant.int 5
    %268 = torch.prims.convert_element_type %205, %int5_414 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %268, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %269 = torch.aten.mul.Tensor %268, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %269, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int-2 = torch.constant.int -2
    %270 = torch.aten.unsqueeze %267, %int-2 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %270, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_415 = torch.constant.int 1
    %int1_416 = torch.constant.int 1
    %int2_417 = torch.constant.int 2
    %int128_418 = torch.constant.int 128
    %271 = torch.prim.ListConstruct %int1_415, %29, %int1_416, %int2_417, %int128_418 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_419 = torch.constant.bool false
    %272 = torch.aten.expand %270, %271, %false_419 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %272, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_420 = torch.constant.int 1
    %int2_421 = torch.constant.int 2
    %int128_422 = torch.constant.int 128
    %273 = torch.prim.ListConstruct %int1_420, %29, %int2_421, %int128_422 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %274 = torch.aten.view %272, %273 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %274, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int-2_423 = torch.constant.int -2
    %275 = torch.aten.unsqueeze %269, %int-2_423 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %275, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_424 = torch.constant.int 1
    %int1_425 = torch.constant.int 1
    %int2_426 = torch.constant.int 2
    %int128_427 = torch.constant.int 128
    %276 = torch.prim.ListConstruct %int1_424, %29, %int1_425, %int2_426, %int128_427 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_428 = torch.constant.bool false
    %277 = torch.aten.expand %275, %276, %false_428 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %277, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_429 = torch.constant.int 1
    %int2_430 = torch.constant.int 2
    %int128_431 = torch.constant.int 128
    %278 = torch.prim.ListConstruct %int1_429, %29, %int2_430, %int128_431 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %279 = torch.aten.view %277, %278 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %279, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_432 = torch.constant.int 1
    %int2_433 = torch.constant.int 2
    %280 = torch.aten.transpose.int %160, %int1_432, %int2_433 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %280, [%25], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_434 = torch.constant.int 1
    %int2_435 = torch.constant.int 2
    %281 = torch.aten.transpose.int %274, %int1_434, %int2_435 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %281, [%25], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_436 = torch.constant.int 1
    %int2_437 = torch.constant.int 2
    %282 = torch.aten.transpose.int %279, %int1_436, %int2_437 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %282, [%25], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_438 = torch.constant.bool false
    %none_439 = torch.constant.none
    %false_440 = torch.constant.bool false
    %283 = torch.aten.scaled_dot_product_attention %280, %281, %282, %265, %float0.000000e00, %false_438, %none_439, %false_440 : !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %283, [%25], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_441 = torch.constant.int 1
    %int2_442 = torch.constant.int 2
    %284 = torch.aten.transpose.int %283, %int1_441, %int2_442 : !torch.vtensor<[1,2,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %284, [%25], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_443 = torch.constant.int 1
    %int256_444 = torch.constant.int 256
    %285 = torch.prim.ListConstruct %int1_443, %29, %int256_444 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %286 = torch.aten.view %284, %285 : !torch.vtensor<[1,?,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %286, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_445 = torch.constant.int 1
    %int8_446 = torch.constant.int 8
    %int32_447 = torch.constant.int 32
    %287 = torch.prim.ListConstruct %int1_445, %29, %int8_446, %int32_447 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %286, %287 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %288, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_448 = torch.constant.int -1
    %int32_449 = torch.constant.int 32
    %289 = torch.prim.ListConstruct %int-1_448, %int32_449 : (!torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten.view %288, %289 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %290, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_450 = torch.constant.none
    %none_451 = torch.constant.none
    %int5_452 = torch.constant.int 5
    %cpu_453 = torch.constant.device "cpu"
    %int0_454 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %290, %none_450, %none_451, %int5_452, %cpu_453, %int0_454 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_455 = torch.constant.int 6
    %291 = torch.prims.convert_element_type %290, %int6_455 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %291, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %292 = torch_c.to_builtin_tensor %291 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %293:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%292) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %294 = torch_c.from_builtin_tensor %293#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %295 = torch_c.from_builtin_tensor %293#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %294, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %295, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_456 = torch.constant.int 1
    %int8_457 = torch.constant.int 8
    %int16_458 = torch.constant.int 16
    %296 = torch.prim.ListConstruct %int1_456, %29, %int8_457, %int16_458 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %297 = torch.aten.view %295, %296 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %297, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_459 = torch.constant.int 1
    %int8_460 = torch.constant.int 8
    %int1_461 = torch.constant.int 1
    %298 = torch.prim.ListConstruct %int1_459, %29, %int8_460, %int1_461 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %299 = torch.aten.view %294, %298 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %299, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_462 = torch.constant.int 1
    %int128_463 = torch.constant.int 128
    %300 = torch.prim.ListConstruct %int1_462, %29, %int128_463 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %301 = torch.aten.view %297, %300 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %301, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_464 = torch.constant.int -1
    %302 = torch.aten.squeeze.dim %299, %int-1_464 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %302, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int256_465 = torch.constant.int 256
    %int128_466 = torch.constant.int 128
    %303 = torch.prim.ListConstruct %int256_465, %int128_466 : (!torch.int, !torch.int) -> !torch.list<int>
    %304 = torch.aten.view %12, %303 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_467 = torch.constant.int -1
    %305 = torch.aten.squeeze.dim %13, %int-1_467 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %306 = torch_c.to_builtin_tensor %301 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_468 = tensor.cast %306 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %307 = torch_c.to_builtin_tensor %302 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_469 = tensor.cast %307 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %308 = torch_c.to_builtin_tensor %304 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %309 = torch_c.to_builtin_tensor %305 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %310 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_468, %cast_469, %308, %309) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_470 = tensor.cast %310 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %311 = torch_c.from_builtin_tensor %cast_470 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %311, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_471 = torch.constant.none
    %none_472 = torch.constant.none
    %int5_473 = torch.constant.int 5
    %cpu_474 = torch.constant.device "cpu"
    %int0_475 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %311, %none_471, %none_472, %int5_473, %cpu_474, %int0_475 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_476 = torch.constant.int 1
    %312 = torch.aten.add.Tensor %30, %311, %int1_476 : !torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %312, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_477 = torch.constant.none
    %none_478 = torch.constant.none
    %int5_479 = torch.constant.int 5
    %cpu_480 = torch.constant.device "cpu"
    %int0_481 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %312, %none_477, %none_478, %int5_479, %cpu_480, %int0_481 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_482 = torch.constant.int 6
    %313 = torch.prims.convert_element_type %312, %int6_482 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %313, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2_483 = torch.constant.int 2
    %314 = torch.aten.pow.Tensor_Scalar %313, %int2_483 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %314, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_484 = torch.constant.int -1
    %315 = torch.prim.ListConstruct %int-1_484 : (!torch.int) -> !torch.list<int>
    %true_485 = torch.constant.bool true
    %none_486 = torch.constant.none
    %316 = torch.aten.mean.dim %314, %315, %true_485, %none_486 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %316, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_487 = torch.constant.float 1.000000e-05
    %int1_488 = torch.constant.int 1
    %317 = torch.aten.add.Scalar %316, %float1.000000e-05_487, %int1_488 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %317, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %318 = torch.aten.rsqrt %317 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %318, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %319 = torch.aten.mul.Tensor %313, %318 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %319, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_489 = torch.constant.none
    %none_490 = torch.constant.none
    %int6_491 = torch.constant.int 6
    %cpu_492 = torch.constant.device "cpu"
    %int0_493 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %319, %none_489, %none_490, %int6_491, %cpu_492, %int0_493 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_494 = torch.constant.int 5
    %320 = torch.prims.convert_element_type %319, %int5_494 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %320, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %321 = torch.aten.mul.Tensor %14, %320 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %321, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_495 = torch.constant.none
    %none_496 = torch.constant.none
    %int6_497 = torch.constant.int 6
    %cpu_498 = torch.constant.device "cpu"
    %int0_499 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %321, %none_495, %none_496, %int6_497, %cpu_498, %int0_499 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_500 = torch.constant.int 5
    %322 = torch.prims.convert_element_type %321, %int5_500 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %322, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_501 = torch.constant.int 1
    %int8_502 = torch.constant.int 8
    %int32_503 = torch.constant.int 32
    %323 = torch.prim.ListConstruct %int1_501, %29, %int8_502, %int32_503 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %322, %323 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %324, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_504 = torch.constant.int -1
    %int32_505 = torch.constant.int 32
    %325 = torch.prim.ListConstruct %int-1_504, %int32_505 : (!torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %324, %325 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %326, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int5_508 = torch.constant.int 5
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %326, %none_506, %none_507, %int5_508, %cpu_509, %int0_510 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_511 = torch.constant.int 6
    %327 = torch.prims.convert_element_type %326, %int6_511 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %327, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %328 = torch_c.to_builtin_tensor %327 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %329:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%328) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %330 = torch_c.from_builtin_tensor %329#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %331 = torch_c.from_builtin_tensor %329#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %330, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %331, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_512 = torch.constant.int 1
    %int8_513 = torch.constant.int 8
    %int16_514 = torch.constant.int 16
    %332 = torch.prim.ListConstruct %int1_512, %29, %int8_513, %int16_514 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %333 = torch.aten.view %331, %332 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %333, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_515 = torch.constant.int 1
    %int8_516 = torch.constant.int 8
    %int1_517 = torch.constant.int 1
    %334 = torch.prim.ListConstruct %int1_515, %29, %int8_516, %int1_517 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %335 = torch.aten.view %330, %334 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %335, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_518 = torch.constant.int 1
    %int128_519 = torch.constant.int 128
    %336 = torch.prim.ListConstruct %int1_518, %29, %int128_519 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %333, %336 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %337, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_520 = torch.constant.int -1
    %338 = torch.aten.squeeze.dim %335, %int-1_520 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %338, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int512 = torch.constant.int 512
    %int128_521 = torch.constant.int 128
    %339 = torch.prim.ListConstruct %int512, %int128_521 : (!torch.int, !torch.int) -> !torch.list<int>
    %340 = torch.aten.view %15, %339 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_522 = torch.constant.int -1
    %341 = torch.aten.squeeze.dim %16, %int-1_522 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %342 = torch_c.to_builtin_tensor %337 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_523 = tensor.cast %342 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %343 = torch_c.to_builtin_tensor %338 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_524 = tensor.cast %343 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %344 = torch_c.to_builtin_tensor %340 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %345 = torch_c.to_builtin_tensor %341 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %346 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_523, %cast_524, %344, %345) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_525 = tensor.cast %346 : tensor<?x?x512xf16> to tensor<1x?x512xf16>
    %347 = torch_c.from_builtin_tensor %cast_525 : tensor<1x?x512xf16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %347, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %348 = torch.aten.silu %347 : !torch.vtensor<[1,?,512],f16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %348, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %int1_526 = torch.constant.int 1
    %int8_527 = torch.constant.int 8
    %int32_528 = torch.constant.int 32
    %349 = torch.prim.ListConstruct %int1_526, %29, %int8_527, %int32_528 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %350 = torch.aten.view %322, %349 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,32],f16>
    torch.bind_symbolic_shape %350, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 32)> : !torch.vtensor<[1,?,8,32],f16>
    %int-1_529 = torch.constant.int -1
    %int32_530 = torch.constant.int 32
    %351 = torch.prim.ListConstruct %int-1_529, %int32_530 : (!torch.int, !torch.int) -> !torch.list<int>
    %352 = torch.aten.view %350, %351 : !torch.vtensor<[1,?,8,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %352, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f16>
    %none_531 = torch.constant.none
    %none_532 = torch.constant.none
    %int5_533 = torch.constant.int 5
    %cpu_534 = torch.constant.device "cpu"
    %int0_535 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %352, %none_531, %none_532, %int5_533, %cpu_534, %int0_535 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_536 = torch.constant.int 6
    %353 = torch.prims.convert_element_type %352, %int6_536 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %353, [%25], affine_map<()[s0] -> (s0 * 256, 32)> : !torch.vtensor<[?,32],f32>
    %354 = torch_c.to_builtin_tensor %353 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %355:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%354) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %356 = torch_c.from_builtin_tensor %355#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %357 = torch_c.from_builtin_tensor %355#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %356, [%25], affine_map<()[s0] -> (s0 * 256)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %357, [%25], affine_map<()[s0] -> (s0 * 256, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_537 = torch.constant.int 1
    %int8_538 = torch.constant.int 8
    %int16_539 = torch.constant.int 16
    %358 = torch.prim.ListConstruct %int1_537, %29, %int8_538, %int16_539 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %359 = torch.aten.view %357, %358 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,16],ui8>
    torch.bind_symbolic_shape %359, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16)> : !torch.vtensor<[1,?,8,16],ui8>
    %int1_540 = torch.constant.int 1
    %int8_541 = torch.constant.int 8
    %int1_542 = torch.constant.int 1
    %360 = torch.prim.ListConstruct %int1_540, %29, %int8_541, %int1_542 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %361 = torch.aten.view %356, %360 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8,1],ui8>
    torch.bind_symbolic_shape %361, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1)> : !torch.vtensor<[1,?,8,1],ui8>
    %int1_543 = torch.constant.int 1
    %int128_544 = torch.constant.int 128
    %362 = torch.prim.ListConstruct %int1_543, %29, %int128_544 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %363 = torch.aten.view %359, %362 : !torch.vtensor<[1,?,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,128],ui8>
    torch.bind_symbolic_shape %363, [%25], affine_map<()[s0] -> (1, s0 * 32, 128)> : !torch.vtensor<[1,?,128],ui8>
    %int-1_545 = torch.constant.int -1
    %364 = torch.aten.squeeze.dim %361, %int-1_545 : !torch.vtensor<[1,?,8,1],ui8>, !torch.int -> !torch.vtensor<[1,?,8],ui8>
    torch.bind_symbolic_shape %364, [%25], affine_map<()[s0] -> (1, s0 * 32, 8)> : !torch.vtensor<[1,?,8],ui8>
    %int512_546 = torch.constant.int 512
    %int128_547 = torch.constant.int 128
    %365 = torch.prim.ListConstruct %int512_546, %int128_547 : (!torch.int, !torch.int) -> !torch.list<int>
    %366 = torch.aten.view %17, %365 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_548 = torch.constant.int -1
    %367 = torch.aten.squeeze.dim %18, %int-1_548 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %368 = torch_c.to_builtin_tensor %363 : !torch.vtensor<[1,?,128],ui8> -> tensor<1x?x128xi8>
    %cast_549 = tensor.cast %368 : tensor<1x?x128xi8> to tensor<?x?x128xi8>
    %369 = torch_c.to_builtin_tensor %364 : !torch.vtensor<[1,?,8],ui8> -> tensor<1x?x8xi8>
    %cast_550 = tensor.cast %369 : tensor<1x?x8xi8> to tensor<?x?x8xi8>
    %370 = torch_c.to_builtin_tensor %366 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %371 = torch_c.to_builtin_tensor %367 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %372 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_549, %cast_550, %370, %371) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_551 = tensor.cast %372 : tensor<?x?x512xf16> to tensor<1x?x512xf16>
    %373 = torch_c.from_builtin_tensor %cast_551 : tensor<1x?x512xf16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %373, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %374 = torch.aten.mul.Tensor %348, %373 : !torch.vtensor<[1,?,512],f16>, !torch.vtensor<[1,?,512],f16> -> !torch.vtensor<[1,?,512],f16>
    torch.bind_symbolic_shape %374, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],f16>
    %int1_552 = torch.constant.int 1
    %int16_553 = torch.constant.int 16
    %int32_554 = torch.constant.int 32
    %375 = torch.prim.ListConstruct %int1_552, %29, %int16_553, %int32_554 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %376 = torch.aten.view %374, %375 : !torch.vtensor<[1,?,512],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16,32],f16>
    torch.bind_symbolic_shape %376, [%25], affine_map<()[s0] -> (1, s0 * 32, 16, 32)> : !torch.vtensor<[1,?,16,32],f16>
    %int-1_555 = torch.constant.int -1
    %int32_556 = torch.constant.int 32
    %377 = torch.prim.ListConstruct %int-1_555, %int32_556 : (!torch.int, !torch.int) -> !torch.list<int>
    %378 = torch.aten.view %376, %377 : !torch.vtensor<[1,?,16,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %378, [%25], affine_map<()[s0] -> (s0 * 512, 32)> : !torch.vtensor<[?,32],f16>
    %none_557 = torch.constant.none
    %none_558 = torch.constant.none
    %int5_559 = torch.constant.int 5
    %cpu_560 = torch.constant.device "cpu"
    %int0_561 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %378, %none_557, %none_558, %int5_559, %cpu_560, %int0_561 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_562 = torch.constant.int 6
    %379 = torch.prims.convert_element_type %378, %int6_562 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %379, [%25], affine_map<()[s0] -> (s0 * 512, 32)> : !torch.vtensor<[?,32],f32>
    %380 = torch_c.to_builtin_tensor %379 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %381:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%380) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %382 = torch_c.from_builtin_tensor %381#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %383 = torch_c.from_builtin_tensor %381#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %382, [%25], affine_map<()[s0] -> (s0 * 512)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %383, [%25], affine_map<()[s0] -> (s0 * 512, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_563 = torch.constant.int 1
    %int16_564 = torch.constant.int 16
    %int16_565 = torch.constant.int 16
    %384 = torch.prim.ListConstruct %int1_563, %29, %int16_564, %int16_565 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %385 = torch.aten.view %383, %384 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,16,16],ui8>
    torch.bind_symbolic_shape %385, [%25], affine_map<()[s0] -> (1, s0 * 32, 16, 16)> : !torch.vtensor<[1,?,16,16],ui8>
    %int1_566 = torch.constant.int 1
    %int16_567 = torch.constant.int 16
    %int1_568 = torch.constant.int 1
    %386 = torch.prim.ListConstruct %int1_566, %29, %int16_567, %int1_568 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %387 = torch.aten.view %382, %386 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,16,1],ui8>
    torch.bind_symbolic_shape %387, [%25], affine_map<()[s0] -> (1, s0 * 32, 16, 1)> : !torch.vtensor<[1,?,16,1],ui8>
    %int1_569 = torch.constant.int 1
    %int256_570 = torch.constant.int 256
    %388 = torch.prim.ListConstruct %int1_569, %29, %int256_570 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %389 = torch.aten.view %385, %388 : !torch.vtensor<[1,?,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,256],ui8>
    torch.bind_symbolic_shape %389, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],ui8>
    %int-1_571 = torch.constant.int -1
    %390 = torch.aten.squeeze.dim %387, %int-1_571 : !torch.vtensor<[1,?,16,1],ui8>, !torch.int -> !torch.vtensor<[1,?,16],ui8>
    torch.bind_symbolic_shape %390, [%25], affine_map<()[s0] -> (1, s0 * 32, 16)> : !torch.vtensor<[1,?,16],ui8>
    %int256_572 = torch.constant.int 256
    %int256_573 = torch.constant.int 256
    %391 = torch.prim.ListConstruct %int256_572, %int256_573 : (!torch.int, !torch.int) -> !torch.list<int>
    %392 = torch.aten.view %19, %391 : !torch.vtensor<[256,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,256],ui8>
    %int-1_574 = torch.constant.int -1
    %393 = torch.aten.squeeze.dim %20, %int-1_574 : !torch.vtensor<[256,16,1],ui8>, !torch.int -> !torch.vtensor<[256,16],ui8>
    %394 = torch_c.to_builtin_tensor %389 : !torch.vtensor<[1,?,256],ui8> -> tensor<1x?x256xi8>
    %cast_575 = tensor.cast %394 : tensor<1x?x256xi8> to tensor<?x?x256xi8>
    %395 = torch_c.to_builtin_tensor %390 : !torch.vtensor<[1,?,16],ui8> -> tensor<1x?x16xi8>
    %cast_576 = tensor.cast %395 : tensor<1x?x16xi8> to tensor<?x?x16xi8>
    %396 = torch_c.to_builtin_tensor %392 : !torch.vtensor<[256,256],ui8> -> tensor<256x256xi8>
    %397 = torch_c.to_builtin_tensor %393 : !torch.vtensor<[256,16],ui8> -> tensor<256x16xi8>
    %398 = util.call @iree_mxfp4_bmm_B_M_HALF_K_256_i8_B_M_K_OVER_THIRTYTWO_16_i8_N_256_HALF_K_256_i8_N_256_K_OVER_THIRTYTWO_16_i8_B_M_N_256_f16(%cast_575, %cast_576, %396, %397) : (tensor<?x?x256xi8>, tensor<?x?x16xi8>, tensor<256x256xi8>, tensor<256x16xi8>) -> tensor<?x?x256xf16>
    %cast_577 = tensor.cast %398 : tensor<?x?x256xf16> to tensor<1x?x256xf16>
    %399 = torch_c.from_builtin_tensor %cast_577 : tensor<1x?x256xf16> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %399, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int1_578 = torch.constant.int 1
    %400 = torch.aten.add.Tensor %312, %399, %int1_578 : !torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %400, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %none_579 = torch.constant.none
    %none_580 = torch.constant.none
    %int5_581 = torch.constant.int 5
    %cpu_582 = torch.constant.device "cpu"
    %int0_583 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %400, %none_579, %none_580, %int5_581, %cpu_582, %int0_583 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_584 = torch.constant.none
    %none_585 = torch.constant.none
    %int5_586 = torch.constant.int 5
    %cpu_587 = torch.constant.device "cpu"
    %int0_588 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %400, %none_584, %none_585, %int5_586, %cpu_587, %int0_588 : !torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_589 = torch.constant.int 6
    %401 = torch.prims.convert_element_type %400, %int6_589 : !torch.vtensor<[1,?,256],f16>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %401, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int2_590 = torch.constant.int 2
    %402 = torch.aten.pow.Tensor_Scalar %401, %int2_590 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %402, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %int-1_591 = torch.constant.int -1
    %403 = torch.prim.ListConstruct %int-1_591 : (!torch.int) -> !torch.list<int>
    %true_592 = torch.constant.bool true
    %none_593 = torch.constant.none
    %404 = torch.aten.mean.dim %402, %403, %true_592, %none_593 : !torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %404, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_594 = torch.constant.float 1.000000e-05
    %int1_595 = torch.constant.int 1
    %405 = torch.aten.add.Scalar %404, %float1.000000e-05_594, %int1_595 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %405, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %406 = torch.aten.rsqrt %405 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %406, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %407 = torch.aten.mul.Tensor %401, %406 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %407, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_596 = torch.constant.none
    %none_597 = torch.constant.none
    %int6_598 = torch.constant.int 6
    %cpu_599 = torch.constant.device "cpu"
    %int0_600 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %407, %none_596, %none_597, %int6_598, %cpu_599, %int0_600 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_601 = torch.constant.int 5
    %408 = torch.prims.convert_element_type %407, %int5_601 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %408, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %409 = torch.aten.mul.Tensor %21, %408 : !torch.vtensor<[1,256],f32>, !torch.vtensor<[1,?,256],f16> -> !torch.vtensor<[1,?,256],f32>
    torch.bind_symbolic_shape %409, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f32>
    %none_602 = torch.constant.none
    %none_603 = torch.constant.none
    %int6_604 = torch.constant.int 6
    %cpu_605 = torch.constant.device "cpu"
    %int0_606 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %409, %none_602, %none_603, %int6_604, %cpu_605, %int0_606 : !torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_607 = torch.constant.int 5
    %410 = torch.prims.convert_element_type %409, %int5_607 : !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %410, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    %int-2_608 = torch.constant.int -2
    %int-1_609 = torch.constant.int -1
    %411 = torch.aten.transpose.int %22, %int-2_608, %int-1_609 : !torch.vtensor<[256,256],f16>, !torch.int, !torch.int -> !torch.vtensor<[256,256],f16>
    %none_610 = torch.constant.none
    %none_611 = torch.constant.none
    %int5_612 = torch.constant.int 5
    %cpu_613 = torch.constant.device "cpu"
    %int0_614 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %411, %none_610, %none_611, %int5_612, %cpu_613, %int0_614 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int256_615 = torch.constant.int 256
    %412 = torch.prim.ListConstruct %29, %int256_615 : (!torch.int, !torch.int) -> !torch.list<int>
    %413 = torch.aten.view %410, %412 : !torch.vtensor<[1,?,256],f16>, !torch.list<int> -> !torch.vtensor<[?,256],f16>
    torch.bind_symbolic_shape %413, [%25], affine_map<()[s0] -> (s0 * 32, 256)> : !torch.vtensor<[?,256],f16>
    %414 = torch.aten.matmul %413, %411 : !torch.vtensor<[?,256],f16>, !torch.vtensor<[256,256],f16> -> !torch.vtensor<[?,256],f16>
    torch.bind_symbolic_shape %414, [%25], affine_map<()[s0] -> (s0 * 32, 256)> : !torch.vtensor<[?,256],f16>
    %int1_616 = torch.constant.int 1
    %int256_617 = torch.constant.int 256
    %415 = torch.prim.ListConstruct %int1_616, %29, %int256_617 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.view %414, %415 : !torch.vtensor<[?,256],f16>, !torch.list<int> -> !torch.vtensor<[1,?,256],f16>
    torch.bind_symbolic_shape %416, [%25], affine_map<()[s0] -> (1, s0 * 32, 256)> : !torch.vtensor<[1,?,256],f16>
    return %416 : !torch.vtensor<[1,?,256],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,8192],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<256x256xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.0.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.0.kv_cache.quantizer:rscale" : tensor<f16>
    %3 = torch_c.from_builtin_tensor %__auto.blk.0.kv_cache.quantizer3Arscale : tensor<f16> -> !torch.vtensor<[],f16>
    %4 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %5 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %6 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %7 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %8 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %9 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<256xf32>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<256x8x16xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<256x8x1xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<128x8x16xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<128x8x1xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<128x8x16xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<128x8x16xi8> -> !torch.vtensor<[128,8,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<128x8x1xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<128x8x1xi8> -> !torch.vtensor<[128,8,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<256x8x16xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<256x8x16xi8> -> !torch.vtensor<[256,8,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<256x8x1xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<256x8x1xi8> -> !torch.vtensor<[256,8,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<256xf32>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<512x8x16xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<512x8x1xi8>
    %21 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<512x8x16xi8>
    %22 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<512x8x16xi8> -> !torch.vtensor<[512,8,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<512x8x1xi8>
    %23 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<512x8x1xi8> -> !torch.vtensor<[512,8,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<256x16x16xi8>
    %24 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<256x16x16xi8> -> !torch.vtensor<[256,16,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<256x16x1xi8>
    %25 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<256x16x1xi8> -> !torch.vtensor<[256,16,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x256xf32>
    %26 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x256xf32> -> !torch.vtensor<[1,256],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<256x256xf16>
    %27 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<256x256xf16> -> !torch.vtensor<[256,256],f16>
    %28 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,8192],f8E4M3FN>
    %29 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %30 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %28, [%30], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %int1 = torch.constant.int 1
    %31 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %32 = torch.aten.size.int %28, %int0 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %33 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[256,256],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,256],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %33, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %34 = torch.prims.convert_element_type %33, %int6 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2 = torch.constant.int 2
    %35 = torch.aten.pow.Tensor_Scalar %34, %int2 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_8 = torch.constant.int -1
    %36 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %37 = torch.aten.mean.dim %35, %36, %true, %none_9 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %38 = torch.aten.add.Scalar %37, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %39 = torch.aten.rsqrt %38 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %40 = torch.aten.mul.Tensor %34, %39 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %40, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %41 = torch.prims.convert_element_type %40, %int5_16 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %42 = torch.aten.mul.Tensor %10, %41 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %42, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %43 = torch.prims.convert_element_type %42, %int5_22 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int1_23 = torch.constant.int 1
    %int1_24 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int32 = torch.constant.int 32
    %44 = torch.prim.ListConstruct %int1_23, %int1_24, %int8, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.aten.view %43, %44 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %46 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %47, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %48 = torch.prims.convert_element_type %47, %int6_32 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %49 = torch_c.to_builtin_tensor %48 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast = tensor.cast %49 : tensor<8x32xf32> to tensor<?x32xf32>
    %50:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_33 = tensor.cast %50#0 : tensor<?xi8> to tensor<8xi8>
    %51 = torch_c.from_builtin_tensor %cast_33 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_34 = tensor.cast %50#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %52 = torch_c.from_builtin_tensor %cast_34 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_35 = torch.constant.int 1
    %int1_36 = torch.constant.int 1
    %int8_37 = torch.constant.int 8
    %int16 = torch.constant.int 16
    %53 = torch.prim.ListConstruct %int1_35, %int1_36, %int8_37, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %52, %53 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_38 = torch.constant.int 1
    %int1_39 = torch.constant.int 1
    %int8_40 = torch.constant.int 8
    %int1_41 = torch.constant.int 1
    %55 = torch.prim.ListConstruct %int1_38, %int1_39, %int8_40, %int1_41 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %51, %55 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %57 = torch.prim.ListConstruct %int1_42, %int1_43, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %54, %57 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_44 = torch.constant.int -1
    %59 = torch.aten.squeeze.dim %56, %int-1_44 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int256 = torch.constant.int 256
    %int128_45 = torch.constant.int 128
    %60 = torch.prim.ListConstruct %int256, %int128_45 : (!torch.int, !torch.int) -> !torch.list<int>
    %61 = torch.aten.view %11, %60 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_46 = torch.constant.int -1
    %62 = torch.aten.squeeze.dim %12, %int-1_46 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %63 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_47 = tensor.cast %63 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %64 = torch_c.to_builtin_tensor %59 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_48 = tensor.cast %64 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %65 = torch_c.to_builtin_tensor %61 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %66 = torch_c.to_builtin_tensor %62 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %67 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_47, %cast_48, %65, %66) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_49 = tensor.cast %67 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %68 = torch_c.from_builtin_tensor %cast_49 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %int8_52 = torch.constant.int 8
    %int32_53 = torch.constant.int 32
    %69 = torch.prim.ListConstruct %int1_50, %int1_51, %int8_52, %int32_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.view %43, %69 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_54 = torch.constant.int -1
    %int32_55 = torch.constant.int 32
    %71 = torch.prim.ListConstruct %int-1_54, %int32_55 : (!torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.aten.view %70, %71 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int5_58 = torch.constant.int 5
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_56, %none_57, %int5_58, %cpu_59, %int0_60 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_61 = torch.constant.int 6
    %73 = torch.prims.convert_element_type %72, %int6_61 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %74 = torch_c.to_builtin_tensor %73 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_62 = tensor.cast %74 : tensor<8x32xf32> to tensor<?x32xf32>
    %75:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_62) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_63 = tensor.cast %75#0 : tensor<?xi8> to tensor<8xi8>
    %76 = torch_c.from_builtin_tensor %cast_63 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_64 = tensor.cast %75#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %77 = torch_c.from_builtin_tensor %cast_64 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_65 = torch.constant.int 1
    %int1_66 = torch.constant.int 1
    %int8_67 = torch.constant.int 8
    %int16_68 = torch.constant.int 16
    %78 = torch.prim.ListConstruct %int1_65, %int1_66, %int8_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %77, %78 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_69 = torch.constant.int 1
    %int1_70 = torch.constant.int 1
    %int8_71 = torch.constant.int 8
    %int1_72 = torch.constant.int 1
    %80 = torch.prim.ListConstruct %int1_69, %int1_70, %int8_71, %int1_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %81 = torch.aten.view %76, %80 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_73 = torch.constant.int 1
    %int1_74 = torch.constant.int 1
    %int128_75 = torch.constant.int 128
    %82 = torch.prim.ListConstruct %int1_73, %int1_74, %int128_75 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %79, %82 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_76 = torch.constant.int -1
    %84 = torch.aten.squeeze.dim %81, %int-1_76 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int128_77 = torch.constant.int 128
    %int128_78 = torch.constant.int 128
    %85 = torch.prim.ListConstruct %int128_77, %int128_78 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch.aten.view %13, %85 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_79 = torch.constant.int -1
    %87 = torch.aten.squeeze.dim %14, %int-1_79 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %88 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_80 = tensor.cast %88 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %89 = torch_c.to_builtin_tensor %84 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_81 = tensor.cast %89 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %91 = torch_c.to_builtin_tensor %87 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %92 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_80, %cast_81, %90, %91) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_82 = tensor.cast %92 : tensor<?x?x128xf16> to tensor<1x1x128xf16>
    %93 = torch_c.from_builtin_tensor %cast_82 : tensor<1x1x128xf16> -> !torch.vtensor<[1,1,128],f16>
    %int1_83 = torch.constant.int 1
    %int1_84 = torch.constant.int 1
    %int8_85 = torch.constant.int 8
    %int32_86 = torch.constant.int 32
    %94 = torch.prim.ListConstruct %int1_83, %int1_84, %int8_85, %int32_86 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.view %43, %94 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_87 = torch.constant.int -1
    %int32_88 = torch.constant.int 32
    %96 = torch.prim.ListConstruct %int-1_87, %int32_88 : (!torch.int, !torch.int) -> !torch.list<int>
    %97 = torch.aten.view %95, %96 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_89 = torch.constant.none
    %none_90 = torch.constant.none
    %int5_91 = torch.constant.int 5
    %cpu_92 = torch.constant.device "cpu"
    %int0_93 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %97, %none_89, %none_90, %int5_91, %cpu_92, %int0_93 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_94 = torch.constant.int 6
    %98 = torch.prims.convert_element_type %97, %int6_94 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %99 = torch_c.to_builtin_tensor %98 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_95 = tensor.cast %99 : tensor<8x32xf32> to tensor<?x32xf32>
    %100:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_95) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_96 = tensor.cast %100#0 : tensor<?xi8> to tensor<8xi8>
    %101 = torch_c.from_builtin_tensor %cast_96 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_97 = tensor.cast %100#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %102 = torch_c.from_builtin_tensor %cast_97 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_98 = torch.constant.int 1
    %int1_99 = torch.constant.int 1
    %int8_100 = torch.constant.int 8
    %int16_101 = torch.constant.int 16
    %103 = torch.prim.ListConstruct %int1_98, %int1_99, %int8_100, %int16_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.view %102, %103 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_102 = torch.constant.int 1
    %int1_103 = torch.constant.int 1
    %int8_104 = torch.constant.int 8
    %int1_105 = torch.constant.int 1
    %105 = torch.prim.ListConstruct %int1_102, %int1_103, %int8_104, %int1_105 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %101, %105 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_106 = torch.constant.int 1
    %int1_107 = torch.constant.int 1
    %int128_108 = torch.constant.int 128
    %107 = torch.prim.ListConstruct %int1_106, %int1_107, %int128_108 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %104, %107 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_109 = torch.constant.int -1
    %109 = torch.aten.squeeze.dim %106, %int-1_109 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int128_110 = torch.constant.int 128
    %int128_111 = torch.constant.int 128
    %110 = torch.prim.ListConstruct %int128_110, %int128_111 : (!torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %15, %110 : !torch.vtensor<[128,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[128,128],ui8>
    %int-1_112 = torch.constant.int -1
    %112 = torch.aten.squeeze.dim %16, %int-1_112 : !torch.vtensor<[128,8,1],ui8>, !torch.int -> !torch.vtensor<[128,8],ui8>
    %113 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_113 = tensor.cast %113 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %114 = torch_c.to_builtin_tensor %109 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_114 = tensor.cast %114 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %115 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[128,128],ui8> -> tensor<128x128xi8>
    %116 = torch_c.to_builtin_tensor %112 : !torch.vtensor<[128,8],ui8> -> tensor<128x8xi8>
    %117 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_128_HALF_K_128_i8_N_128_K_OVER_THIRTYTWO_8_i8_B_M_N_128_f16(%cast_113, %cast_114, %115, %116) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<128x128xi8>, tensor<128x8xi8>) -> tensor<?x?x128xf16>
    %cast_115 = tensor.cast %117 : tensor<?x?x128xf16> to tensor<1x1x128xf16>
    %118 = torch_c.from_builtin_tensor %cast_115 : tensor<1x1x128xf16> -> !torch.vtensor<[1,1,128],f16>
    %int1_116 = torch.constant.int 1
    %int1_117 = torch.constant.int 1
    %int2_118 = torch.constant.int 2
    %int128_119 = torch.constant.int 128
    %119 = torch.prim.ListConstruct %int1_116, %int1_117, %int2_118, %int128_119 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %68, %119 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,128],f16>
    %int1_120 = torch.constant.int 1
    %int1_121 = torch.constant.int 1
    %int1_122 = torch.constant.int 1
    %int128_123 = torch.constant.int 128
    %121 = torch.prim.ListConstruct %int1_120, %int1_121, %int1_122, %int128_123 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %93, %121 : !torch.vtensor<[1,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %int1_124 = torch.constant.int 1
    %int1_125 = torch.constant.int 1
    %int1_126 = torch.constant.int 1
    %int128_127 = torch.constant.int 128
    %123 = torch.prim.ListConstruct %int1_124, %int1_125, %int1_126, %int128_127 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %124 = torch.aten.view %118, %123 : !torch.vtensor<[1,1,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %int0_128 = torch.constant.int 0
    %int1_129 = torch.constant.int 1
    %none_130 = torch.constant.none
    %none_131 = torch.constant.none
    %cpu_132 = torch.constant.device "cpu"
    %false_133 = torch.constant.bool false
    %125 = torch.aten.arange.start %int0_128, %int1_129, %none_130, %none_131, %cpu_132, %false_133 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_134 = torch.constant.int 0
    %126 = torch.aten.unsqueeze %125, %int0_134 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_135 = torch.constant.int 1
    %127 = torch.aten.unsqueeze %arg2, %int1_135 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_136 = torch.constant.int 1
    %128 = torch.aten.add.Tensor %126, %127, %int1_136 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_137 = torch.constant.int 0
    %int128_138 = torch.constant.int 128
    %int2_139 = torch.constant.int 2
    %none_140 = torch.constant.none
    %none_141 = torch.constant.none
    %cpu_142 = torch.constant.device "cpu"
    %false_143 = torch.constant.bool false
    %129 = torch.aten.arange.start_step %int0_137, %int128_138, %int2_139, %none_140, %none_141, %cpu_142, %false_143 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_144 = torch.constant.none
    %none_145 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_146 = torch.constant.device "cpu"
    %int0_147 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %129, %none_144, %none_145, %int4, %cpu_146, %int0_147 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_148 = torch.constant.int 6
    %130 = torch.prims.convert_element_type %129, %int6_148 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_149 = torch.constant.int 128
    %131 = torch.aten.div.Scalar %130, %int128_149 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %132 = torch.aten.pow.Scalar %float5.000000e05, %131 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %133 = torch.aten.reciprocal %132 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %134 = torch.aten.mul.Scalar %133, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_150 = torch.constant.none
    %135 = torch.aten.clone %1, %none_150 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_151 = torch.constant.int 0
    %136 = torch.aten.unsqueeze %134, %int0_151 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_152 = torch.constant.int 2
    %137 = torch.aten.unsqueeze %136, %int2_152 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_153 = torch.constant.none
    %none_154 = torch.constant.none
    %int6_155 = torch.constant.int 6
    %cpu_156 = torch.constant.device "cpu"
    %int0_157 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %137, %none_153, %none_154, %int6_155, %cpu_156, %int0_157 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_158 = torch.constant.int 1
    %int-1_159 = torch.constant.int -1
    %int1_160 = torch.constant.int 1
    %138 = torch.prim.ListConstruct %int1_158, %int-1_159, %int1_160 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_161 = torch.constant.bool false
    %139 = torch.aten.expand %137, %138, %false_161 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_162 = torch.constant.int 1
    %140 = torch.aten.unsqueeze %128, %int1_162 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_163 = torch.constant.none
    %none_164 = torch.constant.none
    %int4_165 = torch.constant.int 4
    %cpu_166 = torch.constant.device "cpu"
    %int0_167 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %140, %none_163, %none_164, %int4_165, %cpu_166, %int0_167 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_168 = torch.constant.int 6
    %141 = torch.prims.convert_element_type %140, %int6_168 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %142 = torch.aten.matmul %139, %141 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_169 = torch.constant.int 1
    %int2_170 = torch.constant.int 2
    %143 = torch.aten.transpose.int %142, %int1_169, %int2_170 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %144 = torch.aten.cos %143 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %145 = torch.aten.mul.Tensor %144, %135 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_171 = torch.constant.none
    %none_172 = torch.constant.none
    %int6_173 = torch.constant.int 6
    %cpu_174 = torch.constant.device "cpu"
    %int0_175 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_171, %none_172, %int6_173, %cpu_174, %int0_175 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_176 = torch.constant.int 5
    %146 = torch.prims.convert_element_type %145, %int5_176 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %147 = torch.aten.sin %143 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %148 = torch.aten.mul.Tensor %147, %135 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_177 = torch.constant.none
    %none_178 = torch.constant.none
    %int6_179 = torch.constant.int 6
    %cpu_180 = torch.constant.device "cpu"
    %int0_181 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %148, %none_177, %none_178, %int6_179, %cpu_180, %int0_181 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_182 = torch.constant.int 5
    %149 = torch.prims.convert_element_type %148, %int5_182 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_183 = torch.constant.int 2
    %150 = torch.aten.unsqueeze %146, %int2_183 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_184 = torch.constant.int 2
    %151 = torch.aten.unsqueeze %149, %int2_184 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_185 = torch.constant.none
    %none_186 = torch.constant.none
    %int5_187 = torch.constant.int 5
    %cpu_188 = torch.constant.device "cpu"
    %int0_189 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_185, %none_186, %int5_187, %cpu_188, %int0_189 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_190 = torch.constant.none
    %none_191 = torch.constant.none
    %int5_192 = torch.constant.int 5
    %cpu_193 = torch.constant.device "cpu"
    %int0_194 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %151, %none_190, %none_191, %int5_192, %cpu_193, %int0_194 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_195 = torch.constant.none
    %none_196 = torch.constant.none
    %int5_197 = torch.constant.int 5
    %cpu_198 = torch.constant.device "cpu"
    %int0_199 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %120, %none_195, %none_196, %int5_197, %cpu_198, %int0_199 : !torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_200 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_201 = torch.constant.int 1
    %152 = torch.aten.slice.Tensor %120, %int3, %int0_200, %int64, %int1_201 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %int3_202 = torch.constant.int 3
    %int64_203 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_204 = torch.constant.int 1
    %153 = torch.aten.slice.Tensor %120, %int3_202, %int64_203, %int9223372036854775807, %int1_204 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %154 = torch.aten.mul.Tensor %152, %150 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %155 = torch.aten.mul.Tensor %153, %151 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %int1_205 = torch.constant.int 1
    %156 = torch.aten.sub.Tensor %154, %155, %int1_205 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %157 = torch.aten.mul.Tensor %153, %150 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %158 = torch.aten.mul.Tensor %152, %151 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,2,64],f16>
    %int1_206 = torch.constant.int 1
    %159 = torch.aten.add.Tensor %157, %158, %int1_206 : !torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int -> !torch.vtensor<[1,1,2,64],f16>
    %160 = torch_c.to_builtin_tensor %156 : !torch.vtensor<[1,1,2,64],f16> -> tensor<1x1x2x64xf16>
    %cast_207 = tensor.cast %160 : tensor<1x1x2x64xf16> to tensor<?x?x?x?xf16>
    %161 = torch_c.to_builtin_tensor %159 : !torch.vtensor<[1,1,2,64],f16> -> tensor<1x1x2x64xf16>
    %cast_208 = tensor.cast %161 : tensor<1x1x2x64xf16> to tensor<?x?x?x?xf16>
    %162 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_207, %cast_208) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_209 = tensor.cast %162 : tensor<?x?x?x2x?xf16> to tensor<1x1x2x2x64xf16>
    %163 = torch_c.from_builtin_tensor %cast_209 : tensor<1x1x2x2x64xf16> -> !torch.vtensor<[1,1,2,2,64],f16>
    %int1_210 = torch.constant.int 1
    %int1_211 = torch.constant.int 1
    %int2_212 = torch.constant.int 2
    %int128_213 = torch.constant.int 128
    %164 = torch.prim.ListConstruct %int1_210, %int1_211, %int2_212, %int128_213 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %165 = torch.aten.view %163, %164 : !torch.vtensor<[1,1,2,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,2,128],f16>
    %none_214 = torch.constant.none
    %none_215 = torch.constant.none
    %int5_216 = torch.constant.int 5
    %cpu_217 = torch.constant.device "cpu"
    %int0_218 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %165, %none_214, %none_215, %int5_216, %cpu_217, %int0_218 : !torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_219 = torch.constant.int 0
    %int1_220 = torch.constant.int 1
    %none_221 = torch.constant.none
    %none_222 = torch.constant.none
    %cpu_223 = torch.constant.device "cpu"
    %false_224 = torch.constant.bool false
    %166 = torch.aten.arange.start %int0_219, %int1_220, %none_221, %none_222, %cpu_223, %false_224 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_225 = torch.constant.int 0
    %167 = torch.aten.unsqueeze %166, %int0_225 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_226 = torch.constant.int 1
    %168 = torch.aten.unsqueeze %arg2, %int1_226 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_227 = torch.constant.int 1
    %169 = torch.aten.add.Tensor %167, %168, %int1_227 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_228 = torch.constant.int 0
    %int128_229 = torch.constant.int 128
    %int2_230 = torch.constant.int 2
    %none_231 = torch.constant.none
    %none_232 = torch.constant.none
    %cpu_233 = torch.constant.device "cpu"
    %false_234 = torch.constant.bool false
    %170 = torch.aten.arange.start_step %int0_228, %int128_229, %int2_230, %none_231, %none_232, %cpu_233, %false_234 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_235 = torch.constant.none
    %none_236 = torch.constant.none
    %int4_237 = torch.constant.int 4
    %cpu_238 = torch.constant.device "cpu"
    %int0_239 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_235, %none_236, %int4_237, %cpu_238, %int0_239 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_240 = torch.constant.int 6
    %171 = torch.prims.convert_element_type %170, %int6_240 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_241 = torch.constant.int 128
    %172 = torch.aten.div.Scalar %171, %int128_241 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_242 = torch.constant.float 5.000000e+05
    %173 = torch.aten.pow.Scalar %float5.000000e05_242, %172 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %174 = torch.aten.reciprocal %173 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_243 = torch.constant.float 1.000000e+00
    %175 = torch.aten.mul.Scalar %174, %float1.000000e00_243 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_244 = torch.constant.none
    %176 = torch.aten.clone %2, %none_244 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_245 = torch.constant.int 0
    %177 = torch.aten.unsqueeze %175, %int0_245 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_246 = torch.constant.int 2
    %178 = torch.aten.unsqueeze %177, %int2_246 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_247 = torch.constant.none
    %none_248 = torch.constant.none
    %int6_249 = torch.constant.int 6
    %cpu_250 = torch.constant.device "cpu"
    %int0_251 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_247, %none_248, %int6_249, %cpu_250, %int0_251 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_252 = torch.constant.int 1
    %int-1_253 = torch.constant.int -1
    %int1_254 = torch.constant.int 1
    %179 = torch.prim.ListConstruct %int1_252, %int-1_253, %int1_254 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_255 = torch.constant.bool false
    %180 = torch.aten.expand %178, %179, %false_255 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_256 = torch.constant.int 1
    %181 = torch.aten.unsqueeze %169, %int1_256 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_257 = torch.constant.none
    %none_258 = torch.constant.none
    %int4_259 = torch.constant.int 4
    %cpu_260 = torch.constant.device "cpu"
    %int0_261 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %181, %none_257, %none_258, %int4_259, %cpu_260, %int0_261 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_262 = torch.constant.int 6
    %182 = torch.prims.convert_element_type %181, %int6_262 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %183 = torch.aten.matmul %180, %182 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_263 = torch.constant.int 1
    %int2_264 = torch.constant.int 2
    %184 = torch.aten.transpose.int %183, %int1_263, %int2_264 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %185 = torch.aten.cos %184 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %186 = torch.aten.mul.Tensor %185, %176 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_265 = torch.constant.none
    %none_266 = torch.constant.none
    %int6_267 = torch.constant.int 6
    %cpu_268 = torch.constant.device "cpu"
    %int0_269 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %186, %none_265, %none_266, %int6_267, %cpu_268, %int0_269 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_270 = torch.constant.int 5
    %187 = torch.prims.convert_element_type %186, %int5_270 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %188 = torch.aten.sin %184 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %189 = torch.aten.mul.Tensor %188, %176 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_271 = torch.constant.none
    %none_272 = torch.constant.none
    %int6_273 = torch.constant.int 6
    %cpu_274 = torch.constant.device "cpu"
    %int0_275 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %189, %none_271, %none_272, %int6_273, %cpu_274, %int0_275 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_276 = torch.constant.int 5
    %190 = torch.prims.convert_element_type %189, %int5_276 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_277 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %187, %int2_277 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_278 = torch.constant.int 2
    %192 = torch.aten.unsqueeze %190, %int2_278 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_279 = torch.constant.none
    %none_280 = torch.constant.none
    %int5_281 = torch.constant.int 5
    %cpu_282 = torch.constant.device "cpu"
    %int0_283 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %191, %none_279, %none_280, %int5_281, %cpu_282, %int0_283 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_284 = torch.constant.none
    %none_285 = torch.constant.none
    %int5_286 = torch.constant.int 5
    %cpu_287 = torch.constant.device "cpu"
    %int0_288 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %192, %none_284, %none_285, %int5_286, %cpu_287, %int0_288 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_289 = torch.constant.none
    %none_290 = torch.constant.none
    %int5_291 = torch.constant.int 5
    %cpu_292 = torch.constant.device "cpu"
    %int0_293 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %122, %none_289, %none_290, %int5_291, %cpu_292, %int0_293 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_294 = torch.constant.int 3
    %int0_295 = torch.constant.int 0
    %int64_296 = torch.constant.int 64
    %int1_297 = torch.constant.int 1
    %193 = torch.aten.slice.Tensor %122, %int3_294, %int0_295, %int64_296, %int1_297 : !torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int3_298 = torch.constant.int 3
    %int64_299 = torch.constant.int 64
    %int9223372036854775807_300 = torch.constant.int 9223372036854775807
    %int1_301 = torch.constant.int 1
    %194 = torch.aten.slice.Tensor %122, %int3_298, %int64_299, %int9223372036854775807_300, %int1_301 : !torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %195 = torch.aten.mul.Tensor %193, %191 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %196 = torch.aten.mul.Tensor %194, %192 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %int1_302 = torch.constant.int 1
    %197 = torch.aten.sub.Tensor %195, %196, %int1_302 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %198 = torch.aten.mul.Tensor %194, %191 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %199 = torch.aten.mul.Tensor %193, %192 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,1,64],f16>
    %int1_303 = torch.constant.int 1
    %200 = torch.aten.add.Tensor %198, %199, %int1_303 : !torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %201 = torch_c.to_builtin_tensor %197 : !torch.vtensor<[1,1,1,64],f16> -> tensor<1x1x1x64xf16>
    %cast_304 = tensor.cast %201 : tensor<1x1x1x64xf16> to tensor<?x?x?x?xf16>
    %202 = torch_c.to_builtin_tensor %200 : !torch.vtensor<[1,1,1,64],f16> -> tensor<1x1x1x64xf16>
    %cast_305 = tensor.cast %202 : tensor<1x1x1x64xf16> to tensor<?x?x?x?xf16>
    %203 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_304, %cast_305) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_306 = tensor.cast %203 : tensor<?x?x?x2x?xf16> to tensor<1x1x1x2x64xf16>
    %204 = torch_c.from_builtin_tensor %cast_306 : tensor<1x1x1x2x64xf16> -> !torch.vtensor<[1,1,1,2,64],f16>
    %int1_307 = torch.constant.int 1
    %int1_308 = torch.constant.int 1
    %int1_309 = torch.constant.int 1
    %int128_310 = torch.constant.int 128
    %205 = torch.prim.ListConstruct %int1_307, %int1_308, %int1_309, %int128_310 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten.view %204, %205 : !torch.vtensor<[1,1,1,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1,128],f16>
    %none_311 = torch.constant.none
    %none_312 = torch.constant.none
    %int5_313 = torch.constant.int 5
    %cpu_314 = torch.constant.device "cpu"
    %int0_315 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %206, %none_311, %none_312, %int5_313, %cpu_314, %int0_315 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %207 = torch.aten.div.Tensor %206, %3 : !torch.vtensor<[1,1,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,1,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %208 = torch.aten.clamp %207, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,1,1,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,1,128],f16>
    %none_316 = torch.constant.none
    %none_317 = torch.constant.none
    %int5_318 = torch.constant.int 5
    %cpu_319 = torch.constant.device "cpu"
    %int0_320 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %208, %none_316, %none_317, %int5_318, %cpu_319, %int0_320 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %209 = torch.prims.convert_element_type %208, %int24 : !torch.vtensor<[1,1,1,128],f16>, !torch.int -> !torch.vtensor<[1,1,1,128],f8E4M3FN>
    %210 = torch.aten.div.Tensor %124, %3 : !torch.vtensor<[1,1,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,1,128],f16>
    %float-4.480000e02_321 = torch.constant.float -4.480000e+02
    %float4.480000e02_322 = torch.constant.float 4.480000e+02
    %211 = torch.aten.clamp %210, %float-4.480000e02_321, %float4.480000e02_322 : !torch.vtensor<[1,1,1,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,1,128],f16>
    %none_323 = torch.constant.none
    %none_324 = torch.constant.none
    %int5_325 = torch.constant.int 5
    %cpu_326 = torch.constant.device "cpu"
    %int0_327 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %211, %none_323, %none_324, %int5_325, %cpu_326, %int0_327 : !torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_328 = torch.constant.int 24
    %212 = torch.prims.convert_element_type %211, %int24_328 : !torch.vtensor<[1,1,1,128],f16>, !torch.int -> !torch.vtensor<[1,1,1,128],f8E4M3FN>
    %int1_329 = torch.constant.int 1
    %int2_330 = torch.constant.int 2
    %int1_331 = torch.constant.int 1
    %int32_332 = torch.constant.int 32
    %int128_333 = torch.constant.int 128
    %213 = torch.prim.ListConstruct %32, %int1_329, %int2_330, %int1_331, %int32_332, %int128_333 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %214 = torch.aten.view %28, %213 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %214, [%30], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int2_334 = torch.constant.int 2
    %215 = torch.aten.mul.int %32, %int2_334 : !torch.int, !torch.int -> !torch.int
    %int32_335 = torch.constant.int 32
    %216 = torch.aten.mul.int %215, %int32_335 : !torch.int, !torch.int -> !torch.int
    %int128_336 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %216, %int128_336 : (!torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %214, %217 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %218, [%30], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int32_337 = torch.constant.int 32
    %219 = torch.aten.floor_divide.Scalar %arg2, %int32_337 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_338 = torch.constant.int 1
    %220 = torch.aten.unsqueeze %219, %int1_338 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_339 = torch.constant.int 1
    %false_340 = torch.constant.bool false
    %221 = torch.aten.gather %arg3, %int1_339, %220, %false_340 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_341 = torch.constant.int 1
    %int1_342 = torch.constant.int 1
    %int1_343 = torch.constant.int 1
    %222 = torch.prim.ListConstruct %int1_341, %int1_342, %int1_343 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten.view %221, %222 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_344 = torch.constant.int 32
    %224 = torch.aten.remainder.Scalar %arg2, %int32_344 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_345 = torch.constant.int 1
    %int1_346 = torch.constant.int 1
    %int1_347 = torch.constant.int 1
    %225 = torch.prim.ListConstruct %int1_345, %int1_346, %int1_347 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %226 = torch.aten.view %224, %225 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_348 = torch.constant.int 1
    %none_349 = torch.constant.none
    %none_350 = torch.constant.none
    %cpu_351 = torch.constant.device "cpu"
    %false_352 = torch.constant.bool false
    %227 = torch.aten.arange %int1_348, %none_349, %none_350, %cpu_351, %false_352 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int1_353 = torch.constant.int 1
    %int1_354 = torch.constant.int 1
    %int1_355 = torch.constant.int 1
    %228 = torch.prim.ListConstruct %int1_353, %int1_354, %int1_355 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %229 = torch.aten.view %227, %228 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %none_356 = torch.constant.none
    %230 = torch.aten.clone %4, %none_356 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_357 = torch.constant.int 1
    %int1_358 = torch.constant.int 1
    %int1_359 = torch.constant.int 1
    %231 = torch.prim.ListConstruct %int1_357, %int1_358, %int1_359 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %232 = torch.aten.view %230, %231 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_360 = torch.constant.int 1
    %233 = torch.aten.mul.Scalar %223, %int1_360 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_361 = torch.constant.int 0
    %int1_362 = torch.constant.int 1
    %234 = torch.aten.add.Scalar %233, %int0_361, %int1_362 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_363 = torch.constant.int 2
    %235 = torch.aten.mul.Scalar %234, %int2_363 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_364 = torch.constant.int 1
    %236 = torch.aten.add.Tensor %235, %232, %int1_364 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_365 = torch.constant.int 1
    %237 = torch.aten.mul.Scalar %236, %int1_365 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_366 = torch.constant.int 1
    %238 = torch.aten.add.Tensor %237, %229, %int1_366 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int32_367 = torch.constant.int 32
    %239 = torch.aten.mul.Scalar %238, %int32_367 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_368 = torch.constant.int 1
    %240 = torch.aten.add.Tensor %239, %226, %int1_368 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_369 = torch.constant.none
    %none_370 = torch.constant.none
    %int24_371 = torch.constant.int 24
    %cpu_372 = torch.constant.device "cpu"
    %int0_373 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %209, %none_369, %none_370, %int24_371, %cpu_372, %int0_373 : !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %241 = torch.prim.ListConstruct %240 : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %false_374 = torch.constant.bool false
    %242 = torch.aten.index_put %218, %241, %209, %false_374 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %242, [%30], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int1_375 = torch.constant.int 1
    %int2_376 = torch.constant.int 2
    %int1_377 = torch.constant.int 1
    %int32_378 = torch.constant.int 32
    %int128_379 = torch.constant.int 128
    %243 = torch.prim.ListConstruct %32, %int1_375, %int2_376, %int1_377, %int32_378, %int128_379 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %244 = torch.aten.view %242, %243 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %244, [%30], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int8192 = torch.constant.int 8192
    %245 = torch.prim.ListConstruct %32, %int8192 : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8192],f8E4M3FN>
    torch.bind_symbolic_shape %246, [%30], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %int1_380 = torch.constant.int 1
    %int2_381 = torch.constant.int 2
    %int1_382 = torch.constant.int 1
    %int32_383 = torch.constant.int 32
    %int128_384 = torch.constant.int 128
    %247 = torch.prim.ListConstruct %32, %int1_380, %int2_381, %int1_382, %int32_383, %int128_384 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %248 = torch.aten.view %246, %247 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %248, [%30], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int128_385 = torch.constant.int 128
    %249 = torch.prim.ListConstruct %216, %int128_385 : (!torch.int, !torch.int) -> !torch.list<int>
    %250 = torch.aten.view %248, %249 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %250, [%30], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %none_386 = torch.constant.none
    %251 = torch.aten.clone %5, %none_386 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_387 = torch.constant.int 1
    %int1_388 = torch.constant.int 1
    %int1_389 = torch.constant.int 1
    %252 = torch.prim.ListConstruct %int1_387, %int1_388, %int1_389 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %253 = torch.aten.view %251, %252 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_390 = torch.constant.int 1
    %254 = torch.aten.mul.Scalar %223, %int1_390 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_391 = torch.constant.int 0
    %int1_392 = torch.constant.int 1
    %255 = torch.aten.add.Scalar %254, %int0_391, %int1_392 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_393 = torch.constant.int 2
    %256 = torch.aten.mul.Scalar %255, %int2_393 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_394 = torch.constant.int 1
    %257 = torch.aten.add.Tensor %256, %253, %int1_394 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_395 = torch.constant.int 1
    %258 = torch.aten.mul.Scalar %257, %int1_395 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_396 = torch.constant.int 1
    %259 = torch.aten.add.Tensor %258, %229, %int1_396 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int32_397 = torch.constant.int 32
    %260 = torch.aten.mul.Scalar %259, %int32_397 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_398 = torch.constant.int 1
    %261 = torch.aten.add.Tensor %260, %226, %int1_398 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_399 = torch.constant.none
    %none_400 = torch.constant.none
    %int24_401 = torch.constant.int 24
    %cpu_402 = torch.constant.device "cpu"
    %int0_403 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %212, %none_399, %none_400, %int24_401, %cpu_402, %int0_403 : !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %262 = torch.prim.ListConstruct %261 : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %false_404 = torch.constant.bool false
    %263 = torch.aten.index_put %250, %262, %212, %false_404 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %263, [%30], affine_map<()[s0] -> (s0 * 64, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int1_405 = torch.constant.int 1
    %int2_406 = torch.constant.int 2
    %int1_407 = torch.constant.int 1
    %int32_408 = torch.constant.int 32
    %int128_409 = torch.constant.int 128
    %264 = torch.prim.ListConstruct %32, %int1_405, %int2_406, %int1_407, %int32_408, %int128_409 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %265 = torch.aten.view %263, %264 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %265, [%30], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %int8192_410 = torch.constant.int 8192
    %266 = torch.prim.ListConstruct %32, %int8192_410 : (!torch.int, !torch.int) -> !torch.list<int>
    %267 = torch.aten.view %265, %266 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8192],f8E4M3FN>
    torch.overwrite.tensor.contents %267 overwrites %arg4 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.tensor<[?,8192],f8E4M3FN>
    torch.bind_symbolic_shape %267, [%30], affine_map<()[s0] -> (s0, 8192)> : !torch.vtensor<[?,8192],f8E4M3FN>
    %none_411 = torch.constant.none
    %268 = torch.aten.clone %6, %none_411 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_412 = torch.constant.none
    %269 = torch.aten.clone %7, %none_412 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_413 = torch.constant.none
    %270 = torch.aten.clone %8, %none_413 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_414 = torch.constant.int 1
    %int2_415 = torch.constant.int 2
    %int1_416 = torch.constant.int 1
    %int32_417 = torch.constant.int 32
    %int128_418 = torch.constant.int 128
    %271 = torch.prim.ListConstruct %32, %int1_414, %int2_415, %int1_416, %int32_417, %int128_418 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %272 = torch.aten.view %267, %271 : !torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %272, [%30], affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)> : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    %273 = torch_c.to_builtin_tensor %272 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN> -> tensor<?x1x2x1x32x128xf8E4M3FN>
    %274 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_419 = tensor.cast %274 : tensor<1x?xi64> to tensor<?x?xi64>
    %275 = torch_c.to_builtin_tensor %268 : !torch.vtensor<[],si64> -> tensor<i64>
    %276 = torch_c.to_builtin_tensor %269 : !torch.vtensor<[],si64> -> tensor<i64>
    %277 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%273, %cast_419, %275, %276) : (tensor<?x1x2x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN>
    %cast_420 = tensor.cast %277 : tensor<?x?x1x32x128xf8E4M3FN> to tensor<1x?x1x32x128xf8E4M3FN>
    %278 = torch_c.from_builtin_tensor %cast_420 : tensor<1x?x1x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %278, [%29], affine_map<()[s0] -> (1, s0, 1, 32, 128)> : !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    %279 = torch_c.to_builtin_tensor %272 : !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN> -> tensor<?x1x2x1x32x128xf8E4M3FN>
    %280 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_421 = tensor.cast %280 : tensor<1x?xi64> to tensor<?x?xi64>
    %281 = torch_c.to_builtin_tensor %268 : !torch.vtensor<[],si64> -> tensor<i64>
    %282 = torch_c.to_builtin_tensor %270 : !torch.vtensor<[],si64> -> tensor<i64>
    %283 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%279, %cast_421, %281, %282) : (tensor<?x1x2x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN>
    %cast_422 = tensor.cast %283 : tensor<?x?x1x32x128xf8E4M3FN> to tensor<1x?x1x32x128xf8E4M3FN>
    %284 = torch_c.from_builtin_tensor %cast_422 : tensor<1x?x1x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %284, [%29], affine_map<()[s0] -> (1, s0, 1, 32, 128)> : !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    %int2_423 = torch.constant.int 2
    %int3_424 = torch.constant.int 3
    %285 = torch.aten.transpose.int %278, %int2_423, %int3_424 : !torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %285, [%29], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    %int32_425 = torch.constant.int 32
    %286 = torch.aten.mul.int %31, %int32_425 : !torch.int, !torch.int -> !torch.int
    %int1_426 = torch.constant.int 1
    %int1_427 = torch.constant.int 1
    %int128_428 = torch.constant.int 128
    %287 = torch.prim.ListConstruct %int1_426, %286, %int1_427, %int128_428 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %285, %287 : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %288, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f8E4M3FN>
    %int2_429 = torch.constant.int 2
    %int3_430 = torch.constant.int 3
    %289 = torch.aten.transpose.int %284, %int2_429, %int3_430 : !torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %289, [%29], affine_map<()[s0] -> (1, s0, 32, 1, 128)> : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    %int1_431 = torch.constant.int 1
    %int1_432 = torch.constant.int 1
    %int128_433 = torch.constant.int 128
    %290 = torch.prim.ListConstruct %int1_431, %286, %int1_432, %int128_433 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %291 = torch.aten.view %289, %290 : !torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    torch.bind_symbolic_shape %291, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f8E4M3FN>
    %int0_434 = torch.constant.int 0
    %int1_435 = torch.constant.int 1
    %none_436 = torch.constant.none
    %none_437 = torch.constant.none
    %cpu_438 = torch.constant.device "cpu"
    %false_439 = torch.constant.bool false
    %292 = torch.aten.arange.start_step %int0_434, %286, %int1_435, %none_436, %none_437, %cpu_438, %false_439 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %292, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_440 = torch.constant.int -1
    %293 = torch.aten.unsqueeze %arg1, %int-1_440 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %294 = torch.aten.ge.Tensor %292, %293 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %294, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_441 = torch.constant.none
    %295 = torch.aten.clone %9, %none_441 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_442 = torch.constant.int 0
    %296 = torch.aten.where.ScalarOther %294, %295, %int0_442 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %296, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_443 = torch.constant.none
    %none_444 = torch.constant.none
    %int5_445 = torch.constant.int 5
    %cpu_446 = torch.constant.device "cpu"
    %int0_447 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %296, %none_443, %none_444, %int5_445, %cpu_446, %int0_447 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_448 = torch.constant.int 1
    %297 = torch.aten.unsqueeze %296, %int1_448 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %297, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_449 = torch.constant.int 1
    %298 = torch.aten.unsqueeze %297, %int1_449 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %298, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_450 = torch.constant.none
    %none_451 = torch.constant.none
    %int5_452 = torch.constant.int 5
    %cpu_453 = torch.constant.device "cpu"
    %int0_454 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %298, %none_450, %none_451, %int5_452, %cpu_453, %int0_454 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_455 = torch.constant.none
    %none_456 = torch.constant.none
    %int24_457 = torch.constant.int 24
    %cpu_458 = torch.constant.device "cpu"
    %int0_459 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %288, %none_455, %none_456, %int24_457, %cpu_458, %int0_459 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_460 = torch.constant.int 5
    %299 = torch.prims.convert_element_type %288, %int5_460 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %299, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %300 = torch.aten.mul.Tensor %299, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %300, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %none_461 = torch.constant.none
    %none_462 = torch.constant.none
    %int24_463 = torch.constant.int 24
    %cpu_464 = torch.constant.device "cpu"
    %int0_465 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %291, %none_461, %none_462, %int24_463, %cpu_464, %int0_465 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_466 = torch.constant.int 5
    %301 = torch.prims.convert_element_type %291, %int5_466 : !torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %301, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %302 = torch.aten.mul.Tensor %301, %3 : !torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,1,128],f16>
    torch.bind_symbolic_shape %302, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 128)> : !torch.vtensor<[1,?,1,128],f16>
    %int-2 = torch.constant.int -2
    %303 = torch.aten.unsqueeze %300, %int-2 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %303, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_467 = torch.constant.int 1
    %int1_468 = torch.constant.int 1
    %int2_469 = torch.constant.int 2
    %int128_470 = torch.constant.int 128
    %304 = torch.prim.ListConstruct %int1_467, %286, %int1_468, %int2_469, %int128_470 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_471 = torch.constant.bool false
    %305 = torch.aten.expand %303, %304, %false_471 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %305, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_472 = torch.constant.int 1
    %int2_473 = torch.constant.int 2
    %int128_474 = torch.constant.int 128
    %306 = torch.prim.ListConstruct %int1_472, %286, %int2_473, %int128_474 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %307 = torch.aten.view %305, %306 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %307, [%29], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int-2_475 = torch.constant.int -2
    %308 = torch.aten.unsqueeze %302, %int-2_475 : !torch.vtensor<[1,?,1,128],f16>, !torch.int -> !torch.vtensor<[1,?,1,1,128],f16>
    torch.bind_symbolic_shape %308, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)> : !torch.vtensor<[1,?,1,1,128],f16>
    %int1_476 = torch.constant.int 1
    %int1_477 = torch.constant.int 1
    %int2_478 = torch.constant.int 2
    %int128_479 = torch.constant.int 128
    %309 = torch.prim.ListConstruct %int1_476, %286, %int1_477, %int2_478, %int128_479 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_480 = torch.constant.bool false
    %310 = torch.aten.expand %308, %309, %false_480 : !torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,1,2,128],f16>
    torch.bind_symbolic_shape %310, [%29], affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)> : !torch.vtensor<[1,?,1,2,128],f16>
    %int1_481 = torch.constant.int 1
    %int2_482 = torch.constant.int 2
    %int128_483 = torch.constant.int 128
    %311 = torch.prim.ListConstruct %int1_481, %286, %int2_482, %int128_483 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %312 = torch.aten.view %310, %311 : !torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,2,128],f16>
    torch.bind_symbolic_shape %312, [%29], affine_map<()[s0] -> (1, s0 * 32, 2, 128)> : !torch.vtensor<[1,?,2,128],f16>
    %int1_484 = torch.constant.int 1
    %int2_485 = torch.constant.int 2
    %313 = torch.aten.transpose.int %165, %int1_484, %int2_485 : !torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,1,128],f16>
    %int1_486 = torch.constant.int 1
    %int2_487 = torch.constant.int 2
    %314 = torch.aten.transpose.int %307, %int1_486, %int2_487 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %314, [%29], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %int1_488 = torch.constant.int 1
    %int2_489 = torch.constant.int 2
    %315 = torch.aten.transpose.int %312, %int1_488, %int2_489 : !torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,128],f16>
    torch.bind_symbolic_shape %315, [%29], affine_map<()[s0] -> (1, 2, s0 * 32, 128)> : !torch.vtensor<[1,2,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_490 = torch.constant.bool false
    %none_491 = torch.constant.none
    %false_492 = torch.constant.bool false
    %316 = torch.aten.scaled_dot_product_attention %313, %314, %315, %298, %float0.000000e00, %false_490, %none_491, %false_492 : !torch.vtensor<[1,2,1,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,1,128],f16>
    %int1_493 = torch.constant.int 1
    %int2_494 = torch.constant.int 2
    %317 = torch.aten.transpose.int %316, %int1_493, %int2_494 : !torch.vtensor<[1,2,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,128],f16>
    %int1_495 = torch.constant.int 1
    %int1_496 = torch.constant.int 1
    %int256_497 = torch.constant.int 256
    %318 = torch.prim.ListConstruct %int1_495, %int1_496, %int256_497 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %319 = torch.aten.view %317, %318 : !torch.vtensor<[1,1,2,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,256],f16>
    %int1_498 = torch.constant.int 1
    %int1_499 = torch.constant.int 1
    %int8_500 = torch.constant.int 8
    %int32_501 = torch.constant.int 32
    %320 = torch.prim.ListConstruct %int1_498, %int1_499, %int8_500, %int32_501 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %321 = torch.aten.view %319, %320 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_502 = torch.constant.int -1
    %int32_503 = torch.constant.int 32
    %322 = torch.prim.ListConstruct %int-1_502, %int32_503 : (!torch.int, !torch.int) -> !torch.list<int>
    %323 = torch.aten.view %321, %322 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_504 = torch.constant.none
    %none_505 = torch.constant.none
    %int5_506 = torch.constant.int 5
    %cpu_507 = torch.constant.device "cpu"
    %int0_508 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %323, %none_504, %none_505, %int5_506, %cpu_507, %int0_508 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_509 = torch.constant.int 6
    %324 = torch.prims.convert_element_type %323, %int6_509 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %325 = torch_c.to_builtin_tensor %324 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_510 = tensor.cast %325 : tensor<8x32xf32> to tensor<?x32xf32>
    %326:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_510) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_511 = tensor.cast %326#0 : tensor<?xi8> to tensor<8xi8>
    %327 = torch_c.from_builtin_tensor %cast_511 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_512 = tensor.cast %326#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %328 = torch_c.from_builtin_tensor %cast_512 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_513 = torch.constant.int 1
    %int1_514 = torch.constant.int 1
    %int8_515 = torch.constant.int 8
    %int16_516 = torch.constant.int 16
    %329 = torch.prim.ListConstruct %int1_513, %int1_514, %int8_515, %int16_516 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %330 = torch.aten.view %328, %329 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_517 = torch.constant.int 1
    %int1_518 = torch.constant.int 1
    %int8_519 = torch.constant.int 8
    %int1_520 = torch.constant.int 1
    %331 = torch.prim.ListConstruct %int1_517, %int1_518, %int8_519, %int1_520 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %332 = torch.aten.view %327, %331 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_521 = torch.constant.int 1
    %int1_522 = torch.constant.int 1
    %int128_523 = torch.constant.int 128
    %333 = torch.prim.ListConstruct %int1_521, %int1_522, %int128_523 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %334 = torch.aten.view %330, %333 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_524 = torch.constant.int -1
    %335 = torch.aten.squeeze.dim %332, %int-1_524 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int256_525 = torch.constant.int 256
    %int128_526 = torch.constant.int 128
    %336 = torch.prim.ListConstruct %int256_525, %int128_526 : (!torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %17, %336 : !torch.vtensor<[256,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,128],ui8>
    %int-1_527 = torch.constant.int -1
    %338 = torch.aten.squeeze.dim %18, %int-1_527 : !torch.vtensor<[256,8,1],ui8>, !torch.int -> !torch.vtensor<[256,8],ui8>
    %339 = torch_c.to_builtin_tensor %334 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_528 = tensor.cast %339 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %340 = torch_c.to_builtin_tensor %335 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_529 = tensor.cast %340 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %341 = torch_c.to_builtin_tensor %337 : !torch.vtensor<[256,128],ui8> -> tensor<256x128xi8>
    %342 = torch_c.to_builtin_tensor %338 : !torch.vtensor<[256,8],ui8> -> tensor<256x8xi8>
    %343 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_256_HALF_K_128_i8_N_256_K_OVER_THIRTYTWO_8_i8_B_M_N_256_f16(%cast_528, %cast_529, %341, %342) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<256x128xi8>, tensor<256x8xi8>) -> tensor<?x?x256xf16>
    %cast_530 = tensor.cast %343 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %344 = torch_c.from_builtin_tensor %cast_530 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %none_531 = torch.constant.none
    %none_532 = torch.constant.none
    %int5_533 = torch.constant.int 5
    %cpu_534 = torch.constant.device "cpu"
    %int0_535 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %344, %none_531, %none_532, %int5_533, %cpu_534, %int0_535 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_536 = torch.constant.int 1
    %345 = torch.aten.add.Tensor %33, %344, %int1_536 : !torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %none_537 = torch.constant.none
    %none_538 = torch.constant.none
    %int5_539 = torch.constant.int 5
    %cpu_540 = torch.constant.device "cpu"
    %int0_541 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %345, %none_537, %none_538, %int5_539, %cpu_540, %int0_541 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_542 = torch.constant.int 6
    %346 = torch.prims.convert_element_type %345, %int6_542 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2_543 = torch.constant.int 2
    %347 = torch.aten.pow.Tensor_Scalar %346, %int2_543 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_544 = torch.constant.int -1
    %348 = torch.prim.ListConstruct %int-1_544 : (!torch.int) -> !torch.list<int>
    %true_545 = torch.constant.bool true
    %none_546 = torch.constant.none
    %349 = torch.aten.mean.dim %347, %348, %true_545, %none_546 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_547 = torch.constant.float 1.000000e-05
    %int1_548 = torch.constant.int 1
    %350 = torch.aten.add.Scalar %349, %float1.000000e-05_547, %int1_548 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %351 = torch.aten.rsqrt %350 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %352 = torch.aten.mul.Tensor %346, %351 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_549 = torch.constant.none
    %none_550 = torch.constant.none
    %int6_551 = torch.constant.int 6
    %cpu_552 = torch.constant.device "cpu"
    %int0_553 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %352, %none_549, %none_550, %int6_551, %cpu_552, %int0_553 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_554 = torch.constant.int 5
    %353 = torch.prims.convert_element_type %352, %int5_554 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %354 = torch.aten.mul.Tensor %19, %353 : !torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_555 = torch.constant.none
    %none_556 = torch.constant.none
    %int6_557 = torch.constant.int 6
    %cpu_558 = torch.constant.device "cpu"
    %int0_559 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %354, %none_555, %none_556, %int6_557, %cpu_558, %int0_559 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_560 = torch.constant.int 5
    %355 = torch.prims.convert_element_type %354, %int5_560 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int1_561 = torch.constant.int 1
    %int1_562 = torch.constant.int 1
    %int8_563 = torch.constant.int 8
    %int32_564 = torch.constant.int 32
    %356 = torch.prim.ListConstruct %int1_561, %int1_562, %int8_563, %int32_564 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %357 = torch.aten.view %355, %356 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_565 = torch.constant.int -1
    %int32_566 = torch.constant.int 32
    %358 = torch.prim.ListConstruct %int-1_565, %int32_566 : (!torch.int, !torch.int) -> !torch.list<int>
    %359 = torch.aten.view %357, %358 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_567 = torch.constant.none
    %none_568 = torch.constant.none
    %int5_569 = torch.constant.int 5
    %cpu_570 = torch.constant.device "cpu"
    %int0_571 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %359, %none_567, %none_568, %int5_569, %cpu_570, %int0_571 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_572 = torch.constant.int 6
    %360 = torch.prims.convert_element_type %359, %int6_572 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %361 = torch_c.to_builtin_tensor %360 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_573 = tensor.cast %361 : tensor<8x32xf32> to tensor<?x32xf32>
    %362:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_573) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_574 = tensor.cast %362#0 : tensor<?xi8> to tensor<8xi8>
    %363 = torch_c.from_builtin_tensor %cast_574 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_575 = tensor.cast %362#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %364 = torch_c.from_builtin_tensor %cast_575 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_576 = torch.constant.int 1
    %int1_577 = torch.constant.int 1
    %int8_578 = torch.constant.int 8
    %int16_579 = torch.constant.int 16
    %365 = torch.prim.ListConstruct %int1_576, %int1_577, %int8_578, %int16_579 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %366 = torch.aten.view %364, %365 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_580 = torch.constant.int 1
    %int1_581 = torch.constant.int 1
    %int8_582 = torch.constant.int 8
    %int1_583 = torch.constant.int 1
    %367 = torch.prim.ListConstruct %int1_580, %int1_581, %int8_582, %int1_583 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %368 = torch.aten.view %363, %367 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_584 = torch.constant.int 1
    %int1_585 = torch.constant.int 1
    %int128_586 = torch.constant.int 128
    %369 = torch.prim.ListConstruct %int1_584, %int1_585, %int128_586 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %370 = torch.aten.view %366, %369 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_587 = torch.constant.int -1
    %371 = torch.aten.squeeze.dim %368, %int-1_587 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int512 = torch.constant.int 512
    %int128_588 = torch.constant.int 128
    %372 = torch.prim.ListConstruct %int512, %int128_588 : (!torch.int, !torch.int) -> !torch.list<int>
    %373 = torch.aten.view %20, %372 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_589 = torch.constant.int -1
    %374 = torch.aten.squeeze.dim %21, %int-1_589 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %375 = torch_c.to_builtin_tensor %370 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_590 = tensor.cast %375 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %376 = torch_c.to_builtin_tensor %371 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_591 = tensor.cast %376 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %377 = torch_c.to_builtin_tensor %373 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %378 = torch_c.to_builtin_tensor %374 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %379 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_590, %cast_591, %377, %378) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_592 = tensor.cast %379 : tensor<?x?x512xf16> to tensor<1x1x512xf16>
    %380 = torch_c.from_builtin_tensor %cast_592 : tensor<1x1x512xf16> -> !torch.vtensor<[1,1,512],f16>
    %381 = torch.aten.silu %380 : !torch.vtensor<[1,1,512],f16> -> !torch.vtensor<[1,1,512],f16>
    %int1_593 = torch.constant.int 1
    %int1_594 = torch.constant.int 1
    %int8_595 = torch.constant.int 8
    %int32_596 = torch.constant.int 32
    %382 = torch.prim.ListConstruct %int1_593, %int1_594, %int8_595, %int32_596 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %383 = torch.aten.view %355, %382 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,32],f16>
    %int-1_597 = torch.constant.int -1
    %int32_598 = torch.constant.int 32
    %384 = torch.prim.ListConstruct %int-1_597, %int32_598 : (!torch.int, !torch.int) -> !torch.list<int>
    %385 = torch.aten.view %383, %384 : !torch.vtensor<[1,1,8,32],f16>, !torch.list<int> -> !torch.vtensor<[8,32],f16>
    %none_599 = torch.constant.none
    %none_600 = torch.constant.none
    %int5_601 = torch.constant.int 5
    %cpu_602 = torch.constant.device "cpu"
    %int0_603 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %385, %none_599, %none_600, %int5_601, %cpu_602, %int0_603 : !torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_604 = torch.constant.int 6
    %386 = torch.prims.convert_element_type %385, %int6_604 : !torch.vtensor<[8,32],f16>, !torch.int -> !torch.vtensor<[8,32],f32>
    %387 = torch_c.to_builtin_tensor %386 : !torch.vtensor<[8,32],f32> -> tensor<8x32xf32>
    %cast_605 = tensor.cast %387 : tensor<8x32xf32> to tensor<?x32xf32>
    %388:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_605) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_606 = tensor.cast %388#0 : tensor<?xi8> to tensor<8xi8>
    %389 = torch_c.from_builtin_tensor %cast_606 : tensor<8xi8> -> !torch.vtensor<[8],ui8>
    %cast_607 = tensor.cast %388#1 : tensor<?x16xi8> to tensor<8x16xi8>
    %390 = torch_c.from_builtin_tensor %cast_607 : tensor<8x16xi8> -> !torch.vtensor<[8,16],ui8>
    %int1_608 = torch.constant.int 1
    %int1_609 = torch.constant.int 1
    %int8_610 = torch.constant.int 8
    %int16_611 = torch.constant.int 16
    %391 = torch.prim.ListConstruct %int1_608, %int1_609, %int8_610, %int16_611 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %392 = torch.aten.view %390, %391 : !torch.vtensor<[8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,16],ui8>
    %int1_612 = torch.constant.int 1
    %int1_613 = torch.constant.int 1
    %int8_614 = torch.constant.int 8
    %int1_615 = torch.constant.int 1
    %393 = torch.prim.ListConstruct %int1_612, %int1_613, %int8_614, %int1_615 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %394 = torch.aten.view %389, %393 : !torch.vtensor<[8],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8,1],ui8>
    %int1_616 = torch.constant.int 1
    %int1_617 = torch.constant.int 1
    %int128_618 = torch.constant.int 128
    %395 = torch.prim.ListConstruct %int1_616, %int1_617, %int128_618 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %396 = torch.aten.view %392, %395 : !torch.vtensor<[1,1,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,128],ui8>
    %int-1_619 = torch.constant.int -1
    %397 = torch.aten.squeeze.dim %394, %int-1_619 : !torch.vtensor<[1,1,8,1],ui8>, !torch.int -> !torch.vtensor<[1,1,8],ui8>
    %int512_620 = torch.constant.int 512
    %int128_621 = torch.constant.int 128
    %398 = torch.prim.ListConstruct %int512_620, %int128_621 : (!torch.int, !torch.int) -> !torch.list<int>
    %399 = torch.aten.view %22, %398 : !torch.vtensor<[512,8,16],ui8>, !torch.list<int> -> !torch.vtensor<[512,128],ui8>
    %int-1_622 = torch.constant.int -1
    %400 = torch.aten.squeeze.dim %23, %int-1_622 : !torch.vtensor<[512,8,1],ui8>, !torch.int -> !torch.vtensor<[512,8],ui8>
    %401 = torch_c.to_builtin_tensor %396 : !torch.vtensor<[1,1,128],ui8> -> tensor<1x1x128xi8>
    %cast_623 = tensor.cast %401 : tensor<1x1x128xi8> to tensor<?x?x128xi8>
    %402 = torch_c.to_builtin_tensor %397 : !torch.vtensor<[1,1,8],ui8> -> tensor<1x1x8xi8>
    %cast_624 = tensor.cast %402 : tensor<1x1x8xi8> to tensor<?x?x8xi8>
    %403 = torch_c.to_builtin_tensor %399 : !torch.vtensor<[512,128],ui8> -> tensor<512x128xi8>
    %404 = torch_c.to_builtin_tensor %400 : !torch.vtensor<[512,8],ui8> -> tensor<512x8xi8>
    %405 = util.call @iree_mxfp4_bmm_B_M_HALF_K_128_i8_B_M_K_OVER_THIRTYTWO_8_i8_N_512_HALF_K_128_i8_N_512_K_OVER_THIRTYTWO_8_i8_B_M_N_512_f16(%cast_623, %cast_624, %403, %404) : (tensor<?x?x128xi8>, tensor<?x?x8xi8>, tensor<512x128xi8>, tensor<512x8xi8>) -> tensor<?x?x512xf16>
    %cast_625 = tensor.cast %405 : tensor<?x?x512xf16> to tensor<1x1x512xf16>
    %406 = torch_c.from_builtin_tensor %cast_625 : tensor<1x1x512xf16> -> !torch.vtensor<[1,1,512],f16>
    %407 = torch.aten.mul.Tensor %381, %406 : !torch.vtensor<[1,1,512],f16>, !torch.vtensor<[1,1,512],f16> -> !torch.vtensor<[1,1,512],f16>
    %int1_626 = torch.constant.int 1
    %int1_627 = torch.constant.int 1
    %int16_628 = torch.constant.int 16
    %int32_629 = torch.constant.int 32
    %408 = torch.prim.ListConstruct %int1_626, %int1_627, %int16_628, %int32_629 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %409 = torch.aten.view %407, %408 : !torch.vtensor<[1,1,512],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16,32],f16>
    %int-1_630 = torch.constant.int -1
    %int32_631 = torch.constant.int 32
    %410 = torch.prim.ListConstruct %int-1_630, %int32_631 : (!torch.int, !torch.int) -> !torch.list<int>
    %411 = torch.aten.view %409, %410 : !torch.vtensor<[1,1,16,32],f16>, !torch.list<int> -> !torch.vtensor<[16,32],f16>
    %none_632 = torch.constant.none
    %none_633 = torch.constant.none
    %int5_634 = torch.constant.int 5
    %cpu_635 = torch.constant.device "cpu"
    %int0_636 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %411, %none_632, %none_633, %int5_634, %cpu_635, %int0_636 : !torch.vtensor<[16,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_637 = torch.constant.int 6
    %412 = torch.prims.convert_element_type %411, %int6_637 : !torch.vtensor<[16,32],f16>, !torch.int -> !torch.vtensor<[16,32],f32>
    %413 = torch_c.to_builtin_tensor %412 : !torch.vtensor<[16,32],f32> -> tensor<16x32xf32>
    %cast_638 = tensor.cast %413 : tensor<16x32xf32> to tensor<?x32xf32>
    %414:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_638) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_639 = tensor.cast %414#0 : tensor<?xi8> to tensor<16xi8>
    %415 = torch_c.from_builtin_tensor %cast_639 : tensor<16xi8> -> !torch.vtensor<[16],ui8>
    %cast_640 = tensor.cast %414#1 : tensor<?x16xi8> to tensor<16x16xi8>
    %416 = torch_c.from_builtin_tensor %cast_640 : tensor<16x16xi8> -> !torch.vtensor<[16,16],ui8>
    %int1_641 = torch.constant.int 1
    %int1_642 = torch.constant.int 1
    %int16_643 = torch.constant.int 16
    %int16_644 = torch.constant.int 16
    %417 = torch.prim.ListConstruct %int1_641, %int1_642, %int16_643, %int16_644 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %418 = torch.aten.view %416, %417 : !torch.vtensor<[16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,16,16],ui8>
    %int1_645 = torch.constant.int 1
    %int1_646 = torch.constant.int 1
    %int16_647 = torch.constant.int 16
    %int1_648 = torch.constant.int 1
    %419 = torch.prim.ListConstruct %int1_645, %int1_646, %int16_647, %int1_648 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %420 = torch.aten.view %415, %419 : !torch.vtensor<[16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,16,1],ui8>
    %int1_649 = torch.constant.int 1
    %int1_650 = torch.constant.int 1
    %int256_651 = torch.constant.int 256
    %421 = torch.prim.ListConstruct %int1_649, %int1_650, %int256_651 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %422 = torch.aten.view %418, %421 : !torch.vtensor<[1,1,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,256],ui8>
    %int-1_652 = torch.constant.int -1
    %423 = torch.aten.squeeze.dim %420, %int-1_652 : !torch.vtensor<[1,1,16,1],ui8>, !torch.int -> !torch.vtensor<[1,1,16],ui8>
    %int256_653 = torch.constant.int 256
    %int256_654 = torch.constant.int 256
    %424 = torch.prim.ListConstruct %int256_653, %int256_654 : (!torch.int, !torch.int) -> !torch.list<int>
    %425 = torch.aten.view %24, %424 : !torch.vtensor<[256,16,16],ui8>, !torch.list<int> -> !torch.vtensor<[256,256],ui8>
    %int-1_655 = torch.constant.int -1
    %426 = torch.aten.squeeze.dim %25, %int-1_655 : !torch.vtensor<[256,16,1],ui8>, !torch.int -> !torch.vtensor<[256,16],ui8>
    %427 = torch_c.to_builtin_tensor %422 : !torch.vtensor<[1,1,256],ui8> -> tensor<1x1x256xi8>
    %cast_656 = tensor.cast %427 : tensor<1x1x256xi8> to tensor<?x?x256xi8>
    %428 = torch_c.to_builtin_tensor %423 : !torch.vtensor<[1,1,16],ui8> -> tensor<1x1x16xi8>
    %cast_657 = tensor.cast %428 : tensor<1x1x16xi8> to tensor<?x?x16xi8>
    %429 = torch_c.to_builtin_tensor %425 : !torch.vtensor<[256,256],ui8> -> tensor<256x256xi8>
    %430 = torch_c.to_builtin_tensor %426 : !torch.vtensor<[256,16],ui8> -> tensor<256x16xi8>
    %431 = util.call @iree_mxfp4_bmm_B_M_HALF_K_256_i8_B_M_K_OVER_THIRTYTWO_16_i8_N_256_HALF_K_256_i8_N_256_K_OVER_THIRTYTWO_16_i8_B_M_N_256_f16(%cast_656, %cast_657, %429, %430) : (tensor<?x?x256xi8>, tensor<?x?x16xi8>, tensor<256x256xi8>, tensor<256x16xi8>) -> tensor<?x?x256xf16>
    %cast_658 = tensor.cast %431 : tensor<?x?x256xf16> to tensor<1x1x256xf16>
    %432 = torch_c.from_builtin_tensor %cast_658 : tensor<1x1x256xf16> -> !torch.vtensor<[1,1,256],f16>
    %int1_659 = torch.constant.int 1
    %433 = torch.aten.add.Tensor %345, %432, %int1_659 : !torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %none_660 = torch.constant.none
    %none_661 = torch.constant.none
    %int5_662 = torch.constant.int 5
    %cpu_663 = torch.constant.device "cpu"
    %int0_664 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %433, %none_660, %none_661, %int5_662, %cpu_663, %int0_664 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_665 = torch.constant.none
    %none_666 = torch.constant.none
    %int5_667 = torch.constant.int 5
    %cpu_668 = torch.constant.device "cpu"
    %int0_669 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %433, %none_665, %none_666, %int5_667, %cpu_668, %int0_669 : !torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_670 = torch.constant.int 6
    %434 = torch.prims.convert_element_type %433, %int6_670 : !torch.vtensor<[1,1,256],f16>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int2_671 = torch.constant.int 2
    %435 = torch.aten.pow.Tensor_Scalar %434, %int2_671 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f32>
    %int-1_672 = torch.constant.int -1
    %436 = torch.prim.ListConstruct %int-1_672 : (!torch.int) -> !torch.list<int>
    %true_673 = torch.constant.bool true
    %none_674 = torch.constant.none
    %437 = torch.aten.mean.dim %435, %436, %true_673, %none_674 : !torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_675 = torch.constant.float 1.000000e-05
    %int1_676 = torch.constant.int 1
    %438 = torch.aten.add.Scalar %437, %float1.000000e-05_675, %int1_676 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %439 = torch.aten.rsqrt %438 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %440 = torch.aten.mul.Tensor %434, %439 : !torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,256],f32>
    %none_677 = torch.constant.none
    %none_678 = torch.constant.none
    %int6_679 = torch.constant.int 6
    %cpu_680 = torch.constant.device "cpu"
    %int0_681 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %440, %none_677, %none_678, %int6_679, %cpu_680, %int0_681 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_682 = torch.constant.int 5
    %441 = torch.prims.convert_element_type %440, %int5_682 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %442 = torch.aten.mul.Tensor %26, %441 : !torch.vtensor<[1,256],f32>, !torch.vtensor<[1,1,256],f16> -> !torch.vtensor<[1,1,256],f32>
    %none_683 = torch.constant.none
    %none_684 = torch.constant.none
    %int6_685 = torch.constant.int 6
    %cpu_686 = torch.constant.device "cpu"
    %int0_687 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %442, %none_683, %none_684, %int6_685, %cpu_686, %int0_687 : !torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_688 = torch.constant.int 5
    %443 = torch.prims.convert_element_type %442, %int5_688 : !torch.vtensor<[1,1,256],f32>, !torch.int -> !torch.vtensor<[1,1,256],f16>
    %int-2_689 = torch.constant.int -2
    %int-1_690 = torch.constant.int -1
    %444 = torch.aten.transpose.int %27, %int-2_689, %int-1_690 : !torch.vtensor<[256,256],f16>, !torch.int, !torch.int -> !torch.vtensor<[256,256],f16>
    %none_691 = torch.constant.none
    %none_692 = torch.constant.none
    %int5_693 = torch.constant.int 5
    %cpu_694 = torch.constant.device "cpu"
    %int0_695 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %444, %none_691, %none_692, %int5_693, %cpu_694, %int0_695 : !torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_696 = torch.constant.int 1
    %int256_697 = torch.constant.int 256
    %445 = torch.prim.ListConstruct %int1_696, %int256_697 : (!torch.int, !torch.int) -> !torch.list<int>
    %446 = torch.aten.view %443, %445 : !torch.vtensor<[1,1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,256],f16>
    %447 = torch.aten.matmul %446, %444 : !torch.vtensor<[1,256],f16>, !torch.vtensor<[256,256],f16> -> !torch.vtensor<[1,256],f16>
    %int1_698 = torch.constant.int 1
    %int1_699 = torch.constant.int 1
    %int256_700 = torch.constant.int 256
    %448 = torch.prim.ListConstruct %int1_698, %int1_699, %int256_700 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %449 = torch.aten.view %447, %448 : !torch.vtensor<[1,256],f16>, !torch.list<int> -> !torch.vtensor<[1,1,256],f16>
    return %449 : !torch.vtensor<[1,1,256],f16>
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
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%arg0: tensor<?x1x2x1x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x2x1x32x128xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 1, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x1x2x1x32x128xf8E4M3FN> to tensor<?x1x32x128xf8E4M3FN>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x1x32x128xf8E4M3FN>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x1x32x128xf8E4M3FN>, tensor<?x?xi64>) outs(%2 : tensor<?x?x1x32x128xf8E4M3FN>) -> tensor<?x?x1x32x128xf8E4M3FN>
    util.return %3 : tensor<?x?x1x32x128xf8E4M3FN>
  }
}
