"""The pytest plugin, driven through pytester as a user would: one item per
case, the verdict as the outcome, and pytest's own options working."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from difftest.core.verdicts import CaseOutcome, Verdict

from .conftest import CASES, REPO, by_case

pytest_plugins = ["pytester"]

XFAIL_PASSES = 'xfail = "it was broken once"\n'


@pytest.fixture
def corpus(pytester, cache_dir):
    """bad/ (two good cases, three broken inputs) plus the seed diamond,
    one of them declared xfail although it passes."""
    root = pytester.path / "corp"
    shutil.copytree(CASES / "bad", root)
    shutil.copy(CASES / "seed_diamond.mlir", root / "diamond.mlir")
    (root / "difftest.toml").write_text((root / "difftest.toml").read_text()
                                        + '\n[cases."dynamic_sized"]\n' + XFAIL_PASSES)
    # The plugin resolves difftest's own options; point its cache at the session's.
    return root


def _args(cache_dir, *extra):
    return ["--difftest", "corp", f"--difftest-args=--repeat 1 --cache-dir {cache_dir}", "-p", "no:cacheprovider",
            *extra]


def test_one_item_per_case_with_the_verdict_as_outcome(pytester, corpus, cache_dir):
    junit = pytester.path / "j.xml"
    result = pytester.runpytest_subprocess(*_args(cache_dir, f"--junitxml={junit}", "-rA"))
    # good and diamond pass; three case errors fail; dynamic_sized passes
    # although declared xfail: xpass, a regression, fails as `difftest run` fails it.
    result.assert_outcomes(passed=2, failed=4)
    out = result.stdout.str()
    assert "REGRESSION: the xfail (it was broken once) no longer holds" in out
    assert "@main not found" in out  # the case's reason, not a traceback
    suite = ET.parse(junit).getroot().find("testsuite")
    cases = {tc.get("name"): tc for tc in suite.iter("testcase")}
    props = {p.get("name"): p.get("value") for p in cases["corp/diamond"].iter("property")}
    assert props["verdict"] == "identical"
    assert {p.get("name"): p.get("value") for p in cases["corp/dynamic_sized"].iter("property")}["verdict"] == "xpass"
    assert props["baseline.dispatch-count"] == "5" and props["candidate.dispatch-count"] == "4"


# slow: four pytest sessions (about 14 s)
@pytest.mark.slow
def test_k_x_and_lf_work_as_pytest_users_expect(pytester, corpus, cache_dir):
    result = pytester.runpytest_subprocess(*_args(cache_dir, "-k", "diamond or good"))
    result.assert_outcomes(passed=2, deselected=4)
    result = pytester.runpytest_subprocess(*_args(cache_dir, "-x", "-k", "malformed or no_entry"))
    result.assert_outcomes(failed=1, deselected=4)
    # --lf needs the cache provider: a first run records the failures.
    args = [a for a in _args(cache_dir) if a not in ("-p", "no:cacheprovider")]
    pytester.runpytest_subprocess(*args)
    result = pytester.runpytest_subprocess(*args, "--lf")
    # Case files are collected as files: pytest skips the files that held no failure.
    result.assert_outcomes(failed=4)
    assert "rerun previous 4 failures (skipped 2 files)" in result.stdout.str()


# slow: a pytest session under xdist (about 10 s)
@pytest.mark.slow
def test_xdist_and_report_log(pytester, corpus, cache_dir):
    log = pytester.path / "log.jsonl"
    result = pytester.runpytest_subprocess(*_args(cache_dir, "-n", "2", f"--report-log={log}"))
    result.assert_outcomes(passed=2, failed=4)
    reports = [json.loads(line) for line in log.read_text().splitlines()]
    calls = [r for r in reports if r.get("$report_type") == "TestReport" and r.get("when") == "call"]
    diamond = next(r for r in calls if r["nodeid"].endswith("corp/diamond"))
    assert ["verdict", "identical"] in diamond["user_properties"]


def test_xfail_no_device_and_unknown_flags_are_what_pytest_calls_them(pytester, cache_dir):
    root = pytester.path / "corp"
    root.mkdir()
    shutil.copy(CASES / "seed_diamond.mlir", root / "diamond.mlir")
    shutil.copy(CASES / "bad" / "good.mlir", root / "good.mlir")
    (root / "difftest.toml").write_text('[cases."diamond"]\nxfail = "the seed flag breaks it on cuda"\n')
    # On cuda:sm_80 (3.13) the diamond's candidate fails to compile (an xfail); good has no device: a skip.
    result = pytester.runpytest_subprocess(*_args(cache_dir, "--difftest-target", "cuda:sm_80", "-rsx"))
    out = result.stdout.str()
    result.assert_outcomes(xfailed=1, skipped=1)
    assert "no-device" in out
    # A case that could not run on the target it was asked for: the session exits 2, as `difftest run` does.
    assert result.ret == 2 and "no device for target cuda:sm_80" in out
    result = pytester.runpytest_subprocess(*_args(cache_dir, "--difftest-args=--candidate-flag=--no-such-flag "
                                                             f"--cache-dir {cache_dir}", "-rs", "-k", "good"))
    result.assert_outcomes(skipped=1, deselected=1)
    assert "flag-unsupported" in result.stdout.str() and "--no-such-flag" in result.stdout.str()
    assert result.ret == 2 and "could not be judged: candidate: this compiler does not know --no-such-flag" \
        in result.stdout.str()


@pytest.mark.parametrize("args, words", [
    (["--difftest", "nowhere"], "--difftest nowhere: no such file or directory"),
    (["--difftest", "corp", "--difftest-args=--no-such-opt"], "unrecognized arguments: --no-such-opt"),
    (["--difftest", "corp", "--difftest-target", "nosuch:x"], "unknown target 'nosuch:x'"),
    # A chip the compiler does not know was a traceback at the first item.
    (["--difftest", "corp", "--difftest-args=--target llvm-cpu:znver44"],
     "iree-compile does not know the llvm-cpu target 'znver44'"),
    # Reports of difftest run's own were taken and never written.
    (["--difftest", "corp", "--difftest-args=--json r.json --history h.db"],
     "--difftest-args: --json, --history: difftest's reports are written by `difftest run`"),
])
def test_bad_options_are_one_usage_error_not_a_traceback(pytester, corpus, args, words):
    result = pytester.runpytest_subprocess(*args, "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    text = result.stdout.str() + result.stderr.str()
    assert words in text and "INTERNALERROR" not in text and "Traceback" not in text


def test_a_non_utf8_config_fails_its_items_naming_the_file(pytester, cache_dir):
    root = pytester.path / "corp"
    root.mkdir()
    shutil.copy(CASES / "bad" / "good.mlir", root / "good.mlir")
    (root / "difftest.toml").write_bytes(b"[defaults]\nseed = 1 # caf\xe9\n")
    result = pytester.runpytest_subprocess(*_args(cache_dir))
    result.assert_outcomes(failed=1)
    assert "not UTF-8" in result.stdout.str() and "INTERNALERROR" not in result.stdout.str()


def test_several_corpora_after_one_difftest_option(pytester, corpus, cache_dir):
    other = pytester.path / "other"
    other.mkdir()
    shutil.copy(CASES / "bad" / "good.mlir", other / "more.mlir")
    result = pytester.runpytest_subprocess("--difftest", "corp", "other", "--co", "-q",
                                           f"--difftest-args=--repeat 1 --cache-dir {cache_dir}")
    out = result.stdout.str()
    assert "corp/diamond" in out and "other/more" in out and "7 tests collected" in out


def _junit_outcomes(junit) -> dict[str, tuple[str, str]]:
    """case -> (verdict, pytest's outcome), read back from --junitxml."""
    out = {}
    for tc in ET.parse(junit).getroot().iter("testcase"):
        props = {p.get("name"): p.get("value") for p in tc.iter("property")}
        skipped = tc.find("skipped")
        outcome = ("failed" if tc.find("failure") is not None or tc.find("error") is not None
                   else "xfailed" if skipped is not None and skipped.get("type") == "pytest.xfail"
                   else "skipped" if skipped is not None else "passed")
        out[tc.get("name")] = (props.get("verdict"), outcome)
    return out


# What pytest calls each CaseOutcome (an error fails its item: pytest has no error of a test's own body).
PYTEST_CALLS = {CaseOutcome.PASSED: "passed", CaseOutcome.FAILED: "failed", CaseOutcome.ERROR: "failed",
                CaseOutcome.SKIPPED: "skipped"}


# Three cases of corpora/patterns compiled for cuda:sm_80 (no GPU needed):
# diamond_8b's and requant_405b's xfails hold at compile; torch_linear_f16's
# xfail is a run failure that --compile-only cannot observe (`compiled`, a
# pass, not an xpass). Without the corpus's expectations the same compiles
# are a regression and a broken case (a skip): exit 1.
PATTERNS = [REPO / "corpora" / "patterns" / p for p in ("torch_promote", "diamond_8b.mlir", "requant_405b.mlir")]


@pytest.mark.parametrize("extra", [(), ("--no-expectations",)], ids=["expectations", "no-expectations"])
def test_the_plugin_and_run_agree_on_every_verdict_and_the_exit(pytester, difftest, cache_dir, extra):
    args = ["--target", "cuda:sm_80", "--compile-only", *extra]
    rc, report, _ = difftest(*map(str, PATTERNS), *args)
    run_verdicts = {c: r["verdict"] for c, r in by_case(report).items()}
    junit = pytester.path / "j.xml"
    result = pytester.runpytest_subprocess(
        "--difftest", *map(str, PATTERNS), "-p", "no:cacheprovider", f"--junitxml={junit}",
        f"--difftest-args={' '.join(args)} --repeat 1 --cache-dir {cache_dir}")
    plugin = _junit_outcomes(junit)
    assert {c: v for c, (v, _) in plugin.items()} == run_verdicts and len(plugin) == 3
    for case, (verdict, outcome) in plugin.items():
        v = Verdict.from_label(verdict)
        assert outcome == ("xfailed" if v is Verdict.XFAIL else PYTEST_CALLS[v.outcome]), (case, verdict)
    assert result.ret == rc == (1 if extra else 0), result.stdout.str()[-3000:]
    assert run_verdicts["torch_promote/torch_linear_f16"] == "compiled"


def test_the_repositorys_settings_need_no_test_extra(tmp_path):
    """pyproject.toml's addopts apply to every session in this checkout: a
    pytest without pytest-xdist (here `-p no:xdist`, as a plain `pip install
    -e . pytest` has it) runs `pytest --difftest`, and the project's own
    tests still get their two workers from the root conftest.py where xdist
    is installed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}

    def pytest_here(*args):
        return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args], cwd=REPO, env=env,
                              capture_output=True, text=True, timeout=120)

    plain = pytest_here("-p", "no:xdist", "--difftest", "corpora/patterns", "--co", "-q")
    assert plain.returncode == 0, plain.stdout[-2000:] + plain.stderr[-2000:]
    assert "7 tests collected" in plain.stdout
    own = pytest_here("tests/test_cli_parses.py", "-v", f"--basetemp={tmp_path / 'own'}")
    assert own.returncode == 0, own.stdout[-2000:] + own.stderr[-2000:]
    assert "created: 2/2 workers" in own.stdout and "WorkStealingScheduling" in own.stdout
