"""Fixtures the fault tests share."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest


@pytest.fixture
def tmpfs(tmp_path):
    """Mount a tmpfs of a given size: a disk that fills up for real (root
    only; skips where mounting is not allowed)."""
    mounted = []

    def mount(size: str) -> Path:
        where = tmp_path / f"small-{size}"
        where.mkdir()
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                              capture_output=True, text=True, timeout=30)
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()[:120]}): the full-disk faults need root")
        mounted.append(where)
        return where

    yield mount
    for where in mounted:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, timeout=30)
