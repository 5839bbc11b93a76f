"""The findings store: every signature campaigns have found, where and
when, and where its reproducer is, in one SQLite file of its own (the
results history in difftest/history/ is another file, about cases).

A campaign asks it what is known before it reduces anything: a signature
seen before, whose reproducer is still on disk, is reported as known and
not reduced again. A merge of campaigns adds to it as a campaign does.
A file that is not a findings store is refused before anything in it is
changed (it is opened read-only to look).
"""
from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from ..core.errors import UsageError

APPLICATION_ID = 0x64544653  # "dTFS": a findings store, and no other program's file
SCHEMA = 1
_TABLES = {"signatures", "campaigns"}


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
        _check(self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.con = sqlite3.connect(str(self.path), timeout=60)
        except (OSError, sqlite3.Error) as e:
            raise UsageError(f"cannot open the findings store {self.path}: {e}") from None
        with self.con:
            self.con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            self.con.execute(f"PRAGMA user_version = {SCHEMA}")
            self.con.execute("""CREATE TABLE IF NOT EXISTS signatures (
                key TEXT, pair TEXT, signature TEXT, whose TEXT, first_error TEXT, first_seen TEXT,
                last_seen TEXT, campaigns INTEGER, hits INTEGER, targets TEXT, toolchains TEXT,
                reproducer TEXT, directory TEXT, PRIMARY KEY (key, pair))""")
            self.con.execute("""CREATE TABLE IF NOT EXISTS campaigns (
                out TEXT PRIMARY KEY, date TEXT, seed INTEGER, target TEXT, shard TEXT, programs INTEGER,
                findings INTEGER, new INTEGER)""")

    def close(self) -> None:
        self.con.close()

    def known(self, key: str, pair: str) -> dict | None:
        """What the store holds of a signature for this flag pair, or None."""
        row = self.con.execute("SELECT first_seen, last_seen, campaigns, hits, targets, reproducer, directory, whose "
                               "FROM signatures WHERE key = ? AND pair = ?", (key, pair)).fetchone()
        if row is None:
            return None
        return {"first_seen": row[0], "last_seen": row[1], "campaigns": row[2], "hits": row[3],
                "targets": json.loads(row[4] or "[]"), "reproducer": row[5], "directory": row[6], "whose": row[7]}

    def remember(self, key: str, pair: str, signature: dict, whose: str, first_error: str, hits: int,
                 targets: list[str], toolchain: str, reproducer: str | None, directory: str | None) -> None:
        """Adds a campaign's sighting. The reproducer kept is the first one
        that still exists: a known signature is not reduced again."""
        now = _now()
        with self.con:
            old = self.known(key, pair)
            if old is None:
                self.con.execute("INSERT INTO signatures VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)",
                                 (key, pair, json.dumps(signature), whose, first_error[:1000], now, now, hits,
                                  json.dumps(sorted(set(targets))), json.dumps([toolchain]), reproducer, directory))
                return
            keep = old["reproducer"] if old["reproducer"] and Path(old["reproducer"]).exists() else reproducer
            where = old["directory"] if keep == old["reproducer"] else directory
            tcs = self.con.execute("SELECT toolchains FROM signatures WHERE key = ? AND pair = ?",
                                   (key, pair)).fetchone()[0]
            self.con.execute("UPDATE signatures SET last_seen = ?, campaigns = campaigns + 1, hits = hits + ?, "
                             "targets = ?, toolchains = ?, reproducer = ?, directory = ? WHERE key = ? AND pair = ?",
                             (now, hits, json.dumps(sorted(set(old["targets"]) | set(targets))),
                              json.dumps(sorted(set(json.loads(tcs or "[]")) | {toolchain})), keep, where,
                              key, pair))

    def add_campaign(self, out: str, seed: int | None, target: str, shard: str | None, programs: int,
                     findings: int, new: int) -> None:
        with self.con:
            self.con.execute("INSERT OR REPLACE INTO campaigns VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             (out, _now(), seed, target, shard, programs, findings, new))


def pair_key(flags: dict[str, list[str]]) -> str:
    """The flag pair as the store tells pairs apart: the flags both sides
    share, and those that differ, whichever side has them (--swap is the
    same flag)."""
    base, cand = set(flags.get("baseline", [])), set(flags.get("candidate", []))
    return json.dumps({"common": sorted(base & cand), "differing": sorted(base ^ cand)}, sort_keys=True)
