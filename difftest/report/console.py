"""The terminal table: regressions first, then the corpus-wide totals and
the gate's headline (the same words the exit status stands for)."""
from __future__ import annotations

import shlex

from ..core.figures import COLUMNS, SET_ASIDE, plural
from ..core.results import CaseResult
from ..core.verdicts import CaseOutcome, Stage, Verdict
from .figures import (figure_cell, golden_cell, latency_cell, meta_lines, num, ordered, pair_numbers, reach_cell, totals,
                      totals_lines, vmfb_story, worst_error)
from .followup import for_case
from .gate import headline

HEADERS = ("case", "verdict", "changed", "max abs", "max rel", "vs golden b/c", *(f.label for f in COLUMNS),
           "ms b->c")


def shown(path: str) -> str:
    """A path as a shell would need it: `$` or a space in it is quoted."""
    return shlex.quote(str(path))


def _row(r: CaseResult, concurrent: bool, pairs: dict[str, int]) -> tuple[str, ...]:
    a, rel = worst_error(r)
    row = (r.case, r.verdict.label, reach_cell(r), num(a), num(rel), golden_cell(r),
           *(figure_cell(r, f.name) for f in COLUMNS),
           latency_cell(r, concurrent))
    return row + ((str(pairs.get(r.case, "-")),) if pairs else ())


def _said(r: CaseResult, reason: str) -> str:
    """A case's verdict and reason as the console says them: what fails
    the gate is shouted; the rest reads as JUnit and pytest word it."""
    if r.verdict.outcome is CaseOutcome.FAILED:
        return f"REGRESSION: {reason}"
    return r.verdict.message(reason)


def detail_lines(r: CaseResult, meta: dict | None = None) -> list[str]:
    """Why a case did not pass, with where to look next."""
    lines = [f"{r.case}: {_said(r, r.reason.splitlines()[0] if r.reason else '')}"]
    if r.verdict is Verdict.EXPECTATION_FAILED:
        lines += [f"    FAIL expect {e.text}  ({e.detail})" for e in r.expectations if not e.passed]
    for v in r.variants.values():
        for stage in (v.compile, v.run):
            if stage is not None and stage.error_line and stage.status is not Stage.OK:
                lines.append(f"    {v.name}: {stage.error_line}")
        if v.compile and v.compile.log_path and v.compile.status is not Stage.OK:
            lines.append(f"    {v.name}: full compile log: {shown(v.compile.log_path)}")
    for f in r.findings:
        if not f.startswith(("the candidate's module is byte-identical", SET_ASIDE)):
            lines.append(f"    note: {f}")
    for cmd in for_case(r, meta):
        lines.append(f"    next: {cmd}")
    return lines


def _table(results: list[CaseResult], concurrent: bool) -> list[str]:
    pairs = pair_numbers(results)
    headers = HEADERS + (("pair",) if pairs else ())
    rows = [headers] + [_row(r, concurrent, pairs) for r in results]
    widths = [max(len(row[i]) for row in rows) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return lines


def render_console(results: list[CaseResult], meta: dict | None = None, header: bool = False,
                   verbose: bool = False, quiet: bool = False) -> str:
    """The table and every case that did not pass in full; `quiet`: one line
    per case that did not pass, the totals and the headline only."""
    meta = meta or {}
    concurrent = (meta.get("jobs") or 1) > 1
    results = ordered(results)
    lines = meta_lines(meta) + [""] if header else []
    notes = [r for r in results if not r.verdict.is_pass or (verbose and r.findings and not quiet)]
    if quiet:
        lines += [f"{r.case}: {r.verdict.message((r.reason.splitlines() or [''])[0][:200])}" for r in notes]
    else:
        lines += _table(results, concurrent)
        if notes:
            lines.append("")
            for r in notes:
                lines.extend(detail_lines(r, meta))
    stories = [f"  {r.case}: {s}" for r in results if (s := vmfb_story(r))]
    if stories and not quiet:
        lines += ["", "vmfb size, explained (changes over 10%):", *stories]
    aside = [r for r in results if any(f.startswith(SET_ASIDE) for f in r.findings)]
    if aside:
        lines += ["", f"expectations: the corpora's expect and xfail of {plural(len(aside), 'case')} describe another "
                      "pair than this run's, and were set aside (--no-expectations sets them all aside; each case's "
                      "record says which pair they describe)"]
    lines.append("")
    lines.extend(totals_lines(totals(results, concurrent)))
    lines.append(headline(results, meta).text)
    return "\n".join(lines)
