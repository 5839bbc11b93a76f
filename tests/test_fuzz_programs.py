"""Issue 28, fuzz round two, what needs no compiler: programs free of
undefined values, the reducer's shape and dtype passes and the text it
writes, programs packed into modules and a failing module split by its
errors' locations, and one finding for one bug whatever linalg op it names.
The IR is read with the MLIR bindings; nothing is compiled."""
from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pytest

from difftest.fuzz import dedupe, pack
from difftest.fuzz.generator import DTYPES, MOTIFS, dtypes_for, generate, mutate, render
from difftest.core.crashes import failing_pass
from difftest.investigate import irreduce
from difftest.investigate.irreduce import new_context, undefined_in

from .test_fuzz_findings import REAL, _result

SEEDS = 150  # per motif, on every run; the slow tier takes 4000


def test_no_generated_program_reads_a_value_nothing_defined():
    _no_program_reads_a_value_nothing_defined(SEEDS)


@pytest.mark.slow
def test_no_generated_program_of_4000_per_motif_reads_a_value_nothing_defined():
    _no_program_reads_a_value_nothing_defined(4000)


def _no_program_reads_a_value_nothing_defined(seeds: int) -> None:
    ctx = new_context()
    seen = set()
    for motif in MOTIFS:
        for seed in range(seeds):
            spec = generate(seed, motif)
            seen.add(spec.dtype)
            assert undefined_in(render(spec), ctx=ctx) == [], (motif, seed, spec.to_json())
    assert seen == set(DTYPES)
    # Mutations too, and the Vulkan dtypes.
    for seed in range(min(seeds, 300)):
        spec = mutate(generate(seed, MOTIFS[seed % 3]), random.Random(seed), seed)
        assert undefined_in(render(spec), ctx=ctx) == [], spec.to_json()
        assert undefined_in(render(generate(seed, "any", dtypes_for("vulkan:llvmpipe"))), ctx=ctx) == []
    # The check sees what it is for: a matmul accumulating into a bare tensor.empty.
    bare = ("func.func @main(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"
            "  %e = tensor.empty() : tensor<4x4xf32>\n"
            "  %r = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> "
            "tensor<4x4xf32>\n  return %r : tensor<4x4xf32>\n}\n")
    assert undefined_in(bare, ctx=ctx) == ["linalg.matmul (operand 2)"]
    # Through a reshape, and returned as it is.
    reshaped = ("func.func @main() -> tensor<16xf32> {\n  %e = tensor.empty() : tensor<4x4xf32>\n"
                "  %c = tensor.collapse_shape %e [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>\n"
                "  return %c : tensor<16xf32>\n}\n")
    assert undefined_in(reshaped, ctx=ctx) == ["func.return (operand 0)"]


def test_contractions_accumulate_into_arguments_as_well_as_fills_and_the_rest_of_a_program_stays(monkeypatch):
    from difftest.fuzz import generator
    from difftest.fuzz.generator import verify

    acc = [s for s in (generate(i, "multi-use") for i in range(200))
           if any(len(op.inputs) > 2 for op in s.ops)]
    assert 40 <= len(acc) <= 120, len(acc)
    for spec in acc[:30]:
        text = render(spec)
        assert verify(text) is None and "outs(%arg" in text, text
        # An accumulator argument comes after the program's own, of its contraction's result type, mutated too.
        for s in (spec, *(mutate(spec, random.Random(k), spec.seed + k) for k in range(4))):
            values = s.values()
            for j, op in enumerate(s.ops):
                if len(op.inputs) > 2:
                    assert s.args[-op.inputs[2] - 1] == values[j] and -op.inputs[2] > len(s.args) - 4
            assert verify(render(s)) is None
    # The rest stays: without accumulator arguments the same seed makes the same program, but for them.
    monkeypatch.setattr(generator, "ACC_ARG_PROGRAMS", 0.0)
    for spec in acc[:30]:
        plain = generate(spec.seed, "multi-use")
        assert not any(len(op.inputs) > 2 for op in plain.ops)
        assert [(op.op, op.inputs[:2], op.attr) for op in spec.ops] == [(op.op, op.inputs, op.attr) for op in plain.ops]
        assert spec.args[:len(plain.args)] == plain.args and spec.outputs == plain.outputs
        assert (spec.dims, spec.dtype, spec.acc, spec.dynamic) == (plain.dims, plain.dtype, plain.acc, plain.dynamic)


