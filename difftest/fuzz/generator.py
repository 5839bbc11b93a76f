"""Small linalg programs, valid by construction, aimed at a flag.

A program is a `Spec`: named dimension sizes, a compute dtype, arguments,
and a list of ops whose operands are earlier values (arguments first, then
op results). It is JSON-able, so a finding names exactly what was run, and
mutable, so the programs the flag reached are varied first (fuzz/pool).
`render` turns a Spec into MLIR text; `verify` parses and verifies it with
the MLIR Python bindings. A rendered program that does not verify is a
generator bug: counted and reported, never shown as a finding.

Vocabulary: matmul, batch_matmul, a contraction with a transposed operand
(linalg.generic), elementwise generics over arith/math, reductions,
broadcasts, transposes, collapse/expand shapes, float casts, int-to-float,
i8 dequantisation with a scale and zero point, and softmax. Numerics are
kept safe: exp only of a tanh or of a max-subtracted value (softmax), and a
division only by |y| + 1, so a difference is the compiler's, not the
program's.

A contraction accumulates into a zero fill, or (in about a third of the
programs, each contraction by a draw of its own) into a function argument:
bugs hide in both (IREE 3.13's CUDA backend fails to bufferize a matmul
whose accumulator is an argument where it compiles one into a fill). The
accumulator's draws come from a stream of their own, so a program that
accumulates only into fills is the one the seed always made.

Motifs direct generation at what a flag acts on. `multi-use` (the seed
flag's: a producer with several users, at least one a contraction that data
tiling gives an encoding) builds that structure and random context around
it; `qkv` is three matmuls sharing one producer; `any` generates broadly.
"""
from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, field

from ..toolchains.backends import backend

MOTIFS = ("multi-use", "qkv", "any")
FLOATS = ("f32", "f16", "bf16")
DTYPES = (*FLOATS, "i8")
def dtypes_for(target: str) -> tuple[str, ...]:
    """The compute dtypes a campaign on `target` (`vulkan:llvmpipe`, `llvm-cpu`...) draws from: what its
    code generator takes, as its backend says (bf16 does not compile for SPIR-V: a Vulkan campaign that
    made bf16 programs would spend a third of its time rediscovering that)."""
    b = backend(target.partition(":")[0])
    taken = b.dtypes if b is not None else None
    return tuple(d for d in DTYPES if d in taken) if taken else DTYPES
# Awkward sizes: 1, primes, non-multiples of any tile, and a few round ones.
SIZES = (1, 2, 3, 5, 7, 8, 11, 13, 16, 17, 24, 31, 32, 33, 48, 63, 64, 97)


@dataclass
class SpecOp:
    op: str  # matmul, matmul_t, batch_matmul, unary, binary, reduce, broadcast, transpose, collapse_expand,
    #          cast, dequant, softmax
    inputs: list[int]  # value ids: argument i is -(i + 1), op j's result is j; a contraction's third, if
    #                    any, is the argument it accumulates into (else it accumulates into a zero fill)
    attr: str = ""  # the arith/math op of an elementwise, the cast's target dtype, ...


@dataclass
class Value:
    shape: list[str]  # dimension symbols
    dtype: str


@dataclass
class Spec:
    seed: int
    motif: str
    dims: dict[str, int]  # symbol -> size
    dynamic: list[str]  # symbols whose size the IR leaves dynamic
    dtype: str  # the compute dtype
    acc: str  # "same": contractions accumulate in their input type; "f32": in f32
    args: list[Value] = field(default_factory=list)
    ops: list[SpecOp] = field(default_factory=list)
    outputs: list[int] = field(default_factory=list)  # value ids

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_dict(cls, d: dict) -> "Spec":
        return cls(d["seed"], d["motif"], dict(d["dims"]), list(d["dynamic"]), d["dtype"], d["acc"],
                   [Value(**v) for v in d["args"]], [SpecOp(**o) for o in d["ops"]], list(d["outputs"]))

    def values(self) -> dict[int, Value]:
        """The type of every value, by id."""
        out = {-(i + 1): a for i, a in enumerate(self.args)}
        for j, op in enumerate(self.ops):
            out[j] = result_type(op, out, self)
        return out

    def input_shapes(self) -> dict[str, list[int]]:
        """Sizes for the arguments with dynamic dims (difftest.toml `inputs.argN.shape`)."""
        return {f"arg{i}": [self.dims[s] for s in a.shape] for i, a in enumerate(self.args)
                if any(s in self.dynamic for s in a.shape)}


