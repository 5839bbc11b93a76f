"""What the cache holds, entry by entry, and evicting the least recently
used: every kind keys.CACHE_DIRS and keys.HOME_DIRS list, and no other.
A toolchain (a release venv, a build) that a running difftest holds in use
(toolchains/releases.py's `hold`) is never evicted."""
from __future__ import annotations

import fcntl
import os
import shutil
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ...core.cache import ENTRY, OUT_LOCK, in_use, last_used, tree_size
from ...core.keys import CACHE_DIRS, HOME_DIRS


@dataclass(frozen=True)
class CacheEntry:
    kind: str  # the directory it lies under
    path: Path
    size: int
    used: float  # when it was last read or written (seconds since the epoch)
    in_use: bool = False  # a toolchain a running difftest holds

    @property
    def name(self) -> str:
        return f"{self.kind}/{self.path.name}"


def _store_entries(cache_dir: Path, kind: str):
    for shard in sorted((cache_dir / kind).glob("??")):
        for path in shard.iterdir():
            if path.name.startswith("."):
                continue  # an entry being written
            try:
                if path.is_dir():
                    stamp = path / ENTRY
                    used = (stamp if stamp.exists() else path).stat().st_mtime
                    yield CacheEntry(kind, path, tree_size(path), used)
                else:
                    st = path.stat()
                    yield CacheEntry(kind, path, st.st_size, st.st_mtime)
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
        for home in sorted(p for p in base.iterdir() if p.is_dir() and p.name != "failed-logs"):
            out.append(CacheEntry(kind, home, tree_size(home), last_used(home) or home.stat().st_mtime,
                                  in_use=in_use(home)))
    return out


def other_size(cache_dir: Path, entries: list[CacheEntry]) -> int:
    """Bytes in the cache that are not evictable entries: git mirrors,
    build workspaces, locks (and an older difftest's single-file memos)."""
    return max(0, tree_size(Path(cache_dir)) - sum(e.size for e in entries))


@dataclass
class Pruned:
    removed: list[CacheEntry] = field(default_factory=list)
    in_use: list[CacheEntry] = field(default_factory=list)  # would have gone, but a difftest holds them


@contextmanager
def _claimed(e: CacheEntry):
    """True while this prune holds a toolchain home against every user;
    False when a difftest holds it in use. A user that comes while it is
    claimed waits, then finds it gone and makes it again. Store entries
    are not held by anyone: always True."""
    if e.kind not in HOME_DIRS:
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


def _evict(e: CacheEntry) -> bool:
    """Renamed aside first, so a reader sees an entry whole or not at all."""
    aside = e.path.with_name(f".evicted-{e.path.name}")
    try:
        os.replace(e.path, aside)
    except OSError:
        return False
    if aside.is_dir():
        shutil.rmtree(aside, ignore_errors=True)
    else:
        aside.unlink(missing_ok=True)
    return True


def prune_cache(cache_dir: Path, max_bytes: int) -> Pruned:
    """Evict entries, least recently used first, until the evictable part
    of the cache fits max_bytes, passing by the toolchains in use."""
    entries = sorted(cache_entries(cache_dir), key=lambda e: e.used)
    total = sum(e.size for e in entries)
    out = Pruned()
    for e in entries:
        if total <= max_bytes:
            break
        with _claimed(e) as mine:
            if not mine:
                out.in_use.append(e)
                continue
            if not _evict(e):
                continue
        total -= e.size
        out.removed.append(e)
    return out
