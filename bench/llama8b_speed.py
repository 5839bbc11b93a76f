"""Benchmark: a real model's A/B through `difftest run` against the raw tools
doing the same work, in time and in peak memory, measured in one run.

    python bench/llama8b_speed.py [--case fp8_torch_1blk] [--rounds 1]
                                  [--target llvm-cpu:CPU]

The case is corpora/llama8b's (sharktank's paged Llama at 8B width, one
block): prefill of 64 tokens, then 3 decode steps on one KV cache, for the
baseline and the candidate. Both sides start with the parameter archive
made (difftest's cache has it, as after any earlier run; the raw tools are
given the same file), and nothing else cached (each difftest run has a
cache of its own that shares only the parameters folder):

- difftest: `difftest run corpora/llama8b -k "CASE and not prefill" -j 2`
  with a fresh `--cache-dir`, the shipped config (one run of each side's
  sequence, no warm-up; a -k that picks more than the one case is refused), which also
  compiles and runs whatever the judge asks for (a reference where the pair
  differs);
- the raw tools: the two `iree-compile`s of the same flags at once (the
  best two cores give them), then for each side one `iree-run-module` per
  call of the sequence (prefill_bs1, then decode_bs1 three times), with the
  archive and the runtime flags the case's config names.

Peak memory is the most the whole process tree held at once (the PSS of
every process of the side summed, so a page two of them share counts once;
sampled every 0.1 s). Nothing here is asserted by tests; it prints both
times, both peaks and the ratios.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from _python import as_users_run_it

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "corpora" / "llama8b"


def _tree_pss(root: int) -> int:
    """Bytes `root` and every process below it hold now, each page shared
    between them counted once (the sum of their PSS, /proc/PID/smaps_rollup):
    two compilers sharing the compiler library, or two processes mapping one
    archive, are not charged twice."""
    parents: dict[int, list[int]] = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        parents.setdefault(ppid, []).append(int(d))
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo += parents.get(pid, [])
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("Pss:")) * 1024
        except (OSError, ValueError, IndexError, StopIteration):
            pass
    return total


def sampled(argv: list[str], **kw) -> tuple[float, int, subprocess.CompletedProcess]:
    """Wall seconds, the process tree's peak memory (summed PSS), and the finished process."""
    peak, done = [0], threading.Event()
    t0 = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)

    def watch():
        while not done.is_set():
            peak[0] = max(peak[0], _tree_pss(proc.pid))
            done.wait(0.1)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    out, err = proc.communicate(timeout=7200)
    seconds = time.monotonic() - t0
    done.set()
    watcher.join()
    return seconds, peak[0], subprocess.CompletedProcess(argv, proc.returncode, out, err)


def _case(name: str):
    from difftest.corpus.discovery import load_corpus

    cases = [c for c in load_corpus(CORPUS).cases if c.name.split("/")[-1] == name]
    if not cases:
        raise SystemExit(f"{CORPUS}: no case {name}")
    return cases[0]


def archive_of(case, cache_dir: Path) -> Path:
    """The case's generated archive in difftest's cache (made by one untimed run first)."""
    from difftest.corpus.parameters import archives
    from difftest.corpus.sequences import paged_llm
    from difftest.corpus.signature import cached_signature

    seq = paged_llm(case.path, case.config.sequence, case.config.seed, case.key)
    sig = cached_signature(case.path, seq.prefill if seq else case.config.entry, cache_dir)
    found = archives(case.path, sig.parameters, case.config.parameters, case.config.seed, cache_dir / "parameters",
                     make=False)
    if len(found) != 1 or not found[0].path.exists():
        raise SystemExit(f"{case.path}: its archive is not made yet in {cache_dir} ({found})")
    return found[0].path


def fresh_cache(work: Path, cache: Path) -> Path:
    """A cache of its own for one run, sharing only the parameter archives:
    nothing compiled or run is reused (`--no-cache` would also make the
    archive again, in the run's own folder)."""
    mine = work / "cache"
    mine.mkdir(parents=True)
    (cache / "parameters").mkdir(parents=True, exist_ok=True)
    (mine / "parameters").symlink_to(cache / "parameters", target_is_directory=True)
    return mine


def difftest_argv(case: str, out: Path, cache: Path, target: str | None) -> list[str]:
    return [sys.executable, "-m", "difftest", "run", str(CORPUS), "-k", f"{case} and not prefill" if
            not case.endswith("prefill") else case, "--cache-dir", str(fresh_cache(out, cache)), "-j", "2", "-q",
            "--out", str(out / "out"), "--json", str(out / "report.json"),
            *(["--target", target] if target else [])]


