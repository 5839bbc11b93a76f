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
    bv = r._buffer_view
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
        rt = self.rt
        res = {"id": req.get("id"), "status": "failed", "error": None, "latencies_ms": [], "shapes": [],
               "dtypes": [], "call_hashes": [], "drift_call": None}
        config, why = self.config(req["driver"])
        if config is None:
            # The driver library or the device is missing: not the module's fault.
            res["status"] = "no-device"
            res["error"] = why
            return res
        ctx = None
        try:
            scalars = set(req.get("scalars") or [])
            casts = {int(k): v for k, v in (req.get("casts") or {}).items()}
            inputs = _load_inputs(req["inputs"])
            args = [_as_arg(x.astype(_dtype(casts[i])) if i in casts else x, i in scalars)
                    for i, x in enumerate(inputs)]
            ctx = rt.SystemContext(config=config)
            vm_module = rt.VmModule.mmap(config.vm_instance, req["module"])
            ctx.add_vm_module(vm_module)
            fn = ctx.modules[vm_module.name][req["function"]]
            first = _to_host(fn(*args), rt)
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
        except Exception as e:
            res["error"] = "%s: %s\n%s" % (type(e).__name__, _chain(e), traceback.format_exc(limit=3))
        finally:
            ctx = None
            gc.collect()
        return res


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
