"""Align a candidate's traced dispatch tensors with the baseline's, by data.

Fusion moves dispatch boundaries, so names and ordinals say nothing about
which candidate dispatch corresponds to which baseline one. The data does:
a candidate tensor *matches* when some baseline tensor (or an argument of
the entry function) with as many elements holds the same values, bit for
bit, or within the dtype's tolerance. A tensor in another float type (a
demotion to bf16) is compared after rounding both to the narrower type,
with that type's tolerance. Traced tensors are row-major (IREE decodes
data-tiled layouts before tracing), and compared flat, since one dispatch
may trace a collapsed view of what its consumer traces with a shape.

The first divergent dispatch is the first, in execution order, whose inputs
all match while one of its outputs matches nothing. An output that matches
nothing but whose every consumer produces matching outputs is a new
intermediate (a new boundary), not a divergence.

Everything here is pure: the tensors' data comes from a loader, which
answers None for data the capture did not keep.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Callable, Iterable

import numpy as np

from ..core.dtypes import from_name, is_float
from ..core.results import OutputComparison
from ..run.judge.numerics import compare_arrays

_KEY = re.compile(r"^(?P<exe>[^:\s]+)::(?P<sym>\S+) (?P<kind>inputs|outputs)\b")


@dataclass(frozen=True)
class Tensor:
    dtype: str
    shape: tuple[int, ...]
    hash: str
    file: str | None = None  # where its data was kept; None when it was not

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def __str__(self) -> str:
        return f"{'x'.join(map(str, self.shape)) or 'scalar'} {self.dtype}"


@dataclass
class Dispatch:
    """One execution of one dispatch, as traced."""

    index: int  # execution order, from 0
    executable: str  # the hal.executable, e.g. main_dispatch_1
    symbol: str  # its export, e.g. main_dispatch_1_matmul_64x64x64_f32
    inputs: list[Tensor] = field(default_factory=list)
    outputs: list[Tensor] = field(default_factory=list)


@dataclass(frozen=True)
class Ref:
    """Where a baseline tensor was seen."""

    dispatch: Dispatch | None  # None: an argument of the entry function
    role: str  # "output 0", "input 1", "argument 2"

    def __str__(self) -> str:
        return self.role if self.dispatch is None else f"{self.dispatch.symbol} {self.role}"


def parse_key(key: str) -> tuple[str, str, str]:
    """(executable, symbol, "inputs" | "outputs") from a trace key such as
    `main_dispatch_1::main_dispatch_1_matmul_64x64x64_f32 inputs with {0, 1}
    decoded to row major layout`."""
    m = _KEY.match(key)
    if not m:
        kind = "outputs" if " outputs" in key else "inputs"
        name = key.split(" ")[0]
        return name.split("::")[0], name.split("::")[-1], kind
    return m.group("exe"), m.group("sym"), m.group("kind")


def tensor_from(entry: dict, base_dir=None) -> Tensor:
    f = entry.get("file")
    return Tensor(entry["dtype"], tuple(entry["shape"]), entry["hash"],
                  str(base_dir / f) if (f and base_dir is not None) else f)


def dispatches(events: Iterable[dict], base_dir=None) -> list[Dispatch]:
    """Trace events, in order, paired into dispatch executions: an inputs
    event opens one, the outputs event of the same symbol closes it."""
    out: list[Dispatch] = []
    open_: Dispatch | None = None
    for ev in events:
        exe, sym, kind = parse_key(ev["key"])
        tensors = [tensor_from(t, base_dir) for t in ev["tensors"]]
        if kind == "inputs":
            open_ = Dispatch(len(out), exe, sym, inputs=tensors)
            out.append(open_)
        elif open_ is not None and open_.symbol == sym and not open_.outputs:
            open_.outputs = tensors
            open_ = None
        else:  # a dispatch with no traced inputs
            out.append(Dispatch(len(out), exe, sym, outputs=tensors))
            open_ = None
    return out


class Pool:
    """The baseline's tensors (and the entry arguments), by hash and by size."""

    def __init__(self, arguments: list[Tensor], baseline: list[Dispatch]):
        self.by_hash: dict[str, tuple[Tensor, Ref]] = {}
        self.by_size: dict[int, list[tuple[Tensor, Ref]]] = {}
        for i, t in enumerate(arguments):
            self._add(t, Ref(None, f"argument {i}"))
        for d in baseline:
            for i, t in enumerate(d.inputs):
                self._add(t, Ref(d, f"input {i}"))
            for i, t in enumerate(d.outputs):
                self._add(t, Ref(d, f"output {i}"))

    def _add(self, t: Tensor, ref: Ref) -> None:
        if t.hash in self.by_hash:
            # An output seen again as a later input keeps its producer.
            old_t, old = self.by_hash[t.hash]
            if old_t.file is None and t.file is not None:
                self.by_hash[t.hash] = (t, old)
                self.by_size[t.size] = [(t, old) if x[0].hash == t.hash else x for x in self.by_size[t.size]]
            return
        self.by_hash[t.hash] = (t, ref)
        self.by_size.setdefault(t.size, []).append((t, ref))

    @property
    def hashes(self) -> set[str]:
        return set(self.by_hash)


