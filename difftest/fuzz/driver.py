"""`difftest fuzz`: generate programs aimed at a flag, judge each through
the same case stages as `difftest run`, keep what the flag reached, and
hand back one finding per bug, attributed, reduced and ready to file.

The loop, round by round (fuzz/schedule.py: a round is one program per
lane; two rounds in flight):
1. programs: new ones from the generator, and mutations of programs the
   flag reached in the same lane (reach is the feedback, as coverage is for
   fuzzers);
2. each is verified with the MLIR bindings (one that does not verify is a
   generator bug: counted, never a finding), written as a case, and judged
   by the case stages on one shared session; the time budget is checked
   before each round, and a program not started when it runs out is not;
3. a compile failure's blamed side is compiled again, fresh, with
   `--mlir-print-ir-after-failure` (fuzz/diagnose.py): the failing pass
   for its signature, and a second try: a failure it does not repeat is
   flaky, said so with its crash, never a finding. The other side, where
   it crashed, is compiled again too: a crash it does not repeat is
   flaky, said so, and the pair's verdict is decided again from what that
   side gives now (a crash of the side without the flag is never the
   flag's bug);
4. every result is counted, and a failing one goes to its finding by
   signature (fuzz/dedupe.py), across programs and targets.
Then the findings are filed, the flag's first (fuzz/filing.py): looked up
in the findings store, reduced, attributed, checked on a fixed target and
written with repro.sh and issue.md. fuzz.json and fuzz.md are written after
every round and whatever ends the campaign.
"""
from __future__ import annotations

import dataclasses
import re
import resource
import shutil
import sys
import time
from collections import Counter, deque
from pathlib import Path

from ..core import environment, procs
from ..core.results import CaseResult
from ..core.verdicts import SIDES, Stage, Verdict, error_key, stage_verdict
from ..corpus.config import CONFIG_NAME
from ..corpus.discovery import load_corpus
from ..corpus.variants import DEFAULT_BASELINE, DEFAULT_CANDIDATE
from ..run.bundle import BundleWriter
from ..run.meta import run_meta
from ..run.options import RunOptions
from ..run.plan.prepare import entry_dir_name
from ..run.plan.settings import RunSettings, plan, variants_of
from ..run.scheduler import CaseStream
from ..run.session import Session
from ..run.stages import StageKit, run_case
from . import dedupe, pack, schedule
from .diagnose import Diagnosis, Diagnostics
from .filing import Filing
from .findings import FindingSet, Hit
from .generator import Spec, dtypes_for, render, verify
from .options import FuzzOptions
from .outcomes import Credit, Stopped
from .pack import Pack
from .report import FuzzReport, exit_code, report_dict, write_reports
from .store import FindingStore, StoreError

# What callers import from here: the options, the report and its exit status.
__all__ = ["FuzzOptions", "FuzzReport", "Fuzzer", "exit_code", "fuzz", "report_dict", "write_reports"]
EFFECT_FIGURES = ("dispatch-count", "transient-memory-size")
# The compile stage's own words for a crash it did not see twice (run/compile/modules.py), and fuzz's
# for one the stage saw twice and fuzz's second try did not see again.
_CRASHED_ONCE = "iree-compile crashed once"
_CRASH_NOT_REPEATED = "iree-compile crashed on both of the compile stage's tries, and not on fuzz's"
_CRASH_HOW = re.compile(r"crashed \((?P<how>[^)]*)\)")


def _flip(opts: RunOptions) -> RunOptions:
    """--swap: the candidate's flags as the baseline, and the other way round."""
    base = opts.baseline_flags if opts.baseline_flags is not None else DEFAULT_BASELINE
    cand = opts.candidate_flags if opts.candidate_flags is not None else DEFAULT_CANDIDATE
    return dataclasses.replace(opts, baseline_flags=tuple(cand), candidate_flags=tuple(base))


def reached(r: CaseResult) -> bool:
    """Did the flag change anything: the compile outcome, the module's
    bytes, or its figures?"""
    b, c = r.variants.get("baseline"), r.variants.get("candidate")
    if b is None or c is None or b.compile is None or c.compile is None:
        return False
    if b.compile.status is not c.compile.status:
        return True
    if b.compile.status is Stage.OK:
        return b.compile.vmfb_sha256 != c.compile.vmfb_sha256 or b.compile.statistics != c.compile.statistics
    return error_key(b.compile.error_line) != error_key(c.compile.error_line)


