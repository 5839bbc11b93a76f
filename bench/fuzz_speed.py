"""Benchmark: `difftest fuzz` throughput, and what the flag's reach is.

    python bench/fuzz_speed.py [--count 48] [--seed 21] [-j 2]

Measured in one run, each with a cold cache of its own:
1. `difftest fuzz --count N --no-reduce` on llvm-cpu, with execution:
   programs per minute (generation, verification, judging, reach and
   dedupe; reductions not counted);
2. `difftest run` on exactly the programs fuzz wrote: programs per minute,
   so the ratio says what fuzz adds to judging the same programs;
3. reach: the share of programs the flag changed, for --motif multi-use
   (directed) and --motif any (undirected), compile-only.

Nothing here is asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _difftest(*args: str) -> float:
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-m", "difftest", *args], cwd=REPO, check=False, capture_output=True)
    return time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=48)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="difftest-fuzz-bench-") as tmp:
        root = Path(tmp)
        fuzz_s = _difftest("fuzz", "--count", str(args.count), "--seed", str(args.seed), "--no-reduce", "-j",
                           str(args.jobs), "--out", str(root / "fuzz"), "--cache-dir", str(root / "cache-fuzz"))
        rep = json.loads((root / "fuzz" / "fuzz.json").read_text())
        run_s = _difftest("run", str(root / "fuzz" / "programs"), "--no-shared-prefix", "-j", str(args.jobs), "-q",
                          "--out", str(root / "run"), "--cache-dir", str(root / "cache-run"))
        reach = {}
        for motif in ("multi-use", "any"):
            _difftest("fuzz", "--count", str(args.count), "--seed", str(args.seed), "--motif", motif, "--no-reduce",
                      "--compile-only", "-j", str(args.jobs), "--out", str(root / f"reach-{motif}"),
                      "--cache-dir", str(root / "cache-reach"))
            r = json.loads((root / f"reach-{motif}" / "fuzz.json").read_text())
            reach[motif] = (r["in_reach"], r["judged"])
    n = rep["programs"]
    fuzz_pm, run_pm = n / fuzz_s * 60, n / run_s * 60
    print(f"fuzz: {n} programs in {fuzz_s:.1f} s: {fuzz_pm:.1f} programs/min (-j {args.jobs}, llvm-cpu, executed, "
          f"no reductions); {rep['in_reach']} in reach, {rep['invalid']} invalid")
    print(f"difftest run on the same programs: {run_s:.1f} s: {run_pm:.1f} programs/min")
    print(f"fuzz / run time: {fuzz_s / run_s:.3f}  (what generation, reach and dedupe add)")
    for motif, (hit, judged) in reach.items():
        print(f"reach, --motif {motif}: {hit}/{judged} = {hit / max(judged, 1):.0%} (compile-only)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
