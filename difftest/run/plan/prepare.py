"""The first stage of a case: what is compiled (the module) and what is
judged (the entry), apart.

A *module* is a source and the flags of each variant: it is compiled once
per variant, whatever number of entries it serves, and carries the
per-module figures (dispatches, sizes). An *entry* is one function of it,
with its signature, inputs, golden and checks: it is executed and judged
on its own, and gives one CaseResult. A plain case is one module with one
entry; a module of several generated programs serves several entries.
A compile-only bundle stores exactly this.
"""
from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ...core import environment
from ...core.cache import warn
from ...core.figures import SET_ASIDE, ExpectationSyntaxError, check_expectation, human_bytes, plural
from ...core.keys import CACHE_DIRS, case_dir_key, module_key
from ...core.results import CaseResult, InputSource
from ...core.verdicts import SIDES, Verdict
from ...corpus.accumulation import SumBound, exact_scale
from ...corpus.bazel import suite_flags
from ...corpus.checks import CheckSpec, cached_lift
from ...corpus.config import CaseConfig, Scoped, pinned_figure
from ...corpus.discovery import Case
from ...corpus.inputs import load_golden, load_golden_files, save_arrays, saved_inputs
from ...corpus.parameters import Archive, archives, param_bytes
from ...corpus.sequences import PagedLLM, paged_llm
from ...corpus.signature import Signature, cached_signature
from ...corpus.variants import KEEP_F64, Variant, expectations_pair
from ...toolchains import cpus
from ...toolchains.chips import check_chip
from ...toolchains.targets import Target, TargetError, parse_target
from .settings import Planned, RunSettings

F64_FLAG = KEEP_F64.partition("=")[0]


@dataclass
class Module:
    """What is compiled: a source and, per variant, its target and flags.
    Every variant's flags are `flags_of(variant)`: the suite's flags, the
    variant's target, what every variant shares, then its own."""

    source: Path
    dir: Path  # where its artifacts go: one directory per variant
    variants: tuple[Variant, ...]
    targets: dict[str, Target]  # variant name -> the target it is compiled for (and runs on)
    shared: list[str]  # the case's flags, the command line's extra flags, what the signature needs
    compile_timeout: float
    suite: tuple[str, ...] = ()  # the flags IREE's BUILD.bazel gives a check test on this target
    recorded_key: str | None = None  # the key the compiling side gave it (a bundle)

    def key(self) -> str:
        """The module's name in reports: entries with one key share one compile."""
        if self.recorded_key:
            return self.recorded_key
        return module_key(str(self.source), {v.name: self.flags_of(v) for v in self.variants if v.name in SIDES})

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)

    def target_of(self, name: str) -> Target:
        return self.targets.get(name) or self.targets["candidate"]

    def flags_of(self, variant: Variant) -> list[str]:
        return [*self.suite, *self.target_of(variant.name).compile_flags, *self.shared, *variant.flags]


@dataclass
class Entry:
    """What is judged: one function of a module, called on its inputs."""

    case: Case
    sig: Signature
    dir: Path  # where its inputs, outputs and logs go
    inputs_path: Path
    golden: list[np.ndarray] | None
    run_timeout: float
    checks: tuple[CheckSpec, ...] = ()
    reader: str | None = None  # called after the entry: the checks that ran in regions
    # Per result: the rounding its sum may carry (a matmul's K products), or None.
    bounds: tuple[SumBound | None, ...] = ()
    # The module's external parameters, one archive per scope, mapped by every call.
    parameters: tuple[Archive, ...] = ()
    # Runtime flags the case needs, applied in a worker of their own.
    runtime_flags: tuple[str, ...] = ()
    # A plan of calls with state (a paged LLM's prefill, then decode steps), or None: the entry called alone.
    sequence: PagedLLM | None = None
    # Why it is not executed on this machine (its parameters alone exceed the memory it has), said at prepare.
    too_big: str | None = None

    @property
    def logits(self) -> tuple[int, ...]:
        """Outputs whose last axis is a vocabulary: the config's, and every call's of a sequence."""
        return tuple(sorted({*self.config.logits, *(self.sequence.logits if self.sequence else ())}))

    def bound_of(self, result: int) -> SumBound | None:
        return self.bounds[result] if result < len(self.bounds) else None

    @property
    def config(self) -> CaseConfig:
        return self.case.config

    @property
    def function(self) -> str:
        return self.sig.entry

    @property
    def scalars(self) -> tuple[int, ...]:
        return tuple(i for i, a in enumerate(self.sig.args) if a.scalar)


