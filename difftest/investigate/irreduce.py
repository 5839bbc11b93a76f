"""Edits of a program's entry function, for delta debugging, made with the
MLIR Python bindings shipped in iree-base-compiler.

Four kinds of edit, each of which makes the function smaller:
- drop-result: return fewer values;
- delete: remove an op that has no results (an assert, a store);
- cut: turn an op's results into new function arguments, so the op and
  whatever fed only it go away;
- bypass: replace an op's result with one of its operands of the same type.
After each edit, ops whose results are unused are removed, unused arguments
dropped, and the function type rewritten; an edit whose result does not
verify is no edit at all.

A Program carries, besides its text, where each argument came from: an
argument of the original case (its index) or a cut. The reduced case's
inputs are configured from that.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..core.mlir import IRParseError, context, parse_file

FUNCTION_OPS = ("func.func", "util.func")
# Never worth an argument: they are free, and go once their users go.
_NOT_CUT = ("arith.constant", "tensor.empty", "torch.constant.", "torch.prim.ListConstruct")
# A tensor type difftest can make inputs for: static shape, known element type.
_TENSOR = re.compile(r"^(tensor<([0-9]+x)*[a-zA-Z0-9_]+>|!torch\.vtensor<\[[0-9,]*\],[a-zA-Z0-9_]+>)$")


class ReduceError(ValueError):
    pass


@dataclass(frozen=True)
class Program:
    text: str  # with debug locations, so the original positions survive every step
    origins: tuple[int | None, ...]  # per entry argument: the original argument's index, or None (a cut)
    ops: int  # top-level ops of the entry function, its terminator excepted

    def plain_text(self) -> str:
        """The text without locations: what a reader gets."""
        ir, ctx = _context()
        return ir.Module.parse(self.text, ctx).operation.get_asm(enable_debug_info=False)


@dataclass(frozen=True)
class Edit:
    kind: str  # drop-result | delete | cut | bypass
    index: int  # the result's index (drop-result), else the op's index in the entry's body
    operand: int | None = None  # bypass: which operand takes the result's place
    what: str = ""  # for progress lines: the op and where it came from

    def describe(self) -> str:
        if self.kind == "drop-result":
            return f"drop result {self.index}"
        if self.kind == "delete":
            return f"delete {self.what}"
        if self.kind == "cut":
            return f"cut {self.what} into an argument"
        return f"bypass {self.what} (operand {self.operand} takes its place)"


def _context():
    return context(allow_unregistered=True)


def _entry(ir, module, name: str):
    for op in module.body.operations:
        op = op.operation
        inner = [o.operation for o in op.regions[0].blocks[0].operations] if op.name == "builtin.module" else [op]
        for c in inner:
            if c.name in FUNCTION_OPS and "sym_name" in c.attributes and len(c.regions[0].blocks) \
                    and ir.StringAttr(c.attributes["sym_name"]).value == name:
                return c
    raise ReduceError(f"entry function @{name} not found")


def _body(func):
    block = func.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    return block, ops[:-1], ops[-1]


def load(path: Path, entry: str) -> Program:
    ir, ctx = _context()
    path = Path(path)
    try:
        module = parse_file(path, ctx, named_locations=True)
    except IRParseError as e:
        raise ReduceError(f"{path}: cannot parse: {str(e)[:300]}") from None
    func = _entry(ir, module, entry)
    block, ops, _ = _body(func)
    return Program(module.operation.get_asm(enable_debug_info=True), tuple(range(len(block.arguments))), len(ops))


def _where(op) -> str:
    m = re.search(r'"([^"]+)":(\d+)', str(op.location))
    return f"{op.name} ({Path(m.group(1)).name}:{m.group(2)})" if m and m.group(1) != "-" else op.name


def _cuttable_type(t) -> bool:
    return bool(_TENSOR.match(str(t)))


class Pass:
    """One kind of edit, after llvm-reduce's delta passes: it names the
    edits it could make to a program; the reducer searches their subsets."""

    name = ""
    doc = ""

    def candidates(self, program: Program, entry: str) -> list[Edit]:
        ir, ctx = _context()
        # The module and its context must outlive every op read from them.
        module = ir.Module.parse(program.text, ctx)
        _, ops, ret = _body(_entry(ir, module, entry))
        edits = self.edits(ops, ret)
        del ops, ret, module
        return edits

    def edits(self, ops, ret) -> list[Edit]:
        raise NotImplementedError


class DropResult(Pass):
    name, doc = "drop-result", "return fewer values"

    def edits(self, ops, ret) -> list[Edit]:
        n = len(ret.operands)
        return [Edit(self.name, i) for i in range(n)] if n > 1 else []


class Delete(Pass):
    name, doc = "delete", "remove an op that has no results (an assert, a store)"

    def edits(self, ops, ret) -> list[Edit]:
        return [Edit(self.name, i, what=_where(op)) for i, op in enumerate(ops) if not len(op.results)]


def _reducible(op) -> bool:
    return bool(len(op.results)) and not op.name.startswith(_NOT_CUT)


class Cut(Pass):
    name, doc = "cut", "turn an op's results into new arguments, so it and what fed only it go"

    def edits(self, ops, ret) -> list[Edit]:
        return [Edit(self.name, i, what=_where(op)) for i, op in enumerate(ops)
                if _reducible(op) and all(_cuttable_type(r.type) for r in op.results)]


class Bypass(Pass):
    name, doc = "bypass", "replace an op's result with one of its operands of the same type"

    def edits(self, ops, ret) -> list[Edit]:
        out = []
        for i, op in enumerate(ops):
            if not _reducible(op) or len(op.results) != 1:
                continue
            t = str(op.results[0].type)
            seen = set()
            for k, v in enumerate(op.operands):
                # One edit per distinct operand of the result's type: which one
                # carries the difference is what the predicate finds out.
                if str(v.type) == t and v not in seen:
                    seen.add(v)
                    out.append(Edit(self.name, i, k, what=_where(op)))
        return out


# In the order a round tries them: cheap, large cuts first.
PASSES: dict[str, Pass] = {p.name: p for p in (DropResult(), Delete(), Cut(), Bypass())}


def passes_named(text: str | None) -> list[Pass]:
    """`--passes cut,bypass`: a subset of the registry, in registry order."""
    if not text:
        return list(PASSES.values())
    if text == "help":
        raise ReduceError("passes, tried in this order each round:\n" + "\n".join(
            f"  {p.name}: {p.doc}" for p in PASSES.values()))
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in PASSES]
    if unknown:
        raise ReduceError(f"--passes: unknown pass {unknown[0]!r} (known: {', '.join(PASSES)})")
    return [p for name, p in PASSES.items() if name in names]


def _has_uses(value) -> bool:
    return next(iter(value.uses), None) is not None


def apply(program: Program, entry: str, edits: list[Edit]) -> Program | None:
    """The program with every edit made, cleaned up and verified; None when
    the result is not a valid program with at least one result."""
    ir, ctx = _context()
    module = ir.Module.parse(program.text, ctx)
    func = _entry(ir, module, entry)
    block, ops, ret = _body(func)
    origins = list(program.origins)
    with ctx:
        drops = {e.index for e in edits if e.kind == "drop-result"}
        if drops:
            keep = [v for i, v in enumerate(ret.operands) if i not in drops]
            if not keep:
                return None
            new = ir.Operation.create(ret.name, operands=keep, loc=ret.location, ip=ir.InsertionPoint(ret))
            ret.erase()
            ret = new
        # Later ops first, so that no edit leaves an earlier one's op dangling;
        # one edit per op.
        by_op = {}
        for e in edits:
            if e.kind != "drop-result":
                by_op.setdefault(e.index, e)
        for e in sorted(by_op.values(), key=lambda e: -e.index):
            if e.index >= len(ops):
                return None
            op = ops[e.index]
            if e.kind == "delete":
                pass
            elif e.kind == "cut":
                for r in op.results:
                    r.replace_all_uses_with(block.add_argument(r.type, op.location))
                    origins.append(None)
            else:
                op.results[0].replace_all_uses_with(op.operands[e.operand])
            op.erase()
        _remove_dead(block)
        for i in reversed(range(len(block.arguments))):
            if not _has_uses(block.arguments[i]):
                block.erase_argument(i)
                del origins[i]
        ftype = ir.FunctionType.get([a.type for a in block.arguments], [v.type for v in ret.operands])
        func.attributes["function_type"] = ir.TypeAttr.get(ftype)
        for attr in ("arg_attrs", "res_attrs"):  # they describe the old signature
            if attr in func.attributes:
                del func.attributes[attr]
        try:
            if not module.operation.verify():
                return None
        except Exception:
            return None
        _, left, _ = _body(func)
        return Program(module.operation.get_asm(enable_debug_info=True), tuple(origins), len(left))


def _remove_dead(block) -> None:
    """Remove ops whose results are all unused, until none is left. Ops
    without results (stores, asserts) stay: they are there for an effect.
    The predicate judges every step, so an op removed here that mattered
    only costs the step."""
    changed = True
    while changed:
        changed = False
        ops = [o.operation for o in block.operations][:-1]
        for op in reversed(ops):
            if len(op.results) and not any(_has_uses(r) for r in op.results):
                op.erase()
                changed = True
