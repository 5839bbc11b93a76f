"""`difftest bisect` and `difftest revert-check` as library functions:
levels chained by one driver (releases, then the commits they bracket),
each a handler over revisions, as mozregression chains its handlers."""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

from ..core.figures import plural
from ..core.cache import OutDirLock
from ..core.loading import read_report
from ..core.errors import UsageError
from ..core.atomic import write_atomic
from ..core.results import dumps
from ..core.verdicts import EXIT_OK, EXIT_REGRESSION, EXIT_USAGE, exit_for_signal
from ..run.options import RunOptions
from ..run.settings import OUT_ROOT
from ..run.setup import load_cases, settings_for
from ..toolchains import build as builds
from ..toolchains import releases
from ..toolchains.base import ToolchainUnavailable
from ..toolchains.kinds import GIT, RELEASES, Resolver, Revision
from ..toolchains.releases import version_key
from .driver import (BuildBudget, LevelResult, LevelStatus, Oracle, Outcome, VerdictMemo, bisect_level,
                     describe_commit, parse_regress)
from .options import BisectOptions, RevertOptions
from .render import level_json, render_level
from .revert import build_plan, render_revert, revert_check


def _settings(opts: RunOptions, label: str):
    out = opts.out or OUT_ROOT / f"{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    return settings_for(opts, toolchain=None, out_dir=out)


def _resumed_verdicts(path: Path, fingerprint: str) -> dict[str, str]:
    """Verdicts of an earlier bisect report, only when it judged the same
    cases (contents, inputs, goldens), flags, target and criterion."""
    prior = read_report(path, "difftest-bisect", "--resume ")
    if prior.get("fingerprint") != fingerprint:
        print(f"difftest: warning: --resume {path}: that bisect judged other cases, flags, target or criterion "
              "(or their contents changed); none of its verdicts are reused", file=sys.stderr)
        return {}
    try:
        return {p["revision"]: Outcome(p["verdict"]).value for lvl in prior.get("levels", [])
                for p in lvl.get("probes", [])}
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise UsageError(f"--resume {path}: a probe record is malformed ({type(e).__name__}: {e})") from None


def open_repo(path: Path):
    """The user's checkout, read only; a usage error when it is not one."""
    import git

    try:
        return git.Repo(path)
    except git.NoSuchPathError:
        raise UsageError(f"--repo {path}: no such directory") from None
    except git.InvalidGitRepositoryError:
        raise UsageError(f"--repo {path}: not a git repository (give the root of an IREE checkout)") from None


def _resolve_two(repo, path: Path, a: str, b: str, named: str) -> tuple[str, str]:
    """Two revisions of the checkout at path, as full shas; a usage error
    saying which the user `named` when either does not resolve."""
    import git

    try:
        return repo.commit(a).hexsha, repo.commit(b).hexsha
    except (git.BadName, ValueError) as e:
        raise UsageError(f"--repo {path}: cannot resolve {named}: {e}") from None


def _check(b: BisectOptions) -> None:
    if not b.releases and not b.repo:
        raise UsageError("bisect needs --releases, --repo PATH --build CMD, or both")
    if b.repo and not b.run.build:
        raise UsageError("--repo needs --build 'CMD' ({src} and {out} are substituted)")
    if b.max_builds is not None and b.max_builds < 0:
        raise UsageError("--max-builds must not be negative")
    if b.repo:
        open_repo(b.repo)
    parse_regress(b.regress)


def _say(line: str) -> None:
    print(line, flush=True)


def _steps(n: int) -> int:
    """Probes a bisection of n revisions costs."""
    return max(1, math.ceil(math.log2(n + 1))) if n else 0


