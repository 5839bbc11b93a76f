"""Edits of a program's entry function, for delta debugging, made with the
MLIR Python bindings shipped in iree-base-compiler.

The edits come in passes, after llvm-reduce's DeltaPasses.def and cvise's
pass groups: each pass is one object that names the edits it could make
(`candidates`), makes a chunk of them (`transform`) and says what one does
(`describe`). PASSES is the registry, in the order a round tries them;
`--passes`, its help and the reducer read it, and a new pass is one class
and one `register` call. Two families share the work after an edit:
- OpPass edits the entry function's ops (drop-result, delete, cut, bypass);
  after its edits, ops whose results are unused are removed, unused
  arguments dropped, and the function type rewritten;
- TypePass rewrites the program's types in its text (static, shape, dtype),
  which is then parsed again.
An edit whose result does not verify, or that reads a value nothing defined
(a `tensor.empty` it accumulates into: its contents are undefined, so a
verdict on it would say nothing), is no edit at all.

A Program carries, besides its text, where each argument came from: an
argument of the original case (its index) or a cut. The reduced case's
inputs are configured from that.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..core.mlir import IRParseError, context, parse_file
from ..core.registry import insert

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
        """The text without locations: what a reader gets. A module that is
        nothing but its ops is printed as its ops, each with its attributes
        in place (no `#map` aliases, no `module {` around): the fewest lines,
        and the same program (a file of ops is a module)."""
        ir, ctx = _context()
        module = ir.Module.parse(self.text, ctx)
        op = module.operation
        if len(op.attributes) or "dense_resource" in self.text:
            return op.get_asm(enable_debug_info=False)
        return "\n".join(o.operation.get_asm(enable_debug_info=False).rstrip("\n")
                         for o in module.body.operations) + "\n"


@dataclass(frozen=True)
class Edit:
    """One edit a pass could make; what its fields hold is the pass's own."""

    kind: str  # the name of the pass that makes it (PASSES)
    index: int  # the result's index (drop-result), the size (shape), 0 (static, dtype), else the op's index
    operand: int | None = None  # bypass: which operand takes the result's place; shape, static: the new size
    what: str = ""  # for progress lines: the op and where it came from; dtype: "bf16->f32"

    @property
    def in_type(self) -> str:
        return self.what.replace("->", " in ")

    def describe(self) -> str:
        return PASSES[self.kind].describe(self)


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


def dynamic_arguments(program: Program, entry: str) -> list[bool]:
    """Per entry argument: does its type have a dynamic size (so its shape
    comes from the case's config, not from the signature)?"""
    ir, ctx = _context()
    module = ir.Module.parse(program.text, ctx)
    block, _, _ = _body(_entry(ir, module, entry))
    return ["?" in str(a.type) for a in block.arguments]


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
    """One kind of edit: it names the edits it could make to a program, and
    makes a chunk of them; the reducer searches subsets of its edits. A pass
    is an object, so what it tries (sizes, types) is its own state."""

    name = ""
    doc = ""  # one line, for `--passes help`
    phrase = "{e.kind} {e.index}"  # a progress line's words for one edit (`e`)

    def candidates(self, program: Program, entry: str) -> list[Edit]:
        raise NotImplementedError

    def transform(self, program: Program, entry: str, edits: list[Edit]) -> Program | None:
        """The program with these edits (all this pass's) made, cleaned up
        and verified; None when that is no valid, smaller program."""
        raise NotImplementedError

    def describe(self, edit: Edit) -> str:
        return self.phrase.format(e=edit)

    def edit(self, index: int, operand: int | None = None, what: str = "") -> Edit:
        return Edit(self.name, index, operand, what)


@dataclass
class Function:
    """The entry function of a parsed program, as an OpPass edits it."""

    ir: Any  # the bindings' `ir` module
    block: Any
    ops: list  # its top-level ops, the terminator excepted
    ret: Any  # the terminator
    origins: list[int | None]  # as Program.origins, kept up to date by the edits