def _program(tmp_path: Path, spec) -> irreduce.Program:
    path = tmp_path / f"p{spec.seed}.mlir"
    path.write_text(render(spec))
    return irreduce.load(path, "main")


def _first(pred, motif="multi-use"):
    return next(s for s in (generate(i, motif) for i in range(500)) if pred(s))


def test_the_reducer_never_makes_a_program_read_an_undefined_value(tmp_path):
    program = _program(tmp_path, _first(lambda s: any(o.op == "matmul" for o in s.ops)))
    bypasses = irreduce.PASSES["bypass"].candidates(program, "main")
    fills = [e for e in bypasses if e.what.startswith("linalg.fill")]
    # A fill bypassed leaves its matmul accumulating into the tensor.empty: refused.
    assert fills and all(irreduce.apply(program, "main", [e]) is None for e in fills)
    # Cut into an argument, the accumulator is defined: kept.
    cuts = [e for e in irreduce.PASSES["cut"].candidates(program, "main") if e.what.startswith("linalg.fill")]
    after = irreduce.apply(program, "main", cuts[:1])
    assert after is not None and undefined_in(after.text) == []


def test_the_shape_pass_shrinks_a_size_everywhere_at_once_toward_one_and_small_primes(tmp_path):
    spec = _first(lambda s: not s.dynamic and max(s.dims.values()) > 7
                  and not any(o.op == "collapse_expand" for o in s.ops))
    program = _program(tmp_path, spec)
    edits = irreduce.PASSES["shape"].candidates(program, "main")
    big = max(spec.dims.values())
    assert [e.operand for e in edits if e.index == big] == [1, 2, 3, 5, 7]
    smaller = irreduce.apply(program, "main", [e for e in edits if e.index == big])
    assert smaller is not None and smaller.ops == program.ops
    # The first target of a size in the chunk wins: every dimension of that size is 1 now.
    text = smaller.plain_text()
    assert f"{big}x" not in text and f"x{big}x" not in text and undefined_in(text) == []
    assert "size 33 -> 1" == irreduce.Edit("shape", 33, 1).describe()


def test_the_static_pass_makes_every_dynamic_size_one_static_size_and_the_dim_ops_go(tmp_path):
    spec = _first(lambda s: s.dynamic and any(o.op == "matmul" for o in s.ops)
                  and not any(o.op == "collapse_expand" for o in s.ops))
    program = _program(tmp_path, spec)
    assert irreduce.dynamic_arguments(program, "main")[0]
    edits = irreduce.PASSES["static"].candidates(program, "main")
    assert [e.operand for e in edits] == [1, 2, 3, 5, 7]
    after = irreduce.apply(program, "main", [edits[1]])
    assert after is not None and after.ops < program.ops, after
    text = after.plain_text()
    assert "?" not in text and "tensor.dim" not in text and "tensor.empty()" in text and undefined_in(text) == []
    assert not any(irreduce.dynamic_arguments(after, "main"))
    assert irreduce.Edit("static", 0, 2).describe() == "every dynamic size -> 2"
    # A static program has nothing to make static.
    assert irreduce.PASSES["static"].candidates(after, "main") == []


def test_the_dtype_pass_computes_in_f32_and_drops_the_casts_that_become_no_ops(tmp_path):
    spec = _first(lambda s: s.dtype == "bf16" and s.acc == "f32" and any(o.op == "matmul_t" for o in s.ops))
    program = _program(tmp_path, spec)
    edits = irreduce.PASSES["dtype"].candidates(program, "main")
    edit = next(e for e in edits if e.what == "bf16->f32")
    after = irreduce.apply(program, "main", [edit])
    assert after is not None
    text = after.plain_text()
    assert "bf16" not in text and "arith.extf" not in text and "f32 to f32" not in text
    # i8 programs compute in i32: the requantising trunci goes.
    i8 = _program(tmp_path, _first(lambda s: s.dtype == "i8"))
    edit = next(e for e in irreduce.PASSES["dtype"].candidates(i8, "main") if e.what == "i8->i32")
    after = irreduce.apply(i8, "main", [edit])
    assert after is not None and "xi8>" not in after.plain_text()


