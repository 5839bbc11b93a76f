"""IREE's own e2e check tests (`tests/e2e/**/*.mlir`) as cases.

A check-test file holds many tests: each public function takes no
arguments, returns nothing, and asserts with `check.expect_*` ops. IREE's
`iree-check-module` runs them; the Python runtime has no check module, so
a plain run skips every assertion and compares nothing. Instead, each test
function is a case of its own, and its checks are *lifted*: the values a
check reads become the function's results, so both variants return them,
they are compared as any outputs are, and each check is judged on each
variant's own outputs, as the check op would judge it (run/judge/checking.py).

- `expect_eq(a, b)`, `expect_almost_eq(a, b)`: results a and b;
- `expect_eq_const(a, dense<...>)`, `expect_almost_eq_const(...)`: a, and
  the constant materialized beside it (what IREE's own canonicalization
  does), so the expected value goes through the same compiler;
- `expect_true(x)`, `expect_false(x)`, `expect_all_true(x)`: x.

A check in a nested region (a `tosa.cond_if` branch) or in a helper the
test calls runs only when control reaches it: its value is stored into a
private global together with a "reached" flag. A second exported function,
READER, returns those globals and resets them; the runtime calls it after
each call of the test. (Loading them at the end of the test itself reads
stale values: IREE hoists a global's loads above the regions that store
it.) A check that was not reached is not judged, as the check op would
not have run. The IR is read and rewritten with the MLIR Python bindings.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..core import keys
from ..core.cache import JsonMemo
from ..core.errors import OneLineError
from ..core.mlir import IRParseError, context, parse_file
from .config import FUNCTION_SEPARATOR
from .signature import bindings_version

CHECK_OPS = ("check.expect_eq", "check.expect_almost_eq", "check.expect_eq_const", "check.expect_almost_eq_const",
             "check.expect_true", "check.expect_false", "check.expect_all_true")
FUNCTION_OPS = ("func.func", "util.func")
# Names difftest adds to a lifted module; a test that used them would clash.
GLOBAL_PREFIX = "__difftest_check_"
READER = "__difftest_checks"
SEPARATOR = FUNCTION_SEPARATOR


class CheckTestError(OneLineError):
    """A check test that cannot be lifted."""


def may_hold_checks(path: Path) -> bool:
    """A cheap look before the bindings are loaded: a file without the
    ops' names holds no check."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return False
    return _names_checks(data, Path(path).suffix)


def _names_checks(data: bytes, suffix: str) -> bool:
    # Bytecode keeps the dialect and the op's name apart.
    return (b"check.expect_" in data) if suffix == ".mlir" else (b"expect_" in data and b"check" in data)


def _functions(module):
    for op in module.body.operations:
        op = op.operation
        if op.name in FUNCTION_OPS:
            yield op


def _name(ir, op) -> str:
    return ir.StringAttr(op.attributes["sym_name"]).value


def _public(ir, op) -> bool:
    attrs = op.attributes
    return "sym_visibility" not in attrs or ir.StringAttr(attrs["sym_visibility"]).value == "public"


def _defined(op) -> bool:
    return len(op.regions) > 0 and len(op.regions[0].blocks) > 0


def _takes_and_returns_nothing(ir, op) -> bool:
    ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
    return not ftype.inputs and not ftype.results


def test_functions(path: Path) -> list[str]:
    """The test functions of a check-test file, in file order: every public
    function, when each takes no argument and returns nothing and the file
    holds at least one check. [] for any other file (it is a plain case)."""
    if not may_hold_checks(path):
        return []
    ir, ctx = context()
    try:
        module = parse_file(path, ctx)
    except IRParseError:
        return []  # the plain case reports the parse error, with its line
    with ctx:
        public = [op for op in _functions(module) if _defined(op) and _public(ir, op)]
        if not public or not all(_takes_and_returns_nothing(ir, op) for op in public):
            return []
        found = []

        def visit(o):
            if o.name in CHECK_OPS:
                found.append(o)
                return ir.WalkResult.INTERRUPT
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
        return [_name(ir, op) for op in public] if found else []


def cached_test_functions(path: Path, cache_dir: Path | None) -> list[str]:
    """test_functions, remembered by the file's bytes: discovery must not
    load the MLIR bindings for an unchanged corpus."""
    if cache_dir is None:
        return test_functions(path)
    try:
        source = Path(path).read_bytes()
    except OSError:
        return []
    if not _names_checks(source, Path(path).suffix):
        return []
    return JsonMemo(cache_dir, keys.CACHE_DIRS["check-tests"]).recall(
        keys.check_tests_key(source, Path(path).suffix, bindings_version()),
        lambda: test_functions(path), encode=lambda functions: {"functions": functions}, decode=_functions_memo)