class OpPass(Pass):
    """A pass over the entry function's ops: `edits` names them from the
    ops and the terminator, `rewrite` makes one on its op before the op is
    erased. What follows is the family's: the ops left unused removed,
    unused arguments dropped, the function type rewritten, the result
    verified."""

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

    def transform(self, program: Program, entry: str, edits: list[Edit]) -> Program | None:
        return _rewritten(program, entry, lambda f: self.rewrite_all(f, edits))

    def rewrite_all(self, f: Function, edits: list[Edit]) -> bool:
        """Each edit on its op, later ops first, so that no edit leaves an
        earlier one's op dangling; one edit per op. False: not a valid edit."""
        by_op: dict[int, Edit] = {}
        for e in edits:
            by_op.setdefault(e.index, e)
        for e in sorted(by_op.values(), key=lambda e: -e.index):
            if e.index >= len(f.ops):
                return False
            op = f.ops[e.index]
            self.rewrite(f, op, e)
            op.erase()
        return True

    def rewrite(self, f: Function, op, edit: Edit) -> None:
        """What becomes of the op's results before it is erased."""


class DropResult(OpPass):
    name, doc, phrase = "drop-result", "return fewer values", "drop result {e.index}"

    def edits(self, ops, ret) -> list[Edit]:
        n = len(ret.operands)
        return [self.edit(i) for i in range(n)] if n > 1 else []

    def rewrite_all(self, f: Function, edits: list[Edit]) -> bool:
        drops = {e.index for e in edits}
        keep = [v for i, v in enumerate(f.ret.operands) if i not in drops]
        if not keep:
            return False
        new = f.ir.Operation.create(f.ret.name, operands=keep, loc=f.ret.location, ip=f.ir.InsertionPoint(f.ret))
        f.ret.erase()
        f.ret = new
        return True


class Delete(OpPass):
    name, doc, phrase = "delete", "remove an op that has no results (an assert, a store)", "delete {e.what}"

    def edits(self, ops, ret) -> list[Edit]:
        return [self.edit(i, what=_where(op)) for i, op in enumerate(ops) if not len(op.results)]


def _reducible(op) -> bool:
    return bool(len(op.results)) and not op.name.startswith(_NOT_CUT)


class Cut(OpPass):
    name, doc = "cut", "turn an op's results into new arguments, so it and what fed only it go"
    phrase = "cut {e.what} into an argument"

    def edits(self, ops, ret) -> list[Edit]:
        return [self.edit(i, what=_where(op)) for i, op in enumerate(ops)
                if _reducible(op) and all(_cuttable_type(r.type) for r in op.results)]

    def rewrite(self, f: Function, op, edit: Edit) -> None:
        for r in op.results:
            r.replace_all_uses_with(f.block.add_argument(r.type, op.location))
            f.origins.append(None)


class Bypass(OpPass):
    name, doc = "bypass", "replace an op's result with one of its operands of the same type"
    phrase = "bypass {e.what} (operand {e.operand} takes its place)"

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
                    out.append(self.edit(i, k, what=_where(op)))
        return out

    def rewrite(self, f: Function, op, edit: Edit) -> None:
        op.results[0].replace_all_uses_with(op.operands[edit.operand])


# ---- rewrites of the types: shapes and dtypes --------------------------------------------

# The sizes of a ranked tensor type: `tensor<33x?x16xf32` -> "33x?x16x".
_DIMS = re.compile(r"(?<=tensor<)((?:(?:\d+|\?)x)+)")
# Toward 1 and small primes: a size that is a multiple of no tile.
SHAPE_TARGETS = (1, 2, 3, 5, 7)
# What a dtype is computed in instead: the widths every backend has.
DTYPE_TARGETS = {"bf16": "f32", "f16": "f32", "f64": "f32", "i8": "i32", "i16": "i32", "i64": "i32"}
_CASTS = ("arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci")


_QUOTED = re.compile(r'("(?:[^"\\]|\\.)*")')


def _outside_quotes(text: str) -> list[str]:
    """The text outside double-quoted strings (locations name files, which may hold anything)."""
    return _QUOTED.split(text)[::2]


def _unquoted(text: str, fn) -> str:
    """`fn` applied to the text outside double-quoted strings."""
    parts = _QUOTED.split(text)
    return "".join(p if i % 2 else fn(p) for i, p in enumerate(parts))


