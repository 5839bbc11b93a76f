"""A long-lived runtime worker: the child side of run/execute/runner.py.

This file is run as a script by the *toolchain's* Python, which may be a
cached venv of another IREE release without difftest installed. It must
therefore import nothing but the standard library, numpy and iree.runtime
(ml_dtypes when present).

Protocol: one JSON request per line on stdin, one JSON response per line on
the original stdout (the runtime's own prints go to stderr); with `--listen
HOST:PORT`, the same lines over one TCP connection (run/execute/transport.py). Each request
runs one module in a fresh context on one device (a URI: `local-task`,
`vulkan`, `vulkan://0`, `cuda`): its first call's outputs (and the first call
that drifts from them) are written as npz of raw bits, and every call's
outputs are hashed. A module that crashes takes the worker with it; the
parent sees the exit status and starts a new worker.

A device is opened once for the worker's life, except where an open device
costs CPU while the worker waits (HELD_ONLY_WHILE_USED: Vulkan, whose IREE
HAL polls an open device's semaphores, two cores' worth on lavapipe): that
one is opened for each request and let go after it.

Inputs and outputs cross to and from the device the same way on every
driver: through host staging buffers and a queue copy (`_Staged`). A device
that is not the host (Vulkan, CUDA, HIP) cannot import an arbitrary numpy
pointer (Vulkan wants 4096-byte alignment) and its result buffers are not
mappable, so the runtime's own numpy conversions fail there; staging works on
every driver, local-task included, so there is one path and no per-driver
branch. Runtimes too old for the queue-copy bindings fall back to passing
numpy arrays, which is what they did on local-task. That path cannot keep
state on the device (each call gets its own copy of a numpy argument), so a
call sequence, whose KV cache is written in place, is refused there, naming
what the runtime lacks, never run with its state dropped. (The environment
variable DIFFTEST_WORKER_IO=direct forces that path, for tests.)

Runtime flags are parsed once, for the worker's life, and read back from the
runtime's own flag dump: a value the runtime read as something else
(`--task_worker_stack_size=abc` read as 0) is refused at hello, as an unknown
flag is.

A request with "probe" answers which device a URI names (its name and path,
as the driver lists it), without running anything.

A request with "trace" runs a module compiled with
--iree-flow-trace-dispatch-tensors once and reports every traced tensor
(dispatch inputs and outputs, in execution order) by hash, keeping the data
of only those the parent asks for, within a byte budget.
"""
import ctypes
import gc
import hashlib
import json
import os
import platform
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


# The HAL's names for the element types numpy has no name for.
_RAW_TYPES = {"BFLOAT_16": "bfloat16", "FLOAT_8_E4M3_FN": "float8_e4m3fn", "FLOAT_8_E4M3_FNUZ": "float8_e4m3fnuz",
              "FLOAT_8_E5M2": "float8_e5m2", "FLOAT_8_E5M2_FNUZ": "float8_e5m2fnuz"}
_NUMPY_TYPES = {"float16": "FLOAT_16", "float32": "FLOAT_32", "float64": "FLOAT_64", "int8": "SINT_8",
                "uint8": "UINT_8", "int16": "SINT_16", "uint16": "UINT_16", "int32": "SINT_32", "uint32": "UINT_32",
                "int64": "SINT_64", "uint64": "UINT_64", "bool": "BOOL_8"}


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


def _allocated(device):
    """Bytes the device's HAL allocator has allocated so far, when it keeps
    statistics (what they cover differs by driver: see core.figures)."""
    try:
        allocator = device.allocator
        if not getattr(allocator, "has_statistics", False):
            return None
        return int(allocator.statistics["device_bytes_allocated"]) + int(allocator.statistics["host_bytes_allocated"])
    except Exception:  # an older runtime without these bindings
        return None


# ---- the process's own memory: what a host-memory device's module holds ----------------

_libc = None


def _trim():
    """Give freed heap back to the system, so a module's allocations show in
    the peak again rather than reusing pages an earlier module left resident."""
    global _libc
    try:
        if _libc is None:
            _libc = ctypes.CDLL("libc.so.6")
        _libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


def _status_kb(field):
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _file_bytes():
    """Resident file-backed pages (mapped parameter archives, the vmfb) and shared memory."""
    f, s = _status_kb("RssFile"), _status_kb("RssShmem")
    return None if f is None else f + (s or 0)


