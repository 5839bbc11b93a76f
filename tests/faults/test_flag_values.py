"""A gate that cannot vouch never passes: a flag value the compiler rejects
(in a difftest.toml or on the command line) is the run's configuration, not
the case's failure nor the candidate's regression; a merge never writes
over its own input; a run that compared nothing never says it compared."""
from __future__ import annotations

import json
import subprocess

from difftest.cli import main
from difftest.core.results import CaseResult
from difftest.core.verdicts import Stage, Verdict
from difftest.report.gate import headline
from difftest.run.compile.modules import _from_cache, record_from_log
from difftest.run.compile.outcome import cacheable

from ..conftest import CASES, by_case, write
from .helpers import ADD_ONE, TIMES_TWO, real_compiler

O9 = "--iree-opt-level=O9"
MAYBE = "--iree-dispatch-creation-data-tiling=maybe"
O9_WORDS = "'O9' value not a valid optimization level"


def test_a_rejected_value_in_a_corpus_toml_keeps_the_gate_from_passing_and_names_the_file(tmp_path, difftest):
    typo = write(tmp_path / "typo", {"a.mlir": ADD_ONE, "difftest.toml": f'[defaults]\nflags = ["{O9}"]\n'})
    fine = write(tmp_path / "fine", {"b.mlir": TIMES_TWO})
    rc, report, _ = difftest(str(typo), str(fine))
    cases = by_case(report)
    # Before: both-compile-fail, a broken case skipped, and the other corpus's pass made the gate green.
    assert cases["typo/a"]["verdict"] == "flag-unsupported", cases["typo/a"]["reason"]
    assert cases["fine/b"]["verdict"] == "identical"
    assert rc == 2 and report["gate"]["code"] == 2
    said = report["gate"]["text"] + difftest.err
    toml = str((typo / "difftest.toml").resolve())
    assert f"rejects {O9} (baseline and candidate flags), from {toml}: {O9_WORDS}" in said
    assert O9_WORDS in cases["typo/a"]["reason"] and toml in cases["typo/a"]["reason"]


def test_a_rejected_value_on_the_command_line_is_not_the_candidates_regression(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    rc, report, _ = difftest(str(corpus), f"--candidate-flag={MAYBE}")
    (case,) = report["cases"]
    # Before: candidate-compile-fail, a REGRESSION, exit 1.
    assert case["verdict"] == "flag-unsupported" and rc == 2
    assert f"candidate: this compiler rejects {MAYBE} (from --candidate-flag on the command line)" in case["reason"]
    assert "'maybe' is invalid value for boolean argument" in difftest.err
    assert "from --candidate-flag on the command line" in report["gate"]["text"]
    # IREE's own words for a value it does not know, given to both sides: said without its location prefix.
    rc, report, _ = difftest(str(corpus), "--compile-flag=--iree-input-type=bogus")
    assert report["cases"][0]["verdict"] == "flag-unsupported" and rc == 2
    assert ("rejects --iree-input-type=bogus (baseline and candidate flags), from --compile-flag on the command "
            "line: unknown custom value for --iree-input-type='bogus'") in report["gate"]["text"]


def test_a_rejected_value_is_never_kept_as_an_answer_about_the_case(tmp_path):
    src = write(tmp_path, {"a.mlir": ADD_ONE}) / "a.mlir"
    argv = [real_compiler(), str(src), "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends="
            "llvm-cpu", O9, "-o", str(tmp_path / "m.vmfb")]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    rec = record_from_log(argv, done.returncode, done.stderr + done.stdout, 0.1, tmp_path / "m.vmfb",
                          tmp_path / "s.json", tmp_path / "l")
    assert rec.status is Stage.FLAG_UNSUPPORTED and rec.unsupported_flag == O9
    assert rec.error_line.startswith("iree-compile: for the --iree-opt-level option") and not cacheable(rec)
    # A cache an older difftest filled holds it as the case's compile failure: asked again, not believed.
    entry = tmp_path / "entry"
    entry.mkdir()
    old = {"status": "failed", "argv": argv, "returncode": 1, "error_line": rec.error_line}
    assert _from_cache((entry, old), argv, tmp_path / "out") is None


def test_merge_into_one_of_its_own_inputs_is_refused_before_anything_is_written(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    difftest(str(corpus), "--shard", "1/2")
    difftest(str(corpus), "--shard", "2/2")
    shard1, shard2 = tmp_path / "report0.json", tmp_path / "report1.json"
    before = shard1.read_bytes()
    assert main(["merge", str(shard1), str(shard2), "-o", str(tmp_path / "." / "report0.json")]) == 2
    err = capsys.readouterr().err
    assert shard1.read_bytes() == before
    assert "report0.json" in err and "one of the reports being merged" in err and "nothing was written" in err
    # Another report format written over an input is refused the same way; a retry elsewhere works.
    assert main(["merge", str(shard1), str(shard2), "-o", str(tmp_path / "all.json"), "--html", str(shard2)]) == 2
    assert json.loads(shard2.read_text())["schema"] == "difftest-run"
    assert main(["merge", str(shard1), str(shard2), "-o", str(tmp_path / "all.json")]) == 0


def test_a_gate_of_xfails_alone_passes_without_claiming_it_compared():
    results = [CaseResult("c/a", "a.mlir", "cuda:sm_80", {}, Verdict.XFAIL, "expected failure (x): candidate fails")]
    head = headline(results, {})
    assert head.code == 0 and "compared, and" not in head.text
    assert "nothing was compared: 1 case failed as the corpus expects (xfail)" in head.text
    compared = [*results, CaseResult("c/b", "b.mlir", "cuda:sm_80", {}, Verdict.IDENTICAL, "")]
    assert "compared, and nothing regressed" in headline(compared, {}).text


def test_a_gpu_target_without_its_device_whose_every_case_xfails_at_compile_does_not_pass_unless_compile_only(tmp_path,
                                                                                                   difftest):
    corpus = write(tmp_path / "c", {"diamond.mlir": (CASES / "seed_diamond.mlir").read_text(),
                                    "difftest.toml": '[cases."diamond"]\nxfail = "the seed flag breaks it on cuda"\n'})
    # Asked to execute where the device is missing: never green, as the README says of a gate that compared nothing.
    rc, report, text = difftest(str(corpus), "--target", "cuda:sm_80")
    assert [c["verdict"] for c in report["cases"]] == ["xfail"] and rc == 2
    assert report["gate"]["text"].startswith("gate: does not pass (exit 2): nothing was compared: no device cuda here")
    # Compile-only asks for the compile outcomes alone, and those were judged.
    rc, report, text = difftest(str(corpus), "--target", "cuda:sm_80", "--compile-only")
    assert [c["verdict"] for c in report["cases"]] == ["xfail"] and rc == 0
    assert "compared, and" not in report["gate"]["text"] and "nothing was compared" in report["gate"]["text"]
