"""A gate passes only when it compared something, and a run cut off by a
signal never reads green: not in the console, not in any report."""
from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from difftest.cli import main

from difftest.core.results import CaseResult
from difftest.core.verdicts import Verdict, exit_code
from difftest.report.formats import FORMATS
from difftest.report.gate import headline

from ..conftest import CASES, write
from .helpers import ADD_ONE, fake_compiler, wait_gone

# A deadline for a state the test waits for, never a claim about speed.
PATIENCE_S = 300.0


def wait_for(pred, what: str) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not pred():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)

# Both variants compile; the module cannot run (an index far out of bounds): both-run-fail, nothing compared.
RUN_FAILS = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 1000000000 : index
  %e = tensor.extract %x[%c] : tensor<4xf32>
  %r = tensor.splat %e : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


def test_a_run_in_which_every_case_is_broken_compared_nothing_and_does_not_pass():
    broken = [Verdict.BOTH_RUN_FAIL, Verdict.BOTH_COMPILE_FAIL, Verdict.BASELINE_RUN_FAIL]
    assert exit_code(broken) == 2
    # Beside one case that compared, broken cases do not fail the gate.
    assert exit_code([*broken, Verdict.IDENTICAL]) == 0
    assert exit_code([Verdict.COMPILED]) == 0  # --compile-only compares compile outcomes
    assert exit_code([Verdict.XFAIL]) == 0  # a failure held to what the corpus expects of it
    results = [CaseResult("c/a", "a.mlir", "llvm-cpu", {}, Verdict.BOTH_RUN_FAIL, "both fail to run: x")]
    head = headline(results, {})
    assert head.code == 2 and "compared" in head.text and "passes" not in head.text


def test_both_run_fail_everywhere_exits_2_and_says_nothing_was_compared(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"oob.mlir": RUN_FAILS})
    rc, report, text = difftest(str(corpus))
    verdicts = {c["verdict"] for c in report["cases"]}
    assert verdicts <= {"both-run-fail", "both-compile-fail", "baseline-run-fail"}, verdicts
    assert rc == 2 and report["gate"]["code"] == 2
    assert "passes" not in text and "compared" in report["gate"]["text"]


def _slow_compiler(root, marker, corpus):
    """The real compiler, slowed down for the corpus's cases: the run is in
    flight when it is stopped (the probe of the target's CPU at setup is not)."""
    return fake_compiler(root, f'case " $* " in *"{corpus}"*) touch "{marker}"; sleep 30;; esac; exec "$REAL" "$@"')


def test_a_cut_off_run_says_interrupted_in_every_report_and_never_passes(tmp_path):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE, "b.mlir": ADD_ONE.replace("1.0", "2.0"),
                                       "c.mlir": ADD_ONE.replace("1.0", "3.0")})
    marker = tmp_path / "compiling"
    spec = _slow_compiler(tmp_path / "tc", marker, corpus)
    reports = {f.name: tmp_path / f"report.{f.name}" for f in FORMATS}
    argv = [sys.executable, "-m", "difftest", "run", str(corpus), "--toolchain", spec, "--runtime", "installed",
            "--out", str(tmp_path / "out"), "--no-cache", "-j", "1", "--repeat", "1"]
    for name, path in reports.items():
        argv += [f"--{name}", str(path)]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for(lambda: marker.exists() or proc.poll() is not None, what="a compile to start")
    assert proc.poll() is None, proc.communicate()[1][-2000:]
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=PATIENCE_S)
    assert proc.returncode == 130, err[-2000:]
    said = out + err
    assert "passes" not in said and "interrupted by SIGINT" in said
    assert "difftest run --resume" in said and "not started" in said
    data = json.loads(reports["json"].read_text())
    assert data["gate"]["status"] == "interrupted" and data["gate"]["code"] == 130
    assert "interrupted by SIGINT" in reports["markdown"].read_text() and \
        "passes" not in reports["markdown"].read_text()
    assert "interrupted by SIGINT" in reports["html"].read_text()
    junit = ET.parse(reports["junit"]).getroot()
    assert any("interrupted" in (p.get("value") or "") for p in junit.iter("property"))


# ---- the run's own gate, wherever its records go: report, merge ----------------------------

def _hang_while(marker) -> str:
    """A body for fake_compiler: compiles hang while `marker` exists."""
    return f'if [ -f "{marker}" ]; then touch "{marker}.seen"; sleep 300 & echo $! >> "{marker}.pids"; wait; fi\n' \
           'exec "$REAL" "$@"'


def _said(capsys) -> str:
    c = capsys.readouterr()
    return c.out + c.err


