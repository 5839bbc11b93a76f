#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module @module {
  util.global private @__auto.token_embd.weight = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<128256x4096xbf16>
  util.global private @"__auto.blk.0.kv_cache.quantizer:rscale" = #flow.parameter.named<"model"::"blk.0.kv_cache.quantizer:rscale"> : tensor<f32>
  util.global private @__auto.blk.0.attn_norm.weight = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<4096xf32>
  util.global private @"__auto.blk.0.attn_q.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.attn_q.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_q.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:qs"> : tensor<4096x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.attn_q.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_q.weight:d"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_k.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.attn_k.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_k.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:qs"> : tensor<1024x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.attn_k.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_k.weight:d"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_v.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.attn_v.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_v.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:qs"> : tensor<1024x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.attn_v.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_v.weight:d"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_output.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.attn_output.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.attn_output.weight:qs" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:qs"> : tensor<4096x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.attn_output.weight:d" = #flow.parameter.named<"model"::"blk.0.attn_output.weight:d"> : tensor<f32>
  util.global private @__auto.blk.0.ffn_norm.weight = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<4096xf32>
  util.global private @"__auto.blk.0.ffn_gate.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.ffn_gate.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.ffn_gate.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:qs"> : tensor<14336x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.ffn_gate.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:d"> : tensor<f32>
  util.global private @"__auto.blk.0.ffn_up.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.ffn_up.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.ffn_up.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:qs"> : tensor<14336x4096xf8E4M3FN>
  util.global private @"__auto.blk.0.ffn_up.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:d"> : tensor<f32>
  util.global private @"__auto.blk.0.ffn_down.q_input:rscale" = #flow.parameter.named<"model"::"blk.0.ffn_down.q_input:rscale"> : tensor<f32>
  util.global private @"__auto.blk.0.ffn_down.weight:qs" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<4096x14336xf8E4M3FN>
  util.global private @"__auto.blk.0.ffn_down.weight:d" = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<f32>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x4096xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<128256x4096xbf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,65536],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,128256],f16> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.token_embd.weight = util.global.load @__auto.token_embd.weight : tensor<128256x4096xbf16>
    %0 = torch_c.from_builtin_tensor %__auto.token_embd.weight : tensor<128256x4096xbf16> -> !torch.vtensor<[128256,4096],bf16>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.0.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.0.kv_cache.quantizer:rscale" : tensor<f32>
    %3 = torch_c.from_builtin_tensor %__auto.blk.0.kv_cache.quantizer3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %4 = torch.vtensor.literal(dense<0xFF80> : tensor<bf16>) : !torch.vtensor<[],bf16>
    %__auto.blk.0.attn_norm.weight = util.global.load @__auto.blk.0.attn_norm.weight : tensor<4096xf32>
    %5 = torch_c.from_builtin_tensor %__auto.blk.0.attn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.attn_q.q_input3Arscale = util.global.load @"__auto.blk.0.attn_q.q_input:rscale" : tensor<f32>
    %6 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_q.weight3Aqs = util.global.load @"__auto.blk.0.attn_q.weight:qs" : tensor<4096x4096xf8E4M3FN>
    %7 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<4096x4096xf8E4M3FN> -> !torch.vtensor<[4096,4096],f8E4M3FN>
    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<f32>
    %8 = torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_k.q_input3Arscale = util.global.load @"__auto.blk.0.attn_k.q_input:rscale" : tensor<f32>
    %9 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_k.weight3Aqs = util.global.load @"__auto.blk.0.attn_k.weight:qs" : tensor<1024x4096xf8E4M3FN>
    %10 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Aqs : tensor<1024x4096xf8E4M3FN> -> !torch.vtensor<[1024,4096],f8E4M3FN>
    %__auto.blk.0.attn_k.weight3Ad = util.global.load @"__auto.blk.0.attn_k.weight:d" : tensor<f32>
    %11 = torch_c.from_builtin_tensor %__auto.blk.0.attn_k.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_v.q_input3Arscale = util.global.load @"__auto.blk.0.attn_v.q_input:rscale" : tensor<f32>
    %12 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_v.weight3Aqs = util.global.load @"__auto.blk.0.attn_v.weight:qs" : tensor<1024x4096xf8E4M3FN>
    %13 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Aqs : tensor<1024x4096xf8E4M3FN> -> !torch.vtensor<[1024,4096],f8E4M3FN>
    %__auto.blk.0.attn_v.weight3Ad = util.global.load @"__auto.blk.0.attn_v.weight:d" : tensor<f32>
    %14 = torch_c.from_builtin_tensor %__auto.blk.0.attn_v.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_output.q_input3Arscale = util.global.load @"__auto.blk.0.attn_output.q_input:rscale" : tensor<f32>
    %15 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.attn_output.weight3Aqs = util.global.load @"__auto.blk.0.attn_output.weight:qs" : tensor<4096x4096xf8E4M3FN>
    %16 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Aqs : tensor<4096x4096xf8E4M3FN> -> !torch.vtensor<[4096,4096],f8E4M3FN>
    %__auto.blk.0.attn_output.weight3Ad = util.global.load @"__auto.blk.0.attn_output.weight:d" : tensor<f32>
    %17 = torch_c.from_builtin_tensor %__auto.blk.0.attn_output.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_norm.weight = util.global.load @__auto.blk.0.ffn_norm.weight : tensor<4096xf32>
    %18 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_norm.weight : tensor<4096xf32> -> !torch.vtensor<[4096],f32>
    %__auto.blk.0.ffn_gate.q_input3Arscale = util.global.load @"__auto.blk.0.ffn_gate.q_input:rscale" : tensor<f32>
    %19 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.0.ffn_gate.weight:qs" : tensor<14336x4096xf8E4M3FN>
    %20 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Aqs : tensor<14336x4096xf8E4M3FN> -> !torch.vtensor<[14336,4096],f8E4M3FN>
    %__auto.blk.0.ffn_gate.weight3Ad = util.global.load @"__auto.blk.0.ffn_gate.weight:d" : tensor<f32>
    %21 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_gate.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_up.q_input3Arscale = util.global.load @"__auto.blk.0.ffn_up.q_input:rscale" : tensor<f32>
    %22 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_up.weight3Aqs = util.global.load @"__auto.blk.0.ffn_up.weight:qs" : tensor<14336x4096xf8E4M3FN>
    %23 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Aqs : tensor<14336x4096xf8E4M3FN> -> !torch.vtensor<[14336,4096],f8E4M3FN>
    %__auto.blk.0.ffn_up.weight3Ad = util.global.load @"__auto.blk.0.ffn_up.weight:d" : tensor<f32>
    %24 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_up.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_down.q_input3Arscale = util.global.load @"__auto.blk.0.ffn_down.q_input:rscale" : tensor<f32>
    %25 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.q_input3Arscale : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.blk.0.ffn_down.weight3Aqs = util.global.load @"__auto.blk.0.ffn_down.weight:qs" : tensor<4096x14336xf8E4M3FN>
    %26 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Aqs : tensor<4096x14336xf8E4M3FN> -> !torch.vtensor<[4096,14336],f8E4M3FN>
    %__auto.blk.0.ffn_down.weight3Ad = util.global.load @"__auto.blk.0.ffn_down.weight:d" : tensor<f32>
    %27 = torch_c.from_builtin_tensor %__auto.blk.0.ffn_down.weight3Ad : tensor<f32> -> !torch.vtensor<[],f32>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x4096xf32>
    %28 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x4096xf32> -> !torch.vtensor<[1,4096],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<128256x4096xbf16>
    %29 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<128256x4096xbf16> -> !torch.vtensor<[128256,4096],bf16>
    %30 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,65536],f8E4M3FN>
    %31 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %32 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %33 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %30, [%33], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1 = torch.constant.int 1
    %34 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %35 = torch.aten.size.int %30, %int0 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %36 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int15 = torch.constant.int 15
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int15, %cpu, %int0_2 : !torch.vtensor<[128256,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %37 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[128256,4096],bf16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %37, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int15_6 = torch.constant.int 15
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %37, %none_4, %none_5, %int15_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %38 = torch.prims.convert_element_type %37, %int6 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %38, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2 = torch.constant.int 2
    %39 = torch.aten.pow.Tensor_Scalar %38, %int2 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %39, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_9 = torch.constant.int -1
    %40 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %41 = torch.aten.mean.dim %39, %40, %true, %none_10 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %41, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %42 = torch.aten.add.Scalar %41, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %42, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %43 = torch.aten.rsqrt %42 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %43, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %44 = torch.aten.mul.Tensor %38, %43 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %44, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %44, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_17 = torch.constant.int 15
    %45 = torch.prims.convert_element_type %44, %int15_17 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %45, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %46 = torch.aten.mul.Tensor %5, %45 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],bf16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %46, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %46, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_23 = torch.constant.int 15
    %47 = torch.prims.convert_element_type %46, %int15_23 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %47, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %48 = torch.aten.div.Tensor %47, %6 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %48, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %49 = torch.aten.clamp %48, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %49, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_24 = torch.constant.none
    %none_25 = torch.constant.none
    %int15_26 = torch.constant.int 15
    %cpu_27 = torch.constant.device "cpu"
    %int0_28 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %49, %none_24, %none_25, %int15_26, %cpu_27, %int0_28 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %50 = torch.prims.convert_element_type %49, %int24 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %50, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_29 = torch.constant.int 0
    %51 = torch.aten.unsqueeze %7, %int0_29 : !torch.vtensor<[4096,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,4096,4096],f8E4M3FN>
    %int1_30 = torch.constant.int 1
    %int4096 = torch.constant.int 4096
    %int4096_31 = torch.constant.int 4096
    %52 = torch.prim.ListConstruct %int1_30, %int4096, %int4096_31 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_32 = torch.constant.bool false
    %53 = torch.aten.expand %51, %52, %false_32 : !torch.vtensor<[1,4096,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4096,4096],f8E4M3FN>
    %54 = torch_c.to_builtin_tensor %50 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %55 = torch_c.to_builtin_tensor %53 : !torch.vtensor<[1,4096,4096],f8E4M3FN> -> tensor<1x4096x4096xf8E4M3FN>
    %56 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x4096x4096xf8E4M3FN_f32(%54, %55) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x4096x4096xf8E4M3FN>) -> tensor<1x?x4096xf32>
    %57 = torch_c.from_builtin_tensor %56 : tensor<1x?x4096xf32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %57, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %58 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %59 = torch.aten.permute %8, %58 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %60 = torch.aten.mul.Tensor %6, %59 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_33 = torch.constant.none
    %none_34 = torch.constant.none
    %int6_35 = torch.constant.int 6
    %cpu_36 = torch.constant.device "cpu"
    %int0_37 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %57, %none_33, %none_34, %int6_35, %cpu_36, %int0_37 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %61 = torch.aten.mul.Tensor %57, %60 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %61, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_38 = torch.constant.none
    %none_39 = torch.constant.none
    %int6_40 = torch.constant.int 6
    %cpu_41 = torch.constant.device "cpu"
    %int0_42 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %61, %none_38, %none_39, %int6_40, %cpu_41, %int0_42 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_43 = torch.constant.int 15
    %62 = torch.prims.convert_element_type %61, %int15_43 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %62, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %63 = torch.aten.div.Tensor %47, %9 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %63, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02_44 = torch.constant.float -4.480000e+02
    %float4.480000e02_45 = torch.constant.float 4.480000e+02
    %64 = torch.aten.clamp %63, %float-4.480000e02_44, %float4.480000e02_45 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %64, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_46 = torch.constant.none
    %none_47 = torch.constant.none
    %int15_48 = torch.constant.int 15
    %cpu_49 = torch.constant.device "cpu"
    %int0_50 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %64, %none_46, %none_47, %int15_48, %cpu_49, %int0_50 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_51 = torch.constant.int 24
    %65 = torch.prims.convert_element_type %64, %int24_51 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %65, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_52 = torch.constant.int 0
    %66 = torch.aten.unsqueeze %10, %int0_52 : !torch.vtensor<[1024,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,1024,4096],f8E4M3FN>
    %int1_53 = torch.constant.int 1
    %int1024 = torch.constant.int 1024
    %int4096_54 = torch.constant.int 4096
    %67 = torch.prim.ListConstruct %int1_53, %int1024, %int4096_54 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_55 = torch.constant.bool false
    %68 = torch.aten.expand %66, %67, %false_55 : !torch.vtensor<[1,1024,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1024,4096],f8E4M3FN>
    %69 = torch_c.to_builtin_tensor %65 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %70 = torch_c.to_builtin_tensor %68 : !torch.vtensor<[1,1024,4096],f8E4M3FN> -> tensor<1x1024x4096xf8E4M3FN>
    %71 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x1024x4096xf8E4M3FN_f32(%69, %70) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x1024x4096xf8E4M3FN>) -> tensor<1x?x1024xf32>
    %72 = torch_c.from_builtin_tensor %71 : tensor<1x?x1024xf32> -> !torch.vtensor<[1,?,1024],f32>
    torch.bind_symbolic_shape %72, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f32>
    %73 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %74 = torch.aten.permute %11, %73 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %75 = torch.aten.mul.Tensor %9, %74 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int6_58 = torch.constant.int 6
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_56, %none_57, %int6_58, %cpu_59, %int0_60 : !torch.vtensor<[1,?,1024],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %76 = torch.aten.mul.Tensor %72, %75 : !torch.vtensor<[1,?,1024],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,1024],f32>
    torch.bind_symbolic_shape %76, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f32>
    %none_61 = torch.constant.none
    %none_62 = torch.constant.none
    %int6_63 = torch.constant.int 6
    %cpu_64 = torch.constant.device "cpu"
    %int0_65 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %76, %none_61, %none_62, %int6_63, %cpu_64, %int0_65 : !torch.vtensor<[1,?,1024],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_66 = torch.constant.int 15
    %77 = torch.prims.convert_element_type %76, %int15_66 : !torch.vtensor<[1,?,1024],f32>, !torch.int -> !torch.vtensor<[1,?,1024],bf16>
    torch.bind_symbolic_shape %77, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],bf16>
    %78 = torch.aten.div.Tensor %47, %12 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %78, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02_67 = torch.constant.float -4.480000e+02
    %float4.480000e02_68 = torch.constant.float 4.480000e+02
    %79 = torch.aten.clamp %78, %float-4.480000e02_67, %float4.480000e02_68 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %79, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_69 = torch.constant.none
    %none_70 = torch.constant.none
    %int15_71 = torch.constant.int 15
    %cpu_72 = torch.constant.device "cpu"
    %int0_73 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %79, %none_69, %none_70, %int15_71, %cpu_72, %int0_73 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_74 = torch.constant.int 24
    %80 = torch.prims.convert_element_type %79, %int24_74 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %80, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_75 = torch.constant.int 0
    %81 = torch.aten.unsqueeze %13, %int0_75 : !torch.vtensor<[1024,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,1024,4096],f8E4M3FN>
    %int1_76 = torch.constant.int 1
    %int1024_77 = torch.constant.int 1024
    %int4096_78 = torch.constant.int 4096
    %82 = torch.prim.ListConstruct %int1_76, %int1024_77, %int4096_78 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_79 = torch.constant.bool false
    %83 = torch.aten.expand %81, %82, %false_79 : !torch.vtensor<[1,1024,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1024,4096],f8E4M3FN>
    %84 = torch_c.to_builtin_tensor %80 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %85 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1024,4096],f8E4M3FN> -> tensor<1x1024x4096xf8E4M3FN>
    %86 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x1024x4096xf8E4M3FN_f32(%84, %85) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x1024x4096xf8E4M3FN>) -> tensor<1x?x1024xf32>
    %87 = torch_c.from_builtin_tensor %86 : tensor<1x?x1024xf32> -> !torch.vtensor<[1,?,1024],f32>
    torch.bind_symbolic_shape %87, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f32>
    %88 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %89 = torch.aten.permute %14, %88 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %90 = torch.aten.mul.Tensor %12, %89 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_80 = torch.constant.none
    %none_81 = torch.constant.none
    %int6_82 = torch.constant.int 6
    %cpu_83 = torch.constant.device "cpu"
    %int0_84 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %87, %none_80, %none_81, %int6_82, %cpu_83, %int0_84 : !torch.vtensor<[1,?,1024],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %91 = torch.aten.mul.Tensor %87, %90 : !torch.vtensor<[1,?,1024],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,1024],f32>
    torch.bind_symbolic_shape %91, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f32>
    %none_85 = torch.constant.none
    %none_86 = torch.constant.none
    %int6_87 = torch.constant.int 6
    %cpu_88 = torch.constant.device "cpu"
    %int0_89 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %91, %none_85, %none_86, %int6_87, %cpu_88, %int0_89 : !torch.vtensor<[1,?,1024],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_90 = torch.constant.int 15
    %92 = torch.prims.convert_element_type %91, %int15_90 : !torch.vtensor<[1,?,1024],f32>, !torch.int -> !torch.vtensor<[1,?,1024],bf16>
    torch.bind_symbolic_shape %92, [%32], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],bf16>
    %int1_91 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128 = torch.constant.int 128
    %93 = torch.prim.ListConstruct %int1_91, %36, %int32, %int128 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %62, %93 : !torch.vtensor<[1,?,4096],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %94, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %int1_92 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_93 = torch.constant.int 128
    %95 = torch.prim.ListConstruct %int1_92, %36, %int8, %int128_93 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %77, %95 : !torch.vtensor<[1,?,1024],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %96, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %int1_94 = torch.constant.int 1
    %int8_95 = torch.constant.int 8
    %int128_96 = torch.constant.int 128
    %97 = torch.prim.ListConstruct %int1_94, %36, %int8_95, %int128_96 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.view %92, %97 : !torch.vtensor<[1,?,1024],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %98, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %int0_97 = torch.constant.int 0
    %none_98 = torch.constant.none
    %none_99 = torch.constant.none
    %cpu_100 = torch.constant.device "cpu"
    %false_101 = torch.constant.bool false
    %99 = torch.aten.arange.start %int0_97, %36, %none_98, %none_99, %cpu_100, %false_101 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %99, [%32], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_102 = torch.constant.int 0
    %100 = torch.aten.unsqueeze %99, %int0_102 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %100, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_103 = torch.constant.int 0
    %int128_104 = torch.constant.int 128
    %int2_105 = torch.constant.int 2
    %none_106 = torch.constant.none
    %none_107 = torch.constant.none
    %cpu_108 = torch.constant.device "cpu"
    %false_109 = torch.constant.bool false
    %101 = torch.aten.arange.start_step %int0_103, %int128_104, %int2_105, %none_106, %none_107, %cpu_108, %false_109 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_110 = torch.constant.none
    %none_111 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_112 = torch.constant.device "cpu"
    %int0_113 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %101, %none_110, %none_111, %int4, %cpu_112, %int0_113 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_114 = torch.constant.int 6
    %102 = torch.prims.convert_element_type %101, %int6_114 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_115 = torch.constant.int 128
    %103 = torch.aten.div.Scalar %102, %int128_115 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %104 = torch.aten.pow.Scalar %float5.000000e05, %103 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %105 = torch.aten.reciprocal %104 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %106 = torch.aten.mul.Scalar %105, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_116 = torch.constant.none
    %107 = torch.aten.clone %1, %none_116 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_117 = torch.constant.int 0
    %108 = torch.aten.unsqueeze %106, %int0_117 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_118 = torch.constant.int 2
    %109 = torch.aten.unsqueeze %108, %int2_118 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_119 = torch.constant.none
    %none_120 = torch.constant.none
    %int6_121 = torch.constant.int 6
    %cpu_122 = torch.constant.device "cpu"
    %int0_123 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %109, %none_119, %none_120, %int6_121, %cpu_122, %int0_123 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_124 = torch.constant.int 1
    %int-1_125 = torch.constant.int -1
    %int1_126 = torch.constant.int 1
    %110 = torch.prim.ListConstruct %int1_124, %int-1_125, %int1_126 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_127 = torch.constant.bool false
    %111 = torch.aten.expand %109, %110, %false_127 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_128 = torch.constant.int 1
    %112 = torch.aten.unsqueeze %100, %int1_128 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %112, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_129 = torch.constant.none
    %none_130 = torch.constant.none
    %int4_131 = torch.constant.int 4
    %cpu_132 = torch.constant.device "cpu"
    %int0_133 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %112, %none_129, %none_130, %int4_131, %cpu_132, %int0_133 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_134 = torch.constant.int 6
    %113 = torch.prims.convert_element_type %112, %int6_134 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %113, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %114 = torch.aten.matmul %111, %113 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %114, [%32], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_135 = torch.constant.int 1
    %int2_136 = torch.constant.int 2
    %115 = torch.aten.transpose.int %114, %int1_135, %int2_136 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %115, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %116 = torch.aten.cos %115 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %116, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %117 = torch.aten.mul.Tensor %116, %107 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %117, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %int6_139 = torch.constant.int 6
    %cpu_140 = torch.constant.device "cpu"
    %int0_141 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %117, %none_137, %none_138, %int6_139, %cpu_140, %int0_141 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_142 = torch.constant.int 15
    %118 = torch.prims.convert_element_type %117, %int15_142 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],bf16>
    torch.bind_symbolic_shape %118, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],bf16>
    %119 = torch.aten.sin %115 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %119, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %120 = torch.aten.mul.Tensor %119, %107 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %120, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_143 = torch.constant.none
    %none_144 = torch.constant.none
    %int6_145 = torch.constant.int 6
    %cpu_146 = torch.constant.device "cpu"
    %int0_147 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %120, %none_143, %none_144, %int6_145, %cpu_146, %int0_147 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_148 = torch.constant.int 15
    %121 = torch.prims.convert_element_type %120, %int15_148 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],bf16>
    torch.bind_symbolic_shape %121, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],bf16>
    %int2_149 = torch.constant.int 2
    %122 = torch.aten.unsqueeze %118, %int2_149 : !torch.vtensor<[1,?,64],bf16>, !torch.int -> !torch.vtensor<[1,?,1,64],bf16>
    torch.bind_symbolic_shape %122, [%32], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],bf16>
    %int2_150 = torch.constant.int 2
    %123 = torch.aten.unsqueeze %121, %int2_150 : !torch.vtensor<[1,?,64],bf16>, !torch.int -> !torch.vtensor<[1,?,1,64],bf16>
    torch.bind_symbolic_shape %123, [%32], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],bf16>
    %none_151 = torch.constant.none
    %none_152 = torch.constant.none
    %int15_153 = torch.constant.int 15
    %cpu_154 = torch.constant.device "cpu"
    %int0_155 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %122, %none_151, %none_152, %int15_153, %cpu_154, %int0_155 : !torch.vtensor<[1,?,1,64],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int15_158 = torch.constant.int 15
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %123, %none_156, %none_157, %int15_158, %cpu_159, %int0_160 : !torch.vtensor<[1,?,1,64],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_161 = torch.constant.none
    %none_162 = torch.constant.none
    %int15_163 = torch.constant.int 15
    %cpu_164 = torch.constant.device "cpu"
    %int0_165 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %94, %none_161, %none_162, %int15_163, %cpu_164, %int0_165 : !torch.vtensor<[1,?,32,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_166 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_167 = torch.constant.int 1
    %124 = torch.aten.slice.Tensor %94, %int3, %int0_166, %int64, %int1_167 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %124, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %int3_168 = torch.constant.int 3
    %int64_169 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_170 = torch.constant.int 1
    %125 = torch.aten.slice.Tensor %94, %int3_168, %int64_169, %int9223372036854775807, %int1_170 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %125, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %126 = torch.aten.mul.Tensor %124, %122 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %126, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %127 = torch.aten.mul.Tensor %125, %123 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %127, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %int1_171 = torch.constant.int 1
    %128 = torch.aten.sub.Tensor %126, %127, %int1_171 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,32,64],bf16>, !torch.int -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %128, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %129 = torch.aten.mul.Tensor %125, %122 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %129, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %130 = torch.aten.mul.Tensor %124, %123 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %130, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %int1_172 = torch.constant.int 1
    %131 = torch.aten.add.Tensor %129, %130, %int1_172 : !torch.vtensor<[1,?,32,64],bf16>, !torch.vtensor<[1,?,32,64],bf16>, !torch.int -> !torch.vtensor<[1,?,32,64],bf16>
    torch.bind_symbolic_shape %131, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 64)> : !torch.vtensor<[1,?,32,64],bf16>
    %132 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[1,?,32,64],bf16> -> tensor<1x?x32x64xbf16>
    %cast = tensor.cast %132 : tensor<1x?x32x64xbf16> to tensor<?x?x?x?xbf16>
    %133 = torch_c.to_builtin_tensor %131 : !torch.vtensor<[1,?,32,64],bf16> -> tensor<1x?x32x64xbf16>
    %cast_173 = tensor.cast %133 : tensor<1x?x32x64xbf16> to tensor<?x?x?x?xbf16>
    %134 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_TWO_2_HALFDIM_bf16(%cast, %cast_173) : (tensor<?x?x?x?xbf16>, tensor<?x?x?x?xbf16>) -> tensor<?x?x?x2x?xbf16>
    %cast_174 = tensor.cast %134 : tensor<?x?x?x2x?xbf16> to tensor<1x?x32x2x64xbf16>
    %135 = torch_c.from_builtin_tensor %cast_174 : tensor<1x?x32x2x64xbf16> -> !torch.vtensor<[1,?,32,2,64],bf16>
    torch.bind_symbolic_shape %135, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 2, 64)> : !torch.vtensor<[1,?,32,2,64],bf16>
    %int1_175 = torch.constant.int 1
    %int32_176 = torch.constant.int 32
    %int128_177 = torch.constant.int 128
    %136 = torch.prim.ListConstruct %int1_175, %36, %int32_176, %int128_177 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %137 = torch.aten.view %135, %136 : !torch.vtensor<[1,?,32,2,64],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %137, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %none_178 = torch.constant.none
    %none_179 = torch.constant.none
    %int15_180 = torch.constant.int 15
    %cpu_181 = torch.constant.device "cpu"
    %int0_182 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %137, %none_178, %none_179, %int15_180, %cpu_181, %int0_182 : !torch.vtensor<[1,?,32,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_183 = torch.constant.int 0
    %none_184 = torch.constant.none
    %none_185 = torch.constant.none
    %cpu_186 = torch.constant.device "cpu"
    %false_187 = torch.constant.bool false
    %138 = torch.aten.arange.start %int0_183, %36, %none_184, %none_185, %cpu_186, %false_187 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %138, [%32], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_188 = torch.constant.int 0
    %139 = torch.aten.unsqueeze %138, %int0_188 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %139, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_189 = torch.constant.int 0
    %int128_190 = torch.constant.int 128
    %int2_191 = torch.constant.int 2
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %cpu_194 = torch.constant.device "cpu"
    %false_195 = torch.constant.bool false
    %140 = torch.aten.arange.start_step %int0_189, %int128_190, %int2_191, %none_192, %none_193, %cpu_194, %false_195 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_196 = torch.constant.none
    %none_197 = torch.constant.none
    %int4_198 = torch.constant.int 4
    %cpu_199 = torch.constant.device "cpu"
    %int0_200 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %140, %none_196, %none_197, %int4_198, %cpu_199, %int0_200 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_201 = torch.constant.int 6
    %141 = torch.prims.convert_element_type %140, %int6_201 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_202 = torch.constant.int 128
    %142 = torch.aten.div.Scalar %141, %int128_202 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_203 = torch.constant.float 5.000000e+05
    %143 = torch.aten.pow.Scalar %float5.000000e05_203, %142 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %144 = torch.aten.reciprocal %143 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_204 = torch.constant.float 1.000000e+00
    %145 = torch.aten.mul.Scalar %144, %float1.000000e00_204 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_205 = torch.constant.none
    %146 = torch.aten.clone %2, %none_205 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_206 = torch.constant.int 0
    %147 = torch.aten.unsqueeze %145, %int0_206 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_207 = torch.constant.int 2
    %148 = torch.aten.unsqueeze %147, %int2_207 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_208 = torch.constant.none
    %none_209 = torch.constant.none
    %int6_210 = torch.constant.int 6
    %cpu_211 = torch.constant.device "cpu"
    %int0_212 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %148, %none_208, %none_209, %int6_210, %cpu_211, %int0_212 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_213 = torch.constant.int 1
    %int-1_214 = torch.constant.int -1
    %int1_215 = torch.constant.int 1
    %149 = torch.prim.ListConstruct %int1_213, %int-1_214, %int1_215 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_216 = torch.constant.bool false
    %150 = torch.aten.expand %148, %149, %false_216 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_217 = torch.constant.int 1
    %151 = torch.aten.unsqueeze %139, %int1_217 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %151, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_218 = torch.constant.none
    %none_219 = torch.constant.none
    %int4_220 = torch.constant.int 4
    %cpu_221 = torch.constant.device "cpu"
    %int0_222 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %151, %none_218, %none_219, %int4_220, %cpu_221, %int0_222 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_223 = torch.constant.int 6
    %152 = torch.prims.convert_element_type %151, %int6_223 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %152, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %153 = torch.aten.matmul %150, %152 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %153, [%32], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_224 = torch.constant.int 1
    %int2_225 = torch.constant.int 2
    %154 = torch.aten.transpose.int %153, %int1_224, %int2_225 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %154, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %155 = torch.aten.cos %154 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %155, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %156 = torch.aten.mul.Tensor %155, %146 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %156, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_226 = torch.constant.none
    %none_227 = torch.constant.none
    %int6_228 = torch.constant.int 6
    %cpu_229 = torch.constant.device "cpu"
    %int0_230 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %156, %none_226, %none_227, %int6_228, %cpu_229, %int0_230 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_231 = torch.constant.int 15
    %157 = torch.prims.convert_element_type %156, %int15_231 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],bf16>
    torch.bind_symbolic_shape %157, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],bf16>
    %158 = torch.aten.sin %154 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %158, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %159 = torch.aten.mul.Tensor %158, %146 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %159, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int6_234 = torch.constant.int 6
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %159, %none_232, %none_233, %int6_234, %cpu_235, %int0_236 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_237 = torch.constant.int 15
    %160 = torch.prims.convert_element_type %159, %int15_237 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],bf16>
    torch.bind_symbolic_shape %160, [%32], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],bf16>
    %int2_238 = torch.constant.int 2
    %161 = torch.aten.unsqueeze %157, %int2_238 : !torch.vtensor<[1,?,64],bf16>, !torch.int -> !torch.vtensor<[1,?,1,64],bf16>
    torch.bind_symbolic_shape %161, [%32], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],bf16>
    %int2_239 = torch.constant.int 2
    %162 = torch.aten.unsqueeze %160, %int2_239 : !torch.vtensor<[1,?,64],bf16>, !torch.int -> !torch.vtensor<[1,?,1,64],bf16>
    torch.bind_symbolic_shape %162, [%32], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],bf16>
    %none_240 = torch.constant.none
    %none_241 = torch.constant.none
    %int15_242 = torch.constant.int 15
    %cpu_243 = torch.constant.device "cpu"
    %int0_244 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %161, %none_240, %none_241, %int15_242, %cpu_243, %int0_244 : !torch.vtensor<[1,?,1,64],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_245 = torch.constant.none
    %none_246 = torch.constant.none
    %int15_247 = torch.constant.int 15
    %cpu_248 = torch.constant.device "cpu"
    %int0_249 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %162, %none_245, %none_246, %int15_247, %cpu_248, %int0_249 : !torch.vtensor<[1,?,1,64],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_250 = torch.constant.none
    %none_251 = torch.constant.none
    %int15_252 = torch.constant.int 15
    %cpu_253 = torch.constant.device "cpu"
    %int0_254 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %96, %none_250, %none_251, %int15_252, %cpu_253, %int0_254 : !torch.vtensor<[1,?,8,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_255 = torch.constant.int 3
    %int0_256 = torch.constant.int 0
    %int64_257 = torch.constant.int 64
    %int1_258 = torch.constant.int 1
    %163 = torch.aten.slice.Tensor %96, %int3_255, %int0_256, %int64_257, %int1_258 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %163, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %int3_259 = torch.constant.int 3
    %int64_260 = torch.constant.int 64
    %int9223372036854775807_261 = torch.constant.int 9223372036854775807
    %int1_262 = torch.constant.int 1
    %164 = torch.aten.slice.Tensor %96, %int3_259, %int64_260, %int9223372036854775807_261, %int1_262 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %164, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %165 = torch.aten.mul.Tensor %163, %161 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %165, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %166 = torch.aten.mul.Tensor %164, %162 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %166, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %int1_263 = torch.constant.int 1
    %167 = torch.aten.sub.Tensor %165, %166, %int1_263 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,8,64],bf16>, !torch.int -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %167, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %168 = torch.aten.mul.Tensor %164, %161 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %168, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %169 = torch.aten.mul.Tensor %163, %162 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,1,64],bf16> -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %169, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %int1_264 = torch.constant.int 1
    %170 = torch.aten.add.Tensor %168, %169, %int1_264 : !torch.vtensor<[1,?,8,64],bf16>, !torch.vtensor<[1,?,8,64],bf16>, !torch.int -> !torch.vtensor<[1,?,8,64],bf16>
    torch.bind_symbolic_shape %170, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],bf16>
    %171 = torch_c.to_builtin_tensor %167 : !torch.vtensor<[1,?,8,64],bf16> -> tensor<1x?x8x64xbf16>
    %cast_265 = tensor.cast %171 : tensor<1x?x8x64xbf16> to tensor<?x?x?x?xbf16>
    %172 = torch_c.to_builtin_tensor %170 : !torch.vtensor<[1,?,8,64],bf16> -> tensor<1x?x8x64xbf16>
    %cast_266 = tensor.cast %172 : tensor<1x?x8x64xbf16> to tensor<?x?x?x?xbf16>
    %173 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_TWO_2_HALFDIM_bf16(%cast_265, %cast_266) : (tensor<?x?x?x?xbf16>, tensor<?x?x?x?xbf16>) -> tensor<?x?x?x2x?xbf16>
    %cast_267 = tensor.cast %173 : tensor<?x?x?x2x?xbf16> to tensor<1x?x8x2x64xbf16>
    %174 = torch_c.from_builtin_tensor %cast_267 : tensor<1x?x8x2x64xbf16> -> !torch.vtensor<[1,?,8,2,64],bf16>
    torch.bind_symbolic_shape %174, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],bf16>
    %int1_268 = torch.constant.int 1
    %int8_269 = torch.constant.int 8
    %int128_270 = torch.constant.int 128
    %175 = torch.prim.ListConstruct %int1_268, %36, %int8_269, %int128_270 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %176 = torch.aten.view %174, %175 : !torch.vtensor<[1,?,8,2,64],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %176, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %none_271 = torch.constant.none
    %none_272 = torch.constant.none
    %int15_273 = torch.constant.int 15
    %cpu_274 = torch.constant.device "cpu"
    %int0_275 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %176, %none_271, %none_272, %int15_273, %cpu_274, %int0_275 : !torch.vtensor<[1,?,8,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %177 = torch.aten.div.Tensor %176, %3 : !torch.vtensor<[1,?,8,128],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %177, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %float-4.480000e02_276 = torch.constant.float -4.480000e+02
    %float4.480000e02_277 = torch.constant.float 4.480000e+02
    %178 = torch.aten.clamp %177, %float-4.480000e02_276, %float4.480000e02_277 : !torch.vtensor<[1,?,8,128],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %178, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %none_278 = torch.constant.none
    %none_279 = torch.constant.none
    %int15_280 = torch.constant.int 15
    %cpu_281 = torch.constant.device "cpu"
    %int0_282 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_278, %none_279, %int15_280, %cpu_281, %int0_282 : !torch.vtensor<[1,?,8,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_283 = torch.constant.int 24
    %179 = torch.prims.convert_element_type %178, %int24_283 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %179, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %180 = torch.aten.div.Tensor %98, %3 : !torch.vtensor<[1,?,8,128],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %180, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %float-4.480000e02_284 = torch.constant.float -4.480000e+02
    %float4.480000e02_285 = torch.constant.float 4.480000e+02
    %181 = torch.aten.clamp %180, %float-4.480000e02_284, %float4.480000e02_285 : !torch.vtensor<[1,?,8,128],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %181, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %none_286 = torch.constant.none
    %none_287 = torch.constant.none
    %int15_288 = torch.constant.int 15
    %cpu_289 = torch.constant.device "cpu"
    %int0_290 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %181, %none_286, %none_287, %int15_288, %cpu_289, %int0_290 : !torch.vtensor<[1,?,8,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_291 = torch.constant.int 24
    %182 = torch.prims.convert_element_type %181, %int24_291 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %182, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int1_292 = torch.constant.int 1
    %int2_293 = torch.constant.int 2
    %int8_294 = torch.constant.int 8
    %int32_295 = torch.constant.int 32
    %int128_296 = torch.constant.int 128
    %183 = torch.prim.ListConstruct %35, %int1_292, %int2_293, %int8_294, %int32_295, %int128_296 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %184 = torch.aten.view %30, %183 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %184, [%33], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int2_297 = torch.constant.int 2
    %185 = torch.aten.mul.int %35, %int2_297 : !torch.int, !torch.int -> !torch.int
    %int8_298 = torch.constant.int 8
    %int32_299 = torch.constant.int 32
    %int128_300 = torch.constant.int 128
    %186 = torch.prim.ListConstruct %185, %int8_298, %int32_299, %int128_300 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %187 = torch.aten.view %184, %186 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %187, [%33], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_301 = torch.constant.int 1
    %188 = torch.aten.mul.Scalar %arg2, %int1_301 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %188, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_302 = torch.constant.int 0
    %int1_303 = torch.constant.int 1
    %189 = torch.aten.add.Scalar %188, %int0_302, %int1_303 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %189, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_304 = torch.constant.int 2
    %190 = torch.aten.mul.Scalar %189, %int2_304 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %190, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_305 = torch.constant.int 0
    %int1_306 = torch.constant.int 1
    %191 = torch.aten.add.Scalar %190, %int0_305, %int1_306 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %191, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %192 = torch.prim.ListConstruct %34 : (!torch.int) -> !torch.list<int>
    %193 = torch.aten.view %191, %192 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %193, [%32], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_307 = torch.constant.int 1
    %int32_308 = torch.constant.int 32
    %int8_309 = torch.constant.int 8
    %int128_310 = torch.constant.int 128
    %194 = torch.prim.ListConstruct %int1_307, %34, %int32_308, %int8_309, %int128_310 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %195 = torch.aten.view %179, %194 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %195, [%32], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_311 = torch.constant.int 32
    %int8_312 = torch.constant.int 8
    %int128_313 = torch.constant.int 128
    %196 = torch.prim.ListConstruct %34, %int32_311, %int8_312, %int128_313 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %197 = torch.aten.view %195, %196 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %197, [%32], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_314 = torch.constant.int 1
    %int2_315 = torch.constant.int 2
    %198 = torch.aten.transpose.int %197, %int1_314, %int2_315 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %198, [%32], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_316 = torch.constant.none
    %none_317 = torch.constant.none
    %int24_318 = torch.constant.int 24
    %cpu_319 = torch.constant.device "cpu"
    %int0_320 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %198, %none_316, %none_317, %int24_318, %cpu_319, %int0_320 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %199 = torch.prim.ListConstruct %193 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_321 = torch.constant.bool false
    %200 = torch.aten.index_put %187, %199, %198, %false_321 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %200, [%33], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_322 = torch.constant.int 1
    %int2_323 = torch.constant.int 2
    %int8_324 = torch.constant.int 8
    %int32_325 = torch.constant.int 32
    %int128_326 = torch.constant.int 128
    %201 = torch.prim.ListConstruct %35, %int1_322, %int2_323, %int8_324, %int32_325, %int128_326 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %202 = torch.aten.view %200, %201 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %202, [%33], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536 = torch.constant.int 65536
    %203 = torch.prim.ListConstruct %35, %int65536 : (!torch.int, !torch.int) -> !torch.list<int>
    %204 = torch.aten.view %202, %203 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %204, [%33], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int1_327 = torch.constant.int 1
    %int2_328 = torch.constant.int 2
    %int8_329 = torch.constant.int 8
    %int32_330 = torch.constant.int 32
    %int128_331 = torch.constant.int 128
    %205 = torch.prim.ListConstruct %35, %int1_327, %int2_328, %int8_329, %int32_330, %int128_331 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten.view %204, %205 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %206, [%33], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int8_332 = torch.constant.int 8
    %int32_333 = torch.constant.int 32
    %int128_334 = torch.constant.int 128
    %207 = torch.prim.ListConstruct %185, %int8_332, %int32_333, %int128_334 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %208 = torch.aten.view %206, %207 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %208, [%33], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_335 = torch.constant.int 1
    %209 = torch.aten.mul.Scalar %arg2, %int1_335 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %209, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_336 = torch.constant.int 0
    %int1_337 = torch.constant.int 1
    %210 = torch.aten.add.Scalar %209, %int0_336, %int1_337 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %210, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_338 = torch.constant.int 2
    %211 = torch.aten.mul.Scalar %210, %int2_338 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %211, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_339 = torch.constant.int 1
    %int1_340 = torch.constant.int 1
    %212 = torch.aten.add.Scalar %211, %int1_339, %int1_340 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %212, [%32], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %213 = torch.prim.ListConstruct %34 : (!torch.int) -> !torch.list<int>
    %214 = torch.aten.view %212, %213 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %214, [%32], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_341 = torch.constant.int 1
    %int32_342 = torch.constant.int 32
    %int8_343 = torch.constant.int 8
    %int128_344 = torch.constant.int 128
    %215 = torch.prim.ListConstruct %int1_341, %34, %int32_342, %int8_343, %int128_344 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %216 = torch.aten.view %182, %215 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %216, [%32], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_345 = torch.constant.int 32
    %int8_346 = torch.constant.int 8
    %int128_347 = torch.constant.int 128
    %217 = torch.prim.ListConstruct %34, %int32_345, %int8_346, %int128_347 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %218 = torch.aten.view %216, %217 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %218, [%32], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_348 = torch.constant.int 1
    %int2_349 = torch.constant.int 2
    %219 = torch.aten.transpose.int %218, %int1_348, %int2_349 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %219, [%32], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_350 = torch.constant.none
    %none_351 = torch.constant.none
    %int24_352 = torch.constant.int 24
    %cpu_353 = torch.constant.device "cpu"
    %int0_354 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %219, %none_350, %none_351, %int24_352, %cpu_353, %int0_354 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %220 = torch.prim.ListConstruct %214 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_355 = torch.constant.bool false
    %221 = torch.aten.index_put %208, %220, %219, %false_355 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %221, [%33], affine_map<()[s0] -> (s0 * 2, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int1_356 = torch.constant.int 1
    %int2_357 = torch.constant.int 2
    %int8_358 = torch.constant.int 8
    %int32_359 = torch.constant.int 32
    %int128_360 = torch.constant.int 128
    %222 = torch.prim.ListConstruct %35, %int1_356, %int2_357, %int8_358, %int32_359, %int128_360 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %223 = torch.aten.view %221, %222 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %223, [%33], affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)> : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    %int65536_361 = torch.constant.int 65536
    %224 = torch.prim.ListConstruct %35, %int65536_361 : (!torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,65536],f8E4M3FN>
    torch.overwrite.tensor.contents %225 overwrites %arg3 : !torch.vtensor<[?,65536],f8E4M3FN>, !torch.tensor<[?,65536],f8E4M3FN>
    torch.bind_symbolic_shape %225, [%33], affine_map<()[s0] -> (s0, 65536)> : !torch.vtensor<[?,65536],f8E4M3FN>
    %int0_362 = torch.constant.int 0
    %int1_363 = torch.constant.int 1
    %none_364 = torch.constant.none
    %none_365 = torch.constant.none
    %cpu_366 = torch.constant.device "cpu"
    %false_367 = torch.constant.bool false
    %226 = torch.aten.arange.start_step %int0_362, %36, %int1_363, %none_364, %none_365, %cpu_366, %false_367 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %226, [%32], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_368 = torch.constant.int -1
    %227 = torch.aten.unsqueeze %arg1, %int-1_368 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %228 = torch.aten.ge.Tensor %226, %227 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %228, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_369 = torch.constant.none
    %none_370 = torch.constant.none
    %cpu_371 = torch.constant.device "cpu"
    %false_372 = torch.constant.bool false
    %229 = torch.aten.arange %36, %none_369, %none_370, %cpu_371, %false_372 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %229, [%32], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_373 = torch.constant.int 0
    %230 = torch.aten.unsqueeze %229, %int0_373 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %230, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_374 = torch.constant.int 1
    %231 = torch.aten.unsqueeze %230, %int1_374 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %231, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_375 = torch.constant.int 2
    %232 = torch.aten.unsqueeze %231, %int2_375 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %232, [%32], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_376 = torch.constant.none
    %none_377 = torch.constant.none
    %cpu_378 = torch.constant.device "cpu"
    %false_379 = torch.constant.bool false
    %233 = torch.aten.arange %36, %none_376, %none_377, %cpu_378, %false_379 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %233, [%32], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_380 = torch.constant.int 0
    %234 = torch.aten.unsqueeze %233, %int0_380 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %234, [%32], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_381 = torch.constant.int 1
    %235 = torch.aten.unsqueeze %234, %int1_381 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %235, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_382 = torch.constant.int 3
    %236 = torch.aten.unsqueeze %235, %int3_382 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %236, [%32], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %237 = torch.aten.gt.Tensor %232, %236 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %237, [%32], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_383 = torch.constant.int 1
    %238 = torch.aten.unsqueeze %228, %int1_383 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %238, [%32], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_384 = torch.constant.int 2
    %239 = torch.aten.unsqueeze %238, %int2_384 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %239, [%32], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %240 = torch.aten.logical_or %237, %239 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %240, [%32], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_385 = torch.constant.none
    %241 = torch.aten.clone %4, %none_385 : !torch.vtensor<[],bf16>, !torch.none -> !torch.vtensor<[],bf16>
    %int0_386 = torch.constant.int 0
    %242 = torch.aten.where.ScalarOther %240, %241, %int0_386 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],bf16>, !torch.int -> !torch.vtensor<[1,1,?,?],bf16>
    torch.bind_symbolic_shape %242, [%32], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],bf16>
    %none_387 = torch.constant.none
    %none_388 = torch.constant.none
    %int15_389 = torch.constant.int 15
    %cpu_390 = torch.constant.device "cpu"
    %int0_391 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_387, %none_388, %int15_389, %cpu_390, %int0_391 : !torch.vtensor<[1,1,?,?],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_392 = torch.constant.none
    %none_393 = torch.constant.none
    %int15_394 = torch.constant.int 15
    %cpu_395 = torch.constant.device "cpu"
    %int0_396 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_392, %none_393, %int15_394, %cpu_395, %int0_396 : !torch.vtensor<[1,1,?,?],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_397 = torch.constant.none
    %none_398 = torch.constant.none
    %int24_399 = torch.constant.int 24
    %cpu_400 = torch.constant.device "cpu"
    %int0_401 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %179, %none_397, %none_398, %int24_399, %cpu_400, %int0_401 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_402 = torch.constant.int 6
    %243 = torch.prims.convert_element_type %179, %int6_402 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f32>
    torch.bind_symbolic_shape %243, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f32>
    %244 = torch.aten.mul.Tensor %243, %3 : !torch.vtensor<[1,?,8,128],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8,128],f32>
    torch.bind_symbolic_shape %244, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f32>
    %none_403 = torch.constant.none
    %none_404 = torch.constant.none
    %int6_405 = torch.constant.int 6
    %cpu_406 = torch.constant.device "cpu"
    %int0_407 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %244, %none_403, %none_404, %int6_405, %cpu_406, %int0_407 : !torch.vtensor<[1,?,8,128],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_408 = torch.constant.int 15
    %245 = torch.prims.convert_element_type %244, %int15_408 : !torch.vtensor<[1,?,8,128],f32>, !torch.int -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %245, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %none_409 = torch.constant.none
    %none_410 = torch.constant.none
    %int24_411 = torch.constant.int 24
    %cpu_412 = torch.constant.device "cpu"
    %int0_413 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %182, %none_409, %none_410, %int24_411, %cpu_412, %int0_413 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_414 = torch.constant.int 6
    %246 = torch.prims.convert_element_type %182, %int6_414 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f32>
    torch.bind_symbolic_shape %246, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f32>
    %247 = torch.aten.mul.Tensor %246, %3 : !torch.vtensor<[1,?,8,128],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,8,128],f32>
    torch.bind_symbolic_shape %247, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f32>
    %none_415 = torch.constant.none
    %none_416 = torch.constant.none
    %int6_417 = torch.constant.int 6
    %cpu_418 = torch.constant.device "cpu"
    %int0_419 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %247, %none_415, %none_416, %int6_417, %cpu_418, %int0_419 : !torch.vtensor<[1,?,8,128],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_420 = torch.constant.int 15
    %248 = torch.prims.convert_element_type %247, %int15_420 : !torch.vtensor<[1,?,8,128],f32>, !torch.int -> !torch.vtensor<[1,?,8,128],bf16>
    torch.bind_symbolic_shape %248, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],bf16>
    %int-2 = torch.constant.int -2
    %249 = torch.aten.unsqueeze %245, %int-2 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],bf16>
    torch.bind_symbolic_shape %249, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],bf16>
    %int1_421 = torch.constant.int 1
    %int8_422 = torch.constant.int 8
    %int4_423 = torch.constant.int 4
    %int128_424 = torch.constant.int 128
    %250 = torch.prim.ListConstruct %int1_421, %36, %int8_422, %int4_423, %int128_424 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_425 = torch.constant.bool false
    %251 = torch.aten.expand %249, %250, %false_425 : !torch.vtensor<[1,?,8,1,128],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],bf16>
    torch.bind_symbolic_shape %251, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],bf16>
    %int0_426 = torch.constant.int 0
    %252 = torch.aten.clone %251, %int0_426 : !torch.vtensor<[1,?,8,4,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],bf16>
    torch.bind_symbolic_shape %252, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],bf16>
    %int1_427 = torch.constant.int 1
    %int32_428 = torch.constant.int 32
    %int128_429 = torch.constant.int 128
    %253 = torch.prim.ListConstruct %int1_427, %36, %int32_428, %int128_429 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %254 = torch.aten._unsafe_view %252, %253 : !torch.vtensor<[1,?,8,4,128],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %254, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %int-2_430 = torch.constant.int -2
    %255 = torch.aten.unsqueeze %248, %int-2_430 : !torch.vtensor<[1,?,8,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],bf16>
    torch.bind_symbolic_shape %255, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],bf16>
    %int1_431 = torch.constant.int 1
    %int8_432 = torch.constant.int 8
    %int4_433 = torch.constant.int 4
    %int128_434 = torch.constant.int 128
    %256 = torch.prim.ListConstruct %int1_431, %36, %int8_432, %int4_433, %int128_434 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_435 = torch.constant.bool false
    %257 = torch.aten.expand %255, %256, %false_435 : !torch.vtensor<[1,?,8,1,128],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,4,128],bf16>
    torch.bind_symbolic_shape %257, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],bf16>
    %int0_436 = torch.constant.int 0
    %258 = torch.aten.clone %257, %int0_436 : !torch.vtensor<[1,?,8,4,128],bf16>, !torch.int -> !torch.vtensor<[1,?,8,4,128],bf16>
    torch.bind_symbolic_shape %258, [%32], affine_map<()[s0] -> (1, s0 * 32, 8, 4, 128)> : !torch.vtensor<[1,?,8,4,128],bf16>
    %int1_437 = torch.constant.int 1
    %int32_438 = torch.constant.int 32
    %int128_439 = torch.constant.int 128
    %259 = torch.prim.ListConstruct %int1_437, %36, %int32_438, %int128_439 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten._unsafe_view %258, %259 : !torch.vtensor<[1,?,8,4,128],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %260, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %int1_440 = torch.constant.int 1
    %int2_441 = torch.constant.int 2
    %261 = torch.aten.transpose.int %137, %int1_440, %int2_441 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],bf16>
    torch.bind_symbolic_shape %261, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],bf16>
    %int1_442 = torch.constant.int 1
    %int2_443 = torch.constant.int 2
    %262 = torch.aten.transpose.int %254, %int1_442, %int2_443 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],bf16>
    torch.bind_symbolic_shape %262, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],bf16>
    %int1_444 = torch.constant.int 1
    %int2_445 = torch.constant.int 2
    %263 = torch.aten.transpose.int %260, %int1_444, %int2_445 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,?,128],bf16>
    torch.bind_symbolic_shape %263, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],bf16>
    %int-2_446 = torch.constant.int -2
    %int-1_447 = torch.constant.int -1
    %264 = torch.aten.transpose.int %262, %int-2_446, %int-1_447 : !torch.vtensor<[1,32,?,128],bf16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,128,?],bf16>
    torch.bind_symbolic_shape %264, [%32], affine_map<()[s0] -> (1, 32, 128, s0 * 32)> : !torch.vtensor<[1,32,128,?],bf16>
    %265 = torch.aten.matmul %261, %264 : !torch.vtensor<[1,32,?,128],bf16>, !torch.vtensor<[1,32,128,?],bf16> -> !torch.vtensor<[1,32,?,?],bf16>
    torch.bind_symbolic_shape %265, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],bf16>
    %float8.838830e-02 = torch.constant.float 0.088388347648318433
    %266 = torch.aten.mul.Scalar %265, %float8.838830e-02 : !torch.vtensor<[1,32,?,?],bf16>, !torch.float -> !torch.vtensor<[1,32,?,?],bf16>
    torch.bind_symbolic_shape %266, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],bf16>
    %int1_448 = torch.constant.int 1
    %267 = torch.aten.add.Tensor %266, %242, %int1_448 : !torch.vtensor<[1,32,?,?],bf16>, !torch.vtensor<[1,1,?,?],bf16>, !torch.int -> !torch.vtensor<[1,32,?,?],bf16>
    torch.bind_symbolic_shape %267, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],bf16>
    %int-1_449 = torch.constant.int -1
    %none_450 = torch.constant.none
    %268 = torch.aten.softmax.int %267, %int-1_449, %none_450 : !torch.vtensor<[1,32,?,?],bf16>, !torch.int, !torch.none -> !torch.vtensor<[1,32,?,?],bf16>
    torch.bind_symbolic_shape %268, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, s0 * 32)> : !torch.vtensor<[1,32,?,?],bf16>
    %269 = torch.aten.matmul %268, %263 : !torch.vtensor<[1,32,?,?],bf16>, !torch.vtensor<[1,32,?,128],bf16> -> !torch.vtensor<[1,32,?,128],bf16>
    torch.bind_symbolic_shape %269, [%32], affine_map<()[s0] -> (1, 32, s0 * 32, 128)> : !torch.vtensor<[1,32,?,128],bf16>
    %none_451 = torch.constant.none
    %none_452 = torch.constant.none
    %int15_453 = torch.constant.int 15
    %cpu_454 = torch.constant.device "cpu"
    %int0_455 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %269, %none_451, %none_452, %int15_453, %cpu_454, %int0_455 : !torch.vtensor<[1,32,?,128],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_456 = torch.constant.int 1
    %int2_457 = torch.constant.int 2
    %270 = torch.aten.transpose.int %269, %int1_456, %int2_457 : !torch.vtensor<[1,32,?,128],bf16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %270, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %int0_458 = torch.constant.int 0
    %271 = torch.aten.clone %270, %int0_458 : !torch.vtensor<[1,?,32,128],bf16>, !torch.int -> !torch.vtensor<[1,?,32,128],bf16>
    torch.bind_symbolic_shape %271, [%32], affine_map<()[s0] -> (1, s0 * 32, 32, 128)> : !torch.vtensor<[1,?,32,128],bf16>
    %int1_459 = torch.constant.int 1
    %int4096_460 = torch.constant.int 4096
    %272 = torch.prim.ListConstruct %int1_459, %36, %int4096_460 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten._unsafe_view %271, %272 : !torch.vtensor<[1,?,32,128],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %273, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %274 = torch.aten.div.Tensor %273, %15 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %274, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02_461 = torch.constant.float -4.480000e+02
    %float4.480000e02_462 = torch.constant.float 4.480000e+02
    %275 = torch.aten.clamp %274, %float-4.480000e02_461, %float4.480000e02_462 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %275, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_463 = torch.constant.none
    %none_464 = torch.constant.none
    %int15_465 = torch.constant.int 15
    %cpu_466 = torch.constant.device "cpu"
    %int0_467 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %275, %none_463, %none_464, %int15_465, %cpu_466, %int0_467 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_468 = torch.constant.int 24
    %276 = torch.prims.convert_element_type %275, %int24_468 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %276, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_469 = torch.constant.int 0
    %277 = torch.aten.unsqueeze %16, %int0_469 : !torch.vtensor<[4096,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,4096,4096],f8E4M3FN>
    %int1_470 = torch.constant.int 1
    %int4096_471 = torch.constant.int 4096
    %int4096_472 = torch.constant.int 4096
    %278 = torch.prim.ListConstruct %int1_470, %int4096_471, %int4096_472 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_473 = torch.constant.bool false
    %279 = torch.aten.expand %277, %278, %false_473 : !torch.vtensor<[1,4096,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4096,4096],f8E4M3FN>
    %280 = torch_c.to_builtin_tensor %276 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %281 = torch_c.to_builtin_tensor %279 : !torch.vtensor<[1,4096,4096],f8E4M3FN> -> tensor<1x4096x4096xf8E4M3FN>
    %282 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x4096x4096xf8E4M3FN_f32(%280, %281) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x4096x4096xf8E4M3FN>) -> tensor<1x?x4096xf32>
    %283 = torch_c.from_builtin_tensor %282 : tensor<1x?x4096xf32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %283, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %284 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %285 = torch.aten.permute %17, %284 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %286 = torch.aten.mul.Tensor %15, %285 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_474 = torch.constant.none
    %none_475 = torch.constant.none
    %int6_476 = torch.constant.int 6
    %cpu_477 = torch.constant.device "cpu"
    %int0_478 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %283, %none_474, %none_475, %int6_476, %cpu_477, %int0_478 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %287 = torch.aten.mul.Tensor %283, %286 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %287, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_479 = torch.constant.none
    %none_480 = torch.constant.none
    %int6_481 = torch.constant.int 6
    %cpu_482 = torch.constant.device "cpu"
    %int0_483 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %287, %none_479, %none_480, %int6_481, %cpu_482, %int0_483 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_484 = torch.constant.int 15
    %288 = torch.prims.convert_element_type %287, %int15_484 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %288, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_485 = torch.constant.none
    %none_486 = torch.constant.none
    %int15_487 = torch.constant.int 15
    %cpu_488 = torch.constant.device "cpu"
    %int0_489 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %288, %none_485, %none_486, %int15_487, %cpu_488, %int0_489 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_490 = torch.constant.int 1
    %289 = torch.aten.add.Tensor %37, %288, %int1_490 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %289, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_491 = torch.constant.none
    %none_492 = torch.constant.none
    %int15_493 = torch.constant.int 15
    %cpu_494 = torch.constant.device "cpu"
    %int0_495 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %289, %none_491, %none_492, %int15_493, %cpu_494, %int0_495 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_496 = torch.constant.int 6
    %290 = torch.prims.convert_element_type %289, %int6_496 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %290, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_497 = torch.constant.int 2
    %291 = torch.aten.pow.Tensor_Scalar %290, %int2_497 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %291, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_498 = torch.constant.int -1
    %292 = torch.prim.ListConstruct %int-1_498 : (!torch.int) -> !torch.list<int>
    %true_499 = torch.constant.bool true
    %none_500 = torch.constant.none
    %293 = torch.aten.mean.dim %291, %292, %true_499, %none_500 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %293, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_501 = torch.constant.float 1.000000e-05
    %int1_502 = torch.constant.int 1
    %294 = torch.aten.add.Scalar %293, %float1.000000e-05_501, %int1_502 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %294, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %295 = torch.aten.rsqrt %294 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %295, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %296 = torch.aten.mul.Tensor %290, %295 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %296, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_503 = torch.constant.none
    %none_504 = torch.constant.none
    %int6_505 = torch.constant.int 6
    %cpu_506 = torch.constant.device "cpu"
    %int0_507 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %296, %none_503, %none_504, %int6_505, %cpu_506, %int0_507 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_508 = torch.constant.int 15
    %297 = torch.prims.convert_element_type %296, %int15_508 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %297, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %298 = torch.aten.mul.Tensor %18, %297 : !torch.vtensor<[4096],f32>, !torch.vtensor<[1,?,4096],bf16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %298, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_509 = torch.constant.none
    %none_510 = torch.constant.none
    %int6_511 = torch.constant.int 6
    %cpu_512 = torch.constant.device "cpu"
    %int0_513 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %298, %none_509, %none_510, %int6_511, %cpu_512, %int0_513 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_514 = torch.constant.int 15
    %299 = torch.prims.convert_element_type %298, %int15_514 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %299, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %300 = torch.aten.div.Tensor %299, %19 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %300, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02_515 = torch.constant.float -4.480000e+02
    %float4.480000e02_516 = torch.constant.float 4.480000e+02
    %301 = torch.aten.clamp %300, %float-4.480000e02_515, %float4.480000e02_516 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %301, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_517 = torch.constant.none
    %none_518 = torch.constant.none
    %int15_519 = torch.constant.int 15
    %cpu_520 = torch.constant.device "cpu"
    %int0_521 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %301, %none_517, %none_518, %int15_519, %cpu_520, %int0_521 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_522 = torch.constant.int 24
    %302 = torch.prims.convert_element_type %301, %int24_522 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %302, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_523 = torch.constant.int 0
    %303 = torch.aten.unsqueeze %20, %int0_523 : !torch.vtensor<[14336,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,14336,4096],f8E4M3FN>
    %int1_524 = torch.constant.int 1
    %int14336 = torch.constant.int 14336
    %int4096_525 = torch.constant.int 4096
    %304 = torch.prim.ListConstruct %int1_524, %int14336, %int4096_525 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_526 = torch.constant.bool false
    %305 = torch.aten.expand %303, %304, %false_526 : !torch.vtensor<[1,14336,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,14336,4096],f8E4M3FN>
    %306 = torch_c.to_builtin_tensor %302 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %307 = torch_c.to_builtin_tensor %305 : !torch.vtensor<[1,14336,4096],f8E4M3FN> -> tensor<1x14336x4096xf8E4M3FN>
    %308 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x14336x4096xf8E4M3FN_f32(%306, %307) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x14336x4096xf8E4M3FN>) -> tensor<1x?x14336xf32>
    %309 = torch_c.from_builtin_tensor %308 : tensor<1x?x14336xf32> -> !torch.vtensor<[1,?,14336],f32>
    torch.bind_symbolic_shape %309, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f32>
    %310 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %311 = torch.aten.permute %21, %310 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %312 = torch.aten.mul.Tensor %19, %311 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_527 = torch.constant.none
    %none_528 = torch.constant.none
    %int6_529 = torch.constant.int 6
    %cpu_530 = torch.constant.device "cpu"
    %int0_531 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %309, %none_527, %none_528, %int6_529, %cpu_530, %int0_531 : !torch.vtensor<[1,?,14336],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %313 = torch.aten.mul.Tensor %309, %312 : !torch.vtensor<[1,?,14336],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,14336],f32>
    torch.bind_symbolic_shape %313, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f32>
    %none_532 = torch.constant.none
    %none_533 = torch.constant.none
    %int6_534 = torch.constant.int 6
    %cpu_535 = torch.constant.device "cpu"
    %int0_536 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %313, %none_532, %none_533, %int6_534, %cpu_535, %int0_536 : !torch.vtensor<[1,?,14336],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_537 = torch.constant.int 15
    %314 = torch.prims.convert_element_type %313, %int15_537 : !torch.vtensor<[1,?,14336],f32>, !torch.int -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %314, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %315 = torch.aten.silu %314 : !torch.vtensor<[1,?,14336],bf16> -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %315, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %316 = torch.aten.div.Tensor %299, %22 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %316, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %float-4.480000e02_538 = torch.constant.float -4.480000e+02
    %float4.480000e02_539 = torch.constant.float 4.480000e+02
    %317 = torch.aten.clamp %316, %float-4.480000e02_538, %float4.480000e02_539 : !torch.vtensor<[1,?,4096],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %317, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_540 = torch.constant.none
    %none_541 = torch.constant.none
    %int15_542 = torch.constant.int 15
    %cpu_543 = torch.constant.device "cpu"
    %int0_544 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %317, %none_540, %none_541, %int15_542, %cpu_543, %int0_544 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_545 = torch.constant.int 24
    %318 = torch.prims.convert_element_type %317, %int24_545 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f8E4M3FN>
    torch.bind_symbolic_shape %318, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f8E4M3FN>
    %int0_546 = torch.constant.int 0
    %319 = torch.aten.unsqueeze %23, %int0_546 : !torch.vtensor<[14336,4096],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,14336,4096],f8E4M3FN>
    %int1_547 = torch.constant.int 1
    %int14336_548 = torch.constant.int 14336
    %int4096_549 = torch.constant.int 4096
    %320 = torch.prim.ListConstruct %int1_547, %int14336_548, %int4096_549 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_550 = torch.constant.bool false
    %321 = torch.aten.expand %319, %320, %false_550 : !torch.vtensor<[1,14336,4096],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,14336,4096],f8E4M3FN>
    %322 = torch_c.to_builtin_tensor %318 : !torch.vtensor<[1,?,4096],f8E4M3FN> -> tensor<1x?x4096xf8E4M3FN>
    %323 = torch_c.to_builtin_tensor %321 : !torch.vtensor<[1,14336,4096],f8E4M3FN> -> tensor<1x14336x4096xf8E4M3FN>
    %324 = util.call @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x14336x4096xf8E4M3FN_f32(%322, %323) : (tensor<1x?x4096xf8E4M3FN>, tensor<1x14336x4096xf8E4M3FN>) -> tensor<1x?x14336xf32>
    %325 = torch_c.from_builtin_tensor %324 : tensor<1x?x14336xf32> -> !torch.vtensor<[1,?,14336],f32>
    torch.bind_symbolic_shape %325, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f32>
    %326 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %327 = torch.aten.permute %24, %326 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %328 = torch.aten.mul.Tensor %22, %327 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_551 = torch.constant.none
    %none_552 = torch.constant.none
    %int6_553 = torch.constant.int 6
    %cpu_554 = torch.constant.device "cpu"
    %int0_555 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %325, %none_551, %none_552, %int6_553, %cpu_554, %int0_555 : !torch.vtensor<[1,?,14336],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %329 = torch.aten.mul.Tensor %325, %328 : !torch.vtensor<[1,?,14336],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,14336],f32>
    torch.bind_symbolic_shape %329, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f32>
    %none_556 = torch.constant.none
    %none_557 = torch.constant.none
    %int6_558 = torch.constant.int 6
    %cpu_559 = torch.constant.device "cpu"
    %int0_560 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %329, %none_556, %none_557, %int6_558, %cpu_559, %int0_560 : !torch.vtensor<[1,?,14336],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_561 = torch.constant.int 15
    %330 = torch.prims.convert_element_type %329, %int15_561 : !torch.vtensor<[1,?,14336],f32>, !torch.int -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %330, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %331 = torch.aten.mul.Tensor %315, %330 : !torch.vtensor<[1,?,14336],bf16>, !torch.vtensor<[1,?,14336],bf16> -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %331, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %332 = torch.aten.div.Tensor %331, %25 : !torch.vtensor<[1,?,14336],bf16>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %332, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %float-4.480000e02_562 = torch.constant.float -4.480000e+02
    %float4.480000e02_563 = torch.constant.float 4.480000e+02
    %333 = torch.aten.clamp %332, %float-4.480000e02_562, %float4.480000e02_563 : !torch.vtensor<[1,?,14336],bf16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,14336],bf16>
    torch.bind_symbolic_shape %333, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],bf16>
    %none_564 = torch.constant.none
    %none_565 = torch.constant.none
    %int15_566 = torch.constant.int 15
    %cpu_567 = torch.constant.device "cpu"
    %int0_568 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %333, %none_564, %none_565, %int15_566, %cpu_567, %int0_568 : !torch.vtensor<[1,?,14336],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_569 = torch.constant.int 24
    %334 = torch.prims.convert_element_type %333, %int24_569 : !torch.vtensor<[1,?,14336],bf16>, !torch.int -> !torch.vtensor<[1,?,14336],f8E4M3FN>
    torch.bind_symbolic_shape %334, [%32], affine_map<()[s0] -> (1, s0 * 32, 14336)> : !torch.vtensor<[1,?,14336],f8E4M3FN>
    %int0_570 = torch.constant.int 0
    %335 = torch.aten.unsqueeze %26, %int0_570 : !torch.vtensor<[4096,14336],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,4096,14336],f8E4M3FN>
    %int1_571 = torch.constant.int 1
    %int4096_572 = torch.constant.int 4096
    %int14336_573 = torch.constant.int 14336
    %336 = torch.prim.ListConstruct %int1_571, %int4096_572, %int14336_573 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_574 = torch.constant.bool false
    %337 = torch.aten.expand %335, %336, %false_574 : !torch.vtensor<[1,4096,14336],f8E4M3FN>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4096,14336],f8E4M3FN>
    %338 = torch_c.to_builtin_tensor %334 : !torch.vtensor<[1,?,14336],f8E4M3FN> -> tensor<1x?x14336xf8E4M3FN>
    %339 = torch_c.to_builtin_tensor %337 : !torch.vtensor<[1,4096,14336],f8E4M3FN> -> tensor<1x4096x14336xf8E4M3FN>
    %340 = util.call @sharktank_batch_matmul_transpose_b_L1xDx14336xf8E4M3FN_R1x4096x14336xf8E4M3FN_f32(%338, %339) : (tensor<1x?x14336xf8E4M3FN>, tensor<1x4096x14336xf8E4M3FN>) -> tensor<1x?x4096xf32>
    %341 = torch_c.from_builtin_tensor %340 : tensor<1x?x4096xf32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %341, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %342 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %343 = torch.aten.permute %27, %342 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    %344 = torch.aten.mul.Tensor %25, %343 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %none_575 = torch.constant.none
    %none_576 = torch.constant.none
    %int6_577 = torch.constant.int 6
    %cpu_578 = torch.constant.device "cpu"
    %int0_579 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %341, %none_575, %none_576, %int6_577, %cpu_578, %int0_579 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %345 = torch.aten.mul.Tensor %341, %344 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %345, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_580 = torch.constant.none
    %none_581 = torch.constant.none
    %int6_582 = torch.constant.int 6
    %cpu_583 = torch.constant.device "cpu"
    %int0_584 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %345, %none_580, %none_581, %int6_582, %cpu_583, %int0_584 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_585 = torch.constant.int 15
    %346 = torch.prims.convert_element_type %345, %int15_585 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %346, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %int1_586 = torch.constant.int 1
    %347 = torch.aten.add.Tensor %289, %346, %int1_586 : !torch.vtensor<[1,?,4096],bf16>, !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %347, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %none_587 = torch.constant.none
    %none_588 = torch.constant.none
    %int15_589 = torch.constant.int 15
    %cpu_590 = torch.constant.device "cpu"
    %int0_591 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %347, %none_587, %none_588, %int15_589, %cpu_590, %int0_591 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_592 = torch.constant.none
    %none_593 = torch.constant.none
    %int15_594 = torch.constant.int 15
    %cpu_595 = torch.constant.device "cpu"
    %int0_596 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %347, %none_592, %none_593, %int15_594, %cpu_595, %int0_596 : !torch.vtensor<[1,?,4096],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_597 = torch.constant.int 6
    %348 = torch.prims.convert_element_type %347, %int6_597 : !torch.vtensor<[1,?,4096],bf16>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %348, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int2_598 = torch.constant.int 2
    %349 = torch.aten.pow.Tensor_Scalar %348, %int2_598 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %349, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %int-1_599 = torch.constant.int -1
    %350 = torch.prim.ListConstruct %int-1_599 : (!torch.int) -> !torch.list<int>
    %true_600 = torch.constant.bool true
    %none_601 = torch.constant.none
    %351 = torch.aten.mean.dim %349, %350, %true_600, %none_601 : !torch.vtensor<[1,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %351, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_602 = torch.constant.float 1.000000e-05
    %int1_603 = torch.constant.int 1
    %352 = torch.aten.add.Scalar %351, %float1.000000e-05_602, %int1_603 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %352, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %353 = torch.aten.rsqrt %352 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %353, [%32], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %354 = torch.aten.mul.Tensor %348, %353 : !torch.vtensor<[1,?,4096],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %354, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_604 = torch.constant.none
    %none_605 = torch.constant.none
    %int6_606 = torch.constant.int 6
    %cpu_607 = torch.constant.device "cpu"
    %int0_608 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %354, %none_604, %none_605, %int6_606, %cpu_607, %int0_608 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_609 = torch.constant.int 15
    %355 = torch.prims.convert_element_type %354, %int15_609 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %355, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %356 = torch.aten.mul.Tensor %28, %355 : !torch.vtensor<[1,4096],f32>, !torch.vtensor<[1,?,4096],bf16> -> !torch.vtensor<[1,?,4096],f32>
    torch.bind_symbolic_shape %356, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],f32>
    %none_610 = torch.constant.none
    %none_611 = torch.constant.none
    %int6_612 = torch.constant.int 6
    %cpu_613 = torch.constant.device "cpu"
    %int0_614 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %356, %none_610, %none_611, %int6_612, %cpu_613, %int0_614 : !torch.vtensor<[1,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15_615 = torch.constant.int 15
    %357 = torch.prims.convert_element_type %356, %int15_615 : !torch.vtensor<[1,?,4096],f32>, !torch.int -> !torch.vtensor<[1,?,4096],bf16>
    torch.bind_symbolic_shape %357, [%32], affine_map<()[s0] -> (1, s0 * 32, 4096)> : !torch.vtensor<[1,?,4096],bf16>
    %int-2_616 = torch.constant.int -2
    %int-1_617 = torch.constant.int -1
    %358 = torch.aten.transpose.int %29, %int-2_616, %int-1_617 : !torch.vtensor<[128256,4096],bf16>, !torch.int, !torch.int -> !torch.vtensor<[4096,128256],bf16>
    %none_618 = torch.constant.none
    %none_619 = torch.constant.none
    %int15_620 = torch.constant.int 15
    %cpu_621 = torch.constant.device "cpu"
    %int0_622 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %358, %none_618, %none_619, %int15_620, %cpu_621, %int0_622 : !torch.vtensor<[4096,128256],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int4096_623 = torch.constant.int 4096
    %359 = torch.prim.ListConstruct %36, %int4096_623 : (!torch.int, !torch.int) -> !torch.list<int>
    %360 = torch.aten.view %357, %359 : !torch.vtensor<[1,?,4096],bf16>, !torch.list<int> -> !torch.vtensor<[?,4096],bf16>
    torch.bind_symbolic_shape %360, [%32], affine_map<()[s0] -> (s0 * 32, 4096)> : !torch.vtensor<[?,4096],bf16>
    %361 = torch.aten.matmul %360, %358 : !torch.vtensor<[?,4096],bf16>, !torch.vtensor<[4096,128256],bf16> -> !torch.vtensor<[?,128256],bf16>
    torch.bind_symbolic_shape %361, [%32], affine_map<()[s0] -> (s0 * 32, 128256)> : !torch.vtensor<[?,128256],bf16>
    %int1_624 = torch.constant.int 1
    %int128256 = torch.constant.int 128256
    %362 = torch.prim.ListConstruct %int1_624, %36, %int128256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %363 = torch.aten.view %361, %362 : !torch.vtensor<[?,128256],bf16>, !torch.list<int> -> !torch.vtensor<[1,?,128256],bf16>
    torch.bind_symbolic_shape %363, [%32], affine_map<()[s0] -> (1, s0 * 32, 128256)> : !torch.vtensor<[1,?,128256],bf16>
    %none_625 = torch.constant.none
    %none_626 = torch.constant.none
    %int15_627 = torch.constant.int 15
    %cpu_628 = torch.constant.device "cpu"
    %int0_629 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %363, %none_625, %none_626, %int15_627, %cpu_628, %int0_629 : !torch.vtensor<[1,?,128256],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5 = torch.constant.int 5
    %364 = torch.prims.convert_element_type %363, %int5 : !torch.vtensor<[1,?,128256],bf16>, !torch.int -> !torch.vtensor<[1,?,128256],f16>
    torch.bind_symbolic_shape %364, [%32], affine_map<()[s0] -> (1, s0 * 32, 128256)> : !torch.vtensor<[1,?,128256],f16>
    return %364 : !torch.vtensor<[1,?,128256],f16>
  }
  util.func private @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x4096x4096xf8E4M3FN_f32(%arg0: tensor<1x?x4096xf8E4M3FN>, %arg1: tensor<1x4096x4096xf8E4M3FN>) -> tensor<1x?x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<1x?x4096xf8E4M3FN>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x4096xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c1 : tensor<1x4096x4096xf8E4M3FN>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %cast = tensor.cast %0 : tensor<?x?x?xf32> to tensor<1x?x4096xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%cast : tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2 = linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<1x?x4096xf8E4M3FN>, tensor<1x4096x4096xf8E4M3FN>) outs(%1 : tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    util.return %2 : tensor<1x?x4096xf32>
  }
  util.func private @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x1024x4096xf8E4M3FN_f32(%arg0: tensor<1x?x4096xf8E4M3FN>, %arg1: tensor<1x1024x4096xf8E4M3FN>) -> tensor<1x?x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<1x?x4096xf8E4M3FN>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x4096xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c1 : tensor<1x1024x4096xf8E4M3FN>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %cast = tensor.cast %0 : tensor<?x?x?xf32> to tensor<1x?x1024xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%cast : tensor<1x?x1024xf32>) -> tensor<1x?x1024xf32>
    %2 = linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<1x?x4096xf8E4M3FN>, tensor<1x1024x4096xf8E4M3FN>) outs(%1 : tensor<1x?x1024xf32>) -> tensor<1x?x1024xf32>
    util.return %2 : tensor<1x?x1024xf32>
  }
  util.func private @rope_select_concat_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_HALFDIM_bf16_BS_SL_HEADS_TWO_2_HALFDIM_bf16(%arg0: tensor<?x?x?x?xbf16>, %arg1: tensor<?x?x?x?xbf16>) -> tensor<?x?x?x2x?xbf16> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?x?xbf16>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?x?xbf16>
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?x?xbf16>
    %dim_2 = tensor.dim %arg0, %c3 : tensor<?x?x?x?xbf16>
    %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x2x?xbf16>
    %1 = linalg.generic {indexing_maps = [#map3, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?x?x?xbf16>, tensor<?x?x?x?xbf16>) outs(%0 : tensor<?x?x?x2x?xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %2 = linalg.index 3 : index
      %3 = arith.cmpi eq, %2, %c0 : index
      %4 = arith.select %3, %in, %in_3 : bf16
      linalg.yield %4 : bf16
    } -> tensor<?x?x?x2x?xbf16>
    util.return %1 : tensor<?x?x?x2x?xbf16>
  }
  util.func private @sharktank_batch_matmul_transpose_b_L1xDx4096xf8E4M3FN_R1x14336x4096xf8E4M3FN_f32(%arg0: tensor<1x?x4096xf8E4M3FN>, %arg1: tensor<1x14336x4096xf8E4M3FN>) -> tensor<1x?x14336xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<1x?x4096xf8E4M3FN>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x4096xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c1 : tensor<1x14336x4096xf8E4M3FN>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %cast = tensor.cast %0 : tensor<?x?x?xf32> to tensor<1x?x14336xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%cast : tensor<1x?x14336xf32>) -> tensor<1x?x14336xf32>
    %2 = linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<1x?x4096xf8E4M3FN>, tensor<1x14336x4096xf8E4M3FN>) outs(%1 : tensor<1x?x14336xf32>) -> tensor<1x?x14336xf32>
    util.return %2 : tensor<1x?x14336xf32>
  }
  util.func private @sharktank_batch_matmul_transpose_b_L1xDx14336xf8E4M3FN_R1x4096x14336xf8E4M3FN_f32(%arg0: tensor<1x?x14336xf8E4M3FN>, %arg1: tensor<1x4096x14336xf8E4M3FN>) -> tensor<1x?x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<1x?x14336xf8E4M3FN>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x14336xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c1 : tensor<1x4096x14336xf8E4M3FN>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %cast = tensor.cast %0 : tensor<?x?x?xf32> to tensor<1x?x4096xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%cast : tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    %2 = linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<1x?x14336xf8E4M3FN>, tensor<1x4096x14336xf8E4M3FN>) outs(%1 : tensor<1x?x4096xf32>) -> tensor<1x?x4096xf32>
    util.return %2 : tensor<1x?x4096xf32>
  }
}
