"""What a model does with each external parameter, read from its IR.

A parameter's generated value (corpus/parameters.py) must fit its role:
a normalisation's weight near 1, a variance positive. Names do not say it
reliably: iree-turbine names a weight after its module path (torchvision's
`encoder.layers.encoder_layer_0.ln_1.weight`, convnext's
`features.1.0.block.2.weight` for a LayerNorm), so the role is read from
the op that consumes the loaded global. Two shapes are recognised: a norm
op taking the parameter as an operand (`torch.aten.layer_norm`, ...,
`onnx.LayerNormalization`, ...), and the decomposed form iree-turbine
writes for an eval-mode BatchNorm (the variance into a square root, the
weight multiplying `(x - mean) * rsqrt(var + eps)`, the bias added after).
IR below the torch dialect (linalg) has neither: its parameters keep the
name rules.

Ops are read generically (by name and operand), as everywhere in difftest:
no dialect's Python module is loaded.
"""
from __future__ import annotations

WEIGHT, BIAS, MEAN, VARIANCE = "norm-weight", "norm-bias", "norm-mean", "norm-variance"
# When one parameter has several uses: the role whose wrong value does the most harm wins (a negative
# variance is NaN everywhere; a norm weight near 0 silences what follows).
_PRIORITY = (VARIANCE, WEIGHT, MEAN, BIAS)

# Operand position -> role, per norm op (PyTorch's schemas; onnx's operator signatures).
_NORM_OPS = {
    "torch.aten.layer_norm": {2: WEIGHT, 3: BIAS},  # input, normalized_shape, weight, bias, eps, cudnn
    "torch.aten.native_layer_norm": {2: WEIGHT, 3: BIAS},  # input, normalized_shape, weight, bias, eps
    "torch.aten.group_norm": {2: WEIGHT, 3: BIAS},  # input, num_groups, weight, bias, eps, cudnn
    "torch.aten.native_group_norm": {1: WEIGHT, 2: BIAS},  # input, weight, bias, N, C, HxW, group, eps
    "torch.aten.rms_norm": {2: WEIGHT},  # input, normalized_shape, weight, eps
    # input, weight, bias, running_mean, running_var, ... (torch-mlir has no _native_batch_norm_legit*: fx's
    # import decomposes them, as iree-turbine's export does, below)
    **{f"torch.aten.{op}": {1: WEIGHT, 2: BIAS, 3: MEAN, 4: VARIANCE}
       for op in ("batch_norm", "native_batch_norm", "instance_norm")},
    "onnx.LayerNormalization": {1: WEIGHT, 2: BIAS},
    "onnx.GroupNormalization": {1: WEIGHT, 2: BIAS},
    "onnx.InstanceNormalization": {1: WEIGHT, 2: BIAS},
    "onnx.BatchNormalization": {1: WEIGHT, 2: BIAS, 3: MEAN, 4: VARIANCE},
}
# Ops that hand their operand 0 on unchanged but for its type, layout or shape.
_PASS = frozenset({
    "torch_c.from_builtin_tensor", "torch_c.to_builtin_tensor", "torch.prims.convert_element_type",
    "torch.aten.to.dtype", "torch.aten._to_copy", "torch.aten.type_as", "torch.aten.unsqueeze", "torch.aten.squeeze",
    "torch.aten.squeeze.dim", "torch.aten.view", "torch.aten.reshape", "torch.aten.expand",
    "torch.aten.broadcast_to", "torch.aten.clone", "torch.aten.contiguous", "torch.aten.detach",
})
_ROOTS = frozenset({"torch.aten.sqrt", "torch.aten.rsqrt"})
_ADDS = frozenset({"torch.aten.add.Scalar", "torch.aten.add.Tensor"})
_MUL = "torch.aten.mul.Tensor"
_DEPTH = 8  # how far a walk goes: turbine's BatchNorm puts 4 ops between a variance and its square root


def _name(ir, op) -> str:
    if op.name == "torch.operator" and "name" in op.attributes:
        return ir.StringAttr(op.attributes["name"]).value
    return op.name


