"""`difftest revert-check`: what changes if COMMIT is reverted at --at?

Builds --at and --at-with-COMMIT-reverted (both in cache worktrees, never
the user's checkout), runs the corpus under each through the ordinary
pipeline, and diffs the two sets of records.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import procs
from ..core.figures import STRUCTURE_FIGURES, plural
from ..core.results import CaseResult
from ..core.verdicts import SIDES, Word
from ..corpus.discovery import Case
from ..report.figures import num
from ..run.plan.settings import RunSettings, plan
from ..run.scheduler import run_cases
from ..toolchains import build as builds
from ..toolchains.base import Toolchain
from ..toolchains.kinds import GIT, Resolver


class Change(Word):
    """What reverting the commit does to a case."""

    BREAKS = "breaks"
    FIXES = "fixes"
    CHANGES = "changes"
    SAME = "same"


@dataclass
class CaseChange:
    case: str
    before: str  # verdict at --at
    after: str  # verdict with the commit reverted
    kind: Change
    details: list[str] = field(default_factory=list)


def _max_abs(r: CaseResult) -> float | None:
    errs = [c.max_abs_error for c in r.comparisons if c.against == "baseline" and c.max_abs_error is not None]
    return max(errs) if errs else None


def diff_case(at: CaseResult, reverted: CaseResult) -> CaseChange:
    """Pure: how one case differs between the two builds."""
    details = []
    for side in SIDES:
        for fig in STRUCTURE_FIGURES:
            a, b = at.stat(side, fig), reverted.stat(side, fig)
            if a != b:
                details.append(f"{side} {fig} {a} -> {b}")
    ea, eb = _max_abs(at), _max_abs(reverted)
    if ea != eb:
        details.append(f"max abs error {num(ea)} -> {num(eb)}")
    if not at.verdict.is_failure and reverted.verdict.is_failure:
        kind = Change.BREAKS
    elif at.verdict.is_failure and not reverted.verdict.is_failure:
        kind = Change.FIXES
    elif details or at.verdict is not reverted.verdict:
        kind = Change.CHANGES
    else:
        kind = Change.SAME
    return CaseChange(at.case, at.verdict.label, reverted.verdict.label, kind, details)


@dataclass
class RevertReport:
    commit: dict
    at: str
    changes: list[CaseChange]
    toolchains: dict[str, dict]
    builds: int

    @property
    def breaks(self) -> list[CaseChange]:
        return [c for c in self.changes if c.kind is Change.BREAKS]


def build_plan(builder, commit_sha: str, at_sha: str, at_toolchain: Toolchain | None = None) -> list[str]:
    """What the check will cost, said before any build starts: which builds
    are needed and which are cached, and ccache's state when the build
    command uses it."""
    lines = []
    needs = [("at", at_sha, None)] if at_toolchain is None else []
    needs.append(("reverted", at_sha, commit_sha))
    cached = [name for name, sha, rev in needs if builder.is_ready(sha, rev)]
    todo = [name for name, _, _ in needs if name not in cached]
    what = {"at": f"{at_sha[:12]}", "reverted": f"{at_sha[:12]} with {commit_sha[:12]} reverted"}
    parts = ([f"{', '.join(what[n] for n in todo)} to build"] if todo else []) \
        + ([f"{', '.join(what[n] for n in cached)} cached"] if cached else [])
    # Each part only where it has builds: a plan with nothing to build once read "(; ... cached)".
    lines.append(f"builds: {plural(len(needs), 'build')} needed"
                 + (", none to run" if not todo else "") + f" ({'; '.join(parts)})"
                 + (f"; the other side is {at_toolchain.spec}, installed" if at_toolchain is not None else ""))
    if todo and len(todo) == 2:
        lines.append("  the second build is incremental: the two differ by one commit")
    state = ccache_state(builder.command)
    if state:
        lines.append(f"  ccache: {state}")
    return lines


def ccache_state(command: str) -> str | None:
    """`ccache -s`'s hit rate and size, when the build command uses ccache."""
    import shutil as _shutil
    import subprocess

    if "ccache" not in command:
        return None
    exe = _shutil.which("ccache")
    if exe is None:
        return "the build command names ccache, which is not on PATH"
    try:
        out = subprocess.run([exe, "-s"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"ccache -s failed: {e}"
    keep = [ln.strip() for ln in out.splitlines()
            if any(k in ln.lower() for k in ("hits", "cache size", "misses"))]
    return "; ".join(keep[:4]) or "empty"


def revert_check(builder, resolver: Resolver, commit_sha: str, at_sha: str, cases: list[Case],
                 settings: RunSettings, describe, at_toolchain: Toolchain | None = None) -> RevertReport:
    """--at and --at with the commit reverted differ by one commit: the
    builder's persistent workspace builds the second incrementally. With
    `at_toolchain` (a daily candidate at --at), that side is not built."""
    before = builds.STATS.built
    tcs: dict[str, Toolchain] = {
        "at": at_toolchain if at_toolchain is not None else GIT.built(builder, at_sha, resolver),
        # RevertConflict propagates: the workspace is reset to a clean checkout.
        "reverted": GIT.built(builder, at_sha, resolver, revert=commit_sha),
    }
    runs: dict[str, list[CaseResult]] = {}
    for name, tc in tcs.items():
        s = settings.with_toolchain(tc, settings.out_dir / name)
        state = run_cases(plan(cases, s), s)
        if state.interrupted:
            raise procs.Interrupted(state.interrupted)
        runs[name] = state.results
    reverted = {r.case: r for r in runs["reverted"]}
    changes = [diff_case(r, reverted[r.case]) for r in runs["at"] if r.case in reverted]
    return RevertReport(describe(builder.repo, commit_sha), at_sha, changes, {k: v.describe() for k, v in tcs.items()},
                        builds.STATS.built - before)


def render_revert(rep: RevertReport) -> str:
    c = rep.commit
    lines = [f"revert-check: {c['sha'][:12]} \"{c['subject']}\" ({c['author']}, {c['date']}) at {rep.at[:12]}"]
    if c.get("link"):
        lines.append(f"  {c['link']}")
    for kind in (Change.BREAKS, Change.FIXES, Change.CHANGES):
        group = [x for x in rep.changes if x.kind is kind]
        if group:
            lines.append(f"reverting it {kind}:")
            for x in group:
                lines.append(f"  {x.case}: {x.before} -> {x.after}" + (f"  ({'; '.join(x.details)})" if x.details else ""))
    same = sum(x.kind is Change.SAME for x in rep.changes)
    lines.append(f"{plural(same, 'case')} unchanged; {plural(rep.builds, 'build')} run")
    return "\n".join(lines)
