"""Latency that means something: the candidate's median against the
baseline's, with a confidence interval, and a run-level summary over the
cases whose difference is significant.

The interval is a percentile bootstrap of the ratio of medians (each side
resampled with replacement, 2000 times, a fixed seed so a report is the
same every time it is rendered). A difference is significant when its 95%
interval excludes 1. The summary is the geometric mean of the significant
ratios, the mean that treats 2x slower and 2x faster as opposites.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

# Fewer calls a side cannot show a change at 95% by any test (at 3 and 3 the
# smallest two-sided p of a rank test is 0.1): an interval needs 5.
MIN_SAMPLES = 5
RESAMPLES = 2000
# The share of a timed run's time in which other work kept some task from a CPU (RunRecord.cpu_pressure),
# past which its times are not trusted and no change is called: a quiet machine shows a few percent.
LOADED = 0.10
CONFIDENCE = 0.95


@dataclass(frozen=True)
class LatencyChange:
    baseline_ms: float  # medians
    candidate_ms: float
    ratio: float  # candidate / baseline
    low: float  # the interval of the ratio
    high: float
    samples: tuple[int, int]

    @property
    def significant(self) -> bool:
        return self.low > 1.0 or self.high < 1.0

    def describe(self) -> str:
        pct = lambda r: f"{100 * (r - 1):+.0f}%"  # noqa: E731
        return f"{pct(self.ratio)} [{pct(self.low)}, {pct(self.high)}]"


def change(baseline: list[float], candidate: list[float], resamples: int = RESAMPLES,
           seed: int = 0) -> LatencyChange | None:
    """None when a side has fewer than MIN_SAMPLES timed calls (--repeat)."""
    if len(baseline) < MIN_SAMPLES or len(candidate) < MIN_SAMPLES:
        return None
    b, c = np.asarray(baseline, np.float64), np.asarray(candidate, np.float64)
    mb, mc = float(np.median(b)), float(np.median(c))
    if mb <= 0 or mc <= 0:
        return None
    rng = np.random.default_rng(seed)
    rb = np.median(rng.choice(b, size=(resamples, b.size)), axis=1)
    rc = np.median(rng.choice(c, size=(resamples, c.size)), axis=1)
    ratios = rc / np.maximum(rb, np.finfo(np.float64).tiny)
    tail = (1 - CONFIDENCE) / 2
    low, high = np.quantile(ratios, [tail, 1 - tail])
    return LatencyChange(mb, mc, mc / mb, float(low), float(high), (b.size, c.size))


def geomean(ratios: list[float]) -> float | None:
    if not ratios:
        return None
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def slower_than(ch: LatencyChange | None, pct: float) -> bool:
    """--gate-latency PCT: significantly slower by more than PCT percent
    (the whole interval above 1 + PCT/100)."""
    return ch is not None and ch.low > 1.0 + pct / 100.0
