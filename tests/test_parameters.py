"""External parameters, as sharktank's and iree-turbine's exports keep their
weights: given in an archive (beside the IR or named in difftest.toml), or
generated from the IR's own declarations; and runtime flags per case."""
from __future__ import annotations

import json
import os

import iree.runtime as rt
import numpy as np
import pytest

from difftest.corpus.parameters import archive_damage, generate_archive, value_of
from difftest.corpus.signature import ParamDecl, TensorSpec
from difftest.toolchains.releases import let_go

from .conftest import by_case, write

PARAM_MODULE = """util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<4x8xf32>
util.global private @b = #stream.parameter.named<"model"::"b"> : tensor<8xf32>
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %w = util.global.load @w : tensor<4x8xf32>
  %b = util.global.load @b : tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x8xf32>) outs(%f : tensor<2x8xf32>) -> tensor<2x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x8xf32>, tensor<8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
"""
X = np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4)
W = np.arange(32, dtype=np.float32).reshape(4, 8) / 7.0
B = np.linspace(0, 1, 8, dtype=np.float32)


def _archive(path, **arrays) -> None:
    index = rt.ParameterIndex()
    for k, a in arrays.items():
        rt.parameter_index_add_numpy_ndarray(index, k, a)
    index.create_archive_file(str(path))


def _corpus(root, toml: str = ""):
    corpus = write(root, {"m.mlir": PARAM_MODULE, "difftest.toml": '[cases."m"]\ninputs_file = "m.inputs.npz"\n'
                                                                    'golden = "m.golden.npz"\n' + toml})
    np.savez(corpus / "m.inputs.npz", arg0=X)
    golden = X.astype(np.float64) @ W.astype(np.float64) + B.astype(np.float64)
    np.savez(corpus / "m.golden.npz", output0=golden)
    return corpus


def test_a_module_with_its_archive_beside_it_agrees_with_the_float64_golden(difftest, tmp_path):
    corpus = _corpus(tmp_path / "c")
    _archive(corpus / "m.irpa", w=W, b=B)
    rc, report, text = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    vs_golden = [c for c in case["comparisons"] if c["against"] == "golden"]
    assert vs_golden and all(c["max_abs_error"] < 1e-5 for c in vs_golden)
    given = [i for i in case["inputs"] if i["arg"].startswith("parameters")]
    assert given and given[0]["source"] == "file" and "m.irpa" in given[0]["detail"]


def test_without_an_archive_the_parameters_are_generated_once_and_shared(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"m.mlir": PARAM_MODULE})
    # A cache of its own: the session's holds other tests' archives, made while this one runs.
    cache_dir = tmp_path / "cache"
    own = ("--cache-dir", str(cache_dir))
    rc, report, _ = difftest(str(corpus), extra=own)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    made = [i for i in case["inputs"] if i["arg"].startswith("parameters")]
    assert made[0]["source"] == "generated" and "2 parameters generated" in made[0]["detail"]
    archives = list((cache_dir / "parameters").glob("*/*/archive.irpa"))
    assert len(archives) == 1 and str(archives[0]) in made[0]["detail"]
    stamp = archives[0].stat().st_mtime_ns
    rc, again, _ = difftest(str(corpus), "--rerun", extra=own)
    assert rc == 0 and list((cache_dir / "parameters").glob("*/*/archive.irpa")) == archives
    assert archives[0].stat().st_mtime_ns == stamp  # made once, not per run
    run = again["cases"][0]["variants"]["baseline"]["run"]
    assert run["status"] == "ok" and not run["cached"]


def test_an_archive_that_lacks_a_key_or_holds_another_size_is_a_case_error_naming_it(difftest, tmp_path):
    corpus = _corpus(tmp_path / "c")
    _archive(corpus / "m.irpa", w=W)
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error"
    assert "parameter model::b" in case["reason"] and "m.irpa" in case["reason"] and "m.mlir" in case["reason"]
    _archive(corpus / "m.irpa", w=W, b=np.ones(4, np.float32))
    rc, report, _ = difftest(str(corpus))
    assert "holds 16 bytes; the IR declares tensor<8xf32> (32 bytes)" in report["cases"][0]["reason"]


