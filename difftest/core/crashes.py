"""What a compiler's crash says of itself: LLVM's stack dump names the pass
it crashed in and the frames above it. Read by the compile stage (a
crash's error line names its pass), fuzz's signatures and issue.md."""
from __future__ import annotations

import re

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
