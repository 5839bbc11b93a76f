module {
  func.func @test_add_uint8(%arg0: !torch.vtensor<[6],ui8>, %arg1: !torch.vtensor<[6],ui8>) -> !torch.vtensor<[6],ui8> attributes {torch.onnx_meta.ir_version = 7 : si64, torch.onnx_meta.opset_version = 17 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %0 = torch.operator "onnx.Add"(%arg0, %arg1) : (!torch.vtensor<[6],ui8>, !torch.vtensor<[6],ui8>) -> !torch.vtensor<[6],ui8>
    return %0 : !torch.vtensor<[6],ui8>
  }
}
