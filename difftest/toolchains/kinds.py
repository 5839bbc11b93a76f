"""The kinds of toolchain a user names, as resolver objects: how each finds
its compiler, whether its variants may share a compiled prefix, how it
provides a runtime, and which revisions lie between two of its toolchains.

- ``installed``: the packages of the environment difftest runs in;
- ``release:3.10.0``: PyPI wheels in a cached venv (installed once, LRU-evicted);
- ``dir:PATH``: an IREE build/install tree (``tools/iree-compile``) or a venv;
- ``git:REPO@REV``: a worktree of a cache mirror, built by the user's command
  (build.py); never the user's own checkout.

A new kind is one class here, registered in KINDS.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from ..core.cache import default_cache_dir
from .base import Toolchain, ToolchainUnavailable, compiler_only, from_dir, installed, mixed
from .build import Builder, resolve_rev
from .releases import candidates_between, hold, list_releases, release_toolchain, releases_between


@dataclass(frozen=True)
class Resolver:
    """What resolving a toolchain needs besides its spec: the cache, and for
    git: builds, the user's build command and workspace choices."""

    cache_dir: Path = field(default_factory=default_cache_dir)
    build: str | None = None
    runtime: str | None = None  # --runtime: another runtime, mixed in on purpose
    build_dir: Path | None = None
    clean_builds: bool = False
    retry_failed: bool = False
    # Pages or directories of wheels (IREE's candidates): release: toolchains come from them alone.
    find_links: tuple[str, ...] = ()

    def builder(self, repo: Path) -> Builder:
        if not self.build:
            raise ValueError("git: toolchains need --build 'CMD' (placeholders {src} and {out})")
        return Builder(Path(repo), self.build, self.cache_dir, build_dir=self.build_dir, clean=self.clean_builds,
                       retry_failed=self.retry_failed)


@dataclass
class Revision:
    """One toolchain in a range a driver walks (bisect, sweep): made on
    demand, since making one may install or build."""

    label: str  # what users see: 3.10.0 or a short sha
    key: str  # memo key part: release:3.10.0 or the full sha with the build command
    make_toolchain: Callable[[], Toolchain]
    commit: str | None = None
    # True when the toolchain is already built or installed: free to probe.
    is_ready: Callable[[], bool] = lambda: False
    # Built from source (a commit), as opposed to installed (a release):
    # what --max-builds counts.
    builds: bool = True
    # A verdict established without making this toolchain (a release's
    # commit takes the release's verdict), and where it came from.
    carried: str | None = None
    carried_from: str | None = None


class ToolchainKind:
    name = ""
    # Released compilers keep their flags to their phases, so variants that
    # differ only in late flags may share a compiled prefix.
    shares_prefix = False
    usage = ""

    def toolchain(self, arg: str, r: Resolver) -> Toolchain:
        raise NotImplementedError

    def runtime(self, arg: str, r: Resolver) -> tuple[Path, tuple[str, ...]]:
        """(python, pythonpath) of this kind's runtime, for --runtime."""
        raise ValueError(f"--runtime {self.name}:...: a {self.name} toolchain cannot provide a runtime; "
                         "use installed or release:X.Y.Z")


class Installed(ToolchainKind):
    name, shares_prefix, usage = "installed", True, "installed"

    def toolchain(self, arg: str, r: Resolver) -> Toolchain:
        return installed()

    def runtime(self, arg: str, r: Resolver) -> tuple[Path, tuple[str, ...]]:
        return Path(sys.executable), ()


class Release(ToolchainKind):
    name, shares_prefix, usage = "release", True, "release:X.Y.Z"

    def toolchain(self, arg: str, r: Resolver) -> Toolchain:
        return release_toolchain(arg, r.cache_dir, r.find_links)

    def runtime(self, arg: str, r: Resolver) -> tuple[Path, tuple[str, ...]]:
        rel = release_toolchain(arg, r.cache_dir, r.find_links)
        return rel.python, rel.pythonpath

    def revisions(self, good: str, bad: str, r: Resolver, versions: list[str] | None = None,
                  candidates: bool = False) -> list[Revision]:
        """The releases from one endpoint to the other, oldest first; with
        `candidates`, the daily candidates between two releases instead."""
        versions = versions or list_releases(find_links=r.find_links)
        chosen = candidates_between(versions, good, bad) if candidates else releases_between(versions, good, bad)
        return [Revision(v, f"release:{v}",
                         (lambda v=v: with_kind(self, release_toolchain(v, r.cache_dir, r.find_links))),
                         is_ready=(lambda v=v: (r.cache_dir / "toolchains" / f"release-{v}" / "ready").exists()),
                         builds=False)
                for v in chosen]


