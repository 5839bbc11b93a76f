"""The memory answer is the flag's, not the run order's, and holds nothing of
difftest's own: a pair swapped gives the opposite changes within noise (the
worker's first module no longer pays the process's first-run costs, nor the
faulting-in of a parameter archive a later module finds resident), and each
call's window closes before its results are read back."""
from __future__ import annotations

import shutil

import subprocess
import sys
from pathlib import Path

import numpy as np

from difftest.core.figures import HELD_NOISE_BYTES, PEAK_NOISE_BYTES, RESIDENT_NOISE_BYTES
from difftest.core.memory import missing, parts_of
from difftest.core.results import run_record_from_dict
from difftest.corpus.inputs import load_arrays

from .conftest import CASES
from .test_sequences import MINI_DECODE, MINI_PREFILL, mini

DATA_TILING = "--iree-dispatch-creation-data-tiling"


def _runs(report):
    case = report["cases"][0]
    assert case["verdict"] == "identical", case["reason"]
    return case["variants"]["baseline"]["run"], case["variants"]["candidate"]["run"]


def test_a_swapped_pair_gives_the_opposite_memory_changes(difftest, tmp_path):
    """tests/cases/paged_llm (weights in a parameter archive, prefill and 3
    decode steps), data tiling off against on, then on against off. Before,
    whichever side ran first was charged the archive's pages and the
    process's first-run costs: -272 KiB one way, +123 KiB the other."""
    corpus = tmp_path / "llm"
    shutil.copytree(CASES / "paged_llm", corpus, ignore=shutil.ignore_patterns("*.py", "*.md"))
    rc, one, text = difftest(str(corpus), "--baseline-flag=", f"--candidate-flag={DATA_TILING}",
                             "--html", str(tmp_path / "r.html"))
    assert rc == 0
    assert "resident memory (measured): " in text and "peak memory per call (measured): prefill " in text
    page = (tmp_path / "r.html").read_text()
    assert "peak memory, decode 3" in page and "resident memory (planned)" in page
    rc, other, _ = difftest(str(corpus), f"--baseline-flag={DATA_TILING}", "--candidate-flag=", "--rerun")
    assert rc == 0
    (b1, c1), (b2, c2) = _runs(one), _runs(other)
    assert [c[0] for c in b1["call_peaks"]] == ["prefill", "decode 1", "decode 2", "decode 3"]
    for run in (b1, c1, b2, c2):
        run["held_bytes"] = run["held"]["bytes"]
    for name, noise in (("peak_bytes", PEAK_NOISE_BYTES), ("resident_bytes", RESIDENT_NOISE_BYTES),
                        ("held_bytes", HELD_NOISE_BYTES)):
        forth, back = c1[name] - b1[name], c2[name] - b2[name]
        # Each change is two measurements, each within the figure's noise of its run-to-run value: their
        # sum within twice it (on a loaded 2-core machine one change read -20 KiB, the other -28 KiB).
        # The old worker's order effect was -272 and +123 KiB.
        assert abs(forth + back) <= 2 * noise, (name, forth, back)
        # The same module measured in either position: the same figure.
        assert abs(b1[name] - c2[name]) <= noise and abs(c1[name] - b2[name]) <= noise, name


WIDE = 65536  # logits of 128 KiB a token: a 32-token prefill returns 4 MiB


def test_a_calls_window_closes_before_its_results_are_read_back(difftest, tmp_path):
    """Reading a prefill's 4 MiB of logits back takes a staging buffer and a
    numpy copy, 8 MiB more: none of it is the call's."""
    corpus = mini(tmp_path / "c")
    ir = (MINI_PREFILL + MINI_DECODE).replace("x8xf16>", f"x{WIDE}xf16>")
    (corpus / "mini.mlir").write_text(ir)
    (corpus / "difftest.toml").write_text('[cases."mini".sequence]\nprompt = 32\ndecode = 2\n')
    rc, report, _ = difftest(str(corpus), "--baseline-flag=", f"--candidate-flag={DATA_TILING}")
    assert rc == 0, report["cases"][0]["reason"]
    base, _ = _runs(report)
    result = 32 * WIDE * 2
    peaks = {name: own for name, own, _ in base["call_peaks"]}
    assert set(peaks) == {"prefill", "decode 1", "decode 2"}
    assert result * 0.9 <= peaks["prefill"] <= result * 1.5, peaks
    assert base["peak_bytes"] == max(peaks.values())


