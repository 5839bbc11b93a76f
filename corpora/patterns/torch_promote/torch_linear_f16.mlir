module @module {
  func.func @main(%arg0: !torch.vtensor<[4,64],f16>, %arg1: !torch.vtensor<[32,64],f16>) -> !torch.vtensor<[4,32],f16> {
    %none = torch.constant.none
    %0 = torch.aten.linear %arg0, %arg1, %none : !torch.vtensor<[4,64],f16>, !torch.vtensor<[32,64],f16>, !torch.none -> !torch.vtensor<[4,32],f16>
    return %0 : !torch.vtensor<[4,32],f16>
  }
}
