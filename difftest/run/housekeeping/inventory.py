"""What the cache holds, entry by entry, and what `prune` evicts first:
every kind keys.CACHE_DIRS and keys.HOME_DIRS list, and no other.

An entry a running difftest holds in use (a release toolchain, a build,
a generated parameter archive: their lock file, which core.cache.in_use
tests) is never evicted. What is neither an entry nor a partial write
(git mirrors, build workspaces, the fuzz findings store, locks) is
"other": prune leaves it, and says so when it is why the cache stays over
the size asked."""
from __future__ import annotations

import fcntl
import os
import shutil
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ...core.cache import ENTRY, OUT_LOCK, in_use, last_used, tree_size, writer_pid
from ...core.keys import CACHE_DIRS, HOME_DIRS

# Records of work rather than its products: a bisect step's verdict is made
# again only by building or installing that revision and running the corpus
# at it; a cold duration only by a cold run. Tiny, and evicted after every
# entry that difftest makes again by itself when next needed (a generated
# archive, a compiled module, a run's outputs, a memo, a release toolchain
# installed again from PyPI, a build made again from its mirror).
RECORDS = (CACHE_DIRS["bisect-verdict"], CACHE_DIRS["duration"])
# A partial write whose writer can neither be seen alive nor holds it: left
# this long after its last write before prune takes it (a writer writes on).
PARTIAL_AGE_S = 3600.0
# What the rest of the cache is, for the reader of `cache info`.
OTHER = {"git": "repository mirrors", "workspaces": "build workspaces", "locks": "locks",
         "fuzz": "the fuzz findings store", "builds": "failed builds' logs"}


@dataclass(frozen=True)
class CacheEntry:
    kind: str  # the directory it lies under
    path: Path
    size: int
    used: float  # when it was last read or written (seconds since the epoch)
    in_use: bool = False  # held by a running difftest

    @property
    def name(self) -> str:
        return f"{self.kind}/{self.path.name}"


def _entry(kind: str, path: Path) -> CacheEntry:
    if path.is_dir():
        stamp = path / ENTRY
        used = (stamp if stamp.exists() else path).stat().st_mtime
        return CacheEntry(kind, path, tree_size(path), used, in_use=in_use(path))
    st = path.stat()
    return CacheEntry(kind, path, st.st_size, st.st_mtime)


def _store_entries(cache_dir: Path, kind: str):
    base = cache_dir / kind
    # An older difftest kept generated archives flat: parameters/<key>.irpa, never read now.
    found = sorted(base.glob("*.irpa")) if kind == CACHE_DIRS["parameters"] else []
    for shard in sorted(base.glob("??")):
        found.extend(p for p in shard.iterdir() if not p.name.startswith("."))  # dot: being written, a lock
    for path in found:
        try:
            yield _entry(kind, path)
        except OSError:
            continue


def cache_entries(cache_dir: Path) -> list[CacheEntry]:
    cache_dir = Path(cache_dir)
    out = []
    for kind in CACHE_DIRS.values():
        out.extend(_store_entries(cache_dir, kind))
    for kind in HOME_DIRS:
        base = cache_dir / kind
        if not base.is_dir():
            continue
        for home in sorted(p for p in base.iterdir() if p.is_dir() and p.name != "failed-logs"
                           and not p.name.startswith(".")):
            out.append(CacheEntry(kind, home, tree_size(home), last_used(home) or home.stat().st_mtime,
                                  in_use=in_use(home)))
    return out


@dataclass(frozen=True)
class Partial:
    """Something written aside that never became an entry (its writer was
    killed, or the disk filled), or an eviction a prune did not finish."""

    path: Path
    size: int
    stale: bool  # no live writer: prune removes it


def _newest(path: Path) -> float:
    if not path.is_dir():
        return path.stat().st_mtime
    return max([path.stat().st_mtime] + [os.lstat(os.path.join(r, n)).st_mtime
                                         for r, _, names in os.walk(path) for n in names])


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's: alive
    return True


def _stale(path: Path, now: float) -> bool:
    if path.name.startswith(".evicted-"):
        return True
    if (path / OUT_LOCK).exists():  # a writer that holds its partial says so
        return not in_use(path)
    pid = writer_pid(path.name)
    if pid is not None and _alive(pid):
        return False
    return now - _newest(path) > PARTIAL_AGE_S


def partials(cache_dir: Path, now: float | None = None) -> list[Partial]:
    """Every partial write in the cache's kinds, stale or still being written."""
    now = time.time() if now is None else now
    found = []
    for kind in CACHE_DIRS.values():
        base = Path(cache_dir) / kind
        # `<key>.tmp<n>`: an older difftest's archive being written (no pid, no lock).
        found += [*base.glob("*.tmp*"), *base.glob("??/.*.tmp"), *base.glob("??/.evicted-*")]
    for kind in HOME_DIRS:
        found += (Path(cache_dir) / kind).glob(".evicted-*")
    out = []
    for p in sorted(found):
        try:
            out.append(Partial(p, tree_size(p) if p.is_dir() else p.lstat().st_size, _stale(p, now)))
        except OSError:
            continue  # finished or removed meanwhile
    return out


