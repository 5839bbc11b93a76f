"""Small formatting helpers shared by the renderers."""
from __future__ import annotations

from ..results import CaseResult


def human_bytes(n: int | None) -> str:
    if n is None:
        return "-"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def change(result: CaseResult, name: str, fmt=str) -> str:
    """`5 -> 4 (-1)`, or `-` when a side has no figure."""
    b, c = result.stat("baseline", name), result.stat("candidate", name)
    if b is None and c is None:
        return "-"
    if b is None or c is None:
        return f"{fmt(b) if b is not None else '?'} -> {fmt(c) if c is not None else '?'}"
    if b == c:
        return fmt(b)
    d = c - b
    return f"{fmt(b)} -> {fmt(c)} ({'+' if d > 0 else '-'}{fmt(abs(d))})"


def worst_error(result: CaseResult) -> tuple[float | None, float | None]:
    comps = [c for c in result.comparisons if c.side == "candidate" and c.against == "baseline"]
    if not comps:
        return None, None
    abs_errs = [c.max_abs_error for c in comps if c.max_abs_error is not None]
    rel_errs = [c.max_rel_error for c in comps if c.max_rel_error is not None]
    return (max(abs_errs) if abs_errs else None), (max(rel_errs) if rel_errs else None)


def golden_errors(result: CaseResult) -> dict[str, float]:
    """Largest relative L2 error of each side against the golden/reference."""
    out: dict[str, float] = {}
    for c in result.comparisons:
        if c.against in ("golden", "reference") and c.rel_l2 is not None:
            out[c.side] = max(out.get(c.side, 0.0), c.rel_l2)
    return out


def num(x: float | None) -> str:
    return "-" if x is None else ("0" if x == 0 else f"{x:.3g}")


def latency(result: CaseResult) -> str:
    """Median ms per call, baseline -> candidate."""
    vals = []
    for side in ("baseline", "candidate"):
        v = result.variants.get(side)
        vals.append(v.run.latency_ms if v is not None and v.run is not None else None)
    if vals == [None, None]:
        return "-"
    return " -> ".join("?" if x is None else f"{x:.3g}" for x in vals)
