"""Issue 32's fuzz faults, each reproduced as it was met:

- a campaign under difftest-out/ was deleted, findings and all, by the runs after it;
- a known finding pointed at the reproducer of a campaign that was gone, "not reduced again";
  a fresh clone's re-run with the same seed reduced a known finding again;
- the summary named a findings directory that was never written;
- repro.sh without iree-compile said "does not reproduce" and exited 1;
- a compiler that crashed on the baseline twice had the other side's error filed as the flag's
  (both-compile-fail-differently), where the clean compiler fails both sides alike (the backend's);
- `--time-budget 1` said nothing of the budget, and "baseline: no flags / candidate: no flags";
- on a full disk, one line naming no path, and no summary.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.fuzz.merge import load
from difftest.fuzz.outcomes import Filed, Whose

from .helpers import ADD_ONE, fake_compiler

FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
DT = "--iree-dispatch-creation-data-tiling"
SRC = 'for a in "$@"; do case "$a" in *.mlir|*.mlirbc) src="$a";; esac; done\n'
# The flag's bug, the same on every machine: the side with the flag fails on any linalg op.
FLAGS_BUG = (SRC + f'case " $* " in *" {FLAG} "*) if grep -q linalg "$src" 2>/dev/null; then '
             'echo "$src:1:1: error: \'linalg.generic\' op the flag breaks it" >&2; exit 1; fi;; esac\n'
             'exec "$REAL" "$@"')


def _crashing_baseline(tmp_path: Path, crashes: int) -> str:
    """A backend that cannot link any program (both sides fail alike, as `fmaxf` does on llvm-cpu),
    and whose compiles with the baseline's flags crash (SIGSEGV) their first `crashes` times."""
    counts = tmp_path / "counts"
    counts.mkdir()
    return fake_compiler(tmp_path / "tc", SRC + 'if [ -n "$src" ] && grep -q linalg "$src" 2>/dev/null; then\n'
                         f'  case " $* " in *" {FLAG} "*) ;; *" {DT} "*)\n'
                         f'    c="{counts}/$(basename "$src")"; n=$(cat "$c" 2>/dev/null || echo 0)\n'
                         f'    echo $((n + 1)) > "$c"\n'
                         f'    if [ "$n" -lt {crashes} ]; then echo "Stack dump:" >&2; kill -SEGV $$; fi;;\n'
                         '  esac\n'
                         '  echo "$src:1:1: error: undefined symbol: fmaxf" >&2; exit 1\n'
                         'fi\nexec "$REAL" "$@"')


def _fuzz(out: Path | None, *args: str) -> tuple[int, dict]:
    rc = main(["fuzz", *(["--out", str(out)] if out else []), "--repeat", "1", *args])
    report = out / "fuzz.json" if out else next(Path("difftest-out").glob("fuzz-*/fuzz.json"))
    return rc, json.loads(report.read_text())


def test_a_campaign_under_difftest_out_keeps_its_findings_through_later_runs(tmp_path, monkeypatch, capsys,
                                                                            cache_dir):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DIFFTEST_KEEP_RUNS", "1")
    spec = fake_compiler(tmp_path / "tc", FLAGS_BUG)
    rc, rep = _fuzz(None, "--count", "1", "--compile-only", "--no-reduce", "--store", str(tmp_path / "s.sqlite"),
                    "--toolchain", spec, "--runtime", "installed", "--cache-dir", str(cache_dir))
    assert rc == 1 and rep["findings"], rep["verdicts"]
    campaign = next(Path("difftest-out").glob("fuzz-*"))
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "a.mlir").write_text(ADD_ONE)
    # More runs than are kept: every older run goes, the campaign stays (and is not counted among them).
    for _ in range(3):
        assert main(["run", str(corpus), "--cache-dir", str(cache_dir), "--repeat", "1", "-q"]) == 0
    assert "removed 1 old run" in capsys.readouterr().err
    assert sorted(p.name.startswith("fuzz-") for p in Path("difftest-out").iterdir() if p.is_dir()) == [False, True]
    assert list((campaign / "findings").glob("*/repro.sh")) and (campaign / "fuzz.json").exists()
    assert main(["cache", "info", "--cache-dir", str(cache_dir)]) == 0
    assert "fuzz campaigns: difftest-out: 1 campaign" in capsys.readouterr().out


