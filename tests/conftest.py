"""Shared helpers: run the real difftest CLI (real iree-compile, real
runtime) and read back its JSON report."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main

CASES = Path(__file__).parent / "cases"
REPO = Path(__file__).parent.parent

# Contraction inputs demoted to bf16: a numerics change the seed flag does not make.
DEMOTE = ["--iree-global-opt-demote-contraction-inputs-type=bf16",
          "--iree-global-opt-demote-contraction-inputs-operations=matmul"]
# The default candidate (data tiling and the seed flag) with the demotion injected into it only.
# Tests that take it share its compiles through the session's cache.
DEMOTED_CANDIDATE = [f"--candidate-flag={f}" for f in ("--iree-dispatch-creation-data-tiling",
                                                        "--iree-dispatch-creation-experimental-multi-use-encoding-fusion",
                                                        *DEMOTE)]

# Python's bytecode cache, as Python keeps it by default: where the environment turns it off
# (some sandboxes and CI images set PYTHONDONTWRITEBYTECODE), every difftest, pytest and worker
# process a test starts would compile difftest's modules from source again, about 0.45 s each.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@pytest.fixture(scope="session")
def lavapipe():
    """Mesa's software Vulkan device, which .ci/run installs: the Vulkan
    tests run on it for real, and skip, saying why, only where it cannot be
    opened."""
    from difftest.run.execute.runner import probe
    from difftest.toolchains.base import installed
    from difftest.toolchains.uri import DeviceURI

    device = probe(installed(), DeviceURI("vulkan"))
    if not device.available:
        pytest.skip(f"no Vulkan device here ({(device.problem or '').splitlines()[0][:120]}); "
                    "apt-get install mesa-vulkan-drivers libvulkan1")
    if "llvmpipe" not in (device.name or ""):
        pytest.skip(f"the Vulkan device here is {device.name}, not lavapipe: these tests pin lavapipe's behaviour")
    return device


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
    """One cache for the whole session, shared by xdist's workers as two
    difftest runs on one machine share theirs: what one worker compiled the
    other reads. A test that counts what a cache holds takes one of its own."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = tmp_path_factory.getbasetemp().parent / "difftest-cache"
        shared.mkdir(exist_ok=True)
        return shared
    return tmp_path_factory.mktemp("difftest-cache")


@pytest.fixture
def difftest(tmp_path, cache_dir, capsys):
    """Call `difftest run ...`; returns (exit code, JSON report, console text)."""

    def call(*args: str, extra: tuple[str, ...] = ()):
        out = tmp_path / f"out{call.n}"
        report = tmp_path / f"report{call.n}.json"
        call.n += 1
        rc = main(["run", *args, "--out", str(out), "--json", str(report), "--cache-dir", str(cache_dir),
                   "--repeat", "1", *extra])
        captured = capsys.readouterr()
        text, call.err = captured.out, captured.err
        data = json.loads(report.read_text()) if report.exists() else None
        return rc, data, text

    call.n = 0
    call.err = ""
    return call


def write(root: Path, files: dict[str, str]) -> Path:
    """A corpus on disk: relative path -> text."""
    for name, text in files.items():
        p = root / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return root


def by_case(report: dict) -> dict[str, dict]:
    return {c["case"]: c for c in report["cases"]}


def headless_chromium(page: Path, *args: str) -> subprocess.CompletedProcess:
    """Open a report in headless Chromium (skips where there is none).
    The quiet flags keep it from reaching for the network, which is closed
    here and would slow each start."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        pytest.skip("no headless Chromium here (apt-get install chromium)")
    profile = page.parent / f".chromium-{page.stem}"
    return subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={profile}", *args, page.as_uri()],
                          capture_output=True, text=True, timeout=120)


# A results history of the previous schema (1), as difftest wrote it: one run, one case.
V1_HISTORY = """
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
    INSERT INTO meta VALUES('schema_version', '1');
    CREATE TABLE runs(id INTEGER PRIMARY KEY, run_key TEXT UNIQUE, run_id TEXT, date TEXT, difftest_version TEXT,
        toolchain_spec TEXT, toolchain_version TEXT, toolchain_commit TEXT, target TEXT, host TEXT,
        baseline_flags TEXT, candidate_flags TEXT, source TEXT);
    CREATE TABLE cases(id INTEGER PRIMARY KEY, run INTEGER, name TEXT, verdict TEXT, kind TEXT, pair TEXT,
        reason TEXT, baseline_dispatch_count REAL, candidate_dispatch_count REAL,
        baseline_transient_memory_size REAL, candidate_transient_memory_size REAL,
        baseline_vmfb_bytes REAL, candidate_vmfb_bytes REAL);
    INSERT INTO runs VALUES(1, 'r1', 'r1', '2026-10-01T00:00:00', '0.1.0', 'release:3.12.0', '3.12.0', 'abc',
        'llvm-cpu', '{}', '[]', '["--x"]', 'run');
    INSERT INTO cases VALUES(1, 1, 'c/a', 'identical', 'pass', '[[], ["--x"]]', 'same', 5, 4, 100, 90, 10, 11);
"""


def v1_history(path: Path) -> Path:
    import sqlite3

    conn = sqlite3.connect(path)
    conn.executescript(V1_HISTORY)
    conn.commit()
    conn.close()
    return path


def host_has(*features: str) -> bool:
    """Whether this machine's CPU lists every one of these /proc/cpuinfo flags: code compiled for a
    named CPU (llvm-cpu:skylake-avx512) runs only where its features are."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next(ln for ln in f if ln.startswith("flags")).split()
    except (OSError, StopIteration):
        return False
    return all(f in flags for f in features)
