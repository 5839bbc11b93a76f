"""What a sweep prints and writes: per pair of flags, one row per
toolchain, the one-line answer naming the flag, and trend charts of its
effect; the reasons of toolchains that could not be run, whole; and the
JSON of every run."""
from __future__ import annotations

from html import escape

from ..core.figures import BY_NAME
from ..core.results import case_to_dict
from ..report import charts
from ..report.figures import change, fmt_for
from ..report.html import STYLE
from .driver import SCHEMA_VERSION, SWEPT_FIGURES, TREND_FIGURES, PairSweep, Row, RowStatus


# Marks a cell totalled from compiles that failed after the stream phase (no module, its figures kept).
BEFORE_FAILING = "†"


def _cell(row: Row, figure: str) -> str:
    d, mark = row.delta(figure), ""
    if d is None and (d := row.delta(figure, failed=True)) is not None:
        mark = f" {BEFORE_FAILING}"
    if d is None:
        return "-"
    fmt = fmt_for(figure)
    delta, pct = d
    sign = "+" if delta > 0 else ""
    return f"{sign}{fmt(int(delta))}" + (f" ({pct:+.1f}%)" if pct is not None else "") + mark


def _gist(reason: str) -> str:
    """The line of a reason that says most, for a table cell: pip's last
    ERROR line (no such release), else the first line."""
    lines = [ln.strip() for ln in reason.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("ERROR:")]
    return (errors[-1] if errors else lines[0] if lines else "")[:100]


def _verdicts(row: Row) -> str:
    if row.status is not RowStatus.RAN:
        return f"{row.status}: {_gist(row.reason)}"
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
    if any(BEFORE_FAILING in cell for row in data[1:] for cell in row):
        lines.append(f"{BEFORE_FAILING} before a side failed to compile: the figures IREE wrote in the stream phase")
    lines += ["", f"answer: {answer}"]
    return "\n".join(lines)


def unavailable(rows: list[Row]) -> list[Row]:
    """The toolchains that could not be run, each once, with the reason in full."""
    return [r for r in rows if r.status is not RowStatus.RAN and r.reason]


def _reason_lines(rows: list[Row]) -> list[str]:
    out = []
    for r in unavailable(rows):
        out.append(f"{r.label} ({r.status}):")
        out += [f"  {ln.strip()}" for ln in r.reason.splitlines() if ln.strip()]
    return out


def render_sweep_console(pairs: list[PairSweep], verbose: bool = False) -> str:
    blocks = [f"{p.heading()}\n{render_console(p.rows, p.line, verbose)}" for p in pairs]
    reasons = _reason_lines(pairs[0].rows) if pairs else []
    if reasons:
        blocks.append("could not be run:\n" + "\n".join(f"  {ln}" for ln in reasons))
    return "\n\n".join(blocks)


def _md_table(rows: list[Row]) -> list[str]:
    out = ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
    return out + ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in table_rows(rows)]


def render_markdown(rows: list[Row], answer: str, title: str) -> str:
    return "\n".join([f"## {title}", "", f"**{answer}**", "", *_md_table(rows)]) + "\n"


def render_sweep_markdown(pairs: list[PairSweep], title: str) -> str:
    out = [f"## {title}"]
    for p in pairs:
        out += ["", f"### {p.heading()}", "", f"**{p.line}**", "", *_md_table(p.rows)]
    reasons = unavailable(pairs[0].rows) if pairs else []
    if reasons:
        out += ["", "### Could not be run"]
        for r in reasons:
            out += ["", f"**{r.label}** ({r.status}):", "", "```", r.reason, "```"]
    return "\n".join(out) + "\n"


def _tone(rows: list[Row]) -> str:
    """Never green when the flag breaks a case somewhere or a toolchain could not be judged."""
    if any(r.broke or r.status is not RowStatus.RAN for r in rows):
        return "bad"
    return "ok" if all(r.supported and not r.annotation_off for r in rows) else "warn"


