"""A limit's hint says what following it costs (issue 55: Qwen2's candidate
fails on llvm-cpu's vector bound; lifted, its module is 4.2x and its compile
7x, and nothing said so). Without --retry-limits the hint names the price in
words and how to see it here; with it, the side that failed is compiled again
with the hint's flag, kept on its record, and its module size and compile
time are set against the other side's. The bound depends on the CPU (512
native vectors: 16384 bytes on AVX2, 32768 on AVX-512), so on two named CPUs."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from difftest.core.figures import human_bytes
from difftest.core.loading import load_results

from .conftest import write

LIFT = "--iree-llvmcpu-fail-on-large-vector=false"
# A bound of one native vector: any vectorised dispatch is past it (the stack test's TOO_LOW, for vectors).
ONE_VECTOR = "--iree-llvmcpu-max-allowed-number-of-native-vectors=1"
BOUND = {"haswell": (32, 16384), "znver4": (64, 32768)}  # bytes: one native vector, and 512 of them

EXP = """func.func @main(%x: tensor<16x64xf32>) -> tensor<64x16xf32> {
  %e = tensor.empty() : tensor<64x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x64xf32>) outs(%e : tensor<64x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %k = math.exp %a : f32
    linalg.yield %k : f32
  } -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}
"""
# A matmul whose own lowering config asks for a 512-deep reduction tile: a 512x16 f32 vector (32 KiB) of the
# right-hand side, past the bound on both CPUs, for every variant alike.
WIDE = """#config = #iree_cpu.lowering_config<distribution = [8, 16, 0], vector_common_parallel = [1, 16, 0],
                                     vector_reduction = [0, 0, 512]>
#translation = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>
#compilation = #iree_codegen.compilation_info<lowering_config = #config, translation_info = #translation>
func.func @main(%x: tensor<16x2048xf32>, %w: tensor<2048x16xf32>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m = linalg.matmul {compilation_info = #compilation}
         ins(%x, %w : tensor<16x2048xf32>, tensor<2048x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m : tensor<16x16xf32>
}
"""


def _limit_line(case: dict) -> str:
    found = [f for f in case["findings"] if f.startswith("a limit, not a bug")]
    assert len(found) == 1, case["findings"]
    return found[0]


@pytest.mark.parametrize("cpu", sorted(BOUND))
def test_a_vector_limits_hint_says_its_price_and_retry_limits_measures_it(difftest, tmp_path, cpu):
    corpus = write(tmp_path / "c", {"exp.mlir": EXP, "difftest.toml": (
        f'[variants.baseline]\nflags = []\n[variants.candidate]\nflags = ["{ONE_VECTOR}"]\n')})
    rc, report, _ = difftest(str(corpus), "--target", f"llvm-cpu:{cpu}")
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "candidate-compile-fail"
    line = _limit_line(case)
    assert f"llvm-cpu's bound on vector sizes ({BOUND[cpu][0]} bytes): lift it with {LIFT}" in line
    assert "following it has a price: " in line and "the module grows and compiles slower" in line
    assert line.endswith("`difftest run --retry-limits` compiles the candidate so and says what it costs here")
    assert case["variants"]["candidate"]["limits_lifted"] is None

    junit = tmp_path / "r.xml"
    rc, report, text = difftest(str(corpus), "--target", f"llvm-cpu:{cpu}", "--retry-limits",
                                extra=("--junit", str(junit)))
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "candidate-compile-fail"  # the verdict stays the pair's
    base, lifted = case["variants"]["baseline"]["compile"], case["variants"]["candidate"]["limits_lifted"]
    assert lifted["status"] == "ok" and LIFT in lifted["argv"] and ONE_VECTOR in lifted["argv"]
    assert lifted["vmfb_bytes"] == Path(lifted["vmfb_path"]).stat().st_size
    assert Path(lifted["vmfb_path"]).parent.name == "candidate-limits-lifted"
    price = [f for f in case["findings"] if f.startswith("following the hint: ")]
    assert price == [
        f"following the hint: the candidate compiles with {LIFT}, into a {human_bytes(lifted['vmfb_bytes'])} module "
        f"in {lifted['seconds']:.1f} s: {lifted['vmfb_bytes'] / base['vmfb_bytes']:.2f}x the baseline's module "
        f"({human_bytes(base['vmfb_bytes'])}) and {lifted['seconds'] / base['seconds']:.2f}x its compile time "
        f"({base['seconds']:.1f} s)" + ("; times as first measured, from the cache" if base["cached"] else "")
        + f" (its module and log: {Path(lifted['vmfb_path']).parent})"], case["findings"]
    # Measured: the hint no longer says how to see its price.
    assert "--retry-limits" not in _limit_line(case)
    assert "note: following the hint: the candidate compiles with" in text
    props = {p.get("name"): p.get("value") for p in ET.parse(junit).getroot().iter("property")}
    assert props["candidate.limits-lifted"].startswith(f"ok, vmfb {lifted['vmfb_bytes']} bytes, compile ")
    # The record reads back, as a report re-rendered from it needs.
    again = load_results(Path(tmp_path / "report1.json"))
    assert again.cases[0].variants["candidate"].limits_lifted.vmfb_bytes == lifted["vmfb_bytes"]


@pytest.mark.parametrize("cpu", sorted(BOUND))
def test_a_program_that_needs_wide_vectors_fails_on_both_sides_and_is_priced_lifted_alike(difftest, tmp_path, cpu):
    corpus = write(tmp_path / "c", {"wide.mlir": WIDE})
    rc, report, _ = difftest(str(corpus), "--target", f"llvm-cpu:{cpu}", "--retry-limits")
    case = report["cases"][0]
    assert case["verdict"] == "both-compile-fail" and f"large vector sizes ({BOUND[cpu][1]} bytes)" in case["reason"]
    lifted = {s: case["variants"][s]["limits_lifted"] for s in ("baseline", "candidate")}
    assert all(r["status"] == "ok" and LIFT in r["argv"] for r in lifted.values())
    price = [f for f in case["findings"] if f.startswith("following the hint: ")]
    assert len(price) == 2 and "the baseline compiles with" in price[0] and "the candidate's module, lifted alike" \
        in price[0] and "the baseline's module, lifted alike" in price[1], price
