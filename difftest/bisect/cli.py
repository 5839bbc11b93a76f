"""Subcommands `bisect` and `revert-check`."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from .. import build as builds
from ..followup import NEXT_VERDICTS, command, shown_path
from ..results import dumps
from ..toolchain import default_cache_dir
from .. import results as res
from .driver import (BuildBudget, LevelResult, Memo, Oracle, bisect_level, commit_revisions, describe_commit,
                     parse_regress, release_revisions)
from .revert import render_revert, revert_check


def _settings(args, label: str):
    from ..cli import settings_from_args
    out = args.out or Path("difftest-out") / f"{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    return settings_from_args(args, toolchain=None, out_dir=out)


def _options(args, toolchain_arg: str) -> dict:
    return {"toolchain": toolchain_arg, "build": args.build if toolchain_arg.startswith("git:") else None,
            "runtime": args.runtime, "target": args.target, "baseline_flags": args.baseline_flags,
            "candidate_flags": args.candidate_flags, "compile_flags": args.compile_flags}


def _reproduce(args, toolchain_arg: str) -> str:
    return command("run", list(args.corpus), patterns=args.patterns, **_options(args, toolchain_arg))


def _toolchain_arg(args, rev) -> str:
    return f"git:{args.repo}@{rev.commit}" if rev.commit else rev.key


def _next_steps(lr: LevelResult, args, case_paths: dict[str, str]) -> list[str]:
    """explain and reduce for the cases that differ on the bad side of the
    culprit, with that revision's toolchain."""
    lo, hi = lr.range
    bad = lr.revisions[hi] if lr.looking_for == "bad" else lr.revisions[lo]
    probe = next((p for p in [*lr.confirm, *lr.probes] if p.revision == bad.label), None)
    names = [n for n, v in (probe.cases if probe else {}).items() if v in NEXT_VERDICTS and n in case_paths]
    if not names:
        return []
    lines = [f"Explain and reduce (at {bad.label}, where {len(names)} case(s) differ):"]
    for name in names[:3]:
        for verb in ("explain", "reduce"):
            lines.append(f"  {command(verb, [shown_path(case_paths[name], os.getcwd())], **_options(args, _toolchain_arg(args, bad)))}")
    if len(names) > 3:
        lines.append(f"  ... and {len(names) - 3} more: {', '.join(names[3:8])}")
    return lines


SHORT_RANGE = 20


def _render_level(lr: LevelResult, args, describe, case_paths: dict[str, str] | None = None) -> list[str]:
    revs = lr.revisions
    what = "first bad (a regression)" if lr.looking_for == "bad" else "first good (a fix)"
    lines = [f"searched {lr.level} {revs[0].label} .. {revs[-1].label} ({len(revs)} revisions) for the {what}"]
    old_name = "last good" if lr.looking_for == "bad" else "last bad"
    new_name = "first bad" if lr.looking_for == "bad" else "first good"
    lo, hi = lr.range
    if lr.status == "decided":
        culprit = revs[hi]
        lines.append(f"  {old_name}: {revs[lo].label}" + _carried(revs[lo]))
        lines.append(f"  {new_name}: {culprit.label}" + _carried(culprit))
        if culprit.commit and describe:
            d = describe(culprit.commit)
            lines.append(f"    {d['subject']}")
            lines.append(f"    {d['author']}, {d['date']}")
            if d.get("link"):
                lines.append(f"    {d['link']}")
        expected = ["good" if lr.looking_for == "bad" else "bad", lr.looking_for]
        got = [p.verdict for p in lr.confirm]
        if lr.confirm and got != expected[-len(got):] and got != expected[:len(got)]:
            lines.append("  WARNING: re-testing the culprit and its parent gave "
                         + ", ".join(f"{p.revision}={p.verdict}" for p in lr.confirm) + ": the verdict is flaky")
        lines.append("Reproduce with:")
        lines.append(f"  {_reproduce(args, _toolchain_arg(args, culprit))}")
        lines += _next_steps(lr, args, case_paths or {})
        return lines
    # Not narrowed to one: say exactly what is left, never less.
    why = {"candidates": "only skipped revisions are left between the two sides",
           "stopped": f"stopped: {lr.reason}", "abandoned": f"this level was abandoned: {lr.reason}"}[lr.status]
    lines.append(f"  {why}")
    cands = lr.candidates
    first, last = revs[cands[0]], revs[cands[-1]]
    kind = "first-parent commits" if lr.level == "commits" and args.first_parent else lr.level
    lines.append(f"  the {new_name} revision is one of {len(cands)} {kind}: {first.label} .. {last.label} "
                 f"(after {revs[lo].label}{_carried(revs[lo])})")
    if lr.level == "commits" and revs[lo].commit and last.commit:
        fp = " --first-parent" if args.first_parent else ""
        lines.append(f"    git log --oneline{fp} {revs[lo].commit[:12]}..{last.commit[:12]}")
    if len(cands) <= SHORT_RANGE:
        for i in cands:
            label = revs[i].label
            if revs[i].commit and describe:
                label += f"  {describe(revs[i].commit)['subject']}"
            lines.append(f"    {label}")
    if lr.status == "stopped" and "max-builds" in (lr.reason or ""):
        lines.append("  raise --max-builds (builds already made and verdicts already found are reused) to narrow it")
    return lines


