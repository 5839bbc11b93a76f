"""Shards: how a corpus outgrows one machine (a CI matrix, a GPU runner per
shard). `--shard I/N` splits the selected cases deterministically, balanced
by an estimate of each case's cost from its IR (ops, not bytes: a large
constant compiles fast), or by the case times of an earlier report or of
the cache (`--durations REPORT|cache`). Every shard records what it split
by, and report/merge.py refuses shards that split differently, since they
may overlap or miss cases.

Also the order cases start in: the slowest first, by the durations the
cache remembers.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..core.cache import JsonMemo
from ..core.keys import CACHE_DIRS, duration_key
from ..core.loading import load_results
from ..core.results import CaseResult


def parse_shard(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d+)/(\d+)", text or "")
    if not m or not (1 <= int(m.group(1)) <= int(m.group(2))):
        raise ValueError(f"--shard {text!r}: expected I/N with 1 <= I <= N, e.g. 2/4")
    return int(m.group(1)), int(m.group(2))


# An op of the IR, at the start of a line: `%x = linalg.matmul`, `func.return`.
_OP = re.compile(rb"^\s*(?:%[^=\n]*=\s*)?\"?[a-z_][a-z0-9_]*\.[a-z0-9_.]+", re.M)


# What a byte of IR costs against an op, measured on corpora/llama cold:
# 300 KB of inline f32 weights (decoder_layer_inline_f32 against
# decoder_layer_f32, 32 ops apart) add 3.6 s, about what 160 ops take.
BYTES_PER_OP = 2000.0


def ir_cost(path: Path) -> float:
    """What compiling a case costs, estimated from its IR: its op count, and
    its bytes (inline weights are parsed, folded and serialised). Neither
    alone will do: a file of megabytes of weights is not a thousand times
    the work of its ops, nor free. Bytecode is not read: its size stands
    in."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return 1.0
    if Path(path).suffix == ".mlirbc":
        return 1.0 + len(data) / 400.0
    return 1.0 + len(_OP.findall(data)) + len(data) / BYTES_PER_OP


def weights(cases, durations: dict[str, float] | None) -> dict[str, float]:
    """A case's cost: its time in an earlier run, else its IR's estimated
    cost scaled to seconds by the cases that have both (so the two mix)."""
    sizes = {c.name: ir_cost(c.path) for c in cases}
    if not durations:
        return sizes
    both = [(durations[n], sizes[n]) for n in sizes if n in durations and sizes[n] > 0]
    per_byte = (sum(d for d, _ in both) / sum(s for _, s in both)) if both else 0.0
    return {n: durations.get(n, sizes[n] * per_byte) for n in sizes}


def longest_first(cases, durations: dict[str, float] | None) -> list:
    """The order to start cases in: the slowest first, so the last one to
    finish does not start last (the run's tail is the critical path)."""
    w = weights(cases, durations)
    return sorted(cases, key=lambda c: (-w[c.name], c.name))


class DurationMemo:
    """How long each case took cold (nothing cached), by its file, kept in
    the cache (a JsonMemo per case) for scheduling the next run. The single
    durations.json an older difftest kept is not read: scheduling only, it
    costs one run's order by IR size."""

    def __init__(self, cache_dir: Path | None):
        self.memo = JsonMemo(Path(cache_dir) if cache_dir else None, CACHE_DIRS["duration"])

    def seconds(self, case_path: str) -> float | None:
        """The remembered duration; one that is not a number of seconds (a
        file edited or damaged) is forgotten."""
        v = self.memo.read(duration_key(case_path)).get("seconds")
        ok = isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 and v == v and v != float("inf")
        return float(v) if ok else None

    def by_name(self, cases) -> dict[str, float]:
        found = {c.name: self.seconds(str(c.path)) for c in cases}
        return {name: s for name, s in found.items() if s is not None}

    def update(self, results: list[CaseResult]) -> None:
        for r in results:
            cold = all(v.compile is not None and not v.compile.cached for v in r.variants.values())
            if cold and r.variants and r.verdict.judged:
                # Scheduling only: a lost memo costs an unbalanced order.
                self.memo.write(duration_key(r.path), {"case": r.path, "seconds": round(r.seconds, 3)})


def split(cases, count: int, durations: dict[str, float] | None = None) -> list[list]:
    """Longest-processing-time-first onto the least loaded shard: greedy,
    deterministic (ties by name, then by shard index). Shards past the
    number of cases are empty, and not made: `--shard 1/100000000` costs
    what `--shard 1/3` does."""
    w = weights(cases, durations)
    count = min(count, len(cases))
    shards: list[list] = [[] for _ in range(count)]
    loads = [0.0] * count
    for c in sorted(cases, key=lambda c: (-w[c.name], c.name)):
        i = min(range(count), key=lambda k: (loads[k], k))
        shards[i].append(c)
        loads[i] += w[c.name]
    order = {c.name: n for n, c in enumerate(cases)}
    return [sorted(s, key=lambda c: order[c.name]) for s in shards]


def shard(cases, index: int, count: int, durations: dict[str, float] | None = None) -> list:
    """Shard `index` (1-based) of `count`."""
    parts = split(cases, count, durations)
    return parts[index - 1] if index <= len(parts) else []


def durations_from(path: Path) -> dict[str, float]:
    loaded = load_results(path)
    return {r.case: r.seconds for r in loaded.cases if r.seconds > 0}
