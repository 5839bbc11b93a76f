"""The execute stage: `execute(module, entry, device, runner)`, one compiled
module's entry called on one device, giving its outputs, per-call hashes,
latency, measured memory and a classified failure.

A Runner sends runs to long-lived runtime workers (child/worker.py, under
the toolchain's own Python), one per job slot, through a transport
(run/execute/transport.py: a pipe to a local process by default; ssh for a
device on another machine). What it asks and what it is answered are the
protocol's dataclasses (child/wire.py), built here from the typed request:
the device crosses as its driver and path, never as text parsed back. A module that
crashes or hangs still costs only its case: the worker's whole process group
is killed, the failure is classified as before, and the next run gets a
fresh worker.

A run whose module, inputs, runtime and device are unchanged reuses its
recorded outputs from the run cache, verified by hash.
"""
from __future__ import annotations

import dataclasses
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import numpy as np

from ...child import wire
from ...core import environment, procs
from ...core.cache import JsonMemo, Store, sha256_file
from ...core.keys import CACHE_DIRS, device_key, run_key
from ...core.memory import Held
from ...core.results import RunRecord, plain, run_record_from_dict
from ...core.verdicts import Stage
from ...corpus.inputs import coerce_outputs, load_arrays
from ...corpus.parameters import made
from ...toolchains.backends import is_local_driver
from ...toolchains.base import Toolchain
from ...toolchains.devices import Device, from_probe, known_fit, mismatch
from ...toolchains.uri import DeviceURI, Remote
from ..compile.modules import CompiledModule
from ..plan.prepare import Entry
from .outcome import answered, died, host_cpu_device
from .ssh import SshWorker
from .transport import (HELLO_TIMEOUT, Connect, DeviceUnreachable, PipeWorker, RuntimeFlagsRefused, Transport,
                        WorkerDied, worker_digest)

__all__ = ["CallShape", "Runner", "RunOutput", "TraceOutput", "execute", "trace", "probe", "worker_digest"]

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
    # (scope, archive path, what names its content): the module's external parameters.
    parameters: tuple[tuple[str, str, str], ...] = ()
    runtime_flags: tuple[str, ...] = ()
    # A plan of calls (corpus/sequences.py), run in place of `function`; its `forced` tokens, if any.
    sequence: wire.SequencePlan | None = None

    def wire(self) -> dict:
        """What every request of the protocol says of this call."""
        return {"device": on(self.device.uri), "module": str(self.vmfb), "inputs": str(self.inputs_path),
                "function": self.function, "scalars": list(self.scalars),
                "parameters": [wire.ArchiveRef(scope, path, Path(path).suffix) for scope, path, _ in self.parameters]}


def on(uri: DeviceURI) -> wire.DeviceName:
    """The device as the runtime is asked for it where the worker runs (a far machine's own URI)."""
    return wire.DeviceName(uri.driver, uri.path)


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


@dataclass(frozen=True)
class CallShape:
    """How each run calls its entry: warm-up calls, timed calls, and whether
    an earlier run may be reused from the cache."""

    repeat: int = 1
    warmup: int = 1
    rerun: bool = False


