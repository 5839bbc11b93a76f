"""Interrupts and timeouts: no process is left behind, nothing computed is
lost, and an interrupted run resumes to the same report."""
from __future__ import annotations

import fcntl
import json
import signal
import subprocess
import sys

import git
import pytest

from difftest.cli import main
from difftest.toolchains.build import Builder

from ..conftest import write
from .helpers import (ADD_ONE, SIGINT, SIGTERM, TIMES_TWO, fake_compiler, finish, holds_open, journal, pids_in,
                      sigint_ignored, spawn_difftest, wait_for, wait_gone)

HANG = "sleep 1000 &\necho $$ $! >> {pidfile}\nwait"
# The cases' compiles hang; the probe at setup of the CPU a target builds for does not.
CASES_HANG = 'case " $* " in */corp/*)\n' + HANG + '\n;; esac\nexec "$REAL" "$@"'


@pytest.mark.parametrize("sig, code, name", [(SIGTERM, 143, "SIGTERM"), (SIGINT, 130, "SIGINT")])
def test_a_signal_at_j2_kills_every_group_records_in_flight_cases_and_exits(tmp_path, sig, code, name):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO, "c.mlir": ADD_ONE})
    pidfile = tmp_path / "pids"
    spec = fake_compiler(tmp_path / "tc", CASES_HANG.format(pidfile=pidfile))
    proc = spawn_difftest(["run", str(corpus), "--toolchain", spec, "--runtime", "installed", "-j", "2",
                           "--out", str(tmp_path / "out"), "--no-cache"], tmp_path)
    # Two compilers (and the children they forked) are running.
    wait_for(lambda: len(pids_in(pidfile)) >= 4, what="two hanging compiles")
    proc.send_signal(sig)
    rc, out, err = finish(proc)
    assert rc == code
    assert f"interrupted by {name}" in err and "difftest run --resume" in err
    # Every process of every group is gone: the wrappers and what they forked.
    wait_gone(pidfile)
    records = journal(tmp_path / "out")
    assert records[0]["journal"] == "difftest-run"
    cases = {r["case"]: r for r in records[1:] if "case" in r}
    # The run's end says how it ended, so a report of the journal alone exits as the run did.
    assert records[-1]["journal_end"] == "difftest-run" and records[-1]["interrupted"]["signal"] == int(sig)
    # The two cases in flight are recorded as interrupted, the third never started.
    assert len(cases) == 2 and set(cases) < {"corp/a", "corp/b", "corp/c"}
    assert all(r["verdict"] == "interrupted" for r in cases.values())


def test_compile_timeout_kills_the_wrappers_children(tmp_path, difftest):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    pidfile = tmp_path / "pids"
    spec = fake_compiler(tmp_path / "tc", CASES_HANG.format(pidfile=pidfile))
    rc, report, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "--compile-timeout", "1",
                             "--no-cache")
    case = report["cases"][0]
    assert case["verdict"] == "timeout" and "did not finish in 1 s" in case["reason"]
    assert len(pids_in(pidfile)) == 4  # both variants started a child
    wait_gone(pidfile)


def _one_commit_repo(root):
    r = git.Repo.init(root, initial_branch="main")
    with r.config_writer() as cw:
        cw.set_value("user", "name", "Dev").set_value("user", "email", "dev@example.com")
    (root / "x.txt").write_text("x\n")
    r.index.add(["x.txt"])
    return r, r.index.commit("one").hexsha


def _run_on_a_git_build(tmp_path, sha: str, build: str, ignoring_sigint: bool = False):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    return spawn_difftest(["run", str(corpus), "--toolchain", f"git:{tmp_path / 'repo'}@{sha}", "--build", build,
                           "--runtime", "installed", "--cache-dir", str(tmp_path / "cache"),
                           "--out", str(tmp_path / "out")], tmp_path, ignoring_sigint=ignoring_sigint)


