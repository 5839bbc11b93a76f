"""`difftest reduce`: the smallest standalone case that keeps a verdict.

Two levels, on top of the run pipeline:
- dispatch level, for a candidate that fails to compile: the executable
  that fails alone with the same first error (executables.py), written with
  the exact iree-compile command that reproduces it;
- program level, for any verdict: delta debugging of the entry function
  (irreduce.py edits), keeping a step only when the predicate still holds.
  The predicate runs the step through the pipeline's own stages (cached
  compiles, isolated runs), as a case written exactly as the result will
  be: the same file name, difftest.toml and inputs, so the result gets the
  same verdict from `difftest run` as it did here.

The result is a corpus case: <output>/<case>.mlir plus its entry in
<output>/difftest.toml (variants, inputs, and an xfail naming the error),
checked by running it once more from where it was written.
"""
from __future__ import annotations

import hashlib
import math
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np

from . import executables as exes
from . import irreduce
from . import procs
from .corpus import CONFIG_NAME, OUT_MARKER, Case, CaseConfig, InputSpec, load_corpus
from .pipeline import (RunSettings, Session, case_dir_name, compile_variants, judge_case, new_result, pair_verdict,
                       plan, prepare, run_case)
from .results import CaseResult, InputSource, Stage, Verdict, dumps, write_atomic

KINDS = ("drop-result", "delete", "cut", "bypass")
COMPILE_VERDICTS = {
    # verdict: (variants that must fail, variants that must compile)
    Verdict.CANDIDATE_COMPILE_FAIL: (("candidate",), ("baseline",)),
    Verdict.BOTH_COMPILE_FAIL: (("candidate", "baseline"), ()),
    Verdict.BASELINE_COMPILE_FAIL: (("baseline",), ("candidate",)),
}
RUN_FAILURES = {Verdict.CANDIDATE_RUN_FAIL: ("candidate",), Verdict.BASELINE_RUN_FAIL: ("baseline",),
                Verdict.BOTH_RUN_FAIL: ("candidate", "baseline")}


class OutOfTime(Exception):
    pass


class Minimized(NamedTuple):
    program: irreduce.Program
    minimal: bool  # no single edit keeps the predicate
    steps: int
    stopped: str | None = None  # why it stopped early: "time budget" or "interrupted"


# ---- the search ----------------------------------------------------------------


@dataclass
class Step:
    number: int
    edits: list[irreduce.Edit]
    kept: bool
    before: int  # the program's size before the step
    ops: int  # and after it (the same when it was not kept)


def _chunks(items: list, n: int) -> list[list]:
    size = math.ceil(len(items) / n)
    return [items[i:i + size] for i in range(0, len(items), size)]


def minimize(program: irreduce.Program, entry: str, holds: Callable[[irreduce.Program], bool], deadline: float,
             on_step: Callable[[Step], None] = lambda s: None,
             clock: Callable[[], float] = time.monotonic) -> Minimized:
    """Delta debugging over each kind of edit, as ddmin does over a list:
    try the edits in n chunks, keep the first chunk whose edits together
    keep the predicate, else split finer. A full round over every kind that
    changes nothing leaves a 1-minimal program: no single edit keeps the
    predicate. A time budget or an interrupt stops it with the last program
    that kept the predicate."""
    count = [0]
    best = [program]  # the last program that kept the predicate, whatever stops the search

    def kind_pass(kind: str) -> bool:
        n, changed = 2, False
        while True:
            cands = irreduce.candidates(best[0], entry, kind)
            if not cands:
                return changed
            n = min(n, len(cands))
            for chunk in _chunks(cands, n):
                procs.check()
                if clock() >= deadline:
                    raise OutOfTime
                new = irreduce.apply(best[0], entry, chunk)
                if new is None or new.text == best[0].text:
                    continue
                count[0] += 1
                ok = holds(new)
                on_step(Step(count[0], chunk, ok, best[0].ops, new.ops if ok else best[0].ops))
                if ok:
                    best[0], changed = new, True
                    n = max(n - 1, 2)
                    break
            else:
                if n >= len(cands):
                    return changed
                n = min(2 * n, len(cands))

    try:
        while True:
            changed = False
            for kind in KINDS:
                changed |= kind_pass(kind)
            if not changed:
                return Minimized(best[0], True, count[0])
    except OutOfTime:
        return Minimized(best[0], False, count[0], "time budget")
    except procs.Interrupted:
        return Minimized(best[0], False, count[0], "interrupted")


