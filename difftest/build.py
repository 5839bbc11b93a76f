"""Toolchains built from git revisions by the user's build command.

The user's checkout is only ever read. Revisions are checked out from a
bare mirror in the cache (`git clone --bare --shared`, so no objects are
copied), into a throwaway worktree; the build goes to
<cache>/builds/<key>/out and is reused for that commit from then on. A
failed build is remembered (with its log) and is a *skip* for bisect.
"""
from __future__ import annotations

import hashlib
import os
import shlex
import signal
import shutil
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import git

from .toolchain import Toolchain, ToolchainUnavailable, from_dir, locked

GIT_TIMEOUT = 600
DEFAULT_BUILD_TIMEOUT = 4 * 3600


class BuildFailed(ToolchainUnavailable):
    """The build command failed: a skip, never a bad revision."""


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


STATS = BuildStats()


def _git(args: list[str], cwd: Path, timeout: float = GIT_TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def resolve_rev(repo: Path, rev: str) -> str:
    try:
        return git.Repo(repo).commit(rev).hexsha
    except (git.BadName, ValueError, git.InvalidGitRepositoryError, git.NoSuchPathError) as e:
        raise ValueError(f"{repo}: cannot resolve revision {rev!r}: {e}") from None


def mirror(repo: Path, cache_dir: Path) -> Path:
    """A bare clone sharing the user's objects, refreshed on every use."""
    repo = repo.resolve()
    key = hashlib.sha256(str(repo).encode()).hexdigest()[:16]
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
        # Its own process group, so a timeout also stops the compilers it started.
        proc = subprocess.Popen(["bash", "-c", text], cwd=src, stdout=f, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            return proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            f.write(f"\n[difftest] build timed out after {timeout:g} s\n")
            return 124


def build_home(sha: str, build_cmd: str, cache_dir: Path, revert: str | None = None) -> Path:
    """Where the build of `sha` (with `revert` reverted) by `build_cmd` lives."""
    cmd_key = hashlib.sha256(build_cmd.encode()).hexdigest()[:8]
    return cache_dir / "builds" / (sha + (f"-revert-{revert}" if revert else "") + f"-{cmd_key}")


def is_built(sha: str, build_cmd: str, cache_dir: Path) -> bool:
    """Already built, or already known not to build: either way, free to probe."""
    home = build_home(sha, build_cmd, cache_dir)
    return (home / "ok").exists() or (home / "failed").exists()


def build_revision(repo: Path, sha: str, build_cmd: str, cache_dir: Path, revert: str | None = None,
                   timeout: float = DEFAULT_BUILD_TIMEOUT) -> Path:
    """Build `sha` (optionally with `revert` reverted) and return its out dir.

    Cached by commit (and reverted commit) and by build command.
    """
    home = build_home(sha, build_cmd, cache_dir, revert)
    key = home.name
    out, log = home / "out", home / "build.log"
    with locked(cache_dir / "locks" / f"build-{key}.lock"):
        if (home / "ok").exists():
            STATS.add("reused")
            return out
        if (home / "failed").exists():
            STATS.add("reused")
            raise BuildFailed(f"build of {sha[:12]} failed before; log: {log}")
        bare = mirror(repo, cache_dir)
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        src = home / "src"
        p = _git(["worktree", "add", "--detach", "--force", str(src), sha], cwd=bare)
        if p.returncode:
            raise ToolchainUnavailable(f"cannot check out {sha[:12]}: {p.stderr.strip()}")
        try:
            if revert:
                _revert(src, revert)
            out.mkdir()
            STATS.add("built")
            t0 = time.monotonic()
            rc = _run_build(build_cmd, src, out, log, timeout)
            if rc != 0:
                STATS.add("failed")
                (home / "failed").write_text(str(rc))
                raise BuildFailed(f"build of {sha[:12]} failed (exit {rc}); log: {log}")
            (home / "ok").write_text(f"{time.monotonic() - t0:.1f}")
        finally:
            _git(["worktree", "remove", "--force", str(src)], cwd=bare)
            _git(["worktree", "prune"], cwd=bare)
            shutil.rmtree(src, ignore_errors=True)
            if not (home / "ok").exists() and not (home / "failed").exists():
                # Interrupted or a conflicting revert: leave nothing half-made behind.
                shutil.rmtree(home, ignore_errors=True)
        return out


def _revert(src: Path, commit: str) -> None:
    p = _git(["-c", "user.name=difftest", "-c", "user.email=difftest@localhost", "revert", "--no-commit", commit],
             cwd=src)
    if p.returncode:
        files = _git(["diff", "--name-only", "--diff-filter=U"], cwd=src).stdout.split()
        raise RevertConflict(commit, files)


def git_toolchain(repo: Path, rev: str, build_cmd: str, cache_dir: Path, revert: str | None = None) -> Toolchain:
    sha = resolve_rev(repo, rev)
    out = build_revision(repo, sha, build_cmd, cache_dir, revert)
    spec = f"git:{repo}@{sha[:12]}" + (f"-revert-{revert[:12]}" if revert else "")
    return from_dir(spec, out)
