"""Reliability, round two: no wrong verdict under concurrency or version
skew, and a clear line (never a traceback) for every damaged file."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from difftest.cli import main
from difftest.core.cache import OutDirLock, Store

from ..conftest import CASES, write
from .helpers import ADD_ONE, TIMES_TWO, fake_compiler, finish, spawn_difftest


def _six_cases(root: Path) -> Path:
    """Six small cases, as the issue's reproduction has them."""
    good = (CASES / "bad" / "good.mlir").read_text()
    root.mkdir(parents=True, exist_ok=True)
    for n in range(6):
        (root / f"case{n}.mlir").write_text(good.replace("8x8", f"{8 + n}x8"))
    return root


def _cache_entries(cache: Path) -> list[Path]:
    return [p for p in (cache / "compile").rglob("module.vmfb")]


def test_two_runs_sharing_an_out_dir_never_poison_the_cache(tmp_path):
    corpus = _six_cases(tmp_path / "c")
    cache = tmp_path / "cache"
    args = ["run", str(corpus), "-j", "1", "--out", str(tmp_path / "same"), "--cache-dir", str(cache), "--repeat", "1"]
    a, b = spawn_difftest(args, tmp_path), spawn_difftest(args, tmp_path)
    (rc_a, _, err_a), (rc_b, _, err_b) = finish(a, 300), finish(b, 300)
    # One holds the directory; the other is refused at once, naming the holder.
    assert sorted([rc_a, rc_b]) == [0, 2], (err_a, err_b)
    refused = err_a if rc_a == 2 else err_b
    assert "is in use by another difftest (pid" in refused
    rc, report, _ = _run(tmp_path, corpus, cache, "fresh")
    assert rc == 0 and {c["verdict"] for c in report["cases"]} == {"identical"}
    assert _cache_entries(cache) and all(p.stat().st_size > 0 for p in _cache_entries(cache))


def _run(tmp_path: Path, corpus: Path, cache: Path, out: str, *extra: str):
    report = tmp_path / f"{out}.json"
    rc = main(["run", str(corpus), "--out", str(tmp_path / out), "--cache-dir", str(cache), "--repeat", "1",
               "--json", str(report), *extra])
    return rc, (json.loads(report.read_text()) if report.exists() else None), None


