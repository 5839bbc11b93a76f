"""Trends read back from the history: per case and flag pair, a figure's
delta (candidate minus baseline) and the verdict over the runs, and where
either changed, between which toolchains. report/trends.py draws them."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..core.figures import fmt_for, plural
from ..corpus.selection import parse_selection
from .db import Point


@dataclass
class Trend:
    case: str
    pair: str
    figure: str
    points: list[Point] = field(default_factory=list)

    def changes(self) -> list[str]:
        """Where the verdict or the figure changed, between which toolchains."""
        out = []
        for a, b in zip(self.points, self.points[1:]):
            where = f"between {a.toolchain} ({a.date[:10]}) and {b.toolchain} ({b.date[:10]})"
            if a.verdict != b.verdict:
                out.append(f"verdict {a.verdict} -> {b.verdict} {where}")
            da, db = a.delta(self.figure), b.delta(self.figure)
            if da != db and da is not None and db is not None:
                fmt = fmt_for(self.figure)
                out.append(f"{self.figure} delta {signed(fmt, da)} -> {signed(fmt, db)} {where}")
        return out

    def pair_label(self) -> str:
        try:
            base, cand = json.loads(self.pair)
        except (ValueError, TypeError):
            return self.pair
        return pair_label(base, cand)


def pair_label(base, cand) -> str:
    """A pair as a reviewer names it: the flag the candidate adds, or both
    flag sets when it does more than add."""
    extra = [f for f in cand if f not in base]
    if extra and set(base) <= set(cand):
        return f"+{' '.join(extra)}"
    return f"[{' '.join(base) or 'no flags'}] vs [{' '.join(cand) or 'no flags'}]"


def signed(fmt, v: float) -> str:
    """A delta as written: its sign, and the figure's own format."""
    return ("+" if v > 0 else "") + fmt(int(v) if float(v).is_integer() else v)


def trends(pts: list[Point], patterns: list[str], figure: str) -> list[Trend]:
    tests = [parse_selection(p) for p in patterns]
    by: dict[tuple[str, str], Trend] = {}
    for p in pts:
        if tests and not any(t(p.case) for t in tests):
            continue
        by.setdefault((p.case, p.pair), Trend(p.case, p.pair, figure)).points.append(p)
    return list(by.values())


def render_text(ts: list[Trend]) -> str:
    lines = []
    for t in ts:
        fmt = fmt_for(t.figure)
        lines.append(f"{t.case}  ({t.pair_label()}), {t.figure} delta over {plural(len(t.points), 'run')}:")
        for p in t.points:
            d = p.delta(t.figure)
            lines.append(f"  {p.date[:19]}  {p.toolchain:<22} {p.verdict:<20} "
                         f"{'-' if d is None else signed(fmt, d)}")
        changes = t.changes()
        lines += [f"  changed: {c}" for c in changes] or ["  no change"]
    return "\n".join(lines) if lines else "no judged case in the history matches"