def raw_calls(seq) -> list[list[str]]:
    """iree-run-module's function and inputs for each call of the sequence,
    shaped as difftest's worker shapes them (corpus/sequences.py, child/calls.py,
    which the audit's raw runs take too): a prefill of the prompt, then `steps`
    decodes, on a cache of `seq.pages` pages whose page 0 is left unused. Each
    call is its own process, so the cache starts at zero every time and a decode
    is fed a fixed token: the raw tools cannot carry state from call to call;
    the work of each call (its shapes) is the same."""
    from difftest.corpus.signature import TensorSpec
    from difftest.run.audit.tools import Splat

    def flag(a) -> str:
        if isinstance(a, TensorSpec):
            return Splat(tuple(a.shape), a.element_type).flag()
        return f"--input={'x'.join(map(str, a.shape))}xi64=" + " ".join(str(int(x)) for x in a.ravel())

    return [[f"--function={fn}", *map(flag, args)] for fn, args in seq.calls()]


def raw_side(spec: Path) -> int:
    """The raw tools' work (run as its own process, so its tree is sampled as difftest's is)."""
    s = json.loads(spec.read_text())
    procs = [subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for argv in s["compiles"]]
    for p in procs:
        _, err = p.communicate(timeout=3600)
        if p.returncode != 0:
            sys.stderr.write(err.decode()[-2000:])
            return 1
    for vmfb in s["vmfbs"]:
        for call in s["calls"]:
            done = subprocess.run([s["run_module"], f"--module={vmfb}", f"--device={s['device']}",
                                   f"--parameters=model={s['archive']}", *s["runtime_flags"], *call],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=3600)
            if done.returncode != 0:
                sys.stderr.write(done.stderr.decode()[-2000:])
                return 1
    return 0


def raw_spec(report: dict, case, archive: Path, work: Path) -> Path:
    from difftest.toolchains.base import installed

    res = next(c for c in report["cases"] if c["case"] == case.name)
    tool = installed().iree_compile
    from difftest.corpus.sequences import paged_llm

    seq = paged_llm(case.path, case.config.sequence, case.config.seed, case.key)
    compiles, vmfbs = [], []
    for side in ("baseline", "candidate"):
        vmfb = work / f"{side}.vmfb"
        compiles.append([str(tool), str(case.path), *res["variants"][side]["flags"], "-o", str(vmfb)])
        vmfbs.append(str(vmfb))
    spec = {"compiles": compiles, "vmfbs": vmfbs, "archive": str(archive), "device": "local-task",
            "run_module": str(Path(sys.executable).parent / "iree-run-module"),
            "runtime_flags": list(case.config.runtime_flags), "calls": raw_calls(seq)}
    path = work / "raw.json"
    path.write_text(json.dumps(spec, indent=1))
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--case", default="fp8_torch_1blk")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--target", help="difftest's --target, a named CPU say (llvm-cpu:znver4); the raw tools compile "
                                     "with the flags it gives")
    ap.add_argument("--raw", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.raw:
        return raw_side(args.raw)
    env = as_users_run_it()
    from difftest.core.cache import default_cache_dir

    case = _case(args.case)
    cache = Path(env.get("DIFFTEST_CACHE_DIR") or default_cache_dir())
    times: dict[str, list[float]] = {"difftest": [], "raw": []}
    peaks: dict[str, list[int]] = {"difftest": [], "raw": []}
    with tempfile.TemporaryDirectory(prefix="llama8b-speed-") as tmp:
        # Untimed: makes the archive if the cache lacks it, and gives the flags each side compiles with.
        first = Path(tmp) / "first"
        done = subprocess.run(difftest_argv(args.case, first, cache, args.target), cwd=REPO,
                              capture_output=True, timeout=7200)
        if done.returncode not in (0, 1):
            raise SystemExit(done.stdout.decode()[-2000:] + done.stderr.decode()[-2000:])
        report = json.loads((first / "report.json").read_text())
        if [c["case"] for c in report["cases"]] != [case.name]:
            raise SystemExit(f"-k {args.case} picks {[c['case'] for c in report['cases']]}, not {case.name} alone: "
                             "the raw tools would do less than difftest")
        archive = archive_of(case, cache)
        for r in range(args.rounds):
            order = ("raw", "difftest") if r % 2 == 0 else ("difftest", "raw")
            for side in order:
                work = Path(tmp) / f"{side}{r}"
                work.mkdir()
                if side == "raw":
                    argv = [sys.executable, __file__, "--raw", str(raw_spec(report, case, archive, work))]
                else:
                    argv = difftest_argv(args.case, work, cache, args.target)
                seconds, peak, done = sampled(argv, cwd=REPO)
                if done.returncode not in (0, 1) or (side == "raw" and done.returncode):
                    raise SystemExit(f"{side}: exit {done.returncode}\n{done.stderr.decode()[-2000:]}")
                times[side].append(seconds)
                peaks[side].append(peak)
                print(f"round {r + 1}: {side} {seconds:.1f} s, peak {peak / 2 ** 30:.2f} GiB", flush=True)
    t = statistics.median(times["difftest"]) / statistics.median(times["raw"])
    m = statistics.median(peaks["difftest"]) / statistics.median(peaks["raw"])
    print(f"llama8b/{args.case} (prefill + 3 decodes, both sides), "
          f"--target {args.target or 'llvm-cpu'}: difftest / raw tools {t:.3f} in time, {m:.3f} in peak memory, summed PSS (medians of {args.rounds})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
