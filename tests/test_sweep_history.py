"""difftest sweep and the results history (#19). Releases cannot be
installed in the default tests, so the sweep runs over dir: toolchains
whose iree-compile wraps the real one and reports a version of its own:
one too old to know the seed flag, one where the flag is fine, one where
it breaks the case. The slow test sweeps real releases."""
from __future__ import annotations

import datetime
import json
import multiprocessing
import re
import sqlite3
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.history.db import SCHEMA_VERSION, HistoryError, import_reports, opened, points, since_date
from difftest.run.shards import DurationMemo

from .conftest import CASES, headless_chromium, v1_history
from .faults.helpers import real_compiler

SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
DEMOTE = ("--iree-global-opt-demote-contraction-inputs-type=bf16 "
          "--iree-global-opt-demote-contraction-inputs-operations=matmul")


def _toolchain(root: Path, version: str, body: str) -> str:
    exe = root / "bin" / "iree-compile"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/bash\n"
                   f'REAL="{real_compiler()}"\n'
                   f'if [ "$1" = "--version" ]; then echo "IREE compiler version {version} @ {version.replace(".", "")}abc"; '
                   "exit 0; fi\n" + body + "\n")
    exe.chmod(0o755)
    return f"dir:{root}"


@pytest.fixture(scope="module")
def toolchains(tmp_path_factory) -> list[str]:
    root = tmp_path_factory.mktemp("toolchains")
    old = _toolchain(root / "v3.1", "3.1.0", f'for a in "$@"; do if [ "$a" = "{SEED}" ]; then '
                                              f'echo "iree-compile: Unknown command line argument \'{SEED}\'" >&2; '
                                              'exit 1; fi; done\nexec "$REAL" "$@"')
    fine = _toolchain(root / "v3.2", "3.2.0", 'exec "$REAL" "$@"')
    broken = _toolchain(root / "v3.3", "3.3.0", f'for a in "$@"; do if [ "$a" = "{SEED}" ]; then '
                                                f'exec "$REAL" "$@" {DEMOTE}; fi; done\nexec "$REAL" "$@"')
    return [old, fine, broken]


def _sweep(tmp_path, toolchains, cache_dir, *extra):
    out = tmp_path / "sweep"
    rc = main(["sweep", str(CASES / "seed_diamond.mlir"), "--toolchains", ",".join(toolchains), "--runtime",
               "installed", "--no-shared-prefix", "--out", str(out), "--cache-dir", str(cache_dir), "--repeat", "1",
               "--json", str(tmp_path / "sweep.json"), "--html", str(tmp_path / "sweep.html"),
               "--markdown", str(tmp_path / "sweep.md"), *extra])
    return rc, json.loads((tmp_path / "sweep.json").read_text())


# slow: a sweep over two toolchains (about 12 s); a sweep's answer for one pair is in the default tier
@pytest.mark.slow
def test_a_sweep_is_one_row_per_toolchain_and_one_answer(tmp_path, toolchains, cache_dir, capsys):
    db = tmp_path / "history.db"
    rc, rep = _sweep(tmp_path, toolchains, cache_dir, "--history", str(db))
    captured = capsys.readouterr()
    out, err = captured.out, captured.err
    # Progress per toolchain and case, as it goes: a toolchain's run takes minutes.
    assert "sweep: v3.2 (2 of 3): iree-compile 3.2.0" in err, err
    assert re.search(r"^  v3\.2: \[identical\] cases/seed_diamond \(\d+\.\d s\)$", err, re.M), err
    assert re.search(r"^  v3\.3: \[numerics-differ\] REGRESSION cases/seed_diamond", err, re.M), err
    rows = {r["label"]: r for r in rep["rows"]}
    assert rc == 0 and list(rows) == ["v3.1", "v3.2", "v3.3"]
    assert rows["v3.1"]["verdicts"] == {"flag-unsupported": 1} and rows["v3.1"]["version"] == "3.1.0"
    assert rows["v3.2"]["verdicts"] == {"identical": 1}
    assert rows["v3.3"]["verdicts"] == {"numerics-differ": 1} and rows["v3.3"]["regressed"] == 1
    assert rows["v3.2"]["figures"]["dispatch-count"]["candidate"] < rows["v3.2"]["figures"]["dispatch-count"]["baseline"]
    answer = rep["answer"]
    assert "the flag reduces seed_diamond.mlir dispatches" in answer and "not supported before v3.2" in answer
    assert "breaks 1 case(s) in v3.3" in answer
    assert f"answer: {answer}" in out and "v3.3" in out and "flag-unsupported" in out
    assert "<svg" in (tmp_path / "sweep.html").read_text() and answer in (tmp_path / "sweep.md").read_text()
    # Each toolchain's run is a normal run: a journal of its own.
    assert all((Path(r["artifacts"]) / "results.jsonl").exists() for r in rep["rows"])
    # ... and the history holds the judged runs, with the change of verdict between the toolchains.
    assert main(["history", str(db)]) == 0
    text = capsys.readouterr().out
    assert "verdict identical -> numerics-differ between 3.2.0" in text and "and 3.3.0" in text


