"""corpora/punet_int8: sharktank's int8 punet (the quantized SDXL UNet) at SDXL's widths, as sharktank's own
exporter writes it (issue 54). The committed exports are checked against what the importer writes and the IR
does with each quantization parameter here, without torch; the cut-down punet (every block type and
quantization layout at toy widths) shows where the flag acts in seconds; the export recipe runs in an export
environment (sharktank 3.8: DIFFTEST_EXPORT_PYTHON, or /work/export-venv) and skips without one. The full
model's compiles and runs (minutes and GBs each) are in the slow tier."""
from __future__ import annotations

import collections
import os
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from difftest.corpus.discovery import load_corpus
from difftest.corpus.signature import read_signature

from .conftest import REPO, by_case

CORPUS = REPO / "corpora" / "punet_int8"
SMALL = CORPUS / "small" / "punet_small.mlir"
FLAG_BUG = "write affecting operations on global resources are restricted to workgroup distributed contexts"


def _export_python() -> str | None:
    """The export environment's Python: DIFFTEST_EXPORT_PYTHON, else /work/export-venv where it exists."""
    given = os.environ.get("DIFFTEST_EXPORT_PYTHON")
    if given:
        return given
    here = Path("/work/export-venv/bin/python")
    return str(here) if here.exists() else None


def _kinds(path: Path) -> collections.Counter:
    """The parameters by their last name component and element type (`weight:qs` i8, ...)."""
    return collections.Counter((d.key.rsplit(".", 1)[-1], d.spec.element_type)
                               for d in read_signature(path, None).parameters)


def test_the_committed_export_is_the_int8_punet_at_sdxl_widths():
    sig = read_signature(CORPUS / "punet_32x32.mlir", None)
    # SDXL base's 2,567,463,684 float parameters become 2,569,971,395 values: int8 weights, their per-channel
    # scales, int32 biases with theirs, one int8 input quantizer and one SmoothQuant multiplier per layer.
    assert sum(int(np.prod(d.spec.shape)) for d in sig.parameters) == 2_569_971_395
    assert {d.scope for d in sig.parameters} == {"model"}
    kinds = _kinds(CORPUS / "punet_32x32.mlir")
    assert kinds[("weight:qs", "i8")] == 773 and kinds[("q_input:rscale", "f32")] == 563
    assert kinds[("bias:qs", "i32")] == kinds[("bias:d", "f32")] == 353
    assert kinds[("premul_input", "f16")] == 584  # every linear and convolution, the float ones too
    keys = {d.key for d in sig.parameters}
    # Shared QKV and KV quantization, 70 transformer layers: one input quantizer for three or two matmuls.
    assert sum(k.endswith("attn1.to_qkv.q_input:rscale") for k in keys) == 70
    assert "down_blocks.2.attentions.1.transformer_blocks.9.attn2.to_kv.to_v.weight:qs" in keys
    assert "time_embedding.linear_2.weight" in keys and "add_embedding.linear_1.weight" in keys  # float
    # run_punet's call: a latent, an int32 timestep, classifier-free guidance's two prompts of 64 tokens.
    assert [(a.shape, a.element_type) for a in sig.args] == [
        ((1, 4, 32, 32), "f16"), ((1,), "si32"), ((2, 64, 2048), "f16"), ((2, 1280), "f16"), ((2, 6), "f16"),
        ((1,), "f16")]
    gpu = read_signature(CORPUS / "gpu" / "punet_128x128.mlir", None)
    assert gpu.args[0].shape == (1, 4, 128, 128) and len(gpu.parameters) == len(sig.parameters)
    # The cut-down model keeps every kind of parameter the full one has.
    assert set(_kinds(SMALL)) == set(kinds)


