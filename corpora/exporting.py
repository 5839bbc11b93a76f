"""Shared by the corpora's regen.py scripts: export torch modules through
iree-turbine, write difftest.toml, and compute float64 goldens.

Goldens are computed from exactly the inputs difftest generates
(difftest.corpus.inputs.make_inputs), so they stay valid without committing inputs.
Needs torch and iree-turbine; CI does not, since the outputs are committed.
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np
import torch
import torch.nn as nn
from torch.func import functional_call

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # difftest itself

from difftest.corpus.discovery import load_corpus  # noqa: E402
from difftest.corpus.inputs import make_inputs  # noqa: E402
from difftest.corpus.signature import read_signature  # noqa: E402

NORMAL = '{ distribution = "normal", std = 1.0 }'


class WeightsAsArgs(nn.Module):
    """Export wrapper: every parameter becomes a function argument after the
    activations, so the MLIR stays small and difftest draws the weights."""

    def __init__(self, model: nn.Module, n_activations: int):
        super().__init__()
        self.model = model
        self.k = n_activations
        self.names = [n for n, _ in model.named_parameters()]

    def forward(self, *args):
        return functional_call(self.model, dict(zip(self.names, args[self.k:])), tuple(args[:self.k]))


def default_weight_spec(name: str, p: torch.Tensor) -> str:
    """1/sqrt(fan_in) keeps activations O(1) through deep stacks, in f16 too."""
    if p.ndim == 1 and ("norm" in name and name.endswith("weight")):
        return '{ distribution = "normal", mean = 1.0, std = 0.1 }'
    if p.ndim == 1:
        return '{ distribution = "normal", std = 0.02 }'
    fan_in = int(np.prod(p.shape[1:]))
    return f'{{ distribution = "normal", std = {1.0 / math.sqrt(fan_in):.6g} }}'


def init_weights(model: nn.Module) -> nn.Module:
    """Deterministic weights matching default_weight_spec's distributions."""
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.ndim == 1 and "norm" in name and name.endswith("weight"):
                p.copy_(1.0 + 0.1 * torch.randn_like(p))
            elif p.ndim == 1:
                p.normal_(0.0, 0.02)
            else:
                p.normal_(0.0, 1.0 / math.sqrt(int(np.prod(p.shape[1:]))))
    return model.eval()


@dataclass(frozen=True)
class ExportCase:
    name: str
    build: Callable[[], nn.Module]  # fresh, seeded, float32 parameters
    example: Callable[[torch.dtype], tuple[torch.Tensor, ...]]  # the activation arguments
    dtype: torch.dtype
    inline: bool
    about: str
    activation_specs: tuple[str, ...] = (NORMAL,)
    # Structural effects of the seed flag, measured with iree-base-compiler
    # 3.13 and pinned so the corpus notices when they change.
    expect: tuple[str, ...] = ()
    extra_toml: tuple[str, ...] = ()
    # Known failures, one target-scoped xfail table each (xfail_table): difftest
    # takes the first whose targets match, so their targets must not overlap.
    xfails: tuple[str, ...] = ()
    golden: bool = True
    export_kwargs: dict = field(default_factory=dict)


def export(case: ExportCase) -> str:
    from iree.turbine import aot

    model = case.build().to(case.dtype)
    acts = case.example(case.dtype)
    if case.inline:
        exported = aot.export(model, args=acts, **case.export_kwargs)
    else:
        weights = [p.detach() for p in model.parameters()]
        exported = aot.export(WeightsAsArgs(model, len(acts)), args=(*acts, *weights), **case.export_kwargs)
    return str(exported.mlir_module)


# Where the expectations were measured: they are judged on that target only.
MEASURED_ON = "llvm-cpu"
# The target each pattern in an xfail's `targets` was measured on (iree-base-compiler 3.13),
# `difftest run corpora --target T --compile-only`, and on lavapipe a full run.
MEASURED = {"llvm-cpu": "llvm-cpu", "cuda": "cuda:sm_80", "rocm": "rocm:gfx942", "vulkan": "vulkan:llvmpipe"}
SEED_FLAG_GPU_ERROR = "write affecting operations on global resources are restricted to workgroup distributed contexts"


