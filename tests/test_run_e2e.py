"""End to end through `difftest run`: real iree-compile, real runtime."""
from __future__ import annotations

import re

import numpy as np
import pytest

from difftest.corpus.inputs import load_arrays
from difftest.corpus.variants import DATA_TILING

from .conftest import CASES, by_case

DEMOTE = ["--iree-global-opt-demote-contraction-inputs-type=bf16",
          "--iree-global-opt-demote-contraction-inputs-operations=matmul"]


def test_seed_pattern_fuses_set_encoding_without_changing_numerics(difftest):
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"))
    assert rc == 0
    case = report["cases"][0]
    base, cand = case["variants"]["baseline"], case["variants"]["candidate"]
    assert base["compile"]["statistics"]["dispatch-count"] == 5
    assert cand["compile"]["statistics"]["dispatch-count"] == 4
    assert case["structure"]["dispatch-count"]["delta"] == -1
    assert case["verdict"] == "identical" and not case["regressed"]
    assert all(c["identical"] for c in case["comparisons"])
    # Bit-identical, checked on the real outputs both runs wrote.
    b = load_arrays(base["run"]["outputs_path"])
    c = load_arrays(cand["run"]["outputs_path"])
    assert len(b) == 2 and all(x.tobytes() == y.tobytes() for x, y in zip(b, c))
    assert re.search(r"^cases/seed_diamond\s+identical\s+dispatch creation\s+0/0\s+5->4\s", text, re.M), text
    # The raw IREE statistics are reported under IREE's own names.
    assert {"transient-memory-size", "executable-count", "constant-size"} <= set(base["compile"]["statistics"])
    assert report["schema_version"] == 2


def test_injected_numeric_regression_is_caught(difftest):
    flags = [f"--candidate-flag={f}" for f in (DATA_TILING, *DEMOTE)]
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"), *flags)
    assert rc == 1
    case = report["cases"][0]
    assert case["verdict"] == "numerics-differ" and case["regressed"]
    mm = next(c for c in case["comparisons"] if c["index"] == 0 and c["against"] == "baseline")
    # The figures are those of the real outputs: recompute them here.
    b = load_arrays(case["variants"]["baseline"]["run"]["outputs_path"])[0].astype(np.float64)
    c = load_arrays(case["variants"]["candidate"]["run"]["outputs_path"])[0].astype(np.float64)
    assert mm["max_abs_error"] == pytest.approx(np.abs(c - b).max())
    assert mm["rmse"] == pytest.approx(np.sqrt(np.mean((c - b) ** 2)))
    assert 0 < mm["mismatch_count"] <= b.size and mm["first_mismatches"]
    assert mm["cosine"] < 1.0 and mm["max_ulp"] > 0
    # negf(exp(x)) does not go through the matmul: untouched by the demotion.
    neg = next(c for c in case["comparisons"] if c["index"] == 1 and c["against"] == "baseline")
    assert neg["identical"]
    assert "REGRESSION" in text


def test_reference_arbitrates_with_the_baselines_own_error(difftest):
    """Against a plain (no data tiling) reference, a bf16-demoted candidate is
    far worse than the baseline, so the reference must not excuse it."""
    flags = [f"--candidate-flag={f}" for f in (DATA_TILING, *DEMOTE)]
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--reference", *flags)
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "numerics-differ"
    arb = case["arbitration"][0]
    assert arb["against"] == "reference" and not arb["passed"]
    assert arb["candidate_rmse"] > arb["multiplier"] * arb["baseline_rmse"]
    sides = {(c["side"], c["against"]) for c in case["comparisons"]}
    assert {("baseline", "reference"), ("candidate", "reference")} <= sides


def test_bad_inputs_fail_alone_with_clear_reasons(difftest):
    rc, report, text = difftest(str(CASES / "bad"))
    cases = by_case(report)
    assert rc == 2  # case config errors, no regression
    assert cases["bad/good"]["verdict"] == "identical"
    assert cases["bad/dynamic_sized"]["verdict"] == "identical"
    assert cases["bad/dynamic_sized"]["variants"]["baseline"]["run"]["output_shapes"] == [[3, 4]]
    err = {k: v["reason"] for k, v in cases.items() if v["verdict"] == "case-error"}
    assert set(err) == {"bad/malformed", "bad/no_entry", "bad/dynamic_unsized"}
    assert "malformed.mlir" in err["bad/malformed"] and "line 3:29" in err["bad/malformed"]
    assert "no_entry.mlir" in err["bad/no_entry"] and "@main not found" in err["bad/no_entry"] \
        and "@forward" in err["bad/no_entry"]
    assert "dynamic_unsized.mlir" in err["bad/dynamic_unsized"] and "dynamic dim" in err["bad/dynamic_unsized"] \
        and "arg0" in err["bad/dynamic_unsized"]


