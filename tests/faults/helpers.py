"""Fakes for what cannot be real here: a compiler that kills itself, hangs
or forks. Each wraps the real installed iree-compile."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager, nullcontext
from pathlib import Path

from difftest.toolchains.base import installed

from ..conftest import REPO

ADD_ONE = """func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.constant dense<1.0> : tensor<8xf32>
  %r = arith.addf %x, %c : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""
TIMES_TWO = """func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = arith.addf %x, %x : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""


def real_compiler() -> str:
    return str(installed().iree_compile)


def fake_compiler(root: Path, body: str) -> str:
    """A dir: toolchain whose bin/iree-compile runs `body` (bash) for
    compiles and the real compiler for --version. Returns the spec."""
    bin_dir = root / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    exe = bin_dir / "iree-compile"
    exe.write_text("#!/bin/bash\n"
                   f'REAL="{real_compiler()}"\n'
                   'if [ "$1" = "--version" ]; then exec "$REAL" --version; fi\n'
                   + body + "\n")
    exe.chmod(0o755)
    return f"dir:{root}"


def alive(pid: int) -> bool:
    """Running, and not a zombie waiting for a parent that is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    state = next((ln.split()[1] for ln in status.splitlines() if ln.startswith("State:")), "?")
    return state not in ("Z", "X")


def pids_in(path: Path) -> list[int]:
    if not path.exists():
        return []
    return [int(x) for x in path.read_text().split()]


# A deadline for states a test waits for, never a claim about speed: long
# enough for a machine running other suites beside this one.
PATIENCE_S = 300.0


def wait_for(pred, timeout: float = PATIENCE_S, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def wait_gone(pidfile: Path, what: str = "the processes started to end") -> None:
    """A killed process ends when the kernel gets to it, not at once: wait
    for every pid written to `pidfile` to be gone (a leak never is)."""
    wait_for(lambda: not [pid for pid in pids_in(pidfile) if alive(pid)], what=what)


def holds_open(pid: int, path: Path) -> bool:
    """Whether process `pid` has `path` open (a lock it waits on, say)."""
    try:
        fds = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return False
    target = str(path.resolve())
    for fd in fds:
        try:
            if os.readlink(fd) == target:
                return True
        except OSError:
            continue
    return False


@contextmanager
def sigint_ignored():
    """SIGINT ignored in what is started meanwhile, as a non-interactive
    shell leaves it for a background job (`pytest &` in a script): exec
    keeps an ignored signal, and Python then installs no KeyboardInterrupt."""
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def spawn_difftest(args: list[str], cwd: Path, *, ignoring_sigint: bool = False) -> subprocess.Popen:
    """difftest as a separate process, so it can be signalled like a user would;
    with `ignoring_sigint`, started as a script's background job is."""
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONUNBUFFERED="1")
    with sigint_ignored() if ignoring_sigint else nullcontext():
        return subprocess.Popen([sys.executable, "-m", "difftest", *args], cwd=cwd, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env, text=True)


def finish(proc: subprocess.Popen, timeout: float = PATIENCE_S) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def journal(out_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (out_dir / "results.jsonl").read_text().splitlines() if line.strip()]


def send(proc: subprocess.Popen, sig: int) -> None:
    proc.send_signal(sig)


SIGTERM, SIGINT = signal.SIGTERM, signal.SIGINT


# The real runtime worker, but one that SIGKILLs itself on a request for the
# named side (its outputs go under .../<side>/run/): to difftest that is a
# worker killed from outside mid-run, the OOM killer's way, every time.
_KILLER = '''import json, os, runpy, signal, sys

side = "/" + sys.argv.pop(1) + "/"


class _Stdin:
    def __iter__(self):
        for line in sys.__stdin__:
            if line.strip() and side in json.loads(line).get("outputs", ""):
                os.kill(os.getpid(), signal.SIGKILL)
            yield line


sys.stdin = _Stdin()
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
'''


def killing_runtime(root: Path, side: str) -> str:
    """A dir: toolchain (the real compiler and runtime) whose runtime worker
    is SIGKILLed while it runs `side`'s module. Returns the spec."""
    (root / "bin").mkdir(parents=True, exist_ok=True)
    (root / "killer.py").write_text(_KILLER)
    py = root / "bin" / "python"
    py.write_text(f'#!/bin/bash\ncase "$1" in *worker.py) exec "{sys.executable}" "{root / "killer.py"}" {side} "$@";; '
                  f'esac\nexec "{sys.executable}" "$@"\n')
    cc = root / "bin" / "iree-compile"
    cc.write_text(f'#!/bin/bash\nexec "{real_compiler()}" "$@"\n')
    for p in (py, cc):
        p.chmod(0o755)
    return f"dir:{root}"