class _PeakMemory:
    """The peak resident memory one call adds: VmHWM is reset to the current
    resident size (`5` into /proc/self/clear_refs) before the call and read
    after it. File-backed pages the call touched for the first time (a mapped
    parameter archive's weights, read on first use) stay resident after it and
    are counted apart (`faulted`): they are the parameters being loaded, not
    the call's working memory, and whichever module touches them first in a
    process would be charged for them. Linux only; None elsewhere."""

    def __init__(self):
        self.before = self.file_before = None
        self.calls = []  # [name, the call's own peak, file pages it first touched] per call

    def start(self):
        gc.collect()
        _trim()
        try:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            self.before = None
            return
        self.file_before = _file_bytes()
        self.before = _status_kb("VmRSS")

    def stop(self, name="call"):
        """Ends the window: the call's own peak (file pages it first touched
        taken out), kept per call; None where it cannot be read."""
        if self.before is None:
            return None
        hwm, file_after = _status_kb("VmHWM"), _file_bytes()
        if hwm is None:
            return None
        faulted = max(file_after - self.file_before, 0) if None not in (file_after, self.file_before) else 0
        own = max(hwm - self.before - faulted, 0)
        self.calls.append([name, own, faulted])
        return own

    def measure(self, name, call):
        """call() inside a window of its own."""
        self.start()
        out = call()
        self.stop(name)
        return out

    def peak(self):
        own = [c[1] for c in self.calls]
        return max(own) if own else None


class _Resident:
    """What loading and initialising a module adds and keeps: the process's
    resident memory (anonymous and file-backed apart) and the allocator's count,
    read before the module is mapped and after its initialisers ran."""

    def __init__(self, device, host):
        self.device, self.host = device, host
        if host:
            gc.collect()
            _trim()
        self.rss, self.file, self.allocated = _status_kb("VmRSS"), _file_bytes(), _allocated(device)

    def read(self):
        out = {}
        now = _allocated(self.device)
        if None not in (now, self.allocated):
            out["resident_allocated_bytes"] = now - self.allocated
        rss, file = _status_kb("VmRSS"), _file_bytes()
        if self.host and None not in (rss, self.rss):
            out["resident_bytes"] = max(rss - self.rss, 0)
            if None not in (file, self.file):
                out["resident_file_bytes"] = max(file - self.file, 0)
        return out


# ---- inputs to the device and outputs back: one path for every driver ----------------------


