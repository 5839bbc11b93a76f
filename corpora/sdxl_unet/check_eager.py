"""Check once that difftest's generated weights keep the UNet in a plausible range at every layer:
diffusers' eager forward in float32, with exactly the weights difftest generates from the IR's
declarations (corpus/parameters.py, the case's seed), on exactly the inputs it fed the module,
against the module's output from a difftest run.

    python corpora/sdxl_unet/check_eager.py RUN_DIR/data_tiling_cpu_unet_32x32-*/   # in the export environment

RUN_DIR is a `difftest run` artifact directory: the case's inputs.npz and each variant's outputs.
It prints, per variant, the output's spread and its error against the eager float32 forward; and
the largest activation of every block (hooks), so that a layer that blows up or dies shows.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # difftest itself, for the generator and the arrays' format

from difftest.corpus.inputs import load_arrays  # noqa: E402
from difftest.corpus.parameters import value_of  # noqa: E402
from difftest.corpus.signature import read_signature  # noqa: E402

from export import CONFIG  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("case_dir", type=Path, help="a case's directory in a difftest run's artifacts")
    ap.add_argument("--ir", type=Path, default=HERE / "unet_32x32.mlir")
    ap.add_argument("--seed", type=int, default=0, help="the case's seed (difftest.toml's; 0 unless set)")
    args = ap.parse_args(argv)

    import diffusers
    import torch

    sig = read_signature(args.ir, None)
    with torch.device("meta"):
        unet = diffusers.UNet2DConditionModel(**CONFIG)
    unet = unet.to_empty(device="cpu").float().eval()
    state = unet.state_dict()
    with torch.no_grad():
        for d in sig.parameters:
            state[d.key].copy_(torch.from_numpy(value_of(d, args.seed, sig.parameters).astype(np.float32)))
    peaks: dict[str, float] = {}

    def hook(name):
        def record(_m, _i, out):
            t = out[0] if isinstance(out, tuple) else out
            peaks[name] = float(t.detach().abs().max())
        return record

    for name, m in unet.named_modules():
        if name.count(".") == 1 or name in ("conv_in", "time_embedding", "add_embedding", "mid_block", "conv_out"):
            m.register_forward_hook(hook(name))
    x = [torch.from_numpy(a.astype(np.float32)) for a in load_arrays(args.case_dir / "inputs.npz")]
    with torch.no_grad():
        ref = unet(x[0], x[1], x[2], added_cond_kwargs={"text_embeds": x[3], "time_ids": x[4]},
                   return_dict=False)[0].numpy().astype(np.float64)
    print(f"eager float32: output std {ref.std():.4f}, |max| {np.abs(ref).max():.4f}, finite {np.isfinite(ref).all()}")
    print("largest activation per block: " + ", ".join(f"{k} {v:.3g}" for k, v in peaks.items()))
    for out in sorted(args.case_dir.glob("*/run/outputs.npz")):
        got = load_arrays(out)[0].astype(np.float64)
        err = got - ref
        cos = float((got * ref).sum() / np.sqrt((got * got).sum() * (ref * ref).sum()))
        print(f"{out.parent.parent.name}: std {got.std():.4f}; against eager float32: max abs {np.abs(err).max():.3g}, "
              f"relative L2 {np.linalg.norm(err) / np.linalg.norm(ref):.3g}, cosine {cos:.6f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
