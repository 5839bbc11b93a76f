"""Shards and merge, update-expectations, progress, the command line, and
the reports: what a CI job and a flag author touch."""
from __future__ import annotations

import io
import json
import re
import shutil
import subprocess

import pytest

from difftest.cli import main
from difftest.corpus.discovery import load_corpus
from difftest.run.progress import Progress
from difftest.report.figures import ordered, totals, totals_lines
from difftest.report.latency import latency
from difftest.core.results import CaseResult, RunRecord, Stage, VariantResult, Verdict
from difftest.run.shards import split

from .conftest import CASES, REPO, by_case, headless_chromium, write
from .faults.helpers import ADD_ONE, TIMES_TWO

PATTERNS = REPO / "corpora" / "patterns"
DEMOTE = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]


def _shape(report: dict) -> dict:
    return {c["case"]: (c["verdict"], c["structure"], c["xfail"]) for c in report["cases"]}


def test_merged_shards_equal_one_whole_run(tmp_path, difftest, cache_dir):
    rc, whole, _ = difftest(str(PATTERNS))
    parts = []
    for i in (1, 2, 3):
        rc, part, _ = difftest(str(PATTERNS), "--shard", f"{i}/3", "--durations", str(tmp_path / "report0.json"))
        assert rc == 0 and part["meta"]["shard"]["count"] == 3
        parts.append(tmp_path / f"report{i}.json")
    names = [set(json.loads(p.read_text()) and (c["case"] for c in json.loads(p.read_text())["cases"])) for p in parts]
    assert not (names[0] & names[1]) and not (names[1] & names[2]) and all(names)
    merged = tmp_path / "all.json"
    assert main(["merge", *map(str, parts), "-o", str(merged)]) == 0
    assert _shape(json.loads(merged.read_text())) == _shape(whole)
    # Missing and duplicated cases are reported, and the merge exits 2.
    assert main(["merge", str(parts[0]), str(parts[0]), "-o", str(tmp_path / "bad.json")]) == 2
    # Runs that are not parts of one whole are refused.
    rc, other, _ = difftest(str(PATTERNS), "--shard", "1/3", "--candidate-flag=--iree-opt-level=O1")
    assert main(["merge", str(parts[1]), str(tmp_path / "report4.json"), "-o", str(tmp_path / "no.json")]) == 2
    assert not (tmp_path / "no.json").exists()


def test_shards_are_deterministic_and_balanced_by_durations(tmp_path):
    corpus = write(tmp_path / "c", {f"{n}.mlir": ADD_ONE + "// " + "x" * (100 * i) + "\n"
                                    for i, n in enumerate("abcdefgh")})
    cases = load_corpus(corpus).cases
    by_size = split(cases, 3)
    assert split(cases, 3) == by_size and sorted(c.name for s in by_size for c in s) == sorted(c.name for c in cases)
    # One slow case gets a shard to itself when durations say so.
    slow = {"c/a": 100.0, **{f"c/{n}": 1.0 for n in "bcdefgh"}}
    shards = split(cases, 3, slow)
    assert [c.name for c in next(s for s in shards if any(c.name == "c/a" for c in s))] == ["c/a"]
    with pytest.raises(ValueError):
        from difftest.run.shards import parse_shard
        parse_shard("4/3")


