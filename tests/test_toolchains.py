"""Toolchains: version parsing, release listing and eviction (fast), and
real PyPI releases (slow: about 85 MB download and 580 MB each)."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from difftest.toolchains.releases import evict, parse_pip_index, releases_between
from difftest.toolchains.base import installed, parse_version

from .conftest import CASES


def test_parse_version():
    text = "IREE (https://iree.dev):\n  IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967\n"
    assert parse_version(text) == ("3.13.0rc20261016", "89ece87b89852100c0a4ac3d515e14842d090967")
    assert parse_version("garbage") == (None, None)


def test_installed_toolchain_records_version_and_commit():
    tc = installed()
    assert tc.version and tc.version.startswith("3.") and len(tc.commit) == 40


def test_release_listing():
    out = "iree-base-compiler (3.13.0)\nAvailable versions: 3.13.0, 3.12.0, 3.10.0rc1, 3.9.0, 2.9.0, 3.8.0\n"
    versions = parse_pip_index(out)
    assert versions == ["2.9.0", "3.8.0", "3.9.0", "3.10.0rc1", "3.12.0", "3.13.0"]
    # Pre-releases are probed only when they are an endpoint.
    assert releases_between(versions, "3.12.0", "3.8.0") == ["3.8.0", "3.9.0", "3.12.0"]
    assert releases_between(versions, "3.10.0rc1", "3.13.0") == ["3.10.0rc1", "3.12.0", "3.13.0"]
    with pytest.raises(ValueError, match="3.11.0"):
        releases_between(versions, "3.11.0", "3.13.0")
    with pytest.raises(ValueError, match="not a release version"):
        releases_between(versions, "3.x", "3.13.0")


def test_lru_eviction(tmp_path):
    for i, name in enumerate(["release-1.0.0", "release-2.0.0", "release-3.0.0"]):
        d = tmp_path / name
        d.mkdir()
        (d / "blob").write_bytes(b"x" * 1000)
        stamp = d / "last-used"
        stamp.touch()
        os.utime(stamp, (time.time() - 100 + i * 10,) * 2)
    removed = evict(tmp_path, 2100, keep=tmp_path / "release-1.0.0")
    # The oldest is the one in use, so the next oldest goes.
    assert [p.name for p in removed] == ["release-2.0.0"]
    assert (tmp_path / "release-1.0.0").exists() and (tmp_path / "release-3.0.0").exists()


@pytest.mark.slow
def test_seed_flag_goes_from_unsupported_in_3_8_to_supported_in_3_9(difftest, cache_dir):
    rc, old, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", "release:3.8.0")
    case = old["cases"][0]
    # Nothing was judged, so the gate is not green (exit 2), and it says why.
    assert rc == 2 and case["verdict"] == "flag-unsupported"
    assert "does not know --iree-dispatch-creation-experimental-multi-use-encoding-fusion" in difftest.err
    assert case["toolchain"]["version"].startswith("3.8.0")
    assert case["variants"]["baseline"]["compile"]["status"] == "ok"
    rc, new, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", "release:3.9.0")
    case = new["cases"][0]
    assert rc == 0 and case["verdict"] == "identical"
    assert case["toolchain"]["version"].startswith("3.9.0")
    assert case["structure"]["dispatch-count"]["delta"] == -1
    # Installed once: a second use reuses the cached venv.
    assert (cache_dir / "toolchains" / "release-3.9.0" / "ready").exists()


def test_dir_toolchain_without_a_runtime_is_refused_unless_mixing_is_explicit(tmp_path, difftest):
    """A build tree with only tools/iree-compile: a compiler and a runtime of
    different revisions are never mixed silently."""
    from difftest.toolchains.base import ToolchainUnavailable, from_dir

    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "iree-compile").symlink_to(installed().iree_compile)
    with pytest.raises(ToolchainUnavailable, match="holds iree-compile but no runtime.*--runtime installed"):
        from_dir(f"dir:{tmp_path}", tmp_path)
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", f"dir:{tmp_path}")
    assert rc == 2 and report is None and "no runtime" in difftest.err
    rc, report, text = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", f"dir:{tmp_path}",
                                "--runtime", "installed")
    case = report["cases"][0]
    assert f"toolchain dir:{tmp_path} (iree-compile " in text and "; runtime installed)" in text.splitlines()[0]
    assert rc == 0 and case["verdict"] == "identical" and case["toolchain"]["spec"] == f"dir:{tmp_path}"
    assert case["toolchain"]["runtime"] == "installed" and report["meta"]["toolchain"]["runtime"] == "installed"
    with pytest.raises(ToolchainUnavailable, match="no tools/iree-compile"):
        from_dir("dir:/nonexistent", tmp_path / "nowhere")


def test_dir_toolchain_from_a_build_tree_with_python_bindings(tmp_path, difftest):
    """IREE's build tree: tools/iree-compile, and the runtime package under
    runtime/bindings/python (here linked to the installed one)."""
    import iree.runtime

    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "iree-compile").symlink_to(installed().iree_compile)
    pkg = tmp_path / "runtime" / "bindings" / "python" / "iree"
    pkg.mkdir(parents=True)
    installed_iree = Path(iree.runtime.__file__).parent.parent
    for name in ("runtime", "_runtime_libs"):
        (pkg / name).symlink_to(installed_iree / name)
    rc, report, _ = difftest(str(CASES / "seed_diamond.mlir"), "--toolchain", f"dir:{tmp_path}")
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical" and case["toolchain"]["runtime"] == "own"


@pytest.mark.slow
def test_release_bisect_then_maps_releases_to_commits(tmp_path, cache_dir, capsys):
    """A real bisect over PyPI releases: when did the f16 llama layer's baseline
    drop to 31 dispatches? Then the bracketing releases map to commits, which
    a repo without IREE's history cannot hold: the release answer stands."""
    import git

    from difftest.cli import main

    from .conftest import REPO

    repo = git.Repo.init(tmp_path / "not-iree")
    (tmp_path / "not-iree" / "f").write_text("x")
    repo.index.add(["f"])
    repo.index.commit("unrelated")
    report = tmp_path / "b.json"
    rc = main(["bisect", "--releases", "--good", "3.9.0", "--bad", "3.11.0", str(REPO / "corpora" / "llama"),
               "-k", "decoder_layer_f16", "--regress", "baseline.dispatch-count <= 31", "--repo",
               str(tmp_path / "not-iree"), "--build", "true", "--cache-dir", str(cache_dir), "--out",
               str(tmp_path / "o"), "--json", str(report), "--repeat", "1", "--no-determinism-check"])
    text = capsys.readouterr().out
    assert rc == 0, text
    import json
    (level,) = json.loads(report.read_text())["levels"]
    assert level["last_old"] == "3.10.0" and level["first_new"] == "3.11.0"
    assert "cannot be read in" in text and "stopping at the release level" in text
    assert "--toolchain release:3.11.0" in text


def test_a_release_named_short_is_the_release_named_whole_one_cached_venv(tmp_path):
    """pip installs `==3.13` as 3.13.0: `release:3.13` made a second 580 MB
    venv beside `release:3.13.0`, and reports named them as two toolchains."""
    import sys

    from difftest.toolchains.releases import canonical_release, release_toolchain

    assert canonical_release("3.13") == canonical_release("3.13.0") == "3.13.0"
    assert canonical_release("3.13rc20261016") == "3.13.0rc20261016"
    assert canonical_release("3.10.1") == "3.10.1" and canonical_release("3.9.0rc1") == "3.9.0rc1"
    with pytest.raises(ValueError, match="not a release version"):
        canonical_release("3.x")
    # An installed release (this venv stands in for it): the short name finds it, installs nothing.
    home = tmp_path / "toolchains" / "release-3.13.0"
    home.mkdir(parents=True)
    (home / "venv").symlink_to(sys.prefix)
    (home / "ready").write_text("x")
    tc = release_toolchain("3.13", tmp_path)
    assert tc.describe()["spec"] == "release:3.13.0"
    assert sorted(p.name for p in (tmp_path / "toolchains").iterdir()) == ["release-3.13.0"]
