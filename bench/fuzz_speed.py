"""Benchmark: `difftest fuzz` throughput against the compiler's per-module floor.

    python bench/fuzz_speed.py [--count 48] [--seed 21] [-j 2] [--target llvm-cpu] [--motif multi-use]
                               [--candidate-flag FLAG ...] [--reach] [--no-screen] [--yield-budget SECONDS]

Measured in one run, each with a cold cache of its own:
1. `difftest fuzz --count N --no-reduce` on the target, executed and judged:
   programs per minute of its judging loop (generation, verification,
   packing several programs per module, screening out the programs the flag
   does not reach (a directed campaign's default; --no-screen turns it off),
   splitting the modules some program fails, judging, reach and dedupe; the
   findings' filing afterwards not counted, nor reductions). A program
   screened out is decided: the flag cannot change it;
2. the floor: bare `iree-compile` of exactly the programs fuzz made, one per
   module, both variants of the pair (what judging them one per module has
   to compile at the least), -j processes at a time: programs per minute;
3. the ratio of the two: how far past the per-module floor fuzz gets;
   and the ceiling packing has: bare iree-compile of the same programs,
   a round's eight to a module, both variants (what packing would cost if
   no module ever failed and nothing were judged);
4. with --reach: the share of programs the flag changed, for --motif
   multi-use (directed) and --motif any (undirected), compile-only;
5. with --yield-budget S: a directed campaign (--motif multi-use, screened)
   and an undirected one (--motif any) of S seconds each, executed, each with
   a cold cache: distinct findings (the flag's, and all) per CPU-hour of
   their loops, difftest's CPU and its compilers' and workers'.

Nothing here is asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from _python import as_users_run_it

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from difftest.fuzz.render import yield_line  # noqa: E402
from difftest.fuzz.report import report_from_dict  # noqa: E402
from difftest.toolchains.base import installed  # noqa: E402
from difftest.toolchains.targets import parse_target  # noqa: E402

COMPILE_TIMEOUT = 600


def _difftest(*args: str) -> float:
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-m", "difftest", *args], cwd=REPO, check=False, capture_output=True,
                   timeout=7200)
    return time.monotonic() - t0


def _floor(programs: list[Path], flags: dict[str, list[str]], target: str, jobs: int, out: Path) -> float:
    """Seconds for bare iree-compile of every program alone, each variant, `jobs` at a time."""
    exe = str(installed().iree_compile)
    tflags = parse_target(target).compile_flags
    out.mkdir(parents=True, exist_ok=True)
    work = [(p, name, fl) for p in programs for name, fl in flags.items()]

    def one(item) -> int:
        p, name, fl = item
        return subprocess.run([exe, str(p), *tflags, *fl, "-o", str(out / f"{p.stem}.{name}.vmfb")],
                              capture_output=True, timeout=COMPILE_TIMEOUT).returncode

    t0 = time.monotonic()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(one, work))
    return time.monotonic() - t0


def _packed(programs: list[Path], out: Path, per: int = 8) -> list[Path]:
    """The programs, `per` to a module, each its own function, as a campaign's rounds pack them."""
    out.mkdir(parents=True, exist_ok=True)
    modules = []
    for k in range(0, len(programs), per):
        text = "".join(p.read_text().replace("func.func @main(", f"func.func @{p.stem}(", 1)
                       for p in programs[k:k + per])
        modules.append(out / f"m{k:05d}.mlir")
        modules[-1].write_text(text)
    return modules


