"""A cross-device pair compares the same flags on two targets (issue 32):
`--baseline-target llvm-cpu --target vulkan` dropped the seed flag from the
candidate and no line said so. Every header now says what the pair
compares and what it left out."""
from __future__ import annotations

import pytest

from difftest.cli import main
from difftest.corpus.variants import DEFAULT_BASELINE, SEED_FLAG

from ..conftest import CASES

DIAMOND = CASES / "seed_diamond.mlir"
# A Vulkan pair needs lavapipe; the CPU pair (a pinned CPU against the host's) runs anywhere.
# slow: CPU against lavapipe (about 9 s); two CPU targets take the same path in the default tier
PAIRS = [pytest.param("llvm-cpu", "vulkan", "vulkan:llvmpipe", marks=pytest.mark.slow),
         ("llvm-cpu:generic", "llvm-cpu", "llvm-cpu")]


@pytest.mark.parametrize("baseline, target, named", PAIRS, ids=["cpu-vulkan", "cpu-cpu"])
def test_a_cross_device_pair_says_it_compares_the_same_flags_and_what_it_left_out(
        request, tmp_path, difftest, capsys, baseline, target, named):
    if target == "vulkan":
        request.getfixturevalue("lavapipe")
    md = tmp_path / "r.md"
    rc, report, text = difftest(str(DIAMOND), "--baseline-target", baseline, "--target", target,
                                extra=("--markdown", str(md)))
    assert rc == 0, text
    line = (f"baseline and candidate both: {' '.join(DEFAULT_BASELINE)}; the pair compares {baseline} against "
            f"{named} (the candidate's own {SEED_FLAG} is left out: a cross-device pair compares the same flags")
    pair = report["meta"]["pair"]
    assert pair["same_flags"] and pair["left_out"] == [SEED_FLAG] and pair["text"].startswith(line)
    assert report["meta"]["variants"]["candidate"] == list(DEFAULT_BASELINE)  # what it did, as the line says
    # The run's console header, the Markdown report, and a report rendered again.
    assert f"  {line}" in text and "  candidate:" not in text
    assert line in md.read_text()
    assert main(["report", str(tmp_path / "report0.json")]) == 0
    assert line in capsys.readouterr().out


def test_a_cross_device_pair_given_its_own_flags_says_both_differ(tmp_path, difftest):
    rc, report, text = difftest(str(DIAMOND), "--baseline-target", "llvm-cpu:generic", "--target", "llvm-cpu",
                                "--candidate-flag=--iree-dispatch-creation-data-tiling", "--candidate-flag=" + SEED_FLAG)
    assert rc == 0, text
    assert not report["meta"]["pair"]["same_flags"] and report["meta"]["pair"]["left_out"] == []
    assert "the pair compares llvm-cpu:generic against llvm-cpu with different flags" in text
    assert f"  candidate: --iree-dispatch-creation-data-tiling {SEED_FLAG}" in text
