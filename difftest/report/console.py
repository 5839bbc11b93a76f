"""The terminal table: regressions first, then the corpus-wide totals and
the gate's headline (the same words the exit status stands for)."""
from __future__ import annotations

import shlex
import textwrap

from ..core.console import NON_TERMINAL_WIDTH
from ..core.figures import COLUMNS, PEAK_NOISE_BYTES, SET_ASIDE, plural
from ..core.results import CaseResult
from ..core.verdicts import CaseOutcome, Stage, Verdict
from . import audit, compact, table
from .figures import (figure_cell, golden_cell, num, ordered, pair_numbers, reach_cell, totals, totals_lines,
                      vmfb_story, worst_error)
from .followup import for_case
from .header import meta_lines
from .where_lines import where_lines
from .latency import NOT_RUN, latency_cell
from .gate import headline

HEADERS = ("case", "verdict", "changed", "max abs", "max rel", "vs golden b/c", *(f.label for f in COLUMNS),
           "ms b->c")
# The narrow table's columns: what a reviewer reads first, in short figures
# (report/compact.py); `--wide` gives HEADERS, every figure in full.
NARROW = (("verdict", None), ("changed", None), ("max abs/rel", None), ("dispatches", "dispatch-count"),
          ("planned memory", "transient-memory-size"), ("measured peak", "peak-bytes"), ("vmfb size", "vmfb-bytes"),
          ("ms b->c", None))


def shown(path: str) -> str:
    """A path as a shell would need it: `$` or a space in it is quoted."""
    return shlex.quote(str(path))


def clip(text: str, limit: int) -> str:
    """`text` within `limit` characters, cut at the last space before it and
    said so with " ...": a reason cut mid-token (`'linalg.gen`) reads as a
    typo or as the compiler's own words. A first token longer than `limit`
    is the only thing ever cut inside."""
    if len(text) <= limit:
        return text
    room = limit - len(" ...")
    cut = text.rfind(" ", 0, room + 1)
    head = text[:cut] if cut > 0 else text[:room]
    return head.rstrip(" ,;:") + " ..."


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
    return table.render([headers] + [_row(r, concurrent, pairs) for r in results])


def _narrow_row(r: CaseResult, concurrent: bool, pairs: dict[str, int]) -> tuple[str, ...]:
    figures = tuple(compact.figure(r, name) for _, name in NARROW if name)
    row = (r.case, r.verdict.label, reach_cell(r), compact.errors(r), *figures, compact.latency_cell(r, concurrent))
    return row + ((str(pairs.get(r.case, "-")),) if pairs else ())


def _legend(rows: list[tuple[str, ...]], width: int) -> list[str]:
    """What the narrow cells' marks mean, those that appear, within `width`."""
    cells = [c for row in rows for c in row[1:]]
    parts = ["b->c with the change in % of b"]
    if any(c.endswith(f" {compact.NOISE}") for c in cells):
        parts.append(f"{compact.NOISE} within noise (peak: {PEAK_NOISE_BYTES // 1024} KiB; latency: not "
                     "significant)")
    if any(compact.NOT_RUN in c for c in cells):
        parts.append(f"{compact.NOT_RUN}: {NOT_RUN}")
    return textwrap.wrap("; ".join(parts + ["--wide: every column in full"]), width, break_on_hyphens=False)


def _narrow_table(results: list[CaseResult], concurrent: bool, width: int) -> list[str]:
    pairs = pair_numbers(results)
    headers = ("case", *(h for h, _ in NARROW)) + (("pair",) if pairs else ())
    rows = [_narrow_row(r, concurrent, pairs) for r in results]
    return table.render([headers] + rows, width) + _legend(rows, width)


def render_console(results: list[CaseResult], meta: dict | None = None, header: bool = False,
                   verbose: bool = False, quiet: bool = False, width: int | None = None, wide: bool = False) -> str:
    """The table and every case that did not pass in full; `quiet`: one line
    per case that did not pass, the totals and the headline only. The table
    fits `width` columns (a terminal's; None: NON_TERMINAL_WIDTH), in short
    figures; `wide`: every column in full, one line per case, however wide."""
    meta = meta or {}
    concurrent = (meta.get("jobs") or 1) > 1
    results = ordered(results)
    lines = meta_lines(meta) + [""] if header else []
    # The audit first: a figure IREE's own tools contradict is difftest's own finding.
    checked = audit.console_lines(results, width or NON_TERMINAL_WIDTH, verbose) if not quiet else \
        [x for x in [audit.summary(results)] if x]
    lines += checked + [""] if checked else []
    notes = [r for r in results if not r.verdict.is_pass or (verbose and r.findings and not quiet)]
    if quiet:
        lines += [f"{r.case}: {r.verdict.message(clip((r.reason.splitlines() or [''])[0], 200))}" for r in notes]
    else:
        lines += (_table(results, concurrent) if wide
                  else _narrow_table(results, concurrent, width or NON_TERMINAL_WIDTH))
        if notes:
            lines.append("")
            for r in notes:
                lines.extend(detail_lines(r, meta))
    stories = [f"  {r.case}: {s}" for r in results if (s := vmfb_story(r))]
    if stories and not quiet:
        lines += ["", "vmfb size, explained (changes over 10%):", *stories]
    where = where_lines(results)
    if where and not quiet:
        lines += ["", "where the flag acts (at dispatch creation):", *[f"  {w}" for w in where]]
    aside = [r for r in results if any(f.startswith(SET_ASIDE) for f in r.findings)]
    if aside:
        other = "pair or flag set" if (meta or {}).get("flagset") else "pair"
        lines += ["", f"expectations: the corpora's expect and xfail of {plural(len(aside), 'case')} describe another "
                      f"{other} than this run's, and were set aside (--no-expectations sets them all aside; each "
                      "case's record says which pair they describe)"]
    lines.append("")
    lines.extend(totals_lines(totals(results, concurrent)))
    lines.append(headline(results, meta).text)
    return "\n".join(lines)