class GeneratorBug(Exception):
    """A spec the generator built that has no valid rendering."""


# ---- types ----------------------------------------------------------------------------


def _acc_dtype(spec: Spec, dtype: str) -> str:
    if dtype in ("i8", "i32"):
        return "i32"
    return "f32" if spec.acc == "f32" else dtype


def result_type(op: SpecOp, values: dict[int, Value], spec: Spec) -> Value:
    ins = [values[i] for i in op.inputs]
    a = ins[0]
    if op.op == "matmul":
        return Value([a.shape[0], ins[1].shape[1]], _acc_dtype(spec, a.dtype))
    if op.op == "matmul_t":
        return Value([a.shape[0], ins[1].shape[0]], _acc_dtype(spec, a.dtype))
    if op.op == "batch_matmul":
        return Value([a.shape[0], a.shape[1], ins[1].shape[2]], _acc_dtype(spec, a.dtype))
    if op.op in ("unary", "binary", "softmax", "collapse_expand"):
        return Value(list(a.shape), a.dtype)
    if op.op == "reduce":
        return Value(list(a.shape[:-1]), a.dtype)
    if op.op == "broadcast":
        return Value(list(a.shape) + [op.attr], a.dtype)
    if op.op == "transpose":
        return Value(list(reversed(a.shape)), a.dtype)
    if op.op in ("cast", "dequant"):
        return Value(list(a.shape), op.attr)
    raise GeneratorBug(f"unknown op {op.op}")


# ---- building --------------------------------------------------------------------------

_UNARY = ("tanh", "neg", "abs", "exp_tanh", "sin")
_BINARY = ("add", "sub", "mul", "max", "min", "safe_div")


class _Builder:
    def __init__(self, rng: random.Random, spec: Spec):
        self.rng, self.spec = rng, spec
        self.types: dict[int, Value] = spec.values()

    def arg(self, shape: list[str], dtype: str) -> int:
        self.spec.args.append(Value(list(shape), dtype))
        vid = -len(self.spec.args)
        self.types[vid] = self.spec.args[-1]
        return vid

    def add(self, op: SpecOp) -> int:
        t = result_type(op, self.types, self.spec)
        self.spec.ops.append(op)
        vid = len(self.spec.ops) - 1
        self.types[vid] = t
        return vid

    def dim(self, sym: str) -> str:
        if sym not in self.spec.dims:
            self.spec.dims[sym] = self.rng.choice(SIZES)
        return sym

    @property
    def float_dtype(self) -> str:
        """What elementwise math runs in: the compute dtype, or f32 for an i8 program."""
        return self.spec.dtype if self.spec.dtype in FLOATS else "f32"

    def float_of(self, i: int) -> int:
        t = self.types[i]
        return i if t.dtype == self.float_dtype else self.add(SpecOp("cast", [i], self.float_dtype))

    def contraction_user(self, producer: int) -> int:
        """A matmul (or a transposed-operand contraction) reading producer as its LHS."""
        t = self.types[producer]
        k = t.shape[-1]
        n = self.dim(self.rng.choice(["N", "N2", "N3"]))
        if self.rng.random() < 0.3:
            rhs = self.arg([n, k], t.dtype)
            return self.add(SpecOp("matmul_t", [producer, rhs]))
        rhs = self.arg([k, n], t.dtype)
        return self.add(SpecOp("matmul", [producer, rhs]))

    def other_user(self, producer: int) -> int:
        t = self.types[producer]
        kind = self.rng.choice(["unary", "binary", "reduce", "softmax", "transpose", "collapse_expand", "matmul"])
        if kind == "matmul" and len(t.shape) != 2:
            kind = "unary"
        if kind in ("reduce", "softmax") and not t.shape:
            kind = "unary"  # a scalar has no dimension to reduce or normalise over
        if t.dtype not in FLOATS and kind in ("unary", "softmax", "binary"):
            producer = self.float_of(producer)
            t = self.types[producer]
        if kind == "unary":
            return self.add(SpecOp("unary", [producer], self.rng.choice(_UNARY)))
        if kind == "binary":
            other = self.arg(list(t.shape), t.dtype)
            return self.add(SpecOp("binary", [producer, other], self.rng.choice(_BINARY)))
        if kind == "reduce":
            return self.add(SpecOp("reduce", [producer], self.rng.choice(["sum", "max"])))
        if kind == "softmax" and t.dtype in FLOATS:
            return self.add(SpecOp("softmax", [producer]))
        if kind == "transpose" and len(t.shape) == 2:
            return self.add(SpecOp("transpose", [producer]))
        if kind == "collapse_expand" and len(t.shape) == 2:
            return self.add(SpecOp("collapse_expand", [producer]))
        if len(t.shape) == 2:
            return self.contraction_user(producer)
        return self.add(SpecOp("unary", [self.float_of(producer)], self.rng.choice(_UNARY)))

    def producer(self, dtype: str) -> int:
        """The value with several users: an elementwise op on an argument,
        a matmul, or a dequantisation."""
        m, k = self.dim("M"), self.dim("K")
        choice = self.rng.choice(["elementwise", "matmul", "dequant"] if dtype in FLOATS else ["matmul"])
        if choice == "dequant":
            q = self.arg([m, k], "i8")
            return self.add(SpecOp("dequant", [q], dtype))
        if choice == "matmul":
            a = self.arg([m, self.dim("K0")], dtype)
            b = self.arg([self.dim("K0"), k], dtype)
            mm = self.add(SpecOp("matmul", [a, b]))
            return mm if self.types[mm].dtype == dtype else self.add(SpecOp("cast", [mm], dtype))
        x = self.arg([m, k], dtype)
        if self.rng.random() < 0.5:
            y = self.arg([m, k], dtype)
            return self.add(SpecOp("binary", [x, y], self.rng.choice(_BINARY)))
        return self.add(SpecOp("unary", [x], self.rng.choice(_UNARY)))