def _html_pair(p: PairSweep) -> str:
    rows = p.rows
    cells = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in table_rows(rows))
    head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in HEAD) + "</tr>"
    chart_parts = []
    for figure in TREND_FIGURES:
        pts = []
        for r in rows:
            d = r.delta(figure) if r.supported else None
            pts.append((r.label, d[0] if d else None, _cell(r, figure) if d
                        else r.status if r.status is not RowStatus.RAN
                        else "flag unsupported" if not r.supported else "-"))
        fmt = fmt_for(figure)
        chart_parts.append(charts.trend(f"{BY_NAME[figure].label}: candidate - baseline, by toolchain "
                                        f"({p.label()})", pts,
                                        fmt=lambda v, fmt=fmt: ("+" if v > 0 else "") + fmt(int(v))))
    flags = ""
    if p.key is not None:
        flags = (f"<p class='meta'>baseline: {escape(' '.join(p.key[0]) or '(no extra flags)')}<br>"
                 f"candidate: {escape(' '.join(p.key[1]) or '(no extra flags)')}</p>")
    return (f"<h2>{escape(p.heading())}</h2>{flags}<div class='banner {_tone(rows)}'>{escape(p.line)}</div>"
            f"<table>{head}{cells}</table><h3>Trends</h3><div class='charts'>{''.join(chart_parts)}</div>")


def render_html(pairs: list[PairSweep], title: str) -> str:
    reasons = unavailable(pairs[0].rows) if pairs else []
    could_not = "".join(f"<h3>{escape(r.label)} ({escape(r.status)})</h3><pre>{escape(r.reason)}</pre>"
                        for r in reasons)
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"{''.join(_html_pair(p) for p in pairs)}"
            + (f"<h2>Could not be run</h2>{could_not}" if could_not else "") + "</body></html>\n")


def _pair(key: tuple | None) -> dict | None:
    return None if key is None else {"baseline": list(key[0]), "candidate": list(key[1])}


def _figures(r: Row, failed: bool = False) -> dict:
    return {k: {"baseline": v[0], "candidate": v[1], "cases": v[2]}
            for k, v in (r.before_failure if failed else r.figures).items()}


def report_dict(rows: list[Row], pairs: list[PairSweep], corpus: list[str]) -> dict:
    """Each toolchain's row holds its whole run and, per pair, that pair's
    figures; a row's own `figures` only when the sweep compared one pair,
    so no reader adds up two flags' effects."""
    by_label = {p.number: {r.label: r for r in p.rows} for p in pairs}
    one = len(pairs) == 1 and pairs[0].key is not None

    def row_dict(r: Row) -> dict:
        d = {"label": r.label, "spec": r.spec, "version": r.version, "commit": r.commit, "status": r.status,
             "reason": r.reason, "verdicts": r.verdicts, "judged": r.judged, "regressed": r.regressed}
        if one or not any(p.key for p in pairs):
            d["figures"], d["worst_kl"] = _figures(r), r.worst_kl
        d["pairs"] = [{"pair": _pair(p.key), "flags": p.label(), **_pair_row(by_label[p.number][r.label])}
                      for p in pairs if p.key is not None]
        # Only a directory that exists: a toolchain that could not be had ran nothing anywhere.
        d["artifacts"] = r.out_dir or None
        d["meta"], d["cases"] = r.meta, [case_to_dict(c) for c in r.results]
        return d

    return {"schema": "difftest-sweep", "schema_version": SCHEMA_VERSION, "corpus": corpus,
            "answer": "\n".join(p.line for p in pairs),
            "answers": [{"pair": _pair(p.key), "flags": p.label(), "cases": p.cases(), "answer": p.line}
                        for p in pairs],
            "rows": [row_dict(r) for r in rows]}


def _pair_row(r: Row) -> dict:
    return {"verdicts": r.verdicts, "judged": r.judged, "regressed": r.regressed, "broke": r.broke,
            "figures": _figures(r), "before_failure": _figures(r, failed=True), "worst_kl": r.worst_kl}
