"""From the investigate layer's graphs to the report layer's picture data
(report/dispatch_graph.py draws it)."""
from __future__ import annotations

from ...report.dispatch_graph import PGroup, PNode, Picture
from .dispatch_diff import Group, describe
from .flowgraph import FlowGraph, Node
from .sites import Site


def _pnode(n: Node, graph: FlowGraph) -> PNode:
    """Short in the box (the function prefix dropped), whole in the tooltip with its ops."""
    ops = "\n".join(op.short() for op in n.ops)
    return PNode(n.id, describe(n, graph, short=True), f"{n.function}: {describe(n, graph)}\n{ops}", n.kind,
                 n.function)


def picture_of(case: str, base: FlowGraph, cand: FlowGraph, groups: list[Group],
               sites: dict[str, list[Site]]) -> Picture:
    pgroups = [PGroup(g.kind, [_pnode(base.node(i), base) for i in g.baseline],
                      [_pnode(cand.node(i), cand) for i in g.candidate]) for g in groups]
    lines = [s.line() for ss in sites.values() for s in ss if s.kind == "site"]
    return Picture(case, pgroups, (base.dispatch_count, cand.dispatch_count), lines)
