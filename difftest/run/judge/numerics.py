"""Numeric comparison of outputs: figures, tolerances and arbitration.

Pure functions over numpy arrays and records; see GUIDE.md §3 for the design
(torch's tolerance table, exact non-finite masks, dynamo-style arbitration
against a reference, figures rather than a bare verdict).
"""
from __future__ import annotations

import math

import numpy as np

from ...core.dtypes import bits_view, is_float
from ...core.results import ERROR_DECADES, Arbitration, OutputComparison
from ...corpus.accumulation import SumBound

# torch.testing.assert_close defaults. Others compare exactly; fp8 below.
_TOLERANCES = {
    "float64": (1e-7, 1e-7),
    "float32": (1.3e-6, 1e-5),
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
}
FIRST_MISMATCHES = 5
# A sum's rounding bound (corpus.accumulation.SumBound) holds only for a result that still
# points the way the expected one does (cosine at least this, dynamo's).
BOUND_COSINE = 0.99


def default_tolerance(dtype: np.dtype) -> tuple[float, float]:
    """(rtol, atol). fp8 takes both from the format: rtol its epsilon, atol
    one ULP at the smallest normal (the spacing of its subnormals), so a
    one-ULP step away from zero is within tolerance."""
    dtype = np.dtype(dtype)
    if dtype.name.startswith("float8"):
        import ml_dtypes

        info = ml_dtypes.finfo(dtype)
        return float(info.eps), float(info.smallest_subnormal)
    return _TOLERANCES.get(dtype.name, (0.0, 0.0))


def _ordered(bits: np.ndarray, width: int) -> np.ndarray:
    """Map sign-magnitude float bits to integers whose difference is the ULP distance."""
    b = bits.astype(np.int64)
    sign = np.int64(1) << (width - 1)
    return np.where(b & sign, -(b & (sign - 1)), b)


def max_ulp(actual: np.ndarray, expected: np.ndarray, mask: np.ndarray) -> int | None:
    # int64 arithmetic on ordered bits covers every float up to 32 bits wide.
    if actual.dtype != expected.dtype or not is_float(actual.dtype) or actual.dtype.itemsize > 4:
        return None
    if not mask.any():
        return 0
    width = actual.dtype.itemsize * 8
    a = _ordered(bits_view(actual)[mask], width)
    e = _ordered(bits_view(expected)[mask], width)
    return int(np.max(np.abs(a - e)))


def compare_arrays(index: int, side: str, against: str, actual: np.ndarray, expected: np.ndarray,
                   rtol: float | None = None, atol: float | None = None,
                   bound: SumBound | None = None) -> OutputComparison:
    d_rtol, d_atol = default_tolerance(actual.dtype)
    rtol = d_rtol if rtol is None else rtol
    atol = d_atol if atol is None else atol
    c = OutputComparison(index=index, side=side, against=against, dtype=actual.dtype.name,
                         shape=list(actual.shape), rtol=rtol, atol=atol)
    if actual.shape != expected.shape:
        c.shape_match = False
        c.note = f"shape {list(actual.shape)} vs {list(expected.shape)}"
        c.mismatch_count, c.mismatch_fraction = int(actual.size), 1.0
        return c
    # An arbiter (a float64 golden, a promoted reference) legitimately
    # differs in dtype from the output it judges.
    c.dtype_match = actual.dtype == expected.dtype or against in ("golden", "reference")
    if not c.dtype_match:
        c.note = f"dtype {actual.dtype} vs {expected.dtype}"
    if actual.dtype == expected.dtype:
        c.identical = bool(np.array_equal(bits_view(actual) if actual.dtype != np.bool_ else actual,
                                          bits_view(expected) if expected.dtype != np.bool_ else expected))
    if not (is_float(actual.dtype) or is_float(expected.dtype)):
        return _exact_figures(c, actual, expected)
    allowance = None
    if bound is not None:
        allowance, c.accumulation = bound.allowance(actual, expected)
    return _float_figures(c, actual, expected, allowance)