def _functions_memo(found: dict) -> list[str]:
    functions = found["functions"]
    if not isinstance(functions, list) or not all(isinstance(f, str) for f in functions):
        raise ValueError("functions")
    return functions


# ---- lifting -------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckSpec:
    """One check of a test, and where its values are among the results."""

    op: str  # check.expect_almost_eq, ...
    location: str  # file:line:col of the check op
    actual: int  # result index of the value checked
    expected: int | None = None  # result index of the expected value (eq, almost_eq, *_const)
    reached: int | None = None  # result index of the "reached" flag (a check in a region or a helper)
    atol: float | None = None
    rtol: float | None = None

    @property
    def kind(self) -> str:
        return self.op.removeprefix("check.expect_").removesuffix("_const")

    def describe(self) -> str:
        return f"{self.op} at {self.location}"


@dataclass
class Lifted:
    text: str  # the rewritten module, with the original locations
    checks: list[CheckSpec] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # checks that could not be lifted, and why
    reader: str | None = None  # the function to call after the test, when a check is in a region


def _location(loc, fallback: str) -> str:
    try:
        return f"{Path(loc.filename).name}:{loc.start_line}:{loc.start_col}"
    except Exception:  # a fused or unknown location: its printed form
        text = str(loc)
        return fallback if text in ("loc(unknown)", "") else text


def _float_attr(ir, op, name: str) -> float | None:
    if name not in op.attributes:
        return None
    return ir.FloatAttr(op.attributes[name]).value