@dataclass
class Match:
    # identical: the same bits. within: same dtype, within tolerance.
    # converted: another type, within the narrower type's tolerance after
    # rounding both to it. none: matches nothing. unknown: data not kept.
    status: str
    ref: Ref | None = None  # the matching baseline tensor, or the closest one
    comparison: OutputComparison | None = None
    note: str = ""

    @property
    def matched(self) -> bool:
        return self.status in ("identical", "within", "converted")


def _comparable(a: str, b: str) -> bool:
    da, db = from_name(a), from_name(b)
    if da == db:
        return True
    if is_float(da) and is_float(db):
        return True
    return da.kind in "iub" and db.kind in "iub"


def _narrower(a: np.dtype, b: np.dtype) -> np.dtype:
    """The type with fewer mantissa bits (then fewer exponent bits)."""
    import ml_dtypes

    fa, fb = ml_dtypes.finfo(a), ml_dtypes.finfo(b)
    return a if (fa.nmant, fa.nexp) <= (fb.nmant, fb.nexp) else b


def compare_tensors(actual: np.ndarray, expected: np.ndarray, rtol: float | None = None,
                    atol: float | None = None) -> tuple[OutputComparison, bool]:
    """Figures for a candidate tensor against a baseline one of the same
    size, and whether the comparison needed a conversion. Tolerances left
    None are the compared dtype's."""
    converted = False
    if actual.dtype != expected.dtype:
        converted = True
        if is_float(actual.dtype) and is_float(expected.dtype):
            common = _narrower(actual.dtype, expected.dtype)
        else:
            common = np.dtype(np.int64)
        actual, expected = actual.astype(common), expected.astype(common)
    c = compare_arrays(0, "candidate", "baseline", actual.reshape(-1), expected.reshape(-1), rtol, atol)
    return c, converted


def _closeness(c: OutputComparison) -> tuple[float, float]:
    rel = c.rel_l2 if c.rel_l2 is not None and math.isfinite(c.rel_l2) else math.inf
    return (c.mismatch_fraction, rel)


