"""Holes in the numeric gate: non-finite values, localized errors, honest
messages, reassociation, fp8 resolution, and JSON that stays JSON."""
from __future__ import annotations

import json

import ml_dtypes
import numpy as np
import pytest

from difftest.core.results import (CaseResult, OutputComparison, Verdict, case_from_dict, case_to_dict, dumps)
from difftest.corpus.inputs import load_arrays
from difftest.run.judge.numerics import arbitrate, compare_arrays, default_tolerance

from ..conftest import REPO
from ..conftest import write


def _f16_truth(shape=(128, 4096), seed=0):
    rng = np.random.default_rng(seed)
    truth = rng.normal(size=shape)
    return truth, truth.astype(np.float16)  # the baseline: the truth, rounded once


def test_inf_in_the_candidate_is_a_regression_whatever_the_averages_say():
    rng = np.random.default_rng(1)
    truth = rng.normal(size=4000)
    base = truth.astype(np.float32)
    cand = base.copy()
    cand[17] = np.inf
    a = arbitrate(0, "golden", cand, base, truth, *default_tolerance(np.float32))
    assert not a.passed and a.new_nonfinite == 1
    assert "non-finite value(s) where the golden is finite" in a.rule and "[17]" in a.rule
    # The plain comparison counts it too.
    c = compare_arrays(0, "candidate", "baseline", cand, base)
    assert not c.nonfinite_match and c.nonfinite_mismatches == 1


def test_a_candidate_that_fixes_a_baseline_nan_is_a_fix_not_a_regression():
    rng = np.random.default_rng(2)
    truth = rng.normal(size=4000)
    cand = truth.astype(np.float32)
    base = cand.copy()
    base[[5, 9]] = np.nan
    a = arbitrate(0, "golden", cand, base, truth, *default_tolerance(np.float32))
    assert a.passed and a.fixed_nonfinite == 2 and a.new_nonfinite == 0
    assert "fixes 2 non-finite value(s)" in a.rule
    # A "fix" that disagrees with the arbiter is no fix.
    wrong = cand.copy()
    wrong[5] = 1e3
    bad = arbitrate(0, "golden", wrong, base, truth, *default_tolerance(np.float32))
    assert not bad.passed and "disagrees with the golden" in bad.rule


def test_a_single_bad_element_cannot_hide_behind_rmse():
    truth, base = _f16_truth()
    cand = base.copy()
    cand[64, 2048] = np.float16(float(cand[64, 2048]) + 0.4)
    a = arbitrate(0, "golden", cand, base, truth, *default_tolerance(np.float16))
    assert not a.passed
    assert a.rule.startswith("max abs error vs the golden") and "[64, 2048]" in a.rule
    # Its numbers are the real ones, and the rule is stated as applied (3x for f16).
    assert a.multiplier == 3.0 and f"{a.candidate_max_abs:.3g}" in a.rule and f"{a.baseline_max_abs:.3g}" in a.rule
    assert a.candidate_rmse <= a.multiplier * a.baseline_rmse + a.allowance  # RMSE alone would have passed


def test_a_bad_row_cannot_hide_behind_rmse():
    truth, base = _f16_truth()
    rtol, atol = default_tolerance(np.float16)
    cand = base.copy()
    cand[7] = (truth[7] * (1 + 7 * rtol)).astype(np.float16)
    a = arbitrate(0, "golden", cand, base, truth, rtol, atol)
    assert not a.passed and "max abs error" in a.rule
    assert a.candidate_rmse <= a.multiplier * a.baseline_rmse + a.allowance


def test_the_passing_message_states_each_rule_with_its_numbers():
    truth, base = _f16_truth((64, 64))
    cand = (truth * (1 + 2e-4)).astype(np.float16)  # rounds differently, stays within tolerance
    a = arbitrate(0, "golden", cand, base, truth, *default_tolerance(np.float16))
    assert a.passed
    assert "rmse" in a.rule and "max abs error" in a.rule and "elements out of tolerance" in a.rule
    assert "<= 3 x baseline's" in a.rule
    assert "no further from" not in a.rule  # the old message claimed more than the rule checks


def test_fp8_tolerance_is_the_format_resolution():
    for name in ("float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz"):
        dt = np.dtype(getattr(ml_dtypes, name))
        zero = np.zeros(16, dt)
        one_ulp = zero.copy()
        one_ulp[3] = np.array(ml_dtypes.finfo(dt).smallest_subnormal, dt)  # one ULP away from zero
        c = compare_arrays(0, "candidate", "baseline", one_ulp, zero)
        assert c.within_tolerance and c.max_ulp == 1, name
        rtol, atol = default_tolerance(dt)
        assert rtol == float(ml_dtypes.finfo(dt).eps) and atol >= float(ml_dtypes.finfo(dt).smallest_subnormal)


