"""Content-addressed caches: compiled modules, and the outputs of runs.

An entry is a directory named by the sha256 of everything that decides its
content. It holds its files and `entry.json`, which records each file's
sha256. Every read verifies those hashes: an entry that is corrupt, missing
a file or unparsable is dropped with a one-line note and treated as a miss,
so a damaged cache costs time, never a wrong verdict. Entries are written
aside and renamed into place, so a concurrent reader never sees half of one.

A cache that cannot be written (read-only, full disk) degrades to no cache
with one warning; it never turns into a case's error.
"""
from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import re
import shutil
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

from .errors import UsageError
from .keys import CACHE_DIRS, fingerprint_key

ENTRY = "entry.json"
_CHUNK = 1 << 20


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def warn(text: str) -> None:
    print(f"difftest: {text}", file=sys.stderr, flush=True)


_warn = warn

# A file or directory being written aside: `.NAME.PID.THREAD.tmp`, renamed into
# place once whole. The writer's pid in the name lets `difftest cache prune` tell
# a partial whose writer died from one being written (housekeeping/inventory.py).
_PARTIAL = re.compile(r"\.(\d+)\.(\d+)\.tmp$")


def tmp_name(name: str) -> str:
    """The name `name` is written under, aside, by this process and thread."""
    return f".{name}.{os.getpid()}.{threading.get_ident()}.tmp"


def writer_pid(name: str) -> int | None:
    """The pid that wrote a partial named by tmp_name, or None."""
    m = _PARTIAL.search(name)
    return int(m.group(1)) if m else None


class Store:
    """One kind of cache entry (compile, run, ...) under a root directory."""

    def __init__(self, root: Path | None, kind: str, warn: Callable[[str], None] = _warn):
        self.dir = Path(root) / kind if root is not None else None
        self.kind = kind
        self.warn = warn
        self._disabled: str | None = None
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.dir is not None and self._disabled is None

    def _path(self, key: str) -> Path:
        assert self.dir is not None
        return self.dir / key[:2] / key

    def has(self, key: str) -> bool:
        """An entry is there, unverified: for deciding what to do, never for using it (get verifies)."""
        return self.dir is not None and (self._path(key) / ENTRY).is_file()

    def get(self, key: str) -> tuple[Path, dict[str, Any]] | None:
        """(entry directory, record) of a verified entry, or None."""
        if self.dir is None:
            return None
        path = self._path(key)
        try:
            meta = json.loads((path / ENTRY).read_text())
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as e:
            self._drop(path, f"{ENTRY} unreadable ({type(e).__name__})")
            return None
        if not isinstance(meta, dict) or not isinstance(meta.get("files"), dict) or "record" not in meta:
            self._drop(path, f"{ENTRY} malformed")
            return None
        for name, want in meta["files"].items():
            try:
                got = sha256_file(path / name)
            except OSError:
                self._drop(path, f"{name} missing")
                return None
            if got != want:
                self._drop(path, f"{name}: hash mismatch")
                return None
        try:
            os.utime(path / ENTRY)  # `difftest cache prune` evicts the least recently used
        except OSError:
            pass
        return path, meta["record"]

    def forget(self, key: str) -> None:
        """Remove an entry that turned out not to be the answer (a compile
        failure that did not repeat), so the next run asks again."""
        if self.dir is not None:
            shutil.rmtree(self._path(key), ignore_errors=True)

    def _drop(self, path: Path, why: str) -> None:
        self.warn(f"{self.kind} cache: dropped a corrupt entry {path.name[:12]} ({why}); doing the work again")
        try:
            shutil.rmtree(path)
        except OSError:
            pass  # read-only: it is simply never trusted

    def put(self, key: str, files: dict[str, Path], record: dict[str, Any],
            expect: dict[str, str] | None = None) -> None:
        """Store copies of `files` (name -> source path) and the record.

        The entry is published (renamed into place) only once every copy is
        complete and, for the files in `expect`, has the sha256 its producer
        saw: a file changed under the copy never becomes an entry."""
        if not self.enabled:
            return
        path = self._path(key)
        if path.exists():
            return
        tmp = path.with_name(tmp_name(key))
        try:
            tmp.mkdir(parents=True, exist_ok=True)
            hashes = {}
            for name, src in files.items():
                shutil.copyfile(src, tmp / name)
                hashes[name] = sha256_file(tmp / name)
            changed = [n for n, want in (expect or {}).items() if hashes.get(n) != want]
            if changed:
                self.warn(f"{self.kind} cache: not stored: {', '.join(changed)} changed while being stored")
                return
            (tmp / ENTRY).write_text(json.dumps({"record": record, "files": hashes}))
            try:
                os.replace(tmp, path)
            except OSError:
                if not path.exists():
                    raise
                # Another thread or process stored the same entry first.
        except OSError as e:
            self._disable(f"{self.dir}: {e.strerror or e}")
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)

    def _disable(self, why: str) -> None:
        with self._lock:
            if self._disabled is None:
                self._disabled = why
                self.warn(f"warning: the {self.kind} cache cannot be written ({why}); continuing without it")


