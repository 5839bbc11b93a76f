"""Trends read back from the history: per case and flag pair, a figure's
delta (candidate minus baseline) and the verdict over the runs, and where
either changed, between which toolchains."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ..core.figures import BY_NAME, plural
from ..core.verdicts import EXIT_OK, Verdict
from ..corpus.selection import parse_selection
from ..report import charts
from ..report.figures import fmt_for
from ..report.html import STYLE
from .db import HistoryError, Point, opened, points


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
                out.append(f"{self.figure} delta {_signed(fmt, da)} -> {_signed(fmt, db)} {where}")
        return out

    def pair_label(self) -> str:
        try:
            base, cand = json.loads(self.pair)
        except (ValueError, TypeError):
            return self.pair
        extra = [f for f in cand if f not in base]
        if extra and set(base) <= set(cand):
            return f"+{' '.join(extra)}"
        return f"[{' '.join(base) or 'no flags'}] vs [{' '.join(cand) or 'no flags'}]"


def _signed(fmt, v: float) -> str:
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
                         f"{'-' if d is None else _signed(fmt, d)}")
        changes = t.changes()
        lines += [f"  changed: {c}" for c in changes] or ["  no change"]
    return "\n".join(lines) if lines else "no judged case in the history matches"


def _regressed(label: str) -> bool:
    # The history keeps verdict labels as written, so an old label may be unknown now.
    try:
        return Verdict.from_label(label).is_regression
    except ValueError:
        return False


def render_html(ts: list[Trend], db_path: Path) -> str:
    parts = []
    for t in ts:
        fmt = fmt_for(t.figure)
        pts = [(p.toolchain, p.delta(t.figure), f"{p.verdict}; delta "
                f"{'-' if p.delta(t.figure) is None else _signed(fmt, p.delta(t.figure))}", _regressed(p.verdict))
               for p in t.points]
        chart = charts.trend(f"{BY_NAME[t.figure].label}, candidate - baseline ({t.pair_label()})", pts,
                             fmt=lambda v, fmt=fmt: _signed(fmt, v))
        changes = "".join(f"<li>{escape(c)}</li>" for c in t.changes()) or "<li>no change</li>"
        rows = "".join(f"<tr><td>{escape(p.date[:19])}</td><td>{escape(p.toolchain)}</td>"
                       f"<td>{escape(p.verdict)}</td><td>{escape(text.split('delta ')[-1])}</td></tr>"
                       for p, (_, _, text, _) in zip(t.points, pts))
        parts.append(f"<h2>{escape(t.case)}</h2>{chart}<ul>{changes}</ul><table><tr><th>date</th><th>toolchain</th>"
                     f"<th>verdict</th><th>delta</th></tr>{rows}</table>")
    body = "".join(parts) or "<p>no judged case in the history matches</p>"
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>difftest history</title>"
            f"<style>{STYLE}</style></head><body><h1>difftest history</h1>"
            f"<p class='meta'>{escape(str(db_path))}</p>{body}</body></html>\n")


def history_command(db_path: Path, patterns: list[str], figure: str, since: str | None,
                    html: Path | None) -> int:
    if figure not in BY_NAME:
        raise HistoryError(f"--figure {figure}: known figures are {', '.join(sorted(BY_NAME))}")
    if not Path(db_path).exists():
        raise HistoryError(f"{db_path}: no such history (a run with --history {db_path} makes one)")
    with opened(db_path) as db:
        ts = trends(points(db, since), patterns, figure)
    print(render_text(ts))
    if html is not None:
        html.write_text(render_html(ts, Path(db_path)))
        print(f"trends drawn in {html}", file=sys.stderr)
    return EXIT_OK
