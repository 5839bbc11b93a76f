"""A run's memory answer from its record: the resident figure, what the
process held at its height, and the parts that height is made of
(core.figures says what each figure covers and how it is measured).

The parts, each measured in the same worker from before load to after the
last call (child/memory.py), and how they make the height:

- resident (R): what load and initialisation kept, with the parameter pages
  the calls read first;
- the initialisers' transients (I): how far load and initialisation climbed
  above R (data tiling with external parameters packs the weights there, in
  copies it lets go);
- the per-call peak (P): the largest call's own, above what was resident when
  it began;
- carried (C): what was resident beneath that call beyond R: what earlier
  calls left allocated (pooled buffers), a sequence's cache;
- the worker's own (W): what the worker held between the module's windows
  (results read back) above all of them.

The height is R + max(I, P + C) + W; a report that shows resident and peak
says, where the height is more than R + P, which part the rest is.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .figures import HELD_NOISE_BYTES, human_bytes


@dataclass
class Held:
    """What a measured run's process held at its height (core.figures.HELD),
    above what it held before the module was mapped; the height of load and
    initialisation alone and of the calls alone; what the calls left resident
    after the last one (the runtime's pooled buffers, parameter pages apart)."""

    bytes: int
    load_peak_bytes: int | None = None
    calls_peak_bytes: int | None = None
    pooled_bytes: int | None = None


def resident_of(run: Any) -> int | None:
    """The resident figure of a run record (core.figures.RESIDENT): the process's own memory where
    the device's memory is the worker's (what load and initialisation kept, and the parameter pages
    its calls read for the first time, which stay), else the HAL allocator's count."""
    if run is None or run.skipped_because:
        return None
    if run.resident_bytes is None:
        return run.resident_allocated_bytes
    return run.resident_bytes + sum(int(c[2]) for c in run.call_peaks)


def held_of(run: Any) -> int | None:
    if run is None or run.skipped_because or run.held is None:
        return None
    return run.held.bytes


@dataclass(frozen=True)
class Parts:
    """One run's height and its parts (the module's docstring), in bytes.
    `carried` is as measured: below zero where the highest call began below
    resident (memory load let go of before it), which resident + per-call
    peak then overcounts."""

    held: int
    resident: int
    peak: int
    initialisers: int  # I
    carried: int  # C
    worker: int  # W

    @property
    def beyond(self) -> int:
        """How far the height is above resident + per-call peak."""
        return self.held - self.resident - self.peak

    @property
    def noise(self) -> int:
        """How close the parts must come to the height: the figure's run-to-run noise, or a thousandth of
        the height (pages mapped around the ones read, heap given back or not) where that is more."""
        return max(HELD_NOISE_BYTES, self.held // 1000)

    def adds_up(self) -> bool:
        """R + max(I, P + C) + W, each part as a figure says it (nothing is carried below nothing), is
        the height within noise: false where resident + per-call peak overcount the calls' height."""
        return abs(self.resident + max(self.initialisers, self.peak + max(self.carried, 0)) + self.worker
                   - self.held) <= self.noise


def parts_of(run: Any) -> Parts | None:
    """The parts of a measured run's height; None where the run kept no height."""
    held = run.held if run is not None and not run.skipped_because else None
    if held is None or run.resident_bytes is None or None in (held.load_peak_bytes, held.calls_peak_bytes):
        return None
    resident, peak = resident_of(run), run.peak_bytes or 0
    windows = max(held.load_peak_bytes, held.calls_peak_bytes)
    return Parts(held.bytes, resident, peak, initialisers=max(held.load_peak_bytes - resident, 0),
                 carried=held.calls_peak_bytes - resident - peak, worker=max(held.bytes - windows, 0))


def missing(p: Parts) -> list[str]:
    """What the height holds beyond resident + per-call peak, part by part,
    largest first; [] where those two are the height, within noise."""
    noise = p.noise
    if p.beyond <= noise:
        return []
    said = []
    if p.initialisers > p.peak + max(p.carried, 0) + noise:
        said.append((p.initialisers - p.peak - max(p.carried, 0),
                     f"initialisation climbed {human_bytes(p.initialisers)} above resident (its initialisers' "
                     "transients, let go before the first call: data tiling packs weights there)"))
    elif p.carried > noise:
        said.append((p.carried, f"{human_bytes(p.carried)} was resident beneath the highest call beyond what load "
                                "kept (what earlier calls left allocated: pooled buffers, a sequence's state)"))
    if p.worker > noise:
        said.append((p.worker, f"{human_bytes(p.worker)} was the worker's own, between the module's calls "
                               "(results read back)"))
    return [text for _, text in sorted(said, key=lambda x: -x[0])]
