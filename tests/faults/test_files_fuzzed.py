"""Every file difftest reads, mutated by hypothesis: truncated, bytes flipped,
not UTF-8, values of another type, keys dropped or added. Each outcome must
be a clean result, a one-line error naming the file, or a case-error naming
the file with the other cases still read. Never a traceback.

Sixty examples per format run with the suite; run it long with
    DIFFTEST_FUZZ_EXAMPLES=10000 pytest tests/faults/test_files_fuzzed.py
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest
import tomlkit
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from difftest.bisect.driver import VerdictMemo
from difftest.core.figures import ExpectationSyntaxError
from difftest.core.journal import Journal, journal_header
from difftest.core.keys import bisect_verdict_key, duration_key
from difftest.core.loading import ReportError, load_results, read_journal
from difftest.core.results import (CaseResult, CompileRecord, OutputComparison, RunRecord,
                                   VariantResult, report_to_dict, dumps)
from difftest.core.verdicts import Stage, Verdict
from difftest.corpus.config import ConfigError
from difftest.corpus.discovery import load_corpus
from difftest.corpus.inputs import InputError, load_golden, load_golden_files, make_inputs
from difftest.corpus.signature import SignatureError, read_signature
from difftest.corpus.suites import load_suite_config
from difftest.report.console import render_console
from difftest.report.formats import FORMATS
from difftest.run.bundle import Bundle, FromBundle, prepared_from
from difftest.run.plan.settings import RunSettings
from difftest.run.shards import DurationMemo, longest_first
from difftest.toolchains.targets import parse_target

EXAMPLES = int(os.environ.get("DIFFTEST_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=EXAMPLES <= 1000,
                suppress_health_check=list(HealthCheck))

IR = """func.func @main(%a: tensor<2x3xf32>, %i: tensor<4xi32>) -> tensor<2x3xf32> {
  %r = arith.addf %a, %a : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
"""
CASE_ERRORS = (SignatureError, InputError, ExpectationSyntaxError)


# ---- mutations -----------------------------------------------------------------------

def _byte_mutation(data: bytes, draw) -> bytes:
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "latin1", "empty", "garbage"]))
    if kind == "truncate":
        return data[:draw(st.integers(0, max(len(data) - 1, 0)))]
    if kind == "flip" and data:
        buf = bytearray(data)
        for _ in range(draw(st.integers(1, 8))):
            i = draw(st.integers(0, len(buf) - 1))
            buf[i] = draw(st.integers(0, 255))
        return bytes(buf)
    if kind == "insert":
        i = draw(st.integers(0, len(data)))
        return data[:i] + draw(st.binary(min_size=1, max_size=16)) + data[i:]
    if kind == "latin1":
        return data + "\n# caf\u00e9 \xff".encode("latin-1")
    if kind == "empty":
        return b""
    return draw(st.binary(max_size=64))


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), st.floats(allow_nan=True),
                    st.text(max_size=12), st.lists(st.integers(-3, 9), max_size=3),
                    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2))


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, prefix + (i,))


def _structural(obj, draw, allow_none: bool = True):
    """Change a value's type, drop a key, or add one, somewhere in obj."""
    obj = json.loads(json.dumps(obj))
    paths = [p for p in _paths(obj) if p]
    if not paths:
        return draw(_VALUES)
    path = draw(st.sampled_from(paths))
    parent = obj
    for k in path[:-1]:
        parent = parent[k]
    kind = draw(st.sampled_from(["type", "drop", "add"]))
    values = _VALUES if allow_none else _VALUES.filter(lambda v: v is not None)
    if kind == "type":
        parent[path[-1]] = draw(values)
    elif kind == "drop" and isinstance(parent, dict):
        del parent[path[-1]]
    elif kind == "drop":
        parent.pop(path[-1])
    elif isinstance(parent, dict):
        parent[draw(st.text(min_size=1, max_size=8))] = draw(values)
    else:
        parent.append(draw(values))
    return obj


@st.composite
def json_file(draw, seed: dict) -> bytes:
    text = json.dumps(seed, indent=1).encode()
    if draw(st.booleans()):
        return json.dumps(_structural(seed, draw)).encode()
    return _byte_mutation(text, draw)


def _toml_safe(obj):
    if isinstance(obj, dict):
        return {k: _toml_safe(v) for k, v in obj.items() if v is not None}
    if isinstance(obj, list):
        return [_toml_safe(v) for v in obj if v is not None]
    return obj


@st.composite
def toml_file(draw, seed: dict) -> bytes:
    if draw(st.booleans()):
        try:
            return tomlkit.dumps(_toml_safe(_structural(seed, draw, allow_none=False))).encode()
        except Exception:  # a shape tomlkit cannot write (a float key, a mixed list): fall back to bytes
            pass
    return _byte_mutation(tomlkit.dumps(seed).encode(), draw)


# ---- outcomes ------------------------------------------------------------------------


def _clean_error(e: BaseException, path: Path) -> None:
    text = str(e).strip()
    assert path.name in text, f"{type(e).__name__} does not name {path.name}: {text}"
    assert "\n" not in text, f"not one line: {text!r}"
    assert "Traceback" not in text and "internal error" not in text


def _case_outcomes(root: Path, name: str) -> None:
    """Discover the corpus; every case is fine or names the broken file;
    a case that is fine is read as far as its inputs and goldens."""
    cases = load_corpus(root).cases
    assert cases, "the other cases still read"
    for case in cases:
        if case.config_error:
            assert name in case.config_error and "Traceback" not in case.config_error, case.config_error
            continue
        try:
            sig = read_signature(case.path, case.config.entry)
            make_inputs(case.key, sig, case.config)
            if case.config.golden:
                load_golden(case.config.golden, sig)
            if case.config.golden_files:
                load_golden_files(case.config.golden_files, sig)
        except CASE_ERRORS as e:
            assert "\n" not in str(e).strip(), str(e)


@pytest.fixture
def tmp():
    d = Path(tempfile.mkdtemp(prefix="fuzz-"))
    yield d
    shutil.rmtree(d, ignore_errors=True)


def _fresh(tmp: Path, sub: str) -> Path:
    d = tmp / sub
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    return d


# ---- difftest.toml ------------------------------------------------------------------------

TOML = {
    "defaults": {"seed": 3, "rtol": 1e-3, "compile_timeout": 60, "flags": ["--iree-opt-level=O2"]},
    "variants": {"baseline": {"flags": ["--a"]}, "candidate": {"flags": ["--a", "--b"]}},
    "cases": {"a": {"entry": "main", "inputs": {"arg0": {"distribution": "normal", "mean": 0.5, "std": 2.0},
                                                "arg1": {"distribution": "randint", "low": 0, "high": 4}},
                    "expect": ["dispatch-count <= 4", {"check": "candidate.vmfb-bytes > 0", "targets": ["llvm-cpu"]}],
                    "xfail": {"reason": "known", "targets": ["cuda"]}, "logits": [0], "golden": ["a.out.npy"],
                    "golden_rel_l2": 0.01}},
}


@FUZZ
@given(data=toml_file(TOML))
def test_difftest_toml(tmp, data):
    root = _fresh(tmp, "toml")
    (root / "a.mlir").write_text(IR)
    (root / "b.mlir").write_text(IR)
    np.save(root / "a.out.npy", np.ones((2, 3), np.float32))
    (root / "difftest.toml").write_bytes(data)
    _case_outcomes(root, "difftest.toml")


# ---- iree-test-suites files ------------------------------------------------------------------

SUITE = {"config_name": "cpu_llvm_sync", "iree_compile_flags": ["--iree-hal-target-backends=llvm-cpu"],
         "iree_run_module_flags": ["--device=local-sync"], "skip_compile_tests": ["a/x"],
         "skip_run_tests": [], "expected_compile_failures": ["test_b"], "expected_run_failures": []}


@FUZZ
@given(data=json_file(SUITE))
def test_suite_config(tmp, data):
    path = _fresh(tmp, "suite") / "config.json"
    path.write_bytes(data)
    try:
        load_suite_config(path)
    except ConfigError as e:
        _clean_error(e, path)


FLAGFILE = (b"--input=2x3xf32=@input_0.bin\n--input=4xi32=1 2 3 4\n"
            b"--expected_output=2x3xf32=@output_0.bin\n--expected_f32_threshold=0.01\n")


def _suite_dir(root: Path) -> Path:
    d = root / "test_x"
    d.mkdir(parents=True)
    (d / "model.mlir").write_text(IR)
    np.ones((2, 3), np.float32).tofile(d / "input_0.bin")
    np.ones((2, 3), np.float32).tofile(d / "output_0.bin")
    (root / "test_ok").mkdir()
    (root / "test_ok" / "model.mlir").write_text(IR)
    (root / "test_ok" / "run_module_io_flags.txt").write_text("--input=2x3xf32=1 2 3 4 5 6\n--input=4xi32=0 1 2 3\n")
    return d


@st.composite
def flagfile(draw) -> bytes:
    if draw(st.booleans()):
        return _byte_mutation(FLAGFILE, draw)
    tokens = FLAGFILE.decode().split()
    i = draw(st.integers(0, len(tokens) - 1))
    tokens[i] = draw(st.sampled_from([
        "--input=3xf32=@input_0.bin", "--input=2x3xq9=@input_0.bin", "--input=2x3xf32=@missing.bin",
        "--input=2x3xf32=1 x 3", "--expected_output=2x3xf32=(ignored)", "--expected_f32_threshold=abc",
        "--expected_rtol=", "--function=", "--input=@input_0.bin", "--nonsense=1", "--input", "'unclosed",
        "--input=0x0xf32=", "--input=-2x3xf32=@input_0.bin"]))
    return "\n".join(tokens).encode()


@FUZZ
@given(data=flagfile())
def test_run_module_io_flags(tmp, data):
    root = _fresh(tmp, "flags")
    d = _suite_dir(root)
    (d / "run_module_io_flags.txt").write_bytes(data)
    _case_outcomes(root, "run_module_io_flags.txt")


IO_JSON = {"file_name": "model.mlir", "function_name": "main", "seed": 1, "rtol": 1e-3, "atol": 1e-4,
           "flat_args": [{"Formula": {"shape": [2, 3], "coeff": 2.0, "offset": -1.0}}, 3],
           "expected_output": ["https://example.invalid/expected_result_0.npy"], "golden_times_ms": 1.0}


@FUZZ
@given(data=json_file(IO_JSON))
def test_run_module_io_json(tmp, data):
    root = _fresh(tmp, "io")
    d = _suite_dir(root)
    (d / "run_module_io.json").write_bytes(data)
    _case_outcomes(root, "run_module_io.json")


# ---- journals and reports ----------------------------------------------------------------------


def _records() -> list[CaseResult]:
    r = CaseResult("c/a", "/c/a.mlir", "llvm-cpu", {"spec": "installed", "version": "3.13.0"}, Verdict.NUMERICS_DIFFER,
                   "output 0: 3 of 6 elements off", seconds=1.5, key="a", findings=["stateful"])
    for side, n in (("baseline", 5), ("candidate", 4)):
        v = VariantResult(side, ["--x"])
        v.compile = CompileRecord(Stage.OK, ["iree-compile"], statistics={"dispatch-count": n}, vmfb_bytes=100)
        v.run = RunRecord(Stage.OK, latencies_ms=[1.0, 1.2, 1.1], output_shapes=[[2, 3]], output_dtypes=["float32"])
        r.variants[side] = v
    r.comparisons.append(OutputComparison(0, "candidate", "baseline", "float32", [2, 3], 1e-5, 1e-6,
                                          mismatch_count=3, max_abs_error=float("inf"), first_mismatches=[[0, 1]]))
    b = CaseResult("c/b", "/c/b.mlir", "llvm-cpu", {}, Verdict.CASE_ERROR, "bad IR")
    return [r, b]


def _rendered(cases, meta) -> None:
    render_console(cases, meta, header=True)
    for fmt in FORMATS:
        fmt.render(cases, meta)


def _read_and_render(path: Path, data: bytes, read) -> None:
    """A damaged report or journal is one clean error naming it, or records
    that every format renders; warnings name the file."""
    path.write_bytes(data)
    try:
        loaded = read(path)
    except ReportError as e:
        _clean_error(e, path)
        return
    assert all(path.name in w for w in loaded.warnings)
    _rendered(loaded.cases, loaded.meta)


REPORT = json.loads(dumps(report_to_dict(_records(), {"target": "llvm-cpu", "jobs": 2, "variants": {"baseline": []}})))


@FUZZ
@given(data=json_file(REPORT))
def test_report(tmp, data):
    _read_and_render(_fresh(tmp, "report") / "report.json", data, load_results)


def _journal_bytes(tmp: Path) -> bytes:
    path = tmp / "seed.jsonl"
    j = Journal(path, journal_header("r1", {"target": "llvm-cpu", "options": {"target": "llvm-cpu"}}))
    for r in _records():
        j.record(r)
    return path.read_bytes()


@FUZZ
@given(data=st.data())
def test_journal(tmp, data):
    seed = _journal_bytes(_fresh(tmp, "jseed"))
    lines = seed.decode().splitlines()
    if data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(lines) - 1))
        lines[i] = json.dumps(_structural(json.loads(lines[i]), data.draw))
        mutated = ("\n".join(lines) + "\n").encode()
    else:
        mutated = _byte_mutation(seed, data.draw)
    _read_and_render(_fresh(tmp, "journal") / "results.jsonl", mutated, read_journal)


