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

Several writers (CI shards importing at once) are safe: WAL journal, a
busy timeout, and one IMMEDIATE transaction per run; a run already in the
file (the same run id or report) is not added twice.
"""
from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import OneLineError
from ..core.keys import history_run_key
from ..core.loading import load_results
from ..core.results import CaseResult

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
        for variant in ("baseline", "candidate"):
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


@contextmanager
def opened(path: Path):
    """The history file, created or brought to the current schema; a file
    that is not a difftest history (or not SQLite) is a HistoryError."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except (sqlite3.Error, OSError) as e:
        raise HistoryError(f"{path}: cannot open the history: {e}") from None
    try:
        try:
            db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("BEGIN IMMEDIATE")
            version = _version(db)
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if version is None:
                if tables - {"meta"}:
                    raise HistoryError(f"{path}: an SQLite file, but not a difftest history (tables: "
                                       f"{', '.join(sorted(tables))}); nothing was written to it")
                _script(db, _SCHEMA_V2)
                db.execute("INSERT OR REPLACE INTO meta VALUES('schema_version', ?)", (str(SCHEMA_VERSION),))
            elif version > SCHEMA_VERSION:
                raise HistoryError(f"{path}: written by a newer difftest (history schema {version}, this one "
                                   f"reads up to {SCHEMA_VERSION}); upgrade difftest")
            else:
                while version < SCHEMA_VERSION:
                    MIGRATIONS[version](db)
                    version += 1
                db.execute("INSERT OR REPLACE INTO meta VALUES('schema_version', ?)", (str(version),))
            db.execute("COMMIT")
        except sqlite3.DatabaseError as e:
            raise HistoryError(f"{path}: not a usable difftest history ({e}); nothing was written to it") from None
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
        db.execute("ROLLBACK")
        raise
    return True


def record(path: Path, results: list[CaseResult], meta: dict, source: str = "run") -> bool:
    with opened(path) as db:
        return add_run(db, results, meta, source)


def import_reports(path: Path, reports: list[Path]) -> list[tuple[Path, bool]]:
    """Each report (a --json report or a results.jsonl journal) added as a run."""
    loaded = [(p, load_results(p)) for p in reports]  # every report read before anything is written
    out = []
    with opened(path) as db:
        for p, lo in loaded:
            out.append((p, add_run(db, lo.cases, lo.meta, source=str(Path(p).resolve()))))
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
