"""Run records kept as users need them (issue 43): difftest-out/ kept the
newest 20 directories and every invocation counted, so a 15-minute run's
directory was gone minutes after it finished, `--lf` said "no earlier
run" and the printed `artifacts:` path dangled."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from difftest.cli import main
from difftest.run.housekeeping.retention import DAY_S, RunFolder, kept

from ..conftest import write
from .helpers import ADD_ONE, TIMES_TWO

COMMON = ["--repeat", "1", "-q"]


def _fake_run(out: Path, name: str, like: Path | None, corpus: Path | None = None, **options) -> Path:
    """A run directory as a cheap invocation leaves it: none at all of a
    journal (a typo, an explain), or `like`'s journal said of another
    corpus or question."""
    run = out / name
    run.mkdir()
    if like is not None:
        header, *rest = (like / "results.jsonl").read_text().splitlines(keepends=True)
        head = json.loads(header)
        head["run_id"] = head["meta"]["run_id"] = name
        head["meta"]["options"].update({**({"corpus": [str(corpus)]} if corpus else {}), **options})
        (run / "results.jsonl").write_text(json.dumps(head) + "\n" + "".join(rest))
    return run


def _stamp(i: int) -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() + 60 + i))


def test_a_judged_run_outlives_25_other_invocations_and_lf_finds_it(tmp_path, monkeypatch, capsys, cache_dir):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DIFFTEST_KEEP_RUNS", raising=False)
    corpus = write(tmp_path / "big", {"a.mlir": ADD_ONE, "b.mlir": "not MLIR"})
    other = write(tmp_path / "small", {"a.mlir": TIMES_TWO})
    assert main(["run", str(corpus), "--cache-dir", str(cache_dir), *COMMON]) == 2
    (first,) = Path("difftest-out").iterdir()
    # 25 invocations since: 10 that judged nothing, 15 runs of other corpora; the last one a real run, which rotates.
    for i in range(24):
        _fake_run(Path("difftest-out"), f"{'explain-' if i < 10 else ''}{_stamp(i)}-{i:06x}",
                  None if i < 10 else first, tmp_path / f"other{i}")
    assert main(["run", str(other), "--cache-dir", str(cache_dir), *COMMON]) == 0
    assert first.exists(), sorted(p.name for p in Path("difftest-out").iterdir())
    capsys.readouterr()
    assert main(["run", str(corpus), "--lf", "--cache-dir", str(cache_dir), *COMMON]) == 2
    assert f"1 case that did not pass in {first}" in capsys.readouterr().err


def _record(name: str, judged: int, corpus: str, asked: str = "q", age_s: float = 0.0,
            stands_on: str | None = None) -> RunFolder:
    return RunFolder(Path(name), judged, (corpus,), "cpu", asked, 1e9 - age_s, Path(stands_on) if stands_on else None)


def test_the_policy_keeps_what_lf_and_resume_need_and_no_more():
    """Oldest first, as runs() lists them; `now` is 1e9."""
    records = [
        _record("old-a", 3, "a", age_s=3 * DAY_S),  # superseded by new-a, and old: goes
        _record("lf-base", 3, "b", age_s=3 * DAY_S),  # stood on by the kept --lf run of b: stays
        _record("other-q", 3, "a", asked="q2", age_s=2 * DAY_S),  # another question, days old: goes
        _record("today-q3", 3, "a", asked="q3", age_s=3600),  # another question, today: stays
        _record("lf-b", 1, "b", stands_on="lf-base"),
        _record("new-a", 3, "a"),
        *[_record(f"nothing-{i}", 0, "c") for i in range(5)],  # judged nothing: kept apart, newest 2
    ]
    stay = {p.name for p in kept(records, 2, 1e9)}
    assert stay == {"lf-base", "today-q3", "lf-b", "new-a", "nothing-3", "nothing-4"}


def test_a_command_asked_for_a_rotated_run_says_it_was_rotated(tmp_path, monkeypatch, capsys, cache_dir):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DIFFTEST_KEEP_RUNS", "1")
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": "not MLIR"})
    other = write(tmp_path / "d", {"a.mlir": TIMES_TWO})
    assert main(["run", str(corpus), "--cache-dir", str(cache_dir), *COMMON]) == 2
    (first,) = Path("difftest-out").iterdir()
    two_days = time.time() - 2 * DAY_S
    os.utime(first / "results.jsonl", (two_days, two_days))
    # A newer run of the corpus that asked another question: the first is no longer its corpus's newest.
    _fake_run(Path("difftest-out"), f"{_stamp(0)}-000001", first, candidate_flags=["--iree-opt-level=O3"])
    assert main(["run", str(other), "--cache-dir", str(cache_dir), *COMMON]) == 0
    assert not first.exists()
    capsys.readouterr()
    for argv in (["report", str(first / "results.jsonl")], ["run", "--resume", str(first)],
                 ["update-expectations", str(first / "results.jsonl")]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert f"{first} was removed on" in err and "newer runs pushed it out" in err, (argv, err)
    assert main(["run", str(corpus), "--lf", "--cache-dir", str(cache_dir), *COMMON]) == 2
    err = capsys.readouterr().err
    assert "no earlier run of" in err and f"{first} was removed on" in err, err
    assert main(["cache", "prune", "--keep-runs", "1", "--cache-dir", str(cache_dir)]) == 0
    assert len([p for p in Path("difftest-out").iterdir() if p.is_dir()]) == 1


def test_keep_runs_that_is_no_count_is_said_and_the_default_kept_and_all_keeps_every_run(tmp_path, monkeypatch,
                                                                                         capsys, cache_dir):
    """DIFFTEST_KEEP_RUNS=-1 kept one run (a user meaning "all" lost the rest); `abc` was silently 20."""
    from difftest.run.housekeeping import keep_runs, keep_runs_problem

    for text, keep in (("-1", 20), ("abc", 20), ("0", 20), ("5", 5), ("all", None), ("", 20)):
        monkeypatch.setenv("DIFFTEST_KEEP_RUNS", text)
        assert keep_runs() == keep, text
        assert (keep_runs_problem() is None) == (text in ("5", "all", "")), text
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DIFFTEST_KEEP_RUNS", "-1")
    other = write(tmp_path / "d", {"a.mlir": TIMES_TWO})
    assert main(["run", str(other), "--cache-dir", str(cache_dir), *COMMON]) == 0
    assert "$DIFFTEST_KEEP_RUNS='-1' is not a number of runs to keep (1 or more, or `all`): keeping the newest 20" \
        in capsys.readouterr().err
    monkeypatch.setenv("DIFFTEST_KEEP_RUNS", "all")
    assert main(["cache", "info", "--cache-dir", str(cache_dir)]) == 0
    assert "kept: every one ($DIFFTEST_KEEP_RUNS=all)" in capsys.readouterr().out
