"""The structural figures a flag reviewer asks about, named once, and the
`expect` checks over them.

The names are IREE's own statistics (`--iree-scheduling-dump-statistics`),
plus `vmfb-bytes`; every report, expectation and bisect threshold reads
them from FIGURES.
"""
from __future__ import annotations

import difflib

import operator
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    name: str  # IREE's statistic name (or vmfb-bytes)
    label: str  # what reports call it
    in_bytes: bool = False
    totaled: bool = False  # summed over the corpus in every report
    pinned: bool = False  # update-expectations pins it as an exact expectation
    charted: bool = False  # the HTML report draws its per-case change
    column: bool = True  # a column of the reports' case tables
    measured: bool = False  # read from a run, not from the compiled module: per entry, never copied
    noise: int = 0  # how far a measured figure moves from run to run: a change within it is no change


# How far one module's measured peak moves from run to run (pages the runtime
# touches around the module's buffers): a difference within it is no difference.
PEAK_NOISE_BYTES = 32 * 1024
# How far one module's resident figure moves from run to run (the same module,
# in either position of a pair, 4-8 KiB apart on tests/cases/paged_llm).
RESIDENT_NOISE_BYTES = 64 * 1024
# How far one module's height moves from run to run: a resident figure and a peak read in one process.
HELD_NOISE_BYTES = RESIDENT_NOISE_BYTES + PEAK_NOISE_BYTES


FIGURES = (
    Figure("dispatch-count", "dispatches", totaled=True, pinned=True, charted=True),
    Figure("executable-count", "executables"),
    # The compiler's static allocation plan, not a measured peak.
    Figure("transient-memory-size", "transient memory (planned)", in_bytes=True, totaled=True, pinned=True,
           charted=True),
    # What loading and initialising the module kept: see RESIDENT.
    Figure("resident-bytes", "resident memory (measured)", in_bytes=True, totaled=True, charted=True, measured=True,
           noise=RESIDENT_NOISE_BYTES),
    # What the module's first call (each call of a sequence) added at its height: see PEAK.
    Figure("peak-bytes", "peak memory (measured)", in_bytes=True, totaled=True, charted=True, measured=True,
           noise=PEAK_NOISE_BYTES),
    # What the process held at its height over load, initialisation and every call: see HELD.
    Figure("held-bytes", "held at its height (measured)", in_bytes=True, totaled=True, charted=True, measured=True,
           noise=HELD_NOISE_BYTES),
    Figure("constant-size", "constants", in_bytes=True, column=False),
    Figure("vmfb-bytes", "vmfb size", in_bytes=True, totaled=True, charted=True),
)
BY_NAME = {f.name: f for f in FIGURES}

# A measured figure, beside the planned one: what the runtime's HAL allocator
# counted during one call. On local-task it counts buffers allocated through
# the allocator (inputs, results), not the module's queue-ordered transients.
ALLOCATED = "allocated by the HAL allocator in one call (measured; excludes queue-ordered transients on CPU)"
# What peak-bytes is: the resident memory the module's first call added, on a
# device of its own (its allocator empty, so nothing is lent from an earlier
# module), in a worker whose first-run costs a throw-away run paid; for a call
# sequence the largest of its calls' own peaks (each in RunRecord.call_peaks).
# File-backed pages the call touched first (a parameter archive's weights read
# on first use) are counted apart, and the window closes before the results
# are read back. Honest on the local drivers only: on a GPU driver the allocator
# statistics count the driver's memory blocks, not the module's tensors, and
# lavapipe's first call also JIT-compiles its pipelines; no figure is shown there.
PEAK = ("the resident memory the first call added at its height (measured, each call of a sequence apart, on a "
        "device of its own, after a throw-away run; parameter pages it read for the first time and the reading back "
        "of its results are not counted; the host CPU's drivers only: a GPU driver's statistics count its memory "
        "blocks, not the module's tensors)")
# What held-bytes is: the process's high-water mark (VmHWM, read before each
# reset of it, so nothing between is missed) from before the module is mapped
# to after its last call, warm-up and timed calls included, less its resident
# size before the mapping, in the worker that measures resident and peak (a
# device of its own, after a throw-away run). It is what `/usr/bin/time -f %M`
# says of a process that runs the module, less that process's own runtime
# (core/memory.py: the parts it is made of).
HELD = ("what the process held at its height over load, initialisation and every call (measured: the high-water "
        "mark from before the module is mapped to after its last call, initialisers' transients and pooled buffers "
        "included; the host CPU's drivers only)")
# What resident-bytes is: the process's resident memory that loading and
# initialising the module added and kept (its globals: parameters its
# initialisers read, the packed or encoded copies of weights data tiling makes
# there), read before the module is mapped and after its initialisers ran, on
# a device of its own, in a worker whose first-run costs a throw-away run
# paid; plus the parameter pages its first calls read (file-backed pages they
# touched first, which stay): a module that reads its weights on first use
# holds them as much as one whose initialisers read them. Host RSS on the local drivers (the allocator's count apart, where the
# driver keeps one): it includes the vmfb's own mapped pages.
RESIDENT = ("the resident memory the module holds once loaded and initialised, with the parameters it read "
            "(measured: host RSS on the host CPU's drivers; parameters read at initialisation or on first use, "
            "and the weight copies initialisers made, included)")