def _exact_figures(c: OutputComparison, actual: np.ndarray, expected: np.ndarray) -> OutputComparison:
    n = int(actual.size)
    mism = actual != expected
    c.mismatch_count = int(mism.sum())
    c.mismatch_fraction = c.mismatch_count / n if n else 0.0
    c.first_mismatches = np.argwhere(mism)[:FIRST_MISMATCHES].tolist()
    diff = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
    c.max_abs_error = float(diff.max()) if n else 0.0
    return c


def _float_figures(c: OutputComparison, actual: np.ndarray, expected: np.ndarray,
                   allowance: np.ndarray | float | None = None) -> OutputComparison:
    n, rtol, atol = int(actual.size), c.rtol, c.atol
    a = actual.astype(np.float64)
    e = expected.astype(np.float64)
    nonfinite_bad = (np.isnan(a) != np.isnan(e)) | (np.isposinf(a) != np.isposinf(e)) | \
                    (np.isneginf(a) != np.isneginf(e))
    c.nonfinite_mismatches = int(nonfinite_bad.sum())
    c.nonfinite_match = not c.nonfinite_mismatches
    finite = np.isfinite(a) & np.isfinite(e)
    with np.errstate(invalid="ignore", over="ignore"):
        diff = np.where(finite, np.abs(a - e), 0.0)
    _norm_figures(c, a, e, diff, finite)
    # Written as not(err <= tol) so a NaN error can never pass.
    over = finite & ~(diff <= atol + rtol * np.abs(e))
    if allowance is not None and over.any():
        if c.cosine is not None and c.cosine >= BOUND_COSINE:
            # A sum's own rounding, beyond the dtype's tolerance: within tolerance, and counted.
            within = over & (diff <= allowance)
            c.bound_elements = int(within.sum())
            over = over & ~within
        else:
            # Rounding moves elements, it does not turn a result around (zeros, a sign flip).
            c.accumulation = f"{c.accumulation}; not applied: cosine {_g(c.cosine)} < {BOUND_COSINE}"
    mism = over | nonfinite_bad
    c.mismatch_count = int(mism.sum())
    c.mismatch_fraction = c.mismatch_count / n if n else 0.0
    c.first_mismatches = np.argwhere(mism)[:FIRST_MISMATCHES].tolist()
    if c.mismatch_count:
        c.error_histogram = error_histogram(diff[finite])
        c.mismatch_map = mismatch_map(mism)
    c.max_ulp = max_ulp(actual, expected, finite)
    return c


def _norm_figures(c: OutputComparison, a: np.ndarray, e: np.ndarray, diff: np.ndarray, finite: np.ndarray) -> None:
    if not finite.any():
        c.max_abs_error = c.max_rel_error = c.rmse = c.rel_l2 = 0.0
        return
    d = diff[finite]
    floor = max(c.atol, np.finfo(np.float32).tiny)
    c.max_abs_error = float(d.max())
    c.max_rel_error = float((d / np.maximum(np.abs(e[finite]), floor)).max())
    c.rmse = float(np.sqrt(np.mean(d * d)))
    fa, fe = a[finite], e[finite]
    norm_e, norm_a = float(np.linalg.norm(fe)), float(np.linalg.norm(fa))
    c.rel_l2 = float(np.linalg.norm(fa - fe)) / norm_e if norm_e else (0.0 if norm_a == 0 else float("inf"))
    c.cosine = float(np.dot(fa, fe) / (norm_a * norm_e)) if norm_a and norm_e else (1.0 if norm_a == norm_e else 0.0)


# iree-run-module's --expected_*_threshold defaults (absolute) and its --expected_rtol: the check an
# iree-test-suites expected output is held to.
_RUN_MODULE_ATOL = {"float16": 1e-3, "float32": 1e-4, "float64": 1e-4, "bfloat16": 1e-2}
_RUN_MODULE_RTOL = 1e-5


def golden_tolerance(dtype: np.dtype) -> tuple[float, float]:
    name = np.dtype(dtype).name
    if name in _RUN_MODULE_ATOL:
        return _RUN_MODULE_RTOL, _RUN_MODULE_ATOL[name]
    return default_tolerance(dtype)


