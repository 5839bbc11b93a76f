"""Issue 35, fuzz screens by reach: a directed campaign compiles each round's
module to the flow phase first and drops the programs the flag did not
reach there; what it finds of the flag's is what a campaign without the
screen finds, with less compiled and nothing of theirs executed."""
from __future__ import annotations

import json

import pytest

from difftest.cli import main
from difftest.fuzz.options import FuzzOptions
from difftest.run.options import RunOptions

from .faults.helpers import fake_compiler


def _fuzz(tmp_path, name, *args):
    out = tmp_path / name
    rc = main(["fuzz", "--out", str(out), "--repeat", "1", *args])
    return rc, json.loads((out / "fuzz.json").read_text()), out


def _keys(rep) -> set[str]:
    return {f["key"] for f in rep["findings"] if f["the_flags"]}


COMMON = ("--count", "8", "--compile-only", "--no-reduce", "--no-store")


def test_a_screened_campaign_compiles_on_only_the_programs_the_flag_reached_and_counts_the_rest(
        tmp_path, cache_dir, capsys):
    # The real compiler, through a wrapper that logs what each compile was given: its source's
    # functions, and how far it compiled.
    log = tmp_path / "compiles.log"
    # The first .mlir argument is the source (the flow compile's output is one too).
    spec = fake_compiler(tmp_path / "tc", 'for a in "$@"; do case "$a" in *.mlir) src="${src:-$a}";; esac; done\n'
                                          'to=full; for a in "$@"; do case "$a" in --compile-to=*) to="${a#*=}";; '
                                          'esac; done\n'
                                          f'[ -n "$src" ] && echo "$to $(grep -o "func.func @p[0-9]*" "$src" | '
                                          f'cut -c12- | tr "\\n" " ")" >> {log}\n'
                                          'exec "$REAL" "$@"')
    # Seed 4's first round: five programs the flag reaches at the flow phase, three it does not.
    rc, rep, out = _fuzz(tmp_path, "screened", *COMMON, "--seed", "4", "--toolchain", spec, "--runtime",
                         "installed", "--cache-dir", str(cache_dir))
    text = capsys.readouterr().out
    assert rep["screening"] and rep["modules"].get("screened") == 1
    assert (rep["screened"], rep["judged"], rep["invalid"]) == (3, 5, 0) and rc == 0, rep
    # What was dropped was neither judged nor compiled in full: every program judged is one the flag reached.
    assert sum(rep["verdicts"].values()) == rep["judged"] == rep["in_reach"]
    compiles = [ln.split() for ln in log.read_text().splitlines()]
    to_flow = {p for c in compiles if c[0] == "flow" for p in c[1:]}
    in_full = {p for c in compiles if c[0] == "full" for p in c[1:]}
    assert len(to_flow) == 8 and len(in_full) == 5 and in_full < to_flow, compiles
    assert f"{rep['screened']} screened out (the flag did not reach them" in text
    # Findings per CPU-hour: the yield a directed campaign is measured by.
    assert rep["cpu_seconds"] > 0 and "0 distinct findings (0 the flag's) in " in text and "per CPU-hour" in text


# slow: the same campaign twice, with and without the screen (about 40 s)
@pytest.mark.slow
def test_a_screened_campaign_finds_what_an_unscreened_one_finds_of_the_flags(tmp_path, cache_dir):
    # Seed 21's first round: programs the flag reaches, one of them with its workgroup-distribution bug,
    # and programs it does not reach.
    common = (*COMMON, "--seed", "21", "--cache-dir", str(cache_dir))
    rc, screened, _ = _fuzz(tmp_path, "screened", *common)
    rc_all, everything, _ = _fuzz(tmp_path, "all", *common, "--no-screen")
    assert screened["screened"] >= 1 and everything["screened"] == 0 and not everything["screening"]
    # Every program the screen dropped is one the unscreened campaign judged and found out of its reach.
    assert screened["judged"] + screened["screened"] == everything["judged"]
    assert screened["in_reach"] == everything["in_reach"] == screened["judged"]
    assert _keys(screened) == _keys(everything) and rc == rc_all == 1


def test_screening_is_on_for_a_directed_campaign_and_off_for_any():
    run = RunOptions()
    assert FuzzOptions(run).screening and FuzzOptions(run, motif="qkv").screening
    assert not FuzzOptions(run, motif="any").screening
    assert FuzzOptions(run, motif="any", screen=True).screening and not FuzzOptions(run, screen=False).screening