class Runner:
    """Runs modules for one toolchain through a pool of persistent workers,
    reached through a transport (`connect`), and reuses earlier runs from
    the run cache."""

    def __init__(self, toolchain: Toolchain, log_dir: Path, cache: Store | None = None,
                 runtime_id: str | None = None, calls: CallShape = CallShape(), connect: Connect = PipeWorker):
        self.toolchain = toolchain
        self.log_dir = log_dir
        self.cache = cache
        self.runtime_id = runtime_id
        self.calls = calls
        self.connect = connect
        self._idle: list[Transport] = []
        self._lock = threading.Lock()
        self._n = 0
        self._epoch = 0
        self.device_losses = 0
        self._devices: dict[DeviceURI, Device] = {}
        self._probing = threading.Lock()

    def device(self, uri: DeviceURI) -> Device:
        """The device a URI names, probed once by a worker: what runs the
        modules is what says which device it opened."""
        with self._probing:
            if uri not in self._devices:
                res = self._local_probe(uri)
                # A worker that cannot even answer a probe fails every run the
                # same way; the runs say so, each as its case's failure.
                self._devices[uri] = from_probe(uri, res) if res is not None else Device(uri=uri, probed=False)
            return self._devices[uri]

    def adopt(self, devices: Iterable[Device]) -> None:
        """Devices already probed (by setup, to fit a target): never asked again."""
        with self._probing:
            for d in devices:
                self._devices.setdefault(d.uri, d)

    def _probe(self, uri: DeviceURI) -> dict | None:
        """The worker's answer (as the probe memo keeps it), or None."""
        res, rec = self._request(uri, wire.ProbeRequest(on(uri)), (), HELLO_TIMEOUT, self.log_dir)
        if res is None and rec.status is Stage.NO_DEVICE:  # a far machine that could not be reached
            return {"created": False, "error": rec.error_line}
        return dataclasses.asdict(res) if res is not None else None

    def _local_probe(self, uri: DeviceURI) -> dict | None:
        """A local driver's device is the host CPU, which cannot change while
        the machine is up: its probe is remembered per runtime and boot, so a
        run whose every case is cached starts no worker. A GPU driver's device
        is asked every run (a driver can be updated without a reboot)."""
        boot = _boot_id()
        if not (self.cache and self.cache.dir and self.runtime_id and boot) or not is_local_driver(uri.driver) \
                or uri.remote is not None:  # this machine's boot says nothing of another's CPU
            return self._probe(uri)
        memo = JsonMemo(self.cache.dir.parent, CACHE_DIRS["device"])

        def answer() -> dict:
            res = self._probe(uri)
            if res is None or not res.get("created"):
                raise _NotKept(res)
            return res

        try:
            return memo.recall(device_key(self.runtime_id, str(uri), boot), answer, dict, _probe_answer)
        except _NotKept as e:
            return e.args[0]

    def _acquire(self, runtime_flags: tuple[str, ...] = (), remote: Remote | None = None) -> Transport:
        """An idle worker started with these runtime flags, on the machine
        `remote` (None: this one), or a new one."""
        with self._lock:
            stale = [w for w in self._idle if not (w.alive() and w.epoch == self._epoch)]
            self._idle = [w for w in self._idle if w not in stale]
            mine = next((w for w in reversed(self._idle) if w.runtime_flags == runtime_flags and w.remote == remote),
                        None)
            if mine is not None:
                self._idle.remove(mine)
            self._n += 1
            n, epoch = self._n, self._epoch
        for w in stale:
            w.close()
        if mine is not None:
            return mine
        if remote is not None:
            return SshWorker(self.toolchain, self.log_dir / f"worker-{n}.log", epoch, runtime_flags, remote)
        return self.connect(self.toolchain, self.log_dir / f"worker-{n}.log", epoch, runtime_flags)

    def _release(self, w: Transport) -> None:
        with self._lock:
            if w.epoch == self._epoch:
                self._idle.append(w)
                return
        w.close()

    def retire_devices(self) -> None:
        """A device was lost (or stopped answering): every worker that opened
        its devices before now is retired, so the next run opens them anew in
        a new process (IREE caches a device per process; a lost one stays
        lost, and a GPU reset loses it for every process). Runs under way
        finish on their own workers, which are closed when they come back."""
        with self._lock:
            self._epoch += 1
            self.device_losses += 1
            idle, self._idle = self._idle, []
        for w in idle:
            w.close()

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
                       r.peak_memory, [[scope, ident] for scope, _, ident in r.parameters], list(r.runtime_flags),
                       plain(r.sequence))

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

    def _request(self, uri: DeviceURI, req: wire.ProbeRequest | wire.CallRequest, runtime_flags: tuple[str, ...], timeout: float,
                 out_dir: Path) -> tuple[wire.WorkerAnswer | None, RunRecord]:
        """One request to a worker for the device `uri`, started with
        `runtime_flags`. A worker that dies or hangs is killed with its
        process group; the record says how it failed."""
        try:
            w = self._acquire(runtime_flags, uri.remote)
        except DeviceUnreachable as e:
            return None, RunRecord(Stage.NO_DEVICE, error_line=str(e))
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
            rec = died(e, uri, log, seconds, timeout, out_dir, self.log_dir)
            if rec.device_lost or rec.status is Stage.TIMEOUT and not host_cpu_device(uri):
                self.retire_devices()  # a GPU that stopped answering may be stuck for every worker
            return None, rec
        except BaseException:
            w.close()
            raise
        _save_log(out_dir / "run.log", w.log_tail(since))
        res, rec = answered(res, time.monotonic() - t0)
        if rec.device_lost:
            w.close()
            self.retire_devices()
        else:
            self._release(w)
        self._check_flags(uri, runtime_flags, rec)
        return res, rec

    def _check_flags(self, uri: DeviceURI, flags: tuple[str, ...], rec: RunRecord) -> None:
        """A device that a worker without the case's runtime flags opened
        (the probe) and one with them cannot: the flags are the case's
        config error (`--task_topology_nodes=abc`), never "no device"."""
        if rec.status is not Stage.NO_DEVICE or not flags or not self.device(uri).available:
            return
        raise RuntimeFlagsRefused(f"runtime_flags {' '.join(flags)}: the {uri} device opens without them and not "
                                  f"with them: {rec.error_line}")

    def _execute(self, r: RunRequest, outputs: Path, drift: Path) -> RunOutput:
        req = wire.Run(**r.wire(), outputs=str(outputs), drift_outputs=str(drift), warmup=r.warmup,
                       repeat=max(r.repeat, 1), casts={str(i): d for i, d in r.casts}, after=r.after,
                       peak_memory=r.peak_memory, sequence=r.sequence)
        res, rec = self._request(r.device.uri, req, r.runtime_flags, r.timeout, r.out_dir)
        if res is None:
            return RunOutput(rec)
        try:
            return self._read_answer(res, rec, outputs, drift)
        except (KeyError, TypeError, ValueError, OSError) as e:
            # One killed mid-write: the case's run failed, difftest did not.
            return RunOutput(RunRecord(Stage.CRASHED, seconds=rec.seconds, error_line="the runtime worker's answer "
                                       f"cannot be read ({type(e).__name__}: {str(e)[:200]})"))

    def _read_answer(self, res: wire.RunAnswer, rec: RunRecord, outputs: Path, drift: Path) -> RunOutput:
        rec.latencies_ms, rec.latency_ms = res.latencies_ms, res.median_ms
        rec.outputs_path = str(outputs)
        rec.output_shapes, rec.output_dtypes = res.shapes, res.dtypes
        rec.call_hashes, rec.tokens, rec.drift_call = res.call_hashes, res.tokens, res.drift_call
        rec.wrote_arguments = res.wrote_arguments
        _measured(rec, res.memory)
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
        req = wire.Trace(**t.wire(), dir=str(t.out_dir), budget_bytes=t.budget_bytes, skip_hashes=sorted(t.skip_hashes),
                         sizes=sorted(t.sizes) if t.sizes is not None else None)
        res, rec = self._request(t.device.uri, req, t.runtime_flags, t.timeout, t.out_dir)
        if res is None:
            return TraceOutput(rec)
        return TraceOutput(rec, res.events, res.inputs, res.outputs, res.call_hash, res.kept_bytes, res.dropped,
                           res.dropped_bytes)


