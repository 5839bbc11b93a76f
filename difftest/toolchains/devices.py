"""A device: where a module runs. More than a driver name: the URI the
runtime is asked for, the identity of what answered (its name and path as
the driver lists it: Vulkan's deviceName, the CUDA device name, the host CPU
for local-task), and the environment that chose it (VK_ICD_FILENAMES,
CUDA_VISIBLE_DEVICES, ...).

The identity keys reused runs: outputs recorded on lavapipe are never
reused for a real GPU with the same driver. It is probed once per run by
the runtime worker (run/execute.py), which is what will run the modules.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from .targets import Target

# Environment variables that decide which device a driver opens.
DEVICE_ENV = {
    "vulkan": ("VK_ICD_FILENAMES", "VK_DRIVER_FILES", "VK_LOADER_DRIVERS_SELECT", "MESA_VK_DEVICE_SELECT",
               "LP_NUM_THREADS"),
    "cuda": ("CUDA_VISIBLE_DEVICES",),
    "hip": ("HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES"),
    "local-task": ("IREE_TASK_TOPOLOGY_GROUP_COUNT",),
}


def driver_of(uri: str) -> str:
    """`vulkan://0` -> `vulkan`; `local-task` -> `local-task`."""
    return uri.partition("://")[0]


@dataclass(frozen=True)
class Device:
    uri: str  # what the runtime is asked for: local-task, vulkan, vulkan://0, cuda://GPU-...
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
        return driver_of(self.uri)

    @property
    def available(self) -> bool:
        return self.problem is None

    def identity(self) -> dict:
        """What decides a run's outputs besides the module and inputs: the
        run key holds it, and every report records it."""
        return {"driver": self.driver, "name": self.name, "path": self.path, "env": [list(e) for e in self.env]}

    def describe(self) -> dict:
        return {"uri": self.uri, "driver": self.driver, "name": self.name, "path": self.path,
                "env": dict(self.env), "runtime": self.runtime, "io": self.io, "problem": self.problem}

    def label(self) -> str:
        """`local-task (AMD EPYC)`, `vulkan: llvmpipe (LLVM 15.0.6, 256 bits)`: what a reader is told."""
        return device_label(self.uri, self.name)


def device_label(uri: str, name: str | None) -> str:
    if not name or name == "default":
        return uri
    return f"{uri}: {name}" if "(" in name else f"{uri} ({name})"


def device_env(driver: str, environ=None) -> tuple[tuple[str, str], ...]:
    environ = os.environ if environ is None else environ
    return tuple((k, environ[k]) for k in DEVICE_ENV.get(driver, ()) if k in environ)


def from_probe(uri: str, answer: dict, environ=None) -> Device:
    """A Device from the worker's answer to a probe."""
    driver = driver_of(uri)
    listed = answer.get("device") or {}
    name = listed.get("name") or None
    path = listed.get("path") or None
    if driver in ("local-task", "local-sync"):
        # The local drivers list one "default" device: the host CPU, its model and its
        # feature flags, is what decides.
        name, path = answer.get("cpu") or name, answer.get("features") or path
    problem = answer.get("error") if not answer.get("created") else None
    if not problem and not answer.get("created"):
        problem = f"the {driver} driver lists no device"
    return Device(uri=uri, name=name, path=path, env=device_env(driver, environ),
                  runtime=answer.get("runtime"), problem=problem, io=answer.get("io"),
                  host_memory=driver in ("local-task", "local-sync"))


# ---- which target fits which device ------------------------------------------------------------

# Device name fragments (lower case) -> the IREE known target (`--iree-vulkan-target`) that fits them.
_VULKAN_TARGETS = (("llvmpipe", "llvmpipe"), ("swiftshader", "swiftshader"), ("nvidia", "ampere"),
                   ("radeon", "rdna3"), ("amd", "rdna3"), ("mali", "valhall"), ("adreno", "adreno"))
# Vulkan targets and the device name fragments they run on; a target not listed is not checked.
_VULKAN_FITS = {"llvmpipe": ("llvmpipe",), "swiftshader": ("swiftshader",),
                "rdna3": ("radeon", "amd"), "rdna2": ("radeon", "amd"), "rdna4": ("radeon", "amd"),
                "ampere": ("nvidia",), "turing": ("nvidia",), "valhall": ("mali",), "adreno": ("adreno",)}


def fitting_target(kind: str, device: Device) -> str | None:
    """The target argument that fits a device found here (`vulkan` with
    lavapipe -> `llvmpipe`), or None when difftest knows none."""
    name = (device.name or "").lower()
    if kind == "vulkan":
        return next((t for frag, t in _VULKAN_TARGETS if frag in name), None)
    if kind == "cuda" and name:
        # Hopper and newer run sm_80 code (PTX is JIT-compiled); sm_90 does not compile in 3.13.
        return "sm_80"
    return None


def known_fit(target: Target, device: Device) -> bool:
    """Whether difftest knows this target's modules run on this device (a
    vulkan:llvmpipe module on lavapipe): then a module's "outside device
    range" is its own, not the target's."""
    kind, _, arg = target.name.partition(":")
    fits = _VULKAN_FITS.get(arg) if kind == "vulkan" else None
    return bool(fits and device.name and any(f in device.name.lower() for f in fits))


def mismatch(target: Target, device: Device) -> str | None:
    """Why modules for `target` cannot run on `device` (an rdna3 module on
    lavapipe needs subgroup size 32, the device has 8), or None."""
    kind, _, arg = target.name.partition(":")
    if kind != "vulkan" or not device.available or not device.name:
        return None
    fits = _VULKAN_FITS.get(arg)
    name = device.name.lower()
    if fits is None or any(f in name for f in fits):
        return None
    better = fitting_target("vulkan", device)
    return (f"modules for {target.name} do not fit this device ({device.name})"
            + (f"; use --target vulkan:{better}" if better else ""))