def _sizes(text: str) -> list[int]:
    return sorted({int(d) for part in _outside_quotes(text) for m in _DIMS.finditer(part)
                   for d in m.group(1).split("x") if d.isdigit()})


def _resized(text: str, sizes: dict[int, int]) -> str:
    def dims(m) -> str:
        return "".join(f"{sizes.get(int(d), d) if d.isdigit() else d}x" for d in m.group(1).split("x")[:-1])

    def sub(t: str) -> str:
        t = _DIMS.sub(dims, t)
        # expand_shape's static sizes are the tensor's own.
        return re.sub(r"output_shape \[([^\]]*)\]", lambda m: "output_shape [" + ", ".join(
            str(sizes.get(int(x), x)) if x.strip().isdigit() else x.strip() for x in m.group(1).split(",")) + "]", t)

    return _unquoted(text, sub)


def _dtype_token(dtype: str) -> re.Pattern:
    # After `x` (a tensor's), a space, `:`, `(`, `<`, `,` or `[`: a type, never part of a name.
    return re.compile(r"(?<=[x\s:(<,\[])" + dtype + r"\b")


def _dtypes(text: str, widths: dict[str, str] = DTYPE_TARGETS) -> list[str]:
    parts = _outside_quotes(text)
    return [d for d in widths if any(_dtype_token(d).search(p) for p in parts)]


class TypePass(Pass):
    """A pass that rewrites the program's types in its text: `retext` makes
    a chunk of its edits; the text is then parsed, verified, and kept only
    when it reads no more undefined values than the program did."""

    removes_dead = False  # ops the rewrite left unused go (the tensor.dim ops of sizes made static)

    def transform(self, program: Program, entry: str, edits: list[Edit]) -> Program | None:
        text = self.retext(program.text, entry, edits)
        if text is None or text == program.text:
            return None
        return _reparsed(program, entry, text, self.removes_dead)

    def retext(self, text: str, entry: str, edits: list[Edit]) -> str | None:
        raise NotImplementedError


class Shape(TypePass):
    """Make one size of the program's tensors smaller, toward 1 and small
    primes (every dimension of that size at once, so the shapes still agree)."""

    name, doc = "shape", "make a size of the tensors smaller, toward 1 and small primes, wherever it is"
    phrase = "size {e.index} -> {e.operand}"

    def __init__(self, targets: tuple[int, ...] = SHAPE_TARGETS):
        self.targets = targets

    def candidates(self, program: Program, entry: str) -> list[Edit]:
        # The smallest target first: of a chunk's edits to one size, the first is kept.
        return [self.edit(size, t) for size in _sizes(program.text) for t in self.targets if t < size]

    def retext(self, text: str, entry: str, edits: list[Edit]) -> str | None:
        sizes: dict[int, int] = {}
        for e in edits:
            sizes.setdefault(e.index, e.operand)
        return _resized(text, sizes)


class Static(TypePass):
    """Make every dynamic size (`?`) one static size, so the `tensor.dim`
    ops that carried them go (and the cuts they blocked can follow). A
    program whose dynamic sizes are computed (an `expand_shape` of a dynamic
    size into two) or come from argument data of a fixed shape does not
    verify, or does not keep its verdict, so there it changes nothing."""

    name, doc = "static", "make every dynamic size one static size, so the tensor.dim ops that fed them go"
    phrase = "every dynamic size -> {e.operand}"
    removes_dead = True  # the tensor.dim ops, and the index constants they read

    def __init__(self, targets: tuple[int, ...] = SHAPE_TARGETS):
        self.targets = targets

    def candidates(self, program: Program, entry: str) -> list[Edit]:
        if not any("?" in m.group(1) for part in _outside_quotes(program.text) for m in _DIMS.finditer(part)):
            return []
        # The smallest first: of a chunk's static edits, the first is kept.
        return [self.edit(0, t) for t in self.targets]

    def retext(self, text: str, entry: str, edits: list[Edit]) -> str | None:
        return _static(text, edits[0].operand)


# An op's dynamic sizes, as operands: none is left once every size is static.
_EMPTY_SIZES = re.compile(r"tensor\.empty\([^)]*\)")
_OUTPUT_SHAPE = re.compile(r"output_shape \[([^\]]*)\]")