# ---- bundles -----------------------------------------------------------------------------------


def _bundle_seed(root: Path) -> dict:
    from difftest.core.cache import sha256_file
    from difftest.corpus.config import CaseConfig
    from difftest.corpus.discovery import Case
    from difftest.corpus.inputs import save_arrays
    from difftest.corpus.signature import Signature, TensorSpec
    from difftest.run.bundle.schema import entry_json, prepared_json
    from difftest.run.plan.prepare import Entry, Prepared

    case_dir = root / "cases" / "a"
    case_dir.mkdir(parents=True)
    save_arrays(case_dir / "inputs.npz", [np.ones((2, 3), np.float32), np.zeros(4, np.int32)])
    (case_dir / "baseline.vmfb").write_bytes(b"vmfb")
    compiled = {"flags": ["--a"], "compile": {"status": "ok", "argv": [], "vmfb_path": "cases/a/baseline.vmfb"}}
    sig = Signature("main", "func.func", (TensorSpec((2, 3), "f32"), TensorSpec((4,), "i32")),
                    (TensorSpec((2, 3), "f32"),))
    e = Entry(Case("c/a", Path("/c/a.mlir"), "a", CaseConfig(rtol=1e-3)), sig, case_dir, case_dir / "inputs.npz",
              None, 30.0)
    entry = {"case": "c/a", "path": "/c/a.mlir", "key": "a", "dir": "a", "inputs": "cases/a/inputs.npz",
             "golden": None, "entry": entry_json(e), "prepared": prepared_json(Prepared(None, e)), "parameters": [],
             "variants": {"baseline": ["--a"], "candidate": ["--a"]},
             "compiled": {"baseline": compiled, "candidate": compiled}, "references": [],
             "inputs_sources": [{"arg": "arg0", "source": "seed", "detail": "uniform"}], "findings": [],
             "toolchain": {}}
    decided = {"case": "c/b", "decided": json.loads(dumps(report_to_dict(_records(), {})))["cases"][1]}
    files = {p.relative_to(root).as_posix(): sha256_file(p) for p in root.rglob("*") if p.is_file()}
    return {"schema": "difftest-bundle", "version": 2, "meta": {"target": "llvm-cpu", "toolchain": {"version": "3.13.0"}},
            "cases": [entry, decided], "files": files}


