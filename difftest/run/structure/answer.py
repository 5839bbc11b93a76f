"""The reviewers' question, per case and across a corpus: "do we need the
flag for this model?", answered in one line with its reason.

Needed where the candidate fused a site of the flag's pattern. Where there
is no site, the reason is where each encoded operand of the public functions
comes from, counted: a single-use requantization (the 405B fp4 shape,
fused without the flag), a single-use producer, a global or weight, an
extern kernel, an argument; what the initialisers encode is counted apart.
"""
from __future__ import annotations

from .census import ON, operates_on
from .flowgraph import FlowGraph, narrow
from .naming import role_of

_SOURCE_WORDS = {"global or parameter": "a global or weight", "argument": "a function argument",
                 "constant": "a constant", ON[6]: "a flow op's result (a concatenation)"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _encode_source(n, base: FlowGraph) -> str:
    """What a flow.tensor.encode of a public function encodes, in the answer's words."""
    if n.consumers and all(base.node(c).kind == "extern" for c in n.consumers):
        # sharktank's asm fp4 kernels take their operands in a fixed layout (an iree_encoding.layout):
        # no contraction after it, nothing for data tiling's fusion
        return "an extern kernel's operand layout"
    on = operates_on(n)
    if on != "activation":
        return _SOURCE_WORDS.get(on, on)
    producer = base.node(n.inputs[0])
    users = n.input_users[0] if n.input_users else 1
    if producer.kind == "extern":
        return "an extern kernel"
    if users > 1:
        return "a multi-use producer (a site)"
    return f"a single-use {role_of(producer, base)}, left outside its dispatch"


def _public_sources(base: FlowGraph) -> tuple[dict[str, int], int, int]:
    """(what each encoded operand of the public functions comes from -> count, encodings in initialisers,
    extern kernels in the public functions)."""
    tally: dict[str, int] = {}
    in_init = 0
    externs = sum(1 for n in base.nodes if n.kind == "extern" and not n.in_initializer)

    def add(word: str) -> None:
        tally[word] = tally.get(word, 0) + 1

    for n in base.nodes:
        encodings = (n.kind == "encode") + len(n.chains)
        if n.in_initializer:
            in_init += encodings
            continue
        if n.kind == "encode":
            add(_encode_source(n, base))
        for chain in n.chains:
            if chain.ops and (chain.quantizes or narrow(chain.ops[0].type)):
                add("a single-use requantization")
            elif chain.ends_at == "multi-use" or chain.results > 1:
                add("a producer of several users, already in its dispatch")
            elif chain.ops and chain.ops[0].name == "iree_encoding.unset_encoding":
                add("an unset_encoding")
            elif chain.ops:
                add(f"a single-use {n.role or 'producer'}, fused without the flag")
            else:
                add("a dispatch input")
    return tally, in_init, externs


def _sources_text(base: FlowGraph) -> str:
    tally, in_init, externs = _public_sources(base)
    parts = [f"{word} ({k})" for word, k in sorted(tally.items(), key=lambda x: -x[1])]
    text = ("the encoded operands of the public functions come from " + ", ".join(parts)) if parts \
        else "no encodings in the public functions"
    if externs:  # sharktank's asm fp4 matmuls: kernels IREE does not see into, so nothing to encode
        text += f"; {_plural(externs, 'extern kernel')} (hal.dispatch.extern), opaque to dispatch creation"
    return text + (f"; {_plural(in_init, 'encoding')} in initialisers" if in_init else "")


def answer(sites: list[dict], base: FlowGraph, candidate_read: bool) -> str:
    """One line: whether the flag is needed in this case, and why. `sites` as Where.sites holds them."""
    real = [s for s in sites if s["kind"] == "site"]
    fused = [s for s in real if s["fused"]]
    if fused:
        paths = list(dict.fromkeys(s["path"] for s in fused))  # prefill's and decode's sites are one pair of paths
        shown = ", ".join(paths[:3]) + (f", ... ({len(paths)} paths)" if len(paths) > 3 else "")
        left = f"; {len(real) - len(fused)} not fused" if len(real) > len(fused) else ""
        return f"the flag is needed here: {len(fused)} of {_plural(len(real), 'site')} fused ({shown}){left}"
    if real and not candidate_read:
        return f"not answered: {_plural(len(real), 'site')}, and the candidate's IR was not read"
    if real:
        why = next((s["why"] for s in real if s.get("why")), "")
        return (f"the flag is not needed here: {_plural(len(real), 'site')}, none fused by the candidate"
                + (f" ({why})" if why else "") + "; " + _sources_text(base))
    return f"the flag is not needed here: 0 sites; {_sources_text(base)}"


def needed(line: str) -> bool:
    return line.startswith("the flag is needed")
