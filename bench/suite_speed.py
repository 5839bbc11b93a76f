"""Benchmark: difftest on peer-suite tests the flag does not reach, against
the suite's own one-variant loop, as ratios measured in one run.

    python bench/suite_speed.py SUITE_ROOT [--tests 12] [--rounds 3]

SUITE_ROOT holds iree-test-suites' onnx_ops layout (`onnx/node/generated/
test_*/` with model.mlir, run_module_io_flags.txt and the .bin files), for
example a checkout's `onnx_ops/`. The first `--tests` test directories (by
name) that pass the suite's own loop are used. Each round runs, in alternating order:

- the loop: for each test, `iree-compile model.mlir` with the config's flags,
  then `iree-run-module --flagfile=run_module_io_flags.txt` (which checks the
  golden), serially, as the suite's conftest does;
- difftest: a cold `difftest run SUITE_ROOT --suite-config CFG -j 1` with a
  cache of its own: two variants and the golden, where reach first stops the
  candidate after dispatch creation when the flag changed nothing there.

It prints each round's times and the median ratio difftest / loop. Nothing
here is asserted by tests: this machine's noise is for ratios measured side
by side, never for a unit test's timing.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _python import as_users_run_it, children_cpu

REPO = Path(__file__).resolve().parent.parent
# IREE's own CPU config for onnx_ops (tests/external/iree-test-suites/onnx_ops/onnx_ops_cpu_llvm_sync_O2.json).
CPU_CONFIG = {"config_name": "cpu_llvm_sync", "iree_compile_flags": ["--iree-hal-target-backends=llvm-cpu",
                                                                     "--iree-input-demote-f64-to-f32=false"],
              "iree_run_module_flags": ["--device=local-sync"], "skip_compile_tests": [], "skip_run_tests": [],
              "expected_compile_failures": [], "expected_run_failures": []}


def _tools() -> tuple[Path, Path]:
    from difftest.toolchains.base import installed

    return Path(installed().iree_compile), Path(sys.executable).parent / "iree-run-module"


def _one(test: Path, work: Path, check: bool = True) -> bool:
    """The suite's loop for one test: compile, then run with its flagfile (which checks the golden)."""
    compiler, runner = _tools()
    vmfb = work / f"{test.name}.vmfb"
    done = subprocess.run([str(compiler), str(test / "model.mlir"), *CPU_CONFIG["iree_compile_flags"], "-o",
                           str(vmfb)], check=check, capture_output=True, timeout=600)
    return done.returncode == 0 and subprocess.run(
        [str(runner), f"--module={vmfb}", *CPU_CONFIG["iree_run_module_flags"], "--flagfile=run_module_io_flags.txt"],
        cwd=test, check=check, capture_output=True, timeout=600).returncode == 0


def _loop(tests: list[Path], work: Path) -> float:
    t0 = time.monotonic()
    for test in tests:
        _one(test, work)
    return time.monotonic() - t0


def _passing(found: list[Path], n: int, work: Path) -> list[Path]:
    """The first n tests (by name) that pass the suite's own loop: a test the
    loop fails is an xfail of the suite's config, and costs the loop less."""
    work.mkdir(parents=True, exist_ok=True)
    chosen = []
    for test in found:
        if len(chosen) == n:
            break
        if _one(test, work, check=False):
            chosen.append(test)
    return chosen


def _difftest(root: Path, config: Path, work: Path) -> tuple[float, dict]:
    report = work / "report.json"
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "difftest", "run", str(root), "--suite-config", str(config), "-j", "1",
                           "-q", "--cache-dir", str(work / "cache"), "--out", str(work / "out"), "--json", str(report)],
                          cwd=REPO, capture_output=True, text=True, timeout=3600)
    seconds = time.monotonic() - t0
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-2000:] + done.stderr[-2000:])
    return seconds, json.loads(report.read_text())


def main() -> int:
    as_users_run_it()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("suite", type=Path, help="a directory holding onnx/node/generated/test_*/")
    ap.add_argument("--tests", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    found = sorted(p for p in (args.suite / "onnx" / "node" / "generated").glob("test_*") if p.is_dir())
    ratios = []
    with tempfile.TemporaryDirectory() as tmp:
        tests = _passing(found, args.tests, Path(tmp) / "choose")
        if len(tests) < args.tests:
            sys.exit(f"{args.suite}: {len(tests)} tests pass the suite's loop, not {args.tests}")
        root = Path(tmp) / "suite"
        for test in tests:  # only the chosen tests, in the suite's own layout
            dest = root / "onnx" / "node" / "generated" / test.name
            dest.mkdir(parents=True)
            for f in test.iterdir():
                (dest / f.name).write_bytes(f.read_bytes())
        config = Path(tmp) / "config.json"
        config.write_text(json.dumps(CPU_CONFIG))
        chosen = sorted(p for p in (root / "onnx" / "node" / "generated").iterdir())
        # Once, untimed: the first run after an install writes the bytecode of what a run imports.
        (Path(tmp) / "prime").mkdir()
        _difftest(root, config, Path(tmp) / "prime")
        for r in range(args.rounds):
            work = Path(tmp) / f"round{r}"
            (work / "loop").mkdir(parents=True)
            order = ("loop", "difftest") if r % 2 == 0 else ("difftest", "loop")
            got, cpu = {}, {}
            for side in order:
                c0 = children_cpu()
                if side == "loop":
                    got["loop"] = _loop(chosen, work / "loop")
                else:
                    got["difftest"], report = _difftest(root, config, work)
                cpu[side] = children_cpu() - c0
            stopped = sum(1 for c in report["cases"] if ((c.get("variants") or {}).get("candidate") or {})
                          .get("compile", {}) and c["variants"]["candidate"]["compile"].get("screened_at"))
            ratios.append(got["difftest"] / got["loop"])
            print(f"round {r + 1}: loop {got['loop']:.1f} s ({cpu['loop']:.1f} CPU-s), difftest "
                  f"{got['difftest']:.1f} s ({cpu['difftest']:.1f} CPU-s), "
                  f"difftest/loop {ratios[-1]:.3f}; {stopped} of {len(report['cases'])} candidates not compiled past "
                  f"dispatch creation; verdicts {sorted({c['verdict'] for c in report['cases']})}")
    print(f"difftest / the suite's one-variant loop: median {statistics.median(ratios):.3f} over {args.rounds} rounds "
          f"({len(tests)} onnx_ops tests, cold, -j 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
