"""A device on another machine: `--device ssh://[USER@]HOST[:PORT]/DRIVER`.

difftest's own runtime worker runs there, started through ssh the way
execnet's ssh gateway starts its far side: ssh runs the far Python with a
one-line bootstrap that reads source from stdin and runs it, and the source
is sent down the connection (child/far.py, the relay, then the worker's
modules, child/wire.MODULES).
Nothing is installed on the far machine beyond Python, numpy and
iree-base-runtime.

The protocol is the local worker's (child/wire.py), with content in place
of paths: a request names the module, the inputs and the parameter archives
(with each archive's suffix, by which IREE picks its parser) by sha256,
and each is sent ahead of the first request that uses it on the connection
({"put": SHA, "size": N} and its bytes). Outputs come back as bytes after
the answer line and are written where a local worker would have written
them, so everything downstream (judge, reports, run cache) is unchanged.

A connection that ends before its answer is a lost device (ConnectionLost):
the Runner retires its workers and the case is done again once, as for a
GPU that reset.

ssh reads the user's own configuration (host aliases, keys, jump hosts);
DIFFTEST_SSH_CONFIG names another file (`ssh -F`), as the tests do.
"""
from __future__ import annotations

import dataclasses
import json
import os
import select
import shlex
import subprocess
from pathlib import Path

from ...child import wire
from ...core import procs
from ...core.cache import sha256_file
from ...toolchains.backends import REGISTRY
from ...toolchains.base import Toolchain, ToolchainUnavailable, release_problem
from ...toolchains.uri import Remote
from .transport import WORKER_FILES, ConnectionLost, DeviceUnreachable, WorkerDied, _Channel, _last_line

FAR = Path(__file__).parents[2] / "child" / "far.py"
SSH_CONFIG_ENV = "DIFFTEST_SSH_CONFIG"
# How long ssh waits for the far machine to take the connection and answer its handshake.
CONNECT_TIMEOUT = 15
# A far machine that stops answering keep-alives for 4 x 15 s has dropped the connection.
KEEPALIVE = ("-o", "ServerAliveInterval=15", "-o", "ServerAliveCountMax=4")
# Content and outputs cross in chunks; a chunk that cannot move for this long is a dead connection.
STALL = 60.0
CHUNK = 1 << 20
# Reads N bytes of source from stdin and runs them: nothing of difftest need be on the far machine.
BOOTSTRAP = "import sys;exec(compile(sys.stdin.buffer.read(int(sys.argv[1])),'difftest-far','exec'))"
SSH_FAILED = 255  # ssh's own exit status: it could not connect, or the connection broke


def ssh_argv(remote: Remote, command: str, environ=None) -> list[str]:
    """ssh's command line: never a password prompt (BatchMode), a bounded
    connect, keep-alives, and the destination after `--`."""
    environ = os.environ if environ is None else environ
    argv = ["ssh", "-T", "-o", "BatchMode=yes", "-o", f"ConnectTimeout={CONNECT_TIMEOUT}", *KEEPALIVE]
    if environ.get(SSH_CONFIG_ENV):
        argv += ["-F", environ[SSH_CONFIG_ENV]]
    if remote.user:
        argv += ["-l", remote.user]
    if remote.port:
        argv += ["-p", str(remote.port)]
    return [*argv, "--", remote.host.strip("[]"), command]


def far_command(python: str, n: int) -> str:
    """The far shell's command: each word quoted, since ssh hands it a string."""
    return shlex.join([python, "-c", BOOTSTRAP, str(n)])


def device_env_vars() -> list[str]:
    """Every variable that chooses a device, for the far side to report."""
    return sorted({v for b in REGISTRY.values() for names in b.device_env.values() for v in names})


