"""`difftest fuzz`: generate programs aimed at a flag, judge each through
the same case stages as `difftest run`, keep what the flag reached, and
hand back deduplicated, reduced regression tests.

The loop, batch by batch (a batch is what `-j` keeps busy):
1. programs: new ones from the generator, and mutations of programs the
   flag reached (reach is the feedback, as coverage is for fuzzers);
2. each is verified with the MLIR bindings (one that does not verify is a
   generator bug: counted, never a finding), written as a case, and judged
   by run_cases with one shared session;
3. each record says whether the flag changed anything (module bytes,
   dispatches, transient memory, the compile outcome), and, when it did
   not pass, under which signature (fuzz/dedupe.py).
Then every new signature is reduced with `difftest reduce`, within a
budget per finding, into OUT/findings/NNN-<slug>/, a directory that is a
regression test once copied into a corpus.
"""
from __future__ import annotations

import dataclasses
import json
from collections import deque
import random
import shlex
import shutil
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..core import procs
from ..core.figures import plural
from ..core.atomic import write_atomic
from ..core.results import CaseResult
from ..core.verdicts import Stage, Verdict, command_exit
from ..corpus.config import CONFIG_NAME, OUT_MARKER
from ..corpus.discovery import load_corpus
from ..corpus.expectations import suggest_match
from ..corpus.inputs import load_arrays
from ..corpus.variants import DEFAULT_BASELINE, DEFAULT_CANDIDATE
from ..investigate.reduce import reduce_case
from ..run.bundle import BundleWriter
from ..run.meta import run_meta
from ..run.options import RunOptions
from ..run.prepare import entry_dir_name
from ..run.scheduler import CaseStream
from ..run.session import Session
from ..run.settings import RunSettings, plan
from ..run.stages import CaseRun
from . import dedupe
from .generator import MOTIFS, Spec, generate, mutate, render, verify

SCHEMA_VERSION = 1


@dataclass(frozen=True)
class FuzzOptions:
    run: RunOptions
    seed: int = 0
    count: int | None = None  # programs; None: until the time budget
    time_budget: float | None = None  # seconds of generation and judging (reductions come after)
    motif: str = "multi-use"
    reduce: bool = True
    reduce_budget: float = 120.0  # seconds per finding
    swap: bool = False  # the revert direction: the flag removed

    def __post_init__(self) -> None:
        if self.motif not in MOTIFS:
            raise ValueError(f"--motif {self.motif!r}: motifs are {', '.join(MOTIFS)}")


@dataclass
class Finding:
    id: int
    signature: list[str]
    verdict: str
    kind: str  # the verdict's kind: a regression (the flag's), or broken (not the flag's)
    first_error: str
    hits: int
    original: str  # the first program that showed it
    programs: list[str] = field(default_factory=list)  # the first few that did
    reproducer: str | None = None  # the reduced case
    reproducer_lines: int | None = None
    reduction: str = ""  # how the reduction went

    @property
    def regression(self) -> bool:
        return Verdict.from_label(self.verdict).is_regression


@dataclass
class FuzzReport:
    seed: int
    motif: str
    target: str
    toolchain: dict
    flags: dict
    swap: bool
    programs: int = 0
    invalid: int = 0  # generator bugs: programs that did not verify
    invalid_examples: list[str] = field(default_factory=list)
    judged: int = 0
    in_reach: int = 0
    mutated: int = 0
    verdicts: dict[str, int] = field(default_factory=dict)
    setup_errors: int = 0  # programs difftest could not set up (a case-error): also generator bugs
    seconds: float = 0.0
    programs_per_minute: float = 0.0
    effect: dict[str, dict[str, int]] = field(default_factory=dict)  # figure -> delta -> programs in reach
    findings: list[Finding] = field(default_factory=list)
    stopped: str = ""  # "count", "time budget", "interrupted"

    @property
    def regressions(self) -> list[Finding]:
        return [f for f in self.findings if f.regression]


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
    return dedupe.normalise(b.compile.error_line or "") != dedupe.normalise(c.compile.error_line or "")


