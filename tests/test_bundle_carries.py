"""A bundle carries everything a case runs with (issue 43): its external
parameters (given archives by content, generated ones by their recipe),
runtime flags, call sequences, repeat and warm-up. Its schema is the case's
own types: every field of `Entry`, `Prepared` and `CaseConfig` travels, or
is declared local (run/bundle/schema.py), and `difftest execute` of a bundle
gives the verdicts `difftest run` gives."""
from __future__ import annotations

import dataclasses
import json
import shutil
import types
import typing
from pathlib import Path

import iree.runtime as rt
import numpy as np
import pytest

from difftest.cli import main
from difftest.corpus.config import CaseConfig
from difftest.run.bundle import VERSION
from difftest.core.codec import from_json, hints, to_json
from difftest.run.bundle.schema import APART, FORM, LEFT_OUT, LOCAL
from difftest.run.plan.prepare import Entry, Prepared

from .conftest import CASES, by_case, write

WALKED = (Entry, Prepared, CaseConfig)


# ---- the schema is the case's own types ----------------------------------------------------------


def _sample(hint, where: str):
    """A value of `hint` unlike any default: a field that does not travel cannot round-trip it."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return _sample(next(a for a in args if a is not type(None)), where)
    if dataclasses.is_dataclass(hint):
        return hint(**{f.name: _sample(hints(hint)[f.name], f"{where}.{f.name}")
                       for f in dataclasses.fields(hint) if f.init})
    if origin is tuple:
        return tuple(_sample(a, where) for a in args if a is not Ellipsis)
    if origin is list:
        return [_sample(args[0], where)]
    if origin is dict:
        return {"k": _sample(args[1], where)}
    plain = {bool: True, int: 7, float: 0.25, str: "x", Path: Path("/elsewhere/x"), dict: {"k": 1}}
    if hint not in plain:
        pytest.fail(f"{where}: a {hint} has no JSON form a bundle can carry; declare the field in "
                    "run/bundle/schema.py LOCAL or APART, or give the codec a form for it")
    return plain[hint]


@pytest.mark.parametrize("cls", WALKED, ids=lambda c: c.__name__)
def test_every_field_of_the_case_travels_or_is_declared_local(cls):
    declared = {**LOCAL.get(cls, {}), **APART.get(cls, {})}
    names = {f.name for f in dataclasses.fields(cls)}
    assert set(declared) <= names, f"declared but no field of {cls.__name__}: {sorted(set(declared) - names)}"
    for f in dataclasses.fields(cls):
        if f.name in declared:
            assert declared[f.name].strip(), f"{cls.__name__}.{f.name}: say why it stays behind"
            continue
        value = _sample(hints(cls)[f.name], f"{cls.__name__}.{f.name}")
        if f.default is not dataclasses.MISSING:
            assert value != f.default, f"{cls.__name__}.{f.name}: the sample is its default, proving nothing"
        text = json.dumps(to_json(value, FORM, f.name))
        back = from_json(hints(cls)[f.name], json.loads(text), f.name, FORM)
        assert back == _carried(value), f"{cls.__name__}.{f.name} does not survive a bundle: {value!r} -> {back!r}"


def _carried(value):
    """What of a value travels: its nested types' local fields at their defaults."""
    if dataclasses.is_dataclass(value):
        left = LEFT_OUT.get(type(value), {})
        return dataclasses.replace(value, **{f.name: _carried(getattr(value, f.name)) for f in dataclasses.fields(value)
                                             if f.init and f.name not in left},
                                   **{f.name: _default(f) for f in dataclasses.fields(value) if f.name in left})
    if isinstance(value, tuple):
        return tuple(_carried(v) for v in value)
    if isinstance(value, list):
        return [_carried(v) for v in value]
    if isinstance(value, dict):
        return {k: _carried(v) for k, v in value.items()}
    return value


def _default(f: dataclasses.Field):
    return f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default


def test_a_field_of_a_newer_difftest_is_refused_not_dropped():
    from difftest.core.codec import SchemaError

    with pytest.raises(SchemaError, match="`new_knob` is no field of CaseConfig"):
        from_json(CaseConfig, {"seed": 1, "new_knob": 3}, "entry.case.config", FORM)


# ---- execute gives the verdicts run gives --------------------------------------------------------

PARAM_MODULE = """util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<4x8xf32>
util.global private @b = #stream.parameter.named<"model"::"b"> : tensor<8xf32>
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %w = util.global.load @w : tensor<4x8xf32>
  %b = util.global.load @b : tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x8xf32>) outs(%f : tensor<2x8xf32>) -> tensor<2x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x8xf32>, tensor<8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
"""
X = np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4)
W = np.arange(32, dtype=np.float32).reshape(4, 8) / 7.0
B = np.linspace(0, 1, 8, dtype=np.float32)
OFF_ON = ("--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")


