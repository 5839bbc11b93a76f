"""The run directories under difftest-out/, oldest first, and what marks
one as a run (retention.py decides which stay). A fuzz campaign is never
rotated: its findings (reproducers, repro.sh, issue.md) are the user's,
not a cache (they are neither counted among the runs kept nor removed)."""
from __future__ import annotations

import os
import re
from pathlib import Path

KEEP_RUNS_ENV = "DIFFTEST_KEEP_RUNS"
DEFAULT_KEEP_RUNS = 20
# A run id (20261130-221749-dffe86), or a command's directory (bisect-20261130-221749).
RUN_ID = re.compile(r"^(?:[a-z][a-z-]*-)?\d{8}-\d{6}(?:-[0-9a-f]{6})?$")
JOURNAL = "results.jsonl"
# What marks a directory as holding findings: a fuzz campaign's (or a merge's) report, or its findings.
_FINDINGS_MARKS = ("fuzz.json", "findings")
_CAMPAIGN = re.compile(r"^fuzz-")


# What a run asked, besides its corpora: a --lf takes the failures of a run
# that asked the same (a Vulkan run's failures say nothing of a CPU run's).
QUESTION = ("target", "baseline_target", "device", "baseline_flags", "candidate_flags", "compile_flags",
            "suite_config")


def question(options: dict) -> dict:
    return {k: options.get(k) for k in QUESTION}


KEEP_ALL = "all"


def keep_runs_problem() -> str | None:
    """What is wrong with $DIFFTEST_KEEP_RUNS, in words, or None. Taken as
    given, -1 kept one run (a user meaning "all" lost the rest) and `abc`
    was silently 20."""
    text = os.environ.get(KEEP_RUNS_ENV, "").strip()
    if not text or text == KEEP_ALL or (text.isdigit() and int(text) >= 1):
        return None
    return (f"${KEEP_RUNS_ENV}={text!r} is not a number of runs to keep (1 or more, or `{KEEP_ALL}`): "
            f"keeping the newest {DEFAULT_KEEP_RUNS}")


def keep_runs() -> int | None:
    """How many judged runs rotation keeps besides those it always keeps;
    None: every run (`all`)."""
    text = os.environ.get(KEEP_RUNS_ENV, "").strip()
    if text == KEEP_ALL:
        return None
    return int(text) if keep_runs_problem() is None and text else DEFAULT_KEEP_RUNS


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