@dataclass
class Prepared:
    """A case ready to compile, execute and judge: its module, its entry,
    and the corpus's expectations of the pair."""

    module: Module
    entry: Entry
    expect: tuple[str, ...] = ()
    xfail: Scoped | None = None
    notes: list[str] = field(default_factory=list)
    # Expectations recorded on other CPUs than this run's: checked and said, never gating.
    elsewhere: tuple[Scoped, ...] = ()

    @property
    def case(self) -> Case:
        return self.entry.case

    @property
    def variants(self) -> tuple[Variant, ...]:
        return self.module.variants


def case_dir_name(case: Case) -> str:
    return entry_dir_name(case.name, case.path, case.function or case.config.entry)


def entry_dir_name(name: str, path: Path, function: str | None) -> str:
    """Readable, and unique per entry: a slug can collide (`sp ace` and
    `sp_ace`), the key of the absolute path and function cannot."""
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[-80:]
    return f"{slug}-{case_dir_key(str(Path(path).resolve()), function)}"


def module_dir_name(case: Case) -> str:
    """The directory of a module compiled from a case's own file: shared by
    every entry of that file; the case's directory when it has one entry."""
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", case.name.partition("::")[0])[-80:]
    return f"{slug}-{case_dir_key(str(case.path.resolve()), None)}"


def _pair(variants: dict) -> str:
    return " vs ".join(f"{k} [{' '.join(v) or 'no flags'}]" for k, v in variants.items())


def _shared_flags(settings: RunSettings, cfg: CaseConfig, sig: Signature, result: CaseResult) -> list[str]:
    flags = [*cfg.flags, *settings.extra_flags]
    types = {a.element_type for a in (*sig.args, *sig.results)}
    given = [*settings.target.compile_flags, *flags]
    if "f64" in types and not any(f.startswith(F64_FLAG) for f in given):
        # IREE demotes f64 to f32 by default; the module would then reject
        # its own f64 inputs ("buffer view byte length 24 exceeds ... 12").
        flags.append(KEEP_F64)
        result.findings.append(f"f64 in the signature: compiled with {KEEP_F64}, since IREE demotes f64 to "
                               "f32 by default and the module would then reject f64 inputs")
    return flags


def _expectations(p: Planned, settings: RunSettings,
                  result: CaseResult) -> tuple[tuple[str, ...], Scoped | None, tuple[Scoped, ...]]:
    """A corpus's expect and xfail describe the pair they were written for:
    the corpus's own [variants], or the default seed pair where it has none.
    A run of another pair sets them aside (a suite's own expected failures,
    which are about the suite's compile of the case, stay)."""
    case, cfg = p.case, p.case.config
    target = settings.target.name
    rules = [r for r in cfg.expect_rules if r.applies(target)] if settings.expectations else []
    cpu = result.cpu
    # A pin recorded on this CPU stands for that figure here; a pin recorded for every CPU (written before
    # pins knew their CPU) stands for the CPUs that have none of their own.
    mine = {pinned_figure(r.value) for r in rules if r.cpus and r.held_on(cpu)} - {None}
    rules = [r for r in rules if r.cpus or pinned_figure(r.value) not in mine]
    expect = tuple(r.value for r in rules if r.held_on(cpu))
    elsewhere = tuple(r for r in rules if not r.held_on(cpu))
    xfail = cfg.xfail_for(target, cpu) if settings.expectations else None
    own = {k: v for k, v in case.variant_flags.items() if k in SIDES}
    written_for = expectations_pair(case.variant_flags)
    running = {v.name: tuple(v.flags) for v in p.variants if v.name in SIDES}
    if (expect or (xfail and not xfail.stage)) and running != written_for:
        where = case.configs[-1] if case.configs else case.path
        whose = f"its own pair ({_pair(own)})" if own else f"the default pair ({_pair(written_for)})"
        result.findings.append(f"{SET_ASIDE}: {where} describes {whose}, and this run compares another "
                               f"({_pair(running)})")
        expect, elsewhere, xfail = (), (), (xfail if xfail and xfail.stage else None)
    for text in (*expect, *(r.value for r in elsewhere)):  # a typo is the case's error, found before compiling
        check_expectation(text, {})
    not_here = [*elsewhere, *([xfail] if xfail is not None and not xfail.held_on(cpu) else [])]
    _known_cpus(not_here, settings, case.configs[-1] if case.configs else case.path)
    return expect, xfail, elsewhere


