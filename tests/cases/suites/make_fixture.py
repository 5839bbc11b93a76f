"""Writes the iree-test-suites style fixture beside this file: a few test
directories in the suites' own formats (onnx_ops' run_module_io_flags.txt
with raw .bin files; torch_ops' run_module_io.json with seeded formulas and
expected_result_N.npy), and a suite config. Run it to regenerate; the
outputs are committed.
"""
from __future__ import annotations

import json
from pathlib import Path

import ml_dtypes
import numpy as np

HERE = Path(__file__).parent
ONNX = HERE / "onnx_ops" / "onnx" / "node" / "generated"
TORCH = HERE / "torch_ops" / "generated"
META = ('attributes {torch.onnx_meta.ir_version = 7 : si64, torch.onnx_meta.opset_version = 17 : si64, '
        'torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""}')


def vt(shape, dtype):
    return f"!torch.vtensor<[{','.join(map(str, shape))}],{dtype}>"


def onnx_test(name, op, ins, out, attrs="", inputs=(), outputs=()):
    """ins: [(shape, dtype)], out: (shape, dtype); inputs/outputs: arrays written as raw .bin."""
    d = ONNX / name
    d.mkdir(parents=True, exist_ok=True)
    args = ", ".join(f"%arg{i}: {vt(*t)}" for i, t in enumerate(ins))
    operands = ", ".join(f"%arg{i}" for i in range(len(ins)))
    types = ", ".join(vt(*t) for t in ins)
    (d / "model.mlir").write_text(
        "module {\n"
        f"  func.func @{name}({args}) -> {vt(*out)} {META} {{\n"
        f"    %0 = torch.operator \"onnx.{op}\"({operands}) {attrs}: ({types}) -> {vt(*out)}\n"
        f"    return %0 : {vt(*out)}\n  }}\n}}\n")
    lines = []
    for i, (a, (shape, dtype)) in enumerate(zip(inputs, ins)):
        a.tofile(d / f"input_{i}.bin")
        lines.append(f"--input={'x'.join(map(str, shape))}x{dtype.lstrip('s')}=@input_{i}.bin")
    for i, a in enumerate(outputs):
        a.tofile(d / f"output_{i}.bin")
        lines.append(f"--expected_output={'x'.join(map(str, out[0]))}x{out[1].lstrip('s')}=@output_{i}.bin")
    (d / "run_module_io_flags.txt").write_text("\n".join(lines) + "\n")


