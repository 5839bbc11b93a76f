"""`--last-failed` and `--resume` take every case a run gave no answer
(issue 32): after an interrupted run --lf ran only the interrupted case,
not the ones never started, and passed; --resume counted a case the
machine could not judge as done."""
from __future__ import annotations

import json

import pytest

from difftest.cli import main
from difftest.run.housekeeping.runs import runs

from ..conftest import write
from .helpers import ADD_ONE, SIGTERM, TIMES_TWO, fake_compiler, finish, journal, pids_in, spawn_difftest, wait_for

# The largest IR starts first (longest first, with no times remembered), so a is judged before b or c starts.
FIRST = ADD_ONE + "// " + "x" * 4000 + "\n"


def _corpus(tmp_path):
    return write(tmp_path / "corp", {"a.mlir": FIRST, "b.mlir": TIMES_TWO, "c.mlir": ADD_ONE.replace("1.0", "3.0")})


def _options(tmp_path, spec: str) -> list[str]:
    return ["--toolchain", spec, "--runtime", "installed", "-j", "1", "--cache-dir", str(tmp_path / "cache"),
            "--repeat", "1", "-q"]


def _cases(report) -> list[str]:
    return sorted(c["case"] for c in json.loads(report.read_text())["cases"])


def test_last_failed_after_an_interrupt_runs_what_was_cut_off_and_what_never_started(tmp_path, monkeypatch,
                                                                                     capsys):
    monkeypatch.chdir(tmp_path)
    corpus, marker, pidfile = _corpus(tmp_path), tmp_path / "hang", tmp_path / "pids"
    marker.touch()
    # b and c hang while the marker is there: a is judged, one of them is cut off, the other never starts.
    spec = fake_compiler(tmp_path / "tc", f'case "$*" in *b.mlir*|*c.mlir*) if [ -f {marker} ]; then '
                                          f'sleep 1000 & echo $$ $! >> {pidfile}; wait; fi;; esac\nexec "$REAL" "$@"')
    proc = spawn_difftest(["run", str(corpus), *_options(tmp_path, spec)], tmp_path)
    wait_for(lambda: len(pids_in(pidfile)) >= 2, what="b or c to hang")
    proc.send_signal(SIGTERM)
    assert finish(proc)[0] == 143
    (first,) = (tmp_path / "difftest-out").iterdir()
    verdicts = {r["case"]: r["verdict"] for r in journal(first)[1:] if "case" in r}
    assert verdicts.get("corp/a") == "identical" and sorted(verdicts.values()) == ["identical", "interrupted"]
    marker.unlink()
    loud = [o for o in _options(tmp_path, spec) if o != "-q"]  # the header is what is checked
    rc = main(["run", str(corpus), "--lf", "--json", "lf.json", "--markdown", "lf.md", *loud])
    out, err = capsys.readouterr()
    assert "2 cases that did not pass" in err and "1 interrupted, 1 never run there" in err, err
    assert "(1 deselected)" in err
    assert _cases(tmp_path / "lf.json") == ["corp/b", "corp/c"]
    # It passes, and says for how much of the corpus: the third stands as the first run judged it.
    assert rc == 0
    gate = json.loads((tmp_path / "lf.json").read_text())["gate"]
    assert "for the 2 of 3 cases --last-failed ran (the other 1 stand as" in gate["text"], gate
    assert "--last-failed: 2 of 3 cases, those" in out and "the other 1 stand as it judged them" in out
    assert "--last-failed: 2 of 3 cases, those" in (tmp_path / "lf.md").read_text()
    # An --lf of that --lf has nothing left: all three stand, so it runs all, as pytest does.
    assert main(["run", str(corpus), "--lf", "--json", "again.json", *_options(tmp_path, spec)]) == 0
    assert "nothing failed in the last run" in capsys.readouterr().err
    assert _cases(tmp_path / "again.json") == ["corp/a", "corp/b", "corp/c"]


# slow: three runs (about 9 s); --last-failed after an interrupt is in the default tier
@pytest.mark.slow
def test_a_case_the_machine_could_not_judge_is_run_again_by_resume_and_last_failed(tmp_path, monkeypatch,
                                                                                  capsys):
    monkeypatch.chdir(tmp_path)
    corpus, marker = _corpus(tmp_path), tmp_path / "kill"
    marker.touch()
    # b's compiles are SIGKILLed while the marker is there, on both sides and both tries: the machine's.
    spec = fake_compiler(tmp_path / "tc", f'case "$*" in *b.mlir*) if [ -f {marker} ]; then kill -9 $$; fi;; esac\n'
                                          'exec "$REAL" "$@"')
    assert main(["run", str(corpus), *_options(tmp_path, spec)]) == 2
    (out,) = (tmp_path / "difftest-out").iterdir()
    assert {r["case"]: r["verdict"] for r in journal(out)[1:] if "case" in r}["corp/b"] == "could-not-judge"
    marker.unlink()
    capsys.readouterr()
    # --lf takes it (a could-not-judge is no answer), and only it.
    assert main(["run", str(corpus), "--lf", "--json", "lf.json", *_options(tmp_path, spec)]) == 0
    assert "1 could-not-judge" in capsys.readouterr().err
    assert _cases(tmp_path / "lf.json") == ["corp/b"]
    # --resume of the first run judges it too, and keeps what was judged.
    records = len(journal(out))
    assert main(["run", "--resume", str(out)]) == 0
    again = [r["case"] for r in journal(out)[records:] if "case" in r]
    assert again == ["corp/b"]


@pytest.mark.parametrize("gone", [False, True])
def test_an_lf_run_stands_on_the_run_it_chose_from(tmp_path, monkeypatch, capsys, cache_dir, gone):
    """Three runs: all (b fails), --lf (b fixed), --lf: nothing is left to
    run again. With the first run's directory gone, what it judged cannot
    stand, and everything runs."""
    import shutil

    monkeypatch.chdir(tmp_path)
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": "not MLIR", "c.mlir": TIMES_TWO})
    common = ["--cache-dir", str(cache_dir), "--repeat", "1", "-q"]
    assert main(["run", str(corpus), *common]) == 2
    (corpus / "b.mlir").write_text(ADD_ONE.replace("1.0", "2.0"))
    assert main(["run", str(corpus), "--lf", *common]) == 0
    if gone:
        # Two runs in one second sort by their random suffix: the oldest is the one retention sees as oldest.
        first = runs(tmp_path / "difftest-out")[0]
        shutil.rmtree(first)
    capsys.readouterr()
    assert main(["run", str(corpus), "--lf", "--json", "third.json", *common]) == 0
    err = capsys.readouterr().err
    if gone:
        assert "2 cases that did not pass" in err and "2 never run there" in err
        assert _cases(tmp_path / "third.json") == ["c/a", "c/c"]
    else:
        assert "nothing failed in the last run" in err
        assert _cases(tmp_path / "third.json") == ["c/a", "c/b", "c/c"]