def _known_cpus(rules: list[Scoped], settings: RunSettings, where: Path) -> None:
    """A rule recorded on other CPUs is said, never gating; so a misspelled
    CPU in its `cpus` (znver44) silently stopped the rule from gating
    anywhere. Every LLVM name it gives must be one the compiler knows
    (asked once per compiler and remembered, as --target's chip is)."""
    if not settings.target.is_cpu:
        return
    names = {e.split("+", 1)[0]: e for r in rules for e in r.cpus or () if not any(c in e for c in "*?[")}
    for name, entry in sorted(names.items()):
        try:
            check_chip(parse_target(f"{settings.target.kind}:{name}"), settings.toolchain, settings.cache_dir)
        except TargetError as e:
            raise ExpectationSyntaxError(f"{where}: the `cpus` entry {entry!r} names no CPU this compiler knows, so "
                                         f"its rule would gate nowhere: {e}") from None


def prepare(p: Planned, settings: RunSettings, result: CaseResult) -> Prepared | None:
    """None when the case is decided before compiling (skipped, config error)."""
    case, cfg = p.case, p.case.config
    if case.config_error:
        result.decide(Verdict.CASE_ERROR, case.config_error)
        return None
    skip = cfg.skip_for(settings.target.name)
    if skip:
        result.decide(Verdict.SKIPPED, str(skip))
        return None
    if cfg.golden_missing:
        result.golden_missing = cfg.golden_missing
        result.findings.append(f"{cfg.golden_missing}; judged without it (download the suite's expected outputs, "
                               "or pass --golden-dir)")
    case_dir = settings.out_dir / case_dir_name(case)
    case_dir.mkdir(parents=True, exist_ok=True)
    source, checks, reader, module_dir = case.path, (), None, settings.out_dir / module_dir_name(case)
    suite: tuple[str, ...] = ()
    if case.function is not None:
        # A check test's function: its own lifted module, compiled for it alone.
        source, checks, reader = _lifted(case, settings, case_dir, result)
        suite, module_dir = _build_flags(case, settings, result), case_dir
    sequence = paged_llm(source, cfg.sequence, cfg.seed, case.key) if case.function is None else None
    inputs_path = case_dir / "inputs.npz"
    if sequence is not None:
        sig = sequence.signature(cached_signature(source, sequence.prefill, settings.cache_dir))
        prompt = [np.asarray([sequence.prompt], dtype=np.int64)]
        save_arrays(inputs_path, prompt)
        drawn = prompt.copy
        result.inputs = [InputSource("prompt", "seed", f"{len(sequence.prompt)} tokens in [1, {sequence.vocab}), "
                                                       f"seed {cfg.seed}")]
        result.findings.append(f"a call sequence: {sequence.describe()}")
    else:
        sig = cached_signature(source, cfg.entry, settings.cache_dir)
        drawn, result.inputs = saved_inputs(case.key, sig, cfg, inputs_path, settings.cache_dir)
    golden = (load_golden(cfg.golden, sig) if cfg.golden else
              load_golden_files(cfg.golden_files, sig) if cfg.golden_files else None)
    arrays = drawn() if any(a is not None for a in sig.sums) else []
    bounds = tuple(SumBound(a, exact_scale(a, arrays)) if a is not None else None for a in sig.sums)
    module = Module(source=source, dir=module_dir, variants=p.variants, targets=settings.variant_targets(),
                    shared=_shared_flags(settings, cfg, sig, result),
                    compile_timeout=settings.compile_timeout or cfg.compile_timeout, suite=suite)
    entry = Entry(case=case, sig=sig, dir=case_dir, inputs_path=inputs_path, golden=golden,
                  run_timeout=settings.run_timeout or cfg.run_timeout, checks=checks, reader=reader, bounds=bounds,
                  parameters=_parameters(case, sig, settings, result), runtime_flags=cfg.runtime_flags,
                  sequence=sequence)
    entry.too_big = _too_big(sig, settings, cfg, result)
    result.cpu = case_cpu(settings, module)
    expect, xfail, elsewhere = _expectations(p, settings, result)
    return Prepared(module, entry, expect, xfail, elsewhere=elsewhere)