@FUZZ
@given(data=st.data())
def test_bundle_manifest(tmp, data):
    root = _fresh(tmp, "bundle")
    seed = _bundle_seed(root)
    mutated = data.draw(json_file(seed))
    path = root / "manifest.json"
    path.write_bytes(mutated)
    try:
        b = Bundle(root)
        b.verify()
    except ReportError as e:
        _clean_error(e, path)
        return
    settings = RunSettings(target=parse_target("llvm-cpu"), out_dir=_fresh(tmp, "out"))
    for entry in b.cases():
        if "decided" in entry:
            continue
        try:
            prepared_from(entry, root, FromBundle(root, [entry]).planned(entry), settings)
        except (KeyError, TypeError, ValueError, AttributeError, OSError):
            pass  # execute_entry turns these into a case-error naming the entry (tests/faults/test_trust.py)


# ---- memos --------------------------------------------------------------------------------------

MEMO = {"release:3.10.0|abc": {"verdict": "good", "summary": "c/a: identical", "cases": {"c/a": "identical"}},
        "git:ffff|abc": {"verdict": "skip", "summary": "", "cases": {}}}


@FUZZ
@given(data=json_file(MEMO))
def test_bisect_memo(tmp, data):
    cache = _fresh(tmp, "memo")
    path = cache / "bisect" / "memo.json"  # an older difftest's, still read
    path.parent.mkdir()
    path.write_bytes(data)
    said = []
    memo = VerdictMemo(cache, warn=said.append)
    # And the memo's own file of one revision, as damaged.
    own = memo.memo.path(bisect_verdict_key("git:ffff|abc"))
    own.parent.mkdir(parents=True)
    own.write_bytes(data)
    for key in MEMO:
        hit = memo.get(key)
        assert hit is None or hit["verdict"] in ("good", "bad", "skip")
    assert all(str(path) in w for w in said)