# slow: a sweep (about 9 s); a release that cannot be installed is a row in the default tier
# (tests/faults/test_sweep_pairs.py)
@pytest.mark.slow
def test_a_toolchain_that_cannot_be_had_is_a_row_not_the_end(tmp_path, toolchains, cache_dir):
    rc, rep = _sweep(tmp_path, [toolchains[1], f"dir:{tmp_path / 'nowhere'}", toolchains[2]], cache_dir)
    rows = {r["label"]: r for r in rep["rows"]}
    assert rows["nowhere"]["status"] == "unavailable" and rows["v3.3"]["status"] == "ran"
    assert "nowhere could be run" in rep["answer"] or "could not be run" in rep["answer"]


def _import(args):
    db, report = args
    return import_reports(Path(db), [Path(report)])[0][1]


def test_history_imports_concurrently_queries_and_migrates(tmp_path, difftest, capsys):
    # Four reports of different runs, imported by four processes at once.
    reports = []
    for i in range(4):
        difftest(str(CASES / "seed_diamond.mlir"))
        reports.append(tmp_path / f"report{i}.json")
    db = tmp_path / "h.db"
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        added = pool.map(_import, [(str(db), str(r)) for r in reports])
    assert added == [True] * 4
    with opened(db) as conn:
        pts = points(conn)
    assert len(pts) == 4 and {p.verdict for p in pts} == {"identical"}
    # Importing again adds nothing.
    assert main(["history", "import", str(reports[0]), "--db", str(db)]) == 0
    assert "already in the history" in capsys.readouterr().out
    with opened(db) as conn:
        assert len(points(conn)) == 4
    # A query for a figure, with -k.
    assert main(["history", str(db), "-k", "seed", "--figure", "transient-memory-size"]) == 0
    assert "transient-memory-size delta over 4 runs" in capsys.readouterr().out


def test_a_history_of_the_previous_schema_is_migrated_with_its_data(tmp_path, capsys):
    db = v1_history(tmp_path / "v1.db")
    with opened(db) as conn:
        version = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
        (p,) = points(conn)
    assert int(version) == SCHEMA_VERSION
    assert p.case == "c/a" and p.delta("dispatch-count") == -1 and p.delta("transient-memory-size") == -10


def test_since_reads_words_and_dates_and_says_when_it_leaves_out_every_run(tmp_path, capsys):
    today = datetime.date(2026, 12, 6)
    assert since_date("yesterday", today) == "2026-12-05" and since_date("today", today) == "2026-12-06"
    assert since_date("3 days ago", today) == "2026-12-03" and since_date("2w", today) == "2026-11-22"
    assert since_date("2026-11-01", today) == "2026-11-01"
    assert since_date("2026-11-01T09:30", today) == "2026-11-01T09:30:00"
    db = v1_history(tmp_path / "v1.db")  # one run, on 2026-10-01
    assert main(["history", str(db), "--since", "2026-09-30"]) == 0
    assert "c/a" in capsys.readouterr().out
    # A word compared as text matched nothing, silently; now the run is left out by date, and said.
    assert main(["history", str(db), "--since", "yesterday"]) == 0
    err = capsys.readouterr().err
    assert "no run since 2026-12" in err and "the history's runs are from 2026-10-01 to 2026-10-01" in err
    assert main(["history", str(db), "--since", "last tuesday"]) == 2
    assert "--since last tuesday: not a date" in capsys.readouterr().err


