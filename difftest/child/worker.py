"""A long-lived runtime worker: the child side of run/execute/runner.py.

This file is run as a script by the *toolchain's* Python, which may be a
cached venv of another IREE release without difftest installed, or another
machine's (run/execute/ssh.py). It and its siblings (wire.MODULES: the
protocol, arrays in and out, devices and modules, memory, calls, tracing)
therefore import nothing but each other, the standard library, numpy and
iree.runtime (ml_dtypes when present).

Protocol (wire.py): one request per line on stdin, one answer per line on
the original stdout (the runtime's own prints go to stderr), after a hello.
A `ProbeRequest` answers which device a URI names (its name and path, as the
driver lists it), without running anything; a `Run` runs one module in a
fresh context on one device; a `Trace` runs a module compiled with tracing
once. A module that crashes takes the worker with it; the parent sees the
exit status and starts a new worker.
"""
import gc
import os
import sys
import traceback

# The siblings, found beside this file however it was started (a script, runpy, python -I).
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import wire  # noqa: E402
from calls import StateNotKept, prime, run  # noqa: E402
from devices import Devices, chain, parse_runtime_flags  # noqa: E402
from tracing import trace  # noqa: E402


class Worker:
    def __init__(self, runtime_flags=()):
        import iree.runtime as rt

        self.rt = rt
        # Process-wide, read when a device is made: this worker serves only cases that asked for them.
        self.flags_error = parse_runtime_flags(rt, list(runtime_flags))
        self.devices = Devices(rt)
        self.primed = False  # whether a throw-away run paid the process's first-run costs

    def handle(self, req):
        """One request, its answer. Whatever the module does wrong is the
        answer's error, never the worker's end."""
        res = wire.ANSWERS[type(req)]()
        if isinstance(req, wire.ProbeRequest):
            self.devices.probe(req.device, res)
            return res
        config, io, why = self.devices.get(req.device)
        if config is None:
            # The driver library or the device is missing: not the module's fault.
            res.status, res.error = "no-device", why
            return res
        try:
            self._answer(req, config, io, res)
        except StateNotKept as e:
            # The runtime's doing, not the module's: the case could not be judged here.
            res.status, res.error = "environment", str(e)
        except Exception as e:
            res.status = "failed"
            # The runtime's own words; where in the worker it surfaced goes to
            # the worker's log (run.log), not into the case's record.
            res.error = "%s: %s" % (type(e).__name__, chain(e))
            try:
                sys.stderr.write(traceback.format_exc(limit=3))
            except OSError:  # a full disk under the log: the answer still goes back
                pass
        finally:
            gc.collect()  # the module's context, and its device memory, go now
        return res

    def _answer(self, req, config, io, res):
        if isinstance(req, wire.Trace):
            trace(self.rt, self.devices, req, config, io, res)
            return
        if not self.primed:
            self.primed = True
            prime(self.devices, req, config, io)
        if req.peak_memory:
            # A device of its own: its allocator starts empty, so the first
            # call faults in exactly the memory this module holds (a shared
            # device's pool would lend it pages an earlier module left).
            config, io = self.devices.open(req.device, cache=False)
        run(self.devices, req, config, io, res)


def _runtime_flags(argv):
    return [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--runtime-flag"]


def _said(proto, msg):
    proto.write(wire.encode(msg).decode("utf-8"))
    proto.flush()


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the protocol owns the real stdout; anything else printed goes to stderr
    try:
        worker = Worker(_runtime_flags(argv))
        hello = wire.Hello(hello=1, python=sys.version.split()[0], flags_error=worker.flags_error)
    except Exception as e:  # iree.runtime cannot even be imported
        hello = wire.Hello(hello=0, error="%s: %s" % (type(e).__name__, e), traceback=traceback.format_exc(limit=4))
        worker = None
    _said(proto, hello)
    if worker is None:
        return 3
    for line in sys.stdin:
        if not line.strip():
            continue
        _said(proto, worker.handle(wire.decode(line)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