def test_unknown_candidate_flag_is_flag_unsupported_not_a_compile_failure(difftest):
    """A typo'd flag judged nothing: the verdict says so, and the gate is not green (exit 2)."""
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), str(CASES / "seed_diamond.mlir"),
                             f"--candidate-flag={DATA_TILING}", "--candidate-flag=--iree-no-such-flag")
    assert rc == 2
    err = difftest.err
    assert "does not know --iree-no-such-flag (candidate flags)" in err and "iree-compile 3." in err
    for case in report["cases"]:
        assert case["verdict"] == "flag-unsupported"
        assert case["variants"]["candidate"]["compile"]["unsupported_flag"] == "--iree-no-such-flag"
        # The baseline still compiled and its statistics are kept.
        assert case["variants"]["baseline"]["compile"]["status"] == "ok"
        assert "--iree-no-such-flag" in case["reason"]


def test_torch_exported_function_gets_token_ids_in_range(difftest):
    rc, report, _ = difftest(str(CASES / "torch"))
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical"
    out_dir = case["variants"]["baseline"]["run"]["outputs_path"].rsplit("/baseline/", 1)[0]
    ids, table = load_arrays(out_dir + "/inputs.npz")
    assert ids.dtype == np.int64 and ids.shape == (2, 16)
    assert ids.min() >= 0 and ids.max() < 50 and len(np.unique(ids)) > 10
    (got,) = load_arrays(case["variants"]["candidate"]["run"]["outputs_path"])
    np.testing.assert_array_equal(got, table[ids])


def test_bf16_and_fp8_cases_run_and_report_ulps(difftest):
    rc, report, _ = difftest(str(CASES / "lowp"), "--no-determinism-check")
    cases = by_case(report)
    assert rc == 0
    assert cases["lowp/bf16_matmul"]["comparisons"][0]["dtype"] == "bfloat16"
    assert cases["lowp/bf16_matmul"]["comparisons"][0]["max_ulp"] == 0
    fp8 = cases["lowp/fp8_matmul"]
    assert [c["dtype"] for c in fp8["comparisons"]] == ["float32", "bool"]
    outs = load_arrays(fp8["variants"]["candidate"]["run"]["outputs_path"])
    assert outs[0].std() > 0  # real products, not zeros


def test_gpu_target_compiles_here_and_reports_no_device(difftest):
    rc, report, text = difftest(str(CASES / "bad" / "good.mlir"), "--target", "rocm:gfx942")
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "no-device"
    assert case["variants"]["baseline"]["compile"]["statistics"]["dispatch-count"] >= 1
    assert "UNAVAILABLE" in case["reason"] or "not available" in case["reason"]
    assert case["target"] == "rocm:gfx942"
    assert "--compile-only" in difftest.err
    # --compile-only judges compile outcomes and structure alone, and is green.
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"), "--target", "rocm:gfx942", "--compile-only")
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "compiled"
    assert case["variants"]["candidate"]["run"] is None
    assert case["structure"]["dispatch-count"]["baseline"] >= case["structure"]["dispatch-count"]["candidate"]


def test_run_timeout_is_a_verdict_not_a_hang(difftest):
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--run-timeout", "0.001", "--rerun")
    case = report["cases"][0]
    # A verdict, and one that compared nothing: alone, it does not let the gate pass.
    assert case["verdict"] == "timeout" and rc == 2
    assert case["variants"]["baseline"]["run"]["status"] == "timeout"


def test_zero_d_tensors_and_primitive_scalars(difftest):
    rc, report, _ = difftest(str(CASES / "scalars"))
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    out_dir = case["variants"]["baseline"]["run"]["outputs_path"].rsplit("/baseline/", 1)[0]
    x, scale, n = load_arrays(out_dir + "/inputs.npz")
    assert scale.shape == () and float(scale) == 0.5 and int(n) == 21
    r, n2 = load_arrays(case["variants"]["baseline"]["run"]["outputs_path"])
    np.testing.assert_array_equal(r, x * np.float32(0.5))
    assert int(n2) == 42


def test_junit_and_markdown_render_from_the_records(difftest, tmp_path):
    import xml.etree.ElementTree as ET

    from html.parser import HTMLParser

    junit, md, html = tmp_path / "r.xml", tmp_path / "r.md", tmp_path / "r.html"
    rc, report, _ = difftest(str(CASES / "bad"), extra=("--junit", str(junit), "--markdown", str(md),
                                                        "--html", str(html)))
    suite = ET.parse(junit).getroot()
    cases = {tc.get("name"): tc for tc in suite.iter("testcase")}
    assert suite.get("tests") == "5" and set(cases) == {"good", "malformed", "no_entry", "dynamic_unsized",
                                                         "dynamic_sized"}
    assert cases["malformed"].find("error") is not None and cases["good"].find("error") is None
    props = {p.get("name"): p.get("value") for p in cases["good"].iter("property")}
    assert props["baseline.dispatch-count"] == "1"
    text = md.read_text()
    assert "| `bad/good` | identical |" in text and "bad/no_entry" in text and "@main not found" in text
    page = html.read_text()
    HTMLParser().feed(page)
    assert page.count('<tr class="') == 5 and '<tr class="pass">' in page and "@main not found" in page
    assert "dispatch-count" in page


