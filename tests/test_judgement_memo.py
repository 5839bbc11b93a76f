"""A judgement remembered (run/judge/memo.py): a warm run takes the pair's
judgement from the cache without reading its outputs, and anything that
decides a judgement is in its key, so changing it judges again."""
from __future__ import annotations

import ast
import json

import numpy as np
import pytest

from difftest.cli import main
from difftest.run.judge import arbitrate, memo
from difftest.run.judge.rules import ENTRY_FIELDS, RECORD_FIELDS

from .conftest import REPO, write

ADD = """func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = arith.addf %a, %a : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""
VALUES = [1, 2, 3, 4, 0.5, 0.25, -1, -2]
JUDGED = ("verdict", "reason", "comparisons", "arbitration", "findings", "checks", "arbiter")


def _corpus(root, values=VALUES, rtol: float | None = None):
    toml = f'[cases."a"]\ninputs.arg0 = {{ values = {values} }}\ngolden = "a.golden.npz"\n'
    if rtol is not None:
        toml += f"rtol = {rtol}\n"
    return write(root, {"a.mlir": ADD, "difftest.toml": toml})


def _golden(corpus, values=VALUES):
    np.savez(corpus / "a.golden.npz", output0=2 * np.array(values, dtype=np.float64))


@pytest.fixture
def judged(tmp_path, monkeypatch):
    """run(*args) -> (how many times the judge ran, the case's record), one cache for every run."""
    calls = []

    def counting(*a, **k):
        calls.append(1)
        return judge(*a, **k)

    judge = arbitrate.judge
    monkeypatch.setattr(arbitrate, "judge", counting)
    corpus = _corpus(tmp_path / "c")
    _golden(corpus)
    runs = []

    def run(*extra):
        calls.clear()
        out = tmp_path / f"o{len(runs)}"
        runs.append(out)
        main(["run", str(corpus), "-q", "--repeat", "1", "--cache-dir", str(tmp_path / "cache"), "--out", str(out),
              "--json", str(out / "report.json"), *extra])
        return len(calls), json.loads((out / "report.json").read_text())["cases"][0]

    run.corpus = corpus
    run.memos = lambda: sorted((tmp_path / "cache" / "judgements").rglob("*.json"))
    return run


def test_a_warm_run_takes_the_judgement_from_its_memo_and_each_input_judges_again(judged, monkeypatch):
    n, cold = judged()
    assert n == 1 and cold["verdict"] == "identical" and cold["arbiter"] == "golden a.golden.npz"
    assert len(judged.memos()) == 1
    n, warm = judged()
    assert n == 0, "the warm run judged again"
    assert {k: warm[k] for k in JUDGED} == {k: cold[k] for k in JUDGED}
    assert any(c["against"] == "golden" for c in warm["comparisons"])

    # A tolerance.
    _corpus(judged.corpus, rtol=0.5)
    n, looser = judged()
    assert n == 1 and any(c["rtol"] == 0.5 for c in looser["comparisons"])
    # The golden file's values: the baseline now disagrees with it.
    _golden(judged.corpus, [v + 1 for v in VALUES])
    n, golden = judged()
    assert n == 1 and golden["verdict"] == "baseline-wrong"
    # An output (the inputs changed, so the module's outputs did).
    _golden(judged.corpus)
    _corpus(judged.corpus, values=[v * 3 for v in VALUES], rtol=0.5)
    n, other = judged()
    assert n == 1 and other["verdict"] == "baseline-wrong"  # the golden is of the old inputs
    # The policy.
    n, _ = judged("--no-arbiter")
    assert n == 1
    # The judging code.
    with monkeypatch.context() as m:
        m.setattr(memo, "judging_code", lambda: "another judge")
        assert judged()[0] == 1
    # Nothing changed: every judgement above was remembered.
    assert judged()[0] == 0 and judged("--no-arbiter")[0] == 0
    assert len(judged.memos()) == 6


def test_a_judgement_that_ran_the_baseline_again_is_never_remembered(judged):
    """--check-determinism runs the baseline a second time, past the run
    cache: that run is evidence of its own, so the judgement is made every time."""
    for _ in range(2):
        n, case = judged("--check-determinism")
        assert n == 2 and case["variants"]["baseline"]["rerun"] is not None
    assert judged.memos() == []


def _reads(tree: ast.AST, owner: str) -> set[str]:
    """The attributes the code reads of `owner` (a name, or self.<name>)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            v = node.value
            if isinstance(v, ast.Name) and v.id == owner or isinstance(v, ast.Attribute) and v.attr == owner:
                out.add(node.attr)
    return out


def test_the_memo_key_holds_everything_the_judge_reads():
    """Each attribute the judge reads of an entry or of a run record is one
    the key holds (rules.ENTRY_FIELDS, RECORD_FIELDS); an entry's derived
    properties, through the fields they derive from."""
    derived = {"logits": {"config", "sequence"}, "bound_of": {"bounds"}}
    judge = [REPO / "difftest/run/judge" / name for name in ("rules.py", "informative.py", "numerics.py",
                                                           "checking.py")]
    trees = [ast.parse(p.read_text()) for p in judge]
    read = set().union(*(_reads(t, "entry") for t in trees))
    assert read, "no entry read: the scan reads nothing"
    for name in read:
        assert set(derived.get(name, {name})) <= set(ENTRY_FIELDS), name
    runs = set().union(*(_reads(t, "run") for t in trees))
    assert "drift_call" in runs
    assert runs <= set(RECORD_FIELDS), runs - set(RECORD_FIELDS)
    # The judge's own modules are in the code the key holds.
    assert {f"run/judge/{p.name}" for p in judge} <= set(memo.JUDGING_CODE)


def test_the_key_holds_arrays_by_their_bits_and_refuses_an_identity():
    """A sum's bound holds an array of the inputs' magnitudes: a repr would
    summarise and round it, so two that differ far inside would share a key."""
    a = np.zeros(5000)
    b = a.copy()
    b[2500] = 1e-12
    assert repr(a) == repr(b)
    assert memo._form(a) != memo._form(b) and memo._form(a) == memo._form(a.copy())
    assert memo._form((a, {"x": 1.0})) != memo._form((a, {"x": 1.0 + 2 ** -50}))
    with pytest.raises(memo._Unkeyable):
        memo._form([object()])