def test_planned_and_measured_far_apart_say_which_answers_which_question():
    """The data-tiling pair at 8B widths: planned 0 -> 1.4 GiB, measured 1.4 GiB -> 56 MiB, and resident
    memory up where the calls' peak went down."""
    from difftest.report.figures import FigureTotal
    from difftest.report.memory import memory_disagreement as _memory_disagreement

    gib, mib = 1 << 30, 1 << 20
    lines = _memory_disagreement([
        FigureTotal("transient-memory-size", "planned", 0, int(1.4 * gib), 1),
        FigureTotal("resident-bytes", "resident", 100 * mib, 570 * mib, 1),
        FigureTotal("peak-bytes", "peak", int(1.4 * gib), 56 * mib, 1)])
    assert len(lines) == 2, lines
    assert "move opposite ways" in lines[0] and "upper bound" in lines[0] and "at this run's shapes" in lines[0]
    assert "candidate keeps more from loading and initialisation" in lines[1]
    # Within noise, and a plan that is the peak's size: nothing to explain.
    assert _memory_disagreement([FigureTotal("transient-memory-size", "planned", 80 << 10, 80 << 10, 1),
                                 FigureTotal("resident-bytes", "resident", 500 << 10, 540 << 10, 1),
                                 FigureTotal("peak-bytes", "peak", 96 << 10, 92 << 10, 1)]) == []


# GPT-2's tied embedding as torch exports it (an embedding lookup and the output projection read one
# weight), at 32768 x 768 f32 (96 MiB), its weight an external parameter difftest generates.
TIED = """module @module {
  util.global private @__auto.wte = #flow.parameter.named<"model"::"wte"> : tensor<32768x768xf32>
  func.func @main(%ids: !torch.vtensor<[1,8],si64>) -> !torch.vtensor<[1,8,32768],f32> {
    %w = util.global.load @__auto.wte : tensor<32768x768xf32>
    %wt = torch_c.from_builtin_tensor %w : tensor<32768x768xf32> -> !torch.vtensor<[32768,768],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %h = torch.aten.embedding %wt, %ids, %int-1, %false, %false : !torch.vtensor<[32768,768],f32>, !torch.vtensor<[1,8],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,8,768],f32>
    %none = torch.constant.none
    %r = torch.aten.linear %h, %wt, %none : !torch.vtensor<[1,8,768],f32>, !torch.vtensor<[32768,768],f32>, !torch.none -> !torch.vtensor<[1,8,32768],f32>
    return %r : !torch.vtensor<[1,8,32768],f32>
  }
}
"""
MIB = 1 << 20


# Started from a small process, as /usr/bin/time starts it: a child's ru_maxrss counts the memory of the
# process it was forked from until it execs, and this one (pytest, difftest, numpy) holds more than the tool.
_TIME = ("import os, subprocess, sys\n"
         "p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)\n"
         "_, status, usage = os.wait4(p.pid, 0)\n"
         "print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)\n")


def _peak_of(argv: list[str]) -> int:
    """The peak resident set of one process, as /usr/bin/time's %M counts it (bytes)."""
    done = subprocess.run([sys.executable, "-c", _TIME, *argv], capture_output=True, text=True, timeout=300)
    rc, kib = done.stdout.split()
    assert rc == "0", done.stderr[-1000:]
    return int(kib) * 1024