def generate(seed: int, motif: str = "multi-use", dtypes: tuple[str, ...] = DTYPES) -> Spec:
    """A program from a seed: the same seed gives the same program."""
    rng = random.Random(f"difftest-fuzz:{seed}:{motif}")
    dtype = rng.choice(dtypes)
    spec = Spec(seed, motif, {}, [], dtype, rng.choice(["same", "f32"]))
    b = _Builder(rng, spec)
    if motif in ("multi-use", "qkv"):
        p = b.producer(dtype)
        users = [b.contraction_user(p)]
        if motif == "qkv":
            users += [b.contraction_user(p), b.contraction_user(p)]
        else:
            # Two to four users; fewer more often (a small program compiles faster, and one
            # extra user is what the flag needs).
            users += [b.other_user(p) for _ in range(rng.choice((1, 1, 2, 3)))]
        # Random context after the motif: a user of a user, now and then.
        if rng.random() < 0.3:
            users.append(b.other_user(rng.choice(users)))
        spec.outputs = sorted(set(users))
    elif motif == "any":
        vals = [b.producer(dtype)]
        for _ in range(rng.randint(1, 4)):
            vals.append(b.other_user(rng.choice(vals)) if rng.random() < 0.6 else b.producer(dtype))
        used = {i for op in spec.ops for i in op.inputs}
        spec.outputs = sorted({j for j in range(len(spec.ops)) if j not in used} or {len(spec.ops) - 1})
    else:
        raise ValueError(f"unknown motif {motif!r}; motifs: {', '.join(MOTIFS)}")
    if rng.random() < 0.25:
        spec.dynamic = ["M"]  # the rows: what a batch or a sequence length is
    _accumulators(spec, random.Random(f"difftest-fuzz:{seed}:{motif}:accumulators"))
    return spec


CONTRACTIONS = ("matmul", "matmul_t", "batch_matmul")
# The share of programs whose contractions may accumulate into arguments, and of their contractions that do.
ACC_ARG_PROGRAMS, ACC_ARG_EACH = 0.35, 0.6


