"""sweep and history per pair (issue 26): corpora/patterns compares two
pairs (the seed flag, and torch_promote's --iree-input-promote-f16-to-f32).
Each release row used to sum the figures of the last pair only, so the
answer said "the flag does not change patterns dispatches" while
diamond_8b and dynamic_diamond go 5 -> 4. And the sweep's own faults: a
release that cannot be installed lost pip's reason, the JSON named an
artifacts directory that was never made, and a reversed range ran forwards.

The fast tests sweep dir: toolchains that wrap the installed compiler and
report versions of their own; the slow one sweeps the real releases."""
from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from difftest.cli import main

from ..conftest import CASES, REPO
from .helpers import real_compiler

PATTERNS = REPO / "corpora" / "patterns"
SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
PROMOTE = "--iree-input-promote-f16-to-f32"


def _toolchain(root: Path, version: str) -> str:
    exe = root / "bin" / "iree-compile"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/bash\n"
                   f'if [ "$1" = "--version" ]; then echo "IREE compiler version {version} @ '
                   f'{version.replace(".", "")}abc"; exit 0; fi\n'
                   f'exec "{real_compiler()}" "$@"\n')
    exe.chmod(0o755)
    return f"dir:{root}"


@pytest.fixture(scope="module")
def two_toolchains(tmp_path_factory) -> list[str]:
    root = tmp_path_factory.mktemp("toolchains")
    return [_toolchain(root / "v3.10.0", "3.10.0"), _toolchain(root / "v3.11.0", "3.11.0")]


def _sweep(tmp_path: Path, cache_dir: Path, corpus: Path, *args: str) -> tuple[int, dict]:
    rc = main(["sweep", str(corpus), *args, "--runtime", "installed", "--out", str(tmp_path / "sweep"),
               "--cache-dir", str(cache_dir), "--repeat", "1", "--json", str(tmp_path / "sweep.json"),
               "--markdown", str(tmp_path / "sweep.md"), "--html", str(tmp_path / "sweep.html")])
    return rc, json.loads((tmp_path / "sweep.json").read_text())


# slow: a sweep of two pairs (about 19 s); one pair's answer is in the default tier
@pytest.mark.slow
def test_a_corpus_with_two_pairs_gets_an_answer_per_pair_naming_its_flag(tmp_path, two_toolchains, cache_dir,
                                                                         capsys):
    db = tmp_path / "history.db"
    rc, rep = _sweep(tmp_path, cache_dir, PATTERNS, "--toolchains", ",".join(two_toolchains),
                     "-k", "diamond or torch", "--history", str(db))
    out = capsys.readouterr().out
    assert rc == 0
    answers = {a["flags"]: a for a in rep["answers"]}
    assert set(answers) == {f"+{SEED}", f"+{PROMOTE}"}
    seed = answers[f"+{SEED}"]["answer"]
    # The seed pair's answer is its own: the diamonds' dispatches, 5 -> 4 each, not the other pair's 0.
    assert seed.startswith(f"+{SEED}: the flag reduces patterns dispatches by 20.0% in every toolchain")
    assert "diamond_8b 5 -> 4" in seed and "dynamic_diamond 5 -> 4" in seed and "does not change" not in seed
    assert answers[f"+{PROMOTE}"]["answer"].startswith(f"+{PROMOTE}: ") and answers[f"+{PROMOTE}"]["cases"] == 1
    for row in rep["rows"]:
        # No figure of the row adds the two pairs' cases together: each pair has its own.
        assert "figures" not in row
        pairs = {p["flags"]: p for p in row["pairs"]}
        assert pairs[f"+{SEED}"]["figures"]["dispatch-count"] == {"baseline": 10.0, "candidate": 8.0, "cases": 2}
        assert pairs[f"+{PROMOTE}"]["figures"]["dispatch-count"]["cases"] == 1
        assert Path(row["artifacts"]).is_dir()
    # Console, Markdown and HTML: each pair's table under its flag, and its answer.
    for a in rep["answers"]:
        assert f"answer: {a['answer']}" in out
    assert f"pair 1 of 2: +{SEED}, 2 cases" in out and f"pair 2 of 2: +{PROMOTE}, 1 case" in out
    md = (tmp_path / "sweep.md").read_text()
    assert f"### pair 1 of 2: +{SEED}, 2 cases" in md and all(f"**{a['answer']}**" in md for a in rep["answers"])
    html = (tmp_path / "sweep.html").read_text()
    assert f"<h2>pair 1 of 2: +{SEED}, 2 cases</h2>" in html and f"<h2>pair 2 of 2: +{PROMOTE}, 1 case</h2>" in html
    assert "diamond_8b 5 -&gt; 4" in html and f"candidate: --iree-dispatch-creation-data-tiling {SEED}" in html
    # The history keeps the pairs apart too: a trend per case and pair, naming its flag.
    assert main(["history", str(db), "-k", "diamond"]) == 0
    text = capsys.readouterr().out
    assert f"patterns/diamond_8b  (+{SEED}), dispatch-count delta over 2 runs" in text
    # Both diamonds, in both runs: one dispatch fewer.
    assert sum(ln.rstrip().endswith(" -1") for ln in text.splitlines()) == 4 and PROMOTE not in text
    assert main(["history", str(db), "-k", "torch"]) == 0
    assert f"(+{PROMOTE})" in capsys.readouterr().out


