"""Numeric comparison: pure functions, checked on hand-made arrays."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from difftest.core.figures import ExpectationSyntaxError, check_expectation
from difftest.run.judge.numerics import arbitrate, compare_arrays, default_tolerance


def test_identical_arrays():
    a = np.linspace(-1, 1, 100, dtype=np.float32)
    c = compare_arrays(0, "candidate", "baseline", a, a.copy())
    assert c.identical and c.within_tolerance and c.max_abs_error == 0 and c.max_ulp == 0 and c.cosine == 1.0


def test_one_ulp_off_is_within_f32_tolerance_and_counted():
    e = np.full(8, 1.0, dtype=np.float32)
    a = e.copy()
    a[3] = np.nextafter(np.float32(1.0), np.float32(2.0))
    c = compare_arrays(0, "candidate", "baseline", a, e)
    assert not c.identical and c.within_tolerance and c.max_ulp == 1
    assert c.max_abs_error == pytest.approx(float(np.finfo(np.float32).eps))


def test_mismatch_figures():
    e = np.zeros((4, 4), dtype=np.float32)
    a = e.copy()
    a[1, 2] = 0.5
    a[3, 0] = -0.25
    c = compare_arrays(0, "candidate", "baseline", a, e)
    assert c.mismatch_count == 2 and c.mismatch_fraction == 2 / 16
    assert c.first_mismatches == [[1, 2], [3, 0]]
    assert c.max_abs_error == 0.5
    assert c.rmse == pytest.approx(np.sqrt((0.25 + 0.0625) / 16))


def test_nan_masks_must_match_exactly_and_nan_never_passes():
    e = np.array([1.0, np.nan, np.inf, -np.inf], dtype=np.float32)
    same = compare_arrays(0, "candidate", "baseline", e.copy(), e)
    assert same.within_tolerance and same.nonfinite_match
    moved = np.array([np.nan, 1.0, np.inf, -np.inf], dtype=np.float32)
    c = compare_arrays(0, "candidate", "baseline", moved, e)
    assert not c.nonfinite_match and not c.within_tolerance and c.mismatch_count == 2
    sign = np.array([1.0, np.nan, -np.inf, -np.inf], dtype=np.float32)
    assert not compare_arrays(0, "candidate", "baseline", sign, e).nonfinite_match


def test_bf16_ulp_uses_bit_views():
    e = np.array([1.0, 2.0, -3.0], dtype=ml_dtypes.bfloat16)
    bits = e.view(np.uint16).copy()
    bits[0] += 2
    bits[2] += 1  # away from zero for a negative number
    c = compare_arrays(0, "candidate", "baseline", bits.view(ml_dtypes.bfloat16), e)
    assert c.max_ulp == 2 and c.dtype == "bfloat16"
    # 2 bf16 ULPs at 1.0 is 2**-6 = 0.0156 < rtol 1.6e-2
    assert c.within_tolerance


def test_ulp_across_zero():
    a = np.array([np.float32(-0.0)], dtype=np.float32)
    b = np.array([np.nextafter(np.float32(0), np.float32(1))], dtype=np.float32)
    assert compare_arrays(0, "candidate", "baseline", a, b).max_ulp == 1


def test_integers_compare_exactly():
    e = np.arange(10, dtype=np.int64)
    a = e.copy()
    a[7] = 8
    c = compare_arrays(0, "candidate", "baseline", a, e)
    assert c.mismatch_count == 1 and c.first_mismatches == [[7]] and not c.within_tolerance


def test_shape_and_dtype_mismatch():
    assert not compare_arrays(0, "candidate", "baseline", np.zeros(3), np.zeros(4)).shape_match
    c = compare_arrays(0, "candidate", "baseline", np.zeros(3, np.float32), np.zeros(3, np.float16))
    assert not c.dtype_match and not c.within_tolerance


def test_float64_golden_is_not_a_dtype_mismatch():
    g = np.linspace(0, 1, 10)
    c = compare_arrays(0, "candidate", "golden", g.astype(np.float32), g)
    assert c.dtype_match and c.within_tolerance


def test_torch_default_tolerances():
    assert default_tolerance(np.float32) == (1.3e-6, 1e-5)
    assert default_tolerance(np.float16) == (1e-3, 1e-5)
    assert default_tolerance(ml_dtypes.bfloat16) == (1.6e-2, 1e-5)
    assert default_tolerance(np.int32) == (0.0, 0.0)


def test_arbitration_forgives_error_the_baseline_shares():
    rng = np.random.default_rng(0)
    ref = rng.normal(size=2000)
    base = (ref + rng.normal(scale=1e-3, size=2000)).astype(np.float32)
    cand = (ref + rng.normal(scale=1.5e-3, size=2000)).astype(np.float32)
    assert arbitrate(0, "golden", cand, base, ref, 1.3e-6, 1e-5).passed
    worse = (ref + rng.normal(scale=1e-2, size=2000)).astype(np.float32)
    a = arbitrate(0, "golden", worse, base, ref, 1.3e-6, 1e-5)
    assert not a.passed and a.multiplier == 2.0


def test_expectations():
    figs = {"baseline": {"dispatch-count": 5}, "candidate": {"dispatch-count": 4}}
    assert check_expectation("dispatch-count < baseline", figs).passed
    assert check_expectation("candidate.dispatch-count == 4", figs).passed
    assert check_expectation("baseline.dispatch-count == 5", figs).passed
    r = check_expectation("dispatch-count >= baseline", figs)
    assert not r.passed and "candidate.dispatch-count=4" in r.detail
    assert not check_expectation("transient-memory-size <= baseline", figs).passed  # figure missing
    with pytest.raises(ExpectationSyntaxError):
        check_expectation("fewer dispatches please", figs)


def test_logits_metrics():
    from difftest.run.judge.numerics import add_logits_metrics

    rng = np.random.default_rng(0)
    e = rng.normal(size=(2, 8, 50)).astype(np.float32)
    same = add_logits_metrics(compare_arrays(0, "candidate", "golden", e, e.astype(np.float64)), e, e)
    assert same.kl_mean == pytest.approx(0, abs=1e-12) and same.top1_agreement == 1.0
    a = e.copy()
    a[0, 3] = -a[0, 3]  # one position's distribution turned upside down
    c = add_logits_metrics(compare_arrays(0, "candidate", "baseline", a, e), a, e)
    assert c.kl_max > 1.0 and c.kl_mean == pytest.approx(c.kl_max / 16, rel=1e-6)
    assert c.top1_agreement == 15 / 16
    assert c.kl_p99 <= c.kl_max


@pytest.mark.parametrize("n", [1, 2, 3, 16, 17, 101, 4097])
def test_the_percentile_is_numpys_to_the_last_bit(n):
    from difftest.run.judge.numerics import percentile

    rng = np.random.default_rng(n)
    for x in (rng.random(n), rng.standard_normal(n) * 1e-7, np.round(rng.random(n), 1)):  # the last with ties
        for q in (0, 1, 50, 99, 99.9, 100):
            assert percentile(x, q) == float(np.percentile(x, q)), (n, q)
    with_nan = np.append(rng.random(n), np.nan)  # a KL row whose logits overflowed
    assert np.isnan(percentile(with_nan, 99)) and np.isnan(np.percentile(with_nan, 99))


def test_a_sums_rounding_bound_excuses_reordering_not_a_wrong_result():
    import ml_dtypes

    from difftest.corpus.accumulation import Accumulation
    from difftest.corpus.accumulation import SumBound
    from difftest.run.judge.numerics import compare_arrays

    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (4, 97)).astype(ml_dtypes.bfloat16)
    b = rng.uniform(-1, 1, (97, 8)).astype(ml_dtypes.bfloat16)
    exact = a.astype(np.float64) @ b.astype(np.float64)
    acc = Accumulation(0, "linalg.matmul", 97, "bf16", (0, 1), ((4, 97), (97, 8)), "ac,cb->ab")
    bound = SumBound(acc, np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))
    # Summed in another order: a small spread the dtype's rtol alone may not cover.
    reordered = (exact * (1 + 0.02 * rng.standard_normal(exact.shape))).astype(ml_dtypes.bfloat16)
    ok = compare_arrays(0, "candidate", "baseline", reordered, exact.astype(ml_dtypes.bfloat16), bound=bound)
    assert ok.within_tolerance and "97 products summed in bf16" in ok.accumulation
    # A result that is not a rounding of it: zeros, a sign flip. The bound never excuses those.
    for wrong in (np.zeros_like(exact), -exact):
        bad = compare_arrays(0, "candidate", "baseline", wrong.astype(ml_dtypes.bfloat16),
                             exact.astype(ml_dtypes.bfloat16), bound=bound)
        assert not bad.within_tolerance and bad.bound_elements == 0 and "not applied" in bad.accumulation
    # Past K·u = 0.5 the bound bounds nothing: no allowance at all.
    long = SumBound(Accumulation(0, "linalg.matmul", 512, "bf16"), None)
    assert long.allowance(exact, exact)[0] is None
