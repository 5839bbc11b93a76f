"""Bisect's middle tier (#18): releases, then IREE's daily candidates, then
commits, offline. The real find-links page cannot be reached here, so the
wheels are stand-ins built by this test: each iree-base-compiler wheel's
iree-compile wraps the real one, reports its own `rcYYYYMMDD @ sha` from a
generated git history, and demotes matmuls under the seed flag from that
history's first bad commit on, as the commit builds of tests/test_bisect.py
do. The stand-ins inject flags that act in global optimization, so the
runs compile every variant in full (--no-shared-prefix)."""
from __future__ import annotations

import base64
import hashlib
import json
import math
import zipfile
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.toolchains.base import installed

from .conftest import CASES
from .test_bisect import BUILD_CMD, DEMOTE, make_repo

N = 25
FIRST_BAD = 14
# The history's commits that became candidates, and their dates.
CANDIDATES = {3: "20250103", 6: "20250106", 9: "20250109", 12: "20250112", 15: "20250115", 18: "20250118",
              21: "20250121"}
RELEASES = {0: "3.10.0", N - 1: "3.11.0"}

WRAPPER = """#!/bin/sh
if [ "$1" = "--version" ]; then
  echo "IREE (https://iree.dev):"
  echo "  IREE compiler version {version} @ {sha}"
  exit 0
fi
for a in "$@"; do
  if [ "$a" = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion" ]; then
    exec "{real}" "$@" {flags}
  fi
done
exec "{real}" "$@"
"""


