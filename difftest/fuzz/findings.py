"""Findings: one per signature, whatever number of programs and targets hit
it, and whose bug each is.

Whose bug, from the flag's point of view (the flagged side is the
candidate, or the baseline under --swap, which fuzzes the revert):
- "flag": only the flagged side fails, or both fail and the flagged side
  fails otherwise (both-compile-fail-differently), or the flagged side's
  outputs are the wrong ones: the flag's own bug. Not where the otherwise
  is a crash of the side without the flag, on every try: a crash says
  nothing of the flag, and the finding is attributed as a failure both
  share;
- "common": both fail alike (or only the side without the flag), and the
  program compiles without the pair's common flags (for the seed pair:
  without data tiling): those flags' bug;
- "backend": it fails the same way without the pair's flags too: the
  target backend's;
- "unknown": not attributed (a run-stage failure, or the third compile
  could not say).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..core.results import CaseResult
from ..core.verdicts import SIDES, Stage, Verdict, error_key
from . import dedupe
from .dedupe import FailureSignature
from .outcomes import Credit, Filed, Third, Whose

KEEP_PROGRAMS = 5


def credit(verdict: Verdict, flagged: str, crashed: tuple[str, ...] = ()) -> Credit:
    """FLAG when the verdict blames the flagged side; BOTH when both fail
    alike, or otherwise because the side without the flag crashed (the
    sides in `crashed` did, on every try); UNFLAGGED when only the side
    without the flag is at fault."""
    if verdict is Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY:
        return Credit.BOTH if any(s != flagged for s in crashed) else Credit.FLAG
    sides = verdict.sides_at_fault
    if sides == (flagged,):
        return Credit.FLAG
    if set(sides) == set(SIDES):
        return Credit.BOTH
    if sides:
        return Credit.UNFLAGGED
    return Credit.FLAG if verdict.is_regression else Credit.BOTH


def flag_names(flags: dict[str, list[str]], flagged: str) -> tuple[list[str], list[str]]:
    """(the flags only the flagged side has, the flags both sides share)."""
    other = "baseline" if flagged == "candidate" else "candidate"
    mine, theirs = flags.get(flagged, []), set(flags.get(other, []))
    return [f for f in mine if f not in theirs], [f for f in mine if f in theirs]


def attribution(credited: Credit, third: tuple[str, Third] | None, flags: dict[str, list[str]],
                flagged: str) -> tuple[Whose, str]:
    """(whose, the sentence that says why). `third` is the third compile's
    (status, how it compares) for a failure the flag did not cause."""
    credited = Credit(credited)
    only, common = flag_names(flags, flagged)
    flag_text = " ".join(only) or "the flagged side's flags"
    common_text = " ".join(common) or "the pair's flags"
    if credited is Credit.FLAG:
        return Whose.FLAG, (f"the flag's ({flag_text}): the side with it fails this way, and the side without it "
                            "does not")
    hidden = " (the flag hides it: only the side without the flag fails)" if credited is Credit.UNFLAGGED else ""
    if third is None:
        return Whose.UNKNOWN, "not attributed: a failure the third compile cannot decide" + hidden
    status, how = third[0], Third(third[1])
    if how is Third.OK:
        return Whose.COMMON, f"the pair's common flags' ({common_text}): it compiles without them{hidden}"
    if how is Third.SAME:
        return Whose.BACKEND, f"the backend's: it fails the same way without {common_text}{hidden}"
    if how is Third.OTHER:
        return Whose.BACKEND, (f"the backend's, it seems: without {common_text} it fails too, with another error"
                               + hidden)
    return Whose.UNKNOWN, f"not attributed: the compile without {common_text} was {status}{hidden}"


@dataclass
class Finding:
    id: int
    key: str
    signature: dict
    verdict: str  # the first hit's
    kind: str  # the verdict's kind: regression, or broken
    credit: Credit  # from the first hit's verdict
    first_error: str
    hits: int
    original: str  # the first program that showed it
    programs: list[str] = field(default_factory=list)  # the first few that did, by name
    verdicts: dict[str, int] = field(default_factory=dict)
    targets: dict[str, int] = field(default_factory=dict)  # target -> hits
    representative: str = ""  # the smallest program that showed it: the one reduced
    representative_lines: int = 0
    whose: Whose = Whose.UNKNOWN
    attribution: str = ""
    failing_pass: str = ""
    pass_arg: str = ""
    new: bool = True  # not in the findings store before this campaign
    known: dict | None = None  # what the store held of it
    directory: str | None = None
    reproducer: str | None = None  # the reduced case
    reproducer_lines: int | None = None
    reduction: str = ""  # how the reduction went
    filed: Filed = Filed.PENDING
    fixed_target: str | None = None  # the target repro.sh and issue.md compile for
    reproduces_on: dict[str, bool] = field(default_factory=dict)
    executable: dict | None = None  # the one executable that fails alone, from the reproducer
    issue: str | None = None
    repro: str | None = None
    other_error: str = ""  # both-differently: the other side's error
    crashed: dict[str, str] = field(default_factory=dict)  # side -> its crash, on every try (the first hit's)
    ops: dict[str, int] = field(default_factory=dict)  # the op each hit's error named -> hits
    since: dict = field(default_factory=dict)  # the releases it was checked on (fuzz/since.py Since.to_dict)
    third: str = ""  # the compile without the pair's flags against the finding's error (a Third word), if made

    @property
    def the_flags(self) -> bool:
        """The flag's bug: by its verdict from the first hit on, and by its attribution."""
        return self.credit is Credit.FLAG or self.whose is Whose.FLAG

    @property
    def regression(self) -> bool:
        """The flag's, or a regression in the direction fuzzed (exit 1); a
        both-fail that only a crash of the side without the flag tells apart
        is neither."""
        return self.the_flags or (Verdict.from_label(self.verdict).is_regression and self.credit is not Credit.BOTH)

    def sig(self) -> FailureSignature:
        return FailureSignature.from_dict(self.signature)

    def to_dict(self) -> dict:
        return {**asdict(self), "regression": self.regression, "the_flags": self.the_flags}

    @classmethod
    def from_dict(cls, d: dict) -> "Finding":
        names = set(cls.__dataclass_fields__)
        f = cls(**{k: v for k, v in d.items() if k in names})
        # The words as fuzz.json holds them, read back as the enums they are.
        f.credit, f.whose, f.filed = Credit(f.credit), Whose(f.whose), Filed(f.filed)
        return f


