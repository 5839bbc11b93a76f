"""`difftest history import` as a library call: reports made elsewhere
(CI artifacts) added to a history file."""
from __future__ import annotations

from pathlib import Path

from ..core.errors import UsageError
from ..core.verdicts import EXIT_OK
from .db import import_reports


def import_command(db: Path | None, reports: list[Path]) -> int:
    if db is None or not reports:
        raise UsageError("history import REPORT.json... --db DB: give the reports and the history file")
    for path, added in import_reports(db, reports):
        print(f"{path}: " + ("added" if added else "already in the history"))
    return EXIT_OK
