"""Export SDXL base 1.0's UNet as its users export it with iree-turbine, weights external.

    python corpora/sdxl_unet/export.py --latent 32 --out corpora/sdxl_unet/unet_32x32.mlir
    python corpora/sdxl_unet/export.py --latent 128 --out corpora/sdxl_unet/gpu/unet_128x128.mlir
    python corpora/sdxl_unet/export.py --latent 8 --small --out /tmp/unet_small.mlir   # the CI test's

run in the environment requirements-export.txt pins (Python 3.11). The model is diffusers'
UNet2DConditionModel at the config SDXL base 1.0 publishes (CONFIG, nothing cut: 2,567,463,684
parameters, 70 transformer blocks), built in f16 with no weights drawn at all: every parameter
becomes a `#stream.parameter.named<"model"::"...">` global, so the .mlir holds the program only and
comes out byte for byte the same on every run (no random state reaches it), and difftest generates
the weights from the declarations. `--small` keeps every block type and code path (down, cross-
attention, mid and up blocks, the text-time embedding, linear projections) at toy widths and one
layer each, so that a test can export and compile it in seconds.

The inputs are what StableDiffusionXLPipeline passes the UNet for one image at one step (batch 1,
classifier-free guidance off): sample [1, 4, H/8, W/8], timestep [1], encoder_hidden_states
[1, 77, 2048], and the added conditions text_embeds [1, 1280] and time_ids [1, 6], all f16; the
result is the predicted noise, [1, 4, H/8, W/8] f16.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # corpora/: the export scripts' shared shim
from turbine_shim import shim_turbine_bindings  # noqa: E402

# SDXL base 1.0's unet/config.json (stabilityai/stable-diffusion-xl-base-1.0), the fields that
# differ from diffusers' defaults; nothing is downloaded.
CONFIG = dict(
    sample_size=128, in_channels=4, out_channels=4, layers_per_block=2,
    block_out_channels=(320, 640, 1280),
    down_block_types=("DownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D"),
    up_block_types=("CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"),
    mid_block_type="UNetMidBlock2DCrossAttn",
    transformer_layers_per_block=(1, 2, 10), attention_head_dim=(5, 10, 20), cross_attention_dim=2048,
    addition_embed_type="text_time", addition_time_embed_dim=256, projection_class_embeddings_input_dim=2816,
    use_linear_projection=True, norm_num_groups=32, norm_eps=1e-5, flip_sin_to_cos=True, freq_shift=0,
    act_fn="silu",
)
# The same code paths at toy widths, two levels instead of three: a plain down block, a cross-attention
# down block, the cross-attention mid block, a cross-attention up block, a plain up block, the text-time
# embedding; one layer each, groups of 2 channels.
SMALL = dict(
    CONFIG, layers_per_block=1, block_out_channels=(16, 32), transformer_layers_per_block=(1, 1),
    down_block_types=("DownBlock2D", "CrossAttnDownBlock2D"), up_block_types=("CrossAttnUpBlock2D", "UpBlock2D"),
    attention_head_dim=(2, 4), cross_attention_dim=32, addition_time_embed_dim=8,
    projection_class_embeddings_input_dim=32 + 6 * 8, norm_num_groups=8,
)
TEXT_TOKENS = 77  # CLIP's context: both of SDXL's text encoders pad the prompt to 77 tokens


def concat_as_cat(torch) -> None:
    """diffusers 0.42's text-time embedding calls `torch.concat`, which torch 2.13's export keeps
    as `torch.aten.concat`; iree-turbine 3.9.0's importer has no lowering for that alias and leaves
    an unregistered `torch.operator "torch.aten.concat"` that iree-compile 3.13.0 rejects. The
    same op under its canonical name, `torch.cat`, imports and compiles."""
    torch.concat = torch.cat


def build(torch, diffusers, config: dict):
    """The UNet in f16 without drawing a weight: built on the meta device, then given
    uninitialised host storage (no 5 GB of random numbers, no f32 copy). The values never reach
    the IR; difftest draws its own from the declarations."""
    before = torch.get_default_dtype()
    torch.set_default_dtype(torch.float16)  # parameters made as f16: no f32 copy to cast
    try:
        with torch.device("meta"):
            unet = diffusers.UNet2DConditionModel(**config)
    finally:
        torch.set_default_dtype(before)
    unet = unet.to_empty(device="cpu").eval()
    if any(True for _ in unet.buffers()):
        sys.exit("the UNet registers buffers, which would be exported with uninitialised values")
    return unet


def example_inputs(torch, config: dict, latent: int):
    f16 = torch.float16
    cross = config["cross_attention_dim"]
    text = config["projection_class_embeddings_input_dim"] - 6 * config["addition_time_embed_dim"]
    return (torch.zeros(1, config["in_channels"], latent, latent, dtype=f16), torch.zeros(1, dtype=f16),
            torch.zeros(1, TEXT_TOKENS, cross, dtype=f16), torch.zeros(1, text, dtype=f16),
            torch.zeros(1, 6, dtype=f16))


def export(config: dict, latent: int) -> str:
    import torch
    import diffusers

    shim_turbine_bindings()
    concat_as_cat(torch)
    from iree.turbine import aot

    torch.manual_seed(0)
    unet = build(torch, diffusers, config)

    class Unet(torch.nn.Module):
        """The pipeline's call: the added conditions as two tensors instead of a dict."""

        def __init__(self, unet):
            super().__init__()
            self.unet = unet

        def forward(self, sample, timestep, encoder_hidden_states, text_embeds, time_ids):
            return self.unet(sample, timestep, encoder_hidden_states, return_dict=False,
                             added_cond_kwargs={"text_embeds": text_embeds, "time_ids": time_ids})[0]

    model = Unet(unet)
    aot.externalize_module_parameters(model.unet)
    with torch.no_grad():
        exported = aot.export(model, args=example_inputs(torch, config, latent))
    return str(exported.mlir_module)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--latent", type=int, default=32, help="the latent's height and width (image pixels / 8)")
    ap.add_argument("--small", action="store_true", help="toy widths, one layer a block: the CI test's model")
    ap.add_argument("--out", type=Path, required=True, help="the .mlir to write")
    args = ap.parse_args(argv)
    text = export(SMALL if args.small else CONFIG, args.latent)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(f"wrote {args.out} ({len(text.encode()):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
