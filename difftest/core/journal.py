"""The journal: results.jsonl, appended as each case finishes, so an
interrupted run loses nothing it finished (core/loading.py reads it back).

A run's header lists the cases it planned, and the run writes an end
record when it concludes (with how it was interrupted, if it was): a
journal that has a plan but no end belongs to a run that was killed, or is
still running, and a report of it never passes."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from .results import SCHEMA_VERSION, CaseResult, case_to_dict, plain


JOURNAL_END = "difftest-run"  # the value of an end record's `journal_end`


def journal_header(run_id: str, meta: dict[str, Any], resumes: str | None = None,
                   planned: list[str] | None = None) -> dict[str, Any]:
    return {"journal": "difftest-run", "schema_version": SCHEMA_VERSION, "run_id": run_id, "meta": meta,
            **({"resumes": resumes} if resumes else {}), **({"planned": planned} if planned is not None else {})}


class Journal:
    """Append-only, one JSON object per line, fsynced per record: a hard
    kill loses at most the line being written, and a reader skips it."""

    def __init__(self, path: Path, header: dict[str, Any]):
        self.path = Path(path)
        self.run_id = header["run_id"]
        self.broken: str | None = None
        self._append(header)

    def _append(self, obj: dict[str, Any], is_plain: bool = False) -> None:
        if self.broken:
            return
        line = json.dumps(obj if is_plain else plain(obj), default=str, allow_nan=False) + "\n"
        try:
            with open(self.path, "a") as f:
                # A line torn by an earlier hard kill must not swallow this one.
                if f.tell() > 0 and not _ends_with_newline(self.path):
                    f.write("\n")
                f.write(line)
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:
            # A full disk must not cost the results still in memory: they
            # reach the console and the reports all the same.
            self.broken = f"{self.path}: {e.strerror or e}"
            print(f"difftest: warning: cannot write the journal ({self.broken}); results are kept in memory "
                  "and still reported", file=sys.stderr)

    def record(self, result: CaseResult) -> None:
        result.run_id = self.run_id
        self._append(case_to_dict(result), is_plain=True)

    def finish(self, interrupted: dict[str, Any] | None) -> None:
        """The run concluded: whole, or cut off by a signal (the run's
        `interrupted` metadata, which every report reads)."""
        self._append({"journal_end": JOURNAL_END, "run_id": self.run_id,
                      **({"interrupted": interrupted} if interrupted else {})})


def _ends_with_newline(path: Path) -> bool:
    with open(path, "rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"