def _dataflow(path: Path):
    """The exported function's SSA graph, from its text: each value's defining op and operands, each value's
    users, and the value each external parameter is loaded as (by its archive key)."""
    text = path.read_text()
    main = text[text.index("func.func @main"):text.index("util.func private")]
    defs, users, params = {}, collections.defaultdict(list), {}
    loaded = {}
    for line in main.splitlines():
        if m := re.match(r'\s*(%[\w.]+) = util\.global\.load @"?__auto\.([^" ]+)"? ', line):
            loaded[m.group(1)] = m.group(2)
            continue
        m = re.match(r"\s*(%[\w.-]+) = ([\w.]+) (.*)", line)
        if not m:
            continue
        result, op, rest = m.groups()
        operands = re.findall(r"%[\w.-]+", rest.split(" : ")[0])
        defs[result] = (op, operands, line)
        for o in operands:
            users[o].append(result)
        if op == "torch_c.from_builtin_tensor" and operands[0] in loaded:
            params[loaded[operands[0]]] = result
    return defs, users, params


def _follow(defs, users, value: str, ops: tuple[str, ...]) -> str | None:
    """Where `value` goes through `ops`, one after another, each its only user of that kind."""
    for op in ops:
        nxt = [u for u in users[value] if defs[u][0] == op]
        if len(nxt) != 1:
            return None
        value = nxt[0]
    return value


def test_each_quantization_parameter_does_in_the_ir_what_the_generator_makes_it_for():
    """difftest/corpus/parameters.py decides an int8 layer's parameters by sharktank's layout names; the
    exported IR says what each one does: `q_input:rscale` divides an activation that is then rounded, clamped to
    [-128, 127] and cast to int8; `bias:d` multiplies an int32 result cast to float (the accumulator's scale);
    `premul_input` multiplies the activation before its quantizer (or before a float layer)."""
    defs, users, params = _dataflow(SMALL)
    seen = collections.Counter()
    for key, value in params.items():
        if key.endswith("q_input:rscale"):
            div = next(u for u in users[value] if defs[u][0] == "torch.aten.div.Tensor")
            assert defs[div][1][1] == value, defs[div][2]
            clamp = _follow(defs, users, div, ("torch.aten.round", "torch.aten.clamp"))
            bounds = [defs[o][2].split()[-1] for o in defs[clamp][1][1:]]
            cast = _follow(defs, users, clamp, ("torch.prims.convert_element_type",))
            assert bounds == ["-128", "127"] and defs[cast][2].rstrip().endswith("si8>"), (key, bounds)
            seen["rscale"] += 1
        elif key.endswith("bias:d"):
            scale = _follow(defs, users, value, ("torch.aten.view",)) or value
            mul = next(u for u in users[scale] if defs[u][0] == "torch.aten.mul.Tensor")
            other = next(o for o in defs[mul][1] if o != scale)
            assert defs[other][0] == "torch.prims.convert_element_type" and "si32>" in defs[other][2], defs[other][2]
            seen["bias:d"] += 1
        elif key.endswith("premul_input"):
            assert any(defs[u][0] == "torch.aten.mul.Tensor" for u in users[value]), key
            seen["premul"] += 1
    kinds = _kinds(SMALL)
    assert seen == {"rscale": kinds[("q_input:rscale", "f32")], "bias:d": kinds[("bias:d", "f32")],
                    "premul": kinds[("premul_input", "f16")]}


def test_the_corpus_keeps_its_gpu_case_off_the_cpu_and_its_data_tiling_pair_on_the_same_export():
    cases = {c.name: c for c in load_corpus(CORPUS).cases}
    assert set(cases) == {"punet_int8/punet_32x32", "data_tiling_cpu/punet_32x32", "gpu/punet_128x128",
                          "small/punet_small"}
    assert cases["gpu/punet_128x128"].config.skip_for("llvm-cpu") and not cases["gpu/punet_128x128"].config.skip_for(
        "rocm:gfx942")
    for cpu_case in ("punet_int8/punet_32x32", "data_tiling_cpu/punet_32x32"):  # a GPU compiles the 128x128 one
        assert cases[cpu_case].config.skip_for("rocm:gfx942") and not cases[cpu_case].config.skip_for("llvm-cpu")
    assert cases["data_tiling_cpu/punet_32x32"].path.resolve() == (CORPUS / "punet_32x32.mlir").resolve()


