"""Regenerate corpora/llama405b_fp4: sharktank's paged Llama at Llama 3.1 405B widths, MXFP4 weights.

Runs in the export environment (corpora/llama8b/requirements-export.txt: sharktank 3.8,
iree-turbine 3.9, torch 2.13 CPU), never in difftest's own. Each weight set is a random
archive made in a temporary directory (never in git), each export is sharktank's own
exporter (`python -m sharktank.examples.export_paged_llm_v1`) with the options shark-ai's
405B fp4 script gives it (v3.8.0 scripts/export_and_compile.sh, `--dtype llama-405B-FP4`),
and the archive is deleted. The MLIR keeps every weight as an external parameter.

The block linears are MXFP4 as sharktank's Quark import (models/llama/tools/
import_quark_dataset.py, create_fp4_block_tensor) lays them out: a PlanarQuantizedTensor
with a BlockScaledFp4Layout, `X.weight:qs` uint8 [out, in/32, 16] (two e2m1 values a byte)
and `X.weight:d` uint8 [out, in/32, 1] (fe8m0 block scales, block 32). At 405B widths a bf16
weight quantized by `models/llama/testing.py:quantize_theta_to_fp4` does not fit in this
machine's memory (the FFN alone is 3 x 1.7 GB in bf16 before quantizing, plus the
quantizer's float32 copies), so the blocks and scales are made directly; every run first
checks, at toy width, that the direct theta has the names, classes, layouts, shapes and
dtypes `quantize_theta_to_fp4` gives (check_layout).

Memory: each step is its own process, one at a time; `--only` regenerates a subset.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from sharktank_steps import run_measured, regen_weights  # noqa: E402

SEED = 405
EXPORTER = "sharktank.examples.export_paged_llm_v1"
STEP_TIMEOUT_S = 3600
BLOCK = 32  # MXFP4: one fe8m0 scale per 32 e2m1 values
HEAD_DIM = 128
# The 405B vocabulary (128256) is cut: its f16 embedding and LM head are 4.2 GB each, which
# neither this machine's exports nor difftest's generated parameters need to hold. The vocabulary
# sizes only the embedding gather and the LM head's N; every block linear keeps its 405B shape.
VOCAB_405B = 16384


@dataclass(frozen=True)
class Width:
    hidden: int
    ffn: int
    heads: int
    kv_heads: int
    vocab: int


WIDTHS = {
    "405b": Width(hidden=16384, ffn=53248, heads=128, kv_heads=8, vocab=VOCAB_405B),
    # Same structure, compiles in seconds: the default tier's.
    "toy": Width(hidden=256, ffn=512, heads=2, kv_heads=1, vocab=256),
}


@dataclass(frozen=True)
class Weights:
    """One random archive; several exports share it."""

    name: str
    width: str
    blocks: int
    # quantize_theta_to_fp4 inserts an fp8 kv-cache quantizer; without it the cache is f16.
    kv_quantizer: bool = True


@dataclass(frozen=True)
class Export:
    name: str
    weights: str
    kernel: str  # the exporter's --matmul-kernel
    kv_cache_dtype: str = "float8_e4m3fn"

    def argv(self, irpa: Path, mlir: Path, config: Path) -> list[str]:
        # shark-ai v3.8.0 scripts/export_and_compile.sh, llama-405B-FP4, except the batch sizes: the
        # script exports prefill at 4 and decode at 4 and 8; difftest runs batch 1 only.
        # Activations are f16, never bf16: the pure-IREE fp4 matmul (iree_mxfp4_bmm) returns f16,
        # so a bf16 export fails in the residual add after it (the 405B script uses f16 too).
        return [sys.executable, "-m", EXPORTER, f"--irpa-file={irpa}", f"--output-mlir={mlir}",
                f"--output-config={config}", "--bs-prefill=1", "--bs-decode=1",
                "--attention-dtype=float16", "--activation-dtype=float16", "--attention-kernel=torch",
                f"--matmul-kernel={self.kernel}", "--use-hf", f"--kv-cache-dtype={self.kv_cache_dtype}",
                "--device-block-count=4096"]

    @property
    def extern(self) -> bool:
        return self.kernel.startswith("sharktank.asm")


WEIGHTS = {w.name: w for w in (
    Weights("405b_1blk", "405b", 1),
    Weights("405b_2blk", "405b", 2),
    Weights("405b_f16kv_1blk", "405b", 1, kv_quantizer=False),
    Weights("toy", "toy", 1),
    Weights("toy_f16kv", "toy", 1, kv_quantizer=False),
)}
# The pure-IREE fp4 matmul (ops/custom_impls.py matmul_generic_tensor_block_scaled_fp4_iree):
# each matmul's activation is quantized to fp4 blocks on the fly and IREE gets a scaled
# contraction it can data-tile.
IREE = "sharktank.iree;*"
# shark-ai's own 405B script: the hand-written gfx950 asm kernel, its preshuffled variant.
# The script exports a preshuffled archive (import_quark_dataset --apply-shuffle: the same names,
# shapes and dtypes, the bytes of each :qs permuted by shuffle_weight, and the property
# use_shuffled_kernel, which makes the exporter put sharktank.asm.shuffled first). Random bytes
# permuted are random bytes, and the weights are external, so the exported IR is the same; the
# kernel is selected here as the script selects it, by the flag.
ASM = "sharktank.asm.shuffled;*"
EXPORTS = (
    Export("iree_1blk", "405b_1blk", IREE),
    Export("asm_1blk", "405b_1blk", ASM),
    Export("iree_2blk", "405b_2blk", IREE),
    Export("asm_2blk", "405b_2blk", ASM),
    # The fp8 kv-cache write does not legalize on llvm-cpu (arith.truncf f16 -> f8E4M3FN), with
    # or without data tiling: without the quantizer and with an f16 cache, the fp4 matmuls are
    # what a CPU compiles (a departure from the 405B script, for llvm-cpu's answer only).
    Export("iree_f16kv_1blk", "405b_f16kv_1blk", IREE, kv_cache_dtype="float16"),
    Export("toy_iree", "toy", IREE),
    Export("toy_asm", "toy", ASM),
    Export("toy_iree_f16kv", "toy_f16kv", IREE, kv_cache_dtype="float16"),
)


# ---- in a child process: one random archive -------------------------------------------------

def llama_config(width: Width, blocks: int):
    import torch
    from sharktank.layers.configs import LlamaHParams, LlamaModelConfig

    hp = LlamaHParams(model_arch="llama", vocab_size=width.vocab, context_length=131072,
                      embedding_length=width.hidden, block_count=blocks, feed_forward_length=width.ffn,
                      attention_head_count=width.heads, attn_head_dim=HEAD_DIM,
                      attention_head_count_kv=width.kv_heads, attention_layer_norm_rms_epsilon=1e-5,
                      rope_dimension_count=HEAD_DIM, rope_freq_base=500000.0, expert_count=0, expert_used_count=0)
    return LlamaModelConfig(hp=hp, block_seq_stride=32, activation_dtype=torch.float16,
                            attention_dtype=torch.float16)


def fp4_linear(name: str, out_features: int, in_features: int, gen):
    """An MXFP4 weight as import_quark_dataset's create_fp4_block_tensor builds it from Quark's
    uint8 weight [out, in/2] and uint8 fe8m0 scale [out, in/32]; random bytes (every e2m1 code
    is finite) and scales 2^-9..2^-6 (an fe8m0 byte b is 2^(b-127); 0xFF would be NaN)."""
    import torch
    from sharktank.types import BlockScaledFp4Layout, PlanarQuantizedTensor

    blocks = in_features // BLOCK
    qs = torch.randint(0, 256, (out_features, blocks, BLOCK // 2), dtype=torch.uint8, generator=gen)
    d = torch.randint(118, 122, (out_features, blocks, 1), dtype=torch.uint8, generator=gen)
    layout = BlockScaledFp4Layout(shape=[out_features, in_features], d=d, qs=qs, block_size=BLOCK,
                                  use_fe8m0_scale=True)
    return PlanarQuantizedTensor(shape=[out_features, in_features], name=name, layout=layout)


def direct_fp4_theta(config, kv_quantizer: bool):
    """What make_random_llama_theta then quantize_theta_to_fp4 give, in their order, without
    ever holding a float copy of a block linear."""
    import torch
    from sharktank.types import DefaultPrimitiveTensor, StaticScaledQuantizer
    from sharktank.types.theta import Theta

    hp = config.hp
    gen = torch.Generator().manual_seed(SEED)
    h, kv = hp.embedding_length, hp.attention_head_count_kv * hp.attn_head_dim

    def plain(name, shape, dtype, scale=1.0, offset=0.0):
        data = (torch.randn(shape, generator=gen, dtype=torch.float32) * scale + offset).to(dtype)
        return DefaultPrimitiveTensor(name=name, data=data)

    tensors = {"token_embd.weight": plain("token_embd.weight", (hp.vocab_size, h), torch.float16)}
    for i in range(hp.block_count):
        p = f"blk.{i}."
        linears = {"attn_q": (h, h), "attn_k": (kv, h), "attn_v": (kv, h), "attn_output": (h, h)}
        for lin, (out_f, in_f) in linears.items():
            tensors[f"{p}{lin}.weight"] = fp4_linear(f"{p}{lin}.weight", out_f, in_f, gen)
        if kv_quantizer:  # as quantize_theta_to_fp4 inserts it, after attn_output
            tensors[f"{p}kv_cache.quantizer"] = StaticScaledQuantizer(
                name=f"{p}kv_cache.quantizer", scale=torch.tensor(0.5, dtype=torch.float16),
                dtype=torch.float8_e4m3fn)
        tensors[f"{p}attn_norm.weight"] = plain(f"{p}attn_norm.weight", (h,), torch.float32, 0.02, 1.0)
        tensors[f"{p}ffn_norm.weight"] = plain(f"{p}ffn_norm.weight", (h,), torch.float32, 0.02, 1.0)
        for lin, (out_f, in_f) in {"ffn_gate": (hp.feed_forward_length, h), "ffn_up": (hp.feed_forward_length, h),
                                   "ffn_down": (h, hp.feed_forward_length)}.items():
            tensors[f"{p}{lin}.weight"] = fp4_linear(f"{p}{lin}.weight", out_f, in_f, gen)
    tensors["output.weight"] = plain("output.weight", (hp.vocab_size, h), torch.float16)
    tensors["output_norm.weight"] = plain("output_norm.weight", (1, h), torch.float32, 0.02, 1.0)
    return Theta(tensors)


def describe(theta) -> list[tuple]:
    """Per tensor, in order: name, class, layout and its metadata, and each stored plane's
    name, shape and dtype: what an archive and the exporter see."""
    rows = []
    for name, t in theta.flatten().items():
        layout = getattr(t, "layout", None)
        meta = dict(layout.metadata) if layout is not None and layout.metadata else {}
        planes = [(k, tuple(v.shape), str(v.dtype)) for k, v in sorted(t.subtensors.items())]
        rows.append((name, type(t).__name__, type(layout).__name__ if layout is not None else "", meta, planes))
    return rows


def check_layout() -> None:
    """The direct theta equals quantize_theta_to_fp4's at toy width, tensor by tensor."""
    import torch
    from sharktank.models.llama.testing import make_random_llama_theta, quantize_theta_to_fp4
    from sharktank.types import DynamicFp4BlockQuantizer

    config = llama_config(WIDTHS["toy"], 2)
    torch.manual_seed(SEED)
    theta = make_random_llama_theta(config=config, vocab_size=config.hp.vocab_size, dtype_rest=torch.float16,
                                    dtype_norm=torch.float32)
    want = describe(quantize_theta_to_fp4(theta, DynamicFp4BlockQuantizer(block_size=BLOCK, use_fe8m0_scale=True)))
    got = describe(direct_fp4_theta(config, kv_quantizer=True))
    if got != want:
        diff = [f"  quantize_theta_to_fp4: {w}\n  direct:                {g}" for w, g in zip(want, got) if w != g]
        raise SystemExit("regen: the direct fp4 theta is not quantize_theta_to_fp4's:\n" + "\n".join(diff[:6])
                         + (f"\n  ({len(want)} against {len(got)} tensors)" if len(want) != len(got) else ""))


