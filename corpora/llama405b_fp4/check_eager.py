"""Check once that difftest's generated MXFP4 weights make a plausible model: sharktank's own eager
forward (PagedLlmModelV1, the class the exporter traces, with the same pure-IREE fp4 matmul) with
exactly the weights difftest generates from the IR's declarations (corpus/parameters.py, the case's
seed), on the prompt difftest fed the module and the tokens its baseline chose, against each
variant's outputs from a difftest run.

    python corpora/llama405b_fp4/check_eager.py RUN_DIR/data_tiling_cpu_toy_iree_f16kv-*/   # export environment

RUN_DIR is a `difftest run` artifact directory of an f16-cache export (the fp8-cache ones compile
on no CPU). The eager forward runs three times, once per way of quantizing each matmul's
activation to e2m1: `kernel`, sharktank's own dynamic_quantize_to_fp4 (an MLIR kernel the export
environment's IREE 3.9 runs eagerly; it drops the sign of values that round to +-0.5); `exact`,
sharktank's torch path (round to nearest); and `as-3.13`, that torch path with the rounding IREE
3.13's llvm-cpu lowering of arith.scaling_truncf gives (|x| in (0.75, 1) -> 0, not 1: README.md).
It prints the eager logits' spread, each variant's error against each call by call (prefill, each
decode step) and their top-1 agreement, and the largest activation of each layer.
"""
from __future__ import annotations

import argparse
import contextlib
import functools
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # difftest itself, for the generator and the arrays' format
sys.path.insert(0, str(HERE))

from difftest.corpus.inputs import load_arrays  # noqa: E402
from difftest.corpus.parameters import mxfp4_role, value_of  # noqa: E402
from difftest.corpus.signature import read_signature  # noqa: E402

from regen import EXPORTS, WEIGHTS, WIDTHS, llama_config  # noqa: E402

QUANTIZERS = ("exact", "as-3.13", "kernel")


def fp4_theta(decls, seed: int):
    """sharktank's theta from difftest's generated values: each MXFP4 pair as the Quark import
    lays it out (BlockScaledFp4Layout, fe8m0 scales), everything else as a plain tensor."""
    import torch
    from sharktank.types import BlockScaledFp4Layout, DefaultPrimitiveTensor, PlanarQuantizedTensor
    from sharktank.types.theta import Theta

    values = {d.key: value_of(d, seed, decls) for d in decls}
    roles = {d.key: mxfp4_role(d, decls) for d in decls}
    if any("quantizer" in k for k in values):
        raise SystemExit("check_eager: this export quantizes its KV cache to fp8, which compiles on no CPU; "
                         "check an f16-cache export (iree_f16kv_1blk, toy_iree_f16kv)")
    tensors = {}
    for key, v in values.items():
        if roles[key] == "scales":
            continue
        if roles[key] == "values":
            name = key.rsplit(":", 1)[0]
            qs = torch.from_numpy(v.view(np.uint8).copy())
            d = torch.from_numpy(values[name + ":d"].view(np.uint8).copy())
            shape = [qs.shape[0], qs.shape[1] * 32]
            layout = BlockScaledFp4Layout(shape=shape, d=d, qs=qs, block_size=32, use_fe8m0_scale=True)
            tensors[name] = PlanarQuantizedTensor(shape=shape, name=name, layout=layout)
        else:
            tensors[key] = DefaultPrimitiveTensor(name=key, data=torch.from_numpy(np.array(v)))
    return Theta(tensors)


def e2m1_as_iree_3_13(float32_to_fp4_e2m1):
    """sharktank's round-to-nearest e2m1 conversion, with IREE 3.13's llvm-cpu error: a value
    whose magnitude is in (0.75, 1) becomes 0 (a signed zero), where it should become 1."""
    import torch

    def convert(values):
        codes = float32_to_fp4_e2m1(values)
        lost = (values.abs() > 0.75) & (values.abs() < 1.0)
        return torch.where(lost, torch.where(values < 0, 8, 0).to(codes.dtype), codes)
    return convert


@contextlib.contextmanager
def activation_quantizer(kind: str):
    """The pure-IREE matmul's activation quantizer, as `kind` quantizes (see the docstring)."""
    import sharktank.ops.custom_impls as impls
    import sharktank.types.quantizers as quantizers

    saved = impls.DynamicFp4BlockQuantizer, quantizers.float32_to_fp4_e2m1
    if kind != "kernel":
        impls.DynamicFp4BlockQuantizer = functools.partial(saved[0], use_sharktank_kernel=False)
    if kind == "as-3.13":
        quantizers.float32_to_fp4_e2m1 = e2m1_as_iree_3_13(saved[1])
    try:
        yield
    finally:
        impls.DynamicFp4BlockQuantizer, quantizers.float32_to_fp4_e2m1 = saved


