"""A history file difftest cannot use (issue 26): another program's SQLite
was switched to WAL journal mode by the very call that said "nothing was
written to it"; a valid history in a read-only directory was "not a usable
difftest history (unable to open database file)", never "read-only", and
could not even be read."""
from __future__ import annotations

import sqlite3
import subprocess
from contextlib import contextmanager
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


@contextmanager
def _unwritable(path: Path, how: str):
    """`path` made unwritable even to root: an immutable attribute (what a
    user's `chattr +i h.db` does), or a read-only bind mount of the file
    alone, its directory still writable. A file's mode would not do: root
    writes through it."""
    if how == "immutable":
        on, off = [["chattr", "+i", str(path)]], [["chattr", "-i", str(path)]]
    else:
        on = [["mount", "--bind", str(path), str(path)], ["mount", "-o", "remount,ro,bind", str(path)]]
        off = [["umount", "-l", str(path)]]
    try:
        for argv in on:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=30)
            if done.returncode != 0:
                pytest.skip(f"{' '.join(argv[:2])} fails here ({done.stderr.strip()[:120]})")
        yield
    finally:
        for argv in off:
            subprocess.run(argv, capture_output=True, timeout=30)


@pytest.mark.parametrize("how", ["immutable", "read-only bind mount"])
def test_a_history_file_nobody_may_write_costs_one_line_and_leaves_no_wal(tmp_path, difftest, capsys, how):
    """Issue 32: `chattr +i h.db` then a run with --history printed "gate:
    passes", then a traceback (attempt to write a readonly database), exited
    1 and left h.db-wal and h.db-shm beside the file."""
    db = tmp_path / "h.db"
    rc, _, _ = difftest(str(GOOD), extra=("--history", str(db)))
    assert rc == 0 and "run added" in difftest.err
    with _unwritable(db, how):
        before = db.read_bytes()
        rc, report, text = difftest(str(GOOD), extra=("--history", str(db)))
        # The run's own exit code, its reports, and one line naming the file and the cause.
        assert rc == 0 and report is not None and "gate: passes (exit 0)" in text
        assert f"{db}: the history cannot be written, it is read-only" in difftest.err
        cause = "immutable (lsattr shows an 'i'" if how == "immutable" else "on a read-only file system"
        assert cause in difftest.err and "the reports are written, the history is not" in difftest.err
        assert "Traceback" not in difftest.err and "attempt to write" not in difftest.err
        # Reading it still works; importing into it is refused the same way.
        assert main(["history", str(db)]) == 0
        assert "cases/seed_diamond" in capsys.readouterr().out
        assert main(["history", "import", str(tmp_path / "report0.json"), "--db", str(db)]) == 2
        assert f"{db}: the history cannot be written, it is read-only" in capsys.readouterr().err
        assert db.read_bytes() == before
        assert sorted(p.name for p in tmp_path.glob("h.db*")) == ["h.db"]


def test_reading_the_history_leaves_no_wal_or_shm_beside_it(tmp_path, difftest, capsys):
    """Issue 43: `difftest history h.db` left h.db-wal and h.db-shm beside
    the file (WAL journal mode, read by a read-only connection). A file an
    older difftest switched to WAL is switched back by the next write."""
    db = tmp_path / "h.db"
    assert difftest(str(GOOD), extra=("--history", str(db)))[0] == 0
    assert main(["history", str(db)]) == 0
    assert sorted(p.name for p in tmp_path.glob("h.db*")) == ["h.db"]
    old = sqlite3.connect(db)
    assert old.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal"
    old.close()
    assert difftest(str(GOOD), extra=("--history", str(db)))[0] == 0
    assert main(["history", str(db)]) == 0
    assert "cases/seed_diamond" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.glob("h.db*")) == ["h.db"] and db.read_bytes()[18:20] == b"\x01\x01"
