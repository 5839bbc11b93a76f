"""A traced run in the runtime worker (a wire.Trace): a module compiled with
--iree-flow-trace-dispatch-tensors run once with a debug sink, and every
traced tensor (dispatch inputs and outputs, in execution order) reported by
hash, keeping the data of only those the parent asks for, within a byte
budget.

A sibling of worker.py: the standard library, numpy and iree.runtime only.
"""
import os

import numpy as np

from arrays import data_hash, output_hash, raw_bits, read_results
from calls import open_entry


class _Sink:
    """What the runtime's debug sink is called with, kept per the request."""

    def __init__(self, req, io, res):
        self.io, self.res = io, res
        self.budget = int(req.budget_bytes)
        self.skip = set(req.skip_hashes)
        self.sizes = set(req.sizes) if req.sizes is not None else None
        self.dir = req.dir
        self.errors = []
        self.files = {}  # hash -> the file already holding that data

    def _entry(self, a, event, n):
        res = self.res
        h = data_hash(a)
        entry = {"dtype": a.dtype.name, "shape": list(a.shape), "hash": h, "file": None}
        wanted = h not in self.skip and (self.sizes is None or int(a.size) in self.sizes)
        if wanted and h in self.files:
            entry["file"] = self.files[h]
        elif wanted and res.kept_bytes + a.nbytes <= self.budget:
            name = "t%d_%d.npy" % (event, n)
            np.save(os.path.join(self.dir, name), raw_bits(a))
            entry["file"] = self.files[h] = name
            res.kept_bytes += int(a.nbytes)
        elif wanted:
            res.dropped += 1
            res.dropped_bytes += int(a.nbytes)
        return entry

    def __call__(self, key, views):
        # Called by the runtime for every trace point; an exception must not escape into it.
        try:
            tensors = []
            for bv in views:
                a = self.io.to_host(bv)
                tensors.append(self._entry(a, len(self.res.events), len(tensors)))
                del a
            self.res.events.append({"key": str(key), "tensors": tensors})
        except Exception as e:  # noqa: BLE001
            self.errors.append("%s: %s" % (type(e).__name__, e))


def _described(arrays):
    return [{"dtype": a.dtype.name, "shape": list(a.shape), "hash": data_hash(a)} for a in arrays]


def trace(rt, devices, req, config, io, res):
    """Run once with a debug sink and report every traced tensor (into a wire.TraceAnswer)."""
    if not hasattr(rt, "HalModuleDebugSink"):
        res.error = ("this runtime cannot trace dispatch tensors: iree.runtime has no HalModuleDebugSink "
                     "(IREE %s)" % getattr(rt, "__version__", "?"))
        return
    os.makedirs(req.dir, exist_ok=True)
    sink = _Sink(req, io, res)
    device = config.device
    traced = rt.Config(device=device)
    traced.default_vm_modules = (
        rt.create_hal_module(traced.vm_instance, device, debug_sink=rt.HalModuleDebugSink(sink)),)
    fn, args, inputs, _ = open_entry(devices, req, traced, io)
    outs = read_results(io, fn(*args))
    res.call_hash = output_hash(outs)
    # The parent matches tensors by these hashes; computed here, by the one hash function.
    res.inputs, res.outputs = _described(inputs), _described(outs)
    if sink.errors:
        res.error = "tracing failed: " + sink.errors[0]
        return
    res.status = "ok"