class _Lifter:
    def __init__(self, ir, module, target, path: Path):
        self.ir, self.module, self.target, self.path = ir, module, target, path
        self.results: list = []  # (value or global symbol, type)
        self.checks: list[CheckSpec] = []
        self.notes: list[str] = []
        self.globals = 0
        self.initial: dict = {}  # global name -> its initial value, which the reader puts back

    # -- where a value goes: straight to the return, or through a global --

    def _direct(self, value) -> int:
        self.results.append(("value", value, value.type))
        return len(self.results) - 1

    def _global(self, t, init) -> str:
        self.initial[f"{GLOBAL_PREFIX}{self.globals}"] = init
        ir = self.ir
        name = f"{GLOBAL_PREFIX}{self.globals}"
        self.globals += 1
        with ir.InsertionPoint(self.module.body.operations[0]):
            ir.Operation.create("util.global", attributes={
                "sym_name": ir.StringAttr.get(name), "sym_visibility": ir.StringAttr.get("private"),
                "type": ir.TypeAttr.get(t), "is_mutable": ir.UnitAttr.get(), "initial_value": init})
        return name

    def _stored(self, value, before) -> int | None:
        """A global holding the value when control got there; None when its
        type has no start value (a dynamic shape)."""
        ir = self.ir
        init = _splat(ir, value.type, self.globals + 1)
        if init is None:
            return None
        name = self._global(value.type, init)
        with ir.InsertionPoint(before):
            ir.Operation.create("util.global.store", operands=[value],
                                attributes={"global": ir.FlatSymbolRefAttr.get(name)}, loc=before.location)
        self.results.append(("global", name, value.type))
        return len(self.results) - 1

    def _reached_flag(self, before) -> int:
        """A flag set when control reaches the check: it starts negative and
        is stored a positive mark. Every global starts from its own value and
        every flag stores its own mark: IREE fuses globals that start alike
        and are stored the same values (iree-util-fuse-globals), even from
        exclusive branches, which would merge every branch's flag."""
        ir = self.ir
        i32 = ir.IntegerType.get_signless(32)
        mark = self.globals + 1
        name = self._global(i32, ir.IntegerAttr.get(i32, -mark))
        with ir.InsertionPoint(before):
            one = ir.Operation.create("arith.constant", results=[i32], attributes={
                "value": ir.IntegerAttr.get(i32, mark)}, loc=before.location).result
            ir.Operation.create("util.global.store", operands=[one],
                                attributes={"global": ir.FlatSymbolRefAttr.get(name)}, loc=before.location)
        self.results.append(("global", name, i32))
        return len(self.results) - 1

    def _constant(self, op):
        """The `_const` ops' constant, materialized before the check."""
        ir = self.ir
        value = op.attributes["value"]
        with ir.InsertionPoint(op):
            return ir.Operation.create("arith.constant", results=[op.operands[0].type],
                                       attributes={"value": value}, loc=op.location).result

    def lift(self, op, direct: bool) -> None:
        ir = self.ir
        where = _location(op.location, f"{self.path.name}:?")
        operands = list(op.operands)
        if operands and not isinstance(operands[0].type, (ir.RankedTensorType, ir.IntegerType)):
            # The device form (`check.expect_eq<%device>` on !hal.buffer_view).
            self.notes.append(f"{op.name} at {where}: operands of type {operands[0].type} are not lifted; "
                              "not judged")
            return
        values = operands[-2:] if op.name in ("check.expect_eq", "check.expect_almost_eq") else operands[-1:]
        if op.name.endswith("_const"):
            values = [operands[-1], self._constant(op)]
        if direct:
            idx = [self._direct(v) for v in values]
            reached = None
        else:
            idx = [self._stored(v, op) for v in values]
            if any(i is None for i in idx):
                self.notes.append(f"{op.name} at {where}: a dynamically shaped value in a region is not lifted; "
                                  "not judged")
                return
            reached = self._reached_flag(op)
        self.checks.append(CheckSpec(op.name, where, idx[0], idx[1] if len(idx) > 1 else None, reached,
                                     _float_attr(ir, op, "atol"), _float_attr(ir, op, "rtol")))
        op.erase()

    def finish(self) -> str | None:
        """The test returns the values lifted where they are; a reader
        function returns the globals. The checks' indices become positions
        in the test's results followed by the reader's. Returns the reader's
        name, or None when there is none."""
        ir = self.ir
        direct = [i for i, (kind, _, _) in enumerate(self.results) if kind == "value"]
        stored = [i for i, (kind, _, _) in enumerate(self.results) if kind == "global"]
        position = {old: new for new, old in enumerate(direct + stored)}
        self.checks = [CheckSpec(c.op, c.location, position[c.actual],
                                 position[c.expected] if c.expected is not None else None,
                                 position[c.reached] if c.reached is not None else None, c.atol, c.rtol)
                       for c in self.checks]
        values = [self.results[i][1] for i in direct]
        for block in self.target.regions[0].blocks:
            term = block.operations[len(block.operations) - 1]
            if term.operation.name not in ("func.return", "util.return"):
                continue
            with ir.InsertionPoint(term):
                ir.Operation.create(term.operation.name, operands=[*term.operation.operands, *values],
                                    loc=term.operation.location)
            term.operation.erase()
        ftype = ir.FunctionType(ir.TypeAttr(self.target.attributes["function_type"]).value)
        self.target.attributes["function_type"] = ir.TypeAttr.get(
            ir.FunctionType.get(list(ftype.inputs), [*ftype.results, *(v.type for v in values)]))
        if not stored:
            return None
        self._reader([self.results[i] for i in stored])
        return READER

    def _reader(self, globals_) -> None:
        """`func.func @READER() -> (...)`: load every global, then put its
        initial value back, so the next call of the test starts clean."""
        ir = self.ir
        types = [t for _, _, t in globals_]
        with ir.InsertionPoint(self.module.body):
            fn = ir.Operation.create("func.func", regions=1, attributes={
                "sym_name": ir.StringAttr.get(READER),
                "function_type": ir.TypeAttr.get(ir.FunctionType.get([], types))})
        block = fn.regions[0].blocks.append()
        with ir.InsertionPoint(block):
            loads = [ir.Operation.create("util.global.load", results=[t], attributes={
                "global": ir.FlatSymbolRefAttr.get(name)}).result for _, name, t in globals_]
            for _, name, t in globals_:
                start = ir.Operation.create("arith.constant", results=[t],
                                            attributes={"value": self.initial[name]}).result
                ir.Operation.create("util.global.store", operands=[start],
                                    attributes={"global": ir.FlatSymbolRefAttr.get(name)})
            ir.Operation.create("func.return", operands=loads)


def _splat(ir, t, n: int):
    """An attribute of type t holding n everywhere (n mod 2 for i1)."""
    if isinstance(t, ir.RankedTensorType):
        rt = ir.RankedTensorType(t)
        if not rt.has_static_shape:
            return None
        scalar = _splat(ir, rt.element_type, n)
        return ir.DenseElementsAttr.get_splat(rt, scalar) if scalar is not None else None
    if isinstance(t, ir.IntegerType):
        width = ir.IntegerType(t).width
        return ir.IntegerAttr.get(t, n % 2 if width == 1 else n % (1 << min(width - 1, 31)))
    if isinstance(t, ir.IndexType):
        return ir.IntegerAttr.get(t, n)
    try:
        return ir.FloatAttr.get(t, float(n))
    except Exception:
        return None