def _static(text: str, size: int) -> str:
    """Every `?` of a tensor type `size`, and the operands that carried the
    dynamic sizes (tensor.empty's, expand_shape's output_shape) made the same."""
    def dims(m) -> str:
        return m.group(1).replace("?", str(size))

    def sub(t: str) -> str:
        t = _DIMS.sub(dims, t)
        t = _EMPTY_SIZES.sub("tensor.empty()", t)
        return _OUTPUT_SHAPE.sub(lambda m: "output_shape [" + ", ".join(
            x.strip() if x.strip().isdigit() else str(size) for x in m.group(1).split(",")) + "]", t)

    return _unquoted(text, sub)


class Dtype(TypePass):
    """Compute in f32 (or i32) what was computed in a narrower or wider
    type, the casts that become no-ops gone."""

    name, doc = "dtype", "compute in f32 (or i32) what was computed in another type"
    phrase = "compute {e.in_type}"

    def __init__(self, widths: dict[str, str] = DTYPE_TARGETS):
        self.widths = widths

    def candidates(self, program: Program, entry: str) -> list[Edit]:
        return [self.edit(0, what=f"{d}->{self.widths[d]}") for d in _dtypes(program.text, self.widths)]

    def retext(self, text: str, entry: str, edits: list[Edit]) -> str | None:
        dtypes = dict(e.what.split("->") for e in edits)
        text = _without_self_casts(text, entry, dtypes)
        if text is None:
            return None
        for old, new in dtypes.items():
            text = _unquoted(text, lambda t, old=old, new=new: _dtype_token(old).sub(new, t))
        return text


# ---- the registry ------------------------------------------------------------------------------

# In the order a round tries them: cheap, large cuts first; then what makes the rest simpler.
PASSES: dict[str, Pass] = {}


def register(p: Pass, before: str | None = None) -> Pass:
    """A pass into the registry: last in a round, or just before the pass
    named `before`. The one place a pass is listed."""
    # `--passes help` lists them and `--passes a,b` picks two: neither can be a pass's name.
    if p.name == "help" or "," in p.name:
        raise ValueError(f"reduction pass {p.name!r}: not a name --passes can take")
    return insert(PASSES, p.name, p, before, "reduction pass")


for _p in (DropResult(), Delete(), Cut(), Bypass(), Static(), Shape(), Dtype()):
    register(_p)


def pass_names() -> str:
    """The registry's names, in order, as a sentence: `a, b and c`."""
    names = list(PASSES)
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)


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
    """The program with every edit made, by the pass that named them,
    cleaned up and verified; None when the result is not a valid program
    with at least one result, or reads a value nothing defined where the
    program did not. The edits are one pass's: the reducer tries one pass
    at a time."""
    kinds = {e.kind for e in edits}
    if len(kinds) != 1:
        raise ReduceError(f"apply: the edits of one pass at a time, got {sorted(kinds) or 'none'}")
    return PASSES[kinds.pop()].transform(program, entry, edits)


def _verifies(module) -> bool:
    try:
        return bool(module.operation.verify())
    except Exception:
        return False


def _rewritten(program: Program, entry: str, edit: Callable[[Function], bool]) -> Program | None:
    """An OpPass's edits (`edit`, False when they are no valid edit), then
    the dead ops and arguments gone, the function type rewritten, verified."""
    ir, ctx = _context()
    module = ir.Module.parse(program.text, ctx)
    func = _entry(ir, module, entry)
    block, ops, ret = _body(func)
    f = Function(ir, block, ops, ret, list(program.origins))
    undefined = len(undefined_reads(block))
    with ctx:
        if not edit(f):
            return None
        _remove_dead(block)
        for i in reversed(range(len(block.arguments))):
            if not _has_uses(block.arguments[i]):
                block.erase_argument(i)
                del f.origins[i]
        ftype = ir.FunctionType.get([a.type for a in block.arguments], [v.type for v in f.ret.operands])
        func.attributes["function_type"] = ir.TypeAttr.get(ftype)
        for attr in ("arg_attrs", "res_attrs"):  # they describe the old signature
            if attr in func.attributes:
                del func.attributes[attr]
        if not _verifies(module) or len(undefined_reads(block)) > undefined:
            return None
        _, left, _ = _body(func)
        return Program(module.operation.get_asm(enable_debug_info=True), tuple(f.origins), len(left))


