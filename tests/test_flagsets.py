"""Named flag sets (--flagset), with the real compiler on the 8B pattern: the
reviewers' set reaches both sides in the rocm profile's spelling and picks
its target (and at its -O3 the pattern's producer is fused away, so the flag
finds nothing); a set's target flags compile as the raw ones did, byte for
byte; a --target the set does not pick and a name no set has are usage
errors; a corpus's own set in `where` (both contexts side by side) and
`sweep`; and what a report under a set does not claim (expectations)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from difftest.cli import main
from difftest.corpus.config import find_flagset
from difftest.corpus.discovery import load_corpus
from difftest.investigate.commands import _flagset_folded
from difftest.report.followup import command
from difftest.run.options import RunOptions
from difftest.run.setup import settings_for
from difftest.run.structure.flowread import encoding_dispatches, encoding_dispatches_in_text
from difftest.toolchains.backends import split_target
from difftest.toolchains.flagsets import BUILTIN, context_of

from .conftest import REPO, by_case, write
from .faults.helpers import real_compiler

PATTERNS = REPO / "corpora" / "patterns"
REVIEWERS = "iree-model-benchmark-8b"
DT = "--iree-dispatch-creation-data-tiling"
SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
# A corpus's own sets, on a named CPU: -O3 fuses the pattern's multi-use producer into its consumer.
SETS = f"""
[flagsets.o3]
description = "the 8B pattern at -O3, for a CPU every runner has"
flags = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=haswell", "--iree-opt-level=O3"]

