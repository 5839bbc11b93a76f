"""The results history: every judged case of every run, in SQLite.

A sink and a query tool, as LLVM's LNT keeps every run: `run`, `sweep`
and `execute` add to it with `--history DB`, `difftest history import`
adds reports made elsewhere (CI artifacts), and `difftest history DB`
reads trends back. Nothing else in difftest reads it.

Schema (version SCHEMA_VERSION; `meta.schema_version` says which a file
holds, and MIGRATIONS bring an older file forward in one transaction):

    meta(key TEXT PRIMARY KEY, value TEXT)
    runs(id INTEGER PRIMARY KEY, run_key TEXT UNIQUE,    -- run id, or the report's sha256
         run_id TEXT, date TEXT, difftest_version TEXT,
         toolchain_spec TEXT, toolchain_version TEXT, toolchain_commit TEXT,
         target TEXT, host TEXT, baseline_flags TEXT, candidate_flags TEXT,  -- JSON
         source TEXT)                                     -- "run", or the imported report's path
    cases(id INTEGER PRIMARY KEY, run INTEGER REFERENCES runs(id) ON DELETE CASCADE,
          name TEXT, verdict TEXT, kind TEXT, pair TEXT, reason TEXT)  -- pair: JSON [baseline, candidate]
    figures(case_id INTEGER REFERENCES cases(id) ON DELETE CASCADE,
            variant TEXT, name TEXT, value REAL)          -- IREE's statistics and vmfb-bytes per variant

Version 1 kept one column per figure on `cases` (dispatch_count,
transient_memory_size, vmfb_bytes for each variant); version 2 keeps
figures as rows, so a new figure needs no migration.

Several writers (CI shards importing at once) are safe: a busy timeout
and one IMMEDIATE transaction per run; a run already in the file (the same
run id or report) is not added twice. The journal is SQLite's rollback
journal, not WAL: WAL leaves a -wal and -shm beside the file after every
read (a read-only reader cannot remove them); a file an older difftest
switched to WAL is switched back by the next write.
"""
from __future__ import annotations

import datetime
import errno
import json
import os
import re
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import OneLineError, not_a_file
from ..core.keys import history_run_key
from ..core.loading import load_results
from ..core.results import CaseResult
from ..core.verdicts import SIDES

SCHEMA_VERSION = 2
BUSY_TIMEOUT_MS = 120_000


class HistoryError(OneLineError):
    """The history file cannot be used: one line naming it and why."""


_SCHEMA_V2 = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS runs(id INTEGER PRIMARY KEY, run_key TEXT UNIQUE, run_id TEXT, date TEXT,
    difftest_version TEXT, toolchain_spec TEXT, toolchain_version TEXT, toolchain_commit TEXT, target TEXT,
    host TEXT, baseline_flags TEXT, candidate_flags TEXT, source TEXT);
CREATE TABLE IF NOT EXISTS cases(id INTEGER PRIMARY KEY, run INTEGER REFERENCES runs(id) ON DELETE CASCADE,
    name TEXT, verdict TEXT, kind TEXT, pair TEXT, reason TEXT);
CREATE TABLE IF NOT EXISTS figures(case_id INTEGER REFERENCES cases(id) ON DELETE CASCADE, variant TEXT,
    name TEXT, value REAL);
