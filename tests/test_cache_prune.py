"""`difftest cache prune` evicts every kind the cache keeps one entry per
key: core/keys.py lists them once (CACHE_DIRS), and housekeeping reads that
list, so the check-test memos are evicted as the modules are. It ends at or
under the size asked, or says why not; generated parameter archives are a
kind of their own, and partial writes no live writer holds are removed."""
from __future__ import annotations

import fcntl
import os
import random
import shutil
import subprocess
import time
from pathlib import Path

from difftest.cli import main
from difftest.core.cache import ENTRY, OUT_LOCK, JsonMemo, tree_size
from difftest.core.figures import human_bytes
from difftest.core.keys import CACHE_DIRS, SCHEMAS
from difftest.corpus.checks import cached_lift, cached_test_functions
from difftest.corpus.parameters import generate_archive
from difftest.corpus.signature import ParamDecl, TensorSpec
from difftest.run.housekeeping.inventory import CacheEntry, eviction_order, eviction_plan
from difftest.toolchains.releases import let_go

from .conftest import CASES


def test_cache_prune_evicts_the_check_tests_and_the_lift_memos(tmp_path, capsys):
    cache = tmp_path / "cache"
    source = tmp_path / "basic.mlir"
    shutil.copy(CASES / "checks" / "basic.mlir", source)
    functions = cached_test_functions(source, cache)
    assert functions
    cached_lift(source, functions[0], cache, tmp_path)
    made = {d.name: list(d.glob("*/*")) for d in cache.iterdir()}
    assert made.get("check-tests") and made.get("lifted"), made
    assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
    info = capsys.readouterr().out
    assert "check-tests" in info and "lifted" in info
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    said = capsys.readouterr().out
    assert "(check-tests, lifted)" in said
    assert not [p for p in made["check-tests"] + made["lifted"] if p.exists()]


def test_every_evictable_kind_is_a_kind_of_key():
    assert set(CACHE_DIRS) <= set(SCHEMAS)


# --- parameter archives, the size asked, partial writes (issue #43) ---

def _aged(path: Path, seconds_ago: float) -> None:
    t = time.time() - seconds_ago
    os.utime(path, (t, t))


def _archive(cache: Path, seed: int, hours_ago: float) -> Path:
    """A generated archive of 1 MiB, as a run leaves it, no longer held."""
    decls = [ParamDecl("model", "blk.0.w", TensorSpec((256, 1024), "f32"), "w")]
    entry = generate_archive(decls, seed, cache / CACHE_DIRS["parameters"]).path.parent
    let_go(entry)
    _aged(entry / ENTRY, hours_ago * 3600)
    return entry


def _small_cache(cache: Path) -> dict[str, list[Path]]:
    """The issue's cache in small: archives of the last run, and many small
    entries used before it (memos, a bisect's verdicts), a release toolchain."""
    made = {"archives": [_archive(cache, seed, hours_ago=1) for seed in range(3)], "memos": [], "bisect": []}
    for kind, days, n in (("signature", 7, 200), ("bisect-verdict", 30, 20)):
        memo = JsonMemo(cache, CACHE_DIRS[kind])
        for i in range(n):
            memo.write(f"{i:064x}", {"value": "x" * 40})
            _aged(memo.path(f"{i:064x}"), days * 86400)
            made["memos" if kind == "signature" else "bisect"].append(memo.path(f"{i:064x}"))
    home = cache / "toolchains" / "release-9.9.9"
    home.mkdir(parents=True)
    (home / "blob").write_bytes(b"t" * 300_000)
    _aged(home / "blob", 2 * 86400)
    (home / "last-used").touch()
    _aged(home / "last-used", 2 * 86400)
    made["toolchain"] = [home]
    return made


def test_prune_reaches_the_size_asked_by_evicting_the_large_archives_and_keeps_the_small_entries(tmp_path, capsys):
    cache = tmp_path / "cache"
    made = _small_cache(cache)
    assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
    info = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert "3 entries" in info["parameters"] and "generated parameter archives" in info["parameters"]
    assert "3.0 MiB" in info["parameters"] and "other" in info
    assert tree_size(cache) > 3 * 2**20
    assert main(["cache", "prune", "--max-size", "600K", "--cache-dir", str(cache)]) == 0
    said = capsys.readouterr().out
    assert tree_size(cache) <= 600 * 1024, said
    assert "evicted 3 entries (parameters)" in said and "still" not in said
    assert not any(p.exists() for p in made["archives"])
    # Nothing more than it took: the small entries, the bisect's verdicts and the toolchain stay.
    assert all(p.exists() for p in made["memos"] + made["bisect"] + made["toolchain"])


def test_prune_says_why_when_what_is_left_is_not_its_to_remove(tmp_path, capsys):
    cache = tmp_path / "cache"
    _archive(cache, 0, hours_ago=1)
    (cache / "git").mkdir()
    (cache / "git" / "iree-1234.git").write_bytes(b"g" * 400_000)
    assert main(["cache", "prune", "--max-size", "100K", "--cache-dir", str(cache)]) == 0
    said = capsys.readouterr().out
    assert "evicted 1 entry (parameters)" in said
    assert "still 390.6 KiB, over the 100.0 KiB asked" in said and "git 390.6 KiB (repository mirrors)" in said


