"""IREE's own e2e check tests as a corpus (#20): one case per test function,
every check judged on each variant, and a case that compared nothing never
a pass. The files in tests/cases/checks are in IREE's tests/e2e format."""
from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from difftest.cli import main
from difftest.corpus import checks as checktests
from difftest.corpus.bazel import read_suites, suite_flags
from difftest.corpus.checks import CheckSpec, lift
from difftest.run.judge.checking import judge

from .conftest import CASES, by_case, write

CHECKS = CASES / "checks"
DEMOTE = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]


def test_one_case_per_test_function_and_every_check_judged(difftest):
    rc, report, text = difftest(str(CHECKS))
    cases = by_case(report)
    assert set(cases) == {"checks/basic::adds", "checks/basic::must_fail", "checks/branches::taken_branch",
                          "checks/matmul::matmul_f32"}
    assert rc == 0  # must_fail fails in both variants: the test's own bug, not the candidate's
    adds = cases["checks/basic::adds"]
    assert adds["verdict"] == "identical" and "2 checks of 2 judged, all pass" in adds["reason"]
    assert [(c["side"], c["passed"]) for c in adds["checks"]] == [("baseline", True)] * 2 + [("candidate", True)] * 2


def test_the_must_fail_test_fails_its_check_naming_the_line(difftest):
    rc, report, text = difftest(str(CHECKS), "-k", "must_fail")
    case = report["cases"][0]
    assert case["verdict"] == "both-check-failed" and case["verdict"] != "identical"
    assert "check.expect_almost_eq at basic.mlir:19:3" in case["reason"]
    assert "2 where 9 is expected" in case["reason"]
    failed = [c for c in case["checks"] if c["passed"] is False]
    assert {c["side"] for c in failed} == {"baseline", "candidate"} and all(c["location"] == "basic.mlir:19:3"
                                                                            for c in failed)


def test_a_check_the_candidate_alone_fails_is_a_regression(difftest):
    rc, report, _ = difftest(str(CHECKS), "-k", "matmul", *DEMOTE)
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "check-failed" and case["regressed"]
    assert "the candidate fails 1 check the baseline passes: check.expect_almost_eq_const at matmul.mlir:11:3" \
        in case["reason"]
    assert [c["passed"] for c in case["checks"]] == [True, False]


def test_checks_in_branches_and_helpers_are_judged_when_reached(difftest):
    rc, report, _ = difftest(str(CHECKS), "-k", "taken_branch")
    case = report["cases"][0]
    base = [(c["op"], c["location"], c["passed"]) for c in case["checks"] if c["side"] == "baseline"]
    by_line = {loc: passed for _, loc, passed in base}
    assert by_line["branches.mlir:16:5"] is True  # expect_true in the branch taken
    assert by_line["branches.mlir:18:5"] is None  # expect_false in the branch not taken: not judged
    assert by_line["branches.mlir:8:3"] is True  # the helper's check, reached through the call
    assert case["verdict"] == "identical" and "3 checks of 4 judged" in case["reason"]
    assert any("not reached" in f for f in case["findings"])


# slow: several runs of a check-tests file (about 5 s)
@pytest.mark.slow
def test_xfail_and_k_address_a_test_function_by_name(tmp_path, difftest):
    corpus = tmp_path / "checks"
    shutil.copytree(CHECKS, corpus)
    (corpus / "difftest.toml").write_text(
        '[cases."basic::must_fail"]\nxfail = { reason = "2a is not 9", match = "outside atol", '
        'sides = ["baseline", "candidate"] }\n')
    rc, report, _ = difftest(str(corpus), "-k", "basic")
    cases = by_case(report)
    assert cases["checks/basic::must_fail"]["verdict"] == "xfail" and cases["checks/basic::adds"]["verdict"] == \
        "identical"
    # `entry` still picks one function: the file is then one plain case.
    (corpus / "difftest.toml").write_text('[cases."basic"]\nentry = "adds"\n')
    rc, report, _ = difftest(str(corpus), "-k", "basic")
    assert [c["case"] for c in report["cases"]] == ["checks/basic"]


def test_a_case_that_compared_nothing_is_never_a_pass(difftest):
    rc, report, text = difftest(str(CASES / "nothing"))
    case = report["cases"][0]
    assert case["verdict"] == "nothing-compared" and rc == 2
    assert "1 case compared nothing informative" in difftest.err and "returns nothing and holds no check" in \
        difftest.err
    assert "gate: does not pass (exit 2)" in text


