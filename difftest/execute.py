"""Run one vmfb in a child process: outputs, latency, classified failure.

A crashing or hanging module takes down only its child. The child is the
self-contained worker.py run by the toolchain's own Python.
"""
from __future__ import annotations

import json
import re
import subprocess
import time
from pathlib import Path

import numpy as np

from .compile import excerpt, first_error_line
from .inputs import load_arrays
from .results import RunRecord, Stage
from .toolchain import Toolchain

WORKER = Path(__file__).parent / "child" / "worker.py"


_STATUS = re.compile(r"\b(UNAVAILABLE|NOT_FOUND|FAILED_PRECONDITION|INVALID_ARGUMENT|INTERNAL|UNIMPLEMENTED|"
                     r"RESOURCE_EXHAUSTED|OUT_OF_RANGE|ABORTED|UNKNOWN);")


def _headline(err: str) -> str:
    """The runtime's wrappers ("Could not create device...") hide the line
    with the status code, which is the one that says what is wrong."""
    lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
    for ln in lines:
        if _STATUS.search(ln):
            return ln[:500]
    return lines[0][:500]


def run_module(
    toolchain: Toolchain,
    vmfb: Path,
    driver: str,
    function: str,
    inputs_path: Path,
    out_dir: Path,
    timeout: float,
    repeat: int = 1,
    warmup: int = 1,
    scalars: tuple[int, ...] = (),
) -> tuple[RunRecord, list[np.ndarray] | None]:
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs = out_dir / "outputs.npz"
    result_path = out_dir / "run.json"
    log_path = out_dir / "run.log"
    for p in (outputs, result_path):
        p.unlink(missing_ok=True)
    argv = [str(toolchain.python), str(WORKER), "--module", str(vmfb), "--driver", driver,
            "--function", function, "--inputs", str(inputs_path), "--outputs", str(outputs),
            "--result", str(result_path), "--warmup", str(warmup), "--repeat", str(max(repeat, 1)),
            "--scalars", ",".join(map(str, scalars))]
    t0 = time.monotonic()
    try:
        proc = subprocess.run(argv, capture_output=True, timeout=timeout, env=toolchain.worker_env(),
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return RunRecord(Stage.TIMEOUT, seconds=time.monotonic() - t0,
                         error_line=f"module did not finish in {timeout:g} s"), None
    seconds = time.monotonic() - t0
    log = proc.stderr.decode("utf-8", "replace") + proc.stdout.decode("utf-8", "replace")
    log_path.write_text(log)
    if not result_path.exists():
        how = f"signal {-proc.returncode}" if proc.returncode < 0 else f"exit {proc.returncode}"
        return RunRecord(Stage.CRASHED, seconds=seconds, returncode=proc.returncode,
                         error_line=f"runtime crashed ({how}): {first_error_line(log) or 'no output'}",
                         error_excerpt=excerpt(log) or None), None
    res = json.loads(result_path.read_text())
    status = Stage(res["status"])
    rec = RunRecord(status, seconds=seconds, returncode=proc.returncode)
    if status is not Stage.OK:
        err = (res.get("error") or "").strip() or "unknown error"
        rec.error_line = _headline(err)
        rec.error_excerpt = excerpt(err)
        return rec, None
    rec.latencies_ms = res["latencies_ms"]
    rec.latency_ms = res.get("median_ms")
    rec.outputs_path = str(outputs)
    rec.output_shapes = res["shapes"]
    rec.output_dtypes = res["dtypes"]
    rec.stable = bool(res.get("stable_across_calls", True))
    return rec, load_arrays(outputs)
