"""The execute stage: one module's entry called on one device, giving its
outputs, per-call hashes, latency, measured memory and a classified failure.

Runs go to long-lived worker processes (child/worker.py, under the
toolchain's own Python), one per job slot, instead of one Python process per
run. A module that crashes or hangs still costs only its case: the worker's
whole process group is killed, the failure is classified as before, and the
next run gets a fresh worker.

A run whose module, inputs, runtime and device are unchanged reuses its
recorded outputs from the run cache, verified by hash.
"""
from __future__ import annotations

import json
import os
import re
import select
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..core import environment, procs
from ..core.cache import JsonMemo, Store, sha256_file
from ..core.keys import CACHE_DIRS, device_key, run_key
from ..core.results import RunRecord, plain, run_record_from_dict
from ..core.verdicts import Stage
from ..corpus.inputs import coerce_outputs, load_arrays
from ..toolchains.base import Toolchain, ToolchainUnavailable
from ..toolchains.devices import Device, driver_of, from_probe, known_fit, mismatch
from .modules import excerpt, first_error_line
from .prepare import Prepared

WORKER = Path(__file__).parent.parent / "child" / "worker.py"
# Starting Python and importing iree.runtime; generous for a loaded machine.
HELLO_TIMEOUT = 120.0

# The runtime's words for a module built for another device: its executables
# cannot be created here ("pipelines[0] requires subgroup size 32 outside
# device range [8, 8]"). Not the module's failure, and not the flag's.
_MISMATCH = re.compile(r"outside device range|not supported by (the )?device|no compatible executable|"
                       r"executable format .* not supported|incompatible with (the )?device", re.IGNORECASE)

_STATUS = re.compile(r"\b(UNAVAILABLE|NOT_FOUND|FAILED_PRECONDITION|INVALID_ARGUMENT|INTERNAL|UNIMPLEMENTED|"
                     r"RESOURCE_EXHAUSTED|OUT_OF_RANGE|ABORTED|UNKNOWN);")


def last_error_line(log: str) -> str | None:
    """What a dying Python worker said last: its traceback's final line (the
    exception), not "Traceback (most recent call last):"."""
    lines = [ln.strip() for ln in (log or "").splitlines() if ln.strip()]
    if any(ln.startswith("Traceback (most recent call last)") for ln in lines):
        return next((ln for ln in reversed(lines) if not ln.startswith(("File ", "^", "~"))), lines[-1])[:500]
    return first_error_line(log)


def headline(err: str) -> str:
    """The runtime's wrappers ("Could not create device...") hide the line
    with the status code, which is the one that says what is wrong."""
    lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
    for ln in lines:
        if _STATUS.search(ln):
            return ln[:500]
    return lines[0][:500] if lines else "unknown error"


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
        how = f"signal {-rc}" if rc is not None and rc < 0 else f"exit {rc}"
        return f"runtime crashed ({how}): {last}"


