"""Reading a parsed flow-phase module into a FlowGraph (flowgraph.py holds
the data; this, the walk over the bindings' ops)."""
from __future__ import annotations

from pathlib import Path

from ...core.mlir import context, parse_file
from .flowgraph import (_COMPUTING, _CONTRACTIONS, _VIEWS, ENCODE, EXTERN, FUSABLE, NARROW, SET_ENCODING, Chain,
                        FlowGraph, Node, Op, View, _arg_number, _defining, _real_users, _sym, _through_views, _users,
                        element_type, first_loc, locations, narrow, short_loc)


def _parameter_key(attr) -> str | None:
    """The key of `#stream.parameter.named<"scope"::"key">`: the last quoted
    string of the printed attribute (the bindings have no accessor for it)."""
    text = str(attr)
    if "parameter.named" not in text:
        return None
    end = text.rfind('"')
    start = text.rfind('"', 0, end)
    return text[start + 1:end] if start >= 0 else None


def _globals(module) -> dict[str, str]:
    out = {}
    for op in module.body.operations:
        if op.operation.name == "util.global":
            sym = _sym(op.attributes["sym_name"])
            init = op.attributes["initial_value"] if "initial_value" in op.attributes else None
            out[sym] = _parameter_key(init) if init is not None and _parameter_key(init) else sym
    return out


def _computing(func) -> list:
    body = func.regions[0].blocks[0]
    return [op for op in body.operations if op.operation.name.startswith(_COMPUTING)]


def _is_contraction(op) -> bool:
    name = op.operation.name
    if name.startswith("linalg.") and any(c in name for c in _CONTRACTIONS):
        return True
    if name == "linalg.generic" and "reduction" in str(op.attributes["iterator_types"]):
        return len(op.operands) >= 3 and any(
            o.operation.name in ("arith.mulf", "arith.muli") for o in op.regions[0].blocks[0].operations)
    return False


def _body(comp) -> set[str]:
    """The scalar ops inside the dispatch's linalg.generic ops."""
    return {b.operation.name for o in comp if o.operation.name == "linalg.generic"
            for b in o.regions[0].blocks[0].operations}


_ROUNDING = ("arith.truncf", "arith.fptosi", "arith.fptoui", "arith.trunci")


def _quantizes(op) -> bool:
    """Whether an op rounds to a narrow type: it returns one, or its body truncates to one
    (a fake-quantization that returns f32 after an f8 round trip is one too)."""
    if any(narrow(str(r.type)) for r in op.results):
        return True
    if op.operation.name != "linalg.generic":
        return False
    return any(b.operation.name in _ROUNDING and len(b.results) and str(b.results[0].type).startswith(NARROW)
               for b in op.regions[0].blocks[0].operations)


def _role(comp, contraction: bool, integer_input: bool) -> str:
    """What an executable computes, in the words a reviewer uses for it."""
    base = _base_role(comp, contraction, integer_input)
    if base in ("matmul", "lookup", "attention") or not any(_quantizes(o) for o in comp):
        return base
    return "quantization" if base in ("add", "elementwise", "copy") else f"{base} + quantization"


def _base_role(comp, contraction: bool, integer_input: bool) -> str:
    names = [o.operation.name for o in comp]
    body = _body(comp)
    reduction = any(o.operation.name == "linalg.generic" and "reduction" in str(o.attributes["iterator_types"])
                    for o in comp)
    if any("attention" in n for n in names):
        return "attention"
    if contraction:
        return "matmul"
    # A table read with tensor.extract is a lookup where the dispatch reads integer indices (token
    # ids); else it is an op that indexes (a rotary embedding's rotate-half).
    if "iree_linalg_ext.gather" in names or ("tensor.extract" in body and integer_input):
        return "lookup"
    if reduction and body & {"math.rsqrt", "math.sqrt"}:
        return "normalization"
    if "linalg.softmax" in names or (reduction and "math.exp" in body):
        return "softmax"
    if reduction:
        return "reduction"
    arith = {b for b in body if b.startswith(("arith.", "math."))}
    if not arith:
        return "copy"
    return "add" if arith <= {"arith.addf", "arith.addi"} else "elementwise"


