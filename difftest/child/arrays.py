"""Arrays in and out of the runtime worker: inputs read, outputs hashed and
written as npz of raw bits, and tensors to and from the device.

Inputs and outputs cross to and from the device the same way on every
driver: through host staging buffers and a queue copy (`Staged`). A device
that is not the host (Vulkan, CUDA, HIP) cannot import an arbitrary numpy
pointer (Vulkan wants 4096-byte alignment) and its result buffers are not
mappable, so the runtime's own numpy conversions fail there; staging works on
every driver, local-task included, so there is one path and no per-driver
branch. Runtimes too old for the queue-copy bindings fall back to passing
numpy arrays (`Direct`), which is what they did on local-task. That path
cannot keep state on the device (each call gets its own copy of a numpy
argument), so a call sequence, whose KV cache is written in place, is
refused there (calls.py). The environment variable DIFFTEST_WORKER_IO=direct
forces that path, for tests.

A sibling of worker.py: the standard library, numpy and iree.runtime only
(ml_dtypes when present).
"""
import hashlib
import os

import numpy as np

try:
    import ml_dtypes
except ImportError:  # older toolchains: bf16/fp8 cases will fail clearly
    ml_dtypes = None


def dtype_of(name):
    if ml_dtypes is not None and hasattr(ml_dtypes, name):
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


def load_inputs(path):
    with np.load(path, allow_pickle=False) as z:
        names = [str(n) for n in z["__dtypes__"]]
        out = []
        for i, n in enumerate(names):
            a = z["a%d" % i]
            out.append(a if n == "bool" else a.view(dtype_of(n)))
        return out


# The HAL's names for the element types numpy has no name for.
RAW_TYPES = {"BFLOAT_16": "bfloat16", "FLOAT_8_E4M3_FN": "float8_e4m3fn", "FLOAT_8_E4M3_FNUZ": "float8_e4m3fnuz",
              "FLOAT_8_E5M2": "float8_e5m2", "FLOAT_8_E5M2_FNUZ": "float8_e5m2fnuz"}
NUMPY_TYPES = {"float16": "FLOAT_16", "float32": "FLOAT_32", "float64": "FLOAT_64", "int8": "SINT_8",
                "uint8": "UINT_8", "int16": "SINT_16", "uint16": "UINT_16", "int32": "SINT_32", "uint32": "UINT_32",
                "int64": "SINT_64", "uint64": "UINT_64", "bool": "BOOL_8"}


def raw_bits(a):
    """The array's bits as unsigned integers, row-major: a view where it is
    already so (a prefill's logits are tens of MiB; a copy is the worker's
    memory, counted in the process's height)."""
    if a.dtype == np.bool_:
        return a
    rows = a if a.flags.c_contiguous else np.array(a, order="C")
    return rows.view(np.dtype("uint%d" % (a.dtype.itemsize * 8)))


def output_hash(outputs):
    h = hashlib.sha256()
    for o in outputs:
        h.update(("%s%s" % (o.dtype.name, list(o.shape))).encode())
        h.update(np.ascontiguousarray(raw_bits(o)))  # the buffer itself, not a bytes copy of it
    return h.hexdigest()


def text_digest(text):
    """A short digest of a text (the CPU's feature flags): the worker hashes here alone, as difftest
    does in core/keys.py, which a lone worker cannot import."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def data_hash(a):
    """Dtype and row-major bits, not the shape: a dispatch may trace a
    collapsed view (4096) of the tensor its consumer traces as 64x64."""
    h = hashlib.sha256(a.dtype.name.encode())
    h.update(np.ascontiguousarray(raw_bits(a)))
    return h.hexdigest()


def save(path, outputs):
    tmp = path + ".tmp.npz"
    np.savez(tmp, __dtypes__=np.array([o.dtype.name for o in outputs], dtype=np.str_),
             **{"a%d" % i: raw_bits(o) for i, o in enumerate(outputs)})
    os.replace(tmp, path)


# ---- inputs to the device and outputs back: one path for every driver ----------------------


class Staged:
    """Host <-> device through staging buffers and queue copies."""

    def __init__(self, rt, device):
        self.rt, self.device = rt, device
        self.alloc = device.allocator
        self.kinds = {}
        for np_name, hal in (*NUMPY_TYPES.items(), *((v, k) for k, v in RAW_TYPES.items())):
            if hasattr(rt.HalElementType, hal):
                self.kinds[np_name] = int(getattr(rt.HalElementType, hal))
        try:  # the runtime's own choice, as it made it when handed numpy arrays
            from iree.runtime.array_interop import map_dtype_to_element_type
        except ImportError:
            map_dtype_to_element_type = None
        self.mapping = map_dtype_to_element_type
        self.dtypes = {v: dtype_of(k) for k, v in self.kinds.items()}
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
        raw = np.ascontiguousarray(raw_bits(a) if a.dtype != np.bool_ else a.view(np.uint8))
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


class Direct:
    """Runtimes without the queue-copy bindings: numpy in, to_host() out.
    Each argument is a copy of its own, so a runtime that imports numpy's
    memory (rather than copying it) and a module that writes into it leave
    the inputs as they were, and the write shows (written)."""

    def __init__(self, rt, device, missing):
        self.rt, self.device = rt, device
        self.missing = missing  # what the runtime lacks for Staged: said when state cannot be kept

    def to_device(self, a):
        return np.array(a, copy=True)

    def to_host(self, bv):
        rt = self.rt
        try:
            return np.array(rt.DeviceArray(self.device, bv, implicit_host_transfer=True).to_host(), copy=True)
        except ValueError:  # bf16/fp8 on runtimes whose arrays cannot hold them
            return raw_view(bv, rt)

    def result(self, r):
        if hasattr(r, "to_host"):
            try:
                return np.array(r.to_host(), copy=True)
            except ValueError:
                if not hasattr(r, "_buffer_view"):
                    raise
                return raw_view(r._buffer_view, self.rt)
        return np.array(r, copy=True)


def raw_view(bv, rt):
    kinds = {int(getattr(rt.HalElementType, k)): v for k, v in RAW_TYPES.items() if hasattr(rt.HalElementType, k)}
    dtype = dtype_of(kinds[int(bv.element_type)])
    bits = bv.map().asarray(tuple(bv.shape), np.dtype("uint%d" % (dtype.itemsize * 8)))
    return np.array(bits, copy=True).view(dtype)


def written(io, args, host, scalars):
    """The arguments whose device buffers (or numpy copies, on the direct
    path) no longer hold what was placed in them: the module wrote into
    memory its caller owns."""
    wrote = []
    for i, (arg, x) in enumerate(zip(args, host)):
        if i in scalars:  # a number, passed by value
            continue
        if not np.array_equal(raw_bits(io.result(arg)), raw_bits(x)):  # bits: a NaN placed is a NaN kept
            wrote.append(i)
    return wrote


def read_results(io, results):
    if results is None:
        return []
    if not isinstance(results, (tuple, list)):
        results = [results]
    return [io.result(r) for r in results]


# MLIR element types as numpy names (the plan carries the cache's MLIR spelling).
NUMPY_NAMES = {"f16": "float16", "f32": "float32", "bf16": "bfloat16", "f8E4M3FN": "float8_e4m3fn",
                "f8E5M2": "float8_e5m2", "f8E4M3FNUZ": "float8_e4m3fnuz", "f8E5M2FNUZ": "float8_e5m2fnuz"}

