"""The console's narrow cells: the same figures as the wide table's, in
fewer characters. `820.0 KiB -> 684.0 KiB (-136.0 KiB)` reads
`820K->684K -17%`; a change too small to show in three figures is given
as a difference (`141K +16B`); `~` marks a change within the figure's
noise; a candidate not run is `(not run)`."""
from __future__ import annotations

from ..core.figures import BY_NAME, short_bytes
from ..core.results import CaseResult
from .figures import num, worst_error
from .latency import latency

NOISE = "~"
NOT_RUN = "(not run)"


def _short(name: str):
    fig = BY_NAME.get(name)
    return short_bytes if fig is not None and fig.in_bytes else str


def percent(d: float, b: float) -> str:
    """The change in % of the baseline: `-17%`, `+0.2%` below one percent."""
    p = 100.0 * d / b
    return f"{p:+.0f}%" if abs(p) >= 0.95 else f"{p:+.1f}%"


def change(result: CaseResult, name: str) -> str:
    b, c = result.stat("baseline", name), result.stat("candidate", name)
    fmt = _short(name)
    if b is None and c is None:
        return "-"
    if b is None or c is None:
        return f"{fmt(b) if b is not None else '?'}->{fmt(c) if c is not None else '?'}"
    if b == c:
        return fmt(b)
    d = c - b
    if fmt(b) == fmt(c):
        return f"{fmt(b)} {'+' if d > 0 else '-'}{fmt(abs(d))}"
    fig = BY_NAME.get(name)
    pct = f" {percent(d, b)}" if b and fig is not None and fig.in_bytes else ""
    return f"{fmt(b)}->{fmt(c)}{pct}"


def figure(result: CaseResult, name: str) -> str:
    fig = BY_NAME.get(name)
    if fig is not None and fig.measured and result.candidate_not_run:
        b = result.stat("baseline", name)
        return f"{_short(name)(b)} {NOT_RUN}"
    text = change(result, name)
    d = result.delta(name)
    if fig is not None and fig.measured and d and abs(d) <= fig.noise:
        text += f" {NOISE}"
    return text


def errors(result: CaseResult) -> str:
    """max abs/max rel error of the candidate against the baseline."""
    a, rel = worst_error(result)
    return "-" if a is None and rel is None else f"{num(a)}/{num(rel)}"


def latency_cell(result: CaseResult, concurrent: bool = False) -> str:
    lat = latency(result, concurrent)
    if lat.baseline is None and lat.candidate is None:
        return "-"
    if lat.not_run:
        return f"{lat.baseline[0]:.3g} {NOT_RUN}" if lat.baseline else NOT_RUN
    b = f"{lat.baseline[0]:.3g}" if lat.baseline else "?"
    c = f"{lat.candidate[0]:.3g}" if lat.candidate else "?"
    text = f"{b}->{c}"
    if lat.change is not None:
        text += f" {100 * (lat.change.ratio - 1):+.0f}%"
    elif lat.change_pct is not None and lat.baseline != lat.candidate:
        text += f" {lat.change_pct:+.0f}%"
    return text + (f" {NOISE}" if lat.noisy else "")