def golden_check(actual: np.ndarray, golden: np.ndarray, rtol: float | None = None, atol: float | None = None,
                 rel_l2_limit: float | None = None) -> tuple[bool, str]:
    """Does one output agree with its golden? (the check the golden's suite
    would make, or the `baseline-wrong` test).

    Integers compare exactly. A golden more precise than the output (a
    float64 torch reference for an f16 program) is judged norm-wise: an f16
    program legitimately differs per element from the fp64 truth, so only
    a relative L2 error above `rel_l2_limit` (1e-2 for 16-bit and narrower
    floats, 1e-4 for f32) means wrong. Otherwise per element, with the
    given tolerances or iree-run-module's defaults. Non-finite values must
    match exactly either way."""
    if actual.shape != golden.shape:
        return False, f"shape {list(actual.shape)} vs the golden's {list(golden.shape)}"
    if not (is_float(actual.dtype) or is_float(golden.dtype)):
        off = int((actual.astype(np.int64) != golden.astype(np.int64)).sum())
        return off == 0, f"{off} of {actual.size} element(s) differ" if off else "exact"
    a, g = actual.astype(np.float64), golden.astype(np.float64)
    nonfinite = int((~_same_nonfinite(a, g) & ~(np.isfinite(a) & np.isfinite(g))).sum())
    if nonfinite:
        return False, f"{nonfinite} non-finite value(s) where the golden differs"
    finite = np.isfinite(a) & np.isfinite(g)
    precise = is_float(golden.dtype) and np.dtype(golden.dtype).itemsize > np.dtype(actual.dtype).itemsize
    if precise and rtol is None and atol is None:
        limit = rel_l2_limit if rel_l2_limit is not None else (1e-2 if actual.dtype.itemsize <= 2 else 1e-4)
        norm = float(np.linalg.norm(g[finite]))
        err = float(np.linalg.norm(a[finite] - g[finite]))
        rel = err / norm if norm else (0.0 if err == 0 else float("inf"))
        return not (rel > limit), f"rel L2 {rel:.3g} {'<=' if not rel > limit else '>'} {limit:g} (norm-wise: " \
                                  f"the golden is more precise than the output)"
    d_rtol, d_atol = golden_tolerance(actual.dtype)
    rtol = d_rtol if rtol is None else rtol
    atol = d_atol if atol is None else atol
    off = int((finite & _out_of_tol(a, g, rtol, atol)).sum())
    if off:
        k = int(np.argmax(np.where(finite, np.abs(a - g), -1.0)))
        return False, (f"{off} of {a.size} element(s) outside |a-g| <= {atol:g} + {rtol:g}|g|, worst "
                       f"{float(np.abs(a - g).flat[k]):.3g} at {[int(x) for x in np.unravel_index(k, a.shape)]}")
    return True, f"within {atol:g} + {rtol:g}|g|"


MAP_CELLS = 32


def error_histogram(diff: np.ndarray) -> list[int]:
    """Counts of absolute errors per decade (results.ERROR_DECADES)."""
    edges = np.array((0.0, *ERROR_DECADES, np.inf))
    counts, _ = np.histogram(diff, bins=edges)
    return [int(x) for x in counts]


def mismatch_map(mism: np.ndarray) -> list[list[float]]:
    """Where the mismatches are: the output as 2-D (leading dims x last
    dim), pooled to at most MAP_CELLS x MAP_CELLS cells, each the fraction of
    its elements out of tolerance."""
    m = mism.reshape(-1, mism.shape[-1]) if mism.ndim >= 2 else mism.reshape(1, -1)
    rows, cols = m.shape
    r_edges = np.linspace(0, rows, min(rows, MAP_CELLS) + 1).astype(int)
    c_edges = np.linspace(0, cols, min(cols, MAP_CELLS) + 1).astype(int)
    sums = np.add.reduceat(np.add.reduceat(m.astype(np.float64), r_edges[:-1], axis=0), c_edges[:-1], axis=1)
    sizes = np.outer(np.diff(r_edges), np.diff(c_edges))
    return np.round(sums / sizes, 3).tolist()


