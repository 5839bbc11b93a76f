"""PyPI releases of iree-base-compiler/-runtime as cached toolchains.

Each release lives in its own venv under <cache>/toolchains/release-X.Y.Z,
installed once (about 85 MB to download, 580 MB on disk) and evicted
least-recently-used when the toolchain cache grows past its limit.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from packaging.version import InvalidVersion, Version

from ..core import procs
from ..core.cache import evict_lru, locked, tree_size
from .base import Toolchain, ToolchainUnavailable, from_dir

INSTALL_TIMEOUT = 1800
INDEX_TIMEOUT = 120
DEFAULT_LIMIT_GB = 6.0


def version_key(v: str) -> Version:
    """PyPI's ordering: 3.10.0rc1 < 3.10.0 < 3.11.0."""
    try:
        return Version(v)
    except InvalidVersion:
        raise ValueError(f"{v!r} is not a release version (e.g. 3.10.0 or 3.10.0rc1)") from None


def parse_pip_index(text: str) -> list[str]:
    """`pip index versions` output -> every valid version, oldest first."""
    m = re.search(r"Available versions:\s*(.+)", text)
    if not m:
        return []
    out = set()
    for v in m.group(1).split(","):
        v = v.strip()
        try:
            Version(v)
        except InvalidVersion:
            continue
        out.add(v)
    return sorted(out, key=Version)


def list_releases(package: str = "iree-base-compiler") -> list[str]:
    try:
        p = subprocess.run([sys.executable, "-m", "pip", "index", "versions", package], capture_output=True,
                           text=True, timeout=INDEX_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ToolchainUnavailable(f"cannot list releases of {package}: {e}") from None
    versions = parse_pip_index(p.stdout)
    if not versions:
        raise ToolchainUnavailable(f"cannot list releases of {package}: {p.stderr.strip()[:300]}")
    return versions


def releases_between(all_versions: list[str], a: str, b: str) -> list[str]:
    """The endpoints and the final releases between them, oldest first,
    whichever order a and b come in. Pre-releases are probed only when named
    as an endpoint."""
    lo, hi = sorted((a, b), key=version_key)
    for v in (a, b):
        if v not in all_versions:
            finals = [x for x in all_versions if not Version(x).is_prerelease]
            raise ValueError(f"release {v} is not on PyPI (latest: {', '.join(finals[-8:])} ...)")
    inner = [v for v in all_versions
             if version_key(lo) < version_key(v) < version_key(hi) and not Version(v).is_prerelease]
    return [lo, *inner, hi] if lo != hi else [lo]


def evict(toolchains_dir: Path, limit_bytes: int, keep: Path | None = None) -> list[Path]:
    """Remove least-recently-used release venvs until the total fits."""
    entries = [p for p in toolchains_dir.glob("release-*") if p.is_dir()]
    return evict_lru([(p, tree_size(p)) for p in entries], limit_bytes, keep)


def _pip_error(log: str) -> str:
    """pip's own error lines, whole; else the last lines of the log."""
    lines = log.splitlines()
    errors = [ln for ln in lines if ln.startswith("ERROR:")]
    return "\n".join(f"  {ln}" for ln in (errors or lines[-12:]))


def _known_versions() -> str:
    try:
        finals = [v for v in list_releases() if not Version(v).is_prerelease]
    except ToolchainUnavailable:
        return ""
    return f"\n  releases on the index: {', '.join(finals[-12:])}"


def release_toolchain(version: str, cache_dir: Path) -> Toolchain:
    version_key(version)  # a typo is a usage error, before any install
    toolchains = cache_dir / "toolchains"
    home = toolchains / f"release-{version}"
    venv = home / "venv"
    with locked(cache_dir / "locks" / f"release-{version}.lock"):
        if not (home / "ready").exists():
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            log = home / "install.log"
            steps = [
                [sys.executable, "-m", "venv", str(venv)],
                [str(venv / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check",
                 f"iree-base-compiler=={version}", f"iree-base-runtime=={version}", "numpy", "ml_dtypes"],
            ]
            with open(log, "w") as f:
                for argv in steps:
                    p = procs.run(argv, INSTALL_TIMEOUT, stdout=f, stderr=subprocess.STDOUT)
                    if p.timed_out:
                        raise ToolchainUnavailable(f"release:{version}: install timed out; log: {log}")
                    if p.returncode != 0:
                        text = log.read_text(errors="replace")
                        # Nothing half-installed stays behind.
                        shutil.rmtree(home, ignore_errors=True)
                        raise ToolchainUnavailable(f"release:{version}: install failed:\n"
                                                   f"{_pip_error(text)}{_known_versions()}")
            (home / "ready").write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))
        (home / "last-used").touch()
    limit = float(os.environ.get("DIFFTEST_TOOLCHAIN_CACHE_GB", DEFAULT_LIMIT_GB)) * 1e9
    evict(toolchains, int(limit), keep=home)
    return from_dir(f"release:{version}", venv)
