"""The verdict vocabulary, after lit's ResultCode: one code, one label, one
kind. Every grouping of verdicts (what gates a merge, what bisect may not
decide on, which failures a reducer keeps, what the console, JUnit and
pytest call a case) is a property here, and every consumer reads it from
here. So are the exit codes.
"""
from __future__ import annotations

import enum
import re
from typing import Iterable

SIDES = ("baseline", "candidate")


class Word(str, enum.Enum):
    """An outcome word (a gate's status, a reduction's, a bisect level's):
    an enum, so every place names it by its member, that prints, formats,
    compares and serialises as its word, so reports read as before."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


class Kind(str, enum.Enum):
    """What a verdict means for the gate."""

    PASS = "pass"  # judged, and fine
    REGRESSION = "regression"  # the candidate is to blame: exit 1
    BROKEN = "broken"  # judged, but the case itself is broken whatever the candidate does
    XFAIL = "xfail"  # judged, and failed as expected
    NOT_JUDGED = "not-judged"  # nothing could be judged: skipped, no device, unknown flag
    ERROR = "error"  # the case's own input is broken, the run was interrupted, or an audit contradicts difftest

    @property
    def order(self) -> int:
        """Reports list regressions first: what a reviewer opens them for."""
        return _KIND_ORDER.index(self)


_KIND_ORDER = (Kind.REGRESSION, Kind.BROKEN, Kind.ERROR, Kind.NOT_JUDGED, Kind.XFAIL, Kind.PASS)


class CaseOutcome(str, enum.Enum):
    """What a test runner calls a case, after lit's ResultCode: the one
    answer the console, JUnit and the pytest plugin all give.

    A broken case is skipped, not failed: it does not fail the gate (exit
    0), so it must not read red anywhere else either. An error is JUnit's
    <error>; pytest, whose only errors are a fixture's, fails the item. A
    case the machine kept from being judged (could-not-judge: a full disk)
    is an error too, not a skip: a skip reads as "nothing to do here", and
    a gate that judged nothing must not look done."""

    PASSED = "passed"
    FAILED = "failed"
    SKIPPED = "skipped"
    ERROR = "error"


_OUTCOMES = {Kind.PASS: CaseOutcome.PASSED, Kind.REGRESSION: CaseOutcome.FAILED, Kind.BROKEN: CaseOutcome.SKIPPED,
             Kind.XFAIL: CaseOutcome.SKIPPED, Kind.NOT_JUDGED: CaseOutcome.SKIPPED, Kind.ERROR: CaseOutcome.ERROR}


class Verdict(enum.Enum):
    """Outcome of one baseline/candidate pair.

    `stage` and `failing` say, for the failure verdicts, which stage failed
    and for which sides: the reducer keeps exactly that, and the pipeline
    derives the verdict of a failed stage from it."""

    IDENTICAL = ("identical", Kind.PASS)
    WITHIN_TOLERANCE = ("within-tolerance", Kind.PASS)
    IMPROVED = ("improved", Kind.PASS)
    COMPILED = ("compiled", Kind.PASS)
    NUMERICS_DIFFER = ("numerics-differ", Kind.REGRESSION)
    CANDIDATE_COMPILE_FAIL = ("candidate-compile-fail", Kind.REGRESSION, "compile", ("candidate",))
    CANDIDATE_RUN_FAIL = ("candidate-run-fail", Kind.REGRESSION, "run", ("candidate",))
    CANDIDATE_TIMEOUT = ("candidate-timeout", Kind.REGRESSION)
    EXPECTATION_FAILED = ("expectation-failed", Kind.REGRESSION)
    # --gate-latency PCT: significantly slower than the baseline by more than PCT percent.
    SLOWER = ("slower", Kind.REGRESSION)
    # A check test's check (check.expect_*) that the baseline passes and the candidate fails.
    CHECK_FAILED = ("check-failed", Kind.REGRESSION)
    XPASS = ("xpass", Kind.REGRESSION)
    # Failed, but not as its xfail said (another stage, other sides, another error).
    XFAIL_MISMATCH = ("xfail-mismatch", Kind.REGRESSION)
    BASELINE_COMPILE_FAIL = ("baseline-compile-fail", Kind.BROKEN, "compile", ("baseline",))
    BOTH_COMPILE_FAIL = ("both-compile-fail", Kind.BROKEN, "compile", SIDES)
    # Both fail to compile, but not with the same error (error_key): the flag
    # changed how the program fails, so it is the flag's, as a candidate-only
    # failure is. A regression (exit 1), not compared (as candidate-compile-fail);
    # an xfail stands for it when its sides are both and its `match` finds each
    # side's line (update-expectations writes both messages as alternatives, so
    # that xfail also holds if the two errors become one again); bisect decides
    # on it as on any regression.
    BOTH_COMPILE_FAIL_DIFFERENTLY = ("both-compile-fail-differently", Kind.REGRESSION, "compile", SIDES)
    BASELINE_RUN_FAIL = ("baseline-run-fail", Kind.BROKEN, "run", ("baseline",))
    BOTH_RUN_FAIL = ("both-run-fail", Kind.BROKEN, "run", SIDES)
    TIMEOUT = ("timeout", Kind.BROKEN)
    NONDETERMINISTIC = ("baseline-nondeterministic", Kind.BROKEN)
    BASELINE_WRONG = ("baseline-wrong", Kind.BROKEN)
    # Checks that fail in the baseline, and in the candidate too: the test's own bug.
    BOTH_CHECK_FAILED = ("both-check-failed", Kind.BROKEN)
    XFAIL = ("xfail", Kind.XFAIL)
    FLAG_UNSUPPORTED = ("flag-unsupported", Kind.NOT_JUDGED)
    NO_DEVICE = ("no-device", Kind.NOT_JUDGED)
    # The machine failed, not the case (a full disk, a read-only directory, a kill from
    # outside): never a verdict on the compiler, never cached.
    COULD_NOT_JUDGE = ("could-not-judge", Kind.NOT_JUDGED)
    # The device is there, but the module was built for another one (an rdna3
    # module on lavapipe): the target is the user's to change, the module is not to blame.
    DEVICE_MISMATCH = ("device-mismatch", Kind.NOT_JUDGED)
    SKIPPED = ("skipped", Kind.NOT_JUDGED)
    # Nothing informative compared: no output and no check, or outputs that hold nothing the flag
    # could change (no finite element, or one value everywhere, on every side: run/judge/informative.py),
    # undeclared by the case. Never a pass, and it keeps the gate from passing.
    NOTHING_COMPARED = ("nothing-compared", Kind.NOT_JUDGED)
    CASE_ERROR = ("case-error", Kind.ERROR)
    INTERRUPTED = ("interrupted", Kind.ERROR)
    # `run --audit`: IREE's own tools contradict a figure difftest reports (its module, statistics,
    # outputs, memory): difftest's own finding, which says nothing of the compiler and passes no gate.
    AUDIT_DISAGREES = ("audit-disagrees", Kind.ERROR)

    def __init__(self, label: str, kind: Kind, stage: str | None = None, failing: tuple[str, ...] = ()):
        self.label = label
        self.kind = kind
        self.stage = stage
        self.failing = failing

    @classmethod
    def from_label(cls, label: str) -> "Verdict":
        for v in cls:
            if v.label == label:
                return v
        raise ValueError(f"unknown verdict {label!r}; known: {', '.join(v.label for v in cls)}")

    @classmethod
    def of_failure(cls, stage: str, failing: Iterable[str]) -> "Verdict":
        """The verdict of a stage that failed for these sides (whether both
        failed alike is stage_verdict's to say)."""
        sides = tuple(s for s in SIDES if s in set(failing))
        return next(v for v in cls if v.stage == stage and v.failing == sides
                    and v is not Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY)

    @property
    def passing(self) -> tuple[str, ...]:
        """For a stage failure: the sides that must get through that stage."""
        return tuple(s for s in SIDES if s not in self.failing) if self.stage else ()

    @property
    def sides_at_fault(self) -> tuple[str, ...]:
        """Which variants failed: a stage's failing sides, or the side a
        numeric or structural verdict blames."""
        if self.stage:
            return self.failing
        if self in (Verdict.NUMERICS_DIFFER, Verdict.CANDIDATE_TIMEOUT, Verdict.EXPECTATION_FAILED,
                    Verdict.CHECK_FAILED, Verdict.SLOWER):
            return ("candidate",)
        if self in (Verdict.TIMEOUT, Verdict.NONDETERMINISTIC, Verdict.BASELINE_WRONG):
            return ("baseline",)
        if self is Verdict.BOTH_CHECK_FAILED:
            return SIDES
        return ()

    @property
    def is_numerics(self) -> bool:
        """A verdict about the outputs' values: one side's numbers are off."""
        return self in (Verdict.NUMERICS_DIFFER, Verdict.BASELINE_WRONG)

    @property
    def is_pass(self) -> bool:
        return self.kind is Kind.PASS

    @property
    def is_regression(self) -> bool:
        return self.kind is Kind.REGRESSION

    @property
    def is_failure(self) -> bool:
        """Did not give a clean answer: a regression, a broken case or an error."""
        return self.kind in (Kind.REGRESSION, Kind.BROKEN, Kind.ERROR)

    @property
    def unfinished(self) -> bool:
        """The run gave this case no answer: it was interrupted, or the
        machine failed it (could-not-judge: a full disk, a kill from
        outside). A --resume runs it again; a case with no record at all is
        unfinished too."""
        return self in (Verdict.INTERRUPTED, Verdict.COULD_NOT_JUDGE)

    @property
    def to_run_again(self) -> bool:
        """What --last-failed runs again: a failure, or no answer. A skip,
        an xfail that held, an unknown flag or a missing device is an
        answer the same run would give again."""
        return self.is_failure or self.unfinished

    @property
    def is_fault(self) -> bool:
        """Judged, and something failed: what an xfail can stand for, and
        what update-expectations writes an xfail for."""
        return self.kind in (Kind.REGRESSION, Kind.BROKEN)

    @property
    def is_error(self) -> bool:
        """The case's own input is broken, or its run was interrupted: it
        says nothing of the compiler."""
        return self.kind is Kind.ERROR

    @property
    def case_at_fault(self) -> bool:
        """Failed, but not by the candidate's doing: the case, or its run,
        is broken. Reports list these apart from the regressions."""
        return self.kind in (Kind.BROKEN, Kind.ERROR)

    @property
    def judged(self) -> bool:
        return self.kind in (Kind.PASS, Kind.REGRESSION, Kind.BROKEN, Kind.XFAIL)

    @property
    def outcome(self) -> CaseOutcome:
        """What the console, JUnit and pytest call this case (CaseOutcome
        says why a broken case is skipped, and a could-not-judge an error)."""
        return CaseOutcome.ERROR if self is Verdict.COULD_NOT_JUDGE else _OUTCOMES[self.kind]

    def message(self, reason: str) -> str:
        """`<label>: <reason>` as every runner words a case that did not
        pass; a broken case says it is broken, since it is only skipped."""
        return f"{'broken: ' if self.kind is Kind.BROKEN else ''}{self.label}: {reason}"

    @property
    def forbids_green(self) -> bool:
        """A run holding one of these exits 2 even when nothing regressed:
        the corpus, the flags or the machine could not be judged as asked,
        a case compared nothing informative (its outputs all zeros, say),
        or the run was cut off before a case finished (a report of it, a
        merge holding it: the run's own exit was the signal's)."""
        return self in (Verdict.CASE_ERROR, Verdict.FLAG_UNSUPPORTED, Verdict.NO_DEVICE, Verdict.DEVICE_MISMATCH,
                        Verdict.COULD_NOT_JUDGE, Verdict.INTERRUPTED, Verdict.NOTHING_COMPARED,
                        Verdict.AUDIT_DISAGREES)

    @property
    def outputs_compared(self) -> bool:
        """Both variants ran and their outputs were compared."""
        return self in (Verdict.IDENTICAL, Verdict.WITHIN_TOLERANCE, Verdict.IMPROVED, Verdict.NUMERICS_DIFFER,
                        Verdict.BASELINE_WRONG, Verdict.CHECK_FAILED, Verdict.BOTH_CHECK_FAILED)

    @property
    def compared(self) -> bool:
        """The pair was compared: their outputs; with --compile-only, their
        compile outcomes; or their failure against what the corpus expected
        of it. A broken case (both fail to run) compared nothing."""
        return self.outputs_compared or self is Verdict.COMPILED or self.from_annotation or \
            self in (Verdict.EXPECTATION_FAILED, Verdict.SLOWER)

    @property
    def from_annotation(self) -> bool:
        """Decided by the corpus's xfail annotation, not by the pair alone:
        it says whether the case failed as annotated, not how the compiler
        did (bisect cannot decide on it)."""
        return self in (Verdict.XFAIL, Verdict.XPASS, Verdict.XFAIL_MISMATCH)

    @property
    def decides_revision(self) -> bool:
        """Says something about the compiler that produced it (bisect)."""
        return self.kind not in (Kind.NOT_JUDGED, Kind.ERROR) and not self.from_annotation

    @property
    def decides_regression(self) -> bool:
        """Says whether the candidate regressed: it decides the revision,
        and the case is not broken whatever the candidate does."""
        return self.decides_revision and self.kind is not Kind.BROKEN

    def fails(self, stage: str, side: str | None = None) -> bool:
        """Did this stage ("compile" or "run") fail, for this side or any?"""
        return self.stage == stage and (side is None or side in self.failing)

    @property
    def worth_explaining(self) -> bool:
        """What `difftest explain` localises and `difftest reduce` shrinks
        best: the reports print those commands next to these."""
        return self in (Verdict.NUMERICS_DIFFER, Verdict.CANDIDATE_COMPILE_FAIL)


class Stage(str, enum.Enum):
    """Status of one compile or run step of one variant."""

    OK = "ok"
    FAILED = "failed"
    CRASHED = "crashed"
    TIMEOUT = "timeout"
    FLAG_UNSUPPORTED = "flag-unsupported"
    NO_DEVICE = "no-device"
    DEVICE_MISMATCH = "device-mismatch"
    ENVIRONMENT = "environment"  # the machine failed: core/environment.py says how
    SKIPPED = "skipped"
    INTERRUPTED = "interrupted"


# ---- exit codes: every command's status derives from here --------------------

EXIT_OK = 0
EXIT_REGRESSION = 1
# A command that ran but could not do what it was asked: explain localised
# nothing, reduce kept no reproducer, update-expectations met a generated file.
EXIT_NOT_DONE = 1
# Usage and config errors, and a gate that judged nothing.
EXIT_USAGE = 2


def exit_done(done: bool) -> int:
    """explain and reduce: 0 when they did what was asked, 1 when not."""
    return EXIT_OK if done else EXIT_NOT_DONE


def exit_for_signal(signum: int) -> int:
    """130 for SIGINT, 143 for SIGTERM: the shell's convention."""
    return 128 + int(signum)


class GateStatus(Word):
    """What the gate's headline says, after its exit code (report/gate.py)."""

    PASS = "pass"
    REGRESSION = "regression"
    NOT_JUDGED = "not-judged"
    INTERRUPTED = "interrupted"


def command_exit(regressed: bool, judged: bool, interrupted: int | None = None) -> int:
    """A command's status from what it found (fuzz, sweep): the signal that
    stopped it, else 1 when something regressed, 2 when nothing could be
    judged, 0 otherwise."""
    if interrupted:
        return exit_for_signal(interrupted)
    if regressed:
        return EXIT_REGRESSION
    return EXIT_OK if judged else EXIT_USAGE


def exit_code(verdicts: Iterable[Verdict]) -> int:
    """0: compared, and nothing regressed; 1: a regression; 2: nothing
    compared (every case broken or not judged), a case compared nothing
    informative, a case's config, input or flag is broken (usage), the
    machine kept a case from being judged, or a case was interrupted."""
    verdicts = list(verdicts)
    if any(v.is_regression for v in verdicts):
        return EXIT_REGRESSION
    if any(v.forbids_green for v in verdicts):
        return EXIT_USAGE
    if not any(v.compared for v in verdicts):
        return EXIT_USAGE  # a gate that compared nothing is never green
    return EXIT_OK


def _side(rec, baseline) -> str:
    """Whose record `rec` is. A candidate whose module is byte-identical to
    the baseline's is not executed: the baseline's record is passed for
    both, and what happened to it happened to the baseline's run."""
    return "baseline" if rec is baseline else "candidate"


# The compiler's words for a flag it knows given a value it rejects: LLVM's command line
# (`iree-compile: for the --iree-opt-level option: 'O9' value not a valid optimization level`) and
# IREE's own (`unknown custom value for --iree-input-type='x'`). Group 1 or 2 is the flag's name.
REJECTED_VALUE = re.compile(r"for the -{1,2}([\w.-]+) option: |unknown custom value for -{1,2}([\w.-]+)=")


def flag_reason(side: str, rec) -> str:
    """Why a side's compile could not be judged: a flag this compiler does
    not know, or a value of one it rejects, in the compiler's words. Both
    are flag-unsupported: what the sweep and bisect read as "this release
    cannot take the variant's command line", which a value an older release
    rejects is too; and where the flag came from, when the run knows."""
    where = f" (from {rec.flag_from})" if getattr(rec, "flag_from", None) else ""
    if REJECTED_VALUE.search(rec.error_line or ""):
        return f"{side}: this compiler rejects {rec.unsupported_flag}{where}: {rec.error_line}"
    return f"{side}: this compiler does not know {rec.unsupported_flag}{where}"


def stage_verdict(stage: str, baseline, candidate) -> tuple[Verdict, str] | None:
    """The verdict of one stage ("compile" or "run") from the baseline's and
    the candidate's records of it, or None when both are OK. Outcomes that
    say nothing about the candidate (an unknown flag, no device) come first;
    then timeouts; then failures."""
    b, c = baseline, candidate
    for rec in (c, b):
        if rec.status is Stage.ENVIRONMENT:
            side = _side(rec, b)
            return Verdict.COULD_NOT_JUDGE, f"could not judge: the {side}'s {stage} failed because of the machine: " \
                                            f"{rec.error_line}"
    for rec in (c, b):
        if rec.status is Stage.FLAG_UNSUPPORTED:
            return Verdict.FLAG_UNSUPPORTED, flag_reason(_side(rec, b), rec)
        if rec.status is Stage.NO_DEVICE:
            return Verdict.NO_DEVICE, f"no device: {rec.error_line}"
        if rec.status is Stage.DEVICE_MISMATCH:
            side = _side(rec, b)
            return Verdict.DEVICE_MISMATCH, f"{side}: {rec.error_line}"
    if c.status is Stage.TIMEOUT and b.status is not Stage.TIMEOUT:
        return Verdict.CANDIDATE_TIMEOUT, f"candidate {stage}: {c.error_line}"
    if Stage.TIMEOUT in (b.status, c.status):
        return Verdict.TIMEOUT, f"{stage}: {(b if b.status is Stage.TIMEOUT else c).error_line}"
    failing = tuple(name for name, rec in (("baseline", b), ("candidate", c)) if rec.status is not Stage.OK)
    if not failing:
        return None
    verdict = Verdict.of_failure(stage, failing)
    if len(failing) == 2:
        if stage == "compile" and not same_failure(b, c):
            return Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY, (f"both fail to compile, differently: the candidate"
                                                           f"{_in(c)}: {c.error_line}; the baseline{_in(b)}: "
                                                           f"{b.error_line}")
        return verdict, f"both fail to {stage}{_in(c)}: {c.error_line}"
    rec = c if failing == ("candidate",) else b
    return verdict, f"{failing[0]} fails to {stage}{_in(rec)}: {rec.error_line}"


def _in(rec) -> str:
    """ in the pass a compile failed in, where it was named."""
    found = getattr(rec, "failing_pass", None)
    return f" in {found}" if found else ""


# ---- when two failures are one ---------------------------------------------------

_LOCATION = re.compile(r"^.*?\berror:\s*")
# An op printed in generic form, `%17 = "linalg.generic"(%10, %12) <{...}> ({...}) : (...) -> ...`, to the
# end of the line: every operand, attribute and type in it varies from program to program.
_GENERIC_OP = re.compile(r"""(?:%[\w.$#:-]+(?:\s*,\s*%[\w.$#:-]+)*\s*=\s*)?"[a-z_][\w$]*\.[\w.$]+"\s*\(.*$""")
_PROTECTED = {"->": "\x02", "<=": "\x03", ">=": "\x04"}
_OP_HELD = "\x05"  # the generic op taken out, until the `<...>` are
_INNER_ANGLE = re.compile(r"<[^<>]*>")
_INNER_BRACE = re.compile(r"\{[^{}]*\}")
_HELD = "\x01"  # stands for a `<...>` taken out
_SHAPED = re.compile(r"\b(?:tensor|memref|vector)" + _HELD)
_ATTRIBUTE = re.compile(r"#[A-Za-z_][\w.$-]*" + f"{_HELD}?")
_TYPE_ALIAS = re.compile(r"![A-Za-z_][\w.$-]*" + f"{_HELD}?")
_SSA = re.compile(r"%[\w.$#-]+")
_SYMBOL = re.compile(r"@[\w.$-]+")
_ELEMENT = re.compile(r"\b(?:f8E\w+|bf16|f16|f32|f64|[su]?i\d+|index)\b")
_NUMBER = re.compile(r"(?<![A-Za-z_])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?")


def _innermost_out(text: str, pattern: re.Pattern, held: str) -> str:
    while True:
        stripped = pattern.sub(held, text)
        if stripped == text:
            return text
        text = stripped


def error_key(line: str | None) -> str:
    """A first error line with what varies between programs, and between
    the two variants of one program, taken out: its location, ops printed in
    generic form, every `<...>` and `{...}` at any depth (types, shapes,
    encodings, attributes), SSA names, symbols, element types and numbers.
    Two failures are one when their keys agree: both-compile-fail against
    both-compile-fail-differently, and fuzz's signature, read it here."""
    text = _LOCATION.sub("", (line or "").strip(), count=1)
    text = _GENERIC_OP.sub(_OP_HELD, text)
    for k, v in _PROTECTED.items():
        text = text.replace(k, v)
    text = _innermost_out(text, _INNER_ANGLE, _HELD)
    text = _innermost_out(text, _INNER_BRACE, "{}")
    text = _SHAPED.sub("<shaped>", text)
    text = _ATTRIBUTE.sub("#attr", text)
    text = _TYPE_ALIAS.sub("!type", text)
    text = text.replace(_HELD, "<>").replace(_OP_HELD, "<op>")
    for k, v in _PROTECTED.items():
        text = text.replace(v, k)
    text = _SSA.sub("%v", text)
    text = _SYMBOL.sub("@f", text)
    text = _ELEMENT.sub("<type>", text)
    text = _NUMBER.sub("N", text)
    return re.sub(r"\s+", " ", text).strip().rstrip(".")


# An op a message names in quotes: `'memref.copy' op ...`, `operation 'linalg.generic'`.
QUOTED_OP = re.compile(r"'([a-z_][\w$]*\.[\w.$]+)'")


def bug_key(line: str | None) -> str:
    """What one compiler bug is known by, across programs, sizes and
    targets: the error's key (error_key) with every op it names made 'OP'.
    Which op a failing pass names moves with sizes and target on one
    program, and SSA numbers move with every cut of a reducer: fuzz's
    signature and the reducers' "the same failure" both read this."""
    return QUOTED_OP.sub("'OP'", error_key(line))


def same_failure(b, c) -> bool:
    """Did two compile or run records fail the same way?"""
    return b.status is c.status and error_key(b.error_line) == error_key(c.error_line)


# A diagnostic of the compiler's: `file:1:2: error: ...`, one without a place (`<unknown>:0: error: ...`, as
# bufferization reports an op of an executable), or a bare `error: ...`.
_AN_ERROR = re.compile(r"(?::\d+:\d+|<unknown>:0): error: |^error: ")


def is_error_line(line: str) -> bool:
    return bool(_AN_ERROR.search(line))


def has_error(log: str, line: str | None) -> bool:
    """Is the failure `line` names one of the errors in `log` (another
    side's whole log, where it may come after that side's first error)?"""
    key = error_key(line)
    return any(error_key(x) == key for x in log.splitlines() if is_error_line(x))