def _too_big(sig: Signature, settings: RunSettings, cfg, result: CaseResult) -> str | None:
    """A case whose parameters alone exceed the memory this machine has now is
    said so before anything is compiled, and compiled for its figures only.
    The host's memory answers for a CPU target alone: a GPU's weights are its device's."""
    if settings.compile_only or cfg.compile_only or not sig.parameters or not settings.target.is_cpu:
        return None
    need, have = sum(param_bytes(d) for d in sig.parameters), environment.available_memory()
    if have is None or need <= have:
        return None
    why = (f"would not fit in memory: its parameters alone are {human_bytes(need)} and this machine has "
           f"{human_bytes(have)} available; compiled for its figures, not executed")
    result.findings.append(why)
    warn(f"{result.case}: {why}")
    return why


def case_cpu(settings: RunSettings, module: Module) -> str | None:
    """The CPU this case's modules are built for: the target's, unless the
    case's own flags or its corpus's [variants] pick another CPU (then the
    compiler is asked for that one; remembered like the target's)."""
    target, here = settings.target, settings.cpu_of(settings.target)
    if not target.is_cpu or settings.toolchain is None:
        return here
    names = [v.name for v in module.variants]
    flags = module.flags_of(module.variant("candidate" if "candidate" in names else names[0]))
    if cpus.selecting(flags) == cpus.selecting(target.compile_flags):
        return here
    found = cpus.compiled_for(settings.toolchain, flags, settings.cache_dir)
    return found.label if found is not None else here


def _parameters(case: Case, sig: Signature, settings: RunSettings, result: CaseResult) -> tuple[Archive, ...]:
    """The archives of the module's declared parameters, given or generated,
    and what the report says of them."""
    if not sig.parameters:
        return ()
    where = (settings.cache_dir or settings.out_dir) / CACHE_DIRS["parameters"]
    # Planned, not made: a case that never executes (a failed compile, --compile-only) costs no GBs of weights.
    found = archives(case.path, sig.parameters, case.config.parameters, case.config.seed, where, make=False)
    for a in found:
        n = sum(d.scope == a.scope for d in sig.parameters)
        how = (f"generated from the IR's declarations (seed {case.config.seed}; weights scaled by fan-in, norms near 1, "
               "scales positive)" if a.generated else "given")
        result.inputs.append(InputSource(f"parameters {a.scope or '(no scope)'}", "generated" if a.generated
                                         else "file", f"{plural(n, 'parameter')} {how}: {a.path}"))
    return tuple(found)


def _lifted(case: Case, settings: RunSettings, case_dir: Path, result: CaseResult) -> tuple[Path, tuple, str | None]:
    """A check test's module with its checks lifted into results (corpus/
    checks.py), where the compiler reads it, and the checks."""
    lifted, path = cached_lift(case.path, case.function, settings.cache_dir, case_dir)
    if path.parent != case_dir:
        # An artifact to read (and a plain case to reduce); what is compiled is the cached copy,
        # whose path stays the same from run to run.
        shutil.copyfile(path, case_dir / "lifted.mlir")
    for note in lifted.notes:
        result.findings.append(f"check not judged: {note}")
    result.findings.append(f"{plural(len(lifted.checks), 'check')} lifted into the results of @{case.function}")
    return path, tuple(lifted.checks), lifted.reader


def _build_flags(case: Case, settings: RunSettings, result: CaseResult) -> tuple[str, ...]:
    """The compile flags IREE's BUILD.bazel gives this test on this target."""
    found = suite_flags(case.path, settings.target.kind, settings.target.driver)
    if found is None:
        return ()
    result.findings.append(found.note)
    return found.flags
