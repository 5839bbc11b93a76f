"""Which results of an entry are sums, and of how many terms in which type.

Backends legitimately sum a reduction in different orders and widths: a
matmul with a bf16 accumulator is rounded at every step on Vulkan, as the IR
says, while llvm-cpu accumulates wider, in chunks that depend on the target
CPU. The standard error bound of a sum of K terms rounded in a type with unit
roundoff u is about K·u·Σ|terms| (Higham, "Accuracy and Stability of
Numerical Algorithms", ch. 4), so a tolerance for such a result has to grow
with K, or every backend or tiling change looks like a regression.

This module reads the entry with the MLIR bindings and, for each result that
comes from a linalg reduction (a contraction: mul then add; or a sum),
records K, the accumulator type and, when the summed operands are the entry's
own arguments, the einsum that gives Σ|terms| per output element from the
inputs. `SumBound`, below, turns that into a per-element bound for sums in a
type narrower than f32 (wider ones are left to the f64 arbiter); run/judge/numerics.py applies it.
"""
from __future__ import annotations

import string
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from ..core.mlir import IRParseError, context, parse_file

# Ops that hand a value on unchanged in its row-major order: a result behind
# them is still the reduction's.
_PASS_THROUGH = ("tensor.cast", "tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape")
# Payload ops of a float reduction that round in the accumulator's type.
_CONTRACTION = {"arith.mulf", "arith.addf"}
_SUM = {"arith.addf"}
_CASTS = {"arith.extf", "arith.truncf", "linalg.yield"}
# Unit roundoff of each floating type: half the distance from 1 to the next value.
UNIT_ROUNDOFF = {"f64": 2.0 ** -53, "f32": 2.0 ** -24, "f16": 2.0 ** -11, "bf16": 2.0 ** -8,
                 "f8E4M3FN": 2.0 ** -4, "f8E4M3FNUZ": 2.0 ** -4, "f8E5M2": 2.0 ** -3, "f8E5M2FNUZ": 2.0 ** -3}


@dataclass(frozen=True)
class Accumulation:
    """One result of the entry that is a sum of `k` terms in `acc_type`."""

    result: int
    op: str  # linalg.matmul, linalg.generic, ...
    k: int
    acc_type: str
    # The entry's arguments that are summed (one for a sum, two for a
    # contraction), each with the shape the reduction sees it in, and the
    # einsum over them that gives Σ|terms|; empty when they are not arguments.
    args: tuple[int, ...] = ()
    shapes: tuple[tuple[int, ...], ...] = ()
    subscripts: str | None = None

    @property
    def unit_roundoff(self) -> float:
        return UNIT_ROUNDOFF.get(self.acc_type, 0.0)

    def describe(self) -> str:
        return f"{self.k} products summed in {self.acc_type} ({self.op})" if len(self.args) != 1 else \
            f"{self.k} terms summed in {self.acc_type} ({self.op})"


def _static(shape) -> tuple[int, ...] | None:
    try:
        dims = tuple(int(shape.get_dim_size(i)) for i in range(shape.rank))
    except Exception:  # not a ranked tensor
        return None
    return None if any(shape.is_dynamic_dim(i) for i in range(shape.rank)) else dims


def _through(value, ir):
    """The value's producer behind ops that only pass it on."""
    while not isinstance(value, ir.BlockArgument):
        owner = value.owner
        if owner.name not in _PASS_THROUGH:
            return value
        value = owner.operands[0]
    return value


def _dims(amap, ir) -> list[int] | None:
    """A projected permutation's loop dimensions, in order; None otherwise."""
    out = []
    for e in amap.results:
        if not isinstance(e, ir.AffineDimExpr):
            return None
        out.append(e.position)
    return out


def _payload(op) -> set[str]:
    try:
        return {b.operation.name for b in op.regions[0].blocks[0].operations}
    except (IndexError, AttributeError):
        return set()


def _reduction(value, result: int, entry_block, ir) -> Accumulation | None:
    value = _through(value, ir)
    if isinstance(value, ir.BlockArgument):
        return None
    op = value.owner
    if not op.name.startswith("linalg.") or "indexing_maps" not in op.attributes:
        return None
    maps = [ir.AffineMapAttr(m).value for m in op.attributes["indexing_maps"]]
    operands = list(op.operands)
    n_in = len(operands) - len(op.results)
    if n_in not in (1, 2) or len(maps) != len(operands):
        return None
    payload = _payload(op) - _CASTS
    if payload != (_CONTRACTION if n_in == 2 else _SUM):
        return None  # a max, an integer sum, or something else: no rounding to bound
    dims = [_dims(m, ir) for m in maps]
    out_type = ir.RankedTensorType(op.results[0].type) if isinstance(op.results[0].type, ir.RankedTensorType) \
        else None
    if None in dims or out_type is None:
        return None
    sizes: dict[int, int] = {}
    shapes = []
    for d, v in zip(dims, operands):
        t = ir.RankedTensorType(v.type) if isinstance(v.type, ir.RankedTensorType) else None
        shape = _static(t) if t is not None else None
        if shape is None:
            return None
        shapes.append(shape)
        for pos, size in zip(d, shape):
            sizes[pos] = size
    reduced = sorted(set(p for d in dims[:n_in] for p in d) - set(dims[-1]))
    if not reduced:
        return None
    k = int(np.prod([sizes[p] for p in reduced]))
    acc = str(out_type.element_type)
    if acc not in UNIT_ROUNDOFF:
        return None
    args, subscripts = (), None
    sources = [_through(v, ir) for v in operands[:n_in]]
    if all(isinstance(s, ir.BlockArgument) and s.owner == entry_block for s in sources):
        letters = string.ascii_letters
        ins = ",".join("".join(letters[p] for p in d) for d in dims[:n_in])
        subscripts = f"{ins}->{''.join(letters[p] for p in dims[-1])}"
        args = tuple(s.arg_number for s in sources)
    return Accumulation(result, op.name, k, acc, args, tuple(shapes[:n_in]) if args else (), subscripts)


