"""A compiled program's executables one by one: dumped sources, the source
locations of the ops fused into each, and compiling one alone.

`--iree-hal-dump-executable-sources-to=DIR` writes each hal.executable to a
file of its own; with `--mlir-print-debuginfo` its ops keep the locations of
the case's IR. `iree-compile --compile-mode=hal-executable FILE` compiles one
executable alone, and a codegen failure reproduces there with the same
first error line. explain and reduce both build on this.
"""
from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ..core import procs
from ..core.mlir import context, parse_text
from ..run.compile.outcome import first_error_line
from ..toolchains.backends import executable_flag

DUMP_FLAG = "--iree-hal-dump-executable-sources-to"

# Ops that only move data in and out of a dispatch or hold its bookkeeping:
# not what a compiler engineer means by "the ops fused into it".
_BOOKKEEPING = ("hal.", "iree_tensor_ext.", "func.", "arith.", "affine.", "tensor.empty", "flow.", "util.",
                "iree_codegen.")
# One location in a printed Location: `"file":line:col`. The bindings give
# no accessors for file locations, only their text.
_FILE_LOC = re.compile(r'"([^"]+)":(\d+):(\d+)')


def dump_flags(directory: Path) -> list[str]:
    return [f"{DUMP_FLAG}={directory}", "--mlir-print-debuginfo"]


def without_dump_flags(flags) -> list[str]:
    return [f for f in flags if not f.startswith((DUMP_FLAG, "--mlir-print-debuginfo"))]


def error_message(line: str | None) -> str:
    """The message of a first error line without the location that precedes it."""
    if not line:
        return ""
    m = re.search(r"\berror:\s*(.*)$", line)
    return (m.group(1) if m else line).strip()


@dataclass(frozen=True)
class SourceLoc:
    file: str
    line: int
    col: int
    ops: tuple[str, ...]
    text: str | None = None  # the source line, when the file can be read

    def __str__(self) -> str:
        where = f"{Path(self.file).name}:{self.line}:{self.col}"
        return f"{where}  {', '.join(self.ops)}" + (f"   | {self.text.strip()}" if self.text else "")


@dataclass
class Executable:
    name: str  # the hal.executable's symbol, e.g. main_dispatch_1
    path: Path
    exports: tuple[str, ...] = ()
    locations: list[SourceLoc] = field(default_factory=list)
    payload_ops: frozenset[str] = frozenset()

    @property
    def only_encodes(self) -> bool:
        """Nothing but (un)setting encodings: the decode dispatches that
        tracing adds to show encoded tensors in row-major order."""
        return bool(self.payload_ops) and all(o.startswith(("iree_encoding.", "tensor.")) for o in self.payload_ops)


def _walk(op):
    """Every operation nested in op, in order (op.walk is not in every release's bindings)."""
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                child = child.operation
                yield child
                yield from _walk(child)


def _symbol(ir, op) -> str | None:
    if "sym_name" not in op.attributes:
        return None
    return ir.StringAttr(op.attributes["sym_name"]).value


def read_dump(directory: Path) -> dict[str, Executable]:
    """The dumped executables by symbol. A file that does not parse is
    skipped: one unreadable dump must not hide the others."""
    out: dict[str, Executable] = {}
    for path in sorted(Path(directory).glob("*.mlir")):
        ir, ctx = context(allow_unregistered=True)
        try:
            module = parse_text(path.read_text(errors="replace"), ctx)
        except ValueError:
            continue
        for op in _walk(module.operation):
            if op.name != "hal.executable":
                continue
            name = _symbol(ir, op)
            exports = tuple(s for o in _walk(op) if o.name == "hal.executable.export" and (s := _symbol(ir, o)))
            if name:
                out[name] = Executable(name, path, exports, _payload_locations(ir, op), _payload_ops(op))
    return out


def dump_sources(iree_compile: Path, source: Path, flags, out: Path, timeout: float) -> dict[str, Executable]:
    """The program's executables, compiled only as far as their sources
    (no codegen: fast, and a codegen failure does not stop it)."""
    argv = [str(iree_compile), str(Path(source).resolve()), *without_dump_flags(flags),
            "--compile-to=executable-sources", *dump_flags(out), "-o", "/dev/null"]
    procs.run(argv, timeout)
    return read_dump(out)


def _payload_ops(executable_op) -> frozenset[str]:
    names = set()
    for op in _walk(executable_op):
        if op.name == "func.func":
            names |= {c.operation.name for c in op.regions[0].blocks[0].operations
                      if not c.operation.name.startswith(_BOOKKEEPING)}
    return frozenset(names)