class _Bisect:
    def __init__(self, b: BisectOptions):
        self.b = b
        self.cases = load_cases(b.run)
        self.resolver: Resolver = b.run.resolver()
        self.oracle = Oracle(self.cases, _settings(b.run, "bisect"), b.regress,
                             VerdictMemo(self.resolver.cache_dir,
                                         warn=lambda m: print(f"difftest: {m}", file=sys.stderr)))
        self.known = _resumed_verdicts(b.resume, self.oracle.fingerprint) if b.resume else {}
        self.describe = (lambda sha: describe_commit(b.repo, sha)) if b.repo else None
        self.builder = self.resolver.builder(b.repo) if b.repo else None
        self.budget = BuildBudget(b.max_builds)
        self.levels: list[LevelResult] = []

    def level(self, name: str, revs: list[Revision], old: Outcome) -> LevelResult:
        before = (releases.STATS.installed, builds.STATS.built)
        lr = bisect_level(name, revs, old, self.oracle, _say, self.known, self.b.prefetch, self.budget,
                          self.b.recheck_endpoints)
        lr.installs, lr.builds = releases.STATS.installed - before[0], builds.STATS.built - before[1]
        _say(f"{name}: {plural(lr.installs, 'install')}, {plural(lr.builds, 'build')} spent")
        self.levels.append(lr)
        return lr

    def commits(self, old: str, new: str, old_verdict: Outcome, carried: tuple[str, str] | None = None) -> LevelResult:
        revs = GIT.revisions(self.builder, old, new, self.resolver, self.b.first_parent)
        if carried:
            # The release level judged these two commits with the release wheels: no build.
            revs[0].carried, revs[0].carried_from = old_verdict.value, carried[0]
            revs[-1].carried, revs[-1].carried_from = old_verdict.other.value, carried[1]
        _say(f"bisecting {len(revs)} commits {revs[0].label} .. {revs[-1].label}"
             + (f" (the commits of releases {carried[0]} and {carried[1]})" if carried else ""))
        return self.level("commits", revs, old_verdict)

    def releases(self) -> LevelResult:
        b = self.b
        old = Outcome.GOOD if version_key(b.good) < version_key(b.bad) else Outcome.BAD
        revs = RELEASES.revisions(b.good, b.bad, self.resolver)
        _say(f"bisecting {len(revs)} releases {revs[0].label} .. {revs[-1].label}")
        lr = self.level("releases", revs, old)
        if lr.status is not LevelStatus.DECIDED or lr.interrupted:
            return lr
        bracket = lr
        if b.nightlies:
            nl = self.nightlies(lr, old)
            if nl is not None and not nl.interrupted and nl.status in (LevelStatus.DECIDED, LevelStatus.CANDIDATES):
                bracket = nl
            elif nl is not None and nl.interrupted:
                return lr
        if b.repo:
            self.commits_of_releases(bracket, old)
        return lr

    def nightlies(self, lr: LevelResult, old: Outcome) -> LevelResult | None:
        """The daily candidates between the two bracketing releases: about
        six installs instead of most of the source builds."""
        old_rel, new_rel = lr.revisions[lr.range[0]], lr.revisions[lr.range[1]]
        if not self.resolver.find_links:
            _say(f"no daily candidates to bisect: give --find-links {releases.IREE_FIND_LINKS} (or a directory "
                 "of wheels); going from releases to commits")
            return None
        try:
            revs = RELEASES.revisions(old_rel.label, new_rel.label, self.resolver, candidates=True)
        except ToolchainUnavailable as e:
            _say(f"no daily candidates reachable ({str(e).splitlines()[0]}); going from releases to commits")
            return None
        if len(revs) <= 2:
            _say(f"no daily candidates between {old_rel.label} and {new_rel.label} on "
                 f"{' '.join(self.resolver.find_links)}; going from releases to commits")
            return None
        # The releases' verdicts carry over: no install for the endpoints.
        revs[0].carried, revs[0].carried_from = old.value, old_rel.label
        revs[-1].carried, revs[-1].carried_from = old.other.value, new_rel.label
        _say(f"bisecting {len(revs) - 2} daily candidates between releases {old_rel.label} and {new_rel.label} "
             f"(about {_steps(len(revs) - 2)} installs)")
        return self.level("nightlies", revs, old)

    def commits_of_releases(self, lr: LevelResult, old: Outcome) -> None:
        """Continue into the commits between the two bracketing releases (or candidates)."""
        import git

        old_rel, new_rel = lr.revisions[lr.range[0]], lr.revisions[lr.range[1]]
        old_tc, new_tc = old_rel.make_toolchain(), new_rel.make_toolchain()
        if not (old_tc.commit and new_tc.commit):
            _say("cannot map the bracketing releases to commits (iree-compile --version names none); "
                 "stopping at the release level")
            return
        repo = open_repo(self.b.repo)
        try:
            repo.commit(old_tc.commit), repo.commit(new_tc.commit)
        except (ValueError, git.BadName) as e:
            why = "(fetch them)" if isinstance(e, git.BadName) else f"({str(e).splitlines()[0]})"
            _say(f"commits {old_tc.commit[:12]}..{new_tc.commit[:12]} of releases {old_rel.label} and "
                 f"{new_rel.label} cannot be read in {self.b.repo} {why}; stopping at the release level")
            return
        n = sum(1 for _ in repo.iter_commits(f"{old_tc.commit}..{new_tc.commit}", first_parent=self.b.first_parent))
        _say(f"commits between {old_rel.label} and {new_rel.label}: {n} (about {_steps(n)} builds): "
             f"git log --oneline{' --first-parent' if self.b.first_parent else ''} "
             f"{old_tc.commit[:12]}..{new_tc.commit[:12]}")
        self.commits(old_tc.commit, new_tc.commit, old, carried=(old_rel.label, new_rel.label))

    def commits_only(self) -> LevelResult:
        b = self.b
        repo = open_repo(b.repo)
        good, bad = _resolve_two(repo, b.repo, b.good, b.bad, f"--good {b.good} / --bad {b.bad}")
        if repo.is_ancestor(good, bad):
            return self.commits(good, bad, Outcome.GOOD)
        if repo.is_ancestor(bad, good):
            return self.commits(bad, good, Outcome.BAD)
        raise UsageError(f"--good {b.good} and --bad {b.bad} are not on one line of history")

    def report(self, built: int, reused: int, failed: int) -> None:
        b = self.b
        print()
        for lr in self.levels:
            print("\n".join(render_level(lr, b, self.describe, {c.name: str(c.path) for c in self.cases})))
        if self.builder is not None:
            print(f"{plural(built, 'build')} run ({failed} failed), {reused} reused from the cache"
                  + (f"; --max-builds {b.max_builds}" if b.max_builds is not None else ""))
            print(self.builder.describe_cache())
        path = b.run.reports.get("json")
        if path:
            write_atomic(path, dumps({
                "schema": "difftest-bisect", "schema_version": 2, "good": b.good, "bad": b.bad,
                "regress": b.regress, "fingerprint": self.oracle.fingerprint, "builds": built,
                "builds_failed": failed, "builds_reused": reused, "max_builds": b.max_builds,
                "levels": [level_json(lr, self.describe) for lr in self.levels],
            }))