# ---- writing a case --------------------------------------------------------------


def _spec_table(spec: InputSpec) -> dict:
    out = {}
    for k in ("distribution", "low", "high", "mean", "std", "value", "coeff", "offset"):
        v = getattr(spec, k)
        if v is not None:
            out[k] = v
    if spec.shape is not None:
        out["shape"] = list(spec.shape)
    if spec.values is not None:
        out["values"] = list(spec.values)
    return out


@dataclass
class CaseWriter:
    """Writes a program as a corpus case, exactly as the predicate and the
    final result see it."""

    stem: str
    entry: str
    variants: dict[str, tuple[str, ...]]
    config: CaseConfig  # the original case's
    sources: list[InputSource]  # where the original case's arguments came from
    inputs_path: Path  # the original case's inputs
    header: list[str] = field(default_factory=list)

    def case_table(self, program: irreduce.Program, directory: Path, xfail: dict | None) -> dict:
        cfg = self.config
        table: dict = {"entry": self.entry}
        if cfg.flags:
            table["flags"] = list(cfg.flags)
        if cfg.seed:
            table["seed"] = cfg.seed
        for k in ("rtol", "atol"):
            if getattr(cfg, k) is not None:
                table[k] = getattr(cfg, k)
        if cfg.compile_timeout != CaseConfig.compile_timeout:
            table["compile_timeout"] = cfg.compile_timeout
        if cfg.run_timeout != CaseConfig.run_timeout:
            table["run_timeout"] = cfg.run_timeout
        inputs = {}
        arrays = None
        for k, origin in enumerate(program.origins):
            if origin is None:
                continue  # a cut: seeded, as any argument
            src = self.sources[origin]
            spec = cfg.inputs.get(f"arg{origin}")
            if src.source == "config" and spec is not None and spec.distribution != "formula":
                inputs[f"arg{k}"] = _spec_table(spec)
            elif src.source in ("file", "config"):
                # File data (and legacy-seeded formulas, which depend on argument order) travel as data.
                if arrays is None:
                    from .inputs import load_arrays

                    arrays = load_arrays(self.inputs_path)
                name = f"{self.stem}.arg{k}.npy"
                np.save(directory / name, arrays[origin])
                inputs[f"arg{k}"] = {"file": name}
        if inputs:
            table["inputs"] = inputs
        if xfail:
            table["xfail"] = xfail
        return table

    @staticmethod
    def _inline(table: dict):
        """Input specs and the xfail as inline tables: one line each, as people write them."""
        import tomlkit

        out = tomlkit.table()
        for k, v in table.items():
            if isinstance(v, dict) and k == "inputs":
                sub = tomlkit.table()
                for arg, spec in v.items():
                    it = tomlkit.inline_table()
                    it.update(spec)
                    sub[arg] = it
                out[k] = sub
            elif isinstance(v, dict):
                it = tomlkit.inline_table()
                it.update(v)
                out[k] = it
            else:
                out[k] = v
        return out

    def write(self, directory: Path, program: irreduce.Program, xfail: dict | None = None,
              text: str | None = None) -> Path:
        import tomlkit

        directory.mkdir(parents=True, exist_ok=True)
        path = directory / f"{self.stem}.mlir"
        path.write_text("".join(f"// {line}\n" for line in self.header) + (text or program.text))
        cfg_path = directory / CONFIG_NAME
        doc = tomlkit.parse(cfg_path.read_text()) if cfg_path.exists() else tomlkit.document()
        if not cfg_path.exists():
            doc.add(tomlkit.comment("Reduced cases written by `difftest reduce`."))
        check_output_dir(directory, self.variants)
        if doc.get("variants") is None:
            doc["variants"] = {name: {"flags": list(flags)} for name, flags in self.variants.items()}
        if "cases" not in doc:
            doc["cases"] = tomlkit.table(is_super_table=True)
        doc["cases"][self.stem] = self._inline(self.case_table(program, directory, xfail))
        cfg_path.write_text(tomlkit.dumps(doc))
        return path


