"""From what the user asked (RunOptions) to what a run works with: the
selected cases, the toolchain and the settings. Every driver (run,
explain, reduce, bisect, fuzz, the pytest plugin) starts here."""
from __future__ import annotations


import sys
from pathlib import Path

from ..core.cache import default_cache_dir
from ..core.errors import UsageError
from ..core.latency import MIN_SAMPLES
from ..corpus.config import find_flagset
from ..corpus.discovery import Case, find_cases
from ..corpus.suites import load_suite_config
from ..toolchains import cpus
from ..toolchains.base import Toolchain
from ..toolchains.chips import check_chip
from ..toolchains.devices import Device, DeviceURI, fitting_target, place
from ..toolchains.flagsets import FlagContext, context_of
from ..toolchains.kinds import resolve
from ..toolchains.targets import (DEFAULT_TARGET, HOST_CPU, Target, TargetError, fits_device, on_device,
                                  parse_target)
from .execute.runner import probe
from .meta import new_run_id
from .options import RunOptions
from .plan.settings import OUT_ROOT, RunSettings, placed, variant_targets


def _warn(line: str) -> None:
    print(f"difftest: {line}", file=sys.stderr)


def load_cases(opts: RunOptions, warn=_warn) -> list[Case]:
    """The selected cases of every corpus given, with unique names."""
    suite = None
    if opts.suite_config:
        suite = load_suite_config(opts.suite_config)
        if suite.dropped_flags:
            warn(f"{opts.suite_config.name}: target flags {' '.join(suite.dropped_flags)} are left to "
                 f"--target ({asked_target(opts)})")
    memo = None if opts.no_cache else (opts.cache_dir or default_cache_dir())
    return find_cases(list(opts.corpus), list(opts.patterns), suite, tuple(opts.golden_dirs), memo)


def flag_context(opts: RunOptions) -> FlagContext | None:
    """The named flag set the run compiles in (--flagset); UsageError for a name no set has."""
    return context_of(find_flagset(opts.flagset, opts.corpus)) if opts.flagset else None


def asked_target(opts: RunOptions) -> str:
    """--target as the run takes it: checked before anything is installed or compiled."""
    return target_with(opts.target, flag_context(opts))


def target_with(asked: str | None, ctx: FlagContext | None) -> str:
    """The target a run compiles for: --target, the flag set's where --target is not given, else the
    default. A --target of another target than the set's is a UsageError: its flags were written for
    that one, and a set is not split in two."""
    picked = ctx.target if ctx is not None else None
    if asked is None:
        return picked or DEFAULT_TARGET
    if picked is None or _same_target(asked, picked):
        return asked
    raise UsageError(f"--target {asked} and --flagset {ctx.name} disagree: the set's target flags "
                     f"({' '.join(ctx.target_flags)}) pick {picked}; leave --target out (or give {picked}), "
                     "or compile without the set")


def _same_target(asked: str, picked: str) -> bool:
    """A set that names a kind alone (`--iree-hal-target-backends=rocm`) takes any chip of it."""
    a, p = parse_target(asked), parse_target(picked)
    return a.kind == p.kind if ":" not in picked else a.compile_flags == p.compile_flags


def resolve_toolchain(opts: RunOptions) -> Toolchain:
    return resolve(opts.toolchain, opts.resolver())


def placements_for(target: str, baseline: str | None, device: str | None, toolchain: Toolchain | None,
                   suite=None, reference: Target | None = None, warn=_warn) -> dict:
    """Where each variant runs, decided once for a run (and for a bundle's execute, whose
    toolchain fits nothing): the targets (`vulkan` alone fitted to the device found, moved to the
    driver --device or the suite names), each variant placed on its device by the one rule, and the
    devices probed on the way. --device is parsed here: from here on a device is a value, never a
    string. What it gives is the settings' fields that say where a run's modules run."""
    asked = DeviceURI.parse(device) if device else None
    cand, found = fitted_target(target, toolchain, asked, warn)
    cand = suite_target(on_device(cand, asked), suite, warn)
    base, found_too = fitted_target(baseline, toolchain, warn=warn) if baseline else (None, None)
    base = base if base != cand else None
    return dict(target=cand, baseline_target=base, reference_target=reference,
                placements=placed(variant_targets(cand, base, reference), asked),
                probed=tuple(d for d in (found, found_too) if d is not None))


def suite_target(target: Target, suite, warn=_warn) -> Target:
    """The target, running on the driver the suite names (`--device=local-sync`)
    when that driver can run it; else the target's own, and a note."""
    device = DeviceURI.parse(suite.device) if suite is not None and suite.device else None
    if device is None or device.driver == target.driver:
        return target
    try:
        return on_device(target, device)
    except TargetError:
        warn(f"{suite.path.name}: --device={device} cannot run target {target.name}; running on {target.driver}")
        return target