def test_a_reduced_program_is_written_as_its_function_alone(tmp_path):
    program = _program(tmp_path, _first(lambda s: any(o.op == "matmul_t" for o in s.ops)))
    text = program.plain_text()
    # No `module {` around it and no `#map` aliases above it: the fewest lines for the same program.
    assert text.startswith("func.func @main(") and "#map" not in text and "module" not in text
    assert "affine_map<(d0, d1, d2) -> (d0, d2)>" in text
    assert irreduce.load(_write(tmp_path / "again.mlir", text), "main").ops == program.ops


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def _members(n: int) -> list[pack.Member]:
    return [pack.Member(i, f"p{i:05d}", Path(f"/x/p{i:05d}"), render(generate(i), f"p{i:05d}")) for i in range(n)]


def test_a_module_holds_each_program_as_a_function_of_its_own_lines(tmp_path):
    members = _members(4)
    p = pack.write("m00000", tmp_path, members)
    lines = p.path.read_text().splitlines()
    for m in members:
        assert lines[m.first - 1].startswith(f"func.func @{m.name}(") and lines[m.last - 1] == "}"
        assert "\n".join(lines[m.first - 1:m.last]) + "\n" == m.text
    ctx = new_context()
    assert all(undefined_in(p.path.read_text(), m.name, ctx) == [] for m in members)


def test_a_failing_module_is_split_by_where_its_errors_point(tmp_path):
    members = _members(6)
    p = pack.write("m00000", tmp_path, members)
    second, fifth = members[1], members[4]
    log = (f"{p.path}:{second.first + 2}:9: error: 'linalg.generic' op write affecting ...\n"
           f"{p.path}:{second.first + 2}:9: error: 'func.func' op failed on workgroup distribution verification\n"
           f"/elsewhere/x.mlir:{fifth.first}:1: error: not this module's\n"
           f"{p.path}:{fifth.last}:3: error: 'linalg.matmul' op tiling bug\n")
    assert pack.culprits(log, p) == [second.name, fifth.name]
    alone, groups = pack.split(p, pack.culprits(log, p))
    assert alone == [second, fifth] and groups == [[m for m in members if m not in (second, fifth)]]
    # A linker's error names the dispatch that needs the missing symbol, after its function.
    lld = ("iree-lld: error: undefined symbol: fmaxf\n>>> referenced by -:1\n"
           f">>>               /tmp/m00000_linked-7ad8a2.o:({fifth.name}_dispatch_2_softmax_63x3xf16_dispatch_tensor_store)\n"
           f'"hal.executable.export"() <{{sym_name = "{second.name}_dispatch_0_matmul_3x1x7_f32"}}>\n')
    assert pack.culprits(lld, p) == [fifth.name]
    # Errors that point nowhere halve the module; a half of one program is judged alone.
    assert pack.culprits("iree-lld: error: undefined symbol: fmaxf\n", p) == []
    alone, groups = pack.split(p, [])
    assert alone == [] and groups == [members[:3], members[3:]]
    three = pack.Pack("m", p.path, members[:3])
    assert pack.split(three, []) == ([members[2]], [members[:2]])
    assert pack.split(pack.Pack("m", p.path, members[:1]), []) == (members[:1], [])


FLOW = """module {
  util.global private @__device_0 = #hal.device.target<"local"> : !hal.device
  flow.executable private @p00001_dispatch_0 {
    flow.executable.export public @p00001_dispatch_0_matmul_3x1x7_f32
  }
  util.func public @p00001(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %0 = flow.dispatch @p00001_dispatch_0::@p00001_dispatch_0_matmul_3x1x7_f32(%a) : (tensor<3x7xf32>) -> tensor<3x1xf32>
    %1 = flow.tensor.encode %0 : tensor<3x1xf32> -> tensor<3x1xf32, #enc>
    util.return %1 : !hal.buffer_view
  }
  util.func public @p00002(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    util.return %arg0 : !hal.buffer_view
  }
}
"""


