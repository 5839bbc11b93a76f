"""`difftest reduce`: the smallest standalone case that keeps a verdict.

Two levels, on top of the run pipeline:
- dispatch level, for a candidate that fails to compile: the executable
  that fails alone with the same first error (executables.py), written with
  the exact iree-compile command that reproduces it;
- program level, for any verdict: delta debugging of the entry function
  (irreduce.py edits), keeping a step only when the predicate still holds.
  The predicate runs the step through the pipeline's own stages (cached
  compiles, isolated runs), as a case written exactly as the result will
  be: the same file name, difftest.toml and inputs, so the result gets the
  same verdict from `difftest run` as it did here.

The result is a corpus case: <output>/<case>.mlir plus its entry in
<output>/difftest.toml (variants, inputs, and an xfail naming the error),
checked by running it once more from where it was written.
"""
from __future__ import annotations

import copy
import dataclasses
import math
import os
import shlex
import shutil
import time
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, NamedTuple

from ..core import procs
from ..core.atomic import write_atomic
from ..core.figures import plural
from ..core.keys import reduce_step_key
from ..core.results import CaseResult, dumps
from ..core.verdicts import SIDES, Stage, Verdict, Word, bug_key, exit_done, exit_for_signal, has_error, same_failure
from ..corpus.config import CONFIG_NAME, OUT_MARKER
from ..corpus.discovery import Case, load_corpus
from ..corpus.expectations import suggest_match
from ..corpus.signature import read_signature
from ..report.followup import shown_path
from ..run.plan.prepare import case_dir_name
from ..run.plan.settings import RunSettings, plan
from ..run.session import Session
from ..run.stages import CaseRun, finalize
from . import executables as exes
from . import irreduce
from .flags import ddmin, differing
from .reduced_case import DEFAULT_OUTPUT, CaseWriter, check_output_dir, free_stem, output_dir_for, shown_source


class OutOfTime(Exception):
    pass


class ReduceStopped(Word):
    """Why a search stopped before it was 1-minimal."""

    TIME_BUDGET = "time budget"
    INTERRUPTED = "interrupted"


class ReduceOutcome(Word):
    """What `difftest reduce` came to (reduce.json's `outcome`)."""

    REDUCED = "reduced"  # a reduced case, written and checked
    EXECUTABLE_ONLY = "executable-only"  # the failing executable alone (--level dispatch)
    NOT_REDUCED = "not-reduced"  # nothing kept; the reason says why
    INTERRUPTED = "interrupted"  # the smallest program so far written, not checked

    @property
    def done(self) -> bool:
        """Did reduce do what was asked (its exit status)?"""
        return self in (ReduceOutcome.REDUCED, ReduceOutcome.EXECUTABLE_ONLY)


class Minimized(NamedTuple):
    program: irreduce.Program
    minimal: bool  # no single edit keeps the predicate
    steps: int
    stopped: ReduceStopped | None = None  # why it stopped early


# ---- the search ----------------------------------------------------------------


@dataclass
class Step:
    number: int
    edits: list[irreduce.Edit]
    kept: bool
    before: int  # the program's size before the step
    ops: int  # and after it (the same when it was not kept)


def _chunks(items: list, n: int) -> list[list]:
    size = math.ceil(len(items) / n)
    return [items[i:i + size] for i in range(0, len(items), size)]


def _first_kept(tries: list[irreduce.Program], holds: Callable[[irreduce.Program], bool], pool) -> list[bool]:
    """The verdicts of a batch of tries, judged `pool`'s jobs at a time; up
    to the first that holds (later ones were speculative, as in cvise)."""
    if pool is None or len(tries) == 1:
        out = []
        for t in tries:
            out.append(holds(t))
            if out[-1]:
                break
        return out
    futures = [pool.submit(holds, t) for t in tries]
    out = []
    try:
        for f in futures:
            out.append(f.result())
            if out[-1]:
                break
    finally:
        for f in futures:
            f.cancel()
    return out