def test_update_expectations_refreshes_the_gate_and_keeps_comments(tmp_path, difftest, capsys):
    corpus = tmp_path / "patterns"
    shutil.copytree(PATTERNS, corpus)
    toml = corpus / "difftest.toml"
    toml.write_text(toml.read_text().replace('expect = ["dispatch-count == baseline"]\n',
                                             'expect = ["dispatch-count == baseline", "dispatch-count < baseline"]\n', 1))
    before = toml.read_text()
    rc, report, _ = difftest(str(corpus), "-k", "not torch")
    assert rc == 1  # requant: "dispatch-count < baseline" is not true
    rep = tmp_path / "report0.json"
    assert main(["update-expectations", str(rep), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert toml.read_text() == before  # a dry run writes nothing
    assert '-expect = ["dispatch-count == baseline", "dispatch-count < baseline"]' in out
    assert "+    { check = \"candidate.dispatch-count == 4\", targets = [\"llvm-cpu\"], cpus = [\"" in out
    assert "dropped the failing expectation 'dispatch-count < baseline'" in out
    assert main(["update-expectations", str(rep)]) == 0
    after = toml.read_text()
    # Comments and untouched entries are kept as they were.
    for line in before.splitlines():
        if line.startswith("#") or "qkv" in line or "inputs." in line:
            assert line in after, line
    assert after.split('[cases."dynamic_diamond"]')[0].count(
        '{ check = "baseline.dispatch-count == 5", targets = ["llvm-cpu"] }') == 1
    # A second update changes nothing, and the refreshed gate passes.
    capsys.readouterr()
    assert main(["update-expectations", str(rep)]) == 0
    assert "changed 0 files" in capsys.readouterr().out
    rc, again, _ = difftest(str(corpus), "-k", "not torch")
    assert rc == 0, [(c["case"], c["reason"]) for c in again["cases"] if c["regressed"]]
    assert all(e["passed"] for c in again["cases"] for e in c["expectations"])


def test_update_expectations_removes_an_xfail_that_passes_and_adds_one_that_fails(tmp_path, difftest, capsys):
    # The corpus's own pair demotes the candidate's matmul to bf16: its expectations describe that pair.
    demoted = ", ".join(f'"{f.split("=", 1)[1]}"' for f in DEMOTE)
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": (CASES / "seed_diamond.mlir").read_text(),
                                    "difftest.toml": f'# keep me\n[variants.candidate]\nflags = [{demoted}]\n'
                                                     '[cases."a"]\nxfail = "flaky once"\n'})
    rc, report, _ = difftest(str(corpus), "-k", "a")
    assert by_case(report)["c/a"]["verdict"] == "xpass"
    # b regresses on purpose: the candidate demotes its matmul to bf16.
    rc, report, _ = difftest(str(corpus), "-k", "b")
    b_report = tmp_path / "report1.json"
    assert by_case(report)["c/b"]["verdict"] == "numerics-differ"
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 0
    assert main(["update-expectations", str(b_report)]) == 0
    text = (corpus / "difftest.toml").read_text()
    assert "# keep me" in text and "flaky once" not in text
    assert 'reason = "numerics-differ: output 0:' in text and 'targets = ["llvm-cpu"]' in text
    rc, report, _ = difftest(str(corpus), "-k", "b")
    assert by_case(report)["c/b"]["verdict"] == "xfail" and rc == 0


def test_update_expectations_writes_none_from_a_run_of_another_pair(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"b.mlir": (CASES / "seed_diamond.mlir").read_text(),
                                    "difftest.toml": "# keep me\n"})
    rc, report, _ = difftest(str(corpus), *DEMOTE)
    assert by_case(report)["c/b"]["verdict"] == "numerics-differ"
    capsys.readouterr()
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 0
    err = capsys.readouterr().err
    assert "c/b: not written" in err and "set that pair in its [variants] first" in err
    assert (corpus / "difftest.toml").read_text() == "# keep me\n"