def _param_corpus(root: Path) -> Path:
    """Parameters given beside the IR (with a float64 golden), generated, and
    a case whose runtime flag the runtime refuses."""
    corpus = write(root, {"given/m.mlir": PARAM_MODULE, "generated/g.mlir": PARAM_MODULE,
                          "flagged/f.mlir": PARAM_MODULE,
                          "flagged/difftest.toml": '[defaults]\nruntime_flags = ["--no_such_runtime_flag=1"]\n'})
    index = rt.ParameterIndex()
    for k, a in (("w", W), ("b", B)):
        rt.parameter_index_add_numpy_ndarray(index, k, a)
    index.create_archive_file(str(corpus / "given" / "m.irpa"))
    np.savez(corpus / "given" / "m.inputs.npz", arg0=X)
    np.savez(corpus / "given" / "m.golden.npz", output0=X.astype(np.float64) @ W.astype(np.float64) + B)
    return corpus


def _execute(bundle: Path, out: Path, *extra: str) -> tuple[int, dict | None]:
    """`difftest execute` with a cache of its own: nothing generated on the compiling side is there."""
    report = out.with_suffix(".json")
    rc = main(["execute", str(bundle), "--out", str(out), "--json", str(report), "--cache-dir",
               str(out.with_name(out.name + "-cache")), *extra])
    return rc, (json.loads(report.read_text()) if report.exists() else None)


def _verdicts(report: dict) -> dict[str, tuple[str, str]]:
    return {n: (c["verdict"], c["reason"]) for n, c in by_case(report).items()}


def test_a_bundle_of_parameter_cases_executes_to_the_verdicts_run_gives(difftest, tmp_path, capsys):
    corpus = _param_corpus(tmp_path / "c")
    rc_run, ran, _ = difftest(str(corpus))
    bundle = tmp_path / "bundle"
    difftest(str(corpus), "--compile-only", "--bundle", str(bundle))
    shutil.rmtree(corpus)  # the executing side has no corpus: the given archive comes from the bundle
    rc, executed = _execute(bundle, tmp_path / "e")
    capsys.readouterr()
    assert rc == rc_run and _verdicts(executed) == _verdicts(ran)
    cases = {n.rpartition("/")[2]: c for n, c in by_case(executed).items()}
    assert cases["m"]["verdict"] == "identical" and cases["g"]["verdict"] == "identical"
    assert cases["f"]["verdict"] == "case-error" and "no_such_runtime_flag" in cases["f"]["reason"]
    vs_golden = [c for c in cases["m"]["comparisons"] if c["against"] == "golden"]
    assert vs_golden and all(c["max_abs_error"] < 1e-5 for c in vs_golden)
    manifest = json.loads((bundle / "manifest.json").read_text())
    records = {c["case"].rpartition("/")[2]: c["parameters"] for c in manifest["cases"]}
    given, = records["m"]
    assert given["file"].startswith("parameters/") and manifest["files"][given["file"]] == given["sha256"]
    made, = records["g"]
    assert set(made["generated"]) == {"key", "seed", "generator", "sha256"}
    # The generated archive is remade on the executing side, not shipped.
    assert [p.relative_to(bundle).as_posix() for p in bundle.rglob("*.irpa")] == [given["file"]]


def test_a_sequence_case_executes_to_the_verdict_run_gives_with_its_repeat(difftest, tmp_path, capsys):
    corpus = tmp_path / "llm"
    shutil.copytree(CASES / "paged_llm", corpus, ignore=shutil.ignore_patterns("*.py", "*.md"))
    (corpus / "difftest.toml").write_text('[defaults]\nruntime_flags = ["--task_worker_stack_size=4194304"]\n'
                                          "repeat = 1\nwarmup = 0\n")
    rc_run, ran, _ = difftest(str(corpus), *OFF_ON)
    bundle = tmp_path / "bundle"
    difftest(str(corpus), *OFF_ON, "--compile-only", "--bundle", str(bundle))
    rc, executed = _execute(bundle, tmp_path / "e", "--repeat", "3")
    capsys.readouterr()
    assert rc == rc_run == 0 and _verdicts(executed) == _verdicts(ran)
    here, there = (r["cases"][0]["variants"]["baseline"]["run"] for r in (executed, ran))
    assert here["tokens"] == there["tokens"] and len(here["tokens"]) == 3
    assert len(here["latencies_ms"]) == 1  # the case's repeat = 1, over the command line's 3


def _edit(bundle: Path, edit) -> None:
    path = bundle / "manifest.json"
    m = json.loads(path.read_text())
    edit(m)
    path.write_text(json.dumps(m))


@pytest.fixture(scope="module")
def generated_bundle(tmp_path_factory, cache_dir):
    root = tmp_path_factory.mktemp("generated")
    write(root / "c", {"g.mlir": PARAM_MODULE})
    bundle = root / "bundle"
    assert main(["run", str(root / "c"), "--compile-only", "--bundle", str(bundle), "--out", str(root / "o"),
                 "--cache-dir", str(cache_dir), "-q"]) == 0
    return bundle


def _copy(bundle: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(bundle, tmp_path / "bundle"))


