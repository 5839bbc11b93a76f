"""Find a case's entry function and read its argument types.

The IR is parsed with the MLIR Python bindings shipped in iree-base-compiler,
so we see what the compiler sees (generic form, bytecode, attributes)
instead of guessing from text.
"""
from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from ..core import keys
from ..core.cache import JsonMemo
from ..core.dtypes import UnsupportedDtype, to_numpy
from ..core.errors import OneLineError
from ..core.mlir import IRParseError, context, parse_file
from . import param_roles
from .accumulation import Accumulation, of_function
from .accumulation import from_dict as accumulation_from_dict

FUNCTION_OPS = ("func.func", "util.func")


class SignatureError(OneLineError):
    """The case's IR cannot give us an entry function with usable types."""


@dataclass(frozen=True)
class TensorSpec:
    shape: tuple[int | None, ...]  # None marks a dynamic dim
    element_type: str  # MLIR spelling: f32, bf16, si64, ...
    scalar: bool = False

    @property
    def is_dynamic(self) -> bool:
        return any(d is None for d in self.shape)

    def __str__(self) -> str:
        if self.scalar:
            return self.element_type
        dims = "x".join("?" if d is None else str(d) for d in self.shape)
        return f"tensor<{dims + 'x' if dims else ''}{self.element_type}>"


@dataclass(frozen=True)
class IndexBound:
    """An integer argument used as an index: valid values are [0, high)."""

    arg: int
    high: int
    why: str


@dataclass(frozen=True)
class ParamDecl:
    """A global the module reads from a parameter archive: `util.global
    private @w = #stream.parameter.named<"model"::"w"> : tensor<4x8xf32>`."""

    scope: str
    key: str
    spec: TensorSpec
    global_name: str
    # What the IR does with it (corpus/param_roles.py: a norm's weight, bias, mean or variance), None where its
    # uses do not tell: the generated value follows it before the name.
    role: str | None = None


@dataclass(frozen=True)
class Signature:
    entry: str
    op: str
    args: tuple[TensorSpec, ...]
    results: tuple[TensorSpec, ...]
    index_bounds: tuple[IndexBound, ...] = ()
    # Per result: a sum of how many terms in which type (corpus/accumulation.py), read in the same parse.
    sums: tuple[Accumulation | None, ...] = ()
    # The module's external parameters, every function's (they are the module's, not the entry's).
    parameters: tuple[ParamDecl, ...] = ()

    def bound_of(self, arg: int) -> IndexBound | None:
        return next((b for b in self.index_bounds if b.arg == arg), None)


# Only the *printed form of one type object* is read here, never the IR: the
# torch dialect's types have no Python binding in iree-base-compiler.
_TORCH_TENSOR = re.compile(r"^!torch\.(?:v)?tensor<\[([^\]]*)\],\s*([A-Za-z0-9]+)>$")
_TORCH_SCALARS = {"!torch.int": "si64", "!torch.float": "f64", "!torch.bool": "i1"}


def _spec_from_type(ir, t) -> TensorSpec:
    if isinstance(t, ir.RankedTensorType):
        rt = ir.RankedTensorType(t)
        shape = tuple(None if rt.is_dynamic_dim(i) else rt.get_dim_size(i) for i in range(rt.rank))
        return _checked(TensorSpec(shape, str(rt.element_type)))
    text = str(t)
    m = _TORCH_TENSOR.match(text)
    if m:
        dims = [d.strip() for d in m.group(1).split(",") if d.strip()]
        shape = tuple(None if d in ("-1", "?") else int(d) for d in dims)
        return _checked(TensorSpec(shape, m.group(2)))
    if text in _TORCH_SCALARS:
        return TensorSpec((), _TORCH_SCALARS[text], scalar=True)
    if isinstance(t, (ir.IntegerType, ir.F32Type, ir.F64Type, ir.F16Type, ir.BF16Type)):
        return _checked(TensorSpec((), text, scalar=True))
    raise SignatureError(f"argument type {text} is not supported (tensors and scalars only)")


def _checked(spec: TensorSpec) -> TensorSpec:
    try:
        to_numpy(spec.element_type)
    except UnsupportedDtype as e:
        raise SignatureError(str(e)) from None
    return spec


def _function_info(ir, op):
    attrs = op.attributes
    sym = ir.StringAttr(attrs["sym_name"]).value
    vis = ir.StringAttr(attrs["sym_visibility"]).value if "sym_visibility" in attrs else "public"
    return sym, op.name, vis, op


def _functions(ir, module):
    """Defined functions at top level, or one module down (turbine wraps its
    exports in a named module). Declarations are imports, never entries."""
    for op in module.body.operations:
        op = op.operation
        if op.name == "builtin.module":
            candidates = [o.operation for o in op.regions[0].blocks[0].operations]
        else:
            candidates = [op]
        for c in candidates:
            if c.name in FUNCTION_OPS and len(c.regions[0].blocks):
                yield _function_info(ir, c)


