"""The census of a variant's encodings at dispatch creation, as a reviewer
counts them by hand: every `flow.tensor.encode` left outside dispatches (a
dispatch of its own after stream conversion) and every
`iree_encoding.set_encoding` inside one, by what it operates on."""
from __future__ import annotations

from dataclasses import dataclass, field

from .flowgraph import SET_ENCODING, FlowGraph, Node, short_loc

# What an encoding operates on, in the order a reviewer reads them.
ON = ("activation", "argument", "global or parameter", "constant", "in a dispatch, after a multi-use producer",
      "in a dispatch, after a single-use producer", "flow op's result")


@dataclass
class CensusRow:
    op: str  # flow.tensor.encode | set_encoding
    on: str  # one of ON
    where: str  # public function name(s) or (initializer)
    count: int
    locs: list[str] = field(default_factory=list)  # up to a few, file:line:col
    names: list[str] = field(default_factory=list)  # the parameters' module paths


def operates_on(node: Node) -> str:
    """What a flow.tensor.encode's operand is."""
    if node.inputs:
        return "activation"
    src = node.sources[0] if node.sources else ""
    if src.startswith(("param:", "global:")):
        return "global or parameter"
    if src.startswith("arg:"):
        return "argument"
    if src.startswith("op:"):
        # A flow.tensor.update (a concatenation's slices) or another copy: an activation, but no
        # dispatch made it, so there is no producer for a set_encoding to move into.
        return ON[6]
    return "constant" if src == "const" else "activation"


def _entries(graph: FlowGraph):
    for n in graph.nodes:
        where = "(initializer)" if n.in_initializer else n.function
        if n.kind == "encode":
            yield "flow.tensor.encode", operates_on(n), where, n.loc, n.names()
        for chain, op in zip(n.chains, [o for o in n.ops if o.name == SET_ENCODING]):
            on = ON[4] if chain.ends_at == "multi-use" else ON[5]
            yield "set_encoding", on, where, op.loc, n.names()


def census(graph: FlowGraph) -> list[CensusRow]:
    rows: dict[tuple, CensusRow] = {}
    for op, on, where, loc, names in _entries(graph):
        row = rows.setdefault((op, on, where), CensusRow(op, on, where, 0))
        row.count += 1
        if len(row.locs) < 4 and short_loc(loc) not in row.locs:
            row.locs.append(short_loc(loc))
        row.names.extend(n for n in names if n not in row.names)
    return sorted(rows.values(), key=lambda r: (r.where, r.op, ON.index(r.on)))


def line(rows: list[CensusRow]) -> str:
    """Short, for the console: `5 encodings: 4 flow.tensor.encode on a global or parameter in
    prefill_bs4, 1 set_encoding in a dispatch ...`."""
    if not rows:
        return "no encodings"
    total = sum(r.count for r in rows)
    parts = [f"{r.count} {r.op} on {'an' if r.on[0] in 'aeiou' else 'a'} {r.on} in {r.where}"
             if not r.on.startswith("in a dispatch") else f"{r.count} {r.op} {r.on} in {r.where}" for r in rows]
    return f"{total} encoding{'s' if total != 1 else ''}: " + "; ".join(parts)


def activations_in_public(rows: list[CensusRow]) -> int:
    """Encodings on activations left outside dispatches in public functions:
    where the seed flag can act. Zero when all operate on globals or weights."""
    return sum(r.count for r in rows if r.op == "flow.tensor.encode" and r.on == "activation"
               and r.where != "(initializer)")

