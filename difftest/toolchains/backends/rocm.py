"""rocm (also spelled hip): AMD GPUs through the HIP driver."""
from __future__ import annotations

import re

from .base import Backend, register


# Checked against iree-base-compiler 3.13.0 (tests/test_backends.py, slow tier): gfx1030-1036, gfx1102,
# cdna3/cdna4 and rdna3 are refused for HIP there.
AMD_CHIPS = ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1101", "gfx1103", "gfx1150", "gfx1151",
                     "gfx1200", "gfx1201", "gfx1250", "cdna1", "cdna2", "mi100", "mi210", "mi250", "mi250x",
                     "mi300a", "mi300x", "mi308x", "mi325x", "mi350x", "mi355x", "rx7900xtx", "rx7900xt",
                     "rx7800xt", "rx7700xt", "v710", "w7900", "w7800", "w7700", "rx9070xt", "rx9070", "r9700",
                     "rx9060xt", "phoenix", "strix-point", "strix-halo")


@register
class Rocm(Backend):
    kind = "rocm"
    aliases = ("hip",)
    default_arg = "gfx942"
    drivers = ("hip",)
    # --iree-hip-target is the spelling of releases before --iree-rocm-target.
    selection_flags = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-rocm-target",
                       "--iree-hip-target")
    codegen_prefixes = ("--iree-codegen-", "--iree-llvmgpu-")
    executable_prefixes = ("--iree-codegen-", "--iree-llvmgpu-", "--iree-rocm-", "--iree-hip-")
    suite_backends = ("rocm",)
    device_env = {"hip": ("HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES")}
    known = AMD_CHIPS
    unknown_words = re.compile(r"Unknown ROCM target")
    # 3.9.0's --iree-hip-target, --iree-hip-enable-tensor-ukernels, --iree-hip-specialize-dispatches are
    # --iree-rocm-* in 3.13.0, which knows no --iree-hip- flag at all (both checked with --help-hidden).
    renamed = (("--iree-hip-", "--iree-rocm-"),)

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return ("--iree-hal-target-device=hip", f"--iree-rocm-target={arg}")