def test_an_archive_named_for_an_undeclared_scope_is_a_case_error(difftest, tmp_path):
    corpus = _corpus(tmp_path / "c", 'parameters = { weights = "w.irpa" }\n')
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error" and "scope 'weights'" in case["reason"]


def test_generated_values_keep_a_model_finite():
    def spec(*shape, t="f16"):
        return TensorSpec(tuple(shape), t)

    norm = value_of(ParamDecl("model", "blk.0.attn_norm.weight", spec(4096), "n"), 0)
    weight = value_of(ParamDecl("model", "blk.0.attn_q.weight", spec(64, 4096), "q"), 0)
    scale = value_of(ParamDecl("model", "blk.0.attn_q.q_input:rscale", spec(1, t="f32"), "s"), 0)
    fp8 = value_of(ParamDecl("model", "blk.0.ffn_up.weight", spec(32, 128, t="f8E4M3FN"), "u"), 0)
    assert abs(float(norm.astype(np.float32).mean()) - 1) < 0.01
    assert 0.5 / 64 < float(weight.astype(np.float32).std()) < 2 / 64  # 1/sqrt(fan-in)
    assert (scale > 0).all()
    assert np.isfinite(fp8.astype(np.float32)).all()
    again = value_of(ParamDecl("model", "blk.0.attn_q.weight", spec(64, 4096), "q"), 0)
    assert np.array_equal(weight, again) and not np.array_equal(weight, value_of(
        ParamDecl("model", "blk.0.attn_q.weight", spec(64, 4096), "q"), 1))


def test_runtime_flags_apply_to_their_case_alone_and_a_bad_one_is_its_case_error(difftest, tmp_path):
    add = "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  %r = arith.addf %a, %a : tensor<8xf32>\n" \
          "  return %r : tensor<8xf32>\n}\n"
    corpus = write(tmp_path / "c", {"big.mlir": add, "plain.mlir": add, "bad.mlir": add, "difftest.toml":
                                    '[cases."big"]\nruntime_flags = ["--task_worker_stack_size=4194304"]\n'
                                    '[cases."bad"]\nruntime_flags = ["--no_such_runtime_flag=1"]\n'})
    rc, report, _ = difftest(str(corpus), "--no-cache")
    cases = by_case(report)
    assert cases["c/big"]["verdict"] == "identical" and cases["c/plain"]["verdict"] == "identical"
    assert cases["c/bad"]["verdict"] == "case-error"
    assert "no_such_runtime_flag" in cases["c/bad"]["reason"] and "not recognized" in cases["c/bad"]["reason"]
    assert rc == 2


# slow: a case run with repeats (about 4 s)
@pytest.mark.slow
def test_a_case_whose_call_costs_minutes_caps_its_own_calls(difftest, tmp_path):
    """`repeat` and `warmup` in difftest.toml: at most that many calls for that case (an 8B model's
    prefill is timed once); the other cases keep the command line's."""
    add = "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  %r = arith.addf %a, %a : tensor<8xf32>\n" \
          "  return %r : tensor<8xf32>\n}\n"
    corpus = write(tmp_path / "c", {"big.mlir": add, "plain.mlir": add,
                                    "difftest.toml": '[cases."big"]\nrepeat = 1\nwarmup = 0\n'})
    rc, report, _ = difftest(str(corpus), "--no-cache", extra=("--repeat", "3"))
    cases = by_case(report)
    assert rc == 0
    assert len(cases["c/big"]["variants"]["baseline"]["run"]["latencies_ms"]) == 1
    assert len(cases["c/plain"]["variants"]["baseline"]["run"]["latencies_ms"]) == 3
    (corpus / "difftest.toml").write_text('[cases."big"]\nrepeat = 0\n')
    rc, report, _ = difftest(str(corpus))
    assert rc == 2 and "`repeat` must be a positive integer, got 0" in by_case(report)["c/big"]["reason"]


def _generated(where, seed=0):
    """A generated archive's entry, no longer held by this process."""
    decls = [ParamDecl("model", "w", TensorSpec((64, 256), "f32"), "w")]
    archive = generate_archive(decls, seed, where)
    let_go(archive.path.parent)
    return decls, archive