class _Staged:
    """Host <-> device through staging buffers and queue copies."""

    def __init__(self, rt, device):
        self.rt, self.device = rt, device
        self.alloc = device.allocator
        self.kinds = {}
        for np_name, hal in (*_NUMPY_TYPES.items(), *((v, k) for k, v in _RAW_TYPES.items())):
            if hasattr(rt.HalElementType, hal):
                self.kinds[np_name] = int(getattr(rt.HalElementType, hal))
        try:  # the runtime's own choice, as it made it when handed numpy arrays
            from iree.runtime.array_interop import map_dtype_to_element_type
        except ImportError:
            map_dtype_to_element_type = None
        self.mapping = map_dtype_to_element_type
        self.dtypes = {v: _dtype(k) for k, v in self.kinds.items()}
        for member in rt.HalElementType.__members__.values():
            try:
                self.dtypes.setdefault(int(member), np.dtype(rt.HalElementType.map_to_dtype(member)))
            except Exception:  # opaque and sub-byte types have no numpy dtype
                pass

    def kind(self, dtype):
        if self.mapping is not None:
            try:
                found = self.mapping(dtype)
                if found is not None:
                    return int(found)
            except Exception:  # an ml_dtypes type this runtime does not map
                pass
        return self.kinds.get(dtype.name)

    @staticmethod
    def missing(rt, device):
        """The bindings this path needs that the runtime lacks (none: it can be used)."""
        fence = getattr(rt, "HalFence", None)
        needs = (("HalFence.create_at", fence is not None and hasattr(fence, "create_at")),
                 ("HalDevice.queue_copy", hasattr(device, "queue_copy")),
                 ("HalAllocator.allocate_host_staging_buffer_copy",
                  hasattr(device.allocator, "allocate_host_staging_buffer_copy")),
                 ("HalBufferView", hasattr(rt, "HalBufferView")), ("DeviceArray", hasattr(rt, "DeviceArray")))
        return [name for name, there in needs if not there]

    def _copy(self, src, dst):
        rt = self.rt
        sem = self.device.create_semaphore(0)
        self.device.queue_copy(src, dst, rt.HalFence.create_at(sem, 0), rt.HalFence.create_at(sem, 1))
        rt.HalFence.create_at(sem, 1).wait()

    def to_device(self, a):
        rt = self.rt
        kind = self.kind(a.dtype)
        if kind is None:
            raise ValueError("no HAL element type for %s" % a.dtype.name)
        raw = np.ascontiguousarray(_bits(a) if a.dtype != np.bool_ else a.view(np.uint8))
        size = max(int(raw.nbytes), 1)
        buf = self.alloc.allocate_buffer(memory_type=int(rt.MemoryType.DEVICE_LOCAL),
                                         allowed_usage=int(rt.BufferUsage.DEFAULT), allocation_size=size)
        if raw.nbytes:
            staging = self.alloc.allocate_host_staging_buffer_copy(self.device, raw)
            self._copy(staging, buf)
        view = rt.HalBufferView(buf, list(a.shape), kind)
        return rt.DeviceArray(self.device, view)

    def to_host(self, bv):
        rt = self.rt
        dtype = self.dtypes.get(int(bv.element_type))
        if dtype is None:
            raise ValueError("no numpy type for HAL element type 0x%x" % int(bv.element_type))
        shape = tuple(int(d) for d in bv.shape)
        n = int(np.prod(shape)) if shape else 1
        if n == 0:
            return np.zeros(shape, dtype)
        src = bv.get_buffer()
        host = self.alloc.allocate_buffer(
            memory_type=int(rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE),
            allowed_usage=int(rt.BufferUsage.TRANSFER_TARGET | rt.BufferUsage.MAPPING_SCOPED),
            allocation_size=src.byte_length())
        self._copy(src, host)
        raw_dtype = np.dtype(np.uint8) if dtype == np.bool_ else np.dtype("uint%d" % (dtype.itemsize * 8))
        bits = np.array(host.map().asarray(bv.shape, raw_dtype), copy=True)
        return bits.astype(np.bool_) if dtype == np.bool_ else bits.view(dtype).reshape(shape)

    def result(self, r):
        bv = getattr(r, "_buffer_view", None)
        if bv is None and isinstance(r, self.rt.HalBufferView):
            bv = r
        if bv is not None:
            return self.to_host(bv)
        return np.array(r, copy=True)  # a primitive result (an i32, an f32)


class _Direct:
    """Runtimes without the queue-copy bindings: numpy in, to_host() out.
    Each argument is a copy of its own, so a runtime that imports numpy's
    memory (rather than copying it) and a module that writes into it leave
    the inputs as they were, and the write shows (_written)."""

    def __init__(self, rt, device, missing):
        self.rt, self.device = rt, device
        self.missing = missing  # what the runtime lacks for _Staged: said when state cannot be kept

    def to_device(self, a):
        return np.array(a, copy=True)

    def to_host(self, bv):
        rt = self.rt
        try:
            return np.array(rt.DeviceArray(self.device, bv, implicit_host_transfer=True).to_host(), copy=True)
        except ValueError:  # bf16/fp8 on runtimes whose arrays cannot hold them
            return _raw_view(bv, rt)

    def result(self, r):
        if hasattr(r, "to_host"):
            try:
                return np.array(r.to_host(), copy=True)
            except ValueError:
                if not hasattr(r, "_buffer_view"):
                    raise
                return _raw_view(r._buffer_view, self.rt)
        return np.array(r, copy=True)


def _raw_view(bv, rt):
    kinds = {int(getattr(rt.HalElementType, k)): v for k, v in _RAW_TYPES.items() if hasattr(rt.HalElementType, k)}
    dtype = _dtype(kinds[int(bv.element_type)])
    bits = bv.map().asarray(tuple(bv.shape), np.dtype("uint%d" % (dtype.itemsize * 8)))
    return np.array(bits, copy=True).view(dtype)


def _written(io, args, host, scalars):
    """The arguments whose device buffers (or numpy copies, on the direct
    path) no longer hold what was placed in them: the module wrote into
    memory its caller owns."""
    wrote = []
    for i, (arg, x) in enumerate(zip(args, host)):
        if i in scalars:  # a number, passed by value
            continue
        if not np.array_equal(_bits(io.result(arg)), _bits(x)):  # bits: a NaN placed is a NaN kept
            wrote.append(i)
    return wrote


