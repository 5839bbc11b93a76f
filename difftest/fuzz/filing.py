"""Filing a campaign's findings, the flag's first: each looked up in the
findings store (a known one is not reduced again), its smallest program
reduced within `--reduce-budget`, attributed by a third compile without the
pair's flags, checked on a fixed target (a named CPU or `generic`, never
`host`), and written to OUT/findings/NNN-<slug>/: the reduced case (a
regression test once copied into a corpus), `original/`, `executables/`
(from the reduced program, the blamed side's, --swap or not), `repro.sh`
and `issue.md` (fuzz/issue.py)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
import json
import re
import shutil
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from ..core import procs
from ..core.crashes import crash_pass, stack_top
from ..core.results import CaseResult
from ..core.verdicts import Stage, Verdict, error_key
from ..corpus.config import CONFIG_NAME, OUT_MARKER
from ..corpus.discovery import load_corpus
from ..corpus.expectations import suggest_match
from ..corpus.inputs import load_arrays
from ..investigate import executables as exes
from ..investigate.reduce import reduce_case
from ..run.session import Session
from ..run.settings import RunSettings
from ..run.stages import CaseRun
from ..toolchains.kinds import Revision
from ..toolchains.targets import HOST_CPU, Target, make_target, parse_target
from . import dedupe, issue
from .diagnose import DUMP_FLAGS, Diagnostics, failing_pass
from .findings import Finding, attribution, flag_names
from .outcomes import Credit, Filed, Third, Whose
from .options import FuzzOptions
from .report import FuzzReport
from .since import Check, Since, classify, release_of, releases_to_check
from .store import FindingStore, StoreError, pair_key


def host_cpu(iree_compile: Path, work: Path) -> str | None:
    """The CPU `host` resolves to here (znver4, sapphirerapids...): a named
    CPU compiles the same on every machine, `host` does not."""
    work.mkdir(parents=True, exist_ok=True)
    src = work / "host-cpu.mlir"
    src.write_text("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %r = arith.addf %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n")
    try:
        done = procs.run([str(iree_compile), str(src), *HOST_CPU.compile_flags,
                          "--compile-to=executable-targets", "-o", str(work / "host-cpu.out.mlir")], 120)
        text = (work / "host-cpu.out.mlir").read_text(errors="replace") if done.returncode == 0 else ""
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r'cpu = "([^"]+)"', text)
    return m.group(1) if m and m.group(1) != "host" else None


class Filing:
    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, report: FuzzReport,
                 diagnostics: Diagnostics, store: FindingStore | None, say):
        self.fopts, self.settings, self.out, self.report = fopts, settings, out, report
        self.diagnostics, self.store, self.say = diagnostics, store, say
        self._host_cpu: list[str | None] = []
        self._lock = threading.Lock()
        self._jobs_each = settings.jobs
        self._own_release = release_of(settings.toolchain)
        self._revisions: list[Revision] | None = None

    def file(self, findings: list[Finding]) -> None:
        """The flag's findings first: each looked up in the store, reduced
        (a new one), attributed, checked and written."""
        rep, f = self.report, self.fopts
        order = sorted(findings, key=lambda x: (not x.regression, x.id))
        pair = pair_key(rep.flags)
        for x in order:
            known = self.store.known(x.key, pair) if self.store else None
            if known is not None:
                x.new, x.known = False, known
        to_reduce = [x for x in order if f.reduce and not self._known_reproducer(x)]
        reducing = {x.id for x in to_reduce}
        rep.reductions = {"findings": len(order), "to_reduce": len(to_reduce), "budget_each_s": f.reduce_budget,
                          "budget_s": round(f.reduce_budget * len(to_reduce), 1), "reducing_s": 0.0, "seconds": 0.0,
                          "overrun_s": 0.0, "side_by_side": 1}
        if order:
            self.say(f"fuzz: {len(order)} finding(s) ({sum(1 for x in order if not x.new)} known): reducing "
                     f"{len(to_reduce)}, the flag's first, at most {f.reduce_budget:.0f} s each "
                     f"({rep.reductions['budget_s']:.0f} s in all), then attributing and checking each")
        t0 = time.monotonic()
        # Under -j, findings are reduced side by side, the flag's first, and
        # each reduction judges its steps with the jobs left to it.
        workers = max(1, min(self.settings.jobs, len(to_reduce)))
        self._jobs_each = max(1, self.settings.jobs // workers)
        rep.reductions["side_by_side"] = workers
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="filing")
        try:
            futures = [(x, pool.submit(self._guarded, x, x.id in reducing)) for x in order]
            for x, fut in futures:
                fut.result()
                if not procs.stopping():
                    self._remember(x)  # the store's connection is this thread's
            if not procs.stopping():
                self.recheck({x.key for x in order})
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
            red = rep.reductions
            red["seconds"] = round(time.monotonic() - t0, 1)
            red["overrun_s"] = round(max(0.0, red["reducing_s"] - red["budget_s"]), 1)

    def _guarded(self, x: Finding, reduce: bool) -> None:
        if procs.stopping():
            return
        try:
            self._process(x, reduce)
        except procs.Interrupted:
            pass  # the campaign is stopping: what is written stands
        except Exception as e:  # one finding's trouble must not lose the others
            x.reduction = x.reduction or f"not written: {type(e).__name__}: {e}"
            x.filed = Filed.NOT_WRITTEN

    def _known_reproducer(self, x: Finding) -> bool:
        return bool(x.known and x.known.get("reproducer") and Path(x.known["reproducer"]).exists())

    def _process(self, x: Finding, reduce: bool) -> None:
        if self._known_reproducer(x):
            self._known(x)
            return
        target = self.out / "findings" / f"{x.id:03d}-{dedupe.slug(x.sig())}"
        target.mkdir(parents=True, exist_ok=True)
        x.directory = str(target)
        original = Path(x.representative)
        name = original.name
        # The program as generated, where discovery never takes it for a case: the
        # directory copied into a corpus is one regression test, the reduced one.
        kept = target / "original"
        kept.mkdir(exist_ok=True)
        (kept / OUT_MARKER).touch()
        for file in (f"{name}.mlir", CONFIG_NAME, "spec.json"):
            shutil.copyfile(original / file, kept / file)
        case = load_corpus(original).cases[0]
        reproducer = self._reduce(x, case, target) if reduce else None
        x.filed = Filed.UNREDUCED if reproducer is None else Filed.REDUCED
        if reproducer is None:
            # The original, as a case of its own: still a regression test.
            reproducer = target / f"{name}.mlir"
            shutil.copyfile(original / f"{name}.mlir", reproducer)
            cfg = (original / CONFIG_NAME).read_text()
            (target / CONFIG_NAME).write_text(cfg + _xfail_table(name, x, self.settings.target.name,
                                                                 has_table=f'[cases."{name}"]' in cfg))
        x.reproducer = str(reproducer)
        x.reproducer_lines = len(reproducer.read_text().splitlines())
        rcase = next((c for c in load_corpus(target).cases if c.path == reproducer.resolve()),
                     load_corpus(target).cases[0])
        self._attribute(x, rcase)
        fixed, result = self._fixed_target(x, rcase)
        self._since(x, rcase, fixed, result)
        self._executables(x, rcase, target, fixed, result)
        self._write_issue(x, rcase, target, fixed, result)

    def _known(self, x: Finding) -> None:
        """A known finding, as the store keeps it: its reproducer and the files
        beside it, and its release checks with this campaign's (hit again,
        it reproduces on this compiler)."""
        x.reproducer, x.directory = x.known["reproducer"], x.known.get("directory")
        x.reproducer_lines = len(Path(x.reproducer).read_text().splitlines())
        x.whose = Whose(x.known.get("whose") or x.whose)
        x.attribution = f"{x.whose.words}, as the findings store has it"
        x.reduction = f"known since {x.known['first_seen']}: not reduced again"
        x.filed = Filed.KNOWN
        where = Path(x.directory) if x.directory else Path(x.reproducer).parent
        x.issue = str(where / "issue.md") if (where / "issue.md").is_file() else None
        x.repro = str(where / "repro.sh") if (where / "repro.sh").is_file() else None
        since = Since.from_dict(x.known.get("since"))
        if self._own_release is not None and since.target.partition(":")[0] == self.settings.target.kind:
            since.add(self._own_release, Check.REPRODUCES)  # hit again by this compiler, on this backend
        x.since = since.to_dict(x.whose is Whose.FLAG) if since.checked else {}

    def _reduce(self, x: Finding, case, target: Path) -> Path | None:
        self.say(f"fuzz: reducing finding {x.id:03d} ({x.verdict}, {x.representative_lines} lines, the smallest "
                 f"of {x.hits}), at most {self.fopts.reduce_budget:.0f} s")
        work = dataclasses.replace(self.settings, out_dir=self.out / "reduce" / f"{x.id:03d}",
                                   jobs=self._jobs_each)
        t0 = time.monotonic()
        try:
            # A flag's finding where the other side fails too, otherwise: the flagged side's bug alone.
            alone = self.fopts.flagged if x.credit is Credit.FLAG else None
            red = reduce_case(case, work, time_budget=self.fopts.reduce_budget, output=target, level="program",
                              say=lambda line: None, alone=alone)
        except procs.Interrupted:
            raise
        except Exception as e:  # a finding is kept unreduced rather than lost
            x.reduction = f"not reduced: {type(e).__name__}: {e}"
            return None
        finally:
            with self._lock:
                self.report.reductions["reducing_s"] = round(self.report.reductions["reducing_s"]
                                                             + time.monotonic() - t0, 1)
        x.reduction = f"{red.outcome}: {red.reason}".rstrip(": ")
        return Path(red.output) if red.output else None

    def _attribute(self, x: Finding, rcase) -> None:
        """The third compile, without the pair's flags, for a failure the flag did not cause."""
        third = None
        if x.credit is not Credit.FLAG and x.signature.get("stage") == "compile":
            rec, _ = self.diagnostics.third_compile(rcase)
            if rec is not None:
                if rec.status is Stage.OK:
                    third = (rec.status.value, Third.OK)
                elif rec.status in (Stage.FAILED, Stage.CRASHED):
                    same = error_key(rec.error_line) == x.signature.get("message")
                    third = (rec.status.value, Third.SAME if same else Third.OTHER)
                else:
                    third = (rec.status.value, Third.UNDECIDED)
        x.third = third[1].value if third else ""
        x.whose, x.attribution = attribution(x.credit, third, self.report.flags, self.fopts.flagged)
        others = [s for s in x.crashed if s != self.fopts.flagged]
        if others and x.verdict == Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY.label:
            x.attribution += (f"; the {others[0]} crashed on every try ({x.crashed[others[0]][:120]}): a crash of the "
                              "side without the flag is no evidence against it")

    def _check_targets(self) -> list[Target]:
        out = []
        generic = self.settings.target.generic()
        if generic is not None and self.settings.target != generic:
            out.append(generic)
        out += [parse_target(t) for t in self.fopts.check_targets if parse_target(t) not in out]
        return out

    def _reproduces(self, x: Finding, result: CaseResult) -> bool:
        return self._same_key(x.key, x.signature, result)

    def _same_key(self, key: str, signature: dict, result: CaseResult) -> bool:
        if not result.verdict.is_fault:
            return False
        side = dedupe.blamed_side(result.verdict, self.fopts.flagged)
        rec = result.variants.get(side).compile if side and result.variants.get(side) else None
        name = ""
        if rec is not None and result.verdict.stage == "compile":
            name = failing_pass(rec.log_text())[0]
        sig = dedupe.signature(result, self.fopts.flagged, name or signature.get("failing_pass", ""))
        return sig.key() == key

    def _fixed_target(self, x: Finding, rcase) -> tuple[Target, CaseResult | None]:
        """The target repro.sh and issue.md compile for: the campaign's when
        it is fixed; for `host`, generic where the bug reproduces there, else
        the CPU `host` is here. Each checked target's answer is kept."""
        compile_only = x.signature.get("stage") == "compile"
        results: dict[str, CaseResult] = {}
        for t in self._check_targets():
            if procs.stopping():
                break
            try:
                res = self.diagnostics.on_target(rcase, t, compile_only)
            except procs.Interrupted:
                raise
            except Exception:  # a check that cannot run is not a check
                continue
            results[t.name] = res
            x.reproduces_on[t.name] = self._reproduces(x, res)
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
                    x.reproduces_on[fixed.name] = self._reproduces(x, results[fixed.name])
            except procs.Interrupted:
                raise
            except Exception:
                pass
        x.fixed_target = fixed.name
        return fixed, results.get(fixed.name)

    def _releases(self) -> list[Revision]:
        """The releases each new finding is checked on, found (and with
        --since listed) once per campaign."""
        with self._lock:
            if self._revisions is None:
                try:
                    self._revisions = releases_to_check(self.fopts.run.resolver(), self._own_release,
                                                        self.fopts.since, self.settings.cache_dir, self.say)
                except Exception as e:  # the check is extra: its trouble must not cost a finding
                    self._warn(f"no release is checked: {type(e).__name__}: {e}")
                    self._revisions = []
            return self._revisions

    def _since(self, x: Finding, rcase, fixed: Target, result: CaseResult | None) -> None:
        """Since which release: the reproducer on each release checked, for
        the fixed target, oldest first; the campaign's own answer is the one
        just had."""
        s = Since(fixed.name)
        if self._own_release is not None and result is not None:
            s.add(self._own_release, *classify(result, self._reproduces(x, result), self._pair_flags()))
        compile_only = x.signature.get("stage") == "compile"
        revisions = self._releases()
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
            s.add(rev.label, *classify(res, self._same_bug(x.key, x.signature, x.first_error, res),
                                       self._pair_flags()))
        x.since = s.to_dict(x.whose is Whose.FLAG)

    def _same_bug(self, key: str, signature: dict, first_error: str, result: CaseResult) -> bool:
        """The same bug on another compiler: the same key, or the same fixed
        words in the same stage's first error (a pass renamed between
        releases changes the key, not the bug)."""
        if self._same_key(key, signature, result):
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
        if self.store is None or self._own_release is None:
            return
        pair, own = pair_key(self.report.flags), self._own_release
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
        return classify(res, self._same_bug(row["key"], row["signature"], row["first_error"], res),
                        self._pair_flags())[0]

    def host_cpu(self) -> str | None:
        with self._lock:
            if not self._host_cpu:
                self._host_cpu.append(host_cpu(self.settings.toolchain.iree_compile, self.out / "diagnose" / "host"))
            return self._host_cpu[0]

    def _side_flags(self, result: CaseResult | None) -> dict[str, list[str]]:
        if result is None:
            return {}
        # The diagnosis's own flags are not the bug's: a reproducer is compiled as the pair compiles it
        # (one the campaign itself was given stays).
        return {n: _without_dump_flags(v.flags, self.settings.extra_flags) for n, v in result.variants.items()
                if n in ("baseline", "candidate")}

    def _executables(self, x: Finding, rcase, target: Path, fixed: Target, result: CaseResult | None) -> None:
        """The executable of the reduced program that fails alone with the
        blamed side's error, under executables/ (the flagged side's, --swap or not)."""
        if result is None or result.verdict.stage != "compile":
            return
        side = dedupe.blamed_side(result.verdict, self.fopts.flagged)
        rec = result.variants[side].compile
        if rec.status is not Stage.FAILED:
            return
        flags = self._side_flags(result)[side]
        work = self.out / "diagnose" / f"exe-{x.id:03d}"
        timeout = self.settings.compile_timeout or rcase.config.compile_timeout
        try:
            hit, why = exes.failing_executable(self.settings.toolchain.iree_compile, rcase.path, flags,
                                               rec.error_line, work, timeout)
        except procs.Interrupted:
            raise
        except Exception as e:
            hit, why = None, f"{type(e).__name__}: {e}"
        if hit is None:
            x.executable = {"none": why}
            return
        directory = target / "executables"
        directory.mkdir(parents=True, exist_ok=True)
        (directory / OUT_MARKER).touch()  # never discovered as cases
        path = directory / f"{rcase.path.stem}.{hit.executable.name}.mlir"
        path.write_text(hit.executable.path.read_text())
        argv = ["iree-compile", hit.argv[1], f"executables/{path.name}", *hit.argv[3:]]
        x.executable = {"name": hit.executable.name, "file": str(path), "command": argv,
                        "error_line": hit.error_line}

    def _write_issue(self, x: Finding, rcase, target: Path, fixed: Target, result: CaseResult | None) -> None:
        flags = self._side_flags(result)
        if not flags:
            return
        stage = x.signature.get("stage")
        blamed = dedupe.blamed_side(Verdict.from_label(x.verdict), self.fopts.flagged) or self.fopts.flagged
        source = rcase.path.name
        error = dedupe.error_line(result, self.fopts.flagged) if result is not None and result.verdict.is_fault \
            else x.first_error
        words = issue.fixed_words(error.replace(str(rcase.path), source))
        shown = issue.without_header(rcase.path.read_text())
        error = _as_shown(error, rcase)
        other = "baseline" if blamed == "candidate" else "candidate"
        run, needed = None, None
        if stage == "compile":
            needed = self._needed(x, flags, result, words)
        if needed is not None:
            sides = needed.sides
        elif stage == "compile":
            both = x.credit is Credit.BOTH
            other_expects = ("crashes" if _crashed(result, other) else "fails-with") if both else "not-with"
            sides = [issue.Side(blamed, flags[blamed], "crashes" if _crashed(result, blamed) else "fails-with", words),
                     issue.Side(other, flags[other], other_expects, words)]
        else:
            sides = [issue.Side(n, flags[n], "compiles") for n in ("baseline", "candidate")]
            run = self._run_spec(x, rcase, target, result, blamed)
        sides.sort(key=lambda s: s.name)
        header = [f"found by difftest fuzz --seed {self.fopts.seed} on {self.settings.target.name}; "
                  f"compiled here for {fixed.name}",
                  f"iree-compile {self.settings.toolchain.version} @ {(self.settings.toolchain.commit or '?')[:12]}"]
        title = self._title(x, fixed)
        repro = issue.Repro(f"finding {x.id:03d}: {title}", source, sides, run, [needed.note] if needed else [])
        script = target / "repro.sh"
        script.write_text(issue.repro_script(repro, header))
        script.chmod(0o755)
        other_side, other_error = other_side_of(result, blamed, other, stage)
        if needed is not None:
            commands = [line for side, words_ in zip(needed.sides, needed.says)
                        for line in (f"# {words_}", issue.command(source, side.flags))]
        elif stage == "compile":
            commands = [f"# the {blamed}: fails", issue.command(source, flags[blamed]),
                        f"# the {other}: {other_side}", issue.command(source, flags[other])]
        else:
            commands = [issue.command(source, flags[n], f"{n}.vmfb") for n in ("baseline", "candidate")]
        text = issue.issue_markdown(
            x, title=title, toolchain={**self.settings.toolchain.describe(), "release": self._own_release},
            target=self.settings.target.name,
            fixed_target=fixed.name, flags=flags, pair=self.report.flags, other_side=f"the {other} {other_side}",
            blamed=blamed, source_name=source, other_error=_as_shown(other_error, rcase) if other_error else "",
            source_text=shown, commands=commands, first_error=error, seen_on=x.targets,
            reproduces_on=x.reproduces_on, campaign=f"seed {self.fopts.seed}, program {Path(x.representative).name}",
            executable=x.executable if x.executable and "command" in x.executable else None,
            expect=self._expected(x, result, blamed, run), since=(x.since or {}).get("words", ""),
            crash=_crash(result, blamed), failing=needed.failing if needed else "")
        (target / "issue.md").write_text(text)
        x.issue, x.repro = str(target / "issue.md"), str(script)
        self._scrub(target)

    def _needed(self, x: Finding, flags: dict[str, list[str]], result: CaseResult | None,
                words: str) -> "Needed | None":
        """The compiles of a failure that needs fewer of the pair's flags than
        the sides have, as the third compile told: the backend's that fails
        the same way without any of them (one compile, without them), or the
        common flags' that compiles without them (the side without the flag,
        and the program compiled with none of the pair's flags). None where
        the bug needs the sides as they are (the flag's)."""
        if x.signature.get("stage") != "compile" or result is None:
            return None
        pair = set(self._pair_flags())
        unflagged = "baseline" if self.fopts.flagged == "candidate" else "candidate"
        if unflagged not in flags:
            return None
        bare = [f for f in flags[unflagged] if f not in pair]
        crashes = any(_crashed(result, s) for s in flags)
        fails = issue.Side("without_pair", bare, "crashes" if crashes else "fails-with", words)
        left_out = " ".join(sorted(pair))
        if x.whose is Whose.BACKEND and x.third == Third.SAME.value:
            return Needed([fails], ["without the pair's flags: fails"],
                          f"without the pair's flags, with `{' '.join(bare) or 'no flags'}` (the pair's flags, "
                          f"`{left_out}`, are left out: it fails the same way without them)",
                          f"the pair's flags ({left_out}) are left out: it fails the same way without them")
        if x.whose is Whose.COMMON and x.third == Third.OK.value:
            common = " ".join(self._common())
            only = " ".join(self._flag_only())
            with_common = issue.Side("with_common", flags[unflagged], fails.expect, words)
            compiles = issue.Side("without_pair", bare, "not-with", words)
            return Needed([with_common, compiles], [f"with {common}: fails", f"without {common}: compiles"],
                          f"the {unflagged}, with `{' '.join(flags[unflagged])}`; without `{common}` it compiles"
                          + (f" (`{only}` is left out: the bug does not need it)" if only else ""),
                          f"{only or 'the flag'} is left out: the bug needs only {common}")
        return None

    def _expected(self, x: Finding, result: CaseResult | None, blamed: str, run: dict | None) -> str:
        only, common = self._flag_only(), self._common()
        needs = {Whose.FLAG: only, Whose.COMMON: common}.get(x.whose, [])
        stage = x.signature.get("stage", "")
        return issue.expected(str(x.whose), stage, x.verdict, _crashed(result, blamed) if result else False, needs,
                              (run or {}).get("rtol"), (run or {}).get("atol"))

    def _scrub(self, target: Path) -> None:
        """No local path in the finding's directory: its files are for pasting and sharing."""
        roots = [str(self.out.resolve()), str(self.out), str(target.resolve().parent), str(Path.home()),
                 tempfile.gettempdir()]
        for path in target.rglob("*"):
            if path.is_file() and path.suffix in (".mlir", ".md", ".sh"):  # not a config: its paths are read
                text = path.read_text()
                clean = issue.scrub_paths(text, roots)
                if clean != text:
                    path.write_text(clean)

    def _title(self, x: Finding, fixed: Target) -> str:
        sig = x.sig()
        what = f"'{sig.op}' " if sig.op else ""
        words = issue.fixed_words(x.first_error, 120).replace(f"'{sig.op}' op ", "").replace(f"'{sig.op}' ", "")
        where = f" in {sig.failing_pass}" if sig.failing_pass else ""
        whose = {Whose.FLAG: " with " + " ".join(self._flag_only()),
                 Whose.COMMON: " with " + " ".join(self._common())}.get(x.whose, "")
        return f"[{fixed.name}] {what}{words}{where}{whose}".strip()

    def _pair_flags(self) -> list[str]:
        return [*self.report.flags.get("baseline", []), *self.report.flags.get("candidate", [])]

    def _flag_only(self) -> list[str]:
        return flag_names(self.report.flags, self.fopts.flagged)[0]

    def _common(self) -> list[str]:
        return flag_names(self.report.flags, self.fopts.flagged)[1]

    def _run_spec(self, x: Finding, rcase, target: Path, result: CaseResult | None, blamed: str) -> dict | None:
        session = Session(dataclasses.replace(self.settings, out_dir=self.out / "diagnose" / "repro"))
        try:
            run = CaseRun.of(rcase, session)
            prep = run.prepare()
        finally:
            session.close()
        if prep is None:
            return None
        inputs = []
        for i, a in enumerate(load_arrays(prep.entry.inputs_path)):
            name = f"repro.arg{i}.npy"
            np.save(target / name, a)
            inputs.append(name)
        differing = next((c for c in (result.comparisons if result else []) if not c.within_tolerance), None)
        numerics = x.signature.get("stage") == "numerics"
        return {"function": prep.entry.sig.entry,
                "inputs": inputs, "driver": self.settings.target.driver, "blamed": blamed,
                "mode": "numerics" if numerics else "fails", "outputs": len(prep.entry.sig.results),
                "rtol": differing.rtol if differing else 1e-5, "atol": differing.atol if differing else 1e-5}

    def _remember(self, x: Finding) -> None:
        if self.store is None:
            return
        tc = self.settings.toolchain
        try:
            self.store.remember(x.key, pair_key(self.report.flags), x.signature, x.whose, x.first_error, x.hits,
                                list(x.targets), f"{tc.version} @ {(tc.commit or '?')[:12]}", x.reproducer,
                                x.directory, since=x.since)
        except StoreError as e:
            self._warn(f"finding {x.id:03d} is not remembered: {e}")
            return
        if self.store.problem:
            self._warn(f"the findings store keeps no copy of finding {x.id:03d}'s reproducer ({self.store.problem}); "
                       f"it points at {x.reproducer}")

    def _warn(self, line: str) -> None:
        self.report.warnings.append(line)
        self.say(f"fuzz: warning: {line}")


