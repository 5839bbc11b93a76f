"""The answers a reviewer reads at a glance: does the flag reach the corpus,
what a module really holds in memory beside what was planned, latency with
its confidence, expectations that belong to their pair; and a console that a
closed pipe cannot stop."""
from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

from pathlib import Path

import pytest

from difftest.core.figures import PEAK_NOISE_BYTES
from difftest.core.latency import change, geomean, slower_than
from difftest.core.results import CaseResult, RunRecord, VariantResult
from difftest.core.verdicts import Stage, Verdict
from difftest.run.stages import finalize

from .conftest import CASES, DEMOTED_CANDIDATE, REPO

DATA_TILING_ONLY = "--candidate-flag=--iree-dispatch-creation-data-tiling"


def test_a_flag_that_reaches_no_module_says_so_and_the_gate_is_unchanged(difftest, tmp_path):
    junit, markdown = tmp_path / "r.xml", tmp_path / "r.md"
    rc, report, text = difftest(str(REPO / "corpora" / "patterns"), DATA_TILING_ONLY,
                                extra=("--junit", str(junit), "--markdown", str(markdown)))
    n = len(report["cases"])
    assert rc == 0 and n >= 7
    assert all(c["reach"] == {"changed": False, "where": "same module", "detail": "byte-identical modules"}
               for c in report["cases"])
    assert f"the flag changed 0 of {n} modules" in text and "it does not reach this corpus" in text
    assert "it does not reach this corpus" in report["gate"]["text"]
    assert "the flag changed 0 of" in markdown.read_text()
    props = {p.get("name"): p.get("value") for p in ET.parse(junit).getroot().iter("property")}
    assert props["reach"].startswith("same module") and props["candidate.run"] == "same module, not run"


def test_a_byte_identical_candidate_is_not_measured_in_any_report(difftest, tmp_path):
    html = tmp_path / "r.html"
    rc, report, text = difftest(str(CASES / "bad" / "good.mlir"), DATA_TILING_ONLY, extra=("--html", str(html)))
    case = report["cases"][0]
    cand = case["variants"]["candidate"]["run"]
    assert cand["skipped_because"] and cand["latencies_ms"] == [] and cand["latency_ms"] is None
    assert cand["peak_bytes"] is None and case["measured"]["peak-bytes"]["candidate"] is None
    assert "same module, not run" in text and "same module, not run" in html.read_text()


@pytest.mark.parametrize("path, name, flags", [
    # The seed pattern with bf16 matmul inputs, at 512x512: 1 MiB less planned. (At 64x64 the plan moves by
    # 16 KiB, under the measured peak's noise: a CI machine's heap held those pages and the peak did not move.)
    ("tests/cases/seed_diamond_wide.mlir", "cases/seed_diamond_wide", DEMOTED_CANDIDATE),
    # slow: llama's f32 layer compiled twice (about 15 s); the diamond holds the same rule on every run
    pytest.param("corpora/llama", "llama/decoder_layer_f32", ["-k", "decoder_layer_f32"],
                 marks=pytest.mark.slow),  # the seed pair: 264 KiB less planned
])
def test_the_measured_peak_stands_beside_the_planned_transients(difftest, path, name, flags):
    """On local-task the measured peak moves the way the planned transients
    do, or the report says why."""
    rc, report, text = difftest(str(REPO / path), *flags, "-j", "1")
    case = next(c for c in report["cases"] if c["case"] == name)
    b, c = (case["variants"][n]["run"]["peak_bytes"] for n in ("baseline", "candidate"))
    planned = case["structure"]["transient-memory-size"]["delta"]
    measured = case["measured"]["peak-bytes"]["delta"]
    assert b and c and planned < -PEAK_NOISE_BYTES  # a change the measured figure resolves
    assert measured < 0 or "move opposite ways" in text
    assert case["variants"]["baseline"]["run"]["device"]["driver"] == "local-task"
    assert "peak memory (measured)" in text and "transient memory (planned)" in text


