#encoding = #iree_encoding.layout<[#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [32, 8], outerDimsPerm = [0, 1], swizzle = {expandShape = [[["CrossIntrinsic", 2 : i16], ["Internal", 16 : i16]], [["CrossIntrinsic", 2 : i16], ["Internal", 4 : i16]]], permutation = [3, 1, 2, 0]}}}>]>
#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {target_arch = "gfx950", ukernels = "none"}>
#map = affine_map<()[s0] -> (1, s0 * 32)>
#map1 = affine_map<()[s0] -> (1, s0)>
#map2 = affine_map<()[s0] -> (s0, 131072)>
#map3 = affine_map<()[s0] -> (1, s0 * 32, 16384)>
#map4 = affine_map<()[s0] -> (1, s0 * 32, 1)>
#map5 = affine_map<()[s0] -> (s0 * 32, 16384)>
#map6 = affine_map<()[s0] -> (s0 * 32, 512, 32)>
#map7 = affine_map<()[s0] -> (s0 * 16384, 32)>
#map8 = affine_map<()[s0] -> (s0 * 16384)>
#map9 = affine_map<()[s0] -> (s0 * 16384, 16)>
#map10 = affine_map<()[s0] -> (s0 * 32, 512, 16)>
#map11 = affine_map<()[s0] -> (s0 * 32, 512, 1)>
#map12 = affine_map<()[s0] -> (s0 * 32, 8192)>
#map13 = affine_map<()[s0] -> (s0 * 32, 512)>
#map14 = affine_map<()[s0] -> (s0 * 32, 1024)>
#map15 = affine_map<()[s0] -> (1, s0 * 32, 1024)>
#map16 = affine_map<()[s0] -> (1, s0 * 32, 128, 128)>
#map17 = affine_map<()[s0] -> (1, s0 * 32, 8, 128)>
#map18 = affine_map<()[s0] -> (s0 * 32)>
#map19 = affine_map<()[s0] -> (1, 1, s0 * 32)>
#map20 = affine_map<()[s0] -> (1, 64, s0 * 32)>
#map21 = affine_map<()[s0] -> (1, s0 * 32, 64)>
#map22 = affine_map<()[s0] -> (1, s0 * 32, 1, 64)>
#map23 = affine_map<()[s0] -> (1, s0 * 32, 128, 64)>
#map24 = affine_map<()[s0] -> (1, s0 * 32, 128, 2, 64)>
#map25 = affine_map<()[s0] -> (1, s0 * 32, 8, 64)>
#map26 = affine_map<()[s0] -> (1, s0 * 32, 8, 2, 64)>
#map27 = affine_map<()[s0] -> (s0, 2, 2, 8, 32, 128)>
#map28 = affine_map<()[s0] -> (s0 * 4, 8, 32, 128)>
#map29 = affine_map<()[s0] -> (s0)>
#map30 = affine_map<()[s0] -> (1, s0, 32, 8, 128)>
#map31 = affine_map<()[s0] -> (s0, 32, 8, 128)>
#map32 = affine_map<()[s0] -> (s0, 8, 32, 128)>
#map33 = affine_map<()[s0] -> (1, 1, 1, s0 * 32)>
#map34 = affine_map<()[s0] -> (1, 1, s0 * 32, 1)>
#map35 = affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)>
#map36 = affine_map<()[s0] -> (1, s0 * 32, 8, 1, 128)>
#map37 = affine_map<()[s0] -> (1, s0 * 32, 8, 16, 128)>
#map38 = affine_map<()[s0] -> (1, 128, s0 * 32, 128)>
#map39 = affine_map<()[s0] -> (s0 * 32, 53248)>
#map40 = affine_map<()[s0] -> (1, s0 * 32, 53248)>
#map41 = affine_map<()[s0] -> (s0 * 32, 1664, 32)>
#map42 = affine_map<()[s0] -> (s0 * 53248, 32)>
#map43 = affine_map<()[s0] -> (s0 * 53248)>
#map44 = affine_map<()[s0] -> (s0 * 53248, 16)>
#map45 = affine_map<()[s0] -> (s0 * 32, 1664, 16)>
#map46 = affine_map<()[s0] -> (s0 * 32, 1664, 1)>
#map47 = affine_map<()[s0] -> (s0 * 32, 26624)>
#map48 = affine_map<()[s0] -> (s0 * 32, 1664)>
#map49 = affine_map<()[s0] -> (s0 * 1024, 128)>
#map50 = affine_map<()[s0] -> (1, s0, 8, 32, 128)>
#map51 = affine_map<(d0) -> (d0)>
#map52 = affine_map<(d0, d1) -> (d0, d1)>
#map53 = affine_map<(d0, d1) -> (d0)>
#map54 = affine_map<()[s0] -> ((s0 ceildiv 32) * 32)>
#map55 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map56 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#pipeline_layout = #hal.pipeline.layout<constants = 10, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<16384x16384xf16>, sym_name = "__auto.token_embd.weight", sym_visibility = "private", type = tensor<16384x16384xf16>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.kv_cache.quantizer:rscale"> : tensor<f16>, sym_name = "__auto.blk.0.kv_cache.quantizer:rscale", sym_visibility = "private", type = tensor<f16>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<16384xf32>, sym_name = "__auto.blk.0.attn_norm.weight", sym_visibility = "private", type = tensor<16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_q.weight:qs"> : tensor<16384x512x16xi8>, sym_name = "__auto.blk.0.attn_q.weight:qs", sym_visibility = "private", type = tensor<16384x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_q.weight:d"> : tensor<16384x512x1xi8>, sym_name = "__auto.blk.0.attn_q.weight:d", sym_visibility = "private", type = tensor<16384x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_k.weight:qs"> : tensor<1024x512x16xi8>, sym_name = "__auto.blk.0.attn_k.weight:qs", sym_visibility = "private", type = tensor<1024x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_k.weight:d"> : tensor<1024x512x1xi8>, sym_name = "__auto.blk.0.attn_k.weight:d", sym_visibility = "private", type = tensor<1024x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_v.weight:qs"> : tensor<1024x512x16xi8>, sym_name = "__auto.blk.0.attn_v.weight:qs", sym_visibility = "private", type = tensor<1024x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_v.weight:d"> : tensor<1024x512x1xi8>, sym_name = "__auto.blk.0.attn_v.weight:d", sym_visibility = "private", type = tensor<1024x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_output.weight:qs"> : tensor<16384x512x16xi8>, sym_name = "__auto.blk.0.attn_output.weight:qs", sym_visibility = "private", type = tensor<16384x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_output.weight:d"> : tensor<16384x512x1xi8>, sym_name = "__auto.blk.0.attn_output.weight:d", sym_visibility = "private", type = tensor<16384x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<16384xf32>, sym_name = "__auto.blk.0.ffn_norm.weight", sym_visibility = "private", type = tensor<16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:qs"> : tensor<53248x512x16xi8>, sym_name = "__auto.blk.0.ffn_gate.weight:qs", sym_visibility = "private", type = tensor<53248x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:d"> : tensor<53248x512x1xi8>, sym_name = "__auto.blk.0.ffn_gate.weight:d", sym_visibility = "private", type = tensor<53248x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:qs"> : tensor<53248x512x16xi8>, sym_name = "__auto.blk.0.ffn_up.weight:qs", sym_visibility = "private", type = tensor<53248x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:d"> : tensor<53248x512x1xi8>, sym_name = "__auto.blk.0.ffn_up.weight:d", sym_visibility = "private", type = tensor<53248x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<16384x1664x16xi8>, sym_name = "__auto.blk.0.ffn_down.weight:qs", sym_visibility = "private", type = tensor<16384x1664x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<16384x1664x1xi8>, sym_name = "__auto.blk.0.ffn_down.weight:d", sym_visibility = "private", type = tensor<16384x1664x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.kv_cache.quantizer:rscale"> : tensor<f16>, sym_name = "__auto.blk.1.kv_cache.quantizer:rscale", sym_visibility = "private", type = tensor<f16>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_norm.weight"> : tensor<16384xf32>, sym_name = "__auto.blk.1.attn_norm.weight", sym_visibility = "private", type = tensor<16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_q.weight:qs"> : tensor<16384x512x16xi8>, sym_name = "__auto.blk.1.attn_q.weight:qs", sym_visibility = "private", type = tensor<16384x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_q.weight:d"> : tensor<16384x512x1xi8>, sym_name = "__auto.blk.1.attn_q.weight:d", sym_visibility = "private", type = tensor<16384x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_k.weight:qs"> : tensor<1024x512x16xi8>, sym_name = "__auto.blk.1.attn_k.weight:qs", sym_visibility = "private", type = tensor<1024x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_k.weight:d"> : tensor<1024x512x1xi8>, sym_name = "__auto.blk.1.attn_k.weight:d", sym_visibility = "private", type = tensor<1024x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_v.weight:qs"> : tensor<1024x512x16xi8>, sym_name = "__auto.blk.1.attn_v.weight:qs", sym_visibility = "private", type = tensor<1024x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_v.weight:d"> : tensor<1024x512x1xi8>, sym_name = "__auto.blk.1.attn_v.weight:d", sym_visibility = "private", type = tensor<1024x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_output.weight:qs"> : tensor<16384x512x16xi8>, sym_name = "__auto.blk.1.attn_output.weight:qs", sym_visibility = "private", type = tensor<16384x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.attn_output.weight:d"> : tensor<16384x512x1xi8>, sym_name = "__auto.blk.1.attn_output.weight:d", sym_visibility = "private", type = tensor<16384x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_norm.weight"> : tensor<16384xf32>, sym_name = "__auto.blk.1.ffn_norm.weight", sym_visibility = "private", type = tensor<16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_gate.weight:qs"> : tensor<53248x512x16xi8>, sym_name = "__auto.blk.1.ffn_gate.weight:qs", sym_visibility = "private", type = tensor<53248x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_gate.weight:d"> : tensor<53248x512x1xi8>, sym_name = "__auto.blk.1.ffn_gate.weight:d", sym_visibility = "private", type = tensor<53248x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_up.weight:qs"> : tensor<53248x512x16xi8>, sym_name = "__auto.blk.1.ffn_up.weight:qs", sym_visibility = "private", type = tensor<53248x512x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_up.weight:d"> : tensor<53248x512x1xi8>, sym_name = "__auto.blk.1.ffn_up.weight:d", sym_visibility = "private", type = tensor<53248x512x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_down.weight:qs"> : tensor<16384x1664x16xi8>, sym_name = "__auto.blk.1.ffn_down.weight:qs", sym_visibility = "private", type = tensor<16384x1664x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.1.ffn_down.weight:d"> : tensor<16384x1664x1xi8>, sym_name = "__auto.blk.1.ffn_down.weight:d", sym_visibility = "private", type = tensor<16384x1664x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x16384xf32>, sym_name = "__auto.output_norm.weight", sym_visibility = "private", type = tensor<1x16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output.weight"> : tensor<16384x16384xf16>, sym_name = "__auto.output.weight", sym_visibility = "private", type = tensor<16384x16384xf16>}> : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,?],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,131072],f8E4M3FN>) -> !torch.vtensor<[1,?,16384],f16>, sym_name = "prefill_bs1"}> ({
  ^bb0(%arg42: !torch.vtensor<[1,?],si64>, %arg43: !torch.vtensor<[1],si64>, %arg44: !torch.vtensor<[1,?],si64>, %arg45: !torch.tensor<[?,131072],f8E4M3FN>):
    %2675 = "util.global.load"() <{global = @__auto.token_embd.weight}> : () -> tensor<16384x16384xf16>
    %2676 = "torch_c.from_builtin_tensor"(%2675) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %2677 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %2678 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %2679 = "util.global.load"() <{global = @"__auto.blk.0.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %2680 = "torch_c.from_builtin_tensor"(%2679) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %2681 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %2682 = "util.global.load"() <{global = @__auto.blk.0.attn_norm.weight}> : () -> tensor<16384xf32>
    %2683 = "torch_c.from_builtin_tensor"(%2682) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %2684 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %2685 = "torch_c.from_builtin_tensor"(%2684) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %2686 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:d"}> : () -> tensor<16384x512x1xi8>
    %2687 = "torch_c.from_builtin_tensor"(%2686) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %2688 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %2689 = "torch_c.from_builtin_tensor"(%2688) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %2690 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:d"}> : () -> tensor<1024x512x1xi8>
    %2691 = "torch_c.from_builtin_tensor"(%2690) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %2692 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %2693 = "torch_c.from_builtin_tensor"(%2692) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %2694 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:d"}> : () -> tensor<1024x512x1xi8>
    %2695 = "torch_c.from_builtin_tensor"(%2694) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %2696 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %2697 = "torch_c.from_builtin_tensor"(%2696) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %2698 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:d"}> : () -> tensor<16384x512x1xi8>
    %2699 = "torch_c.from_builtin_tensor"(%2698) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %2700 = "util.global.load"() <{global = @__auto.blk.0.ffn_norm.weight}> : () -> tensor<16384xf32>
    %2701 = "torch_c.from_builtin_tensor"(%2700) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %2702 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %2703 = "torch_c.from_builtin_tensor"(%2702) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %2704 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:d"}> : () -> tensor<53248x512x1xi8>
    %2705 = "torch_c.from_builtin_tensor"(%2704) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %2706 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %2707 = "torch_c.from_builtin_tensor"(%2706) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %2708 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:d"}> : () -> tensor<53248x512x1xi8>
    %2709 = "torch_c.from_builtin_tensor"(%2708) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %2710 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:qs"}> : () -> tensor<16384x1664x16xi8>
    %2711 = "torch_c.from_builtin_tensor"(%2710) : (tensor<16384x1664x16xi8>) -> !torch.vtensor<[16384,1664,16],ui8>
    %2712 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:d"}> : () -> tensor<16384x1664x1xi8>
    %2713 = "torch_c.from_builtin_tensor"(%2712) : (tensor<16384x1664x1xi8>) -> !torch.vtensor<[16384,1664,1],ui8>
    %2714 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %2715 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %2716 = "util.global.load"() <{global = @"__auto.blk.1.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %2717 = "torch_c.from_builtin_tensor"(%2716) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %2718 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %2719 = "util.global.load"() <{global = @__auto.blk.1.attn_norm.weight}> : () -> tensor<16384xf32>
    %2720 = "torch_c.from_builtin_tensor"(%2719) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %2721 = "util.global.load"() <{global = @"__auto.blk.1.attn_q.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %2722 = "torch_c.from_builtin_tensor"(%2721) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %2723 = "util.global.load"() <{global = @"__auto.blk.1.attn_q.weight:d"}> : () -> tensor<16384x512x1xi8>
    %2724 = "torch_c.from_builtin_tensor"(%2723) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %2725 = "util.global.load"() <{global = @"__auto.blk.1.attn_k.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %2726 = "torch_c.from_builtin_tensor"(%2725) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %2727 = "util.global.load"() <{global = @"__auto.blk.1.attn_k.weight:d"}> : () -> tensor<1024x512x1xi8>
    %2728 = "torch_c.from_builtin_tensor"(%2727) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %2729 = "util.global.load"() <{global = @"__auto.blk.1.attn_v.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %2730 = "torch_c.from_builtin_tensor"(%2729) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %2731 = "util.global.load"() <{global = @"__auto.blk.1.attn_v.weight:d"}> : () -> tensor<1024x512x1xi8>
    %2732 = "torch_c.from_builtin_tensor"(%2731) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %2733 = "util.global.load"() <{global = @"__auto.blk.1.attn_output.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %2734 = "torch_c.from_builtin_tensor"(%2733) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %2735 = "util.global.load"() <{global = @"__auto.blk.1.attn_output.weight:d"}> : () -> tensor<16384x512x1xi8>
    %2736 = "torch_c.from_builtin_tensor"(%2735) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %2737 = "util.global.load"() <{global = @__auto.blk.1.ffn_norm.weight}> : () -> tensor<16384xf32>
    %2738 = "torch_c.from_builtin_tensor"(%2737) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %2739 = "util.global.load"() <{global = @"__auto.blk.1.ffn_gate.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %2740 = "torch_c.from_builtin_tensor"(%2739) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %2741 = "util.global.load"() <{global = @"__auto.blk.1.ffn_gate.weight:d"}> : () -> tensor<53248x512x1xi8>
    %2742 = "torch_c.from_builtin_tensor"(%2741) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %2743 = "util.global.load"() <{global = @"__auto.blk.1.ffn_up.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %2744 = "torch_c.from_builtin_tensor"(%2743) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %2745 = "util.global.load"() <{global = @"__auto.blk.1.ffn_up.weight:d"}> : () -> tensor<53248x512x1xi8>
    %2746 = "torch_c.from_builtin_tensor"(%2745) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %2747 = "util.global.load"() <{global = @"__auto.blk.1.ffn_down.weight:qs"}> : () -> tensor<16384x1664x16xi8>
    %2748 = "torch_c.from_builtin_tensor"(%2747) : (tensor<16384x1664x16xi8>) -> !torch.vtensor<[16384,1664,16],ui8>
    %2749 = "util.global.load"() <{global = @"__auto.blk.1.ffn_down.weight:d"}> : () -> tensor<16384x1664x1xi8>
    %2750 = "torch_c.from_builtin_tensor"(%2749) : (tensor<16384x1664x1xi8>) -> !torch.vtensor<[16384,1664,1],ui8>
    %2751 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x16384xf32>
    %2752 = "torch_c.from_builtin_tensor"(%2751) : (tensor<1x16384xf32>) -> !torch.vtensor<[1,16384],f32>
    %2753 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<16384x16384xf16>
    %2754 = "torch_c.from_builtin_tensor"(%2753) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %2755 = "torch.copy.to_vtensor"(%arg45) : (!torch.tensor<[?,131072],f8E4M3FN>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    %2756 = "torch.symbolic_int"() <{max_val = 131040 : i64, min_val = 64 : i64, symbol_name = "32*s23"}> : () -> !torch.int
    %2757 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %2758 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s39"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg42, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%arg44, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2755, %2758) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %2759 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2760 = "torch.aten.size.int"(%arg44, %2759) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %2761 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2762 = "torch.aten.size.int"(%2755, %2761) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> !torch.int
    %2763 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2764 = "torch.aten.size.int"(%arg42, %2763) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %2765 = "torch.constant.none"() : () -> !torch.none
    %2766 = "torch.constant.none"() : () -> !torch.none
    %2767 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2768 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2769 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2676, %2765, %2766, %2767, %2768, %2769) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2770 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2771 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2772 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2773 = "torch.aten.embedding"(%2676, %arg42, %2770, %2771, %2772) : (!torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2773, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2774 = "torch.constant.none"() : () -> !torch.none
    %2775 = "torch.constant.none"() : () -> !torch.none
    %2776 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2777 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2778 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2773, %2774, %2775, %2776, %2777, %2778) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2779 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2780 = "torch.prims.convert_element_type"(%2773, %2779) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2780, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2781 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2782 = "torch.aten.pow.Tensor_Scalar"(%2780, %2781) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2782, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2783 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2784 = "torch.prim.ListConstruct"(%2783) : (!torch.int) -> !torch.list<int>
    %2785 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2786 = "torch.constant.none"() : () -> !torch.none
    %2787 = "torch.aten.mean.dim"(%2782, %2784, %2785, %2786) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2787, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2788 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2789 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2790 = "torch.aten.add.Scalar"(%2787, %2788, %2789) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2790, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2791 = "torch.aten.rsqrt"(%2790) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2791, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2792 = "torch.aten.mul.Tensor"(%2780, %2791) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2792, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2793 = "torch.constant.none"() : () -> !torch.none
    %2794 = "torch.constant.none"() : () -> !torch.none
    %2795 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2796 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2797 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2792, %2793, %2794, %2795, %2796, %2797) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2798 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2799 = "torch.prims.convert_element_type"(%2792, %2798) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2799, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2800 = "torch.aten.mul.Tensor"(%2683, %2799) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2800, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2801 = "torch.constant.none"() : () -> !torch.none
    %2802 = "torch.constant.none"() : () -> !torch.none
    %2803 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2804 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2805 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2800, %2801, %2802, %2803, %2804, %2805) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2806 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2807 = "torch.prims.convert_element_type"(%2800, %2806) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2807, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2808 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2809 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2810 = "torch.prim.ListConstruct"(%2808, %2809) : (!torch.int, !torch.int) -> !torch.list<int>
    %2811 = "torch.aten.view"(%2807, %2810) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2811, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2812 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2813 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2814 = "torch.prim.ListConstruct"(%2764, %2812, %2813) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2815 = "torch.aten.view"(%2811, %2814) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2815, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2816 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2817 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2818 = "torch.prim.ListConstruct"(%2816, %2817) : (!torch.int, !torch.int) -> !torch.list<int>
    %2819 = "torch.aten.view"(%2815, %2818) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2819, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2820 = "torch.constant.none"() : () -> !torch.none
    %2821 = "torch.constant.none"() : () -> !torch.none
    %2822 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2823 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2824 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2819, %2820, %2821, %2822, %2823, %2824) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2825 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2826 = "torch.prims.convert_element_type"(%2819, %2825) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2826, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2827 = "torch_c.to_builtin_tensor"(%2826) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2828:2 = "util.call"(%2827) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2829 = "torch_c.from_builtin_tensor"(%2828#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2830 = "torch_c.from_builtin_tensor"(%2828#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2829, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2830, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2831 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2832 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2833 = "torch.prim.ListConstruct"(%2764, %2831, %2832) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2834 = "torch.aten.view"(%2830, %2833) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2834, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2835 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2836 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2837 = "torch.prim.ListConstruct"(%2764, %2835, %2836) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2838 = "torch.aten.view"(%2829, %2837) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2838, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2839 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2840 = "torch.prim.ListConstruct"(%2764, %2839) : (!torch.int, !torch.int) -> !torch.list<int>
    %2841 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2842 = "torch.constant.none"() : () -> !torch.none
    %2843 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2844 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2845 = "torch.aten.zeros"(%2840, %2841, %2842, %2843, %2844) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%2845, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %2846 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2847 = "torch.prim.ListConstruct"(%2764, %2846) : (!torch.int, !torch.int) -> !torch.list<int>
    %2848 = "torch.aten.view"(%2834, %2847) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2848, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2849 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2850 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2851 = "torch.prim.ListConstruct"(%2849, %2850) : (!torch.int, !torch.int) -> !torch.list<int>
    %2852 = "torch.aten.view"(%2685, %2851) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %2853 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2854 = "torch.aten.squeeze.dim"(%2838, %2853) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2854, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2855 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2856 = "torch.aten.squeeze.dim"(%2687, %2855) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %2857 = "torch_c.to_builtin_tensor"(%2848) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2858 = "tensor.cast"(%2857) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2859 = "torch_c.to_builtin_tensor"(%2852) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %2860 = "tensor.cast"(%2859) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %2861 = "torch_c.to_builtin_tensor"(%2854) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2862 = "tensor.cast"(%2861) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2863 = "torch_c.to_builtin_tensor"(%2856) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %2864 = "tensor.cast"(%2863) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %2865 = "torch_c.to_builtin_tensor"(%2845) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %2866 = "tensor.cast"(%2865) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %2867 = "util.call"(%2858, %2860, %2862, %2864, %2866) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2868 = "tensor.cast"(%2867) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %2869 = "torch_c.from_builtin_tensor"(%2868) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2869, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2870 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2871 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2872 = "torch.prim.ListConstruct"(%2870, %2764, %2871) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2873 = "torch.aten.view"(%2869, %2872) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2873, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2874 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2875 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2876 = "torch.prim.ListConstruct"(%2874, %2875) : (!torch.int, !torch.int) -> !torch.list<int>
    %2877 = "torch.aten.view"(%2807, %2876) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2877, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2878 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2879 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2880 = "torch.prim.ListConstruct"(%2764, %2878, %2879) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2881 = "torch.aten.view"(%2877, %2880) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2881, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2882 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2883 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2884 = "torch.prim.ListConstruct"(%2882, %2883) : (!torch.int, !torch.int) -> !torch.list<int>
    %2885 = "torch.aten.view"(%2881, %2884) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2885, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2886 = "torch.constant.none"() : () -> !torch.none
    %2887 = "torch.constant.none"() : () -> !torch.none
    %2888 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2889 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2890 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2885, %2886, %2887, %2888, %2889, %2890) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2891 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2892 = "torch.prims.convert_element_type"(%2885, %2891) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2892, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2893 = "torch_c.to_builtin_tensor"(%2892) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2894:2 = "util.call"(%2893) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2895 = "torch_c.from_builtin_tensor"(%2894#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2896 = "torch_c.from_builtin_tensor"(%2894#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2895, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2896, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2897 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2898 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2899 = "torch.prim.ListConstruct"(%2764, %2897, %2898) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2900 = "torch.aten.view"(%2896, %2899) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2900, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2901 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2902 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2903 = "torch.prim.ListConstruct"(%2764, %2901, %2902) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2904 = "torch.aten.view"(%2895, %2903) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2904, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2905 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %2906 = "torch.prim.ListConstruct"(%2764, %2905) : (!torch.int, !torch.int) -> !torch.list<int>
    %2907 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2908 = "torch.constant.none"() : () -> !torch.none
    %2909 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2910 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2911 = "torch.aten.zeros"(%2906, %2907, %2908, %2909, %2910) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%2911, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %2912 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2913 = "torch.prim.ListConstruct"(%2764, %2912) : (!torch.int, !torch.int) -> !torch.list<int>
    %2914 = "torch.aten.view"(%2900, %2913) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2914, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2915 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %2916 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2917 = "torch.prim.ListConstruct"(%2915, %2916) : (!torch.int, !torch.int) -> !torch.list<int>
    %2918 = "torch.aten.view"(%2689, %2917) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %2919 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2920 = "torch.aten.squeeze.dim"(%2904, %2919) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2920, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2921 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2922 = "torch.aten.squeeze.dim"(%2691, %2921) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %2923 = "torch_c.to_builtin_tensor"(%2914) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2924 = "tensor.cast"(%2923) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2925 = "torch_c.to_builtin_tensor"(%2918) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %2926 = "tensor.cast"(%2925) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %2927 = "torch_c.to_builtin_tensor"(%2920) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2928 = "tensor.cast"(%2927) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2929 = "torch_c.to_builtin_tensor"(%2922) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %2930 = "tensor.cast"(%2929) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %2931 = "torch_c.to_builtin_tensor"(%2911) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %2932 = "tensor.cast"(%2931) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %2933 = "util.call"(%2924, %2926, %2928, %2930, %2932) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2934 = "tensor.cast"(%2933) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %2935 = "torch_c.from_builtin_tensor"(%2934) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%2935, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %2936 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2937 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2938 = "torch.prim.ListConstruct"(%2936, %2764, %2937) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2939 = "torch.aten.view"(%2935, %2938) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%2939, %2757) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %2940 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2941 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2942 = "torch.prim.ListConstruct"(%2940, %2941) : (!torch.int, !torch.int) -> !torch.list<int>
    %2943 = "torch.aten.view"(%2807, %2942) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2943, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2944 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2945 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2946 = "torch.prim.ListConstruct"(%2764, %2944, %2945) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2947 = "torch.aten.view"(%2943, %2946) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2947, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2948 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2949 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2950 = "torch.prim.ListConstruct"(%2948, %2949) : (!torch.int, !torch.int) -> !torch.list<int>
    %2951 = "torch.aten.view"(%2947, %2950) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2951, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2952 = "torch.constant.none"() : () -> !torch.none
    %2953 = "torch.constant.none"() : () -> !torch.none
    %2954 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2955 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2956 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2951, %2952, %2953, %2954, %2955, %2956) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2957 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2958 = "torch.prims.convert_element_type"(%2951, %2957) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2958, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2959 = "torch_c.to_builtin_tensor"(%2958) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2960:2 = "util.call"(%2959) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2961 = "torch_c.from_builtin_tensor"(%2960#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2962 = "torch_c.from_builtin_tensor"(%2960#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2961, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2962, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2963 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2964 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2965 = "torch.prim.ListConstruct"(%2764, %2963, %2964) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2966 = "torch.aten.view"(%2962, %2965) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2966, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2967 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2968 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2969 = "torch.prim.ListConstruct"(%2764, %2967, %2968) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2970 = "torch.aten.view"(%2961, %2969) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2970, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2971 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %2972 = "torch.prim.ListConstruct"(%2764, %2971) : (!torch.int, !torch.int) -> !torch.list<int>
    %2973 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2974 = "torch.constant.none"() : () -> !torch.none
    %2975 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2976 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2977 = "torch.aten.zeros"(%2972, %2973, %2974, %2975, %2976) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%2977, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %2978 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2979 = "torch.prim.ListConstruct"(%2764, %2978) : (!torch.int, !torch.int) -> !torch.list<int>
    %2980 = "torch.aten.view"(%2966, %2979) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2980, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2981 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %2982 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2983 = "torch.prim.ListConstruct"(%2981, %2982) : (!torch.int, !torch.int) -> !torch.list<int>
    %2984 = "torch.aten.view"(%2693, %2983) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %2985 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2986 = "torch.aten.squeeze.dim"(%2970, %2985) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2986, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2987 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2988 = "torch.aten.squeeze.dim"(%2695, %2987) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %2989 = "torch_c.to_builtin_tensor"(%2980) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2990 = "tensor.cast"(%2989) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2991 = "torch_c.to_builtin_tensor"(%2984) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %2992 = "tensor.cast"(%2991) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %2993 = "torch_c.to_builtin_tensor"(%2986) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2994 = "tensor.cast"(%2993) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2995 = "torch_c.to_builtin_tensor"(%2988) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %2996 = "tensor.cast"(%2995) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %2997 = "torch_c.to_builtin_tensor"(%2977) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %2998 = "tensor.cast"(%2997) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %2999 = "util.call"(%2990, %2992, %2994, %2996, %2998) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3000 = "tensor.cast"(%2999) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %3001 = "torch_c.from_builtin_tensor"(%3000) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%3001, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %3002 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3003 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3004 = "torch.prim.ListConstruct"(%3002, %2764, %3003) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3005 = "torch.aten.view"(%3001, %3004) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%3005, %2757) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %3006 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3007 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3008 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3009 = "torch.prim.ListConstruct"(%3006, %2764, %3007, %3008) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3010 = "torch.aten.view"(%2873, %3009) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%3010, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %3011 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3012 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3013 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3014 = "torch.prim.ListConstruct"(%3011, %2764, %3012, %3013) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3015 = "torch.aten.view"(%2939, %3014) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3015, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3016 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3017 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3018 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3019 = "torch.prim.ListConstruct"(%3016, %2764, %3017, %3018) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3020 = "torch.aten.view"(%3005, %3019) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3020, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3021 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3022 = "torch.constant.none"() : () -> !torch.none
    %3023 = "torch.constant.none"() : () -> !torch.none
    %3024 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3025 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3026 = "torch.aten.arange.start"(%3021, %2764, %3022, %3023, %3024, %3025) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3026, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3027 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3028 = "torch.aten.unsqueeze"(%3026, %3027) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3028, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3029 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3030 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3031 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3032 = "torch.constant.none"() : () -> !torch.none
    %3033 = "torch.constant.none"() : () -> !torch.none
    %3034 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3035 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3036 = "torch.aten.arange.start_step"(%3029, %3030, %3031, %3032, %3033, %3034, %3035) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %3037 = "torch.constant.none"() : () -> !torch.none
    %3038 = "torch.constant.none"() : () -> !torch.none
    %3039 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %3040 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3041 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3036, %3037, %3038, %3039, %3040, %3041) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3042 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3043 = "torch.prims.convert_element_type"(%3036, %3042) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %3044 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3045 = "torch.aten.div.Scalar"(%3043, %3044) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %3046 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %3047 = "torch.aten.pow.Scalar"(%3046, %3045) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %3048 = "torch.aten.reciprocal"(%3047) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %3049 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %3050 = "torch.aten.mul.Scalar"(%3048, %3049) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %3051 = "torch.constant.none"() : () -> !torch.none
    %3052 = "torch.aten.clone"(%2677, %3051) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %3053 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3054 = "torch.aten.unsqueeze"(%3050, %3053) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %3055 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3056 = "torch.aten.unsqueeze"(%3054, %3055) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %3057 = "torch.constant.none"() : () -> !torch.none
    %3058 = "torch.constant.none"() : () -> !torch.none
    %3059 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3060 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3061 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3056, %3057, %3058, %3059, %3060, %3061) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3062 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3063 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3064 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3065 = "torch.prim.ListConstruct"(%3062, %3063, %3064) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3066 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3067 = "torch.aten.expand"(%3056, %3065, %3066) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %3068 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3069 = "torch.aten.unsqueeze"(%3028, %3068) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%3069, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %3070 = "torch.constant.none"() : () -> !torch.none
    %3071 = "torch.constant.none"() : () -> !torch.none
    %3072 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %3073 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3074 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3069, %3070, %3071, %3072, %3073, %3074) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3075 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3076 = "torch.prims.convert_element_type"(%3069, %3075) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%3076, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %3077 = "torch.aten.matmul"(%3067, %3076) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%3077, %2757) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %3078 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3079 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3080 = "torch.aten.transpose.int"(%3077, %3078, %3079) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3080, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3081 = "torch.aten.cos"(%3080) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3081, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3082 = "torch.aten.mul.Tensor"(%3081, %3052) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3082, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3083 = "torch.constant.none"() : () -> !torch.none
    %3084 = "torch.constant.none"() : () -> !torch.none
    %3085 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3086 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3087 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3082, %3083, %3084, %3085, %3086, %3087) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3088 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3089 = "torch.prims.convert_element_type"(%3082, %3088) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%3089, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %3090 = "torch.aten.sin"(%3080) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3090, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3091 = "torch.aten.mul.Tensor"(%3090, %3052) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3091, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3092 = "torch.constant.none"() : () -> !torch.none
    %3093 = "torch.constant.none"() : () -> !torch.none
    %3094 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3095 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3096 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3091, %3092, %3093, %3094, %3095, %3096) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3097 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3098 = "torch.prims.convert_element_type"(%3091, %3097) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%3098, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %3099 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3100 = "torch.aten.unsqueeze"(%3089, %3099) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%3100, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %3101 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3102 = "torch.aten.unsqueeze"(%3098, %3101) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%3102, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %3103 = "torch.constant.none"() : () -> !torch.none
    %3104 = "torch.constant.none"() : () -> !torch.none
    %3105 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3106 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3107 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3100, %3103, %3104, %3105, %3106, %3107) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3108 = "torch.constant.none"() : () -> !torch.none
    %3109 = "torch.constant.none"() : () -> !torch.none
    %3110 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3111 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3112 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3102, %3108, %3109, %3110, %3111, %3112) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3113 = "torch.constant.none"() : () -> !torch.none
    %3114 = "torch.constant.none"() : () -> !torch.none
    %3115 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3116 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3117 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3010, %3113, %3114, %3115, %3116, %3117) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3118 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %3119 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3120 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %3121 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3122 = "torch.aten.slice.Tensor"(%3010, %3118, %3119, %3120, %3121) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3122, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3123 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %3124 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %3125 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %3126 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3127 = "torch.aten.slice.Tensor"(%3010, %3123, %3124, %3125, %3126) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3127, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3128 = "torch.aten.mul.Tensor"(%3122, %3100) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3128, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3129 = "torch.aten.mul.Tensor"(%3127, %3102) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3129, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3130 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3131 = "torch.aten.sub.Tensor"(%3128, %3129, %3130) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3131, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3132 = "torch.aten.mul.Tensor"(%3127, %3100) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3132, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3133 = "torch.aten.mul.Tensor"(%3122, %3102) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3133, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3134 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3135 = "torch.aten.add.Tensor"(%3132, %3133, %3134) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%3135, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %3136 = "torch_c.to_builtin_tensor"(%3131) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %3137 = "tensor.cast"(%3136) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %3138 = "torch_c.to_builtin_tensor"(%3135) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %3139 = "tensor.cast"(%3138) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %3140 = "util.call"(%3137, %3139) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %3141 = "tensor.cast"(%3140) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x128x2x64xf16>
    %3142 = "torch_c.from_builtin_tensor"(%3141) : (tensor<1x?x128x2x64xf16>) -> !torch.vtensor<[1,?,128,2,64],f16>
    "torch.bind_symbolic_shape"(%3142, %2757) <{shape_expressions = #map24}> : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.int) -> ()
    %3143 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3144 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3145 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3146 = "torch.prim.ListConstruct"(%3143, %2764, %3144, %3145) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3147 = "torch.aten.view"(%3142, %3146) : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%3147, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %3148 = "torch.constant.none"() : () -> !torch.none
    %3149 = "torch.constant.none"() : () -> !torch.none
    %3150 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3151 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3152 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3147, %3148, %3149, %3150, %3151, %3152) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3153 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3154 = "torch.constant.none"() : () -> !torch.none
    %3155 = "torch.constant.none"() : () -> !torch.none
    %3156 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3157 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3158 = "torch.aten.arange.start"(%3153, %2764, %3154, %3155, %3156, %3157) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3158, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3159 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3160 = "torch.aten.unsqueeze"(%3158, %3159) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3160, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3161 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3162 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3163 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3164 = "torch.constant.none"() : () -> !torch.none
    %3165 = "torch.constant.none"() : () -> !torch.none
    %3166 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3167 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3168 = "torch.aten.arange.start_step"(%3161, %3162, %3163, %3164, %3165, %3166, %3167) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %3169 = "torch.constant.none"() : () -> !torch.none
    %3170 = "torch.constant.none"() : () -> !torch.none
    %3171 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %3172 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3173 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3168, %3169, %3170, %3171, %3172, %3173) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3174 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3175 = "torch.prims.convert_element_type"(%3168, %3174) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %3176 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3177 = "torch.aten.div.Scalar"(%3175, %3176) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %3178 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %3179 = "torch.aten.pow.Scalar"(%3178, %3177) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %3180 = "torch.aten.reciprocal"(%3179) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %3181 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %3182 = "torch.aten.mul.Scalar"(%3180, %3181) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %3183 = "torch.constant.none"() : () -> !torch.none
    %3184 = "torch.aten.clone"(%2678, %3183) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %3185 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3186 = "torch.aten.unsqueeze"(%3182, %3185) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %3187 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3188 = "torch.aten.unsqueeze"(%3186, %3187) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %3189 = "torch.constant.none"() : () -> !torch.none
    %3190 = "torch.constant.none"() : () -> !torch.none
    %3191 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3192 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3193 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3188, %3189, %3190, %3191, %3192, %3193) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3194 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3195 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3196 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3197 = "torch.prim.ListConstruct"(%3194, %3195, %3196) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3198 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3199 = "torch.aten.expand"(%3188, %3197, %3198) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %3200 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3201 = "torch.aten.unsqueeze"(%3160, %3200) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%3201, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %3202 = "torch.constant.none"() : () -> !torch.none
    %3203 = "torch.constant.none"() : () -> !torch.none
    %3204 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %3205 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3206 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3201, %3202, %3203, %3204, %3205, %3206) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3207 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3208 = "torch.prims.convert_element_type"(%3201, %3207) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%3208, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %3209 = "torch.aten.matmul"(%3199, %3208) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%3209, %2757) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %3210 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3211 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3212 = "torch.aten.transpose.int"(%3209, %3210, %3211) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3212, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3213 = "torch.aten.cos"(%3212) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3213, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3214 = "torch.aten.mul.Tensor"(%3213, %3184) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3214, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3215 = "torch.constant.none"() : () -> !torch.none
    %3216 = "torch.constant.none"() : () -> !torch.none
    %3217 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3218 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3219 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3214, %3215, %3216, %3217, %3218, %3219) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3220 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3221 = "torch.prims.convert_element_type"(%3214, %3220) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%3221, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %3222 = "torch.aten.sin"(%3212) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3222, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3223 = "torch.aten.mul.Tensor"(%3222, %3184) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%3223, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %3224 = "torch.constant.none"() : () -> !torch.none
    %3225 = "torch.constant.none"() : () -> !torch.none
    %3226 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3227 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3228 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3223, %3224, %3225, %3226, %3227, %3228) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3229 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3230 = "torch.prims.convert_element_type"(%3223, %3229) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%3230, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %3231 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3232 = "torch.aten.unsqueeze"(%3221, %3231) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%3232, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %3233 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3234 = "torch.aten.unsqueeze"(%3230, %3233) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%3234, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %3235 = "torch.constant.none"() : () -> !torch.none
    %3236 = "torch.constant.none"() : () -> !torch.none
    %3237 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3238 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3239 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3232, %3235, %3236, %3237, %3238, %3239) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3240 = "torch.constant.none"() : () -> !torch.none
    %3241 = "torch.constant.none"() : () -> !torch.none
    %3242 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3243 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3244 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3234, %3240, %3241, %3242, %3243, %3244) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3245 = "torch.constant.none"() : () -> !torch.none
    %3246 = "torch.constant.none"() : () -> !torch.none
    %3247 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3248 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3249 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3015, %3245, %3246, %3247, %3248, %3249) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3250 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %3251 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3252 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %3253 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3254 = "torch.aten.slice.Tensor"(%3015, %3250, %3251, %3252, %3253) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3254, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3255 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %3256 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %3257 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %3258 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3259 = "torch.aten.slice.Tensor"(%3015, %3255, %3256, %3257, %3258) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3259, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3260 = "torch.aten.mul.Tensor"(%3254, %3232) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3260, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3261 = "torch.aten.mul.Tensor"(%3259, %3234) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3261, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3262 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3263 = "torch.aten.sub.Tensor"(%3260, %3261, %3262) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3263, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3264 = "torch.aten.mul.Tensor"(%3259, %3232) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3264, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3265 = "torch.aten.mul.Tensor"(%3254, %3234) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3265, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3266 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3267 = "torch.aten.add.Tensor"(%3264, %3265, %3266) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%3267, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %3268 = "torch_c.to_builtin_tensor"(%3263) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %3269 = "tensor.cast"(%3268) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %3270 = "torch_c.to_builtin_tensor"(%3267) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %3271 = "tensor.cast"(%3270) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %3272 = "util.call"(%3269, %3271) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %3273 = "tensor.cast"(%3272) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x8x2x64xf16>
    %3274 = "torch_c.from_builtin_tensor"(%3273) : (tensor<1x?x8x2x64xf16>) -> !torch.vtensor<[1,?,8,2,64],f16>
    "torch.bind_symbolic_shape"(%3274, %2757) <{shape_expressions = #map26}> : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.int) -> ()
    %3275 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3276 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3277 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3278 = "torch.prim.ListConstruct"(%3275, %2764, %3276, %3277) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3279 = "torch.aten.view"(%3274, %3278) : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3279, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3280 = "torch.constant.none"() : () -> !torch.none
    %3281 = "torch.constant.none"() : () -> !torch.none
    %3282 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3283 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3284 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3279, %3280, %3281, %3282, %3283, %3284) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3285 = "torch.aten.div.Tensor"(%3279, %2680) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3285, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3286 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %3287 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %3288 = "torch.aten.clamp"(%3285, %3286, %3287) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3288, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3289 = "torch.constant.none"() : () -> !torch.none
    %3290 = "torch.constant.none"() : () -> !torch.none
    %3291 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3292 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3293 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3288, %3289, %3290, %3291, %3292, %3293) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3294 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3295 = "torch.prims.convert_element_type"(%3288, %3294) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3295, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %3296 = "torch.aten.div.Tensor"(%3020, %2680) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3296, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3297 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %3298 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %3299 = "torch.aten.clamp"(%3296, %3297, %3298) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3299, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3300 = "torch.constant.none"() : () -> !torch.none
    %3301 = "torch.constant.none"() : () -> !torch.none
    %3302 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3303 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3304 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3299, %3300, %3301, %3302, %3303, %3304) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3305 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3306 = "torch.prims.convert_element_type"(%3299, %3305) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3306, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %3307 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3308 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3309 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3310 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3311 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3312 = "torch.prim.ListConstruct"(%2762, %3307, %3308, %3309, %3310, %3311) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3313 = "torch.aten.view"(%2755, %3312) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3313, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3314 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3315 = "torch.aten.mul.int"(%2762, %3314) : (!torch.int, !torch.int) -> !torch.int
    %3316 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3317 = "torch.aten.mul.int"(%3315, %3316) : (!torch.int, !torch.int) -> !torch.int
    %3318 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3319 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3320 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3321 = "torch.prim.ListConstruct"(%3317, %3318, %3319, %3320) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3322 = "torch.aten.view"(%3313, %3321) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3322, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3323 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3324 = "torch.aten.mul.Scalar"(%arg44, %3323) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3324, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3325 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3326 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3327 = "torch.aten.add.Scalar"(%3324, %3325, %3326) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3327, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3328 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3329 = "torch.aten.mul.Scalar"(%3327, %3328) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3329, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3330 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3331 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3332 = "torch.aten.add.Scalar"(%3329, %3330, %3331) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3332, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3333 = "torch.prim.ListConstruct"(%2760) : (!torch.int) -> !torch.list<int>
    %3334 = "torch.aten.view"(%3332, %3333) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3334, %2757) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3335 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3336 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3337 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3338 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3339 = "torch.prim.ListConstruct"(%3335, %2760, %3336, %3337, %3338) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3340 = "torch.aten.view"(%3295, %3339) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3340, %2757) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %3341 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3342 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3343 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3344 = "torch.prim.ListConstruct"(%2760, %3341, %3342, %3343) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3345 = "torch.aten.view"(%3340, %3344) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3345, %2757) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %3346 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3347 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3348 = "torch.aten.transpose.int"(%3345, %3346, %3347) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3348, %2757) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3349 = "torch.constant.none"() : () -> !torch.none
    %3350 = "torch.constant.none"() : () -> !torch.none
    %3351 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3352 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3353 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3348, %3349, %3350, %3351, %3352, %3353) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3354 = "torch.prim.ListConstruct"(%3334) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %3355 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3356 = "torch.aten.index_put"(%3322, %3354, %3348, %3355) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3356, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3357 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3358 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3359 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3360 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3361 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3362 = "torch.prim.ListConstruct"(%2762, %3357, %3358, %3359, %3360, %3361) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3363 = "torch.aten.view"(%3356, %3362) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3363, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3364 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %3365 = "torch.prim.ListConstruct"(%2762, %3364) : (!torch.int, !torch.int) -> !torch.list<int>
    %3366 = "torch.aten.view"(%3363, %3365) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3366, %2758) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %3367 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3368 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3369 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3370 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3371 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3372 = "torch.prim.ListConstruct"(%2762, %3367, %3368, %3369, %3370, %3371) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3373 = "torch.aten.view"(%3366, %3372) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3373, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3374 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3375 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3376 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3377 = "torch.prim.ListConstruct"(%3317, %3374, %3375, %3376) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3378 = "torch.aten.view"(%3373, %3377) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3378, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3379 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3380 = "torch.aten.mul.Scalar"(%arg44, %3379) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3380, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3381 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3382 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3383 = "torch.aten.add.Scalar"(%3380, %3381, %3382) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3383, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3384 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3385 = "torch.aten.mul.Scalar"(%3383, %3384) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3385, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3386 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3387 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3388 = "torch.aten.add.Scalar"(%3385, %3386, %3387) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3388, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3389 = "torch.prim.ListConstruct"(%2760) : (!torch.int) -> !torch.list<int>
    %3390 = "torch.aten.view"(%3388, %3389) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3390, %2757) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3391 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3392 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3393 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3394 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3395 = "torch.prim.ListConstruct"(%3391, %2760, %3392, %3393, %3394) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3396 = "torch.aten.view"(%3306, %3395) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3396, %2757) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %3397 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3398 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3399 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3400 = "torch.prim.ListConstruct"(%2760, %3397, %3398, %3399) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3401 = "torch.aten.view"(%3396, %3400) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3401, %2757) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %3402 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3403 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3404 = "torch.aten.transpose.int"(%3401, %3402, %3403) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3404, %2757) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3405 = "torch.constant.none"() : () -> !torch.none
    %3406 = "torch.constant.none"() : () -> !torch.none
    %3407 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3408 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3409 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3404, %3405, %3406, %3407, %3408, %3409) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3410 = "torch.prim.ListConstruct"(%3390) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %3411 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3412 = "torch.aten.index_put"(%3378, %3410, %3404, %3411) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3412, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3413 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3414 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3415 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3416 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3417 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3418 = "torch.prim.ListConstruct"(%2762, %3413, %3414, %3415, %3416, %3417) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3419 = "torch.aten.view"(%3412, %3418) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3419, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %3420 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %3421 = "torch.prim.ListConstruct"(%2762, %3420) : (!torch.int, !torch.int) -> !torch.list<int>
    %3422 = "torch.aten.view"(%3419, %3421) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%3422, %2758) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %3423 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3424 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3425 = "torch.constant.none"() : () -> !torch.none
    %3426 = "torch.constant.none"() : () -> !torch.none
    %3427 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3428 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3429 = "torch.aten.arange.start_step"(%3423, %2764, %3424, %3425, %3426, %3427, %3428) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3429, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3430 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3431 = "torch.aten.unsqueeze"(%arg43, %3430) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %3432 = "torch.aten.ge.Tensor"(%3429, %3431) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%3432, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %3433 = "torch.constant.none"() : () -> !torch.none
    %3434 = "torch.constant.none"() : () -> !torch.none
    %3435 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3436 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3437 = "torch.aten.arange"(%2764, %3433, %3434, %3435, %3436) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3437, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3438 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3439 = "torch.aten.unsqueeze"(%3437, %3438) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3439, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3440 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3441 = "torch.aten.unsqueeze"(%3439, %3440) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%3441, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %3442 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3443 = "torch.aten.unsqueeze"(%3441, %3442) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,1,?],si64>
    "torch.bind_symbolic_shape"(%3443, %2757) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],si64>, !torch.int) -> ()
    %3444 = "torch.constant.none"() : () -> !torch.none
    %3445 = "torch.constant.none"() : () -> !torch.none
    %3446 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3447 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3448 = "torch.aten.arange"(%2764, %3444, %3445, %3446, %3447) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%3448, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %3449 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3450 = "torch.aten.unsqueeze"(%3448, %3449) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%3450, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %3451 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3452 = "torch.aten.unsqueeze"(%3450, %3451) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%3452, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %3453 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %3454 = "torch.aten.unsqueeze"(%3452, %3453) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?,1],si64>
    "torch.bind_symbolic_shape"(%3454, %2757) <{shape_expressions = #map34}> : (!torch.vtensor<[1,1,?,1],si64>, !torch.int) -> ()
    %3455 = "torch.aten.gt.Tensor"(%3443, %3454) : (!torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%3455, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %3456 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3457 = "torch.aten.unsqueeze"(%3432, %3456) : (!torch.vtensor<[1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,?],i1>
    "torch.bind_symbolic_shape"(%3457, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> ()
    %3458 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3459 = "torch.aten.unsqueeze"(%3457, %3458) : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,1,?],i1>
    "torch.bind_symbolic_shape"(%3459, %2757) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],i1>, !torch.int) -> ()
    %3460 = "torch.aten.logical_or"(%3455, %3459) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%3460, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %3461 = "torch.constant.none"() : () -> !torch.none
    %3462 = "torch.aten.clone"(%2681, %3461) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %3463 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3464 = "torch.aten.where.ScalarOther"(%3460, %3462, %3463) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,1,?,?],f16>
    "torch.bind_symbolic_shape"(%3464, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],f16>, !torch.int) -> ()
    %3465 = "torch.constant.none"() : () -> !torch.none
    %3466 = "torch.constant.none"() : () -> !torch.none
    %3467 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3468 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3469 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3464, %3465, %3466, %3467, %3468, %3469) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3470 = "torch.constant.none"() : () -> !torch.none
    %3471 = "torch.constant.none"() : () -> !torch.none
    %3472 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3473 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3474 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3464, %3470, %3471, %3472, %3473, %3474) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3475 = "torch.constant.none"() : () -> !torch.none
    %3476 = "torch.constant.none"() : () -> !torch.none
    %3477 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3478 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3479 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3295, %3475, %3476, %3477, %3478, %3479) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3480 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3481 = "torch.prims.convert_element_type"(%3295, %3480) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3481, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3482 = "torch.aten.mul.Tensor"(%3481, %2680) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3482, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3483 = "torch.constant.none"() : () -> !torch.none
    %3484 = "torch.constant.none"() : () -> !torch.none
    %3485 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %3486 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3487 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3306, %3483, %3484, %3485, %3486, %3487) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3488 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3489 = "torch.prims.convert_element_type"(%3306, %3488) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3489, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3490 = "torch.aten.mul.Tensor"(%3489, %2680) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%3490, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %3491 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %3492 = "torch.aten.unsqueeze"(%3482, %3491) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%3492, %2757) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %3493 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3494 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3495 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3496 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3497 = "torch.prim.ListConstruct"(%3493, %2764, %3494, %3495, %3496) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3498 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3499 = "torch.aten.expand"(%3492, %3497, %3498) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%3499, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %3500 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3501 = "torch.aten.clone"(%3499, %3500) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%3501, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %3502 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3503 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3504 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3505 = "torch.prim.ListConstruct"(%3502, %2764, %3503, %3504) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3506 = "torch.aten._unsafe_view"(%3501, %3505) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%3506, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %3507 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %3508 = "torch.aten.unsqueeze"(%3490, %3507) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%3508, %2757) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %3509 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3510 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %3511 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3512 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3513 = "torch.prim.ListConstruct"(%3509, %2764, %3510, %3511, %3512) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3514 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3515 = "torch.aten.expand"(%3508, %3513, %3514) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%3515, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %3516 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %3517 = "torch.aten.clone"(%3515, %3516) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%3517, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %3518 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3519 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3520 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %3521 = "torch.prim.ListConstruct"(%3518, %2764, %3519, %3520) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3522 = "torch.aten._unsafe_view"(%3517, %3521) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%3522, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %3523 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3524 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3525 = "torch.aten.transpose.int"(%3147, %3523, %3524) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%3525, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %3526 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3527 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3528 = "torch.aten.transpose.int"(%3506, %3526, %3527) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%3528, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %3529 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3530 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3531 = "torch.aten.transpose.int"(%3522, %3529, %3530) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%3531, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %3532 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %3533 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3534 = "torch.constant.none"() : () -> !torch.none
    %3535 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3536 = "torch.aten.scaled_dot_product_attention"(%3525, %3528, %3531, %3464, %3532, %3533, %3534, %3535) : (!torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%3536, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %3537 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3538 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3539 = "torch.aten.transpose.int"(%3536, %3537, %3538) : (!torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%3539, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %3540 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3541 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3542 = "torch.prim.ListConstruct"(%3540, %2764, %3541) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3543 = "torch.aten.view"(%3539, %3542) : (!torch.vtensor<[1,?,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3543, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3544 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3545 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3546 = "torch.prim.ListConstruct"(%3544, %3545) : (!torch.int, !torch.int) -> !torch.list<int>
    %3547 = "torch.aten.view"(%3543, %3546) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3547, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3548 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3549 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3550 = "torch.prim.ListConstruct"(%2764, %3548, %3549) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3551 = "torch.aten.view"(%3547, %3550) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%3551, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %3552 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3553 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3554 = "torch.prim.ListConstruct"(%3552, %3553) : (!torch.int, !torch.int) -> !torch.list<int>
    %3555 = "torch.aten.view"(%3551, %3554) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3555, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3556 = "torch.constant.none"() : () -> !torch.none
    %3557 = "torch.constant.none"() : () -> !torch.none
    %3558 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3559 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3560 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3555, %3556, %3557, %3558, %3559, %3560) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3561 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3562 = "torch.prims.convert_element_type"(%3555, %3561) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3562, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3563 = "torch_c.to_builtin_tensor"(%3562) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3564:2 = "util.call"(%3563) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3565 = "torch_c.from_builtin_tensor"(%3564#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3566 = "torch_c.from_builtin_tensor"(%3564#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3565, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3566, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3567 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3568 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3569 = "torch.prim.ListConstruct"(%2764, %3567, %3568) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3570 = "torch.aten.view"(%3566, %3569) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%3570, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %3571 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3572 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3573 = "torch.prim.ListConstruct"(%2764, %3571, %3572) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3574 = "torch.aten.view"(%3565, %3573) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%3574, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %3575 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3576 = "torch.prim.ListConstruct"(%2764, %3575) : (!torch.int, !torch.int) -> !torch.list<int>
    %3577 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3578 = "torch.constant.none"() : () -> !torch.none
    %3579 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3580 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3581 = "torch.aten.zeros"(%3576, %3577, %3578, %3579, %3580) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%3581, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %3582 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3583 = "torch.prim.ListConstruct"(%2764, %3582) : (!torch.int, !torch.int) -> !torch.list<int>
    %3584 = "torch.aten.view"(%3570, %3583) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%3584, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %3585 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3586 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3587 = "torch.prim.ListConstruct"(%3585, %3586) : (!torch.int, !torch.int) -> !torch.list<int>
    %3588 = "torch.aten.view"(%2697, %3587) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %3589 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3590 = "torch.aten.squeeze.dim"(%3574, %3589) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%3590, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %3591 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3592 = "torch.aten.squeeze.dim"(%2699, %3591) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %3593 = "torch_c.to_builtin_tensor"(%3584) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %3594 = "tensor.cast"(%3593) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %3595 = "torch_c.to_builtin_tensor"(%3588) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %3596 = "tensor.cast"(%3595) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %3597 = "torch_c.to_builtin_tensor"(%3590) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %3598 = "tensor.cast"(%3597) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %3599 = "torch_c.to_builtin_tensor"(%3592) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %3600 = "tensor.cast"(%3599) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %3601 = "torch_c.to_builtin_tensor"(%3581) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %3602 = "tensor.cast"(%3601) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %3603 = "util.call"(%3594, %3596, %3598, %3600, %3602) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3604 = "tensor.cast"(%3603) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %3605 = "torch_c.from_builtin_tensor"(%3604) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3605, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3606 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3607 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3608 = "torch.prim.ListConstruct"(%3606, %2764, %3607) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3609 = "torch.aten.view"(%3605, %3608) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3609, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3610 = "torch.constant.none"() : () -> !torch.none
    %3611 = "torch.constant.none"() : () -> !torch.none
    %3612 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3613 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3614 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3609, %3610, %3611, %3612, %3613, %3614) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3615 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3616 = "torch.aten.add.Tensor"(%2773, %3609, %3615) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3616, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3617 = "torch.constant.none"() : () -> !torch.none
    %3618 = "torch.constant.none"() : () -> !torch.none
    %3619 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3620 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3621 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3616, %3617, %3618, %3619, %3620, %3621) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3622 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3623 = "torch.prims.convert_element_type"(%3616, %3622) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3623, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3624 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3625 = "torch.aten.pow.Tensor_Scalar"(%3623, %3624) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3625, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3626 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3627 = "torch.prim.ListConstruct"(%3626) : (!torch.int) -> !torch.list<int>
    %3628 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %3629 = "torch.constant.none"() : () -> !torch.none
    %3630 = "torch.aten.mean.dim"(%3625, %3627, %3628, %3629) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3630, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3631 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %3632 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3633 = "torch.aten.add.Scalar"(%3630, %3631, %3632) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3633, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3634 = "torch.aten.rsqrt"(%3633) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3634, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3635 = "torch.aten.mul.Tensor"(%3623, %3634) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3635, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3636 = "torch.constant.none"() : () -> !torch.none
    %3637 = "torch.constant.none"() : () -> !torch.none
    %3638 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3639 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3640 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3635, %3636, %3637, %3638, %3639, %3640) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3641 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3642 = "torch.prims.convert_element_type"(%3635, %3641) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3642, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3643 = "torch.aten.mul.Tensor"(%2701, %3642) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3643, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3644 = "torch.constant.none"() : () -> !torch.none
    %3645 = "torch.constant.none"() : () -> !torch.none
    %3646 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3647 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3648 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3643, %3644, %3645, %3646, %3647, %3648) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3649 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3650 = "torch.prims.convert_element_type"(%3643, %3649) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3650, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3651 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3652 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3653 = "torch.prim.ListConstruct"(%3651, %3652) : (!torch.int, !torch.int) -> !torch.list<int>
    %3654 = "torch.aten.view"(%3650, %3653) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3654, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3655 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3656 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3657 = "torch.prim.ListConstruct"(%2764, %3655, %3656) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3658 = "torch.aten.view"(%3654, %3657) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%3658, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %3659 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3660 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3661 = "torch.prim.ListConstruct"(%3659, %3660) : (!torch.int, !torch.int) -> !torch.list<int>
    %3662 = "torch.aten.view"(%3658, %3661) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3662, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3663 = "torch.constant.none"() : () -> !torch.none
    %3664 = "torch.constant.none"() : () -> !torch.none
    %3665 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3666 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3667 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3662, %3663, %3664, %3665, %3666, %3667) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3668 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3669 = "torch.prims.convert_element_type"(%3662, %3668) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3669, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3670 = "torch_c.to_builtin_tensor"(%3669) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3671:2 = "util.call"(%3670) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3672 = "torch_c.from_builtin_tensor"(%3671#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3673 = "torch_c.from_builtin_tensor"(%3671#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3672, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3673, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3674 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3675 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3676 = "torch.prim.ListConstruct"(%2764, %3674, %3675) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3677 = "torch.aten.view"(%3673, %3676) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%3677, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %3678 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3679 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3680 = "torch.prim.ListConstruct"(%2764, %3678, %3679) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3681 = "torch.aten.view"(%3672, %3680) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%3681, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %3682 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %3683 = "torch.prim.ListConstruct"(%2764, %3682) : (!torch.int, !torch.int) -> !torch.list<int>
    %3684 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3685 = "torch.constant.none"() : () -> !torch.none
    %3686 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3687 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3688 = "torch.aten.zeros"(%3683, %3684, %3685, %3686, %3687) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%3688, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %3689 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3690 = "torch.prim.ListConstruct"(%2764, %3689) : (!torch.int, !torch.int) -> !torch.list<int>
    %3691 = "torch.aten.view"(%3677, %3690) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%3691, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %3692 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %3693 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3694 = "torch.prim.ListConstruct"(%3692, %3693) : (!torch.int, !torch.int) -> !torch.list<int>
    %3695 = "torch.aten.view"(%2703, %3694) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %3696 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3697 = "torch.aten.squeeze.dim"(%3681, %3696) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%3697, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %3698 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3699 = "torch.aten.squeeze.dim"(%2705, %3698) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %3700 = "torch_c.to_builtin_tensor"(%3691) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %3701 = "tensor.cast"(%3700) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %3702 = "torch_c.to_builtin_tensor"(%3695) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %3703 = "tensor.cast"(%3702) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %3704 = "torch_c.to_builtin_tensor"(%3697) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %3705 = "tensor.cast"(%3704) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %3706 = "torch_c.to_builtin_tensor"(%3699) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %3707 = "tensor.cast"(%3706) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %3708 = "torch_c.to_builtin_tensor"(%3688) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %3709 = "tensor.cast"(%3708) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %3710 = "util.call"(%3701, %3703, %3705, %3707, %3709) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3711 = "tensor.cast"(%3710) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %3712 = "torch_c.from_builtin_tensor"(%3711) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%3712, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %3713 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3714 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3715 = "torch.prim.ListConstruct"(%3713, %2764, %3714) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3716 = "torch.aten.view"(%3712, %3715) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%3716, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %3717 = "torch.aten.silu"(%3716) : (!torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%3717, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %3718 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3719 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3720 = "torch.prim.ListConstruct"(%3718, %3719) : (!torch.int, !torch.int) -> !torch.list<int>
    %3721 = "torch.aten.view"(%3650, %3720) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3721, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3722 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3723 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3724 = "torch.prim.ListConstruct"(%2764, %3722, %3723) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3725 = "torch.aten.view"(%3721, %3724) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%3725, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %3726 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3727 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3728 = "torch.prim.ListConstruct"(%3726, %3727) : (!torch.int, !torch.int) -> !torch.list<int>
    %3729 = "torch.aten.view"(%3725, %3728) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3729, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3730 = "torch.constant.none"() : () -> !torch.none
    %3731 = "torch.constant.none"() : () -> !torch.none
    %3732 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3733 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3734 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3729, %3730, %3731, %3732, %3733, %3734) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3735 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3736 = "torch.prims.convert_element_type"(%3729, %3735) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3736, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3737 = "torch_c.to_builtin_tensor"(%3736) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3738:2 = "util.call"(%3737) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3739 = "torch_c.from_builtin_tensor"(%3738#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3740 = "torch_c.from_builtin_tensor"(%3738#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3739, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3740, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3741 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3742 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3743 = "torch.prim.ListConstruct"(%2764, %3741, %3742) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3744 = "torch.aten.view"(%3740, %3743) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%3744, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %3745 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3746 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3747 = "torch.prim.ListConstruct"(%2764, %3745, %3746) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3748 = "torch.aten.view"(%3739, %3747) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%3748, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %3749 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %3750 = "torch.prim.ListConstruct"(%2764, %3749) : (!torch.int, !torch.int) -> !torch.list<int>
    %3751 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3752 = "torch.constant.none"() : () -> !torch.none
    %3753 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3754 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3755 = "torch.aten.zeros"(%3750, %3751, %3752, %3753, %3754) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%3755, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %3756 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3757 = "torch.prim.ListConstruct"(%2764, %3756) : (!torch.int, !torch.int) -> !torch.list<int>
    %3758 = "torch.aten.view"(%3744, %3757) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%3758, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %3759 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %3760 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3761 = "torch.prim.ListConstruct"(%3759, %3760) : (!torch.int, !torch.int) -> !torch.list<int>
    %3762 = "torch.aten.view"(%2707, %3761) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %3763 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3764 = "torch.aten.squeeze.dim"(%3748, %3763) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%3764, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %3765 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3766 = "torch.aten.squeeze.dim"(%2709, %3765) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %3767 = "torch_c.to_builtin_tensor"(%3758) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %3768 = "tensor.cast"(%3767) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %3769 = "torch_c.to_builtin_tensor"(%3762) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %3770 = "tensor.cast"(%3769) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %3771 = "torch_c.to_builtin_tensor"(%3764) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %3772 = "tensor.cast"(%3771) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %3773 = "torch_c.to_builtin_tensor"(%3766) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %3774 = "tensor.cast"(%3773) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %3775 = "torch_c.to_builtin_tensor"(%3755) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %3776 = "tensor.cast"(%3775) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %3777 = "util.call"(%3768, %3770, %3772, %3774, %3776) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3778 = "tensor.cast"(%3777) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %3779 = "torch_c.from_builtin_tensor"(%3778) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%3779, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %3780 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3781 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3782 = "torch.prim.ListConstruct"(%3780, %2764, %3781) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3783 = "torch.aten.view"(%3779, %3782) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%3783, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %3784 = "torch.aten.mul.Tensor"(%3717, %3783) : (!torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%3784, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %3785 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3786 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %3787 = "torch.prim.ListConstruct"(%3785, %3786) : (!torch.int, !torch.int) -> !torch.list<int>
    %3788 = "torch.aten.view"(%3784, %3787) : (!torch.vtensor<[1,?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%3788, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %3789 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %3790 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3791 = "torch.prim.ListConstruct"(%2764, %3789, %3790) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3792 = "torch.aten.view"(%3788, %3791) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,1664,32],f16>
    "torch.bind_symbolic_shape"(%3792, %2757) <{shape_expressions = #map41}> : (!torch.vtensor<[?,1664,32],f16>, !torch.int) -> ()
    %3793 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3794 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3795 = "torch.prim.ListConstruct"(%3793, %3794) : (!torch.int, !torch.int) -> !torch.list<int>
    %3796 = "torch.aten.view"(%3792, %3795) : (!torch.vtensor<[?,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3796, %2757) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3797 = "torch.constant.none"() : () -> !torch.none
    %3798 = "torch.constant.none"() : () -> !torch.none
    %3799 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3800 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3801 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3796, %3797, %3798, %3799, %3800, %3801) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3802 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3803 = "torch.prims.convert_element_type"(%3796, %3802) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3803, %2757) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3804 = "torch_c.to_builtin_tensor"(%3803) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3805:2 = "util.call"(%3804) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3806 = "torch_c.from_builtin_tensor"(%3805#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3807 = "torch_c.from_builtin_tensor"(%3805#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3806, %2757) <{shape_expressions = #map43}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3807, %2757) <{shape_expressions = #map44}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3808 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %3809 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3810 = "torch.prim.ListConstruct"(%2764, %3808, %3809) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3811 = "torch.aten.view"(%3807, %3810) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,16],ui8>
    "torch.bind_symbolic_shape"(%3811, %2757) <{shape_expressions = #map45}> : (!torch.vtensor<[?,1664,16],ui8>, !torch.int) -> ()
    %3812 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %3813 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3814 = "torch.prim.ListConstruct"(%2764, %3812, %3813) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3815 = "torch.aten.view"(%3806, %3814) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,1],ui8>
    "torch.bind_symbolic_shape"(%3815, %2757) <{shape_expressions = #map46}> : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> ()
    %3816 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3817 = "torch.prim.ListConstruct"(%2764, %3816) : (!torch.int, !torch.int) -> !torch.list<int>
    %3818 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3819 = "torch.constant.none"() : () -> !torch.none
    %3820 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3821 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3822 = "torch.aten.zeros"(%3817, %3818, %3819, %3820, %3821) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%3822, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %3823 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %3824 = "torch.prim.ListConstruct"(%2764, %3823) : (!torch.int, !torch.int) -> !torch.list<int>
    %3825 = "torch.aten.view"(%3811, %3824) : (!torch.vtensor<[?,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,26624],ui8>
    "torch.bind_symbolic_shape"(%3825, %2757) <{shape_expressions = #map47}> : (!torch.vtensor<[?,26624],ui8>, !torch.int) -> ()
    %3826 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3827 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %3828 = "torch.prim.ListConstruct"(%3826, %3827) : (!torch.int, !torch.int) -> !torch.list<int>
    %3829 = "torch.aten.view"(%2711, %3828) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %3830 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3831 = "torch.aten.squeeze.dim"(%3815, %3830) : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> !torch.vtensor<[?,1664],ui8>
    "torch.bind_symbolic_shape"(%3831, %2757) <{shape_expressions = #map48}> : (!torch.vtensor<[?,1664],ui8>, !torch.int) -> ()
    %3832 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3833 = "torch.aten.squeeze.dim"(%2713, %3832) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %3834 = "torch_c.to_builtin_tensor"(%3825) : (!torch.vtensor<[?,26624],ui8>) -> tensor<?x26624xi8>
    %3835 = "tensor.cast"(%3834) : (tensor<?x26624xi8>) -> tensor<?x?xi8>
    %3836 = "torch_c.to_builtin_tensor"(%3829) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %3837 = "tensor.cast"(%3836) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %3838 = "torch_c.to_builtin_tensor"(%3831) : (!torch.vtensor<[?,1664],ui8>) -> tensor<?x1664xi8>
    %3839 = "tensor.cast"(%3838) : (tensor<?x1664xi8>) -> tensor<?x?xi8>
    %3840 = "torch_c.to_builtin_tensor"(%3833) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %3841 = "tensor.cast"(%3840) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %3842 = "torch_c.to_builtin_tensor"(%3822) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %3843 = "tensor.cast"(%3842) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %3844 = "util.call"(%3835, %3837, %3839, %3841, %3843) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3845 = "tensor.cast"(%3844) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %3846 = "torch_c.from_builtin_tensor"(%3845) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3846, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3847 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3848 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3849 = "torch.prim.ListConstruct"(%3847, %2764, %3848) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3850 = "torch.aten.view"(%3846, %3849) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3850, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3851 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3852 = "torch.aten.add.Tensor"(%3616, %3850, %3851) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3852, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3853 = "torch.constant.none"() : () -> !torch.none
    %3854 = "torch.constant.none"() : () -> !torch.none
    %3855 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3856 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3857 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3852, %3853, %3854, %3855, %3856, %3857) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3858 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3859 = "torch.prims.convert_element_type"(%3852, %3858) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3859, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3860 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %3861 = "torch.aten.pow.Tensor_Scalar"(%3859, %3860) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3861, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3862 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3863 = "torch.prim.ListConstruct"(%3862) : (!torch.int) -> !torch.list<int>
    %3864 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %3865 = "torch.constant.none"() : () -> !torch.none
    %3866 = "torch.aten.mean.dim"(%3861, %3863, %3864, %3865) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3866, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3867 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %3868 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3869 = "torch.aten.add.Scalar"(%3866, %3867, %3868) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3869, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3870 = "torch.aten.rsqrt"(%3869) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%3870, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %3871 = "torch.aten.mul.Tensor"(%3859, %3870) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3871, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3872 = "torch.constant.none"() : () -> !torch.none
    %3873 = "torch.constant.none"() : () -> !torch.none
    %3874 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3875 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3876 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3871, %3872, %3873, %3874, %3875, %3876) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3877 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3878 = "torch.prims.convert_element_type"(%3871, %3877) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3878, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3879 = "torch.aten.mul.Tensor"(%2720, %3878) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%3879, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %3880 = "torch.constant.none"() : () -> !torch.none
    %3881 = "torch.constant.none"() : () -> !torch.none
    %3882 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3883 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3884 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3879, %3880, %3881, %3882, %3883, %3884) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3885 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3886 = "torch.prims.convert_element_type"(%3879, %3885) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3886, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3887 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3888 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3889 = "torch.prim.ListConstruct"(%3887, %3888) : (!torch.int, !torch.int) -> !torch.list<int>
    %3890 = "torch.aten.view"(%3886, %3889) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3890, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3891 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3892 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3893 = "torch.prim.ListConstruct"(%2764, %3891, %3892) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3894 = "torch.aten.view"(%3890, %3893) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%3894, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %3895 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3896 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3897 = "torch.prim.ListConstruct"(%3895, %3896) : (!torch.int, !torch.int) -> !torch.list<int>
    %3898 = "torch.aten.view"(%3894, %3897) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3898, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3899 = "torch.constant.none"() : () -> !torch.none
    %3900 = "torch.constant.none"() : () -> !torch.none
    %3901 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3902 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3903 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3898, %3899, %3900, %3901, %3902, %3903) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3904 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3905 = "torch.prims.convert_element_type"(%3898, %3904) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3905, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3906 = "torch_c.to_builtin_tensor"(%3905) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3907:2 = "util.call"(%3906) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3908 = "torch_c.from_builtin_tensor"(%3907#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3909 = "torch_c.from_builtin_tensor"(%3907#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3908, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3909, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3910 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3911 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3912 = "torch.prim.ListConstruct"(%2764, %3910, %3911) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3913 = "torch.aten.view"(%3909, %3912) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%3913, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %3914 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3915 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3916 = "torch.prim.ListConstruct"(%2764, %3914, %3915) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3917 = "torch.aten.view"(%3908, %3916) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%3917, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %3918 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3919 = "torch.prim.ListConstruct"(%2764, %3918) : (!torch.int, !torch.int) -> !torch.list<int>
    %3920 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3921 = "torch.constant.none"() : () -> !torch.none
    %3922 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3923 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3924 = "torch.aten.zeros"(%3919, %3920, %3921, %3922, %3923) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%3924, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %3925 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3926 = "torch.prim.ListConstruct"(%2764, %3925) : (!torch.int, !torch.int) -> !torch.list<int>
    %3927 = "torch.aten.view"(%3913, %3926) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%3927, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %3928 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3929 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3930 = "torch.prim.ListConstruct"(%3928, %3929) : (!torch.int, !torch.int) -> !torch.list<int>
    %3931 = "torch.aten.view"(%2722, %3930) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %3932 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3933 = "torch.aten.squeeze.dim"(%3917, %3932) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%3933, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %3934 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3935 = "torch.aten.squeeze.dim"(%2724, %3934) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %3936 = "torch_c.to_builtin_tensor"(%3927) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %3937 = "tensor.cast"(%3936) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %3938 = "torch_c.to_builtin_tensor"(%3931) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %3939 = "tensor.cast"(%3938) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %3940 = "torch_c.to_builtin_tensor"(%3933) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %3941 = "tensor.cast"(%3940) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %3942 = "torch_c.to_builtin_tensor"(%3935) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %3943 = "tensor.cast"(%3942) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %3944 = "torch_c.to_builtin_tensor"(%3924) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %3945 = "tensor.cast"(%3944) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %3946 = "util.call"(%3937, %3939, %3941, %3943, %3945) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %3947 = "tensor.cast"(%3946) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %3948 = "torch_c.from_builtin_tensor"(%3947) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3948, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3949 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3950 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3951 = "torch.prim.ListConstruct"(%3949, %2764, %3950) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3952 = "torch.aten.view"(%3948, %3951) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%3952, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %3953 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3954 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %3955 = "torch.prim.ListConstruct"(%3953, %3954) : (!torch.int, !torch.int) -> !torch.list<int>
    %3956 = "torch.aten.view"(%3886, %3955) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%3956, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %3957 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3958 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3959 = "torch.prim.ListConstruct"(%2764, %3957, %3958) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3960 = "torch.aten.view"(%3956, %3959) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%3960, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %3961 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3962 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %3963 = "torch.prim.ListConstruct"(%3961, %3962) : (!torch.int, !torch.int) -> !torch.list<int>
    %3964 = "torch.aten.view"(%3960, %3963) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%3964, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %3965 = "torch.constant.none"() : () -> !torch.none
    %3966 = "torch.constant.none"() : () -> !torch.none
    %3967 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %3968 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3969 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%3964, %3965, %3966, %3967, %3968, %3969) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %3970 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3971 = "torch.prims.convert_element_type"(%3964, %3970) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%3971, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %3972 = "torch_c.to_builtin_tensor"(%3971) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %3973:2 = "util.call"(%3972) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %3974 = "torch_c.from_builtin_tensor"(%3973#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %3975 = "torch_c.from_builtin_tensor"(%3973#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%3974, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%3975, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %3976 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3977 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %3978 = "torch.prim.ListConstruct"(%2764, %3976, %3977) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3979 = "torch.aten.view"(%3975, %3978) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%3979, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %3980 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %3981 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %3982 = "torch.prim.ListConstruct"(%2764, %3980, %3981) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3983 = "torch.aten.view"(%3974, %3982) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%3983, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %3984 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %3985 = "torch.prim.ListConstruct"(%2764, %3984) : (!torch.int, !torch.int) -> !torch.list<int>
    %3986 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %3987 = "torch.constant.none"() : () -> !torch.none
    %3988 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %3989 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3990 = "torch.aten.zeros"(%3985, %3986, %3987, %3988, %3989) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%3990, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %3991 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3992 = "torch.prim.ListConstruct"(%2764, %3991) : (!torch.int, !torch.int) -> !torch.list<int>
    %3993 = "torch.aten.view"(%3979, %3992) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%3993, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %3994 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %3995 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %3996 = "torch.prim.ListConstruct"(%3994, %3995) : (!torch.int, !torch.int) -> !torch.list<int>
    %3997 = "torch.aten.view"(%2726, %3996) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %3998 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %3999 = "torch.aten.squeeze.dim"(%3983, %3998) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%3999, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %4000 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4001 = "torch.aten.squeeze.dim"(%2728, %4000) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %4002 = "torch_c.to_builtin_tensor"(%3993) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %4003 = "tensor.cast"(%4002) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %4004 = "torch_c.to_builtin_tensor"(%3997) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %4005 = "tensor.cast"(%4004) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %4006 = "torch_c.to_builtin_tensor"(%3999) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %4007 = "tensor.cast"(%4006) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %4008 = "torch_c.to_builtin_tensor"(%4001) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %4009 = "tensor.cast"(%4008) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %4010 = "torch_c.to_builtin_tensor"(%3990) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %4011 = "tensor.cast"(%4010) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %4012 = "util.call"(%4003, %4005, %4007, %4009, %4011) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4013 = "tensor.cast"(%4012) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %4014 = "torch_c.from_builtin_tensor"(%4013) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%4014, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %4015 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4016 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4017 = "torch.prim.ListConstruct"(%4015, %2764, %4016) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4018 = "torch.aten.view"(%4014, %4017) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%4018, %2757) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %4019 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4020 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4021 = "torch.prim.ListConstruct"(%4019, %4020) : (!torch.int, !torch.int) -> !torch.list<int>
    %4022 = "torch.aten.view"(%3886, %4021) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4022, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4023 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4024 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4025 = "torch.prim.ListConstruct"(%2764, %4023, %4024) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4026 = "torch.aten.view"(%4022, %4025) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%4026, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %4027 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4028 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4029 = "torch.prim.ListConstruct"(%4027, %4028) : (!torch.int, !torch.int) -> !torch.list<int>
    %4030 = "torch.aten.view"(%4026, %4029) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%4030, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %4031 = "torch.constant.none"() : () -> !torch.none
    %4032 = "torch.constant.none"() : () -> !torch.none
    %4033 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4034 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4035 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4030, %4031, %4032, %4033, %4034, %4035) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4036 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4037 = "torch.prims.convert_element_type"(%4030, %4036) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%4037, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %4038 = "torch_c.to_builtin_tensor"(%4037) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %4039:2 = "util.call"(%4038) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %4040 = "torch_c.from_builtin_tensor"(%4039#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %4041 = "torch_c.from_builtin_tensor"(%4039#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%4040, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%4041, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %4042 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4043 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4044 = "torch.prim.ListConstruct"(%2764, %4042, %4043) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4045 = "torch.aten.view"(%4041, %4044) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%4045, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %4046 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4047 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4048 = "torch.prim.ListConstruct"(%2764, %4046, %4047) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4049 = "torch.aten.view"(%4040, %4048) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%4049, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %4050 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %4051 = "torch.prim.ListConstruct"(%2764, %4050) : (!torch.int, !torch.int) -> !torch.list<int>
    %4052 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4053 = "torch.constant.none"() : () -> !torch.none
    %4054 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4055 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4056 = "torch.aten.zeros"(%4051, %4052, %4053, %4054, %4055) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%4056, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %4057 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4058 = "torch.prim.ListConstruct"(%2764, %4057) : (!torch.int, !torch.int) -> !torch.list<int>
    %4059 = "torch.aten.view"(%4045, %4058) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%4059, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %4060 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %4061 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4062 = "torch.prim.ListConstruct"(%4060, %4061) : (!torch.int, !torch.int) -> !torch.list<int>
    %4063 = "torch.aten.view"(%2730, %4062) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %4064 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4065 = "torch.aten.squeeze.dim"(%4049, %4064) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%4065, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %4066 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4067 = "torch.aten.squeeze.dim"(%2732, %4066) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %4068 = "torch_c.to_builtin_tensor"(%4059) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %4069 = "tensor.cast"(%4068) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %4070 = "torch_c.to_builtin_tensor"(%4063) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %4071 = "tensor.cast"(%4070) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %4072 = "torch_c.to_builtin_tensor"(%4065) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %4073 = "tensor.cast"(%4072) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %4074 = "torch_c.to_builtin_tensor"(%4067) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %4075 = "tensor.cast"(%4074) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %4076 = "torch_c.to_builtin_tensor"(%4056) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %4077 = "tensor.cast"(%4076) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %4078 = "util.call"(%4069, %4071, %4073, %4075, %4077) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4079 = "tensor.cast"(%4078) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %4080 = "torch_c.from_builtin_tensor"(%4079) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%4080, %2757) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %4081 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4082 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4083 = "torch.prim.ListConstruct"(%4081, %2764, %4082) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4084 = "torch.aten.view"(%4080, %4083) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%4084, %2757) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %4085 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4086 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4087 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4088 = "torch.prim.ListConstruct"(%4085, %2764, %4086, %4087) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4089 = "torch.aten.view"(%3952, %4088) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%4089, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %4090 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4091 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4092 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4093 = "torch.prim.ListConstruct"(%4090, %2764, %4091, %4092) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4094 = "torch.aten.view"(%4018, %4093) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4094, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4095 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4096 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4097 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4098 = "torch.prim.ListConstruct"(%4095, %2764, %4096, %4097) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4099 = "torch.aten.view"(%4084, %4098) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4099, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4100 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4101 = "torch.constant.none"() : () -> !torch.none
    %4102 = "torch.constant.none"() : () -> !torch.none
    %4103 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4104 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4105 = "torch.aten.arange.start"(%4100, %2764, %4101, %4102, %4103, %4104) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4105, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4106 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4107 = "torch.aten.unsqueeze"(%4105, %4106) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4107, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4108 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4109 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4110 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4111 = "torch.constant.none"() : () -> !torch.none
    %4112 = "torch.constant.none"() : () -> !torch.none
    %4113 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4114 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4115 = "torch.aten.arange.start_step"(%4108, %4109, %4110, %4111, %4112, %4113, %4114) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %4116 = "torch.constant.none"() : () -> !torch.none
    %4117 = "torch.constant.none"() : () -> !torch.none
    %4118 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %4119 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4120 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4115, %4116, %4117, %4118, %4119, %4120) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4121 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4122 = "torch.prims.convert_element_type"(%4115, %4121) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %4123 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4124 = "torch.aten.div.Scalar"(%4122, %4123) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %4125 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %4126 = "torch.aten.pow.Scalar"(%4125, %4124) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %4127 = "torch.aten.reciprocal"(%4126) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %4128 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %4129 = "torch.aten.mul.Scalar"(%4127, %4128) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %4130 = "torch.constant.none"() : () -> !torch.none
    %4131 = "torch.aten.clone"(%2714, %4130) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %4132 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4133 = "torch.aten.unsqueeze"(%4129, %4132) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %4134 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4135 = "torch.aten.unsqueeze"(%4133, %4134) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %4136 = "torch.constant.none"() : () -> !torch.none
    %4137 = "torch.constant.none"() : () -> !torch.none
    %4138 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4139 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4140 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4135, %4136, %4137, %4138, %4139, %4140) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4141 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4142 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4143 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4144 = "torch.prim.ListConstruct"(%4141, %4142, %4143) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4145 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4146 = "torch.aten.expand"(%4135, %4144, %4145) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %4147 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4148 = "torch.aten.unsqueeze"(%4107, %4147) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%4148, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %4149 = "torch.constant.none"() : () -> !torch.none
    %4150 = "torch.constant.none"() : () -> !torch.none
    %4151 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %4152 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4153 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4148, %4149, %4150, %4151, %4152, %4153) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4154 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4155 = "torch.prims.convert_element_type"(%4148, %4154) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%4155, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %4156 = "torch.aten.matmul"(%4146, %4155) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%4156, %2757) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %4157 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4158 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4159 = "torch.aten.transpose.int"(%4156, %4157, %4158) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4159, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4160 = "torch.aten.cos"(%4159) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4160, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4161 = "torch.aten.mul.Tensor"(%4160, %4131) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4161, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4162 = "torch.constant.none"() : () -> !torch.none
    %4163 = "torch.constant.none"() : () -> !torch.none
    %4164 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4165 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4166 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4161, %4162, %4163, %4164, %4165, %4166) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4167 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4168 = "torch.prims.convert_element_type"(%4161, %4167) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%4168, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %4169 = "torch.aten.sin"(%4159) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4169, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4170 = "torch.aten.mul.Tensor"(%4169, %4131) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4170, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4171 = "torch.constant.none"() : () -> !torch.none
    %4172 = "torch.constant.none"() : () -> !torch.none
    %4173 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4174 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4175 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4170, %4171, %4172, %4173, %4174, %4175) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4176 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4177 = "torch.prims.convert_element_type"(%4170, %4176) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%4177, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %4178 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4179 = "torch.aten.unsqueeze"(%4168, %4178) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%4179, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %4180 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4181 = "torch.aten.unsqueeze"(%4177, %4180) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%4181, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %4182 = "torch.constant.none"() : () -> !torch.none
    %4183 = "torch.constant.none"() : () -> !torch.none
    %4184 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4185 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4186 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4179, %4182, %4183, %4184, %4185, %4186) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4187 = "torch.constant.none"() : () -> !torch.none
    %4188 = "torch.constant.none"() : () -> !torch.none
    %4189 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4190 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4191 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4181, %4187, %4188, %4189, %4190, %4191) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4192 = "torch.constant.none"() : () -> !torch.none
    %4193 = "torch.constant.none"() : () -> !torch.none
    %4194 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4195 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4196 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4089, %4192, %4193, %4194, %4195, %4196) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4197 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %4198 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4199 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %4200 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4201 = "torch.aten.slice.Tensor"(%4089, %4197, %4198, %4199, %4200) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4201, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4202 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %4203 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %4204 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %4205 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4206 = "torch.aten.slice.Tensor"(%4089, %4202, %4203, %4204, %4205) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4206, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4207 = "torch.aten.mul.Tensor"(%4201, %4179) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4207, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4208 = "torch.aten.mul.Tensor"(%4206, %4181) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4208, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4209 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4210 = "torch.aten.sub.Tensor"(%4207, %4208, %4209) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4210, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4211 = "torch.aten.mul.Tensor"(%4206, %4179) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4211, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4212 = "torch.aten.mul.Tensor"(%4201, %4181) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4212, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4213 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4214 = "torch.aten.add.Tensor"(%4211, %4212, %4213) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%4214, %2757) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %4215 = "torch_c.to_builtin_tensor"(%4210) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %4216 = "tensor.cast"(%4215) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %4217 = "torch_c.to_builtin_tensor"(%4214) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %4218 = "tensor.cast"(%4217) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %4219 = "util.call"(%4216, %4218) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %4220 = "tensor.cast"(%4219) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x128x2x64xf16>
    %4221 = "torch_c.from_builtin_tensor"(%4220) : (tensor<1x?x128x2x64xf16>) -> !torch.vtensor<[1,?,128,2,64],f16>
    "torch.bind_symbolic_shape"(%4221, %2757) <{shape_expressions = #map24}> : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.int) -> ()
    %4222 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4223 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4224 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4225 = "torch.prim.ListConstruct"(%4222, %2764, %4223, %4224) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4226 = "torch.aten.view"(%4221, %4225) : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%4226, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %4227 = "torch.constant.none"() : () -> !torch.none
    %4228 = "torch.constant.none"() : () -> !torch.none
    %4229 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4230 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4231 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4226, %4227, %4228, %4229, %4230, %4231) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4232 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4233 = "torch.constant.none"() : () -> !torch.none
    %4234 = "torch.constant.none"() : () -> !torch.none
    %4235 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4236 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4237 = "torch.aten.arange.start"(%4232, %2764, %4233, %4234, %4235, %4236) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4237, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4238 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4239 = "torch.aten.unsqueeze"(%4237, %4238) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4239, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4240 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4241 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4242 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4243 = "torch.constant.none"() : () -> !torch.none
    %4244 = "torch.constant.none"() : () -> !torch.none
    %4245 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4246 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4247 = "torch.aten.arange.start_step"(%4240, %4241, %4242, %4243, %4244, %4245, %4246) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %4248 = "torch.constant.none"() : () -> !torch.none
    %4249 = "torch.constant.none"() : () -> !torch.none
    %4250 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %4251 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4252 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4247, %4248, %4249, %4250, %4251, %4252) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4253 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4254 = "torch.prims.convert_element_type"(%4247, %4253) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %4255 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4256 = "torch.aten.div.Scalar"(%4254, %4255) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %4257 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %4258 = "torch.aten.pow.Scalar"(%4257, %4256) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %4259 = "torch.aten.reciprocal"(%4258) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %4260 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %4261 = "torch.aten.mul.Scalar"(%4259, %4260) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %4262 = "torch.constant.none"() : () -> !torch.none
    %4263 = "torch.aten.clone"(%2715, %4262) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %4264 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4265 = "torch.aten.unsqueeze"(%4261, %4264) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %4266 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4267 = "torch.aten.unsqueeze"(%4265, %4266) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %4268 = "torch.constant.none"() : () -> !torch.none
    %4269 = "torch.constant.none"() : () -> !torch.none
    %4270 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4271 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4272 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4267, %4268, %4269, %4270, %4271, %4272) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4273 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4274 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4275 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4276 = "torch.prim.ListConstruct"(%4273, %4274, %4275) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4277 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4278 = "torch.aten.expand"(%4267, %4276, %4277) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %4279 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4280 = "torch.aten.unsqueeze"(%4239, %4279) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%4280, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %4281 = "torch.constant.none"() : () -> !torch.none
    %4282 = "torch.constant.none"() : () -> !torch.none
    %4283 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %4284 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4285 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4280, %4281, %4282, %4283, %4284, %4285) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4286 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4287 = "torch.prims.convert_element_type"(%4280, %4286) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%4287, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %4288 = "torch.aten.matmul"(%4278, %4287) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%4288, %2757) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %4289 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4290 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4291 = "torch.aten.transpose.int"(%4288, %4289, %4290) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4291, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4292 = "torch.aten.cos"(%4291) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4292, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4293 = "torch.aten.mul.Tensor"(%4292, %4263) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4293, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4294 = "torch.constant.none"() : () -> !torch.none
    %4295 = "torch.constant.none"() : () -> !torch.none
    %4296 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4297 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4298 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4293, %4294, %4295, %4296, %4297, %4298) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4299 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4300 = "torch.prims.convert_element_type"(%4293, %4299) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%4300, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %4301 = "torch.aten.sin"(%4291) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4301, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4302 = "torch.aten.mul.Tensor"(%4301, %4263) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%4302, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %4303 = "torch.constant.none"() : () -> !torch.none
    %4304 = "torch.constant.none"() : () -> !torch.none
    %4305 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4306 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4307 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4302, %4303, %4304, %4305, %4306, %4307) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4308 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4309 = "torch.prims.convert_element_type"(%4302, %4308) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%4309, %2757) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %4310 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4311 = "torch.aten.unsqueeze"(%4300, %4310) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%4311, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %4312 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4313 = "torch.aten.unsqueeze"(%4309, %4312) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%4313, %2757) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %4314 = "torch.constant.none"() : () -> !torch.none
    %4315 = "torch.constant.none"() : () -> !torch.none
    %4316 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4317 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4318 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4311, %4314, %4315, %4316, %4317, %4318) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4319 = "torch.constant.none"() : () -> !torch.none
    %4320 = "torch.constant.none"() : () -> !torch.none
    %4321 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4322 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4323 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4313, %4319, %4320, %4321, %4322, %4323) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4324 = "torch.constant.none"() : () -> !torch.none
    %4325 = "torch.constant.none"() : () -> !torch.none
    %4326 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4327 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4328 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4094, %4324, %4325, %4326, %4327, %4328) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4329 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %4330 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4331 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %4332 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4333 = "torch.aten.slice.Tensor"(%4094, %4329, %4330, %4331, %4332) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4333, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4334 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %4335 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %4336 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %4337 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4338 = "torch.aten.slice.Tensor"(%4094, %4334, %4335, %4336, %4337) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4338, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4339 = "torch.aten.mul.Tensor"(%4333, %4311) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4339, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4340 = "torch.aten.mul.Tensor"(%4338, %4313) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4340, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4341 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4342 = "torch.aten.sub.Tensor"(%4339, %4340, %4341) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4342, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4343 = "torch.aten.mul.Tensor"(%4338, %4311) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4343, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4344 = "torch.aten.mul.Tensor"(%4333, %4313) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4344, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4345 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4346 = "torch.aten.add.Tensor"(%4343, %4344, %4345) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%4346, %2757) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %4347 = "torch_c.to_builtin_tensor"(%4342) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %4348 = "tensor.cast"(%4347) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %4349 = "torch_c.to_builtin_tensor"(%4346) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %4350 = "tensor.cast"(%4349) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %4351 = "util.call"(%4348, %4350) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %4352 = "tensor.cast"(%4351) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x8x2x64xf16>
    %4353 = "torch_c.from_builtin_tensor"(%4352) : (tensor<1x?x8x2x64xf16>) -> !torch.vtensor<[1,?,8,2,64],f16>
    "torch.bind_symbolic_shape"(%4353, %2757) <{shape_expressions = #map26}> : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.int) -> ()
    %4354 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4355 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4356 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4357 = "torch.prim.ListConstruct"(%4354, %2764, %4355, %4356) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4358 = "torch.aten.view"(%4353, %4357) : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4358, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4359 = "torch.constant.none"() : () -> !torch.none
    %4360 = "torch.constant.none"() : () -> !torch.none
    %4361 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4362 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4363 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4358, %4359, %4360, %4361, %4362, %4363) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4364 = "torch.aten.div.Tensor"(%4358, %2717) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4364, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4365 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %4366 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %4367 = "torch.aten.clamp"(%4364, %4365, %4366) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4367, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4368 = "torch.constant.none"() : () -> !torch.none
    %4369 = "torch.constant.none"() : () -> !torch.none
    %4370 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4371 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4372 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4367, %4368, %4369, %4370, %4371, %4372) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4373 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4374 = "torch.prims.convert_element_type"(%4367, %4373) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4374, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %4375 = "torch.aten.div.Tensor"(%4099, %2717) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4375, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4376 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %4377 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %4378 = "torch.aten.clamp"(%4375, %4376, %4377) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4378, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4379 = "torch.constant.none"() : () -> !torch.none
    %4380 = "torch.constant.none"() : () -> !torch.none
    %4381 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4382 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4383 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4378, %4379, %4380, %4381, %4382, %4383) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4384 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4385 = "torch.prims.convert_element_type"(%4378, %4384) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4385, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %4386 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4387 = "torch.aten.mul.Scalar"(%arg44, %4386) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4387, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4388 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4389 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4390 = "torch.aten.add.Scalar"(%4387, %4388, %4389) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4390, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4391 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4392 = "torch.aten.mul.Scalar"(%4390, %4391) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4392, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4393 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4394 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4395 = "torch.aten.add.Scalar"(%4392, %4393, %4394) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4395, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4396 = "torch.prim.ListConstruct"(%2760) : (!torch.int) -> !torch.list<int>
    %4397 = "torch.aten.view"(%4395, %4396) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4397, %2757) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4398 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4399 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4400 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4401 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4402 = "torch.prim.ListConstruct"(%4398, %2760, %4399, %4400, %4401) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4403 = "torch.aten.view"(%4374, %4402) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4403, %2757) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %4404 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4405 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4406 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4407 = "torch.prim.ListConstruct"(%2760, %4404, %4405, %4406) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4408 = "torch.aten.view"(%4403, %4407) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4408, %2757) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %4409 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4410 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4411 = "torch.aten.transpose.int"(%4408, %4409, %4410) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4411, %2757) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4412 = "torch.constant.none"() : () -> !torch.none
    %4413 = "torch.constant.none"() : () -> !torch.none
    %4414 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4415 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4416 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4411, %4412, %4413, %4414, %4415, %4416) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4417 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4418 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4419 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4420 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4421 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4422 = "torch.prim.ListConstruct"(%2762, %4417, %4418, %4419, %4420, %4421) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4423 = "torch.aten.view"(%3422, %4422) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4423, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4424 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4425 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4426 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4427 = "torch.prim.ListConstruct"(%3317, %4424, %4425, %4426) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4428 = "torch.aten.view"(%4423, %4427) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4428, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4429 = "torch.prim.ListConstruct"(%4397) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %4430 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4431 = "torch.aten.index_put"(%4428, %4429, %4411, %4430) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4431, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4432 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4433 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4434 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4435 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4436 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4437 = "torch.prim.ListConstruct"(%2762, %4432, %4433, %4434, %4435, %4436) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4438 = "torch.aten.view"(%4431, %4437) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4438, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4439 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %4440 = "torch.prim.ListConstruct"(%2762, %4439) : (!torch.int, !torch.int) -> !torch.list<int>
    %4441 = "torch.aten.view"(%4438, %4440) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4441, %2758) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %4442 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4443 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4444 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4445 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4446 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4447 = "torch.prim.ListConstruct"(%2762, %4442, %4443, %4444, %4445, %4446) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4448 = "torch.aten.view"(%4441, %4447) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4448, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4449 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4450 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4451 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4452 = "torch.prim.ListConstruct"(%3317, %4449, %4450, %4451) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4453 = "torch.aten.view"(%4448, %4452) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4453, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4454 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4455 = "torch.aten.mul.Scalar"(%arg44, %4454) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4455, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4456 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4457 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4458 = "torch.aten.add.Scalar"(%4455, %4456, %4457) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4458, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4459 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4460 = "torch.aten.mul.Scalar"(%4458, %4459) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4460, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4461 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4462 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4463 = "torch.aten.add.Scalar"(%4460, %4461, %4462) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4463, %2757) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4464 = "torch.prim.ListConstruct"(%2760) : (!torch.int) -> !torch.list<int>
    %4465 = "torch.aten.view"(%4463, %4464) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4465, %2757) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4466 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4467 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4468 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4469 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4470 = "torch.prim.ListConstruct"(%4466, %2760, %4467, %4468, %4469) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4471 = "torch.aten.view"(%4385, %4470) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4471, %2757) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %4472 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4473 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4474 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4475 = "torch.prim.ListConstruct"(%2760, %4472, %4473, %4474) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4476 = "torch.aten.view"(%4471, %4475) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4476, %2757) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %4477 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4478 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4479 = "torch.aten.transpose.int"(%4476, %4477, %4478) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4479, %2757) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4480 = "torch.constant.none"() : () -> !torch.none
    %4481 = "torch.constant.none"() : () -> !torch.none
    %4482 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4483 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4484 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4479, %4480, %4481, %4482, %4483, %4484) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4485 = "torch.prim.ListConstruct"(%4465) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %4486 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4487 = "torch.aten.index_put"(%4453, %4485, %4479, %4486) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4487, %2758) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4488 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4489 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4490 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4491 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4492 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4493 = "torch.prim.ListConstruct"(%2762, %4488, %4489, %4490, %4491, %4492) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4494 = "torch.aten.view"(%4487, %4493) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%4494, %2758) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %4495 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %4496 = "torch.prim.ListConstruct"(%2762, %4495) : (!torch.int, !torch.int) -> !torch.list<int>
    %4497 = "torch.aten.view"(%4494, %4496) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%4497, %arg45) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.tensor<[?,131072],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%4497, %2758) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %4498 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4499 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4500 = "torch.constant.none"() : () -> !torch.none
    %4501 = "torch.constant.none"() : () -> !torch.none
    %4502 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4503 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4504 = "torch.aten.arange.start_step"(%4498, %2764, %4499, %4500, %4501, %4502, %4503) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4504, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4505 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4506 = "torch.aten.unsqueeze"(%arg43, %4505) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %4507 = "torch.aten.ge.Tensor"(%4504, %4506) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%4507, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %4508 = "torch.constant.none"() : () -> !torch.none
    %4509 = "torch.constant.none"() : () -> !torch.none
    %4510 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4511 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4512 = "torch.aten.arange"(%2764, %4508, %4509, %4510, %4511) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4512, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4513 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4514 = "torch.aten.unsqueeze"(%4512, %4513) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4514, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4515 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4516 = "torch.aten.unsqueeze"(%4514, %4515) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%4516, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %4517 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4518 = "torch.aten.unsqueeze"(%4516, %4517) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,1,?],si64>
    "torch.bind_symbolic_shape"(%4518, %2757) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],si64>, !torch.int) -> ()
    %4519 = "torch.constant.none"() : () -> !torch.none
    %4520 = "torch.constant.none"() : () -> !torch.none
    %4521 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4522 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4523 = "torch.aten.arange"(%2764, %4519, %4520, %4521, %4522) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%4523, %2757) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %4524 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4525 = "torch.aten.unsqueeze"(%4523, %4524) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%4525, %2757) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %4526 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4527 = "torch.aten.unsqueeze"(%4525, %4526) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%4527, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %4528 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %4529 = "torch.aten.unsqueeze"(%4527, %4528) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?,1],si64>
    "torch.bind_symbolic_shape"(%4529, %2757) <{shape_expressions = #map34}> : (!torch.vtensor<[1,1,?,1],si64>, !torch.int) -> ()
    %4530 = "torch.aten.gt.Tensor"(%4518, %4529) : (!torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%4530, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %4531 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4532 = "torch.aten.unsqueeze"(%4507, %4531) : (!torch.vtensor<[1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,?],i1>
    "torch.bind_symbolic_shape"(%4532, %2757) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> ()
    %4533 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4534 = "torch.aten.unsqueeze"(%4532, %4533) : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,1,?],i1>
    "torch.bind_symbolic_shape"(%4534, %2757) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],i1>, !torch.int) -> ()
    %4535 = "torch.aten.logical_or"(%4530, %4534) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%4535, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %4536 = "torch.constant.none"() : () -> !torch.none
    %4537 = "torch.aten.clone"(%2718, %4536) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %4538 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4539 = "torch.aten.where.ScalarOther"(%4535, %4537, %4538) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,1,?,?],f16>
    "torch.bind_symbolic_shape"(%4539, %2757) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],f16>, !torch.int) -> ()
    %4540 = "torch.constant.none"() : () -> !torch.none
    %4541 = "torch.constant.none"() : () -> !torch.none
    %4542 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4543 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4544 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4539, %4540, %4541, %4542, %4543, %4544) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4545 = "torch.constant.none"() : () -> !torch.none
    %4546 = "torch.constant.none"() : () -> !torch.none
    %4547 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4548 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4549 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4539, %4545, %4546, %4547, %4548, %4549) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4550 = "torch.constant.none"() : () -> !torch.none
    %4551 = "torch.constant.none"() : () -> !torch.none
    %4552 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4553 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4554 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4374, %4550, %4551, %4552, %4553, %4554) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4555 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4556 = "torch.prims.convert_element_type"(%4374, %4555) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4556, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4557 = "torch.aten.mul.Tensor"(%4556, %2717) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4557, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4558 = "torch.constant.none"() : () -> !torch.none
    %4559 = "torch.constant.none"() : () -> !torch.none
    %4560 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %4561 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4562 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4385, %4558, %4559, %4560, %4561, %4562) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4563 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4564 = "torch.prims.convert_element_type"(%4385, %4563) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4564, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4565 = "torch.aten.mul.Tensor"(%4564, %2717) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%4565, %2757) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %4566 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %4567 = "torch.aten.unsqueeze"(%4557, %4566) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%4567, %2757) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %4568 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4569 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4570 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4571 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4572 = "torch.prim.ListConstruct"(%4568, %2764, %4569, %4570, %4571) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4573 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4574 = "torch.aten.expand"(%4567, %4572, %4573) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%4574, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %4575 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4576 = "torch.aten.clone"(%4574, %4575) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%4576, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %4577 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4578 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4579 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4580 = "torch.prim.ListConstruct"(%4577, %2764, %4578, %4579) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4581 = "torch.aten._unsafe_view"(%4576, %4580) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%4581, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %4582 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %4583 = "torch.aten.unsqueeze"(%4565, %4582) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%4583, %2757) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %4584 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4585 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %4586 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4587 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4588 = "torch.prim.ListConstruct"(%4584, %2764, %4585, %4586, %4587) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4589 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4590 = "torch.aten.expand"(%4583, %4588, %4589) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%4590, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %4591 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %4592 = "torch.aten.clone"(%4590, %4591) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%4592, %2757) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %4593 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4594 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4595 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %4596 = "torch.prim.ListConstruct"(%4593, %2764, %4594, %4595) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4597 = "torch.aten._unsafe_view"(%4592, %4596) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%4597, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %4598 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4599 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4600 = "torch.aten.transpose.int"(%4226, %4598, %4599) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%4600, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %4601 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4602 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4603 = "torch.aten.transpose.int"(%4581, %4601, %4602) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%4603, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %4604 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4605 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4606 = "torch.aten.transpose.int"(%4597, %4604, %4605) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%4606, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %4607 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %4608 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4609 = "torch.constant.none"() : () -> !torch.none
    %4610 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4611 = "torch.aten.scaled_dot_product_attention"(%4600, %4603, %4606, %4539, %4607, %4608, %4609, %4610) : (!torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%4611, %2757) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %4612 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4613 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4614 = "torch.aten.transpose.int"(%4611, %4612, %4613) : (!torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%4614, %2757) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %4615 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4616 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4617 = "torch.prim.ListConstruct"(%4615, %2764, %4616) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4618 = "torch.aten.view"(%4614, %4617) : (!torch.vtensor<[1,?,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4618, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4619 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4620 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4621 = "torch.prim.ListConstruct"(%4619, %4620) : (!torch.int, !torch.int) -> !torch.list<int>
    %4622 = "torch.aten.view"(%4618, %4621) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4622, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4623 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4624 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4625 = "torch.prim.ListConstruct"(%2764, %4623, %4624) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4626 = "torch.aten.view"(%4622, %4625) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%4626, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %4627 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4628 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4629 = "torch.prim.ListConstruct"(%4627, %4628) : (!torch.int, !torch.int) -> !torch.list<int>
    %4630 = "torch.aten.view"(%4626, %4629) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%4630, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %4631 = "torch.constant.none"() : () -> !torch.none
    %4632 = "torch.constant.none"() : () -> !torch.none
    %4633 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4634 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4635 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4630, %4631, %4632, %4633, %4634, %4635) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4636 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4637 = "torch.prims.convert_element_type"(%4630, %4636) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%4637, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %4638 = "torch_c.to_builtin_tensor"(%4637) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %4639:2 = "util.call"(%4638) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %4640 = "torch_c.from_builtin_tensor"(%4639#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %4641 = "torch_c.from_builtin_tensor"(%4639#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%4640, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%4641, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %4642 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4643 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4644 = "torch.prim.ListConstruct"(%2764, %4642, %4643) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4645 = "torch.aten.view"(%4641, %4644) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%4645, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %4646 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4647 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4648 = "torch.prim.ListConstruct"(%2764, %4646, %4647) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4649 = "torch.aten.view"(%4640, %4648) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%4649, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %4650 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4651 = "torch.prim.ListConstruct"(%2764, %4650) : (!torch.int, !torch.int) -> !torch.list<int>
    %4652 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4653 = "torch.constant.none"() : () -> !torch.none
    %4654 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4655 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4656 = "torch.aten.zeros"(%4651, %4652, %4653, %4654, %4655) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%4656, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %4657 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4658 = "torch.prim.ListConstruct"(%2764, %4657) : (!torch.int, !torch.int) -> !torch.list<int>
    %4659 = "torch.aten.view"(%4645, %4658) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%4659, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %4660 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4661 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4662 = "torch.prim.ListConstruct"(%4660, %4661) : (!torch.int, !torch.int) -> !torch.list<int>
    %4663 = "torch.aten.view"(%2734, %4662) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %4664 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4665 = "torch.aten.squeeze.dim"(%4649, %4664) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%4665, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %4666 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4667 = "torch.aten.squeeze.dim"(%2736, %4666) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %4668 = "torch_c.to_builtin_tensor"(%4659) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %4669 = "tensor.cast"(%4668) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %4670 = "torch_c.to_builtin_tensor"(%4663) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %4671 = "tensor.cast"(%4670) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %4672 = "torch_c.to_builtin_tensor"(%4665) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %4673 = "tensor.cast"(%4672) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %4674 = "torch_c.to_builtin_tensor"(%4667) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %4675 = "tensor.cast"(%4674) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %4676 = "torch_c.to_builtin_tensor"(%4656) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %4677 = "tensor.cast"(%4676) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %4678 = "util.call"(%4669, %4671, %4673, %4675, %4677) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4679 = "tensor.cast"(%4678) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %4680 = "torch_c.from_builtin_tensor"(%4679) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4680, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4681 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4682 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4683 = "torch.prim.ListConstruct"(%4681, %2764, %4682) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4684 = "torch.aten.view"(%4680, %4683) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4684, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4685 = "torch.constant.none"() : () -> !torch.none
    %4686 = "torch.constant.none"() : () -> !torch.none
    %4687 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4688 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4689 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4684, %4685, %4686, %4687, %4688, %4689) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4690 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4691 = "torch.aten.add.Tensor"(%3852, %4684, %4690) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4691, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4692 = "torch.constant.none"() : () -> !torch.none
    %4693 = "torch.constant.none"() : () -> !torch.none
    %4694 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4695 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4696 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4691, %4692, %4693, %4694, %4695, %4696) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4697 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4698 = "torch.prims.convert_element_type"(%4691, %4697) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4698, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4699 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4700 = "torch.aten.pow.Tensor_Scalar"(%4698, %4699) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4700, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4701 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4702 = "torch.prim.ListConstruct"(%4701) : (!torch.int) -> !torch.list<int>
    %4703 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %4704 = "torch.constant.none"() : () -> !torch.none
    %4705 = "torch.aten.mean.dim"(%4700, %4702, %4703, %4704) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4705, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4706 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %4707 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4708 = "torch.aten.add.Scalar"(%4705, %4706, %4707) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4708, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4709 = "torch.aten.rsqrt"(%4708) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4709, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4710 = "torch.aten.mul.Tensor"(%4698, %4709) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4710, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4711 = "torch.constant.none"() : () -> !torch.none
    %4712 = "torch.constant.none"() : () -> !torch.none
    %4713 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4714 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4715 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4710, %4711, %4712, %4713, %4714, %4715) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4716 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4717 = "torch.prims.convert_element_type"(%4710, %4716) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4717, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4718 = "torch.aten.mul.Tensor"(%2738, %4717) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4718, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4719 = "torch.constant.none"() : () -> !torch.none
    %4720 = "torch.constant.none"() : () -> !torch.none
    %4721 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4722 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4723 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4718, %4719, %4720, %4721, %4722, %4723) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4724 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4725 = "torch.prims.convert_element_type"(%4718, %4724) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4725, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4726 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4727 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4728 = "torch.prim.ListConstruct"(%4726, %4727) : (!torch.int, !torch.int) -> !torch.list<int>
    %4729 = "torch.aten.view"(%4725, %4728) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4729, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4730 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4731 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4732 = "torch.prim.ListConstruct"(%2764, %4730, %4731) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4733 = "torch.aten.view"(%4729, %4732) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%4733, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %4734 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4735 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4736 = "torch.prim.ListConstruct"(%4734, %4735) : (!torch.int, !torch.int) -> !torch.list<int>
    %4737 = "torch.aten.view"(%4733, %4736) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%4737, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %4738 = "torch.constant.none"() : () -> !torch.none
    %4739 = "torch.constant.none"() : () -> !torch.none
    %4740 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4741 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4742 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4737, %4738, %4739, %4740, %4741, %4742) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4743 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4744 = "torch.prims.convert_element_type"(%4737, %4743) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%4744, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %4745 = "torch_c.to_builtin_tensor"(%4744) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %4746:2 = "util.call"(%4745) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %4747 = "torch_c.from_builtin_tensor"(%4746#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %4748 = "torch_c.from_builtin_tensor"(%4746#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%4747, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%4748, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %4749 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4750 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4751 = "torch.prim.ListConstruct"(%2764, %4749, %4750) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4752 = "torch.aten.view"(%4748, %4751) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%4752, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %4753 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4754 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4755 = "torch.prim.ListConstruct"(%2764, %4753, %4754) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4756 = "torch.aten.view"(%4747, %4755) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%4756, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %4757 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %4758 = "torch.prim.ListConstruct"(%2764, %4757) : (!torch.int, !torch.int) -> !torch.list<int>
    %4759 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4760 = "torch.constant.none"() : () -> !torch.none
    %4761 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4762 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4763 = "torch.aten.zeros"(%4758, %4759, %4760, %4761, %4762) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%4763, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %4764 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4765 = "torch.prim.ListConstruct"(%2764, %4764) : (!torch.int, !torch.int) -> !torch.list<int>
    %4766 = "torch.aten.view"(%4752, %4765) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%4766, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %4767 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %4768 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4769 = "torch.prim.ListConstruct"(%4767, %4768) : (!torch.int, !torch.int) -> !torch.list<int>
    %4770 = "torch.aten.view"(%2740, %4769) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %4771 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4772 = "torch.aten.squeeze.dim"(%4756, %4771) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%4772, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %4773 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4774 = "torch.aten.squeeze.dim"(%2742, %4773) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %4775 = "torch_c.to_builtin_tensor"(%4766) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %4776 = "tensor.cast"(%4775) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %4777 = "torch_c.to_builtin_tensor"(%4770) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %4778 = "tensor.cast"(%4777) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %4779 = "torch_c.to_builtin_tensor"(%4772) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %4780 = "tensor.cast"(%4779) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %4781 = "torch_c.to_builtin_tensor"(%4774) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %4782 = "tensor.cast"(%4781) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %4783 = "torch_c.to_builtin_tensor"(%4763) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %4784 = "tensor.cast"(%4783) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %4785 = "util.call"(%4776, %4778, %4780, %4782, %4784) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4786 = "tensor.cast"(%4785) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %4787 = "torch_c.from_builtin_tensor"(%4786) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%4787, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %4788 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4789 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4790 = "torch.prim.ListConstruct"(%4788, %2764, %4789) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4791 = "torch.aten.view"(%4787, %4790) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%4791, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %4792 = "torch.aten.silu"(%4791) : (!torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%4792, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %4793 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4794 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4795 = "torch.prim.ListConstruct"(%4793, %4794) : (!torch.int, !torch.int) -> !torch.list<int>
    %4796 = "torch.aten.view"(%4725, %4795) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4796, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4797 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4798 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4799 = "torch.prim.ListConstruct"(%2764, %4797, %4798) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4800 = "torch.aten.view"(%4796, %4799) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%4800, %2757) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %4801 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4802 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4803 = "torch.prim.ListConstruct"(%4801, %4802) : (!torch.int, !torch.int) -> !torch.list<int>
    %4804 = "torch.aten.view"(%4800, %4803) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%4804, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %4805 = "torch.constant.none"() : () -> !torch.none
    %4806 = "torch.constant.none"() : () -> !torch.none
    %4807 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4808 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4809 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4804, %4805, %4806, %4807, %4808, %4809) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4810 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4811 = "torch.prims.convert_element_type"(%4804, %4810) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%4811, %2757) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %4812 = "torch_c.to_builtin_tensor"(%4811) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %4813:2 = "util.call"(%4812) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %4814 = "torch_c.from_builtin_tensor"(%4813#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %4815 = "torch_c.from_builtin_tensor"(%4813#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%4814, %2757) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%4815, %2757) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %4816 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4817 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4818 = "torch.prim.ListConstruct"(%2764, %4816, %4817) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4819 = "torch.aten.view"(%4815, %4818) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%4819, %2757) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %4820 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %4821 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4822 = "torch.prim.ListConstruct"(%2764, %4820, %4821) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4823 = "torch.aten.view"(%4814, %4822) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%4823, %2757) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %4824 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %4825 = "torch.prim.ListConstruct"(%2764, %4824) : (!torch.int, !torch.int) -> !torch.list<int>
    %4826 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4827 = "torch.constant.none"() : () -> !torch.none
    %4828 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4829 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4830 = "torch.aten.zeros"(%4825, %4826, %4827, %4828, %4829) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%4830, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %4831 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4832 = "torch.prim.ListConstruct"(%2764, %4831) : (!torch.int, !torch.int) -> !torch.list<int>
    %4833 = "torch.aten.view"(%4819, %4832) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%4833, %2757) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %4834 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %4835 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %4836 = "torch.prim.ListConstruct"(%4834, %4835) : (!torch.int, !torch.int) -> !torch.list<int>
    %4837 = "torch.aten.view"(%2744, %4836) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %4838 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4839 = "torch.aten.squeeze.dim"(%4823, %4838) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%4839, %2757) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %4840 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4841 = "torch.aten.squeeze.dim"(%2746, %4840) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %4842 = "torch_c.to_builtin_tensor"(%4833) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %4843 = "tensor.cast"(%4842) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %4844 = "torch_c.to_builtin_tensor"(%4837) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %4845 = "tensor.cast"(%4844) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %4846 = "torch_c.to_builtin_tensor"(%4839) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %4847 = "tensor.cast"(%4846) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %4848 = "torch_c.to_builtin_tensor"(%4841) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %4849 = "tensor.cast"(%4848) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %4850 = "torch_c.to_builtin_tensor"(%4830) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %4851 = "tensor.cast"(%4850) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %4852 = "util.call"(%4843, %4845, %4847, %4849, %4851) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4853 = "tensor.cast"(%4852) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %4854 = "torch_c.from_builtin_tensor"(%4853) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%4854, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %4855 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4856 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4857 = "torch.prim.ListConstruct"(%4855, %2764, %4856) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4858 = "torch.aten.view"(%4854, %4857) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%4858, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %4859 = "torch.aten.mul.Tensor"(%4792, %4858) : (!torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%4859, %2757) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %4860 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4861 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %4862 = "torch.prim.ListConstruct"(%4860, %4861) : (!torch.int, !torch.int) -> !torch.list<int>
    %4863 = "torch.aten.view"(%4859, %4862) : (!torch.vtensor<[1,?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%4863, %2757) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %4864 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %4865 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4866 = "torch.prim.ListConstruct"(%2764, %4864, %4865) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4867 = "torch.aten.view"(%4863, %4866) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,1664,32],f16>
    "torch.bind_symbolic_shape"(%4867, %2757) <{shape_expressions = #map41}> : (!torch.vtensor<[?,1664,32],f16>, !torch.int) -> ()
    %4868 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4869 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %4870 = "torch.prim.ListConstruct"(%4868, %4869) : (!torch.int, !torch.int) -> !torch.list<int>
    %4871 = "torch.aten.view"(%4867, %4870) : (!torch.vtensor<[?,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%4871, %2757) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %4872 = "torch.constant.none"() : () -> !torch.none
    %4873 = "torch.constant.none"() : () -> !torch.none
    %4874 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4875 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4876 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4871, %4872, %4873, %4874, %4875, %4876) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4877 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4878 = "torch.prims.convert_element_type"(%4871, %4877) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%4878, %2757) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %4879 = "torch_c.to_builtin_tensor"(%4878) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %4880:2 = "util.call"(%4879) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %4881 = "torch_c.from_builtin_tensor"(%4880#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %4882 = "torch_c.from_builtin_tensor"(%4880#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%4881, %2757) <{shape_expressions = #map43}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%4882, %2757) <{shape_expressions = #map44}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %4883 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %4884 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %4885 = "torch.prim.ListConstruct"(%2764, %4883, %4884) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4886 = "torch.aten.view"(%4882, %4885) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,16],ui8>
    "torch.bind_symbolic_shape"(%4886, %2757) <{shape_expressions = #map45}> : (!torch.vtensor<[?,1664,16],ui8>, !torch.int) -> ()
    %4887 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %4888 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4889 = "torch.prim.ListConstruct"(%2764, %4887, %4888) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4890 = "torch.aten.view"(%4881, %4889) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,1],ui8>
    "torch.bind_symbolic_shape"(%4890, %2757) <{shape_expressions = #map46}> : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> ()
    %4891 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4892 = "torch.prim.ListConstruct"(%2764, %4891) : (!torch.int, !torch.int) -> !torch.list<int>
    %4893 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4894 = "torch.constant.none"() : () -> !torch.none
    %4895 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4896 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4897 = "torch.aten.zeros"(%4892, %4893, %4894, %4895, %4896) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%4897, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %4898 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %4899 = "torch.prim.ListConstruct"(%2764, %4898) : (!torch.int, !torch.int) -> !torch.list<int>
    %4900 = "torch.aten.view"(%4886, %4899) : (!torch.vtensor<[?,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,26624],ui8>
    "torch.bind_symbolic_shape"(%4900, %2757) <{shape_expressions = #map47}> : (!torch.vtensor<[?,26624],ui8>, !torch.int) -> ()
    %4901 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4902 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %4903 = "torch.prim.ListConstruct"(%4901, %4902) : (!torch.int, !torch.int) -> !torch.list<int>
    %4904 = "torch.aten.view"(%2748, %4903) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %4905 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4906 = "torch.aten.squeeze.dim"(%4890, %4905) : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> !torch.vtensor<[?,1664],ui8>
    "torch.bind_symbolic_shape"(%4906, %2757) <{shape_expressions = #map48}> : (!torch.vtensor<[?,1664],ui8>, !torch.int) -> ()
    %4907 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4908 = "torch.aten.squeeze.dim"(%2750, %4907) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %4909 = "torch_c.to_builtin_tensor"(%4900) : (!torch.vtensor<[?,26624],ui8>) -> tensor<?x26624xi8>
    %4910 = "tensor.cast"(%4909) : (tensor<?x26624xi8>) -> tensor<?x?xi8>
    %4911 = "torch_c.to_builtin_tensor"(%4904) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %4912 = "tensor.cast"(%4911) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %4913 = "torch_c.to_builtin_tensor"(%4906) : (!torch.vtensor<[?,1664],ui8>) -> tensor<?x1664xi8>
    %4914 = "tensor.cast"(%4913) : (tensor<?x1664xi8>) -> tensor<?x?xi8>
    %4915 = "torch_c.to_builtin_tensor"(%4908) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %4916 = "tensor.cast"(%4915) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %4917 = "torch_c.to_builtin_tensor"(%4897) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %4918 = "tensor.cast"(%4917) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %4919 = "util.call"(%4910, %4912, %4914, %4916, %4918) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %4920 = "tensor.cast"(%4919) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %4921 = "torch_c.from_builtin_tensor"(%4920) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4921, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4922 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4923 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4924 = "torch.prim.ListConstruct"(%4922, %2764, %4923) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4925 = "torch.aten.view"(%4921, %4924) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4925, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4926 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4927 = "torch.aten.add.Tensor"(%4691, %4925, %4926) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4927, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4928 = "torch.constant.none"() : () -> !torch.none
    %4929 = "torch.constant.none"() : () -> !torch.none
    %4930 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4931 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4932 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4927, %4928, %4929, %4930, %4931, %4932) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4933 = "torch.constant.none"() : () -> !torch.none
    %4934 = "torch.constant.none"() : () -> !torch.none
    %4935 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4936 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4937 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4927, %4933, %4934, %4935, %4936, %4937) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4938 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4939 = "torch.prims.convert_element_type"(%4927, %4938) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4939, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4940 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4941 = "torch.aten.pow.Tensor_Scalar"(%4939, %4940) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4941, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4942 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4943 = "torch.prim.ListConstruct"(%4942) : (!torch.int) -> !torch.list<int>
    %4944 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %4945 = "torch.constant.none"() : () -> !torch.none
    %4946 = "torch.aten.mean.dim"(%4941, %4943, %4944, %4945) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4946, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4947 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %4948 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4949 = "torch.aten.add.Scalar"(%4946, %4947, %4948) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4949, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4950 = "torch.aten.rsqrt"(%4949) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%4950, %2757) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %4951 = "torch.aten.mul.Tensor"(%4939, %4950) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4951, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4952 = "torch.constant.none"() : () -> !torch.none
    %4953 = "torch.constant.none"() : () -> !torch.none
    %4954 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4955 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4956 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4951, %4952, %4953, %4954, %4955, %4956) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4957 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4958 = "torch.prims.convert_element_type"(%4951, %4957) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4958, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4959 = "torch.aten.mul.Tensor"(%2752, %4958) : (!torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%4959, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %4960 = "torch.constant.none"() : () -> !torch.none
    %4961 = "torch.constant.none"() : () -> !torch.none
    %4962 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %4963 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4964 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4959, %4960, %4961, %4962, %4963, %4964) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4965 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4966 = "torch.prims.convert_element_type"(%4959, %4965) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4966, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %4967 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %4968 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %4969 = "torch.aten.transpose.int"(%2754, %4967, %4968) : (!torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int) -> !torch.vtensor<[16384,16384],f16>
    %4970 = "torch.constant.none"() : () -> !torch.none
    %4971 = "torch.constant.none"() : () -> !torch.none
    %4972 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %4973 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %4974 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%4969, %4970, %4971, %4972, %4973, %4974) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %4975 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4976 = "torch.prim.ListConstruct"(%2764, %4975) : (!torch.int, !torch.int) -> !torch.list<int>
    %4977 = "torch.aten.view"(%4966, %4976) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4977, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4978 = "torch.aten.matmul"(%4977, %4969) : (!torch.vtensor<[?,16384],f16>, !torch.vtensor<[16384,16384],f16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%4978, %2757) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %4979 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %4980 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %4981 = "torch.prim.ListConstruct"(%4979, %2764, %4980) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4982 = "torch.aten.view"(%4978, %4981) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%4982, %2757) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    "func.return"(%4982) : (!torch.vtensor<[1,?,16384],f16>) -> ()
  }) {torch.assume_strict_symbolic_shapes} : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,131072],f8E4M3FN>) -> !torch.vtensor<[1,1,16384],f16>, sym_name = "decode_bs1"}> ({
  ^bb0(%arg37: !torch.vtensor<[1,1],si64>, %arg38: !torch.vtensor<[1],si64>, %arg39: !torch.vtensor<[1],si64>, %arg40: !torch.vtensor<[1,?],si64>, %arg41: !torch.tensor<[?,131072],f8E4M3FN>):
    %100 = "util.global.load"() <{global = @__auto.token_embd.weight}> : () -> tensor<16384x16384xf16>
    %101 = "torch_c.from_builtin_tensor"(%100) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %102 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %103 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %104 = "util.global.load"() <{global = @"__auto.blk.0.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %105 = "torch_c.from_builtin_tensor"(%104) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %106 = "torch.vtensor.literal"() <{value = dense<0> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %107 = "torch.vtensor.literal"() <{value = dense<1> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %108 = "torch.vtensor.literal"() <{value = dense<0> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %109 = "torch.vtensor.literal"() <{value = dense<0> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %110 = "torch.vtensor.literal"() <{value = dense<1> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %111 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %112 = "util.global.load"() <{global = @__auto.blk.0.attn_norm.weight}> : () -> tensor<16384xf32>
    %113 = "torch_c.from_builtin_tensor"(%112) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %114 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %115 = "torch_c.from_builtin_tensor"(%114) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %116 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:d"}> : () -> tensor<16384x512x1xi8>
    %117 = "torch_c.from_builtin_tensor"(%116) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %118 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %119 = "torch_c.from_builtin_tensor"(%118) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %120 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:d"}> : () -> tensor<1024x512x1xi8>
    %121 = "torch_c.from_builtin_tensor"(%120) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %122 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %123 = "torch_c.from_builtin_tensor"(%122) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %124 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:d"}> : () -> tensor<1024x512x1xi8>
    %125 = "torch_c.from_builtin_tensor"(%124) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %126 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %127 = "torch_c.from_builtin_tensor"(%126) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %128 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:d"}> : () -> tensor<16384x512x1xi8>
    %129 = "torch_c.from_builtin_tensor"(%128) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %130 = "util.global.load"() <{global = @__auto.blk.0.ffn_norm.weight}> : () -> tensor<16384xf32>
    %131 = "torch_c.from_builtin_tensor"(%130) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %132 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %133 = "torch_c.from_builtin_tensor"(%132) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %134 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:d"}> : () -> tensor<53248x512x1xi8>
    %135 = "torch_c.from_builtin_tensor"(%134) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %136 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %137 = "torch_c.from_builtin_tensor"(%136) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %138 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:d"}> : () -> tensor<53248x512x1xi8>
    %139 = "torch_c.from_builtin_tensor"(%138) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %140 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:qs"}> : () -> tensor<16384x1664x16xi8>
    %141 = "torch_c.from_builtin_tensor"(%140) : (tensor<16384x1664x16xi8>) -> !torch.vtensor<[16384,1664,16],ui8>
    %142 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:d"}> : () -> tensor<16384x1664x1xi8>
    %143 = "torch_c.from_builtin_tensor"(%142) : (tensor<16384x1664x1xi8>) -> !torch.vtensor<[16384,1664,1],ui8>
    %144 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %145 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %146 = "util.global.load"() <{global = @"__auto.blk.1.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %147 = "torch_c.from_builtin_tensor"(%146) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %148 = "torch.vtensor.literal"() <{value = dense<0> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %149 = "torch.vtensor.literal"() <{value = dense<1> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %150 = "torch.vtensor.literal"() <{value = dense<1> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %151 = "torch.vtensor.literal"() <{value = dense<0> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %152 = "torch.vtensor.literal"() <{value = dense<1> : tensor<si64>}> : () -> !torch.vtensor<[],si64>
    %153 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %154 = "util.global.load"() <{global = @__auto.blk.1.attn_norm.weight}> : () -> tensor<16384xf32>
    %155 = "torch_c.from_builtin_tensor"(%154) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %156 = "util.global.load"() <{global = @"__auto.blk.1.attn_q.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %157 = "torch_c.from_builtin_tensor"(%156) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %158 = "util.global.load"() <{global = @"__auto.blk.1.attn_q.weight:d"}> : () -> tensor<16384x512x1xi8>
    %159 = "torch_c.from_builtin_tensor"(%158) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %160 = "util.global.load"() <{global = @"__auto.blk.1.attn_k.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %161 = "torch_c.from_builtin_tensor"(%160) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %162 = "util.global.load"() <{global = @"__auto.blk.1.attn_k.weight:d"}> : () -> tensor<1024x512x1xi8>
    %163 = "torch_c.from_builtin_tensor"(%162) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %164 = "util.global.load"() <{global = @"__auto.blk.1.attn_v.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %165 = "torch_c.from_builtin_tensor"(%164) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %166 = "util.global.load"() <{global = @"__auto.blk.1.attn_v.weight:d"}> : () -> tensor<1024x512x1xi8>
    %167 = "torch_c.from_builtin_tensor"(%166) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %168 = "util.global.load"() <{global = @"__auto.blk.1.attn_output.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %169 = "torch_c.from_builtin_tensor"(%168) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %170 = "util.global.load"() <{global = @"__auto.blk.1.attn_output.weight:d"}> : () -> tensor<16384x512x1xi8>
    %171 = "torch_c.from_builtin_tensor"(%170) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %172 = "util.global.load"() <{global = @__auto.blk.1.ffn_norm.weight}> : () -> tensor<16384xf32>
    %173 = "torch_c.from_builtin_tensor"(%172) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %174 = "util.global.load"() <{global = @"__auto.blk.1.ffn_gate.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %175 = "torch_c.from_builtin_tensor"(%174) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %176 = "util.global.load"() <{global = @"__auto.blk.1.ffn_gate.weight:d"}> : () -> tensor<53248x512x1xi8>
    %177 = "torch_c.from_builtin_tensor"(%176) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %178 = "util.global.load"() <{global = @"__auto.blk.1.ffn_up.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %179 = "torch_c.from_builtin_tensor"(%178) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %180 = "util.global.load"() <{global = @"__auto.blk.1.ffn_up.weight:d"}> : () -> tensor<53248x512x1xi8>
    %181 = "torch_c.from_builtin_tensor"(%180) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %182 = "util.global.load"() <{global = @"__auto.blk.1.ffn_down.weight:qs"}> : () -> tensor<16384x1664x16xi8>
    %183 = "torch_c.from_builtin_tensor"(%182) : (tensor<16384x1664x16xi8>) -> !torch.vtensor<[16384,1664,16],ui8>
    %184 = "util.global.load"() <{global = @"__auto.blk.1.ffn_down.weight:d"}> : () -> tensor<16384x1664x1xi8>
    %185 = "torch_c.from_builtin_tensor"(%184) : (tensor<16384x1664x1xi8>) -> !torch.vtensor<[16384,1664,1],ui8>
    %186 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x16384xf32>
    %187 = "torch_c.from_builtin_tensor"(%186) : (tensor<1x16384xf32>) -> !torch.vtensor<[1,16384],f32>
    %188 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<16384x16384xf16>
    %189 = "torch_c.from_builtin_tensor"(%188) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %190 = "torch.copy.to_vtensor"(%arg41) : (!torch.tensor<[?,131072],f8E4M3FN>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    %191 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %192 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s98"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg40, %191) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%190, %192) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %193 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %194 = "torch.aten.size.int"(%arg40, %193) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %195 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %196 = "torch.aten.size.int"(%190, %195) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> !torch.int
    %197 = "torch.constant.none"() : () -> !torch.none
    %198 = "torch.constant.none"() : () -> !torch.none
    %199 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %200 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %201 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%101, %197, %198, %199, %200, %201) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %202 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %203 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %204 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %205 = "torch.aten.embedding"(%101, %arg37, %202, %203, %204) : (!torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,1,16384],f16>
    %206 = "torch.constant.none"() : () -> !torch.none
    %207 = "torch.constant.none"() : () -> !torch.none
    %208 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %209 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %210 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%205, %206, %207, %208, %209, %210) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %211 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %212 = "torch.prims.convert_element_type"(%205, %211) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %213 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %214 = "torch.aten.pow.Tensor_Scalar"(%212, %213) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %215 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %216 = "torch.prim.ListConstruct"(%215) : (!torch.int) -> !torch.list<int>
    %217 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %218 = "torch.constant.none"() : () -> !torch.none
    %219 = "torch.aten.mean.dim"(%214, %216, %217, %218) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %220 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %221 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %222 = "torch.aten.add.Scalar"(%219, %220, %221) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %223 = "torch.aten.rsqrt"(%222) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %224 = "torch.aten.mul.Tensor"(%212, %223) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %225 = "torch.constant.none"() : () -> !torch.none
    %226 = "torch.constant.none"() : () -> !torch.none
    %227 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %228 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %229 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%224, %225, %226, %227, %228, %229) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %230 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %231 = "torch.prims.convert_element_type"(%224, %230) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %232 = "torch.aten.mul.Tensor"(%113, %231) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %233 = "torch.constant.none"() : () -> !torch.none
    %234 = "torch.constant.none"() : () -> !torch.none
    %235 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %236 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %237 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%232, %233, %234, %235, %236, %237) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %238 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %239 = "torch.prims.convert_element_type"(%232, %238) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %240 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %241 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %242 = "torch.prim.ListConstruct"(%240, %241) : (!torch.int, !torch.int) -> !torch.list<int>
    %243 = "torch.aten.view"(%239, %242) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %244 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %245 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %246 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %247 = "torch.prim.ListConstruct"(%244, %245, %246) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %248 = "torch.aten.view"(%243, %247) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %249 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %250 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %251 = "torch.prim.ListConstruct"(%249, %250) : (!torch.int, !torch.int) -> !torch.list<int>
    %252 = "torch.aten.view"(%248, %251) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %253 = "torch.constant.none"() : () -> !torch.none
    %254 = "torch.constant.none"() : () -> !torch.none
    %255 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %256 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %257 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%252, %253, %254, %255, %256, %257) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %258 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %259 = "torch.prims.convert_element_type"(%252, %258) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %260 = "torch_c.to_builtin_tensor"(%259) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %261 = "tensor.cast"(%260) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %262:2 = "util.call"(%261) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %263 = "tensor.cast"(%262#0) : (tensor<?xi8>) -> tensor<512xi8>
    %264 = "torch_c.from_builtin_tensor"(%263) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %265 = "tensor.cast"(%262#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %266 = "torch_c.from_builtin_tensor"(%265) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %267 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %268 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %269 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %270 = "torch.prim.ListConstruct"(%267, %268, %269) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %271 = "torch.aten.view"(%266, %270) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %272 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %273 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %274 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %275 = "torch.prim.ListConstruct"(%272, %273, %274) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %276 = "torch.aten.view"(%264, %275) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %277 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %278 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %279 = "torch.prim.ListConstruct"(%277, %278) : (!torch.int, !torch.int) -> !torch.list<int>
    %280 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %281 = "torch.constant.none"() : () -> !torch.none
    %282 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %283 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %284 = "torch.aten.zeros"(%279, %280, %281, %282, %283) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %285 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %286 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %287 = "torch.prim.ListConstruct"(%285, %286) : (!torch.int, !torch.int) -> !torch.list<int>
    %288 = "torch.aten.view"(%271, %287) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %289 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %290 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %291 = "torch.prim.ListConstruct"(%289, %290) : (!torch.int, !torch.int) -> !torch.list<int>
    %292 = "torch.aten.view"(%115, %291) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %293 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %294 = "torch.aten.squeeze.dim"(%276, %293) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %295 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %296 = "torch.aten.squeeze.dim"(%117, %295) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %297 = "torch_c.to_builtin_tensor"(%288) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %298 = "tensor.cast"(%297) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %299 = "torch_c.to_builtin_tensor"(%292) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %300 = "tensor.cast"(%299) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %301 = "torch_c.to_builtin_tensor"(%294) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %302 = "tensor.cast"(%301) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %303 = "torch_c.to_builtin_tensor"(%296) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %304 = "tensor.cast"(%303) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %305 = "torch_c.to_builtin_tensor"(%284) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %306 = "tensor.cast"(%305) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %307 = "util.call"(%298, %300, %302, %304, %306) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %308 = "tensor.cast"(%307) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %309 = "torch_c.from_builtin_tensor"(%308) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %310 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %311 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %312 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %313 = "torch.prim.ListConstruct"(%310, %311, %312) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %314 = "torch.aten.view"(%309, %313) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %315 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %316 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %317 = "torch.prim.ListConstruct"(%315, %316) : (!torch.int, !torch.int) -> !torch.list<int>
    %318 = "torch.aten.view"(%239, %317) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %319 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %320 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %321 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %322 = "torch.prim.ListConstruct"(%319, %320, %321) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %323 = "torch.aten.view"(%318, %322) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %324 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %325 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %326 = "torch.prim.ListConstruct"(%324, %325) : (!torch.int, !torch.int) -> !torch.list<int>
    %327 = "torch.aten.view"(%323, %326) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %328 = "torch.constant.none"() : () -> !torch.none
    %329 = "torch.constant.none"() : () -> !torch.none
    %330 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %331 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %332 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%327, %328, %329, %330, %331, %332) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %333 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %334 = "torch.prims.convert_element_type"(%327, %333) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %335 = "torch_c.to_builtin_tensor"(%334) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %336 = "tensor.cast"(%335) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %337:2 = "util.call"(%336) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %338 = "tensor.cast"(%337#0) : (tensor<?xi8>) -> tensor<512xi8>
    %339 = "torch_c.from_builtin_tensor"(%338) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %340 = "tensor.cast"(%337#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %341 = "torch_c.from_builtin_tensor"(%340) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %342 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %343 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %344 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %345 = "torch.prim.ListConstruct"(%342, %343, %344) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %346 = "torch.aten.view"(%341, %345) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %347 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %348 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %349 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %350 = "torch.prim.ListConstruct"(%347, %348, %349) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %351 = "torch.aten.view"(%339, %350) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %352 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %353 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %354 = "torch.prim.ListConstruct"(%352, %353) : (!torch.int, !torch.int) -> !torch.list<int>
    %355 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %356 = "torch.constant.none"() : () -> !torch.none
    %357 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %358 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %359 = "torch.aten.zeros"(%354, %355, %356, %357, %358) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %360 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %361 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %362 = "torch.prim.ListConstruct"(%360, %361) : (!torch.int, !torch.int) -> !torch.list<int>
    %363 = "torch.aten.view"(%346, %362) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %364 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %365 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %366 = "torch.prim.ListConstruct"(%364, %365) : (!torch.int, !torch.int) -> !torch.list<int>
    %367 = "torch.aten.view"(%119, %366) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %368 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %369 = "torch.aten.squeeze.dim"(%351, %368) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %370 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %371 = "torch.aten.squeeze.dim"(%121, %370) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %372 = "torch_c.to_builtin_tensor"(%363) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %373 = "tensor.cast"(%372) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %374 = "torch_c.to_builtin_tensor"(%367) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %375 = "tensor.cast"(%374) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %376 = "torch_c.to_builtin_tensor"(%369) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %377 = "tensor.cast"(%376) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %378 = "torch_c.to_builtin_tensor"(%371) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %379 = "tensor.cast"(%378) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %380 = "torch_c.to_builtin_tensor"(%359) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %381 = "tensor.cast"(%380) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %382 = "util.call"(%373, %375, %377, %379, %381) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %383 = "tensor.cast"(%382) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %384 = "torch_c.from_builtin_tensor"(%383) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %385 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %386 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %387 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %388 = "torch.prim.ListConstruct"(%385, %386, %387) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %389 = "torch.aten.view"(%384, %388) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %390 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %391 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %392 = "torch.prim.ListConstruct"(%390, %391) : (!torch.int, !torch.int) -> !torch.list<int>
    %393 = "torch.aten.view"(%239, %392) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %394 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %395 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %396 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %397 = "torch.prim.ListConstruct"(%394, %395, %396) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %398 = "torch.aten.view"(%393, %397) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %399 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %400 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %401 = "torch.prim.ListConstruct"(%399, %400) : (!torch.int, !torch.int) -> !torch.list<int>
    %402 = "torch.aten.view"(%398, %401) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %403 = "torch.constant.none"() : () -> !torch.none
    %404 = "torch.constant.none"() : () -> !torch.none
    %405 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %406 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %407 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%402, %403, %404, %405, %406, %407) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %408 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %409 = "torch.prims.convert_element_type"(%402, %408) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %410 = "torch_c.to_builtin_tensor"(%409) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %411 = "tensor.cast"(%410) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %412:2 = "util.call"(%411) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %413 = "tensor.cast"(%412#0) : (tensor<?xi8>) -> tensor<512xi8>
    %414 = "torch_c.from_builtin_tensor"(%413) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %415 = "tensor.cast"(%412#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %416 = "torch_c.from_builtin_tensor"(%415) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %417 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %418 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %419 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %420 = "torch.prim.ListConstruct"(%417, %418, %419) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %421 = "torch.aten.view"(%416, %420) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %422 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %423 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %424 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %425 = "torch.prim.ListConstruct"(%422, %423, %424) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %426 = "torch.aten.view"(%414, %425) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %427 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %428 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %429 = "torch.prim.ListConstruct"(%427, %428) : (!torch.int, !torch.int) -> !torch.list<int>
    %430 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %431 = "torch.constant.none"() : () -> !torch.none
    %432 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %433 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %434 = "torch.aten.zeros"(%429, %430, %431, %432, %433) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %435 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %436 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %437 = "torch.prim.ListConstruct"(%435, %436) : (!torch.int, !torch.int) -> !torch.list<int>
    %438 = "torch.aten.view"(%421, %437) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %439 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %440 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %441 = "torch.prim.ListConstruct"(%439, %440) : (!torch.int, !torch.int) -> !torch.list<int>
    %442 = "torch.aten.view"(%123, %441) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %443 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %444 = "torch.aten.squeeze.dim"(%426, %443) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %445 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %446 = "torch.aten.squeeze.dim"(%125, %445) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %447 = "torch_c.to_builtin_tensor"(%438) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %448 = "tensor.cast"(%447) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %449 = "torch_c.to_builtin_tensor"(%442) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %450 = "tensor.cast"(%449) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %451 = "torch_c.to_builtin_tensor"(%444) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %452 = "tensor.cast"(%451) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %453 = "torch_c.to_builtin_tensor"(%446) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %454 = "tensor.cast"(%453) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %455 = "torch_c.to_builtin_tensor"(%434) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %456 = "tensor.cast"(%455) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %457 = "util.call"(%448, %450, %452, %454, %456) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %458 = "tensor.cast"(%457) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %459 = "torch_c.from_builtin_tensor"(%458) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %460 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %461 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %462 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %463 = "torch.prim.ListConstruct"(%460, %461, %462) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %464 = "torch.aten.view"(%459, %463) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %465 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %466 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %467 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %468 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %469 = "torch.prim.ListConstruct"(%465, %466, %467, %468) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %470 = "torch.aten.view"(%314, %469) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %471 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %472 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %473 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %474 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %475 = "torch.prim.ListConstruct"(%471, %472, %473, %474) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %476 = "torch.aten.view"(%389, %475) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %477 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %478 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %479 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %480 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %481 = "torch.prim.ListConstruct"(%477, %478, %479, %480) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %482 = "torch.aten.view"(%464, %481) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %483 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %484 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %485 = "torch.constant.none"() : () -> !torch.none
    %486 = "torch.constant.none"() : () -> !torch.none
    %487 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %488 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %489 = "torch.aten.arange.start"(%483, %484, %485, %486, %487, %488) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %490 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %491 = "torch.aten.unsqueeze"(%489, %490) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %492 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %493 = "torch.aten.unsqueeze"(%arg39, %492) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %494 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %495 = "torch.aten.add.Tensor"(%491, %493, %494) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %496 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %497 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %498 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %499 = "torch.constant.none"() : () -> !torch.none
    %500 = "torch.constant.none"() : () -> !torch.none
    %501 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %502 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %503 = "torch.aten.arange.start_step"(%496, %497, %498, %499, %500, %501, %502) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %504 = "torch.constant.none"() : () -> !torch.none
    %505 = "torch.constant.none"() : () -> !torch.none
    %506 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %507 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %508 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%503, %504, %505, %506, %507, %508) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %509 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %510 = "torch.prims.convert_element_type"(%503, %509) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %511 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %512 = "torch.aten.div.Scalar"(%510, %511) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %513 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %514 = "torch.aten.pow.Scalar"(%513, %512) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %515 = "torch.aten.reciprocal"(%514) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %516 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %517 = "torch.aten.mul.Scalar"(%515, %516) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %518 = "torch.constant.none"() : () -> !torch.none
    %519 = "torch.aten.clone"(%102, %518) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %520 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %521 = "torch.aten.unsqueeze"(%517, %520) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %522 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %523 = "torch.aten.unsqueeze"(%521, %522) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %524 = "torch.constant.none"() : () -> !torch.none
    %525 = "torch.constant.none"() : () -> !torch.none
    %526 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %527 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %528 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%523, %524, %525, %526, %527, %528) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %529 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %530 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %531 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %532 = "torch.prim.ListConstruct"(%529, %530, %531) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %533 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %534 = "torch.aten.expand"(%523, %532, %533) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %535 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %536 = "torch.aten.unsqueeze"(%495, %535) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %537 = "torch.constant.none"() : () -> !torch.none
    %538 = "torch.constant.none"() : () -> !torch.none
    %539 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %540 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %541 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%536, %537, %538, %539, %540, %541) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %542 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %543 = "torch.prims.convert_element_type"(%536, %542) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %544 = "torch.aten.matmul"(%534, %543) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %545 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %546 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %547 = "torch.aten.transpose.int"(%544, %545, %546) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %548 = "torch.aten.cos"(%547) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %549 = "torch.aten.mul.Tensor"(%548, %519) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %550 = "torch.constant.none"() : () -> !torch.none
    %551 = "torch.constant.none"() : () -> !torch.none
    %552 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %553 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %554 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%549, %550, %551, %552, %553, %554) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %555 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %556 = "torch.prims.convert_element_type"(%549, %555) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %557 = "torch.aten.sin"(%547) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %558 = "torch.aten.mul.Tensor"(%557, %519) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %559 = "torch.constant.none"() : () -> !torch.none
    %560 = "torch.constant.none"() : () -> !torch.none
    %561 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %562 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %563 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%558, %559, %560, %561, %562, %563) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %564 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %565 = "torch.prims.convert_element_type"(%558, %564) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %566 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %567 = "torch.aten.unsqueeze"(%556, %566) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %568 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %569 = "torch.aten.unsqueeze"(%565, %568) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %570 = "torch.constant.none"() : () -> !torch.none
    %571 = "torch.constant.none"() : () -> !torch.none
    %572 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %573 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %574 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%567, %570, %571, %572, %573, %574) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %575 = "torch.constant.none"() : () -> !torch.none
    %576 = "torch.constant.none"() : () -> !torch.none
    %577 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %578 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %579 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%569, %575, %576, %577, %578, %579) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %580 = "torch.constant.none"() : () -> !torch.none
    %581 = "torch.constant.none"() : () -> !torch.none
    %582 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %583 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %584 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%470, %580, %581, %582, %583, %584) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %585 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %586 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %587 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %588 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %589 = "torch.aten.slice.Tensor"(%470, %585, %586, %587, %588) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %590 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %591 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %592 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %593 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %594 = "torch.aten.slice.Tensor"(%470, %590, %591, %592, %593) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %595 = "torch.aten.mul.Tensor"(%589, %567) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %596 = "torch.aten.mul.Tensor"(%594, %569) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %597 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %598 = "torch.aten.sub.Tensor"(%595, %596, %597) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %599 = "torch.aten.mul.Tensor"(%594, %567) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %600 = "torch.aten.mul.Tensor"(%589, %569) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %601 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %602 = "torch.aten.add.Tensor"(%599, %600, %601) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %603 = "torch_c.to_builtin_tensor"(%598) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %604 = "tensor.cast"(%603) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %605 = "torch_c.to_builtin_tensor"(%602) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %606 = "tensor.cast"(%605) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %607 = "util.call"(%604, %606) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %608 = "tensor.cast"(%607) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x128x2x64xf16>
    %609 = "torch_c.from_builtin_tensor"(%608) : (tensor<1x1x128x2x64xf16>) -> !torch.vtensor<[1,1,128,2,64],f16>
    %610 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %611 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %612 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %613 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %614 = "torch.prim.ListConstruct"(%610, %611, %612, %613) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %615 = "torch.aten.view"(%609, %614) : (!torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %616 = "torch.constant.none"() : () -> !torch.none
    %617 = "torch.constant.none"() : () -> !torch.none
    %618 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %619 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %620 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%615, %616, %617, %618, %619, %620) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %621 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %622 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %623 = "torch.constant.none"() : () -> !torch.none
    %624 = "torch.constant.none"() : () -> !torch.none
    %625 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %626 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %627 = "torch.aten.arange.start"(%621, %622, %623, %624, %625, %626) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %628 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %629 = "torch.aten.unsqueeze"(%627, %628) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %630 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %631 = "torch.aten.unsqueeze"(%arg39, %630) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %632 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %633 = "torch.aten.add.Tensor"(%629, %631, %632) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %634 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %635 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %636 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %637 = "torch.constant.none"() : () -> !torch.none
    %638 = "torch.constant.none"() : () -> !torch.none
    %639 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %640 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %641 = "torch.aten.arange.start_step"(%634, %635, %636, %637, %638, %639, %640) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %642 = "torch.constant.none"() : () -> !torch.none
    %643 = "torch.constant.none"() : () -> !torch.none
    %644 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %645 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %646 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%641, %642, %643, %644, %645, %646) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %647 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %648 = "torch.prims.convert_element_type"(%641, %647) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %649 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %650 = "torch.aten.div.Scalar"(%648, %649) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %651 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %652 = "torch.aten.pow.Scalar"(%651, %650) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %653 = "torch.aten.reciprocal"(%652) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %654 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %655 = "torch.aten.mul.Scalar"(%653, %654) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %656 = "torch.constant.none"() : () -> !torch.none
    %657 = "torch.aten.clone"(%103, %656) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %658 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %659 = "torch.aten.unsqueeze"(%655, %658) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %660 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %661 = "torch.aten.unsqueeze"(%659, %660) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %662 = "torch.constant.none"() : () -> !torch.none
    %663 = "torch.constant.none"() : () -> !torch.none
    %664 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %665 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %666 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%661, %662, %663, %664, %665, %666) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %667 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %668 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %669 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %670 = "torch.prim.ListConstruct"(%667, %668, %669) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %671 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %672 = "torch.aten.expand"(%661, %670, %671) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %673 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %674 = "torch.aten.unsqueeze"(%633, %673) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %675 = "torch.constant.none"() : () -> !torch.none
    %676 = "torch.constant.none"() : () -> !torch.none
    %677 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %678 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %679 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%674, %675, %676, %677, %678, %679) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %680 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %681 = "torch.prims.convert_element_type"(%674, %680) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %682 = "torch.aten.matmul"(%672, %681) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %683 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %684 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %685 = "torch.aten.transpose.int"(%682, %683, %684) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %686 = "torch.aten.cos"(%685) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %687 = "torch.aten.mul.Tensor"(%686, %657) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %688 = "torch.constant.none"() : () -> !torch.none
    %689 = "torch.constant.none"() : () -> !torch.none
    %690 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %691 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %692 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%687, %688, %689, %690, %691, %692) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %693 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %694 = "torch.prims.convert_element_type"(%687, %693) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %695 = "torch.aten.sin"(%685) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %696 = "torch.aten.mul.Tensor"(%695, %657) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %697 = "torch.constant.none"() : () -> !torch.none
    %698 = "torch.constant.none"() : () -> !torch.none
    %699 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %700 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %701 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%696, %697, %698, %699, %700, %701) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %702 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %703 = "torch.prims.convert_element_type"(%696, %702) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %704 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %705 = "torch.aten.unsqueeze"(%694, %704) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %706 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %707 = "torch.aten.unsqueeze"(%703, %706) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %708 = "torch.constant.none"() : () -> !torch.none
    %709 = "torch.constant.none"() : () -> !torch.none
    %710 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %711 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %712 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%705, %708, %709, %710, %711, %712) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %713 = "torch.constant.none"() : () -> !torch.none
    %714 = "torch.constant.none"() : () -> !torch.none
    %715 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %716 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %717 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%707, %713, %714, %715, %716, %717) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %718 = "torch.constant.none"() : () -> !torch.none
    %719 = "torch.constant.none"() : () -> !torch.none
    %720 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %721 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %722 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%476, %718, %719, %720, %721, %722) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %723 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %724 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %725 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %726 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %727 = "torch.aten.slice.Tensor"(%476, %723, %724, %725, %726) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %728 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %729 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %730 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %731 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %732 = "torch.aten.slice.Tensor"(%476, %728, %729, %730, %731) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %733 = "torch.aten.mul.Tensor"(%727, %705) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %734 = "torch.aten.mul.Tensor"(%732, %707) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %735 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %736 = "torch.aten.sub.Tensor"(%733, %734, %735) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %737 = "torch.aten.mul.Tensor"(%732, %705) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %738 = "torch.aten.mul.Tensor"(%727, %707) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %739 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %740 = "torch.aten.add.Tensor"(%737, %738, %739) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %741 = "torch_c.to_builtin_tensor"(%736) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %742 = "tensor.cast"(%741) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %743 = "torch_c.to_builtin_tensor"(%740) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %744 = "tensor.cast"(%743) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %745 = "util.call"(%742, %744) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %746 = "tensor.cast"(%745) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x8x2x64xf16>
    %747 = "torch_c.from_builtin_tensor"(%746) : (tensor<1x1x8x2x64xf16>) -> !torch.vtensor<[1,1,8,2,64],f16>
    %748 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %749 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %750 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %751 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %752 = "torch.prim.ListConstruct"(%748, %749, %750, %751) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %753 = "torch.aten.view"(%747, %752) : (!torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %754 = "torch.constant.none"() : () -> !torch.none
    %755 = "torch.constant.none"() : () -> !torch.none
    %756 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %757 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %758 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%753, %754, %755, %756, %757, %758) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %759 = "torch.aten.div.Tensor"(%753, %105) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %760 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %761 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %762 = "torch.aten.clamp"(%759, %760, %761) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %763 = "torch.constant.none"() : () -> !torch.none
    %764 = "torch.constant.none"() : () -> !torch.none
    %765 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %766 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %767 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%762, %763, %764, %765, %766, %767) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %768 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %769 = "torch.prims.convert_element_type"(%762, %768) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %770 = "torch.aten.div.Tensor"(%482, %105) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %771 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %772 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %773 = "torch.aten.clamp"(%770, %771, %772) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %774 = "torch.constant.none"() : () -> !torch.none
    %775 = "torch.constant.none"() : () -> !torch.none
    %776 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %777 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %778 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%773, %774, %775, %776, %777, %778) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %779 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %780 = "torch.prims.convert_element_type"(%773, %779) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %781 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %782 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %783 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %784 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %785 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %786 = "torch.prim.ListConstruct"(%196, %781, %782, %783, %784, %785) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %787 = "torch.aten.view"(%190, %786) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%787, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %788 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %789 = "torch.aten.mul.int"(%196, %788) : (!torch.int, !torch.int) -> !torch.int
    %790 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %791 = "torch.aten.mul.int"(%789, %790) : (!torch.int, !torch.int) -> !torch.int
    %792 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %793 = "torch.aten.mul.int"(%791, %792) : (!torch.int, !torch.int) -> !torch.int
    %794 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %795 = "torch.aten.mul.int"(%793, %794) : (!torch.int, !torch.int) -> !torch.int
    %796 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %797 = "torch.prim.ListConstruct"(%795, %796) : (!torch.int, !torch.int) -> !torch.list<int>
    %798 = "torch.aten.view"(%787, %797) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%798, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %799 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %800 = "torch.aten.floor_divide.Scalar"(%arg39, %799) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %801 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %802 = "torch.aten.unsqueeze"(%800, %801) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %803 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %804 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %805 = "torch.aten.gather"(%arg40, %803, %802, %804) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool) -> !torch.vtensor<[1,1],si64>
    %806 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %807 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %808 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %809 = "torch.prim.ListConstruct"(%806, %807, %808) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %810 = "torch.aten.view"(%805, %809) : (!torch.vtensor<[1,1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %811 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %812 = "torch.aten.remainder.Scalar"(%arg39, %811) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %813 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %814 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %815 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %816 = "torch.prim.ListConstruct"(%813, %814, %815) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %817 = "torch.aten.view"(%812, %816) : (!torch.vtensor<[1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %818 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %819 = "torch.constant.none"() : () -> !torch.none
    %820 = "torch.constant.none"() : () -> !torch.none
    %821 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %822 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %823 = "torch.aten.arange"(%818, %819, %820, %821, %822) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[8],si64>
    %824 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %825 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %826 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %827 = "torch.prim.ListConstruct"(%824, %825, %826) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %828 = "torch.aten.view"(%823, %827) : (!torch.vtensor<[8],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,8],si64>
    %829 = "torch.constant.none"() : () -> !torch.none
    %830 = "torch.aten.clone"(%106, %829) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %831 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %832 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %833 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %834 = "torch.prim.ListConstruct"(%831, %832, %833) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %835 = "torch.aten.view"(%830, %834) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %836 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %837 = "torch.aten.mul.Scalar"(%810, %836) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %838 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %839 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %840 = "torch.aten.add.Scalar"(%837, %838, %839) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %841 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %842 = "torch.aten.mul.Scalar"(%840, %841) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %843 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %844 = "torch.aten.add.Tensor"(%842, %835, %843) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %845 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %846 = "torch.aten.mul.Scalar"(%844, %845) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %847 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %848 = "torch.aten.add.Tensor"(%846, %828, %847) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %849 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %850 = "torch.aten.mul.Scalar"(%848, %849) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %851 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %852 = "torch.aten.add.Tensor"(%850, %817, %851) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %853 = "torch.constant.none"() : () -> !torch.none
    %854 = "torch.constant.none"() : () -> !torch.none
    %855 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %856 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %857 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%769, %853, %854, %855, %856, %857) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %858 = "torch.prim.ListConstruct"(%852) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %859 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %860 = "torch.aten.index_put"(%798, %858, %769, %859) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%860, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %861 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %862 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %863 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %864 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %865 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %866 = "torch.prim.ListConstruct"(%196, %861, %862, %863, %864, %865) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %867 = "torch.aten.view"(%860, %866) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%867, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %868 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %869 = "torch.prim.ListConstruct"(%196, %868) : (!torch.int, !torch.int) -> !torch.list<int>
    %870 = "torch.aten.view"(%867, %869) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%870, %192) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %871 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %872 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %873 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %874 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %875 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %876 = "torch.prim.ListConstruct"(%196, %871, %872, %873, %874, %875) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %877 = "torch.aten.view"(%870, %876) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%877, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %878 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %879 = "torch.prim.ListConstruct"(%795, %878) : (!torch.int, !torch.int) -> !torch.list<int>
    %880 = "torch.aten.view"(%877, %879) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%880, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %881 = "torch.constant.none"() : () -> !torch.none
    %882 = "torch.aten.clone"(%107, %881) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %883 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %884 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %885 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %886 = "torch.prim.ListConstruct"(%883, %884, %885) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %887 = "torch.aten.view"(%882, %886) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %888 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %889 = "torch.aten.mul.Scalar"(%810, %888) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %890 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %891 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %892 = "torch.aten.add.Scalar"(%889, %890, %891) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %893 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %894 = "torch.aten.mul.Scalar"(%892, %893) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %895 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %896 = "torch.aten.add.Tensor"(%894, %887, %895) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %897 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %898 = "torch.aten.mul.Scalar"(%896, %897) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %899 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %900 = "torch.aten.add.Tensor"(%898, %828, %899) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %901 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %902 = "torch.aten.mul.Scalar"(%900, %901) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %903 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %904 = "torch.aten.add.Tensor"(%902, %817, %903) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %905 = "torch.constant.none"() : () -> !torch.none
    %906 = "torch.constant.none"() : () -> !torch.none
    %907 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %908 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %909 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%780, %905, %906, %907, %908, %909) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %910 = "torch.prim.ListConstruct"(%904) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %911 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %912 = "torch.aten.index_put"(%880, %910, %780, %911) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%912, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %913 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %914 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %915 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %916 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %917 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %918 = "torch.prim.ListConstruct"(%196, %913, %914, %915, %916, %917) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %919 = "torch.aten.view"(%912, %918) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%919, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %920 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %921 = "torch.prim.ListConstruct"(%196, %920) : (!torch.int, !torch.int) -> !torch.list<int>
    %922 = "torch.aten.view"(%919, %921) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%922, %192) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %923 = "torch.constant.none"() : () -> !torch.none
    %924 = "torch.aten.clone"(%108, %923) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %925 = "torch.constant.none"() : () -> !torch.none
    %926 = "torch.aten.clone"(%109, %925) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %927 = "torch.constant.none"() : () -> !torch.none
    %928 = "torch.aten.clone"(%110, %927) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %929 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %930 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %931 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %932 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %933 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %934 = "torch.prim.ListConstruct"(%196, %929, %930, %931, %932, %933) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %935 = "torch.aten.view"(%922, %934) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%935, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %936 = "torch_c.to_builtin_tensor"(%935) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>) -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %937 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %938 = "tensor.cast"(%937) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %939 = "torch_c.to_builtin_tensor"(%924) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %940 = "torch_c.to_builtin_tensor"(%926) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %941 = "util.call"(%936, %938, %939, %940) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %942 = "tensor.cast"(%941) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %943 = "torch_c.from_builtin_tensor"(%942) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%943, %191) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %944 = "torch_c.to_builtin_tensor"(%935) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>) -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %945 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %946 = "tensor.cast"(%945) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %947 = "torch_c.to_builtin_tensor"(%924) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %948 = "torch_c.to_builtin_tensor"(%928) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %949 = "util.call"(%944, %946, %947, %948) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %950 = "tensor.cast"(%949) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %951 = "torch_c.from_builtin_tensor"(%950) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%951, %191) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %952 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %953 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %954 = "torch.aten.transpose.int"(%943, %952, %953) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%954, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %955 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %956 = "torch.aten.mul.int"(%194, %955) : (!torch.int, !torch.int) -> !torch.int
    %957 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %958 = "torch.aten.clone"(%954, %957) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%958, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %959 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %960 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %961 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %962 = "torch.prim.ListConstruct"(%959, %956, %960, %961) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %963 = "torch.aten._unsafe_view"(%958, %962) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%963, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %964 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %965 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %966 = "torch.aten.transpose.int"(%951, %964, %965) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%966, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %967 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %968 = "torch.aten.clone"(%966, %967) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%968, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %969 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %970 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %971 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %972 = "torch.prim.ListConstruct"(%969, %956, %970, %971) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %973 = "torch.aten._unsafe_view"(%968, %972) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%973, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %974 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %975 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %976 = "torch.constant.none"() : () -> !torch.none
    %977 = "torch.constant.none"() : () -> !torch.none
    %978 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %979 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %980 = "torch.aten.arange.start_step"(%974, %956, %975, %976, %977, %978, %979) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%980, %191) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %981 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %982 = "torch.aten.unsqueeze"(%arg38, %981) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %983 = "torch.aten.ge.Tensor"(%980, %982) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%983, %191) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %984 = "torch.constant.none"() : () -> !torch.none
    %985 = "torch.aten.clone"(%111, %984) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %986 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %987 = "torch.aten.where.ScalarOther"(%983, %985, %986) : (!torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,?],f16>
    "torch.bind_symbolic_shape"(%987, %191) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],f16>, !torch.int) -> ()
    %988 = "torch.constant.none"() : () -> !torch.none
    %989 = "torch.constant.none"() : () -> !torch.none
    %990 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %991 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %992 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%987, %988, %989, %990, %991, %992) : (!torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %993 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %994 = "torch.aten.unsqueeze"(%987, %993) : (!torch.vtensor<[1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,?],f16>
    "torch.bind_symbolic_shape"(%994, %191) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> ()
    %995 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %996 = "torch.aten.unsqueeze"(%994, %995) : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,1,?],f16>
    "torch.bind_symbolic_shape"(%996, %191) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],f16>, !torch.int) -> ()
    %997 = "torch.constant.none"() : () -> !torch.none
    %998 = "torch.constant.none"() : () -> !torch.none
    %999 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1000 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1001 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%996, %997, %998, %999, %1000, %1001) : (!torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1002 = "torch.constant.none"() : () -> !torch.none
    %1003 = "torch.constant.none"() : () -> !torch.none
    %1004 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %1005 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1006 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%963, %1002, %1003, %1004, %1005, %1006) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1007 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1008 = "torch.prims.convert_element_type"(%963, %1007) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1008, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1009 = "torch.aten.mul.Tensor"(%1008, %105) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1009, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1010 = "torch.constant.none"() : () -> !torch.none
    %1011 = "torch.constant.none"() : () -> !torch.none
    %1012 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %1013 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1014 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%973, %1010, %1011, %1012, %1013, %1014) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1015 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1016 = "torch.prims.convert_element_type"(%973, %1015) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1016, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1017 = "torch.aten.mul.Tensor"(%1016, %105) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1017, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1018 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %1019 = "torch.aten.unsqueeze"(%1009, %1018) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%1019, %191) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %1020 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1021 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1022 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1023 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1024 = "torch.prim.ListConstruct"(%1020, %956, %1021, %1022, %1023) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1025 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1026 = "torch.aten.expand"(%1019, %1024, %1025) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%1026, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %1027 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1028 = "torch.aten.clone"(%1026, %1027) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%1028, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %1029 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1030 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1031 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1032 = "torch.prim.ListConstruct"(%1029, %956, %1030, %1031) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1033 = "torch.aten._unsafe_view"(%1028, %1032) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%1033, %191) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %1034 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %1035 = "torch.aten.unsqueeze"(%1017, %1034) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%1035, %191) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %1036 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1037 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1038 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1039 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1040 = "torch.prim.ListConstruct"(%1036, %956, %1037, %1038, %1039) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1041 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1042 = "torch.aten.expand"(%1035, %1040, %1041) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%1042, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %1043 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1044 = "torch.aten.clone"(%1042, %1043) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%1044, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %1045 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1046 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1047 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1048 = "torch.prim.ListConstruct"(%1045, %956, %1046, %1047) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1049 = "torch.aten._unsafe_view"(%1044, %1048) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%1049, %191) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %1050 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1051 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1052 = "torch.aten.transpose.int"(%615, %1050, %1051) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,1,128],f16>
    %1053 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1054 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1055 = "torch.aten.transpose.int"(%1033, %1053, %1054) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%1055, %191) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %1056 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1057 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1058 = "torch.aten.transpose.int"(%1049, %1056, %1057) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%1058, %191) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %1059 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %1060 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1061 = "torch.constant.none"() : () -> !torch.none
    %1062 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1063 = "torch.aten.scaled_dot_product_attention"(%1052, %1055, %1058, %996, %1059, %1060, %1061, %1062) : (!torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,1,128],f16>
    %1064 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1065 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1066 = "torch.aten.transpose.int"(%1063, %1064, %1065) : (!torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,128],f16>
    %1067 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1068 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1069 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1070 = "torch.prim.ListConstruct"(%1067, %1068, %1069) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1071 = "torch.aten.view"(%1066, %1070) : (!torch.vtensor<[1,1,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1072 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1073 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1074 = "torch.prim.ListConstruct"(%1072, %1073) : (!torch.int, !torch.int) -> !torch.list<int>
    %1075 = "torch.aten.view"(%1071, %1074) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1076 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1077 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1078 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1079 = "torch.prim.ListConstruct"(%1076, %1077, %1078) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1080 = "torch.aten.view"(%1075, %1079) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1081 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1082 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1083 = "torch.prim.ListConstruct"(%1081, %1082) : (!torch.int, !torch.int) -> !torch.list<int>
    %1084 = "torch.aten.view"(%1080, %1083) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1085 = "torch.constant.none"() : () -> !torch.none
    %1086 = "torch.constant.none"() : () -> !torch.none
    %1087 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1088 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1089 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1084, %1085, %1086, %1087, %1088, %1089) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1090 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1091 = "torch.prims.convert_element_type"(%1084, %1090) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1092 = "torch_c.to_builtin_tensor"(%1091) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1093 = "tensor.cast"(%1092) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1094:2 = "util.call"(%1093) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1095 = "tensor.cast"(%1094#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1096 = "torch_c.from_builtin_tensor"(%1095) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1097 = "tensor.cast"(%1094#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1098 = "torch_c.from_builtin_tensor"(%1097) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1099 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1100 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1101 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1102 = "torch.prim.ListConstruct"(%1099, %1100, %1101) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1103 = "torch.aten.view"(%1098, %1102) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1104 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1105 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1106 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1107 = "torch.prim.ListConstruct"(%1104, %1105, %1106) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1108 = "torch.aten.view"(%1096, %1107) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1109 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1110 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1111 = "torch.prim.ListConstruct"(%1109, %1110) : (!torch.int, !torch.int) -> !torch.list<int>
    %1112 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1113 = "torch.constant.none"() : () -> !torch.none
    %1114 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1115 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1116 = "torch.aten.zeros"(%1111, %1112, %1113, %1114, %1115) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %1117 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1118 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1119 = "torch.prim.ListConstruct"(%1117, %1118) : (!torch.int, !torch.int) -> !torch.list<int>
    %1120 = "torch.aten.view"(%1103, %1119) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1121 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1122 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1123 = "torch.prim.ListConstruct"(%1121, %1122) : (!torch.int, !torch.int) -> !torch.list<int>
    %1124 = "torch.aten.view"(%127, %1123) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %1125 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1126 = "torch.aten.squeeze.dim"(%1108, %1125) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1127 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1128 = "torch.aten.squeeze.dim"(%129, %1127) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %1129 = "torch_c.to_builtin_tensor"(%1120) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1130 = "tensor.cast"(%1129) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1131 = "torch_c.to_builtin_tensor"(%1124) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %1132 = "tensor.cast"(%1131) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %1133 = "torch_c.to_builtin_tensor"(%1126) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1134 = "tensor.cast"(%1133) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1135 = "torch_c.to_builtin_tensor"(%1128) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %1136 = "tensor.cast"(%1135) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %1137 = "torch_c.to_builtin_tensor"(%1116) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %1138 = "tensor.cast"(%1137) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %1139 = "util.call"(%1130, %1132, %1134, %1136, %1138) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1140 = "tensor.cast"(%1139) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %1141 = "torch_c.from_builtin_tensor"(%1140) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %1142 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1143 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1144 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1145 = "torch.prim.ListConstruct"(%1142, %1143, %1144) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1146 = "torch.aten.view"(%1141, %1145) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1147 = "torch.constant.none"() : () -> !torch.none
    %1148 = "torch.constant.none"() : () -> !torch.none
    %1149 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1150 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1151 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1146, %1147, %1148, %1149, %1150, %1151) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1152 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1153 = "torch.aten.add.Tensor"(%205, %1146, %1152) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1154 = "torch.constant.none"() : () -> !torch.none
    %1155 = "torch.constant.none"() : () -> !torch.none
    %1156 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1157 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1158 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1153, %1154, %1155, %1156, %1157, %1158) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1159 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1160 = "torch.prims.convert_element_type"(%1153, %1159) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1161 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1162 = "torch.aten.pow.Tensor_Scalar"(%1160, %1161) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1163 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1164 = "torch.prim.ListConstruct"(%1163) : (!torch.int) -> !torch.list<int>
    %1165 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1166 = "torch.constant.none"() : () -> !torch.none
    %1167 = "torch.aten.mean.dim"(%1162, %1164, %1165, %1166) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1168 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1169 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1170 = "torch.aten.add.Scalar"(%1167, %1168, %1169) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1171 = "torch.aten.rsqrt"(%1170) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1172 = "torch.aten.mul.Tensor"(%1160, %1171) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %1173 = "torch.constant.none"() : () -> !torch.none
    %1174 = "torch.constant.none"() : () -> !torch.none
    %1175 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1176 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1177 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1172, %1173, %1174, %1175, %1176, %1177) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1178 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1179 = "torch.prims.convert_element_type"(%1172, %1178) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1180 = "torch.aten.mul.Tensor"(%131, %1179) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %1181 = "torch.constant.none"() : () -> !torch.none
    %1182 = "torch.constant.none"() : () -> !torch.none
    %1183 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1184 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1185 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1180, %1181, %1182, %1183, %1184, %1185) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1186 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1187 = "torch.prims.convert_element_type"(%1180, %1186) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1188 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1189 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1190 = "torch.prim.ListConstruct"(%1188, %1189) : (!torch.int, !torch.int) -> !torch.list<int>
    %1191 = "torch.aten.view"(%1187, %1190) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1192 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1193 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1194 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1195 = "torch.prim.ListConstruct"(%1192, %1193, %1194) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1196 = "torch.aten.view"(%1191, %1195) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1197 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1198 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1199 = "torch.prim.ListConstruct"(%1197, %1198) : (!torch.int, !torch.int) -> !torch.list<int>
    %1200 = "torch.aten.view"(%1196, %1199) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1201 = "torch.constant.none"() : () -> !torch.none
    %1202 = "torch.constant.none"() : () -> !torch.none
    %1203 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1204 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1205 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1200, %1201, %1202, %1203, %1204, %1205) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1206 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1207 = "torch.prims.convert_element_type"(%1200, %1206) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1208 = "torch_c.to_builtin_tensor"(%1207) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1209 = "tensor.cast"(%1208) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1210:2 = "util.call"(%1209) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1211 = "tensor.cast"(%1210#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1212 = "torch_c.from_builtin_tensor"(%1211) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1213 = "tensor.cast"(%1210#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1214 = "torch_c.from_builtin_tensor"(%1213) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1215 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1216 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1217 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1218 = "torch.prim.ListConstruct"(%1215, %1216, %1217) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1219 = "torch.aten.view"(%1214, %1218) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1220 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1221 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1222 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1223 = "torch.prim.ListConstruct"(%1220, %1221, %1222) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1224 = "torch.aten.view"(%1212, %1223) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1225 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1226 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1227 = "torch.prim.ListConstruct"(%1225, %1226) : (!torch.int, !torch.int) -> !torch.list<int>
    %1228 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1229 = "torch.constant.none"() : () -> !torch.none
    %1230 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1231 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1232 = "torch.aten.zeros"(%1227, %1228, %1229, %1230, %1231) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %1233 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1234 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1235 = "torch.prim.ListConstruct"(%1233, %1234) : (!torch.int, !torch.int) -> !torch.list<int>
    %1236 = "torch.aten.view"(%1219, %1235) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1237 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1238 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1239 = "torch.prim.ListConstruct"(%1237, %1238) : (!torch.int, !torch.int) -> !torch.list<int>
    %1240 = "torch.aten.view"(%133, %1239) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %1241 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1242 = "torch.aten.squeeze.dim"(%1224, %1241) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1243 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1244 = "torch.aten.squeeze.dim"(%135, %1243) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %1245 = "torch_c.to_builtin_tensor"(%1236) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1246 = "tensor.cast"(%1245) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1247 = "torch_c.to_builtin_tensor"(%1240) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %1248 = "tensor.cast"(%1247) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %1249 = "torch_c.to_builtin_tensor"(%1242) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1250 = "tensor.cast"(%1249) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1251 = "torch_c.to_builtin_tensor"(%1244) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %1252 = "tensor.cast"(%1251) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %1253 = "torch_c.to_builtin_tensor"(%1232) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %1254 = "tensor.cast"(%1253) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %1255 = "util.call"(%1246, %1248, %1250, %1252, %1254) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1256 = "tensor.cast"(%1255) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %1257 = "torch_c.from_builtin_tensor"(%1256) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %1258 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1259 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1260 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1261 = "torch.prim.ListConstruct"(%1258, %1259, %1260) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1262 = "torch.aten.view"(%1257, %1261) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %1263 = "torch.aten.silu"(%1262) : (!torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %1264 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1265 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1266 = "torch.prim.ListConstruct"(%1264, %1265) : (!torch.int, !torch.int) -> !torch.list<int>
    %1267 = "torch.aten.view"(%1187, %1266) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1268 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1269 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1270 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1271 = "torch.prim.ListConstruct"(%1268, %1269, %1270) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1272 = "torch.aten.view"(%1267, %1271) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1273 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1274 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1275 = "torch.prim.ListConstruct"(%1273, %1274) : (!torch.int, !torch.int) -> !torch.list<int>
    %1276 = "torch.aten.view"(%1272, %1275) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1277 = "torch.constant.none"() : () -> !torch.none
    %1278 = "torch.constant.none"() : () -> !torch.none
    %1279 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1280 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1281 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1276, %1277, %1278, %1279, %1280, %1281) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1282 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1283 = "torch.prims.convert_element_type"(%1276, %1282) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1284 = "torch_c.to_builtin_tensor"(%1283) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1285 = "tensor.cast"(%1284) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1286:2 = "util.call"(%1285) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1287 = "tensor.cast"(%1286#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1288 = "torch_c.from_builtin_tensor"(%1287) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1289 = "tensor.cast"(%1286#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1290 = "torch_c.from_builtin_tensor"(%1289) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1291 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1292 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1293 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1294 = "torch.prim.ListConstruct"(%1291, %1292, %1293) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1295 = "torch.aten.view"(%1290, %1294) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1296 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1297 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1298 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1299 = "torch.prim.ListConstruct"(%1296, %1297, %1298) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1300 = "torch.aten.view"(%1288, %1299) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1301 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1302 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1303 = "torch.prim.ListConstruct"(%1301, %1302) : (!torch.int, !torch.int) -> !torch.list<int>
    %1304 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1305 = "torch.constant.none"() : () -> !torch.none
    %1306 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1307 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1308 = "torch.aten.zeros"(%1303, %1304, %1305, %1306, %1307) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %1309 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1310 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1311 = "torch.prim.ListConstruct"(%1309, %1310) : (!torch.int, !torch.int) -> !torch.list<int>
    %1312 = "torch.aten.view"(%1295, %1311) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1313 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1314 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1315 = "torch.prim.ListConstruct"(%1313, %1314) : (!torch.int, !torch.int) -> !torch.list<int>
    %1316 = "torch.aten.view"(%137, %1315) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %1317 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1318 = "torch.aten.squeeze.dim"(%1300, %1317) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1319 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1320 = "torch.aten.squeeze.dim"(%139, %1319) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %1321 = "torch_c.to_builtin_tensor"(%1312) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1322 = "tensor.cast"(%1321) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1323 = "torch_c.to_builtin_tensor"(%1316) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %1324 = "tensor.cast"(%1323) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %1325 = "torch_c.to_builtin_tensor"(%1318) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1326 = "tensor.cast"(%1325) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1327 = "torch_c.to_builtin_tensor"(%1320) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %1328 = "tensor.cast"(%1327) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %1329 = "torch_c.to_builtin_tensor"(%1308) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %1330 = "tensor.cast"(%1329) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %1331 = "util.call"(%1322, %1324, %1326, %1328, %1330) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1332 = "tensor.cast"(%1331) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %1333 = "torch_c.from_builtin_tensor"(%1332) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %1334 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1335 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1336 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1337 = "torch.prim.ListConstruct"(%1334, %1335, %1336) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1338 = "torch.aten.view"(%1333, %1337) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %1339 = "torch.aten.mul.Tensor"(%1263, %1338) : (!torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %1340 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1341 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1342 = "torch.prim.ListConstruct"(%1340, %1341) : (!torch.int, !torch.int) -> !torch.list<int>
    %1343 = "torch.aten.view"(%1339, %1342) : (!torch.vtensor<[1,1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,53248],f16>
    %1344 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1345 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1346 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1347 = "torch.prim.ListConstruct"(%1344, %1345, %1346) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1348 = "torch.aten.view"(%1343, %1347) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1664,32],f16>
    %1349 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1350 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1351 = "torch.prim.ListConstruct"(%1349, %1350) : (!torch.int, !torch.int) -> !torch.list<int>
    %1352 = "torch.aten.view"(%1348, %1351) : (!torch.vtensor<[1,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[1664,32],f16>
    %1353 = "torch.constant.none"() : () -> !torch.none
    %1354 = "torch.constant.none"() : () -> !torch.none
    %1355 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1356 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1357 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1352, %1353, %1354, %1355, %1356, %1357) : (!torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1358 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1359 = "torch.prims.convert_element_type"(%1352, %1358) : (!torch.vtensor<[1664,32],f16>, !torch.int) -> !torch.vtensor<[1664,32],f32>
    %1360 = "torch_c.to_builtin_tensor"(%1359) : (!torch.vtensor<[1664,32],f32>) -> tensor<1664x32xf32>
    %1361 = "tensor.cast"(%1360) : (tensor<1664x32xf32>) -> tensor<?x32xf32>
    %1362:2 = "util.call"(%1361) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1363 = "tensor.cast"(%1362#0) : (tensor<?xi8>) -> tensor<1664xi8>
    %1364 = "torch_c.from_builtin_tensor"(%1363) : (tensor<1664xi8>) -> !torch.vtensor<[1664],ui8>
    %1365 = "tensor.cast"(%1362#1) : (tensor<?x16xi8>) -> tensor<1664x16xi8>
    %1366 = "torch_c.from_builtin_tensor"(%1365) : (tensor<1664x16xi8>) -> !torch.vtensor<[1664,16],ui8>
    %1367 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1368 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1369 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1370 = "torch.prim.ListConstruct"(%1367, %1368, %1369) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1371 = "torch.aten.view"(%1366, %1370) : (!torch.vtensor<[1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,16],ui8>
    %1372 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1373 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1374 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1375 = "torch.prim.ListConstruct"(%1372, %1373, %1374) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1376 = "torch.aten.view"(%1364, %1375) : (!torch.vtensor<[1664],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,1],ui8>
    %1377 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1378 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1379 = "torch.prim.ListConstruct"(%1377, %1378) : (!torch.int, !torch.int) -> !torch.list<int>
    %1380 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1381 = "torch.constant.none"() : () -> !torch.none
    %1382 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1383 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1384 = "torch.aten.zeros"(%1379, %1380, %1381, %1382, %1383) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %1385 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1386 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %1387 = "torch.prim.ListConstruct"(%1385, %1386) : (!torch.int, !torch.int) -> !torch.list<int>
    %1388 = "torch.aten.view"(%1371, %1387) : (!torch.vtensor<[1,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,26624],ui8>
    %1389 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1390 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %1391 = "torch.prim.ListConstruct"(%1389, %1390) : (!torch.int, !torch.int) -> !torch.list<int>
    %1392 = "torch.aten.view"(%141, %1391) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %1393 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1394 = "torch.aten.squeeze.dim"(%1376, %1393) : (!torch.vtensor<[1,1664,1],ui8>, !torch.int) -> !torch.vtensor<[1,1664],ui8>
    %1395 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1396 = "torch.aten.squeeze.dim"(%143, %1395) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %1397 = "torch_c.to_builtin_tensor"(%1388) : (!torch.vtensor<[1,26624],ui8>) -> tensor<1x26624xi8>
    %1398 = "tensor.cast"(%1397) : (tensor<1x26624xi8>) -> tensor<?x?xi8>
    %1399 = "torch_c.to_builtin_tensor"(%1392) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %1400 = "tensor.cast"(%1399) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %1401 = "torch_c.to_builtin_tensor"(%1394) : (!torch.vtensor<[1,1664],ui8>) -> tensor<1x1664xi8>
    %1402 = "tensor.cast"(%1401) : (tensor<1x1664xi8>) -> tensor<?x?xi8>
    %1403 = "torch_c.to_builtin_tensor"(%1396) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %1404 = "tensor.cast"(%1403) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %1405 = "torch_c.to_builtin_tensor"(%1384) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %1406 = "tensor.cast"(%1405) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %1407 = "util.call"(%1398, %1400, %1402, %1404, %1406) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1408 = "tensor.cast"(%1407) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %1409 = "torch_c.from_builtin_tensor"(%1408) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %1410 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1411 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1412 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1413 = "torch.prim.ListConstruct"(%1410, %1411, %1412) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1414 = "torch.aten.view"(%1409, %1413) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1415 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1416 = "torch.aten.add.Tensor"(%1153, %1414, %1415) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1417 = "torch.constant.none"() : () -> !torch.none
    %1418 = "torch.constant.none"() : () -> !torch.none
    %1419 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1420 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1421 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1416, %1417, %1418, %1419, %1420, %1421) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1422 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1423 = "torch.prims.convert_element_type"(%1416, %1422) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1424 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1425 = "torch.aten.pow.Tensor_Scalar"(%1423, %1424) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1426 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1427 = "torch.prim.ListConstruct"(%1426) : (!torch.int) -> !torch.list<int>
    %1428 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1429 = "torch.constant.none"() : () -> !torch.none
    %1430 = "torch.aten.mean.dim"(%1425, %1427, %1428, %1429) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1431 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1432 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1433 = "torch.aten.add.Scalar"(%1430, %1431, %1432) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1434 = "torch.aten.rsqrt"(%1433) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1435 = "torch.aten.mul.Tensor"(%1423, %1434) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %1436 = "torch.constant.none"() : () -> !torch.none
    %1437 = "torch.constant.none"() : () -> !torch.none
    %1438 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1439 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1440 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1435, %1436, %1437, %1438, %1439, %1440) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1441 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1442 = "torch.prims.convert_element_type"(%1435, %1441) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1443 = "torch.aten.mul.Tensor"(%155, %1442) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %1444 = "torch.constant.none"() : () -> !torch.none
    %1445 = "torch.constant.none"() : () -> !torch.none
    %1446 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1447 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1448 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1443, %1444, %1445, %1446, %1447, %1448) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1449 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1450 = "torch.prims.convert_element_type"(%1443, %1449) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1451 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1452 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1453 = "torch.prim.ListConstruct"(%1451, %1452) : (!torch.int, !torch.int) -> !torch.list<int>
    %1454 = "torch.aten.view"(%1450, %1453) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1455 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1456 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1457 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1458 = "torch.prim.ListConstruct"(%1455, %1456, %1457) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1459 = "torch.aten.view"(%1454, %1458) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1460 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1461 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1462 = "torch.prim.ListConstruct"(%1460, %1461) : (!torch.int, !torch.int) -> !torch.list<int>
    %1463 = "torch.aten.view"(%1459, %1462) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1464 = "torch.constant.none"() : () -> !torch.none
    %1465 = "torch.constant.none"() : () -> !torch.none
    %1466 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1467 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1468 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1463, %1464, %1465, %1466, %1467, %1468) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1469 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1470 = "torch.prims.convert_element_type"(%1463, %1469) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1471 = "torch_c.to_builtin_tensor"(%1470) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1472 = "tensor.cast"(%1471) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1473:2 = "util.call"(%1472) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1474 = "tensor.cast"(%1473#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1475 = "torch_c.from_builtin_tensor"(%1474) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1476 = "tensor.cast"(%1473#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1477 = "torch_c.from_builtin_tensor"(%1476) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1478 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1479 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1480 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1481 = "torch.prim.ListConstruct"(%1478, %1479, %1480) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1482 = "torch.aten.view"(%1477, %1481) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1483 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1484 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1485 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1486 = "torch.prim.ListConstruct"(%1483, %1484, %1485) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1487 = "torch.aten.view"(%1475, %1486) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1488 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1489 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1490 = "torch.prim.ListConstruct"(%1488, %1489) : (!torch.int, !torch.int) -> !torch.list<int>
    %1491 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1492 = "torch.constant.none"() : () -> !torch.none
    %1493 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1494 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1495 = "torch.aten.zeros"(%1490, %1491, %1492, %1493, %1494) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %1496 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1497 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1498 = "torch.prim.ListConstruct"(%1496, %1497) : (!torch.int, !torch.int) -> !torch.list<int>
    %1499 = "torch.aten.view"(%1482, %1498) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1500 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1501 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1502 = "torch.prim.ListConstruct"(%1500, %1501) : (!torch.int, !torch.int) -> !torch.list<int>
    %1503 = "torch.aten.view"(%157, %1502) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %1504 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1505 = "torch.aten.squeeze.dim"(%1487, %1504) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1506 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1507 = "torch.aten.squeeze.dim"(%159, %1506) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %1508 = "torch_c.to_builtin_tensor"(%1499) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1509 = "tensor.cast"(%1508) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1510 = "torch_c.to_builtin_tensor"(%1503) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %1511 = "tensor.cast"(%1510) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %1512 = "torch_c.to_builtin_tensor"(%1505) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1513 = "tensor.cast"(%1512) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1514 = "torch_c.to_builtin_tensor"(%1507) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %1515 = "tensor.cast"(%1514) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %1516 = "torch_c.to_builtin_tensor"(%1495) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %1517 = "tensor.cast"(%1516) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %1518 = "util.call"(%1509, %1511, %1513, %1515, %1517) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1519 = "tensor.cast"(%1518) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %1520 = "torch_c.from_builtin_tensor"(%1519) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %1521 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1522 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1523 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1524 = "torch.prim.ListConstruct"(%1521, %1522, %1523) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1525 = "torch.aten.view"(%1520, %1524) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1526 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1527 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1528 = "torch.prim.ListConstruct"(%1526, %1527) : (!torch.int, !torch.int) -> !torch.list<int>
    %1529 = "torch.aten.view"(%1450, %1528) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1530 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1531 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1532 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1533 = "torch.prim.ListConstruct"(%1530, %1531, %1532) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1534 = "torch.aten.view"(%1529, %1533) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1535 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1536 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1537 = "torch.prim.ListConstruct"(%1535, %1536) : (!torch.int, !torch.int) -> !torch.list<int>
    %1538 = "torch.aten.view"(%1534, %1537) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1539 = "torch.constant.none"() : () -> !torch.none
    %1540 = "torch.constant.none"() : () -> !torch.none
    %1541 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1542 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1543 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1538, %1539, %1540, %1541, %1542, %1543) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1544 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1545 = "torch.prims.convert_element_type"(%1538, %1544) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1546 = "torch_c.to_builtin_tensor"(%1545) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1547 = "tensor.cast"(%1546) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1548:2 = "util.call"(%1547) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1549 = "tensor.cast"(%1548#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1550 = "torch_c.from_builtin_tensor"(%1549) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1551 = "tensor.cast"(%1548#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1552 = "torch_c.from_builtin_tensor"(%1551) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1553 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1554 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1555 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1556 = "torch.prim.ListConstruct"(%1553, %1554, %1555) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1557 = "torch.aten.view"(%1552, %1556) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1558 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1559 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1560 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1561 = "torch.prim.ListConstruct"(%1558, %1559, %1560) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1562 = "torch.aten.view"(%1550, %1561) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1563 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1564 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1565 = "torch.prim.ListConstruct"(%1563, %1564) : (!torch.int, !torch.int) -> !torch.list<int>
    %1566 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1567 = "torch.constant.none"() : () -> !torch.none
    %1568 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1569 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1570 = "torch.aten.zeros"(%1565, %1566, %1567, %1568, %1569) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %1571 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1572 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1573 = "torch.prim.ListConstruct"(%1571, %1572) : (!torch.int, !torch.int) -> !torch.list<int>
    %1574 = "torch.aten.view"(%1557, %1573) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1575 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1576 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1577 = "torch.prim.ListConstruct"(%1575, %1576) : (!torch.int, !torch.int) -> !torch.list<int>
    %1578 = "torch.aten.view"(%161, %1577) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %1579 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1580 = "torch.aten.squeeze.dim"(%1562, %1579) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1581 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1582 = "torch.aten.squeeze.dim"(%163, %1581) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %1583 = "torch_c.to_builtin_tensor"(%1574) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1584 = "tensor.cast"(%1583) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1585 = "torch_c.to_builtin_tensor"(%1578) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %1586 = "tensor.cast"(%1585) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %1587 = "torch_c.to_builtin_tensor"(%1580) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1588 = "tensor.cast"(%1587) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1589 = "torch_c.to_builtin_tensor"(%1582) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %1590 = "tensor.cast"(%1589) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %1591 = "torch_c.to_builtin_tensor"(%1570) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %1592 = "tensor.cast"(%1591) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %1593 = "util.call"(%1584, %1586, %1588, %1590, %1592) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1594 = "tensor.cast"(%1593) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %1595 = "torch_c.from_builtin_tensor"(%1594) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %1596 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1597 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1598 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1599 = "torch.prim.ListConstruct"(%1596, %1597, %1598) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1600 = "torch.aten.view"(%1595, %1599) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %1601 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1602 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1603 = "torch.prim.ListConstruct"(%1601, %1602) : (!torch.int, !torch.int) -> !torch.list<int>
    %1604 = "torch.aten.view"(%1450, %1603) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1605 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1606 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1607 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1608 = "torch.prim.ListConstruct"(%1605, %1606, %1607) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1609 = "torch.aten.view"(%1604, %1608) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1610 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1611 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1612 = "torch.prim.ListConstruct"(%1610, %1611) : (!torch.int, !torch.int) -> !torch.list<int>
    %1613 = "torch.aten.view"(%1609, %1612) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1614 = "torch.constant.none"() : () -> !torch.none
    %1615 = "torch.constant.none"() : () -> !torch.none
    %1616 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1617 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1618 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1613, %1614, %1615, %1616, %1617, %1618) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1619 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1620 = "torch.prims.convert_element_type"(%1613, %1619) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1621 = "torch_c.to_builtin_tensor"(%1620) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1622 = "tensor.cast"(%1621) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1623:2 = "util.call"(%1622) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1624 = "tensor.cast"(%1623#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1625 = "torch_c.from_builtin_tensor"(%1624) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1626 = "tensor.cast"(%1623#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1627 = "torch_c.from_builtin_tensor"(%1626) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1628 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1629 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1630 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1631 = "torch.prim.ListConstruct"(%1628, %1629, %1630) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1632 = "torch.aten.view"(%1627, %1631) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1633 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1634 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1635 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1636 = "torch.prim.ListConstruct"(%1633, %1634, %1635) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1637 = "torch.aten.view"(%1625, %1636) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1638 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1639 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1640 = "torch.prim.ListConstruct"(%1638, %1639) : (!torch.int, !torch.int) -> !torch.list<int>
    %1641 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1642 = "torch.constant.none"() : () -> !torch.none
    %1643 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1644 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1645 = "torch.aten.zeros"(%1640, %1641, %1642, %1643, %1644) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %1646 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1647 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1648 = "torch.prim.ListConstruct"(%1646, %1647) : (!torch.int, !torch.int) -> !torch.list<int>
    %1649 = "torch.aten.view"(%1632, %1648) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1650 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1651 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1652 = "torch.prim.ListConstruct"(%1650, %1651) : (!torch.int, !torch.int) -> !torch.list<int>
    %1653 = "torch.aten.view"(%165, %1652) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %1654 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1655 = "torch.aten.squeeze.dim"(%1637, %1654) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1656 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1657 = "torch.aten.squeeze.dim"(%167, %1656) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %1658 = "torch_c.to_builtin_tensor"(%1649) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1659 = "tensor.cast"(%1658) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1660 = "torch_c.to_builtin_tensor"(%1653) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %1661 = "tensor.cast"(%1660) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %1662 = "torch_c.to_builtin_tensor"(%1655) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1663 = "tensor.cast"(%1662) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1664 = "torch_c.to_builtin_tensor"(%1657) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %1665 = "tensor.cast"(%1664) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %1666 = "torch_c.to_builtin_tensor"(%1645) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %1667 = "tensor.cast"(%1666) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %1668 = "util.call"(%1659, %1661, %1663, %1665, %1667) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1669 = "tensor.cast"(%1668) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %1670 = "torch_c.from_builtin_tensor"(%1669) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %1671 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1672 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1673 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1674 = "torch.prim.ListConstruct"(%1671, %1672, %1673) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1675 = "torch.aten.view"(%1670, %1674) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %1676 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1677 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1678 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1679 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1680 = "torch.prim.ListConstruct"(%1676, %1677, %1678, %1679) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1681 = "torch.aten.view"(%1525, %1680) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %1682 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1683 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1684 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1685 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1686 = "torch.prim.ListConstruct"(%1682, %1683, %1684, %1685) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1687 = "torch.aten.view"(%1600, %1686) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %1688 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1689 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1690 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1691 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1692 = "torch.prim.ListConstruct"(%1688, %1689, %1690, %1691) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1693 = "torch.aten.view"(%1675, %1692) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %1694 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1695 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1696 = "torch.constant.none"() : () -> !torch.none
    %1697 = "torch.constant.none"() : () -> !torch.none
    %1698 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1699 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1700 = "torch.aten.arange.start"(%1694, %1695, %1696, %1697, %1698, %1699) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %1701 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1702 = "torch.aten.unsqueeze"(%1700, %1701) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1703 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1704 = "torch.aten.unsqueeze"(%arg39, %1703) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1705 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1706 = "torch.aten.add.Tensor"(%1702, %1704, %1705) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1707 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1708 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1709 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1710 = "torch.constant.none"() : () -> !torch.none
    %1711 = "torch.constant.none"() : () -> !torch.none
    %1712 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1713 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1714 = "torch.aten.arange.start_step"(%1707, %1708, %1709, %1710, %1711, %1712, %1713) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1715 = "torch.constant.none"() : () -> !torch.none
    %1716 = "torch.constant.none"() : () -> !torch.none
    %1717 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1718 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1719 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1714, %1715, %1716, %1717, %1718, %1719) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1720 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1721 = "torch.prims.convert_element_type"(%1714, %1720) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1722 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1723 = "torch.aten.div.Scalar"(%1721, %1722) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1724 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1725 = "torch.aten.pow.Scalar"(%1724, %1723) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1726 = "torch.aten.reciprocal"(%1725) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1727 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1728 = "torch.aten.mul.Scalar"(%1726, %1727) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1729 = "torch.constant.none"() : () -> !torch.none
    %1730 = "torch.aten.clone"(%144, %1729) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1731 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1732 = "torch.aten.unsqueeze"(%1728, %1731) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1733 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1734 = "torch.aten.unsqueeze"(%1732, %1733) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1735 = "torch.constant.none"() : () -> !torch.none
    %1736 = "torch.constant.none"() : () -> !torch.none
    %1737 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1738 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1739 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1734, %1735, %1736, %1737, %1738, %1739) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1740 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1741 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1742 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1743 = "torch.prim.ListConstruct"(%1740, %1741, %1742) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1744 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1745 = "torch.aten.expand"(%1734, %1743, %1744) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1746 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1747 = "torch.aten.unsqueeze"(%1706, %1746) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %1748 = "torch.constant.none"() : () -> !torch.none
    %1749 = "torch.constant.none"() : () -> !torch.none
    %1750 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1751 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1752 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1747, %1748, %1749, %1750, %1751, %1752) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1753 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1754 = "torch.prims.convert_element_type"(%1747, %1753) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1755 = "torch.aten.matmul"(%1745, %1754) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %1756 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1757 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1758 = "torch.aten.transpose.int"(%1755, %1756, %1757) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %1759 = "torch.aten.cos"(%1758) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1760 = "torch.aten.mul.Tensor"(%1759, %1730) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1761 = "torch.constant.none"() : () -> !torch.none
    %1762 = "torch.constant.none"() : () -> !torch.none
    %1763 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1764 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1765 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1760, %1761, %1762, %1763, %1764, %1765) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1766 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1767 = "torch.prims.convert_element_type"(%1760, %1766) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %1768 = "torch.aten.sin"(%1758) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1769 = "torch.aten.mul.Tensor"(%1768, %1730) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1770 = "torch.constant.none"() : () -> !torch.none
    %1771 = "torch.constant.none"() : () -> !torch.none
    %1772 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1773 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1774 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1769, %1770, %1771, %1772, %1773, %1774) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1775 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1776 = "torch.prims.convert_element_type"(%1769, %1775) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %1777 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1778 = "torch.aten.unsqueeze"(%1767, %1777) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %1779 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1780 = "torch.aten.unsqueeze"(%1776, %1779) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %1781 = "torch.constant.none"() : () -> !torch.none
    %1782 = "torch.constant.none"() : () -> !torch.none
    %1783 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1784 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1785 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1778, %1781, %1782, %1783, %1784, %1785) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1786 = "torch.constant.none"() : () -> !torch.none
    %1787 = "torch.constant.none"() : () -> !torch.none
    %1788 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1789 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1790 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1780, %1786, %1787, %1788, %1789, %1790) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1791 = "torch.constant.none"() : () -> !torch.none
    %1792 = "torch.constant.none"() : () -> !torch.none
    %1793 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1794 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1795 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1681, %1791, %1792, %1793, %1794, %1795) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1796 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1797 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1798 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1799 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1800 = "torch.aten.slice.Tensor"(%1681, %1796, %1797, %1798, %1799) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %1801 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1802 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1803 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1804 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1805 = "torch.aten.slice.Tensor"(%1681, %1801, %1802, %1803, %1804) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %1806 = "torch.aten.mul.Tensor"(%1800, %1778) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %1807 = "torch.aten.mul.Tensor"(%1805, %1780) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %1808 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1809 = "torch.aten.sub.Tensor"(%1806, %1807, %1808) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %1810 = "torch.aten.mul.Tensor"(%1805, %1778) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %1811 = "torch.aten.mul.Tensor"(%1800, %1780) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %1812 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1813 = "torch.aten.add.Tensor"(%1810, %1811, %1812) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %1814 = "torch_c.to_builtin_tensor"(%1809) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %1815 = "tensor.cast"(%1814) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %1816 = "torch_c.to_builtin_tensor"(%1813) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %1817 = "tensor.cast"(%1816) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %1818 = "util.call"(%1815, %1817) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1819 = "tensor.cast"(%1818) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x128x2x64xf16>
    %1820 = "torch_c.from_builtin_tensor"(%1819) : (tensor<1x1x128x2x64xf16>) -> !torch.vtensor<[1,1,128,2,64],f16>
    %1821 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1822 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1823 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1824 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1825 = "torch.prim.ListConstruct"(%1821, %1822, %1823, %1824) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1826 = "torch.aten.view"(%1820, %1825) : (!torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %1827 = "torch.constant.none"() : () -> !torch.none
    %1828 = "torch.constant.none"() : () -> !torch.none
    %1829 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1830 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1831 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1826, %1827, %1828, %1829, %1830, %1831) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1832 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1833 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1834 = "torch.constant.none"() : () -> !torch.none
    %1835 = "torch.constant.none"() : () -> !torch.none
    %1836 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1837 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1838 = "torch.aten.arange.start"(%1832, %1833, %1834, %1835, %1836, %1837) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %1839 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1840 = "torch.aten.unsqueeze"(%1838, %1839) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1841 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1842 = "torch.aten.unsqueeze"(%arg39, %1841) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1843 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1844 = "torch.aten.add.Tensor"(%1840, %1842, %1843) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1845 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1846 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1847 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1848 = "torch.constant.none"() : () -> !torch.none
    %1849 = "torch.constant.none"() : () -> !torch.none
    %1850 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1851 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1852 = "torch.aten.arange.start_step"(%1845, %1846, %1847, %1848, %1849, %1850, %1851) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1853 = "torch.constant.none"() : () -> !torch.none
    %1854 = "torch.constant.none"() : () -> !torch.none
    %1855 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1856 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1857 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1852, %1853, %1854, %1855, %1856, %1857) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1858 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1859 = "torch.prims.convert_element_type"(%1852, %1858) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1860 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1861 = "torch.aten.div.Scalar"(%1859, %1860) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1862 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1863 = "torch.aten.pow.Scalar"(%1862, %1861) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1864 = "torch.aten.reciprocal"(%1863) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1865 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1866 = "torch.aten.mul.Scalar"(%1864, %1865) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1867 = "torch.constant.none"() : () -> !torch.none
    %1868 = "torch.aten.clone"(%145, %1867) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1869 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1870 = "torch.aten.unsqueeze"(%1866, %1869) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1871 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1872 = "torch.aten.unsqueeze"(%1870, %1871) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1873 = "torch.constant.none"() : () -> !torch.none
    %1874 = "torch.constant.none"() : () -> !torch.none
    %1875 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1876 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1877 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1872, %1873, %1874, %1875, %1876, %1877) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1878 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1879 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1880 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1881 = "torch.prim.ListConstruct"(%1878, %1879, %1880) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1882 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1883 = "torch.aten.expand"(%1872, %1881, %1882) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1884 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1885 = "torch.aten.unsqueeze"(%1844, %1884) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %1886 = "torch.constant.none"() : () -> !torch.none
    %1887 = "torch.constant.none"() : () -> !torch.none
    %1888 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1889 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1890 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1885, %1886, %1887, %1888, %1889, %1890) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1891 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1892 = "torch.prims.convert_element_type"(%1885, %1891) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1893 = "torch.aten.matmul"(%1883, %1892) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %1894 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1895 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1896 = "torch.aten.transpose.int"(%1893, %1894, %1895) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %1897 = "torch.aten.cos"(%1896) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1898 = "torch.aten.mul.Tensor"(%1897, %1868) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1899 = "torch.constant.none"() : () -> !torch.none
    %1900 = "torch.constant.none"() : () -> !torch.none
    %1901 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1902 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1903 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1898, %1899, %1900, %1901, %1902, %1903) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1904 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1905 = "torch.prims.convert_element_type"(%1898, %1904) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %1906 = "torch.aten.sin"(%1896) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1907 = "torch.aten.mul.Tensor"(%1906, %1868) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %1908 = "torch.constant.none"() : () -> !torch.none
    %1909 = "torch.constant.none"() : () -> !torch.none
    %1910 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1911 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1912 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1907, %1908, %1909, %1910, %1911, %1912) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1913 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1914 = "torch.prims.convert_element_type"(%1907, %1913) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %1915 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1916 = "torch.aten.unsqueeze"(%1905, %1915) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %1917 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1918 = "torch.aten.unsqueeze"(%1914, %1917) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %1919 = "torch.constant.none"() : () -> !torch.none
    %1920 = "torch.constant.none"() : () -> !torch.none
    %1921 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1922 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1923 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1916, %1919, %1920, %1921, %1922, %1923) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1924 = "torch.constant.none"() : () -> !torch.none
    %1925 = "torch.constant.none"() : () -> !torch.none
    %1926 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1927 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1928 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1918, %1924, %1925, %1926, %1927, %1928) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1929 = "torch.constant.none"() : () -> !torch.none
    %1930 = "torch.constant.none"() : () -> !torch.none
    %1931 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1932 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1933 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1687, %1929, %1930, %1931, %1932, %1933) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1934 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1935 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1936 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1937 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1938 = "torch.aten.slice.Tensor"(%1687, %1934, %1935, %1936, %1937) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %1939 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1940 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1941 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1942 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1943 = "torch.aten.slice.Tensor"(%1687, %1939, %1940, %1941, %1942) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %1944 = "torch.aten.mul.Tensor"(%1938, %1916) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %1945 = "torch.aten.mul.Tensor"(%1943, %1918) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %1946 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1947 = "torch.aten.sub.Tensor"(%1944, %1945, %1946) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %1948 = "torch.aten.mul.Tensor"(%1943, %1916) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %1949 = "torch.aten.mul.Tensor"(%1938, %1918) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %1950 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1951 = "torch.aten.add.Tensor"(%1948, %1949, %1950) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %1952 = "torch_c.to_builtin_tensor"(%1947) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %1953 = "tensor.cast"(%1952) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %1954 = "torch_c.to_builtin_tensor"(%1951) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %1955 = "tensor.cast"(%1954) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %1956 = "util.call"(%1953, %1955) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1957 = "tensor.cast"(%1956) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x8x2x64xf16>
    %1958 = "torch_c.from_builtin_tensor"(%1957) : (tensor<1x1x8x2x64xf16>) -> !torch.vtensor<[1,1,8,2,64],f16>
    %1959 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1960 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1961 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1962 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1963 = "torch.prim.ListConstruct"(%1959, %1960, %1961, %1962) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1964 = "torch.aten.view"(%1958, %1963) : (!torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %1965 = "torch.constant.none"() : () -> !torch.none
    %1966 = "torch.constant.none"() : () -> !torch.none
    %1967 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1968 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1969 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1964, %1965, %1966, %1967, %1968, %1969) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1970 = "torch.aten.div.Tensor"(%1964, %147) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %1971 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %1972 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %1973 = "torch.aten.clamp"(%1970, %1971, %1972) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %1974 = "torch.constant.none"() : () -> !torch.none
    %1975 = "torch.constant.none"() : () -> !torch.none
    %1976 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1977 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1978 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1973, %1974, %1975, %1976, %1977, %1978) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1979 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %1980 = "torch.prims.convert_element_type"(%1973, %1979) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %1981 = "torch.aten.div.Tensor"(%1693, %147) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %1982 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %1983 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %1984 = "torch.aten.clamp"(%1981, %1982, %1983) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %1985 = "torch.constant.none"() : () -> !torch.none
    %1986 = "torch.constant.none"() : () -> !torch.none
    %1987 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1988 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1989 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1984, %1985, %1986, %1987, %1988, %1989) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1990 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %1991 = "torch.prims.convert_element_type"(%1984, %1990) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %1992 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1993 = "torch.aten.floor_divide.Scalar"(%arg39, %1992) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %1994 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1995 = "torch.aten.unsqueeze"(%1993, %1994) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %1996 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1997 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1998 = "torch.aten.gather"(%arg40, %1996, %1995, %1997) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool) -> !torch.vtensor<[1,1],si64>
    %1999 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2000 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2001 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2002 = "torch.prim.ListConstruct"(%1999, %2000, %2001) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2003 = "torch.aten.view"(%1998, %2002) : (!torch.vtensor<[1,1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %2004 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2005 = "torch.aten.remainder.Scalar"(%arg39, %2004) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %2006 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2007 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2008 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2009 = "torch.prim.ListConstruct"(%2006, %2007, %2008) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2010 = "torch.aten.view"(%2005, %2009) : (!torch.vtensor<[1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %2011 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2012 = "torch.constant.none"() : () -> !torch.none
    %2013 = "torch.constant.none"() : () -> !torch.none
    %2014 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2015 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2016 = "torch.aten.arange"(%2011, %2012, %2013, %2014, %2015) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[8],si64>
    %2017 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2018 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2019 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2020 = "torch.prim.ListConstruct"(%2017, %2018, %2019) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2021 = "torch.aten.view"(%2016, %2020) : (!torch.vtensor<[8],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,8],si64>
    %2022 = "torch.constant.none"() : () -> !torch.none
    %2023 = "torch.aten.clone"(%148, %2022) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %2024 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2025 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2026 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2027 = "torch.prim.ListConstruct"(%2024, %2025, %2026) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2028 = "torch.aten.view"(%2023, %2027) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %2029 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2030 = "torch.aten.mul.Scalar"(%2003, %2029) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2031 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2032 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2033 = "torch.aten.add.Scalar"(%2030, %2031, %2032) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2034 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2035 = "torch.aten.mul.Scalar"(%2033, %2034) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2036 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2037 = "torch.aten.add.Tensor"(%2035, %2028, %2036) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2038 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2039 = "torch.aten.mul.Scalar"(%2037, %2038) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2040 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2041 = "torch.aten.add.Tensor"(%2039, %2021, %2040) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2042 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2043 = "torch.aten.mul.Scalar"(%2041, %2042) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2044 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2045 = "torch.aten.add.Tensor"(%2043, %2010, %2044) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2046 = "torch.constant.none"() : () -> !torch.none
    %2047 = "torch.constant.none"() : () -> !torch.none
    %2048 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2049 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2050 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1980, %2046, %2047, %2048, %2049, %2050) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2051 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2052 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2053 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2054 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2055 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2056 = "torch.prim.ListConstruct"(%196, %2051, %2052, %2053, %2054, %2055) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2057 = "torch.aten.view"(%922, %2056) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2057, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2058 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2059 = "torch.prim.ListConstruct"(%795, %2058) : (!torch.int, !torch.int) -> !torch.list<int>
    %2060 = "torch.aten.view"(%2057, %2059) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2060, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %2061 = "torch.prim.ListConstruct"(%2045) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %2062 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2063 = "torch.aten.index_put"(%2060, %2061, %1980, %2062) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2063, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %2064 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2065 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2066 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2067 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2068 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2069 = "torch.prim.ListConstruct"(%196, %2064, %2065, %2066, %2067, %2068) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2070 = "torch.aten.view"(%2063, %2069) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2070, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2071 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %2072 = "torch.prim.ListConstruct"(%196, %2071) : (!torch.int, !torch.int) -> !torch.list<int>
    %2073 = "torch.aten.view"(%2070, %2072) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2073, %192) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %2074 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2075 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2076 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2077 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2078 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2079 = "torch.prim.ListConstruct"(%196, %2074, %2075, %2076, %2077, %2078) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2080 = "torch.aten.view"(%2073, %2079) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2080, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2081 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2082 = "torch.prim.ListConstruct"(%795, %2081) : (!torch.int, !torch.int) -> !torch.list<int>
    %2083 = "torch.aten.view"(%2080, %2082) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2083, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %2084 = "torch.constant.none"() : () -> !torch.none
    %2085 = "torch.aten.clone"(%149, %2084) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %2086 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2087 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2088 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2089 = "torch.prim.ListConstruct"(%2086, %2087, %2088) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2090 = "torch.aten.view"(%2085, %2089) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %2091 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2092 = "torch.aten.mul.Scalar"(%2003, %2091) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2093 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2094 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2095 = "torch.aten.add.Scalar"(%2092, %2093, %2094) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2096 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2097 = "torch.aten.mul.Scalar"(%2095, %2096) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2098 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2099 = "torch.aten.add.Tensor"(%2097, %2090, %2098) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2100 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2101 = "torch.aten.mul.Scalar"(%2099, %2100) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %2102 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2103 = "torch.aten.add.Tensor"(%2101, %2021, %2102) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2104 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2105 = "torch.aten.mul.Scalar"(%2103, %2104) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2106 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2107 = "torch.aten.add.Tensor"(%2105, %2010, %2106) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %2108 = "torch.constant.none"() : () -> !torch.none
    %2109 = "torch.constant.none"() : () -> !torch.none
    %2110 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2111 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2112 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1991, %2108, %2109, %2110, %2111, %2112) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2113 = "torch.prim.ListConstruct"(%2107) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %2114 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2115 = "torch.aten.index_put"(%2083, %2113, %1991, %2114) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2115, %192) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %2116 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2117 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2118 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2119 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2120 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2121 = "torch.prim.ListConstruct"(%196, %2116, %2117, %2118, %2119, %2120) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2122 = "torch.aten.view"(%2115, %2121) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2122, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2123 = "torch.constant.int"() <{value = 131072 : i64}> : () -> !torch.int
    %2124 = "torch.prim.ListConstruct"(%196, %2123) : (!torch.int, !torch.int) -> !torch.list<int>
    %2125 = "torch.aten.view"(%2122, %2124) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,131072],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%2125, %arg41) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.tensor<[?,131072],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%2125, %192) <{shape_expressions = #map2}> : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.int) -> ()
    %2126 = "torch.constant.none"() : () -> !torch.none
    %2127 = "torch.aten.clone"(%150, %2126) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %2128 = "torch.constant.none"() : () -> !torch.none
    %2129 = "torch.aten.clone"(%151, %2128) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %2130 = "torch.constant.none"() : () -> !torch.none
    %2131 = "torch.aten.clone"(%152, %2130) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %2132 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2133 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2134 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2135 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2136 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2137 = "torch.prim.ListConstruct"(%196, %2132, %2133, %2134, %2135, %2136) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2138 = "torch.aten.view"(%2125, %2137) : (!torch.vtensor<[?,131072],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2138, %192) <{shape_expressions = #map27}> : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2139 = "torch_c.to_builtin_tensor"(%2138) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>) -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %2140 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %2141 = "tensor.cast"(%2140) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %2142 = "torch_c.to_builtin_tensor"(%2127) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %2143 = "torch_c.to_builtin_tensor"(%2129) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %2144 = "util.call"(%2139, %2141, %2142, %2143) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %2145 = "tensor.cast"(%2144) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %2146 = "torch_c.from_builtin_tensor"(%2145) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2146, %191) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2147 = "torch_c.to_builtin_tensor"(%2138) : (!torch.vtensor<[?,2,2,8,32,128],f8E4M3FN>) -> tensor<?x2x2x8x32x128xf8E4M3FN>
    %2148 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %2149 = "tensor.cast"(%2148) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %2150 = "torch_c.to_builtin_tensor"(%2127) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %2151 = "torch_c.to_builtin_tensor"(%2131) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %2152 = "util.call"(%2147, %2149, %2150, %2151) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %2153 = "tensor.cast"(%2152) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %2154 = "torch_c.from_builtin_tensor"(%2153) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2154, %191) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2155 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2156 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %2157 = "torch.aten.transpose.int"(%2146, %2155, %2156) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2157, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2158 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2159 = "torch.aten.clone"(%2157, %2158) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2159, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2160 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2161 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2162 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2163 = "torch.prim.ListConstruct"(%2160, %956, %2161, %2162) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2164 = "torch.aten._unsafe_view"(%2159, %2163) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2164, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %2165 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2166 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %2167 = "torch.aten.transpose.int"(%2154, %2165, %2166) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2167, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2168 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2169 = "torch.aten.clone"(%2167, %2168) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2169, %191) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2170 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2171 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2172 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2173 = "torch.prim.ListConstruct"(%2170, %956, %2171, %2172) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2174 = "torch.aten._unsafe_view"(%2169, %2173) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2174, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %2175 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2176 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2177 = "torch.constant.none"() : () -> !torch.none
    %2178 = "torch.constant.none"() : () -> !torch.none
    %2179 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2180 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2181 = "torch.aten.arange.start_step"(%2175, %956, %2176, %2177, %2178, %2179, %2180) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2181, %191) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2182 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2183 = "torch.aten.unsqueeze"(%arg38, %2182) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %2184 = "torch.aten.ge.Tensor"(%2181, %2183) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%2184, %191) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %2185 = "torch.constant.none"() : () -> !torch.none
    %2186 = "torch.aten.clone"(%153, %2185) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %2187 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2188 = "torch.aten.where.ScalarOther"(%2184, %2186, %2187) : (!torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,?],f16>
    "torch.bind_symbolic_shape"(%2188, %191) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],f16>, !torch.int) -> ()
    %2189 = "torch.constant.none"() : () -> !torch.none
    %2190 = "torch.constant.none"() : () -> !torch.none
    %2191 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2192 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2193 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2188, %2189, %2190, %2191, %2192, %2193) : (!torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2194 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2195 = "torch.aten.unsqueeze"(%2188, %2194) : (!torch.vtensor<[1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,?],f16>
    "torch.bind_symbolic_shape"(%2195, %191) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> ()
    %2196 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2197 = "torch.aten.unsqueeze"(%2195, %2196) : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,1,?],f16>
    "torch.bind_symbolic_shape"(%2197, %191) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],f16>, !torch.int) -> ()
    %2198 = "torch.constant.none"() : () -> !torch.none
    %2199 = "torch.constant.none"() : () -> !torch.none
    %2200 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2201 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2202 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2197, %2198, %2199, %2200, %2201, %2202) : (!torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2203 = "torch.constant.none"() : () -> !torch.none
    %2204 = "torch.constant.none"() : () -> !torch.none
    %2205 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2206 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2207 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2164, %2203, %2204, %2205, %2206, %2207) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2208 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2209 = "torch.prims.convert_element_type"(%2164, %2208) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2209, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2210 = "torch.aten.mul.Tensor"(%2209, %147) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2210, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2211 = "torch.constant.none"() : () -> !torch.none
    %2212 = "torch.constant.none"() : () -> !torch.none
    %2213 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2214 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2215 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2174, %2211, %2212, %2213, %2214, %2215) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2216 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2217 = "torch.prims.convert_element_type"(%2174, %2216) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2217, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2218 = "torch.aten.mul.Tensor"(%2217, %147) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2218, %191) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2219 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2220 = "torch.aten.unsqueeze"(%2210, %2219) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%2220, %191) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %2221 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2222 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2223 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2224 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2225 = "torch.prim.ListConstruct"(%2221, %956, %2222, %2223, %2224) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2226 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2227 = "torch.aten.expand"(%2220, %2225, %2226) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2227, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2228 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2229 = "torch.aten.clone"(%2227, %2228) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2229, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2230 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2231 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2232 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2233 = "torch.prim.ListConstruct"(%2230, %956, %2231, %2232) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2234 = "torch.aten._unsafe_view"(%2229, %2233) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%2234, %191) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %2235 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2236 = "torch.aten.unsqueeze"(%2218, %2235) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%2236, %191) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %2237 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2238 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2239 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2240 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2241 = "torch.prim.ListConstruct"(%2237, %956, %2238, %2239, %2240) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2242 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2243 = "torch.aten.expand"(%2236, %2241, %2242) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2243, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2244 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2245 = "torch.aten.clone"(%2243, %2244) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2245, %191) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2246 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2247 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2248 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2249 = "torch.prim.ListConstruct"(%2246, %956, %2247, %2248) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2250 = "torch.aten._unsafe_view"(%2245, %2249) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%2250, %191) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %2251 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2252 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2253 = "torch.aten.transpose.int"(%1826, %2251, %2252) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,1,128],f16>
    %2254 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2255 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2256 = "torch.aten.transpose.int"(%2234, %2254, %2255) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2256, %191) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2257 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2258 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2259 = "torch.aten.transpose.int"(%2250, %2257, %2258) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2259, %191) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2260 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %2261 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2262 = "torch.constant.none"() : () -> !torch.none
    %2263 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2264 = "torch.aten.scaled_dot_product_attention"(%2253, %2256, %2259, %2197, %2260, %2261, %2262, %2263) : (!torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,1,128],f16>
    %2265 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2266 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2267 = "torch.aten.transpose.int"(%2264, %2265, %2266) : (!torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,128],f16>
    %2268 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2269 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2270 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2271 = "torch.prim.ListConstruct"(%2268, %2269, %2270) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2272 = "torch.aten.view"(%2267, %2271) : (!torch.vtensor<[1,1,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %2273 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2274 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2275 = "torch.prim.ListConstruct"(%2273, %2274) : (!torch.int, !torch.int) -> !torch.list<int>
    %2276 = "torch.aten.view"(%2272, %2275) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %2277 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2278 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2279 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2280 = "torch.prim.ListConstruct"(%2277, %2278, %2279) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2281 = "torch.aten.view"(%2276, %2280) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %2282 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2283 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2284 = "torch.prim.ListConstruct"(%2282, %2283) : (!torch.int, !torch.int) -> !torch.list<int>
    %2285 = "torch.aten.view"(%2281, %2284) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %2286 = "torch.constant.none"() : () -> !torch.none
    %2287 = "torch.constant.none"() : () -> !torch.none
    %2288 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2289 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2290 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2285, %2286, %2287, %2288, %2289, %2290) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2291 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2292 = "torch.prims.convert_element_type"(%2285, %2291) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %2293 = "torch_c.to_builtin_tensor"(%2292) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %2294 = "tensor.cast"(%2293) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %2295:2 = "util.call"(%2294) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2296 = "tensor.cast"(%2295#0) : (tensor<?xi8>) -> tensor<512xi8>
    %2297 = "torch_c.from_builtin_tensor"(%2296) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %2298 = "tensor.cast"(%2295#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %2299 = "torch_c.from_builtin_tensor"(%2298) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %2300 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2301 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2302 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2303 = "torch.prim.ListConstruct"(%2300, %2301, %2302) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2304 = "torch.aten.view"(%2299, %2303) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %2305 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2306 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2307 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2308 = "torch.prim.ListConstruct"(%2305, %2306, %2307) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2309 = "torch.aten.view"(%2297, %2308) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %2310 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2311 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2312 = "torch.prim.ListConstruct"(%2310, %2311) : (!torch.int, !torch.int) -> !torch.list<int>
    %2313 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2314 = "torch.constant.none"() : () -> !torch.none
    %2315 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2316 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2317 = "torch.aten.zeros"(%2312, %2313, %2314, %2315, %2316) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %2318 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2319 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2320 = "torch.prim.ListConstruct"(%2318, %2319) : (!torch.int, !torch.int) -> !torch.list<int>
    %2321 = "torch.aten.view"(%2304, %2320) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %2322 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2323 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2324 = "torch.prim.ListConstruct"(%2322, %2323) : (!torch.int, !torch.int) -> !torch.list<int>
    %2325 = "torch.aten.view"(%169, %2324) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %2326 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2327 = "torch.aten.squeeze.dim"(%2309, %2326) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %2328 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2329 = "torch.aten.squeeze.dim"(%171, %2328) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %2330 = "torch_c.to_builtin_tensor"(%2321) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %2331 = "tensor.cast"(%2330) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %2332 = "torch_c.to_builtin_tensor"(%2325) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %2333 = "tensor.cast"(%2332) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %2334 = "torch_c.to_builtin_tensor"(%2327) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %2335 = "tensor.cast"(%2334) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %2336 = "torch_c.to_builtin_tensor"(%2329) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %2337 = "tensor.cast"(%2336) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %2338 = "torch_c.to_builtin_tensor"(%2317) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %2339 = "tensor.cast"(%2338) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %2340 = "util.call"(%2331, %2333, %2335, %2337, %2339) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2341 = "tensor.cast"(%2340) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %2342 = "torch_c.from_builtin_tensor"(%2341) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %2343 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2344 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2345 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2346 = "torch.prim.ListConstruct"(%2343, %2344, %2345) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2347 = "torch.aten.view"(%2342, %2346) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %2348 = "torch.constant.none"() : () -> !torch.none
    %2349 = "torch.constant.none"() : () -> !torch.none
    %2350 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2351 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2352 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2347, %2348, %2349, %2350, %2351, %2352) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2353 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2354 = "torch.aten.add.Tensor"(%1416, %2347, %2353) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2355 = "torch.constant.none"() : () -> !torch.none
    %2356 = "torch.constant.none"() : () -> !torch.none
    %2357 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2358 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2359 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2354, %2355, %2356, %2357, %2358, %2359) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2360 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2361 = "torch.prims.convert_element_type"(%2354, %2360) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %2362 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2363 = "torch.aten.pow.Tensor_Scalar"(%2361, %2362) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %2364 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2365 = "torch.prim.ListConstruct"(%2364) : (!torch.int) -> !torch.list<int>
    %2366 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2367 = "torch.constant.none"() : () -> !torch.none
    %2368 = "torch.aten.mean.dim"(%2363, %2365, %2366, %2367) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %2369 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2370 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2371 = "torch.aten.add.Scalar"(%2368, %2369, %2370) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %2372 = "torch.aten.rsqrt"(%2371) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %2373 = "torch.aten.mul.Tensor"(%2361, %2372) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %2374 = "torch.constant.none"() : () -> !torch.none
    %2375 = "torch.constant.none"() : () -> !torch.none
    %2376 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2377 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2378 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2373, %2374, %2375, %2376, %2377, %2378) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2379 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2380 = "torch.prims.convert_element_type"(%2373, %2379) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2381 = "torch.aten.mul.Tensor"(%173, %2380) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %2382 = "torch.constant.none"() : () -> !torch.none
    %2383 = "torch.constant.none"() : () -> !torch.none
    %2384 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2385 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2386 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2381, %2382, %2383, %2384, %2385, %2386) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2387 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2388 = "torch.prims.convert_element_type"(%2381, %2387) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2389 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2390 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2391 = "torch.prim.ListConstruct"(%2389, %2390) : (!torch.int, !torch.int) -> !torch.list<int>
    %2392 = "torch.aten.view"(%2388, %2391) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %2393 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2394 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2395 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2396 = "torch.prim.ListConstruct"(%2393, %2394, %2395) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2397 = "torch.aten.view"(%2392, %2396) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %2398 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2399 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2400 = "torch.prim.ListConstruct"(%2398, %2399) : (!torch.int, !torch.int) -> !torch.list<int>
    %2401 = "torch.aten.view"(%2397, %2400) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %2402 = "torch.constant.none"() : () -> !torch.none
    %2403 = "torch.constant.none"() : () -> !torch.none
    %2404 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2405 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2406 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2401, %2402, %2403, %2404, %2405, %2406) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2407 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2408 = "torch.prims.convert_element_type"(%2401, %2407) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %2409 = "torch_c.to_builtin_tensor"(%2408) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %2410 = "tensor.cast"(%2409) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %2411:2 = "util.call"(%2410) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2412 = "tensor.cast"(%2411#0) : (tensor<?xi8>) -> tensor<512xi8>
    %2413 = "torch_c.from_builtin_tensor"(%2412) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %2414 = "tensor.cast"(%2411#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %2415 = "torch_c.from_builtin_tensor"(%2414) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %2416 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2417 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2418 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2419 = "torch.prim.ListConstruct"(%2416, %2417, %2418) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2420 = "torch.aten.view"(%2415, %2419) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %2421 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2422 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2423 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2424 = "torch.prim.ListConstruct"(%2421, %2422, %2423) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2425 = "torch.aten.view"(%2413, %2424) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %2426 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2427 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2428 = "torch.prim.ListConstruct"(%2426, %2427) : (!torch.int, !torch.int) -> !torch.list<int>
    %2429 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2430 = "torch.constant.none"() : () -> !torch.none
    %2431 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2432 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2433 = "torch.aten.zeros"(%2428, %2429, %2430, %2431, %2432) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %2434 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2435 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2436 = "torch.prim.ListConstruct"(%2434, %2435) : (!torch.int, !torch.int) -> !torch.list<int>
    %2437 = "torch.aten.view"(%2420, %2436) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %2438 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2439 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2440 = "torch.prim.ListConstruct"(%2438, %2439) : (!torch.int, !torch.int) -> !torch.list<int>
    %2441 = "torch.aten.view"(%175, %2440) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %2442 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2443 = "torch.aten.squeeze.dim"(%2425, %2442) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %2444 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2445 = "torch.aten.squeeze.dim"(%177, %2444) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %2446 = "torch_c.to_builtin_tensor"(%2437) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %2447 = "tensor.cast"(%2446) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %2448 = "torch_c.to_builtin_tensor"(%2441) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %2449 = "tensor.cast"(%2448) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %2450 = "torch_c.to_builtin_tensor"(%2443) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %2451 = "tensor.cast"(%2450) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %2452 = "torch_c.to_builtin_tensor"(%2445) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %2453 = "tensor.cast"(%2452) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %2454 = "torch_c.to_builtin_tensor"(%2433) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %2455 = "tensor.cast"(%2454) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %2456 = "util.call"(%2447, %2449, %2451, %2453, %2455) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2457 = "tensor.cast"(%2456) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %2458 = "torch_c.from_builtin_tensor"(%2457) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %2459 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2460 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2461 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2462 = "torch.prim.ListConstruct"(%2459, %2460, %2461) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2463 = "torch.aten.view"(%2458, %2462) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %2464 = "torch.aten.silu"(%2463) : (!torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %2465 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2466 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2467 = "torch.prim.ListConstruct"(%2465, %2466) : (!torch.int, !torch.int) -> !torch.list<int>
    %2468 = "torch.aten.view"(%2388, %2467) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %2469 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2470 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2471 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2472 = "torch.prim.ListConstruct"(%2469, %2470, %2471) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2473 = "torch.aten.view"(%2468, %2472) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %2474 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2475 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2476 = "torch.prim.ListConstruct"(%2474, %2475) : (!torch.int, !torch.int) -> !torch.list<int>
    %2477 = "torch.aten.view"(%2473, %2476) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %2478 = "torch.constant.none"() : () -> !torch.none
    %2479 = "torch.constant.none"() : () -> !torch.none
    %2480 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2481 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2482 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2477, %2478, %2479, %2480, %2481, %2482) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2483 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2484 = "torch.prims.convert_element_type"(%2477, %2483) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %2485 = "torch_c.to_builtin_tensor"(%2484) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %2486 = "tensor.cast"(%2485) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %2487:2 = "util.call"(%2486) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2488 = "tensor.cast"(%2487#0) : (tensor<?xi8>) -> tensor<512xi8>
    %2489 = "torch_c.from_builtin_tensor"(%2488) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %2490 = "tensor.cast"(%2487#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %2491 = "torch_c.from_builtin_tensor"(%2490) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %2492 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2493 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2494 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2495 = "torch.prim.ListConstruct"(%2492, %2493, %2494) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2496 = "torch.aten.view"(%2491, %2495) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %2497 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2498 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2499 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2500 = "torch.prim.ListConstruct"(%2497, %2498, %2499) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2501 = "torch.aten.view"(%2489, %2500) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %2502 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2503 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2504 = "torch.prim.ListConstruct"(%2502, %2503) : (!torch.int, !torch.int) -> !torch.list<int>
    %2505 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2506 = "torch.constant.none"() : () -> !torch.none
    %2507 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2508 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2509 = "torch.aten.zeros"(%2504, %2505, %2506, %2507, %2508) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %2510 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2511 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2512 = "torch.prim.ListConstruct"(%2510, %2511) : (!torch.int, !torch.int) -> !torch.list<int>
    %2513 = "torch.aten.view"(%2496, %2512) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %2514 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2515 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2516 = "torch.prim.ListConstruct"(%2514, %2515) : (!torch.int, !torch.int) -> !torch.list<int>
    %2517 = "torch.aten.view"(%179, %2516) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %2518 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2519 = "torch.aten.squeeze.dim"(%2501, %2518) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %2520 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2521 = "torch.aten.squeeze.dim"(%181, %2520) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %2522 = "torch_c.to_builtin_tensor"(%2513) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %2523 = "tensor.cast"(%2522) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %2524 = "torch_c.to_builtin_tensor"(%2517) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %2525 = "tensor.cast"(%2524) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %2526 = "torch_c.to_builtin_tensor"(%2519) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %2527 = "tensor.cast"(%2526) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %2528 = "torch_c.to_builtin_tensor"(%2521) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %2529 = "tensor.cast"(%2528) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %2530 = "torch_c.to_builtin_tensor"(%2509) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %2531 = "tensor.cast"(%2530) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %2532 = "util.call"(%2523, %2525, %2527, %2529, %2531) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2533 = "tensor.cast"(%2532) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %2534 = "torch_c.from_builtin_tensor"(%2533) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %2535 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2536 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2537 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2538 = "torch.prim.ListConstruct"(%2535, %2536, %2537) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2539 = "torch.aten.view"(%2534, %2538) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %2540 = "torch.aten.mul.Tensor"(%2464, %2539) : (!torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %2541 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2542 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2543 = "torch.prim.ListConstruct"(%2541, %2542) : (!torch.int, !torch.int) -> !torch.list<int>
    %2544 = "torch.aten.view"(%2540, %2543) : (!torch.vtensor<[1,1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,53248],f16>
    %2545 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2546 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2547 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2548 = "torch.prim.ListConstruct"(%2545, %2546, %2547) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2549 = "torch.aten.view"(%2544, %2548) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1664,32],f16>
    %2550 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2551 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2552 = "torch.prim.ListConstruct"(%2550, %2551) : (!torch.int, !torch.int) -> !torch.list<int>
    %2553 = "torch.aten.view"(%2549, %2552) : (!torch.vtensor<[1,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[1664,32],f16>
    %2554 = "torch.constant.none"() : () -> !torch.none
    %2555 = "torch.constant.none"() : () -> !torch.none
    %2556 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2557 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2558 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2553, %2554, %2555, %2556, %2557, %2558) : (!torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2559 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2560 = "torch.prims.convert_element_type"(%2553, %2559) : (!torch.vtensor<[1664,32],f16>, !torch.int) -> !torch.vtensor<[1664,32],f32>
    %2561 = "torch_c.to_builtin_tensor"(%2560) : (!torch.vtensor<[1664,32],f32>) -> tensor<1664x32xf32>
    %2562 = "tensor.cast"(%2561) : (tensor<1664x32xf32>) -> tensor<?x32xf32>
    %2563:2 = "util.call"(%2562) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2564 = "tensor.cast"(%2563#0) : (tensor<?xi8>) -> tensor<1664xi8>
    %2565 = "torch_c.from_builtin_tensor"(%2564) : (tensor<1664xi8>) -> !torch.vtensor<[1664],ui8>
    %2566 = "tensor.cast"(%2563#1) : (tensor<?x16xi8>) -> tensor<1664x16xi8>
    %2567 = "torch_c.from_builtin_tensor"(%2566) : (tensor<1664x16xi8>) -> !torch.vtensor<[1664,16],ui8>
    %2568 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2569 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2570 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2571 = "torch.prim.ListConstruct"(%2568, %2569, %2570) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2572 = "torch.aten.view"(%2567, %2571) : (!torch.vtensor<[1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,16],ui8>
    %2573 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2574 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2575 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2576 = "torch.prim.ListConstruct"(%2573, %2574, %2575) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2577 = "torch.aten.view"(%2565, %2576) : (!torch.vtensor<[1664],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,1],ui8>
    %2578 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2579 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2580 = "torch.prim.ListConstruct"(%2578, %2579) : (!torch.int, !torch.int) -> !torch.list<int>
    %2581 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2582 = "torch.constant.none"() : () -> !torch.none
    %2583 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2584 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2585 = "torch.aten.zeros"(%2580, %2581, %2582, %2583, %2584) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %2586 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2587 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %2588 = "torch.prim.ListConstruct"(%2586, %2587) : (!torch.int, !torch.int) -> !torch.list<int>
    %2589 = "torch.aten.view"(%2572, %2588) : (!torch.vtensor<[1,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,26624],ui8>
    %2590 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2591 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %2592 = "torch.prim.ListConstruct"(%2590, %2591) : (!torch.int, !torch.int) -> !torch.list<int>
    %2593 = "torch.aten.view"(%183, %2592) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %2594 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2595 = "torch.aten.squeeze.dim"(%2577, %2594) : (!torch.vtensor<[1,1664,1],ui8>, !torch.int) -> !torch.vtensor<[1,1664],ui8>
    %2596 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2597 = "torch.aten.squeeze.dim"(%185, %2596) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %2598 = "torch_c.to_builtin_tensor"(%2589) : (!torch.vtensor<[1,26624],ui8>) -> tensor<1x26624xi8>
    %2599 = "tensor.cast"(%2598) : (tensor<1x26624xi8>) -> tensor<?x?xi8>
    %2600 = "torch_c.to_builtin_tensor"(%2593) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %2601 = "tensor.cast"(%2600) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %2602 = "torch_c.to_builtin_tensor"(%2595) : (!torch.vtensor<[1,1664],ui8>) -> tensor<1x1664xi8>
    %2603 = "tensor.cast"(%2602) : (tensor<1x1664xi8>) -> tensor<?x?xi8>
    %2604 = "torch_c.to_builtin_tensor"(%2597) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %2605 = "tensor.cast"(%2604) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %2606 = "torch_c.to_builtin_tensor"(%2585) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %2607 = "tensor.cast"(%2606) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %2608 = "util.call"(%2599, %2601, %2603, %2605, %2607) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2609 = "tensor.cast"(%2608) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %2610 = "torch_c.from_builtin_tensor"(%2609) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %2611 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2612 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2613 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2614 = "torch.prim.ListConstruct"(%2611, %2612, %2613) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2615 = "torch.aten.view"(%2610, %2614) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %2616 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2617 = "torch.aten.add.Tensor"(%2354, %2615, %2616) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2618 = "torch.constant.none"() : () -> !torch.none
    %2619 = "torch.constant.none"() : () -> !torch.none
    %2620 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2621 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2622 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2617, %2618, %2619, %2620, %2621, %2622) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2623 = "torch.constant.none"() : () -> !torch.none
    %2624 = "torch.constant.none"() : () -> !torch.none
    %2625 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2626 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2627 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2617, %2623, %2624, %2625, %2626, %2627) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2628 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2629 = "torch.prims.convert_element_type"(%2617, %2628) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %2630 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2631 = "torch.aten.pow.Tensor_Scalar"(%2629, %2630) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %2632 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2633 = "torch.prim.ListConstruct"(%2632) : (!torch.int) -> !torch.list<int>
    %2634 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2635 = "torch.constant.none"() : () -> !torch.none
    %2636 = "torch.aten.mean.dim"(%2631, %2633, %2634, %2635) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %2637 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2638 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2639 = "torch.aten.add.Scalar"(%2636, %2637, %2638) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %2640 = "torch.aten.rsqrt"(%2639) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %2641 = "torch.aten.mul.Tensor"(%2629, %2640) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %2642 = "torch.constant.none"() : () -> !torch.none
    %2643 = "torch.constant.none"() : () -> !torch.none
    %2644 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2645 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2646 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2641, %2642, %2643, %2644, %2645, %2646) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2647 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2648 = "torch.prims.convert_element_type"(%2641, %2647) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2649 = "torch.aten.mul.Tensor"(%187, %2648) : (!torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %2650 = "torch.constant.none"() : () -> !torch.none
    %2651 = "torch.constant.none"() : () -> !torch.none
    %2652 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2653 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2654 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2649, %2650, %2651, %2652, %2653, %2654) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2655 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2656 = "torch.prims.convert_element_type"(%2649, %2655) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %2657 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2658 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2659 = "torch.aten.transpose.int"(%189, %2657, %2658) : (!torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int) -> !torch.vtensor<[16384,16384],f16>
    %2660 = "torch.constant.none"() : () -> !torch.none
    %2661 = "torch.constant.none"() : () -> !torch.none
    %2662 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2663 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2664 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2659, %2660, %2661, %2662, %2663, %2664) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2665 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2666 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2667 = "torch.prim.ListConstruct"(%2665, %2666) : (!torch.int, !torch.int) -> !torch.list<int>
    %2668 = "torch.aten.view"(%2656, %2667) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %2669 = "torch.aten.matmul"(%2668, %2659) : (!torch.vtensor<[1,16384],f16>, !torch.vtensor<[16384,16384],f16>) -> !torch.vtensor<[1,16384],f16>
    %2670 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2671 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2672 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2673 = "torch.prim.ListConstruct"(%2670, %2671, %2672) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2674 = "torch.aten.view"(%2669, %2673) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    "func.return"(%2674) : (!torch.vtensor<[1,1,16384],f16>) -> ()
  }) {torch.assume_strict_symbolic_shapes} : () -> ()
  "util.func"() <{function_type = (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>), sym_name = "dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg27: tensor<?x32xf32>):
    %79 = "arith.constant"() <{value = 0 : index}> : () -> index
    %80 = "arith.constant"() <{value = 1 : index}> : () -> index
    %81 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %82 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %83 = "tensor.dim"(%arg27, %79) : (tensor<?x32xf32>, index) -> index
    %84 = "tensor.empty"(%83) : (index) -> tensor<?xi8>
    %85 = "tensor.empty"(%83) : (index) -> tensor<?xf32>
    %86 = "tensor.empty"(%83) : (index) -> tensor<?x16xi8>
    %87 = "linalg.fill"(%82, %85) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<?xf32>) -> tensor<?xf32>
    %88 = "linalg.reduce"(%arg27, %87) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %98 = "math.absf"(%arg33) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %99 = "arith.maximumf"(%98, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<?xf32>) -> tensor<?xf32>
    %89 = "linalg.generic"(%88, %84) <{indexing_maps = [#map51, #map51], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: i8):
      %95 = "arith.mulf"(%arg31, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.truncf"(%95) : (f32) -> f8E8M0FNU
      %97 = "arith.bitcast"(%96) : (f8E8M0FNU) -> i8
      "linalg.yield"(%97) : (i8) -> ()
    }) : (tensor<?xf32>, tensor<?xi8>) -> tensor<?xi8>
    %90 = "tensor.empty"(%83) : (index) -> tensor<?x32xf4E2M1FN>
    %91 = "linalg.generic"(%arg27, %88, %90) <{indexing_maps = [#map52, #map53, #map52], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f4E2M1FN):
      %93 = "arith.mulf"(%arg29, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %94 = "arith.scaling_truncf"(%arg28, %93) : (f32, f32) -> f4E2M1FN
      "linalg.yield"(%94) : (f4E2M1FN) -> ()
    }) : (tensor<?x32xf32>, tensor<?xf32>, tensor<?x32xf4E2M1FN>) -> tensor<?x32xf4E2M1FN>
    %92 = "iree_tensor_ext.bitcast"(%91, %83, %83) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?x32xf4E2M1FN>, index, index) -> tensor<?x16xi8>
    "util.return"(%89, %92) : (tensor<?xi8>, tensor<?x16xi8>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8, #encoding>, tensor<?x?xi8, #encoding>, tensor<?x?xf32>) -> tensor<?x?xf16>, sym_name = "asm_mxfp4_gemm", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg15: tensor<?x?xi8>, %arg16: tensor<?x?xi8>, %arg17: tensor<?x?xi8, #encoding>, %arg18: tensor<?x?xi8, #encoding>, %arg19: tensor<?x?xf32>):
    %39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %40 = "arith.constant"() <{value = 1 : index}> : () -> index
    %41 = "arith.constant"() <{value = 2 : index}> : () -> index
    %42 = "arith.constant"() <{value = 32 : index}> : () -> index
    %43 = "arith.constant"() <{value = 255 : index}> : () -> index
    %44 = "arith.constant"() <{value = 256 : index}> : () -> index
    %45 = "tensor.dim"(%arg15, %39) : (tensor<?x?xi8>, index) -> index
    %46 = "tensor.dim"(%arg16, %39) : (tensor<?x?xi8>, index) -> index
    %47 = "tensor.dim"(%arg15, %40) : (tensor<?x?xi8>, index) -> index
    %48 = "arith.muli"(%47, %41) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %49 = "arith.divui"(%48, %42) : (index, index) -> index
    %50 = "affine.apply"(%45) <{map = #map54}> : (index) -> index
    %51 = "arith.subi"(%50, %45) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %52 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %53 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %54 = "tensor.pad"(%arg19, %39, %39, %51, %39) <{operandSegmentSizes = array<i32: 1, 2, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg25: index, %arg26: index):
      "tensor.yield"(%53) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
    %55 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %56 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %57 = "arith.bitcast"(%55) : (f32) -> i32
    %58 = "arith.bitcast"(%56) : (f32) -> i32
    %59 = "arith.index_cast"(%45) : (index) -> i32
    %60 = "arith.index_cast"(%46) : (index) -> i32
    %61 = "arith.index_cast"(%48) : (index) -> i32
    %62 = "arith.index_cast"(%49) : (index) -> i32
    %63 = "hal.dispatch.extern"(%45, %46, %57, %58, %61, %61, %60, %59, %60, %61, %62, %62, %arg15, %arg16, %arg17, %arg18, %54, %45, %47, %46, %47, %50, %49, %46, %49, %50, %46, %50, %46) <{export_name = "f4gemm_kernel_func", layout = #pipeline_layout, operandSegmentSizes = array<i32: 2, 15, 10, 2>, target_objects = [[#hal.executable.object<{path = "", data = dense<"0x7F454C460201014004000000000000000300E0000100000000000000000000004000000000000000D85B0000000000004F05000040003800080040000E000C000600000004000000400000000000000040000000000000004000000000000000C001000000000000C001000000000000080000000000000001000000040000000000000000000000000000000000000000000000000000004009000000000000400900000000000000100000000000000100000005000000000A000000000000001A000000000000001A000000000000C44E000000000000C44E00000000000000100000000000000100000006000000C858000000000000C878000000000000C8780000000000007000000000000000380700000000000000100000000000000200000006000000C858000000000000C878000000000000C87800000000000070000000000000007000000000000000080000000000000052E5746404000000C858000000000000C878000000000000C87800000000000070000000000000003807000000000000010000000000000051E57464060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000400000004000000000200000000000000020000000000000002000000000000480600000000000048060000000000000400000000000000070000003406000020000000414D44475055000082AE616D646873612E6B65726E656C73918CA52E61726773DC001086AE2E61637475616C5F616363657373A9726561645F6F6E6C79AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A141A72E6F666673657400A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657286AE2E61637475616C5F616363657373A9726561645F6F6E6C79AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A142A72E6F666673657408A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657286AE2E61637475616C5F616363657373A9726561645F6F6E6C79AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A65363616C6541A72E6F666673657410A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657286AE2E61637475616C5F616363657373A9726561645F6F6E6C79AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A65363616C6542A72E6F666673657418A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657286AE2E61637475616C5F616363657373A9726561645F6F6E6C79AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A143A72E6F666673657420A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657286AE2E61637475616C5F616363657373AA726561645F7772697465AE2E616464726573735F7370616365A6676C6F62616CA52E6E616D65A144A72E6F666673657428A52E73697A6508AB2E76616C75655F6B696E64AD676C6F62616C5F62756666657285A52E6E616D65A5616C706861A72E6F666673657430A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A462657461A72E6F666673657438A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A87374726964654130A72E6F666673657440A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A87374726964654230A72E6F666673657448A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A87374726964654330A72E6F666673657450A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A44D64696DA72E6F666673657458A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A44E64696DA72E6F666673657460A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65A44B64696DA72E6F666673657468A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65AD7374726964655363616C654130A72E6F666673657470A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A369333285A52E6E616D65AD7374726964655363616C654230A72E6F666673657478A52E73697A6504AB2E76616C75655F6B696E64A862795F76616C7565AB2E76616C75655F74797065A3693332B92E67726F75705F7365676D656E745F66697865645F73697A65CE00028000B62E6B65726E6172675F7365676D656E745F616C69676E08B52E6B65726E6172675F7365676D656E745F73697A65CC80B82E6D61785F666C61745F776F726B67726F75705F73697A65CD0100A52E6E616D65B2663467656D6D5F6B65726E656C5F66756E63BB2E707269766174655F7365676D656E745F66697865645F73697A6500B42E726571645F776F726B67726F75705F73697A6593CD01000101AB2E736770725F636F756E7460A72E73796D626F6CB5663467656D6D5F6B65726E656C5F66756E632E6B64AB2E766770725F636F756E74CD0200AF2E7761766566726F6E745F73697A6540AE616D646873612E76657273696F6E9201000000000000000000000000000000000000000000000000000100000012030700001A00000000000000000000000000001400000011000600000900000000000040000000000000000100000001000000010000001A000000002000000008010201000000F08EA1AFCD3A63E6030000000300000000000000010000000200000000000000000000000000000000663467656D6D5F6B65726E656C5F66756E6300663467656D6D5F6B65726E656C5F66756E632E6B6400000000800200000000000000000000000000001100000000000000000000000000000000000000000000000000003F0000003F030C0084030000080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001FF0186FFFF0000000306C000000000000406C008000000000506C010000000000606C018000000000206C020000000000106C028000000800902C030000000C00902C038000000400A02C040000000800A02C048000000000A02C050000000C00A02C058000000000B02C060000000400B02C068000000000902C070000000400902C0780000008A0002208A020420FF040426FF030000FF020226FF030000FF000026FF03000086000620BF0000260305627E7FC08CBF2B8D348F3485348E033404BF210084BF2CFF3080FF00000030882F8F2F033092300230812C8D358F35852E8E342E3492303404BF0D0084BF30FF3486FF030000349F2E8634852F8F308A308F303504BF030085BF3035B0812FA02F81FBFF82BF30A030922E302E810C0082BF3034B0812F2EB5818000AFBE303504BF030085BF3035B0812F812F81FBFF82BF2E302E81020082BF0200AEBE0300AFBED00086BED0008ABED00092BED0008EBEFF0087BE00000200FF008BBE00000200FF0093BE00000200FF008FBE0000020005FF0586FFFF000009FF0986FFFF000011FF1186FFFF00000DFF0D86FFFF000005FF05870000040009FF09870000040011FF1187000004000DFF0D87000004002981298F292B349234008EBE2A812A8F2A2C3492340092BE2B9F34803485348F3485348E34243592350096BE2C25359235009ABEFF0097BE00000200FF009BBE0000020015FF1586FFFF000019FF1986FFFF000015FF15870000040019FF1987000004008300082082080A20840A0A248308082681080C20820C0C24050D0A688108082605090A68D40085D2290A02008700082684080824D409A8693181348F348834923181358635823592343534802FFF359200010000343534802934349234A8A96929A0349234A8AB6934AAAD6934ACAF6934AEB16934B0B36934B2B56934B4B769FF31369220040000FF363680001000008F00082683080A20820A0A0C8300082681080C20050D0868FF08B80D200400008700082682080A20FF0A0A0C0001000005B9B96981000826FF080C0C8000000006B9B969840008209008080C04B9B969FF00B4BE00100000DC0034D1DC690000FFB8BB69008400008200BC252FFF34920001000031A03592353434813424359235BCBD69FF2435928000000035BCBF6931FF379200010000378037818200C02580C0C1698400C2252EFF34920001000031C0359234353480342A349234C2C369902A349234C2C56934C4C76934C6C969FFC2CB6900040000FFC4CD6900040000FFC6CF6900040000FFC8D169000400008200D2252EFF34920001000031C03592353434813425359235D2D369A025349234D2D569FF00B8BE80000000FF00B9BE00080000FF00BABE00010000FF00BBBE0001000080367C8000105DE0D40003800040D9D3800000180140D9D3800000180240D9D3800000180340D9D3800000180440D9D3800000180540D9D3800000180640D9D3800000180740D9D380000018FF367C808010000000105DE0D50003800840D9D3800000180940D9D3800000180A40D9D3800000180B40D9D3800000180C40D9D3800000180D40D9D3800000180E40D9D3800000180F40D9D380000018FF367C800021000000105DE0D60003801040D9D3800000181140D9D3800000181240D9D3800000181340D9D3800000181440D9D3800000181540D9D3800000181640D9D3800000181740D9D380000018FF367C808031000000105DE0D70003801840D9D3800000181940D9D3800000181A40D9D3800000181B40D9D3800000181C40D9D3800000181D40D9D3800000181E40D9D3800000181F40D9D38000001880377C80001051E0DE0005802040D9D3800000182140D9D3800000182240D9D3800000182340D9D3800000182440D9D3800000182540D9D3800000182640D9D3800000182740D9D380000018FF367C800042000000105DE0D80003802840D9D3800000182940D9D3800000182A40D9D3800000182B40D9D3800000182C40D9D3800000182D40D9D3800000182E40D9D3800000182F40D9D380000018FF367C808052000000105DE0D90003803040D9D3800000183140D9D3800000183240D9D3800000183340D9D3800000183440D9D3800000183540D9D3800000183640D9D3800000183740D9D380000018FF367C800063000000105DE0DA0003803840D9D3800000183940D9D3800000183A40D9D3800000183B40D9D3800000183C40D9D3800000183D40D9D3800000183E40D9D3800000183F40D9D380000018FF367C808073000000105DE0DB0003804040D9D3800000184140D9D3800000184240D9D3800000184340D9D3800000184440D9D3800000184540D9D3800000184640D9D3800000184740D9D380000018FF377C8000040000001051E0DF0005804840D9D3800000184940D9D3800000184A40D9D3800000184B40D9D3800000184C40D9D3800000184D40D9D3800000184E40D9D3800000184F40D9D380000018380C0C80800D0D820E388E803A14148080151582163A96805040D9D3800000185140D9D3800000185240D9D3800000185340D9D3800000185440D9D3800000185540D9D3800000185640D9D3800000185740D9D38000001800105CE0E18804805840D9D3800000185940D9D3800000185A40D9D3800000185B40D9D3800000185C40D9D3800000185D40D9D3800000185E40D9D3800000185F40D9D38000001800105CE0E28C04806040D9D3800000186140D9D3800000186240D9D3800000186340D9D3800000186440D9D3800000186540D9D3800000186640D9D3800000186740D9D38000001800105CE0E39004806840D9D3800000186940D9D3800000186A40D9D3800000186B40D9D3800000186C40D9D3800000186D40D9D3800000186E40D9D3800000186F40D9D38000001800105CE0E49404807040D9D3800000187140D9D3800000187240D9D3800000187340D9D3800000187440D9D3800000187540D9D3800000187640D9D3800000187740D9D38000001800105CE0E59804807840D9D3800000187940D9D3800000187A40D9D3800000187B40D9D3800000187C40D9D3800000187D40D9D3800000187E40D9D3800000187F40D9D38000001800105CE0E69C04808040D9D3800000188140D9D3800000188240D9D3800000188340D9D3800000188440D9D3800000188540D9D3800000188640D9D3800000188740D9D38000001800105CE0E7A004808840D9D3800000188940D9D3800000188A40D9D3800000188B40D9D3800000188C40D9D3800000188D40D9D3800000188E40D9D3800000188F40D9D38000001800105CE0E8A404809040D9D3800000189140D9D3800000189240D9D3800000189340D9D3800000189440D9D3800000189540D9D3800000189640D9D3800000189740D9D380000018391010808011118212399280001050E0E9D006809840D9D3800000189940D9D3800000189A40D9D3800000189B40D9D3800000189C40D9D3800000189D40D9D3800000189E40D9D3800000189F40D9D380000018001050E0EAD10680A040D9D380000018A140D9D380000018A240D9D380000018A340D9D380000018A440D9D380000018A540D9D380000018A640D9D380000018A740D9D3800000183B181880801919821A3B9A80FF367C800084000000105DE0D4000380A840D9D380000018A940D9D380000018AA40D9D380000018AB40D9D380000018AC40D9D380000018AD40D9D380000018AE40D9D380000018AF40D9D380000018FF367C808094000000105DE0D5000380B040D9D380000018B140D9D380000018B240D9D380000018B340D9D380000018B440D9D380000018B540D9D380000018B640D9D380000018B740D9D380000018FF367C8000A5000000105DE0D6000380B840D9D380000018B940D9D380000018BA40D9D380000018BB40D9D380000018BC40D9D380000018BD40D9D380000018BE40D9D380000018BF40D9D380000018FF367C8080B5000000105DE0D7000380C040D9D380000018C140D9D380000018C240D9D380000018C340D9D380000018C440D9D380000018C540D9D380000018C640D9D380000018C740D9D380000018FF377C8000080000001051E0DE000580C840D9D380000018C940D9D380000018CA40D9D380000018CB40D9D380000018CC40D9D380000018CD40D9D380000018CE40D9D380000018CF40D9D380000018FF367C8000C6000000105DE0D8000380D040D9D380000018D140D9D380000018D240D9D380000018D340D9D380000018D440D9D380000018D540D9D380000018D640D9D380000018D740D9D380000018FF367C8080D6000000105DE0D9000380D840D9D380000018D940D9D380000018DA40D9D380000018DB40D9D380000018DC40D9D380000018DD40D9D380000018DE40D9D380000018DF40D9D380000018FF367C8000E7000000105DE0DA000380E040D9D380000018E140D9D380000018E240D9D380000018E340D9D380000018E440D9D380000018E540D9D380000018E640D9D380000018E740D9D380000018FF367C8080F7000000105DE0DB000380E840D9D380000018E940D9D380000018EA40D9D380000018EB40D9D380000018EC40D9D380000018ED40D9D380000018EE40D9D380000018EF40D9D380000018FF377C80000C0000001051E0DF000580F040D9D380000018F140D9D380000018F240D9D380000018F340D9D380000018F440D9D380000018F540D9D380000018F640D9D380000018F740D9D380000018380C0C80800D0D820E388E803A14148080151582163A9680F840D9D380000018F940D9D380000018FA40D9D380000018FB40D9D380000018FC40D9D380000018FD40D9D380000018FE40D9D380000018FF40D9D380000018794F8CBF00008ABF0000FED9DC0000084000FED9DC0000280002FED9DC00000C4002FED9DC00002C8010FED9DC000010C010FED9DC0000308012FED9DC000014C012FED9DC0000340021FED9DC0000184021FED9DC0000380023FED9DC00001C4023FED9DC00003C8031FED9DC000020C031FED9DC0000408033FED9DC000024C033FED9DC00004400006CD8E00000C800016CD8E00000C900026CD8E00000CA00036CD8E00000CB2881288E2FFF34920001000034283596053505803428359204350480800505822B34B48134283492340086BEEB0013D1001F0100EB0085D2EB510000850008209008080C04D7D7698400082081080826A008080C04D7D7692EFF34920001000031C03592343534813481348E34D6D76928903592EC0034D1EB6B0000ED0034D1EC6B0000EE0034D1ED6B0000EF0034D1EE6B0000F00034D1EF6B0000F10034D1F06B0000F20034D1F16B0000F30034D1F26B0000F40034D1F36B0000F50034D1F46B0000F60034D1F56B0000F70034D1F66B0000F80034D1F76B0000F90034D1F86B0000FA0034D1F96B00008000B2BE2D00B3BEFF330ABF00020000388038853A803A85FF330ABF00010000398039853B803B85318204BF570584BF7A008CBF0060ACD3D0910300008CADD38811028400008ABF000080BF000080BF0070ACD3D0910300048CADD38819128400105CE0E1A804800068ACD3D0910300208CADD38C1182840042FED9DC0000480078ACD3D0910300248CADD38C1992840060ACD3D0930300088CADD3882122840070ACD3D09303000C8CADD38829328400105CE0E2AC04800068ACD3D0930300288CADD38C21A2844042FED9DC0000680078ACD3D09303002C8CADD38C29B2840060ACD3D0950300108CADD3883142840070ACD3D0950300148CADD38839528400105CE0E3B004800028ACD3D0950300308CADD38C31C2840044FED9DC00004C0078ACD3D0950300348CADD38C39D2840060ACD3D0970300188CADD3884162840070ACD3D09703001C8CADD38849728400105CE0E4B404800068ACD3D0970300388CADD38C41E2844044FED9DC00006C0078ACD3D09703003C8CADD38C49F2840060ACD3D1910300408CADD3901102850070ACD3D1910300448CADD39019128500105CE0E5B804800068ACD3D1910300608CADD3941182858052FED9DC0000500078ACD3D1910300648CADD3941992850060ACD3D1930300488CADD3902122850070ACD3D19303004C8CADD39029328500105CE0E6BC04800068ACD3D1930300688CADD39421A285C052FED9DC0000700078ACD3D19303006C8CADD39429B2850060ACD3D1950300508CADD3903142850070ACD3D1950300548CADD39039528500105CE0E7C004800068ACD3D1950300708CADD39431C2858054FED9DC0000540078ACD3D1950300748CADD39439D2850060ACD3D1970300588CADD3904162850070ACD3D19703005C8CADD39049728500105CE0E8C404800068ACD3D1970300788CADD39441E285C054FED9DC0000740078ACD3D19703007C8CADD39449F2850060ACD3D0910318008CADD3985102840070ACD3D0910318048CADD398591284001050E0E9D206800068ACD3D0910318208CADD39C5182840063FED9DC0000580078ACD3D0910318248CADD39C5992840060ACD3D0930318088CADD3986122840070ACD3D09303180C8CADD398693284001050E0EAD306800068ACD3D0930318288CADD39C61A2844063FED9DC0000780078ACD3D09303182C8CADD39C69B2840060ACD3D0950318108CADD398714284FF323580000200000070ACD3D0950318148CADD3987952840065FED9DC00005C0068ACD3D0950318308CADD39C71C28435330ABF0078ACD3D0950318348CADD39C79D2844065FED9DC00007C0060ACD3D0970318188CADD398816284398039850070ACD3D09703181C8CADD3988972848073FED9DC0000600068ACD3D0970318388CADD39C81E2843B803B850078ACD3D09703183C8CADD39C89F284C073FED9DC0000800060ACD3D1910318408CADD3A0510285391010800070ACD3D1910318448CADD3A05912858075FED9DC0000640068ACD3D1910318608CADD3A4518285801111820078ACD3D1910318648CADD3A4599285C075FED9DC0000840060ACD3D1930318488CADD3A0612285123992800070ACD3D19303184C8CADD3A069328500046CD8E00000CC0068ACD3D1930318688CADD3A461A2853B1818800078ACD3D19303186C8CADD3A469B28500056CD8E00000CD0020ACD3D1950318508CADD3A0714285801919820070ACD3D1950318548CADD3A079528500066CD8E00000CE0068ACD3D1950318708CADD3A471C2851A3B9A800078ACD3D1950318748CADD3A479D28500076CD8E00000CF0060ACD3D1970318588CADD3A08162850070ACD3D19703185C8CADD3A08972850068ACD3D1970318788CADD3A481E2850078ACD3D19703187C8CADD3A489F2857F008CBF0060ACD3D0990300808CADD38891028600008ABF000080BF0070ACD3D0990300848CADD38899128680367C800068ACD3D0990300A08CADD38C9182860000FED9DD0000080078ACD3D0990300A48CADD38C99928600105DE0D40003800060ACD3D09B0300888CADD388A122864000FED9DD0000280070ACD3D09B03008C8CADD388A93286FF367C80801000000068ACD3D09B0300A88CADD38CA1A2860002FED9DD00000C0078ACD3D09B0300AC8CADD38CA9B28600105DE0D50003800060ACD3D09D0300908CADD388B142864002FED9DD00002C0070ACD3D09D0300948CADD388B95286FF367C80002100000068ACD3D09D0300B08CADD38CB1C2868010FED9DD0000100078ACD3D09D0300B48CADD38CB9D28600105DE0D60003800060ACD3D09F0300988CADD388C16286C010FED9DD0000300070ACD3D09F03009C8CADD388C97286FF367C80803100000068ACD3D09F0300B88CADD38CC1E2868012FED9DD0000140078ACD3D09F0300BC8CADD38CC9F28600105DE0D70003800060ACD3D1990300C08CADD390910287C012FED9DD0000340070ACD3D1990300C48CADD39099128780377C800068ACD3D1990300E08CADD3949182870021FED9DD0000180078ACD3D1990300E48CADD394999287001051E0DE0005800060ACD3D19B0300C88CADD390A122874021FED9DD0000380070ACD3D19B0300CC8CADD390A93287FF367C80004200000068ACD3D19B0300E88CADD394A1A2870023FED9DD00001C0078ACD3D19B0300EC8CADD394A9B28700105DE0D80003800060ACD3D19D0300D08CADD390B142874023FED9DD00003C0070ACD3D19D0300D48CADD390B95287FF367C80805200000068ACD3D19D0300F08CADD394B1C2878031FED9DD0000200078ACD3D19D0300F48CADD394B9D28700105DE0D90003800060ACD3D19F0300D88CADD390C16287C031FED9DD0000400070ACD3D19F0300DC8CADD390C97287FF367C80006300000068ACD3D19F0300F88CADD394C1E2878033FED9DD0000240078ACD3D19F0300FC8CADD394C9F28700105DE0DA0003800060ACD3D0990318808CADD398D10286C033FED9DD0000440070ACD3D0990318848CADD398D91286FF367C80807300000068ACD3D0990318A08CADD39CD1828600086CD8E00000C80078ACD3D0990318A48CADD39CD9928600105DE0DB0003800060ACD3D09B0318888CADD398E1228600096CD8E00000C90070ACD3D09B03188C8CADD398E93286FF377C80000400000068ACD3D09B0318A88CADD39CE1A286000A6CD8E00000CA0078ACD3D09B0318AC8CADD39CE9B286001051E0DF0005800060ACD3D09D0318908CADD398F14286000B6CD8E00000CB0070ACD3D09D0318948CADD398F95286FF323480000300000068ACD3D09D0318B08CADD39CF1C2860078ACD3D09D0318B48CADD39CF9D28634330ABF0060ACD3D09F0318988CADD3980163860070ACD3D09F03189C8CADD398097386388038850068ACD3D09F0318B88CADD39C01E3860078ACD3D09F0318BC8CADD39C09F3863A803A850060ACD3D1990318C08CADD3A0D102870070ACD3D1990318C48CADD3A0D91287380C0C800068ACD3D1990318E08CADD3A4D182870078ACD3D1990318E48CADD3A4D99287800D0D820060ACD3D19B0318C88CADD3A0E122870070ACD3D19B0318CC8CADD3A0E932870E388E800068ACD3D19B0318E88CADD3A4E1A2870078ACD3D19B0318EC8CADD3A4E9B2873A1414800060ACD3D19D0318D08CADD3A0F142870070ACD3D19D0318D48CADD3A0F95287801515820068ACD3D19D0318F08CADD3A4F1C2870078ACD3D19D0318F48CADD3A4F9D287163A96800060ACD3D19F0318D88CADD3A0016387000132B70070ACD3D19F0318DC8CADD3A0097387323304BF0068ACD3D19F0318F88CADD3A401E3870078ACD3D19F0318FC8CADD3A409F387030884BF7A008CBF0060ACD3D2910300008CADD3A811028400008ABF000080BF000080BF0070ACD3D2910300048CADD3A819128400105CE0E18804800068ACD3D2910300208CADD3AC1182840042FED9DD0000480078ACD3D2910300248CADD3AC1992840060ACD3D2930300088CADD3A82122840070ACD3D29303000C8CADD3A829328400105CE0E28C04800068ACD3D2930300288CADD3AC21A2844042FED9DD0000680078ACD3D29303002C8CADD3AC29B2840060ACD3D2950300108CADD3A83142840070ACD3D2950300148CADD3A839528400105CE0E39004800068ACD3D2950300308CADD3AC31C2840044FED9DD00004C0078ACD3D2950300348CADD3AC39D2840060ACD3D2970300188CADD3A84162840070ACD3D29703001C8CADD3A849728400105CE0E49404800068ACD3D2970300388CADD3AC41E2844044FED9DD00006C0078ACD3D29703003C8CADD3AC49F2840060ACD3D3910300408CADD3B01102850070ACD3D3910300448CADD3B019128500105CE0E59804800068ACD3D3910300608CADD3B41182858052FED9DD0000500078ACD3D3910300648CADD3B41992850060ACD3D3930300488CADD3B02122850070ACD3D39303004C8CADD3B029328500105CE0E69C04800068ACD3D3930300688CADD3B421A285C052FED9DD0000700078ACD3D39303006C8CADD3B429B2850060ACD3D3950300508CADD3B03142850070ACD3D3950300548CADD3B039528500105CE0E7A004800068ACD3D3950300708CADD3B431C2858054FED9DD0000540078ACD3D3950300748CADD3B439D2850060ACD3D3970300588CADD3B04162850070ACD3D39703005C8CADD3B049728500105CE0E8A404800068ACD3D3970300788CADD3B441E285C054FED9DD0000740078ACD3D39703007C8CADD3B449F2850060ACD3D2910318008CADD3B85102840070ACD3D2910318048CADD3B8591284001050E0E9D006800068ACD3D2910318208CADD3BC5182840063FED9DD0000580078ACD3D2910318248CADD3BC5992840060ACD3D2930318088CADD3B86122840070ACD3D29303180C8CADD3B8693284001050E0EAD106800068ACD3D2930318288CADD3BC61A2844063FED9DD0000780078ACD3D29303182C8CADD3BC69B2840060ACD3D2950318108CADD3B8714284FF323580000200000070ACD3D2950318148CADD3B87952840065FED9DD00005C0068ACD3D2950318308CADD3BC71C28435330ABF0078ACD3D2950318348CADD3BC79D2844065FED9DD00007C0060ACD3D2970318188CADD3B8816284398039850070ACD3D29703181C8CADD3B88972848073FED9DD0000600068ACD3D2970318388CADD3BC81E2843B803B850078ACD3D29703183C8CADD3BC89F284C073FED9DD0000800060ACD3D3910318408CADD3C0510285391010800070ACD3D3910318448CADD3C05912858075FED9DD0000640068ACD3D3910318608CADD3C4518285801111820078ACD3D3910318648CADD3C4599285C075FED9DD0000840060ACD3D3930318488CADD3C0612285123992800070ACD3D39303184C8CADD3C0693285000C6CD8E00000CC0068ACD3D3930318688CADD3C461A2853B1818800078ACD3D39303186C8CADD3C469B285000D6CD8E00000CD0060ACD3D3950318508CADD3C0714285801919820070ACD3D3950318548CADD3C0795285000E6CD8E00000CE0068ACD3D3950318708CADD3C471C2851A3B9A800078ACD3D3950318748CADD3C479D285000F6CD8E00000CF0060ACD3D3970318588CADD3C08162850070ACD3D39703185C8CADD3C08972850068ACD3D3970318788CADD3C481E2850078ACD3D39703187C8CADD3C489F2857F008CBF0060ACD3D2990300808CADD3A891028600008ABF000080BF0070ACD3D2990300848CADD3A8991286FF367C80008400000068ACD3D2990300A08CADD3AC9182860000FED9DC0000080078ACD3D2990300A48CADD3AC99928600105DE0D40003800060ACD3D29B0300888CADD3A8A122864000FED9DC0000280070ACD3D29B03008C8CADD3A8A93286FF367C80809400000068ACD3D29B0300A88CADD3ACA1A2860002FED9DC00000C0078ACD3D29B0300AC8CADD3ACA9B28600105DE0D50003800000ACD3D29D0300908CADD3A8B142864002FED9DC00002C0070ACD3D29D0300948CADD3A8B95286FF367C8000A500000068ACD3D29D0300B08CADD3ACB1C2868010FED9DC0000100078ACD3D29D0300B48CADD3ACB9D28600105DE0D60003800060ACD3D29F0300988CADD3A8C16286C010FED9DC0000300070ACD3D29F03009C8CADD3A8C97286FF367C8080B500000068ACD3D29F0300B88CADD3ACC1E2868012FED9DC0000140078ACD3D29F0300BC8CADD3ACC9F28600105DE0D70003800060ACD3D3990300C08CADD3B0910287C012FED9DC0000340070ACD3D3990300C48CADD3B0991287FF377C80000800000068ACD3D3990300E08CADD3B49182870021FED9DC0000180078ACD3D3990300E48CADD3B4999287001051E0DE0005800060ACD3D39B0300C88CADD3B0A122874021FED9DC0000380070ACD3D39B0300CC8CADD3B0A93287FF367C8000C600000068ACD3D39B0300E88CADD3B4A1A2870023FED9DC00001C0078ACD3D39B0300EC8CADD3B4A9B28700105DE0D80003800060ACD3D39D0300D08CADD3B0B142874023FED9DC00003C0070ACD3D39D0300D48CADD3B0B95287FF367C8080D600000068ACD3D39D0300F08CADD3B4B1C2878031FED9DC0000200078ACD3D39D0300F48CADD3B4B9D28700105DE0D90003800060ACD3D39F0300D88CADD3B0C16287C031FED9DC0000400070ACD3D39F0300DC8CADD3B0C97287FF367C8000E700000068ACD3D39F0300F88CADD3B4C1E2878033FED9DC0000240078ACD3D39F0300FC8CADD3B4C9F28700105DE0DA0003800060ACD3D2990318808CADD3B8D10286C033FED9DC0000440070ACD3D2990318848CADD3B8D91286FF367C8080F700000068ACD3D2990318A08CADD3BCD1828600006CD8E00000C80078ACD3D2990318A48CADD3BCD9928600105DE0DB0003800060ACD3D29B0318888CADD3B8E1228600016CD8E00000C90070ACD3D29B03188C8CADD3B8E93286FF377C80000C00000068ACD3D29B0318A88CADD3BCE1A28600026CD8E00000CA0078ACD3D29B0318AC8CADD3BCE9B286001051E0DF0005800060ACD3D29D0318908CADD3B8F1428600036CD8E00000CB0070ACD3D29D0318948CADD3B8F95286FF323480000300000068ACD3D29D0318B08CADD3BCF1C2860078ACD3D29D0318B48CADD3BCF9D28634330ABF0060ACD3D29F0318988CADD3B80163860070ACD3D29F03189C8CADD3B8097386388038850068ACD3D29F0318B88CADD3BC01E3860078ACD3D29F0318BC8CADD3BC09F3863A803A850060ACD3D3990318C08CADD3C0D102870070ACD3D3990318C48CADD3C0D91287380C0C800068ACD3D3990318E08CADD3C4D182870078ACD3D3990318E48CADD3C4D99287800D0D820060ACD3D39B0318C88CADD3C0E122870070ACD3D39B0318CC8CADD3C0E932870E388E800068ACD3D39B0318E88CADD3C4E1A2870078ACD3D39B0318EC8CADD3C4E9B2873A1414800060ACD3D39D0318D08CADD3C0F142870070ACD3D39D0318D48CADD3C0F95287801515820068ACD3D39D0318F08CADD3C4F1C2870078ACD3D39D0318F48CADD3C4F9D287163A96800060ACD3D39F0318D88CADD3C0016387000132B70070ACD3D39F0318DC8CADD3C0097387323304BF0068ACD3D39F0318F88CADD3C401E3870078ACD3D39F0318FC8CADD3C409F387570584BFA9FA82BF000080BF7A008CBF0060ACD3D0910300008CADD38811028400008ABF000080BF000080BF0070ACD3D0910300048CADD3881912840042FED9DC0000480068ACD3D0910300208CADD38C11828400105CE0E1A804800078ACD3D0910300248CADD38C1992840060ACD3D0930300088CADD3882122840070ACD3D09303000C8CADD3882932844042FED9DC0000680068ACD3D0930300288CADD38C21A28400105CE0E2AC04800058ACD3D09303002C8CADD38C29B2840060ACD3D0950300108CADD3883142840070ACD3D0950300148CADD3883952840044FED9DC00004C0068ACD3D0950300308CADD38C31C28400105CE0E3B004800078ACD3D0950300348CADD38C39D2840060ACD3D0970300188CADD3884162840070ACD3D09703001C8CADD3884972844044FED9DC00006C0068ACD3D0970300388CADD38C41E28400105CE0E4B404800078ACD3D09703003C8CADD38C49F2840060ACD3D1910300408CADD3901102850070ACD3D1910300448CADD3901912858052FED9DC0000500068ACD3D1910300608CADD39411828500105CE0E5B804800078ACD3D1910300648CADD3941992850060ACD3D1930300488CADD3902122850070ACD3D19303004C8CADD390293285C052FED9DC0000700068ACD3D1930300688CADD39421A28500105CE0E6BC04800078ACD3D19303006C8CADD39429B2850060ACD3D1950300508CADD3903142850070ACD3D1950300548CADD3903952858054FED9DC0000540068ACD3D1950300708CADD39431C28500105CE0E7C004800078ACD3D1950300748CADD39439D2850060ACD3D1970300588CADD3904162850070ACD3D19703005C8CADD390497285C054FED9DC0000740068ACD3D1970300788CADD39441E28500105CE0E8C404800078ACD3D19703007C8CADD39449F2850060ACD3D0910318008CADD3985102840070ACD3D0910318048CADD3985912840063FED9DC0000580068ACD3D0910318208CADD39C518284001050E0E9D206800078ACD3D0910318248CADD39C5992840060ACD3D0930318088CADD3986122840070ACD3D09303180C8CADD3986932844063FED9DC0000780068ACD3D0930318288CADD39C61A284001050E0EAD306800078ACD3D09303182C8CADD39C69B2840060ACD3D0950318108CADD3987142840065FED9DC00005C0070ACD3D0950318148CADD398795284FF323580000200000068ACD3D0950318308CADD39C71C2844065FED9DC00007C0078ACD3D0950318348CADD39C79D28435330ABF0060ACD3D0970318188CADD3988162848073FED9DC0000600070ACD3D09703181C8CADD398897284398039850068ACD3D0970318388CADD39C81E284C073FED9DC0000800078ACD3D09703183C8CADD39C89F2843B803B850060ACD3D1910318408CADD3A05102858075FED9DC0000640070ACD3D1910318448CADD3A0591285391010800068ACD3D1910318608CADD3A4518285C075FED9DC0000840078ACD3D1910318648CADD3A4599285801111820060ACD3D1930318488CADD3A061228500046CD8E00000CC0070ACD3D19303184C8CADD3A0693285123992800068ACD3D1930318688CADD3A461A28500056CD8E00000CD0078ACD3D19303186C8CADD3A469B2853B1818800060ACD3D1950318508CADD3A071428500066CD8E00000CE0070ACD3D1950318548CADD3A0795285801919820068ACD3D1950318708CADD3A471C28500076CD8E00000CF0078ACD3D1950318748CADD3A479D2851A3B9A800060ACD3D1970318588CADD3A08162850070ACD3D19703185C8CADD3A08972850068ACD3D1970318788CADD3A481E2850078ACD3D19703187C8CADD3A489F2857F008CBF0060ACD3D0990300808CADD38891028600008ABF000080BF0070ACD3D0990300848CADD3889912860000FED9DD0000080068ACD3D0990300A08CADD38C91828680367C800078ACD3D0990300A48CADD38C9992864000FED9DD0000280060ACD3D09B0300888CADD388A1228600105DE0D40003800070ACD3D09B03008C8CADD388A932860002FED9DD00000C0068ACD3D09B0300A88CADD38CA1A286FF367C80801000000078ACD3D09B0300AC8CADD38CA9B2864002FED9DD00002C0060ACD3D09D0300908CADD388B1428600105DE0D50003800070ACD3D09D0300948CADD388B952868010FED9DD0000100068ACD3D09D0300B08CADD38CB1C286FF367C80002100000078ACD3D09D0300B48CADD38CB9D286C010FED9DD0000300060ACD3D09F0300988CADD388C1628600105DE0D60003800070ACD3D09F03009C8CADD388C972868012FED9DD0000140068ACD3D09F0300B88CADD38CC1E286FF367C80803100000078ACD3D09F0300BC8CADD38CC9F286C012FED9DD0000340060ACD3D1990300C08CADD39091028700105DE0D70003800070ACD3D1990300C48CADD3909912870021FED9DD0000180068ACD3D1990300E08CADD39491828780377C800078ACD3D1990300E48CADD3949992874021FED9DD0000380060ACD3D19B0300C88CADD390A12287001051E0DE0005800070ACD3D19B0300CC8CADD390A932870023FED9DD00001C0068ACD3D19B0300E88CADD394A1A287FF367C80004200000078ACD3D19B0300EC8CADD394A9B2874023FED9DD00003C0060ACD3D19D0300D08CADD390B1428700105DE0D80003800070ACD3D19D0300D48CADD390B952878031FED9DD0000200068ACD3D19D0300F08CADD394B1C287FF367C80805200000078ACD3D19D0300F48CADD394B9D287C031FED9DD0000400060ACD3D19F0300D88CADD390C1628700105DE0D90003800070ACD3D19F0300DC8CADD390C972878033FED9DD0000240068ACD3D19F0300F88CADD394C1E287FF367C80006300000078ACD3D19F0300FC8CADD394C9F287C033FED9DD0000440060ACD3D0990318808CADD398D1028600105DE0DA0003800070ACD3D0990318848CADD398D9128600086CD8E00000C80068ACD3D0990318A08CADD39CD18286FF367C80807300000078ACD3D0990318A48CADD39CD9928600096CD8E00000C90060ACD3D09B0318888CADD398E1228600105DE0DB0003800070ACD3D09B03188C8CADD398E93286000A6CD8E00000CA0068ACD3D09B0318A88CADD39CE1A286FF377C80000400000078ACD3D09B0318AC8CADD39CE9B286000B6CD8E00000CB0060ACD3D09D0318908CADD398F14286001051E0DF0005800070ACD3D09D0318948CADD398F952860068ACD3D09D0318B08CADD39CF1C286FF323480000300000078ACD3D09D0318B48CADD39CF9D2860060ACD3D09F0318988CADD39801638634330ABF0070ACD3D09F03189C8CADD3980973860068ACD3D09F0318B88CADD39C01E386388038850078ACD3D09F0318BC8CADD39C09F3860060ACD3D1990318C08CADD3A0D102873A803A850070ACD3D1990318C48CADD3A0D912870068ACD3D1990318E08CADD3A4D18287380C0C800078ACD3D1990318E48CADD3A4D992870060ACD3D19B0318C88CADD3A0E12287800D0D820070ACD3D19B0318CC8CADD3A0E932870068ACD3D19B0318E88CADD3A4E1A2870E388E800078ACD3D19B0318EC8CADD3A4E9B2870060ACD3D19D0318D08CADD3A0F142873A1414800070ACD3D19D0318D48CADD3A0F952870068ACD3D19D0318F08CADD3A4F1C287801515820078ACD3D19D0318F48CADD3A4F9D2870060ACD3D19F0318D88CADD3A0016387000132B70070ACD3D19F0318DC8CADD3A0097387323304BF0068ACD3D19F0318F88CADD3A401E3870078ACD3D19F0318FC8CADD3A409F387AC0284BF7A008CBF0060ACD3D2910300008CADD3A811028400008ABF000080BF000080BF0070ACD3D2910300048CADD3A81912840042FED9DD0000480068ACD3D2910300208CADD3AC11828400105CE0E18804800078ACD3D2910300248CADD3AC1992840060ACD3D2930300088CADD3A82122840070ACD3D29303000C8CADD3A82932844042FED9DD0000680068ACD3D2930300288CADD3AC21A28400105CE0E28C04800078ACD3D29303002C8CADD3AC29B2840060ACD3D2950300108CADD3A83142840070ACD3D2950300148CADD3A83952840044FED9DD00004C0068ACD3D2950300308CADD3AC31C28400105CE0E39004800078ACD3D2950300348CADD3AC39D2840020ACD3D2970300188CADD3A84162840070ACD3D29703001C8CADD3A84972844044FED9DD00006C0068ACD3D2970300388CADD3AC41E28400105CE0E49404800078ACD3D29703003C8CADD3AC49F2840060ACD3D3910300408CADD3B01102850070ACD3D3910300448CADD3B01912858052FED9DD0000500068ACD3D3910300608CADD3B411828500105CE0E59804800078ACD3D3910300648CADD3B41992850060ACD3D3930300488CADD3B02122850070ACD3D39303004C8CADD3B0293285C052FED9DD0000700068ACD3D3930300688CADD3B421A28500105CE0E69C04800078ACD3D39303006C8CADD3B429B2850060ACD3D3950300508CADD3B03142850070ACD3D3950300548CADD3B03952858054FED9DD0000540068ACD3D3950300708CADD3B431C28500105CE0E7A004800078ACD3D3950300748CADD3B439D2850060ACD3D3970300588CADD3B04162850070ACD3D39703005C8CADD3B0497285C054FED9DD0000740068ACD3D3970300788CADD3B441E28500105CE0E8A404800078ACD3D39703007C8CADD3B449F2850060ACD3D2910318008CADD3B85102840070ACD3D2910318048CADD3B85912840063FED9DD0000580068ACD3D2910318208CADD3BC518284001050E0E9D006800078ACD3D2910318248CADD3BC5992840060ACD3D2930318088CADD3B86122840070ACD3D29303180C8CADD3B86932844063FED9DD0000780068ACD3D2930318288CADD3BC61A284001050E0EAD106800078ACD3D29303182C8CADD3BC69B2840060ACD3D2950318108CADD3B87142840065FED9DD00005C0070ACD3D2950318148CADD3B8795284FF323580000200000068ACD3D2950318308CADD3BC71C2844065FED9DD00007C0078ACD3D2950318348CADD3BC79D28435330ABF0060ACD3D2970318188CADD3B88162848073FED9DD0000600070ACD3D29703181C8CADD3B8897284398039850068ACD3D2970318388CADD3BC81E284C073FED9DD0000800078ACD3D29703183C8CADD3BC89F2843B803B850060ACD3D3910318408CADD3C05102858075FED9DD0000640070ACD3D3910318448CADD3C0591285391010800068ACD3D3910318608CADD3C4518285C075FED9DD0000840078ACD3D3910318648CADD3C4599285801111820060ACD3D3930318488CADD3C0612285000C6CD8E00000CC0070ACD3D39303184C8CADD3C0693285123992800068ACD3D3930318688CADD3C461A285000D6CD8E00000CD0078ACD3D39303186C8CADD3C469B2853B1818800060ACD3D3950318508CADD3C0714285000E6CD8E00000CE0070ACD3D3950318548CADD3C0795285801919820068ACD3D3950318708CADD3C471C285000F6CD8E00000CF0078ACD3D3950318748CADD3C479D2851A3B9A800060ACD3D3970318588CADD3C08162850070ACD3D39703185C8CADD3C08972850068ACD3D3970318788CADD3C481E2850078ACD3D39703187C8CADD3C489F2857F008CBF0060ACD3D2990300808CADD3A891028600008ABF000080BF0070ACD3D2990300848CADD3A89912860000FED9DC0000080068ACD3D2990300A08CADD3AC918286FF367C80008400000078ACD3D2990300A48CADD3AC9992864000FED9DC0000280060ACD3D29B0300888CADD3A8A1228600105DE0D40003800070ACD3D29B03008C8CADD3A8A932860002FED9DC00000C0068ACD3D29B0300A88CADD3ACA1A286FF367C80809400000078ACD3D29B0300AC8CADD3ACA9B2864002FED9DC00002C0060ACD3D29D0300908CADD3A8B1428600105DE0D50003800070ACD3D29D0300948CADD3A8B952868010FED9DC0000100068ACD3D29D0300B08CADD3ACB1C286FF367C8000A500000078ACD3D29D0300B48CADD3ACB9D286C010FED9DC0000300060ACD3D29F0300988CADD3A8C1628600105DE0D60003800070ACD3D29F03009C8CADD3A8C972868012FED9DC0000140068ACD3D29F0300B88CADD3ACC1E286FF367C8080B500000078ACD3D29F0300BC8CADD3ACC9F286C012FED9DC0000340060ACD3D3990300C08CADD3B091028700105DE0D70003800070ACD3D3990300C48CADD3B09912870021FED9DC0000180068ACD3D3990300E08CADD3B4918287FF377C80000800000078ACD3D3990300E48CADD3B49992874021FED9DC0000380060ACD3D39B0300C88CADD3B0A12287001051E0DE0005800070ACD3D39B0300CC8CADD3B0A932870023FED9DC00001C0068ACD3D39B0300E88CADD3B4A1A287FF367C8000C600000078ACD3D39B0300EC8CADD3B4A9B2874023FED9DC00003C0060ACD3D39D0300D08CADD3B0B1428700105DE0D80003800070ACD3D39D0300D48CADD3B0B952878031FED9DC0000200068ACD3D39D0300F08CADD3B4B1C287FF367C8080D600000078ACD3D39D0300F48CADD3B4B9D287C031FED9DC0000400060ACD3D39F0300D88CADD3B0C1628700105DE0D90003800070ACD3D39F0300DC8CADD3B0C972878033FED9DC0000240068ACD3D39F0300F88CADD3B4C1E287FF367C8000E700000078ACD3D39F0300FC8CADD3B4C9F287C033FED9DC0000440060ACD3D2990318808CADD3B8D1028600105DE0DA0003800070ACD3D2990318848CADD3B8D9128600006CD8E00000C80068ACD3D2990318A08CADD3BCD18286FF367C8080F700000078ACD3D2990318A48CADD3BCD9928600016CD8E00000C90060ACD3D29B0318888CADD3B8E1228600105DE0DB0003800070ACD3D29B03188C8CADD3B8E9328600026CD8E00000CA0068ACD3D29B0318A88CADD3BCE1A286FF377C80000C00000078ACD3D29B0318AC8CADD3BCE9B28600036CD8E00000CB0060ACD3D29D0318908CADD3B8F14286001051E0DF0005800070ACD3D29D0318948CADD3B8F952860068ACD3D29D0318B08CADD3BCF1C286FF323480000300000078ACD3D29D0318B48CADD3BCF9D2860060ACD3D29F0318988CADD3B801638634330ABF0070ACD3D29F03189C8CADD3B80973860068ACD3D29F0318B88CADD3BC01E386388038850078ACD3D29F0318BC8CADD3BC09F3860060ACD3D3990318C08CADD3C0D102873A803A850070ACD3D3990318C48CADD3C0D912870068ACD3D3990318E08CADD3C4D18287380C0C800078ACD3D3990318E48CADD3C4D992870060ACD3D39B0318C88CADD3C0E12287800D0D820070ACD3D39B0318CC8CADD3C0E932870068ACD3D39B0318E88CADD3C4E1A2870E388E800078ACD3D39B0318EC8CADD3C4E9B2870060ACD3D39D0318D08CADD3C0F142873A1414800070ACD3D39D0318D48CADD3C0F952870068ACD3D39D0318F08CADD3C4F1C287801515820078ACD3D39D0318F48CADD3C4F9D2870060ACD3D39F0318D88CADD3C0016387000132B70070ACD3D39F0318DC8CADD3C0097387323304BF0068ACD3D39F0318F88CADD3C401E3870078ACD3D39F0318FC8CADD3C409F387010084BFABFA82BF70008CBF00008ABF0840D8D3000100182610100A0940D8D3010100182612120A0A40D8D3020100182614140A0B40D8D3030100182616160A0C40D8D3200100182618180A0D40D8D321010018261A1A0A0E40D8D322010018261C1C0A0F40D8D323010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EB100180EB009CD2EB8101000840D8D3400100182610100A0940D8D3410100182612120A0A40D8D3420100182614140A0B40D8D3430100182616160A0C40D8D3600100182618180A0D40D8D361010018261A1A0A0E40D8D362010018261C1C0A0F40D8D363010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EB100180EB009CD2EB8101000840D8D3040100182610100A0940D8D3050100182612120A0A40D8D3060100182614140A0B40D8D3070100182616160A0C40D8D3240100182618180A0D40D8D325010018261A1A0A0E40D8D326010018261C1C0A0F40D8D327010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EC100180EC009CD2EC8101000840D8D3440100182610100A0940D8D3450100182612120A0A40D8D3460100182614140A0B40D8D3470100182616160A0C40D8D3640100182618180A0D40D8D365010018261A1A0A0E40D8D366010018261C1C0A0F40D8D367010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EC100180EC009CD2EC8101000840D8D3080100182610100A0940D8D3090100182612120A0A40D8D30A0100182614140A0B40D8D30B0100182616160A0C40D8D3280100182618180A0D40D8D329010018261A1A0A0E40D8D32A010018261C1C0A0F40D8D32B010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0ED100180ED009CD2ED8101000840D8D3480100182610100A0940D8D3490100182612120A0A40D8D34A0100182614140A0B40D8D34B0100182616160A0C40D8D3680100182618180A0D40D8D369010018261A1A0A0E40D8D36A010018261C1C0A0F40D8D36B010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0ED100180ED009CD2ED8101000840D8D30C0100182610100A0940D8D30D0100182612120A0A40D8D30E0100182614140A0B40D8D30F0100182616160A0C40D8D32C0100182618180A0D40D8D32D010018261A1A0A0E40D8D32E010018261C1C0A0F40D8D32F010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EE100180EE009CD2EE8101000840D8D34C0100182610100A0940D8D34D0100182612120A0A40D8D34E0100182614140A0B40D8D34F0100182616160A0C40D8D36C0100182618180A0D40D8D36D010018261A1A0A0E40D8D36E010018261C1C0A0F40D8D36F010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EE100180EE009CD2EE8101000840D8D3100100182610100A0940D8D3110100182612120A0A40D8D3120100182614140A0B40D8D3130100182616160A0C40D8D3300100182618180A0D40D8D331010018261A1A0A0E40D8D332010018261C1C0A0F40D8D333010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EF100180EF009CD2EF8101000840D8D3500100182610100A0940D8D3510100182612120A0A40D8D3520100182614140A0B40D8D3530100182616160A0C40D8D3700100182618180A0D40D8D371010018261A1A0A0E40D8D372010018261C1C0A0F40D8D373010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0EF100180EF009CD2EF8101000840D8D3140100182610100A0940D8D3150100182612120A0A40D8D3160100182614140A0B40D8D3170100182616160A0C40D8D3340100182618180A0D40D8D335010018261A1A0A0E40D8D336010018261C1C0A0F40D8D337010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F0100180F0009CD2F08101000840D8D3540100182610100A0940D8D3550100182612120A0A40D8D3560100182614140A0B40D8D3570100182616160A0C40D8D3740100182618180A0D40D8D375010018261A1A0A0E40D8D376010018261C1C0A0F40D8D377010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F0100180F0009CD2F08101000840D8D3180100182610100A0940D8D3190100182612120A0A40D8D31A0100182614140A0B40D8D31B0100182616160A0C40D8D3380100182618180A0D40D8D339010018261A1A0A0E40D8D33A010018261C1C0A0F40D8D33B010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F1100180F1009CD2F18101000840D8D3580100182610100A0940D8D3590100182612120A0A40D8D35A0100182614140A0B40D8D35B0100182616160A0C40D8D3780100182618180A0D40D8D379010018261A1A0A0E40D8D37A010018261C1C0A0F40D8D37B010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F1100180F1009CD2F18101000840D8D31C0100182610100A0940D8D31D0100182612120A0A40D8D31E0100182614140A0B40D8D31F0100182616160A0C40D8D33C0100182618180A0D40D8D33D010018261A1A0A0E40D8D33E010018261C1C0A0F40D8D33F010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F2100180F2009CD2F28101000840D8D35C0100182610100A0940D8D35D0100182612120A0A40D8D35E0100182614140A0B40D8D35F0100182616160A0C40D8D37C0100182618180A0D40D8D37D010018261A1A0A0E40D8D37E010018261C1C0A0F40D8D37F010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F2100180F2009CD2F28101000840D8D3800100182610100A0940D8D3810100182612120A0A40D8D3820100182614140A0B40D8D3830100182616160A0C40D8D3A00100182618180A0D40D8D3A1010018261A1A0A0E40D8D3A2010018261C1C0A0F40D8D3A3010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F3100180F3009CD2F38101000840D8D3C00100182610100A0940D8D3C10100182612120A0A40D8D3C20100182614140A0B40D8D3C30100182616160A0C40D8D3E00100182618180A0D40D8D3E1010018261A1A0A0E40D8D3E2010018261C1C0A0F40D8D3E3010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F3100180F3009CD2F38101000840D8D3840100182610100A0940D8D3850100182612120A0A40D8D3860100182614140A0B40D8D3870100182616160A0C40D8D3A40100182618180A0D40D8D3A5010018261A1A0A0E40D8D3A6010018261C1C0A0F40D8D3A7010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F4100180F4009CD2F48101000840D8D3C40100182610100A0940D8D3C50100182612120A0A40D8D3C60100182614140A0B40D8D3C70100182616160A0C40D8D3E40100182618180A0D40D8D3E5010018261A1A0A0E40D8D3E6010018261C1C0A0F40D8D3E7010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F4100180F4009CD2F48101000840D8D3880100182610100A0940D8D3890100182612120A0A40D8D38A0100182614140A0B40D8D38B0100182616160A0C40D8D3A80100182618180A0D40D8D3A9010018261A1A0A0E40D8D3AA010018261C1C0A0F40D8D3AB010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F5100180F5009CD2F58101000840D8D3C80100182610100A0940D8D3C90100182612120A0A40D8D3CA0100182614140A0B40D8D3CB0100182616160A0C40D8D3E80100182618180A0D40D8D3E9010018261A1A0A0E40D8D3EA010018261C1C0A0F40D8D3EB010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F5100180F5009CD2F58101000840D8D38C0100182610100A0940D8D38D0100182612120A0A40D8D38E0100182614140A0B40D8D38F0100182616160A0C40D8D3AC0100182618180A0D40D8D3AD010018261A1A0A0E40D8D3AE010018261C1C0A0F40D8D3AF010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F6100180F6009CD2F68101000840D8D3CC0100182610100A0940D8D3CD0100182612120A0A40D8D3CE0100182614140A0B40D8D3CF0100182616160A0C40D8D3EC0100182618180A0D40D8D3ED010018261A1A0A0E40D8D3EE010018261C1C0A0F40D8D3EF010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F6100180F6009CD2F68101000840D8D3900100182610100A0940D8D3910100182612120A0A40D8D3920100182614140A0B40D8D3930100182616160A0C40D8D3B00100182618180A0D40D8D3B1010018261A1A0A0E40D8D3B2010018261C1C0A0F40D8D3B3010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F7100180F7009CD2F78101000840D8D3D00100182610100A0940D8D3D10100182612120A0A40D8D3D20100182614140A0B40D8D3D30100182616160A0C40D8D3F00100182618180A0D40D8D3F1010018261A1A0A0E40D8D3F2010018261C1C0A0F40D8D3F3010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F7100180F7009CD2F78101000840D8D3940100182610100A0940D8D3950100182612120A0A40D8D3960100182614140A0B40D8D3970100182616160A0C40D8D3B40100182618180A0D40D8D3B5010018261A1A0A0E40D8D3B6010018261C1C0A0F40D8D3B7010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F8100180F8009CD2F88101000840D8D3D40100182610100A0940D8D3D50100182612120A0A40D8D3D60100182614140A0B40D8D3D70100182616160A0C40D8D3F40100182618180A0D40D8D3F5010018261A1A0A0E40D8D3F6010018261C1C0A0F40D8D3F7010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F8100180F8009CD2F88101000840D8D3980100182610100A0940D8D3990100182612120A0A40D8D39A0100182614140A0B40D8D39B0100182616160A0C40D8D3B80100182618180A0D40D8D3B9010018261A1A0A0E40D8D3BA010018261C1C0A0F40D8D3BB010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F9100180F9009CD2F98101000840D8D3D80100182610100A0940D8D3D90100182612120A0A40D8D3DA0100182614140A0B40D8D3DB0100182616160A0C40D8D3F80100182618180A0D40D8D3F9010018261A1A0A0E40D8D3FA010018261C1C0A0F40D8D3FB010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0F9100180F9009CD2F98101000840D8D39C0100182610100A0940D8D39D0100182612120A0A40D8D39E0100182614140A0B40D8D39F0100182616160A0C40D8D3BC0100182618180A0D40D8D3BD010018261A1A0A0E40D8D3BE010018261C1C0A0F40D8D3BF010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0FA100180FA009CD2FA8101000840D8D3DC0100182610100A0940D8D3DD0100182612120A0A40D8D3DE0100182614140A0B40D8D3DF0100182616160A0C40D8D3FC0100182618180A0D40D8D3FD010018261A1A0A0E40D8D3FE010018261C1C0A0F40D8D3FF010018261E1E0A100068D208130200110068D20A170200120068D20C1B0200130068D20E1F0200010080BF12B3207E010080BF13B3227E010080BF00107CE0FA100180FA009CD2FA81010000008CBF000081BF00000000060000000000000048080000000000000B0000000000000018000000000000000500000000000000D4080000000000000A000000000000002A00000000000000F5FEFF6F0000000090080000000000000400000000000000B408000000000000000000000000000000000000000000004C696E6B65723A204C4C442032322E302E3000000000000000000000000000000000000000000000000000000000000001000000000007004C1B00000000000000000000000000000C00000000000700241B00000000000000000000000000001700000000000700041B00000000000000000000000000002200000000000700181B00000000000000000000000000002D00000000000700541B00000000000000000000000000003800000000000700301B00000000000000000000000000004300000000000700441B00000000000000000000000000004E00000000000700DC3E00000000000000000000000000005900000000000700802900000000000000000000000000006400000000000700345400000000000000000000000000006F00000000000700E03E0000000000000000000000000000A300000000020800C87800000000000000000000000000007A00000012030700001A00000000000000000000000000008D0000001100060000090000000000004000000000000000002E6E6F7465002E64796E73796D002E676E752E68617368002E68617368002E64796E737472002E726F64617461002E74657874002E64796E616D6963002E72656C726F5F70616464696E67002E636F6D6D656E74002E73796D746162002E7368737472746162002E73747274616200006C6162656C5F30303533006C6162656C5F30303439006C6162656C5F30303431006C6162656C5F30303436006C6162656C5F30303535006C6162656C5F30303443006C6162656C5F30303531006C6162656C5F30393337006C6162656C5F30334530006C6162656C5F30453844006C6162656C5F3039333800663467656D6D5F6B65726E656C5F66756E6300663467656D6D5F6B65726E656C5F66756E632E6B64005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000070000000200000000000000000200000000000000020000000000004806000000000000000000000000000004000000000000000000000000000000070000000B00000002000000000000004808000000000000480800000000000048000000000000000500000001000000080000000000000018000000000000000F000000F6FFFF6F020000000000000090080000000000009008000000000000240000000000000002000000000000000800000000000000000000000000000019000000050000000200000000000000B408000000000000B40800000000000020000000000000000200000000000000040000000000000004000000000000001F000000030000000200000000000000D408000000000000D4080000000000002A00000000000000000000000000000001000000000000000000000000000000270000000100000002000000000000000009000000000000000900000000000040000000000000000000000000000000400000000000000000000000000000002F000000010000000600000000000000001A000000000000000A000000000000C44E00000000000000000000000000000001000000000000000000000000000035000000060000000300000000000000C878000000000000C85800000000000070000000000000000500000000000000080000000000000010000000000000003E00000008000000030000000000000038790000000000003859000000000000C8060000000000000000000000000000010000000000000000000000000000004D000000010000003000000000000000000000000000000038590000000000001300000000000000000000000000000001000000000000000100000000000000560000000200000000000000000000000000000000000000505900000000000068010000000000000D0000000D000000080000000000000018000000000000005E0000000300000000000000000000000000000000000000B85A0000000000007000000000000000000000000000000001000000000000000000000000000000680000000300000000000000000000000000000000000000285B000000000000AC00000000000000000000000000000001000000000000000000000000000000"> : vector<24408xi8>}>]], target_ordinals = [0 : index], targets = [#executable_target_rocm_hsaco_fb], tied_operands = [-1 : index], workgroup_size = [256 : index, 1 : index, 1 : index]}> ({
    ^bb0(%arg22: !hal.device, %arg23: index, %arg24: index):
      %69 = "arith.constant"() <{value = 1 : index}> : () -> index
      %70 = "arith.constant"() <{value = 256 : index}> : () -> index
      %71 = "arith.constant"() <{value = 256 : index}> : () -> index
      %72 = "arith.subi"(%71, %69) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %73 = "arith.addi"(%arg24, %72) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %74 = "arith.divui"(%73, %71) : (index, index) -> index
      %75 = "arith.subi"(%70, %69) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %76 = "arith.addi"(%arg23, %75) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %77 = "arith.divui"(%76, %70) : (index, index) -> index
      %78 = "arith.constant"() <{value = 1 : index}> : () -> index
      "hal.return"(%74, %77, %78) : (index, index, index) -> ()
    }, {
    }) {subgroupSize = 64 : i64} : (index, index, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8, #encoding>, tensor<?x?xi8, #encoding>, tensor<?x?xf32>, index, index, index, index, index, index, index, index, index, index, index, index) -> tensor<?x?xbf16>
    %64 = "tensor.extract_slice"(%63, %45, %46) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xbf16>, index, index) -> tensor<?x?xbf16>
    %65 = "tensor.empty"(%45, %46) : (index, index) -> tensor<?x?xf16>
    %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map52, #map52], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: bf16, %arg21: f16):
      %67 = "arith.extf"(%arg20) : (bf16) -> f32
      %68 = "arith.truncf"(%67) : (f32) -> f16
      "linalg.yield"(%68) : (f16) -> ()
    }) : (tensor<?x?xbf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
    "util.return"(%66) : (tensor<?x?xf16>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x?xi8>) -> tensor<?x?xi8, #encoding>, sym_name = "shuffle_scales", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg14: tensor<?x?xi8>):
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "tensor.dim"(%arg14, %28) : (tensor<?x?xi8>, index) -> index
    %31 = "tensor.dim"(%arg14, %29) : (tensor<?x?xi8>, index) -> index
    %32 = "arith.index_cast"(%30) : (index) -> i32
    %33 = "arith.index_cast"(%31) : (index) -> i32
    %34 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %35 = "arith.muli"(%33, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %36 = "affine.apply"(%30) <{map = #map54}> : (index) -> index
    %37 = "arith.index_cast"(%36) : (index) -> i32
    %38 = "iree_encoding.set_encoding"(%arg14) : (tensor<?x?xi8>) -> tensor<?x?xi8, #encoding>
    "util.return"(%38) : (tensor<?x?xi8, #encoding>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>, sym_name = "_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg9: tensor<?x?xi8>, %arg10: tensor<?x?xi8>, %arg11: tensor<?x?xi8>, %arg12: tensor<?x?xi8>, %arg13: tensor<?x?xf32>):
    %25 = "util.call"(%arg11) <{callee = @shuffle_scales, tied_operands = [-1 : index]}> : (tensor<?x?xi8>) -> tensor<?x?xi8, #encoding>
    %26 = "util.call"(%arg12) <{callee = @shuffle_scales, tied_operands = [-1 : index]}> : (tensor<?x?xi8>) -> tensor<?x?xi8, #encoding>
    %27 = "util.call"(%arg9, %arg10, %25, %26, %arg13) <{callee = @asm_mxfp4_gemm, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8, #encoding>, tensor<?x?xi8, #encoding>, tensor<?x?xf32>) -> tensor<?x?xf16>
    "util.return"(%27) : (tensor<?x?xf16>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>, sym_name = "rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg4: tensor<?x?x?x?xf16>, %arg5: tensor<?x?x?x?xf16>):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "tensor.dim"(%arg4, %12) : (tensor<?x?x?x?xf16>, index) -> index
    %17 = "tensor.dim"(%arg4, %13) : (tensor<?x?x?x?xf16>, index) -> index
    %18 = "tensor.dim"(%arg4, %14) : (tensor<?x?x?x?xf16>, index) -> index
    %19 = "tensor.dim"(%arg4, %15) : (tensor<?x?x?x?xf16>, index) -> index
    %20 = "tensor.empty"(%16, %17, %18, %19) : (index, index, index, index) -> tensor<?x?x?x2x?xf16>
    %21 = "linalg.generic"(%arg4, %arg5, %20) <{indexing_maps = [#map55, #map55, #map56], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f16, %arg7: f16, %arg8: f16):
      %22 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %23 = "arith.cmpi"(%22, %12) <{predicate = 0 : i64}> : (index, index) -> i1
      %24 = "arith.select"(%23, %arg6, %arg7) : (i1, f16, f16) -> f16
      "linalg.yield"(%24) : (f16) -> ()
    }) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>, tensor<?x?x?x2x?xf16>) -> tensor<?x?x?x2x?xf16>
    "util.return"(%21) : (tensor<?x?x?x2x?xf16>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x2x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>, sym_name = "paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_2_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x2x2x8x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%arg2) : (tensor<i64>) -> i64
    %3 = "tensor.extract"(%arg3) : (tensor<i64>) -> i64
    %4 = "arith.index_cast"(%2) : (i64) -> index
    %5 = "arith.index_cast"(%3) : (i64) -> index
    %6 = "tensor.dim"(%arg0, %0) : (tensor<?x2x2x8x32x128xf8E4M3FN>, index) -> index
    %7 = "tensor.dim"(%arg1, %0) : (tensor<?x?xi64>, index) -> index
    %8 = "tensor.dim"(%arg1, %1) : (tensor<?x?xi64>, index) -> index
    %9 = "tensor.extract_slice"(%arg0, %4, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, -9223372036854775808, 0, 0, 0>, static_sizes = array<i64: -9223372036854775808, 1, 1, 8, 32, 128>, static_strides = array<i64: 1, 1, 1, 1, 1, 1>}> : (tensor<?x2x2x8x32x128xf8E4M3FN>, index, index, index) -> tensor<?x8x32x128xf8E4M3FN>
    %10 = "tensor.empty"(%7, %8) : (index, index) -> tensor<?x?x8x32x128xf8E4M3FN>
    %11 = "iree_linalg_ext.gather"(%9, %arg1, %10) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> : (tensor<?x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<?x?x8x32x128xf8E4M3FN>
    "util.return"(%11) : (tensor<?x?x8x32x128xf8E4M3FN>) -> ()
  }) : () -> ()
}) : () -> ()

