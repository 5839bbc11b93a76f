"""The audit's table (`difftest run --audit`), from the records' `audit`:
each figure difftest reports beside IREE's own tools', disagreements first
(difftest's own findings), then what agrees, then what was only set beside.
Every format that shows it (console, Markdown, HTML) draws these rows."""
from __future__ import annotations

from html import escape

from ..core.audit import AuditRow
from ..core.figures import plural
from ..core.results import CaseResult
from . import table

HEADERS = ("side", "figure", "difftest", "IREE's tools", "")
# A console cell's most characters (an error line, a long note): the records keep them whole.
CELL = 56


def _word(row: AuditRow) -> str:
    return {True: "agrees", False: "DISAGREES", None: "beside"}[row.agrees]


def _rank(row: AuditRow) -> int:
    return {False: 0, True: 1, None: 2}[row.agrees]


def audited(results: list[CaseResult]) -> list[CaseResult]:
    return [r for r in results if r.audit is not None]


def rows(results: list[CaseResult]) -> list[tuple[CaseResult, AuditRow]]:
    """Every row of every audited case, disagreements first."""
    out = [(r, row) for r in audited(results) for row in r.audit.rows]
    return sorted(out, key=lambda cr: _rank(cr[1]))


def summary(results: list[CaseResult]) -> str | None:
    """The audit's line: what it compared, what disagreed, what it cost."""
    done = audited(results)
    if not done:
        return None
    all_rows = [row for r in done for row in r.audit.rows]
    wrong = [row for row in all_rows if row.agrees is False]
    compared = sum(row.agrees is not None for row in all_rows)
    seconds = sum(r.audit.seconds for r in done)
    head = (f"audit: {len(wrong)} of {plural(compared, 'figure')} DISAGREE with IREE's own tools: difftest's own "
            "finding, no gate passes on it" if wrong else
            f"audit: all {plural(compared, 'figure')} agree with IREE's own tools" if compared else
            "audit: no figure was compared with IREE's own tools")
    beside = len(all_rows) - compared
    return (f"{head} ({plural(len(done), 'case')}" + (f"; {beside} set beside, not compared" if beside else "")
            + f"; the raw compiles and runs took {seconds:.1f} s)")


def _cells(row: AuditRow, limit: int | None = None) -> tuple[str, ...]:
    def cut(text: str | None) -> str:
        text = text or "-"
        return text if limit is None or len(text) <= limit else text[:limit - 4] + " ..."

    return (row.side, row.figure, cut(row.difftest), cut(row.raw), _word(row))


def _by_case(results: list[CaseResult]) -> list[CaseResult]:
    """Audited cases, those with a disagreement first."""
    return sorted(audited(results), key=lambda r: not r.audit.disagreements)


def _case_rows(r: CaseResult) -> list[AuditRow]:
    return sorted(r.audit.rows, key=_rank)


def _case_line(r: CaseResult) -> str:
    wrong, n = len(r.audit.disagreements), r.audit.compared
    said = f"{wrong} of {n} figures DISAGREE" if wrong else f"all {n} figures agree" if n else "nothing compared"
    return f"{r.case}: {said} ({r.audit.seconds:.1f} s)"


def notes(results: list[CaseResult]) -> list[str]:
    """What a row's note, a case's notes and its commands say, one line each."""
    out = []
    for r, row in rows(results):
        if row.note:
            out.append(f"{r.case} {row.side} {row.figure}: {row.note}")
    for r in audited(results):
        out += [f"{r.case}: {n}" for n in r.audit.notes]
    return out


def console_lines(results: list[CaseResult], width: int | None = None, verbose: bool = False) -> list[str]:
    head = summary(results)
    if head is None:
        return []
    lines = [head]
    for r in _by_case(results):
        lines.append(f"  {_case_line(r)}")
        lines += [f"    {ln}" for ln in table.render([HEADERS, *(_cells(row, CELL) for row in _case_rows(r))],
                                                   width - 4 if width else None)]
    lines += [f"  note: {n}" for n in notes(results)]
    if verbose:
        lines += [f"  ran: {c}" for r in audited(results) for c in r.audit.commands]
    return lines


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown_lines(results: list[CaseResult]) -> list[str]:
    """The summary, then each case's table: open where a figure disagrees, folded where all agree."""
    head = summary(results)
    if head is None:
        return []
    lines = ["### Audit", "", _md(head), ""]
    for r in _by_case(results):
        folded = not r.audit.disagreements
        said = _md(_case_line(r))
        lines += [f"<details><summary>{said}</summary>", ""] if folded else [f"`{said}`", ""]
        lines += ["| " + " | ".join(h or "agrees" for h in HEADERS) + " |", "|" + "---|" * len(HEADERS)]
        lines += ["| " + " | ".join(_md(c) for c in _cells(row)) + " |" for row in _case_rows(r)]
        lines += ["", "</details>", ""] if folded else [""]
    return lines + [f"- {_md(n)}" for n in notes(results)] + [""]


def html_section(results: list[CaseResult]) -> str:
    head = summary(results)
    if head is None:
        return ""
    head_row = "<tr>" + "".join(f"<th>{escape(h or 'agrees')}</th>" for h in HEADERS) + "</tr>"
    tables = "".join(
        f"<h3>{escape(_case_line(r))}</h3><table>{head_row}"
        + "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in _cells(row)) + "</tr>" for row in _case_rows(r))
        + "</table>" for r in _by_case(results))
    listed = "".join(f"<li>{escape(n)}</li>" for n in notes(results))
    return (f"<section><h2>Audit</h2><p>{escape(head)}</p>{tables}"
            + (f"<ul>{listed}</ul>" if listed else "") + "</section>")
