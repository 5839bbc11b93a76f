"""Which baseline dispatches became which candidate dispatches.

Two nodes are the same work when they hold a computing op of the same
name, source location and result type; the groups are the connected parts
of that relation. A group of one on each side with the same ops is
unchanged; else it is merged (n -> 1), split (1 -> n), changed (1 -> 1),
regrouped (n -> m), removed (n -> 0) or added (0 -> m). The executables of
each changed group are written side by side, with a unified diff.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from ...core.atomic import write_atomic
from .flowgraph import FlowGraph, Node, Op, short_loc

# Ops that data tiling adds around a contraction: the same in many nodes, so they do not tie nodes together.
_PLUMBING = ("linalg.fill", "iree_encoding.unset_encoding")


@dataclass
class Group:
    kind: str  # unchanged | merged | split | changed | regrouped | removed | added
    baseline: list[str]  # node ids
    candidate: list[str]
    files: dict[str, str] = field(default_factory=dict)  # baseline / candidate / diff -> path

    @property
    def changed(self) -> bool:
        return self.kind != "unchanged"


def _site(node: Node) -> Op:
    """The node's own place: where it is dispatched, and what (the export
    name less its ordinal, or an encoding's type): one op may become several
    dispatches, and one executable may be dispatched from several places."""
    if node.kind == "encode":
        return Op("@encode", node.loc, node.ops[0].type if node.ops else "")
    return Op("@dispatch", node.loc, node.label.split("_dispatch_", 1)[-1].split("_", 1)[-1])


def _signature(node: Node, shared: bool) -> set[Op]:
    """What ties a node to the other side's: its site, and its computing ops
    unless its executable is dispatched from several places (their ops then
    say nothing of which place)."""
    if shared:
        return {_site(node)}
    sig = {op for op in node.ops if op.name not in _PLUMBING}
    return (sig or set(node.ops)) | {_site(node)}


def _shared(graph: FlowGraph) -> set[str]:
    seen: dict[str, int] = {}
    for n in graph.nodes:
        if n.executable:
            seen[n.executable] = seen.get(n.executable, 0) + 1
    return {e for e, k in seen.items() if k > 1}


def _find(parent: dict, x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _components(base: FlowGraph, cand: FlowGraph) -> list[tuple[list[str], list[str]]]:
    keys = [("b", n.id) for n in base.nodes] + [("c", n.id) for n in cand.nodes]
    parent = {k: k for k in keys}
    owner: dict[Op, tuple] = {}
    for side, graph in (("b", base), ("c", cand)):
        shared = _shared(graph)
        for n in graph.nodes:
            for op in _signature(n, n.executable in shared):
                other = owner.setdefault(op, (side, n.id))
                parent[_find(parent, (side, n.id))] = _find(parent, other)
    parts: dict[tuple, tuple[list, list]] = {}
    for k in keys:
        part = parts.setdefault(_find(parent, k), ([], []))
        part[0 if k[0] == "b" else 1].append(k[1])
    return list(parts.values())


def _work(n: Node) -> tuple:
    """What a node computes, wherever its executable's locations came from."""
    return n.kind, tuple((op.name, op.type) for op in n.ops)


def _kind(b: list[Node], c: list[Node]) -> str:
    if len(b) == 1 and len(c) == 1:
        return "unchanged" if _work(b[0]) == _work(c[0]) else "changed"
    if not c:
        return "removed"
    if not b:
        return "added"
    return "merged" if len(c) == 1 else "split" if len(b) == 1 else "regrouped"


def _pairs(b: list[str], c: list[str], base: FlowGraph, cand: FlowGraph) -> list[tuple[list, list]]:
    """A part of n nodes a side that compute the same, in order: n unchanged
    pairs (copies of one memcpy at one location), not one regrouping."""
    if len(b) == len(c) > 1 and sorted(_work(base.node(i)) for i in b) == sorted(_work(cand.node(i)) for i in c):
        return [([x], [y]) for x, y in zip(b, c)]
    return [(b, c)]


def counterparts(groups: list[Group]) -> dict[str, list[str]]:
    """Baseline node id -> the candidate nodes of its group."""
    return {i: g.candidate for g in groups for i in g.baseline}


