"""Benchmark: where difftest stands against the physical limit, as ratios
measured side by side in one run (alternating runs, medians).

    python bench/speed.py [--rounds 3] [--corpus corpora/llama]

1. cold `difftest run CORPUS -j 2` / the naive serial loop that only
   compiles both variants (bench/naive_loop.sh)            goal <= 0.55
2. warm re-run (nothing changed) / cold run                 goal <= 0.015
3. per-case wall / compile time alone, on small operator
   cases (difftest -j 1, cold, against the naive loop)      goal <= 1.3
4. peak memory of a cold difftest run (all its processes)
   / peak memory of one iree-compile of the largest case

Nothing here is asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from _python import as_users_run_it

REPO = Path(__file__).resolve().parent.parent
PY = sys.executable

# Small operator cases, like an iree-test-suites operator suite.
_OPS = {
    "add": "%r = arith.addf %a, %b : tensor<{s}xf32>",
    "mul": "%r = arith.mulf %a, %b : tensor<{s}xf32>",
    "sub": "%r = arith.subf %a, %b : tensor<{s}xf32>",
    "max": "%r = arith.maximumf %a, %b : tensor<{s}xf32>",
    "div": "%r = arith.divf %a, %b : tensor<{s}xf32>",
}
_UNARY = {"exp": "math.exp", "tanh": "math.tanh", "sqrt": "math.sqrt", "abs": "math.absf", "neg": "arith.negf"}


def small_corpus(root: Path) -> int:
    root.mkdir(parents=True, exist_ok=True)
    n = 0
    for shape in ("4x8", "16x16", "3x5x7"):
        for name, body in _OPS.items():
            (root / f"{name}_{shape}.mlir").write_text(
                f"func.func @main(%a: tensor<{shape}xf32>, %b: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{\n"
                f"  {body.format(s=shape)}\n  return %r : tensor<{shape}xf32>\n}}\n")
            n += 1
        for name, op in _UNARY.items():
            (root / f"{name}_{shape}.mlir").write_text(
                f"func.func @main(%a: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{\n"
                f"  %r = {op} %a : tensor<{shape}xf32>\n  return %r : tensor<{shape}xf32>\n}}\n")
            n += 1
    for m in (8, 16, 32):
        (root / f"matmul_{m}.mlir").write_text(
            f"func.func @main(%a: tensor<{m}x{m}xf32>, %b: tensor<{m}x{m}xf32>) -> tensor<{m}x{m}xf32> {{\n"
            f"  %z = arith.constant 0.0 : f32\n  %e = tensor.empty() : tensor<{m}x{m}xf32>\n"
            f"  %f = linalg.fill ins(%z : f32) outs(%e : tensor<{m}x{m}xf32>) -> tensor<{m}x{m}xf32>\n"
            f"  %r = linalg.matmul ins(%a, %b : tensor<{m}x{m}xf32>, tensor<{m}x{m}xf32>) "
            f"outs(%f : tensor<{m}x{m}xf32>) -> tensor<{m}x{m}xf32>\n  return %r : tensor<{m}x{m}xf32>\n}}\n")
        n += 1
    return n


class PeakRSS:
    """Peak of the summed resident memory of a process and all its
    descendants, sampled every 20 ms from /proc."""

    def __init__(self, pid: int):
        self.pid, self.peak = pid, 0
        self._stop = threading.Event()
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    def _tree(self) -> list[int]:
        children: dict[int, list[int]] = {}
        for d in os.listdir("/proc"):
            if d.isdigit():
                try:
                    with open(f"/proc/{d}/stat") as f:
                        ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                    children.setdefault(ppid, []).append(int(d))
                except (OSError, IndexError, ValueError):
                    pass
        out, stack = [], [self.pid]
        while stack:
            p = stack.pop()
            out.append(p)
            stack.extend(children.get(p, []))
        return out

    def _rss(self, pid: int) -> int:
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) * 1024
        except OSError:
            pass
        return 0

    def _run(self):
        while not self._stop.wait(0.02):
            self.peak = max(self.peak, sum(self._rss(p) for p in self._tree()))

    def stop(self) -> int:
        self._stop.set()
        self._t.join()
        return self.peak


def timed(argv: list[str], env=None, measure_memory=False) -> tuple[float, int, int]:
    t0 = time.monotonic()
    p = subprocess.Popen(argv, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    mem = PeakRSS(p.pid) if measure_memory else None
    _, err = p.communicate(timeout=3600)
    peak = mem.stop() if mem else 0
    if p.returncode not in (0, 1):
        sys.stderr.write(err.decode()[-2000:])
    return time.monotonic() - t0, p.returncode, peak


def difftest(corpus: Path, cache: Path, out: Path, jobs: int, memory=False):
    return timed([PY, "-m", "difftest", "run", str(corpus), "-q", "--cache-dir", str(cache), "--out", str(out),
                  "-j", str(jobs)], measure_memory=memory)


def naive(corpus: Path, out: Path) -> float:
    env = dict(os.environ, PYTHON=PY)
    return timed(["bash", str(REPO / "bench" / "naive_loop.sh"), str(corpus), str(out)], env=env)[0]


def one_compile_peak(corpus: Path) -> tuple[int, str]:
    from iree.compiler.tools import binaries

    biggest = max(corpus.rglob("*.mlir"), key=lambda p: p.stat().st_size)
    with tempfile.TemporaryDirectory() as tmp:
        _, _, peak = timed([binaries.find_tool("iree-compile"), str(biggest), "--iree-hal-target-device=local",
                            "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host",
                            "--iree-dispatch-creation-data-tiling", "-o", f"{tmp}/x.vmfb"], measure_memory=True)
    return peak, biggest.name


def main() -> int:
    as_users_run_it()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--corpus", type=Path, default=REPO / "corpora" / "llama")
    args = ap.parse_args()
    corpus = args.corpus.resolve()
    colds, warms, naives, smalls, small_naives, peaks = [], [], [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        n_small = small_corpus(tmp / "ops")
        # Once, untimed: the first run after an install writes the bytecode of what a run imports
        # (the compiler's MLIR bindings are most of it, seconds), which no later run pays again.
        prime = tmp / "prime"
        prime.mkdir()
        shutil.copy(tmp / "ops" / "add_4x8.mlir", prime)
        difftest(prime, tmp / "prime-cache", tmp / "prime-out", 1)
        for r in range(args.rounds):
            # Alternate: naive, cold, warm, small naive, small cold; fresh caches each round.
            naives.append(naive(corpus, tmp / f"naive{r}"))
            cold, rc, peak = difftest(corpus, tmp / f"cache{r}", tmp / f"cold{r}", 2, memory=True)
            colds.append(cold)
            peaks.append(peak)
            warms.append(difftest(corpus, tmp / f"cache{r}", tmp / f"warm{r}", 2)[0])
            small_naives.append(naive(tmp / "ops", tmp / f"ops-naive{r}"))
            smalls.append(difftest(tmp / "ops", tmp / f"ops-cache{r}", tmp / f"ops-cold{r}", 1)[0])
            print(f"round {r + 1}: naive {naives[-1]:.1f} s, cold {cold:.1f} s (exit {rc}), warm {warms[-1]:.2f} s, "
                  f"small ops: naive {small_naives[-1]:.1f} s, difftest -j 1 {smalls[-1]:.1f} s", flush=True)
            shutil.rmtree(tmp / f"cache{r}", ignore_errors=True)
        compile_peak, biggest = one_compile_peak(corpus)
    med = statistics.median
    print()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.processor() or '?'}; "
          f"python {platform.python_version()}; {args.rounds} rounds, medians")
    print(f"corpus {corpus.relative_to(REPO) if corpus.is_relative_to(REPO) else corpus}: "
          f"cold -j 2 {med(colds):.1f} s, naive compile-only loop {med(naives):.1f} s, warm {med(warms):.2f} s")
    rows = [
        ("cold -j 2 / naive compile-only loop", med(colds) / med(naives), 0.55),
        ("warm / cold", med(warms) / med(colds), 0.015),
        (f"per-case wall / compile alone ({n_small} small ops, -j 1)", med(smalls) / med(small_naives), 1.3),
    ]
    for name, ratio, goal in rows:
        print(f"  {name:<58} {ratio:6.3f}   goal <= {goal:<5} {'meets' if ratio <= goal else 'MISSES'}")
    print(f"  {'peak memory: cold run / one iree-compile (' + biggest + ')':<58} "
          f"{med(peaks) / compile_peak:6.2f}   ({med(peaks) / 2**20:.0f} MiB / {compile_peak / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
