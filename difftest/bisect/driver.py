"""`difftest bisect`: find the first revision where a corpus verdict flips.

The oracle is a `difftest run` of the selected cases under the revision's
toolchain (run.scheduler.run_cases); search.py decides what to probe; one
level (`bisect_level`) searches one tier's revisions (tiers.py: PyPI
releases, daily candidates, the commits between the two that bracket the
change, version -> commit from `iree-compile --version`).
"""
from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .. import __version__
from ..core import procs
from ..core.cache import JsonMemo
from ..core.figures import ExpectationSyntaxError, check_expectation
from ..core.figures import plural
from ..core.keys import CACHE_DIRS, bisect_verdict_key, verdict_fingerprint, verdict_key
from ..core.results import CaseResult
from ..core.verdicts import Verdict, Word
from ..corpus.discovery import Case
from ..run.plan.settings import RunSettings, plan
from ..run.scheduler import run_cases
from ..toolchains import build as builds
from ..toolchains.base import Toolchain, ToolchainUnavailable
from ..toolchains.kinds import Revision
from .search import Answer, SearchResult, StopSearch, least_satisfying, possible_next


class Outcome(Word):
    """A revision's verdict over the corpus, as git bisect has it."""

    GOOD = "good"
    BAD = "bad"
    SKIP = "skip"

    @property
    def other(self) -> "Outcome":
        return {Outcome.GOOD: Outcome.BAD, Outcome.BAD: Outcome.GOOD}[self]


class LevelStatus(Word):
    """How a level of a bisect ended."""

    DECIDED = "decided"  # narrowed to one revision
    CANDIDATES = "candidates"  # only skipped revisions are left between the two sides
    STOPPED = "stopped"  # no builds left, or interrupted: the range not yet narrowed
    ABANDONED = "abandoned"  # the endpoints could not be judged as asked


# ---- what makes a revision bad: True bad, False good, None cannot tell (skip) -------


def _regression(r: CaseResult) -> bool | None:
    if not r.verdict.decides_regression:
        return None
    return r.verdict.is_regression


def _numerics(r: CaseResult) -> bool | None:
    v = r.verdict
    if v is Verdict.EXPECTATION_FAILED:
        return False  # the pair compared within tolerance; a structural check failed on top
    if not v.decides_regression or not v.outputs_compared:
        return None
    return v is Verdict.NUMERICS_DIFFER


def _candidate_compile(r: CaseResult) -> bool | None:
    v = r.verdict
    if not v.decides_revision or v.fails("compile", "baseline"):
        return None
    return v is Verdict.CANDIDATE_COMPILE_FAIL


def _any_failure(r: CaseResult) -> bool | None:
    return r.verdict.is_failure if r.verdict.decides_revision else None


REGRESS_KINDS: dict[str, Callable[[CaseResult], bool | None]] = {
    "regression": _regression,
    "numerics": _numerics,
    "candidate-compile": _candidate_compile,
    "any-failure": _any_failure,
}


def _verdict_text(r: CaseResult) -> str:
    return f"{r.verdict.label}: {r.reason.splitlines()[0][:160] if r.reason else ''}"


def parse_regress(text: str) -> Callable[[CaseResult], tuple[bool | None, str]]:
    """A regress kind, or a structural threshold such as `dispatch-count > 4`
    (the candidate's figure unless `baseline.` is written).

    The returned judge gives (bad?, why); None means it cannot tell."""
    if text in REGRESS_KINDS:
        kind = REGRESS_KINDS[text]
        return lambda r: (kind(r), _verdict_text(r))
    try:
        check_expectation(text, {})
    except ExpectationSyntaxError:
        raise ValueError(f"--regress {text!r}: use one of {', '.join(REGRESS_KINDS)}, "
                         "or a threshold such as 'dispatch-count > 4'") from None

    def structural(r: CaseResult) -> tuple[bool | None, str]:
        res = check_expectation(text, r.figures())
        # A failed compile's stream-phase figures are no module's: the threshold cannot tell there.
        if "not available" in res.detail or r.failed_compiles:
            return None, _verdict_text(r)
        # The revision is bad where the threshold holds.
        return res.passed, f"{text} {'holds' if res.passed else 'does not hold'}: {res.detail}"

    return structural


@dataclass
class Probe:
    revision: str
    verdict: Outcome
    summary: str
    cases: dict[str, str] = field(default_factory=dict)
    cached: bool = False


# The one file an older difftest kept every memoised verdict in, under the
# memo's own directory: read still, never written.
OLD_MEMO = "memo.json"


