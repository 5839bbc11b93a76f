"""What makes two findings the same finding: their signature.

A signature is the stage that failed, the compiler's failing pass (read
from its own `--mlir-print-ir-after-failure` output, fuzz/diagnose.py), the
kind of op the error names, and the first error line with everything that
varies between programs taken out at any depth (core/verdicts.error_key:
its location, ops printed in generic form, types, shapes, nested encodings,
attributes, SSA names and numbers). So one compiler bug hit by a hundred
programs of different sizes and dtypes, on any target, is one finding. The
verdict is not part of it: the flag's error is the same bug whether the
baseline compiles (candidate-compile-fail) or fails otherwise
(both-compile-fail-differently). A numeric difference has no error line:
its signature is the dtype of the first output that differs, since the
same miscompile shows at every size.

The op is not part of the key either: which op a pass fails on changes
with sizes and target on the same program (the flag's workgroup-distribution
bug names memref.copy on one, memref.store or vector.transfer_write on
another, linalg.generic on llvm-cpu), and `linalg.matmul` and a
`linalg.generic` doing the same contraction are one bug to the pass that
fails on both. Every op the message names becomes 'OP'; the failing pass
and the rest of the message tell bugs apart. The signature still names the
op the first error named, for its title, and a finding lists every op seen.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from ..core.keys import finding_key
from ..core.results import CaseResult
from ..core.verdicts import QUOTED_OP, SIDES, Verdict, error_key, has_error

# Where an op printed in generic form starts: nothing after it names the failure.
_GENERIC_START = re.compile(r"""(?:%[\w.$#:-]+\s*=\s*)?"[a-z_][\w$]*\.[\w.$]+"\s*\(""")


@dataclass(frozen=True)
class FailureSignature:
    stage: str  # compile, run, numerics, or the verdict's label for the rest (a timeout)
    failing_pass: str  # the compiler's innermost failing pass; "" where it says none
    op: str  # the op kind the error names; "" where it names none
    message: str  # the first error line, normalised

    def key(self) -> str:
        """Stable across campaigns, machines, targets and difftest runs: the store's and a merge's key.
        `message` is the error's key already (normalise): its ops made 'OP' it is the bug's key."""
        return finding_key(self.stage, self.failing_pass, without_ops(self.message))

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "FailureSignature":
        return cls(str(d.get("stage", "")), str(d.get("failing_pass", "")), str(d.get("op", "")),
                   str(d.get("message", "")))

    def describe(self) -> str:
        where = f" in {self.failing_pass}" if self.failing_pass else ""
        return f"{self.stage}{where}: {self.message}"


def without_ops(message: str) -> str:
    """A normalised message with every op it names in quotes made 'OP'
    (core/verdicts.bug_key, on a message that is an error key already)."""
    return QUOTED_OP.sub("'OP'", message)


def normalise(line: str) -> str:
    """An error line with what varies between programs taken out."""
    return error_key(line)


def ops_named(line: str) -> list[str]:
    """The op kinds a message names, before any op printed in generic form."""
    head = _GENERIC_START.split(line or "", maxsplit=1)[0]
    return sorted(set(QUOTED_OP.findall(head)))


def op_kind(line: str) -> str:
    """The first op kind a message names: the op that failed."""
    head = _GENERIC_START.split(line or "", maxsplit=1)[0]
    m = QUOTED_OP.search(head)
    return m.group(1) if m else ""


def blamed_side(verdict: Verdict, flagged: str) -> str | None:
    """The side whose error a finding is about: the flagged side's when it
    fails (both-differently is the flag's error), else the side that fails."""
    sides = verdict.sides_at_fault
    if flagged in sides:
        return flagged
    return sides[0] if sides else None


# Read of a log, for its error lines: enough for every error of a small program's compile.
_LOG_CHARS = 4_000_000


def shared_failure(r: CaseResult, flagged: str = "candidate") -> str | None:
    """Both fail to compile, and their first errors differ; yet the flagged
    side's first error is also one of the other side's, further down its log
    (one executable fails the same way on both sides, and another executable
    only on the other side, first): the flagged side's failure is shared, not
    the flag's. The other side's first error then, else None."""
    if r.verdict is not Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY:
        return None
    other = next(s for s in SIDES if s != flagged)
    mine, theirs = r.variants[flagged].compile, r.variants[other].compile
    return (theirs.error_line or "") if has_error(theirs.log_text(_LOG_CHARS), mine.error_line) else None


def stage_of(verdict: Verdict) -> str:
    if verdict.stage:
        return verdict.stage
    return "numerics" if verdict.is_numerics else verdict.label


def error_line(r: CaseResult, flagged: str = "candidate") -> str:
    """The first error line of the blamed side at the failing stage; the
    reason's first line where there is none."""
    side = blamed_side(r.verdict, flagged)
    v = r.variants.get(side) if side else None
    rec = getattr(v, r.verdict.stage) if v is not None and r.verdict.stage else None
    line = rec.error_line if rec is not None else None
    return line or (r.reason.splitlines()[0] if r.reason else "")


def first_error(r: CaseResult, flagged: str = "candidate") -> str:
    return error_line(r, flagged)


def signature(r: CaseResult, flagged: str = "candidate", failing_pass: str = "") -> FailureSignature:
    """The signature of a result that did not pass. `failing_pass` comes
    from a diagnostic compile of the blamed side (compile failures only)."""
    v = r.verdict
    stage = stage_of(v)
    if stage == "numerics":
        differing = next((c for c in r.comparisons if c.against == "baseline" and not c.within_tolerance), None)
        message = f"output dtype {differing.dtype}" if differing else normalise(error_line(r, flagged))
        return FailureSignature(stage, "", "", message)
    line = error_line(r, flagged)
    return FailureSignature(stage, failing_pass if v.stage == "compile" else "", op_kind(line), normalise(line))


def slug(sig: FailureSignature) -> str:
    """A directory name a person can read."""
    words = sig.op or sig.message
    text = f"{sig.stage}-{sig.failing_pass.removesuffix('Pass') or ''}-{words}"
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()[:60]
