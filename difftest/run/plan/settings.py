"""What a run was asked to do, fixed for its whole length.

Every field says whether it can change a verdict (`decides`). The bisect
memo and every other key over verdicts read `verdict_parts`, so a new
setting is part of them unless it is declared not to be.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...corpus.discovery import Case
from ...corpus.variants import Variant, resolve_variants
from ...toolchains.base import Toolchain
from ...toolchains.devices import Device, DeviceURI, Placement, place
from ...toolchains.flagsets import FlagContext
from ...toolchains.targets import HOST_CPU, Target


def _setting(default: Any = None, *, decides: bool = True, why: str = "") -> Any:
    return field(default=default, metadata={"decides": decides, "why": why})


# Where artifacts go unless --out says otherwise: one directory per run.
OUT_ROOT = Path("difftest-out")

@dataclass(frozen=True)
class RunSettings:
    # The target under test: the candidate's, and the baseline's too unless
    # `baseline_target` says otherwise (a cross-device pair).
    target: Target
    # The revision is keyed on its own wherever verdicts are memoised.
    toolchain: Toolchain | None = _setting(decides=False)
    out_dir: Path = _setting(OUT_ROOT, decides=False, why="where artifacts go")
    cache_dir: Path | None = _setting(decides=False, why="caches are verified: a hit equals a miss")
    baseline_flags: tuple[str, ...] | None = None
    candidate_flags: tuple[str, ...] | None = None
    extra_flags: tuple[str, ...] = ()
    # --flagset: the named flag set every variant is compiled in, after the case's own flags
    # (its target flags already made `target`).
    flagset: FlagContext | None = None
    with_reference: bool = False
    # Calls per run: a stateful module's drift shows from the second call on.
    repeat: int = 1
    warmup: int = 1
    # Run the baseline a second time: "auto" when the candidate differs from
    # it (the only time nondeterminism changes the verdict), "always", "never".
    determinism: str = "auto"
    jobs: int = _setting(1, decides=False, why="cases run independently")
    compile_timeout: float | None = None
    run_timeout: float | None = None
    fail_fast: bool = _setting(False, decides=False, why="stops after a regression, which is already bad")
    compile_only: bool = False
    # Compile and run the reference on demand when the pair differs and no golden exists.
    arbiter: bool = True
    # Execute even when an earlier run of the same module and inputs is cached.
    rerun: bool = _setting(False, decides=False, why="a reused run is hash-verified")
    # None: the toolchain's kind decides (released compilers share).
    share_prefix: bool | None = _setting(decides=False, why="the modules are byte-identical either way")
    expectations: bool = True  # judge the corpora's `expect` and `xfail`
    # A failed compile's failing pass, named by one more compile of that variant (fuzz diagnoses its own).
    name_passes: bool = _setting(True, decides=False, why="it names where a failure happened, nothing more")
    # --retry-limits: a compile that failed on a limit, again with it lifted, to say what following the hint costs.
    retry_limits: bool = _setting(False, decides=False, why="it measures a hint's price; the verdict stays the pair's")
    # --runtime: a runtime mixed in on purpose (the toolchain carries it too).
    runtime: str | None = None
    # --baseline-target: the baseline compiled for (and run on) another target:
    # "does the GPU backend agree with the CPU?" on the same IR and flags.
    baseline_target: Target | None = None
    # Where each variant runs: its target, on the device URI the runtime is asked for (--device,
    # vulkan://1 or ssh://gpu-box/cuda, where it names the target's driver; else the driver's own here).
    # Decided once, at setup (run/setup.py `placements_for`); the session, the executor and the runner
    # take these and never place again. Settings made by hand place their variants on their drivers here.
    placements: tuple[tuple[str, Placement], ...] = ()
    # Devices setup already asked a worker about (to fit `--target vulkan` to the device found):
    # the session takes them as they are and never probes them again.
    probed: tuple[Device, ...] = _setting((), decides=False, why="the devices are what they are, probed or not")
    # --gate-latency PCT: a candidate significantly slower by more than PCT percent regresses.
    gate_latency: float | None = None
    # Where the arbiter is compiled for when the target is a GPU: this machine's CPU, or, for a
    # bundle executed on another machine, a CPU any x86-64 machine has (llvm-cpu:generic).
    reference_target: Target | None = None
    # The CPU each CPU target's modules are compiled for, as the compiler resolved it
    # ((target name, toolchains/cpus.py label) pairs): `llvm-cpu` means another CPU on
    # another machine, and the corpora's expectations say which CPUs they hold on.
    cpus: tuple[tuple[str, str], ...] = ()
    # --audit: each case's work done again with IREE's own tools, every figure set beside theirs (run/audit/).
    audit: bool = _setting(False, decides=False, why="it checks difftest's own figures: a case it contradicts is "
                                                     "audit-disagrees, difftest's error, on which no revision is decided")

    def __post_init__(self):
        if not self.placements:
            object.__setattr__(self, "placements", placed(self.variant_targets(), None))

    def cpu_of(self, target: Target | None) -> str | None:
        """The CPU `target`'s modules are built for; None for a GPU's, or where the compiler could not say."""
        return dict(self.cpus).get(target.name) if target is not None else None

    @property
    def sharing_prefix(self) -> bool:
        if self.share_prefix is not None:
            return self.share_prefix
        return bool(self.toolchain and self.toolchain.shares_prefix)

    def variant_targets(self) -> dict[str, Target]:
        return variant_targets(self.target, self.baseline_target, self.reference_target)

    @property
    def cross_device(self) -> bool:
        return self.baseline_target is not None and self.baseline_target != self.target

    def verdict_parts(self) -> dict[str, Any]:
        """The settings that decide verdicts, for memo keys."""
        return {f.name: repr(getattr(self, f.name)) for f in dataclasses.fields(self) if f.metadata.get("decides", True)}

    def with_toolchain(self, toolchain: Toolchain, out_dir: Path | None = None) -> "RunSettings":
        return dataclasses.replace(self, toolchain=toolchain, out_dir=out_dir or self.out_dir)


def variant_targets(target: Target, baseline: Target | None = None,
                    reference: Target | None = None) -> dict[str, Target]:
    """Where each variant is compiled for and runs. The arbiter is the
    host CPU's unless the target is a CPU: the most precise reference
    (f64) is a CPU's, and it must not share a GPU backend's bugs."""
    return {"baseline": baseline or target, "candidate": target,
            "reference": target if target.is_cpu else (reference or HOST_CPU)}


def placed(targets: dict[str, Target], asked: DeviceURI | None) -> tuple[tuple[str, Placement], ...]:
    """Each variant's placement, by the one rule (`place`)."""
    return tuple((name, place(t, asked)) for name, t in targets.items())