def of_function(ir, func_op) -> tuple[Accumulation | None, ...]:
    """One answer per result of a function op (read with the signature, in
    the same parse); None for a result that is not a sum this can bound."""
    if not func_op.regions or not len(func_op.regions[0].blocks):
        return ()
    block = func_op.regions[0].blocks[0]
    ret = list(block.operations)[-1]
    found = []
    for i, v in enumerate(ret.operands):
        try:
            found.append(_reduction(v, i, block, ir))
        except Exception:  # an op the bindings cannot walk: no bound for it, never an error
            found.append(None)
    return tuple(found)


def analyse(path: Path, entry: str) -> tuple[Accumulation | None, ...]:
    """of_function for a file's entry; () where the IR cannot be read."""
    ir, ctx = context()
    try:
        module = parse_file(path, ctx)
    except IRParseError:
        return ()
    for op in module.body.operations:
        o = op.operation
        if o.name in ("func.func", "util.func") and "sym_name" in o.attributes and \
                ir.StringAttr(o.attributes["sym_name"]).value == entry:
            return of_function(ir, o)
    return ()


def to_dict(a: Accumulation | None) -> dict | None:
    return asdict(a) if a is not None else None


def from_dict(d) -> Accumulation | None:
    if d is None:
        return None
    return Accumulation(int(d["result"]), str(d["op"]), int(d["k"]), str(d["acc_type"]), tuple(d["args"]),
                        tuple(tuple(s) for s in d["shapes"]), d["subscripts"])


def exact_scale(acc: Accumulation, inputs: list[np.ndarray]) -> np.ndarray | None:
    """Σ|terms| per output element, from the entry's own inputs, in f64."""
    if not acc.args or acc.subscripts is None:
        return None
    try:
        operands = [np.abs(np.asarray(inputs[i], dtype=np.float64)).reshape(shape)
                    for i, shape in zip(acc.args, acc.shapes)]
        return np.einsum(acc.subscripts, *operands)
    except (IndexError, ValueError, TypeError):
        return None


# A sum's rounding bound is used only while it bounds: K·u at most this.
MAX_KU = 0.5


def _short(x: float) -> str:
    return f"{x:.3g}"


@dataclass(frozen=True)
class SumBound:
    """The rounding a sum of `acc.k` terms in a type narrower than f32 (a
    bf16 or f16 accumulator) may legitimately carry: γ_K·Σ|terms| per
    element, γ_K = K·u / (1 - K·u), for K·u up to MAX_KU, with Σ|terms| from the entry's own inputs (`scale`), or, when its
    terms are not the entry's arguments, estimated from the outputs' largest
    magnitude. One backend rounds at every step, as the IR says; another
    accumulates wider: both are right. An f32 or wider sum gets no such
    allowance: its worst-case bound (2.4e-4 relative for K=4096) would hide
    real precision losses, and the f64 arbiter already tells reassociation
    from error there."""

    acc: Accumulation
    scale: np.ndarray | None = None

    def allowance(self, actual: np.ndarray, expected: np.ndarray) -> tuple[np.ndarray | float | None, str | None]:
        if self.acc.unit_roundoff <= UNIT_ROUNDOFF["f32"]:
            return None, None
        what = self.acc.describe()
        ku = self.acc.k * self.acc.unit_roundoff
        if ku > MAX_KU:
            # The bound (γ_K = K·u / (1 - K·u)) no longer bounds: it would excuse any result.
            return None, f"{what}: no allowance, K·u = {_short(ku)} is past {MAX_KU} (the bound would excuse anything)"
        ku = ku / (1.0 - ku)
        if self.scale is not None and self.scale.shape == expected.shape:
            return ku * self.scale, f"{what}: allowed γ_K·Σ|a·b| per element from the inputs, γ_K = K·u/(1-K·u) = " \
                                    f"{_short(ku)}"
        with np.errstate(invalid="ignore"):
            finite = [np.abs(x[np.isfinite(x)]).max(initial=0.0) for x in
                      (actual.astype(np.float64), expected.astype(np.float64))]
        est = ku * max(finite)
        return est, f"{what}: allowed γ_K·max|output| = {_short(est)} (Σ|a·b| estimated: its terms are not the " \
                    "entry's arguments)"
