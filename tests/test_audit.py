"""`difftest run --audit`: each figure difftest reports, beside IREE's own
tools doing the same work (iree-compile straight from the IR, iree-run-module
on the same inputs, parameters and flags). Real compiles and runs of small
IR; the only thing mocked is difftest itself, skewed before the audit
compares, to show a wrong figure of its own is caught and fails the gate.
The real models' audits (corpora/llama8b's fp8 torch case) are in
tests/test_llama8b.py's slow tier."""
from __future__ import annotations

import sys

import numpy as np
import pytest

from difftest.core.audit import Audit, AuditRow
from difftest.core.figures import PEAK_NOISE_BYTES
from difftest.core.memory import Held
from difftest.core.results import RunRecord, case_from_dict, plain

from difftest.core.verdicts import Stage, Verdict
from difftest.corpus.inputs import load_arrays, save_arrays
from difftest.run import stages
from difftest.run.audit import compare

from .conftest import REPO, by_case, write
from .faults.helpers import fake_compiler
from .test_compiler_noise import WOBBLY
from .test_failed_compile_figures import SEED, TILING, TOO_LOW
from .test_parameters import PARAM_MODULE

DIAMOND = (REPO / "corpora" / "patterns" / "diamond_8b.mlir").read_text()
HASWELL = ("--target", "llvm-cpu:haswell")


def _corpus(root, tag: str, toml: str = ""):
    """The seed's diamond, in bytes of its own (a comment): difftest's compile cache is keyed by the IR's
    bytes, and a module compiled from another test's copy embeds that copy's path, which the audit would
    then set beside instead of comparing."""
    return write(root, {"d.mlir": f"{DIAMOND}// {tag}\n", **({"difftest.toml": toml} if toml else {})})


@pytest.fixture(scope="module")
def diamond(tmp_path_factory):
    """One copy for the tests that audit the default pair on it: the second reuses the first's modules."""
    return str(_corpus(tmp_path_factory.mktemp("audit") / "c", "agrees"))


def _rows(case: dict) -> dict[tuple[str, str], dict]:
    return {(r["side"], r["figure"]): r for r in case["audit"]["rows"]}


def test_every_figure_agrees_with_the_raw_tools(difftest, diamond):
    rc, data, text = difftest(diamond, *HASWELL, "--audit")
    case = by_case(data)["c/d"]
    assert rc == 0 and case["verdict"] == "identical", text
    rows = _rows(case)
    assert not [r for r in rows.values() if r["agrees"] is not True], case["audit"]
    for side in ("baseline", "candidate"):
        assert rows[(side, "module (sha256)")]["difftest"] == case["variants"][side]["compile"]["vmfb_sha256"][:12]
        assert rows[(side, "dispatch-count")]["raw"] == str(case["structure"]["dispatch-count"][side])
        assert rows[(side, "outputs (2, bit for bit)")]["agrees"] is True
        assert rows[(side, "memory: resident + first call's peak")]["raw"].startswith("peak RSS ")
        # The process's height is the raw peak's own quantity: set beside it, within 5 % and the noise.
        held = rows[(side, "memory: held at its height")]
        assert held["agrees"] is True and held["raw"].startswith("peak RSS ")
    assert {("baseline", "dispatch-count"), ("candidate", "transient-memory-size"),
            ("candidate", "executable-count")} <= rows.keys()
    # The toolchain's own tools: its iree-compile, its runtime's iree-run-module.
    commands = case["audit"]["commands"]
    assert case["audit"]["seconds"] > 0 and len(commands) == 4
    assert commands[0].startswith(data["meta"]["toolchain"]["iree_compile"] + " "), commands
    assert all("/iree-run-module --module=" in c and "--output=@" in c for c in commands[2:]), commands
    # Shown first, with what it cost.
    assert text.index("audit: all ") < text.index("\nc/d "), text
    assert "agree with IREE's own tools (1 case; the raw compiles and runs took" in text


def _skewing(monkeypatch, skew):
    """difftest itself, made wrong after it judged and before the audit compares."""
    real = stages.audit_case

    def skewed(prep, result, modules, kit):
        skew(result)
        return real(prep, result, modules, kit)

    monkeypatch.setattr(stages, "audit_case", skewed)