@pytest.mark.parametrize("edit, words", [
    (lambda m: m.update(version=1), f"bundle version 1 is not one this difftest reads (it reads version {VERSION})"),
    (lambda m: m["cases"][0]["parameters"][0]["generated"].update(generator=1),
     "generated by difftest's parameter generator version 1, and this difftest's is version"),
    (lambda m: m["cases"][0]["entry"]["case"]["config"].update(new_knob=1), "`new_knob` is no field of CaseConfig"),
])
def test_a_bundle_this_difftest_cannot_run_as_written_is_refused_before_anything_runs(generated_bundle, tmp_path,
                                                                                     capsys, edit, words):
    bundle = _copy(generated_bundle, tmp_path)
    _edit(bundle, edit)
    capsys.readouterr()
    rc, _ = _execute(bundle, tmp_path / "e")
    err = capsys.readouterr().err.strip()
    assert rc == 2 and words in err and "manifest.json" in err and len(err.splitlines()) == 1, err
    assert not (tmp_path / "e").exists()


def test_parameters_generated_otherwise_here_are_the_cases_error_naming_why(generated_bundle, tmp_path, capsys):
    bundle = _copy(generated_bundle, tmp_path)
    _edit(bundle, lambda m: m["cases"][0]["parameters"][0]["generated"].update(sha256="0" * 64))
    rc, executed = _execute(bundle, tmp_path / "e")
    capsys.readouterr()
    case = executed["cases"][0]
    assert rc != 0 and case["verdict"] == "case-error"
    assert "differ from those recorded where the module was compiled" in case["reason"] and "numpy" in case["reason"]


def test_a_bundle_executed_where_its_device_is_missing_generates_no_parameters(tmp_path, cache_dir, capsys):
    """`execute --device cuda` without a GPU wrote 7.2 GiB of llama8b's
    weights into the run directory before every case came out no-device."""
    write(tmp_path / "c", {"g.mlir": PARAM_MODULE})
    bundle = tmp_path / "bundle"
    assert main(["run", str(tmp_path / "c"), "--target", "cuda:sm_80", "--compile-only", "--bundle", str(bundle),
                 "--out", str(tmp_path / "o"), "--cache-dir", str(cache_dir), "-q"]) == 0
    rc, executed = _execute(bundle, tmp_path / "e", "--device", "cuda")
    if executed["cases"][0]["verdict"] != "no-device":
        pytest.skip("this machine has a CUDA device")
    assert rc == 2
    made = [p for p in (tmp_path / "e-cache").rglob("*") if p.is_file() and p.suffix == ".irpa"]
    assert made == [] and not list((tmp_path / "e").rglob("*.irpa"))


# slow: sharktank's 8B-width Llama, one block, prefill then decode (2.5 GB of generated weights, minutes)
@pytest.mark.slow
def test_the_llama8b_sequence_case_executes_to_the_verdict_run_gives(tmp_path, cache_dir, capsys):
    corpus = Path(__file__).resolve().parents[1] / "corpora" / "llama8b"
    # The corpus's own pair there: data tiling off, then on.
    flags = ("--target", "llvm-cpu", "--cache-dir", str(cache_dir), "-k", "data_tiling_cpu and f16_torch_1blk")
    ran = tmp_path / "run.json"
    rc_run = main(["run", str(corpus), *flags, "--out", str(tmp_path / "r"), "--json", str(ran)])
    bundle = tmp_path / "bundle"
    main(["run", str(corpus), *flags, "--compile-only", "--bundle", str(bundle), "--out", str(tmp_path / "c")])
    rc, executed = _execute(bundle, tmp_path / "e")
    capsys.readouterr()
    run = json.loads(ran.read_text())
    assert run["cases"] and rc == rc_run and _verdicts(executed) == _verdicts(run)
    for here, there in zip(executed["cases"], run["cases"]):
        assert here["verdict"] != "both-run-fail", here["reason"]
        b_here, b_there = here["variants"]["baseline"]["run"], there["variants"]["baseline"]["run"]
        # The same greedy tokens, and the corpus's repeat = 1 over execute's default.
        assert b_here["tokens"] == b_there["tokens"] and len(b_here["tokens"]) == 3
        assert len(b_here["latencies_ms"]) == 1


def test_a_bundle_is_never_written_over_a_users_directory_and_replaces_an_earlier_bundle(tmp_path, cache_dir, capsys):
    """--bundle over a user's directory replaced its manifest.json and listed their files as the bundle's."""
    corpus = write(tmp_path / "c", {"a.mlir": (CASES / "seed_diamond.mlir").read_text()})
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "manifest.json").write_text('{"my": "own"}')
    args = ["run", str(corpus), "--compile-only", "--cache-dir", str(cache_dir), "-q", "--out", str(tmp_path / "o")]
    assert main([*args, "--bundle", str(mine)]) == 2
    assert "holds files and no difftest bundle" in capsys.readouterr().err
    assert (mine / "manifest.json").read_text() == '{"my": "own"}'
    bundle = tmp_path / "bundle"
    assert main([*args, "--bundle", str(bundle)]) == 0
    (bundle / "notes.txt").write_text("mine")  # a user's file beside a bundle: kept, never listed
    assert main([*args, "--bundle", str(bundle)]) == 0  # an earlier bundle is replaced
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert "notes.txt" not in manifest["files"] and (bundle / "notes.txt").exists()
    assert all((bundle / rel).exists() for rel in manifest["files"])