class _Search:
    """ddmin over one kind of edit after another, from `best`, which is
    always the last program that kept the predicate."""

    def __init__(self, program, entry, holds, deadline, on_step, clock, jobs):
        self.best, self.entry, self.holds = program, entry, holds
        self.deadline, self.on_step, self.clock, self.jobs = deadline, on_step, clock, max(jobs, 1)
        self.count = 0
        self.pool = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="reduce") if jobs > 1 else None

    def _tries(self, cands: list, n: int) -> list[tuple[list, irreduce.Program]]:
        out = []
        for chunk in _chunks(cands, n):
            new = irreduce.apply(self.best, self.entry, chunk)
            if new is not None and new.text != self.best.text:
                out.append((chunk, new))
        return out

    def _first_that_holds(self, tries) -> irreduce.Program | None:
        for i in range(0, len(tries), self.jobs):
            procs.check()
            if self.clock() >= self.deadline:
                raise OutOfTime
            batch = tries[i:i + self.jobs]
            kept = None
            for (chunk, new), ok in zip(batch, _first_kept([new for _, new in batch], self.holds, self.pool)):
                self.count += 1
                self.on_step(Step(self.count, chunk, ok, self.best.ops, new.ops if ok else self.best.ops))
                kept = new if ok else kept
            if kept is not None:
                return kept
        return None

    def one_pass(self, p: irreduce.Pass) -> bool:
        n, changed = 2, False
        while True:
            cands = p.candidates(self.best, self.entry)
            if not cands:
                return changed
            n = min(n, len(cands))
            kept = self._first_that_holds(self._tries(cands, n))
            if kept is not None:
                self.best, changed = kept, True
                n = max(n - 1, 2)
            elif n >= len(cands):
                return changed
            else:
                n = min(2 * n, len(cands))

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)


def minimize(program: irreduce.Program, entry: str, holds: Callable[[irreduce.Program], bool], deadline: float,
             on_step: Callable[[Step], None] = lambda s: None,
             clock: Callable[[], float] = time.monotonic,
             passes: list[irreduce.Pass] | None = None, jobs: int = 1) -> Minimized:
    """Delta debugging over each kind of edit, as ddmin does over a list:
    try the edits in n chunks, keep the first chunk whose edits together
    keep the predicate, else split finer. A full round over every kind that
    changes nothing leaves a 1-minimal program: no single edit keeps the
    predicate. A time budget or an interrupt stops it with the last program
    that kept the predicate.

    With `jobs` > 1 the chunks are judged that many at a time, and the first
    in order that keeps the predicate wins: the same program as a serial
    search, sooner."""
    search = _Search(program, entry, holds, deadline, on_step, clock, jobs)
    try:
        while True:
            changed = False
            for p in passes or irreduce.PASSES.values():
                changed |= search.one_pass(p)
            if not changed:
                return Minimized(search.best, True, search.count)
    except OutOfTime:
        return Minimized(search.best, False, search.count, ReduceStopped.TIME_BUDGET)
    except procs.Interrupted:
        return Minimized(search.best, False, search.count, ReduceStopped.INTERRUPTED)
    finally:
        search.close()


# ---- writing a case --------------------------------------------------------------


@dataclass
class Wanted:
    verdict: Verdict
    # The first error message (without its location) each failing variant must keep, as shown;
    # kept is judged by its bug key (core/verdicts.bug_key): SSA numbers, sizes, types and the op
    # named move with every cut, and are the same bug.
    messages: dict[str, str] = field(default_factory=dict)
    keys: dict[str, str] = field(default_factory=dict)
    statuses: dict[str, Stage] = field(default_factory=dict)
    # Both fail to compile, differently, and only this side's failure is kept: it fails with its
    # error, and the other side does not fail with that error (it compiles, or fails some other way).
    # One bug per reproducer: the other side's own failure is free to go.
    alone: str | None = None

    def describe(self) -> str:
        msg = next(iter(self.messages.values()), "")
        if self.alone:
            return f"the {self.alone}'s compile failure" + (f" ({msg})" if msg else "")
        return self.verdict.label + (f" ({msg})" if msg else "")


