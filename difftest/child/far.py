"""The far side of a device on another machine (run/execute/ssh.py): a relay between
the ssh connection and difftest's runtime worker (worker.py), run there.

Nothing of difftest is installed on the far machine. ssh starts its Python
with a one-line bootstrap that reads this file's source from stdin and runs
it; this file then reads a header line ({"files": [[NAME, N], ...],
"runtime_flags": [...], "env_vars": [...]}) and the N bytes of each of the
worker's modules (wire.MODULES), which it keeps in a temporary directory of
its own, and starts worker.py there as a process (the worker's protocol, on
its pipes). Standard library (and the protocol's wire.py) only: the worker
alone needs numpy and iree.runtime.

Why a relay and not the worker itself at the end of the connection: a module
that crashes takes its worker with it, and the near side must tell that (a
crash, the module's) from a connection that broke (a lost device). The relay
outlives the worker and says {"died": STATUS}; a connection that ends with no
such word is a lost one. And a near side that hangs up (a timeout, a lost
connection) closes this relay's stdin, which kills the worker: a hung module
is never left running on the far machine.

Content travels by sha256: {"put": SHA, "size": N} and N bytes store a file
(a module, inputs, a parameter archive) for the connection's life; requests
name files by their sha256, which the relay turns into its store's paths (a
parameter archive's with its suffix: IREE picks an archive's parser by it).
Outputs come back as frames: the answer line carries "frames": [[ROLE, N],
...], and N bytes of each follow it ("outputs", "drift_outputs",
"trace/NAME"). A worker that ended under a request is said as {"died":
STATUS} in place of its answer.
"""
import dataclasses
import json
import os
import platform
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile

CHUNK = 1 << 20
# Starting Python and importing iree.runtime there; generous for a loaded machine.
HELLO_TIMEOUT = 120.0
HEX = set("0123456789abcdef")
wire = None  # the protocol's module, imported once the near side sent it (_unpack)
# An archive's suffix as IREE reads it (.irpa, .gguf, .safetensors): nothing that could leave the store.
SUFFIX = re.compile(r"\.[A-Za-z0-9_]{1,16}")


class Missing(Exception):
    """A request names content this connection never received."""


class Hangup(Exception):
    """The near side closed the connection."""


class FarStore:
    """What the near side sent, by sha256, in a temporary directory of this connection's own."""

    def __init__(self):
        _sweep()
        self.root = tempfile.mkdtemp(prefix="difftest-far-%d-" % os.getpid())
        self.have, self.failed = {}, {}

    def put(self, sha, size, inp):
        """Stores `size` bytes read from `inp`; a write that fails (a full disk)
        still reads them all, so the stream stays in step, and is said when used."""
        if len(sha) != 64 or not set(sha) <= HEX:
            raise ValueError("not a sha256: %r" % sha[:80])
        path = os.path.join(self.root, "c-" + sha)
        error, f = None, None
        try:
            f = open(path + ".part", "wb")
        except OSError as e:
            error = e
        left = int(size)
        while left:
            chunk = inp.read(min(CHUNK, left))
            if not chunk:
                raise Hangup()
            left -= len(chunk)
            if error is None:
                try:
                    f.write(chunk)
                except OSError as e:
                    error = e
        error = _closed(f, error)
        if error is not None:
            self.failed[sha] = "%s: %s" % (type(error).__name__, error)
            return
        os.replace(path + ".part", path)
        self.have[sha] = path

    def path(self, sha, suffix=""):
        """Where content is kept: with `suffix`, under a name that ends with it."""
        if sha in self.have:
            if not suffix or not SUFFIX.fullmatch(suffix):
                return self.have[sha]
            named = self.have[sha] + suffix
            if not os.path.exists(named):
                os.symlink(os.path.basename(self.have[sha]), named)
            return named
        if sha in self.failed:
            raise Missing("content %s could not be stored on %s: %s" % (sha[:12], platform.node(), self.failed[sha]))
        raise Missing("content %s was never sent on this connection" % sha[:12])


def _sweep():
    """Stores whose relay died without removing them (killed outright): a
    parameter archive may be GBs, left on someone else's machine."""
    root = tempfile.gettempdir()
    for name in os.listdir(root):
        parts = name.split("-")
        if name.startswith("difftest-far-") and len(parts) == 4 and parts[2].isdigit() and not _alive(int(parts[2])):
            shutil.rmtree(os.path.join(root, name), ignore_errors=True)


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's: alive, and not ours to remove
        return True
    return True


def _closed(f, error):
    if f is None:
        return error
    try:
        f.close()
    except OSError as e:
        error = error or e
    return error


class Lines:
    """A process's answers, a line each, read while watching the near side:
    its end (a closed stdin) is a hang-up, whatever the worker is doing."""

    def __init__(self, fd, watch):
        self.fd, self.watch, self.buf = fd, watch, b""

    def line(self, timeout=None):
        """The next line; None when the worker ended (or said nothing in `timeout`)."""
        while b"\n" not in self.buf:
            ready, _, _ = select.select([self.fd, self.watch], [], [], timeout)
            if not ready:
                return None
            if self.watch in ready:
                raise Hangup()  # the near side sends nothing while it waits: readable is its end
            chunk = os.read(self.fd, 65536)
            if not chunk:
                return None
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        return line