def main():
    rng = np.random.default_rng(0)
    a, b = (rng.normal(size=(3, 4, 5)).astype(np.float32) for _ in range(2))
    onnx_test("test_add", "Add", [((3, 4, 5), "f32")] * 2, ((3, 4, 5), "f32"), inputs=(a, b), outputs=(a + b,))
    # ui8 values above 127: compared as signed they would be off by 256.
    u, v = rng.integers(100, 200, size=(2, 6), dtype=np.uint8)
    onnx_test("test_add_uint8", "Add", [((6,), "ui8")] * 2, ((6,), "ui8"), inputs=(u, v),
              outputs=((u.astype(np.uint16) + v).astype(np.uint8),))
    x, y = rng.normal(size=(2, 3))
    onnx_test("test_add_double", "Add", [((3,), "f64")] * 2, ((3,), "f64"), inputs=(x, y), outputs=(x + y,))
    data = rng.normal(size=(5, 4)).astype(np.float32)
    idx = np.array([4, 0, 2], dtype=np.int64)
    onnx_test("test_gather_0", "Gather", [((5, 4), "f32"), ((3,), "si64")], ((3, 4), "f32"),
              attrs="{torch.onnx.axis = 0 : si64} ", inputs=(data, idx), outputs=(data[idx],))
    # The suite's own expected output is wrong: both variants disagree with it.
    onnx_test("test_sub_wrong_golden", "Sub", [((4,), "f32")] * 2, ((4,), "f32"),
              inputs=(a[0, 0, :4], b[0, 0, :4]), outputs=(a[0, 0, :4] + b[0, 0, :4],))
    # An op IREE does not lower: an expected compile failure in the config.
    onnx_test("test_unsupported_op", "NoSuchOp", [((4,), "f32")], ((4,), "f32"), inputs=(a[0, 0, :4],),
              outputs=(a[0, 0, :4],))

    # torch_ops: formula inputs from one legacy RandomState(seed), in argument order.
    d = TORCH / "ABPlusC" / "8x8xf16"
    d.mkdir(parents=True, exist_ok=True)
    t = vt((8, 8), "f16")
    (d / "test.mlir").write_text(
        f"module {{\n  func.func @main(%a: {t}, %b: {t}, %c: {t}) -> {t} {{\n"
        f"    %0 = torch.aten.mm %a, %b : {t}, {t} -> {t}\n    %int1 = torch.constant.int 1\n"
        f"    %1 = torch.aten.add.Tensor %0, %c, %int1 : {t}, {t}, !torch.int -> {t}\n"
        f"    return %1 : {t}\n  }}\n}}\n")
    formula = {"Formula": {"shape": [8, 8], "dtype": "float16", "coeff": 2, "offset": -1}}
    (d / "run_module_io.json").write_text(json.dumps({
        "function_name": "main", "flat_args": [formula] * 3, "seed": 9, "rtol": 0.001, "atol": 0.001,
        "equal_nan": False, "mode": "compare", "file_name": "test.mlir", "vmfb_name": "out.vmfb",
        "expected_output": [{"url": "https://example.invalid/expected_result_0.npy", "value": None}]}, indent=4))
    np.random.seed(9)
    A, B, C = ((2 * np.random.rand(8, 8) - 1).astype(np.float16) for _ in range(3))
    np.save(d / "expected_result_0.npy", (A.astype(np.float32) @ B.astype(np.float32) + C).astype(np.float16))
    # bf16, its golden saved the natural way: np.save of an ml_dtypes array is |V2.
    d = TORCH / "Add_bfloat16" / "16xbf16"
    d.mkdir(parents=True, exist_ok=True)
    t = vt((16,), "bf16")
    (d / "test.mlir").write_text(
        f"module {{\n  func.func @main(%a: {t}, %b: {t}) -> {t} {{\n    %int1 = torch.constant.int 1\n"
        f"    %0 = torch.aten.add.Tensor %a, %b, %int1 : {t}, {t}, !torch.int -> {t}\n"
        f"    return %0 : {t}\n  }}\n}}\n")
    formula = {"Formula": {"shape": [16], "dtype": "bfloat16", "coeff": 1, "offset": 0}}
    (d / "run_module_io.json").write_text(json.dumps({
        "function_name": "main", "flat_args": [formula] * 2, "seed": 3, "rtol": 0.01, "atol": 0.01,
        "mode": "compare", "file_name": "test.mlir", "expected_output": [{"url": None, "value": None}]}, indent=4))
    np.random.seed(3)
    P, Q = (np.random.rand(16).astype(ml_dtypes.bfloat16) for _ in range(2))
    golden = (P.astype(np.float32) + Q.astype(np.float32)).astype(ml_dtypes.bfloat16)
    np.save(d / "expected_result_0.npy", golden)

    (HERE / "configs").mkdir(exist_ok=True)
    (HERE / "configs" / "onnx_ops_cpu_llvm_sync.json").write_text(json.dumps({
        "config_name": "cpu_llvm_sync",
        "iree_compile_flags": ["--iree-hal-target-backends=llvm-cpu", "--iree-input-demote-f64-to-f32=false"],
        "iree_run_module_flags": ["--device=local-sync"],
        "skip_compile_tests": [],
        "skip_run_tests": ["onnx/node/generated/test_gather_0"],
        "expected_compile_failures": ["onnx/node/generated/test_unsupported_op"],
        "expected_run_failures": [],
    }, indent=2) + "\n")


if __name__ == "__main__":
    main()