def _callees(ir, module, start) -> list:
    """The functions `start` calls, transitively, by symbol."""
    by_name = {_name(ir, op): op for op in _functions(module)}
    seen, todo = [], [start]
    while todo:
        fn = todo.pop()
        found = []

        def visit(o):
            for attr in ("callee",):
                if attr in o.attributes:
                    found.append(ir.FlatSymbolRefAttr(o.attributes[attr]).value)
            return ir.WalkResult.ADVANCE

        fn.walk(visit)
        for name in found:
            callee = by_name.get(name)
            if callee is not None and callee not in seen and callee != start:
                seen.append(callee)
                todo.append(callee)
    return seen


def lift(path: Path, function: str) -> Lifted:
    """The file rewritten so that `function` is its one public function and
    returns what its checks read. Raises CheckTestError."""
    path = Path(path)
    ir, ctx = context()
    try:
        module = parse_file(path, ctx, named_locations=True)
    except IRParseError as e:
        raise CheckTestError(f"malformed IR: {e}") from None
    with ctx, ir.Location.unknown():
        target, tests = None, set()
        for op in _functions(module):
            if _name(ir, op) == function and _defined(op):
                target = op
            elif _public(ir, op) and _defined(op):
                # Another test: private, and dropped unless the test calls it.
                tests.add(_name(ir, op))
                op.attributes["sym_visibility"] = ir.StringAttr.get("private")
        if target is None:
            raise CheckTestError(f"test function @{function} not found")
        called = _callees(ir, module, target)
        for op in list(_functions(module)):
            if op != target and op not in called and _name(ir, op) in tests:
                op.erase()  # another test: its checks are its own case's
        lifter = _Lifter(ir, module, target, path)
        single_block = len(target.regions[0].blocks) == 1
        entry_block = target.regions[0].blocks[0]
        for fn in [target, *called]:
            found = []

            def visit(o):
                if o.name in CHECK_OPS:
                    found.append(o)
                return ir.WalkResult.ADVANCE

            fn.walk(visit)
            for op in found:
                direct = fn == target and single_block and op.parent == target and op.block == entry_block
                lifter.lift(op, direct)
        reader = lifter.finish()
        text = module.operation.get_asm(enable_debug_info=True)
    return Lifted(text, lifter.checks, lifter.notes, reader)


def cached_lift(path: Path, function: str, cache_dir: Path | None, fallback_dir: Path) -> tuple[Lifted, Path]:
    """lift, remembered by the file's bytes and the function, and where the
    lifted module is written: beside its memo in the cache (a path that does
    not change from run to run, which the shared prefix's key holds), else
    in fallback_dir."""
    if cache_dir is None:
        lifted = lift(path, function)
        out = Path(fallback_dir) / "lifted.mlir"
        out.write_text(lifted.text)
        return lifted, out
    k = keys.lift_key(Path(path).read_bytes(), str(Path(path).resolve()), function, bindings_version())
    memo = JsonMemo(cache_dir, keys.CACHE_DIRS["lift"])
    lifted = memo.recall(k, lambda: lift(path, function), encode=_lifted_memo, decode=_lifted_from_memo,
                         refusal=CheckTestError)
    module = memo.path(k).with_suffix(".mlir")
    try:
        if not module.is_file() or module.read_text() != lifted.text:
            tmp = module.with_name(f".{module.name}.{os.getpid()}.tmp")
            tmp.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(lifted.text)
            os.replace(tmp, module)
    except OSError:
        module = Path(fallback_dir) / "lifted.mlir"  # a read-only cache: the run's own directory
        module.write_text(lifted.text)
    return lifted, module


def _lifted_memo(lifted: Lifted) -> dict:
    return {"text": lifted.text, "checks": [asdict(c) for c in lifted.checks], "notes": lifted.notes,
            "reader": lifted.reader}


def _lifted_from_memo(found: dict) -> Lifted:
    if not isinstance(found.get("text"), str):
        raise ValueError("text")
    return Lifted(found["text"], [CheckSpec(**c) for c in found["checks"]], list(found["notes"]),
                  found.get("reader"))


def split_name(name: str) -> tuple[str, str | None]:
    """`tosa_ops/if::if_true_test` -> ("tosa_ops/if", "if_true_test")."""
    base, sep, fn = name.rpartition(SEPARATOR)
    return (base, fn) if sep else (name, None)