CREATE INDEX IF NOT EXISTS cases_by_name ON cases(name);
CREATE INDEX IF NOT EXISTS figures_by_case ON figures(case_id);
"""

# Version 1, for reading old files: one column per figure.
V1_FIGURE_COLUMNS = {"dispatch_count": "dispatch-count", "transient_memory_size": "transient-memory-size",
                     "vmfb_bytes": "vmfb-bytes"}


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    cols = [r[1] for r in db.execute("PRAGMA table_info(cases)")]
    db.execute("ALTER TABLE cases RENAME TO cases_v1")
    _script(db, _SCHEMA_V2)
    keep = [c for c in ("id", "run", "name", "verdict", "kind", "pair", "reason") if c in cols]
    db.execute(f"INSERT INTO cases({', '.join(keep)}) SELECT {', '.join(keep)} FROM cases_v1")
    for col, name in V1_FIGURE_COLUMNS.items():
        for variant in SIDES:
            column = f"{variant}_{col}"
            if column in cols:
                db.execute(f"INSERT INTO figures(case_id, variant, name, value) SELECT id, ?, ?, {column} "
                           f"FROM cases_v1 WHERE {column} IS NOT NULL", (variant, name))
    db.execute("DROP TABLE cases_v1")


MIGRATIONS = {1: _migrate_1_to_2}


def _script(db: sqlite3.Connection, sql: str) -> None:
    """Statements one by one: executescript would commit the transaction they belong to."""
    for stmt in sql.split(";"):
        if stmt.strip():
            db.execute(stmt)  # from version N to N + 1


def _version(db: sqlite3.Connection) -> int | None:
    has_meta = db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='meta'").fetchone()
    if not has_meta:
        return None
    row = db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    return int(row[0]) if row else None


# Why opening the file to write fails, by errno. root writes through a
# file's mode, never through an immutable attribute or a read-only mount.
_UNWRITABLE = {errno.EPERM: "the file is immutable (lsattr shows an 'i'; chattr -i lifts it)",
               errno.EROFS: "the file is on a read-only file system",
               errno.EACCES: "the file is read-only to this user"}


def _open_errno(path: Path) -> int | None:
    """Why an existing file cannot be opened to write (an errno), or None.
    Asked of the file itself, which opening read-write leaves as it was:
    SQLite would open it read-only without a word, make its -wal and -shm,
    and fail at the first INSERT."""
    try:
        os.close(os.open(path, os.O_RDWR))
    except OSError as e:
        return e.errno
    return None


def _file_read_only(path: Path) -> str | None:
    return _UNWRITABLE.get(_open_errno(path))


def _nobody_writes(path: Path) -> bool:
    """An immutable file, or one on a read-only mount, with no WAL beside
    it: no writer can be at work and no commit waits outside the file, so
    it is read as immutable, which makes no -wal or -shm that a read-only
    connection could never remove."""
    return not Path(f"{path}-wal").exists() and _open_errno(path) in (errno.EPERM, errno.EROFS)


def _read_only(path: Path) -> str | None:
    """Why the history cannot be written where it lies, or None: a
    read-only file system, or a directory or file this user cannot write."""
    where = path.parent if path.parent.exists() else next((p for p in path.parents if p.exists()), Path("/"))
    try:
        if os.statvfs(where).f_flag & os.ST_RDONLY:
            return f"{where} is on a read-only file system"
    except OSError:
        pass
    if not os.access(where, os.W_OK):
        return f"the directory {where} is read-only to this user"
    return _file_read_only(path) if path.exists() else None


def _reader(path: Path) -> sqlite3.Connection:
    """The file opened read-only: nothing about it changes, not even its
    journal mode. A WAL file in a read-only directory cannot make its
    shared-memory file, so it is read as immutable there (no writer can be
    at work in a directory nobody may write)."""
    uri = path.resolve().as_uri()
    if _nobody_writes(path):
        return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)
    db = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        db.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        return db
    except sqlite3.OperationalError:
        db.close()
        if _read_only(path) is None:
            raise
    except BaseException:
        db.close()
        raise
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)


def _schema(path: Path, db: sqlite3.Connection) -> int | None:
    """The history schema version the file holds (None: an empty file, a
    history yet to be made), or a HistoryError for a file that is not one."""
    version = _version(db)
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if version is None and tables - {"meta"}:
        raise HistoryError(f"{path}: an SQLite file, but not a difftest history (tables: "
                           f"{', '.join(sorted(tables))}); nothing was written to it")
    if version is not None and version > SCHEMA_VERSION:
        raise HistoryError(f"{path}: written by a newer difftest (history schema {version}, this one "
                           f"reads up to {SCHEMA_VERSION}); upgrade difftest")
    return version


def _inspect(path: Path) -> int | None:
    """The schema of an existing file, read before anything is written to it."""
    try:
        db = _reader(path)
    except sqlite3.Error as e:
        raise HistoryError(f"{path}: not a usable difftest history ({e}); nothing was written to it") from None
    try:
        return _schema(path, db)
    except HistoryError:
        raise
    except (sqlite3.DatabaseError, ValueError) as e:  # ValueError: a schema_version that is no number
        raise HistoryError(f"{path}: not a usable difftest history ({e}); nothing was written to it") from None
    finally:
        db.close()


def _bring_forward(db: sqlite3.Connection, version: int | None) -> None:
    """A new file's schema, or an older one's migrations; the caller holds
    the transaction, so a failure leaves the file as it was."""
    if version is None:
        _script(db, _SCHEMA_V2)
        version = SCHEMA_VERSION
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](db)
        version += 1
    db.execute("INSERT OR REPLACE INTO meta VALUES('schema_version', ?)", (str(version),))


@contextmanager
def _transaction(db: sqlite3.Connection):
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _rollback_journal(db: sqlite3.Connection) -> None:
    """A rollback journal, not WAL: a WAL file makes a -wal and -shm beside
    it for every reader, which a read-only reader can never remove. A file
    an older difftest switched to WAL is switched back here (its WAL folded
    in), unless another connection has it open: then next time."""
    try:
        db.execute("PRAGMA journal_mode=DELETE").fetchall()
    except sqlite3.OperationalError:  # locked by another writer: it stays WAL, still correct
        pass


def _writer(path: Path) -> sqlite3.Connection:
    """The file opened to add runs: created, or brought to the current
    schema. Only called on a file already known to be a history (or none)."""
    if _read_only(path) is not None:  # asked first: SQLite would make a -wal and -shm beside a file it cannot write
        raise _cannot_write(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except (sqlite3.Error, OSError) as e:
        raise _cannot_write(path, e) from None
    try:
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        _rollback_journal(db)
        db.execute("PRAGMA foreign_keys=ON")
        # Read again inside the write lock: another writer may have made or migrated it meanwhile.
        with _transaction(db):
            version = _schema(path, db)
            if version != SCHEMA_VERSION:
                _bring_forward(db, version)
    except HistoryError:
        db.close()
        raise
    except sqlite3.Error as e:
        db.close()
        raise _cannot_write(path, e) from None
    return db


def _cannot_write(path: Path, e: BaseException | None = None) -> HistoryError:
    ro = _read_only(path)
    if ro is not None or e is None:
        why = ro or "it could not be opened to write"
        return HistoryError(f"{path}: the history cannot be written, it is read-only: {why}; nothing was written to it")
    if isinstance(e, OSError):
        return HistoryError(f"{path}: cannot open the history: {e}")
    return HistoryError(f"{path}: not a usable difftest history ({e}); nothing was written to it")


def _in_memory(db: sqlite3.Connection, version: int | None) -> sqlite3.Connection:
    """An older history brought forward in a copy, for reading alone."""
    mem = sqlite3.connect(":memory:", isolation_level=None)
    db.backup(mem)
    with _transaction(mem):
        _bring_forward(mem, version)
    return mem


@contextmanager
def opened(path: Path, write: bool = True):
    """The history file. An existing file is read read-only first: one that
    is not a difftest history (not SQLite, another program's, a newer
    schema) is a HistoryError and is left byte for byte as it was, its
    journal mode included. To write, the file is created or brought to the
    current schema; to read (write=False), nothing in it changes (an older
    schema is brought forward in memory) and a read-only place is no
    obstacle."""
    path = Path(path)
    exists = path.exists()
    if exists and (odd := not_a_file(path)):  # sqlite said "disk I/O error" of a directory
        raise HistoryError(f"{odd}: a history is one SQLite file; give a file's path (h.db)")
    version = _inspect(path) if exists else None
    if not write:
        if not exists:
            raise HistoryError(f"{path}: no such history (a run with --history {path} makes one)")
        db = _reader(path)
        try:
            if version != SCHEMA_VERSION:
                mem = _in_memory(db, version)
                db.close()
                db = mem
        except sqlite3.Error as e:
            db.close()
            raise HistoryError(f"{path}: not a usable difftest history ({e})") from None
    else:
        db = _writer(path)
    try:
        yield db
    finally:
        db.close()


def _run_key(meta: dict, source: str) -> str:
    run_id = meta.get("run_id")
    if run_id:
        return str(run_id)
    return history_run_key(source)


def _flags(meta: dict, side: str) -> list[str]:
    variants = meta.get("variants") or {}
    v = variants.get(side)
    return list(v) if isinstance(v, list) else []


def add_run(db: sqlite3.Connection, results: list[CaseResult], meta: dict, source: str = "run") -> bool:
    """One run and its judged cases, in one transaction; False when the run
    is already in the file."""
    tc = meta.get("toolchain") if isinstance(meta.get("toolchain"), dict) else {}
    key = _run_key(meta, source)
    db.execute("BEGIN IMMEDIATE")
    try:
        if db.execute("SELECT 1 FROM runs WHERE run_key=?", (key,)).fetchone():
            db.execute("ROLLBACK")
            return False
        cur = db.execute(
            "INSERT INTO runs(run_key, run_id, date, difftest_version, toolchain_spec, toolchain_version, "
            "toolchain_commit, target, host, baseline_flags, candidate_flags, source) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)",
            (key, meta.get("run_id"), meta.get("date") or time.strftime("%Y-%m-%dT%H:%M:%S%z"),
             meta.get("difftest_version"), tc.get("spec"), tc.get("version"), tc.get("commit"), meta.get("target"),
             json.dumps(meta.get("host") or {}), json.dumps(_flags(meta, "baseline")),
             json.dumps(_flags(meta, "candidate")), source))
        run = cur.lastrowid
        for r in results:
            if not r.verdict.judged:
                continue
            pair = json.dumps(list(r.pair_key()) if r.pair_key() else [_flags(meta, "baseline"),
                                                                       _flags(meta, "candidate")])
            case = db.execute("INSERT INTO cases(run, name, verdict, kind, pair, reason) VALUES(?,?,?,?,?,?)",
                              (run, r.case, r.verdict.label, r.verdict.kind.name.lower(), pair,
                               (r.reason or "").splitlines()[0][:500] if r.reason else "")).lastrowid
            rows = [(case, side, name, float(value)) for side, figs in r.figures().items()
                    for name, value in figs.items() if value is not None]
            db.executemany("INSERT INTO figures(case_id, variant, name, value) VALUES(?,?,?,?)", rows)
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:  # a BEGIN that failed leaves none to roll back, and its error is the one to tell
            db.execute("ROLLBACK")
        raise
    return True


def _adding(path: Path, db: sqlite3.Connection, results: list[CaseResult], meta: dict, source: str) -> bool:
    """add_run, its SQLite failure (a full disk, a file made read-only
    since it was opened) a HistoryError naming the file: the run's
    transaction is rolled back, so nothing of it is in the history."""
    try:
        return add_run(db, results, meta, source)
    except sqlite3.Error as e:
        raise HistoryError(f"{path}: the run could not be added ({e}); nothing of it was written") from None


def record(path: Path, results: list[CaseResult], meta: dict, source: str = "run") -> bool:
    with opened(path) as db:
        return _adding(path, db, results, meta, source)


def import_reports(path: Path, reports: list[Path]) -> list[tuple[Path, bool]]:
    """Each report (a --json report or a results.jsonl journal) added as a run."""
    loaded = [(p, load_results(p)) for p in reports]  # every report read before anything is written
    out = []
    with opened(path) as db:
        for p, lo in loaded:
            out.append((p, _adding(path, db, lo.cases, lo.meta, source=str(Path(p).resolve()))))
    return out


# ---- queries ---------------------------------------------------------------------------------


@dataclass
class Point:
    """One case in one run: where a trend is drawn from."""

    case: str
    pair: str
    run_id: str
    date: str
    toolchain: str  # version, or the spec when the version is unknown
    commit: str | None
    verdict: str
    figures: dict[str, dict[str, float]]  # variant -> name -> value

    def delta(self, name: str) -> float | None:
        b, c = self.figures.get("baseline", {}).get(name), self.figures.get("candidate", {}).get(name)
        return None if b is None or c is None else c - b


_AGO = re.compile(r"(\d+)\s*(d|days?|w|weeks?)(\s+ago)?")


def since_date(text: str, today: datetime.date) -> str:
    """`--since` as the ISO prefix the runs' dates are compared with. A run's
    date is ISO text, so a word ("yesterday") compared as text would match
    nothing without a word: each form is read here or refused."""
    t = text.strip().lower()
    if t in ("today", "yesterday"):
        return (today - datetime.timedelta(days=t == "yesterday")).isoformat()
    if m := _AGO.fullmatch(t):
        days = int(m[1]) * (7 if m[2].startswith("w") else 1)
        return (today - datetime.timedelta(days=days)).isoformat()
    try:
        return datetime.datetime.fromisoformat(text.strip()).isoformat() if "t" in t else \
            datetime.date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise HistoryError(f"--since {text}: not a date; give 2026-11-01, 2026-11-01T09:30, today, yesterday, "
                           "or N days (or weeks) ago") from None


def points(db: sqlite3.Connection, since: str | None = None) -> list[Point]:
    """Every judged case of every run, oldest run first."""
    where, args = ("WHERE r.date >= ?", (since,)) if since else ("", ())
    rows = db.execute(
        "SELECT c.id, c.name, c.pair, r.run_key, r.date, COALESCE(r.toolchain_version, r.toolchain_spec, '?'), "
        f"r.toolchain_commit, c.verdict FROM cases c JOIN runs r ON c.run = r.id {where} ORDER BY r.date, r.id",
        args).fetchall()
    figs: dict[int, dict[str, dict[str, float]]] = {}
    for case_id, variant, name, value in db.execute("SELECT case_id, variant, name, value FROM figures"):
        figs.setdefault(case_id, {}).setdefault(variant, {})[name] = value
    return [Point(name, pair, run_key, date, tool, commit, verdict, figs.get(cid, {}))
            for cid, name, pair, run_key, date, tool, commit, verdict in rows]
