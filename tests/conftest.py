"""Shared helpers: run the real difftest CLI (real iree-compile, real
runtime) and read back its JSON report."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main

CASES = Path(__file__).parent / "cases"
REPO = Path(__file__).parent.parent


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
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