EFFECT_FIGURES = ("dispatch-count", "transient-memory-size")


class Fuzzer:
    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, say=print):
        self.fopts, self.settings, self.out, self.say = fopts, settings, out, say
        self.rng = random.Random(f"difftest-fuzz-pool:{fopts.seed}")
        self.pool: list[Spec] = []
        self.report = FuzzReport(fopts.seed, fopts.motif, settings.target.name, settings.toolchain.describe(),
                                 {}, fopts.swap)
        self.by_sig: dict[tuple, Finding] = {}
        self.effect: dict[str, Counter] = {f: Counter() for f in EFFECT_FIGURES}
        self.programs_dir = out / "programs"
        self.bundle = BundleWriter(fopts.run.bundle) if fopts.run.bundle else None

    # ---- programs -------------------------------------------------------------------

    def _next_spec(self, index: int) -> tuple[Spec, bool]:
        """A new program, or (half the time, once the flag has reached
        some) a mutation of one it reached."""
        seed = self.fopts.seed * 1_000_003 + index
        if self.pool and self.rng.random() < 0.5:
            parent = self.pool[self.rng.randrange(len(self.pool))]
            return mutate(parent, random.Random(f"difftest-fuzz-mutate:{seed}"), seed), True
        return generate(seed, self.fopts.motif), False

    def _write(self, index: int, spec: Spec, text: str) -> Path:
        d = self.programs_dir / f"p{index:05d}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"p{index:05d}.mlir").write_text(text)
        (d / "spec.json").write_text(spec.to_json() + "\n")
        shapes = spec.input_shapes()
        # A difftest.toml always: it makes the directory the program's corpus, so it is named pNNNNN/pNNNNN.
        lines = [f"# Generated by difftest fuzz (seed {self.fopts.seed}, program {index})."]
        if shapes:
            lines.append(f'[cases."p{index:05d}"]')
            lines += [f"inputs.{k} = {{ shape = {v} }}" for k, v in shapes.items()]
        (d / CONFIG_NAME).write_text("\n".join(lines) + "\n")
        return d

    # ---- the loop -------------------------------------------------------------------------

    def run(self) -> FuzzReport:
        """Batches of programs, two in flight: batch k+2 is made from the
        results of batches up to k, so the jobs never wait for a batch to
        drain, and the same seed still gives the same programs."""
        rep, f = self.report, self.fopts
        t0 = time.monotonic()
        session = Session(self.settings, bundle=self.bundle)
        stream = CaseStream(self.settings, session)
        size = max(4, self.settings.jobs * 4)
        flight: deque = deque()
        index = 0

        def more() -> bool:
            if f.count is not None and index >= f.count:
                rep.stopped = rep.stopped or "count"
                return False
            if f.time_budget is not None and time.monotonic() - t0 >= f.time_budget:
                rep.stopped = rep.stopped or "time budget"
                return False
            return not procs.stopping()

        try:
            for _ in range(2):
                if more():
                    n = size if f.count is None else min(size, f.count - index)
                    flight.append(self._launch(range(index, index + n), stream))
                    index += n
            while flight:
                batch = flight.popleft()
                results = stream.wait(list(batch))
                for key in batch:  # in program order: the pool grows the same way every time
                    if key in results:
                        spec, d = batch[key]
                        self._record(results[key], spec, d)
                elapsed = time.monotonic() - t0
                rep.seconds = round(elapsed, 1)
                rep.programs_per_minute = round(rep.programs / elapsed * 60, 1) if elapsed else 0.0
                self.say(f"fuzz: {rep.programs} programs ({rep.programs_per_minute:.0f}/min), "
                         f"{rep.in_reach} in reach, {plural(len(rep.regressions), 'regression finding')}, "
                         f"{len(rep.findings) - len(rep.regressions)} broken"
                         + (f", {rep.invalid} invalid" if rep.invalid else ""))
                if more():
                    n = size if f.count is None else min(size, f.count - index)
                    flight.append(self._launch(range(index, index + n), stream))
                    index += n
            if procs.stopping():
                rep.stopped = "interrupted"
        finally:
            stream.close()
            session.close()
        rep.effect = {k: {str(d): n for d, n in sorted(c.items())} for k, c in self.effect.items()}
        return rep

    def _launch(self, indices, stream: CaseStream) -> dict:
        """Make, verify and submit programs; case name -> (spec, directory)."""
        rep = self.report
        batch = {}
        for i in indices:
            spec, mutated = self._next_spec(i)
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
            if not rep.flags:
                rep.flags = {v.name: list(v.flags) for v in planned.variants}
            stream.submit(planned.case.name, planned)
            batch[planned.case.name] = (spec, d)
        return batch

    def _record(self, r: CaseResult, spec: Spec, d: Path) -> None:
        rep = self.report
        rep.verdicts[r.verdict.label] = rep.verdicts.get(r.verdict.label, 0) + 1
        if r.verdict is Verdict.INTERRUPTED:
            return
        if r.verdict is Verdict.CASE_ERROR:
            rep.setup_errors += 1
            if len(rep.invalid_examples) < 5:
                rep.invalid_examples.append(f"{d}: case-error: {r.reason.splitlines()[0][:200]}")
            return
        rep.judged += 1
        if reached(r):
            rep.in_reach += 1
            self.pool.append(spec)
            for fig in EFFECT_FIGURES:
                delta = r.delta(fig)
                if delta is not None:
                    self.effect[fig][delta] += 1
        if r.verdict.is_fault:
            self._finding(r, d)
        else:
            # A program that passed keeps its source, not its artifacts.
            shutil.rmtree(self.settings.out_dir / entry_dir_name(r.case, Path(r.path), None), ignore_errors=True)

    def _finding(self, r: CaseResult, d: Path) -> None:
        sig = dedupe.signature(r)
        found = self.by_sig.get(sig)
        if found is not None:
            found.hits += 1
            if len(found.programs) < 5:
                found.programs.append(str(d))
            return
        finding = Finding(len(self.report.findings) + 1, list(sig), r.verdict.label, r.verdict.kind.value,
                          dedupe.first_error(r)[:500], 1, str(d), [str(d)])
        self.by_sig[sig] = finding
        self.report.findings.append(finding)
        self.say(f"fuzz: new finding {finding.id:03d} ({r.verdict.label}): {finding.first_error[:160]}")

    # ---- findings ----------------------------------------------------------------------------

    def reduce_findings(self) -> None:
        for finding in self.report.findings:
            if procs.stopping():
                break
            self._reduce(finding)

    def _reduce(self, finding: Finding) -> None:
        target = self.out / "findings" / f"{finding.id:03d}-{dedupe.slug(tuple(finding.signature))}"
        target.mkdir(parents=True, exist_ok=True)
        original = Path(finding.original)
        name = original.name
        # The program as generated, where discovery never takes it for a case: the
        # directory copied into a corpus is one regression test, the reduced one.
        kept = target / "original"
        kept.mkdir(exist_ok=True)
        (kept / OUT_MARKER).touch()
        shutil.copyfile(original / f"{name}.mlir", kept / f"{name}.mlir")
        shutil.copyfile(original / CONFIG_NAME, kept / CONFIG_NAME)
        shutil.copyfile(original / "spec.json", kept / "spec.json")
        case = load_corpus(original).cases[0]
        reproducer = None
        if self.fopts.reduce:
            self.say(f"fuzz: reducing finding {finding.id:03d} ({finding.verdict}), at most "
                     f"{self.fopts.reduce_budget:.0f} s")
            work = dataclasses.replace(self.settings, out_dir=self.out / "reduce" / f"{finding.id:03d}")
            try:
                red = reduce_case(case, work, time_budget=self.fopts.reduce_budget, output=target,
                                  say=lambda line: None)
                finding.reduction = f"{red.outcome}: {red.reason}".rstrip(": ")
                reproducer = Path(red.output) if red.output else None
            except Exception as e:  # a finding is kept unreduced rather than lost
                finding.reduction = f"not reduced: {type(e).__name__}: {e}"
        if reproducer is None:
            # The original, as a case of its own: still a regression test.
            reproducer = target / f"{name}.mlir"
            shutil.copyfile(original / f"{name}.mlir", reproducer)
            cfg = (original / CONFIG_NAME).read_text()
            (target / CONFIG_NAME).write_text(cfg + _xfail_table(name, finding, self.settings.target.name,
                                                                 has_table=f'[cases."{name}"]' in cfg))
        finding.reproducer = str(reproducer)
        finding.reproducer_lines = len(reproducer.read_text().splitlines())
        self._repro_script(finding, target, reproducer)

    def _repro_script(self, finding: Finding, target: Path, reproducer: Path) -> None:
        """repro.sh: the raw iree-compile / iree-run-module commands that
        show the failure without difftest."""
        case = load_corpus(reproducer.parent).cases
        case = next((c for c in case if c.path == reproducer), case[0])
        run = CaseRun.of(case, Session(dataclasses.replace(self.settings, out_dir=self.out / "repro-work")))
        try:
            prep = run.prepare()
        finally:
            run.session.close()
        tc = self.settings.toolchain
        lines = ["#!/bin/sh", f"# finding {finding.id:03d}: {finding.verdict}: {finding.first_error[:200]}",
                 f"# found by difftest fuzz --seed {self.fopts.seed} on {self.settings.target.name}, "
                 f"iree-compile {tc.version} @ {(tc.commit or '?')[:12]}",
                 "# Needs iree-compile and iree-run-module on PATH (iree-base-compiler, iree-base-runtime).",
                 'cd "$(dirname "$0")"', "set -x"]
        if prep is None:
            target.joinpath("repro.sh").write_text("\n".join(lines + ["# the case could not be set up"]) + "\n")
            return
        args = []
        arrays = load_arrays(prep.entry.inputs_path)
        for i, a in enumerate(arrays):
            name = f"repro.arg{i}.npy"
            np.save(target / name, a)
            args.append(f"--input=@{name}")
        for v in prep.variants:
            if v.name not in ("baseline", "candidate"):
                continue
            flags = " ".join(shlex.quote(f) for f in prep.module.flags_of(v))
            lines.append(f"iree-compile {shlex.quote(reproducer.name)} {flags} -o {v.name}.vmfb")
        if not self.settings.compile_only and not Verdict.from_label(finding.verdict).fails("compile"):
            for name in ("baseline", "candidate"):
                lines.append(f"iree-run-module --module={name}.vmfb --device={self.settings.target.driver} "
                             f"--function={prep.entry.function} {' '.join(args)}")
        script = target / "repro.sh"
        script.write_text("\n".join(lines) + "\n")
        script.chmod(0o755)