def _blockers(func) -> tuple[str, ...]:
    """Ops of an executable's function that FuseEncodingOpsIntoDispatchRegions does not take, so
    that no set_encoding moves into its dispatch (a tensor.pad, a sort, ...)."""
    out = []
    for op in func.regions[0].blocks[0].operations:
        name = op.operation.name
        if any("tensor" in str(r.type) for r in op.results) and not name.startswith(FUSABLE) and name not in out:
            out.append(name)
    return tuple(out)


def _chain(set_encoding, functions: frozenset[str]) -> Chain:
    """From a set_encoding inside a dispatch back through single-use ops to a
    value with several users (the fusion's producer) or the dispatch's input."""
    ops, value, first, quantizes = [], set_encoding.operands[0], 1, False
    for _ in range(16):
        op, value = _through_views(value)
        if op is None:
            return Chain(tuple(ops), f"input {_arg_number(value)}", results=first, quantizes=quantizes)
        if op.name == "iree_tensor_ext.dispatch.tensor.load":
            return Chain(tuple(ops), f"input {_arg_number(op.operands[0])}", results=first, quantizes=quantizes)
        entry = Op(op.name, first_loc(op, functions), str(op.results[0].type))
        users = len(_real_users(value))
        first = len(op.results) if not ops else first
        quantizes = _quantizes(op) if not ops else quantizes
        ops.append(entry)
        if users > 1:
            return Chain(tuple(ops), "multi-use", users, first, quantizes)
        ins = [v for v in op.operands if "tensor" in str(v.type)][:1]
        if not ins:
            break
        value = ins[0]
    return Chain(tuple(ops), "op", results=first, quantizes=quantizes)


def _executables(module, functions: frozenset[str]) -> dict[str, dict]:
    """export symbol -> what its function computes, and the executable's IR."""
    out = {}
    for ex in module.body.operations:
        if ex.operation.name == "hal.executable":
            out.update(_extern_exports(ex, functions))
        if ex.operation.name != "flow.executable":
            continue
        asm = ex.operation.get_asm(enable_debug_info=False)
        inner = [op for op in ex.regions[0].blocks[0].operations if op.operation.name == "builtin.module"]
        for mod in inner:
            for func in mod.regions[0].blocks[0].operations:
                comp = _computing(func)
                key = f"{_sym(ex.attributes['sym_name'])}::{_sym(func.attributes['sym_name'])}"
                out[key] = {"ops": tuple(Op(o.operation.name, first_loc(o, functions), str(o.results[0].type))
                                         for o in comp if len(o.results)),
                            "contraction": any(_is_contraction(o) for o in comp),
                            "role": _role(comp, any(_is_contraction(o) for o in comp),
                                          any(_integer(str(a.type)) for a in func.arguments)),
                            "blockers": _blockers(func),
                            "chains": [_chain(o, functions) for o in comp if o.operation.name == SET_ENCODING],
                            "asm": asm, "executable": _sym(ex.attributes["sym_name"])}
    return out


def _extern_exports(ex, functions: frozenset[str]) -> dict[str, dict]:
    """A hal.executable already at dispatch creation: a `hal.dispatch.extern` the compiler outlined
    (sharktank's asm fp4 kernels), an opaque kernel that nothing fuses into."""
    name, out = _sym(ex.attributes["sym_name"]), {}
    for variant in ex.regions[0].blocks[0].operations:
        if variant.operation.name != "hal.executable.variant":
            continue
        for export in variant.regions[0].blocks[0].operations:
            if export.operation.name != "hal.executable.export":
                continue
            entry = {"ops": (Op(EXTERN, first_loc(export, functions)),), "contraction": False, "chains": [],
                     "role": "extern kernel", "blockers": (EXTERN,), "asm": "", "executable": name}
            sym = _sym(export.attributes["sym_name"])
            out[f"{name}::{_sym(variant.attributes['sym_name'])}::{sym}"] = out[f"{name}::{sym}"] = entry
    return out


def _source(value, globals_: dict[str, str]) -> str:
    """What a function-level value comes from, when no node made it."""
    op, value = _through_views(value)
    if op is None:
        return f"arg:{_arg_number(value)}"
    if op.name == "util.global.load":
        sym = op.attributes["global"].value
        key = globals_.get(sym, sym)
        return f"param:{key}" if key != sym else f"global:{sym}"
    if op.name in ("hal.tensor.import", "flow.tensor.transfer") and len(op.operands):
        return _source(op.operands[0], globals_)
    if "constant" in op.name:
        return "const"
    return f"op:{op.name}"