def make_weights(name: str, irpa: Path) -> None:
    from sharktank.types import Dataset

    w = WEIGHTS[name]
    config = llama_config(WIDTHS[w.width], w.blocks)
    Dataset(config.hp.to_gguf_props(), direct_fp4_theta(config, w.kv_quantizer)).save(str(irpa))


# ---- the driver --------------------------------------------------------------------------------


def generic_form(mlir: Path, out: Path) -> None:
    """sharktank 3.8's asm kernel is a `hal.dispatch.extern` whose pretty form IREE 3.13 cannot
    parse ("inherent attribute 'workgroup_size' cannot be parsed from attr-dict when strict
    properties in assembly format is enabled"); the export environment's own iree-opt (3.9)
    prints the module in generic form, which 3.13 reads."""
    iree_opt = Path(sys.executable).parent / "iree-opt"
    subprocess.run([str(iree_opt), "--mlir-print-op-generic", str(mlir), "-o", str(out)], check=True,
                   timeout=STEP_TIMEOUT_S)


def export_one(e: Export, irpa: Path, tmp: Path, out: Path) -> tuple[float, float]:
    mlir, config = tmp / f"{e.name}.mlir", tmp / f"{e.name}.json"
    took = run_measured(e.argv(irpa, mlir, config), STEP_TIMEOUT_S)
    if e.extern:
        generic_form(mlir, out / f"{e.name}.mlir")
    else:
        shutil.copyfile(mlir, out / f"{e.name}.mlir")
    # Indented so that a regeneration's change reads as a diff; the content is sharktank's.
    exported = json.loads(config.read_text())
    (out / f"{e.name}.config.json").write_text(json.dumps(exported, indent=2) + "\n")
    mlir.unlink()
    return took


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("-k", "--only", action="append", default=[], help="export only these (repeatable)")
    ap.add_argument("--make-weights", choices=sorted(WEIGHTS), help=argparse.SUPPRESS)
    ap.add_argument("--check-layout", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--irpa", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.check_layout:
        check_layout()
        return 0
    if args.make_weights:
        make_weights(args.make_weights, args.irpa)
        return 0
    chosen = [e for e in EXPORTS if not args.only or e.name in args.only]
    if unknown := set(args.only) - {e.name for e in EXPORTS}:
        ap.error(f"unknown export(s) {sorted(unknown)}; known: {[e.name for e in EXPORTS]}")
    args.out.mkdir(parents=True, exist_ok=True)
    secs, _ = run_measured([sys.executable, __file__, "--check-layout"], STEP_TIMEOUT_S)
    summary = [f"the direct fp4 theta has quantize_theta_to_fp4's layout (toy width, checked in {secs:.0f} s)"]
    print(summary[0], flush=True)
    for name in WEIGHTS:
        if mine := [e for e in chosen if e.weights == name]:
            summary += regen_weights(__file__, name, mine, args.out, "llama405b-fp4", STEP_TIMEOUT_S, export_one)
    print("\n".join(["", *summary]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
