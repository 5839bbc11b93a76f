"""What a run calls in the runtime worker: the entry function (and the
reader called after it), or sharktank's paged LLM as its servers run it;
the first call's outputs and every later call's hash and latency.

Each run is one module in a fresh context: its first call's outputs (and
the first call that drifts from them) are written as npz of raw bits, and
every call's outputs are hashed. A measured run keeps its memory
(memory.py) in windows that see the module's work and none of the worker's
(inputs placed, results read back).

A sibling of worker.py: the standard library, numpy and iree.runtime only.
"""
import dataclasses
import gc
import os
import shutil
import statistics
import tempfile
import time

import numpy as np

from arrays import Direct, NUMPY_NAMES, dtype_of, load_inputs, output_hash, read_results, save, written
from devices import runtime_version
from memory import Measured, allocated
from wire import RunAnswer


class StateNotKept(Exception):
    """A run that needs state kept on the device, on a runtime that cannot keep it."""


class PagedLLMLoop:
    """sharktank's paged LLM run as its servers run it (a wire.SequencePlan plan):
    prefill the prompt, then decode step by step, one KV cache on the device,
    written in place by every call. Called like an entry function, it runs
    the whole plan on a fresh cache and returns each call's logits (the
    prefill's up to the prompt's length) and the cache."""

    def __init__(self, plan, module, io):
        self.plan, self.io = plan, io
        self.prefill = module[plan.prefill]
        self.decode = module[plan.decode] if plan.decode else None
        self.tokens = []  # the tokens the first run fed the decode steps
        self.meter = None  # a Measured while the run is measured
        self.windows = False  # each call in a window of its own (the first run), else only its height

    def _invoke(self, name, fn, *args):
        """One call, measured where asked; its results read back after, outside the window."""
        if self.meter is None:
            out = fn(*args)
        elif self.windows:
            out = self.meter.window(name, lambda: fn(*args))
        else:
            out = self.meter.timed(lambda: fn(*args))
        return self.io.result(out)

    def _i64(self, rows):
        return self.io.to_device(np.asarray(rows, dtype=np.int64))

    def _next(self, step, logits):
        forced = self.plan.forced
        if forced is not None and step < len(forced):
            return int(forced[step])
        return int(np.argmax(logits.astype(np.float32)))

    def __call__(self, *_args):
        p, io = self.plan, self.io
        stride, prompt = int(p.stride), list(p.prompt)
        cache = io.to_device(np.zeros(p.cache_shape, dtype=dtype_of(NUMPY_NAMES.get(p.cache_dtype, p.cache_dtype))))
        blocks = -(-len(prompt) // stride)
        padded = prompt + [0] * (blocks * stride - len(prompt))
        ids = list(range(1, p.cache_shape[0]))
        logits = self._invoke("prefill", self.prefill, self._i64([padded]), self._i64([len(prompt)]),
                              self._i64([ids[:blocks]]), cache)[:, :len(prompt)]
        outs, tokens = [logits], []
        for k in range(int(p.steps)):
            tokens.append(self._next(k, logits[0, -1]))
            pos = len(prompt) + k
            logits = self._invoke("decode %d" % (k + 1), self.decode, self._i64([[tokens[-1]]]), self._i64([pos + 1]),
                                  self._i64([pos]), self._i64([ids[:pos // stride + 1]]), cache)
            outs.append(logits)
        if not self.tokens:
            self.tokens = tokens
        return outs + [io.result(cache)]


def host_args(call, inputs):
    """Each argument as the module takes it: cast where the request says."""
    casts = {int(k): v for k, v in (getattr(call, "casts", None) or {}).items()}
    return [x.astype(dtype_of(casts[i])) if i in casts else x for i, x in enumerate(inputs)]


def place(call, io, host):
    # Primitive arguments (i32, f32) go as Python numbers; a 0-d tensor
    # (tensor<f32>) stays an array, or the runtime sees shape [1].
    scalars = set(call.scalars)
    return [x.item() if i in scalars else io.to_device(x) for i, x in enumerate(host)]


def open_entry(devices, call, config, io, memory=None, fresh=False):
    """(the entry in a fresh context, its arguments, the inputs as loaded, the
    run's Measured or None). With `memory` (a wire.Memory), what loading and
    initialising the module kept goes into it: the process's own where the
    run is measured, the allocator's count on every driver that keeps one.
    The arguments are placed before: they are the caller's, not the module's."""
    inputs = load_inputs(call.inputs)
    args = place(call, io, host_args(call, inputs))
    measured = bool(getattr(call, "peak_memory", False))
    meter = Measured(memory, config.device, host=measured) if memory is not None else None
    _, module = devices.load(config, call, fresh=fresh or measured)
    if meter is not None:
        meter.loaded()
    sequence = getattr(call, "sequence", None)
    if sequence is not None:
        if isinstance(io, Direct):
            raise StateNotKept(
                "this runtime (iree-base-runtime %s) cannot keep a call sequence's state on the device: "
                "iree.runtime lacks %s, so every call would get its own copy of the KV cache and no step "
                "would see what the one before it wrote: not run"
                % (runtime_version() or "of unknown version", ", ".join(io.missing)))
        return PagedLLMLoop(sequence, module, io), [], inputs, meter
    fn = module[call.function]
    after = module[call.after] if getattr(call, "after", None) else None
    if after is None:
        return fn, args, inputs, meter

    def both(*a):
        # The entry, then the function that reads what it left behind.
        return _listed(fn(*a)) + _listed(after())

    return both, args, inputs, meter


def _listed(results):
    return list(results) if isinstance(results, (list, tuple)) else ([] if results is None else [results])


def prime(devices, req, config, io):
    """A throw-away run of the worker's first module, unmeasured, made as a
    measured run is made (a first call, a later one, the outputs written and
    hashed): whatever runs first in a process pays costs no later module pays
    (thread stacks and heap arenas touched for the first time, lazily loaded
    code, numpy's writer), and a pair whose baseline ran first was charged
    them (4.7 MB of a 60 MB peak on an 8B prefill; 260 KiB of a small
    module's height; a slower first latency). Every measured run comes after
    this one, so both sides of a pair run under the same conditions whichever
    goes first. A failure here is the measured run's to report, in its own
    words."""
    scratch = tempfile.mkdtemp(prefix="difftest-prime-")
    try:
        if req.peak_memory:
            config, io = devices.open(req.device, cache=False)
        unmeasured = dataclasses.replace(req, peak_memory=False, warmup=1, repeat=1,
                                         outputs=os.path.join(scratch, "o.npz"),
                                         drift_outputs=os.path.join(scratch, "d.npz"))
        run(devices, unmeasured, config, io, RunAnswer(), fresh=True)
    except Exception:  # noqa: BLE001 - said again, and kept, by the measured run
        pass
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        gc.collect()


def _first_call(fn, args, meter):
    """The first call, each call of a sequence in a window of its own where
    the run is measured. It is never timed: giving memory back to the
    system first would slow the call it precedes. Each window closes before
    the results cross back: the staging and copies are the worker's, not
    the module's."""
    if isinstance(fn, PagedLLMLoop):
        fn.meter, fn.windows = meter, True
        results = fn(*args)
        fn.windows = False
        return results
    if meter is not None:
        return meter.window("call", lambda: fn(*args))
    return fn(*args)


class _Later:
    """The calls after the first: each timed without reading its results
    back (the module's time, not the transfer's: the call returns once they
    are ready), its height kept where the run is measured, its outputs hashed
    against the first call's."""

    def __init__(self, req, io, fn, args, host, wrote, meter, first_hash):
        self.req, self.io, self.fn, self.args, self.host, self.wrote = req, io, fn, args, host, wrote
        self.meter = meter if meter is not None and meter.host else None
        self.hashes, self.drift = [first_hash], None

    def _call(self, now):
        """(the call's results, its milliseconds): the module's time, never the measuring's."""
        if self.meter is None or isinstance(self.fn, PagedLLMLoop):  # a sequence keeps its own heights
            t0 = time.perf_counter()
            results = self.fn(*now)
            return results, (time.perf_counter() - t0) * 1e3
        return self.meter.timing(lambda: self.fn(*now))

    def __call__(self):
        # A module that wrote into its arguments gets them afresh: calling it
        # on what it left there would judge the harness, not the module.
        now = place(self.req, self.io, self.host) if self.wrote else self.args
        results, ms = self._call(now)
        outs = read_results(self.io, results)
        del results
        self.hashes.append(output_hash(outs))
        if self.hashes[-1] != self.hashes[0] and self.drift is None:
            self.drift = (len(self.hashes), outs)
        return ms


def run(devices, req, config, io, res, fresh=False):
    """A wire.Run answered into `res` (a wire.RunAnswer)."""
    memory = res.memory
    # The allocator's count from before the inputs go to the device: what one call's worth of
    # buffers (its arguments placed, what the call allocates) took, as iree-run-module counts it.
    before = allocated(config.device)
    fn, args, inputs, meter = open_entry(devices, req, config, io, memory, fresh=fresh)
    results = _first_call(fn, args, meter)
    after = allocated(config.device)
    first = read_results(io, results)
    del results
    if before is not None and after is not None:
        memory.allocated_bytes = after - before
    # Written now and let go: the first call's outputs are the worker's copy, held by no later call.
    save(req.outputs, first)
    res.shapes, res.dtypes = [list(o.shape) for o in first], [o.dtype.name for o in first]
    first_hash = output_hash(first)
    del first
    host = host_args(req, inputs) if args else []
    res.wrote_arguments = written(io, args, host, set(req.scalars))
    later = _Later(req, io, fn, args, host, res.wrote_arguments, meter, first_hash)
    if meter is not None:
        meter.settle()
    for _ in range(max(int(req.warmup) - 1, 0)):
        later()
    times = [later() for _ in range(max(int(req.repeat), 1))]
    if meter is not None:
        meter.finish()
    if later.drift is not None:
        save(req.drift_outputs, later.drift[1])
        res.drift_call = later.drift[0]
    res.latencies_ms, res.median_ms, res.call_hashes = times, statistics.median(times), later.hashes
    if isinstance(fn, PagedLLMLoop):
        res.tokens = fn.tokens
    res.status = "ok"