def _param_behind(value, known: dict[str, str], depth: int = 0) -> str | None:
    """The parameter an initializer's value is made from: through reshapes, encodings and the
    dispatches that transpose or pack it, to a global that holds (or was made from) a parameter."""
    op, value = _through_views(value)
    if op is None or depth > 16:
        return None
    if op.name == "util.global.load":
        sym = op.attributes["global"].value
        return known.get(sym) if known.get(sym, sym) != sym else None
    if op.name in (ENCODE, "flow.dispatch", "hal.tensor.import", "flow.tensor.transfer"):
        for v in op.operands:
            if "tensor" in str(v.type) and (found := _param_behind(v, known, depth + 1)):
                return found
    return None


def _hoisted(module, globals_: dict[str, str]) -> dict[str, str]:
    """Globals an initializer fills from a parameter (a weight the compiler transposed, packed or
    encoded and hoisted, in as many steps as it took): the parameter's key, so that a matmul
    reading the hoisted global is named by the weight (blk.0.attn_q.weight:qs)."""
    known, out = dict(globals_), {}
    for init in module.body.operations:
        if init.operation.name != "util.initializer":
            continue
        for block in init.regions[0].blocks:
            for op in block.operations:
                if op.operation.name != "util.global.store":
                    continue
                found = _param_behind(op.operands[0], known)
                if found:
                    out[op.attributes["global"].value] = known[op.attributes["global"].value] = found
    return out


def _user_word(op, functions: frozenset[str]) -> str:
    """A user of a reshape, as a line names it: a dispatch's label, an encoding's location, an op."""
    if op.name == "flow.dispatch":
        ref = op.attributes["entry_points"][0]
        label = ref.value[-1] if hasattr(ref, "value") else str(ref)
        head, sep, tail = label.partition("_dispatch_")
        return f"dispatch_{tail}" if sep else label
    if op.name == ENCODE:
        return f"set_encoding @ {short_loc(first_loc(op, functions)).split('.mlir:', 1)[-1]}"
    return op.name


def _views(value, functions: frozenset[str]) -> tuple[View, ...]:
    """The reshapes between a value's producer and its reader, nearest first, each with its users."""
    out = []
    op = _defining(value)
    while op is not None and op.name in _VIEWS and len(op.operands):
        out.append(View(op.name, first_loc(op, functions),
                        tuple(_user_word(u, functions) for u in _users(op.results[0]))))
        op = _defining(op.operands[0])
    return tuple(out)


class _Reader:
    def __init__(self, module):
        self.functions = frozenset(c for op, _, _ in _functions(module) for c in locations(str(op.location))[:1])
        self.globals = _globals(module)
        self.globals.update(_hoisted(module, self.globals))
        self.exes = _executables(module, self.functions)
        self.nodes: list[Node] = []
        self.ops: list[tuple[object, Node]] = []  # (operation, node): bindings' ops do not hash alike

    def node_of(self, op) -> Node | None:
        return next((n for o, n in self.ops if o == op.operation), None) if op is not None else None

    def add(self, op, fn: str, init: bool) -> None:
        name = op.operation.name
        if name == "flow.dispatch":
            ref = op.attributes["entry_points"][0]
            key = "::".join(ref.value) if hasattr(ref, "value") else str(ref)
            ex = self.exes.get(key, {})
            extern = ex.get("role") == "extern kernel"
            node = Node(f"{'x' if extern else 'd'}{len(self.nodes)}", "extern" if extern else "dispatch", fn,
                        key.split("::")[-1], ex.get("ops", ()),
                        contraction=ex.get("contraction", False), chains=list(ex.get("chains", ())),
                        executable=ex.get("executable"), asm=ex.get("asm", ""), loc=first_loc(op, self.functions),
                        role=_quantizing(ex.get("role", ""), op), blockers=ex.get("blockers", ()))
        elif name == EXTERN:
            # A hand-written kernel (sharktank's asm fp4 matmuls): a dispatch of its own after
            # stream conversion, opaque to dispatch creation, so nothing fuses into it.
            loc = first_loc(op, self.functions)
            export = op.attributes["export_name"] if "export_name" in op.attributes else None
            node = Node(f"x{len(self.nodes)}", "extern", fn, _sym(export) if export is not None else EXTERN,
                        (Op(EXTERN, loc, str(op.results[0].type) if len(op.results) else ""),), loc=loc,
                        role="extern kernel", blockers=(EXTERN,))
        else:
            loc = first_loc(op, self.functions)
            node = Node(f"e{len(self.nodes)}", "encode", fn, ENCODE,
                        (Op(SET_ENCODING, loc, str(op.results[0].type)),),
                        asm=op.operation.get_asm(enable_debug_info=False), loc=loc)
        node.in_initializer = init
        self.nodes.append(node)
        self.ops.append((op.operation, node))

    def link(self, op, node: Node) -> None:
        """Its operands in order (a node id, a source, or "-" for an index),
        and how many users each producer's result has."""
        for value in op.operands:
            if "tensor" not in str(value.type):
                node.operands.append("-")
                continue
            src, origin = _through_views(value)
            producer = self.node_of(src)
            if producer is not None:
                node.inputs.append(producer.id)
                node.input_users.append(len(_real_users(origin)))
                producer.consumers.append(node.id)
                node.operands.append(producer.id)
            else:
                node.sources.append(_source(value, self.globals))
                node.operands.append(node.sources[-1])
        node.result_users = [len(_real_users(r)) for r in op.results]
        if node.kind == "encode" and len(op.operands):
            node.views = _views(op.operands[0], self.functions)