@pytest.mark.parametrize("damage", ["truncate", "overwrite-inside", "garble-entry", "delete"])
def test_a_damaged_generated_archive_is_dropped_with_a_note_and_generated_again(tmp_path, capsys, damage):
    decls, archive = _generated(tmp_path / "parameters")
    good = archive.path.read_bytes()
    if damage == "truncate":
        archive.path.write_bytes(good[: len(good) // 2])
    elif damage == "overwrite-inside":  # same size and header: only the sha256 sees it
        with open(archive.path, "r+b") as f:
            f.seek(len(good) - 100)
            f.write(b"\xff" * 8)
    elif damage == "garble-entry":
        (archive.path.parent / "entry.json").write_text('{"record": {"size": ')
    else:
        archive.path.unlink()
    assert archive_damage(archive.path.parent) is not None
    again = generate_archive(decls, 0, tmp_path / "parameters")
    note = capsys.readouterr().err
    assert f"parameters cache: dropped a damaged archive {archive.identity[:12]}" in note and "generating it again" in note
    assert again.path == archive.path and again.path.read_bytes() == good
    assert archive_damage(again.path.parent) is None


def test_an_archive_touched_but_not_changed_is_hashed_once_and_kept(tmp_path, capsys):
    """Size and header on every use; the full sha256 only when the file is
    not the one last hashed (here its ctime moved): then it is remembered."""
    _, archive = _generated(tmp_path / "parameters")
    record = json.loads((archive.path.parent / "entry.json").read_text())["record"]
    os.utime(archive.path)  # ctime and mtime move, the bytes do not
    assert archive_damage(archive.path.parent) is None
    again = json.loads((archive.path.parent / "entry.json").read_text())["record"]
    assert again["seen"] != record["seen"] and again["size"] == record["size"]
    assert "dropped" not in capsys.readouterr().err


def test_a_damaged_archive_in_the_cache_is_made_again_by_the_next_run(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"m.mlir": PARAM_MODULE})
    cache_dir = tmp_path / "cache"
    own = ("--cache-dir", str(cache_dir))
    rc, first, _ = difftest(str(corpus), extra=own)
    assert rc == 0 and first["cases"][0]["verdict"] == "identical"
    [path] = (cache_dir / "parameters").glob("*/*/archive.irpa")
    good = path.read_bytes()
    path.write_bytes(good[:100])
    rc, again, _ = difftest(str(corpus), "--rerun", extra=own)
    case = again["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    assert "parameters cache: dropped a damaged archive" in difftest.err and path.read_bytes() == good


def test_a_convolution_is_scaled_by_what_one_output_sums_over_and_a_norm_bias_stays_small():
    """SDXL's UNet (corpora/sdxl_unet): a 3x3 convolution's weight [out, in, kh, kw] sums in*kh*kw
    products, not kw; a group norm's bias is a shift near 0, not a scale near 1."""
    conv = value_of(ParamDecl("model", "down_blocks.0.resnets.0.conv1.weight", TensorSpec((64, 320, 3, 3), "f16"),
                              "c"), 0).astype(np.float32)
    assert 0.8 / np.sqrt(320 * 9) < conv.std() < 1.2 / np.sqrt(320 * 9)
    bias = value_of(ParamDecl("model", "down_blocks.0.resnets.0.norm1.bias", TensorSpec((320,), "f16"), "b"),
                    0).astype(np.float32)
    assert abs(float(bias.mean())) < 0.01 and bias.std() < 0.05


def test_a_case_that_never_executes_never_makes_its_archive(difftest, tmp_path):
    """A compile-only run (a GPU target here, a failed compile there) plans the archive and leaves
    the GBs of a real model unmade; the first run that executes makes it."""
    corpus = write(tmp_path / "c", {"m.mlir": PARAM_MODULE})
    own = ("--cache-dir", str(tmp_path / "cache"))
    rc, report, _ = difftest(str(corpus), "--compile-only", extra=own)
    assert rc == 0 and report["cases"][0]["verdict"] == "compiled"
    assert not list((tmp_path / "cache" / "parameters").glob("*/*/archive.irpa"))
    rc, report, _ = difftest(str(corpus), extra=own)
    assert rc == 0 and report["cases"][0]["verdict"] == "identical"
    assert len(list((tmp_path / "cache" / "parameters").glob("*/*/archive.irpa"))) == 1


def test_a_model_whose_parameters_exceed_the_memory_at_hand_is_said_so_before_it_compiles(difftest, tmp_path,
                                                                                          monkeypatch, capsys):
    """Its figures are still compiled and kept; it is not executed, and its archive is not made."""
    corpus = write(tmp_path / "c", {"m.mlir": PARAM_MODULE})
    own = ("--cache-dir", str(tmp_path / "cache"))
    monkeypatch.setenv("DIFFTEST_MEMORY_AVAILABLE", "100")  # bytes: the module's parameters are 160
    rc, report, _ = difftest(str(corpus), extra=own)
    case = report["cases"][0]
    assert case["verdict"] == "could-not-judge" and "would not fit in memory" in case["reason"], case["reason"]
    assert "its parameters alone are 160 B and this machine has 100 B available" in case["reason"]
    assert "would not fit in memory" in difftest.err  # said as it was prepared, before any compile
    assert case["variants"]["baseline"]["compile"]["statistics"]["dispatch-count"] >= 1
    assert not list((tmp_path / "cache" / "parameters").glob("*/*/archive.irpa"))
    monkeypatch.delenv("DIFFTEST_MEMORY_AVAILABLE")
    rc, report, _ = difftest(str(corpus), extra=own)
    assert rc == 0 and report["cases"][0]["verdict"] == "identical"


E2M1 = np.array([0, .5, 1, 1.5, 2, 3, 4, 6, 0, -.5, -1, -1.5, -2, -3, -4, -6], np.float32)


def _dequantised_mxfp4(values: np.ndarray, scales: np.ndarray) -> np.ndarray:
    """OCP MXFP4 as sharktank's BlockScaledFp4Layout reads it: the low nibble first, a block's
    32 values times 2^(scale byte - 127); [out, in]."""
    codes = values.view(np.uint8)
    pairs = np.stack([E2M1[codes & 15], E2M1[codes >> 4]], axis=-1).reshape(*codes.shape[:-1], 32)
    return (pairs * np.exp2(scales.view(np.uint8).astype(np.float32) - 127)).reshape(codes.shape[0], -1)


def test_mxfp4_blocks_and_fe8m0_scales_dequantise_to_a_fan_in_scaled_weight():
    """The 405B fp4 Llama's block linears (corpora/llama405b_fp4): two 8-bit planes, [out, in/32, 16]
    packed e2m1 values and [out, in/32, 1] fe8m0 scales. Small integers would be a weight of zeros
    (2^(b-127)); a 0xFF scale is NaN. Their roles come from the declared types, so names that say
    nothing get the same values' kind."""
    ffn_down = (ParamDecl("model", "p", TensorSpec((64, 1664, 16), "i8"), "p"),  # in = 53248
                ParamDecl("model", "q", TensorSpec((64, 1664, 1), "i8"), "q"))
    qkv = (ParamDecl("model", "r", TensorSpec((96, 512, 16), "i8"), "r"),  # in = 16384
           ParamDecl("model", "s", TensorSpec((96, 512, 1), "i8"), "s"))
    for values, scales in (ffn_down, qkv):
        siblings = ffn_down + qkv
        scale = value_of(scales, 0, siblings)
        assert scale.dtype == np.int8 and scale.view(np.uint8).max() < 0xFF
        w = _dequantised_mxfp4(value_of(values, 0, siblings), scale)
        fan_in = w.shape[1]
        assert np.isfinite(w).all() and 0.7 / np.sqrt(fan_in) < w.std() < 1.42 / np.sqrt(fan_in), (fan_in, w.std())
    # A byte plane [.., 16] without its scales beside it is no fp4 weight: small integers, as before.
    alone = value_of(ffn_down[0], 0, ffn_down[:1])
    assert alone.min() >= 0 and alone.max() < 8


def test_an_mxfp4_layer_is_no_int8_layer():
    """An MXFP4 values plane is i8 as an int8 weight is: a quantizer beside it keeps the fp8 rule, not int8's."""
    decls = (ParamDecl("model", "blk.0.attn_q.weight:qs", TensorSpec((96, 512, 16), "i8"), "q"),
             ParamDecl("model", "blk.0.attn_q.weight:d", TensorSpec((96, 512, 1), "i8"), "d"),
             ParamDecl("model", "blk.0.attn_q.q_input:rscale", TensorSpec((), "f32"), "r"))
    assert float(value_of(decls[2], 0, decls)) > 1  # int8's would be 4/127


def test_the_toy_405b_fp4_exports_generated_weights_are_finite_fan_in_scaled_fp4():
    """The real export's declarations (sharktank 3.8, toy widths): every :qs/:d pair is told apart
    by type, and each dequantised weight is finite and sized by its fan-in."""
    from difftest.corpus.parameters import mxfp4_role
    from difftest.corpus.signature import read_signature

    from .conftest import REPO

    decls = read_signature(REPO / "corpora" / "llama405b_fp4" / "toy_iree.mlir", "prefill_bs1").parameters
    roles = {d.key: mxfp4_role(d, decls) for d in decls}
    assert {k for k, r in roles.items() if r == "values"} == {k for k in roles if k.endswith(":qs")}
    assert {k for k, r in roles.items() if r == "scales"} == {k for k in roles if k.endswith(":d")}
    by_key = {d.key: value_of(d, 3, decls) for d in decls}
    for key in (k for k in roles if k.endswith(":qs")):
        w = _dequantised_mxfp4(by_key[key], by_key[key[:-3] + ":d"])
        assert np.isfinite(w).all() and 0.7 / np.sqrt(w.shape[1]) < w.std() < 1.42 / np.sqrt(w.shape[1]), key


def test_sharktank_int8_layers_dequantise_to_a_fan_in_scaled_weight_and_a_unit_activation():
    """sharktank's int8 punet (corpora/punet_int8), as import_brevitas_dataset lays it out: int8 weights and
    their per-channel scale dequantise to a weight scaled by its fan-in; the input quantizer divides a unit
    activation into int8's range; the int32 bias is added to the int8 matmul's accumulator, and its scale,
    which rescales that accumulator, is the input's times the weight's; SmoothQuant's multiplier is positive."""
    def decl(key, t, *shape):
        return ParamDecl("model", key, TensorSpec(tuple(shape), t), key)

    conv = "down_blocks.1.resnets.0.conv1"
    qkv = "mid_block.attentions.0.transformer_blocks.0.attn1.to_qkv"
    decls = (decl(f"{conv}.weight:qs", "i8", 640, 320, 3, 3), decl(f"{conv}.weight:d", "f32", 640, 1, 1, 1),
             decl(f"{conv}.bias:qs", "i32", 640), decl(f"{conv}.bias:d", "f32", 640),
             decl(f"{conv}.q_input:rscale", "f32"), decl(f"{conv}.premul_input", "f16", 1, 320, 1, 1),
             decl(f"{qkv}.to_q.weight:qs", "i8", 1280, 1280), decl(f"{qkv}.q_input:rscale", "f32"),
             decl("blk.0.attn_q.q_input:rscale", "f32"))
    v = {d.key: value_of(d, 0, decls).astype(np.float64) for d in decls}
    assert v[f"{conv}.weight:qs"].min() >= -127 and v[f"{conv}.weight:qs"].max() <= 127
    weight = v[f"{conv}.weight:qs"] * v[f"{conv}.weight:d"]
    assert 0.8 / np.sqrt(320 * 9) < weight.std() < 1.2 / np.sqrt(320 * 9)
    rscale = float(v[f"{conv}.q_input:rscale"])
    assert 2 < 1 / rscale < 127  # a unit activation lands well inside [-128, 127], in more than a few steps
    assert float(v[f"{qkv}.q_input:rscale"]) == rscale  # the fused layer's quantizer: its to_q says int8
    assert np.allclose(v[f"{conv}.bias:d"], rscale * v[f"{conv}.weight:d"].ravel())
    bias = v[f"{conv}.bias:qs"] * v[f"{conv}.bias:d"]
    assert abs(bias.mean()) < 0.01 and bias.std() < 0.05
    assert (v[f"{conv}.premul_input"] > 0.5).all() and (v[f"{conv}.premul_input"] < 2).all()
    # A quantizer of a layer that is not int8 (sharktank's fp8 Llama) keeps the fp8 rule.
    assert float(v["blk.0.attn_q.q_input:rscale"]) > 1
