from __future__ import annotations

from ..results import CaseResult, verdict_counts
from .figures import change, golden_errors, human_bytes, latency, num, worst_error

HEADERS = ("case", "verdict", "max abs", "max rel", "vs golden b/c", "dispatches", "executables",
           "transient memory", "vmfb", "ms b->c")


def _row(r: CaseResult) -> tuple[str, ...]:
    a, rel = worst_error(r)
    g = golden_errors(r)
    gold = f"{num(g.get('baseline'))}/{num(g.get('candidate'))}" if g else "-"
    return (r.case, r.verdict.label, num(a), num(rel), gold, change(r, "dispatch-count"),
            change(r, "executable-count"), change(r, "transient-memory-size", human_bytes),
            change(r, "vmfb-bytes", human_bytes), latency(r))


def render_console(results: list[CaseResult], meta: dict | None = None, header: str = "") -> str:
    rows = [HEADERS] + [_row(r) for r in results]
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADERS))]
    lines = [header] if header else []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    notes = [r for r in results if not r.verdict.is_pass]
    if notes:
        lines.append("")
        for r in notes:
            mark = "REGRESSION" if r.regressed else r.verdict.label
            lines.append(f"{r.case}: {mark}: {r.reason.splitlines()[0] if r.reason else ''}")
            for e in r.expectations:
                if not e.passed:
                    lines.append(f"    FAIL expect {e.text}  ({e.detail})")
            for v in r.variants.values():
                for stage in (v.compile, v.run):
                    if stage is not None and stage.error_line and stage.status.value != "ok":
                        lines.append(f"    {v.name}: {stage.error_line}")
                if v.compile and v.compile.log_path and v.compile.status.value not in ("ok",):
                    lines.append(f"    {v.name}: full compile log: {v.compile.log_path}")
    counts = verdict_counts(results)
    regressed = sum(r.regressed for r in results)
    lines.append("")
    lines.append(f"{len(results)} cases: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) +
                 f"; {regressed} regressed")
    return "\n".join(lines)