def test_latency_changes_have_an_interval_and_a_summary():
    same = change([1.0, 1.1, 0.9, 1.0, 1.05], [1.02, 0.98, 1.0, 1.1, 0.95])
    assert same is not None and not same.significant and same.low < 1 < same.high
    slower = change([1.0, 1.01, 0.99, 1.0, 1.02], [2.0, 2.1, 1.9, 2.05, 1.95])
    assert slower.significant and slower.ratio == pytest.approx(2.0, rel=0.05) and slower.low > 1.5
    assert change([1.0, 1.0, 1.0], [2.0, 2.0, 2.0]) is None  # too few calls to say
    assert geomean([2.0, 0.5]) == pytest.approx(1.0)
    assert slower_than(slower, 50) and not slower_than(slower, 150) and not slower_than(same, 0)


def _timed(base: list[float], cand: list[float]) -> CaseResult:
    r = CaseResult("c/a", "a.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "outputs are bit-identical")
    r.variants = {n: VariantResult(n, [], run=RunRecord(Stage.OK, latencies_ms=xs))
                  for n, xs in (("baseline", base), ("candidate", cand))}
    return r


def test_latency_gates_only_when_asked():
    base, cand = [1.0, 1.01, 0.99, 1.0, 1.02], [2.0, 2.1, 1.9, 2.05, 1.95]
    assert finalize(_timed(base, cand), (), None).verdict is Verdict.IDENTICAL
    slow = finalize(_timed(base, cand), (), None, gate_latency=20)
    assert slow.verdict is Verdict.SLOWER and slow.regressed and "--gate-latency 20%" in slow.reason
    assert finalize(_timed(base, cand), (), None, gate_latency=200).verdict is Verdict.IDENTICAL


def test_gate_latency_refuses_concurrent_cases(difftest):
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--gate-latency", "10", "-j", "2",
                             extra=("--repeat", "5"))
    assert rc == 2 and report is None
    assert "--gate-latency needs -j 1" in difftest.err
    # A compile-only run makes no call to time: the gate was dropped without a word.
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--gate-latency", "10", "--compile-only",
                             extra=("--repeat", "5"))
    assert rc == 2 and report is None and "--compile-only makes none" in difftest.err


def test_a_run_with_repeats_prints_a_latency_summary(difftest):
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"), "-j", "1", extra=("--repeat", "5"))
    assert rc == 0
    # On a loaded machine (this suite's other worker, say) no change is called, and the line says why.
    assert "latency: " in text and ("95% interval" in text or "timed on a loaded machine" in text)


def test_a_pair_timed_under_load_calls_no_change_and_an_asked_gate_cannot_pass():
    """decoder_layer_bf16 read -87 % [-87 %, -4 %] as significant on a machine at load 9-15."""
    from difftest.report.latency import latency_cell, latency_lines, latency_summary

    loud = _timed([1.0, 1.01, 0.99, 1.0, 1.02], [2.0, 2.1, 1.9, 2.05, 1.95])
    loud.variants["candidate"].run.cpu_pressure = 0.6
    line = latency_lines(latency_summary([loud]))[0]
    assert line.startswith("latency: not called: 1 case timed on a loaded machine") and "60%" in line
    assert latency_cell(loud).endswith("~noisy")
    quiet = _timed([1.0, 1.01, 0.99, 1.0, 1.02], [2.0, 2.1, 1.9, 2.05, 1.95])
    quiet.variants["candidate"].run.cpu_pressure = 0.02
    assert "1 of 1 timed cases changed significantly" in latency_lines(latency_summary([quiet]))[0]
    assert finalize(quiet, (), None, gate_latency=20).verdict is Verdict.SLOWER  # quiet: the gate holds
    gated = finalize(loud, (), None, gate_latency=20)  # loaded: it cannot tell, and that is no pass
    assert gated.verdict is Verdict.COULD_NOT_JUDGE and "--gate-latency 20% cannot tell" in gated.reason


# slow: corpora/llama timed beside CPU hogs (about a minute, and it starves whatever else runs)
@pytest.mark.slow
def test_beside_a_cpu_hog_no_latency_change_is_called_and_the_load_is_said(difftest):
    """The issue's run, `difftest run corpora/llama -j 1 --repeat 5`, beside a CPU hog."""
    import multiprocessing
    import os

    if not Path("/proc/pressure/cpu").exists():
        pytest.skip("the kernel gives no CPU pressure here (/proc/pressure/cpu): no load is measured")
    hogs = [multiprocessing.get_context("spawn").Process(target=_spin) for _ in range((os.cpu_count() or 2) + 1)]
    for h in hogs:
        h.start()
    try:
        rc, report, text = difftest(str(REPO / "corpora" / "llama"), "-j", "1", extra=("--repeat", "5", "--rerun"))
    finally:
        for h in hogs:
            h.kill()
    assert rc == 0
    line = next(ln for ln in text.splitlines() if ln.startswith("latency: "))
    assert "timed on a loaded machine" in line and "changed significantly" not in line, line
    timed = [c["variants"][n]["run"] for c in report["cases"] for n in ("baseline", "candidate")
             if c["variants"].get(n, {}).get("run") and c["variants"][n]["run"].get("latencies_ms")]
    assert timed and all(r["cpu_pressure"] > 0.10 for r in timed)