def _xfail_table(name: str, finding: Finding, target: str, has_table: bool) -> str:
    # The sides the xfail is judged by (run/stages.py): exactly those at fault.
    sides = Verdict.from_label(finding.verdict).sides_at_fault
    match = suggest_match([finding.first_error]) if finding.first_error and "error" in finding.first_error else None
    entry = (f'xfail = {{ reason = "difftest fuzz finding {finding.id:03d}: {finding.verdict}", '
             + (f"match = {json.dumps(match)}, " if match else "")
             + (f"sides = {json.dumps(list(sides))}, " if sides else "")
             + f'targets = ["{target}"] }}\n')
    return ("" if has_table else f'[cases."{name}"]\n') + entry


# ---- reports ----------------------------------------------------------------------------------


def report_dict(rep: FuzzReport) -> dict:
    d = dataclasses.asdict(rep)
    d = {"schema": "difftest-fuzz", "schema_version": SCHEMA_VERSION, **d}
    d["count"] = rep.programs
    return d


def render_console(rep: FuzzReport) -> str:
    lines = [f"difftest fuzz: seed {rep.seed}, motif {rep.motif}, target {rep.target}"
             + (" (--swap: the flag removed)" if rep.swap else ""),
             f"  baseline: {' '.join(rep.flags.get('baseline', [])) or 'no flags'}",
             f"  candidate: {' '.join(rep.flags.get('candidate', [])) or 'no flags'}",
             f"{rep.programs} programs in {rep.seconds:.0f} s ({rep.programs_per_minute:.0f}/min); "
             f"{rep.in_reach} of {rep.judged} judged in the flag's reach "
             f"({100 * rep.in_reach / rep.judged if rep.judged else 0:.0f}%); {rep.mutated} were mutations; "
             f"{rep.invalid} invalid (generator bugs)" + (f", {rep.setup_errors} not set up" if rep.setup_errors else ""),
             "verdicts: " + ", ".join(f"{n} {k}" for k, n in sorted(rep.verdicts.items(), key=lambda x: -x[1]))]
    for fig, dist in rep.effect.items():
        if dist:
            lines.append(f"effect on {fig} (programs in reach): "
                         + ", ".join(f"{int(k):+d}: {n}" for k, n in sorted(dist.items(), key=lambda x: int(x[0]))))
    for title, regression in (("regressions (the flag's)", True), ("broken (both variants; not the flag's)", False)):
        group = [f for f in rep.findings if f.regression is regression]
        if not group:
            continue
        lines.append(f"{title}:")
        for f in group:
            where = (f"{f.reproducer} ({f.reproducer_lines} lines)" if f.reproducer else f.original)
            lines.append(f"  {f.id:03d} {f.verdict} x{f.hits}: {f.first_error[:140]}")
            lines.append(f"      {where}" + (f"; {f.reduction}" if f.reduction else ""))
    if rep.invalid_examples:
        lines.append("generator bugs (programs that did not verify, or could not be set up):")
        lines += [f"  {x}" for x in rep.invalid_examples]
    if rep.stopped == "interrupted":
        lines.append("stopped by a signal: what was found so far is above")
    return "\n".join(lines)


