"""The memory answer is the flag's, not the run order's, and holds nothing of
difftest's own: a pair swapped gives the opposite changes within noise (the
worker's first module no longer pays the process's first-run costs, nor the
faulting-in of a parameter archive a later module finds resident), and each
call's window closes before its results are read back."""
from __future__ import annotations

import shutil

from difftest.core.figures import PEAK_NOISE_BYTES, RESIDENT_NOISE_BYTES

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
    for name, noise in (("peak_bytes", PEAK_NOISE_BYTES), ("resident_bytes", RESIDENT_NOISE_BYTES)):
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
