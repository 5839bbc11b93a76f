"""An environment failure is never a verdict: a full disk, a read-only
directory, a worker killed from outside. The case is not judged, nothing
of it is cached, the run exits 2 and says why and where; a later run with
room judges it as if nothing had happened."""
from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.core import environment
from difftest.core.results import CompileRecord
from difftest.core.verdicts import Stage, Verdict, stage_verdict
from difftest.run.compile.modules import record_from_log
from difftest.run.compile.outcome import cacheable

from ..conftest import CASES

GOOD = CASES / "bad" / "good.mlir"


def _run(out: Path, report: Path, cache: Path, capsys) -> tuple[int, dict | None, str]:
    rc = main(["run", str(GOOD), "--out", str(out), "--json", str(report), "--cache-dir", str(cache), "--repeat", "1",
               "-j", "1", "-q"])
    err = capsys.readouterr().err
    return rc, json.loads(report.read_text()) if report.exists() else None, err


SIZES = ("16k", "24k", "32k", "48k", "64k", "96k", "128k", "200k", "300k", "500k", "800k", "1200k", "2m")


def test_a_full_disk_at_any_size_is_never_a_verdict_and_never_cached(tmpfs, tmp_path, capsys):
    cache = tmp_path / "cache"
    seen = {}
    for size in SIZES:
        small = tmpfs(size)
        rc, report, err = _run(small / "out", tmp_path / f"r-{size}.json", cache, capsys)
        verdicts = {c["verdict"] for c in report["cases"]} if report else set()
        assert verdicts <= {"identical", "could-not-judge"}, (size, [c["reason"] for c in report["cases"]])
        seen[size] = verdicts
        if "could-not-judge" in verdicts:
            assert rc == 2, size
            reason = report["cases"][0]["reason"]
            assert "no space left on the device" in reason or "No space left on device" in reason, (size, reason)
        else:
            assert rc == 0, (size, err)
    # The smallest disks could judge nothing, the largest could: both outcomes were met.
    assert "could-not-judge" in seen[SIZES[0]] and seen[SIZES[-1]] == {"identical"}
    rc, report, _ = _run(tmp_path / "roomy", tmp_path / "r-roomy.json", cache, capsys)
    assert rc == 0 and report["cases"][0]["verdict"] == "identical"


def test_a_read_only_artifact_directory_names_the_cause(tmp_path, capsys):
    if os.geteuid() == 0:
        # root writes through permissions: a read-only bind mount is the honest fault.
        ro = tmp_path / "ro"
        ro.mkdir()
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", str(ro)], capture_output=True,
                              timeout=30)
        if done.returncode != 0:
            pytest.skip("cannot mount a read-only tmpfs here")
    else:
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o555)
    try:
        rc = main(["run", str(GOOD), "--out", str(ro / "out"), "--json", str(tmp_path / "r.json"),
                   "--cache-dir", str(tmp_path / "cache"), "--repeat", "1", "-q"])
        err = capsys.readouterr().err
        assert rc == 2
        assert "read-only" in err
    finally:
        subprocess.run(["umount", "-l", str(ro)], capture_output=True, timeout=30)


def test_the_machines_words_in_a_compile_log_are_its_failure_not_the_compilers(tmp_path):
    log = "iree-compile: error opening input file: No space left on device\n"
    rec = record_from_log(["iree-compile"], 1, log, 0.1, tmp_path / "m.vmfb", tmp_path / "s.json", tmp_path / "l")
    assert rec.status is Stage.ENVIRONMENT and "no space left on the device" in rec.error_line
    assert not cacheable(rec)
    ok = CompileRecord(Stage.OK, [])
    verdict, reason = stage_verdict("compile", ok, rec)
    assert verdict is Verdict.COULD_NOT_JUDGE and "candidate" in reason
    assert not verdict.judged and verdict.forbids_green


def test_an_oom_kill_is_the_machines_and_a_crash_counts_only_when_it_repeats(tmp_path):
    killed = record_from_log(["iree-compile"], -signal.SIGKILL, "", 1.0, tmp_path / "m", tmp_path / "s", tmp_path / "l")
    assert killed.status is Stage.ENVIRONMENT and "SIGKILL" in killed.error_line
    crashed = record_from_log(["iree-compile"], -signal.SIGSEGV, "Stack dump:\n", 1.0, tmp_path / "m", tmp_path / "s",
                              tmp_path / "l")
    assert crashed.status is Stage.CRASHED and not cacheable(crashed)
    crashed.attempts = 2
    assert cacheable(crashed)
    assert environment.of_text("LLVM ERROR: out of memory") is not None
    assert environment.of_text("error: 'linalg.generic' op write affecting operations") is None