def _runtime_version():
    try:
        from importlib.metadata import version

        return version("iree-base-runtime")
    except Exception:  # a build tree's bindings carry no package metadata; Python < 3.8
        return None


class Relay:
    """The worker process, started and restarted here, and the requests it is sent."""

    def __init__(self, store, home, runtime_flags, watch):
        self.store, self.flags, self.watch = store, list(runtime_flags), watch
        self.script = os.path.join(home, "worker.py")
        self.proc = self.lines = None

    def start(self):
        """A worker process, and its hello (None when it said none)."""
        argv = [sys.executable, self.script] + [x for f in self.flags for x in ("--runtime-flag", f)]
        # Its stderr is ours, which ssh carries to the near side's log.
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True)
        self.lines = Lines(self.proc.stdout.fileno(), self.watch)
        line = self.lines.line(HELLO_TIMEOUT)
        return wire.decode(line, wire.Hello) if line else None

    def hello(self, env_vars):
        said = self.start()
        if said is None:
            said = wire.Hello(error="the runtime worker ended before its hello (exit %s)" % self.stop())
        said.runtime, said.host, said.interpreter = _runtime_version(), platform.node(), sys.executable
        said.environ = dict((k, os.environ[k]) for k in env_vars if k in os.environ)
        return wire.to_dict(said)

    def stop(self):
        if self.proc is None:
            return None
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        return self.proc.wait()

    def handle(self, msg):
        """(the answer, its frames [(role, bytes)]) for one request."""
        work = tempfile.mkdtemp(dir=self.store.root)
        try:
            req, outs = localize(msg, self.store, work)
        except Missing as e:
            shutil.rmtree(work, ignore_errors=True)
            return wire.to_dict(wire.ANSWERS[type(msg)](status="environment", error=str(e))), []
        try:
            return self._ask(req), frames(outs)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def _ask(self, req):
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        try:
            self.proc.stdin.write(wire.encode(req))
            self.proc.stdin.flush()
        except OSError:
            return {"died": self.stop()}
        line = self.lines.line()
        if line is None:
            return {"died": self.stop()}
        return json.loads(line)


def localize(msg, store, work):
    """The request with its content's sha256s turned into this store's paths,
    and its outputs put in `work`; and where those outputs are ({role: path})."""
    if not isinstance(msg, wire.CallRequest):
        return msg, {}
    archives = [dataclasses.replace(a, path=store.path(a.path, a.suffix)) for a in msg.parameters]
    req = dataclasses.replace(msg, module=store.path(msg.module), inputs=store.path(msg.inputs), parameters=archives)
    if isinstance(req, wire.Trace):
        req.dir = os.path.join(work, "trace")
        return req, {"trace": req.dir}
    outs = {"outputs": os.path.join(work, "outputs.npz"), "drift_outputs": os.path.join(work, "drift_outputs.npz")}
    return dataclasses.replace(req, **outs), outs


def frames(outs):
    found = []
    for role, path in sorted(outs.items()):
        if role == "trace" and os.path.isdir(path):
            found += [("trace/" + n, _read(os.path.join(path, n))) for n in sorted(os.listdir(path))]
        elif role != "trace" and os.path.exists(path):
            found.append((role, _read(path)))
    return found


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def answer(out, res, found):
    res["frames"] = [[role, len(data)] for role, data in found]
    out.write((json.dumps(res) + "\n").encode())
    for _, data in found:
        out.write(data)
    out.flush()


def serve(inp, out, relay):
    while True:
        line = inp.readline()
        if not line:
            return
        if not line.strip():
            continue
        msg = json.loads(line)
        if "put" in msg:
            relay.store.put(str(msg["put"]), msg["size"], inp)
            continue
        answer(out, *relay.handle(wire.decode(msg)))


def _unpack(files, inp, home):
    """The worker's modules, read from the connection into `home`; and the
    protocol's own module imported from there (this relay speaks it too)."""
    global wire
    os.makedirs(home)
    for name, size in files:
        if os.path.basename(name) != name or not name.endswith(".py"):
            raise ValueError("not a module's name: %r" % name[:80])
        with open(os.path.join(home, name), "wb") as f:
            f.write(inp.read(int(size)))
    sys.path.insert(0, home)
    import wire
    return home


def _hang_up(signum, frame):
    raise SystemExit(128 + signum)


def main():
    inp = sys.stdin.buffer
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # the protocol owns the real stdout; anything else printed goes to stderr
    for sig in (signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, _hang_up)  # so the store and the worker go with the connection
    head = json.loads(inp.readline())
    store = FarStore()
    relay = None
    try:
        home = _unpack(head["files"], inp, os.path.join(store.root, "worker"))
        relay = Relay(store, home, head.get("runtime_flags") or [], inp.fileno())
        answer(out, relay.hello(head.get("env_vars") or []), [])
        serve(inp, out, relay)
    except (Hangup, BrokenPipeError):
        pass
    finally:
        if relay is not None:
            relay.stop()
        shutil.rmtree(store.root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
