"""Subcommands `bisect` and `revert-check`."""
from __future__ import annotations

import json
import shlex
import sys
import time
from pathlib import Path

import git

from .. import build as builds
from ..results import dumps
from ..toolchain import default_cache_dir
from .driver import (EndpointError, LevelResult, Memo, Oracle, bisect_level, commit_revisions, describe_commit,
                     parse_regress, release_revisions)
from .revert import render_revert, revert_check


def _settings(args, label: str):
    from ..cli import settings_from_args
    out = args.out or Path("difftest-out") / f"{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    return settings_from_args(args, toolchain=None, out_dir=out)


def _reproduce(args, toolchain_arg: str) -> str:
    argv = ["difftest", "run", *map(str, args.corpus)]
    for p in args.patterns:
        argv += ["-k", p]
    argv += ["--toolchain", toolchain_arg]
    if toolchain_arg.startswith("git:"):
        argv += ["--build", args.build]
    if args.runtime:
        argv += ["--runtime", args.runtime]
    if args.target != "llvm-cpu":
        argv += ["--target", args.target]
    for name in ("baseline_flags", "candidate_flags", "compile_flags"):
        for f in getattr(args, name) or []:
            argv.append(f"--{name[:-6].replace('_', '-')}-flag={f}")
    return " ".join(shlex.quote(a) for a in argv)


def _render_level(lr: LevelResult, args, describe) -> list[str]:
    s = lr.search
    revs = lr.revisions
    what = "first bad (a regression)" if lr.looking_for == "bad" else "first good (a fix)"
    lines = [f"searched {lr.level} {revs[0].label} .. {revs[-1].label} ({len(revs)} revisions) for the {what}"]
    old_name = "last good" if lr.looking_for == "bad" else "last bad"
    new_name = "first bad" if lr.looking_for == "bad" else "first good"
    lines.append(f"  {old_name}: {revs[s.last_old].label}")
    if s.decided:
        culprit = revs[s.first_new]
        lines.append(f"  {new_name}: {culprit.label}")
        if culprit.commit and describe:
            d = describe(culprit.commit)
            lines.append(f"    {d['subject']}")
            lines.append(f"    {d['author']}, {d['date']}")
            if d.get("link"):
                lines.append(f"    {d['link']}")
        if lr.confirm and [p.verdict for p in lr.confirm] != [
                "good" if lr.looking_for == "bad" else "bad", lr.looking_for]:
            lines.append("  WARNING: re-testing the culprit and its parent gave "
                         + ", ".join(f"{p.revision}={p.verdict}" for p in lr.confirm) + ": the verdict is flaky")
        tc_arg = (f"git:{args.repo}@{culprit.commit}" if culprit.commit else culprit.key)
        lines.append("Reproduce with:")
        lines.append(f"  {_reproduce(args, tc_arg)}")
    else:
        lines.append(f"  the {new_name} revision could be any of (the others were skipped):")
        for i in s.candidates:
            label = revs[i].label
            if revs[i].commit and describe:
                label += f"  {describe(revs[i].commit)['subject']}"
            lines.append(f"    {label}")
    return lines


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


