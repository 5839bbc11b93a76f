"""The terminal table: regressions first, then the corpus-wide totals."""
from __future__ import annotations

from ..core.figures import COLUMNS
from ..core.results import CaseResult
from .figures import (figure_cell, golden_cell, latency_cell, meta_lines, num, ordered, totals,
                      totals_lines, worst_error)
from .followup import for_case

HEADERS = ("case", "verdict", "max abs", "max rel", "vs golden b/c", *(f.label for f in COLUMNS), "ms b->c")


def _row(r: CaseResult, concurrent: bool) -> tuple[str, ...]:
    a, rel = worst_error(r)
    return (r.case, r.verdict.label, num(a), num(rel), golden_cell(r), *(figure_cell(r, f.name) for f in COLUMNS),
            latency_cell(r, concurrent))


def detail_lines(r: CaseResult, meta: dict | None = None) -> list[str]:
    """Why a case did not pass, with where to look next."""
    mark = "REGRESSION" if r.regressed else r.verdict.label
    lines = [f"{r.case}: {mark}: {r.reason.splitlines()[0] if r.reason else ''}"]
    for e in r.expectations:
        if not e.passed:
            lines.append(f"    FAIL expect {e.text}  ({e.detail})")
    for v in r.variants.values():
        for stage in (v.compile, v.run):
            if stage is not None and stage.error_line and stage.status.value != "ok":
                lines.append(f"    {v.name}: {stage.error_line}")
        if v.compile and v.compile.log_path and v.compile.status.value not in ("ok",):
            lines.append(f"    {v.name}: full compile log: {v.compile.log_path}")
    for f in r.findings:
        if not f.startswith("the candidate's module is byte-identical"):
            lines.append(f"    note: {f}")
    for cmd in for_case(r, meta):
        lines.append(f"    next: {cmd}")
    return lines


def render_console(results: list[CaseResult], meta: dict | None = None, header: bool = False,
                   verbose: bool = False) -> str:
    meta = meta or {}
    concurrent = (meta.get("jobs") or 1) > 1
    results = ordered(results)
    rows = [HEADERS] + [_row(r, concurrent) for r in results]
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADERS))]
    lines = meta_lines(meta) + [""] if header else []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    notes = [r for r in results if not r.verdict.is_pass or (verbose and r.findings)]
    if notes:
        lines.append("")
        for r in notes:
            lines.extend(detail_lines(r, meta))
    if concurrent and any(r.variants.get("baseline") and r.variants["baseline"].run for r in results):
        lines.append("")
        lines.append("latency: cases ran concurrently (-j > 1), so differences are noisy; judge latency with "
                     "-j 1 --repeat N")
    lines.append("")
    lines.extend(totals_lines(totals(results)))
    return "\n".join(lines)
