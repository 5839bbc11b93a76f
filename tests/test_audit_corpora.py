"""`difftest run --audit` on every shipped corpus of real models (slow tier):
each figure difftest reports on them agrees with IREE's own tools, so a
change that makes any figure wrong on a real model fails here, not in a
reviewer's hands. The default tier's tests/test_audit.py holds the audit's
rules on small IR."""
from __future__ import annotations

import pytest

from .conftest import REPO

# (corpus, selection): each real corpus as its README runs it on a CPU, cut to what a slow tier can pay for.
CORPORA = [
    pytest.param("llama", (), marks=pytest.mark.slow, id="llama"),
    pytest.param("llama8b", ("-k", "fp8_torch_1blk and not prefill"), marks=pytest.mark.slow, id="llama8b-fp8"),
    pytest.param("llama405b_fp4", ("-k", "data_tiling_cpu or toy_iree_f16kv"), marks=pytest.mark.slow,
                 id="llama405b_fp4-toy"),
    pytest.param("punet_int8", ("-k", "small"), marks=pytest.mark.slow, id="punet_int8-small"),
    # Both sides of SDXL's data-tiling pair hold 9-13 GiB: the very slow tier's.
    pytest.param("sdxl_unet", ("-k", "data_tiling_cpu"), marks=[pytest.mark.slow, pytest.mark.very_slow],
                 id="sdxl_unet-data-tiling"),
]


@pytest.mark.parametrize("corpus, selection", CORPORA)
def test_every_figure_on_a_real_corpus_agrees_with_the_raw_tools(difftest, corpus, selection):
    rc, report, text = difftest(str(REPO / "corpora" / corpus), *selection, "-j", "1", "--audit")
    audited = [c for c in report["cases"] if c.get("audit")]
    assert audited, text
    disagree = [(c["case"], r["side"], r["figure"], r["difftest"], r["raw"], r["note"])
                for c in audited for r in c["audit"]["rows"] if r["agrees"] is False]
    assert not disagree, disagree
    assert not [c["case"] for c in report["cases"] if c["verdict"] == "audit-disagrees"]
    # Something was compared on each executed case, the module at least, and the gate is green.
    assert all(any(r["agrees"] for r in c["audit"]["rows"]) for c in audited), text
    assert rc == 0, text
