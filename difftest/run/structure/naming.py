"""What a reader calls a node of the dispatch graph: the model's module path
where the IR carries one (the parameters a dispatch reads, blk.0.attn_norm),
else what it computes and where (`residual add @ m.mlir:40:3`); never nothing.

A dispatch is named by its own weights. A lookup reads its table, which a
tied model shares with the output projection (Qwen2's lm.lm_head), so a
lookup is named as one: `embedding lookup of lm.lm_head`.
"""
from __future__ import annotations

from .flowgraph import FlowGraph, Node, short_loc


def _at(node: Node) -> str:
    return short_loc(node.loc)


def weight_args(node: Node, graph: FlowGraph) -> list[str]:
    """A contraction's weights when they come in as function arguments (an
    export without parameters): `%arg6`, read directly, through an encoding
    or through a transpose of the argument alone."""
    found = [s for s in node.sources if s.startswith("arg:")]
    for i in node.inputs:
        n = graph.node(i)
        if not n.inputs and len(n.sources) == 1 and n.sources[0].startswith("arg:"):
            found.append(n.sources[0])
    return [f"%arg{s.split(':', 1)[1]}" for s in dict.fromkeys(found)]


def is_residual(node: Node, graph: FlowGraph) -> bool:
    """An add of two activations (no weight of its own): the residual stream."""
    made = [graph.node(i) for i in node.inputs]
    return node.role == "add" and not node.names() and len(made) + sum(s.startswith("arg:") for s in node.sources) >= 2


def role_of(node: Node, graph: FlowGraph | None = None) -> str:
    """The node's role word, the residual told from another add where the graph is at hand."""
    if graph is not None and is_residual(node, graph):
        return "residual add"
    return node.role or ("encoding" if node.kind == "encode" else "dispatch")


def _fed(node: Node, graph: FlowGraph) -> list[str]:
    """The module paths of the contractions a node feeds, directly or through an encoding."""
    out: list[str] = []
    for c in node.consumers:
        n = graph.node(c)
        for m in ([n] if n.kind != "encode" else [graph.node(x) for x in n.consumers]):
            if m.contraction and m.names() and m.names()[0] not in out:
                out.append(m.names()[0])
    return out


def _source_word(source: str) -> str:
    kind, _, rest = source.partition(":")
    return {"arg": f"%arg{rest}", "global": f"global @{rest}", "const": "a constant",
            "op": f"a {rest} result"}.get(kind, source)


def node_name(node: Node | None, graph: FlowGraph | None = None) -> str:
    """One name for a node, as the site lines and the answer use it."""
    if node is None:
        return "no contraction"
    names = node.names()
    if node.kind == "encode":  # what it encodes: a weight, an argument, a global, or its producer
        if names:
            return names[0]
        if node.inputs and graph is not None:
            return node_name(graph.node(node.inputs[0]), graph)
        return _source_word(node.sources[0]) if node.sources else f"encoding @ {_at(node)}"
    if node.role == "extern kernel":
        return f"extern kernel {node.label}" + (f" ({names[0]})" if names else f" @ {_at(node)}")
    if node.role == "lookup":
        return f"embedding lookup of {names[0]}" if names else f"lookup @ {_at(node)}"
    if names:
        return f"{names[0]} quantization" if "quantization" in node.role else names[0]
    if "quantization" in node.role and graph is not None and (fed := _fed(node, graph)):
        # One quantization of an activation shared by several matmuls (fp4's q, k, v): named by them.
        return f"{node.role} for {', '.join(fed[:3])}{', ...' if len(fed) > 3 else ''}"
    if node.contraction and graph is not None and (args := weight_args(node, graph)):
        return args[0]
    return f"{role_of(node, graph)} @ {_at(node)}"


def path(producer: Node | None, consumer: Node | None, graph: FlowGraph | None = None) -> str:
    """`producer -> consumer`, each by node_name; one name once where a node is both."""
    return " -> ".join(dict.fromkeys([node_name(producer, graph), node_name(consumer, graph)]))
