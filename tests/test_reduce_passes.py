"""The reducer's passes are a registry (investigate/irreduce.py PASSES): a
pass is one class and one `register` call, and `--passes`, its help, the
progress lines and the reducer all take it from there. Each test here adds
a pass of its own, in this module only, and sees it chosen and acting."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.investigate import irreduce
from difftest.investigate.reduce import minimize

from .conftest import write
from .test_explain_reduce import DEMOTED_CANDIDATE

# A negated matmul operand, whose matmul the candidate (DEMOTED_CANDIDATE) computes in bf16.
NEGATED = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %n = arith.negf %a : tensor<4x8xf32>
  %z = tensor.empty() : tensor<4x4xf32>
  %c0 = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c0 : f32) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%n, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
"""

SCALED = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.500000e+00> : tensor<4xf32>
  %s = arith.mulf %a, %c : tensor<4xf32>
  return %s : tensor<4xf32>
}
"""


class DropNegation(irreduce.OpPass):
    """An op pass: a negation's result replaced by what it negates."""

    name, doc, phrase = "unnegate", "replace a negation with its operand", "drop {e.what}"

    def edits(self, ops, ret) -> list[irreduce.Edit]:
        return [self.edit(i, what=op.name) for i, op in enumerate(ops) if op.name == "arith.negf"]

    def rewrite(self, f: irreduce.Function, op, edit: irreduce.Edit) -> None:
        op.results[0].replace_all_uses_with(op.operands[0])


class OneConstants(irreduce.TypePass):
    """A type pass (a rewrite of the text): every f32 splat constant made 1."""

    name, doc, phrase = "one-constants", "make every f32 splat constant 1.0", "constants -> 1.0"

    def candidates(self, program: irreduce.Program, entry: str) -> list[irreduce.Edit]:
        return [self.edit(0)] if "dense<1.500000e+00>" in program.text else []

    def retext(self, text: str, entry: str, edits: list[irreduce.Edit]) -> str | None:
        return text.replace("dense<1.500000e+00>", "dense<1.000000e+00>")


@pytest.fixture
def registry():
    """The registry as it was, back after the test."""
    before = dict(irreduce.PASSES)
    yield irreduce.PASSES
    irreduce.PASSES.clear()
    irreduce.PASSES.update(before)


# slow: a reduction through the CLI (about 14 s); a registered pass acting through the reducer is in the default tier
@pytest.mark.slow
def test_a_registered_pass_is_chosen_with_passes_and_acts_in_difftest_reduce(registry, tmp_path, cache_dir, capsys):
    irreduce.register(DropNegation())
    # Its help, and `--passes help`, name it from the registry.
    with pytest.raises(SystemExit):
        main(["reduce", "--help"])
    assert "shape, dtype and unnegate" in " ".join(capsys.readouterr().out.split())
    assert main(["reduce", "x.mlir", "--passes", "help"]) == 2
    assert "unnegate: replace a negation with its operand" in capsys.readouterr().err

    case = write(tmp_path / "c", {"negated.mlir": NEGATED}) / "negated.mlir"
    out = tmp_path / "art"
    rc = main(["reduce", str(case), *DEMOTED_CANDIDATE, "--passes", "unnegate", "-o", str(tmp_path / "reduced"),
               "--out", str(out), "--cache-dir", str(cache_dir), "--repeat", "1", "--no-arbiter"])
    said = capsys.readouterr()
    red = json.loads((out / "reduce.json").read_text())
    assert rc == 0 and red["verdict"] == "numerics-differ" and red["outcome"] == "reduced", said
    assert red["original_ops"] == 5 and red["reduced_ops"] == 4 and red["minimal"] and red["kept_steps"] == 1
    assert "step 1: drop arith.negf: kept, 5 -> 4 ops" in said.err
    # Only the chosen pass ran: the fill, which a cut would take, is still there.
    reduced = Path(red["output"]).read_text()
    assert "negf" not in reduced and "linalg.fill" in reduced and "linalg.matmul" in reduced


def test_a_pass_registered_before_another_runs_in_its_place_through_the_reducer(registry, tmp_path):
    irreduce.register(OneConstants(), before="shape")
    names = list(irreduce.PASSES)
    assert names.index("one-constants") == names.index("shape") - 1
    assert [p.name for p in irreduce.passes_named("shape,one-constants")] == ["one-constants", "shape"]
    program = irreduce.load(write(tmp_path, {"scaled.mlir": SCALED}) / "scaled.mlir", "main")
    steps = []
    found = minimize(program, "main", lambda p: "arith.mulf" in p.text, float("inf"), steps.append,
                     passes=irreduce.passes_named("one-constants"))
    assert found.minimal and "dense<1.000000e+00>" in found.program.text and "1.5" not in found.program.text
    assert [s.edits[0].describe() for s in steps if s.kept] == ["constants -> 1.0"]
    with pytest.raises(ValueError, match="taken"):
        irreduce.register(OneConstants())
    with pytest.raises(irreduce.ReduceError, match="one pass at a time"):
        irreduce.apply(program, "main", [irreduce.Edit("one-constants", 0), irreduce.Edit("shape", 4, 1)])