def test_a_shard_cut_off_by_sigterm_keeps_merge_and_report_from_passing(tmp_path, capsys):
    corpus = write(tmp_path / "corp", {n: ADD_ONE.replace("1.0", f"{i}.0") for i, n in
                                       enumerate(("a.mlir", "b.mlir", "c.mlir", "d.mlir"), 1)})
    marker = tmp_path / "hang"
    spec = fake_compiler(tmp_path / "tc", _hang_while(marker))
    common = ["run", str(corpus), "--toolchain", spec, "--runtime", "installed", "-j", "1", "--repeat", "1",
              "--cache-dir", str(tmp_path / "cache")]
    assert main([*common, "--shard", "1/2", "--out", str(tmp_path / "o1"), "--json", str(tmp_path / "s1.json")]) == 0
    marker.touch()
    proc = subprocess.Popen([sys.executable, "-m", "difftest", *common, "--shard", "2/2", "--out", str(tmp_path / "o2"),
                             "--json", str(tmp_path / "s2.json")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    wait_for(lambda: Path(f"{marker}.seen").exists() or proc.poll() is not None, what="shard 2's compile to hang")
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=PATIENCE_S)
    assert proc.returncode == 143, err[-2000:]
    capsys.readouterr()
    # The report of the cut-off shard exits as the shard did, from its JSON and from its journal.
    for source in (tmp_path / "s2.json", tmp_path / "o2" / "results.jsonl"):
        assert main(["report", str(source)]) == 143, source
        said = _said(capsys)
        assert "gate: passes" not in said and "interrupted by SIGTERM (exit 143)" in said, source
    # The merge holds the shard's interrupted case, and its never-started one: it is cut off too.
    md, html = tmp_path / "all.md", tmp_path / "all.html"
    rc = main(["merge", str(tmp_path / "s1.json"), str(tmp_path / "s2.json"), "-o", str(tmp_path / "all.json"),
               "--markdown", str(md), "--html", str(html)])
    said = _said(capsys)
    assert rc == 143 and "gate: passes" not in said and "interrupted by SIGTERM" in said, said[-2000:]
    assert "1 not started" in said and "difftest run --resume" in said
    merged = json.loads((tmp_path / "all.json").read_text())
    assert merged["gate"]["status"] == "interrupted" and merged["gate"]["code"] == 143
    assert ":stop_sign: **gate: interrupted by SIGTERM" in md.read_text() and "passes" not in md.read_text()
    assert '<div class="banner warn">gate: interrupted by SIGTERM' in html.read_text()
    assert main(["report", str(tmp_path / "all.json")]) == 143
    capsys.readouterr()
    # A journal whose run never wrote its end (killed hard, or still running): not a pass, whatever it holds.
    journal = tmp_path / "o2" / "results.jsonl"
    journal.write_text("".join(line + "\n" for line in journal.read_text().splitlines()
                               if '"journal_end"' not in line))
    assert main(["report", str(journal)]) == 2
    said = _said(capsys)
    assert "gate: passes" not in said and "did not finish (exit 2)" in said and "has no end record" in said
    rc = main(["merge", str(tmp_path / "o1" / "results.jsonl"), str(journal), "-o", str(tmp_path / "again.json")])
    assert rc == 2 and "gate: passes" not in _said(capsys)
    wait_gone(Path(f"{marker}.pids"))


# ---- the pytest plugin: a session that compared nothing is not green ------------------------

pytest_plugins = ["pytester"]
CRASH = CASES / "crash"


def _pytest(pytester, cache_dir, *extra):
    return pytester.runpytest_subprocess("--difftest", "corp", f"--difftest-args=--repeat 1 --cache-dir {cache_dir}",
                                         "-p", "no:cacheprovider", "-rs", *extra)


def test_a_pytest_session_of_a_both_run_fail_case_alone_exits_2(pytester, cache_dir):
    root = pytester.path / "corp"
    root.mkdir()
    shutil.copy(CRASH / "oob_gather.mlir", root / "oob_gather.mlir")
    shutil.copy(CRASH / "difftest.toml", root / "difftest.toml")
    result = _pytest(pytester, cache_dir)
    out = result.stdout.str()
    result.assert_outcomes(skipped=1)  # broken, not the candidate's: a skip, as before
    assert "broken: both-run-fail" in out
    assert result.ret == 2 and "difftest gate" in out and "no case compared anything" in out
    # Beside a case that compared, a broken one does not keep the session from passing.
    shutil.copy(CASES / "bad" / "good.mlir", root / "good.mlir")
    result = _pytest(pytester, cache_dir)
    result.assert_outcomes(passed=1, skipped=1)
    assert result.ret == 0 and "difftest gate" not in result.stdout.str()


# slow: a pytest session under xdist (about 11 s); the same without xdist is in the default tier
@pytest.mark.slow
def test_a_pytest_session_with_no_vulkan_device_exits_2_under_xdist_too(pytester, cache_dir, monkeypatch):
    root = pytester.path / "corp"
    root.mkdir()
    shutil.copy(CASES / "bad" / "good.mlir", root / "good.mlir")
    (root / "add_one.mlir").write_text(ADD_ONE)
    # The Vulkan loader finds no driver: no device at all, on any machine.
    monkeypatch.setenv("VK_ICD_FILENAMES", str(pytester.path / "no-such-icd.json"))
    result = _pytest(pytester, cache_dir, "--difftest-target", "vulkan:llvmpipe", "-n", "2")
    out = result.stdout.str()
    result.assert_outcomes(skipped=2)
    assert result.ret == 2, out[-3000:]
    assert "no device for target vulkan:llvmpipe" in out and "nothing was judged" in out


def test_a_pytest_session_on_a_full_disk_errs_and_exits_2(pytester, cache_dir, tmpfs):
    root = pytester.path / "corp"
    root.mkdir()
    shutil.copy(CASES / "bad" / "good.mlir", root / "good.mlir")
    small = tmpfs("16k")
    result = _pytest(pytester, cache_dir, "--difftest-out", str(small / "out"))
    out = result.stdout.str()
    # The machine failed, not the case: an error (pytest fails the item), never a skip.
    result.assert_outcomes(failed=1)
    assert "could-not-judge" in out and "No space left on device" in out
    assert result.ret == 2 and "could not be judged because of the machine" in out
