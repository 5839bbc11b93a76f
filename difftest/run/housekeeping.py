"""What difftest keeps on disk, and for how long: the run directories
under difftest-out/, and the cache (`difftest cache info|prune`).

A run directory is kept until newer runs push it out (the newest
`DIFFTEST_KEEP_RUNS`, 20 by default, under the default root); a cache entry
until `difftest cache prune` evicts it, least recently used first. Nothing a
running difftest holds is ever removed.
"""
from __future__ import annotations

import fcntl
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..core.cache import ENTRY, OUT_LOCK, last_used, tree_size
from ..core.errors import UsageError
from ..core.figures import plural
from ..core.results import read_journal
from .settings import OUT_ROOT

KEEP_RUNS_ENV = "DIFFTEST_KEEP_RUNS"
DEFAULT_KEEP_RUNS = 20
# A run id (20261130-221749-dffe86), or a command's directory (bisect-20261130-221749).
RUN_ID = re.compile(r"^(?:[a-z][a-z-]*-)?\d{8}-\d{6}(?:-[0-9a-f]{6})?$")
JOURNAL = "results.jsonl"

# Cache kinds made of one entry per key, two levels down (kind/ab/abcd...).
STORE_KINDS = ("compile", "prefix", "run", "signature")
# Kinds made of one entry per directory, with a last-used stamp.
HOME_KINDS = ("toolchains", "builds")


def in_use(directory: Path) -> bool:
    """Whether a difftest holds the directory (its OutDirLock)."""
    lock = Path(directory) / OUT_LOCK
    if not lock.exists():
        return False
    try:
        with open(lock, "a+") as f:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(f, fcntl.LOCK_UN)
    except OSError:
        return True  # cannot tell: keep it
    return False


def keep_runs() -> int:
    text = os.environ.get(KEEP_RUNS_ENV, "")
    try:
        n = int(text)
    except ValueError:
        return DEFAULT_KEEP_RUNS
    return max(1, n)


def runs(root: Path) -> list[Path]:
    """Run directories under root, oldest first (a run id starts with its time)."""
    try:
        found = [p for p in Path(root).iterdir() if p.is_dir() and RUN_ID.match(p.name)]
    except OSError:
        return []
    # Runs started in the same second are ordered by when they last wrote.
    return sorted(found, key=lambda p: (_stamp(p.name), _journal_time(p), p.name))


def _stamp(name: str) -> str:
    """A run directory's time, wherever its prefix sorts."""
    m = re.search(r"\d{8}-\d{6}", name)
    return m.group(0) if m else ""


def prune_runs(root: Path, keep: int, current: Path | None = None) -> list[Path]:
    """Remove all but the newest `keep` runs; the current one counts among
    those kept, and any run a difftest still holds stays."""
    found = runs(root)
    here = Path(current).resolve() if current is not None else None
    others = [r for r in found if r.resolve() != here]
    removed = []
    for run in others[:max(0, len(found) - keep)]:
        if in_use(run):
            continue
        shutil.rmtree(run, ignore_errors=True)
        removed.append(run)
    return removed


def _same_corpora(recorded, corpora: tuple[Path, ...]) -> bool:
    if not isinstance(recorded, list):
        return False
    try:
        return sorted(str(Path(c).resolve()) for c in recorded) == sorted(str(c.resolve()) for c in corpora)
    except (OSError, TypeError):
        return False


def _journal_time(run: Path) -> float:
    try:
        return (run / JOURNAL).stat().st_mtime
    except OSError:
        return 0.0


def last_run_of(corpora: tuple[Path, ...], root: Path, also: tuple[Path, ...] = ()) -> Path | None:
    """The newest run (finished or not) of exactly these corpora, under
    root or in one of `also` (a run given its own --out)."""
    found = [r for r in (*runs(root), *map(Path, also)) if (r / JOURNAL).exists()]
    for run in sorted(found, key=_journal_time, reverse=True):
        try:
            meta = read_journal(run / JOURNAL).meta
        except Exception:  # an unreadable journal is simply not the last run
            continue
        options = meta.get("options") if isinstance(meta.get("options"), dict) else {}
        if _same_corpora(options.get("corpus"), corpora):
            return run
    return None


