"""Benchmark: a cold `difftest run` with `--compiler api` (long-lived compiler
workers through iree.compiler.api) against the same run with `--compiler
process` (an iree-compile process per compile), measured in one run,
alternating, medians.

    python bench/compiler_speed.py [--rounds 3] [--corpus corpora/patterns] [-j 1]

Cold: --no-cache, a fresh --out each time. The ratio is api / process wall
time (below 1.0: the persistent compiler is faster). Nothing here is
asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _python import as_users_run_it

REPO = Path(__file__).resolve().parent.parent


def one_run(corpus: str, compiler: str, jobs: int, extra: list[str], env: dict) -> float:
    with tempfile.TemporaryDirectory(prefix="compiler-speed-") as out:
        argv = [sys.executable, "-m", "difftest", "run", corpus, "--no-cache", "--out", f"{out}/o",
                "-j", str(jobs), "--compiler", compiler, "--quiet", *extra]
        start = time.monotonic()
        done = subprocess.run(argv, cwd=REPO, env=env, capture_output=True, timeout=3600)
        seconds = time.monotonic() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} exited {done.returncode}:\n{done.stderr.decode()[-2000:]}")
    return seconds


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--corpus", default="corpora/patterns")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--compile-only", action="store_true")
    args = ap.parse_args()
    env = as_users_run_it()
    extra = ["--compile-only"] if args.compile_only else []
    times: dict[str, list[float]] = {"process": [], "api": []}
    for r in range(args.rounds):
        order = ("process", "api") if r % 2 == 0 else ("api", "process")
        for compiler in order:
            times[compiler].append(one_run(args.corpus, compiler, args.jobs, extra, env))
            print(f"round {r + 1}: --compiler {compiler}: {times[compiler][-1]:.2f} s", flush=True)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"cold {args.corpus} -j {args.jobs}{' --compile-only' if extra else ''}: api {med['api']:.2f} s, "
          f"process {med['process']:.2f} s (medians of {args.rounds}); api / process = "
          f"{med['api'] / med['process']:.3f}")


if __name__ == "__main__":
    main()
