"""`difftest sweep`: the same A/B over every toolchain in a range, to
answer "is the flag still needed?" over time.

Each toolchain's run is a normal run: its own artifact directory and
journal under OUT/<toolchain>/, the shared caches, and resume (a sweep run
again over the same OUT picks up each toolchain's finished cases). A
toolchain that cannot be installed or run is a row that says so, and a
compiler that does not know the flag a row of `flag-unsupported`; neither
stops the sweep.

A corpus may compare more than one pair of flags (a sub-corpus with its own
[variants]). Figures of different pairs never add up: the rows, totals and
the one-line answer are per pair (`by_pair`), each naming its flag.
"""
from __future__ import annotations

import dataclasses
import sys
from dataclasses import dataclass, field
from pathlib import Path

from packaging.version import Version

from .. import __version__
from ..core import procs
from ..core.errors import UsageError
from ..core.figures import BY_NAME, fmt_for
from ..core.journal import Journal, journal_header
from ..core.keys import verdict_fingerprint, verdict_key
from ..core.loading import read_journal
from ..core.results import CaseResult
from ..core.verdicts import Verdict, Word
from ..history.trends import pair_label
from ..report.figures import pair_groups, totals
from ..run.meta import new_run_id, run_meta
from ..run.options import RunOptions
from ..run.plan.settings import RunSettings, plan
from ..run.progress import Progress
from ..run.scheduler import run_longest_first
from ..run.session import Session
from ..run.setup import settings_for
from ..toolchains.base import ToolchainUnavailable
from ..toolchains.kinds import RELEASES, Revision, resolve
from ..toolchains.releases import version_key

# 2: rows carry their figures per pair (`pairs`), and `answers` one line per pair.
SCHEMA_VERSION = 2
SWEPT_FIGURES = ("dispatch-count", "transient-memory-size", "vmfb-bytes")
# Totalled per toolchain and drawn as trends: the table's, and the measured resident memory and peak.
TREND_FIGURES = SWEPT_FIGURES + ("resident-bytes", "peak-bytes")
# pip's reason for a release it cannot install runs to a few lines: keep them whole.
REASON_LIMIT = 4000
# How many of the cases the flag moved the answer names.
NAMED_CASES = 6


class RowStatus(Word):
    """How a toolchain's row of the sweep ended."""

    RAN = "ran"
    UNAVAILABLE = "unavailable"  # could not be installed or run: the reason says why
    INTERRUPTED = "interrupted"


@dataclass
class Row:
    """One toolchain of the sweep: the whole run (`sweep_one`), or its cases
    of one pair (`by_pair`), which is what figures are totalled over."""

    label: str
    spec: str
    version: str | None = None
    commit: str | None = None
    status: RowStatus = RowStatus.RAN
    reason: str = ""
    interrupted: int | None = None  # the signal that stopped this toolchain's run
    verdicts: dict[str, int] = field(default_factory=dict)
    regressed: int = 0  # what the gate counts as regressions, xpass included
    # The pair's own regressions: the flag broke these. An xpass or
    # xfail-mismatch says the corpus's annotation does not hold for this
    # release, not that the flag broke something.
    broke: int = 0
    annotation_off: dict[str, int] = field(default_factory=dict)
    judged: int = 0
    # figure -> (baseline total, candidate total, cases) over the cases both variants compiled.
    figures: dict[str, list[float]] = field(default_factory=dict)
    worst_kl: float | None = None
    # The same, over the cases where a side failed to compile after IREE wrote its stream-phase figures.
    before_failure: dict[str, list[float]] = field(default_factory=dict)
    out_dir: str = ""  # only once it exists: an unavailable toolchain has none
    results: list[CaseResult] = field(default_factory=list, repr=False)
    meta: dict = field(default_factory=dict, repr=False)
    pair: tuple | None = None  # the pair these figures are of, in a pair's row

    @property
    def supported(self) -> bool:
        """Did this compiler know the flags (some case got past them)?"""
        known = (Verdict.from_label(label) for label in self.verdicts)
        return self.status is RowStatus.RAN and any(v is not Verdict.FLAG_UNSUPPORTED for v in known)

    def delta(self, figure: str, failed: bool = False) -> tuple[float, float | None] | None:
        """(candidate - baseline, in % of the baseline) over the corpus (with
        `failed`, over the compiles that failed after writing their figures)."""
        f = (self.before_failure if failed else self.figures).get(figure)
        if not f or not f[2]:
            return None
        d = f[1] - f[0]
        return d, (100.0 * d / f[0] if f[0] else None)


