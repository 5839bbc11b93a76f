"""Releases (and daily candidates) of iree-base-compiler/-runtime as cached
toolchains.

Each lives in its own venv under <cache>/toolchains/release-X.Y.Z,
installed once (about 85 MB to download, 580 MB on disk) and evicted
least-recently-used when the toolchain cache grows past its limit. A
toolchain a running difftest uses is held in use (`hold`): neither that
eviction nor `difftest cache prune` removes it.

Releases come from PyPI. IREE also publishes a candidate build nearly every
day (`3.11.0rc20250115`) on its own find-links page; with `--find-links`
(that page, or a local directory of wheels) versions are listed and
installed from the links alone, with pip's own version rules, into a venv
that sees difftest's own numpy and ml_dtypes, so nothing else is fetched.
"""
from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

from packaging.version import InvalidVersion, Version

from ..core import procs
from ..core.cache import OUT_LOCK, evict_lru, in_use, locked, tree_size
from ..core.figures import human_bytes
from .base import Toolchain, ToolchainUnavailable, from_dir

INSTALL_TIMEOUT = 1800
# A release install takes minutes: what is installing is said at least this often.
PROGRESS_EVERY_S = 10.0
_POLL_S = 0.5
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


def canonical_release(v: str) -> str:
    """The one spelling of a release: pip installs `==3.13` as 3.13.0 (PEP
    440 pads with zeros), so `release:3.13` and `release:3.13.0` are one
    toolchain and must share one cached venv (580 MB), one memo key and one
    name in reports."""
    ver = version_key(v)
    release = ver.release + (0,) * (3 - len(ver.release))
    return ".".join(map(str, release)) + str(ver)[len(ver.base_version):]


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


# Toolchain homes this process holds in use, by path: held until it exits.
_held: dict[str, IO] = {}
_held_lock = threading.Lock()


def hold(home: Path) -> bool:
    """Hold a toolchain's home in use for the rest of this process: a
    shared lock on its lock file (the file core.cache.in_use tests), so
    any number of difftests may use it and none evicts it meanwhile.
    False when the home was evicted first: its maker makes it again."""
    home = Path(home)
    key = str(home.resolve())
    path = home / OUT_LOCK
    with _held_lock:
        f = _held.get(key)
        if f is not None and _same_file(f, path):
            return True
        try:
            f = open(path, "a+")
        except OSError:
            return False  # gone
        # Waits only while a prune holds it to evict it, then sees it gone.
        fcntl.flock(f, fcntl.LOCK_SH)
        if not _same_file(f, path):
            f.close()
            return False
        old = _held.pop(key, None)
        if old is not None:
            old.close()
        _held[key] = f
        return True


def let_go(home: Path) -> None:
    """No longer in use by this process (a home it failed to make)."""
    with _held_lock:
        f = _held.pop(str(Path(home).resolve()), None)
    if f is not None:
        f.close()


def _same_file(f: IO, path: Path) -> bool:
    """Whether the open lock file is still the one at `path` (an evicted
    home's was renamed aside with it)."""
    try:
        return os.fstat(f.fileno()).st_ino == os.stat(path).st_ino
    except OSError:
        return False


def evict(toolchains_dir: Path, limit_bytes: int, keep: Path | None = None) -> list[Path]:
    """Remove least-recently-used release venvs until the total fits; one
    that a difftest holds in use stays, as the one being used here does."""
    homes = [(p, tree_size(p)) for p in toolchains_dir.glob("release-*") if p.is_dir()]
    held = [(p, size) for p, size in homes if in_use(p)]
    free = [(p, size) for p, size in homes if (p, size) not in held]
    # What is held still counts against the limit; only the rest can make room.
    return evict_lru(free, limit_bytes - sum(size for _, size in held), keep)


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


_STEP = re.compile(r"^\s*(Collecting|Downloading|Processing|Installing collected packages|Successfully installed)\b")
_PROCESSING = re.compile(r"^Processing (\S+\.whl)\s*$")