def test_the_build_file_gives_the_suite_flags_on_this_backend():
    suites, skipped = read_suites(CHECKS / "BUILD.bazel")
    assert [s.name for s in suites] == ["check_llvm-cpu_local-task", "check_vmvx_local-task"] and not skipped
    found = suite_flags(CHECKS / "basic.mlir", "llvm-cpu", "local-task")
    assert found.flags == ("--iree-opt-const-eval=false",)
    assert "left to --target: --iree-llvmcpu-target-cpu=generic" in found.note
    # A file no suite of this backend lists is said so; a file that is not plain Starlark too.
    assert suite_flags(CHECKS / "basic.mlir", "cuda", "cuda").flags == ()
    assert "no cuda suite lists basic.mlir" in suite_flags(CHECKS / "basic.mlir", "cuda", "cuda").note


def test_a_build_file_that_is_not_plain_is_read_where_it_can_be(tmp_path):
    d = write(tmp_path / "t", {"a.mlir": "", "BUILD.bazel": (
        'X = [f for f in glob(["*.mlir"])]\n'
        'iree_check_single_backend_test_suite(name = "s", srcs = ["a.mlir"], compiler_flags = ["--f"], '
        'driver = "local-task", target_backend = "llvm-cpu")\n'
        'iree_check_single_backend_test_suite(name = "t", srcs = X, target_backend = "llvm-cpu")\n')})
    found = suite_flags(d / "a.mlir", "llvm-cpu", "local-task")
    assert found.flags == ("--f",) and "statements not read: line 1" in found.note
    (d / "BUILD.bazel").write_text("this is not ( starlark")
    assert "not plain enough to read" in suite_flags(d / "a.mlir", "llvm-cpu", "local-task").note


def test_lifting_returns_what_each_check_reads():
    lifted = lift(CHECKS / "basic.mlir", "adds")
    assert [c.op for c in lifted.checks] == ["check.expect_almost_eq_const", "check.expect_eq_const"]
    assert lifted.checks[0].atol == pytest.approx(1e-2) and lifted.reader is None
    assert "check.expect" not in lifted.text and "func.func private @must_fail" not in lifted.text
    assert checktests.test_functions(CHECKS / "basic.mlir") == ["adds", "must_fail"]
    assert checktests.test_functions(CASES / "seed_diamond.mlir") == []


@pytest.mark.parametrize("spec, outputs, passed", [
    (CheckSpec("check.expect_eq", "x:1:1", 0, 1), [np.array([1, 2]), np.array([1, 2])], True),
    (CheckSpec("check.expect_eq", "x:1:1", 0, 1), [np.array([0.0, -0.0]), np.array([0.0, 0.0])], False),  # bytes
    (CheckSpec("check.expect_eq", "x:1:1", 0, 1), [np.array([np.nan]), np.array([np.nan])], True),
    (CheckSpec("check.expect_almost_eq", "x:1:1", 0, 1, atol=1e-4, rtol=0.0),
     [np.array([1.00005], np.float32), np.array([1.0], np.float32)], True),
    (CheckSpec("check.expect_almost_eq", "x:1:1", 0, 1, atol=1e-4, rtol=0.0),
     [np.array([np.inf]), np.array([np.inf])], True),
    (CheckSpec("check.expect_almost_eq", "x:1:1", 0, 1, atol=1e-4, rtol=0.0),
     [np.array([1.0]), np.array([np.inf])], False),  # a non-finite expected value only equals itself
    (CheckSpec("check.expect_almost_eq", "x:1:1", 0, 1, atol=0.0, rtol=0.1),
     [np.array([105.0]), np.array([100.0])], True),  # rtol scales with the expected value
    (CheckSpec("check.expect_true", "x:1:1", 0), [np.array(3, np.int32)], True),
    (CheckSpec("check.expect_false", "x:1:1", 0), [np.array(3, np.int32)], False),
    (CheckSpec("check.expect_all_true", "x:1:1", 0), [np.array([1, 0, 1])], False),
    (CheckSpec("check.expect_true", "x:1:1", 0, reached=1), [np.array(0, np.int32), np.array(-2, np.int32)], None),
])
def test_checks_are_judged_as_the_check_module_judges_them(spec, outputs, passed):
    assert judge(spec, outputs)[0] is passed


# slow: a bundle made and executed (about 6 s)
@pytest.mark.slow
def test_a_bundle_carries_the_checks_to_where_it_executes(tmp_path, difftest):
    bundle = tmp_path / "b"
    difftest(str(CHECKS), "-k", "must_fail or taken_branch", "--compile-only", "--bundle", str(bundle))
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert all(entry["entry"]["checks"] for entry in manifest["cases"])
    report = tmp_path / "ex.json"
    main(["execute", str(bundle), "--out", str(tmp_path / "ex"), "--json", str(report), "--repeat", "1"])
    cases = by_case(json.loads(report.read_text()))
    assert cases["checks/basic::must_fail"]["verdict"] == "both-check-failed"
    assert cases["checks/branches::taken_branch"]["verdict"] == "identical"