def other_side_of(result: CaseResult | None, blamed: str, other: str, stage: str | None) -> tuple[str, str]:
    """What the side the finding does not blame does with the program
    shipped (the reproducer, compiled for the fixed target), in words, and
    its own first error where it fails otherwise. Never the original
    program's: a reduction that kept the flagged side's bug alone can leave
    the other side compiling, though it failed on the program generated."""
    v = result.variants.get(other) if result is not None else None
    rec = v.compile if v is not None else None
    if rec is None:
        return "was not compiled", ""
    if rec.status is Stage.OK:
        return ("compiles" if stage == "compile" else "compiles and runs"), ""
    if rec.status is Stage.CRASHED:
        return f"crashes ({rec.error_line or 'iree-compile crashed'})", ""
    if rec.status is not Stage.FAILED:
        return f"was not judged ({rec.status.value})", ""
    mine = result.variants.get(blamed)
    mine_line = mine.compile.error_line if mine is not None and mine.compile is not None else None
    if result.verdict is Verdict.BOTH_COMPILE_FAIL or error_key(rec.error_line) == error_key(mine_line):
        return "fails the same way", ""
    return "fails otherwise", rec.error_line or ""


def _as_shown(error: str, rcase) -> str:
    """An error line as issue.md shows it: the reproducer by its file name,
    its line numbers those of the IR without the reducer's comment header."""
    text = rcase.path.read_text()
    return issue.located_in_shown(error.replace(str(rcase.path), rcase.path.name), rcase.path.name,
                                  issue.header_lines(text))