def test_a_skewed_figure_is_difftests_own_finding_and_fails_the_gate(difftest, diamond, monkeypatch):
    corpus = diamond

    def fewer_dispatches(result):
        result.variants["candidate"].compile.statistics["dispatch-count"] -= 1

    _skewing(monkeypatch, fewer_dispatches)
    rc, data, text = difftest(corpus, *HASWELL, "--audit")
    case = by_case(data)["c/d"]
    assert rc == 2 and case["verdict"] == "audit-disagrees", text
    wrong = [r for r in case["audit"]["rows"] if r["agrees"] is False]
    said = [(r["side"], r["figure"], r["difftest"], r["raw"]) for r in wrong]
    assert said == [("candidate", "dispatch-count", "3", "4")] and case["audit"]["verdict_was"] == "identical"
    assert "IREE's own tools contradict difftest: candidate dispatch-count: difftest 3, IREE's tools 4; the case " \
           "was judged identical" in case["reason"]
    assert "audit: 1 of " in text and "DISAGREE with IREE's own tools" in text
    assert text.index(" DISAGREES\n") < text.index(" agrees\n"), text  # disagreements first
    assert "gate: does not pass (exit 2)" in text

    def other_outputs(result):
        path = result.variants["baseline"].run.outputs_path
        arrays = list(load_arrays(path))
        arrays[1] = np.nextafter(arrays[1], np.float32(np.inf))
        save_arrays(path, arrays)

    _skewing(monkeypatch, other_outputs)
    rc, data, text = difftest(corpus, *HASWELL, "--audit")
    case = by_case(data)["c/d"]
    assert rc == 2 and case["verdict"] == "audit-disagrees", text
    row = _rows(case)[("baseline", "outputs (2, bit for bit)")]
    assert row["agrees"] is False and row["note"] == "output 1 differs", row


def test_an_audit_that_cannot_be_done_costs_the_case_its_audit_never_its_verdict(difftest, diamond, monkeypatch):
    def broken(prep, result, modules, kit):
        raise ValueError("no such element type")

    monkeypatch.setattr(stages, "audit_case", broken)
    rc, data, text = difftest(diamond, *HASWELL, "--audit")
    case = by_case(data)["c/d"]
    assert rc == 0 and case["verdict"] == "identical", text
    [row] = case["audit"]["rows"]
    assert row["agrees"] is None and row["note"] == "the audit could not be done: ValueError: no such element type"
    assert "audit: no figure was compared with IREE's own tools (1 case; 1 set beside, not compared" in text


def test_a_module_with_parameters_difftest_generated_runs_raw_with_its_archive(difftest, tmp_path, cache_dir):
    corpus = write(tmp_path / "p", {"m.mlir": f"{PARAM_MODULE}// audited\n"})
    rc, data, text = difftest(str(corpus), *HASWELL, "--audit")
    case = by_case(data)["p/m"]
    assert rc == 0 and not [r for r in case["audit"]["rows"] if r["agrees"] is False], text
    assert _rows(case)[("baseline", "outputs (1, bit for bit)")]["agrees"] is True
    runs = [c for c in case["audit"]["commands"] if "iree-run-module" in c]
    assert runs and all("--parameters=model=" in c and c.count("archive.irpa") == 1 for c in runs), runs
    assert str(cache_dir / "parameters") in runs[0]  # difftest's own archive, from its cache


def test_a_side_that_fails_to_compile_is_compared_by_its_first_error_line(difftest, tmp_path):
    corpus = _corpus(tmp_path / "c", "fails", f'[variants.baseline]\nflags = ["{TILING}"]\n'
                                              f'[variants.candidate]\nflags = ["{TILING}", "{SEED}", "{TOO_LOW}"]\n')
    rc, data, text = difftest(str(corpus), *HASWELL, "--audit")
    case = by_case(data)["c/d"]
    assert rc == 1 and case["verdict"] == "candidate-compile-fail", text
    rows = _rows(case)
    failed = rows[("candidate", "compile failure")]
    assert failed["agrees"] is True and "exceeded stack allocation limit" in failed["raw"], failed
    assert failed["raw"] in case["variants"]["candidate"]["compile"]["error_line"]
    # IREE wrote its statistics before codegen failed: those are compared too.
    assert rows[("candidate", "dispatch-count")]["agrees"] is True
    assert not [k for k in rows if k[0] == "candidate" and k[1].startswith(("outputs", "memory"))]
    assert "c/d: the candidate did not compile in difftest: there is nothing of it to run" in text
    # The pair's verdict came from its compiles: difftest ran neither side, and the audit runs none.
    assert rows[("baseline", "module (sha256)")]["agrees"] is True and len(case["audit"]["commands"]) == 2


def test_a_compiler_that_does_not_repeat_itself_is_compared_by_its_statistics(difftest, tmp_path):
    """A wrapper gives each compile another stack limit: other executables' bytes, the same statistics, as
    the SDXL UNet's real compiler does (tests/test_compiler_noise.py). The audit's two raw compiles differ,
    so the bytes are set beside with a note, never called a mismatch."""
    corpus = _corpus(tmp_path / "c", "wobbly")
    spec = fake_compiler(tmp_path / "wobbly", WOBBLY)
    rc, data, text = difftest(str(corpus), *HASWELL, "--toolchain", spec, "--runtime", "installed", "--audit",
                              "--compile-only")
    case = by_case(data)["c/d"]
    assert rc == 0 and case["verdict"] == "compiled", text
    rows = _rows(case)
    module = rows[("baseline", "module (sha256)")]
    assert module["agrees"] is None and "iree-compile is not deterministic on this module" in module["note"], module
    assert rows[("baseline", "dispatch-count")]["agrees"] is True
    assert "set beside, not compared" in text


