"""What a bisect prints and writes: each level's range and culprit, the
reproduce line and the next commands, and the JSON report."""
from __future__ import annotations

import os

from ..core.figures import plural
from ..report.followup import command, shown_path
from ..core.verdicts import Verdict
from .driver import LevelResult, LevelStatus, Outcome
from .options import BisectOptions
from .tiers import TIERS

def _options(args: BisectOptions, toolchain_arg: str) -> dict:
    o = args.run
    return {"toolchain": toolchain_arg, "build": o.build if toolchain_arg.startswith("git:") else None,
            "runtime": o.runtime, "target": o.target, "baseline_flags": o.baseline_flags,
            "candidate_flags": o.candidate_flags, "compile_flags": o.compile_flags,
            "flagset": o.flagset, "find_links": o.find_links if toolchain_arg.startswith("release:") else None}


def _reproduce(args: BisectOptions, toolchain_arg: str) -> str:
    return command("run", list(args.run.corpus), patterns=args.run.patterns, **_options(args, toolchain_arg))


def _toolchain_arg(args: BisectOptions, rev) -> str:
    return f"git:{args.repo}@{rev.commit}" if rev.commit else rev.key


def _next_steps(lr: LevelResult, args, case_paths: dict[str, str]) -> list[str]:
    """explain and reduce for the cases that differ on the bad side of the
    culprit, with that revision's toolchain."""
    lo, hi = lr.range
    bad = lr.revisions[hi] if lr.looking_for is Outcome.BAD else lr.revisions[lo]
    probe = next((p for p in [*lr.confirm, *lr.probes] if p.revision == bad.label), None)
    names = [n for n, v in (probe.cases if probe else {}).items()
             if Verdict.from_label(v).worth_explaining and n in case_paths]
    if not names:
        return []
    lines = [f"Explain and reduce (at {bad.label}, where {plural(len(names), 'case')} "
             f"{'differs' if len(names) == 1 else 'differ'}):"]
    for name in names[:3]:
        for verb in ("explain", "reduce"):
            lines.append(f"  {command(verb, [shown_path(case_paths[name], os.getcwd())], **_options(args, _toolchain_arg(args, bad)))}")
    if len(names) > 3:
        lines.append(f"  ... and {len(names) - 3} more: {', '.join(names[3:8])}")
    return lines


SHORT_RANGE = 20


def render_level(lr: LevelResult, args: BisectOptions, describe, case_paths: dict[str, str] | None = None) -> list[str]:
    revs = lr.revisions
    what = "first bad (a regression)" if lr.looking_for is Outcome.BAD else "first good (a fix)"
    lines = [f"searched {lr.level} {revs[0].label} .. {revs[-1].label} ({len(revs)} revisions) for the {what}; "
             f"cost: {plural(lr.installs, 'install')}, {plural(lr.builds, 'build')}"]
    if lr.status is LevelStatus.DECIDED:
        return lines + _decided(lr, args, describe, case_paths or {})
    return lines + _left(lr, args, describe)


def _names(lr: LevelResult) -> tuple[str, str]:
    old, new = lr.looking_for.other, lr.looking_for
    return f"last {old.value}", f"first {new.value}"


def _decided(lr: LevelResult, args: BisectOptions, describe, case_paths: dict[str, str]) -> list[str]:
    revs, (lo, hi) = lr.revisions, lr.range
    old_name, new_name = _names(lr)
    culprit = revs[hi]
    lines = [f"  {old_name}: {revs[lo].label}" + _carried(revs[lo]),
             f"  {new_name}: {culprit.label}" + _carried(culprit)]
    if revs[lo].commit and culprit.commit:
        lines.append(f"    git log --oneline {revs[lo].commit[:12]}..{culprit.commit[:12]}")
    if culprit.commit and describe:
        d = describe(culprit.commit)
        lines += [f"    {d['subject']}", f"    {d['author']}, {d['date']}"] + ([f"    {d['link']}"] if d.get("link") else [])
    expected = [lr.looking_for.other, lr.looking_for]
    got = [p.verdict for p in lr.confirm]
    if lr.confirm and got != expected[-len(got):] and got != expected[:len(got)]:
        lines.append("  WARNING: re-testing the culprit and its parent gave "
                     + ", ".join(f"{p.revision}={p.verdict}" for p in lr.confirm) + ": the verdict is flaky")
    lines.append("Reproduce with:")
    lines.append(f"  {_reproduce(args, _toolchain_arg(args, culprit))}")
    return lines + _next_steps(lr, args, case_paths)


def _left(lr: LevelResult, args: BisectOptions, describe) -> list[str]:
    """Not narrowed to one: say exactly what is left, never less."""
    revs, (lo, _) = lr.revisions, lr.range
    _, new_name = _names(lr)
    why = {LevelStatus.CANDIDATES: "only skipped revisions are left between the two sides",
           LevelStatus.STOPPED: f"stopped: {lr.reason}",
           LevelStatus.ABANDONED: f"this level was abandoned: {lr.reason}"}[lr.status]
    lines = [f"  {why}"]
    cands = lr.candidates
    first, last = revs[cands[0]], revs[cands[-1]]
    tier = TIERS.get(lr.level)
    kind = tier.noun(args) if tier else lr.level
    lines.append(f"  the {new_name} revision is one of {len(cands)} {kind}: {first.label} .. {last.label} "
                 f"(after {revs[lo].label}{_carried(revs[lo])})")
    log = tier.log_command(args, revs[lo], last) if tier else None
    if log:
        lines.append(f"    {log}")
    if len(cands) <= SHORT_RANGE:
        for i in cands:
            label = revs[i].label
            if revs[i].commit and describe:
                label += f"  {describe(revs[i].commit)['subject']}"
            lines.append(f"    {label}")
    if lr.status is LevelStatus.STOPPED and "max-builds" in (lr.reason or ""):
        lines.append("  raise --max-builds (builds already made and verdicts already found are reused) to narrow it")
    return lines


def _carried(rev) -> str:
    return f" (verdict of release {rev.carried_from})" if rev.carried is not None else ""


def level_json(lr: LevelResult, describe) -> dict:
    revs = lr.revisions
    lo, hi = lr.range
    cands = lr.candidates
    decided = lr.status is LevelStatus.DECIDED
    return {
        "level": lr.level, "looking_for": lr.looking_for, "status": lr.status, "reason": lr.reason,
        "revisions": [r.label for r in revs],
        "carried": {r.label: {"verdict": r.carried, "from": r.carried_from} for r in revs if r.carried},
        "last_old": revs[lo].label, "first_new": revs[hi].label if decided else None,
        "range": {"after": revs[lo].label, "first": revs[cands[0]].label if cands else None,
                  "last": revs[cands[-1]].label if cands else None, "count": len(cands),
                  "commits": [revs[i].commit for i in cands if revs[i].commit][:1000]},
        "candidates": [revs[i].label for i in cands] if len(cands) <= 1000 else None,
        "culprit": describe(revs[hi].commit) if describe and decided and revs[hi].commit else None,
        "installs": lr.installs, "builds": lr.builds,
        "probes": [vars(p) for p in lr.probes],
        "confirm": [vars(p) for p in lr.confirm],
    }