def test_where_the_flag_acts_on_the_cut_down_punet(tmp_path):
    """`difftest where` on the cut-down int8 punet, llvm-cpu:haswell (dispatch creation only, about 20 s): the
    flag fuses the residual stream's encodings into the int8 matmul dispatches that produce it (each transformer
    layer's proj_in, attn1.to_out.0 and attn2.to_out.0; the next int8 matmul's dispatch adds it to its
    dequantised result), 12 sites, all fused; the time embedding's users are near-misses. It also fuses the
    encodings of the int8 activations shared by fused QKV (three matmuls) and KV (two) quantization, whose
    producers have a single user: 8 more changed groups that are not sites."""
    from difftest.cli import main as difftest_main

    out = tmp_path / "where"
    rc = difftest_main(["where", str(CORPUS / "small"), "--target", "llvm-cpu:haswell", "--out", str(out),
                        "--cache-dir", str(tmp_path / "cache")])
    assert rc == 0
    import json

    [found] = json.loads((out / "where.json").read_text())
    assert found["nodes"] == {"baseline": 441, "candidate": 421}
    rows = found["sites"]["--iree-dispatch-creation-experimental-multi-use-encoding-fusion"]
    sites = [r for r in rows if r["kind"] == "site"]
    assert len(sites) == 12 and all(r["fused"] for r in sites)
    assert {r["path"].split(" -> ")[0].rsplit(".", 1)[-1] for r in sites} == {"proj_in", "0"}  # proj_in, to_out.0
    assert sum(r["kind"] == "near-miss" for r in rows) == 7
    groups = found["groups"]
    shared = [g for g in groups if any(b.endswith(("attn1.to_qkv]", "attn2.to_kv]")) for b in g["baseline"])]
    assert len(groups) == 20 and len(shared) == 8, [g["baseline"] for g in groups]


def test_the_theta_is_what_sharktanks_importer_writes():
    """regen.py --check-import: punet_theta's theta (apply_per_layer_quant a layer at a time) against
    import_brevitas_dataset.main on files (params.safetensors, quant_params.json, config.json), every tensor
    equal. About 15 s."""
    python = _export_python()
    if python is None:
        pytest.skip("no export environment (DIFFTEST_EXPORT_PYTHON, or /work/export-venv): "
                    "pip install -r corpora/llama8b/requirements-export.txt")
    done = subprocess.run([python, str(CORPUS / "regen.py"), "--check-import"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "the same as import_brevitas_dataset.main writes" in done.stdout


# ---- the full model (slow: minutes and GBs each; the corpus README shows their output) ----------

@pytest.mark.slow
def test_the_committed_exports_are_what_the_recipe_makes_byte_for_byte(tmp_path):
    """Every export again: about 20 minutes on 2 cores, 8.4 GB at its peak (run_punet's export at SDXL width)."""
    python = _export_python()
    if python is None:
        pytest.skip("no export environment (DIFFTEST_EXPORT_PYTHON, or /work/export-venv)")
    subprocess.run([python, str(CORPUS / "regen.py"), "--out", str(tmp_path)], check=True, timeout=7200,
                   capture_output=True)
    for rel in ("small/punet_small.mlir", "punet_32x32.mlir", "gpu/punet_128x128.mlir"):
        assert (tmp_path / rel).read_bytes() == (CORPUS / rel).read_bytes(), rel


@pytest.mark.slow
def test_the_cut_down_punet_fails_with_the_flag_as_the_full_one_does(difftest):
    rc, report, text = difftest(str(CORPUS / "small"), "--target", "llvm-cpu:haswell", "--compile-only",
                                "--no-failing-pass")
    case = by_case(report)["small/punet_small"]
    assert rc == 0 and case["verdict"] == "xfail", case["reason"]
    assert FLAG_BUG in case["reason"]
    base, cand = (case["variants"][n]["compile"]["statistics"]["dispatch-count"] for n in ("baseline", "candidate"))
    assert (base, cand) == (441, 421)
