"""Benchmark: `difftest run corpora/llama` against its budget (2 minutes on
2 cores from a cold cache), and what the compile cache saves on a re-run.

    python bench/llama_budget.py [CORPUS] [-j N]

Prints ratios measured in this one run; nothing here is asserted by tests,
since these machines are noisy.
"""
from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BUDGET_S = 120.0
REPO = Path(__file__).resolve().parent.parent


def run(corpus: str, cache: Path, out: Path, jobs: int) -> tuple[float, int]:
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "difftest", "run", corpus, "--cache-dir", str(cache), "--out", str(out),
                        "-j", str(jobs)], cwd=REPO, capture_output=True, text=True, timeout=1800)
    return time.monotonic() - t0, p.returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default="corpora/llama")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        cold, rc1 = run(args.corpus, cache, Path(tmp) / "cold", args.jobs)
        warm, rc2 = run(args.corpus, cache, Path(tmp) / "warm", args.jobs)
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"corpus {args.corpus}, -j {args.jobs}, {os.cpu_count()} cores")
    print(f"cold cache: {cold:6.1f} s (exit {rc1})   budget {BUDGET_S:.0f} s   cold/budget = {cold / BUDGET_S:.2f}")
    print(f"warm cache: {warm:6.1f} s (exit {rc2})   warm/cold = {warm / cold:.2f}")
    print(f"peak RSS of one child process: {peak_mib:.0f} MiB")
    return 0 if cold <= BUDGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
