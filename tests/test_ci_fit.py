"""CI fit, round two (#16): peer suites as they are, xfails held to the
failure they name, one pair per total, and a gate no report reads greener
than it is."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from difftest.cli import main
from difftest.core.loading import load_results
from difftest.core.results import CaseResult, CompileRecord, Stage, VariantResult, Verdict
from difftest.corpus.config import Scoped
from difftest.corpus.expectations import desired, suggest_match
from difftest.report.markdown import render_markdown
from difftest.report.html import render_html
from difftest.run.stages import xfail_mismatch

from .conftest import CASES, REPO, by_case, write
from .faults.helpers import ADD_ONE, TIMES_TWO

SUITES = CASES / "suites"
ONNX_ADD = SUITES / "onnx_ops" / "onnx" / "node" / "generated" / "test_add"
TORCH = SUITES / "torch_ops" / "generated"
QKV = (REPO / "corpora" / "patterns" / "qkv_three_users.mlir").read_text()
SEED_FLAG_BUG = "write affecting operations on global resources are restricted to workgroup distributed contexts"


# ---- peer suites, as they are --------------------------------------------------------------


def _torch_suite(root):
    """torch_ops as a clone holds it: one test whose golden is only a URL,
    and the suite's own config keys."""
    suite = root / "torch_ops"
    shutil.copytree(TORCH, suite / "generated")
    remote = suite / "generated" / "ABPlusC" / "8x8xf16"
    (remote / "expected_result_0.npy").rename(root / "downloaded.npy")  # a clone has the URL only
    config = suite / "configs" / "torch_ops_cpu_llvm_sync.json"
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({
        "config_name": "simple",
        "iree_compile_flags": ["--iree-hal-target-device=local", "--iree-hal-target-backends=llvm-cpu"],
        "iree_run_module_flags": ["--device=local-sync"],
        "skip_compile_tests": [], "skip_run_tests": [],
        "expected_compile_failures": [], "expected_run_failures": [],
        "golden_times_ms": {"ABPlusC/8x8xf16": 10000.0},
        "tolerance_factor": 1.1,
    }))
    return suite, config


# slow: a suite config run (about 4 s)
@pytest.mark.slow
def test_torch_ops_own_config_runs_and_says_its_goldens_are_remote(tmp_path, difftest):
    suite, config = _torch_suite(tmp_path)
    rc, report, text = difftest(str(suite / "generated"), "--suite-config", str(config))
    assert rc == 0, text
    cases = by_case(report)
    abc = cases["generated/ABPlusC/8x8xf16"]
    assert abc["verdict"] == "identical"
    assert abc["golden_missing"] and "remote" in abc["golden_missing"]
    assert not [c for c in abc["comparisons"] if c["against"] == "golden"]
    assert "goldens: not available for 1 case (remote, not downloaded" in text
    # golden_times_ms x tolerance_factor is the suite's latency check: shown, never deciding.
    assert any("suite latency check" in f and "tolerance_factor 1.1" in f for f in abc["findings"])
    # The suite's --device=local-sync is honoured.
    assert report["meta"]["driver"] == "local-sync"
    assert cases["generated/Add_bfloat16/16xbf16"]["golden_missing"] is None


def test_downloaded_goldens_are_found_where_the_suite_caches_them(tmp_path, difftest):
    suite, config = _torch_suite(tmp_path)
    url = json.loads((suite / "generated" / "ABPlusC" / "8x8xf16" / "run_module_io.json").read_text())
    url = url["expected_output"][0]["url"]
    # The suite's pytest cache: artifacts/azure/manifest.json maps each URL to a file.
    azure = tmp_path / "artifacts" / "azure"
    azure.mkdir(parents=True)
    shutil.copy(tmp_path / "downloaded.npy", azure / "3f2c")
    (azure / "manifest.json").write_text(json.dumps({url: "3f2c"}))
    rc, report, text = difftest(str(suite / "generated"), "--suite-config", str(config),
                                "--golden-dir", str(tmp_path / "artifacts"))
    abc = by_case(report)["generated/ABPlusC/8x8xf16"]
    assert rc == 0 and abc["golden_missing"] is None and "goldens: not available" not in text
    gold = [c for c in abc["comparisons"] if c["against"] == "golden"]
    assert gold and all(c["note"].startswith("golden check passes") for c in gold)
    # Or a mirror of the URLs' paths.
    mirror = tmp_path / "mirror" / "example.invalid"
    mirror.mkdir(parents=True)
    shutil.copy(tmp_path / "downloaded.npy", mirror / "expected_result_0.npy")
    rc, report, _ = difftest(str(suite / "generated"), "--suite-config", str(config),
                             "--golden-dir", str(tmp_path / "mirror"))
    assert by_case(report)["generated/ABPlusC/8x8xf16"]["golden_missing"] is None


