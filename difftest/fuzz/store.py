"""The findings store: every signature campaigns have found, where and
when, in one SQLite file of its own (the results history in
difftest/history/ is another file, about cases), and each one's finding
directory (its reproducer, repro.sh, issue.md), copied beside that file
(FILE's stem + `-reproducers/`) when it is first filed.

A campaign asks it what is known before it reduces anything: a signature
seen before is reported as known, pointing at the store's own copy of its
reproducer, and not reduced again, whatever became of the campaign that
found it. A merge of campaigns adds to it as a campaign does. A file that
is not a findings store is refused before anything in it is changed (it is
opened read-only to look).
"""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path

from ..core import environment
from ..core.errors import UsageError
from ..core.keys import finding_pair_key
from .since import merged_since

APPLICATION_ID = 0x64544653  # "dTFS": a findings store, and no other program's file
SCHEMA = 1
_TABLES = {"signatures", "campaigns"}


class StoreError(UsageError):
    """The findings store cannot be written (a full disk, a read-only file): the campaign's own results stand."""


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def _check(path: Path) -> None:
    """Read-only: is this file a findings store (or an empty file)?"""
    if not path.exists() or path.stat().st_size == 0:
        return
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
        try:
            app = con.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            con.close()
    except sqlite3.DatabaseError as e:
        raise UsageError(f"{path} is not a difftest findings store ({e})") from None
    if app != APPLICATION_ID or not _TABLES <= tables:
        raise UsageError(f"{path} is not a difftest findings store (another program's SQLite file?); "
                         "nothing was written to it")


