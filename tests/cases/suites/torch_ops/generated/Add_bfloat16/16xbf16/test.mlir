module {
  func.func @main(%a: !torch.vtensor<[16],bf16>, %b: !torch.vtensor<[16],bf16>) -> !torch.vtensor<[16],bf16> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[16],bf16>, !torch.vtensor<[16],bf16>, !torch.int -> !torch.vtensor<[16],bf16>
    return %0 : !torch.vtensor<[16],bf16>
  }
}
