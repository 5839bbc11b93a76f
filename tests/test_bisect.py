"""bisect and revert-check against a small git repository whose "build"
writes an iree-compile wrapper: the real installed compiler, plus the extra
flags listed in that commit's flags.txt whenever the seed flag is on the
command line. That stands in for an IREE source build, which takes hours;
the numeric regression it introduces is real, produced by the compiler.
"""
from __future__ import annotations

import json
import math
import subprocess
from pathlib import Path

import git
import pytest

from difftest.cli import main
from difftest.toolchains.base import installed

from .conftest import CASES

DEMOTE = ("--iree-global-opt-demote-contraction-inputs-type=bf16 "
          "--iree-global-opt-demote-contraction-inputs-operations=matmul")
N = 16
FIRST_BAD = 9
BROKEN = 7

BUILD_SH = """#!/bin/sh
set -e
out="$1"
mkdir -p "$out"
cp flags.txt "$out/flags.txt"
cat > "$out/iree-compile" <<WRAPPER
#!/bin/sh
for a in "\\$@"; do
  if [ "\\$a" = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion" ]; then
    exec "{real}" "\\$@" \\$(cat "\\$(dirname "\\$0")/flags.txt")
  fi
done
exec "{real}" "\\$@"
WRAPPER
chmod +x "$out/iree-compile"
"""
BUILD_CMD = "sh {src}/build.sh {out}"
# A revision whose source does not compile: a deterministic failure, remembered.
BROKEN_SH = "#!/bin/sh\necho 'compiler/src/Foo.cpp:12:3: error: expected ; after expression' >&2\nexit 1\n"


def make_repo(root: Path, n: int, first_bad: int, broken: int) -> list[str]:
    """n first-parent commits: flags.txt starts demoting at first_bad, the
    build is broken at `broken`, and commits 0-4 rewrite notes.txt (so
    reverting 3 conflicts with 4)."""
    r = git.Repo.init(root, initial_branch="main")
    with r.config_writer() as cw:
        cw.set_value("user", "name", "Dev").set_value("user", "email", "dev@example.com")
    good_build = BUILD_SH.replace("{real}", str(installed().iree_compile))
    shas = []
    for i in range(n):
        if i <= 4:
            (root / "notes.txt").write_text(f"step {i}\n")
        (root / f"step{i}.txt").write_text(f"{i}\n")
        (root / "flags.txt").write_text(DEMOTE + "\n" if i >= first_bad else "\n")
        (root / "build.sh").write_text(BROKEN_SH if i == broken else good_build)
        r.index.add(["notes.txt", "flags.txt", "build.sh", f"step{i}.txt"])
        subject = "Start demoting matmul inputs under the seed flag" if i == first_bad else f"Change {i}"
        shas.append(r.index.commit(subject).hexsha)
    (root / "untracked.txt").write_text("the user's own work in progress\n")
    return shas


