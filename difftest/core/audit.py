"""The audit's record (`difftest run --audit`): each figure difftest reports
for a side of a case, beside the same figure got from IREE's own tools
(iree-compile, iree-run-module) doing the same work again.

A row that disagrees is difftest's own finding: the case's verdict becomes
audit-disagrees, which no gate passes (core/verdicts.py). A row with
`agrees` None is set beside, not compared, and its note says why.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any


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


_TYPES = {"str": str, "float": (int, float), "bool": bool}


def _checked(cls, data: Any, what: str):
    """A record from its JSON form; ValueError naming the field that does not fit."""
    if not isinstance(data, dict):
        raise ValueError(f"{what} is {type(data).__name__}, not a table")
    out = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        value, ann = data[f.name], str(f.type)
        base = ann.split("|")[0].strip()
        ok = (value is None and "None" in ann) or (base in _TYPES and isinstance(value, _TYPES[base])
                                                   and (base == "bool" or not isinstance(value, bool)))
        if base.startswith("list["):
            ok = isinstance(value, list)
        if not ok:
            raise ValueError(f"{what}.{f.name} is {type(value).__name__} {str(value)[:40]!r}, expected {ann}")
        out[f.name] = value
    return cls(**out)


def audit_from_dict(data: Any) -> Audit | None:
    """The audit of a case record read back (a report, a journal); None when it has none."""
    if data is None:
        return None
    audit = _checked(Audit, {k: v for k, v in data.items() if k != "rows"} if isinstance(data, dict) else data,
                     "audit")
    rows = data.get("rows", [])
    if not isinstance(rows, list):
        raise ValueError(f"audit.rows is {type(rows).__name__}, not a list")
    audit.rows = [_checked(AuditRow, r, "audit row") for r in rows]
    audit.commands = [str(c) for c in audit.commands]
    audit.notes = [str(n) for n in audit.notes]
    return audit