def _reach(r: CaseResult, own: tuple[bool, int] | None, packed: bool) -> tuple[bool, dict[str, int | None]]:
    """(reached, the effect figures' deltas) of one program. In a module
    (fuzz/pack.py), `own` is its own function's (changed, change in
    dispatches); without it, the module's change is every program's, and
    its figures no one's."""
    if own is not None:
        return own[0], {"dispatch-count": own[1]}
    if packed:
        return reached(r), {}
    return reached(r), {fig: r.delta(fig) for fig in EFFECT_FIGURES}


class Fuzzer:
    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, say=print,
                 store: FindingStore | None = None):
        # Fuzz names a failure's pass in its own second try (diagnose.py), not in the case stages.
        settings = dataclasses.replace(settings, name_passes=False)
        self.fopts, self.settings, self.out, self.say, self.store = fopts, settings, out, say, store
        shard = schedule.parse_shard(fopts.shard) if fopts.shard else None
        self.lanes = schedule.lanes_of(shard)
        self.pools = schedule.Pools(fopts.seed, fopts.motif, dtypes_for(settings.target.name))
        self.report = FuzzReport(fopts.seed, fopts.motif, settings.target.name, settings.toolchain.describe(),
                                 {}, fopts.swap, fopts.flagged, fopts.shard, list(self.lanes), fopts.count,
                                 time_budget=fopts.time_budget, store=str(store.path) if store else None)
        # The pair, before any program: a campaign the time budget stops before its first still says what it compared.
        self.report.flags = {v.name: list(v.flags) for v in variants_of({}, settings)}
        self.findings = FindingSet(fopts.flagged)
        self.effect: dict[str, Counter] = {f: Counter() for f in EFFECT_FIGURES}
        self.programs_dir = out / "programs"
        self.bundle = BundleWriter(fopts.run.bundle) if fopts.run.bundle else None
        self.report.screening = self._screening()
        self.diagnostics = Diagnostics(settings, out / "diagnose")
        self.second_tries: dict[str, Diagnosis] = {}
        self._jobs: dict = {}  # a round's jobs (id of its batch -> job key -> program index or Pack)
        self._screened_reach: dict[int, bool] = {}  # program index -> did the flag reach it, where a screen saw it
        self.t0 = time.monotonic()
        self.cpu0 = cpu_seconds()

    def _screening(self) -> bool:
        """Screening asked for, and possible: packed rounds (a bundle keeps
        one module per case) and a pair told apart by the flow phase."""
        if not self.fopts.screening:
            return False
        if self.bundle is not None:
            if self.fopts.screen:
                self.report.warnings.append("--screen: a bundle keeps each program's module whole; none is screened")
            return False
        flags = self.report.flags
        if pack.seen_at_flow(flags.get("baseline", []), flags.get("candidate", [])):
            return True
        self.report.warnings.append("not screened: the pair differs in flags that act after the flow phase, or in "
                                    "none; every program is compiled in full")
        return False

    def process_findings(self) -> None:
        """The findings, filed (fuzz/filing.py), the flag's first."""
        try:
            Filing(self.fopts, self.settings, self.out, self.report, self.diagnostics, self.store,
                   self.say).file(list(self.findings))
        finally:
            self.diagnostics.close()
            shutil.rmtree(self.out / "diagnose", ignore_errors=True)

    # ---- programs -------------------------------------------------------------------

    def _write(self, index: int, spec: Spec, text: str) -> Path:
        name = schedule.program_name(index)
        d = self.programs_dir / name
        shapes = spec.input_shapes()
        # A difftest.toml always: it makes the directory the program's corpus, so it is named pNNNNN/pNNNNN.
        lines = [f"# Generated by difftest fuzz (seed {self.fopts.seed}, program {index})."]
        if shapes:
            lines.append(f'[cases."{name}"]')
            lines += [f"inputs.{k} = {{ shape = {v} }}" for k, v in shapes.items()]
        d.mkdir(parents=True, exist_ok=True)
        for path, content in ((d / f"{name}.mlir", text), (d / "spec.json", spec.to_json() + "\n"),
                              (d / CONFIG_NAME, "\n".join(lines) + "\n")):
            try:
                path.write_text(content)
            except OSError as e:  # a write that fails names no file: this one does
                raise OSError(e.errno, e.strerror, str(path)) from e
        return d

    # ---- the loop -------------------------------------------------------------------------

    def budget_spent(self) -> bool:
        b = self.fopts.time_budget
        return b is not None and time.monotonic() - self.t0 >= b

    def _case(self, planned, kit: StageKit) -> CaseResult | None:
        """One program's stages, in a job slot: not started once the time
        budget is spent; a compile failure compiled again at once, while
        the slot is the program's."""
        if self.budget_spent():
            return None
        if isinstance(planned, Pack):
            try:
                return pack.run(planned, kit, self.fopts.flagged, run_case, self.report.screening)
            except procs.Interrupted:
                return None
        r = run_case(planned, kit)
        if r.verdict.is_fault and r.verdict.stage == "compile":
            try:
                self._second_tries(planned.case, r)
            except procs.Interrupted:
                pass  # stopping: the record stands, undiagnosed
        shared = dedupe.shared_failure(r, self.fopts.flagged)
        if shared is not None:
            other = next(s for s in SIDES if s != self.fopts.flagged)
            r.decide(Verdict.BOTH_COMPILE_FAIL, f"both fail to compile with the {self.fopts.flagged}'s error: "
                                                f"{r.variants[self.fopts.flagged].compile.error_line}; the {other}'s "
                                                f"log has it after its first: {shared}")
        return r

    def _second_tries(self, case, r: CaseResult) -> None:
        """The blamed side compiled again (its diagnosis), and any other
        side that crashed: a crash that does not repeat there is replaced by
        what that side gives now, and the verdict decided again."""
        side = dedupe.blamed_side(r.verdict, self.fopts.flagged)
        self.second_tries[r.case] = self.diagnostics.second_try(case, r, side)
        for other in r.verdict.failing:
            rec = r.variants[other].compile
            if other == side or rec is None or rec.status is not Stage.CRASHED:
                continue
            again = self.diagnostics.second_try(case, r, other)
            if again.crashed or again.environment or again.record is None:
                continue  # it crashes every time (the finding names it), or the machine could not say
            again.record.notes.append(f"{_CRASH_NOT_REPEATED}: {rec.error_line}; then {again.status}: "
                                      f"{again.error_line or 'compiled'}")
            r.variants[other].compile = again.record
            decided = stage_verdict("compile", r.variants["baseline"].compile, r.variants["candidate"].compile)
            if decided is not None:
                r.decide(*decided)

    def run(self) -> FuzzReport:
        rep, f = self.report, self.fopts
        session = Session(self.settings, bundle=self.bundle)
        if not self.settings.compile_only:
            rep.devices = session.devices()
        stream = CaseStream(self.settings, session, case_fn=self._case)
        rounds = schedule.rounds(self.lanes, f.count)
        flight: deque = deque()

        def launch() -> None:
            if procs.stopping():
                return
            if self.budget_spent():
                rep.stopped = rep.stopped or Stopped.TIME_BUDGET
                return
            indices = next(rounds, None)
            if indices is None:
                rep.stopped = rep.stopped or Stopped.COUNT
                return
            flight.append(self._launch(indices, stream))

        try:
            for _ in range(schedule.IN_FLIGHT):
                launch()
            while flight:
                batch = flight.popleft()
                results = self._settle(batch, stream)
                # In program order: the pools grow the same way every time.
                for index in sorted(batch):
                    spec, d, _ = batch[index]
                    if index in results and results[index][0] is None:
                        rep.screened += 1  # the flag did not reach it: not compiled past the flow phase
                    elif index in results:
                        self._record(*results[index], spec, d, index)
                    else:
                        rep.not_started += 1
                        shutil.rmtree(d, ignore_errors=True)
                self._progress()
                write_reports(rep, self.out)
                launch()
            if procs.stopping():
                rep.stopped, rep.signal = Stopped.INTERRUPTED, procs.stop_signal()
        finally:
            stream.close()
            session.close()
            rep.cpu_seconds = round(cpu_seconds() - self.cpu0, 1)
            rep.effect = {k: {str(d): n for d, n in sorted(c.items())} for k, c in self.effect.items()}
            rep.findings = list(self.findings)
            if f.time_budget is not None:
                rep.overrun_s = round(max(0.0, time.monotonic() - self.t0 - f.time_budget), 1)
        return rep

    def _progress(self) -> None:
        rep = self.report
        elapsed = time.monotonic() - self.t0
        rep.seconds = round(elapsed, 1)
        rep.programs_per_minute = round(rep.decided / elapsed * 60, 1) if elapsed else 0.0
        rep.findings = list(self.findings)
        mine = sum(1 for x in self.findings if x.credit is Credit.FLAG)
        screened = f", {rep.screened} screened out" if rep.screening else ""
        self.say(f"fuzz: {rep.judged} programs judged{screened} ({rep.programs_per_minute:.0f}/min), {rep.in_reach} "
                 f"in reach; findings: {mine} of the flag's, {len(self.findings) - mine} not"
                 + (f"; {len(rep.flaky)} flaky" if rep.flaky else "")
                 + (f"; {rep.invalid} invalid" if rep.invalid else ""))

    def _launch(self, indices, stream: CaseStream) -> dict:
        """Make, verify and submit a round, as one module of its programs
        (fuzz/pack.py); program index -> (spec, directory, its case alone)."""
        rep = self.report
        batch = {}
        for i in indices:
            if self.budget_spent():
                rep.stopped = rep.stopped or Stopped.TIME_BUDGET
                break  # the rest of the round is never made: making and verifying them costs time too
            spec, mutated = self.pools.next_spec(i)
            text = render(spec)
            problem = verify(text)
            rep.programs += 1
            rep.mutated += mutated
            if problem is not None:
                rep.invalid += 1
                if len(rep.invalid_examples) < 5:
                    d = self._write(i, spec, text)
                    rep.invalid_examples.append(f"{d}: {problem[:200]}")
                continue
            d = self._write(i, spec, text)
            planned = plan(load_corpus(d).cases, self.settings)[0]
            batch[i] = (spec, d, planned)
        # A bundle stores one module per case: its programs are compiled alone.
        if batch and self.bundle is None:
            members = [pack.Member(i, d.name, d, render(spec, d.name)) for i, (spec, d, _) in batch.items()]
            jobs = self._submit_pack(pack.module_name(min(batch)), members, batch, stream, None)
        else:
            jobs = self._submit_alone(list(batch), batch, stream)
        self._jobs[id(batch)] = jobs
        return batch

    @staticmethod
    def _submit_alone(indices: list[int], batch: dict, stream: CaseStream) -> dict:
        jobs = {}
        for i in indices:
            planned = batch[i][2]
            stream.submit(planned.case.name, planned)
            jobs[planned.case.name] = i
        return jobs

    def _submit_pack(self, name: str, members: list[pack.Member], batch: dict, stream: CaseStream,
                     reach: dict | None) -> dict:
        p = pack.write(name, self.settings.out_dir / "packed", members)
        if reach is not None:  # a screen saw these members: their reach is known, and not looked for again
            p.reach = {m.name: reach[m.name] for m in members}
        p.planned = plan([pack.entry_case(batch[m.index][2].case, p, m) for m in members], self.settings)
        self.report.modules["compiled"] = self.report.modules.get("compiled", 0) + 1
        stream.submit(f"module:{name}", p)
        return {f"module:{name}": p}

    def _settle(self, batch: dict, stream: CaseStream) -> dict:
        """Every program of a round judged: index -> (its result, its
        function, reached, the effect figures' deltas). A module some program failed is split, and its parts
        submitted and waited for in turn, until each result is one program's."""
        jobs, done = self._jobs.pop(id(batch)), {}
        by_name = {d.name: i for i, (_, d, _) in batch.items()}
        while jobs:
            results = stream.wait(list(jobs))
            more: dict = {}
            for key, job in jobs.items():
                got = results.get(key)
                if got is None:
                    continue  # not started: the time budget, or a signal
                if not isinstance(job, Pack):
                    hit, deltas = _reach(got, None, False)
                    # A screen's reach stands for a program it kept: the flow phase, as for its module's others.
                    done[job] = (got, "main", self._screened_reach.pop(job, hit), deltas)
                    continue
                for name, r in got.results.items():
                    own = got.reach.get(name) if got.reach else None
                    done[by_name[name]] = (r, name, *_reach(r, own, True))
                    self._cleanup_entry(r, name)
                for m in got.screened:
                    done[m.index] = (None, m.name, False, {})
                pack.remove(job, self.settings.out_dir)
                if got.failed:
                    more.update(self._split(job, got, batch, stream))
                elif got.screened:
                    more.update(self._kept(job, got, batch, stream))
            jobs = more
        return done

    def _alone(self, members: list[pack.Member], got: pack.PackOutcome, batch: dict, stream: CaseStream) -> dict:
        if got.reach is not None:
            self._screened_reach.update({m.index: got.reach[m.name][0] for m in members})
        return self._submit_alone([m.index for m in members], batch, stream)

    def _split(self, job: Pack, got: pack.PackOutcome, batch: dict, stream: CaseStream) -> dict:
        mods = self.report.modules
        mods["split"] = mods.get("split", 0) + 1
        mods["programs_alone"] = mods.get("programs_alone", 0) + len(got.alone)
        jobs = self._alone(got.alone, got, batch, stream)
        for k, group in enumerate(got.groups, 1):
            jobs.update(self._submit_pack(f"{job.name}-{k}", group, batch, stream, got.reach))
        return jobs

    def _kept(self, job: Pack, got: pack.PackOutcome, batch: dict, stream: CaseStream) -> dict:
        """What a screen kept (its one group), in a module of its own: a
        program alone goes through the stages as its own case (its reach is
        the module's)."""
        mods = self.report.modules
        mods["screened"] = mods.get("screened", 0) + 1
        kept = got.groups[0] if got.groups else []
        if len(kept) <= 1:
            return self._alone(kept, got, batch, stream)
        return self._submit_pack(f"{job.name}-r", kept, batch, stream, got.reach)

    def _cleanup_entry(self, r: CaseResult, function: str) -> None:
        """A packed entry that passed keeps nothing: the program's own directory holds its source."""
        if not r.verdict.is_fault:
            shutil.rmtree(self.settings.out_dir / entry_dir_name(r.case, Path(r.path), function), ignore_errors=True)

    def _record(self, r: CaseResult, function: str, hit: bool, deltas: dict, spec: Spec, d: Path,
                index: int) -> None:
        rep = self.report
        rep.verdicts[r.verdict.label] = rep.verdicts.get(r.verdict.label, 0) + 1
        if r.verdict is Verdict.INTERRUPTED:
            rep.interrupted += 1
            return
        if r.verdict is Verdict.CASE_ERROR:
            rep.setup_errors += 1
            if len(rep.invalid_examples) < 5:
                rep.invalid_examples.append(f"{d}: case-error: {r.reason.splitlines()[0][:200]}")
            return
        self._crashed_once(r, d)
        if not r.verdict.judged:  # no device, an unknown flag, the machine's failure: counted, not judged
            rep.not_judged += 1
            rep.not_judged_why = rep.not_judged_why or f"{d.name}: {r.verdict.label}: {r.reason.splitlines()[0][:300]}"
            return
        rep.judged += 1
        if hit:
            rep.in_reach += 1
            self.pools.add(index, spec)
            for fig, delta in deltas.items():
                if delta is not None:
                    self.effect[fig][delta] += 1
        if r.verdict.is_fault:
            self._finding(r, d)
        elif function == "main":
            # A program that passed keeps its source, not its artifacts.
            shutil.rmtree(self.settings.out_dir / entry_dir_name(r.case, Path(r.path), None), ignore_errors=True)

    def _crashed_once(self, r: CaseResult, d: Path) -> None:
        """A side's crash that a second try did not repeat: flaky, whatever
        the pair's verdict is now (a finding of its own or none)."""
        for name, v in r.variants.items():
            for note in (v.compile.notes if v.compile else []):
                if note.startswith(_CRASHED_ONCE):
                    self._flaky(d.name, r.verdict.label, note, "the compile stage's own second try did not crash",
                                name, finding=r.verdict.is_fault)
                elif note.startswith(_CRASH_NOT_REPEATED):
                    first, _, then = note.removeprefix(f"{_CRASH_NOT_REPEATED}: ").partition("; then ")
                    self._flaky(d.name, r.verdict.label, first, then, name, finding=r.verdict.is_fault)

    def _flaky(self, program: str, verdict: str, first: str, second: str, side: str | None = None,
               finding: bool = False) -> None:
        """`finding`: the program's verdict, decided again without the crash, still stands as one."""
        how = _CRASH_HOW.search(first)
        entry = {"program": program, "verdict": verdict, "first": first[:500], "second_try": second[:500]}
        if side:
            entry["side"] = side
        if how:
            entry["crash"] = how.group("how")
        self.report.flaky.append(entry)
        what = f"the {side}'s crash ({entry['crash']})" if side and how else "not a finding"
        self.say(f"fuzz: flaky, {what}: {program} ({verdict}{', still a finding' if finding else ''}): "
                 f"{first[:120]}; second try: {second[:80]}")

    def _finding(self, r: CaseResult, d: Path) -> None:
        flagged = self.fopts.flagged
        diag = self.second_tries.pop(r.case, None)
        failing_pass = pass_arg = ""
        if r.verdict.stage == "compile" and diag is not None:
            if not diag.reproduced and not diag.environment:
                self._flaky(d.name, r.verdict.label, dedupe.error_line(r, flagged),
                            f"{diag.status}: {diag.error_line or 'compiled'}", diag.side)
                return
            failing_pass, pass_arg = diag.failing_pass, diag.pass_arg
        sig = dedupe.signature(r, flagged, failing_pass)
        if sig.key() not in self.findings.by_key and r.verdict.stage != "compile":
            again = self._rerun(d)
            if again is not None and (again.verdict is not r.verdict
                                      or dedupe.signature(again, flagged).key() != sig.key()):
                self._flaky(d.name, r.verdict.label, dedupe.error_line(r, flagged) or r.reason,
                            f"{again.verdict.label}: {again.reason.splitlines()[0] if again.reason else ''}")
                return
        text = (d / f"{d.name}.mlir").read_text()
        new = self.findings.add(sig, Hit(r, d.name, str(d), len(text.splitlines()), failing_pass, pass_arg))
        if new is not None:
            where = f" in {failing_pass}" if failing_pass else ""
            self.say(f"fuzz: new finding {new.id:03d} ({r.verdict.label}{where}): {new.first_error[:160]}")

    def _rerun(self, d: Path) -> CaseResult | None:
        try:
            return self.diagnostics.rerun(load_corpus(d).cases[0])
        except procs.Interrupted:
            raise
        except Exception:  # a second try that cannot run says nothing against the first
            return None