@dataclass(frozen=True)
class Planned:
    """A case and the variants it will be compiled as."""

    case: Case
    variants: tuple[Variant, ...]
    # The candidate's flags a cross-device pair left out, compiling it with
    # the baseline's: every header says so, never silently.
    left_out: tuple[str, ...] = ()

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)


def plan(cases: list[Case], settings: RunSettings) -> list[Planned]:
    return [Planned(c, *_resolved(c.variant_flags, settings)) for c in cases]


def variants_of(corpus_variants: dict[str, tuple[str, ...]], settings: RunSettings) -> list[Variant]:
    """The variants a case with these [variants] compares under these
    settings ({}: a case of its own, such as a generated program)."""
    return list(_resolved(corpus_variants, settings)[0])


def reference_on_demand(corpus_variants: dict[str, tuple[str, ...]], settings: RunSettings) -> bool:
    """A corpus's reference variant on a GPU target: compiled and run (for
    the host) only when the pair differs and the judge needs an arbiter, not
    for every case: most cases agree, and each reference is a compile and a
    run more. `--reference` still asks for it always, and on the CPU it
    stays eager, as the corpus asked (it costs no device there)."""
    return ("reference" in corpus_variants and not settings.with_reference and settings.arbiter
            and not settings.target.is_cpu)


def _resolved(corpus_variants: dict[str, tuple[str, ...]],
              settings: RunSettings) -> tuple[tuple[Variant, ...], tuple[str, ...]]:
    """(the variants, the candidate's own flags a cross-device pair left out)."""
    variants = resolve_variants(corpus_variants, settings.baseline_flags, settings.candidate_flags,
                                settings.with_reference)
    if reference_on_demand(corpus_variants, settings):
        variants = [v for v in variants if v.name != "reference"]
    if not (settings.cross_device and settings.baseline_flags is None and settings.candidate_flags is None):
        return tuple(variants), ()
    # A cross-device pair asks whether two backends agree on the same IR
    # and flags: the candidate takes the baseline's, unless told otherwise.
    base = next(v for v in variants if v.name == "baseline")
    own = next(v for v in variants if v.name == "candidate")
    variants = [Variant(v.name, base.flags) if v.name == "candidate" else v for v in variants]
    return tuple(variants), tuple(f for f in own.flags if f not in base.flags)