def test_one_pair_is_one_answer_that_names_its_flag(tmp_path, two_toolchains, cache_dir, capsys):
    rc, rep = _sweep(tmp_path, cache_dir, CASES / "seed_diamond.mlir", "--toolchains", two_toolchains[0])
    assert rc == 0 and len(rep["answers"]) == 1
    assert rep["answer"] == rep["answers"][0]["answer"] and rep["answer"].startswith(f"+{SEED}: the flag reduces")
    # One pair: the row's own figures are that pair's.
    assert rep["rows"][0]["figures"] == rep["rows"][0]["pairs"][0]["figures"]
    assert f"<h2>pair: +{SEED}, 1 case</h2>" in (tmp_path / "sweep.html").read_text()


def _wheel(directory: Path, name: str) -> None:
    with zipfile.ZipFile(directory / name, "w") as z:
        z.writestr("placeholder.txt", "not a real wheel: only its name is listed")


def test_a_release_that_cannot_be_installed_keeps_pips_reason_in_every_format(tmp_path, two_toolchains, cache_dir,
                                                                              capsys):
    # A local index (no network): it holds 3.1.0 only, so pip says 9.9.9 is not there, and what is.
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    _wheel(wheels, "iree_base_compiler-3.1.0-py3-none-any.whl")
    _wheel(wheels, "iree_base_runtime-3.1.0-py3-none-any.whl")
    rc, rep = _sweep(tmp_path, cache_dir, CASES / "seed_diamond.mlir", "--toolchains",
                     f"release:9.9.9,{two_toolchains[0]}", "--find-links", str(wheels))
    out = capsys.readouterr().out
    assert rc == 0
    rows = {r["label"]: r for r in rep["rows"]}
    gone = rows["9.9.9"]
    assert gone["status"] == "unavailable"
    for said in ("No matching distribution found for iree-base-compiler==9.9.9", "from versions: 3.1.0"):
        assert said in gone["reason"]
        assert said in out
        assert said in (tmp_path / "sweep.md").read_text()
        assert said in (tmp_path / "sweep.html").read_text()
    # Never a path that does not exist: the unavailable toolchain ran nothing, anywhere.
    assert gone["artifacts"] is None
    assert Path(rows["v3.10.0"]["artifacts"]).is_dir()
    assert "9.9.9 could not be run" in rep["answer"]


def test_a_reversed_range_is_refused_with_its_spelling_before_anything_is_installed(tmp_path, capsys, monkeypatch):
    def no_listing(*a, **k):
        raise AssertionError("the releases were listed for a range that is refused")

    monkeypatch.setattr("difftest.toolchains.kinds.list_releases", no_listing)
    cache = tmp_path / "cache"
    rc = main(["sweep", str(CASES / "seed_diamond.mlir"), "--releases", "3.13.0..3.8.0", "--cache-dir", str(cache),
               "--out", str(tmp_path / "sweep")])
    err = capsys.readouterr().err
    assert rc == 2
    assert "--releases 3.8.0..3.13.0" in err
    assert not (cache / "toolchains").exists()


@pytest.mark.slow
def test_patterns_over_two_releases_answers_for_each_pair(tmp_path, capsys):
    """As the issue writes it: `difftest sweep corpora/patterns --releases 3.10.0..3.11.0`."""
    rc = main(["sweep", str(PATTERNS), "--releases", "3.10.0..3.11.0", "--out", str(tmp_path / "s"),
               "--json", str(tmp_path / "s.json"), "--html", str(tmp_path / "s.html"), "--repeat", "1"])
    rep = json.loads((tmp_path / "s.json").read_text())
    assert rc == 0 and [r["label"] for r in rep["rows"]] == ["3.10.0", "3.11.0"]
    answers = {a["flags"]: a["answer"] for a in rep["answers"]}
    assert set(answers) == {f"+{SEED}", f"+{PROMOTE}"}
    seed = answers[f"+{SEED}"]
    assert "the flag reduces patterns dispatches" in seed and "does not change" not in seed
    assert "diamond_8b 5 -> 4" in seed and "dynamic_diamond 5 -> 4" in seed
    html = (tmp_path / "s.html").read_text()
    assert f"+{SEED}" in html and f"+{PROMOTE}" in html
