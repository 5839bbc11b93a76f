"""Check: does difftest's baseline give the raw tools' outcome on a peer
suite, test for test, run after run?

    python bench/suite_agree.py SUITE_ROOT --config CFG [--target vulkan:llvmpipe] [--shard 1/6] [-j 2]
                                [--rounds 2]

SUITE_ROOT is iree-test-suites' onnx_ops (a checkout's `onnx_ops/`), CFG one
of IREE's configs for it (tests/external/iree-test-suites/onnx_ops/*.json in
iree-org/iree). Each round runs, cold:

- difftest: `difftest run SUITE_ROOT --suite-config CFG --target T --shard I/N`;
- the raw tools on exactly the tests difftest ran: `iree-compile model.mlir`
  with the config's flags (its target selection replaced by T's), then
  `iree-run-module --flagfile=run_module_io_flags.txt` with the config's
  run flags (which checks the expected outputs), in the test's directory,
  as the suite's conftest does.

Each test's outcome is compile-fail, run-fail (a wrong output included:
the suite's runner raises for both), pass, or skip (the config's skip
lists); the suite's verdict follows from its expected failures (xfail,
xpass, fail). It prints, per round, how many of the tests agree and every
one that does not, with both sides' words; the device losses difftest
reported; and exits 1 when any test disagrees in any round. Nothing here is
asserted by the test suite: it needs the suite's files and a device.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FLAGFILE = "run_module_io_flags.txt"
TIMEOUT = 600


def _tools() -> tuple[Path, Path]:
    from difftest.toolchains.base import installed

    return Path(installed().iree_compile), Path(sys.executable).parent / "iree-run-module"


def _rel(case: str, root: Path) -> str:
    """`onnx_ops/onnx/node/generated/test_abs` -> the config's `onnx/node/generated/test_abs`."""
    parts = case.split("/")
    return "/".join(parts[1:]) if parts and parts[0] == root.name else case