def read_json_dict(path: Path | None) -> dict:
    """A memo file's contents; anything unreadable is an empty memo."""
    if path is None:
        return {}
    try:
        data = json.loads(Path(path).read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def write_json_quietly(path: Path, data: dict) -> None:
    """Replace a memo file whole; a memo that cannot be written is simply
    recomputed next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(tmp_name(path.name))
        tmp.write_text(json.dumps(data))
        os.replace(tmp, path)
    except OSError:
        pass


# What a memo's decoder raises on a file it cannot read back: recomputed.
_DAMAGED = (KeyError, TypeError, ValueError)


class JsonMemo:
    """Every memo of the cache: small facts derived from content (a
    signature, a file's test functions, a compiler file's sha256, a case's
    cold duration, a revision's bisect verdict), one JSON file per key
    (keys.py builds them) under root/kind/, kind being its keys.CACHE_DIRS
    directory, so `difftest cache` counts and evicts them as it does modules.

    A memo is a shortcut, never a source of truth: one that is missing,
    unreadable or damaged is recomputed, and one that cannot be written is
    not kept. Each file is replaced whole (written aside, then renamed), so
    threads and processes sharing a cache never read half of one, and two
    that remember different keys never lose each other's; two that race on
    one key compute the same fact and either write wins."""

    def __init__(self, root: Path | None, kind: str):
        self.dir = Path(root) / kind if root is not None else None

    def path(self, key: str) -> Path | None:
        return self.dir / key[:2] / f"{key}.json" if self.dir is not None else None

    def read(self, key: str) -> dict:
        """What is remembered under key; {} when nothing (or nothing readable) is."""
        path = self.path(key)
        found = read_json_dict(path)
        if found:
            try:
                os.utime(path)  # `difftest cache prune` evicts the least recently used
            except OSError:
                pass
        return found

    def write(self, key: str, data: dict) -> None:
        path = self.path(key)
        if path is not None:
            write_json_quietly(path, data)

    def recall(self, key: str, compute: Callable[[], Any], encode: Callable[[Any], dict],
               decode: Callable[[dict], Any], refusal: type[Exception] | None = None) -> Any:
        """compute(), remembered under key. `decode` turns a memo back into
        the value, raising KeyError, TypeError or ValueError on one it cannot
        read. With `refusal`, that exception is a fact of the content too:
        it is remembered, and raised again from the memo."""
        if self.dir is None:
            return compute()
        found = self.read(key)
        if refusal is not None and found.get("error") is not None:
            raise refusal(str(found["error"]))
        try:
            return decode(found)
        except _DAMAGED:
            pass
        refusals = (refusal,) if refusal is not None else ()
        try:
            value = compute()
        except refusals as e:
            self.write(key, {"error": str(e)})
            raise
        self.write(key, encode(value))
        return value


def tree_size(path: Path) -> int:
    """Bytes under path, links counted as themselves."""
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                pass
    return total


def last_used(home: Path) -> float:
    stamp = home / "last-used"
    return stamp.stat().st_mtime if stamp.exists() else 0.0


def evict_lru(entries: list[tuple[Path, int]], limit_bytes: int, keep: Path | None = None) -> list[Path]:
    """Remove (directory, size) entries, least recently used first, until
    the rest fit the limit; `keep` (the one in use) is never removed."""
    total = sum(size for _, size in entries)
    removed = []
    for home, size in sorted(entries, key=lambda e: last_used(e[0])):
        if total <= limit_bytes:
            break
        if keep is not None and home.resolve() == Path(keep).resolve():
            continue
        shutil.rmtree(home, ignore_errors=True)
        total -= size
        removed.append(home)
    return removed


class Fingerprints:
    """sha256 of files, memoised by path, size and mtime, in memory and on
    disk (a JsonMemo), so fingerprinting a 300 MB compiler library costs
    once. The single fingerprints.json an older difftest kept is not read:
    it costs one hash of each compiler file, once."""

    def __init__(self, root: Path | None):
        self.memo = JsonMemo(root, CACHE_DIRS["fingerprint"])
        self._mem: dict[str, str] = {}
        self._real: dict[str, str] = {}
        self._lock = threading.Lock()

    def _identity(self, path: Path) -> str:
        # Resolving a path walks every component (an lstat each); a file's
        # place does not move during a run, its size and mtime may.
        key = str(path)
        real = self._real.get(key)
        if real is None:
            real = self._real[key] = str(Path(path).resolve())
        st = os.stat(real)
        return f"{real}|{st.st_size}|{st.st_mtime_ns}"

    def of(self, path: Path) -> str:
        ident = self._identity(path)
        with self._lock:
            if ident in self._mem:
                return self._mem[ident]
        key = fingerprint_key(ident)
        disk = self.memo.read(key).get("sha256")
        if isinstance(disk, str) and len(disk) == 64:
            value = disk
        else:
            value = sha256_file(path)
            self.memo.write(key, {"file": ident, "sha256": value})
        with self._lock:
            self._mem[ident] = value
        return value


def default_cache_dir() -> Path:
    env = os.environ.get("DIFFTEST_CACHE")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "difftest"


@contextmanager
def locked(path: Path):
    """An exclusive lock file: one install or build of a thing at a time,
    across threads and difftest processes sharing a cache."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


OUT_LOCK = ".difftest-lock"


class OutDirInUse(UsageError):
    """Another difftest holds this artifact directory."""


class OutDirUnwritable(UsageError):
    """The artifact directory cannot be made or written."""


def _unwritable(directory: Path, e: OSError) -> str:
    hint = {errno.EPERM: " (an immutable directory: lsattr shows an 'i', chattr -i lifts it)",
            errno.EROFS: " (it is on a read-only file system)"}.get(e.errno, "")
    return (f"{directory}: the run's artifacts cannot be written there ({e.strerror or e}"
            f"{f': {e.filename}' if e.filename and Path(e.filename) != directory else ''}){hint}; "
            "give --out a directory you can write, or fix its permissions")


class OutDirLock:
    """An exclusive hold on an artifact directory for a command's whole
    length: two runs writing one `--out` would overwrite each other's
    modules while the other copies them into the cache. The holder's pid is
    written inside, so a second run says who holds it."""

    def __init__(self, directory: Path):
        self.directory = Path(directory)
        self._f = None

    def __enter__(self) -> "OutDirLock":
        path = self.directory / OUT_LOCK
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            f = open(path, "a+")
        except OSError as e:
            raise OutDirUnwritable(_unwritable(self.directory, e)) from None
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = ""
            for _ in range(20):  # the holder writes its pid just after it locks
                f.seek(0)
                holder = f.read().strip()
                if holder:
                    break
                time.sleep(0.05)
            f.close()
            holder = holder or "unknown"
            raise OutDirInUse(f"{self.directory} is in use by another difftest ({holder}); wait for it to finish, "
                              "or give another --out") from None
        f.seek(0)
        f.truncate()
        f.write(f"pid {os.getpid()}, since {time.strftime('%Y-%m-%d %H:%M:%S')}")
        f.flush()
        self._f = f
        return self

    def __exit__(self, *exc) -> None:
        if self._f is not None:
            fcntl.flock(self._f, fcntl.LOCK_UN)
            self._f.close()
            self._f = None


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
