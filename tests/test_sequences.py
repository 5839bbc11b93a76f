"""Call sequences with state: sharktank's paged LLM, prefill then decode on
one KV cache written in place, its weights generated from the IR's own
parameter declarations (tests/cases/paged_llm: a tiny random Llama, the
8B's ABI)."""
from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from difftest.corpus.inputs import load_arrays

from .conftest import CASES, write

OFF_ON = ("--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")


@pytest.fixture
def tiny(tmp_path):
    corpus = tmp_path / "llm"
    shutil.copytree(CASES / "paged_llm", corpus, ignore=shutil.ignore_patterns("*.py", "*.md"))
    return corpus


def test_prefill_then_decode_is_judged_call_by_call_on_the_baselines_tokens(difftest, tiny):
    rc, report, text = difftest(str(tiny), *OFF_ON)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    base, cand = case["variants"]["baseline"]["run"], case["variants"]["candidate"]["run"]
    assert len(base["tokens"]) == 3 and cand["tokens"] == base["tokens"]
    outs = load_arrays(base["outputs_path"])
    assert [o.shape for o in outs] == [(1, 32, 256), (1, 1, 256), (1, 1, 256), (1, 1, 256), (3, 2048)]
    assert all(np.isfinite(o.astype(np.float32)).all() for o in outs)
    # Each decode step fed the last step's greedy token, and wrote its K and V in place: 35 positions.
    assert base["tokens"] == [int(np.argmax(o[0, -1].astype(np.float32))) for o in outs[:3]]
    assert int((outs[-1] != 0).sum()) == 35 * 2 * 2 * 16
    logits = [c for c in case["comparisons"] if c["against"] == "baseline" and c["index"] < 4]
    assert len(logits) == 4 and all(c["top1_agreement"] == 1.0 and c["kl_max"] == 0 for c in logits)
    assert any("prefill: KL max 0" in f and "decode step 3" in f for f in case["findings"])
    made = [i for i in case["inputs"] if i["arg"].startswith("parameters")]
    assert made and made[0]["source"] == "generated" and "12 parameters" in made[0]["detail"]


def test_a_decode_step_equals_a_prefill_of_the_longer_prompt(difftest, tiny):
    """The cache, positions and block ids are what the model expects: decoding
    token t after the prompt gives the logits a prefill of prompt+t gives at t."""
    rc, report, _ = difftest(str(tiny), *OFF_ON)
    run = report["cases"][0]["variants"]["baseline"]["run"]
    prompt = [int(t) for t in load_arrays(run["outputs_path"].replace("baseline/run/outputs.npz", "inputs.npz"))[0][0]]
    decoded = load_arrays(run["outputs_path"])
    longer = prompt + run["tokens"][:2]
    (tiny / "difftest.toml").write_text(f'[cases."tiny_llama".sequence]\nprompt = {longer}\ndecode = 0\n')
    rc, again, _ = difftest(str(tiny), *OFF_ON)
    assert rc == 0, again["cases"][0]["reason"]
    prefilled = load_arrays(again["cases"][0]["variants"]["baseline"]["run"]["outputs_path"])
    assert prefilled[0].shape == (1, 34, 256)
    # f16 logits, reduced in another order for one row than for 34 (on an AVX-512-FP16 host, 1.5 ulp apart
    # at 1.96): a few ulps of each value, beside the flat 2e-3 that holds near zero. A wrong cache or
    # position is off by whole units.
    ulps = 4 * float(np.finfo(np.float16).eps)
    for step in (1, 2):  # decode step k fed token k; the longer prefill sees it at position 32 + k - 1
        np.testing.assert_allclose(prefilled[0][0, 31 + step].astype(np.float32),
                                   decoded[step][0, 0].astype(np.float32), rtol=ulps, atol=2e-3)


def test_a_sequence_setting_that_is_not_one_is_the_cases_config_error(difftest, tiny):
    (tiny / "difftest.toml").write_text('[cases."tiny_llama".sequence]\nprompt = 0\n')
    rc, report, _ = difftest(str(tiny), *OFF_ON)
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error" and "`prompt` must be" in case["reason"]


