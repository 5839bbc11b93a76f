"""A pair compared on nothing informative is never a pass (issue 55):
torchvision's vit_b_16 zero-initialises its head, so every logit is 0.0 on
both sides whatever the flag does, and the report said `identical`. Outputs
with no finite element, or one value everywhere, on both sides (and in the
golden, where there is one) are `nothing-compared`, naming them, and the gate
does not pass; a case declares an output constant by design
(`constant_outputs`). Real compiler and runtime, tiny IR, on a named CPU."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import numpy as np

from .conftest import DEMOTE, by_case, write

CPU = ("--target", "llvm-cpu:haswell")

# One elementwise function of a seeded 4x8 f32 input; `body` computes %y from %a.
_EW = """func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8x{t}> {{
  %e = tensor.empty() : tensor<4x8x{t}>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8x{t}>) {{
  ^bb0(%a: f32, %o: {t}):
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %d = arith.subf %a, %a : f32
{body}
  }} -> tensor<4x8x{t}>
  return %r : tensor<4x8x{t}>
}}
"""


def _ew(body: str, t: str = "f32") -> str:
    return _EW.format(t=t, body="\n".join(f"    {line}" for line in body.splitlines()))


ZEROS = _ew("%y = arith.mulf %a, %zero : f32\nlinalg.yield %y : f32")
THREES = _ew("%c = arith.constant 3.5 : f32\n%m = arith.mulf %a, %zero : f32\n%y = arith.addf %m, %c : f32\n"
             "linalg.yield %y : f32")
# Two outputs: one that follows the input, one that is 0.0 everywhere.
MIXED = """func.func @main(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e, %e : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32, %p: f32):
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %y = arith.addf %a, %one : f32
    %z = arith.mulf %a, %zero : f32
    linalg.yield %y, %z : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xf32>
}
"""
# Rows of 64 values in [1, 1.0001] summed against ones: each row its own sum in f32, but 64.0 everywhere once
# the matmul's inputs are demoted to bf16 (whose spacing at 1.0 is 2^-7).
SUMS = """func.func @main(%x: tensor<4x64xf32>, %w: tensor<64x8xf32>) -> tensor<4x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x64xf32>, tensor<64x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m : tensor<4x8xf32>
}
"""


def _corpus(root, golden_dir):
    files = {
        "zeros.mlir": ZEROS,
        "nans.mlir": _ew("%y = arith.divf %d, %d : f32\nlinalg.yield %y : f32"),
        "infs.mlir": _ew("%n = arith.addf %d, %one : f32\n%y = arith.divf %n, %d : f32\nlinalg.yield %y : f32"),
        "threes.mlir": THREES,
        "int_zeros.mlir": _ew("%m = arith.mulf %a, %zero : f32\n%y = arith.fptosi %m : f32 to i32\n"
                              "linalg.yield %y : i32", t="i32"),
        "mixed.mlir": MIXED,
        "declared.mlir": ZEROS,
        "threes_golden.mlir": THREES,
        "threes_flat_golden.mlir": THREES,
        "demoted/sums.mlir": SUMS,
        "difftest.toml": '[cases."declared"]\nconstant_outputs = [0]\n',
        "demoted/difftest.toml": (
            '[variants.baseline]\nflags = []\n[variants.candidate]\nflags = [' + ", ".join(f'"{f}"' for f in DEMOTE)
            + ']\n[cases."sums"]\ninputs.arg0 = { distribution = "uniform", low = 1.0, high = 1.0001 }\n'
              'inputs.arg1 = { distribution = "ones" }\n'),
    }
    write(root, files)
    # A float64 golden that varies (by far less than any tolerance) makes 3.5 everywhere a checked answer; one
    # that is 3.5 everywhere too does not.
    np.savez(root / "threes_golden.golden.npz", output0=3.5 + 1e-9 * np.arange(32.0).reshape(4, 8))
    np.savez(root / "threes_flat_golden.golden.npz", output0=np.full((4, 8), 3.5))
    return root


def test_a_pair_that_agrees_on_nothing_informative_is_never_a_pass(difftest, tmp_path):
    corpus = _corpus(tmp_path / "blank", tmp_path)
    junit, md, html = tmp_path / "r.xml", tmp_path / "r.md", tmp_path / "r.html"
    rc, report, text = difftest(str(corpus), *CPU, extra=("--junit", str(junit), "--markdown", str(md),
                                                            "--html", str(html)))
    cases = by_case(report)
    verdicts = {name.split("/")[-1]: c["verdict"] for name, c in cases.items()}
    assert verdicts == {
        "zeros": "nothing-compared", "nans": "nothing-compared", "infs": "nothing-compared",
        "threes": "nothing-compared", "int_zeros": "nothing-compared", "threes_flat_golden": "nothing-compared",
        "mixed": "identical", "declared": "identical", "threes_golden": "identical",
        "sums": "numerics-differ"}, verdicts
    reason = {name.split("/")[-1]: c["reason"] for name, c in cases.items()}
    assert reason["zeros"].startswith("nothing informative was compared: output 0 (4x8 float32) is 0.0 everywhere "
                                      "on both sides; the pair is identical there")
    assert "`constant_outputs = [0]` in difftest.toml" in reason["zeros"]
    assert "output 0 (4x8 float32) is NaN everywhere on both sides" in reason["nans"]
    assert "output 0 (4x8 float32) is +inf everywhere on both sides" in reason["infs"]
    assert "output 0 (4x8 float32) is 3.5 everywhere on both sides" in reason["threes"]
    # An index or a mask that is one value everywhere is the same blindness as the logits it came from.
    assert "output 0 (4x8 int32) is 0 everywhere on both sides" in reason["int_zeros"]
    assert "3.5 everywhere on both sides and in the golden" in reason["threes_flat_golden"]
    # Judged on the output that says something; the one that says nothing is named.
    mixed = cases["blank/mixed"]
    assert any(f.startswith("output 1 (4x8 float32) is 0.0 everywhere on both sides: it says nothing of the flag; "
                            "the case is judged on output 0") for f in mixed["findings"]), mixed["findings"]
    declared = cases["blank/declared"]
    assert "output 0 (4x8 float32) is 0.0 everywhere on both sides, as the case declares (`constant_outputs`)" in \
        declared["findings"]
    # The baseline follows its inputs, the candidate is 64.0 everywhere: a difference, judged as one (its own
    # corpus, with the demotion as its pair).
    sums = cases["demoted/sums"]
    cand = [c for c in sums["comparisons"] if c["side"] == "candidate" and c["against"] == "baseline"][0]
    assert not cand["identical"] and "rmse vs the reference" in sums["reason"]
    # Every format renders it from the record, and the gate does not pass for it.
    assert rc == 1  # the demoted case regressed: a regression outranks the rest
    assert "blank/zeros: nothing-compared: nothing informative was compared: output 0" in text
    tc = {t.get("name"): t for t in ET.parse(junit).getroot().iter("testcase")}
    assert tc["zeros"].find("skipped").get("message").startswith("nothing-compared: nothing informative was compared")
    markdown = md.read_text()
    assert "| `blank/zeros` | nothing-compared |" in markdown
    assert "- `blank/nans`: nothing informative was compared: output 0 (4x8 float32) is NaN everywhere" in markdown
    assert "blank/zeros: nothing-compared" in html.read_text()
    assert json.loads(json.dumps(report))["cases"]  # the JSON record is the one read above


def test_the_gate_does_not_pass_on_cases_that_compared_nothing_informative(difftest, tmp_path):
    corpus = _corpus(tmp_path / "blank", tmp_path)
    rc, report, text = difftest(str(corpus), *CPU, "-k", "zeros")
    assert {c["verdict"] for c in report["cases"]} == {"nothing-compared"}
    assert rc == 2 and "gate: does not pass (exit 2): 2 cases compared nothing informative, and agreeing on " \
                      "nothing is no pass: blank/int_zeros: output 0 (4x8 int32) is 0 everywhere on both sides" in text
    # Beside a case that passes, it still keeps the gate from passing.
    rc, report, text = difftest(str(corpus), *CPU, "-k", "zeros or mixed")
    assert rc == 2 and "gate: does not pass (exit 2): 2 cases compared nothing informative" in text
    assert "passes" not in text.splitlines()[-2]


def test_a_constant_declared_on_an_output_the_function_lacks_is_the_cases_error(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"zeros.mlir": ZEROS, "difftest.toml": '[cases."zeros"]\nconstant_outputs = [3]\n'})
    rc, report, _ = difftest(str(corpus), *CPU)
    case = report["cases"][0]
    assert case["verdict"] == "case-error" and "`constant_outputs` names output 3, and @main returns 1 output" in \
        case["reason"], case["reason"]
    (corpus / "difftest.toml").write_text('[cases."zeros"]\nconstant_outputs = [true]\n')
    rc, report, _ = difftest(str(corpus), *CPU)
    assert "`constant_outputs` must be a list of output indices, got [True]" in report["cases"][0]["reason"]
