"""Failures of the machine, not of the case: a full disk, a read-only
directory, too many open files, a process killed from outside, a lost
device. Such a failure is never a verdict (a false regression, cached for
every later run): the case could not be judged, and the message says why
and where."""
from __future__ import annotations

import errno
import os
import re
import signal

# errno -> what a reader is told.
CAUSES = {
    errno.ENOSPC: "no space left on the device",
    errno.EDQUOT: "the disk quota is exceeded",
    errno.EROFS: "the file system is read-only",
    errno.EMFILE: "too many open files",
    errno.ENFILE: "too many open files in the system",
    errno.ENOMEM: "out of memory",
}
# A device the driver lost (a reset, a watchdog, lavapipe under load): it stays
# lost for the process, so nothing run on it after says anything of the module.
DEVICE_LOST = "the device was lost (the driver's, not the module's: every later use of it fails too)"
# The same causes as tools print them (strerror text; iree-compile's, LLVM's and the Vulkan driver's words).
# iree-compile under an address-space limit (`ulimit -v`) also says it as its consteval's runtime
# ("RESOURCE_EXHAUSTED; libc allocator failed the request", exit 1: read as the case's failure and cached,
# it replayed as a regression on a machine with the memory) and as the loader ("failed to map segment").
_WORDS = re.compile(r"No space left on device|Disk quota exceeded|Read-only file system|Too many open files"
                    r"|Cannot allocate memory|std::bad_alloc|LLVM ERROR: out of memory|VK_ERROR_DEVICE_LOST"
                    r"|libc allocator failed|failed to map segment from shared object"
                    r"|Memory allocation still failed", re.IGNORECASE)
_TEXT_CAUSE = {"no space left on device": CAUSES[errno.ENOSPC], "disk quota exceeded": CAUSES[errno.EDQUOT],
               "read-only file system": CAUSES[errno.EROFS], "too many open files": CAUSES[errno.EMFILE],
               "cannot allocate memory": CAUSES[errno.ENOMEM], "std::bad_alloc": CAUSES[errno.ENOMEM],
               "llvm error: out of memory": CAUSES[errno.ENOMEM], "vk_error_device_lost": DEVICE_LOST,
               "libc allocator failed": CAUSES[errno.ENOMEM],
               "failed to map segment from shared object": CAUSES[errno.ENOMEM],
               "memory allocation still failed": CAUSES[errno.ENOMEM]}
# Signals a case does not send itself: the OOM killer's, or someone else's.
OUTSIDE_SIGNALS = (signal.SIGKILL,)


def of_error(e: OSError) -> str | None:
    """The environment's cause of an OSError, or None when it is not one."""
    cause = CAUSES.get(e.errno)
    if cause is None:
        return None
    where = f" ({e.filename})" if getattr(e, "filename", None) else ""
    return cause + where


def of_text(text: str) -> str | None:
    """The environment's cause named in a tool's output, or None."""
    m = _WORDS.search(text or "")
    if m is None:
        return None
    line = next((ln.strip() for ln in text.splitlines() if m.group(0) in ln), m.group(0))
    return f"{_TEXT_CAUSE[m.group(0).lower()]}: {line[:300]}"


def of_signal(returncode: int | None) -> str | None:
    """A process killed by a signal the case did not cause."""
    if returncode is not None and returncode < 0 and -returncode in OUTSIDE_SIGNALS:
        name = signal.Signals(-returncode).name
        return f"killed by {name}, a signal the case does not send itself (the kernel's OOM killer, or a kill)"
    return None


def address_space_limit() -> int | None:
    """This process's address-space limit in bytes (`ulimit -v`), inherited
    by every compile, or None. A compile that fails under one may have failed
    for the limit alone, in words that name no memory ("failed to link
    executable"): such a failure is not remembered as the case's."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    except (ImportError, OSError, ValueError):
        return None
    return None if soft == resource.RLIM_INFINITY else soft


def is_memory(cause: str | None) -> bool:
    """A cause that may be the machine's or the case's own appetite: out of
    memory, or killed as the OOM killer kills. Tried again before it is
    called either."""
    return bool(cause) and cause.startswith((CAUSES[errno.ENOMEM], "killed by SIGKILL"))


# A device that stopped working under the module, as the drivers and IREE's HAL say it: lost (a driver
# reset, a hang past a watchdog, an ECC error; `DATA_LOSS; [vkSignalSemaphore] VK_ERROR_DEVICE_LOST`), or
# out of its own memory. Every later use of that device fails too, whatever the module: the device is
# the machine's, never the case's, and is opened again.
_DEVICE = re.compile(r"\b(?:VK_ERROR_DEVICE_LOST|DEVICE_LOST|VK_ERROR_OUT_OF_DEVICE_MEMORY|CUDA_ERROR_ECC_UNCORRECTABLE|"
                     r"CUDA_ERROR_LAUNCH_TIMEOUT|CUDA_ERROR_DEVICE_UNAVAILABLE|hipErrorECCNotCorrectable|"
                     r"hipErrorLaunchTimeOut|hipErrorDeviceLost)\b|out of device memory", re.IGNORECASE)


def of_device(text: str) -> str | None:
    """The line of a runtime error that says the device itself failed, or None."""
    m = _DEVICE.search(text or "")
    if m is None:
        return None
    return next((ln.strip() for ln in text.splitlines() if m.group(0) in ln), m.group(0))[:300]


def of_disk(path) -> str | None:
    """A disk with no room left where a process was writing: what a process
    that died without a word most likely met."""
    import os

    try:
        st = os.statvfs(path)
    except OSError:
        return None
    if st.f_bavail * st.f_frsize < 64 * 1024:
        return f"no space left on the device ({path})"
    return None


# A test, or a user checking what a smaller runner would do, sets the memory a run may count on.
MEMORY_ENV = "DIFFTEST_MEMORY_AVAILABLE"


def available_memory() -> int | None:
    """The memory a run can have now: $DIFFTEST_MEMORY_AVAILABLE (bytes) where
    set, else the kernel's MemAvailable; None where neither says."""
    given = os.environ.get(MEMORY_ENV)
    if given:
        try:
            return int(float(given))
        except ValueError:
            pass
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def _pressure_total_us() -> int | None:
    """The kernel's count of microseconds in which some task waited for a CPU."""
    try:
        with open("/proc/pressure/cpu") as f:
            line = f.readline()
    except OSError:
        return None
    m = re.search(r"\btotal=(\d+)", line)
    return int(m.group(1)) if m else None


class CpuPressure:
    """What a span of time was made beside: the share of it in which other
    work kept some task from a CPU (the kernel's pressure stall information),
    or, without it, the load average over the CPUs. A time measured on a
    loaded machine says as much of the load as of the module."""

    def __init__(self):
        import time

        self._clock = time.monotonic
        self._t0, self._p0 = self._clock(), _pressure_total_us()

    def share(self) -> float | None:
        t = self._clock() - self._t0
        if t <= 0:
            return None
        if self._p0 is not None and (p1 := _pressure_total_us()) is not None:
            return round(min(1.0, max(0.0, (p1 - self._p0) / 1e6 / t)), 3)
        try:
            return round(min(1.0, os.getloadavg()[0] / (os.cpu_count() or 1)), 3)
        except OSError:
            return None