def _results(io, results):
    if results is None:
        return []
    if not isinstance(results, (tuple, list)):
        results = [results]
    return [io.result(r) for r in results]


# ---- devices --------------------------------------------------------------------------------------


def _cpu_features():
    """A digest of the CPU's feature flags: two CPUs of one model name may differ."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return hashlib.sha256(" ".join(sorted(line.split(":", 1)[1].split())).encode()).hexdigest()[:16]
    except OSError:
        pass
    return None


def _cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _runtime_version():
    try:
        from importlib.metadata import version

        return version("iree-base-runtime")
    except Exception:  # a build tree's bindings carry no package metadata
        return None


class StateNotKept(Exception):
    """A run that needs state kept on the device, on a runtime that cannot keep it."""


# ---- runtime flags, as the runtime read them ------------------------------------------------------


def _flag_dump(rt):
    """The runtime's flags with the values it holds: `parse_flags("--help")`
    prints them as a flagfile on C's stdout (and goes on), which is caught
    here in a file. Empty where that cannot be done."""
    try:
        libc = ctypes.CDLL(None)
        libc.fflush(None)
    except (OSError, AttributeError, TypeError):  # TypeError: no CDLL(None) on Windows
        return ""  # C's stdout cannot be flushed: the dump could land anywhere
    import tempfile

    saved = os.dup(1)
    try:
        with tempfile.TemporaryFile() as f:
            os.dup2(f.fileno(), 1)
            try:
                rt.flags.parse_flags("--help")
            finally:
                libc.fflush(None)
                os.dup2(saved, 1)
            f.seek(0)
            return f.read(1 << 20).decode("utf-8", "replace")
    except (OSError, ValueError):
        return ""
    finally:
        os.close(saved)


def _same_value(given, held):
    """Whether the runtime holds what was written, compared as the number or
    boolean it holds; a string is the runtime's to refuse when it is used."""
    given = given.strip()
    if held == "true":  # the runtime takes "true" and "1" alone ("True" and "yes" read as false)
        return given in ("true", "1")
    if held == "false":
        return given.lower() in ("false", "0", "no", "off")
    if held.lstrip("-").isdigit():
        try:
            return int(given, 10) == int(held)
        except ValueError:
            return False
    try:
        number = float(held)
    except ValueError:
        return True
    try:
        return abs(float(given) - number) <= 1e-5 * max(abs(number), 1e-30)
    except ValueError:
        return False


def _misread(flags, dump):
    """None, or which flags the runtime read as another value than written
    (its int parser stops at the first non-digit: "abc" is 0, "64KB" is 64).
    A flag given twice is compared by its last value, the one that holds."""
    held = {}
    for line in dump.splitlines():
        name, eq, value = line.partition("=")
        if line.startswith("--") and eq:
            held[name] = value.strip()
    given = {}
    for flag in flags:
        name, eq, value = flag.partition("=")
        if eq:
            given[name] = value
    wrong = ["the runtime read %s as %s, not %r" % (name, held[name], value)
             for name, value in given.items() if name in held and not _same_value(value, held[name])]
    return "; ".join(wrong) or None


# Drivers whose open device is let go after each request (opened again in 0.03 s) rather than held
# for the worker's life: IREE's Vulkan HAL (3.13) keeps threads polling an open device's semaphores,
# and on lavapipe they kept two cores busy while the worker sat idle between runs, taking them
# from the compiles beside it.
HELD_ONLY_WHILE_USED = ("vulkan",)


