"""The tiers of a bisect, after mozregression's handlers: PyPI releases,
IREE's daily candidates (nightlies), commits. A tier is a handler over one
kind of revision, with its own build budget and verdict memo. It says
whether the options ask for it (`selected`), which revisions it searches
when it comes first (`first`: the whole --good..--bad range), and which it
searches within the range the tier before it narrowed to (`within`). The
driver (commands.py) chains the selected tiers in the registry's order,
TIERS; a new tier is one class and one `register` call.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..core.errors import UsageError
from ..core.registry import insert
from ..toolchains import releases
from ..toolchains.base import ToolchainUnavailable
from ..toolchains.build import Builder
from ..toolchains.kinds import GIT, RELEASES, Resolver, Revision
from ..toolchains.releases import version_key
from .driver import BuildBudget, LevelResult, LevelStatus, Outcome, VerdictMemo
from .options import BisectOptions


@dataclass
class Context:
    """What a tier reads besides its options: the resolver, the builder of
    --repo, the bisect's verdict memo, and where to say what it does."""

    b: BisectOptions
    resolver: Resolver
    builder: Builder | None
    memo: VerdictMemo
    say: Callable[[str], None]


class Tier:
    name = ""  # its level's name in reports and in the JSON report
    option = ""  # how a user asks for it, when it can come first: for the error that none was asked for
    # Its revisions are built from source (as opposed to installed).
    builds = False
    # How its level may end for a later tier to search within the range it left.
    narrows = frozenset({LevelStatus.DECIDED})

    def selected(self, b: BisectOptions) -> bool:
        raise NotImplementedError

    def check(self, b: BisectOptions) -> None:
        """A usage error for options it cannot work with, before anything runs."""

    def budget(self, b: BisectOptions) -> BuildBudget:
        return BuildBudget()

    def memo(self, ctx: Context) -> VerdictMemo:
        return ctx.memo

    def first(self, ctx: Context) -> tuple[list[Revision], Outcome]:
        """The revisions from --good to --bad, oldest first, and the older one's verdict."""
        raise UsageError(f"a bisect cannot start at the {self.name} level")

    def within(self, ctx: Context, lr: LevelResult, old: Outcome) -> list[Revision] | None:
        """The revisions between the two that bracket lr's change, oldest
        first, their verdicts carried over; None (having said why) when this
        tier has none there."""
        ctx.say(f"no {self.name} between {lr.revisions[lr.range[0]].label} and {lr.revisions[lr.range[1]].label}")
        return None

    def noun(self, b: BisectOptions) -> str:
        """What its revisions are called in "the first bad revision is one of N ..."."""
        return self.name

    def log_command(self, b: BisectOptions, old: Revision, last: Revision) -> str | None:
        """The command that lists a range left of its revisions, if any."""
        return None


TIERS: dict[str, Tier] = {}


def register(tier: Tier, before: str | None = None) -> Tier:
    """A tier into the chain: last, or just before the tier named `before`."""
    return insert(TIERS, tier.name, tier, before, "bisect tier")


def chain(b: BisectOptions) -> list[Tier]:
    """The tiers these options ask for, in order; a usage error when none."""
    tiers = [t for t in TIERS.values() if t.selected(b)]
    if not tiers:
        asks = [t.option for t in TIERS.values() if t.option]
        either = f"{asks[0]}, {asks[1]}, or both" if len(asks) == 2 else "one or more of " + ", ".join(asks)
        raise UsageError(f"bisect needs {either}")
    return tiers


def steps(n: int) -> int:
    """Probes a bisection of n revisions costs."""
    return max(1, math.ceil(math.log2(n + 1))) if n else 0


def carry(revs: list[Revision], lr: LevelResult, old: Outcome) -> None:
    """The bracketing revisions' verdicts carry over: no install or build for the endpoints."""
    revs[0].carried, revs[0].carried_from = old.value, lr.revisions[lr.range[0]].label
    revs[-1].carried, revs[-1].carried_from = old.other.value, lr.revisions[lr.range[1]].label


# ---- the tiers ----------------------------------------------------------------------------------


class Releases(Tier):
    name, option = "releases", "--releases"

    def selected(self, b: BisectOptions) -> bool:
        return b.releases

    def first(self, ctx: Context) -> tuple[list[Revision], Outcome]:
        b = ctx.b
        old = Outcome.GOOD if version_key(b.good) < version_key(b.bad) else Outcome.BAD
        revs = RELEASES.revisions(b.good, b.bad, ctx.resolver)
        ctx.say(f"bisecting {len(revs)} releases {revs[0].label} .. {revs[-1].label}")
        return revs, old


class Nightlies(Tier):
    """The daily candidates between the two bracketing releases: about six
    installs instead of most of the source builds."""

    name = "nightlies"
    narrows = frozenset({LevelStatus.DECIDED, LevelStatus.CANDIDATES})

    def selected(self, b: BisectOptions) -> bool:
        return b.releases and b.nightlies

    def within(self, ctx: Context, lr: LevelResult, old: Outcome) -> list[Revision] | None:
        old_rel, new_rel = lr.revisions[lr.range[0]], lr.revisions[lr.range[1]]
        if not ctx.resolver.find_links:
            ctx.say(f"no daily candidates to bisect: give --find-links {releases.IREE_FIND_LINKS} (or a directory "
                    "of wheels); going from releases to commits")
            return None
        try:
            revs = RELEASES.revisions(old_rel.label, new_rel.label, ctx.resolver, candidates=True)
        except ToolchainUnavailable as e:
            ctx.say(f"no daily candidates reachable ({str(e).splitlines()[0]}); going from releases to commits")
            return None
        if len(revs) <= 2:
            ctx.say(f"no daily candidates between {old_rel.label} and {new_rel.label} on "
                    f"{' '.join(ctx.resolver.find_links)}; going from releases to commits")
            return None
        carry(revs, lr, old)
        ctx.say(f"bisecting {len(revs) - 2} daily candidates between releases {old_rel.label} and {new_rel.label} "
                f"(about {steps(len(revs) - 2)} installs)")
        return revs


