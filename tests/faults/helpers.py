"""Fakes for what cannot be real here: a compiler that kills itself, hangs
or forks. Each wraps the real installed iree-compile."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
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


def wait_for(pred, timeout: float = 60.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def spawn_difftest(args: list[str], cwd: Path) -> subprocess.Popen:
    """difftest as a separate process, so it can be signalled like a user would."""
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "difftest", *args], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, text=True)


def finish(proc: subprocess.Popen, timeout: float = 60.0) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def journal(out_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (out_dir / "results.jsonl").read_text().splitlines() if line.strip()]


def send(proc: subprocess.Popen, sig: int) -> None:
    proc.send_signal(sig)


SIGTERM, SIGINT = signal.SIGTERM, signal.SIGINT
