"""What the cache holds, entry by entry, and evicting the least recently
used: every kind keys.CACHE_DIRS and keys.HOME_DIRS list, and no other."""
from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from ...core.cache import ENTRY, last_used, tree_size
from ...core.keys import CACHE_DIRS, HOME_DIRS


@dataclass(frozen=True)
class CacheEntry:
    kind: str  # the directory it lies under
    path: Path
    size: int
    used: float  # when it was last read or written (seconds since the epoch)


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
            out.append(CacheEntry(kind, home, tree_size(home), last_used(home) or home.stat().st_mtime))
    return out


def other_size(cache_dir: Path, entries: list[CacheEntry]) -> int:
    """Bytes in the cache that are not evictable entries: git mirrors,
    build workspaces, memos, locks."""
    return max(0, tree_size(Path(cache_dir)) - sum(e.size for e in entries))


def prune_cache(cache_dir: Path, max_bytes: int) -> list[CacheEntry]:
    """Evict entries, least recently used first, until the evictable part
    of the cache fits max_bytes. An entry is first renamed aside, so a
    reader sees it whole or not at all."""
    entries = sorted(cache_entries(cache_dir), key=lambda e: e.used)
    total = sum(e.size for e in entries)
    removed = []
    for e in entries:
        if total <= max_bytes:
            break
        aside = e.path.with_name(f".evicted-{e.path.name}")
        try:
            os.replace(e.path, aside)
        except OSError:
            continue
        if aside.is_dir():
            shutil.rmtree(aside, ignore_errors=True)
        else:
            aside.unlink(missing_ok=True)
        total -= e.size
        removed.append(e)
    return removed
