"""What `difftest bisect` and `difftest revert-check` are asked for, typed."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..run.options import RunOptions


@dataclass(frozen=True)
class BisectOptions:
    run: RunOptions
    good: str
    bad: str
    releases: bool = False
    nightlies: bool = False  # the daily candidates between the two bracketing releases
    repo: Path | None = None
    regress: str = "regression"
    first_parent: bool = True
    resume: Path | None = None
    max_builds: int | None = None
    recheck_endpoints: bool = False
    prefetch: bool = False


@dataclass(frozen=True)
class RevertOptions:
    run: RunOptions
    commit: str
    repo: Path
    at: str = "HEAD"
    nightly: bool = False  # compare the newest daily candidate that holds the commit with it reverted