@FUZZ
@given(data=json_file({"case": "/c/a.mlir", "seconds": 1.5}))
def test_durations(tmp, data):
    cache = _fresh(tmp, "durations")
    corpus = _fresh(tmp, "dcorpus")
    for name in ("a", "b"):
        (corpus / f"{name}.mlir").write_text(IR)
    cases = load_corpus(corpus).cases
    memo = DurationMemo(cache)
    for c in cases:
        path = memo.memo.path(duration_key(str(c.path)))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    durations = memo.by_name(cases)
    assert all(isinstance(v, float) for v in durations.values())
    longest_first(cases, durations)


# ---- inputs and goldens --------------------------------------------------------------------------


@st.composite
def npz_file(draw, first: str = "arg0") -> bytes:
    import io

    kind = draw(st.sampled_from(["bytes", "object", "dtype", "shape", "keys", "scalar"]))
    arrays = {first: np.ones((2, 3), np.float32), "arg1": np.arange(4, dtype=np.int32)}
    if first != "arg0":
        del arrays["arg1"]
    names = sorted(arrays)
    if kind == "object":
        arrays[first] = np.array([{"a": 1}, None], dtype=object)
    elif kind == "dtype":
        arrays[draw(st.sampled_from(names))] = np.ones((2, 3), draw(st.sampled_from(
            [np.float64, np.int8, np.complex64, np.bool_, "U3"])))
    elif kind == "shape":
        arrays[first] = np.ones(draw(st.lists(st.integers(0, 4), max_size=3)), np.float32)
    elif kind == "keys":
        arrays[draw(st.sampled_from(["arg7", "output3", "x"]))] = arrays.pop(draw(st.sampled_from(names)))
    elif kind == "scalar":
        arrays[names[-1]] = np.int32(3)
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    data = buf.getvalue()
    return _byte_mutation(data, draw) if kind == "bytes" else data


@FUZZ
@given(data=npz_file())
def test_inputs_npz(tmp, data):
    root = _fresh(tmp, "npz")
    (root / "a.mlir").write_text(IR)
    (root / "b.mlir").write_text(IR)
    (root / "a.inputs.npz").write_bytes(data)
    cases = {c.key: c for c in load_corpus(root).cases}
    for key, case in cases.items():
        sig = read_signature(case.path)
        try:
            make_inputs(case.key, sig, case.config)
        except InputError as e:
            assert key == "a"
            _clean_error(e, root / "a.inputs.npz")


@FUZZ
@given(data=npz_file("output0"))
def test_golden_npz(tmp, data):
    root = _fresh(tmp, "golden")
    (root / "a.mlir").write_text(IR)
    path = root / "a.golden.npz"
    path.write_bytes(data)
    (case,) = load_corpus(root).cases
    sig = read_signature(case.path)
    try:
        load_golden(case.config.golden, sig)
    except InputError as e:
        _clean_error(e, path)