def wanted_from(result: CaseResult, verdict: Verdict, alone: str | None = None) -> Wanted:
    """The verdict to keep, and for a stage failure, the first error of
    every side that fails (of `alone` only, when both fail to compile
    differently and only its failure is wanted)."""
    if alone is not None and verdict is not Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY:
        alone = None
    w = Wanted(verdict, alone=alone)
    for name in ((alone,) if alone else verdict.failing):
        rec = getattr(result.variants[name], verdict.stage)
        w.messages[name] = exes.error_message(rec.error_line) if verdict.fails("compile") else \
            (rec.error_line or "").strip()
        w.keys[name] = bug_key(rec.error_line)
        w.statuses[name] = rec.status
    return w


class Judge:
    """Does a program keep the verdict? Each step is written as the final
    case would be, and judged by the pipeline's stages; a compile verdict
    compiles the variant that must fail first, and stops as soon as the
    answer is known."""

    def __init__(self, settings: RunSettings, session: Session, want: Wanted, writer: CaseWriter, work: Path):
        self.settings, self.session, self.want, self.writer, self.work = settings, session, want, writer, work
        self.memo: dict[str, bool] = {}
        self.evaluations = 0
        # Why steps were refused, by reason: what a reduction that cannot shrink says.
        self.refused: Counter[str] = Counter()
        self._lock = threading.Lock()  # steps are judged in parallel under -j

    def __call__(self, program: irreduce.Program) -> bool:
        key = reduce_step_key(program.text, program.origins)
        with self._lock:
            if key in self.memo:
                return self.memo[key]
            self.evaluations += 1
            directory = self.work / f"step-{self.evaluations:04d}"
        path = self.writer.write(directory, program)
        try:
            ok = self.judge(path)
        finally:
            shutil.rmtree(directory, ignore_errors=True)
        with self._lock:
            self.memo[key] = ok
        return ok

    def judge(self, path: Path) -> bool:
        case = load_corpus(path).cases[0]
        run = CaseRun.of(case, self.session.stages, self.settings)
        try:
            prep = run.prepare()
        except procs.Interrupted:
            raise
        except Exception:  # a step whose signature or inputs cannot be made is no reduction
            prep = None
        if prep is None:
            return self._refused("its signature or inputs could not be made")
        try:
            return self._holds(run)
        finally:
            _remove(prep)

    def _refused(self, why: str) -> bool:
        with self._lock:
            self.refused[why] += 1
        return False

    def _holds(self, run: CaseRun) -> bool:
        why = refusal(run, self.want)
        return True if why is None else self._refused(why)


def _remove(prep) -> None:
    """A step's artifacts: its entry's directory and its module's."""
    for d in {prep.entry.dir, prep.module.dir}:
        shutil.rmtree(d, ignore_errors=True)


def keeps(run: CaseRun, want: Wanted) -> bool:
    """Does this case, run through the stages, still give the verdict (and
    for a failure, the same first error on each failing side)?"""
    return refusal(run, want) is None


def _changed(name: str, rec, want: Wanted) -> str | None:
    """Why a side that must fail to compile does not fail as wanted, or None."""
    if rec.status is not want.statuses[name]:
        return f"the {name} {'compiled' if rec.status is Stage.OK else rec.status.value}"
    if bug_key(rec.error_line) != want.keys[name]:
        return f"the {name}'s error became: {exes.error_message(rec.error_line)[:120]}"
    return None


def refusal(run: CaseRun, want: Wanted) -> str | None:
    """Why this case does not keep the verdict, in a few words; None when it
    does. A reduction that cannot shrink says which of these refused it."""
    if want.alone:
        return _refusal_alone(run, want)
    if want.verdict.fails("compile"):
        # The side that must fail first: most steps end there.
        for name in (*want.verdict.failing, *want.verdict.passing):
            run.compile((name,))
            rec = run.result.variants[name].compile
            if name in want.verdict.failing:
                if why := _changed(name, rec, want):
                    return why
            elif rec.status is not Stage.OK:
                return f"the {name} failed to compile too"
        return None
    run.compile()
    if decided := run.compile_verdict():
        return f"it became {decided[0].label}"
    run.judge()
    if run.result.verdict is not want.verdict:
        return f"it became {run.result.verdict.label}"
    for name, key in want.keys.items():
        if bug_key(run.result.variants[name].run.error_line) != key:
            return f"the {name}'s run error changed"
    return None


