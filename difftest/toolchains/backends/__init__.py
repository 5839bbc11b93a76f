"""The backend registry: one Backend per target kind (llvm_cpu.py, rocm.py,
cuda.py, vulkan.py), and the questions the rest of difftest asks of them.
No module outside toolchains/ names a target kind, a driver or a target
flag; it asks here (tests/test_house.py holds that)."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.verdicts import Stage
from .base import BACKENDS_FLAG, DEVICE_FLAG, REGISTRY, Backend, Lift, register
from . import cuda, llvm_cpu, rocm, vulkan  # noqa: F401  (each registers itself)

__all__ = ["Backend", "register", "backend", "kinds", "for_driver", "is_local_driver", "is_target_flag",
           "codegen_flag", "executable_flag", "selection_flags", "canonical_kind", "local_backend", "device_env_vars",
           "unknown_target_flag", "target_examples", "target_help", "backends_for_driver", "AmbiguousDriver",
           "respelled", "split_target", "SplitFlags"]


def kinds() -> list[str]:
    """The kinds --target takes, as their backends name themselves (aliases aside)."""
    return sorted({b.kind for b in REGISTRY.values()})


def backend(kind: str) -> Backend | None:
    return REGISTRY.get(kind)


def canonical_kind(kind: str) -> str:
    """`hip` -> `rocm`: the kind an alias stands for (an unknown one as it is)."""
    b = REGISTRY.get(kind)
    return b.kind if b is not None else kind


class AmbiguousDriver(ValueError):
    """A driver that runs the modules of more than one backend, asked for its one backend."""


def backends_for_driver(driver: str) -> list[Backend]:
    """Every backend whose modules a runtime driver runs (llvm-cpu and vmvx share local-task)."""
    return list({id(b): b for b in REGISTRY.values() if driver in b.drivers}.values())


def for_driver(driver: str) -> Backend | None:
    """The backend whose modules a runtime driver runs; AmbiguousDriver when
    several do, since a driver alone cannot say which compiled a module: ask
    the target (Target.backend) instead. A driver's own facts (is_local_driver,
    device_env_vars) need no backend: register makes its backends agree on them."""
    found = backends_for_driver(driver)
    if len(found) > 1:
        raise AmbiguousDriver(f"driver {driver!r} runs the modules of {' and '.join(b.kind for b in found)}: "
                              "which backend is meant cannot be told from the driver; ask the target")
    return found[0] if found else None


def is_local_driver(driver: str) -> bool:
    """A driver whose device is this machine's CPU."""
    return any(b.local for b in backends_for_driver(driver))


def local_backend() -> Backend:
    """The backend of this machine's CPU, where arbiters run: the one that
    says `host`, not merely the first local one (a second, vmvx or a toy, may
    share its drivers)."""
    host = [b for b in {id(b): b for b in REGISTRY.values()}.values() if b.host]
    if not host:
        raise LookupError("no backend claims this machine's CPU (Backend.host): arbiters have nowhere to run")
    return host[0]


def target_examples() -> list[str]:
    """Targets to show in a message: the default, and a GPU chip as --target spells it."""
    gpu = next((b for b in REGISTRY.values() if not b.local and b.default_arg), None)
    return [local_backend().kind] + ([f"{gpu.kind}:{gpu.default_arg}"] if gpu else [])


def selection_flags() -> tuple[str, ...]:
    return tuple(sorted({f for b in REGISTRY.values() for f in b.selection_flags}))


def is_target_flag(flag: str) -> bool:
    """Does this flag pick the target? A suite's own are left to --target."""
    return flag.split("=", 1)[0] in selection_flags()


def respelled(flag: str) -> str:
    """A flag in the spelling difftest's target profiles write (`--iree-hip-target=gfx950` ->
    `--iree-rocm-target=gfx950`): the one a backend renamed it to, else as it is."""
    for b in {id(b): b for b in REGISTRY.values()}.values():
        for old, new in b.renamed:
            if flag.startswith(old):
                return new + flag[len(old):]
    return flag


@dataclass(frozen=True)
class SplitFlags:
    """Flags written for a compile command, split as difftest compiles them: the target their
    selection flags pick (a --target; its profile writes its own flags) and the rest."""

    target: str | None  # `rocm:gfx950`, the kind alone, or None: no selection flag
    target_flags: tuple[str, ...]  # the selection flags, as written
    rest: tuple[str, ...]  # the others, in the profiles' spelling
    renamed: tuple[tuple[str, str], ...] = ()  # (as written, as compiled) of those respelled


