"""A toolchain in use is never evicted (issue 26): `cache prune` removed a
release toolchain that a concurrent sweep was using. A release toolchain a
running difftest uses now holds a shared lock; `cache prune` passes it by
and says so, `cache info` shows it in use, and a release install's own LRU
eviction passes it by too.

The release here is a cached venv made by hand (no install): its
iree-compile wraps the installed one and waits, at its first compile, until
the test lets it go, so the sweep is running while the test prunes."""
from __future__ import annotations

import fcntl
import sys
import threading
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.core.cache import OUT_LOCK, in_use
from difftest.toolchains.releases import evict, hold, let_go

from ..conftest import CASES
from .helpers import finish, real_compiler, spawn_difftest, wait_for


def _cached_release(cache: Path, version: str, gate: Path, started: Path) -> Path:
    """A release venv as release_toolchain leaves it: bin/python, bin/iree-compile, ready."""
    home = cache / "toolchains" / f"release-{version}"
    bin_dir = home / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").symlink_to(sys.executable)
    exe = bin_dir / "iree-compile"
    exe.write_text("#!/bin/bash\n"
                   f'if [ "$1" = "--version" ]; then echo "IREE compiler version {version} @ abc"; exit 0; fi\n'
                   f'touch "{started}"\n'
                   f'while [ ! -e "{gate}" ]; do sleep 0.1; done\n'
                   f'exec "{real_compiler()}" "$@"\n')
    exe.chmod(0o755)
    (home / "ready").write_text("made by the test")
    (home / "last-used").touch()
    return home


# slow: a sweep held running (about 5 s)
@pytest.mark.slow
def test_cache_prune_passes_by_a_release_a_running_sweep_uses(tmp_path, capsys):
    cache = tmp_path / "cache"
    gate, started = tmp_path / "go", tmp_path / "started"
    home = _cached_release(cache, "3.10.0", gate, started)
    sweep = spawn_difftest(["sweep", str(CASES / "seed_diamond.mlir"), "--toolchains", "release:3.10.0",
                            "--runtime", "installed", "--cache-dir", str(cache), "--out", str(tmp_path / "sweep"),
                            "--json", str(tmp_path / "sweep.json"), "--repeat", "1"], tmp_path)
    try:
        wait_for(started.exists, what="the sweep compiling with the release")
        assert in_use(home)
        assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
        assert "(1 in use: release-3.10.0)" in capsys.readouterr().out
        assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
        said = capsys.readouterr().out
        assert "kept 1 entry in use by a running difftest: toolchains/release-3.10.0" in said
        assert (home / "ready").exists() and (home / "venv" / "bin" / "iree-compile").exists()
    finally:
        gate.touch()
    rc, _, err = finish(sweep)
    assert rc == 0, err
    # Once the sweep is gone, nothing holds it: the next prune may take it.
    assert not in_use(home)
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    assert "toolchains)" in capsys.readouterr().out and not home.exists()


def test_a_held_release_outlives_the_lru_eviction_and_a_prune_holds_off_a_new_user(tmp_path):
    toolchains = tmp_path / "toolchains"
    homes = []
    for name in ("release-1.0.0", "release-2.0.0"):
        home = toolchains / name
        home.mkdir(parents=True)
        (home / "blob").write_bytes(b"x" * 1000)
        (home / "last-used").touch()
        homes.append(home)
    old, new = homes
    assert hold(old)
    try:
        # The least recently used is held: it stays, and its size still counts against the limit.
        assert evict(toolchains, 1500, keep=new) == []
        assert old.exists() and new.exists()
    finally:
        let_go(old)
    assert evict(toolchains, 1500, keep=new) == [old]
    # A home a prune holds to evict is not taken in use by one that comes meanwhile: whether it
    # waited on the lock or came after the rename, it finds the home gone, and its maker makes it again.
    got = []
    with open(new / OUT_LOCK, "a+") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        user = threading.Thread(target=lambda: got.append(hold(new)))
        user.start()
        new.rename(new.with_name(".evicted-release-2.0.0"))
    user.join()
    assert got == [False]