# The compiler's own word on resident memory: its statistics' globals. External
# parameters (read at run time) and what initialisers make from them (data
# tiling's packed weights) are not in it: on a parameterised model it is bytes.
RESIDENT_PLANNED = ("constant-size + variable-size (the compiler's statistics: the module's own constants and "
                    "globals; external parameters and the copies initialisers make of them are not in it)")


def planned_resident(figures: dict) -> int | None:
    """constant-size + variable-size of one variant's figures, where the compiler gave both."""
    parts = [figures.get("constant-size"), figures.get("variable-size")]
    return None if None in parts else sum(parts)


# What IREE writes in the stream phase, before codegen: a compile that fails later still has them.
STREAM_FIGURES = ("dispatch-count", "executable-count", "transient-memory-size")
STRUCTURE_FIGURES = tuple(f.name for f in FIGURES if not f.measured)
# What an expectation may name: the report's figures and IREE's stream statistics (3.13). A name
# close to one of these and not one of them is a typo; another name may be a newer compiler's statistic.
KNOWN_FIGURES = tuple(sorted({*BY_NAME, "await-count", "call-count", "constant-count", "constant-size",
                               "copy-count", "dispatch-count", "executable-count", "fill-count",
                               "submission-count", "transient-memory-size", "variable-count", "variable-size"}))
MEASURED_FIGURES = tuple(f.name for f in FIGURES if f.measured)
TOTALED = tuple(f for f in FIGURES if f.totaled)
PINNED = tuple(f.name for f in FIGURES if f.pinned)
COLUMNS = tuple(f for f in FIGURES if f.column)


# A case's finding when its corpus's expect and xfail describe another pair
# than the run's: set aside, and said once per run, not once per case.
SET_ASIDE = "expect and xfail not applied"


class ExpectationSyntaxError(ValueError):
    pass


@dataclass
class ExpectationResult:
    text: str
    passed: bool
    detail: str


_EXPECT = re.compile(r"^\s*(?:(baseline|candidate)\.)?([a-z][a-z0-9-]*)\s*(<=|>=|==|!=|<|>)\s*"
                     r"(?:(baseline|candidate)(?:\.([a-z][a-z0-9-]*))?|(-?\d+))\s*$")
_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
        "!=": operator.ne}


def check_expectation(text: str, figures: dict[str, dict[str, int | None]]) -> ExpectationResult:
    """`dispatch-count < baseline`, `candidate.dispatch-count == 4`,
    `transient-memory-size <= baseline.transient-memory-size`.

    The left side is the candidate's figure unless a variant is named.
    """
    m = _EXPECT.match(text)
    if not m:
        raise ExpectationSyntaxError(
            f"cannot read expectation {text!r}; write e.g. 'dispatch-count < baseline' or 'dispatch-count == 4'")
    lvar, lname, op, rvar, rname, number = m.groups()
    for name in (lname, rname):
        if name and name not in KNOWN_FIGURES and (close := difflib.get_close_matches(name, KNOWN_FIGURES, 1, 0.8)):
            # A misspelled figure is never "not available" on both sides (a regression): it is the case's error.
            raise ExpectationSyntaxError(f"expectation {text!r}: no figure {name!r}; did you mean {close[0]!r}?")
    lvar = lvar or "candidate"
    left = figures.get(lvar, {}).get(lname)
    right = int(number) if number is not None else figures.get(rvar, {}).get(rname or lname)
    rdesc = number if number is not None else f"{rvar}.{rname or lname}"
    if left is None or right is None:
        return ExpectationResult(text, False, f"{lvar}.{lname}={left}, {rdesc}={right}: figure not available")
    ok = _OPS[op](left, right)
    rtext = number if number is not None else f"{rdesc}={right}"
    # "32 <= 31" would read as a claim; say which way it went.
    return ExpectationResult(text, ok, f"{lvar}.{lname}={left}{'' if ok else ', not'} {op} {rtext}")


def human_bytes(n: int | float | None) -> str:
    """The one byte formatter: `512 B`, `1.5 KiB`, `-2.0 MiB`; `-` for none."""
    if n is None:
        return "-"
    sign = "-" if n < 0 else ""
    n = abs(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{sign}{n:.0f} {unit}" if unit == "B" else f"{sign}{n:.1f} {unit}"
        n /= 1024
    return str(n)


def short_bytes(n: int | float | None) -> str:
    """A byte count in a narrow cell: `168B`, `79.8K`, `820K`, `1.6M`
    (binary units, three figures at most); `-` for none."""
    if n is None:
        return "-"
    sign = "-" if n < 0 else ""
    n = abs(n)
    if n < 1024:
        return f"{sign}{n:.0f}B"
    for unit in ("K", "M", "G"):
        n /= 1024
        if n < 1000 or unit == "G":
            break
    if round(n, 1) >= 100:
        return f"{sign}{n:.0f}{unit}"
    return f"{sign}{n:.1f}{unit}"


def fmt_for(name: str):
    """How a figure's values are written: bytes as bytes, counts as numbers."""
    fig = BY_NAME.get(name)
    return human_bytes if fig is not None and fig.in_bytes else str


def plural(n: int, noun: str) -> str:
    """`1 case`, `2 cases`; `1 entry`, `2 entries`."""
    if n == 1:
        return f"{n} {noun}"
    return f"{n} {noun[:-1]}ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else f"{n} {noun}s"