def toolchain_range(spec: str, opts: RunOptions, nightlies: bool) -> list[Revision]:
    """`3.8.0..3.13.0`: the releases between (with `nightlies`, the daily
    candidates too), oldest first."""
    lo, sep, hi = spec.partition("..")
    if not sep or not lo or not hi:
        raise ValueError(f"--releases {spec!r}: expected A..B, e.g. 3.8.0..3.13.0")
    if version_key(lo) > version_key(hi):
        # Run forwards silently, a typo costs every release's install.
        raise UsageError(f"--releases {spec}: a range runs from the older release to the newer: "
                         f"--releases {hi}..{lo}")
    r = opts.resolver()
    revs = RELEASES.revisions(lo, hi, r)
    if nightlies:
        versions = [v.label for v in revs]
        extra = RELEASES.revisions(lo, hi, r, candidates=True)
        seen = set(versions)
        revs = sorted([*revs, *(x for x in extra if x.label not in seen)], key=lambda x: Version(x.label))
    return revs


def _fingerprint(planned, settings: RunSettings, toolchain) -> str:
    """What decides this toolchain's verdicts: the bisect memo's key (cases,
    judging settings, difftest's version) and the compiler itself. Report
    paths, -j and the like are not in it, so a sweep re-run with other
    reports still resumes."""
    return verdict_key(f"{toolchain.version}@{toolchain.commit}",
                       verdict_fingerprint([p.case.verdict_parts() for p in planned], settings.verdict_parts(),
                                           "sweep", __version__))


def _resumable(journal: Path, fingerprint: str) -> tuple[dict[str, CaseResult], str | None]:
    """The finished cases of an earlier sweep run into the same directory,
    when it judged the same way, and the run id it resumes."""
    if not journal.exists():
        return {}, None
    try:
        loaded = read_journal(journal)
    except Exception:  # an unreadable journal: the toolchain is run again
        return {}, None
    if loaded.meta.get("sweep_fingerprint") != fingerprint:
        return {}, None
    # What was cut off or failed by the machine has no answer yet: it runs again.
    return {r.case: r for r in loaded.cases if not r.verdict.unfinished}, loaded.meta.get("run_id")


def _reason(e: BaseException) -> str:
    text = str(e).strip()
    return text if len(text) <= REASON_LIMIT else text[:REASON_LIMIT - 3] + "..."


def sweep_one(label: str, spec: str, opts: RunOptions, cases: list, out: Path, say, place: str = "") -> Row:
    """One toolchain's run; `place` says where it is in the sweep (` (2 of 6)`)."""
    row = Row(label, spec)
    o = dataclasses.replace(opts, toolchain=spec, out=out)
    try:
        toolchain = resolve(spec, o.resolver())
    except (ToolchainUnavailable, ValueError) as e:
        # Whole: pip's own lines (no such release, the releases there are) are the reason.
        row.status, row.reason = RowStatus.UNAVAILABLE, _reason(e)
        say(f"sweep: {label}: unavailable: {row.reason}")
        return row
    except procs.Interrupted as e:
        row.status, row.reason, row.interrupted = RowStatus.INTERRUPTED, f"{e}, while making the toolchain", e.signum
        say(f"sweep: {label}: {row.reason}")
        return row
    row.version, row.commit = toolchain.version, toolchain.commit
    run_id = new_run_id()
    settings: RunSettings = settings_for(o, toolchain, out_dir=out, run_id=run_id)
    planned = plan(cases, settings)
    fingerprint = _fingerprint(planned, settings, toolchain)
    path = out / "results.jsonl"
    done, resumes = _resumable(path, fingerprint)
    todo = [p for p in planned if p.case.name not in done]
    meta = run_meta(settings, planned, o, None, run_id)
    meta["sweep_fingerprint"] = fingerprint
    out.mkdir(parents=True, exist_ok=True)
    row.out_dir = str(out)
    if not done:
        # Judged otherwise before (or never): a journal of this run's own.
        path.unlink(missing_ok=True)
    # Resumed, the journal goes on as `difftest run --resume` does: the finished cases stay where they are.
    journal = Journal(path, journal_header(run_id, meta, resumes=resumes if done else None))
    commit = f" @ {toolchain.commit[:12]}" if toolchain.commit else ""
    say(f"sweep: {label}{place}: iree-compile {toolchain.version}{commit}: "
        f"{len(todo)} case(s) to run" + (f", {len(done)} from the last sweep" if done else ""))
    state = _run_with_progress(label, todo, cases, settings, journal)
    by = {**done, **{r.case: r for r in state.results}}
    row.results = [by[p.case.name] for p in planned if p.case.name in by]
    row.meta = meta
    if state.interrupted:
        row.status, row.reason = RowStatus.INTERRUPTED, f"signal {state.interrupted}"
        row.interrupted = state.interrupted
    _figures(row)
    return row