def test_a_resume_of_a_directory_in_use_is_refused(tmp_path, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    rc, _, _ = _run(tmp_path, corpus, tmp_path / "cache", "out")
    with OutDirLock(tmp_path / "out"):
        assert main(["run", "--resume", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert f"is in use by another difftest (pid {os.getpid()}" in err


def test_a_cache_entry_whose_file_changed_under_the_copy_is_never_published(tmp_path):
    said = []
    store = Store(tmp_path / "cache", "compile", warn=said.append)
    src = tmp_path / "module.vmfb"
    src.write_bytes(b"the module")
    store.put("k" * 64, {"module.vmfb": src}, {"status": "ok"}, expect={"module.vmfb": "0" * 64})
    assert store.get("k" * 64) is None and "changed while being stored" in said[0]


def test_a_compiler_that_writes_an_empty_module_fails_the_compile(tmp_path, difftest):
    spec = fake_compiler(tmp_path / "tc", 'out=""; while [ $# -gt 0 ]; do [ "$1" = "-o" ] && out="$2"; shift; done\n'
                                          ': > "$out"; exit 0')
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--toolchain", spec, "--runtime", "installed",
                             "--no-cache", "--no-shared-prefix")
    case = report["cases"][0]
    assert case["verdict"] == "both-compile-fail"
    assert "wrote an empty module" in case["variants"]["candidate"]["compile"]["error_line"]


def _bundle(tmp_path: Path, difftest) -> Path:
    bundle = tmp_path / "bundle"
    difftest(str(CASES / "bad" / "good.mlir"), "--compile-only", "--bundle", str(bundle))
    return bundle


def _edit_manifest(bundle: Path, edit) -> None:
    path = bundle / "manifest.json"
    m = json.loads(path.read_text())
    edit(m)
    path.write_text(json.dumps(m))


def test_a_bundle_from_another_release_is_refused_naming_both_versions(tmp_path, difftest, capsys):
    bundle = _bundle(tmp_path, difftest)
    _edit_manifest(bundle, lambda m: m["meta"]["toolchain"].update(version="3.10.0rc20250828"))
    capsys.readouterr()
    assert main(["execute", str(bundle), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "iree-compile 3.10.0rc20250828" in err and "iree-base-runtime 3.13.0" in err
    assert "Traceback" not in err and not (tmp_path / "o").exists()


@pytest.mark.parametrize("damage, words", [
    (lambda m: m.update(files=list(m["files"])), "`files` must be a table"),
    (lambda m: m["cases"][0].pop("entry"), "has no `entry`"),
    (lambda m: m["cases"][0]["entry"]["case"]["config"].update(rtol="tight"), "entry.case.config.rtol is str"),
    (lambda m: m["cases"][0].update(inputs_sources=5), "`inputs_sources` is int"),
])
def test_a_malformed_manifest_is_one_line_naming_it(tmp_path, difftest, capsys, damage, words):
    bundle = _bundle(tmp_path, difftest)
    _edit_manifest(bundle, damage)
    capsys.readouterr()
    assert main(["execute", str(bundle), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and "manifest.json" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("config, words", [
    ({"skip_run_tests": 5}, "`skip_run_tests` must be a list of strings, got int 5"),
    ({"iree_compile_flags": ["--x", 7]}, "`iree_compile_flags` must be a list of strings, got a list holding int 7"),
])
def test_a_suite_config_of_the_wrong_types_is_a_config_error(tmp_path, capsys, config, words):
    path = tmp_path / "cfg.json"
    path.write_text(json.dumps({"config_name": "x", **config}))
    assert main(["run", str(CASES / "bad" / "good.mlir"), "--suite-config", str(path), "--list"]) == 2
    err = capsys.readouterr().err
    assert words in err and str(path) in err


def test_a_report_with_a_case_of_the_wrong_shape_is_one_line(tmp_path, difftest, capsys):
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"))
    report["cases"][0]["variants"] = 5
    path = tmp_path / "r.json"
    path.write_text(json.dumps(report))
    assert main(["report", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "case.variants is int 5, not a table" in err and str(path) in err and "Traceback" not in err


def test_a_report_whose_schema_is_newer_is_refused(tmp_path, difftest, capsys):
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"))
    report["schema_version"] = 99
    path = tmp_path / "r.json"
    path.write_text(json.dumps(report))
    assert main(["report", str(path)]) == 2
    assert "schema_version 99 is newer" in capsys.readouterr().err


# ---- the runtime worker's protocol -----------------------------------------------------------

FAKE_WORKER = '''import sys
mode = sys.argv[1]
if mode == "nonumpy":
    sys.stderr.write("Traceback (most recent call last):\\nModuleNotFoundError: No module named 'numpy'\\n")
    sys.exit(1)
print('{"hello": 1}', flush=True)
for line in sys.stdin:
    if mode == "garbage":
        sys.stdout.buffer.write(b"\\x00\\xffnot json\\n"); sys.stdout.flush()
    elif mode == "half":
        sys.stdout.write('{"status": "ok", "lat'); sys.stdout.flush(); sys.exit(0)
    elif mode == "exit0":
        sys.exit(0)
'''


def _fake_runtime(root: Path, mode: str) -> str:
    """A venv whose python runs a fake worker, and whose compiler is the real one."""
    from .helpers import real_compiler

    (root / "bin").mkdir(parents=True)
    (root / "worker.py").write_text(FAKE_WORKER)
    py = root / "bin" / "python"
    py.write_text(f'#!/bin/bash\ncase "$1" in *worker.py) exec "{sys.executable}" "{root / "worker.py"}" {mode};; esac\n'
                  f'exec "{sys.executable}" "$@"\n')
    cc = root / "bin" / "iree-compile"
    cc.write_text(f'#!/bin/bash\nexec "{real_compiler()}" "$@"\n')
    for p in (py, cc):
        p.chmod(0o755)
    return f"dir:{root}"


@pytest.mark.parametrize("mode, words", [
    ("garbage", "the runtime worker sent an answer that is not the protocol"),
    # slow: half an answer (about 2 s); garbage is in the default tier
    pytest.param("half", "the runtime worker sent an answer that is not the protocol", marks=pytest.mark.slow),
    ("exit0", "the runtime worker exited (0) without answering"),
])
def test_a_worker_that_breaks_its_protocol_costs_its_case_with_a_clear_reason(tmp_path, difftest, mode, words):
    spec = _fake_runtime(tmp_path / "tc", mode)
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--toolchain", spec, "--no-cache")
    case = report["cases"][0]
    assert case["verdict"] == "both-run-fail", case["reason"]
    assert words in case["reason"] and "internal error" not in case["reason"]


def test_a_runtime_that_cannot_start_shows_why(tmp_path, difftest):
    spec = _fake_runtime(tmp_path / "tc", "nonumpy")
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--toolchain", spec, "--no-cache")
    assert rc == 2 and "No module named 'numpy'" in difftest.err


# ---- files that do not name themselves -----------------------------------------------------


def test_a_non_utf8_difftest_toml_is_a_case_error_and_other_corpora_run(tmp_path, difftest):
    bad = write(tmp_path / "bad", {"a.mlir": ADD_ONE})
    (bad / "difftest.toml").write_bytes(b"[defaults]\nseed = 1 # caf\xe9\n")
    good = write(tmp_path / "good", {"b.mlir": TIMES_TWO})
    rc, report, _ = difftest(str(bad), str(good))
    cases = {c["case"]: c for c in report["cases"]}
    assert rc == 2 and cases["good/b"]["verdict"] == "identical"
    assert cases["bad/a"]["verdict"] == "case-error"
    assert str(bad / "difftest.toml") in cases["bad/a"]["reason"] and "not UTF-8" in cases["bad/a"]["reason"]


@pytest.mark.parametrize("name, key", [("a.inputs.npz", "arg0"), ("a.golden.npz", "output0")])
def test_an_object_array_npz_names_the_file(tmp_path, difftest, name, key):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    np.savez(corpus / name, **{key: np.array([{"x": 1}], dtype=object)})
    rc, report, _ = difftest(str(corpus))
    reason = report["cases"][0]["reason"]
    assert report["cases"][0]["verdict"] == "case-error" and f"{name}[{key}]" in reason
    assert "internal error" not in reason


def test_a_shape_error_in_an_inputs_npz_names_the_file(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    np.savez(corpus / "a.inputs.npz", arg0=np.ones(5, np.float32))
    rc, report, _ = difftest(str(corpus))
    assert "a.inputs.npz" in report["cases"][0]["reason"] and "does not fit" in report["cases"][0]["reason"]


def test_update_expectations_names_a_broken_toml_and_keeps_comments_in_arrays(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "difftest.toml": textwrap.dedent("""\
        [cases.a]
        expect = [
          # why this bound: the flag's point
          "dispatch-count <= 9",
        ]
        """)})
    rc, report, _ = difftest(str(corpus))
    path = tmp_path / "r.json"
    path.write_text(json.dumps(report))
    assert main(["update-expectations", str(path)]) == 0
    text = (corpus / "difftest.toml").read_text()
    assert "# why this bound: the flag's point" in text and "baseline.dispatch-count ==" in text
    for damage in (b"[cases.a\n", b"[cases.a]\nx = 1 # \xff\n"):
        (corpus / "difftest.toml").write_bytes(damage)
        capsys.readouterr()
        assert main(["update-expectations", str(path)]) == 2
        err = capsys.readouterr().err
        assert str(corpus / "difftest.toml") in err and "nothing was changed" in err
        assert (corpus / "difftest.toml").read_bytes() == damage


def test_resume_names_a_journal_it_cannot_read(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "results.jsonl").write_bytes(b"\x00\xff\xfe binary")
    assert main(["run", "--resume", str(out)]) == 2
    assert f"{out / 'results.jsonl'}: not a difftest journal (not text)" in capsys.readouterr().err
    (out / "results.jsonl").write_text(json.dumps({"journal": "difftest-run", "schema_version": 99, "run_id": "x",
                                                   "meta": {}}) + "\n")
    assert main(["run", "--resume", str(out)]) == 2
    assert "schema_version 99 is newer" in capsys.readouterr().err
    (out / "results.jsonl").write_text(json.dumps({"journal": "difftest-run", "schema_version": 2, "run_id": "x",
                                                   "meta": {"options": {"corpus": 5}}}) + "\n")
    assert main(["run", "--resume", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(out / "results.jsonl") in err and "recorded options cannot be read" in err


def test_bisect_on_a_directory_that_is_not_a_repository_says_so(tmp_path, capsys):
    rc = main(["bisect", "--repo", str(tmp_path), "--build", "true", "--good", "a", "--bad", "b",
               str(CASES / "bad" / "good.mlir"), "--out", str(tmp_path / "o")])
    assert rc == 2 and f"--repo {tmp_path}: not a git repository" in capsys.readouterr().err


def test_merge_warns_of_a_shard_journal_cut_short(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    difftest(str(corpus), "--shard", "1/2")
    journal = next((tmp_path).glob("out*/results.jsonl"))
    journal.write_text(journal.read_text() + '{"case": "c/x", "ver')
    capsys.readouterr()
    main(["merge", str(journal), "-o", str(tmp_path / "m.json")])
    assert "skipped the last line (cut short" in capsys.readouterr().err


# ---- resource limits and recovery ----------------------------------------------------------


def test_shards_past_the_case_count_cost_nothing_and_list_only_their_cases(tmp_path, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO, "d.mlir": ADD_ONE})
    assert main(["run", str(corpus), "--shard", "1/100000000", "--list"]) == 0
    assert len(capsys.readouterr().out.split()) == 1
    assert main(["run", str(corpus), "--shard", "2/2", "--list"]) == 0
    listed = capsys.readouterr().out.split()
    assert main(["run", str(corpus), "--shard", "1/2", "--list"]) == 0
    assert sorted(listed + capsys.readouterr().out.split()) == ["c/a", "c/b", "c/d"]
    assert main(["run", str(corpus), "--shard", "", "--list"]) == 2
    assert "--shard ''" in capsys.readouterr().err


def test_a_broken_build_workspace_is_repaired(tmp_path):
    from difftest.toolchains.build import Builder
    from ..test_bisect import BUILD_CMD, make_repo

    root = tmp_path / "repo"
    shas = make_repo(root, 3, first_bad=9, broken=99)
    builder = Builder(root, BUILD_CMD, tmp_path / "cache")
    builder.build(shas[0])
    ws = builder.workspace()
    gitdir = Path(subprocess.run(["git", "rev-parse", "--absolute-git-dir"], cwd=ws / "src", capture_output=True,
                                 text=True, check=True).stdout.strip())
    (gitdir / "index.lock").write_text("")  # a git killed mid-checkout
    shutil.rmtree(ws / "out")
    (ws / "out").write_text("not a directory")
    assert (builder.build(shas[1]) / "iree-compile").exists()
    repairs = (ws / "repairs.log").read_text()
    assert "index.lock" in repairs and "was a file" in repairs


def test_a_negative_seed_is_a_config_error_not_a_traceback(tmp_path, difftest):
    """Found by the 10,000-example fuzz of difftest.toml: numpy takes no negative seed."""
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "difftest.toml": "[defaults]\nseed = -1\n"})
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error" and "`seed` must not be negative" in case["reason"]
    assert "Traceback" not in case["reason"]


# A matmul accumulating into its third argument: IREE 3.13 writes the result into that argument's buffer
# (without data tiling; with it the result goes through an encoded copy).
INTO_ARG = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
"""


def test_a_module_that_writes_into_its_input_is_said_so_and_never_called_on_what_it_left(tmp_path, difftest):
    """The worker places the inputs once and calls again: a module that wrote
    into an argument's buffer would be called on its own leftovers, and its
    outputs would drift as if it were stateful. Each later call gets its
    inputs afresh, and the report says what the module did."""
    corpus = write(tmp_path / "c", {"into_arg.mlir": INTO_ARG})
    rc, report, _ = difftest(str(corpus), "--repeat", "2", "--baseline-flag=", "--candidate-flag=")
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    for side in ("baseline", "candidate"):
        run = case["variants"][side]["run"]
        if run.get("skipped_because"):
            continue
        assert run["wrote_arguments"] == [2] and run["drift_call"] is None
        assert len(set(run["call_hashes"])) == 1  # three calls, one answer
    assert any("module wrote into its input arg2's buffer" in f for f in case["findings"]), case["findings"]
