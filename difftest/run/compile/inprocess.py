"""Compiling in-process: iree-compile's argv answered by a long-lived
compiler worker (child/compiler.py, under the toolchain's Python, through
`iree.compiler.api`) instead of a process per compile.

What a compile gives is iree-compile's: the same vmfb bytes (the source is
opened from the same file), the same statistics file, the same diagnostics
text and an exit code of 0 or 1. Where that cannot be had, the compile is
the process's (`run` answers None and why):
- an argv this module does not take apart (a flag the Session refuses, a
  global LLVM flag such as --mlir-print-ir-*, an output format other than a
  vmfb or MLIR bytecode);
- a worker whose compiler library is not its toolchain's iree-compile's;
- a worker that died mid-compile (a crash, an OOM kill): the process's crash
  report, signal and stack dump are what classify it, so the process does it.
A worker holds one set of LLVM's global flags (those a Session refuses),
set at its start; a run of an A/B pair whose flag is global has two per job.
A hang is killed at the timeout and is a timeout, as a process's would be.
A worker is started per thread (one per job), and recycled after
RECYCLE_AFTER compiles or past RSS_BOUND_KB of memory.
"""
from __future__ import annotations

import json
import os
import select
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from ...core import procs
from ...toolchains.base import Toolchain

SCRIPT = Path(__file__).resolve().parents[2] / "child" / "compiler.py"
RECYCLE_AFTER = 200
RSS_BOUND_KB = 6 * 1024 * 1024
HELLO_TIMEOUT = 120.0
# Flags whose value is a file written per compile: set on the Session before each compile.
_PER_COMPILE = ("--iree-scheduling-dump-statistics-file=",)
# iree-compile's own options (not the Session's): taken apart here.
_PHASES = ("--compile-to=", "--compile-from=")


@dataclass(frozen=True)
class Request:
    source: str
    flags: tuple[str, ...]
    per_compile: tuple[str, ...]
    output: str
    emit: str
    compile_to: str | None
    compile_from: str | None

    def as_json(self) -> dict:
        return {"source": self.source, "flags": list(self.flags), "per_compile": list(self.per_compile),
                "output": self.output, "emit": self.emit, "compile_to": self.compile_to,
                "compile_from": self.compile_from}


def request_of(argv: list[str]) -> tuple[Request | None, str]:
    """An iree-compile argv as a worker request, or None and why it must be a process."""
    source, output, emit, phases, flags, per = None, None, "vm", {}, [], []
    args = iter(argv[1:])
    for a in args:
        if a == "-o":
            output = next(args, None)
        elif a == "--emit-mlir-bytecode":
            emit = "mlirbc"
        elif a.startswith(_PHASES):
            name, value = a[2:].split("=", 1)
            phases[name] = value
        elif a.startswith(_PER_COMPILE):
            per.append(a)
        elif a.startswith(("--output-format", "--compile-mode", "--split-input-file", "--mlir-")) or a == "-":
            return None, f"{a.split('=', 1)[0]} is iree-compile's own option, not the compiler library's"
        elif a.startswith("-"):
            flags.append(a)
        elif source is None:
            source = a
        else:
            return None, f"a second input ({a})"
    if source is None or output is None:
        return None, "no input file or no -o"
    if emit == "mlirbc" and "compile-to" not in phases:
        return None, "--emit-mlir-bytecode without --compile-to"
    return Request(source, tuple(flags), tuple(per), output, emit, phases.get("compile-to"),
                   phases.get("compile-from")), ""


class _Worker:
    """One compiler worker process: requests in order, one at a time."""

    def __init__(self, toolchain: Toolchain, global_flags: tuple[str, ...] = ()):
        self.proc = procs.spawn([str(toolchain.python), str(SCRIPT), *global_flags], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=toolchain.worker_env())
        self.compiles = 0
        self.rss_kb = 0

    def ask(self, req: dict, timeout: float) -> dict | None:
        """The answer, or None when the worker died or did not answer in time (then it is killed)."""
        try:
            self.proc.stdin.write((json.dumps(req) + "\n").encode())
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
            line = self.proc.stdout.readline() if ready else b""
        except (OSError, ValueError):
            line = b""
        if not line:
            self.close()
            return None
        return json.loads(line)

    def died(self) -> str:
        code = self.proc.poll()
        return procs.how_it_ended(code) if code is not None else "no answer in time"

    def close(self) -> None:
        procs.kill_group(self.proc)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        procs.release(self.proc)