@pytest.mark.parametrize("bad, words", [({"golden_times_ms": [1]}, "golden_times_ms"),
                                        ({"tolerance_factor": "x"}, "tolerance_factor")])
def test_the_suite_keys_are_checked_for_type(tmp_path, difftest, bad, words):
    suite, config = _torch_suite(tmp_path)
    config.write_text(json.dumps({**json.loads(config.read_text()), **bad}))
    rc, _, _ = difftest(str(suite / "generated"), "--suite-config", str(config))
    assert rc == 2 and words in difftest.err and str(config.name) in difftest.err


def _rank_mismatch_suite(root, expected_run_failures):
    """test_scan_sum's shape: the flagfile feeds 1x2 to a rank-1 argument."""
    d = root / "onnx" / "node" / "generated" / "test_rank"
    d.mkdir(parents=True)
    model = (ONNX_ADD / "model.mlir").read_text().replace("[3,4,5]", "[2]").replace("test_add", "test_rank")
    (d / "model.mlir").write_text(model)
    for i in range(2):
        np.ones((1, 2), np.float32).tofile(d / f"input_{i}.bin")
    np.full((1, 2), 2, np.float32).tofile(d / "output_0.bin")
    (d / "run_module_io_flags.txt").write_text("--input=1x2xf32=@input_0.bin\n--input=1x2xf32=@input_1.bin\n"
                                               "--expected_output=1x2xf32=@output_0.bin\n")
    config = root / "config.json"
    config.write_text(json.dumps({"config_name": "cpu", "iree_compile_flags": [], "iree_run_module_flags": [],
                                  "skip_compile_tests": [], "skip_run_tests": [], "expected_compile_failures": [],
                                  "expected_run_failures": expected_run_failures}))
    return root / "onnx" / "node" / "generated", config


def test_suite_data_the_module_rejects_is_a_run_failure_and_its_xfail_applies(tmp_path, difftest):
    corpus, config = _rank_mismatch_suite(tmp_path / "listed", ["onnx/node/generated/test_rank"])
    rc, report, text = difftest(str(corpus), "--suite-config", str(config))
    case = report["cases"][0]
    assert case["verdict"] == "xfail" and "rank mismatch" in case["reason"] and rc == 0, text
    corpus, config = _rank_mismatch_suite(tmp_path / "unlisted", [])
    rc, report, _ = difftest(str(corpus), "--suite-config", str(config))
    assert report["cases"][0]["verdict"] == "both-run-fail"  # as the suite's own tools see it, not a case-error


# ---- xfails that must match -------------------------------------------------------------------


def _failed(verdict: Verdict, baseline_error: str | None = None, candidate_error: str | None = None) -> CaseResult:
    r = CaseResult(case="c/x", path="/c/x.mlir", target="cuda:sm_80", toolchain={}, verdict=verdict, reason="")
    for side, err in (("baseline", baseline_error), ("candidate", candidate_error)):
        r.variants[side] = VariantResult(side, [], compile=CompileRecord(Stage.FAILED if err else Stage.OK, [],
                                                                         error_line=err))
    return r


