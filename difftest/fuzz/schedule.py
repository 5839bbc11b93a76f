"""Which programs a campaign makes, and in what order, so that it can be
split across machines and still be the same campaign.

A campaign is LANES independent lanes. Program i belongs to lane i % LANES
and is its (i // LANES)-th program; each lane keeps its own pool of the
programs the flag reached, and a lane's program at position k is made from
the results of its positions up to k - 2 (two rounds in flight, so no job
waits for a round's slowest case). What program i is therefore depends on
the seed, i and its own lane's results only: not on -j, not on how fast
anything ran, and not on the other lanes. `--shard I/N` runs the lanes l
with l % N == I - 1; N shards of a `--count` campaign make exactly the
programs the whole campaign would, and their merge has its findings.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from ..run.shards import parse_shard as _parse_shard
from .generator import DTYPES, Spec, generate, mutate

# Enough lanes for a CI matrix of 8 runners; few enough that feedback starts
# early (the first mutations come in the third round, from program 16 on).
LANES = 8
IN_FLIGHT = 2  # rounds


def parse_shard(text: str) -> tuple[int, int]:
    """`I/N`, 1-based, with N at most the campaign's lanes."""
    i, n = _parse_shard(text)
    if n > LANES:
        raise ValueError(f"--shard {text}: a campaign has {LANES} lanes, so at most {LANES} shards")
    return i, n


def lanes_of(shard: tuple[int, int] | None) -> tuple[int, ...]:
    if shard is None:
        return tuple(range(LANES))
    i, n = shard
    return tuple(lane for lane in range(LANES) if lane % n == i - 1)


def rounds(lanes: tuple[int, ...], count: int | None) -> Iterator[list[int]]:
    """Program indices round by round: round r holds r * LANES + lane for this
    shard's lanes, below `count` (None: without end)."""
    r = 0
    while True:
        indices = [r * LANES + lane for lane in lanes]
        if count is not None:
            indices = [i for i in indices if i < count]
            if not indices:
                return
        yield indices
        r += 1


def program_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


@dataclass
class Pools:
    """Each lane's programs the flag reached, in program order."""

    seed: int
    motif: str
    dtypes: tuple[str, ...] = DTYPES  # the target's (generator.dtypes_for)

    def __post_init__(self) -> None:
        self.by_lane: dict[int, list[Spec]] = {}

    def add(self, index: int, spec: Spec) -> None:
        self.by_lane.setdefault(index % LANES, []).append(spec)

    def next_spec(self, index: int) -> tuple[Spec, bool]:
        """Program `index`: new, or (half the time, once its lane's flag has
        reached some) a mutation of one its lane reached."""
        pool = self.by_lane.get(index % LANES, [])
        pick = random.Random(f"difftest-fuzz-pick:{self.seed}:{index}")
        pseed = program_seed(self.seed, index)
        if pool and pick.random() < 0.5:
            parent = pool[pick.randrange(len(pool))]
            return mutate(parent, random.Random(f"difftest-fuzz-mutate:{pseed}"), pseed, self.dtypes), True
        return generate(pseed, self.motif, self.dtypes), False


def program_name(index: int) -> str:
    return f"p{index:05d}"


def program_index(name: str) -> int:
    return int(name.rpartition("/")[2].lstrip("p"))
