"""Shared by the regen.py scripts of the corpora sharktank exports (llama8b,
llama405b_fp4, punet_int8): each step (a theta made, an export) runs in a child
of its own, so each step's time and peak memory are its own, and the archive
in between lives only in a temporary directory. The standard library only: the
scripts run under the export environment's Python, difftest not installed."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Sequence


def run_measured(argv: list[str], timeout_s: float) -> tuple[float, float]:
    """Run argv to completion; its wall seconds and peak resident GB (from
    wait4, so this child's own peak, not the largest child's so far)."""
    start = time.monotonic()
    proc = subprocess.Popen(argv)
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > timeout_s:
            proc.kill()
            proc.wait()
            raise SystemExit(f"regen: {' '.join(argv[:4])} ... ran past {timeout_s} s")
        time.sleep(0.5)
    code = os.waitstatus_to_exitcode(status)
    if code:
        raise SystemExit(f"regen: {' '.join(argv)} exited {code}")
    return time.monotonic() - start, usage.ru_maxrss / 1e6  # ru_maxrss is KiB on Linux


def regen_weights(script: str, name: str, exports: Sequence, out: Path, prefix: str, timeout_s: float,
                  export_one: Callable[[object, Path, Path, Path], tuple[float, float]]) -> list[str]:
    """The weights `name` made once (`script --make-weights NAME --irpa F`), then each export of them
    (`export_one(export, irpa, tmp, out)`); a line per step, printed as it ends."""
    lines = []
    with tempfile.TemporaryDirectory(prefix=f"{prefix}-{name}-") as tmp:
        irpa = Path(tmp) / f"{name}.irpa"
        secs, gb = run_measured([sys.executable, script, "--make-weights", name, "--irpa", str(irpa)], timeout_s)
        lines.append(f"{name}.irpa: {irpa.stat().st_size / 1e9:.2f} GB in {secs:.0f} s, peak {gb:.1f} GB")
        print(lines[-1], flush=True)
        for e in exports:
            secs, gb = export_one(e, irpa, Path(tmp), out)
            size = (out / f"{e.name}.mlir").stat().st_size / 1e3
            lines.append(f"{e.name}.mlir: {size:.0f} KB in {secs:.0f} s, peak {gb:.1f} GB")
            print(lines[-1], flush=True)
    return lines  # the archive went with the directory
