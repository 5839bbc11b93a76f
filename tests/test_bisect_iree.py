"""Commit-level bisect and revert-check on a history shaped like IREE's:
several hundred first-parent commits with merges, a fix that lands on a
side branch, builds that are incremental, that fail once for the machine's
sake, whose Python packages link into the source tree, and whose runtime
can break. The "build" writes an IREE build-tree layout around the real
installed compiler and runtime, since building IREE takes hours. One test
reads real IREE history when DIFFTEST_IREE_REPO names a clone.
"""
from __future__ import annotations

import json
import re
import os
import signal
import subprocess
from dataclasses import replace
from pathlib import Path

import git
import iree.runtime
import pytest

from difftest.toolchains import build as builds
from difftest.toolchains.kinds import GIT, Resolver, Revision
from difftest.cli import main
from difftest.toolchains.base import installed

from .conftest import CASES, REPO
from .faults.helpers import finish, pids_in, spawn_difftest, wait_for, wait_gone

DEMOTE = ("--iree-global-opt-demote-contraction-inputs-type=bf16 "
          "--iree-global-opt-demote-contraction-inputs-operations=matmul")
RUNTIME = Path(iree.runtime.__file__).parent  # .../site-packages/iree/runtime
FIRST_PARENT = 300  # commits on the first-parent chain
MERGE_EVERY = 10  # every 10th first-parent commit merges a side branch of 2 commits
FIX_AT = 210  # the first-parent index of the merge that brings the fix (a multiple of MERGE_EVERY)

# An IREE build-tree layout: CMakeCache.txt, tools/iree-compile (a wrapper of
# the real compiler that demotes matmuls until the fix), and the runtime's
# Python package linked into the source tree, as IREE's CMake does.
BUILD_SH = r"""#!/bin/sh
set -e
src=$(pwd)
out="$1"
mkdir -p "$out/tools" "$out/runtime/bindings/python/iree"
touch "$out/CMakeCache.txt"
n=$(cat "$out/builds.count" 2>/dev/null || echo 0); echo $((n + 1)) > "$out/builds.count"
if [ -n "$DIFFTEST_TEST_TRANSIENT" ] && [ -f "$DIFFTEST_TEST_TRANSIENT" ]; then
  rm -f "$DIFFTEST_TEST_TRANSIENT"
  echo "c++: fatal error: Killed signal terminated program cc1plus" >&2
  exit 1
fi
if [ -f fix.txt ]; then : > "$out/tools/flags.txt"; else echo "{demote}" > "$out/tools/flags.txt"; fi
cat > "$out/tools/iree-compile" <<'WRAPPER'
#!/bin/sh
for a in "$@"; do
  if [ "$a" = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion" ]; then
    exec "{real}" "$@" $(cat "$(dirname "$0")/flags.txt")
  fi
done
exec "{real}" "$@"
WRAPPER
chmod +x "$out/tools/iree-compile"
ln -sfn "$src/python/iree/runtime" "$out/runtime/bindings/python/iree/runtime"
ln -sfn "{libs}" "$out/runtime/bindings/python/iree/_runtime_libs"
ln -sfn "{native}" "$out/runtime/bindings/python/iree/_runtime"
"""
BUILD_CMD = "sh {src}/build.sh {out}"


def _build_sh() -> str:
    return (BUILD_SH.replace("{demote}", DEMOTE).replace("{real}", str(installed().iree_compile))
            .replace("{libs}", str(RUNTIME.parent / "_runtime_libs")).replace("{native}", str(RUNTIME.parent / "_runtime")))


