"""Benchmark: how fast the fuzz generator renders and verifies programs.

    python bench/generator_speed.py [--programs 1000] [--rounds 3]

Each round generates, renders and verifies the same programs, over every
motif (as tests/test_fuzz.py does, which checks what they hold and not how
long they take). Prints each round and the median against the goal that
test once asserted: a thousand programs in under 60 s.

Nothing here is asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from difftest.fuzz.generator import MOTIFS, generate, render, verify  # noqa: E402

GOAL_S = 60.0


def one_round(programs: int) -> float:
    t0 = time.monotonic()
    for i in range(programs):
        problem = verify(render(generate(i, MOTIFS[i % len(MOTIFS)])))
        if problem is not None:
            raise SystemExit(f"program {i} does not verify: {problem}")
    return time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    times = []
    for r in range(args.rounds):
        times.append(one_round(args.programs))
        print(f"round {r + 1}: {args.programs} programs rendered and verified in {times[-1]:.1f} s")
    median = statistics.median(times)
    goal = GOAL_S * args.programs / 1000
    print(f"median: {median:.1f} s ({args.programs / median:.0f} programs/s); goal < {goal:.0f} s: "
          f"{'meets' if median < goal else 'not met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