def test_what_the_flag_reached_is_read_per_program_from_the_flow_phase():
    found = pack.blocks(FLOW)
    assert set(found) == {"p00001_dispatch_0", "p00001", "p00002"}
    text, dispatches = pack.own_part(found, "p00001")
    assert dispatches == 2 and "p00001_dispatch_0_matmul" in text and "p00002" not in text
    assert pack.own_part(found, "p00002")[1] == 0
    # The seed flag, data tiling, a demotion act by then; a codegen flag does not.
    assert pack.seen_at_flow(["--iree-dispatch-creation-data-tiling"],
                             ["--iree-dispatch-creation-data-tiling",
                              "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"])
    assert pack.seen_at_flow([], ["--iree-global-opt-demote-contraction-inputs-type=f16"])
    assert not pack.seen_at_flow([], ["--iree-llvmcpu-enable-ukernels=all"])


def test_one_bug_on_a_named_contraction_and_on_a_generic_is_one_finding():
    # The ROCm f16/bf16-accumulator data-tiling bug, as a campaign sees it: on linalg.matmul and on linalg.generic.
    pass_name, _ = failing_pass("\n".join(REAL["dumps"]["rocm"]))
    sigs = [dedupe.signature(_result(line, line), failing_pass=pass_name)
            for group in ("legalize_generic", "legalize_matmul") for line in REAL[group]]
    assert len({s.key() for s in sigs}) == 1
    # Each still names the op its error named, for its title.
    assert {s.op for s in sigs} == {"linalg.generic", "linalg.matmul"}
    # Ops of other dialects too: the flag's workgroup-distribution bug names memref.copy, memref.store,
    # vector.transfer_write or linalg.generic by size and target, and is one finding.
    line = REAL["workgroup_store"][0][1]
    op = dedupe.op_kind(line)
    faces = [dedupe.signature(_result(None, line.replace(op, other))) for other in (
        op, "memref.copy", "memref.store", "vector.transfer_write", "linalg.generic")]
    assert len({s.key() for s in faces}) == 1 and len({s.op for s in faces}) >= 4
    # Another pass, or another message, is another bug.
    other = dedupe.signature(_result(None, line.replace("write affecting", "read affecting")))
    assert other.key() != faces[0].key()


# slow: a Vulkan campaign (about 8 s); the generator's dtypes per target are tested without it
@pytest.mark.slow
def test_a_vulkan_campaign_makes_no_bf16_program():
    dtypes = dtypes_for("vulkan:llvmpipe")
    assert "bf16" not in dtypes and set(dtypes) == {"f32", "f16", "i8"} and dtypes_for("llvm-cpu") == DTYPES
    for seed in range(300):
        spec = generate(seed, MOTIFS[seed % 3], dtypes)
        assert "bf16" not in render(spec)
        assert "bf16" not in render(mutate(spec, random.Random(seed), seed, dtypes))


def test_reductions_of_different_findings_run_side_by_side_under_j(tmp_path, monkeypatch):
    from difftest.fuzz import filing
    from difftest.fuzz.findings import Finding

    barrier = threading.Barrier(2, timeout=120)  # a deadline for a state, not a claim about speed
    met = []

    def both_at_once(self, x, reduce):
        barrier.wait()  # raises BrokenBarrierError when the other never comes: they ran one after another
        met.append(x.id)

    monkeypatch.setattr(filing.Filing, "_process", both_at_once)

    class Settings:
        jobs = 2

    class Report:
        flags: dict = {}
        reductions: dict = {}

    f = filing.Filing.__new__(filing.Filing)
    f.fopts = type("O", (), {"reduce": True, "reduce_budget": 1.0})()
    f.settings, f.report, f.store, f.say = Settings(), Report(), None, lambda line: None
    f._lock, f._jobs_each = threading.Lock(), 2
    findings = [Finding(i, f"k{i}", {}, "candidate-compile-fail", "regression", "flag", "e", 1, "/x") for i in (1, 2)]
    f.file(findings)
    assert sorted(met) == [1, 2] and f._jobs_each == 1
    assert json.loads(json.dumps(f.report.reductions))["to_reduce"] == 2