def _accumulators(spec: Spec, rng: random.Random) -> None:
    """Some contractions accumulate into a new argument instead of a fill
    (appended last, so every other argument keeps its place)."""
    if rng.random() >= ACC_ARG_PROGRAMS:
        return
    mine = [op for op in spec.ops if op.op in CONTRACTIONS and len(op.inputs) == 2]
    chosen = [op for op in mine if rng.random() < ACC_ARG_EACH] or mine[:1]
    values = spec.values()
    for op in chosen:
        t = result_type(op, values, spec)
        spec.args.append(Value(list(t.shape), t.dtype))
        op.inputs.append(-len(spec.args))


def _retype_accumulators(spec: Spec) -> None:
    """An accumulator argument's type is its contraction's result type: kept
    so after a mutation of the dtype or the accumulation."""
    values: dict[int, Value] = {-(i + 1): a for i, a in enumerate(spec.args)}
    for j, op in enumerate(spec.ops):
        values[j] = result_type(op, values, spec)
        if op.op in CONTRACTIONS and len(op.inputs) > 2:
            arg = spec.args[-op.inputs[2] - 1]
            arg.shape, arg.dtype = list(values[j].shape), values[j].dtype


# ---- mutation -----------------------------------------------------------------------------


def mutate(spec: Spec, rng: random.Random, seed: int, dtypes: tuple[str, ...] = DTYPES) -> Spec:
    """One change to a program the flag reached: a size, the dtype, the
    accumulation, a dynamic dim, or one more user of a value. A change
    whose program does not verify (a dtype that no longer meets an op's
    other operand) is tried again; the last resort is a new size, which
    always fits."""
    for _ in range(6):
        new = _mutated(spec, rng, seed, dtypes)
        if verify(render(new)) is None:
            return new
    new = Spec.from_dict(json.loads(spec.to_json()))
    new.seed = seed
    if new.dims:
        sym = rng.choice(sorted(new.dims))
        new.dims[sym] = rng.choice([s for s in SIZES if s != new.dims[sym]])
    return new


def _mutated(spec: Spec, rng: random.Random, seed: int, dtypes: tuple[str, ...] = DTYPES) -> Spec:
    new = Spec.from_dict(json.loads(spec.to_json()))
    new.seed = seed
    how = rng.choice(["size", "size", "dtype", "acc", "dynamic", "user"])
    if how == "size" and new.dims:
        sym = rng.choice(sorted(new.dims))
        new.dims[sym] = rng.choice([s for s in SIZES if s != new.dims[sym]])
    elif how == "dtype":
        old = new.dtype
        others = [d for d in FLOATS if d != old and d in dtypes]
        new.dtype = rng.choice(others) if old in FLOATS and others else old
        for v in new.args:
            if v.dtype == old:
                v.dtype = new.dtype
        for op in new.ops:
            if op.op in ("cast", "dequant") and op.attr == old:
                op.attr = new.dtype
    elif how == "acc":
        new.acc = "same" if new.acc == "f32" else "f32"
    elif how == "dynamic":
        new.dynamic = [] if new.dynamic else ["M"]
    else:
        b = _Builder(rng, new)
        target = rng.randrange(len(new.ops)) if new.ops else -1
        user = b.other_user(target)
        new.outputs = sorted(set(new.outputs) | {user})
    _retype_accumulators(new)
    return new


# ---- rendering ----------------------------------------------------------------------------

_MLIR_TYPES = {"f32": "f32", "f16": "f16", "bf16": "bf16", "i8": "i8", "i32": "i32"}


class _Renderer:
    def __init__(self, spec: Spec):
        self.spec = spec
        self.lines: list[str] = []
        self.n = 0
        self.dim_ssa: dict[str, str] = {}

    def fresh(self, hint: str = "v") -> str:
        self.n += 1
        return f"%{hint}{self.n}"

    def ttype(self, v: Value) -> str:
        dims = "x".join("?" if s in self.spec.dynamic else str(self.spec.dims[s]) for s in v.shape)
        return f"tensor<{dims + 'x' if dims else ''}{_MLIR_TYPES[v.dtype]}>"

    def empty(self, v: Value) -> str:
        dyn = [self.dim_ssa[s] for s in v.shape if s in self.spec.dynamic]
        name = self.fresh("e")
        self.lines.append(f"  {name} = tensor.empty({', '.join(dyn)}) : {self.ttype(v)}")
        return name

    def filled(self, v: Value, value: str) -> str:
        e = self.empty(v)
        c = self.fresh("c")
        self.lines.append(f"  {c} = arith.constant {value} : {_MLIR_TYPES[v.dtype]}")
        f = self.fresh("f")
        self.lines.append(f"  {f} = linalg.fill ins({c} : {_MLIR_TYPES[v.dtype]}) outs({e} : {self.ttype(v)}) -> "
                          f"{self.ttype(v)}")
        return f


