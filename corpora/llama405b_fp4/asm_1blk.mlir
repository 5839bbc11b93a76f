#encoding = #iree_encoding.layout<[#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [32, 8], outerDimsPerm = [0, 1], swizzle = {expandShape = [[["CrossIntrinsic", 2 : i16], ["Internal", 16 : i16]], [["CrossIntrinsic", 2 : i16], ["Internal", 4 : i16]]], permutation = [3, 1, 2, 0]}}}>]>
#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {target_arch = "gfx950", ukernels = "none"}>
#map = affine_map<()[s0] -> (1, s0 * 32)>
#map1 = affine_map<()[s0] -> (1, s0)>
#map2 = affine_map<()[s0] -> (s0, 65536)>
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
#map27 = affine_map<()[s0] -> (s0, 1, 2, 8, 32, 128)>
#map28 = affine_map<()[s0] -> (s0 * 2, 8, 32, 128)>
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
#map49 = affine_map<()[s0] -> (s0 * 512, 128)>
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
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x16384xf32>, sym_name = "__auto.output_norm.weight", sym_visibility = "private", type = tensor<1x16384xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output.weight"> : tensor<16384x16384xf16>, sym_name = "__auto.output.weight", sym_visibility = "private", type = tensor<16384x16384xf16>}> : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,?],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,65536],f8E4M3FN>) -> !torch.vtensor<[1,?,16384],f16>, sym_name = "prefill_bs1"}> ({
  ^bb0(%arg42: !torch.vtensor<[1,?],si64>, %arg43: !torch.vtensor<[1],si64>, %arg44: !torch.vtensor<[1,?],si64>, %arg45: !torch.tensor<[?,65536],f8E4M3FN>):
    %1430 = "util.global.load"() <{global = @__auto.token_embd.weight}> : () -> tensor<16384x16384xf16>
    %1431 = "torch_c.from_builtin_tensor"(%1430) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %1432 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %1433 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %1434 = "util.global.load"() <{global = @"__auto.blk.0.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %1435 = "torch_c.from_builtin_tensor"(%1434) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %1436 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %1437 = "util.global.load"() <{global = @__auto.blk.0.attn_norm.weight}> : () -> tensor<16384xf32>
    %1438 = "torch_c.from_builtin_tensor"(%1437) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %1439 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %1440 = "torch_c.from_builtin_tensor"(%1439) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %1441 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:d"}> : () -> tensor<16384x512x1xi8>
    %1442 = "torch_c.from_builtin_tensor"(%1441) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %1443 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %1444 = "torch_c.from_builtin_tensor"(%1443) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %1445 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:d"}> : () -> tensor<1024x512x1xi8>
    %1446 = "torch_c.from_builtin_tensor"(%1445) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %1447 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:qs"}> : () -> tensor<1024x512x16xi8>
    %1448 = "torch_c.from_builtin_tensor"(%1447) : (tensor<1024x512x16xi8>) -> !torch.vtensor<[1024,512,16],ui8>
    %1449 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:d"}> : () -> tensor<1024x512x1xi8>
    %1450 = "torch_c.from_builtin_tensor"(%1449) : (tensor<1024x512x1xi8>) -> !torch.vtensor<[1024,512,1],ui8>
    %1451 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:qs"}> : () -> tensor<16384x512x16xi8>
    %1452 = "torch_c.from_builtin_tensor"(%1451) : (tensor<16384x512x16xi8>) -> !torch.vtensor<[16384,512,16],ui8>
    %1453 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:d"}> : () -> tensor<16384x512x1xi8>
    %1454 = "torch_c.from_builtin_tensor"(%1453) : (tensor<16384x512x1xi8>) -> !torch.vtensor<[16384,512,1],ui8>
    %1455 = "util.global.load"() <{global = @__auto.blk.0.ffn_norm.weight}> : () -> tensor<16384xf32>
    %1456 = "torch_c.from_builtin_tensor"(%1455) : (tensor<16384xf32>) -> !torch.vtensor<[16384],f32>
    %1457 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %1458 = "torch_c.from_builtin_tensor"(%1457) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %1459 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:d"}> : () -> tensor<53248x512x1xi8>
    %1460 = "torch_c.from_builtin_tensor"(%1459) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %1461 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:qs"}> : () -> tensor<53248x512x16xi8>
    %1462 = "torch_c.from_builtin_tensor"(%1461) : (tensor<53248x512x16xi8>) -> !torch.vtensor<[53248,512,16],ui8>
    %1463 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:d"}> : () -> tensor<53248x512x1xi8>
    %1464 = "torch_c.from_builtin_tensor"(%1463) : (tensor<53248x512x1xi8>) -> !torch.vtensor<[53248,512,1],ui8>
    %1465 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:qs"}> : () -> tensor<16384x1664x16xi8>
    %1466 = "torch_c.from_builtin_tensor"(%1465) : (tensor<16384x1664x16xi8>) -> !torch.vtensor<[16384,1664,16],ui8>
    %1467 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:d"}> : () -> tensor<16384x1664x1xi8>
    %1468 = "torch_c.from_builtin_tensor"(%1467) : (tensor<16384x1664x1xi8>) -> !torch.vtensor<[16384,1664,1],ui8>
    %1469 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x16384xf32>
    %1470 = "torch_c.from_builtin_tensor"(%1469) : (tensor<1x16384xf32>) -> !torch.vtensor<[1,16384],f32>
    %1471 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<16384x16384xf16>
    %1472 = "torch_c.from_builtin_tensor"(%1471) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %1473 = "torch.copy.to_vtensor"(%arg45) : (!torch.tensor<[?,65536],f8E4M3FN>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    %1474 = "torch.symbolic_int"() <{max_val = 131040 : i64, min_val = 64 : i64, symbol_name = "32*s23"}> : () -> !torch.int
    %1475 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %1476 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s39"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg42, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%arg44, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1473, %1476) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %1477 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1478 = "torch.aten.size.int"(%arg44, %1477) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %1479 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1480 = "torch.aten.size.int"(%1473, %1479) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> !torch.int
    %1481 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1482 = "torch.aten.size.int"(%arg42, %1481) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %1483 = "torch.constant.none"() : () -> !torch.none
    %1484 = "torch.constant.none"() : () -> !torch.none
    %1485 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1486 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1487 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1431, %1483, %1484, %1485, %1486, %1487) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1488 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1489 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1490 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1491 = "torch.aten.embedding"(%1431, %arg42, %1488, %1489, %1490) : (!torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%1491, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %1492 = "torch.constant.none"() : () -> !torch.none
    %1493 = "torch.constant.none"() : () -> !torch.none
    %1494 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1495 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1496 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1491, %1492, %1493, %1494, %1495, %1496) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1497 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1498 = "torch.prims.convert_element_type"(%1491, %1497) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%1498, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %1499 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1500 = "torch.aten.pow.Tensor_Scalar"(%1498, %1499) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%1500, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %1501 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1502 = "torch.prim.ListConstruct"(%1501) : (!torch.int) -> !torch.list<int>
    %1503 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1504 = "torch.constant.none"() : () -> !torch.none
    %1505 = "torch.aten.mean.dim"(%1500, %1502, %1503, %1504) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1505, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1506 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1507 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1508 = "torch.aten.add.Scalar"(%1505, %1506, %1507) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1508, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1509 = "torch.aten.rsqrt"(%1508) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1509, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1510 = "torch.aten.mul.Tensor"(%1498, %1509) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%1510, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %1511 = "torch.constant.none"() : () -> !torch.none
    %1512 = "torch.constant.none"() : () -> !torch.none
    %1513 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1514 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1515 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1510, %1511, %1512, %1513, %1514, %1515) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1516 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1517 = "torch.prims.convert_element_type"(%1510, %1516) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%1517, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %1518 = "torch.aten.mul.Tensor"(%1438, %1517) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%1518, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %1519 = "torch.constant.none"() : () -> !torch.none
    %1520 = "torch.constant.none"() : () -> !torch.none
    %1521 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1522 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1523 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1518, %1519, %1520, %1521, %1522, %1523) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1524 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1525 = "torch.prims.convert_element_type"(%1518, %1524) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%1525, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %1526 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1527 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1528 = "torch.prim.ListConstruct"(%1526, %1527) : (!torch.int, !torch.int) -> !torch.list<int>
    %1529 = "torch.aten.view"(%1525, %1528) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%1529, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %1530 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1531 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1532 = "torch.prim.ListConstruct"(%1482, %1530, %1531) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1533 = "torch.aten.view"(%1529, %1532) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%1533, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %1534 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1535 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1536 = "torch.prim.ListConstruct"(%1534, %1535) : (!torch.int, !torch.int) -> !torch.list<int>
    %1537 = "torch.aten.view"(%1533, %1536) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1537, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1538 = "torch.constant.none"() : () -> !torch.none
    %1539 = "torch.constant.none"() : () -> !torch.none
    %1540 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1541 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1542 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1537, %1538, %1539, %1540, %1541, %1542) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1543 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1544 = "torch.prims.convert_element_type"(%1537, %1543) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1544, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1545 = "torch_c.to_builtin_tensor"(%1544) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1546:2 = "util.call"(%1545) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1547 = "torch_c.from_builtin_tensor"(%1546#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1548 = "torch_c.from_builtin_tensor"(%1546#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1547, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1548, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1549 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1550 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1551 = "torch.prim.ListConstruct"(%1482, %1549, %1550) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1552 = "torch.aten.view"(%1548, %1551) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%1552, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %1553 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1554 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1555 = "torch.prim.ListConstruct"(%1482, %1553, %1554) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1556 = "torch.aten.view"(%1547, %1555) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%1556, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %1557 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1558 = "torch.prim.ListConstruct"(%1482, %1557) : (!torch.int, !torch.int) -> !torch.list<int>
    %1559 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1560 = "torch.constant.none"() : () -> !torch.none
    %1561 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1562 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1563 = "torch.aten.zeros"(%1558, %1559, %1560, %1561, %1562) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%1563, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %1564 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1565 = "torch.prim.ListConstruct"(%1482, %1564) : (!torch.int, !torch.int) -> !torch.list<int>
    %1566 = "torch.aten.view"(%1552, %1565) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%1566, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %1567 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1568 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1569 = "torch.prim.ListConstruct"(%1567, %1568) : (!torch.int, !torch.int) -> !torch.list<int>
    %1570 = "torch.aten.view"(%1440, %1569) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %1571 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1572 = "torch.aten.squeeze.dim"(%1556, %1571) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%1572, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %1573 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1574 = "torch.aten.squeeze.dim"(%1442, %1573) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %1575 = "torch_c.to_builtin_tensor"(%1566) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %1576 = "tensor.cast"(%1575) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %1577 = "torch_c.to_builtin_tensor"(%1570) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %1578 = "tensor.cast"(%1577) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %1579 = "torch_c.to_builtin_tensor"(%1572) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %1580 = "tensor.cast"(%1579) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %1581 = "torch_c.to_builtin_tensor"(%1574) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %1582 = "tensor.cast"(%1581) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %1583 = "torch_c.to_builtin_tensor"(%1563) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %1584 = "tensor.cast"(%1583) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %1585 = "util.call"(%1576, %1578, %1580, %1582, %1584) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1586 = "tensor.cast"(%1585) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %1587 = "torch_c.from_builtin_tensor"(%1586) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%1587, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %1588 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1589 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1590 = "torch.prim.ListConstruct"(%1588, %1482, %1589) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1591 = "torch.aten.view"(%1587, %1590) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%1591, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %1592 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1593 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1594 = "torch.prim.ListConstruct"(%1592, %1593) : (!torch.int, !torch.int) -> !torch.list<int>
    %1595 = "torch.aten.view"(%1525, %1594) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%1595, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %1596 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1597 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1598 = "torch.prim.ListConstruct"(%1482, %1596, %1597) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1599 = "torch.aten.view"(%1595, %1598) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%1599, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %1600 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1601 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1602 = "torch.prim.ListConstruct"(%1600, %1601) : (!torch.int, !torch.int) -> !torch.list<int>
    %1603 = "torch.aten.view"(%1599, %1602) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1603, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1604 = "torch.constant.none"() : () -> !torch.none
    %1605 = "torch.constant.none"() : () -> !torch.none
    %1606 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1607 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1608 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1603, %1604, %1605, %1606, %1607, %1608) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1609 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1610 = "torch.prims.convert_element_type"(%1603, %1609) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1610, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1611 = "torch_c.to_builtin_tensor"(%1610) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1612:2 = "util.call"(%1611) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1613 = "torch_c.from_builtin_tensor"(%1612#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1614 = "torch_c.from_builtin_tensor"(%1612#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1613, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1614, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1615 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1616 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1617 = "torch.prim.ListConstruct"(%1482, %1615, %1616) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1618 = "torch.aten.view"(%1614, %1617) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%1618, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %1619 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1620 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1621 = "torch.prim.ListConstruct"(%1482, %1619, %1620) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1622 = "torch.aten.view"(%1613, %1621) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%1622, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %1623 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1624 = "torch.prim.ListConstruct"(%1482, %1623) : (!torch.int, !torch.int) -> !torch.list<int>
    %1625 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1626 = "torch.constant.none"() : () -> !torch.none
    %1627 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1628 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1629 = "torch.aten.zeros"(%1624, %1625, %1626, %1627, %1628) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%1629, %1475) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %1630 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1631 = "torch.prim.ListConstruct"(%1482, %1630) : (!torch.int, !torch.int) -> !torch.list<int>
    %1632 = "torch.aten.view"(%1618, %1631) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%1632, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %1633 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1634 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1635 = "torch.prim.ListConstruct"(%1633, %1634) : (!torch.int, !torch.int) -> !torch.list<int>
    %1636 = "torch.aten.view"(%1444, %1635) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %1637 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1638 = "torch.aten.squeeze.dim"(%1622, %1637) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%1638, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %1639 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1640 = "torch.aten.squeeze.dim"(%1446, %1639) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %1641 = "torch_c.to_builtin_tensor"(%1632) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %1642 = "tensor.cast"(%1641) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %1643 = "torch_c.to_builtin_tensor"(%1636) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %1644 = "tensor.cast"(%1643) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %1645 = "torch_c.to_builtin_tensor"(%1638) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %1646 = "tensor.cast"(%1645) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %1647 = "torch_c.to_builtin_tensor"(%1640) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %1648 = "tensor.cast"(%1647) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %1649 = "torch_c.to_builtin_tensor"(%1629) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %1650 = "tensor.cast"(%1649) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %1651 = "util.call"(%1642, %1644, %1646, %1648, %1650) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1652 = "tensor.cast"(%1651) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %1653 = "torch_c.from_builtin_tensor"(%1652) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%1653, %1475) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %1654 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1655 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1656 = "torch.prim.ListConstruct"(%1654, %1482, %1655) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1657 = "torch.aten.view"(%1653, %1656) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%1657, %1475) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %1658 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1659 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1660 = "torch.prim.ListConstruct"(%1658, %1659) : (!torch.int, !torch.int) -> !torch.list<int>
    %1661 = "torch.aten.view"(%1525, %1660) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%1661, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %1662 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1663 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1664 = "torch.prim.ListConstruct"(%1482, %1662, %1663) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1665 = "torch.aten.view"(%1661, %1664) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%1665, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %1666 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1667 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1668 = "torch.prim.ListConstruct"(%1666, %1667) : (!torch.int, !torch.int) -> !torch.list<int>
    %1669 = "torch.aten.view"(%1665, %1668) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1669, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1670 = "torch.constant.none"() : () -> !torch.none
    %1671 = "torch.constant.none"() : () -> !torch.none
    %1672 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1673 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1674 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1669, %1670, %1671, %1672, %1673, %1674) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1675 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1676 = "torch.prims.convert_element_type"(%1669, %1675) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1676, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1677 = "torch_c.to_builtin_tensor"(%1676) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1678:2 = "util.call"(%1677) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1679 = "torch_c.from_builtin_tensor"(%1678#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1680 = "torch_c.from_builtin_tensor"(%1678#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1679, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1680, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1681 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1682 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1683 = "torch.prim.ListConstruct"(%1482, %1681, %1682) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1684 = "torch.aten.view"(%1680, %1683) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%1684, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %1685 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1686 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1687 = "torch.prim.ListConstruct"(%1482, %1685, %1686) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1688 = "torch.aten.view"(%1679, %1687) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%1688, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %1689 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1690 = "torch.prim.ListConstruct"(%1482, %1689) : (!torch.int, !torch.int) -> !torch.list<int>
    %1691 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1692 = "torch.constant.none"() : () -> !torch.none
    %1693 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1694 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1695 = "torch.aten.zeros"(%1690, %1691, %1692, %1693, %1694) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,1024],f32>
    "torch.bind_symbolic_shape"(%1695, %1475) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f32>, !torch.int) -> ()
    %1696 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1697 = "torch.prim.ListConstruct"(%1482, %1696) : (!torch.int, !torch.int) -> !torch.list<int>
    %1698 = "torch.aten.view"(%1684, %1697) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%1698, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %1699 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %1700 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1701 = "torch.prim.ListConstruct"(%1699, %1700) : (!torch.int, !torch.int) -> !torch.list<int>
    %1702 = "torch.aten.view"(%1448, %1701) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %1703 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1704 = "torch.aten.squeeze.dim"(%1688, %1703) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%1704, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %1705 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1706 = "torch.aten.squeeze.dim"(%1450, %1705) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %1707 = "torch_c.to_builtin_tensor"(%1698) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %1708 = "tensor.cast"(%1707) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %1709 = "torch_c.to_builtin_tensor"(%1702) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %1710 = "tensor.cast"(%1709) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %1711 = "torch_c.to_builtin_tensor"(%1704) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %1712 = "tensor.cast"(%1711) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %1713 = "torch_c.to_builtin_tensor"(%1706) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %1714 = "tensor.cast"(%1713) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %1715 = "torch_c.to_builtin_tensor"(%1695) : (!torch.vtensor<[?,1024],f32>) -> tensor<?x1024xf32>
    %1716 = "tensor.cast"(%1715) : (tensor<?x1024xf32>) -> tensor<?x?xf32>
    %1717 = "util.call"(%1708, %1710, %1712, %1714, %1716) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1718 = "tensor.cast"(%1717) : (tensor<?x?xf16>) -> tensor<?x1024xf16>
    %1719 = "torch_c.from_builtin_tensor"(%1718) : (tensor<?x1024xf16>) -> !torch.vtensor<[?,1024],f16>
    "torch.bind_symbolic_shape"(%1719, %1475) <{shape_expressions = #map14}> : (!torch.vtensor<[?,1024],f16>, !torch.int) -> ()
    %1720 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1721 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1722 = "torch.prim.ListConstruct"(%1720, %1482, %1721) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1723 = "torch.aten.view"(%1719, %1722) : (!torch.vtensor<[?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1024],f16>
    "torch.bind_symbolic_shape"(%1723, %1475) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,1024],f16>, !torch.int) -> ()
    %1724 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1725 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1726 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1727 = "torch.prim.ListConstruct"(%1724, %1482, %1725, %1726) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1728 = "torch.aten.view"(%1591, %1727) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%1728, %1475) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %1729 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1730 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1731 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1732 = "torch.prim.ListConstruct"(%1729, %1482, %1730, %1731) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1733 = "torch.aten.view"(%1657, %1732) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1733, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1734 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1735 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1736 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1737 = "torch.prim.ListConstruct"(%1734, %1482, %1735, %1736) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1738 = "torch.aten.view"(%1723, %1737) : (!torch.vtensor<[1,?,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1738, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1739 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1740 = "torch.constant.none"() : () -> !torch.none
    %1741 = "torch.constant.none"() : () -> !torch.none
    %1742 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1743 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1744 = "torch.aten.arange.start"(%1739, %1482, %1740, %1741, %1742, %1743) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%1744, %1475) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %1745 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1746 = "torch.aten.unsqueeze"(%1744, %1745) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%1746, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %1747 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1748 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1749 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1750 = "torch.constant.none"() : () -> !torch.none
    %1751 = "torch.constant.none"() : () -> !torch.none
    %1752 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1753 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1754 = "torch.aten.arange.start_step"(%1747, %1748, %1749, %1750, %1751, %1752, %1753) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1755 = "torch.constant.none"() : () -> !torch.none
    %1756 = "torch.constant.none"() : () -> !torch.none
    %1757 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1758 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1759 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1754, %1755, %1756, %1757, %1758, %1759) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1760 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1761 = "torch.prims.convert_element_type"(%1754, %1760) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1762 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1763 = "torch.aten.div.Scalar"(%1761, %1762) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1764 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1765 = "torch.aten.pow.Scalar"(%1764, %1763) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1766 = "torch.aten.reciprocal"(%1765) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1767 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1768 = "torch.aten.mul.Scalar"(%1766, %1767) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1769 = "torch.constant.none"() : () -> !torch.none
    %1770 = "torch.aten.clone"(%1432, %1769) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1771 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1772 = "torch.aten.unsqueeze"(%1768, %1771) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1773 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1774 = "torch.aten.unsqueeze"(%1772, %1773) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1775 = "torch.constant.none"() : () -> !torch.none
    %1776 = "torch.constant.none"() : () -> !torch.none
    %1777 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1778 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1779 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1774, %1775, %1776, %1777, %1778, %1779) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1780 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1781 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1782 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1783 = "torch.prim.ListConstruct"(%1780, %1781, %1782) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1784 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1785 = "torch.aten.expand"(%1774, %1783, %1784) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1786 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1787 = "torch.aten.unsqueeze"(%1746, %1786) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%1787, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %1788 = "torch.constant.none"() : () -> !torch.none
    %1789 = "torch.constant.none"() : () -> !torch.none
    %1790 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1791 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1792 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1787, %1788, %1789, %1790, %1791, %1792) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1793 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1794 = "torch.prims.convert_element_type"(%1787, %1793) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%1794, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %1795 = "torch.aten.matmul"(%1785, %1794) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%1795, %1475) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %1796 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1797 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1798 = "torch.aten.transpose.int"(%1795, %1796, %1797) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1798, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1799 = "torch.aten.cos"(%1798) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1799, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1800 = "torch.aten.mul.Tensor"(%1799, %1770) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1800, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1801 = "torch.constant.none"() : () -> !torch.none
    %1802 = "torch.constant.none"() : () -> !torch.none
    %1803 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1804 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1805 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1800, %1801, %1802, %1803, %1804, %1805) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1806 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1807 = "torch.prims.convert_element_type"(%1800, %1806) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1807, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1808 = "torch.aten.sin"(%1798) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1808, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1809 = "torch.aten.mul.Tensor"(%1808, %1770) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1809, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1810 = "torch.constant.none"() : () -> !torch.none
    %1811 = "torch.constant.none"() : () -> !torch.none
    %1812 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1813 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1814 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1809, %1810, %1811, %1812, %1813, %1814) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1815 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1816 = "torch.prims.convert_element_type"(%1809, %1815) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1816, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1817 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1818 = "torch.aten.unsqueeze"(%1807, %1817) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1818, %1475) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1819 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1820 = "torch.aten.unsqueeze"(%1816, %1819) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1820, %1475) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1821 = "torch.constant.none"() : () -> !torch.none
    %1822 = "torch.constant.none"() : () -> !torch.none
    %1823 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1824 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1825 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1818, %1821, %1822, %1823, %1824, %1825) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1826 = "torch.constant.none"() : () -> !torch.none
    %1827 = "torch.constant.none"() : () -> !torch.none
    %1828 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1829 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1830 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1820, %1826, %1827, %1828, %1829, %1830) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1831 = "torch.constant.none"() : () -> !torch.none
    %1832 = "torch.constant.none"() : () -> !torch.none
    %1833 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1834 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1835 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1728, %1831, %1832, %1833, %1834, %1835) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1836 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1837 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1838 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1839 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1840 = "torch.aten.slice.Tensor"(%1728, %1836, %1837, %1838, %1839) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1840, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1841 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1842 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1843 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1844 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1845 = "torch.aten.slice.Tensor"(%1728, %1841, %1842, %1843, %1844) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1845, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1846 = "torch.aten.mul.Tensor"(%1840, %1818) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1846, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1847 = "torch.aten.mul.Tensor"(%1845, %1820) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1847, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1848 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1849 = "torch.aten.sub.Tensor"(%1846, %1847, %1848) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1849, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1850 = "torch.aten.mul.Tensor"(%1845, %1818) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1850, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1851 = "torch.aten.mul.Tensor"(%1840, %1820) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1851, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1852 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1853 = "torch.aten.add.Tensor"(%1850, %1851, %1852) : (!torch.vtensor<[1,?,128,64],f16>, !torch.vtensor<[1,?,128,64],f16>, !torch.int) -> !torch.vtensor<[1,?,128,64],f16>
    "torch.bind_symbolic_shape"(%1853, %1475) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,128,64],f16>, !torch.int) -> ()
    %1854 = "torch_c.to_builtin_tensor"(%1849) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %1855 = "tensor.cast"(%1854) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %1856 = "torch_c.to_builtin_tensor"(%1853) : (!torch.vtensor<[1,?,128,64],f16>) -> tensor<1x?x128x64xf16>
    %1857 = "tensor.cast"(%1856) : (tensor<1x?x128x64xf16>) -> tensor<?x?x?x?xf16>
    %1858 = "util.call"(%1855, %1857) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1859 = "tensor.cast"(%1858) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x128x2x64xf16>
    %1860 = "torch_c.from_builtin_tensor"(%1859) : (tensor<1x?x128x2x64xf16>) -> !torch.vtensor<[1,?,128,2,64],f16>
    "torch.bind_symbolic_shape"(%1860, %1475) <{shape_expressions = #map24}> : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.int) -> ()
    %1861 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1862 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1863 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1864 = "torch.prim.ListConstruct"(%1861, %1482, %1862, %1863) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1865 = "torch.aten.view"(%1860, %1864) : (!torch.vtensor<[1,?,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%1865, %1475) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %1866 = "torch.constant.none"() : () -> !torch.none
    %1867 = "torch.constant.none"() : () -> !torch.none
    %1868 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1869 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1870 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1865, %1866, %1867, %1868, %1869, %1870) : (!torch.vtensor<[1,?,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1871 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1872 = "torch.constant.none"() : () -> !torch.none
    %1873 = "torch.constant.none"() : () -> !torch.none
    %1874 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1875 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1876 = "torch.aten.arange.start"(%1871, %1482, %1872, %1873, %1874, %1875) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%1876, %1475) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %1877 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1878 = "torch.aten.unsqueeze"(%1876, %1877) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%1878, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %1879 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1880 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1881 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1882 = "torch.constant.none"() : () -> !torch.none
    %1883 = "torch.constant.none"() : () -> !torch.none
    %1884 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1885 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1886 = "torch.aten.arange.start_step"(%1879, %1880, %1881, %1882, %1883, %1884, %1885) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1887 = "torch.constant.none"() : () -> !torch.none
    %1888 = "torch.constant.none"() : () -> !torch.none
    %1889 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1890 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1891 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1886, %1887, %1888, %1889, %1890, %1891) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1892 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1893 = "torch.prims.convert_element_type"(%1886, %1892) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1894 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1895 = "torch.aten.div.Scalar"(%1893, %1894) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1896 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1897 = "torch.aten.pow.Scalar"(%1896, %1895) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1898 = "torch.aten.reciprocal"(%1897) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1899 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1900 = "torch.aten.mul.Scalar"(%1898, %1899) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1901 = "torch.constant.none"() : () -> !torch.none
    %1902 = "torch.aten.clone"(%1433, %1901) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1903 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1904 = "torch.aten.unsqueeze"(%1900, %1903) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1905 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1906 = "torch.aten.unsqueeze"(%1904, %1905) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1907 = "torch.constant.none"() : () -> !torch.none
    %1908 = "torch.constant.none"() : () -> !torch.none
    %1909 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1910 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1911 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1906, %1907, %1908, %1909, %1910, %1911) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1912 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1913 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1914 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1915 = "torch.prim.ListConstruct"(%1912, %1913, %1914) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1916 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1917 = "torch.aten.expand"(%1906, %1915, %1916) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1918 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1919 = "torch.aten.unsqueeze"(%1878, %1918) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%1919, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %1920 = "torch.constant.none"() : () -> !torch.none
    %1921 = "torch.constant.none"() : () -> !torch.none
    %1922 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1923 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1924 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1919, %1920, %1921, %1922, %1923, %1924) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1925 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1926 = "torch.prims.convert_element_type"(%1919, %1925) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%1926, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %1927 = "torch.aten.matmul"(%1917, %1926) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%1927, %1475) <{shape_expressions = #map20}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %1928 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1929 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1930 = "torch.aten.transpose.int"(%1927, %1928, %1929) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1930, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1931 = "torch.aten.cos"(%1930) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1931, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1932 = "torch.aten.mul.Tensor"(%1931, %1902) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1932, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1933 = "torch.constant.none"() : () -> !torch.none
    %1934 = "torch.constant.none"() : () -> !torch.none
    %1935 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1936 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1937 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1932, %1933, %1934, %1935, %1936, %1937) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1938 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1939 = "torch.prims.convert_element_type"(%1932, %1938) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1939, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1940 = "torch.aten.sin"(%1930) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1940, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1941 = "torch.aten.mul.Tensor"(%1940, %1902) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1941, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1942 = "torch.constant.none"() : () -> !torch.none
    %1943 = "torch.constant.none"() : () -> !torch.none
    %1944 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1945 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1946 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1941, %1942, %1943, %1944, %1945, %1946) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1947 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1948 = "torch.prims.convert_element_type"(%1941, %1947) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1948, %1475) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1949 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1950 = "torch.aten.unsqueeze"(%1939, %1949) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1950, %1475) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1951 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1952 = "torch.aten.unsqueeze"(%1948, %1951) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1952, %1475) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1953 = "torch.constant.none"() : () -> !torch.none
    %1954 = "torch.constant.none"() : () -> !torch.none
    %1955 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1956 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1957 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1950, %1953, %1954, %1955, %1956, %1957) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1958 = "torch.constant.none"() : () -> !torch.none
    %1959 = "torch.constant.none"() : () -> !torch.none
    %1960 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1961 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1962 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1952, %1958, %1959, %1960, %1961, %1962) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1963 = "torch.constant.none"() : () -> !torch.none
    %1964 = "torch.constant.none"() : () -> !torch.none
    %1965 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1966 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1967 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1733, %1963, %1964, %1965, %1966, %1967) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1968 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1969 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1970 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1971 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1972 = "torch.aten.slice.Tensor"(%1733, %1968, %1969, %1970, %1971) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1972, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1973 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1974 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1975 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1976 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1977 = "torch.aten.slice.Tensor"(%1733, %1973, %1974, %1975, %1976) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1977, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1978 = "torch.aten.mul.Tensor"(%1972, %1950) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1978, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1979 = "torch.aten.mul.Tensor"(%1977, %1952) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1979, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1980 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1981 = "torch.aten.sub.Tensor"(%1978, %1979, %1980) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1981, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1982 = "torch.aten.mul.Tensor"(%1977, %1950) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1982, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1983 = "torch.aten.mul.Tensor"(%1972, %1952) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1983, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1984 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1985 = "torch.aten.add.Tensor"(%1982, %1983, %1984) : (!torch.vtensor<[1,?,8,64],f16>, !torch.vtensor<[1,?,8,64],f16>, !torch.int) -> !torch.vtensor<[1,?,8,64],f16>
    "torch.bind_symbolic_shape"(%1985, %1475) <{shape_expressions = #map25}> : (!torch.vtensor<[1,?,8,64],f16>, !torch.int) -> ()
    %1986 = "torch_c.to_builtin_tensor"(%1981) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %1987 = "tensor.cast"(%1986) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %1988 = "torch_c.to_builtin_tensor"(%1985) : (!torch.vtensor<[1,?,8,64],f16>) -> tensor<1x?x8x64xf16>
    %1989 = "tensor.cast"(%1988) : (tensor<1x?x8x64xf16>) -> tensor<?x?x?x?xf16>
    %1990 = "util.call"(%1987, %1989) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1991 = "tensor.cast"(%1990) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x8x2x64xf16>
    %1992 = "torch_c.from_builtin_tensor"(%1991) : (tensor<1x?x8x2x64xf16>) -> !torch.vtensor<[1,?,8,2,64],f16>
    "torch.bind_symbolic_shape"(%1992, %1475) <{shape_expressions = #map26}> : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.int) -> ()
    %1993 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1994 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1995 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1996 = "torch.prim.ListConstruct"(%1993, %1482, %1994, %1995) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1997 = "torch.aten.view"(%1992, %1996) : (!torch.vtensor<[1,?,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%1997, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %1998 = "torch.constant.none"() : () -> !torch.none
    %1999 = "torch.constant.none"() : () -> !torch.none
    %2000 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2001 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2002 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1997, %1998, %1999, %2000, %2001, %2002) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2003 = "torch.aten.div.Tensor"(%1997, %1435) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2003, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2004 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %2005 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %2006 = "torch.aten.clamp"(%2003, %2004, %2005) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2006, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2007 = "torch.constant.none"() : () -> !torch.none
    %2008 = "torch.constant.none"() : () -> !torch.none
    %2009 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2010 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2011 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2006, %2007, %2008, %2009, %2010, %2011) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2012 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2013 = "torch.prims.convert_element_type"(%2006, %2012) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2013, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %2014 = "torch.aten.div.Tensor"(%1738, %1435) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2014, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2015 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %2016 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %2017 = "torch.aten.clamp"(%2014, %2015, %2016) : (!torch.vtensor<[1,?,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2017, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2018 = "torch.constant.none"() : () -> !torch.none
    %2019 = "torch.constant.none"() : () -> !torch.none
    %2020 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2021 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2022 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2017, %2018, %2019, %2020, %2021, %2022) : (!torch.vtensor<[1,?,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2023 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2024 = "torch.prims.convert_element_type"(%2017, %2023) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2024, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %2025 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2026 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2027 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2028 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2029 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2030 = "torch.prim.ListConstruct"(%1480, %2025, %2026, %2027, %2028, %2029) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2031 = "torch.aten.view"(%1473, %2030) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2031, %1476) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2032 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2033 = "torch.aten.mul.int"(%1480, %2032) : (!torch.int, !torch.int) -> !torch.int
    %2034 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2035 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2036 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2037 = "torch.prim.ListConstruct"(%2033, %2034, %2035, %2036) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2038 = "torch.aten.view"(%2031, %2037) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2038, %1476) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2039 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2040 = "torch.aten.mul.Scalar"(%arg44, %2039) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2040, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2041 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2042 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2043 = "torch.aten.add.Scalar"(%2040, %2041, %2042) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2043, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2044 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2045 = "torch.aten.mul.Scalar"(%2043, %2044) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2045, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2046 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2047 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2048 = "torch.aten.add.Scalar"(%2045, %2046, %2047) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2048, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2049 = "torch.prim.ListConstruct"(%1478) : (!torch.int) -> !torch.list<int>
    %2050 = "torch.aten.view"(%2048, %2049) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2050, %1475) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2051 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2052 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2053 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2054 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2055 = "torch.prim.ListConstruct"(%2051, %1478, %2052, %2053, %2054) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2056 = "torch.aten.view"(%2013, %2055) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2056, %1475) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2057 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2058 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2059 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2060 = "torch.prim.ListConstruct"(%1478, %2057, %2058, %2059) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2061 = "torch.aten.view"(%2056, %2060) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2061, %1475) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2062 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2063 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2064 = "torch.aten.transpose.int"(%2061, %2062, %2063) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2064, %1475) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2065 = "torch.constant.none"() : () -> !torch.none
    %2066 = "torch.constant.none"() : () -> !torch.none
    %2067 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2068 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2069 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2064, %2065, %2066, %2067, %2068, %2069) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2070 = "torch.prim.ListConstruct"(%2050) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %2071 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2072 = "torch.aten.index_put"(%2038, %2070, %2064, %2071) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2072, %1476) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2073 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2074 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2075 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2076 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2077 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2078 = "torch.prim.ListConstruct"(%1480, %2073, %2074, %2075, %2076, %2077) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2079 = "torch.aten.view"(%2072, %2078) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2079, %1476) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2080 = "torch.constant.int"() <{value = 65536 : i64}> : () -> !torch.int
    %2081 = "torch.prim.ListConstruct"(%1480, %2080) : (!torch.int, !torch.int) -> !torch.list<int>
    %2082 = "torch.aten.view"(%2079, %2081) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2082, %1476) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %2083 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2084 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2085 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2086 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2087 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2088 = "torch.prim.ListConstruct"(%1480, %2083, %2084, %2085, %2086, %2087) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2089 = "torch.aten.view"(%2082, %2088) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2089, %1476) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2090 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2091 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2092 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2093 = "torch.prim.ListConstruct"(%2033, %2090, %2091, %2092) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2094 = "torch.aten.view"(%2089, %2093) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2094, %1476) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2095 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2096 = "torch.aten.mul.Scalar"(%arg44, %2095) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2096, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2097 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2098 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2099 = "torch.aten.add.Scalar"(%2096, %2097, %2098) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2099, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2100 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2101 = "torch.aten.mul.Scalar"(%2099, %2100) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2101, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2102 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2103 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2104 = "torch.aten.add.Scalar"(%2101, %2102, %2103) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2104, %1475) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2105 = "torch.prim.ListConstruct"(%1478) : (!torch.int) -> !torch.list<int>
    %2106 = "torch.aten.view"(%2104, %2105) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2106, %1475) <{shape_expressions = #map29}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2107 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2108 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2109 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2110 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2111 = "torch.prim.ListConstruct"(%2107, %1478, %2108, %2109, %2110) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2112 = "torch.aten.view"(%2024, %2111) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2112, %1475) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2113 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2114 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2115 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2116 = "torch.prim.ListConstruct"(%1478, %2113, %2114, %2115) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2117 = "torch.aten.view"(%2112, %2116) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2117, %1475) <{shape_expressions = #map31}> : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %2118 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2119 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2120 = "torch.aten.transpose.int"(%2117, %2118, %2119) : (!torch.vtensor<[?,32,8,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2120, %1475) <{shape_expressions = #map32}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2121 = "torch.constant.none"() : () -> !torch.none
    %2122 = "torch.constant.none"() : () -> !torch.none
    %2123 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2124 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2125 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2120, %2121, %2122, %2123, %2124, %2125) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2126 = "torch.prim.ListConstruct"(%2106) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %2127 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2128 = "torch.aten.index_put"(%2094, %2126, %2120, %2127) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2128, %1476) <{shape_expressions = #map28}> : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2129 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2130 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2131 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2132 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2133 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2134 = "torch.prim.ListConstruct"(%1480, %2129, %2130, %2131, %2132, %2133) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2135 = "torch.aten.view"(%2128, %2134) : (!torch.vtensor<[?,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2135, %1476) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %2136 = "torch.constant.int"() <{value = 65536 : i64}> : () -> !torch.int
    %2137 = "torch.prim.ListConstruct"(%1480, %2136) : (!torch.int, !torch.int) -> !torch.list<int>
    %2138 = "torch.aten.view"(%2135, %2137) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%2138, %arg45) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.tensor<[?,65536],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%2138, %1476) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %2139 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2140 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2141 = "torch.constant.none"() : () -> !torch.none
    %2142 = "torch.constant.none"() : () -> !torch.none
    %2143 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2144 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2145 = "torch.aten.arange.start_step"(%2139, %1482, %2140, %2141, %2142, %2143, %2144) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2145, %1475) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2146 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2147 = "torch.aten.unsqueeze"(%arg43, %2146) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %2148 = "torch.aten.ge.Tensor"(%2145, %2147) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%2148, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %2149 = "torch.constant.none"() : () -> !torch.none
    %2150 = "torch.constant.none"() : () -> !torch.none
    %2151 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2152 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2153 = "torch.aten.arange"(%1482, %2149, %2150, %2151, %2152) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2153, %1475) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2154 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2155 = "torch.aten.unsqueeze"(%2153, %2154) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2155, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2156 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2157 = "torch.aten.unsqueeze"(%2155, %2156) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%2157, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %2158 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2159 = "torch.aten.unsqueeze"(%2157, %2158) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,1,?],si64>
    "torch.bind_symbolic_shape"(%2159, %1475) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],si64>, !torch.int) -> ()
    %2160 = "torch.constant.none"() : () -> !torch.none
    %2161 = "torch.constant.none"() : () -> !torch.none
    %2162 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2163 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2164 = "torch.aten.arange"(%1482, %2160, %2161, %2162, %2163) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2164, %1475) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2165 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2166 = "torch.aten.unsqueeze"(%2164, %2165) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2166, %1475) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2167 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2168 = "torch.aten.unsqueeze"(%2166, %2167) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%2168, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %2169 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %2170 = "torch.aten.unsqueeze"(%2168, %2169) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?,1],si64>
    "torch.bind_symbolic_shape"(%2170, %1475) <{shape_expressions = #map34}> : (!torch.vtensor<[1,1,?,1],si64>, !torch.int) -> ()
    %2171 = "torch.aten.gt.Tensor"(%2159, %2170) : (!torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%2171, %1475) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %2172 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2173 = "torch.aten.unsqueeze"(%2148, %2172) : (!torch.vtensor<[1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,?],i1>
    "torch.bind_symbolic_shape"(%2173, %1475) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> ()
    %2174 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2175 = "torch.aten.unsqueeze"(%2173, %2174) : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,1,?],i1>
    "torch.bind_symbolic_shape"(%2175, %1475) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],i1>, !torch.int) -> ()
    %2176 = "torch.aten.logical_or"(%2171, %2175) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%2176, %1475) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %2177 = "torch.constant.none"() : () -> !torch.none
    %2178 = "torch.aten.clone"(%1436, %2177) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %2179 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2180 = "torch.aten.where.ScalarOther"(%2176, %2178, %2179) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,1,?,?],f16>
    "torch.bind_symbolic_shape"(%2180, %1475) <{shape_expressions = #map35}> : (!torch.vtensor<[1,1,?,?],f16>, !torch.int) -> ()
    %2181 = "torch.constant.none"() : () -> !torch.none
    %2182 = "torch.constant.none"() : () -> !torch.none
    %2183 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2184 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2185 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2180, %2181, %2182, %2183, %2184, %2185) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2186 = "torch.constant.none"() : () -> !torch.none
    %2187 = "torch.constant.none"() : () -> !torch.none
    %2188 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2189 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2190 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2180, %2186, %2187, %2188, %2189, %2190) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2191 = "torch.constant.none"() : () -> !torch.none
    %2192 = "torch.constant.none"() : () -> !torch.none
    %2193 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2194 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2195 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2013, %2191, %2192, %2193, %2194, %2195) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2196 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2197 = "torch.prims.convert_element_type"(%2013, %2196) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2197, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2198 = "torch.aten.mul.Tensor"(%2197, %1435) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2198, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2199 = "torch.constant.none"() : () -> !torch.none
    %2200 = "torch.constant.none"() : () -> !torch.none
    %2201 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2202 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2203 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2024, %2199, %2200, %2201, %2202, %2203) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2204 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2205 = "torch.prims.convert_element_type"(%2024, %2204) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2205, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2206 = "torch.aten.mul.Tensor"(%2205, %1435) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%2206, %1475) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %2207 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2208 = "torch.aten.unsqueeze"(%2198, %2207) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%2208, %1475) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %2209 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2210 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2211 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2212 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2213 = "torch.prim.ListConstruct"(%2209, %1482, %2210, %2211, %2212) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2214 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2215 = "torch.aten.expand"(%2208, %2213, %2214) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2215, %1475) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2216 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2217 = "torch.aten.clone"(%2215, %2216) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2217, %1475) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2218 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2219 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2220 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2221 = "torch.prim.ListConstruct"(%2218, %1482, %2219, %2220) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2222 = "torch.aten._unsafe_view"(%2217, %2221) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%2222, %1475) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %2223 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2224 = "torch.aten.unsqueeze"(%2206, %2223) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%2224, %1475) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %2225 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2226 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2227 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2228 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2229 = "torch.prim.ListConstruct"(%2225, %1482, %2226, %2227, %2228) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2230 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2231 = "torch.aten.expand"(%2224, %2229, %2230) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2231, %1475) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2232 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2233 = "torch.aten.clone"(%2231, %2232) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%2233, %1475) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %2234 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2235 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2236 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2237 = "torch.prim.ListConstruct"(%2234, %1482, %2235, %2236) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2238 = "torch.aten._unsafe_view"(%2233, %2237) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%2238, %1475) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %2239 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2240 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2241 = "torch.aten.transpose.int"(%1865, %2239, %2240) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2241, %1475) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2242 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2243 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2244 = "torch.aten.transpose.int"(%2222, %2242, %2243) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2244, %1475) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2245 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2246 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2247 = "torch.aten.transpose.int"(%2238, %2245, %2246) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2247, %1475) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2248 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %2249 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2250 = "torch.constant.none"() : () -> !torch.none
    %2251 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2252 = "torch.aten.scaled_dot_product_attention"(%2241, %2244, %2247, %2180, %2248, %2249, %2250, %2251) : (!torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%2252, %1475) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %2253 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2254 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2255 = "torch.aten.transpose.int"(%2252, %2253, %2254) : (!torch.vtensor<[1,128,?,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%2255, %1475) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %2256 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2257 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2258 = "torch.prim.ListConstruct"(%2256, %1482, %2257) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2259 = "torch.aten.view"(%2255, %2258) : (!torch.vtensor<[1,?,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2259, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2260 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2261 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2262 = "torch.prim.ListConstruct"(%2260, %2261) : (!torch.int, !torch.int) -> !torch.list<int>
    %2263 = "torch.aten.view"(%2259, %2262) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2263, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2264 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2265 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2266 = "torch.prim.ListConstruct"(%1482, %2264, %2265) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2267 = "torch.aten.view"(%2263, %2266) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2267, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2268 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2269 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2270 = "torch.prim.ListConstruct"(%2268, %2269) : (!torch.int, !torch.int) -> !torch.list<int>
    %2271 = "torch.aten.view"(%2267, %2270) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2271, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2272 = "torch.constant.none"() : () -> !torch.none
    %2273 = "torch.constant.none"() : () -> !torch.none
    %2274 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2275 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2276 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2271, %2272, %2273, %2274, %2275, %2276) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2277 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2278 = "torch.prims.convert_element_type"(%2271, %2277) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2278, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2279 = "torch_c.to_builtin_tensor"(%2278) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2280:2 = "util.call"(%2279) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2281 = "torch_c.from_builtin_tensor"(%2280#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2282 = "torch_c.from_builtin_tensor"(%2280#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2281, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2282, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2283 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2284 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2285 = "torch.prim.ListConstruct"(%1482, %2283, %2284) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2286 = "torch.aten.view"(%2282, %2285) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2286, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2287 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2288 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2289 = "torch.prim.ListConstruct"(%1482, %2287, %2288) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2290 = "torch.aten.view"(%2281, %2289) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2290, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2291 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2292 = "torch.prim.ListConstruct"(%1482, %2291) : (!torch.int, !torch.int) -> !torch.list<int>
    %2293 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2294 = "torch.constant.none"() : () -> !torch.none
    %2295 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2296 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2297 = "torch.aten.zeros"(%2292, %2293, %2294, %2295, %2296) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%2297, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %2298 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2299 = "torch.prim.ListConstruct"(%1482, %2298) : (!torch.int, !torch.int) -> !torch.list<int>
    %2300 = "torch.aten.view"(%2286, %2299) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2300, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2301 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2302 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2303 = "torch.prim.ListConstruct"(%2301, %2302) : (!torch.int, !torch.int) -> !torch.list<int>
    %2304 = "torch.aten.view"(%1452, %2303) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %2305 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2306 = "torch.aten.squeeze.dim"(%2290, %2305) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2306, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2307 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2308 = "torch.aten.squeeze.dim"(%1454, %2307) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %2309 = "torch_c.to_builtin_tensor"(%2300) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2310 = "tensor.cast"(%2309) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2311 = "torch_c.to_builtin_tensor"(%2304) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %2312 = "tensor.cast"(%2311) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %2313 = "torch_c.to_builtin_tensor"(%2306) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2314 = "tensor.cast"(%2313) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2315 = "torch_c.to_builtin_tensor"(%2308) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %2316 = "tensor.cast"(%2315) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %2317 = "torch_c.to_builtin_tensor"(%2297) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %2318 = "tensor.cast"(%2317) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %2319 = "util.call"(%2310, %2312, %2314, %2316, %2318) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2320 = "tensor.cast"(%2319) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %2321 = "torch_c.from_builtin_tensor"(%2320) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2321, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2322 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2323 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2324 = "torch.prim.ListConstruct"(%2322, %1482, %2323) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2325 = "torch.aten.view"(%2321, %2324) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2325, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2326 = "torch.constant.none"() : () -> !torch.none
    %2327 = "torch.constant.none"() : () -> !torch.none
    %2328 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2329 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2330 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2325, %2326, %2327, %2328, %2329, %2330) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2331 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2332 = "torch.aten.add.Tensor"(%1491, %2325, %2331) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2332, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2333 = "torch.constant.none"() : () -> !torch.none
    %2334 = "torch.constant.none"() : () -> !torch.none
    %2335 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2336 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2337 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2332, %2333, %2334, %2335, %2336, %2337) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2338 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2339 = "torch.prims.convert_element_type"(%2332, %2338) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2339, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2340 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2341 = "torch.aten.pow.Tensor_Scalar"(%2339, %2340) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2341, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2342 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2343 = "torch.prim.ListConstruct"(%2342) : (!torch.int) -> !torch.list<int>
    %2344 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2345 = "torch.constant.none"() : () -> !torch.none
    %2346 = "torch.aten.mean.dim"(%2341, %2343, %2344, %2345) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2346, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2347 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2348 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2349 = "torch.aten.add.Scalar"(%2346, %2347, %2348) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2349, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2350 = "torch.aten.rsqrt"(%2349) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2350, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2351 = "torch.aten.mul.Tensor"(%2339, %2350) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2351, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2352 = "torch.constant.none"() : () -> !torch.none
    %2353 = "torch.constant.none"() : () -> !torch.none
    %2354 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2355 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2356 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2351, %2352, %2353, %2354, %2355, %2356) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2357 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2358 = "torch.prims.convert_element_type"(%2351, %2357) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2358, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2359 = "torch.aten.mul.Tensor"(%1456, %2358) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2359, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2360 = "torch.constant.none"() : () -> !torch.none
    %2361 = "torch.constant.none"() : () -> !torch.none
    %2362 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2363 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2364 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2359, %2360, %2361, %2362, %2363, %2364) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2365 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2366 = "torch.prims.convert_element_type"(%2359, %2365) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2366, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2367 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2368 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2369 = "torch.prim.ListConstruct"(%2367, %2368) : (!torch.int, !torch.int) -> !torch.list<int>
    %2370 = "torch.aten.view"(%2366, %2369) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2370, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2371 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2372 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2373 = "torch.prim.ListConstruct"(%1482, %2371, %2372) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2374 = "torch.aten.view"(%2370, %2373) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2374, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2375 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2376 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2377 = "torch.prim.ListConstruct"(%2375, %2376) : (!torch.int, !torch.int) -> !torch.list<int>
    %2378 = "torch.aten.view"(%2374, %2377) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2378, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2379 = "torch.constant.none"() : () -> !torch.none
    %2380 = "torch.constant.none"() : () -> !torch.none
    %2381 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2382 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2383 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2378, %2379, %2380, %2381, %2382, %2383) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2384 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2385 = "torch.prims.convert_element_type"(%2378, %2384) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2385, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2386 = "torch_c.to_builtin_tensor"(%2385) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2387:2 = "util.call"(%2386) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2388 = "torch_c.from_builtin_tensor"(%2387#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2389 = "torch_c.from_builtin_tensor"(%2387#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2388, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2389, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2390 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2391 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2392 = "torch.prim.ListConstruct"(%1482, %2390, %2391) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2393 = "torch.aten.view"(%2389, %2392) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2393, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2394 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2395 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2396 = "torch.prim.ListConstruct"(%1482, %2394, %2395) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2397 = "torch.aten.view"(%2388, %2396) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2397, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2398 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2399 = "torch.prim.ListConstruct"(%1482, %2398) : (!torch.int, !torch.int) -> !torch.list<int>
    %2400 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2401 = "torch.constant.none"() : () -> !torch.none
    %2402 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2403 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2404 = "torch.aten.zeros"(%2399, %2400, %2401, %2402, %2403) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%2404, %1475) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %2405 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2406 = "torch.prim.ListConstruct"(%1482, %2405) : (!torch.int, !torch.int) -> !torch.list<int>
    %2407 = "torch.aten.view"(%2393, %2406) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2407, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2408 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2409 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2410 = "torch.prim.ListConstruct"(%2408, %2409) : (!torch.int, !torch.int) -> !torch.list<int>
    %2411 = "torch.aten.view"(%1458, %2410) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %2412 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2413 = "torch.aten.squeeze.dim"(%2397, %2412) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2413, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2414 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2415 = "torch.aten.squeeze.dim"(%1460, %2414) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %2416 = "torch_c.to_builtin_tensor"(%2407) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2417 = "tensor.cast"(%2416) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2418 = "torch_c.to_builtin_tensor"(%2411) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %2419 = "tensor.cast"(%2418) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %2420 = "torch_c.to_builtin_tensor"(%2413) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2421 = "tensor.cast"(%2420) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2422 = "torch_c.to_builtin_tensor"(%2415) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %2423 = "tensor.cast"(%2422) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %2424 = "torch_c.to_builtin_tensor"(%2404) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %2425 = "tensor.cast"(%2424) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %2426 = "util.call"(%2417, %2419, %2421, %2423, %2425) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2427 = "tensor.cast"(%2426) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %2428 = "torch_c.from_builtin_tensor"(%2427) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%2428, %1475) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %2429 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2430 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2431 = "torch.prim.ListConstruct"(%2429, %1482, %2430) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2432 = "torch.aten.view"(%2428, %2431) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%2432, %1475) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %2433 = "torch.aten.silu"(%2432) : (!torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%2433, %1475) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %2434 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2435 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2436 = "torch.prim.ListConstruct"(%2434, %2435) : (!torch.int, !torch.int) -> !torch.list<int>
    %2437 = "torch.aten.view"(%2366, %2436) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2437, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2438 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2439 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2440 = "torch.prim.ListConstruct"(%1482, %2438, %2439) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2441 = "torch.aten.view"(%2437, %2440) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,512,32],f16>
    "torch.bind_symbolic_shape"(%2441, %1475) <{shape_expressions = #map6}> : (!torch.vtensor<[?,512,32],f16>, !torch.int) -> ()
    %2442 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2443 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2444 = "torch.prim.ListConstruct"(%2442, %2443) : (!torch.int, !torch.int) -> !torch.list<int>
    %2445 = "torch.aten.view"(%2441, %2444) : (!torch.vtensor<[?,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2445, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2446 = "torch.constant.none"() : () -> !torch.none
    %2447 = "torch.constant.none"() : () -> !torch.none
    %2448 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2449 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2450 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2445, %2446, %2447, %2448, %2449, %2450) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2451 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2452 = "torch.prims.convert_element_type"(%2445, %2451) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2452, %1475) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2453 = "torch_c.to_builtin_tensor"(%2452) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2454:2 = "util.call"(%2453) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2455 = "torch_c.from_builtin_tensor"(%2454#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2456 = "torch_c.from_builtin_tensor"(%2454#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2455, %1475) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2456, %1475) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2457 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2458 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2459 = "torch.prim.ListConstruct"(%1482, %2457, %2458) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2460 = "torch.aten.view"(%2456, %2459) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,16],ui8>
    "torch.bind_symbolic_shape"(%2460, %1475) <{shape_expressions = #map10}> : (!torch.vtensor<[?,512,16],ui8>, !torch.int) -> ()
    %2461 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2462 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2463 = "torch.prim.ListConstruct"(%1482, %2461, %2462) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2464 = "torch.aten.view"(%2455, %2463) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,512,1],ui8>
    "torch.bind_symbolic_shape"(%2464, %1475) <{shape_expressions = #map11}> : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> ()
    %2465 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2466 = "torch.prim.ListConstruct"(%1482, %2465) : (!torch.int, !torch.int) -> !torch.list<int>
    %2467 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2468 = "torch.constant.none"() : () -> !torch.none
    %2469 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2470 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2471 = "torch.aten.zeros"(%2466, %2467, %2468, %2469, %2470) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,53248],f32>
    "torch.bind_symbolic_shape"(%2471, %1475) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f32>, !torch.int) -> ()
    %2472 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2473 = "torch.prim.ListConstruct"(%1482, %2472) : (!torch.int, !torch.int) -> !torch.list<int>
    %2474 = "torch.aten.view"(%2460, %2473) : (!torch.vtensor<[?,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8192],ui8>
    "torch.bind_symbolic_shape"(%2474, %1475) <{shape_expressions = #map12}> : (!torch.vtensor<[?,8192],ui8>, !torch.int) -> ()
    %2475 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2476 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2477 = "torch.prim.ListConstruct"(%2475, %2476) : (!torch.int, !torch.int) -> !torch.list<int>
    %2478 = "torch.aten.view"(%1462, %2477) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %2479 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2480 = "torch.aten.squeeze.dim"(%2464, %2479) : (!torch.vtensor<[?,512,1],ui8>, !torch.int) -> !torch.vtensor<[?,512],ui8>
    "torch.bind_symbolic_shape"(%2480, %1475) <{shape_expressions = #map13}> : (!torch.vtensor<[?,512],ui8>, !torch.int) -> ()
    %2481 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2482 = "torch.aten.squeeze.dim"(%1464, %2481) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %2483 = "torch_c.to_builtin_tensor"(%2474) : (!torch.vtensor<[?,8192],ui8>) -> tensor<?x8192xi8>
    %2484 = "tensor.cast"(%2483) : (tensor<?x8192xi8>) -> tensor<?x?xi8>
    %2485 = "torch_c.to_builtin_tensor"(%2478) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %2486 = "tensor.cast"(%2485) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %2487 = "torch_c.to_builtin_tensor"(%2480) : (!torch.vtensor<[?,512],ui8>) -> tensor<?x512xi8>
    %2488 = "tensor.cast"(%2487) : (tensor<?x512xi8>) -> tensor<?x?xi8>
    %2489 = "torch_c.to_builtin_tensor"(%2482) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %2490 = "tensor.cast"(%2489) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %2491 = "torch_c.to_builtin_tensor"(%2471) : (!torch.vtensor<[?,53248],f32>) -> tensor<?x53248xf32>
    %2492 = "tensor.cast"(%2491) : (tensor<?x53248xf32>) -> tensor<?x?xf32>
    %2493 = "util.call"(%2484, %2486, %2488, %2490, %2492) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2494 = "tensor.cast"(%2493) : (tensor<?x?xf16>) -> tensor<?x53248xf16>
    %2495 = "torch_c.from_builtin_tensor"(%2494) : (tensor<?x53248xf16>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%2495, %1475) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %2496 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2497 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2498 = "torch.prim.ListConstruct"(%2496, %1482, %2497) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2499 = "torch.aten.view"(%2495, %2498) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%2499, %1475) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %2500 = "torch.aten.mul.Tensor"(%2433, %2499) : (!torch.vtensor<[1,?,53248],f16>, !torch.vtensor<[1,?,53248],f16>) -> !torch.vtensor<[1,?,53248],f16>
    "torch.bind_symbolic_shape"(%2500, %1475) <{shape_expressions = #map40}> : (!torch.vtensor<[1,?,53248],f16>, !torch.int) -> ()
    %2501 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2502 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %2503 = "torch.prim.ListConstruct"(%2501, %2502) : (!torch.int, !torch.int) -> !torch.list<int>
    %2504 = "torch.aten.view"(%2500, %2503) : (!torch.vtensor<[1,?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,53248],f16>
    "torch.bind_symbolic_shape"(%2504, %1475) <{shape_expressions = #map39}> : (!torch.vtensor<[?,53248],f16>, !torch.int) -> ()
    %2505 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2506 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2507 = "torch.prim.ListConstruct"(%1482, %2505, %2506) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2508 = "torch.aten.view"(%2504, %2507) : (!torch.vtensor<[?,53248],f16>, !torch.list<int>) -> !torch.vtensor<[?,1664,32],f16>
    "torch.bind_symbolic_shape"(%2508, %1475) <{shape_expressions = #map41}> : (!torch.vtensor<[?,1664,32],f16>, !torch.int) -> ()
    %2509 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2510 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2511 = "torch.prim.ListConstruct"(%2509, %2510) : (!torch.int, !torch.int) -> !torch.list<int>
    %2512 = "torch.aten.view"(%2508, %2511) : (!torch.vtensor<[?,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2512, %1475) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2513 = "torch.constant.none"() : () -> !torch.none
    %2514 = "torch.constant.none"() : () -> !torch.none
    %2515 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2516 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2517 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2512, %2513, %2514, %2515, %2516, %2517) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2518 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2519 = "torch.prims.convert_element_type"(%2512, %2518) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2519, %1475) <{shape_expressions = #map42}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2520 = "torch_c.to_builtin_tensor"(%2519) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2521:2 = "util.call"(%2520) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2522 = "torch_c.from_builtin_tensor"(%2521#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2523 = "torch_c.from_builtin_tensor"(%2521#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2522, %1475) <{shape_expressions = #map43}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2523, %1475) <{shape_expressions = #map44}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2524 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2525 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2526 = "torch.prim.ListConstruct"(%1482, %2524, %2525) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2527 = "torch.aten.view"(%2523, %2526) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,16],ui8>
    "torch.bind_symbolic_shape"(%2527, %1475) <{shape_expressions = #map45}> : (!torch.vtensor<[?,1664,16],ui8>, !torch.int) -> ()
    %2528 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %2529 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2530 = "torch.prim.ListConstruct"(%1482, %2528, %2529) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2531 = "torch.aten.view"(%2522, %2530) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,1664,1],ui8>
    "torch.bind_symbolic_shape"(%2531, %1475) <{shape_expressions = #map46}> : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> ()
    %2532 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2533 = "torch.prim.ListConstruct"(%1482, %2532) : (!torch.int, !torch.int) -> !torch.list<int>
    %2534 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2535 = "torch.constant.none"() : () -> !torch.none
    %2536 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2537 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2538 = "torch.aten.zeros"(%2533, %2534, %2535, %2536, %2537) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,16384],f32>
    "torch.bind_symbolic_shape"(%2538, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f32>, !torch.int) -> ()
    %2539 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %2540 = "torch.prim.ListConstruct"(%1482, %2539) : (!torch.int, !torch.int) -> !torch.list<int>
    %2541 = "torch.aten.view"(%2527, %2540) : (!torch.vtensor<[?,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,26624],ui8>
    "torch.bind_symbolic_shape"(%2541, %1475) <{shape_expressions = #map47}> : (!torch.vtensor<[?,26624],ui8>, !torch.int) -> ()
    %2542 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2543 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %2544 = "torch.prim.ListConstruct"(%2542, %2543) : (!torch.int, !torch.int) -> !torch.list<int>
    %2545 = "torch.aten.view"(%1466, %2544) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %2546 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2547 = "torch.aten.squeeze.dim"(%2531, %2546) : (!torch.vtensor<[?,1664,1],ui8>, !torch.int) -> !torch.vtensor<[?,1664],ui8>
    "torch.bind_symbolic_shape"(%2547, %1475) <{shape_expressions = #map48}> : (!torch.vtensor<[?,1664],ui8>, !torch.int) -> ()
    %2548 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2549 = "torch.aten.squeeze.dim"(%1468, %2548) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %2550 = "torch_c.to_builtin_tensor"(%2541) : (!torch.vtensor<[?,26624],ui8>) -> tensor<?x26624xi8>
    %2551 = "tensor.cast"(%2550) : (tensor<?x26624xi8>) -> tensor<?x?xi8>
    %2552 = "torch_c.to_builtin_tensor"(%2545) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %2553 = "tensor.cast"(%2552) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %2554 = "torch_c.to_builtin_tensor"(%2547) : (!torch.vtensor<[?,1664],ui8>) -> tensor<?x1664xi8>
    %2555 = "tensor.cast"(%2554) : (tensor<?x1664xi8>) -> tensor<?x?xi8>
    %2556 = "torch_c.to_builtin_tensor"(%2549) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %2557 = "tensor.cast"(%2556) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %2558 = "torch_c.to_builtin_tensor"(%2538) : (!torch.vtensor<[?,16384],f32>) -> tensor<?x16384xf32>
    %2559 = "tensor.cast"(%2558) : (tensor<?x16384xf32>) -> tensor<?x?xf32>
    %2560 = "util.call"(%2551, %2553, %2555, %2557, %2559) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2561 = "tensor.cast"(%2560) : (tensor<?x?xf16>) -> tensor<?x16384xf16>
    %2562 = "torch_c.from_builtin_tensor"(%2561) : (tensor<?x16384xf16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2562, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2563 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2564 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2565 = "torch.prim.ListConstruct"(%2563, %1482, %2564) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2566 = "torch.aten.view"(%2562, %2565) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2566, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2567 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2568 = "torch.aten.add.Tensor"(%2332, %2566, %2567) : (!torch.vtensor<[1,?,16384],f16>, !torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2568, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2569 = "torch.constant.none"() : () -> !torch.none
    %2570 = "torch.constant.none"() : () -> !torch.none
    %2571 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2572 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2573 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2568, %2569, %2570, %2571, %2572, %2573) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2574 = "torch.constant.none"() : () -> !torch.none
    %2575 = "torch.constant.none"() : () -> !torch.none
    %2576 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2577 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2578 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2568, %2574, %2575, %2576, %2577, %2578) : (!torch.vtensor<[1,?,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2579 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2580 = "torch.prims.convert_element_type"(%2568, %2579) : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2580, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2581 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2582 = "torch.aten.pow.Tensor_Scalar"(%2580, %2581) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2582, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2583 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2584 = "torch.prim.ListConstruct"(%2583) : (!torch.int) -> !torch.list<int>
    %2585 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2586 = "torch.constant.none"() : () -> !torch.none
    %2587 = "torch.aten.mean.dim"(%2582, %2584, %2585, %2586) : (!torch.vtensor<[1,?,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2587, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2588 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2589 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2590 = "torch.aten.add.Scalar"(%2587, %2588, %2589) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2590, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2591 = "torch.aten.rsqrt"(%2590) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2591, %1475) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2592 = "torch.aten.mul.Tensor"(%2580, %2591) : (!torch.vtensor<[1,?,16384],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2592, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2593 = "torch.constant.none"() : () -> !torch.none
    %2594 = "torch.constant.none"() : () -> !torch.none
    %2595 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2596 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2597 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2592, %2593, %2594, %2595, %2596, %2597) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2598 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2599 = "torch.prims.convert_element_type"(%2592, %2598) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2599, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2600 = "torch.aten.mul.Tensor"(%1470, %2599) : (!torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,?,16384],f16>) -> !torch.vtensor<[1,?,16384],f32>
    "torch.bind_symbolic_shape"(%2600, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> ()
    %2601 = "torch.constant.none"() : () -> !torch.none
    %2602 = "torch.constant.none"() : () -> !torch.none
    %2603 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2604 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2605 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2600, %2601, %2602, %2603, %2604, %2605) : (!torch.vtensor<[1,?,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2606 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2607 = "torch.prims.convert_element_type"(%2600, %2606) : (!torch.vtensor<[1,?,16384],f32>, !torch.int) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2607, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    %2608 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2609 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2610 = "torch.aten.transpose.int"(%1472, %2608, %2609) : (!torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int) -> !torch.vtensor<[16384,16384],f16>
    %2611 = "torch.constant.none"() : () -> !torch.none
    %2612 = "torch.constant.none"() : () -> !torch.none
    %2613 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2614 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2615 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2610, %2611, %2612, %2613, %2614, %2615) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2616 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2617 = "torch.prim.ListConstruct"(%1482, %2616) : (!torch.int, !torch.int) -> !torch.list<int>
    %2618 = "torch.aten.view"(%2607, %2617) : (!torch.vtensor<[1,?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2618, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2619 = "torch.aten.matmul"(%2618, %2610) : (!torch.vtensor<[?,16384],f16>, !torch.vtensor<[16384,16384],f16>) -> !torch.vtensor<[?,16384],f16>
    "torch.bind_symbolic_shape"(%2619, %1475) <{shape_expressions = #map5}> : (!torch.vtensor<[?,16384],f16>, !torch.int) -> ()
    %2620 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2621 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %2622 = "torch.prim.ListConstruct"(%2620, %1482, %2621) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2623 = "torch.aten.view"(%2619, %2622) : (!torch.vtensor<[?,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,16384],f16>
    "torch.bind_symbolic_shape"(%2623, %1475) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,16384],f16>, !torch.int) -> ()
    "func.return"(%2623) : (!torch.vtensor<[1,?,16384],f16>) -> ()
  }) {torch.assume_strict_symbolic_shapes} : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,65536],f8E4M3FN>) -> !torch.vtensor<[1,1,16384],f16>, sym_name = "decode_bs1"}> ({
  ^bb0(%arg37: !torch.vtensor<[1,1],si64>, %arg38: !torch.vtensor<[1],si64>, %arg39: !torch.vtensor<[1],si64>, %arg40: !torch.vtensor<[1,?],si64>, %arg41: !torch.tensor<[?,65536],f8E4M3FN>):
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
    %144 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x16384xf32>
    %145 = "torch_c.from_builtin_tensor"(%144) : (tensor<1x16384xf32>) -> !torch.vtensor<[1,16384],f32>
    %146 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<16384x16384xf16>
    %147 = "torch_c.from_builtin_tensor"(%146) : (tensor<16384x16384xf16>) -> !torch.vtensor<[16384,16384],f16>
    %148 = "torch.copy.to_vtensor"(%arg41) : (!torch.tensor<[?,65536],f8E4M3FN>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    %149 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %150 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s98"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg40, %149) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%148, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %151 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %152 = "torch.aten.size.int"(%arg40, %151) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %153 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %154 = "torch.aten.size.int"(%148, %153) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> !torch.int
    %155 = "torch.constant.none"() : () -> !torch.none
    %156 = "torch.constant.none"() : () -> !torch.none
    %157 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %158 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %159 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%101, %155, %156, %157, %158, %159) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %160 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %161 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %162 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %163 = "torch.aten.embedding"(%101, %arg37, %160, %161, %162) : (!torch.vtensor<[16384,16384],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,1,16384],f16>
    %164 = "torch.constant.none"() : () -> !torch.none
    %165 = "torch.constant.none"() : () -> !torch.none
    %166 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %167 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %168 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%163, %164, %165, %166, %167, %168) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %169 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %170 = "torch.prims.convert_element_type"(%163, %169) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %171 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %172 = "torch.aten.pow.Tensor_Scalar"(%170, %171) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %173 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %174 = "torch.prim.ListConstruct"(%173) : (!torch.int) -> !torch.list<int>
    %175 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %176 = "torch.constant.none"() : () -> !torch.none
    %177 = "torch.aten.mean.dim"(%172, %174, %175, %176) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %178 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %179 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %180 = "torch.aten.add.Scalar"(%177, %178, %179) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %181 = "torch.aten.rsqrt"(%180) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %182 = "torch.aten.mul.Tensor"(%170, %181) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %183 = "torch.constant.none"() : () -> !torch.none
    %184 = "torch.constant.none"() : () -> !torch.none
    %185 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %186 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %187 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%182, %183, %184, %185, %186, %187) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %188 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %189 = "torch.prims.convert_element_type"(%182, %188) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %190 = "torch.aten.mul.Tensor"(%113, %189) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %191 = "torch.constant.none"() : () -> !torch.none
    %192 = "torch.constant.none"() : () -> !torch.none
    %193 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %194 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %195 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%190, %191, %192, %193, %194, %195) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %196 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %197 = "torch.prims.convert_element_type"(%190, %196) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %198 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %199 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %200 = "torch.prim.ListConstruct"(%198, %199) : (!torch.int, !torch.int) -> !torch.list<int>
    %201 = "torch.aten.view"(%197, %200) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %202 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %203 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %204 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %205 = "torch.prim.ListConstruct"(%202, %203, %204) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = "torch.aten.view"(%201, %205) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %207 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %208 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %209 = "torch.prim.ListConstruct"(%207, %208) : (!torch.int, !torch.int) -> !torch.list<int>
    %210 = "torch.aten.view"(%206, %209) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %211 = "torch.constant.none"() : () -> !torch.none
    %212 = "torch.constant.none"() : () -> !torch.none
    %213 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %214 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %215 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%210, %211, %212, %213, %214, %215) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %216 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %217 = "torch.prims.convert_element_type"(%210, %216) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %218 = "torch_c.to_builtin_tensor"(%217) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %219 = "tensor.cast"(%218) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %220:2 = "util.call"(%219) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %221 = "tensor.cast"(%220#0) : (tensor<?xi8>) -> tensor<512xi8>
    %222 = "torch_c.from_builtin_tensor"(%221) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %223 = "tensor.cast"(%220#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %224 = "torch_c.from_builtin_tensor"(%223) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %225 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %226 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %227 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %228 = "torch.prim.ListConstruct"(%225, %226, %227) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %229 = "torch.aten.view"(%224, %228) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %230 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %231 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %232 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %233 = "torch.prim.ListConstruct"(%230, %231, %232) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = "torch.aten.view"(%222, %233) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %235 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %236 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %237 = "torch.prim.ListConstruct"(%235, %236) : (!torch.int, !torch.int) -> !torch.list<int>
    %238 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %239 = "torch.constant.none"() : () -> !torch.none
    %240 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %241 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %242 = "torch.aten.zeros"(%237, %238, %239, %240, %241) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %243 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %244 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %245 = "torch.prim.ListConstruct"(%243, %244) : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = "torch.aten.view"(%229, %245) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %247 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %248 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %249 = "torch.prim.ListConstruct"(%247, %248) : (!torch.int, !torch.int) -> !torch.list<int>
    %250 = "torch.aten.view"(%115, %249) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %251 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %252 = "torch.aten.squeeze.dim"(%234, %251) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %253 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %254 = "torch.aten.squeeze.dim"(%117, %253) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %255 = "torch_c.to_builtin_tensor"(%246) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %256 = "tensor.cast"(%255) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %257 = "torch_c.to_builtin_tensor"(%250) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %258 = "tensor.cast"(%257) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %259 = "torch_c.to_builtin_tensor"(%252) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %260 = "tensor.cast"(%259) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %261 = "torch_c.to_builtin_tensor"(%254) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %262 = "tensor.cast"(%261) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %263 = "torch_c.to_builtin_tensor"(%242) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %264 = "tensor.cast"(%263) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %265 = "util.call"(%256, %258, %260, %262, %264) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %266 = "tensor.cast"(%265) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %267 = "torch_c.from_builtin_tensor"(%266) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %268 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %269 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %270 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %271 = "torch.prim.ListConstruct"(%268, %269, %270) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %272 = "torch.aten.view"(%267, %271) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %273 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %274 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %275 = "torch.prim.ListConstruct"(%273, %274) : (!torch.int, !torch.int) -> !torch.list<int>
    %276 = "torch.aten.view"(%197, %275) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %277 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %278 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %279 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %280 = "torch.prim.ListConstruct"(%277, %278, %279) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %281 = "torch.aten.view"(%276, %280) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %282 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %283 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %284 = "torch.prim.ListConstruct"(%282, %283) : (!torch.int, !torch.int) -> !torch.list<int>
    %285 = "torch.aten.view"(%281, %284) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %286 = "torch.constant.none"() : () -> !torch.none
    %287 = "torch.constant.none"() : () -> !torch.none
    %288 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %289 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %290 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%285, %286, %287, %288, %289, %290) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %291 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %292 = "torch.prims.convert_element_type"(%285, %291) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %293 = "torch_c.to_builtin_tensor"(%292) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %294 = "tensor.cast"(%293) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %295:2 = "util.call"(%294) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %296 = "tensor.cast"(%295#0) : (tensor<?xi8>) -> tensor<512xi8>
    %297 = "torch_c.from_builtin_tensor"(%296) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %298 = "tensor.cast"(%295#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %299 = "torch_c.from_builtin_tensor"(%298) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %300 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %301 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %302 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %303 = "torch.prim.ListConstruct"(%300, %301, %302) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %304 = "torch.aten.view"(%299, %303) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %305 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %306 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %307 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %308 = "torch.prim.ListConstruct"(%305, %306, %307) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %309 = "torch.aten.view"(%297, %308) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %310 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %311 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %312 = "torch.prim.ListConstruct"(%310, %311) : (!torch.int, !torch.int) -> !torch.list<int>
    %313 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %314 = "torch.constant.none"() : () -> !torch.none
    %315 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %316 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %317 = "torch.aten.zeros"(%312, %313, %314, %315, %316) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %318 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %319 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %320 = "torch.prim.ListConstruct"(%318, %319) : (!torch.int, !torch.int) -> !torch.list<int>
    %321 = "torch.aten.view"(%304, %320) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %322 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %323 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %324 = "torch.prim.ListConstruct"(%322, %323) : (!torch.int, !torch.int) -> !torch.list<int>
    %325 = "torch.aten.view"(%119, %324) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %326 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %327 = "torch.aten.squeeze.dim"(%309, %326) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %328 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %329 = "torch.aten.squeeze.dim"(%121, %328) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %330 = "torch_c.to_builtin_tensor"(%321) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %331 = "tensor.cast"(%330) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %332 = "torch_c.to_builtin_tensor"(%325) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %333 = "tensor.cast"(%332) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %334 = "torch_c.to_builtin_tensor"(%327) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %335 = "tensor.cast"(%334) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %336 = "torch_c.to_builtin_tensor"(%329) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %337 = "tensor.cast"(%336) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %338 = "torch_c.to_builtin_tensor"(%317) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %339 = "tensor.cast"(%338) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %340 = "util.call"(%331, %333, %335, %337, %339) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %341 = "tensor.cast"(%340) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %342 = "torch_c.from_builtin_tensor"(%341) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %343 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %344 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %345 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %346 = "torch.prim.ListConstruct"(%343, %344, %345) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %347 = "torch.aten.view"(%342, %346) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %348 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %349 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %350 = "torch.prim.ListConstruct"(%348, %349) : (!torch.int, !torch.int) -> !torch.list<int>
    %351 = "torch.aten.view"(%197, %350) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %352 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %353 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %354 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %355 = "torch.prim.ListConstruct"(%352, %353, %354) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %356 = "torch.aten.view"(%351, %355) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %357 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %358 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %359 = "torch.prim.ListConstruct"(%357, %358) : (!torch.int, !torch.int) -> !torch.list<int>
    %360 = "torch.aten.view"(%356, %359) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %361 = "torch.constant.none"() : () -> !torch.none
    %362 = "torch.constant.none"() : () -> !torch.none
    %363 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %364 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %365 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%360, %361, %362, %363, %364, %365) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %366 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %367 = "torch.prims.convert_element_type"(%360, %366) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %368 = "torch_c.to_builtin_tensor"(%367) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %369 = "tensor.cast"(%368) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %370:2 = "util.call"(%369) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %371 = "tensor.cast"(%370#0) : (tensor<?xi8>) -> tensor<512xi8>
    %372 = "torch_c.from_builtin_tensor"(%371) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %373 = "tensor.cast"(%370#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %374 = "torch_c.from_builtin_tensor"(%373) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %375 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %376 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %377 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %378 = "torch.prim.ListConstruct"(%375, %376, %377) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %379 = "torch.aten.view"(%374, %378) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %380 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %381 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %382 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %383 = "torch.prim.ListConstruct"(%380, %381, %382) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %384 = "torch.aten.view"(%372, %383) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %385 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %386 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %387 = "torch.prim.ListConstruct"(%385, %386) : (!torch.int, !torch.int) -> !torch.list<int>
    %388 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %389 = "torch.constant.none"() : () -> !torch.none
    %390 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %391 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %392 = "torch.aten.zeros"(%387, %388, %389, %390, %391) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,1024],f32>
    %393 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %394 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %395 = "torch.prim.ListConstruct"(%393, %394) : (!torch.int, !torch.int) -> !torch.list<int>
    %396 = "torch.aten.view"(%379, %395) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %397 = "torch.constant.int"() <{value = 1024 : i64}> : () -> !torch.int
    %398 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %399 = "torch.prim.ListConstruct"(%397, %398) : (!torch.int, !torch.int) -> !torch.list<int>
    %400 = "torch.aten.view"(%123, %399) : (!torch.vtensor<[1024,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1024,8192],ui8>
    %401 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %402 = "torch.aten.squeeze.dim"(%384, %401) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %403 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %404 = "torch.aten.squeeze.dim"(%125, %403) : (!torch.vtensor<[1024,512,1],ui8>, !torch.int) -> !torch.vtensor<[1024,512],ui8>
    %405 = "torch_c.to_builtin_tensor"(%396) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %406 = "tensor.cast"(%405) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %407 = "torch_c.to_builtin_tensor"(%400) : (!torch.vtensor<[1024,8192],ui8>) -> tensor<1024x8192xi8>
    %408 = "tensor.cast"(%407) : (tensor<1024x8192xi8>) -> tensor<?x?xi8>
    %409 = "torch_c.to_builtin_tensor"(%402) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %410 = "tensor.cast"(%409) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %411 = "torch_c.to_builtin_tensor"(%404) : (!torch.vtensor<[1024,512],ui8>) -> tensor<1024x512xi8>
    %412 = "tensor.cast"(%411) : (tensor<1024x512xi8>) -> tensor<?x?xi8>
    %413 = "torch_c.to_builtin_tensor"(%392) : (!torch.vtensor<[1,1024],f32>) -> tensor<1x1024xf32>
    %414 = "tensor.cast"(%413) : (tensor<1x1024xf32>) -> tensor<?x?xf32>
    %415 = "util.call"(%406, %408, %410, %412, %414) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %416 = "tensor.cast"(%415) : (tensor<?x?xf16>) -> tensor<1x1024xf16>
    %417 = "torch_c.from_builtin_tensor"(%416) : (tensor<1x1024xf16>) -> !torch.vtensor<[1,1024],f16>
    %418 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %419 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %420 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %421 = "torch.prim.ListConstruct"(%418, %419, %420) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %422 = "torch.aten.view"(%417, %421) : (!torch.vtensor<[1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1024],f16>
    %423 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %424 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %425 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %426 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %427 = "torch.prim.ListConstruct"(%423, %424, %425, %426) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %428 = "torch.aten.view"(%272, %427) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %429 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %430 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %431 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %432 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %433 = "torch.prim.ListConstruct"(%429, %430, %431, %432) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %434 = "torch.aten.view"(%347, %433) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %435 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %436 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %437 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %438 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %439 = "torch.prim.ListConstruct"(%435, %436, %437, %438) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %440 = "torch.aten.view"(%422, %439) : (!torch.vtensor<[1,1,1024],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %441 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %442 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %443 = "torch.constant.none"() : () -> !torch.none
    %444 = "torch.constant.none"() : () -> !torch.none
    %445 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %446 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %447 = "torch.aten.arange.start"(%441, %442, %443, %444, %445, %446) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %448 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %449 = "torch.aten.unsqueeze"(%447, %448) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %450 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %451 = "torch.aten.unsqueeze"(%arg39, %450) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %452 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %453 = "torch.aten.add.Tensor"(%449, %451, %452) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %454 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %455 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %456 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %457 = "torch.constant.none"() : () -> !torch.none
    %458 = "torch.constant.none"() : () -> !torch.none
    %459 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %460 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %461 = "torch.aten.arange.start_step"(%454, %455, %456, %457, %458, %459, %460) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %462 = "torch.constant.none"() : () -> !torch.none
    %463 = "torch.constant.none"() : () -> !torch.none
    %464 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %465 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %466 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%461, %462, %463, %464, %465, %466) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %467 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %468 = "torch.prims.convert_element_type"(%461, %467) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %469 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %470 = "torch.aten.div.Scalar"(%468, %469) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %471 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %472 = "torch.aten.pow.Scalar"(%471, %470) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %473 = "torch.aten.reciprocal"(%472) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %474 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %475 = "torch.aten.mul.Scalar"(%473, %474) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %476 = "torch.constant.none"() : () -> !torch.none
    %477 = "torch.aten.clone"(%102, %476) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %478 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %479 = "torch.aten.unsqueeze"(%475, %478) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %480 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %481 = "torch.aten.unsqueeze"(%479, %480) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %482 = "torch.constant.none"() : () -> !torch.none
    %483 = "torch.constant.none"() : () -> !torch.none
    %484 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %485 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %486 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%481, %482, %483, %484, %485, %486) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %487 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %488 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %489 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %490 = "torch.prim.ListConstruct"(%487, %488, %489) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %491 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %492 = "torch.aten.expand"(%481, %490, %491) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %493 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %494 = "torch.aten.unsqueeze"(%453, %493) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %495 = "torch.constant.none"() : () -> !torch.none
    %496 = "torch.constant.none"() : () -> !torch.none
    %497 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %498 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %499 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%494, %495, %496, %497, %498, %499) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %500 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %501 = "torch.prims.convert_element_type"(%494, %500) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %502 = "torch.aten.matmul"(%492, %501) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %503 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %504 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %505 = "torch.aten.transpose.int"(%502, %503, %504) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %506 = "torch.aten.cos"(%505) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %507 = "torch.aten.mul.Tensor"(%506, %477) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %508 = "torch.constant.none"() : () -> !torch.none
    %509 = "torch.constant.none"() : () -> !torch.none
    %510 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %511 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %512 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%507, %508, %509, %510, %511, %512) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %513 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %514 = "torch.prims.convert_element_type"(%507, %513) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %515 = "torch.aten.sin"(%505) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %516 = "torch.aten.mul.Tensor"(%515, %477) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %517 = "torch.constant.none"() : () -> !torch.none
    %518 = "torch.constant.none"() : () -> !torch.none
    %519 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %520 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %521 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%516, %517, %518, %519, %520, %521) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %522 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %523 = "torch.prims.convert_element_type"(%516, %522) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %524 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %525 = "torch.aten.unsqueeze"(%514, %524) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %526 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %527 = "torch.aten.unsqueeze"(%523, %526) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %528 = "torch.constant.none"() : () -> !torch.none
    %529 = "torch.constant.none"() : () -> !torch.none
    %530 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %531 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %532 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%525, %528, %529, %530, %531, %532) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %533 = "torch.constant.none"() : () -> !torch.none
    %534 = "torch.constant.none"() : () -> !torch.none
    %535 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %536 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %537 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%527, %533, %534, %535, %536, %537) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %538 = "torch.constant.none"() : () -> !torch.none
    %539 = "torch.constant.none"() : () -> !torch.none
    %540 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %541 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %542 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%428, %538, %539, %540, %541, %542) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %543 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %544 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %545 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %546 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %547 = "torch.aten.slice.Tensor"(%428, %543, %544, %545, %546) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %548 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %549 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %550 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %551 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %552 = "torch.aten.slice.Tensor"(%428, %548, %549, %550, %551) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %553 = "torch.aten.mul.Tensor"(%547, %525) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %554 = "torch.aten.mul.Tensor"(%552, %527) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %555 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %556 = "torch.aten.sub.Tensor"(%553, %554, %555) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %557 = "torch.aten.mul.Tensor"(%552, %525) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %558 = "torch.aten.mul.Tensor"(%547, %527) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,128,64],f16>
    %559 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %560 = "torch.aten.add.Tensor"(%557, %558, %559) : (!torch.vtensor<[1,1,128,64],f16>, !torch.vtensor<[1,1,128,64],f16>, !torch.int) -> !torch.vtensor<[1,1,128,64],f16>
    %561 = "torch_c.to_builtin_tensor"(%556) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %562 = "tensor.cast"(%561) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %563 = "torch_c.to_builtin_tensor"(%560) : (!torch.vtensor<[1,1,128,64],f16>) -> tensor<1x1x128x64xf16>
    %564 = "tensor.cast"(%563) : (tensor<1x1x128x64xf16>) -> tensor<?x?x?x?xf16>
    %565 = "util.call"(%562, %564) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %566 = "tensor.cast"(%565) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x128x2x64xf16>
    %567 = "torch_c.from_builtin_tensor"(%566) : (tensor<1x1x128x2x64xf16>) -> !torch.vtensor<[1,1,128,2,64],f16>
    %568 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %569 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %570 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %571 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %572 = "torch.prim.ListConstruct"(%568, %569, %570, %571) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %573 = "torch.aten.view"(%567, %572) : (!torch.vtensor<[1,1,128,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128,128],f16>
    %574 = "torch.constant.none"() : () -> !torch.none
    %575 = "torch.constant.none"() : () -> !torch.none
    %576 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %577 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %578 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%573, %574, %575, %576, %577, %578) : (!torch.vtensor<[1,1,128,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %579 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %580 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %581 = "torch.constant.none"() : () -> !torch.none
    %582 = "torch.constant.none"() : () -> !torch.none
    %583 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %584 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %585 = "torch.aten.arange.start"(%579, %580, %581, %582, %583, %584) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %586 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %587 = "torch.aten.unsqueeze"(%585, %586) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %588 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %589 = "torch.aten.unsqueeze"(%arg39, %588) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %590 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %591 = "torch.aten.add.Tensor"(%587, %589, %590) : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %592 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %593 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %594 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %595 = "torch.constant.none"() : () -> !torch.none
    %596 = "torch.constant.none"() : () -> !torch.none
    %597 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %598 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %599 = "torch.aten.arange.start_step"(%592, %593, %594, %595, %596, %597, %598) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %600 = "torch.constant.none"() : () -> !torch.none
    %601 = "torch.constant.none"() : () -> !torch.none
    %602 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %603 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %604 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%599, %600, %601, %602, %603, %604) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %605 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %606 = "torch.prims.convert_element_type"(%599, %605) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %607 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %608 = "torch.aten.div.Scalar"(%606, %607) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %609 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %610 = "torch.aten.pow.Scalar"(%609, %608) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %611 = "torch.aten.reciprocal"(%610) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %612 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %613 = "torch.aten.mul.Scalar"(%611, %612) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %614 = "torch.constant.none"() : () -> !torch.none
    %615 = "torch.aten.clone"(%103, %614) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %616 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %617 = "torch.aten.unsqueeze"(%613, %616) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %618 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %619 = "torch.aten.unsqueeze"(%617, %618) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %620 = "torch.constant.none"() : () -> !torch.none
    %621 = "torch.constant.none"() : () -> !torch.none
    %622 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %623 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %624 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%619, %620, %621, %622, %623, %624) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %625 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %626 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %627 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %628 = "torch.prim.ListConstruct"(%625, %626, %627) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %629 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %630 = "torch.aten.expand"(%619, %628, %629) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %631 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %632 = "torch.aten.unsqueeze"(%591, %631) : (!torch.vtensor<[1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %633 = "torch.constant.none"() : () -> !torch.none
    %634 = "torch.constant.none"() : () -> !torch.none
    %635 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %636 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %637 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%632, %633, %634, %635, %636, %637) : (!torch.vtensor<[1,1,1],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %638 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %639 = "torch.prims.convert_element_type"(%632, %638) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %640 = "torch.aten.matmul"(%630, %639) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,64,1],f32>
    %641 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %642 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %643 = "torch.aten.transpose.int"(%640, %641, %642) : (!torch.vtensor<[1,64,1],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,64],f32>
    %644 = "torch.aten.cos"(%643) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %645 = "torch.aten.mul.Tensor"(%644, %615) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %646 = "torch.constant.none"() : () -> !torch.none
    %647 = "torch.constant.none"() : () -> !torch.none
    %648 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %649 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %650 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%645, %646, %647, %648, %649, %650) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %651 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %652 = "torch.prims.convert_element_type"(%645, %651) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %653 = "torch.aten.sin"(%643) : (!torch.vtensor<[1,1,64],f32>) -> !torch.vtensor<[1,1,64],f32>
    %654 = "torch.aten.mul.Tensor"(%653, %615) : (!torch.vtensor<[1,1,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,1,64],f32>
    %655 = "torch.constant.none"() : () -> !torch.none
    %656 = "torch.constant.none"() : () -> !torch.none
    %657 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %658 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %659 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%654, %655, %656, %657, %658, %659) : (!torch.vtensor<[1,1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %660 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %661 = "torch.prims.convert_element_type"(%654, %660) : (!torch.vtensor<[1,1,64],f32>, !torch.int) -> !torch.vtensor<[1,1,64],f16>
    %662 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %663 = "torch.aten.unsqueeze"(%652, %662) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %664 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %665 = "torch.aten.unsqueeze"(%661, %664) : (!torch.vtensor<[1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %666 = "torch.constant.none"() : () -> !torch.none
    %667 = "torch.constant.none"() : () -> !torch.none
    %668 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %669 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %670 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%663, %666, %667, %668, %669, %670) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %671 = "torch.constant.none"() : () -> !torch.none
    %672 = "torch.constant.none"() : () -> !torch.none
    %673 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %674 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %675 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%665, %671, %672, %673, %674, %675) : (!torch.vtensor<[1,1,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %676 = "torch.constant.none"() : () -> !torch.none
    %677 = "torch.constant.none"() : () -> !torch.none
    %678 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %679 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %680 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%434, %676, %677, %678, %679, %680) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %681 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %682 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %683 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %684 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %685 = "torch.aten.slice.Tensor"(%434, %681, %682, %683, %684) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %686 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %687 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %688 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %689 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %690 = "torch.aten.slice.Tensor"(%434, %686, %687, %688, %689) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %691 = "torch.aten.mul.Tensor"(%685, %663) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %692 = "torch.aten.mul.Tensor"(%690, %665) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %693 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %694 = "torch.aten.sub.Tensor"(%691, %692, %693) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %695 = "torch.aten.mul.Tensor"(%690, %663) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %696 = "torch.aten.mul.Tensor"(%685, %665) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,8,64],f16>
    %697 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %698 = "torch.aten.add.Tensor"(%695, %696, %697) : (!torch.vtensor<[1,1,8,64],f16>, !torch.vtensor<[1,1,8,64],f16>, !torch.int) -> !torch.vtensor<[1,1,8,64],f16>
    %699 = "torch_c.to_builtin_tensor"(%694) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %700 = "tensor.cast"(%699) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %701 = "torch_c.to_builtin_tensor"(%698) : (!torch.vtensor<[1,1,8,64],f16>) -> tensor<1x1x8x64xf16>
    %702 = "tensor.cast"(%701) : (tensor<1x1x8x64xf16>) -> tensor<?x?x?x?xf16>
    %703 = "util.call"(%700, %702) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %704 = "tensor.cast"(%703) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x8x2x64xf16>
    %705 = "torch_c.from_builtin_tensor"(%704) : (tensor<1x1x8x2x64xf16>) -> !torch.vtensor<[1,1,8,2,64],f16>
    %706 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %707 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %708 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %709 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %710 = "torch.prim.ListConstruct"(%706, %707, %708, %709) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %711 = "torch.aten.view"(%705, %710) : (!torch.vtensor<[1,1,8,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,8,128],f16>
    %712 = "torch.constant.none"() : () -> !torch.none
    %713 = "torch.constant.none"() : () -> !torch.none
    %714 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %715 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %716 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%711, %712, %713, %714, %715, %716) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %717 = "torch.aten.div.Tensor"(%711, %105) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %718 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %719 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %720 = "torch.aten.clamp"(%717, %718, %719) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %721 = "torch.constant.none"() : () -> !torch.none
    %722 = "torch.constant.none"() : () -> !torch.none
    %723 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %724 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %725 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%720, %721, %722, %723, %724, %725) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %726 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %727 = "torch.prims.convert_element_type"(%720, %726) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %728 = "torch.aten.div.Tensor"(%440, %105) : (!torch.vtensor<[1,1,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,8,128],f16>
    %729 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %730 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %731 = "torch.aten.clamp"(%728, %729, %730) : (!torch.vtensor<[1,1,8,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,8,128],f16>
    %732 = "torch.constant.none"() : () -> !torch.none
    %733 = "torch.constant.none"() : () -> !torch.none
    %734 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %735 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %736 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%731, %732, %733, %734, %735, %736) : (!torch.vtensor<[1,1,8,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %737 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %738 = "torch.prims.convert_element_type"(%731, %737) : (!torch.vtensor<[1,1,8,128],f16>, !torch.int) -> !torch.vtensor<[1,1,8,128],f8E4M3FN>
    %739 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %740 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %741 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %742 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %743 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %744 = "torch.prim.ListConstruct"(%154, %739, %740, %741, %742, %743) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %745 = "torch.aten.view"(%148, %744) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%745, %150) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %746 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %747 = "torch.aten.mul.int"(%154, %746) : (!torch.int, !torch.int) -> !torch.int
    %748 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %749 = "torch.aten.mul.int"(%747, %748) : (!torch.int, !torch.int) -> !torch.int
    %750 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %751 = "torch.aten.mul.int"(%749, %750) : (!torch.int, !torch.int) -> !torch.int
    %752 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %753 = "torch.prim.ListConstruct"(%751, %752) : (!torch.int, !torch.int) -> !torch.list<int>
    %754 = "torch.aten.view"(%745, %753) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%754, %150) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %755 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %756 = "torch.aten.floor_divide.Scalar"(%arg39, %755) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %757 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %758 = "torch.aten.unsqueeze"(%756, %757) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %759 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %760 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %761 = "torch.aten.gather"(%arg40, %759, %758, %760) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool) -> !torch.vtensor<[1,1],si64>
    %762 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %763 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %764 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %765 = "torch.prim.ListConstruct"(%762, %763, %764) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %766 = "torch.aten.view"(%761, %765) : (!torch.vtensor<[1,1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %767 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %768 = "torch.aten.remainder.Scalar"(%arg39, %767) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %769 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %770 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %771 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %772 = "torch.prim.ListConstruct"(%769, %770, %771) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %773 = "torch.aten.view"(%768, %772) : (!torch.vtensor<[1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %774 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %775 = "torch.constant.none"() : () -> !torch.none
    %776 = "torch.constant.none"() : () -> !torch.none
    %777 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %778 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %779 = "torch.aten.arange"(%774, %775, %776, %777, %778) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[8],si64>
    %780 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %781 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %782 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %783 = "torch.prim.ListConstruct"(%780, %781, %782) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %784 = "torch.aten.view"(%779, %783) : (!torch.vtensor<[8],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,8],si64>
    %785 = "torch.constant.none"() : () -> !torch.none
    %786 = "torch.aten.clone"(%106, %785) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %787 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %788 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %789 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %790 = "torch.prim.ListConstruct"(%787, %788, %789) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %791 = "torch.aten.view"(%786, %790) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %792 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %793 = "torch.aten.mul.Scalar"(%766, %792) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %794 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %795 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %796 = "torch.aten.add.Scalar"(%793, %794, %795) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %797 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %798 = "torch.aten.mul.Scalar"(%796, %797) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %799 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %800 = "torch.aten.add.Tensor"(%798, %791, %799) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %801 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %802 = "torch.aten.mul.Scalar"(%800, %801) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %803 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %804 = "torch.aten.add.Tensor"(%802, %784, %803) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %805 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %806 = "torch.aten.mul.Scalar"(%804, %805) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %807 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %808 = "torch.aten.add.Tensor"(%806, %773, %807) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %809 = "torch.constant.none"() : () -> !torch.none
    %810 = "torch.constant.none"() : () -> !torch.none
    %811 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %812 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %813 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%727, %809, %810, %811, %812, %813) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %814 = "torch.prim.ListConstruct"(%808) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %815 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %816 = "torch.aten.index_put"(%754, %814, %727, %815) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%816, %150) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %817 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %818 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %819 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %820 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %821 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %822 = "torch.prim.ListConstruct"(%154, %817, %818, %819, %820, %821) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %823 = "torch.aten.view"(%816, %822) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%823, %150) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %824 = "torch.constant.int"() <{value = 65536 : i64}> : () -> !torch.int
    %825 = "torch.prim.ListConstruct"(%154, %824) : (!torch.int, !torch.int) -> !torch.list<int>
    %826 = "torch.aten.view"(%823, %825) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    "torch.bind_symbolic_shape"(%826, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %827 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %828 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %829 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %830 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %831 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %832 = "torch.prim.ListConstruct"(%154, %827, %828, %829, %830, %831) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %833 = "torch.aten.view"(%826, %832) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%833, %150) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %834 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %835 = "torch.prim.ListConstruct"(%751, %834) : (!torch.int, !torch.int) -> !torch.list<int>
    %836 = "torch.aten.view"(%833, %835) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%836, %150) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %837 = "torch.constant.none"() : () -> !torch.none
    %838 = "torch.aten.clone"(%107, %837) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %839 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %840 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %841 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %842 = "torch.prim.ListConstruct"(%839, %840, %841) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %843 = "torch.aten.view"(%838, %842) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %844 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %845 = "torch.aten.mul.Scalar"(%766, %844) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %846 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %847 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %848 = "torch.aten.add.Scalar"(%845, %846, %847) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %849 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %850 = "torch.aten.mul.Scalar"(%848, %849) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %851 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %852 = "torch.aten.add.Tensor"(%850, %843, %851) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %853 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %854 = "torch.aten.mul.Scalar"(%852, %853) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %855 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %856 = "torch.aten.add.Tensor"(%854, %784, %855) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %857 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %858 = "torch.aten.mul.Scalar"(%856, %857) : (!torch.vtensor<[1,1,8],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %859 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %860 = "torch.aten.add.Tensor"(%858, %773, %859) : (!torch.vtensor<[1,1,8],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,8],si64>
    %861 = "torch.constant.none"() : () -> !torch.none
    %862 = "torch.constant.none"() : () -> !torch.none
    %863 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %864 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %865 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%738, %861, %862, %863, %864, %865) : (!torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %866 = "torch.prim.ListConstruct"(%860) : (!torch.vtensor<[1,1,8],si64>) -> !torch.list<optional<vtensor>>
    %867 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %868 = "torch.aten.index_put"(%836, %866, %738, %867) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,8,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%868, %150) <{shape_expressions = #map49}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %869 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %870 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %871 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %872 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %873 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %874 = "torch.prim.ListConstruct"(%154, %869, %870, %871, %872, %873) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %875 = "torch.aten.view"(%868, %874) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%875, %150) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %876 = "torch.constant.int"() <{value = 65536 : i64}> : () -> !torch.int
    %877 = "torch.prim.ListConstruct"(%154, %876) : (!torch.int, !torch.int) -> !torch.list<int>
    %878 = "torch.aten.view"(%875, %877) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,65536],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%878, %arg41) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.tensor<[?,65536],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%878, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.int) -> ()
    %879 = "torch.constant.none"() : () -> !torch.none
    %880 = "torch.aten.clone"(%108, %879) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %881 = "torch.constant.none"() : () -> !torch.none
    %882 = "torch.aten.clone"(%109, %881) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %883 = "torch.constant.none"() : () -> !torch.none
    %884 = "torch.aten.clone"(%110, %883) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %885 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %886 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %887 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %888 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %889 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %890 = "torch.prim.ListConstruct"(%154, %885, %886, %887, %888, %889) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %891 = "torch.aten.view"(%878, %890) : (!torch.vtensor<[?,65536],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%891, %150) <{shape_expressions = #map27}> : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %892 = "torch_c.to_builtin_tensor"(%891) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>) -> tensor<?x1x2x8x32x128xf8E4M3FN>
    %893 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %894 = "tensor.cast"(%893) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %895 = "torch_c.to_builtin_tensor"(%880) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %896 = "torch_c.to_builtin_tensor"(%882) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %897 = "util.call"(%892, %894, %895, %896) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x1x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %898 = "tensor.cast"(%897) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %899 = "torch_c.from_builtin_tensor"(%898) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%899, %149) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %900 = "torch_c.to_builtin_tensor"(%891) : (!torch.vtensor<[?,1,2,8,32,128],f8E4M3FN>) -> tensor<?x1x2x8x32x128xf8E4M3FN>
    %901 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %902 = "tensor.cast"(%901) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %903 = "torch_c.to_builtin_tensor"(%880) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %904 = "torch_c.to_builtin_tensor"(%884) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %905 = "util.call"(%900, %902, %903, %904) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x1x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>
    %906 = "tensor.cast"(%905) : (tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<1x?x8x32x128xf8E4M3FN>
    %907 = "torch_c.from_builtin_tensor"(%906) : (tensor<1x?x8x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,8,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%907, %149) <{shape_expressions = #map50}> : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int) -> ()
    %908 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %909 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %910 = "torch.aten.transpose.int"(%899, %908, %909) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%910, %149) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %911 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %912 = "torch.aten.mul.int"(%152, %911) : (!torch.int, !torch.int) -> !torch.int
    %913 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %914 = "torch.aten.clone"(%910, %913) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%914, %149) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %915 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %916 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %917 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %918 = "torch.prim.ListConstruct"(%915, %912, %916, %917) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %919 = "torch.aten._unsafe_view"(%914, %918) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%919, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %920 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %921 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %922 = "torch.aten.transpose.int"(%907, %920, %921) : (!torch.vtensor<[1,?,8,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%922, %149) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %923 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %924 = "torch.aten.clone"(%922, %923) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,32,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%924, %149) <{shape_expressions = #map30}> : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.int) -> ()
    %925 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %926 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %927 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %928 = "torch.prim.ListConstruct"(%925, %912, %926, %927) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %929 = "torch.aten._unsafe_view"(%924, %928) : (!torch.vtensor<[1,?,32,8,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,8,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%929, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> ()
    %930 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %931 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %932 = "torch.constant.none"() : () -> !torch.none
    %933 = "torch.constant.none"() : () -> !torch.none
    %934 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %935 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %936 = "torch.aten.arange.start_step"(%930, %912, %931, %932, %933, %934, %935) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%936, %149) <{shape_expressions = #map18}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %937 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %938 = "torch.aten.unsqueeze"(%arg38, %937) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %939 = "torch.aten.ge.Tensor"(%936, %938) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%939, %149) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %940 = "torch.constant.none"() : () -> !torch.none
    %941 = "torch.aten.clone"(%111, %940) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %942 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %943 = "torch.aten.where.ScalarOther"(%939, %941, %942) : (!torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,?],f16>
    "torch.bind_symbolic_shape"(%943, %149) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],f16>, !torch.int) -> ()
    %944 = "torch.constant.none"() : () -> !torch.none
    %945 = "torch.constant.none"() : () -> !torch.none
    %946 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %947 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %948 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%943, %944, %945, %946, %947, %948) : (!torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %949 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %950 = "torch.aten.unsqueeze"(%943, %949) : (!torch.vtensor<[1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,?],f16>
    "torch.bind_symbolic_shape"(%950, %149) <{shape_expressions = #map19}> : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> ()
    %951 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %952 = "torch.aten.unsqueeze"(%950, %951) : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,1,?],f16>
    "torch.bind_symbolic_shape"(%952, %149) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,1,?],f16>, !torch.int) -> ()
    %953 = "torch.constant.none"() : () -> !torch.none
    %954 = "torch.constant.none"() : () -> !torch.none
    %955 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %956 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %957 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%952, %953, %954, %955, %956, %957) : (!torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %958 = "torch.constant.none"() : () -> !torch.none
    %959 = "torch.constant.none"() : () -> !torch.none
    %960 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %961 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %962 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%919, %958, %959, %960, %961, %962) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %963 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %964 = "torch.prims.convert_element_type"(%919, %963) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%964, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %965 = "torch.aten.mul.Tensor"(%964, %105) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%965, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %966 = "torch.constant.none"() : () -> !torch.none
    %967 = "torch.constant.none"() : () -> !torch.none
    %968 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %969 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %970 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%929, %966, %967, %968, %969, %970) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %971 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %972 = "torch.prims.convert_element_type"(%929, %971) : (!torch.vtensor<[1,?,8,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%972, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %973 = "torch.aten.mul.Tensor"(%972, %105) : (!torch.vtensor<[1,?,8,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,8,128],f16>
    "torch.bind_symbolic_shape"(%973, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> ()
    %974 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %975 = "torch.aten.unsqueeze"(%965, %974) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%975, %149) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %976 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %977 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %978 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %979 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %980 = "torch.prim.ListConstruct"(%976, %912, %977, %978, %979) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %981 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %982 = "torch.aten.expand"(%975, %980, %981) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%982, %149) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %983 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %984 = "torch.aten.clone"(%982, %983) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%984, %149) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %985 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %986 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %987 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %988 = "torch.prim.ListConstruct"(%985, %912, %986, %987) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %989 = "torch.aten._unsafe_view"(%984, %988) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%989, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %990 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %991 = "torch.aten.unsqueeze"(%973, %990) : (!torch.vtensor<[1,?,8,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,1,128],f16>
    "torch.bind_symbolic_shape"(%991, %149) <{shape_expressions = #map36}> : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.int) -> ()
    %992 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %993 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %994 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %995 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %996 = "torch.prim.ListConstruct"(%992, %912, %993, %994, %995) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %997 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %998 = "torch.aten.expand"(%991, %996, %997) : (!torch.vtensor<[1,?,8,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%998, %149) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %999 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1000 = "torch.aten.clone"(%998, %999) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> !torch.vtensor<[1,?,8,16,128],f16>
    "torch.bind_symbolic_shape"(%1000, %149) <{shape_expressions = #map37}> : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.int) -> ()
    %1001 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1002 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1003 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1004 = "torch.prim.ListConstruct"(%1001, %912, %1002, %1003) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1005 = "torch.aten._unsafe_view"(%1000, %1004) : (!torch.vtensor<[1,?,8,16,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128,128],f16>
    "torch.bind_symbolic_shape"(%1005, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,128,128],f16>, !torch.int) -> ()
    %1006 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1007 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1008 = "torch.aten.transpose.int"(%573, %1006, %1007) : (!torch.vtensor<[1,1,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,1,128],f16>
    %1009 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1010 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1011 = "torch.aten.transpose.int"(%989, %1009, %1010) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%1011, %149) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %1012 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1013 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1014 = "torch.aten.transpose.int"(%1005, %1012, %1013) : (!torch.vtensor<[1,?,128,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,128,?,128],f16>
    "torch.bind_symbolic_shape"(%1014, %149) <{shape_expressions = #map38}> : (!torch.vtensor<[1,128,?,128],f16>, !torch.int) -> ()
    %1015 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %1016 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1017 = "torch.constant.none"() : () -> !torch.none
    %1018 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1019 = "torch.aten.scaled_dot_product_attention"(%1008, %1011, %1014, %952, %1015, %1016, %1017, %1018) : (!torch.vtensor<[1,128,1,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,128,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,128,1,128],f16>
    %1020 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1021 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1022 = "torch.aten.transpose.int"(%1019, %1020, %1021) : (!torch.vtensor<[1,128,1,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,128,128],f16>
    %1023 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1024 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1025 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1026 = "torch.prim.ListConstruct"(%1023, %1024, %1025) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1027 = "torch.aten.view"(%1022, %1026) : (!torch.vtensor<[1,1,128,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1028 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1029 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1030 = "torch.prim.ListConstruct"(%1028, %1029) : (!torch.int, !torch.int) -> !torch.list<int>
    %1031 = "torch.aten.view"(%1027, %1030) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1032 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1033 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1034 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1035 = "torch.prim.ListConstruct"(%1032, %1033, %1034) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1036 = "torch.aten.view"(%1031, %1035) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1037 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1038 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1039 = "torch.prim.ListConstruct"(%1037, %1038) : (!torch.int, !torch.int) -> !torch.list<int>
    %1040 = "torch.aten.view"(%1036, %1039) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1041 = "torch.constant.none"() : () -> !torch.none
    %1042 = "torch.constant.none"() : () -> !torch.none
    %1043 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1044 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1045 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1040, %1041, %1042, %1043, %1044, %1045) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1046 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1047 = "torch.prims.convert_element_type"(%1040, %1046) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1048 = "torch_c.to_builtin_tensor"(%1047) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1049 = "tensor.cast"(%1048) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1050:2 = "util.call"(%1049) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1051 = "tensor.cast"(%1050#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1052 = "torch_c.from_builtin_tensor"(%1051) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1053 = "tensor.cast"(%1050#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1054 = "torch_c.from_builtin_tensor"(%1053) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1055 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1056 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1057 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1058 = "torch.prim.ListConstruct"(%1055, %1056, %1057) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1059 = "torch.aten.view"(%1054, %1058) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1060 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1061 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1062 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1063 = "torch.prim.ListConstruct"(%1060, %1061, %1062) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1064 = "torch.aten.view"(%1052, %1063) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1065 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1066 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1067 = "torch.prim.ListConstruct"(%1065, %1066) : (!torch.int, !torch.int) -> !torch.list<int>
    %1068 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1069 = "torch.constant.none"() : () -> !torch.none
    %1070 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1071 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1072 = "torch.aten.zeros"(%1067, %1068, %1069, %1070, %1071) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %1073 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1074 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1075 = "torch.prim.ListConstruct"(%1073, %1074) : (!torch.int, !torch.int) -> !torch.list<int>
    %1076 = "torch.aten.view"(%1059, %1075) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1077 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1078 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1079 = "torch.prim.ListConstruct"(%1077, %1078) : (!torch.int, !torch.int) -> !torch.list<int>
    %1080 = "torch.aten.view"(%127, %1079) : (!torch.vtensor<[16384,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,8192],ui8>
    %1081 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1082 = "torch.aten.squeeze.dim"(%1064, %1081) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1083 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1084 = "torch.aten.squeeze.dim"(%129, %1083) : (!torch.vtensor<[16384,512,1],ui8>, !torch.int) -> !torch.vtensor<[16384,512],ui8>
    %1085 = "torch_c.to_builtin_tensor"(%1076) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1086 = "tensor.cast"(%1085) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1087 = "torch_c.to_builtin_tensor"(%1080) : (!torch.vtensor<[16384,8192],ui8>) -> tensor<16384x8192xi8>
    %1088 = "tensor.cast"(%1087) : (tensor<16384x8192xi8>) -> tensor<?x?xi8>
    %1089 = "torch_c.to_builtin_tensor"(%1082) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1090 = "tensor.cast"(%1089) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1091 = "torch_c.to_builtin_tensor"(%1084) : (!torch.vtensor<[16384,512],ui8>) -> tensor<16384x512xi8>
    %1092 = "tensor.cast"(%1091) : (tensor<16384x512xi8>) -> tensor<?x?xi8>
    %1093 = "torch_c.to_builtin_tensor"(%1072) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %1094 = "tensor.cast"(%1093) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %1095 = "util.call"(%1086, %1088, %1090, %1092, %1094) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1096 = "tensor.cast"(%1095) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %1097 = "torch_c.from_builtin_tensor"(%1096) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %1098 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1099 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1100 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1101 = "torch.prim.ListConstruct"(%1098, %1099, %1100) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1102 = "torch.aten.view"(%1097, %1101) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1103 = "torch.constant.none"() : () -> !torch.none
    %1104 = "torch.constant.none"() : () -> !torch.none
    %1105 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1106 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1107 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1102, %1103, %1104, %1105, %1106, %1107) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1108 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1109 = "torch.aten.add.Tensor"(%163, %1102, %1108) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1110 = "torch.constant.none"() : () -> !torch.none
    %1111 = "torch.constant.none"() : () -> !torch.none
    %1112 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1113 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1114 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1109, %1110, %1111, %1112, %1113, %1114) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1115 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1116 = "torch.prims.convert_element_type"(%1109, %1115) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1117 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1118 = "torch.aten.pow.Tensor_Scalar"(%1116, %1117) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1119 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1120 = "torch.prim.ListConstruct"(%1119) : (!torch.int) -> !torch.list<int>
    %1121 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1122 = "torch.constant.none"() : () -> !torch.none
    %1123 = "torch.aten.mean.dim"(%1118, %1120, %1121, %1122) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1124 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1125 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1126 = "torch.aten.add.Scalar"(%1123, %1124, %1125) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1127 = "torch.aten.rsqrt"(%1126) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1128 = "torch.aten.mul.Tensor"(%1116, %1127) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %1129 = "torch.constant.none"() : () -> !torch.none
    %1130 = "torch.constant.none"() : () -> !torch.none
    %1131 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1132 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1133 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1128, %1129, %1130, %1131, %1132, %1133) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1134 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1135 = "torch.prims.convert_element_type"(%1128, %1134) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1136 = "torch.aten.mul.Tensor"(%131, %1135) : (!torch.vtensor<[16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %1137 = "torch.constant.none"() : () -> !torch.none
    %1138 = "torch.constant.none"() : () -> !torch.none
    %1139 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1140 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1141 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1136, %1137, %1138, %1139, %1140, %1141) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1142 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1143 = "torch.prims.convert_element_type"(%1136, %1142) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1144 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1145 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1146 = "torch.prim.ListConstruct"(%1144, %1145) : (!torch.int, !torch.int) -> !torch.list<int>
    %1147 = "torch.aten.view"(%1143, %1146) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1148 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1149 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1150 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1151 = "torch.prim.ListConstruct"(%1148, %1149, %1150) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1152 = "torch.aten.view"(%1147, %1151) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1153 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1154 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1155 = "torch.prim.ListConstruct"(%1153, %1154) : (!torch.int, !torch.int) -> !torch.list<int>
    %1156 = "torch.aten.view"(%1152, %1155) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1157 = "torch.constant.none"() : () -> !torch.none
    %1158 = "torch.constant.none"() : () -> !torch.none
    %1159 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1160 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1161 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1156, %1157, %1158, %1159, %1160, %1161) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1162 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1163 = "torch.prims.convert_element_type"(%1156, %1162) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1164 = "torch_c.to_builtin_tensor"(%1163) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1165 = "tensor.cast"(%1164) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1166:2 = "util.call"(%1165) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1167 = "tensor.cast"(%1166#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1168 = "torch_c.from_builtin_tensor"(%1167) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1169 = "tensor.cast"(%1166#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1170 = "torch_c.from_builtin_tensor"(%1169) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1171 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1172 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1173 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1174 = "torch.prim.ListConstruct"(%1171, %1172, %1173) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1175 = "torch.aten.view"(%1170, %1174) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1176 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1177 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1178 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1179 = "torch.prim.ListConstruct"(%1176, %1177, %1178) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1180 = "torch.aten.view"(%1168, %1179) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1181 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1182 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1183 = "torch.prim.ListConstruct"(%1181, %1182) : (!torch.int, !torch.int) -> !torch.list<int>
    %1184 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1185 = "torch.constant.none"() : () -> !torch.none
    %1186 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1187 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1188 = "torch.aten.zeros"(%1183, %1184, %1185, %1186, %1187) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %1189 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1190 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1191 = "torch.prim.ListConstruct"(%1189, %1190) : (!torch.int, !torch.int) -> !torch.list<int>
    %1192 = "torch.aten.view"(%1175, %1191) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1193 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1194 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1195 = "torch.prim.ListConstruct"(%1193, %1194) : (!torch.int, !torch.int) -> !torch.list<int>
    %1196 = "torch.aten.view"(%133, %1195) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %1197 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1198 = "torch.aten.squeeze.dim"(%1180, %1197) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1199 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1200 = "torch.aten.squeeze.dim"(%135, %1199) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %1201 = "torch_c.to_builtin_tensor"(%1192) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1202 = "tensor.cast"(%1201) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1203 = "torch_c.to_builtin_tensor"(%1196) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %1204 = "tensor.cast"(%1203) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %1205 = "torch_c.to_builtin_tensor"(%1198) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1206 = "tensor.cast"(%1205) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1207 = "torch_c.to_builtin_tensor"(%1200) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %1208 = "tensor.cast"(%1207) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %1209 = "torch_c.to_builtin_tensor"(%1188) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %1210 = "tensor.cast"(%1209) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %1211 = "util.call"(%1202, %1204, %1206, %1208, %1210) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1212 = "tensor.cast"(%1211) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %1213 = "torch_c.from_builtin_tensor"(%1212) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %1214 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1215 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1216 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1217 = "torch.prim.ListConstruct"(%1214, %1215, %1216) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1218 = "torch.aten.view"(%1213, %1217) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %1219 = "torch.aten.silu"(%1218) : (!torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %1220 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1221 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1222 = "torch.prim.ListConstruct"(%1220, %1221) : (!torch.int, !torch.int) -> !torch.list<int>
    %1223 = "torch.aten.view"(%1143, %1222) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1224 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1225 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1226 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1227 = "torch.prim.ListConstruct"(%1224, %1225, %1226) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1228 = "torch.aten.view"(%1223, %1227) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,512,32],f16>
    %1229 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1230 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1231 = "torch.prim.ListConstruct"(%1229, %1230) : (!torch.int, !torch.int) -> !torch.list<int>
    %1232 = "torch.aten.view"(%1228, %1231) : (!torch.vtensor<[1,512,32],f16>, !torch.list<int>) -> !torch.vtensor<[512,32],f16>
    %1233 = "torch.constant.none"() : () -> !torch.none
    %1234 = "torch.constant.none"() : () -> !torch.none
    %1235 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1236 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1237 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1232, %1233, %1234, %1235, %1236, %1237) : (!torch.vtensor<[512,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1238 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1239 = "torch.prims.convert_element_type"(%1232, %1238) : (!torch.vtensor<[512,32],f16>, !torch.int) -> !torch.vtensor<[512,32],f32>
    %1240 = "torch_c.to_builtin_tensor"(%1239) : (!torch.vtensor<[512,32],f32>) -> tensor<512x32xf32>
    %1241 = "tensor.cast"(%1240) : (tensor<512x32xf32>) -> tensor<?x32xf32>
    %1242:2 = "util.call"(%1241) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1243 = "tensor.cast"(%1242#0) : (tensor<?xi8>) -> tensor<512xi8>
    %1244 = "torch_c.from_builtin_tensor"(%1243) : (tensor<512xi8>) -> !torch.vtensor<[512],ui8>
    %1245 = "tensor.cast"(%1242#1) : (tensor<?x16xi8>) -> tensor<512x16xi8>
    %1246 = "torch_c.from_builtin_tensor"(%1245) : (tensor<512x16xi8>) -> !torch.vtensor<[512,16],ui8>
    %1247 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1248 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1249 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1250 = "torch.prim.ListConstruct"(%1247, %1248, %1249) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1251 = "torch.aten.view"(%1246, %1250) : (!torch.vtensor<[512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,16],ui8>
    %1252 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1253 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1254 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1255 = "torch.prim.ListConstruct"(%1252, %1253, %1254) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1256 = "torch.aten.view"(%1244, %1255) : (!torch.vtensor<[512],ui8>, !torch.list<int>) -> !torch.vtensor<[1,512,1],ui8>
    %1257 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1258 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1259 = "torch.prim.ListConstruct"(%1257, %1258) : (!torch.int, !torch.int) -> !torch.list<int>
    %1260 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1261 = "torch.constant.none"() : () -> !torch.none
    %1262 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1263 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1264 = "torch.aten.zeros"(%1259, %1260, %1261, %1262, %1263) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,53248],f32>
    %1265 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1266 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1267 = "torch.prim.ListConstruct"(%1265, %1266) : (!torch.int, !torch.int) -> !torch.list<int>
    %1268 = "torch.aten.view"(%1251, %1267) : (!torch.vtensor<[1,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8192],ui8>
    %1269 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1270 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %1271 = "torch.prim.ListConstruct"(%1269, %1270) : (!torch.int, !torch.int) -> !torch.list<int>
    %1272 = "torch.aten.view"(%137, %1271) : (!torch.vtensor<[53248,512,16],ui8>, !torch.list<int>) -> !torch.vtensor<[53248,8192],ui8>
    %1273 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1274 = "torch.aten.squeeze.dim"(%1256, %1273) : (!torch.vtensor<[1,512,1],ui8>, !torch.int) -> !torch.vtensor<[1,512],ui8>
    %1275 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1276 = "torch.aten.squeeze.dim"(%139, %1275) : (!torch.vtensor<[53248,512,1],ui8>, !torch.int) -> !torch.vtensor<[53248,512],ui8>
    %1277 = "torch_c.to_builtin_tensor"(%1268) : (!torch.vtensor<[1,8192],ui8>) -> tensor<1x8192xi8>
    %1278 = "tensor.cast"(%1277) : (tensor<1x8192xi8>) -> tensor<?x?xi8>
    %1279 = "torch_c.to_builtin_tensor"(%1272) : (!torch.vtensor<[53248,8192],ui8>) -> tensor<53248x8192xi8>
    %1280 = "tensor.cast"(%1279) : (tensor<53248x8192xi8>) -> tensor<?x?xi8>
    %1281 = "torch_c.to_builtin_tensor"(%1274) : (!torch.vtensor<[1,512],ui8>) -> tensor<1x512xi8>
    %1282 = "tensor.cast"(%1281) : (tensor<1x512xi8>) -> tensor<?x?xi8>
    %1283 = "torch_c.to_builtin_tensor"(%1276) : (!torch.vtensor<[53248,512],ui8>) -> tensor<53248x512xi8>
    %1284 = "tensor.cast"(%1283) : (tensor<53248x512xi8>) -> tensor<?x?xi8>
    %1285 = "torch_c.to_builtin_tensor"(%1264) : (!torch.vtensor<[1,53248],f32>) -> tensor<1x53248xf32>
    %1286 = "tensor.cast"(%1285) : (tensor<1x53248xf32>) -> tensor<?x?xf32>
    %1287 = "util.call"(%1278, %1280, %1282, %1284, %1286) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1288 = "tensor.cast"(%1287) : (tensor<?x?xf16>) -> tensor<1x53248xf16>
    %1289 = "torch_c.from_builtin_tensor"(%1288) : (tensor<1x53248xf16>) -> !torch.vtensor<[1,53248],f16>
    %1290 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1291 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1292 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1293 = "torch.prim.ListConstruct"(%1290, %1291, %1292) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1294 = "torch.aten.view"(%1289, %1293) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,53248],f16>
    %1295 = "torch.aten.mul.Tensor"(%1219, %1294) : (!torch.vtensor<[1,1,53248],f16>, !torch.vtensor<[1,1,53248],f16>) -> !torch.vtensor<[1,1,53248],f16>
    %1296 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1297 = "torch.constant.int"() <{value = 53248 : i64}> : () -> !torch.int
    %1298 = "torch.prim.ListConstruct"(%1296, %1297) : (!torch.int, !torch.int) -> !torch.list<int>
    %1299 = "torch.aten.view"(%1295, %1298) : (!torch.vtensor<[1,1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,53248],f16>
    %1300 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1301 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1302 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1303 = "torch.prim.ListConstruct"(%1300, %1301, %1302) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1304 = "torch.aten.view"(%1299, %1303) : (!torch.vtensor<[1,53248],f16>, !torch.list<int>) -> !torch.vtensor<[1,1664,32],f16>
    %1305 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1306 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1307 = "torch.prim.ListConstruct"(%1305, %1306) : (!torch.int, !torch.int) -> !torch.list<int>
    %1308 = "torch.aten.view"(%1304, %1307) : (!torch.vtensor<[1,1664,32],f16>, !torch.list<int>) -> !torch.vtensor<[1664,32],f16>
    %1309 = "torch.constant.none"() : () -> !torch.none
    %1310 = "torch.constant.none"() : () -> !torch.none
    %1311 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1312 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1313 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1308, %1309, %1310, %1311, %1312, %1313) : (!torch.vtensor<[1664,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1314 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1315 = "torch.prims.convert_element_type"(%1308, %1314) : (!torch.vtensor<[1664,32],f16>, !torch.int) -> !torch.vtensor<[1664,32],f32>
    %1316 = "torch_c.to_builtin_tensor"(%1315) : (!torch.vtensor<[1664,32],f32>) -> tensor<1664x32xf32>
    %1317 = "tensor.cast"(%1316) : (tensor<1664x32xf32>) -> tensor<?x32xf32>
    %1318:2 = "util.call"(%1317) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1319 = "tensor.cast"(%1318#0) : (tensor<?xi8>) -> tensor<1664xi8>
    %1320 = "torch_c.from_builtin_tensor"(%1319) : (tensor<1664xi8>) -> !torch.vtensor<[1664],ui8>
    %1321 = "tensor.cast"(%1318#1) : (tensor<?x16xi8>) -> tensor<1664x16xi8>
    %1322 = "torch_c.from_builtin_tensor"(%1321) : (tensor<1664x16xi8>) -> !torch.vtensor<[1664,16],ui8>
    %1323 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1324 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1325 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1326 = "torch.prim.ListConstruct"(%1323, %1324, %1325) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1327 = "torch.aten.view"(%1322, %1326) : (!torch.vtensor<[1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,16],ui8>
    %1328 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1329 = "torch.constant.int"() <{value = 1664 : i64}> : () -> !torch.int
    %1330 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1331 = "torch.prim.ListConstruct"(%1328, %1329, %1330) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1332 = "torch.aten.view"(%1320, %1331) : (!torch.vtensor<[1664],ui8>, !torch.list<int>) -> !torch.vtensor<[1,1664,1],ui8>
    %1333 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1334 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1335 = "torch.prim.ListConstruct"(%1333, %1334) : (!torch.int, !torch.int) -> !torch.list<int>
    %1336 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1337 = "torch.constant.none"() : () -> !torch.none
    %1338 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1339 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1340 = "torch.aten.zeros"(%1335, %1336, %1337, %1338, %1339) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,16384],f32>
    %1341 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1342 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %1343 = "torch.prim.ListConstruct"(%1341, %1342) : (!torch.int, !torch.int) -> !torch.list<int>
    %1344 = "torch.aten.view"(%1327, %1343) : (!torch.vtensor<[1,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,26624],ui8>
    %1345 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1346 = "torch.constant.int"() <{value = 26624 : i64}> : () -> !torch.int
    %1347 = "torch.prim.ListConstruct"(%1345, %1346) : (!torch.int, !torch.int) -> !torch.list<int>
    %1348 = "torch.aten.view"(%141, %1347) : (!torch.vtensor<[16384,1664,16],ui8>, !torch.list<int>) -> !torch.vtensor<[16384,26624],ui8>
    %1349 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1350 = "torch.aten.squeeze.dim"(%1332, %1349) : (!torch.vtensor<[1,1664,1],ui8>, !torch.int) -> !torch.vtensor<[1,1664],ui8>
    %1351 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1352 = "torch.aten.squeeze.dim"(%143, %1351) : (!torch.vtensor<[16384,1664,1],ui8>, !torch.int) -> !torch.vtensor<[16384,1664],ui8>
    %1353 = "torch_c.to_builtin_tensor"(%1344) : (!torch.vtensor<[1,26624],ui8>) -> tensor<1x26624xi8>
    %1354 = "tensor.cast"(%1353) : (tensor<1x26624xi8>) -> tensor<?x?xi8>
    %1355 = "torch_c.to_builtin_tensor"(%1348) : (!torch.vtensor<[16384,26624],ui8>) -> tensor<16384x26624xi8>
    %1356 = "tensor.cast"(%1355) : (tensor<16384x26624xi8>) -> tensor<?x?xi8>
    %1357 = "torch_c.to_builtin_tensor"(%1350) : (!torch.vtensor<[1,1664],ui8>) -> tensor<1x1664xi8>
    %1358 = "tensor.cast"(%1357) : (tensor<1x1664xi8>) -> tensor<?x?xi8>
    %1359 = "torch_c.to_builtin_tensor"(%1352) : (!torch.vtensor<[16384,1664],ui8>) -> tensor<16384x1664xi8>
    %1360 = "tensor.cast"(%1359) : (tensor<16384x1664xi8>) -> tensor<?x?xi8>
    %1361 = "torch_c.to_builtin_tensor"(%1340) : (!torch.vtensor<[1,16384],f32>) -> tensor<1x16384xf32>
    %1362 = "tensor.cast"(%1361) : (tensor<1x16384xf32>) -> tensor<?x?xf32>
    %1363 = "util.call"(%1354, %1356, %1358, %1360, %1362) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1364 = "tensor.cast"(%1363) : (tensor<?x?xf16>) -> tensor<1x16384xf16>
    %1365 = "torch_c.from_builtin_tensor"(%1364) : (tensor<1x16384xf16>) -> !torch.vtensor<[1,16384],f16>
    %1366 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1367 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1368 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1369 = "torch.prim.ListConstruct"(%1366, %1367, %1368) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1370 = "torch.aten.view"(%1365, %1369) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    %1371 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1372 = "torch.aten.add.Tensor"(%1109, %1370, %1371) : (!torch.vtensor<[1,1,16384],f16>, !torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1373 = "torch.constant.none"() : () -> !torch.none
    %1374 = "torch.constant.none"() : () -> !torch.none
    %1375 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1376 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1377 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1372, %1373, %1374, %1375, %1376, %1377) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1378 = "torch.constant.none"() : () -> !torch.none
    %1379 = "torch.constant.none"() : () -> !torch.none
    %1380 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1381 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1382 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1372, %1378, %1379, %1380, %1381, %1382) : (!torch.vtensor<[1,1,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1383 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1384 = "torch.prims.convert_element_type"(%1372, %1383) : (!torch.vtensor<[1,1,16384],f16>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1385 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1386 = "torch.aten.pow.Tensor_Scalar"(%1384, %1385) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f32>
    %1387 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1388 = "torch.prim.ListConstruct"(%1387) : (!torch.int) -> !torch.list<int>
    %1389 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1390 = "torch.constant.none"() : () -> !torch.none
    %1391 = "torch.aten.mean.dim"(%1386, %1388, %1389, %1390) : (!torch.vtensor<[1,1,16384],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1392 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1393 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1394 = "torch.aten.add.Scalar"(%1391, %1392, %1393) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1395 = "torch.aten.rsqrt"(%1394) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1396 = "torch.aten.mul.Tensor"(%1384, %1395) : (!torch.vtensor<[1,1,16384],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,16384],f32>
    %1397 = "torch.constant.none"() : () -> !torch.none
    %1398 = "torch.constant.none"() : () -> !torch.none
    %1399 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1400 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1401 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1396, %1397, %1398, %1399, %1400, %1401) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1402 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1403 = "torch.prims.convert_element_type"(%1396, %1402) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1404 = "torch.aten.mul.Tensor"(%145, %1403) : (!torch.vtensor<[1,16384],f32>, !torch.vtensor<[1,1,16384],f16>) -> !torch.vtensor<[1,1,16384],f32>
    %1405 = "torch.constant.none"() : () -> !torch.none
    %1406 = "torch.constant.none"() : () -> !torch.none
    %1407 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1408 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1409 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1404, %1405, %1406, %1407, %1408, %1409) : (!torch.vtensor<[1,1,16384],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1410 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1411 = "torch.prims.convert_element_type"(%1404, %1410) : (!torch.vtensor<[1,1,16384],f32>, !torch.int) -> !torch.vtensor<[1,1,16384],f16>
    %1412 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %1413 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1414 = "torch.aten.transpose.int"(%147, %1412, %1413) : (!torch.vtensor<[16384,16384],f16>, !torch.int, !torch.int) -> !torch.vtensor<[16384,16384],f16>
    %1415 = "torch.constant.none"() : () -> !torch.none
    %1416 = "torch.constant.none"() : () -> !torch.none
    %1417 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1418 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1419 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1414, %1415, %1416, %1417, %1418, %1419) : (!torch.vtensor<[16384,16384],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1420 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1421 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1422 = "torch.prim.ListConstruct"(%1420, %1421) : (!torch.int, !torch.int) -> !torch.list<int>
    %1423 = "torch.aten.view"(%1411, %1422) : (!torch.vtensor<[1,1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,16384],f16>
    %1424 = "torch.aten.matmul"(%1423, %1414) : (!torch.vtensor<[1,16384],f16>, !torch.vtensor<[16384,16384],f16>) -> !torch.vtensor<[1,16384],f16>
    %1425 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1426 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1427 = "torch.constant.int"() <{value = 16384 : i64}> : () -> !torch.int
    %1428 = "torch.prim.ListConstruct"(%1425, %1426, %1427) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1429 = "torch.aten.view"(%1424, %1428) : (!torch.vtensor<[1,16384],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,16384],f16>
    "func.return"(%1429) : (!torch.vtensor<[1,1,16384],f16>) -> ()
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
  "util.func"() <{function_type = (tensor<?x1x2x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x8x32x128xf8E4M3FN>, sym_name = "paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_8_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x1x2x8x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%arg2) : (tensor<i64>) -> i64
    %3 = "tensor.extract"(%arg3) : (tensor<i64>) -> i64
    %4 = "arith.index_cast"(%2) : (i64) -> index
    %5 = "arith.index_cast"(%3) : (i64) -> index
    %6 = "tensor.dim"(%arg0, %0) : (tensor<?x1x2x8x32x128xf8E4M3FN>, index) -> index
    %7 = "tensor.dim"(%arg1, %0) : (tensor<?x?xi64>, index) -> index
    %8 = "tensor.dim"(%arg1, %1) : (tensor<?x?xi64>, index) -> index
    %9 = "tensor.extract_slice"(%arg0, %4, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, -9223372036854775808, 0, 0, 0>, static_sizes = array<i64: -9223372036854775808, 1, 1, 8, 32, 128>, static_strides = array<i64: 1, 1, 1, 1, 1, 1>}> : (tensor<?x1x2x8x32x128xf8E4M3FN>, index, index, index) -> tensor<?x8x32x128xf8E4M3FN>
    %10 = "tensor.empty"(%7, %8) : (index, index) -> tensor<?x?x8x32x128xf8E4M3FN>
    %11 = "iree_linalg_ext.gather"(%9, %arg1, %10) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> : (tensor<?x8x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<?x?x8x32x128xf8E4M3FN>) -> tensor<?x?x8x32x128xf8E4M3FN>
    "util.return"(%11) : (tensor<?x?x8x32x128xf8E4M3FN>) -> ()
  }) : () -> ()
}) : () -> ()

