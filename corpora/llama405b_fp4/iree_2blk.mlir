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
  util.global private @"__auto.blk.1.kv_cache.quantizer:rscale" = #flow.parameter.named<"model"::"blk.1.kv_cache.quantizer:rscale"> : tensor<f16>
  util.global private @__auto.blk.1.attn_norm.weight = #flow.parameter.named<"model"::"blk.1.attn_norm.weight"> : tensor<16384xf32>
  util.global private @"__auto.blk.1.attn_q.weight:qs" = #flow.parameter.named<"model"::"blk.1.attn_q.weight:qs"> : tensor<16384x512x16xi8>
  util.global private @"__auto.blk.1.attn_q.weight:d" = #flow.parameter.named<"model"::"blk.1.attn_q.weight:d"> : tensor<16384x512x1xi8>
  util.global private @"__auto.blk.1.attn_k.weight:qs" = #flow.parameter.named<"model"::"blk.1.attn_k.weight:qs"> : tensor<1024x512x16xi8>
  util.global private @"__auto.blk.1.attn_k.weight:d" = #flow.parameter.named<"model"::"blk.1.attn_k.weight:d"> : tensor<1024x512x1xi8>
  util.global private @"__auto.blk.1.attn_v.weight:qs" = #flow.parameter.named<"model"::"blk.1.attn_v.weight:qs"> : tensor<1024x512x16xi8>
  util.global private @"__auto.blk.1.attn_v.weight:d" = #flow.parameter.named<"model"::"blk.1.attn_v.weight:d"> : tensor<1024x512x1xi8>
  util.global private @"__auto.blk.1.attn_output.weight:qs" = #flow.parameter.named<"model"::"blk.1.attn_output.weight:qs"> : tensor<16384x512x16xi8>
  util.global private @"__auto.blk.1.attn_output.weight:d" = #flow.parameter.named<"model"::"blk.1.attn_output.weight:d"> : tensor<16384x512x1xi8>
  util.global private @__auto.blk.1.ffn_norm.weight = #flow.parameter.named<"model"::"blk.1.ffn_norm.weight"> : tensor<16384xf32>
  util.global private @"__auto.blk.1.ffn_gate.weight:qs" = #flow.parameter.named<"model"::"blk.1.ffn_gate.weight:qs"> : tensor<53248x512x16xi8>
  util.global private @"__auto.blk.1.ffn_gate.weight:d" = #flow.parameter.named<"model"::"blk.1.ffn_gate.weight:d"> : tensor<53248x512x1xi8>
  util.global private @"__auto.blk.1.ffn_up.weight:qs" = #flow.parameter.named<"model"::"blk.1.ffn_up.weight:qs"> : tensor<53248x512x16xi8>
  util.global private @"__auto.blk.1.ffn_up.weight:d" = #flow.parameter.named<"model"::"blk.1.ffn_up.weight:d"> : tensor<53248x512x1xi8>
  util.global private @"__auto.blk.1.ffn_down.weight:qs" = #flow.parameter.named<"model"::"blk.1.ffn_down.weight:qs"> : tensor<16384x1664x16xi8>
  util.global private @"__auto.blk.1.ffn_down.weight:d" = #flow.parameter.named<"model"::"blk.1.ffn_down.weight:d"> : tensor<16384x1664x1xi8>
  util.global private @__auto.output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x16384xf32>
  util.global private @__auto.output.weight = #flow.parameter.named<"model"::"output.weight"> : tensor<16384x16384xf16>
  func.func @prefill_bs1(%arg0: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.tensor<[?,131072],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,?,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
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
    %21 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %22 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.1.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.1.kv_cache.quantizer:rscale" : tensor<f16>
    %23 = torch_c.from_builtin_tensor %__auto.blk.1.kv_cache.quantizer3Arscale : tensor<f16> -> !torch.vtensor<[],f16>
    %24 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.1.attn_norm.weight = util.global.load @__auto.blk.1.attn_norm.weight : tensor<16384xf32>
    %25 = torch_c.from_builtin_tensor %__auto.blk.1.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.1.attn_q.weight3Aqs = util.global.load @"__auto.blk.1.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %26 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.1.attn_q.weight3Ad = util.global.load @"__auto.blk.1.attn_q.weight:d" : tensor<16384x512x1xi8>
    %27 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.1.attn_k.weight3Aqs = util.global.load @"__auto.blk.1.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %28 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.1.attn_k.weight3Ad = util.global.load @"__auto.blk.1.attn_k.weight:d" : tensor<1024x512x1xi8>
    %29 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.1.attn_v.weight3Aqs = util.global.load @"__auto.blk.1.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %30 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.1.attn_v.weight3Ad = util.global.load @"__auto.blk.1.attn_v.weight:d" : tensor<1024x512x1xi8>
    %31 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.1.attn_output.weight3Aqs = util.global.load @"__auto.blk.1.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %32 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.1.attn_output.weight3Ad = util.global.load @"__auto.blk.1.attn_output.weight:d" : tensor<16384x512x1xi8>
    %33 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.1.ffn_norm.weight = util.global.load @__auto.blk.1.ffn_norm.weight : tensor<16384xf32>
    %34 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.1.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.1.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %35 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.1.ffn_gate.weight3Ad = util.global.load @"__auto.blk.1.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %36 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.1.ffn_up.weight3Aqs = util.global.load @"__auto.blk.1.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %37 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.1.ffn_up.weight3Ad = util.global.load @"__auto.blk.1.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %38 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.1.ffn_down.weight3Aqs = util.global.load @"__auto.blk.1.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %39 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.1.ffn_down.weight3Ad = util.global.load @"__auto.blk.1.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %40 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %41 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %42 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %43 = torch.copy.to_vtensor %arg3 : !torch.vtensor<[?,131072],f8E4M3FN>
    %44 = torch.symbolic_int "32*s23" {min_val = 64, max_val = 131040} : !torch.int
    %45 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %46 = torch.symbolic_int "s39" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %arg2, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %43, [%46], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int1 = torch.constant.int 1
    %47 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %48 = torch.aten.size.int %43, %int0 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.int -> !torch.int
    %int1_0 = torch.constant.int 1
    %49 = torch.aten.size.int %arg0, %int1_0 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_1 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_2 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_1, %int5, %cpu, %int0_2 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %50 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_3 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %50, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %int5_6 = torch.constant.int 5
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %50, %none_4, %none_5, %int5_6, %cpu_7, %int0_8 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %51 = torch.prims.convert_element_type %50, %int6 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %51, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2 = torch.constant.int 2
    %52 = torch.aten.pow.Tensor_Scalar %51, %int2 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %52, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_9 = torch.constant.int -1
    %53 = torch.prim.ListConstruct %int-1_9 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_10 = torch.constant.none
    %54 = torch.aten.mean.dim %52, %53, %true, %none_10 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %54, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_11 = torch.constant.int 1
    %55 = torch.aten.add.Scalar %54, %float1.000000e-05, %int1_11 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %55, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %56 = torch.aten.rsqrt %55 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %56, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %57 = torch.aten.mul.Tensor %51, %56 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %57, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_12 = torch.constant.none
    %none_13 = torch.constant.none
    %int6_14 = torch.constant.int 6
    %cpu_15 = torch.constant.device "cpu"
    %int0_16 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %57, %none_12, %none_13, %int6_14, %cpu_15, %int0_16 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_17 = torch.constant.int 5
    %58 = torch.prims.convert_element_type %57, %int5_17 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %58, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %59 = torch.aten.mul.Tensor %5, %58 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %59, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_18 = torch.constant.none
    %none_19 = torch.constant.none
    %int6_20 = torch.constant.int 6
    %cpu_21 = torch.constant.device "cpu"
    %int0_22 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %59, %none_18, %none_19, %int6_20, %cpu_21, %int0_22 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_23 = torch.constant.int 5
    %60 = torch.prims.convert_element_type %59, %int5_23 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %60, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %61 = torch.prim.ListConstruct %int1_24, %49, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %62 = torch.aten.view %60, %61 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %62, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %63 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %64 = torch.aten.view %62, %63 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %64, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %64, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %65 = torch.prims.convert_element_type %64, %int6_32 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %65, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %66 = torch_c.to_builtin_tensor %65 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %67:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%66) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %68 = torch_c.from_builtin_tensor %67#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %69 = torch_c.from_builtin_tensor %67#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %68, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %69, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_33 = torch.constant.int 1
    %int512_34 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %70 = torch.prim.ListConstruct %int1_33, %49, %int512_34, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %71 = torch.aten.view %69, %70 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %71, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int512_36 = torch.constant.int 512
    %int1_37 = torch.constant.int 1
    %72 = torch.prim.ListConstruct %int1_35, %49, %int512_36, %int1_37 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %73 = torch.aten.view %68, %72 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %73, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_38 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %74 = torch.prim.ListConstruct %int1_38, %49, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %75 = torch.aten.view %71, %74 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %75, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_39 = torch.constant.int -1
    %76 = torch.aten.squeeze.dim %73, %int-1_39 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %76, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_40 = torch.constant.int 8192
    %77 = torch.prim.ListConstruct %int16384, %int8192_40 : (!torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %6, %77 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_41 = torch.constant.int -1
    %79 = torch.aten.squeeze.dim %7, %int-1_41 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %80 = torch_c.to_builtin_tensor %75 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast = tensor.cast %80 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %81 = torch_c.to_builtin_tensor %76 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_42 = tensor.cast %81 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %82 = torch_c.to_builtin_tensor %78 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %83 = torch_c.to_builtin_tensor %79 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %84 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast, %cast_42, %82, %83) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_43 = tensor.cast %84 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %85 = torch_c.from_builtin_tensor %cast_43 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %85, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_44 = torch.constant.int 1
    %int512_45 = torch.constant.int 512
    %int32_46 = torch.constant.int 32
    %86 = torch.prim.ListConstruct %int1_44, %49, %int512_45, %int32_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %87 = torch.aten.view %60, %86 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %87, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_47 = torch.constant.int -1
    %int32_48 = torch.constant.int 32
    %88 = torch.prim.ListConstruct %int-1_47, %int32_48 : (!torch.int, !torch.int) -> !torch.list<int>
    %89 = torch.aten.view %87, %88 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %89, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_49 = torch.constant.none
    %none_50 = torch.constant.none
    %int5_51 = torch.constant.int 5
    %cpu_52 = torch.constant.device "cpu"
    %int0_53 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %89, %none_49, %none_50, %int5_51, %cpu_52, %int0_53 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_54 = torch.constant.int 6
    %90 = torch.prims.convert_element_type %89, %int6_54 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %90, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %91 = torch_c.to_builtin_tensor %90 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %92:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%91) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %93 = torch_c.from_builtin_tensor %92#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %94 = torch_c.from_builtin_tensor %92#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %93, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %94, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_55 = torch.constant.int 1
    %int512_56 = torch.constant.int 512
    %int16_57 = torch.constant.int 16
    %95 = torch.prim.ListConstruct %int1_55, %49, %int512_56, %int16_57 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %94, %95 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %96, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_58 = torch.constant.int 1
    %int512_59 = torch.constant.int 512
    %int1_60 = torch.constant.int 1
    %97 = torch.prim.ListConstruct %int1_58, %49, %int512_59, %int1_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.view %93, %97 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %98, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_61 = torch.constant.int 1
    %int8192_62 = torch.constant.int 8192
    %99 = torch.prim.ListConstruct %int1_61, %49, %int8192_62 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %96, %99 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %100, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_63 = torch.constant.int -1
    %101 = torch.aten.squeeze.dim %98, %int-1_63 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %101, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_64 = torch.constant.int 8192
    %102 = torch.prim.ListConstruct %int1024, %int8192_64 : (!torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %8, %102 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_65 = torch.constant.int -1
    %104 = torch.aten.squeeze.dim %9, %int-1_65 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %105 = torch_c.to_builtin_tensor %100 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_66 = tensor.cast %105 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %106 = torch_c.to_builtin_tensor %101 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_67 = tensor.cast %106 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %107 = torch_c.to_builtin_tensor %103 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %108 = torch_c.to_builtin_tensor %104 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %109 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_66, %cast_67, %107, %108) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_68 = tensor.cast %109 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %110 = torch_c.from_builtin_tensor %cast_68 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %110, [%45], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_69 = torch.constant.int 1
    %int512_70 = torch.constant.int 512
    %int32_71 = torch.constant.int 32
    %111 = torch.prim.ListConstruct %int1_69, %49, %int512_70, %int32_71 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %112 = torch.aten.view %60, %111 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %112, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_72 = torch.constant.int -1
    %int32_73 = torch.constant.int 32
    %113 = torch.prim.ListConstruct %int-1_72, %int32_73 : (!torch.int, !torch.int) -> !torch.list<int>
    %114 = torch.aten.view %112, %113 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %114, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_74 = torch.constant.none
    %none_75 = torch.constant.none
    %int5_76 = torch.constant.int 5
    %cpu_77 = torch.constant.device "cpu"
    %int0_78 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %114, %none_74, %none_75, %int5_76, %cpu_77, %int0_78 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_79 = torch.constant.int 6
    %115 = torch.prims.convert_element_type %114, %int6_79 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %115, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %116 = torch_c.to_builtin_tensor %115 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %117:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%116) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %118 = torch_c.from_builtin_tensor %117#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %119 = torch_c.from_builtin_tensor %117#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %118, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %119, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_80 = torch.constant.int 1
    %int512_81 = torch.constant.int 512
    %int16_82 = torch.constant.int 16
    %120 = torch.prim.ListConstruct %int1_80, %49, %int512_81, %int16_82 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.view %119, %120 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %121, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int1_85 = torch.constant.int 1
    %122 = torch.prim.ListConstruct %int1_83, %49, %int512_84, %int1_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %123 = torch.aten.view %118, %122 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %123, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_86 = torch.constant.int 1
    %int8192_87 = torch.constant.int 8192
    %124 = torch.prim.ListConstruct %int1_86, %49, %int8192_87 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %125 = torch.aten.view %121, %124 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %125, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_88 = torch.constant.int -1
    %126 = torch.aten.squeeze.dim %123, %int-1_88 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %126, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024_89 = torch.constant.int 1024
    %int8192_90 = torch.constant.int 8192
    %127 = torch.prim.ListConstruct %int1024_89, %int8192_90 : (!torch.int, !torch.int) -> !torch.list<int>
    %128 = torch.aten.view %10, %127 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_91 = torch.constant.int -1
    %129 = torch.aten.squeeze.dim %11, %int-1_91 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %130 = torch_c.to_builtin_tensor %125 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_92 = tensor.cast %130 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %131 = torch_c.to_builtin_tensor %126 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_93 = tensor.cast %131 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %132 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %133 = torch_c.to_builtin_tensor %129 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %134 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_92, %cast_93, %132, %133) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_94 = tensor.cast %134 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %135 = torch_c.from_builtin_tensor %cast_94 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %135, [%45], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_95 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_96 = torch.constant.int 128
    %136 = torch.prim.ListConstruct %int1_95, %49, %int128, %int128_96 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %137 = torch.aten.view %85, %136 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %137, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_97 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_98 = torch.constant.int 128
    %138 = torch.prim.ListConstruct %int1_97, %49, %int8, %int128_98 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.view %110, %138 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %139, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_99 = torch.constant.int 1
    %int8_100 = torch.constant.int 8
    %int128_101 = torch.constant.int 128
    %140 = torch.prim.ListConstruct %int1_99, %49, %int8_100, %int128_101 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %141 = torch.aten.view %135, %140 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %141, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_102 = torch.constant.int 0
    %none_103 = torch.constant.none
    %none_104 = torch.constant.none
    %cpu_105 = torch.constant.device "cpu"
    %false_106 = torch.constant.bool false
    %142 = torch.aten.arange.start %int0_102, %49, %none_103, %none_104, %cpu_105, %false_106 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %142, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_107 = torch.constant.int 0
    %143 = torch.aten.unsqueeze %142, %int0_107 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %143, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_108 = torch.constant.int 0
    %int128_109 = torch.constant.int 128
    %int2_110 = torch.constant.int 2
    %none_111 = torch.constant.none
    %none_112 = torch.constant.none
    %cpu_113 = torch.constant.device "cpu"
    %false_114 = torch.constant.bool false
    %144 = torch.aten.arange.start_step %int0_108, %int128_109, %int2_110, %none_111, %none_112, %cpu_113, %false_114 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_115 = torch.constant.none
    %none_116 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_117 = torch.constant.device "cpu"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %144, %none_115, %none_116, %int4, %cpu_117, %int0_118 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_119 = torch.constant.int 6
    %145 = torch.prims.convert_element_type %144, %int6_119 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_120 = torch.constant.int 128
    %146 = torch.aten.div.Scalar %145, %int128_120 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %147 = torch.aten.pow.Scalar %float5.000000e05, %146 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %148 = torch.aten.reciprocal %147 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %149 = torch.aten.mul.Scalar %148, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_121 = torch.constant.none
    %150 = torch.aten.clone %1, %none_121 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_122 = torch.constant.int 0
    %151 = torch.aten.unsqueeze %149, %int0_122 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_123 = torch.constant.int 2
    %152 = torch.aten.unsqueeze %151, %int2_123 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_124 = torch.constant.none
    %none_125 = torch.constant.none
    %int6_126 = torch.constant.int 6
    %cpu_127 = torch.constant.device "cpu"
    %int0_128 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %152, %none_124, %none_125, %int6_126, %cpu_127, %int0_128 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_129 = torch.constant.int 1
    %int-1_130 = torch.constant.int -1
    %int1_131 = torch.constant.int 1
    %153 = torch.prim.ListConstruct %int1_129, %int-1_130, %int1_131 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_132 = torch.constant.bool false
    %154 = torch.aten.expand %152, %153, %false_132 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_133 = torch.constant.int 1
    %155 = torch.aten.unsqueeze %143, %int1_133 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %155, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_134 = torch.constant.none
    %none_135 = torch.constant.none
    %int4_136 = torch.constant.int 4
    %cpu_137 = torch.constant.device "cpu"
    %int0_138 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %155, %none_134, %none_135, %int4_136, %cpu_137, %int0_138 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_139 = torch.constant.int 6
    %156 = torch.prims.convert_element_type %155, %int6_139 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %156, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %157 = torch.aten.matmul %154, %156 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %157, [%45], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_140 = torch.constant.int 1
    %int2_141 = torch.constant.int 2
    %158 = torch.aten.transpose.int %157, %int1_140, %int2_141 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %158, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %159 = torch.aten.cos %158 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %159, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %160 = torch.aten.mul.Tensor %159, %150 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %160, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_142 = torch.constant.none
    %none_143 = torch.constant.none
    %int6_144 = torch.constant.int 6
    %cpu_145 = torch.constant.device "cpu"
    %int0_146 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %160, %none_142, %none_143, %int6_144, %cpu_145, %int0_146 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_147 = torch.constant.int 5
    %161 = torch.prims.convert_element_type %160, %int5_147 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %161, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %162 = torch.aten.sin %158 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %162, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %163 = torch.aten.mul.Tensor %162, %150 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %163, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_148 = torch.constant.none
    %none_149 = torch.constant.none
    %int6_150 = torch.constant.int 6
    %cpu_151 = torch.constant.device "cpu"
    %int0_152 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %163, %none_148, %none_149, %int6_150, %cpu_151, %int0_152 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_153 = torch.constant.int 5
    %164 = torch.prims.convert_element_type %163, %int5_153 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %164, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_154 = torch.constant.int 2
    %165 = torch.aten.unsqueeze %161, %int2_154 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %165, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_155 = torch.constant.int 2
    %166 = torch.aten.unsqueeze %164, %int2_155 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %166, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_156 = torch.constant.none
    %none_157 = torch.constant.none
    %int5_158 = torch.constant.int 5
    %cpu_159 = torch.constant.device "cpu"
    %int0_160 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %165, %none_156, %none_157, %int5_158, %cpu_159, %int0_160 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_161 = torch.constant.none
    %none_162 = torch.constant.none
    %int5_163 = torch.constant.int 5
    %cpu_164 = torch.constant.device "cpu"
    %int0_165 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %166, %none_161, %none_162, %int5_163, %cpu_164, %int0_165 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_166 = torch.constant.none
    %none_167 = torch.constant.none
    %int5_168 = torch.constant.int 5
    %cpu_169 = torch.constant.device "cpu"
    %int0_170 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %137, %none_166, %none_167, %int5_168, %cpu_169, %int0_170 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_171 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_172 = torch.constant.int 1
    %167 = torch.aten.slice.Tensor %137, %int3, %int0_171, %int64, %int1_172 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %167, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int3_173 = torch.constant.int 3
    %int64_174 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_175 = torch.constant.int 1
    %168 = torch.aten.slice.Tensor %137, %int3_173, %int64_174, %int9223372036854775807, %int1_175 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %168, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %169 = torch.aten.mul.Tensor %167, %165 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %169, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %170 = torch.aten.mul.Tensor %168, %166 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %170, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_176 = torch.constant.int 1
    %171 = torch.aten.sub.Tensor %169, %170, %int1_176 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %171, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %172 = torch.aten.mul.Tensor %168, %165 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %172, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %173 = torch.aten.mul.Tensor %167, %166 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %173, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_177 = torch.constant.int 1
    %174 = torch.aten.add.Tensor %172, %173, %int1_177 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %174, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %175 = torch_c.to_builtin_tensor %171 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_178 = tensor.cast %175 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %176 = torch_c.to_builtin_tensor %174 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_179 = tensor.cast %176 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %177 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_178, %cast_179) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_180 = tensor.cast %177 : tensor<?x?x?x2x?xf16> to tensor<1x?x128x2x64xf16>
    %178 = torch_c.from_builtin_tensor %cast_180 : tensor<1x?x128x2x64xf16> -> !torch.vtensor<[1,?,128,2,64],f16>
    torch.bind_symbolic_shape %178, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 2, 64)> : !torch.vtensor<[1,?,128,2,64],f16>
    %int1_181 = torch.constant.int 1
    %int128_182 = torch.constant.int 128
    %int128_183 = torch.constant.int 128
    %179 = torch.prim.ListConstruct %int1_181, %49, %int128_182, %int128_183 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %180 = torch.aten.view %178, %179 : !torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %180, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %none_184 = torch.constant.none
    %none_185 = torch.constant.none
    %int5_186 = torch.constant.int 5
    %cpu_187 = torch.constant.device "cpu"
    %int0_188 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %180, %none_184, %none_185, %int5_186, %cpu_187, %int0_188 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_189 = torch.constant.int 0
    %none_190 = torch.constant.none
    %none_191 = torch.constant.none
    %cpu_192 = torch.constant.device "cpu"
    %false_193 = torch.constant.bool false
    %181 = torch.aten.arange.start %int0_189, %49, %none_190, %none_191, %cpu_192, %false_193 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %181, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_194 = torch.constant.int 0
    %182 = torch.aten.unsqueeze %181, %int0_194 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %182, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_195 = torch.constant.int 0
    %int128_196 = torch.constant.int 128
    %int2_197 = torch.constant.int 2
    %none_198 = torch.constant.none
    %none_199 = torch.constant.none
    %cpu_200 = torch.constant.device "cpu"
    %false_201 = torch.constant.bool false
    %183 = torch.aten.arange.start_step %int0_195, %int128_196, %int2_197, %none_198, %none_199, %cpu_200, %false_201 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_202 = torch.constant.none
    %none_203 = torch.constant.none
    %int4_204 = torch.constant.int 4
    %cpu_205 = torch.constant.device "cpu"
    %int0_206 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %183, %none_202, %none_203, %int4_204, %cpu_205, %int0_206 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_207 = torch.constant.int 6
    %184 = torch.prims.convert_element_type %183, %int6_207 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_208 = torch.constant.int 128
    %185 = torch.aten.div.Scalar %184, %int128_208 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_209 = torch.constant.float 5.000000e+05
    %186 = torch.aten.pow.Scalar %float5.000000e05_209, %185 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %187 = torch.aten.reciprocal %186 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_210 = torch.constant.float 1.000000e+00
    %188 = torch.aten.mul.Scalar %187, %float1.000000e00_210 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_211 = torch.constant.none
    %189 = torch.aten.clone %2, %none_211 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_212 = torch.constant.int 0
    %190 = torch.aten.unsqueeze %188, %int0_212 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_213 = torch.constant.int 2
    %191 = torch.aten.unsqueeze %190, %int2_213 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_214 = torch.constant.none
    %none_215 = torch.constant.none
    %int6_216 = torch.constant.int 6
    %cpu_217 = torch.constant.device "cpu"
    %int0_218 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %191, %none_214, %none_215, %int6_216, %cpu_217, %int0_218 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_219 = torch.constant.int 1
    %int-1_220 = torch.constant.int -1
    %int1_221 = torch.constant.int 1
    %192 = torch.prim.ListConstruct %int1_219, %int-1_220, %int1_221 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_222 = torch.constant.bool false
    %193 = torch.aten.expand %191, %192, %false_222 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_223 = torch.constant.int 1
    %194 = torch.aten.unsqueeze %182, %int1_223 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %194, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_224 = torch.constant.none
    %none_225 = torch.constant.none
    %int4_226 = torch.constant.int 4
    %cpu_227 = torch.constant.device "cpu"
    %int0_228 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %194, %none_224, %none_225, %int4_226, %cpu_227, %int0_228 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_229 = torch.constant.int 6
    %195 = torch.prims.convert_element_type %194, %int6_229 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %195, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %196 = torch.aten.matmul %193, %195 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %196, [%45], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_230 = torch.constant.int 1
    %int2_231 = torch.constant.int 2
    %197 = torch.aten.transpose.int %196, %int1_230, %int2_231 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %197, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %198 = torch.aten.cos %197 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %198, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %199 = torch.aten.mul.Tensor %198, %189 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %199, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int6_234 = torch.constant.int 6
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %199, %none_232, %none_233, %int6_234, %cpu_235, %int0_236 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_237 = torch.constant.int 5
    %200 = torch.prims.convert_element_type %199, %int5_237 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %200, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %201 = torch.aten.sin %197 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %201, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %202 = torch.aten.mul.Tensor %201, %189 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %202, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_238 = torch.constant.none
    %none_239 = torch.constant.none
    %int6_240 = torch.constant.int 6
    %cpu_241 = torch.constant.device "cpu"
    %int0_242 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %202, %none_238, %none_239, %int6_240, %cpu_241, %int0_242 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_243 = torch.constant.int 5
    %203 = torch.prims.convert_element_type %202, %int5_243 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %203, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_244 = torch.constant.int 2
    %204 = torch.aten.unsqueeze %200, %int2_244 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %204, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_245 = torch.constant.int 2
    %205 = torch.aten.unsqueeze %203, %int2_245 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %205, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_246 = torch.constant.none
    %none_247 = torch.constant.none
    %int5_248 = torch.constant.int 5
    %cpu_249 = torch.constant.device "cpu"
    %int0_250 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %204, %none_246, %none_247, %int5_248, %cpu_249, %int0_250 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_251 = torch.constant.none
    %none_252 = torch.constant.none
    %int5_253 = torch.constant.int 5
    %cpu_254 = torch.constant.device "cpu"
    %int0_255 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %205, %none_251, %none_252, %int5_253, %cpu_254, %int0_255 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_256 = torch.constant.none
    %none_257 = torch.constant.none
    %int5_258 = torch.constant.int 5
    %cpu_259 = torch.constant.device "cpu"
    %int0_260 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %139, %none_256, %none_257, %int5_258, %cpu_259, %int0_260 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_261 = torch.constant.int 3
    %int0_262 = torch.constant.int 0
    %int64_263 = torch.constant.int 64
    %int1_264 = torch.constant.int 1
    %206 = torch.aten.slice.Tensor %139, %int3_261, %int0_262, %int64_263, %int1_264 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %206, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_265 = torch.constant.int 3
    %int64_266 = torch.constant.int 64
    %int9223372036854775807_267 = torch.constant.int 9223372036854775807
    %int1_268 = torch.constant.int 1
    %207 = torch.aten.slice.Tensor %139, %int3_265, %int64_266, %int9223372036854775807_267, %int1_268 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %207, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %208 = torch.aten.mul.Tensor %206, %204 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %208, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %209 = torch.aten.mul.Tensor %207, %205 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %209, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_269 = torch.constant.int 1
    %210 = torch.aten.sub.Tensor %208, %209, %int1_269 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %210, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %211 = torch.aten.mul.Tensor %207, %204 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %211, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %212 = torch.aten.mul.Tensor %206, %205 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %212, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_270 = torch.constant.int 1
    %213 = torch.aten.add.Tensor %211, %212, %int1_270 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %213, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %214 = torch_c.to_builtin_tensor %210 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_271 = tensor.cast %214 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %215 = torch_c.to_builtin_tensor %213 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_272 = tensor.cast %215 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %216 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_271, %cast_272) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_273 = tensor.cast %216 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %217 = torch_c.from_builtin_tensor %cast_273 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %217, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_274 = torch.constant.int 1
    %int8_275 = torch.constant.int 8
    %int128_276 = torch.constant.int 128
    %218 = torch.prim.ListConstruct %int1_274, %49, %int8_275, %int128_276 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten.view %217, %218 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %219, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_277 = torch.constant.none
    %none_278 = torch.constant.none
    %int5_279 = torch.constant.int 5
    %cpu_280 = torch.constant.device "cpu"
    %int0_281 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %219, %none_277, %none_278, %int5_279, %cpu_280, %int0_281 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %220 = torch.aten.div.Tensor %219, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %220, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %221 = torch.aten.clamp %220, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %221, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_282 = torch.constant.none
    %none_283 = torch.constant.none
    %int5_284 = torch.constant.int 5
    %cpu_285 = torch.constant.device "cpu"
    %int0_286 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %221, %none_282, %none_283, %int5_284, %cpu_285, %int0_286 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %222 = torch.prims.convert_element_type %221, %int24 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %222, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %223 = torch.aten.div.Tensor %141, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %223, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02_287 = torch.constant.float -4.480000e+02
    %float4.480000e02_288 = torch.constant.float 4.480000e+02
    %224 = torch.aten.clamp %223, %float-4.480000e02_287, %float4.480000e02_288 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %224, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_289 = torch.constant.none
    %none_290 = torch.constant.none
    %int5_291 = torch.constant.int 5
    %cpu_292 = torch.constant.device "cpu"
    %int0_293 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %224, %none_289, %none_290, %int5_291, %cpu_292, %int0_293 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_294 = torch.constant.int 24
    %225 = torch.prims.convert_element_type %224, %int24_294 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %225, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int2_295 = torch.constant.int 2
    %int2_296 = torch.constant.int 2
    %int8_297 = torch.constant.int 8
    %int32_298 = torch.constant.int 32
    %int128_299 = torch.constant.int 128
    %226 = torch.prim.ListConstruct %48, %int2_295, %int2_296, %int8_297, %int32_298, %int128_299 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %227 = torch.aten.view %43, %226 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %227, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int2_300 = torch.constant.int 2
    %228 = torch.aten.mul.int %48, %int2_300 : !torch.int, !torch.int -> !torch.int
    %int2_301 = torch.constant.int 2
    %229 = torch.aten.mul.int %228, %int2_301 : !torch.int, !torch.int -> !torch.int
    %int8_302 = torch.constant.int 8
    %int32_303 = torch.constant.int 32
    %int128_304 = torch.constant.int 128
    %230 = torch.prim.ListConstruct %229, %int8_302, %int32_303, %int128_304 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.view %227, %230 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %231, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_305 = torch.constant.int 2
    %232 = torch.aten.mul.Scalar %arg2, %int2_305 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %232, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_306 = torch.constant.int 0
    %int1_307 = torch.constant.int 1
    %233 = torch.aten.add.Scalar %232, %int0_306, %int1_307 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %233, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_308 = torch.constant.int 2
    %234 = torch.aten.mul.Scalar %233, %int2_308 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %234, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_309 = torch.constant.int 0
    %int1_310 = torch.constant.int 1
    %235 = torch.aten.add.Scalar %234, %int0_309, %int1_310 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %235, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %236 = torch.prim.ListConstruct %47 : (!torch.int) -> !torch.list<int>
    %237 = torch.aten.view %235, %236 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %237, [%45], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_311 = torch.constant.int 1
    %int32_312 = torch.constant.int 32
    %int8_313 = torch.constant.int 8
    %int128_314 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %int1_311, %47, %int32_312, %int8_313, %int128_314 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %222, %238 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %239, [%45], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_315 = torch.constant.int 32
    %int8_316 = torch.constant.int 8
    %int128_317 = torch.constant.int 128
    %240 = torch.prim.ListConstruct %47, %int32_315, %int8_316, %int128_317 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.view %239, %240 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %241, [%45], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_318 = torch.constant.int 1
    %int2_319 = torch.constant.int 2
    %242 = torch.aten.transpose.int %241, %int1_318, %int2_319 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %242, [%45], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_320 = torch.constant.none
    %none_321 = torch.constant.none
    %int24_322 = torch.constant.int 24
    %cpu_323 = torch.constant.device "cpu"
    %int0_324 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %242, %none_320, %none_321, %int24_322, %cpu_323, %int0_324 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %243 = torch.prim.ListConstruct %237 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_325 = torch.constant.bool false
    %244 = torch.aten.index_put %231, %243, %242, %false_325 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %244, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_326 = torch.constant.int 2
    %int2_327 = torch.constant.int 2
    %int8_328 = torch.constant.int 8
    %int32_329 = torch.constant.int 32
    %int128_330 = torch.constant.int 128
    %245 = torch.prim.ListConstruct %48, %int2_326, %int2_327, %int8_328, %int32_329, %int128_330 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %246, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072 = torch.constant.int 131072
    %247 = torch.prim.ListConstruct %48, %int131072 : (!torch.int, !torch.int) -> !torch.list<int>
    %248 = torch.aten.view %246, %247 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %248, [%46], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int2_331 = torch.constant.int 2
    %int2_332 = torch.constant.int 2
    %int8_333 = torch.constant.int 8
    %int32_334 = torch.constant.int 32
    %int128_335 = torch.constant.int 128
    %249 = torch.prim.ListConstruct %48, %int2_331, %int2_332, %int8_333, %int32_334, %int128_335 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %250 = torch.aten.view %248, %249 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %250, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int8_336 = torch.constant.int 8
    %int32_337 = torch.constant.int 32
    %int128_338 = torch.constant.int 128
    %251 = torch.prim.ListConstruct %229, %int8_336, %int32_337, %int128_338 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %252 = torch.aten.view %250, %251 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %252, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_339 = torch.constant.int 2
    %253 = torch.aten.mul.Scalar %arg2, %int2_339 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %253, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_340 = torch.constant.int 0
    %int1_341 = torch.constant.int 1
    %254 = torch.aten.add.Scalar %253, %int0_340, %int1_341 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %254, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_342 = torch.constant.int 2
    %255 = torch.aten.mul.Scalar %254, %int2_342 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %255, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_343 = torch.constant.int 1
    %int1_344 = torch.constant.int 1
    %256 = torch.aten.add.Scalar %255, %int1_343, %int1_344 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %256, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %257 = torch.prim.ListConstruct %47 : (!torch.int) -> !torch.list<int>
    %258 = torch.aten.view %256, %257 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %258, [%45], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_345 = torch.constant.int 1
    %int32_346 = torch.constant.int 32
    %int8_347 = torch.constant.int 8
    %int128_348 = torch.constant.int 128
    %259 = torch.prim.ListConstruct %int1_345, %47, %int32_346, %int8_347, %int128_348 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %260 = torch.aten.view %225, %259 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %260, [%45], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_349 = torch.constant.int 32
    %int8_350 = torch.constant.int 8
    %int128_351 = torch.constant.int 128
    %261 = torch.prim.ListConstruct %47, %int32_349, %int8_350, %int128_351 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %262 = torch.aten.view %260, %261 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %262, [%45], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_352 = torch.constant.int 1
    %int2_353 = torch.constant.int 2
    %263 = torch.aten.transpose.int %262, %int1_352, %int2_353 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %263, [%45], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_354 = torch.constant.none
    %none_355 = torch.constant.none
    %int24_356 = torch.constant.int 24
    %cpu_357 = torch.constant.device "cpu"
    %int0_358 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %263, %none_354, %none_355, %int24_356, %cpu_357, %int0_358 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %264 = torch.prim.ListConstruct %258 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_359 = torch.constant.bool false
    %265 = torch.aten.index_put %252, %264, %263, %false_359 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %265, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_360 = torch.constant.int 2
    %int2_361 = torch.constant.int 2
    %int8_362 = torch.constant.int 8
    %int32_363 = torch.constant.int 32
    %int128_364 = torch.constant.int 128
    %266 = torch.prim.ListConstruct %48, %int2_360, %int2_361, %int8_362, %int32_363, %int128_364 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %267 = torch.aten.view %265, %266 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %267, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_365 = torch.constant.int 131072
    %268 = torch.prim.ListConstruct %48, %int131072_365 : (!torch.int, !torch.int) -> !torch.list<int>
    %269 = torch.aten.view %267, %268 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %269, [%46], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int0_366 = torch.constant.int 0
    %int1_367 = torch.constant.int 1
    %none_368 = torch.constant.none
    %none_369 = torch.constant.none
    %cpu_370 = torch.constant.device "cpu"
    %false_371 = torch.constant.bool false
    %270 = torch.aten.arange.start_step %int0_366, %49, %int1_367, %none_368, %none_369, %cpu_370, %false_371 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %270, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_372 = torch.constant.int -1
    %271 = torch.aten.unsqueeze %arg1, %int-1_372 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %272 = torch.aten.ge.Tensor %270, %271 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %272, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_373 = torch.constant.none
    %none_374 = torch.constant.none
    %cpu_375 = torch.constant.device "cpu"
    %false_376 = torch.constant.bool false
    %273 = torch.aten.arange %49, %none_373, %none_374, %cpu_375, %false_376 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %273, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_377 = torch.constant.int 0
    %274 = torch.aten.unsqueeze %273, %int0_377 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %274, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_378 = torch.constant.int 1
    %275 = torch.aten.unsqueeze %274, %int1_378 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %275, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_379 = torch.constant.int 2
    %276 = torch.aten.unsqueeze %275, %int2_379 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %276, [%45], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_380 = torch.constant.none
    %none_381 = torch.constant.none
    %cpu_382 = torch.constant.device "cpu"
    %false_383 = torch.constant.bool false
    %277 = torch.aten.arange %49, %none_380, %none_381, %cpu_382, %false_383 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %277, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_384 = torch.constant.int 0
    %278 = torch.aten.unsqueeze %277, %int0_384 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %278, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_385 = torch.constant.int 1
    %279 = torch.aten.unsqueeze %278, %int1_385 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %279, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_386 = torch.constant.int 3
    %280 = torch.aten.unsqueeze %279, %int3_386 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %280, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %281 = torch.aten.gt.Tensor %276, %280 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %281, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_387 = torch.constant.int 1
    %282 = torch.aten.unsqueeze %272, %int1_387 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %282, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_388 = torch.constant.int 2
    %283 = torch.aten.unsqueeze %282, %int2_388 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %283, [%45], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %284 = torch.aten.logical_or %281, %283 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %284, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_389 = torch.constant.none
    %285 = torch.aten.clone %4, %none_389 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_390 = torch.constant.int 0
    %286 = torch.aten.where.ScalarOther %284, %285, %int0_390 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %286, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_391 = torch.constant.none
    %none_392 = torch.constant.none
    %int5_393 = torch.constant.int 5
    %cpu_394 = torch.constant.device "cpu"
    %int0_395 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %286, %none_391, %none_392, %int5_393, %cpu_394, %int0_395 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_396 = torch.constant.none
    %none_397 = torch.constant.none
    %int5_398 = torch.constant.int 5
    %cpu_399 = torch.constant.device "cpu"
    %int0_400 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %286, %none_396, %none_397, %int5_398, %cpu_399, %int0_400 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_401 = torch.constant.none
    %none_402 = torch.constant.none
    %int24_403 = torch.constant.int 24
    %cpu_404 = torch.constant.device "cpu"
    %int0_405 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %222, %none_401, %none_402, %int24_403, %cpu_404, %int0_405 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_406 = torch.constant.int 5
    %287 = torch.prims.convert_element_type %222, %int5_406 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %287, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %288 = torch.aten.mul.Tensor %287, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %288, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_407 = torch.constant.none
    %none_408 = torch.constant.none
    %int24_409 = torch.constant.int 24
    %cpu_410 = torch.constant.device "cpu"
    %int0_411 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %225, %none_407, %none_408, %int24_409, %cpu_410, %int0_411 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_412 = torch.constant.int 5
    %289 = torch.prims.convert_element_type %225, %int5_412 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %289, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %290 = torch.aten.mul.Tensor %289, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %290, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2 = torch.constant.int -2
    %291 = torch.aten.unsqueeze %288, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %291, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_413 = torch.constant.int 1
    %int8_414 = torch.constant.int 8
    %int16_415 = torch.constant.int 16
    %int128_416 = torch.constant.int 128
    %292 = torch.prim.ListConstruct %int1_413, %49, %int8_414, %int16_415, %int128_416 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_417 = torch.constant.bool false
    %293 = torch.aten.expand %291, %292, %false_417 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %293, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_418 = torch.constant.int 0
    %294 = torch.aten.clone %293, %int0_418 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %294, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_419 = torch.constant.int 1
    %int128_420 = torch.constant.int 128
    %int128_421 = torch.constant.int 128
    %295 = torch.prim.ListConstruct %int1_419, %49, %int128_420, %int128_421 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %296 = torch.aten._unsafe_view %294, %295 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %296, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_422 = torch.constant.int -2
    %297 = torch.aten.unsqueeze %290, %int-2_422 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %297, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_423 = torch.constant.int 1
    %int8_424 = torch.constant.int 8
    %int16_425 = torch.constant.int 16
    %int128_426 = torch.constant.int 128
    %298 = torch.prim.ListConstruct %int1_423, %49, %int8_424, %int16_425, %int128_426 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_427 = torch.constant.bool false
    %299 = torch.aten.expand %297, %298, %false_427 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %299, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_428 = torch.constant.int 0
    %300 = torch.aten.clone %299, %int0_428 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %300, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_429 = torch.constant.int 1
    %int128_430 = torch.constant.int 128
    %int128_431 = torch.constant.int 128
    %301 = torch.prim.ListConstruct %int1_429, %49, %int128_430, %int128_431 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %302 = torch.aten._unsafe_view %300, %301 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %302, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_432 = torch.constant.int 1
    %int2_433 = torch.constant.int 2
    %303 = torch.aten.transpose.int %180, %int1_432, %int2_433 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %303, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_434 = torch.constant.int 1
    %int2_435 = torch.constant.int 2
    %304 = torch.aten.transpose.int %296, %int1_434, %int2_435 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %304, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_436 = torch.constant.int 1
    %int2_437 = torch.constant.int 2
    %305 = torch.aten.transpose.int %302, %int1_436, %int2_437 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %305, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_438 = torch.constant.bool false
    %none_439 = torch.constant.none
    %false_440 = torch.constant.bool false
    %306 = torch.aten.scaled_dot_product_attention %303, %304, %305, %286, %float0.000000e00, %false_438, %none_439, %false_440 : !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %306, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_441 = torch.constant.int 1
    %int2_442 = torch.constant.int 2
    %307 = torch.aten.transpose.int %306, %int1_441, %int2_442 : !torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %307, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_443 = torch.constant.int 1
    %int16384_444 = torch.constant.int 16384
    %308 = torch.prim.ListConstruct %int1_443, %49, %int16384_444 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %309 = torch.aten.view %307, %308 : !torch.vtensor<[1,?,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %309, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_445 = torch.constant.int 1
    %int512_446 = torch.constant.int 512
    %int32_447 = torch.constant.int 32
    %310 = torch.prim.ListConstruct %int1_445, %49, %int512_446, %int32_447 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %311 = torch.aten.view %309, %310 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %311, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_448 = torch.constant.int -1
    %int32_449 = torch.constant.int 32
    %312 = torch.prim.ListConstruct %int-1_448, %int32_449 : (!torch.int, !torch.int) -> !torch.list<int>
    %313 = torch.aten.view %311, %312 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %313, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_450 = torch.constant.none
    %none_451 = torch.constant.none
    %int5_452 = torch.constant.int 5
    %cpu_453 = torch.constant.device "cpu"
    %int0_454 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %313, %none_450, %none_451, %int5_452, %cpu_453, %int0_454 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_455 = torch.constant.int 6
    %314 = torch.prims.convert_element_type %313, %int6_455 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %314, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %315 = torch_c.to_builtin_tensor %314 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %316:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%315) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %317 = torch_c.from_builtin_tensor %316#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %318 = torch_c.from_builtin_tensor %316#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %317, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %318, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_456 = torch.constant.int 1
    %int512_457 = torch.constant.int 512
    %int16_458 = torch.constant.int 16
    %319 = torch.prim.ListConstruct %int1_456, %49, %int512_457, %int16_458 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %320 = torch.aten.view %318, %319 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %320, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_459 = torch.constant.int 1
    %int512_460 = torch.constant.int 512
    %int1_461 = torch.constant.int 1
    %321 = torch.prim.ListConstruct %int1_459, %49, %int512_460, %int1_461 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %322 = torch.aten.view %317, %321 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %322, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_462 = torch.constant.int 1
    %int8192_463 = torch.constant.int 8192
    %323 = torch.prim.ListConstruct %int1_462, %49, %int8192_463 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %324 = torch.aten.view %320, %323 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %324, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_464 = torch.constant.int -1
    %325 = torch.aten.squeeze.dim %322, %int-1_464 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %325, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384_465 = torch.constant.int 16384
    %int8192_466 = torch.constant.int 8192
    %326 = torch.prim.ListConstruct %int16384_465, %int8192_466 : (!torch.int, !torch.int) -> !torch.list<int>
    %327 = torch.aten.view %12, %326 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_467 = torch.constant.int -1
    %328 = torch.aten.squeeze.dim %13, %int-1_467 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %329 = torch_c.to_builtin_tensor %324 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_468 = tensor.cast %329 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %330 = torch_c.to_builtin_tensor %325 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_469 = tensor.cast %330 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %331 = torch_c.to_builtin_tensor %327 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %332 = torch_c.to_builtin_tensor %328 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %333 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_468, %cast_469, %331, %332) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_470 = tensor.cast %333 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %334 = torch_c.from_builtin_tensor %cast_470 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %334, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_471 = torch.constant.none
    %none_472 = torch.constant.none
    %int5_473 = torch.constant.int 5
    %cpu_474 = torch.constant.device "cpu"
    %int0_475 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %334, %none_471, %none_472, %int5_473, %cpu_474, %int0_475 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_476 = torch.constant.int 1
    %335 = torch.aten.add.Tensor %50, %334, %int1_476 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %335, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_477 = torch.constant.none
    %none_478 = torch.constant.none
    %int5_479 = torch.constant.int 5
    %cpu_480 = torch.constant.device "cpu"
    %int0_481 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %335, %none_477, %none_478, %int5_479, %cpu_480, %int0_481 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_482 = torch.constant.int 6
    %336 = torch.prims.convert_element_type %335, %int6_482 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %336, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_483 = torch.constant.int 2
    %337 = torch.aten.pow.Tensor_Scalar %336, %int2_483 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %337, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_484 = torch.constant.int -1
    %338 = torch.prim.ListConstruct %int-1_484 : (!torch.int) -> !torch.list<int>
    %true_485 = torch.constant.bool true
    %none_486 = torch.constant.none
    %339 = torch.aten.mean.dim %337, %338, %true_485, %none_486 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %339, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_487 = torch.constant.float 1.000000e-05
    %int1_488 = torch.constant.int 1
    %340 = torch.aten.add.Scalar %339, %float1.000000e-05_487, %int1_488 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %340, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %341 = torch.aten.rsqrt %340 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %341, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %342 = torch.aten.mul.Tensor %336, %341 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %342, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_489 = torch.constant.none
    %none_490 = torch.constant.none
    %int6_491 = torch.constant.int 6
    %cpu_492 = torch.constant.device "cpu"
    %int0_493 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %342, %none_489, %none_490, %int6_491, %cpu_492, %int0_493 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_494 = torch.constant.int 5
    %343 = torch.prims.convert_element_type %342, %int5_494 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %343, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %344 = torch.aten.mul.Tensor %14, %343 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %344, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_495 = torch.constant.none
    %none_496 = torch.constant.none
    %int6_497 = torch.constant.int 6
    %cpu_498 = torch.constant.device "cpu"
    %int0_499 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %344, %none_495, %none_496, %int6_497, %cpu_498, %int0_499 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_500 = torch.constant.int 5
    %345 = torch.prims.convert_element_type %344, %int5_500 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %345, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_501 = torch.constant.int 1
    %int512_502 = torch.constant.int 512
    %int32_503 = torch.constant.int 32
    %346 = torch.prim.ListConstruct %int1_501, %49, %int512_502, %int32_503 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %347 = torch.aten.view %345, %346 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %347, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_504 = torch.constant.int -1
    %int32_505 = torch.constant.int 32
    %348 = torch.prim.ListConstruct %int-1_504, %int32_505 : (!torch.int, !torch.int) -> !torch.list<int>
    %349 = torch.aten.view %347, %348 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %349, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_506 = torch.constant.none
    %none_507 = torch.constant.none
    %int5_508 = torch.constant.int 5
    %cpu_509 = torch.constant.device "cpu"
    %int0_510 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %349, %none_506, %none_507, %int5_508, %cpu_509, %int0_510 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_511 = torch.constant.int 6
    %350 = torch.prims.convert_element_type %349, %int6_511 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %350, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %351 = torch_c.to_builtin_tensor %350 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %352:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%351) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %353 = torch_c.from_builtin_tensor %352#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %354 = torch_c.from_builtin_tensor %352#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %353, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %354, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_512 = torch.constant.int 1
    %int512_513 = torch.constant.int 512
    %int16_514 = torch.constant.int 16
    %355 = torch.prim.ListConstruct %int1_512, %49, %int512_513, %int16_514 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %356 = torch.aten.view %354, %355 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %356, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_515 = torch.constant.int 1
    %int512_516 = torch.constant.int 512
    %int1_517 = torch.constant.int 1
    %357 = torch.prim.ListConstruct %int1_515, %49, %int512_516, %int1_517 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %358 = torch.aten.view %353, %357 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %358, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_518 = torch.constant.int 1
    %int8192_519 = torch.constant.int 8192
    %359 = torch.prim.ListConstruct %int1_518, %49, %int8192_519 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %360 = torch.aten.view %356, %359 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %360, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_520 = torch.constant.int -1
    %361 = torch.aten.squeeze.dim %358, %int-1_520 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %361, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_521 = torch.constant.int 8192
    %362 = torch.prim.ListConstruct %int53248, %int8192_521 : (!torch.int, !torch.int) -> !torch.list<int>
    %363 = torch.aten.view %15, %362 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_522 = torch.constant.int -1
    %364 = torch.aten.squeeze.dim %16, %int-1_522 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %365 = torch_c.to_builtin_tensor %360 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_523 = tensor.cast %365 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %366 = torch_c.to_builtin_tensor %361 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_524 = tensor.cast %366 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %367 = torch_c.to_builtin_tensor %363 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %368 = torch_c.to_builtin_tensor %364 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %369 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_523, %cast_524, %367, %368) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_525 = tensor.cast %369 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %370 = torch_c.from_builtin_tensor %cast_525 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %370, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %371 = torch.aten.silu %370 : !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %371, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_526 = torch.constant.int 1
    %int512_527 = torch.constant.int 512
    %int32_528 = torch.constant.int 32
    %372 = torch.prim.ListConstruct %int1_526, %49, %int512_527, %int32_528 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %373 = torch.aten.view %345, %372 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %373, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_529 = torch.constant.int -1
    %int32_530 = torch.constant.int 32
    %374 = torch.prim.ListConstruct %int-1_529, %int32_530 : (!torch.int, !torch.int) -> !torch.list<int>
    %375 = torch.aten.view %373, %374 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %375, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_531 = torch.constant.none
    %none_532 = torch.constant.none
    %int5_533 = torch.constant.int 5
    %cpu_534 = torch.constant.device "cpu"
    %int0_535 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %375, %none_531, %none_532, %int5_533, %cpu_534, %int0_535 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_536 = torch.constant.int 6
    %376 = torch.prims.convert_element_type %375, %int6_536 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %376, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %377 = torch_c.to_builtin_tensor %376 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %378:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%377) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %379 = torch_c.from_builtin_tensor %378#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %380 = torch_c.from_builtin_tensor %378#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %379, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %380, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_537 = torch.constant.int 1
    %int512_538 = torch.constant.int 512
    %int16_539 = torch.constant.int 16
    %381 = torch.prim.ListConstruct %int1_537, %49, %int512_538, %int16_539 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %382 = torch.aten.view %380, %381 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %382, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_540 = torch.constant.int 1
    %int512_541 = torch.constant.int 512
    %int1_542 = torch.constant.int 1
    %383 = torch.prim.ListConstruct %int1_540, %49, %int512_541, %int1_542 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %384 = torch.aten.view %379, %383 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %384, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_543 = torch.constant.int 1
    %int8192_544 = torch.constant.int 8192
    %385 = torch.prim.ListConstruct %int1_543, %49, %int8192_544 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %386 = torch.aten.view %382, %385 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %386, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_545 = torch.constant.int -1
    %387 = torch.aten.squeeze.dim %384, %int-1_545 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %387, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248_546 = torch.constant.int 53248
    %int8192_547 = torch.constant.int 8192
    %388 = torch.prim.ListConstruct %int53248_546, %int8192_547 : (!torch.int, !torch.int) -> !torch.list<int>
    %389 = torch.aten.view %17, %388 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_548 = torch.constant.int -1
    %390 = torch.aten.squeeze.dim %18, %int-1_548 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %391 = torch_c.to_builtin_tensor %386 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_549 = tensor.cast %391 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %392 = torch_c.to_builtin_tensor %387 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_550 = tensor.cast %392 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %393 = torch_c.to_builtin_tensor %389 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %394 = torch_c.to_builtin_tensor %390 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %395 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_549, %cast_550, %393, %394) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_551 = tensor.cast %395 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %396 = torch_c.from_builtin_tensor %cast_551 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %396, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %397 = torch.aten.mul.Tensor %371, %396 : !torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %397, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_552 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_553 = torch.constant.int 32
    %398 = torch.prim.ListConstruct %int1_552, %49, %int1664, %int32_553 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %399 = torch.aten.view %397, %398 : !torch.vtensor<[1,?,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1664,32],f16>
    torch.bind_symbolic_shape %399, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 32)> : !torch.vtensor<[1,?,1664,32],f16>
    %int-1_554 = torch.constant.int -1
    %int32_555 = torch.constant.int 32
    %400 = torch.prim.ListConstruct %int-1_554, %int32_555 : (!torch.int, !torch.int) -> !torch.list<int>
    %401 = torch.aten.view %399, %400 : !torch.vtensor<[1,?,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %401, [%45], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f16>
    %none_556 = torch.constant.none
    %none_557 = torch.constant.none
    %int5_558 = torch.constant.int 5
    %cpu_559 = torch.constant.device "cpu"
    %int0_560 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %401, %none_556, %none_557, %int5_558, %cpu_559, %int0_560 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_561 = torch.constant.int 6
    %402 = torch.prims.convert_element_type %401, %int6_561 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %402, [%45], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f32>
    %403 = torch_c.to_builtin_tensor %402 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %404:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%403) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %405 = torch_c.from_builtin_tensor %404#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %406 = torch_c.from_builtin_tensor %404#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %405, [%45], affine_map<()[s0] -> (s0 * 53248)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %406, [%45], affine_map<()[s0] -> (s0 * 53248, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_562 = torch.constant.int 1
    %int1664_563 = torch.constant.int 1664
    %int16_564 = torch.constant.int 16
    %407 = torch.prim.ListConstruct %int1_562, %49, %int1664_563, %int16_564 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %408 = torch.aten.view %406, %407 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,16],ui8>
    torch.bind_symbolic_shape %408, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 16)> : !torch.vtensor<[1,?,1664,16],ui8>
    %int1_565 = torch.constant.int 1
    %int1664_566 = torch.constant.int 1664
    %int1_567 = torch.constant.int 1
    %409 = torch.prim.ListConstruct %int1_565, %49, %int1664_566, %int1_567 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %410 = torch.aten.view %405, %409 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,1],ui8>
    torch.bind_symbolic_shape %410, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 1)> : !torch.vtensor<[1,?,1664,1],ui8>
    %int1_568 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %411 = torch.prim.ListConstruct %int1_568, %49, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %412 = torch.aten.view %408, %411 : !torch.vtensor<[1,?,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,26624],ui8>
    torch.bind_symbolic_shape %412, [%45], affine_map<()[s0] -> (1, s0 * 32, 26624)> : !torch.vtensor<[1,?,26624],ui8>
    %int-1_569 = torch.constant.int -1
    %413 = torch.aten.squeeze.dim %410, %int-1_569 : !torch.vtensor<[1,?,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,?,1664],ui8>
    torch.bind_symbolic_shape %413, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664)> : !torch.vtensor<[1,?,1664],ui8>
    %int16384_570 = torch.constant.int 16384
    %int26624_571 = torch.constant.int 26624
    %414 = torch.prim.ListConstruct %int16384_570, %int26624_571 : (!torch.int, !torch.int) -> !torch.list<int>
    %415 = torch.aten.view %19, %414 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_572 = torch.constant.int -1
    %416 = torch.aten.squeeze.dim %20, %int-1_572 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %417 = torch_c.to_builtin_tensor %412 : !torch.vtensor<[1,?,26624],ui8> -> tensor<1x?x26624xi8>
    %cast_573 = tensor.cast %417 : tensor<1x?x26624xi8> to tensor<?x?x26624xi8>
    %418 = torch_c.to_builtin_tensor %413 : !torch.vtensor<[1,?,1664],ui8> -> tensor<1x?x1664xi8>
    %cast_574 = tensor.cast %418 : tensor<1x?x1664xi8> to tensor<?x?x1664xi8>
    %419 = torch_c.to_builtin_tensor %415 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %420 = torch_c.to_builtin_tensor %416 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %421 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_573, %cast_574, %419, %420) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_575 = tensor.cast %421 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %422 = torch_c.from_builtin_tensor %cast_575 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %422, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_576 = torch.constant.int 1
    %423 = torch.aten.add.Tensor %335, %422, %int1_576 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %423, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_577 = torch.constant.none
    %none_578 = torch.constant.none
    %int5_579 = torch.constant.int 5
    %cpu_580 = torch.constant.device "cpu"
    %int0_581 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %423, %none_577, %none_578, %int5_579, %cpu_580, %int0_581 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_582 = torch.constant.int 6
    %424 = torch.prims.convert_element_type %423, %int6_582 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %424, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_583 = torch.constant.int 2
    %425 = torch.aten.pow.Tensor_Scalar %424, %int2_583 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %425, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_584 = torch.constant.int -1
    %426 = torch.prim.ListConstruct %int-1_584 : (!torch.int) -> !torch.list<int>
    %true_585 = torch.constant.bool true
    %none_586 = torch.constant.none
    %427 = torch.aten.mean.dim %425, %426, %true_585, %none_586 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %427, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_587 = torch.constant.float 1.000000e-05
    %int1_588 = torch.constant.int 1
    %428 = torch.aten.add.Scalar %427, %float1.000000e-05_587, %int1_588 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %428, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %429 = torch.aten.rsqrt %428 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %429, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %430 = torch.aten.mul.Tensor %424, %429 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %430, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_589 = torch.constant.none
    %none_590 = torch.constant.none
    %int6_591 = torch.constant.int 6
    %cpu_592 = torch.constant.device "cpu"
    %int0_593 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %430, %none_589, %none_590, %int6_591, %cpu_592, %int0_593 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_594 = torch.constant.int 5
    %431 = torch.prims.convert_element_type %430, %int5_594 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %431, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %432 = torch.aten.mul.Tensor %25, %431 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %432, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_595 = torch.constant.none
    %none_596 = torch.constant.none
    %int6_597 = torch.constant.int 6
    %cpu_598 = torch.constant.device "cpu"
    %int0_599 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %432, %none_595, %none_596, %int6_597, %cpu_598, %int0_599 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_600 = torch.constant.int 5
    %433 = torch.prims.convert_element_type %432, %int5_600 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %433, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_601 = torch.constant.int 1
    %int512_602 = torch.constant.int 512
    %int32_603 = torch.constant.int 32
    %434 = torch.prim.ListConstruct %int1_601, %49, %int512_602, %int32_603 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %435 = torch.aten.view %433, %434 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %435, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_604 = torch.constant.int -1
    %int32_605 = torch.constant.int 32
    %436 = torch.prim.ListConstruct %int-1_604, %int32_605 : (!torch.int, !torch.int) -> !torch.list<int>
    %437 = torch.aten.view %435, %436 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %437, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_606 = torch.constant.none
    %none_607 = torch.constant.none
    %int5_608 = torch.constant.int 5
    %cpu_609 = torch.constant.device "cpu"
    %int0_610 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %437, %none_606, %none_607, %int5_608, %cpu_609, %int0_610 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_611 = torch.constant.int 6
    %438 = torch.prims.convert_element_type %437, %int6_611 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %438, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %439 = torch_c.to_builtin_tensor %438 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %440:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%439) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %441 = torch_c.from_builtin_tensor %440#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %442 = torch_c.from_builtin_tensor %440#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %441, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %442, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_612 = torch.constant.int 1
    %int512_613 = torch.constant.int 512
    %int16_614 = torch.constant.int 16
    %443 = torch.prim.ListConstruct %int1_612, %49, %int512_613, %int16_614 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %444 = torch.aten.view %442, %443 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %444, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_615 = torch.constant.int 1
    %int512_616 = torch.constant.int 512
    %int1_617 = torch.constant.int 1
    %445 = torch.prim.ListConstruct %int1_615, %49, %int512_616, %int1_617 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %446 = torch.aten.view %441, %445 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %446, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_618 = torch.constant.int 1
    %int8192_619 = torch.constant.int 8192
    %447 = torch.prim.ListConstruct %int1_618, %49, %int8192_619 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %448 = torch.aten.view %444, %447 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %448, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_620 = torch.constant.int -1
    %449 = torch.aten.squeeze.dim %446, %int-1_620 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %449, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384_621 = torch.constant.int 16384
    %int8192_622 = torch.constant.int 8192
    %450 = torch.prim.ListConstruct %int16384_621, %int8192_622 : (!torch.int, !torch.int) -> !torch.list<int>
    %451 = torch.aten.view %26, %450 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_623 = torch.constant.int -1
    %452 = torch.aten.squeeze.dim %27, %int-1_623 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %453 = torch_c.to_builtin_tensor %448 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_624 = tensor.cast %453 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %454 = torch_c.to_builtin_tensor %449 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_625 = tensor.cast %454 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %455 = torch_c.to_builtin_tensor %451 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %456 = torch_c.to_builtin_tensor %452 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %457 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_624, %cast_625, %455, %456) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_626 = tensor.cast %457 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %458 = torch_c.from_builtin_tensor %cast_626 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %458, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_627 = torch.constant.int 1
    %int512_628 = torch.constant.int 512
    %int32_629 = torch.constant.int 32
    %459 = torch.prim.ListConstruct %int1_627, %49, %int512_628, %int32_629 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %460 = torch.aten.view %433, %459 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %460, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_630 = torch.constant.int -1
    %int32_631 = torch.constant.int 32
    %461 = torch.prim.ListConstruct %int-1_630, %int32_631 : (!torch.int, !torch.int) -> !torch.list<int>
    %462 = torch.aten.view %460, %461 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %462, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_632 = torch.constant.none
    %none_633 = torch.constant.none
    %int5_634 = torch.constant.int 5
    %cpu_635 = torch.constant.device "cpu"
    %int0_636 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %462, %none_632, %none_633, %int5_634, %cpu_635, %int0_636 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_637 = torch.constant.int 6
    %463 = torch.prims.convert_element_type %462, %int6_637 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %463, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %464 = torch_c.to_builtin_tensor %463 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %465:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%464) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %466 = torch_c.from_builtin_tensor %465#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %467 = torch_c.from_builtin_tensor %465#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %466, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %467, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_638 = torch.constant.int 1
    %int512_639 = torch.constant.int 512
    %int16_640 = torch.constant.int 16
    %468 = torch.prim.ListConstruct %int1_638, %49, %int512_639, %int16_640 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %469 = torch.aten.view %467, %468 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %469, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_641 = torch.constant.int 1
    %int512_642 = torch.constant.int 512
    %int1_643 = torch.constant.int 1
    %470 = torch.prim.ListConstruct %int1_641, %49, %int512_642, %int1_643 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %471 = torch.aten.view %466, %470 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %471, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_644 = torch.constant.int 1
    %int8192_645 = torch.constant.int 8192
    %472 = torch.prim.ListConstruct %int1_644, %49, %int8192_645 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %473 = torch.aten.view %469, %472 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %473, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_646 = torch.constant.int -1
    %474 = torch.aten.squeeze.dim %471, %int-1_646 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %474, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024_647 = torch.constant.int 1024
    %int8192_648 = torch.constant.int 8192
    %475 = torch.prim.ListConstruct %int1024_647, %int8192_648 : (!torch.int, !torch.int) -> !torch.list<int>
    %476 = torch.aten.view %28, %475 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_649 = torch.constant.int -1
    %477 = torch.aten.squeeze.dim %29, %int-1_649 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %478 = torch_c.to_builtin_tensor %473 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_650 = tensor.cast %478 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %479 = torch_c.to_builtin_tensor %474 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_651 = tensor.cast %479 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %480 = torch_c.to_builtin_tensor %476 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %481 = torch_c.to_builtin_tensor %477 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %482 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_650, %cast_651, %480, %481) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_652 = tensor.cast %482 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %483 = torch_c.from_builtin_tensor %cast_652 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %483, [%45], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_653 = torch.constant.int 1
    %int512_654 = torch.constant.int 512
    %int32_655 = torch.constant.int 32
    %484 = torch.prim.ListConstruct %int1_653, %49, %int512_654, %int32_655 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %485 = torch.aten.view %433, %484 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %485, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_656 = torch.constant.int -1
    %int32_657 = torch.constant.int 32
    %486 = torch.prim.ListConstruct %int-1_656, %int32_657 : (!torch.int, !torch.int) -> !torch.list<int>
    %487 = torch.aten.view %485, %486 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %487, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_658 = torch.constant.none
    %none_659 = torch.constant.none
    %int5_660 = torch.constant.int 5
    %cpu_661 = torch.constant.device "cpu"
    %int0_662 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %487, %none_658, %none_659, %int5_660, %cpu_661, %int0_662 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_663 = torch.constant.int 6
    %488 = torch.prims.convert_element_type %487, %int6_663 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %488, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %489 = torch_c.to_builtin_tensor %488 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %490:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%489) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %491 = torch_c.from_builtin_tensor %490#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %492 = torch_c.from_builtin_tensor %490#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %491, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %492, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_664 = torch.constant.int 1
    %int512_665 = torch.constant.int 512
    %int16_666 = torch.constant.int 16
    %493 = torch.prim.ListConstruct %int1_664, %49, %int512_665, %int16_666 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %494 = torch.aten.view %492, %493 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %494, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_667 = torch.constant.int 1
    %int512_668 = torch.constant.int 512
    %int1_669 = torch.constant.int 1
    %495 = torch.prim.ListConstruct %int1_667, %49, %int512_668, %int1_669 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %496 = torch.aten.view %491, %495 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %496, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_670 = torch.constant.int 1
    %int8192_671 = torch.constant.int 8192
    %497 = torch.prim.ListConstruct %int1_670, %49, %int8192_671 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %498 = torch.aten.view %494, %497 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %498, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_672 = torch.constant.int -1
    %499 = torch.aten.squeeze.dim %496, %int-1_672 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %499, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int1024_673 = torch.constant.int 1024
    %int8192_674 = torch.constant.int 8192
    %500 = torch.prim.ListConstruct %int1024_673, %int8192_674 : (!torch.int, !torch.int) -> !torch.list<int>
    %501 = torch.aten.view %30, %500 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_675 = torch.constant.int -1
    %502 = torch.aten.squeeze.dim %31, %int-1_675 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %503 = torch_c.to_builtin_tensor %498 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_676 = tensor.cast %503 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %504 = torch_c.to_builtin_tensor %499 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_677 = tensor.cast %504 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %505 = torch_c.to_builtin_tensor %501 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %506 = torch_c.to_builtin_tensor %502 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %507 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_676, %cast_677, %505, %506) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_678 = tensor.cast %507 : tensor<?x?x1024xf16> to tensor<1x?x1024xf16>
    %508 = torch_c.from_builtin_tensor %cast_678 : tensor<1x?x1024xf16> -> !torch.vtensor<[1,?,1024],f16>
    torch.bind_symbolic_shape %508, [%45], affine_map<()[s0] -> (1, s0 * 32, 1024)> : !torch.vtensor<[1,?,1024],f16>
    %int1_679 = torch.constant.int 1
    %int128_680 = torch.constant.int 128
    %int128_681 = torch.constant.int 128
    %509 = torch.prim.ListConstruct %int1_679, %49, %int128_680, %int128_681 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %510 = torch.aten.view %458, %509 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %510, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_682 = torch.constant.int 1
    %int8_683 = torch.constant.int 8
    %int128_684 = torch.constant.int 128
    %511 = torch.prim.ListConstruct %int1_682, %49, %int8_683, %int128_684 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %512 = torch.aten.view %483, %511 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %512, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int1_685 = torch.constant.int 1
    %int8_686 = torch.constant.int 8
    %int128_687 = torch.constant.int 128
    %513 = torch.prim.ListConstruct %int1_685, %49, %int8_686, %int128_687 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %514 = torch.aten.view %508, %513 : !torch.vtensor<[1,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %514, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int0_688 = torch.constant.int 0
    %none_689 = torch.constant.none
    %none_690 = torch.constant.none
    %cpu_691 = torch.constant.device "cpu"
    %false_692 = torch.constant.bool false
    %515 = torch.aten.arange.start %int0_688, %49, %none_689, %none_690, %cpu_691, %false_692 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %515, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_693 = torch.constant.int 0
    %516 = torch.aten.unsqueeze %515, %int0_693 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %516, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_694 = torch.constant.int 0
    %int128_695 = torch.constant.int 128
    %int2_696 = torch.constant.int 2
    %none_697 = torch.constant.none
    %none_698 = torch.constant.none
    %cpu_699 = torch.constant.device "cpu"
    %false_700 = torch.constant.bool false
    %517 = torch.aten.arange.start_step %int0_694, %int128_695, %int2_696, %none_697, %none_698, %cpu_699, %false_700 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_701 = torch.constant.none
    %none_702 = torch.constant.none
    %int4_703 = torch.constant.int 4
    %cpu_704 = torch.constant.device "cpu"
    %int0_705 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %517, %none_701, %none_702, %int4_703, %cpu_704, %int0_705 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_706 = torch.constant.int 6
    %518 = torch.prims.convert_element_type %517, %int6_706 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_707 = torch.constant.int 128
    %519 = torch.aten.div.Scalar %518, %int128_707 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_708 = torch.constant.float 5.000000e+05
    %520 = torch.aten.pow.Scalar %float5.000000e05_708, %519 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %521 = torch.aten.reciprocal %520 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_709 = torch.constant.float 1.000000e+00
    %522 = torch.aten.mul.Scalar %521, %float1.000000e00_709 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_710 = torch.constant.none
    %523 = torch.aten.clone %21, %none_710 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_711 = torch.constant.int 0
    %524 = torch.aten.unsqueeze %522, %int0_711 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_712 = torch.constant.int 2
    %525 = torch.aten.unsqueeze %524, %int2_712 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_713 = torch.constant.none
    %none_714 = torch.constant.none
    %int6_715 = torch.constant.int 6
    %cpu_716 = torch.constant.device "cpu"
    %int0_717 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %525, %none_713, %none_714, %int6_715, %cpu_716, %int0_717 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_718 = torch.constant.int 1
    %int-1_719 = torch.constant.int -1
    %int1_720 = torch.constant.int 1
    %526 = torch.prim.ListConstruct %int1_718, %int-1_719, %int1_720 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_721 = torch.constant.bool false
    %527 = torch.aten.expand %525, %526, %false_721 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_722 = torch.constant.int 1
    %528 = torch.aten.unsqueeze %516, %int1_722 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %528, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_723 = torch.constant.none
    %none_724 = torch.constant.none
    %int4_725 = torch.constant.int 4
    %cpu_726 = torch.constant.device "cpu"
    %int0_727 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %528, %none_723, %none_724, %int4_725, %cpu_726, %int0_727 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_728 = torch.constant.int 6
    %529 = torch.prims.convert_element_type %528, %int6_728 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %529, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %530 = torch.aten.matmul %527, %529 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %530, [%45], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_729 = torch.constant.int 1
    %int2_730 = torch.constant.int 2
    %531 = torch.aten.transpose.int %530, %int1_729, %int2_730 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %531, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %532 = torch.aten.cos %531 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %532, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %533 = torch.aten.mul.Tensor %532, %523 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %533, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_731 = torch.constant.none
    %none_732 = torch.constant.none
    %int6_733 = torch.constant.int 6
    %cpu_734 = torch.constant.device "cpu"
    %int0_735 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %533, %none_731, %none_732, %int6_733, %cpu_734, %int0_735 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_736 = torch.constant.int 5
    %534 = torch.prims.convert_element_type %533, %int5_736 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %534, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %535 = torch.aten.sin %531 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %535, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %536 = torch.aten.mul.Tensor %535, %523 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %536, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_737 = torch.constant.none
    %none_738 = torch.constant.none
    %int6_739 = torch.constant.int 6
    %cpu_740 = torch.constant.device "cpu"
    %int0_741 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %536, %none_737, %none_738, %int6_739, %cpu_740, %int0_741 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_742 = torch.constant.int 5
    %537 = torch.prims.convert_element_type %536, %int5_742 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %537, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_743 = torch.constant.int 2
    %538 = torch.aten.unsqueeze %534, %int2_743 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %538, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_744 = torch.constant.int 2
    %539 = torch.aten.unsqueeze %537, %int2_744 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %539, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_745 = torch.constant.none
    %none_746 = torch.constant.none
    %int5_747 = torch.constant.int 5
    %cpu_748 = torch.constant.device "cpu"
    %int0_749 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %538, %none_745, %none_746, %int5_747, %cpu_748, %int0_749 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_750 = torch.constant.none
    %none_751 = torch.constant.none
    %int5_752 = torch.constant.int 5
    %cpu_753 = torch.constant.device "cpu"
    %int0_754 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %539, %none_750, %none_751, %int5_752, %cpu_753, %int0_754 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_755 = torch.constant.none
    %none_756 = torch.constant.none
    %int5_757 = torch.constant.int 5
    %cpu_758 = torch.constant.device "cpu"
    %int0_759 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %510, %none_755, %none_756, %int5_757, %cpu_758, %int0_759 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_760 = torch.constant.int 3
    %int0_761 = torch.constant.int 0
    %int64_762 = torch.constant.int 64
    %int1_763 = torch.constant.int 1
    %540 = torch.aten.slice.Tensor %510, %int3_760, %int0_761, %int64_762, %int1_763 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %540, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int3_764 = torch.constant.int 3
    %int64_765 = torch.constant.int 64
    %int9223372036854775807_766 = torch.constant.int 9223372036854775807
    %int1_767 = torch.constant.int 1
    %541 = torch.aten.slice.Tensor %510, %int3_764, %int64_765, %int9223372036854775807_766, %int1_767 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %541, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %542 = torch.aten.mul.Tensor %540, %538 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %542, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %543 = torch.aten.mul.Tensor %541, %539 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %543, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_768 = torch.constant.int 1
    %544 = torch.aten.sub.Tensor %542, %543, %int1_768 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %544, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %545 = torch.aten.mul.Tensor %541, %538 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %545, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %546 = torch.aten.mul.Tensor %540, %539 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %546, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %int1_769 = torch.constant.int 1
    %547 = torch.aten.add.Tensor %545, %546, %int1_769 : !torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int -> !torch.vtensor<[1,?,128,64],f16>
    torch.bind_symbolic_shape %547, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 64)> : !torch.vtensor<[1,?,128,64],f16>
    %548 = torch_c.to_builtin_tensor %544 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_770 = tensor.cast %548 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %549 = torch_c.to_builtin_tensor %547 : !torch.vtensor<[1,?,128,64],f16> -> tensor<1x?x128x64xf16>
    %cast_771 = tensor.cast %549 : tensor<1x?x128x64xf16> to tensor<?x?x?x?xf16>
    %550 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_770, %cast_771) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_772 = tensor.cast %550 : tensor<?x?x?x2x?xf16> to tensor<1x?x128x2x64xf16>
    %551 = torch_c.from_builtin_tensor %cast_772 : tensor<1x?x128x2x64xf16> -> !torch.vtensor<[1,?,128,2,64],f16>
    torch.bind_symbolic_shape %551, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 2, 64)> : !torch.vtensor<[1,?,128,2,64],f16>
    %int1_773 = torch.constant.int 1
    %int128_774 = torch.constant.int 128
    %int128_775 = torch.constant.int 128
    %552 = torch.prim.ListConstruct %int1_773, %49, %int128_774, %int128_775 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %553 = torch.aten.view %551, %552 : !torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %553, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %none_776 = torch.constant.none
    %none_777 = torch.constant.none
    %int5_778 = torch.constant.int 5
    %cpu_779 = torch.constant.device "cpu"
    %int0_780 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %553, %none_776, %none_777, %int5_778, %cpu_779, %int0_780 : !torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_781 = torch.constant.int 0
    %none_782 = torch.constant.none
    %none_783 = torch.constant.none
    %cpu_784 = torch.constant.device "cpu"
    %false_785 = torch.constant.bool false
    %554 = torch.aten.arange.start %int0_781, %49, %none_782, %none_783, %cpu_784, %false_785 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %554, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_786 = torch.constant.int 0
    %555 = torch.aten.unsqueeze %554, %int0_786 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %555, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int0_787 = torch.constant.int 0
    %int128_788 = torch.constant.int 128
    %int2_789 = torch.constant.int 2
    %none_790 = torch.constant.none
    %none_791 = torch.constant.none
    %cpu_792 = torch.constant.device "cpu"
    %false_793 = torch.constant.bool false
    %556 = torch.aten.arange.start_step %int0_787, %int128_788, %int2_789, %none_790, %none_791, %cpu_792, %false_793 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_794 = torch.constant.none
    %none_795 = torch.constant.none
    %int4_796 = torch.constant.int 4
    %cpu_797 = torch.constant.device "cpu"
    %int0_798 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %556, %none_794, %none_795, %int4_796, %cpu_797, %int0_798 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_799 = torch.constant.int 6
    %557 = torch.prims.convert_element_type %556, %int6_799 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_800 = torch.constant.int 128
    %558 = torch.aten.div.Scalar %557, %int128_800 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_801 = torch.constant.float 5.000000e+05
    %559 = torch.aten.pow.Scalar %float5.000000e05_801, %558 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %560 = torch.aten.reciprocal %559 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_802 = torch.constant.float 1.000000e+00
    %561 = torch.aten.mul.Scalar %560, %float1.000000e00_802 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_803 = torch.constant.none
    %562 = torch.aten.clone %22, %none_803 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_804 = torch.constant.int 0
    %563 = torch.aten.unsqueeze %561, %int0_804 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_805 = torch.constant.int 2
    %564 = torch.aten.unsqueeze %563, %int2_805 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_806 = torch.constant.none
    %none_807 = torch.constant.none
    %int6_808 = torch.constant.int 6
    %cpu_809 = torch.constant.device "cpu"
    %int0_810 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %564, %none_806, %none_807, %int6_808, %cpu_809, %int0_810 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_811 = torch.constant.int 1
    %int-1_812 = torch.constant.int -1
    %int1_813 = torch.constant.int 1
    %565 = torch.prim.ListConstruct %int1_811, %int-1_812, %int1_813 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_814 = torch.constant.bool false
    %566 = torch.aten.expand %564, %565, %false_814 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_815 = torch.constant.int 1
    %567 = torch.aten.unsqueeze %555, %int1_815 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %567, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %none_816 = torch.constant.none
    %none_817 = torch.constant.none
    %int4_818 = torch.constant.int 4
    %cpu_819 = torch.constant.device "cpu"
    %int0_820 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %567, %none_816, %none_817, %int4_818, %cpu_819, %int0_820 : !torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_821 = torch.constant.int 6
    %568 = torch.prims.convert_element_type %567, %int6_821 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],f32>
    torch.bind_symbolic_shape %568, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f32>
    %569 = torch.aten.matmul %566, %568 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32> -> !torch.vtensor<[1,64,?],f32>
    torch.bind_symbolic_shape %569, [%45], affine_map<()[s0] -> (1, 64, s0 * 32)> : !torch.vtensor<[1,64,?],f32>
    %int1_822 = torch.constant.int 1
    %int2_823 = torch.constant.int 2
    %570 = torch.aten.transpose.int %569, %int1_822, %int2_823 : !torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %570, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %571 = torch.aten.cos %570 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %571, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %572 = torch.aten.mul.Tensor %571, %562 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %572, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_824 = torch.constant.none
    %none_825 = torch.constant.none
    %int6_826 = torch.constant.int 6
    %cpu_827 = torch.constant.device "cpu"
    %int0_828 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %572, %none_824, %none_825, %int6_826, %cpu_827, %int0_828 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_829 = torch.constant.int 5
    %573 = torch.prims.convert_element_type %572, %int5_829 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %573, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %574 = torch.aten.sin %570 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %574, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %575 = torch.aten.mul.Tensor %574, %562 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,?,64],f32>
    torch.bind_symbolic_shape %575, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f32>
    %none_830 = torch.constant.none
    %none_831 = torch.constant.none
    %int6_832 = torch.constant.int 6
    %cpu_833 = torch.constant.device "cpu"
    %int0_834 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %575, %none_830, %none_831, %int6_832, %cpu_833, %int0_834 : !torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_835 = torch.constant.int 5
    %576 = torch.prims.convert_element_type %575, %int5_835 : !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f16>
    torch.bind_symbolic_shape %576, [%45], affine_map<()[s0] -> (1, s0 * 32, 64)> : !torch.vtensor<[1,?,64],f16>
    %int2_836 = torch.constant.int 2
    %577 = torch.aten.unsqueeze %573, %int2_836 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %577, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %int2_837 = torch.constant.int 2
    %578 = torch.aten.unsqueeze %576, %int2_837 : !torch.vtensor<[1,?,64],f16>, !torch.int -> !torch.vtensor<[1,?,1,64],f16>
    torch.bind_symbolic_shape %578, [%45], affine_map<()[s0] -> (1, s0 * 32, 1, 64)> : !torch.vtensor<[1,?,1,64],f16>
    %none_838 = torch.constant.none
    %none_839 = torch.constant.none
    %int5_840 = torch.constant.int 5
    %cpu_841 = torch.constant.device "cpu"
    %int0_842 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %577, %none_838, %none_839, %int5_840, %cpu_841, %int0_842 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_843 = torch.constant.none
    %none_844 = torch.constant.none
    %int5_845 = torch.constant.int 5
    %cpu_846 = torch.constant.device "cpu"
    %int0_847 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %578, %none_843, %none_844, %int5_845, %cpu_846, %int0_847 : !torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_848 = torch.constant.none
    %none_849 = torch.constant.none
    %int5_850 = torch.constant.int 5
    %cpu_851 = torch.constant.device "cpu"
    %int0_852 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %512, %none_848, %none_849, %int5_850, %cpu_851, %int0_852 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_853 = torch.constant.int 3
    %int0_854 = torch.constant.int 0
    %int64_855 = torch.constant.int 64
    %int1_856 = torch.constant.int 1
    %579 = torch.aten.slice.Tensor %512, %int3_853, %int0_854, %int64_855, %int1_856 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %579, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int3_857 = torch.constant.int 3
    %int64_858 = torch.constant.int 64
    %int9223372036854775807_859 = torch.constant.int 9223372036854775807
    %int1_860 = torch.constant.int 1
    %580 = torch.aten.slice.Tensor %512, %int3_857, %int64_858, %int9223372036854775807_859, %int1_860 : !torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %580, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %581 = torch.aten.mul.Tensor %579, %577 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %581, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %582 = torch.aten.mul.Tensor %580, %578 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %582, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_861 = torch.constant.int 1
    %583 = torch.aten.sub.Tensor %581, %582, %int1_861 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %583, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %584 = torch.aten.mul.Tensor %580, %577 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %584, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %585 = torch.aten.mul.Tensor %579, %578 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16> -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %585, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %int1_862 = torch.constant.int 1
    %586 = torch.aten.add.Tensor %584, %585, %int1_862 : !torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int -> !torch.vtensor<[1,?,8,64],f16>
    torch.bind_symbolic_shape %586, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 64)> : !torch.vtensor<[1,?,8,64],f16>
    %587 = torch_c.to_builtin_tensor %583 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_863 = tensor.cast %587 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %588 = torch_c.to_builtin_tensor %586 : !torch.vtensor<[1,?,8,64],f16> -> tensor<1x?x8x64xf16>
    %cast_864 = tensor.cast %588 : tensor<1x?x8x64xf16> to tensor<?x?x?x?xf16>
    %589 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_863, %cast_864) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_865 = tensor.cast %589 : tensor<?x?x?x2x?xf16> to tensor<1x?x8x2x64xf16>
    %590 = torch_c.from_builtin_tensor %cast_865 : tensor<1x?x8x2x64xf16> -> !torch.vtensor<[1,?,8,2,64],f16>
    torch.bind_symbolic_shape %590, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)> : !torch.vtensor<[1,?,8,2,64],f16>
    %int1_866 = torch.constant.int 1
    %int8_867 = torch.constant.int 8
    %int128_868 = torch.constant.int 128
    %591 = torch.prim.ListConstruct %int1_866, %49, %int8_867, %int128_868 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %592 = torch.aten.view %590, %591 : !torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %592, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_869 = torch.constant.none
    %none_870 = torch.constant.none
    %int5_871 = torch.constant.int 5
    %cpu_872 = torch.constant.device "cpu"
    %int0_873 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %592, %none_869, %none_870, %int5_871, %cpu_872, %int0_873 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %593 = torch.aten.div.Tensor %592, %23 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %593, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02_874 = torch.constant.float -4.480000e+02
    %float4.480000e02_875 = torch.constant.float 4.480000e+02
    %594 = torch.aten.clamp %593, %float-4.480000e02_874, %float4.480000e02_875 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %594, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_876 = torch.constant.none
    %none_877 = torch.constant.none
    %int5_878 = torch.constant.int 5
    %cpu_879 = torch.constant.device "cpu"
    %int0_880 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %594, %none_876, %none_877, %int5_878, %cpu_879, %int0_880 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_881 = torch.constant.int 24
    %595 = torch.prims.convert_element_type %594, %int24_881 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %595, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %596 = torch.aten.div.Tensor %514, %23 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %596, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %float-4.480000e02_882 = torch.constant.float -4.480000e+02
    %float4.480000e02_883 = torch.constant.float 4.480000e+02
    %597 = torch.aten.clamp %596, %float-4.480000e02_882, %float4.480000e02_883 : !torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %597, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_884 = torch.constant.none
    %none_885 = torch.constant.none
    %int5_886 = torch.constant.int 5
    %cpu_887 = torch.constant.device "cpu"
    %int0_888 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %597, %none_884, %none_885, %int5_886, %cpu_887, %int0_888 : !torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_889 = torch.constant.int 24
    %598 = torch.prims.convert_element_type %597, %int24_889 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %598, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int2_890 = torch.constant.int 2
    %599 = torch.aten.mul.Scalar %arg2, %int2_890 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %599, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_891 = torch.constant.int 1
    %int1_892 = torch.constant.int 1
    %600 = torch.aten.add.Scalar %599, %int1_891, %int1_892 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %600, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_893 = torch.constant.int 2
    %601 = torch.aten.mul.Scalar %600, %int2_893 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %601, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int0_894 = torch.constant.int 0
    %int1_895 = torch.constant.int 1
    %602 = torch.aten.add.Scalar %601, %int0_894, %int1_895 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %602, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %603 = torch.prim.ListConstruct %47 : (!torch.int) -> !torch.list<int>
    %604 = torch.aten.view %602, %603 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %604, [%45], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_896 = torch.constant.int 1
    %int32_897 = torch.constant.int 32
    %int8_898 = torch.constant.int 8
    %int128_899 = torch.constant.int 128
    %605 = torch.prim.ListConstruct %int1_896, %47, %int32_897, %int8_898, %int128_899 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %606 = torch.aten.view %595, %605 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %606, [%45], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_900 = torch.constant.int 32
    %int8_901 = torch.constant.int 8
    %int128_902 = torch.constant.int 128
    %607 = torch.prim.ListConstruct %47, %int32_900, %int8_901, %int128_902 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %608 = torch.aten.view %606, %607 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %608, [%45], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_903 = torch.constant.int 1
    %int2_904 = torch.constant.int 2
    %609 = torch.aten.transpose.int %608, %int1_903, %int2_904 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %609, [%45], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_905 = torch.constant.none
    %none_906 = torch.constant.none
    %int24_907 = torch.constant.int 24
    %cpu_908 = torch.constant.device "cpu"
    %int0_909 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %609, %none_905, %none_906, %int24_907, %cpu_908, %int0_909 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_910 = torch.constant.int 2
    %int2_911 = torch.constant.int 2
    %int8_912 = torch.constant.int 8
    %int32_913 = torch.constant.int 32
    %int128_914 = torch.constant.int 128
    %610 = torch.prim.ListConstruct %48, %int2_910, %int2_911, %int8_912, %int32_913, %int128_914 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %611 = torch.aten.view %269, %610 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %611, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int8_915 = torch.constant.int 8
    %int32_916 = torch.constant.int 32
    %int128_917 = torch.constant.int 128
    %612 = torch.prim.ListConstruct %229, %int8_915, %int32_916, %int128_917 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %613 = torch.aten.view %611, %612 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %613, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %614 = torch.prim.ListConstruct %604 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_918 = torch.constant.bool false
    %615 = torch.aten.index_put %613, %614, %609, %false_918 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %615, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_919 = torch.constant.int 2
    %int2_920 = torch.constant.int 2
    %int8_921 = torch.constant.int 8
    %int32_922 = torch.constant.int 32
    %int128_923 = torch.constant.int 128
    %616 = torch.prim.ListConstruct %48, %int2_919, %int2_920, %int8_921, %int32_922, %int128_923 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %617 = torch.aten.view %615, %616 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %617, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_924 = torch.constant.int 131072
    %618 = torch.prim.ListConstruct %48, %int131072_924 : (!torch.int, !torch.int) -> !torch.list<int>
    %619 = torch.aten.view %617, %618 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %619, [%46], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int2_925 = torch.constant.int 2
    %int2_926 = torch.constant.int 2
    %int8_927 = torch.constant.int 8
    %int32_928 = torch.constant.int 32
    %int128_929 = torch.constant.int 128
    %620 = torch.prim.ListConstruct %48, %int2_925, %int2_926, %int8_927, %int32_928, %int128_929 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %621 = torch.aten.view %619, %620 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %621, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int8_930 = torch.constant.int 8
    %int32_931 = torch.constant.int 32
    %int128_932 = torch.constant.int 128
    %622 = torch.prim.ListConstruct %229, %int8_930, %int32_931, %int128_932 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %623 = torch.aten.view %621, %622 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %623, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_933 = torch.constant.int 2
    %624 = torch.aten.mul.Scalar %arg2, %int2_933 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %624, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_934 = torch.constant.int 1
    %int1_935 = torch.constant.int 1
    %625 = torch.aten.add.Scalar %624, %int1_934, %int1_935 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %625, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int2_936 = torch.constant.int 2
    %626 = torch.aten.mul.Scalar %625, %int2_936 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %626, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1_937 = torch.constant.int 1
    %int1_938 = torch.constant.int 1
    %627 = torch.aten.add.Scalar %626, %int1_937, %int1_938 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %627, [%45], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %628 = torch.prim.ListConstruct %47 : (!torch.int) -> !torch.list<int>
    %629 = torch.aten.view %627, %628 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %629, [%45], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int1_939 = torch.constant.int 1
    %int32_940 = torch.constant.int 32
    %int8_941 = torch.constant.int 8
    %int128_942 = torch.constant.int 128
    %630 = torch.prim.ListConstruct %int1_939, %47, %int32_940, %int8_941, %int128_942 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %631 = torch.aten.view %598, %630 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %631, [%45], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_943 = torch.constant.int 32
    %int8_944 = torch.constant.int 8
    %int128_945 = torch.constant.int 128
    %632 = torch.prim.ListConstruct %47, %int32_943, %int8_944, %int128_945 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %633 = torch.aten.view %631, %632 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %633, [%45], affine_map<()[s0] -> (s0, 32, 8, 128)> : !torch.vtensor<[?,32,8,128],f8E4M3FN>
    %int1_946 = torch.constant.int 1
    %int2_947 = torch.constant.int 2
    %634 = torch.aten.transpose.int %633, %int1_946, %int2_947 : !torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %634, [%45], affine_map<()[s0] -> (s0, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %none_948 = torch.constant.none
    %none_949 = torch.constant.none
    %int24_950 = torch.constant.int 24
    %cpu_951 = torch.constant.device "cpu"
    %int0_952 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %634, %none_948, %none_949, %int24_950, %cpu_951, %int0_952 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %635 = torch.prim.ListConstruct %629 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false_953 = torch.constant.bool false
    %636 = torch.aten.index_put %623, %635, %634, %false_953 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %636, [%46], affine_map<()[s0] -> (s0 * 4, 8, 32, 128)> : !torch.vtensor<[?,8,32,128],f8E4M3FN>
    %int2_954 = torch.constant.int 2
    %int2_955 = torch.constant.int 2
    %int8_956 = torch.constant.int 8
    %int32_957 = torch.constant.int 32
    %int128_958 = torch.constant.int 128
    %637 = torch.prim.ListConstruct %48, %int2_954, %int2_955, %int8_956, %int32_957, %int128_958 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %638 = torch.aten.view %636, %637 : !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %638, [%46], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_959 = torch.constant.int 131072
    %639 = torch.prim.ListConstruct %48, %int131072_959 : (!torch.int, !torch.int) -> !torch.list<int>
    %640 = torch.aten.view %638, %639 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.overwrite.tensor.contents %640 overwrites %arg3 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.tensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %640, [%46], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int0_960 = torch.constant.int 0
    %int1_961 = torch.constant.int 1
    %none_962 = torch.constant.none
    %none_963 = torch.constant.none
    %cpu_964 = torch.constant.device "cpu"
    %false_965 = torch.constant.bool false
    %641 = torch.aten.arange.start_step %int0_960, %49, %int1_961, %none_962, %none_963, %cpu_964, %false_965 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %641, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_966 = torch.constant.int -1
    %642 = torch.aten.unsqueeze %arg1, %int-1_966 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %643 = torch.aten.ge.Tensor %641, %642 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %643, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_967 = torch.constant.none
    %none_968 = torch.constant.none
    %cpu_969 = torch.constant.device "cpu"
    %false_970 = torch.constant.bool false
    %644 = torch.aten.arange %49, %none_967, %none_968, %cpu_969, %false_970 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %644, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_971 = torch.constant.int 0
    %645 = torch.aten.unsqueeze %644, %int0_971 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %645, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_972 = torch.constant.int 1
    %646 = torch.aten.unsqueeze %645, %int1_972 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %646, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int2_973 = torch.constant.int 2
    %647 = torch.aten.unsqueeze %646, %int2_973 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64>
    torch.bind_symbolic_shape %647, [%45], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],si64>
    %none_974 = torch.constant.none
    %none_975 = torch.constant.none
    %cpu_976 = torch.constant.device "cpu"
    %false_977 = torch.constant.bool false
    %648 = torch.aten.arange %49, %none_974, %none_975, %cpu_976, %false_977 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %648, [%45], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int0_978 = torch.constant.int 0
    %649 = torch.aten.unsqueeze %648, %int0_978 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %649, [%45], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],si64>
    %int1_979 = torch.constant.int 1
    %650 = torch.aten.unsqueeze %649, %int1_979 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64>
    torch.bind_symbolic_shape %650, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],si64>
    %int3_980 = torch.constant.int 3
    %651 = torch.aten.unsqueeze %650, %int3_980 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64>
    torch.bind_symbolic_shape %651, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %652 = torch.aten.gt.Tensor %647, %651 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %652, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %int1_981 = torch.constant.int 1
    %653 = torch.aten.unsqueeze %643, %int1_981 : !torch.vtensor<[1,?],i1>, !torch.int -> !torch.vtensor<[1,1,?],i1>
    torch.bind_symbolic_shape %653, [%45], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],i1>
    %int2_982 = torch.constant.int 2
    %654 = torch.aten.unsqueeze %653, %int2_982 : !torch.vtensor<[1,1,?],i1>, !torch.int -> !torch.vtensor<[1,1,1,?],i1>
    torch.bind_symbolic_shape %654, [%45], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],i1>
    %655 = torch.aten.logical_or %652, %654 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1> -> !torch.vtensor<[1,1,?,?],i1>
    torch.bind_symbolic_shape %655, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],i1>
    %none_983 = torch.constant.none
    %656 = torch.aten.clone %24, %none_983 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_984 = torch.constant.int 0
    %657 = torch.aten.where.ScalarOther %655, %656, %int0_984 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,1,?,?],f16>
    torch.bind_symbolic_shape %657, [%45], affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)> : !torch.vtensor<[1,1,?,?],f16>
    %none_985 = torch.constant.none
    %none_986 = torch.constant.none
    %int5_987 = torch.constant.int 5
    %cpu_988 = torch.constant.device "cpu"
    %int0_989 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %657, %none_985, %none_986, %int5_987, %cpu_988, %int0_989 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_990 = torch.constant.none
    %none_991 = torch.constant.none
    %int5_992 = torch.constant.int 5
    %cpu_993 = torch.constant.device "cpu"
    %int0_994 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %657, %none_990, %none_991, %int5_992, %cpu_993, %int0_994 : !torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_995 = torch.constant.none
    %none_996 = torch.constant.none
    %int24_997 = torch.constant.int 24
    %cpu_998 = torch.constant.device "cpu"
    %int0_999 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %595, %none_995, %none_996, %int24_997, %cpu_998, %int0_999 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1000 = torch.constant.int 5
    %658 = torch.prims.convert_element_type %595, %int5_1000 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %658, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %659 = torch.aten.mul.Tensor %658, %23 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %659, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_1001 = torch.constant.none
    %none_1002 = torch.constant.none
    %int24_1003 = torch.constant.int 24
    %cpu_1004 = torch.constant.device "cpu"
    %int0_1005 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %598, %none_1001, %none_1002, %int24_1003, %cpu_1004, %int0_1005 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1006 = torch.constant.int 5
    %660 = torch.prims.convert_element_type %598, %int5_1006 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %660, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %661 = torch.aten.mul.Tensor %660, %23 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %661, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2_1007 = torch.constant.int -2
    %662 = torch.aten.unsqueeze %659, %int-2_1007 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %662, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_1008 = torch.constant.int 1
    %int8_1009 = torch.constant.int 8
    %int16_1010 = torch.constant.int 16
    %int128_1011 = torch.constant.int 128
    %663 = torch.prim.ListConstruct %int1_1008, %49, %int8_1009, %int16_1010, %int128_1011 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_1012 = torch.constant.bool false
    %664 = torch.aten.expand %662, %663, %false_1012 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %664, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_1013 = torch.constant.int 0
    %665 = torch.aten.clone %664, %int0_1013 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %665, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_1014 = torch.constant.int 1
    %int128_1015 = torch.constant.int 128
    %int128_1016 = torch.constant.int 128
    %666 = torch.prim.ListConstruct %int1_1014, %49, %int128_1015, %int128_1016 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %667 = torch.aten._unsafe_view %665, %666 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %667, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_1017 = torch.constant.int -2
    %668 = torch.aten.unsqueeze %661, %int-2_1017 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %668, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_1018 = torch.constant.int 1
    %int8_1019 = torch.constant.int 8
    %int16_1020 = torch.constant.int 16
    %int128_1021 = torch.constant.int 128
    %669 = torch.prim.ListConstruct %int1_1018, %49, %int8_1019, %int16_1020, %int128_1021 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_1022 = torch.constant.bool false
    %670 = torch.aten.expand %668, %669, %false_1022 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %670, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_1023 = torch.constant.int 0
    %671 = torch.aten.clone %670, %int0_1023 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %671, [%45], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_1024 = torch.constant.int 1
    %int128_1025 = torch.constant.int 128
    %int128_1026 = torch.constant.int 128
    %672 = torch.prim.ListConstruct %int1_1024, %49, %int128_1025, %int128_1026 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %673 = torch.aten._unsafe_view %671, %672 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %673, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_1027 = torch.constant.int 1
    %int2_1028 = torch.constant.int 2
    %674 = torch.aten.transpose.int %553, %int1_1027, %int2_1028 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %674, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_1029 = torch.constant.int 1
    %int2_1030 = torch.constant.int 2
    %675 = torch.aten.transpose.int %667, %int1_1029, %int2_1030 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %675, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_1031 = torch.constant.int 1
    %int2_1032 = torch.constant.int 2
    %676 = torch.aten.transpose.int %673, %int1_1031, %int2_1032 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %676, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00_1033 = torch.constant.float 0.000000e+00
    %false_1034 = torch.constant.bool false
    %none_1035 = torch.constant.none
    %false_1036 = torch.constant.bool false
    %677 = torch.aten.scaled_dot_product_attention %674, %675, %676, %657, %float0.000000e00_1033, %false_1034, %none_1035, %false_1036 : !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %677, [%45], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_1037 = torch.constant.int 1
    %int2_1038 = torch.constant.int 2
    %678 = torch.aten.transpose.int %677, %int1_1037, %int2_1038 : !torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %678, [%45], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_1039 = torch.constant.int 1
    %int16384_1040 = torch.constant.int 16384
    %679 = torch.prim.ListConstruct %int1_1039, %49, %int16384_1040 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %680 = torch.aten.view %678, %679 : !torch.vtensor<[1,?,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %680, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_1041 = torch.constant.int 1
    %int512_1042 = torch.constant.int 512
    %int32_1043 = torch.constant.int 32
    %681 = torch.prim.ListConstruct %int1_1041, %49, %int512_1042, %int32_1043 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %682 = torch.aten.view %680, %681 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %682, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_1044 = torch.constant.int -1
    %int32_1045 = torch.constant.int 32
    %683 = torch.prim.ListConstruct %int-1_1044, %int32_1045 : (!torch.int, !torch.int) -> !torch.list<int>
    %684 = torch.aten.view %682, %683 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %684, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_1046 = torch.constant.none
    %none_1047 = torch.constant.none
    %int5_1048 = torch.constant.int 5
    %cpu_1049 = torch.constant.device "cpu"
    %int0_1050 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %684, %none_1046, %none_1047, %int5_1048, %cpu_1049, %int0_1050 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1051 = torch.constant.int 6
    %685 = torch.prims.convert_element_type %684, %int6_1051 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %685, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %686 = torch_c.to_builtin_tensor %685 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %687:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%686) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %688 = torch_c.from_builtin_tensor %687#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %689 = torch_c.from_builtin_tensor %687#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %688, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %689, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_1052 = torch.constant.int 1
    %int512_1053 = torch.constant.int 512
    %int16_1054 = torch.constant.int 16
    %690 = torch.prim.ListConstruct %int1_1052, %49, %int512_1053, %int16_1054 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %691 = torch.aten.view %689, %690 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %691, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_1055 = torch.constant.int 1
    %int512_1056 = torch.constant.int 512
    %int1_1057 = torch.constant.int 1
    %692 = torch.prim.ListConstruct %int1_1055, %49, %int512_1056, %int1_1057 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %693 = torch.aten.view %688, %692 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %693, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_1058 = torch.constant.int 1
    %int8192_1059 = torch.constant.int 8192
    %694 = torch.prim.ListConstruct %int1_1058, %49, %int8192_1059 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %695 = torch.aten.view %691, %694 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %695, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_1060 = torch.constant.int -1
    %696 = torch.aten.squeeze.dim %693, %int-1_1060 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %696, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int16384_1061 = torch.constant.int 16384
    %int8192_1062 = torch.constant.int 8192
    %697 = torch.prim.ListConstruct %int16384_1061, %int8192_1062 : (!torch.int, !torch.int) -> !torch.list<int>
    %698 = torch.aten.view %32, %697 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_1063 = torch.constant.int -1
    %699 = torch.aten.squeeze.dim %33, %int-1_1063 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %700 = torch_c.to_builtin_tensor %695 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_1064 = tensor.cast %700 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %701 = torch_c.to_builtin_tensor %696 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_1065 = tensor.cast %701 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %702 = torch_c.to_builtin_tensor %698 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %703 = torch_c.to_builtin_tensor %699 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %704 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_1064, %cast_1065, %702, %703) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_1066 = tensor.cast %704 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %705 = torch_c.from_builtin_tensor %cast_1066 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %705, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_1067 = torch.constant.none
    %none_1068 = torch.constant.none
    %int5_1069 = torch.constant.int 5
    %cpu_1070 = torch.constant.device "cpu"
    %int0_1071 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %705, %none_1067, %none_1068, %int5_1069, %cpu_1070, %int0_1071 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_1072 = torch.constant.int 1
    %706 = torch.aten.add.Tensor %423, %705, %int1_1072 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %706, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_1073 = torch.constant.none
    %none_1074 = torch.constant.none
    %int5_1075 = torch.constant.int 5
    %cpu_1076 = torch.constant.device "cpu"
    %int0_1077 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %706, %none_1073, %none_1074, %int5_1075, %cpu_1076, %int0_1077 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1078 = torch.constant.int 6
    %707 = torch.prims.convert_element_type %706, %int6_1078 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %707, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_1079 = torch.constant.int 2
    %708 = torch.aten.pow.Tensor_Scalar %707, %int2_1079 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %708, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_1080 = torch.constant.int -1
    %709 = torch.prim.ListConstruct %int-1_1080 : (!torch.int) -> !torch.list<int>
    %true_1081 = torch.constant.bool true
    %none_1082 = torch.constant.none
    %710 = torch.aten.mean.dim %708, %709, %true_1081, %none_1082 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %710, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_1083 = torch.constant.float 1.000000e-05
    %int1_1084 = torch.constant.int 1
    %711 = torch.aten.add.Scalar %710, %float1.000000e-05_1083, %int1_1084 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %711, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %712 = torch.aten.rsqrt %711 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %712, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %713 = torch.aten.mul.Tensor %707, %712 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %713, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_1085 = torch.constant.none
    %none_1086 = torch.constant.none
    %int6_1087 = torch.constant.int 6
    %cpu_1088 = torch.constant.device "cpu"
    %int0_1089 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %713, %none_1085, %none_1086, %int6_1087, %cpu_1088, %int0_1089 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1090 = torch.constant.int 5
    %714 = torch.prims.convert_element_type %713, %int5_1090 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %714, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %715 = torch.aten.mul.Tensor %34, %714 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %715, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_1091 = torch.constant.none
    %none_1092 = torch.constant.none
    %int6_1093 = torch.constant.int 6
    %cpu_1094 = torch.constant.device "cpu"
    %int0_1095 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %715, %none_1091, %none_1092, %int6_1093, %cpu_1094, %int0_1095 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1096 = torch.constant.int 5
    %716 = torch.prims.convert_element_type %715, %int5_1096 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %716, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_1097 = torch.constant.int 1
    %int512_1098 = torch.constant.int 512
    %int32_1099 = torch.constant.int 32
    %717 = torch.prim.ListConstruct %int1_1097, %49, %int512_1098, %int32_1099 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %718 = torch.aten.view %716, %717 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %718, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_1100 = torch.constant.int -1
    %int32_1101 = torch.constant.int 32
    %719 = torch.prim.ListConstruct %int-1_1100, %int32_1101 : (!torch.int, !torch.int) -> !torch.list<int>
    %720 = torch.aten.view %718, %719 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %720, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_1102 = torch.constant.none
    %none_1103 = torch.constant.none
    %int5_1104 = torch.constant.int 5
    %cpu_1105 = torch.constant.device "cpu"
    %int0_1106 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %720, %none_1102, %none_1103, %int5_1104, %cpu_1105, %int0_1106 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1107 = torch.constant.int 6
    %721 = torch.prims.convert_element_type %720, %int6_1107 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %721, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %722 = torch_c.to_builtin_tensor %721 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %723:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%722) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %724 = torch_c.from_builtin_tensor %723#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %725 = torch_c.from_builtin_tensor %723#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %724, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %725, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_1108 = torch.constant.int 1
    %int512_1109 = torch.constant.int 512
    %int16_1110 = torch.constant.int 16
    %726 = torch.prim.ListConstruct %int1_1108, %49, %int512_1109, %int16_1110 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %727 = torch.aten.view %725, %726 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %727, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_1111 = torch.constant.int 1
    %int512_1112 = torch.constant.int 512
    %int1_1113 = torch.constant.int 1
    %728 = torch.prim.ListConstruct %int1_1111, %49, %int512_1112, %int1_1113 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %729 = torch.aten.view %724, %728 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %729, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_1114 = torch.constant.int 1
    %int8192_1115 = torch.constant.int 8192
    %730 = torch.prim.ListConstruct %int1_1114, %49, %int8192_1115 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %731 = torch.aten.view %727, %730 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %731, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_1116 = torch.constant.int -1
    %732 = torch.aten.squeeze.dim %729, %int-1_1116 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %732, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248_1117 = torch.constant.int 53248
    %int8192_1118 = torch.constant.int 8192
    %733 = torch.prim.ListConstruct %int53248_1117, %int8192_1118 : (!torch.int, !torch.int) -> !torch.list<int>
    %734 = torch.aten.view %35, %733 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_1119 = torch.constant.int -1
    %735 = torch.aten.squeeze.dim %36, %int-1_1119 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %736 = torch_c.to_builtin_tensor %731 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_1120 = tensor.cast %736 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %737 = torch_c.to_builtin_tensor %732 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_1121 = tensor.cast %737 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %738 = torch_c.to_builtin_tensor %734 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %739 = torch_c.to_builtin_tensor %735 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %740 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_1120, %cast_1121, %738, %739) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_1122 = tensor.cast %740 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %741 = torch_c.from_builtin_tensor %cast_1122 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %741, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %742 = torch.aten.silu %741 : !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %742, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_1123 = torch.constant.int 1
    %int512_1124 = torch.constant.int 512
    %int32_1125 = torch.constant.int 32
    %743 = torch.prim.ListConstruct %int1_1123, %49, %int512_1124, %int32_1125 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %744 = torch.aten.view %716, %743 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,512,32],f16>
    torch.bind_symbolic_shape %744, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 32)> : !torch.vtensor<[1,?,512,32],f16>
    %int-1_1126 = torch.constant.int -1
    %int32_1127 = torch.constant.int 32
    %745 = torch.prim.ListConstruct %int-1_1126, %int32_1127 : (!torch.int, !torch.int) -> !torch.list<int>
    %746 = torch.aten.view %744, %745 : !torch.vtensor<[1,?,512,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %746, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f16>
    %none_1128 = torch.constant.none
    %none_1129 = torch.constant.none
    %int5_1130 = torch.constant.int 5
    %cpu_1131 = torch.constant.device "cpu"
    %int0_1132 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %746, %none_1128, %none_1129, %int5_1130, %cpu_1131, %int0_1132 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1133 = torch.constant.int 6
    %747 = torch.prims.convert_element_type %746, %int6_1133 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %747, [%45], affine_map<()[s0] -> (s0 * 16384, 32)> : !torch.vtensor<[?,32],f32>
    %748 = torch_c.to_builtin_tensor %747 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %749:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%748) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %750 = torch_c.from_builtin_tensor %749#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %751 = torch_c.from_builtin_tensor %749#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %750, [%45], affine_map<()[s0] -> (s0 * 16384)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %751, [%45], affine_map<()[s0] -> (s0 * 16384, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_1134 = torch.constant.int 1
    %int512_1135 = torch.constant.int 512
    %int16_1136 = torch.constant.int 16
    %752 = torch.prim.ListConstruct %int1_1134, %49, %int512_1135, %int16_1136 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %753 = torch.aten.view %751, %752 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,16],ui8>
    torch.bind_symbolic_shape %753, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 16)> : !torch.vtensor<[1,?,512,16],ui8>
    %int1_1137 = torch.constant.int 1
    %int512_1138 = torch.constant.int 512
    %int1_1139 = torch.constant.int 1
    %754 = torch.prim.ListConstruct %int1_1137, %49, %int512_1138, %int1_1139 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %755 = torch.aten.view %750, %754 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,512,1],ui8>
    torch.bind_symbolic_shape %755, [%45], affine_map<()[s0] -> (1, s0 * 32, 512, 1)> : !torch.vtensor<[1,?,512,1],ui8>
    %int1_1140 = torch.constant.int 1
    %int8192_1141 = torch.constant.int 8192
    %756 = torch.prim.ListConstruct %int1_1140, %49, %int8192_1141 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %757 = torch.aten.view %753, %756 : !torch.vtensor<[1,?,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,8192],ui8>
    torch.bind_symbolic_shape %757, [%45], affine_map<()[s0] -> (1, s0 * 32, 8192)> : !torch.vtensor<[1,?,8192],ui8>
    %int-1_1142 = torch.constant.int -1
    %758 = torch.aten.squeeze.dim %755, %int-1_1142 : !torch.vtensor<[1,?,512,1],ui8>, !torch.int -> !torch.vtensor<[1,?,512],ui8>
    torch.bind_symbolic_shape %758, [%45], affine_map<()[s0] -> (1, s0 * 32, 512)> : !torch.vtensor<[1,?,512],ui8>
    %int53248_1143 = torch.constant.int 53248
    %int8192_1144 = torch.constant.int 8192
    %759 = torch.prim.ListConstruct %int53248_1143, %int8192_1144 : (!torch.int, !torch.int) -> !torch.list<int>
    %760 = torch.aten.view %37, %759 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_1145 = torch.constant.int -1
    %761 = torch.aten.squeeze.dim %38, %int-1_1145 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %762 = torch_c.to_builtin_tensor %757 : !torch.vtensor<[1,?,8192],ui8> -> tensor<1x?x8192xi8>
    %cast_1146 = tensor.cast %762 : tensor<1x?x8192xi8> to tensor<?x?x8192xi8>
    %763 = torch_c.to_builtin_tensor %758 : !torch.vtensor<[1,?,512],ui8> -> tensor<1x?x512xi8>
    %cast_1147 = tensor.cast %763 : tensor<1x?x512xi8> to tensor<?x?x512xi8>
    %764 = torch_c.to_builtin_tensor %760 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %765 = torch_c.to_builtin_tensor %761 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %766 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_1146, %cast_1147, %764, %765) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_1148 = tensor.cast %766 : tensor<?x?x53248xf16> to tensor<1x?x53248xf16>
    %767 = torch_c.from_builtin_tensor %cast_1148 : tensor<1x?x53248xf16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %767, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %768 = torch.aten.mul.Tensor %742, %767 : !torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16> -> !torch.vtensor<[1,?,53248],f16>
    torch.bind_symbolic_shape %768, [%45], affine_map<()[s0] -> (1, s0 * 32, 53248)> : !torch.vtensor<[1,?,53248],f16>
    %int1_1149 = torch.constant.int 1
    %int1664_1150 = torch.constant.int 1664
    %int32_1151 = torch.constant.int 32
    %769 = torch.prim.ListConstruct %int1_1149, %49, %int1664_1150, %int32_1151 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %770 = torch.aten.view %768, %769 : !torch.vtensor<[1,?,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,?,1664,32],f16>
    torch.bind_symbolic_shape %770, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 32)> : !torch.vtensor<[1,?,1664,32],f16>
    %int-1_1152 = torch.constant.int -1
    %int32_1153 = torch.constant.int 32
    %771 = torch.prim.ListConstruct %int-1_1152, %int32_1153 : (!torch.int, !torch.int) -> !torch.list<int>
    %772 = torch.aten.view %770, %771 : !torch.vtensor<[1,?,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[?,32],f16>
    torch.bind_symbolic_shape %772, [%45], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f16>
    %none_1154 = torch.constant.none
    %none_1155 = torch.constant.none
    %int5_1156 = torch.constant.int 5
    %cpu_1157 = torch.constant.device "cpu"
    %int0_1158 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %772, %none_1154, %none_1155, %int5_1156, %cpu_1157, %int0_1158 : !torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1159 = torch.constant.int 6
    %773 = torch.prims.convert_element_type %772, %int6_1159 : !torch.vtensor<[?,32],f16>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %773, [%45], affine_map<()[s0] -> (s0 * 53248, 32)> : !torch.vtensor<[?,32],f32>
    %774 = torch_c.to_builtin_tensor %773 : !torch.vtensor<[?,32],f32> -> tensor<?x32xf32>
    %775:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%774) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %776 = torch_c.from_builtin_tensor %775#0 : tensor<?xi8> -> !torch.vtensor<[?],ui8>
    %777 = torch_c.from_builtin_tensor %775#1 : tensor<?x16xi8> -> !torch.vtensor<[?,16],ui8>
    torch.bind_symbolic_shape %776, [%45], affine_map<()[s0] -> (s0 * 53248)> : !torch.vtensor<[?],ui8>
    torch.bind_symbolic_shape %777, [%45], affine_map<()[s0] -> (s0 * 53248, 16)> : !torch.vtensor<[?,16],ui8>
    %int1_1160 = torch.constant.int 1
    %int1664_1161 = torch.constant.int 1664
    %int16_1162 = torch.constant.int 16
    %778 = torch.prim.ListConstruct %int1_1160, %49, %int1664_1161, %int16_1162 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %779 = torch.aten.view %777, %778 : !torch.vtensor<[?,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,16],ui8>
    torch.bind_symbolic_shape %779, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 16)> : !torch.vtensor<[1,?,1664,16],ui8>
    %int1_1163 = torch.constant.int 1
    %int1664_1164 = torch.constant.int 1664
    %int1_1165 = torch.constant.int 1
    %780 = torch.prim.ListConstruct %int1_1163, %49, %int1664_1164, %int1_1165 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %781 = torch.aten.view %776, %780 : !torch.vtensor<[?],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,1664,1],ui8>
    torch.bind_symbolic_shape %781, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664, 1)> : !torch.vtensor<[1,?,1664,1],ui8>
    %int1_1166 = torch.constant.int 1
    %int26624_1167 = torch.constant.int 26624
    %782 = torch.prim.ListConstruct %int1_1166, %49, %int26624_1167 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %783 = torch.aten.view %779, %782 : !torch.vtensor<[1,?,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,?,26624],ui8>
    torch.bind_symbolic_shape %783, [%45], affine_map<()[s0] -> (1, s0 * 32, 26624)> : !torch.vtensor<[1,?,26624],ui8>
    %int-1_1168 = torch.constant.int -1
    %784 = torch.aten.squeeze.dim %781, %int-1_1168 : !torch.vtensor<[1,?,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,?,1664],ui8>
    torch.bind_symbolic_shape %784, [%45], affine_map<()[s0] -> (1, s0 * 32, 1664)> : !torch.vtensor<[1,?,1664],ui8>
    %int16384_1169 = torch.constant.int 16384
    %int26624_1170 = torch.constant.int 26624
    %785 = torch.prim.ListConstruct %int16384_1169, %int26624_1170 : (!torch.int, !torch.int) -> !torch.list<int>
    %786 = torch.aten.view %39, %785 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_1171 = torch.constant.int -1
    %787 = torch.aten.squeeze.dim %40, %int-1_1171 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %788 = torch_c.to_builtin_tensor %783 : !torch.vtensor<[1,?,26624],ui8> -> tensor<1x?x26624xi8>
    %cast_1172 = tensor.cast %788 : tensor<1x?x26624xi8> to tensor<?x?x26624xi8>
    %789 = torch_c.to_builtin_tensor %784 : !torch.vtensor<[1,?,1664],ui8> -> tensor<1x?x1664xi8>
    %cast_1173 = tensor.cast %789 : tensor<1x?x1664xi8> to tensor<?x?x1664xi8>
    %790 = torch_c.to_builtin_tensor %786 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %791 = torch_c.to_builtin_tensor %787 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %792 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_1172, %cast_1173, %790, %791) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_1174 = tensor.cast %792 : tensor<?x?x16384xf16> to tensor<1x?x16384xf16>
    %793 = torch_c.from_builtin_tensor %cast_1174 : tensor<1x?x16384xf16> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %793, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int1_1175 = torch.constant.int 1
    %794 = torch.aten.add.Tensor %706, %793, %int1_1175 : !torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %794, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %none_1176 = torch.constant.none
    %none_1177 = torch.constant.none
    %int5_1178 = torch.constant.int 5
    %cpu_1179 = torch.constant.device "cpu"
    %int0_1180 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %794, %none_1176, %none_1177, %int5_1178, %cpu_1179, %int0_1180 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_1181 = torch.constant.none
    %none_1182 = torch.constant.none
    %int5_1183 = torch.constant.int 5
    %cpu_1184 = torch.constant.device "cpu"
    %int0_1185 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %794, %none_1181, %none_1182, %int5_1183, %cpu_1184, %int0_1185 : !torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1186 = torch.constant.int 6
    %795 = torch.prims.convert_element_type %794, %int6_1186 : !torch.vtensor<[1,?,16384],f16>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %795, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int2_1187 = torch.constant.int 2
    %796 = torch.aten.pow.Tensor_Scalar %795, %int2_1187 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %796, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %int-1_1188 = torch.constant.int -1
    %797 = torch.prim.ListConstruct %int-1_1188 : (!torch.int) -> !torch.list<int>
    %true_1189 = torch.constant.bool true
    %none_1190 = torch.constant.none
    %798 = torch.aten.mean.dim %796, %797, %true_1189, %none_1190 : !torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %798, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_1191 = torch.constant.float 1.000000e-05
    %int1_1192 = torch.constant.int 1
    %799 = torch.aten.add.Scalar %798, %float1.000000e-05_1191, %int1_1192 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %799, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %800 = torch.aten.rsqrt %799 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %800, [%45], affine_map<()[s0] -> (1, s0 * 32, 1)> : !torch.vtensor<[1,?,1],f32>
    %801 = torch.aten.mul.Tensor %795, %800 : !torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %801, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_1193 = torch.constant.none
    %none_1194 = torch.constant.none
    %int6_1195 = torch.constant.int 6
    %cpu_1196 = torch.constant.device "cpu"
    %int0_1197 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %801, %none_1193, %none_1194, %int6_1195, %cpu_1196, %int0_1197 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1198 = torch.constant.int 5
    %802 = torch.prims.convert_element_type %801, %int5_1198 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %802, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %803 = torch.aten.mul.Tensor %41, %802 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,?,16384],f16> -> !torch.vtensor<[1,?,16384],f32>
    torch.bind_symbolic_shape %803, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f32>
    %none_1199 = torch.constant.none
    %none_1200 = torch.constant.none
    %int6_1201 = torch.constant.int 6
    %cpu_1202 = torch.constant.device "cpu"
    %int0_1203 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %803, %none_1199, %none_1200, %int6_1201, %cpu_1202, %int0_1203 : !torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1204 = torch.constant.int 5
    %804 = torch.prims.convert_element_type %803, %int5_1204 : !torch.vtensor<[1,?,16384],f32>, !torch.int -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %804, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    %int-2_1205 = torch.constant.int -2
    %int-1_1206 = torch.constant.int -1
    %805 = torch.aten.transpose.int %42, %int-2_1205, %int-1_1206 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_1207 = torch.constant.none
    %none_1208 = torch.constant.none
    %int5_1209 = torch.constant.int 5
    %cpu_1210 = torch.constant.device "cpu"
    %int0_1211 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %805, %none_1207, %none_1208, %int5_1209, %cpu_1210, %int0_1211 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int16384_1212 = torch.constant.int 16384
    %806 = torch.prim.ListConstruct %49, %int16384_1212 : (!torch.int, !torch.int) -> !torch.list<int>
    %807 = torch.aten.view %804, %806 : !torch.vtensor<[1,?,16384],f16>, !torch.list<int> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %807, [%45], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %808 = torch.aten.matmul %807, %805 : !torch.vtensor<[?,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[?,16384],f16>
    torch.bind_symbolic_shape %808, [%45], affine_map<()[s0] -> (s0 * 32, 16384)> : !torch.vtensor<[?,16384],f16>
    %int1_1213 = torch.constant.int 1
    %int16384_1214 = torch.constant.int 16384
    %809 = torch.prim.ListConstruct %int1_1213, %49, %int16384_1214 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %810 = torch.aten.view %808, %809 : !torch.vtensor<[?,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,?,16384],f16>
    torch.bind_symbolic_shape %810, [%45], affine_map<()[s0] -> (1, s0 * 32, 16384)> : !torch.vtensor<[1,?,16384],f16>
    return %810 : !torch.vtensor<[1,?,16384],f16>
  }
  func.func @decode_bs1(%arg0: !torch.vtensor<[1,1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.vtensor<[1],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg3: !torch.vtensor<[1,?],si64> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg4: !torch.tensor<[?,131072],f8E4M3FN> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[1,1,16384],f16> attributes {torch.assume_strict_symbolic_shapes} {
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
    %26 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %27 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %__auto.blk.1.kv_cache.quantizer3Arscale = util.global.load @"__auto.blk.1.kv_cache.quantizer:rscale" : tensor<f16>
    %28 = torch_c.from_builtin_tensor %__auto.blk.1.kv_cache.quantizer3Arscale : tensor<f16> -> !torch.vtensor<[],f16>
    %29 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %30 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %31 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %32 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %33 = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
    %34 = torch.vtensor.literal(dense<0xFC00> : tensor<f16>) : !torch.vtensor<[],f16>
    %__auto.blk.1.attn_norm.weight = util.global.load @__auto.blk.1.attn_norm.weight : tensor<16384xf32>
    %35 = torch_c.from_builtin_tensor %__auto.blk.1.attn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.1.attn_q.weight3Aqs = util.global.load @"__auto.blk.1.attn_q.weight:qs" : tensor<16384x512x16xi8>
    %36 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.1.attn_q.weight3Ad = util.global.load @"__auto.blk.1.attn_q.weight:d" : tensor<16384x512x1xi8>
    %37 = torch_c.from_builtin_tensor %__auto.blk.1.attn_q.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.1.attn_k.weight3Aqs = util.global.load @"__auto.blk.1.attn_k.weight:qs" : tensor<1024x512x16xi8>
    %38 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.1.attn_k.weight3Ad = util.global.load @"__auto.blk.1.attn_k.weight:d" : tensor<1024x512x1xi8>
    %39 = torch_c.from_builtin_tensor %__auto.blk.1.attn_k.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.1.attn_v.weight3Aqs = util.global.load @"__auto.blk.1.attn_v.weight:qs" : tensor<1024x512x16xi8>
    %40 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight3Aqs : tensor<1024x512x16xi8> -> !torch.vtensor<[1024,512,16],ui8>
    %__auto.blk.1.attn_v.weight3Ad = util.global.load @"__auto.blk.1.attn_v.weight:d" : tensor<1024x512x1xi8>
    %41 = torch_c.from_builtin_tensor %__auto.blk.1.attn_v.weight3Ad : tensor<1024x512x1xi8> -> !torch.vtensor<[1024,512,1],ui8>
    %__auto.blk.1.attn_output.weight3Aqs = util.global.load @"__auto.blk.1.attn_output.weight:qs" : tensor<16384x512x16xi8>
    %42 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight3Aqs : tensor<16384x512x16xi8> -> !torch.vtensor<[16384,512,16],ui8>
    %__auto.blk.1.attn_output.weight3Ad = util.global.load @"__auto.blk.1.attn_output.weight:d" : tensor<16384x512x1xi8>
    %43 = torch_c.from_builtin_tensor %__auto.blk.1.attn_output.weight3Ad : tensor<16384x512x1xi8> -> !torch.vtensor<[16384,512,1],ui8>
    %__auto.blk.1.ffn_norm.weight = util.global.load @__auto.blk.1.ffn_norm.weight : tensor<16384xf32>
    %44 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_norm.weight : tensor<16384xf32> -> !torch.vtensor<[16384],f32>
    %__auto.blk.1.ffn_gate.weight3Aqs = util.global.load @"__auto.blk.1.ffn_gate.weight:qs" : tensor<53248x512x16xi8>
    %45 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.1.ffn_gate.weight3Ad = util.global.load @"__auto.blk.1.ffn_gate.weight:d" : tensor<53248x512x1xi8>
    %46 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_gate.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.1.ffn_up.weight3Aqs = util.global.load @"__auto.blk.1.ffn_up.weight:qs" : tensor<53248x512x16xi8>
    %47 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight3Aqs : tensor<53248x512x16xi8> -> !torch.vtensor<[53248,512,16],ui8>
    %__auto.blk.1.ffn_up.weight3Ad = util.global.load @"__auto.blk.1.ffn_up.weight:d" : tensor<53248x512x1xi8>
    %48 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_up.weight3Ad : tensor<53248x512x1xi8> -> !torch.vtensor<[53248,512,1],ui8>
    %__auto.blk.1.ffn_down.weight3Aqs = util.global.load @"__auto.blk.1.ffn_down.weight:qs" : tensor<16384x1664x16xi8>
    %49 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight3Aqs : tensor<16384x1664x16xi8> -> !torch.vtensor<[16384,1664,16],ui8>
    %__auto.blk.1.ffn_down.weight3Ad = util.global.load @"__auto.blk.1.ffn_down.weight:d" : tensor<16384x1664x1xi8>
    %50 = torch_c.from_builtin_tensor %__auto.blk.1.ffn_down.weight3Ad : tensor<16384x1664x1xi8> -> !torch.vtensor<[16384,1664,1],ui8>
    %__auto.output_norm.weight = util.global.load @__auto.output_norm.weight : tensor<1x16384xf32>
    %51 = torch_c.from_builtin_tensor %__auto.output_norm.weight : tensor<1x16384xf32> -> !torch.vtensor<[1,16384],f32>
    %__auto.output.weight = util.global.load @__auto.output.weight : tensor<16384x16384xf16>
    %52 = torch_c.from_builtin_tensor %__auto.output.weight : tensor<16384x16384xf16> -> !torch.vtensor<[16384,16384],f16>
    %53 = torch.copy.to_vtensor %arg4 : !torch.vtensor<[?,131072],f8E4M3FN>
    %54 = torch.symbolic_int "s23" {min_val = 2, max_val = 4095} : !torch.int
    %55 = torch.symbolic_int "s98" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg3, [%54], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %53, [%55], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int1 = torch.constant.int 1
    %56 = torch.aten.size.int %arg3, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %57 = torch.aten.size.int %53, %int0 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0_1 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none, %none_0, %int5, %cpu, %int0_1 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_2 = torch.constant.bool false
    %58 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_2 : !torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,16384],f16>
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %int5_5 = torch.constant.int 5
    %cpu_6 = torch.constant.device "cpu"
    %int0_7 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %58, %none_3, %none_4, %int5_5, %cpu_6, %int0_7 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %59 = torch.prims.convert_element_type %58, %int6 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2 = torch.constant.int 2
    %60 = torch.aten.pow.Tensor_Scalar %59, %int2 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_8 = torch.constant.int -1
    %61 = torch.prim.ListConstruct %int-1_8 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_9 = torch.constant.none
    %62 = torch.aten.mean.dim %60, %61, %true, %none_9 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_10 = torch.constant.int 1
    %63 = torch.aten.add.Scalar %62, %float1.000000e-05, %int1_10 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %64 = torch.aten.rsqrt %63 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %65 = torch.aten.mul.Tensor %59, %64 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int6_13 = torch.constant.int 6
    %cpu_14 = torch.constant.device "cpu"
    %int0_15 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %65, %none_11, %none_12, %int6_13, %cpu_14, %int0_15 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_16 = torch.constant.int 5
    %66 = torch.prims.convert_element_type %65, %int5_16 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %67 = torch.aten.mul.Tensor %10, %66 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %cpu_20 = torch.constant.device "cpu"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %67, %none_17, %none_18, %int6_19, %cpu_20, %int0_21 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_22 = torch.constant.int 5
    %68 = torch.prims.convert_element_type %67, %int5_22 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_23 = torch.constant.int 1
    %int1_24 = torch.constant.int 1
    %int512 = torch.constant.int 512
    %int32 = torch.constant.int 32
    %69 = torch.prim.ListConstruct %int1_23, %int1_24, %int512, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.view %68, %69 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_25 = torch.constant.int -1
    %int32_26 = torch.constant.int 32
    %71 = torch.prim.ListConstruct %int-1_25, %int32_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.aten.view %70, %71 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %cpu_30 = torch.constant.device "cpu"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %72, %none_27, %none_28, %int5_29, %cpu_30, %int0_31 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %73 = torch.prims.convert_element_type %72, %int6_32 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %74 = torch_c.to_builtin_tensor %73 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast = tensor.cast %74 : tensor<512x32xf32> to tensor<?x32xf32>
    %75:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_33 = tensor.cast %75#0 : tensor<?xi8> to tensor<512xi8>
    %76 = torch_c.from_builtin_tensor %cast_33 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_34 = tensor.cast %75#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %77 = torch_c.from_builtin_tensor %cast_34 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_35 = torch.constant.int 1
    %int1_36 = torch.constant.int 1
    %int512_37 = torch.constant.int 512
    %int16 = torch.constant.int 16
    %78 = torch.prim.ListConstruct %int1_35, %int1_36, %int512_37, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %77, %78 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_38 = torch.constant.int 1
    %int1_39 = torch.constant.int 1
    %int512_40 = torch.constant.int 512
    %int1_41 = torch.constant.int 1
    %80 = torch.prim.ListConstruct %int1_38, %int1_39, %int512_40, %int1_41 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %81 = torch.aten.view %76, %80 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_42 = torch.constant.int 1
    %int1_43 = torch.constant.int 1
    %int8192 = torch.constant.int 8192
    %82 = torch.prim.ListConstruct %int1_42, %int1_43, %int8192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %79, %82 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_44 = torch.constant.int -1
    %84 = torch.aten.squeeze.dim %81, %int-1_44 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384 = torch.constant.int 16384
    %int8192_45 = torch.constant.int 8192
    %85 = torch.prim.ListConstruct %int16384, %int8192_45 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch.aten.view %11, %85 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_46 = torch.constant.int -1
    %87 = torch.aten.squeeze.dim %12, %int-1_46 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %88 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_47 = tensor.cast %88 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %89 = torch_c.to_builtin_tensor %84 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_48 = tensor.cast %89 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %90 = torch_c.to_builtin_tensor %86 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %91 = torch_c.to_builtin_tensor %87 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %92 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_47, %cast_48, %90, %91) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_49 = tensor.cast %92 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %93 = torch_c.from_builtin_tensor %cast_49 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %int512_52 = torch.constant.int 512
    %int32_53 = torch.constant.int 32
    %94 = torch.prim.ListConstruct %int1_50, %int1_51, %int512_52, %int32_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.view %68, %94 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_54 = torch.constant.int -1
    %int32_55 = torch.constant.int 32
    %96 = torch.prim.ListConstruct %int-1_54, %int32_55 : (!torch.int, !torch.int) -> !torch.list<int>
    %97 = torch.aten.view %95, %96 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_56 = torch.constant.none
    %none_57 = torch.constant.none
    %int5_58 = torch.constant.int 5
    %cpu_59 = torch.constant.device "cpu"
    %int0_60 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %97, %none_56, %none_57, %int5_58, %cpu_59, %int0_60 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_61 = torch.constant.int 6
    %98 = torch.prims.convert_element_type %97, %int6_61 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %99 = torch_c.to_builtin_tensor %98 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_62 = tensor.cast %99 : tensor<512x32xf32> to tensor<?x32xf32>
    %100:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_62) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_63 = tensor.cast %100#0 : tensor<?xi8> to tensor<512xi8>
    %101 = torch_c.from_builtin_tensor %cast_63 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_64 = tensor.cast %100#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %102 = torch_c.from_builtin_tensor %cast_64 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_65 = torch.constant.int 1
    %int1_66 = torch.constant.int 1
    %int512_67 = torch.constant.int 512
    %int16_68 = torch.constant.int 16
    %103 = torch.prim.ListConstruct %int1_65, %int1_66, %int512_67, %int16_68 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.view %102, %103 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_69 = torch.constant.int 1
    %int1_70 = torch.constant.int 1
    %int512_71 = torch.constant.int 512
    %int1_72 = torch.constant.int 1
    %105 = torch.prim.ListConstruct %int1_69, %int1_70, %int512_71, %int1_72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %101, %105 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_73 = torch.constant.int 1
    %int1_74 = torch.constant.int 1
    %int8192_75 = torch.constant.int 8192
    %107 = torch.prim.ListConstruct %int1_73, %int1_74, %int8192_75 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %104, %107 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_76 = torch.constant.int -1
    %109 = torch.aten.squeeze.dim %106, %int-1_76 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024 = torch.constant.int 1024
    %int8192_77 = torch.constant.int 8192
    %110 = torch.prim.ListConstruct %int1024, %int8192_77 : (!torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %13, %110 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_78 = torch.constant.int -1
    %112 = torch.aten.squeeze.dim %14, %int-1_78 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %113 = torch_c.to_builtin_tensor %108 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_79 = tensor.cast %113 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %114 = torch_c.to_builtin_tensor %109 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_80 = tensor.cast %114 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %115 = torch_c.to_builtin_tensor %111 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %116 = torch_c.to_builtin_tensor %112 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %117 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_79, %cast_80, %115, %116) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_81 = tensor.cast %117 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %118 = torch_c.from_builtin_tensor %cast_81 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_82 = torch.constant.int 1
    %int1_83 = torch.constant.int 1
    %int512_84 = torch.constant.int 512
    %int32_85 = torch.constant.int 32
    %119 = torch.prim.ListConstruct %int1_82, %int1_83, %int512_84, %int32_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %68, %119 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_86 = torch.constant.int -1
    %int32_87 = torch.constant.int 32
    %121 = torch.prim.ListConstruct %int-1_86, %int32_87 : (!torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %120, %121 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_88 = torch.constant.none
    %none_89 = torch.constant.none
    %int5_90 = torch.constant.int 5
    %cpu_91 = torch.constant.device "cpu"
    %int0_92 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %122, %none_88, %none_89, %int5_90, %cpu_91, %int0_92 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_93 = torch.constant.int 6
    %123 = torch.prims.convert_element_type %122, %int6_93 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %124 = torch_c.to_builtin_tensor %123 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_94 = tensor.cast %124 : tensor<512x32xf32> to tensor<?x32xf32>
    %125:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_94) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_95 = tensor.cast %125#0 : tensor<?xi8> to tensor<512xi8>
    %126 = torch_c.from_builtin_tensor %cast_95 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_96 = tensor.cast %125#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %127 = torch_c.from_builtin_tensor %cast_96 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_97 = torch.constant.int 1
    %int1_98 = torch.constant.int 1
    %int512_99 = torch.constant.int 512
    %int16_100 = torch.constant.int 16
    %128 = torch.prim.ListConstruct %int1_97, %int1_98, %int512_99, %int16_100 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %129 = torch.aten.view %127, %128 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_101 = torch.constant.int 1
    %int1_102 = torch.constant.int 1
    %int512_103 = torch.constant.int 512
    %int1_104 = torch.constant.int 1
    %130 = torch.prim.ListConstruct %int1_101, %int1_102, %int512_103, %int1_104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.aten.view %126, %130 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_105 = torch.constant.int 1
    %int1_106 = torch.constant.int 1
    %int8192_107 = torch.constant.int 8192
    %132 = torch.prim.ListConstruct %int1_105, %int1_106, %int8192_107 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %133 = torch.aten.view %129, %132 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_108 = torch.constant.int -1
    %134 = torch.aten.squeeze.dim %131, %int-1_108 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024_109 = torch.constant.int 1024
    %int8192_110 = torch.constant.int 8192
    %135 = torch.prim.ListConstruct %int1024_109, %int8192_110 : (!torch.int, !torch.int) -> !torch.list<int>
    %136 = torch.aten.view %15, %135 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_111 = torch.constant.int -1
    %137 = torch.aten.squeeze.dim %16, %int-1_111 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %138 = torch_c.to_builtin_tensor %133 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_112 = tensor.cast %138 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %139 = torch_c.to_builtin_tensor %134 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_113 = tensor.cast %139 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %140 = torch_c.to_builtin_tensor %136 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %141 = torch_c.to_builtin_tensor %137 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %142 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_112, %cast_113, %140, %141) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_114 = tensor.cast %142 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %143 = torch_c.from_builtin_tensor %cast_114 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_115 = torch.constant.int 1
    %int1_116 = torch.constant.int 1
    %int128 = torch.constant.int 128
    %int128_117 = torch.constant.int 128
    %144 = torch.prim.ListConstruct %int1_115, %int1_116, %int128, %int128_117 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %145 = torch.aten.view %93, %144 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %int1_118 = torch.constant.int 1
    %int1_119 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_120 = torch.constant.int 128
    %146 = torch.prim.ListConstruct %int1_118, %int1_119, %int8, %int128_120 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %147 = torch.aten.view %118, %146 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_121 = torch.constant.int 1
    %int1_122 = torch.constant.int 1
    %int8_123 = torch.constant.int 8
    %int128_124 = torch.constant.int 128
    %148 = torch.prim.ListConstruct %int1_121, %int1_122, %int8_123, %int128_124 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %149 = torch.aten.view %143, %148 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_125 = torch.constant.int 0
    %int1_126 = torch.constant.int 1
    %none_127 = torch.constant.none
    %none_128 = torch.constant.none
    %cpu_129 = torch.constant.device "cpu"
    %false_130 = torch.constant.bool false
    %150 = torch.aten.arange.start %int0_125, %int1_126, %none_127, %none_128, %cpu_129, %false_130 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_131 = torch.constant.int 0
    %151 = torch.aten.unsqueeze %150, %int0_131 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_132 = torch.constant.int 1
    %152 = torch.aten.unsqueeze %arg2, %int1_132 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_133 = torch.constant.int 1
    %153 = torch.aten.add.Tensor %151, %152, %int1_133 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_134 = torch.constant.int 0
    %int128_135 = torch.constant.int 128
    %int2_136 = torch.constant.int 2
    %none_137 = torch.constant.none
    %none_138 = torch.constant.none
    %cpu_139 = torch.constant.device "cpu"
    %false_140 = torch.constant.bool false
    %154 = torch.aten.arange.start_step %int0_134, %int128_135, %int2_136, %none_137, %none_138, %cpu_139, %false_140 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_141 = torch.constant.none
    %none_142 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_143 = torch.constant.device "cpu"
    %int0_144 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %154, %none_141, %none_142, %int4, %cpu_143, %int0_144 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_145 = torch.constant.int 6
    %155 = torch.prims.convert_element_type %154, %int6_145 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_146 = torch.constant.int 128
    %156 = torch.aten.div.Scalar %155, %int128_146 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %157 = torch.aten.pow.Scalar %float5.000000e05, %156 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %158 = torch.aten.reciprocal %157 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %159 = torch.aten.mul.Scalar %158, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_147 = torch.constant.none
    %160 = torch.aten.clone %1, %none_147 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_148 = torch.constant.int 0
    %161 = torch.aten.unsqueeze %159, %int0_148 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_149 = torch.constant.int 2
    %162 = torch.aten.unsqueeze %161, %int2_149 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_150 = torch.constant.none
    %none_151 = torch.constant.none
    %int6_152 = torch.constant.int 6
    %cpu_153 = torch.constant.device "cpu"
    %int0_154 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %162, %none_150, %none_151, %int6_152, %cpu_153, %int0_154 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_155 = torch.constant.int 1
    %int-1_156 = torch.constant.int -1
    %int1_157 = torch.constant.int 1
    %163 = torch.prim.ListConstruct %int1_155, %int-1_156, %int1_157 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_158 = torch.constant.bool false
    %164 = torch.aten.expand %162, %163, %false_158 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_159 = torch.constant.int 1
    %165 = torch.aten.unsqueeze %153, %int1_159 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_160 = torch.constant.none
    %none_161 = torch.constant.none
    %int4_162 = torch.constant.int 4
    %cpu_163 = torch.constant.device "cpu"
    %int0_164 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %165, %none_160, %none_161, %int4_162, %cpu_163, %int0_164 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_165 = torch.constant.int 6
    %166 = torch.prims.convert_element_type %165, %int6_165 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %167 = torch.aten.matmul %164, %166 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_166 = torch.constant.int 1
    %int2_167 = torch.constant.int 2
    %168 = torch.aten.transpose.int %167, %int1_166, %int2_167 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %169 = torch.aten.cos %168 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %170 = torch.aten.mul.Tensor %169, %160 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_168 = torch.constant.none
    %none_169 = torch.constant.none
    %int6_170 = torch.constant.int 6
    %cpu_171 = torch.constant.device "cpu"
    %int0_172 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_168, %none_169, %int6_170, %cpu_171, %int0_172 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_173 = torch.constant.int 5
    %171 = torch.prims.convert_element_type %170, %int5_173 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %172 = torch.aten.sin %168 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %173 = torch.aten.mul.Tensor %172, %160 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_174 = torch.constant.none
    %none_175 = torch.constant.none
    %int6_176 = torch.constant.int 6
    %cpu_177 = torch.constant.device "cpu"
    %int0_178 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %173, %none_174, %none_175, %int6_176, %cpu_177, %int0_178 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_179 = torch.constant.int 5
    %174 = torch.prims.convert_element_type %173, %int5_179 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_180 = torch.constant.int 2
    %175 = torch.aten.unsqueeze %171, %int2_180 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_181 = torch.constant.int 2
    %176 = torch.aten.unsqueeze %174, %int2_181 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_182 = torch.constant.none
    %none_183 = torch.constant.none
    %int5_184 = torch.constant.int 5
    %cpu_185 = torch.constant.device "cpu"
    %int0_186 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %175, %none_182, %none_183, %int5_184, %cpu_185, %int0_186 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_187 = torch.constant.none
    %none_188 = torch.constant.none
    %int5_189 = torch.constant.int 5
    %cpu_190 = torch.constant.device "cpu"
    %int0_191 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %176, %none_187, %none_188, %int5_189, %cpu_190, %int0_191 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_192 = torch.constant.none
    %none_193 = torch.constant.none
    %int5_194 = torch.constant.int 5
    %cpu_195 = torch.constant.device "cpu"
    %int0_196 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %145, %none_192, %none_193, %int5_194, %cpu_195, %int0_196 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3 = torch.constant.int 3
    %int0_197 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_198 = torch.constant.int 1
    %177 = torch.aten.slice.Tensor %145, %int3, %int0_197, %int64, %int1_198 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %int3_199 = torch.constant.int 3
    %int64_200 = torch.constant.int 64
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_201 = torch.constant.int 1
    %178 = torch.aten.slice.Tensor %145, %int3_199, %int64_200, %int9223372036854775807, %int1_201 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %179 = torch.aten.mul.Tensor %177, %175 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %180 = torch.aten.mul.Tensor %178, %176 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_202 = torch.constant.int 1
    %181 = torch.aten.sub.Tensor %179, %180, %int1_202 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %182 = torch.aten.mul.Tensor %178, %175 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %183 = torch.aten.mul.Tensor %177, %176 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_203 = torch.constant.int 1
    %184 = torch.aten.add.Tensor %182, %183, %int1_203 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %185 = torch_c.to_builtin_tensor %181 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_204 = tensor.cast %185 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %186 = torch_c.to_builtin_tensor %184 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_205 = tensor.cast %186 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %187 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_204, %cast_205) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_206 = tensor.cast %187 : tensor<?x?x?x2x?xf16> to tensor<1x1x128x2x64xf16>
    %188 = torch_c.from_builtin_tensor %cast_206 : tensor<1x1x128x2x64xf16> -> !torch.vtensor<[1,1,128,2,64],f16>
    %int1_207 = torch.constant.int 1
    %int1_208 = torch.constant.int 1
    %int128_209 = torch.constant.int 128
    %int128_210 = torch.constant.int 128
    %189 = torch.prim.ListConstruct %int1_207, %int1_208, %int128_209, %int128_210 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %190 = torch.aten.view %188, %189 : !torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %none_211 = torch.constant.none
    %none_212 = torch.constant.none
    %int5_213 = torch.constant.int 5
    %cpu_214 = torch.constant.device "cpu"
    %int0_215 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %190, %none_211, %none_212, %int5_213, %cpu_214, %int0_215 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_216 = torch.constant.int 0
    %int1_217 = torch.constant.int 1
    %none_218 = torch.constant.none
    %none_219 = torch.constant.none
    %cpu_220 = torch.constant.device "cpu"
    %false_221 = torch.constant.bool false
    %191 = torch.aten.arange.start %int0_216, %int1_217, %none_218, %none_219, %cpu_220, %false_221 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_222 = torch.constant.int 0
    %192 = torch.aten.unsqueeze %191, %int0_222 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_223 = torch.constant.int 1
    %193 = torch.aten.unsqueeze %arg2, %int1_223 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_224 = torch.constant.int 1
    %194 = torch.aten.add.Tensor %192, %193, %int1_224 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_225 = torch.constant.int 0
    %int128_226 = torch.constant.int 128
    %int2_227 = torch.constant.int 2
    %none_228 = torch.constant.none
    %none_229 = torch.constant.none
    %cpu_230 = torch.constant.device "cpu"
    %false_231 = torch.constant.bool false
    %195 = torch.aten.arange.start_step %int0_225, %int128_226, %int2_227, %none_228, %none_229, %cpu_230, %false_231 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_232 = torch.constant.none
    %none_233 = torch.constant.none
    %int4_234 = torch.constant.int 4
    %cpu_235 = torch.constant.device "cpu"
    %int0_236 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %195, %none_232, %none_233, %int4_234, %cpu_235, %int0_236 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_237 = torch.constant.int 6
    %196 = torch.prims.convert_element_type %195, %int6_237 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_238 = torch.constant.int 128
    %197 = torch.aten.div.Scalar %196, %int128_238 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_239 = torch.constant.float 5.000000e+05
    %198 = torch.aten.pow.Scalar %float5.000000e05_239, %197 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %199 = torch.aten.reciprocal %198 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_240 = torch.constant.float 1.000000e+00
    %200 = torch.aten.mul.Scalar %199, %float1.000000e00_240 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_241 = torch.constant.none
    %201 = torch.aten.clone %2, %none_241 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_242 = torch.constant.int 0
    %202 = torch.aten.unsqueeze %200, %int0_242 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_243 = torch.constant.int 2
    %203 = torch.aten.unsqueeze %202, %int2_243 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_244 = torch.constant.none
    %none_245 = torch.constant.none
    %int6_246 = torch.constant.int 6
    %cpu_247 = torch.constant.device "cpu"
    %int0_248 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %203, %none_244, %none_245, %int6_246, %cpu_247, %int0_248 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_249 = torch.constant.int 1
    %int-1_250 = torch.constant.int -1
    %int1_251 = torch.constant.int 1
    %204 = torch.prim.ListConstruct %int1_249, %int-1_250, %int1_251 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_252 = torch.constant.bool false
    %205 = torch.aten.expand %203, %204, %false_252 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_253 = torch.constant.int 1
    %206 = torch.aten.unsqueeze %194, %int1_253 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_254 = torch.constant.none
    %none_255 = torch.constant.none
    %int4_256 = torch.constant.int 4
    %cpu_257 = torch.constant.device "cpu"
    %int0_258 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %206, %none_254, %none_255, %int4_256, %cpu_257, %int0_258 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_259 = torch.constant.int 6
    %207 = torch.prims.convert_element_type %206, %int6_259 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %208 = torch.aten.matmul %205, %207 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_260 = torch.constant.int 1
    %int2_261 = torch.constant.int 2
    %209 = torch.aten.transpose.int %208, %int1_260, %int2_261 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %210 = torch.aten.cos %209 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %211 = torch.aten.mul.Tensor %210, %201 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_262 = torch.constant.none
    %none_263 = torch.constant.none
    %int6_264 = torch.constant.int 6
    %cpu_265 = torch.constant.device "cpu"
    %int0_266 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %211, %none_262, %none_263, %int6_264, %cpu_265, %int0_266 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_267 = torch.constant.int 5
    %212 = torch.prims.convert_element_type %211, %int5_267 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %213 = torch.aten.sin %209 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %214 = torch.aten.mul.Tensor %213, %201 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_268 = torch.constant.none
    %none_269 = torch.constant.none
    %int6_270 = torch.constant.int 6
    %cpu_271 = torch.constant.device "cpu"
    %int0_272 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %214, %none_268, %none_269, %int6_270, %cpu_271, %int0_272 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_273 = torch.constant.int 5
    %215 = torch.prims.convert_element_type %214, %int5_273 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_274 = torch.constant.int 2
    %216 = torch.aten.unsqueeze %212, %int2_274 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_275 = torch.constant.int 2
    %217 = torch.aten.unsqueeze %215, %int2_275 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_276 = torch.constant.none
    %none_277 = torch.constant.none
    %int5_278 = torch.constant.int 5
    %cpu_279 = torch.constant.device "cpu"
    %int0_280 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %216, %none_276, %none_277, %int5_278, %cpu_279, %int0_280 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_281 = torch.constant.none
    %none_282 = torch.constant.none
    %int5_283 = torch.constant.int 5
    %cpu_284 = torch.constant.device "cpu"
    %int0_285 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %217, %none_281, %none_282, %int5_283, %cpu_284, %int0_285 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_286 = torch.constant.none
    %none_287 = torch.constant.none
    %int5_288 = torch.constant.int 5
    %cpu_289 = torch.constant.device "cpu"
    %int0_290 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %147, %none_286, %none_287, %int5_288, %cpu_289, %int0_290 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_291 = torch.constant.int 3
    %int0_292 = torch.constant.int 0
    %int64_293 = torch.constant.int 64
    %int1_294 = torch.constant.int 1
    %218 = torch.aten.slice.Tensor %147, %int3_291, %int0_292, %int64_293, %int1_294 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_295 = torch.constant.int 3
    %int64_296 = torch.constant.int 64
    %int9223372036854775807_297 = torch.constant.int 9223372036854775807
    %int1_298 = torch.constant.int 1
    %219 = torch.aten.slice.Tensor %147, %int3_295, %int64_296, %int9223372036854775807_297, %int1_298 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %220 = torch.aten.mul.Tensor %218, %216 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %221 = torch.aten.mul.Tensor %219, %217 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_299 = torch.constant.int 1
    %222 = torch.aten.sub.Tensor %220, %221, %int1_299 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %223 = torch.aten.mul.Tensor %219, %216 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %224 = torch.aten.mul.Tensor %218, %217 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_300 = torch.constant.int 1
    %225 = torch.aten.add.Tensor %223, %224, %int1_300 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %226 = torch_c.to_builtin_tensor %222 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_301 = tensor.cast %226 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %227 = torch_c.to_builtin_tensor %225 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_302 = tensor.cast %227 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %228 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_301, %cast_302) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_303 = tensor.cast %228 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %229 = torch_c.from_builtin_tensor %cast_303 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_304 = torch.constant.int 1
    %int1_305 = torch.constant.int 1
    %int8_306 = torch.constant.int 8
    %int128_307 = torch.constant.int 128
    %230 = torch.prim.ListConstruct %int1_304, %int1_305, %int8_306, %int128_307 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.view %229, %230 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_308 = torch.constant.none
    %none_309 = torch.constant.none
    %int5_310 = torch.constant.int 5
    %cpu_311 = torch.constant.device "cpu"
    %int0_312 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %231, %none_308, %none_309, %int5_310, %cpu_311, %int0_312 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %232 = torch.aten.div.Tensor %231, %3 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02 = torch.constant.float -4.480000e+02
    %float4.480000e02 = torch.constant.float 4.480000e+02
    %233 = torch.aten.clamp %232, %float-4.480000e02, %float4.480000e02 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_313 = torch.constant.none
    %none_314 = torch.constant.none
    %int5_315 = torch.constant.int 5
    %cpu_316 = torch.constant.device "cpu"
    %int0_317 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %233, %none_313, %none_314, %int5_315, %cpu_316, %int0_317 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %234 = torch.prims.convert_element_type %233, %int24 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %235 = torch.aten.div.Tensor %149, %3 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02_318 = torch.constant.float -4.480000e+02
    %float4.480000e02_319 = torch.constant.float 4.480000e+02
    %236 = torch.aten.clamp %235, %float-4.480000e02_318, %float4.480000e02_319 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_320 = torch.constant.none
    %none_321 = torch.constant.none
    %int5_322 = torch.constant.int 5
    %cpu_323 = torch.constant.device "cpu"
    %int0_324 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %236, %none_320, %none_321, %int5_322, %cpu_323, %int0_324 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_325 = torch.constant.int 24
    %237 = torch.prims.convert_element_type %236, %int24_325 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %int2_326 = torch.constant.int 2
    %int2_327 = torch.constant.int 2
    %int8_328 = torch.constant.int 8
    %int32_329 = torch.constant.int 32
    %int128_330 = torch.constant.int 128
    %238 = torch.prim.ListConstruct %57, %int2_326, %int2_327, %int8_328, %int32_329, %int128_330 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %53, %238 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %239, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int2_331 = torch.constant.int 2
    %240 = torch.aten.mul.int %57, %int2_331 : !torch.int, !torch.int -> !torch.int
    %int2_332 = torch.constant.int 2
    %241 = torch.aten.mul.int %240, %int2_332 : !torch.int, !torch.int -> !torch.int
    %int8_333 = torch.constant.int 8
    %242 = torch.aten.mul.int %241, %int8_333 : !torch.int, !torch.int -> !torch.int
    %int32_334 = torch.constant.int 32
    %243 = torch.aten.mul.int %242, %int32_334 : !torch.int, !torch.int -> !torch.int
    %int128_335 = torch.constant.int 128
    %244 = torch.prim.ListConstruct %243, %int128_335 : (!torch.int, !torch.int) -> !torch.list<int>
    %245 = torch.aten.view %239, %244 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %245, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int32_336 = torch.constant.int 32
    %246 = torch.aten.floor_divide.Scalar %arg2, %int32_336 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_337 = torch.constant.int 1
    %247 = torch.aten.unsqueeze %246, %int1_337 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_338 = torch.constant.int 1
    %false_339 = torch.constant.bool false
    %248 = torch.aten.gather %arg3, %int1_338, %247, %false_339 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_340 = torch.constant.int 1
    %int1_341 = torch.constant.int 1
    %int1_342 = torch.constant.int 1
    %249 = torch.prim.ListConstruct %int1_340, %int1_341, %int1_342 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %250 = torch.aten.view %248, %249 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_343 = torch.constant.int 32
    %251 = torch.aten.remainder.Scalar %arg2, %int32_343 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_344 = torch.constant.int 1
    %int1_345 = torch.constant.int 1
    %int1_346 = torch.constant.int 1
    %252 = torch.prim.ListConstruct %int1_344, %int1_345, %int1_346 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %253 = torch.aten.view %251, %252 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_347 = torch.constant.int 8
    %none_348 = torch.constant.none
    %none_349 = torch.constant.none
    %cpu_350 = torch.constant.device "cpu"
    %false_351 = torch.constant.bool false
    %254 = torch.aten.arange %int8_347, %none_348, %none_349, %cpu_350, %false_351 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_352 = torch.constant.int 1
    %int1_353 = torch.constant.int 1
    %int8_354 = torch.constant.int 8
    %255 = torch.prim.ListConstruct %int1_352, %int1_353, %int8_354 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %256 = torch.aten.view %254, %255 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_355 = torch.constant.none
    %257 = torch.aten.clone %4, %none_355 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_356 = torch.constant.int 1
    %int1_357 = torch.constant.int 1
    %int1_358 = torch.constant.int 1
    %258 = torch.prim.ListConstruct %int1_356, %int1_357, %int1_358 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %259 = torch.aten.view %257, %258 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_359 = torch.constant.int 2
    %260 = torch.aten.mul.Scalar %250, %int2_359 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_360 = torch.constant.int 0
    %int1_361 = torch.constant.int 1
    %261 = torch.aten.add.Scalar %260, %int0_360, %int1_361 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_362 = torch.constant.int 2
    %262 = torch.aten.mul.Scalar %261, %int2_362 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_363 = torch.constant.int 1
    %263 = torch.aten.add.Tensor %262, %259, %int1_363 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_364 = torch.constant.int 8
    %264 = torch.aten.mul.Scalar %263, %int8_364 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_365 = torch.constant.int 1
    %265 = torch.aten.add.Tensor %264, %256, %int1_365 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_366 = torch.constant.int 32
    %266 = torch.aten.mul.Scalar %265, %int32_366 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_367 = torch.constant.int 1
    %267 = torch.aten.add.Tensor %266, %253, %int1_367 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_368 = torch.constant.none
    %none_369 = torch.constant.none
    %int24_370 = torch.constant.int 24
    %cpu_371 = torch.constant.device "cpu"
    %int0_372 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %234, %none_368, %none_369, %int24_370, %cpu_371, %int0_372 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %268 = torch.prim.ListConstruct %267 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_373 = torch.constant.bool false
    %269 = torch.aten.index_put %245, %268, %234, %false_373 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %269, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int2_374 = torch.constant.int 2
    %int2_375 = torch.constant.int 2
    %int8_376 = torch.constant.int 8
    %int32_377 = torch.constant.int 32
    %int128_378 = torch.constant.int 128
    %270 = torch.prim.ListConstruct %57, %int2_374, %int2_375, %int8_376, %int32_377, %int128_378 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %271 = torch.aten.view %269, %270 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %271, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072 = torch.constant.int 131072
    %272 = torch.prim.ListConstruct %57, %int131072 : (!torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.view %271, %272 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %273, [%55], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int2_379 = torch.constant.int 2
    %int2_380 = torch.constant.int 2
    %int8_381 = torch.constant.int 8
    %int32_382 = torch.constant.int 32
    %int128_383 = torch.constant.int 128
    %274 = torch.prim.ListConstruct %57, %int2_379, %int2_380, %int8_381, %int32_382, %int128_383 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %275 = torch.aten.view %273, %274 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %275, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int128_384 = torch.constant.int 128
    %276 = torch.prim.ListConstruct %243, %int128_384 : (!torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.view %275, %276 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %277, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %none_385 = torch.constant.none
    %278 = torch.aten.clone %5, %none_385 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_386 = torch.constant.int 1
    %int1_387 = torch.constant.int 1
    %int1_388 = torch.constant.int 1
    %279 = torch.prim.ListConstruct %int1_386, %int1_387, %int1_388 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %280 = torch.aten.view %278, %279 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_389 = torch.constant.int 2
    %281 = torch.aten.mul.Scalar %250, %int2_389 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int0_390 = torch.constant.int 0
    %int1_391 = torch.constant.int 1
    %282 = torch.aten.add.Scalar %281, %int0_390, %int1_391 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_392 = torch.constant.int 2
    %283 = torch.aten.mul.Scalar %282, %int2_392 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_393 = torch.constant.int 1
    %284 = torch.aten.add.Tensor %283, %280, %int1_393 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_394 = torch.constant.int 8
    %285 = torch.aten.mul.Scalar %284, %int8_394 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_395 = torch.constant.int 1
    %286 = torch.aten.add.Tensor %285, %256, %int1_395 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_396 = torch.constant.int 32
    %287 = torch.aten.mul.Scalar %286, %int32_396 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_397 = torch.constant.int 1
    %288 = torch.aten.add.Tensor %287, %253, %int1_397 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_398 = torch.constant.none
    %none_399 = torch.constant.none
    %int24_400 = torch.constant.int 24
    %cpu_401 = torch.constant.device "cpu"
    %int0_402 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %237, %none_398, %none_399, %int24_400, %cpu_401, %int0_402 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %289 = torch.prim.ListConstruct %288 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_403 = torch.constant.bool false
    %290 = torch.aten.index_put %277, %289, %237, %false_403 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %290, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int2_404 = torch.constant.int 2
    %int2_405 = torch.constant.int 2
    %int8_406 = torch.constant.int 8
    %int32_407 = torch.constant.int 32
    %int128_408 = torch.constant.int 128
    %291 = torch.prim.ListConstruct %57, %int2_404, %int2_405, %int8_406, %int32_407, %int128_408 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %292 = torch.aten.view %290, %291 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %292, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_409 = torch.constant.int 131072
    %293 = torch.prim.ListConstruct %57, %int131072_409 : (!torch.int, !torch.int) -> !torch.list<int>
    %294 = torch.aten.view %292, %293 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %294, [%55], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %none_410 = torch.constant.none
    %295 = torch.aten.clone %6, %none_410 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_411 = torch.constant.none
    %296 = torch.aten.clone %7, %none_411 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_412 = torch.constant.none
    %297 = torch.aten.clone %8, %none_412 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int2_413 = torch.constant.int 2
    %int2_414 = torch.constant.int 2
    %int8_415 = torch.constant.int 8
    %int32_416 = torch.constant.int 32
    %int128_417 = torch.constant.int 128
    %298 = torch.prim.ListConstruct %57, %int2_413, %int2_414, %int8_415, %int32_416, %int128_417 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %299 = torch.aten.view %294, %298 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %299, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %300 = torch_c.to_builtin_tensor %299 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN> -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %301 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_418 = tensor.cast %301 : tensor<1x?xi64> to tensor<?x?xi64>
    %302 = torch_c.to_builtin_tensor %295 : !torch.vtensor<[],si64> -> tensor<i64>
    %303 = torch_c.to_builtin_tensor %296 : !torch.vtensor<[],si64> -> tensor<i64>
    %304 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%300, %cast_418, %302, %303) : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_419 = tensor.cast %304 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %305 = torch_c.from_builtin_tensor %cast_419 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %305, [%54], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %306 = torch_c.to_builtin_tensor %299 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN> -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %307 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_420 = tensor.cast %307 : tensor<1x?xi64> to tensor<?x?xi64>
    %308 = torch_c.to_builtin_tensor %295 : !torch.vtensor<[],si64> -> tensor<i64>
    %309 = torch_c.to_builtin_tensor %297 : !torch.vtensor<[],si64> -> tensor<i64>
    %310 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%306, %cast_420, %308, %309) : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_421 = tensor.cast %310 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %311 = torch_c.from_builtin_tensor %cast_421 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %311, [%54], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %int2_422 = torch.constant.int 2
    %int3_423 = torch.constant.int 3
    %312 = torch.aten.transpose.int %305, %int2_422, %int3_423 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %312, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int32_424 = torch.constant.int 32
    %313 = torch.aten.mul.int %56, %int32_424 : !torch.int, !torch.int -> !torch.int
    %int0_425 = torch.constant.int 0
    %314 = torch.aten.clone %312, %int0_425 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %314, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_426 = torch.constant.int 1
    %int8_427 = torch.constant.int 8
    %int128_428 = torch.constant.int 128
    %315 = torch.prim.ListConstruct %int1_426, %313, %int8_427, %int128_428 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %316 = torch.aten._unsafe_view %314, %315 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %316, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int2_429 = torch.constant.int 2
    %int3_430 = torch.constant.int 3
    %317 = torch.aten.transpose.int %311, %int2_429, %int3_430 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %317, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int0_431 = torch.constant.int 0
    %318 = torch.aten.clone %317, %int0_431 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %318, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_432 = torch.constant.int 1
    %int8_433 = torch.constant.int 8
    %int128_434 = torch.constant.int 128
    %319 = torch.prim.ListConstruct %int1_432, %313, %int8_433, %int128_434 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %320 = torch.aten._unsafe_view %318, %319 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %320, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int0_435 = torch.constant.int 0
    %int1_436 = torch.constant.int 1
    %none_437 = torch.constant.none
    %none_438 = torch.constant.none
    %cpu_439 = torch.constant.device "cpu"
    %false_440 = torch.constant.bool false
    %321 = torch.aten.arange.start_step %int0_435, %313, %int1_436, %none_437, %none_438, %cpu_439, %false_440 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %321, [%54], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_441 = torch.constant.int -1
    %322 = torch.aten.unsqueeze %arg1, %int-1_441 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %323 = torch.aten.ge.Tensor %321, %322 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %323, [%54], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_442 = torch.constant.none
    %324 = torch.aten.clone %9, %none_442 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_443 = torch.constant.int 0
    %325 = torch.aten.where.ScalarOther %323, %324, %int0_443 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %325, [%54], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_444 = torch.constant.none
    %none_445 = torch.constant.none
    %int5_446 = torch.constant.int 5
    %cpu_447 = torch.constant.device "cpu"
    %int0_448 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %325, %none_444, %none_445, %int5_446, %cpu_447, %int0_448 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_449 = torch.constant.int 1
    %326 = torch.aten.unsqueeze %325, %int1_449 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %326, [%54], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_450 = torch.constant.int 1
    %327 = torch.aten.unsqueeze %326, %int1_450 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %327, [%54], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_451 = torch.constant.none
    %none_452 = torch.constant.none
    %int5_453 = torch.constant.int 5
    %cpu_454 = torch.constant.device "cpu"
    %int0_455 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %327, %none_451, %none_452, %int5_453, %cpu_454, %int0_455 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_456 = torch.constant.none
    %none_457 = torch.constant.none
    %int24_458 = torch.constant.int 24
    %cpu_459 = torch.constant.device "cpu"
    %int0_460 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %316, %none_456, %none_457, %int24_458, %cpu_459, %int0_460 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_461 = torch.constant.int 5
    %328 = torch.prims.convert_element_type %316, %int5_461 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %328, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %329 = torch.aten.mul.Tensor %328, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %329, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_462 = torch.constant.none
    %none_463 = torch.constant.none
    %int24_464 = torch.constant.int 24
    %cpu_465 = torch.constant.device "cpu"
    %int0_466 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %320, %none_462, %none_463, %int24_464, %cpu_465, %int0_466 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_467 = torch.constant.int 5
    %330 = torch.prims.convert_element_type %320, %int5_467 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %330, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %331 = torch.aten.mul.Tensor %330, %3 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %331, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2 = torch.constant.int -2
    %332 = torch.aten.unsqueeze %329, %int-2 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %332, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_468 = torch.constant.int 1
    %int8_469 = torch.constant.int 8
    %int16_470 = torch.constant.int 16
    %int128_471 = torch.constant.int 128
    %333 = torch.prim.ListConstruct %int1_468, %313, %int8_469, %int16_470, %int128_471 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_472 = torch.constant.bool false
    %334 = torch.aten.expand %332, %333, %false_472 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %334, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_473 = torch.constant.int 0
    %335 = torch.aten.clone %334, %int0_473 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %335, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_474 = torch.constant.int 1
    %int128_475 = torch.constant.int 128
    %int128_476 = torch.constant.int 128
    %336 = torch.prim.ListConstruct %int1_474, %313, %int128_475, %int128_476 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %337 = torch.aten._unsafe_view %335, %336 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %337, [%54], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_477 = torch.constant.int -2
    %338 = torch.aten.unsqueeze %331, %int-2_477 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %338, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_478 = torch.constant.int 1
    %int8_479 = torch.constant.int 8
    %int16_480 = torch.constant.int 16
    %int128_481 = torch.constant.int 128
    %339 = torch.prim.ListConstruct %int1_478, %313, %int8_479, %int16_480, %int128_481 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_482 = torch.constant.bool false
    %340 = torch.aten.expand %338, %339, %false_482 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %340, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_483 = torch.constant.int 0
    %341 = torch.aten.clone %340, %int0_483 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %341, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_484 = torch.constant.int 1
    %int128_485 = torch.constant.int 128
    %int128_486 = torch.constant.int 128
    %342 = torch.prim.ListConstruct %int1_484, %313, %int128_485, %int128_486 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %343 = torch.aten._unsafe_view %341, %342 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %343, [%54], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_487 = torch.constant.int 1
    %int2_488 = torch.constant.int 2
    %344 = torch.aten.transpose.int %190, %int1_487, %int2_488 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,1,128],f16>
    %int1_489 = torch.constant.int 1
    %int2_490 = torch.constant.int 2
    %345 = torch.aten.transpose.int %337, %int1_489, %int2_490 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %345, [%54], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_491 = torch.constant.int 1
    %int2_492 = torch.constant.int 2
    %346 = torch.aten.transpose.int %343, %int1_491, %int2_492 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %346, [%54], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_493 = torch.constant.bool false
    %none_494 = torch.constant.none
    %false_495 = torch.constant.bool false
    %347 = torch.aten.scaled_dot_product_attention %344, %345, %346, %327, %float0.000000e00, %false_493, %none_494, %false_495 : !torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,1,128],f16>
    %int1_496 = torch.constant.int 1
    %int2_497 = torch.constant.int 2
    %348 = torch.aten.transpose.int %347, %int1_496, %int2_497 : !torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,128],f16>
    %int1_498 = torch.constant.int 1
    %int1_499 = torch.constant.int 1
    %int16384_500 = torch.constant.int 16384
    %349 = torch.prim.ListConstruct %int1_498, %int1_499, %int16384_500 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %350 = torch.aten.view %348, %349 : !torch.vtensor<[1,1,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    %int1_501 = torch.constant.int 1
    %int1_502 = torch.constant.int 1
    %int512_503 = torch.constant.int 512
    %int32_504 = torch.constant.int 32
    %351 = torch.prim.ListConstruct %int1_501, %int1_502, %int512_503, %int32_504 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %352 = torch.aten.view %350, %351 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_505 = torch.constant.int -1
    %int32_506 = torch.constant.int 32
    %353 = torch.prim.ListConstruct %int-1_505, %int32_506 : (!torch.int, !torch.int) -> !torch.list<int>
    %354 = torch.aten.view %352, %353 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_507 = torch.constant.none
    %none_508 = torch.constant.none
    %int5_509 = torch.constant.int 5
    %cpu_510 = torch.constant.device "cpu"
    %int0_511 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %354, %none_507, %none_508, %int5_509, %cpu_510, %int0_511 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_512 = torch.constant.int 6
    %355 = torch.prims.convert_element_type %354, %int6_512 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %356 = torch_c.to_builtin_tensor %355 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_513 = tensor.cast %356 : tensor<512x32xf32> to tensor<?x32xf32>
    %357:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_513) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_514 = tensor.cast %357#0 : tensor<?xi8> to tensor<512xi8>
    %358 = torch_c.from_builtin_tensor %cast_514 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_515 = tensor.cast %357#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %359 = torch_c.from_builtin_tensor %cast_515 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_516 = torch.constant.int 1
    %int1_517 = torch.constant.int 1
    %int512_518 = torch.constant.int 512
    %int16_519 = torch.constant.int 16
    %360 = torch.prim.ListConstruct %int1_516, %int1_517, %int512_518, %int16_519 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %361 = torch.aten.view %359, %360 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_520 = torch.constant.int 1
    %int1_521 = torch.constant.int 1
    %int512_522 = torch.constant.int 512
    %int1_523 = torch.constant.int 1
    %362 = torch.prim.ListConstruct %int1_520, %int1_521, %int512_522, %int1_523 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %363 = torch.aten.view %358, %362 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_524 = torch.constant.int 1
    %int1_525 = torch.constant.int 1
    %int8192_526 = torch.constant.int 8192
    %364 = torch.prim.ListConstruct %int1_524, %int1_525, %int8192_526 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %365 = torch.aten.view %361, %364 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_527 = torch.constant.int -1
    %366 = torch.aten.squeeze.dim %363, %int-1_527 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384_528 = torch.constant.int 16384
    %int8192_529 = torch.constant.int 8192
    %367 = torch.prim.ListConstruct %int16384_528, %int8192_529 : (!torch.int, !torch.int) -> !torch.list<int>
    %368 = torch.aten.view %17, %367 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_530 = torch.constant.int -1
    %369 = torch.aten.squeeze.dim %18, %int-1_530 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %370 = torch_c.to_builtin_tensor %365 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_531 = tensor.cast %370 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %371 = torch_c.to_builtin_tensor %366 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_532 = tensor.cast %371 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %372 = torch_c.to_builtin_tensor %368 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %373 = torch_c.to_builtin_tensor %369 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %374 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_531, %cast_532, %372, %373) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_533 = tensor.cast %374 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %375 = torch_c.from_builtin_tensor %cast_533 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %none_534 = torch.constant.none
    %none_535 = torch.constant.none
    %int5_536 = torch.constant.int 5
    %cpu_537 = torch.constant.device "cpu"
    %int0_538 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %375, %none_534, %none_535, %int5_536, %cpu_537, %int0_538 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_539 = torch.constant.int 1
    %376 = torch.aten.add.Tensor %58, %375, %int1_539 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_540 = torch.constant.none
    %none_541 = torch.constant.none
    %int5_542 = torch.constant.int 5
    %cpu_543 = torch.constant.device "cpu"
    %int0_544 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %376, %none_540, %none_541, %int5_542, %cpu_543, %int0_544 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_545 = torch.constant.int 6
    %377 = torch.prims.convert_element_type %376, %int6_545 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_546 = torch.constant.int 2
    %378 = torch.aten.pow.Tensor_Scalar %377, %int2_546 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_547 = torch.constant.int -1
    %379 = torch.prim.ListConstruct %int-1_547 : (!torch.int) -> !torch.list<int>
    %true_548 = torch.constant.bool true
    %none_549 = torch.constant.none
    %380 = torch.aten.mean.dim %378, %379, %true_548, %none_549 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_550 = torch.constant.float 1.000000e-05
    %int1_551 = torch.constant.int 1
    %381 = torch.aten.add.Scalar %380, %float1.000000e-05_550, %int1_551 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %382 = torch.aten.rsqrt %381 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %383 = torch.aten.mul.Tensor %377, %382 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_552 = torch.constant.none
    %none_553 = torch.constant.none
    %int6_554 = torch.constant.int 6
    %cpu_555 = torch.constant.device "cpu"
    %int0_556 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %383, %none_552, %none_553, %int6_554, %cpu_555, %int0_556 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_557 = torch.constant.int 5
    %384 = torch.prims.convert_element_type %383, %int5_557 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %385 = torch.aten.mul.Tensor %19, %384 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_558 = torch.constant.none
    %none_559 = torch.constant.none
    %int6_560 = torch.constant.int 6
    %cpu_561 = torch.constant.device "cpu"
    %int0_562 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %385, %none_558, %none_559, %int6_560, %cpu_561, %int0_562 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_563 = torch.constant.int 5
    %386 = torch.prims.convert_element_type %385, %int5_563 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_564 = torch.constant.int 1
    %int1_565 = torch.constant.int 1
    %int512_566 = torch.constant.int 512
    %int32_567 = torch.constant.int 32
    %387 = torch.prim.ListConstruct %int1_564, %int1_565, %int512_566, %int32_567 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %388 = torch.aten.view %386, %387 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_568 = torch.constant.int -1
    %int32_569 = torch.constant.int 32
    %389 = torch.prim.ListConstruct %int-1_568, %int32_569 : (!torch.int, !torch.int) -> !torch.list<int>
    %390 = torch.aten.view %388, %389 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_570 = torch.constant.none
    %none_571 = torch.constant.none
    %int5_572 = torch.constant.int 5
    %cpu_573 = torch.constant.device "cpu"
    %int0_574 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %390, %none_570, %none_571, %int5_572, %cpu_573, %int0_574 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_575 = torch.constant.int 6
    %391 = torch.prims.convert_element_type %390, %int6_575 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %392 = torch_c.to_builtin_tensor %391 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_576 = tensor.cast %392 : tensor<512x32xf32> to tensor<?x32xf32>
    %393:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_576) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_577 = tensor.cast %393#0 : tensor<?xi8> to tensor<512xi8>
    %394 = torch_c.from_builtin_tensor %cast_577 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_578 = tensor.cast %393#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %395 = torch_c.from_builtin_tensor %cast_578 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_579 = torch.constant.int 1
    %int1_580 = torch.constant.int 1
    %int512_581 = torch.constant.int 512
    %int16_582 = torch.constant.int 16
    %396 = torch.prim.ListConstruct %int1_579, %int1_580, %int512_581, %int16_582 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %397 = torch.aten.view %395, %396 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_583 = torch.constant.int 1
    %int1_584 = torch.constant.int 1
    %int512_585 = torch.constant.int 512
    %int1_586 = torch.constant.int 1
    %398 = torch.prim.ListConstruct %int1_583, %int1_584, %int512_585, %int1_586 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %399 = torch.aten.view %394, %398 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_587 = torch.constant.int 1
    %int1_588 = torch.constant.int 1
    %int8192_589 = torch.constant.int 8192
    %400 = torch.prim.ListConstruct %int1_587, %int1_588, %int8192_589 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %401 = torch.aten.view %397, %400 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_590 = torch.constant.int -1
    %402 = torch.aten.squeeze.dim %399, %int-1_590 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248 = torch.constant.int 53248
    %int8192_591 = torch.constant.int 8192
    %403 = torch.prim.ListConstruct %int53248, %int8192_591 : (!torch.int, !torch.int) -> !torch.list<int>
    %404 = torch.aten.view %20, %403 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_592 = torch.constant.int -1
    %405 = torch.aten.squeeze.dim %21, %int-1_592 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %406 = torch_c.to_builtin_tensor %401 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_593 = tensor.cast %406 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %407 = torch_c.to_builtin_tensor %402 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_594 = tensor.cast %407 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %408 = torch_c.to_builtin_tensor %404 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %409 = torch_c.to_builtin_tensor %405 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %410 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_593, %cast_594, %408, %409) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_595 = tensor.cast %410 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %411 = torch_c.from_builtin_tensor %cast_595 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %412 = torch.aten.silu %411 : !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_596 = torch.constant.int 1
    %int1_597 = torch.constant.int 1
    %int512_598 = torch.constant.int 512
    %int32_599 = torch.constant.int 32
    %413 = torch.prim.ListConstruct %int1_596, %int1_597, %int512_598, %int32_599 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %414 = torch.aten.view %386, %413 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_600 = torch.constant.int -1
    %int32_601 = torch.constant.int 32
    %415 = torch.prim.ListConstruct %int-1_600, %int32_601 : (!torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.view %414, %415 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_602 = torch.constant.none
    %none_603 = torch.constant.none
    %int5_604 = torch.constant.int 5
    %cpu_605 = torch.constant.device "cpu"
    %int0_606 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %416, %none_602, %none_603, %int5_604, %cpu_605, %int0_606 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_607 = torch.constant.int 6
    %417 = torch.prims.convert_element_type %416, %int6_607 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %418 = torch_c.to_builtin_tensor %417 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_608 = tensor.cast %418 : tensor<512x32xf32> to tensor<?x32xf32>
    %419:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_608) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_609 = tensor.cast %419#0 : tensor<?xi8> to tensor<512xi8>
    %420 = torch_c.from_builtin_tensor %cast_609 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_610 = tensor.cast %419#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %421 = torch_c.from_builtin_tensor %cast_610 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_611 = torch.constant.int 1
    %int1_612 = torch.constant.int 1
    %int512_613 = torch.constant.int 512
    %int16_614 = torch.constant.int 16
    %422 = torch.prim.ListConstruct %int1_611, %int1_612, %int512_613, %int16_614 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %423 = torch.aten.view %421, %422 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_615 = torch.constant.int 1
    %int1_616 = torch.constant.int 1
    %int512_617 = torch.constant.int 512
    %int1_618 = torch.constant.int 1
    %424 = torch.prim.ListConstruct %int1_615, %int1_616, %int512_617, %int1_618 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %425 = torch.aten.view %420, %424 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_619 = torch.constant.int 1
    %int1_620 = torch.constant.int 1
    %int8192_621 = torch.constant.int 8192
    %426 = torch.prim.ListConstruct %int1_619, %int1_620, %int8192_621 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %427 = torch.aten.view %423, %426 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_622 = torch.constant.int -1
    %428 = torch.aten.squeeze.dim %425, %int-1_622 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248_623 = torch.constant.int 53248
    %int8192_624 = torch.constant.int 8192
    %429 = torch.prim.ListConstruct %int53248_623, %int8192_624 : (!torch.int, !torch.int) -> !torch.list<int>
    %430 = torch.aten.view %22, %429 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_625 = torch.constant.int -1
    %431 = torch.aten.squeeze.dim %23, %int-1_625 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %432 = torch_c.to_builtin_tensor %427 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_626 = tensor.cast %432 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %433 = torch_c.to_builtin_tensor %428 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_627 = tensor.cast %433 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %434 = torch_c.to_builtin_tensor %430 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %435 = torch_c.to_builtin_tensor %431 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %436 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_626, %cast_627, %434, %435) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_628 = tensor.cast %436 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %437 = torch_c.from_builtin_tensor %cast_628 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %438 = torch.aten.mul.Tensor %412, %437 : !torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_629 = torch.constant.int 1
    %int1_630 = torch.constant.int 1
    %int1664 = torch.constant.int 1664
    %int32_631 = torch.constant.int 32
    %439 = torch.prim.ListConstruct %int1_629, %int1_630, %int1664, %int32_631 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %440 = torch.aten.view %438, %439 : !torch.vtensor<[1,1,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1664,32],f16>
    %int-1_632 = torch.constant.int -1
    %int32_633 = torch.constant.int 32
    %441 = torch.prim.ListConstruct %int-1_632, %int32_633 : (!torch.int, !torch.int) -> !torch.list<int>
    %442 = torch.aten.view %440, %441 : !torch.vtensor<[1,1,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[1664,32],f16>
    %none_634 = torch.constant.none
    %none_635 = torch.constant.none
    %int5_636 = torch.constant.int 5
    %cpu_637 = torch.constant.device "cpu"
    %int0_638 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %442, %none_634, %none_635, %int5_636, %cpu_637, %int0_638 : !torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_639 = torch.constant.int 6
    %443 = torch.prims.convert_element_type %442, %int6_639 : !torch.vtensor<[1664,32],f16>, !torch.int -> !torch.vtensor<[1664,32],f32>
    %444 = torch_c.to_builtin_tensor %443 : !torch.vtensor<[1664,32],f32> -> tensor<1664x32xf32>
    %cast_640 = tensor.cast %444 : tensor<1664x32xf32> to tensor<?x32xf32>
    %445:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_640) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_641 = tensor.cast %445#0 : tensor<?xi8> to tensor<1664xi8>
    %446 = torch_c.from_builtin_tensor %cast_641 : tensor<1664xi8> -> !torch.vtensor<[1664],ui8>
    %cast_642 = tensor.cast %445#1 : tensor<?x16xi8> to tensor<1664x16xi8>
    %447 = torch_c.from_builtin_tensor %cast_642 : tensor<1664x16xi8> -> !torch.vtensor<[1664,16],ui8>
    %int1_643 = torch.constant.int 1
    %int1_644 = torch.constant.int 1
    %int1664_645 = torch.constant.int 1664
    %int16_646 = torch.constant.int 16
    %448 = torch.prim.ListConstruct %int1_643, %int1_644, %int1664_645, %int16_646 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %449 = torch.aten.view %447, %448 : !torch.vtensor<[1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,16],ui8>
    %int1_647 = torch.constant.int 1
    %int1_648 = torch.constant.int 1
    %int1664_649 = torch.constant.int 1664
    %int1_650 = torch.constant.int 1
    %450 = torch.prim.ListConstruct %int1_647, %int1_648, %int1664_649, %int1_650 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %451 = torch.aten.view %446, %450 : !torch.vtensor<[1664],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,1],ui8>
    %int1_651 = torch.constant.int 1
    %int1_652 = torch.constant.int 1
    %int26624 = torch.constant.int 26624
    %452 = torch.prim.ListConstruct %int1_651, %int1_652, %int26624 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %453 = torch.aten.view %449, %452 : !torch.vtensor<[1,1,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,26624],ui8>
    %int-1_653 = torch.constant.int -1
    %454 = torch.aten.squeeze.dim %451, %int-1_653 : !torch.vtensor<[1,1,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,1,1664],ui8>
    %int16384_654 = torch.constant.int 16384
    %int26624_655 = torch.constant.int 26624
    %455 = torch.prim.ListConstruct %int16384_654, %int26624_655 : (!torch.int, !torch.int) -> !torch.list<int>
    %456 = torch.aten.view %24, %455 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_656 = torch.constant.int -1
    %457 = torch.aten.squeeze.dim %25, %int-1_656 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %458 = torch_c.to_builtin_tensor %453 : !torch.vtensor<[1,1,26624],ui8> -> tensor<1x1x26624xi8>
    %cast_657 = tensor.cast %458 : tensor<1x1x26624xi8> to tensor<?x?x26624xi8>
    %459 = torch_c.to_builtin_tensor %454 : !torch.vtensor<[1,1,1664],ui8> -> tensor<1x1x1664xi8>
    %cast_658 = tensor.cast %459 : tensor<1x1x1664xi8> to tensor<?x?x1664xi8>
    %460 = torch_c.to_builtin_tensor %456 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %461 = torch_c.to_builtin_tensor %457 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %462 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_657, %cast_658, %460, %461) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_659 = tensor.cast %462 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %463 = torch_c.from_builtin_tensor %cast_659 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_660 = torch.constant.int 1
    %464 = torch.aten.add.Tensor %376, %463, %int1_660 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_661 = torch.constant.none
    %none_662 = torch.constant.none
    %int5_663 = torch.constant.int 5
    %cpu_664 = torch.constant.device "cpu"
    %int0_665 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %464, %none_661, %none_662, %int5_663, %cpu_664, %int0_665 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_666 = torch.constant.int 6
    %465 = torch.prims.convert_element_type %464, %int6_666 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_667 = torch.constant.int 2
    %466 = torch.aten.pow.Tensor_Scalar %465, %int2_667 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_668 = torch.constant.int -1
    %467 = torch.prim.ListConstruct %int-1_668 : (!torch.int) -> !torch.list<int>
    %true_669 = torch.constant.bool true
    %none_670 = torch.constant.none
    %468 = torch.aten.mean.dim %466, %467, %true_669, %none_670 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_671 = torch.constant.float 1.000000e-05
    %int1_672 = torch.constant.int 1
    %469 = torch.aten.add.Scalar %468, %float1.000000e-05_671, %int1_672 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %470 = torch.aten.rsqrt %469 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %471 = torch.aten.mul.Tensor %465, %470 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_673 = torch.constant.none
    %none_674 = torch.constant.none
    %int6_675 = torch.constant.int 6
    %cpu_676 = torch.constant.device "cpu"
    %int0_677 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %471, %none_673, %none_674, %int6_675, %cpu_676, %int0_677 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_678 = torch.constant.int 5
    %472 = torch.prims.convert_element_type %471, %int5_678 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %473 = torch.aten.mul.Tensor %35, %472 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_679 = torch.constant.none
    %none_680 = torch.constant.none
    %int6_681 = torch.constant.int 6
    %cpu_682 = torch.constant.device "cpu"
    %int0_683 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %473, %none_679, %none_680, %int6_681, %cpu_682, %int0_683 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_684 = torch.constant.int 5
    %474 = torch.prims.convert_element_type %473, %int5_684 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_685 = torch.constant.int 1
    %int1_686 = torch.constant.int 1
    %int512_687 = torch.constant.int 512
    %int32_688 = torch.constant.int 32
    %475 = torch.prim.ListConstruct %int1_685, %int1_686, %int512_687, %int32_688 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %476 = torch.aten.view %474, %475 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_689 = torch.constant.int -1
    %int32_690 = torch.constant.int 32
    %477 = torch.prim.ListConstruct %int-1_689, %int32_690 : (!torch.int, !torch.int) -> !torch.list<int>
    %478 = torch.aten.view %476, %477 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_691 = torch.constant.none
    %none_692 = torch.constant.none
    %int5_693 = torch.constant.int 5
    %cpu_694 = torch.constant.device "cpu"
    %int0_695 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %478, %none_691, %none_692, %int5_693, %cpu_694, %int0_695 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_696 = torch.constant.int 6
    %479 = torch.prims.convert_element_type %478, %int6_696 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %480 = torch_c.to_builtin_tensor %479 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_697 = tensor.cast %480 : tensor<512x32xf32> to tensor<?x32xf32>
    %481:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_697) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_698 = tensor.cast %481#0 : tensor<?xi8> to tensor<512xi8>
    %482 = torch_c.from_builtin_tensor %cast_698 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_699 = tensor.cast %481#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %483 = torch_c.from_builtin_tensor %cast_699 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_700 = torch.constant.int 1
    %int1_701 = torch.constant.int 1
    %int512_702 = torch.constant.int 512
    %int16_703 = torch.constant.int 16
    %484 = torch.prim.ListConstruct %int1_700, %int1_701, %int512_702, %int16_703 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %485 = torch.aten.view %483, %484 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_704 = torch.constant.int 1
    %int1_705 = torch.constant.int 1
    %int512_706 = torch.constant.int 512
    %int1_707 = torch.constant.int 1
    %486 = torch.prim.ListConstruct %int1_704, %int1_705, %int512_706, %int1_707 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %487 = torch.aten.view %482, %486 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_708 = torch.constant.int 1
    %int1_709 = torch.constant.int 1
    %int8192_710 = torch.constant.int 8192
    %488 = torch.prim.ListConstruct %int1_708, %int1_709, %int8192_710 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %489 = torch.aten.view %485, %488 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_711 = torch.constant.int -1
    %490 = torch.aten.squeeze.dim %487, %int-1_711 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384_712 = torch.constant.int 16384
    %int8192_713 = torch.constant.int 8192
    %491 = torch.prim.ListConstruct %int16384_712, %int8192_713 : (!torch.int, !torch.int) -> !torch.list<int>
    %492 = torch.aten.view %36, %491 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_714 = torch.constant.int -1
    %493 = torch.aten.squeeze.dim %37, %int-1_714 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %494 = torch_c.to_builtin_tensor %489 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_715 = tensor.cast %494 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %495 = torch_c.to_builtin_tensor %490 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_716 = tensor.cast %495 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %496 = torch_c.to_builtin_tensor %492 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %497 = torch_c.to_builtin_tensor %493 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %498 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_715, %cast_716, %496, %497) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_717 = tensor.cast %498 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %499 = torch_c.from_builtin_tensor %cast_717 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_718 = torch.constant.int 1
    %int1_719 = torch.constant.int 1
    %int512_720 = torch.constant.int 512
    %int32_721 = torch.constant.int 32
    %500 = torch.prim.ListConstruct %int1_718, %int1_719, %int512_720, %int32_721 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %501 = torch.aten.view %474, %500 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_722 = torch.constant.int -1
    %int32_723 = torch.constant.int 32
    %502 = torch.prim.ListConstruct %int-1_722, %int32_723 : (!torch.int, !torch.int) -> !torch.list<int>
    %503 = torch.aten.view %501, %502 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_724 = torch.constant.none
    %none_725 = torch.constant.none
    %int5_726 = torch.constant.int 5
    %cpu_727 = torch.constant.device "cpu"
    %int0_728 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %503, %none_724, %none_725, %int5_726, %cpu_727, %int0_728 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_729 = torch.constant.int 6
    %504 = torch.prims.convert_element_type %503, %int6_729 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %505 = torch_c.to_builtin_tensor %504 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_730 = tensor.cast %505 : tensor<512x32xf32> to tensor<?x32xf32>
    %506:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_730) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_731 = tensor.cast %506#0 : tensor<?xi8> to tensor<512xi8>
    %507 = torch_c.from_builtin_tensor %cast_731 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_732 = tensor.cast %506#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %508 = torch_c.from_builtin_tensor %cast_732 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_733 = torch.constant.int 1
    %int1_734 = torch.constant.int 1
    %int512_735 = torch.constant.int 512
    %int16_736 = torch.constant.int 16
    %509 = torch.prim.ListConstruct %int1_733, %int1_734, %int512_735, %int16_736 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %510 = torch.aten.view %508, %509 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_737 = torch.constant.int 1
    %int1_738 = torch.constant.int 1
    %int512_739 = torch.constant.int 512
    %int1_740 = torch.constant.int 1
    %511 = torch.prim.ListConstruct %int1_737, %int1_738, %int512_739, %int1_740 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %512 = torch.aten.view %507, %511 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_741 = torch.constant.int 1
    %int1_742 = torch.constant.int 1
    %int8192_743 = torch.constant.int 8192
    %513 = torch.prim.ListConstruct %int1_741, %int1_742, %int8192_743 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %514 = torch.aten.view %510, %513 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_744 = torch.constant.int -1
    %515 = torch.aten.squeeze.dim %512, %int-1_744 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024_745 = torch.constant.int 1024
    %int8192_746 = torch.constant.int 8192
    %516 = torch.prim.ListConstruct %int1024_745, %int8192_746 : (!torch.int, !torch.int) -> !torch.list<int>
    %517 = torch.aten.view %38, %516 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_747 = torch.constant.int -1
    %518 = torch.aten.squeeze.dim %39, %int-1_747 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %519 = torch_c.to_builtin_tensor %514 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_748 = tensor.cast %519 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %520 = torch_c.to_builtin_tensor %515 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_749 = tensor.cast %520 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %521 = torch_c.to_builtin_tensor %517 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %522 = torch_c.to_builtin_tensor %518 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %523 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_748, %cast_749, %521, %522) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_750 = tensor.cast %523 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %524 = torch_c.from_builtin_tensor %cast_750 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_751 = torch.constant.int 1
    %int1_752 = torch.constant.int 1
    %int512_753 = torch.constant.int 512
    %int32_754 = torch.constant.int 32
    %525 = torch.prim.ListConstruct %int1_751, %int1_752, %int512_753, %int32_754 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %526 = torch.aten.view %474, %525 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_755 = torch.constant.int -1
    %int32_756 = torch.constant.int 32
    %527 = torch.prim.ListConstruct %int-1_755, %int32_756 : (!torch.int, !torch.int) -> !torch.list<int>
    %528 = torch.aten.view %526, %527 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_757 = torch.constant.none
    %none_758 = torch.constant.none
    %int5_759 = torch.constant.int 5
    %cpu_760 = torch.constant.device "cpu"
    %int0_761 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %528, %none_757, %none_758, %int5_759, %cpu_760, %int0_761 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_762 = torch.constant.int 6
    %529 = torch.prims.convert_element_type %528, %int6_762 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %530 = torch_c.to_builtin_tensor %529 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_763 = tensor.cast %530 : tensor<512x32xf32> to tensor<?x32xf32>
    %531:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_763) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_764 = tensor.cast %531#0 : tensor<?xi8> to tensor<512xi8>
    %532 = torch_c.from_builtin_tensor %cast_764 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_765 = tensor.cast %531#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %533 = torch_c.from_builtin_tensor %cast_765 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_766 = torch.constant.int 1
    %int1_767 = torch.constant.int 1
    %int512_768 = torch.constant.int 512
    %int16_769 = torch.constant.int 16
    %534 = torch.prim.ListConstruct %int1_766, %int1_767, %int512_768, %int16_769 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %535 = torch.aten.view %533, %534 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_770 = torch.constant.int 1
    %int1_771 = torch.constant.int 1
    %int512_772 = torch.constant.int 512
    %int1_773 = torch.constant.int 1
    %536 = torch.prim.ListConstruct %int1_770, %int1_771, %int512_772, %int1_773 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %537 = torch.aten.view %532, %536 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_774 = torch.constant.int 1
    %int1_775 = torch.constant.int 1
    %int8192_776 = torch.constant.int 8192
    %538 = torch.prim.ListConstruct %int1_774, %int1_775, %int8192_776 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %539 = torch.aten.view %535, %538 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_777 = torch.constant.int -1
    %540 = torch.aten.squeeze.dim %537, %int-1_777 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int1024_778 = torch.constant.int 1024
    %int8192_779 = torch.constant.int 8192
    %541 = torch.prim.ListConstruct %int1024_778, %int8192_779 : (!torch.int, !torch.int) -> !torch.list<int>
    %542 = torch.aten.view %40, %541 : !torch.vtensor<[1024,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1024,8192],ui8>
    %int-1_780 = torch.constant.int -1
    %543 = torch.aten.squeeze.dim %41, %int-1_780 : !torch.vtensor<[1024,512,1],ui8>, !torch.int -> !torch.vtensor<[1024,512],ui8>
    %544 = torch_c.to_builtin_tensor %539 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_781 = tensor.cast %544 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %545 = torch_c.to_builtin_tensor %540 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_782 = tensor.cast %545 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %546 = torch_c.to_builtin_tensor %542 : !torch.vtensor<[1024,8192],ui8> -> tensor<1024x8192xi8>
    %547 = torch_c.to_builtin_tensor %543 : !torch.vtensor<[1024,512],ui8> -> tensor<1024x512xi8>
    %548 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_1024_HALF_K_8192_i8_N_1024_K_OVER_THIRTYTWO_512_i8_B_M_N_1024_f16(%cast_781, %cast_782, %546, %547) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<1024x8192xi8>, tensor<1024x512xi8>) -> tensor<?x?x1024xf16>
    %cast_783 = tensor.cast %548 : tensor<?x?x1024xf16> to tensor<1x1x1024xf16>
    %549 = torch_c.from_builtin_tensor %cast_783 : tensor<1x1x1024xf16> -> !torch.vtensor<[1,1,1024],f16>
    %int1_784 = torch.constant.int 1
    %int1_785 = torch.constant.int 1
    %int128_786 = torch.constant.int 128
    %int128_787 = torch.constant.int 128
    %550 = torch.prim.ListConstruct %int1_784, %int1_785, %int128_786, %int128_787 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %551 = torch.aten.view %499, %550 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %int1_788 = torch.constant.int 1
    %int1_789 = torch.constant.int 1
    %int8_790 = torch.constant.int 8
    %int128_791 = torch.constant.int 128
    %552 = torch.prim.ListConstruct %int1_788, %int1_789, %int8_790, %int128_791 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %553 = torch.aten.view %524, %552 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int1_792 = torch.constant.int 1
    %int1_793 = torch.constant.int 1
    %int8_794 = torch.constant.int 8
    %int128_795 = torch.constant.int 128
    %554 = torch.prim.ListConstruct %int1_792, %int1_793, %int8_794, %int128_795 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %555 = torch.aten.view %549, %554 : !torch.vtensor<[1,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %int0_796 = torch.constant.int 0
    %int1_797 = torch.constant.int 1
    %none_798 = torch.constant.none
    %none_799 = torch.constant.none
    %cpu_800 = torch.constant.device "cpu"
    %false_801 = torch.constant.bool false
    %556 = torch.aten.arange.start %int0_796, %int1_797, %none_798, %none_799, %cpu_800, %false_801 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_802 = torch.constant.int 0
    %557 = torch.aten.unsqueeze %556, %int0_802 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_803 = torch.constant.int 1
    %558 = torch.aten.unsqueeze %arg2, %int1_803 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_804 = torch.constant.int 1
    %559 = torch.aten.add.Tensor %557, %558, %int1_804 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_805 = torch.constant.int 0
    %int128_806 = torch.constant.int 128
    %int2_807 = torch.constant.int 2
    %none_808 = torch.constant.none
    %none_809 = torch.constant.none
    %cpu_810 = torch.constant.device "cpu"
    %false_811 = torch.constant.bool false
    %560 = torch.aten.arange.start_step %int0_805, %int128_806, %int2_807, %none_808, %none_809, %cpu_810, %false_811 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_812 = torch.constant.none
    %none_813 = torch.constant.none
    %int4_814 = torch.constant.int 4
    %cpu_815 = torch.constant.device "cpu"
    %int0_816 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %560, %none_812, %none_813, %int4_814, %cpu_815, %int0_816 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_817 = torch.constant.int 6
    %561 = torch.prims.convert_element_type %560, %int6_817 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_818 = torch.constant.int 128
    %562 = torch.aten.div.Scalar %561, %int128_818 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_819 = torch.constant.float 5.000000e+05
    %563 = torch.aten.pow.Scalar %float5.000000e05_819, %562 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %564 = torch.aten.reciprocal %563 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_820 = torch.constant.float 1.000000e+00
    %565 = torch.aten.mul.Scalar %564, %float1.000000e00_820 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_821 = torch.constant.none
    %566 = torch.aten.clone %26, %none_821 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_822 = torch.constant.int 0
    %567 = torch.aten.unsqueeze %565, %int0_822 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_823 = torch.constant.int 2
    %568 = torch.aten.unsqueeze %567, %int2_823 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_824 = torch.constant.none
    %none_825 = torch.constant.none
    %int6_826 = torch.constant.int 6
    %cpu_827 = torch.constant.device "cpu"
    %int0_828 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %568, %none_824, %none_825, %int6_826, %cpu_827, %int0_828 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_829 = torch.constant.int 1
    %int-1_830 = torch.constant.int -1
    %int1_831 = torch.constant.int 1
    %569 = torch.prim.ListConstruct %int1_829, %int-1_830, %int1_831 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_832 = torch.constant.bool false
    %570 = torch.aten.expand %568, %569, %false_832 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_833 = torch.constant.int 1
    %571 = torch.aten.unsqueeze %559, %int1_833 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_834 = torch.constant.none
    %none_835 = torch.constant.none
    %int4_836 = torch.constant.int 4
    %cpu_837 = torch.constant.device "cpu"
    %int0_838 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %571, %none_834, %none_835, %int4_836, %cpu_837, %int0_838 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_839 = torch.constant.int 6
    %572 = torch.prims.convert_element_type %571, %int6_839 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %573 = torch.aten.matmul %570, %572 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_840 = torch.constant.int 1
    %int2_841 = torch.constant.int 2
    %574 = torch.aten.transpose.int %573, %int1_840, %int2_841 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %575 = torch.aten.cos %574 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %576 = torch.aten.mul.Tensor %575, %566 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_842 = torch.constant.none
    %none_843 = torch.constant.none
    %int6_844 = torch.constant.int 6
    %cpu_845 = torch.constant.device "cpu"
    %int0_846 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %576, %none_842, %none_843, %int6_844, %cpu_845, %int0_846 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_847 = torch.constant.int 5
    %577 = torch.prims.convert_element_type %576, %int5_847 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %578 = torch.aten.sin %574 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %579 = torch.aten.mul.Tensor %578, %566 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_848 = torch.constant.none
    %none_849 = torch.constant.none
    %int6_850 = torch.constant.int 6
    %cpu_851 = torch.constant.device "cpu"
    %int0_852 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %579, %none_848, %none_849, %int6_850, %cpu_851, %int0_852 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_853 = torch.constant.int 5
    %580 = torch.prims.convert_element_type %579, %int5_853 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_854 = torch.constant.int 2
    %581 = torch.aten.unsqueeze %577, %int2_854 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_855 = torch.constant.int 2
    %582 = torch.aten.unsqueeze %580, %int2_855 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_856 = torch.constant.none
    %none_857 = torch.constant.none
    %int5_858 = torch.constant.int 5
    %cpu_859 = torch.constant.device "cpu"
    %int0_860 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %581, %none_856, %none_857, %int5_858, %cpu_859, %int0_860 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_861 = torch.constant.none
    %none_862 = torch.constant.none
    %int5_863 = torch.constant.int 5
    %cpu_864 = torch.constant.device "cpu"
    %int0_865 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %582, %none_861, %none_862, %int5_863, %cpu_864, %int0_865 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_866 = torch.constant.none
    %none_867 = torch.constant.none
    %int5_868 = torch.constant.int 5
    %cpu_869 = torch.constant.device "cpu"
    %int0_870 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %551, %none_866, %none_867, %int5_868, %cpu_869, %int0_870 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_871 = torch.constant.int 3
    %int0_872 = torch.constant.int 0
    %int64_873 = torch.constant.int 64
    %int1_874 = torch.constant.int 1
    %583 = torch.aten.slice.Tensor %551, %int3_871, %int0_872, %int64_873, %int1_874 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %int3_875 = torch.constant.int 3
    %int64_876 = torch.constant.int 64
    %int9223372036854775807_877 = torch.constant.int 9223372036854775807
    %int1_878 = torch.constant.int 1
    %584 = torch.aten.slice.Tensor %551, %int3_875, %int64_876, %int9223372036854775807_877, %int1_878 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %585 = torch.aten.mul.Tensor %583, %581 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %586 = torch.aten.mul.Tensor %584, %582 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_879 = torch.constant.int 1
    %587 = torch.aten.sub.Tensor %585, %586, %int1_879 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %588 = torch.aten.mul.Tensor %584, %581 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %589 = torch.aten.mul.Tensor %583, %582 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,128,64],f16>
    %int1_880 = torch.constant.int 1
    %590 = torch.aten.add.Tensor %588, %589, %int1_880 : !torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int -> !torch.vtensor<[1,1,128,64],f16>
    %591 = torch_c.to_builtin_tensor %587 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_881 = tensor.cast %591 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %592 = torch_c.to_builtin_tensor %590 : !torch.vtensor<[1,1,128,64],f16> -> tensor<1x1x128x64xf16>
    %cast_882 = tensor.cast %592 : tensor<1x1x128x64xf16> to tensor<?x?x?x?xf16>
    %593 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_881, %cast_882) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_883 = tensor.cast %593 : tensor<?x?x?x2x?xf16> to tensor<1x1x128x2x64xf16>
    %594 = torch_c.from_builtin_tensor %cast_883 : tensor<1x1x128x2x64xf16> -> !torch.vtensor<[1,1,128,2,64],f16>
    %int1_884 = torch.constant.int 1
    %int1_885 = torch.constant.int 1
    %int128_886 = torch.constant.int 128
    %int128_887 = torch.constant.int 128
    %595 = torch.prim.ListConstruct %int1_884, %int1_885, %int128_886, %int128_887 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %596 = torch.aten.view %594, %595 : !torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,128,128],f16>
    %none_888 = torch.constant.none
    %none_889 = torch.constant.none
    %int5_890 = torch.constant.int 5
    %cpu_891 = torch.constant.device "cpu"
    %int0_892 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %596, %none_888, %none_889, %int5_890, %cpu_891, %int0_892 : !torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int0_893 = torch.constant.int 0
    %int1_894 = torch.constant.int 1
    %none_895 = torch.constant.none
    %none_896 = torch.constant.none
    %cpu_897 = torch.constant.device "cpu"
    %false_898 = torch.constant.bool false
    %597 = torch.aten.arange.start %int0_893, %int1_894, %none_895, %none_896, %cpu_897, %false_898 : !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64>
    %int0_899 = torch.constant.int 0
    %598 = torch.aten.unsqueeze %597, %int0_899 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_900 = torch.constant.int 1
    %599 = torch.aten.unsqueeze %arg2, %int1_900 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_901 = torch.constant.int 1
    %600 = torch.aten.add.Tensor %598, %599, %int1_901 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int0_902 = torch.constant.int 0
    %int128_903 = torch.constant.int 128
    %int2_904 = torch.constant.int 2
    %none_905 = torch.constant.none
    %none_906 = torch.constant.none
    %cpu_907 = torch.constant.device "cpu"
    %false_908 = torch.constant.bool false
    %601 = torch.aten.arange.start_step %int0_902, %int128_903, %int2_904, %none_905, %none_906, %cpu_907, %false_908 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %none_909 = torch.constant.none
    %none_910 = torch.constant.none
    %int4_911 = torch.constant.int 4
    %cpu_912 = torch.constant.device "cpu"
    %int0_913 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %601, %none_909, %none_910, %int4_911, %cpu_912, %int0_913 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_914 = torch.constant.int 6
    %602 = torch.prims.convert_element_type %601, %int6_914 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_915 = torch.constant.int 128
    %603 = torch.aten.div.Scalar %602, %int128_915 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05_916 = torch.constant.float 5.000000e+05
    %604 = torch.aten.pow.Scalar %float5.000000e05_916, %603 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %605 = torch.aten.reciprocal %604 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00_917 = torch.constant.float 1.000000e+00
    %606 = torch.aten.mul.Scalar %605, %float1.000000e00_917 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %none_918 = torch.constant.none
    %607 = torch.aten.clone %27, %none_918 : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
    %int0_919 = torch.constant.int 0
    %608 = torch.aten.unsqueeze %606, %int0_919 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
    %int2_920 = torch.constant.int 2
    %609 = torch.aten.unsqueeze %608, %int2_920 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %none_921 = torch.constant.none
    %none_922 = torch.constant.none
    %int6_923 = torch.constant.int 6
    %cpu_924 = torch.constant.device "cpu"
    %int0_925 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %609, %none_921, %none_922, %int6_923, %cpu_924, %int0_925 : !torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_926 = torch.constant.int 1
    %int-1_927 = torch.constant.int -1
    %int1_928 = torch.constant.int 1
    %610 = torch.prim.ListConstruct %int1_926, %int-1_927, %int1_928 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_929 = torch.constant.bool false
    %611 = torch.aten.expand %609, %610, %false_929 : !torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,1],f32>
    %int1_930 = torch.constant.int 1
    %612 = torch.aten.unsqueeze %600, %int1_930 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %none_931 = torch.constant.none
    %none_932 = torch.constant.none
    %int4_933 = torch.constant.int 4
    %cpu_934 = torch.constant.device "cpu"
    %int0_935 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %612, %none_931, %none_932, %int4_933, %cpu_934, %int0_935 : !torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_936 = torch.constant.int 6
    %613 = torch.prims.convert_element_type %612, %int6_936 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %614 = torch.aten.matmul %611, %613 : !torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,64,1],f32>
    %int1_937 = torch.constant.int 1
    %int2_938 = torch.constant.int 2
    %615 = torch.aten.transpose.int %614, %int1_937, %int2_938 : !torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,64],f32>
    %616 = torch.aten.cos %615 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %617 = torch.aten.mul.Tensor %616, %607 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_939 = torch.constant.none
    %none_940 = torch.constant.none
    %int6_941 = torch.constant.int 6
    %cpu_942 = torch.constant.device "cpu"
    %int0_943 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %617, %none_939, %none_940, %int6_941, %cpu_942, %int0_943 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_944 = torch.constant.int 5
    %618 = torch.prims.convert_element_type %617, %int5_944 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %619 = torch.aten.sin %615 : !torch.vtensor<[1,1,64],f32> -> !torch.vtensor<[1,1,64],f32>
    %620 = torch.aten.mul.Tensor %619, %607 : !torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,64],f32>
    %none_945 = torch.constant.none
    %none_946 = torch.constant.none
    %int6_947 = torch.constant.int 6
    %cpu_948 = torch.constant.device "cpu"
    %int0_949 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %620, %none_945, %none_946, %int6_947, %cpu_948, %int0_949 : !torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_950 = torch.constant.int 5
    %621 = torch.prims.convert_element_type %620, %int5_950 : !torch.vtensor<[1,1,64],f32>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int2_951 = torch.constant.int 2
    %622 = torch.aten.unsqueeze %618, %int2_951 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %int2_952 = torch.constant.int 2
    %623 = torch.aten.unsqueeze %621, %int2_952 : !torch.vtensor<[1,1,64],f16>, !torch.int -> !torch.vtensor<[1,1,1,64],f16>
    %none_953 = torch.constant.none
    %none_954 = torch.constant.none
    %int5_955 = torch.constant.int 5
    %cpu_956 = torch.constant.device "cpu"
    %int0_957 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %622, %none_953, %none_954, %int5_955, %cpu_956, %int0_957 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_958 = torch.constant.none
    %none_959 = torch.constant.none
    %int5_960 = torch.constant.int 5
    %cpu_961 = torch.constant.device "cpu"
    %int0_962 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %623, %none_958, %none_959, %int5_960, %cpu_961, %int0_962 : !torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_963 = torch.constant.none
    %none_964 = torch.constant.none
    %int5_965 = torch.constant.int 5
    %cpu_966 = torch.constant.device "cpu"
    %int0_967 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %553, %none_963, %none_964, %int5_965, %cpu_966, %int0_967 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int3_968 = torch.constant.int 3
    %int0_969 = torch.constant.int 0
    %int64_970 = torch.constant.int 64
    %int1_971 = torch.constant.int 1
    %624 = torch.aten.slice.Tensor %553, %int3_968, %int0_969, %int64_970, %int1_971 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %int3_972 = torch.constant.int 3
    %int64_973 = torch.constant.int 64
    %int9223372036854775807_974 = torch.constant.int 9223372036854775807
    %int1_975 = torch.constant.int 1
    %625 = torch.aten.slice.Tensor %553, %int3_972, %int64_973, %int9223372036854775807_974, %int1_975 : !torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %626 = torch.aten.mul.Tensor %624, %622 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %627 = torch.aten.mul.Tensor %625, %623 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_976 = torch.constant.int 1
    %628 = torch.aten.sub.Tensor %626, %627, %int1_976 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %629 = torch.aten.mul.Tensor %625, %622 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %630 = torch.aten.mul.Tensor %624, %623 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16> -> !torch.vtensor<[1,1,8,64],f16>
    %int1_977 = torch.constant.int 1
    %631 = torch.aten.add.Tensor %629, %630, %int1_977 : !torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int -> !torch.vtensor<[1,1,8,64],f16>
    %632 = torch_c.to_builtin_tensor %628 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_978 = tensor.cast %632 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %633 = torch_c.to_builtin_tensor %631 : !torch.vtensor<[1,1,8,64],f16> -> tensor<1x1x8x64xf16>
    %cast_979 = tensor.cast %633 : tensor<1x1x8x64xf16> to tensor<?x?x?x?xf16>
    %634 = util.call @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16(%cast_978, %cast_979) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %cast_980 = tensor.cast %634 : tensor<?x?x?x2x?xf16> to tensor<1x1x8x2x64xf16>
    %635 = torch_c.from_builtin_tensor %cast_980 : tensor<1x1x8x2x64xf16> -> !torch.vtensor<[1,1,8,2,64],f16>
    %int1_981 = torch.constant.int 1
    %int1_982 = torch.constant.int 1
    %int8_983 = torch.constant.int 8
    %int128_984 = torch.constant.int 128
    %636 = torch.prim.ListConstruct %int1_981, %int1_982, %int8_983, %int128_984 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %637 = torch.aten.view %635, %636 : !torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int> -> !torch.vtensor<[1,1,8,128],f16>
    %none_985 = torch.constant.none
    %none_986 = torch.constant.none
    %int5_987 = torch.constant.int 5
    %cpu_988 = torch.constant.device "cpu"
    %int0_989 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %637, %none_985, %none_986, %int5_987, %cpu_988, %int0_989 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %638 = torch.aten.div.Tensor %637, %28 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02_990 = torch.constant.float -4.480000e+02
    %float4.480000e02_991 = torch.constant.float 4.480000e+02
    %639 = torch.aten.clamp %638, %float-4.480000e02_990, %float4.480000e02_991 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_992 = torch.constant.none
    %none_993 = torch.constant.none
    %int5_994 = torch.constant.int 5
    %cpu_995 = torch.constant.device "cpu"
    %int0_996 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %639, %none_992, %none_993, %int5_994, %cpu_995, %int0_996 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_997 = torch.constant.int 24
    %640 = torch.prims.convert_element_type %639, %int24_997 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %641 = torch.aten.div.Tensor %555, %28 : !torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,1,8,128],f16>
    %float-4.480000e02_998 = torch.constant.float -4.480000e+02
    %float4.480000e02_999 = torch.constant.float 4.480000e+02
    %642 = torch.aten.clamp %641, %float-4.480000e02_998, %float4.480000e02_999 : !torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float -> !torch.vtensor<[1,1,8,128],f16>
    %none_1000 = torch.constant.none
    %none_1001 = torch.constant.none
    %int5_1002 = torch.constant.int 5
    %cpu_1003 = torch.constant.device "cpu"
    %int0_1004 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %642, %none_1000, %none_1001, %int5_1002, %cpu_1003, %int0_1004 : !torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24_1005 = torch.constant.int 24
    %643 = torch.prims.convert_element_type %642, %int24_1005 : !torch.vtensor<[1,1,8,128],f16>, !torch.int -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %int32_1006 = torch.constant.int 32
    %644 = torch.aten.floor_divide.Scalar %arg2, %int32_1006 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_1007 = torch.constant.int 1
    %645 = torch.aten.unsqueeze %644, %int1_1007 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %int1_1008 = torch.constant.int 1
    %false_1009 = torch.constant.bool false
    %646 = torch.aten.gather %arg3, %int1_1008, %645, %false_1009 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool -> !torch.vtensor<[1,1],si64>
    %int1_1010 = torch.constant.int 1
    %int1_1011 = torch.constant.int 1
    %int1_1012 = torch.constant.int 1
    %647 = torch.prim.ListConstruct %int1_1010, %int1_1011, %int1_1012 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %648 = torch.aten.view %646, %647 : !torch.vtensor<[1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int32_1013 = torch.constant.int 32
    %649 = torch.aten.remainder.Scalar %arg2, %int32_1013 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1],si64>
    %int1_1014 = torch.constant.int 1
    %int1_1015 = torch.constant.int 1
    %int1_1016 = torch.constant.int 1
    %650 = torch.prim.ListConstruct %int1_1014, %int1_1015, %int1_1016 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %651 = torch.aten.view %649, %650 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int8_1017 = torch.constant.int 8
    %none_1018 = torch.constant.none
    %none_1019 = torch.constant.none
    %cpu_1020 = torch.constant.device "cpu"
    %false_1021 = torch.constant.bool false
    %652 = torch.aten.arange %int8_1017, %none_1018, %none_1019, %cpu_1020, %false_1021 : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %int1_1022 = torch.constant.int 1
    %int1_1023 = torch.constant.int 1
    %int8_1024 = torch.constant.int 8
    %653 = torch.prim.ListConstruct %int1_1022, %int1_1023, %int8_1024 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %654 = torch.aten.view %652, %653 : !torch.vtensor<[8],si64>, !torch.list<int> -> !torch.vtensor<[1,1,8],si64>
    %none_1025 = torch.constant.none
    %655 = torch.aten.clone %29, %none_1025 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_1026 = torch.constant.int 1
    %int1_1027 = torch.constant.int 1
    %int1_1028 = torch.constant.int 1
    %656 = torch.prim.ListConstruct %int1_1026, %int1_1027, %int1_1028 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %657 = torch.aten.view %655, %656 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_1029 = torch.constant.int 2
    %658 = torch.aten.mul.Scalar %648, %int2_1029 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1030 = torch.constant.int 1
    %int1_1031 = torch.constant.int 1
    %659 = torch.aten.add.Scalar %658, %int1_1030, %int1_1031 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_1032 = torch.constant.int 2
    %660 = torch.aten.mul.Scalar %659, %int2_1032 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1033 = torch.constant.int 1
    %661 = torch.aten.add.Tensor %660, %657, %int1_1033 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_1034 = torch.constant.int 8
    %662 = torch.aten.mul.Scalar %661, %int8_1034 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1035 = torch.constant.int 1
    %663 = torch.aten.add.Tensor %662, %654, %int1_1035 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_1036 = torch.constant.int 32
    %664 = torch.aten.mul.Scalar %663, %int32_1036 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_1037 = torch.constant.int 1
    %665 = torch.aten.add.Tensor %664, %651, %int1_1037 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_1038 = torch.constant.none
    %none_1039 = torch.constant.none
    %int24_1040 = torch.constant.int 24
    %cpu_1041 = torch.constant.device "cpu"
    %int0_1042 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %640, %none_1038, %none_1039, %int24_1040, %cpu_1041, %int0_1042 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int2_1043 = torch.constant.int 2
    %int2_1044 = torch.constant.int 2
    %int8_1045 = torch.constant.int 8
    %int32_1046 = torch.constant.int 32
    %int128_1047 = torch.constant.int 128
    %666 = torch.prim.ListConstruct %57, %int2_1043, %int2_1044, %int8_1045, %int32_1046, %int128_1047 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %667 = torch.aten.view %294, %666 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %667, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int128_1048 = torch.constant.int 128
    %668 = torch.prim.ListConstruct %243, %int128_1048 : (!torch.int, !torch.int) -> !torch.list<int>
    %669 = torch.aten.view %667, %668 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %669, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %670 = torch.prim.ListConstruct %665 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_1049 = torch.constant.bool false
    %671 = torch.aten.index_put %669, %670, %640, %false_1049 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %671, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int2_1050 = torch.constant.int 2
    %int2_1051 = torch.constant.int 2
    %int8_1052 = torch.constant.int 8
    %int32_1053 = torch.constant.int 32
    %int128_1054 = torch.constant.int 128
    %672 = torch.prim.ListConstruct %57, %int2_1050, %int2_1051, %int8_1052, %int32_1053, %int128_1054 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %673 = torch.aten.view %671, %672 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %673, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_1055 = torch.constant.int 131072
    %674 = torch.prim.ListConstruct %57, %int131072_1055 : (!torch.int, !torch.int) -> !torch.list<int>
    %675 = torch.aten.view %673, %674 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %675, [%55], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %int2_1056 = torch.constant.int 2
    %int2_1057 = torch.constant.int 2
    %int8_1058 = torch.constant.int 8
    %int32_1059 = torch.constant.int 32
    %int128_1060 = torch.constant.int 128
    %676 = torch.prim.ListConstruct %57, %int2_1056, %int2_1057, %int8_1058, %int32_1059, %int128_1060 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %677 = torch.aten.view %675, %676 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %677, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int128_1061 = torch.constant.int 128
    %678 = torch.prim.ListConstruct %243, %int128_1061 : (!torch.int, !torch.int) -> !torch.list<int>
    %679 = torch.aten.view %677, %678 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %679, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %none_1062 = torch.constant.none
    %680 = torch.aten.clone %30, %none_1062 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int1_1063 = torch.constant.int 1
    %int1_1064 = torch.constant.int 1
    %int1_1065 = torch.constant.int 1
    %681 = torch.prim.ListConstruct %int1_1063, %int1_1064, %int1_1065 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %682 = torch.aten.view %680, %681 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1,1,1],si64>
    %int2_1066 = torch.constant.int 2
    %683 = torch.aten.mul.Scalar %648, %int2_1066 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1067 = torch.constant.int 1
    %int1_1068 = torch.constant.int 1
    %684 = torch.aten.add.Scalar %683, %int1_1067, %int1_1068 : !torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int2_1069 = torch.constant.int 2
    %685 = torch.aten.mul.Scalar %684, %int2_1069 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1070 = torch.constant.int 1
    %686 = torch.aten.add.Tensor %685, %682, %int1_1070 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int8_1071 = torch.constant.int 8
    %687 = torch.aten.mul.Scalar %686, %int8_1071 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64>
    %int1_1072 = torch.constant.int 1
    %688 = torch.aten.add.Tensor %687, %654, %int1_1072 : !torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int32_1073 = torch.constant.int 32
    %689 = torch.aten.mul.Scalar %688, %int32_1073 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %int1_1074 = torch.constant.int 1
    %690 = torch.aten.add.Tensor %689, %651, %int1_1074 : !torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %none_1075 = torch.constant.none
    %none_1076 = torch.constant.none
    %int24_1077 = torch.constant.int 24
    %cpu_1078 = torch.constant.device "cpu"
    %int0_1079 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %643, %none_1075, %none_1076, %int24_1077, %cpu_1078, %int0_1079 : !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %691 = torch.prim.ListConstruct %690 : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %false_1080 = torch.constant.bool false
    %692 = torch.aten.index_put %679, %691, %643, %false_1080 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool -> !torch.vtensor<[?,128],f8E4M3FN>
    torch.bind_symbolic_shape %692, [%55], affine_map<()[s0] -> (s0 * 1024, 128)> : !torch.vtensor<[?,128],f8E4M3FN>
    %int2_1081 = torch.constant.int 2
    %int2_1082 = torch.constant.int 2
    %int8_1083 = torch.constant.int 8
    %int32_1084 = torch.constant.int 32
    %int128_1085 = torch.constant.int 128
    %693 = torch.prim.ListConstruct %57, %int2_1081, %int2_1082, %int8_1083, %int32_1084, %int128_1085 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %694 = torch.aten.view %692, %693 : !torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %694, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %int131072_1086 = torch.constant.int 131072
    %695 = torch.prim.ListConstruct %57, %int131072_1086 : (!torch.int, !torch.int) -> !torch.list<int>
    %696 = torch.aten.view %694, %695 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,131072],f8E4M3FN>
    torch.overwrite.tensor.contents %696 overwrites %arg4 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.tensor<[?,131072],f8E4M3FN>
    torch.bind_symbolic_shape %696, [%55], affine_map<()[s0] -> (s0, 131072)> : !torch.vtensor<[?,131072],f8E4M3FN>
    %none_1087 = torch.constant.none
    %697 = torch.aten.clone %31, %none_1087 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_1088 = torch.constant.none
    %698 = torch.aten.clone %32, %none_1088 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %none_1089 = torch.constant.none
    %699 = torch.aten.clone %33, %none_1089 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %int2_1090 = torch.constant.int 2
    %int2_1091 = torch.constant.int 2
    %int8_1092 = torch.constant.int 8
    %int32_1093 = torch.constant.int 32
    %int128_1094 = torch.constant.int 128
    %700 = torch.prim.ListConstruct %57, %int2_1090, %int2_1091, %int8_1092, %int32_1093, %int128_1094 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %701 = torch.aten.view %696, %700 : !torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %701, [%55], affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)> : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    %702 = torch_c.to_builtin_tensor %701 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN> -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %703 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_1095 = tensor.cast %703 : tensor<1x?xi64> to tensor<?x?xi64>
    %704 = torch_c.to_builtin_tensor %697 : !torch.vtensor<[],si64> -> tensor<i64>
    %705 = torch_c.to_builtin_tensor %698 : !torch.vtensor<[],si64> -> tensor<i64>
    %706 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%702, %cast_1095, %704, %705) : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_1096 = tensor.cast %706 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %707 = torch_c.from_builtin_tensor %cast_1096 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %707, [%54], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %708 = torch_c.to_builtin_tensor %701 : !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN> -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %709 = torch_c.to_builtin_tensor %arg3 : !torch.vtensor<[1,?],si64> -> tensor<1x?xi64>
    %cast_1097 = tensor.cast %709 : tensor<1x?xi64> to tensor<?x?xi64>
    %710 = torch_c.to_builtin_tensor %697 : !torch.vtensor<[],si64> -> tensor<i64>
    %711 = torch_c.to_builtin_tensor %699 : !torch.vtensor<[],si64> -> tensor<i64>
    %712 = util.call @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%708, %cast_1097, %710, %711) : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %cast_1098 = tensor.cast %712 : tensor<?x?x8x32x128xf8E4M3FN> to tensor<1x?x8x32x128xf8E4M3FN>
    %713 = torch_c.from_builtin_tensor %cast_1098 : tensor<1x?x8x32x128xf8E4M3FN> -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    torch.bind_symbolic_shape %713, [%54], affine_map<()[s0] -> (1, s0, 8, 32, 128)> : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    %int2_1099 = torch.constant.int 2
    %int3_1100 = torch.constant.int 3
    %714 = torch.aten.transpose.int %707, %int2_1099, %int3_1100 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %714, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int0_1101 = torch.constant.int 0
    %715 = torch.aten.clone %714, %int0_1101 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %715, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_1102 = torch.constant.int 1
    %int8_1103 = torch.constant.int 8
    %int128_1104 = torch.constant.int 128
    %716 = torch.prim.ListConstruct %int1_1102, %313, %int8_1103, %int128_1104 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %717 = torch.aten._unsafe_view %715, %716 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %717, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int2_1105 = torch.constant.int 2
    %int3_1106 = torch.constant.int 3
    %718 = torch.aten.transpose.int %713, %int2_1105, %int3_1106 : !torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %718, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int0_1107 = torch.constant.int 0
    %719 = torch.aten.clone %718, %int0_1107 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %719, [%54], affine_map<()[s0] -> (1, s0, 32, 8, 128)> : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    %int1_1108 = torch.constant.int 1
    %int8_1109 = torch.constant.int 8
    %int128_1110 = torch.constant.int 128
    %720 = torch.prim.ListConstruct %int1_1108, %313, %int8_1109, %int128_1110 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %721 = torch.aten._unsafe_view %719, %720 : !torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int> -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    torch.bind_symbolic_shape %721, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f8E4M3FN>
    %int0_1111 = torch.constant.int 0
    %int1_1112 = torch.constant.int 1
    %none_1113 = torch.constant.none
    %none_1114 = torch.constant.none
    %cpu_1115 = torch.constant.device "cpu"
    %false_1116 = torch.constant.bool false
    %722 = torch.aten.arange.start_step %int0_1111, %313, %int1_1112, %none_1113, %none_1114, %cpu_1115, %false_1116 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %722, [%54], affine_map<()[s0] -> (s0 * 32)> : !torch.vtensor<[?],si64>
    %int-1_1117 = torch.constant.int -1
    %723 = torch.aten.unsqueeze %arg1, %int-1_1117 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64>
    %724 = torch.aten.ge.Tensor %722, %723 : !torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64> -> !torch.vtensor<[1,?],i1>
    torch.bind_symbolic_shape %724, [%54], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],i1>
    %none_1118 = torch.constant.none
    %725 = torch.aten.clone %34, %none_1118 : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    %int0_1119 = torch.constant.int 0
    %726 = torch.aten.where.ScalarOther %724, %725, %int0_1119 : !torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int -> !torch.vtensor<[1,?],f16>
    torch.bind_symbolic_shape %726, [%54], affine_map<()[s0] -> (1, s0 * 32)> : !torch.vtensor<[1,?],f16>
    %none_1120 = torch.constant.none
    %none_1121 = torch.constant.none
    %int5_1122 = torch.constant.int 5
    %cpu_1123 = torch.constant.device "cpu"
    %int0_1124 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %726, %none_1120, %none_1121, %int5_1122, %cpu_1123, %int0_1124 : !torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_1125 = torch.constant.int 1
    %727 = torch.aten.unsqueeze %726, %int1_1125 : !torch.vtensor<[1,?],f16>, !torch.int -> !torch.vtensor<[1,1,?],f16>
    torch.bind_symbolic_shape %727, [%54], affine_map<()[s0] -> (1, 1, s0 * 32)> : !torch.vtensor<[1,1,?],f16>
    %int1_1126 = torch.constant.int 1
    %728 = torch.aten.unsqueeze %727, %int1_1126 : !torch.vtensor<[1,1,?],f16>, !torch.int -> !torch.vtensor<[1,1,1,?],f16>
    torch.bind_symbolic_shape %728, [%54], affine_map<()[s0] -> (1, 1, 1, s0 * 32)> : !torch.vtensor<[1,1,1,?],f16>
    %none_1127 = torch.constant.none
    %none_1128 = torch.constant.none
    %int5_1129 = torch.constant.int 5
    %cpu_1130 = torch.constant.device "cpu"
    %int0_1131 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %728, %none_1127, %none_1128, %int5_1129, %cpu_1130, %int0_1131 : !torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_1132 = torch.constant.none
    %none_1133 = torch.constant.none
    %int24_1134 = torch.constant.int 24
    %cpu_1135 = torch.constant.device "cpu"
    %int0_1136 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %717, %none_1132, %none_1133, %int24_1134, %cpu_1135, %int0_1136 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1137 = torch.constant.int 5
    %729 = torch.prims.convert_element_type %717, %int5_1137 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %729, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %730 = torch.aten.mul.Tensor %729, %28 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %730, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %none_1138 = torch.constant.none
    %none_1139 = torch.constant.none
    %int24_1140 = torch.constant.int 24
    %cpu_1141 = torch.constant.device "cpu"
    %int0_1142 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %721, %none_1138, %none_1139, %int24_1140, %cpu_1141, %int0_1142 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1143 = torch.constant.int 5
    %731 = torch.prims.convert_element_type %721, %int5_1143 : !torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %731, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %732 = torch.aten.mul.Tensor %731, %28 : !torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[1,?,8,128],f16>
    torch.bind_symbolic_shape %732, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 128)> : !torch.vtensor<[1,?,8,128],f16>
    %int-2_1144 = torch.constant.int -2
    %733 = torch.aten.unsqueeze %730, %int-2_1144 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %733, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_1145 = torch.constant.int 1
    %int8_1146 = torch.constant.int 8
    %int16_1147 = torch.constant.int 16
    %int128_1148 = torch.constant.int 128
    %734 = torch.prim.ListConstruct %int1_1145, %313, %int8_1146, %int16_1147, %int128_1148 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_1149 = torch.constant.bool false
    %735 = torch.aten.expand %733, %734, %false_1149 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %735, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_1150 = torch.constant.int 0
    %736 = torch.aten.clone %735, %int0_1150 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %736, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_1151 = torch.constant.int 1
    %int128_1152 = torch.constant.int 128
    %int128_1153 = torch.constant.int 128
    %737 = torch.prim.ListConstruct %int1_1151, %313, %int128_1152, %int128_1153 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %738 = torch.aten._unsafe_view %736, %737 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %738, [%54], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int-2_1154 = torch.constant.int -2
    %739 = torch.aten.unsqueeze %732, %int-2_1154 : !torch.vtensor<[1,?,8,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,1,128],f16>
    torch.bind_symbolic_shape %739, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)> : !torch.vtensor<[1,?,8,1,128],f16>
    %int1_1155 = torch.constant.int 1
    %int8_1156 = torch.constant.int 8
    %int16_1157 = torch.constant.int 16
    %int128_1158 = torch.constant.int 128
    %740 = torch.prim.ListConstruct %int1_1155, %313, %int8_1156, %int16_1157, %int128_1158 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_1159 = torch.constant.bool false
    %741 = torch.aten.expand %739, %740, %false_1159 : !torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %741, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int0_1160 = torch.constant.int 0
    %742 = torch.aten.clone %741, %int0_1160 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.int -> !torch.vtensor<[1,?,8,16,128],f16>
    torch.bind_symbolic_shape %742, [%54], affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)> : !torch.vtensor<[1,?,8,16,128],f16>
    %int1_1161 = torch.constant.int 1
    %int128_1162 = torch.constant.int 128
    %int128_1163 = torch.constant.int 128
    %743 = torch.prim.ListConstruct %int1_1161, %313, %int128_1162, %int128_1163 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %744 = torch.aten._unsafe_view %742, %743 : !torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int> -> !torch.vtensor<[1,?,128,128],f16>
    torch.bind_symbolic_shape %744, [%54], affine_map<()[s0] -> (1, s0 * 32, 128, 128)> : !torch.vtensor<[1,?,128,128],f16>
    %int1_1164 = torch.constant.int 1
    %int2_1165 = torch.constant.int 2
    %745 = torch.aten.transpose.int %596, %int1_1164, %int2_1165 : !torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,1,128],f16>
    %int1_1166 = torch.constant.int 1
    %int2_1167 = torch.constant.int 2
    %746 = torch.aten.transpose.int %738, %int1_1166, %int2_1167 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %746, [%54], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %int1_1168 = torch.constant.int 1
    %int2_1169 = torch.constant.int 2
    %747 = torch.aten.transpose.int %744, %int1_1168, %int2_1169 : !torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,128,?,128],f16>
    torch.bind_symbolic_shape %747, [%54], affine_map<()[s0] -> (1, 128, s0 * 32, 128)> : !torch.vtensor<[1,128,?,128],f16>
    %float0.000000e00_1170 = torch.constant.float 0.000000e+00
    %false_1171 = torch.constant.bool false
    %none_1172 = torch.constant.none
    %false_1173 = torch.constant.bool false
    %748 = torch.aten.scaled_dot_product_attention %745, %746, %747, %728, %float0.000000e00_1170, %false_1171, %none_1172, %false_1173 : !torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,128,1,128],f16>
    %int1_1174 = torch.constant.int 1
    %int2_1175 = torch.constant.int 2
    %749 = torch.aten.transpose.int %748, %int1_1174, %int2_1175 : !torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,128,128],f16>
    %int1_1176 = torch.constant.int 1
    %int1_1177 = torch.constant.int 1
    %int16384_1178 = torch.constant.int 16384
    %750 = torch.prim.ListConstruct %int1_1176, %int1_1177, %int16384_1178 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %751 = torch.aten.view %749, %750 : !torch.vtensor<[1,1,128,128],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    %int1_1179 = torch.constant.int 1
    %int1_1180 = torch.constant.int 1
    %int512_1181 = torch.constant.int 512
    %int32_1182 = torch.constant.int 32
    %752 = torch.prim.ListConstruct %int1_1179, %int1_1180, %int512_1181, %int32_1182 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %753 = torch.aten.view %751, %752 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_1183 = torch.constant.int -1
    %int32_1184 = torch.constant.int 32
    %754 = torch.prim.ListConstruct %int-1_1183, %int32_1184 : (!torch.int, !torch.int) -> !torch.list<int>
    %755 = torch.aten.view %753, %754 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_1185 = torch.constant.none
    %none_1186 = torch.constant.none
    %int5_1187 = torch.constant.int 5
    %cpu_1188 = torch.constant.device "cpu"
    %int0_1189 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %755, %none_1185, %none_1186, %int5_1187, %cpu_1188, %int0_1189 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1190 = torch.constant.int 6
    %756 = torch.prims.convert_element_type %755, %int6_1190 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %757 = torch_c.to_builtin_tensor %756 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_1191 = tensor.cast %757 : tensor<512x32xf32> to tensor<?x32xf32>
    %758:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_1191) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_1192 = tensor.cast %758#0 : tensor<?xi8> to tensor<512xi8>
    %759 = torch_c.from_builtin_tensor %cast_1192 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_1193 = tensor.cast %758#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %760 = torch_c.from_builtin_tensor %cast_1193 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_1194 = torch.constant.int 1
    %int1_1195 = torch.constant.int 1
    %int512_1196 = torch.constant.int 512
    %int16_1197 = torch.constant.int 16
    %761 = torch.prim.ListConstruct %int1_1194, %int1_1195, %int512_1196, %int16_1197 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %762 = torch.aten.view %760, %761 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_1198 = torch.constant.int 1
    %int1_1199 = torch.constant.int 1
    %int512_1200 = torch.constant.int 512
    %int1_1201 = torch.constant.int 1
    %763 = torch.prim.ListConstruct %int1_1198, %int1_1199, %int512_1200, %int1_1201 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %764 = torch.aten.view %759, %763 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_1202 = torch.constant.int 1
    %int1_1203 = torch.constant.int 1
    %int8192_1204 = torch.constant.int 8192
    %765 = torch.prim.ListConstruct %int1_1202, %int1_1203, %int8192_1204 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %766 = torch.aten.view %762, %765 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_1205 = torch.constant.int -1
    %767 = torch.aten.squeeze.dim %764, %int-1_1205 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int16384_1206 = torch.constant.int 16384
    %int8192_1207 = torch.constant.int 8192
    %768 = torch.prim.ListConstruct %int16384_1206, %int8192_1207 : (!torch.int, !torch.int) -> !torch.list<int>
    %769 = torch.aten.view %42, %768 : !torch.vtensor<[16384,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,8192],ui8>
    %int-1_1208 = torch.constant.int -1
    %770 = torch.aten.squeeze.dim %43, %int-1_1208 : !torch.vtensor<[16384,512,1],ui8>, !torch.int -> !torch.vtensor<[16384,512],ui8>
    %771 = torch_c.to_builtin_tensor %766 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_1209 = tensor.cast %771 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %772 = torch_c.to_builtin_tensor %767 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_1210 = tensor.cast %772 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %773 = torch_c.to_builtin_tensor %769 : !torch.vtensor<[16384,8192],ui8> -> tensor<16384x8192xi8>
    %774 = torch_c.to_builtin_tensor %770 : !torch.vtensor<[16384,512],ui8> -> tensor<16384x512xi8>
    %775 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_16384_HALF_K_8192_i8_N_16384_K_OVER_THIRTYTWO_512_i8_B_M_N_16384_f16(%cast_1209, %cast_1210, %773, %774) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<16384x8192xi8>, tensor<16384x512xi8>) -> tensor<?x?x16384xf16>
    %cast_1211 = tensor.cast %775 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %776 = torch_c.from_builtin_tensor %cast_1211 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %none_1212 = torch.constant.none
    %none_1213 = torch.constant.none
    %int5_1214 = torch.constant.int 5
    %cpu_1215 = torch.constant.device "cpu"
    %int0_1216 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %776, %none_1212, %none_1213, %int5_1214, %cpu_1215, %int0_1216 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_1217 = torch.constant.int 1
    %777 = torch.aten.add.Tensor %464, %776, %int1_1217 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_1218 = torch.constant.none
    %none_1219 = torch.constant.none
    %int5_1220 = torch.constant.int 5
    %cpu_1221 = torch.constant.device "cpu"
    %int0_1222 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %777, %none_1218, %none_1219, %int5_1220, %cpu_1221, %int0_1222 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1223 = torch.constant.int 6
    %778 = torch.prims.convert_element_type %777, %int6_1223 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_1224 = torch.constant.int 2
    %779 = torch.aten.pow.Tensor_Scalar %778, %int2_1224 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_1225 = torch.constant.int -1
    %780 = torch.prim.ListConstruct %int-1_1225 : (!torch.int) -> !torch.list<int>
    %true_1226 = torch.constant.bool true
    %none_1227 = torch.constant.none
    %781 = torch.aten.mean.dim %779, %780, %true_1226, %none_1227 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_1228 = torch.constant.float 1.000000e-05
    %int1_1229 = torch.constant.int 1
    %782 = torch.aten.add.Scalar %781, %float1.000000e-05_1228, %int1_1229 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %783 = torch.aten.rsqrt %782 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %784 = torch.aten.mul.Tensor %778, %783 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_1230 = torch.constant.none
    %none_1231 = torch.constant.none
    %int6_1232 = torch.constant.int 6
    %cpu_1233 = torch.constant.device "cpu"
    %int0_1234 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %784, %none_1230, %none_1231, %int6_1232, %cpu_1233, %int0_1234 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1235 = torch.constant.int 5
    %785 = torch.prims.convert_element_type %784, %int5_1235 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %786 = torch.aten.mul.Tensor %44, %785 : !torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_1236 = torch.constant.none
    %none_1237 = torch.constant.none
    %int6_1238 = torch.constant.int 6
    %cpu_1239 = torch.constant.device "cpu"
    %int0_1240 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %786, %none_1236, %none_1237, %int6_1238, %cpu_1239, %int0_1240 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1241 = torch.constant.int 5
    %787 = torch.prims.convert_element_type %786, %int5_1241 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int1_1242 = torch.constant.int 1
    %int1_1243 = torch.constant.int 1
    %int512_1244 = torch.constant.int 512
    %int32_1245 = torch.constant.int 32
    %788 = torch.prim.ListConstruct %int1_1242, %int1_1243, %int512_1244, %int32_1245 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %789 = torch.aten.view %787, %788 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_1246 = torch.constant.int -1
    %int32_1247 = torch.constant.int 32
    %790 = torch.prim.ListConstruct %int-1_1246, %int32_1247 : (!torch.int, !torch.int) -> !torch.list<int>
    %791 = torch.aten.view %789, %790 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_1248 = torch.constant.none
    %none_1249 = torch.constant.none
    %int5_1250 = torch.constant.int 5
    %cpu_1251 = torch.constant.device "cpu"
    %int0_1252 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %791, %none_1248, %none_1249, %int5_1250, %cpu_1251, %int0_1252 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1253 = torch.constant.int 6
    %792 = torch.prims.convert_element_type %791, %int6_1253 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %793 = torch_c.to_builtin_tensor %792 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_1254 = tensor.cast %793 : tensor<512x32xf32> to tensor<?x32xf32>
    %794:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_1254) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_1255 = tensor.cast %794#0 : tensor<?xi8> to tensor<512xi8>
    %795 = torch_c.from_builtin_tensor %cast_1255 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_1256 = tensor.cast %794#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %796 = torch_c.from_builtin_tensor %cast_1256 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_1257 = torch.constant.int 1
    %int1_1258 = torch.constant.int 1
    %int512_1259 = torch.constant.int 512
    %int16_1260 = torch.constant.int 16
    %797 = torch.prim.ListConstruct %int1_1257, %int1_1258, %int512_1259, %int16_1260 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %798 = torch.aten.view %796, %797 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_1261 = torch.constant.int 1
    %int1_1262 = torch.constant.int 1
    %int512_1263 = torch.constant.int 512
    %int1_1264 = torch.constant.int 1
    %799 = torch.prim.ListConstruct %int1_1261, %int1_1262, %int512_1263, %int1_1264 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %800 = torch.aten.view %795, %799 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_1265 = torch.constant.int 1
    %int1_1266 = torch.constant.int 1
    %int8192_1267 = torch.constant.int 8192
    %801 = torch.prim.ListConstruct %int1_1265, %int1_1266, %int8192_1267 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %802 = torch.aten.view %798, %801 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_1268 = torch.constant.int -1
    %803 = torch.aten.squeeze.dim %800, %int-1_1268 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248_1269 = torch.constant.int 53248
    %int8192_1270 = torch.constant.int 8192
    %804 = torch.prim.ListConstruct %int53248_1269, %int8192_1270 : (!torch.int, !torch.int) -> !torch.list<int>
    %805 = torch.aten.view %45, %804 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_1271 = torch.constant.int -1
    %806 = torch.aten.squeeze.dim %46, %int-1_1271 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %807 = torch_c.to_builtin_tensor %802 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_1272 = tensor.cast %807 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %808 = torch_c.to_builtin_tensor %803 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_1273 = tensor.cast %808 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %809 = torch_c.to_builtin_tensor %805 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %810 = torch_c.to_builtin_tensor %806 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %811 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_1272, %cast_1273, %809, %810) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_1274 = tensor.cast %811 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %812 = torch_c.from_builtin_tensor %cast_1274 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %813 = torch.aten.silu %812 : !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_1275 = torch.constant.int 1
    %int1_1276 = torch.constant.int 1
    %int512_1277 = torch.constant.int 512
    %int32_1278 = torch.constant.int 32
    %814 = torch.prim.ListConstruct %int1_1275, %int1_1276, %int512_1277, %int32_1278 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %815 = torch.aten.view %787, %814 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,512,32],f16>
    %int-1_1279 = torch.constant.int -1
    %int32_1280 = torch.constant.int 32
    %816 = torch.prim.ListConstruct %int-1_1279, %int32_1280 : (!torch.int, !torch.int) -> !torch.list<int>
    %817 = torch.aten.view %815, %816 : !torch.vtensor<[1,1,512,32],f16>, !torch.list<int> -> !torch.vtensor<[512,32],f16>
    %none_1281 = torch.constant.none
    %none_1282 = torch.constant.none
    %int5_1283 = torch.constant.int 5
    %cpu_1284 = torch.constant.device "cpu"
    %int0_1285 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %817, %none_1281, %none_1282, %int5_1283, %cpu_1284, %int0_1285 : !torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1286 = torch.constant.int 6
    %818 = torch.prims.convert_element_type %817, %int6_1286 : !torch.vtensor<[512,32],f16>, !torch.int -> !torch.vtensor<[512,32],f32>
    %819 = torch_c.to_builtin_tensor %818 : !torch.vtensor<[512,32],f32> -> tensor<512x32xf32>
    %cast_1287 = tensor.cast %819 : tensor<512x32xf32> to tensor<?x32xf32>
    %820:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_1287) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_1288 = tensor.cast %820#0 : tensor<?xi8> to tensor<512xi8>
    %821 = torch_c.from_builtin_tensor %cast_1288 : tensor<512xi8> -> !torch.vtensor<[512],ui8>
    %cast_1289 = tensor.cast %820#1 : tensor<?x16xi8> to tensor<512x16xi8>
    %822 = torch_c.from_builtin_tensor %cast_1289 : tensor<512x16xi8> -> !torch.vtensor<[512,16],ui8>
    %int1_1290 = torch.constant.int 1
    %int1_1291 = torch.constant.int 1
    %int512_1292 = torch.constant.int 512
    %int16_1293 = torch.constant.int 16
    %823 = torch.prim.ListConstruct %int1_1290, %int1_1291, %int512_1292, %int16_1293 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %824 = torch.aten.view %822, %823 : !torch.vtensor<[512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,16],ui8>
    %int1_1294 = torch.constant.int 1
    %int1_1295 = torch.constant.int 1
    %int512_1296 = torch.constant.int 512
    %int1_1297 = torch.constant.int 1
    %825 = torch.prim.ListConstruct %int1_1294, %int1_1295, %int512_1296, %int1_1297 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %826 = torch.aten.view %821, %825 : !torch.vtensor<[512],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,512,1],ui8>
    %int1_1298 = torch.constant.int 1
    %int1_1299 = torch.constant.int 1
    %int8192_1300 = torch.constant.int 8192
    %827 = torch.prim.ListConstruct %int1_1298, %int1_1299, %int8192_1300 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %828 = torch.aten.view %824, %827 : !torch.vtensor<[1,1,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,8192],ui8>
    %int-1_1301 = torch.constant.int -1
    %829 = torch.aten.squeeze.dim %826, %int-1_1301 : !torch.vtensor<[1,1,512,1],ui8>, !torch.int -> !torch.vtensor<[1,1,512],ui8>
    %int53248_1302 = torch.constant.int 53248
    %int8192_1303 = torch.constant.int 8192
    %830 = torch.prim.ListConstruct %int53248_1302, %int8192_1303 : (!torch.int, !torch.int) -> !torch.list<int>
    %831 = torch.aten.view %47, %830 : !torch.vtensor<[53248,512,16],ui8>, !torch.list<int> -> !torch.vtensor<[53248,8192],ui8>
    %int-1_1304 = torch.constant.int -1
    %832 = torch.aten.squeeze.dim %48, %int-1_1304 : !torch.vtensor<[53248,512,1],ui8>, !torch.int -> !torch.vtensor<[53248,512],ui8>
    %833 = torch_c.to_builtin_tensor %828 : !torch.vtensor<[1,1,8192],ui8> -> tensor<1x1x8192xi8>
    %cast_1305 = tensor.cast %833 : tensor<1x1x8192xi8> to tensor<?x?x8192xi8>
    %834 = torch_c.to_builtin_tensor %829 : !torch.vtensor<[1,1,512],ui8> -> tensor<1x1x512xi8>
    %cast_1306 = tensor.cast %834 : tensor<1x1x512xi8> to tensor<?x?x512xi8>
    %835 = torch_c.to_builtin_tensor %831 : !torch.vtensor<[53248,8192],ui8> -> tensor<53248x8192xi8>
    %836 = torch_c.to_builtin_tensor %832 : !torch.vtensor<[53248,512],ui8> -> tensor<53248x512xi8>
    %837 = util.call @iree_mxfp4_bmm_B_M_HALF_K_8192_i8_B_M_K_OVER_THIRTYTWO_512_i8_N_53248_HALF_K_8192_i8_N_53248_K_OVER_THIRTYTWO_512_i8_B_M_N_53248_f16(%cast_1305, %cast_1306, %835, %836) : (tensor<?x?x8192xi8>, tensor<?x?x512xi8>, tensor<53248x8192xi8>, tensor<53248x512xi8>) -> tensor<?x?x53248xf16>
    %cast_1307 = tensor.cast %837 : tensor<?x?x53248xf16> to tensor<1x1x53248xf16>
    %838 = torch_c.from_builtin_tensor %cast_1307 : tensor<1x1x53248xf16> -> !torch.vtensor<[1,1,53248],f16>
    %839 = torch.aten.mul.Tensor %813, %838 : !torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16> -> !torch.vtensor<[1,1,53248],f16>
    %int1_1308 = torch.constant.int 1
    %int1_1309 = torch.constant.int 1
    %int1664_1310 = torch.constant.int 1664
    %int32_1311 = torch.constant.int 32
    %840 = torch.prim.ListConstruct %int1_1308, %int1_1309, %int1664_1310, %int32_1311 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %841 = torch.aten.view %839, %840 : !torch.vtensor<[1,1,53248],f16>, !torch.list<int> -> !torch.vtensor<[1,1,1664,32],f16>
    %int-1_1312 = torch.constant.int -1
    %int32_1313 = torch.constant.int 32
    %842 = torch.prim.ListConstruct %int-1_1312, %int32_1313 : (!torch.int, !torch.int) -> !torch.list<int>
    %843 = torch.aten.view %841, %842 : !torch.vtensor<[1,1,1664,32],f16>, !torch.list<int> -> !torch.vtensor<[1664,32],f16>
    %none_1314 = torch.constant.none
    %none_1315 = torch.constant.none
    %int5_1316 = torch.constant.int 5
    %cpu_1317 = torch.constant.device "cpu"
    %int0_1318 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %843, %none_1314, %none_1315, %int5_1316, %cpu_1317, %int0_1318 : !torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1319 = torch.constant.int 6
    %844 = torch.prims.convert_element_type %843, %int6_1319 : !torch.vtensor<[1664,32],f16>, !torch.int -> !torch.vtensor<[1664,32],f32>
    %845 = torch_c.to_builtin_tensor %844 : !torch.vtensor<[1664,32],f32> -> tensor<1664x32xf32>
    %cast_1320 = tensor.cast %845 : tensor<1664x32xf32> to tensor<?x32xf32>
    %846:2 = util.call @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8(%cast_1320) : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %cast_1321 = tensor.cast %846#0 : tensor<?xi8> to tensor<1664xi8>
    %847 = torch_c.from_builtin_tensor %cast_1321 : tensor<1664xi8> -> !torch.vtensor<[1664],ui8>
    %cast_1322 = tensor.cast %846#1 : tensor<?x16xi8> to tensor<1664x16xi8>
    %848 = torch_c.from_builtin_tensor %cast_1322 : tensor<1664x16xi8> -> !torch.vtensor<[1664,16],ui8>
    %int1_1323 = torch.constant.int 1
    %int1_1324 = torch.constant.int 1
    %int1664_1325 = torch.constant.int 1664
    %int16_1326 = torch.constant.int 16
    %849 = torch.prim.ListConstruct %int1_1323, %int1_1324, %int1664_1325, %int16_1326 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %850 = torch.aten.view %848, %849 : !torch.vtensor<[1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,16],ui8>
    %int1_1327 = torch.constant.int 1
    %int1_1328 = torch.constant.int 1
    %int1664_1329 = torch.constant.int 1664
    %int1_1330 = torch.constant.int 1
    %851 = torch.prim.ListConstruct %int1_1327, %int1_1328, %int1664_1329, %int1_1330 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %852 = torch.aten.view %847, %851 : !torch.vtensor<[1664],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,1664,1],ui8>
    %int1_1331 = torch.constant.int 1
    %int1_1332 = torch.constant.int 1
    %int26624_1333 = torch.constant.int 26624
    %853 = torch.prim.ListConstruct %int1_1331, %int1_1332, %int26624_1333 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %854 = torch.aten.view %850, %853 : !torch.vtensor<[1,1,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[1,1,26624],ui8>
    %int-1_1334 = torch.constant.int -1
    %855 = torch.aten.squeeze.dim %852, %int-1_1334 : !torch.vtensor<[1,1,1664,1],ui8>, !torch.int -> !torch.vtensor<[1,1,1664],ui8>
    %int16384_1335 = torch.constant.int 16384
    %int26624_1336 = torch.constant.int 26624
    %856 = torch.prim.ListConstruct %int16384_1335, %int26624_1336 : (!torch.int, !torch.int) -> !torch.list<int>
    %857 = torch.aten.view %49, %856 : !torch.vtensor<[16384,1664,16],ui8>, !torch.list<int> -> !torch.vtensor<[16384,26624],ui8>
    %int-1_1337 = torch.constant.int -1
    %858 = torch.aten.squeeze.dim %50, %int-1_1337 : !torch.vtensor<[16384,1664,1],ui8>, !torch.int -> !torch.vtensor<[16384,1664],ui8>
    %859 = torch_c.to_builtin_tensor %854 : !torch.vtensor<[1,1,26624],ui8> -> tensor<1x1x26624xi8>
    %cast_1338 = tensor.cast %859 : tensor<1x1x26624xi8> to tensor<?x?x26624xi8>
    %860 = torch_c.to_builtin_tensor %855 : !torch.vtensor<[1,1,1664],ui8> -> tensor<1x1x1664xi8>
    %cast_1339 = tensor.cast %860 : tensor<1x1x1664xi8> to tensor<?x?x1664xi8>
    %861 = torch_c.to_builtin_tensor %857 : !torch.vtensor<[16384,26624],ui8> -> tensor<16384x26624xi8>
    %862 = torch_c.to_builtin_tensor %858 : !torch.vtensor<[16384,1664],ui8> -> tensor<16384x1664xi8>
    %863 = util.call @iree_mxfp4_bmm_B_M_HALF_K_26624_i8_B_M_K_OVER_THIRTYTWO_1664_i8_N_16384_HALF_K_26624_i8_N_16384_K_OVER_THIRTYTWO_1664_i8_B_M_N_16384_f16(%cast_1338, %cast_1339, %861, %862) : (tensor<?x?x26624xi8>, tensor<?x?x1664xi8>, tensor<16384x26624xi8>, tensor<16384x1664xi8>) -> tensor<?x?x16384xf16>
    %cast_1340 = tensor.cast %863 : tensor<?x?x16384xf16> to tensor<1x1x16384xf16>
    %864 = torch_c.from_builtin_tensor %cast_1340 : tensor<1x1x16384xf16> -> !torch.vtensor<[1,1,16384],f16>
    %int1_1341 = torch.constant.int 1
    %865 = torch.aten.add.Tensor %777, %864, %int1_1341 : !torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %none_1342 = torch.constant.none
    %none_1343 = torch.constant.none
    %int5_1344 = torch.constant.int 5
    %cpu_1345 = torch.constant.device "cpu"
    %int0_1346 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %865, %none_1342, %none_1343, %int5_1344, %cpu_1345, %int0_1346 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %none_1347 = torch.constant.none
    %none_1348 = torch.constant.none
    %int5_1349 = torch.constant.int 5
    %cpu_1350 = torch.constant.device "cpu"
    %int0_1351 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %865, %none_1347, %none_1348, %int5_1349, %cpu_1350, %int0_1351 : !torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_1352 = torch.constant.int 6
    %866 = torch.prims.convert_element_type %865, %int6_1352 : !torch.vtensor<[1,1,16384],f16>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int2_1353 = torch.constant.int 2
    %867 = torch.aten.pow.Tensor_Scalar %866, %int2_1353 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f32>
    %int-1_1354 = torch.constant.int -1
    %868 = torch.prim.ListConstruct %int-1_1354 : (!torch.int) -> !torch.list<int>
    %true_1355 = torch.constant.bool true
    %none_1356 = torch.constant.none
    %869 = torch.aten.mean.dim %867, %868, %true_1355, %none_1356 : !torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],f32>
    %float1.000000e-05_1357 = torch.constant.float 1.000000e-05
    %int1_1358 = torch.constant.int 1
    %870 = torch.aten.add.Scalar %869, %float1.000000e-05_1357, %int1_1358 : !torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,1,1],f32>
    %871 = torch.aten.rsqrt %870 : !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,1],f32>
    %872 = torch.aten.mul.Tensor %866, %871 : !torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32> -> !torch.vtensor<[1,1,16384],f32>
    %none_1359 = torch.constant.none
    %none_1360 = torch.constant.none
    %int6_1361 = torch.constant.int 6
    %cpu_1362 = torch.constant.device "cpu"
    %int0_1363 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %872, %none_1359, %none_1360, %int6_1361, %cpu_1362, %int0_1363 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1364 = torch.constant.int 5
    %873 = torch.prims.convert_element_type %872, %int5_1364 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %874 = torch.aten.mul.Tensor %51, %873 : !torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,1,16384],f16> -> !torch.vtensor<[1,1,16384],f32>
    %none_1365 = torch.constant.none
    %none_1366 = torch.constant.none
    %int6_1367 = torch.constant.int 6
    %cpu_1368 = torch.constant.device "cpu"
    %int0_1369 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %874, %none_1365, %none_1366, %int6_1367, %cpu_1368, %int0_1369 : !torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_1370 = torch.constant.int 5
    %875 = torch.prims.convert_element_type %874, %int5_1370 : !torch.vtensor<[1,1,16384],f32>, !torch.int -> !torch.vtensor<[1,1,16384],f16>
    %int-2_1371 = torch.constant.int -2
    %int-1_1372 = torch.constant.int -1
    %876 = torch.aten.transpose.int %52, %int-2_1371, %int-1_1372 : !torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int -> !torch.vtensor<[16384,16384],f16>
    %none_1373 = torch.constant.none
    %none_1374 = torch.constant.none
    %int5_1375 = torch.constant.int 5
    %cpu_1376 = torch.constant.device "cpu"
    %int0_1377 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %876, %none_1373, %none_1374, %int5_1375, %cpu_1376, %int0_1377 : !torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int1_1378 = torch.constant.int 1
    %int16384_1379 = torch.constant.int 16384
    %877 = torch.prim.ListConstruct %int1_1378, %int16384_1379 : (!torch.int, !torch.int) -> !torch.list<int>
    %878 = torch.aten.view %875, %877 : !torch.vtensor<[1,1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,16384],f16>
    %879 = torch.aten.matmul %878, %876 : !torch.vtensor<[1,16384],f16>, !torch.vtensor<[16384,16384],f16> -> !torch.vtensor<[1,16384],f16>
    %int1_1380 = torch.constant.int 1
    %int1_1381 = torch.constant.int 1
    %int16384_1382 = torch.constant.int 16384
    %880 = torch.prim.ListConstruct %int1_1380, %int1_1381, %int16384_1382 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %881 = torch.aten.view %879, %880 : !torch.vtensor<[1,16384],f16>, !torch.list<int> -> !torch.vtensor<[1,1,16384],f16>
    return %881 : !torch.vtensor<[1,1,16384],f16>
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
  util.func private @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN(%arg0: tensor<?x2x2x8x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg2[] : tensor<i64>
    %extracted_0 = tensor.extract %arg3[] : tensor<i64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_0 : i64 to index
    %dim = tensor.dim %arg0, %c0 : tensor<?x2x2x8x32x128xf8E4M3FN>
    %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
    %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0, 0, 0] [%dim, 1, 1, 8, 32, 128] [1, 1, 1, 1, 1, 1] : tensor<?x2x2x8x32x128xf8E4M3FN> to tensor<?x8x32x128xf8E4M3FN>
    %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x8x32x128xf8E4M3FN>
    %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x8x32x128xf8E4M3FN>, tensor<?x?xi64>) outs(%2 : tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<?x?x8x32x128xf8E4M3FN>
    util.return %3 : tensor<?x?x8x32x128xf8E4M3FN>
  }
}
