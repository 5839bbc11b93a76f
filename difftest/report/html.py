"""A single self-contained HTML page, rendered from the same records, with
charts drawn as inline SVG (no scripts, no network)."""
from __future__ import annotations

from html import escape

from ..core.figures import (ALLOCATED, BY_NAME, COLUMNS, FIGURES, HELD, PEAK, RESIDENT, RESIDENT_PLANNED,
                            STRUCTURE_FIGURES, fmt_for, human_bytes, planned_resident)
from ..core.memory import held_of, missing, parts_of
from ..core.results import CaseResult
from ..core.verdicts import GateStatus
from . import charts
from .audit import html_section as audit_section
from .compact import percent
from .dispatch_graph import html_section, picture_from_dict
from .figures import (figure_cell, golden_cell, num, ordered, pair_groups, pair_numbers, reach_cell, totals,
                      totals_lines, vmfb_story, worst_error)
from .header import meta_lines
from .latency import devices_apart, latency, latency_cell
from .followup import for_case
from .gate import headline

STYLE = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222;max-width:1400px}
h1{margin-bottom:.2em}.meta{color:#555;font-size:13px;margin:0}
.banner{padding:.6em 1em;border-radius:4px;margin:1em 0;font-weight:600}
.banner.bad{background:#fdd;color:#8b0000}.banner.ok{background:#e3f6e3;color:#1b5e20}
.banner.warn{background:#fff3cd;color:#7a5b00}
table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;font-size:13px;vertical-align:top}
th{background:#f3f3f3}
.regression{background:#fdd}.broken{background:#ffe9c7}.pass{background:#e3f6e3}.other{background:#eef}
details{margin:.4em 0}pre{background:#f7f7f7;padding:.5em;overflow-x:auto;font-size:12px}
ul.totals{font-size:14px}.charts{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}
figure.chart{margin:0}figure.chart figcaption{margin:0 0 4px;overflow-wrap:anywhere}
svg.chart{background:#fff}.ct{font:600 13px system-ui}.cl{font:12px system-ui}.cs{font:10px system-ui;fill:#555}
section{border-top:1px solid #ddd;margin-top:1em}
"""


def _cls(r: CaseResult) -> str:
    v = r.verdict
    return "regression" if v.is_regression else "broken" if v.case_at_fault else "pass" if v.is_pass else "other"


def _figures_table(r: CaseResult) -> str:
    rows = ["<tr><th>figure</th>" + "".join(f"<th>{escape(v)}</th>" for v in r.variants) + "</tr>"]
    names = sorted({k for v in r.variants.values() if v.compile for k in v.compile.statistics} | set(STRUCTURE_FIGURES))
    for name in names:
        label = f"{name} (the compiler's plan)" if name == "transient-memory-size" else name
        cells = "".join(f"<td>{'-' if r.stat(v, name) is None else r.stat(v, name)}</td>" for v in r.variants)
        rows.append(f"<tr><td>{escape(label)}</td>{cells}</tr>")
    for part in ("module", "constants", "executables"):
        sizes = [v.compile.vmfb_sections.get(part) if v.compile else None for v in r.variants.values()]
        rows.append(f"<tr><td>vmfb: {part}</td>" + "".join(f"<td>{human_bytes(s)}</td>" for s in sizes) + "</tr>")
    rows += _memory_rows(r)
    measured = [v.run.allocated_bytes if v.run and not v.run.skipped_because else None for v in r.variants.values()]
    rows.append(f"<tr><td>{escape(ALLOCATED)}</td>" + "".join(f"<td>{human_bytes(s)}</td>" for s in measured)
                + "</tr>")
    if r.reach is not None:
        rows.append(f"<tr><td>reach: where the candidate's module first differs</td><td colspan="
                    f"{len(r.variants)}>{escape(r.reach.where + (': ' + r.reach.detail if r.reach.detail else ''))}"
                    "</td></tr>")
    story = vmfb_story(r)
    return "<table>" + "".join(rows) + "</table>" + (f"<p class='meta'>{escape(story)}</p>" if story else "")


def _comparisons_table(r: CaseResult) -> str:
    if not r.comparisons:
        return ""
    head = ("output", "call", "side", "against", "dtype", "shape", "max abs", "max rel", "mismatches", "rmse",
            "rel L2", "cosine", "max ULP", "KL mean / p99 / max", "top-1 agree", "first mismatches", "note")
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for c in r.comparisons:
        vals = (c.index, c.call, c.side, c.against, c.dtype, c.shape, num(c.max_abs_error), num(c.max_rel_error),
                f"{c.mismatch_count} ({c.mismatch_fraction:.2%})", num(c.rmse), num(c.rel_l2), num(c.cosine),
                "-" if c.max_ulp is None else c.max_ulp,
                "-" if c.kl_mean is None else f"{num(c.kl_mean)} / {num(c.kl_p99)} / {num(c.kl_max)}",
                "-" if c.top1_agreement is None else f"{c.top1_agreement:.1%}", c.first_mismatches, c.note or "")
        rows.append("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in vals) + "</tr>")
    note = ("<p class='meta'>Mismatches against a golden or reference count elements outside the output's own "
            "tolerance; a more precise golden judges the baseline norm-wise instead (see each note).</p>"
            if any(c.against in ("golden", "reference") for c in r.comparisons) else "")
    return "<table>" + "".join(rows) + "</table>" + note


def _error_charts(r: CaseResult) -> str:
    parts = []
    for c in r.comparisons:
        if c.side == "candidate" and c.against == "baseline" and c.mismatch_count and c.error_histogram:
            label = f"output {c.index}" + (f", call {c.call}" if c.call != 1 else "")
            parts.append(charts.histogram(f"{label}: error histogram", c.error_histogram, c.atol))
            parts.append(charts.heatmap(f"{label}: where the {c.mismatch_count} mismatches are",
                                        c.mismatch_map, c.shape))
    return f'<div class="charts">{"".join(parts)}</div>' if parts else ""


def _overview_charts(results: list[CaseResult], concurrent: bool) -> str:
    parts = []
    groups = pair_groups(results)
    for n, (_, members) in enumerate(groups, 1):
        parts += _structure_charts(members, f" (pair {n})" if len(groups) > 1 else "")
    kl = [(r.case, c.kl_max, f"KL max {c.kl_max:.3g}"
           + (f", top-1 {c.top1_agreement:.1%}" if c.top1_agreement is not None else "")) for r in results
          for c in r.comparisons if c.side == "candidate" and c.against == "baseline" and c.kl_max is not None]
    if kl:
        parts.append(charts.plain_bars("logits: KL divergence, candidate against baseline (max over positions)", kl))
    lat = []
    for r in results:
        x = latency(r, concurrent)
        if x.change_pct is not None and not x.apart:  # one device's times say nothing of the other's
            lat.append((r.case, x.change_pct, f"{x.change_pct:+.0f}%" + (" (noisy)" if x.noisy else ""),
                        bool(x.noisy)))
    if lat:
        # Drawn under -j too, its bars grey: a reader sees the run was not timed alone rather than no chart.
        why = "; noisy: cases ran concurrently (-j > 1)" if concurrent else ""
        parts.append(charts.diverging_bars(f"latency: candidate against baseline, change of the median{why}", lat))
    return f'<div class="charts">{"".join(parts)}</div>' if parts else ""


def _structure_charts(results: list[CaseResult], suffix: str) -> list[str]:
    """Per case, the change of each charted figure: one pair's cases only."""
    parts = []
    for fig in (f for f in FIGURES if f.charted):
        name, label, fmt = fig.name, f"{fig.label}: candidate - baseline{suffix}", fmt_for(fig.name)
        items = []
        for r in results:
            d, b = r.delta(name), r.stat("baseline", name)
            if fig.measured and devices_apart(r):
                continue  # one device's memory says nothing of the other's
            if d is not None:
                pct = f" ({percent(d, b)})" if b else ""
                noise = fig.measured and abs(d) <= fig.noise
                items.append((r.case, float(d), f"{'+' if d > 0 else ''}{fmt(d)}{pct}" + (" ~noise" if noise else ""),
                              noise))
        if any(v for _, v, *_ in items):
            parts.append(charts.diverging_bars(label, items))
    return parts


def _memory_rows(r: CaseResult) -> list[str]:
    """Resident memory, then the peak of each call (a sequence's prefill and decode steps apart)."""
    runs = [v.run if v.run and not v.run.skipped_because else None for v in r.variants.values()]
    rows = [f"<tr><td>resident memory: {escape(RESIDENT)}</td>"
            + "".join(f"<td>{escape(human_bytes(r.stat(v, 'resident-bytes')))}</td>" for v in r.variants) + "</tr>",
            f"<tr><td>resident memory (planned): {escape(RESIDENT_PLANNED)}</td>"
            + "".join(f"<td>{escape(human_bytes(planned_resident(r.figures()[v])))}</td>" for v in r.variants)
            + "</tr>"]
    calls = [c[0] for c in next((run.call_peaks for run in runs if run and run.call_peaks), [])]
    for n, call in enumerate(calls or ["call"]):
        cells = ["same module, not run" if v.run and v.run.skipped_because else
                 human_bytes(run.call_peaks[n][1] if run and len(run.call_peaks) > n else
                             run.peak_bytes if run and not calls else None)
                 for v, run in zip(r.variants.values(), runs)]
        what = escape(PEAK) if n == 0 else "the same, for this call"
        rows.append(f"<tr><td>peak memory, {escape(call)}: {what}</td>"
                    + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>")
    rows.append(f"<tr><td>held at its height: {escape(HELD)}</td>"
                + "".join(f"<td>{escape(_height_cell(run))}</td>" for run in runs) + "</tr>")
    return rows


def _height_cell(run) -> str:
    """The height, and where it is more than resident + per-call peak, what the rest is."""
    p = parts_of(run)
    if p is None:
        return human_bytes(held_of(run))
    rest = missing(p)
    pooled = run.held.pooled_bytes
    return (human_bytes(p.held) + (f" ({'; '.join(rest)})" if rest else " (resident + per-call peak)")
            + (f"; after its calls: resident + {human_bytes(pooled)} they left allocated" if pooled else ""))


def _call_chart(r: CaseResult) -> str:
    """Per call of a sequence, the change of its own peak: one scale, this case's calls."""
    b, c = (r.variants.get(n) for n in ("baseline", "candidate"))
    runs = [v.run if v and v.run and not v.run.skipped_because else None for v in (b, c)]
    if None in runs or len(runs[0].call_peaks) < 2 or len(runs[0].call_peaks) != len(runs[1].call_peaks):
        return ""
    items = []
    for (name, before, _), (_, after, _) in zip(runs[0].call_peaks, runs[1].call_peaks):
        d = after - before
        noise = abs(d) <= BY_NAME["peak-bytes"].noise
        items.append((name, float(d), f"{'+' if d > 0 else ''}{human_bytes(d)}" + (" ~noise" if noise else ""), noise))
    if not any(v for _, v, *_ in items):
        return ""
    return charts.diverging_bars("peak memory of each call: candidate - baseline", items)


def _case_section(i: int, r: CaseResult, meta: dict) -> str:
    """One case in full: why, its figures, charts, inputs and logs."""
    parts = [f'<h3 id="case{i}">{escape(r.case)}: {escape(r.verdict.label)}</h3>',
             f"<p>{escape(r.reason)}</p>", f"<p class='meta'><code>{escape(r.path)}</code>"
             + (f"; arbiter: {escape(r.arbiter)}" if r.arbiter else "") + "</p>"]
    if r.findings:
        parts.append("<ul>" + "".join(f"<li>{escape(f)}</li>" for f in r.findings) + "</ul>")
    nexts = for_case(r, meta)
    if nexts:
        parts.append("<p>next:</p><pre>" + "\n".join(escape(c) for c in nexts) + "</pre>")
    if r.expectations:
        parts.append("<ul>" + "".join(
            f"<li>{'ok' if e.passed else '<b>FAILED</b>'}: {escape(e.text)} ({escape(e.detail)})</li>"
            for e in r.expectations) + "</ul>")
    parts.append(_error_charts(r))
    parts.append(_figures_table(r))
    parts.append(_where_picture(r))
    parts.append(_call_chart(r))
    parts.append(_comparisons_table(r))
    if r.arbitration:
        parts.append("<ul>" + "".join(f"<li>output {a.index} against the {escape(a.against)}: "
                                      f"{'passes' if a.passed else '<b>fails</b>'}: {escape(a.rule)}</li>"
                                      for a in r.arbitration) + "</ul>")
    if r.inputs:
        parts.append("<details><summary>inputs</summary><ul>" + "".join(
            f"<li>{escape(s.arg)}: {escape(s.source)}: {escape(s.detail)}</li>" for s in r.inputs)
            + "</ul></details>")
    for v in r.variants.values():
        for stage_name, stage in (("compile", v.compile), ("run", v.run)):
            if stage is not None and stage.error_excerpt:
                parts.append(f"<details><summary>{escape(v.name)} {stage_name}: {escape(stage.error_line or '')}"
                             f"</summary><pre>{escape(stage.error_excerpt)}</pre></details>")
        parts.append(f"<details><summary>{escape(v.name)} flags</summary><pre>{escape(' '.join(v.flags))}</pre>"
                     "</details>")
    return "<section>" + "".join(parts) + "</section>"


def _where_picture(r: CaseResult) -> str:
    """Both dispatch graphs of a pair that differs at dispatch creation, the changed groups marked."""
    pic = (r.where or {}).get("picture")
    if not isinstance(pic, dict):
        return ""
    try:
        return html_section(picture_from_dict(pic))
    except (KeyError, TypeError, ValueError):  # a record edited by hand draws no picture, and says so
        return "<p>where the flag acts: the record's picture could not be read</p>"


_BANNER = {GateStatus.PASS: "ok", GateStatus.REGRESSION: "bad", GateStatus.NOT_JUDGED: "warn",
           GateStatus.INTERRUPTED: "warn"}


def render_html(results: list[CaseResult], meta: dict | None = None, title: str = "difftest run") -> str:
    meta = meta or {}
    concurrent = (meta.get("jobs") or 1) > 1
    results = ordered(results)
    t = totals(results, concurrent)
    lines = totals_lines(t)
    head = headline(results, meta)
    css = _BANNER[head.status]
    banner = f'<div class="banner {css}">{escape(head.text)}. {escape(lines[0])}</div>'
    pairs = pair_numbers(results)
    head = ("case", "verdict", "changed", "max abs", "max rel", "vs golden b/c", *(f.label for f in COLUMNS),
            "ms b->c [min-max]", *(("pair",) if pairs else ()))
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for i, r in enumerate(results):
        a, rel = worst_error(r)
        cells = (f'<a href="#case{i}">{escape(r.case)}</a>', escape(r.verdict.label), escape(reach_cell(r)), num(a),
                 num(rel),
                 escape(golden_cell(r)), *(escape(figure_cell(r, f.name)) for f in COLUMNS),
                 escape(latency_cell(r, concurrent, spread=True)), *((str(pairs.get(r.case, "-")),) if pairs else ()))
        rows.append(f'<tr class="{_cls(r)}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    details = [_case_section(i, r, meta) for i, r in enumerate(results)]
    meta_html = "".join(f"<p class='meta'>{escape(x)}</p>" for x in meta_lines(meta))
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1>{meta_html}{banner}{audit_section(results)}"
            f"<h2>Totals</h2><ul class='totals'>" + "".join(f"<li>{escape(x)}</li>" for x in lines[1:]) + "</ul>"
            f"{_overview_charts(results, concurrent)}"
            f"<h2>Cases</h2><table>{''.join(rows)}</table>{''.join(details)}</body></html>\n")
