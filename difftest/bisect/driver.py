"""`difftest bisect`: find the first revision where a corpus verdict flips.

The oracle is a `difftest run` of the selected cases under the revision's
toolchain (pipeline.run_cases); search.py decides what to probe. Levels:
PyPI releases first, then, with a repo, the commits between the two releases
that bracket the change (version -> commit from `iree-compile --version`).
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable


from .. import __version__
from .. import build as builds
from .. import procs
from ..compare import check_expectation, ExpectationSyntaxError
from ..corpus import Case
from ..pipeline import RunSettings, plan, run_cases
from ..releases import list_releases, release_toolchain, releases_between
from ..results import CaseResult, Verdict
from ..toolchain import Toolchain, ToolchainUnavailable
from .search import Answer, SearchResult, StopSearch, least_satisfying, possible_next

# Verdicts that say nothing about the revision: skip it.
UNDECIDABLE = {Verdict.FLAG_UNSUPPORTED, Verdict.NO_DEVICE, Verdict.CASE_ERROR, Verdict.SKIPPED, Verdict.XFAIL,
               Verdict.XPASS}
# The case itself is broken at this revision, whatever the candidate does.
BROKEN_BASELINE = {Verdict.BASELINE_COMPILE_FAIL, Verdict.BOTH_COMPILE_FAIL, Verdict.BASELINE_RUN_FAIL,
                   Verdict.BOTH_RUN_FAIL, Verdict.TIMEOUT, Verdict.NONDETERMINISTIC}
COMPARED = {Verdict.IDENTICAL, Verdict.WITHIN_TOLERANCE, Verdict.NUMERICS_DIFFER, Verdict.EXPECTATION_FAILED}


def _regression(r: CaseResult) -> bool | None:
    if r.verdict.is_regression:
        return True
    return None if r.verdict in UNDECIDABLE | BROKEN_BASELINE else False


def _numerics(r: CaseResult) -> bool | None:
    return r.verdict is Verdict.NUMERICS_DIFFER if r.verdict in COMPARED else None


def _candidate_compile(r: CaseResult) -> bool | None:
    if r.verdict is Verdict.CANDIDATE_COMPILE_FAIL:
        return True
    cannot = UNDECIDABLE | {Verdict.BASELINE_COMPILE_FAIL, Verdict.BOTH_COMPILE_FAIL}
    return None if r.verdict in cannot else False


def _any_failure(r: CaseResult) -> bool | None:
    return None if r.verdict in UNDECIDABLE else r.verdict.is_failure


# What counts as a bad revision: True bad, False good, None cannot tell (skip).
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
        if "not available" in res.detail:
            return None, _verdict_text(r)
        return res.passed, res.detail

    return structural


@dataclass
class Revision:
    label: str  # what users see: 3.10.0 or a short sha
    key: str  # memo key part: release:3.10.0 or the full sha
    make_toolchain: Callable[[], Toolchain]
    commit: str | None = None
    # True when the toolchain is already built or installed.
    is_ready: Callable[[], bool] = lambda: False
    # A verdict established without building this revision (a release's
    # commit takes the release's verdict), and where it came from.
    carried: str | None = None
    carried_from: str | None = None
    # Built from source (a commit), as opposed to installed (a release):
    # what --max-builds counts.
    builds: bool = True


@dataclass
class Probe:
    revision: str
    verdict: str  # good, bad or skip
    summary: str
    cases: dict[str, str] = field(default_factory=dict)
    cached: bool = False


class Memo:
    """Verdicts per (revision, cases, flags, target, regress), on disk, so a
    re-run of the same bisect performs no build and no run. A memo that
    cannot be read is set aside with a warning, never fatal."""

    def __init__(self, path: Path, warn: Callable[[str], None] = print):
        self.path = path
        self.data: dict[str, dict] = {}
        if path.exists():
            try:
                data = json.loads(path.read_text())
                if not isinstance(data, dict):
                    raise ValueError("not an object")
                self.data = data
            except (OSError, ValueError) as e:
                aside = path.with_name(f"{path.name}.corrupt-{int(time.time())}")
                try:
                    path.replace(aside)
                    where = f"moved to {aside}"
                except OSError:
                    where = "left in place"
                warn(f"warning: the bisect memo {path} is unreadable ({type(e).__name__}: {e}); {where}, "
                     "starting with no memoised verdicts")

    def get(self, key: str) -> dict | None:
        v = self.data.get(key)
        return v if isinstance(v, dict) and "verdict" in v else None

    def put(self, key: str, value: dict) -> None:
        self.data[key] = value
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Per process, so two bisects sharing a cache never write one temp file.
            tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.data, indent=1))
            tmp.replace(self.path)
        except OSError:
            pass  # a memo only: the verdict stands, it is just not remembered


def _file_bytes(path: Path | None) -> bytes:
    try:
        return path.read_bytes() if path is not None and path.is_file() else b""
    except OSError:
        return b""


def corpus_fingerprint(cases: list[Case], settings: RunSettings, regress: str) -> str:
    """Everything that decides a revision's verdict besides the compiler:
    case IR, configs, input and golden bytes, flags, target and criterion."""
    h = hashlib.sha256()
    for case in cases:
        h.update(case.name.encode())
        h.update(case.path.read_bytes())
        h.update(repr(case.config).encode())
        h.update(repr(case.variants).encode())
        cfg = case.config
        files = [cfg.inputs_file, cfg.golden, *(spec.file for spec in cfg.inputs.values()), *case.configs]
        for f in files:
            h.update(_file_bytes(f))
    # difftest's own version too: a newer difftest may judge the same run differently.
    h.update(json.dumps([__version__, settings.target.name, settings.baseline_flags, settings.candidate_flags,
                         list(settings.extra_flags), settings.with_reference, settings.compile_only, regress]).encode())
    return h.hexdigest()[:20]


@dataclass
class Oracle:
    cases: list[Case]
    settings: RunSettings
    regress: str
    memo: Memo
    log: Callable[[str], None] = print

    def __post_init__(self):
        self.is_bad = parse_regress(self.regress)
        self.fingerprint = corpus_fingerprint(self.cases, self.settings, self.regress)

    def judge(self, results: list[CaseResult]) -> tuple[str, str]:
        """bad if any case is bad; else skip if any case could not be judged
        (unsupported flag, no device, the baseline itself broken, a figure
        missing); else good."""
        bad, undecided, good = [], [], []
        for r in results:
            flag, why = self.is_bad(r)
            if flag:
                bad.append(f"{r.case}: {why}")
            elif flag is None:
                undecided.append(f"{r.case}: {why}")
            else:
                good.append(f"{r.case}: {why}")
        if bad:
            return "bad", "; ".join(bad[:3])
        if undecided:
            return "skip", "; ".join(undecided[:3])
        return "good", "; ".join(good[:3]) + (f" (+{len(good) - 3} more)" if len(good) > 3 else "")

    def knows(self, rev: Revision) -> bool:
        return self.memo.get(f"{rev.key}|{self.fingerprint}") is not None

    def evaluate(self, rev: Revision, use_memo: bool = True) -> Probe:
        key = f"{rev.key}|{self.fingerprint}"
        if use_memo and (hit := self.memo.get(key)):
            return Probe(rev.label, hit["verdict"], hit["summary"], hit.get("cases", {}), cached=True)
        try:
            tc = rev.make_toolchain()
        except ToolchainUnavailable as e:
            # Not memoised: an unavailable toolchain (a full disk, a network
            # hiccup, a transient build failure) may be there next time. A
            # build that failed with a compile error is remembered by the
            # build cache, and costs nothing to ask again.
            return Probe(rev.label, "skip", f"toolchain unavailable: {str(e).splitlines()[0]}",
                         cached=bool(getattr(e, "cached", False)))
        settings = replace(self.settings, toolchain=tc, out_dir=self.settings.out_dir / rev.label.replace("/", "_"))
        try:
            state = run_cases(plan(self.cases, settings), settings)
        except ToolchainUnavailable as e:
            # Its runtime cannot even be imported: a skip, with the real reason, not memoised.
            return Probe(rev.label, "skip", f"toolchain unavailable: {str(e).splitlines()[0]}")
        if state.interrupted:
            raise procs.Interrupted(state.interrupted)  # half a probe is no verdict
        verdict, summary = self.judge(state.results)
        probe = Probe(rev.label, verdict, summary, {r.case: r.verdict.label for r in state.results})
        self.memo.put(key, {"verdict": probe.verdict, "summary": probe.summary, "cases": probe.cases})
        return probe


@dataclass
class LevelResult:
    level: str  # "releases" or "commits"
    revisions: list[Revision]
    search: SearchResult | None
    looking_for: str  # "bad" (a regression) or "good" (a fix)
    probes: list[Probe]
    confirm: list[Probe] = field(default_factory=list)
    # decided | candidates (only skipped revisions left) | stopped (no builds
    # left, interrupted) | abandoned (the endpoints could not be judged)
    status: str = "decided"
    reason: str | None = None
    # (last known old, first known new): the range not yet narrowed.
    range: tuple[int, int] = (0, 0)
    interrupted: int | None = None

    @property
    def candidates(self) -> list[int]:
        lo, hi = self.range
        return list(range(lo + 1, hi + 1))


def _answer(verdict: str, new_is: str) -> Answer:
    if verdict == "skip":
        return Answer.SKIP
    return Answer.NEW if verdict == new_is else Answer.OLD


class BuildBudget:
    """--max-builds: how many source builds this bisect may still spend."""

    def __init__(self, max_builds: int | None = None):
        self.max = max_builds
        self.start = builds.STATS.built

    def spent(self) -> int:
        return builds.STATS.built - self.start

    def allows(self) -> bool:
        return self.max is None or self.spent() < self.max


def bisect_level(level: str, revisions: list[Revision], old_verdict: str, oracle: Oracle,
                 out: Callable[[str], None], known: dict[str, str] | None = None,
                 prefetch: bool = False, budget: BuildBudget | None = None,
                 recheck_endpoints: bool = False) -> LevelResult:
    """revisions oldest first; the oldest should be `old_verdict`, the newest the other one.

    A revision with a `carried` verdict (a release's commit, judged with the
    release's wheels) is not built unless `recheck_endpoints`. The search
    stops early, with the range it has not narrowed, when the build budget
    is spent or difftest is interrupted. With `prefetch`, the toolchains of
    both possible next probes are built in the background."""
    new_verdict = "bad" if old_verdict == "good" else "good"
    probes: list[Probe] = []
    known = known or {}
    budget = budget or BuildBudget()
    lr = LevelResult(level, revisions, None, new_verdict, probes)

    def free(rev: Revision) -> bool:
        return rev.label in known or oracle.knows(rev) or rev.is_ready() or \
            (rev.carried is not None and not recheck_endpoints)

    def probe(i: int, use_memo: bool = True) -> Probe:
        rev = revisions[i]
        if rev.carried is not None and not recheck_endpoints:
            p = Probe(rev.label, rev.carried, f"carried over from release {rev.carried_from} (no build)", cached=True)
        elif use_memo and rev.label in known:
            p = Probe(rev.label, known[rev.label], "from --resume", cached=True)
        else:
            if rev.builds and not free(rev) and not budget.allows():
                raise StopSearch(f"--max-builds {budget.max} reached ({budget.spent()} build(s) spent)")
            try:
                p = oracle.evaluate(rev, use_memo)
            except procs.Interrupted as e:
                lr.interrupted = e.signum
                raise StopSearch(str(e)) from None
        probes.append(p)
        out(f"RESULT: {rev.label} ===> {p.verdict}{' (cached)' if p.cached else ''}  {p.summary}")
        return p

    # Both endpoints first: a bisect between two revisions that agree is meaningless.
    n = len(revisions)
    try:
        first, last = probe(0), probe(n - 1)
    except StopSearch as e:
        lr.status, lr.reason, lr.range = "stopped", e.reason, (0, n - 1)
        return lr
    if first.verdict != old_verdict or last.verdict != new_verdict:
        lr.status, lr.range = "abandoned", (0, n - 1)
        lr.reason = (f"expected {revisions[0].label} to be {old_verdict} and {revisions[-1].label} to be "
                     f"{new_verdict}, got {first.verdict} ({first.summary}) and {last.verdict} ({last.summary})")
        return lr

    def on_step(i, answer, state):
        left = len(state.untested())
        skipped = sum(1 for j, a in state.answers.items() if a is Answer.SKIP and state.last_old < j < state.first_new)
        out(f"{left} revision{'s' if left != 1 else ''} left (~{state.steps_left()} steps)"
            + (f"; {skipped} skipped" if skipped else "") + f"; {budget.spent()} build(s) spent")

    def cheap() -> set[int]:
        return {i for i, r in enumerate(revisions) if free(r)}

    pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="prefetch") if prefetch else None

    def ahead(i: int, state) -> None:
        for j in possible_next(state, i, cheap()):
            if not revisions[j].is_ready() and budget.max is None:
                out(f"prefetch: building {revisions[j].label} in the background")
                pool.submit(_quietly, revisions[j].make_toolchain)

    known_answers = {0: Answer.OLD, n - 1: Answer.NEW}
    try:
        result = least_satisfying(n, lambda i: _answer(probe(i).verdict, new_verdict), known=known_answers,
                                  on_step=on_step, cheap=cheap, before_probe=ahead if pool else None)
    finally:
        if pool:
            pool.shutdown(wait=True, cancel_futures=True)
    lr.search, lr.range = result, (result.last_old, result.first_new)
    if result.stopped:
        lr.status, lr.reason = "stopped", result.stopped
        return lr
    lr.status = "decided" if result.decided else "candidates"
    if result.decided:
        # Re-test the culprit and its parent, bypassing the memo (builds are
        # still reused): a flip that does not reproduce is flakiness. A
        # verdict carried over from a release is not rebuilt to re-test it.
        for i in (result.last_old, result.first_new):
            rev = revisions[i]
            if rev.carried is not None and not recheck_endpoints:
                continue
            if rev.builds and not rev.is_ready() and not budget.allows():
                out(f"re-test: {rev.label} skipped: --max-builds {budget.max} reached")
                continue
            try:
                lr.confirm.append(oracle.evaluate(rev, use_memo=False))
            except procs.Interrupted as e:
                lr.interrupted = e.signum
                break
            out(f"re-test: {rev.label} ===> {lr.confirm[-1].verdict}  {lr.confirm[-1].summary}")
    return lr


def _quietly(make: Callable[[], Toolchain]) -> None:
    # A prefetched build that fails is remembered by the build cache and
    # reported when (if) the search reaches it.
    try:
        make()
    except ToolchainUnavailable:
        pass


def release_revisions(good: str, bad: str, cache_dir: Path, versions: list[str] | None = None) -> list[Revision]:
    versions = releases_between(versions or list_releases(), good, bad)
    return [Revision(v, f"release:{v}", (lambda v=v: release_toolchain(v, cache_dir)),
                     is_ready=(lambda v=v: (cache_dir / "toolchains" / f"release-{v}" / "ready").exists()),
                     builds=False)
            for v in versions]


def commit_revisions(builder, old: str, new: str, first_parent: bool = True) -> list[Revision]:
    import git

    repo = git.Repo(builder.repo)
    old_sha, new_sha = repo.commit(old).hexsha, repo.commit(new).hexsha
    if not repo.is_ancestor(old_sha, new_sha):
        raise ValueError(f"{old} is not an ancestor of {new} in {builder.repo}")
    commits = list(repo.iter_commits(f"{old_sha}..{new_sha}", first_parent=first_parent, reverse=True))
    shas = [old_sha] + [c.hexsha for c in commits]
    # Another build command makes another compiler: it must not share verdicts.
    return [Revision(s[:12], f"git:{s}:{builder.command_key}", (lambda s=s: builder.toolchain(s)),
                     commit=s, is_ready=(lambda s=s: builder.is_ready(s))) for s in shas]


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