def _measured(rec: RunRecord, m: wire.Memory) -> None:
    """A run's memory figures into its record (core.figures says what each covers)."""
    rec.allocated_bytes, rec.resident_allocated_bytes = m.allocated_bytes, m.resident_allocated_bytes
    rec.resident_bytes, rec.resident_file_bytes = m.resident_bytes, m.resident_file_bytes
    rec.peak_bytes = m.peak_bytes
    rec.call_peaks = [[str(n), int(b), int(f)] for n, b, f in m.call_peaks]
    if m.held_bytes is not None:
        rec.held = Held(m.held_bytes, m.load_peak_bytes, m.calls_peak_bytes, m.pooled_bytes)


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


def probe(toolchain: Toolchain, uri: DeviceURI) -> Device:
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


def once_more(runner: Runner, req: RunRequest, out: RunOutput) -> RunOutput:
    """A run that may have failed by the machine's doing is done again once,
    on a fresh worker: a crash (a flaky driver), a lost device (opened anew),
    a GPU that stopped answering. What happens twice is the module's, except
    a device lost twice: that is never a verdict on the module."""
    rec = out.record
    flaky = rec.status is Stage.CRASHED or bool(rec.device_lost) or \
        (rec.status is Stage.TIMEOUT and not host_cpu_device(req.device.uri))
    if not flaky:
        return out
    again = runner.run(req, reuse=False)
    now = again.record
    now.device_lost = rec.device_lost + now.device_lost
    if rec.device_lost:
        if now.status is Stage.ENVIRONMENT and len(now.device_lost) > len(rec.device_lost):
            now.error_line = (f"the device was lost on both tries ({rec.device_lost[0]}; then {now.device_lost[-1]}): "
                              "the machine's failure, or a module that loses the device every time")
        elif now.status is Stage.NO_DEVICE:  # a far machine that went away with its connection
            now.error_line = f"the device was lost ({rec.device_lost[0]}) and could not be opened again: {now.error_line}"
        else:
            now.notes.append(f"the device was lost ({rec.device_lost[0]}) and opened again; the run was done again")
    elif rec.status is Stage.CRASHED:
        # A crash is the module's only if it happens again: once may be a flaky driver.
        now.notes.append(f"the runtime crashed once ({rec.error_line}), then ran" if now.status is Stage.OK
                         else "crashed twice" if now.status is Stage.CRASHED else
                         f"crashed once ({rec.error_line}), then: {now.error_line}")
    else:
        now.notes.append(f"{rec.error_line} on the first try, on a device that may have stopped answering; "
                         + ("then ran" if now.status is Stage.OK else f"then: {now.error_line}"))
    return again


