"""Where the flag acts, as a run's reports say it: each case's sites line
(with whether the flag is needed there) and the run's total per flag, or
that no pattern is registered for the flag the pair is about. Rendered from
the plain data a case record carries (run/structure/where.py's Structure)."""
from __future__ import annotations

from ..core.figures import plural
from ..core.results import CaseResult


def where_lines(results: list[CaseResult]) -> list[str]:
    """Where the flag acts, case by case: its sites' line for each case whose pair differs at dispatch creation,
    and whether the flag is needed there (a record from before the answer has its sites' line alone)."""
    out = []
    for r in results:
        if r.where and r.where.get("line"):
            answer = r.where.get("answer") or ""
            out.append(f"{r.case}: {r.where['line']}" + (f" ({answer.split(':', 1)[0]})" if answer else ""))
    return out


def _pattern_totals(read: list[CaseResult]) -> list[str]:
    """Per flag with a pattern: `FLAG: 24 sites, 12 fused, in 2 cases`; per flag without: that none is registered."""
    lines, of = [], f"of {plural(len(read), 'case')} whose IR differs at dispatch creation"
    for flag in dict.fromkeys(f for r in read for f in r.where.get("flags") or []):
        mine = [r for r in read if flag in (r.where.get("flags") or [])]
        sites = sum(int(r.where.get("sites") or 0) for r in mine)
        fused = sum(int(r.where.get("fused") or 0) for r in mine)
        acting = sum(1 for r in mine if r.where.get("fused"))
        lines.append(f"where: {flag}: {plural(sites, 'site')}, {fused} fused, the flag acting in "
                     f"{plural(acting, 'case')} ({of}; `difftest where` shows each)")
    bare = list(dict.fromkeys(f for r in read for f in r.where.get("no_pattern") or []))
    if bare:
        lines.append(f"where: no pattern registered for {', '.join(bare)} ({of}; `difftest where` shows the "
                     "census and the graph change)")
    return lines


def where_total(results: list[CaseResult]) -> str | None:
    """Across the run: each flag's sites and how many the candidate fused, or that no pattern is registered
    for the flag (of the cases read at dispatch creation). A record from before (no `flags`) says it as then."""
    read = [r for r in results if r.where]
    if not read:
        return None
    if any("flags" in r.where or "no_pattern" in r.where for r in read):
        return "\n".join(_pattern_totals(read)) or None
    acting = [r for r in read if r.where.get("fused")]
    n = sum(int(r.where.get("fused") or 0) for r in acting)
    return (f"where: the flag acts at {plural(n, 'site')} in {plural(len(acting), 'case')} "
            f"(of {plural(len(read), 'case')} whose IR differs at dispatch creation; `difftest where` shows each)")