class Worker:
    def __init__(self, runtime_flags=()):
        import iree.runtime as rt

        self.flags_error = None
        if runtime_flags:
            # Process-wide, read when a device is made: this worker serves only cases that asked for them.
            try:
                rt.flags.parse_flags(*runtime_flags)
            except ValueError as e:  # a flag this runtime does not know: the case's to fix
                self.flags_error = str(e)
            else:
                self.flags_error = _misread(runtime_flags, _flag_dump(rt))
        self.rt = rt
        self.devices = {}
        self.indexes = {}  # archive path -> its ParameterIndex, mapped once for the worker's life
        self.primed = False  # whether a throw-away run paid the process's first-run costs

    def parameters_module(self, config, archives, fresh=False):
        """The io_parameters module over the request's archives [[scope, path], ...].
        `fresh`: each archive mapped anew for this module alone (a measured run),
        so its pages are faulted in by this module, never lent by an earlier one."""
        rt = self.rt
        providers = []
        for scope, path in archives:
            if fresh:
                index = rt.ParameterIndex()
                index.load(path)
            elif path not in self.indexes:
                index = self.indexes[path] = rt.ParameterIndex()
                index.load(path)
            else:
                index = self.indexes[path]
            providers.append(index.create_provider(scope=scope))
        return rt.create_io_parameters_module(config.vm_instance, *providers)

    def listed(self, driver):
        """The driver's devices as it lists them; raises when it cannot."""
        return [{"name": str(d.get("name", "")), "path": str(d.get("path", "")), "device_id": int(d.get("device_id", 0))}
                for d in self.rt.get_driver(driver).query_available_devices()]

    def resolve(self, uri):
        """The URI the runtime opens: `vulkan://1` is the second device the
        driver lists (IREE's drivers want its path, `vulkan://GPU-...`)."""
        driver, _, path = uri.partition("://")
        if not path.isdigit():
            return uri
        listed = self.listed(driver)
        if int(path) >= len(listed):
            raise ValueError("%s: the %s driver lists %d device(s): %s" % (
                uri, driver, len(listed), ", ".join("%d: %s" % (i, d["name"]) for i, d in enumerate(listed))))
        found = listed[int(path)]
        return "%s://%s" % (driver, found["path"]) if found["path"] else driver

    def open(self, uri, cache=True):
        rt = self.rt
        real = self.resolve(uri)
        if "://" in real and hasattr(rt, "get_device"):
            device = rt.get_device(real, cache=cache)
            config = rt.Config(device=device)
        elif cache:
            config = rt.Config(real)
        else:
            config = rt.Config(device=rt.get_device(real, cache=False))
        missing = _Staged.missing(rt, config.device)
        if os.environ.get("DIFFTEST_WORKER_IO") == "direct":  # tests: the path an older runtime takes
            missing = missing or ["the on-device transfer path (hidden by DIFFTEST_WORKER_IO=direct)"]
        return config, (_Direct(rt, config.device, missing) if missing else _Staged(rt, config.device))

    def why_not(self, uri, e):
        """Why a device cannot be opened, in the runtime's words: Config("local-task")
        says only "No device found from list", get_device says what failed
        ("invalid --task_topology_nodes value: 'abc'")."""
        why = _chain(e)
        if "://" in uri or not hasattr(self.rt, "get_device"):
            return why
        try:
            self.rt.get_device(uri, cache=False)
        except Exception as deeper:  # noqa: BLE001 - the words are all that is wanted
            return "%s\n%s" % (why, _chain(deeper))
        return why

    def device(self, uri):
        """(config, io, None) for a URI, one device per URI for the worker's
        life, or for the request only where an open device costs CPU while
        idle; (None, None, why) for a missing driver or device, remembered."""
        if uri in self.devices:
            return self.devices[uri]
        held = uri.partition("://")[0] not in HELD_ONLY_WHILE_USED
        try:
            config, io = self.open(uri, cache=held)
        except (RuntimeError, ValueError) as e:
            self.devices[uri] = (None, None, self.why_not(uri, e))
            return self.devices[uri]
        if held:
            self.devices[uri] = (config, io, None)
        return config, io, None

    def fresh(self, uri):
        return self.open(uri, cache=False)

    def probe(self, req, res):
        """Which device the URI names: the driver's own listing, and whether
        it can be created here."""
        uri = req["probe"]
        driver, _, path = uri.partition("://")
        listed = []
        try:
            listed = self.listed(driver)
        except Exception as e:  # no driver library, no device
            res["error"] = _chain(e)
        if path.isdigit():
            chosen = listed[int(path)] if int(path) < len(listed) else None
        else:
            chosen = next((d for d in listed if path and path == d["path"]), None) or (
                listed[0] if listed and not path else None)
        config, io, why = self.device(uri) if listed else (None, None, res.get("error"))
        res["listed"] = listed
        res["device"] = chosen
        res["created"] = config is not None
        res["error"] = why
        res["io"] = type(io).__name__.strip("_").lower() if io is not None else None
        res["cpu"] = _cpu_name()
        res["features"] = _cpu_features()
        res["runtime"] = _runtime_version()
        res["status"] = "ok"

    def handle(self, req):
        """One request: a probe, a run or a traced run. Whatever the module
        does wrong is the response's error, never the worker's end."""
        res = {"id": req.get("id"), "status": "failed", "error": None}
        if req.get("probe"):
            self.probe(req, res)
            return res
        config, io, why = self.device(req["device"])
        if config is None:
            # The driver library or the device is missing: not the module's fault.
            res["status"] = "no-device"
            res["error"] = why
            return res
        try:
            if not req.get("trace") and not self.primed:
                self.prime(req, config, io)
            if req.get("peak_memory") and not req.get("trace"):
                # A device of its own: its allocator starts empty, so the first
                # call faults in exactly the memory this module holds (a shared
                # device's pool would lend it pages an earlier module left).
                config, io = self.fresh(req["device"])
            (self.trace if req.get("trace") else self.run)(req, config, io, res)
        except StateNotKept as e:
            # The runtime's doing, not the module's: the case could not be judged here.
            res["status"] = "environment"
            res["error"] = str(e)
        except Exception as e:
            res["status"] = "failed"
            # The runtime's own words; where in the worker it surfaced goes to
            # the worker's log (run.log), not into the case's record.
            res["error"] = "%s: %s" % (type(e).__name__, _chain(e))
            try:
                sys.stderr.write(traceback.format_exc(limit=3))
            except OSError:  # a full disk under the log: the answer still goes back
                pass
        finally:
            gc.collect()  # the module's context, and its device memory, go now
        return res

    def prime(self, req, config, io):
        """A throw-away run of the worker's first module, unmeasured: whatever
        runs first in a process pays costs no later module pays (thread stacks
        and heap arenas touched for the first time, lazily loaded code), and a
        pair whose baseline ran first was charged them (4.7 MB of a 60 MB
        peak on an 8B prefill; a slower first latency). Every measured run
        comes after this one, so both sides of a pair run under the same
        conditions whichever goes first. A failure here is the measured
        run's to report, in its own words."""
        self.primed = True
        try:
            if req.get("peak_memory"):
                config, io = self.fresh(req["device"])
            fn, args, _ = self._open(dict(req, peak_memory=False), config, io, fresh=True)
            _results(io, fn(*args))
        except Exception:  # noqa: BLE001 - said again, and kept, by the measured run
            pass
        finally:
            gc.collect()

    @staticmethod
    def _host_args(req, inputs):
        """Each argument as the module takes it: cast where the request says."""
        casts = {int(k): v for k, v in (req.get("casts") or {}).items()}
        return [x.astype(_dtype(casts[i])) if i in casts else x for i, x in enumerate(inputs)]

    @staticmethod
    def _place(req, io, host):
        # Primitive arguments (i32, f32) go as Python numbers; a 0-d tensor
        # (tensor<f32>) stays an array, or the runtime sees shape [1].
        scalars = set(req.get("scalars") or [])
        return [x.item() if i in scalars else io.to_device(x) for i, x in enumerate(host)]

    def _open(self, req, config, io, res=None, fresh=False):
        """(the entry function in a fresh context, its arguments, the inputs as
        loaded). With `res` on a measured run, what loading and initialising
        the module kept goes into it (the arguments are placed before: they
        are the caller's, not the module's)."""
        rt = self.rt
        inputs = _load_inputs(req["inputs"])
        args = self._place(req, io, self._host_args(req, inputs))
        # The allocator's count on every driver that keeps one; the process's own memory only
        # where the device's memory is the worker's (a measured run, on a device of its own).
        measured = res is not None and bool(req.get("peak_memory"))
        resident = _Resident(config.device, host=measured) if res is not None else None
        vm_module = rt.VmModule.mmap(config.vm_instance, req["module"])
        if req.get("parameters"):
            params = self.parameters_module(config, req["parameters"], fresh=fresh or measured)
            ctx = rt.SystemContext(vm_modules=[params, vm_module], config=config)
        else:
            ctx = rt.SystemContext(config=config)
            ctx.add_vm_module(vm_module)
        module = ctx.modules[vm_module.name]
        if resident is not None:
            res.update(resident.read())
        if req.get("sequence"):
            if isinstance(io, _Direct):
                raise StateNotKept(
                    "this runtime (iree-base-runtime %s) cannot keep a call sequence's state on the device: "
                    "iree.runtime lacks %s, so every call would get its own copy of the KV cache and no step "
                    "would see what the one before it wrote: not run"
                    % (_runtime_version() or "of unknown version", ", ".join(io.missing)))
            return _PagedLLM(req["sequence"], module, io, self.rt), [], inputs
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

    def trace(self, req, config, io, res):
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
        files = {}  # hash -> the file already holding that data

        def sink(key, views):
            # Called by the runtime for every trace point; an exception
            # must not escape into it.
            try:
                tensors = []
                for bv in views:
                    a = io.to_host(bv)
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

        device = config.device
        traced = rt.Config(device=device)
        traced.default_vm_modules = (
            rt.create_hal_module(traced.vm_instance, device, debug_sink=rt.HalModuleDebugSink(sink)),)
        fn, args, inputs = self._open(req, traced, io)
        outs = _results(io, fn(*args))
        res["call_hash"] = _hash(outs)
        # The parent matches tensors by these hashes; computed here, by the one hash function.
        res["inputs"] = [{"dtype": a.dtype.name, "shape": list(a.shape), "hash": _data_hash(a)} for a in inputs]
        res["outputs"] = [{"dtype": a.dtype.name, "shape": list(a.shape), "hash": _data_hash(a)} for a in outs]
        if errors:
            res["error"] = "tracing failed: " + errors[0]
            return
        res["status"] = "ok"

    @staticmethod
    def _first_call(req, fn, args, res):
        """The first call, its peak measured where asked. It is never timed:
        giving memory back to the system first would slow the call it precedes.
        Each window closes before the results cross back: the staging and
        copies are difftest's, not the module's. A sequence opens one per call."""
        peak = _PeakMemory() if req.get("peak_memory") else None
        if isinstance(fn, _PagedLLM):
            fn.peak = peak
            results = fn(*args)
            fn.peak = None
        elif peak is not None:
            results = peak.measure("call", lambda: fn(*args))
        else:
            results = fn(*args)
        if peak is not None:
            res["peak_bytes"] = peak.peak()
            res["call_peaks"] = peak.calls
        return results

    def run(self, req, config, io, res):
        res.update({"latencies_ms": [], "shapes": [], "dtypes": [], "call_hashes": [], "drift_call": None})
        device = config.device
        # The allocator's count from before the inputs go to the device: what one call's worth of
        # buffers (its arguments placed, what the call allocates) took, as iree-run-module counts it.
        before = _allocated(device)
        fn, args, inputs = self._open(req, config, io, res)
        results = self._first_call(req, fn, args, res)
        after = _allocated(device)
        first = _results(io, results)
        del results
        if before is not None and after is not None:
            res["allocated_bytes"] = after - before
        hashes = [_hash(first)]
        drift = None
        host = self._host_args(req, inputs) if args else []
        wrote = _written(io, args, host, set(req.get("scalars") or []))
        if wrote:
            res["wrote_arguments"] = wrote

        def call():
            """One call, timed without reading its results back: the module's
            time, not the transfer's (the call returns once they are ready).
            A module that wrote into its arguments gets them afresh: calling
            it on what it left there would judge the harness, not the module."""
            nonlocal drift
            now = self._place(req, io, host) if wrote else args
            t0 = time.perf_counter()
            results = fn(*now)
            ms = (time.perf_counter() - t0) * 1e3
            outs = _results(io, results)
            hashes.append(_hash(outs))
            if hashes[-1] != hashes[0] and drift is None:
                drift = (len(hashes), outs)
            return ms

        for _ in range(max(int(req.get("warmup", 1)) - 1, 0)):
            call()
        times = [call() for _ in range(max(int(req.get("repeat", 1)), 1))]
        _save(req["outputs"], first)
        if drift is not None:
            _save(req["drift_outputs"], drift[1])
            res["drift_call"] = drift[0]
        res["latencies_ms"] = times
        res["median_ms"] = statistics.median(times)
        res["call_hashes"] = hashes
        res["shapes"] = [list(o.shape) for o in first]
        res["dtypes"] = [o.dtype.name for o in first]
        if isinstance(fn, _PagedLLM):
            res["tokens"] = fn.tokens
        res["status"] = "ok"


