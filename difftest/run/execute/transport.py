"""How a Runner reaches a runtime worker (child/worker.py): a transport.

A transport carries the worker's protocol (child/wire.py: one request, one
answer, each a dataclass on a line) and says when the worker died, hung or
sent something that is not the protocol (`WorkerDied`). The Runner
(run/execute/runner.py) keeps a pool of them and never knows how one is
connected:

- `PipeWorker`, the default: a worker process on this machine, spoken to
  over its stdin and stdout;
- `SshWorker` (run/execute/ssh.py): a device on another machine, its worker started
  there through ssh, and the files' content carried over the connection.

A transport is made by a `Connect`: (toolchain, log path, epoch, runtime
flags) -> Transport. Runtime flags are process-wide in IREE, so a case that
needs some (a task worker's stack size) gets a worker started with them.
"""
from __future__ import annotations

import json
import os
import select
import subprocess
import time
from pathlib import Path
from typing import Callable, Protocol

from ...child import wire
from ...core import procs
from ...core.keys import digest
from ...corpus.inputs import InputError
from ...toolchains.base import Toolchain, ToolchainUnavailable
from ..compile.outcome import first_error_line

CHILD = Path(__file__).parents[2] / "child"
WORKER = CHILD / "worker.py"
# Every module the worker imports: what ssh sends, and what keys a run (the worker's code decides what it records).
WORKER_FILES = tuple(CHILD / name for name in wire.MODULES)


def worker_digest() -> str:
    """The worker's code, all its modules: a part of every run's key."""
    return digest(*(p.read_bytes() for p in WORKER_FILES))
# Starting Python and importing iree.runtime; generous for a loaded machine.
HELLO_TIMEOUT = 120.0


def last_error_line(log: str) -> str | None:
    """What a dying Python worker said last: its traceback's final line (the
    exception), not "Traceback (most recent call last):"."""
    lines = [ln.strip() for ln in (log or "").splitlines() if ln.strip()]
    if any(ln.startswith("Traceback (most recent call last)") for ln in lines):
        return next((ln for ln in reversed(lines) if not ln.startswith(("File ", "^", "~"))), lines[-1])[:500]
    return first_error_line(log)


def _last_line(text: str) -> str:
    lines = [ln.strip() for ln in (text or "").splitlines() if ln.strip()]
    return lines[-1][:500] if lines else "no output"


class RuntimeFlagsRefused(InputError):
    """The runtime does not take a case's runtime_flags: the case's config
    is wrong (a case-error), not the module nor the toolchain."""


class DeviceUnreachable(OSError):
    """The machine a device is on could not be reached (ssh's own words):
    no device, never the case's failure."""


class WorkerDied(Exception):
    """The worker ended, hung, or answered something that is not the
    protocol (`garbled` holds what it sent)."""

    def __init__(self, returncode: int | None, log: str, timed_out: bool = False, garbled: bytes | None = None):
        self.returncode, self.log, self.timed_out, self.garbled = returncode, log, timed_out, garbled
        super().__init__(f"worker exited {returncode}")

    def describe(self, log: str) -> str:
        """One line: what the worker did, and the last thing it said."""
        if self.garbled is not None:
            return f"the runtime worker sent an answer that is not the protocol: {self.garbled[:120]!r}"
        rc = self.returncode
        last = last_error_line(log) or "no output"
        if rc == 0:
            return f"the runtime worker exited (0) without answering: {last}"
        return f"runtime crashed ({procs.how_it_ended(rc)}): {last}"


class ConnectionLost(WorkerDied):
    """The connection to a far worker ended (ssh exited, the pipe broke)
    before it answered: its device is lost, as a GPU that resets is."""

    def __init__(self, returncode: int | None, reason: str):
        super().__init__(returncode, "")
        self.reason = reason


class Transport(Protocol):
    """One runtime worker as the Runner sees it."""

    epoch: int  # the Runner's device epoch when it was connected
    runtime_flags: tuple[str, ...]  # the runtime flags its process was started with
    remote: object  # the machine it runs on (a toolchains.uri.Remote); None for this one

    def request(self, req: wire.ProbeRequest | wire.CallRequest, timeout: float) -> wire.WorkerAnswer: ...  # raises WorkerDied

    def log_offset(self) -> int: ...

    def log_tail(self, since: int) -> str: ...

    def alive(self) -> bool: ...

    def close(self) -> None: ...


Connect = Callable[[Toolchain, Path, int, tuple[str, ...]], Transport]


