"""Regenerate corpora/llama from a plain-torch Llama: MLIR, difftest.toml, goldens.

    pip install torch==2.13.0 iree-turbine   # torch 2.13.0 is the CPU build on these machines
    python corpora/llama/regen.py [--out DIR]

Nothing is downloaded: weights are drawn from a seed. CI does not need torch;
the exported MLIR and the float64 goldens are committed. Re-running this
script reproduces the MLIR byte for byte (tests/test_corpora.py checks it
where torch is installed).

Weights-as-arguments cases leave the weights to difftest: the generated
difftest.toml gives each weight argument a normal(0, 1/sqrt(fan_in))
distribution, and the goldens are computed in float64 from exactly the
inputs difftest generates (difftest.inputs.make_inputs), so they match.
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import functional_call

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # difftest, for the inputs goldens are computed from

from difftest.corpus import load_corpus  # noqa: E402
from difftest.inputs import make_inputs  # noqa: E402
from difftest.signature import read_signature  # noqa: E402


@dataclass(frozen=True)
class LlamaConfig:
    hidden: int = 256
    heads: int = 4
    kv_heads: int = 2
    intermediate: int = 512
    seq: int = 16
    vocab: int = 512
    layers: int = 1
    rope_theta: float = 10000.0
    eps: float = 1e-5

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        # Normalise in float32 (as Llama does), cast back to the model dtype.
        xf = x.float() if x.dtype != torch.float64 else x
        xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)
        return xf.to(x.dtype) * self.weight


def rope(x, theta: float):
    """Rotary embedding on [batch, heads, seq, head_dim], positions 0..seq-1."""
    _, _, seq, dim = x.shape
    inv = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.float64) / dim))
    ang = torch.outer(torch.arange(seq, dtype=torch.float64), inv)
    cos = torch.cat([ang.cos(), ang.cos()], -1).to(x.dtype)
    sin = torch.cat([ang.sin(), ang.sin()], -1).to(x.dtype)
    x1, x2 = x[..., : dim // 2], x[..., dim // 2:]
    return x * cos + torch.cat([-x2, x1], -1) * sin


class Attention(nn.Module):
    def __init__(self, c: LlamaConfig):
        super().__init__()
        self.c = c
        self.q_proj = nn.Linear(c.hidden, c.heads * c.head_dim, bias=False)
        self.k_proj = nn.Linear(c.hidden, c.kv_heads * c.head_dim, bias=False)
        self.v_proj = nn.Linear(c.hidden, c.kv_heads * c.head_dim, bias=False)
        self.o_proj = nn.Linear(c.heads * c.head_dim, c.hidden, bias=False)

    def forward(self, x):
        c = self.c
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, c.heads, c.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(b, s, c.kv_heads, c.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(b, s, c.kv_heads, c.head_dim).transpose(1, 2)
        q, k = rope(q, c.rope_theta), rope(k, c.rope_theta)
        # Grouped-query attention: each kv head serves heads/kv_heads query heads.
        rep = c.heads // c.kv_heads
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(c.head_dim)
        causal = torch.full((s, s), float("-inf"), dtype=x.dtype).triu(1)
        probs = F.softmax((scores + causal).float(), dim=-1).to(x.dtype)
        out = (probs @ v).transpose(1, 2).reshape(b, s, c.heads * c.head_dim)
        return self.o_proj(out)


class MLP(nn.Module):
    def __init__(self, c: LlamaConfig):
        super().__init__()
        self.gate_proj = nn.Linear(c.hidden, c.intermediate, bias=False)
        self.up_proj = nn.Linear(c.hidden, c.intermediate, bias=False)
        self.down_proj = nn.Linear(c.intermediate, c.hidden, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))  # SwiGLU


class DecoderLayer(nn.Module):
    def __init__(self, c: LlamaConfig):
        super().__init__()
        self.input_layernorm = RMSNorm(c.hidden, c.eps)
        self.self_attn = Attention(c)
        self.post_attention_layernorm = RMSNorm(c.hidden, c.eps)
        self.mlp = MLP(c)

    def forward(self, x):
        # The residual stream feeds both the next RMSNorm and the add after
        # the next matmul: the multi-use producer the seed flag is about.
        h = x + self.self_attn(self.input_layernorm(x))
        return h + self.mlp(self.post_attention_layernorm(h))


class LlamaModel(nn.Module):
    def __init__(self, c: LlamaConfig):
        super().__init__()
        self.embed_tokens = nn.Embedding(c.vocab, c.hidden)
        self.layers = nn.ModuleList(DecoderLayer(c) for _ in range(c.layers))
        self.norm = RMSNorm(c.hidden, c.eps)
        self.lm_head = nn.Linear(c.hidden, c.vocab, bias=False)

    def forward(self, ids):
        x = self.embed_tokens(ids)
        for layer in self.layers:
            x = layer(x)
        return self.lm_head(self.norm(x))


class WeightsAsArgs(nn.Module):
    """Export wrapper: every parameter becomes a function argument, so the
    MLIR stays small and difftest draws the weights."""

    def __init__(self, model: nn.Module):
        super().__init__()
        self.model = model
        self.names = [n for n, _ in model.named_parameters()]

    def forward(self, x, *weights):
        return functional_call(self.model, dict(zip(self.names, weights)), (x,))


@dataclass(frozen=True)
class CaseSpec:
    name: str
    kind: str  # "layer" or "model"
    dtype: torch.dtype
    config: LlamaConfig
    inline: bool
    about: str
    # Structural effects of the seed flag, measured with iree-base-compiler
    # 3.13 and pinned so the corpus notices when they change.
    expect: tuple[str, ...] = ()


FUSES = ("dispatch-count < baseline",)
SAVES_MEMORY = FUSES + ("transient-memory-size < baseline",)
KEEPS_MEMORY = FUSES + ("transient-memory-size <= baseline",)

CASES = [
    CaseSpec("decoder_layer_f32", "layer", torch.float32, LlamaConfig(), False,
             "one decoder layer, f32, hidden 256, 4 heads / 2 kv heads, weights as arguments", SAVES_MEMORY),
    CaseSpec("decoder_layer_f16", "layer", torch.float16, LlamaConfig(), False,
             "the same layer in f16", SAVES_MEMORY),
    CaseSpec("decoder_layer_bf16", "layer", torch.bfloat16, LlamaConfig(), False,
             "the same layer in bf16", SAVES_MEMORY),
    CaseSpec("model_2layer_f16", "model", torch.float16,
             LlamaConfig(hidden=128, heads=4, kv_heads=2, intermediate=256, vocab=512, layers=2), False,
             "token ids -> embedding -> 2 decoder layers -> norm -> lm_head, f16, weights as arguments", SAVES_MEMORY),
    CaseSpec("decoder_layer_inline_f32", "layer", torch.float32,
             LlamaConfig(hidden=64, heads=4, kv_heads=2, intermediate=128), True,
             "a small f32 layer with inline weights (const-eval path)", KEEPS_MEMORY),
    CaseSpec("decoder_layer_inline_f16", "layer", torch.float16,
             LlamaConfig(hidden=64, heads=4, kv_heads=2, intermediate=128), True,
             "a small f16 layer with inline weights (const-eval path)", KEEPS_MEMORY),
]

SEED = 0


def build(spec: CaseSpec) -> nn.Module:
    torch.manual_seed(SEED)
    model = DecoderLayer(spec.config) if spec.kind == "layer" else LlamaModel(spec.config)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("layernorm.weight") or name == "norm.weight":
                p.copy_(1.0 + 0.1 * torch.randn_like(p))
            else:
                p.normal_(0.0, 1.0 / math.sqrt(p.shape[-1]))
    return model.eval()


def example_input(spec: CaseSpec):
    c = spec.config
    if spec.kind == "model":
        return torch.zeros(1, c.seq, dtype=torch.int64)
    return torch.zeros(1, c.seq, c.hidden, dtype=spec.dtype)


def export(spec: CaseSpec) -> str:
    from iree.turbine import aot

    model = build(spec).to(spec.dtype)
    x = example_input(spec)
    if spec.inline:
        exported = aot.export(model, args=(x,))
    else:
        wrapper = WeightsAsArgs(model)
        exported = aot.export(wrapper, args=(x, *[p.detach() for p in model.parameters()]))
    return str(exported.mlir_module)


def toml_for(spec: CaseSpec, model: nn.Module) -> list[str]:
    lines = [f'[cases."{spec.name}"]']
    if spec.expect:
        lines.append("expect = [" + ", ".join(f'"{e}"' for e in spec.expect) + "]")
    if spec.kind == "model":
        lines.append(f'inputs.arg0 = {{ distribution = "randint", low = 0, high = {spec.config.vocab} }}')
    else:
        lines.append('inputs.arg0 = { distribution = "normal", std = 1.0 }')
    if not spec.inline:
        for i, (name, p) in enumerate(model.named_parameters(), start=1):
            if name.endswith("layernorm.weight") or name == "norm.weight":
                lines.append(f'inputs.arg{i} = {{ distribution = "normal", mean = 1.0, std = 0.1 }}  # {name}')
            else:
                std = 1.0 / math.sqrt(p.shape[-1])
                lines.append(f'inputs.arg{i} = {{ distribution = "normal", std = {std:.6g} }}  # {name}')
    return lines


def golden(spec: CaseSpec, model: nn.Module, inputs: list[np.ndarray]) -> np.ndarray:
    """The float64 truth for exactly the inputs difftest feeds the module."""
    m64 = build(spec).double() if spec.inline else model.double()
    if spec.inline:
        # Inline weights are baked at the model dtype: round them the same way.
        with torch.no_grad():
            for p in m64.parameters():
                p.copy_(p.to(spec.dtype).double())
    x = torch.from_numpy(np.asarray(inputs[0]).astype(np.int64 if spec.kind == "model" else np.float64))
    with torch.no_grad():
        if spec.inline:
            return m64(x).numpy()
        weights = [torch.from_numpy(np.asarray(w).astype(np.float64)) for w in inputs[1:]]
        return WeightsAsArgs(m64)(x, *weights).numpy()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("--no-golden", action="store_true", help="only the MLIR and difftest.toml")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)

    toml = ["# Generated by regen.py: per-argument input distributions and structural expectations.",
            "# Hand edits are lost on the next regeneration; change regen.py instead.", ""]
    for spec in CASES:
        print(f"exporting {spec.name} ...", flush=True)
        (args.out / f"{spec.name}.mlir").write_text(export(spec))
        toml += toml_for(spec, build(spec)) + [""]
    (args.out / "difftest.toml").write_text("\n".join(toml).rstrip() + "\n")

    if not args.no_golden:
        corpus = load_corpus(args.out)
        by_key = {c.path.stem: c for c in corpus.cases}
        for spec in CASES:
            case = by_key[spec.name]
            sig = read_signature(case.path, case.config.entry)
            inputs = make_inputs(case.key, sig, case.config)
            out = golden(spec, build(spec), inputs)
            np.savez_compressed(args.out / f"{spec.name}.golden.npz", output0=out)
            print(f"golden {spec.name}: {out.shape} |max| {np.abs(out).max():.3g}", flush=True)
    return 0

if __name__ == "__main__":
    sys.exit(main())