# ---- reports ----------------------------------------------------------------------------------


def fuzz(fopts: FuzzOptions, settings: RunSettings, out: Path, say=print,
         store: FindingStore | None = None) -> FuzzReport:
    fz = Fuzzer(fopts, settings, out, say, store)
    rep = fz.report
    with procs.signals_stop_children():
        try:
            fz.run()
            if not procs.stopping():
                fz.process_findings()
        except procs.Interrupted:
            pass  # a signal: the summary so far is written below, and says so
        except OSError as e:
            if environment.of_error(e) is None:
                rep.error = f"{type(e).__name__}: {e}"
                raise
            # The machine's failure (a full disk): the campaign stops, and what it did is still reported.
            rep.stopped, rep.error = Stopped.MACHINE, machine_failure(e, out)
        except BaseException as e:
            rep.error = f"{type(e).__name__}: {e}"
            raise
        finally:
            if procs.stopping():
                rep.stopped, rep.signal = Stopped.INTERRUPTED, procs.stop_signal()
            rep.findings = list(fz.findings)
            try:
                if fz.bundle is not None:
                    fz.bundle.finish(run_meta(settings, [], fopts.run, None, out.name), list(fz.bundle.entries))
                if store is not None:
                    try:
                        store.add_campaign(str(out.resolve()), fopts.seed, settings.target.name, fopts.shard,
                                           rep.judged, len(rep.findings), sum(1 for f in rep.findings if f.new))
                    except StoreError as e:
                        rep.warnings.append(f"the campaign is not remembered: {e}")
            finally:
                _write_last(rep, out)
    return rep


def cpu_seconds() -> float:
    """This process's CPU time and its finished children's: the compilers,
    and the runtime workers once the session has closed them."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def machine_failure(e: OSError, out: Path) -> str:
    """The machine's failure in words, naming the path it met (or where the campaign was writing)."""
    cause = environment.of_error(e) or e.strerror or str(e)
    return cause if getattr(e, "filename", None) else f"{cause} (writing under {out})"


def _write_last(rep: FuzzReport, out: Path) -> None:
    """The reports, once more; where the machine will not have them, the
    summary printed is all there is, and says why (rep.unwritten)."""
    try:
        write_reports(rep, out)
    except OSError as e:
        rep.unwritten = machine_failure(e, out)


def main_print(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