def _verdict(v) -> dict | None:
    ok = isinstance(v, dict) and isinstance(v.get("verdict"), str) and v["verdict"] in {o.value for o in Outcome}
    return v if ok else None


class VerdictMemo:
    """Verdicts per (revision, corpus fingerprint), on disk (one JsonMemo
    file each, under the cache's bisect/), so a re-run of the same bisect
    performs no build and no run, and two bisects sharing a cache keep each
    other's verdicts. An older difftest's bisect/memo.json is still read: a
    verdict found only there is copied into the memo, so a bisect resumed
    after an upgrade loses none. That file, unreadable, is set aside with a
    warning, never fatal."""

    def __init__(self, cache_dir: Path | None, warn: Callable[[str], None] = print):
        self.memo = JsonMemo(cache_dir, CACHE_DIRS["bisect-verdict"])
        self.old_path = self.memo.dir / OLD_MEMO if self.memo.dir is not None else None
        self.warn = warn
        self._old: dict | None = None

    def get(self, key: str) -> dict | None:
        hit = _verdict(self.memo.read(bisect_verdict_key(key)))
        if hit is None:
            hit = _verdict(self.old().get(key))
            if hit is not None:
                self.put(key, hit)
        return hit

    def put(self, key: str, value: dict) -> None:
        # A memo only: one that cannot be written leaves the verdict standing, just not remembered.
        self.memo.write(bisect_verdict_key(key), {**value, "key": key})

    def old(self) -> dict:
        """The older difftest's memo file, read once."""
        if self._old is None:
            self._old = _read_old(self.old_path, self.warn) if self.old_path is not None else {}
        return self._old


def _read_old(path: Path, warn: Callable[[str], None]) -> dict:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text())
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return data
    except (OSError, ValueError) as e:
        aside = path.with_name(f"{path.name}.corrupt-{int(time.time())}")
        try:
            path.replace(aside)
            where = f"moved to {aside}"
        except OSError:
            where = "left in place"
        warn(f"warning: the bisect memo {path} is unreadable ({type(e).__name__}: {e}); {where}, "
             "starting with no verdicts from it")
        return {}


def corpus_fingerprint(cases: list[Case], settings: RunSettings, regress: str) -> str:
    """Everything that decides a revision's verdict besides the compiler."""
    return verdict_fingerprint([c.verdict_parts() for c in cases], settings.verdict_parts(), regress, __version__)


@dataclass
class Oracle:
    cases: list[Case]
    settings: RunSettings
    regress: str
    memo: VerdictMemo

    def __post_init__(self):
        self.is_bad = parse_regress(self.regress)
        self.fingerprint = corpus_fingerprint(self.cases, self.settings, self.regress)

    def judge(self, results: list[CaseResult]) -> tuple[Outcome, str]:
        """bad if any case is bad; else skip if any case could not be judged
        (unsupported flag, no device, the baseline itself broken, a figure
        missing); else good."""
        bad, undecided, good = [], [], []
        for r in results:
            flag, why = self.is_bad(r)
            (bad if flag else undecided if flag is None else good).append(f"{r.case}: {why}")
        if bad:
            return Outcome.BAD, "; ".join(bad[:3])
        if undecided:
            return Outcome.SKIP, "; ".join(undecided[:3])
        return Outcome.GOOD, "; ".join(good[:3]) + (f" (+{len(good) - 3} more)" if len(good) > 3 else "")

    def key(self, rev: Revision) -> str:
        return verdict_key(rev.key, self.fingerprint)

    def knows(self, rev: Revision, memo: VerdictMemo | None = None) -> bool:
        return (memo or self.memo).get(self.key(rev)) is not None

    def evaluate(self, rev: Revision, use_memo: bool = True, memo: VerdictMemo | None = None) -> Probe:
        """The revision's verdict, from `memo` (a tier's own; else the
        bisect's) when it is there, else by running the corpus."""
        memo = memo or self.memo
        key = self.key(rev)
        if use_memo and (hit := memo.get(key)):
            return Probe(rev.label, Outcome(hit["verdict"]), hit["summary"], hit.get("cases", {}), cached=True)
        try:
            tc = rev.make_toolchain()
        except ToolchainUnavailable as e:
            # Not memoised: an unavailable toolchain (a full disk, a network
            # hiccup, a transient build failure) may be there next time. A
            # build that failed with a compile error is remembered by the
            # build cache, and costs nothing to ask again.
            return Probe(rev.label, Outcome.SKIP, f"toolchain unavailable: {str(e).splitlines()[0]}",
                         cached=bool(getattr(e, "cached", False)))
        settings = self.settings.with_toolchain(tc, self.settings.out_dir / rev.label.replace("/", "_"))
        try:
            state = run_cases(plan(self.cases, settings), settings)
        except ToolchainUnavailable as e:
            # Its runtime cannot even be imported: a skip, with the real reason, not memoised.
            return Probe(rev.label, Outcome.SKIP, f"toolchain unavailable: {str(e).splitlines()[0]}")
        if state.interrupted:
            raise procs.Interrupted(state.interrupted)  # half a probe is no verdict
        verdict, summary = self.judge(state.results)
        probe = Probe(rev.label, verdict, summary, {r.case: r.verdict.label for r in state.results})
        memo.put(key, {"verdict": probe.verdict.value, "summary": probe.summary, "cases": probe.cases})
        return probe