def test_the_height_counts_what_initialisers_let_go_and_its_parts_add_up(difftest, tmp_path, cache_dir):
    """Data tiling's initialiser transposes the tied weight into a transient, packs it and lets the transient
    go before the first call: both sides keep 192 MiB (the archive's pages and one 96 MiB copy), the calls'
    peaks are 1 MiB, and the candidate's process climbed 96 MiB higher. The height says so, its parts add up
    to it, the totals name the part, and the raw tool (iree-run-module, the same vmfbs and archive) sees the
    same difference."""
    corpus = tmp_path / "tied"
    corpus.mkdir()
    (corpus / "tied.mlir").write_text(TIED)
    (corpus / "difftest.toml").write_text('[cases."tied"]\ninputs.arg0 = { distribution = "randint", low = 0, '
                                          'high = 32768 }\n')
    rc, report, text = difftest(str(corpus), "--baseline-flag=", f"--candidate-flag={DATA_TILING}",
                                "--target", "llvm-cpu:haswell")
    assert rc == 0, text
    base, cand = (run_record_from_dict(r) for r in _runs(report))
    b, c = parts_of(base), parts_of(cand)
    assert abs(b.resident - c.resident) < 8 * MIB and max(b.peak, c.peak) < 4 * MIB, (b, c)
    assert c.held > c.resident + c.peak + 64 * MIB and c.initialisers > 64 * MIB, c
    assert b.initialisers <= HELD_NOISE_BYTES, b
    assert b.adds_up() and c.adds_up(), (b, c)
    assert "initialisation climbed" in missing(c)[0] and not any("initialisation" in m for m in missing(b))
    assert "held at its height: more than resident + per-call peak" in text and "initialisation climbed" in text
    measured = report["cases"][0]["measured"]["held-bytes"]
    assert measured["delta"] > 64 * MIB and abs(report["cases"][0]["measured"]["resident-bytes"]["delta"]) < 8 * MIB

    # The raw tool on the same modules and archive: the same difference, within 5 %.
    from difftest.corpus.parameters import archives
    from difftest.corpus.signature import cached_signature

    sig = cached_signature(corpus / "tied.mlir", None, cache_dir)
    archive = archives(corpus / "tied.mlir", sig.parameters, {}, 0, cache_dir / "parameters", make=False)[0].path
    case_dir = Path(report["cases"][0]["variants"]["baseline"]["compile"]["vmfb_path"]).parents[1]
    np.save(tmp_path / "ids.npy", load_arrays(case_dir / "inputs.npz")[0])
    tool = Path(sys.executable).parent / "iree-run-module"
    raw = {side: _peak_of([str(tool), f"--module={case_dir / side / 'module.vmfb'}", "--device=local-task",
                           f"--parameters=model={archive}", "--function=main", f"--input=@{tmp_path / 'ids.npy'}"])
           for side in ("baseline", "candidate")}
    ours = cand.held.bytes - base.held.bytes
    assert abs(ours - (raw["candidate"] - raw["baseline"])) <= 0.05 * abs(ours), (ours, raw)


def test_the_heights_parts_name_what_is_beyond_resident_and_peak():
    """The parts from a record alone (no run): each case of core/memory.py's sum, and the totals' words."""
    from difftest.core.memory import Held
    from difftest.core.results import RunRecord
    from difftest.core.verdicts import Stage
    from difftest.report.memory import Heights, height_lines

    def run(held, load, calls, resident=100 * MIB, peak=10 * MIB):
        return RunRecord(Stage.OK, resident_bytes=resident, peak_bytes=peak, call_peaks=[["call", peak, 0]],
                         held=Held(held, load, calls, 0))

    init = parts_of(run(300 * MIB, 300 * MIB, 110 * MIB))
    assert init.adds_up() and missing(init)[0].startswith("initialisation climbed 200.0 MiB above resident")
    pooled = parts_of(run(150 * MIB, 100 * MIB, 150 * MIB))
    assert pooled.adds_up() and missing(pooled)[0].startswith("40.0 MiB was resident beneath the highest call")
    worker = parts_of(run(130 * MIB, 100 * MIB, 110 * MIB))
    assert worker.adds_up() and missing(worker) == [
        "20.0 MiB was the worker's own, between the module's calls (results read back)"]
    assert missing(parts_of(run(110 * MIB + 64 * 1024, 100 * MIB, 110 * MIB))) == []  # within noise
    over = parts_of(run(105 * MIB, 100 * MIB, 105 * MIB))  # the call began 5 MiB below resident
    assert not over.adds_up() and missing(over) == []
    lines = height_lines(Heights(measured=2, beyond=[("c", "candidate", init)], unexplained=[("c", "baseline", over)]))
    assert "more than resident + per-call peak on 1 of 2 measured runs; the most, c (candidate), by 190.0 MiB" in lines[0]
    assert "5.0 MiB less than resident 100.0 MiB + its call's peak 10.0 MiB" in lines[1] and "overcount" in lines[1]