# A paged LLM's ABI and nothing more, compiled in a second: logits from the tokens alone, the cache
# (of a dynamic page size, as some exports declare it) taken and left as it is.
MINI_PREFILL = """func.func @prefill_bs1(%tokens: tensor<1x?xi64>, %lens: tensor<1xi64>, %ids: tensor<1x?xi64>,
                        %cache: tensor<?x?xf16>) -> tensor<1x?x8xf16> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %tokens, %c1 : tensor<1x?xi64>
  %e = tensor.empty(%n) : tensor<1x?x8xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b)>, affine_map<(a, b, c) -> (a, b, c)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%tokens : tensor<1x?xi64>) outs(%e : tensor<1x?x8xf16>) {
  ^bb0(%t: i64, %o: f16):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %s = arith.muli %t, %ii : i64
    %f = arith.sitofp %s : i64 to f16
    linalg.yield %f : f16
  } -> tensor<1x?x8xf16>
  return %r : tensor<1x?x8xf16>
}
"""
MINI_DECODE = """func.func @decode_bs1(%tokens: tensor<1x1xi64>, %lens: tensor<1xi64>, %pos: tensor<1xi64>,
                       %ids: tensor<1x?xi64>, %cache: tensor<?x?xf16>) -> tensor<1x1x8xf16> {
  %e = tensor.empty() : tensor<1x1x8xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b)>, affine_map<(a, b, c) -> (a, b, c)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%tokens : tensor<1x1xi64>) outs(%e : tensor<1x1x8xf16>) {
  ^bb0(%t: i64, %o: f16):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %t, %ii : i64
    %f = arith.sitofp %s : i64 to f16
    linalg.yield %f : f16
  } -> tensor<1x1x8xf16>
  return %r : tensor<1x1x8xf16>
}
"""
MINI_CONFIG = {"paged_kv_cache": {"block_seq_stride": 4, "paged_kv_block_size_elements_per_device": [16]}}


def mini(root, config=MINI_CONFIG, decode=True, toml=None, page="?"):
    """A corpus of the mini paged LLM: mini.mlir beside mini.config.json."""
    ir = (MINI_PREFILL + (MINI_DECODE if decode else "")).replace("tensor<?x?xf16>", f"tensor<?x{page}xf16>")
    files = {"mini.mlir": ir, "mini.config.json": json.dumps(config)}
    return write(root, {**files, **({"difftest.toml": toml} if toml else {})})


def test_a_cache_of_a_dynamic_page_size_takes_the_page_from_the_config(difftest, tmp_path):
    rc, report, _ = difftest(str(mini(tmp_path / "c")), *OFF_ON)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    run = case["variants"]["baseline"]["run"]
    assert run["output_shapes"][-1] == [10, 16]  # 35 positions at 4 a page, and page 0: 10 pages of 16


def test_a_dynamic_page_with_no_page_size_in_the_config_is_a_config_error(difftest, tmp_path):
    corpus = mini(tmp_path / "c", config={"paged_kv_cache": {"block_seq_stride": 4}})
    rc, report, _ = difftest(str(corpus), *OFF_ON)
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error", case["reason"]
    assert str(corpus / "mini.config.json") in case["reason"], case["reason"]
    assert "`paged_kv_cache.paged_kv_block_size_elements_per_device` is missing" in case["reason"]
    assert "tensor<?x?xf16>" in case["reason"] and "internal error" not in case["reason"]


@pytest.mark.parametrize("value, words", [(None, "is missing (tokens per page)"), (0, "= 0: tokens per page must be"),
                                          ("x", '= "x": tokens per page must be')])
def test_a_bad_block_seq_stride_is_a_config_error_naming_file_key_and_value(difftest, tiny, value, words):
    config = json.loads((tiny / "tiny_llama.config.json").read_text())
    config["paged_kv_cache"].pop("block_seq_stride")
    if value is not None:
        config["paged_kv_cache"]["block_seq_stride"] = value
    (tiny / "tiny_llama.config.json").write_text(json.dumps(config))
    rc, report, _ = difftest(str(tiny), *OFF_ON)
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error", case["reason"]
    assert f"sequence config {tiny / 'tiny_llama.config.json'}: `paged_kv_cache.block_seq_stride` {words}" \
        in case["reason"], case["reason"]


def test_a_named_sequence_config_that_is_not_there_is_named(difftest, tiny):
    (tiny / "difftest.toml").write_text('[cases."tiny_llama".sequence]\nconfig = "exported.json"\n')
    rc, report, _ = difftest(str(tiny), *OFF_ON)
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error", case["reason"]
    assert f"sequence config {tiny / 'exported.json'}: no such file" in case["reason"], case["reason"]


def test_decode_steps_asked_of_a_module_without_decode_are_a_config_error(difftest, tmp_path):
    """Never prefill alone and a pass: the steps asked for were not run."""
    corpus = mini(tmp_path / "c", decode=False, toml='[cases."mini".sequence]\ndecode = 2\n')
    rc, report, _ = difftest(str(corpus), *OFF_ON)
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error", case["reason"]
    assert "mini.mlir" in case["reason"] and "asks for 2 decode steps" in case["reason"], case["reason"]
    assert "no @decode_bs1 (public functions: prefill_bs1)" in case["reason"], case["reason"]