def _run_with_progress(label: str, todo: list, cases: list, settings: RunSettings, journal: Journal):
    """One toolchain's cases, each said as it finishes (a line on stderr
    naming the toolchain; a live line on a terminal), as `difftest run`
    says them: a toolchain's run takes minutes."""
    progress = Progress(len(todo), settings.jobs, stream=sys.stderr, label=label)
    session = Session(settings, progress)
    try:
        return run_longest_first(todo, cases, settings, progress.finish, journal=journal, session=session)
    finally:
        progress.close()
        session.close()


def _figures(row: Row) -> None:
    t = totals(row.results)
    row.verdicts, row.regressed, row.judged = dict(t.verdicts), t.regressed, t.judged
    row.broke = sum(1 for r in row.results if r.verdict.is_regression and not r.verdict.from_annotation)
    off = [r.verdict.label for r in row.results if r.verdict.is_regression and r.verdict.from_annotation]
    row.annotation_off = {label: off.count(label) for label in sorted(set(off))}
    row.figures = {}
    if len(t.pairs) == 1:  # totals of two pairs' cases would answer for neither flag
        figures = {f.name: f for f in t.pairs[0].figures}
        for name in TREND_FIGURES:
            f = figures.get(name)
            if f is not None and f.cases:
                row.figures[name] = [float(f.baseline), float(f.candidate), f.cases]
        row.before_failure = {f.name: [float(f.baseline), float(f.candidate), f.cases]
                              for f in t.pairs[0].before_failure if f.cases}
    row.worst_kl = t.worst_kl[1] if t.worst_kl else None


@dataclass
class PairSweep:
    """One pair of flags over the sweep's toolchains: a row per toolchain,
    holding that pair's cases only, and the pair's own answer."""

    key: tuple | None
    rows: list[Row]
    number: int = 1
    of: int = 1  # how many pairs the sweep compared
    line: str = ""  # the answer, naming the flag

    def label(self) -> str:
        return "pair not recorded" if self.key is None else pair_label(*self.key)

    def cases(self) -> int:
        return max((len(r.results) for r in self.rows), default=0)

    def heading(self) -> str:
        which = f"pair {self.number} of {self.of}" if self.of > 1 else "pair"
        n = self.cases()
        # The context it was compared in: every toolchain's run compiled in the same flag set.
        fs = next((r.meta["flagset"] for r in self.rows if isinstance(r.meta.get("flagset"), dict)), None)
        return (f"{which}: {self.label()}" + (f", {n} case{'s' if n != 1 else ''}" if n else "")
                + (f", in flag set {fs.get('name')}" if fs else ""))


def by_pair(rows: list[Row]) -> list[PairSweep]:
    """The sweep split by the pair each case compared, in order of first
    appearance; a toolchain that ran nothing is a row in every pair."""
    keys = list(dict.fromkeys(k for row in rows for k, _ in pair_groups(row.results)))
    if not keys:
        return [PairSweep(None, list(rows))]
    out = []
    for n, key in enumerate(keys, 1):
        mine = []
        for row in rows:
            pr = dataclasses.replace(row, pair=key, results=[r for r in row.results if r.pair_key() == key],
                                     figures={}, verdicts={}, annotation_off={})
            _figures(pr)
            mine.append(pr)
        out.append(PairSweep(key, mine, n, len(keys)))
    return out


def answered(rows: list[Row], corpus: str, noun: str = "release") -> list[PairSweep]:
    """The sweep by pair, each with its one-line answer naming its flag."""
    pairs = by_pair(rows)
    for p in pairs:
        p.line = f"{p.label()}: {answer(p.rows, corpus, noun=noun)}"
    return pairs


def sweep(revisions: list[Revision], opts: RunOptions, cases: list, out: Path, say=print) -> list[Row]:
    rows = []
    for i, rev in enumerate(revisions, 1):
        if procs.stopping():
            break
        rows.append(sweep_one(rev.label, rev.key, opts, cases, out / rev.label, say,
                              place=f" ({i} of {len(revisions)})" if len(revisions) > 1 else ""))
    return rows