# slow: two campaigns with a reduction (about 12 s); findings kept through later runs is in the default tier
@pytest.mark.slow
def test_a_known_finding_points_at_the_stores_own_reproducer_and_is_never_reduced_again(tmp_path, capsys,
                                                                                       monkeypatch, cache_dir):
    spec = fake_compiler(tmp_path / "tc", FLAGS_BUG)
    store = tmp_path / "store" / "findings.sqlite"
    common = ("--count", "1", "--seed", "3", "--compile-only", "--reduce-budget", "5", "--store", str(store),
              "--toolchain", spec, "--runtime", "installed", "--cache-dir", str(cache_dir))
    rc, first = _fuzz(tmp_path / "first", *common)
    assert rc == 1 and len(first["findings"]) == 1 and first["findings"][0]["new"], first["findings"]
    assert first["findings"][0]["filed"] in ("reduced", "unreduced")
    capsys.readouterr()
    # The first campaign's directory is gone, and the re-run starts elsewhere: the store keeps its own copy.
    shutil.rmtree(tmp_path / "first")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    rc, again = _fuzz(tmp_path / "again", *common)
    cap = capsys.readouterr()
    f = again["findings"][0]
    assert rc == 1 and not f["new"] and f["filed"] == "known", f
    assert "1 finding(s) (1 known): reducing 0" in cap.err and "0 reduced" in cap.out
    assert "not reduced again" in f["reduction"] and f["whose"] == "flag"
    kept = store.parent / "findings-reproducers"
    reproducer = Path(f["reproducer"])
    assert reproducer.is_file() and kept in reproducer.parents and Path(f["issue"]).is_file()
    # Only directories that exist are named: this campaign filed nothing of its own.
    assert not (tmp_path / "again" / "findings").exists() and "findings under" not in cap.out
    assert f"known findings' reproducers under {kept}" in cap.out
    # fuzz.json reads back as the outcome words it holds.
    back = load(tmp_path / "again").findings[0]
    assert back.filed is Filed.KNOWN and back.whose is Whose.FLAG
    # The kept repro.sh says what it says by its exit status; with no compiler it cannot test (git bisect's 125).
    script = Path(f["repro"])
    env = dict(os.environ, IREE_COMPILE=str(tmp_path / "tc" / "bin" / "iree-compile"))
    assert subprocess.run([str(script)], env=env, capture_output=True, timeout=300).returncode == 0
    env["IREE_COMPILE"] = str(tmp_path / "no-such-compiler")
    done = subprocess.run([str(script)], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 125 and "cannot test: iree-compile not found" in done.stdout
    assert "does not reproduce" not in done.stdout
    done = subprocess.run([str(script)], env={"PATH": "/nonexistent"}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 125, done.stdout


@pytest.mark.parametrize("crashes", [2, 1000])
def test_a_crash_of_the_side_without_the_flag_is_named_and_never_the_flags(tmp_path, capsys, crashes):
    # 2: the baseline crashes on both of the compile stage's tries, and not on fuzz's: flaky, and the
    # pair is judged on what it gives then. 1000: it crashes every time: named, and still not the flag's.
    spec = _crashing_baseline(tmp_path, crashes)
    rc, rep = _fuzz(tmp_path / "out", "--count", "1", "--seed", "1", "--compile-only", "--no-reduce", "--no-store",
                    "--no-cache", "--toolchain", spec, "--runtime", "installed")
    cap = capsys.readouterr()
    assert len(rep["findings"]) == 1, rep["findings"]
    f = rep["findings"][0]
    assert f["whose"] == "backend" and not f["the_flags"] and not f["regression"] and rc == 0, f
    if crashes == 2:
        assert rep["verdicts"] == {"both-compile-fail": 1}, rep["verdicts"]
        assert [(x["side"], x["crash"]) for x in rep["flaky"]] == [("baseline", "SIGSEGV, signal 11")], rep["flaky"]
        assert "flaky, the baseline's crash (SIGSEGV, signal 11)" in cap.err and f["crashed"] == {}
    else:
        assert rep["verdicts"] == {"both-compile-fail-differently": 1} and rep["flaky"] == []
        assert "SIGSEGV, signal 11" in f["crashed"]["baseline"] and "crashed on every try" in f["attribution"]
        assert "crashed: the baseline, on every try: iree-compile crashed (SIGSEGV, signal 11)" in cap.out


def test_a_time_budget_spent_before_any_program_says_so_and_names_the_pair(tmp_path, capsys):
    rc, rep = _fuzz(tmp_path / "out", "--time-budget", "0.001", "--compile-only", "--no-store", "--no-cache")
    text = capsys.readouterr().out
    # Spent before the first program, or while the first ones were made: none started, and it says so.
    assert rc == 2 and rep["judged"] == 0 and rep["stopped"] == "time budget"
    assert re.search(r"time budget 0.001 s ran out: (before the first program was made|0 of the \d+ programs? made "
                     r"started, 0 judged, \d+ not started \(making and verifying the first programs took it\))", text), text
    assert f"  baseline: {DT}\n  candidate: {DT} {FLAG}" in text and "no flags" not in text


def test_a_full_disk_names_the_path_and_still_prints_the_summary(tmpfs, capsys, cache_dir):
    small = tmpfs("16k")
    rc = main(["fuzz", "--count", "2", "--compile-only", "--no-reduce", "--no-store", "--out", str(small / "out"),
               "--cache-dir", str(cache_dir), "--repeat", "1"])
    cap = capsys.readouterr()
    assert rc == 2, cap.err
    assert "difftest fuzz: seed 0" in cap.out and "programs judged" in cap.out
    m = re.search(r"stopped by the machine: no space left on the device \(([^)]*)\)", cap.out)
    assert m and m.group(1).startswith(str(small)), cap.out
    assert "could not be written" in cap.err or "reports:" in cap.out
