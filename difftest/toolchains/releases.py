"""Releases (and daily candidates) of iree-base-compiler/-runtime as cached
toolchains.

Each lives in its own venv under <cache>/toolchains/release-X.Y.Z,
installed once (about 85 MB to download, 580 MB on disk) and evicted
least-recently-used when the toolchain cache grows past its limit.

Releases come from PyPI. IREE also publishes a candidate build nearly every
day (`3.11.0rc20250115`) on its own find-links page; with `--find-links`
(that page, or a local directory of wheels) versions are listed and
installed from the links alone, with pip's own version rules, into a venv
that sees difftest's own numpy and ml_dtypes, so nothing else is fetched.
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
# IREE's page of release and candidate wheels, for --find-links.
IREE_FIND_LINKS = "https://iree.dev/pip-release-links.html"


class InstallStats:
    """Installs made in this process: what a bisect tier reports it spent."""

    def __init__(self) -> None:
        self.installed = 0


STATS = InstallStats()


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


def _links(find_links: tuple[str, ...]) -> list[str]:
    return [a for link in find_links for a in ("-f", link)]


def list_releases(package: str = "iree-base-compiler", find_links: tuple[str, ...] = ()) -> list[str]:
    """Every version: PyPI's, or with find_links, those pages' (candidates included)."""
    argv = [sys.executable, "-m", "pip", "index", "versions", package]
    if find_links:
        argv += ["--pre", "--no-index", *_links(find_links)]
    where = " ".join(find_links) if find_links else "PyPI"
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=INDEX_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ToolchainUnavailable(f"cannot list releases of {package} from {where}: {e}") from None
    versions = parse_pip_index(p.stdout)
    if not versions:
        raise ToolchainUnavailable(f"cannot list releases of {package} from {where}: {p.stderr.strip()[:300]}")
    return versions


def candidates_between(all_versions: list[str], lo: str, hi: str) -> list[str]:
    """The endpoints and the pre-releases strictly between them (the daily
    candidates), oldest first."""
    a, b = sorted((lo, hi), key=version_key)
    inner = [v for v in all_versions
             if version_key(a) < version_key(v) < version_key(b) and Version(v).is_prerelease]
    return [a, *sorted(inner, key=version_key), b]


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


def _known_versions(find_links: tuple[str, ...] = ()) -> str:
    try:
        finals = [v for v in list_releases(find_links=find_links) if not Version(v).is_prerelease]
    except ToolchainUnavailable:
        return ""
    return f"\n  releases on the index: {', '.join(finals[-12:])}"


def _install_steps(version: str, venv: Path, find_links: tuple[str, ...]) -> list[list[str]]:
    wheels = [f"iree-base-compiler=={version}", f"iree-base-runtime=={version}"]
    if find_links:
        # From the links alone; numpy and ml_dtypes are difftest's own (see _see_parent).
        return [[sys.executable, "-m", "venv", "--without-pip", str(venv)],
                [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install",
                 "--disable-pip-version-check", "--no-deps", "--no-index", "--pre", *_links(find_links), *wheels]]
    return [[sys.executable, "-m", "venv", str(venv)],
            [str(venv / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check", *wheels,
             "numpy", "ml_dtypes"]]


def _see_parent(venv: Path) -> None:
    """A venv installed from find-links alone still needs numpy and
    ml_dtypes: a .pth file puts difftest's own site-packages after the
    venv's, so the venv's iree packages come first and the rest is shared.
    (`--system-site-packages` would show the base interpreter's, not the
    environment difftest runs in.)"""
    import site

    sites = list(dict.fromkeys(site.getsitepackages()))
    for pth in venv.glob("lib/python*/site-packages"):
        (pth / "difftest-parent-environment.pth").write_text("\n".join(sites) + "\n")


def release_toolchain(version: str, cache_dir: Path, find_links: tuple[str, ...] = ()) -> Toolchain:
    version_key(version)  # a typo is a usage error, before any install
    toolchains = cache_dir / "toolchains"
    home = toolchains / f"release-{version}"
    venv = home / "venv"
    with locked(cache_dir / "locks" / f"release-{version}.lock"):
        if not (home / "ready").exists():
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            log = home / "install.log"
            steps = _install_steps(version, venv, find_links)
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
                                                   f"{_pip_error(text)}{_known_versions(find_links)}")
            if find_links:
                _see_parent(venv)
            (home / "ready").write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))
            STATS.installed += 1
        (home / "last-used").touch()
    limit = float(os.environ.get("DIFFTEST_TOOLCHAIN_CACHE_GB", DEFAULT_LIMIT_GB)) * 1e9
    evict(toolchains, int(limit), keep=home)
    return from_dir(f"release:{version}", venv)