def split_target(flags) -> SplitFlags:
    """ValueError, naming the flags, when the selection flags pick no backend, or more than one,
    or say more than a --target can (a CPU's features, a triple)."""
    picking, rest, renamed = [], [], []
    for f in flags:
        g = respelled(f)
        if g != f and not is_target_flag(g):
            renamed.append((f, g))
        (picking if is_target_flag(g) else rest).append((f, g))
    if not picking:
        return SplitFlags(None, (), tuple(g for _, g in rest), tuple(renamed))
    given = dict(g.split("=", 1) if "=" in g else (g, "") for _, g in picking)
    written = " ".join(f for f, _ in picking)
    found = {t for b in {id(b): b for b in REGISTRY.values()}.values() if (t := b.target_in(given))}
    if len(found) != 1:
        why = (f"pick {' and '.join(sorted(found))} at once" if found else
               "pick no target difftest has a profile for" if {DEVICE_FLAG, BACKENDS_FLAG} & set(given) else
               f"name no device ({DEVICE_FLAG}) or backend ({BACKENDS_FLAG})")
        raise ValueError(f"the target flags {written} {why} (targets: {', '.join(kinds())})")
    target = found.pop()
    kind, _, chip = target.partition(":")
    # What --target writes for it, and the older HAL spelling of the same choice, are all it can say.
    writes = {f.split("=", 1)[0] for f in backend(kind).compile_flags(chip or "x")} | {BACKENDS_FLAG}
    beyond = [f for f, g in picking if g.split("=", 1)[0] not in writes]
    if beyond:
        raise ValueError(f"{' '.join(beyond)} says more of the target than --target {target} can: give "
                         "it with --compile-flag")
    return SplitFlags(target, tuple(f for f, _ in picking), tuple(g for _, g in rest), tuple(renamed))


def codegen_flag(flag: str) -> bool:
    """Does this flag act only in some backend's code generator (after dispatch creation)?"""
    return any(b.acts_in_codegen(flag) for b in REGISTRY.values())


# The HAL's own target options act on an executable too; its dump flags only write files.
_HAL, _HAL_DUMP = "--iree-hal-", "--iree-hal-dump-"


def executable_flag(flag: str) -> bool:
    """Can this flag act on one executable compiled alone (target and codegen
    options), as opposed to the program-level ones it may reject?"""
    if flag.startswith(_HAL_DUMP):
        return False
    return flag.startswith(_HAL) or any(flag.startswith(b.executable_prefixes) for b in REGISTRY.values())


def unknown_target_flag(argv: list[str], log: str) -> str | None:
    """The flag in argv that names a chip the compiler's log says it does not
    know (`--iree-vulkan-target=llvmpip`): the command line's fault, not the IR's."""
    for b in REGISTRY.values():
        if b.unknown_words is not None and b.unknown_words.search(log or ""):
            flags = [f for f in argv if f.split("=", 1)[0] in b.selection_flags and "=" in f
                     and f.split("=", 1)[0] not in ("--iree-hal-target-device", "--iree-hal-target-backends")]
            return flags[-1] if flags else b.unknown_words.pattern
    return None


def device_env_vars(driver: str) -> tuple[str, ...]:
    found = backends_for_driver(driver)
    return found[0].device_env.get(driver, ()) if found else ()


def target_help() -> str:
    """--target's help, from the registry: each kind as --target spells it,
    with a chip where its backend has a default one."""
    forms, fitted = [], []
    # This machine's CPU first: the default, then the rest as they registered.
    for b in sorted({id(b): b for b in REGISTRY.values()}.values(), key=lambda b: not b.host):
        if b.local:
            forms += [b.kind, f"{b.kind}:CPU"]
        else:
            forms.append(f"{b.kind}:{b.default_arg}" if b.default_arg else b.kind)
        if b.fits_by_device:
            fitted.append(b.kind)
    text = ", ".join(forms)
    for kind in fitted:
        text += f", or {kind} alone: the target that fits the {kind} device found here"
    return text


def _lifts(stage: str, rec, kind: str):
    """Each limit of that backend the failure `rec` (its status, error line and excerpt) hit at `stage`."""
    if rec is None or rec.status in (Stage.OK, Stage.SKIPPED) or (b := REGISTRY.get(kind)) is None:
        return
    text = "\n".join(t for t in (rec.error_line, rec.error_excerpt) if t)
    for limit in b.limits:
        if limit.stage == stage and (lift := limit.lift(text)):
            yield limit.name, lift


def compile_lifts(rec, kind: str) -> list[Lift]:
    """The flags that lift the limits a failed compile hit: what a retry adds (run/compile/limits.py)."""
    return [lift for _, lift in _lifts("compile", rec, kind)]


def limit_hints(records, measured: bool = False) -> list[str]:
    """One line per bound a failure hit, with the flag to raise and its price: `records` are
    (variant, stage, record, the target kind it was built for), the record with its status, error
    line and excerpt. Only that backend's own limits apply (a GPU run's SIGSEGV is no CPU task stack).
    A compile's line says how to see its price on this case, unless it was `measured` (--retry-limits)."""
    out: dict[str, str] = {}
    for variant, stage, rec, kind in records:
        for name, lift in _lifts(stage, rec, kind):
            if name in out:
                continue
            see = "" if measured or stage != "compile" else (
                f"; `difftest run --retry-limits` compiles the {variant} so and says what it costs here")
            price = f"; following it has a price: {lift.price}" if lift.price else ""
            out[name] = f"a limit, not a bug ({variant}'s {stage}): {lift.hint}{price}{see}"
    return list(out.values())
