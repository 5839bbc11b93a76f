"""The runtime-only install (docs/gpu.md): difftest installed with --no-deps
beside its `execute` extra (iree-base-runtime, numpy, ml_dtypes) runs
`difftest execute` on a bundle. Every command died there with "No module
named 'packaging'", `--version` included."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from difftest.cli import main

from .conftest import REPO, write
from .test_bundle_carries import PARAM_MODULE

# What the execute extra leaves out: the compiler and everything only the compiling commands import.
ABSENT = ("packaging", "git", "tomlkit", "yaml", "sympy", "iree.compiler", "tomli")
BLOCK = """import sys
class Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {top} or name.startswith('iree.compiler'):
            raise ImportError(f"{{name}} is not installed here (the execute extra only)")
sys.meta_path.insert(0, Absent())
from difftest.__main__ import main
sys.argv = ['difftest', *sys.argv[1:]]
sys.exit(main())
"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory, cache_dir):
    root = tmp_path_factory.mktemp("runtime-only")
    write(root / "c", {"g.mlir": PARAM_MODULE, "a.mlir": (REPO / "corpora" / "patterns" / "diamond_8b.mlir").read_text()})
    assert main(["run", str(root / "c"), "--compile-only", "--bundle", str(root / "bundle"), "--out",
                 str(root / "o"), "--cache-dir", str(cache_dir), "-q"]) == 0
    return root / "bundle"


def test_execute_runs_with_nothing_but_the_execute_extra_importable(bundle, tmp_path):
    code = BLOCK.format(top=sorted({n.split(".")[0] for n in ABSENT} - {"iree"}))
    run = [sys.executable, "-c", code]
    assert subprocess.run([*run, "--version"], capture_output=True, text=True, timeout=120).returncode == 0
    report = tmp_path / "r.json"
    p = subprocess.run([*run, "execute", str(bundle), "--repeat", "1", "--out", str(tmp_path / "e"), "--json",
                        str(report), "--cache-dir", str(tmp_path / "cache"), "-q"],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    verdicts = {c["case"]: c["verdict"] for c in json.loads(report.read_text())["cases"]}
    assert verdicts == {"c/g": "identical", "c/a": "identical"}, verdicts


def _execute_extra(wheel: Path) -> list[str]:
    """The `execute` extra's requirements as the wheel's own metadata declares them."""
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        lines = z.read(meta).decode().splitlines()
    return [ln.split(":", 1)[1].split(";")[0].strip() for ln in lines
            if ln.startswith("Requires-Dist:") and 'extra == "execute"' in ln]


# slow: builds the wheel and installs the runtime from PyPI into a clean venv (about a minute; needs the network)
@pytest.mark.slow
def test_the_documented_runtime_only_install_from_a_wheel_executes_a_bundle(bundle, tmp_path):
    wheels, source = tmp_path / "wheels", tmp_path / "source"
    # Built from a copy: a build writes its egg-info beside the sources, which this checkout must not keep.
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(".git", ".venv*", ".export-venv", "difftest-out",
                                                                   "__pycache__", "*.egg-info", "build"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)],
                   check=True, timeout=600)
    wheel = next(wheels.glob("difftest-*.whl"))
    extra = _execute_extra(wheel)
    assert {r.split(">")[0].split("=")[0].split("<")[0] for r in extra} == {"iree-base-runtime", "numpy", "ml_dtypes"}
    venv = tmp_path / "venv"
    # A clean machine: nothing of this checkout or its venv on the path.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300, env=env, cwd=tmp_path)
    pip = [str(venv / "bin" / "pip"), "install", "-q", "--no-compile"]
    subprocess.run([*pip, "--no-deps", str(wheel)], check=True, timeout=600, env=env, cwd=tmp_path)
    subprocess.run([*pip, *extra], check=True, timeout=900, env=env, cwd=tmp_path)
    done = subprocess.run([str(venv / "bin" / "difftest"), "execute", str(bundle), "--repeat", "1", "--out",
                           str(tmp_path / "e"), "--cache-dir", str(tmp_path / "cache"), "-q"],
                          capture_output=True, text=True, timeout=900, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "gate: passes" in done.stdout