def eager_calls(model, prompt: list[int], base: list[np.ndarray], stride: int) -> list[np.ndarray]:
    """Prefill then decode as difftest's worker calls the module: page 0 unused, pages from 1,
    each decode fed the baseline's greedy token."""
    import torch
    from sharktank.layers import CacheAllocation

    steps, pages = len(base) - 2, base[-1].shape[0]  # prefill, the decode steps, the cache
    cache = CacheAllocation(allocation=[torch.zeros(base[-1].shape, dtype=torch.float16)])
    ids = list(range(1, pages))
    blocks = -(-len(prompt) // stride)
    tokens = torch.tensor([prompt + [0] * (blocks * stride - len(prompt))])
    with torch.no_grad():
        calls = [model.prefill(tokens, seq_lens=torch.tensor([len(prompt)]), seq_block_ids=torch.tensor([ids[:blocks]]),
                               cache_state=cache)[:, :len(prompt)]]
        for k in range(steps):
            pos = len(prompt) + k
            calls.append(model.decode(torch.tensor([[int(np.argmax(base[k][0, -1]))]]),
                                      seq_lens=torch.tensor([pos + 1]), start_positions=torch.tensor([pos]),
                                      seq_block_ids=torch.tensor([ids[:pos // stride + 1]]), cache_state=cache))
    return [c.float().numpy() for c in calls]


def stats(got: np.ndarray, ref: np.ndarray) -> str:
    err = got - ref
    cos = float((got * ref).sum() / np.sqrt((got * got).sum() * (ref * ref).sum()))
    top1 = float(np.mean(got.argmax(-1) == ref.argmax(-1)))
    return (f"max abs {np.abs(err).max():.3g}, relative L2 {np.linalg.norm(err) / np.linalg.norm(ref):.3g}, "
            f"cosine {cos:.6f}, top-1 agreement {top1:.1%}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("case_dir", type=Path, help="a case's directory in a difftest run's artifacts")
    ap.add_argument("--export", default="toy_iree_f16kv", choices=[e.name for e in EXPORTS if "f16kv" in e.name])
    ap.add_argument("--seed", type=int, default=0, help="the case's seed (difftest.toml's; 0 unless set)")
    args = ap.parse_args(argv)

    import torch
    from sharktank.models.llm import PagedLlmModelV1

    export = next(e for e in EXPORTS if e.name == args.export)
    weights = WEIGHTS[export.weights]
    sig = read_signature(HERE / f"{export.name}.mlir", "prefill_bs1")
    config = llama_config(WIDTHS[weights.width], weights.blocks)
    config.matmul_kernel = export.kernel
    config.kv_cache_dtype = torch.float16
    config.hp.rope_interleave_emb = False  # the export's --use-hf
    model = PagedLlmModelV1(fp4_theta(sig.parameters, args.seed), config)

    peaks: dict[str, float] = {}

    def hook(name):
        def record(_m, _i, out):
            t = out[0] if isinstance(out, tuple) else out
            if isinstance(t, torch.Tensor):
                peaks[name] = max(peaks.get(name, 0.0), float(t.detach().float().abs().max()))
        return record

    for name, m in model.named_modules():
        if name.count(".") <= 2 and name:
            m.register_forward_hook(hook(name))

    prompt = [int(t) for t in load_arrays(args.case_dir / "inputs.npz")[0].reshape(-1)]
    variants = {p.parent.parent.name: [a.astype(np.float32) for a in load_arrays(p)]
                for p in sorted(args.case_dir.glob("*/run/outputs.npz"))}
    for kind in QUANTIZERS:
        peaks.clear()
        with activation_quantizer(kind):
            eager = eager_calls(model, prompt, variants["baseline"], config.block_seq_stride)
        print(f"eager, activations quantized {kind!r}: prefill logits std {eager[0].std():.4f}, "
              f"|max| {np.abs(eager[0]).max():.4f}, finite {all(np.isfinite(e).all() for e in eager)}")
        if kind == QUANTIZERS[0]:
            print("  largest activation per layer: " + ", ".join(f"{k} {v:.3g}" for k, v in peaks.items()))
        for name, outs in variants.items():
            for i, e in enumerate(eager):
                call = "prefill" if i == 0 else f"decode {i}"
                print(f"  {name} {call}: std {outs[i].std():.4f}; against it: {stats(outs[i], e)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