class _Worker:
    """One worker process and its line protocol."""

    def __init__(self, toolchain: Toolchain, log_path: Path):
        self.log_path = log_path
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self.log = open(log_path, "ab")
        self.proc = procs.spawn([str(toolchain.python), str(WORKER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=self.log, env=toolchain.worker_env())
        self._buf = b""
        try:
            hello = self.read(HELLO_TIMEOUT)
        except WorkerDied as e:
            self.close()
            if e.timed_out:
                # Alive but silent: a machine too loaded to start Python in time, not a broken toolchain.
                raise TimeoutError(f"no answer from a new runtime worker in {HELLO_TIMEOUT:g} s (a loaded "
                                   "machine?)") from None
            # What it said on stderr is why: a missing module, a library that does not load.
            why = _last_line(self.log_tail(0)) if e.garbled is None else e.describe("")
            raise ToolchainUnavailable(f"{toolchain.spec}: the runtime worker did not start under {toolchain.python} "
                                       f"(exit {e.returncode}): {why}") from None
        if not hello.get("hello"):
            self.close()
            raise ToolchainUnavailable(f"{toolchain.spec}: iree.runtime cannot be imported by {toolchain.python}: "
                                       f"{_last_line(hello.get('traceback') or hello.get('error') or '')}")

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
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WorkerDied(None, "", timed_out=True)
            ready, _, _ = select.select([fd], [], [], min(left, 0.5))
            procs.check()
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                rc = self.proc.wait()
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

    def request(self, req: dict, timeout: float) -> dict:
        try:
            self.proc.stdin.write((json.dumps(req) + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            rc = self.proc.wait()
            raise WorkerDied(rc, "") from None
        return self.read(timeout)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
        except OSError:
            pass
        procs.release(self.proc)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self.log.close()


def _last_line(text: str) -> str:
    lines = [ln.strip() for ln in (text or "").splitlines() if ln.strip()]
    return lines[-1][:500] if lines else "no output"


@dataclass
class Call:
    """One module's entry function called on a case's inputs, on one device."""

    vmfb: Path
    device: Device
    function: str
    inputs_path: Path
    out_dir: Path
    timeout: float
    scalars: tuple[int, ...] = ()


@dataclass
class RunRequest(Call):
    repeat: int = 1
    warmup: int = 1
    # Arguments converted before the call: index -> dtype name (a promoted reference).
    casts: tuple[tuple[int, str], ...] = ()
    # A function called after each call, its results appended to the
    # entry's: a check test's reader of the checks that ran in regions.
    after: str | None = None
    # Measure the peak memory of one call (only where it is honest: a device
    # whose memory is the worker's own).
    peak_memory: bool = False


@dataclass
class TraceRequest(Call):
    """One traced run: which tensors' data to keep. Tensors whose hash is in
    skip_hashes, or whose element count is not in sizes (None: any), are
    reported by hash only, as is everything past budget_bytes."""

    budget_bytes: int = 0
    skip_hashes: frozenset[str] = frozenset()
    sizes: frozenset[int] | None = None


@dataclass
class TraceOutput:
    record: RunRecord
    # In execution order: {"key", "tensors": [{"dtype", "shape", "hash", "file"}]}; file is
    # relative to the request's out_dir, None when the data was not kept.
    events: list[dict] = field(default_factory=list)
    inputs: list[dict] = field(default_factory=list)
    outputs: list[dict] = field(default_factory=list)
    call_hash: str | None = None
    kept_bytes: int = 0
    dropped: int = 0
    dropped_bytes: int = 0


@dataclass
class RunOutput:
    record: RunRecord
    outputs: list[np.ndarray] | None = None
    drift: list[np.ndarray] | None = None
    # sha256 of the files the outputs were read from, as they were read.
    files_sha256: dict[str, str] = field(default_factory=dict)


class Runner:
    """Runs modules for one toolchain through a pool of persistent workers,
    and reuses earlier runs from the run cache."""

    def __init__(self, toolchain: Toolchain, log_dir: Path, cache: Store | None = None,
                 runtime_id: str | None = None):
        self.toolchain = toolchain
        self.log_dir = log_dir
        self.cache = cache
        self.runtime_id = runtime_id
        self._idle: list[_Worker] = []
        self._lock = threading.Lock()
        self._n = 0
        self._devices: dict[str, Device] = {}
        self._probing = threading.Lock()

    def device(self, uri: str) -> Device:
        """The device a URI names here, probed once by a worker: what runs
        the modules is what says which device it opened."""
        with self._probing:
            if uri not in self._devices:
                res = self._local_probe(uri)
                # A worker that cannot even answer a probe fails every run the
                # same way; the runs say so, each as its case's failure.
                self._devices[uri] = from_probe(uri, res) if res is not None else Device(uri=uri, probed=False)
            return self._devices[uri]

    def _probe(self, uri: str) -> dict | None:
        return self._request({"probe": uri}, HELLO_TIMEOUT, self.log_dir)[0]

    def _local_probe(self, uri: str) -> dict | None:
        """A local driver's device is the host CPU, which cannot change while
        the machine is up: its probe is remembered per runtime and boot, so a
        run whose every case is cached starts no worker. A GPU driver's device
        is asked every run (a driver can be updated without a reboot)."""
        boot = _boot_id()
        if not (self.cache and self.cache.dir and self.runtime_id and boot) or \
                driver_of(uri) not in ("local-task", "local-sync"):
            return self._probe(uri)
        memo = JsonMemo(self.cache.dir.parent, CACHE_DIRS["device"])

        def answer() -> dict:
            res = self._probe(uri)
            if res is None or not res.get("created"):
                raise _NotKept(res)
            return res

        try:
            return memo.recall(device_key(self.runtime_id, uri, boot), answer, dict, _probe_answer)
        except _NotKept as e:
            return e.args[0]

    def _acquire(self) -> _Worker:
        with self._lock:
            while self._idle:
                w = self._idle.pop()
                if w.alive():
                    return w
                w.close()
            self._n += 1
            n = self._n
        return _Worker(self.toolchain, self.log_dir / f"worker-{n}.log")

    def _release(self, w: _Worker) -> None:
        with self._lock:
            self._idle.append(w)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for w in idle:
            w.close()

    def _key(self, r: RunRequest) -> str | None:
        if self.cache is None or self.cache.dir is None or not self.runtime_id or not r.device.probed:
            return None
        return run_key(self.runtime_id, sha256_file(r.vmfb), sha256_file(r.inputs_path), r.device.identity(),
                       r.function, r.repeat, r.warmup, list(r.scalars), [list(c) for c in r.casts], r.after,
                       r.peak_memory)

    def run(self, r: RunRequest, reuse: bool = True) -> RunOutput:
        r.out_dir.mkdir(parents=True, exist_ok=True)
        outputs = r.out_dir / "outputs.npz"
        drift = r.out_dir / "drift_outputs.npz"
        for p in (outputs, drift):
            p.unlink(missing_ok=True)
        key = self._key(r)
        if key and reuse and (hit := self.cache.get(key)):
            out = self._from_cache(hit, outputs, drift)
            if out is not None:
                return out
        out = self._execute(r, outputs, drift)
        if key and out.record.status is Stage.OK:
            files = {p.name: p for p in (outputs, drift) if p.exists()}
            self.cache.put(key, files, plain(out.record), expect=out.files_sha256)
        return out

    def _from_cache(self, hit, outputs: Path, drift: Path) -> RunOutput | None:
        entry, record = hit
        try:
            rec = run_record_from_dict(record)
            shutil.copyfile(entry / outputs.name, outputs)
            rec.outputs_path = str(outputs)
            if (entry / drift.name).exists():
                shutil.copyfile(entry / drift.name, drift)
                rec.drift_outputs_path = str(drift)
            rec.cached = True
            return RunOutput(rec, load_arrays(outputs), load_arrays(drift) if drift.exists() else None)
        except (OSError, KeyError, TypeError, ValueError):
            return None

    @staticmethod
    def host_cpu_device(req: dict) -> bool:
        return str(req.get("device", "")).partition("://")[0] in ("local-task", "local-sync")

    def _request(self, req: dict, timeout: float, out_dir: Path) -> tuple[dict | None, RunRecord]:
        """One request to a worker. A worker that dies or hangs is killed
        with its process group; the record says how it failed."""
        try:
            w = self._acquire()
        except OSError as e:  # no process, no pipe, no file to start one with: the machine's
            return None, RunRecord(Stage.ENVIRONMENT, error_line=f"the runtime worker could not start: "
                                                                 f"{environment.of_error(e) or e}")
        since = w.log_offset()
        t0 = time.monotonic()
        try:
            res = w.request(req, timeout)
        except WorkerDied as e:
            seconds = time.monotonic() - t0
            w.close()  # kills the whole group: a hung module stops here
            procs.check()
            log = w.log_tail(since)
            _save_log(out_dir / "run.log", log)
            if e.timed_out:
                return None, RunRecord(Stage.TIMEOUT, seconds=seconds, error_line=f"module did not finish in {timeout:g} s")
            if e.returncode == -signal.SIGILL and self.host_cpu_device(req):
                # An instruction this CPU lacks: a module built for another CPU, not a crash of the module's.
                return None, RunRecord(Stage.DEVICE_MISMATCH, seconds=seconds, returncode=e.returncode,
                                       error_line="the module was built for a CPU with instructions this one "
                                                  "lacks (SIGILL): compile for llvm-cpu:generic or this machine's "
                                                  "CPU")
            cause = environment.of_signal(e.returncode) or environment.of_text(log)
            if cause is None and not log.strip():
                cause = environment.of_disk(self.log_dir) or environment.of_disk(out_dir)
            if cause is not None:
                return None, RunRecord(Stage.ENVIRONMENT, seconds=seconds, returncode=e.returncode,
                                       error_line=f"the runtime worker was {cause}" if cause.startswith("killed")
                                       else cause, error_excerpt=excerpt(log) or None)
            return None, RunRecord(Stage.CRASHED, seconds=seconds, returncode=e.returncode,
                                   error_line=e.describe(log) + f" (its log: {out_dir / 'run.log'})",
                                   error_excerpt=excerpt(log) or None)
        except BaseException:
            w.close()
            raise
        seconds = time.monotonic() - t0
        self._release(w)
        _save_log(out_dir / "run.log", w.log_tail(since))
        try:
            status = Stage(res.get("status"))
        except ValueError:
            return None, RunRecord(Stage.CRASHED, seconds=seconds,
                                   error_line=f"the runtime worker answered without a status: {str(res)[:120]}")
        # No process ended: the module's call failed inside a live worker.
        rec = RunRecord(status, seconds=seconds)
        if status is not Stage.OK:
            err = (res.get("error") or "").strip() or "unknown error"
            rec.error_line = headline(err)
            rec.error_excerpt = excerpt(err)
            cause = environment.of_text(err)
            if cause is not None:  # the machine's (a full disk, a lost device), not the module's
                rec.status, rec.error_line = Stage.ENVIRONMENT, cause
                return None, rec
            if status is Stage.FAILED and _MISMATCH.search(err):
                rec.status = Stage.DEVICE_MISMATCH
                rec.error_line = f"the module was built for another device: {rec.error_line}"
            return None, rec
        return res, rec

    def _execute(self, r: RunRequest, outputs: Path, drift: Path) -> RunOutput:
        req = {"module": str(r.vmfb), "device": r.device.uri, "function": r.function, "inputs": str(r.inputs_path),
               "outputs": str(outputs), "drift_outputs": str(drift), "warmup": r.warmup,
               "repeat": max(r.repeat, 1), "scalars": list(r.scalars), "casts": {str(i): d for i, d in r.casts},
               "after": r.after, "peak_memory": r.peak_memory}
        res, rec = self._request(req, r.timeout, r.out_dir)
        if res is None:
            return RunOutput(rec)
        try:
            return self._read_answer(res, rec, outputs, drift)
        except (KeyError, TypeError, ValueError, OSError) as e:
            # A worker of another difftest, or one killed mid-write: the case's
            # run failed, difftest did not.
            return RunOutput(RunRecord(Stage.CRASHED, seconds=rec.seconds, error_line="the runtime worker's answer "
                                       f"cannot be read ({type(e).__name__}: {str(e)[:200]})"))

    def _read_answer(self, res: dict, rec: RunRecord, outputs: Path, drift: Path) -> RunOutput:
        rec.latencies_ms = res["latencies_ms"]
        rec.latency_ms = res.get("median_ms")
        rec.outputs_path = str(outputs)
        rec.output_shapes = res["shapes"]
        rec.output_dtypes = res["dtypes"]
        rec.call_hashes = res.get("call_hashes", [])
        rec.drift_call = res.get("drift_call")
        if isinstance(res.get("allocated_bytes"), int):
            rec.allocated_bytes = res["allocated_bytes"]
        if isinstance(res.get("peak_bytes"), int):
            rec.peak_bytes = res["peak_bytes"]
        if rec.drift_call is not None:
            rec.drift_outputs_path = str(drift)
        read = [outputs] + ([drift] if rec.drift_call is not None else [])
        hashes = {p.name: sha256_file(p) for p in read}
        return RunOutput(rec, load_arrays(outputs), load_arrays(drift) if rec.drift_call is not None else None,
                         hashes)

    def trace(self, t: TraceRequest) -> TraceOutput:
        """Run a module compiled with --iree-flow-trace-dispatch-tensors once,
        capturing what `t` asks to keep. Never cached: the capture depends
        on what the caller already knows."""
        t.out_dir.mkdir(parents=True, exist_ok=True)
        req = {"module": str(t.vmfb), "device": t.device.uri, "function": t.function, "inputs": str(t.inputs_path),
               "scalars": list(t.scalars),
               "trace": {"dir": str(t.out_dir), "budget_bytes": t.budget_bytes, "skip_hashes": sorted(t.skip_hashes),
                         "sizes": sorted(t.sizes) if t.sizes is not None else None}}
        res, rec = self._request(req, t.timeout, t.out_dir)
        if res is None:
            return TraceOutput(rec)
        return TraceOutput(rec, res["events"], res["inputs"], res["outputs"], res["call_hash"], res["kept_bytes"],
                           res["dropped"], res["dropped_bytes"])


def _save_log(path: Path, log: str) -> None:
    try:
        path.write_text(log)
    except OSError:
        pass


class _NotKept(Exception):
    """A probe that opened no device: returned, never remembered."""


def _probe_answer(d: dict) -> dict:
    if not d.get("created"):
        raise ValueError("not a probe's answer")
    return d


def _boot_id() -> str | None:
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip() or None
    except OSError:
        return None


def probe(toolchain: Toolchain, uri: str) -> Device:
    """The device a URI names here, asked of a worker of its own (before a
    run's session exists: to fit a target to the device)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="difftest-probe-") as logs:
        runner = Runner(toolchain, Path(logs))
        try:
            return runner.device(uri)
        finally:
            runner.close()


# ---- the stage: an entry of a module, executed on a variant's device ----------------------------


def execute(prep: Prepared, session, name: str, vmfb: Path, sub: str = "run",
            casts: tuple[tuple[int, str], ...] = (), reuse: bool = True) -> RunOutput:
    """The entry called on its inputs in variant `name`'s module, on that
    variant's device, its outputs read with the signature's dtypes. A device
    that is missing, or that the module was not built for, is the record's
    status, never the module's failure."""
    s = session.settings
    entry, target = prep.entry, prep.module.target_of(name)
    device = session.device(target)
    if not device.available:
        return RunOutput(RunRecord(Stage.NO_DEVICE, error_line=device.problem, device=device.describe()))
    misfit = mismatch(target, device)
    if misfit:
        return RunOutput(RunRecord(Stage.DEVICE_MISMATCH, error_line=misfit, device=device.describe()))
    req = RunRequest(vmfb=vmfb, device=device, function=entry.function, inputs_path=entry.inputs_path,
                     out_dir=entry.dir / name / sub, timeout=entry.run_timeout, repeat=s.repeat, warmup=s.warmup,
                     scalars=entry.scalars, casts=casts, after=entry.reader, peak_memory=device.host_memory)
    out = session.runner.run(req, reuse=reuse and not s.rerun)
    if out.record.status is Stage.CRASHED:
        # A crash is the module's only if it happens again: once may be a flaky driver.
        again = session.runner.run(req, reuse=False)
        note = (f"the runtime crashed once ({out.record.error_line}), then ran" if again.record.status is Stage.OK
                else "crashed twice" if again.record.status is Stage.CRASHED else
                f"crashed once ({out.record.error_line}), then: {again.record.error_line}")
        out = again
        out.record.notes.append(note)
    out.record.device = device.describe()
    if out.record.status is Stage.DEVICE_MISMATCH and known_fit(target, device):
        # The target fits this device, so a module the device refuses asked for it itself
        # (a flag that picks another subgroup size, say): the module's failure.
        out.record.status = Stage.FAILED
        out.record.error_line += f" ({target.name} fits {device.name}: this module asked for it itself)"
    if out.outputs is not None:
        out.outputs = coerce_outputs(out.outputs, entry.sig)
        out.drift = coerce_outputs(out.drift, entry.sig) if out.drift is not None else None
    return out


def trace(prep: Prepared, session, name: str, vmfb: Path, out_dir: Path, **keep) -> TraceOutput:
    """One traced run of variant `name`'s module on its device (explain)."""
    entry = prep.entry
    device = session.device(prep.module.target_of(name))
    return session.runner.trace(TraceRequest(vmfb=vmfb, device=device, function=entry.function,
                                             inputs_path=entry.inputs_path, out_dir=out_dir,
                                             timeout=entry.run_timeout, scalars=entry.scalars, **keep))
