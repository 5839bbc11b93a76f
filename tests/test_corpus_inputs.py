"""Corpus discovery, difftest.toml validation and input generation."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from difftest.corpus.config import CaseConfig, InputSpec
from difftest.corpus.discovery import load_corpus
from difftest.corpus.selection import select
from difftest.corpus import inputs as inputs_module
from difftest.corpus.inputs import InputError, load_arrays, make_inputs, save_arrays, saved_inputs
from difftest.corpus.signature import Signature, SignatureError, TensorSpec, choose_entry, read_signature

from .conftest import write

ADD = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"


def test_discovery_names_and_selection(tmp_path):
    root = write(tmp_path / "corp", {"a.mlir": ADD, "sub/b.mlir": ADD, "notes.txt": "x", "difftest.toml": ""})
    corpus = load_corpus(root)
    assert [c.name for c in corpus.cases] == ["corp/a", "corp/sub/b"]
    assert [c.name for c in select(corpus.cases, ["sub"])] == ["corp/sub/b"]
    assert [c.name for c in select(corpus.cases, ["corp/a"])] == ["corp/a"]
    assert [c.name for c in select(corpus.cases, ["corp and not sub"])] == ["corp/a"]
    # A single file keeps the name it has in its directory.
    assert [c.name for c in load_corpus(root / "sub" / "b.mlir").cases] == ["corp/sub/b"]


def test_unknown_keys_name_the_key_and_file(tmp_path):
    """A broken config marks every case under it; it never passes silently."""
    root = write(tmp_path / "c", {"a.mlir": ADD, "difftest.toml": "[defaults]\nrtool = 1e-3\n"})
    for text, word in (("[defaults]\nrtool = 1e-3\n", "`rtool`"), ("[variants.candidat]\nflags = []\n", "candidat"),
                       ('[cases."zzz"]\nseed = 1\n', "zzz"), ("[defaults\n", "invalid TOML"),
                       ("[defaults]\nrun_timeout = 0\n", "must be positive"),
                       ("[defaults]\ncompile_timeout = -5\n", "must be positive")):
        write(root, {"difftest.toml": text})
        (case,) = load_corpus(root).cases
        assert case.config_error and word in case.config_error and "difftest.toml" in case.config_error, text


def test_a_bad_case_table_marks_only_that_case(tmp_path):
    root = write(tmp_path / "c", {"a.mlir": ADD, "b.mlir": ADD,
                                  "difftest.toml": '[cases."a".inputs.arg0]\ndistributon = "normal"\n'})
    cases = {c.name: c for c in load_corpus(root).cases}
    assert "distributon" in cases["c/a"].config_error and "difftest.toml" in cases["c/a"].config_error
    assert cases["c/b"].config_error is None


def test_config_values_flow_into_cases(tmp_path):
    root = write(tmp_path / "c", {"a.mlir": ADD, "difftest.toml": """