def _wheel(directory: Path, name: str, version: str, files: dict[str, tuple[str, int]]) -> None:
    dist = name.replace("-", "_")
    info = f"{dist}-{version}.dist-info"
    record = []
    with zipfile.ZipFile(directory / f"{dist}-{version}-py3-none-any.whl", "w") as z:
        def add(path: str, data: str, mode: int = 0o644) -> None:
            zi = zipfile.ZipInfo(path)
            zi.external_attr = (mode | 0o100000) << 16
            z.writestr(zi, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data.encode()).digest()).rstrip(b"=").decode()
            record.append(f"{path},sha256={digest},{len(data.encode())}")

        for path, (data, mode) in files.items():
            add(path, data, mode)
        add(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
        add(f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: difftest-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        record.append(f"{info}/RECORD,,")
        z.writestr(f"{info}/RECORD", "\n".join(record) + "\n")


def _stand_ins(directory: Path, shas: list[str]) -> None:
    """A compiler wheel (and an empty runtime wheel: iree.runtime is the real
    one, seen through the venv's system site) for every release and candidate."""
    directory.mkdir(parents=True, exist_ok=True)
    versions = {i: v for i, v in RELEASES.items()}
    versions.update({i: f"3.11.0rc{d}" for i, d in CANDIDATES.items()})
    real = str(installed().iree_compile)
    for i, version in versions.items():
        flags = DEMOTE if i >= FIRST_BAD else ""
        script = WRAPPER.format(version=version, sha=shas[i], real=real, flags=flags)
        _wheel(directory, "iree-base-compiler", version, {
            "iree/compiler/__init__.py": ("", 0o644), "iree/compiler/_mlir_libs/iree-compile": (script, 0o755)})
        _wheel(directory, "iree-base-runtime", version, {})


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    root = tmp_path_factory.mktemp("iree-history")
    shas = make_repo(root, N, FIRST_BAD, broken=-1)
    wheels = tmp_path_factory.mktemp("find-links")
    _stand_ins(wheels, shas)
    return root, shas, wheels


def _bisect(history, tmp_path, capsys, name, *extra):
    root, shas, wheels = history
    report = tmp_path / f"{name}.json"
    rc = main(["bisect", "--releases", "--good", "3.10.0", "--bad", "3.11.0", "--repo", str(root), "--build",
               BUILD_CMD, "--runtime", "installed", "--find-links", str(wheels), *extra,
               "--no-shared-prefix", str(CASES / "seed_diamond.mlir"), "--cache-dir", str(tmp_path / "cache"), "--out",
               str(tmp_path / name), "--json", str(report), "--repeat", "1", "--no-determinism-check"])
    return rc, json.loads(report.read_text()), capsys.readouterr().out


# slow: installs 5 stand-in releases into venvs (about 35 s)
@pytest.mark.slow
def test_releases_then_nightlies_then_commits_name_the_first_bad_commit(history, tmp_path, capsys):
    root, shas, _ = history
    rc, rep, text = _bisect(history, tmp_path, capsys, "tiers", "--nightlies")
    assert rc == 0, text
    levels = {lvl["level"]: lvl for lvl in rep["levels"]}
    assert list(levels) == ["releases", "nightlies", "commits"], text
    # Releases: the two endpoints, installed.
    assert levels["releases"]["first_new"] == "3.11.0" and levels["releases"]["installs"] == 2
    # Nightlies: 7 candidates, bisected with about log2(8) installs; the releases' verdicts carry over.
    nightly = levels["nightlies"]
    assert nightly["last_old"] == "3.11.0rc20250112" and nightly["first_new"] == "3.11.0rc20250115"
    assert nightly["installs"] <= math.ceil(math.log2(len(CANDIDATES) + 1)) + 1 and nightly["builds"] == 0
    assert set(nightly["carried"]) == {"3.10.0", "3.11.0"}
    # Commits: only those between the two bracketing candidates (12..15), built.
    commits = levels["commits"]
    assert commits["first_new"] == shas[FIRST_BAD][:12]
    assert commits["revisions"][0] == shas[12][:12] and commits["revisions"][-1] == shas[15][:12]
    assert commits["installs"] == 0 and 1 <= commits["builds"] <= 3
    # The middle tier cut the builds: commits between the releases would take about log2(24) = 5.
    assert commits["builds"] < math.ceil(math.log2(N - 1))
    assert "bisecting 7 daily candidates between releases 3.10.0 and 3.11.0" in text
    assert f"git log --oneline --first-parent {shas[12][:12]}..{shas[15][:12]}" in text


# slow: installs stand-in releases (about 11 s)
@pytest.mark.slow
def test_without_candidates_it_says_so_once_and_goes_to_commits(history, tmp_path, capsys):
    root, shas, wheels = history
    empty = tmp_path / "no-candidates"
    empty.mkdir()
    for w in wheels.iterdir():
        if "rc" not in w.name:
            (empty / w.name).write_bytes(w.read_bytes())
    rc, rep, text = _bisect((root, shas, empty), tmp_path, capsys, "no-nightlies", "--nightlies",
                            "--max-builds", "0")
    assert [lvl["level"] for lvl in rep["levels"]] == ["releases", "commits"]
    assert text.count("no daily candidates between 3.10.0 and 3.11.0") == 1


# slow: installs a stand-in release (about 10 s)
@pytest.mark.slow
def test_revert_check_nightly_builds_only_the_revert(history, tmp_path, capsys):
    root, shas, wheels = history
    report = tmp_path / "revert.json"
    rc = main(["revert-check", shas[FIRST_BAD], "--nightly", "--repo", str(root), "--build", BUILD_CMD,
               "--runtime", "installed", "--find-links", str(wheels), "--no-shared-prefix",
               str(CASES / "seed_diamond.mlir"), "--cache-dir", str(tmp_path / "cache"), "--out",
               str(tmp_path / "o"), "--json", str(report), "--repeat", "1", "--no-determinism-check"])
    text = capsys.readouterr().out
    rep = json.loads(report.read_text())
    assert rc == 0, text
    # The newest candidate (commit 21) holds the commit: it stands for --at, and only the revert is built.
    assert "the daily candidate 3.11.0rc20250121" in text and "only the revert is built" in text
    assert "revert-check: builds: 1 build needed" in text
    assert rep["builds"] == 1 and rep["at"] == shas[21]
    assert "reverting it fixes" in text and "cases/seed_diamond: numerics-differ -> identical" in text
