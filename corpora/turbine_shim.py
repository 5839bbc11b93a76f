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