class FindingStore:
    def __init__(self, path: Path):
        self.path = Path(path)
        # Where the reproducers are kept: beside the file, named after it, never the file itself.
        self.kept = self.path.parent / f"{self.path.stem}-reproducers"
        self.problem = ""  # why the last reproducer could not be kept here, if it could not
        _check(self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.con = sqlite3.connect(str(self.path), timeout=60)
        except (OSError, sqlite3.Error) as e:
            raise UsageError(f"cannot open the findings store {self.path}: {e}") from None
        with self._written():
            self.con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            self.con.execute(f"PRAGMA user_version = {SCHEMA}")
            self.con.execute("""CREATE TABLE IF NOT EXISTS signatures (
                key TEXT, pair TEXT, signature TEXT, whose TEXT, first_error TEXT, first_seen TEXT,
                last_seen TEXT, campaigns INTEGER, hits INTEGER, targets TEXT, toolchains TEXT,
                reproducer TEXT, directory TEXT, PRIMARY KEY (key, pair))""")
            cols = {r[1] for r in self.con.execute("PRAGMA table_info(signatures)")}
            if "since" not in cols:  # a store from before the release checks
                self.con.execute("ALTER TABLE signatures ADD COLUMN since TEXT")
            self.con.execute("""CREATE TABLE IF NOT EXISTS campaigns (
                out TEXT PRIMARY KEY, date TEXT, seed INTEGER, target TEXT, shard TEXT, programs INTEGER,
                findings INTEGER, new INTEGER)""")

    def close(self) -> None:
        self.con.close()

    @contextmanager
    def _written(self):
        """One transaction; the database's failure to write, as a StoreError naming the file."""
        try:
            with self.con:
                yield
        except sqlite3.Error as e:
            raise StoreError(f"the findings store {self.path} cannot be written: {e}") from None

    def known(self, key: str, pair: str) -> dict | None:
        """What the store holds of a signature for this flag pair, or None."""
        row = self.con.execute(f"SELECT {_KNOWN} FROM signatures WHERE key = ? AND pair = ?", (key, pair)).fetchone()
        return None if row is None else _known(row)

    def of_pair(self, pair: str) -> list[dict]:
        """Every signature the store holds for this flag pair, oldest first,
        with its key, signature and first error besides what `known` says."""
        rows = self.con.execute(f"SELECT {_KNOWN}, key, signature, first_error FROM signatures WHERE pair = ? "
                                "ORDER BY first_seen", (pair,)).fetchall()
        return [{**_known(r), "key": r[-3], "signature": json.loads(r[-2] or "{}"), "first_error": r[-1]}
                for r in rows]

    def checked(self, key: str, pair: str, since: dict) -> None:
        """The releases a known signature was checked on now, added to what
        the store held."""
        with self._written():
            old = self.known(key, pair)
            if old is not None:
                self.con.execute("UPDATE signatures SET since = ? WHERE key = ? AND pair = ?",
                                 (json.dumps(merged_since(old["since"], since)), key, pair))

    def remember(self, key: str, pair: str, signature: dict, whose: str, first_error: str, hits: int,
                 targets: list[str], toolchain: str, reproducer: str | None, directory: str | None,
                 since: dict | None = None) -> str | None:
        """Adds a campaign's sighting, and returns the reproducer the store
        now holds for it. The first reproducer that still exists is kept, as
        the store's own copy of its directory: a known signature is not
        reduced again, and its reproducer outlives the campaign."""
        now = _now()
        with self._written():
            old = self.known(key, pair)
            if old is None:
                keep, where = self.keep(key, pair, reproducer, directory)
                self.con.execute("INSERT INTO signatures (key, pair, signature, whose, first_error, first_seen, "
                                 "last_seen, campaigns, hits, targets, toolchains, reproducer, directory, since) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)",
                                 (key, pair, json.dumps(signature), str(whose), first_error[:1000], now, now, hits,
                                  json.dumps(sorted(set(targets))), json.dumps([toolchain]), keep, where,
                                  json.dumps(merged_since({}, since or {}))))
                return keep
            if old["reproducer"] and Path(old["reproducer"]).exists():
                keep, where = self.keep(key, pair, old["reproducer"], old["directory"])
            else:
                keep, where = self.keep(key, pair, reproducer, directory)
            tcs = self.con.execute("SELECT toolchains FROM signatures WHERE key = ? AND pair = ?",
                                   (key, pair)).fetchone()[0]
            self.con.execute("UPDATE signatures SET last_seen = ?, campaigns = campaigns + 1, hits = hits + ?, "
                             "targets = ?, toolchains = ?, reproducer = ?, directory = ?, since = ? "
                             "WHERE key = ? AND pair = ?",
                             (now, hits, json.dumps(sorted(set(old["targets"]) | set(targets))),
                              json.dumps(sorted(set(json.loads(tcs or "[]")) | {toolchain})), keep, where,
                              json.dumps(merged_since(old["since"], since or {})), key, pair))
        return keep

    def keep(self, key: str, pair: str, reproducer: str | None,
             directory: str | None) -> tuple[str | None, str | None]:
        """(reproducer, directory) in the store's own copy of the finding's
        directory, copied there unless it is there already. Where it cannot
        be copied (a full disk), the paths as given, absolute, and why in
        `problem`."""
        self.problem = ""
        if not reproducer or not Path(reproducer).is_file():
            return reproducer, directory
        repro = Path(reproducer).resolve()
        kept = self.kept.resolve()
        if kept in repro.parents:
            return str(repro), directory
        source = Path(directory).resolve() if directory else repro.parent
        if source not in repro.parents:
            source = repro.parent
        dest = kept / f"{key}-{finding_pair_key(pair)}"
        try:
            _copy_dir(source, dest)
        except OSError as e:
            self.problem = f"could not copy {source} to {dest}: {environment.of_error(e) or e}"
            return str(repro), str(source)
        return str(dest / repro.relative_to(source)), str(dest)

    def add_campaign(self, out: str, seed: int | None, target: str, shard: str | None, programs: int,
                     findings: int, new: int) -> None:
        with self._written():
            self.con.execute("INSERT OR REPLACE INTO campaigns VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             (out, _now(), seed, target, shard, programs, findings, new))


_KNOWN = "first_seen, last_seen, campaigns, hits, targets, reproducer, directory, whose, since"


def _known(row) -> dict:
    return {"first_seen": row[0], "last_seen": row[1], "campaigns": row[2], "hits": row[3],
            "targets": json.loads(row[4] or "[]"), "reproducer": row[5], "directory": row[6], "whose": row[7],
            "since": json.loads(row[8] or "{}")}


def pair_key(flags: dict[str, list[str]]) -> str:
    """The flag pair as the store tells pairs apart: the flags both sides
    share, and those that differ, whichever side has them (--swap is the
    same flag)."""
    base, cand = set(flags.get("baseline", [])), set(flags.get("candidate", []))
    return json.dumps({"common": sorted(base & cand), "differing": sorted(base ^ cand)}, sort_keys=True)


def _copy_dir(source: Path, dest: Path) -> None:
    """`source` copied to `dest` whole, or not at all: a copy cut short (a
    full disk) is never taken for a finding's directory."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.{os.getpid()}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        shutil.copytree(source, tmp, symlinks=True)
        if dest.exists():
            shutil.rmtree(dest)
        os.replace(tmp, dest)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