def test_a_module_difftest_cached_from_another_copy_of_the_ir_is_compared_by_its_statistics(difftest, tmp_path):
    """The same IR moved: difftest's cache gives the modules compiled from the first copy, which embed
    that copy's path, so their bytes cannot be a compile of this one; said so, never called a mismatch."""
    first = _corpus(tmp_path / "here", "moved")
    moved = _corpus(tmp_path / "there", "moved")
    difftest(str(first), *HASWELL, "--compile-only")
    rc, data, text = difftest(str(moved), *HASWELL, "--audit", "--compile-only")
    case = data["cases"][0]
    assert rc == 0 and case["variants"]["baseline"]["compile"]["cached"], text
    rows = _rows(case)
    module = rows[("baseline", "module (sha256)")]
    assert module["agrees"] is None and "compiled from a copy of this IR at another path" in module["note"], module
    assert rows[("baseline", "dispatch-count")]["agrees"] is True and not case["audit"]["verdict_was"]


def test_the_module_rule():
    assert compare.module_agrees("a", "a", None, None, False) == (True, "")
    assert compare.module_agrees("a", "b", "b", None, False)[0] is False
    agrees, note = compare.module_agrees("a", "b", "c", None, False)
    assert agrees is None and "two raw compiles gave b and c" in note
    agrees, note = compare.module_agrees("a", "b", None, "difftest compiled it twice", False)
    assert agrees is None and "difftest compiled it twice" in note
    assert compare.module_agrees("a", "b", "b", None, True)[0] is None  # from a copy of the IR elsewhere


def test_the_memory_rule_holds_difftests_parts_under_the_process_height():
    run = RunRecord(Stage.OK, resident_bytes=600 << 20, call_peaks=[["call", 7 << 20, 1 << 20]])
    assert compare.first_call_parts(run, 0) == 608 << 20
    # The height, with what the raw tool reads whole: the archive's bytes the worker never touched.
    assert compare.held_as_the_tool_reads(run, 1 << 30) is None
    run.held, run.resident_file_bytes = Held(700 << 20), 100 << 20
    assert compare.held_as_the_tool_reads(run, 0) == 700 << 20
    assert compare.held_as_the_tool_reads(run, 1 << 30) == (700 << 20) + (1 << 30) - (101 << 20)
    assert compare.memory_agrees(608 << 20, 640 << 20, "under", PEAK_NOISE_BYTES)[0] is True
    agrees, note = compare.memory_agrees(608 << 20, 500 << 20, "under", PEAK_NOISE_BYTES)
    assert agrees is False and "more than the process held at its height" in note
    assert compare.memory_agrees(608 << 20, 630 << 20, "within", 0)[0] is True
    assert compare.memory_agrees(500 << 20, 640 << 20, "within", 0)[0] is False
    # A sequence: the raw process made its first call only, so the whole height may be above its peak.
    assert compare.memory_agrees(900 << 20, 640 << 20, "over", 0)[0] is True
    assert compare.memory_agrees(500 << 20, 640 << 20, "over", 0)[0] is False


def test_the_memory_rows_set_the_height_beside_the_raw_peak():
    """The height is the raw peak's own quantity (the archive's never-read bytes added, said); where it
    agrees, the parts' row says no gap; a sequence's raw process made its first call alone."""
    run = RunRecord(Stage.OK, resident_bytes=600 << 20, call_peaks=[["call", 7 << 20, 1 << 20]],
                    held=Held(640 << 20), resident_file_bytes=100 << 20)
    rows = {r.figure: r for r in compare.memory_rows("baseline", run, 650 << 20)}
    held, parts = rows["memory: held at its height"], rows["memory: resident + first call's peak"]
    assert held.agrees is True and parts.agrees is True and parts.note == ""
    rows = {r.figure: r for r in compare.memory_rows("baseline", run, 1650 << 20, archive_bytes=(1 << 30) + (101 << 20))}
    held = rows["memory: held at its height"]
    assert held.difftest == "1,664.0 MiB" and held.agrees is True and "1.0 GiB of the parameter archive" in held.note
    assert compare.memory_rows("baseline", run, 900 << 20)[1].agrees is False  # 260 MiB the height does not hold
    over = compare.memory_rows("baseline", run, 300 << 20, every_call=False)[1]
    assert over.agrees is True and "its peak is a floor" in over.note


