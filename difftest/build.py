"""Toolchains built from git revisions by the user's build command.

The user's checkout is only ever read. Revisions are checked out from a
bare mirror in the cache (`git clone --bare --shared`, so no objects are
copied), into a throwaway worktree; the build goes to
<cache>/builds/<key>/out and is reused for that commit from then on. A
failed build is remembered (with its log) and is a *skip* for bisect.
"""
from __future__ import annotations

import hashlib
import re
import shlex
import shutil
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import git

from . import procs
from .toolchain import Toolchain, ToolchainUnavailable, compiler_only, from_dir, locked, with_runtime

GIT_TIMEOUT = 600
DEFAULT_BUILD_TIMEOUT = 4 * 3600


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
        # Its own process group: a timeout or Ctrl-C stops every compiler it started.
        done = procs.run(["bash", "-c", text], timeout, cwd=src, stdout=f, stderr=subprocess.STDOUT)
        if done.timed_out:
            f.write(f"\n[difftest] build timed out after {timeout:g} s\n")
            return 124
        return done.returncode


def build_home(sha: str, build_cmd: str, cache_dir: Path, revert: str | None = None) -> Path:
    """Where the build of `sha` (with `revert` reverted) by `build_cmd` lives."""
    cmd_key = hashlib.sha256(build_cmd.encode()).hexdigest()[:8]
    return cache_dir / "builds" / (sha + (f"-revert-{revert}" if revert else "") + f"-{cmd_key}")


def is_built(sha: str, build_cmd: str, cache_dir: Path) -> bool:
    """Already built, or already known not to build: either way, free to probe."""
    home = build_home(sha, build_cmd, cache_dir)
    return (home / "ok").exists() or (home / "failed").exists()


def build_revision(repo: Path, sha: str, build_cmd: str, cache_dir: Path, revert: str | None = None,
                   timeout: float = DEFAULT_BUILD_TIMEOUT, retry_failed: bool = False) -> Path:
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
            if not retry_failed:
                STATS.add("reused")
                raise BuildFailed(f"build of {sha[:12]} failed before with a compile error of the source "
                                  f"(--retry-failed builds it again); log: {log}", cached=True, deterministic=True)
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
                text = log.read_text(errors="replace") if log.exists() else ""
                if deterministic_failure(text):
                    (home / "failed").write_text(str(rc))
                    raise BuildFailed(f"build of {sha[:12]} failed (exit {rc}) with a compile error; log: {log}",
                                      deterministic=True)
                # Anything else (out of memory, a full disk, a timeout) may not
                # happen next time: keep the log aside, remember nothing.
                aside = cache_dir / "builds" / "failed-logs" / f"{key}-{int(time.time())}.log"
                aside.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(log, aside)
                raise BuildFailed(f"build of {sha[:12]} failed (exit {rc}); not remembered, since the log shows "
                                  f"no compile error of the source; log: {aside}")
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


def git_toolchain(repo: Path, rev: str, build_cmd: str, cache_dir: Path, revert: str | None = None,
                  runtime: str | None = None) -> Toolchain:
    sha = resolve_rev(repo, rev)
    out = build_revision(repo, sha, build_cmd, cache_dir, revert)
    spec = f"git:{repo}@{sha[:12]}" + (f"-revert-{revert[:12]}" if revert else "")
    if runtime:
        return with_runtime(compiler_only(spec, out), runtime, cache_dir)
    return from_dir(spec, out)
