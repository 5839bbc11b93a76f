"""Shared by the export scripts that run iree-turbine 3.9.0 against iree-base-compiler 3.13.0's
Python bindings (corpora/gpt2/export.py, corpora/sdxl_unet/export.py)."""
from __future__ import annotations


def shim_turbine_bindings() -> None:
    """iree-turbine 3.9.0 calls `SomeType.isinstance(x)`, a static method that iree-base-compiler
    3.13.0's MLIR bindings dropped ("IntegerType has no attribute 'isinstance'"); Python's own
    isinstance answers the same there, the bindings returning values already downcast. Add the
    methods back, in this process only, before turbine is imported."""
    from iree.compiler import ir

    for name in dir(ir):
        cls = getattr(ir, name)
        if not isinstance(cls, type) or hasattr(cls, "isinstance"):
            continue
        if any(b.__name__ in ("Type", "Attribute", "Value", "OpView") for b in cls.__mro__):
            try:
                cls.isinstance = staticmethod(lambda x, c=cls: isinstance(x, c))
            except (TypeError, AttributeError):
                pass


def causal_lm_logits(torch, lm):
    """A transformers causal LM called with its ids alone, as a module returning its logits. The causal
    mask is passed as its eager attention adds it (4D, 0 or the f32 minimum), so that transformers' own
    mask builder stays out of the graph: it exports ops iree-compile 3.13 rejects (an unregistered
    torch.operator "torch.aten.diff" from its packed-sequence check, a rank-0 i1 torch.vtensor.literal
    from its mask functions). The logits are the same, bit for bit."""

    class Logits(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lm = lm

        def forward(self, input_ids):
            s = input_ids.shape[1]
            mask = torch.triu(torch.full((s, s), torch.finfo(torch.float32).min), diagonal=1)[None, None]
            return self.lm(input_ids=input_ids, attention_mask=mask, use_cache=False, return_dict=False)[0]

    return Logits()
