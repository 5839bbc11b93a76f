"""Where a flag's pattern occurs in a case, and which occurrences the
candidate acted on: a small registry, one entry a flag, so that a user's
own flag can declare its pattern (`register`).

A pattern reads the baseline's dispatch graph at dispatch creation
(flowgraph.py) and the match of baseline to candidate dispatches
(dispatch_diff.py); it names each site by its source location and, where
the IR reads parameters, by the model's module paths (blk.0.attn_norm).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...corpus.variants import SEED_FLAG
from .census import ON, operates_on
from .dispatch_diff import Group, counterparts
from .flowgraph import SET_ENCODING, FlowGraph, Node, operand_role, short_loc
from .naming import path as _path, role_of


@dataclass
class Site:
    kind: str  # site | near-miss
    what: str  # the pattern, or why this is a near-miss
    loc: str  # the set_encoding's (the consumer's) source location
    producer: str = ""  # the producer: its location and module paths
    consumer: str = ""  # the contraction fed through the encoding
    path: str = ""  # module paths, producer -> consumer (blk.0.attn_norm -> blk.0.attn_q)
    fused: bool | None = None  # did the candidate act here (None: no candidate to ask)
    baseline: list[str] = field(default_factory=list)  # the baseline nodes involved
    candidate: list[str] = field(default_factory=list)  # the candidate nodes they became
    why: str = ""  # a site the candidate left: what in the IR keeps it apart
    source: str = ""  # what produces the encoded operand, in a word (residual add, normalization, ...)

    def line(self) -> str:
        head = f"{short_loc(self.loc)}" + (f" ({self.path})" if self.path else "")
        if self.kind == "near-miss":
            return f"near-miss at {head}: {self.what}"
        state = {True: "fused by the candidate", False: "NOT fused by the candidate", None: "candidate not read"}
        return f"site at {head}: {self.what}; {state[self.fused]}" + (f": {self.why}" if self.why else "")


@dataclass(frozen=True)
class Pattern:
    flag: str
    summary: str
    find: Callable[[FlowGraph, FlowGraph | None, list[Group]], list[Site]]


REGISTRY: dict[str, Pattern] = {}


def register(pattern: Pattern) -> Pattern:
    REGISTRY[pattern.flag] = pattern
    return pattern


def patterns_for(flags: list[str] | tuple[str, ...]) -> list[Pattern]:
    """The registered patterns of the flags given (a flag may carry `=value`)."""
    names = {f.split("=", 1)[0] for f in flags}
    return [p for flag, p in REGISTRY.items() if flag in names]


def _named(node: Node) -> str:
    names = node.names()
    return f"{short_loc(node.loc)}" + (f" [{', '.join(names)}]" if names else "")


def _candidate_fused(encode: Node, producer: Node, cand: FlowGraph, groups: list[Group]) -> tuple[bool, list]:
    """Fused when the producer's counterpart feeds the contraction's
    counterpart directly: the encoding dispatch between them is gone."""
    other = counterparts(groups)
    producers = set(other.get(producer.id, []))
    for m in encode.consumers:
        for mc in other.get(m, []):
            if producers & set(cand.node(mc).inputs):
                return True, sorted(producers & set(cand.node(mc).inputs))
    return False, sorted(producers)


def _contraction_after(node: Node, graph: FlowGraph) -> Node | None:
    return next((graph.node(c) for c in node.consumers if graph.node(c).contraction), None)


def _reader(node: Node, graph: FlowGraph) -> Node | None:
    """What reads an encoding: its contraction, else the first op that does (an extern kernel)."""
    return _contraction_after(node, graph) or (graph.node(node.consumers[0]) if node.consumers else None)


def why_apart(e: Node, producer: Node) -> str:
    """What in the IR keeps an encoding out of its producer's dispatch: a reshape between them
    with other users (the fusion looks past a reshape of one user only), or an op in the
    producer's dispatch that the fusion does not take; "" when the IR shows neither."""
    shared = next((v for v in e.views if len(v.users) > 1), None)
    if shared is not None:
        users = ", ".join(shared.users[:4]) + (", ..." if len(shared.users) > 4 else "")
        return (f"a {shared.name} @ {short_loc(shared.loc)} with {len(shared.users)} users ({users}) sits between "
                "the producer and the set_encoding")
    if producer.blockers:
        return (f"the producer's dispatch holds {', '.join(producer.blockers[:3])}, which the encoding fusion "
                "does not take")
    return ""