def test_a_script_s_background_job_inherits_sigint_ignored():
    """What the `sigint-inherited-ignored` cases below stand for, checked: exec
    keeps an ignored SIGINT, and Python then leaves it ignored (no KeyboardInterrupt)."""
    with sigint_ignored():
        p = subprocess.run([sys.executable, "-c", "import signal; print(signal.getsignal(signal.SIGINT) == "
                            "signal.SIG_IGN)"], capture_output=True, text=True, timeout=120)
    assert p.stdout.strip() == "True", p.stdout + p.stderr


# sigint-inherited-ignored: the state in which the full suite lost Ctrl-C, pytest
# run as a background job of a script. difftest makes its toolchain before a
# run installs its handlers, and relied on KeyboardInterrupt there.
@pytest.mark.parametrize("sig, code, ignoring_sigint", [(SIGINT, 130, False), (SIGINT, 130, True),
                                                        (SIGTERM, 143, False)],
                         ids=["sigint", "sigint-inherited-ignored", "sigterm"])
def test_ctrl_c_during_a_build_stops_the_build_and_leaves_nothing(tmp_path, sig, code, ignoring_sigint):
    r, sha = _one_commit_repo(tmp_path / "repo")
    pidfile = tmp_path / "pids"
    build = f"sleep 1000 & echo $$ $! >> {pidfile}; wait"
    proc = _run_on_a_git_build(tmp_path, sha, build, ignoring_sigint)
    wait_for(lambda: len(pids_in(pidfile)) >= 2, what="the build to start")
    proc.send_signal(sig)
    rc, out, err = finish(proc)
    assert rc == code, out + err
    assert f"interrupted by {signal.Signals(sig).name}" in err
    wait_gone(pidfile, what="the build's processes to end")
    # No half-made build is left to be mistaken for a finished one.
    builds = tmp_path / "cache" / "builds"
    assert not [p for p in builds.iterdir() if p.name.startswith(sha)] if builds.exists() else True
    assert r.git.status("--porcelain") == "" and r.head.commit.hexsha == sha


@pytest.mark.parametrize("sig, code, ignoring_sigint", [(SIGINT, 130, True), (SIGTERM, 143, False)],
                         ids=["sigint-inherited-ignored", "sigterm"])
