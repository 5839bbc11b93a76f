"""The dispatch graph of one variant at dispatch creation, read from its IR
after `--compile-to=flow` with the MLIR Python bindings (never from text).

A node is a `flow.dispatch` (its executable's computing ops, with their
source locations) or a `flow.tensor.encode` left outside every dispatch
(stream turns it into a dispatch of its own: the "encoding dispatch" a
reviewer looks for). Edges follow values through reshapes and bitcasts.
Everything a node holds is plain data, so the IR can be dropped after.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


# Ops a value passes through unchanged in meaning: edges look through them.
_VIEWS = ("flow.tensor.reshape", "flow.tensor.bitcast", "tensor.expand_shape", "tensor.collapse_shape",
          "tensor.cast", "flow.tensor.tie_shape")
# What an executable may hold for IREE to fuse a set_encoding into it (FuseEncodingOpsIntoDispatchRegions:
# reshapes, encodings, linalg, gather and attention ops; loads and stores are the outlined form's own).
FUSABLE = ("tensor.collapse_shape", "tensor.expand_shape", "tensor.empty", "tensor.extract_slice",
           "iree_encoding.", "linalg.", "iree_linalg_ext.attention", "iree_linalg_ext.online_attention",
           "iree_linalg_ext.gather", "iree_tensor_ext.")
EXTERN = "hal.dispatch.extern"
# Element types a quantization writes: the narrow integers and the 8-, 6- and 4-bit floats.
NARROW = ("i8", "ui8", "si8", "i4", "ui4", "f8E", "f6E", "f4E")
# Ops inside a dispatch that say what it computes; the rest is plumbing.
_COMPUTING = ("linalg.", "iree_linalg_ext.", "iree_encoding.", "linalg_ext.")
_CONTRACTIONS = ("matmul", "batch_matmul", "contract", "conv")
SET_ENCODING = "iree_encoding.set_encoding"
ENCODE = "flow.tensor.encode"


@dataclass(frozen=True)
class Op:
    """One computing op: its name, its innermost source location, and its
    result type (which tells two encodings of one matmul apart)."""

    name: str
    loc: str
    type: str = ""

    def short(self) -> str:
        return f"{self.name.split('.', 1)[-1]} @ {short_loc(self.loc)}"


@dataclass(frozen=True)
class Chain:
    """What feeds a set_encoding inside a dispatch: the ops from it back to a
    value with several users or to the dispatch's own input."""

    ops: tuple[Op, ...]  # nearest first
    ends_at: str  # "multi-use" (ops[-1] has several users), "input N", "op"
    users: int = 1
    results: int = 1  # of ops[0]: more than one when the producer was fused into it with its other users
    quantizes: bool = False  # ops[0] rounds to a narrow type (i8, fp8, fp4): a requantization


@dataclass(frozen=True)
class View:
    """A reshape (or bitcast) between a producer and the op that reads it,
    with its users: the fusion looks past a reshape only when it has one."""

    name: str
    loc: str
    users: tuple[str, ...] = ()  # what each user is: `set_encoding @ m.mlir:3:9`, a dispatch's label, an op


@dataclass
class Node:
    id: str  # d<N> for a dispatch, e<N> for an encoding outside dispatches
    kind: str  # dispatch | encode
    function: str
    label: str  # the export symbol, or what an encode operates on
    ops: tuple[Op, ...]
    inputs: list[str] = field(default_factory=list)  # node ids feeding it
    input_users: list[int] = field(default_factory=list)  # users of the result each input is
    operands: list[str] = field(default_factory=list)  # each operand: a node id, a source, or "-"
    sources: list[str] = field(default_factory=list)  # global:NAME, param:NAME, arg:N, const
    result_users: list[int] = field(default_factory=list)  # users of each result
    consumers: list[str] = field(default_factory=list)  # node ids it feeds
    chains: list[Chain] = field(default_factory=list)  # for each set_encoding inside
    contraction: bool = False
    executable: str | None = None
    asm: str = ""
    loc: str = ""
    in_initializer: bool = False
    role: str = ""  # what it computes, in a reviewer's word: matmul, normalization, lookup, quantization, ...
    blockers: tuple[str, ...] = ()  # ops in its dispatch that keep a set_encoding out (not linalg, reshape, ...)
    views: tuple[View, ...] = ()  # an encode's: the reshapes between its producer and it, nearest first

    def names(self) -> list[str]:
        """Module paths of the parameters it reads (blk.0.attn_q), in order."""
        out = []
        for s in self.sources:
            if s.startswith("param:"):  # a global of the compiler's own (hoisted) names no module
                p = module_path(s.split(":", 1)[1])
                if p not in out:
                    out.append(p)
        return out


@dataclass
class FlowGraph:
    nodes: list[Node]
    globals: dict[str, str]  # global symbol -> parameter key (or the symbol)

    def node(self, nid: str) -> Node:
        return next(n for n in self.nodes if n.id == nid)

    @property
    def dispatch_count(self) -> int:
        return len(self.nodes)


