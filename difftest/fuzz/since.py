"""Since which release: a finding's reproducer compiled (and run, for a
numerics finding) by other IREE releases, for the fixed target its
issue.md names, to say the first release where it reproduces and whether
the newest still does.

The releases checked are the ones the toolchain cache already holds (no
network, no install: checking them costs a compile each), the campaign's
own compiler when it is a release, and with `--since VERSION` every final
release from VERSION to the newest on the index, installed as a sweep
installs them. A release that does not know the pair's flags is
`flag-unknown`, which is how "the flag's first release" is told.

A known finding's record in the findings store carries its checks, and a
later campaign on another compiler adds its own: a known finding that no
longer reproduces there is reported as fixed upstream, since that release.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from packaging.version import InvalidVersion, Version

from ..core.results import CaseResult
from ..core.verdicts import Kind, Verdict
from ..toolchains.base import Toolchain
from ..toolchains.kinds import RELEASES, Resolver, Revision
from ..toolchains.releases import list_releases
from .outcomes import _Word


class Check(_Word):
    """What one release did with a finding's reproducer."""

    REPRODUCES = "reproduces"
    NOT = "does-not-reproduce"
    FLAG_UNKNOWN = "flag-unknown"  # the release does not know the pair's flags
    UNCHECKED = "could-not-check"  # the release could not be had, or the check could not run


def release_of(toolchain: Toolchain) -> str | None:
    """The final release a toolchain is, when it is one: a `release:` one,
    or the installed wheel by its package's version (a release's compiler
    may call itself by the candidate it was cut from: 3.13.0 says
    3.13.0rc20261016). Nightlies and builds are not releases."""
    if toolchain.spec.startswith("release:"):
        version = toolchain.spec.partition(":")[2]
    elif toolchain.spec == "installed":
        try:
            version = metadata.version("iree-base-compiler")
        except metadata.PackageNotFoundError:
            return None
    else:
        return None
    try:
        v = Version(version)
    except InvalidVersion:
        return None
    return None if v.is_prerelease or v.is_devrelease or v.local else str(v)


def installed_releases(cache_dir: Path | None) -> list[str]:
    """The final releases the toolchain cache holds ready, oldest first."""
    if cache_dir is None:
        return []
    out = []
    for home in (cache_dir / "toolchains").glob("release-*"):
        v = home.name.removeprefix("release-")
        try:
            ok = not Version(v).is_prerelease and (home / "ready").exists()
        except InvalidVersion:
            continue
        if ok:
            out.append(v)
    return sorted(out, key=Version)


def releases_to_check(resolver: Resolver, own: str | None, since: str | None, cache_dir: Path | None,
                      say=lambda line: None) -> list[Revision]:
    """The releases a finding is checked on, oldest first, the campaign's own
    left out (its answer is the finding itself): those the run's cache holds
    installed (none under --no-cache), and with `since` those from it to the
    newest on the index."""
    versions = set(installed_releases(cache_dir))
    if since is not None:
        try:
            index = list_releases(find_links=resolver.find_links)
        except Exception as e:  # offline: the installed ones still answer
            say(f"fuzz: --since {since}: {e}; checking the installed releases only")
            index = []
        finals = [v for v in index if not Version(v).is_prerelease and Version(v) >= Version(since)]
        versions |= set(finals)
    versions.discard(own or "")
    chosen = sorted(versions, key=Version)
    return RELEASES.revisions(chosen[0], chosen[-1], resolver, versions=chosen) if chosen else []


