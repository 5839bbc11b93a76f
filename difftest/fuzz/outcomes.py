"""The words a campaign ends things with, in one place (as core/verdicts.py
holds the verdicts): whose bug a finding is, what its first hit's verdict
credits, what the compile without the pair's flags said, how a finding was
filed, and why a campaign stopped making programs. Each is a str enum, so
fuzz.json holds the bare word and a report read back compares equal to it;
every consumer (the driver, filing, the store, the summaries, a merge)
reads them from here.
"""
from __future__ import annotations

import enum


class _Word(str, enum.Enum):
    """A word that reads as itself wherever it is printed (enum.StrEnum, before Python 3.11)."""

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


class Whose(_Word):
    """Whose bug a finding is (fuzz/findings.py says how each is decided)."""

    FLAG = "flag"  # the flag's own
    COMMON = "common"  # the pair's common flags' (for the seed pair: data tiling's)
    BACKEND = "backend"  # the target backend's: it fails without the pair's flags too
    UNKNOWN = "unknown"  # not attributed

    @property
    def words(self) -> str:
        return {Whose.FLAG: "the flag's", Whose.COMMON: "the pair's common flags'", Whose.BACKEND: "the backend's",
                Whose.UNKNOWN: "not attributed"}[self]


class Credit(_Word):
    """What the first hit's verdict says before any attribution."""

    FLAG = "flag"  # the flagged side fails, alone or otherwise than the other
    BOTH = "both"  # both fail alike, or the other side's failure says nothing (a crash)
    UNFLAGGED = "unflagged"  # only the side without the flag fails


class Third(_Word):
    """The compile without the pair's flags, against the finding's error."""

    OK = "ok"  # it compiles
    SAME = "same"  # it fails with the finding's error
    OTHER = "other"  # it fails, otherwise
    UNDECIDED = "undecided"  # it timed out, or the machine failed it


class Filed(_Word):
    """How a finding was filed."""

    PENDING = ""  # not filed (yet): the campaign stopped first
    REDUCED = "reduced"  # reduced now, and written under OUT/findings
    UNREDUCED = "unreduced"  # written unreduced (--no-reduce, or the reduction kept nothing)
    KNOWN = "known"  # known to the findings store: its kept reproducer, not reduced again
    NOT_WRITTEN = "not-written"  # its filing failed (the reason is in its reduction)


class Stopped(_Word):
    """Why a campaign made no more programs."""

    RUNNING = ""
    COUNT = "count"  # --count programs made
    TIME_BUDGET = "time budget"  # --time-budget ran out
    INTERRUPTED = "interrupted"  # a signal
    MACHINE = "machine"  # the machine failed it: a full disk, a read-only directory

    @property
    def why(self) -> str:
        """Why programs made were not started, in words ("" where none are)."""
        return {Stopped.TIME_BUDGET: "the time budget ran out", Stopped.INTERRUPTED: "stopped by a signal",
                Stopped.MACHINE: "the machine failed"}.get(self, "")
