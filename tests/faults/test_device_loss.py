"""A lost device is the machine's, never the case's (issue: a timed call on
lavapipe lost the device, and every later case on that worker failed as
both-run-fail). The loss is made by the runtime itself, on lavapipe, as
Vulkan reports it: lost_device/sitecustomize.py on the worker's PYTHONPATH."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..conftest import by_case, write
from ..test_vulkan import LLVMPIPE, _matmul

SHIM = Path(__file__).parent / "lost_device"


def _six(root: Path) -> Path:
    files = {f"mm{i}.mlir": _matmul(4 + i, 8, 4, "f32") for i in range(4)}
    files["add.mlir"] = ("func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {\n"
                         "  %r = arith.addf %a, %a : tensor<16xf32>\n  return %r : tensor<16xf32>\n}\n")
    files["mul.mlir"] = ("func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {\n"
                         "  %r = arith.mulf %a, %a : tensor<16xf32>\n  return %r : tensor<16xf32>\n}\n")
    return write(root, files)


def _losing(monkeypatch, marker: Path, after: int, always: bool = False) -> None:
    monkeypatch.setenv("PYTHONPATH", str(SHIM))
    monkeypatch.setenv("DIFFTEST_TEST_LOSE_DEVICE", str(marker))
    monkeypatch.setenv("DIFFTEST_TEST_LOSE_AFTER", str(after))
    if always:
        monkeypatch.setenv("DIFFTEST_TEST_LOSE_ALWAYS", "1")


PAIR = ("--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling", "-j", "1")


# slow: two uncached Vulkan runs of six cases (about 25 s); a device lost on both tries, never a verdict, is in the
# default tier
@pytest.mark.slow
def test_a_lost_device_is_opened_again_and_the_verdicts_are_those_of_a_run_without_it(lavapipe, difftest,
                                                                                        tmp_path, monkeypatch):
    corpus = _six(tmp_path / "c")
    rc, clean, _ = difftest(str(corpus), "--target", LLVMPIPE, *PAIR, "--no-cache")
    assert rc == 0, [(c["case"], c["verdict"], c["reason"]) for c in clean["cases"]]
    marker = tmp_path / "lost"
    _losing(monkeypatch, marker, after=5)
    rc, lost, text = difftest(str(corpus), "--target", LLVMPIPE, *PAIR, "--no-cache")
    assert marker.exists(), "the shim never lost the device: the test tested nothing"
    assert {c: r["verdict"] for c, r in by_case(lost).items()} == \
        {c: r["verdict"] for c, r in by_case(clean).items()}
    assert rc == 0
    runs = [(c["case"], n, v["run"]) for c in lost["cases"] for n, v in c["variants"].items() if v.get("run")]
    redone = [(case, n) for case, n, run in runs if run["device_lost"] and not run["skipped_because"]]
    assert len(redone) == 1, redone
    # A candidate byte-identical to its baseline was not run: the baseline's loss is not its.
    assert not [(case, n) for case, n, run in runs if run["skipped_because"] and run["device_lost"]]
    assert all(run["status"] == "ok" for _, _, run in runs)
    assert "device: lost 1 time and opened again; runs done again: " in text
    assert f"{redone[0][0]} ({redone[0][1]})" in text


def test_a_device_lost_on_both_tries_is_not_judged_and_never_an_xfail(lavapipe, difftest, tmp_path, monkeypatch):
    corpus = _six(tmp_path / "c")
    # Listed as expected to fail: a lost device must not stand for that failure.
    (corpus / "difftest.toml").write_text('[cases."mm0"]\nxfail = "the baseline fails to run"\n')
    _losing(monkeypatch, tmp_path / "lost", after=1, always=True)
    rc, report, text = difftest(str(corpus / "mm0.mlir"), "--target", LLVMPIPE, *PAIR, "--no-cache")
    case = report["cases"][0]
    assert case["verdict"] == "could-not-judge", case["reason"]
    assert "the device was lost on both tries" in case["reason"]
    assert rc == 2
    assert len(case["variants"]["baseline"]["run"]["device_lost"]) == 2
    assert "lost twice: not judged" in text
