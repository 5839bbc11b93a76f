"""The memory a measured run's module holds, read from the worker's own
process (Linux's /proc/self; None elsewhere).

One `Measured` per measured run, in a process whose device is the run's
own (its allocator empty) and whose first-run costs a throw-away run paid,
from before the module is mapped to after its last call. It keeps the
process's resident size (VmRSS) at the start (`base`), and a window for each
part of the run that is the module's: load and initialisation, each call (a
sequence's prefill and decode steps apart), each later call (warm-up,
timed). A window starts by resetting the high-water mark (`5` into
/proc/self/clear_refs) and ends by reading it (VmHWM). Between windows the
worker does its own work (inputs placed, results read back), which no
window sees; the high-water mark is read before every reset, so the run's
height misses nothing from the start to the end. So:

- `resident_bytes`: VmRSS after initialisation - base (its file-backed part
  apart: the vmfb's pages, parameter pages the initialisers read);
- `load_peak_bytes`: VmHWM of the load window - base: the initialisers'
  transients included (data tiling packs weights there, climbing above what
  it keeps);
- each call's own peak: VmHWM of its window - VmRSS at its start, file pages
  it touched first apart (parameters read on first use; whichever module
  touches them first would be charged for them);
- `calls_peak_bytes`: the highest call window's VmHWM - base (a later call's:
  VmRSS where the later calls began + the most one climbed, as they run
  on the worker's untrimmed results of the call before);
- `held_bytes`: the highest VmHWM from the start to after the last call -
  base: what the process held at its height over load, initialisation and
  every call (the worker's own work between windows included: above the
  windows' height, it is said as the worker's);
- `pooled_bytes`: VmRSS after the last call - VmRSS after initialisation,
  less the file pages the calls touched: what the calls left allocated (the
  runtime's pooled buffers).
"""
import ctypes
import gc
import time

_libc = None


def trim():
    """Give freed heap back to the system, so a module's allocations show in
    the peak again rather than reusing pages an earlier module left resident."""
    global _libc
    try:
        if _libc is None:
            _libc = ctypes.CDLL("libc.so.6")
        _libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


def status_bytes(name):
    """A /proc/self/status figure (VmRSS, VmHWM, RssFile, ...) in bytes; None where there is none."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(name + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def file_bytes():
    """Resident file-backed pages (mapped parameter archives, the vmfb) and shared memory."""
    f, s = status_bytes("RssFile"), status_bytes("RssShmem")
    return None if f is None else f + (s or 0)


def allocated(device):
    """Bytes the device's HAL allocator has allocated so far, when it keeps
    statistics (what they cover differs by driver: see core.figures)."""
    try:
        allocator = device.allocator
        if not getattr(allocator, "has_statistics", False):
            return None
        return int(allocator.statistics["device_bytes_allocated"]) + int(allocator.statistics["host_bytes_allocated"])
    except Exception:  # an older runtime without these bindings
        return None


def _clear_high_water():
    """VmHWM := VmRSS now. False where the kernel does not let it be reset."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def _minus(a, b):
    return None if a is None or b is None else max(a - b, 0)


class Measured:
    """One run's memory (see the module's docstring), filled into a
    wire.Memory. `host`: the device's memory is the worker's own, so the
    process's figures are the module's; without it only the HAL allocator's
    count is kept."""

    def __init__(self, memory, device, host):
        self.memory, self.device = memory, device
        if host:
            gc.collect()
            trim()
        self.allocated = allocated(device)
        # None: no process figures (another device's memory, or no /proc).
        self.base = status_bytes("VmRSS") if host and _clear_high_water() else None
        self.file = file_bytes()
        self.top = self.base
        self.calls_top = self.loaded_rss = self.loaded_file = self.later = self.settled = None

    @property
    def host(self):
        return self.base is not None

    def _high(self):
        """The high-water mark since it was last reset, kept in the run's height."""
        hwm = status_bytes("VmHWM")
        if hwm is not None:
            self.top = max(self.top, hwm)
        return hwm

    def _reset(self):
        self._high()
        _clear_high_water()

    def loaded(self):
        """Ends the load window: the module is mapped and its initialisers ran."""
        m = self.memory
        now = allocated(self.device)
        if None not in (now, self.allocated):
            m.resident_allocated_bytes = now - self.allocated
        if not self.host:
            return
        hwm = self._high()
        self.loaded_rss, self.loaded_file = status_bytes("VmRSS"), file_bytes()
        m.resident_bytes = _minus(self.loaded_rss, self.base)
        m.resident_file_bytes = _minus(self.loaded_file, self.file)
        m.load_peak_bytes = _minus(hwm, self.base)

    def window(self, name, call):
        """call() in a window of its own, its own peak kept by name; the heap
        given back first (never before a timed call: it would slow it)."""
        if not self.host:
            return call()
        gc.collect()
        trim()
        self._reset()
        before, file_before = status_bytes("VmRSS"), file_bytes()
        out = call()
        hwm = self._high()
        faulted = _minus(file_bytes(), file_before) or 0
        if None not in (hwm, before):
            self.memory.call_peaks.append([name, max(hwm - before - faulted, 0), faulted])
            self.calls_top = max(self.calls_top or 0, hwm)
        return out

    def settle(self):
        """Before the later calls: the worker's own garbage (results read back,
        outputs written) given back, and what the module holds then kept: the
        later calls climb from there. Once, not before each timed call (it
        would slow the call it precedes)."""
        if self.host:
            gc.collect()
            trim()
            self._reset()
            self.settled = status_bytes("VmRSS")

    def timed(self, call):
        """A later call (warm-up, timed): how far it climbs above where it
        began. The window opens without giving the heap back (the call's time
        is the module's), so what it began on holds the worker's results of
        the call before: the module's height is where the later calls began
        (settle) plus the most one of them climbed. Returns call()'s value."""
        if not self.host:
            return call()
        self._reset()
        before = status_bytes("VmRSS")
        out = call()
        hwm = self._high()
        if None not in (hwm, before):
            self.later = max(self.later or 0, hwm - before)
        return out

    def timing(self, call):
        """(call()'s value, its milliseconds): timed(call), the window's reads outside the time."""
        t = []

        def timed_call():
            t0 = time.perf_counter()
            out = call()
            t.append((time.perf_counter() - t0) * 1e3)
            return out

        return self.timed(timed_call), t[0]

    def finish(self):
        """After the last call: the run's height and what the calls left behind."""
        m = self.memory
        own = [c[1] for c in m.call_peaks]
        m.peak_bytes = max(own) if own else None
        if not self.host or self.loaded_rss is None:
            return
        self._high()
        gc.collect()
        trim()
        m.held_bytes = _minus(self.top, self.base)
        if None not in (self.settled, self.later):
            self.calls_top = max(self.calls_top or 0, self.settled + self.later)
        m.calls_peak_bytes = _minus(self.calls_top, self.base)
        rss, files = status_bytes("VmRSS"), file_bytes()
        touched = _minus(files, self.loaded_file) or 0
        pooled = _minus(rss, self.loaded_rss)
        m.pooled_bytes = None if pooled is None else max(pooled - touched, 0)
