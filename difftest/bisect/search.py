"""Three-valued bisection over an ordered list of revisions, after
cargo-bisect-rustc's `least_satisfying`: pure, no toolchains, no I/O.

Revisions are indexed 0..n-1, oldest first. Index 0 is known to be like the
*old* endpoint and n-1 like the *new* one; we look for the first index that
is like the new endpoint. A probe answers OLD, NEW or SKIP (cannot tell:
no artifact, a failed build, an unsupported flag). Skips never decide
anything: when only skipped revisions separate the two sides, every one of
them is returned as a candidate.
"""
from __future__ import annotations

import enum
import math
from dataclasses import dataclass, field
from typing import Callable


class Answer(enum.Enum):
    OLD = "old"
    NEW = "new"
    SKIP = "skip"


@dataclass
class SearchState:
    n: int
    answers: dict[int, Answer] = field(default_factory=dict)

    def __post_init__(self):
        if self.n < 2:
            raise ValueError("bisection needs at least two revisions")
        self.answers.setdefault(0, Answer.OLD)
        self.answers.setdefault(self.n - 1, Answer.NEW)

    @property
    def last_old(self) -> int:
        """The newest OLD revision below the oldest NEW one."""
        first_new = self.first_new
        return max(i for i, a in self.answers.items() if a is Answer.OLD and i < first_new)

    @property
    def first_new(self) -> int:
        return min(i for i, a in self.answers.items() if a is Answer.NEW)

    def untested(self) -> list[int]:
        return [i for i in range(self.last_old + 1, self.first_new) if i not in self.answers]

    def remaining(self) -> int:
        """Revisions still able to be the first NEW one."""
        return self.first_new - self.last_old

    def steps_left(self) -> int:
        u = len(self.untested())
        return math.ceil(math.log2(u + 1)) if u else 0


# How far from the midpoint a cheap (already built) revision may be and
# still be probed instead: a tenth of the open range, after mozregression's
# approx_persist. It costs at most a fraction of a step.
CHEAP_SLACK = 0.1


def next_probe(state: SearchState, cheap: frozenset[int] | set[int] = frozenset()) -> int | None:
    """The untested revision nearest the middle of the open range, or None
    when the range is settled (or only skipped revisions remain in it).

    A revision in `cheap` (its build is cached) near enough to the middle is
    preferred to building the exact midpoint."""
    untested = state.untested()
    if not untested:
        return None
    lo, hi = state.last_old, state.first_new
    mid = (lo + hi) / 2
    slack = max(1.0, (hi - lo) * CHEAP_SLACK)
    near_cheap = [i for i in untested if i in cheap and abs(i - mid) <= slack]
    return min(near_cheap or untested, key=lambda i: (abs(i - mid), i))


def possible_next(state: SearchState, i: int, cheap: frozenset[int] | set[int] = frozenset()) -> list[int]:
    """The probes that can follow probing i, whatever it answers: what is
    worth building ahead while i is being built and tested."""
    out = []
    for answer in (Answer.OLD, Answer.NEW):
        after = SearchState(state.n, {**state.answers, i: answer})
        nxt = next_probe(after, cheap)
        if nxt is not None and nxt not in out:
            out.append(nxt)
    return out


class StopSearch(Exception):
    """Raised by a probe to end the search early (no builds left, an
    interrupt): the result is the range not yet narrowed, honestly."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)


@dataclass
class SearchResult:
    last_old: int
    first_new: int
    # Every revision that may be the first NEW one: one when decided, more
    # when skipped revisions sit between last_old and first_new, or when the
    # search stopped early.
    candidates: list[int]
    probes: list[tuple[int, Answer]]
    stopped: str | None = None  # why the search ended before narrowing to one

    @property
    def decided(self) -> bool:
        return len(self.candidates) == 1


def least_satisfying(n: int, probe: Callable[[int], Answer],
                     known: dict[int, Answer] | None = None,
                     on_step: Callable[[int, Answer, SearchState], None] | None = None,
                     cheap: Callable[[], set[int]] = set,
                     before_probe: Callable[[int, SearchState], None] | None = None) -> SearchResult:
    """Run the search; `probe` is called only for revisions not in `known`.

    `cheap()` names revisions that cost little to probe (asked afresh each
    step); `before_probe` sees each choice first, to start work ahead."""
    state = SearchState(n, dict(known or {}))
    probes: list[tuple[int, Answer]] = []
    stopped = None
    while (i := next_probe(state, cheap())) is not None:
        if before_probe:
            before_probe(i, state)
        try:
            answer = probe(i)
        except StopSearch as e:
            stopped = e.reason
            break
        state.answers[i] = answer
        probes.append((i, answer))
        if on_step:
            on_step(i, answer, state)
    lo, hi = state.last_old, state.first_new
    return SearchResult(lo, hi, list(range(lo + 1, hi + 1)), probes, stopped)