@dataclass
class LevelResult:
    level: str  # the tier's name: releases, nightlies, commits (tiers.py)
    revisions: list[Revision]
    search: SearchResult | None
    looking_for: Outcome  # BAD (a regression) or GOOD (a fix)
    probes: list[Probe]
    confirm: list[Probe] = field(default_factory=list)
    status: LevelStatus = LevelStatus.DECIDED
    reason: str | None = None
    # (last known old, first known new): the range not yet narrowed.
    range: tuple[int, int] = (0, 0)
    interrupted: int | None = None
    # What this level spent: wheels installed, sources built.
    installs: int = 0
    builds: int = 0

    @property
    def candidates(self) -> list[int]:
        lo, hi = self.range
        return list(range(lo + 1, hi + 1))


class BuildBudget:
    """--max-builds: how many source builds this bisect may still spend."""

    def __init__(self, max_builds: int | None = None):
        self.max = max_builds
        self.start = builds.STATS.built

    def spent(self) -> int:
        return builds.STATS.built - self.start

    def allows(self) -> bool:
        return self.max is None or self.spent() < self.max


class _Level:
    """One level of a bisect: the probes, the search and the re-test."""

    def __init__(self, level: str, revisions: list[Revision], old: Outcome, oracle: Oracle,
                 out: Callable[[str], None], known: dict[str, str], budget: BuildBudget, recheck_endpoints: bool,
                 memo: VerdictMemo | None = None):
        self.revisions, self.old, self.new = revisions, old, old.other
        self.oracle, self.out, self.known, self.budget = oracle, out, known, budget
        self.memo = memo or oracle.memo
        self.recheck = recheck_endpoints
        self.lr = LevelResult(level, revisions, None, self.new, [])

    def carried(self, rev: Revision) -> bool:
        return rev.carried is not None and not self.recheck

    def free(self, rev: Revision) -> bool:
        return rev.label in self.known or self.oracle.knows(rev, self.memo) or rev.is_ready() or self.carried(rev)

    def probe(self, i: int) -> Probe:
        rev = self.revisions[i]
        if self.carried(rev):
            p = Probe(rev.label, Outcome(rev.carried), f"carried over from release {rev.carried_from} (no build)",
                      cached=True)
        elif rev.label in self.known:
            p = Probe(rev.label, Outcome(self.known[rev.label]), "from --resume", cached=True)
        else:
            if rev.builds and not self.free(rev) and not self.budget.allows():
                raise StopSearch(f"--max-builds {self.budget.max} reached ({plural(self.budget.spent(), 'build')} spent)")
            try:
                p = self.oracle.evaluate(rev, memo=self.memo)
            except procs.Interrupted as e:
                self.lr.interrupted = e.signum
                raise StopSearch(str(e)) from None
        self.lr.probes.append(p)
        self.out(f"RESULT: {rev.label} ===> {p.verdict.value}{' (cached)' if p.cached else ''}  {p.summary}")
        return p

    def answer(self, i: int) -> Answer:
        verdict = self.probe(i).verdict
        if verdict is Outcome.SKIP:
            return Answer.SKIP
        return Answer.NEW if verdict is self.new else Answer.OLD

    def endpoints(self) -> bool:
        """Both endpoints first: a bisect between two revisions that agree is meaningless."""
        n, lr = len(self.revisions), self.lr
        try:
            first, last = self.probe(0), self.probe(n - 1)
        except StopSearch as e:
            lr.status, lr.reason, lr.range = LevelStatus.STOPPED, e.reason, (0, n - 1)
            return False
        if first.verdict is not self.old or last.verdict is not self.new:
            lr.status, lr.range = LevelStatus.ABANDONED, (0, n - 1)
            lr.reason = (f"expected {self.revisions[0].label} to be {self.old.value} and {self.revisions[-1].label} "
                         f"to be {self.new.value}, got {first.verdict.value} ({first.summary}) and "
                         f"{last.verdict.value} ({last.summary})")
            return False
        return True

    def on_step(self, i, answer, state) -> None:
        left = len(state.untested())
        skipped = sum(1 for j, a in state.answers.items() if a is Answer.SKIP and state.last_old < j < state.first_new)
        self.out(f"{left} revision{'s' if left != 1 else ''} left (~{state.steps_left()} steps)"
                 + (f"; {skipped} skipped" if skipped else "") + f"; {plural(self.budget.spent(), 'build')} spent")

    def cheap(self) -> set[int]:
        return {i for i, r in enumerate(self.revisions) if self.free(r)}

    def search(self, prefetch: bool) -> SearchResult:
        n = len(self.revisions)
        pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="prefetch") if prefetch else None

        def ahead(i: int, state) -> None:
            for j in possible_next(state, i, self.cheap()):
                if not self.revisions[j].is_ready() and self.budget.max is None:
                    self.out(f"prefetch: building {self.revisions[j].label} in the background")
                    pool.submit(_quietly, self.revisions[j].make_toolchain)

        try:
            return least_satisfying(n, self.answer, known={0: Answer.OLD, n - 1: Answer.NEW}, on_step=self.on_step,
                                    cheap=self.cheap, before_probe=ahead if pool else None)
        finally:
            if pool:
                pool.shutdown(wait=True, cancel_futures=True)

    def retest(self, result: SearchResult) -> None:
        """Re-test the culprit and its parent, bypassing the memo (builds are
        still reused): a flip that does not reproduce is flakiness. A verdict
        carried over from a release is not rebuilt to re-test it."""
        for i in (result.last_old, result.first_new):
            rev = self.revisions[i]
            if self.carried(rev):
                continue
            if rev.builds and not rev.is_ready() and not self.budget.allows():
                self.out(f"re-test: {rev.label} skipped: --max-builds {self.budget.max} reached")
                continue
            try:
                self.lr.confirm.append(self.oracle.evaluate(rev, use_memo=False, memo=self.memo))
            except procs.Interrupted as e:
                self.lr.interrupted = e.signum
                break
            p = self.lr.confirm[-1]
            self.out(f"re-test: {rev.label} ===> {p.verdict.value}  {p.summary}")


