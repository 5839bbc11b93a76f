"""Which flags of the candidate does the verdict need? Delta debugging over
the flags the candidate has and the baseline lacks: a reduced case usually
carries every candidate flag, though one of them alone causes the failure.
No bisector in this field bisects the flag set; a reviewer's first question
about a failure under four flags is which one."""
from __future__ import annotations

import time
from typing import Callable, Sequence


def ddmin(items: Sequence[str], holds: Callable[[list[str]], bool], deadline: float | None = None,
          clock: Callable[[], float] = time.monotonic) -> tuple[list[str], bool]:
    """(a subset that still holds, whether it is 1-minimal). Zeller's ddmin:
    try complements of n chunks, then the chunks, refining n. The order of
    the items is kept in every subset tried."""
    current = list(items)
    n = 2
    while len(current) >= 2:
        if deadline is not None and clock() >= deadline:
            return current, False
        chunk = max(1, len(current) // n)
        parts = [current[i:i + chunk] for i in range(0, len(current), chunk)]
        reduced = False
        for part in parts:  # a chunk alone
            if holds(part):
                current, n, reduced = part, 2, True
                break
        if not reduced:
            for part in parts:  # everything but a chunk
                rest = [x for x in current if x not in part]
                if rest and holds(rest):
                    current, n, reduced = rest, max(n - 1, 2), True
                    break
        if not reduced:
            if n >= len(current):
                break
            n = min(len(current), 2 * n)
    if len(current) == 1 and holds([]):
        return [], True
    return current, True


def differing(baseline: Sequence[str], candidate: Sequence[str]) -> list[str]:
    """The candidate's flags the baseline does not have, in the candidate's order."""
    base = set(baseline)
    return [f for f in candidate if f not in base]
