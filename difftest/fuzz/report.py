"""A campaign's report, as fuzz.json holds it (schema_version 2), and the
exit status it gives. A merge of campaigns is one too."""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from pathlib import Path

from ..core.atomic import write_atomic
from ..core.verdicts import command_exit
from .findings import Finding
from .outcomes import Stopped
from .render import render_markdown

SCHEMA_VERSION = 2


@dataclass
class FuzzReport:
    seed: int
    motif: str
    target: str
    toolchain: dict
    flags: dict
    swap: bool
    flagged: str = "candidate"
    shard: str | None = None
    lanes: list[int] = field(default_factory=list)
    count: int | None = None  # asked for
    programs: int = 0  # made (valid or not)
    invalid: int = 0  # generator bugs: programs that did not verify
    invalid_examples: list[str] = field(default_factory=list)
    judged: int = 0
    not_started: int = 0  # made, and never started: the time budget ran out, or a signal came
    interrupted: int = 0  # started, and stopped by a signal
    not_judged: int = 0  # decided without judging: no device, an unknown flag, the machine's failure
    not_judged_why: str = ""  # the first of them, and why
    in_reach: int = 0
    # Screened out: programs the flag did not reach at the flow phase, not compiled past it nor executed.
    screened: int = 0
    screening: bool = False
    mutated: int = 0
    verdicts: dict[str, int] = field(default_factory=dict)
    setup_errors: int = 0  # programs difftest could not set up (a case-error): also generator bugs
    seconds: float = 0.0
    programs_per_minute: float = 0.0  # decided ones: judged, or screened out
    # CPU time of the campaign's loop, difftest's and its finished children's (compilers, runtime workers):
    # what "findings per CPU-hour" divides by. The findings' filing is not in it.
    cpu_seconds: float = 0.0
    time_budget: float | None = None
    overrun_s: float = 0.0  # past the time budget, finishing what had started
    effect: dict[str, dict[str, int]] = field(default_factory=dict)  # figure -> delta -> programs in reach
    # Programs packed into modules (fuzz/pack.py): modules compiled, modules split, programs judged alone.
    modules: dict[str, int] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    flaky: list[dict] = field(default_factory=list)  # failures a second try did not repeat
    reductions: dict = field(default_factory=dict)
    stopped: Stopped = Stopped.RUNNING  # why no more programs were made
    signal: int | None = None
    error: str = ""  # what went wrong, when something did
    unwritten: str = ""  # why fuzz.json and fuzz.md could not be written at the end (a full disk)
    warnings: list[str] = field(default_factory=list)  # what did not go as it should, the results standing
    # Known findings the store's release checks say no longer reproduce: {key, first_error, fixed_in, words}.
    fixed_upstream: list[dict] = field(default_factory=list)
    store: str | None = None
    campaigns: list[dict] = field(default_factory=list)  # a merge's
    devices: dict[str, dict] = field(default_factory=dict)  # where each variant ran, as `difftest run` records it

    @property
    def regressions(self) -> list[Finding]:
        return [f for f in self.findings if f.regression]

    @property
    def decided(self) -> int:
        """Programs the campaign has an answer for: judged, or screened out
        (their modules are the same on both sides up to where the flag acts)."""
        return self.judged + self.screened

    def per_cpu_hour(self, n: int) -> float | None:
        return round(n / (self.cpu_seconds / 3600), 2) if self.cpu_seconds else None


def report_dict(rep: FuzzReport) -> dict:
    d = dataclasses.asdict(rep)
    d["findings"] = [f.to_dict() for f in rep.findings]
    return {"schema": "difftest-fuzz", "schema_version": SCHEMA_VERSION, **d}


def report_from_dict(d: dict) -> FuzzReport:
    names = {f.name for f in dataclasses.fields(FuzzReport)}
    rep = FuzzReport(**{k: v for k, v in d.items() if k in names and k != "findings"})
    rep.stopped = Stopped(rep.stopped or "")
    rep.findings = [Finding.from_dict(f) for f in d.get("findings", [])]
    return rep


def write_reports(rep: FuzzReport, out: Path) -> None:
    write_atomic(out / "fuzz.json", json.dumps(report_dict(rep), indent=2, default=str))
    write_atomic(out / "fuzz.md", render_markdown(rep))


def exit_code(rep: FuzzReport) -> int:
    """The signal's (130, 143) when one stopped it; 1 when the flag broke
    something; 2 when nothing could be judged or screened out (a program
    screened out was compared, at the flow phase), or the machine stopped
    it (a full disk); else 0."""
    # A campaign the machine stopped judged less than it was asked to: never green.
    judged = bool(rep.decided) and rep.stopped is not Stopped.MACHINE
    return command_exit(regressed=bool(rep.regressions), judged=judged, interrupted=rep.signal)
