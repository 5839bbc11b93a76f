"""A device: where a module runs. More than a driver name: the URI the
runtime is asked for, the identity of what answered (its name and path as
the driver lists it: Vulkan's deviceName, the CUDA device name, the host CPU
for local-task), and the environment that chose it (VK_ICD_FILENAMES,
CUDA_VISIBLE_DEVICES, ...).

The identity keys reused runs: outputs recorded on lavapipe are never
reused for a real GPU with the same driver. It is probed once per run by
the runtime worker (run/execute/runner.py), which is what will run the modules.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from .backends import backend, device_env_vars, is_local_driver
from .targets import Target
from .uri import DeviceURI

__all__ = ["Device", "DeviceURI", "Placement", "from_probe", "fitting_target", "known_fit", "mismatch",
           "place"]




@dataclass(frozen=True)
class Device:
    uri: DeviceURI  # what the runtime is asked for: local-task, vulkan://0, cuda://GPU-..., ssh://box/cuda
    name: str | None = None  # as the driver lists it; the host CPU for local drivers
    path: str | None = None  # the driver's device path (a Vulkan or CUDA UUID)
    env: tuple[tuple[str, str], ...] = ()
    runtime: str | None = None  # the iree-base-runtime that opened it
    # Why it cannot run anything here: no driver library, no device.
    problem: str | None = None
    io: str | None = None  # how inputs and outputs cross: "staged" or "direct"
    # Its memory is the worker's own, and a fresh device's first call faults in
    # exactly what the module holds: the local drivers. (lavapipe's memory is the
    # process's too, but its first call also JIT-compiles pipelines, and later
    # calls reuse pooled blocks: no honest figure there.)
    host_memory: bool = field(default=False)
    # False when no worker could say which device this is: its runs are never cached,
    # since their key could not tell it from another.
    probed: bool = True

    @property
    def driver(self) -> str:
        return self.uri.driver

    @property
    def available(self) -> bool:
        return self.problem is None

    def identity(self) -> dict:
        """What decides a run's outputs besides the module and inputs: the
        run key holds it, and every report records it."""
        return {"driver": self.driver, "name": self.name, "path": self.path, "env": [list(e) for e in self.env]}

    def describe(self) -> dict:
        return {"uri": str(self.uri), "driver": self.driver, "name": self.name, "path": self.path,
                "env": dict(self.env), "runtime": self.runtime, "io": self.io, "problem": self.problem}

    def label(self) -> str:
        """`local-task (AMD EPYC)`, `vulkan: llvmpipe (LLVM 15.0.6, 256 bits)`: what a reader is told."""
        return device_label(str(self.uri), self.name)


def device_label(uri: str, name: str | None) -> str:
    if not name or name == "default":
        return uri
    return f"{uri}: {name}" if "(" in name else f"{uri} ({name})"


def device_env(driver: str, environ=None) -> tuple[tuple[str, str], ...]:
    environ = os.environ if environ is None else environ
    return tuple((k, environ[k]) for k in device_env_vars(driver) if k in environ)


def from_probe(uri: DeviceURI, answer: dict, environ=None) -> Device:
    """A Device from the worker's answer to a probe. A worker on another
    machine says its own environment (`environ`): that is what chose its device."""
    driver = uri.driver
    environ = answer["environ"] if isinstance(answer.get("environ"), dict) else environ
    listed = answer.get("device") or {}
    name = listed.get("name") or None
    path = listed.get("path") or None
    local = is_local_driver(driver)
    if local:
        # The local drivers list one "default" device: the host CPU, its model and its
        # feature flags, is what decides.
        name, path = answer.get("cpu") or name, answer.get("features") or path
    problem = answer.get("error") if not answer.get("created") else None
    if not problem and not answer.get("created"):
        problem = f"the {driver} driver lists no device"
    return Device(uri=uri, name=name, path=path, env=device_env(driver, environ),
                  runtime=answer.get("runtime"), problem=problem, io=answer.get("io"),
                  host_memory=local)


# ---- where a variant runs ----------------------------------------------------------------------


@dataclass(frozen=True)
class Placement:
    """Where one variant's modules run, decided once at setup: its target,
    the device URI the runtime is asked for, and so the endpoint that reaches
    it (this machine, or another over ssh)."""

    target: Target
    uri: DeviceURI

    @property
    def endpoint(self) -> str:
        """`here`, or the far machine (`me@gpu-box:2222`) whose worker runs the modules."""
        return "here" if self.uri.remote is None else str(self.uri.remote)

    def __str__(self) -> str:
        return f"{self.target.name} on {self.uri}"


def place(target: Target, asked: DeviceURI | None) -> Placement:
    """--device when it names the target's driver (a device of the driver's
    listing, or one on another machine); else the driver's default device here."""
    if asked is not None and asked.driver == target.driver:
        return Placement(target, asked)
    return Placement(target, DeviceURI(target.driver))


# ---- which target fits which device ------------------------------------------------------------


def fitting_target(kind: str, device: Device) -> str | None:
    """The target argument that fits a device found here (`vulkan` with
    lavapipe -> `llvmpipe`), or None when difftest knows none."""
    b = backend(kind)
    return b.fitting(device.name or "") if b is not None else None


def known_fit(target: Target, device: Device) -> bool:
    """Whether difftest knows this target's modules run on this device (a
    vulkan:llvmpipe module on lavapipe): then a module's "outside device
    range" is its own, not the target's."""
    return bool(device.name) and target.backend.fits(target.arg, device.name) is True


def mismatch(target: Target, device: Device) -> str | None:
    """Why modules for `target` cannot run on `device` (an rdna3 module on
    lavapipe needs subgroup size 32, the device has 8), or None."""
    if not device.available or not device.name or target.backend.fits(target.arg, device.name) is not False:
        return None
    better = fitting_target(target.kind, device)
    return (f"modules for {target.name} do not fit this device ({device.name})"
            + (f"; use --target {target.kind}:{better}" if better else ""))