class Dir(ToolchainKind):
    name, usage = "dir", "dir:PATH"

    def toolchain(self, arg: str, r: Resolver) -> Toolchain:
        if r.runtime:
            return compiler_only(f"dir:{arg}", Path(arg))
        return from_dir(f"dir:{arg}", Path(arg).expanduser())


class Git(ToolchainKind):
    name, usage = "git", "git:REPO@REV (with --build)"

    def toolchain(self, arg: str, r: Resolver) -> Toolchain:
        repo, _, rev = arg.rpartition("@")
        if not repo or not rev:
            raise ValueError(f"toolchain git:{arg!r}: expected git:REPO@REV")
        builder = r.builder(Path(repo))
        return self.built(builder, resolve_rev(Path(repo), rev), r)

    def built(self, builder: Builder, sha: str, r: Resolver, revert: str | None = None) -> Toolchain:
        """A commit (with `revert` reverted), built if need be. Raises
        BuildFailed (a skip) or RevertConflict."""
        out = builder.build(sha, revert)
        # In use from here on, as a release is: a prune or another bisect's eviction passes it by.
        # A build evicted between its making and the hold is made again.
        for _ in range(2):
            if hold(out.parent):
                break
            out = builder.build(sha, revert)
        spec = builder.spec(sha, revert)
        tc = compiler_only(spec, out) if r.runtime else from_dir(spec, out)
        return finish(self, tc, r)

    def revisions(self, builder: Builder, old: str, new: str, r: Resolver,
                  first_parent: bool = True) -> list[Revision]:
        import git

        repo = git.Repo(builder.repo)
        old_sha, new_sha = repo.commit(old).hexsha, repo.commit(new).hexsha
        if not repo.is_ancestor(old_sha, new_sha):
            raise ValueError(f"{old} is not an ancestor of {new} in {builder.repo}")
        commits = list(repo.iter_commits(f"{old_sha}..{new_sha}", first_parent=first_parent, reverse=True))
        shas = [old_sha] + [c.hexsha for c in commits]
        # Another build command makes another compiler: it must not share verdicts.
        return [Revision(s[:12], f"git:{s}:{builder.command_key}", (lambda s=s: self.built(builder, s, r)),
                         commit=s, is_ready=(lambda s=s: builder.is_ready(s))) for s in shas]


KINDS: dict[str, ToolchainKind] = {k.name: k for k in (Installed(), Release(), Dir(), Git())}
RELEASES: Release = KINDS["release"]  # type: ignore[assignment]
GIT: Git = KINDS["git"]  # type: ignore[assignment]


def kind_of(spec: str) -> ToolchainKind:
    name = spec.partition(":")[0]
    if name not in KINDS:
        raise ValueError(f"unknown toolchain {spec!r}: use " + ", ".join(k.usage for k in KINDS.values()))
    return KINDS[name]


def with_kind(kind: ToolchainKind, tc: Toolchain) -> Toolchain:
    return replace(tc, shares_prefix=kind.shares_prefix)


def finish(kind: ToolchainKind, tc: Toolchain, r: Resolver) -> Toolchain:
    """The kind's sharing rule, and the runtime mixed in by --runtime."""
    tc = with_kind(kind, tc)
    if not r.runtime:
        return tc
    python, pythonpath = kind_of(r.runtime).runtime(r.runtime.partition(":")[2], r)
    return mixed(tc, python, pythonpath, r.runtime)


def resolve(spec: str, r: Resolver | None = None) -> Toolchain:
    """The toolchain a spec names. Raises ToolchainUnavailable when it
    cannot be had (bisect's skip), ValueError on a malformed spec."""
    r = r or Resolver()
    kind = kind_of(spec)
    if r.runtime:
        kind_of(r.runtime)  # a typo fails before any install or build
    if isinstance(kind, Git):
        return kind.toolchain(spec.partition(":")[2], r)
    return finish(kind, kind.toolchain(spec.partition(":")[2], r), r)


__all__ = ["KINDS", "Resolver", "Revision", "ToolchainUnavailable", "kind_of", "resolve"]
