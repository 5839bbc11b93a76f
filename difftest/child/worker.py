"""A long-lived runtime worker: the child side of execute.py.

This file is run as a script by the *toolchain's* Python, which may be a
cached venv of another IREE release without difftest installed. It must
therefore import nothing but the standard library, numpy and iree.runtime
(ml_dtypes when present).

Protocol: one JSON request per line on stdin, one JSON response per line on
the original stdout (the runtime's own prints go to stderr). Each request
runs one module in a fresh context: its first call's outputs (and the first
call that drifts from them) are written as npz of raw bits, and every call's
outputs are hashed. A module that crashes takes the worker with it; the
parent sees the exit status and starts a new worker.

A request with "trace" runs a module compiled with
--iree-flow-trace-dispatch-tensors once and reports every traced tensor
(dispatch inputs and outputs, in execution order) by hash, keeping the data
of only those the parent asks for, within a byte budget.
"""
import gc
import hashlib
import json
import os
import statistics
import sys
import time
import traceback

import numpy as np

try:
    import ml_dtypes
except ImportError:  # older toolchains: bf16/fp8 cases will fail clearly
    ml_dtypes = None


def _dtype(name):
    if ml_dtypes is not None and hasattr(ml_dtypes, name):
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


def _load_inputs(path):
    with np.load(path, allow_pickle=False) as z:
        names = [str(n) for n in z["__dtypes__"]]
        out = []
        for i, n in enumerate(names):
            a = z["a%d" % i]
            out.append(a if n == "bool" else a.view(_dtype(n)))
        return out


def _as_arg(a, scalar):
    # Primitive arguments (i32, f32) go as Python numbers; a 0-d tensor
    # (tensor<f32>) stays an array, or the runtime sees shape [1].
    return a.item() if scalar else a


# Runtimes before ~3.10 cannot turn bf16/fp8 buffers into numpy arrays;
# for those, read the raw bits through the buffer view.
_RAW_TYPES = {"BFLOAT_16": "bfloat16", "FLOAT_8_E4M3_FN": "float8_e4m3fn", "FLOAT_8_E4M3_FNUZ": "float8_e4m3fnuz",
              "FLOAT_8_E5M2": "float8_e5m2", "FLOAT_8_E5M2_FNUZ": "float8_e5m2fnuz"}


def _raw(r, rt):
    return _raw_view(r._buffer_view, rt)


def _raw_view(bv, rt):
    kinds = {int(getattr(rt.HalElementType, k)): v for k, v in _RAW_TYPES.items() if hasattr(rt.HalElementType, k)}
    dtype = _dtype(kinds[int(bv.element_type)])
    bits = bv.map().asarray(tuple(bv.shape), np.dtype("uint%d" % (dtype.itemsize * 8)))
    return np.array(bits, copy=True).view(dtype)


def _to_host(results, rt):
    if results is None:
        return []
    if not isinstance(results, (tuple, list)):
        results = [results]
    out = []
    for r in results:
        if hasattr(r, "to_host"):
            try:
                r = r.to_host()
            except ValueError:
                if not hasattr(r, "_buffer_view"):
                    raise
                r = _raw(r, rt)
        out.append(np.array(r, copy=True))
    return out


def _bits(a):
    if a.dtype == np.bool_:
        return a
    return np.array(a, order="C").view(np.dtype("uint%d" % (a.dtype.itemsize * 8)))


def _hash(outputs):
    h = hashlib.sha256()
    for o in outputs:
        h.update(("%s%s" % (o.dtype.name, list(o.shape))).encode())
        h.update(np.ascontiguousarray(_bits(o)).tobytes())
    return h.hexdigest()


def _data_hash(a):
    """Dtype and row-major bits, not the shape: a dispatch may trace a
    collapsed view (4096) of the tensor its consumer traces as 64x64."""
    h = hashlib.sha256(a.dtype.name.encode())
    h.update(np.ascontiguousarray(_bits(a)).tobytes())
    return h.hexdigest()


def _save(path, outputs):
    tmp = path + ".tmp.npz"
    np.savez(tmp, __dtypes__=np.array([o.dtype.name for o in outputs], dtype=np.str_),
             **{"a%d" % i: _bits(o) for i, o in enumerate(outputs)})
    os.replace(tmp, path)