def _spin():
    while True:
        pass


def test_expectations_of_another_pair_are_set_aside_and_said_once(difftest):
    rc, report, text = difftest(str(REPO / "corpora" / "patterns"), DATA_TILING_ONLY)
    assert rc == 0
    aside = [c for c in report["cases"] if any(f.startswith("expect and xfail not applied") for f in c["findings"])]
    assert aside, "the patterns corpus has expectations for the seed pair"
    assert text.count("were set aside") == 1 and "expect and xfail not applied" not in text


# slow: a difftest process with its stdout closed (about 5 s)
@pytest.mark.slow
def test_a_closed_stdout_stops_the_console_not_the_run(tmp_path):
    # Three small cases: the run has work left after the reader goes away.
    corpus = tmp_path / "c"
    for i, op in enumerate(("addf", "mulf", "subf")):
        (corpus / f"k{i}").mkdir(parents=True)
        (corpus / f"k{i}" / f"{op}.mlir").write_text(
            f"func.func @main(%a: tensor<{8 + i}xf32>) -> tensor<{8 + i}xf32> {{\n"
            f"  %r = arith.{op} %a, %a : tensor<{8 + i}xf32>\n  return %r : tensor<{8 + i}xf32>\n}}\n")
    out = tmp_path / "out"
    proc = subprocess.Popen([sys.executable, "-m", "difftest", "run", str(corpus), "--out", str(out), "-j", "1",
                             "--repeat", "1", "--cache-dir", str(tmp_path / "cache")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdout.readline()  # the announcement, then the reader goes away, as `| head -1` does
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=600) == 0, err[-2000:]
    assert "Broken pipe" not in err and "stdout was closed" in err
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()[1:]]
    cases = [r for r in records if "case" in r]
    assert records[-1].get("journal_end") == "difftest-run" and "interrupted" not in records[-1]
    assert len(cases) == len(list(corpus.rglob("*.mlir")))


def test_a_bundle_for_another_driver_is_refused_once_up_front(tmp_path, capsys):
    from difftest.cli import main

    bundle = tmp_path / "bundle"
    assert main(["run", str(CASES / "bad" / "good.mlir"), "--target", "cuda:sm_80", "--compile-only", "--bundle",
                 str(bundle), "--out", str(tmp_path / "c"), "--cache-dir", str(tmp_path / "cache"), "-q"]) == 0
    capsys.readouterr()
    rc = main(["execute", str(bundle), "--device", "local-task", "--out", str(tmp_path / "e")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("difftest: error:") == 1
    assert "modules for cuda:sm_80 run on cuda; --device local-task cannot run them" in err
    assert not (tmp_path / "e" / "results.jsonl").exists()


# slow: a run executed after a compile-time verdict (about 4 s)
@pytest.mark.slow
def test_a_case_decided_at_compile_time_shows_no_run_time_when_executed(tmp_path, capsys):
    from difftest.cli import main

    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "bad.mlir").write_text("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                                     "  %r = \"no.such_op\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
                                     "  return %r : tensor<4xf32>\n}\n")
    (corpus / "good.mlir").write_text((CASES / "bad" / "good.mlir").read_text())
    bundle = tmp_path / "bundle"
    main(["run", str(corpus), "--compile-only", "--bundle", str(bundle), "--out", str(tmp_path / "o"),
          "--cache-dir", str(tmp_path / "cache"), "-q"])
    main(["execute", str(bundle), "--out", str(tmp_path / "e"), "--json", str(tmp_path / "e.json")])
    capsys.readouterr()
    cases = {c["case"]: c for c in json.loads((tmp_path / "e.json").read_text())["cases"]}
    decided = next(c for c in cases.values() if c["verdict"] != "identical")
    assert decided["seconds"] == 0.0 and any("not executed here" in f for f in decided["findings"])