def choose_entry(functions: list[tuple[str, str]], requested: str | None) -> str:
    """functions: (name, visibility). `requested`, else `main`, else the one public function."""
    names = [n for n, _ in functions]
    if requested:
        if requested not in names:
            raise SignatureError(f"entry function @{requested} not found; functions: "
                                 f"{', '.join('@' + n for n in names) or 'none'}")
        return requested
    if "main" in names:
        return "main"
    public = [n for n, vis in functions if vis == "public"]
    if len(public) == 1:
        return public[0]
    if not public:
        raise SignatureError("no public function to use as entry; set `entry` in difftest.toml")
    raise SignatureError(f"several public functions ({', '.join('@' + n for n in public)}) and no @main; "
                         "set `entry` in difftest.toml")


@functools.lru_cache(maxsize=1)
def bindings_version() -> str:
    """The installed compiler's version, from its dist-info directory's
    name: reading metadata through importlib.metadata scans every installed
    package (tens of ms), and importing the bindings to ask costs more."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        spec = None
    for loc in (spec.submodule_search_locations or []) if spec else []:
        site = Path(loc).parent.parent
        found = sorted(site.glob("iree_base_compiler-*.dist-info"))
        if found:
            return found[-1].name[len("iree_base_compiler-"):-len(".dist-info")]
        # A build tree's bindings: their files stand in for a version.
        lib = sorted(Path(loc).glob("_mlir_libs/_mlir*.so"))
        if lib:
            st = lib[0].stat()
            return f"{lib[0]}|{st.st_size}|{st.st_mtime_ns}"
    return "unknown"


def _spec(d) -> TensorSpec:
    shape = d["shape"]
    if not isinstance(shape, list) or not all(x is None or (isinstance(x, int) and x >= 0) for x in shape):
        raise ValueError("shape")
    return TensorSpec(tuple(shape), str(d["element_type"]), bool(d["scalar"]))


def signature_from_dict(d: dict) -> Signature:
    """The inverse of `asdict`; ValueError/KeyError/TypeError on anything else."""
    return Signature(
        entry=str(d["entry"]), op=str(d["op"]),
        args=tuple(_spec(a) for a in d["args"]), results=tuple(_spec(r) for r in d["results"]),
        index_bounds=tuple(IndexBound(int(b["arg"]), int(b["high"]), str(b["why"])) for b in d["index_bounds"]),
        sums=tuple(accumulation_from_dict(a) for a in d.get("sums", ())),
        parameters=tuple(ParamDecl(str(p["scope"]), str(p["key"]), _spec(p["spec"]), str(p["global_name"]),
                                   None if p.get("role") is None else str(p["role"]))
                         for p in d.get("parameters", ())))


def cached_signature(path: Path, entry: str | None, cache_dir: Path | None) -> Signature:
    """read_signature, remembered by the IR's bytes. A warm run of an
    unchanged corpus would otherwise spend most of its time importing the
    MLIR bindings only to read types it read last time. A refusal is
    remembered too: it is as much a fact of those bytes."""
    if cache_dir is None:
        return read_signature(path, entry)
    try:
        source = Path(path).read_bytes()
    except OSError:
        return read_signature(path, entry)  # it names the cause
    return JsonMemo(cache_dir, keys.CACHE_DIRS["signature"]).recall(
        keys.signature_key(source, entry, bindings_version()), lambda: read_signature(path, entry),
        encode=lambda sig: {"signature": asdict(sig)}, decode=lambda d: signature_from_dict(d["signature"]),
        refusal=SignatureError)


def _said_of_bytes(path: Path) -> str | None:
    """What the parser would say badly of a file it cannot read at all: a
    UTF-8 byte-order mark read as "unexpected character", an empty file as
    a module with no function to run ("set `entry`")."""
    try:
        with open(path, "rb") as f:
            head = f.read(3)
    except OSError:
        return None  # the parser names the cause
    if head == b"\xef\xbb\xbf":
        return ("the file starts with a UTF-8 byte-order mark (EF BB BF), which MLIR's parser (iree-compile's too) "
                "reads as an unexpected character: save it without one")
    if not head.strip() and not Path(path).read_bytes().strip():
        return "the file is empty: no function to run"
    return None


def read_signature(path: Path, entry: str | None = None) -> Signature:
    if said := _said_of_bytes(path):
        raise SignatureError(said)
    ir, ctx = context()
    try:
        module = parse_file(path, ctx)
    except IRParseError as e:
        # The caller prefixes the real path.
        raise SignatureError(f"malformed IR: {e}") from None
    with ctx:
        funcs = list(_functions(ir, module))
        chosen = choose_entry([(n, vis) for n, _, vis, _ in funcs], entry)
        name, op_name, _, op = next(f for f in funcs if f[0] == chosen)
        ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
        args = tuple(_spec_from_type(ir, t) for t in ftype.inputs)
        results = tuple(_spec_from_type(ir, t) for t in ftype.results)
        bounds = tuple(_index_bounds(ir, op, args))
        sums = of_function(ir, op)
        params = tuple(_parameters(ir, module))
    return Signature(entry=name, op=op_name, args=args, results=results, index_bounds=bounds, sums=sums,
                     parameters=params)


# The printed form of one attribute, a global's initial value; its type is read as a type.
_PARAMETER = re.compile(r'^#(?:stream|flow)\.parameter\.named<\s*(?:"((?:[^"\\]|\\.)*)"\s*::\s*)?'
                        r'"((?:[^"\\]|\\.)*)"')


def _globals(module):
    for op in module.body.operations:
        op = op.operation
        inner = [o.operation for o in op.regions[0].blocks[0].operations] if op.name == "builtin.module" else [op]
        yield from (o for o in inner if o.name == "util.global")


def _parameters(ir, module):
    """Every util.global initialised from a named parameter: its scope, key, type and role."""
    decls = list(_declarations(ir, module))
    found = param_roles.roles(ir, module, {d.global_name for d in decls}) if decls else {}
    return [dataclasses.replace(d, role=found[d.global_name]) if d.global_name in found else d for d in decls]


def _declarations(ir, module):
    for op in _globals(module):
        attrs = op.attributes
        if "initial_value" not in attrs:
            continue
        m = _PARAMETER.match(str(attrs["initial_value"]))
        if m is None:
            continue
        spec = _spec_from_type(ir, ir.TypeAttr(attrs["type"]).value)
        if spec.is_dynamic or spec.scalar:
            raise SignatureError(f"parameter {m.group(2)!r} has type {spec}: only static tensors can be generated")
        yield ParamDecl(m.group(1) or "", m.group(2), spec, ir.StringAttr(attrs["sym_name"]).value)


# Ops that index a tensor with an integer operand: (index operand, data
# operand, where the axis comes from). torch ops name their axis with a
# constant operand; onnx ops (torch.operator "onnx.X") with an attribute.
_INDEXING = {
    "torch.aten.embedding": (1, 0, 0),
    "torch.aten.index_select": (2, 0, ("operand", 1)),
    "torch.aten.gather": (2, 0, ("operand", 1)),
    "onnx.Gather": (1, 0, ("attr", "torch.onnx.axis")),
    "onnx.GatherElements": (1, 0, ("attr", "torch.onnx.axis")),
    "onnx.ScatterElements": (1, 0, ("attr", "torch.onnx.axis")),
}


def _const_int(ir, value) -> int | None:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation if hasattr(owner, "operation") else owner
    if op.name == "torch.constant.int" and "value" in op.attributes:
        return ir.IntegerAttr(op.attributes["value"]).value
    return None


def _index_bounds(ir, func_op, args: tuple[TensorSpec, ...]):
    """Integer arguments that index a tensor (gather, embedding, ...), and
    the size of the dim they index: seeded inputs then stay in bounds
    rather than reading out of them (which crashes, or looks like
    nondeterminism)."""
    block = func_op.regions[0].blocks[0]
    found: dict[int, IndexBound] = {}
    for op in block.operations:
        op = op.operation
        name = op.name
        if name == "torch.operator" and "name" in op.attributes:
            name = ir.StringAttr(op.attributes["name"]).value
        if name not in _INDEXING:
            continue
        idx_pos, data_pos, axis_from = _INDEXING[name]
        operands = list(op.operands)
        if len(operands) <= max(idx_pos, data_pos):
            continue
        idx = operands[idx_pos]
        if not isinstance(idx.owner, ir.Block) or idx.owner != block:
            continue
        arg = ir.BlockArgument(idx).arg_number
        if args[arg].element_type == "i1":
            continue
        try:
            data = _spec_from_type(ir, operands[data_pos].type)
        except SignatureError:
            continue
        if isinstance(axis_from, int):
            axis = axis_from
        elif axis_from[0] == "operand":
            axis = _const_int(ir, operands[axis_from[1]]) if len(operands) > axis_from[1] else None
        else:
            attr = op.attributes[axis_from[1]] if axis_from[1] in op.attributes else None
            axis = ir.IntegerAttr(attr).value if attr is not None else 0
        if axis is None or not data.shape:
            continue
        axis = axis % len(data.shape)
        high = data.shape[axis]
        if high is None or high <= 0:
            continue
        prev = found.get(arg)
        if prev is None or high < prev.high:
            found[arg] = IndexBound(arg, high, f"indexes dim {axis} of {name}'s operand {data_pos} ({data})")
    return sorted(found.values(), key=lambda b: b.arg)