def _log_softmax(x: np.ndarray) -> np.ndarray:
    x = x - x.max(axis=-1, keepdims=True)
    return x - np.log(np.exp(x).sum(axis=-1, keepdims=True))


def percentile(x: np.ndarray, q: float) -> float:
    """np.percentile(x, q) of float64 values by its default (linear) method,
    to the last bit, NaN for an array holding one: numpy's own imports
    numpy.ma on its first call, 15 ms of a warm run."""
    a = np.sort(np.asarray(x, dtype=np.float64).ravel())
    if np.isnan(a[-1]):  # sorted last
        return float("nan")
    h = (a.size - 1) * (q / 100.0)
    lo = int(np.floor(h))
    hi = min(lo + 1, a.size - 1)
    t, low, high = h - lo, a[lo], a[hi]
    # numpy's _lerp: from the nearer end, so that t = 1 gives `high` exactly.
    return float(high - (high - low) * (1.0 - t) if t >= 0.5 else low + (high - low) * t)


def add_logits_metrics(c: OutputComparison, actual: np.ndarray, expected: np.ndarray) -> OutputComparison:
    """KL divergence and top-1 agreement over the last axis, per position.

    Positions with a non-finite logit are left out of the figures; the
    non-finite mask comparison already reports them."""
    if actual.shape != expected.shape or actual.ndim == 0:
        return c
    a = actual.astype(np.float64).reshape(-1, actual.shape[-1])
    e = expected.astype(np.float64).reshape(-1, expected.shape[-1])
    ok = np.isfinite(a).all(axis=1) & np.isfinite(e).all(axis=1)
    if not ok.any():
        return c
    a, e = a[ok], e[ok]
    la, le = _log_softmax(a), _log_softmax(e)
    kl = np.sum(np.exp(le) * (le - la), axis=-1)
    c.kl_mean, c.kl_p99, c.kl_max = float(kl.mean()), percentile(kl, 99), float(kl.max())
    c.top1_agreement = float(np.mean(a.argmax(axis=-1) == e.argmax(axis=-1)))
    return c


