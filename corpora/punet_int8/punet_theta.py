"""sharktank's int8 punet theta, generated: the tensors `import_brevitas_dataset` writes, from random weights.

sharktank's int8 SDXL UNet (the punet shortfin deploys as precision "i8", sharktank's own integration test's
`amd-shark/sdxl-quant-int8` / `mi300_all_sym_8_step14_fp32`) is made from two files Brevitas writes
(`brevitas_examples/stable_diffusion`, `export_quant_params`): the fine-tuned float weights
(params.safetensors) and per-layer calibration (quant_params.json), which
`sharktank.models.punet.tools.import_brevitas_dataset` turns into a Dataset. Nothing of those files is
downloaded here. Random float weights (fixed seed) at the config's widths, and for every layer a
quant_params entry shaped as Brevitas's `handle_quant_param` writes it, are passed through the importer's
own function, `apply_per_layer_quant`, one layer at a time (so an SDXL-width theta never holds its float
weights whole; `import_brevitas_dataset.main` loads them all first). The result is the importer's theta:
the same names, shapes, dtypes and layouts (checked against `main` on the cut-down model:
`python regen.py --check-import`).

The recipe, as the importer and Brevitas's example read it for "all sym 8" (the values are made up; only
names, shapes and dtypes reach the exported IR):
- every `nn.Linear` and `nn.Conv2d` quantized: int8 weights, symmetric per output channel (zero points 0,
  so no offset is stored), int8 inputs, symmetric per tensor (`q_input`, a StaticScaledQuantizer), biases
  int32 at the input scale times the weight's (what the int8 matmul's accumulator adds, and whose scale
  rescales its output);
- except Brevitas's default quantization blacklist, `time_emb` (`time_embedding.linear_1/2` and every
  resnet's `time_emb_proj`), and `add_embedding`: they stay float. The int8 model sharktank runs cannot have
  these three quantized, whatever Brevitas was told: they are punet's only linear layers with a 2-D input, and
  sharktank 3.8's int8 matmul (`qlinear_impls._invoke_mmt_kernel`) returns such a product as [1, B, N], which
  breaks the time embedding's broadcast into every resnet ("Attempting to broadcast a dimension of length
  32", tried);
- SmoothQuant (Brevitas's activation equalization, layerwise, with a mul node): a `premul_input` before
  every Linear and Conv2d, blacklisted ones too (Brevitas's `--exclude-blacklist-act-eq` is off by
  default);
- Brevitas's shared QKV quantization (`--share-qkv-quant`, the layout sharktank's punet was adapted to in
  shark-ai #106): self-attention as `attn1.to_qkv` (one premul and input quantizer, `to_q`, `to_k`, `to_v`
  under it), cross-attention as `attn2.to_q` and `attn2.to_kv` (`to_k`, `to_v` under it);
- attention itself in float16: the "i8" precision has no SDPA quantizers (`out_q`/`out_k`/`out_v`, fp8, are
  the "fp8" precision's);
- the rest (norms, the float layers) float16, the activations' dtype.
"""
from __future__ import annotations

import math

