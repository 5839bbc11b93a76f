"""The memory answer's own lines in the totals: each call's peak, the
process's height against resident + per-call peak (core/memory.py: its
parts), and which question the planned and measured figures answer where
they disagree."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.figures import BY_NAME, HELD_NOISE_BYTES, human_bytes, plural
from ..core.memory import Parts, missing, parts_of
from ..core.results import CaseResult
from .latency import devices_apart


def _signed(d: int) -> str:
    return ("+" if d > 0 else "-" if d < 0 else "") + human_bytes(abs(d))


def call_totals(results: list[CaseResult]) -> list[tuple[str, int, int, int]]:
    """Each call's own peak, summed by call over the cases both of whose sides
    ran a sequence of the same calls (a single call is the peak figure itself)."""
    sums: dict[str, list[int]] = {}
    for r in results:
        if devices_apart(r):
            continue
        b, c = (r.variants.get(n) for n in ("baseline", "candidate"))
        runs = [v.run if v is not None and v.run and not v.run.skipped_because else None for v in (b, c)]
        if None in runs or len(runs[0].call_peaks) < 2 or \
                [x[0] for x in runs[0].call_peaks] != [x[0] for x in runs[1].call_peaks]:
            continue
        for (name, before, _), (_, after, _) in zip(runs[0].call_peaks, runs[1].call_peaks):
            row = sums.setdefault(name, [0, 0, 0])
            row[0], row[1], row[2] = row[0] + before, row[1] + after, row[2] + 1
    return [(name, *row) for name, row in sums.items()]


def call_line(calls: list[tuple[str, int, int, int]]) -> list[str]:
    if not calls:
        return []
    shown = [f"{name} {human_bytes(b)} -> {human_bytes(c)} ({_signed(c - b)})" for name, b, c, _ in calls[:4]]
    more = f", +{len(calls) - 4} more calls" if len(calls) > 4 else ""
    return [f"peak memory per call (measured): {', '.join(shown)}{more} over {plural(calls[0][3], 'case')}"]


# Planned and measured this many times apart (beyond noise) are not two answers to one question.
APART = 4


def _moved(ft) -> int:
    """The change, or 0 within the figure's noise (summed over its cases)."""
    return 0 if abs(ft.delta) <= BY_NAME[ft.name].noise * ft.cases else ft.delta


def _apart(plan, peak) -> bool:
    big = max(plan.baseline, plan.candidate, peak.baseline, peak.candidate)
    small = min(max(plan.baseline, plan.candidate), max(peak.baseline, peak.candidate))
    return big > BY_NAME["peak-bytes"].noise * peak.cases and big > APART * max(small, 1)


def memory_disagreement(figures: list) -> list[str]:
    """Planned and measured memory far apart or moving opposite ways, and
    resident against per-call memory (over the pair's report.figures.FigureTotal):
    say which figure answers which question."""
    by = {f.name: f for f in figures if f.cases}
    plan, peak, held = by.get("transient-memory-size"), by.get("peak-bytes"), by.get("resident-bytes")
    lines = []
    if plan is not None and peak is not None and (plan.delta * _moved(peak) < 0 or _apart(plan, peak)):
        how = "move opposite ways" if plan.delta * _moved(peak) < 0 else f"are more than {APART}x apart"
        lines.append(
            f"memory: the planned transients and the measured peak {how}, and answer two questions: the plan "
            "(IREE's transient-memory-size, every stream allocation the compiler sized, initialiser and result "
            "buffers included) is how much the module may ask for at most, for dynamic shapes an upper bound over "
            "the largest shapes it allows; the peak is what each call took at this run's shapes "
            f"({plural(peak.cases, 'case')} measured, {plural(plan.cases, 'case')} planned)")
    if held is not None and peak is not None and _moved(held) * _moved(peak) < 0:
        lines.append(
            "memory: resident and per-call memory move opposite ways: the "
            + ("candidate" if _moved(held) > 0 else "baseline") + " keeps more from loading and initialisation "
            "(weights as read, copies its initialisers made: data tiling packs weights there) and its calls add "
            "less; what a deployment holds at its height is the held figure (its parts: the line above)")
    return lines




@dataclass
class Heights:
    """Over a pair's cases, each measured run's height (core/memory.py):
    (case, side, its parts) where it is more than resident + per-call peak,
    and where its parts do not add up to it."""

    measured: int = 0
    beyond: list[tuple[str, str, Parts]] = field(default_factory=list)
    unexplained: list[tuple[str, str, Parts]] = field(default_factory=list)


def height_totals(results: list[CaseResult]) -> Heights:
    h = Heights()
    for r in results:
        for side in ("baseline", "candidate"):
            v = r.variants.get(side)
            p = parts_of(v.run) if v is not None else None
            if p is None:
                continue
            h.measured += 1
            if missing(p):
                h.beyond.append((r.case, side, p))
            if not p.adds_up():
                h.unexplained.append((r.case, side, p))
    return h


def height_lines(h: Heights) -> list[str]:
    """The run-level summary: is the process's height resident + per-call peak, and where not, what else."""
    if not h.measured:
        return []
    runs = plural(h.measured, "measured run")
    if not h.beyond:
        lines = [f"held at its height: resident + per-call peak, within {human_bytes(HELD_NOISE_BYTES)} or a "
                 f"thousandth, on {'all ' if h.measured > 1 else ''}{runs}"]
    else:
        case, side, p = max(h.beyond, key=lambda x: x[2].beyond)
        lines = [f"held at its height: more than resident + per-call peak on {len(h.beyond)} of {runs}; the most, "
                 f"{case} ({side}), by {human_bytes(p.beyond)} (held {human_bytes(p.held)}, resident "
                 f"{human_bytes(p.resident)}, peak {human_bytes(p.peak)}): {'; '.join(missing(p))}"]
    for case, side, p in h.unexplained[:3]:
        lines.append(f"held at its height: {case} ({side}) held {human_bytes(p.held)}, {human_bytes(-p.carried)} less "
                     f"than resident {human_bytes(p.resident)} + its call's peak {human_bytes(p.peak)}: the call "
                     "began below resident (memory load and initialisation let go of before it), so those two "
                     "overcount it")
    return lines