@pytest.fixture(scope="module")
def repo(tmp_path_factory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("iree-repo")
    return root, make_repo(root, N, FIRST_BAD, BROKEN)


def snapshot(root: Path) -> dict:
    """Everything of the user's checkout that difftest must not touch."""
    def g(*a):
        return subprocess.run(["git", *a], cwd=root, capture_output=True, text=True, check=True).stdout
    return {"head": g("rev-parse", "HEAD"), "branch": g("symbolic-ref", "HEAD"), "status": g("status", "--porcelain"),
            "worktrees": g("worktree", "list", "--porcelain"), "refs": g("show-ref"),
            "index": (root / ".git" / "index").read_bytes(), "notes": (root / "notes.txt").read_text(),
            "untracked": (root / "untracked.txt").read_text()}


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("bisect-cache")


def bisect(repo_root, shas, cache, tmp_path, capsys, name, *extra):
    report = tmp_path / f"{name}.json"
    rc = main(["bisect", "--repo", str(repo_root), "--build", BUILD_CMD, "--runtime", "installed", *extra,
               str(CASES / "seed_diamond.mlir"), "--cache-dir", str(cache), "--out", str(tmp_path / name),
               "--json", str(report), "--repeat", "1", "--no-determinism-check"])
    text = capsys.readouterr().out
    return rc, (json.loads(report.read_text()) if report.exists() else None), text


def test_bisect_names_the_commit_skips_the_broken_build_and_memoises(repo, cache, tmp_path, capsys):
    root, shas = repo
    before = snapshot(root)
    rc, rep, text = bisect(root, shas, cache, tmp_path, capsys, "first", "--good", shas[0], "--bad", shas[-1])
    assert rc == 0, text
    level = rep["levels"][0]
    assert level["looking_for"] == "bad"
    assert level["first_new"] == shas[FIRST_BAD][:12] and level["last_old"] == shas[FIRST_BAD - 1][:12]
    assert level["culprit"]["subject"] == "Start demoting matmul inputs under the seed flag"
    assert level["culprit"]["author"] == "Dev <dev@example.com>"
    probes = {p["revision"]: p["verdict"] for p in level["probes"]}
    assert probes[shas[BROKEN][:12]] == "skip"
    assert probes[shas[0][:12]] == "good" and probes[shas[-1][:12]] == "bad"
    assert rep["builds"] <= math.ceil(math.log2(N)) + 2
    assert [p["verdict"] for p in level["confirm"]] == ["good", "bad"]
    assert f"RESULT: {shas[FIRST_BAD][:12]} ===> bad" in text
    assert "Reproduce with:" in text and f"git:{root}@{shas[FIRST_BAD]}" in text
    # The next step for the case that differs at the culprit, with the culprit's toolchain.
    nexts = [ln.strip() for ln in text.splitlines() if ln.strip().startswith(("difftest explain", "difftest reduce"))]
    assert len(nexts) == 2, text
    assert all(f"--toolchain git:{root}@{shas[FIRST_BAD]}" in ln and "cases/seed_diamond.mlir" in ln
               and "--build" in ln for ln in nexts)
    assert "revisions left (~" in text
    assert snapshot(root) == before

    # The same bisect again: every verdict and build comes from the cache.
    rc, rep2, _ = bisect(root, shas, cache, tmp_path, capsys, "second", "--good", shas[0], "--bad", shas[-1])
    assert rc == 0 and rep2["builds"] == 0
    assert rep2["levels"][0]["first_new"] == shas[FIRST_BAD][:12]
    assert all(p["cached"] for p in rep2["levels"][0]["probes"])
    assert snapshot(root) == before

    # After an upgrade from a difftest that kept every verdict in one bisect/memo.json: none is lost.
    memo_dir, old = cache / "bisect", {}
    for f in memo_dir.glob("??/*.json"):
        entry = json.loads(f.read_text())
        old[entry.pop("key")] = entry
        f.unlink()
    assert old
    (memo_dir / "memo.json").write_text(json.dumps(old, indent=1))
    rc, rep_old, _ = bisect(root, shas, cache, tmp_path, capsys, "upgraded", "--good", shas[0], "--bad", shas[-1])
    assert rc == 0 and rep_old["builds"] == 0 and all(p["cached"] for p in rep_old["levels"][0]["probes"])

    # --resume from the report with an empty cache: only the final re-test of
    # the culprit and its parent needs builds.
    fresh = tmp_path / "fresh-cache"
    rc, rep3, _ = bisect(root, shas, fresh, tmp_path, capsys, "third", "--good", shas[0], "--bad", shas[-1],
                         "--resume", str(tmp_path / "first.json"))
    assert rc == 0 and rep3["levels"][0]["first_new"] == shas[FIRST_BAD][:12]
    assert rep3["builds"] == 2


def test_run_under_a_git_toolchain(repo, cache, tmp_path, capsys):
    root, shas = repo
    report = tmp_path / "r.json"
    rc = main(["run", str(CASES / "seed_diamond.mlir"), "--toolchain", f"git:{root}@{shas[FIRST_BAD]}",
               "--build", BUILD_CMD, "--runtime", "installed", "--cache-dir", str(cache), "--out", str(tmp_path / "o"),
               "--json", str(report), "--repeat", "1"])
    capsys.readouterr()
    case = json.loads(report.read_text())["cases"][0]
    assert rc == 1 and case["verdict"] == "numerics-differ"
    assert case["toolchain"]["spec"] == f"git:{root}@{shas[FIRST_BAD][:12]}"
    assert case["toolchain"]["version"]  # from the wrapped compiler's --version
    assert case["toolchain"]["runtime"] == "installed"  # mixed on purpose, and recorded
    rc = main(["run", str(CASES / "seed_diamond.mlir"), "--toolchain", f"git:{root}@{shas[BROKEN]}",
               "--build", BUILD_CMD, "--runtime", "installed", "--cache-dir", str(cache),
               "--out", str(tmp_path / "o2")])
    err = capsys.readouterr().err
    assert rc == 2 and "build of" in err and "failed" in err and "build.log" in err


def test_a_fix_search_when_good_is_newer(repo, cache, tmp_path, capsys):
    """--good newer than --bad: look for the first good one, by the same search.
    Here "bad" is a structural threshold: the demoted candidate needs less
    transient memory, so the newer commits are the good ones."""
    root, shas = repo
    rc, rep, text = bisect(root, shas, cache, tmp_path, capsys, "fix", "--good", shas[-1], "--bad", shas[0],
                           "--regress", "candidate.transient-memory-size > 70000")
    assert rc == 0, text
    level = rep["levels"][0]
    assert level["looking_for"] == "good" and "for the first good (a fix)" in text
    assert level["first_new"] == shas[FIRST_BAD][:12] and "last bad:" in text and "first good:" in text
    # Under --regress numerics the old commits are good and the new bad: the
    # endpoints contradict the request, which must be said, not guessed.
    rc, _, text = bisect(root, shas, cache, tmp_path, capsys, "fix2", "--good", shas[-1], "--bad", shas[0],
                         "--regress", "numerics")
    assert rc == 2 and "to be bad" in text


# slow: a bisect that builds its commits (about 9 s)
@pytest.mark.slow
def test_only_skipped_revisions_left_lists_every_candidate(tmp_path, capsys):
    """0 good, 1 does not build, 2 bad: the first bad one is 1 or 2, and the
    report must say so rather than pick one."""
    root = tmp_path / "small"
    root.mkdir()
    shas = make_repo(root, 4, first_bad=2, broken=1)
    rc, rep, text = bisect(root, shas, tmp_path / "cache", tmp_path, capsys, "amb", "--good", shas[0],
                           "--bad", shas[3])
    assert rc == 0, text
    level = rep["levels"][0]
    assert level["first_new"] is None and level["culprit"] is None
    assert level["last_old"] == shas[0][:12]
    assert level["candidates"] == [shas[1][:12], shas[2][:12]] and level["status"] == "candidates"
    assert level["range"]["count"] == 2 and level["range"]["first"] == shas[1][:12]
    assert "only skipped revisions are left between the two sides" in text
    assert f"the first bad revision is one of 2 first-parent commits: {shas[1][:12]} .. {shas[2][:12]}" in text
    assert f"{shas[1][:12]}  Change 1" in text and f"{shas[2][:12]}  Start demoting" in text
    assert "Reproduce with:" not in text


def test_wrong_endpoint_is_an_error_and_a_skip_outside_the_gap_does_not_matter(repo, cache, tmp_path, capsys):
    root, shas = repo
    rc, rep, text = bisect(root, shas, cache, tmp_path, capsys, "amb", "--good", shas[BROKEN - 1],
                           "--bad", shas[BROKEN + 1])
    # BROKEN+1 = 8 is still good (demotion starts at 9), so it is the wrong --bad: endpoint error.
    assert rc == 2 and f"{shas[BROKEN + 1][:12]} to be bad" in text and "got good" in text
    rc, rep, text = bisect(root, shas, cache, tmp_path, capsys, "amb2", "--good", shas[BROKEN - 1],
                           "--bad", shas[FIRST_BAD])
    assert rc == 0
    level = rep["levels"][0]
    assert level["first_new"] == shas[FIRST_BAD][:12]  # 8 is good, so 7 being skipped does not matter


def test_revert_check_reports_the_case_going_back_to_passing(repo, cache, tmp_path, capsys):
    root, shas = repo
    before = snapshot(root)
    report = tmp_path / "revert.json"
    rc = main(["revert-check", shas[FIRST_BAD], "--repo", str(root), "--build", BUILD_CMD, "--runtime", "installed",
               str(CASES / "seed_diamond.mlir"), "--cache-dir", str(cache), "--out", str(tmp_path / "rc"),
               "--json", str(report), "--repeat", "1", "--no-determinism-check"])
    text = capsys.readouterr().out
    assert rc == 0, text
    rep = json.loads(report.read_text())
    (change,) = rep["changes"]
    assert change["kind"] == "fixes" and change["before"] == "numerics-differ" and change["after"] == "identical"
    assert "reverting it fixes" in text and "Start demoting" in text
    assert snapshot(root) == before


def test_revert_conflict_is_a_clear_error_and_leaves_nothing(repo, cache, tmp_path, capsys):
    root, shas = repo
    before = snapshot(root)
    rc = main(["revert-check", shas[3], "--repo", str(root), "--build", BUILD_CMD, "--runtime", "installed",
               str(CASES / "seed_diamond.mlir"), "--cache-dir", str(cache), "--out", str(tmp_path / "rc")])
    text = capsys.readouterr().out
    assert rc == 2
    assert "conflicts in: notes.txt" in text
    assert not list((cache / "builds").glob(f"*-revert-{shas[3]}*"))
    assert snapshot(root) == before


# slow: a second bisect that builds its commits (about 10 s)
@pytest.mark.slow
def test_prefetch_builds_ahead_and_finds_the_same_commit(repo, tmp_path, capsys):
    root, shas = repo
    cache = tmp_path / "prefetch-cache"
    rc, rep, text = bisect(root, shas, cache, tmp_path, capsys, "pf", "--good", shas[0], "--bad", shas[-1],
                           "--prefetch")
    assert rc == 0 and rep["levels"][0]["first_new"] == shas[FIRST_BAD][:12]
    assert "prefetch: building" in text
    # Building ahead means building both possible next probes, so some
    # revision the search never probed was built all the same.
    built = {p.name[:12] for p in (cache / "builds").iterdir() if (p / "ok").exists() or (p / "failed").exists()}
    probed = {p["revision"] for p in rep["levels"][0]["probes"]}
    assert probed <= built and built - probed