def bisect_command(b: BisectOptions) -> int:
    _check(b)
    run = _Bisect(b)
    with OutDirLock(run.oracle.settings.out_dir):
        return _bisect(b, run)


def _bisect(b: BisectOptions, run: _Bisect) -> int:
    before = builds.STATS.snapshot()
    first = run.releases() if b.releases else run.commits_only()
    if first.status is LevelStatus.ABANDONED and not (b.releases and b.repo):
        print(f"difftest bisect: {first.reason}")
        return EXIT_USAGE
    built, reused, failed = (now - then for now, then in zip(builds.STATS.snapshot(), before))
    run.report(built, reused, failed)
    interrupted = next((lr.interrupted for lr in run.levels if lr.interrupted), None)
    if interrupted:
        print("difftest bisect: interrupted; the range above is what was narrowed so far", file=sys.stderr)
        return exit_for_signal(interrupted)
    return EXIT_OK


def _newest_candidate(repo, resolver: Resolver, commit: str, at: str):
    """--nightly: the newest daily candidate whose commit holds the one to
    revert stands for --at, installed rather than built. Else --at as given."""
    if not resolver.find_links:
        raise UsageError(f"--nightly needs --find-links ({releases.IREE_FIND_LINKS}, or a directory of wheels)")
    from packaging.version import Version

    try:
        candidates = [v for v in releases.list_releases(find_links=resolver.find_links) if Version(v).is_prerelease]
    except ToolchainUnavailable as e:
        print(f"revert-check: no daily candidate reachable ({str(e).splitlines()[0]}); building --at", flush=True)
        return at, None
    for version in sorted(candidates, key=version_key, reverse=True)[:1]:
        tc = RELEASES.revisions(version, version, resolver, versions=[version])[0].make_toolchain()
        if tc.commit and repo.is_ancestor(commit, tc.commit):
            print(f"revert-check: --nightly: the daily candidate {version} (commit {tc.commit[:12]}) holds "
                  f"{commit[:12]}: it stands for --at, and only the revert is built", flush=True)
            return repo.commit(tc.commit).hexsha, tc
        print(f"revert-check: --nightly: the newest daily candidate {version} does not hold {commit[:12]}; "
              "building --at", flush=True)
    return at, None


def revert_check_command(r: RevertOptions) -> int:
    if not r.run.build:
        raise UsageError("revert-check needs --build 'CMD' ({src} and {out} are substituted)")
    repo = open_repo(r.repo)
    commit, at = _resolve_two(repo, r.repo, r.commit, r.at, f"{r.commit} / --at {r.at}")
    cases = load_cases(r.run)
    settings = _settings(r.run, "revert-check")
    resolver = r.run.resolver()
    builder = resolver.builder(r.repo)
    at_toolchain = None
    if r.nightly:
        at, at_toolchain = _newest_candidate(repo, resolver, commit, at)
    for line in build_plan(builder, commit, at, at_toolchain):
        print(f"revert-check: {line}", flush=True)
    try:
        with OutDirLock(settings.out_dir):
            rep = revert_check(builder, resolver, commit, at, cases, settings, describe_commit, at_toolchain)
    except builds.RevertConflict as e:
        print(f"difftest revert-check: {e}")
        print("nothing was left behind: the revert was tried in a cache worktree, not in your checkout")
        return EXIT_USAGE
    print(render_revert(rep))
    print(builder.describe_cache())
    path = r.run.reports.get("json")
    if path:
        write_atomic(path, dumps({"schema": "difftest-revert-check", "schema_version": 1, "commit": rep.commit,
                                  "at": rep.at, "builds": rep.builds, "toolchains": rep.toolchains,
                                  "changes": [vars(c) for c in rep.changes]}))
    return EXIT_REGRESSION if rep.breaks else EXIT_OK
