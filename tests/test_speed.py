"""Work that cannot change the answer is not done, and the answer is the
same: the shared compile prefix, identical modules run once, persistent
workers that still cost a crash or a hang its case only, the bundle round
trip. Timings are in bench/speed.py, never asserted here."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.corpus.inputs import load_arrays
from difftest.run.compile.modules import can_share_prefix

from .conftest import CASES, REPO, by_case, write

HANG = """func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %r = scf.while (%a = %x) : (tensor<f32>) -> tensor<f32> {
    %v = tensor.extract %a[] : tensor<f32>
    %m = arith.constant -1.0 : f32
    %c = arith.cmpf une, %v, %m : f32
    scf.condition(%c) %a : tensor<f32>
  } do {
  ^bb0(%b: tensor<f32>):
    %v = tensor.extract %b[] : tensor<f32>
    %k = arith.constant 1.0000001 : f32
    %n = arith.mulf %v, %k : f32
    %t = tensor.from_elements %n : tensor<f32>
    scf.yield %t : tensor<f32>
  }
  return %r : tensor<f32>
}
"""


def _same_outputs(a: dict, b: dict) -> bool:
    xs = load_arrays(a["run"]["outputs_path"])
    ys = load_arrays(b["run"]["outputs_path"])
    return len(xs) == len(ys) and all(x.tobytes() == y.tobytes() for x, y in zip(xs, ys))


# slow: both params. The seed pattern's candidate is compared with and without the prefix in the
# default tier (tests/test_reach_first.py); the llama layer is compiled four times with no cache (about 18 s)
@pytest.mark.slow
@pytest.mark.parametrize("case", [CASES / "seed_diamond.mlir",
                                  # slow: a real layer, compiled four times with no cache (about 18 s)
                                  pytest.param(REPO / "corpora" / "llama" / "decoder_layer_f32.mlir",
                                               marks=pytest.mark.slow)],
                         ids=["seed-pattern", "llama-layer"])
def test_the_shared_prefix_gives_what_full_compiles_give(difftest, case):
    _, shared, _ = difftest(str(case), "--shared-prefix", "--no-cache")
    _, full, _ = difftest(str(case), "--no-shared-prefix", "--no-cache")
    s, f = shared["cases"][0], full["cases"][0]
    assert s["verdict"] == f["verdict"] == "identical"
    for name in ("baseline", "candidate"):
        sv, fv = s["variants"][name], f["variants"][name]
        assert sv["compile"]["prefix"] == "global-optimization" and fv["compile"]["prefix"] is None
        assert sv["compile"]["statistics"] == fv["compile"]["statistics"]
        assert sv["compile"]["vmfb_sha256"] == fv["compile"]["vmfb_sha256"]  # byte-identical modules
        assert _same_outputs(sv, fv)


def test_only_flags_that_act_after_global_optimization_share_a_prefix():
    base = ["--iree-hal-target-device=local", "--iree-dispatch-creation-data-tiling"]
    assert can_share_prefix(base, base + ["--iree-dispatch-creation-experimental-multi-use-encoding-fusion"])
    assert can_share_prefix(base, ["--iree-hal-target-device=local"])  # the plain reference
    assert not can_share_prefix(base, base + ["--iree-global-opt-demote-contraction-inputs-type=bf16"])
    assert not can_share_prefix(base, base + ["--iree-llvmcpu-target-cpu=generic"])  # picks the target
    # Written into the executable target when targets are assigned, before the prefix phase (measured, 3.13):
    # a candidate resumed from the baseline's prefix would lose it.
    assert not can_share_prefix(base, base + ["--iree-llvmcpu-enable-ukernels=all"])
    assert can_share_prefix(base, base + ["--iree-llvmcpu-fail-on-large-vector=false"])  # read in codegen
    assert not can_share_prefix(base, base + ["--compile-to=flow"])


# slow: full compiles under two toolchains (about 6 s)
@pytest.mark.slow
def test_dir_and_git_toolchains_compile_in_full_unless_asked(tmp_path, difftest):
    from .faults.helpers import fake_compiler

    spec = fake_compiler(tmp_path / "tc", 'exec "$REAL" "$@"')
    _, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", spec, "--runtime", "installed")
    assert report["cases"][0]["variants"]["candidate"]["compile"]["prefix"] is None
    _, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", spec, "--runtime", "installed",
                            "--shared-prefix")
    assert report["cases"][0]["variants"]["candidate"]["compile"]["prefix"] == "global-optimization"


def test_byte_identical_modules_are_run_once(tmp_path, difftest):
    add = "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  %r = arith.addf %a, %a : tensor<8xf32>\n" \
          "  return %r : tensor<8xf32>\n}\n"
    corpus = write(tmp_path / "c", {"add.mlir": add})
    rc, report, _ = difftest(str(corpus), "--rerun")
    case = report["cases"][0]
    base, cand = case["variants"]["baseline"], case["variants"]["candidate"]
    assert rc == 0 and case["verdict"] == "identical"
    assert base["compile"]["vmfb_sha256"] == cand["compile"]["vmfb_sha256"]
    assert cand["run"]["skipped_because"].startswith("byte-identical to the baseline's module")
    assert any("was not executed" in f for f in case["findings"])
    log = (Path(base["run"]["outputs_path"]).parents[3] / "workers" / "worker-1.log")
    assert log.exists()
    # One run only: no candidate run directory was made.
    assert not (Path(base["run"]["outputs_path"]).parents[2] / "candidate" / "run").exists()


def test_the_baseline_reruns_only_when_the_candidate_differs(tmp_path, difftest):
    rc, same, _ = difftest(str(CASES / "seed_diamond.mlir"), "--rerun")
    assert same["cases"][0]["variants"]["baseline"]["rerun"] is None
    demote = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]
    rc, differs, _ = difftest(str(CASES / "seed_diamond.mlir"), "--rerun", *demote)
    rerun = differs["cases"][0]["variants"]["baseline"]["rerun"]
    assert rerun is not None and rerun["call_hashes"] == differs["cases"][0]["variants"]["baseline"]["run"]["call_hashes"]
    rc, forced, _ = difftest(str(CASES / "seed_diamond.mlir"), "--rerun", "--check-determinism")
    assert forced["cases"][0]["variants"]["baseline"]["rerun"] is not None


def test_a_worker_that_crashes_or_hangs_costs_only_its_case(tmp_path, difftest):
    corpus = tmp_path / "w"
    shutil.copytree(CASES / "crash", corpus)
    (corpus / "hang.mlir").write_text(HANG)
    (corpus / "difftest.toml").write_text((corpus / "difftest.toml").read_text()
                                          + '\n[cases."hang".inputs]\narg0 = { distribution = "fill", value = 1.0 }\n')
    rc, report, _ = difftest(str(corpus), "-j", "1", "--run-timeout", "3", "--no-cache")
    cases = by_case(report)
    assert cases["w/oob_gather"]["verdict"] == "both-run-fail" and "signal 11" in cases["w/oob_gather"]["reason"]
    assert cases["w/hang"]["verdict"] == "timeout" and "did not finish in 3 s" in cases["w/hang"]["reason"]
    assert cases["w/good"]["verdict"] == "identical"
    workers = Path(report["meta"]["artifacts"]) / "workers"
    # A new worker after the crash and after the hang: each took only its case.
    assert len(list(workers.glob("worker-*.log"))) >= 3


def _judged(report: dict) -> dict:
    keep = ("verdict", "reason", "structure", "xfail", "arbiter")
    out = {}
    for c in report["cases"]:
        figs = sorted((x["side"], x["against"], x["index"], x["mismatch_count"], x["max_abs_error"])
                      for x in c["comparisons"])
        out[c["case"]] = ({k: c[k] for k in keep}, figs)
    return out


def test_a_bundle_executed_elsewhere_gives_the_report_one_run_gives(tmp_path, difftest):
    def corpus_here():
        # A case of patterns with its reference variant, and one the arbiter rewrites to f64.
        corpus.mkdir()
        shutil.copy(REPO / "corpora" / "patterns" / "diamond_8b.mlir", corpus / "diamond_8b.mlir")
        (corpus / "difftest.toml").write_text("[variants.reference]\nflags = []\n")
        shutil.copy(CASES / "seed_diamond.mlir", corpus / "seed.mlir")

    corpus = tmp_path / "c"
    corpus_here()
    demote = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]
    bundle = tmp_path / "bundle"
    rc, compiled, _ = difftest(str(corpus), "--compile-only", "--bundle", str(bundle), *demote)
    assert rc == 0 and "difftest execute" in difftest.err
    # The corpus is gone on the executing side: the bundle is self-contained.
    shutil.rmtree(corpus)
    executed = tmp_path / "executed.json"
    rc_exec = main(["execute", str(bundle), "--out", str(tmp_path / "exec-out"), "--json", str(executed),
                    "--repeat", "1"])
    corpus_here()
    rc_run, whole, _ = difftest(str(corpus), *demote, "--rerun")
    ex = json.loads(executed.read_text())
    assert rc_exec == rc_run == 1
    assert _judged(ex) == _judged(whole)
    assert ex["meta"]["executed_from"] == str(bundle) and ex["meta"]["compiled_run_id"] == compiled["meta"]["run_id"]
    # The arbiter came from the bundle: a precise reference, compiled on the other side.
    assert by_case(ex)["c/seed"]["arbiter"] == "reference rewritten to f64"


def test_a_damaged_bundle_is_refused(tmp_path, difftest, capsys):
    bundle = tmp_path / "b"
    difftest(str(CASES / "seed_diamond.mlir"), "--compile-only", "--bundle", str(bundle))
    vmfb = next(bundle.rglob("module.vmfb"))
    vmfb.write_bytes(vmfb.read_bytes()[:100])
    assert main(["execute", str(bundle), "--out", str(tmp_path / "o")]) == 2
    assert "does not match its sha256" in capsys.readouterr().err
    assert main(["execute", str(tmp_path / "nothing"), "--out", str(tmp_path / "o")]) == 2


def test_cases_start_longest_first(tmp_path):
    from difftest.corpus.discovery import load_corpus
    from difftest.run.shards import longest_first

    op = "%0 = arith.addf %a, %a : f32\n"
    # 25 KB of inline weights: they cost time (folded, serialised), but about
    # what a dozen ops do, not what 25 KB of ops would.
    weights = "dense<" + "1.0, " * 5000 + ">"
    corpus = write(tmp_path / "c", {"a.mlir": op + weights, "b.mlir": op * 20, "c.mlir": op * 2})
    cases = load_corpus(corpus).cases
    assert [c.name for c in longest_first(cases, None)] == ["c/b", "c/a", "c/c"]
    assert [c.name for c in longest_first(cases, {"c/a": 30.0, "c/b": 1.0})][0] == "c/a"  # by earlier times
