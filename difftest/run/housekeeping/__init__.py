"""What difftest keeps on disk, and for how long: the run directories
under difftest-out/ (runs.py), the runs `--last-failed` reads back
(last_failed.py), and the cache's entries (inventory.py), which
`difftest cache info|prune` shows and evicts (command.py).

A run directory is kept until newer runs push it out, except a fuzz
campaign, whose findings are kept until the user removes them; a cache
entry until `difftest cache prune` evicts it, least recently used first.
Nothing a running difftest holds is ever removed.
"""
from __future__ import annotations

from .command import cache_command
from .last_failed import last_failed
from .runs import KEEP_RUNS_ENV, keep_runs, prune_runs

__all__ = ["KEEP_RUNS_ENV", "cache_command", "keep_runs", "last_failed", "prune_runs"]