class Commits(Tier):
    name, option, builds = "commits", "--repo PATH --build CMD", True

    def selected(self, b: BisectOptions) -> bool:
        return b.repo is not None

    def check(self, b: BisectOptions) -> None:
        if not b.run.build:
            raise UsageError("--repo needs --build 'CMD' ({src} and {out} are substituted)")
        open_repo(b.repo)

    def budget(self, b: BisectOptions) -> BuildBudget:
        return BuildBudget(b.max_builds)

    def noun(self, b: BisectOptions) -> str:
        return "first-parent commits" if b.first_parent else "commits"

    def log_command(self, b: BisectOptions, old: Revision, last: Revision) -> str | None:
        if not (old.commit and last.commit):
            return None
        return f"git log --oneline{' --first-parent' if b.first_parent else ''} {old.commit[:12]}..{last.commit[:12]}"

    def revisions(self, ctx: Context, old: str, new: str) -> list[Revision]:
        return GIT.revisions(ctx.builder, old, new, ctx.resolver, ctx.b.first_parent)

    def first(self, ctx: Context) -> tuple[list[Revision], Outcome]:
        b = ctx.b
        repo = open_repo(b.repo)
        good, bad = resolve_two(repo, b.repo, b.good, b.bad, f"--good {b.good} / --bad {b.bad}")
        if repo.is_ancestor(good, bad):
            old, (lo, hi) = Outcome.GOOD, (good, bad)
        elif repo.is_ancestor(bad, good):
            old, (lo, hi) = Outcome.BAD, (bad, good)
        else:
            raise UsageError(f"--good {b.good} and --bad {b.bad} are not on one line of history")
        revs = self.revisions(ctx, lo, hi)
        ctx.say(f"bisecting {len(revs)} commits {revs[0].label} .. {revs[-1].label}")
        return revs, old

    def within(self, ctx: Context, lr: LevelResult, old: Outcome) -> list[Revision] | None:
        """The commits between the two bracketing releases (or candidates),
        the commits of those two judged by their wheels."""
        import git

        old_rel, new_rel = lr.revisions[lr.range[0]], lr.revisions[lr.range[1]]
        old_tc, new_tc = old_rel.make_toolchain(), new_rel.make_toolchain()
        if not (old_tc.commit and new_tc.commit):
            ctx.say("cannot map the bracketing releases to commits (iree-compile --version names none); "
                    "stopping at the release level")
            return None
        repo = open_repo(ctx.b.repo)
        try:
            repo.commit(old_tc.commit), repo.commit(new_tc.commit)
        except (ValueError, git.BadName) as e:
            why = "(fetch them)" if isinstance(e, git.BadName) else f"({str(e).splitlines()[0]})"
            ctx.say(f"commits {old_tc.commit[:12]}..{new_tc.commit[:12]} of releases {old_rel.label} and "
                    f"{new_rel.label} cannot be read in {ctx.b.repo} {why}; stopping at the release level")
            return None
        fp = ctx.b.first_parent
        n = sum(1 for _ in repo.iter_commits(f"{old_tc.commit}..{new_tc.commit}", first_parent=fp))
        ctx.say(f"commits between {old_rel.label} and {new_rel.label}: {n} (about {steps(n)} builds): "
                f"git log --oneline{' --first-parent' if fp else ''} {old_tc.commit[:12]}..{new_tc.commit[:12]}")
        # The release level judged these two commits with the release wheels: no build.
        revs = self.revisions(ctx, old_tc.commit, new_tc.commit)
        carry(revs, lr, old)
        ctx.say(f"bisecting {len(revs)} commits {revs[0].label} .. {revs[-1].label} "
                f"(the commits of releases {old_rel.label} and {new_rel.label})")
        return revs


for _tier in (Releases(), Nightlies(), Commits()):
    register(_tier)


# ---- the user's checkout ------------------------------------------------------------------------


def open_repo(path: Path):
    """The user's checkout, read only; a usage error when it is not one."""
    import git

    try:
        return git.Repo(path)
    except git.NoSuchPathError:
        raise UsageError(f"--repo {path}: no such directory") from None
    except git.InvalidGitRepositoryError:
        raise UsageError(f"--repo {path}: not a git repository (give the root of an IREE checkout)") from None


def resolve_two(repo, path: Path, a: str, b: str, named: str) -> tuple[str, str]:
    """Two revisions of the checkout at path, as full shas; a usage error
    saying which the user `named` when either does not resolve."""
    import git

    try:
        return repo.commit(a).hexsha, repo.commit(b).hexsha
    except (git.BadName, ValueError) as e:
        raise UsageError(f"--repo {path}: cannot resolve {named}: {e}") from None
