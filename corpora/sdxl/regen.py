"""Regenerate corpora/sdxl: small SDXL-UNet-like blocks exported from torch.

    pip install torch==2.13.0 iree-turbine
    python corpora/sdxl/regen.py [--out DIR]

Random weights from a seed; weights are function arguments, so the files
stay small and difftest draws them (normal, 1/sqrt(fan_in)). Goldens are
float64 torch outputs for exactly the inputs difftest generates.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from exporting import NORMAL, ExportCase, init_weights, regen, seed_flag_xfail  # noqa: E402

SEED = 0
# Measured with iree-base-compiler 3.13 on llvm-cpu; pinned so the corpus
# notices when the flag's reach changes.
FUSES = ("dispatch-count < baseline", "transient-memory-size <= baseline")
UNTOUCHED = ("dispatch-count == baseline",)


class ResnetBlock(nn.Module):
    """GroupNorm -> SiLU -> conv3x3 (+ time embedding) -> GroupNorm -> SiLU -> conv3x3, plus the skip."""

    def __init__(self, channels: int = 64, temb: int = 128, groups: int = 32):
        super().__init__()
        self.norm1 = nn.GroupNorm(groups, channels, eps=1e-5)
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1)
        self.time_emb_proj = nn.Linear(temb, channels)
        self.norm2 = nn.GroupNorm(groups, channels, eps=1e-5)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)

    def forward(self, x, temb):
        # x feeds both norm1 and the residual add: a multi-use producer.
        h = self.conv1(F.silu(self.norm1(x)))
        h = h + self.time_emb_proj(F.silu(temb))[:, :, None, None]
        h = self.conv2(F.silu(self.norm2(h)))
        return x + h


class Attention(nn.Module):
    def __init__(self, dim: int, context_dim: int, heads: int):
        super().__init__()
        self.heads = heads
        self.to_q = nn.Linear(dim, dim, bias=False)
        self.to_k = nn.Linear(context_dim, dim, bias=False)
        self.to_v = nn.Linear(context_dim, dim, bias=False)
        self.to_out = nn.Linear(dim, dim)

    def forward(self, x, context):
        b, s, d = x.shape
        h, hd = self.heads, d // self.heads
        q = self.to_q(x).view(b, s, h, hd).transpose(1, 2)
        k = self.to_k(context).view(b, -1, h, hd).transpose(1, 2)
        v = self.to_v(context).view(b, -1, h, hd).transpose(1, 2)
        probs = F.softmax(((q @ k.transpose(-1, -2)) / math.sqrt(hd)).float(), dim=-1).to(x.dtype)
        return self.to_out((probs @ v).transpose(1, 2).reshape(b, s, d))


class TransformerBlock(nn.Module):
    """SDXL's BasicTransformerBlock: self-attention, cross-attention, GEGLU feed-forward."""

    def __init__(self, dim: int = 64, context_dim: int = 128, heads: int = 4):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn1 = Attention(dim, dim, heads)
        self.norm2 = nn.LayerNorm(dim)
        self.attn2 = Attention(dim, context_dim, heads)
        self.norm3 = nn.LayerNorm(dim)
        self.ff_proj = nn.Linear(dim, 2 * 4 * dim)
        self.ff_out = nn.Linear(4 * dim, dim)

    def forward(self, x, context):
        n = self.norm1(x)
        x = x + self.attn1(n, n)
        x = x + self.attn2(self.norm2(x), context)
        a, gate = self.ff_proj(self.norm3(x)).chunk(2, dim=-1)
        return x + self.ff_out(a * F.gelu(gate))


def seeded(cls, **kw):
    def build():
        torch.manual_seed(SEED)
        return init_weights(cls(**kw))
    return build


def resnet_inputs(dtype):
    return torch.zeros(1, 64, 16, 16, dtype=dtype), torch.zeros(1, 128, dtype=dtype)


def transformer_inputs(dtype):
    return torch.zeros(1, 256, 64, dtype=dtype), torch.zeros(1, 16, 128, dtype=dtype)


CASES = [
    ExportCase("resnet_block_f16", seeded(ResnetBlock), resnet_inputs, torch.float16, False,
               "GroupNorm + SiLU + conv3x3 resnet block with time embedding, 64 channels, 16x16, f16",
               activation_specs=(NORMAL, NORMAL), expect=UNTOUCHED),
    ExportCase("resnet_block_f32", seeded(ResnetBlock), resnet_inputs, torch.float32, False,
               "the same resnet block in f32", activation_specs=(NORMAL, NORMAL), expect=UNTOUCHED),
    ExportCase("transformer_block_f16", seeded(TransformerBlock), transformer_inputs, torch.float16, False,
               "self-attention + cross-attention + GEGLU block, 256 tokens of 64, context 16x128, f16",
               activation_specs=(NORMAL, NORMAL), expect=FUSES, xfails=(seed_flag_xfail("cuda", "vulkan"),)),
    ExportCase("transformer_block_f32", seeded(TransformerBlock), transformer_inputs, torch.float32, False,
               "the same transformer block in f32", activation_specs=(NORMAL, NORMAL), expect=FUSES,
               xfails=(seed_flag_xfail("cuda", "vulkan"),)),
]

if __name__ == "__main__":
    sys.exit(regen(CASES, HERE, __doc__))