def answer(rows: list[Row], corpus: str, figure: str = "dispatch-count", noun: str = "release") -> str:
    """The one line a reviewer wants: what the flag does to the figure over
    the range, where it is unsupported, and where it breaks cases."""
    label = BY_NAME[figure].label
    ran = [r for r in rows if r.supported]
    unsupported = [r for r in rows if r.status is RowStatus.RAN and not r.supported]
    unavailable = [r for r in rows if r.status is not RowStatus.RAN]
    parts = []
    effects = [(r, r.delta(figure)) for r in ran]
    effects = [(r, d) for r, d in effects if d is not None]
    if effects:
        first, last = effects[0][0].label, effects[-1][0].label
        pcts = [p for _, (_, p) in effects if p is not None]
        signs = {(-1 if d < 0 else 1 if d > 0 else 0) for _, (d, _) in effects}
        lo, hi = (f"{min(abs(p) for p in pcts):.1f}", f"{max(abs(p) for p in pcts):.1f}") if pcts else ("", "")
        span = "" if not pcts else f"{lo}%" if lo == hi else f"{lo}-{hi}%"
        where = f"in every {noun}" if len(effects) == len(rows) else f"in every {noun} that supports it" \
            if len(effects) == len(ran) else f"in every {noun} where both sides compile"
        if signs == {-1}:
            parts.append(f"the flag reduces {corpus} {label} by {span} {where} from {first} to {last}")
        elif signs == {1}:
            parts.append(f"the flag increases {corpus} {label} by {span} {where} from {first} to {last}")
        elif signs == {0}:
            parts.append(f"the flag does not change {corpus} {label} from {first} to {last}")
        else:
            changed = ", ".join(f"{r.label} {d:+.0f}" for r, (d, _) in effects)
            parts.append(f"the flag's effect on {corpus} {label} changes over the range ({changed})")
        moved = _moved(effects[-1][0], figure)
        if moved:
            parts.append(moved)
    if unsupported:
        ordered = [r.label for r in rows]
        idx = [ordered.index(r.label) for r in unsupported]
        if idx == list(range(len(idx))):
            parts.append(f"it is not supported before {rows[len(idx)].label}" if len(idx) < len(rows)
                         else f"no {noun} of the range supports it")
        else:
            parts.append(f"it is not supported by {', '.join(r.label for r in unsupported)}")
    parts += _before_failing(ran, corpus, figure, noun)
    breaking = [r for r in ran if r.broke]
    if breaking:
        parts.append("it breaks " + ", ".join(f"{r.broke} case(s) in {r.label}" for r in breaking))
    stale = [r for r in ran if r.annotation_off]
    if stale:
        parts.append("the corpus's xfails do not hold in " + ", ".join(
            f"{r.label} ({', '.join(f'{n} {k}' for k, n in r.annotation_off.items())})" for r in stale))
    if unavailable:
        parts.append(f"{', '.join(r.label for r in unavailable)} could not be run")
    return "; ".join(parts) if parts else "nothing could be judged"


def _before_failing(ran: list[Row], corpus: str, figure: str, noun: str) -> list[str]:
    """What the flag does where its cases have no module to total: the figures
    IREE wrote in the stream phase before a side failed to compile, and the
    known failures (xfails) that held."""
    out = []
    failed = [(r, r.delta(figure, failed=True)) for r in ran if r.delta(figure) is None]
    failed = [(r, d) for r, d in failed if d is not None]
    if failed:
        pcts = sorted(abs(p) for _, (_, p) in failed if p is not None)
        span = "" if not pcts else f" ({pcts[0]:.1f}%)" if pcts[0] == pcts[-1] else f" ({pcts[0]:.1f}-{pcts[-1]:.1f}%)"
        moves = sorted({int(d) for _, (d, _) in failed})
        by = f"{moves[0]:+d}" if len(moves) == 1 else f"{moves[0]:+d} to {moves[-1]:+d}"
        out.append(f"before a side fails to compile, {BY_NAME[figure].label} move by {by}{span} in {corpus} in "
                   f"{len(failed)} {noun}(s) from {failed[0][0].label} to {failed[-1][0].label} (IREE's "
                   "stream-phase figures)")
    held = [r for r in ran if r.verdicts.get(Verdict.XFAIL.label) and not r.broke]
    if held and len(held) == len(ran):
        out.append(f"its known failures (xfail) hold in every {noun} from {held[0].label} to {held[-1].label}")
    return out


def _moved(row: Row, figure: str) -> str | None:
    """The cases behind the newest total: a sum alone hides which cases the
    flag moved, and by how much each."""
    fmt = fmt_for(figure)
    moved = []
    for r in row.results:
        b, c = r.stat("baseline", figure), r.stat("candidate", figure)
        if b is not None and c is not None and b != c and not r.failed_compiles:  # the total's own cases
            moved.append(f"{r.case} {fmt(b)} -> {fmt(c)}")
    if not moved:
        return None
    more = f" and {len(moved) - NAMED_CASES} more" if len(moved) > NAMED_CASES else ""
    return f"in {row.label} it changes {', '.join(moved[:NAMED_CASES])}{more}"


def main_print(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
