"""What a compile's exit and log say: its outcome (ok, a diagnosed failure,
a crash, a flag the compiler does not know or a value it rejects), its first
error line and a bounded excerpt, and whether the same compiler would say it
again (what may be cached)."""
from __future__ import annotations

import re

from ...core import environment, procs
from ...core.crashes import crash_pass
from ...core.results import CompileRecord
from ...core.verdicts import REJECTED_VALUE, Stage

EXCERPT_CHARS = 4000
_UNKNOWN_FLAG = re.compile(r"Unknown command line argument '([^']+)'")

# What LLVM prints before a stack dump: not an error of the program's.
CRASH_BANNER = "Please report issues to"


def first_error_line(log: str) -> str | None:
    for line in log.splitlines():
        if "error:" in line or "Unknown command line argument" in line:
            return line.strip()[:500]
    for line in log.splitlines():
        if line.strip():
            return line.strip()[:500]
    return None


def crash_line(returncode: int, log: str, first: str) -> str:
    """A crash in a line: its signal, the pass it crashed in, and its first
    error when it printed one (LLVM's "Please report issues" banner is none)."""
    where = crash_pass(log)
    head = f"iree-compile crashed ({procs.how_it_ended(returncode)})" + (f" in {where}" if where else "")
    return head if first.startswith(CRASH_BANNER) else f"{head}: {first}"


def excerpt(log: str, limit: int = EXCERPT_CHARS) -> str:
    """The head of the log around the first error: bounded, because a
    failing compile can print hundreds of KB of IR."""
    idx = log.find("error:")
    start = max(0, log.rfind("\n", 0, max(idx, 0)) + 1) if idx > 0 else 0
    text = log[start:start + limit]
    return text + ("\n... (truncated; full log in the artifact directory)" if len(log) - start > limit else "")


def classify(returncode: int, log: str) -> tuple[Stage, str | None]:
    """Unknown flags are their own outcome: the compiler is too old (or too
    new) for the variant, which says nothing about the case."""
    m = _UNKNOWN_FLAG.search(log)
    if returncode != 0 and m:
        return Stage.FLAG_UNSUPPORTED, m.group(1)
    if returncode == 0:
        return Stage.OK, None
    # 1 is iree-compile's ordinary "diagnosed error"; anything else is a crash.
    if returncode < 0 or returncode > 1:
        return Stage.CRASHED, None
    return Stage.FAILED, None


def rejected_flag(argv: list[str], log: str) -> tuple[str, str] | None:
    """A flag the compiler knows, given a value it rejects: the flag as argv
    gave it (`--iree-opt-level=O9`) and the compiler's line. Like an unknown
    flag, the command line's fault (a typo in a difftest.toml or in a
    --candidate-flag), never the case's: not a failure of the case, not the
    candidate's regression."""
    m = REJECTED_VALUE.search(log or "")
    if m is None:
        return None
    name = m.group(1) or m.group(2)
    line = log[log.rfind("\n", 0, m.start()) + 1:].split("\n", 1)[0].strip()
    given = [a for a in argv if a.lstrip("-") == name or a.lstrip("-").startswith(f"{name}=")]
    return (given[-1] if given else f"--{name}"), line[:500]


def rejects_value(rec: CompileRecord) -> bool:
    return rec.status is Stage.FLAG_UNSUPPORTED and bool(REJECTED_VALUE.search(rec.error_line or ""))


OUT_OF_MEMORY_TWICE = "iree-compile ran out of memory on both tries"


def machine_short_of_memory(records) -> None:
    """Both sides out of memory twice: the machine is too small for the case,
    which says nothing of the flag. One side alone is that side's failure."""
    records = [r for r in records if r is not None]
    if len(records) >= 2 and all(r.status is Stage.FAILED and (r.error_line or "").startswith(OUT_OF_MEMORY_TWICE)
                                 for r in records):
        for r in records:
            r.status = Stage.ENVIRONMENT


def cacheable(rec: CompileRecord) -> bool:
    """Only outcomes the same compiler gives again for the same input: never
    a timeout, an interrupted compile or the machine's failure (a full disk,
    an OOM kill); a crash only once it repeated the same way. Never a value
    the compiler rejects: a typo, not an answer about the case, and
    compiling it again costs a moment."""
    if rejects_value(rec):
        return False
    if rec.status in (Stage.FAILED, Stage.CRASHED) and environment.address_space_limit() is not None:
        return False  # under `ulimit -v` the limit may be all it failed for: a machine with the memory compiles again
    return rec.status in (Stage.OK, Stage.FLAG_UNSUPPORTED) or (rec.status is Stage.FAILED and rec.returncode == 1) \
        or (rec.status is Stage.CRASHED and rec.attempts >= 2)