def test_reference_forgives_a_candidate_closer_to_the_truth_than_the_baseline(difftest):
    """Baseline demoted to bf16, candidate not: they differ, but the candidate
    is no further from the plain reference than the baseline, so it passes."""
    base = [f"--baseline-flag={f}" for f in (DATA_TILING, *DEMOTE)]
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--reference", *base)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "within-tolerance", case["reason"]
    arb = case["arbitration"][0]
    # The arbiter is more precise than both sides: this f32 program rewritten to f64.
    assert case["arbiter"] == "reference rewritten to f64"
    assert arb["passed"] and arb["candidate_rmse"] < arb["baseline_rmse"] / 100
    assert not next(c for c in case["comparisons"] if c["against"] == "baseline" and c["index"] == 0)["identical"]


def test_golden_of_the_wrong_shape_is_a_case_error_naming_the_file(difftest, tmp_path):
    import shutil

    corpus = tmp_path / "g"
    corpus.mkdir()
    shutil.copy(CASES / "seed_diamond.mlir", corpus / "d.mlir")
    np.savez(corpus / "d.golden.npz", output0=np.zeros((3, 3)), output1=np.zeros((64, 64)))
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error"
    assert "d.golden.npz[output0]" in case["reason"] and "[3, 3]" in case["reason"] \
        and "tensor<64x64xf32>" in case["reason"]


def test_reports_render_again_from_json_and_from_the_journal(difftest, tmp_path, capsys):
    from difftest.cli import main

    rc, report, text = difftest(str(CASES / "bad"))
    json_path = tmp_path / "report0.json"
    journal = tmp_path / "out0" / "results.jsonl"
    assert json_path.exists() and journal.exists()
    for source in (json_path, journal):
        html = tmp_path / f"{source.suffix}.html"
        assert main(["report", str(source), "--html", str(html)]) == rc
        again = capsys.readouterr().out
        for name in ("bad/good", "bad/malformed", "bad/no_entry"):
            assert name in again
        assert "3 case-error" in again and html.exists()
    # The journal holds a header, exactly one line per finished case, and the run's end.
    lines = journal.read_text().splitlines()
    assert len(lines) == 7 and '"journal": "difftest-run"' in lines[0] and '"journal_end"' in lines[-1]


def test_second_run_reuses_compiled_modules(difftest):
    _, first, _ = difftest(str(CASES / "bad" / "good.mlir"))
    _, second, _ = difftest(str(CASES / "bad" / "good.mlir"))
    a, b = first["cases"][0]["variants"]["baseline"]["compile"], second["cases"][0]["variants"]["baseline"]["compile"]
    assert b["cached"] and a["statistics"] == b["statistics"] and a["vmfb_bytes"] == b["vmfb_bytes"]
    assert second["cases"][0]["verdict"] == "identical"
    _, third, _ = difftest(str(CASES / "bad" / "good.mlir"), "--no-cache")
    assert not third["cases"][0]["variants"]["baseline"]["compile"]["cached"]


def test_a_crashing_module_costs_its_case_only(difftest):
    rc, report, text = difftest(str(CASES / "crash"))
    cases = by_case(report)
    crash = cases["crash/oob_gather"]
    assert crash["verdict"] == "both-run-fail"
    assert crash["variants"]["baseline"]["run"]["status"] == "crashed"
    assert "signal 11" in crash["variants"]["baseline"]["run"]["error_line"]
    # The candidate's module is the baseline's, byte for byte: never executed, and its record says so.
    candidate = crash["variants"]["candidate"]["run"]
    assert candidate["status"] == "skipped" and "not executed" in candidate["skipped_because"]
    assert candidate["returncode"] is None and "not run again" in crash["reason"]
    # Compile statistics survive the crash, and the other case still ran.
    assert crash["variants"]["baseline"]["compile"]["statistics"]["dispatch-count"] >= 1
    assert cases["crash/good"]["verdict"] == "identical" and rc == 0


def test_bytecode_cases(difftest, tmp_path):
    from iree.compiler import ir

    corpus = tmp_path / "bc"
    corpus.mkdir()
    with ir.Context() as ctx:
        module = ir.Module.parse((CASES / "seed_diamond.mlir").read_text(), ctx)
        with open(corpus / "diamond.mlirbc", "wb") as f:
            module.operation.write_bytecode(f)
    assert (corpus / "diamond.mlirbc").read_bytes()[:4] == b"ML\xefR"
    rc, report, _ = difftest(str(corpus))
    case = report["cases"][0]
    assert rc == 0 and case["case"] == "bc/diamond" and case["verdict"] == "identical"
    assert case["structure"]["dispatch-count"]["delta"] == -1