def _zero(dtype: str) -> str:
    return "0" if dtype in ("i8", "i32") else "0.0"


def _iters(parallel: int, reduction: bool = False) -> str:
    return ", ".join(['"parallel"'] * parallel + (['"reduction"'] if reduction else []))


def _map(dims: list[str]) -> str:
    return f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"


def _ew_body(op: SpecOp, t: str, args: list[str]) -> list[str]:
    """The body of an elementwise generic: lines computing %r from the args."""
    x = args[0]
    y = args[1] if len(args) > 1 else None
    a = op.attr
    if a == "tanh":
        return [f"%r = math.tanh {x} : {t}"]
    if a == "neg":
        return [f"%r = arith.negf {x} : {t}"]
    if a == "abs":
        return [f"%r = math.absf {x} : {t}"]
    if a == "sin":
        return [f"%r = math.sin {x} : {t}"]
    if a == "exp_tanh":
        return [f"%b = math.tanh {x} : {t}", f"%r = math.exp %b : {t}"]
    if a == "add":
        return [f"%r = arith.addf {x}, {y} : {t}"]
    if a == "sub":
        return [f"%r = arith.subf {x}, {y} : {t}"]
    if a == "mul":
        return [f"%r = arith.mulf {x}, {y} : {t}"]
    if a == "max":
        return [f"%r = arith.maximumf {x}, {y} : {t}"]
    if a == "min":
        return [f"%r = arith.minimumf {x}, {y} : {t}"]
    if a == "safe_div":
        return [f"%a = math.absf {y} : {t}", f"%one = arith.constant 1.0 : {t}", f"%d = arith.addf %a, %one : {t}",
                f"%r = arith.divf {x}, %d : {t}"]
    raise GeneratorBug(f"unknown elementwise op {a}")


def render(spec: Spec, name: str = "main") -> str:
    """The program as MLIR text: `func.func @main`, or @name as one of
    several programs of a module (fuzz/pack.py)."""
    r = _Renderer(spec)
    values = spec.values()
    names: dict[int, str] = {}
    params = []
    for i, a in enumerate(spec.args):
        names[-(i + 1)] = f"%arg{i}"
        params.append(f"%arg{i}: {r.ttype(a)}")
    outs = [values[i] for i in spec.outputs]
    head = (f"func.func @{name}({', '.join(params)}) -> ({', '.join(r.ttype(v) for v in outs)}) {{")
    # Dynamic sizes come from the first argument that has them.
    for sym in spec.dynamic:
        for i, a in enumerate(spec.args):
            if sym in a.shape:
                c = r.fresh("c")
                r.lines.append(f"  {c} = arith.constant {a.shape.index(sym)} : index")
                d = r.fresh("d")
                r.lines.append(f"  {d} = tensor.dim %arg{i}, {c} : {r.ttype(a)}")
                r.dim_ssa[sym] = d
                break
    for k, op in enumerate(spec.ops):
        ins = [names[i] for i in op.inputs]
        tins = [values[i] for i in op.inputs]
        names[k] = _render_op(r, op, ins, tins, values[k])
    ret = ", ".join(names[i] for i in spec.outputs)
    r.lines.append(f"  return {ret} : {', '.join(r.ttype(v) for v in outs)}")
    return "\n".join([head, *r.lines, "}", ""])


def _accumulator(r: _Renderer, ins: list[str], out: Value) -> str:
    """What a contraction accumulates into: its accumulator argument, or a zero fill."""
    return ins[2] if len(ins) > 2 else r.filled(out, _zero(out.dtype))


