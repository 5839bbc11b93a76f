"""Numeric comparison of outputs and the verdict for one case.

Pure functions over numpy arrays and records; see GUIDE.md §3 for the design
(torch's tolerance table, exact non-finite masks, dynamo-style arbitration
against a reference, figures rather than a bare verdict).
"""
from __future__ import annotations

import operator
import re

import numpy as np

from .dtypes import bits_view, is_float
from .results import Arbitration, ExpectationResult, OutputComparison

# torch.testing.assert_close defaults; fp8 from its mantissa width. Others exact.
_TOLERANCES = {
    "float64": (1e-7, 1e-7),
    "float32": (1.3e-6, 1e-5),
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float8_e4m3fn": (0.125, 1e-5),
    "float8_e4m3fnuz": (0.125, 1e-5),
    "float8_e5m2": (0.25, 1e-5),
    "float8_e5m2fnuz": (0.25, 1e-5),
}
FIRST_MISMATCHES = 5


def default_tolerance(dtype: np.dtype) -> tuple[float, float]:
    return _TOLERANCES.get(np.dtype(dtype).name, (0.0, 0.0))


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
                   rtol: float | None = None, atol: float | None = None) -> OutputComparison:
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
    # A float64 golden legitimately differs in dtype from the output it judges.
    c.dtype_match = actual.dtype == expected.dtype or against == "golden"
    if not c.dtype_match:
        c.note = f"dtype {actual.dtype} vs {expected.dtype}"
    if actual.dtype == expected.dtype:
        c.identical = bool(np.array_equal(bits_view(actual) if actual.dtype != np.bool_ else actual,
                                          bits_view(expected) if expected.dtype != np.bool_ else expected))
    n = int(actual.size)
    if not (is_float(actual.dtype) or is_float(expected.dtype)):
        mism = actual != expected
        c.mismatch_count = int(mism.sum())
        c.mismatch_fraction = c.mismatch_count / n if n else 0.0
        c.first_mismatches = np.argwhere(mism)[:FIRST_MISMATCHES].tolist()
        diff = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
        c.max_abs_error = float(diff.max()) if n else 0.0
        return c

    a = actual.astype(np.float64)
    e = expected.astype(np.float64)
    nonfinite_bad = (np.isnan(a) != np.isnan(e)) | (np.isposinf(a) != np.isposinf(e)) | \
                    (np.isneginf(a) != np.isneginf(e))
    c.nonfinite_match = not nonfinite_bad.any()
    finite = np.isfinite(a) & np.isfinite(e)
    with np.errstate(invalid="ignore", over="ignore"):
        diff = np.where(finite, np.abs(a - e), 0.0)
    # Written as not(err <= tol) so a NaN error can never pass.
    over = finite & ~(diff <= atol + rtol * np.abs(e))
    mism = over | nonfinite_bad
    c.mismatch_count = int(mism.sum())
    c.mismatch_fraction = c.mismatch_count / n if n else 0.0
    c.first_mismatches = np.argwhere(mism)[:FIRST_MISMATCHES].tolist()
    if finite.any():
        d = diff[finite]
        floor = max(atol, np.finfo(np.float32).tiny)
        c.max_abs_error = float(d.max())
        c.max_rel_error = float((d / np.maximum(np.abs(e[finite]), floor)).max())
        c.rmse = float(np.sqrt(np.mean(d * d)))
        fa, fe = a[finite], e[finite]
        norm_e, norm_a = float(np.linalg.norm(fe)), float(np.linalg.norm(fa))
        c.rel_l2 = float(np.linalg.norm(fa - fe)) / norm_e if norm_e else (0.0 if norm_a == 0 else float("inf"))
        c.cosine = float(np.dot(fa, fe) / (norm_a * norm_e)) if norm_a and norm_e else (1.0 if norm_a == norm_e else 0.0)
    else:
        c.max_abs_error = c.max_rel_error = c.rmse = c.rel_l2 = 0.0
    c.max_ulp = max_ulp(actual, expected, finite)
    return c


def _log_softmax(x: np.ndarray) -> np.ndarray:
    x = x - x.max(axis=-1, keepdims=True)
    return x - np.log(np.exp(x).sum(axis=-1, keepdims=True))


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
    c.kl_mean, c.kl_p99, c.kl_max = float(kl.mean()), float(np.percentile(kl, 99)), float(kl.max())
    c.top1_agreement = float(np.mean(a.argmax(axis=-1) == e.argmax(axis=-1)))
    return c


def rmse(a: np.ndarray, r: np.ndarray) -> float:
    a, r = a.astype(np.float64), r.astype(np.float64)
    finite = np.isfinite(a) & np.isfinite(r)
    if not finite.any():
        return 0.0
    d = a[finite] - r[finite]
    return float(np.sqrt(np.mean(d * d)))


def arbitrate(index: int, against: str, candidate: np.ndarray, baseline: np.ndarray, reference: np.ndarray,
              rtol: float, atol: float) -> Arbitration:
    """dynamo's same(): rmse(C,R) <= m * rmse(B,R) + tol/10, so a candidate is
    not blamed for error the baseline has as well."""
    small = candidate.size < 1000 or candidate.dtype.name in ("float16", "bfloat16") or \
        candidate.dtype.name.startswith("float8")
    m = 3.0 if small else 2.0
    allowance = max(rtol, atol) / 10.0
    c_err, b_err = rmse(candidate, reference), rmse(baseline, reference)
    same_masks = bool(np.array_equal(np.isnan(candidate.astype(np.float64)), np.isnan(baseline.astype(np.float64))))
    return Arbitration(against=against, index=index, candidate_rmse=c_err, baseline_rmse=b_err, multiplier=m,
                       allowance=allowance, passed=same_masks and c_err <= m * b_err + allowance)


_EXPECT = re.compile(r"^\s*(?:(baseline|candidate)\.)?([a-z][a-z0-9-]*)\s*(<=|>=|==|!=|<|>)\s*"
                     r"(?:(baseline|candidate)(?:\.([a-z][a-z0-9-]*))?|(-?\d+))\s*$")
_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
        "!=": operator.ne}


class ExpectationSyntaxError(ValueError):
    pass


def check_expectation(text: str, figures: dict[str, dict[str, int | None]]) -> ExpectationResult:
    """`dispatch-count < baseline`, `candidate.dispatch-count == 4`,
    `transient-memory-size <= baseline.transient-memory-size`.

    The left side is the candidate's figure unless a variant is named.
    """
    m = _EXPECT.match(text)
    if not m:
        raise ExpectationSyntaxError(
            f"cannot read expectation {text!r}; write e.g. 'dispatch-count < baseline' or 'dispatch-count == 4'")
    lvar, lname, op, rvar, rname, number = m.groups()
    lvar = lvar or "candidate"
    left = figures.get(lvar, {}).get(lname)
    right = int(number) if number is not None else figures.get(rvar, {}).get(rname or lname)
    rdesc = number if number is not None else f"{rvar}.{rname or lname}"
    if left is None or right is None:
        return ExpectationResult(text, False, f"{lvar}.{lname}={left}, {rdesc}={right}: figure not available")
    ok = _OPS[op](left, right)
    rtext = number if number is not None else f"{rdesc}={right}"
    return ExpectationResult(text, ok, f"{lvar}.{lname}={left} {op} {rtext}")
