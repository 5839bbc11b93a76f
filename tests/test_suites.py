"""iree-test-suites corpora as they are (a fixture in the suites' own
formats), and goldens that count."""
from __future__ import annotations

import numpy as np
import pytest

from difftest.corpus.inputs import load_arrays, make_inputs
from difftest.corpus.variants import DATA_TILING

from .conftest import CASES, by_case, write

SUITES = CASES / "suites"
ONNX = SUITES / "onnx_ops" / "onnx" / "node" / "generated"
TORCH = SUITES / "torch_ops" / "generated"
CONFIG = SUITES / "configs" / "onnx_ops_cpu_llvm_sync.json"


# slow: a suite fixture of several tests (about 11 s); the suite's rules are in the default tier
# (tests/faults/test_suite_rules.py)
@pytest.mark.slow
def test_a_suite_fixture_runs_with_no_conversion(difftest):
    rc, report, text = difftest(str(ONNX), str(TORCH), "--suite-config", str(CONFIG), "--wide")
    assert "left to --target" in difftest.err
    cases = by_case(report)
    verdicts = {name: c["verdict"] for name, c in cases.items()}
    assert verdicts == {
        "generated/test_add": "identical",
        "generated/test_add_uint8": "identical",
        "generated/test_add_double": "identical",
        "generated/test_gather_0": "compiled",  # skip_run_tests: compile-only
        "generated/test_sub_wrong_golden": "baseline-wrong",
        "generated/test_unsupported_op": "xfail",  # expected_compile_failures
        "generated/ABPlusC/8x8xf16": "identical",
        "generated/Add_bfloat16/16xbf16": "identical",
    }
    assert rc == 0
    add = cases["generated/test_add"]
    assert [(s["source"], s["detail"]) for s in add["inputs"]] == [("file", "input_0.bin"), ("file", "input_1.bin")]
    # The suite's own check passed, and says so.
    gold = [c for c in add["comparisons"] if c["against"] == "golden"]
    assert {c["side"] for c in gold} == {"baseline", "candidate"}
    assert all(c["note"].startswith("golden check passes") for c in gold)
    # ui8 results are read unsigned: compared as signed they would be 256 off.
    u8 = cases["generated/test_add_uint8"]
    assert u8["variants"]["baseline"]["run"]["output_dtypes"] == ["int8"]  # what the runtime says
    assert all(c["mismatch_count"] == 0 for c in u8["comparisons"] if c["against"] == "golden")
    # The config passes --iree-input-demote-f64-to-f32=false itself; without it difftest adds it, and says so.
    rc, double, _ = difftest(str(ONNX / "test_add_double"))
    assert double["cases"][0]["verdict"] == "identical"
    assert any("f64 in the signature" in f for f in double["cases"][0]["findings"])
    # The config's target flag is left to --target; its other flags apply.
    assert "--iree-hal-target-backends=llvm-cpu" not in add["variants"]["baseline"]["flags"]
    assert "--iree-input-demote-f64-to-f32=false" in add["variants"]["baseline"]["flags"]
    wrong = cases["generated/test_sub_wrong_golden"]
    assert "the baseline disagrees with the golden" in wrong["reason"] and "4 of 4 element(s)" in wrong["reason"]
    assert "expected_compile_failures of cpu_llvm_sync" in cases["generated/test_unsupported_op"]["reason"]
    # torch_ops: the inputs are the suite's formula values, so its golden agrees.
    abc = cases["generated/ABPlusC/8x8xf16"]
    assert abc["inputs"][0]["detail"].startswith("formula 2 * rand[8, 8] + -1, legacy seed 9")
    assert all(c["note"].startswith("golden check passes") for c in abc["comparisons"] if c["against"] == "golden")
    out_dir = abc["variants"]["baseline"]["run"]["outputs_path"].rsplit("/baseline/", 1)[0]
    a, _, _ = load_arrays(out_dir + "/inputs.npz")
    np.random.seed(9)
    np.testing.assert_array_equal(a, (2 * np.random.rand(8, 8) - 1).astype(np.float16))
    # The bf16 golden was saved the natural way (|V2).
    bf = cases["generated/Add_bfloat16/16xbf16"]
    assert [c["dtype"] for c in bf["comparisons"] if c["against"] == "golden"] == ["bfloat16", "bfloat16"]
    # The wide table's golden column shows integer agreement, not "-".
    row = next(line for line in text.splitlines() if line.startswith("generated/test_add_uint8"))
    assert "exact/exact" in row


def test_without_the_config_an_unsupported_op_is_a_broken_case_not_a_regression(difftest):
    rc, report, _ = difftest(str(ONNX / "test_unsupported_op"))
    case = report["cases"][0]
    assert case["case"] == "generated/test_unsupported_op" and case["verdict"] == "both-compile-fail"