def _refusal_alone(run: CaseRun, want: Wanted) -> str | None:
    side = want.alone
    run.compile((side,))
    rec = run.result.variants[side].compile
    if why := _changed(side, rec, want):
        return why
    other = next(s for s in SIDES if s != side)
    run.compile((other,))
    orec = run.result.variants[other].compile
    if orec.status is Stage.OK:
        return None
    if orec.status not in (Stage.FAILED, Stage.CRASHED) or same_failure(rec, orec):
        return f"the {other} failed the same way"
    # Nor anywhere further down the other side's log: that failure would be both sides'.
    return f"the {other} failed that way too, further down its log" if has_error(orec.log_text(), rec.error_line) \
        else None


# ---- the driver ----------------------------------------------------------------------


@dataclass
class Reduction:
    """What `difftest reduce` did; reduce.json holds it."""

    case: str
    path: str
    target: str
    toolchain: dict
    variants: dict[str, list[str]] = field(default_factory=dict)
    verdict: str = ""  # the verdict kept
    error: str | None = None  # the first error message kept
    outcome: ReduceOutcome = ReduceOutcome.NOT_REDUCED
    reason: str = ""
    original_ops: int | None = None
    reduced_ops: int | None = None
    steps: int = 0
    kept_steps: int = 0
    evaluations: int = 0
    seconds: float = 0.0
    minimal: bool = False  # 1-minimal: no single edit keeps the verdict
    stopped: ReduceStopped | None = None  # not 1-minimal
    interrupted: int | None = None  # the signal
    output: str | None = None  # the reduced case
    config: str | None = None  # its difftest.toml
    executable: dict | None = None  # the dispatch-level reproducer
    check: dict | None = None  # the reduced case run again from where it was written
    # --flags: the candidate flags (beyond the baseline's) the verdict needs, and whether that set is 1-minimal.
    needed_flags: list[str] | None = None
    flags_minimal: bool = False
    # Why the cuts the search tried were refused, the most frequent first (step -> count).
    refused: dict[str, int] = field(default_factory=dict)

    @property
    def exit_code(self) -> int:
        if self.interrupted:
            return exit_for_signal(self.interrupted)
        return exit_done(self.outcome.done)


def current_verdict(case: Case, settings: RunSettings, session: Session) -> CaseResult:
    result = CaseRun.of(case, session.stages, settings).run()
    if result.verdict is Verdict.INTERRUPTED:
        raise procs.Interrupted(procs.stop_signal())
    return result


def reduce_case(case: Case, settings: RunSettings, *, until: Verdict | None = None, time_budget: float = 600.0,
                output: Path | None = None, level: str = "auto", say=print, session: Session | None = None,
                passes: list[irreduce.Pass] | None = None, flags: bool = False,
                alone: str | None = None) -> Reduction:
    """`alone`: where both sides fail to compile, differently, keep only that
    side's failure (a fuzz finding of the flag's is the flagged side's bug).
    `output` None: `reduced/`, or the next one free for this pair
    (output_dir_for)."""
    # The pair's own verdict, not the corpus's xfail around it; no failing pass named (a compile a step).
    settings = dataclasses.replace(settings, expectations=False, name_passes=False)
    own = session is None
    session = session or Session(settings)
    t0 = time.monotonic()
    try:
        red = _Reducer(case, settings, session, t0 + time_budget, output, say, passes, flags,
                       alone).reduce(until, level)
    finally:
        if own:
            session.close()
    red.seconds = round(time.monotonic() - t0, 1)
    return red


