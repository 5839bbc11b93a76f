"""Child processes and signals: every external call runs in its own process
group, and that whole group dies on timeout, Ctrl-C, SIGTERM or error.

A compiler wrapper that forks, a build that starts a hundred compilers, a
runtime worker: none of them may outlive difftest or be mistaken for the
case's own failure. When difftest is interrupted, a child killed on its
behalf raises `Interrupted`, so the stage that ran it never records the
death as a crash (and never caches it).
"""
from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any

from .verdicts import exit_for_signal

# How long a group gets between SIGTERM and SIGKILL when difftest stops it.
GRACE_S = 2.0


class Interrupted(Exception):
    """difftest was asked to stop (SIGINT or SIGTERM): not the case's fault."""

    def __init__(self, signum: int | None = None):
        self.signum = signum or signal.SIGINT
        super().__init__(f"interrupted by {signal.Signals(self.signum).name}")


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)

_live: set[subprocess.Popen] = set()
# Reentrant: a signal handler runs on the main thread between any two
# bytecodes, also while that thread holds the lock, and takes it too.
_lock = threading.RLock()
_stop = threading.Event()
_signum: list[int] = []
_here = threading.local()


def stopping() -> bool:
    return _stop.is_set()


def stop_signal() -> int | None:
    return _signum[0] if _signum else None


def check() -> None:
    """Raise Interrupted when a stop was requested: called between stages so
    no new work starts."""
    if _stop.is_set():
        raise Interrupted(stop_signal())


def kill_group(proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _stop_group(proc: subprocess.Popen) -> None:
    """SIGTERM the group, then SIGKILL whatever is left of it.

    The leader may already be reaped while its children live on, so the
    group is killed by id, never only through the leader."""
    kill_group(proc, signal.SIGTERM)
    try:
        proc.wait(timeout=GRACE_S)
    except subprocess.TimeoutExpired:
        pass
    kill_group(proc, signal.SIGKILL)
    try:
        proc.wait(timeout=GRACE_S)
    except subprocess.TimeoutExpired:
        pass


def spawn(argv: list[str], **kw: Any) -> subprocess.Popen:
    """Popen in a new session (its own process group), tracked until `release`."""
    check()
    # A child in its own session gets no terminal signal: until it is in
    # _live, a handler that raised (signals_interrupt) would orphan it.
    _here.starting = True
    try:
        proc = subprocess.Popen(argv, start_new_session=True, **kw)
        with _lock:
            _live.add(proc)
    finally:
        _here.starting = False
    if _stop.is_set():  # a stop raced with the start
        _stop_group(proc)
        release(proc)
        raise Interrupted(stop_signal())
    return proc


def release(proc: subprocess.Popen) -> None:
    """Forget a finished child, killing any of its group still running
    (a compiler wrapper's backgrounded children, for example)."""
    kill_group(proc)
    with _lock:
        _live.discard(proc)


def how_it_ended(returncode: int | None) -> str:
    """A process's end in words a reader knows: `SIGSEGV, signal 11` for a
    death by a signal (a crash is named by its signal), `exit 245` else."""
    if returncode is not None and returncode < 0:
        try:
            return f"{signal.Signals(-returncode).name}, signal {-returncode}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit {returncode}"


@dataclass
class Completed:
    argv: list[str]
    returncode: int | None
    stdout: bytes
    stderr: bytes
    seconds: float
    timed_out: bool = False


def run(argv: list[str], timeout: float, *, env: dict[str, str] | None = None, cwd: str | os.PathLike | None = None,
        stdout: int | IO = subprocess.PIPE, stderr: int | IO = subprocess.PIPE,
        input_bytes: bytes | None = None) -> Completed:
    """Run argv to completion in its own process group.

    On timeout the whole group is killed and `timed_out` is set. If difftest
    is being stopped, the group is killed and Interrupted is raised instead
    of returning a result that would blame the case."""
    t0 = time.monotonic()
    proc = spawn(argv, env=env, cwd=cwd, stdout=stdout, stderr=stderr,
                 stdin=subprocess.PIPE if input_bytes is not None else subprocess.DEVNULL)
    timed_out = False
    try:
        out, err = proc.communicate(input=input_bytes, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(proc)
        out, err = proc.communicate()
    except BaseException:
        _stop_group(proc)
        raise
    finally:
        release(proc)
    if _stop.is_set():
        raise Interrupted(stop_signal())
    return Completed(argv, None if timed_out else proc.returncode, out or b"", err or b"",
                     time.monotonic() - t0, timed_out)


def stop_all(signum: int) -> None:
    """Ask everything to stop: no new child starts, and every live group is
    terminated. Safe to call from a signal handler (it only signals)."""
    if not _signum:
        _signum.append(signum)
    _stop.set()
    with _lock:
        procs = list(_live)
    for p in procs:
        kill_group(p, signal.SIGTERM)

    def reap():
        time.sleep(GRACE_S)
        with _lock:
            rest = list(_live)
        for p in rest:
            kill_group(p, signal.SIGKILL)

    threading.Thread(target=reap, daemon=True).start()


def reset() -> None:
    """Forget an earlier stop (tests and long-lived callers run again)."""
    _stop.clear()
    _signum.clear()


def _exit_now(signum: int) -> None:
    """A second signal: the user insists, and everything already finished
    is on disk."""
    with _lock:
        for p in list(_live):
            kill_group(p)
    os._exit(exit_for_signal(signum))


def _stop_live() -> None:
    with _lock:
        rest = list(_live)
    for p in rest:
        _stop_group(p)


def _install(handler) -> dict:
    # signal.signal returns None for a handler set outside Python; SIG_DFL
    # is what stands in for it when restoring.
    return {s: signal.signal(s, handler) or signal.SIG_DFL for s in STOP_SIGNALS}


def _restore(old: dict) -> None:
    for s, h in old.items():
        signal.signal(s, h)


@contextmanager
def signals_stop_children():
    """While active, SIGINT and SIGTERM stop all children and make stages
    raise Interrupted; a second signal exits at once.

    Only the main thread may install handlers; elsewhere this does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    reset()

    def handler(signum, frame):
        if _stop.is_set():
            _exit_now(signum)
        stop_all(signum)

    old = _install(handler)
    try:
        yield
    finally:
        _restore(old)
        _stop_live()


def _interrupt(signum, frame):
    if _stop.is_set():
        _exit_now(signum)
    stop_all(signum)
    if not getattr(_here, "starting", False):
        raise Interrupted(signum)
    # Inside spawn, between the start and the tracking: spawn sees the stop
    # and raises once the child can be stopped with the rest.


@contextmanager
def signals_interrupt():
    """While active on the main thread, SIGINT and SIGTERM stop every child
    and raise Interrupted at once, wherever the main thread waits: a child,
    or a lock that another difftest holds. For work that has nothing to
    record when stopped, such as making a toolchain.

    The handlers replace whatever the process inherited. A process that a
    non-interactive shell starts in the background (`cmd &` in a script, or
    under a test runner started so) inherits SIGINT ignored, and Python
    then installs no KeyboardInterrupt: relying on it, a build never
    stopped on SIGINT. SIGTERM's default would kill difftest and leave the
    build's group, in its own session, running. Elsewhere than the main
    thread this does nothing (only the main thread may install handlers)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    check()
    old = _install(_interrupt)
    try:
        yield
    finally:
        _restore(old)
        if _stop.is_set():
            _stop_live()