def _channel(argv):
    """(lines in, answers out): stdin and the real stdout, or with
    `--listen HOST:PORT` one connection to a socket (port 0: any, said on
    stdout as {"listening": port} before the connection is taken)."""
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the protocol owns the real stdout; anything else printed goes to stderr
    if "--listen" not in argv:
        return sys.stdin, proto
    import socket

    host, _, port = argv[argv.index("--listen") + 1].rpartition(":")
    server = socket.create_server((host or "127.0.0.1", int(port)))
    proto.write(json.dumps({"listening": server.getsockname()[1]}) + "\n")
    proto.flush()
    conn, _ = server.accept()
    server.close()
    return conn.makefile("r", encoding="utf-8"), conn.makefile("w", encoding="utf-8")


class _PagedLLM:
    """sharktank's paged LLM run as its servers run it (corpus/sequences.py
    says the plan): prefill the prompt, then decode step by step, one KV
    cache on the device, written in place by every call. Called like an
    entry function, it runs the whole plan on a fresh cache and returns each
    call's logits (the prefill's up to the prompt's length) and the cache."""

    def __init__(self, plan, module, io, rt):
        self.plan, self.io = plan, io
        self.prefill = module[plan["prefill"]]
        self.decode = module[plan["decode"]] if plan.get("decode") else None
        self.forced = plan.get("forced")
        self.tokens = []  # the tokens the first run fed the decode steps
        self.peak = None  # a _PeakMemory while the run is measured: one window per call

    def _invoke(self, name, fn, *args):
        """One call, inside its own window when measured; its results read back after."""
        if self.peak is None:
            return self.io.result(fn(*args))
        return self.io.result(self.peak.measure(name, lambda: fn(*args)))

    def _i64(self, rows):
        return self.io.to_device(np.asarray(rows, dtype=np.int64))

    def _next(self, step, logits):
        if self.forced is not None and step < len(self.forced):
            return int(self.forced[step])
        return int(np.argmax(logits.astype(np.float32)))

    def __call__(self, *_args):
        p, io = self.plan, self.io
        stride, prompt, steps = int(p["stride"]), list(p["prompt"]), int(p["steps"])
        cache = io.to_device(np.zeros(p["cache_shape"], dtype=_dtype(_NUMPY_NAMES.get(p["cache_dtype"],
                                                                                     p["cache_dtype"]))))
        blocks = -(-len(prompt) // stride)
        padded = prompt + [0] * (blocks * stride - len(prompt))
        ids = list(range(1, p["cache_shape"][0]))
        logits = self._invoke("prefill", self.prefill, self._i64([padded]), self._i64([len(prompt)]),
                              self._i64([ids[:blocks]]), cache)[:, :len(prompt)]
        outs, tokens = [logits], []
        for k in range(steps):
            tokens.append(self._next(k, logits[0, -1]))
            pos = len(prompt) + k
            logits = self._invoke("decode %d" % (k + 1), self.decode, self._i64([[tokens[-1]]]), self._i64([pos + 1]),
                                  self._i64([pos]), self._i64([ids[:pos // stride + 1]]), cache)
            outs.append(logits)
        if not self.tokens:
            self.tokens = tokens
        return outs + [io.result(cache)]


# MLIR element types as numpy names (the plan carries the cache's MLIR spelling).
_NUMPY_NAMES = {"f16": "float16", "f32": "float32", "bf16": "bfloat16", "f8E4M3FN": "float8_e4m3fn",
                "f8E5M2": "float8_e5m2", "f8E4M3FNUZ": "float8_e4m3fnuz", "f8E5M2FNUZ": "float8_e5m2fnuz"}


def _runtime_flags(argv):
    return [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--runtime-flag"]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    lines, proto = _channel(argv)
    try:
        worker = Worker(_runtime_flags(argv))
        hello = {"hello": 1, "python": sys.version.split()[0], "flags_error": worker.flags_error}
    except Exception as e:  # iree.runtime cannot even be imported
        hello = {"hello": 0, "error": "%s: %s" % (type(e).__name__, e), "traceback": traceback.format_exc(limit=4)}
        worker = None
    proto.write(json.dumps(hello) + "\n")
    proto.flush()
    if worker is None:
        return 3
    for line in lines:
        if not line.strip():
            continue
        res = worker.handle(json.loads(line))
        proto.write(json.dumps(res) + "\n")
        proto.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