class _Reducer:
    def __init__(self, case: Case, settings: RunSettings, session: Session, deadline: float, output: Path | None, say,
                 passes: list[irreduce.Pass] | None, flags: bool = False, alone: str | None = None):
        self.case, self.settings, self.session = case, settings, session
        self.alone = alone
        self.deadline, self.output, self.say, self.passes = deadline, output, say, passes
        self.bisect_flags = flags
        self.red = Reduction(case.name, str(case.path), settings.target.name, settings.toolchain.describe())
        self.work = settings.out_dir / "reduce"

    def reduce(self, until: Verdict | None, level: str) -> Reduction:
        red = self.red
        self.say("judging the case as it is")
        result = current_verdict(self.case, self.settings, self.session)
        red.variants = {n: list(v.flags) for n, v in result.variants.items()}
        why_not = self._why_not(result, until)
        if why_not:
            red.reason = why_not
            return red
        want = wanted_from(result, result.verdict, self.alone)
        red.verdict, red.error = want.verdict.label, next(iter(want.messages.values()), None)
        self.say(f"keeping: {want.describe()}")
        if self.bisect_flags:
            self._flags(want)
        variants = {v.name: tuple(v.flags) for v in plan([self.case], self.settings)[0].variants}
        if self.output is None:
            self.output = output_dir_for(variants)
            if self.output != DEFAULT_OUTPUT:
                self.say(f"{DEFAULT_OUTPUT / CONFIG_NAME} pins another pair: writing to {self.output}/")
        check_output_dir(self.output, variants)
        stem = free_stem(self.output, Path(self.case.key).name)
        candidate_fails_compile = want.verdict.fails("compile", "candidate")
        if candidate_fails_compile and level in ("auto", "dispatch"):
            self._dispatch_level(result, stem)
        elif level == "dispatch":
            red.reason = "the dispatch level reduces compile failures of the candidate only"
            return red
        if level == "dispatch":
            red.outcome = ReduceOutcome.EXECUTABLE_ONLY if red.executable else ReduceOutcome.NOT_REDUCED
            red.reason = red.reason or ("" if red.executable else "no executable fails alone with the same error")
            return red
        return self._program_level(result, want, variants, stem)

    def _flags(self, want: Wanted) -> None:
        """The flags the verdict needs, by ddmin over the candidate's flags
        that the baseline lacks; the rest of the reduction (and the written
        case's [variants]) uses the candidate with those alone."""
        red, case = self.red, self.case
        pair = {v.name: tuple(v.flags) for v in plan([case], self.settings)[0].variants}
        base, cand = pair["baseline"], pair["candidate"]
        delta = differing(base, cand)
        if not delta:
            self.say("flags: the candidate has no flag the baseline lacks; nothing to bisect")
            return

        def holds(subset: list[str]) -> bool:
            s = dataclasses.replace(self.settings, baseline_flags=base,
                                    candidate_flags=tuple(f for f in cand if f in base or f in subset))
            run = CaseRun.of(case, self.session.stages, s)
            try:
                prep = run.prepare()
            except procs.Interrupted:
                raise
            except Exception:
                return False
            if prep is None:
                return False
            try:
                ok = keeps(run, want)
            finally:
                _remove(prep)
            self.say(f"flags: {' '.join(subset) or '(none beyond the baseline)'}: {'keeps' if ok else 'loses'} "
                     "the verdict")
            return ok

        self.say(f"flags: bisecting the {plural(len(delta), 'flag')} the candidate adds: {' '.join(delta)}")
        needed, minimal = ddmin(delta, holds, self.deadline)
        red.needed_flags, red.flags_minimal = needed, minimal
        self.say(f"the verdict needs only: {' '.join(needed) or 'the baseline flags'}"
                 + ("" if minimal else " (time budget: not 1-minimal)"))
        self.settings = dataclasses.replace(self.settings, baseline_flags=base,
                                            candidate_flags=tuple(f for f in cand if f in base or f in needed))

    def _why_not(self, result: CaseResult, until: Verdict | None) -> str:
        """Why this case cannot be reduced as asked, or "" when it can."""
        v = result.verdict
        if v is Verdict.CASE_ERROR:
            raise irreduce.ReduceError(result.reason)
        if not v.judged:
            return f"the case cannot be reduced: {v.label}: {result.reason}"
        if until is not None and v is not until:
            return f"the case is {v.label} ({result.reason}), not {until.label}: nothing to keep"
        if until is None and v.is_pass:
            return f"the case is {v.label}: nothing to reduce (give --until VERDICT to keep a passing verdict)"
        return ""

    def _header(self, want: Wanted) -> list[str]:
        tc = self.settings.toolchain
        return [f"Reduced by `difftest reduce` from {shown_source(self.case.path, self.case.corpus_dir)}",
                f"keeps {want.describe()}",
                f"target {self.settings.target.name}, iree-compile {tc.version} @ {(tc.commit or '?')[:12]}"]

    def _program_level(self, result: CaseResult, want: Wanted, variants: dict, stem: str) -> Reduction:
        red, say = self.red, self.say
        entry = read_signature(self.case.path, self.case.config.entry).entry
        writer = CaseWriter(stem, entry, variants, self.case.config, result.inputs,
                            self.settings.out_dir / case_dir_name(self.case) / "inputs.npz", self._header(want))
        try:
            program = irreduce.load(self.case.path, entry)
        except irreduce.ReduceError as e:
            red.reason = str(e)
            return red
        red.original_ops = program.ops
        judge = Judge(self.settings, self.session, want, writer, self.work)
        say(f"program level: {program.ops} ops in @{entry}; checking that the case, rewritten, keeps the verdict")
        if not judge(program):
            red.reason = ("the case, written back as a standalone case, does not keep the verdict (its inputs or "
                          "configuration do not carry over); nothing was reduced")
            return red
        kept = [0]
        found = minimize(program, entry, judge, self.deadline, lambda step: self._progress(step, kept),
                         passes=self.passes, jobs=self.settings.jobs)
        red.steps, red.kept_steps, red.evaluations = found.steps, kept[0], judge.evaluations
        red.refused = dict(judge.refused.most_common(3))
        red.minimal, red.reduced_ops, red.stopped = found.minimal, found.program.ops, found.stopped
        kept_as, lines = want.verdict, list(want.messages.values())
        if found.stopped is not ReduceStopped.INTERRUPTED and (want.alone or want.messages):
            # Whether the other side still fails, otherwise, is the reduced program's own; and so are its
            # error lines: a cut kept the bug, not the op its error names.
            kept_as, lines = self._settled(writer, found.program, want)
        xfail = {"reason": f"{want.describe()} (reduced by difftest reduce)", "targets": [self.settings.target.name]}
        # Held to the failure it names (#16): the sides, and the error where there is one.
        if kept_as.sides_at_fault:
            xfail["sides"] = list(kept_as.sides_at_fault)
        match = suggest_match(lines) if lines else None
        if match:
            xfail["match"] = match
        # What was found so far is kept whatever stopped the search: every
        # program it holds has kept the verdict.
        path = writer.write(self.output, found.program, xfail, text=found.program.plain_text())
        red.output, red.config = str(path), str(self.output / CONFIG_NAME)
        if found.stopped is ReduceStopped.INTERRUPTED:
            red.outcome, red.interrupted = ReduceOutcome.INTERRUPTED, procs.stop_signal()
            red.reason = (f"the smallest program so far ({program.ops} -> {found.program.ops} ops) was written, "
                          "and not checked again")
            return red
        red.check = self._final_check(path, want)
        ok = red.check["verdict"] == kept_as.label and red.check["with_expectations"] == Verdict.XFAIL.label
        red.outcome = ReduceOutcome.REDUCED if ok else ReduceOutcome.NOT_REDUCED
        red.reason = (f"{program.ops} -> {found.program.ops} ops"
                      + (f" ({found.stopped}: not 1-minimal)" if found.stopped else "")
                      + (f"; no cut kept the verdict: {refused_words(red.refused)}"
                         if found.program.ops >= program.ops and red.refused else "")
                      if ok else f"the written case does not keep the verdict: {red.check}")
        return red

    def _settled(self, writer: CaseWriter, program: irreduce.Program, want: Wanted) -> tuple[Verdict, list[str]]:
        """The verdict the reduced program has (where only one side's failure
        was kept: that side's alone, or still both, differently), and the
        error lines its xfail must match: its own."""
        directory = self.work / "settled"
        path = writer.write(directory, program)
        try:
            r = current_verdict(load_corpus(path).cases[0], self.settings, self.session)
        finally:
            shutil.rmtree(directory, ignore_errors=True)
        if want.alone and r.verdict.fails("compile", want.alone) or \
                not want.alone and want.messages and r.verdict is want.verdict:
            return r.verdict, [ln for ln in r.failure_lines() if ln]
        return want.verdict, list(want.messages.values())

    def _progress(self, step: Step, kept: list[int]) -> None:
        left = max(0.0, self.deadline - time.monotonic())
        if step.kept:
            kept[0] += 1
            what = ("; ".join(e.describe() for e in step.edits) if len(step.edits) <= 2
                    else f"{len(step.edits)} {step.edits[0].kind} edits")
            self.say(f"step {step.number}: {what}: kept, {step.before} -> {step.ops} ops ({left:.0f} s left)")
        elif step.number % 10 == 0:
            self.say(f"step {step.number}: {step.ops} ops, {kept[0]} steps kept ({left:.0f} s left)")

    def _dispatch_level(self, result: CaseResult, stem: str) -> None:
        red, say, case = self.red, self.say, self.case
        say("dispatch level: looking for the executable that fails alone with the same error")
        c = result.variants["candidate"]
        timeout = self.settings.compile_timeout or case.config.compile_timeout
        hit, why = exes.failing_executable(self.settings.toolchain.iree_compile, case.path, c.flags,
                                           c.compile.error_line, self.work, timeout)
        if hit is None:
            say(f"dispatch level: {why}")
            red.reason = why
            return
        directory = self.output / "executables"
        directory.mkdir(parents=True, exist_ok=True)
        (directory / OUT_MARKER).touch()  # never discovered as cases
        path = directory / f"{stem}.{hit.executable.name}.mlir"
        path.write_text(hit.executable.path.read_text())
        argv = [hit.argv[0], hit.argv[1], str(path), *hit.argv[3:]]
        red.executable = {"name": hit.executable.name, "exports": list(hit.executable.exports), "file": str(path),
                          "command": argv, "error_line": hit.error_line,
                          "locations": [str(loc) for loc in hit.executable.locations]}
        say(f"dispatch level: {hit.executable.name} fails alone: {hit.error_line}")

    def _final_check(self, path: Path, want: Wanted) -> dict:
        """The written case, run from where it was written: its verdict, and
        its verdict with its own expectations and xfail applied."""
        case = load_corpus(path).cases[0]
        plain = current_verdict(case, self.settings, self.session)
        target = self.settings.target.name
        with_xfail = finalize(copy.deepcopy(plain), case.config.expect_for(target), case.config.xfail_for(target))
        return {"verdict": plain.verdict.label, "reason": plain.reason,
                "with_expectations": with_xfail.verdict.label}