def bisect_level(level: str, revisions: list[Revision], old_verdict: Outcome, oracle: Oracle,
                 out: Callable[[str], None], known: dict[str, str] | None = None,
                 prefetch: bool = False, budget: BuildBudget | None = None,
                 recheck_endpoints: bool = False, memo: VerdictMemo | None = None) -> LevelResult:
    """revisions oldest first; the oldest should be `old_verdict`, the newest the other one.

    A revision with a `carried` verdict (a release's commit, judged with the
    release's wheels) is not built unless `recheck_endpoints`. The search
    stops early, with the range it has not narrowed, when the build budget
    is spent or difftest is interrupted. With `prefetch`, the toolchains of
    both possible next probes are built in the background."""
    lvl = _Level(level, revisions, Outcome(old_verdict), oracle, out, known or {}, budget or BuildBudget(),
                 recheck_endpoints, memo)
    lr = lvl.lr
    if not lvl.endpoints():
        return lr
    result = lvl.search(prefetch)
    lr.search, lr.range = result, (result.last_old, result.first_new)
    if result.stopped:
        lr.status, lr.reason = LevelStatus.STOPPED, result.stopped
        return lr
    lr.status = LevelStatus.DECIDED if result.decided else LevelStatus.CANDIDATES
    if result.decided:
        lvl.retest(result)
    return lr


def _quietly(make: Callable[[], Toolchain]) -> None:
    # A prefetched build that fails is remembered by the build cache and
    # reported when (if) the search reaches it.
    try:
        make()
    except ToolchainUnavailable:
        pass


def commit_link(repo_path: Path, sha: str) -> str | None:
    import git

    try:
        url = git.Repo(repo_path).remotes.origin.url
    except (AttributeError, IndexError, ValueError):
        return None
    if "github.com" in url:
        slug = url.split("github.com", 1)[1].lstrip(":/").removesuffix(".git")
        return f"https://github.com/{slug}/commit/{sha}"
    return None


def describe_commit(repo_path: Path, sha: str) -> dict:
    import git

    c = git.Repo(repo_path).commit(sha)
    return {"sha": c.hexsha, "subject": c.summary, "author": f"{c.author.name} <{c.author.email}>",
            "date": c.committed_datetime.isoformat(), "link": commit_link(repo_path, c.hexsha)}