def main() -> int:
    as_users_run_it()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=48)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--target", default="llvm-cpu")
    ap.add_argument("--motif", default="multi-use")
    ap.add_argument("--candidate-flag", action="append", default=[],
                    help="the candidate's flags (default: the seed pair's), as `difftest fuzz` takes them")
    ap.add_argument("--reach", action="store_true", help="also measure reach, compile-only, for two motifs")
    ap.add_argument("--no-screen", action="store_true", help="the campaign without screening by reach")
    ap.add_argument("--yield-budget", type=float, metavar="SECONDS",
                    help="also run a directed and an undirected campaign this long each: findings per CPU-hour")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="difftest-fuzz-bench-") as tmp:
        root = Path(tmp)
        wall_s = _difftest("fuzz", "--count", str(args.count), "--seed", str(args.seed), "--no-reduce", "--no-store",
                           "-j", str(args.jobs), "--target", args.target, "--motif", args.motif,
                           *(f"--candidate-flag={f}" for f in args.candidate_flag), "--out", str(root / "fuzz"),
                           "--cache-dir", str(root / "cache-fuzz"), *(["--no-screen"] if args.no_screen else []))
        rep = json.loads((root / "fuzz" / "fuzz.json").read_text())
        fuzz_s = rep["seconds"]
        programs = sorted((root / "fuzz" / "programs").glob("p*/p*.mlir"))
        pair = {k: v for k, v in rep["flags"].items() if k in ("baseline", "candidate")}
        floor_s = _floor(programs, pair, args.target, args.jobs, root / "floor")
        ceiling_s = _floor(_packed(programs, root / "packed"), pair, args.target, args.jobs, root / "packed-out")
        reach = {}
        if args.reach:
            for motif in ("multi-use", "any"):
                _difftest("fuzz", "--count", str(args.count), "--seed", str(args.seed), "--motif", motif,
                          "--no-reduce", "--no-store", "--compile-only", "-j", str(args.jobs), "--target",
                          args.target, "--out", str(root / f"reach-{motif}"), "--cache-dir", str(root / "cache-reach"))
                r = json.loads((root / f"reach-{motif}" / "fuzz.json").read_text())
                reach[motif] = (r["in_reach"], r["judged"] + r.get("screened", 0))
        yields = {}
        if args.yield_budget:
            for motif in ("multi-use", "any"):
                _difftest("fuzz", "--time-budget", str(args.yield_budget), "--seed", str(args.seed), "--motif", motif,
                          "--no-reduce", "--no-store", "-j", str(args.jobs), "--target", args.target,
                          *(f"--candidate-flag={f}" for f in args.candidate_flag), "--out", str(root / f"yield-{motif}"),
                          "--cache-dir", str(root / f"cache-yield-{motif}"))
                yields[motif] = json.loads((root / f"yield-{motif}" / "fuzz.json").read_text())
    n, judged, screened = len(programs), rep["judged"], rep.get("screened", 0)
    fuzz_pm, floor_pm = (judged + screened) / fuzz_s * 60, n / floor_s * 60
    mods = rep.get("modules", {})
    print(f"fuzz: {judged} programs judged and {screened} screened out (not in the flag's reach) in {fuzz_s:.1f} s: "
          f"{fuzz_pm:.1f} programs/min (-j {args.jobs}, "
          f"{args.target}, --motif {args.motif}, executed; {wall_s:.1f} s with the findings' filing, no "
          f"reductions); {mods.get('compiled', 0)} modules compiled, "
          f"{mods.get('split', 0)} split, {mods.get('programs_alone', 0)} programs judged alone; "
          f"{rep['in_reach']} in reach; verdicts {rep['verdicts']}")
    print(f"floor: bare iree-compile of the same {n} programs one per module, both variants, {args.jobs} at a time: "
          f"{floor_s:.1f} s: {floor_pm:.1f} programs/min")
    print(f"fuzz / floor, programs per minute: {fuzz_pm / floor_pm:.2f}x")
    print(f"ceiling: bare iree-compile of the same programs 8 to a module, both variants: {ceiling_s:.1f} s: "
          f"{floor_s / ceiling_s:.2f}x the floor (no module failing, nothing judged)")
    print(f"share of the packed ceiling: {(fuzz_pm / floor_pm) / (floor_s / ceiling_s):.2f} "
          f"({fuzz_pm / floor_pm:.2f}x of {floor_s / ceiling_s:.2f}x)")
    for motif, (hit, of) in reach.items():
        print(f"reach, --motif {motif}: {hit}/{of} = {hit / max(of, 1):.0%} (compile-only)")
    for motif, r in yields.items():
        # The campaign's own yield line, from its report: one place says how findings per CPU-hour are counted.
        rep_y = report_from_dict(r)
        print(f"yield, --motif {motif} ({args.yield_budget:g} s{', screened' if rep_y.screening else ''}): "
              f"{rep_y.judged} judged, {rep_y.screened} screened out; {yield_line(rep_y) or 'no CPU time recorded'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