def test_an_xfail_is_held_to_the_error_and_the_sides_it_names():
    cpu_bug = Scoped("delinearize bug", match="'affine.delinearize_index' op", sides=("baseline", "candidate"))
    on_cpu = _failed(Verdict.BOTH_COMPILE_FAIL, "x.mlir:1:1: error: 'affine.delinearize_index' op no basis",
                     "x.mlir:1:1: error: 'affine.delinearize_index' op no basis")
    assert xfail_mismatch(on_cpu, cpu_bug) is None
    # On CUDA the baseline compiles and the candidate fails otherwise: not the bug the xfail names.
    on_cuda = _failed(Verdict.CANDIDATE_COMPILE_FAIL, None, "x.mlir:2:2: error: 'memref.copy' op ...")
    why = xfail_mismatch(on_cuda, cpu_bug)
    assert "expects baseline and candidate to fail, and candidate failed" in why
    assert "'memref.copy' op" in xfail_mismatch(on_cuda, Scoped("bug", match="delinearize"))
    assert xfail_mismatch(on_cuda, Scoped("any failure")) is None  # no match, no sides: any failure
    # A suite's expected run failure that fails to compile is another failure.
    assert "fail to run" in xfail_mismatch(on_cpu, Scoped("suite", stage="run"))


def test_xfail_mismatch_is_a_regression_end_to_end(tmp_path, difftest):
    corpus = write(tmp_path / "c", {
        "right.mlir": QKV, "wrong.mlir": QKV,
        "difftest.toml": f'[cases."right"]\nxfail = {{ reason = "seed bug", match = "{SEED_FLAG_BUG}", '
                         'sides = ["candidate"] }\n'
                         '[cases."wrong"]\nxfail = { reason = "a CPU bug", match = "affine.delinearize_index", '
                         'sides = ["baseline", "candidate"] }\n'})
    rc, report, text = difftest(str(corpus))
    cases = by_case(report)
    assert cases["c/right"]["verdict"] == "xfail"
    wrong = cases["c/wrong"]
    assert wrong["verdict"] == "xfail-mismatch" and wrong["regressed"] and rc == 1
    assert "not as the xfail (a CPU bug) says" in wrong["reason"] and "candidate-compile-fail" in wrong["reason"]


def test_update_expectations_writes_match_and_sides():
    r = _failed(Verdict.CANDIDATE_COMPILE_FAIL, None,
                f"/home/me/x.mlir:11:9: error: 'linalg.generic' op {SEED_FLAG_BUG}.")
    r.reason = "candidate fails to compile: ..."
    _, xfails, notes = desired(r, "llvm-cpu", (), ())
    (rule,) = xfails
    assert rule.sides == ("candidate",) and rule.targets == ("llvm-cpu",)
    assert not rule.match.startswith("/home") and "linalg" in rule.match
    # The reason names no path of the writer's machine, and is never cut mid-word.
    assert "/home" not in rule.value and rule.value.startswith("candidate-compile-fail: 'linalg.generic' op write")
    r.variants["candidate"].compile.error_line = "/home/me/x.mlir:11:9: error: 'linalg.generic' op " + " ".join([SEED_FLAG_BUG] * 9)
    long_reason = desired(r, "llvm-cpu", (), ())[1][0].value
    assert long_reason.endswith(" ...") and long_reason[:-4].rsplit(" ", 1)[-1] in SEED_FLAG_BUG.split()
    assert xfail_mismatch(r, rule) is None  # what it writes, it accepts
    assert suggest_match(["a.mlir:1:1: error: one", "a.mlir:1:1: error: two"]) == "one|two"
    assert suggest_match(["x: error: 'a.b' op (c)"]) == "'a\\.b' op \\(c\\)"


def test_update_expectations_leaves_a_generated_file_and_names_its_generator(tmp_path, difftest, capsys):
    header = "# Generated by regen.py: structural expectations.\n# Hand edits are lost; change regen.py instead.\n"
    corpus = write(tmp_path / "c", {"a.mlir": QKV, "regen.py": "# the generator\n", "difftest.toml": header})
    rc, report, _ = difftest(str(corpus))
    assert rc == 1
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 1
    captured = capsys.readouterr()
    assert (corpus / "difftest.toml").read_text() == header  # untouched
    assert "is generated by regen.py" in captured.err and str(corpus / "regen.py") in captured.err
    assert "+[cases.a]" in captured.out and "sides = [\"candidate\"]" in captured.out  # the change to make there


