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
  util.global private @__auto.token_embd.weight = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<16384x16384xf16>
  util.global private @"__auto.blk.0.kv_cache.quantizer:rscale" = #flow.parameter.named<"model"::"blk.0.kv_cache.quantizer:rscale"> : tensor<f16>
  util.global private @__auto.blk.0.attn_norm.weight = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<16384xf32>
  util.global private @"__auto.blk.0.attn_q.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:qs"> : tensor<16384x512x16xi8>
  util.global private @"__auto.blk.0.attn_q.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:d"> : tensor<16384x512x1xi8>
  util.global private @"__auto.blk.0.attn_k.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:qs"> : tensor<1024x512x16xi8>
  util.global private @"__auto.blk.0.attn_k.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:d"> : tensor<1024x512x1xi8>
  util.global private @"__auto.blk.0.attn_v.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:qs"> : tensor<1024x512x16xi8>
  util.global private @"__auto.blk.0.attn_v.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:d"> : tensor<1024x512x1xi8>
  util.global private @"__auto.blk.0.attn_output.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:qs"> : tensor<16384x512x16xi8>
  util.global private @"__auto.blk.0.attn_output.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:d"> : tensor<16384x512x1xi8>
  util.global private @__auto.blk.0.ffn_norm.weight = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<16384xf32>
  util.global private @"__auto.blk.0.ffn_gate.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:qs"> : tensor<53248x512x16xi8>
  util.global private @"__auto.blk.0.ffn_gate.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:d"> : tensor<53248x512x1xi8>
  util.global private @"__auto.blk.0.ffn_up.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:qs"> : tensor<53248x512x16xi8>
  util.global private @"__auto.blk.0.ffn_up.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:d"> : tensor<53248x512x1xi8>
  util.global private @"__auto.blk.0.ffn_down.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<16384x1664x16xi8>
  util.global private @"__auto.blk.0.ffn_down.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<16384x1664x1xi8>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x16384xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<16384x16384xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,65536],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<16384x16384xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.0.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.0.kv_cache.quantizer:rscale" : tensor<f16>
    %3 = torch_c.from_builtin_tensor %__auto.blk.0.kv_cache.quantizer3Arscale : tensor<f16> -> !torch.vtensor<[],f16>
    %4 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<16384xf32>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<16384x512x1xi8>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<1024x512x1xi8>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<1024x512x1xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<16384x512x1xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<16384xf32>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %21 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %22 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %23 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,65536],f8E4M3FN>
    %24 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %25 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %26 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %23, [%26], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1 = torch.constant.int 1
    %27 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %28 = torch.aten.size.int %23, %int0 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %29 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %30 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %30, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %30, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %31 = torch.prims.convert_element_type %30, %int6 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %31, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2 = torch.constant.int 2
    %32 = torch.aten.pow.Tensor_Scalar %31, %int2 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %32, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_9 = torch.constant.int -1
    %33 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %34 = torch.aten.mean.dim %32, %33, %true, %none_10 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %35 = torch.aten.add.Scalar %34, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %35, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %36 = torch.aten.rsqrt %35 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %36, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %37 = torch.aten.mul.Tensor %31, %36 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %37, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %37, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %38 = torch.prims.convert_element_type %37, %int5_17 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %38, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %39 = torch.aten.mul.Tensor %5, %38 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %39, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %40 = torch.prims.convert_element_type %39, %int5_23 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %40, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %41 = torch.prim.ListConstruct %int1_24, %29, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.view %40, %41 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %42, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %43 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %44, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %44, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %45 = torch.prims.convert_element_type %44, %int6_32 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %45, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %46 = torch_c.to_builtin_tensor %45 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %47:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%46) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %48 = torch_c.from_builtin_tensor %47#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %49 = torch_c.from_builtin_tensor %47#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %48, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %49, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_33 = torch.constant.int 1
    %int512_34 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %50 = torch.prim.ListConstruct %int1_33, %29, %int512_34, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %51 = torch.aten.view %49, %50 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %51, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int512_36 = torch.constant.int 512
    %int1_37 = torch.constant.int 1
    %52 = torch.prim.ListConstruct %int1_35, %29, %int512_36, %int1_37 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %48, %52 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %53, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_38 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %54 = torch.prim.ListConstruct %int1_38, %29, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %51, %54 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %55, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_39 = torch.constant.int -1
    %56 = torch.aten.squeeze.dim %53, %int-1_39 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %56, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_40 = torch.constant.int 8192
    %57 = torch.prim.ListConstruct %int16384, %int8192_40 : (!torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %6, %57 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_41 = torch.constant.int -1
    %59 = torch.aten.squeeze.dim %7, %int-1_41 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %60 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast = tensor.cast %60 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %61 = torch_c.to_builtin_tensor %56 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_42 = tensor.cast %61 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %62 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %63 = torch_c.to_builtin_tensor %59 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %64 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast, %cast_42, %62, %63) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_43 = tensor.cast %64 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %65 = torch_c.from_builtin_tensor %cast_43 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %65, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_44 = torch.constant.int 1
    %int512_45 = torch.constant.int 512
    %int32_46 = torch.constant.int 32
    %66 = torch.prim.ListConstruct %int1_44, %29, %int512_45, %int32_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %67 = torch.aten.view %40, %66 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %67, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_47 = torch.constant.int -1
    %int32_48 = torch.constant.int 32
    %68 = torch.prim.ListConstruct %int-1_47, %int32_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %67, %68 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %69, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_49 = torch.constant.none
    %none_50 = torch.constant.none
    %int5_51 = torch.constant.int 5
    %cpu_52 = torch.constant.device "cpu"
    %int0_53 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %69, %none_49, %none_50, %int5_51, %cpu_52, %int0_53 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_54 = torch.constant.int 6
    %70 = torch.prims.convert_element_type %69, %int6_54 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %70, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %71 = torch_c.to_builtin_tensor %70 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %72:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%71) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %73 = torch_c.from_builtin_tensor %72#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %74 = torch_c.from_builtin_tensor %72#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %73, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %74, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_55 = torch.constant.int 1
    %int512_56 = torch.constant.int 512
    %int16_57 = torch.constant.int 16
    %75 = torch.prim.ListConstruct %int1_55, %29, %int512_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.view %74, %75 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %76, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_58 = torch.constant.int 1
    %int512_59 = torch.constant.int 512
    %int1_60 = torch.constant.int 1
    %77 = torch.prim.ListConstruct %int1_58, %29, %int512_59, %int1_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %73, %77 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %78, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_61 = torch.constant.int 1
    %int8192_62 = torch.constant.int 8192
    %79 = torch.prim.ListConstruct %int1_61, %29, %int8192_62 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.aten.view %76, %79 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %80, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_63 = torch.constant.int -1
    %81 = torch.aten.squeeze.dim %78, %int-1_63 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %81, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_64 = torch.constant.int 8192
    %82 = torch.prim.ListConstruct %int1024, %int8192_64 : (!torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %8, %82 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_65 = torch.constant.int -1
    %84 = torch.aten.squeeze.dim %9, %int-1_65 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %85 = torch_c.to_builtin_tensor %80 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_66 = tensor.cast %85 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %86 = torch_c.to_builtin_tensor %81 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_67 = tensor.cast %86 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %87 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %88 = torch_c.to_builtin_tensor %84 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %89 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_66, %cast_67, %87, %88) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_68 = tensor.cast %89 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %90 = torch_c.from_builtin_tensor %cast_68 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %90, [%25], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_69 = torch.constant.int 1
    %int512_70 = torch.constant.int 512
    %int32_71 = torch.constant.int 32
    %91 = torch.prim.ListConstruct %int1_69, %29, %int512_70, %int32_71 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %92 = torch.aten.view %40, %91 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %92, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_72 = torch.constant.int -1
    %int32_73 = torch.constant.int 32
    %93 = torch.prim.ListConstruct %int-1_72, %int32_73 : (!torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %92, %93 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %94, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_74 = torch.constant.none
    %none_75 = torch.constant.none
    %int5_76 = torch.constant.int 5
    %cpu_77 = torch.constant.device "cpu"
    %int0_78 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %94, %none_74, %none_75, %int5_76, %cpu_77, %int0_78 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_79 = torch.constant.int 6
    %95 = torch.prims.convert_element_type %94, %int6_79 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %95, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %96 = torch_c.to_builtin_tensor %95 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %97:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%96) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %98 = torch_c.from_builtin_tensor %97#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %99 = torch_c.from_builtin_tensor %97#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %98, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %99, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_80 = torch.constant.int 1
    %int512_81 = torch.constant.int 512
    %int16_82 = torch.constant.int 16
    %100 = torch.prim.ListConstruct %int1_80, %29, %int512_81, %int16_82 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %101 = torch.aten.view %99, %100 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %101, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int1_85 = torch.constant.int 1
    %102 = torch.prim.ListConstruct %int1_83, %29, %int512_84, %int1_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %98, %102 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %103, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_86 = torch.constant.int 1
    %int8192_87 = torch.constant.int 8192
    %104 = torch.prim.ListConstruct %int1_86, %29, %int8192_87 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.view %101, %104 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %105, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_88 = torch.constant.int -1
    %106 = torch.aten.squeeze.dim %103, %int-1_88 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %106, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024_89 = torch.constant.int 1024
    %int8192_90 = torch.constant.int 8192
    %107 = torch.prim.ListConstruct %int1024_89, %int8192_90 : (!torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %10, %107 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_91 = torch.constant.int -1
    %109 = torch.aten.squeeze.dim %11, %int-1_91 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %110 = torch_c.to_builtin_tensor %105 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_92 = tensor.cast %110 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %111 = torch_c.to_builtin_tensor %106 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_93 = tensor.cast %111 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %112 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %113 = torch_c.to_builtin_tensor %109 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %114 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_92, %cast_93, %112, %113) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_94 = tensor.cast %114 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %115 = torch_c.from_builtin_tensor %cast_94 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %115, [%25], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_95 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_96 = torch.constant.int 128
    %116 = torch.prim.ListConstruct %int1_95, %29, %int128, %int128_96 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %117 = torch.aten.view %65, %116 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %117, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_97 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_98 = torch.constant.int 128
    %118 = torch.prim.ListConstruct %int1_97, %29, %int8, %int128_98 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %90, %118 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %119, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_99 = torch.constant.int 1
    %int8_100 = torch.constant.int 8
    %int128_101 = torch.constant.int 128
    %120 = torch.prim.ListConstruct %int1_99, %29, %int8_100, %int128_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.view %115, %120 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %121, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_102 = torch.constant.int 0
    %none_103 = torch.constant.none
    %none_104 = torch.constant.none
    %cpu_105 = torch.constant.device "cpu"
    %false_106 = torch.constant.bool false
    %122 = torch.aten.arange.start %int0_102, %29, %none_103, %none_104, %cpu_105, %false_106 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %122, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_107 = torch.constant.int 0
    %123 = torch.aten.unsqueeze %122, %int0_107 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %123, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_108 = torch.constant.int 0
    %int128_109 = torch.constant.int 128
    %int2_110 = torch.constant.int 2
    %none_111 = torch.constant.none
    %none_112 = torch.constant.none
    %cpu_113 = torch.constant.device "cpu"
    %false_114 = torch.constant.bool false
    %124 = torch.aten.arange.start_step %int0_108, %int128_109, %int2_110, %none_111, %none_112, %cpu_113, %false_114 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_115 = torch.constant.none
    %none_116 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_117 = torch.constant.device "cpu"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %124, %none_115, %none_116, %int4, %cpu_117, %int0_118 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_119 = torch.constant.int 6
    %125 = torch.prims.convert_element_type %124, %int6_119 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_120 = torch.constant.int 128
    %126 = torch.aten.div.Scalar %125, %int128_120 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %127 = torch.aten.pow.Scalar %float5.000000e05, %126 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %128 = torch.aten.reciprocal %127 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %129 = torch.aten.mul.Scalar %128, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_121 = torch.constant.none
    %130 = torch.aten.clone %1, %none_121 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_122 = torch.constant.int 0
    %131 = torch.aten.unsqueeze %129, %int0_122 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_123 = torch.constant.int 2
    %132 = torch.aten.unsqueeze %131, %int2_123 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_124 = torch.constant.none
    %none_125 = torch.constant.none
    %int6_126 = torch.constant.int 6
    %cpu_127 = torch.constant.device "cpu"
    %int0_128 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %132, %none_124, %none_125, %int6_126, %cpu_127, %int0_128 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_129 = torch.constant.int 1
    %int-1_130 = torch.constant.int -1
    %int1_131 = torch.constant.int 1
    %133 = torch.prim.ListConstruct %int1_129, %int-1_130, %int1_131 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_132 = torch.constant.bool false
    %134 = torch.aten.expand %132, %133, %false_132 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_133 = torch.constant.int 1
    %135 = torch.aten.unsqueeze %123, %int1_133 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %135, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_134 = torch.constant.none
    %none_135 = torch.constant.none
    %int4_136 = torch.constant.int 4
    %cpu_137 = torch.constant.device "cpu"
    %int0_138 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %135, %none_134, %none_135, %int4_136, %cpu_137, %int0_138 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_139 = torch.constant.int 6
    %136 = torch.prims.convert_element_type %135, %int6_139 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %136, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %137 = torch.aten.matmul %134, %136 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %137, [%25], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_140 = torch.constant.int 1
    %int2_141 = torch.constant.int 2
    %138 = torch.aten.transpose.int %137, %int1_140, %int2_141 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %138, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %139 = torch.aten.cos %138 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %139, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %140 = torch.aten.mul.Tensor %139, %130 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %140, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_142 = torch.constant.none
    %none_143 = torch.constant.none
    %int6_144 = torch.constant.int 6
    %cpu_145 = torch.constant.device "cpu"
    %int0_146 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %140, %none_142, %none_143, %int6_144, %cpu_145, %int0_146 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_147 = torch.constant.int 5
    %141 = torch.prims.convert_element_type %140, %int5_147 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %141, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %142 = torch.aten.sin %138 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %142, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %143 = torch.aten.mul.Tensor %142, %130 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %143, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_148 = torch.constant.none
    %none_149 = torch.constant.none
    %int6_150 = torch.constant.int 6
    %cpu_151 = torch.constant.device "cpu"
    %int0_152 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %143, %none_148, %none_149, %int6_150, %cpu_151, %int0_152 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_153 = torch.constant.int 5
    %144 = torch.prims.convert_element_type %143, %int5_153 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %144, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_154 = torch.constant.int 2
    %145 = torch.aten.unsqueeze %141, %int2_154 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %145, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_155 = torch.constant.int 2
    %146 = torch.aten.unsqueeze %144, %int2_155 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %146, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int5_158 = torch.constant.int 5
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_156, %none_157, %int5_158, %cpu_159, %int0_160 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_161 = torch.constant.none
    %none_162 = torch.constant.none
    %int5_163 = torch.constant.int 5
    %cpu_164 = torch.constant.device "cpu"
    %int0_165 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %146, %none_161, %none_162, %int5_163, %cpu_164, %int0_165 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_166 = torch.constant.none
    %none_167 = torch.constant.none
    %int5_168 = torch.constant.int 5
    %cpu_169 = torch.constant.device "cpu"
    %int0_170 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_166, %none_167, %int5_168, %cpu_169, %int0_170 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_171 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_172 = torch.constant.int 1
    %147 = torch.aten.slice.Tensor %117, %int3, %int0_171, %int64, %int1_172 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %147, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int3_173 = torch.constant.int 3
    %int64_174 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_175 = torch.constant.int 1
    %148 = torch.aten.slice.Tensor %117, %int3_173, %int64_174, %int9223372036854775807, %int1_175 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %148, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %149 = torch.aten.mul.Tensor %147, %145 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %149, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %150 = torch.aten.mul.Tensor %148, %146 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %150, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_176 = torch.constant.int 1
    %151 = torch.aten.sub.Tensor %149, %150, %int1_176 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %151, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %152 = torch.aten.mul.Tensor %148, %145 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %152, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %153 = torch.aten.mul.Tensor %147, %146 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %153, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_177 = torch.constant.int 1
    %154 = torch.aten.add.Tensor %152, %153, %int1_177 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %154, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %155 = torch_c.to_builtin_tensor %151 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_178 = tensor.cast %155 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %156 = torch_c.to_builtin_tensor %154 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_179 = tensor.cast %156 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %157 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_178, %cast_179) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_180 = tensor.cast %157 : tensor<?x?x?x2x?xf16> to tensor<1x?x128x2x64xf16>
    %158 = torch_c.from_builtin_tensor %cast_180 : tensor<1x?x128x2x64xf16> -> !torch.vtensor<[1,?,128,2,64],f16>
    torch.bind_symbolic_shape %158, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 2, 64)> : !torch.vtensor<[1,?,128,2,64],f16>
    %int1_181 = torch.constant.int 1
    %int128_182 = torch.constant.int 128
    %int128_183 = torch.constant.int 128
    %159 = torch.prim.ListConstruct %int1_181, %29, %int128_182, %int128_183 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %158, %159 : !torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %160, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %none_184 = torch.constant.none
    %none_185 = torch.constant.none
    %int5_186 = torch.constant.int 5
    %cpu_187 = torch.constant.device "cpu"
    %int0_188 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %160, %none_184, %none_185, %int5_186, %cpu_187, %int0_188 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_189 = torch.constant.int 0
    %none_190 = torch.constant.none
    %none_191 = torch.constant.none
    %cpu_192 = torch.constant.device "cpu"
    %false_193 = torch.constant.bool false
    %161 = torch.aten.arange.start %int0_189, %29, %none_190, %none_191, %cpu_192, %false_193 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %161, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_194 = torch.constant.int 0
    %162 = torch.aten.unsqueeze %161, %int0_194 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %162, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_195 = torch.constant.int 0
    %int128_196 = torch.constant.int 128
    %int2_197 = torch.constant.int 2
    %none_198 = torch.constant.none
    %none_199 = torch.constant.none
    %cpu_200 = torch.constant.device "cpu"
    %false_201 = torch.constant.bool false
    %163 = torch.aten.arange.start_step %int0_195, %int128_196, %int2_197, %none_198, %none_199, %cpu_200, %false_201 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_202 = torch.constant.none
    %none_203 = torch.constant.none
    %int4_204 = torch.constant.int 4
    %cpu_205 = torch.constant.device "cpu"
    %int0_206 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %163, %none_202, %none_203, %int4_204, %cpu_205, %int0_206 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_207 = torch.constant.int 6
    %164 = torch.prims.convert_element_type %163, %int6_207 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_208 = torch.constant.int 128
    %165 = torch.aten.div.Scalar %164, %int128_208 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_209 = torch.constant.float 5.000000e+05
    %166 = torch.aten.pow.Scalar %float5.000000e05_209, %165 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %167 = torch.aten.reciprocal %166 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_210 = torch.constant.float 1.000000e+00
    %168 = torch.aten.mul.Scalar %167, %float1.000000e00_210 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_211 = torch.constant.none
    %169 = torch.aten.clone %2, %none_211 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_212 = torch.constant.int 0
    %170 = torch.aten.unsqueeze %168, %int0_212 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_213 = torch.constant.int 2
    %171 = torch.aten.unsqueeze %170, %int2_213 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_214 = torch.constant.none
    %none_215 = torch.constant.none
    %int6_216 = torch.constant.int 6
    %cpu_217 = torch.constant.device "cpu"
    %int0_218 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %171, %none_214, %none_215, %int6_216, %cpu_217, %int0_218 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_219 = torch.constant.int 1
    %int-1_220 = torch.constant.int -1
    %int1_221 = torch.constant.int 1
    %172 = torch.prim.ListConstruct %int1_219, %int-1_220, %int1_221 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_222 = torch.constant.bool false
    %173 = torch.aten.expand %171, %172, %false_222 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_223 = torch.constant.int 1
    %174 = torch.aten.unsqueeze %162, %int1_223 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %174, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_224 = torch.constant.none
    %none_225 = torch.constant.none
    %int4_226 = torch.constant.int 4
    %cpu_227 = torch.constant.device "cpu"
    %int0_228 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %174, %none_224, %none_225, %int4_226, %cpu_227, %int0_228 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_229 = torch.constant.int 6
    %175 = torch.prims.convert_element_type %174, %int6_229 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %175, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %176 = torch.aten.matmul %173, %175 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %176, [%25], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_230 = torch.constant.int 1
    %int2_231 = torch.constant.int 2
    %177 = torch.aten.transpose.int %176, %int1_230, %int2_231 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %177, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %178 = torch.aten.cos %177 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %178, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %179 = torch.aten.mul.Tensor %178, %169 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %179, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int6_234 = torch.constant.int 6
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %179, %none_232, %none_233, %int6_234, %cpu_235, %int0_236 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_237 = torch.constant.int 5
    %180 = torch.prims.convert_element_type %179, %int5_237 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %180, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %181 = torch.aten.sin %177 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %181, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %182 = torch.aten.mul.Tensor %181, %169 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %182, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_238 = torch.constant.none
    %none_239 = torch.constant.none
    %int6_240 = torch.constant.int 6
    %cpu_241 = torch.constant.device "cpu"
    %int0_242 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %182, %none_238, %none_239, %int6_240, %cpu_241, %int0_242 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_243 = torch.constant.int 5
    %183 = torch.prims.convert_element_type %182, %int5_243 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %183, [%25], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_244 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %180, %int2_244 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %184, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_245 = torch.constant.int 2
    %185 = torch.aten.unsqueeze %183, %int2_245 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %185, [%25], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_246 = torch.constant.none
    %none_247 = torch.constant.none
    %int5_248 = torch.constant.int 5
    %cpu_249 = torch.constant.device "cpu"
    %int0_250 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %184, %none_246, %none_247, %int5_248, %cpu_249, %int0_250 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_251 = torch.constant.none
    %none_252 = torch.constant.none
    %int5_253 = torch.constant.int 5
    %cpu_254 = torch.constant.device "cpu"
    %int0_255 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %185, %none_251, %none_252, %int5_253, %cpu_254, %int0_255 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_256 = torch.constant.none
    %none_257 = torch.constant.none
    %int5_258 = torch.constant.int 5
    %cpu_259 = torch.constant.device "cpu"
    %int0_260 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_256, %none_257, %int5_258, %cpu_259, %int0_260 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_261 = torch.constant.int 3
    %int0_262 = torch.constant.int 0
    %int64_263 = torch.constant.int 64
    %int1_264 = torch.constant.int 1
    %186 = torch.aten.slice.Tensor %119, %int3_261, %int0_262, %int64_263, %int1_264 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %186, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_265 = torch.constant.int 3
    %int64_266 = torch.constant.int 64
    %int9223372036854775807_267 = torch.constant.int 9223372036854775807
    %int1_268 = torch.constant.int 1
    %187 = torch.aten.slice.Tensor %119, %int3_265, %int64_266, %int9223372036854775807_267, %int1_268 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %187, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %188 = torch.aten.mul.Tensor %186, %184 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %188, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %189 = torch.aten.mul.Tensor %187, %185 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %189, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_269 = torch.constant.int 1
    %190 = torch.aten.sub.Tensor %188, %189, %int1_269 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %190, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %191 = torch.aten.mul.Tensor %187, %184 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %191, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %192 = torch.aten.mul.Tensor %186, %185 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %192, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_270 = torch.constant.int 1
    %193 = torch.aten.add.Tensor %191, %192, %int1_270 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %193, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %194 = torch_c.to_builtin_tensor %190 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_271 = tensor.cast %194 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %195 = torch_c.to_builtin_tensor %193 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_272 = tensor.cast %195 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %196 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_271, %cast_272) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_273 = tensor.cast %196 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %197 = torch_c.from_builtin_tensor %cast_273 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %197, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_274 = torch.constant.int 1
    %int8_275 = torch.constant.int 8
    %int128_276 = torch.constant.int 128
    %198 = torch.prim.ListConstruct %int1_274, %29, %int8_275, %int128_276 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %199 = torch.aten.view %197, %198 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %199, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_277 = torch.constant.none
    %none_278 = torch.constant.none
    %int5_279 = torch.constant.int 5
    %cpu_280 = torch.constant.device "cpu"
    %int0_281 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %199, %none_277, %none_278, %int5_279, %cpu_280, %int0_281 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %200 = torch.aten.div.Tensor %199, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %200, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %201 = torch.aten.clamp %200, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %201, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_282 = torch.constant.none
    %none_283 = torch.constant.none
    %int5_284 = torch.constant.int 5
    %cpu_285 = torch.constant.device "cpu"
    %int0_286 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %201, %none_282, %none_283, %int5_284, %cpu_285, %int0_286 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %202 = torch.prims.convert_element_type %201, %int24 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %202, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %203 = torch.aten.div.Tensor %121, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %203, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02_287 = torch.constant.float -4.480000e+02
    %float4.480000e02_288 = torch.constant.float 4.480000e+02
    %204 = torch.aten.clamp %203, %float-4.480000e02_287, %float4.480000e02_288 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %204, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_289 = torch.constant.none
    %none_290 = torch.constant.none
    %int5_291 = torch.constant.int 5
    %cpu_292 = torch.constant.device "cpu"
    %int0_293 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %204, %none_289, %none_290, %int5_291, %cpu_292, %int0_293 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_294 = torch.constant.int 24
    %205 = torch.prims.convert_element_type %204, %int24_294 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %205, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int1_295 = torch.constant.int 1
    %int2_296 = torch.constant.int 2
    %int8_297 = torch.constant.int 8
    %int32_298 = torch.constant.int 32
    %int128_299 = torch.constant.int 128
    %206 = torch.prim.ListConstruct %28, %int1_295, %int2_296, %int8_297, %int32_298, %int128_299 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %207 = torch.aten.view %23, %206 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %207, [%26], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int2_300 = torch.constant.int 2
    %208 = torch.aten.mul.int %28, %int2_300 : !torch.int, !torch.int -> !torch.int
    %int8_301 = torch.constant.int 8
    %int32_302 = torch.constant.int 32
    %int128_303 = torch.constant.int 128
    %209 = torch.prim.ListConstruct %208, %int8_301, %int32_302, %int128_303 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %210 = torch.aten.view %207, %209 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %210, [%26], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_304 = torch.constant.int 1
    %211 = torch.aten.mul.Scalar %arg2, %int1_304 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %211, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_305 = torch.constant.int 0
    %int1_306 = torch.constant.int 1
    %212 = torch.aten.add.Scalar %211, %int0_305, %int1_306 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %212, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_307 = torch.constant.int 2
    %213 = torch.aten.mul.Scalar %212, %int2_307 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %213, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_308 = torch.constant.int 0
    %int1_309 = torch.constant.int 1
    %214 = torch.aten.add.Scalar %213, %int0_308, %int1_309 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %214, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %215 = torch.prim.ListConstruct %27 : (!torch.int) -> !torch.list<int>
    %216 = torch.aten.view %214, %215 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %216, [%25], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_310 = torch.constant.int 1
    %int32_311 = torch.constant.int 32
    %int8_312 = torch.constant.int 8
    %int128_313 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %int1_310, %27, %int32_311, %int8_312, %int128_313 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %202, %217 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %218, [%25], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_314 = torch.constant.int 32
    %int8_315 = torch.constant.int 8
    %int128_316 = torch.constant.int 128
    %219 = torch.prim.ListConstruct %27, %int32_314, %int8_315, %int128_316 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %218, %219 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %220, [%25], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_317 = torch.constant.int 1
    %int2_318 = torch.constant.int 2
    %221 = torch.aten.transpose.int %220, %int1_317, %int2_318 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %221, [%25], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_319 = torch.constant.none
    %none_320 = torch.constant.none
    %int24_321 = torch.constant.int 24
    %cpu_322 = torch.constant.device "cpu"
    %int0_323 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %221, %none_319, %none_320, %int24_321, %cpu_322, %int0_323 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %222 = torch.prim.ListConstruct %216 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_324 = torch.constant.bool false
    %223 = torch.aten.index_put %210, %222, %221, %false_324 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %223, [%26], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_325 = torch.constant.int 1
    %int2_326 = torch.constant.int 2
    %int8_327 = torch.constant.int 8
    %int32_328 = torch.constant.int 32
    %int128_329 = torch.constant.int 128
    %224 = torch.prim.ListConstruct %28, %int1_325, %int2_326, %int8_327, %int32_328, %int128_329 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %225, [%26], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536 = torch.constant.int 65536
    %226 = torch.prim.ListConstruct %28, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %227 = torch.aten.view %225, %226 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %227, [%26], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1_330 = torch.constant.int 1
    %int2_331 = torch.constant.int 2
    %int8_332 = torch.constant.int 8
    %int32_333 = torch.constant.int 32
    %int128_334 = torch.constant.int 128
    %228 = torch.prim.ListConstruct %28, %int1_330, %int2_331, %int8_332, %int32_333, %int128_334 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %229 = torch.aten.view %227, %228 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %229, [%26], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int8_335 = torch.constant.int 8
    %int32_336 = torch.constant.int 32
    %int128_337 = torch.constant.int 128
    %230 = torch.prim.ListConstruct %208, %int8_335, %int32_336, %int128_337 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.view %229, %230 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %231, [%26], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_338 = torch.constant.int 1
    %232 = torch.aten.mul.Scalar %arg2, %int1_338 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %232, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_339 = torch.constant.int 0
    %int1_340 = torch.constant.int 1
    %233 = torch.aten.add.Scalar %232, %int0_339, %int1_340 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %233, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_341 = torch.constant.int 2
    %234 = torch.aten.mul.Scalar %233, %int2_341 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %234, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_342 = torch.constant.int 1
    %int1_343 = torch.constant.int 1
    %235 = torch.aten.add.Scalar %234, %int1_342, %int1_343 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %235, [%25], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %236 = torch.prim.ListConstruct %27 : (!torch.int) -> !torch.list<int>
    %237 = torch.aten.view %235, %236 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %237, [%25], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_344 = torch.constant.int 1
    %int32_345 = torch.constant.int 32
    %int8_346 = torch.constant.int 8
    %int128_347 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %int1_344, %27, %int32_345, %int8_346, %int128_347 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %205, %238 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %239, [%25], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_348 = torch.constant.int 32
    %int8_349 = torch.constant.int 8
    %int128_350 = torch.constant.int 128
    %240 = torch.prim.ListConstruct %27, %int32_348, %int8_349, %int128_350 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %241, [%25], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_351 = torch.constant.int 1
    %int2_352 = torch.constant.int 2
    %242 = torch.aten.transpose.int %241, %int1_351, %int2_352 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %242, [%25], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_353 = torch.constant.none
    %none_354 = torch.constant.none
    %int24_355 = torch.constant.int 24
    %cpu_356 = torch.constant.device "cpu"
    %int0_357 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_353, %none_354, %int24_355, %cpu_356, %int0_357 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %243 = torch.prim.ListConstruct %237 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_358 = torch.constant.bool false
    %244 = torch.aten.index_put %231, %243, %242, %false_358 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %244, [%26], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_359 = torch.constant.int 1
    %int2_360 = torch.constant.int 2
    %int8_361 = torch.constant.int 8
    %int32_362 = torch.constant.int 32
    %int128_363 = torch.constant.int 128
    %245 = torch.prim.ListConstruct %28, %int1_359, %int2_360, %int8_361, %int32_362, %int128_363 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %246, [%26], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536_364 = torch.constant.int 65536
    %247 = torch.prim.ListConstruct %28, %int65536_364 : (!torch.int, !torch.int) -> !torch.list<int>
    %248 = torch.aten.view %246, %247 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.overwrite.tensor.contents %248 overwrites %arg3 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.tensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %248, [%26], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int0_365 = torch.constant.int 0
    %int1_366 = torch.constant.int 1
    %none_367 = torch.constant.none
    %none_368 = torch.constant.none
    %cpu_369 = torch.constant.device "cpu"
    %false_370 = torch.constant.bool false
    %249 = torch.aten.arange.start_step %int0_365, %29, %int1_366, %none_367, %none_368, %cpu_369, %false_370 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %249, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_371 = torch.constant.int -1
    %250 = torch.aten.unsqueeze %arg1, %int-1_371 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %251 = torch.aten.ge.Tensor %249, %250 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %251, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_372 = torch.constant.none
    %none_373 = torch.constant.none
    %cpu_374 = torch.constant.device "cpu"
    %false_375 = torch.constant.bool false
    %252 = torch.aten.arange %29, %none_372, %none_373, %cpu_374, %false_375 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %252, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_376 = torch.constant.int 0
    %253 = torch.aten.unsqueeze %252, %int0_376 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %253, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_377 = torch.constant.int 1
    %254 = torch.aten.unsqueeze %253, %int1_377 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %254, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_378 = torch.constant.int 2
    %255 = torch.aten.unsqueeze %254, %int2_378 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %255, [%25], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_379 = torch.constant.none
    %none_380 = torch.constant.none
    %cpu_381 = torch.constant.device "cpu"
    %false_382 = torch.constant.bool false
    %256 = torch.aten.arange %29, %none_379, %none_380, %cpu_381, %false_382 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %256, [%25], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_383 = torch.constant.int 0
    %257 = torch.aten.unsqueeze %256, %int0_383 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %257, [%25], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_384 = torch.constant.int 1
    %258 = torch.aten.unsqueeze %257, %int1_384 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %258, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_385 = torch.constant.int 3
    %259 = torch.aten.unsqueeze %258, %int3_385 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %259, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %260 = torch.aten.gt.Tensor %255, %259 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %260, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_386 = torch.constant.int 1
    %261 = torch.aten.unsqueeze %251, %int1_386 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %261, [%25], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_387 = torch.constant.int 2
    %262 = torch.aten.unsqueeze %261, %int2_387 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %262, [%25], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %263 = torch.aten.logical_or %260, %262 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %263, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_388 = torch.constant.none
    %264 = torch.aten.clone %4, %none_388 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_389 = torch.constant.int 0
    %265 = torch.aten.where.ScalarOther %263, %264, %int0_389 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %265, [%25], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_390 = torch.constant.none
    %none_391 = torch.constant.none
    %int5_392 = torch.constant.int 5
    %cpu_393 = torch.constant.device "cpu"
    %int0_394 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %265, %none_390, %none_391, %int5_392, %cpu_393, %int0_394 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_395 = torch.constant.none
    %none_396 = torch.constant.none
    %int5_397 = torch.constant.int 5
    %cpu_398 = torch.constant.device "cpu"
    %int0_399 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %265, %none_395, %none_396, %int5_397, %cpu_398, %int0_399 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_400 = torch.constant.none
    %none_401 = torch.constant.none
    %int24_402 = torch.constant.int 24
    %cpu_403 = torch.constant.device "cpu"
    %int0_404 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %202, %none_400, %none_401, %int24_402, %cpu_403, %int0_404 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_405 = torch.constant.int 5
    %266 = torch.prims.convert_element_type %202, %int5_405 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %266, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %267 = torch.aten.mul.Tensor %266, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %267, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_406 = torch.constant.none
    %none_407 = torch.constant.none
    %int24_408 = torch.constant.int 24
    %cpu_409 = torch.constant.device "cpu"
    %int0_410 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_406, %none_407, %int24_408, %cpu_409, %int0_410 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_411 = torch.constant.int 5
    %268 = torch.prims.convert_element_type %205, %int5_411 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %268, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %269 = torch.aten.mul.Tensor %268, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %269, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2 = torch.constant.int -2
    %270 = torch.aten.unsqueeze %267, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %270, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_412 = torch.constant.int 1
    %int8_413 = torch.constant.int 8
    %int16_414 = torch.constant.int 16
    %int128_415 = torch.constant.int 128
    %271 = torch.prim.ListConstruct %int1_412, %29, %int8_413, %int16_414, %int128_415 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_416 = torch.constant.bool false
    %272 = torch.aten.expand %270, %271, %false_416 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %272, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_417 = torch.constant.int 0
    %273 = torch.aten.clone %272, %int0_417 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %273, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_418 = torch.constant.int 1
    %int128_419 = torch.constant.int 128
    %int128_420 = torch.constant.int 128
    %274 = torch.prim.ListConstruct %int1_418, %29, %int128_419, %int128_420 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %275 = torch.aten._unsafe_view %273, %274 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %275, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_421 = torch.constant.int -2
    %276 = torch.aten.unsqueeze %269, %int-2_421 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %276, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_422 = torch.constant.int 1
    %int8_423 = torch.constant.int 8
    %int16_424 = torch.constant.int 16
    %int128_425 = torch.constant.int 128
    %277 = torch.prim.ListConstruct %int1_422, %29, %int8_423, %int16_424, %int128_425 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_426 = torch.constant.bool false
    %278 = torch.aten.expand %276, %277, %false_426 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %278, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_427 = torch.constant.int 0
    %279 = torch.aten.clone %278, %int0_427 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %279, [%25], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_428 = torch.constant.int 1
    %int128_429 = torch.constant.int 128
    %int128_430 = torch.constant.int 128
    %280 = torch.prim.ListConstruct %int1_428, %29, %int128_429, %int128_430 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %281 = torch.aten._unsafe_view %279, %280 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %281, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_431 = torch.constant.int 1
    %int2_432 = torch.constant.int 2
    %282 = torch.aten.transpose.int %160, %int1_431, %int2_432 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %282, [%25], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_433 = torch.constant.int 1
    %int2_434 = torch.constant.int 2
    %283 = torch.aten.transpose.int %275, %int1_433, %int2_434 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %283, [%25], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_435 = torch.constant.int 1
    %int2_436 = torch.constant.int 2
    %284 = torch.aten.transpose.int %281, %int1_435, %int2_436 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %284, [%25], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_437 = torch.constant.bool false
    %none_438 = torch.constant.none
    %false_439 = torch.constant.bool false
    %285 = torch.aten.scaled_dot_product_attention %282, %283, %284, %265, %float0.000000e00, %false_437, %none_438, %false_439 : !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %285, [%25], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_440 = torch.constant.int 1
    %int2_441 = torch.constant.int 2
    %286 = torch.aten.transpose.int %285, %int1_440, %int2_441 : !torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %286, [%25], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_442 = torch.constant.int 1
    %int16384_443 = torch.constant.int 16384
    %287 = torch.prim.ListConstruct %int1_442, %29, %int16384_443 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %286, %287 : !torch.vtensor<[1,?,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %288, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_444 = torch.constant.int 1
    %int512_445 = torch.constant.int 512
    %int32_446 = torch.constant.int 32
    %289 = torch.prim.ListConstruct %int1_444, %29, %int512_445, %int32_446 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten.view %288, %289 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %290, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_447 = torch.constant.int -1
    %int32_448 = torch.constant.int 32
    %291 = torch.prim.ListConstruct %int-1_447, %int32_448 : (!torch.int, !torch.int) -> !torch.list<int>
    %292 = torch.aten.view %290, %291 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %292, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_449 = torch.constant.none
    %none_450 = torch.constant.none
    %int5_451 = torch.constant.int 5
    %cpu_452 = torch.constant.device "cpu"
    %int0_453 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %292, %none_449, %none_450, %int5_451, %cpu_452, %int0_453 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_454 = torch.constant.int 6
    %293 = torch.prims.convert_element_type %292, %int6_454 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %293, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %294 = torch_c.to_builtin_tensor %293 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %295:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%294) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %296 = torch_c.from_builtin_tensor %295#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %297 = torch_c.from_builtin_tensor %295#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %296, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %297, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_455 = torch.constant.int 1
    %int512_456 = torch.constant.int 512
    %int16_457 = torch.constant.int 16
    %298 = torch.prim.ListConstruct %int1_455, %29, %int512_456, %int16_457 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %299 = torch.aten.view %297, %298 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %299, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_458 = torch.constant.int 1
    %int512_459 = torch.constant.int 512
    %int1_460 = torch.constant.int 1
    %300 = torch.prim.ListConstruct %int1_458, %29, %int512_459, %int1_460 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %301 = torch.aten.view %296, %300 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %301, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_461 = torch.constant.int 1
    %int8192_462 = torch.constant.int 8192
    %302 = torch.prim.ListConstruct %int1_461, %29, %int8192_462 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %303 = torch.aten.view %299, %302 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %303, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_463 = torch.constant.int -1
    %304 = torch.aten.squeeze.dim %301, %int-1_463 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %304, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384_464 = torch.constant.int 16384
    %int8192_465 = torch.constant.int 8192
    %305 = torch.prim.ListConstruct %int16384_464, %int8192_465 : (!torch.int, !torch.int) -> !torch.list<int>
    %306 = torch.aten.view %12, %305 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_466 = torch.constant.int -1
    %307 = torch.aten.squeeze.dim %13, %int-1_466 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %308 = torch_c.to_builtin_tensor %303 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_467 = tensor.cast %308 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %309 = torch_c.to_builtin_tensor %304 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_468 = tensor.cast %309 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %310 = torch_c.to_builtin_tensor %306 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %311 = torch_c.to_builtin_tensor %307 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %312 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_467, %cast_468, %310, %311) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_469 = tensor.cast %312 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %313 = torch_c.from_builtin_tensor %cast_469 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %313, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_470 = torch.constant.none
    %none_471 = torch.constant.none
    %int5_472 = torch.constant.int 5
    %cpu_473 = torch.constant.device "cpu"
    %int0_474 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %313, %none_470, %none_471, %int5_472, %cpu_473, %int0_474 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_475 = torch.constant.int 1
    %314 = torch.aten.add.Tensor %30, %313, %int1_475 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %314, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_476 = torch.constant.none
    %none_477 = torch.constant.none
    %int5_478 = torch.constant.int 5
    %cpu_479 = torch.constant.device "cpu"
    %int0_480 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %314, %none_476, %none_477, %int5_478, %cpu_479, %int0_480 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_481 = torch.constant.int 6
    %315 = torch.prims.convert_element_type %314, %int6_481 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %315, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_482 = torch.constant.int 2
    %316 = torch.aten.pow.Tensor_Scalar %315, %int2_482 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %316, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_483 = torch.constant.int -1
    %317 = torch.prim.ListConstruct %int-1_483 : (!torch.int) -> !torch.list<int>
    %true_484 = torch.constant.bool true
    %none_485 = torch.constant.none
    %318 = torch.aten.mean.dim %316, %317, %true_484, %none_485 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %318, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_486 = torch.constant.float 1.000000e-05
    %int1_487 = torch.constant.int 1
    %319 = torch.aten.add.Scalar %318, %float1.000000e-05_486, %int1_487 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %319, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %320 = torch.aten.rsqrt %319 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %320, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %321 = torch.aten.mul.Tensor %315, %320 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %321, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_488 = torch.constant.none
    %none_489 = torch.constant.none
    %int6_490 = torch.constant.int 6
    %cpu_491 = torch.constant.device "cpu"
    %int0_492 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %321, %none_488, %none_489, %int6_490, %cpu_491, %int0_492 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_493 = torch.constant.int 5
    %322 = torch.prims.convert_element_type %321, %int5_493 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %322, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %323 = torch.aten.mul.Tensor %14, %322 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %323, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_494 = torch.constant.none
    %none_495 = torch.constant.none
    %int6_496 = torch.constant.int 6
    %cpu_497 = torch.constant.device "cpu"
    %int0_498 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %323, %none_494, %none_495, %int6_496, %cpu_497, %int0_498 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_499 = torch.constant.int 5
    %324 = torch.prims.convert_element_type %323, %int5_499 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %324, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_500 = torch.constant.int 1
    %int512_501 = torch.constant.int 512
    %int32_502 = torch.constant.int 32
    %325 = torch.prim.ListConstruct %int1_500, %29, %int512_501, %int32_502 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %324, %325 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %326, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_503 = torch.constant.int -1
    %int32_504 = torch.constant.int 32
    %327 = torch.prim.ListConstruct %int-1_503, %int32_504 : (!torch.int, !torch.int) -> !torch.list<int>
    %328 = torch.aten.view %326, %327 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %328, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_505 = torch.constant.none
    %none_506 = torch.constant.none
    %int5_507 = torch.constant.int 5
    %cpu_508 = torch.constant.device "cpu"
    %int0_509 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %328, %none_505, %none_506, %int5_507, %cpu_508, %int0_509 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_510 = torch.constant.int 6
    %329 = torch.prims.convert_element_type %328, %int6_510 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %329, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %330 = torch_c.to_builtin_tensor %329 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %331:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%330) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %332 = torch_c.from_builtin_tensor %331#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %333 = torch_c.from_builtin_tensor %331#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %332, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %333, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_511 = torch.constant.int 1
    %int512_512 = torch.constant.int 512
    %int16_513 = torch.constant.int 16
    %334 = torch.prim.ListConstruct %int1_511, %29, %int512_512, %int16_513 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %335 = torch.aten.view %333, %334 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %335, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_514 = torch.constant.int 1
    %int512_515 = torch.constant.int 512
    %int1_516 = torch.constant.int 1
    %336 = torch.prim.ListConstruct %int1_514, %29, %int512_515, %int1_516 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %332, %336 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %337, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_517 = torch.constant.int 1
    %int8192_518 = torch.constant.int 8192
    %338 = torch.prim.ListConstruct %int1_517, %29, %int8192_518 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %339 = torch.aten.view %335, %338 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %339, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_519 = torch.constant.int -1
    %340 = torch.aten.squeeze.dim %337, %int-1_519 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %340, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_520 = torch.constant.int 8192
    %341 = torch.prim.ListConstruct %int53248, %int8192_520 : (!torch.int, !torch.int) -> !torch.list<int>
    %342 = torch.aten.view %15, %341 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_521 = torch.constant.int -1
    %343 = torch.aten.squeeze.dim %16, %int-1_521 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %344 = torch_c.to_builtin_tensor %339 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_522 = tensor.cast %344 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %345 = torch_c.to_builtin_tensor %340 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_523 = tensor.cast %345 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %346 = torch_c.to_builtin_tensor %342 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %347 = torch_c.to_builtin_tensor %343 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %348 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_522, %cast_523, %346, %347) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_524 = tensor.cast %348 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %349 = torch_c.from_builtin_tensor %cast_524 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %349, [%25], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %350 = torch.aten.silu %349 : !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %350, [%25], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_525 = torch.constant.int 1
    %int512_526 = torch.constant.int 512
    %int32_527 = torch.constant.int 32
    %351 = torch.prim.ListConstruct %int1_525, %29, %int512_526, %int32_527 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %352 = torch.aten.view %324, %351 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %352, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_528 = torch.constant.int -1
    %int32_529 = torch.constant.int 32
    %353 = torch.prim.ListConstruct %int-1_528, %int32_529 : (!torch.int, !torch.int) -> !torch.list<int>
    %354 = torch.aten.view %352, %353 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %354, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_530 = torch.constant.none
    %none_531 = torch.constant.none
    %int5_532 = torch.constant.int 5
    %cpu_533 = torch.constant.device "cpu"
    %int0_534 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %354, %none_530, %none_531, %int5_532, %cpu_533, %int0_534 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_535 = torch.constant.int 6
    %355 = torch.prims.convert_element_type %354, %int6_535 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %355, [%25], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %356 = torch_c.to_builtin_tensor %355 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %357:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%356) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %358 = torch_c.from_builtin_tensor %357#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %359 = torch_c.from_builtin_tensor %357#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %358, [%25], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %359, [%25], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_536 = torch.constant.int 1
    %int512_537 = torch.constant.int 512
    %int16_538 = torch.constant.int 16
    %360 = torch.prim.ListConstruct %int1_536, %29, %int512_537, %int16_538 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %361 = torch.aten.view %359, %360 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %361, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_539 = torch.constant.int 1
    %int512_540 = torch.constant.int 512
    %int1_541 = torch.constant.int 1
    %362 = torch.prim.ListConstruct %int1_539, %29, %int512_540, %int1_541 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %363 = torch.aten.view %358, %362 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %363, [%25], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_542 = torch.constant.int 1
    %int8192_543 = torch.constant.int 8192
    %364 = torch.prim.ListConstruct %int1_542, %29, %int8192_543 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %365 = torch.aten.view %361, %364 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %365, [%25], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_544 = torch.constant.int -1
    %366 = torch.aten.squeeze.dim %363, %int-1_544 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %366, [%25], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248_545 = torch.constant.int 53248
    %int8192_546 = torch.constant.int 8192
    %367 = torch.prim.ListConstruct %int53248_545, %int8192_546 : (!torch.int, !torch.int) -> !torch.list<int>
    %368 = torch.aten.view %17, %367 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_547 = torch.constant.int -1
    %369 = torch.aten.squeeze.dim %18, %int-1_547 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %370 = torch_c.to_builtin_tensor %365 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_548 = tensor.cast %370 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %371 = torch_c.to_builtin_tensor %366 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_549 = tensor.cast %371 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %372 = torch_c.to_builtin_tensor %368 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %373 = torch_c.to_builtin_tensor %369 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %374 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_548, %cast_549, %372, %373) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_550 = tensor.cast %374 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %375 = torch_c.from_builtin_tensor %cast_550 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %375, [%25], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %376 = torch.aten.mul.Tensor %350, %375 : !torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %376, [%25], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_551 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_552 = torch.constant.int 32
    %377 = torch.prim.ListConstruct %int1_551, %29, %int1664, %int32_552 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %378 = torch.aten.view %376, %377 : !torch.vtensor<[1,?,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1664,32],f16>
    torch.bind_symbolic_shape %378, [%25], affine_map<()[s0] -> (1, s0 * 32, 1664, 32)> : !torch.vtensor<[1,?,1664,32],f16>
    %int-1_553 = torch.constant.int -1
    %int32_554 = torch.constant.int 32
    %379 = torch.prim.ListConstruct %int-1_553, %int32_554 : (!torch.int, !torch.int) -> !torch.list<int>
    %380 = torch.aten.view %378, %379 : !torch.vtensor<[1,?,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %380, [%25], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f16>
    %none_555 = torch.constant.none
    %none_556 = torch.constant.none
    %int5_557 = torch.constant.int 5
    %cpu_558 = torch.constant.device "cpu"
    %int0_559 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %380, %none_555, %none_556, %int5_557, %cpu_558, %int0_559 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_560 = torch.constant.int 6
    %381 = torch.prims.convert_element_type %380, %int6_560 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %381, [%25], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f32>
    %382 = torch_c.to_builtin_tensor %381 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %383:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%382) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %384 = torch_c.from_builtin_tensor %383#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %385 = torch_c.from_builtin_tensor %383#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %384, [%25], affine_map<()[s0] -> (s0 * 53248)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %385, [%25], affine_map<()[s0] -> (s0 * 53248, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_561 = torch.constant.int 1
    %int1664_562 = torch.constant.int 1664
    %int16_563 = torch.constant.int 16
    %386 = torch.prim.ListConstruct %int1_561, %29, %int1664_562, %int16_563 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %387 = torch.aten.view %385, %386 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,16],ui8>
    torch.bind_symbolic_shape %387, [%25], affine_map<()[s0] -> (1, s0 * 32, 1664, 16)> : !torch.vtensor<[1,?,1664,16],ui8>
    %int1_564 = torch.constant.int 1
    %int1664_565 = torch.constant.int 1664
    %int1_566 = torch.constant.int 1
    %388 = torch.prim.ListConstruct %int1_564, %29, %int1664_565, %int1_566 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %389 = torch.aten.view %384, %388 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,1],ui8>
    torch.bind_symbolic_shape %389, [%25], affine_map<()[s0] -> (1, s0 * 32, 1664, 1)> : !torch.vtensor<[1,?,1664,1],ui8>
    %int1_567 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %390 = torch.prim.ListConstruct %int1_567, %29, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %391 = torch.aten.view %387, %390 : !torch.vtensor<[1,?,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,26624],ui8>
    torch.bind_symbolic_shape %391, [%25], affine_map<()[s0] -> (1, s0 * 32, 26624)> : !torch.vtensor<[1,?,26624],ui8>
    %int-1_568 = torch.constant.int -1
    %392 = torch.aten.squeeze.dim %389, %int-1_568 : !torch.vtensor<[1,?,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,?,1664],ui8>
    torch.bind_symbolic_shape %392, [%25], affine_map<()[s0] -> (1, s0 * 32, 1664)> : !torch.vtensor<[1,?,1664],ui8>
    %int16384_569 = torch.constant.int 16384
    %int26624_570 = torch.constant.int 26624
    %393 = torch.prim.ListConstruct %int16384_569, %int26624_570 : (!torch.int, !torch.int) -> !torch.list<int>
    %394 = torch.aten.view %19, %393 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_571 = torch.constant.int -1
    %395 = torch.aten.squeeze.dim %20, %int-1_571 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %396 = torch_c.to_builtin_tensor %391 : !torch.vtensor<[1,?,26624],ui8> -> tensor<1x?x26624xi8>
    %cast_572 = tensor.cast %396 : tensor<1x?x26624xi8> to tensor<?x?x26624xi8>
    %397 = torch_c.to_builtin_tensor %392 : !torch.vtensor<[1,?,1664],ui8> -> tensor<1x?x1664xi8>
    %cast_573 = tensor.cast %397 : tensor<1x?x1664xi8> to tensor<?x?x1664xi8>
    %398 = torch_c.to_builtin_tensor %394 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %399 = torch_c.to_builtin_tensor %395 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %400 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_572, %cast_573, %398, %399) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_574 = tensor.cast %400 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %401 = torch_c.from_builtin_tensor %cast_574 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %401, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_575 = torch.constant.int 1
    %402 = torch.aten.add.Tensor %314, %401, %int1_575 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %402, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_576 = torch.constant.none
    %none_577 = torch.constant.none
    %int5_578 = torch.constant.int 5
    %cpu_579 = torch.constant.device "cpu"
    %int0_580 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %402, %none_576, %none_577, %int5_578, %cpu_579, %int0_580 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_581 = torch.constant.none
    %none_582 = torch.constant.none
    %int5_583 = torch.constant.int 5
    %cpu_584 = torch.constant.device "cpu"
    %int0_585 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %402, %none_581, %none_582, %int5_583, %cpu_584, %int0_585 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_586 = torch.constant.int 6
    %403 = torch.prims.convert_element_type %402, %int6_586 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %403, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_587 = torch.constant.int 2
    %404 = torch.aten.pow.Tensor_Scalar %403, %int2_587 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %404, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_588 = torch.constant.int -1
    %405 = torch.prim.ListConstruct %int-1_588 : (!torch.int) -> !torch.list<int>
    %true_589 = torch.constant.bool true
    %none_590 = torch.constant.none
    %406 = torch.aten.mean.dim %404, %405, %true_589, %none_590 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %406, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_591 = torch.constant.float 1.000000e-05
    %int1_592 = torch.constant.int 1
    %407 = torch.aten.add.Scalar %406, %float1.000000e-05_591, %int1_592 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %407, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %408 = torch.aten.rsqrt %407 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %408, [%25], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %409 = torch.aten.mul.Tensor %403, %408 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %409, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_593 = torch.constant.none
    %none_594 = torch.constant.none
    %int6_595 = torch.constant.int 6
    %cpu_596 = torch.constant.device "cpu"
    %int0_597 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %409, %none_593, %none_594, %int6_595, %cpu_596, %int0_597 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_598 = torch.constant.int 5
    %410 = torch.prims.convert_element_type %409, %int5_598 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %410, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %411 = torch.aten.mul.Tensor %21, %410 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %411, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_599 = torch.constant.none
    %none_600 = torch.constant.none
    %int6_601 = torch.constant.int 6
    %cpu_602 = torch.constant.device "cpu"
    %int0_603 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %411, %none_599, %none_600, %int6_601, %cpu_602, %int0_603 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_604 = torch.constant.int 5
    %412 = torch.prims.convert_element_type %411, %int5_604 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %412, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int-2_605 = torch.constant.int -2
    %int-1_606 = torch.constant.int -1
    %413 = torch.aten.transpose.int %22, %int-2_605, %int-1_606 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_607 = torch.constant.none
    %none_608 = torch.constant.none
    %int5_609 = torch.constant.int 5
    %cpu_610 = torch.constant.device "cpu"
    %int0_611 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %413, %none_607, %none_608, %int5_609, %cpu_610, %int0_611 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int16384_612 = torch.constant.int 16384
    %414 = torch.prim.ListConstruct %29, %int16384_612 : (!torch.int, !torch.int) -> !torch.list<int>
    %415 = torch.aten.view %412, %414 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %415, [%25], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %416 = torch.aten.matmul %415, %413 : !torch.vtensor<[?,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %416, [%25], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %int1_613 = torch.constant.int 1
    %int16384_614 = torch.constant.int 16384
    %417 = torch.prim.ListConstruct %int1_613, %29, %int16384_614 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %418 = torch.aten.view %416, %417 : !torch.vtensor<[?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %418, [%25], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    return %418 : !torch.vtensor<[1,?,16384],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,65536],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<16384x16384xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
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
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<16384xf32>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<16384x512x1xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<1024x512x1xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<1024x512x1xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<16384x512x1xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<16384xf32>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %21 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %22 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %23 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %24 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %25 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %26 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %27 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %28 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,65536],f8E4M3FN>
    %29 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %30 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%29], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %28, [%30], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1 = torch.constant.int 1
    %31 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %32 = torch.aten.size.int %28, %int0 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %33 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,16384],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %33, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %34 = torch.prims.convert_element_type %33, %int6 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2 = torch.constant.int 2
    %35 = torch.aten.pow.Tensor_Scalar %34, %int2 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_8 = torch.constant.int -1
    %36 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %37 = torch.aten.mean.dim %35, %36, %true, %none_9 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %38 = torch.aten.add.Scalar %37, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %39 = torch.aten.rsqrt %38 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %40 = torch.aten.mul.Tensor %34, %39 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %40, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %41 = torch.prims.convert_element_type %40, %int5_16 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %42 = torch.aten.mul.Tensor %10, %41 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %42, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %43 = torch.prims.convert_element_type %42, %int5_22 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_23 = torch.constant.int 1
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %44 = torch.prim.ListConstruct %int1_23, %int1_24, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.aten.view %43, %44 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %46 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %47, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %48 = torch.prims.convert_element_type %47, %int6_32 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %49 = torch_c.to_builtin_tensor %48 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast = tensor.cast %49 : tensor<512x32xf32> to tensor<?x32xf32>
    %50:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_33 = tensor.cast %50#0 : tensor<?xi8> to tensor<512xi8>
    %51 = torch_c.from_builtin_tensor %cast_33 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_34 = tensor.cast %50#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %52 = torch_c.from_builtin_tensor %cast_34 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int1_36 = torch.constant.int 1
    %int512_37 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %53 = torch.prim.ListConstruct %int1_35, %int1_36, %int512_37, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %52, %53 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_38 = torch.constant.int 1
    %int1_39 = torch.constant.int 1
    %int512_40 = torch.constant.int 512
    %int1_41 = torch.constant.int 1
    %55 = torch.prim.ListConstruct %int1_38, %int1_39, %int512_40, %int1_41 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %51, %55 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %57 = torch.prim.ListConstruct %int1_42, %int1_43, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %54, %57 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_44 = torch.constant.int -1
    %59 = torch.aten.squeeze.dim %56, %int-1_44 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_45 = torch.constant.int 8192
    %60 = torch.prim.ListConstruct %int16384, %int8192_45 : (!torch.int, !torch.int) -> !torch.list<int>
    %61 = torch.aten.view %11, %60 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_46 = torch.constant.int -1
    %62 = torch.aten.squeeze.dim %12, %int-1_46 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %63 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_47 = tensor.cast %63 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %64 = torch_c.to_builtin_tensor %59 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_48 = tensor.cast %64 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %65 = torch_c.to_builtin_tensor %61 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %66 = torch_c.to_builtin_tensor %62 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %67 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_47, %cast_48, %65, %66) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_49 = tensor.cast %67 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %68 = torch_c.from_builtin_tensor %cast_49 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %int512_52 = torch.constant.int 512
    %int32_53 = torch.constant.int 32
    %69 = torch.prim.ListConstruct %int1_50, %int1_51, %int512_52, %int32_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.view %43, %69 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_54 = torch.constant.int -1
    %int32_55 = torch.constant.int 32
    %71 = torch.prim.ListConstruct %int-1_54, %int32_55 : (!torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.aten.view %70, %71 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int5_58 = torch.constant.int 5
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_56, %none_57, %int5_58, %cpu_59, %int0_60 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_61 = torch.constant.int 6
    %73 = torch.prims.convert_element_type %72, %int6_61 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %74 = torch_c.to_builtin_tensor %73 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_62 = tensor.cast %74 : tensor<512x32xf32> to tensor<?x32xf32>
    %75:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_62) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_63 = tensor.cast %75#0 : tensor<?xi8> to tensor<512xi8>
    %76 = torch_c.from_builtin_tensor %cast_63 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_64 = tensor.cast %75#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %77 = torch_c.from_builtin_tensor %cast_64 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_65 = torch.constant.int 1
    %int1_66 = torch.constant.int 1
    %int512_67 = torch.constant.int 512
    %int16_68 = torch.constant.int 16
    %78 = torch.prim.ListConstruct %int1_65, %int1_66, %int512_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %77, %78 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_69 = torch.constant.int 1
    %int1_70 = torch.constant.int 1
    %int512_71 = torch.constant.int 512
    %int1_72 = torch.constant.int 1
    %80 = torch.prim.ListConstruct %int1_69, %int1_70, %int512_71, %int1_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %81 = torch.aten.view %76, %80 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_73 = torch.constant.int 1
    %int1_74 = torch.constant.int 1
    %int8192_75 = torch.constant.int 8192
    %82 = torch.prim.ListConstruct %int1_73, %int1_74, %int8192_75 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %79, %82 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_76 = torch.constant.int -1
    %84 = torch.aten.squeeze.dim %81, %int-1_76 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_77 = torch.constant.int 8192
    %85 = torch.prim.ListConstruct %int1024, %int8192_77 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch.aten.view %13, %85 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_78 = torch.constant.int -1
    %87 = torch.aten.squeeze.dim %14, %int-1_78 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %88 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_79 = tensor.cast %88 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %89 = torch_c.to_builtin_tensor %84 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_80 = tensor.cast %89 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %91 = torch_c.to_builtin_tensor %87 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %92 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_79, %cast_80, %90, %91) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_81 = tensor.cast %92 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %93 = torch_c.from_builtin_tensor %cast_81 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_82 = torch.constant.int 1
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int32_85 = torch.constant.int 32
    %94 = torch.prim.ListConstruct %int1_82, %int1_83, %int512_84, %int32_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.view %43, %94 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_86 = torch.constant.int -1
    %int32_87 = torch.constant.int 32
    %96 = torch.prim.ListConstruct %int-1_86, %int32_87 : (!torch.int, !torch.int) -> !torch.list<int>
    %97 = torch.aten.view %95, %96 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_88 = torch.constant.none
    %none_89 = torch.constant.none
    %int5_90 = torch.constant.int 5
    %cpu_91 = torch.constant.device "cpu"
    %int0_92 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %97, %none_88, %none_89, %int5_90, %cpu_91, %int0_92 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_93 = torch.constant.int 6
    %98 = torch.prims.convert_element_type %97, %int6_93 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %99 = torch_c.to_builtin_tensor %98 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_94 = tensor.cast %99 : tensor<512x32xf32> to tensor<?x32xf32>
    %100:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_94) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_95 = tensor.cast %100#0 : tensor<?xi8> to tensor<512xi8>
    %101 = torch_c.from_builtin_tensor %cast_95 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_96 = tensor.cast %100#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %102 = torch_c.from_builtin_tensor %cast_96 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_97 = torch.constant.int 1
    %int1_98 = torch.constant.int 1
    %int512_99 = torch.constant.int 512
    %int16_100 = torch.constant.int 16
    %103 = torch.prim.ListConstruct %int1_97, %int1_98, %int512_99, %int16_100 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.view %102, %103 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_101 = torch.constant.int 1
    %int1_102 = torch.constant.int 1
    %int512_103 = torch.constant.int 512
    %int1_104 = torch.constant.int 1
    %105 = torch.prim.ListConstruct %int1_101, %int1_102, %int512_103, %int1_104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %101, %105 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_105 = torch.constant.int 1
    %int1_106 = torch.constant.int 1
    %int8192_107 = torch.constant.int 8192
    %107 = torch.prim.ListConstruct %int1_105, %int1_106, %int8192_107 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %104, %107 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_108 = torch.constant.int -1
    %109 = torch.aten.squeeze.dim %106, %int-1_108 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024_109 = torch.constant.int 1024
    %int8192_110 = torch.constant.int 8192
    %110 = torch.prim.ListConstruct %int1024_109, %int8192_110 : (!torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %15, %110 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_111 = torch.constant.int -1
    %112 = torch.aten.squeeze.dim %16, %int-1_111 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %113 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_112 = tensor.cast %113 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %114 = torch_c.to_builtin_tensor %109 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_113 = tensor.cast %114 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %115 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %116 = torch_c.to_builtin_tensor %112 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %117 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_112, %cast_113, %115, %116) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_114 = tensor.cast %117 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %118 = torch_c.from_builtin_tensor %cast_114 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_115 = torch.constant.int 1
    %int1_116 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_117 = torch.constant.int 128
    %119 = torch.prim.ListConstruct %int1_115, %int1_116, %int128, %int128_117 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %68, %119 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %int1_118 = torch.constant.int 1
    %int1_119 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_120 = torch.constant.int 128
    %121 = torch.prim.ListConstruct %int1_118, %int1_119, %int8, %int128_120 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %93, %121 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_121 = torch.constant.int 1
    %int1_122 = torch.constant.int 1
    %int8_123 = torch.constant.int 8
    %int128_124 = torch.constant.int 128
    %123 = torch.prim.ListConstruct %int1_121, %int1_122, %int8_123, %int128_124 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %124 = torch.aten.view %118, %123 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_125 = torch.constant.int 0
    %int1_126 = torch.constant.int 1
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %cpu_129 = torch.constant.device "cpu"
    %false_130 = torch.constant.bool false
    %125 = torch.aten.arange.start %int0_125, %int1_126, %none_127, %none_128, %cpu_129, %false_130 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_131 = torch.constant.int 0
    %126 = torch.aten.unsqueeze %125, %int0_131 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_132 = torch.constant.int 1
    %127 = torch.aten.unsqueeze %arg2, %int1_132 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_133 = torch.constant.int 1
    %128 = torch.aten.add.Tensor %126, %127, %int1_133 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_134 = torch.constant.int 0
    %int128_135 = torch.constant.int 128
    %int2_136 = torch.constant.int 2
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %cpu_139 = torch.constant.device "cpu"
    %false_140 = torch.constant.bool false
    %129 = torch.aten.arange.start_step %int0_134, %int128_135, %int2_136, %none_137, %none_138, %cpu_139, %false_140 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_141 = torch.constant.none
    %none_142 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_143 = torch.constant.device "cpu"
    %int0_144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %129, %none_141, %none_142, %int4, %cpu_143, %int0_144 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_145 = torch.constant.int 6
    %130 = torch.prims.convert_element_type %129, %int6_145 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_146 = torch.constant.int 128
    %131 = torch.aten.div.Scalar %130, %int128_146 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %132 = torch.aten.pow.Scalar %float5.000000e05, %131 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %133 = torch.aten.reciprocal %132 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %134 = torch.aten.mul.Scalar %133, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_147 = torch.constant.none
    %135 = torch.aten.clone %1, %none_147 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_148 = torch.constant.int 0
    %136 = torch.aten.unsqueeze %134, %int0_148 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_149 = torch.constant.int 2
    %137 = torch.aten.unsqueeze %136, %int2_149 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_150 = torch.constant.none
    %none_151 = torch.constant.none
    %int6_152 = torch.constant.int 6
    %cpu_153 = torch.constant.device "cpu"
    %int0_154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %137, %none_150, %none_151, %int6_152, %cpu_153, %int0_154 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_155 = torch.constant.int 1
    %int-1_156 = torch.constant.int -1
    %int1_157 = torch.constant.int 1
    %138 = torch.prim.ListConstruct %int1_155, %int-1_156, %int1_157 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_158 = torch.constant.bool false
    %139 = torch.aten.expand %137, %138, %false_158 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_159 = torch.constant.int 1
    %140 = torch.aten.unsqueeze %128, %int1_159 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_160 = torch.constant.none
    %none_161 = torch.constant.none
    %int4_162 = torch.constant.int 4
    %cpu_163 = torch.constant.device "cpu"
    %int0_164 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %140, %none_160, %none_161, %int4_162, %cpu_163, %int0_164 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_165 = torch.constant.int 6
    %141 = torch.prims.convert_element_type %140, %int6_165 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %142 = torch.aten.matmul %139, %141 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_166 = torch.constant.int 1
    %int2_167 = torch.constant.int 2
    %143 = torch.aten.transpose.int %142, %int1_166, %int2_167 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %144 = torch.aten.cos %143 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %145 = torch.aten.mul.Tensor %144, %135 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_168 = torch.constant.none
    %none_169 = torch.constant.none
    %int6_170 = torch.constant.int 6
    %cpu_171 = torch.constant.device "cpu"
    %int0_172 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_168, %none_169, %int6_170, %cpu_171, %int0_172 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_173 = torch.constant.int 5
    %146 = torch.prims.convert_element_type %145, %int5_173 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %147 = torch.aten.sin %143 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %148 = torch.aten.mul.Tensor %147, %135 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_174 = torch.constant.none
    %none_175 = torch.constant.none
    %int6_176 = torch.constant.int 6
    %cpu_177 = torch.constant.device "cpu"
    %int0_178 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %148, %none_174, %none_175, %int6_176, %cpu_177, %int0_178 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_179 = torch.constant.int 5
    %149 = torch.prims.convert_element_type %148, %int5_179 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_180 = torch.constant.int 2
    %150 = torch.aten.unsqueeze %146, %int2_180 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_181 = torch.constant.int 2
    %151 = torch.aten.unsqueeze %149, %int2_181 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_182 = torch.constant.none
    %none_183 = torch.constant.none
    %int5_184 = torch.constant.int 5
    %cpu_185 = torch.constant.device "cpu"
    %int0_186 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_182, %none_183, %int5_184, %cpu_185, %int0_186 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_187 = torch.constant.none
    %none_188 = torch.constant.none
    %int5_189 = torch.constant.int 5
    %cpu_190 = torch.constant.device "cpu"
    %int0_191 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %151, %none_187, %none_188, %int5_189, %cpu_190, %int0_191 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %int5_194 = torch.constant.int 5
    %cpu_195 = torch.constant.device "cpu"
    %int0_196 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %120, %none_192, %none_193, %int5_194, %cpu_195, %int0_196 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_197 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_198 = torch.constant.int 1
    %152 = torch.aten.slice.Tensor %120, %int3, %int0_197, %int64, %int1_198 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %int3_199 = torch.constant.int 3
    %int64_200 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_201 = torch.constant.int 1
    %153 = torch.aten.slice.Tensor %120, %int3_199, %int64_200, %int9223372036854775807, %int1_201 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %154 = torch.aten.mul.Tensor %152, %150 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %155 = torch.aten.mul.Tensor %153, %151 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_202 = torch.constant.int 1
    %156 = torch.aten.sub.Tensor %154, %155, %int1_202 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %157 = torch.aten.mul.Tensor %153, %150 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %158 = torch.aten.mul.Tensor %152, %151 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_203 = torch.constant.int 1
    %159 = torch.aten.add.Tensor %157, %158, %int1_203 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %160 = torch_c.to_builtin_tensor %156 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_204 = tensor.cast %160 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %161 = torch_c.to_builtin_tensor %159 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_205 = tensor.cast %161 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %162 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_204, %cast_205) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_206 = tensor.cast %162 : tensor<?x?x?x2x?xf16> to tensor<1x1x128x2x64xf16>
    %163 = torch_c.from_builtin_tensor %cast_206 : tensor<1x1x128x2x64xf16> -> !torch.vtensor<[1,1,128,2,64],f16>
    %int1_207 = torch.constant.int 1
    %int1_208 = torch.constant.int 1
    %int128_209 = torch.constant.int 128
    %int128_210 = torch.constant.int 128
    %164 = torch.prim.ListConstruct %int1_207, %int1_208, %int128_209, %int128_210 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %165 = torch.aten.view %163, %164 : !torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %none_211 = torch.constant.none
    %none_212 = torch.constant.none
    %int5_213 = torch.constant.int 5
    %cpu_214 = torch.constant.device "cpu"
    %int0_215 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %165, %none_211, %none_212, %int5_213, %cpu_214, %int0_215 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_216 = torch.constant.int 0
    %int1_217 = torch.constant.int 1
    %none_218 = torch.constant.none
    %none_219 = torch.constant.none
    %cpu_220 = torch.constant.device "cpu"
    %false_221 = torch.constant.bool false
    %166 = torch.aten.arange.start %int0_216, %int1_217, %none_218, %none_219, %cpu_220, %false_221 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_222 = torch.constant.int 0
    %167 = torch.aten.unsqueeze %166, %int0_222 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_223 = torch.constant.int 1
    %168 = torch.aten.unsqueeze %arg2, %int1_223 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_224 = torch.constant.int 1
    %169 = torch.aten.add.Tensor %167, %168, %int1_224 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_225 = torch.constant.int 0
    %int128_226 = torch.constant.int 128
    %int2_227 = torch.constant.int 2
    %none_228 = torch.constant.none
    %none_229 = torch.constant.none
    %cpu_230 = torch.constant.device "cpu"
    %false_231 = torch.constant.bool false
    %170 = torch.aten.arange.start_step %int0_225, %int128_226, %int2_227, %none_228, %none_229, %cpu_230, %false_231 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int4_234 = torch.constant.int 4
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_232, %none_233, %int4_234, %cpu_235, %int0_236 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_237 = torch.constant.int 6
    %171 = torch.prims.convert_element_type %170, %int6_237 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_238 = torch.constant.int 128
    %172 = torch.aten.div.Scalar %171, %int128_238 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_239 = torch.constant.float 5.000000e+05
    %173 = torch.aten.pow.Scalar %float5.000000e05_239, %172 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %174 = torch.aten.reciprocal %173 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_240 = torch.constant.float 1.000000e+00
    %175 = torch.aten.mul.Scalar %174, %float1.000000e00_240 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_241 = torch.constant.none
    %176 = torch.aten.clone %2, %none_241 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_242 = torch.constant.int 0
    %177 = torch.aten.unsqueeze %175, %int0_242 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_243 = torch.constant.int 2
    %178 = torch.aten.unsqueeze %177, %int2_243 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_244 = torch.constant.none
    %none_245 = torch.constant.none
    %int6_246 = torch.constant.int 6
    %cpu_247 = torch.constant.device "cpu"
    %int0_248 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_244, %none_245, %int6_246, %cpu_247, %int0_248 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_249 = torch.constant.int 1
    %int-1_250 = torch.constant.int -1
    %int1_251 = torch.constant.int 1
    %179 = torch.prim.ListConstruct %int1_249, %int-1_250, %int1_251 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_252 = torch.constant.bool false
    %180 = torch.aten.expand %178, %179, %false_252 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_253 = torch.constant.int 1
    %181 = torch.aten.unsqueeze %169, %int1_253 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_254 = torch.constant.none
    %none_255 = torch.constant.none
    %int4_256 = torch.constant.int 4
    %cpu_257 = torch.constant.device "cpu"
    %int0_258 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %181, %none_254, %none_255, %int4_256, %cpu_257, %int0_258 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_259 = torch.constant.int 6
    %182 = torch.prims.convert_element_type %181, %int6_259 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %183 = torch.aten.matmul %180, %182 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_260 = torch.constant.int 1
    %int2_261 = torch.constant.int 2
    %184 = torch.aten.transpose.int %183, %int1_260, %int2_261 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %185 = torch.aten.cos %184 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %186 = torch.aten.mul.Tensor %185, %176 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_262 = torch.constant.none
    %none_263 = torch.constant.none
    %int6_264 = torch.constant.int 6
    %cpu_265 = torch.constant.device "cpu"
    %int0_266 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %186, %none_262, %none_263, %int6_264, %cpu_265, %int0_266 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_267 = torch.constant.int 5
    %187 = torch.prims.convert_element_type %186, %int5_267 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %188 = torch.aten.sin %184 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %189 = torch.aten.mul.Tensor %188, %176 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_268 = torch.constant.none
    %none_269 = torch.constant.none
    %int6_270 = torch.constant.int 6
    %cpu_271 = torch.constant.device "cpu"
    %int0_272 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %189, %none_268, %none_269, %int6_270, %cpu_271, %int0_272 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_273 = torch.constant.int 5
    %190 = torch.prims.convert_element_type %189, %int5_273 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_274 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %187, %int2_274 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_275 = torch.constant.int 2
    %192 = torch.aten.unsqueeze %190, %int2_275 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_276 = torch.constant.none
    %none_277 = torch.constant.none
    %int5_278 = torch.constant.int 5
    %cpu_279 = torch.constant.device "cpu"
    %int0_280 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %191, %none_276, %none_277, %int5_278, %cpu_279, %int0_280 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_281 = torch.constant.none
    %none_282 = torch.constant.none
    %int5_283 = torch.constant.int 5
    %cpu_284 = torch.constant.device "cpu"
    %int0_285 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %192, %none_281, %none_282, %int5_283, %cpu_284, %int0_285 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_286 = torch.constant.none
    %none_287 = torch.constant.none
    %int5_288 = torch.constant.int 5
    %cpu_289 = torch.constant.device "cpu"
    %int0_290 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %122, %none_286, %none_287, %int5_288, %cpu_289, %int0_290 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_291 = torch.constant.int 3
    %int0_292 = torch.constant.int 0
    %int64_293 = torch.constant.int 64
    %int1_294 = torch.constant.int 1
    %193 = torch.aten.slice.Tensor %122, %int3_291, %int0_292, %int64_293, %int1_294 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_295 = torch.constant.int 3
    %int64_296 = torch.constant.int 64
    %int9223372036854775807_297 = torch.constant.int 9223372036854775807
    %int1_298 = torch.constant.int 1
    %194 = torch.aten.slice.Tensor %122, %int3_295, %int64_296, %int9223372036854775807_297, %int1_298 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %195 = torch.aten.mul.Tensor %193, %191 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %196 = torch.aten.mul.Tensor %194, %192 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_299 = torch.constant.int 1
    %197 = torch.aten.sub.Tensor %195, %196, %int1_299 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %198 = torch.aten.mul.Tensor %194, %191 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %199 = torch.aten.mul.Tensor %193, %192 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_300 = torch.constant.int 1
    %200 = torch.aten.add.Tensor %198, %199, %int1_300 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %201 = torch_c.to_builtin_tensor %197 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_301 = tensor.cast %201 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %202 = torch_c.to_builtin_tensor %200 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_302 = tensor.cast %202 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %203 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_301, %cast_302) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_303 = tensor.cast %203 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %204 = torch_c.from_builtin_tensor %cast_303 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_304 = torch.constant.int 1
    %int1_305 = torch.constant.int 1
    %int8_306 = torch.constant.int 8
    %int128_307 = torch.constant.int 128
    %205 = torch.prim.ListConstruct %int1_304, %int1_305, %int8_306, %int128_307 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten.view %204, %205 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_308 = torch.constant.none
    %none_309 = torch.constant.none
    %int5_310 = torch.constant.int 5
    %cpu_311 = torch.constant.device "cpu"
    %int0_312 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %206, %none_308, %none_309, %int5_310, %cpu_311, %int0_312 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %207 = torch.aten.div.Tensor %206, %3 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %208 = torch.aten.clamp %207, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_313 = torch.constant.none
    %none_314 = torch.constant.none
    %int5_315 = torch.constant.int 5
    %cpu_316 = torch.constant.device "cpu"
    %int0_317 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %208, %none_313, %none_314, %int5_315, %cpu_316, %int0_317 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %209 = torch.prims.convert_element_type %208, %int24 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %210 = torch.aten.div.Tensor %124, %3 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02_318 = torch.constant.float -4.480000e+02
    %float4.480000e02_319 = torch.constant.float 4.480000e+02
    %211 = torch.aten.clamp %210, %float-4.480000e02_318, %float4.480000e02_319 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_320 = torch.constant.none
    %none_321 = torch.constant.none
    %int5_322 = torch.constant.int 5
    %cpu_323 = torch.constant.device "cpu"
    %int0_324 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %211, %none_320, %none_321, %int5_322, %cpu_323, %int0_324 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_325 = torch.constant.int 24
    %212 = torch.prims.convert_element_type %211, %int24_325 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %int1_326 = torch.constant.int 1
    %int2_327 = torch.constant.int 2
    %int8_328 = torch.constant.int 8
    %int32_329 = torch.constant.int 32
    %int128_330 = torch.constant.int 128
    %213 = torch.prim.ListConstruct %32, %int1_326, %int2_327, %int8_328, %int32_329, %int128_330 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %214 = torch.aten.view %28, %213 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %214, [%30], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int2_331 = torch.constant.int 2
    %215 = torch.aten.mul.int %32, %int2_331 : !torch.int, !torch.int -> !torch.int
    %int8_332 = torch.constant.int 8
    %216 = torch.aten.mul.int %215, %int8_332 : !torch.int, !torch.int -> !torch.int
    %int32_333 = torch.constant.int 32
    %217 = torch.aten.mul.int %216, %int32_333 : !torch.int, !torch.int -> !torch.int
    %int128_334 = torch.constant.int 128
    %218 = torch.prim.ListConstruct %217, %int128_334 : (!torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten.view %214, %218 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %219, [%30], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int32_335 = torch.constant.int 32
    %220 = torch.aten.floor_divide.Scalar %arg2, %int32_335 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_336 = torch.constant.int 1
    %221 = torch.aten.unsqueeze %220, %int1_336 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_337 = torch.constant.int 1
    %false_338 = torch.constant.bool false
    %222 = torch.aten.gather %arg3, %int1_337, %221, %false_338 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_339 = torch.constant.int 1
    %int1_340 = torch.constant.int 1
    %int1_341 = torch.constant.int 1
    %223 = torch.prim.ListConstruct %int1_339, %int1_340, %int1_341 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %224 = torch.aten.view %222, %223 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_342 = torch.constant.int 32
    %225 = torch.aten.remainder.Scalar %arg2, %int32_342 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_343 = torch.constant.int 1
    %int1_344 = torch.constant.int 1
    %int1_345 = torch.constant.int 1
    %226 = torch.prim.ListConstruct %int1_343, %int1_344, %int1_345 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %227 = torch.aten.view %225, %226 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_346 = torch.constant.int 8
    %none_347 = torch.constant.none
    %none_348 = torch.constant.none
    %cpu_349 = torch.constant.device "cpu"
    %false_350 = torch.constant.bool false
    %228 = torch.aten.arange %int8_346, %none_347, %none_348, %cpu_349, %false_350 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_351 = torch.constant.int 1
    %int1_352 = torch.constant.int 1
    %int8_353 = torch.constant.int 8
    %229 = torch.prim.ListConstruct %int1_351, %int1_352, %int8_353 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %230 = torch.aten.view %228, %229 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_354 = torch.constant.none
    %231 = torch.aten.clone %4, %none_354 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_355 = torch.constant.int 1
    %int1_356 = torch.constant.int 1
    %int1_357 = torch.constant.int 1
    %232 = torch.prim.ListConstruct %int1_355, %int1_356, %int1_357 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %233 = torch.aten.view %231, %232 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_358 = torch.constant.int 1
    %234 = torch.aten.mul.Scalar %224, %int1_358 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_359 = torch.constant.int 0
    %int1_360 = torch.constant.int 1
    %235 = torch.aten.add.Scalar %234, %int0_359, %int1_360 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_361 = torch.constant.int 2
    %236 = torch.aten.mul.Scalar %235, %int2_361 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_362 = torch.constant.int 1
    %237 = torch.aten.add.Tensor %236, %233, %int1_362 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_363 = torch.constant.int 8
    %238 = torch.aten.mul.Scalar %237, %int8_363 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_364 = torch.constant.int 1
    %239 = torch.aten.add.Tensor %238, %230, %int1_364 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_365 = torch.constant.int 32
    %240 = torch.aten.mul.Scalar %239, %int32_365 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_366 = torch.constant.int 1
    %241 = torch.aten.add.Tensor %240, %227, %int1_366 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_367 = torch.constant.none
    %none_368 = torch.constant.none
    %int24_369 = torch.constant.int 24
    %cpu_370 = torch.constant.device "cpu"
    %int0_371 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %209, %none_367, %none_368, %int24_369, %cpu_370, %int0_371 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %242 = torch.prim.ListConstruct %241 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_372 = torch.constant.bool false
    %243 = torch.aten.index_put %219, %242, %209, %false_372 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %243, [%30], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int1_373 = torch.constant.int 1
    %int2_374 = torch.constant.int 2
    %int8_375 = torch.constant.int 8
    %int32_376 = torch.constant.int 32
    %int128_377 = torch.constant.int 128
    %244 = torch.prim.ListConstruct %32, %int1_373, %int2_374, %int8_375, %int32_376, %int128_377 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %245 = torch.aten.view %243, %244 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %245, [%30], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536 = torch.constant.int 65536
    %246 = torch.prim.ListConstruct %32, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %247 = torch.aten.view %245, %246 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %247, [%30], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1_378 = torch.constant.int 1
    %int2_379 = torch.constant.int 2
    %int8_380 = torch.constant.int 8
    %int32_381 = torch.constant.int 32
    %int128_382 = torch.constant.int 128
    %248 = torch.prim.ListConstruct %32, %int1_378, %int2_379, %int8_380, %int32_381, %int128_382 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %249 = torch.aten.view %247, %248 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %249, [%30], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int128_383 = torch.constant.int 128
    %250 = torch.prim.ListConstruct %217, %int128_383 : (!torch.int, !torch.int) -> !torch.list<int>
    %251 = torch.aten.view %249, %250 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %251, [%30], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %none_384 = torch.constant.none
    %252 = torch.aten.clone %5, %none_384 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_385 = torch.constant.int 1
    %int1_386 = torch.constant.int 1
    %int1_387 = torch.constant.int 1
    %253 = torch.prim.ListConstruct %int1_385, %int1_386, %int1_387 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %254 = torch.aten.view %252, %253 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_388 = torch.constant.int 1
    %255 = torch.aten.mul.Scalar %224, %int1_388 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_389 = torch.constant.int 0
    %int1_390 = torch.constant.int 1
    %256 = torch.aten.add.Scalar %255, %int0_389, %int1_390 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_391 = torch.constant.int 2
    %257 = torch.aten.mul.Scalar %256, %int2_391 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_392 = torch.constant.int 1
    %258 = torch.aten.add.Tensor %257, %254, %int1_392 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_393 = torch.constant.int 8
    %259 = torch.aten.mul.Scalar %258, %int8_393 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_394 = torch.constant.int 1
    %260 = torch.aten.add.Tensor %259, %230, %int1_394 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_395 = torch.constant.int 32
    %261 = torch.aten.mul.Scalar %260, %int32_395 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_396 = torch.constant.int 1
    %262 = torch.aten.add.Tensor %261, %227, %int1_396 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_397 = torch.constant.none
    %none_398 = torch.constant.none
    %int24_399 = torch.constant.int 24
    %cpu_400 = torch.constant.device "cpu"
    %int0_401 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %212, %none_397, %none_398, %int24_399, %cpu_400, %int0_401 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %263 = torch.prim.ListConstruct %262 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_402 = torch.constant.bool false
    %264 = torch.aten.index_put %251, %263, %212, %false_402 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %264, [%30], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int1_403 = torch.constant.int 1
    %int2_404 = torch.constant.int 2
    %int8_405 = torch.constant.int 8
    %int32_406 = torch.constant.int 32
    %int128_407 = torch.constant.int 128
    %265 = torch.prim.ListConstruct %32, %int1_403, %int2_404, %int8_405, %int32_406, %int128_407 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %266 = torch.aten.view %264, %265 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %266, [%30], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536_408 = torch.constant.int 65536
    %267 = torch.prim.ListConstruct %32, %int65536_408 : (!torch.int, !torch.int) -> !torch.list<int>
    %268 = torch.aten.view %266, %267 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.overwrite.tensor.contents %268 overwrites %arg4 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.tensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %268, [%30], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %none_409 = torch.constant.none
    %269 = torch.aten.clone %6, %none_409 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_410 = torch.constant.none
    %270 = torch.aten.clone %7, %none_410 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_411 = torch.constant.none
    %271 = torch.aten.clone %8, %none_411 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_412 = torch.constant.int 1
    %int2_413 = torch.constant.int 2
    %int8_414 = torch.constant.int 8
    %int32_415 = torch.constant.int 32
    %int128_416 = torch.constant.int 128
    %272 = torch.prim.ListConstruct %32, %int1_412, %int2_413, %int8_414, %int32_415, %int128_416 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.view %268, %272 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %273, [%30], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %274 = torch_c.to_builtin_tensor %273 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN> -> tensor<?x1x2x8x32x128xf8E4M3FN>
    %275 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_417 = tensor.cast %275 : tensor<1x?xi64> to tensor<?x?xi64>
    %276 = torch_c.to_builtin_tensor %269 : !torch.vtensor<[],si64> -> tensor<i64>
    %277 = torch_c.to_builtin_tensor %270 : !torch.vtensor<[],si64> -> tensor<i64>
    %278 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%274, %cast_417, %276, %277) : (tensor<?x1x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_418 = tensor.cast %278 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %279 = torch_c.from_builtin_tensor %cast_418 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %279, [%29], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %280 = torch_c.to_builtin_tensor %273 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN> -> tensor<?x1x2x8x32x128xf8E4M3FN>
    %281 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_419 = tensor.cast %281 : tensor<1x?xi64> to tensor<?x?xi64>
    %282 = torch_c.to_builtin_tensor %269 : !torch.vtensor<[],si64> -> tensor<i64>
    %283 = torch_c.to_builtin_tensor %271 : !torch.vtensor<[],si64> -> tensor<i64>
    %284 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%280, %cast_419, %282, %283) : (tensor<?x1x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_420 = tensor.cast %284 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %285 = torch_c.from_builtin_tensor %cast_420 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %285, [%29], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %int2_421 = torch.constant.int 2
    %int3_422 = torch.constant.int 3
    %286 = torch.aten.transpose.int %279, %int2_421, %int3_422 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %286, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_423 = torch.constant.int 32
    %287 = torch.aten.mul.int %31, %int32_423 : !torch.int, !torch.int -> !torch.int
    %int0_424 = torch.constant.int 0
    %288 = torch.aten.clone %286, %int0_424 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %288, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_425 = torch.constant.int 1
    %int8_426 = torch.constant.int 8
    %int128_427 = torch.constant.int 128
    %289 = torch.prim.ListConstruct %int1_425, %287, %int8_426, %int128_427 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten._unsafe_view %288, %289 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %290, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int2_428 = torch.constant.int 2
    %int3_429 = torch.constant.int 3
    %291 = torch.aten.transpose.int %285, %int2_428, %int3_429 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %291, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int0_430 = torch.constant.int 0
    %292 = torch.aten.clone %291, %int0_430 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %292, [%29], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_431 = torch.constant.int 1
    %int8_432 = torch.constant.int 8
    %int128_433 = torch.constant.int 128
    %293 = torch.prim.ListConstruct %int1_431, %287, %int8_432, %int128_433 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %294 = torch.aten._unsafe_view %292, %293 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %294, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int0_434 = torch.constant.int 0
    %int1_435 = torch.constant.int 1
    %none_436 = torch.constant.none
    %none_437 = torch.constant.none
    %cpu_438 = torch.constant.device "cpu"
    %false_439 = torch.constant.bool false
    %295 = torch.aten.arange.start_step %int0_434, %287, %int1_435, %none_436, %none_437, %cpu_438, %false_439 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %295, [%29], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_440 = torch.constant.int -1
    %296 = torch.aten.unsqueeze %arg1, %int-1_440 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %297 = torch.aten.ge.Tensor %295, %296 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %297, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_441 = torch.constant.none
    %298 = torch.aten.clone %9, %none_441 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_442 = torch.constant.int 0
    %299 = torch.aten.where.ScalarOther %297, %298, %int0_442 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %299, [%29], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_443 = torch.constant.none
    %none_444 = torch.constant.none
    %int5_445 = torch.constant.int 5
    %cpu_446 = torch.constant.device "cpu"
    %int0_447 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %299, %none_443, %none_444, %int5_445, %cpu_446, %int0_447 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_448 = torch.constant.int 1
    %300 = torch.aten.unsqueeze %299, %int1_448 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %300, [%29], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_449 = torch.constant.int 1
    %301 = torch.aten.unsqueeze %300, %int1_449 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %301, [%29], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_450 = torch.constant.none
    %none_451 = torch.constant.none
    %int5_452 = torch.constant.int 5
    %cpu_453 = torch.constant.device "cpu"
    %int0_454 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %301, %none_450, %none_451, %int5_452, %cpu_453, %int0_454 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_455 = torch.constant.none
    %none_456 = torch.constant.none
    %int24_457 = torch.constant.int 24
    %cpu_458 = torch.constant.device "cpu"
    %int0_459 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %290, %none_455, %none_456, %int24_457, %cpu_458, %int0_459 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_460 = torch.constant.int 5
    %302 = torch.prims.convert_element_type %290, %int5_460 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %302, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %303 = torch.aten.mul.Tensor %302, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %303, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_461 = torch.constant.none
    %none_462 = torch.constant.none
    %int24_463 = torch.constant.int 24
    %cpu_464 = torch.constant.device "cpu"
    %int0_465 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %294, %none_461, %none_462, %int24_463, %cpu_464, %int0_465 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_466 = torch.constant.int 5
    %304 = torch.prims.convert_element_type %294, %int5_466 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %304, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %305 = torch.aten.mul.Tensor %304, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %305, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2 = torch.constant.int -2
    %306 = torch.aten.unsqueeze %303, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %306, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_467 = torch.constant.int 1
    %int8_468 = torch.constant.int 8
    %int16_469 = torch.constant.int 16
    %int128_470 = torch.constant.int 128
    %307 = torch.prim.ListConstruct %int1_467, %287, %int8_468, %int16_469, %int128_470 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_471 = torch.constant.bool false
    %308 = torch.aten.expand %306, %307, %false_471 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %308, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_472 = torch.constant.int 0
    %309 = torch.aten.clone %308, %int0_472 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %309, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_473 = torch.constant.int 1
    %int128_474 = torch.constant.int 128
    %int128_475 = torch.constant.int 128
    %310 = torch.prim.ListConstruct %int1_473, %287, %int128_474, %int128_475 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %311 = torch.aten._unsafe_view %309, %310 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %311, [%29], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_476 = torch.constant.int -2
    %312 = torch.aten.unsqueeze %305, %int-2_476 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %312, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_477 = torch.constant.int 1
    %int8_478 = torch.constant.int 8
    %int16_479 = torch.constant.int 16
    %int128_480 = torch.constant.int 128
    %313 = torch.prim.ListConstruct %int1_477, %287, %int8_478, %int16_479, %int128_480 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_481 = torch.constant.bool false
    %314 = torch.aten.expand %312, %313, %false_481 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %314, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_482 = torch.constant.int 0
    %315 = torch.aten.clone %314, %int0_482 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %315, [%29], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_483 = torch.constant.int 1
    %int128_484 = torch.constant.int 128
    %int128_485 = torch.constant.int 128
    %316 = torch.prim.ListConstruct %int1_483, %287, %int128_484, %int128_485 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %317 = torch.aten._unsafe_view %315, %316 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %317, [%29], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_486 = torch.constant.int 1
    %int2_487 = torch.constant.int 2
    %318 = torch.aten.transpose.int %165, %int1_486, %int2_487 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,1,128],f16>
    %int1_488 = torch.constant.int 1
    %int2_489 = torch.constant.int 2
    %319 = torch.aten.transpose.int %311, %int1_488, %int2_489 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %319, [%29], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_490 = torch.constant.int 1
    %int2_491 = torch.constant.int 2
    %320 = torch.aten.transpose.int %317, %int1_490, %int2_491 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %320, [%29], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_492 = torch.constant.bool false
    %none_493 = torch.constant.none
    %false_494 = torch.constant.bool false
    %321 = torch.aten.scaled_dot_product_attention %318, %319, %320, %301, %float0.000000e00, %false_492, %none_493, %false_494 : !torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,1,128],f16>
    %int1_495 = torch.constant.int 1
    %int2_496 = torch.constant.int 2
    %322 = torch.aten.transpose.int %321, %int1_495, %int2_496 : !torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,128],f16>
    %int1_497 = torch.constant.int 1
    %int1_498 = torch.constant.int 1
    %int16384_499 = torch.constant.int 16384
    %323 = torch.prim.ListConstruct %int1_497, %int1_498, %int16384_499 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %322, %323 : !torch.vtensor<[1,1,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    %int1_500 = torch.constant.int 1
    %int1_501 = torch.constant.int 1
    %int512_502 = torch.constant.int 512
    %int32_503 = torch.constant.int 32
    %325 = torch.prim.ListConstruct %int1_500, %int1_501, %int512_502, %int32_503 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %324, %325 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_504 = torch.constant.int -1
    %int32_505 = torch.constant.int 32
    %327 = torch.prim.ListConstruct %int-1_504, %int32_505 : (!torch.int, !torch.int) -> !torch.list<int>
    %328 = torch.aten.view %326, %327 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int5_508 = torch.constant.int 5
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %328, %none_506, %none_507, %int5_508, %cpu_509, %int0_510 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_511 = torch.constant.int 6
    %329 = torch.prims.convert_element_type %328, %int6_511 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %330 = torch_c.to_builtin_tensor %329 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_512 = tensor.cast %330 : tensor<512x32xf32> to tensor<?x32xf32>
    %331:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_512) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_513 = tensor.cast %331#0 : tensor<?xi8> to tensor<512xi8>
    %332 = torch_c.from_builtin_tensor %cast_513 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_514 = tensor.cast %331#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %333 = torch_c.from_builtin_tensor %cast_514 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_515 = torch.constant.int 1
    %int1_516 = torch.constant.int 1
    %int512_517 = torch.constant.int 512
    %int16_518 = torch.constant.int 16
    %334 = torch.prim.ListConstruct %int1_515, %int1_516, %int512_517, %int16_518 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %335 = torch.aten.view %333, %334 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_519 = torch.constant.int 1
    %int1_520 = torch.constant.int 1
    %int512_521 = torch.constant.int 512
    %int1_522 = torch.constant.int 1
    %336 = torch.prim.ListConstruct %int1_519, %int1_520, %int512_521, %int1_522 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten.view %332, %336 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_523 = torch.constant.int 1
    %int1_524 = torch.constant.int 1
    %int8192_525 = torch.constant.int 8192
    %338 = torch.prim.ListConstruct %int1_523, %int1_524, %int8192_525 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %339 = torch.aten.view %335, %338 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_526 = torch.constant.int -1
    %340 = torch.aten.squeeze.dim %337, %int-1_526 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384_527 = torch.constant.int 16384
    %int8192_528 = torch.constant.int 8192
    %341 = torch.prim.ListConstruct %int16384_527, %int8192_528 : (!torch.int, !torch.int) -> !torch.list<int>
    %342 = torch.aten.view %17, %341 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_529 = torch.constant.int -1
    %343 = torch.aten.squeeze.dim %18, %int-1_529 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %344 = torch_c.to_builtin_tensor %339 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_530 = tensor.cast %344 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %345 = torch_c.to_builtin_tensor %340 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_531 = tensor.cast %345 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %346 = torch_c.to_builtin_tensor %342 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %347 = torch_c.to_builtin_tensor %343 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %348 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_530, %cast_531, %346, %347) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_532 = tensor.cast %348 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %349 = torch_c.from_builtin_tensor %cast_532 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %none_533 = torch.constant.none
    %none_534 = torch.constant.none
    %int5_535 = torch.constant.int 5
    %cpu_536 = torch.constant.device "cpu"
    %int0_537 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %349, %none_533, %none_534, %int5_535, %cpu_536, %int0_537 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_538 = torch.constant.int 1
    %350 = torch.aten.add.Tensor %33, %349, %int1_538 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_539 = torch.constant.none
    %none_540 = torch.constant.none
    %int5_541 = torch.constant.int 5
    %cpu_542 = torch.constant.device "cpu"
    %int0_543 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %350, %none_539, %none_540, %int5_541, %cpu_542, %int0_543 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_544 = torch.constant.int 6
    %351 = torch.prims.convert_element_type %350, %int6_544 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_545 = torch.constant.int 2
    %352 = torch.aten.pow.Tensor_Scalar %351, %int2_545 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_546 = torch.constant.int -1
    %353 = torch.prim.ListConstruct %int-1_546 : (!torch.int) -> !torch.list<int>
    %true_547 = torch.constant.bool true
    %none_548 = torch.constant.none
    %354 = torch.aten.mean.dim %352, %353, %true_547, %none_548 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_549 = torch.constant.float 1.000000e-05
    %int1_550 = torch.constant.int 1
    %355 = torch.aten.add.Scalar %354, %float1.000000e-05_549, %int1_550 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %356 = torch.aten.rsqrt %355 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %357 = torch.aten.mul.Tensor %351, %356 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_551 = torch.constant.none
    %none_552 = torch.constant.none
    %int6_553 = torch.constant.int 6
    %cpu_554 = torch.constant.device "cpu"
    %int0_555 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %357, %none_551, %none_552, %int6_553, %cpu_554, %int0_555 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_556 = torch.constant.int 5
    %358 = torch.prims.convert_element_type %357, %int5_556 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %359 = torch.aten.mul.Tensor %19, %358 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_557 = torch.constant.none
    %none_558 = torch.constant.none
    %int6_559 = torch.constant.int 6
    %cpu_560 = torch.constant.device "cpu"
    %int0_561 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %359, %none_557, %none_558, %int6_559, %cpu_560, %int0_561 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_562 = torch.constant.int 5
    %360 = torch.prims.convert_element_type %359, %int5_562 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_563 = torch.constant.int 1
    %int1_564 = torch.constant.int 1
    %int512_565 = torch.constant.int 512
    %int32_566 = torch.constant.int 32
    %361 = torch.prim.ListConstruct %int1_563, %int1_564, %int512_565, %int32_566 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %362 = torch.aten.view %360, %361 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_567 = torch.constant.int -1
    %int32_568 = torch.constant.int 32
    %363 = torch.prim.ListConstruct %int-1_567, %int32_568 : (!torch.int, !torch.int) -> !torch.list<int>
    %364 = torch.aten.view %362, %363 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_569 = torch.constant.none
    %none_570 = torch.constant.none
    %int5_571 = torch.constant.int 5
    %cpu_572 = torch.constant.device "cpu"
    %int0_573 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %364, %none_569, %none_570, %int5_571, %cpu_572, %int0_573 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_574 = torch.constant.int 6
    %365 = torch.prims.convert_element_type %364, %int6_574 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %366 = torch_c.to_builtin_tensor %365 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_575 = tensor.cast %366 : tensor<512x32xf32> to tensor<?x32xf32>
    %367:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_575) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_576 = tensor.cast %367#0 : tensor<?xi8> to tensor<512xi8>
    %368 = torch_c.from_builtin_tensor %cast_576 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_577 = tensor.cast %367#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %369 = torch_c.from_builtin_tensor %cast_577 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_578 = torch.constant.int 1
    %int1_579 = torch.constant.int 1
    %int512_580 = torch.constant.int 512
    %int16_581 = torch.constant.int 16
    %370 = torch.prim.ListConstruct %int1_578, %int1_579, %int512_580, %int16_581 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %371 = torch.aten.view %369, %370 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_582 = torch.constant.int 1
    %int1_583 = torch.constant.int 1
    %int512_584 = torch.constant.int 512
    %int1_585 = torch.constant.int 1
    %372 = torch.prim.ListConstruct %int1_582, %int1_583, %int512_584, %int1_585 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %373 = torch.aten.view %368, %372 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_586 = torch.constant.int 1
    %int1_587 = torch.constant.int 1
    %int8192_588 = torch.constant.int 8192
    %374 = torch.prim.ListConstruct %int1_586, %int1_587, %int8192_588 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %375 = torch.aten.view %371, %374 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_589 = torch.constant.int -1
    %376 = torch.aten.squeeze.dim %373, %int-1_589 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_590 = torch.constant.int 8192
    %377 = torch.prim.ListConstruct %int53248, %int8192_590 : (!torch.int, !torch.int) -> !torch.list<int>
    %378 = torch.aten.view %20, %377 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_591 = torch.constant.int -1
    %379 = torch.aten.squeeze.dim %21, %int-1_591 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %380 = torch_c.to_builtin_tensor %375 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_592 = tensor.cast %380 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %381 = torch_c.to_builtin_tensor %376 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_593 = tensor.cast %381 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %382 = torch_c.to_builtin_tensor %378 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %383 = torch_c.to_builtin_tensor %379 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %384 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_592, %cast_593, %382, %383) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_594 = tensor.cast %384 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %385 = torch_c.from_builtin_tensor %cast_594 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %386 = torch.aten.silu %385 : !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_595 = torch.constant.int 1
    %int1_596 = torch.constant.int 1
    %int512_597 = torch.constant.int 512
    %int32_598 = torch.constant.int 32
    %387 = torch.prim.ListConstruct %int1_595, %int1_596, %int512_597, %int32_598 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %388 = torch.aten.view %360, %387 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_599 = torch.constant.int -1
    %int32_600 = torch.constant.int 32
    %389 = torch.prim.ListConstruct %int-1_599, %int32_600 : (!torch.int, !torch.int) -> !torch.list<int>
    %390 = torch.aten.view %388, %389 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_601 = torch.constant.none
    %none_602 = torch.constant.none
    %int5_603 = torch.constant.int 5
    %cpu_604 = torch.constant.device "cpu"
    %int0_605 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %390, %none_601, %none_602, %int5_603, %cpu_604, %int0_605 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_606 = torch.constant.int 6
    %391 = torch.prims.convert_element_type %390, %int6_606 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %392 = torch_c.to_builtin_tensor %391 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_607 = tensor.cast %392 : tensor<512x32xf32> to tensor<?x32xf32>
    %393:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_607) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_608 = tensor.cast %393#0 : tensor<?xi8> to tensor<512xi8>
    %394 = torch_c.from_builtin_tensor %cast_608 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_609 = tensor.cast %393#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %395 = torch_c.from_builtin_tensor %cast_609 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_610 = torch.constant.int 1
    %int1_611 = torch.constant.int 1
    %int512_612 = torch.constant.int 512
    %int16_613 = torch.constant.int 16
    %396 = torch.prim.ListConstruct %int1_610, %int1_611, %int512_612, %int16_613 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %397 = torch.aten.view %395, %396 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_614 = torch.constant.int 1
    %int1_615 = torch.constant.int 1
    %int512_616 = torch.constant.int 512
    %int1_617 = torch.constant.int 1
    %398 = torch.prim.ListConstruct %int1_614, %int1_615, %int512_616, %int1_617 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %399 = torch.aten.view %394, %398 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_618 = torch.constant.int 1
    %int1_619 = torch.constant.int 1
    %int8192_620 = torch.constant.int 8192
    %400 = torch.prim.ListConstruct %int1_618, %int1_619, %int8192_620 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %401 = torch.aten.view %397, %400 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_621 = torch.constant.int -1
    %402 = torch.aten.squeeze.dim %399, %int-1_621 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248_622 = torch.constant.int 53248
    %int8192_623 = torch.constant.int 8192
    %403 = torch.prim.ListConstruct %int53248_622, %int8192_623 : (!torch.int, !torch.int) -> !torch.list<int>
    %404 = torch.aten.view %22, %403 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_624 = torch.constant.int -1
    %405 = torch.aten.squeeze.dim %23, %int-1_624 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %406 = torch_c.to_builtin_tensor %401 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_625 = tensor.cast %406 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %407 = torch_c.to_builtin_tensor %402 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_626 = tensor.cast %407 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %408 = torch_c.to_builtin_tensor %404 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %409 = torch_c.to_builtin_tensor %405 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %410 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_625, %cast_626, %408, %409) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_627 = tensor.cast %410 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %411 = torch_c.from_builtin_tensor %cast_627 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %412 = torch.aten.mul.Tensor %386, %411 : !torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_628 = torch.constant.int 1
    %int1_629 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_630 = torch.constant.int 32
    %413 = torch.prim.ListConstruct %int1_628, %int1_629, %int1664, %int32_630 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %414 = torch.aten.view %412, %413 : !torch.vtensor<[1,1,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1664,32],f16>
    %int-1_631 = torch.constant.int -1
    %int32_632 = torch.constant.int 32
    %415 = torch.prim.ListConstruct %int-1_631, %int32_632 : (!torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.view %414, %415 : !torch.vtensor<[1,1,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[1664,32],f16>
    %none_633 = torch.constant.none
    %none_634 = torch.constant.none
    %int5_635 = torch.constant.int 5
    %cpu_636 = torch.constant.device "cpu"
    %int0_637 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %416, %none_633, %none_634, %int5_635, %cpu_636, %int0_637 : !torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_638 = torch.constant.int 6
    %417 = torch.prims.convert_element_type %416, %int6_638 : !torch.vtensor<[1664,32],f16>, !torch.int -> !torch.vtensor<[1664,32],f32>
    %418 = torch_c.to_builtin_tensor %417 : !torch.vtensor<[1664,32],f32> -> tensor<1664x32xf32>
    %cast_639 = tensor.cast %418 : tensor<1664x32xf32> to tensor<?x32xf32>
    %419:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_639) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_640 = tensor.cast %419#0 : tensor<?xi8> to tensor<1664xi8>
    %420 = torch_c.from_builtin_tensor %cast_640 : tensor<1664xi8> -> !torch.vtensor<[1664],ui8>
    %cast_641 = tensor.cast %419#1 : tensor<?x16xi8> to tensor<1664x16xi8>
    %421 = torch_c.from_builtin_tensor %cast_641 : tensor<1664x16xi8> -> !torch.vtensor<[1664,16],ui8>
    %int1_642 = torch.constant.int 1
    %int1_643 = torch.constant.int 1
    %int1664_644 = torch.constant.int 1664
    %int16_645 = torch.constant.int 16
    %422 = torch.prim.ListConstruct %int1_642, %int1_643, %int1664_644, %int16_645 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %423 = torch.aten.view %421, %422 : !torch.vtensor<[1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,16],ui8>
    %int1_646 = torch.constant.int 1
    %int1_647 = torch.constant.int 1
    %int1664_648 = torch.constant.int 1664
    %int1_649 = torch.constant.int 1
    %424 = torch.prim.ListConstruct %int1_646, %int1_647, %int1664_648, %int1_649 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %425 = torch.aten.view %420, %424 : !torch.vtensor<[1664],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,1],ui8>
    %int1_650 = torch.constant.int 1
    %int1_651 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %426 = torch.prim.ListConstruct %int1_650, %int1_651, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %427 = torch.aten.view %423, %426 : !torch.vtensor<[1,1,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,26624],ui8>
    %int-1_652 = torch.constant.int -1
    %428 = torch.aten.squeeze.dim %425, %int-1_652 : !torch.vtensor<[1,1,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,1,1664],ui8>
    %int16384_653 = torch.constant.int 16384
    %int26624_654 = torch.constant.int 26624
    %429 = torch.prim.ListConstruct %int16384_653, %int26624_654 : (!torch.int, !torch.int) -> !torch.list<int>
    %430 = torch.aten.view %24, %429 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_655 = torch.constant.int -1
    %431 = torch.aten.squeeze.dim %25, %int-1_655 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %432 = torch_c.to_builtin_tensor %427 : !torch.vtensor<[1,1,26624],ui8> -> tensor<1x1x26624xi8>
    %cast_656 = tensor.cast %432 : tensor<1x1x26624xi8> to tensor<?x?x26624xi8>
    %433 = torch_c.to_builtin_tensor %428 : !torch.vtensor<[1,1,1664],ui8> -> tensor<1x1x1664xi8>
    %cast_657 = tensor.cast %433 : tensor<1x1x1664xi8> to tensor<?x?x1664xi8>
    %434 = torch_c.to_builtin_tensor %430 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %435 = torch_c.to_builtin_tensor %431 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %436 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_656, %cast_657, %434, %435) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_658 = tensor.cast %436 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %437 = torch_c.from_builtin_tensor %cast_658 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_659 = torch.constant.int 1
    %438 = torch.aten.add.Tensor %350, %437, %int1_659 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_660 = torch.constant.none
    %none_661 = torch.constant.none
    %int5_662 = torch.constant.int 5
    %cpu_663 = torch.constant.device "cpu"
    %int0_664 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %438, %none_660, %none_661, %int5_662, %cpu_663, %int0_664 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_665 = torch.constant.none
    %none_666 = torch.constant.none
    %int5_667 = torch.constant.int 5
    %cpu_668 = torch.constant.device "cpu"
    %int0_669 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %438, %none_665, %none_666, %int5_667, %cpu_668, %int0_669 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_670 = torch.constant.int 6
    %439 = torch.prims.convert_element_type %438, %int6_670 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_671 = torch.constant.int 2
    %440 = torch.aten.pow.Tensor_Scalar %439, %int2_671 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_672 = torch.constant.int -1
    %441 = torch.prim.ListConstruct %int-1_672 : (!torch.int) -> !torch.list<int>
    %true_673 = torch.constant.bool true
    %none_674 = torch.constant.none
    %442 = torch.aten.mean.dim %440, %441, %true_673, %none_674 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_675 = torch.constant.float 1.000000e-05
    %int1_676 = torch.constant.int 1
    %443 = torch.aten.add.Scalar %442, %float1.000000e-05_675, %int1_676 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %444 = torch.aten.rsqrt %443 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %445 = torch.aten.mul.Tensor %439, %444 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_677 = torch.constant.none
    %none_678 = torch.constant.none
    %int6_679 = torch.constant.int 6
    %cpu_680 = torch.constant.device "cpu"
    %int0_681 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %445, %none_677, %none_678, %int6_679, %cpu_680, %int0_681 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_682 = torch.constant.int 5
    %446 = torch.prims.convert_element_type %445, %int5_682 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %447 = torch.aten.mul.Tensor %26, %446 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_683 = torch.constant.none
    %none_684 = torch.constant.none
    %int6_685 = torch.constant.int 6
    %cpu_686 = torch.constant.device "cpu"
    %int0_687 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %447, %none_683, %none_684, %int6_685, %cpu_686, %int0_687 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_688 = torch.constant.int 5
    %448 = torch.prims.convert_element_type %447, %int5_688 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int-2_689 = torch.constant.int -2
    %int-1_690 = torch.constant.int -1
    %449 = torch.aten.transpose.int %27, %int-2_689, %int-1_690 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_691 = torch.constant.none
    %none_692 = torch.constant.none
    %int5_693 = torch.constant.int 5
    %cpu_694 = torch.constant.device "cpu"
    %int0_695 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %449, %none_691, %none_692, %int5_693, %cpu_694, %int0_695 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_696 = torch.constant.int 1
    %int16384_697 = torch.constant.int 16384
    %450 = torch.prim.ListConstruct %int1_696, %int16384_697 : (!torch.int, !torch.int) -> !torch.list<int>
    %451 = torch.aten.view %448, %450 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,16384],f16>
    %452 = torch.aten.matmul %451, %449 : !torch.vtensor<[1,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[1,16384],f16>
    %int1_698 = torch.constant.int 1
    %int1_699 = torch.constant.int 1
    %int16384_700 = torch.constant.int 16384
    %453 = torch.prim.ListConstruct %int1_698, %int1_699, %int16384_700 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %454 = torch.aten.view %452, %453 : !torch.vtensor<[1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    return %454 : !torch.vtensor<[1,1,16384],f16>
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
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%arg0: tensor<?x?x8192xi8>, %arg1: tensor<?x?x512xi8>, %arg2: tensor<16384x8192xi8>, %arg3: tensor<16384x512xi8>) -> tensor<?x?x16384xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x8192xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<16384x8192xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x512xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<16384x512xi8> to tensor<?x?xi8>
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
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x16384xf16>
    util.return %cast_8 : tensor<?x?x16384xf16>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%arg0: tensor<?x?x8192xi8>, %arg1: tensor<?x?x512xi8>, %arg2: tensor<1024x8192xi8>, %arg3: tensor<1024x512xi8>) -> tensor<?x?x1024xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x8192xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<1024x8192xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x512xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<1024x512xi8> to tensor<?x?xi8>
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
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x1024xf16>
    util.return %cast_8 : tensor<?x?x1024xf16>
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
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%arg0: tensor<?x?x8192xi8>, %arg1: tensor<?x?x512xi8>, %arg2: tensor<53248x8192xi8>, %arg3: tensor<53248x512xi8>) -> tensor<?x?x53248xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x8192xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<53248x8192xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x512xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<53248x512xi8> to tensor<?x?xi8>
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
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x53248xf16>
    util.return %cast_8 : tensor<?x?x53248xf16>
  }
  util.func private @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%arg0: tensor<?x?x26624xi8>, %arg1: tensor<?x?x1664xi8>, %arg2: tensor<16384x26624xi8>, %arg3: tensor<16384x1664xi8>) -> tensor<?x?x16384xf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cast = tensor.cast %arg0 : tensor<?x?x26624xi8> to tensor<?x?x?xi8>
    %cast_0 = tensor.cast %arg2 : tensor<16384x26624xi8> to tensor<?x?xi8>
    %cast_1 = tensor.cast %arg1 : tensor<?x?x1664xi8> to tensor<?x?x?xi8>
    %cast_2 = tensor.cast %arg3 : tensor<16384x1664xi8> to tensor<?x?xi8>
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
    %cast_8 = tensor.cast %11 : tensor<?x?x?xf16> to tensor<?x?x16384xf16>
    util.return %cast_8 : tensor<?x?x16384xf16>
  }
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%arg0: tensor<?x1x2x8x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x2x8x32x128xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 8, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x1x2x8x32x128xf8E4M3FN> to tensor<?x8x32x128xf8E4M3FN>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x8x32x128xf8E4M3FN>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x8x32x128xf8E4M3FN>, tensor<?x?xi64>) outs(%2 : tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<?x?x8x32x128xf8E4M3FN>
    util.return %3 : tensor<?x?x8x32x128xf8E4M3FN>
  }
}