def latency_problem(gate_latency: float | None, jobs: int, repeat: int, compile_only: bool = False) -> None:
    """--gate-latency judges a difference that concurrent cases would drown,
    in calls a compile-only run never makes (the gate was dropped without a
    word)."""
    if gate_latency is None:
        return
    if compile_only:
        raise UsageError("--gate-latency times the pair's calls, and --compile-only makes none: drop one of them")
    if jobs > 1:
        raise UsageError(f"--gate-latency needs -j 1: cases running at the same time make latency noise, "
                         f"and -j {jobs} was asked")
    if repeat < MIN_SAMPLES:
        raise UsageError(f"--gate-latency needs --repeat {MIN_SAMPLES} or more: fewer calls cannot show a change at "
                         f"95% (--repeat {repeat})")


def fitted_target(text: str, toolchain: Toolchain | None, device: DeviceURI | None = None,
                  warn=_warn) -> tuple[Target, Device | None]:
    """`vulkan` alone: the Vulkan target that fits the device found (lavapipe
    -> vulkan:llvmpipe), said once; the profile's default where there is no
    device to fit. With the device probed to fit it, which the session keeps."""
    target = parse_target(text)
    if not fits_device(text) or toolchain is None:
        return target, None
    found = probe(toolchain, place(target, device).uri)
    arg = fitting_target(target.kind, found) if found.available else None
    if arg is None:
        why = f"no {target.driver} device here ({found.problem})" if not found.available else \
            f"difftest knows no target for {found.name}"
        warn(f"--target {text}: {why}; compiling for {target.name}, the profile's default")
        return target, found
    fitted = parse_target(f"{target.kind}:{arg}")
    warn(f"--target {text}: {fitted.name}, which fits the device found here ({found.label()})")
    return fitted, found


def settings_for(opts: RunOptions, toolchain: Toolchain | None, out_dir: Path | None = None,
                 run_id: str | None = None) -> RunSettings:
    latency_problem(opts.gate_latency, opts.jobs, opts.repeat, opts.compile_only)
    ctx = flag_context(opts)
    suite = load_suite_config(opts.suite_config) if opts.suite_config else None
    # A bundle runs on another machine: its arbiter must not need this one's CPU.
    where = placements_for(target_with(opts.target, ctx), opts.baseline_target, opts.device, toolchain, suite,
                           HOST_CPU.generic() if opts.bundle else None)
    target, baseline = where["target"], where["baseline_target"]
    cache_dir = None if opts.no_cache else (opts.cache_dir or default_cache_dir())
    if cache_dir is not None and cache_dir.exists() and not cache_dir.is_dir():
        raise UsageError(f"--cache-dir {cache_dir}: not a directory; a cache is a directory (or --no-cache)")
    for t in (target, baseline):
        if t is not None:
            check_chip(t, toolchain, cache_dir)  # a typo is refused before anything compiles
    return RunSettings(cpus=compiled_for((target, baseline, None if target.is_cpu else HOST_CPU), toolchain, cache_dir,
                                         opts.compile_timeout, tuple(opts.compile_flags)),
        **where, toolchain=toolchain,
        out_dir=out_dir or opts.out or OUT_ROOT / (run_id or new_run_id()),
        cache_dir=cache_dir,
        baseline_flags=opts.baseline_flags, candidate_flags=opts.candidate_flags,
        extra_flags=tuple(opts.compile_flags), flagset=ctx, with_reference=opts.reference, repeat=opts.repeat,
        warmup=opts.warmup, determinism=opts.determinism, jobs=opts.jobs,
        compile_timeout=opts.compile_timeout, run_timeout=opts.run_timeout, fail_fast=opts.fail_fast,
        # A latency gate times this run's calls, never ones reused from the run cache.
        compile_only=opts.compile_only, arbiter=opts.arbiter, rerun=opts.rerun or opts.gate_latency is not None,
        share_prefix=opts.share_prefix,
        expectations=opts.expectations, name_passes=opts.name_passes, retry_limits=opts.retry_limits,
        runtime=opts.runtime,
        gate_latency=opts.gate_latency, audit=opts.audit,
    )


def compiled_for(targets, toolchain: Toolchain | None, cache_dir: Path | None, timeout: float | None = None,
                 extra: tuple[str, ...] = ()) -> tuple[tuple[str, str], ...]:
    """Each CPU target's CPU as this toolchain's compiler resolves it: `llvm-cpu` is this machine's.
    --compile-flag comes after the target's flags: a CPU it names is the one compiled for."""
    out = {}
    for t in targets:
        if t is not None and t.is_cpu and t.name not in out:
            cpu = cpus.compiled_for(toolchain, [*t.compile_flags, *extra], cache_dir, timeout)
            if cpu is not None:
                out[t.name] = cpu.label
    return tuple(out.items())


def one_case(opts: RunOptions, command: str) -> Case:
    """The one case a per-case command (explain, reduce) works on."""
    cases = load_cases(opts)
    if len(cases) > 1:
        # `-k qkv_three_users` also selects qkv_three_users_elementwise; a
        # pattern that is exactly one case's name means that case.
        exact = [c for c in cases if any(p in (c.name, c.key) for p in opts.patterns)]
        cases = exact if len(exact) == 1 else cases
    if len(cases) != 1:
        names = ", ".join(c.name for c in cases[:8]) + (", ..." if len(cases) > 8 else "")
        raise UsageError(f"{command} works on one case, and {len(cases)} are selected ({names}); "
                         "give one file, or select one with -k")
    return cases[0]
