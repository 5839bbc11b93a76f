"""A single self-contained HTML page, rendered from the same records."""
from __future__ import annotations

from html import escape

from ..results import STRUCTURE_FIGURES, CaseResult
from .figures import change, golden_errors, human_bytes, latency, num, worst_error

_STYLE = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;font-size:13px}
th{background:#f3f3f3}
.regression{background:#fdd}.fail{background:#ffe9c7}.pass{background:#e3f6e3}.other{background:#eef}
details{margin:.4em 0}pre{background:#f7f7f7;padding:.5em;overflow-x:auto;font-size:12px}
"""


def _cls(r: CaseResult) -> str:
    if r.regressed:
        return "regression"
    if r.verdict.is_failure:
        return "fail"
    return "pass" if r.verdict.is_pass else "other"


def _figures_table(r: CaseResult) -> str:
    rows = ["<tr><th>figure</th>" + "".join(f"<th>{escape(v)}</th>" for v in r.variants) + "</tr>"]
    names = sorted({k for v in r.variants.values() if v.compile for k in v.compile.statistics} | set(STRUCTURE_FIGURES))
    for name in names:
        cells = "".join(f"<td>{'-' if r.stat(v, name) is None else r.stat(v, name)}</td>" for v in r.variants)
        rows.append(f"<tr><td>{escape(name)}</td>{cells}</tr>")
    return "<table>" + "".join(rows) + "</table>"


def _comparisons_table(r: CaseResult) -> str:
    if not r.comparisons:
        return ""
    head = ("output", "side", "against", "dtype", "shape", "max abs", "max rel", "mismatches", "rmse", "rel L2",
            "cosine", "max ULP", "KL mean / p99 / max", "top-1 agree", "first mismatches")
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for c in r.comparisons:
        vals = (c.index, c.side, c.against, c.dtype, c.shape, num(c.max_abs_error), num(c.max_rel_error),
                f"{c.mismatch_count} ({c.mismatch_fraction:.2%})", num(c.rmse), num(c.rel_l2), num(c.cosine),
                "-" if c.max_ulp is None else c.max_ulp,
                "-" if c.kl_mean is None else f"{num(c.kl_mean)} / {num(c.kl_p99)} / {num(c.kl_max)}",
                "-" if c.top1_agreement is None else f"{c.top1_agreement:.1%}", c.first_mismatches)
        rows.append("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in vals) + "</tr>")
    return "<table>" + "".join(rows) + "</table>"


def render_html(results: list[CaseResult], meta: dict | None = None, title: str = "difftest run") -> str:
    counts: dict[str, int] = {}
    for r in results:
        counts[r.verdict.label] = counts.get(r.verdict.label, 0) + 1
    summary = ", ".join(f"{n} {escape(k)}" for k, n in sorted(counts.items()))
    head = ("case", "verdict", "max abs", "max rel", "vs golden b/c", "dispatches", "executables",
            "transient memory", "vmfb", "ms b->c")
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for r in results:
        a, rel = worst_error(r)
        g = golden_errors(r)
        cells = (f'<a href="#{escape(r.case)}">{escape(r.case)}</a>', escape(r.verdict.label), num(a), num(rel),
                 f"{num(g.get('baseline'))} / {num(g.get('candidate'))}" if g else "-",
                 escape(change(r, "dispatch-count")), escape(change(r, "executable-count")),
                 escape(change(r, "transient-memory-size", human_bytes)),
                 escape(change(r, "vmfb-bytes", human_bytes)), escape(latency(r)))
        rows.append(f'<tr class="{_cls(r)}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    details = []
    for r in results:
        parts = [f'<h3 id="{escape(r.case)}">{escape(r.case)}: {escape(r.verdict.label)}</h3>',
                 f"<p>{escape(r.reason)}</p>", f"<p><code>{escape(r.path)}</code></p>"]
        if r.expectations:
            parts.append("<ul>" + "".join(
                f"<li>{'ok' if e.passed else '<b>FAILED</b>'}: {escape(e.text)} ({escape(e.detail)})</li>"
                for e in r.expectations) + "</ul>")
        parts.append(_figures_table(r))
        parts.append(_comparisons_table(r))
        for v in r.variants.values():
            for stage_name, stage in (("compile", v.compile), ("run", v.run)):
                if stage is not None and stage.error_excerpt:
                    parts.append(f"<details><summary>{escape(v.name)} {stage_name}: {escape(stage.error_line or '')}"
                                 f"</summary><pre>{escape(stage.error_excerpt)}</pre></details>")
            parts.append(f"<details><summary>{escape(v.name)} flags</summary><pre>{escape(' '.join(v.flags))}</pre></details>")
        details.append("<section>" + "".join(parts) + "</section>")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>{_STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"<p>{len(results)} cases: {summary}; {sum(r.regressed for r in results)} regressed</p>"
            f"<table>{''.join(rows)}</table>{''.join(details)}</body></html>\n")
