#encoding = #iree_encoding.layout<[#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [32, 8], outerDimsPerm = [0, 1], swizzle = {expandShape = [[["CrossIntrinsic", 2 : i16], ["Internal", 16 : i16]], [["CrossIntrinsic", 2 : i16], ["Internal", 4 : i16]]], permutation = [3, 1, 2, 0]}}}>]>
#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {target_arch = "gfx950", ukernels = "none"}>
#map = affine_map<()[s0] -> (1, s0 * 32)>
#map1 = affine_map<()[s0] -> (1, s0)>
#map2 = affine_map<()[s0] -> (s0, 8192)>
#map3 = affine_map<()[s0] -> (1, s0 * 32, 256)>
#map4 = affine_map<()[s0] -> (1, s0 * 32, 1)>
#map5 = affine_map<()[s0] -> (s0 * 32, 256)>
#map6 = affine_map<()[s0] -> (s0 * 32, 8, 32)>
#map7 = affine_map<()[s0] -> (s0 * 256, 32)>
#map8 = affine_map<()[s0] -> (s0 * 256)>
#map9 = affine_map<()[s0] -> (s0 * 256, 16)>
#map10 = affine_map<()[s0] -> (s0 * 32, 8, 16)>
#map11 = affine_map<()[s0] -> (s0 * 32, 8, 1)>
#map12 = affine_map<()[s0] -> (s0 * 32, 128)>
#map13 = affine_map<()[s0] -> (s0 * 32, 8)>
#map14 = affine_map<()[s0] -> (1, s0 * 32, 128)>
#map15 = affine_map<()[s0] -> (1, s0 * 32, 2, 128)>
#map16 = affine_map<()[s0] -> (1, s0 * 32, 1, 128)>
#map17 = affine_map<()[s0] -> (s0 * 32)>
#map18 = affine_map<()[s0] -> (1, 1, s0 * 32)>
#map19 = affine_map<()[s0] -> (1, 64, s0 * 32)>
#map20 = affine_map<()[s0] -> (1, s0 * 32, 64)>
#map21 = affine_map<()[s0] -> (1, s0 * 32, 1, 64)>
#map22 = affine_map<()[s0] -> (1, s0 * 32, 2, 64)>
#map23 = affine_map<()[s0] -> (1, s0 * 32, 2, 2, 64)>
#map24 = affine_map<()[s0] -> (1, s0 * 32, 1, 2, 64)>
#map25 = affine_map<()[s0] -> (s0, 1, 2, 1, 32, 128)>
#map26 = affine_map<()[s0] -> (s0 * 2, 1, 32, 128)>
#map27 = affine_map<()[s0] -> (s0)>
#map28 = affine_map<()[s0] -> (1, s0, 32, 1, 128)>
#map29 = affine_map<()[s0] -> (s0, 32, 1, 128)>
#map30 = affine_map<()[s0] -> (s0, 1, 32, 128)>
#map31 = affine_map<()[s0] -> (1, 1, 1, s0 * 32)>
#map32 = affine_map<()[s0] -> (1, 1, s0 * 32, 1)>
#map33 = affine_map<()[s0] -> (1, 1, s0 * 32, s0 * 32)>
#map34 = affine_map<()[s0] -> (1, s0 * 32, 1, 1, 128)>
#map35 = affine_map<()[s0] -> (1, s0 * 32, 1, 2, 128)>
#map36 = affine_map<()[s0] -> (1, 2, s0 * 32, 128)>
#map37 = affine_map<()[s0] -> (s0 * 32, 512)>
#map38 = affine_map<()[s0] -> (1, s0 * 32, 512)>
#map39 = affine_map<()[s0] -> (s0 * 32, 16, 32)>
#map40 = affine_map<()[s0] -> (s0 * 512, 32)>
#map41 = affine_map<()[s0] -> (s0 * 512)>
#map42 = affine_map<()[s0] -> (s0 * 512, 16)>
#map43 = affine_map<()[s0] -> (s0 * 32, 16, 16)>
#map44 = affine_map<()[s0] -> (s0 * 32, 16, 1)>
#map45 = affine_map<()[s0] -> (s0 * 32, 16)>
#map46 = affine_map<()[s0] -> (s0 * 64, 128)>
#map47 = affine_map<()[s0] -> (1, s0, 1, 32, 128)>
#map48 = affine_map<(d0) -> (d0)>
#map49 = affine_map<(d0, d1) -> (d0, d1)>
#map50 = affine_map<(d0, d1) -> (d0)>
#map51 = affine_map<()[s0] -> ((s0 ceildiv 32) * 32)>
#map52 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map53 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#pipeline_layout = #hal.pipeline.layout<constants = 10, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"token_embd.weight"> : tensor<256x256xf16>, sym_name = "__auto.token_embd.weight", sym_visibility = "private", type = tensor<256x256xf16>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.kv_cache.quantizer:rscale"> : tensor<f16>, sym_name = "__auto.blk.0.kv_cache.quantizer:rscale", sym_visibility = "private", type = tensor<f16>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<256xf32>, sym_name = "__auto.blk.0.attn_norm.weight", sym_visibility = "private", type = tensor<256xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_q.weight:qs"> : tensor<256x8x16xi8>, sym_name = "__auto.blk.0.attn_q.weight:qs", sym_visibility = "private", type = tensor<256x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_q.weight:d"> : tensor<256x8x1xi8>, sym_name = "__auto.blk.0.attn_q.weight:d", sym_visibility = "private", type = tensor<256x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_k.weight:qs"> : tensor<128x8x16xi8>, sym_name = "__auto.blk.0.attn_k.weight:qs", sym_visibility = "private", type = tensor<128x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_k.weight:d"> : tensor<128x8x1xi8>, sym_name = "__auto.blk.0.attn_k.weight:d", sym_visibility = "private", type = tensor<128x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_v.weight:qs"> : tensor<128x8x16xi8>, sym_name = "__auto.blk.0.attn_v.weight:qs", sym_visibility = "private", type = tensor<128x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_v.weight:d"> : tensor<128x8x1xi8>, sym_name = "__auto.blk.0.attn_v.weight:d", sym_visibility = "private", type = tensor<128x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_output.weight:qs"> : tensor<256x8x16xi8>, sym_name = "__auto.blk.0.attn_output.weight:qs", sym_visibility = "private", type = tensor<256x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.attn_output.weight:d"> : tensor<256x8x1xi8>, sym_name = "__auto.blk.0.attn_output.weight:d", sym_visibility = "private", type = tensor<256x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<256xf32>, sym_name = "__auto.blk.0.ffn_norm.weight", sym_visibility = "private", type = tensor<256xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:qs"> : tensor<512x8x16xi8>, sym_name = "__auto.blk.0.ffn_gate.weight:qs", sym_visibility = "private", type = tensor<512x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_gate.weight:d"> : tensor<512x8x1xi8>, sym_name = "__auto.blk.0.ffn_gate.weight:d", sym_visibility = "private", type = tensor<512x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:qs"> : tensor<512x8x16xi8>, sym_name = "__auto.blk.0.ffn_up.weight:qs", sym_visibility = "private", type = tensor<512x8x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_up.weight:d"> : tensor<512x8x1xi8>, sym_name = "__auto.blk.0.ffn_up.weight:d", sym_visibility = "private", type = tensor<512x8x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<256x16x16xi8>, sym_name = "__auto.blk.0.ffn_down.weight:qs", sym_visibility = "private", type = tensor<256x16x16xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<256x16x1xi8>, sym_name = "__auto.blk.0.ffn_down.weight:d", sym_visibility = "private", type = tensor<256x16x1xi8>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<1x256xf32>, sym_name = "__auto.output_norm.weight", sym_visibility = "private", type = tensor<1x256xf32>}> : () -> ()
  "util.global"() <{initial_value = #flow.parameter.named<"model"::"output.weight"> : tensor<256x256xf16>, sym_name = "__auto.output.weight", sym_visibility = "private", type = tensor<256x256xf16>}> : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,?],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,8192],f8E4M3FN>) -> !torch.vtensor<[1,?,256],f16>, sym_name = "prefill_bs1"}> ({
  ^bb0(%arg42: !torch.vtensor<[1,?],si64>, %arg43: !torch.vtensor<[1],si64>, %arg44: !torch.vtensor<[1,?],si64>, %arg45: !torch.tensor<[?,8192],f8E4M3FN>):
    %1420 = "util.global.load"() <{global = @__auto.token_embd.weight}> : () -> tensor<256x256xf16>
    %1421 = "torch_c.from_builtin_tensor"(%1420) : (tensor<256x256xf16>) -> !torch.vtensor<[256,256],f16>
    %1422 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %1423 = "torch.vtensor.literal"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> !torch.vtensor<[],f32>
    %1424 = "util.global.load"() <{global = @"__auto.blk.0.kv_cache.quantizer:rscale"}> : () -> tensor<f16>
    %1425 = "torch_c.from_builtin_tensor"(%1424) : (tensor<f16>) -> !torch.vtensor<[],f16>
    %1426 = "torch.vtensor.literal"() <{value = dense<0xFC00> : tensor<f16>}> : () -> !torch.vtensor<[],f16>
    %1427 = "util.global.load"() <{global = @__auto.blk.0.attn_norm.weight}> : () -> tensor<256xf32>
    %1428 = "torch_c.from_builtin_tensor"(%1427) : (tensor<256xf32>) -> !torch.vtensor<[256],f32>
    %1429 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:qs"}> : () -> tensor<256x8x16xi8>
    %1430 = "torch_c.from_builtin_tensor"(%1429) : (tensor<256x8x16xi8>) -> !torch.vtensor<[256,8,16],ui8>
    %1431 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:d"}> : () -> tensor<256x8x1xi8>
    %1432 = "torch_c.from_builtin_tensor"(%1431) : (tensor<256x8x1xi8>) -> !torch.vtensor<[256,8,1],ui8>
    %1433 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:qs"}> : () -> tensor<128x8x16xi8>
    %1434 = "torch_c.from_builtin_tensor"(%1433) : (tensor<128x8x16xi8>) -> !torch.vtensor<[128,8,16],ui8>
    %1435 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:d"}> : () -> tensor<128x8x1xi8>
    %1436 = "torch_c.from_builtin_tensor"(%1435) : (tensor<128x8x1xi8>) -> !torch.vtensor<[128,8,1],ui8>
    %1437 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:qs"}> : () -> tensor<128x8x16xi8>
    %1438 = "torch_c.from_builtin_tensor"(%1437) : (tensor<128x8x16xi8>) -> !torch.vtensor<[128,8,16],ui8>
    %1439 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:d"}> : () -> tensor<128x8x1xi8>
    %1440 = "torch_c.from_builtin_tensor"(%1439) : (tensor<128x8x1xi8>) -> !torch.vtensor<[128,8,1],ui8>
    %1441 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:qs"}> : () -> tensor<256x8x16xi8>
    %1442 = "torch_c.from_builtin_tensor"(%1441) : (tensor<256x8x16xi8>) -> !torch.vtensor<[256,8,16],ui8>
    %1443 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:d"}> : () -> tensor<256x8x1xi8>
    %1444 = "torch_c.from_builtin_tensor"(%1443) : (tensor<256x8x1xi8>) -> !torch.vtensor<[256,8,1],ui8>
    %1445 = "util.global.load"() <{global = @__auto.blk.0.ffn_norm.weight}> : () -> tensor<256xf32>
    %1446 = "torch_c.from_builtin_tensor"(%1445) : (tensor<256xf32>) -> !torch.vtensor<[256],f32>
    %1447 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:qs"}> : () -> tensor<512x8x16xi8>
    %1448 = "torch_c.from_builtin_tensor"(%1447) : (tensor<512x8x16xi8>) -> !torch.vtensor<[512,8,16],ui8>
    %1449 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:d"}> : () -> tensor<512x8x1xi8>
    %1450 = "torch_c.from_builtin_tensor"(%1449) : (tensor<512x8x1xi8>) -> !torch.vtensor<[512,8,1],ui8>
    %1451 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:qs"}> : () -> tensor<512x8x16xi8>
    %1452 = "torch_c.from_builtin_tensor"(%1451) : (tensor<512x8x16xi8>) -> !torch.vtensor<[512,8,16],ui8>
    %1453 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:d"}> : () -> tensor<512x8x1xi8>
    %1454 = "torch_c.from_builtin_tensor"(%1453) : (tensor<512x8x1xi8>) -> !torch.vtensor<[512,8,1],ui8>
    %1455 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:qs"}> : () -> tensor<256x16x16xi8>
    %1456 = "torch_c.from_builtin_tensor"(%1455) : (tensor<256x16x16xi8>) -> !torch.vtensor<[256,16,16],ui8>
    %1457 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:d"}> : () -> tensor<256x16x1xi8>
    %1458 = "torch_c.from_builtin_tensor"(%1457) : (tensor<256x16x1xi8>) -> !torch.vtensor<[256,16,1],ui8>
    %1459 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x256xf32>
    %1460 = "torch_c.from_builtin_tensor"(%1459) : (tensor<1x256xf32>) -> !torch.vtensor<[1,256],f32>
    %1461 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<256x256xf16>
    %1462 = "torch_c.from_builtin_tensor"(%1461) : (tensor<256x256xf16>) -> !torch.vtensor<[256,256],f16>
    %1463 = "torch.copy.to_vtensor"(%arg45) : (!torch.tensor<[?,8192],f8E4M3FN>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    %1464 = "torch.symbolic_int"() <{max_val = 131040 : i64, min_val = 64 : i64, symbol_name = "32*s23"}> : () -> !torch.int
    %1465 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %1466 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s39"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg42, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%arg44, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1463, %1466) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %1467 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1468 = "torch.aten.size.int"(%arg44, %1467) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %1469 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1470 = "torch.aten.size.int"(%1463, %1469) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> !torch.int
    %1471 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1472 = "torch.aten.size.int"(%arg42, %1471) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %1473 = "torch.constant.none"() : () -> !torch.none
    %1474 = "torch.constant.none"() : () -> !torch.none
    %1475 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1476 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1477 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1421, %1473, %1474, %1475, %1476, %1477) : (!torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1478 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1479 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1480 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1481 = "torch.aten.embedding"(%1421, %arg42, %1478, %1479, %1480) : (!torch.vtensor<[256,256],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%1481, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %1482 = "torch.constant.none"() : () -> !torch.none
    %1483 = "torch.constant.none"() : () -> !torch.none
    %1484 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1485 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1486 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1481, %1482, %1483, %1484, %1485, %1486) : (!torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1487 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1488 = "torch.prims.convert_element_type"(%1481, %1487) : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%1488, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %1489 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1490 = "torch.aten.pow.Tensor_Scalar"(%1488, %1489) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%1490, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %1491 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1492 = "torch.prim.ListConstruct"(%1491) : (!torch.int) -> !torch.list<int>
    %1493 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1494 = "torch.constant.none"() : () -> !torch.none
    %1495 = "torch.aten.mean.dim"(%1490, %1492, %1493, %1494) : (!torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1495, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1496 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1497 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1498 = "torch.aten.add.Scalar"(%1495, %1496, %1497) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1498, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1499 = "torch.aten.rsqrt"(%1498) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%1499, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %1500 = "torch.aten.mul.Tensor"(%1488, %1499) : (!torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%1500, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %1501 = "torch.constant.none"() : () -> !torch.none
    %1502 = "torch.constant.none"() : () -> !torch.none
    %1503 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1504 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1505 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1500, %1501, %1502, %1503, %1504, %1505) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1506 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1507 = "torch.prims.convert_element_type"(%1500, %1506) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%1507, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %1508 = "torch.aten.mul.Tensor"(%1428, %1507) : (!torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%1508, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %1509 = "torch.constant.none"() : () -> !torch.none
    %1510 = "torch.constant.none"() : () -> !torch.none
    %1511 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1512 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1513 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1508, %1509, %1510, %1511, %1512, %1513) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1514 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1515 = "torch.prims.convert_element_type"(%1508, %1514) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%1515, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %1516 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1517 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1518 = "torch.prim.ListConstruct"(%1516, %1517) : (!torch.int, !torch.int) -> !torch.list<int>
    %1519 = "torch.aten.view"(%1515, %1518) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%1519, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %1520 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1521 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1522 = "torch.prim.ListConstruct"(%1472, %1520, %1521) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1523 = "torch.aten.view"(%1519, %1522) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%1523, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %1524 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1525 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1526 = "torch.prim.ListConstruct"(%1524, %1525) : (!torch.int, !torch.int) -> !torch.list<int>
    %1527 = "torch.aten.view"(%1523, %1526) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1527, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1528 = "torch.constant.none"() : () -> !torch.none
    %1529 = "torch.constant.none"() : () -> !torch.none
    %1530 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1531 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1532 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1527, %1528, %1529, %1530, %1531, %1532) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1533 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1534 = "torch.prims.convert_element_type"(%1527, %1533) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1534, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1535 = "torch_c.to_builtin_tensor"(%1534) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1536:2 = "util.call"(%1535) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1537 = "torch_c.from_builtin_tensor"(%1536#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1538 = "torch_c.from_builtin_tensor"(%1536#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1537, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1538, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1539 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1540 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1541 = "torch.prim.ListConstruct"(%1472, %1539, %1540) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1542 = "torch.aten.view"(%1538, %1541) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%1542, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %1543 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1544 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1545 = "torch.prim.ListConstruct"(%1472, %1543, %1544) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1546 = "torch.aten.view"(%1537, %1545) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%1546, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %1547 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1548 = "torch.prim.ListConstruct"(%1472, %1547) : (!torch.int, !torch.int) -> !torch.list<int>
    %1549 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1550 = "torch.constant.none"() : () -> !torch.none
    %1551 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1552 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1553 = "torch.aten.zeros"(%1548, %1549, %1550, %1551, %1552) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,256],f32>
    "torch.bind_symbolic_shape"(%1553, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f32>, !torch.int) -> ()
    %1554 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1555 = "torch.prim.ListConstruct"(%1472, %1554) : (!torch.int, !torch.int) -> !torch.list<int>
    %1556 = "torch.aten.view"(%1542, %1555) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%1556, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %1557 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1558 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1559 = "torch.prim.ListConstruct"(%1557, %1558) : (!torch.int, !torch.int) -> !torch.list<int>
    %1560 = "torch.aten.view"(%1430, %1559) : (!torch.vtensor<[256,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,128],ui8>
    %1561 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1562 = "torch.aten.squeeze.dim"(%1546, %1561) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%1562, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %1563 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1564 = "torch.aten.squeeze.dim"(%1432, %1563) : (!torch.vtensor<[256,8,1],ui8>, !torch.int) -> !torch.vtensor<[256,8],ui8>
    %1565 = "torch_c.to_builtin_tensor"(%1556) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %1566 = "tensor.cast"(%1565) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %1567 = "torch_c.to_builtin_tensor"(%1560) : (!torch.vtensor<[256,128],ui8>) -> tensor<256x128xi8>
    %1568 = "tensor.cast"(%1567) : (tensor<256x128xi8>) -> tensor<?x?xi8>
    %1569 = "torch_c.to_builtin_tensor"(%1562) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %1570 = "tensor.cast"(%1569) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %1571 = "torch_c.to_builtin_tensor"(%1564) : (!torch.vtensor<[256,8],ui8>) -> tensor<256x8xi8>
    %1572 = "tensor.cast"(%1571) : (tensor<256x8xi8>) -> tensor<?x?xi8>
    %1573 = "torch_c.to_builtin_tensor"(%1553) : (!torch.vtensor<[?,256],f32>) -> tensor<?x256xf32>
    %1574 = "tensor.cast"(%1573) : (tensor<?x256xf32>) -> tensor<?x?xf32>
    %1575 = "util.call"(%1566, %1568, %1570, %1572, %1574) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1576 = "tensor.cast"(%1575) : (tensor<?x?xf16>) -> tensor<?x256xf16>
    %1577 = "torch_c.from_builtin_tensor"(%1576) : (tensor<?x256xf16>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%1577, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %1578 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1579 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1580 = "torch.prim.ListConstruct"(%1578, %1472, %1579) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1581 = "torch.aten.view"(%1577, %1580) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%1581, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %1582 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1583 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1584 = "torch.prim.ListConstruct"(%1582, %1583) : (!torch.int, !torch.int) -> !torch.list<int>
    %1585 = "torch.aten.view"(%1515, %1584) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%1585, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %1586 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1587 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1588 = "torch.prim.ListConstruct"(%1472, %1586, %1587) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1589 = "torch.aten.view"(%1585, %1588) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%1589, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %1590 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1591 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1592 = "torch.prim.ListConstruct"(%1590, %1591) : (!torch.int, !torch.int) -> !torch.list<int>
    %1593 = "torch.aten.view"(%1589, %1592) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1593, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1594 = "torch.constant.none"() : () -> !torch.none
    %1595 = "torch.constant.none"() : () -> !torch.none
    %1596 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1597 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1598 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1593, %1594, %1595, %1596, %1597, %1598) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1599 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1600 = "torch.prims.convert_element_type"(%1593, %1599) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1600, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1601 = "torch_c.to_builtin_tensor"(%1600) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1602:2 = "util.call"(%1601) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1603 = "torch_c.from_builtin_tensor"(%1602#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1604 = "torch_c.from_builtin_tensor"(%1602#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1603, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1604, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1605 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1606 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1607 = "torch.prim.ListConstruct"(%1472, %1605, %1606) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1608 = "torch.aten.view"(%1604, %1607) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%1608, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %1609 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1610 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1611 = "torch.prim.ListConstruct"(%1472, %1609, %1610) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1612 = "torch.aten.view"(%1603, %1611) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%1612, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %1613 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1614 = "torch.prim.ListConstruct"(%1472, %1613) : (!torch.int, !torch.int) -> !torch.list<int>
    %1615 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1616 = "torch.constant.none"() : () -> !torch.none
    %1617 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1618 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1619 = "torch.aten.zeros"(%1614, %1615, %1616, %1617, %1618) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,128],f32>
    "torch.bind_symbolic_shape"(%1619, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],f32>, !torch.int) -> ()
    %1620 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1621 = "torch.prim.ListConstruct"(%1472, %1620) : (!torch.int, !torch.int) -> !torch.list<int>
    %1622 = "torch.aten.view"(%1608, %1621) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%1622, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %1623 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1624 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1625 = "torch.prim.ListConstruct"(%1623, %1624) : (!torch.int, !torch.int) -> !torch.list<int>
    %1626 = "torch.aten.view"(%1434, %1625) : (!torch.vtensor<[128,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[128,128],ui8>
    %1627 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1628 = "torch.aten.squeeze.dim"(%1612, %1627) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%1628, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %1629 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1630 = "torch.aten.squeeze.dim"(%1436, %1629) : (!torch.vtensor<[128,8,1],ui8>, !torch.int) -> !torch.vtensor<[128,8],ui8>
    %1631 = "torch_c.to_builtin_tensor"(%1622) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %1632 = "tensor.cast"(%1631) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %1633 = "torch_c.to_builtin_tensor"(%1626) : (!torch.vtensor<[128,128],ui8>) -> tensor<128x128xi8>
    %1634 = "tensor.cast"(%1633) : (tensor<128x128xi8>) -> tensor<?x?xi8>
    %1635 = "torch_c.to_builtin_tensor"(%1628) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %1636 = "tensor.cast"(%1635) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %1637 = "torch_c.to_builtin_tensor"(%1630) : (!torch.vtensor<[128,8],ui8>) -> tensor<128x8xi8>
    %1638 = "tensor.cast"(%1637) : (tensor<128x8xi8>) -> tensor<?x?xi8>
    %1639 = "torch_c.to_builtin_tensor"(%1619) : (!torch.vtensor<[?,128],f32>) -> tensor<?x128xf32>
    %1640 = "tensor.cast"(%1639) : (tensor<?x128xf32>) -> tensor<?x?xf32>
    %1641 = "util.call"(%1632, %1634, %1636, %1638, %1640) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1642 = "tensor.cast"(%1641) : (tensor<?x?xf16>) -> tensor<?x128xf16>
    %1643 = "torch_c.from_builtin_tensor"(%1642) : (tensor<?x128xf16>) -> !torch.vtensor<[?,128],f16>
    "torch.bind_symbolic_shape"(%1643, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],f16>, !torch.int) -> ()
    %1644 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1645 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1646 = "torch.prim.ListConstruct"(%1644, %1472, %1645) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1647 = "torch.aten.view"(%1643, %1646) : (!torch.vtensor<[?,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128],f16>
    "torch.bind_symbolic_shape"(%1647, %1465) <{shape_expressions = #map14}> : (!torch.vtensor<[1,?,128],f16>, !torch.int) -> ()
    %1648 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1649 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1650 = "torch.prim.ListConstruct"(%1648, %1649) : (!torch.int, !torch.int) -> !torch.list<int>
    %1651 = "torch.aten.view"(%1515, %1650) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%1651, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %1652 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1653 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1654 = "torch.prim.ListConstruct"(%1472, %1652, %1653) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1655 = "torch.aten.view"(%1651, %1654) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%1655, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %1656 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1657 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1658 = "torch.prim.ListConstruct"(%1656, %1657) : (!torch.int, !torch.int) -> !torch.list<int>
    %1659 = "torch.aten.view"(%1655, %1658) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%1659, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %1660 = "torch.constant.none"() : () -> !torch.none
    %1661 = "torch.constant.none"() : () -> !torch.none
    %1662 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1663 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1664 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1659, %1660, %1661, %1662, %1663, %1664) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1665 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1666 = "torch.prims.convert_element_type"(%1659, %1665) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%1666, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %1667 = "torch_c.to_builtin_tensor"(%1666) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %1668:2 = "util.call"(%1667) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1669 = "torch_c.from_builtin_tensor"(%1668#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %1670 = "torch_c.from_builtin_tensor"(%1668#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%1669, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%1670, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %1671 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1672 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1673 = "torch.prim.ListConstruct"(%1472, %1671, %1672) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1674 = "torch.aten.view"(%1670, %1673) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%1674, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %1675 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1676 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1677 = "torch.prim.ListConstruct"(%1472, %1675, %1676) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1678 = "torch.aten.view"(%1669, %1677) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%1678, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %1679 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1680 = "torch.prim.ListConstruct"(%1472, %1679) : (!torch.int, !torch.int) -> !torch.list<int>
    %1681 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1682 = "torch.constant.none"() : () -> !torch.none
    %1683 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1684 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1685 = "torch.aten.zeros"(%1680, %1681, %1682, %1683, %1684) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,128],f32>
    "torch.bind_symbolic_shape"(%1685, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],f32>, !torch.int) -> ()
    %1686 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1687 = "torch.prim.ListConstruct"(%1472, %1686) : (!torch.int, !torch.int) -> !torch.list<int>
    %1688 = "torch.aten.view"(%1674, %1687) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%1688, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %1689 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1690 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1691 = "torch.prim.ListConstruct"(%1689, %1690) : (!torch.int, !torch.int) -> !torch.list<int>
    %1692 = "torch.aten.view"(%1438, %1691) : (!torch.vtensor<[128,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[128,128],ui8>
    %1693 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1694 = "torch.aten.squeeze.dim"(%1678, %1693) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%1694, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %1695 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1696 = "torch.aten.squeeze.dim"(%1440, %1695) : (!torch.vtensor<[128,8,1],ui8>, !torch.int) -> !torch.vtensor<[128,8],ui8>
    %1697 = "torch_c.to_builtin_tensor"(%1688) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %1698 = "tensor.cast"(%1697) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %1699 = "torch_c.to_builtin_tensor"(%1692) : (!torch.vtensor<[128,128],ui8>) -> tensor<128x128xi8>
    %1700 = "tensor.cast"(%1699) : (tensor<128x128xi8>) -> tensor<?x?xi8>
    %1701 = "torch_c.to_builtin_tensor"(%1694) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %1702 = "tensor.cast"(%1701) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %1703 = "torch_c.to_builtin_tensor"(%1696) : (!torch.vtensor<[128,8],ui8>) -> tensor<128x8xi8>
    %1704 = "tensor.cast"(%1703) : (tensor<128x8xi8>) -> tensor<?x?xi8>
    %1705 = "torch_c.to_builtin_tensor"(%1685) : (!torch.vtensor<[?,128],f32>) -> tensor<?x128xf32>
    %1706 = "tensor.cast"(%1705) : (tensor<?x128xf32>) -> tensor<?x?xf32>
    %1707 = "util.call"(%1698, %1700, %1702, %1704, %1706) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1708 = "tensor.cast"(%1707) : (tensor<?x?xf16>) -> tensor<?x128xf16>
    %1709 = "torch_c.from_builtin_tensor"(%1708) : (tensor<?x128xf16>) -> !torch.vtensor<[?,128],f16>
    "torch.bind_symbolic_shape"(%1709, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],f16>, !torch.int) -> ()
    %1710 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1711 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1712 = "torch.prim.ListConstruct"(%1710, %1472, %1711) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1713 = "torch.aten.view"(%1709, %1712) : (!torch.vtensor<[?,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,128],f16>
    "torch.bind_symbolic_shape"(%1713, %1465) <{shape_expressions = #map14}> : (!torch.vtensor<[1,?,128],f16>, !torch.int) -> ()
    %1714 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1715 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1716 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1717 = "torch.prim.ListConstruct"(%1714, %1472, %1715, %1716) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1718 = "torch.aten.view"(%1581, %1717) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%1718, %1465) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %1719 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1720 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1721 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1722 = "torch.prim.ListConstruct"(%1719, %1472, %1720, %1721) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1723 = "torch.aten.view"(%1647, %1722) : (!torch.vtensor<[1,?,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%1723, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %1724 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1725 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1726 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1727 = "torch.prim.ListConstruct"(%1724, %1472, %1725, %1726) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1728 = "torch.aten.view"(%1713, %1727) : (!torch.vtensor<[1,?,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%1728, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %1729 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1730 = "torch.constant.none"() : () -> !torch.none
    %1731 = "torch.constant.none"() : () -> !torch.none
    %1732 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1733 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1734 = "torch.aten.arange.start"(%1729, %1472, %1730, %1731, %1732, %1733) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%1734, %1465) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %1735 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1736 = "torch.aten.unsqueeze"(%1734, %1735) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%1736, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %1737 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1738 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1739 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1740 = "torch.constant.none"() : () -> !torch.none
    %1741 = "torch.constant.none"() : () -> !torch.none
    %1742 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1743 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1744 = "torch.aten.arange.start_step"(%1737, %1738, %1739, %1740, %1741, %1742, %1743) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1745 = "torch.constant.none"() : () -> !torch.none
    %1746 = "torch.constant.none"() : () -> !torch.none
    %1747 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1748 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1749 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1744, %1745, %1746, %1747, %1748, %1749) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1750 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1751 = "torch.prims.convert_element_type"(%1744, %1750) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1752 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1753 = "torch.aten.div.Scalar"(%1751, %1752) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1754 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1755 = "torch.aten.pow.Scalar"(%1754, %1753) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1756 = "torch.aten.reciprocal"(%1755) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1757 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1758 = "torch.aten.mul.Scalar"(%1756, %1757) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1759 = "torch.constant.none"() : () -> !torch.none
    %1760 = "torch.aten.clone"(%1422, %1759) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1761 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1762 = "torch.aten.unsqueeze"(%1758, %1761) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1763 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1764 = "torch.aten.unsqueeze"(%1762, %1763) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1765 = "torch.constant.none"() : () -> !torch.none
    %1766 = "torch.constant.none"() : () -> !torch.none
    %1767 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1768 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1769 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1764, %1765, %1766, %1767, %1768, %1769) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1770 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1771 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1772 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1773 = "torch.prim.ListConstruct"(%1770, %1771, %1772) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1774 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1775 = "torch.aten.expand"(%1764, %1773, %1774) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1776 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1777 = "torch.aten.unsqueeze"(%1736, %1776) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%1777, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %1778 = "torch.constant.none"() : () -> !torch.none
    %1779 = "torch.constant.none"() : () -> !torch.none
    %1780 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1781 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1782 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1777, %1778, %1779, %1780, %1781, %1782) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1783 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1784 = "torch.prims.convert_element_type"(%1777, %1783) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%1784, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %1785 = "torch.aten.matmul"(%1775, %1784) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%1785, %1465) <{shape_expressions = #map19}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %1786 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1787 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1788 = "torch.aten.transpose.int"(%1785, %1786, %1787) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1788, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1789 = "torch.aten.cos"(%1788) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1789, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1790 = "torch.aten.mul.Tensor"(%1789, %1760) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1790, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1791 = "torch.constant.none"() : () -> !torch.none
    %1792 = "torch.constant.none"() : () -> !torch.none
    %1793 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1794 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1795 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1790, %1791, %1792, %1793, %1794, %1795) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1796 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1797 = "torch.prims.convert_element_type"(%1790, %1796) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1797, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1798 = "torch.aten.sin"(%1788) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1798, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1799 = "torch.aten.mul.Tensor"(%1798, %1760) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1799, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1800 = "torch.constant.none"() : () -> !torch.none
    %1801 = "torch.constant.none"() : () -> !torch.none
    %1802 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1803 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1804 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1799, %1800, %1801, %1802, %1803, %1804) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1805 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1806 = "torch.prims.convert_element_type"(%1799, %1805) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1806, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1807 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1808 = "torch.aten.unsqueeze"(%1797, %1807) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1808, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1809 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1810 = "torch.aten.unsqueeze"(%1806, %1809) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1810, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1811 = "torch.constant.none"() : () -> !torch.none
    %1812 = "torch.constant.none"() : () -> !torch.none
    %1813 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1814 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1815 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1808, %1811, %1812, %1813, %1814, %1815) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1816 = "torch.constant.none"() : () -> !torch.none
    %1817 = "torch.constant.none"() : () -> !torch.none
    %1818 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1819 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1820 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1810, %1816, %1817, %1818, %1819, %1820) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1821 = "torch.constant.none"() : () -> !torch.none
    %1822 = "torch.constant.none"() : () -> !torch.none
    %1823 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1824 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1825 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1718, %1821, %1822, %1823, %1824, %1825) : (!torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1826 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1827 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1828 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1829 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1830 = "torch.aten.slice.Tensor"(%1718, %1826, %1827, %1828, %1829) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1830, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1831 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1832 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1833 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1834 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1835 = "torch.aten.slice.Tensor"(%1718, %1831, %1832, %1833, %1834) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1835, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1836 = "torch.aten.mul.Tensor"(%1830, %1808) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1836, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1837 = "torch.aten.mul.Tensor"(%1835, %1810) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1837, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1838 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1839 = "torch.aten.sub.Tensor"(%1836, %1837, %1838) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1839, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1840 = "torch.aten.mul.Tensor"(%1835, %1808) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1840, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1841 = "torch.aten.mul.Tensor"(%1830, %1810) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1841, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1842 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1843 = "torch.aten.add.Tensor"(%1840, %1841, %1842) : (!torch.vtensor<[1,?,2,64],f16>, !torch.vtensor<[1,?,2,64],f16>, !torch.int) -> !torch.vtensor<[1,?,2,64],f16>
    "torch.bind_symbolic_shape"(%1843, %1465) <{shape_expressions = #map22}> : (!torch.vtensor<[1,?,2,64],f16>, !torch.int) -> ()
    %1844 = "torch_c.to_builtin_tensor"(%1839) : (!torch.vtensor<[1,?,2,64],f16>) -> tensor<1x?x2x64xf16>
    %1845 = "tensor.cast"(%1844) : (tensor<1x?x2x64xf16>) -> tensor<?x?x?x?xf16>
    %1846 = "torch_c.to_builtin_tensor"(%1843) : (!torch.vtensor<[1,?,2,64],f16>) -> tensor<1x?x2x64xf16>
    %1847 = "tensor.cast"(%1846) : (tensor<1x?x2x64xf16>) -> tensor<?x?x?x?xf16>
    %1848 = "util.call"(%1845, %1847) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1849 = "tensor.cast"(%1848) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x2x2x64xf16>
    %1850 = "torch_c.from_builtin_tensor"(%1849) : (tensor<1x?x2x2x64xf16>) -> !torch.vtensor<[1,?,2,2,64],f16>
    "torch.bind_symbolic_shape"(%1850, %1465) <{shape_expressions = #map23}> : (!torch.vtensor<[1,?,2,2,64],f16>, !torch.int) -> ()
    %1851 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1852 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1853 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1854 = "torch.prim.ListConstruct"(%1851, %1472, %1852, %1853) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1855 = "torch.aten.view"(%1850, %1854) : (!torch.vtensor<[1,?,2,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%1855, %1465) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %1856 = "torch.constant.none"() : () -> !torch.none
    %1857 = "torch.constant.none"() : () -> !torch.none
    %1858 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1859 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1860 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1855, %1856, %1857, %1858, %1859, %1860) : (!torch.vtensor<[1,?,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1861 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1862 = "torch.constant.none"() : () -> !torch.none
    %1863 = "torch.constant.none"() : () -> !torch.none
    %1864 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1865 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1866 = "torch.aten.arange.start"(%1861, %1472, %1862, %1863, %1864, %1865) : (!torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%1866, %1465) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %1867 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1868 = "torch.aten.unsqueeze"(%1866, %1867) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%1868, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %1869 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1870 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1871 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1872 = "torch.constant.none"() : () -> !torch.none
    %1873 = "torch.constant.none"() : () -> !torch.none
    %1874 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1875 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1876 = "torch.aten.arange.start_step"(%1869, %1870, %1871, %1872, %1873, %1874, %1875) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],si64>
    %1877 = "torch.constant.none"() : () -> !torch.none
    %1878 = "torch.constant.none"() : () -> !torch.none
    %1879 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1880 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1881 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1876, %1877, %1878, %1879, %1880, %1881) : (!torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1882 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1883 = "torch.prims.convert_element_type"(%1876, %1882) : (!torch.vtensor<[64],si64>, !torch.int) -> !torch.vtensor<[64],f32>
    %1884 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1885 = "torch.aten.div.Scalar"(%1883, %1884) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[64],f32>
    %1886 = "torch.constant.float"() <{value = 5.000000e+05 : f64}> : () -> !torch.float
    %1887 = "torch.aten.pow.Scalar"(%1886, %1885) : (!torch.float, !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1888 = "torch.aten.reciprocal"(%1887) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32>
    %1889 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %1890 = "torch.aten.mul.Scalar"(%1888, %1889) : (!torch.vtensor<[64],f32>, !torch.float) -> !torch.vtensor<[64],f32>
    %1891 = "torch.constant.none"() : () -> !torch.none
    %1892 = "torch.aten.clone"(%1423, %1891) : (!torch.vtensor<[],f32>, !torch.none) -> !torch.vtensor<[],f32>
    %1893 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1894 = "torch.aten.unsqueeze"(%1890, %1893) : (!torch.vtensor<[64],f32>, !torch.int) -> !torch.vtensor<[1,64],f32>
    %1895 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1896 = "torch.aten.unsqueeze"(%1894, %1895) : (!torch.vtensor<[1,64],f32>, !torch.int) -> !torch.vtensor<[1,64,1],f32>
    %1897 = "torch.constant.none"() : () -> !torch.none
    %1898 = "torch.constant.none"() : () -> !torch.none
    %1899 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1900 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1901 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1896, %1897, %1898, %1899, %1900, %1901) : (!torch.vtensor<[1,64,1],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1902 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1903 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1904 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1905 = "torch.prim.ListConstruct"(%1902, %1903, %1904) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1906 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1907 = "torch.aten.expand"(%1896, %1905, %1906) : (!torch.vtensor<[1,64,1],f32>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,64,1],f32>
    %1908 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1909 = "torch.aten.unsqueeze"(%1868, %1908) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%1909, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %1910 = "torch.constant.none"() : () -> !torch.none
    %1911 = "torch.constant.none"() : () -> !torch.none
    %1912 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %1913 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1914 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1909, %1910, %1911, %1912, %1913, %1914) : (!torch.vtensor<[1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1915 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1916 = "torch.prims.convert_element_type"(%1909, %1915) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],f32>
    "torch.bind_symbolic_shape"(%1916, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],f32>, !torch.int) -> ()
    %1917 = "torch.aten.matmul"(%1907, %1916) : (!torch.vtensor<[1,64,1],f32>, !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[1,64,?],f32>
    "torch.bind_symbolic_shape"(%1917, %1465) <{shape_expressions = #map19}> : (!torch.vtensor<[1,64,?],f32>, !torch.int) -> ()
    %1918 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1919 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1920 = "torch.aten.transpose.int"(%1917, %1918, %1919) : (!torch.vtensor<[1,64,?],f32>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1920, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1921 = "torch.aten.cos"(%1920) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1921, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1922 = "torch.aten.mul.Tensor"(%1921, %1892) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1922, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1923 = "torch.constant.none"() : () -> !torch.none
    %1924 = "torch.constant.none"() : () -> !torch.none
    %1925 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1926 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1927 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1922, %1923, %1924, %1925, %1926, %1927) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1928 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1929 = "torch.prims.convert_element_type"(%1922, %1928) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1929, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1930 = "torch.aten.sin"(%1920) : (!torch.vtensor<[1,?,64],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1930, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1931 = "torch.aten.mul.Tensor"(%1930, %1892) : (!torch.vtensor<[1,?,64],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,?,64],f32>
    "torch.bind_symbolic_shape"(%1931, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> ()
    %1932 = "torch.constant.none"() : () -> !torch.none
    %1933 = "torch.constant.none"() : () -> !torch.none
    %1934 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1935 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1936 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1931, %1932, %1933, %1934, %1935, %1936) : (!torch.vtensor<[1,?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1937 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1938 = "torch.prims.convert_element_type"(%1931, %1937) : (!torch.vtensor<[1,?,64],f32>, !torch.int) -> !torch.vtensor<[1,?,64],f16>
    "torch.bind_symbolic_shape"(%1938, %1465) <{shape_expressions = #map20}> : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> ()
    %1939 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1940 = "torch.aten.unsqueeze"(%1929, %1939) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1940, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1941 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1942 = "torch.aten.unsqueeze"(%1938, %1941) : (!torch.vtensor<[1,?,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1942, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1943 = "torch.constant.none"() : () -> !torch.none
    %1944 = "torch.constant.none"() : () -> !torch.none
    %1945 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1946 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1947 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1940, %1943, %1944, %1945, %1946, %1947) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1948 = "torch.constant.none"() : () -> !torch.none
    %1949 = "torch.constant.none"() : () -> !torch.none
    %1950 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1951 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1952 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1942, %1948, %1949, %1950, %1951, %1952) : (!torch.vtensor<[1,?,1,64],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1953 = "torch.constant.none"() : () -> !torch.none
    %1954 = "torch.constant.none"() : () -> !torch.none
    %1955 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1956 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1957 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1723, %1953, %1954, %1955, %1956, %1957) : (!torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1958 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1959 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %1960 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1961 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1962 = "torch.aten.slice.Tensor"(%1723, %1958, %1959, %1960, %1961) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1962, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1963 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %1964 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %1965 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %1966 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1967 = "torch.aten.slice.Tensor"(%1723, %1963, %1964, %1965, %1966) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1967, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1968 = "torch.aten.mul.Tensor"(%1962, %1940) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1968, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1969 = "torch.aten.mul.Tensor"(%1967, %1942) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1969, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1970 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1971 = "torch.aten.sub.Tensor"(%1968, %1969, %1970) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1971, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1972 = "torch.aten.mul.Tensor"(%1967, %1940) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1972, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1973 = "torch.aten.mul.Tensor"(%1962, %1942) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1973, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1974 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1975 = "torch.aten.add.Tensor"(%1972, %1973, %1974) : (!torch.vtensor<[1,?,1,64],f16>, !torch.vtensor<[1,?,1,64],f16>, !torch.int) -> !torch.vtensor<[1,?,1,64],f16>
    "torch.bind_symbolic_shape"(%1975, %1465) <{shape_expressions = #map21}> : (!torch.vtensor<[1,?,1,64],f16>, !torch.int) -> ()
    %1976 = "torch_c.to_builtin_tensor"(%1971) : (!torch.vtensor<[1,?,1,64],f16>) -> tensor<1x?x1x64xf16>
    %1977 = "tensor.cast"(%1976) : (tensor<1x?x1x64xf16>) -> tensor<?x?x?x?xf16>
    %1978 = "torch_c.to_builtin_tensor"(%1975) : (!torch.vtensor<[1,?,1,64],f16>) -> tensor<1x?x1x64xf16>
    %1979 = "tensor.cast"(%1978) : (tensor<1x?x1x64xf16>) -> tensor<?x?x?x?xf16>
    %1980 = "util.call"(%1977, %1979) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %1981 = "tensor.cast"(%1980) : (tensor<?x?x?x2x?xf16>) -> tensor<1x?x1x2x64xf16>
    %1982 = "torch_c.from_builtin_tensor"(%1981) : (tensor<1x?x1x2x64xf16>) -> !torch.vtensor<[1,?,1,2,64],f16>
    "torch.bind_symbolic_shape"(%1982, %1465) <{shape_expressions = #map24}> : (!torch.vtensor<[1,?,1,2,64],f16>, !torch.int) -> ()
    %1983 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1984 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1985 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1986 = "torch.prim.ListConstruct"(%1983, %1472, %1984, %1985) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1987 = "torch.aten.view"(%1982, %1986) : (!torch.vtensor<[1,?,1,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%1987, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %1988 = "torch.constant.none"() : () -> !torch.none
    %1989 = "torch.constant.none"() : () -> !torch.none
    %1990 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1991 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1992 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1987, %1988, %1989, %1990, %1991, %1992) : (!torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1993 = "torch.aten.div.Tensor"(%1987, %1425) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%1993, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %1994 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %1995 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %1996 = "torch.aten.clamp"(%1993, %1994, %1995) : (!torch.vtensor<[1,?,1,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%1996, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %1997 = "torch.constant.none"() : () -> !torch.none
    %1998 = "torch.constant.none"() : () -> !torch.none
    %1999 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2000 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2001 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1996, %1997, %1998, %1999, %2000, %2001) : (!torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2002 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2003 = "torch.prims.convert_element_type"(%1996, %2002) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2003, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> ()
    %2004 = "torch.aten.div.Tensor"(%1728, %1425) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2004, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2005 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %2006 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %2007 = "torch.aten.clamp"(%2004, %2005, %2006) : (!torch.vtensor<[1,?,1,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2007, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2008 = "torch.constant.none"() : () -> !torch.none
    %2009 = "torch.constant.none"() : () -> !torch.none
    %2010 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2011 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2012 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2007, %2008, %2009, %2010, %2011, %2012) : (!torch.vtensor<[1,?,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2013 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2014 = "torch.prims.convert_element_type"(%2007, %2013) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2014, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> ()
    %2015 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2016 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2017 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2018 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2019 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2020 = "torch.prim.ListConstruct"(%1470, %2015, %2016, %2017, %2018, %2019) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2021 = "torch.aten.view"(%1463, %2020) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2021, %1466) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2022 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2023 = "torch.aten.mul.int"(%1470, %2022) : (!torch.int, !torch.int) -> !torch.int
    %2024 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2025 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2026 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2027 = "torch.prim.ListConstruct"(%2023, %2024, %2025, %2026) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2028 = "torch.aten.view"(%2021, %2027) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2028, %1466) <{shape_expressions = #map26}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2029 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2030 = "torch.aten.mul.Scalar"(%arg44, %2029) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2030, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2031 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2032 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2033 = "torch.aten.add.Scalar"(%2030, %2031, %2032) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2033, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2034 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2035 = "torch.aten.mul.Scalar"(%2033, %2034) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2035, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2036 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2037 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2038 = "torch.aten.add.Scalar"(%2035, %2036, %2037) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2038, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2039 = "torch.prim.ListConstruct"(%1468) : (!torch.int) -> !torch.list<int>
    %2040 = "torch.aten.view"(%2038, %2039) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2040, %1465) <{shape_expressions = #map27}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2041 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2042 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2043 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2044 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2045 = "torch.prim.ListConstruct"(%2041, %1468, %2042, %2043, %2044) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2046 = "torch.aten.view"(%2003, %2045) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2046, %1465) <{shape_expressions = #map28}> : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %2047 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2048 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2049 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2050 = "torch.prim.ListConstruct"(%1468, %2047, %2048, %2049) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2051 = "torch.aten.view"(%2046, %2050) : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2051, %1465) <{shape_expressions = #map29}> : (!torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %2052 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2053 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2054 = "torch.aten.transpose.int"(%2051, %2052, %2053) : (!torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2054, %1465) <{shape_expressions = #map30}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2055 = "torch.constant.none"() : () -> !torch.none
    %2056 = "torch.constant.none"() : () -> !torch.none
    %2057 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2058 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2059 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2054, %2055, %2056, %2057, %2058, %2059) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2060 = "torch.prim.ListConstruct"(%2040) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %2061 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2062 = "torch.aten.index_put"(%2028, %2060, %2054, %2061) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2062, %1466) <{shape_expressions = #map26}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2063 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2064 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2065 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2066 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2067 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2068 = "torch.prim.ListConstruct"(%1470, %2063, %2064, %2065, %2066, %2067) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2069 = "torch.aten.view"(%2062, %2068) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2069, %1466) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2070 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2071 = "torch.prim.ListConstruct"(%1470, %2070) : (!torch.int, !torch.int) -> !torch.list<int>
    %2072 = "torch.aten.view"(%2069, %2071) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2072, %1466) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %2073 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2074 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2075 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2076 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2077 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2078 = "torch.prim.ListConstruct"(%1470, %2073, %2074, %2075, %2076, %2077) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2079 = "torch.aten.view"(%2072, %2078) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2079, %1466) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2080 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2081 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2082 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2083 = "torch.prim.ListConstruct"(%2023, %2080, %2081, %2082) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2084 = "torch.aten.view"(%2079, %2083) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2084, %1466) <{shape_expressions = #map26}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2085 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2086 = "torch.aten.mul.Scalar"(%arg44, %2085) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2086, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2087 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2088 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2089 = "torch.aten.add.Scalar"(%2086, %2087, %2088) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2089, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2090 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2091 = "torch.aten.mul.Scalar"(%2089, %2090) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2091, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2092 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2093 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2094 = "torch.aten.add.Scalar"(%2091, %2092, %2093) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2094, %1465) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2095 = "torch.prim.ListConstruct"(%1468) : (!torch.int) -> !torch.list<int>
    %2096 = "torch.aten.view"(%2094, %2095) : (!torch.vtensor<[1,?],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2096, %1465) <{shape_expressions = #map27}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2097 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2098 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2099 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2100 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2101 = "torch.prim.ListConstruct"(%2097, %1468, %2098, %2099, %2100) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2102 = "torch.aten.view"(%2014, %2101) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2102, %1465) <{shape_expressions = #map28}> : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %2103 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2104 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2105 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2106 = "torch.prim.ListConstruct"(%1468, %2103, %2104, %2105) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2107 = "torch.aten.view"(%2102, %2106) : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2107, %1465) <{shape_expressions = #map29}> : (!torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %2108 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2109 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2110 = "torch.aten.transpose.int"(%2107, %2108, %2109) : (!torch.vtensor<[?,32,1,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2110, %1465) <{shape_expressions = #map30}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2111 = "torch.constant.none"() : () -> !torch.none
    %2112 = "torch.constant.none"() : () -> !torch.none
    %2113 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2114 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2115 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2110, %2111, %2112, %2113, %2114, %2115) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2116 = "torch.prim.ListConstruct"(%2096) : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %2117 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2118 = "torch.aten.index_put"(%2084, %2116, %2110, %2117) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2118, %1466) <{shape_expressions = #map26}> : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2119 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2120 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2121 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2122 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2123 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2124 = "torch.prim.ListConstruct"(%1470, %2119, %2120, %2121, %2122, %2123) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2125 = "torch.aten.view"(%2118, %2124) : (!torch.vtensor<[?,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%2125, %1466) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %2126 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %2127 = "torch.prim.ListConstruct"(%1470, %2126) : (!torch.int, !torch.int) -> !torch.list<int>
    %2128 = "torch.aten.view"(%2125, %2127) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%2128, %arg45) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.tensor<[?,8192],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%2128, %1466) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %2129 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2130 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2131 = "torch.constant.none"() : () -> !torch.none
    %2132 = "torch.constant.none"() : () -> !torch.none
    %2133 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2134 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2135 = "torch.aten.arange.start_step"(%2129, %1472, %2130, %2131, %2132, %2133, %2134) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2135, %1465) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2136 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2137 = "torch.aten.unsqueeze"(%arg43, %2136) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %2138 = "torch.aten.ge.Tensor"(%2135, %2137) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%2138, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %2139 = "torch.constant.none"() : () -> !torch.none
    %2140 = "torch.constant.none"() : () -> !torch.none
    %2141 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2142 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2143 = "torch.aten.arange"(%1472, %2139, %2140, %2141, %2142) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2143, %1465) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2144 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2145 = "torch.aten.unsqueeze"(%2143, %2144) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2145, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2146 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2147 = "torch.aten.unsqueeze"(%2145, %2146) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%2147, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %2148 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2149 = "torch.aten.unsqueeze"(%2147, %2148) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,1,?],si64>
    "torch.bind_symbolic_shape"(%2149, %1465) <{shape_expressions = #map31}> : (!torch.vtensor<[1,1,1,?],si64>, !torch.int) -> ()
    %2150 = "torch.constant.none"() : () -> !torch.none
    %2151 = "torch.constant.none"() : () -> !torch.none
    %2152 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2153 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2154 = "torch.aten.arange"(%1472, %2150, %2151, %2152, %2153) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%2154, %1465) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %2155 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2156 = "torch.aten.unsqueeze"(%2154, %2155) : (!torch.vtensor<[?],si64>, !torch.int) -> !torch.vtensor<[1,?],si64>
    "torch.bind_symbolic_shape"(%2156, %1465) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    %2157 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2158 = "torch.aten.unsqueeze"(%2156, %2157) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?],si64>
    "torch.bind_symbolic_shape"(%2158, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> ()
    %2159 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %2160 = "torch.aten.unsqueeze"(%2158, %2159) : (!torch.vtensor<[1,1,?],si64>, !torch.int) -> !torch.vtensor<[1,1,?,1],si64>
    "torch.bind_symbolic_shape"(%2160, %1465) <{shape_expressions = #map32}> : (!torch.vtensor<[1,1,?,1],si64>, !torch.int) -> ()
    %2161 = "torch.aten.gt.Tensor"(%2149, %2160) : (!torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%2161, %1465) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %2162 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2163 = "torch.aten.unsqueeze"(%2138, %2162) : (!torch.vtensor<[1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,?],i1>
    "torch.bind_symbolic_shape"(%2163, %1465) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> ()
    %2164 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2165 = "torch.aten.unsqueeze"(%2163, %2164) : (!torch.vtensor<[1,1,?],i1>, !torch.int) -> !torch.vtensor<[1,1,1,?],i1>
    "torch.bind_symbolic_shape"(%2165, %1465) <{shape_expressions = #map31}> : (!torch.vtensor<[1,1,1,?],i1>, !torch.int) -> ()
    %2166 = "torch.aten.logical_or"(%2161, %2165) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,1,?],i1>) -> !torch.vtensor<[1,1,?,?],i1>
    "torch.bind_symbolic_shape"(%2166, %1465) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,?,?],i1>, !torch.int) -> ()
    %2167 = "torch.constant.none"() : () -> !torch.none
    %2168 = "torch.aten.clone"(%1426, %2167) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %2169 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %2170 = "torch.aten.where.ScalarOther"(%2166, %2168, %2169) : (!torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,1,?,?],f16>
    "torch.bind_symbolic_shape"(%2170, %1465) <{shape_expressions = #map33}> : (!torch.vtensor<[1,1,?,?],f16>, !torch.int) -> ()
    %2171 = "torch.constant.none"() : () -> !torch.none
    %2172 = "torch.constant.none"() : () -> !torch.none
    %2173 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2174 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2175 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2170, %2171, %2172, %2173, %2174, %2175) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2176 = "torch.constant.none"() : () -> !torch.none
    %2177 = "torch.constant.none"() : () -> !torch.none
    %2178 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2179 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2180 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2170, %2176, %2177, %2178, %2179, %2180) : (!torch.vtensor<[1,1,?,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2181 = "torch.constant.none"() : () -> !torch.none
    %2182 = "torch.constant.none"() : () -> !torch.none
    %2183 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2184 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2185 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2003, %2181, %2182, %2183, %2184, %2185) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2186 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2187 = "torch.prims.convert_element_type"(%2003, %2186) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2187, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2188 = "torch.aten.mul.Tensor"(%2187, %1425) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2188, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2189 = "torch.constant.none"() : () -> !torch.none
    %2190 = "torch.constant.none"() : () -> !torch.none
    %2191 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %2192 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2193 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2014, %2189, %2190, %2191, %2192, %2193) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2194 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2195 = "torch.prims.convert_element_type"(%2014, %2194) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2195, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2196 = "torch.aten.mul.Tensor"(%2195, %1425) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%2196, %1465) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %2197 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2198 = "torch.aten.unsqueeze"(%2188, %2197) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,1,128],f16>
    "torch.bind_symbolic_shape"(%2198, %1465) <{shape_expressions = #map34}> : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.int) -> ()
    %2199 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2200 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2201 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2202 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2203 = "torch.prim.ListConstruct"(%2199, %1472, %2200, %2201, %2202) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2204 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2205 = "torch.aten.expand"(%2198, %2203, %2204) : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,1,2,128],f16>
    "torch.bind_symbolic_shape"(%2205, %1465) <{shape_expressions = #map35}> : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.int) -> ()
    %2206 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2207 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2208 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2209 = "torch.prim.ListConstruct"(%2206, %1472, %2207, %2208) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2210 = "torch.aten.view"(%2205, %2209) : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%2210, %1465) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %2211 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2212 = "torch.aten.unsqueeze"(%2196, %2211) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,1,128],f16>
    "torch.bind_symbolic_shape"(%2212, %1465) <{shape_expressions = #map34}> : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.int) -> ()
    %2213 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2214 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2215 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2216 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2217 = "torch.prim.ListConstruct"(%2213, %1472, %2214, %2215, %2216) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2218 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2219 = "torch.aten.expand"(%2212, %2217, %2218) : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,1,2,128],f16>
    "torch.bind_symbolic_shape"(%2219, %1465) <{shape_expressions = #map35}> : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.int) -> ()
    %2220 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2221 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2222 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2223 = "torch.prim.ListConstruct"(%2220, %1472, %2221, %2222) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2224 = "torch.aten.view"(%2219, %2223) : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%2224, %1465) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %2225 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2226 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2227 = "torch.aten.transpose.int"(%1855, %2225, %2226) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%2227, %1465) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %2228 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2229 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2230 = "torch.aten.transpose.int"(%2210, %2228, %2229) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%2230, %1465) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %2231 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2232 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2233 = "torch.aten.transpose.int"(%2224, %2231, %2232) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%2233, %1465) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %2234 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %2235 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2236 = "torch.constant.none"() : () -> !torch.none
    %2237 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2238 = "torch.aten.scaled_dot_product_attention"(%2227, %2230, %2233, %2170, %2234, %2235, %2236, %2237) : (!torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,?,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%2238, %1465) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %2239 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2240 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2241 = "torch.aten.transpose.int"(%2238, %2239, %2240) : (!torch.vtensor<[1,2,?,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%2241, %1465) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %2242 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2243 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2244 = "torch.prim.ListConstruct"(%2242, %1472, %2243) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2245 = "torch.aten.view"(%2241, %2244) : (!torch.vtensor<[1,?,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2245, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2246 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2247 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2248 = "torch.prim.ListConstruct"(%2246, %2247) : (!torch.int, !torch.int) -> !torch.list<int>
    %2249 = "torch.aten.view"(%2245, %2248) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2249, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2250 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2251 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2252 = "torch.prim.ListConstruct"(%1472, %2250, %2251) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2253 = "torch.aten.view"(%2249, %2252) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%2253, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %2254 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2255 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2256 = "torch.prim.ListConstruct"(%2254, %2255) : (!torch.int, !torch.int) -> !torch.list<int>
    %2257 = "torch.aten.view"(%2253, %2256) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2257, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2258 = "torch.constant.none"() : () -> !torch.none
    %2259 = "torch.constant.none"() : () -> !torch.none
    %2260 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2261 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2262 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2257, %2258, %2259, %2260, %2261, %2262) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2263 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2264 = "torch.prims.convert_element_type"(%2257, %2263) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2264, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2265 = "torch_c.to_builtin_tensor"(%2264) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2266:2 = "util.call"(%2265) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2267 = "torch_c.from_builtin_tensor"(%2266#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2268 = "torch_c.from_builtin_tensor"(%2266#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2267, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2268, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2269 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2270 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2271 = "torch.prim.ListConstruct"(%1472, %2269, %2270) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2272 = "torch.aten.view"(%2268, %2271) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%2272, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %2273 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2274 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2275 = "torch.prim.ListConstruct"(%1472, %2273, %2274) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2276 = "torch.aten.view"(%2267, %2275) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%2276, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %2277 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2278 = "torch.prim.ListConstruct"(%1472, %2277) : (!torch.int, !torch.int) -> !torch.list<int>
    %2279 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2280 = "torch.constant.none"() : () -> !torch.none
    %2281 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2282 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2283 = "torch.aten.zeros"(%2278, %2279, %2280, %2281, %2282) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,256],f32>
    "torch.bind_symbolic_shape"(%2283, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f32>, !torch.int) -> ()
    %2284 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2285 = "torch.prim.ListConstruct"(%1472, %2284) : (!torch.int, !torch.int) -> !torch.list<int>
    %2286 = "torch.aten.view"(%2272, %2285) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%2286, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %2287 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2288 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2289 = "torch.prim.ListConstruct"(%2287, %2288) : (!torch.int, !torch.int) -> !torch.list<int>
    %2290 = "torch.aten.view"(%1442, %2289) : (!torch.vtensor<[256,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,128],ui8>
    %2291 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2292 = "torch.aten.squeeze.dim"(%2276, %2291) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%2292, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %2293 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2294 = "torch.aten.squeeze.dim"(%1444, %2293) : (!torch.vtensor<[256,8,1],ui8>, !torch.int) -> !torch.vtensor<[256,8],ui8>
    %2295 = "torch_c.to_builtin_tensor"(%2286) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %2296 = "tensor.cast"(%2295) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %2297 = "torch_c.to_builtin_tensor"(%2290) : (!torch.vtensor<[256,128],ui8>) -> tensor<256x128xi8>
    %2298 = "tensor.cast"(%2297) : (tensor<256x128xi8>) -> tensor<?x?xi8>
    %2299 = "torch_c.to_builtin_tensor"(%2292) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %2300 = "tensor.cast"(%2299) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %2301 = "torch_c.to_builtin_tensor"(%2294) : (!torch.vtensor<[256,8],ui8>) -> tensor<256x8xi8>
    %2302 = "tensor.cast"(%2301) : (tensor<256x8xi8>) -> tensor<?x?xi8>
    %2303 = "torch_c.to_builtin_tensor"(%2283) : (!torch.vtensor<[?,256],f32>) -> tensor<?x256xf32>
    %2304 = "tensor.cast"(%2303) : (tensor<?x256xf32>) -> tensor<?x?xf32>
    %2305 = "util.call"(%2296, %2298, %2300, %2302, %2304) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2306 = "tensor.cast"(%2305) : (tensor<?x?xf16>) -> tensor<?x256xf16>
    %2307 = "torch_c.from_builtin_tensor"(%2306) : (tensor<?x256xf16>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2307, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2308 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2309 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2310 = "torch.prim.ListConstruct"(%2308, %1472, %2309) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2311 = "torch.aten.view"(%2307, %2310) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2311, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2312 = "torch.constant.none"() : () -> !torch.none
    %2313 = "torch.constant.none"() : () -> !torch.none
    %2314 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2315 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2316 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2311, %2312, %2313, %2314, %2315, %2316) : (!torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2317 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2318 = "torch.aten.add.Tensor"(%1481, %2311, %2317) : (!torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2318, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2319 = "torch.constant.none"() : () -> !torch.none
    %2320 = "torch.constant.none"() : () -> !torch.none
    %2321 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2322 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2323 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2318, %2319, %2320, %2321, %2322, %2323) : (!torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2324 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2325 = "torch.prims.convert_element_type"(%2318, %2324) : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2325, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2326 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2327 = "torch.aten.pow.Tensor_Scalar"(%2325, %2326) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2327, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2328 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2329 = "torch.prim.ListConstruct"(%2328) : (!torch.int) -> !torch.list<int>
    %2330 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2331 = "torch.constant.none"() : () -> !torch.none
    %2332 = "torch.aten.mean.dim"(%2327, %2329, %2330, %2331) : (!torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2332, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2333 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2334 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2335 = "torch.aten.add.Scalar"(%2332, %2333, %2334) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2335, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2336 = "torch.aten.rsqrt"(%2335) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2336, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2337 = "torch.aten.mul.Tensor"(%2325, %2336) : (!torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2337, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2338 = "torch.constant.none"() : () -> !torch.none
    %2339 = "torch.constant.none"() : () -> !torch.none
    %2340 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2341 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2342 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2337, %2338, %2339, %2340, %2341, %2342) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2343 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2344 = "torch.prims.convert_element_type"(%2337, %2343) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2344, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2345 = "torch.aten.mul.Tensor"(%1446, %2344) : (!torch.vtensor<[256],f32>, !torch.vtensor<[1,?,256],f16>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2345, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2346 = "torch.constant.none"() : () -> !torch.none
    %2347 = "torch.constant.none"() : () -> !torch.none
    %2348 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2349 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2350 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2345, %2346, %2347, %2348, %2349, %2350) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2351 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2352 = "torch.prims.convert_element_type"(%2345, %2351) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2352, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2353 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2354 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2355 = "torch.prim.ListConstruct"(%2353, %2354) : (!torch.int, !torch.int) -> !torch.list<int>
    %2356 = "torch.aten.view"(%2352, %2355) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2356, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2357 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2358 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2359 = "torch.prim.ListConstruct"(%1472, %2357, %2358) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2360 = "torch.aten.view"(%2356, %2359) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%2360, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %2361 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2362 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2363 = "torch.prim.ListConstruct"(%2361, %2362) : (!torch.int, !torch.int) -> !torch.list<int>
    %2364 = "torch.aten.view"(%2360, %2363) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2364, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2365 = "torch.constant.none"() : () -> !torch.none
    %2366 = "torch.constant.none"() : () -> !torch.none
    %2367 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2368 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2369 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2364, %2365, %2366, %2367, %2368, %2369) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2370 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2371 = "torch.prims.convert_element_type"(%2364, %2370) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2371, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2372 = "torch_c.to_builtin_tensor"(%2371) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2373:2 = "util.call"(%2372) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2374 = "torch_c.from_builtin_tensor"(%2373#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2375 = "torch_c.from_builtin_tensor"(%2373#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2374, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2375, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2376 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2377 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2378 = "torch.prim.ListConstruct"(%1472, %2376, %2377) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2379 = "torch.aten.view"(%2375, %2378) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%2379, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %2380 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2381 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2382 = "torch.prim.ListConstruct"(%1472, %2380, %2381) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2383 = "torch.aten.view"(%2374, %2382) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%2383, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %2384 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2385 = "torch.prim.ListConstruct"(%1472, %2384) : (!torch.int, !torch.int) -> !torch.list<int>
    %2386 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2387 = "torch.constant.none"() : () -> !torch.none
    %2388 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2389 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2390 = "torch.aten.zeros"(%2385, %2386, %2387, %2388, %2389) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,512],f32>
    "torch.bind_symbolic_shape"(%2390, %1465) <{shape_expressions = #map37}> : (!torch.vtensor<[?,512],f32>, !torch.int) -> ()
    %2391 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2392 = "torch.prim.ListConstruct"(%1472, %2391) : (!torch.int, !torch.int) -> !torch.list<int>
    %2393 = "torch.aten.view"(%2379, %2392) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%2393, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %2394 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2395 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2396 = "torch.prim.ListConstruct"(%2394, %2395) : (!torch.int, !torch.int) -> !torch.list<int>
    %2397 = "torch.aten.view"(%1448, %2396) : (!torch.vtensor<[512,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[512,128],ui8>
    %2398 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2399 = "torch.aten.squeeze.dim"(%2383, %2398) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%2399, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %2400 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2401 = "torch.aten.squeeze.dim"(%1450, %2400) : (!torch.vtensor<[512,8,1],ui8>, !torch.int) -> !torch.vtensor<[512,8],ui8>
    %2402 = "torch_c.to_builtin_tensor"(%2393) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %2403 = "tensor.cast"(%2402) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %2404 = "torch_c.to_builtin_tensor"(%2397) : (!torch.vtensor<[512,128],ui8>) -> tensor<512x128xi8>
    %2405 = "tensor.cast"(%2404) : (tensor<512x128xi8>) -> tensor<?x?xi8>
    %2406 = "torch_c.to_builtin_tensor"(%2399) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %2407 = "tensor.cast"(%2406) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %2408 = "torch_c.to_builtin_tensor"(%2401) : (!torch.vtensor<[512,8],ui8>) -> tensor<512x8xi8>
    %2409 = "tensor.cast"(%2408) : (tensor<512x8xi8>) -> tensor<?x?xi8>
    %2410 = "torch_c.to_builtin_tensor"(%2390) : (!torch.vtensor<[?,512],f32>) -> tensor<?x512xf32>
    %2411 = "tensor.cast"(%2410) : (tensor<?x512xf32>) -> tensor<?x?xf32>
    %2412 = "util.call"(%2403, %2405, %2407, %2409, %2411) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2413 = "tensor.cast"(%2412) : (tensor<?x?xf16>) -> tensor<?x512xf16>
    %2414 = "torch_c.from_builtin_tensor"(%2413) : (tensor<?x512xf16>) -> !torch.vtensor<[?,512],f16>
    "torch.bind_symbolic_shape"(%2414, %1465) <{shape_expressions = #map37}> : (!torch.vtensor<[?,512],f16>, !torch.int) -> ()
    %2415 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2416 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2417 = "torch.prim.ListConstruct"(%2415, %1472, %2416) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2418 = "torch.aten.view"(%2414, %2417) : (!torch.vtensor<[?,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,512],f16>
    "torch.bind_symbolic_shape"(%2418, %1465) <{shape_expressions = #map38}> : (!torch.vtensor<[1,?,512],f16>, !torch.int) -> ()
    %2419 = "torch.aten.silu"(%2418) : (!torch.vtensor<[1,?,512],f16>) -> !torch.vtensor<[1,?,512],f16>
    "torch.bind_symbolic_shape"(%2419, %1465) <{shape_expressions = #map38}> : (!torch.vtensor<[1,?,512],f16>, !torch.int) -> ()
    %2420 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2421 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2422 = "torch.prim.ListConstruct"(%2420, %2421) : (!torch.int, !torch.int) -> !torch.list<int>
    %2423 = "torch.aten.view"(%2352, %2422) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2423, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2424 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2425 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2426 = "torch.prim.ListConstruct"(%1472, %2424, %2425) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2427 = "torch.aten.view"(%2423, %2426) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,8,32],f16>
    "torch.bind_symbolic_shape"(%2427, %1465) <{shape_expressions = #map6}> : (!torch.vtensor<[?,8,32],f16>, !torch.int) -> ()
    %2428 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2429 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2430 = "torch.prim.ListConstruct"(%2428, %2429) : (!torch.int, !torch.int) -> !torch.list<int>
    %2431 = "torch.aten.view"(%2427, %2430) : (!torch.vtensor<[?,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2431, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2432 = "torch.constant.none"() : () -> !torch.none
    %2433 = "torch.constant.none"() : () -> !torch.none
    %2434 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2435 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2436 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2431, %2432, %2433, %2434, %2435, %2436) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2437 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2438 = "torch.prims.convert_element_type"(%2431, %2437) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2438, %1465) <{shape_expressions = #map7}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2439 = "torch_c.to_builtin_tensor"(%2438) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2440:2 = "util.call"(%2439) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2441 = "torch_c.from_builtin_tensor"(%2440#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2442 = "torch_c.from_builtin_tensor"(%2440#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2441, %1465) <{shape_expressions = #map8}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2442, %1465) <{shape_expressions = #map9}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2443 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2444 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2445 = "torch.prim.ListConstruct"(%1472, %2443, %2444) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2446 = "torch.aten.view"(%2442, %2445) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,16],ui8>
    "torch.bind_symbolic_shape"(%2446, %1465) <{shape_expressions = #map10}> : (!torch.vtensor<[?,8,16],ui8>, !torch.int) -> ()
    %2447 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %2448 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2449 = "torch.prim.ListConstruct"(%1472, %2447, %2448) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2450 = "torch.aten.view"(%2441, %2449) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,8,1],ui8>
    "torch.bind_symbolic_shape"(%2450, %1465) <{shape_expressions = #map11}> : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> ()
    %2451 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2452 = "torch.prim.ListConstruct"(%1472, %2451) : (!torch.int, !torch.int) -> !torch.list<int>
    %2453 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2454 = "torch.constant.none"() : () -> !torch.none
    %2455 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2456 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2457 = "torch.aten.zeros"(%2452, %2453, %2454, %2455, %2456) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,512],f32>
    "torch.bind_symbolic_shape"(%2457, %1465) <{shape_expressions = #map37}> : (!torch.vtensor<[?,512],f32>, !torch.int) -> ()
    %2458 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2459 = "torch.prim.ListConstruct"(%1472, %2458) : (!torch.int, !torch.int) -> !torch.list<int>
    %2460 = "torch.aten.view"(%2446, %2459) : (!torch.vtensor<[?,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,128],ui8>
    "torch.bind_symbolic_shape"(%2460, %1465) <{shape_expressions = #map12}> : (!torch.vtensor<[?,128],ui8>, !torch.int) -> ()
    %2461 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2462 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %2463 = "torch.prim.ListConstruct"(%2461, %2462) : (!torch.int, !torch.int) -> !torch.list<int>
    %2464 = "torch.aten.view"(%1452, %2463) : (!torch.vtensor<[512,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[512,128],ui8>
    %2465 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2466 = "torch.aten.squeeze.dim"(%2450, %2465) : (!torch.vtensor<[?,8,1],ui8>, !torch.int) -> !torch.vtensor<[?,8],ui8>
    "torch.bind_symbolic_shape"(%2466, %1465) <{shape_expressions = #map13}> : (!torch.vtensor<[?,8],ui8>, !torch.int) -> ()
    %2467 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2468 = "torch.aten.squeeze.dim"(%1454, %2467) : (!torch.vtensor<[512,8,1],ui8>, !torch.int) -> !torch.vtensor<[512,8],ui8>
    %2469 = "torch_c.to_builtin_tensor"(%2460) : (!torch.vtensor<[?,128],ui8>) -> tensor<?x128xi8>
    %2470 = "tensor.cast"(%2469) : (tensor<?x128xi8>) -> tensor<?x?xi8>
    %2471 = "torch_c.to_builtin_tensor"(%2464) : (!torch.vtensor<[512,128],ui8>) -> tensor<512x128xi8>
    %2472 = "tensor.cast"(%2471) : (tensor<512x128xi8>) -> tensor<?x?xi8>
    %2473 = "torch_c.to_builtin_tensor"(%2466) : (!torch.vtensor<[?,8],ui8>) -> tensor<?x8xi8>
    %2474 = "tensor.cast"(%2473) : (tensor<?x8xi8>) -> tensor<?x?xi8>
    %2475 = "torch_c.to_builtin_tensor"(%2468) : (!torch.vtensor<[512,8],ui8>) -> tensor<512x8xi8>
    %2476 = "tensor.cast"(%2475) : (tensor<512x8xi8>) -> tensor<?x?xi8>
    %2477 = "torch_c.to_builtin_tensor"(%2457) : (!torch.vtensor<[?,512],f32>) -> tensor<?x512xf32>
    %2478 = "tensor.cast"(%2477) : (tensor<?x512xf32>) -> tensor<?x?xf32>
    %2479 = "util.call"(%2470, %2472, %2474, %2476, %2478) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2480 = "tensor.cast"(%2479) : (tensor<?x?xf16>) -> tensor<?x512xf16>
    %2481 = "torch_c.from_builtin_tensor"(%2480) : (tensor<?x512xf16>) -> !torch.vtensor<[?,512],f16>
    "torch.bind_symbolic_shape"(%2481, %1465) <{shape_expressions = #map37}> : (!torch.vtensor<[?,512],f16>, !torch.int) -> ()
    %2482 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2483 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2484 = "torch.prim.ListConstruct"(%2482, %1472, %2483) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2485 = "torch.aten.view"(%2481, %2484) : (!torch.vtensor<[?,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,512],f16>
    "torch.bind_symbolic_shape"(%2485, %1465) <{shape_expressions = #map38}> : (!torch.vtensor<[1,?,512],f16>, !torch.int) -> ()
    %2486 = "torch.aten.mul.Tensor"(%2419, %2485) : (!torch.vtensor<[1,?,512],f16>, !torch.vtensor<[1,?,512],f16>) -> !torch.vtensor<[1,?,512],f16>
    "torch.bind_symbolic_shape"(%2486, %1465) <{shape_expressions = #map38}> : (!torch.vtensor<[1,?,512],f16>, !torch.int) -> ()
    %2487 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2488 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %2489 = "torch.prim.ListConstruct"(%2487, %2488) : (!torch.int, !torch.int) -> !torch.list<int>
    %2490 = "torch.aten.view"(%2486, %2489) : (!torch.vtensor<[1,?,512],f16>, !torch.list<int>) -> !torch.vtensor<[?,512],f16>
    "torch.bind_symbolic_shape"(%2490, %1465) <{shape_expressions = #map37}> : (!torch.vtensor<[?,512],f16>, !torch.int) -> ()
    %2491 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2492 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2493 = "torch.prim.ListConstruct"(%1472, %2491, %2492) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2494 = "torch.aten.view"(%2490, %2493) : (!torch.vtensor<[?,512],f16>, !torch.list<int>) -> !torch.vtensor<[?,16,32],f16>
    "torch.bind_symbolic_shape"(%2494, %1465) <{shape_expressions = #map39}> : (!torch.vtensor<[?,16,32],f16>, !torch.int) -> ()
    %2495 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2496 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %2497 = "torch.prim.ListConstruct"(%2495, %2496) : (!torch.int, !torch.int) -> !torch.list<int>
    %2498 = "torch.aten.view"(%2494, %2497) : (!torch.vtensor<[?,16,32],f16>, !torch.list<int>) -> !torch.vtensor<[?,32],f16>
    "torch.bind_symbolic_shape"(%2498, %1465) <{shape_expressions = #map40}> : (!torch.vtensor<[?,32],f16>, !torch.int) -> ()
    %2499 = "torch.constant.none"() : () -> !torch.none
    %2500 = "torch.constant.none"() : () -> !torch.none
    %2501 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2502 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2503 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2498, %2499, %2500, %2501, %2502, %2503) : (!torch.vtensor<[?,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2504 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2505 = "torch.prims.convert_element_type"(%2498, %2504) : (!torch.vtensor<[?,32],f16>, !torch.int) -> !torch.vtensor<[?,32],f32>
    "torch.bind_symbolic_shape"(%2505, %1465) <{shape_expressions = #map40}> : (!torch.vtensor<[?,32],f32>, !torch.int) -> ()
    %2506 = "torch_c.to_builtin_tensor"(%2505) : (!torch.vtensor<[?,32],f32>) -> tensor<?x32xf32>
    %2507:2 = "util.call"(%2506) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %2508 = "torch_c.from_builtin_tensor"(%2507#0) : (tensor<?xi8>) -> !torch.vtensor<[?],ui8>
    %2509 = "torch_c.from_builtin_tensor"(%2507#1) : (tensor<?x16xi8>) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2508, %1465) <{shape_expressions = #map41}> : (!torch.vtensor<[?],ui8>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%2509, %1465) <{shape_expressions = #map42}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2510 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2511 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2512 = "torch.prim.ListConstruct"(%1472, %2510, %2511) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2513 = "torch.aten.view"(%2509, %2512) : (!torch.vtensor<[?,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,16,16],ui8>
    "torch.bind_symbolic_shape"(%2513, %1465) <{shape_expressions = #map43}> : (!torch.vtensor<[?,16,16],ui8>, !torch.int) -> ()
    %2514 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %2515 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2516 = "torch.prim.ListConstruct"(%1472, %2514, %2515) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2517 = "torch.aten.view"(%2508, %2516) : (!torch.vtensor<[?],ui8>, !torch.list<int>) -> !torch.vtensor<[?,16,1],ui8>
    "torch.bind_symbolic_shape"(%2517, %1465) <{shape_expressions = #map44}> : (!torch.vtensor<[?,16,1],ui8>, !torch.int) -> ()
    %2518 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2519 = "torch.prim.ListConstruct"(%1472, %2518) : (!torch.int, !torch.int) -> !torch.list<int>
    %2520 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2521 = "torch.constant.none"() : () -> !torch.none
    %2522 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2523 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %2524 = "torch.aten.zeros"(%2519, %2520, %2521, %2522, %2523) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?,256],f32>
    "torch.bind_symbolic_shape"(%2524, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f32>, !torch.int) -> ()
    %2525 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2526 = "torch.prim.ListConstruct"(%1472, %2525) : (!torch.int, !torch.int) -> !torch.list<int>
    %2527 = "torch.aten.view"(%2513, %2526) : (!torch.vtensor<[?,16,16],ui8>, !torch.list<int>) -> !torch.vtensor<[?,256],ui8>
    "torch.bind_symbolic_shape"(%2527, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],ui8>, !torch.int) -> ()
    %2528 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2529 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2530 = "torch.prim.ListConstruct"(%2528, %2529) : (!torch.int, !torch.int) -> !torch.list<int>
    %2531 = "torch.aten.view"(%1456, %2530) : (!torch.vtensor<[256,16,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,256],ui8>
    %2532 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2533 = "torch.aten.squeeze.dim"(%2517, %2532) : (!torch.vtensor<[?,16,1],ui8>, !torch.int) -> !torch.vtensor<[?,16],ui8>
    "torch.bind_symbolic_shape"(%2533, %1465) <{shape_expressions = #map45}> : (!torch.vtensor<[?,16],ui8>, !torch.int) -> ()
    %2534 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2535 = "torch.aten.squeeze.dim"(%1458, %2534) : (!torch.vtensor<[256,16,1],ui8>, !torch.int) -> !torch.vtensor<[256,16],ui8>
    %2536 = "torch_c.to_builtin_tensor"(%2527) : (!torch.vtensor<[?,256],ui8>) -> tensor<?x256xi8>
    %2537 = "tensor.cast"(%2536) : (tensor<?x256xi8>) -> tensor<?x?xi8>
    %2538 = "torch_c.to_builtin_tensor"(%2531) : (!torch.vtensor<[256,256],ui8>) -> tensor<256x256xi8>
    %2539 = "tensor.cast"(%2538) : (tensor<256x256xi8>) -> tensor<?x?xi8>
    %2540 = "torch_c.to_builtin_tensor"(%2533) : (!torch.vtensor<[?,16],ui8>) -> tensor<?x16xi8>
    %2541 = "tensor.cast"(%2540) : (tensor<?x16xi8>) -> tensor<?x?xi8>
    %2542 = "torch_c.to_builtin_tensor"(%2535) : (!torch.vtensor<[256,16],ui8>) -> tensor<256x16xi8>
    %2543 = "tensor.cast"(%2542) : (tensor<256x16xi8>) -> tensor<?x?xi8>
    %2544 = "torch_c.to_builtin_tensor"(%2524) : (!torch.vtensor<[?,256],f32>) -> tensor<?x256xf32>
    %2545 = "tensor.cast"(%2544) : (tensor<?x256xf32>) -> tensor<?x?xf32>
    %2546 = "util.call"(%2537, %2539, %2541, %2543, %2545) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %2547 = "tensor.cast"(%2546) : (tensor<?x?xf16>) -> tensor<?x256xf16>
    %2548 = "torch_c.from_builtin_tensor"(%2547) : (tensor<?x256xf16>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2548, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2549 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2550 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2551 = "torch.prim.ListConstruct"(%2549, %1472, %2550) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2552 = "torch.aten.view"(%2548, %2551) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2552, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2553 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2554 = "torch.aten.add.Tensor"(%2318, %2552, %2553) : (!torch.vtensor<[1,?,256],f16>, !torch.vtensor<[1,?,256],f16>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2554, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2555 = "torch.constant.none"() : () -> !torch.none
    %2556 = "torch.constant.none"() : () -> !torch.none
    %2557 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2558 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2559 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2554, %2555, %2556, %2557, %2558, %2559) : (!torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2560 = "torch.constant.none"() : () -> !torch.none
    %2561 = "torch.constant.none"() : () -> !torch.none
    %2562 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2563 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2564 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2554, %2560, %2561, %2562, %2563, %2564) : (!torch.vtensor<[1,?,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2565 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2566 = "torch.prims.convert_element_type"(%2554, %2565) : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2566, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2567 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2568 = "torch.aten.pow.Tensor_Scalar"(%2566, %2567) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2568, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2569 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2570 = "torch.prim.ListConstruct"(%2569) : (!torch.int) -> !torch.list<int>
    %2571 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %2572 = "torch.constant.none"() : () -> !torch.none
    %2573 = "torch.aten.mean.dim"(%2568, %2570, %2571, %2572) : (!torch.vtensor<[1,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2573, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2574 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %2575 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2576 = "torch.aten.add.Scalar"(%2573, %2574, %2575) : (!torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2576, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2577 = "torch.aten.rsqrt"(%2576) : (!torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,1],f32>
    "torch.bind_symbolic_shape"(%2577, %1465) <{shape_expressions = #map4}> : (!torch.vtensor<[1,?,1],f32>, !torch.int) -> ()
    %2578 = "torch.aten.mul.Tensor"(%2566, %2577) : (!torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,1],f32>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2578, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2579 = "torch.constant.none"() : () -> !torch.none
    %2580 = "torch.constant.none"() : () -> !torch.none
    %2581 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2582 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2583 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2578, %2579, %2580, %2581, %2582, %2583) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2584 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2585 = "torch.prims.convert_element_type"(%2578, %2584) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2585, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2586 = "torch.aten.mul.Tensor"(%1460, %2585) : (!torch.vtensor<[1,256],f32>, !torch.vtensor<[1,?,256],f16>) -> !torch.vtensor<[1,?,256],f32>
    "torch.bind_symbolic_shape"(%2586, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> ()
    %2587 = "torch.constant.none"() : () -> !torch.none
    %2588 = "torch.constant.none"() : () -> !torch.none
    %2589 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %2590 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2591 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2586, %2587, %2588, %2589, %2590, %2591) : (!torch.vtensor<[1,?,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2592 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2593 = "torch.prims.convert_element_type"(%2586, %2592) : (!torch.vtensor<[1,?,256],f32>, !torch.int) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2593, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    %2594 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %2595 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2596 = "torch.aten.transpose.int"(%1462, %2594, %2595) : (!torch.vtensor<[256,256],f16>, !torch.int, !torch.int) -> !torch.vtensor<[256,256],f16>
    %2597 = "torch.constant.none"() : () -> !torch.none
    %2598 = "torch.constant.none"() : () -> !torch.none
    %2599 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2600 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %2601 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%2596, %2597, %2598, %2599, %2600, %2601) : (!torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %2602 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2603 = "torch.prim.ListConstruct"(%1472, %2602) : (!torch.int, !torch.int) -> !torch.list<int>
    %2604 = "torch.aten.view"(%2593, %2603) : (!torch.vtensor<[1,?,256],f16>, !torch.list<int>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2604, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2605 = "torch.aten.matmul"(%2604, %2596) : (!torch.vtensor<[?,256],f16>, !torch.vtensor<[256,256],f16>) -> !torch.vtensor<[?,256],f16>
    "torch.bind_symbolic_shape"(%2605, %1465) <{shape_expressions = #map5}> : (!torch.vtensor<[?,256],f16>, !torch.int) -> ()
    %2606 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %2607 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %2608 = "torch.prim.ListConstruct"(%2606, %1472, %2607) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2609 = "torch.aten.view"(%2605, %2608) : (!torch.vtensor<[?,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,256],f16>
    "torch.bind_symbolic_shape"(%2609, %1465) <{shape_expressions = #map3}> : (!torch.vtensor<[1,?,256],f16>, !torch.int) -> ()
    "func.return"(%2609) : (!torch.vtensor<[1,?,256],f16>) -> ()
  }) {torch.assume_strict_symbolic_shapes} : () -> ()
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}, {iree.abi.affinity = #hal.device.promise<@__device_0>}], function_type = (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1,?],si64>, !torch.tensor<[?,8192],f8E4M3FN>) -> !torch.vtensor<[1,1,256],f16>, sym_name = "decode_bs1"}> ({
  ^bb0(%arg37: !torch.vtensor<[1,1],si64>, %arg38: !torch.vtensor<[1],si64>, %arg39: !torch.vtensor<[1],si64>, %arg40: !torch.vtensor<[1,?],si64>, %arg41: !torch.tensor<[?,8192],f8E4M3FN>):
    %100 = "util.global.load"() <{global = @__auto.token_embd.weight}> : () -> tensor<256x256xf16>
    %101 = "torch_c.from_builtin_tensor"(%100) : (tensor<256x256xf16>) -> !torch.vtensor<[256,256],f16>
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
    %112 = "util.global.load"() <{global = @__auto.blk.0.attn_norm.weight}> : () -> tensor<256xf32>
    %113 = "torch_c.from_builtin_tensor"(%112) : (tensor<256xf32>) -> !torch.vtensor<[256],f32>
    %114 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:qs"}> : () -> tensor<256x8x16xi8>
    %115 = "torch_c.from_builtin_tensor"(%114) : (tensor<256x8x16xi8>) -> !torch.vtensor<[256,8,16],ui8>
    %116 = "util.global.load"() <{global = @"__auto.blk.0.attn_q.weight:d"}> : () -> tensor<256x8x1xi8>
    %117 = "torch_c.from_builtin_tensor"(%116) : (tensor<256x8x1xi8>) -> !torch.vtensor<[256,8,1],ui8>
    %118 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:qs"}> : () -> tensor<128x8x16xi8>
    %119 = "torch_c.from_builtin_tensor"(%118) : (tensor<128x8x16xi8>) -> !torch.vtensor<[128,8,16],ui8>
    %120 = "util.global.load"() <{global = @"__auto.blk.0.attn_k.weight:d"}> : () -> tensor<128x8x1xi8>
    %121 = "torch_c.from_builtin_tensor"(%120) : (tensor<128x8x1xi8>) -> !torch.vtensor<[128,8,1],ui8>
    %122 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:qs"}> : () -> tensor<128x8x16xi8>
    %123 = "torch_c.from_builtin_tensor"(%122) : (tensor<128x8x16xi8>) -> !torch.vtensor<[128,8,16],ui8>
    %124 = "util.global.load"() <{global = @"__auto.blk.0.attn_v.weight:d"}> : () -> tensor<128x8x1xi8>
    %125 = "torch_c.from_builtin_tensor"(%124) : (tensor<128x8x1xi8>) -> !torch.vtensor<[128,8,1],ui8>
    %126 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:qs"}> : () -> tensor<256x8x16xi8>
    %127 = "torch_c.from_builtin_tensor"(%126) : (tensor<256x8x16xi8>) -> !torch.vtensor<[256,8,16],ui8>
    %128 = "util.global.load"() <{global = @"__auto.blk.0.attn_output.weight:d"}> : () -> tensor<256x8x1xi8>
    %129 = "torch_c.from_builtin_tensor"(%128) : (tensor<256x8x1xi8>) -> !torch.vtensor<[256,8,1],ui8>
    %130 = "util.global.load"() <{global = @__auto.blk.0.ffn_norm.weight}> : () -> tensor<256xf32>
    %131 = "torch_c.from_builtin_tensor"(%130) : (tensor<256xf32>) -> !torch.vtensor<[256],f32>
    %132 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:qs"}> : () -> tensor<512x8x16xi8>
    %133 = "torch_c.from_builtin_tensor"(%132) : (tensor<512x8x16xi8>) -> !torch.vtensor<[512,8,16],ui8>
    %134 = "util.global.load"() <{global = @"__auto.blk.0.ffn_gate.weight:d"}> : () -> tensor<512x8x1xi8>
    %135 = "torch_c.from_builtin_tensor"(%134) : (tensor<512x8x1xi8>) -> !torch.vtensor<[512,8,1],ui8>
    %136 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:qs"}> : () -> tensor<512x8x16xi8>
    %137 = "torch_c.from_builtin_tensor"(%136) : (tensor<512x8x16xi8>) -> !torch.vtensor<[512,8,16],ui8>
    %138 = "util.global.load"() <{global = @"__auto.blk.0.ffn_up.weight:d"}> : () -> tensor<512x8x1xi8>
    %139 = "torch_c.from_builtin_tensor"(%138) : (tensor<512x8x1xi8>) -> !torch.vtensor<[512,8,1],ui8>
    %140 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:qs"}> : () -> tensor<256x16x16xi8>
    %141 = "torch_c.from_builtin_tensor"(%140) : (tensor<256x16x16xi8>) -> !torch.vtensor<[256,16,16],ui8>
    %142 = "util.global.load"() <{global = @"__auto.blk.0.ffn_down.weight:d"}> : () -> tensor<256x16x1xi8>
    %143 = "torch_c.from_builtin_tensor"(%142) : (tensor<256x16x1xi8>) -> !torch.vtensor<[256,16,1],ui8>
    %144 = "util.global.load"() <{global = @__auto.output_norm.weight}> : () -> tensor<1x256xf32>
    %145 = "torch_c.from_builtin_tensor"(%144) : (tensor<1x256xf32>) -> !torch.vtensor<[1,256],f32>
    %146 = "util.global.load"() <{global = @__auto.output.weight}> : () -> tensor<256x256xf16>
    %147 = "torch_c.from_builtin_tensor"(%146) : (tensor<256x256xf16>) -> !torch.vtensor<[256,256],f16>
    %148 = "torch.copy.to_vtensor"(%arg41) : (!torch.tensor<[?,8192],f8E4M3FN>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    %149 = "torch.symbolic_int"() <{max_val = 4095 : i64, min_val = 2 : i64, symbol_name = "s23"}> : () -> !torch.int
    %150 = "torch.symbolic_int"() <{max_val = 9223372036854775807 : i64, min_val = 0 : i64, symbol_name = "s98"}> : () -> !torch.int
    "torch.bind_symbolic_shape"(%arg40, %149) <{shape_expressions = #map1}> : (!torch.vtensor<[1,?],si64>, !torch.int) -> ()
    "torch.bind_symbolic_shape"(%148, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %151 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %152 = "torch.aten.size.int"(%arg40, %151) : (!torch.vtensor<[1,?],si64>, !torch.int) -> !torch.int
    %153 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %154 = "torch.aten.size.int"(%148, %153) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> !torch.int
    %155 = "torch.constant.none"() : () -> !torch.none
    %156 = "torch.constant.none"() : () -> !torch.none
    %157 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %158 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %159 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%101, %155, %156, %157, %158, %159) : (!torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %160 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %161 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %162 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %163 = "torch.aten.embedding"(%101, %arg37, %160, %161, %162) : (!torch.vtensor<[256,256],f16>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool) -> !torch.vtensor<[1,1,256],f16>
    %164 = "torch.constant.none"() : () -> !torch.none
    %165 = "torch.constant.none"() : () -> !torch.none
    %166 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %167 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %168 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%163, %164, %165, %166, %167, %168) : (!torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %169 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %170 = "torch.prims.convert_element_type"(%163, %169) : (!torch.vtensor<[1,1,256],f16>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %171 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %172 = "torch.aten.pow.Tensor_Scalar"(%170, %171) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %173 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %174 = "torch.prim.ListConstruct"(%173) : (!torch.int) -> !torch.list<int>
    %175 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %176 = "torch.constant.none"() : () -> !torch.none
    %177 = "torch.aten.mean.dim"(%172, %174, %175, %176) : (!torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %178 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %179 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %180 = "torch.aten.add.Scalar"(%177, %178, %179) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %181 = "torch.aten.rsqrt"(%180) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %182 = "torch.aten.mul.Tensor"(%170, %181) : (!torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,256],f32>
    %183 = "torch.constant.none"() : () -> !torch.none
    %184 = "torch.constant.none"() : () -> !torch.none
    %185 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %186 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %187 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%182, %183, %184, %185, %186, %187) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %188 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %189 = "torch.prims.convert_element_type"(%182, %188) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %190 = "torch.aten.mul.Tensor"(%113, %189) : (!torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16>) -> !torch.vtensor<[1,1,256],f32>
    %191 = "torch.constant.none"() : () -> !torch.none
    %192 = "torch.constant.none"() : () -> !torch.none
    %193 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %194 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %195 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%190, %191, %192, %193, %194, %195) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %196 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %197 = "torch.prims.convert_element_type"(%190, %196) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %198 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %199 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %200 = "torch.prim.ListConstruct"(%198, %199) : (!torch.int, !torch.int) -> !torch.list<int>
    %201 = "torch.aten.view"(%197, %200) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %202 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %203 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %204 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %205 = "torch.prim.ListConstruct"(%202, %203, %204) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %206 = "torch.aten.view"(%201, %205) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %207 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %208 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %209 = "torch.prim.ListConstruct"(%207, %208) : (!torch.int, !torch.int) -> !torch.list<int>
    %210 = "torch.aten.view"(%206, %209) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %211 = "torch.constant.none"() : () -> !torch.none
    %212 = "torch.constant.none"() : () -> !torch.none
    %213 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %214 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %215 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%210, %211, %212, %213, %214, %215) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %216 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %217 = "torch.prims.convert_element_type"(%210, %216) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %218 = "torch_c.to_builtin_tensor"(%217) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %219 = "tensor.cast"(%218) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %220:2 = "util.call"(%219) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %221 = "tensor.cast"(%220#0) : (tensor<?xi8>) -> tensor<8xi8>
    %222 = "torch_c.from_builtin_tensor"(%221) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %223 = "tensor.cast"(%220#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %224 = "torch_c.from_builtin_tensor"(%223) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %225 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %226 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %227 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %228 = "torch.prim.ListConstruct"(%225, %226, %227) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %229 = "torch.aten.view"(%224, %228) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %230 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %231 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %232 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %233 = "torch.prim.ListConstruct"(%230, %231, %232) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = "torch.aten.view"(%222, %233) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %235 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %236 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %237 = "torch.prim.ListConstruct"(%235, %236) : (!torch.int, !torch.int) -> !torch.list<int>
    %238 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %239 = "torch.constant.none"() : () -> !torch.none
    %240 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %241 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %242 = "torch.aten.zeros"(%237, %238, %239, %240, %241) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,256],f32>
    %243 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %244 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %245 = "torch.prim.ListConstruct"(%243, %244) : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = "torch.aten.view"(%229, %245) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %247 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %248 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %249 = "torch.prim.ListConstruct"(%247, %248) : (!torch.int, !torch.int) -> !torch.list<int>
    %250 = "torch.aten.view"(%115, %249) : (!torch.vtensor<[256,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,128],ui8>
    %251 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %252 = "torch.aten.squeeze.dim"(%234, %251) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %253 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %254 = "torch.aten.squeeze.dim"(%117, %253) : (!torch.vtensor<[256,8,1],ui8>, !torch.int) -> !torch.vtensor<[256,8],ui8>
    %255 = "torch_c.to_builtin_tensor"(%246) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %256 = "tensor.cast"(%255) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %257 = "torch_c.to_builtin_tensor"(%250) : (!torch.vtensor<[256,128],ui8>) -> tensor<256x128xi8>
    %258 = "tensor.cast"(%257) : (tensor<256x128xi8>) -> tensor<?x?xi8>
    %259 = "torch_c.to_builtin_tensor"(%252) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %260 = "tensor.cast"(%259) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %261 = "torch_c.to_builtin_tensor"(%254) : (!torch.vtensor<[256,8],ui8>) -> tensor<256x8xi8>
    %262 = "tensor.cast"(%261) : (tensor<256x8xi8>) -> tensor<?x?xi8>
    %263 = "torch_c.to_builtin_tensor"(%242) : (!torch.vtensor<[1,256],f32>) -> tensor<1x256xf32>
    %264 = "tensor.cast"(%263) : (tensor<1x256xf32>) -> tensor<?x?xf32>
    %265 = "util.call"(%256, %258, %260, %262, %264) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %266 = "tensor.cast"(%265) : (tensor<?x?xf16>) -> tensor<1x256xf16>
    %267 = "torch_c.from_builtin_tensor"(%266) : (tensor<1x256xf16>) -> !torch.vtensor<[1,256],f16>
    %268 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %269 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %270 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %271 = "torch.prim.ListConstruct"(%268, %269, %270) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %272 = "torch.aten.view"(%267, %271) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,256],f16>
    %273 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %274 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %275 = "torch.prim.ListConstruct"(%273, %274) : (!torch.int, !torch.int) -> !torch.list<int>
    %276 = "torch.aten.view"(%197, %275) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %277 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %278 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %279 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %280 = "torch.prim.ListConstruct"(%277, %278, %279) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %281 = "torch.aten.view"(%276, %280) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %282 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %283 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %284 = "torch.prim.ListConstruct"(%282, %283) : (!torch.int, !torch.int) -> !torch.list<int>
    %285 = "torch.aten.view"(%281, %284) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %286 = "torch.constant.none"() : () -> !torch.none
    %287 = "torch.constant.none"() : () -> !torch.none
    %288 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %289 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %290 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%285, %286, %287, %288, %289, %290) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %291 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %292 = "torch.prims.convert_element_type"(%285, %291) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %293 = "torch_c.to_builtin_tensor"(%292) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %294 = "tensor.cast"(%293) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %295:2 = "util.call"(%294) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %296 = "tensor.cast"(%295#0) : (tensor<?xi8>) -> tensor<8xi8>
    %297 = "torch_c.from_builtin_tensor"(%296) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %298 = "tensor.cast"(%295#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %299 = "torch_c.from_builtin_tensor"(%298) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %300 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %301 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %302 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %303 = "torch.prim.ListConstruct"(%300, %301, %302) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %304 = "torch.aten.view"(%299, %303) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %305 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %306 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %307 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %308 = "torch.prim.ListConstruct"(%305, %306, %307) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %309 = "torch.aten.view"(%297, %308) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %310 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %311 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %312 = "torch.prim.ListConstruct"(%310, %311) : (!torch.int, !torch.int) -> !torch.list<int>
    %313 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %314 = "torch.constant.none"() : () -> !torch.none
    %315 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %316 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %317 = "torch.aten.zeros"(%312, %313, %314, %315, %316) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,128],f32>
    %318 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %319 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %320 = "torch.prim.ListConstruct"(%318, %319) : (!torch.int, !torch.int) -> !torch.list<int>
    %321 = "torch.aten.view"(%304, %320) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %322 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %323 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %324 = "torch.prim.ListConstruct"(%322, %323) : (!torch.int, !torch.int) -> !torch.list<int>
    %325 = "torch.aten.view"(%119, %324) : (!torch.vtensor<[128,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[128,128],ui8>
    %326 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %327 = "torch.aten.squeeze.dim"(%309, %326) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %328 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %329 = "torch.aten.squeeze.dim"(%121, %328) : (!torch.vtensor<[128,8,1],ui8>, !torch.int) -> !torch.vtensor<[128,8],ui8>
    %330 = "torch_c.to_builtin_tensor"(%321) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %331 = "tensor.cast"(%330) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %332 = "torch_c.to_builtin_tensor"(%325) : (!torch.vtensor<[128,128],ui8>) -> tensor<128x128xi8>
    %333 = "tensor.cast"(%332) : (tensor<128x128xi8>) -> tensor<?x?xi8>
    %334 = "torch_c.to_builtin_tensor"(%327) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %335 = "tensor.cast"(%334) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %336 = "torch_c.to_builtin_tensor"(%329) : (!torch.vtensor<[128,8],ui8>) -> tensor<128x8xi8>
    %337 = "tensor.cast"(%336) : (tensor<128x8xi8>) -> tensor<?x?xi8>
    %338 = "torch_c.to_builtin_tensor"(%317) : (!torch.vtensor<[1,128],f32>) -> tensor<1x128xf32>
    %339 = "tensor.cast"(%338) : (tensor<1x128xf32>) -> tensor<?x?xf32>
    %340 = "util.call"(%331, %333, %335, %337, %339) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %341 = "tensor.cast"(%340) : (tensor<?x?xf16>) -> tensor<1x128xf16>
    %342 = "torch_c.from_builtin_tensor"(%341) : (tensor<1x128xf16>) -> !torch.vtensor<[1,128],f16>
    %343 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %344 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %345 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %346 = "torch.prim.ListConstruct"(%343, %344, %345) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %347 = "torch.aten.view"(%342, %346) : (!torch.vtensor<[1,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128],f16>
    %348 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %349 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %350 = "torch.prim.ListConstruct"(%348, %349) : (!torch.int, !torch.int) -> !torch.list<int>
    %351 = "torch.aten.view"(%197, %350) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %352 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %353 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %354 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %355 = "torch.prim.ListConstruct"(%352, %353, %354) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %356 = "torch.aten.view"(%351, %355) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %357 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %358 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %359 = "torch.prim.ListConstruct"(%357, %358) : (!torch.int, !torch.int) -> !torch.list<int>
    %360 = "torch.aten.view"(%356, %359) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %361 = "torch.constant.none"() : () -> !torch.none
    %362 = "torch.constant.none"() : () -> !torch.none
    %363 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %364 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %365 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%360, %361, %362, %363, %364, %365) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %366 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %367 = "torch.prims.convert_element_type"(%360, %366) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %368 = "torch_c.to_builtin_tensor"(%367) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %369 = "tensor.cast"(%368) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %370:2 = "util.call"(%369) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %371 = "tensor.cast"(%370#0) : (tensor<?xi8>) -> tensor<8xi8>
    %372 = "torch_c.from_builtin_tensor"(%371) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %373 = "tensor.cast"(%370#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %374 = "torch_c.from_builtin_tensor"(%373) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %375 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %376 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %377 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %378 = "torch.prim.ListConstruct"(%375, %376, %377) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %379 = "torch.aten.view"(%374, %378) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %380 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %381 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %382 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %383 = "torch.prim.ListConstruct"(%380, %381, %382) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %384 = "torch.aten.view"(%372, %383) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %385 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %386 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %387 = "torch.prim.ListConstruct"(%385, %386) : (!torch.int, !torch.int) -> !torch.list<int>
    %388 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %389 = "torch.constant.none"() : () -> !torch.none
    %390 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %391 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %392 = "torch.aten.zeros"(%387, %388, %389, %390, %391) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,128],f32>
    %393 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %394 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %395 = "torch.prim.ListConstruct"(%393, %394) : (!torch.int, !torch.int) -> !torch.list<int>
    %396 = "torch.aten.view"(%379, %395) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %397 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %398 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %399 = "torch.prim.ListConstruct"(%397, %398) : (!torch.int, !torch.int) -> !torch.list<int>
    %400 = "torch.aten.view"(%123, %399) : (!torch.vtensor<[128,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[128,128],ui8>
    %401 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %402 = "torch.aten.squeeze.dim"(%384, %401) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %403 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %404 = "torch.aten.squeeze.dim"(%125, %403) : (!torch.vtensor<[128,8,1],ui8>, !torch.int) -> !torch.vtensor<[128,8],ui8>
    %405 = "torch_c.to_builtin_tensor"(%396) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %406 = "tensor.cast"(%405) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %407 = "torch_c.to_builtin_tensor"(%400) : (!torch.vtensor<[128,128],ui8>) -> tensor<128x128xi8>
    %408 = "tensor.cast"(%407) : (tensor<128x128xi8>) -> tensor<?x?xi8>
    %409 = "torch_c.to_builtin_tensor"(%402) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %410 = "tensor.cast"(%409) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %411 = "torch_c.to_builtin_tensor"(%404) : (!torch.vtensor<[128,8],ui8>) -> tensor<128x8xi8>
    %412 = "tensor.cast"(%411) : (tensor<128x8xi8>) -> tensor<?x?xi8>
    %413 = "torch_c.to_builtin_tensor"(%392) : (!torch.vtensor<[1,128],f32>) -> tensor<1x128xf32>
    %414 = "tensor.cast"(%413) : (tensor<1x128xf32>) -> tensor<?x?xf32>
    %415 = "util.call"(%406, %408, %410, %412, %414) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %416 = "tensor.cast"(%415) : (tensor<?x?xf16>) -> tensor<1x128xf16>
    %417 = "torch_c.from_builtin_tensor"(%416) : (tensor<1x128xf16>) -> !torch.vtensor<[1,128],f16>
    %418 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %419 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %420 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %421 = "torch.prim.ListConstruct"(%418, %419, %420) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %422 = "torch.aten.view"(%417, %421) : (!torch.vtensor<[1,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,128],f16>
    %423 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %424 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %425 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %426 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %427 = "torch.prim.ListConstruct"(%423, %424, %425, %426) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %428 = "torch.aten.view"(%272, %427) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,2,128],f16>
    %429 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %430 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %431 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %432 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %433 = "torch.prim.ListConstruct"(%429, %430, %431, %432) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %434 = "torch.aten.view"(%347, %433) : (!torch.vtensor<[1,1,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1,128],f16>
    %435 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %436 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %437 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %438 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %439 = "torch.prim.ListConstruct"(%435, %436, %437, %438) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %440 = "torch.aten.view"(%422, %439) : (!torch.vtensor<[1,1,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1,128],f16>
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
    "torch.aten._assert_tensor_metadata"(%428, %538, %539, %540, %541, %542) : (!torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %543 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %544 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %545 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %546 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %547 = "torch.aten.slice.Tensor"(%428, %543, %544, %545, %546) : (!torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,2,64],f16>
    %548 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %549 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %550 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %551 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %552 = "torch.aten.slice.Tensor"(%428, %548, %549, %550, %551) : (!torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,2,64],f16>
    %553 = "torch.aten.mul.Tensor"(%547, %525) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,2,64],f16>
    %554 = "torch.aten.mul.Tensor"(%552, %527) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,2,64],f16>
    %555 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %556 = "torch.aten.sub.Tensor"(%553, %554, %555) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int) -> !torch.vtensor<[1,1,2,64],f16>
    %557 = "torch.aten.mul.Tensor"(%552, %525) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,2,64],f16>
    %558 = "torch.aten.mul.Tensor"(%547, %527) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,2,64],f16>
    %559 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %560 = "torch.aten.add.Tensor"(%557, %558, %559) : (!torch.vtensor<[1,1,2,64],f16>, !torch.vtensor<[1,1,2,64],f16>, !torch.int) -> !torch.vtensor<[1,1,2,64],f16>
    %561 = "torch_c.to_builtin_tensor"(%556) : (!torch.vtensor<[1,1,2,64],f16>) -> tensor<1x1x2x64xf16>
    %562 = "tensor.cast"(%561) : (tensor<1x1x2x64xf16>) -> tensor<?x?x?x?xf16>
    %563 = "torch_c.to_builtin_tensor"(%560) : (!torch.vtensor<[1,1,2,64],f16>) -> tensor<1x1x2x64xf16>
    %564 = "tensor.cast"(%563) : (tensor<1x1x2x64xf16>) -> tensor<?x?x?x?xf16>
    %565 = "util.call"(%562, %564) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %566 = "tensor.cast"(%565) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x2x2x64xf16>
    %567 = "torch_c.from_builtin_tensor"(%566) : (tensor<1x1x2x2x64xf16>) -> !torch.vtensor<[1,1,2,2,64],f16>
    %568 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %569 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %570 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %571 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %572 = "torch.prim.ListConstruct"(%568, %569, %570, %571) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %573 = "torch.aten.view"(%567, %572) : (!torch.vtensor<[1,1,2,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,2,128],f16>
    %574 = "torch.constant.none"() : () -> !torch.none
    %575 = "torch.constant.none"() : () -> !torch.none
    %576 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %577 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %578 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%573, %574, %575, %576, %577, %578) : (!torch.vtensor<[1,1,2,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
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
    "torch.aten._assert_tensor_metadata"(%434, %676, %677, %678, %679, %680) : (!torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %681 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %682 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %683 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %684 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %685 = "torch.aten.slice.Tensor"(%434, %681, %682, %683, %684) : (!torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %686 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %687 = "torch.constant.int"() <{value = 64 : i64}> : () -> !torch.int
    %688 = "torch.constant.int"() <{value = 9223372036854775807 : i64}> : () -> !torch.int
    %689 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %690 = "torch.aten.slice.Tensor"(%434, %686, %687, %688, %689) : (!torch.vtensor<[1,1,1,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %691 = "torch.aten.mul.Tensor"(%685, %663) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,1,64],f16>
    %692 = "torch.aten.mul.Tensor"(%690, %665) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,1,64],f16>
    %693 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %694 = "torch.aten.sub.Tensor"(%691, %692, %693) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %695 = "torch.aten.mul.Tensor"(%690, %663) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,1,64],f16>
    %696 = "torch.aten.mul.Tensor"(%685, %665) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>) -> !torch.vtensor<[1,1,1,64],f16>
    %697 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %698 = "torch.aten.add.Tensor"(%695, %696, %697) : (!torch.vtensor<[1,1,1,64],f16>, !torch.vtensor<[1,1,1,64],f16>, !torch.int) -> !torch.vtensor<[1,1,1,64],f16>
    %699 = "torch_c.to_builtin_tensor"(%694) : (!torch.vtensor<[1,1,1,64],f16>) -> tensor<1x1x1x64xf16>
    %700 = "tensor.cast"(%699) : (tensor<1x1x1x64xf16>) -> tensor<?x?x?x?xf16>
    %701 = "torch_c.to_builtin_tensor"(%698) : (!torch.vtensor<[1,1,1,64],f16>) -> tensor<1x1x1x64xf16>
    %702 = "tensor.cast"(%701) : (tensor<1x1x1x64xf16>) -> tensor<?x?x?x?xf16>
    %703 = "util.call"(%700, %702) <{callee = @rope_select_concat_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_HALFDIM_f16_BS_SL_HEADS_TWO_2_HALFDIM_f16, tied_operands = [-1 : index]}> : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>) -> tensor<?x?x?x2x?xf16>
    %704 = "tensor.cast"(%703) : (tensor<?x?x?x2x?xf16>) -> tensor<1x1x1x2x64xf16>
    %705 = "torch_c.from_builtin_tensor"(%704) : (tensor<1x1x1x2x64xf16>) -> !torch.vtensor<[1,1,1,2,64],f16>
    %706 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %707 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %708 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %709 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %710 = "torch.prim.ListConstruct"(%706, %707, %708, %709) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %711 = "torch.aten.view"(%705, %710) : (!torch.vtensor<[1,1,1,2,64],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,1,128],f16>
    %712 = "torch.constant.none"() : () -> !torch.none
    %713 = "torch.constant.none"() : () -> !torch.none
    %714 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %715 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %716 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%711, %712, %713, %714, %715, %716) : (!torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %717 = "torch.aten.div.Tensor"(%711, %105) : (!torch.vtensor<[1,1,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,1,128],f16>
    %718 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %719 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %720 = "torch.aten.clamp"(%717, %718, %719) : (!torch.vtensor<[1,1,1,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,1,128],f16>
    %721 = "torch.constant.none"() : () -> !torch.none
    %722 = "torch.constant.none"() : () -> !torch.none
    %723 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %724 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %725 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%720, %721, %722, %723, %724, %725) : (!torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %726 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %727 = "torch.prims.convert_element_type"(%720, %726) : (!torch.vtensor<[1,1,1,128],f16>, !torch.int) -> !torch.vtensor<[1,1,1,128],f8E4M3FN>
    %728 = "torch.aten.div.Tensor"(%440, %105) : (!torch.vtensor<[1,1,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,1,1,128],f16>
    %729 = "torch.constant.float"() <{value = -4.480000e+02 : f64}> : () -> !torch.float
    %730 = "torch.constant.float"() <{value = 4.480000e+02 : f64}> : () -> !torch.float
    %731 = "torch.aten.clamp"(%728, %729, %730) : (!torch.vtensor<[1,1,1,128],f16>, !torch.float, !torch.float) -> !torch.vtensor<[1,1,1,128],f16>
    %732 = "torch.constant.none"() : () -> !torch.none
    %733 = "torch.constant.none"() : () -> !torch.none
    %734 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %735 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %736 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%731, %732, %733, %734, %735, %736) : (!torch.vtensor<[1,1,1,128],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %737 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %738 = "torch.prims.convert_element_type"(%731, %737) : (!torch.vtensor<[1,1,1,128],f16>, !torch.int) -> !torch.vtensor<[1,1,1,128],f8E4M3FN>
    %739 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %740 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %741 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %742 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %743 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %744 = "torch.prim.ListConstruct"(%154, %739, %740, %741, %742, %743) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %745 = "torch.aten.view"(%148, %744) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%745, %150) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %746 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %747 = "torch.aten.mul.int"(%154, %746) : (!torch.int, !torch.int) -> !torch.int
    %748 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %749 = "torch.aten.mul.int"(%747, %748) : (!torch.int, !torch.int) -> !torch.int
    %750 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %751 = "torch.prim.ListConstruct"(%749, %750) : (!torch.int, !torch.int) -> !torch.list<int>
    %752 = "torch.aten.view"(%745, %751) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%752, %150) <{shape_expressions = #map46}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %753 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %754 = "torch.aten.floor_divide.Scalar"(%arg39, %753) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %755 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %756 = "torch.aten.unsqueeze"(%754, %755) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %757 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %758 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %759 = "torch.aten.gather"(%arg40, %757, %756, %758) : (!torch.vtensor<[1,?],si64>, !torch.int, !torch.vtensor<[1,1],si64>, !torch.bool) -> !torch.vtensor<[1,1],si64>
    %760 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %761 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %762 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %763 = "torch.prim.ListConstruct"(%760, %761, %762) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %764 = "torch.aten.view"(%759, %763) : (!torch.vtensor<[1,1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %765 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %766 = "torch.aten.remainder.Scalar"(%arg39, %765) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1],si64>
    %767 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %768 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %769 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %770 = "torch.prim.ListConstruct"(%767, %768, %769) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %771 = "torch.aten.view"(%766, %770) : (!torch.vtensor<[1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %772 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %773 = "torch.constant.none"() : () -> !torch.none
    %774 = "torch.constant.none"() : () -> !torch.none
    %775 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %776 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %777 = "torch.aten.arange"(%772, %773, %774, %775, %776) : (!torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1],si64>
    %778 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %779 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %780 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %781 = "torch.prim.ListConstruct"(%778, %779, %780) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %782 = "torch.aten.view"(%777, %781) : (!torch.vtensor<[1],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %783 = "torch.constant.none"() : () -> !torch.none
    %784 = "torch.aten.clone"(%106, %783) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %785 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %786 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %787 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %788 = "torch.prim.ListConstruct"(%785, %786, %787) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %789 = "torch.aten.view"(%784, %788) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %790 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %791 = "torch.aten.mul.Scalar"(%764, %790) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %792 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %793 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %794 = "torch.aten.add.Scalar"(%791, %792, %793) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %795 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %796 = "torch.aten.mul.Scalar"(%794, %795) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %797 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %798 = "torch.aten.add.Tensor"(%796, %789, %797) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %799 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %800 = "torch.aten.mul.Scalar"(%798, %799) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %801 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %802 = "torch.aten.add.Tensor"(%800, %782, %801) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %803 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %804 = "torch.aten.mul.Scalar"(%802, %803) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %805 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %806 = "torch.aten.add.Tensor"(%804, %771, %805) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %807 = "torch.constant.none"() : () -> !torch.none
    %808 = "torch.constant.none"() : () -> !torch.none
    %809 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %810 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %811 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%727, %807, %808, %809, %810, %811) : (!torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %812 = "torch.prim.ListConstruct"(%806) : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %813 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %814 = "torch.aten.index_put"(%752, %812, %727, %813) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%814, %150) <{shape_expressions = #map46}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %815 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %816 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %817 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %818 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %819 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %820 = "torch.prim.ListConstruct"(%154, %815, %816, %817, %818, %819) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %821 = "torch.aten.view"(%814, %820) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%821, %150) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %822 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %823 = "torch.prim.ListConstruct"(%154, %822) : (!torch.int, !torch.int) -> !torch.list<int>
    %824 = "torch.aten.view"(%821, %823) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    "torch.bind_symbolic_shape"(%824, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %825 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %826 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %827 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %828 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %829 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %830 = "torch.prim.ListConstruct"(%154, %825, %826, %827, %828, %829) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %831 = "torch.aten.view"(%824, %830) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%831, %150) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %832 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %833 = "torch.prim.ListConstruct"(%749, %832) : (!torch.int, !torch.int) -> !torch.list<int>
    %834 = "torch.aten.view"(%831, %833) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%834, %150) <{shape_expressions = #map46}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %835 = "torch.constant.none"() : () -> !torch.none
    %836 = "torch.aten.clone"(%107, %835) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %837 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %838 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %839 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %840 = "torch.prim.ListConstruct"(%837, %838, %839) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %841 = "torch.aten.view"(%836, %840) : (!torch.vtensor<[],si64>, !torch.list<int>) -> !torch.vtensor<[1,1,1],si64>
    %842 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %843 = "torch.aten.mul.Scalar"(%764, %842) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %844 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %845 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %846 = "torch.aten.add.Scalar"(%843, %844, %845) : (!torch.vtensor<[1,1,1],si64>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %847 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %848 = "torch.aten.mul.Scalar"(%846, %847) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %849 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %850 = "torch.aten.add.Tensor"(%848, %841, %849) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %851 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %852 = "torch.aten.mul.Scalar"(%850, %851) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %853 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %854 = "torch.aten.add.Tensor"(%852, %782, %853) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %855 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %856 = "torch.aten.mul.Scalar"(%854, %855) : (!torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %857 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %858 = "torch.aten.add.Tensor"(%856, %771, %857) : (!torch.vtensor<[1,1,1],si64>, !torch.vtensor<[1,1,1],si64>, !torch.int) -> !torch.vtensor<[1,1,1],si64>
    %859 = "torch.constant.none"() : () -> !torch.none
    %860 = "torch.constant.none"() : () -> !torch.none
    %861 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %862 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %863 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%738, %859, %860, %861, %862, %863) : (!torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %864 = "torch.prim.ListConstruct"(%858) : (!torch.vtensor<[1,1,1],si64>) -> !torch.list<optional<vtensor>>
    %865 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %866 = "torch.aten.index_put"(%834, %864, %738, %865) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,1,1,128],f8E4M3FN>, !torch.bool) -> !torch.vtensor<[?,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%866, %150) <{shape_expressions = #map46}> : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.int) -> ()
    %867 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %868 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %869 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %870 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %871 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %872 = "torch.prim.ListConstruct"(%154, %867, %868, %869, %870, %871) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %873 = "torch.aten.view"(%866, %872) : (!torch.vtensor<[?,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%873, %150) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %874 = "torch.constant.int"() <{value = 8192 : i64}> : () -> !torch.int
    %875 = "torch.prim.ListConstruct"(%154, %874) : (!torch.int, !torch.int) -> !torch.list<int>
    %876 = "torch.aten.view"(%873, %875) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,8192],f8E4M3FN>
    "torch.overwrite.tensor.contents"(%876, %arg41) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.tensor<[?,8192],f8E4M3FN>) -> ()
    "torch.bind_symbolic_shape"(%876, %150) <{shape_expressions = #map2}> : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.int) -> ()
    %877 = "torch.constant.none"() : () -> !torch.none
    %878 = "torch.aten.clone"(%108, %877) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %879 = "torch.constant.none"() : () -> !torch.none
    %880 = "torch.aten.clone"(%109, %879) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %881 = "torch.constant.none"() : () -> !torch.none
    %882 = "torch.aten.clone"(%110, %881) : (!torch.vtensor<[],si64>, !torch.none) -> !torch.vtensor<[],si64>
    %883 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %884 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %885 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %886 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %887 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %888 = "torch.prim.ListConstruct"(%154, %883, %884, %885, %886, %887) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %889 = "torch.aten.view"(%876, %888) : (!torch.vtensor<[?,8192],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%889, %150) <{shape_expressions = #map25}> : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %890 = "torch_c.to_builtin_tensor"(%889) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>) -> tensor<?x1x2x1x32x128xf8E4M3FN>
    %891 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %892 = "tensor.cast"(%891) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %893 = "torch_c.to_builtin_tensor"(%878) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %894 = "torch_c.to_builtin_tensor"(%880) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %895 = "util.call"(%890, %892, %893, %894) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x1x2x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN>
    %896 = "tensor.cast"(%895) : (tensor<?x?x1x32x128xf8E4M3FN>) -> tensor<1x?x1x32x128xf8E4M3FN>
    %897 = "torch_c.from_builtin_tensor"(%896) : (tensor<1x?x1x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%897, %149) <{shape_expressions = #map47}> : (!torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %898 = "torch_c.to_builtin_tensor"(%889) : (!torch.vtensor<[?,1,2,1,32,128],f8E4M3FN>) -> tensor<?x1x2x1x32x128xf8E4M3FN>
    %899 = "torch_c.to_builtin_tensor"(%arg40) : (!torch.vtensor<[1,?],si64>) -> tensor<1x?xi64>
    %900 = "tensor.cast"(%899) : (tensor<1x?xi64>) -> tensor<?x?xi64>
    %901 = "torch_c.to_builtin_tensor"(%878) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %902 = "torch_c.to_builtin_tensor"(%882) : (!torch.vtensor<[],si64>) -> tensor<i64>
    %903 = "util.call"(%898, %900, %901, %902) <{callee = @paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN, tied_operands = [-1 : index]}> : (tensor<?x1x2x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN>
    %904 = "tensor.cast"(%903) : (tensor<?x?x1x32x128xf8E4M3FN>) -> tensor<1x?x1x32x128xf8E4M3FN>
    %905 = "torch_c.from_builtin_tensor"(%904) : (tensor<1x?x1x32x128xf8E4M3FN>) -> !torch.vtensor<[1,?,1,32,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%905, %149) <{shape_expressions = #map47}> : (!torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int) -> ()
    %906 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %907 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %908 = "torch.aten.transpose.int"(%897, %906, %907) : (!torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%908, %149) <{shape_expressions = #map28}> : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %909 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %910 = "torch.aten.mul.int"(%152, %909) : (!torch.int, !torch.int) -> !torch.int
    %911 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %912 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %913 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %914 = "torch.prim.ListConstruct"(%911, %910, %912, %913) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %915 = "torch.aten.view"(%908, %914) : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%915, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> ()
    %916 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %917 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
    %918 = "torch.aten.transpose.int"(%905, %916, %917) : (!torch.vtensor<[1,?,1,32,128],f8E4M3FN>, !torch.int, !torch.int) -> !torch.vtensor<[1,?,32,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%918, %149) <{shape_expressions = #map28}> : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.int) -> ()
    %919 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %920 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %921 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %922 = "torch.prim.ListConstruct"(%919, %910, %920, %921) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %923 = "torch.aten.view"(%918, %922) : (!torch.vtensor<[1,?,32,1,128],f8E4M3FN>, !torch.list<int>) -> !torch.vtensor<[1,?,1,128],f8E4M3FN>
    "torch.bind_symbolic_shape"(%923, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> ()
    %924 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %925 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %926 = "torch.constant.none"() : () -> !torch.none
    %927 = "torch.constant.none"() : () -> !torch.none
    %928 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %929 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %930 = "torch.aten.arange.start_step"(%924, %910, %925, %926, %927, %928, %929) : (!torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[?],si64>
    "torch.bind_symbolic_shape"(%930, %149) <{shape_expressions = #map17}> : (!torch.vtensor<[?],si64>, !torch.int) -> ()
    %931 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %932 = "torch.aten.unsqueeze"(%arg38, %931) : (!torch.vtensor<[1],si64>, !torch.int) -> !torch.vtensor<[1,1],si64>
    %933 = "torch.aten.ge.Tensor"(%930, %932) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,?],i1>
    "torch.bind_symbolic_shape"(%933, %149) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],i1>, !torch.int) -> ()
    %934 = "torch.constant.none"() : () -> !torch.none
    %935 = "torch.aten.clone"(%111, %934) : (!torch.vtensor<[],f16>, !torch.none) -> !torch.vtensor<[],f16>
    %936 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    %937 = "torch.aten.where.ScalarOther"(%933, %935, %936) : (!torch.vtensor<[1,?],i1>, !torch.vtensor<[],f16>, !torch.int) -> !torch.vtensor<[1,?],f16>
    "torch.bind_symbolic_shape"(%937, %149) <{shape_expressions = #map}> : (!torch.vtensor<[1,?],f16>, !torch.int) -> ()
    %938 = "torch.constant.none"() : () -> !torch.none
    %939 = "torch.constant.none"() : () -> !torch.none
    %940 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %941 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %942 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%937, %938, %939, %940, %941, %942) : (!torch.vtensor<[1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %943 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %944 = "torch.aten.unsqueeze"(%937, %943) : (!torch.vtensor<[1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,?],f16>
    "torch.bind_symbolic_shape"(%944, %149) <{shape_expressions = #map18}> : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> ()
    %945 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %946 = "torch.aten.unsqueeze"(%944, %945) : (!torch.vtensor<[1,1,?],f16>, !torch.int) -> !torch.vtensor<[1,1,1,?],f16>
    "torch.bind_symbolic_shape"(%946, %149) <{shape_expressions = #map31}> : (!torch.vtensor<[1,1,1,?],f16>, !torch.int) -> ()
    %947 = "torch.constant.none"() : () -> !torch.none
    %948 = "torch.constant.none"() : () -> !torch.none
    %949 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %950 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %951 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%946, %947, %948, %949, %950, %951) : (!torch.vtensor<[1,1,1,?],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %952 = "torch.constant.none"() : () -> !torch.none
    %953 = "torch.constant.none"() : () -> !torch.none
    %954 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %955 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %956 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%915, %952, %953, %954, %955, %956) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %957 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %958 = "torch.prims.convert_element_type"(%915, %957) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%958, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %959 = "torch.aten.mul.Tensor"(%958, %105) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%959, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %960 = "torch.constant.none"() : () -> !torch.none
    %961 = "torch.constant.none"() : () -> !torch.none
    %962 = "torch.constant.int"() <{value = 24 : i64}> : () -> !torch.int
    %963 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %964 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%923, %960, %961, %962, %963, %964) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %965 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %966 = "torch.prims.convert_element_type"(%923, %965) : (!torch.vtensor<[1,?,1,128],f8E4M3FN>, !torch.int) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%966, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %967 = "torch.aten.mul.Tensor"(%966, %105) : (!torch.vtensor<[1,?,1,128],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[1,?,1,128],f16>
    "torch.bind_symbolic_shape"(%967, %149) <{shape_expressions = #map16}> : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> ()
    %968 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %969 = "torch.aten.unsqueeze"(%959, %968) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,1,128],f16>
    "torch.bind_symbolic_shape"(%969, %149) <{shape_expressions = #map34}> : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.int) -> ()
    %970 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %971 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %972 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %973 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %974 = "torch.prim.ListConstruct"(%970, %910, %971, %972, %973) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %975 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %976 = "torch.aten.expand"(%969, %974, %975) : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,1,2,128],f16>
    "torch.bind_symbolic_shape"(%976, %149) <{shape_expressions = #map35}> : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.int) -> ()
    %977 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %978 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %979 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %980 = "torch.prim.ListConstruct"(%977, %910, %978, %979) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %981 = "torch.aten.view"(%976, %980) : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%981, %149) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %982 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %983 = "torch.aten.unsqueeze"(%967, %982) : (!torch.vtensor<[1,?,1,128],f16>, !torch.int) -> !torch.vtensor<[1,?,1,1,128],f16>
    "torch.bind_symbolic_shape"(%983, %149) <{shape_expressions = #map34}> : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.int) -> ()
    %984 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %985 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %986 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %987 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %988 = "torch.prim.ListConstruct"(%984, %910, %985, %986, %987) : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %989 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %990 = "torch.aten.expand"(%983, %988, %989) : (!torch.vtensor<[1,?,1,1,128],f16>, !torch.list<int>, !torch.bool) -> !torch.vtensor<[1,?,1,2,128],f16>
    "torch.bind_symbolic_shape"(%990, %149) <{shape_expressions = #map35}> : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.int) -> ()
    %991 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %992 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %993 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %994 = "torch.prim.ListConstruct"(%991, %910, %992, %993) : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %995 = "torch.aten.view"(%990, %994) : (!torch.vtensor<[1,?,1,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,?,2,128],f16>
    "torch.bind_symbolic_shape"(%995, %149) <{shape_expressions = #map15}> : (!torch.vtensor<[1,?,2,128],f16>, !torch.int) -> ()
    %996 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %997 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %998 = "torch.aten.transpose.int"(%573, %996, %997) : (!torch.vtensor<[1,1,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,1,128],f16>
    %999 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1000 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1001 = "torch.aten.transpose.int"(%981, %999, %1000) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%1001, %149) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %1002 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1003 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1004 = "torch.aten.transpose.int"(%995, %1002, %1003) : (!torch.vtensor<[1,?,2,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,2,?,128],f16>
    "torch.bind_symbolic_shape"(%1004, %149) <{shape_expressions = #map36}> : (!torch.vtensor<[1,2,?,128],f16>, !torch.int) -> ()
    %1005 = "torch.constant.float"() <{value = 0.000000e+00 : f64}> : () -> !torch.float
    %1006 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1007 = "torch.constant.none"() : () -> !torch.none
    %1008 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1009 = "torch.aten.scaled_dot_product_attention"(%998, %1001, %1004, %946, %1005, %1006, %1007, %1008) : (!torch.vtensor<[1,2,1,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,2,?,128],f16>, !torch.vtensor<[1,1,1,?],f16>, !torch.float, !torch.bool, !torch.none, !torch.bool) -> !torch.vtensor<[1,2,1,128],f16>
    %1010 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1011 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1012 = "torch.aten.transpose.int"(%1009, %1010, %1011) : (!torch.vtensor<[1,2,1,128],f16>, !torch.int, !torch.int) -> !torch.vtensor<[1,1,2,128],f16>
    %1013 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1014 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1015 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1016 = "torch.prim.ListConstruct"(%1013, %1014, %1015) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1017 = "torch.aten.view"(%1012, %1016) : (!torch.vtensor<[1,1,2,128],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,256],f16>
    %1018 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1019 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1020 = "torch.prim.ListConstruct"(%1018, %1019) : (!torch.int, !torch.int) -> !torch.list<int>
    %1021 = "torch.aten.view"(%1017, %1020) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %1022 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1023 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1024 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1025 = "torch.prim.ListConstruct"(%1022, %1023, %1024) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1026 = "torch.aten.view"(%1021, %1025) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %1027 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1028 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1029 = "torch.prim.ListConstruct"(%1027, %1028) : (!torch.int, !torch.int) -> !torch.list<int>
    %1030 = "torch.aten.view"(%1026, %1029) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %1031 = "torch.constant.none"() : () -> !torch.none
    %1032 = "torch.constant.none"() : () -> !torch.none
    %1033 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1034 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1035 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1030, %1031, %1032, %1033, %1034, %1035) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1036 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1037 = "torch.prims.convert_element_type"(%1030, %1036) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %1038 = "torch_c.to_builtin_tensor"(%1037) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %1039 = "tensor.cast"(%1038) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %1040:2 = "util.call"(%1039) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1041 = "tensor.cast"(%1040#0) : (tensor<?xi8>) -> tensor<8xi8>
    %1042 = "torch_c.from_builtin_tensor"(%1041) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %1043 = "tensor.cast"(%1040#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %1044 = "torch_c.from_builtin_tensor"(%1043) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %1045 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1046 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1047 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1048 = "torch.prim.ListConstruct"(%1045, %1046, %1047) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1049 = "torch.aten.view"(%1044, %1048) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %1050 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1051 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1052 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1053 = "torch.prim.ListConstruct"(%1050, %1051, %1052) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1054 = "torch.aten.view"(%1042, %1053) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %1055 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1056 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1057 = "torch.prim.ListConstruct"(%1055, %1056) : (!torch.int, !torch.int) -> !torch.list<int>
    %1058 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1059 = "torch.constant.none"() : () -> !torch.none
    %1060 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1061 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1062 = "torch.aten.zeros"(%1057, %1058, %1059, %1060, %1061) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,256],f32>
    %1063 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1064 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1065 = "torch.prim.ListConstruct"(%1063, %1064) : (!torch.int, !torch.int) -> !torch.list<int>
    %1066 = "torch.aten.view"(%1049, %1065) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %1067 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1068 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1069 = "torch.prim.ListConstruct"(%1067, %1068) : (!torch.int, !torch.int) -> !torch.list<int>
    %1070 = "torch.aten.view"(%127, %1069) : (!torch.vtensor<[256,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,128],ui8>
    %1071 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1072 = "torch.aten.squeeze.dim"(%1054, %1071) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %1073 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1074 = "torch.aten.squeeze.dim"(%129, %1073) : (!torch.vtensor<[256,8,1],ui8>, !torch.int) -> !torch.vtensor<[256,8],ui8>
    %1075 = "torch_c.to_builtin_tensor"(%1066) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %1076 = "tensor.cast"(%1075) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %1077 = "torch_c.to_builtin_tensor"(%1070) : (!torch.vtensor<[256,128],ui8>) -> tensor<256x128xi8>
    %1078 = "tensor.cast"(%1077) : (tensor<256x128xi8>) -> tensor<?x?xi8>
    %1079 = "torch_c.to_builtin_tensor"(%1072) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %1080 = "tensor.cast"(%1079) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %1081 = "torch_c.to_builtin_tensor"(%1074) : (!torch.vtensor<[256,8],ui8>) -> tensor<256x8xi8>
    %1082 = "tensor.cast"(%1081) : (tensor<256x8xi8>) -> tensor<?x?xi8>
    %1083 = "torch_c.to_builtin_tensor"(%1062) : (!torch.vtensor<[1,256],f32>) -> tensor<1x256xf32>
    %1084 = "tensor.cast"(%1083) : (tensor<1x256xf32>) -> tensor<?x?xf32>
    %1085 = "util.call"(%1076, %1078, %1080, %1082, %1084) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1086 = "tensor.cast"(%1085) : (tensor<?x?xf16>) -> tensor<1x256xf16>
    %1087 = "torch_c.from_builtin_tensor"(%1086) : (tensor<1x256xf16>) -> !torch.vtensor<[1,256],f16>
    %1088 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1089 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1090 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1091 = "torch.prim.ListConstruct"(%1088, %1089, %1090) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1092 = "torch.aten.view"(%1087, %1091) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,256],f16>
    %1093 = "torch.constant.none"() : () -> !torch.none
    %1094 = "torch.constant.none"() : () -> !torch.none
    %1095 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1096 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1097 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1092, %1093, %1094, %1095, %1096, %1097) : (!torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1098 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1099 = "torch.aten.add.Tensor"(%163, %1092, %1098) : (!torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1100 = "torch.constant.none"() : () -> !torch.none
    %1101 = "torch.constant.none"() : () -> !torch.none
    %1102 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1103 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1104 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1099, %1100, %1101, %1102, %1103, %1104) : (!torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1105 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1106 = "torch.prims.convert_element_type"(%1099, %1105) : (!torch.vtensor<[1,1,256],f16>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %1107 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1108 = "torch.aten.pow.Tensor_Scalar"(%1106, %1107) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %1109 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1110 = "torch.prim.ListConstruct"(%1109) : (!torch.int) -> !torch.list<int>
    %1111 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1112 = "torch.constant.none"() : () -> !torch.none
    %1113 = "torch.aten.mean.dim"(%1108, %1110, %1111, %1112) : (!torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1114 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1115 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1116 = "torch.aten.add.Scalar"(%1113, %1114, %1115) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1117 = "torch.aten.rsqrt"(%1116) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1118 = "torch.aten.mul.Tensor"(%1106, %1117) : (!torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,256],f32>
    %1119 = "torch.constant.none"() : () -> !torch.none
    %1120 = "torch.constant.none"() : () -> !torch.none
    %1121 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1122 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1123 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1118, %1119, %1120, %1121, %1122, %1123) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1124 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1125 = "torch.prims.convert_element_type"(%1118, %1124) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1126 = "torch.aten.mul.Tensor"(%131, %1125) : (!torch.vtensor<[256],f32>, !torch.vtensor<[1,1,256],f16>) -> !torch.vtensor<[1,1,256],f32>
    %1127 = "torch.constant.none"() : () -> !torch.none
    %1128 = "torch.constant.none"() : () -> !torch.none
    %1129 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1130 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1131 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1126, %1127, %1128, %1129, %1130, %1131) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1132 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1133 = "torch.prims.convert_element_type"(%1126, %1132) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1134 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1135 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1136 = "torch.prim.ListConstruct"(%1134, %1135) : (!torch.int, !torch.int) -> !torch.list<int>
    %1137 = "torch.aten.view"(%1133, %1136) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %1138 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1139 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1140 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1141 = "torch.prim.ListConstruct"(%1138, %1139, %1140) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1142 = "torch.aten.view"(%1137, %1141) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %1143 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1144 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1145 = "torch.prim.ListConstruct"(%1143, %1144) : (!torch.int, !torch.int) -> !torch.list<int>
    %1146 = "torch.aten.view"(%1142, %1145) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %1147 = "torch.constant.none"() : () -> !torch.none
    %1148 = "torch.constant.none"() : () -> !torch.none
    %1149 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1150 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1151 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1146, %1147, %1148, %1149, %1150, %1151) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1152 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1153 = "torch.prims.convert_element_type"(%1146, %1152) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %1154 = "torch_c.to_builtin_tensor"(%1153) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %1155 = "tensor.cast"(%1154) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %1156:2 = "util.call"(%1155) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1157 = "tensor.cast"(%1156#0) : (tensor<?xi8>) -> tensor<8xi8>
    %1158 = "torch_c.from_builtin_tensor"(%1157) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %1159 = "tensor.cast"(%1156#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %1160 = "torch_c.from_builtin_tensor"(%1159) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %1161 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1162 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1163 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1164 = "torch.prim.ListConstruct"(%1161, %1162, %1163) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1165 = "torch.aten.view"(%1160, %1164) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %1166 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1167 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1168 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1169 = "torch.prim.ListConstruct"(%1166, %1167, %1168) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1170 = "torch.aten.view"(%1158, %1169) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %1171 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1172 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1173 = "torch.prim.ListConstruct"(%1171, %1172) : (!torch.int, !torch.int) -> !torch.list<int>
    %1174 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1175 = "torch.constant.none"() : () -> !torch.none
    %1176 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1177 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1178 = "torch.aten.zeros"(%1173, %1174, %1175, %1176, %1177) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,512],f32>
    %1179 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1180 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1181 = "torch.prim.ListConstruct"(%1179, %1180) : (!torch.int, !torch.int) -> !torch.list<int>
    %1182 = "torch.aten.view"(%1165, %1181) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %1183 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1184 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1185 = "torch.prim.ListConstruct"(%1183, %1184) : (!torch.int, !torch.int) -> !torch.list<int>
    %1186 = "torch.aten.view"(%133, %1185) : (!torch.vtensor<[512,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[512,128],ui8>
    %1187 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1188 = "torch.aten.squeeze.dim"(%1170, %1187) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %1189 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1190 = "torch.aten.squeeze.dim"(%135, %1189) : (!torch.vtensor<[512,8,1],ui8>, !torch.int) -> !torch.vtensor<[512,8],ui8>
    %1191 = "torch_c.to_builtin_tensor"(%1182) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %1192 = "tensor.cast"(%1191) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %1193 = "torch_c.to_builtin_tensor"(%1186) : (!torch.vtensor<[512,128],ui8>) -> tensor<512x128xi8>
    %1194 = "tensor.cast"(%1193) : (tensor<512x128xi8>) -> tensor<?x?xi8>
    %1195 = "torch_c.to_builtin_tensor"(%1188) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %1196 = "tensor.cast"(%1195) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %1197 = "torch_c.to_builtin_tensor"(%1190) : (!torch.vtensor<[512,8],ui8>) -> tensor<512x8xi8>
    %1198 = "tensor.cast"(%1197) : (tensor<512x8xi8>) -> tensor<?x?xi8>
    %1199 = "torch_c.to_builtin_tensor"(%1178) : (!torch.vtensor<[1,512],f32>) -> tensor<1x512xf32>
    %1200 = "tensor.cast"(%1199) : (tensor<1x512xf32>) -> tensor<?x?xf32>
    %1201 = "util.call"(%1192, %1194, %1196, %1198, %1200) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1202 = "tensor.cast"(%1201) : (tensor<?x?xf16>) -> tensor<1x512xf16>
    %1203 = "torch_c.from_builtin_tensor"(%1202) : (tensor<1x512xf16>) -> !torch.vtensor<[1,512],f16>
    %1204 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1205 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1206 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1207 = "torch.prim.ListConstruct"(%1204, %1205, %1206) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1208 = "torch.aten.view"(%1203, %1207) : (!torch.vtensor<[1,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,512],f16>
    %1209 = "torch.aten.silu"(%1208) : (!torch.vtensor<[1,1,512],f16>) -> !torch.vtensor<[1,1,512],f16>
    %1210 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1211 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1212 = "torch.prim.ListConstruct"(%1210, %1211) : (!torch.int, !torch.int) -> !torch.list<int>
    %1213 = "torch.aten.view"(%1133, %1212) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %1214 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1215 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1216 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1217 = "torch.prim.ListConstruct"(%1214, %1215, %1216) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1218 = "torch.aten.view"(%1213, %1217) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,8,32],f16>
    %1219 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1220 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1221 = "torch.prim.ListConstruct"(%1219, %1220) : (!torch.int, !torch.int) -> !torch.list<int>
    %1222 = "torch.aten.view"(%1218, %1221) : (!torch.vtensor<[1,8,32],f16>, !torch.list<int>) -> !torch.vtensor<[8,32],f16>
    %1223 = "torch.constant.none"() : () -> !torch.none
    %1224 = "torch.constant.none"() : () -> !torch.none
    %1225 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1226 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1227 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1222, %1223, %1224, %1225, %1226, %1227) : (!torch.vtensor<[8,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1228 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1229 = "torch.prims.convert_element_type"(%1222, %1228) : (!torch.vtensor<[8,32],f16>, !torch.int) -> !torch.vtensor<[8,32],f32>
    %1230 = "torch_c.to_builtin_tensor"(%1229) : (!torch.vtensor<[8,32],f32>) -> tensor<8x32xf32>
    %1231 = "tensor.cast"(%1230) : (tensor<8x32xf32>) -> tensor<?x32xf32>
    %1232:2 = "util.call"(%1231) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1233 = "tensor.cast"(%1232#0) : (tensor<?xi8>) -> tensor<8xi8>
    %1234 = "torch_c.from_builtin_tensor"(%1233) : (tensor<8xi8>) -> !torch.vtensor<[8],ui8>
    %1235 = "tensor.cast"(%1232#1) : (tensor<?x16xi8>) -> tensor<8x16xi8>
    %1236 = "torch_c.from_builtin_tensor"(%1235) : (tensor<8x16xi8>) -> !torch.vtensor<[8,16],ui8>
    %1237 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1238 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1239 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1240 = "torch.prim.ListConstruct"(%1237, %1238, %1239) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1241 = "torch.aten.view"(%1236, %1240) : (!torch.vtensor<[8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,16],ui8>
    %1242 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1243 = "torch.constant.int"() <{value = 8 : i64}> : () -> !torch.int
    %1244 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1245 = "torch.prim.ListConstruct"(%1242, %1243, %1244) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1246 = "torch.aten.view"(%1234, %1245) : (!torch.vtensor<[8],ui8>, !torch.list<int>) -> !torch.vtensor<[1,8,1],ui8>
    %1247 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1248 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1249 = "torch.prim.ListConstruct"(%1247, %1248) : (!torch.int, !torch.int) -> !torch.list<int>
    %1250 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1251 = "torch.constant.none"() : () -> !torch.none
    %1252 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1253 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1254 = "torch.aten.zeros"(%1249, %1250, %1251, %1252, %1253) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,512],f32>
    %1255 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1256 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1257 = "torch.prim.ListConstruct"(%1255, %1256) : (!torch.int, !torch.int) -> !torch.list<int>
    %1258 = "torch.aten.view"(%1241, %1257) : (!torch.vtensor<[1,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,128],ui8>
    %1259 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1260 = "torch.constant.int"() <{value = 128 : i64}> : () -> !torch.int
    %1261 = "torch.prim.ListConstruct"(%1259, %1260) : (!torch.int, !torch.int) -> !torch.list<int>
    %1262 = "torch.aten.view"(%137, %1261) : (!torch.vtensor<[512,8,16],ui8>, !torch.list<int>) -> !torch.vtensor<[512,128],ui8>
    %1263 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1264 = "torch.aten.squeeze.dim"(%1246, %1263) : (!torch.vtensor<[1,8,1],ui8>, !torch.int) -> !torch.vtensor<[1,8],ui8>
    %1265 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1266 = "torch.aten.squeeze.dim"(%139, %1265) : (!torch.vtensor<[512,8,1],ui8>, !torch.int) -> !torch.vtensor<[512,8],ui8>
    %1267 = "torch_c.to_builtin_tensor"(%1258) : (!torch.vtensor<[1,128],ui8>) -> tensor<1x128xi8>
    %1268 = "tensor.cast"(%1267) : (tensor<1x128xi8>) -> tensor<?x?xi8>
    %1269 = "torch_c.to_builtin_tensor"(%1262) : (!torch.vtensor<[512,128],ui8>) -> tensor<512x128xi8>
    %1270 = "tensor.cast"(%1269) : (tensor<512x128xi8>) -> tensor<?x?xi8>
    %1271 = "torch_c.to_builtin_tensor"(%1264) : (!torch.vtensor<[1,8],ui8>) -> tensor<1x8xi8>
    %1272 = "tensor.cast"(%1271) : (tensor<1x8xi8>) -> tensor<?x?xi8>
    %1273 = "torch_c.to_builtin_tensor"(%1266) : (!torch.vtensor<[512,8],ui8>) -> tensor<512x8xi8>
    %1274 = "tensor.cast"(%1273) : (tensor<512x8xi8>) -> tensor<?x?xi8>
    %1275 = "torch_c.to_builtin_tensor"(%1254) : (!torch.vtensor<[1,512],f32>) -> tensor<1x512xf32>
    %1276 = "tensor.cast"(%1275) : (tensor<1x512xf32>) -> tensor<?x?xf32>
    %1277 = "util.call"(%1268, %1270, %1272, %1274, %1276) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1278 = "tensor.cast"(%1277) : (tensor<?x?xf16>) -> tensor<1x512xf16>
    %1279 = "torch_c.from_builtin_tensor"(%1278) : (tensor<1x512xf16>) -> !torch.vtensor<[1,512],f16>
    %1280 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1281 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1282 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1283 = "torch.prim.ListConstruct"(%1280, %1281, %1282) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1284 = "torch.aten.view"(%1279, %1283) : (!torch.vtensor<[1,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,512],f16>
    %1285 = "torch.aten.mul.Tensor"(%1209, %1284) : (!torch.vtensor<[1,1,512],f16>, !torch.vtensor<[1,1,512],f16>) -> !torch.vtensor<[1,1,512],f16>
    %1286 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1287 = "torch.constant.int"() <{value = 512 : i64}> : () -> !torch.int
    %1288 = "torch.prim.ListConstruct"(%1286, %1287) : (!torch.int, !torch.int) -> !torch.list<int>
    %1289 = "torch.aten.view"(%1285, %1288) : (!torch.vtensor<[1,1,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,512],f16>
    %1290 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1291 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1292 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1293 = "torch.prim.ListConstruct"(%1290, %1291, %1292) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1294 = "torch.aten.view"(%1289, %1293) : (!torch.vtensor<[1,512],f16>, !torch.list<int>) -> !torch.vtensor<[1,16,32],f16>
    %1295 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1296 = "torch.constant.int"() <{value = 32 : i64}> : () -> !torch.int
    %1297 = "torch.prim.ListConstruct"(%1295, %1296) : (!torch.int, !torch.int) -> !torch.list<int>
    %1298 = "torch.aten.view"(%1294, %1297) : (!torch.vtensor<[1,16,32],f16>, !torch.list<int>) -> !torch.vtensor<[16,32],f16>
    %1299 = "torch.constant.none"() : () -> !torch.none
    %1300 = "torch.constant.none"() : () -> !torch.none
    %1301 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1302 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1303 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1298, %1299, %1300, %1301, %1302, %1303) : (!torch.vtensor<[16,32],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1304 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1305 = "torch.prims.convert_element_type"(%1298, %1304) : (!torch.vtensor<[16,32],f16>, !torch.int) -> !torch.vtensor<[16,32],f32>
    %1306 = "torch_c.to_builtin_tensor"(%1305) : (!torch.vtensor<[16,32],f32>) -> tensor<16x32xf32>
    %1307 = "tensor.cast"(%1306) : (tensor<16x32xf32>) -> tensor<?x32xf32>
    %1308:2 = "util.call"(%1307) <{callee = @dynamic_quantize_to_fp4_N_M32_32_f32_N_i8_N_M16_16_i8, tied_operands = [-1 : index, -1 : index]}> : (tensor<?x32xf32>) -> (tensor<?xi8>, tensor<?x16xi8>)
    %1309 = "tensor.cast"(%1308#0) : (tensor<?xi8>) -> tensor<16xi8>
    %1310 = "torch_c.from_builtin_tensor"(%1309) : (tensor<16xi8>) -> !torch.vtensor<[16],ui8>
    %1311 = "tensor.cast"(%1308#1) : (tensor<?x16xi8>) -> tensor<16x16xi8>
    %1312 = "torch_c.from_builtin_tensor"(%1311) : (tensor<16x16xi8>) -> !torch.vtensor<[16,16],ui8>
    %1313 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1314 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1315 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1316 = "torch.prim.ListConstruct"(%1313, %1314, %1315) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1317 = "torch.aten.view"(%1312, %1316) : (!torch.vtensor<[16,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,16,16],ui8>
    %1318 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1319 = "torch.constant.int"() <{value = 16 : i64}> : () -> !torch.int
    %1320 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1321 = "torch.prim.ListConstruct"(%1318, %1319, %1320) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1322 = "torch.aten.view"(%1310, %1321) : (!torch.vtensor<[16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,16,1],ui8>
    %1323 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1324 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1325 = "torch.prim.ListConstruct"(%1323, %1324) : (!torch.int, !torch.int) -> !torch.list<int>
    %1326 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1327 = "torch.constant.none"() : () -> !torch.none
    %1328 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1329 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1330 = "torch.aten.zeros"(%1325, %1326, %1327, %1328, %1329) : (!torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[1,256],f32>
    %1331 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1332 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1333 = "torch.prim.ListConstruct"(%1331, %1332) : (!torch.int, !torch.int) -> !torch.list<int>
    %1334 = "torch.aten.view"(%1317, %1333) : (!torch.vtensor<[1,16,16],ui8>, !torch.list<int>) -> !torch.vtensor<[1,256],ui8>
    %1335 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1336 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1337 = "torch.prim.ListConstruct"(%1335, %1336) : (!torch.int, !torch.int) -> !torch.list<int>
    %1338 = "torch.aten.view"(%141, %1337) : (!torch.vtensor<[256,16,16],ui8>, !torch.list<int>) -> !torch.vtensor<[256,256],ui8>
    %1339 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1340 = "torch.aten.squeeze.dim"(%1322, %1339) : (!torch.vtensor<[1,16,1],ui8>, !torch.int) -> !torch.vtensor<[1,16],ui8>
    %1341 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1342 = "torch.aten.squeeze.dim"(%143, %1341) : (!torch.vtensor<[256,16,1],ui8>, !torch.int) -> !torch.vtensor<[256,16],ui8>
    %1343 = "torch_c.to_builtin_tensor"(%1334) : (!torch.vtensor<[1,256],ui8>) -> tensor<1x256xi8>
    %1344 = "tensor.cast"(%1343) : (tensor<1x256xi8>) -> tensor<?x?xi8>
    %1345 = "torch_c.to_builtin_tensor"(%1338) : (!torch.vtensor<[256,256],ui8>) -> tensor<256x256xi8>
    %1346 = "tensor.cast"(%1345) : (tensor<256x256xi8>) -> tensor<?x?xi8>
    %1347 = "torch_c.to_builtin_tensor"(%1340) : (!torch.vtensor<[1,16],ui8>) -> tensor<1x16xi8>
    %1348 = "tensor.cast"(%1347) : (tensor<1x16xi8>) -> tensor<?x?xi8>
    %1349 = "torch_c.to_builtin_tensor"(%1342) : (!torch.vtensor<[256,16],ui8>) -> tensor<256x16xi8>
    %1350 = "tensor.cast"(%1349) : (tensor<256x16xi8>) -> tensor<?x?xi8>
    %1351 = "torch_c.to_builtin_tensor"(%1330) : (!torch.vtensor<[1,256],f32>) -> tensor<1x256xf32>
    %1352 = "tensor.cast"(%1351) : (tensor<1x256xf32>) -> tensor<?x?xf32>
    %1353 = "util.call"(%1344, %1346, %1348, %1350, %1352) <{callee = @_asm_fp4_gemm_preshuffle_M_HALF_K_i8_N_HALF_K_i8_M_K_OVER_THIRTYTWO_i8_N_K_OVER_THIRTYTWO_i8_M_N_f32_M_N_f16, tied_operands = [-1 : index]}> : (tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xf32>) -> tensor<?x?xf16>
    %1354 = "tensor.cast"(%1353) : (tensor<?x?xf16>) -> tensor<1x256xf16>
    %1355 = "torch_c.from_builtin_tensor"(%1354) : (tensor<1x256xf16>) -> !torch.vtensor<[1,256],f16>
    %1356 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1357 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1358 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1359 = "torch.prim.ListConstruct"(%1356, %1357, %1358) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1360 = "torch.aten.view"(%1355, %1359) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,256],f16>
    %1361 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1362 = "torch.aten.add.Tensor"(%1099, %1360, %1361) : (!torch.vtensor<[1,1,256],f16>, !torch.vtensor<[1,1,256],f16>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1363 = "torch.constant.none"() : () -> !torch.none
    %1364 = "torch.constant.none"() : () -> !torch.none
    %1365 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1366 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1367 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1362, %1363, %1364, %1365, %1366, %1367) : (!torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1368 = "torch.constant.none"() : () -> !torch.none
    %1369 = "torch.constant.none"() : () -> !torch.none
    %1370 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1371 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1372 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1362, %1368, %1369, %1370, %1371, %1372) : (!torch.vtensor<[1,1,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1373 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1374 = "torch.prims.convert_element_type"(%1362, %1373) : (!torch.vtensor<[1,1,256],f16>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %1375 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1376 = "torch.aten.pow.Tensor_Scalar"(%1374, %1375) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f32>
    %1377 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1378 = "torch.prim.ListConstruct"(%1377) : (!torch.int) -> !torch.list<int>
    %1379 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1380 = "torch.constant.none"() : () -> !torch.none
    %1381 = "torch.aten.mean.dim"(%1376, %1378, %1379, %1380) : (!torch.vtensor<[1,1,256],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[1,1,1],f32>
    %1382 = "torch.constant.float"() <{value = 1.000000e-05 : f64}> : () -> !torch.float
    %1383 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1384 = "torch.aten.add.Scalar"(%1381, %1382, %1383) : (!torch.vtensor<[1,1,1],f32>, !torch.float, !torch.int) -> !torch.vtensor<[1,1,1],f32>
    %1385 = "torch.aten.rsqrt"(%1384) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
    %1386 = "torch.aten.mul.Tensor"(%1374, %1385) : (!torch.vtensor<[1,1,256],f32>, !torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,256],f32>
    %1387 = "torch.constant.none"() : () -> !torch.none
    %1388 = "torch.constant.none"() : () -> !torch.none
    %1389 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1390 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1391 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1386, %1387, %1388, %1389, %1390, %1391) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1392 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1393 = "torch.prims.convert_element_type"(%1386, %1392) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1394 = "torch.aten.mul.Tensor"(%145, %1393) : (!torch.vtensor<[1,256],f32>, !torch.vtensor<[1,1,256],f16>) -> !torch.vtensor<[1,1,256],f32>
    %1395 = "torch.constant.none"() : () -> !torch.none
    %1396 = "torch.constant.none"() : () -> !torch.none
    %1397 = "torch.constant.int"() <{value = 6 : i64}> : () -> !torch.int
    %1398 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1399 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1394, %1395, %1396, %1397, %1398, %1399) : (!torch.vtensor<[1,1,256],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1400 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1401 = "torch.prims.convert_element_type"(%1394, %1400) : (!torch.vtensor<[1,1,256],f32>, !torch.int) -> !torch.vtensor<[1,1,256],f16>
    %1402 = "torch.constant.int"() <{value = -2 : i64}> : () -> !torch.int
    %1403 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %1404 = "torch.aten.transpose.int"(%147, %1402, %1403) : (!torch.vtensor<[256,256],f16>, !torch.int, !torch.int) -> !torch.vtensor<[256,256],f16>
    %1405 = "torch.constant.none"() : () -> !torch.none
    %1406 = "torch.constant.none"() : () -> !torch.none
    %1407 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %1408 = "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
    %1409 = "torch.constant.int"() <{value = 0 : i64}> : () -> !torch.int
    "torch.aten._assert_tensor_metadata"(%1404, %1405, %1406, %1407, %1408, %1409) : (!torch.vtensor<[256,256],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int) -> ()
    %1410 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1411 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1412 = "torch.prim.ListConstruct"(%1410, %1411) : (!torch.int, !torch.int) -> !torch.list<int>
    %1413 = "torch.aten.view"(%1401, %1412) : (!torch.vtensor<[1,1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,256],f16>
    %1414 = "torch.aten.matmul"(%1413, %1404) : (!torch.vtensor<[1,256],f16>, !torch.vtensor<[256,256],f16>) -> !torch.vtensor<[1,256],f16>
    %1415 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1416 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1417 = "torch.constant.int"() <{value = 256 : i64}> : () -> !torch.int
    %1418 = "torch.prim.ListConstruct"(%1415, %1416, %1417) : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1419 = "torch.aten.view"(%1414, %1418) : (!torch.vtensor<[1,256],f16>, !torch.list<int>) -> !torch.vtensor<[1,1,256],f16>
    "func.return"(%1419) : (!torch.vtensor<[1,1,256],f16>) -> ()
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
    %89 = "linalg.generic"(%88, %84) <{indexing_maps = [#map48, #map48], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: i8):
      %95 = "arith.mulf"(%arg31, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.truncf"(%95) : (f32) -> f8E8M0FNU
      %97 = "arith.bitcast"(%96) : (f8E8M0FNU) -> i8
      "linalg.yield"(%97) : (i8) -> ()
    }) : (tensor<?xf32>, tensor<?xi8>) -> tensor<?xi8>
    %90 = "tensor.empty"(%83) : (index) -> tensor<?x32xf4E2M1FN>
    %91 = "linalg.generic"(%arg27, %88, %90) <{indexing_maps = [#map49, #map50, #map49], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
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
    %50 = "affine.apply"(%45) <{map = #map51}> : (index) -> index
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
    %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map49, #map49], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
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
    %36 = "affine.apply"(%30) <{map = #map51}> : (index) -> index
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
    %21 = "linalg.generic"(%arg4, %arg5, %20) <{indexing_maps = [#map52, #map52, #map53], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f16, %arg7: f16, %arg8: f16):
      %22 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %23 = "arith.cmpi"(%22, %12) <{predicate = 0 : i64}> : (index, index) -> i1
      %24 = "arith.select"(%23, %arg6, %arg7) : (i1, f16, f16) -> f16
      "linalg.yield"(%24) : (f16) -> ()
    }) : (tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>, tensor<?x?x?x2x?xf16>) -> tensor<?x?x?x2x?xf16>
    "util.return"(%21) : (tensor<?x?x?x2x?xf16>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x1x2x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x1x32x128xf8E4M3FN>, sym_name = "paged_attention_kv_cache_gather_CACHE_SIZE_T_BLOCK_1_PART_2_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN_BATCH_PAGES_i64__i64__i64_BATCH_PAGES_HEAD_COUNT_KV_1_BLOCK_SEQ_STRIDE_32_ATTN_HEAD_DIM_128_f8E4M3FN", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x1x2x1x32x128xf8E4M3FN>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%arg2) : (tensor<i64>) -> i64
    %3 = "tensor.extract"(%arg3) : (tensor<i64>) -> i64
    %4 = "arith.index_cast"(%2) : (i64) -> index
    %5 = "arith.index_cast"(%3) : (i64) -> index
    %6 = "tensor.dim"(%arg0, %0) : (tensor<?x1x2x1x32x128xf8E4M3FN>, index) -> index
    %7 = "tensor.dim"(%arg1, %0) : (tensor<?x?xi64>, index) -> index
    %8 = "tensor.dim"(%arg1, %1) : (tensor<?x?xi64>, index) -> index
    %9 = "tensor.extract_slice"(%arg0, %4, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, -9223372036854775808, 0, 0, 0>, static_sizes = array<i64: -9223372036854775808, 1, 1, 1, 32, 128>, static_strides = array<i64: 1, 1, 1, 1, 1, 1>}> : (tensor<?x1x2x1x32x128xf8E4M3FN>, index, index, index) -> tensor<?x1x32x128xf8E4M3FN>
    %10 = "tensor.empty"(%7, %8) : (index, index) -> tensor<?x?x1x32x128xf8E4M3FN>
    %11 = "iree_linalg_ext.gather"(%9, %arg1, %10) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> : (tensor<?x1x32x128xf8E4M3FN>, tensor<?x?xi64>, tensor<?x?x1x32x128xf8E4M3FN>) -> tensor<?x?x1x32x128xf8E4M3FN>
    "util.return"(%11) : (tensor<?x?x1x32x128xf8E4M3FN>) -> ()
  }) : () -> ()
}) : () -> ()