def render_markdown(rep: FuzzReport) -> str:
    lines = [f"## difftest fuzz: {len(rep.regressions)} regression finding(s)", "",
             f"seed {rep.seed}, motif `{rep.motif}`, target `{rep.target}`, iree-compile "
             f"{rep.toolchain.get('version')}: {rep.programs} programs ({rep.programs_per_minute:.0f}/min), "
             f"{rep.in_reach} in the flag's reach, {rep.invalid} invalid.", ""]
    if rep.findings:
        lines += ["| id | verdict | kind | hits | first error | reproducer |", "|---|---|---|---|---|---|"]
        for f in rep.findings:
            err = f.first_error.replace("|", "\\|")[:160]
            lines.append(f"| {f.id:03d} | {f.verdict} | {f.kind} | {f.hits} | `{err}` | "
                         f"{Path(f.reproducer).name if f.reproducer else '-'} ({f.reproducer_lines or '-'} lines) |")
    return "\n".join(lines) + "\n"


def write_reports(rep: FuzzReport, out: Path) -> None:
    write_atomic(out / "fuzz.json", json.dumps(report_dict(rep), indent=2, default=str))
    write_atomic(out / "fuzz.md", render_markdown(rep))


def exit_code(rep: FuzzReport) -> int:
    """1 when the flag broke something, 2 when nothing could be judged, else 0."""
    return command_exit(regressed=bool(rep.regressions), judged=bool(rep.judged))


def fuzz(fopts: FuzzOptions, settings: RunSettings, out: Path, say=print) -> FuzzReport:
    fz = Fuzzer(fopts, settings, out, say)
    with procs.signals_stop_children():
        rep = fz.run()
        if not procs.stopping():
            fz.reduce_findings()
    if fz.bundle is not None:
        fz.bundle.finish(run_meta(settings, [], fopts.run, None, out.name), list(fz.bundle.entries))
    write_reports(rep, out)
    return rep


def main_print(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
