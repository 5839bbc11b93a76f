"""Toolchains built from git revisions by the user's build command.

The user's checkout is only ever read. Revisions are checked out from a
bare mirror in the cache (`git clone --bare --shared`, so no objects are
copied) into a worktree of the cache.

Builds are incremental, as IREE developers build: one persistent worktree
and one build directory per (repository, build command) — a *workspace* —
where each revision is checked out in place and built by the user's command
(`{src}` and `{out}`), usually with ccache. Only what difftest needs is then
copied, with symlinks into the source resolved, into a per-commit cache:

- from an IREE build tree (CMakeCache.txt): `tools/iree-compile`,
  `lib/libIREECompiler.so*` and `runtime/bindings/python` (the runtime's
  Python package and its native module);
- from anything else `{out}` names (an install tree, a venv, a stand-in):
  all of it.

The per-commit cache is evicted least-recently-used above
$DIFFTEST_BUILD_CACHE_GB (default 20). A failed build is remembered only
when its log shows a compile error of the source; anything else (out of
memory, a full disk, a timeout) is retried next time.
"""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from ..core import procs
from ..core.cache import evict_lru, locked, tree_size
from ..core.keys import build_command_key, repo_key
from .base import SMALL_FILE, ToolchainUnavailable

GIT_TIMEOUT = 600
DEFAULT_BUILD_TIMEOUT = 4 * 3600
DEFAULT_CACHE_GB = 20.0


class BuildFailed(ToolchainUnavailable):
    """The build command failed: a skip, never a bad revision. `cached`: the
    failure was remembered from an earlier run (no build was spent on it)."""

    def __init__(self, message: str, cached: bool = False, deterministic: bool = False):
        super().__init__(message)
        self.cached, self.deterministic = cached, deterministic


# A compiler's diagnostic located in a source file: the revision does not build.
_SOURCE_ERROR = re.compile(r"^\S+?:\d+(?::\d+)?: (?:fatal )?error: ", re.M)
# What says the machine, not the source, was at fault.
_TRANSIENT = re.compile(r"No space left on device|Killed signal terminated|Cannot allocate memory|out of memory|"
                        r"Could not resolve host|Connection (?:reset|refused|timed out)|Temporary failure|"
                        r"\[difftest\] build timed out|Interrupted", re.I)


def deterministic_failure(log: str) -> bool:
    """True when the build log shows a compile error of the source and no
    sign of a transient cause: only then is the failure worth remembering."""
    return bool(_SOURCE_ERROR.search(log)) and not _TRANSIENT.search(log)


class RevertConflict(RuntimeError):
    def __init__(self, commit: str, files: list[str]):
        self.commit, self.files = commit, files
        super().__init__(f"reverting {commit[:12]} conflicts in: {', '.join(files) or '(unknown files)'}")


@dataclass
class BuildStats:
    """How many builds actually ran: bisect's cost, and what a test asserts on."""

    built: int = 0
    reused: int = 0
    failed: int = 0

    def __post_init__(self):
        self._lock = threading.Lock()

    def add(self, what: str) -> None:
        with self._lock:
            setattr(self, what, getattr(self, what) + 1)

    def snapshot(self) -> tuple[int, int, int]:
        return self.built, self.reused, self.failed


STATS = BuildStats()


