"""A device on another machine over ssh (`--device ssh://HOST/DRIVER`),
against a real sshd on the loopback: started here with its own host key,
authorized key and config in a temporary directory, and an ssh client
config with a Host alias that difftest's ssh reads through
DIFFTEST_SSH_CONFIG. Skips, saying why, where sshd cannot start."""
from __future__ import annotations

import getpass
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from difftest.child import wire
from difftest.core.verdicts import Kind, Verdict
from difftest.run.execute import ssh
from difftest.run.execute.ssh import SSH_CONFIG_ENV, SshWorker, far_command, ssh_argv
from difftest.run.execute.transport import ConnectionLost, WorkerDied
from difftest.toolchains.base import installed, release_problem
from difftest.toolchains.uri import DeviceURI, DeviceURIError, Remote

from difftest.cli import main

from .conftest import CASES as TEST_CASES, REPO, by_case

SSHD = Path("/usr/sbin/sshd")
ALIAS, NOWHERE = "difftest-far", "difftest-nowhere"
CORPUS = REPO / "corpora" / "patterns"
CASES = ("-k", "diamond_8b or dynamic_diamond")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _keygen(path: Path) -> None:
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True, timeout=30,
                   stdin=subprocess.DEVNULL)


def _sshd_config(d: Path, port: int) -> Path:
    config = d / "sshd_config"
    config.write_text(f"""Port {port}
ListenAddress 127.0.0.1
HostKey {d / 'host_key'}
AuthorizedKeysFile {d / 'authorized_keys'}
PidFile {d / 'sshd.pid'}
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
LogLevel ERROR
""")
    return config


def _client_config(d: Path, port: int, closed: int) -> Path:
    config = d / "ssh_config"
    common = (f"  User {getpass.getuser()}\n  IdentityFile {d / 'client_key'}\n  IdentitiesOnly yes\n"
              "  StrictHostKeyChecking no\n  UserKnownHostsFile /dev/null\n  LogLevel ERROR\n")
    config.write_text(f"Host {ALIAS}\n  HostName 127.0.0.1\n  Port {port}\n{common}"
                      f"Host {NOWHERE}\n  HostName 127.0.0.1\n  Port {closed}\n{common}")
    return config


