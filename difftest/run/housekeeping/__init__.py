"""What difftest keeps on disk, and for how long: the run directories
under difftest-out/ (runs.py), the runs `--last-failed` reads back
(last_failed.py), and the cache's entries (inventory.py), which
`difftest cache info|prune` shows and evicts (command.py).

A run directory is kept while a user may still come back to it
(retention.py: a day, the newest of its corpora and target always; runs
that judged nothing do not count), and a command asked for one that was
removed says so; a fuzz campaign's findings are kept until the user
removes them; a cache entry until `difftest cache prune` evicts it, least
recently used first. Nothing a running difftest holds is ever removed.
"""
from __future__ import annotations

from .command import cache_command
from .last_failed import last_failed
from .retention import prune_runs, rotated_notes
from .runs import KEEP_RUNS_ENV, keep_runs, keep_runs_problem

__all__ = ["KEEP_RUNS_ENV", "cache_command", "keep_runs", "keep_runs_problem", "last_failed", "prune_runs",
           "rotated_notes"]
