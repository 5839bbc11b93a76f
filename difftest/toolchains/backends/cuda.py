"""cuda: NVIDIA GPUs through the CUDA driver. Hopper and newer run sm_80
code: its PTX is JIT-compiled by the driver, and sm_90 does not compile in
IREE 3.13 ("missing GPU target")."""
from __future__ import annotations

import re

from .base import Backend, register


# Checked against iree-base-compiler 3.13.0: sm_90, sm_100 and h100 do not compile there.
NVIDIA_CHIPS = ("sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89",
                        "a100", "ampere", "turing", "volta", "pascal", "rtx3070", "rtx3070ti", "rtx3080",
                        "rtx3080ti", "rtx3090", "rtx3090ti", "rtx4090")


@register
class Cuda(Backend):
    kind = "cuda"
    default_arg = "sm_80"
    drivers = ("cuda",)
    selection_flags = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-cuda-target")
    codegen_prefixes = ("--iree-codegen-", "--iree-llvmgpu-")
    executable_prefixes = ("--iree-codegen-", "--iree-llvmgpu-", "--iree-cuda-")
    suite_backends = ("cuda",)
    device_env = {"cuda": ("CUDA_VISIBLE_DEVICES",)}
    known = NVIDIA_CHIPS
    unknown_words = re.compile(r"missing GPU target in #hal\.executable\.target")

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return ("--iree-hal-target-device=cuda", f"--iree-cuda-target={arg}")

    def fitting(self, device_name: str) -> str | None:
        return "sm_80" if device_name else None