def _integer(binding_type: str) -> bool:
    """Whether a dispatch binding holds integers (token ids, positions): `...tensor<32xi64>>`."""
    inner = binding_type.rsplit("tensor<", 1)[-1]
    return element_type("tensor<" + inner).startswith(("i", "si", "ui")) and not narrow("tensor<" + inner)


def _quantizing(role: str, op) -> str:
    """A dispatch that writes quantized values from wider ones is a quantization (the 405B's
    requantization before each matmul), whatever else it fuses."""
    if role in ("matmul", "lookup", "attention") or "quantization" in role \
            or not any(narrow(str(r.type)) for r in op.results):
        return role
    if all(narrow(str(v.type)) for v in op.operands if "tensor" in str(v.type)):
        return role  # narrow in, narrow out: a copy of quantized values
    return "quantization" if role in ("add", "elementwise", "copy", "") else f"{role} + quantization"


def _functions(module):
    for op in module.body.operations:
        name = op.operation.name
        if name == "util.initializer":
            yield op, "(initializer)", True
        elif name in ("util.func", "func.func"):
            yield op, _sym(op.attributes["sym_name"]), False


def read_module(module) -> FlowGraph:
    r = _Reader(module)
    for func, fn, init in _functions(module):
        for block in func.regions[0].blocks:
            for op in block.operations:
                if op.operation.name in ("flow.dispatch", ENCODE, EXTERN):
                    r.add(op, fn, init)
                    r.link(op, r.nodes[-1])
    return FlowGraph(r.nodes, r.globals)



def load(path: Path) -> FlowGraph:
    """The graph of a module after `--compile-to=flow` (text or bytecode).
    Unregistered dialects are allowed: the IR is only read."""
    _, ctx = context(allow_unregistered=True)
    with ctx:
        return read_module(parse_file(Path(path), ctx))


# What IREE names the executables that stream conversion makes of encodings (its encode-host-tensors pass).
ENCODING_EXECUTABLE = "_encoding_"


def _dispatched(func) -> list[str]:
    """The executables a function dispatches, in order, at any depth."""
    from iree.compiler import ir

    names = []

    def visit(op):
        if op.name.endswith(".dispatch") and "entry_points" in op.attributes:
            names.extend(ir.SymbolRefAttr(a).value[0] for a in op.attributes["entry_points"])
        return ir.WalkResult.ADVANCE

    func.operation.walk(visit)
    return names


def encoding_dispatches(path: Path) -> dict[str, int]:
    """After stream conversion (`--compile-to=stream`), how many encoding
    dispatches each function runs: where the reviewer looked for them by
    hand ("I don't find stream.tensor.encode ops in prefill and decode")."""
    _, ctx = context(allow_unregistered=True)
    out: dict[str, int] = {}
    with ctx:
        module = parse_file(Path(path), ctx)
        for func, fn, _ in _functions(module):
            n = sum(name.startswith(ENCODING_EXECUTABLE) for name in _dispatched(func))
            if n or not fn.startswith("("):
                out[fn] = out.get(fn, 0) + n
    return out
