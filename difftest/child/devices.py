"""Devices and modules in the runtime worker: a device opened from the URI
the request names, what a probe answers of it, the runtime flags as the
runtime read them, and a module loaded into a fresh context with its
parameter archives.

A device is opened once for the worker's life, except where an open device
costs CPU while the worker waits (HELD_ONLY_WHILE_USED: Vulkan, whose IREE
HAL polls an open device's semaphores, two cores' worth on lavapipe): that
one is opened for each request and let go after it.

Runtime flags are parsed once, for the worker's life, and read back from the
runtime's own flag dump: a value the runtime read as something else
(`--task_worker_stack_size=abc` read as 0) is refused at hello, as an unknown
flag is.

A sibling of worker.py: the standard library and iree.runtime only.
"""
import ctypes
import os
import platform

from arrays import Direct, Staged, text_digest


def chain(e):
    """The runtime wraps the useful error ("libcuda.so not available") in a
    generic one; keep every message in the chain."""
    parts, seen = [], set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        parts.append(str(e).strip())
        e = e.__cause__ or e.__context__
    return "\n".join(p for p in parts if p)


def cpu_features():
    """A digest of the CPU's feature flags: two CPUs of one model name may differ."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return text_digest(" ".join(sorted(line.split(":", 1)[1].split())))
    except OSError:
        pass
    return None


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def runtime_version():
    try:
        from importlib.metadata import version

        return version("iree-base-runtime")
    except Exception:  # a build tree's bindings carry no package metadata
        return None


# ---- runtime flags, as the runtime read them ------------------------------------------------------


def flag_dump(rt):
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


def misread(flags, dump):
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


def parse_runtime_flags(rt, flags):
    """Parses the worker's runtime flags (process-wide, read when a device is
    made); None, or why the runtime refuses them or read them otherwise."""
    if not flags:
        return None
    try:
        rt.flags.parse_flags(*flags)
    except ValueError as e:  # a flag this runtime does not know: the case's to fix
        return str(e)
    return misread(flags, flag_dump(rt))


class Devices:
    """The devices this worker opened, by URI, and the parameter archives it mapped."""

    def __init__(self, rt):
        self.rt = rt
        self.opened = {}
        self.indexes = {}  # archive path -> its ParameterIndex, mapped once for the worker's life

    def listed(self, driver):
        """The driver's devices as it lists them; raises when it cannot."""
        return [{"name": str(d.get("name", "")), "path": str(d.get("path", "")), "device_id": int(d.get("device_id", 0))}
                for d in self.rt.get_driver(driver).query_available_devices()]

    def resolve(self, device):
        """The URI the runtime opens: `vulkan://1` is the second device the
        driver lists (IREE's drivers want its path, `vulkan://GPU-...`)."""
        if not device.path.isdigit():
            return device.uri
        listed = self.listed(device.driver)
        n = int(device.path)
        if n >= len(listed):
            raise ValueError("%s: the %s driver lists %d device(s): %s" % (
                device.uri, device.driver, len(listed), ", ".join("%d: %s" % (i, d["name"]) for i, d in enumerate(listed))))
        return "%s://%s" % (device.driver, listed[n]["path"]) if listed[n]["path"] else device.driver

    def open(self, device, cache=True):
        """(config, io) for a device: opened anew where `cache` is False."""
        rt = self.rt
        real = self.resolve(device)
        if "://" in real and hasattr(rt, "get_device"):
            config = rt.Config(device=rt.get_device(real, cache=cache))
        elif cache:
            config = rt.Config(real)
        else:
            config = rt.Config(device=rt.get_device(real, cache=False))
        missing = Staged.missing(rt, config.device)
        if os.environ.get("DIFFTEST_WORKER_IO") == "direct":  # tests: the path an older runtime takes
            missing = missing or ["the on-device transfer path (hidden by DIFFTEST_WORKER_IO=direct)"]
        return config, (Direct(rt, config.device, missing) if missing else Staged(rt, config.device))

    def why_not(self, device, e):
        """Why a device cannot be opened, in the runtime's words: Config("local-task")
        says only "No device found from list", get_device says what failed
        ("invalid --task_topology_nodes value: 'abc'")."""
        why = chain(e)
        if device.path or not hasattr(self.rt, "get_device"):
            return why
        try:
            self.rt.get_device(device.uri, cache=False)
        except Exception as deeper:  # noqa: BLE001 - the words are all that is wanted
            return "%s\n%s" % (why, chain(deeper))
        return why

    def get(self, device):
        """(config, io, None) for a device, one per URI for the worker's life,
        or for the request only where an open device costs CPU while idle;
        (None, None, why) for a missing driver or device, remembered."""
        uri = device.uri
        if uri in self.opened:
            return self.opened[uri]
        held = device.driver not in HELD_ONLY_WHILE_USED
        try:
            config, io = self.open(device, cache=held)
        except (RuntimeError, ValueError) as e:
            self.opened[uri] = (None, None, self.why_not(device, e))
            return self.opened[uri]
        if held:
            self.opened[uri] = (config, io, None)
        return config, io, None

    def probe(self, device, res):
        """Which device the URI names (a wire.ProbeAnswer): the driver's own
        listing, and whether it can be created here."""
        listed = []
        try:
            listed = self.listed(device.driver)
        except Exception as e:  # no driver library, no device
            res.error = chain(e)
        path = device.path
        if path.isdigit():
            chosen = listed[int(path)] if int(path) < len(listed) else None
        else:
            chosen = next((d for d in listed if path and path == d["path"]), None) or (
                listed[0] if listed and not path else None)
        config, io, why = self.get(device) if listed else (None, None, res.error)
        res.listed, res.device, res.created, res.error = listed, chosen, config is not None, why
        res.io = type(io).__name__.lower() if io is not None else None
        res.cpu, res.features, res.runtime = cpu_name(), cpu_features(), runtime_version()
        res.status = "ok"

    def load(self, config, call, fresh=False):
        """The module of a wire.CallRequest in a fresh context with its parameter
        archives: (context, module). `fresh`: each archive mapped anew for this
        module alone (a measured run), so its pages are faulted in by this
        module, never lent by an earlier one."""
        rt = self.rt
        vm_module = rt.VmModule.mmap(config.vm_instance, call.module)
        if call.parameters:
            params = rt.create_io_parameters_module(
                config.vm_instance, *(self._index(a.path, fresh).create_provider(scope=a.scope) for a in call.parameters))
            ctx = rt.SystemContext(vm_modules=[params, vm_module], config=config)
        else:
            ctx = rt.SystemContext(config=config)
            ctx.add_vm_module(vm_module)
        return ctx, ctx.modules[vm_module.name]

    def _index(self, path, fresh):
        if fresh or path not in self.indexes:
            index = self.rt.ParameterIndex()
            index.load(path)
            if fresh:
                return index
            self.indexes[path] = index
        return self.indexes[path]
