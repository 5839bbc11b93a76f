"""A long-lived compiler worker: the child side of run/compile/inprocess.py.

Run as a script by the toolchain's own Python (which imports that
toolchain's iree.compiler, the libIREECompiler.so its iree-compile loads),
so it imports nothing but the standard library and iree.compiler.api.

Protocol: one JSON request per line on stdin, one JSON response per line on
the original stdout. The compiler's own output (diagnostics on stderr, a
statistics file named `-` on stdout) goes to two files per compile, read
back as iree-compile's log would be: stderr, then stdout. A compile that
crashes or hangs takes the worker with it; the parent sees that and does
the compile again as a process (its crash report is the process's).

Flags a Session does not know are LLVM's global options (a pass's own
`cl::opt`, such as most --iree-dispatch-creation-experimental-* flags): a
worker is started with one set of them (its argv, parsed once as
iree-compile parses its command line), and a request whose global flags are
another set answers {"global": [...]}: the parent sends it to the worker for
that set.

A request: {"source", "flags", "per_compile", "output", "emit": "vm" |
"mlirbc", "compile_to", "compile_from"}. Every compile gets a fresh Session
(an MLIR context of its own, as a process has): a context that parsed a
module before names its resource blobs apart (`torch_tensor_1`), so IR
written from a reused one is not the process's (a Session costs under a
millisecond; what a worker saves is the process, the library's load and its
global set-up). `per_compile` are flags whose values change with every
compile (the statistics file). A flag the Session refuses answers
{"refused": text}: the parent compiles that one as a process.

The first request may be {"hello": true}: it answers which compiler library
this Python loaded, so the parent can refuse a worker whose library is not
its toolchain's iree-compile's.
"""
import ctypes
import json
import os
import sys
import tempfile

from iree.compiler.api import Output, Session, Source
from iree.compiler.api import ctypes_dl

_GLOBAL = tuple(sys.argv[1:])  # this worker's global flags, for its life
_session_flag = {}  # flag -> whether a Session takes it
_accepted = set()  # per-compile flag names a Session took once
_LOG_DIR = tempfile.mkdtemp(prefix="difftest-compiler-")


def _split(flags):
    """The flags a Session takes, and the rest (global ones)."""
    for f in flags:
        if f not in _session_flag:
            try:
                Session().set_flags(f)
                _session_flag[f] = True
            except ValueError:
                _session_flag[f] = False
    return [f for f in flags if _session_flag[f]], [f for f in flags if not _session_flag[f]]


def _session(flags):
    s = Session()
    try:
        s.set_flags(*flags)  # raises on a flag the session does not know
    except ValueError:
        s.close()
        raise
    return s


def _phase(inv, fn, phase):
    f = getattr(ctypes_dl._dylib, fn)
    f.restype, f.argtypes = None, [ctypes.c_void_p, ctypes.c_char_p]
    f(inv._inv_p, phase.encode())


def _compile(req):
    """True when the compile succeeded and its output was written."""
    s = _session([*req["flags"], *(req.get("per_compile") or ())])
    inv = s.invocation()
    try:
        inv.enable_console_diagnostics()
        verify = ctypes_dl._dylib.ireeCompilerInvocationSetVerifyIR
        verify.restype, verify.argtypes = None, [ctypes.c_void_p, ctypes.c_bool]
        verify(inv._inv_p, True)  # iree-compile's --verify defaults to true
        if req.get("compile_from"):
            _phase(inv, "ireeCompilerInvocationSetCompileFromPhase", req["compile_from"])
        if req.get("compile_to"):
            _phase(inv, "ireeCompilerInvocationSetCompileToPhase", req["compile_to"])
        if not (inv.parse_source(Source.open_file(s, req["source"])) and inv.execute()):
            return False
        out = Output.open_file(req["output"])
        try:
            if req.get("emit") == "mlirbc":
                inv.output_ir_bytecode(out)
            else:
                inv.output_vm_bytecode(out)
            out.keep()
        finally:
            out.close()
        return True
    finally:
        inv.close()
        s.close()


def _captured(req):
    """Run one compile with fds 1 and 2 pointed at files; its log as text."""
    err_path, out_path = os.path.join(_LOG_DIR, "stderr"), os.path.join(_LOG_DIR, "stdout")
    saved = os.dup(1), os.dup(2)
    for fd, path in ((2, err_path), (1, out_path)):
        f = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(f, fd)
        os.close(f)
    try:
        ok = _compile(req)
    except ValueError as e:  # the API's own error (an output it cannot write): its words are not iree-compile's
        ok = None
        os.write(2, str(e).encode())
    finally:
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(saved[0])
        os.close(saved[1])
    with open(err_path, "rb") as e, open(out_path, "rb") as o:
        log = e.read().decode("utf-8", "replace") + o.read().decode("utf-8", "replace")
    return ok, log


def _rss_kb():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except (OSError, ValueError, IndexError):
        return 0


def _answer(req):
    if req.get("hello"):
        return {"library": os.path.realpath(ctypes_dl._dylib._name), "pid": os.getpid()}
    local, other = _split(req["flags"])
    if tuple(other) != _GLOBAL:
        return {"global": other}
    req = dict(req, flags=local)
    try:
        _session(req["flags"]).close()
    except ValueError as e:
        return {"refused": str(e)}
    names = {f.split("=", 1)[0] for f in req.get("per_compile") or ()} - _accepted
    if names:
        try:
            Session().set_flags(*[f for f in req["per_compile"] if f.split("=", 1)[0] in names])
        except ValueError as e:
            return {"refused": str(e)}
        _accepted.update(names)
    ok, log = _captured(req)
    if ok is None:
        return {"refused": log}
    return {"ok": ok, "log": log, "rss_kb": _rss_kb()}


def main():
    if _GLOBAL:
        ctypes_dl._initializeGlobalCL("iree-compile", *_GLOBAL)
    channel = os.fdopen(os.dup(1), "w")
    sys.stdout = sys.stderr  # a stray print must never corrupt the protocol
    for line in sys.stdin:
        if not line.strip():
            continue
        channel.write(json.dumps(_answer(json.loads(line))) + "\n")
        channel.flush()


if __name__ == "__main__":
    main()