# SDXL base 1.0's unet/config.json (stabilityai/stable-diffusion-xl-base-1.0), as punet's HParams reads it.
# Its `attention_head_dim` is, as diffusers and punet both read it, the number of heads.
SDXL = dict(
    act_fn="silu", addition_embed_type="text_time", addition_embed_type_num_heads=64, addition_time_embed_dim=256,
    attention_head_dim=[5, 10, 20], block_out_channels=[320, 640, 1280], center_input_sample=False,
    class_embed_type=None, class_embeddings_concat=False, conv_in_kernel=3, conv_out_kernel=3,
    cross_attention_dim=2048, down_block_types=["DownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D"],
    downsample_padding=1, dual_cross_attention=False, encoder_hid_dim=None, encoder_hid_dim_type=None,
    flip_sin_to_cos=True, freq_shift=0, in_channels=4, layers_per_block=2, mid_block_scale_factor=1,
    mid_block_type="UNetMidBlock2DCrossAttn", norm_eps=1e-05, norm_num_groups=32, only_cross_attention=False,
    out_channels=4, projection_class_embeddings_input_dim=2816, resnet_out_scale_factor=1.0,
    resnet_time_scale_shift="default", time_embedding_type="positional", timestep_post_act=None,
    time_embedding_act_fn=None, time_embedding_dim=None, transformer_layers_per_block=[1, 2, 10],
    up_block_types=["CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"], upcast_attention=None,
    use_linear_projection=True,
)
# The same block types and code paths at toy widths, two levels: a plain down block, a cross-attention down
# block, the cross-attention mid block, a cross-attention up block, a plain up block, both embeddings; one
# layer a block, groups of 4 channels.
SMALL = dict(
    SDXL, attention_head_dim=[2, 4], block_out_channels=[32, 64], cross_attention_dim=64,
    down_block_types=["DownBlock2D", "CrossAttnDownBlock2D"], up_block_types=["CrossAttnUpBlock2D", "UpBlock2D"],
    layers_per_block=1, transformer_layers_per_block=[1, 1], addition_time_embed_dim=8,
    projection_class_embeddings_input_dim=64 + 6 * 8, norm_num_groups=8,
)
# Brevitas's default --quant-blacklist, and the text-time embedding (see above): layers named so stay float.
FLOAT_LAYERS = ("time_emb", "add_embedding")


# ---- the float UNet's tensors, as diffusers names them ----------------------------------------------

def _linear(out: dict, name: str, cin: int, cout: int, bias: bool = True) -> None:
    out[f"{name}.weight"] = (cout, cin)
    if bias:
        out[f"{name}.bias"] = (cout,)


def _conv(out: dict, name: str, cin: int, cout: int, k: int) -> None:
    out[f"{name}.weight"] = (cout, cin, k, k)
    out[f"{name}.bias"] = (cout,)


def _norm(out: dict, name: str, c: int) -> None:
    out[f"{name}.weight"] = (c,)
    out[f"{name}.bias"] = (c,)


def _resnet(out: dict, name: str, cin: int, cout: int, temb: int) -> None:
    _norm(out, f"{name}.norm1", cin)
    _conv(out, f"{name}.conv1", cin, cout, 3)
    _linear(out, f"{name}.time_emb_proj", temb, cout)
    _norm(out, f"{name}.norm2", cout)
    _conv(out, f"{name}.conv2", cout, cout, 3)
    if cin != cout:
        _conv(out, f"{name}.conv_shortcut", cin, cout, 1)


def _transformer(out: dict, name: str, c: int, layers: int, cross: int) -> None:
    _norm(out, f"{name}.norm", c)
    _linear(out, f"{name}.proj_in", c, c)
    for k in range(layers):
        blk = f"{name}.transformer_blocks.{k}"
        for n in ("norm1", "norm2", "norm3"):
            _norm(out, f"{blk}.{n}", c)
        for attn, kv in (("attn1", c), ("attn2", cross)):
            _linear(out, f"{blk}.{attn}.to_q", c, c, bias=False)
            _linear(out, f"{blk}.{attn}.to_k", kv, c, bias=False)
            _linear(out, f"{blk}.{attn}.to_v", kv, c, bias=False)
            _linear(out, f"{blk}.{attn}.to_out.0", c, c)
        _linear(out, f"{blk}.ff.net.0.proj", c, 8 * c)  # GEGLU: value and gate, 4c each
        _linear(out, f"{blk}.ff.net.2", 4 * c, c)
    _linear(out, f"{name}.proj_out", c, c)