def _same_nonfinite(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Both NaN, or the same infinity."""
    return (np.isnan(x) & np.isnan(y)) | (np.isinf(x) & (x == y))


def _out_of_tol(x: np.ndarray, r: np.ndarray, rtol: float, atol: float) -> np.ndarray:
    with np.errstate(invalid="ignore", over="ignore"):
        return ~(np.abs(x - r) <= atol + rtol * np.abs(r))


def multiplier(dtype: np.dtype, size: int) -> float:
    """dynamo's same(): 3 for fp16/bf16 (and fp8) and for tensors under 1000 elements, else 2."""
    name = np.dtype(dtype).name
    return 3.0 if size < 1000 or name in ("float16", "bfloat16") or name.startswith("float8") else 2.0


def arbitrate(index: int, against: str, candidate: np.ndarray, baseline: np.ndarray, reference: np.ndarray,
              rtol: float, atol: float) -> Arbitration:
    """Judge a candidate that differs from the baseline against an arbiter.

    Non-finite values first, exactly: a candidate that is non-finite where
    the arbiter is finite (and the baseline is not the same) fails, always;
    one that is finite where the baseline was not counts as a fix when it
    agrees with the arbiter there, and fails when it does not.

    Then dynamo's same() on the positions all three have finite, held to
    three figures so neither a single bad element nor a bad row can hide
    behind a good average: RMSE, the worst element, and the count of
    elements out of tolerance. For each, candidate <= m x baseline + allowance.
    """
    m = multiplier(candidate.dtype, candidate.size)
    allowance = max(rtol, atol) / 10.0
    a = Arbitration(against=against, index=index, multiplier=m, passed=False, rule="", allowance=allowance,
                    abs_allowance=allowance)
    if not (candidate.shape == baseline.shape == reference.shape):
        a.rule = (f"the {against}'s shape {list(reference.shape)} does not match the output's "
                  f"{list(candidate.shape)}: it cannot arbitrate")
        return a
    c, b, r = (x.astype(np.float64) for x in (candidate, baseline, reference))
    if _nonfinite_rule(a, c, b, r, rtol, atol):
        return a
    return _figure_rule(a, c, b, r, rtol, atol)


def _nonfinite_rule(a: Arbitration, c: np.ndarray, b: np.ndarray, r: np.ndarray, rtol: float, atol: float) -> bool:
    """Non-finite values, exactly. True when they decide (a failure)."""
    cf, bf, rf = np.isfinite(c), np.isfinite(b), np.isfinite(r)
    new_bad = ~cf & ~_same_nonfinite(c, b) & (rf | ~_same_nonfinite(c, r))
    fixable = cf & ~bf
    fixed = fixable & rf & ~_out_of_tol(c, r, rtol, atol)
    wrong_fix = fixable & ~fixed
    a.new_nonfinite, a.fixed_nonfinite = int(new_bad.sum()), int(fixed.sum())
    if new_bad.any():
        where = np.argwhere(new_bad)[0].tolist()
        a.rule = (f"the candidate has {a.new_nonfinite} non-finite value(s) where the {a.against} is finite and "
                  f"the baseline is not the same (first at {where})")
        return True
    if wrong_fix.any():
        where = np.argwhere(wrong_fix)[0].tolist()
        a.rule = (f"the candidate is finite at {int(wrong_fix.sum())} position(s) where the baseline is not, but "
                  f"disagrees with the {a.against} there (first at {where})")
        return True
    return False


def _figure_rule(a: Arbitration, c: np.ndarray, b: np.ndarray, r: np.ndarray, rtol: float,
                 atol: float) -> Arbitration:
    """dynamo's same() on the positions all three have finite, held to RMSE,
    the worst element and the count out of tolerance."""
    m, allowance = a.multiplier, a.allowance
    both = np.isfinite(c) & np.isfinite(b) & np.isfinite(r)
    n = int(both.sum())
    dc, db = np.abs(c - r)[both], np.abs(b - r)[both]
    a.candidate_rmse = float(np.sqrt(np.mean(dc * dc))) if n else 0.0
    a.baseline_rmse = float(np.sqrt(np.mean(db * db))) if n else 0.0
    a.candidate_max_abs = float(dc.max()) if n else 0.0
    a.baseline_max_abs = float(db.max()) if n else 0.0
    tol = atol + rtol * np.abs(r[both])
    a.candidate_mismatches = int((~(dc <= tol)).sum())
    a.baseline_mismatches = int((~(db <= tol)).sum())
    a.count_allowance = math.ceil(n / 1000)
    checks = [
        ("rmse", a.candidate_rmse, a.baseline_rmse, allowance),
        ("max abs error", a.candidate_max_abs, a.baseline_max_abs, allowance),
        ("elements out of tolerance", a.candidate_mismatches, a.baseline_mismatches, a.count_allowance),
    ]
    parts = []
    for name, cv, bv, allow in checks:
        ok = cv <= m * bv + allow
        parts.append(f"{name} {_g(cv)} {'<=' if ok else '>'} {m:g} x baseline's {_g(bv)} + {_g(allow)}")
        if not ok:
            where = ""
            if name == "max abs error" and n:
                k = int(np.argmax(np.where(both, np.abs(c - r), -1.0)))
                where = f" (worst element at {[int(x) for x in np.unravel_index(k, c.shape)]})"
            a.rule = f"{name} vs the {a.against}: {parts[-1]}{where}"
            return a
    a.passed = True
    a.rule = "; ".join(parts) + (f"; fixes {a.fixed_nonfinite} non-finite value(s) of the baseline"
                                 if a.fixed_nonfinite else "")
    return a


def _g(x: float) -> str:
    return f"{x:.3g}" if isinstance(x, float) else str(x)