def make_history(root: Path) -> tuple[git.Repo, list[str]]:
    """The first-parent chain, oldest first; the runtime's Python sources
    are part of the tree (python/iree/runtime)."""
    r = git.Repo.init(root, initial_branch="main")
    with r.config_writer() as cw:
        cw.set_value("user", "name", "Dev").set_value("user", "email", "dev@example.com")
    pkg = root / "python" / "iree" / "runtime"
    pkg.mkdir(parents=True)
    for f in RUNTIME.glob("*.py*"):
        (pkg / f.name).write_bytes(f.read_bytes())
    (root / "build.sh").write_text(_build_sh())
    r.git.add("-A")
    r.git.commit("-q", "-m", "Initial import")
    chain = [r.head.commit.hexsha]
    for i in range(1, FIRST_PARENT):
        if i % MERGE_EVERY == 0:
            main_head = r.head.commit
            side = r.create_head(f"side{i}", main_head)
            side.checkout()
            for k in range(2):
                (root / f"side{i}-{k}.txt").write_text(f"{i} {k}\n")
                if i == FIX_AT and k == 1:
                    (root / "fix.txt").write_text("the fix\n")
                r.git.add("-A")
                r.git.commit("-q", "-m", f"[DT] side work {i}.{k}" + (" (the fix)" if i == FIX_AT and k == 1 else ""))
            side_head = r.head.commit
            r.heads.main.checkout()
            r.git.merge("--no-ff", "--no-edit", "-m", f"Merge side{i} (#{2000 + i})", side_head.hexsha)
        else:
            (root / "log.txt").write_text(f"change {i}\n")
            r.git.add("-A")
            r.git.commit("-q", "-m", f"Change {i} (#{1000 + i})")
        chain.append(r.head.commit.hexsha)
    (root / "untracked.txt").write_text("the user's work in progress\n")
    return r, chain


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    root = tmp_path_factory.mktemp("iree")
    r, chain = make_history(root)
    assert int(r.git.rev_list("--first-parent", "--count", "HEAD")) == FIRST_PARENT
    assert int(r.git.rev_list("--count", "HEAD")) > FIRST_PARENT + 50
    return root, chain


def _bisect(history_root, cache, tmp_path, name, *extra):
    report = tmp_path / f"{name}.json"
    rc = main(["bisect", "--repo", str(history_root), "--build", BUILD_CMD, str(CASES / "seed_diamond.mlir"),
               "--regress", "numerics", "--cache-dir", str(cache), "--out", str(tmp_path / name),
               "--json", str(report), "--repeat", "1", *extra])
    return rc, (json.loads(report.read_text()) if report.exists() else None)


def _checkouts(cache: Path) -> list[str]:
    return [line for ws in (cache / "workspaces").glob("*") for line in (ws / "checkouts.log").read_text().splitlines()]


# slow: a bisect over built commits (about 20 s)
@pytest.mark.slow
def test_a_fix_on_a_side_branch_is_found_at_its_merge_with_incremental_builds(history, tmp_path, capsys):
    root, chain = history
    cache = tmp_path / "cache"
    before = subprocess.run(["git", "status", "--porcelain"], cwd=root, capture_output=True, text=True).stdout
    rc, rep = _bisect(root, cache, tmp_path, "fix", "--good", chain[-1], "--bad", chain[0])
    out = capsys.readouterr().out
    assert rc == 0, out
    (level,) = rep["levels"]
    assert level["looking_for"] == "good" and level["status"] == "decided"
    assert level["first_new"] == chain[FIX_AT][:12] and level["last_old"] == chain[FIX_AT - 1][:12]
    assert level["culprit"]["subject"] == f"Merge side{FIX_AT} (#{2000 + FIX_AT})"
    assert rep["builds"] <= 12  # log2(300) + the endpoints + nothing wasted
    # One workspace, one worktree, every revision checked out in it in turn;
    # its build directory carried over from build to build.
    workspaces = list((cache / "workspaces").glob("*"))
    assert len(workspaces) == 1 and (workspaces[0] / "src" / ".git").is_file()
    lines = _checkouts(cache)
    assert len(lines) == rep["builds"] and lines[0] == chain[0] and lines[1] == chain[-1]
    assert int((workspaces[0] / "out" / "builds.count").read_text()) == rep["builds"]
    # The kept builds hold the runtime with its Python sources copied out of
    # the source tree (which has moved on since).
    kept = next(p for p in (cache / "builds").glob(f"{chain[0]}-*"))
    py = kept / "out" / "runtime" / "bindings" / "python" / "iree" / "runtime" / "__init__.py"
    assert py.is_file() and not py.parent.is_symlink()
    assert "build cache: " in out and "revisions left (~" in out and re.search(r"\d+ builds? spent", out)
    assert subprocess.run(["git", "status", "--porcelain"], cwd=root, capture_output=True,
                          text=True).stdout == before


def _fake_releases(builder, pairs):
    """Releases as this history would have them: each a build of one commit,
    named by a version (PyPI wheels of a synthetic repo cannot exist)."""
    revs = []
    for version, sha in pairs:
        def make(sha=sha):
            # A build of the commit, reporting it as its --version commit, as a release wheel does.
            return replace(GIT.built(builder, sha, Resolver(cache_dir=builder.cache_dir)), commit=sha)
        builder.build(sha)  # the "wheel" exists before the bisect, as a release's does
        revs.append(Revision(version, f"release:{version}:{sha}", make, is_ready=lambda: True, builds=False))
    return revs


