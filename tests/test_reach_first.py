"""Reach first (issue 35): a pair is compiled from the shared prefix to the
phase after which its differing flags no longer act, and where the two IRs
there are equal the candidate's module is the baseline's, not compiled on.
Where they differ, or the flags act later, both are compiled in full."""
from __future__ import annotations

from difftest.run.compile.modules import screen_phase

from .conftest import CASES, write

SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
DT = "--iree-dispatch-creation-data-tiling"
# No matmul and no producer with two users: the seed flag has nothing to act on.
ADD = """func.func @main(%a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %r = arith.addf %a, %b : tensor<16xf32>
  return %r : tensor<16xf32>
}
"""


def test_the_phase_is_where_the_differing_flags_have_all_acted():
    assert screen_phase([DT], [DT, SEED]) == ("dispatch-creation", "")
    assert screen_phase([DT], [DT, SEED, "--iree-stream-resource-max-allocation-size=1024"])[0] == "stream"
    phase, why = screen_phase([DT], [DT, "--iree-llvmcpu-target-cpu=znver4"])
    assert phase is None and "--iree-llvmcpu-target-cpu=znver4 acts after stream" in why
    assert screen_phase([DT], [DT])[0] is None


def _candidate(report: dict) -> dict:
    return report["cases"][0]["variants"]["candidate"]


def test_a_candidate_the_flag_does_not_reach_is_the_baselines_module_and_judged_as_a_full_compile(difftest,
                                                                                                 tmp_path):
    corpus = write(tmp_path / "c", {"add.mlir": ADD})
    rc, screened, text = difftest(str(corpus), "--no-cache")
    rc_full, full, _ = difftest(str(corpus), "--no-cache", "--no-shared-prefix")
    assert rc == rc_full == 0
    cand, full_cand = _candidate(screened)["compile"], _candidate(full)["compile"]
    assert cand["screened_at"] == "dispatch-creation" and full_cand["screened_at"] is None
    # The module it stands for is the one a compile of its own gives, byte for byte.
    assert cand["vmfb_sha256"] == full_cand["vmfb_sha256"] == screened["cases"][0]["variants"]["baseline"][
        "compile"]["vmfb_sha256"]
    for key in ("verdict", "structure", "reach"):
        assert (screened["cases"][0][key] == full["cases"][0][key]) == (key != "reach"), key
    assert screened["cases"][0]["reach"]["detail"] == "the same IR after dispatch creation: not compiled past it"
    assert any("not compiled past dispatch creation" in n for n in cand["notes"])
    assert "1 not compiled past dispatch creation (the same IR as the baseline's there)" in text


def test_a_candidate_the_flag_reaches_is_compiled_in_full_from_the_prefix(difftest):
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--no-cache")
    rc_full, full, _ = difftest(str(CASES / "seed_diamond.mlir"), "--no-cache", "--no-shared-prefix")
    cand = _candidate(report)["compile"]
    assert rc == rc_full == 0 and cand["screened_at"] is None and cand["prefix"] == "global-optimization"
    assert cand["vmfb_sha256"] == _candidate(full)["compile"]["vmfb_sha256"]
    assert report["cases"][0]["structure"]["dispatch-count"] == {"baseline": 5, "candidate": 4, "delta": -1}


def test_a_pair_whose_flags_act_late_is_compiled_in_full_and_the_run_says_why(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"add.mlir": ADD})
    rc, report, text = difftest(str(corpus), "--baseline-flag=", "--candidate-flag=--iree-vm-bytecode-module-strip-debug-ops")
    assert rc == 0 and _candidate(report)["compile"]["screened_at"] is None
    assert _candidate(report)["compile"]["status"] == "ok"
    assert "the pair's modules are compiled in full: --iree-vm-bytecode-module-strip-debug-ops acts after stream" in text
