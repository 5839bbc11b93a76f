"""The committed corpora: structural effects of the seed flag, and that
regen.py reproduces the committed files."""
from __future__ import annotations

import importlib.util
import subprocess
import sys

import numpy as np
import pytest

from difftest.corpus.discovery import load_corpus

from .conftest import REPO, by_case

LLAMA = REPO / "corpora" / "llama"


# slow: a real layer compiled twice (about 13 s); the README's first answer runs it too (test_readme.py -m slow)
@pytest.mark.slow
def test_llama_f32_layer_loses_one_dispatch_and_keeps_numerics(difftest):
    rc, report, _ = difftest(str(LLAMA), "-k", "decoder_layer_f32")
    case = by_case(report)["llama/decoder_layer_f32"]
    assert rc == 0, case["reason"]
    assert case["structure"]["dispatch-count"] == {"baseline": 33, "candidate": 32, "delta": -1}
    assert case["structure"]["transient-memory-size"]["delta"] < 0
    assert case["verdict"] == "identical"
    assert all(e["passed"] for e in case["expectations"]) and len(case["expectations"]) == 2
    # Both variants are judged against the committed float64 torch golden.
    gold = [c for c in case["comparisons"] if c["against"] == "golden"]
    assert {c["side"] for c in gold} == {"baseline", "candidate"}
    assert all(c["rel_l2"] < 1e-5 and c["cosine"] > 0.999999 for c in gold)


def test_every_llama_case_has_a_golden_and_pinned_expectations():
    corpus = load_corpus(LLAMA)
    assert len(corpus.cases) >= 6
    for case in corpus.cases:
        assert case.config.golden is not None and case.config.golden.exists(), case.name
        assert case.path.stat().st_size < 1_500_000
        if case.config.xfail_for("llvm-cpu") is None:
            assert "dispatch-count < baseline" in case.config.expect_for("llvm-cpu"), case.name
    dyn = next(c for c in corpus.cases if c.name == "llama/decoder_layer_inline_dynseq_f32")
    xfail = dyn.config.xfail_for("llvm-cpu")
    assert "delinearize_index" in xfail.match and xfail.sides == ("baseline", "candidate") and dyn.config.inputs["arg0"].shape == (1, 16, 64)
    model = next(c for c in corpus.cases if c.name == "llama/model_2layer_f16")
    assert model.config.inputs["arg0"].distribution == "randint" and model.config.inputs["arg0"].high == 512


@pytest.mark.skipif(importlib.util.find_spec("torch") is None or importlib.util.find_spec("iree.turbine") is None,
                    reason="torch and iree-turbine are not installed (pip install torch==2.13.0 iree-turbine)")
@pytest.mark.parametrize("corpus", ["llama", "sdxl"])
def test_regen_reproduces_the_committed_corpus(corpus, tmp_path):
    here = REPO / "corpora" / corpus
    subprocess.run([sys.executable, str(here / "regen.py"), "--out", str(tmp_path)], check=True, timeout=600,
                   capture_output=True)
    for committed in sorted(here.glob("*.mlir")) + [here / "difftest.toml"]:
        assert (tmp_path / committed.name).read_bytes() == committed.read_bytes(), committed.name
    for committed in sorted(here.glob("*.golden.npz")):
        with np.load(committed) as a, np.load(tmp_path / committed.name) as b:
            assert a.files == b.files
            for k in a.files:
                np.testing.assert_array_equal(a[k], b[k])


def test_patterns_corpus_pins_the_flag_and_its_known_bug(difftest):
    # The cases it pins; fp8 and the torch export run in the slow tier's nested-corpora test.
    rc, report, _ = difftest(str(REPO / "corpora" / "patterns"), "--no-determinism-check", "-k",
                             "diamond_8b or dynamic_diamond or requant_405b or qkv_three_users*")
    cases = by_case(report)
    assert len(cases) == 5, sorted(cases)
    assert rc == 0
    diamond = cases["patterns/diamond_8b"]
    assert diamond["verdict"] == "identical" and len(diamond["expectations"]) == 3
    assert all(e["passed"] for e in diamond["expectations"])
    # The reference variant ran and both sides are measured against it.
    assert {c["side"] for c in diamond["comparisons"] if c["against"] == "reference"} == {"baseline", "candidate"}
    assert cases["patterns/dynamic_diamond"]["structure"]["dispatch-count"]["delta"] == -1
    assert cases["patterns/requant_405b"]["structure"]["dispatch-count"]["delta"] == 0
    for name in ("patterns/qkv_three_users", "patterns/qkv_three_users_elementwise"):
        assert cases[name]["verdict"] == "xfail"
        assert "write affecting operations on global resources" in cases[name]["reason"]


# slow: a real transformer block compiled twice (about 8 s); the nested-configs test runs an sdxl case on every run
@pytest.mark.slow
def test_sdxl_transformer_block_still_has_the_pattern(difftest):
    rc, report, _ = difftest(str(REPO / "corpora" / "sdxl"), "-k", "transformer_block_f32", "--no-determinism-check")
    case = by_case(report)["sdxl/transformer_block_f32"]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    assert case["structure"]["dispatch-count"]["delta"] == -2
    assert all(e["passed"] for e in case["expectations"])


# slow: a 2-layer model compiled twice (about 10 s); tests/test_sequences.py judges logits on every run
@pytest.mark.slow
def test_llama_model_logits_against_the_golden(difftest):
    rc, report, _ = difftest(str(LLAMA), "-k", "model_2layer_f16", "--no-determinism-check")
    case = by_case(report)["llama/model_2layer_f16"]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    assert case["structure"]["dispatch-count"]["delta"] < 0
    gold = [c for c in case["comparisons"] if c["against"] == "golden"]
    assert {c["side"] for c in gold} == {"baseline", "candidate"}
    for c in gold:  # f16 against float64 torch: close, and the same next token almost everywhere
        assert 0 < c["kl_mean"] < 1e-3 and c["kl_max"] < 1e-2 and c["top1_agreement"] >= 0.9