def install_step(log_text: str) -> str | None:
    """What pip is doing, from its log: the last step it named. A download
    names its size ("Downloading iree_base_compiler-...whl (85.3 MB)"); a
    local wheel's size is read from the file."""
    step = None
    for line in log_text.splitlines():
        if _STEP.match(line):
            step = line.strip()
    if step is None:
        return None
    m = _PROCESSING.match(step)
    if m:
        try:
            step += f" ({human_bytes(Path(m.group(1)).stat().st_size)})"
        except OSError:
            pass
    return step[:300]


class InstallProgress:
    """Lines on stderr while pip runs, which is otherwise silent for
    minutes: which release, where from, pip's current step (with the
    wheel's size when known) whenever it changes, and the time so far at
    least every PROGRESS_EVERY_S."""

    def __init__(self, version: str, log: Path, find_links: tuple[str, ...] = (), say=None):
        self.version, self.log, self.find_links = version, log, find_links
        self.say = say or (lambda line: print(line, file=sys.stderr, flush=True))
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        self._t0 = 0.0

    def __enter__(self) -> "InstallProgress":
        self._t0 = time.monotonic()
        where = " ".join(self.find_links) if self.find_links else "PyPI"
        self.say(f"release {self.version}: installing iree-base-compiler and iree-base-runtime {self.version} "
                 f"from {where} (pip's log: {self.log})")
        self._thread = threading.Thread(target=self._watch, name="install-progress", daemon=True)
        self._thread.start()
        return self

    def _watch(self) -> None:
        said, last = None, time.monotonic()
        while not self._done.wait(_POLL_S):
            try:
                step = install_step(self.log.read_text(errors="replace"))
            except OSError:
                step = None
            now = time.monotonic()
            if (step and step != said) or now - last >= PROGRESS_EVERY_S:
                self.say(f"release {self.version}: installing, {now - self._t0:.0f} s: "
                         f"{step or 'preparing the environment'}")
                said, last = step, now

    def __exit__(self, exc_type, *exc) -> None:
        self._done.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        took = f"{time.monotonic() - self._t0:.0f} s"
        self.say(f"release {self.version}: installed in {took}" if exc_type is None
                 else f"release {self.version}: not installed ({took})")


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
    version = canonical_release(version)  # a typo is a usage error, before any install
    toolchains = cache_dir / "toolchains"
    home = toolchains / f"release-{version}"
    venv = home / "venv"
    # A toolchain is made before any run installs its own handlers: pip
    # stops on SIGINT and SIGTERM however difftest was started.
    with procs.signals_interrupt():
        while True:
            with locked(cache_dir / "locks" / f"release-{version}.lock"):
                if not (home / "ready").exists():
                    _install(version, home, venv, find_links)
                (home / "last-used").touch()
                if hold(home):
                    break
            # Evicted between the check and the hold: made again.
    limit = float(os.environ.get("DIFFTEST_TOOLCHAIN_CACHE_GB", DEFAULT_LIMIT_GB)) * 1e9
    evict(toolchains, int(limit), keep=home)
    return from_dir(f"release:{version}", venv)


def _install(version: str, home: Path, venv: Path, find_links: tuple[str, ...]) -> None:
    """Install the release into home, held in use from the start (a prune
    never takes a half-made venv); whatever stops it, nothing half-installed
    stays behind."""
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    hold(home)
    log = home / "install.log"
    ok = False
    try:
        with open(log, "w") as f, InstallProgress(version, log, find_links):
            for argv in _install_steps(version, venv, find_links):
                p = procs.run(argv, INSTALL_TIMEOUT, stdout=f, stderr=subprocess.STDOUT)
                if p.timed_out:
                    text = log.read_text(errors="replace")
                    raise ToolchainUnavailable(f"release:{version}: install timed out after {INSTALL_TIMEOUT} s:\n"
                                               f"{_pip_error(text)}")
                if p.returncode != 0:
                    text = log.read_text(errors="replace")
                    raise ToolchainUnavailable(f"release:{version}: install failed:\n"
                                               f"{_pip_error(text)}{_known_versions(find_links)}")
        if find_links:
            _see_parent(venv)
        (home / "ready").write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))
        STATS.installed += 1
        ok = True
    finally:
        if not ok:
            let_go(home)
            shutil.rmtree(home, ignore_errors=True)
