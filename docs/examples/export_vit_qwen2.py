"""Export torchvision's vit_b_16 and a 2-layer Qwen2 as a user would with iree-turbine, weights
external (#flow.parameter.named), random weights, nothing downloaded: the two models docs/where.md
reads (issue 55's "models nobody named").

    python export_vit_qwen2.py vit OUT_DIR     # OUT_DIR/vit.mlir (194 KB)
    python export_vit_qwen2.py qwen OUT_DIR    # OUT_DIR/qwen.mlir (55 KB)
    difftest where OUT_DIR/vit.mlir OUT_DIR/qwen.mlir --target llvm-cpu:haswell

Needs torch (CPU), iree-turbine and, for each model, torchvision or transformers (checked with torch
2.13.0+cpu, iree-turbine 3.9.0, torchvision 0.28.0, transformers 4.52.1).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "corpora"))  # the export scripts' shared pieces
from turbine_shim import causal_lm_logits  # noqa: E402


def declare_torchvision_ops() -> None:
    """The registry's torchvision is a CUDA build whose C ops do not load beside the CPU torch, and
    transformers imports torchvision where it is installed: declaring the two ops it registers first
    lets both import."""
    torch.library.define("torchvision::nms", "(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
    torch.library.define("torchvision::qnms", "(Tensor qdets, Tensor scores, float iou_threshold) -> Tensor")


def build(which: str):
    torch.manual_seed(0)
    declare_torchvision_ops()
    if which == "vit":
        import torchvision

        return torchvision.models.vit_b_16().eval(), (torch.zeros(1, 3, 224, 224),)
    import transformers

    # Qwen2-0.5B's widths, two layers, the embedding tied to the output projection.
    cfg = transformers.Qwen2Config(hidden_size=896, intermediate_size=4864, num_hidden_layers=2,
                                   num_attention_heads=14, num_key_value_heads=2, vocab_size=151936,
                                   tie_word_embeddings=True, max_position_embeddings=512)
    cfg._attn_implementation = "eager"
    return causal_lm_logits(torch, transformers.Qwen2ForCausalLM(cfg).eval()), (torch.zeros(1, 32, dtype=torch.int64),)


def main() -> None:
    which, out = sys.argv[1], Path(sys.argv[2])
    from iree.turbine import aot

    t0 = time.time()
    model, args = build(which)
    aot.externalize_module_parameters(model)
    out.mkdir(parents=True, exist_ok=True)
    aot.export(model, args=args).save_mlir(str(out / f"{which}.mlir"))
    print(f"wrote {out / f'{which}.mlir'} in {time.time() - t0:.1f} s")


if __name__ == "__main__":
    main()