def test_progress_is_a_live_line_on_a_terminal_and_plain_lines_elsewhere():
    r = CaseResult("c/a", "/a.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "", seconds=2.0)
    tty = io.StringIO()
    p = Progress(3, jobs=1, stream=tty, mode="tty")
    p.stage("c/a", "compiling")
    assert re.search(r"\[0/3\] .* compiling c/a \(\d+s\)", p.status())
    p.finish(r)
    assert "[1/3]" in p.status() and "4s left" in p.status()
    p.close()
    assert "\r\x1b[K" in tty.getvalue() and "[identical] c/a (2.0 s)" in tty.getvalue()
    plain = io.StringIO()
    p = Progress(1, stream=plain, mode="plain")
    p.finish(r)
    p.close()
    assert plain.getvalue() == "  [identical] c/a (2.0 s)\n"
    quiet = io.StringIO()
    p = Progress(1, stream=quiet, mode="quiet")
    p.finish(r)
    p.close()
    assert quiet.getvalue() == ""


def test_mistyped_options_and_commands_get_a_suggestion(capsys):
    for argv, hint in ((["run", "x", "--candidat-flag=y"], "did you mean --candidate-flag?"),
                       (["rnu", "x"], "did you mean run?")):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 2 and hint in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "(default: llvm-cpu)" in text and "(default: 3)" in text and "(default: None)" not in text
    with pytest.raises(SystemExit):
        main(["report", "--help"])
    assert "Exit status" in capsys.readouterr().out


def _timed(case: str, b: list[float], c: list[float]) -> CaseResult:
    r = CaseResult(case, "/x.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "")
    r.variants = {"baseline": VariantResult("baseline", [], run=RunRecord(Stage.OK, latencies_ms=b)),
                  "candidate": VariantResult("candidate", [], run=RunRecord(Stage.OK, latencies_ms=c))}
    return r


def test_latency_is_a_median_with_its_spread_and_says_when_it_is_noisy():
    steady = latency(_timed("a", [1.0, 1.1, 1.05, 1.02, 1.08], [2.0, 2.1, 2.05, 2.02, 2.08]))
    assert steady.baseline == (1.05, 1.0, 1.1) and steady.noisy is None and round(steady.change_pct) == 95
    spread = latency(_timed("b", [1.0, 3.0, 1.2, 1.1, 2.5], [1.3, 1.1, 1.4, 1.2, 1.25]))
    assert "wider than the difference" in spread.noisy
    assert "concurrently" in latency(_timed("c", [1.0, 1.1, 1.05, 1.02, 1.08], [2.0, 2.1, 2.05, 2.02, 2.08]),
                                     concurrent=True).noisy
    # Three calls a side cannot show a change at 95% by any test: no interval is claimed.
    assert "fewer than 5 timed calls" in latency(_timed("d", [1.0, 1.1, 1.05], [2.0, 2.1, 2.05])).noisy


def test_reports_lead_with_regressions_and_end_with_totals(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "z.mlir": TIMES_TWO,
                                    "d.mlir": (CASES / "seed_diamond.mlir").read_text()})
    html, md = tmp_path / "r.html", tmp_path / "r.md"
    rc, report, text = difftest(str(corpus), *DEMOTE, "--no-arbiter", extra=("--html", str(html), "--markdown", str(md)))
    assert rc == 1
    table = [line for line in text.splitlines() if line.startswith("c/")]
    assert table[0].startswith("c/d ") and "numerics-differ" in table[0]  # regressions first
    assert "3 cases: 2 identical, 1 numerics-differ; 3 judged, 1 regressed" in text
    assert re.search(r"dispatches: \d+ -> \d+ \(-1, -\d+\.\d%\) over 3 cases; largest decrease -1 \(-20\.0%\) in c/d",
                     text)
    page = html.read_text()
    assert "<script" not in page and "http://" not in page and "https://" not in page  # self-contained
    assert page.count("<svg") >= 3 and "error histogram" in page and re.search(r"where the \d+ mismatches are", page)
    assert "dispatches: candidate - baseline" in page
    assert report["meta"]["toolchain"]["version"] in page and "--iree-global-opt-demote" in page
    mdt = md.read_text()
    assert mdt.splitlines()[2].startswith(":x: **gate: fails (exit 1): 1 regression**")
    assert "### Regressions" in mdt and "| `c/d` | **numerics-differ** |" in mdt
    assert "<details><summary>All cases</summary>" in mdt and "iree-compile" in mdt
    # The same records render again, with the run's metadata.
    again = tmp_path / "again.md"
    assert main(["report", str(tmp_path / "report0.json"), "--markdown", str(again)]) == 1
    assert again.read_text() == mdt


def test_totals_answer_the_flag_reviewers_questions():
    a = _timed("c/a", [1.0], [1.0])
    a.variants["baseline"].compile = _compiled(5, 1000)
    a.variants["candidate"].compile = _compiled(4, 1500)
    b = _timed("c/b", [1.0], [1.0])
    b.verdict = Verdict.NUMERICS_DIFFER
    b.variants["baseline"].compile = _compiled(10, 2000)
    b.variants["candidate"].compile = _compiled(10, 1000)
    t = totals([a, b])
    lines = totals_lines(t)
    assert [r.case for r in ordered([a, b])] == ["c/b", "c/a"]
    assert lines[0] == "2 cases: 1 identical, 1 numerics-differ; 2 judged, 1 regressed"
    assert lines[1] == "dispatches: 15 -> 14 (-1, -6.7%) over 2 cases; largest decrease -1 (-20.0%) in c/a"
    assert ("transient memory (planned): 2.9 KiB -> 2.4 KiB (-500 B, -16.7%) over 2 cases; largest increase +500 B (+50.0%) "
            "in c/a; largest decrease -1000 B (-50.0%) in c/b") == lines[2]


def test_a_plan_of_0_b_on_one_side_only_is_left_out_of_the_total_and_said():
    """llama8b's data-tiling pair read "0 B -> 1.4 GiB" beside text calling the
    plan an upper bound: the 0 B side sized its transients at run time."""
    a = _timed("c/static", [1.0], [1.0])
    a.variants["baseline"].compile = _compiled(5, 1000)
    a.variants["candidate"].compile = _compiled(4, 1500)
    d = _timed("c/dynamic", [1.0], [1.0])
    d.variants["baseline"].compile = _compiled(72, 0)
    d.variants["candidate"].compile = _compiled(89, 1_500_000_000)
    line = next(ln for ln in totals_lines(totals([a, d])) if ln.startswith("transient memory"))
    assert line.startswith("transient memory (planned): 1000 B -> 1.5 KiB (+500 B, +50.0%) over 1 case")
    assert "left out: 1 case whose plan is 0 B on one side only (c/dynamic)" in line and "run time" in line
    only = next(ln for ln in totals_lines(totals([d])) if ln.startswith("transient memory"))
    assert only.startswith("transient memory (planned): not compared; left out: 1 case")


def test_a_pair_on_two_devices_compares_no_time_or_memory_and_says_why():
    """A CPU baseline against a Vulkan candidate printed "resident memory
    384.0 KiB -> 0 B (-100.0%)" and latency "+54881% ~"."""
    from difftest.report.figures import figure_cell
    from difftest.report.latency import latency_cell, latency_lines, latency_summary

    r = _timed("c/x", [0.5] * 5, [274.0] * 5)
    r.variants["baseline"].run.device = {"uri": "local-task"}
    r.variants["candidate"].run.device = {"uri": "vulkan"}
    for side, held in (("baseline", 393216), ("candidate", 0)):
        r.variants[side].run.resident_bytes = held
    assert latency_cell(r) == "0.5 -> 274 (two devices)"
    assert figure_cell(r, "resident-bytes") == "- (two devices)"
    assert latency_lines(latency_summary([r])) == [
        "latency: not compared: the sides of 1 case ran on two devices, and one device's times say nothing of "
        "the other's"]
    held = next(ln for ln in totals_lines(totals([r])) if ln.startswith("resident memory"))
    assert held.startswith("resident memory (measured): not compared: the sides of 1 case ran on two devices")
    # On one device, the same records compare as before.
    r.variants["candidate"].run.device = {"uri": "local-task"}
    assert "(two devices)" not in latency_cell(r) and "%" in latency_cell(r)


def _compiled(dispatches: int, transient: int):
    from difftest.core.results import CompileRecord

    return CompileRecord(Stage.OK, [], statistics={"dispatch-count": dispatches, "transient-memory-size": transient},
                         vmfb_bytes=100)


def test_html_report_in_a_headless_browser(tmp_path, difftest):
    corpus = write(tmp_path / "c", {"d.mlir": (CASES / "seed_diamond.mlir").read_text()})
    html = tmp_path / "r.html"
    difftest(str(corpus), "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
             "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul",
             extra=("--html", str(html)))
    png = tmp_path / "r.png"
    headless_chromium(html, f"--screenshot={png}", "--window-size=1200,1600")
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000
    # The page drew something other than white: the red regression banner at least.
    dom = headless_chromium(html, "--dump-dom").stdout
    assert "gate: fails (exit 1): 1 regression" in dom and "<svg" in dom


# slow: runs pip against a stand-in index (about 11 s)
@pytest.mark.slow
def test_a_failed_release_install_cleans_up_and_says_what_exists(tmp_path, difftest):
    if subprocess.run(["python3", "-m", "pip", "index", "versions", "iree-base-compiler"], capture_output=True,
                      timeout=120).returncode != 0:
        pytest.skip("the package index cannot be reached from here")
    rc, report, _ = difftest(str(CASES / "bad" / "good.mlir"), "--toolchain", "release:99.0.0",
                             extra=("--cache-dir", str(tmp_path / "cache")))
    assert rc == 2 and report is None
    err = difftest.err
    assert "release:99.0.0: install failed:" in err and "ERROR:" in err and "releases on the index: " in err
    assert "3.13.0" in err
    assert not (tmp_path / "cache" / "toolchains" / "release-99.0.0").exists()


def test_a_merge_of_shards_compiled_for_two_cpus_names_both():
    from difftest.report.header import target_text
    from difftest.report.merge import merged_cpus

    cpus = merged_cpus([{"cpus": {"llvm-cpu": "haswell+avx2"}}, {"cpus": {"llvm-cpu": "znver4+avx512+bf16+vnni"}},
                        {"cpus": {"llvm-cpu": "haswell+avx2"}}, {}])
    assert cpus == {"llvm-cpu": "haswell+avx2 or znver4+avx512+bf16+vnni"}
    assert target_text({"target": "llvm-cpu", "cpus": cpus}) == \
        "llvm-cpu, compiled for haswell+avx2 or znver4+avx512+bf16+vnni"
