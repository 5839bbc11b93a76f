"""Markdown fit for `$GITHUB_STEP_SUMMARY`: a summary line, the regressions,
the totals, and the full table collapsed."""
from __future__ import annotations

from ..core.figures import COLUMNS
from ..core.results import CaseResult
from ..core.verdicts import GateStatus, Verdict
from .audit import markdown_lines as audit_lines
from .figures import (figure_cell, golden_cell, num, ordered, pair_numbers, reach_cell, totals, totals_lines,
                      vmfb_story, worst_error)
from .followup import for_case
from .header import meta_lines
from .where_lines import where_lines
from .latency import latency_cell
from .gate import headline


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(results: list[CaseResult], concurrent: bool) -> list[str]:
    pairs = pair_numbers(results)
    head = ["case", "verdict", "changed", "max abs", "max rel", "vs golden (b/c)", *(f.label for f in COLUMNS),
            "ms (b -> c)",
            *(["pair"] if pairs else [])]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in results:
        a, rel = worst_error(r)
        verdict = f"**{r.verdict.label}**" if r.regressed else r.verdict.label
        cells = [f"`{r.case}`", verdict, reach_cell(r), num(a), num(rel), _cell(golden_cell(r)),
                 *(_cell(figure_cell(r, f.name)) for f in COLUMNS), _cell(latency_cell(r, concurrent, spread=True)),
                 *([str(pairs.get(r.case, "-"))] if pairs else [])]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


_ICONS = {GateStatus.PASS: ":white_check_mark:", GateStatus.REGRESSION: ":x:", GateStatus.NOT_JUDGED: ":warning:",
          GateStatus.INTERRUPTED: ":stop_sign:"}


def render_markdown(results: list[CaseResult], meta: dict | None = None, title: str = "difftest run") -> str:
    meta = meta or {}
    concurrent = (meta.get("jobs") or 1) > 1
    results = ordered(results)
    t = totals(results, concurrent)
    head = headline(results, meta)
    icon = _ICONS[head.status]
    lines = [f"## {title}", "", f"{icon} **{_cell(head.text)}**", "", totals_lines(t)[0], ""]
    lines += audit_lines(results)  # first after the gate: a disagreement is difftest's own finding
    regressions = [r for r in results if r.verdict.is_regression]
    if regressions:
        lines += ["### Regressions", "", "| case | verdict | why |", "|---|---|---|"]
        lines += [f"| `{r.case}` | **{r.verdict.label}** | {_cell(r.reason.splitlines()[0] if r.reason else '')} |"
                  for r in regressions]
        lines.append("")
        nexts = [(r, for_case(r, meta)) for r in regressions]
        if any(cmds for _, cmds in nexts):
            lines += ["Next steps (the dispatch, and a small reproducer):", ""]
            lines += [f"- `{r.case}`: " + " · ".join(f"`{c}`" for c in cmds) for r, cmds in nexts if cmds]
            lines.append("")
    lines += ["### Totals", ""] + [f"- {x}" for x in totals_lines(t)[1:]] + [""]
    stories = [f"- `{r.case}`: {_cell(s)}" for r in results if (s := vmfb_story(r))]
    if stories:
        lines += ["### vmfb size, explained (changes over 10%)", ""] + stories + [""]
    where = where_lines(results)
    if where:
        lines += ["### Where the flag acts (at dispatch creation)", ""] + [f"- {_cell(w)}" for w in where] + [""]
    other = [r for r in results if r.verdict.case_at_fault]
    if other:
        lines += ["### Broken cases", ""]
        lines += [f"- `{r.case}`: {r.verdict.label}: {_cell(r.reason.splitlines()[0] if r.reason else '')}"
                  for r in other]
        lines.append("")
    blank = [r for r in results if r.verdict is Verdict.NOTHING_COMPARED]
    if blank:  # each names what it compared nothing on: the headline names the first only
        lines += ["### Compared nothing informative (the gate cannot pass)", ""]
        lines += [f"- `{r.case}`: {_cell(r.reason.splitlines()[0] if r.reason else '')}" for r in blank[:20]]
        lines += [f"- and {len(blank) - 20} more"] if len(blank) > 20 else []
        lines.append("")
    lines += ["<details><summary>All cases</summary>", ""] + _table(results, concurrent) + ["", "</details>", ""]
    if meta:
        lines += ["<details><summary>Run</summary>", ""] + [f"- {_cell(x)}" for x in meta_lines(meta)]
        lines += ["", "</details>"]
    return "\n".join(lines) + "\n"