def raw_outcome(test: Path, rel: str, config: dict, target_flags: list[str], work: Path) -> tuple[str, str]:
    """(outcome, the tool's words) of one test with the raw tools."""
    from difftest.toolchains.backends import is_target_flag

    if rel in config.get("skip_compile_tests", []) or rel in config.get("skip_run_tests", []):
        return "skip", "in the config's skip lists"
    compiler, runner = _tools()
    vmfb = work / f"{test.name}.vmfb"
    flags = [f for f in config["iree_compile_flags"] if not is_target_flag(f)] + target_flags
    try:
        done = subprocess.run([str(compiler), str(test / "model.mlir"), *flags, "-o", str(vmfb)],
                              capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "compile-fail", f"iree-compile timed out after {TIMEOUT} s"
    if done.returncode != 0:
        return "compile-fail", _first_error(done.stderr)
    try:
        done = subprocess.run([str(runner), f"--module={vmfb}", *config["iree_run_module_flags"],
                               f"--flagfile={FLAGFILE}"], cwd=test, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "run-fail", f"iree-run-module timed out after {TIMEOUT} s"
    finally:
        vmfb.unlink(missing_ok=True)
    if done.returncode != 0:
        return "run-fail", _first_error(done.stderr + done.stdout)
    return "pass", ""


def _first_error(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    hit = next((ln for ln in lines if "error" in ln.lower() or "mismatch" in ln.lower() or "[FAILED]" in ln), None)
    return (hit or (lines[0] if lines else "no output"))[:200]


def difftest_outcome(case: dict) -> tuple[str, str]:
    """(outcome, why) of the baseline in a difftest case: what the raw tools
    would have said of the same compile and run."""
    if case["verdict"] == "skipped":
        return "skip", case.get("reason", "")[:200]
    base = case["variants"].get("baseline") or {}
    compile_ = base.get("compile") or {}
    if compile_.get("status") != "ok":
        return "compile-fail", (compile_.get("error_line") or compile_.get("status") or "")[:200]
    run = base.get("run") or {}
    if run.get("status") != "ok":
        return "run-fail", (run.get("error_line") or run.get("status") or "not run")[:200]
    golden = [c for c in case.get("comparisons", []) if c.get("side") == "baseline" and c.get("against") == "golden"]
    # The golden check difftest makes with the suite's tolerance; where it made none, any mismatch.
    off = [c for c in golden if c.get("golden_agrees") is False or c.get("golden_agrees") is None and (
        c.get("mismatch_count") or not c.get("shape_match", True) or not c.get("nonfinite_match", True))]
    if off:
        return "run-fail", f"output {off[0].get('index')} does not match the expected output"
    return "pass", ""


def suite_verdict(outcome: str, rel: str, config: dict) -> str:
    """The suite's own verdict: its expected failures are xfail, and strict."""
    if outcome == "skip":
        return "skip"
    expected = {"compile-fail": "expected_compile_failures", "run-fail": "expected_run_failures"}
    if rel in config.get("expected_compile_failures", []):
        return "xfail" if outcome == "compile-fail" else "xpass"
    if rel in config.get("expected_run_failures", []):
        return "xfail" if outcome == "run-fail" else ("fail" if outcome == "compile-fail" else "xpass")
    return "pass" if outcome == "pass" else "fail" if outcome in expected else outcome


def one_round(root: Path, config_path: Path, target: str, shard: str | None, jobs: int, work: Path) -> int:
    from difftest.toolchains.targets import parse_target

    config = json.loads(config_path.read_text())
    report = work / "report.json"
    argv = [sys.executable, "-m", "difftest", "run", str(root), "--suite-config", str(config_path), "--target",
            target, "-j", str(jobs), "--json", str(report), "--out", str(work / "out"), "--cache-dir",
            str(work / "cache"), "-q", *(["--shard", shard] if shard else [])]
    done = subprocess.run(argv, capture_output=True, text=True)
    data = json.loads(report.read_text())
    cases = {_rel(c["case"], root): c for c in data["cases"]}
    target_flags = list(parse_target(target).compile_flags)
    raw_work = work / "raw"
    raw_work.mkdir()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        raw = dict(zip(cases, pool.map(lambda rel: raw_outcome(root / rel, rel, config, target_flags, raw_work),
                                       cases)))
    disagree = []
    for rel, case in sorted(cases.items()):
        ours, theirs = difftest_outcome(case), raw[rel]
        if ours[0] != theirs[0]:
            disagree.append(f"  {rel}: difftest {ours[0]} ({case['verdict']}: {ours[1]}); "
                            f"raw tools {theirs[0]} ({theirs[1]})")
    lost = sum(len((v.get("run") or {}).get("device_lost") or []) for c in data["cases"]
               for v in c["variants"].values())
    verdicts = {}
    for rel in cases:
        v = suite_verdict(raw[rel][0], rel, config)
        verdicts[v] = verdicts.get(v, 0) + 1
    print(f"difftest exit {done.returncode}; {len(cases) - len(disagree)} of {len(cases)} tests agree with the raw "
          f"tools; the suite's verdicts by the raw tools: "
          + ", ".join(f"{n} {v}" for v, n in sorted(verdicts.items()))
          + (f"; difftest's device was lost {lost} time(s), and opened again" if lost else ""))
    for line in disagree:
        print(line)
    return len(disagree)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("root", type=Path)
    p.add_argument("--config", type=Path, required=True)
    p.add_argument("--target", default="vulkan:llvmpipe")
    p.add_argument("--shard")
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--rounds", type=int, default=1)
    args = p.parse_args()
    bad = 0
    for r in range(args.rounds):
        print(f"round {r + 1} of {args.rounds}:")
        with tempfile.TemporaryDirectory(prefix="suite-agree-") as tmp:
            bad += one_round(args.root.resolve(), args.config.resolve(), args.target, args.shard, args.jobs,
                             Path(tmp))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
