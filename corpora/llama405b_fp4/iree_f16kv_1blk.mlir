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
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,65536],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<16384x16384xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<16384xf32>
    %4 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<16384x512x1xi8>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<1024x512x1xi8>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<1024x512x1xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<16384x512x1xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<16384xf32>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %20 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %21 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %22 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,65536],f16>
    %23 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %24 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %25 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %22, [%25], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1 = torch.constant.int 1
    %26 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %27 = torch.aten.size.int %22, %int0 : !torch.vtensor<[?,65536],f16>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %28 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %29 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %29, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %29, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %30 = torch.prims.convert_element_type %29, %int6 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %30, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2 = torch.constant.int 2
    %31 = torch.aten.pow.Tensor_Scalar %30, %int2 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %31, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_9 = torch.constant.int -1
    %32 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %33 = torch.aten.mean.dim %31, %32, %true, %none_10 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %33, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %34 = torch.aten.add.Scalar %33, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %35 = torch.aten.rsqrt %34 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %35, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %36 = torch.aten.mul.Tensor %30, %35 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %36, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %36, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %37 = torch.prims.convert_element_type %36, %int5_17 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %37, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %38 = torch.aten.mul.Tensor %4, %37 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %38, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %38, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %39 = torch.prims.convert_element_type %38, %int5_23 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %39, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %40 = torch.prim.ListConstruct %int1_24, %28, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %41, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %42 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %43 = torch.aten.view %41, %42 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %43, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %43, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %44 = torch.prims.convert_element_type %43, %int6_32 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %44, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %45 = torch_c.to_builtin_tensor %44 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %46:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%45) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %47 = torch_c.from_builtin_tensor %46#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %48 = torch_c.from_builtin_tensor %46#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %47, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %48, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_33 = torch.constant.int 1
    %int512_34 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %49 = torch.prim.ListConstruct %int1_33, %28, %int512_34, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %50, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int512_36 = torch.constant.int 512
    %int1_37 = torch.constant.int 1
    %51 = torch.prim.ListConstruct %int1_35, %28, %int512_36, %int1_37 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.aten.view %47, %51 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %52, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_38 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %53 = torch.prim.ListConstruct %int1_38, %28, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %50, %53 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %54, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_39 = torch.constant.int -1
    %55 = torch.aten.squeeze.dim %52, %int-1_39 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %55, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_40 = torch.constant.int 8192
    %56 = torch.prim.ListConstruct %int16384, %int8192_40 : (!torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %5, %56 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_41 = torch.constant.int -1
    %58 = torch.aten.squeeze.dim %6, %int-1_41 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %59 = torch_c.to_builtin_tensor %54 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast = tensor.cast %59 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %60 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_42 = tensor.cast %60 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %61 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %62 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %63 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast, %cast_42, %61, %62) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_43 = tensor.cast %63 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %64 = torch_c.from_builtin_tensor %cast_43 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %64, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_44 = torch.constant.int 1
    %int512_45 = torch.constant.int 512
    %int32_46 = torch.constant.int 32
    %65 = torch.prim.ListConstruct %int1_44, %28, %int512_45, %int32_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.view %39, %65 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %66, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_47 = torch.constant.int -1
    %int32_48 = torch.constant.int 32
    %67 = torch.prim.ListConstruct %int-1_47, %int32_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %66, %67 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %68, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_49 = torch.constant.none
    %none_50 = torch.constant.none
    %int5_51 = torch.constant.int 5
    %cpu_52 = torch.constant.device "cpu"
    %int0_53 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %68, %none_49, %none_50, %int5_51, %cpu_52, %int0_53 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_54 = torch.constant.int 6
    %69 = torch.prims.convert_element_type %68, %int6_54 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %69, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %70 = torch_c.to_builtin_tensor %69 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %71:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%70) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %72 = torch_c.from_builtin_tensor %71#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %73 = torch_c.from_builtin_tensor %71#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %72, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %73, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_55 = torch.constant.int 1
    %int512_56 = torch.constant.int 512
    %int16_57 = torch.constant.int 16
    %74 = torch.prim.ListConstruct %int1_55, %28, %int512_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %75 = torch.aten.view %73, %74 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %75, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_58 = torch.constant.int 1
    %int512_59 = torch.constant.int 512
    %int1_60 = torch.constant.int 1
    %76 = torch.prim.ListConstruct %int1_58, %28, %int512_59, %int1_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %77 = torch.aten.view %72, %76 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %77, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_61 = torch.constant.int 1
    %int8192_62 = torch.constant.int 8192
    %78 = torch.prim.ListConstruct %int1_61, %28, %int8192_62 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %75, %78 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %79, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_63 = torch.constant.int -1
    %80 = torch.aten.squeeze.dim %77, %int-1_63 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %80, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_64 = torch.constant.int 8192
    %81 = torch.prim.ListConstruct %int1024, %int8192_64 : (!torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %7, %81 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_65 = torch.constant.int -1
    %83 = torch.aten.squeeze.dim %8, %int-1_65 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %84 = torch_c.to_builtin_tensor %79 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_66 = tensor.cast %84 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %85 = torch_c.to_builtin_tensor %80 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_67 = tensor.cast %85 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %86 = torch_c.to_builtin_tensor %82 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %87 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %88 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_66, %cast_67, %86, %87) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_68 = tensor.cast %88 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %89 = torch_c.from_builtin_tensor %cast_68 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %89, [%24], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_69 = torch.constant.int 1
    %int512_70 = torch.constant.int 512
    %int32_71 = torch.constant.int 32
    %90 = torch.prim.ListConstruct %int1_69, %28, %int512_70, %int32_71 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %91 = torch.aten.view %39, %90 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %91, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_72 = torch.constant.int -1
    %int32_73 = torch.constant.int 32
    %92 = torch.prim.ListConstruct %int-1_72, %int32_73 : (!torch.int, !torch.int) -> !torch.list<int>
    %93 = torch.aten.view %91, %92 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %93, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_74 = torch.constant.none
    %none_75 = torch.constant.none
    %int5_76 = torch.constant.int 5
    %cpu_77 = torch.constant.device "cpu"
    %int0_78 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %93, %none_74, %none_75, %int5_76, %cpu_77, %int0_78 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_79 = torch.constant.int 6
    %94 = torch.prims.convert_element_type %93, %int6_79 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %94, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %95 = torch_c.to_builtin_tensor %94 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %96:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%95) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %97 = torch_c.from_builtin_tensor %96#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %98 = torch_c.from_builtin_tensor %96#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %97, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %98, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_80 = torch.constant.int 1
    %int512_81 = torch.constant.int 512
    %int16_82 = torch.constant.int 16
    %99 = torch.prim.ListConstruct %int1_80, %28, %int512_81, %int16_82 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %100, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int1_85 = torch.constant.int 1
    %101 = torch.prim.ListConstruct %int1_83, %28, %int512_84, %int1_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.aten.view %97, %101 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %102, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_86 = torch.constant.int 1
    %int8192_87 = torch.constant.int 8192
    %103 = torch.prim.ListConstruct %int1_86, %28, %int8192_87 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.view %100, %103 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %104, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_88 = torch.constant.int -1
    %105 = torch.aten.squeeze.dim %102, %int-1_88 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %105, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024_89 = torch.constant.int 1024
    %int8192_90 = torch.constant.int 8192
    %106 = torch.prim.ListConstruct %int1024_89, %int8192_90 : (!torch.int, !torch.int) -> !torch.list<int>
    %107 = torch.aten.view %9, %106 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_91 = torch.constant.int -1
    %108 = torch.aten.squeeze.dim %10, %int-1_91 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %109 = torch_c.to_builtin_tensor %104 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_92 = tensor.cast %109 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %110 = torch_c.to_builtin_tensor %105 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_93 = tensor.cast %110 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %111 = torch_c.to_builtin_tensor %107 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %112 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %113 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_92, %cast_93, %111, %112) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_94 = tensor.cast %113 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %114 = torch_c.from_builtin_tensor %cast_94 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %114, [%24], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_95 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_96 = torch.constant.int 128
    %115 = torch.prim.ListConstruct %int1_95, %28, %int128, %int128_96 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %116 = torch.aten.view %64, %115 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %116, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_97 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_98 = torch.constant.int 128
    %117 = torch.prim.ListConstruct %int1_97, %28, %int8, %int128_98 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %118 = torch.aten.view %89, %117 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %118, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_99 = torch.constant.int 1
    %int8_100 = torch.constant.int 8
    %int128_101 = torch.constant.int 128
    %119 = torch.prim.ListConstruct %int1_99, %28, %int8_100, %int128_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %114, %119 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %120, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_102 = torch.constant.int 0
    %none_103 = torch.constant.none
    %none_104 = torch.constant.none
    %cpu_105 = torch.constant.device "cpu"
    %false_106 = torch.constant.bool false
    %121 = torch.aten.arange.start %int0_102, %28, %none_103, %none_104, %cpu_105, %false_106 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %121, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_107 = torch.constant.int 0
    %122 = torch.aten.unsqueeze %121, %int0_107 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %122, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_108 = torch.constant.int 0
    %int128_109 = torch.constant.int 128
    %int2_110 = torch.constant.int 2
    %none_111 = torch.constant.none
    %none_112 = torch.constant.none
    %cpu_113 = torch.constant.device "cpu"
    %false_114 = torch.constant.bool false
    %123 = torch.aten.arange.start_step %int0_108, %int128_109, %int2_110, %none_111, %none_112, %cpu_113, %false_114 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_115 = torch.constant.none
    %none_116 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_117 = torch.constant.device "cpu"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %123, %none_115, %none_116, %int4, %cpu_117, %int0_118 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_119 = torch.constant.int 6
    %124 = torch.prims.convert_element_type %123, %int6_119 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_120 = torch.constant.int 128
    %125 = torch.aten.div.Scalar %124, %int128_120 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %126 = torch.aten.pow.Scalar %float5.000000e05, %125 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %127 = torch.aten.reciprocal %126 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %128 = torch.aten.mul.Scalar %127, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_121 = torch.constant.none
    %129 = torch.aten.clone %1, %none_121 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_122 = torch.constant.int 0
    %130 = torch.aten.unsqueeze %128, %int0_122 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_123 = torch.constant.int 2
    %131 = torch.aten.unsqueeze %130, %int2_123 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_124 = torch.constant.none
    %none_125 = torch.constant.none
    %int6_126 = torch.constant.int 6
    %cpu_127 = torch.constant.device "cpu"
    %int0_128 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %131, %none_124, %none_125, %int6_126, %cpu_127, %int0_128 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_129 = torch.constant.int 1
    %int-1_130 = torch.constant.int -1
    %int1_131 = torch.constant.int 1
    %132 = torch.prim.ListConstruct %int1_129, %int-1_130, %int1_131 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_132 = torch.constant.bool false
    %133 = torch.aten.expand %131, %132, %false_132 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_133 = torch.constant.int 1
    %134 = torch.aten.unsqueeze %122, %int1_133 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %134, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_134 = torch.constant.none
    %none_135 = torch.constant.none
    %int4_136 = torch.constant.int 4
    %cpu_137 = torch.constant.device "cpu"
    %int0_138 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %134, %none_134, %none_135, %int4_136, %cpu_137, %int0_138 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_139 = torch.constant.int 6
    %135 = torch.prims.convert_element_type %134, %int6_139 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %135, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %136 = torch.aten.matmul %133, %135 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %136, [%24], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_140 = torch.constant.int 1
    %int2_141 = torch.constant.int 2
    %137 = torch.aten.transpose.int %136, %int1_140, %int2_141 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %137, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %138 = torch.aten.cos %137 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %138, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %139 = torch.aten.mul.Tensor %138, %129 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %139, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_142 = torch.constant.none
    %none_143 = torch.constant.none
    %int6_144 = torch.constant.int 6
    %cpu_145 = torch.constant.device "cpu"
    %int0_146 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %139, %none_142, %none_143, %int6_144, %cpu_145, %int0_146 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_147 = torch.constant.int 5
    %140 = torch.prims.convert_element_type %139, %int5_147 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %140, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %141 = torch.aten.sin %137 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %141, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %142 = torch.aten.mul.Tensor %141, %129 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %142, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_148 = torch.constant.none
    %none_149 = torch.constant.none
    %int6_150 = torch.constant.int 6
    %cpu_151 = torch.constant.device "cpu"
    %int0_152 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %142, %none_148, %none_149, %int6_150, %cpu_151, %int0_152 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_153 = torch.constant.int 5
    %143 = torch.prims.convert_element_type %142, %int5_153 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %143, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_154 = torch.constant.int 2
    %144 = torch.aten.unsqueeze %140, %int2_154 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %144, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_155 = torch.constant.int 2
    %145 = torch.aten.unsqueeze %143, %int2_155 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %145, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int5_158 = torch.constant.int 5
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_156, %none_157, %int5_158, %cpu_159, %int0_160 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_161 = torch.constant.none
    %none_162 = torch.constant.none
    %int5_163 = torch.constant.int 5
    %cpu_164 = torch.constant.device "cpu"
    %int0_165 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_161, %none_162, %int5_163, %cpu_164, %int0_165 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_166 = torch.constant.none
    %none_167 = torch.constant.none
    %int5_168 = torch.constant.int 5
    %cpu_169 = torch.constant.device "cpu"
    %int0_170 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %116, %none_166, %none_167, %int5_168, %cpu_169, %int0_170 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_171 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_172 = torch.constant.int 1
    %146 = torch.aten.slice.Tensor %116, %int3, %int0_171, %int64, %int1_172 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %146, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int3_173 = torch.constant.int 3
    %int64_174 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_175 = torch.constant.int 1
    %147 = torch.aten.slice.Tensor %116, %int3_173, %int64_174, %int9223372036854775807, %int1_175 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %147, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %148 = torch.aten.mul.Tensor %146, %144 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %148, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %149 = torch.aten.mul.Tensor %147, %145 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %149, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_176 = torch.constant.int 1
    %150 = torch.aten.sub.Tensor %148, %149, %int1_176 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %150, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %151 = torch.aten.mul.Tensor %147, %144 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %151, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %152 = torch.aten.mul.Tensor %146, %145 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %152, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_177 = torch.constant.int 1
    %153 = torch.aten.add.Tensor %151, %152, %int1_177 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %153, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %154 = torch_c.to_builtin_tensor %150 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_178 = tensor.cast %154 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %155 = torch_c.to_builtin_tensor %153 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_179 = tensor.cast %155 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %156 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_178, %cast_179) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_180 = tensor.cast %156 : tensor<?x?x?x2x?xf16> to tensor<1x?x128x2x64xf16>
    %157 = torch_c.from_builtin_tensor %cast_180 : tensor<1x?x128x2x64xf16> -> !torch.vtensor<[1,?,128,2,64],f16>
    torch.bind_symbolic_shape %157, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 2, 64)> : !torch.vtensor<[1,?,128,2,64],f16>
    %int1_181 = torch.constant.int 1
    %int128_182 = torch.constant.int 128
    %int128_183 = torch.constant.int 128
    %158 = torch.prim.ListConstruct %int1_181, %28, %int128_182, %int128_183 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.view %157, %158 : !torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %159, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %none_184 = torch.constant.none
    %none_185 = torch.constant.none
    %int5_186 = torch.constant.int 5
    %cpu_187 = torch.constant.device "cpu"
    %int0_188 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %159, %none_184, %none_185, %int5_186, %cpu_187, %int0_188 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_189 = torch.constant.int 0
    %none_190 = torch.constant.none
    %none_191 = torch.constant.none
    %cpu_192 = torch.constant.device "cpu"
    %false_193 = torch.constant.bool false
    %160 = torch.aten.arange.start %int0_189, %28, %none_190, %none_191, %cpu_192, %false_193 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %160, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_194 = torch.constant.int 0
    %161 = torch.aten.unsqueeze %160, %int0_194 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %161, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_195 = torch.constant.int 0
    %int128_196 = torch.constant.int 128
    %int2_197 = torch.constant.int 2
    %none_198 = torch.constant.none
    %none_199 = torch.constant.none
    %cpu_200 = torch.constant.device "cpu"
    %false_201 = torch.constant.bool false
    %162 = torch.aten.arange.start_step %int0_195, %int128_196, %int2_197, %none_198, %none_199, %cpu_200, %false_201 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_202 = torch.constant.none
    %none_203 = torch.constant.none
    %int4_204 = torch.constant.int 4
    %cpu_205 = torch.constant.device "cpu"
    %int0_206 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %162, %none_202, %none_203, %int4_204, %cpu_205, %int0_206 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_207 = torch.constant.int 6
    %163 = torch.prims.convert_element_type %162, %int6_207 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_208 = torch.constant.int 128
    %164 = torch.aten.div.Scalar %163, %int128_208 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_209 = torch.constant.float 5.000000e+05
    %165 = torch.aten.pow.Scalar %float5.000000e05_209, %164 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %166 = torch.aten.reciprocal %165 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_210 = torch.constant.float 1.000000e+00
    %167 = torch.aten.mul.Scalar %166, %float1.000000e00_210 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_211 = torch.constant.none
    %168 = torch.aten.clone %2, %none_211 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_212 = torch.constant.int 0
    %169 = torch.aten.unsqueeze %167, %int0_212 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_213 = torch.constant.int 2
    %170 = torch.aten.unsqueeze %169, %int2_213 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_214 = torch.constant.none
    %none_215 = torch.constant.none
    %int6_216 = torch.constant.int 6
    %cpu_217 = torch.constant.device "cpu"
    %int0_218 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_214, %none_215, %int6_216, %cpu_217, %int0_218 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_219 = torch.constant.int 1
    %int-1_220 = torch.constant.int -1
    %int1_221 = torch.constant.int 1
    %171 = torch.prim.ListConstruct %int1_219, %int-1_220, %int1_221 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_222 = torch.constant.bool false
    %172 = torch.aten.expand %170, %171, %false_222 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_223 = torch.constant.int 1
    %173 = torch.aten.unsqueeze %161, %int1_223 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %173, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_224 = torch.constant.none
    %none_225 = torch.constant.none
    %int4_226 = torch.constant.int 4
    %cpu_227 = torch.constant.device "cpu"
    %int0_228 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %173, %none_224, %none_225, %int4_226, %cpu_227, %int0_228 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_229 = torch.constant.int 6
    %174 = torch.prims.convert_element_type %173, %int6_229 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %174, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %175 = torch.aten.matmul %172, %174 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %175, [%24], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_230 = torch.constant.int 1
    %int2_231 = torch.constant.int 2
    %176 = torch.aten.transpose.int %175, %int1_230, %int2_231 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %176, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %177 = torch.aten.cos %176 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %177, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %178 = torch.aten.mul.Tensor %177, %168 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %178, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int6_234 = torch.constant.int 6
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_232, %none_233, %int6_234, %cpu_235, %int0_236 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_237 = torch.constant.int 5
    %179 = torch.prims.convert_element_type %178, %int5_237 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %179, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %180 = torch.aten.sin %176 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %180, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %181 = torch.aten.mul.Tensor %180, %168 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %181, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_238 = torch.constant.none
    %none_239 = torch.constant.none
    %int6_240 = torch.constant.int 6
    %cpu_241 = torch.constant.device "cpu"
    %int0_242 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %181, %none_238, %none_239, %int6_240, %cpu_241, %int0_242 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_243 = torch.constant.int 5
    %182 = torch.prims.convert_element_type %181, %int5_243 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %182, [%24], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_244 = torch.constant.int 2
    %183 = torch.aten.unsqueeze %179, %int2_244 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %183, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_245 = torch.constant.int 2
    %184 = torch.aten.unsqueeze %182, %int2_245 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %184, [%24], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_246 = torch.constant.none
    %none_247 = torch.constant.none
    %int5_248 = torch.constant.int 5
    %cpu_249 = torch.constant.device "cpu"
    %int0_250 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %183, %none_246, %none_247, %int5_248, %cpu_249, %int0_250 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_251 = torch.constant.none
    %none_252 = torch.constant.none
    %int5_253 = torch.constant.int 5
    %cpu_254 = torch.constant.device "cpu"
    %int0_255 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %184, %none_251, %none_252, %int5_253, %cpu_254, %int0_255 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_256 = torch.constant.none
    %none_257 = torch.constant.none
    %int5_258 = torch.constant.int 5
    %cpu_259 = torch.constant.device "cpu"
    %int0_260 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %118, %none_256, %none_257, %int5_258, %cpu_259, %int0_260 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_261 = torch.constant.int 3
    %int0_262 = torch.constant.int 0
    %int64_263 = torch.constant.int 64
    %int1_264 = torch.constant.int 1
    %185 = torch.aten.slice.Tensor %118, %int3_261, %int0_262, %int64_263, %int1_264 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %185, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_265 = torch.constant.int 3
    %int64_266 = torch.constant.int 64
    %int9223372036854775807_267 = torch.constant.int 9223372036854775807
    %int1_268 = torch.constant.int 1
    %186 = torch.aten.slice.Tensor %118, %int3_265, %int64_266, %int9223372036854775807_267, %int1_268 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %186, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %187 = torch.aten.mul.Tensor %185, %183 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %187, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %188 = torch.aten.mul.Tensor %186, %184 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %188, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_269 = torch.constant.int 1
    %189 = torch.aten.sub.Tensor %187, %188, %int1_269 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %189, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %190 = torch.aten.mul.Tensor %186, %183 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %190, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %191 = torch.aten.mul.Tensor %185, %184 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %191, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_270 = torch.constant.int 1
    %192 = torch.aten.add.Tensor %190, %191, %int1_270 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %192, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %193 = torch_c.to_builtin_tensor %189 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_271 = tensor.cast %193 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %194 = torch_c.to_builtin_tensor %192 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_272 = tensor.cast %194 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %195 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_271, %cast_272) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_273 = tensor.cast %195 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %196 = torch_c.from_builtin_tensor %cast_273 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %196, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_274 = torch.constant.int 1
    %int8_275 = torch.constant.int 8
    %int128_276 = torch.constant.int 128
    %197 = torch.prim.ListConstruct %int1_274, %28, %int8_275, %int128_276 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %198 = torch.aten.view %196, %197 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %198, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_277 = torch.constant.none
    %none_278 = torch.constant.none
    %int5_279 = torch.constant.int 5
    %cpu_280 = torch.constant.device "cpu"
    %int0_281 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %198, %none_277, %none_278, %int5_279, %cpu_280, %int0_281 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_282 = torch.constant.int 1
    %int2_283 = torch.constant.int 2
    %int8_284 = torch.constant.int 8
    %int32_285 = torch.constant.int 32
    %int128_286 = torch.constant.int 128
    %199 = torch.prim.ListConstruct %27, %int1_282, %int2_283, %int8_284, %int32_285, %int128_286 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %200 = torch.aten.view %22, %199 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %200, [%25], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int2_287 = torch.constant.int 2
    %201 = torch.aten.mul.int %27, %int2_287 : !torch.int, !torch.int -> !torch.int
    %int8_288 = torch.constant.int 8
    %int32_289 = torch.constant.int 32
    %int128_290 = torch.constant.int 128
    %202 = torch.prim.ListConstruct %201, %int8_288, %int32_289, %int128_290 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %203 = torch.aten.view %200, %202 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %203, [%25], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_291 = torch.constant.int 1
    %204 = torch.aten.mul.Scalar %arg2, %int1_291 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %204, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_292 = torch.constant.int 0
    %int1_293 = torch.constant.int 1
    %205 = torch.aten.add.Scalar %204, %int0_292, %int1_293 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %205, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_294 = torch.constant.int 2
    %206 = torch.aten.mul.Scalar %205, %int2_294 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %206, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_295 = torch.constant.int 0
    %int1_296 = torch.constant.int 1
    %207 = torch.aten.add.Scalar %206, %int0_295, %int1_296 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %207, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %208 = torch.prim.ListConstruct %26 : (!torch.int) -> !torch.list<int>
    %209 = torch.aten.view %207, %208 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %209, [%24], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_297 = torch.constant.int 1
    %int32_298 = torch.constant.int 32
    %int8_299 = torch.constant.int 8
    %int128_300 = torch.constant.int 128
    %210 = torch.prim.ListConstruct %int1_297, %26, %int32_298, %int8_299, %int128_300 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %198, %210 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %211, [%24], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_301 = torch.constant.int 32
    %int8_302 = torch.constant.int 8
    %int128_303 = torch.constant.int 128
    %212 = torch.prim.ListConstruct %26, %int32_301, %int8_302, %int128_303 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.view %211, %212 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %213, [%24], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_304 = torch.constant.int 1
    %int2_305 = torch.constant.int 2
    %214 = torch.aten.transpose.int %213, %int1_304, %int2_305 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %214, [%24], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_306 = torch.constant.none
    %none_307 = torch.constant.none
    %int5_308 = torch.constant.int 5
    %cpu_309 = torch.constant.device "cpu"
    %int0_310 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %214, %none_306, %none_307, %int5_308, %cpu_309, %int0_310 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %215 = torch.prim.ListConstruct %209 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_311 = torch.constant.bool false
    %216 = torch.aten.index_put %203, %215, %214, %false_311 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %216, [%25], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_312 = torch.constant.int 1
    %int2_313 = torch.constant.int 2
    %int8_314 = torch.constant.int 8
    %int32_315 = torch.constant.int 32
    %int128_316 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %27, %int1_312, %int2_313, %int8_314, %int32_315, %int128_316 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %216, %217 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %218, [%25], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536 = torch.constant.int 65536
    %219 = torch.prim.ListConstruct %27, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %218, %219 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.bind_symbolic_shape %220, [%25], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1_317 = torch.constant.int 1
    %int2_318 = torch.constant.int 2
    %int8_319 = torch.constant.int 8
    %int32_320 = torch.constant.int 32
    %int128_321 = torch.constant.int 128
    %221 = torch.prim.ListConstruct %27, %int1_317, %int2_318, %int8_319, %int32_320, %int128_321 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %222 = torch.aten.view %220, %221 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %222, [%25], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int8_322 = torch.constant.int 8
    %int32_323 = torch.constant.int 32
    %int128_324 = torch.constant.int 128
    %223 = torch.prim.ListConstruct %201, %int8_322, %int32_323, %int128_324 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %224 = torch.aten.view %222, %223 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %224, [%25], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_325 = torch.constant.int 1
    %225 = torch.aten.mul.Scalar %arg2, %int1_325 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %225, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_326 = torch.constant.int 0
    %int1_327 = torch.constant.int 1
    %226 = torch.aten.add.Scalar %225, %int0_326, %int1_327 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %226, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_328 = torch.constant.int 2
    %227 = torch.aten.mul.Scalar %226, %int2_328 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %227, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_329 = torch.constant.int 1
    %int1_330 = torch.constant.int 1
    %228 = torch.aten.add.Scalar %227, %int1_329, %int1_330 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %228, [%24], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %229 = torch.prim.ListConstruct %26 : (!torch.int) -> !torch.list<int>
    %230 = torch.aten.view %228, %229 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %230, [%24], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_331 = torch.constant.int 1
    %int32_332 = torch.constant.int 32
    %int8_333 = torch.constant.int 8
    %int128_334 = torch.constant.int 128
    %231 = torch.prim.ListConstruct %int1_331, %26, %int32_332, %int8_333, %int128_334 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %232 = torch.aten.view %120, %231 : !torch.vtensor<[1,?,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %232, [%24], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_335 = torch.constant.int 32
    %int8_336 = torch.constant.int 8
    %int128_337 = torch.constant.int 128
    %233 = torch.prim.ListConstruct %26, %int32_335, %int8_336, %int128_337 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = torch.aten.view %232, %233 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f16>
    torch.bind_symbolic_shape %234, [%24], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f16>
    %int1_338 = torch.constant.int 1
    %int2_339 = torch.constant.int 2
    %235 = torch.aten.transpose.int %234, %int1_338, %int2_339 : !torch.vtensor<[?,32,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %235, [%24], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %none_340 = torch.constant.none
    %none_341 = torch.constant.none
    %int5_342 = torch.constant.int 5
    %cpu_343 = torch.constant.device "cpu"
    %int0_344 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %235, %none_340, %none_341, %int5_342, %cpu_343, %int0_344 : !torch.vtensor<[?,8,32,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %236 = torch.prim.ListConstruct %230 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_345 = torch.constant.bool false
    %237 = torch.aten.index_put %224, %236, %235, %false_345 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f16>, !torch.bool -> !torch.vtensor<[?,8,32,128],f16>
    torch.bind_symbolic_shape %237, [%25], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f16>
    %int1_346 = torch.constant.int 1
    %int2_347 = torch.constant.int 2
    %int8_348 = torch.constant.int 8
    %int32_349 = torch.constant.int 32
    %int128_350 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %27, %int1_346, %int2_347, %int8_348, %int32_349, %int128_350 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %237, %238 : !torch.vtensor<[?,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %239, [%25], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536_351 = torch.constant.int 65536
    %240 = torch.prim.ListConstruct %27, %int65536_351 : (!torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.overwrite.tensor.contents %241 overwrites %arg3 : !torch.vtensor<[?,65536],f16>, !torch.tensor<[?,65536],f16>
    torch.bind_symbolic_shape %241, [%25], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int0_352 = torch.constant.int 0
    %int1_353 = torch.constant.int 1
    %none_354 = torch.constant.none
    %none_355 = torch.constant.none
    %cpu_356 = torch.constant.device "cpu"
    %false_357 = torch.constant.bool false
    %242 = torch.aten.arange.start_step %int0_352, %28, %int1_353, %none_354, %none_355, %cpu_356, %false_357 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %242, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_358 = torch.constant.int -1
    %243 = torch.aten.unsqueeze %arg1, %int-1_358 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %244 = torch.aten.ge.Tensor %242, %243 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %244, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_359 = torch.constant.none
    %none_360 = torch.constant.none
    %cpu_361 = torch.constant.device "cpu"
    %false_362 = torch.constant.bool false
    %245 = torch.aten.arange %28, %none_359, %none_360, %cpu_361, %false_362 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %245, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_363 = torch.constant.int 0
    %246 = torch.aten.unsqueeze %245, %int0_363 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %246, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_364 = torch.constant.int 1
    %247 = torch.aten.unsqueeze %246, %int1_364 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %247, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_365 = torch.constant.int 2
    %248 = torch.aten.unsqueeze %247, %int2_365 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %248, [%24], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_366 = torch.constant.none
    %none_367 = torch.constant.none
    %cpu_368 = torch.constant.device "cpu"
    %false_369 = torch.constant.bool false
    %249 = torch.aten.arange %28, %none_366, %none_367, %cpu_368, %false_369 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %249, [%24], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_370 = torch.constant.int 0
    %250 = torch.aten.unsqueeze %249, %int0_370 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %250, [%24], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_371 = torch.constant.int 1
    %251 = torch.aten.unsqueeze %250, %int1_371 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %251, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_372 = torch.constant.int 3
    %252 = torch.aten.unsqueeze %251, %int3_372 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %252, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %253 = torch.aten.gt.Tensor %248, %252 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %253, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_373 = torch.constant.int 1
    %254 = torch.aten.unsqueeze %244, %int1_373 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %254, [%24], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_374 = torch.constant.int 2
    %255 = torch.aten.unsqueeze %254, %int2_374 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %255, [%24], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %256 = torch.aten.logical_or %253, %255 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %256, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_375 = torch.constant.none
    %257 = torch.aten.clone %3, %none_375 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_376 = torch.constant.int 0
    %258 = torch.aten.where.ScalarOther %256, %257, %int0_376 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %258, [%24], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_377 = torch.constant.none
    %none_378 = torch.constant.none
    %int5_379 = torch.constant.int 5
    %cpu_380 = torch.constant.device "cpu"
    %int0_381 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_377, %none_378, %int5_379, %cpu_380, %int0_381 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_382 = torch.constant.none
    %none_383 = torch.constant.none
    %int5_384 = torch.constant.int 5
    %cpu_385 = torch.constant.device "cpu"
    %int0_386 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %258, %none_382, %none_383, %int5_384, %cpu_385, %int0_386 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2 = torch.constant.int -2
    %259 = torch.aten.unsqueeze %198, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %259, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_387 = torch.constant.int 1
    %int8_388 = torch.constant.int 8
    %int16_389 = torch.constant.int 16
    %int128_390 = torch.constant.int 128
    %260 = torch.prim.ListConstruct %int1_387, %28, %int8_388, %int16_389, %int128_390 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_391 = torch.constant.bool false
    %261 = torch.aten.expand %259, %260, %false_391 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %261, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_392 = torch.constant.int 0
    %262 = torch.aten.clone %261, %int0_392 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %262, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_393 = torch.constant.int 1
    %int128_394 = torch.constant.int 128
    %int128_395 = torch.constant.int 128
    %263 = torch.prim.ListConstruct %int1_393, %28, %int128_394, %int128_395 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %264 = torch.aten._unsafe_view %262, %263 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %264, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_396 = torch.constant.int -2
    %265 = torch.aten.unsqueeze %120, %int-2_396 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %265, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_397 = torch.constant.int 1
    %int8_398 = torch.constant.int 8
    %int16_399 = torch.constant.int 16
    %int128_400 = torch.constant.int 128
    %266 = torch.prim.ListConstruct %int1_397, %28, %int8_398, %int16_399, %int128_400 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_401 = torch.constant.bool false
    %267 = torch.aten.expand %265, %266, %false_401 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %267, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_402 = torch.constant.int 0
    %268 = torch.aten.clone %267, %int0_402 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %268, [%24], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_403 = torch.constant.int 1
    %int128_404 = torch.constant.int 128
    %int128_405 = torch.constant.int 128
    %269 = torch.prim.ListConstruct %int1_403, %28, %int128_404, %int128_405 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %270 = torch.aten._unsafe_view %268, %269 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %270, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_406 = torch.constant.int 1
    %int2_407 = torch.constant.int 2
    %271 = torch.aten.transpose.int %159, %int1_406, %int2_407 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %271, [%24], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_408 = torch.constant.int 1
    %int2_409 = torch.constant.int 2
    %272 = torch.aten.transpose.int %264, %int1_408, %int2_409 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %272, [%24], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_410 = torch.constant.int 1
    %int2_411 = torch.constant.int 2
    %273 = torch.aten.transpose.int %270, %int1_410, %int2_411 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %273, [%24], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_412 = torch.constant.bool false
    %none_413 = torch.constant.none
    %false_414 = torch.constant.bool false
    %274 = torch.aten.scaled_dot_product_attention %271, %272, %273, %258, %float0.000000e00, %false_412, %none_413, %false_414 : !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %274, [%24], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_415 = torch.constant.int 1
    %int2_416 = torch.constant.int 2
    %275 = torch.aten.transpose.int %274, %int1_415, %int2_416 : !torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %275, [%24], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_417 = torch.constant.int 1
    %int16384_418 = torch.constant.int 16384
    %276 = torch.prim.ListConstruct %int1_417, %28, %int16384_418 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.view %275, %276 : !torch.vtensor<[1,?,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %277, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_419 = torch.constant.int 1
    %int512_420 = torch.constant.int 512
    %int32_421 = torch.constant.int 32
    %278 = torch.prim.ListConstruct %int1_419, %28, %int512_420, %int32_421 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %279 = torch.aten.view %277, %278 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %279, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_422 = torch.constant.int -1
    %int32_423 = torch.constant.int 32
    %280 = torch.prim.ListConstruct %int-1_422, %int32_423 : (!torch.int, !torch.int) -> !torch.list<int>
    %281 = torch.aten.view %279, %280 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %281, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_424 = torch.constant.none
    %none_425 = torch.constant.none
    %int5_426 = torch.constant.int 5
    %cpu_427 = torch.constant.device "cpu"
    %int0_428 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %281, %none_424, %none_425, %int5_426, %cpu_427, %int0_428 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_429 = torch.constant.int 6
    %282 = torch.prims.convert_element_type %281, %int6_429 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %282, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %283 = torch_c.to_builtin_tensor %282 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %284:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%283) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %285 = torch_c.from_builtin_tensor %284#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %286 = torch_c.from_builtin_tensor %284#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %285, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %286, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_430 = torch.constant.int 1
    %int512_431 = torch.constant.int 512
    %int16_432 = torch.constant.int 16
    %287 = torch.prim.ListConstruct %int1_430, %28, %int512_431, %int16_432 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %288 = torch.aten.view %286, %287 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %288, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_433 = torch.constant.int 1
    %int512_434 = torch.constant.int 512
    %int1_435 = torch.constant.int 1
    %289 = torch.prim.ListConstruct %int1_433, %28, %int512_434, %int1_435 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %290 = torch.aten.view %285, %289 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %290, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_436 = torch.constant.int 1
    %int8192_437 = torch.constant.int 8192
    %291 = torch.prim.ListConstruct %int1_436, %28, %int8192_437 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %292 = torch.aten.view %288, %291 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %292, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_438 = torch.constant.int -1
    %293 = torch.aten.squeeze.dim %290, %int-1_438 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %293, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384_439 = torch.constant.int 16384
    %int8192_440 = torch.constant.int 8192
    %294 = torch.prim.ListConstruct %int16384_439, %int8192_440 : (!torch.int, !torch.int) -> !torch.list<int>
    %295 = torch.aten.view %11, %294 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_441 = torch.constant.int -1
    %296 = torch.aten.squeeze.dim %12, %int-1_441 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %297 = torch_c.to_builtin_tensor %292 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_442 = tensor.cast %297 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %298 = torch_c.to_builtin_tensor %293 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_443 = tensor.cast %298 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %299 = torch_c.to_builtin_tensor %295 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %300 = torch_c.to_builtin_tensor %296 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %301 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_442, %cast_443, %299, %300) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_444 = tensor.cast %301 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %302 = torch_c.from_builtin_tensor %cast_444 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %302, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_445 = torch.constant.none
    %none_446 = torch.constant.none
    %int5_447 = torch.constant.int 5
    %cpu_448 = torch.constant.device "cpu"
    %int0_449 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %302, %none_445, %none_446, %int5_447, %cpu_448, %int0_449 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_450 = torch.constant.int 1
    %303 = torch.aten.add.Tensor %29, %302, %int1_450 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %303, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_451 = torch.constant.none
    %none_452 = torch.constant.none
    %int5_453 = torch.constant.int 5
    %cpu_454 = torch.constant.device "cpu"
    %int0_455 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %303, %none_451, %none_452, %int5_453, %cpu_454, %int0_455 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_456 = torch.constant.int 6
    %304 = torch.prims.convert_element_type %303, %int6_456 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %304, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_457 = torch.constant.int 2
    %305 = torch.aten.pow.Tensor_Scalar %304, %int2_457 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %305, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_458 = torch.constant.int -1
    %306 = torch.prim.ListConstruct %int-1_458 : (!torch.int) -> !torch.list<int>
    %true_459 = torch.constant.bool true
    %none_460 = torch.constant.none
    %307 = torch.aten.mean.dim %305, %306, %true_459, %none_460 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %307, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_461 = torch.constant.float 1.000000e-05
    %int1_462 = torch.constant.int 1
    %308 = torch.aten.add.Scalar %307, %float1.000000e-05_461, %int1_462 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %308, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %309 = torch.aten.rsqrt %308 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %309, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %310 = torch.aten.mul.Tensor %304, %309 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %310, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_463 = torch.constant.none
    %none_464 = torch.constant.none
    %int6_465 = torch.constant.int 6
    %cpu_466 = torch.constant.device "cpu"
    %int0_467 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %310, %none_463, %none_464, %int6_465, %cpu_466, %int0_467 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_468 = torch.constant.int 5
    %311 = torch.prims.convert_element_type %310, %int5_468 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %311, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %312 = torch.aten.mul.Tensor %13, %311 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %312, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_469 = torch.constant.none
    %none_470 = torch.constant.none
    %int6_471 = torch.constant.int 6
    %cpu_472 = torch.constant.device "cpu"
    %int0_473 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %312, %none_469, %none_470, %int6_471, %cpu_472, %int0_473 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_474 = torch.constant.int 5
    %313 = torch.prims.convert_element_type %312, %int5_474 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %313, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_475 = torch.constant.int 1
    %int512_476 = torch.constant.int 512
    %int32_477 = torch.constant.int 32
    %314 = torch.prim.ListConstruct %int1_475, %28, %int512_476, %int32_477 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %315 = torch.aten.view %313, %314 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %315, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_478 = torch.constant.int -1
    %int32_479 = torch.constant.int 32
    %316 = torch.prim.ListConstruct %int-1_478, %int32_479 : (!torch.int, !torch.int) -> !torch.list<int>
    %317 = torch.aten.view %315, %316 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %317, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_480 = torch.constant.none
    %none_481 = torch.constant.none
    %int5_482 = torch.constant.int 5
    %cpu_483 = torch.constant.device "cpu"
    %int0_484 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %317, %none_480, %none_481, %int5_482, %cpu_483, %int0_484 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_485 = torch.constant.int 6
    %318 = torch.prims.convert_element_type %317, %int6_485 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %318, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %319 = torch_c.to_builtin_tensor %318 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %320:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%319) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %321 = torch_c.from_builtin_tensor %320#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %322 = torch_c.from_builtin_tensor %320#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %321, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %322, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_486 = torch.constant.int 1
    %int512_487 = torch.constant.int 512
    %int16_488 = torch.constant.int 16
    %323 = torch.prim.ListConstruct %int1_486, %28, %int512_487, %int16_488 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %322, %323 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %324, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_489 = torch.constant.int 1
    %int512_490 = torch.constant.int 512
    %int1_491 = torch.constant.int 1
    %325 = torch.prim.ListConstruct %int1_489, %28, %int512_490, %int1_491 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %321, %325 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %326, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_492 = torch.constant.int 1
    %int8192_493 = torch.constant.int 8192
    %327 = torch.prim.ListConstruct %int1_492, %28, %int8192_493 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %328 = torch.aten.view %324, %327 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %328, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_494 = torch.constant.int -1
    %329 = torch.aten.squeeze.dim %326, %int-1_494 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %329, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_495 = torch.constant.int 8192
    %330 = torch.prim.ListConstruct %int53248, %int8192_495 : (!torch.int, !torch.int) -> !torch.list<int>
    %331 = torch.aten.view %14, %330 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_496 = torch.constant.int -1
    %332 = torch.aten.squeeze.dim %15, %int-1_496 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %333 = torch_c.to_builtin_tensor %328 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_497 = tensor.cast %333 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %334 = torch_c.to_builtin_tensor %329 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_498 = tensor.cast %334 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %335 = torch_c.to_builtin_tensor %331 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %336 = torch_c.to_builtin_tensor %332 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %337 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_497, %cast_498, %335, %336) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_499 = tensor.cast %337 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %338 = torch_c.from_builtin_tensor %cast_499 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %338, [%24], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %339 = torch.aten.silu %338 : !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %339, [%24], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_500 = torch.constant.int 1
    %int512_501 = torch.constant.int 512
    %int32_502 = torch.constant.int 32
    %340 = torch.prim.ListConstruct %int1_500, %28, %int512_501, %int32_502 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %341 = torch.aten.view %313, %340 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %341, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_503 = torch.constant.int -1
    %int32_504 = torch.constant.int 32
    %342 = torch.prim.ListConstruct %int-1_503, %int32_504 : (!torch.int, !torch.int) -> !torch.list<int>
    %343 = torch.aten.view %341, %342 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %343, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_505 = torch.constant.none
    %none_506 = torch.constant.none
    %int5_507 = torch.constant.int 5
    %cpu_508 = torch.constant.device "cpu"
    %int0_509 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %343, %none_505, %none_506, %int5_507, %cpu_508, %int0_509 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_510 = torch.constant.int 6
    %344 = torch.prims.convert_element_type %343, %int6_510 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %344, [%24], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %345 = torch_c.to_builtin_tensor %344 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %346:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%345) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %347 = torch_c.from_builtin_tensor %346#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %348 = torch_c.from_builtin_tensor %346#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %347, [%24], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %348, [%24], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_511 = torch.constant.int 1
    %int512_512 = torch.constant.int 512
    %int16_513 = torch.constant.int 16
    %349 = torch.prim.ListConstruct %int1_511, %28, %int512_512, %int16_513 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %350 = torch.aten.view %348, %349 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %350, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_514 = torch.constant.int 1
    %int512_515 = torch.constant.int 512
    %int1_516 = torch.constant.int 1
    %351 = torch.prim.ListConstruct %int1_514, %28, %int512_515, %int1_516 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %352 = torch.aten.view %347, %351 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %352, [%24], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_517 = torch.constant.int 1
    %int8192_518 = torch.constant.int 8192
    %353 = torch.prim.ListConstruct %int1_517, %28, %int8192_518 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %354 = torch.aten.view %350, %353 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %354, [%24], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_519 = torch.constant.int -1
    %355 = torch.aten.squeeze.dim %352, %int-1_519 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %355, [%24], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248_520 = torch.constant.int 53248
    %int8192_521 = torch.constant.int 8192
    %356 = torch.prim.ListConstruct %int53248_520, %int8192_521 : (!torch.int, !torch.int) -> !torch.list<int>
    %357 = torch.aten.view %16, %356 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_522 = torch.constant.int -1
    %358 = torch.aten.squeeze.dim %17, %int-1_522 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %359 = torch_c.to_builtin_tensor %354 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_523 = tensor.cast %359 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %360 = torch_c.to_builtin_tensor %355 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_524 = tensor.cast %360 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %361 = torch_c.to_builtin_tensor %357 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %362 = torch_c.to_builtin_tensor %358 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %363 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_523, %cast_524, %361, %362) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_525 = tensor.cast %363 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %364 = torch_c.from_builtin_tensor %cast_525 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %364, [%24], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %365 = torch.aten.mul.Tensor %339, %364 : !torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %365, [%24], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_526 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_527 = torch.constant.int 32
    %366 = torch.prim.ListConstruct %int1_526, %28, %int1664, %int32_527 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %367 = torch.aten.view %365, %366 : !torch.vtensor<[1,?,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1664,32],f16>
    torch.bind_symbolic_shape %367, [%24], affine_map<()[s0] -> (1, s0 * 32, 1664, 32)> : !torch.vtensor<[1,?,1664,32],f16>
    %int-1_528 = torch.constant.int -1
    %int32_529 = torch.constant.int 32
    %368 = torch.prim.ListConstruct %int-1_528, %int32_529 : (!torch.int, !torch.int) -> !torch.list<int>
    %369 = torch.aten.view %367, %368 : !torch.vtensor<[1,?,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %369, [%24], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f16>
    %none_530 = torch.constant.none
    %none_531 = torch.constant.none
    %int5_532 = torch.constant.int 5
    %cpu_533 = torch.constant.device "cpu"
    %int0_534 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %369, %none_530, %none_531, %int5_532, %cpu_533, %int0_534 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_535 = torch.constant.int 6
    %370 = torch.prims.convert_element_type %369, %int6_535 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %370, [%24], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f32>
    %371 = torch_c.to_builtin_tensor %370 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %372:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%371) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %373 = torch_c.from_builtin_tensor %372#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %374 = torch_c.from_builtin_tensor %372#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %373, [%24], affine_map<()[s0] -> (s0 * 53248)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %374, [%24], affine_map<()[s0] -> (s0 * 53248, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_536 = torch.constant.int 1
    %int1664_537 = torch.constant.int 1664
    %int16_538 = torch.constant.int 16
    %375 = torch.prim.ListConstruct %int1_536, %28, %int1664_537, %int16_538 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %376 = torch.aten.view %374, %375 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,16],ui8>
    torch.bind_symbolic_shape %376, [%24], affine_map<()[s0] -> (1, s0 * 32, 1664, 16)> : !torch.vtensor<[1,?,1664,16],ui8>
    %int1_539 = torch.constant.int 1
    %int1664_540 = torch.constant.int 1664
    %int1_541 = torch.constant.int 1
    %377 = torch.prim.ListConstruct %int1_539, %28, %int1664_540, %int1_541 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %378 = torch.aten.view %373, %377 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,1],ui8>
    torch.bind_symbolic_shape %378, [%24], affine_map<()[s0] -> (1, s0 * 32, 1664, 1)> : !torch.vtensor<[1,?,1664,1],ui8>
    %int1_542 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %379 = torch.prim.ListConstruct %int1_542, %28, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %380 = torch.aten.view %376, %379 : !torch.vtensor<[1,?,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,26624],ui8>
    torch.bind_symbolic_shape %380, [%24], affine_map<()[s0] -> (1, s0 * 32, 26624)> : !torch.vtensor<[1,?,26624],ui8>
    %int-1_543 = torch.constant.int -1
    %381 = torch.aten.squeeze.dim %378, %int-1_543 : !torch.vtensor<[1,?,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,?,1664],ui8>
    torch.bind_symbolic_shape %381, [%24], affine_map<()[s0] -> (1, s0 * 32, 1664)> : !torch.vtensor<[1,?,1664],ui8>
    %int16384_544 = torch.constant.int 16384
    %int26624_545 = torch.constant.int 26624
    %382 = torch.prim.ListConstruct %int16384_544, %int26624_545 : (!torch.int, !torch.int) -> !torch.list<int>
    %383 = torch.aten.view %18, %382 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_546 = torch.constant.int -1
    %384 = torch.aten.squeeze.dim %19, %int-1_546 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %385 = torch_c.to_builtin_tensor %380 : !torch.vtensor<[1,?,26624],ui8> -> tensor<1x?x26624xi8>
    %cast_547 = tensor.cast %385 : tensor<1x?x26624xi8> to tensor<?x?x26624xi8>
    %386 = torch_c.to_builtin_tensor %381 : !torch.vtensor<[1,?,1664],ui8> -> tensor<1x?x1664xi8>
    %cast_548 = tensor.cast %386 : tensor<1x?x1664xi8> to tensor<?x?x1664xi8>
    %387 = torch_c.to_builtin_tensor %383 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %388 = torch_c.to_builtin_tensor %384 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %389 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_547, %cast_548, %387, %388) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_549 = tensor.cast %389 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %390 = torch_c.from_builtin_tensor %cast_549 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %390, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_550 = torch.constant.int 1
    %391 = torch.aten.add.Tensor %303, %390, %int1_550 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %391, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_551 = torch.constant.none
    %none_552 = torch.constant.none
    %int5_553 = torch.constant.int 5
    %cpu_554 = torch.constant.device "cpu"
    %int0_555 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %391, %none_551, %none_552, %int5_553, %cpu_554, %int0_555 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_556 = torch.constant.none
    %none_557 = torch.constant.none
    %int5_558 = torch.constant.int 5
    %cpu_559 = torch.constant.device "cpu"
    %int0_560 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %391, %none_556, %none_557, %int5_558, %cpu_559, %int0_560 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_561 = torch.constant.int 6
    %392 = torch.prims.convert_element_type %391, %int6_561 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %392, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_562 = torch.constant.int 2
    %393 = torch.aten.pow.Tensor_Scalar %392, %int2_562 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %393, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_563 = torch.constant.int -1
    %394 = torch.prim.ListConstruct %int-1_563 : (!torch.int) -> !torch.list<int>
    %true_564 = torch.constant.bool true
    %none_565 = torch.constant.none
    %395 = torch.aten.mean.dim %393, %394, %true_564, %none_565 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %395, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_566 = torch.constant.float 1.000000e-05
    %int1_567 = torch.constant.int 1
    %396 = torch.aten.add.Scalar %395, %float1.000000e-05_566, %int1_567 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %396, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %397 = torch.aten.rsqrt %396 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %397, [%24], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %398 = torch.aten.mul.Tensor %392, %397 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %398, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_568 = torch.constant.none
    %none_569 = torch.constant.none
    %int6_570 = torch.constant.int 6
    %cpu_571 = torch.constant.device "cpu"
    %int0_572 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %398, %none_568, %none_569, %int6_570, %cpu_571, %int0_572 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_573 = torch.constant.int 5
    %399 = torch.prims.convert_element_type %398, %int5_573 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %399, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %400 = torch.aten.mul.Tensor %20, %399 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %400, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_574 = torch.constant.none
    %none_575 = torch.constant.none
    %int6_576 = torch.constant.int 6
    %cpu_577 = torch.constant.device "cpu"
    %int0_578 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %400, %none_574, %none_575, %int6_576, %cpu_577, %int0_578 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_579 = torch.constant.int 5
    %401 = torch.prims.convert_element_type %400, %int5_579 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %401, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int-2_580 = torch.constant.int -2
    %int-1_581 = torch.constant.int -1
    %402 = torch.aten.transpose.int %21, %int-2_580, %int-1_581 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_582 = torch.constant.none
    %none_583 = torch.constant.none
    %int5_584 = torch.constant.int 5
    %cpu_585 = torch.constant.device "cpu"
    %int0_586 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %402, %none_582, %none_583, %int5_584, %cpu_585, %int0_586 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int16384_587 = torch.constant.int 16384
    %403 = torch.prim.ListConstruct %28, %int16384_587 : (!torch.int, !torch.int) -> !torch.list<int>
    %404 = torch.aten.view %401, %403 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %404, [%24], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %405 = torch.aten.matmul %404, %402 : !torch.vtensor<[?,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %405, [%24], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %int1_588 = torch.constant.int 1
    %int16384_589 = torch.constant.int 16384
    %406 = torch.prim.ListConstruct %int1_588, %28, %int16384_589 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %407 = torch.aten.view %405, %406 : !torch.vtensor<[?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %407, [%24], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    return %407 : !torch.vtensor<[1,?,16384],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,65536],f16> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<16384x16384xf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %3 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %4 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %6 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %7 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %8 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<16384xf32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<16384x512x1xi8>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<1024x512x1xi8>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<1024x512x1xi8>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<16384x512x1xi8>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<16384xf32>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %21 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %22 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %23 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %24 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %25 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %26 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %27 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,65536],f16>
    %28 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %29 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%28], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %27, [%29], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1 = torch.constant.int 1
    %30 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %31 = torch.aten.size.int %27, %int0 : !torch.vtensor<[?,65536],f16>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %32 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,16384],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %32, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %33 = torch.prims.convert_element_type %32, %int6 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2 = torch.constant.int 2
    %34 = torch.aten.pow.Tensor_Scalar %33, %int2 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_8 = torch.constant.int -1
    %35 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %36 = torch.aten.mean.dim %34, %35, %true, %none_9 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %37 = torch.aten.add.Scalar %36, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %38 = torch.aten.rsqrt %37 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %39 = torch.aten.mul.Tensor %33, %38 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %39, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %40 = torch.prims.convert_element_type %39, %int5_16 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %41 = torch.aten.mul.Tensor %9, %40 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %41, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %42 = torch.prims.convert_element_type %41, %int5_22 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_23 = torch.constant.int 1
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %43 = torch.prim.ListConstruct %int1_23, %int1_24, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.aten.view %42, %43 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %45 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.aten.view %44, %45 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %46, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %47 = torch.prims.convert_element_type %46, %int6_32 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %48 = torch_c.to_builtin_tensor %47 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast = tensor.cast %48 : tensor<512x32xf32> to tensor<?x32xf32>
    %49:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_33 = tensor.cast %49#0 : tensor<?xi8> to tensor<512xi8>
    %50 = torch_c.from_builtin_tensor %cast_33 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_34 = tensor.cast %49#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %51 = torch_c.from_builtin_tensor %cast_34 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int1_36 = torch.constant.int 1
    %int512_37 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %52 = torch.prim.ListConstruct %int1_35, %int1_36, %int512_37, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.view %51, %52 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_38 = torch.constant.int 1
    %int1_39 = torch.constant.int 1
    %int512_40 = torch.constant.int 512
    %int1_41 = torch.constant.int 1
    %54 = torch.prim.ListConstruct %int1_38, %int1_39, %int512_40, %int1_41 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %50, %54 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %56 = torch.prim.ListConstruct %int1_42, %int1_43, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.aten.view %53, %56 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_44 = torch.constant.int -1
    %58 = torch.aten.squeeze.dim %55, %int-1_44 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_45 = torch.constant.int 8192
    %59 = torch.prim.ListConstruct %int16384, %int8192_45 : (!torch.int, !torch.int) -> !torch.list<int>
    %60 = torch.aten.view %10, %59 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_46 = torch.constant.int -1
    %61 = torch.aten.squeeze.dim %11, %int-1_46 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %62 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_47 = tensor.cast %62 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %63 = torch_c.to_builtin_tensor %58 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_48 = tensor.cast %63 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %64 = torch_c.to_builtin_tensor %60 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %65 = torch_c.to_builtin_tensor %61 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %66 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_47, %cast_48, %64, %65) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_49 = tensor.cast %66 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %67 = torch_c.from_builtin_tensor %cast_49 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %int512_52 = torch.constant.int 512
    %int32_53 = torch.constant.int 32
    %68 = torch.prim.ListConstruct %int1_50, %int1_51, %int512_52, %int32_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %42, %68 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_54 = torch.constant.int -1
    %int32_55 = torch.constant.int 32
    %70 = torch.prim.ListConstruct %int-1_54, %int32_55 : (!torch.int, !torch.int) -> !torch.list<int>
    %71 = torch.aten.view %69, %70 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int5_58 = torch.constant.int 5
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %71, %none_56, %none_57, %int5_58, %cpu_59, %int0_60 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_61 = torch.constant.int 6
    %72 = torch.prims.convert_element_type %71, %int6_61 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %73 = torch_c.to_builtin_tensor %72 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_62 = tensor.cast %73 : tensor<512x32xf32> to tensor<?x32xf32>
    %74:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_62) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_63 = tensor.cast %74#0 : tensor<?xi8> to tensor<512xi8>
    %75 = torch_c.from_builtin_tensor %cast_63 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_64 = tensor.cast %74#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %76 = torch_c.from_builtin_tensor %cast_64 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_65 = torch.constant.int 1
    %int1_66 = torch.constant.int 1
    %int512_67 = torch.constant.int 512
    %int16_68 = torch.constant.int 16
    %77 = torch.prim.ListConstruct %int1_65, %int1_66, %int512_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %76, %77 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_69 = torch.constant.int 1
    %int1_70 = torch.constant.int 1
    %int512_71 = torch.constant.int 512
    %int1_72 = torch.constant.int 1
    %79 = torch.prim.ListConstruct %int1_69, %int1_70, %int512_71, %int1_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.aten.view %75, %79 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_73 = torch.constant.int 1
    %int1_74 = torch.constant.int 1
    %int8192_75 = torch.constant.int 8192
    %81 = torch.prim.ListConstruct %int1_73, %int1_74, %int8192_75 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %78, %81 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_76 = torch.constant.int -1
    %83 = torch.aten.squeeze.dim %80, %int-1_76 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_77 = torch.constant.int 8192
    %84 = torch.prim.ListConstruct %int1024, %int8192_77 : (!torch.int, !torch.int) -> !torch.list<int>
    %85 = torch.aten.view %12, %84 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_78 = torch.constant.int -1
    %86 = torch.aten.squeeze.dim %13, %int-1_78 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %87 = torch_c.to_builtin_tensor %82 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_79 = tensor.cast %87 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %88 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_80 = tensor.cast %88 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %89 = torch_c.to_builtin_tensor %85 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %91 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_79, %cast_80, %89, %90) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_81 = tensor.cast %91 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %92 = torch_c.from_builtin_tensor %cast_81 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_82 = torch.constant.int 1
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int32_85 = torch.constant.int 32
    %93 = torch.prim.ListConstruct %int1_82, %int1_83, %int512_84, %int32_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %42, %93 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_86 = torch.constant.int -1
    %int32_87 = torch.constant.int 32
    %95 = torch.prim.ListConstruct %int-1_86, %int32_87 : (!torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %94, %95 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_88 = torch.constant.none
    %none_89 = torch.constant.none
    %int5_90 = torch.constant.int 5
    %cpu_91 = torch.constant.device "cpu"
    %int0_92 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %96, %none_88, %none_89, %int5_90, %cpu_91, %int0_92 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_93 = torch.constant.int 6
    %97 = torch.prims.convert_element_type %96, %int6_93 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %98 = torch_c.to_builtin_tensor %97 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_94 = tensor.cast %98 : tensor<512x32xf32> to tensor<?x32xf32>
    %99:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_94) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_95 = tensor.cast %99#0 : tensor<?xi8> to tensor<512xi8>
    %100 = torch_c.from_builtin_tensor %cast_95 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_96 = tensor.cast %99#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %101 = torch_c.from_builtin_tensor %cast_96 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_97 = torch.constant.int 1
    %int1_98 = torch.constant.int 1
    %int512_99 = torch.constant.int 512
    %int16_100 = torch.constant.int 16
    %102 = torch.prim.ListConstruct %int1_97, %int1_98, %int512_99, %int16_100 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %101, %102 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_101 = torch.constant.int 1
    %int1_102 = torch.constant.int 1
    %int512_103 = torch.constant.int 512
    %int1_104 = torch.constant.int 1
    %104 = torch.prim.ListConstruct %int1_101, %int1_102, %int512_103, %int1_104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.view %100, %104 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_105 = torch.constant.int 1
    %int1_106 = torch.constant.int 1
    %int8192_107 = torch.constant.int 8192
    %106 = torch.prim.ListConstruct %int1_105, %int1_106, %int8192_107 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %107 = torch.aten.view %103, %106 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_108 = torch.constant.int -1
    %108 = torch.aten.squeeze.dim %105, %int-1_108 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024_109 = torch.constant.int 1024
    %int8192_110 = torch.constant.int 8192
    %109 = torch.prim.ListConstruct %int1024_109, %int8192_110 : (!torch.int, !torch.int) -> !torch.list<int>
    %110 = torch.aten.view %14, %109 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_111 = torch.constant.int -1
    %111 = torch.aten.squeeze.dim %15, %int-1_111 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %112 = torch_c.to_builtin_tensor %107 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_112 = tensor.cast %112 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %113 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_113 = tensor.cast %113 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %114 = torch_c.to_builtin_tensor %110 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %115 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %116 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_112, %cast_113, %114, %115) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_114 = tensor.cast %116 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %117 = torch_c.from_builtin_tensor %cast_114 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_115 = torch.constant.int 1
    %int1_116 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_117 = torch.constant.int 128
    %118 = torch.prim.ListConstruct %int1_115, %int1_116, %int128, %int128_117 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %67, %118 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %int1_118 = torch.constant.int 1
    %int1_119 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_120 = torch.constant.int 128
    %120 = torch.prim.ListConstruct %int1_118, %int1_119, %int8, %int128_120 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.view %92, %120 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_121 = torch.constant.int 1
    %int1_122 = torch.constant.int 1
    %int8_123 = torch.constant.int 8
    %int128_124 = torch.constant.int 128
    %122 = torch.prim.ListConstruct %int1_121, %int1_122, %int8_123, %int128_124 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %123 = torch.aten.view %117, %122 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_125 = torch.constant.int 0
    %int1_126 = torch.constant.int 1
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %cpu_129 = torch.constant.device "cpu"
    %false_130 = torch.constant.bool false
    %124 = torch.aten.arange.start %int0_125, %int1_126, %none_127, %none_128, %cpu_129, %false_130 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_131 = torch.constant.int 0
    %125 = torch.aten.unsqueeze %124, %int0_131 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_132 = torch.constant.int 1
    %126 = torch.aten.unsqueeze %arg2, %int1_132 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_133 = torch.constant.int 1
    %127 = torch.aten.add.Tensor %125, %126, %int1_133 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_134 = torch.constant.int 0
    %int128_135 = torch.constant.int 128
    %int2_136 = torch.constant.int 2
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %cpu_139 = torch.constant.device "cpu"
    %false_140 = torch.constant.bool false
    %128 = torch.aten.arange.start_step %int0_134, %int128_135, %int2_136, %none_137, %none_138, %cpu_139, %false_140 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_141 = torch.constant.none
    %none_142 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_143 = torch.constant.device "cpu"
    %int0_144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %128, %none_141, %none_142, %int4, %cpu_143, %int0_144 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_145 = torch.constant.int 6
    %129 = torch.prims.convert_element_type %128, %int6_145 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_146 = torch.constant.int 128
    %130 = torch.aten.div.Scalar %129, %int128_146 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %131 = torch.aten.pow.Scalar %float5.000000e05, %130 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %132 = torch.aten.reciprocal %131 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %133 = torch.aten.mul.Scalar %132, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_147 = torch.constant.none
    %134 = torch.aten.clone %1, %none_147 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_148 = torch.constant.int 0
    %135 = torch.aten.unsqueeze %133, %int0_148 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_149 = torch.constant.int 2
    %136 = torch.aten.unsqueeze %135, %int2_149 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_150 = torch.constant.none
    %none_151 = torch.constant.none
    %int6_152 = torch.constant.int 6
    %cpu_153 = torch.constant.device "cpu"
    %int0_154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %136, %none_150, %none_151, %int6_152, %cpu_153, %int0_154 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_155 = torch.constant.int 1
    %int-1_156 = torch.constant.int -1
    %int1_157 = torch.constant.int 1
    %137 = torch.prim.ListConstruct %int1_155, %int-1_156, %int1_157 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_158 = torch.constant.bool false
    %138 = torch.aten.expand %136, %137, %false_158 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_159 = torch.constant.int 1
    %139 = torch.aten.unsqueeze %127, %int1_159 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_160 = torch.constant.none
    %none_161 = torch.constant.none
    %int4_162 = torch.constant.int 4
    %cpu_163 = torch.constant.device "cpu"
    %int0_164 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %139, %none_160, %none_161, %int4_162, %cpu_163, %int0_164 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_165 = torch.constant.int 6
    %140 = torch.prims.convert_element_type %139, %int6_165 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %141 = torch.aten.matmul %138, %140 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_166 = torch.constant.int 1
    %int2_167 = torch.constant.int 2
    %142 = torch.aten.transpose.int %141, %int1_166, %int2_167 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %143 = torch.aten.cos %142 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %144 = torch.aten.mul.Tensor %143, %134 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_168 = torch.constant.none
    %none_169 = torch.constant.none
    %int6_170 = torch.constant.int 6
    %cpu_171 = torch.constant.device "cpu"
    %int0_172 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_168, %none_169, %int6_170, %cpu_171, %int0_172 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_173 = torch.constant.int 5
    %145 = torch.prims.convert_element_type %144, %int5_173 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %146 = torch.aten.sin %142 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %147 = torch.aten.mul.Tensor %146, %134 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_174 = torch.constant.none
    %none_175 = torch.constant.none
    %int6_176 = torch.constant.int 6
    %cpu_177 = torch.constant.device "cpu"
    %int0_178 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %147, %none_174, %none_175, %int6_176, %cpu_177, %int0_178 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_179 = torch.constant.int 5
    %148 = torch.prims.convert_element_type %147, %int5_179 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_180 = torch.constant.int 2
    %149 = torch.aten.unsqueeze %145, %int2_180 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_181 = torch.constant.int 2
    %150 = torch.aten.unsqueeze %148, %int2_181 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_182 = torch.constant.none
    %none_183 = torch.constant.none
    %int5_184 = torch.constant.int 5
    %cpu_185 = torch.constant.device "cpu"
    %int0_186 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %149, %none_182, %none_183, %int5_184, %cpu_185, %int0_186 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_187 = torch.constant.none
    %none_188 = torch.constant.none
    %int5_189 = torch.constant.int 5
    %cpu_190 = torch.constant.device "cpu"
    %int0_191 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %150, %none_187, %none_188, %int5_189, %cpu_190, %int0_191 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %int5_194 = torch.constant.int 5
    %cpu_195 = torch.constant.device "cpu"
    %int0_196 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %119, %none_192, %none_193, %int5_194, %cpu_195, %int0_196 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_197 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_198 = torch.constant.int 1
    %151 = torch.aten.slice.Tensor %119, %int3, %int0_197, %int64, %int1_198 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %int3_199 = torch.constant.int 3
    %int64_200 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_201 = torch.constant.int 1
    %152 = torch.aten.slice.Tensor %119, %int3_199, %int64_200, %int9223372036854775807, %int1_201 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %153 = torch.aten.mul.Tensor %151, %149 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %154 = torch.aten.mul.Tensor %152, %150 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_202 = torch.constant.int 1
    %155 = torch.aten.sub.Tensor %153, %154, %int1_202 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %156 = torch.aten.mul.Tensor %152, %149 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %157 = torch.aten.mul.Tensor %151, %150 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_203 = torch.constant.int 1
    %158 = torch.aten.add.Tensor %156, %157, %int1_203 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %159 = torch_c.to_builtin_tensor %155 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_204 = tensor.cast %159 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %160 = torch_c.to_builtin_tensor %158 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_205 = tensor.cast %160 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %161 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_204, %cast_205) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_206 = tensor.cast %161 : tensor<?x?x?x2x?xf16> to tensor<1x1x128x2x64xf16>
    %162 = torch_c.from_builtin_tensor %cast_206 : tensor<1x1x128x2x64xf16> -> !torch.vtensor<[1,1,128,2,64],f16>
    %int1_207 = torch.constant.int 1
    %int1_208 = torch.constant.int 1
    %int128_209 = torch.constant.int 128
    %int128_210 = torch.constant.int 128
    %163 = torch.prim.ListConstruct %int1_207, %int1_208, %int128_209, %int128_210 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %164 = torch.aten.view %162, %163 : !torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %none_211 = torch.constant.none
    %none_212 = torch.constant.none
    %int5_213 = torch.constant.int 5
    %cpu_214 = torch.constant.device "cpu"
    %int0_215 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %164, %none_211, %none_212, %int5_213, %cpu_214, %int0_215 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_216 = torch.constant.int 0
    %int1_217 = torch.constant.int 1
    %none_218 = torch.constant.none
    %none_219 = torch.constant.none
    %cpu_220 = torch.constant.device "cpu"
    %false_221 = torch.constant.bool false
    %165 = torch.aten.arange.start %int0_216, %int1_217, %none_218, %none_219, %cpu_220, %false_221 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_222 = torch.constant.int 0
    %166 = torch.aten.unsqueeze %165, %int0_222 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_223 = torch.constant.int 1
    %167 = torch.aten.unsqueeze %arg2, %int1_223 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_224 = torch.constant.int 1
    %168 = torch.aten.add.Tensor %166, %167, %int1_224 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_225 = torch.constant.int 0
    %int128_226 = torch.constant.int 128
    %int2_227 = torch.constant.int 2
    %none_228 = torch.constant.none
    %none_229 = torch.constant.none
    %cpu_230 = torch.constant.device "cpu"
    %false_231 = torch.constant.bool false
    %169 = torch.aten.arange.start_step %int0_225, %int128_226, %int2_227, %none_228, %none_229, %cpu_230, %false_231 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int4_234 = torch.constant.int 4
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %169, %none_232, %none_233, %int4_234, %cpu_235, %int0_236 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_237 = torch.constant.int 6
    %170 = torch.prims.convert_element_type %169, %int6_237 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_238 = torch.constant.int 128
    %171 = torch.aten.div.Scalar %170, %int128_238 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_239 = torch.constant.float 5.000000e+05
    %172 = torch.aten.pow.Scalar %float5.000000e05_239, %171 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %173 = torch.aten.reciprocal %172 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_240 = torch.constant.float 1.000000e+00
    %174 = torch.aten.mul.Scalar %173, %float1.000000e00_240 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_241 = torch.constant.none
    %175 = torch.aten.clone %2, %none_241 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_242 = torch.constant.int 0
    %176 = torch.aten.unsqueeze %174, %int0_242 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_243 = torch.constant.int 2
    %177 = torch.aten.unsqueeze %176, %int2_243 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_244 = torch.constant.none
    %none_245 = torch.constant.none
    %int6_246 = torch.constant.int 6
    %cpu_247 = torch.constant.device "cpu"
    %int0_248 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %177, %none_244, %none_245, %int6_246, %cpu_247, %int0_248 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_249 = torch.constant.int 1
    %int-1_250 = torch.constant.int -1
    %int1_251 = torch.constant.int 1
    %178 = torch.prim.ListConstruct %int1_249, %int-1_250, %int1_251 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_252 = torch.constant.bool false
    %179 = torch.aten.expand %177, %178, %false_252 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_253 = torch.constant.int 1
    %180 = torch.aten.unsqueeze %168, %int1_253 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_254 = torch.constant.none
    %none_255 = torch.constant.none
    %int4_256 = torch.constant.int 4
    %cpu_257 = torch.constant.device "cpu"
    %int0_258 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %180, %none_254, %none_255, %int4_256, %cpu_257, %int0_258 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_259 = torch.constant.int 6
    %181 = torch.prims.convert_element_type %180, %int6_259 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %182 = torch.aten.matmul %179, %181 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_260 = torch.constant.int 1
    %int2_261 = torch.constant.int 2
    %183 = torch.aten.transpose.int %182, %int1_260, %int2_261 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %184 = torch.aten.cos %183 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %185 = torch.aten.mul.Tensor %184, %175 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_262 = torch.constant.none
    %none_263 = torch.constant.none
    %int6_264 = torch.constant.int 6
    %cpu_265 = torch.constant.device "cpu"
    %int0_266 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %185, %none_262, %none_263, %int6_264, %cpu_265, %int0_266 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_267 = torch.constant.int 5
    %186 = torch.prims.convert_element_type %185, %int5_267 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %187 = torch.aten.sin %183 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %188 = torch.aten.mul.Tensor %187, %175 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_268 = torch.constant.none
    %none_269 = torch.constant.none
    %int6_270 = torch.constant.int 6
    %cpu_271 = torch.constant.device "cpu"
    %int0_272 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %188, %none_268, %none_269, %int6_270, %cpu_271, %int0_272 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_273 = torch.constant.int 5
    %189 = torch.prims.convert_element_type %188, %int5_273 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_274 = torch.constant.int 2
    %190 = torch.aten.unsqueeze %186, %int2_274 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_275 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %189, %int2_275 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_276 = torch.constant.none
    %none_277 = torch.constant.none
    %int5_278 = torch.constant.int 5
    %cpu_279 = torch.constant.device "cpu"
    %int0_280 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %190, %none_276, %none_277, %int5_278, %cpu_279, %int0_280 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_281 = torch.constant.none
    %none_282 = torch.constant.none
    %int5_283 = torch.constant.int 5
    %cpu_284 = torch.constant.device "cpu"
    %int0_285 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %191, %none_281, %none_282, %int5_283, %cpu_284, %int0_285 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_286 = torch.constant.none
    %none_287 = torch.constant.none
    %int5_288 = torch.constant.int 5
    %cpu_289 = torch.constant.device "cpu"
    %int0_290 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %121, %none_286, %none_287, %int5_288, %cpu_289, %int0_290 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_291 = torch.constant.int 3
    %int0_292 = torch.constant.int 0
    %int64_293 = torch.constant.int 64
    %int1_294 = torch.constant.int 1
    %192 = torch.aten.slice.Tensor %121, %int3_291, %int0_292, %int64_293, %int1_294 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_295 = torch.constant.int 3
    %int64_296 = torch.constant.int 64
    %int9223372036854775807_297 = torch.constant.int 9223372036854775807
    %int1_298 = torch.constant.int 1
    %193 = torch.aten.slice.Tensor %121, %int3_295, %int64_296, %int9223372036854775807_297, %int1_298 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %194 = torch.aten.mul.Tensor %192, %190 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %195 = torch.aten.mul.Tensor %193, %191 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_299 = torch.constant.int 1
    %196 = torch.aten.sub.Tensor %194, %195, %int1_299 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %197 = torch.aten.mul.Tensor %193, %190 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %198 = torch.aten.mul.Tensor %192, %191 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_300 = torch.constant.int 1
    %199 = torch.aten.add.Tensor %197, %198, %int1_300 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %200 = torch_c.to_builtin_tensor %196 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_301 = tensor.cast %200 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %201 = torch_c.to_builtin_tensor %199 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_302 = tensor.cast %201 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %202 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_301, %cast_302) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_303 = tensor.cast %202 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %203 = torch_c.from_builtin_tensor %cast_303 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_304 = torch.constant.int 1
    %int1_305 = torch.constant.int 1
    %int8_306 = torch.constant.int 8
    %int128_307 = torch.constant.int 128
    %204 = torch.prim.ListConstruct %int1_304, %int1_305, %int8_306, %int128_307 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %205 = torch.aten.view %203, %204 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_308 = torch.constant.none
    %none_309 = torch.constant.none
    %int5_310 = torch.constant.int 5
    %cpu_311 = torch.constant.device "cpu"
    %int0_312 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_308, %none_309, %int5_310, %cpu_311, %int0_312 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_313 = torch.constant.int 1
    %int2_314 = torch.constant.int 2
    %int8_315 = torch.constant.int 8
    %int32_316 = torch.constant.int 32
    %int128_317 = torch.constant.int 128
    %206 = torch.prim.ListConstruct %31, %int1_313, %int2_314, %int8_315, %int32_316, %int128_317 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %207 = torch.aten.view %27, %206 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %207, [%29], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int2_318 = torch.constant.int 2
    %208 = torch.aten.mul.int %31, %int2_318 : !torch.int, !torch.int -> !torch.int
    %int8_319 = torch.constant.int 8
    %209 = torch.aten.mul.int %208, %int8_319 : !torch.int, !torch.int -> !torch.int
    %int32_320 = torch.constant.int 32
    %210 = torch.aten.mul.int %209, %int32_320 : !torch.int, !torch.int -> !torch.int
    %int128_321 = torch.constant.int 128
    %211 = torch.prim.ListConstruct %210, %int128_321 : (!torch.int, !torch.int) -> !torch.list<int>
    %212 = torch.aten.view %207, %211 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %212, [%29], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int32_322 = torch.constant.int 32
    %213 = torch.aten.floor_divide.Scalar %arg2, %int32_322 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_323 = torch.constant.int 1
    %214 = torch.aten.unsqueeze %213, %int1_323 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_324 = torch.constant.int 1
    %false_325 = torch.constant.bool false
    %215 = torch.aten.gather %arg3, %int1_324, %214, %false_325 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_326 = torch.constant.int 1
    %int1_327 = torch.constant.int 1
    %int1_328 = torch.constant.int 1
    %216 = torch.prim.ListConstruct %int1_326, %int1_327, %int1_328 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %217 = torch.aten.view %215, %216 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_329 = torch.constant.int 32
    %218 = torch.aten.remainder.Scalar %arg2, %int32_329 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_330 = torch.constant.int 1
    %int1_331 = torch.constant.int 1
    %int1_332 = torch.constant.int 1
    %219 = torch.prim.ListConstruct %int1_330, %int1_331, %int1_332 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %220 = torch.aten.view %218, %219 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_333 = torch.constant.int 8
    %none_334 = torch.constant.none
    %none_335 = torch.constant.none
    %cpu_336 = torch.constant.device "cpu"
    %false_337 = torch.constant.bool false
    %221 = torch.aten.arange %int8_333, %none_334, %none_335, %cpu_336, %false_337 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_338 = torch.constant.int 1
    %int1_339 = torch.constant.int 1
    %int8_340 = torch.constant.int 8
    %222 = torch.prim.ListConstruct %int1_338, %int1_339, %int8_340 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten.view %221, %222 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_341 = torch.constant.none
    %224 = torch.aten.clone %3, %none_341 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_342 = torch.constant.int 1
    %int1_343 = torch.constant.int 1
    %int1_344 = torch.constant.int 1
    %225 = torch.prim.ListConstruct %int1_342, %int1_343, %int1_344 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %226 = torch.aten.view %224, %225 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_345 = torch.constant.int 1
    %227 = torch.aten.mul.Scalar %217, %int1_345 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_346 = torch.constant.int 0
    %int1_347 = torch.constant.int 1
    %228 = torch.aten.add.Scalar %227, %int0_346, %int1_347 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_348 = torch.constant.int 2
    %229 = torch.aten.mul.Scalar %228, %int2_348 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_349 = torch.constant.int 1
    %230 = torch.aten.add.Tensor %229, %226, %int1_349 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_350 = torch.constant.int 8
    %231 = torch.aten.mul.Scalar %230, %int8_350 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_351 = torch.constant.int 1
    %232 = torch.aten.add.Tensor %231, %223, %int1_351 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_352 = torch.constant.int 32
    %233 = torch.aten.mul.Scalar %232, %int32_352 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_353 = torch.constant.int 1
    %234 = torch.aten.add.Tensor %233, %220, %int1_353 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_354 = torch.constant.none
    %none_355 = torch.constant.none
    %int5_356 = torch.constant.int 5
    %cpu_357 = torch.constant.device "cpu"
    %int0_358 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_354, %none_355, %int5_356, %cpu_357, %int0_358 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %235 = torch.prim.ListConstruct %234 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_359 = torch.constant.bool false
    %236 = torch.aten.index_put %212, %235, %205, %false_359 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %236, [%29], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int1_360 = torch.constant.int 1
    %int2_361 = torch.constant.int 2
    %int8_362 = torch.constant.int 8
    %int32_363 = torch.constant.int 32
    %int128_364 = torch.constant.int 128
    %237 = torch.prim.ListConstruct %31, %int1_360, %int2_361, %int8_362, %int32_363, %int128_364 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %238 = torch.aten.view %236, %237 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %238, [%29], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536 = torch.constant.int 65536
    %239 = torch.prim.ListConstruct %31, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %240 = torch.aten.view %238, %239 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.bind_symbolic_shape %240, [%29], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %int1_365 = torch.constant.int 1
    %int2_366 = torch.constant.int 2
    %int8_367 = torch.constant.int 8
    %int32_368 = torch.constant.int 32
    %int128_369 = torch.constant.int 128
    %241 = torch.prim.ListConstruct %31, %int1_365, %int2_366, %int8_367, %int32_368, %int128_369 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %242 = torch.aten.view %240, %241 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %242, [%29], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int128_370 = torch.constant.int 128
    %243 = torch.prim.ListConstruct %210, %int128_370 : (!torch.int, !torch.int) -> !torch.list<int>
    %244 = torch.aten.view %242, %243 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %244, [%29], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %none_371 = torch.constant.none
    %245 = torch.aten.clone %4, %none_371 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_372 = torch.constant.int 1
    %int1_373 = torch.constant.int 1
    %int1_374 = torch.constant.int 1
    %246 = torch.prim.ListConstruct %int1_372, %int1_373, %int1_374 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %247 = torch.aten.view %245, %246 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int1_375 = torch.constant.int 1
    %248 = torch.aten.mul.Scalar %217, %int1_375 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_376 = torch.constant.int 0
    %int1_377 = torch.constant.int 1
    %249 = torch.aten.add.Scalar %248, %int0_376, %int1_377 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_378 = torch.constant.int 2
    %250 = torch.aten.mul.Scalar %249, %int2_378 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_379 = torch.constant.int 1
    %251 = torch.aten.add.Tensor %250, %247, %int1_379 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_380 = torch.constant.int 8
    %252 = torch.aten.mul.Scalar %251, %int8_380 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_381 = torch.constant.int 1
    %253 = torch.aten.add.Tensor %252, %223, %int1_381 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_382 = torch.constant.int 32
    %254 = torch.aten.mul.Scalar %253, %int32_382 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_383 = torch.constant.int 1
    %255 = torch.aten.add.Tensor %254, %220, %int1_383 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_384 = torch.constant.none
    %none_385 = torch.constant.none
    %int5_386 = torch.constant.int 5
    %cpu_387 = torch.constant.device "cpu"
    %int0_388 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %123, %none_384, %none_385, %int5_386, %cpu_387, %int0_388 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %256 = torch.prim.ListConstruct %255 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_389 = torch.constant.bool false
    %257 = torch.aten.index_put %244, %256, %123, %false_389 : !torch.vtensor<[?,128],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f16>, !torch.bool -> !torch.vtensor<[?,128],f16>
    torch.bind_symbolic_shape %257, [%29], affine_map<()[s0] -> (s0 * 512, 128)> : !torch.vtensor<[?,128],f16>
    %int1_390 = torch.constant.int 1
    %int2_391 = torch.constant.int 2
    %int8_392 = torch.constant.int 8
    %int32_393 = torch.constant.int 32
    %int128_394 = torch.constant.int 128
    %258 = torch.prim.ListConstruct %31, %int1_390, %int2_391, %int8_392, %int32_393, %int128_394 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %259 = torch.aten.view %257, %258 : !torch.vtensor<[?,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %259, [%29], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %int65536_395 = torch.constant.int 65536
    %260 = torch.prim.ListConstruct %31, %int65536_395 : (!torch.int, !torch.int) -> !torch.list<int>
    %261 = torch.aten.view %259, %260 : !torch.vtensor<[?,1,2,8,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,65536],f16>
    torch.overwrite.tensor.contents %261 overwrites %arg4 : !torch.vtensor<[?,65536],f16>, !torch.tensor<[?,65536],f16>
    torch.bind_symbolic_shape %261, [%29], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f16>
    %none_396 = torch.constant.none
    %262 = torch.aten.clone %5, %none_396 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_397 = torch.constant.none
    %263 = torch.aten.clone %6, %none_397 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_398 = torch.constant.none
    %264 = torch.aten.clone %7, %none_398 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_399 = torch.constant.int 1
    %int2_400 = torch.constant.int 2
    %int8_401 = torch.constant.int 8
    %int32_402 = torch.constant.int 32
    %int128_403 = torch.constant.int 128
    %265 = torch.prim.ListConstruct %31, %int1_399, %int2_400, %int8_401, %int32_402, %int128_403 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %266 = torch.aten.view %261, %265 : !torch.vtensor<[?,65536],f16>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f16>
    torch.bind_symbolic_shape %266, [%29], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f16>
    %267 = torch_c.to_builtin_tensor %266 : !torch.vtensor<[?,1,2,8,32,128],f16> -> tensor<?x1x2x8x32x128xf16>
    %268 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_404 = tensor.cast %268 : tensor<1x?xi64> to tensor<?x?xi64>
    %269 = torch_c.to_builtin_tensor %262 : !torch.vtensor<[],si64> -> tensor<i64>
    %270 = torch_c.to_builtin_tensor %263 : !torch.vtensor<[],si64> -> tensor<i64>
    %271 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%267, %cast_404, %269, %270) : (tensor<?x1x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_405 = tensor.cast %271 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %272 = torch_c.from_builtin_tensor %cast_405 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %272, [%28], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %273 = torch_c.to_builtin_tensor %266 : !torch.vtensor<[?,1,2,8,32,128],f16> -> tensor<?x1x2x8x32x128xf16>
    %274 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_406 = tensor.cast %274 : tensor<1x?xi64> to tensor<?x?xi64>
    %275 = torch_c.to_builtin_tensor %262 : !torch.vtensor<[],si64> -> tensor<i64>
    %276 = torch_c.to_builtin_tensor %264 : !torch.vtensor<[],si64> -> tensor<i64>
    %277 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f16(%273, %cast_406, %275, %276) : (tensor<?x1x2x8x32x128xf16>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf16>
    %cast_407 = tensor.cast %277 : tensor<?x?x8x32x128xf16> to tensor<1x?x8x32x128xf16>
    %278 = torch_c.from_builtin_tensor %cast_407 : tensor<1x?x8x32x128xf16> -> !torch.vtensor<[1,?,8,32,128],f16>
    torch.bind_symbolic_shape %278, [%28], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f16>
    %int2_408 = torch.constant.int 2
    %int3_409 = torch.constant.int 3
    %279 = torch.aten.transpose.int %272, %int2_408, %int3_409 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %279, [%28], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int32_410 = torch.constant.int 32
    %280 = torch.aten.mul.int %30, %int32_410 : !torch.int, !torch.int -> !torch.int
    %int0_411 = torch.constant.int 0
    %281 = torch.aten.clone %279, %int0_411 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %281, [%28], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_412 = torch.constant.int 1
    %int8_413 = torch.constant.int 8
    %int128_414 = torch.constant.int 128
    %282 = torch.prim.ListConstruct %int1_412, %280, %int8_413, %int128_414 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %283 = torch.aten._unsafe_view %281, %282 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %283, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int2_415 = torch.constant.int 2
    %int3_416 = torch.constant.int 3
    %284 = torch.aten.transpose.int %278, %int2_415, %int3_416 : !torch.vtensor<[1,?,8,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %284, [%28], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int0_417 = torch.constant.int 0
    %285 = torch.aten.clone %284, %int0_417 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f16>
    torch.bind_symbolic_shape %285, [%28], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f16>
    %int1_418 = torch.constant.int 1
    %int8_419 = torch.constant.int 8
    %int128_420 = torch.constant.int 128
    %286 = torch.prim.ListConstruct %int1_418, %280, %int8_419, %int128_420 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %287 = torch.aten._unsafe_view %285, %286 : !torch.vtensor<[1,?,32,8,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %287, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_421 = torch.constant.int 0
    %int1_422 = torch.constant.int 1
    %none_423 = torch.constant.none
    %none_424 = torch.constant.none
    %cpu_425 = torch.constant.device "cpu"
    %false_426 = torch.constant.bool false
    %288 = torch.aten.arange.start_step %int0_421, %280, %int1_422, %none_423, %none_424, %cpu_425, %false_426 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %288, [%28], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_427 = torch.constant.int -1
    %289 = torch.aten.unsqueeze %arg1, %int-1_427 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %290 = torch.aten.ge.Tensor %288, %289 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %290, [%28], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_428 = torch.constant.none
    %291 = torch.aten.clone %8, %none_428 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_429 = torch.constant.int 0
    %292 = torch.aten.where.ScalarOther %290, %291, %int0_429 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %292, [%28], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_430 = torch.constant.none
    %none_431 = torch.constant.none
    %int5_432 = torch.constant.int 5
    %cpu_433 = torch.constant.device "cpu"
    %int0_434 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %292, %none_430, %none_431, %int5_432, %cpu_433, %int0_434 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_435 = torch.constant.int 1
    %293 = torch.aten.unsqueeze %292, %int1_435 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %293, [%28], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_436 = torch.constant.int 1
    %294 = torch.aten.unsqueeze %293, %int1_436 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %294, [%28], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_437 = torch.constant.none
    %none_438 = torch.constant.none
    %int5_439 = torch.constant.int 5
    %cpu_440 = torch.constant.device "cpu"
    %int0_441 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %294, %none_437, %none_438, %int5_439, %cpu_440, %int0_441 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-2 = torch.constant.int -2
    %295 = torch.aten.unsqueeze %283, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %295, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_442 = torch.constant.int 1
    %int8_443 = torch.constant.int 8
    %int16_444 = torch.constant.int 16
    %int128_445 = torch.constant.int 128
    %296 = torch.prim.ListConstruct %int1_442, %280, %int8_443, %int16_444, %int128_445 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_446 = torch.constant.bool false
    %297 = torch.aten.expand %295, %296, %false_446 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %297, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_447 = torch.constant.int 0
    %298 = torch.aten.clone %297, %int0_447 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %298, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_448 = torch.constant.int 1
    %int128_449 = torch.constant.int 128
    %int128_450 = torch.constant.int 128
    %299 = torch.prim.ListConstruct %int1_448, %280, %int128_449, %int128_450 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %300 = torch.aten._unsafe_view %298, %299 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %300, [%28], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_451 = torch.constant.int -2
    %301 = torch.aten.unsqueeze %287, %int-2_451 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %301, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_452 = torch.constant.int 1
    %int8_453 = torch.constant.int 8
    %int16_454 = torch.constant.int 16
    %int128_455 = torch.constant.int 128
    %302 = torch.prim.ListConstruct %int1_452, %280, %int8_453, %int16_454, %int128_455 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_456 = torch.constant.bool false
    %303 = torch.aten.expand %301, %302, %false_456 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %303, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_457 = torch.constant.int 0
    %304 = torch.aten.clone %303, %int0_457 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %304, [%28], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_458 = torch.constant.int 1
    %int128_459 = torch.constant.int 128
    %int128_460 = torch.constant.int 128
    %305 = torch.prim.ListConstruct %int1_458, %280, %int128_459, %int128_460 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %306 = torch.aten._unsafe_view %304, %305 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %306, [%28], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_461 = torch.constant.int 1
    %int2_462 = torch.constant.int 2
    %307 = torch.aten.transpose.int %164, %int1_461, %int2_462 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,1,128],f16>
    %int1_463 = torch.constant.int 1
    %int2_464 = torch.constant.int 2
    %308 = torch.aten.transpose.int %300, %int1_463, %int2_464 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %308, [%28], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_465 = torch.constant.int 1
    %int2_466 = torch.constant.int 2
    %309 = torch.aten.transpose.int %306, %int1_465, %int2_466 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %309, [%28], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_467 = torch.constant.bool false
    %none_468 = torch.constant.none
    %false_469 = torch.constant.bool false
    %310 = torch.aten.scaled_dot_product_attention %307, %308, %309, %294, %float0.000000e00, %false_467, %none_468, %false_469 : !torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,1,128],f16>
    %int1_470 = torch.constant.int 1
    %int2_471 = torch.constant.int 2
    %311 = torch.aten.transpose.int %310, %int1_470, %int2_471 : !torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,128],f16>
    %int1_472 = torch.constant.int 1
    %int1_473 = torch.constant.int 1
    %int16384_474 = torch.constant.int 16384
    %312 = torch.prim.ListConstruct %int1_472, %int1_473, %int16384_474 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %313 = torch.aten.view %311, %312 : !torch.vtensor<[1,1,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    %int1_475 = torch.constant.int 1
    %int1_476 = torch.constant.int 1
    %int512_477 = torch.constant.int 512
    %int32_478 = torch.constant.int 32
    %314 = torch.prim.ListConstruct %int1_475, %int1_476, %int512_477, %int32_478 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %315 = torch.aten.view %313, %314 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_479 = torch.constant.int -1
    %int32_480 = torch.constant.int 32
    %316 = torch.prim.ListConstruct %int-1_479, %int32_480 : (!torch.int, !torch.int) -> !torch.list<int>
    %317 = torch.aten.view %315, %316 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_481 = torch.constant.none
    %none_482 = torch.constant.none
    %int5_483 = torch.constant.int 5
    %cpu_484 = torch.constant.device "cpu"
    %int0_485 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %317, %none_481, %none_482, %int5_483, %cpu_484, %int0_485 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_486 = torch.constant.int 6
    %318 = torch.prims.convert_element_type %317, %int6_486 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %319 = torch_c.to_builtin_tensor %318 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_487 = tensor.cast %319 : tensor<512x32xf32> to tensor<?x32xf32>
    %320:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_487) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_488 = tensor.cast %320#0 : tensor<?xi8> to tensor<512xi8>
    %321 = torch_c.from_builtin_tensor %cast_488 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_489 = tensor.cast %320#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %322 = torch_c.from_builtin_tensor %cast_489 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_490 = torch.constant.int 1
    %int1_491 = torch.constant.int 1
    %int512_492 = torch.constant.int 512
    %int16_493 = torch.constant.int 16
    %323 = torch.prim.ListConstruct %int1_490, %int1_491, %int512_492, %int16_493 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %322, %323 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_494 = torch.constant.int 1
    %int1_495 = torch.constant.int 1
    %int512_496 = torch.constant.int 512
    %int1_497 = torch.constant.int 1
    %325 = torch.prim.ListConstruct %int1_494, %int1_495, %int512_496, %int1_497 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %326 = torch.aten.view %321, %325 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_498 = torch.constant.int 1
    %int1_499 = torch.constant.int 1
    %int8192_500 = torch.constant.int 8192
    %327 = torch.prim.ListConstruct %int1_498, %int1_499, %int8192_500 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %328 = torch.aten.view %324, %327 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_501 = torch.constant.int -1
    %329 = torch.aten.squeeze.dim %326, %int-1_501 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384_502 = torch.constant.int 16384
    %int8192_503 = torch.constant.int 8192
    %330 = torch.prim.ListConstruct %int16384_502, %int8192_503 : (!torch.int, !torch.int) -> !torch.list<int>
    %331 = torch.aten.view %16, %330 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_504 = torch.constant.int -1
    %332 = torch.aten.squeeze.dim %17, %int-1_504 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %333 = torch_c.to_builtin_tensor %328 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_505 = tensor.cast %333 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %334 = torch_c.to_builtin_tensor %329 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_506 = tensor.cast %334 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %335 = torch_c.to_builtin_tensor %331 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %336 = torch_c.to_builtin_tensor %332 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %337 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_505, %cast_506, %335, %336) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_507 = tensor.cast %337 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %338 = torch_c.from_builtin_tensor %cast_507 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %none_508 = torch.constant.none
    %none_509 = torch.constant.none
    %int5_510 = torch.constant.int 5
    %cpu_511 = torch.constant.device "cpu"
    %int0_512 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %338, %none_508, %none_509, %int5_510, %cpu_511, %int0_512 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_513 = torch.constant.int 1
    %339 = torch.aten.add.Tensor %32, %338, %int1_513 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_514 = torch.constant.none
    %none_515 = torch.constant.none
    %int5_516 = torch.constant.int 5
    %cpu_517 = torch.constant.device "cpu"
    %int0_518 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %339, %none_514, %none_515, %int5_516, %cpu_517, %int0_518 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_519 = torch.constant.int 6
    %340 = torch.prims.convert_element_type %339, %int6_519 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_520 = torch.constant.int 2
    %341 = torch.aten.pow.Tensor_Scalar %340, %int2_520 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_521 = torch.constant.int -1
    %342 = torch.prim.ListConstruct %int-1_521 : (!torch.int) -> !torch.list<int>
    %true_522 = torch.constant.bool true
    %none_523 = torch.constant.none
    %343 = torch.aten.mean.dim %341, %342, %true_522, %none_523 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_524 = torch.constant.float 1.000000e-05
    %int1_525 = torch.constant.int 1
    %344 = torch.aten.add.Scalar %343, %float1.000000e-05_524, %int1_525 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %345 = torch.aten.rsqrt %344 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %346 = torch.aten.mul.Tensor %340, %345 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_526 = torch.constant.none
    %none_527 = torch.constant.none
    %int6_528 = torch.constant.int 6
    %cpu_529 = torch.constant.device "cpu"
    %int0_530 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %346, %none_526, %none_527, %int6_528, %cpu_529, %int0_530 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_531 = torch.constant.int 5
    %347 = torch.prims.convert_element_type %346, %int5_531 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %348 = torch.aten.mul.Tensor %18, %347 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_532 = torch.constant.none
    %none_533 = torch.constant.none
    %int6_534 = torch.constant.int 6
    %cpu_535 = torch.constant.device "cpu"
    %int0_536 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %348, %none_532, %none_533, %int6_534, %cpu_535, %int0_536 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_537 = torch.constant.int 5
    %349 = torch.prims.convert_element_type %348, %int5_537 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_538 = torch.constant.int 1
    %int1_539 = torch.constant.int 1
    %int512_540 = torch.constant.int 512
    %int32_541 = torch.constant.int 32
    %350 = torch.prim.ListConstruct %int1_538, %int1_539, %int512_540, %int32_541 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %351 = torch.aten.view %349, %350 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_542 = torch.constant.int -1
    %int32_543 = torch.constant.int 32
    %352 = torch.prim.ListConstruct %int-1_542, %int32_543 : (!torch.int, !torch.int) -> !torch.list<int>
    %353 = torch.aten.view %351, %352 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_544 = torch.constant.none
    %none_545 = torch.constant.none
    %int5_546 = torch.constant.int 5
    %cpu_547 = torch.constant.device "cpu"
    %int0_548 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %353, %none_544, %none_545, %int5_546, %cpu_547, %int0_548 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_549 = torch.constant.int 6
    %354 = torch.prims.convert_element_type %353, %int6_549 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %355 = torch_c.to_builtin_tensor %354 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_550 = tensor.cast %355 : tensor<512x32xf32> to tensor<?x32xf32>
    %356:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_550) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_551 = tensor.cast %356#0 : tensor<?xi8> to tensor<512xi8>
    %357 = torch_c.from_builtin_tensor %cast_551 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_552 = tensor.cast %356#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %358 = torch_c.from_builtin_tensor %cast_552 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_553 = torch.constant.int 1
    %int1_554 = torch.constant.int 1
    %int512_555 = torch.constant.int 512
    %int16_556 = torch.constant.int 16
    %359 = torch.prim.ListConstruct %int1_553, %int1_554, %int512_555, %int16_556 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %360 = torch.aten.view %358, %359 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_557 = torch.constant.int 1
    %int1_558 = torch.constant.int 1
    %int512_559 = torch.constant.int 512
    %int1_560 = torch.constant.int 1
    %361 = torch.prim.ListConstruct %int1_557, %int1_558, %int512_559, %int1_560 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %362 = torch.aten.view %357, %361 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_561 = torch.constant.int 1
    %int1_562 = torch.constant.int 1
    %int8192_563 = torch.constant.int 8192
    %363 = torch.prim.ListConstruct %int1_561, %int1_562, %int8192_563 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %364 = torch.aten.view %360, %363 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_564 = torch.constant.int -1
    %365 = torch.aten.squeeze.dim %362, %int-1_564 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_565 = torch.constant.int 8192
    %366 = torch.prim.ListConstruct %int53248, %int8192_565 : (!torch.int, !torch.int) -> !torch.list<int>
    %367 = torch.aten.view %19, %366 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_566 = torch.constant.int -1
    %368 = torch.aten.squeeze.dim %20, %int-1_566 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %369 = torch_c.to_builtin_tensor %364 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_567 = tensor.cast %369 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %370 = torch_c.to_builtin_tensor %365 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_568 = tensor.cast %370 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %371 = torch_c.to_builtin_tensor %367 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %372 = torch_c.to_builtin_tensor %368 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %373 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_567, %cast_568, %371, %372) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_569 = tensor.cast %373 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %374 = torch_c.from_builtin_tensor %cast_569 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %375 = torch.aten.silu %374 : !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_570 = torch.constant.int 1
    %int1_571 = torch.constant.int 1
    %int512_572 = torch.constant.int 512
    %int32_573 = torch.constant.int 32
    %376 = torch.prim.ListConstruct %int1_570, %int1_571, %int512_572, %int32_573 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %377 = torch.aten.view %349, %376 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_574 = torch.constant.int -1
    %int32_575 = torch.constant.int 32
    %378 = torch.prim.ListConstruct %int-1_574, %int32_575 : (!torch.int, !torch.int) -> !torch.list<int>
    %379 = torch.aten.view %377, %378 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_576 = torch.constant.none
    %none_577 = torch.constant.none
    %int5_578 = torch.constant.int 5
    %cpu_579 = torch.constant.device "cpu"
    %int0_580 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %379, %none_576, %none_577, %int5_578, %cpu_579, %int0_580 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_581 = torch.constant.int 6
    %380 = torch.prims.convert_element_type %379, %int6_581 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %381 = torch_c.to_builtin_tensor %380 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_582 = tensor.cast %381 : tensor<512x32xf32> to tensor<?x32xf32>
    %382:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_582) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_583 = tensor.cast %382#0 : tensor<?xi8> to tensor<512xi8>
    %383 = torch_c.from_builtin_tensor %cast_583 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_584 = tensor.cast %382#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %384 = torch_c.from_builtin_tensor %cast_584 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_585 = torch.constant.int 1
    %int1_586 = torch.constant.int 1
    %int512_587 = torch.constant.int 512
    %int16_588 = torch.constant.int 16
    %385 = torch.prim.ListConstruct %int1_585, %int1_586, %int512_587, %int16_588 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %386 = torch.aten.view %384, %385 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_589 = torch.constant.int 1
    %int1_590 = torch.constant.int 1
    %int512_591 = torch.constant.int 512
    %int1_592 = torch.constant.int 1
    %387 = torch.prim.ListConstruct %int1_589, %int1_590, %int512_591, %int1_592 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %388 = torch.aten.view %383, %387 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_593 = torch.constant.int 1
    %int1_594 = torch.constant.int 1
    %int8192_595 = torch.constant.int 8192
    %389 = torch.prim.ListConstruct %int1_593, %int1_594, %int8192_595 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %390 = torch.aten.view %386, %389 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_596 = torch.constant.int -1
    %391 = torch.aten.squeeze.dim %388, %int-1_596 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248_597 = torch.constant.int 53248
    %int8192_598 = torch.constant.int 8192
    %392 = torch.prim.ListConstruct %int53248_597, %int8192_598 : (!torch.int, !torch.int) -> !torch.list<int>
    %393 = torch.aten.view %21, %392 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_599 = torch.constant.int -1
    %394 = torch.aten.squeeze.dim %22, %int-1_599 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %395 = torch_c.to_builtin_tensor %390 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_600 = tensor.cast %395 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %396 = torch_c.to_builtin_tensor %391 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_601 = tensor.cast %396 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %397 = torch_c.to_builtin_tensor %393 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %398 = torch_c.to_builtin_tensor %394 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %399 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_600, %cast_601, %397, %398) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_602 = tensor.cast %399 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %400 = torch_c.from_builtin_tensor %cast_602 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %401 = torch.aten.mul.Tensor %375, %400 : !torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_603 = torch.constant.int 1
    %int1_604 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_605 = torch.constant.int 32
    %402 = torch.prim.ListConstruct %int1_603, %int1_604, %int1664, %int32_605 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %403 = torch.aten.view %401, %402 : !torch.vtensor<[1,1,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1664,32],f16>
    %int-1_606 = torch.constant.int -1
    %int32_607 = torch.constant.int 32
    %404 = torch.prim.ListConstruct %int-1_606, %int32_607 : (!torch.int, !torch.int) -> !torch.list<int>
    %405 = torch.aten.view %403, %404 : !torch.vtensor<[1,1,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[1664,32],f16>
    %none_608 = torch.constant.none
    %none_609 = torch.constant.none
    %int5_610 = torch.constant.int 5
    %cpu_611 = torch.constant.device "cpu"
    %int0_612 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %405, %none_608, %none_609, %int5_610, %cpu_611, %int0_612 : !torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_613 = torch.constant.int 6
    %406 = torch.prims.convert_element_type %405, %int6_613 : !torch.vtensor<[1664,32],f16>, !torch.int -> !torch.vtensor<[1664,32],f32>
    %407 = torch_c.to_builtin_tensor %406 : !torch.vtensor<[1664,32],f32> -> tensor<1664x32xf32>
    %cast_614 = tensor.cast %407 : tensor<1664x32xf32> to tensor<?x32xf32>
    %408:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_614) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_615 = tensor.cast %408#0 : tensor<?xi8> to tensor<1664xi8>
    %409 = torch_c.from_builtin_tensor %cast_615 : tensor<1664xi8> -> !torch.vtensor<[1664],ui8>
    %cast_616 = tensor.cast %408#1 : tensor<?x16xi8> to tensor<1664x16xi8>
    %410 = torch_c.from_builtin_tensor %cast_616 : tensor<1664x16xi8> -> !torch.vtensor<[1664,16],ui8>
    %int1_617 = torch.constant.int 1
    %int1_618 = torch.constant.int 1
    %int1664_619 = torch.constant.int 1664
    %int16_620 = torch.constant.int 16
    %411 = torch.prim.ListConstruct %int1_617, %int1_618, %int1664_619, %int16_620 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %412 = torch.aten.view %410, %411 : !torch.vtensor<[1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,16],ui8>
    %int1_621 = torch.constant.int 1
    %int1_622 = torch.constant.int 1
    %int1664_623 = torch.constant.int 1664
    %int1_624 = torch.constant.int 1
    %413 = torch.prim.ListConstruct %int1_621, %int1_622, %int1664_623, %int1_624 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %414 = torch.aten.view %409, %413 : !torch.vtensor<[1664],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,1],ui8>
    %int1_625 = torch.constant.int 1
    %int1_626 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %415 = torch.prim.ListConstruct %int1_625, %int1_626, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.view %412, %415 : !torch.vtensor<[1,1,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,26624],ui8>
    %int-1_627 = torch.constant.int -1
    %417 = torch.aten.squeeze.dim %414, %int-1_627 : !torch.vtensor<[1,1,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,1,1664],ui8>
    %int16384_628 = torch.constant.int 16384
    %int26624_629 = torch.constant.int 26624
    %418 = torch.prim.ListConstruct %int16384_628, %int26624_629 : (!torch.int, !torch.int) -> !torch.list<int>
    %419 = torch.aten.view %23, %418 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_630 = torch.constant.int -1
    %420 = torch.aten.squeeze.dim %24, %int-1_630 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %421 = torch_c.to_builtin_tensor %416 : !torch.vtensor<[1,1,26624],ui8> -> tensor<1x1x26624xi8>
    %cast_631 = tensor.cast %421 : tensor<1x1x26624xi8> to tensor<?x?x26624xi8>
    %422 = torch_c.to_builtin_tensor %417 : !torch.vtensor<[1,1,1664],ui8> -> tensor<1x1x1664xi8>
    %cast_632 = tensor.cast %422 : tensor<1x1x1664xi8> to tensor<?x?x1664xi8>
    %423 = torch_c.to_builtin_tensor %419 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %424 = torch_c.to_builtin_tensor %420 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %425 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_631, %cast_632, %423, %424) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_633 = tensor.cast %425 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %426 = torch_c.from_builtin_tensor %cast_633 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_634 = torch.constant.int 1
    %427 = torch.aten.add.Tensor %339, %426, %int1_634 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_635 = torch.constant.none
    %none_636 = torch.constant.none
    %int5_637 = torch.constant.int 5
    %cpu_638 = torch.constant.device "cpu"
    %int0_639 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %427, %none_635, %none_636, %int5_637, %cpu_638, %int0_639 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_640 = torch.constant.none
    %none_641 = torch.constant.none
    %int5_642 = torch.constant.int 5
    %cpu_643 = torch.constant.device "cpu"
    %int0_644 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %427, %none_640, %none_641, %int5_642, %cpu_643, %int0_644 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_645 = torch.constant.int 6
    %428 = torch.prims.convert_element_type %427, %int6_645 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_646 = torch.constant.int 2
    %429 = torch.aten.pow.Tensor_Scalar %428, %int2_646 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_647 = torch.constant.int -1
    %430 = torch.prim.ListConstruct %int-1_647 : (!torch.int) -> !torch.list<int>
    %true_648 = torch.constant.bool true
    %none_649 = torch.constant.none
    %431 = torch.aten.mean.dim %429, %430, %true_648, %none_649 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_650 = torch.constant.float 1.000000e-05
    %int1_651 = torch.constant.int 1
    %432 = torch.aten.add.Scalar %431, %float1.000000e-05_650, %int1_651 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %433 = torch.aten.rsqrt %432 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %434 = torch.aten.mul.Tensor %428, %433 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_652 = torch.constant.none
    %none_653 = torch.constant.none
    %int6_654 = torch.constant.int 6
    %cpu_655 = torch.constant.device "cpu"
    %int0_656 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %434, %none_652, %none_653, %int6_654, %cpu_655, %int0_656 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_657 = torch.constant.int 5
    %435 = torch.prims.convert_element_type %434, %int5_657 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %436 = torch.aten.mul.Tensor %25, %435 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_658 = torch.constant.none
    %none_659 = torch.constant.none
    %int6_660 = torch.constant.int 6
    %cpu_661 = torch.constant.device "cpu"
    %int0_662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %436, %none_658, %none_659, %int6_660, %cpu_661, %int0_662 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_663 = torch.constant.int 5
    %437 = torch.prims.convert_element_type %436, %int5_663 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int-2_664 = torch.constant.int -2
    %int-1_665 = torch.constant.int -1
    %438 = torch.aten.transpose.int %26, %int-2_664, %int-1_665 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_666 = torch.constant.none
    %none_667 = torch.constant.none
    %int5_668 = torch.constant.int 5
    %cpu_669 = torch.constant.device "cpu"
    %int0_670 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %438, %none_666, %none_667, %int5_668, %cpu_669, %int0_670 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_671 = torch.constant.int 1
    %int16384_672 = torch.constant.int 16384
    %439 = torch.prim.ListConstruct %int1_671, %int16384_672 : (!torch.int, !torch.int) -> !torch.list<int>
    %440 = torch.aten.view %437, %439 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,16384],f16>
    %441 = torch.aten.matmul %440, %438 : !torch.vtensor<[1,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[1,16384],f16>
    %int1_673 = torch.constant.int 1
    %int1_674 = torch.constant.int 1
    %int16384_675 = torch.constant.int 16384
    %442 = torch.prim.ListConstruct %int1_673, %int1_674, %int16384_675 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %443 = torch.aten.view %441, %442 : !torch.vtensor<[1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    return %443 : !torch.vtensor<[1,1,16384],f16>
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