def _payload_locations(ir, executable_op) -> list[SourceLoc]:
    """Where the ops fused into an executable came from: the top-level ops
    of its functions that compute (linalg, encodings, tensor reshapes),
    grouped by source position. A callsite location names the op first."""
    by_pos: dict[tuple[str, int, int], list[str]] = {}
    for op in _walk(executable_op):
        if op.name != "func.func":
            continue
        for child in (c.operation for c in op.regions[0].blocks[0].operations):
            if child.name.startswith(_BOOKKEEPING):
                continue
            m = _FILE_LOC.search(str(child.location))
            if not m:
                continue
            key = (m.group(1), int(m.group(2)), int(m.group(3)))
            names = by_pos.setdefault(key, [])
            if child.name not in names:
                names.append(child.name)
    lines_cache: dict[str, list[str] | None] = {}
    out = []
    for (file, line, col), ops in sorted(by_pos.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        if file not in lines_cache:
            try:
                lines_cache[file] = Path(file).read_text(errors="replace").splitlines()
            except OSError:
                lines_cache[file] = None
        text = lines_cache[file]
        out.append(SourceLoc(file, line, col, tuple(ops), text[line - 1] if text and 0 < line <= len(text) else None))
    return out


def clean_source(path: Path) -> str:
    """The dumped executable without debug locations: what a reader diffs."""
    _, ctx = context(allow_unregistered=True)
    try:
        return parse_text(Path(path).read_text(errors="replace"), ctx).operation.get_asm(enable_debug_info=False)
    except ValueError:
        return Path(path).read_text(errors="replace")


@dataclass
class AloneResult:
    executable: Executable
    returncode: int | None
    error_line: str | None
    argv: list[str]
    timed_out: bool = False


def compile_alone(iree_compile: Path, exe: Executable, flags: list[str], timeout: float) -> AloneResult:
    argv = [str(iree_compile), "--compile-mode=hal-executable", str(exe.path), *flags, "-o", "/dev/null"]
    done = procs.run(argv, timeout)
    log = done.stderr.decode("utf-8", "replace") + done.stdout.decode("utf-8", "replace")
    return AloneResult(exe, None if done.timed_out else done.returncode,
                       None if done.returncode == 0 else first_error_line(log), argv, done.timed_out)


def codegen_flags(flags) -> list[str]:
    """The flags that can act on one executable compiled alone: target and
    codegen options, not the program-level ones (which it may reject)."""
    return [f for f in without_dump_flags(flags) if executable_flag(f)]


def find_failing(iree_compile: Path, executables: dict[str, Executable], flags: list[str], error_line: str | None,
                 timeout: float, jobs: int = 2) -> tuple[AloneResult | None, list[AloneResult]]:
    """The executable that fails alone with the program's first error
    message (the location may differ), and every attempt. Tried without
    flags first, since the dump carries its target; then with the codegen
    flags of the program's compile."""
    want = error_message(error_line)
    exes = list(executables.values())
    attempts: list[AloneResult] = []
    for extra in ([], codegen_flags(flags)):
        with ThreadPoolExecutor(max_workers=max(jobs, 1)) as pool:
            results = list(pool.map(lambda e: compile_alone(iree_compile, e, extra, timeout), exes))
        attempts += results
        same = [r for r in results if r.error_line and error_message(r.error_line) == want]
        if same:
            return same[0], attempts
        if not extra and not codegen_flags(flags):
            break
    return None, attempts


def failing_executable(iree_compile: Path, source: Path, flags, error_line: str | None, work: Path,
                       timeout: float) -> tuple[AloneResult | None, str]:
    """(the AloneResult of the executable that fails alone with the
    program's error, or None and why not)."""
    found = dump_sources(iree_compile, source, flags, work / "candidate-sources", timeout)
    if not found:
        return None, ("the candidate fails before any executable exists (no executable sources were dumped): "
                      "the failure is not in codegen; `difftest reduce` makes a program-level reproducer")
    hit, attempts = find_failing(iree_compile, found, list(flags), error_line, timeout)
    if hit is None:
        failing = [a for a in attempts if a.error_line]
        why = (f"none of the {len(found)} executables fails alone with the same error"
               + (f" ({failing[0].executable.name} fails with: {failing[0].error_line})" if failing else "")
               + ": the failure is not in one executable's codegen; `difftest reduce` makes a program-level "
                 "reproducer")
        return None, why
    return hit, ""
