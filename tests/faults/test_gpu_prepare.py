"""bench/gpu_prepare.sh ended every bundle's run with `|| true`, so a bundle
whose gate failed (the vulkan:ampere bundle's 4 regressions) left the
script at exit 0 (issue 32). It now prepares every bundle and exits with the
worst gate, naming each bundle that failed."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ..conftest import REPO, write
from .helpers import ADD_ONE

# pip cannot reach an index here: where it would have put a wheel, a placeholder. Everything else is real.
NO_PIP = """#!/bin/bash
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then
  while [ $# -gt 0 ]; do
    case "$1" in -d|-w) mkdir -p "$2" && touch "$2/placeholder.whl";; esac
    shift
  done
  exit 0
fi
exec "{python}" "$@"
"""


# slow: bench/gpu_prepare.sh in full (about 5 s)
@pytest.mark.slow
def test_a_bundle_whose_gate_fails_fails_the_script_and_the_others_are_still_prepared(tmp_path, cache_dir):
    # The corpus's expectation fails for the seed pair (exit 1), and is set aside by the data-tiling
    # bundle's --no-expectations (exit 0): one run of the script meets both.
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "difftest.toml": '[cases.a]\nexpect = ["dispatch-count == 99"]\n'})
    python = tmp_path / "python"
    python.write_text(NO_PIP.format(python=sys.executable))
    python.chmod(0o755)
    out = tmp_path / "gpu"
    env = dict(os.environ, PYTHON=str(python), CORPORA=str(corpus), TARGET="llvm-cpu", VULKAN_TARGET="llvm-cpu",
               DIFFTEST_CACHE=str(cache_dir))
    done = subprocess.run(["bash", str(REPO / "bench" / "gpu_prepare.sh"), str(out)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 1, done.stderr[-2000:]
    assert ("gpu_prepare: the gate failed for bundle-seed-flag (exit 1) bundle-vulkan-seed-flag (exit 1); the "
            "bundles are written") in done.stderr
    assert "bundle-data-tiling (exit" not in done.stderr
    for name in ("seed-flag", "data-tiling", "vulkan-seed-flag"):
        assert (out / f"bundle-{name}" / "manifest.json").is_file(), name
        assert not (out / f"compile-{name}").exists()
    assert (out / "gpu_check.sh").is_file()
