"""What every benchmark shares: Python as users run it, and the CPU its
children spent."""
from __future__ import annotations

import os
import resource


def as_users_run_it() -> dict[str, str]:
    """The environment with Python's bytecode cache on, as a user's machine
    has it (some sandboxes and CI images set PYTHONDONTWRITEBYTECODE): with
    it set, every difftest process and runtime worker compiles every module
    it imports again, about 0.45 s each, which no user pays. Set for this
    process too, so that every child inherits it."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    return dict(os.environ)


def children_cpu() -> float:
    """CPU-seconds of every finished child process (and theirs) so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