[flagsets.dt]
flags = ["{DT}"]
"""


@pytest.fixture
def corpus(tmp_path):
    root = write(tmp_path / "mine", {"difftest.toml": SETS})
    shutil.copy(PATTERNS / "diamond_8b.mlir", root / "diamond_8b.mlir")
    return root


def test_the_reviewers_set_reaches_both_sides_and_picks_its_target(difftest):
    rc, report, text = difftest(str(PATTERNS), "-k", "diamond_8b", "--flagset", REVIEWERS, "--compile-only")
    assert rc == 0, text
    meta = report["meta"]
    assert meta["target"] == "rocm:gfx950" and meta["flagset"]["name"] == REVIEWERS
    case = by_case(report)["patterns/diamond_8b"]
    for side in ("baseline", "candidate"):
        flags = case["variants"][side]["flags"]
        # The set's flags, as 3.13 spells them; its target flags are the rocm profile's, never passed raw.
        assert {"--iree-opt-level=O3", "--iree-rocm-enable-tensor-ukernels", "--iree-rocm-specialize-dispatches",
                "--iree-hal-target-device=hip", "--iree-rocm-target=gfx950"} <= set(flags), flags
        assert not [f for f in flags if f.startswith(("--iree-hip-", "--iree-hal-target-backends"))], flags
    assert "flag set iree-model-benchmark-8b (built in)" in text and "pick --target rocm:gfx950" in text
    assert "--iree-hip-enable-tensor-ukernels as --iree-rocm-enable-tensor-ukernels" in text
    # The corpus's expectations were recorded without the set: set aside, and the case says why.
    assert any("compiled without a flag set, and this run compiles it in flag set iree-model-benchmark-8b" in f
               for f in case["findings"]), case["findings"]
    # At -O3 the exp producer is fused into its one consumer: no multi-use producer, nothing for the flag.
    stats = {s: case["variants"][s]["compile"]["statistics"]["dispatch-count"] for s in ("baseline", "candidate")}
    assert stats["baseline"] == stats["candidate"], stats
    rc, plain, text = difftest(str(PATTERNS), "-k", "diamond_8b", "--target", "rocm:gfx950", "--compile-only")
    mine = by_case(plain)["patterns/diamond_8b"]["variants"]
    assert mine["candidate"]["compile"]["statistics"]["dispatch-count"] < \
        mine["baseline"]["compile"]["statistics"]["dispatch-count"], text
    assert "flagset" not in plain["meta"]


def _stream(tmp_path, name: str, flags: list[str]) -> bytes:
    out = tmp_path / f"{name}.mlir"
    subprocess.run([real_compiler(), str(PATTERNS / "diamond_8b.mlir"), *flags, "--compile-to=stream", "-o",
                    str(out)], check=True, timeout=120, capture_output=True)
    return out.read_bytes()


def test_a_sets_target_flags_pick_a_target_whose_flags_compile_as_the_raw_ones(tmp_path):
    ctx = context_of(BUILTIN[REVIEWERS])
    assert ctx.target == "rocm:gfx950"
    assert ctx.target_flags == ("--iree-hal-target-backends=rocm", "--iree-hip-target=gfx950",
                                "--iree-hal-target-device=hip")
    assert ("--iree-hip-specialize-dispatches", "--iree-rocm-specialize-dispatches") in ctx.renamed
    # The raw flags as 3.13 spells them, and the profile's: the same IR after stream conversion.
    rest = list(ctx.flags)
    raw = _stream(tmp_path, "raw", ["--iree-hal-target-backends=rocm", "--iree-rocm-target=gfx950",
                                    "--iree-hal-target-device=hip", *rest])
    assert raw == _stream(tmp_path, "profile", ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx950", *rest])
    # Each backend reads its own; what a --target cannot say, or two targets at once, is refused.
    assert split_target(["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=znver4"]).target == \
        "llvm-cpu:znver4"
    assert split_target(["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"]).target == "cuda:sm_80"
    assert split_target(["--iree-hal-target-backends=vulkan-spirv"]).target == "vulkan"
    assert split_target(["--iree-opt-level=O3"]).target is None
    for bad, words in ((["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu-features=+avx2"],
                        "says more of the target than --target llvm-cpu can"),
                       (["--iree-hal-target-backends=rocm", "--iree-hal-target-device=cuda"], "cuda and rocm at once"),
                       (["--iree-rocm-target=gfx942"], "name no device")):
        with pytest.raises(ValueError, match=words):
            split_target(bad)


def test_a_target_the_set_does_not_pick_and_a_name_no_set_has_are_refused(corpus, capsys):
    assert main(["where", str(corpus), "--flagset", REVIEWERS, "--target", "llvm-cpu:haswell"]) == 2
    err = capsys.readouterr().err
    assert "--target llvm-cpu:haswell and --flagset iree-model-benchmark-8b disagree" in err
    assert "pick rocm:gfx950; leave --target out (or give rocm:gfx950)" in err
    assert main(["run", str(corpus), "--flagset", "o4", "--compile-only"]) == 2
    err = capsys.readouterr().err
    # Known: the built-in sets and those of the corpora given.
    assert "--flagset o4: no such flag set; known: dt (" in err and "o3 (" in err and f"{REVIEWERS} (built in)" in err
    assert main(["sweep", str(PATTERNS), "--toolchains", "installed", "--flagset", "o3"]) == 2
    assert "no such flag set" in capsys.readouterr().err  # o3 is mine, not the patterns corpus's


def test_a_corpus_set_in_where_shows_the_baseline_in_both_contexts(corpus, tmp_path, cache_dir, capsys):
    out = tmp_path / "where"
    rc = main(["where", str(corpus), "--flagset", "o3", "--out", str(out), "--cache-dir", str(cache_dir)])
    text = capsys.readouterr().out
    assert rc == 0, text
    [w] = json.loads((out / "where.json").read_text())
    # The set's -O3 reaches both sides: the producer is fused away, the flag finds no site.
    assert w["nodes"] == {"baseline": 3, "candidate": 3}
    assert "--iree-opt-level=O3" in w["flags"]["baseline"] and "--iree-llvmcpu-target-cpu=haswell" in w["flags"]["candidate"]
    own, mine = w["contexts"]["own flags"], w["contexts"]["flag set o3"]
    assert "--iree-opt-level=O3" not in own["flags"] and "--iree-llvmcpu-target-cpu=haswell" in own["flags"]
    # Without it, the baseline encodes the producer's result apart; with it, inside the fused dispatch.
    assert own["functions"]["main"] == {"activations": 1, "arguments": 1, "after stream": 2}
    assert mine["functions"]["main"] == {"arguments": 1, "in dispatches": 1, "after stream": 1}
    assert "the baseline's encodings by function, own flags | flag set o3:" in text
    assert "main      1 | 0        1 | 1      0 | 1          2 | 1" in text


def test_sweep_and_run_take_a_corpus_set_and_say_what_it_holds(corpus, tmp_path, cache_dir, capsys):
    rc = main(["sweep", str(corpus), "--toolchains", "installed", "--flagset", "o3", "--compile-only", "--out",
               str(tmp_path / "sweep"), "--cache-dir", str(cache_dir), "--json", str(tmp_path / "sweep.json")])
    text = capsys.readouterr().out
    assert rc == 0 and f"pair: +{SEED}, 1 case, in flag set o3" in text, text
    [row] = json.loads((tmp_path / "sweep.json").read_text())["rows"]
    assert row["meta"]["flagset"]["name"] == "o3" and row["meta"]["target"] == "llvm-cpu:haswell"
    # A pair that differs by data tiling alone, in a set that turns it on: one module compiled twice, said.
    report = tmp_path / "dt.json"
    rc = main(["run", str(corpus), "--flagset", "dt", "--target", "llvm-cpu:haswell", "--baseline-flag=",
               f"--candidate-flag={DT}", "--compile-only", "--out", str(tmp_path / "dt"), "--json", str(report),
               "--cache-dir", str(cache_dir)])
    text = capsys.readouterr().out
    assert rc == 0 and f"it holds the candidate's own {DT}: the baseline gets it too" in text, text
    assert "the flag does not change its one module" in text
    # Nothing is written from a report compiled in a set: the corpus's expectations describe its own compile.
    assert main(["update-expectations", str(report), "--dry-run"]) == 0
    assert "not written: the report was compiled in flag set dt" in capsys.readouterr().err
    # The follow-up commands a report prints keep the set.
    assert "--flagset dt" in command("explain", ["x.mlir"], flagset="dt", target="llvm-cpu:haswell")


def test_a_corpus_may_not_take_a_built_in_name_and_two_corpora_may_not_disagree(tmp_path):
    bad = write(tmp_path / "bad", {"difftest.toml": f'[flagsets.{REVIEWERS}]\nflags = ["--iree-opt-level=O3"]\n',
                                   "a.mlir": "func.func @main() { return }\n"})
    [case] = load_corpus(bad).cases
    assert "is a flag set built into difftest" in case.config_error
    a = write(tmp_path / "a", {"difftest.toml": '[flagsets.x]\nflags = ["--iree-opt-level=O3"]\n'})
    b = write(tmp_path / "b", {"difftest.toml": '[flagsets.x]\nflags = ["--iree-opt-level=O2"]\n'})
    assert find_flagset("x", [a]).flags == ("--iree-opt-level=O3",)
    with pytest.raises(ValueError, match="define it otherwise; a run compiles in one context"):
        find_flagset("x", [a, b])


def test_a_case_reduced_in_a_set_holds_its_flags_as_its_own(corpus, tmp_path):
    [case] = load_corpus(corpus).cases
    settings = settings_for(RunOptions(corpus=(corpus,), flagset="o3", no_cache=True), None, out_dir=tmp_path / "o")
    assert settings.target.name == "llvm-cpu:haswell"
    folded, plain = _flagset_folded(case, settings)
    # The reproducer reduce writes stands alone: the set's flags are the case's, no set is named.
    assert folded.config.flags == (*case.config.flags, "--iree-opt-level=O3") and plain.flagset is None
    assert plain.target == settings.target


def test_encoding_dispatches_read_from_the_printed_module_as_from_the_parsed_one(tmp_path):
    """The reading `where` falls back on when 3.13 prints stream IR it cannot parse back (llama8b's
    decode for gfx950 in the reviewers' set); here on IR that parses, both readings agree."""
    flags = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx950", DT]
    text = _stream(tmp_path, "text", flags).decode()
    out = tmp_path / "stream.mlirbc"
    subprocess.run([real_compiler(), str(PATTERNS / "diamond_8b.mlir"), *flags, "--compile-to=stream",
                    "--emit-mlir-bytecode", "-o", str(out)], check=True, timeout=120, capture_output=True)
    assert encoding_dispatches_in_text(text) == encoding_dispatches(out) == {"main": 2}
