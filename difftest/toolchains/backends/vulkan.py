"""vulkan: any Vulkan device, lavapipe (Mesa's software device, on any
machine) included. IREE names its targets by chip family; modules for one
family do not run on another (rdna3 needs subgroup size 32, lavapipe has 8)."""
from __future__ import annotations

import re

from .base import Backend, register
from .cuda import NVIDIA_CHIPS
from .rocm import AMD_CHIPS

# Device name fragments (lower case) -> the known target that fits them.
_FITTING = (("llvmpipe", "llvmpipe"), ("swiftshader", "swiftshader"), ("nvidia", "ampere"),
            ("radeon", "rdna3"), ("amd", "rdna3"), ("mali", "valhall"), ("adreno", "adreno"))
# Targets and the device name fragments they run on; a target not listed is not checked.
_FITS = {"llvmpipe": ("llvmpipe",), "swiftshader": ("swiftshader",),
         "rdna3": ("radeon", "amd"), "rdna2": ("radeon", "amd"), "rdna4": ("radeon", "amd"),
         "ampere": ("nvidia",), "turing": ("nvidia",), "valhall": ("mali",), "adreno": ("adreno",)}


@register
class Vulkan(Backend):
    kind = "vulkan"
    default_arg = "rdna3"
    drivers = ("vulkan",)
    selection_flags = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-vulkan-target")
    codegen_prefixes = ("--iree-codegen-",)
    executable_prefixes = ("--iree-codegen-", "--iree-spirv-", "--iree-vulkan-")
    suite_backends = ("vulkan-spirv",)
    # SPIR-V has no bf16 (it does not compile); the fuzz generator draws only these.
    dtypes = ("f32", "f16", "i8")
    device_env = {"vulkan": ("VK_ICD_FILENAMES", "VK_DRIVER_FILES", "VK_LOADER_DRIVERS_SELECT",
                             "MESA_VK_DEVICE_SELECT", "LP_NUM_THREADS")}
    # Checked against iree-base-compiler 3.13.0 (swiftshader is refused there); the AMD and NVIDIA
    # names are those of rocm.py and cuda.py, which IREE's Vulkan target reads from the same table.
    known = ("llvmpipe", "rdna1", "rdna2", "rdna3", "rdna4", "cdna3", "valhall", "valhall1", "valhall2", "valhall3",
             "valhall4", "mali-g715", "mali-g615", "mali-g710", "mali-g510", "mali-g310", "mali-g78", "mali-g77",
             "mali-g57", "adreno", "adreno-740", "vp_android_baseline_2022", *AMD_CHIPS, *NVIDIA_CHIPS)
    unknown_words = re.compile(r"Unknown Vulkan target")
    fits_by_device = True

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return ("--iree-hal-target-device=vulkan", f"--iree-vulkan-target={arg}")

    def fitting(self, device_name: str) -> str | None:
        name = (device_name or "").lower()
        return next((t for frag, t in _FITTING if frag in name), None)

    def fits(self, arg: str, device_name: str) -> bool | None:
        frags = _FITS.get(arg)
        if frags is None or not device_name:
            return None
        return any(f in device_name.lower() for f in frags)