def test_a_corrupt_history_is_a_clear_error_and_the_reports_are_written(tmp_path, difftest, capsys):
    db = tmp_path / "broken.db"
    db.write_bytes(b"this is not SQLite " * 100)
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), extra=("--history", str(db)))
    assert rc == 0 and report is not None  # the gate and the report are untouched
    assert f"{db}: not a usable difftest history" in difftest.err and "the reports are written" in difftest.err
    with pytest.raises(HistoryError):
        with opened(db):
            pass
    other = tmp_path / "other.db"
    c = sqlite3.connect(other)
    c.execute("CREATE TABLE t(x)")
    c.commit()
    c.close()
    assert main(["history", str(other)]) == 2
    assert "not a difftest history" in capsys.readouterr().err


# slow: chromium (about 6 s); the run report's drawing in a browser is in the default tier (test_ci)
@pytest.mark.slow
def test_history_trends_draw_in_a_headless_browser(tmp_path, toolchains, cache_dir, capsys):
    db = tmp_path / "history.db"
    _sweep(tmp_path, toolchains[1:], cache_dir, "--history", str(db))
    html = tmp_path / "history.html"
    assert main(["history", str(db), "--html", str(html)]) == 0
    page = html.read_text()
    assert "<svg" in page and "numerics-differ" in page
    # The point whose verdict regressed is ringed, though its figure went the good way.
    assert page.count('r="8"') == 1
    png = tmp_path / "history.png"
    headless_chromium(html, f"--screenshot={png}", "--window-size=1200,1600")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    dom = headless_chromium(html, "--dump-dom").stdout
    assert "<circle" in dom and "verdict identical -&gt; numerics-differ" in dom
    # The sweep's own page: a trend chart per figure (the measured peak too), one point per toolchain.
    dom = headless_chromium(tmp_path / "sweep.html", "--dump-dom").stdout
    assert dom.count("<svg") == 4 and "v3.3" in dom and "breaks 1 case(s) in v3.3" in dom


def test_the_answer_tells_a_stale_xfail_from_a_case_the_flag_broke():
    from difftest.sweep.driver import Row, answer

    def row(label, verdicts, broke=0, off=None, dispatches=(230.0, 221.0)):
        return Row(label, f"release:{label}", version=label, verdicts=verdicts, broke=broke,
                   annotation_off=off or {}, judged=sum(verdicts.values()),
                   figures={"dispatch-count": [dispatches[0], dispatches[1], 6]})

    rows = [row("3.8.0", {"flag-unsupported": 7}), row("3.9.0", {"identical": 6, "xfail": 1}),
            row("3.11.0", {"identical": 6, "xpass": 1}, off={"xpass": 1}),
            row("3.13.0", {"identical": 5, "numerics-differ": 1, "xfail": 1}, broke=1)]
    line = answer(rows, "llama")
    assert line.startswith("the flag reduces llama dispatches by 3.9% in every release that supports it "
                           "from 3.9.0 to 3.13.0; it is not supported before 3.9.0")
    assert "it breaks 1 case(s) in 3.13.0" in line and "3.11.0 (1 xpass)" in line and "breaks 1 case(s) in 3.11" not in line
    # The same effect where one release's flag does nothing: no "every release".
    rows[2].figures["dispatch-count"] = [230.0, 230.0, 6]
    assert "changes over the range" in answer(rows, "llama")