def execute(module: CompiledModule, entry: Entry, device: Device, runner: Runner, sub: str = "run",
            casts: tuple[tuple[int, str], ...] = (), reuse: bool = True,
            tokens: tuple[int, ...] | None = None) -> RunOutput:
    """The entry called on its inputs in a compiled module, on a device, by a
    runner; its outputs read with the signature's dtypes. A device that is
    missing, or that the module was not built for, is the record's status,
    never the module's failure."""
    target = module.target
    if not device.available:
        return RunOutput(RunRecord(Stage.NO_DEVICE, error_line=device.problem, device=device.describe()))
    misfit = mismatch(target, device)
    if misfit:
        return RunOutput(RunRecord(Stage.DEVICE_MISMATCH, error_line=misfit, device=device.describe()))
    if entry.too_big:
        return RunOutput(RunRecord(Stage.ENVIRONMENT, error_line=entry.too_big, device=device.describe()))
    calls, cfg = runner.calls, entry.case.config
    req = RunRequest(vmfb=module.vmfb, device=device, function=entry.function, inputs_path=entry.inputs_path,
                     out_dir=entry.dir / module.variant / sub, timeout=entry.run_timeout,
                     repeat=min(calls.repeat, cfg.repeat or calls.repeat),
                     warmup=min(calls.warmup, calls.warmup if cfg.warmup is None else cfg.warmup),
                     scalars=entry.scalars, casts=casts, after=entry.reader,
                     peak_memory=device.host_memory, parameters=_archives(entry),
                     runtime_flags=entry.runtime_flags, sequence=_plan(entry, tokens))
    out = once_more(runner, req, runner.run(req, reuse=reuse and not calls.rerun))
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


def trace(module: CompiledModule, entry: Entry, device: Device, runner: Runner, out_dir: Path,
          **keep) -> TraceOutput:
    """One traced run of a module compiled with tracing, on a device (explain)."""
    return runner.trace(TraceRequest(vmfb=module.vmfb, device=device, function=entry.function,
                                     inputs_path=entry.inputs_path, out_dir=out_dir, timeout=entry.run_timeout,
                                     scalars=entry.scalars, parameters=_archives(entry),
                                     runtime_flags=entry.runtime_flags, **keep))


def _plan(entry: Entry, tokens: tuple[int, ...] | None) -> wire.SequencePlan | None:
    """The entry's call sequence, fed `tokens` (the baseline's choices) when given."""
    if entry.sequence is None:
        return None
    plan = entry.sequence.to_request()
    if tokens is not None:
        plan.forced = list(tokens)
    return plan


def _archives(entry: Entry) -> tuple[tuple[str, str, str], ...]:
    """The entry's archives, made now where they were only planned: the first call that maps them makes them."""
    return tuple((a.scope, str(a.path), a.identity)
                 for a in (made(a, entry.sig.parameters, entry.case.config.seed) for a in entry.parameters))
