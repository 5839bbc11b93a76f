"""Latency as every renderer shows it: each case's medians with their
spread and the change with its interval, and the run's summary; and the
one rule for a pair whose sides ran on two devices, whose measured figures
(time, memory) are not compared."""
from __future__ import annotations

import statistics
from dataclasses import dataclass

from ..core.figures import plural
from ..core.latency import LOADED, MIN_SAMPLES, LatencyChange, change as latency_change, geomean
from ..core.results import CaseResult
from ..core.verdicts import SIDES

NOT_RUN = "same module, not run"

TWO_DEVICES = "two devices"


def devices_apart(result: CaseResult) -> str | None:
    """`baseline on X, candidate on Y` when the pair ran on two devices (a
    cross-device pair): what one device measures (memory, time) says nothing
    of the other's, so only outputs and structure are compared."""
    where = {}
    for n in SIDES:
        v = result.variants.get(n)
        if v is None:
            return None
        uri = (v.run.device or {}).get("uri") if v.run is not None else None
        where[n] = uri or v.target or result.target
    return None if where["baseline"] == where["candidate"] else \
        f"baseline on {where['baseline']}, candidate on {where['candidate']}"


@dataclass
class Latency:
    baseline: tuple[float, float, float] | None  # median, min, max (ms)
    candidate: tuple[float, float, float] | None
    noisy: str | None  # why the difference cannot be trusted, if it cannot
    change: LatencyChange | None = None  # the ratio of medians and its interval (core/latency.py)
    not_run: bool = False  # the candidate's module was the baseline's: nothing of it was timed
    cached: bool = False  # a side's calls were timed by an earlier run, whose outputs were reused
    apart: bool = False  # the sides ran on two devices: their times are not compared
    loaded: float | None = None  # the CPU pressure a side was timed under, past LOADED: no change is called

    @property
    def change_pct(self) -> float | None:
        if not (self.baseline and self.candidate) or not self.baseline[0]:
            return None
        return 100.0 * (self.candidate[0] - self.baseline[0]) / self.baseline[0]


def _times(result: CaseResult, name: str) -> list[float]:
    v = result.variants.get(name)
    run = v.run if v is not None else None
    return list(run.latencies_ms) if run is not None and run.latencies_ms and not run.skipped_because else []


def loaded(result: CaseResult) -> float | None:
    """The worst CPU pressure the pair's sides were timed under, when past
    LOADED: on a loaded machine a side's times say as much of the load as of
    the module (decoder_layer_bf16 read -87 % [-87 %, -4 %] beside other
    work)."""
    seen = [v.run.cpu_pressure for n, v in result.variants.items()
            if n in SIDES and v.run is not None and v.run.cpu_pressure is not None]
    worst = max(seen, default=None)
    return worst if worst is not None and worst > LOADED else None


def latency(result: CaseResult, concurrent: bool = False) -> Latency:
    """Medians with their spread, and the change with its 95% interval.
    Noisy when the interval holds no change (not significant), when fewer
    than 3 calls were timed, or when other cases ran at the same time."""
    xs = {n: _times(result, n) for n in SIDES}
    b, c = ((statistics.median(x), min(x), max(x)) if x else None for x in xs.values())
    lat = Latency(b, c, None, not_run=result.candidate_not_run)
    if b is None or c is None:
        return lat
    if apart := devices_apart(result):
        lat.noisy, lat.apart = f"{apart}: one device's times say nothing of the other's", True
        return lat
    lat.change = latency_change(xs["baseline"], xs["candidate"])
    lat.cached = any(v.run is not None and v.run.cached for n, v in result.variants.items()
                     if n in SIDES)
    lat.loaded = loaded(result)
    if lat.cached:
        lat.noisy = "timed by an earlier run (reused from the run cache; --rerun times it now)"
    elif concurrent:
        lat.noisy = "cases ran concurrently (-j > 1)"
    elif lat.loaded is not None:
        lat.noisy = (f"timed on a loaded machine (other work kept a task from a CPU {lat.loaded:.0%} of the time): "
                     "no change is called")
    elif lat.change is None:
        lat.noisy = f"fewer than {MIN_SAMPLES} timed calls a side (--repeat {MIN_SAMPLES}): no interval"
    elif not lat.change.significant:
        diff, spread = abs(c[0] - b[0]), max(b[2] - b[1], c[2] - c[1])
        lat.noisy = f"no significant change ({lat.change.describe()} at 95%)" + (
            f": the spread ({spread:.3g} ms) is wider than the difference ({diff:.3g} ms)" if spread > diff else "")
    return lat