@dataclass(frozen=True)
class LastFailed:
    run: Path | None  # None: no earlier run of these corpora
    names: frozenset[str]  # the cases that did not pass there


def last_failed(corpora: tuple[Path, ...], root: Path = OUT_ROOT, also: tuple[Path, ...] = ()) -> LastFailed:
    """The cases of the last run of these corpora that did not pass, as
    pytest's --lf: a regression, a broken case, an error or an interrupted
    case; a skip is not a failure, nor an xfail that held."""
    run = last_run_of(corpora, root, also)
    if run is None:
        return LastFailed(None, frozenset())
    loaded = read_journal(run / JOURNAL)
    names = frozenset(r.case for r in loaded.cases if r.verdict.is_failure)
    return LastFailed(run, names)


# ---- the cache ----------------------------------------------------------------------


@dataclass(frozen=True)
class CacheEntry:
    kind: str
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
    for kind in STORE_KINDS:
        out.extend(_store_entries(cache_dir, kind))
    for kind in HOME_KINDS:
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


_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$", re.IGNORECASE)


def parse_size(text: str) -> int:
    """"2G", "500M", "1.5GiB", "0": bytes (powers of 1024)."""
    m = _SIZE.match(text)
    if not m:
        raise UsageError(f"--max-size {text!r}: expected a size such as 500M or 2G")
    scale = 1024 ** "bkmgt".index((m.group(2) or "b").lower())
    return int(float(m.group(1)) * scale)


def human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


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


def cache_info_lines(cache_dir: Path, out_root: Path = OUT_ROOT) -> list[str]:
    entries = cache_entries(cache_dir)
    lines = [f"cache: {cache_dir}"]
    for kind in (*STORE_KINDS, *HOME_KINDS):
        mine = [e for e in entries if e.kind == kind]
        if mine:
            lines.append(f"  {kind:<11} {plural(len(mine), 'entry'):>14} {human(sum(e.size for e in mine)):>10}")
    lines.append(f"  {'other':<11} {'':>14} {human(other_size(cache_dir, entries)):>10}  "
                 "(git mirrors, build workspaces, memos)")
    lines.append(f"  {'total':<11} {'':>14} {human(tree_size(Path(cache_dir))):>10}")
    found = runs(out_root)
    if found:
        lines.append(f"runs: {out_root}: {plural(len(found), 'run')}, {human(sum(tree_size(r) for r in found))}; "
                     f"the newest {keep_runs()} are kept (${KEEP_RUNS_ENV})")
    lines.append("prune with: difftest cache prune --max-size SIZE [--keep-runs N]")
    return lines


def cache_command(action: str, cache_dir: Path | None, max_size: str | None = None,
                  keep: int | None = None, out_root: Path = OUT_ROOT) -> int:
    """`difftest cache info` and `difftest cache prune`."""
    from ..core.cache import default_cache_dir

    cache_dir = Path(cache_dir or default_cache_dir())
    if action == "info":
        print("\n".join(cache_info_lines(cache_dir, out_root)))
        return 0
    if max_size is None and keep is None:
        raise UsageError("cache prune: say what to keep: --max-size SIZE (the cache) and/or "
                         "--keep-runs N (the runs under difftest-out/)")
    if max_size is not None:
        limit = parse_size(max_size)
        before = tree_size(cache_dir)
        removed = prune_cache(cache_dir, limit)
        kinds = sorted({e.kind for e in removed})
        print(f"cache: {cache_dir}: evicted {plural(len(removed), 'entry')}"
              + (f" ({', '.join(kinds)})" if kinds else "")
              + f", {human(before)} -> {human(tree_size(cache_dir))}")
    if keep is not None:
        gone = prune_runs(out_root, keep)
        print(f"runs: {out_root}: removed {len(gone)}, kept the newest {keep}")
    return 0