# slow: installs stand-in releases and builds commits (about 20 s)
@pytest.mark.slow
def test_release_verdicts_carry_over_and_max_builds_0_names_the_exact_range(history, tmp_path, capsys, monkeypatch):
    root, chain = history
    cache = tmp_path / "cache"
    builder = builds.Builder(root, BUILD_CMD, cache)
    pairs = [("3.9.0", chain[10]), ("3.10.0", chain[120]), ("3.11.0", chain[250])]
    fakes = _fake_releases(builder, pairs)
    monkeypatch.setattr("difftest.bisect.commands.RELEASES.revisions", lambda *a, **k: fakes)
    rc, rep = _bisect(root, cache, tmp_path, "rel", "--releases", "--good", "3.11.0", "--bad", "3.9.0",
                      "--max-builds", "0")
    out = capsys.readouterr().out
    assert rc == 0 and len(rep["levels"]) == 2, out
    releases, commits = rep["levels"]
    assert releases["status"] == "decided" and releases["first_new"] == "3.11.0"
    # The commit level starts from the two release commits' verdicts: no build.
    assert commits["carried"] == {chain[120][:12]: {"verdict": "bad", "from": "3.10.0"},
                                  chain[250][:12]: {"verdict": "good", "from": "3.11.0"}}
    assert commits["status"] == "stopped" and "--max-builds 0 reached" in commits["reason"]
    assert commits["range"]["count"] == 130 and commits["range"]["first"] == chain[121][:12]
    assert commits["range"]["last"] == chain[250][:12] and commits["range"]["after"] == chain[120][:12]
    assert rep["builds"] == 0
    assert "the first good revision is one of 130 first-parent commits" in out
    assert f"git log --oneline --first-parent {chain[120][:12]}..{chain[250][:12]}" in out
    # Only the release "wheels" were built (to judge the releases), never a commit in between.
    assert set(_checkouts(cache)) <= {chain[10], chain[120], chain[250]}
    # With builds allowed, the search needs none for the endpoints.
    built_before = set(_checkouts(cache))
    rc, rep = _bisect(root, cache, tmp_path, "rel2", "--releases", "--good", "3.11.0", "--bad", "3.9.0")
    commits = rep["levels"][1]
    assert rc == 0 and commits["first_new"] == chain[FIX_AT][:12]
    assert not ({chain[120], chain[250]} & (set(_checkouts(cache)) - built_before))
    assert rep["builds"] <= 9  # ceil(log2(130)) + the culprit's re-test at most