def test_the_audit_goes_through_the_record_and_back():
    audit = Audit([AuditRow("baseline", "dispatch-count", "5", "5", True), AuditRow("candidate", "outputs", "a",
                   "b", False, "output 0 differs")], 1.5, ["iree-compile x"], ["a note"], "identical")
    record = {"case": "c", "path": "p", "target": "t", "toolchain": {}, "reason": "", "verdict": "audit-disagrees",
              "audit": plain(audit)}
    back = case_from_dict(record)
    assert back.audit == audit and back.audit.disagreements == [audit.rows[1]]
    record["audit"]["rows"][0]["agrees"] = "yes"
    with pytest.raises(ValueError, match="case.audit is"):
        case_from_dict(record)
    assert Verdict.AUDIT_DISAGREES.forbids_green and not Verdict.AUDIT_DISAGREES.is_pass


def test_the_failure_rule_reads_a_crash_by_its_exit_and_a_diagnosis_by_its_first_error_line():
    crash = compare.failure_row("candidate", "compile failure", "iree-compile crashed (SIGSEGV, signal 11) in P",
                                "Please report issues to https://github.com/iree-org/iree/issues", -11, -11)
    assert crash.agrees is True and crash.difftest.endswith("(exit -11)")
    assert compare.failure_row("c", "f", "crashed", "banner", -11, -6).agrees is False
    line = "/c/d.mlir:13:9: error: exceeded stack allocation limit"
    assert compare.failure_row("c", "f", f"{line} (in a pass)", line, 1, 1).agrees is True
    assert compare.failure_row("c", "f", line, "/c/d.mlir:2:1: error: another", 1, 1).agrees is False


def test_a_raw_tools_peak_is_its_own_and_every_call_has_a_timeout(tmp_path):
    """The launcher's os.wait4: a child that touches 200 MiB reads at least that; one that touches nothing
    reads a few MiB, not the size of the process that started it (a child forked from difftest itself
    would keep difftest's height in its ru_maxrss across exec)."""
    from difftest.run.audit.tools import run_measured

    touch = "x = bytearray(200 << 20)\nfor i in range(0, len(x), 4096): x[i] = 1"
    big = run_measured([sys.executable, "-c", touch], 60, tmp_path, "big")
    small = run_measured(["/bin/true"], 60, tmp_path, "small")
    assert big.ok and big.peak_rss_bytes >= 200 << 20, big
    assert small.ok and small.peak_rss_bytes < 32 << 20, small
    slow = run_measured(["/bin/sleep", "30"], 0.5, tmp_path, "slow")
    assert slow.timed_out and slow.returncode is None and slow.seconds < 10
    gone = run_measured([str(tmp_path / "no-such-tool")], 60, tmp_path, "gone")
    assert gone.returncode == 127 and "cannot start" in gone.first_error


def test_a_plans_calls_are_the_workers_arguments():
    """PagedLLM.calls, which the audit's iree-run-module (and bench/llama8b_speed.py) take: the prefill
    exactly as child/calls.py's PagedLLMLoop makes it; each decode step on the prompt's last token."""
    from difftest.corpus.sequences import PagedLLM
    from difftest.corpus.signature import TensorSpec

    seq = PagedLLM("prefill_bs1", "decode_bs1", 1, 32, 2048, "f16", 256, tuple(range(1, 41)), 3)
    calls = seq.calls()
    assert [fn for fn, _ in calls] == ["prefill_bs1"] + ["decode_bs1"] * 3
    tokens, lens, blocks, cache = calls[0][1]
    assert tokens.dtype == np.int64 and tokens.shape == (1, 64) and tokens[0, :40].tolist() == list(range(1, 41))
    assert not tokens[0, 40:].any() and lens.tolist() == [40] and blocks.tolist() == [[1, 2]]
    assert cache == TensorSpec((3, 2048), "f16")  # page 0 left unused, as sharktank's servers leave it
    token, lens, start, blocks, _ = calls[3][1]
    assert token.tolist() == [[40]] and lens.tolist() == [43] and start.tolist() == [42] and blocks.tolist() == [[1, 2]]


def test_an_array_numpy_has_no_type_for_goes_raw_with_its_mlir_type(tmp_path):
    """bf16 and fp8 inputs reach iree-run-module as raw bytes with the element type MLIR spells."""
    import ml_dtypes

    from difftest.run.audit.tools import input_flags

    bf16 = np.ones((2, 3), dtype=ml_dtypes.bfloat16)
    flags = input_flags([bf16, np.zeros(4, np.float32)], tmp_path)
    assert flags[0] == f"--input=2x3xbf16=@{tmp_path / 'input0.bin'}" and flags[1].endswith("input1.npy")
    assert (tmp_path / "input0.bin").read_bytes() == bf16.view(np.uint16).tobytes()