def _encode_site(e: Node, base: FlowGraph, cand: FlowGraph | None, groups: list[Group]) -> Site | None:
    mm = _contraction_after(e, base)
    on = operates_on(e)
    if on != "activation":
        if on == ON[6]:
            on = f"{e.sources[0].split(':', 1)[1]} result"
        return Site("near-miss", f"an encoding on {'an' if on[0] in 'aeiou' else 'a'} {on}: no producer "
                                 "dispatch to fuse it into", e.loc, producer=", ".join(e.sources),
                    consumer=_named(mm) if mm else "", path=_path(e, _reader(e, base), base), baseline=[e.id],
                    source=on)
    producer = base.node(e.inputs[0])
    users = e.input_users[0] if e.input_users else 1
    if producer.kind == "extern":
        return Site("near-miss", f"the encoded operand comes from an extern kernel ({producer.label} @ "
                                 f"{short_loc(producer.loc)}, {users} user{'s' if users != 1 else ''}): nothing "
                                 "for the flag to fuse it into", e.loc, _named(producer), _named(mm) if mm else "",
                    _path(producer, mm, base), baseline=[producer.id, e.id], source="extern kernel")
    if users < 2:
        return None  # a single-use producer: the fusion without the flag already applies
    fused, became = _candidate_fused(e, producer, cand, groups) if cand is not None else (None, [])
    role = operand_role(e.ops[0].type) if e.ops else ""
    what = (f"producer {producer.label} @ {short_loc(producer.loc)} ({users} users) -> set_encoding"
            f"{f' ({role})' if role else ''} -> {mm.label if mm else 'no contraction'}")
    why = (why_apart(e, producer) or "the IR shows no reason") if fused is False else ""
    return Site("site" if mm else "near-miss", what, e.loc, _named(producer), _named(mm) if mm else "",
                _path(producer, mm, base), fused, [producer.id, e.id], became, why, role_of(producer, base))


def _between(chain, n: Node, base: FlowGraph) -> str:
    """Why a set_encoding fed through a single-use op is the 405B near-miss,
    or "" when it is a plain single-use producer (nothing for the flag)."""
    if chain.results > 1:
        return (", in one dispatch: the producer was fused into it and its other users read its other "
                f"{chain.results - 1} result{'s' if chain.results > 2 else ''}")
    if not chain.ends_at.startswith("input "):
        return ""
    k = int(chain.ends_at.split()[1])
    src = n.operands[k] if 0 <= k < len(n.operands) else ""
    if src not in n.inputs or base.node(src).kind != "dispatch":
        return ""
    users = n.input_users[n.inputs.index(src)]
    p = base.node(src)
    return f"; the producer {p.label} @ {short_loc(p.loc)} has {users} users" if users > 1 else ""


def _dispatch_near_misses(n: Node, base: FlowGraph) -> list[Site]:
    """A set_encoding already inside a dispatch, fed through an op of one
    user (a requantization): nothing with several users for the flag."""
    out = []
    for chain, op in zip(n.chains, [o for o in n.ops if o.name == SET_ENCODING]):
        if chain.ends_at == "multi-use" or not chain.ops or chain.ops[0].name == "iree_encoding.unset_encoding":
            continue
        why = _between(chain, n, base)
        if why:
            mm = _contraction_after(n, base)
            between = chain.ops[0]
            kind = "requantization" if chain.quantizes else ""
            out.append(Site("near-miss", f"{kind + ' ' if kind else ''}{between.short()} (one user) sits between "
                                         f"the producer and the set_encoding{why}", op.loc, _named(n),
                            _named(mm) if mm else "", _path(n, mm, base), baseline=[n.id],
                            source=kind or between.name))
    return out


def _seed(base: FlowGraph, cand: FlowGraph | None, groups: list[Group]) -> list[Site]:
    out = []
    for n in base.nodes:
        if n.kind == "encode" and not n.in_initializer:
            site = _encode_site(n, base, cand, groups)
            if site is not None:
                out.append(site)
        elif n.kind == "dispatch":
            out.extend(_dispatch_near_misses(n, base))
    return out


SEED = register(Pattern(
    SEED_FLAG, "a producer with more than one user, one of them a set_encoding that feeds a contraction",
    _seed))


def find(flags, base: FlowGraph, cand: FlowGraph | None, groups: list[Group]) -> dict[str, list[Site]]:
    """flag -> its sites and near-misses in this case."""
    return {p.flag: p.find(base, cand, groups) for p in patterns_for(flags)}
