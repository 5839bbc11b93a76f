"""Where a finding reproduces, for filing it (fuzz/filing.py): on the
targets checked (generic, and --check-target's), on the fixed target that
repro.sh and issue.md compile for (a named CPU or `generic`, never `host`),
on the releases before this one (since which release), and, for the
findings store's known findings of the pair, on this campaign's compiler
(fixed upstream?)."""
from __future__ import annotations

import threading
from pathlib import Path

from ..core import procs
from ..core.crashes import failing_pass
from ..core.results import CaseResult
from ..corpus.discovery import load_corpus
from ..run.plan.settings import RunSettings
from ..toolchains import cpus
from ..toolchains.kinds import Revision
from ..toolchains.targets import HOST_CPU, Target, make_target, parse_target
from . import dedupe, issue
from .diagnose import Diagnostics
from .findings import Finding
from .options import FuzzOptions
from .outcomes import Whose
from .report import FuzzReport
from .since import Check, Since, classify, release_of, releases_to_check
from .store import FindingStore, StoreError, pair_key


def pair_flags(flags: dict[str, list[str]]) -> list[str]:
    """Every flag of the pair, the baseline's then the candidate's."""
    return [*flags.get("baseline", []), *flags.get("candidate", [])]


class Checks:
    """A campaign's checks of its findings; the releases it checks on and the
    CPU `host` is here are found once, whichever thread asks first."""

    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, report: FuzzReport,
                 diagnostics: Diagnostics, store: FindingStore | None, say, warn):
        self.fopts, self.settings, self.out, self.report = fopts, settings, out, report
        self.diagnostics, self.store, self.say, self._warn = diagnostics, store, say, warn
        self.own_release = release_of(settings.toolchain)
        self._lock = threading.Lock()
        self._revisions: list[Revision] | None = None
        self._host_cpu: list[str | None] = []

    def check_targets(self) -> list[Target]:
        out = []
        generic = self.settings.target.generic()
        if generic is not None and self.settings.target != generic:
            out.append(generic)
        out += [parse_target(t) for t in self.fopts.check_targets if parse_target(t) not in out]
        return out

    def reproduces(self, x: Finding, result: CaseResult) -> bool:
        return self.same_key(x.key, x.signature, result)

    def same_key(self, key: str, signature: dict, result: CaseResult) -> bool:
        if not result.verdict.is_fault:
            return False
        side = dedupe.blamed_side(result.verdict, self.fopts.flagged)
        rec = result.variants.get(side).compile if side and result.variants.get(side) else None
        name = ""
        if rec is not None and result.verdict.stage == "compile":
            name = failing_pass(rec.log_text())[0]
        sig = dedupe.signature(result, self.fopts.flagged, name or signature.get("failing_pass", ""))
        return sig.key() == key

    def fixed_target(self, x: Finding, rcase) -> tuple[Target, CaseResult | None]:
        """The target repro.sh and issue.md compile for: the campaign's when
        it is fixed; for `host`, generic where the bug reproduces there, else
        the CPU `host` is here. Each checked target's answer is kept."""
        compile_only = x.signature.get("stage") == "compile"
        results: dict[str, CaseResult] = {}
        for t in self.check_targets():
            if procs.stopping():
                break
            try:
                res = self.diagnostics.on_target(rcase, t, compile_only)
            except procs.Interrupted:
                raise
            except Exception:  # a check that cannot run is not a check
                continue
            results[t.name] = res
            x.reproduces_on[t.name] = self.reproduces(x, res)
        campaign = self.settings.target
        generic = campaign.generic()
        if not (campaign.is_cpu and campaign.arg in ("", "host")) or generic is None:
            fixed = campaign  # a named chip compiles the same on every machine
        elif x.reproduces_on.get(generic.name):
            fixed = generic
        else:
            cpu = self.host_cpu()
            fixed = make_target(campaign.backend, cpu) if cpu else generic
        if fixed.name not in results:
            try:
                results[fixed.name] = self.diagnostics.on_target(rcase, fixed, compile_only)
                if fixed.name != campaign.name:
                    x.reproduces_on[fixed.name] = self.reproduces(x, results[fixed.name])
            except procs.Interrupted:
                raise
            except Exception:
                pass
        x.fixed_target = fixed.name
        return fixed, results.get(fixed.name)

    def releases(self) -> list[Revision]:
        """The releases each new finding is checked on, found (and with
        --since listed) once per campaign."""
        with self._lock:
            if self._revisions is None:
                try:
                    self._revisions = releases_to_check(self.fopts.run.resolver(), self.own_release,
                                                        self.fopts.since, self.settings.cache_dir, self.say)
                except Exception as e:  # the check is extra: its trouble must not cost a finding
                    self._warn(f"no release is checked: {type(e).__name__}: {e}")
                    self._revisions = []
            return self._revisions

    def since(self, x: Finding, rcase, fixed: Target, result: CaseResult | None) -> None:
        """Since which release: the reproducer on each release checked, for
        the fixed target, oldest first; the campaign's own answer is the one
        just had."""
        s = Since(fixed.name)
        if self.own_release is not None and result is not None:
            s.add(self.own_release, *classify(result, self.reproduces(x, result), pair_flags(self.report.flags)))
        compile_only = x.signature.get("stage") == "compile"
        revisions = self.releases()
        if revisions:
            self.say(f"fuzz: finding {x.id:03d}: checking the reproducer on {len(revisions)} other release(s) "
                     f"({revisions[0].label} .. {revisions[-1].label})")
        for rev in revisions:
            if procs.stopping():
                break
            try:
                tc = rev.make_toolchain()
                res = self.diagnostics.on_target(rcase, fixed, compile_only, toolchain=tc)
            except procs.Interrupted:
                raise
            except Exception as e:  # a release that cannot be had or run is unchecked, not a "no"
                s.add(rev.label, Check.UNCHECKED, f"{type(e).__name__}: {e}")
                continue
            s.add(rev.label, *classify(res, self.same_bug(x.key, x.signature, x.first_error, res),
                                       pair_flags(self.report.flags)))
        x.since = s.to_dict(x.whose is Whose.FLAG)

    def same_bug(self, key: str, signature: dict, first_error: str, result: CaseResult) -> bool:
        """The same bug on another compiler: the same key, or the same fixed
        words in the same stage's first error (a pass renamed between
        releases changes the key, not the bug)."""
        if self.same_key(key, signature, result):
            return True
        if not result.verdict.is_fault or result.verdict.stage != signature.get("stage"):
            return False
        line = dedupe.error_line(result, self.fopts.flagged)
        return bool(line) and issue.fixed_words(line) == issue.fixed_words(first_error)

    def recheck(self, hit: set[str]) -> None:
        """The findings store's other findings of this pair and target, on
        this campaign's compiler when it is a release none of them was checked
        on: one that no longer reproduces was fixed upstream, it seems. The
        report then lists every known finding whose checks say so."""
        if self.store is None or self.own_release is None:
            return
        pair, own = pair_key(self.report.flags), self.own_release
        for row in self.store.of_pair(pair):
            since = Since.from_dict(row["since"])
            if procs.stopping():
                break
            if (row["key"] not in hit and since.target and own not in since.checked
                    and self.settings.target.name in row["targets"] and row["reproducer"]
                    and Path(row["reproducer"]).is_file()):
                since.add(own, self._recheck_one(row, since))
                try:
                    self.store.checked(row["key"], pair, since.to_dict())
                except StoreError as e:
                    self._warn(f"a known finding's check is not remembered: {e}")
            fixed = since.fixed_in()
            if fixed is not None:
                whose_flag = row["whose"] == Whose.FLAG.value
                self.report.fixed_upstream.append({"key": row["key"], "first_error": row["first_error"][:300],
                                                   "fixed_in": fixed, "reproducer": row["reproducer"],
                                                   "words": since.words(whose_flag)})

    def _recheck_one(self, row: dict, since: Since) -> Check:
        reproducer = Path(row["reproducer"])
        try:
            case = next(c for c in load_corpus(reproducer.parent).cases if c.path == reproducer.resolve())
            res = self.diagnostics.on_target(case, parse_target(since.target),
                                             row["signature"].get("stage") == "compile")
        except procs.Interrupted:
            raise
        except Exception:  # a check that cannot run is not a "no"
            return Check.UNCHECKED
        return classify(res, self.same_bug(row["key"], row["signature"], row["first_error"], res),
                        pair_flags(self.report.flags))[0]

    def host_cpu(self) -> str | None:
        with self._lock:
            if not self._host_cpu:
                # LLVM's name for it: a finding's reproducer names a CPU, never `host`.
                found = cpus.compiled_for(self.settings.toolchain, list(HOST_CPU.compile_flags),
                                          self.settings.cache_dir)
                self._host_cpu.append(found.name if found is not None and found.name != "host" else None)
            return self._host_cpu[0]
