"""Run one compiled module once per process: the child side of execute.py.

This file is run as a script by the *toolchain's* Python, which may be a
cached venv of another IREE release without difftest installed. It must
therefore import nothing but the standard library, numpy and iree.runtime
(ml_dtypes when present).

It writes a JSON result (status, error, latencies, output metadata) and an
npz of the outputs as raw bits; a crash leaves no JSON, which the parent
reports from the exit status.
"""
import argparse
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


def _same(xs, ys):
    return len(xs) == len(ys) and all(
        x.shape == y.shape and x.dtype == y.dtype and np.array_equal(_bits(x), _bits(y)) for x, y in zip(xs, ys))


def _chain(e):
    """The runtime wraps the useful error ("libcuda.so not available") in a
    generic one; keep every message in the chain."""
    parts, seen = [], set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        parts.append(str(e).strip())
        e = e.__cause__ or e.__context__
    return "\n".join(p for p in parts if p)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--module", required=True)
    p.add_argument("--driver", required=True)
    p.add_argument("--function", required=True)
    p.add_argument("--inputs", required=True)
    p.add_argument("--outputs", required=True)
    p.add_argument("--result", required=True)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--scalars", default="", help="comma-separated indices of primitive (non-tensor) arguments")
    a = p.parse_args(argv)

    result = {"status": "failed", "error": None, "latencies_ms": [], "shapes": [], "dtypes": [],
              "stable_across_calls": True}

    def finish(code=0):
        tmp = a.result + ".tmp"
        with open(tmp, "w") as f:
            json.dump(result, f)
        os.replace(tmp, a.result)
        return code

    import iree.runtime as rt

    try:
        config = rt.Config(a.driver)
    except (RuntimeError, ValueError) as e:
        # The driver library or the device is missing: not the module's fault.
        result["status"] = "no-device"
        result["error"] = _chain(e)
        return finish()
    try:
        scalars = {int(i) for i in a.scalars.split(",") if i}
        args = [_as_arg(x, i in scalars) for i, x in enumerate(_load_inputs(a.inputs))]
        ctx = rt.SystemContext(config=config)
        vm_module = rt.VmModule.mmap(config.vm_instance, a.module)
        ctx.add_vm_module(vm_module)
        fn = ctx.modules[vm_module.name][a.function]
        first = _to_host(fn(*args), rt)
        for _ in range(max(a.warmup - 1, 0)):
            fn(*args)
        times = []
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            again = _to_host(fn(*args), rt)
            times.append((time.perf_counter() - t0) * 1e3)
            if not _same(first, again):
                result["stable_across_calls"] = False
        result["latencies_ms"] = times
        result["median_ms"] = statistics.median(times) if times else None
        np.savez(a.outputs, __dtypes__=np.array([o.dtype.name for o in first], dtype=np.str_),
                 **{"a%d" % i: _bits(o) for i, o in enumerate(first)})
        result["shapes"] = [list(o.shape) for o in first]
        result["dtypes"] = [o.dtype.name for o in first]
        result["status"] = "ok"
    except Exception as e:
        result["error"] = "%s: %s\n%s" % (type(e).__name__, e, traceback.format_exc(limit=3))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
