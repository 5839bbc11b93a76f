"""What a sweep prints and writes: one row per toolchain, the one-line
answer, trend charts of the flag's effect, and the JSON of every run."""
from __future__ import annotations

from html import escape

from ..core.figures import BY_NAME
from ..core.results import case_to_dict
from ..report import charts
from ..report.figures import change, fmt_for
from ..report.html import STYLE
from .driver import SCHEMA_VERSION, SWEPT_FIGURES, Row


def _cell(row: Row, figure: str) -> str:
    d = row.delta(figure)
    if d is None:
        return "-"
    fmt = fmt_for(figure)
    delta, pct = d
    sign = "+" if delta > 0 else ""
    return f"{sign}{fmt(int(delta))}" + (f" ({pct:+.1f}%)" if pct is not None else "")


def _verdicts(row: Row) -> str:
    if row.status != "ran":
        return f"{row.status}: {row.reason[:80]}"
    return ", ".join(f"{n} {k}" for k, n in sorted(row.verdicts.items(), key=lambda kv: -kv[1]))


# "summed": how many cases the figure totals cover (both variants compiled); it
# moves when a case starts or stops compiling, and the totals with it.
HEAD = ("toolchain", "iree-compile", "verdicts", "summed", *(BY_NAME[f].label for f in SWEPT_FIGURES), "worst KL")


def _version(row: Row) -> str:
    if not row.version:
        return "-"
    return f"{row.version} @ {row.commit[:12]}" if row.commit else row.version


def _summed(row: Row) -> str:
    counts = {int(f[2]) for f in row.figures.values()}
    return "-" if not counts else str(max(counts))


def table_rows(rows: list[Row]) -> list[tuple[str, ...]]:
    return [(r.label, _version(r), _verdicts(r), _summed(r),
             *(_cell(r, f) for f in SWEPT_FIGURES), f"{r.worst_kl:.3g}" if r.worst_kl is not None else "-")
            for r in rows]


def render_console(rows: list[Row], answer: str, verbose: bool = False) -> str:
    data = [HEAD, *table_rows(rows)]
    widths = [max(len(str(row[i])) for row in data) for i in range(len(HEAD))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(row, widths)).rstrip() for row in data]
    lines.insert(1, "  ".join("-" * w for w in widths))
    if verbose:
        for r in rows:
            for c in r.results:
                moved = [f"{BY_NAME[f].label} {change(c, f, fmt_for(f))}" for f in SWEPT_FIGURES[:2]
                         if c.delta(f)]
                lines.append(f"  {r.label}  {c.case}: {c.verdict.label}" + "".join(f", {m}" for m in moved))
    lines += ["", f"answer: {answer}"]
    return "\n".join(lines)


def render_markdown(rows: list[Row], answer: str, title: str) -> str:
    out = [f"## {title}", "", f"**{answer}**", "", "| " + " | ".join(HEAD) + " |",
           "|" + "---|" * len(HEAD)]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in table_rows(rows)]
    return "\n".join(out) + "\n"


def _tone(rows: list[Row]) -> str:
    """Never green when the flag breaks a case somewhere or a toolchain could not be judged."""
    if any(r.broke or r.status != "ran" for r in rows):
        return "bad"
    return "ok" if all(r.supported and not r.annotation_off for r in rows) else "warn"


def render_html(rows: list[Row], answer: str, title: str) -> str:
    cells = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in table_rows(rows))
    head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in HEAD) + "</tr>"
    chart_parts = []
    for figure in SWEPT_FIGURES:
        pts = []
        for r in rows:
            d = r.delta(figure) if r.supported else None
            pts.append((r.label, d[0] if d else None, _cell(r, figure) if d else r.status if r.status != "ran"
                        else "flag unsupported" if not r.supported else "-"))
        fmt = fmt_for(figure)
        chart_parts.append(charts.trend(f"{BY_NAME[figure].label}: candidate - baseline, by toolchain", pts,
                                        fmt=lambda v, fmt=fmt: ("+" if v > 0 else "") + fmt(int(v))))
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"<div class='banner {_tone(rows)}'>{escape(answer)}</div><table>{head}{cells}</table>"
            f"<h2>Trends</h2>{''.join(chart_parts)}</body></html>\n")


def report_dict(rows: list[Row], answer: str, corpus: list[str]) -> dict:
    return {"schema": "difftest-sweep", "schema_version": SCHEMA_VERSION, "corpus": corpus, "answer": answer,
            "rows": [{"label": r.label, "spec": r.spec, "version": r.version, "commit": r.commit, "status": r.status,
                      "reason": r.reason, "verdicts": r.verdicts, "judged": r.judged, "regressed": r.regressed,
                      "figures": {k: {"baseline": v[0], "candidate": v[1], "cases": v[2]} for k, v in r.figures.items()},
                      "worst_kl": r.worst_kl, "artifacts": r.out_dir, "meta": r.meta,
                      "cases": [case_to_dict(c) for c in r.results]} for r in rows]}