def _crashed(result: CaseResult | None, side: str) -> bool:
    v = result.variants.get(side) if result is not None else None
    return v is not None and v.compile is not None and v.compile.status is Stage.CRASHED


@dataclass
class Needed:
    """The compiles a bug needs, where that is fewer flags than the pair's
    sides: repro.sh's sides, what each one shows in issue.md's commands, the
    failing compile in words, and a note of what was left out."""

    sides: list[issue.Side]
    says: list[str]
    failing: str
    note: str


def _crash(result: CaseResult | None, side: str) -> dict | None:
    """A crash of the blamed side's compile as issue.md tells it: its
    signal, the pass it crashed in and the top of its stack trace."""
    if not _crashed(result, side):
        return None
    rec = result.variants[side].compile
    log = rec.log_text()
    return {"how": procs.how_it_ended(rec.returncode), "pass": crash_pass(log), "stack": stack_top(log)}


def _without_dump_flags(flags: list[str], own: tuple[str, ...]) -> list[str]:
    """`flags` less the diagnosis's DUMP_FLAGS, each as often as the diagnosis added it."""
    out = list(flags)
    for flag in DUMP_FLAGS:
        extra = out.count(flag) - list(own).count(flag)
        for _ in range(max(0, extra)):
            del out[len(out) - 1 - out[::-1].index(flag)]
    return out


def _xfail_table(name: str, finding: Finding, target: str, has_table: bool) -> str:
    # The sides the xfail is judged by (run/stages.py): exactly those at fault.
    sides = Verdict.from_label(finding.verdict).sides_at_fault
    lines = [finding.first_error] + ([finding.other_error] if finding.other_error else [])
    match = suggest_match(lines) if finding.first_error and "error" in finding.first_error else None
    entry = (f'xfail = {{ reason = "difftest fuzz finding {finding.id:03d}: {finding.verdict}", '
             + (f"match = {json.dumps(match)}, " if match else "")
             + (f"sides = {json.dumps(list(sides))}, " if sides else "")
             + f'targets = ["{target}"] }}\n')
    return ("" if has_table else f'[cases."{name}"]\n') + entry
