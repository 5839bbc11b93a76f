"""The f32 program rewritten to f64, for a more precise arbiter, through
the MLIR Python bindings: the module is parsed, printed in generic form and
parsed again, so whatever comes out has passed the verifier.
"""
from __future__ import annotations

import re
from pathlib import Path

from ...core.mlir import IRParseError, context, parse_file, parse_text

# f32 as a type: alone (`: f32`), as an element type (`4xf32`, `tensor<f32>`)
# or a torch dtype (`,f32>`). A hex float literal written for 32 bits no
# longer parses as f64, so such IR is refused, never silently changed.
_F32 = re.compile(r"(?<=[\s<x,(:\[])f32\b")


def promote_f32_to_f64(path: Path) -> tuple[str | None, str]:
    """The program with every f32 made f64, as verified generic IR, or None
    and why not (the rewrite does not hold for every program: bitcasts and
    hex constants are f32-specific)."""
    _, ctx = context(allow_unregistered=True)
    try:
        module = parse_file(path, ctx)
        text = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    except IRParseError as e:
        return None, f"cannot read the IR: {str(e)[:200]}"
    if not _F32.search(text):
        return None, "no f32 in the program"
    rewritten = _F32.sub("f64", text)
    try:
        out = parse_text(rewritten, ctx)
    except IRParseError as e:
        return None, f"the f64 rewrite does not parse: {str(e)[:200]}"
    try:
        verified = out.operation.verify()
    except Exception:  # newer bindings raise with the diagnostics instead
        verified = False
    if not verified:
        return None, "the f64 rewrite does not verify"
    return rewritten, "ok"