def xfail_table(reason: str, match: str, sides: tuple[str, ...], targets: tuple[str, ...]) -> str:
    """One xfail as difftest.toml spells it: what fails, where, and how."""
    quoted = ", ".join(f'"{s}"' for s in sides)
    where = ", ".join(f'"{t}"' for t in targets)
    return (f'{{ reason = "{reason}", match = "{match}", sides = [{quoted}], targets = [{where}] }}')


def seed_flag_xfail(*targets: str) -> str:
    """The seed flag's GPU bug: with the flag, the candidate fails to compile."""
    on = " and ".join(MEASURED[t] for t in targets)
    return xfail_table(f"seed flag bug (3.13, {on}): the candidate fails to compile", SEED_FLAG_GPU_ERROR,
                       ("candidate",), targets)


def xfail_toml(tables: tuple[str, ...]) -> list[str]:
    if not tables:
        return []
    if len(tables) == 1:
        return [f"xfail = {tables[0]}"]
    return ["xfail = ["] + [f"    {t}," for t in tables] + ["]"]


def toml_for(case: ExportCase) -> list[str]:
    lines = [f'[cases."{case.name}"]']
    if case.expect:
        lines.append("expect = [" + ", ".join(f'{{ check = "{e}", targets = ["{MEASURED_ON}"] }}'
                                              for e in case.expect) + "]")
    lines += list(case.extra_toml)
    lines += xfail_toml(case.xfails)
    for i, spec in enumerate(case.activation_specs):
        lines.append(f"inputs.arg{i} = {spec}")
    if not case.inline:
        model = case.build()
        for i, (name, p) in enumerate(model.named_parameters(), start=len(case.activation_specs)):
            lines.append(f"inputs.arg{i} = {default_weight_spec(name, p)}  # {name}")
    return lines


def golden(case: ExportCase, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """The float64 truth for exactly the inputs difftest feeds the module."""
    m64 = case.build().double()
    k = len(case.activation_specs)

    def tensor(a: np.ndarray) -> torch.Tensor:
        a = np.asarray(a)
        return torch.from_numpy(a.astype(np.int64 if a.dtype.kind in "iu" else np.float64))

    acts = [tensor(a) for a in inputs[:k]]
    with torch.no_grad():
        if case.inline:
            # Inline weights are baked at the model dtype: round them the same way.
            for p in m64.parameters():
                p.copy_(p.to(case.dtype).double())
            out = m64(*acts)
        else:
            out = WeightsAsArgs(m64, k)(*acts, *[tensor(w) for w in inputs[k:]])
    outs = out if isinstance(out, (tuple, list)) else (out,)
    return [o.numpy() for o in outs]


def regen(cases: list[ExportCase], here: Path, doc: str, argv=None) -> int:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", type=Path, default=here)
    ap.add_argument("--no-golden", action="store_true", help="only the MLIR and difftest.toml")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)

    toml = ["# Generated by regen.py: per-argument input distributions and structural expectations.",
            "# Hand edits are lost on the next regeneration; change regen.py instead.", ""]
    for case in cases:
        print(f"exporting {case.name} ...", flush=True)
        (args.out / f"{case.name}.mlir").write_text(export(case))
        toml += toml_for(case) + [""]
    (args.out / "difftest.toml").write_text("\n".join(toml).rstrip() + "\n")

    if not args.no_golden:
        corpus = load_corpus(args.out)
        by_key = {c.key: c for c in corpus.cases}
        for case in cases:
            if not case.golden:
                continue
            c = by_key[case.name]
            sig = read_signature(c.path, c.config.entry)
            inputs, _ = make_inputs(c.key, sig, c.config)
            outs = golden(case, inputs)
            np.savez_compressed(args.out / f"{case.name}.golden.npz",
                                **{f"output{i}": o for i, o in enumerate(outs)})
            print(f"golden {case.name}: {[o.shape for o in outs]}", flush=True)
    return 0
