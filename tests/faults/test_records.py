"""The journal, the reports and the bisect memo under damage."""
from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from dataclasses import replace

import numpy as np

from difftest.bisect.commands import _resumed_verdicts
from difftest.bisect.driver import VerdictMemo, corpus_fingerprint
from difftest.cli import main
from difftest.core.results import CaseResult, Verdict
from difftest.corpus.discovery import load_corpus
from difftest.report.junit import render_junit
from difftest.run.plan.settings import RunSettings
from difftest.toolchains.targets import parse_target

from ..conftest import CASES, write
from .helpers import ADD_ONE


def test_a_journal_cut_short_loses_only_its_last_line(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": ADD_ONE.replace("1.0", "2.0")})
    difftest(str(corpus))
    journal = tmp_path / "out0" / "results.jsonl"
    lines = journal.read_text().splitlines()
    kept = json.loads(lines[1])["case"]
    # A hard kill while the second case was written: that line cut in half, and no end after it.
    journal.write_text("\n".join(lines[:2]) + "\n" + lines[2][: len(lines[2]) // 2])
    html = tmp_path / "r.html"
    rc = main(["report", str(journal), "--html", str(html)])
    out = capsys.readouterr()
    assert html.exists() and "skipped the last line (cut short" in out.err
    assert kept in out.out and "1 case: 1 identical" in out.out and "1 cases" not in out.out
    # The run never ended: what it finished is kept, and it is not a pass.
    assert rc == 2 and "did not finish (exit 2)" in out.out and "1 not started" in out.out
    assert "gate: passes" not in out.out + out.err


def test_report_keeps_the_runs_metadata_and_rejects_malformed_files(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    _, report, _ = difftest(str(corpus), "--candidate-flag=--iree-opt-level=O1")
    again = tmp_path / "again.json"
    assert main(["report", str(tmp_path / "report0.json"), "--json", str(again)]) == 0
    meta = json.loads(again.read_text())["meta"]
    for key in ("target", "toolchain", "variants", "host", "difftest_version", "run_id"):
        assert meta[key] == report["meta"][key], key
    assert meta["variants"]["candidate"] == ["--iree-opt-level=O1"]
    capsys.readouterr()
    broken = json.loads((tmp_path / "report0.json").read_text())
    del broken["cases"][0]["path"]
    (tmp_path / "broken.json").write_text(json.dumps(broken))
    for bad, word in ((tmp_path / "broken.json", "malformed case record"), (corpus / "a.mlir", "not valid JSON"),
                      (tmp_path / "missing.json", "cannot read")):
        assert main(["report", str(bad)]) == 2
        err = capsys.readouterr().err
        assert word in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err


def test_junit_survives_control_characters():
    r = CaseResult("c/x", "/x.mlir", "llvm-cpu", {}, Verdict.CANDIDATE_COMPILE_FAIL,
                   "candidate fails to compile: \x1b[31merror:\x1b[0m bad \x00 byte \x07 here")
    root = ET.fromstring(render_junit([r]).encode())
    failure = root.find("testcase/failure")
    assert failure is not None and "bad" in failure.get("message") and "\x1b" not in failure.get("message")


def test_default_artifact_directories_never_collide(tmp_path):
    write(tmp_path / "c", {"a.mlir": ADD_ONE})
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        for _ in range(2):
            assert main(["run", "c", "--list"]) == 0
            assert main(["run", "c", "--repeat", "1", "--cache-dir", str(tmp_path / "cache")]) == 0
    finally:
        os.chdir(cwd)
    runs = sorted((tmp_path / "difftest-out").iterdir())
    assert len(runs) == 2
    ids = [json.loads((r / "results.jsonl").read_text().splitlines()[0])["run_id"] for r in runs]
    assert ids[0] != ids[1] and all(r.name == i for r, i in zip(runs, ids))


def test_a_corrupt_bisect_memo_is_set_aside_with_a_warning(tmp_path):
    path = tmp_path / "bisect" / "memo.json"  # an older difftest's single memo file
    path.parent.mkdir()
    path.write_text('{"release:3.10.0|abc": {"verdict": "good"')
    said = []
    memo = VerdictMemo(tmp_path, warn=said.append)
    assert memo.get("release:3.10.0|abc") is None and "unreadable" in said[0]
    assert not path.exists() and list(path.parent.glob("memo.json.corrupt-*"))
    memo.put("k", {"verdict": "bad", "summary": ""})
    assert VerdictMemo(tmp_path).get("k")["verdict"] == "bad"


def test_memo_and_resume_keys_cover_the_bytes_of_inputs_goldens_and_configs(tmp_path):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "difftest.toml": "[defaults]\nseed = 1\n"})
    np.savez(corpus / "a.golden.npz", output0=np.ones(8))
    np.savez(corpus / "a.inputs.npz", arg0=np.ones(8, np.float32))
    settings = RunSettings(target=parse_target("llvm-cpu"), toolchain=None, out_dir=tmp_path / "o")

    def fp(regress="regression", **kw):
        return corpus_fingerprint(load_corpus(corpus).cases, replace(settings, **kw), regress)

    base = fp()
    assert fp() == base
    assert fp("numerics") != base and fp(target=parse_target("cuda:sm_80")) != base
    assert fp(candidate_flags=["--x"]) != base
    for name, change in (("a.golden.npz", lambda p: np.savez(p, output0=np.zeros(8))),
                         ("a.inputs.npz", lambda p: np.savez(p, arg0=np.zeros(8, np.float32))),
                         ("difftest.toml", lambda p: p.write_text("[defaults]\nseed = 1\n# edited\n"))):
        before = fp()
        change(corpus / name)
        assert fp() != before, name
    # --resume reuses an earlier report's verdicts only for the same fingerprint.
    report = tmp_path / "bisect.json"
    report.write_text(json.dumps({"schema": "difftest-bisect", "fingerprint": fp(),
                                  "levels": [{"probes": [{"revision": "3.10.0", "verdict": "good"}]}]}))
    assert _resumed_verdicts(report, fp()) == {"3.10.0": "good"}
    assert _resumed_verdicts(report, fp("numerics")) == {}


def _immutable(path):
    """A directory nobody may write, root included: `chattr +i` (as root),
    or its mode (as anyone else). Returns how to lift it."""
    import subprocess

    import pytest

    if os.geteuid() != 0:
        path.chmod(0o555)
        return lambda: path.chmod(0o755)
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        pytest.skip(f"chattr +i fails here ({done.stderr.strip()[:120]})")
    return lambda: subprocess.run(["chattr", "-i", str(path)], capture_output=True, timeout=30)


def test_a_report_into_a_missing_or_unwritable_directory_never_follows_a_pass(tmp_path, cache_dir, capsys):
    """Issue 43: `--json` into a missing directory printed "gate: passes",
    then failed with a bare [Errno 2]; a non-writable --out got a bare
    [Errno 1]."""
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    common = ["--cache-dir", str(cache_dir), "--repeat", "1", "-q"]
    report = tmp_path / "new" / "deeper" / "r.json"
    assert main(["run", str(corpus), "--out", str(tmp_path / "o1"), "--json", str(report), *common]) == 0
    out = capsys.readouterr()
    assert json.loads(report.read_text())["gate"]["code"] == 0
    assert f"made the directory {report.parent}/ for --json" in out.err and "gate: passes" in out.out
    locked = tmp_path / "locked"
    locked.mkdir()
    lift = _immutable(locked)
    try:
        # Refused before anything runs, with the path, the option and what to do.
        assert main(["run", str(corpus), "--out", str(tmp_path / "o2"), "--json", str(locked / "r.json"),
                     *common]) == 2
        out = capsys.readouterr()
        assert f"--json {locked / 'r.json'}: the report cannot be written there" in out.err, out.err
        assert "give" in out.err and "gate:" not in out.out and not (tmp_path / "o2").exists()
        assert main(["run", str(corpus), "--out", str(locked / "run"), *common]) == 2
        err = capsys.readouterr().err
        assert f"{locked / 'run'}: the run's artifacts cannot be written there" in err, err
        assert "give --out a directory you can write" in err and "[Errno" not in err
    finally:
        lift()


def test_an_interrupted_report_command_never_says_passes(tmp_path, difftest, capsys, monkeypatch):
    """Issue 43: a Ctrl-C during `difftest report` printed "gate: passes"
    with two of four reports not written. Ctrl-C is raised where the
    reports are made: in the third's renderer, then in the third's write."""
    import difftest.report.formats as formats
    import difftest.report.markdown as markdown

    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE})
    assert difftest(str(corpus))[0] == 0
    journal = tmp_path / "out0" / "results.jsonl"
    names = {f: tmp_path / f"r.{f}" for f in ("json", "junit", "markdown", "html")}
    argv = ["report", str(journal), *[a for f, p in names.items() for a in (f"--{f}", str(p))]]

    def ctrl_c(*args):
        raise KeyboardInterrupt

    with monkeypatch.context() as m:
        m.setattr(markdown, "render_markdown", ctrl_c)
        assert main(argv) == 130
    out = capsys.readouterr()
    assert "gate: passes" not in out.out + out.err
    assert "interrupted while writing the reports; no report was written; not written: --json" in out.err
    assert not any(p.exists() for p in names.values())
    real, calls = formats.write_atomic, []

    def third_cut(path, text):
        calls.append(path)
        if len(calls) == 3:
            raise KeyboardInterrupt
        real(path, text)

    with monkeypatch.context() as m:
        m.setattr(formats, "write_atomic", third_cut)
        assert main(argv) == 130
    out = capsys.readouterr()
    assert "gate: passes" not in out.out + out.err
    assert (f"written: --json {names['json']}, --junit {names['junit']}; not written: --markdown "
            f"{names['markdown']}, --html {names['html']}") in out.err, out.err
    # Uninterrupted, it writes all four and only then says the gate.
    assert main(argv) == 0
    assert "gate: passes" in capsys.readouterr().out and all(p.exists() for p in names.values())