def _answering(config: Path, proc: subprocess.Popen) -> str | None:
    """None once `ssh ALIAS true` works; else why not."""
    why = "sshd did not answer in 15 s"
    for _ in range(30):
        if proc.poll() is not None:
            return f"sshd exited {proc.returncode}"
        done = subprocess.run(["ssh", "-F", str(config), "-o", "BatchMode=yes", "-o", "ConnectTimeout=5", ALIAS,
                               "true"], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
        if done.returncode == 0:
            return None
        why = (done.stderr.strip().splitlines() or ["no output"])[-1]
        time.sleep(0.5)
    return why


@pytest.fixture(scope="module")
def sshd(tmp_path_factory):
    """A real sshd on the loopback, and the client config naming it ALIAS (in DIFFTEST_SSH_CONFIG)."""
    if not SSHD.exists() or not shutil.which("ssh") or not shutil.which("ssh-keygen"):
        pytest.skip("no sshd here: apt-get install openssh-server openssh-client")
    if os.geteuid() == 0 and not Path("/run/sshd").is_dir():
        try:
            Path("/run/sshd").mkdir(mode=0o755)  # sshd's privilege separation directory, when run as root
        except OSError as e:
            pytest.skip(f"sshd needs /run/sshd, which cannot be made here: {e}")
    d = tmp_path_factory.mktemp("sshd")
    _keygen(d / "host_key")
    _keygen(d / "client_key")
    shutil.copyfile(d / "client_key.pub", d / "authorized_keys")
    port = _free_port()
    log = open(d / "sshd.log", "wb")
    proc = subprocess.Popen([str(SSHD), "-D", "-e", "-f", str(_sshd_config(d, port)), "-p", str(port)],
                            stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    config = _client_config(d, port, _free_port())
    try:
        why = _answering(config, proc)
        if why is not None:
            pytest.skip(f"sshd could not be started or reached here: {why} "
                        f"({(d / 'sshd.log').read_text(errors='replace').strip()[-300:]})")
        old = os.environ.get(SSH_CONFIG_ENV)
        os.environ[SSH_CONFIG_ENV] = str(config)
        yield proc
    finally:
        if "old" in locals():
            os.environ.pop(SSH_CONFIG_ENV) if old is None else os.environ.__setitem__(SSH_CONFIG_ENV, old)
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _far(alias: str = ALIAS, driver: str = "local-task") -> str:
    # The far Python is this one: the test's far machine is this machine, where python3 may lack iree.runtime.
    return f"ssh://{alias}/{driver}?python={sys.executable}"


def _hashes(report: dict) -> dict[tuple[str, str], list[str]]:
    return {(name, side): (v.get("run") or {}).get("call_hashes") for name, c in by_case(report).items()
            for side, v in c["variants"].items()}


def _serving(pid: int) -> list[int]:
    """The sshd processes under `pid` that serve its connections (not what they run: that
    sees its connection end, as it would when a network drops)."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        kids = parents.get(todo.pop(), [])
        found += kids
        todo += kids
    return [p for p in found if _comm(p) == "sshd"]


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def test_a_run_on_a_device_over_ssh_judges_and_hashes_as_the_local_one(sshd, difftest):
    rc_here, here, _ = difftest(str(CORPUS), *CASES, "--rerun", "-j", "1")
    rc_far, far, text = difftest(str(CORPUS), *CASES, "--rerun", "-j", "1", "--device", _far())
    assert rc_far == rc_here, (text, difftest.err)
    assert {n: c["verdict"] for n, c in by_case(far).items()} == {n: c["verdict"] for n, c in by_case(here).items()}
    assert _hashes(far) == _hashes(here) and all(_hashes(far).values()), _hashes(far)
    devices = far["meta"]["devices"]
    assert all(d["uri"] == _far() and d["problem"] is None for d in devices.values()), devices


def _tiny_llama(tmp_path: Path) -> Path:
    corpus = tmp_path / "llm"
    shutil.copytree(TEST_CASES / "paged_llm", corpus, ignore=shutil.ignore_patterns("*.py", "*.md"))
    return corpus


# tests/cases/paged_llm's pair that executes: data tiling off against on.
PAIR = ("--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")


def test_external_parameters_run_over_ssh_as_here(sshd, difftest, tmp_path):
    """The far side keeps content by sha256 and IREE picks an archive's parser
    by the file's suffix: an archive named c-SHA did not load there, so every
    model with external parameters failed on both sides ("both-run-fail")
    beside a gate that passed. tests/cases/paged_llm's weights are an .irpa
    difftest generates; run here and run over ssh, its verdict and every
    call's hash (prefill, 3 decode steps) agree."""
    corpus = _tiny_llama(tmp_path)
    rc_here, here, _ = difftest(str(corpus), *PAIR, "--rerun", "-j", "1")
    rc_far, far, text = difftest(str(corpus), *PAIR, "--rerun", "-j", "1", "--device", _far())
    verdicts = {n: c["verdict"] for n, c in by_case(here).items()}
    assert rc_far == rc_here == 0 and {n: c["verdict"] for n, c in by_case(far).items()} == verdicts, (text, verdicts)
    assert _hashes(far) == _hashes(here) and all(_hashes(far).values()), _hashes(far)


@pytest.mark.slow
def test_external_parameters_execute_over_ssh_as_here(sshd, difftest, tmp_path):
    """The same for `difftest execute BUNDLE --device ssh://` (its runs cross the same relay)."""
    corpus, bundle, report = _tiny_llama(tmp_path), tmp_path / "bundle", tmp_path / "executed.json"
    rc, here, _ = difftest(str(corpus), *PAIR, "--rerun", "-j", "1")
    difftest(str(corpus), *PAIR, "--compile-only", "--bundle", str(bundle))
    assert main(["execute", str(bundle), "--device", _far(), "--out", str(tmp_path / "ex"), "--json", str(report),
                 "--repeat", "1"]) == rc == 0
    executed = json.loads(report.read_text())
    assert {n: c["verdict"] for n, c in by_case(executed).items()} == {n: c["verdict"] for n, c in by_case(here).items()}
    assert _hashes(executed) == _hashes(here) and all(_hashes(executed).values())


def test_a_connection_killed_mid_run_is_a_lost_device_and_the_case_is_done_again(sshd, difftest, monkeypatch):
    request, killed = SshWorker.request, []

    def kill_then_request(self, req, timeout):
        # The sshd processes serving this connection, killed before the second case's first run crosses it.
        if not killed and "dynamic_diamond" in str(getattr(req, "inputs", "")):
            killed.extend(_serving(sshd.pid))
            for pid in killed:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            self.proc.wait(timeout=15)
        return request(self, req, timeout)

    monkeypatch.setattr(SshWorker, "request", kill_then_request)
    rc, report, text = difftest(str(CORPUS), *CASES, "--rerun", "-j", "1", "--device", _far())
    assert killed, "no run of dynamic_diamond crossed the connection"
    case = by_case(report)["patterns/dynamic_diamond"]
    runs = [v["run"] for v in case["variants"].values() if v.get("run")]
    lost = [r for r in runs if r.get("device_lost")]
    assert len(lost) == 1 and lost[0]["status"] == "ok", runs
    assert "the ssh connection to difftest-far was lost" in lost[0]["device_lost"][0], lost[0]
    assert any("opened again; the run was done again" in n for n in lost[0]["notes"]), lost[0]
    assert Verdict.from_label(case["verdict"]).kind is Kind.PASS, case["reason"]  # judged, as the local device judges it


@pytest.mark.parametrize("uri, problem", [
    ("ssh://", "no host"),
    ("ssh://box", "no driver after the host"),
    ("ssh://-oProxyCommand=touch%20x/local-task", "is not a host name"),
    ("ssh://box:99999/local-task", "port '99999' is not a number from 1 to 65535"),
    ("ssh://box/local-task?pyth0n=/usr/bin/python3", "the one parameter is python=PATH"),
])
def test_a_malformed_ssh_uri_is_a_usage_error_naming_the_problem(difftest, uri, problem):
    rc, report, _ = difftest(str(CORPUS), *CASES, "--device", uri)
    assert rc == 2 and report is None
    assert problem in difftest.err and "ssh://[USER@]HOST[:PORT]/DRIVER" in difftest.err, difftest.err


def test_a_host_that_does_not_answer_is_no_device_with_ssh_s_reason(sshd, difftest):
    rc, report, text = difftest(str(CORPUS), "-k", "diamond_8b", "--device", _far(NOWHERE))
    case = by_case(report)["patterns/diamond_8b"]
    assert case["verdict"] in ("no-device", "could-not-judge"), case
    assert "Connection refused" in case["reason"], case["reason"]
    assert "Connection refused" in report["meta"]["devices"]["baseline"]["problem"]


def test_ssh_is_asked_without_a_shell_for_user_text_and_with_every_wait_bounded(monkeypatch):
    monkeypatch.setenv(SSH_CONFIG_ENV, "/tmp/cfg")
    uri = DeviceURI.parse("ssh://me@box:2222/vulkan://1?python=/opt/my venv/bin/python;rm -rf x")
    assert (uri.driver, uri.far, str(uri.remote)) == ("vulkan", "vulkan://1", "me@box:2222")
    argv = ssh_argv(uri.remote, far_command(uri.remote.python, 123))
    assert argv[:4] == ["ssh", "-T", "-o", "BatchMode=yes"] and "ConnectTimeout=15" in argv
    assert argv[argv.index("-F") + 1] == "/tmp/cfg" and argv[-3:-1] == ["--", "box"]
    # The far shell sees the interpreter's path as one quoted word.
    assert argv[-1].startswith("'/opt/my venv/bin/python;rm -rf x' -c ") and argv[-1].endswith(" 123")
    with pytest.raises(DeviceURIError):
        DeviceURI.parse("ssh://box/local-task?python=a\nb")


def test_a_far_runtime_of_another_release_is_refused_naming_both_versions():
    def far(compiled_by, runtime):
        return release_problem(compiled_by, runtime, "the modules are compiled here", f"the runtime of {Remote('box')}",
                               "there")

    problem = far("3.13.0rc20261016", "3.12.0")
    assert "3.12.0" in problem and "3.13.0rc20261016" in problem and "iree-base-runtime==3.13.0 there" in problem
    assert "the runtime of box is iree-base-runtime 3.12.0" in problem
    assert far("3.13.0rc20261016", "3.13.0") is None
    traced = wire.Trace(device=wire.DeviceName("local-task"), module="m", inputs="i", dir="/t")
    assert ssh.destination("trace/../x", traced) is None and ssh.destination("trace/t0_0.npy", traced) is not None


def test_a_far_worker_that_crashes_is_a_crash_not_a_lost_connection(sshd, tmp_path, monkeypatch):
    """The relay outlives the worker and says how it ended: a module that kills
    its worker is the module's crash, on the far machine as on this one."""
    fake = tmp_path / "worker.py"
    fake.write_text("import json, os, signal, sys\nprint(json.dumps({'hello': 1}), flush=True)\n"
                    "sys.stdin.readline()\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    monkeypatch.setattr(ssh, "WORKER_FILES", (fake, *(p for p in ssh.WORKER_FILES if p.name != "worker.py")))
    w = SshWorker(installed(), tmp_path / "w.log", remote=DeviceURI.parse(_far()).remote)
    try:
        with pytest.raises(WorkerDied) as died:
            w.request(wire.ProbeRequest(wire.DeviceName("local-task")), timeout=60)
        assert not isinstance(died.value, ConnectionLost) and died.value.returncode == -signal.SIGSEGV
    finally:
        w.close()