def test_where_no_module_exists_the_answer_and_table_use_the_figures_written_before_the_failure():
    """SDXL's UNet: the candidate fails in codegen in every release, an xfail; the flag's structural
    effect is still the answer, from IREE's stream-phase figures, marked so in the table."""
    from difftest.sweep.driver import Row, answer
    from difftest.sweep.render import render_console

    def row(label, before):
        return Row(label, f"release:{label}", version=label, verdicts={"xfail": 1}, judged=1,
                   before_failure={"dispatch-count": [before, before - 213, 1]})

    rows = [row("3.9.0", 3732.0), row("3.13.0", 4163.0)]
    line = answer(rows, "sdxl_unet")
    assert line == ("before a side fails to compile, dispatches move by -213 (5.1-5.7%) in sdxl_unet in 2 release(s) "
                    "from 3.9.0 to 3.13.0 (IREE's stream-phase figures); its known failures (xfail) hold in every "
                    "release from 3.9.0 to 3.13.0")
    table = render_console(rows, line)
    assert "-213 (-5.7%) †" in table and "† before a side failed to compile" in table


# slow: three sweeps (about 4 s)
@pytest.mark.slow
def test_a_sweep_run_again_resumes_unless_the_judging_changed(tmp_path, toolchains, capsys):
    cache_dir = tmp_path / "cache"
    _sweep(tmp_path, toolchains[1:2], cache_dir)
    capsys.readouterr()
    # Its cases ran as a run's do: longest first, their cold times remembered for the next run.
    assert DurationMemo(cache_dir).seconds(str(CASES / "seed_diamond.mlir")) is not None
    # Other reports and -j: the same verdicts, so the finished cases are taken over.
    _sweep(tmp_path, toolchains[1:2], cache_dir, "-j", "1", "--markdown", str(tmp_path / "other.md"))
    assert "v3.2: iree-compile 3.2.0: 0 case(s) to run, 1 from the last sweep" in capsys.readouterr().err
    # A setting that decides verdicts: run again.
    _, rep = _sweep(tmp_path, toolchains[1:2], cache_dir, "--no-arbiter")
    assert "v3.2: iree-compile 3.2.0: 1 case(s) to run\n" in capsys.readouterr().err
    assert rep["rows"][0]["verdicts"] == {"identical": 1}
    # A report a sweep does not write is refused before anything runs.
    assert main(["sweep", str(CASES / "seed_diamond.mlir"), "--toolchains", toolchains[1], "--junit",
                 str(tmp_path / "j.xml")]) == 2
    assert "--junit is not a sweep report" in capsys.readouterr().err


@pytest.mark.slow
def test_a_sweep_over_real_releases(tmp_path, capsys):
    """3.8.0 does not know the seed flag; 3.9.0 does, and fuses the diamond's
    set_encoding into its producer: one dispatch fewer."""
    rc = main(["sweep", str(CASES / "seed_diamond.mlir"), "--releases", "3.8.0..3.9.0", "--out",
               str(tmp_path / "s"), "--json", str(tmp_path / "s.json"), "--repeat", "1"])
    rep = json.loads((tmp_path / "s.json").read_text())
    rows = {r["label"]: r for r in rep["rows"]}
    assert rc == 0 and list(rows) == ["3.8.0", "3.9.0"]
    assert rows["3.8.0"]["verdicts"] == {"flag-unsupported": 1}
    assert rows["3.9.0"]["version"].startswith("3.9.0") and rows["3.9.0"]["judged"] == 1
    fig = rows["3.9.0"]["figures"]["dispatch-count"]
    assert fig["candidate"] < fig["baseline"]
    assert "it is not supported before 3.9.0" in rep["answer"] and "the flag reduces" in rep["answer"]


def test_the_table_says_how_many_cases_each_total_covers():
    from difftest.sweep.driver import Row
    from difftest.sweep.render import render_markdown

    rows = [Row("3.8.0", "release:3.8.0", version="3.8.0", verdicts={"flag-unsupported": 7}),
            Row("3.11.0", "release:3.11.0", version="3.11.0", verdicts={"identical": 6, "xpass": 1},
                figures={"dispatch-count": [260.0, 250.0, 7]})]
    table = render_markdown(rows, "answer", "t").splitlines()
    assert "| summed |" in table[4]
    assert table[6].startswith("| 3.8.0 | 3.8.0 | 7 flag-unsupported | - |")
    assert table[7].startswith("| 3.11.0 | 3.11.0 | 6 identical, 1 xpass | 7 | -10 (-3.8%) |")