def _reparsed(program: Program, entry: str, text: str, remove_dead: bool) -> Program | None:
    """A TypePass's text, parsed and verified (and its dead ops removed)."""
    ir, ctx = _context()
    try:
        module = ir.Module.parse(text, ctx)
        with ctx:
            if not module.operation.verify():
                return None
    except Exception:
        return None
    before = ir.Module.parse(program.text, ctx)
    block, ops, _ = _body(_entry(ir, module, entry))
    if remove_dead:
        with ctx:
            _remove_dead(block)
        block, ops, _ = _body(_entry(ir, module, entry))
    if len(undefined_reads(block)) > len(undefined_reads(_body(_entry(ir, before, entry))[0])):
        return None
    return Program(module.operation.get_asm(enable_debug_info=True), program.origins, len(ops))


def _without_self_casts(text: str, entry: str, dtypes: dict[str, str]) -> str | None:
    """The text with each cast whose two types become one (bf16 -> f32 once
    bf16 is f32) bypassed, printed as it is: well typed only after the rename."""
    ir, ctx = _context()
    module = ir.Module.parse(text, ctx)
    func = _entry(ir, module, entry)

    def renamed(t) -> str:
        s = str(t)
        for old, new in dtypes.items():
            s = _dtype_token(old).sub(new, s) if s != old else new
        return s

    with ctx:
        for op in _walk(func):
            if op.name in _CASTS and len(op.operands) == 1 and len(op.results) == 1 and \
                    renamed(op.operands[0].type) == renamed(op.results[0].type):
                op.results[0].replace_all_uses_with(op.operands[0])
                op.erase()
        return module.operation.get_asm(enable_debug_info=True, assume_verified=True)


def _walk(op) -> list:
    """Every op nested in `op`, innermost last, as a list (erasing while walking is safe)."""
    out = []
    for region in op.regions:
        for block in region.blocks:
            for o in block.operations:
                out.append(o.operation)
                out += _walk(o.operation)
    return out


# ---- well-defined programs ---------------------------------------------------------------------

# Ops whose result is their operand seen another way: undefined where it is.
_VIEWS = ("tensor.collapse_shape", "tensor.expand_shape", "tensor.cast", "tensor.reshape")
# Ops that read only an operand's shape.
_SHAPE_ONLY = ("tensor.dim", "memref.dim")


def _reads(op) -> list[int]:
    """The operands an op reads the contents of. A linalg op reads an
    `outs` operand only when its body uses that block argument (a matmul
    accumulates into it, an elementwise op overwrites it); one without a
    body (softmax) reads only its inputs."""
    n = len(op.operands)
    if op.name in _SHAPE_ONLY:
        return []
    if op.name.startswith("linalg."):
        if len(op.regions) and len(op.regions[0].blocks):
            args = op.regions[0].blocks[0].arguments
            if len(args) == n:
                return [i for i in range(n) if _has_uses(args[i])]
        return list(range(n - 1))
    return list(range(n))


def undefined_reads(block) -> list[str]:
    """The ops of a function's body that read a value nothing defined: the
    contents of a `tensor.empty`, directly or through a reshape. Each as
    `op (operand k)`."""
    undefined: set = set()
    found = []
    for o in block.operations:
        op = o.operation
        if op.name == "tensor.empty":
            undefined.update(op.results)
            continue
        bad = [i for i in _reads(op) if op.operands[i] in undefined]
        if bad and op.name in _VIEWS:
            undefined.update(op.results)
        elif bad:
            found += [f"{op.name} (operand {i})" for i in bad]
    return found


def undefined_in(text: str, entry: str = "main", ctx=None) -> list[str]:
    """undefined_reads of a program's entry function, from its text; in
    `ctx` (new_context()'s) when many programs are read: making a context
    costs more than reading a small program."""
    from iree.compiler import ir

    module = ir.Module.parse(text, ctx or new_context())
    return undefined_reads(_body(_entry(ir, module, entry))[0])


def new_context():
    return _context()[1]


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
