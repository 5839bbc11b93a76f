"""A check test's checks, judged on one variant's lifted outputs exactly as
IREE's check module judges them (runtime/src/iree/modules/check):

- `eq`: the bytes are equal (a NaN equals a NaN of the same bits);
- `almost_eq`: for every element, `a == e`, or both NaN, or `e` finite and
  `|a - e| <= atol + rtol * |e|`, in float64, with the op's atol/rtol
  (IREE's defaults, 1e-4 and 0, are written on the op by the compiler);
- `true` / `false`: the scalar is nonzero / zero; `all_true`: every
  element is nonzero.

A check in a region or a helper that control never reached is not judged
(the check op would not have run)."""
from __future__ import annotations

import numpy as np

from ...core.results import CheckResult
from ...corpus.checks import CheckSpec


def _values(a: np.ndarray, n: int = 3) -> str:
    flat = a.reshape(-1)
    shown = ", ".join(f"{x:.6g}" if isinstance(x, (float, np.floating)) else str(x) for x in flat[:n].tolist())
    return f"[{shown}{', ...' if flat.size > n else ''}]"


def _at(shape: tuple[int, ...], flat_index: int) -> str:
    return str([int(i) for i in np.unravel_index(flat_index, shape)]) if shape else "[]"


def _fuzzy_failures(a: np.ndarray, e: np.ndarray, atol: float, rtol: float) -> np.ndarray:
    a64, e64 = a.astype(np.float64), e.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        ok = (a64 == e64) | (np.isnan(a64) & np.isnan(e64)) | \
             (np.isfinite(e64) & (np.abs(a64 - e64) <= atol + rtol * np.abs(e64)))
    return ~ok


def _bytes_per_element(a: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(a).reshape(-1).view(np.uint8).reshape(a.size, -1)


def _differing_elements(a: np.ndarray, e: np.ndarray) -> np.ndarray:
    """Flat indices whose bytes differ (the check module compares bytes)."""
    if a.size == 0:
        return np.zeros(0, dtype=np.int64)
    if a.dtype.itemsize == e.dtype.itemsize:
        return np.flatnonzero((_bytes_per_element(a) != _bytes_per_element(e)).any(axis=1))
    return np.flatnonzero(a.reshape(-1) != e.reshape(-1))


def judge(spec: CheckSpec, outputs: list[np.ndarray]) -> tuple[bool | None, str]:
    """(passed, detail) of one check on one variant's outputs; passed is
    None when the check was not reached."""
    wanted = [i for i in (spec.actual, spec.expected, spec.reached) if i is not None]
    if max(wanted) >= len(outputs):
        return False, f"the module returned {len(outputs)} output(s); the check reads output {max(wanted)}"
    if spec.reached is not None and not (np.asarray(outputs[spec.reached]) > 0).any():
        return None, "not reached (control did not get to it)"
    a = np.asarray(outputs[spec.actual])
    kind = spec.kind
    if kind in ("true", "false"):
        value = a.reshape(-1)[0].item() if a.size else 0
        ok = bool(value) if kind == "true" else not value
        return ok, "" if ok else f"expected {'nonzero' if kind == 'true' else 'zero'}, got {value}"
    if kind == "all_true":
        bad = np.flatnonzero(a.reshape(-1) == 0)
        if not bad.size:
            return True, ""
        return False, f"{bad.size} of {a.size} element(s) are zero, first at {_at(a.shape, int(bad[0]))}"
    e = np.asarray(outputs[spec.expected])
    if a.shape != e.shape:
        return False, f"shape {list(a.shape)} where {list(e.shape)} is expected"
    if kind == "eq":
        if a.dtype == e.dtype and a.tobytes() == e.tobytes():
            return True, ""
        bad = _differing_elements(a, e)
        first = int(bad[0]) if bad.size else 0
        return False, (f"{bad.size} of {a.size} element(s) differ; at {_at(a.shape, first)}: "
                       f"{a.reshape(-1)[first].item()} where {e.reshape(-1)[first].item()} is expected; "
                       f"got {_values(a)}, expected {_values(e)}")
    atol = spec.atol if spec.atol is not None else 1e-4
    rtol = spec.rtol if spec.rtol is not None else 0.0
    bad = np.flatnonzero(_fuzzy_failures(a, e, atol, rtol).reshape(-1))
    if not bad.size:
        return True, ""
    first = int(bad[0])
    got, want = float(a.reshape(-1)[first]), float(e.reshape(-1)[first])
    return False, (f"{bad.size} of {a.size} element(s) outside atol {atol:g} + rtol {rtol:g}; at "
                   f"{_at(a.shape, first)}: {got:.6g} where {want:.6g} is expected; got {_values(a)}, expected "
                   f"{_values(e)}")


def judge_all(specs: list[CheckSpec], outputs: list[np.ndarray], side: str) -> list[CheckResult]:
    out = []
    for spec in specs:
        passed, detail = judge(spec, outputs)
        out.append(CheckResult(side, spec.op, spec.location, passed, detail))
    return out
