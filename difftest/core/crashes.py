"""What a compiler's crash says of itself: LLVM's stack dump names the pass
it crashed in and the frames above it. Read by the compile stage (a
crash's error line names its pass), fuzz's signatures and issue.md."""
from __future__ import annotations

import re

from .verdicts import is_error_line

# LLVM's pretty stack: `1.	Running pass 'X86 DAG->DAG Instruction Selection' on function '@f'`.
_LLVM_PASS = re.compile(r"^\s*\d+\.\s+Running pass '([^']+)'", re.M)
# A frame of the stack trace: ` #6 0x00007f12bd6d76f4 mlir::...::VerifyDevicesPass::runOnOperation() File.cpp:0:0`.
_FRAME = re.compile(r"^\s*#(\d+) 0x[0-9a-fA-F]+ (.+)$")
_MLIR_PASS = re.compile(r"(?:^|::)(\w+Pass)(?:Base<.*>)?::runOnOperation\(")
# The frames that are the crash's handling, not its place.
_HANDLER = ("llvm::sys::", "SignalHandler", "libc.so", "__restore_rt", "raise", "abort ")
_MANAGER = ("mlir::detail::OpToOpPassAdaptor::", "mlir::PassManager::run", "llvm::legacy::")
# `(/home/me/venv/.../libIREECompiler.so+0x5b94348)`: the library's name is the fact, not where it lies.
_LIB_PATH = re.compile(r"\((?:/[^()\s]*/)([^/()\s]+\+0x[0-9a-fA-F]+\))")


def frames(log: str) -> list[str]:
    """The stack trace of a crash, each frame without its address."""
    out = []
    for line in log.splitlines():
        m = _FRAME.match(line)
        if m:
            out.append(f"#{m.group(1)} {m.group(2).strip()}")
    return out


def crash_pass(log: str) -> str:
    """The pass a crash happened in: the innermost MLIR pass on its stack,
    else the LLVM pass its stack dump says it was running; "" for neither."""
    for frame in frames(log):
        m = _MLIR_PASS.search(frame)
        if m:
            return m.group(1)
    llvm = _LLVM_PASS.findall(log)
    return llvm[-1] if llvm else ""


def stack_top(log: str, count: int = 8) -> list[str]:
    """The top of a crash's stack trace, from where it crashed: the signal
    handler's own frames left out."""
    out = [_LIB_PATH.sub(r"(\1", f) for f in frames(log)]
    start = next((i for i, f in enumerate(out) if not any(h in f for h in _HANDLER)), len(out))
    # Down to the pass that crashed: below it is the pass manager's, the same for every crash.
    end = next((i for i, f in enumerate(out) if i > start and any(m in f for m in _MANAGER)), len(out))
    return out[start:min(end, start + count)]


# ---- the pass a compile failed in -----------------------------------------------------

PRINT_AFTER_FAILURE = "--mlir-print-ir-after-failure"
# Threaded, executables fail side by side and their dumps come in the order they failed, while
# the errors come in the order of the module: the first dump need not be the first error's
# (a ROCm program failing in MaterializeDeviceEncodingPass and VerifyWorkgroupDistributionPass
# at once named the one pass for the other's error). One thread keeps each error beside its dump.
DUMP_FLAGS = (PRINT_AFTER_FAILURE, "--mlir-disable-threading")
# `// -----// IR Dump After VerifyWorkgroupDistributionPass Failed: iree-codegen-verify-workgroup-distribution
# //----- //` in IREE 3.13; upstream MLIR has printed `Failed (<arg>)` too. The first is the innermost pass:
# the pipelines around it (OpPipelineAdaptorPass, TranslateAllExecutablesPass) fail after it.
_DUMP = re.compile(r"IR Dump After (?P<name>[\w:.$-]+) Failed(?::\s*(?P<arg>[^\s{]+)|\s*\((?P<arg2>[^\s{)]+))?")


def failing_pass(log: str) -> tuple[str, str]:
    """(pass name, pass argument) from the compiler's own failure dump: the
    first dump after the first error (a log of one thread, DUMP_FLAGS), or the
    first dump where no error comes before one; for a crash, which prints no
    dump, the pass its stack dump names (crash_pass); ("", "") without one."""
    first, seen_error = None, False
    for line in log.splitlines():
        if "IR Dump After" in line:
            m = _DUMP.search(line)
            if m:
                found = m.group("name"), m.group("arg") or m.group("arg2") or ""
                if seen_error:
                    return found
                first = first or found
        elif not seen_error and is_error_line(line):
            seen_error = True
    return first or (crash_pass(log), "")
