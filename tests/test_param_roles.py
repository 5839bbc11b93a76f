"""A normalisation's parameters told by what the IR does with them, not by their names: iree-turbine names
a LayerNorm's weight after its module path (`ln_1.weight`, convnext's `features.1.0.block.2.weight`), and a
generated weight near 0 there silences every layer after it; a BatchNorm's running_var generated negative is
NaN after its square root."""
from __future__ import annotations

import json
from dataclasses import asdict

import numpy as np

from difftest.corpus import param_roles
from difftest.corpus.inputs import load_arrays
from difftest.corpus.parameters import generated_key, value_of
from difftest.corpus.signature import ParamDecl, TensorSpec, read_signature, signature_from_dict

from .conftest import CASES, by_case

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


def test_a_norm_weight_by_role_is_near_1_whatever_its_name_and_the_name_stays_the_fallback():
    big = TensorSpec((4096,), "f32")
    weight = value_of(ParamDecl("model", "features.1.0.block.2.weight", big, "w", W), 0)
    assert abs(float(weight.mean()) - 1) < 0.005 and 0.015 < float(weight.std()) < 0.025
    bias = value_of(ParamDecl("model", "features.1.0.block.2.bias", big, "b", B), 0)
    assert abs(float(bias.mean())) < 0.005 and float(bias.std()) < 0.05
    var = value_of(ParamDecl("model", "bn.running_var", big, "v", VAR), 0)
    assert (var > 0).all() and abs(float(var.mean()) - 1) < 0.05
    # without a role (linalg-level IR): the name decides, as before; a running_var is positive there too
    unnamed = value_of(ParamDecl("model", "features.1.0.block.2.weight", big, "w"), 0)
    assert abs(float(unnamed.mean())) < 0.005
    assert (value_of(ParamDecl("model", "bn.running_var", big, "v"), 0) > 0).all()
    named = value_of(ParamDecl("model", "blk.0.attn_norm.weight", big, "n"), 0)
    assert abs(float(named.mean()) - 1) < 0.005


def test_the_role_keys_the_archive_and_survives_the_signature_cache():
    spec = TensorSpec((8,), "f32")
    plain, norm = ParamDecl("model", "ln.weight", spec, "w"), ParamDecl("model", "ln.weight", spec, "w", W)
    assert generated_key([plain], 0) != generated_key([norm], 0)
    sig = read_signature(NORMS / "turbine.mlir")
    assert signature_from_dict(json.loads(json.dumps(asdict(sig)))) == sig  # as the memo stores it


def test_a_turbine_export_with_norms_named_otherwise_gives_an_informative_output(difftest):
    """Both exports end in a normalisation with a generated weight: near 1, the output's RMS is near 1
    (near 0.02 with a weight drawn as a plain vector), and a negative running_var would make it NaN."""
    rc, report, _ = difftest(str(NORMS), "--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")
    cases = by_case(report)
    assert rc == 0 and set(cases) == {"norms/turbine", "norms/aten"}, [c["reason"] for c in cases.values()]
    for name, case in cases.items():
        assert case["verdict"] in ("identical", "within-tolerance"), (name, case["reason"])
        for side in ("baseline", "candidate"):
            out = load_arrays(case["variants"][side]["run"]["outputs_path"])[0].astype(np.float64)
            rms = float(np.sqrt(np.mean(np.square(out))))
            assert np.isfinite(out).all() and out.std() > 0.1 and 0.5 < rms < 2, (name, side, out)
