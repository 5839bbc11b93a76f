// An extern kernel (hal.dispatch.extern, as sharktank's asm fp4 kernels reach IREE, here in the generic
// form 3.13 parses) whose result has two users, one of them a matmul's LHS: the encoding has no
// dispatch to move into, whatever the flag says. Compiled to flow only: the object file is never read.
#layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>
#cpu = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %c64 = arith.constant 64 : index
  %k = "hal.dispatch.extern"(%c64, %x) <{export_name = "kern", layout = #layout, operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_objects = [[#hal.executable.object<{path = "kern.o"}>]], target_ordinals = [0 : index], targets = [#cpu], tied_operands = [-1 : index]}> ({
  ^bb0(%d: !hal.device, %n: index):
    %c1 = arith.constant 1 : index
    hal.return %n, %c1, %c1 : index, index, index
  }, {
  }) : (index, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%k : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %cst = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%k, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %mm, %neg : tensor<64x64xf32>, tensor<64x64xf32>
}