def test_a_compile_out_of_address_space_is_the_machines_and_never_remembered(tmp_path):
    """Under `ulimit -v`, iree-compile 3.13 fails the decoder layer with its consteval's words and exit 1 (seen
    at 480 MB on llvm-cpu:haswell): read as the case's failure and cached, it replayed as a regression."""
    said = ("decoder_layer_bf16.mlir:1:1: error: runtime error in consteval: c/runtime/src/iree/base/"
            "allocator_libc.c:57: RESOURCE_EXHAUSTED; libc allocator failed the request\n")
    rec = record_from_log(["iree-compile"], 1, said, 1.0, tmp_path / "m", tmp_path / "s", tmp_path / "l")
    assert rec.status is Stage.ENVIRONMENT and environment.is_memory(rec.error_line) and not cacheable(rec)
    loader = ("iree-compile: error while loading shared libraries: libIREECompiler.so: failed to map segment from "
              "shared object")
    assert environment.is_memory(environment.of_text(loader))
    # A failure in words that name no memory ("failed to link executable") is not remembered under a limit either.
    check = ("import resource; resource.setrlimit(resource.RLIMIT_AS, (64 << 30, resource.RLIM_INFINITY))\n"
             "from difftest.core.results import CompileRecord\nfrom difftest.core.verdicts import Stage\n"
             "from difftest.run.compile.outcome import cacheable\n"
             "rec = CompileRecord(Stage.FAILED, [], returncode=1, error_line='failed to link executable')\n"
             "print(cacheable(rec), cacheable(CompileRecord(Stage.OK, [])))\n")
    import sys

    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["False", "True"], done.stderr
    assert cacheable(CompileRecord(Stage.FAILED, [], returncode=1, error_line="failed to link executable")) \
        is (environment.address_space_limit() is None)


def _killed_compiler(tmp_path, when: str) -> str:
    from .helpers import fake_compiler

    return fake_compiler(tmp_path / f"tc-{when}", f'case "$*" in {when}) kill -9 $$;; esac\nexec "$REAL" "$@"')


def test_out_of_memory_on_both_sides_twice_is_the_machines_on_one_side_that_sides(tmp_path, difftest):
    from ..conftest import write
    from .helpers import ADD_ONE

    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    both = _killed_compiler(tmp_path, "*")
    rc, report, _ = difftest(str(corpus), "--toolchain", both, "--runtime", "installed", "--no-cache",
                             "--no-shared-prefix")
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "could-not-judge" and "SIGKILL" in case["reason"]
    # Only the side with the seed flag: its own appetite, the flag's doing.
    flagged = _killed_compiler(tmp_path, "*multi-use-encoding-fusion*")
    rc, report, _ = difftest(str(corpus), "--toolchain", flagged, "--runtime", "installed", "--no-cache",
                             "--no-shared-prefix")
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "candidate-compile-fail", case["reason"]
    assert "out of memory on both tries" in case["reason"]


# slow: the candidate's worker (about 4 s); the baseline's, with and without the same module, is in the default tier
@pytest.mark.parametrize("side, case", [("baseline", "same-module"), ("baseline", "seed_diamond"),
                                        pytest.param("candidate", "seed_diamond", marks=pytest.mark.slow)])
def test_a_killed_runtime_worker_is_named_as_the_side_whose_run_it_was(tmp_path, difftest, side, case):
    """Issue 32: the baseline's worker SIGKILLed, and the reason blamed "the
    candidate's run" when the candidate's module was byte-identical (the
    baseline's record stands for both then)."""
    from ..conftest import write
    from .helpers import ADD_ONE, killing_runtime

    source = write(tmp_path / "c", {"a.mlir": ADD_ONE}) / "a.mlir" if case == "same-module" else CASES / f"{case}.mlir"
    spec = killing_runtime(tmp_path / "tc", side)
    rc, report, _ = difftest(str(source), "--toolchain", spec, "--no-cache")
    (result,) = report["cases"]
    other = "candidate" if side == "baseline" else "baseline"
    assert rc == 2 and result["verdict"] == "could-not-judge", result["reason"]
    assert f"the {side}'s run failed because of the machine" in result["reason"], result["reason"]
    assert "SIGKILL" in result["reason"] and f"the {other}'s run" not in result["reason"]
    assert (case == "same-module") == ("byte-identical" in result["reason"])
    if case != "same-module":  # the other side ran, on a fresh worker
        assert result["variants"][other]["run"]["status"] == "ok"