def latency_cell(result: CaseResult, concurrent: bool = False, spread: bool = False) -> str:
    lat = latency(result, concurrent)
    if lat.baseline is None and lat.candidate is None:
        return "-"
    if lat.not_run:
        return f"{lat.baseline[0]:.3g} ({NOT_RUN})" if lat.baseline else NOT_RUN

    def one(x):
        if x is None:
            return "?"
        return f"{x[0]:.3g} [{x[1]:.3g}-{x[2]:.3g}]" if spread else f"{x[0]:.3g}"

    text = f"{one(lat.baseline)} -> {one(lat.candidate)}"
    if lat.apart:
        return text + f" ({TWO_DEVICES})"
    if lat.change is not None:
        text += f" ({lat.change.describe()})" if spread else f" ({100 * (lat.change.ratio - 1):+.0f}%)"
    elif lat.change_pct is not None and lat.baseline != lat.candidate:
        text += f" ({lat.change_pct:+.0f}%)"
    return text + (" ~noisy" if lat.noisy else "")


@dataclass
class LatencySummary:
    """The run-level answer to "is it faster?": the geometric mean of
    candidate/baseline over the cases whose change is significant."""

    significant: int = 0
    not_significant: int = 0  # timed, but the interval holds no change
    untimed: int = 0  # too few calls a side, the candidate not run, or timed by an earlier run (cached)
    apart: int = 0  # the sides ran on two devices
    loaded: int = 0  # timed on a loaded machine: no change called
    pressure: float = 0.0  # the worst CPU pressure they were timed under
    geomean: float | None = None
    slowest: tuple[str, LatencyChange] | None = None
    fastest: tuple[str, LatencyChange] | None = None
    concurrent: bool = False


def latency_summary(results: list[CaseResult], concurrent: bool = False) -> LatencySummary:
    out = LatencySummary(concurrent=concurrent)
    ratios = []
    for r in results:
        if not r.verdict.outputs_compared:
            continue
        lat = latency(r)
        ch = lat.change
        if lat.apart:
            out.apart += 1
        elif lat.loaded is not None and ch is not None and not lat.not_run and not lat.cached:
            out.loaded += 1
            out.pressure = max(out.pressure, lat.loaded)
        elif ch is None or lat.not_run or lat.cached:
            out.untimed += 1
        elif ch.significant:
            out.significant += 1
            ratios.append(ch.ratio)
            if out.slowest is None or ch.ratio > out.slowest[1].ratio:
                out.slowest = (r.case, ch)
            if out.fastest is None or ch.ratio < out.fastest[1].ratio:
                out.fastest = (r.case, ch)
        else:
            out.not_significant += 1
    out.geomean = geomean(ratios)
    return out


def latency_lines(s: LatencySummary) -> list[str]:
    timed = s.significant + s.not_significant
    busy = (f"{plural(s.loaded, 'case')} timed on a loaded machine (other work kept a task from a CPU up to "
            f"{s.pressure:.0%} of the time): no change called; time them on a quiet machine") if s.loaded else ""
    if s.loaded and not timed:
        return [f"latency: not called: {busy}"]
    if s.apart and not timed:
        return [f"latency: not compared: the sides of {plural(s.apart, 'case')} ran on two devices, and one "
                "device's times say nothing of the other's"]
    if not timed:
        return [f"latency: no case was timed to an interval in this run ({plural(s.untimed, 'case')}: fewer than "
                f"{MIN_SAMPLES} calls a side, the same module, or timed by an earlier run; --repeat {MIN_SAMPLES} "
                "--rerun -j 1 times them)"] if s.untimed else []
    text = (f"latency: {s.significant} of {timed} timed cases changed significantly (95% interval)"
            + (f", geometric mean candidate/baseline {s.geomean:.3f} ({100 * (s.geomean - 1):+.1f}%) over them"
               if s.geomean is not None else "")
            + (f"; {s.not_significant} did not" if s.not_significant else "")
            + (f"; {s.untimed} not timed here" if s.untimed else "")
            + (f"; {busy}" if busy else ""))
    if s.slowest and s.slowest[1].ratio > 1:
        text += f"; slowest {s.slowest[0]} {s.slowest[1].describe()}"
    if s.fastest and s.fastest[1].ratio < 1:
        text += f"; fastest {s.fastest[0]} {s.fastest[1].describe()}"
    if s.concurrent:
        text += " (cases ran concurrently, -j > 1: judge latency with -j 1 --repeat N)"
    return [text]