# ---- one pair per total -----------------------------------------------------------------


def test_command_line_flags_apply_to_every_case_even_with_the_corpus_own_variants(tmp_path, difftest):
    corpus = write(tmp_path / "c", {
        "a.mlir": ADD_ONE,
        "difftest.toml": '[variants.baseline]\nflags = []\n[variants.candidate]\n'
                         'flags = ["--iree-dispatch-creation-data-tiling"]\n[cases."a"]\nxfail = "corpus pair bug"\n'})
    rc, report, text = difftest(str(corpus), "--candidate-flag=--iree-dispatch-creation-data-tiling")
    case = report["cases"][0]
    # Not `[]` against data tiling: the default baseline, since the command line named the candidate.
    assert case["pair"]["baseline"] == ["--iree-dispatch-creation-data-tiling"]
    assert case["pair"]["candidate"] == ["--iree-dispatch-creation-data-tiling"]
    assert case["verdict"] == "identical" and rc == 0  # no false xpass: the corpus's xfail is for its own pair
    assert any("expect and xfail not applied" in f for f in case["findings"])


def test_totals_and_charts_never_mix_pairs(tmp_path, difftest):
    write(tmp_path / "p1", {"a.mlir": ADD_ONE})
    write(tmp_path / "p2", {"b.mlir": TIMES_TWO,
                            "difftest.toml": '[variants.candidate]\nflags = ["--iree-opt-level=O1"]\n'})
    rc, report, text = difftest(str(tmp_path / "p1"), str(tmp_path / "p2"))
    assert rc == 0
    assert "pair 1:" in text and "pair 2:" in text and "--iree-opt-level=O1" in text
    results = load_results(tmp_path / "report0.json").cases
    html = render_html(results, report["meta"])
    assert html.count("pair 1") >= 1 and html.count("pair 2") >= 1
    md = render_markdown(results, report["meta"])
    assert "| pair |" in md or "pair 1" in md


# ---- a gate no report reads greener than it is ------------------------------------------


def test_every_format_and_stderr_agree_with_exit_2(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "bad.mlir": "this is not MLIR"})
    md, html = tmp_path / "r.md", tmp_path / "r.html"
    rc, report, text = difftest(str(corpus), extra=("--markdown", str(md), "--html", str(html)))
    assert rc == 2
    for page in (md.read_text(), html.read_text(), text):
        assert "gate: does not pass (exit 2)" in page and "no regressions" not in page
    assert ":white_check_mark:" not in md.read_text()
    # report and merge say why they exit 2, on stderr.
    assert main(["report", str(tmp_path / "report0.json")]) == 2
    assert "could not be set up (case-error)" in capsys.readouterr().err
    out = tmp_path / "merged.json"
    assert main(["merge", str(tmp_path / "report0.json"), "-o", str(out)]) == 2
    captured = capsys.readouterr()
    assert "could not be set up (case-error)" in captured.err
    assert len(captured.out.splitlines()) < 15  # a summary, not every case


