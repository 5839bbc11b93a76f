"""`difftest history DB`: the history's trends printed, and drawn as an
HTML page with the reports' own charts and style."""
from __future__ import annotations

import datetime
import sys
from html import escape
from pathlib import Path

from ..core.figures import BY_NAME, fmt_for
from ..core.verdicts import EXIT_OK, Verdict
from ..history.db import HistoryError, opened, points, since_date
from ..history.trends import Trend, render_text, signed, trends
from . import charts
from .html import STYLE


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
                f"{'-' if p.delta(t.figure) is None else signed(fmt, p.delta(t.figure))}", _regressed(p.verdict))
               for p in t.points]
        chart = charts.trend(f"{BY_NAME[t.figure].label}, candidate - baseline ({t.pair_label()})", pts,
                             fmt=lambda v, fmt=fmt: signed(fmt, v))
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
    start = since_date(since, datetime.date.today()) if since else None
    with opened(db_path, write=False) as db:  # a query changes nothing in the file
        found = points(db, start)
        if start and not found and (every := points(db)):
            print(f"difftest history: no run since {start} (--since {since}); the history's runs are from "
                  f"{every[0].date[:10]} to {every[-1].date[:10]}", file=sys.stderr)
        ts = trends(found, patterns, figure)
    print(render_text(ts))
    if html is not None:
        html.write_text(render_html(ts, Path(db_path)))
        print(f"trends drawn in {html}", file=sys.stderr)
    return EXIT_OK