def _chain(e):
    """The runtime wraps the useful error ("libcuda.so not available") in a
    generic one; keep every message in the chain."""
    parts, seen = [], set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        parts.append(str(e).strip())
        e = e.__cause__ or e.__context__
    return "\n".join(p for p in parts if p)


def _allocated(config):
    """Bytes the device's HAL allocator has allocated so far, when it keeps
    statistics (what they cover differs by driver: see core.figures)."""
    try:
        allocator = config.device.allocator
        if not getattr(allocator, "has_statistics", False):
            return None
        return int(allocator.statistics["device_bytes_allocated"]) + int(allocator.statistics["host_bytes_allocated"])
    except Exception:  # an older runtime without these bindings
        return None


class Worker:
    def __init__(self):
        import iree.runtime as rt

        self.rt = rt
        self.configs = {}

    def config(self, driver):
        """One device per driver for the worker's life; a missing driver or
        device is remembered as such."""
        if driver not in self.configs:
            try:
                self.configs[driver] = (self.rt.Config(driver), None)
            except (RuntimeError, ValueError) as e:
                self.configs[driver] = (None, _chain(e))
        return self.configs[driver]

    def handle(self, req):
        """One request: a run, or a traced run. Whatever the module does
        wrong is the response's error, never the worker's end."""
        res = {"id": req.get("id"), "status": "failed", "error": None}
        config, why = self.config(req["driver"])
        if config is None:
            # The driver library or the device is missing: not the module's fault.
            res["status"] = "no-device"
            res["error"] = why
            return res
        try:
            (self.trace if req.get("trace") else self.run)(req, config, res)
        except Exception as e:
            res["status"] = "failed"
            # The runtime's own words; where in the worker it surfaced goes to
            # the worker's log (run.log), not into the case's record.
            res["error"] = "%s: %s" % (type(e).__name__, _chain(e))
            sys.stderr.write(traceback.format_exc(limit=3))
        finally:
            gc.collect()  # the module's context, and its device memory, go now
        return res

    def _open(self, req, config):
        """(the entry function in a fresh context, its arguments, the inputs as loaded)."""
        rt = self.rt
        scalars = set(req.get("scalars") or [])
        casts = {int(k): v for k, v in (req.get("casts") or {}).items()}
        inputs = _load_inputs(req["inputs"])
        args = [_as_arg(x.astype(_dtype(casts[i])) if i in casts else x, i in scalars) for i, x in enumerate(inputs)]
        ctx = rt.SystemContext(config=config)
        vm_module = rt.VmModule.mmap(config.vm_instance, req["module"])
        ctx.add_vm_module(vm_module)
        module = ctx.modules[vm_module.name]
        fn = module[req["function"]]
        after = module[req["after"]] if req.get("after") else None
        if after is None:
            return fn, args, inputs

        def both(*a):
            # The entry, then the function that reads what it left behind.
            first = fn(*a)
            first = list(first) if isinstance(first, (list, tuple)) else ([] if first is None else [first])
            then = after()
            then = list(then) if isinstance(then, (list, tuple)) else ([] if then is None else [then])
            return first + then

        return both, args, inputs

    def _host_view(self, device, bv):
        rt = self.rt
        try:
            return np.array(rt.DeviceArray(device, bv, implicit_host_transfer=True).to_host(), copy=True)
        except ValueError:  # bf16/fp8 on runtimes whose arrays cannot hold them
            return _raw_view(bv, rt)

    def trace(self, req, config, res):
        """Run once with a debug sink and report every traced tensor."""
        rt = self.rt
        res.update({"events": [], "kept_bytes": 0, "dropped": 0, "dropped_bytes": 0, "call_hash": None})
        if not hasattr(rt, "HalModuleDebugSink"):
            res["error"] = ("this runtime cannot trace dispatch tensors: iree.runtime has no HalModuleDebugSink "
                            "(IREE %s)" % getattr(rt, "__version__", "?"))
            return
        keep = req["trace"]
        budget = int(keep.get("budget_bytes", 0))
        skip = set(keep.get("skip_hashes") or [])
        sizes = set(keep["sizes"]) if keep.get("sizes") is not None else None
        out_dir = keep["dir"]
        os.makedirs(out_dir, exist_ok=True)
        errors = []
        device = config.device
        files = {}  # hash -> the file already holding that data

        def sink(key, views):
            # Called by the runtime for every trace point; an exception
            # must not escape into it.
            try:
                tensors = []
                for bv in views:
                    a = self._host_view(device, bv)
                    h = _data_hash(a)
                    entry = {"dtype": a.dtype.name, "shape": list(a.shape), "hash": h, "file": None}
                    wanted = h not in skip and (sizes is None or int(a.size) in sizes)
                    if wanted and h in files:
                        entry["file"] = files[h]
                    elif wanted and res["kept_bytes"] + a.nbytes <= budget:
                        name = "t%d_%d.npy" % (len(res["events"]), len(tensors))
                        np.save(os.path.join(out_dir, name), _bits(a))
                        entry["file"] = files[h] = name
                        res["kept_bytes"] += int(a.nbytes)
                    elif wanted:
                        res["dropped"] += 1
                        res["dropped_bytes"] += int(a.nbytes)
                    tensors.append(entry)
                    del a
                res["events"].append({"key": str(key), "tensors": tensors})
            except Exception as e:  # noqa: BLE001
                errors.append("%s: %s" % (type(e).__name__, e))

        traced = rt.Config(device=device)
        traced.default_vm_modules = (
            rt.create_hal_module(traced.vm_instance, device, debug_sink=rt.HalModuleDebugSink(sink)),)
        fn, args, inputs = self._open(req, traced)
        outs = _to_host(fn(*args), rt)
        res["call_hash"] = _hash(outs)
        # The parent matches tensors by these hashes; computed here, by the one hash function.
        res["inputs"] = [{"dtype": a.dtype.name, "shape": list(a.shape), "hash": _data_hash(a)} for a in inputs]
        res["outputs"] = [{"dtype": a.dtype.name, "shape": list(a.shape), "hash": _data_hash(a)} for a in outs]
        if errors:
            res["error"] = "tracing failed: " + errors[0]
            return
        res["status"] = "ok"

    def run(self, req, config, res):
        rt = self.rt
        res.update({"latencies_ms": [], "shapes": [], "dtypes": [], "call_hashes": [], "drift_call": None})
        fn, args, _ = self._open(req, config)
        before = _allocated(config)
        first = _to_host(fn(*args), rt)
        after = _allocated(config)
        if before is not None and after is not None:
            res["allocated_bytes"] = after - before
        hashes = [_hash(first)]
        drift = None

        def note(outs):
            h = _hash(outs)
            hashes.append(h)
            return h

        for _ in range(max(int(req.get("warmup", 1)) - 1, 0)):
            outs = _to_host(fn(*args), rt)
            if note(outs) != hashes[0] and drift is None:
                drift = (len(hashes), outs)
        times = []
        for _ in range(max(int(req.get("repeat", 1)), 1)):
            t0 = time.perf_counter()
            outs = _to_host(fn(*args), rt)
            times.append((time.perf_counter() - t0) * 1e3)
            if note(outs) != hashes[0] and drift is None:
                drift = (len(hashes), outs)
        _save(req["outputs"], first)
        if drift is not None:
            _save(req["drift_outputs"], drift[1])
            res["drift_call"] = drift[0]
        res["latencies_ms"] = times
        res["median_ms"] = statistics.median(times)
        res["call_hashes"] = hashes
        res["shapes"] = [list(o.shape) for o in first]
        res["dtypes"] = [o.dtype.name for o in first]
        res["status"] = "ok"


def main():
    # The protocol owns the real stdout; anything else printed goes to stderr.
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    try:
        worker = Worker()
        hello = {"hello": 1, "python": sys.version.split()[0]}
    except Exception as e:  # iree.runtime cannot even be imported
        hello = {"hello": 0, "error": "%s: %s" % (type(e).__name__, e), "traceback": traceback.format_exc(limit=4)}
        worker = None
    proto.write(json.dumps(hello) + "\n")
    proto.flush()
    if worker is None:
        return 3
    for line in sys.stdin:
        if not line.strip():
            continue
        res = worker.handle(json.loads(line))
        proto.write(json.dumps(res) + "\n")
        proto.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