class SshWorker(_Channel):
    """A runtime worker on another machine, over ssh's stdin and stdout."""

    def __init__(self, toolchain: Toolchain, log_path: Path, epoch: int = 0, runtime_flags: tuple[str, ...] = (),
                 remote: Remote | None = None):
        self.remote = remote
        self._far = FAR.read_bytes()
        self.sent: set[str] = set()
        self._hashes: dict[tuple, str] = {}
        self.environ: dict[str, str] = {}
        super().__init__(toolchain, log_path, epoch, [], runtime_flags, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE)
        self.fd, self.wfd = self.proc.stdout.fileno(), self.proc.stdin.fileno()
        os.set_blocking(self.wfd, False)
        self._since = 0
        files = [(p.name, p.read_bytes()) for p in WORKER_FILES]
        head = {"files": [[name, len(data)] for name, data in files], "runtime_flags": list(runtime_flags),
                "env_vars": device_env_vars()}
        try:
            self._write(self._far + (json.dumps(head) + "\n").encode() + b"".join(data for _, data in files))
        except WorkerDied:
            pass  # ssh ended before it took the source: the hello says why
        self._hello(toolchain)

    def _argv(self, toolchain: Toolchain, tail: list[str]) -> list[str]:
        return ssh_argv(self.remote, far_command(self.remote.python, len(self._far)))

    def _env(self, toolchain: Toolchain) -> dict[str, str]:
        return dict(os.environ)  # ssh's, not the toolchain's Python's

    def _no_start(self, toolchain: Toolchain, e: WorkerDied) -> Exception:
        if e.timed_out:
            return DeviceUnreachable(f"{self.remote}: no answer from a runtime worker started there over ssh")
        if e.returncode == SSH_FAILED:
            said = _last_line(self.log_tail(0))
            return DeviceUnreachable(f"{self.remote}: {said if said.startswith('ssh:') else 'ssh: ' + said}")
        return ToolchainUnavailable(f"{self.remote}: the runtime worker did not start under {self.remote.python} "
                                    f"there (exit {e.returncode}): {_last_line(self.log_tail(0))}")

    def _accept(self, toolchain: Toolchain, hello: wire.Hello) -> None:
        where = f"{self.remote} ({self.remote.python})"
        if not hello.hello:
            self.close()
            raise ToolchainUnavailable(f"{where}: iree.runtime cannot be imported there: "
                                       f"{_last_line(hello.traceback or hello.error or '')}")
        problem = release_problem(toolchain.version, hello.runtime, "the modules are compiled here",
                                  f"the runtime of {where}", "there")
        if problem:
            self.close()
            raise ToolchainUnavailable(problem)
        super()._accept(toolchain, hello)
        self.environ = dict(hello.environ)

    # ---- requests: content out, outputs back ----

    def request(self, req: wire.ProbeRequest | wire.CallRequest, timeout: float) -> wire.WorkerAnswer:
        far, files = self._far_request(req)
        self._since = self.log_offset()
        try:
            for sha, path in files:
                if sha not in self.sent:
                    self._put(sha, path)
            self._write(wire.encode(far))
            res = self.read(timeout)
            if "died" not in res:
                self._receive(res.pop("frames", None) or [], req)
        except WorkerDied as e:
            raise self._lost(e) from None
        if "died" in res:  # the far worker crashed, the relay lives: the module's, not the connection's
            raise WorkerDied(res["died"], "")
        answer = self.decoded(res, wire.ANSWERS[type(req)])
        if isinstance(answer, wire.ProbeAnswer):
            answer.environ = self.environ
        return answer

    def _far_request(self, req: wire.ProbeRequest | wire.CallRequest) -> tuple[wire.ProbeRequest | wire.CallRequest, list[tuple[str, str]]]:
        """The request as the far side takes it: content by sha256, no local
        output paths; and the files it names."""
        if not isinstance(req, wire.CallRequest):
            return req, []
        files = []

        def named(path: str) -> str:
            files.append((self._sha(path), path))
            return files[-1][0]

        far = dataclasses.replace(req, module=named(req.module), inputs=named(req.inputs),
                                  parameters=[dataclasses.replace(a, path=named(a.path)) for a in req.parameters])
        if isinstance(far, wire.Run):
            far.outputs = far.drift_outputs = None
        if isinstance(far, wire.Trace):
            far.dir = None
        return far, files

    def _sha(self, path: str) -> str:
        """A file's sha256, remembered while it is unchanged: a parameter archive may be GBs."""
        st = os.stat(path)
        key = (path, st.st_size, st.st_mtime_ns, st.st_ino)
        if key not in self._hashes:
            self._hashes[key] = sha256_file(Path(path))
        return self._hashes[key]

    def _put(self, sha: str, path: str) -> None:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            self._write((json.dumps({"put": sha, "size": size}) + "\n").encode())
            while chunk := f.read(CHUNK):
                self._write(chunk)
        self.sent.add(sha)

    def _receive(self, frames: list, req: wire.ProbeRequest | wire.CallRequest) -> None:
        """Each output frame written where a local worker writes it."""
        for role, size in frames:
            data = self._read_exact(int(size))
            dest = destination(str(role), req)
            if dest is not None:
                dest.parent.mkdir(parents=True, exist_ok=True)
                tmp = dest.with_name(dest.name + ".part")
                tmp.write_bytes(data)
                os.replace(tmp, dest)

    # ---- bytes on the connection, each move bounded ----

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            _, ready, _ = select.select([], [self.wfd], [], STALL)
            procs.check()
            if not ready:
                raise self._stalled()
            try:
                view = view[os.write(self.wfd, view[:CHUNK]):]
            except BlockingIOError:
                continue
            except OSError:
                raise WorkerDied(self._ended(), "") from None

    def _read_exact(self, n: int) -> bytes:
        while len(self._buf) < n:
            ready, _, _ = select.select([self.fd], [], [], STALL)
            procs.check()
            if not ready:
                raise self._stalled()
            chunk = os.read(self.fd, max(n - len(self._buf), 65536))
            if not chunk:
                raise WorkerDied(self._ended(), "")
            self._buf += chunk
        data, self._buf = self._buf[:n], self._buf[n:]
        return data

    def _stalled(self) -> ConnectionLost:
        return ConnectionLost(None, f"the ssh connection to {self.remote} stalled: nothing crossed it in {STALL:g} s")

    def _lost(self, e: WorkerDied) -> WorkerDied:
        """A module that did not finish in time stays the Runner's timeout;
        any other end of the connection before its answer is a lost device."""
        if isinstance(e, ConnectionLost) or (e.timed_out or e.garbled is not None) and self.alive():
            return e
        rc = e.returncode if e.returncode is not None else self.proc.poll()
        said = _last_line(self.log_tail(self._since))
        how = f"ssh {procs.how_it_ended(rc)}" if rc is not None else "ssh still running"
        return ConnectionLost(rc, f"the ssh connection to {self.remote} was lost ({how}"
                                  + (")" if said == "no output" else f": {said})"))

    def _hang_up(self) -> None:
        try:
            self.proc.stdin.close()  # the relay sees its end, stops its worker and removes its store
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass


def destination(role: str, req: wire.ProbeRequest | wire.CallRequest) -> Path | None:
    """Where a far output goes: the request's own paths; a traced tensor's
    file in its trace directory, by a plain name only."""
    if isinstance(req, wire.Run) and role in ("outputs", "drift_outputs") and getattr(req, role):
        return Path(getattr(req, role))
    kind, _, name = role.partition("/")
    if isinstance(req, wire.Trace) and kind == "trace" and req.dir and name and "/" not in name \
            and not name.startswith("."):
        return Path(req.dir) / name
    return None