@dataclass
class Hit:
    """One program that showed a signature."""

    result: CaseResult
    name: str  # pNNNNN
    path: str  # its directory
    lines: int  # its program's size
    failing_pass: str = ""
    pass_arg: str = ""


class FindingSet:
    """Findings by signature, in the order they were first hit."""

    def __init__(self, flagged: str):
        self.flagged = flagged
        self.by_key: dict[str, Finding] = {}

    def __iter__(self):
        return iter(self.by_key.values())

    def __len__(self) -> int:
        return len(self.by_key)

    def add(self, sig: FailureSignature, hit: Hit) -> Finding | None:
        """Records a hit; the new Finding when the signature is new, else None."""
        r = hit.result
        key = sig.key()
        found = self.by_key.get(key)
        if found is not None:
            found.hits += 1
            found.verdicts[r.verdict.label] = found.verdicts.get(r.verdict.label, 0) + 1
            found.targets[r.target] = found.targets.get(r.target, 0) + 1
            if sig.op:
                found.ops[sig.op] = found.ops.get(sig.op, 0) + 1
            if len(found.programs) < KEEP_PROGRAMS:
                found.programs.append(hit.name)
            if (hit.lines, hit.name) < (found.representative_lines, _name(found.representative)):
                found.representative, found.representative_lines = hit.path, hit.lines
            return None
        other = ""
        if r.verdict in (Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY, Verdict.BOTH_COMPILE_FAIL):
            # Both fail, and the first errors may differ (a shared failure found further down a
            # log): an xfail of the original must match the other side's first line too.
            side = "baseline" if self.flagged == "candidate" else "candidate"
            line = r.variants[side].compile.error_line or ""
            other = line if error_key(line) != error_key(r.variants[self.flagged].compile.error_line) else ""
        crashes = crashed(r)
        finding = Finding(len(self.by_key) + 1, key, sig.to_dict(), r.verdict.label, r.verdict.kind.value,
                          credit(r.verdict, self.flagged, tuple(crashes)), dedupe.first_error(r, self.flagged)[:2000],
                          1, hit.path, [hit.name], {r.verdict.label: 1}, {r.target: 1}, hit.path, hit.lines,
                          failing_pass=hit.failing_pass, pass_arg=hit.pass_arg, other_error=other[:2000],
                          crashed=crashes, ops={sig.op: 1} if sig.op else {})
        self.by_key[key] = finding
        return finding


def crashed(r: CaseResult) -> dict[str, str]:
    """The sides whose compile or run crashed (a crash the stages' second
    tries did not take back), with the crash's words."""
    out = {}
    for side in SIDES:
        v = r.variants.get(side)
        for rec in (v.compile, v.run) if v is not None else ():
            if rec is not None and rec.status is Stage.CRASHED:
                out[side] = (rec.error_line or "crashed")[:500]
                break
    return out


def _name(path: str) -> str:
    return path.rstrip("/").rpartition("/")[2]
