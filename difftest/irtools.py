"""IR rewrites done through the MLIR Python bindings shipped in
iree-base-compiler: the module is parsed, printed in generic form and parsed
again, so whatever comes out has passed the verifier.
"""
from __future__ import annotations

import re
from pathlib import Path

# f32 as a type: alone (`: f32`), as an element type (`4xf32`, `tensor<f32>`)
# or a torch dtype (`,f32>`). A hex float literal written for 32 bits no
# longer parses as f64, so such IR is refused, never silently changed.
_F32 = re.compile(r"(?<=[\s<x,(:\[])f32\b")


def parse(path: Path, ctx):
    from iree.compiler import ir

    data = Path(path).read_bytes()
    return ir.Module.parse(data if Path(path).suffix == ".mlirbc" else data.decode("utf-8", "replace"), ctx)


def promote_f32_to_f64(path: Path) -> tuple[str | None, str]:
    """The program with every f32 made f64, as verified generic IR, or None
    and why not (the rewrite does not hold for every program: bitcasts and
    hex constants are f32-specific)."""
    from iree.compiler import ir

    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    try:
        module = parse(path, ctx)
        text = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    except Exception as e:
        return None, f"cannot read the IR: {str(e).splitlines()[0][:200]}"
    if not _F32.search(text):
        return None, "no f32 in the program"
    rewritten = _F32.sub("f64", text)
    try:
        out = ir.Module.parse(rewritten, ctx)
        if not out.operation.verify():
            return None, "the f64 rewrite does not verify"
    except Exception as e:
        return None, f"the f64 rewrite does not parse: {str(e).splitlines()[0][:200]}"
    return rewritten, "ok"