def _attach_removed(groups: list[Group], base: FlowGraph, cand: FlowGraph) -> list[Group]:
    """An encoding gone from the candidate belongs with its producer when the
    producer's counterpart now feeds the contraction itself (the fusion, where
    a shared executable hid the set_encoding's location)."""
    other = counterparts(groups)
    keep = []
    for g in groups:
        e = base.node(g.baseline[0]) if g.kind == "removed" and len(g.baseline) == 1 else None
        if e is None or e.kind != "encode" or not e.inputs:
            keep.append(g)
            continue
        fed = {c for m in e.consumers for mc in other.get(m, []) for c in cand.node(mc).inputs}
        home = next((h for h in groups if e.inputs[0] in h.baseline and set(h.candidate) & fed), None)
        if home is None:
            keep.append(g)
            continue
        home.baseline.append(e.id)
        home.kind = "merged" if len(home.candidate) == 1 else "regrouped"
    return keep


def match(base: FlowGraph, cand: FlowGraph) -> list[Group]:
    """The groups, in the baseline's order (added ones last)."""
    order = {n.id: i for i, n in enumerate(base.nodes)}
    corder = {n.id: i for i, n in enumerate(cand.nodes)}
    parts = [pair for b, c in _components(base, cand) for pair in _pairs(b, c, base, cand)]
    groups = _attach_removed([Group(_kind([base.node(i) for i in b], [cand.node(i) for i in c]), b, c)
                              for b, c in parts], base, cand)
    return sorted(groups, key=lambda g: (min((order[i] for i in g.baseline), default=len(order)),
                                         min((corder[i] for i in g.candidate), default=0)))


def short_label(node: Node) -> str:
    """`prefill_bs1$async_dispatch_28_batch_matmul_1xDx4096` -> `dispatch_28_batch_matmul_1xDx4096`."""
    head, sep, tail = node.label.partition("_dispatch_")
    return f"dispatch_{tail}" if sep else node.label


def describe(node: Node, graph: FlowGraph | None = None, short: bool = False) -> str:
    """One line: a dispatch's export symbol, or what an encoding outside
    dispatches operates on (the dispatch that made it, or its source)."""
    names = node.names()
    where = short_loc(node.loc)
    if short:  # the line alone: the picture names the file once
        where = where.split(".mlir:", 1)[-1]
    if node.kind == "encode":
        made = [short_label(graph.node(i)) if graph is not None else i for i in node.inputs]
        on = ", ".join(made + [s for s in node.sources if not s.startswith("param:")] + names)
        return f"{'encode' if short else 'flow.tensor.encode'} @ {where} (on {on})"
    label = short_label(node) if short else node.label
    return f"{label} @ {where}{' [' + ', '.join(names) + ']' if names else ''}"


def _text(graph: FlowGraph, ids: list[str]) -> str:
    parts = []
    for i in ids:
        n = graph.node(i)
        parts.append(f"// {describe(n, graph)}\n{n.asm.rstrip()}\n")
    return "\n".join(parts) or "// (none)\n"


def write_group(group: Group, base: FlowGraph, cand: FlowGraph, out_dir: Path, index: int) -> None:
    """The group's executables at dispatch creation, each side to a file, and their diff."""
    out_dir.mkdir(parents=True, exist_ok=True)
    b, c = _text(base, group.baseline), _text(cand, group.candidate)
    stem = f"group-{index}-{group.kind}"
    paths = {"baseline": out_dir / f"{stem}.baseline.mlir", "candidate": out_dir / f"{stem}.candidate.mlir",
             "diff": out_dir / f"{stem}.diff"}
    diff = "".join(difflib.unified_diff(b.splitlines(True), c.splitlines(True), str(paths["baseline"].name),
                                        str(paths["candidate"].name)))
    for name, text in (("baseline", b), ("candidate", c), ("diff", diff)):
        write_atomic(paths[name], text)
    group.files = {k: str(v) for k, v in paths.items()}


def write_changed(groups: list[Group], base: FlowGraph, cand: FlowGraph, out_dir: Path) -> None:
    for i, g in enumerate([g for g in groups if g.changed], 1):
        write_group(g, base, cand, out_dir, i)
