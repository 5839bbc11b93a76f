"""A normalisation's parameters told by what the IR does with them, not by their names: iree-turbine names
a LayerNorm's weight after its module path (`ln_1.weight`, convnext's `features.1.0.block.2.weight`), and a
generated weight near 0 there silences every layer after it; a BatchNorm's running_var generated negative is
NaN after its square root."""
from __future__ import annotations

import json
from dataclasses import asdict

from difftest.corpus import param_roles
from difftest.corpus.signature import read_signature, signature_from_dict

from .conftest import CASES

NORMS = CASES / "norms"
W, B, MEAN, VAR = param_roles.WEIGHT, param_roles.BIAS, param_roles.MEAN, param_roles.VARIANCE


def _roles(path) -> dict[str, str | None]:
    return {d.key: d.role for d in read_signature(path).parameters}


def test_the_roles_come_from_the_ops_that_use_each_parameter():
    # iree-turbine's export: BatchNorm decomposed into sub, mul by reciprocal(sqrt(var + eps)), mul, add;
    # GroupNorm, LayerNorm and RMSNorm as ops; a convolution's and a linear layer's parameters have no role.
    assert _roles(NORMS / "turbine.mlir") == {
        "conv.weight": None, "conv.bias": None, "bn.running_mean": MEAN, "bn.running_var": VAR, "bn.weight": W,
        "bn.bias": B, "gn.weight": W, "gn.bias": B, "proj.weight": None, "proj.bias": None, "ln.weight": W,
        "ln.bias": B, "rms.weight": W}
    # op-level batch_norm and native_layer_norm: the operand positions of their schemas
    assert _roles(NORMS / "aten.mlir") == {"bn.running_mean": MEAN, "bn.running_var": VAR, "bn.weight": W,
                                           "bn.bias": B, "ln.weight": W, "ln.bias": B}


def test_the_role_survives_the_signature_cache():
    sig = read_signature(NORMS / "turbine.mlir")
    assert signature_from_dict(json.loads(json.dumps(asdict(sig)))) == sig  # as the memo stores it
