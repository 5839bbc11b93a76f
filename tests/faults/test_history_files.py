"""A history file difftest cannot use (issue 26): another program's SQLite
was switched to WAL journal mode by the very call that said "nothing was
written to it"; a valid history in a read-only directory was "not a usable
difftest history (unable to open database file)", never "read-only", and
could not even be read."""
from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.history.db import opened

from ..conftest import CASES, v1_history

GOOD = CASES / "seed_diamond.mlir"


def _other_programs_db(path: Path) -> bytes:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes(text) VALUES ('mine')")
    db.commit()
    db.close()
    return path.read_bytes()


def test_another_programs_sqlite_is_refused_and_left_byte_for_byte(tmp_path, difftest, capsys):
    other = tmp_path / "notes.db"
    before = _other_programs_db(other)
    # Bytes 18 and 19 of the header: 1 for a rollback journal, 2 for WAL.
    assert before[18:20] == b"\x01\x01"
    assert main(["history", str(other)]) == 2
    assert "not a difftest history" in capsys.readouterr().err
    rc, report, _ = difftest(str(GOOD), extra=("--history", str(other)))
    assert rc == 0 and report is not None
    assert "not a difftest history" in difftest.err and "nothing was written to it" in difftest.err
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.glob("notes.db*")) == ["notes.db"]  # no -wal or -shm either


def test_an_older_history_is_read_without_being_changed(tmp_path, capsys):
    db = v1_history(tmp_path / "v1.db")
    before = db.read_bytes()
    assert main(["history", str(db)]) == 0
    assert "c/a  (+--x), dispatch-count delta over 1 run" in capsys.readouterr().out
    # A query migrates in memory: the file is as it was.
    assert db.read_bytes() == before


def _tmpfs(where: Path) -> None:
    where.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where)], capture_output=True,
                          text=True, timeout=30)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()[:120]}): a read-only place needs root")


def test_a_history_in_a_read_only_directory_is_read_and_named_read_only_when_written(tmp_path, difftest, capsys):
    ro = tmp_path / "ro"
    _tmpfs(ro)
    try:
        db = ro / "h.db"
        rc, _, _ = difftest(str(GOOD), extra=("--history", str(db)))
        assert rc == 0 and "run added" in difftest.err
        # root writes through permissions: a read-only mount is the honest fault.
        subprocess.run(["mount", "-o", "remount,ro", str(ro)], check=True, capture_output=True, timeout=30)
        # Reading is all `history` asks: it reads.
        assert main(["history", str(db)]) == 0
        assert "cases/seed_diamond" in capsys.readouterr().out
        with opened(db, write=False) as conn:
            assert conn.execute("SELECT count(*) FROM cases").fetchone()[0] == 1
        # Adding to it names the cause, and the run's reports and gate are untouched.
        rc, report, _ = difftest(str(GOOD), extra=("--history", str(db)))
        assert rc == 0 and report is not None
        assert "read-only" in difftest.err and "unable to open database file" not in difftest.err
        assert "the reports are written, the history is not" in difftest.err
    finally:
        subprocess.run(["umount", "-l", str(ro)], capture_output=True, timeout=30)
