"""difftest explain and difftest reduce, on small IR with the real compiler
and runtime: the first divergent dispatch of an injected bf16 demotion, no
divergence on a bit-identical pair, a bounded capture that says what it
dropped, and reductions of the corpus's q/k/v compile failure and of an
injected numeric difference that keep their verdicts."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.investigate.executables import error_message

from .conftest import CASES, DEMOTED_CANDIDATE, REPO

SEED = CASES / "seed_diamond.mlir"
QKV = REPO / "corpora" / "patterns" / "qkv_three_users.mlir"


def explain(tmp_path, cache_dir, capsys, *args):
    out = tmp_path / "explain"
    rc = main(["explain", *map(str, args), "--out", str(out), "--cache-dir", str(cache_dir), "--repeat", "1"])
    text = capsys.readouterr().out
    return rc, json.loads((out / "explain.json").read_text()), text


def test_explain_names_the_matmul_when_its_inputs_are_demoted(tmp_path, cache_dir, capsys):
    rc, ex, text = explain(tmp_path, cache_dir, capsys, SEED, *DEMOTED_CANDIDATE)
    assert rc == 0, text
    assert ex["verdict"] == "numerics-differ"
    assert ex["outcome"] == "localised"
    assert "_matmul_" in ex["dispatch"], ex["dispatch"]
    # The elementwise dispatch before it matches the baseline (its bf16
    # output, after rounding the baseline's f32 one).
    assert ex["matched_before"] and "_elementwise_" in ex["matched_before"][0]
    assert all("none" not in m for m in ex["matched_before"])
    assert {t["status"] for t in ex["tensors"] if t["role"].startswith("input")} <= {"identical", "within", "converted"}
    assert ex["figures"]["mismatch_count"] > 0 and ex["figures"]["max_abs_error"] > 1e-3
    assert "_matmul_" in ex["closest"]
    # The matmul of the case, line 11, is what the dispatch holds.
    assert any("seed_diamond.mlir:11:" in loc and "linalg.matmul" in loc for loc in ex["locations"]), ex["locations"]
    for name in ("candidate", "baseline", "diff"):
        assert Path(ex["files"][name]).is_file()
    diff = Path(ex["files"]["diff"]).read_text()
    assert "bf16" in diff and diff.startswith("---")
    # Tracing adds decode dispatches only; the program's own are unchanged.
    assert all(c["program_unchanged"] for c in ex["dispatch_counts"].values())
    assert "first divergent dispatch: " + ex["dispatch"] in text


# slow: a traced explain (about 8 s)
@pytest.mark.slow
def test_explain_reports_no_divergence_on_a_bit_identical_pair(tmp_path, cache_dir, capsys):
    rc, ex, text = explain(tmp_path, cache_dir, capsys, SEED)
    assert rc == 0, text
    assert ex["verdict"] == "identical"
    assert ex["outcome"] == "no-divergence"
    # The modules differ (the seed flag fuses), so this was decided by tracing
    # both and matching every candidate tensor bit for bit, keeping no data.
    assert ex["dispatch_counts"]["candidate"]["compiled"] < ex["dispatch_counts"]["baseline"]["compiled"]
    assert ex["capture"]["candidate_tensors"] > 0 and ex["capture"]["kept"] == 0
    assert ex["capture"]["dropped"] == 0
    assert "no divergence" in text


# slow: a traced explain (about 10 s)
@pytest.mark.slow
def test_explain_with_no_capture_says_what_it_dropped_and_exits_1(tmp_path, cache_dir, capsys):
    rc, ex, text = explain(tmp_path, cache_dir, capsys, SEED, *DEMOTED_CANDIDATE, "--capture-mb", "0")
    assert rc == 1, text
    assert ex["outcome"] == "not-localised"
    assert "not kept" in ex["reason"]
    assert ex["capture"]["dropped"] > 0 and ex["capture"]["kept_bytes"] == 0
    assert any("raise --capture-mb" in f for f in ex["findings"])


def test_explain_pins_a_compile_failure_to_its_executable(tmp_path, cache_dir, capsys):
    rc, ex, text = explain(tmp_path, cache_dir, capsys, QKV.parent, "-k", "qkv_three_users and not elementwise")
    assert rc == 0, text
    assert ex["verdict"] == "candidate-compile-fail" and ex["outcome"] == "executable"
    assert any("qkv_three_users.mlir:19:" in loc for loc in ex["locations"])  # the normalisation producer
    assert "--compile-mode=hal-executable" in ex["command"]
    assert Path(ex["files"]["candidate"]).is_file() and ex["files"]["candidate"] in ex["command"]


def reduce(tmp_path, cache_dir, capsys, *args):
    out = tmp_path / "work"
    rc = main(["reduce", *map(str, args), "--out", str(out), "--cache-dir", str(cache_dir), "--repeat", "1",
               "--output", str(tmp_path / "reduced")])
    text = capsys.readouterr().out
    return rc, json.loads((out / "reduce.json").read_text()), text


def run_json(tmp_path, cache_dir, capsys, name, *args) -> dict:
    report = tmp_path / f"{name}.json"
    main(["run", *map(str, args), "--out", str(tmp_path / name), "--json", str(report), "--cache-dir",
          str(cache_dir), "--repeat", "1"])
    capsys.readouterr()
    return json.loads(report.read_text())["cases"][0]


# slow: a whole reduction of a 13-op program (about a minute)
@pytest.mark.slow
def test_reduce_the_qkv_compile_failure(tmp_path, cache_dir, capsys):
    rc, red, text = reduce(tmp_path, cache_dir, capsys, QKV)
    assert rc == 0, text
    assert red["verdict"] == "candidate-compile-fail"
    assert "write affecting operations on global resources" in red["error"]
    assert red["minimal"] and red["outcome"] == "reduced"
    # 13 ops in @main: three matmuls and their fills, the reduction and the
    # normalisation. What is left is the normalisation feeding two matmuls.
    assert red["original_ops"] == 13 and red["reduced_ops"] <= 5, red

    reduced = Path(red["output"])
    assert reduced.parent == tmp_path / "reduced" and reduced.name == "qkv_three_users.mlir"
    assert reduced.read_text().count("linalg.matmul") == 2
    # Dropped into a corpus, it gives the same verdict: the same first error,
    # with a baseline that compiles; and the xfail written with it holds.
    plain = run_json(tmp_path, cache_dir, capsys, "plain", reduced, "--no-expectations")
    assert plain["verdict"] == "candidate-compile-fail"
    assert plain["variants"]["baseline"]["compile"]["status"] == "ok"
    assert error_message(plain["variants"]["candidate"]["compile"]["error_line"]) == red["error"]
    xfailed = run_json(tmp_path, cache_dir, capsys, "xfail", reduced)
    assert xfailed["verdict"] == "xfail"

    # The dispatch-level reproducer compiles alone, to the same error.
    exe = red["executable"]
    assert Path(exe["file"]).is_file() and exe["file"].startswith(str(tmp_path / "reduced" / "executables"))
    done = subprocess.run(exe["command"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    first = next(ln for ln in done.stderr.splitlines() if "error:" in ln)
    assert error_message(first) == red["error"]
    # ... and is never taken for a case of the corpus it was written into.
    assert main(["run", str(tmp_path / "reduced"), "--list"]) == 0
    assert capsys.readouterr().out.split() == ["reduced/qkv_three_users"]


# slow: a whole numerics reduction (about 30 s)
@pytest.mark.slow
def test_reduce_an_injected_numeric_difference_keeps_numerics_differ(tmp_path, cache_dir, capsys):
    rc, red, text = reduce(tmp_path, cache_dir, capsys, SEED, *DEMOTED_CANDIDATE)
    assert rc == 0, text
    assert red["verdict"] == "numerics-differ" and red["outcome"] == "reduced"
    assert red["reduced_ops"] < red["original_ops"]
    assert "linalg.matmul" in Path(red["output"]).read_text()
    # The candidate's flags travel with the case: a plain run of it differs.
    plain = run_json(tmp_path, cache_dir, capsys, "plain", red["output"], "--no-expectations")
    assert plain["verdict"] == "numerics-differ"
    assert red["check"]["with_expectations"] == "xfail"


def test_reduce_refuses_a_passing_case_and_names_the_verdict(tmp_path, cache_dir, capsys):
    rc, red, text = reduce(tmp_path, cache_dir, capsys, SEED)
    assert rc == 1
    assert "identical" in red["reason"] and "--until" in red["reason"]
    assert not (tmp_path / "reduced").exists()


def test_run_prints_explain_and_reduce_next_to_a_difference(difftest, tmp_path):
    import shlex

    from difftest.cli.parser import build_parser

    md = tmp_path / "report.md"
    rc, report, text = difftest(str(SEED), *DEMOTED_CANDIDATE, extra=("--markdown", str(md)))
    assert rc == 1 and report["cases"][0]["verdict"] == "numerics-differ"
    nexts = [ln.strip().removeprefix("next: ") for ln in text.splitlines() if ln.strip().startswith("next: ")]
    assert [n.split()[1] for n in nexts] == ["explain", "reduce"], text
    for cmd in nexts:
        args = build_parser().parse_args(shlex.split(cmd)[1:])
        # The command the user would run: this case, with the run's own variants.
        assert [p.name for p in args.corpus] == ["seed_diamond.mlir"]
        assert args.candidate_flags == [f.split("=", 1)[1] for f in DEMOTED_CANDIDATE]
        assert f"`{cmd}`" in md.read_text()


def test_ddmin_finds_a_one_minimal_flag_subset():
    from difftest.investigate.flags import ddmin, differing

    calls = []

    def holds(subset):
        calls.append(list(subset))
        return {"--b", "--d"} <= set(subset)

    found, minimal = ddmin(["--a", "--b", "--c", "--d", "--e"], holds)
    assert found == ["--b", "--d"] and minimal
    assert all(c == sorted(c, key=["--a", "--b", "--c", "--d", "--e"].index) for c in calls)  # order kept
    assert ddmin(["--x"], lambda s: True) == ([], True)  # not even that flag: the baseline's own verdict
    assert differing(["--dt"], ["--dt", "--seed", "--demote"]) == ["--seed", "--demote"]


def test_flag_bisection_names_the_demotion_flags_not_the_seed_flag(tmp_path, capsys):
    """The README's explain example: data tiling, the seed flag and the two
    bf16 demotion flags on diamond_8b. The seed flag is not what breaks it."""
    rc = main(["reduce", str(REPO / "corpora" / "patterns" / "diamond_8b.mlir"), "--flags",
               "--candidate-flag=--iree-dispatch-creation-data-tiling",
               "--candidate-flag=--iree-dispatch-creation-experimental-multi-use-encoding-fusion",
               "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
               "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul",
               "-o", str(tmp_path / "reduced"), "--out", str(tmp_path / "out"), "--time-budget", "240",
               # One program pass after the flags: this test is the flag level's; the
               # program level's passes have tests of their own (all of them: 24 s more).
               "--passes", "drop-result",
               "--json", str(tmp_path / "reduce.json"), "--repeat", "1"])
    out = capsys.readouterr().out
    red = json.loads((tmp_path / "reduce.json").read_text())
    needed = red["needed_flags"]
    assert rc == 0 and needed and red["flags_minimal"], out
    assert all("demote-contraction" in f for f in needed)
    assert "the verdict needs only: " + " ".join(needed) in out
    # The reduced case's [variants] carry only those on top of the baseline.
    toml = (tmp_path / "reduced" / "difftest.toml").read_text()
    assert "multi-use-encoding-fusion" not in toml and all(f in toml for f in needed)


def test_an_output_directory_pinning_other_variants_is_refused_in_words(tmp_path):
    from difftest.investigate.irreduce import ReduceError
    from difftest.investigate.reduced_case import check_output_dir

    (tmp_path / "difftest.toml").write_text('[variants.baseline]\nflags = []\n[variants.candidate]\n'
                                            'flags = ["--iree-dispatch-creation-data-tiling"]\n')
    with pytest.raises(ReduceError) as e:
        check_output_dir(tmp_path, {"baseline": (), "candidate": ("--x",)})
    text = str(e.value)
    assert "candidate: there [--iree-dispatch-creation-data-tiling], here [--x]" in text
    assert "{" not in text and "('" not in text and "--output DIR" in text


def test_without_output_a_reduction_of_another_pair_takes_the_next_free_directory(tmp_path):
    from difftest.investigate.reduced_case import output_dir_for

    base = tmp_path / "reduced"
    flagged = {"baseline": ("--a",), "candidate": ("--a", "--b")}
    seed = {"baseline": ("--a",), "candidate": ("--a", "--c")}
    assert output_dir_for(flagged, base) == base  # nothing there yet
    base.mkdir()
    (base / "difftest.toml").write_text('[variants.baseline]\nflags = ["--a"]\n[variants.candidate]\n'
                                        'flags = ["--a", "--b"]\n')
    assert output_dir_for(flagged, base) == base  # the same pair shares it
    assert output_dir_for(seed, base) == tmp_path / "reduced-2"  # another pair goes on beside it
    (tmp_path / "reduced-2").mkdir()
    (tmp_path / "reduced-2" / "difftest.toml").write_text('[variants.baseline]\nflags = []\n')
    assert output_dir_for(seed, base) == tmp_path / "reduced-3"


# slow: a traced explain (about 9 s)
@pytest.mark.slow
def test_explain_traces_a_check_tests_lifted_module_not_the_file_it_came_from(tmp_path, capsys):
    """A check test is judged as its lifted module (the checks' values made
    results): explain must trace that module, or the traced program is not
    the one judged (its outputs and executables differ)."""
    demote = ["--iree-dispatch-creation-data-tiling", "--iree-global-opt-demote-contraction-inputs-type=bf16",
              "--iree-global-opt-demote-contraction-inputs-operations=matmul"]
    rc = main(["explain", str(CASES / "checks" / "matmul.mlir"), "-k", "matmul_f32",
               *(f"--candidate-flag={f}" for f in demote), "--out", str(tmp_path / "out"),
               "--json", str(tmp_path / "x.json"), "--cache-dir", str(tmp_path / "cache")])
    capsys.readouterr()
    ex = json.loads((tmp_path / "x.json").read_text())
    assert rc == 0 and ex["outcome"] == "localised", ex["reason"]
    assert not any("tracing changed" in f for f in ex["findings"]), ex["findings"]
    assert "matmul" in ex["dispatch"]


# slow: a ROCm reduction of many compiles (about 21 s); bug keys that see through renumbering are tested without it
# (tests/test_fuzz_findings.py), and the reducer's passes run in the default tier (tests/test_reduce_passes.py)
@pytest.mark.slow
def test_reduce_sees_through_renumbered_values_to_the_one_op_that_fails(tmp_path, cache_dir, capsys):
    """The ROCm bf16-accumulator bug prints the failing op in generic form,
    SSA numbers and all (`%23 = "linalg.matmul"(%14, %16, %22) ...`); every
    cut renumbers them. Judged by the bug's key, 7 ops go to the matmul alone
    (it stayed at 6 while the error was compared as text)."""
    case = CASES / "lowp" / "bf16_accumulator_rocm.mlir"
    rc, red, text = reduce(tmp_path, cache_dir, capsys, case, "--target", "rocm:gfx942", "--compile-only")
    assert rc == 0 and red["verdict"] == "both-compile-fail", text
    assert "failed to legalize operation 'linalg.matmul'" in red["error"]
    assert red["original_ops"] == 7 and red["reduced_ops"] <= 4 and red["minimal"], red
    ir = [ln for ln in Path(red["output"]).read_text().splitlines() if not ln.startswith("//")]
    assert sum("linalg.matmul" in ln for ln in ir) == 1
