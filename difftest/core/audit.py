"""The audit's record (`difftest run --audit`): each figure difftest reports
for a side of a case, beside the same figure got from IREE's own tools
(iree-compile, iree-run-module) doing the same work again.

A row that disagrees is difftest's own finding: the case's verdict becomes
audit-disagrees, which no gate passes (core/verdicts.py). A row with
`agrees` None is set beside, not compared, and its note says why. Its JSON
form is core/codec.py's, as every record's.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class AuditRow:
    side: str  # baseline or candidate
    figure: str  # "module", "dispatch-count", ..., "outputs", "memory", "compile failure"
    difftest: str | None  # the figure as difftest's record has it
    raw: str | None  # as IREE's own tools gave it
    agrees: bool | None  # None: beside it only (the note says why)
    note: str = ""


@dataclass
class Audit:
    rows: list[AuditRow] = field(default_factory=list)
    seconds: float = 0.0  # what the audit cost: its raw compiles and runs, wall time
    # Each raw command, shell-quoted: what a reader runs to see it again.
    commands: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # The case's verdict before a row disagreed (the audit then decides audit-disagrees).
    verdict_was: str | None = None

    @property
    def disagreements(self) -> list[AuditRow]:
        return [r for r in self.rows if r.agrees is False]

    @property
    def compared(self) -> int:
        return sum(r.agrees is not None for r in self.rows)
