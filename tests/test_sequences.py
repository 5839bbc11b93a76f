"""Call sequences with state: sharktank's paged LLM, prefill then decode on
one KV cache written in place, its weights generated from the IR's own
parameter declarations (tests/cases/paged_llm: a tiny random Llama, the
8B's ABI)."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from difftest.corpus.inputs import load_arrays

from .conftest import CASES

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