class _Channel:
    """A worker process whose answers arrive on a file descriptor, a line
    each, and whose stderr goes to a log; subclasses say how requests go."""

    fd: int
    remote = None

    def __init__(self, toolchain: Toolchain, log_path: Path, epoch: int, argv_tail: list[str],
                 runtime_flags: tuple[str, ...] = (), **spawn):
        self.log_path, self.epoch, self.runtime_flags = log_path, epoch, tuple(runtime_flags)
        argv_tail = [*argv_tail, *(x for f in runtime_flags for x in ("--runtime-flag", f))]
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self.log = open(log_path, "ab")
        self.proc = procs.spawn(self._argv(toolchain, argv_tail), stderr=self.log, env=self._env(toolchain), **spawn)
        self._buf = b""

    def _argv(self, toolchain: Toolchain, tail: list[str]) -> list[str]:
        return [str(toolchain.python), str(WORKER), *tail]

    def _env(self, toolchain: Toolchain) -> dict[str, str]:
        return toolchain.worker_env()

    def _hello(self, toolchain: Toolchain) -> None:
        try:
            hello = self.decoded(self.read(HELLO_TIMEOUT), wire.Hello)
        except WorkerDied as e:
            self.close()
            raise self._no_start(toolchain, e) from None
        self._accept(toolchain, hello)

    def _no_start(self, toolchain: Toolchain, e: WorkerDied) -> Exception:
        """Why a worker said no hello."""
        if e.timed_out:
            # Alive but silent: a machine too loaded to start Python in time, not a broken toolchain.
            return TimeoutError(f"no answer from a new runtime worker in {HELLO_TIMEOUT:g} s (a loaded machine?)")
        # What it said on stderr is why: a missing module, a library that does not load.
        why = _last_line(self.log_tail(0)) if e.garbled is None else e.describe("")
        return ToolchainUnavailable(f"{toolchain.spec}: the runtime worker did not start under {toolchain.python} "
                                    f"(exit {e.returncode}): {why}")

    def _accept(self, toolchain: Toolchain, hello: wire.Hello) -> None:
        """A worker's hello: refused (and the worker closed) where it cannot serve."""
        if hello.flags_error:
            self.close()
            raise RuntimeFlagsRefused(f"runtime_flags {' '.join(self.runtime_flags)}: {hello.flags_error}")
        if not hello.hello:
            self.close()
            raise ToolchainUnavailable(f"{toolchain.spec}: iree.runtime cannot be imported by {toolchain.python}: "
                                       f"{_last_line(hello.traceback or hello.error or '')}")

    def log_tail(self, since: int) -> str:
        try:
            with open(self.log_path, "rb") as f:
                f.seek(since)
                return f.read(200_000).decode("utf-8", "replace")
        except OSError:
            return ""

    def log_offset(self) -> int:
        try:
            return self.log_path.stat().st_size
        except OSError:
            return 0

    def read(self, timeout: float) -> dict:
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WorkerDied(None, "", timed_out=True)
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.5))
            procs.check()
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                rc = self._ended()
                # Half an answer, then gone: say what it sent.
                raise WorkerDied(rc, "", garbled=self._buf or None)
            self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        try:
            msg = json.loads(line)
        except ValueError:
            msg = None
        if not isinstance(msg, dict):
            raise WorkerDied(self.proc.poll(), "", garbled=line)
        return msg

    def decoded(self, msg: dict, kind: type):
        """A message read as the protocol's `kind`; one that does not fit it
        (a worker of another difftest) is not the protocol."""
        try:
            return wire.decode(msg, kind)
        except ValueError:
            raise WorkerDied(self.proc.poll(), "", garbled=json.dumps(msg).encode()[:400]) from None

    def _send(self, data: bytes) -> None:
        raise NotImplementedError

    def request(self, req: wire.ProbeRequest | wire.CallRequest, timeout: float) -> wire.WorkerAnswer:
        try:
            self._send(wire.encode(req))
        except (BrokenPipeError, OSError):
            rc = self._ended()
            raise WorkerDied(rc, "") from None
        return self.decoded(self.read(timeout), wire.ANSWERS[type(req)])

    def _ended(self) -> int | None:
        """The exit status of a worker whose pipe closed; one that does not
        exit soon after is killed (a pipe closed by a process that lives on)."""
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            procs.kill_group(self.proc)
            return self.proc.wait()

    def alive(self) -> bool:
        return self.proc.poll() is None

    def _hang_up(self) -> None:
        pass

    def close(self) -> None:
        self._hang_up()
        procs.release(self.proc)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self.log.close()


class PipeWorker(_Channel):
    """A worker process on this machine, over its stdin and stdout."""

    def __init__(self, toolchain: Toolchain, log_path: Path, epoch: int = 0, runtime_flags: tuple[str, ...] = ()):
        super().__init__(toolchain, log_path, epoch, [], runtime_flags, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.fd = self.proc.stdout.fileno()
        self._hello(toolchain)

    def _send(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def _hang_up(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
        except OSError:
            pass
