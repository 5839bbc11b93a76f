module {
  func.func @main(%a: !torch.vtensor<[8,8],f16>, %b: !torch.vtensor<[8,8],f16>, %c: !torch.vtensor<[8,8],f16>) -> !torch.vtensor<[8,8],f16> {
    %0 = torch.aten.mm %a, %b : !torch.vtensor<[8,8],f16>, !torch.vtensor<[8,8],f16> -> !torch.vtensor<[8,8],f16>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Tensor %0, %c, %int1 : !torch.vtensor<[8,8],f16>, !torch.vtensor<[8,8],f16>, !torch.int -> !torch.vtensor<[8,8],f16>
    return %1 : !torch.vtensor<[8,8],f16>
  }
}
