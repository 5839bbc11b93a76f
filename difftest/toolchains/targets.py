"""Target profiles: the compile flags for a target and the runtime driver,
as the backend registry (backends/) says them.

GPU profiles compile anywhere (iree-compile cross-compiles); only running
needs the device. Flag spellings move between releases, so every profile can
be bent with raw --compile-flag overrides rather than new code.
"""
from __future__ import annotations

from dataclasses import dataclass

from .backends import Backend, backend, kinds, local_backend
from .uri import DeviceURI


@dataclass(frozen=True)
class Target:
    name: str  # kind:chip as difftest spells it: llvm-cpu, llvm-cpu:znver4, rocm:gfx942, ...
    compile_flags: tuple[str, ...]
    driver: str

    @property
    def kind(self) -> str:
        return self.name.partition(":")[0]

    @property
    def arg(self) -> str:
        """The chip or CPU: gfx942, sm_80, llvmpipe; '' for the host CPU."""
        return self.name.partition(":")[2]

    @property
    def backend(self) -> Backend:
        return backend(self.kind)

    @property
    def is_cpu(self) -> bool:
        """Modules for this machine's CPU (or another CPU): run by a local driver."""
        return self.backend.local

    @property
    def drivers(self) -> tuple[str, ...]:
        return self.backend.drivers

    def generic(self) -> "Target | None":
        """The target of this kind whose modules run on any machine of it (llvm-cpu:generic)."""
        b = self.backend
        return parse_target(f"{b.kind}:{b.generic}") if b.generic else None


class TargetError(ValueError):
    pass


def make_target(b: Backend, arg: str) -> Target:
    arg = arg or b.default_arg
    return Target(b.kind + (f":{arg}" if arg else ""), b.compile_flags(arg), b.drivers[0])


def on_device(target: Target, uri: DeviceURI | None) -> Target:
    """The target, run on the driver of `uri` (a device or a driver alone);
    TargetError, up front, when that driver cannot run its modules."""
    if uri is None:
        return target
    driver = uri.driver
    if driver == target.driver:
        return target
    if driver not in target.drivers:
        raise TargetError(f"modules for {target.name} run on {' or '.join(target.drivers)}; --device {uri} "
                          "cannot run them")
    return Target(target.name, target.compile_flags, driver)


def fits_device(text: str) -> bool:
    """A kind alone (`vulkan`) asks for the target that fits the device found
    here, where its backend picks targets by device."""
    b = backend(text)
    return b is not None and text == b.kind and b.fits_by_device


def parse_target(text: str) -> Target:
    """`llvm-cpu`, `llvm-cpu:znver4`, `rocm:gfx942`, `cuda:sm_80`, `vulkan:llvmpipe`
    (`vulkan` alone is the profile's default here; run/setup.py fits it to the device)."""
    kind, _, arg = text.partition(":")
    b = backend(kind)
    if b is None:
        raise TargetError(f"unknown target {text!r}; profiles: {', '.join(kinds())} "
                          "(e.g. llvm-cpu, rocm:gfx942, cuda:sm_80, vulkan:llvmpipe)")
    return make_target(b, arg)


# Where an arbiter runs when the target is a GPU: this machine's CPU.
HOST_CPU = make_target(local_backend(), "")
# --target when none is given.
DEFAULT_TARGET = HOST_CPU.kind