def check_output_dir(directory: Path, variants: dict[str, tuple[str, ...]]) -> None:
    """Refuse a reduction whose result could not be written, before it starts."""
    cfg_path = directory / CONFIG_NAME
    if not cfg_path.exists():
        return
    import tomlkit

    variants_there = tomlkit.parse(cfg_path.read_text()).get("variants")
    if variants_there is None:
        return
    theirs = {name: tuple(v.get("flags", [])) for name, v in variants_there.items()}
    if theirs != variants:
        raise irreduce.ReduceError(f"{cfg_path} pins other variants ({theirs}) than this reduction's ({variants}); "
                                   "write it elsewhere with --output")


def free_stem(directory: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`...: a reduction never overwrites another."""
    n, name = 1, stem
    while (directory / f"{name}.mlir").exists() or (directory / f"{name}.mlirbc").exists():
        n += 1
        name = f"{stem}-{n}"
    return name


# ---- the predicate -----------------------------------------------------------------


@dataclass
class Wanted:
    verdict: Verdict
    # The first error message (without its location) each failing variant must keep.
    messages: dict[str, str] = field(default_factory=dict)
    statuses: dict[str, Stage] = field(default_factory=dict)

    def describe(self) -> str:
        msg = next(iter(self.messages.values()), "")
        return self.verdict.label + (f" ({msg})" if msg else "")


def wanted_from(result: CaseResult, verdict: Verdict) -> Wanted:
    w = Wanted(verdict)
    if verdict in COMPILE_VERDICTS:
        for name in COMPILE_VERDICTS[verdict][0]:
            rec = result.variants[name].compile
            w.messages[name] = exes.error_message(rec.error_line)
            w.statuses[name] = rec.status
    elif verdict in RUN_FAILURES:
        for name in RUN_FAILURES[verdict]:
            rec = result.variants[name].run
            w.messages[name] = (rec.error_line or "").strip()
            w.statuses[name] = rec.status
    return w


class Judge:
    """Does a program keep the verdict? Each step is written as the final
    case would be, and judged by the pipeline's stages; a compile verdict
    compiles the variant that must fail first, and stops as soon as the
    answer is known."""

    def __init__(self, settings: RunSettings, session: Session, want: Wanted, writer: CaseWriter, work: Path):
        self.settings, self.session, self.want, self.writer, self.work = settings, session, want, writer, work
        self.memo: dict[str, bool] = {}
        self.evaluations = 0

    def __call__(self, program: irreduce.Program) -> bool:
        key = hashlib.sha256(repr((program.text, program.origins)).encode()).hexdigest()
        if key not in self.memo:
            self.evaluations += 1
            directory = self.work / f"step-{self.evaluations:04d}"
            path = self.writer.write(directory, program)
            try:
                self.memo[key] = self.judge(path)
            finally:
                shutil.rmtree(directory, ignore_errors=True)
        return self.memo[key]

    def judge(self, path: Path) -> bool:
        case = load_corpus(path).cases[0]
        result = new_result(case, self.settings)
        try:
            prep = prepare(plan([case], self.settings)[0], self.settings, result)
        except procs.Interrupted:
            raise
        except Exception:  # a step whose signature or inputs cannot be made is no reduction
            return False
        if prep is None:
            return False
        try:
            return self._holds(prep, result)
        finally:
            shutil.rmtree(prep.case_dir, ignore_errors=True)

    def _holds(self, prep, result: CaseResult) -> bool:
        want = self.want
        variants = {v.name: v for v in prep.variants}
        if want.verdict in COMPILE_VERDICTS:
            failing, passing = COMPILE_VERDICTS[want.verdict]
            for name in (*failing, *passing):
                compile_variants(prep, [variants[name]], self.session, result)
                rec = result.variants[name].compile
                if name in failing:
                    if rec.status is not want.statuses[name] or exes.error_message(rec.error_line) != \
                            want.messages[name]:
                        return False
                elif rec.status is not Stage.OK:
                    return False
            return True
        compile_variants(prep, [variants["baseline"], variants["candidate"]], self.session, result)
        if pair_verdict("compile", result.variants["baseline"].compile, result.variants["candidate"].compile):
            return False
        judge_case(prep, self.session, result)
        if result.verdict is not want.verdict:
            return False
        for name, msg in want.messages.items():
            if (result.variants[name].run.error_line or "").strip() != msg:
                return False
        return True


# ---- the driver ----------------------------------------------------------------------


@dataclass
class Reduction:
    """What `difftest reduce` did; reduce.json holds it."""

    case: str
    path: str
    target: str
    toolchain: dict
    variants: dict[str, list[str]] = field(default_factory=dict)
    verdict: str = ""  # the verdict kept
    error: str | None = None  # the first error message kept
    outcome: str = "not-reduced"  # reduced | executable-only | not-reduced
    reason: str = ""
    original_ops: int | None = None
    reduced_ops: int | None = None
    steps: int = 0
    kept_steps: int = 0
    evaluations: int = 0
    seconds: float = 0.0
    minimal: bool = False  # 1-minimal: no single edit keeps the verdict
    stopped: str | None = None  # "time budget" or "interrupted": not 1-minimal
    interrupted: int | None = None  # the signal
    output: str | None = None  # the reduced case
    config: str | None = None  # its difftest.toml
    executable: dict | None = None  # the dispatch-level reproducer
    check: dict | None = None  # the reduced case run again from where it was written

    @property
    def exit_code(self) -> int:
        if self.interrupted:
            return 128 + self.interrupted
        return 0 if self.outcome in ("reduced", "executable-only") else 1


def current_verdict(case: Case, settings: RunSettings, session: Session) -> CaseResult:
    result = run_case(plan([case], settings)[0], session)
    if result.verdict is Verdict.INTERRUPTED:
        raise procs.Interrupted(procs.stop_signal())
    return result


def reduce_case(case: Case, settings: RunSettings, *, until: Verdict | None = None, time_budget: float = 600.0,
                output: Path = Path("reduced"), level: str = "auto", say=print,
                session: Session | None = None) -> Reduction:
    own = session is None
    settings.expectations = False  # the pair's own verdict, not the corpus's xfail around it
    session = session or Session(settings)
    t0 = time.monotonic()
    try:
        red = _reduce(case, settings, session, until, t0 + time_budget, output, level, say)
    finally:
        if own:
            session.close()
    red.seconds = round(time.monotonic() - t0, 1)
    return red


def _reduce(case: Case, settings: RunSettings, session: Session, until: Verdict | None, deadline: float,
            output: Path, level: str, say) -> Reduction:
    red = Reduction(case.name, str(case.path), settings.target.name, settings.toolchain.describe())
    say("judging the case as it is")
    result = current_verdict(case, settings, session)
    red.variants = {n: list(v.flags) for n, v in result.variants.items()}
    if result.verdict is Verdict.CASE_ERROR:
        raise irreduce.ReduceError(result.reason)
    if result.verdict in (Verdict.SKIPPED, Verdict.NO_DEVICE, Verdict.FLAG_UNSUPPORTED):
        red.reason = f"the case cannot be reduced: {result.verdict.label}: {result.reason}"
        return red
    if until is not None and result.verdict is not until:
        red.reason = f"the case is {result.verdict.label} ({result.reason}), not {until.label}: nothing to keep"
        return red
    if until is None and result.verdict.is_pass:
        red.reason = (f"the case is {result.verdict.label}: nothing to reduce (give --until VERDICT to keep a "
                      "passing verdict)")
        return red
    want = wanted_from(result, result.verdict)
    red.verdict = want.verdict.label
    red.error = next(iter(want.messages.values()), None)
    say(f"keeping: {want.describe()}")

    variants = {v.name: tuple(v.flags) for v in plan([case], settings)[0].variants}
    output = Path(output)
    check_output_dir(output, variants)
    stem = free_stem(output, Path(case.key).name)
    header = [f"Reduced by `difftest reduce` from {case.path}",
              f"keeps {want.describe()}",
              f"target {settings.target.name}, iree-compile {settings.toolchain.version} @ "
              f"{(settings.toolchain.commit or '?')[:12]}"]

    work = settings.out_dir / "reduce"
    if want.verdict in (Verdict.CANDIDATE_COMPILE_FAIL, Verdict.BOTH_COMPILE_FAIL) and level in ("auto", "dispatch"):
        _dispatch_level(red, case, settings, result, want, output, stem, work, say)
        if level == "dispatch":
            red.outcome = "executable-only" if red.executable else "not-reduced"
            if not red.executable:
                red.reason = red.reason or "no executable fails alone with the same error"
            return red
    elif level == "dispatch":
        red.reason = "the dispatch level reduces compile failures of the candidate only"
        return red

    prep_sources = result.inputs
    entry = _entry_name(case, settings)
    writer = CaseWriter(stem, entry, variants, case.config, prep_sources,
                        settings.out_dir / case_dir_name(case) / "inputs.npz", header)
    try:
        program = irreduce.load(case.path, entry)
    except irreduce.ReduceError as e:
        red.reason = str(e)
        return red
    red.original_ops = program.ops
    judge = Judge(settings, session, want, writer, work)
    say(f"program level: {program.ops} ops in @{entry}; checking that the case, rewritten, keeps the verdict")
    if not judge(program):
        red.reason = ("the case, written back as a standalone case, does not keep the verdict (its inputs or "
                      "configuration do not carry over); nothing was reduced")
        return red
    start = program.ops
    kept = [0]

    def on_step(step: Step) -> None:
        left = max(0.0, deadline - time.monotonic())
        if step.kept:
            kept[0] += 1
            what = ("; ".join(e.describe() for e in step.edits) if len(step.edits) <= 2
                    else f"{len(step.edits)} {step.edits[0].kind} edits")
            say(f"step {step.number}: {what}: kept, {step.before} -> {step.ops} ops ({left:.0f} s left)")
        elif step.number % 10 == 0:
            say(f"step {step.number}: {step.ops} ops, {kept[0]} steps kept ({left:.0f} s left)")

    found = minimize(program, entry, judge, deadline, on_step)
    program = found.program
    red.steps, red.kept_steps, red.evaluations = found.steps, kept[0], judge.evaluations
    red.minimal, red.reduced_ops, red.stopped = found.minimal, program.ops, found.stopped
    xfail = {"reason": f"{want.describe()} (reduced by difftest reduce)", "targets": [settings.target.name]}
    # What was found so far is kept whatever stopped the search: every
    # program it holds has kept the verdict.
    path = writer.write(output, program, xfail, text=program.plain_text())
    red.output, red.config = str(path), str(output / CONFIG_NAME)
    if found.stopped == "interrupted":
        red.outcome = "interrupted"
        red.interrupted = procs.stop_signal()
        red.reason = (f"the smallest program so far ({start} -> {program.ops} ops) was written, "
                      "and not checked again")
        return red
    red.check = _final_check(path, settings, session, want)
    ok = red.check["verdict"] == want.verdict.label and red.check["with_expectations"] == Verdict.XFAIL.label
    red.outcome = "reduced" if ok else "not-reduced"
    red.reason = (f"{start} -> {program.ops} ops" + (f" ({found.stopped}: not 1-minimal)" if found.stopped else "")
                  if ok else f"the written case does not keep the verdict: {red.check}")
    return red


def _entry_name(case: Case, settings: RunSettings) -> str:
    from .signature import read_signature

    return read_signature(case.path, case.config.entry).entry


def _dispatch_level(red: Reduction, case: Case, settings: RunSettings, result: CaseResult, want: Wanted,
                    output: Path, stem: str, work: Path, say) -> None:
    from .explain import failing_executable

    say("dispatch level: looking for the executable that fails alone with the same error")
    prep = prepare(plan([case], settings)[0], settings, new_result(case, settings))
    c = result.variants["candidate"]
    hit, why = failing_executable(prep, settings, c.flags, c.compile.error_line, work)
    if hit is None:
        say(f"dispatch level: {why}")
        red.reason = why
        return
    directory = output / "executables"
    directory.mkdir(parents=True, exist_ok=True)
    (directory / OUT_MARKER).touch()  # never discovered as cases
    path = directory / f"{stem}.{hit.executable.name}.mlir"
    path.write_text(hit.executable.path.read_text())
    argv = [hit.argv[0], hit.argv[1], str(path), *hit.argv[3:]]
    red.executable = {"name": hit.executable.name, "exports": list(hit.executable.exports), "file": str(path),
                      "command": argv, "error_line": hit.error_line,
                      "locations": [str(loc) for loc in hit.executable.locations]}
    say(f"dispatch level: {hit.executable.name} fails alone: {hit.error_line}")


def _final_check(path: Path, settings: RunSettings, session: Session, want: Wanted) -> dict:
    """The written case, run from where it was written: its verdict, and
    its verdict with the xfail applied."""
    case = load_corpus(path).cases[0]
    plain = current_verdict(case, settings, session)
    settings.expectations = True
    try:
        with_xfail = current_verdict(case, settings, session)
    finally:
        settings.expectations = False
    return {"verdict": plain.verdict.label, "reason": plain.reason, "with_expectations": with_xfail.verdict.label}


def write(red: Reduction, path: Path) -> None:
    write_atomic(path, dumps(red))


def render(red: Reduction) -> str:
    import os
    import shlex

    from .followup import shown_path

    lines = [f"case: {red.case}"]
    if red.verdict:
        lines.append(f"keeping: {red.verdict}" + (f" ({red.error})" if red.error else ""))
    if red.executable:
        e = red.executable
        lines += [f"dispatch level: {e['name']} ({', '.join(e['exports'])}) fails alone with the same error:",
                  f"  {e['file']}",
                  f"  reproduce: {shlex.join([shown_path(e['command'][0], os.getcwd()), *e['command'][1:]])}"]
    if red.output:
        lines.append(f"program level: {red.original_ops} -> {red.reduced_ops} ops in {red.steps} steps "
                     f"({red.kept_steps} kept, {red.evaluations} evaluated), {red.seconds:g} s; "
                     + ("1-minimal" if red.minimal else f"stopped: {red.stopped} (not 1-minimal)"))
        lines.append(f"  reduced case: {red.output} (with its entry in {red.config})")
    if red.check:
        lines.append(f"  check: `difftest run {red.output}` -> {red.check['with_expectations']} "
                     f"({red.check['verdict']} with --no-expectations)")
    if red.outcome in ("not-reduced", "interrupted"):
        lines.append(f"{red.outcome.replace('-', ' ')}: {red.reason}")
    return "\n".join(lines)