def other_parts(cache_dir: Path, entries: list[CacheEntry], parts: list[Partial]) -> dict[str, int]:
    """Bytes that are neither entries nor partials, by top-level name
    (git mirrors, build workspaces, locks, an older difftest's single-file
    memos), largest first."""
    cache_dir = Path(cache_dir)
    counted: dict[str, int] = {}
    for path, size in [(e.path, e.size) for e in entries] + [(p.path, p.size) for p in parts]:
        top = path.relative_to(cache_dir).parts[0]
        counted[top] = counted.get(top, 0) + size
    out = {}
    for top in cache_dir.iterdir() if cache_dir.is_dir() else ():
        size = (tree_size(top) if top.is_dir() else top.lstat().st_size) - counted.get(top.name, 0)
        if size > 0:
            out[top.name] = size
    return dict(sorted(out.items(), key=lambda kv: -kv[1]))


def eviction_order(entries: list[CacheEntry], now: float | None = None) -> list[CacheEntry]:
    """What prune evicts first: the entries difftest makes again by itself
    before the records of work (RECORDS); among them the largest, least
    recently used first, by size times the time since last use. Least
    recently used alone evicts a thousand small modules and memos, each
    costing a compile or a probe to make again, before one archive of 2.5
    GB made a minute later; by size alone, the archive a run just used."""
    now = time.time() if now is None else now
    return sorted(entries, key=lambda e: (e.kind in RECORDS, -e.size * max(now - e.used, 1.0)))


@dataclass
class Pruned:
    removed: list[CacheEntry] = field(default_factory=list)
    in_use: list[CacheEntry] = field(default_factory=list)  # would have gone, but a difftest holds them
    partials: list[Partial] = field(default_factory=list)  # stale partial writes removed
    size: int = 0  # the cache's size after


@contextmanager
def _claimed(e: CacheEntry):
    """True while this prune holds an entry with a lock file (a toolchain
    home, a generated archive) against every user; False when a difftest
    holds it in use. A user that comes while it is claimed waits, then
    finds it gone and makes it again. Other entries are held by no one:
    always True."""
    if e.kind not in HOME_DIRS and not (e.path / OUT_LOCK).exists():
        yield True
        return
    try:
        f = open(e.path / OUT_LOCK, "a+")
    except OSError:
        yield False  # gone already, or cannot tell: keep
        return
    with f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True


def _remove(path: Path) -> bool:
    """Renamed aside first, so a reader sees an entry whole or not at all."""
    aside = path if path.name.startswith(".evicted-") else path.with_name(f".evicted-{path.name}")
    try:
        os.replace(path, aside)
    except OSError:
        return False
    if aside.is_dir():
        shutil.rmtree(aside, ignore_errors=True)
    else:
        aside.unlink(missing_ok=True)
    return True


def eviction_plan(ranked: list[CacheEntry], excess: int) -> list[CacheEntry]:
    """The first entries of `ranked` that free `excess` bytes, less those the
    others free enough without (the later-ranked given back first): a 2.5
    GB archive that has to go takes no release toolchain with it that
    ranked before it."""
    chosen, freed = [], 0
    for e in ranked:
        if freed >= excess:
            break
        chosen.append(e)
        freed += e.size
    for e in reversed(list(chosen)):
        if freed - e.size >= excess:
            chosen.remove(e)
            freed -= e.size
    return chosen


def _evict(e: CacheEntry, out: Pruned) -> bool:
    with _claimed(e) as mine:
        if not mine:
            out.in_use.append(e)
            return False
        if not _remove(e.path):
            return False
    out.removed.append(e)
    return True


def prune_cache(cache_dir: Path, max_bytes: int) -> Pruned:
    """Remove every stale partial write, then evict entries (eviction_order,
    eviction_plan) until the whole cache fits max_bytes, passing by those
    in use. `size` says where it ended: over max_bytes when what is left
    is in use or not an entry (other_parts says what)."""
    cache_dir = Path(cache_dir)
    out = Pruned()
    for p in partials(cache_dir):
        if p.stale and _remove(p.path):
            out.partials.append(p)
    total = tree_size(cache_dir)
    ranked = eviction_order(cache_entries(cache_dir))
    while total > max_bytes and ranked:
        plan = eviction_plan(ranked, total - max_bytes)
        total -= sum(e.size for e in plan if _evict(e, out))
        tried = set(plan)  # whatever could not go (in use) is passed by; the next plan takes others
        ranked = [e for e in ranked if e not in tried]
    out.size = tree_size(cache_dir)
    return out