def _git(args: list[str], cwd: Path, timeout: float = GIT_TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def resolve_rev(repo: Path, rev: str) -> str:
    import git

    try:
        return git.Repo(repo).commit(rev).hexsha
    except (git.BadName, ValueError, git.InvalidGitRepositoryError, git.NoSuchPathError) as e:
        raise ValueError(f"{repo}: cannot resolve revision {rev!r}: {e}") from None


def mirror(repo: Path, cache_dir: Path) -> Path:
    """A bare clone sharing the user's objects, refreshed on every use."""
    repo = Path(repo).resolve()
    key = repo_key(str(repo))
    path = cache_dir / "git" / f"{repo.name}-{key}.git"
    with locked(cache_dir / "locks" / f"git-{key}.lock"):
        if not path.exists():
            p = _git(["clone", "--bare", "--shared", "--quiet", str(repo), str(path)], cwd=cache_dir)
            if p.returncode:
                raise ToolchainUnavailable(f"cannot mirror {repo}: {p.stderr.strip()}")
        else:
            p = _git(["fetch", "--quiet", "--force", str(repo), "+refs/heads/*:refs/heads/*",
                      "+refs/tags/*:refs/tags/*"], cwd=path)
            if p.returncode:
                raise ToolchainUnavailable(f"cannot refresh mirror of {repo}: {p.stderr.strip()}")
    return path


def _run_build(cmd: str, src: Path, out: Path, log: Path, timeout: float) -> int:
    # The command is the user's own (not corpus text); {src}/{out} are quoted.
    text = cmd.replace("{src}", shlex.quote(str(src))).replace("{out}", shlex.quote(str(out)))
    with open(log, "w") as f:
        f.write(f"$ {text}\n")
        f.flush()
        # Its own process group: a timeout or Ctrl-C stops every compiler it started.
        done = procs.run(["bash", "-c", text], timeout, cwd=src, stdout=f, stderr=subprocess.STDOUT)
        if done.timed_out:
            f.write(f"\n[difftest] build timed out after {timeout:g} s\n")
            return 124
        return done.returncode


# ---- what is kept of a build ---------------------------------------------

_BUILD_TREE_PARTS = ("tools/iree-compile", "lib", "runtime/bindings/python")
_SKIP = {"CMakeFiles", "__pycache__"}


def _copy_resolving(src: Path, dst: Path, inside: tuple[Path, ...], only_libs: bool = False) -> None:
    """Copy a tree; a symlink into the source or the build directory is
    replaced by what it points to (IREE's build tree links its Python
    sources into the source tree), others stay links (a venv's python)."""
    if src.is_symlink():
        target = src.resolve()
        if not any(target == d or d in target.parents for d in inside):
            dst.symlink_to(os.readlink(src))
            return
        src = target
    if src.is_dir():
        dst.mkdir(parents=True, exist_ok=True)
        for child in sorted(src.iterdir()):
            if child.name in _SKIP:
                continue
            if only_libs and not child.name.startswith("libIREECompiler"):
                continue
            _copy_resolving(child, dst / child.name, inside)
    elif src.exists():
        shutil.copy2(src, dst)


def collect(work_out: Path, dest: Path, src: Path) -> None:
    """Keep what difftest needs of a finished build (see the module docstring)."""
    inside = (Path(src).resolve(), Path(work_out).resolve())
    dest.mkdir(parents=True)
    if (work_out / "CMakeCache.txt").exists():
        for part in _BUILD_TREE_PARTS:
            p = work_out / part
            if p.exists() or p.is_symlink():
                (dest / part).parent.mkdir(parents=True, exist_ok=True)
                _copy_resolving(p, dest / part, inside, only_libs=(part == "lib"))
        # Small files beside iree-compile are part of the compiler as far as
        # its fingerprint goes (see Toolchain.compiler_files): keep them too.
        tools = work_out / "tools"
        if tools.is_dir():
            for f in tools.iterdir():
                if f.is_file() and f.name != "iree-compile" and f.stat().st_size < SMALL_FILE:
                    _copy_resolving(f, dest / "tools" / f.name, inside)
        return
    for child in sorted(work_out.iterdir()):
        _copy_resolving(child, dest / child.name, inside)


@dataclass(frozen=True)
class Builder:
    """How revisions of one repository are built and cached."""

    repo: Path
    command: str
    cache_dir: Path
    # The persistent workspace (worktree + build directory); None: one in
    # the cache per repository and command.
    build_dir: Path | None = None
    # A fresh worktree and build directory for every build (no increments).
    clean: bool = False
    timeout: float = DEFAULT_BUILD_TIMEOUT
    retry_failed: bool = False

    @property
    def command_key(self) -> str:
        return build_command_key(self.command)

    def home(self, sha: str, revert: str | None = None) -> Path:
        return self.cache_dir / "builds" / (sha + (f"-revert-{revert}" if revert else "") + f"-{self.command_key}")

    def is_ready(self, sha: str, revert: str | None = None) -> bool:
        """Built, or known not to build: either way, free to probe."""
        home = self.home(sha, revert)
        return (home / "ok").exists() or ((home / "failed").exists() and not self.retry_failed)

    def workspace(self) -> Path:
        if self.build_dir is not None:
            return Path(self.build_dir).resolve()
        repo = Path(self.repo).resolve()
        return self.cache_dir / "workspaces" / f"{repo.name}-{repo_key(str(repo))[:8]}-{self.command_key}"

    # ---- building ---------------------------------------------------------

    def build(self, sha: str, revert: str | None = None) -> Path:
        """The kept artifacts of `sha` (with `revert` reverted), building
        them if need be. Raises BuildFailed (a skip) or RevertConflict, and
        Interrupted on SIGINT or SIGTERM, even while it waits for another
        difftest's build of the same commit."""
        home = self.home(sha, revert)
        # A toolchain is made before any run installs its own handlers, and
        # KeyboardInterrupt cannot be relied on (see signals_interrupt).
        with procs.signals_interrupt(), locked(self.cache_dir / "locks" / f"build-{home.name}.lock"):
            if (home / "ok").exists():
                STATS.add("reused")
                (home / "last-used").touch()
                return home / "out"
            if (home / "failed").exists() and not self.retry_failed:
                STATS.add("reused")
                raise BuildFailed(f"build of {sha[:12]} failed before with a compile error of the source "
                                  f"(--retry-failed builds it again); log: {home / 'build.log'}", cached=True,
                                  deterministic=True)
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            try:
                if self.clean:
                    self._build_clean(sha, revert, home)
                else:
                    self._build_incremental(sha, revert, home)
            finally:
                if not (home / "ok").exists() and not (home / "failed").exists():
                    # Interrupted or a conflicting revert: nothing half-made stays to be trusted.
                    shutil.rmtree(home, ignore_errors=True)
        self.evict(keep=home)
        return home / "out"

    def _build_incremental(self, sha: str, revert: str | None, home: Path) -> None:
        ws = self.workspace()
        with locked(self.cache_dir / "locks" / f"workspace-{repo_key(str(ws))}.lock"):
            bare = mirror(self.repo, self.cache_dir)
            src, out = ws / "src", ws / "out"
            ws.mkdir(parents=True, exist_ok=True)
            _recover(ws, src, out)
            out.mkdir(exist_ok=True)
            if not (src / ".git").exists():
                shutil.rmtree(src, ignore_errors=True)
                _git(["worktree", "prune"], cwd=bare)
                p = _git(["worktree", "add", "--detach", "--force", str(src), sha], cwd=bare)
                if p.returncode:
                    raise ToolchainUnavailable(f"cannot check out {sha[:12]}: {p.stderr.strip()}")
            else:
                # In place: the build directory keeps what the last build made.
                _git(["revert", "--abort"], cwd=src)
                _git(["reset", "--hard", "--quiet"], cwd=src)
                p = _git(["checkout", "--force", "--detach", "--quiet", sha], cwd=src)
                if p.returncode:
                    raise ToolchainUnavailable(f"cannot check out {sha[:12]} in {src}: {p.stderr.strip()}")
            with open(ws / "checkouts.log", "a") as f:
                f.write(f"{sha}{' revert ' + revert if revert else ''}\n")
            (ws / "state.json").write_text(json.dumps({"building": sha, "revert": revert, "since": time.time()}))
            try:
                if revert:
                    _revert(src, revert)
                self._run_and_keep(sha, home, src, out)
                (ws / "state.json").write_text(json.dumps({"built": sha, "revert": revert, "at": time.time()}))
            finally:
                if revert:
                    _git(["revert", "--abort"], cwd=src)
                    _git(["reset", "--hard", "--quiet"], cwd=src)

    def _build_clean(self, sha: str, revert: str | None, home: Path) -> None:
        bare = mirror(self.repo, self.cache_dir)
        src, out = home / "src", home / "work-out"
        p = _git(["worktree", "add", "--detach", "--force", str(src), sha], cwd=bare)
        if p.returncode:
            raise ToolchainUnavailable(f"cannot check out {sha[:12]}: {p.stderr.strip()}")
        try:
            if revert:
                _revert(src, revert)
            out.mkdir()
            self._run_and_keep(sha, home, src, out)
        finally:
            _git(["worktree", "remove", "--force", str(src)], cwd=bare)
            _git(["worktree", "prune"], cwd=bare)
            shutil.rmtree(src, ignore_errors=True)
            shutil.rmtree(out, ignore_errors=True)

    def _run_and_keep(self, sha: str, home: Path, src: Path, out: Path) -> None:
        log = home / "build.log"
        STATS.add("built")
        t0 = time.monotonic()
        rc = _run_build(self.command, src, out, log, self.timeout)
        if rc != 0:
            STATS.add("failed")
            text = log.read_text(errors="replace") if log.exists() else ""
            if deterministic_failure(text):
                (home / "failed").write_text(str(rc))
                raise BuildFailed(f"build of {sha[:12]} failed (exit {rc}) with a compile error; log: {log}",
                                  deterministic=True)
            # Anything else (out of memory, a full disk, a timeout) may not
            # happen next time: keep the log aside, remember nothing.
            aside = self.cache_dir / "builds" / "failed-logs" / f"{home.name}-{int(time.time())}.log"
            aside.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(log, aside)
            raise BuildFailed(f"build of {sha[:12]} failed (exit {rc}); not remembered, since the log shows "
                              f"no compile error of the source; log: {aside}")
        tmp = home / "out.tmp"
        collect(out, tmp, src)
        tmp.rename(home / "out")
        (home / "size").write_text(str(tree_size(home / "out")))
        (home / "last-used").touch()
        (home / "ok").write_text(f"{time.monotonic() - t0:.1f}")

    # ---- names, and the cache's size ---------------------------------------------

    def spec(self, sha: str, revert: str | None = None) -> str:
        """The toolchain spec of a build, as reports show it."""
        return f"git:{self.repo}@{sha[:12]}" + (f"-revert-{revert[:12]}" if revert else "")

    def limit_bytes(self) -> int:
        return int(float(os.environ.get("DIFFTEST_BUILD_CACHE_GB", DEFAULT_CACHE_GB)) * 1e9)

    def cached(self) -> list[tuple[Path, int]]:
        """(home, size) of every kept build."""
        out = []
        for home in (self.cache_dir / "builds").glob("*"):
            if (home / "ok").exists():
                try:
                    size = int((home / "size").read_text())
                except (OSError, ValueError):
                    size = tree_size(home)
                out.append((home, size))
        return out

    def evict(self, keep: Path | None = None) -> list[Path]:
        """Least recently used first, until the kept builds fit the limit."""
        return evict_lru(self.cached(), self.limit_bytes(), keep)

    def describe_cache(self) -> str:
        entries = self.cached()
        total = sum(size for _, size in entries)
        return (f"build cache: {len(entries)} build(s), {total / 1e9:.2f} GB of {self.limit_bytes() / 1e9:.0f} GB "
                f"($DIFFTEST_BUILD_CACHE_GB); workspace {self.workspace()}")


def _recover(ws: Path, src: Path, out: Path) -> None:
    """A workspace left broken by a killed build: what difftest holds the
    workspace lock for cannot be in use, so it is stale. Each repair is
    noted in the workspace's log."""
    notes = []
    if out.exists() and not out.is_dir():
        out.unlink()
        notes.append(f"{out} was a file, not the build directory; removed")
    if (src / ".git").exists():
        p = _git(["rev-parse", "--git-dir"], cwd=src)
        gitdir = Path(p.stdout.strip()) if p.returncode == 0 else None
        if gitdir is None:
            shutil.rmtree(src, ignore_errors=True)
            notes.append(f"{src} was not a readable worktree ({p.stderr.strip()[:200]}); checked out again")
        else:
            gitdir = gitdir if gitdir.is_absolute() else src / gitdir
            for lock in ("index.lock", "HEAD.lock"):
                if (gitdir / lock).exists():
                    (gitdir / lock).unlink()
                    notes.append(f"removed a stale {gitdir / lock} left by an interrupted git command")
    if notes:
        with open(ws / "repairs.log", "a") as f:
            f.write("".join(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {n}\n" for n in notes))


def _revert(src: Path, commit: str) -> None:
    # A merge (how a PR lands) is reverted against its first parent, the mainline.
    parents = _git(["rev-list", "--parents", "-n", "1", commit], cwd=src).stdout.split()[1:]
    mainline = ["-m", "1"] if len(parents) > 1 else []
    p = _git(["-c", "user.name=difftest", "-c", "user.email=difftest@localhost", "revert", "--no-commit",
              *mainline, commit], cwd=src)
    if p.returncode:
        files = _git(["diff", "--name-only", "--diff-filter=U"], cwd=src).stdout.split()
        raise RevertConflict(commit, files)