def float_tensors(config: dict) -> dict[str, tuple[int, ...]]:
    """Every tensor of diffusers' UNet2DConditionModel at `config` (its state_dict's names and shapes)."""
    ch = list(config["block_out_channels"])
    temb = 4 * ch[0]
    layers, tlayers = config["layers_per_block"], config["transformer_layers_per_block"]
    cross = config["cross_attention_dim"]
    out: dict[str, tuple[int, ...]] = {}
    _conv(out, "conv_in", config["in_channels"], ch[0], config["conv_in_kernel"])
    _linear(out, "time_embedding.linear_1", ch[0], temb)
    _linear(out, "time_embedding.linear_2", temb, temb)
    _linear(out, "add_embedding.linear_1", config["projection_class_embeddings_input_dim"], temb)
    _linear(out, "add_embedding.linear_2", temb, temb)
    cout = ch[0]
    for i, kind in enumerate(config["down_block_types"]):
        cin, cout = cout, ch[i]
        for j in range(layers):
            _resnet(out, f"down_blocks.{i}.resnets.{j}", cin if j == 0 else cout, cout, temb)
            if kind.startswith("CrossAttn"):
                _transformer(out, f"down_blocks.{i}.attentions.{j}", cout, tlayers[i], cross)
        if i < len(ch) - 1:
            _conv(out, f"down_blocks.{i}.downsamplers.0.conv", cout, cout, 3)
    _resnet(out, "mid_block.resnets.0", ch[-1], ch[-1], temb)
    _transformer(out, "mid_block.attentions.0", ch[-1], tlayers[-1], cross)
    _resnet(out, "mid_block.resnets.1", ch[-1], ch[-1], temb)
    rev, rev_t = ch[::-1], tlayers[::-1]
    prev = ch[-1]
    for i, kind in enumerate(config["up_block_types"]):
        cout, skip_in = rev[i], rev[min(i + 1, len(ch) - 1)]
        for j in range(layers + 1):
            skip = skip_in if j == layers else cout
            _resnet(out, f"up_blocks.{i}.resnets.{j}", (prev if j == 0 else cout) + skip, cout, temb)
            if kind.startswith("CrossAttn"):
                _transformer(out, f"up_blocks.{i}.attentions.{j}", cout, rev_t[i], cross)
        if i < len(ch) - 1:
            _conv(out, f"up_blocks.{i}.upsamplers.0.conv", cout, cout, 3)
        prev = cout
    _norm(out, "conv_norm_out", ch[0])
    _conv(out, "conv_out", ch[0], config["out_channels"], config["conv_out_kernel"])
    return out


# ---- the layers Brevitas quantizes, under the names its export gives them ----------------------------

def layers(shapes: dict[str, tuple[int, ...]]) -> list[tuple[str, list[str]]]:
    """Every Linear and Conv2d as quant_params.json keys it: (layer name, the float layers whose weights it
    holds). Shared QKV quantization fuses self-attention's three projections and cross-attention's key and
    value, as Brevitas's `fuse_projections` does (concatenated along the output channels)."""
    found = []
    for name, shape in shapes.items():
        if not name.endswith(".weight") or len(shape) < 2:
            continue
        layer = name[: -len(".weight")]
        if layer.endswith(("attn1.to_k", "attn1.to_v", "attn2.to_v")):
            continue  # folded into the fused layer named at its to_q (attn1) or to_k (attn2)
        if layer.endswith("attn1.to_q"):
            base = layer[: -len(".to_q")]
            found.append((f"{base}.to_qkv", [f"{base}.to_q", f"{base}.to_k", f"{base}.to_v"]))
        elif layer.endswith("attn2.to_k"):
            base = layer[: -len(".to_k")]
            found.append((f"{base}.to_kv", [f"{base}.to_k", f"{base}.to_v"]))
        else:
            found.append((layer, [layer]))
    return found


def _premul_shape(rank: int, channels: int) -> list[int]:
    """SmoothQuant's multiplier broadcasts over the layer's input: channels last for a linear layer (rank 3
    in the transformer blocks, rank 2 in the embeddings), channels second for a convolution."""
    if rank == 4:
        return [1, channels, 1, 1]
    return [1] * (rank - 1) + [channels]


def _input_rank(layer: str, weight_rank: int) -> int:
    if weight_rank == 4:
        return 4
    return 2 if layer.startswith(("time_embedding", "add_embedding")) or "time_emb_proj" in layer else 3