def test_a_report_and_a_journal_of_the_first_difftest_are_read(tmp_path, capsys):
    """tests/cases/records/report_v1.json was written by the first difftest (6b87be0's results.py): its
    metadata at the top, a run record's `stable`, the `regressed` and `structure` beside each case, none
    of the fields added since. What it holds is read; what this difftest does not know is passed over."""
    from difftest.core.loading import load_results
    from difftest.core.verdicts import Stage

    old = CASES / "records" / "report_v1.json"
    cases = load_results(old).cases
    assert [(c.case, c.verdict) for c in cases] == [("c/a", Verdict.IDENTICAL), ("c/b", Verdict.CANDIDATE_COMPILE_FAIL)]
    a, b = cases
    assert a.variants["candidate"].compile.statistics["dispatch-count"] == 4 and a.delta("dispatch-count") == -1
    assert a.variants["baseline"].run.status is Stage.OK and a.variants["baseline"].run.latencies_ms == [1.4, 1.5, 1.6]
    assert a.comparisons[0].identical and a.expectations[0].passed and a.reach is None and a.module is None
    assert b.variants["candidate"].compile.status is Stage.FAILED and b.variants["candidate"].run is None
    # As a journal too (what --resume and `report merge` read), and rendered by `difftest report`.
    journal = tmp_path / "results.jsonl"
    journal.write_text("".join(json.dumps(c) + "\n" for c in json.loads(old.read_text())["cases"]))
    assert [c.verdict for c in load_results(journal).cases] == [c.verdict for c in cases]
    assert main(["report", str(old), "--json", str(tmp_path / "again.json")]) == 1  # a regression, as it was
    assert "candidate-compile-fail" in capsys.readouterr().out
    assert [c["case"] for c in json.loads((tmp_path / "again.json").read_text())["cases"]] == ["c/a", "c/b"]