class Matcher:
    """Matches candidate tensors against the pool; memoised by hash, since
    one dispatch's output is the next one's input."""

    def __init__(self, pool: Pool, load: Callable[[Tensor], np.ndarray | None], rtol: float | None = None,
                 atol: float | None = None):
        self.pool, self.load, self.rtol, self.atol = pool, load, rtol, atol
        self._memo: dict[str, Match] = {}

    def __call__(self, t: Tensor) -> Match:
        if t.hash not in self._memo:
            self._memo[t.hash] = self._match(t)
        return self._memo[t.hash]

    def _match(self, t: Tensor) -> Match:
        if t.hash in self.pool.by_hash:
            return Match("identical", self.pool.by_hash[t.hash][1])
        peers = [(b, ref) for b, ref in self.pool.by_size.get(t.size, []) if _comparable(t.dtype, b.dtype)]
        if not peers:
            return Match("none", note=f"no baseline tensor has {t.size} elements of a comparable type")
        a = self.load(t)
        if a is None:
            return Match("unknown", note="the candidate tensor's data was not kept (raise --capture-mb)")
        best: tuple[OutputComparison, Ref] | None = None
        missing = 0
        for b_t, ref in peers:
            b = self.load(b_t)
            if b is None:
                missing += 1
                continue
            c, converted = compare_tensors(a, b, self.rtol, self.atol)
            if c.within_tolerance:
                return Match("converted" if converted else "within", ref, c,
                             f"after rounding to {c.dtype}" if converted else "")
            if best is None or _closeness(c) < _closeness(best[0]):
                best = (c, ref)
        if missing:
            return Match("unknown", best[1] if best else None, best[0] if best else None,
                         f"{missing} baseline tensor(s) of {t.size} elements were not kept (raise --capture-mb)")
        return Match("none", best[1], best[0])


@dataclass
class Divergence:
    # dispatch: localised. none: every candidate tensor matches. inputs: a
    # dispatch's input matches nothing while every earlier output matched.
    # unknown: the capture did not keep enough data to decide.
    kind: str
    reason: str
    dispatch: Dispatch | None = None
    output: int | None = None
    inputs: list[Match] = field(default_factory=list)
    outputs: list[Match] = field(default_factory=list)
    checked: int = 0  # candidate dispatches whose outputs all matched before this one
    new_intermediates: int = 0  # unmatched tensors absorbed downstream (new boundaries)
    worst: tuple[Dispatch, int, Match] | None = None  # the matched output furthest from its baseline tensor


def _consumers(cand: list[Dispatch], after: int, h: str) -> list[Dispatch]:
    return [d for d in cand[after + 1:] if any(t.hash == h for t in d.inputs)]


def first_divergence(cand: list[Dispatch], match: Matcher) -> Divergence:
    new: set[str] = set()  # unmatched outputs that every consumer absorbs
    worst: tuple[Dispatch, int, Match] | None = None
    checked = 0
    for d in cand:
        ins = [match(t) for t in d.inputs]
        for i, (t, m) in enumerate(zip(d.inputs, ins)):
            if m.matched or t.hash in new:
                continue
            if m.status == "unknown":
                return Divergence("unknown", f"cannot tell whether input {i} of {d.symbol} matches a baseline tensor: "
                                             f"{m.note}", d, None, ins, [], checked, len(new), worst)
            where = ("the divergence is already in the inputs of the first dispatch" if d.index == 0 else
                     "every earlier dispatch's outputs match, so the difference enters outside the dispatches "
                     "(a copy, fill or transfer the trace does not show)")
            return Divergence("inputs", f"input {i} of {d.symbol} ({t}) matches no baseline tensor: {where}",
                              d, None, ins, [], checked, len(new), worst)
        outs = [match(t) for t in d.outputs]
        for i, (t, m) in enumerate(zip(d.outputs, outs)):
            if m.matched:
                rel = m.comparison.rel_l2 if m.comparison and m.comparison.rel_l2 is not None else 0.0
                if rel and (worst is None or rel > (worst[2].comparison.rel_l2 or 0.0)):
                    worst = (d, i, m)
                continue
            if m.status == "unknown":
                return Divergence("unknown", f"cannot tell whether output {i} of {d.symbol} matches a baseline "
                                             f"tensor: {m.note}", d, i, ins, outs, checked, len(new), worst)
            users = _consumers(cand, d.index, t.hash)
            if users and all(all(match(u).matched for u in c.outputs) for c in users):
                new.add(t.hash)  # a new boundary: its consumers restore the baseline's values
                continue
            return Divergence("dispatch", f"output {i} of {d.symbol} ({t}) matches no baseline tensor",
                              d, i, ins, outs, checked, len(new), worst)
        checked += 1
    return Divergence("none", f"all {len(cand)} candidate dispatches' outputs match baseline tensors",
                      None, None, [], [], checked, len(new), worst)