def quant_params(layer: str, weight, has_bias: bool, torch, gen) -> dict:
    """One quant_params.json entry as Brevitas's `export_quant_params` writes it for symmetric int8: the
    SmoothQuant multiplier, per-tensor input scale and zero point, per-channel weight scale and zero point
    (signed, shifted by 128 as Brevitas writes it: 0 for a symmetric quantizer). A blacklisted layer keeps
    only its SmoothQuant multiplier."""
    cin = weight.shape[1]
    shape = _premul_shape(_input_rank(layer, weight.dim()), cin)
    mul = (0.5 + 1.5 * torch.rand(cin, generator=gen)).tolist()
    entry = {"smoothquant_mul": mul, "smoothquant_mul_shape": shape}
    if any(f in layer for f in FLOAT_LAYERS):
        return entry
    out_shape = [weight.shape[0]] + [1] * (weight.dim() - 1)
    amax = weight.abs().reshape(weight.shape[0], -1).amax(dim=1).clamp_min(1e-8)
    zeros = [0.0] * weight.shape[0]
    entry.update(
        input_scale=float(2.0 + 4.0 * torch.rand((), generator=gen)) / 127.0, input_scale_shape=[],
        input_zp=0.0, input_zp_shape=[], input_zp_dtype="torch.int8",
        weight_scale=(amax / 127.0).tolist(), weight_scale_shape=out_shape,
        weight_zp=zeros, weight_zp_shape=out_shape, weight_zp_dtype="torch.int8",
    )
    return entry


def _float_value(name: str, shape: tuple[int, ...], torch, gen):
    """Weights scaled by their fan-in, norms near 1, biases small (float32; the importer quantizes them)."""
    if len(shape) >= 2:
        return torch.randn(shape, generator=gen) / math.sqrt(math.prod(shape[1:]))
    if "norm" in name and name.endswith(".weight"):
        return 1.0 + 0.02 * torch.randn(shape, generator=gen)
    return 0.02 * torch.randn(shape, generator=gen)


def build_theta(config: dict, seed: int, float_dtype=None):
    """The importer's theta for `config`: float tensors where no layer is quantized, and for each layer of
    `layers` what `apply_per_layer_quant` makes of it."""
    import torch
    from sharktank.models.punet.tools.import_brevitas_dataset import apply_per_layer_quant
    from sharktank.types import DefaultPrimitiveTensor, Theta

    float_dtype = float_dtype or torch.float16
    gen = torch.Generator().manual_seed(seed)
    shapes = float_tensors(config)
    plan = layers(shapes)
    owned = {f"{src}.{part}" for _, srcs in plan for src in srcs for part in ("weight", "bias")}
    flat: dict = {}
    for name, shape in shapes.items():
        if name not in owned:
            flat[name] = DefaultPrimitiveTensor(name=name, data=_float_value(name, shape, torch, gen).to(float_dtype))
    for layer, srcs in plan:
        weights = [_float_value(f"{s}.weight", shapes[f"{s}.weight"], torch, gen) for s in srcs]
        biases = [_float_value(f"{s}.bias", shapes[f"{s}.bias"], torch, gen) for s in srcs if f"{s}.bias" in shapes]
        weight = torch.cat(weights) if len(weights) > 1 else weights[0]
        tensors = {f"{layer}.weight": weight.to(float_dtype)}
        if biases:
            tensors[f"{layer}.bias"] = torch.cat(biases).to(float_dtype)
        layer_theta = Theta({k: DefaultPrimitiveTensor(name=k, data=v) for k, v in tensors.items()})
        qp = quant_params(layer, weight, bool(biases), torch, gen)
        updated: dict = {}
        apply_per_layer_quant(layer_theta, layer, qp, updated)
        merged = layer_theta.flatten()
        merged.update(updated)
        flat.update({k: v for k, v in merged.items() if v is not None})
    return Theta(flat)


def hparams(config: dict) -> dict:
    """The Dataset's properties as the importer writes them from config.json."""
    return {"meta": {"_class_name": "UNet2DConditionModel"}, "hparams": dict(config)}