def refused_words(refused: dict[str, int]) -> str:
    """Which checks refused a reduction's cuts: `12 x the candidate's error became: ...`."""
    return "; ".join(f"{n} x {why}" for why, n in refused.items())


def write(red: Reduction, path: Path) -> None:
    write_atomic(path, dumps(red))


def render(red: Reduction) -> str:
    lines = [f"case: {red.case}"]
    if red.verdict:
        lines.append(f"keeping: {red.verdict}" + (f" ({red.error})" if red.error else ""))
    if red.needed_flags is not None:
        lines.append(f"the verdict needs only: {' '.join(red.needed_flags) or 'the baseline flags'}"
                     + ("" if red.flags_minimal else " (not 1-minimal: the time budget ran out)"))
    if red.executable:
        e = red.executable
        lines += [f"dispatch level: {e['name']} ({', '.join(e['exports'])}) fails alone with the same error:",
                  f"  {e['file']}",
                  f"  reproduce: {shlex.join([shown_path(e['command'][0], os.getcwd()), *e['command'][1:]])}"]
    if red.output:
        lines.append(f"program level: {red.original_ops} -> {red.reduced_ops} ops in {red.steps} steps "
                     f"({red.kept_steps} kept, {red.evaluations} evaluated), {red.seconds:g} s; "
                     + ("1-minimal" if red.minimal else f"stopped: {red.stopped} (not 1-minimal)"))
        lines.append(f"  reduced case: {red.output} (with its entry in {red.config})")
        if red.refused and red.reduced_ops is not None and red.reduced_ops >= (red.original_ops or 0):
            lines.append(f"  no cut kept the verdict; refused: {refused_words(red.refused)}")
    if red.check:
        lines.append(f"  check: `difftest run {red.output}` -> {red.check['with_expectations']} "
                     f"({red.check['verdict']} with --no-expectations)")
    if red.outcome in (ReduceOutcome.NOT_REDUCED, ReduceOutcome.INTERRUPTED):
        lines.append(f"{red.outcome.replace('-', ' ')}: {red.reason}")
    return "\n".join(lines)