def test_a_partial_write_is_shown_and_pruned_once_no_live_writer_holds_it(tmp_path, capsys):
    cache = tmp_path / "cache"
    shard = cache / CACHE_DIRS["compile"] / "ab"
    shard.mkdir(parents=True)
    # A Store entry whose writer died (a finished process's pid), last written two hours ago.
    dead = _finished_pid()
    killed = shard / f".ab{'0' * 62}.{dead}.1.tmp"
    killed.mkdir()
    (killed / "module.vmfb").write_bytes(b"m" * 5000)
    _aged(killed / "module.vmfb", 7200)
    _aged(killed, 7200)
    # One being written now, by this process; and an archive's partial its writer holds.
    live = shard / f".ab{'1' * 62}.{os.getpid()}.1.tmp"
    live.mkdir()
    (live / "module.vmfb").write_bytes(b"m" * 10)
    held = cache / CACHE_DIRS["parameters"] / "cd" / f".cd{'2' * 22}.{dead}.1.tmp"
    held.mkdir(parents=True)
    (held / "archive.irpa").write_bytes(b"a" * 3000)
    lock = open(held / OUT_LOCK, "a+")
    fcntl.flock(lock, fcntl.LOCK_SH)
    # An older difftest's archive left half written (no pid, no lock): old enough to be dead.
    old = cache / CACHE_DIRS["parameters"] / f"{'3' * 24}.tmp140234"
    old.write_bytes(b"o" * 2000)
    _aged(old, 7200)
    assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
    info = capsys.readouterr().out
    assert "partial            4 writes" in info and "2 still being written" in info, info
    assert main(["cache", "prune", "--max-size", "1G", "--cache-dir", str(cache)]) == 0
    assert "and 2 partial writes" in capsys.readouterr().out
    assert not killed.exists() and not old.exists() and live.exists() and held.exists()
    lock.close()  # its writer is gone: the next prune takes it
    assert main(["cache", "prune", "--max-size", "1G", "--cache-dir", str(cache)]) == 0
    assert not held.exists() and live.exists()


def _finished_pid() -> int:
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


def _entry(kind: str, size: int, days: float, now: float = 1e9) -> CacheEntry:
    return CacheEntry(kind, Path(f"/c/{kind}/{size}-{days}"), size, now - days * 86400)


def test_the_eviction_plan_frees_enough_and_gives_back_what_it_does_not_need():
    """Against brute force over small caches: the plan frees at least the
    excess when everything together can, and no entry in it could be kept."""
    rng = random.Random(7)
    for _ in range(300):
        entries = [_entry(rng.choice(["compile", "parameters", "toolchains", "bisect"]), rng.randint(1, 100),
                          rng.uniform(0, 30)) for _ in range(rng.randint(1, 8))]
        excess = rng.randint(1, 300)
        plan = eviction_plan(eviction_order(entries, now=1e9), excess)
        freed = sum(e.size for e in plan)
        assert freed >= excess or plan == entries or sorted(map(id, plan)) == sorted(map(id, entries))
        assert all(freed - e.size < excess for e in plan)
    # Records of work go last, whatever their size and age; otherwise large and old first.
    ranked = eviction_order([_entry("bisect", 10**6, 300), _entry("compile", 100, 1), _entry("parameters", 10**6, 0.1),
                             _entry("signature", 100, 30)], now=1e9)
    assert [e.kind for e in ranked] == ["parameters", "signature", "compile", "bisect"]


def test_prune_passes_by_an_archive_a_running_difftest_maps_and_takes_it_once_let_go(tmp_path, capsys):
    cache = tmp_path / "cache"
    decls = [ParamDecl("model", "blk.0.w", TensorSpec((16, 64), "f32"), "w")]
    entry = generate_archive(decls, 5, cache / CACHE_DIRS["parameters"]).path.parent  # held by this process
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    said = capsys.readouterr().out
    assert f"kept 1 entry in use by a running difftest: parameters/{entry.name}" in said and entry.exists()
    size = human_bytes(tree_size(cache))
    assert f"still {size}, over the 0 B asked: what is left is {size} in use, which prune does not remove" in said
    let_go(entry)
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    assert "evicted 1 entry (parameters)" in capsys.readouterr().out and not entry.exists()


def test_cache_info_counts_the_parameters_a_run_without_a_cache_made_in_its_own_directory(tmp_path, capsys):
    from difftest.run.housekeeping.command import cache_info_lines

    out_root = tmp_path / "difftest-out"
    decls = [ParamDecl("model", "w", TensorSpec((64, 64), "f32"), "w")]
    run = out_root / "20261206-101010-abcdef"
    generate_archive(decls, 0, run / CACHE_DIRS["parameters"])
    let_go(next((run / CACHE_DIRS["parameters"]).glob("*/*")))
    (run / "results.jsonl").write_text("")
    lines = cache_info_lines(tmp_path / "cache", out_root)
    said = next(ln for ln in lines if "generated parameters" in ln)
    assert "in 1 run made without a cache; --keep-runs removes them" in said
    assert human_bytes(tree_size(run / CACHE_DIRS["parameters"])) in said