def _carried(rev) -> str:
    return f" (verdict of release {rev.carried_from})" if rev.carried is not None else ""


def _level_json(lr: LevelResult, describe) -> dict:
    revs = lr.revisions
    lo, hi = lr.range
    cands = lr.candidates
    decided = lr.status == "decided"
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
        "probes": [vars(p) for p in lr.probes],
        "confirm": [vars(p) for p in lr.confirm],
    }


def _resumed_verdicts(path: Path, fingerprint: str) -> dict[str, str]:
    """Verdicts of an earlier bisect report, only when it judged the same
    cases (contents, inputs, goldens), flags, target and criterion."""
    try:
        prior = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ValueError(f"--resume {path}: cannot read the report: {e}") from None
    if not isinstance(prior, dict) or prior.get("schema") != "difftest-bisect":
        raise ValueError(f"--resume {path}: not a difftest bisect report")
    if prior.get("fingerprint") != fingerprint:
        print(f"difftest: warning: --resume {path}: that bisect judged other cases, flags, target or criterion "
              "(or their contents changed); none of its verdicts are reused", file=sys.stderr)
        return {}
    return {p["revision"]: p["verdict"] for lvl in prior.get("levels", []) for p in lvl.get("probes", [])}


def _builder(args, cache_dir: Path):
    return builds.Builder(args.repo, args.build, cache_dir, build_dir=args.build_dir, clean=args.clean_builds,
                          retry_failed=args.retry_failed, runtime=args.runtime)


