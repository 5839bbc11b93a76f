"""How a run ended, as its record says it: the worker's answer (the
module's call failed inside it, or did not) or the worker's end (a crash, a
hang, a lost device, the machine's own failure), each classified once."""
from __future__ import annotations

import re
import signal
from pathlib import Path

from ...child import wire
from ...core import environment
from ...core.results import RunRecord
from ...core.verdicts import Stage
from ...toolchains.backends import is_local_driver
from ...toolchains.targets import HOST_CPU
from ...toolchains.uri import DeviceURI
from ..compile.outcome import excerpt
from .transport import ConnectionLost, WorkerDied

# The runtime's words for a module built for another device: its executables
# cannot be created here ("pipelines[0] requires subgroup size 32 outside
# device range [8, 8]"). Not the module's failure, and not the flag's.
_MISMATCH = re.compile(r"outside device range|not supported by (the )?device|no compatible executable|"
                       r"executable format .* not supported|incompatible with (the )?device", re.IGNORECASE)

_STATUS = re.compile(r"\b(UNAVAILABLE|NOT_FOUND|FAILED_PRECONDITION|INVALID_ARGUMENT|INTERNAL|UNIMPLEMENTED|"
                     r"RESOURCE_EXHAUSTED|OUT_OF_RANGE|ABORTED|UNKNOWN);")


def headline(err: str) -> str:
    """The runtime's wrappers ("Could not create device...") hide the line
    with the status code, which is the one that says what is wrong."""
    lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
    for ln in lines:
        if _STATUS.search(ln):
            return ln[:500]
    return lines[0][:500] if lines else "unknown error"


def host_cpu_device(uri: DeviceURI) -> bool:
    return is_local_driver(uri.driver)


def died(e: WorkerDied, uri: DeviceURI, log: str, seconds: float, timeout: float, out_dir: Path,
          log_dir: Path) -> RunRecord:
    """The record of a request whose worker ended or hung."""
    if isinstance(e, ConnectionLost):  # the far machine's device, lost with its connection
        return RunRecord(Stage.ENVIRONMENT, seconds=seconds, returncode=e.returncode,
                         error_line=f"the device was lost: {e.reason}", device_lost=[e.reason])
    if e.timed_out:
        return RunRecord(Stage.TIMEOUT, seconds=seconds, error_line=f"module did not finish in {timeout:g} s")
    if e.returncode == -signal.SIGILL and host_cpu_device(uri):
        # An instruction this CPU lacks: a module built for another CPU, not a crash of the module's.
        return RunRecord(Stage.DEVICE_MISMATCH, seconds=seconds, returncode=e.returncode,
                         error_line="the module was built for a CPU with instructions this one lacks (SIGILL): "
                                    f"compile for {HOST_CPU.generic().name} or this machine's CPU")
    cause = environment.of_signal(e.returncode) or environment.of_text(log)
    if cause is None and not log.strip():
        cause = environment.of_disk(log_dir) or environment.of_disk(out_dir)
    if cause is not None:
        return RunRecord(Stage.ENVIRONMENT, seconds=seconds, returncode=e.returncode,
                         error_line=f"the runtime worker was {cause}" if cause.startswith("killed") else cause,
                         error_excerpt=excerpt(log) or None)
    return RunRecord(Stage.CRASHED, seconds=seconds, returncode=e.returncode,
                     error_line=e.describe(log) + f" (its log: {out_dir / 'run.log'})",
                     error_excerpt=excerpt(log) or None)


def answered(res: wire.WorkerAnswer, seconds: float) -> tuple[wire.WorkerAnswer | None, RunRecord]:
    """The record of a request a live worker answered: the module's call
    failed inside it, or did not."""
    try:
        status = Stage(res.status)
    except ValueError:
        return None, RunRecord(Stage.CRASHED, seconds=seconds,
                               error_line=f"the runtime worker answered without a status: {str(res)[:120]}")
    rec = RunRecord(status, seconds=seconds)
    if status is Stage.OK:
        return res, rec
    err = (res.error or "").strip() or "unknown error"
    rec.error_line = headline(err)
    rec.error_excerpt = excerpt(err)
    lost = environment.of_device(err)
    cause = environment.of_text(err)
    if lost is not None:  # the device failed under the call: every later use of it fails too
        rec.status, rec.error_line, rec.device_lost = Stage.ENVIRONMENT, f"the device was lost: {lost}", [lost]
    elif cause is not None:  # the outputs could not be written: the disk's, not the module's
        rec.status, rec.error_line = Stage.ENVIRONMENT, cause
    elif status is Stage.FAILED and _MISMATCH.search(err):
        rec.status = Stage.DEVICE_MISMATCH
        rec.error_line = f"the module was built for another device: {rec.error_line}"
    return None, rec
