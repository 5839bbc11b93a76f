"""Regenerate corpora/llama8b: sharktank's paged Llama 3.1 8B as users export it.

Runs in the export environment (requirements-export.txt), never in difftest's
own: sharktank, iree-turbine and torch are an extra for regenerating, not a
dependency of difftest. Random weights from a fixed seed at Llama 3.1 8B's
dimensions (only the block count is cut) are saved as .irpa into a temporary
directory, each configuration is exported by sharktank's own exporter
(`python -m sharktank.examples.export_paged_llm_v1`), the MLIR and the exported
config JSON are written here, and the archive is deleted. The exported MLIR
keeps every weight as an external parameter, so it is small and needs no archive
to compile.

Memory: each step is its own process, one at a time, so nothing outlives it;
making a one-block archive peaks at about 9.4 GB (the full 128256 vocabulary).
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from sharktank_steps import run_measured, regen_weights  # noqa: E402

SEED = 12345
VOCAB = 128256  # Llama 3.1's
EXPORTER = "sharktank.examples.export_paged_llm_v1"
STEP_TIMEOUT_S = 1800
FP8_DTYPES = ("--activation-dtype=bfloat16", "--attention-dtype=bfloat16", "--kv-cache-dtype=float8_e4m3fn")


@dataclass(frozen=True)
class Weights:
    """One random archive; several exports share it."""

    name: str
    fp8: bool
    blocks: int


@dataclass(frozen=True)
class Export:
    name: str
    weights: str
    attention: str  # sharktank's --attention-kernel: torch or decomposed
    decode: bool = True  # False: --skip-decode, prefill only

    def argv(self, irpa: Path, mlir: Path, config: Path, fp8: bool) -> list[str]:
        argv = [sys.executable, "-m", EXPORTER, f"--irpa-file={irpa}", f"--output-mlir={mlir}",
                f"--output-config={config}", "--bs-prefill=1", "--bs-decode=1", f"--attention-kernel={self.attention}"]
        if not self.decode:
            argv.append("--skip-decode")
        return argv + list(FP8_DTYPES if fp8 else ())


WEIGHTS = {w.name: w for w in (Weights("f16_1blk", False, 1), Weights("f16_2blk", False, 2),
                                Weights("fp8_1blk", True, 1))}
EXPORTS = (
    Export("f16_torch_1blk", "f16_1blk", "torch"),
    # With data tiling, rocm fails on the decode function in 3.13: prefill alone
    # is where the seed flag's effect on f16 can be seen there.
    Export("f16_torch_1blk_prefill", "f16_1blk", "torch", decode=False),
    Export("f16_decomposed_1blk", "f16_1blk", "decomposed"),
    Export("f16_torch_2blk", "f16_2blk", "torch"),
    Export("fp8_decomposed_1blk", "fp8_1blk", "decomposed"),
    Export("fp8_decomposed_1blk_prefill", "fp8_1blk", "decomposed", decode=False),
    Export("fp8_torch_1blk", "fp8_1blk", "torch"),
    Export("fp8_torch_1blk_prefill", "fp8_1blk", "torch", decode=False),
)


# ---- in a child process: one random archive -------------------------------------------------

def llama8b_config(blocks: int, fp8: bool):
    import torch
    from sharktank.layers.configs import LlamaHParams, LlamaModelConfig

    dtype = torch.bfloat16 if fp8 else torch.float16
    hp = LlamaHParams(model_arch="llama", vocab_size=VOCAB, context_length=131072, embedding_length=4096,
                      block_count=blocks, feed_forward_length=14336, attention_head_count=32, attn_head_dim=128,
                      attention_head_count_kv=8, attention_layer_norm_rms_epsilon=1e-5, rope_dimension_count=128,
                      rope_freq_base=500000.0, expert_count=0, expert_used_count=0)
    return LlamaModelConfig(hp=hp, block_seq_stride=32, activation_dtype=dtype, attention_dtype=dtype)


LINEARS = ("attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down")


def quantize_fp8(theta, blocks: int):
    """Per-tensor static-scaled float8_e4m3fn weights for every block linear,
    a static input quantizer before each, and a kv-cache quantizer: the layout
    sharktank's fp8 Llama (import_quark_dataset) has, with made-up scales."""
    import torch
    from sharktank.types import StaticScaledQuantizer
    from sharktank.types.theta import Theta

    tree = theta.tree

    def quantizer(name: str, scale: float) -> StaticScaledQuantizer:
        return StaticScaledQuantizer(name=name, scale=torch.tensor(scale, dtype=torch.float32),
                                     reciprocal_scale=torch.tensor(1.0 / scale, dtype=torch.float32),
                                     dtype=torch.float8_e4m3fn)

    for i in range(blocks):
        block = tree["blk"][str(i)]  # Theta nests dotted names
        for lin in LINEARS:
            prefix = f"blk.{i}.{lin}"
            weight = block[lin]["weight"].as_torch()
            block[lin] = {"weight": quantizer(f"{prefix}.weight", 224.0).quantize(weight, name=f"{prefix}.weight"),
                          "q_input": quantizer(f"{prefix}.q_input", 64.0)}
        block["kv_cache"] = {"quantizer": quantizer(f"blk.{i}.kv_cache.quantizer", 2.0)}
    return Theta(tree)


def make_weights(name: str, irpa: Path) -> None:
    import torch
    from sharktank.models.llama.testing import make_random_llama_theta
    from sharktank.types import Dataset

    w = WEIGHTS[name]
    torch.manual_seed(SEED)
    config = llama8b_config(w.blocks, w.fp8)
    theta = make_random_llama_theta(config=config, vocab_size=VOCAB, dtype_rest=config.activation_dtype,
                                    dtype_norm=torch.float32)
    if w.fp8:
        theta = quantize_fp8(theta, w.blocks)
    Dataset(config.hp.to_gguf_props(), theta).save(str(irpa))


# ---- the driver --------------------------------------------------------------------------------


def export_one(e: Export, irpa: Path, tmp: Path, out: Path) -> tuple[float, float]:
    mlir, config = tmp / f"{e.name}.mlir", tmp / f"{e.name}.json"
    took = run_measured(e.argv(irpa, mlir, config, WEIGHTS[e.weights].fp8), STEP_TIMEOUT_S)
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
    ap.add_argument("--irpa", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.make_weights:
        make_weights(args.make_weights, args.irpa)
        return 0
    chosen = [e for e in EXPORTS if not args.only or e.name in args.only]
    if unknown := set(args.only) - {e.name for e in EXPORTS}:
        ap.error(f"unknown export(s) {sorted(unknown)}; known: {[e.name for e in EXPORTS]}")
    args.out.mkdir(parents=True, exist_ok=True)
    summary = []
    for name in WEIGHTS:
        if mine := [e for e in chosen if e.weights == name]:
            summary += regen_weights(__file__, name, mine, args.out, "llama8b", STEP_TIMEOUT_S, export_one)
    print("\n".join(["", *summary]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
