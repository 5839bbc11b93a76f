"""Retention of the run directories under difftest-out/: the newest
`DIFFTEST_KEEP_RUNS` (20 by default) are kept, and nothing a running
difftest holds is ever removed. A fuzz campaign is never rotated: its
findings (reproducers, repro.sh, issue.md) are the user's, not a cache
(they are neither counted among the runs kept nor removed)."""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from ...core.cache import in_use

KEEP_RUNS_ENV = "DIFFTEST_KEEP_RUNS"
DEFAULT_KEEP_RUNS = 20
# A run id (20261130-221749-dffe86), or a command's directory (bisect-20261130-221749).
RUN_ID = re.compile(r"^(?:[a-z][a-z-]*-)?\d{8}-\d{6}(?:-[0-9a-f]{6})?$")
JOURNAL = "results.jsonl"
# What marks a directory as holding findings: a fuzz campaign's (or a merge's) report, or its findings.
_FINDINGS_MARKS = ("fuzz.json", "findings")
_CAMPAIGN = re.compile(r"^fuzz-")


def keep_runs() -> int:
    text = os.environ.get(KEEP_RUNS_ENV, "")
    try:
        n = int(text)
    except ValueError:
        return DEFAULT_KEEP_RUNS
    return max(1, n)


def holds_findings(run: Path) -> bool:
    """A fuzz campaign, or anything else holding findings: never rotated."""
    return bool(_CAMPAIGN.match(run.name)) or any((run / mark).exists() for mark in _FINDINGS_MARKS)


def _run_dirs(root: Path) -> list[Path]:
    try:
        return [p for p in Path(root).iterdir() if p.is_dir() and RUN_ID.match(p.name)]
    except OSError:
        return []


def campaigns(root: Path) -> list[Path]:
    """The fuzz campaigns (and other directories holding findings) under root: kept whatever their age."""
    return sorted(p for p in _run_dirs(root) if holds_findings(p))


def runs(root: Path) -> list[Path]:
    """Run directories under root that rotate, oldest first (a run id
    starts with its time); a fuzz campaign is none of them."""
    found = [p for p in _run_dirs(root) if not holds_findings(p)]
    # Runs started in the same second are ordered by when they last wrote.
    return sorted(found, key=lambda p: (_stamp(p.name), journal_time(p), p.name))


def _stamp(name: str) -> str:
    """A run directory's time, wherever its prefix sorts."""
    m = re.search(r"\d{8}-\d{6}", name)
    return m.group(0) if m else ""


def journal_time(run: Path) -> float:
    """When a run last recorded a case."""
    try:
        return (run / JOURNAL).stat().st_mtime
    except OSError:
        return 0.0


def prune_runs(root: Path, keep: int, current: Path | None = None) -> list[Path]:
    """Remove all but the newest `keep` runs; the current one counts among
    those kept, any run a difftest still holds stays, and a fuzz campaign
    is never one of them."""
    found = runs(root)
    here = Path(current).resolve() if current is not None else None
    others = [r for r in found if r.resolve() != here]
    removed = []
    for run in others[:max(0, len(found) - keep)]:
        if in_use(run):
            continue
        shutil.rmtree(run, ignore_errors=True)
        removed.append(run)
    return removed
