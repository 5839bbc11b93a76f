"""One answer for a broken case: it does not fail the gate (exit 0), so the
console, JUnit and the pytest plugin all call it skipped, with the words
`broken: <verdict>: <reason>`. Each reads it from `Verdict.outcome`, as
every command's exit status comes from core/verdicts.py."""
from __future__ import annotations

import signal
import xml.etree.ElementTree as ET

import pytest

from difftest.core.verdicts import CaseOutcome, Kind, Verdict, command_exit, exit_code

from .conftest import write

pytest_plugins = ["pytester"]

# An ONNX op no IREE release knows: both variants fail to compile, whatever the flag.
BOTH_FAIL = """func.func @main(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.operator "onnx.NoSuchOp"(%arg0) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
"""
SAID = "broken: both-compile-fail: both fail to compile"
GOOD = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


def test_every_outcome_agrees_with_the_gate():
    for v in Verdict:
        assert (v.outcome is CaseOutcome.FAILED) == (exit_code([v]) == 1), v
        # An error is the case's own or its run's, or the machine's that kept it from being judged.
        assert (v.outcome is CaseOutcome.ERROR) == (v.is_error or v is Verdict.COULD_NOT_JUDGE), v
    broken = [v for v in Verdict if v.kind is Kind.BROKEN]
    # Beside a case that compared, a broken one does not fail the gate; alone, one that compared nothing
    # (both fail to run) does not pass either (exit 2).
    assert broken and all(v.outcome is CaseOutcome.SKIPPED and exit_code([v, Verdict.IDENTICAL]) == 0
                          and exit_code([v]) == (0 if v.compared else 2) for v in broken)
    assert Verdict.BOTH_COMPILE_FAIL.message("why") == "broken: both-compile-fail: why"
    assert Verdict.NO_DEVICE.message("why") == "no-device: why"


def test_a_broken_case_is_skipped_in_the_console_and_in_junit(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"unsupported.mlir": BOTH_FAIL, "good.mlir": GOOD})
    junit = tmp_path / "r.xml"
    rc, report, text = difftest(str(corpus), extra=("--junit", str(junit)))
    verdicts = {c["case"]: c["verdict"] for c in report["cases"]}
    assert rc == 0 and verdicts == {"c/unsupported": "both-compile-fail", "c/good": "identical"}
    assert f"c/unsupported: {SAID}" in text and "REGRESSION" not in text
    suite = ET.parse(junit).getroot()
    assert (suite.get("failures"), suite.get("errors"), suite.get("skipped")) == ("0", "0", "1")
    case = next(c for c in suite.iter("testcase") if c.get("name") == "unsupported")
    assert case.find("error") is None and case.find("failure") is None
    assert case.find("skipped").get("message").startswith(SAID)


# slow: a pytest session (about 5 s); a broken case in the console and JUnit is in the default tier
@pytest.mark.slow
def test_a_broken_case_is_skipped_by_the_pytest_plugin(pytester, cache_dir):
    write(pytester.path / "corp", {"unsupported.mlir": BOTH_FAIL})
    result = pytester.runpytest_subprocess("--difftest", "corp", f"--difftest-args=--repeat 1 --cache-dir {cache_dir}",
                                           "-p", "no:cacheprovider", "-rs")
    result.assert_outcomes(skipped=1)
    assert SAID in result.stdout.str()


def test_a_command_stopped_by_sigterm_exits_143_not_130():
    assert command_exit(regressed=False, judged=True, interrupted=signal.SIGTERM) == 143
    assert command_exit(regressed=True, judged=True, interrupted=signal.SIGINT) == 130
    assert (command_exit(True, True), command_exit(False, True), command_exit(False, False)) == (1, 0, 2)