[defaults]
rtol = 1e-3
flags = ["--iree-opt-level=O2"]
[variants.candidate]
flags = ["--x"]
[cases."a"]
seed = 7
expect = ["dispatch-count <= baseline"]
inputs.arg0 = { distribution = "randint", low = 0, high = 3, shape = [4] }
"""})
    corpus = load_corpus(root)
    cfg = corpus.cases[0].config
    assert cfg.rtol == 1e-3 and cfg.seed == 7 and cfg.flags == ("--iree-opt-level=O2",)
    assert cfg.inputs["arg0"].high == 3 and cfg.inputs["arg0"].shape == (4,)
    assert corpus.cases[0].variant_flags == {"candidate": ("--x",)}


SIG = Signature("main", "func.func", (
    TensorSpec((2, 3), "f32"), TensorSpec((4,), "bf16"), TensorSpec((4,), "f8E4M3FNUZ"),
    TensorSpec((5,), "i1"), TensorSpec((6,), "si64"), TensorSpec((), "i32", scalar=True),
    TensorSpec((3,), "f8E5M2")), ())


def test_inputs_are_deterministic_typed_and_independent():
    a, sources = make_inputs("x", SIG, CaseConfig())
    b, _ = make_inputs("x", SIG, CaseConfig())
    assert [s.source for s in sources] == ["seed"] * 7 and "uniform" in sources[0].detail
    assert all(x.tobytes() == y.tobytes() for x, y in zip(a, b))
    assert [x.dtype for x in a] == [np.float32, ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fnuz, np.bool_,
                                    np.int64, np.int32, ml_dtypes.float8_e5m2]
    assert a[0].shape == (2, 3) and np.all(np.abs(a[0]) <= 1) and a[0].std() > 0
    assert a[5].shape == ()
    other, _ = make_inputs("y", SIG, CaseConfig())
    assert other[0].tobytes() != a[0].tobytes()
    seeded, _ = make_inputs("x", SIG, CaseConfig(seed=1))
    assert seeded[0].tobytes() != a[0].tobytes()


def test_a_seeded_draw_is_remembered_by_its_recipe_and_a_file_is_read_each_time(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    load, sources = saved_inputs("x", SIG, CaseConfig(), tmp_path / "first.npz", cache)
    drawn = load()

    def must_not_draw(*_):
        raise AssertionError("drawn again")

    # The same recipe: the file saved last time, byte for byte (a run's key hashes it), without drawing.
    monkeypatch.setattr(inputs_module, "make_inputs", must_not_draw)
    again, again_sources = saved_inputs("x", SIG, CaseConfig(), tmp_path / "again.npz", cache)
    assert (tmp_path / "again.npz").read_bytes() == (tmp_path / "first.npz").read_bytes()
    assert again_sources == sources
    assert all(x.tobytes() == y.tobytes() and x.dtype == y.dtype for x, y in zip(again(), drawn))
    # Another seed, case or argument spec is another recipe.
    for key, cfg in (("x", CaseConfig(seed=1)), ("y", CaseConfig()),
                     ("x", CaseConfig(inputs={"arg0": InputSpec(distribution="normal")}))):
        with pytest.raises(AssertionError, match="drawn again"):
            saved_inputs(key, SIG, cfg, tmp_path / "other.npz", cache)
    monkeypatch.undo()
    # A damaged memo is drawn again, never used.
    for f in (cache / "inputs").rglob("inputs.npz"):
        f.write_bytes(b"damaged")
    redrawn, _ = saved_inputs("x", SIG, CaseConfig(), tmp_path / "redrawn.npz", cache)
    assert (tmp_path / "redrawn.npz").read_bytes() == (tmp_path / "first.npz").read_bytes()
    # Inputs from a file are read from it every time: its bytes are not in any recipe.
    one = Signature("main", "func.func", (TensorSpec((2,), "f32"),), ())
    data = tmp_path / "arg0.npy"
    np.save(data, np.array([1.0, 2.0], dtype=np.float32))
    cfg = CaseConfig(inputs={"arg0": InputSpec(file=data)})
    saved_inputs("f", one, cfg, tmp_path / "f1.npz", cache)
    np.save(data, np.array([3.0, 4.0], dtype=np.float32))
    assert saved_inputs("f", one, cfg, tmp_path / "f2.npz", cache)[0]()[0].tolist() == [3.0, 4.0]


def test_token_ids_stay_in_range():
    sig = Signature("main", "func.func", (TensorSpec((1, 4096), "si64"),), ())
    (ids,), _ = make_inputs("t", sig, CaseConfig(inputs={"arg0": InputSpec("randint", low=0, high=32000)}))
    assert ids.min() >= 0 and ids.max() < 32000 and ids.max() > 30000


def test_dynamic_dims(tmp_path):
    sig = Signature("main", "func.func", (TensorSpec((None, 4), "f32"),), ())
    with pytest.raises(InputError, match=r"arg0.*dynamic dim"):
        make_inputs("d", sig, CaseConfig())
    (x,), (src,) = make_inputs("d", sig, CaseConfig(inputs={"arg0": InputSpec(shape=(7, 4))}))
    assert src.source == "config" and "shape [7, 4]" in src.detail
    assert x.shape == (7, 4)
    with pytest.raises(InputError, match="static dim 1"):
        make_inputs("d", sig, CaseConfig(inputs={"arg0": InputSpec(shape=(7, 5))}))


def test_input_files_including_bf16_bits(tmp_path):
    sig = Signature("main", "func.func", (TensorSpec((3,), "bf16"), TensorSpec((2,), "f32")), ())
    vals = np.array([1.5, -2.0, 0.25], dtype=ml_dtypes.bfloat16)
    np.save(tmp_path / "x.npy", vals.view(np.uint16))
    np.savez(tmp_path / "all.npz", arg1=np.array([3.0, 4.0], dtype=np.float32))
    got, sources = make_inputs("f", sig, CaseConfig(inputs={"arg0": InputSpec(file=tmp_path / "x.npy")},
                                                    inputs_file=tmp_path / "all.npz"))
    assert [(s.source, s.detail) for s in sources] == [("file", "x.npy"), ("file", "all.npz[arg1]")]
    assert got[0].dtype == ml_dtypes.bfloat16 and got[0].tolist() == vals.tolist()
    assert got[1].tolist() == [3.0, 4.0]
    np.save(tmp_path / "bad.npy", np.zeros(3, dtype=np.float64))
    with pytest.raises(InputError, match="dtype float64"):
        make_inputs("f", sig, CaseConfig(inputs={"arg0": InputSpec(file=tmp_path / "bad.npy")}))


def test_array_files_round_trip_every_dtype(tmp_path):
    arrays, _ = make_inputs("x", SIG, CaseConfig())
    save_arrays(tmp_path / "a.npz", arrays)
    back = load_arrays(tmp_path / "a.npz")
    assert [b.dtype for b in back] == [a.dtype for a in arrays]
    assert all(a.tobytes() == b.tobytes() for a, b in zip(arrays, back))


def test_entry_choice():
    assert choose_entry([("f", "public"), ("main", "public")], None) == "main"
    assert choose_entry([("f", "public"), ("g", "private")], None) == "f"
    with pytest.raises(SignatureError, match="several public"):
        choose_entry([("f", "public"), ("g", "public")], None)
    with pytest.raises(SignatureError, match="@h not found"):
        choose_entry([("f", "public")], "h")


def test_signature_of_util_func_and_nested_module(tmp_path):
    p = tmp_path / "u.mlir"
    p.write_text("module @module {\n  util.func public @forward(%x: tensor<?x4xf16>, %n: i64) -> tensor<?x4xf16> {\n"
                 "    util.return %x : tensor<?x4xf16>\n  }\n  util.func private @helper() {\n    util.return\n  }\n}\n")
    sig = read_signature(p)
    assert sig.entry == "forward" and sig.op == "util.func"
    assert sig.args == (TensorSpec((None, 4), "f16"), TensorSpec((), "i64", scalar=True))


def test_selection_expressions_and_globs_match_from_a_word_start():
    from difftest.corpus.selection import SelectionError, parse_selection

    names = ["llama/decoder_layer_f16", "llama/decoder_layer_bf16", "patterns/diamond_8b",
             "patterns/dynamic_diamond", "patterns/qkv_three_users"]

    def sel(expr):
        return [n for n in names if parse_selection(expr)(n)]

    assert sel("f16") == ["llama/decoder_layer_f16"]  # not bf16
    assert sel("diamond*") == sel("*diamond") == ["patterns/diamond_8b", "patterns/dynamic_diamond"]
    assert sel("f16 or qkv") == ["llama/decoder_layer_f16", "patterns/qkv_three_users"]
    assert sel("layer and not (f16 or bf16)") == []
    assert sel("not llama") == names[2:]
    for bad in ("(f16", "f16 and", "or x", ""):
        with pytest.raises(SelectionError):
            parse_selection(bad)