def _library_ok(answer: dict | None, toolchain: Toolchain) -> bool:
    if not answer or not answer.get("library"):
        return False
    lib = Path(answer["library"]).resolve()
    try:
        return lib in {Path(p).resolve() for p in toolchain.compiler_files()}
    except OSError:
        return False


def run_compiler(api: "ApiCompiler | None", argv: list[str], timeout: float) -> tuple[procs.Completed, str | None]:
    """The one place that decides how a compile runs: in a compiler worker
    where one is asked for and can give what the process gives, else as an
    iree-compile process. The note says which, when a worker was asked for."""
    if api is None:
        return procs.run(argv, timeout), None
    done, why = api.run(argv, timeout)
    if done is not None:
        return done, "compiled in-process (iree.compiler.api)"
    return procs.run(argv, timeout), f"compiled as an iree-compile process: {why}"


class ApiCompiler:
    """The in-process compilers of one run: a worker per thread."""

    def __init__(self, toolchain: Toolchain):
        self.toolchain = toolchain
        self._here = threading.local()
        self._lock = threading.Lock()
        self._all: list[_Worker] = []
        self.refused: str | None = None  # why no worker can serve this toolchain, once known
        self._unstartable: set[tuple[str, ...]] = set()  # global flag sets a worker exits on

    def _worker(self, global_flags: tuple[str, ...] = ()) -> tuple[_Worker | None, str]:
        """This thread's worker for a set of global flags, started when there is none alive."""
        mine = self._here.__dict__.setdefault("workers", {})
        w = mine.get(global_flags)
        if w is not None and w.proc.poll() is None:
            return w, ""
        if self.refused:
            return None, self.refused
        if global_flags in self._unstartable:
            return None, f"the compiler worker did not start with {' '.join(global_flags)}"
        try:
            w = _Worker(self.toolchain, global_flags)
        except OSError as e:
            self.refused = f"the compiler worker cannot start: {e}"
            return None, self.refused
        hello = w.ask({"hello": True}, HELLO_TIMEOUT)
        if hello is None and global_flags:
            # LLVM's parser exits on a global flag it does not know: the process says so as iree-compile does.
            self._unstartable.add(global_flags)
            return None, f"the compiler worker did not start with {' '.join(global_flags)}"
        if not _library_ok(hello, self.toolchain):
            w.close()
            self.refused = f"{self.toolchain.python} does not load {self.toolchain.iree_compile}'s compiler library"
            return None, self.refused
        with self._lock:
            self._all.append(w)
        mine[global_flags] = w
        return w, ""

    def _ask(self, req: Request, timeout: float) -> tuple[_Worker | None, dict | None, str, float]:
        """The answer of the worker that holds the request's global flags."""
        w, why = self._worker()
        answer, seconds = None, 0.0
        for _ in range(2):
            if w is None:
                return None, None, why, seconds
            start = time.monotonic()
            answer = w.ask(req.as_json(), timeout)
            seconds = time.monotonic() - start
            if answer is None or "global" not in answer:
                break
            w, why = self._worker(tuple(answer["global"]))
        return w, answer, "", seconds

    def run(self, argv: list[str], timeout: float) -> tuple[procs.Completed | None, str]:
        """iree-compile's argv compiled in-process, as the process would have
        ended; or None and why the process must do it."""
        req, why = request_of(argv)
        if req is None:
            return None, why
        if not os.access(req.source, os.R_OK):
            return None, "its input cannot be read, which iree-compile says in its own words"
        w, answer, why, seconds = self._ask(req, timeout)
        if w is None:
            return None, why
        if answer is None:
            if seconds >= timeout:
                return procs.Completed(argv, None, b"", b"", seconds, timed_out=True), ""
            return None, f"the compiler worker died ({w.died()})"
        if "global" in answer:
            return None, "the worker for its global flags asked for another"
        if "refused" in answer:
            return None, answer["refused"].replace("\n", " ").strip()
        w.compiles, w.rss_kb = w.compiles + 1, int(answer.get("rss_kb") or 0)
        if w.compiles >= RECYCLE_AFTER or w.rss_kb > RSS_BOUND_KB:
            w.close()
        log = answer.get("log", "").encode()
        return procs.Completed(argv, 0 if answer.get("ok") else 1, b"", log, seconds), ""

    def close(self) -> None:
        with self._lock:
            workers, self._all = self._all, []
        for w in workers:
            w.close()