def _producer(ir, value):
    """The op that defines a value, looking through _PASS ops (and a
    multiplication by a scalar: turbine's `reciprocal(sqrt(v)) * 1`); None
    for a block argument."""
    for _ in range(_DEPTH):
        owner = value.owner
        if isinstance(owner, ir.Block):
            return None
        op = owner.operation if hasattr(owner, "operation") else owner
        if op.name not in _PASS and op.name != "torch.aten.mul.Scalar":
            return op
        value = op.operands[0]
    return None


def _uses(ir, value, depth: int = 0):
    """(op, operand number) of each use of a value, looking through _PASS ops."""
    for use in value.uses:
        op = use.owner.operation if hasattr(use.owner, "operation") else use.owner
        if op.name in _PASS and use.operand_number == 0 and depth < _DEPTH:
            for r in op.results:
                yield from _uses(ir, r, depth + 1)
        else:
            yield op, use.operand_number


def _inverse_root(ir, value) -> bool:
    """rsqrt(v), or reciprocal(sqrt(v))."""
    op = _producer(ir, value)
    if op is None:
        return False
    if op.name == "torch.aten.rsqrt":
        return True
    if op.name == "torch.aten.reciprocal":
        inner = _producer(ir, op.operands[0])
        return inner is not None and inner.name == "torch.aten.sqrt"
    return False


def _normalised(ir, value) -> bool:
    """A value divided by its standard deviation: x * rsqrt(var + eps), or x / sqrt(var + eps)."""
    op = _producer(ir, value)
    if op is None:
        return False
    if op.name == _MUL:
        return any(_inverse_root(ir, v) for v in op.operands[:2])
    if op.name == "torch.aten.div.Tensor":
        root = _producer(ir, op.operands[1])
        return root is not None and root.name == "torch.aten.sqrt"
    return False


def _scaled(ir, value) -> bool:
    """A normalised value times a weight."""
    op = _producer(ir, value)
    return op is not None and op.name == _MUL and any(_normalised(ir, v) for v in op.operands[:2])


def _reaches_root(ir, value, depth: int = 0) -> bool:
    """The value goes into a square root, through additions (of an epsilon)."""
    for op, _ in _uses(ir, value):
        if op.name in _ROOTS:
            return True
        if op.name in _ADDS and depth < _DEPTH and any(_reaches_root(ir, r, depth + 1) for r in op.results):
            return True
    return False


def _decomposed_role(ir, op, position: int) -> str | None:
    """The role of operand `position` of an elementwise op in a decomposed normalisation."""
    if op.name not in (_MUL, "torch.aten.add.Tensor", "torch.aten.sub.Tensor") or position > 1:
        return None
    other = op.operands[1 - position]
    if op.name == _MUL:
        return WEIGHT if _normalised(ir, other) else None
    if op.name == "torch.aten.add.Tensor":
        return BIAS if _scaled(ir, other) else None
    # x - mean, then multiplied by the inverse standard deviation
    if position != 1:
        return None
    for use, _ in _uses(ir, op.results[0]):
        if use.name == _MUL and any(_inverse_root(ir, v) for v in use.operands[:2]):
            return MEAN
    return None


def role_of(ir, value) -> str | None:
    """The role of a loaded parameter, from every use of it; None where no use tells."""
    found = set()
    if _reaches_root(ir, value):
        found.add(VARIANCE)
    for op, position in _uses(ir, value):
        role = _NORM_OPS.get(_name(ir, op), {}).get(position) or _decomposed_role(ir, op, position)
        if role is not None:
            found.add(role)
    return next((r for r in _PRIORITY if r in found), None)


def _loads(op):
    """Every util.global.load under an op (functions, initialisers), depth first."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner = inner.operation
                if inner.name == "util.global.load":
                    yield inner
                elif len(inner.regions):
                    yield from _loads(inner)


def roles(ir, module, names: set[str]) -> dict[str, str]:
    """global symbol -> role, for the globals named in `names` (the parameters) whose uses tell one."""
    found: dict[str, set[str]] = {}
    for load in _loads(module.operation):
        sym = ir.FlatSymbolRefAttr(load.attributes["global"]).value
        if sym in names:
            role = role_of(ir, load.results[0])
            if role is not None:
                found.setdefault(sym, set()).add(role)
    return {sym: next(r for r in _PRIORITY if r in rs) for sym, rs in found.items()}
