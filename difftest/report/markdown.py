from __future__ import annotations

from ..results import CaseResult
from .figures import change, golden_errors, human_bytes, num, worst_error


def render_markdown(results: list[CaseResult], meta: dict | None = None, title: str = "difftest run") -> str:
    lines = [f"## {title}", "", "| case | verdict | max abs | max rel | vs golden (b/c) | dispatches | transient memory |",
             "|---|---|---|---|---|---|---|"]
    for r in results:
        a, rel = worst_error(r)
        g = golden_errors(r)
        gold = f"{num(g.get('baseline'))} / {num(g.get('candidate'))}" if g else "-"
        verdict = f"**{r.verdict.label}**" if r.regressed else r.verdict.label
        lines.append(f"| `{r.case}` | {verdict} | {num(a)} | {num(rel)} | {gold} | {change(r, 'dispatch-count')} | "
                     f"{change(r, 'transient-memory-size', human_bytes)} |")
    bad = [r for r in results if not r.verdict.is_pass]
    if bad:
        lines += ["", "### Details", ""]
        for r in bad:
            lines.append(f"- `{r.case}`: {r.verdict.label}: {r.reason.splitlines()[0] if r.reason else ''}")
    return "\n".join(lines) + "\n"
