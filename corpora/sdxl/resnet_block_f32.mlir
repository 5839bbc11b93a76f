module @module {
  func.func @main(%arg0: !torch.vtensor<[1,64,16,16],f32>, %arg1: !torch.vtensor<[1,128],f32>, %arg2: !torch.vtensor<[64],f32>, %arg3: !torch.vtensor<[64],f32>, %arg4: !torch.vtensor<[64,64,3,3],f32>, %arg5: !torch.vtensor<[64],f32>, %arg6: !torch.vtensor<[64,128],f32>, %arg7: !torch.vtensor<[64],f32>, %arg8: !torch.vtensor<[64],f32>, %arg9: !torch.vtensor<[64],f32>, %arg10: !torch.vtensor<[64,64,3,3],f32>, %arg11: !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,16,16],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int32 = torch.constant.int 32
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %0 = torch.aten.group_norm %arg0, %int32, %arg2, %arg3, %float1.000000e-05, %false : !torch.vtensor<[1,64,16,16],f32>, !torch.int, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.bool -> !torch.vtensor<[1,64,16,16],f32>
    %1 = torch.aten.silu %0 : !torch.vtensor<[1,64,16,16],f32> -> !torch.vtensor<[1,64,16,16],f32>
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_1 = torch.constant.int 1
    %int1_2 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1_1, %int1_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_3 = torch.constant.int 1
    %int1_4 = torch.constant.int 1
    %4 = torch.prim.ListConstruct %int1_3, %int1_4 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_5 = torch.constant.int 1
    %5 = torch.aten.conv2d %1, %arg4, %arg5, %2, %3, %4, %int1_5 : !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.vtensor<[64],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,64,16,16],f32>
    %6 = torch.aten.silu %arg1 : !torch.vtensor<[1,128],f32> -> !torch.vtensor<[1,128],f32>
    %7 = torch.aten.linear %6, %arg6, %arg7 : !torch.vtensor<[1,128],f32>, !torch.vtensor<[64,128],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[1,64],f32>
    %int2 = torch.constant.int 2
    %8 = torch.aten.unsqueeze %7, %int2 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64,1],f32>
    %int3 = torch.constant.int 3
    %9 = torch.aten.unsqueeze %8, %int3 : !torch.vtensor<[1,64,1],f32>, !torch.int -> !torch.vtensor<[1,64,1,1],f32>
    %int1_6 = torch.constant.int 1
    %10 = torch.aten.add.Tensor %5, %9, %int1_6 : !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[1,64,1,1],f32>, !torch.int -> !torch.vtensor<[1,64,16,16],f32>
    %int32_7 = torch.constant.int 32
    %float1.000000e-05_8 = torch.constant.float 1.000000e-05
    %false_9 = torch.constant.bool false
    %11 = torch.aten.group_norm %10, %int32_7, %arg8, %arg9, %float1.000000e-05_8, %false_9 : !torch.vtensor<[1,64,16,16],f32>, !torch.int, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.bool -> !torch.vtensor<[1,64,16,16],f32>
    %12 = torch.aten.silu %11 : !torch.vtensor<[1,64,16,16],f32> -> !torch.vtensor<[1,64,16,16],f32>
    %int1_10 = torch.constant.int 1
    %int1_11 = torch.constant.int 1
    %13 = torch.prim.ListConstruct %int1_10, %int1_11 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_12 = torch.constant.int 1
    %int1_13 = torch.constant.int 1
    %14 = torch.prim.ListConstruct %int1_12, %int1_13 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_14 = torch.constant.int 1
    %int1_15 = torch.constant.int 1
    %15 = torch.prim.ListConstruct %int1_14, %int1_15 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_16 = torch.constant.int 1
    %16 = torch.aten.conv2d %12, %arg10, %arg11, %13, %14, %15, %int1_16 : !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.vtensor<[64],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,64,16,16],f32>
    %int1_17 = torch.constant.int 1
    %17 = torch.aten.add.Tensor %arg0, %16, %int1_17 : !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[1,64,16,16],f32>, !torch.int -> !torch.vtensor<[1,64,16,16],f32>
    return %17 : !torch.vtensor<[1,64,16,16],f32>
  }
}
