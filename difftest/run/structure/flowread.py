"""Reading a parsed flow-phase module into a FlowGraph (flowgraph.py holds
the data; this, the walk over the bindings' ops)."""
from __future__ import annotations

import re
from pathlib import Path

from ...core.mlir import context, parse_file
from .flowgraph import (_COMPUTING, _CONTRACTIONS, ENCODE, SET_ENCODING, Chain, FlowGraph, Node, Op, _arg_number,
                        _real_users, _sym, _through_views, first_loc, locations)


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


def _chain(set_encoding, functions: frozenset[str]) -> Chain:
    """From a set_encoding inside a dispatch back through single-use ops to a
    value with several users (the fusion's producer) or the dispatch's input."""
    ops, value, first = [], set_encoding.operands[0], 1
    for _ in range(16):
        op, value = _through_views(value)
        if op is None:
            return Chain(tuple(ops), f"input {_arg_number(value)}", results=first)
        if op.name == "iree_tensor_ext.dispatch.tensor.load":
            return Chain(tuple(ops), f"input {_arg_number(op.operands[0])}", results=first)
        entry = Op(op.name, first_loc(op, functions), str(op.results[0].type))
        users = len(_real_users(value))
        first = len(op.results) if not ops else first
        ops.append(entry)
        if users > 1:
            return Chain(tuple(ops), "multi-use", users, first)
        ins = [v for v in op.operands if "tensor" in str(v.type)][:1]
        if not ins:
            break
        value = ins[0]
    return Chain(tuple(ops), "op", results=first)


def _executables(module, functions: frozenset[str]) -> dict[str, dict]:
    """export symbol -> what its function computes, and the executable's IR."""
    out = {}
    for ex in module.body.operations:
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
                            "chains": [_chain(o, functions) for o in comp if o.operation.name == SET_ENCODING],
                            "asm": asm, "executable": _sym(ex.attributes["sym_name"])}
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


def _hoisted(module, globals_: dict[str, str]) -> dict[str, str]:
    """Globals an initializer fills from a parameter (an encoded weight the
    compiler hoisted): the parameter's key, so a matmul reading the hoisted
    global is named by the weight (blk.0.attn_q.weight:qs)."""
    out = {}
    for init in module.body.operations:
        if init.operation.name != "util.initializer":
            continue
        for block in init.regions[0].blocks:
            for op in block.operations:
                if op.operation.name != "util.global.store":
                    continue
                src, value = _through_views(op.operands[0])
                if src is not None and src.name == ENCODE:
                    value = src.operands[0]
                found = _source(value, globals_)
                if found.startswith("param:"):
                    out[op.attributes["global"].value] = found.split(":", 1)[1]
    return out


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
            node = Node(f"d{len(self.nodes)}", "dispatch", fn, key.split("::")[-1], ex.get("ops", ()),
                        contraction=ex.get("contraction", False), chains=list(ex.get("chains", ())),
                        executable=ex.get("executable"), asm=ex.get("asm", ""), loc=first_loc(op, self.functions))
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
                if op.operation.name in ("flow.dispatch", ENCODE):
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


# A top-level function or initializer of a printed module, and a dispatch of an encoding executable.
_TOP = re.compile(r"^  (?:util\.initializer|(?:util|func)\.func (?:public |private )?@(\"[^\"]*\"|[^\s(]+))")
_ENCODING_DISPATCH = re.compile(r"\.dispatch @" + ENCODING_EXECUTABLE + r"\d+::")


def encoding_dispatches_in_text(text: str) -> dict[str, int]:
    """encoding_dispatches, read from the printed module without parsing it: for
    IR the compiler prints but cannot parse back (3.13, gfx950 with ukernels: "swizzle
    expandShape size (2) does not match innerTileSizes size (1)")."""
    out: dict[str, int] = {}
    fn = None
    for line in text.splitlines():
        m = _TOP.match(line)
        if m:
            fn = m.group(1).strip('"') if m.group(1) else "(initializer)"
            if not fn.startswith("("):
                out.setdefault(fn, 0)
        elif fn is not None and _ENCODING_DISPATCH.search(line):
            out[fn] = out.get(fn, 0) + 1
    return out
