"""A peer suite's config read by the suite's own rules. iree-test-suites
marks `expected_run_failures` xfail(raises=IreeRunException, strict=True)
and runs with --expected_output, so a wrong output against the golden is a
run failure there, and an XFAIL; a listed test that passes is a strict
XPASS failure. The machine's failures (no device, a lost device, a full
disk) are never the expected failure."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from difftest.core import environment
from difftest.core.results import CaseResult, RunRecord
from difftest.core.verdicts import Stage, Verdict, stage_verdict
from difftest.corpus.config import Scoped
from difftest.corpus.variants import DATA_TILING
from difftest.run.stages import finalize

from ..conftest import CASES, by_case, write

ONNX = CASES / "suites" / "onnx_ops" / "onnx" / "node" / "generated"
# Its golden is wrong on purpose: both variants miss it alike (baseline-wrong).
WRONG_GOLDEN = ONNX / "test_sub_wrong_golden"
RIGHT_GOLDEN = ONNX / "test_add"
BF16 = (DATA_TILING, "--iree-global-opt-demote-contraction-inputs-type=bf16",
        "--iree-global-opt-demote-contraction-inputs-operations=matmul")
MATMUL = """func.func @main(%a: tensor<8x256xf32>, %b: tensor<256x8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x256xf32>, tensor<256x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
"""


def _config(tmp_path, name: str = "sc.json", **lists) -> str:
    path = tmp_path / name
    path.write_text(json.dumps({"config_name": "tiny", "iree_compile_flags": [], **lists}))
    return str(path)


def test_a_listed_test_whose_output_misses_its_golden_is_an_xfail_and_one_that_passes_an_xpass(tmp_path, difftest):
    sc = _config(tmp_path, expected_run_failures=["onnx/node/generated/test_sub_wrong_golden",
                                                  "onnx/node/generated/test_add"])
    rc, report, _ = difftest(str(WRONG_GOLDEN), "--suite-config", sc)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "xfail", case["reason"]
    assert "expected_run_failures of tiny" in case["reason"] and "baseline-wrong" in case["reason"]
    rc, report, _ = difftest(str(RIGHT_GOLDEN), "--suite-config", sc)
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "xpass" and "take the test off that list" in case["reason"]
    # expected_compile_failures is as strict: a listed test that compiles is an xpass too.
    sc = _config(tmp_path, "compile.json", expected_compile_failures=["onnx/node/generated/test_add"])
    rc, report, _ = difftest(str(RIGHT_GOLDEN), "--suite-config", sc)
    assert rc == 1 and report["cases"][0]["verdict"] == "xpass"


def _matmul_suite(root, golden_off: float):
    """One onnx_ops-format test, test_mm, whose golden is the f64 product
    plus `golden_off` (beyond the f32 golden tolerance when nonzero)."""
    test = root / "onnx" / "node" / "generated" / "test_mm"
    write(test, {"model.mlir": MATMUL, "run_module_io_flags.txt": "--input=8x256xf32=@input_0.bin\n"
                 "--input=256x8xf32=@input_1.bin\n--expected_output=8x8xf32=@output_0.bin\n"})
    rng = np.random.default_rng(0)
    a, b = rng.random((8, 256)).astype(np.float32), rng.random((256, 8)).astype(np.float32)
    a.tofile(test / "input_0.bin")
    b.tofile(test / "input_1.bin")
    (a.astype(np.float64) @ b.astype(np.float64) + golden_off).astype(np.float32).tofile(test / "output_0.bin")
    return test


@pytest.mark.parametrize("golden_off, verdict, code, words", [
    # Both miss the golden (the candidate by more): the suite's run fails for each, as listed.
    (2e-3, "xfail", 0, "numerics-differ"),
    # The baseline meets the golden: the suite's own run of it passes, a strict XPASS there, not the expected failure.
    (0.0, "xfail-mismatch", 1, "the suite expects the baseline to fail to run"),
])
def test_numerics_against_the_golden_are_the_suites_run_failure(tmp_path, difftest, golden_off, verdict, code, words):
    test = _matmul_suite(tmp_path / "suite", golden_off)
    sc = _config(tmp_path, expected_run_failures=["onnx/node/generated/test_mm"])
    rc, report, _ = difftest(str(test), "--suite-config", sc, *[f"--candidate-flag={f}" for f in BF16])
    case = report["cases"][0]
    assert (case["verdict"], rc) == (verdict, code), case["reason"]
    assert words in case["reason"]
    gold = {c["side"]: c["golden_agrees"] for c in case["comparisons"] if c["against"] == "golden"}
    assert gold == {"baseline": golden_off == 0.0, "candidate": False}


def test_no_device_is_never_the_suites_expected_failure(tmp_path, difftest, monkeypatch):
    sc = _config(tmp_path, expected_run_failures=["onnx/node/generated/test_sub_wrong_golden"])
    monkeypatch.setenv("VK_ICD_FILENAMES", str(tmp_path / "no-such-icd.json"))
    rc, report, _ = difftest(str(WRONG_GOLDEN), "--suite-config", sc, "--target", "vulkan:llvmpipe")
    case = by_case(report)["generated/test_sub_wrong_golden"]
    assert case["verdict"] == "no-device" and rc == 2, case["reason"]


def test_a_lost_device_is_the_machines_failure_and_never_an_xfail():
    # As lavapipe said it under load (IREE 3.13): every later use of that device failed too.
    said = "DATA_LOSS; [vkSignalSemaphore] VK_ERROR_DEVICE_LOST; while invoking native function hal.fence.await"
    cause = environment.of_text(said)
    assert cause is not None and cause.startswith(environment.DEVICE_LOST)
    lost, ok = RunRecord(Stage.ENVIRONMENT, error_line=cause), RunRecord(Stage.OK)
    verdict, reason = stage_verdict("run", lost, ok)
    assert verdict is Verdict.COULD_NOT_JUDGE
    for rule in (Scoped("expected_run_failures of tiny", stage="run"), Scoped("it crashes")):
        r = CaseResult("c/a", "a.mlir", "vulkan", {}, verdict, reason)
        assert finalize(r, (), rule).verdict is Verdict.COULD_NOT_JUDGE


ONNX_313 = CASES / "suites" / "onnx_ops_313"
WRONG_IN_313 = ("test_det_2d", "test_qlinearmatmul_3D_int8_float32")


def test_the_suites_own_wrong_outputs_in_3_13_are_its_expected_run_failures(tmp_path, difftest):
    """The two onnx_ops tests IREE 3.13 gets wrong, as the suite ships them: the
    raw tools fail them (iree-run-module --expected_output exits non-zero),
    and listed in expected_run_failures they are xfail, exit 0."""
    from difftest.toolchains.base import installed

    compiler, runner = installed().iree_compile, Path(sys.executable).parent / "iree-run-module"
    cpu = ["--iree-hal-target-backends=llvm-cpu", "--iree-input-demote-f64-to-f32=false"]
    for name in WRONG_IN_313:
        test = ONNX_313 / "onnx" / "node" / "generated" / name
        vmfb = tmp_path / f"{name}.vmfb"
        subprocess.run([str(compiler), str(test / "model.mlir"), *cpu, "-o", str(vmfb)], check=True,
                       timeout=300, capture_output=True)
        flags = (test / "run_module_io_flags.txt").read_text().split()
        raw = subprocess.run([str(runner), f"--module={vmfb}", "--device=local-sync", *flags],
                             cwd=test, capture_output=True, text=True, timeout=300)
        assert raw.returncode != 0 and "[FAILED]" in raw.stdout, (name, raw.stdout[-500:], raw.stderr[-500:])
    sc = tmp_path / "sc.json"
    sc.write_text(json.dumps({"config_name": "cpu_llvm_sync", "iree_compile_flags": cpu,
                              "iree_run_module_flags": ["--device=local-sync"],
                              "expected_run_failures": [f"onnx/node/generated/{n}" for n in WRONG_IN_313]}))
    rc, report, _ = difftest(str(ONNX_313), "--suite-config", str(sc))
    got = {name.rsplit("/", 1)[-1]: c["verdict"] for name, c in by_case(report).items()}
    assert got == {n: "xfail" for n in WRONG_IN_313} and rc == 0, [c["reason"] for c in report["cases"]]