def test_infinite_figures_stay_valid_json_and_round_trip():
    r = CaseResult("c/x", "/x.mlir", "llvm-cpu", {}, Verdict.NUMERICS_DIFFER, "r")
    r.comparisons.append(OutputComparison(0, "candidate", "golden", "float32", [2], 0.0, 0.0,
                                          rel_l2=float("inf"), max_abs_error=float("-inf")))
    text = dumps(case_to_dict(r))

    def refuse(name):
        raise AssertionError(f"not JSON: {name}")

    data = json.loads(text, parse_constant=refuse)
    comp = data["comparisons"][0]
    assert comp["rel_l2"] is None and comp["nonfinite_figures"] == {"rel_l2": "inf", "max_abs_error": "-inf"}
    back = case_from_dict(data)
    assert back.comparisons[0].rel_l2 == float("inf") and back.comparisons[0].max_abs_error == float("-inf")


MATMUL_K4096 = """func.func @main(%a: tensor<32x4096xf32>, %b: tensor<4096x32xf32>) -> tensor<32x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x4096xf32>, tensor<4096x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
"""
# The generic CPU takes narrower vectors than this machine's host CPU, so its
# K=4096 reduction sums in another order: legitimate reassociation.
REASSOCIATE = ["--candidate-flag=--iree-dispatch-creation-data-tiling", "--candidate-flag=--iree-llvmcpu-target-cpu=generic"]


def test_reassociation_is_arbitrated_on_demand_by_a_more_precise_reference(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL_K4096})
    rc, strict, _ = difftest(str(corpus), "--no-arbiter", *REASSOCIATE)
    case = strict["cases"][0]
    if case["verdict"] == "identical":
        pytest.skip("this host CPU sums like the generic one; no reassociation to arbitrate")
    assert rc == 1 and case["verdict"] == "numerics-differ" and "--no-arbiter" in case["reason"]
    rc, report, _ = difftest(str(corpus), *REASSOCIATE)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "within-tolerance", case["reason"]
    assert case["arbiter"] == "reference rewritten to f64"
    assert "passes arbitration against the reference rewritten to f64" in case["reason"]
    ref = case["variants"]["reference"]
    assert "--iree-input-demote-f64-to-f32=false" in ref["flags"] and ref["run"]["output_dtypes"] == ["float64"]
    # The f64 reference is the truth to within f64 rounding: check it here.
    out_dir = ref["run"]["outputs_path"].rsplit("/reference/", 1)[0]
    a, b = load_arrays(out_dir + "/inputs.npz")
    (r,) = load_arrays(ref["run"]["outputs_path"])
    np.testing.assert_allclose(r, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-12, atol=1e-12)


MATMUL_F16 = MATMUL_K4096.replace("4096", "512").replace("f32", "f16")


def test_f16_programs_are_arbitrated_by_a_reference_promoted_to_f32(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"mm16.mlir": MATMUL_F16})
    rc, report, _ = difftest(str(corpus), "--reference")
    case = report["cases"][0]
    assert case["arbiter"] == "reference promoted to f32 (f16)"
    out_dir = case["variants"]["reference"]["run"]["outputs_path"].rsplit("/reference/", 1)[0]
    a, b = load_arrays(out_dir + "/inputs.npz")
    truth = a.astype(np.float64) @ b.astype(np.float64)
    (ref,) = load_arrays(case["variants"]["reference"]["run"]["outputs_path"])
    (base,) = load_arrays(case["variants"]["baseline"]["run"]["outputs_path"])
    assert ref.dtype == np.float32 and base.dtype == np.float16
    assert np.abs(ref - truth).max() < 1e-4 < 1e-3 < np.abs(base.astype(np.float64) - truth).max()


def test_torch_f16_ir_falls_back_to_the_same_precision_reference_and_says_why(difftest):
    case_path = REPO / "corpora" / "patterns" / "torch_promote" / "torch_linear_f16.mlir"
    rc, report, _ = difftest(str(case_path), "--reference", "--candidate-flag=--iree-dispatch-creation-data-tiling",
                             "--baseline-flag=--iree-dispatch-creation-data-tiling")
    case = report["cases"][0]
    assert case["arbiter"].startswith("reference at the same precision")
    finding = next(f for f in case["findings"] if f.startswith("arbiter:"))
    assert "element type mismatch; expected f16" in finding and "byte length 512 less than expected minimum 1024" in finding
    # And the corpus keeps the IREE behaviour as an expected failure.
    rc, report, _ = difftest(str(case_path))
    assert report["cases"][0]["verdict"] == "xfail" and "byte length" in report["cases"][0]["reason"]
