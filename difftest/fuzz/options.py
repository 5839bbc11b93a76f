"""What a campaign is asked to do: `difftest fuzz`'s options, typed."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..run.options import RunOptions
from ..run.plan.settings import RunSettings
from ..toolchains.releases import version_key
from ..toolchains.targets import parse_target
from . import schedule
from .generator import MOTIFS


@dataclass(frozen=True)
class FuzzOptions:
    run: RunOptions
    seed: int = 0
    count: int | None = None  # programs (of the whole campaign, every shard's); None: until the time budget
    time_budget: float | None = None  # seconds of generating and judging; the findings have their own
    motif: str = "multi-use"
    reduce: bool = True
    reduce_budget: float = 120.0  # seconds per finding
    swap: bool = False  # the revert direction: the flag removed
    shard: str | None = None  # I/N
    store: Path | None = None  # the findings store; None: the cache's
    use_store: bool = True
    check_targets: tuple[str, ...] = ()  # more targets to check each finding's reproducer on
    since: str | None = None  # check new findings on every release from this one on, installing them
    screen: bool | None = None  # drop programs the flag does not reach (fuzz/pack.py); None: when directed

    def __post_init__(self) -> None:
        if self.motif not in MOTIFS:
            raise ValueError(f"--motif {self.motif!r}: motifs are {', '.join(MOTIFS)}")
        if self.shard is not None:
            schedule.parse_shard(self.shard)
        for t in self.check_targets:
            parse_target(t)
        if self.since is not None:
            version_key(self.since)  # a typo is refused before the campaign, not after it

    @property
    def screening(self) -> bool:
        """A directed campaign looks for the flag's bugs, so a program the
        flag does not reach is dropped by default; `--motif any` looks for
        any bug, and compiles and runs every program."""
        return self.screen if self.screen is not None else self.motif != "any"

    @property
    def flagged(self) -> str:
        """The side with the flag: under --swap the baseline (it fuzzes the revert)."""
        return "baseline" if self.swap else "candidate"

    def store_path(self, settings: RunSettings) -> Path | None:
        if not self.use_store:
            return None
        if self.store is not None:
            return self.store
        return settings.cache_dir / "fuzz" / "findings.sqlite" if settings.cache_dir else None