def element_type(tensor_type: str) -> str:
    """`tensor<?x4096xbf16, #enc>` -> `bf16`; "" for what is not a ranked tensor."""
    if not tensor_type.startswith("tensor<"):
        return ""
    shape = tensor_type[len("tensor<"):].split(",", 1)[0].split(">", 1)[0].strip()
    return shape.rsplit("x", 1)[-1]


def narrow(tensor_type: str) -> bool:
    """Whether a tensor holds quantized values (i8, fp8, fp4, ...)."""
    return element_type(tensor_type).startswith(NARROW)


def module_path(key: str) -> str:
    """`blk.0.attn_q.weight:qs` -> `blk.0.attn_q`: the model's module, as
    torch and sharktank name parameters."""
    key = key.split(":", 1)[0]
    for tail in (".weight", ".bias", ".q_input", ".kv_cache", ".quantizer"):
        if tail in key:
            return key[: key.index(tail)]
    return key


def locations(printed: str) -> list[str]:
    """The `"file":line:col` parts of a printed location, innermost callee
    first (MLIR prints a callsite's callee before its caller). Read by a
    scan of the location alone: quoted file, then two numbers."""
    out, i = [], 0
    while (q := printed.find('"', i)) >= 0:
        end = printed.find('"', q + 1)
        if end < 0:
            break
        j, nums = end + 1, []
        while j < len(printed) and printed[j] == ":":
            k = j + 1
            while k < len(printed) and printed[k].isdigit():
                k += 1
            if k == j + 1:
                break
            nums.append(printed[j + 1:k])
            j = k
        if len(nums) == 2:
            out.append(f"{printed[q + 1:end]}:{nums[0]}:{nums[1]}")
        i = max(j, end + 1)
    return out


def first_loc(op, functions: frozenset[str] = frozenset()) -> str:
    """The op's location with the calls that inlined it: `m.mlir:1350:10 <- 1058:12`
    (a helper's matmul, called from line 1058), less the public function's
    own location (every op of an entry point is "called" from there)."""
    chain = [c for c in locations(str(op.location))]
    while len(chain) > 1 and chain[-1] in functions:
        chain.pop()
    if not chain:
        return ""
    head_file = chain[0].rsplit(":", 2)[0]
    rest = [c[len(head_file) + 1:] if c.startswith(head_file + ":") else c for c in chain[1:]]
    return " <- ".join([chain[0], *rest])


_ROLES = {"0": "LHS", "1": "RHS", "2": "accumulator"}
# A scaled matmul (the fp4 kernels' contraction) has its blocks' scales as operands of their own.
_SCALED_ROLES = {"0": "LHS", "1": "RHS", "2": "LHS scales", "3": "RHS scales", "4": "accumulator"}


def operand_role(encoded_type: str) -> str:
    """Which operand of its contraction an encoded tensor is, from the
    encoding's `operand_index` and `op_type` (the bindings have no accessor
    for IREE's encoding attribute): LHS, RHS, accumulator, a scaled matmul's
    scales; "" when it has none."""
    key = "operand_index = "
    at = encoded_type.find(key)
    if at < 0:
        return ""
    digits = encoded_type[at + len(key):].split(" ", 1)[0].rstrip(",")
    roles = _SCALED_ROLES if "op_type = scaled_matmul" in encoded_type.replace("op_type =  ", "op_type = ") \
        else _ROLES
    return roles.get(digits, f"operand {digits}")


def short_loc(loc: str) -> str:
    """`/a/m.mlir:13:9 <- 40:2` -> `m.mlir:13:9 <- 40:2`."""
    if not loc:
        return "?"
    head, _, rest = loc.partition(" <- ")
    return Path(head).name + (f" <- {rest}" if rest else "")


def _sym(attr) -> str:
    from iree.compiler import ir

    return ir.StringAttr(attr).value


def _defining(value):
    """The op that defines value, or None for a block argument."""
    owner = value.owner
    # An OpView's `name` may be an attribute of the op (hal.tensor.import): use its Operation.
    return owner.operation if hasattr(owner, "operation") else None


def _arg_number(value) -> int:
    """The function argument a value comes from, through the ops that tie a
    dynamic shape to it; -1 when it comes from none."""
    from iree.compiler import ir

    for _ in range(8):
        op = _defining(value)
        if op is None:
            return ir.BlockArgument(value).arg_number
        if not len(op.operands):
            break
        value = op.operands[0]
    return -1


def _users(value) -> list:
    return [u.owner.operation if hasattr(u.owner, "operation") else u.owner for u in value.uses]


def _through_views(value):
    """Follow value up through reshapes: (its defining op or None, the value)."""
    op = _defining(value)
    while op is not None and op.name in _VIEWS and len(op.operands):
        value = op.operands[0]
        op = _defining(value)
    return op, value


def _real_users(value) -> list:
    """Users of value, looking through reshapes (a reshape's users count)."""
    out = []
    for u in _users(value):
        if u.name in _VIEWS:
            out.extend(_real_users(u.results[0]))
        else:
            out.append(u)
    return out
