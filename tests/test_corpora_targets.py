"""The shipped corpora hold on every target (issues 25 and 26): compiled for
each GPU target here, and on Vulkan executed for real on lavapipe. Each
target's known failures are target-scoped xfails in the corpora, so every
run is green. Slow: each compiles all 18 cases for a target, the llama
layers included (minutes on 2 cores); `pytest -m slow tests/test_corpora_targets.py`."""
from __future__ import annotations

import pytest

from difftest.core.verdicts import Verdict

from .conftest import REPO, by_case, host_has

CORPORA = REPO / "corpora"
# llama8b holds 8B-width exports with no expectations yet: not in this run.
SHIPPED = [str(CORPORA / c) for c in ("patterns", "llama", "sdxl")]
CASES = 18

# What each target gives with iree-base-compiler 3.13, the corpora's own pairs:
# the cases that fail as their xfail says. Every other case compiles in both variants.
SEED_FLAG_GPU = {"llama/decoder_layer_f16", "llama/decoder_layer_bf16", "llama/model_2layer_f16",
                 "llama/decoder_layer_inline_f32", "llama/decoder_layer_inline_f16",
                 "llama/decoder_layer_inline_dynseq_f32", "sdxl/transformer_block_f16", "sdxl/transformer_block_f32",
                 "patterns/diamond_8b", "patterns/dynamic_diamond", "patterns/qkv_three_users",
                 "patterns/qkv_three_users_elementwise"}
OCP_FP8 = {"patterns/requant_405b", "patterns/fp8_scaled_matmul"}
VULKAN_XFAIL = {"llama/decoder_layer_bf16", "llama/model_2layer_f16", "llama/decoder_layer_inline_dynseq_f32",
                "sdxl/transformer_block_f16", "sdxl/transformer_block_f32", "patterns/diamond_8b",
                "patterns/dynamic_diamond", "patterns/qkv_three_users", "patterns/qkv_three_users_elementwise"}
XFAIL = {
    "cuda:sm_80": SEED_FLAG_GPU | OCP_FP8,
    "rocm:gfx942": {"patterns/qkv_three_users", "patterns/qkv_three_users_elementwise"} | OCP_FP8,
    "vulkan:llvmpipe": VULKAN_XFAIL,
}


def _verdicts(report: dict) -> dict[str, str]:
    return {name: case["verdict"] for name, case in by_case(report).items()}


@pytest.mark.slow
@pytest.mark.parametrize("target", sorted(XFAIL))
def test_the_corpora_compile_for_every_gpu_target_and_hold(target, difftest):
    """`difftest run corpora --target T --compile-only` exits 0, and each
    failure is the one its xfail names, for this target."""
    rc, report, text = difftest(*SHIPPED, "--target", target, "--compile-only", "-j", "2")
    got = _verdicts(report)
    assert rc == 0, text
    assert len(got) == CASES
    assert {name for name, v in got.items() if v == "xfail"} == XFAIL[target]
    assert {v for name, v in got.items() if name not in XFAIL[target]} == {"compiled"}


@pytest.mark.slow
def test_the_readmes_cuda_bundle_command_exits_0(difftest, tmp_path):
    rc, report, text = difftest(*SHIPPED, "--target", "cuda:sm_80", "--compile-only", "--bundle",
                                str(tmp_path / "bundle"), "-j", "2")
    assert rc == 0, text
    assert {name for name, v in _verdicts(report).items() if v == "xfail"} == XFAIL["cuda:sm_80"]
    assert (tmp_path / "bundle" / "manifest.json").exists()


@pytest.mark.slow
def test_the_corpora_execute_on_vulkan_and_every_pair_that_compiles_is_judged(lavapipe, difftest):
    rc, report, text = difftest(*SHIPPED, "--target", "vulkan:llvmpipe", "-j", "2")
    cases = by_case(report)
    assert rc == 0, text
    assert len(cases) == CASES
    for name, case in cases.items():
        verdict = Verdict.from_label(case["verdict"])
        assert not verdict.is_regression and verdict is not Verdict.BOTH_RUN_FAIL, (name, case["reason"])
        compiled = all(case["variants"][s]["compile"]["status"] == "ok" for s in ("baseline", "candidate"))
        if not compiled:
            assert verdict is Verdict.XFAIL and name in VULKAN_XFAIL, (name, case["reason"])
            continue
        run = case["variants"]["baseline"]["run"]
        assert run["status"] == "ok" and run["device"]["driver"] == "vulkan", (name, case["reason"])
        if name == "torch_promote/torch_linear_f16":
            # The promoted module cannot be called on any device: its own xfail, as on llvm-cpu.
            assert verdict is Verdict.XFAIL and "byte length" in case["reason"], case["reason"]
        else:
            assert verdict.outputs_compared and verdict.is_pass, (name, case["reason"])
    # The layers that execute are judged against their float64 goldens on the device.
    gold = [c for c in cases["llama/decoder_layer_f32"]["comparisons"] if c["against"] == "golden"]
    assert {c["side"] for c in gold} == {"baseline", "candidate"} and all(c["rel_l2"] < 1e-5 for c in gold)


@pytest.mark.slow
@pytest.mark.parametrize("cpu", ["haswell", "skylake-avx512"])
def test_the_shipped_corpora_pass_compiled_for_an_avx2_and_an_avx512_cpu(cpu, difftest):
    """`difftest run` of the shipped corpora exits 0 whichever CPU a runner
    has (named here, so an Intel and an AMD host test the same two): every
    xfail holds as recorded, or says it was recorded on another CPU."""
    if cpu != "haswell" and not host_has("avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"):
        pytest.skip("this host cannot run AVX-512 code")
    rc, report, text = difftest(*SHIPPED, "--target", f"llvm-cpu:{cpu}", "-j", "2")
    assert rc == 0, text
    assert len(report["cases"]) == CASES and report["meta"]["cpus"][f"llvm-cpu:{cpu}"].startswith(cpu)
    assert not [c["case"] for c in report["cases"] if c["regressed"]]