# slow: two bisects that build their commits (about 20 s)
@pytest.mark.slow
def test_a_transient_build_failure_is_retried_next_time(history, tmp_path, monkeypatch, capsys):
    root, chain = history
    marker = tmp_path / "fail-once"
    marker.touch()
    monkeypatch.setenv("DIFFTEST_TEST_TRANSIENT", str(marker))
    args = ["run", str(CASES / "seed_diamond.mlir"), "--toolchain", f"git:{root}@{chain[5]}", "--build", BUILD_CMD,
            "--cache-dir", str(tmp_path / "cache"), "--out", str(tmp_path / "o"), "--repeat", "1"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "not remembered, since the log shows no compile error of the source" in err
    assert main(args) == 1  # built this time; the fix is not in yet, so the candidate demotes
    assert len(_checkouts(tmp_path / "cache")) == 2


# slow: builds and runs a revision (about 5 s)
@pytest.mark.slow
def test_the_runtime_is_the_revisions_own_or_refused_with_its_reason(history, tmp_path, capsys):
    root, chain = history
    cache = tmp_path / "cache"
    # The matched runtime: the build tree's own Python package.
    report = tmp_path / "r.json"
    assert main(["run", str(CASES / "seed_diamond.mlir"), "--toolchain", f"git:{root}@{chain[-1]}", "--build",
                 BUILD_CMD, "--cache-dir", str(cache), "--out", str(tmp_path / "o"), "--json", str(report),
                 "--repeat", "1"]) == 0
    tc = json.loads(report.read_text())["meta"]["toolchain"]
    assert tc["runtime"] == "own" and any("/builds/" in p for p in tc["pythonpath"])
    # A revision whose runtime cannot be imported: the real reason, at toolchain time.
    broken = git.Repo(root)
    head = broken.head.commit
    try:
        init = root / "python" / "iree" / "runtime" / "__init__.py"
        init.write_text("from .nowhere import Tokenizer\n" + init.read_text())
        broken.git.add("-A")
        broken.git.commit("-q", "-m", "Break the runtime")
        bad = broken.head.commit.hexsha
        rc = main(["run", str(CASES / "seed_diamond.mlir"), "--toolchain", f"git:{root}@{bad}", "--build", BUILD_CMD,
                   "--cache-dir", str(cache), "--out", str(tmp_path / "o2"), "--repeat", "1"])
        err = capsys.readouterr().err
        assert rc == 2 and "iree.runtime cannot be imported" in err and "No module named" in err
    finally:
        broken.head.reset(head, index=True, working_tree=True)


# slow: builds HEAD and the revert (about 16 s); revert-check's answer is in the default tier (test_bisect.py)
@pytest.mark.slow
def test_revert_check_builds_the_revert_incrementally(history, tmp_path, capsys):
    root, chain = history
    cache = tmp_path / "cache"
    fix_merge = chain[FIX_AT]
    report = tmp_path / "rc.json"
    rc = main(["revert-check", fix_merge, "--repo", str(root), "--build", BUILD_CMD, "--at", chain[-1],
               str(CASES / "seed_diamond.mlir"), "--cache-dir", str(cache), "--out", str(tmp_path / "o"),
               "--json", str(report), "--repeat", "1"])
    out = capsys.readouterr().out
    assert rc == 1, out  # reverting the fix breaks the case
    rep = json.loads(report.read_text())
    assert rep["builds"] == 2 and [c["kind"] for c in rep["changes"]] == ["breaks"]
    assert _checkouts(cache) == [chain[-1], f"{chain[-1]} revert {fix_merge}"]
    ws = next((cache / "workspaces").glob("*"))
    assert int((ws / "out" / "builds.count").read_text()) == 2  # the second build found the first's tree


# slow: a bisect stopped mid-build (about 9 s); Ctrl-C during a build is in the default tier
# (tests/faults/test_signals.py)
@pytest.mark.slow
def test_ctrl_c_during_a_bisect_build_stops_it_and_reports_the_range(history, tmp_path):
    root, chain = history
    pidfile = tmp_path / "pids"
    hang = f"sh {{src}}/build.sh {{out}} && (sleep 1000 & echo $$ $! >> {pidfile}; wait)"
    proc = spawn_difftest(["bisect", "--repo", str(root), "--build", hang, str(CASES / "seed_diamond.mlir"),
                           "--good", chain[-1], "--bad", chain[0], "--cache-dir", str(tmp_path / "cache"),
                           "--out", str(tmp_path / "o"), "--json", str(tmp_path / "b.json")], tmp_path)
    wait_for(lambda: len(pids_in(pidfile)) >= 2, what="the first build")
    proc.send_signal(signal.SIGINT)
    rc, out, err = finish(proc)
    assert rc == 130, out + err
    wait_gone(pidfile)
    rep = json.loads((tmp_path / "b.json").read_text())
    level = rep["levels"][0]
    assert level["status"] == "stopped" and "interrupted" in level["reason"]
    assert level["range"]["count"] == FIRST_PARENT - 1
    assert "the first good revision is one of 299 first-parent commits" in out
    assert not list((tmp_path / "cache" / "builds").glob("*/ok"))


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("DIFFTEST_IREE_REPO"), reason="set DIFFTEST_IREE_REPO to a clone of iree-org/iree")
def test_real_history_release_bisect_brackets_the_510_commits(tmp_path, capsys):
    """The llama f16 layer's baseline went from 32 to 31 dispatches between
    3.10.0 and 3.11.0: the release level finds the pair, and --max-builds 0
    names the commit range between their commits, with no build."""
    report = tmp_path / "b.json"
    rc = main(["bisect", "--releases", "--good", "3.10.0", "--bad", "3.11.0", "--repo", os.environ["DIFFTEST_IREE_REPO"],
               "--build", "false", str(REPO / "corpora" / "llama"), "-k", "decoder_layer_f16",
               "--regress", "baseline.dispatch-count <= 31", "--max-builds", "0", "--json", str(report),
               "--out", str(tmp_path / "o"), "--repeat", "1"])
    out = capsys.readouterr().out
    assert rc == 0, out
    releases, commits = json.loads(report.read_text())["levels"]
    assert releases["first_new"] == "3.11.0" and releases["last_old"] == "3.10.0"
    assert commits["range"]["after"] == "ae97779f59a8" and commits["range"]["last"] == "e4a3b0405d7d"
    assert commits["range"]["count"] == 510 and commits["status"] == "stopped"
