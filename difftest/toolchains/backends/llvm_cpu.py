"""llvm-cpu: modules for this machine's CPU (or a named one), run by the
local drivers, whose device is the host and its memory the worker's own."""
from __future__ import annotations

import re

from .base import Backend, Lift, Limit, register

_ACCEPTED = re.compile(r"List of accepted CPUs:\s*(.+)")


# llvm-cpu flags that IREE 3.13 writes into `#hal.executable.target<"llvm-cpu", ...>` when it assigns
# targets, at the start of the pipeline, and codegen reads from there: a compile resumed from IR made
# without them (a shared prefix) silently drops them. Measured one by one: diamond_8b compiled to
# global-optimization with and without each flag, the IR compared (max_stack_allocation_size, ukernels,
# link_embedded, debug_symbols, sanitizer, enable_inner_tiled, link_ukernel_bitcode, loop_vectorization,
# slp_vectorization, loop_interleaving, llvm_ukernels); the other --iree-llvmcpu- flags left it unchanged.
TARGET_ATTRIBUTE_FLAGS = (
    "--iree-llvmcpu-stack-allocation-limit", "--iree-llvmcpu-enable-ukernels", "--iree-llvmcpu-link-embedded",
    "--iree-llvmcpu-debug-symbols", "--iree-llvmcpu-sanitize", "--iree-llvmcpu-enable-inner-tiled",
    "--iree-llvmcpu-link-ukernel-bitcode", "--iree-llvmcpu-loop-vectorization", "--iree-llvmcpu-slp-vectorization",
    "--iree-llvmcpu-loop-interleaving", "--iree-llvmcpu-enable-llvm-ukernels", "--iree-llvmcpu-link-static",
    # Found by review at non-default values (loop_unrolling is off by default, so the first pass missed it).
    "--iree-llvmcpu-loop-unrolling", "--iree-llvmcpu-vscale-range", "--iree-llvmcpu-static-library-output-path",
)


# The bounds real models meet on a CPU, as sharktank's CPU runs raise them (corpora/llama8b needs the
# stack ones at the 8B widths): more stack per dispatch than the default 32 KiB and vectors past the
# default bound (codegen refuses both), then a larger stack for the task workers that run those
# dispatches (the runtime dies of SIGSEGV without it).
_STACK = re.compile(r"exceeded stack allocation limit of (\d+) bytes for function\. Got (\d+) bytes")
_VECTOR = re.compile(r"One or more operations with large vector sizes \((\d+) bytes\)")
TASK_STACK = "--task_worker_stack_size=4194304"


def _stack(text: str) -> Lift | None:
    got = [(int(a), int(b)) for a, b in _STACK.findall(text)]
    if not got:
        return None
    need = max(b for _, b in got)
    value = 1 << (need - 1).bit_length()  # the power of two at or above what the worst dispatch needs
    flag = f"--iree-llvmcpu-stack-allocation-limit={value}"
    return Lift(flag, f"llvm-cpu's stack allocation limit ({got[0][0]} bytes; a dispatch needs {need}): raise it "
                      f"with {flag} (or more: the limit is per dispatch)",
                "a dispatch may then take that much of a task worker's stack, so the run needs "
                f"{TASK_STACK} (or more) beside it, or it dies of SIGSEGV")


def _vector(text: str) -> Lift | None:
    m = _VECTOR.search(text)
    flag = "--iree-llvmcpu-fail-on-large-vector=false"
    return None if m is None else Lift(flag, f"llvm-cpu's bound on vector sizes ({m.group(1)} bytes): lift it with "
                                             f"{flag}",
                                       "the dispatches then keep vectors far wider than the CPU's registers, which "
                                       "LLVM lowers to long unrolled code: the module grows and compiles slower, "
                                       "often several times, and may run slower")


def _task_stack(text: str) -> Lift | None:
    if "SIGSEGV" not in text:
        return None
    return Lift(TASK_STACK, "a segmentation fault while running on the CPU is often a dispatch's stack overflowing "
                            f"the task workers' own: raise it with the runtime flag {TASK_STACK} (difftest.toml's "
                            "runtime_flags)", "each task worker thread then reserves that much stack")


@register
class LlvmCpu(Backend):
    kind = "llvm-cpu"
    drivers = ("local-task", "local-sync")
    local = True
    host = True
    selection_flags = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-hal-local-target-device-backends",
                       "--iree-llvmcpu-target-cpu", "--iree-llvmcpu-target-cpu-features", "--iree-llvmcpu-target-triple")
    # Every llvm-cpu flag acts in codegen except the ones that pick the CPU, which encodings read earlier,
    # and those IREE writes into the executable target at the start (TARGET_ATTRIBUTE_FLAGS).
    codegen_prefixes = ("--iree-llvmcpu-", "--iree-codegen-")
    executable_prefixes = ("--iree-llvmcpu-", "--iree-codegen-")
    suite_backends = ("llvm-cpu",)
    device_env = {"local-task": ("IREE_TASK_TOPOLOGY_GROUP_COUNT",)}
    # LLVM's CPU names depend on the host's architecture: the compiler lists them when it refuses one.
    always = ("host", "generic")
    unknown_words = re.compile(r"is not a recognized processor for this target|Unknown CPU for target architecture")
    generic = "generic"
    limits = (Limit("stack", "compile", _stack), Limit("vector", "compile", _vector),
              Limit("task-stack", "run", _task_stack))

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                f"--iree-llvmcpu-target-cpu={arg or 'host'}")

    def known_to(self, compiler_log: str) -> list[str]:
        m = _ACCEPTED.search(compiler_log or "")
        listed = [c.strip() for c in m.group(1).split(",") if c.strip()] if m else []
        return [*self.always, *listed]

    def acts_in_codegen(self, flag: str) -> bool:
        return flag.startswith(self.codegen_prefixes) and not flag.startswith(("--iree-llvmcpu-target-",
                                                                                *TARGET_ATTRIBUTE_FLAGS))
