"""Benchmark: this checkout against another (the code before a change), as
ratios measured side by side, alternating, in one run.

    python bench/against.py OTHER_CHECKOUT [--pairs 4] [--corpus corpora/llama] [-j 2]

Each pair runs the other checkout, then this one (the order flips every
pair, so a machine that slows down over the run does not favour either):
a cold `difftest run CORPUS -j J` with a cache of its own, then the same
run warm. It prints new/old wall per pair and the medians. On a noisy
machine single runs vary by a quarter; pairs taken minutes apart share
the noise, which is why they alternate. Nothing here is asserted by tests.

The other checkout is a git worktree (`git worktree add ../old REV`); it
runs with this interpreter, its own sources first on the path (`python -m
difftest` from its root), so it needs no venv of its own as long as its
dependencies are the same.
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


def _env() -> dict[str, str]:
    # The side with more modules would pay for compiling them again at every run.
    return as_users_run_it()


def _run(root: Path, corpus: Path, cache: Path, out: Path, jobs: int) -> float:
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "difftest", "run", str(corpus), "-q", "--cache-dir", str(cache),
                        "--out", str(out), "-j", str(jobs)], cwd=root, capture_output=True, timeout=3600,
                       env=_env())
    if p.returncode not in (0, 1):
        sys.stderr.write(f"{root}: exit {p.returncode}\n{p.stderr.decode(errors='replace')[-1500:]}\n")
    return time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("other", type=Path, help="the other checkout (the code before)")
    ap.add_argument("--pairs", type=int, default=4)
    ap.add_argument("--corpus", default="corpora/llama")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args()
    corpus = (REPO / args.corpus).resolve()
    sides = {"old": args.other.resolve(), "new": REPO}
    cold: dict[str, list[float]] = {"old": [], "new": []}
    warm: dict[str, list[float]] = {"old": [], "new": []}
    with tempfile.TemporaryDirectory(prefix="difftest-against-") as tmp:
        for k in range(args.pairs):
            for side in (("old", "new") if k % 2 == 0 else ("new", "old")):
                d = Path(tmp) / f"{side}{k}"
                cold[side].append(_run(sides[side], corpus, d / "cache", d / "cold", args.jobs))
                warm[side].append(_run(sides[side], corpus, d / "cache", d / "warm", args.jobs))
            print(f"pair {k + 1}: cold old {cold['old'][-1]:.1f} s, new {cold['new'][-1]:.1f} s, "
                  f"new/old {cold['new'][-1] / cold['old'][-1]:.3f}; warm old {warm['old'][-1]:.2f} s, "
                  f"new {warm['new'][-1]:.2f} s, new/old {warm['new'][-1] / warm['old'][-1]:.3f}", flush=True)
    for name, runs in (("cold", cold), ("warm", warm)):
        ratios = [n / o for n, o in zip(runs["new"], runs["old"])]
        print(f"{name}: median new/old per pair {statistics.median(ratios):.3f} "
              f"(old median {statistics.median(runs['old']):.2f} s, new {statistics.median(runs['new']):.2f} s; "
              f"{args.corpus}, -j {args.jobs}, {args.pairs} pairs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
