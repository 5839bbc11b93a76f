"""`difftest cache prune` evicts every kind the cache keeps one entry per
key: core/keys.py lists them once (CACHE_DIRS), and housekeeping reads that
list, so the check-test memos are evicted as the modules are."""
from __future__ import annotations

import shutil

from difftest.cli import main
from difftest.core.keys import CACHE_DIRS, SCHEMAS
from difftest.corpus.checks import cached_lift, cached_test_functions

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
