"""The MLIR Python bindings shipped in iree-base-compiler: one way to make a
context and to read a case's IR (`.mlir` text or `.mlirbc` bytecode).

Imported lazily by callers, since `difftest execute` runs where only the
runtime is installed.
"""
from __future__ import annotations

from pathlib import Path

CASE_SUFFIXES = (".mlir", ".mlirbc")


class IRParseError(ValueError):
    """The IR does not parse; the message holds the parser's diagnostics
    with line numbers, never the bindings' "-" buffer name."""


def context(allow_unregistered: bool = False):
    """(the `ir` module, a new Context). Unregistered dialects are allowed
    where IR from other tools is only read and printed (dumped executables,
    rewrites), not where a typo must be an error (a case's own IR)."""
    from iree.compiler import ir

    _generic_ops()
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = allow_unregistered
    return ir, ctx


def _generic_ops() -> None:
    """Ops read as generic OpViews. difftest reads IR by op names, attributes
    and operands, never through a dialect's Python classes; but the first op
    of a dialect met otherwise imports that dialect's Python module, and
    linalg's builds its named ops with opdsl: 0.3 s of a cold run's
    signature read, for nothing."""
    try:
        from iree.compiler._mlir_libs import _mlir

        _mlir.globals.dialect_search_modules = []
    except (ImportError, AttributeError):  # other bindings: their classes load as before
        pass


def _diagnostics(e: Exception) -> str:
    lines = [ln.strip().replace('error: "-":', "line ") for ln in str(e).splitlines()
             if ln.strip() and "Unable to parse" not in ln]
    return " | ".join(lines[:4]) or type(e).__name__


def parse_text(text: str | bytes, ctx):
    from iree.compiler import ir

    try:
        return ir.Module.parse(text, ctx)
    except Exception as e:  # MLIRError carries the parser's diagnostics
        raise IRParseError(_diagnostics(e)) from None


def parse_file(path: Path, ctx, named_locations: bool = False):
    """A case file: bytecode by its suffix, else text. Undecodable bytes in
    a text file are replaced, so the parser (not the codec) names the line.
    With `named_locations`, the ops' locations name the file (reduction
    keeps them through every step), not an anonymous buffer."""
    path = Path(path)
    if named_locations and path.suffix != ".mlirbc":
        from iree.compiler import ir

        try:
            return ir.Module.parseFile(str(path), ctx)
        except Exception as e:
            raise IRParseError(_diagnostics(e)) from None
    data = path.read_bytes()
    return parse_text(data if path.suffix == ".mlirbc" else data.decode("utf-8", "replace"), ctx)