@dataclass
class Since:
    """A finding's checks, release by release, and what they say."""

    target: str = ""  # the target the checks compile for
    checked: dict[str, str] = field(default_factory=dict)  # version -> Check word
    notes: dict[str, str] = field(default_factory=dict)  # version -> why it could not be checked

    def add(self, version: str, check: Check, note: str = "") -> None:
        self.checked[version] = Check(check).value
        if note:
            self.notes[version] = note[:300]
        self.checked = dict(sorted(self.checked.items(), key=lambda kv: Version(kv[0])))

    def to_dict(self, whose_flag: bool = True) -> dict:
        return {"target": self.target, "checked": self.checked, "notes": self.notes,
                "first": self.first, "still": self.still, "words": self.words(whose_flag)}

    @classmethod
    def from_dict(cls, d: dict | None) -> "Since":
        d = d or {}
        s = cls(d.get("target", ""), {}, dict(d.get("notes", {})))
        for v, c in (d.get("checked") or {}).items():
            s.add(v, Check(c))
        return s

    def _answered(self) -> list[tuple[str, Check]]:
        return [(v, Check(c)) for v, c in self.checked.items() if c != Check.UNCHECKED]

    @property
    def first(self) -> str | None:
        """The oldest release where it reproduces."""
        return next((v for v, c in self._answered() if c is Check.REPRODUCES), None)

    @property
    def still(self) -> bool | None:
        """Whether the newest release checked reproduces it (None: none answered)."""
        answered = self._answered()
        return answered[-1][1] is Check.REPRODUCES if answered else None

    def fixed_in(self) -> str | None:
        """The first release after the newest that reproduces where it no
        longer does: fixed upstream there, it seems."""
        answered = self._answered()
        last = max((i for i, (_, c) in enumerate(answered) if c is Check.REPRODUCES), default=None)
        if last is None or last + 1 >= len(answered):
            return None
        return answered[last + 1][0]

    def words(self, whose_flag: bool = True) -> str:
        """"reproduces from 3.9.0 (the flag's first release) to 3.13.0", and
        where it does not, or "" when nothing was checked."""
        answered = self._answered()
        if not answered:
            return ""
        first = self.first
        if first is None:
            return "reproduces on none of the releases checked (" + ", ".join(v for v, _ in answered) + ")"
        yes = [v for v, c in answered if c is Check.REPRODUCES]
        last = yes[-1]
        older = [(v, c) for v, c in answered if Version(v) < Version(first)]
        if older and older[-1][1] is Check.FLAG_UNKNOWN:
            why = " (the flag's first release)" if whose_flag else " (the first release that knows the pair's flags)"
        elif older:
            why = f" (not on {older[-1][0]})"
        elif any(Version(v) < Version(first) for v in self.checked):
            why = " (the oldest release that could check it)"
        else:
            why = " (the only release checked)" if len(answered) == 1 else " (the oldest release checked)"
        text = f"reproduces from {first}{why} to {last}" if first != last else f"reproduces on {first}{why}"
        gaps = [v for v, c in answered if Version(first) < Version(v) < Version(last) and c is not Check.REPRODUCES]
        if gaps:
            text += f", but not on {', '.join(gaps)}"
        fixed = self.fixed_in()
        if fixed is not None:
            text += f"; not on {fixed} and after: fixed upstream, it seems"
        return text


def classify(result: CaseResult, reproduces: bool, pair_flags: list[str]) -> tuple[Check, str]:
    """A release's answer, from its verdict on the reproducer, and a note
    where it could not answer. A release that does not know one of the
    pair's flags is flag-unknown; one that does not know the target (a chip
    named since) could not check it."""
    verdict = result.verdict
    if verdict is Verdict.FLAG_UNSUPPORTED:
        names = {f.split("=", 1)[0] for f in pair_flags if f}
        if any(n in (result.reason or "") for n in names):
            return Check.FLAG_UNKNOWN, ""
        return Check.UNCHECKED, f"this release does not know the target's flags: {(result.reason or '')[:200]}"
    if verdict.kind in (Kind.NOT_JUDGED, Kind.ERROR):
        return Check.UNCHECKED, f"{verdict.label}: {(result.reason or '')[:200]}"
    return (Check.REPRODUCES if reproduces else Check.NOT), ""


def merged_since(old: dict, new: dict) -> dict:
    """Two records of release checks of one reproducer as one: the newer
    answer for a release checked twice. Checks made for another target say
    nothing of this reproducer's: the older record stands."""
    if not new:
        return old or {}
    if old and old.get("checked") and old.get("target") and new.get("target") not in (None, "", old["target"]):
        return old  # checks for another target say nothing of this reproducer's
    if not old or not old.get("checked"):
        return {"target": new.get("target", ""), "checked": dict(new.get("checked", {})),
                "notes": dict(new.get("notes", {}))}
    checked = {**(old or {}).get("checked", {}), **new.get("checked", {})}
    notes = {**(old or {}).get("notes", {}), **new.get("notes", {})}
    return {"target": (old or {}).get("target") or new.get("target", ""), "checked": checked, "notes": notes}
