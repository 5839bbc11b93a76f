"""llvm-cpu: modules for this machine's CPU (or a named one), run by the
local drivers, whose device is the host and its memory the worker's own."""
from __future__ import annotations

import re

from .base import Backend, register

_ACCEPTED = re.compile(r"List of accepted CPUs:\s*(.+)")


@register
class LlvmCpu(Backend):
    kind = "llvm-cpu"
    drivers = ("local-task", "local-sync")
    local = True
    host = True
    selection_flags = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-hal-local-target-device-backends",
                       "--iree-llvmcpu-target-cpu", "--iree-llvmcpu-target-cpu-features", "--iree-llvmcpu-target-triple")
    # Every llvm-cpu flag acts in codegen except the ones that pick the CPU, which encodings read earlier.
    codegen_prefixes = ("--iree-llvmcpu-", "--iree-codegen-")
    executable_prefixes = ("--iree-llvmcpu-", "--iree-codegen-")
    suite_backends = ("llvm-cpu",)
    device_env = {"local-task": ("IREE_TASK_TOPOLOGY_GROUP_COUNT",)}
    # LLVM's CPU names depend on the host's architecture: the compiler lists them when it refuses one.
    always = ("host", "generic")
    unknown_words = re.compile(r"is not a recognized processor for this target|Unknown CPU for target architecture")
    generic = "generic"

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                f"--iree-llvmcpu-target-cpu={arg or 'host'}")

    def known_to(self, compiler_log: str) -> list[str]:
        m = _ACCEPTED.search(compiler_log or "")
        listed = [c.strip() for c in m.group(1).split(",") if c.strip()] if m else []
        return [*self.always, *listed]

    def acts_in_codegen(self, flag: str) -> bool:
        return flag.startswith(self.codegen_prefixes) and not flag.startswith("--iree-llvmcpu-target-")
