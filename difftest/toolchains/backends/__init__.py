"""The backend registry: one Backend per target kind (llvm_cpu.py, rocm.py,
cuda.py, vulkan.py), and the questions the rest of difftest asks of them.
No module outside toolchains/ names a target kind, a driver or a target
flag; it asks here (tests/test_house.py holds that)."""
from __future__ import annotations

from .base import REGISTRY, Backend, register
from . import cuda, llvm_cpu, rocm, vulkan  # noqa: F401  (each registers itself)

__all__ = ["Backend", "register", "backend", "kinds", "for_driver", "is_local_driver", "is_target_flag",
           "codegen_flag", "executable_flag", "selection_flags", "canonical_kind", "local_backend", "device_env_vars",
           "unknown_target_flag", "target_examples"]


def kinds() -> list[str]:
    """The kinds --target takes, as their backends name themselves (aliases aside)."""
    return sorted({b.kind for b in REGISTRY.values()})


def backend(kind: str) -> Backend | None:
    return REGISTRY.get(kind)


def canonical_kind(kind: str) -> str:
    """`hip` -> `rocm`: the kind an alias stands for (an unknown one as it is)."""
    b = REGISTRY.get(kind)
    return b.kind if b is not None else kind


def for_driver(driver: str) -> Backend | None:
    """The backend whose modules a runtime driver runs."""
    return next((b for b in REGISTRY.values() if driver in b.drivers), None)


def is_local_driver(driver: str) -> bool:
    """A driver whose device is this machine's CPU."""
    b = for_driver(driver)
    return bool(b and b.local)


def local_backend() -> Backend:
    """The backend of this machine's CPU: where arbiters run."""
    return next(b for b in REGISTRY.values() if b.local)


def target_examples() -> list[str]:
    """Targets to show in a message: the default, and a GPU chip as --target spells it."""
    gpu = next((b for b in REGISTRY.values() if not b.local and b.default_arg), None)
    return [local_backend().kind] + ([f"{gpu.kind}:{gpu.default_arg}"] if gpu else [])


def selection_flags() -> tuple[str, ...]:
    return tuple(sorted({f for b in REGISTRY.values() for f in b.selection_flags}))


def is_target_flag(flag: str) -> bool:
    """Does this flag pick the target? A suite's own are left to --target."""
    return flag.split("=", 1)[0] in selection_flags()


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
    b = for_driver(driver)
    return b.device_env.get(driver, ()) if b is not None else ()