def _matmul(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    tt = r.ttype
    init = _accumulator(r, ins, out)
    name = "linalg.matmul" if op.op == "matmul" else "linalg.batch_matmul"
    r.lines.append(f"  {res} = {name} ins({ins[0]}, {ins[1]} : {tt(tins[0])}, {tt(tins[1])}) outs({init} : "
                   f"{tt(out)}) -> {tt(out)}")
    return res


def _generic(r: _Renderer, res: str, maps: list[str], iterators: str, ins: list[str], tins: list[Value], init: str,
             out: Value, block_args: list[str], body: list[str], yielded: str) -> str:
    """A linalg.generic over `ins` into `init`: the one shape every
    non-named op of the generator takes."""
    tt = r.ttype
    r.lines += [f"  {res} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iterators}]}} "
                f"ins({', '.join(ins)} : {', '.join(tt(v) for v in tins)}) outs({init} : {tt(out)}) {{",
                f"  ^bb0({', '.join(block_args)}):", *[f"    {line}" for line in body],
                f"    linalg.yield {yielded}", f"  }} -> {tt(out)}"]
    return res


def _matmul_transposed(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    st = _MLIR_TYPES
    init = _accumulator(r, ins, out)
    a, acc = st[tins[0].dtype], st[out.dtype]
    body = []
    x, y = "%x", "%y"
    if a != acc:
        ext = "arith.extsi" if a in ("i8", "i32") else "arith.extf"
        body += [f"%xe = {ext} %x : {a} to {acc}", f"%ye = {ext} %y : {a} to {acc}"]
        x, y = "%xe", "%ye"
    mul, add = ("arith.muli", "arith.addi") if acc in ("i32", "i8") else ("arith.mulf", "arith.addf")
    body += [f"%m = {mul} {x}, {y} : {acc}", f"%s = {add} %o, %m : {acc}"]
    maps = ["affine_map<(d0, d1, d2) -> (d0, d2)>", "affine_map<(d0, d1, d2) -> (d1, d2)>",
            "affine_map<(d0, d1, d2) -> (d0, d1)>"]
    return _generic(r, res, maps, _iters(2, reduction=True), ins[:2], tins[:2], init, out,
                    [f"%x: {a}", f"%y: {a}", f"%o: {acc}"], body, f"%s : {acc}")


def _elementwise(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    st = _MLIR_TYPES
    e = r.empty(out)
    dims = [f"d{i}" for i in range(len(out.shape))]
    t = st[out.dtype]
    args = ["%x", "%y"][:len(ins)]
    body = _ew_body(op, t, args)
    return _generic(r, res, [_map(dims)] * (len(ins) + 1), _iters(len(dims)), ins, tins, e, out,
                    [f"{a}: {t}" for a in args] + [f"%o: {t}"], body, f"%r : {t}")


def _reduction(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    st = _MLIR_TYPES
    t = st[out.dtype]
    integer = out.dtype in ("i8", "i32")
    start = ("0" if integer else "0.0") if op.attr == "sum" else ("-128" if integer else "-1.0e+04")
    init = r.filled(out, start)
    n = len(tins[0].shape)
    dims = [f"d{i}" for i in range(n)]
    comb = {("sum", False): "arith.addf", ("sum", True): "arith.addi", ("max", False): "arith.maximumf",
            ("max", True): "arith.maxsi"}[(op.attr, integer)]
    reduced = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims[:-1])})>"
    return _generic(r, res, [_map(dims), reduced], _iters(n - 1, reduction=True), ins[:1], tins[:1], init, out,
                    [f"%x: {t}", f"%o: {t}"], [f"%r = {comb} %o, %x : {t}"], f"%r : {t}")


def _softmax(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    tt = r.ttype
    e = r.empty(out)
    r.lines.append(f"  {res} = linalg.softmax dimension({len(out.shape) - 1}) ins({ins[0]} : {tt(tins[0])}) "
                   f"outs({e} : {tt(out)}) -> {tt(out)}")
    return res


def _transpose(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    tt = r.ttype
    e = r.empty(out)
    perm = ", ".join(str(i) for i in reversed(range(len(out.shape))))
    r.lines.append(f"  {res} = linalg.transpose ins({ins[0]} : {tt(tins[0])}) outs({e} : {tt(out)}) "
                   f"permutation = [{perm}]")
    return res


def _broadcast(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    tt = r.ttype
    e = r.empty(out)
    r.lines.append(f"  {res} = linalg.broadcast ins({ins[0]} : {tt(tins[0])}) outs({e} : {tt(out)}) "
                   f"dimensions = [{len(out.shape) - 1}]")
    return res


def _collapse_expand(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    tt = r.ttype
    st = _MLIR_TYPES
    # [A, B] -> [A*B] -> [A, B]: a reshape round trip the compiler must see through.
    a, b = tins[0].shape
    dyn = r.spec.dynamic
    if a in dyn or b in dyn:
        flat = "?"
    else:
        flat = str(r.spec.dims[a] * r.spec.dims[b])
    flat_t = f"tensor<{flat}x{st[out.dtype]}>"
    c = r.fresh("c")
    r.lines.append(f"  {c} = tensor.collapse_shape {ins[0]} [[0, 1]] : {tt(tins[0])} into {flat_t}")
    sizes = ", ".join(r.dim_ssa[s] if s in dyn else str(r.spec.dims[s]) for s in (a, b))
    r.lines.append(f"  {res} = tensor.expand_shape {c} [[0, 1]] output_shape [{sizes}] : {flat_t} into "
                   f"{tt(out)}")
    return res


def _cast(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value, res: str) -> str:
    st = _MLIR_TYPES
    e = r.empty(out)
    src, dst = st[tins[0].dtype], st[out.dtype]
    dims = [f"d{i}" for i in range(len(out.shape))]
    if op.op == "dequant":
        body = [f"%f = arith.sitofp %x : {src} to f32", "%zp = arith.constant 3.0 : f32",
                "%s = arith.constant 0.125 : f32", "%c = arith.subf %f, %zp : f32", "%m = arith.mulf %c, %s : f32"]
        body += [f"%r = arith.truncf %m : f32 to {dst}"] if dst != "f32" else ["%r = arith.addf %m, %m : f32"]
    elif src in ("i8", "i32") and dst in ("i8", "i32"):
        # Requantisation: i32 accumulators back to i8 (wrapping, which is defined).
        body = ([f"%r = arith.trunci %x : {src} to {dst}"] if src == "i32" and dst == "i8" else
                [f"%r = arith.extsi %x : {src} to {dst}"] if src != dst else [f"%r = arith.addi %x, %x : {dst}"])
    elif src in ("i8", "i32"):
        body = [f"%r = arith.sitofp %x : {src} to {dst}"]
    else:
        width = {"f32": 32, "f16": 16, "bf16": 16}
        if src == dst:
            body = [f"%r = arith.addf %x, %x : {dst}"]
        elif width[src] < width[dst]:
            body = [f"%r = arith.extf %x : {src} to {dst}"]
        elif width[src] > width[dst]:
            body = [f"%r = arith.truncf %x : {src} to {dst}"]
        else:  # f16 <-> bf16: through f32
            body = [f"%w = arith.extf %x : {src} to f32", f"%r = arith.truncf %w : f32 to {dst}"]
    return _generic(r, res, [_map(dims)] * 2, _iters(len(dims)), ins[:1], tins[:1], e, out,
                    [f"%x: {src}", f"%o: {dst}"], body, f"%r : {dst}")


# One renderer per op kind: what the generator can emit is this table.
_RENDERERS = {
    "matmul": _matmul,
    "batch_matmul": _matmul,
    "matmul_t": _matmul_transposed,
    "unary": _elementwise,
    "binary": _elementwise,
    "reduce": _reduction,
    "softmax": _softmax,
    "transpose": _transpose,
    "broadcast": _broadcast,
    "collapse_expand": _collapse_expand,
    "cast": _cast,
    "dequant": _cast,
}


def _render_op(r: _Renderer, op: SpecOp, ins: list[str], tins: list[Value], out: Value) -> str:
    render_one = _RENDERERS.get(op.op)
    if render_one is None:
        raise GeneratorBug(f"unknown op {op.op}")
    return render_one(r, op, ins, tins, out, r.fresh("r"))


def verify(text: str) -> str | None:
    """None when the program parses and verifies; else the parser's words."""
    from ..core.mlir import IRParseError, context, parse_text

    ir, ctx = context()
    try:
        module = parse_text(text, ctx)
    except IRParseError as e:
        return str(e)
    with ctx:
        try:
            ok = module.operation.verify()
        except Exception as e:  # MLIRError: the verifier's diagnostics
            return str(e).splitlines()[0] if str(e) else type(e).__name__
    return None if ok else "does not verify"