def cmd_bisect(args) -> int:
    from ..cli import load_cases

    if not args.releases and not args.repo:
        raise ValueError("bisect needs --releases, --repo PATH --build CMD, or both")
    if args.repo and not args.build:
        raise ValueError("--repo needs --build 'CMD' ({src} and {out} are substituted)")
    parse_regress(args.regress)
    cases = load_cases(args)
    settings = _settings(args, "bisect")
    cache_dir = args.cache_dir or default_cache_dir()
    oracle = Oracle(cases, settings, args.regress,
                    Memo(cache_dir / "bisect" / "memo.json", warn=lambda m: print(f"difftest: {m}", file=sys.stderr)))
    known = _resumed_verdicts(args.resume, oracle.fingerprint) if args.resume else {}
    describe = (lambda sha: describe_commit(args.repo, sha)) if args.repo else None
    before = (builds.STATS.built, builds.STATS.reused, builds.STATS.failed)
    levels: list[LevelResult] = []

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        if args.releases:
            from ..releases import version_key
            good_old = version_key(args.good) < version_key(args.bad)
            revs = release_revisions(args.good, args.bad, cache_dir)
            say(f"bisecting {len(revs)} releases {revs[0].label} .. {revs[-1].label}")
            levels.append(bisect_level("releases", revs, "good" if good_old else "bad", oracle, say, known,
                                       args.prefetch))
            lr = levels[-1]
            if args.repo and lr.search.decided:
                old_tc = lr.revisions[lr.search.last_old].make_toolchain()
                new_tc = lr.revisions[lr.search.first_new].make_toolchain()
                if not (old_tc.commit and new_tc.commit):
                    say("cannot map the bracketing releases to commits (iree-compile --version names none)")
                else:
                    repo = git.Repo(args.repo)
                    try:
                        repo.commit(old_tc.commit), repo.commit(new_tc.commit)
                    except (ValueError, git.BadName):
                        say(f"commits {old_tc.commit[:12]}..{new_tc.commit[:12]} are not in {args.repo}; "
                            "stopping at the release level")
                    else:
                        try:
                            levels.append(_commit_level(args, old_tc.commit, new_tc.commit,
                                                        "good" if good_old else "bad", oracle, say, known, cache_dir))
                        except (ValueError, EndpointError) as e:
                            # Keep the release-level answer: it is still right.
                            say(f"cannot continue at the commit level: {e}")
        else:
            repo = git.Repo(args.repo)
            good, bad = repo.commit(args.good).hexsha, repo.commit(args.bad).hexsha
            if repo.is_ancestor(good, bad):
                levels.append(_commit_level(args, good, bad, "good", oracle, say, known, cache_dir))
            elif repo.is_ancestor(bad, good):
                levels.append(_commit_level(args, bad, good, "bad", oracle, say, known, cache_dir))
            else:
                raise ValueError(f"--good {args.good} and --bad {args.bad} are not on one line of history")
    except EndpointError as e:
        print(f"difftest bisect: {e}")
        return 2

    built, reused, failed = (now - then for now, then in
                             zip((builds.STATS.built, builds.STATS.reused, builds.STATS.failed), before))
    print()
    for lr in levels:
        print("\n".join(_render_level(lr, args, describe)))
    if any(lr.level == "commits" for lr in levels):
        print(f"{built} build(s) run ({failed} failed), {reused} reused from the cache")
    if args.json:
        args.json.write_text(dumps({
            "schema": "difftest-bisect", "schema_version": 1, "good": args.good, "bad": args.bad,
            "regress": args.regress, "fingerprint": oracle.fingerprint, "builds": built,
            "levels": [{
                "level": lr.level, "looking_for": lr.looking_for,
                "revisions": [r.label for r in lr.revisions],
                "last_old": lr.revisions[lr.search.last_old].label,
                "first_new": lr.revisions[lr.search.first_new].label if lr.search.decided else None,
                "candidates": [lr.revisions[i].label for i in lr.search.candidates],
                "culprit": (describe(lr.revisions[lr.search.first_new].commit)
                            if describe and lr.search.decided and lr.revisions[lr.search.first_new].commit else None),
                "probes": [vars(p) for p in lr.probes],
                "confirm": [vars(p) for p in lr.confirm],
            } for lr in levels],
        }))
    return 0


def _commit_level(args, old: str, new: str, old_verdict: str, oracle, say, known, cache_dir) -> LevelResult:
    revs = commit_revisions(args.repo, old, new, args.build, cache_dir, args.first_parent, args.runtime)
    say(f"bisecting {len(revs)} commits {revs[0].label} .. {revs[-1].label}")
    return bisect_level("commits", revs, old_verdict, oracle, say, known, args.prefetch)


def cmd_revert_check(args) -> int:
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
        rep = revert_check(args.repo, commit, at, args.build, cache_dir, cases, settings, describe_commit,
                           runtime=args.runtime)
    except builds.RevertConflict as e:
        print(f"difftest revert-check: {e}")
        print("nothing was left behind: the revert was tried in a cache worktree, not in your checkout")
        return 2
    print(render_revert(rep))
    if args.json:
        args.json.write_text(dumps({"schema": "difftest-revert-check", "schema_version": 1, "commit": rep.commit,
                                    "at": rep.at, "builds": rep.builds, "toolchains": rep.toolchains,
                                    "changes": [vars(c) for c in rep.changes]}))
    return 1 if rep.breaks else 0
