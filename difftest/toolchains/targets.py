"""Target profiles: the compile flags for a target and the runtime driver.

GPU profiles compile anywhere (iree-compile cross-compiles); only running
needs the device. Flag spellings move between releases, so every profile can
be bent with raw --compile-flag overrides rather than new code.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    name: str  # as the user wrote it: llvm-cpu, rocm:gfx942, ...
    compile_flags: tuple[str, ...]
    driver: str

    @property
    def kind(self) -> str:
        return self.name.partition(":")[0]

    @property
    def is_cpu(self) -> bool:
        return self.kind == "llvm-cpu"


class TargetError(ValueError):
    pass


def _cpu(arg: str) -> Target:
    return Target("llvm-cpu" + (f":{arg}" if arg else ""), (
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        f"--iree-llvmcpu-target-cpu={arg or 'host'}",
    ), "local-task")


def _rocm(arg: str) -> Target:
    return Target(f"rocm:{arg}", ("--iree-hal-target-device=hip", f"--iree-rocm-target={arg}"), "hip")


def _cuda(arg: str) -> Target:
    return Target(f"cuda:{arg}", ("--iree-hal-target-device=cuda", f"--iree-cuda-target={arg}"), "cuda")


def _vulkan(arg: str) -> Target:
    return Target(f"vulkan:{arg}", ("--iree-hal-target-device=vulkan", f"--iree-vulkan-target={arg}"), "vulkan")


PROFILES = {
    "llvm-cpu": (_cpu, ""),
    "rocm": (_rocm, "gfx942"),
    "hip": (_rocm, "gfx942"),
    "cuda": (_cuda, "sm_80"),
    "vulkan": (_vulkan, "rdna3"),
}


# The runtime drivers that can run each kind of target's modules.
DRIVERS = {"llvm-cpu": ("local-task", "local-sync"), "rocm": ("hip",), "hip": ("hip",), "cuda": ("cuda",),
           "vulkan": ("vulkan",)}


def on_device(target: Target, uri: str | None) -> Target:
    """The target, run on the driver of `uri` (a device URI or a driver name);
    TargetError, up front, when that driver cannot run its modules."""
    if not uri:
        return target
    driver = uri.partition("://")[0]
    if driver == target.driver:
        return target
    if driver not in DRIVERS.get(target.kind, ()):
        can = " or ".join(DRIVERS.get(target.kind, (target.driver,)))
        raise TargetError(f"modules for {target.name} run on {can}; --device {uri} cannot run them")
    return Target(target.name, target.compile_flags, driver)


def fits_device(text: str) -> bool:
    """`vulkan` alone asks for the target that fits the device found here."""
    return text == "vulkan"


def parse_target(text: str) -> Target:
    """`llvm-cpu`, `llvm-cpu:znver4`, `rocm:gfx942`, `cuda:sm_80`, `vulkan:llvmpipe`
    (`vulkan` alone is the profile's default here; run/setup.py fits it to the device)."""
    kind, _, arg = text.partition(":")
    if kind not in PROFILES:
        raise TargetError(f"unknown target {text!r}; profiles: {', '.join(sorted(PROFILES))} "
                          "(e.g. llvm-cpu, rocm:gfx942, cuda:sm_80, vulkan:llvmpipe)")
    make, default = PROFILES[kind]
    return make(arg or default)


# Where an arbiter runs when the target is a GPU: this machine's CPU.
HOST_CPU = _cpu("")
