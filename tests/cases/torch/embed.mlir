module {
  func.func @main(%arg0: !torch.vtensor<[2,16],si64>, %arg1: !torch.vtensor<[50,8],f32>) -> !torch.vtensor<[2,16,8],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %false = torch.constant.bool false
    %int-1 = torch.constant.int -1
    %0 = torch.aten.embedding %arg1, %arg0, %int-1, %false, %false : !torch.vtensor<[50,8],f32>, !torch.vtensor<[2,16],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,16,8],f32>
    return %0 : !torch.vtensor<[2,16,8],f32>
  }
}