def test_a_candidate_that_joins_the_golden_is_improved_and_one_that_leaves_it_regresses(tmp_path, difftest):
    """The golden is f32, checked per element as iree-run-module checks it:
    a bf16-demoted matmul misses it, the plain one meets it."""
    text = (CASES / "seed_diamond.mlir").read_text()
    corpus = write(tmp_path / "g", {"d.mlir": text})
    demote = (DATA_TILING, "--iree-global-opt-demote-contraction-inputs-type=bf16",
              "--iree-global-opt-demote-contraction-inputs-operations=matmul")
    from difftest.corpus.config import CaseConfig
    from difftest.corpus.signature import read_signature

    sig = read_signature(corpus / "d.mlir")
    (x, w), _ = make_inputs("d", sig, CaseConfig())
    mm = (np.exp(x.astype(np.float64)) @ w.astype(np.float64)).astype(np.float32)
    np.savez(corpus / "d.golden.npz", output0=mm, output1=-np.exp(x.astype(np.float64)).astype(np.float32))
    rc, report, _ = difftest(str(corpus), *[f"--baseline-flag={f}" for f in demote])
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "improved", case["reason"]
    assert "agrees with the golden d.golden.npz where the baseline does not" in case["reason"]
    rc, report, _ = difftest(str(corpus), *[f"--candidate-flag={f}" for f in demote])
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "numerics-differ"


def test_integer_arguments_that_index_a_gather_get_its_bounds(tmp_path, difftest):
    gather = (ONNX / "test_gather_0" / "model.mlir").read_text()
    corpus = write(tmp_path / "c", {"g.mlir": gather})
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical"
    src = case["inputs"][1]
    assert src["source"] == "seed" and "randint(low=0, high=5)" in src["detail"] and "onnx.Gather" in src["detail"]
    out_dir = case["variants"]["baseline"]["run"]["outputs_path"].rsplit("/baseline/", 1)[0]
    _, idx = load_arrays(out_dir + "/inputs.npz")
    assert idx.min() >= 0 and idx.max() < 5


ASSERT_INDEX = """func.func @main(%t: tensor<1xf32>, %i: tensor<i64>) -> tensor<f32> {
  %idx = tensor.extract %i[] : tensor<i64>
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi eq, %idx, %zero : i64
  cf.assert %ok, "index out of bounds"
  %j = arith.index_cast %idx : i64 to index
  %v = tensor.extract %t[%j] : tensor<1xf32>
  %r = tensor.from_elements %v : tensor<f32>
  return %r : tensor<f32>
}
"""


def test_a_run_that_fails_with_seeded_integers_says_which_to_bound(tmp_path, difftest):
    from difftest.corpus.config import CaseConfig
    from difftest.corpus.signature import read_signature

    corpus = write(tmp_path / "c", {"x.mlir": ASSERT_INDEX})
    sig = read_signature(corpus / "x.mlir")
    seed = next(s for s in range(50) if int(make_inputs("x", sig, CaseConfig(seed=s))[0][1]) != 0)
    (corpus / "difftest.toml").write_text(f"[defaults]\nseed = {seed}\n")
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert case["verdict"] == "both-run-fail"
    assert "arg1 were seeded in [0, 8)" in case["reason"] and 'distribution = "randint"' in case["reason"]


def test_raw_binary_inputs_and_goldens_in_difftest_toml(tmp_path, difftest):
    add = "func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %r = arith.addf %a, %a : tensor<2x3xf32>\n" \
          "  return %r : tensor<2x3xf32>\n}\n"
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    corpus = write(tmp_path / "c", {"x.mlir": add, "difftest.toml": '[cases."x"]\ninputs.arg0 = { file = "in.bin" }\n'
                                                                       'golden = ["out.bin"]\n'})
    a.tofile(corpus / "in.bin")
    (a + a).tofile(corpus / "out.bin")
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical"
    assert all(c["note"].startswith("golden check passes") for c in case["comparisons"] if c["against"] == "golden")
    (a + a + 1).tofile(corpus / "out.bin")
    rc, report, _ = difftest(str(corpus))
    assert report["cases"][0]["verdict"] == "baseline-wrong"
    (corpus / "out.bin").write_bytes(b"\0" * 7)
    rc, report, _ = difftest(str(corpus))
    assert report["cases"][0]["verdict"] == "case-error" and "has 7 bytes" in report["cases"][0]["reason"]


@pytest.mark.parametrize("line, msg", [("--input=3xq32=@x.bin", "cannot read the type"),
                                        ("--frobnicate=1", "unsupported flag --frobnicate")])
def test_a_bad_flagfile_line_is_a_case_error_naming_file_and_line(tmp_path, difftest, line, msg):
    d = write(tmp_path / "s" / "t", {"model.mlir": (ONNX / "test_add" / "model.mlir").read_text(),
                                      "run_module_io_flags.txt": line + "\n"})
    rc, report, _ = difftest(str(d.parent))
    case = report["cases"][0]
    assert case["verdict"] == "case-error" and msg in case["reason"] and "run_module_io_flags.txt:1" in case["reason"]