def test_merge_writes_nothing_when_it_refuses(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    difftest(str(corpus), "--shard", "1/2")
    out = tmp_path / "all.json"
    assert main(["merge", str(tmp_path / "report0.json"), "-o", str(out), "--html", str(tmp_path / "a.html")]) == 2
    assert not out.exists() and not (tmp_path / "a.html").exists()
    assert "nothing was written" in capsys.readouterr().err


# ---- shards -------------------------------------------------------------------------------


def test_list_respects_the_shard_and_the_split_is_balanced_without_durations(tmp_path, capsys):
    op = "  %{n} = arith.addf %x, %x : tensor<8xf32>\n"
    heavy = "func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {\n" + "".join(op.format(n=i) for i in range(60)) \
        + "  return %x : tensor<8xf32>\n}\n"
    light = {f"l{i}.mlir": ADD_ONE for i in range(6)}
    corpus = write(tmp_path / "c", {"heavy.mlir": heavy, **light})
    listed = []
    for i in (1, 2):
        assert main(["run", str(corpus), "--list", "--shard", f"{i}/2"]) == 0
        listed.append(capsys.readouterr().out.split())
    assert sorted(listed[0] + listed[1]) == sorted(["c/heavy", *(f"c/l{i}" for i in range(6))])
    assert not set(listed[0]) & set(listed[1])
    # By op count: the heavy case takes a shard nearly to itself (by bytes too, but not 6 to 1 by chance).
    heavy_shard = next(s for s in listed if "c/heavy" in s)
    assert len(heavy_shard) <= 2


def test_merge_refuses_shards_split_by_different_durations(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    durations = tmp_path / "d.json"
    durations.write_text(json.dumps({"cases": [{"case": "c/a", "seconds": 9.0}]}))
    difftest(str(corpus), "--shard", "1/2")
    difftest(str(corpus), "--shard", "2/2", "--durations", "cache")
    assert main(["merge", str(tmp_path / "report0.json"), str(tmp_path / "report1.json"),
                 "-o", str(tmp_path / "m.json")]) == 2
    assert "split" in capsys.readouterr().err


# ---- reports that explain themselves ------------------------------------------------------------


# slow: a run with its reports (about 4 s)
@pytest.mark.slow
def test_reports_say_what_memory_was_planned_and_what_was_measured(tmp_path, difftest):
    md, html = tmp_path / "r.md", tmp_path / "r.html"
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"), extra=("--markdown", str(md), "--html", str(html)))
    assert rc == 0
    for page in (text, md.read_text(), html.read_text()):
        assert "transient memory (planned)" in page
    case = report["cases"][0]
    base = case["variants"]["baseline"]
    # The vmfb explained: module, constants and executables, each executable's size.
    assert set(base["compile"]["vmfb_sections"]) >= {"module", "executables"}
    assert base["compile"]["executables"] and all(v > 0 for v in base["compile"]["executables"].values())
    # Measured by the runtime's allocator where it keeps statistics, and labelled as such.
    measured = base["run"]["allocated_bytes"]
    assert measured is None or measured > 0
    assert "allocated" in html.read_text()


def test_the_golden_arbitrates_over_reference_and_uses_its_own_tolerances(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    x = np.random.default_rng(0).normal(size=8).astype(np.float32)
    np.savez(corpus / "a.inputs.npz", arg0=x)
    np.savez(corpus / "a.golden.npz", output0=(x.astype(np.float64) + 1.0))
    rc, report, _ = difftest(str(corpus), "--reference")
    case = report["cases"][0]
    assert case["arbiter"].startswith("golden")
    gold = [c for c in case["comparisons"] if c["against"] == "golden"]
    pair = [c for c in case["comparisons"] if c["against"] == "baseline"]
    assert gold and pair and (gold[0]["rtol"], gold[0]["atol"]) != (pair[0]["rtol"], pair[0]["atol"])


def test_a_failed_run_record_holds_the_runtime_error_not_difftest_internals(tmp_path, difftest):
    rc, report, _ = difftest(str(CASES / "crash"), "-k", "oob")
    run = by_case(report)["crash/oob_gather"]["variants"]["baseline"]["run"]
    assert run["status"] == "crashed" and run["returncode"] != 0
    assert "Traceback" not in (run["error_excerpt"] or "") and "difftest/child" not in (run["error_excerpt"] or "")


# ---- wording ------------------------------------------------------------------------------------


def test_wording(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c$x", {"a.mlir": ADD_ONE, "difftest.toml": '[cases."a"]\nxfail = "once broken"\n'})
    rc, report, text = difftest(str(corpus), "-q")
    case = report["cases"][0]
    assert case["verdict"] == "xpass" and "no longer holds" in case["reason"] and "but identical" not in text
    assert "1 case:" in text and "1 cases" not in text
    assert "FAIL expect" not in text
    assert len(text.splitlines()) < 20  # -q: the summary, not every case's progress
    out = tmp_path / "o$ut"
    main(["run", str(corpus), "--out", str(out), "-q", "--repeat", "1"])
    assert f"artifacts: '{out}'" in capsys.readouterr().out  # a path holding $ is quoted for a shell
    # --no-... switches show no "(default: True)".
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    help_text = capsys.readouterr().out
    assert "(default: True)" not in help_text and "(default: False)" not in help_text


# ---- habits people expect ------------------------------------------------------------------------


@pytest.fixture
def one_failing(tmp_path, capsys, cache_dir, monkeypatch):
    """A corpus of three whose b does not parse, run once: (corpus, common options)."""
    monkeypatch.chdir(tmp_path)
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": "not MLIR", "c.mlir": TIMES_TWO})
    common = ["--cache-dir", str(cache_dir), "--repeat", "1", "-q"]
    assert main(["run", str(corpus), *common]) == 2
    capsys.readouterr()
    return corpus, common


def test_last_failed_reruns_only_what_did_not_pass(tmp_path, capsys, one_failing):
    corpus, common = one_failing
    assert main(["run", str(corpus), "--last-failed", "--json", "lf.json", *common]) == 2
    err = capsys.readouterr().err
    assert "1 case that did not pass" in err and "(2 deselected)" in err
    assert [c["case"] for c in json.loads((tmp_path / "lf.json").read_text())["cases"]] == ["c/b"]
    # Fixed: the next --lf runs it and passes; the one after has nothing to go by and runs all.
    (corpus / "b.mlir").write_text(ADD_ONE)
    assert main(["run", str(corpus), "--lf", *common]) == 0
    assert main(["run", str(corpus), "--lf", "--json", "all.json", *common]) == 0
    assert "nothing failed in the last run" in capsys.readouterr().err
    assert len(json.loads((tmp_path / "all.json").read_text())["cases"]) == 3


def test_last_failed_takes_the_failures_of_a_run_that_asked_the_same(tmp_path, capsys, one_failing):
    corpus, common = one_failing
    # Another pair: the last run's failures are not its own; it runs everything and says why.
    other = "--candidate-flag=--iree-dispatch-creation-data-tiling"
    assert main(["run", str(corpus), "--lf", other, "--json", "other.json", *common]) == 2
    err = capsys.readouterr().err
    assert "asked for another target or pair" in err
    assert len(json.loads((tmp_path / "other.json").read_text())["cases"]) == 3
    # The original question again: its own last run's one failure.
    assert main(["run", str(corpus), "--lf", "--json", "same.json", *common]) == 2
    assert "1 case that did not pass" in capsys.readouterr().err
    assert [c["case"] for c in json.loads((tmp_path / "same.json").read_text())["cases"]] == ["c/b"]


# slow: several runs and a prune (about 3 s)
@pytest.mark.slow
def test_old_runs_are_retired_and_the_cache_can_be_pruned(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DIFFTEST_KEEP_RUNS", "2")
    cache = tmp_path / "cache"
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    for _ in range(3):
        assert main(["run", str(corpus), "--cache-dir", str(cache), "--repeat", "1", "-q"]) == 0
    assert len([p for p in (tmp_path / "difftest-out").iterdir() if p.is_dir()]) == 2
    assert "removed 1 old run" in capsys.readouterr().err
    assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
    info = capsys.readouterr().out
    assert "compile" in info and "signature" in info and "total" in info
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    assert not list((cache / "compile").glob("*/*"))
    assert main(["run", str(corpus), "--cache-dir", str(cache), "--repeat", "1", "-q"]) == 0  # works after


BF16_TWICE = """func.func @main(%a: tensor<8xbf16>) -> tensor<8xbf16> {
  %r = arith.addf %a, %a : tensor<8xbf16>
  return %r : tensor<8xbf16>
}
"""


def _cold_then_warm(corpus, cache, out, *extra) -> tuple[set[str], set[str]]:
    """The modules a cold and then a warm run of the real CLI import (`-X importtime`)."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    listings = []
    for name in ("cold", "warm"):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "difftest", "run", str(corpus),
                               "--cache-dir", str(cache), "--out", str(out / name), "-q",
                               "--json", str(out / f"{name}.json"), *extra],
                              capture_output=True, text=True, env=env, timeout=1800)
        assert done.returncode == 0, done.stderr[-2000:]
        listings.append({line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()
                         if line.startswith("import time:")})
    return listings[0], listings[1]


def _unused_on_a_warm_run(warm: set[str]) -> list[str]:
    assert "numpy" in warm, "the import listing was not read"
    return sorted(n for n in warm if n.split(".")[0] == "ml_dtypes" or "_mlir_libs" in n.split("."))


def test_a_warm_run_imports_neither_the_bindings_nor_ml_dtypes(tmp_path):
    """Signatures are remembered by the IR's bytes, judgements by what
    decides them (run/judge/memo.py), and ml_dtypes is imported only for
    arrays of its types: a warm run of an unchanged corpus, a bf16 case with
    a float64 golden among its cases, imports neither the MLIR bindings nor
    ml_dtypes (a cold and a warm run of the real CLI, about 4 s)."""
    values = [1, 2, 3, 4, 0.5, 0.25, -1, -2]
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": BF16_TWICE,
                                    "difftest.toml": f'[cases."b"]\ninputs.arg0 = {{ values = {values} }}\n'
                                                     'golden = "b.golden.npz"\n'})
    np.savez(corpus / "b.golden.npz", output0=2 * np.array(values, dtype=np.float64))
    cold, warm = _cold_then_warm(corpus, tmp_path / "cache", tmp_path, "--repeat", "1")
    assert "iree.compiler.ir" in cold or any("_mlir_libs" in n.split(".") for n in cold)
    assert any(n.split(".")[0] == "ml_dtypes" for n in cold), "the cold run read no bf16: the case tests nothing"
    unused = _unused_on_a_warm_run(warm)
    assert not unused, unused
    case = by_case(json.loads((tmp_path / "warm.json").read_text()))["c/b"]
    assert case["verdict"] == "identical" and case["arbiter"] == "golden b.golden.npz", case


@pytest.mark.slow
def test_a_warm_run_of_corpora_llama_imports_no_ml_dtypes(tmp_path):
    """#57's done-when, as it says: `python -X importtime -m difftest run
    corpora/llama` on a warm cache imports no ml_dtypes (its bf16 layer's
    outputs are judged against a float64 golden)."""
    cold, warm = _cold_then_warm(REPO / "corpora" / "llama", tmp_path / "cache", tmp_path)
    assert any(n.split(".")[0] == "ml_dtypes" for n in cold)
    unused = _unused_on_a_warm_run(warm)
    assert not unused, unused


SUITES_CLONE = os.environ.get("DIFFTEST_TEST_SUITES")  # a checkout of iree-org/iree-test-suites


@pytest.mark.slow
@pytest.mark.skipif(not SUITES_CLONE, reason="set DIFFTEST_TEST_SUITES to a checkout of iree-test-suites")
def test_the_real_torch_ops_suite_runs_unchanged(difftest):
    root = os.path.join(SUITES_CLONE, "torch_ops")
    rc, report, text = difftest(os.path.join(root, "generated"), "--suite-config",
                                os.path.join(root, "configs", "torch_ops_cpu_llvm_sync.json"))
    assert rc == 0, text
    assert "goldens: not available for" in text
    assert all(c["verdict"] in ("identical", "within-tolerance", "compiled", "skipped") for c in report["cases"])


def test_retention_counts_the_current_run_among_those_kept(tmp_path):
    """Three runs in one second: the run ids' random tails sort in any
    order, and the current run may sort first; it still counts as kept."""
    from difftest.run.housekeeping import prune_runs

    names = ["20261201-012658-888888", "20261201-012658-ffffff", "20261201-012658-000001"]  # oldest run first
    for i, name in enumerate(names):
        (tmp_path / name).mkdir()
        (tmp_path / name / "results.jsonl").write_text("{}\n")
        os.utime(tmp_path / name / "results.jsonl", (1000 + i, 1000 + i))
    current = tmp_path / names[2]  # the newest, though its id sorts first
    removed = prune_runs(tmp_path, 2, current=current)
    assert removed == [tmp_path / names[0]]
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_dir()) == sorted(names[1:])