def test_a_signal_while_waiting_for_another_build_of_the_commit_stops_the_run(tmp_path, sig, code,
                                                                              ignoring_sigint):
    """Another difftest builds the same commit for hours: the wait for its
    lock is a wait like any other, and a signal ends it."""
    _, sha = _one_commit_repo(tmp_path / "repo")
    pidfile = tmp_path / "pids"
    build = f"echo $$ >> {pidfile}"
    home = Builder(tmp_path / "repo", build, tmp_path / "cache").home(sha)
    lock = tmp_path / "cache" / "locks" / f"build-{home.name}.lock"
    lock.parent.mkdir(parents=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        proc = _run_on_a_git_build(tmp_path, sha, build, ignoring_sigint)
        wait_for(lambda: holds_open(proc.pid, lock), what="difftest to wait for the build lock")
        proc.send_signal(sig)
        rc, out, err = finish(proc)
    assert rc == code, out + err
    assert f"interrupted by {signal.Signals(sig).name}" in err
    assert not pids_in(pidfile)  # it never built


def _normalised(report: dict) -> dict:
    """What must match between an interrupted-and-resumed run and a whole one."""
    keep = ("case", "verdict", "reason", "structure", "xfail", "inputs", "arbiter")
    return {c["case"]: {k: c.get(k) for k in keep} for c in report["cases"]}


def test_resume_after_sigterm_completes_only_the_missing_cases(tmp_path, difftest):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO, "c.mlir": ADD_ONE.replace("1.0", "3.0")})
    marker = tmp_path / "hang-on-b"
    marker.touch()
    pidfile = tmp_path / "pids"
    # Hangs only while compiling b.mlir and only while the marker exists.
    spec = fake_compiler(tmp_path / "tc", f'case "$1" in *b.mlir) if [ -f {marker} ]; then '
                                          f'{HANG.format(pidfile=pidfile)}; fi;; esac\nexec "$REAL" "$@"')
    out = tmp_path / "out"
    args = ["run", str(corpus), "--toolchain", spec, "--runtime", "installed", "-j", "1", "--out", str(out),
            "--cache-dir", str(tmp_path / "cache"), "--json", str(tmp_path / "resumed.json"), "--repeat", "1"]
    proc = spawn_difftest(args, tmp_path)
    wait_for(lambda: len(pids_in(pidfile)) >= 2, what="b to hang")
    proc.send_signal(SIGTERM)
    rc, _, _ = finish(proc)
    assert rc == 143
    first = {r["case"]: r["verdict"] for r in journal(out)[1:] if "case" in r}
    assert first["corp/b"] == "interrupted" and all(v == "identical" for k, v in first.items() if k != "corp/b")
    marker.unlink()
    assert main(["run", "--resume", str(out)]) == 0
    records = journal(out)
    headers = [r for r in records if "journal" in r]
    assert len(headers) == 2 and headers[1]["resumes"] == headers[0]["run_id"]
    # What finished was not run again; b, and whatever had not started, were.
    again = [r["case"] for r in records[len(first) + 1:] if "case" in r]
    assert "corp/b" in again and not (set(again) & {k for k, v in first.items() if v == "identical"})
    assert sorted(set(again) | set(first)) == ["corp/a", "corp/b", "corp/c"]
    resumed = json.loads((tmp_path / "resumed.json").read_text())
    rc, whole, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "-j", "1",
                            extra=("--cache-dir", str(tmp_path / "cache")))
    assert _normalised(resumed) == _normalised(whole)
    assert [c["verdict"] for c in resumed["cases"]] == ["identical"] * 3


def test_resume_of_a_reused_out_finishes_the_latest_run_with_the_reports_asked_and_refuses_other_options(tmp_path,
                                                                                                        capsys):
    """A second run into one --out, cut off: --resume resumed the first run in the journal (green, the cut-off
    case never judged), and ignored a new --json or --target without a word."""
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    marker = tmp_path / "hang-on-b"
    pidfile = tmp_path / "pids"
    spec = fake_compiler(tmp_path / "tc", f'case "$1" in *b.mlir) if [ -f {marker} ]; then '
                                          f'{HANG.format(pidfile=pidfile)}; fi;; esac\nexec "$REAL" "$@"')
    out = tmp_path / "out"
    args = ["run", str(corpus), "--toolchain", spec, "--runtime", "installed", "-j", "1", "--out", str(out),
            "--cache-dir", str(tmp_path / "cache"), "--repeat", "1", "--no-shared-prefix"]
    assert main(args) == 0  # the first run into `out`, whole
    marker.touch()
    proc = spawn_difftest([*args, "--candidate-flag=--iree-opt-level=O1"], tmp_path)  # the second, another question
    wait_for(lambda: len(pids_in(pidfile)) >= 2, what="b to hang")
    proc.send_signal(SIGTERM)
    assert finish(proc)[0] == 143
    marker.unlink()
    capsys.readouterr()
    assert main(["run", "--resume", str(out), "--target", "llvm-cpu:znver4"]) == 2
    err = capsys.readouterr().err
    assert "--target would change what it judges" in err and "start a new run" in err
    report = tmp_path / "late.json"
    assert main(["run", "--resume", str(out), "--json", str(report)]) == 0
    resumed = json.loads(report.read_text())  # the reports asked at resume are written
    assert {c["case"]: c["verdict"] for c in resumed["cases"]} == {"corp/a": "identical", "corp/b": "identical"}
    assert all(c["pair"]["candidate"] == ["--iree-opt-level=O1"] for c in resumed["cases"])  # the second run's
    assert "holds an earlier run" in capsys.readouterr().err
