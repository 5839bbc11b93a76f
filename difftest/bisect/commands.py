"""`difftest bisect` and `difftest revert-check` as library functions:
levels chained by one driver (releases, nightlies, then the commits they
bracket: tiers.py), each a handler over revisions, as mozregression chains
its handlers."""
from __future__ import annotations

import dataclasses

import sys
import time
from pathlib import Path

from ..core.atomic import write_atomic
from ..core.cache import OutDirLock
from ..core.errors import UsageError
from ..core.figures import plural
from ..core.loading import read_report
from ..core.results import dumps
from ..core.verdicts import EXIT_OK, EXIT_REGRESSION, EXIT_USAGE, exit_for_signal
from ..run.options import RunOptions
from ..run.plan.settings import OUT_ROOT
from ..run.setup import load_cases, settings_for
from ..toolchains import build as builds
from ..toolchains import releases
from ..toolchains.base import ToolchainUnavailable
from ..toolchains.kinds import RELEASES, Resolver, Revision
from ..toolchains.releases import version_key
from .driver import LevelResult, LevelStatus, Oracle, Outcome, VerdictMemo, bisect_level, describe_commit, parse_regress
from .options import BisectOptions, RevertOptions
from .render import level_json, render_level
from .revert import build_plan, render_revert, revert_check
from .tiers import Context, Tier, chain, open_repo, resolve_two


def _settings(opts: RunOptions, label: str):
    out = opts.out or OUT_ROOT / f"{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    # A revision's verdict is all a search reads: naming a failure's pass would cost a compile a step.
    return dataclasses.replace(settings_for(opts, toolchain=None, out_dir=out), name_passes=False)


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


def _check(b: BisectOptions) -> list[Tier]:
    tiers = chain(b)
    if b.max_builds is not None and b.max_builds < 0:
        raise UsageError("--max-builds must not be negative")
    for tier in tiers:
        tier.check(b)
    parse_regress(b.regress)
    return tiers


def _say(line: str) -> None:
    print(line, flush=True)


class _Bisect:
    def __init__(self, b: BisectOptions, tiers: list[Tier]):
        self.b, self.tiers = b, tiers
        self.cases = load_cases(b.run)
        self.resolver: Resolver = b.run.resolver()
        memo = VerdictMemo(self.resolver.cache_dir, warn=lambda m: print(f"difftest: {m}", file=sys.stderr))
        self.oracle = Oracle(self.cases, _settings(b.run, "bisect"), b.regress, memo)
        self.known = _resumed_verdicts(b.resume, self.oracle.fingerprint) if b.resume else {}
        self.describe = (lambda sha: describe_commit(b.repo, sha)) if b.repo else None
        self.builder = self.resolver.builder(b.repo) if b.repo else None
        self.ctx = Context(b, self.resolver, self.builder, memo, _say)
        self.budgets = {t.name: t.budget(b) for t in tiers}
        self.levels: list[LevelResult] = []

    def level(self, tier: Tier, revs: list[Revision], old: Outcome) -> LevelResult:
        before = (releases.STATS.installed, builds.STATS.built)
        lr = bisect_level(tier.name, revs, old, self.oracle, _say, self.known, self.b.prefetch,
                          self.budgets[tier.name], self.b.recheck_endpoints, memo=tier.memo(self.ctx))
        lr.installs, lr.builds = releases.STATS.installed - before[0], builds.STATS.built - before[1]
        _say(f"{tier.name}: {plural(lr.installs, 'install')}, {plural(lr.builds, 'build')} spent")
        self.levels.append(lr)
        return lr

    def run(self) -> LevelResult:
        """Each tier in turn: the first over --good..--bad, each later one
        within the range the last tier that narrowed left. An interrupted
        level, or a first level that narrowed nothing, ends the chain; a
        later tier that has no revisions there is passed by."""
        first: LevelResult | None = None
        bracket: LevelResult | None = None
        old = Outcome.GOOD
        for tier in self.tiers:
            if first is None:
                revs, old = tier.first(self.ctx)
            else:
                revs = tier.within(self.ctx, bracket, old)
                if revs is None:
                    continue
            lr = self.level(tier, revs, old)
            first = first or lr
            if lr.interrupted:
                break
            if lr.status in tier.narrows:
                bracket = lr
            elif bracket is None:
                break
        return first

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
    run = _Bisect(b, _check(b))
    with OutDirLock(run.oracle.settings.out_dir):
        return _bisect(b, run)


def _bisect(b: BisectOptions, run: _Bisect) -> int:
    before = builds.STATS.snapshot()
    first = run.run()
    # Endpoints that contradict the request are a usage error, unless a tier
    # that builds was to follow: then the report says what the first level
    # found (as difftest always has for --releases with --repo).
    if first.status is LevelStatus.ABANDONED and not any(t.builds for t in run.tiers[1:]):
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
    commit, at = resolve_two(repo, r.repo, r.commit, r.at, f"{r.commit} / --at {r.at}")
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