def cmd_bisect(args) -> int:
    import git

    from ..cli import load_cases

    if not args.releases and not args.repo:
        raise ValueError("bisect needs --releases, --repo PATH --build CMD, or both")
    if args.repo and not args.build:
        raise ValueError("--repo needs --build 'CMD' ({src} and {out} are substituted)")
    if args.max_builds is not None and args.max_builds < 0:
        raise ValueError("--max-builds must not be negative")
    parse_regress(args.regress)
    cases = load_cases(args)
    settings = _settings(args, "bisect")
    cache_dir = args.cache_dir or default_cache_dir()
    oracle = Oracle(cases, settings, args.regress,
                    Memo(cache_dir / "bisect" / "memo.json", warn=lambda m: print(f"difftest: {m}", file=sys.stderr)))
    known = _resumed_verdicts(args.resume, oracle.fingerprint) if args.resume else {}
    describe = (lambda sha: describe_commit(args.repo, sha)) if args.repo else None
    builder = _builder(args, cache_dir) if args.repo else None
    budget = BuildBudget(args.max_builds)
    before = builds.STATS.snapshot()
    levels: list[LevelResult] = []

    def say(line: str) -> None:
        print(line, flush=True)

    def commit_level(old: str, new: str, old_verdict: str, carried: tuple[str, str] | None = None) -> LevelResult:
        revs = commit_revisions(builder, old, new, args.first_parent)
        if carried:
            # The release level judged these two commits with the release wheels: no build.
            revs[0].carried, revs[0].carried_from = old_verdict, carried[0]
            revs[-1].carried, revs[-1].carried_from = ("bad" if old_verdict == "good" else "good"), carried[1]
        say(f"bisecting {len(revs)} commits {revs[0].label} .. {revs[-1].label}"
            + (f" (the commits of releases {carried[0]} and {carried[1]})" if carried else ""))
        return bisect_level("commits", revs, old_verdict, oracle, say, known, args.prefetch, budget,
                            args.recheck_endpoints)

    if args.releases:
        from ..releases import version_key
        good_old = version_key(args.good) < version_key(args.bad)
        revs = release_revisions(args.good, args.bad, cache_dir)
        say(f"bisecting {len(revs)} releases {revs[0].label} .. {revs[-1].label}")
        lr = bisect_level("releases", revs, "good" if good_old else "bad", oracle, say, known, args.prefetch,
                          budget)
        levels.append(lr)
        if lr.status == "abandoned" and not args.repo:
            print(f"difftest bisect: {lr.reason}")
            return 2
        if args.repo and lr.status == "decided" and not lr.interrupted:
            old_rel, new_rel = lr.revisions[lr.range[0]], lr.revisions[lr.range[1]]
            old_tc, new_tc = old_rel.make_toolchain(), new_rel.make_toolchain()
            repo = git.Repo(args.repo)
            if not (old_tc.commit and new_tc.commit):
                say("cannot map the bracketing releases to commits (iree-compile --version names none); "
                    "stopping at the release level")
            else:
                try:
                    repo.commit(old_tc.commit), repo.commit(new_tc.commit)
                except (ValueError, git.BadName) as e:
                    why = "(fetch them)" if isinstance(e, git.BadName) else f"({str(e).splitlines()[0]})"
                    say(f"commits {old_tc.commit[:12]}..{new_tc.commit[:12]} of releases {old_rel.label} and "
                        f"{new_rel.label} cannot be read in {args.repo} {why}; stopping at the release level")
                else:
                    levels.append(commit_level(old_tc.commit, new_tc.commit, "good" if good_old else "bad",
                                               carried=(old_rel.label, new_rel.label)))
    else:
        repo = git.Repo(args.repo)
        good, bad = repo.commit(args.good).hexsha, repo.commit(args.bad).hexsha
        if repo.is_ancestor(good, bad):
            levels.append(commit_level(good, bad, "good"))
        elif repo.is_ancestor(bad, good):
            levels.append(commit_level(bad, good, "bad"))
        else:
            raise ValueError(f"--good {args.good} and --bad {args.bad} are not on one line of history")
        if levels[-1].status == "abandoned":
            print(f"difftest bisect: {levels[-1].reason}")
            return 2

    built, reused, failed = (now - then for now, then in zip(builds.STATS.snapshot(), before))
    print()
    for lr in levels:
        print("\n".join(_render_level(lr, args, describe, {c.name: str(c.path) for c in cases})))
    if builder is not None:
        print(f"{built} build(s) run ({failed} failed), {reused} reused from the cache"
              + (f"; --max-builds {args.max_builds}" if args.max_builds is not None else ""))
        print(builder.describe_cache())
    if args.json:
        res.write_atomic(args.json, dumps({
            "schema": "difftest-bisect", "schema_version": 2, "good": args.good, "bad": args.bad,
            "regress": args.regress, "fingerprint": oracle.fingerprint, "builds": built,
            "builds_failed": failed, "builds_reused": reused, "max_builds": args.max_builds,
            "levels": [_level_json(lr, describe) for lr in levels],
        }))
    interrupted = next((lr.interrupted for lr in levels if lr.interrupted), None)
    if interrupted:
        print("difftest bisect: interrupted; the range above is what was narrowed so far", file=sys.stderr)
        return 128 + interrupted
    return 0


def cmd_revert_check(args) -> int:
    import git

    from ..cli import load_cases

    if not args.build:
        raise ValueError("revert-check needs --build 'CMD' ({src} and {out} are substituted)")
    repo = git.Repo(args.repo)
    commit = repo.commit(args.commit).hexsha
    at = repo.commit(args.at).hexsha
    cases = load_cases(args)
    settings = _settings(args, "revert-check")
    cache_dir = args.cache_dir or default_cache_dir()
    try:
        rep = revert_check(_builder(args, cache_dir), commit, at, cases, settings, describe_commit)
    except builds.RevertConflict as e:
        print(f"difftest revert-check: {e}")
        print("nothing was left behind: the revert was tried in a cache worktree, not in your checkout")
        return 2
    print(render_revert(rep))
    print(_builder(args, cache_dir).describe_cache())
    if args.json:
        res.write_atomic(args.json, dumps({"schema": "difftest-revert-check", "schema_version": 1, "commit": rep.commit,
                                    "at": rep.at, "builds": rep.builds, "toolchains": rep.toolchains,
                                    "changes": [vars(c) for c in rep.changes]}))
    return 1 if rep.breaks else 0
