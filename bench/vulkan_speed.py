"""Benchmark: difftest on Vulkan (Mesa's lavapipe) against the plain way of
doing the same by hand, measured side by side in one run.

    python bench/vulkan_speed.py [--rounds 3] [--jobs 2] [corpora/patterns corpora/llama]

The plain way: for each case, `iree-compile` both variants for
vulkan:llvmpipe, then `iree-run-module --device=vulkan` each module on the
case's inputs (as .npy files, written beforehand), one after the other. It
compares nothing. difftest does all of it and judges, cold (empty caches, its
own and, unless --driver-cache warm, Mesa's shader cache for both sides).
Goal: cold `difftest run --target vulkan:llvmpipe -j 2` / plain loop <= 0.6.

Also: the two ways of crossing inputs and outputs to a device that is not the
host, on the same modules (issue 25): difftest's persistent worker with
staging buffers and queue copies, against one iree-run-module process per run
with .npy files. Nothing here is asserted by tests: these machines are noisy.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from _python import as_users_run_it, children_cpu

REPO = Path(__file__).resolve().parent.parent
PY = sys.executable
BIN = Path(PY).parent
TARGET = ["--iree-hal-target-device=vulkan", "--iree-vulkan-target=llvmpipe"]
PAIR = (["--iree-dispatch-creation-data-tiling"],
        ["--iree-dispatch-creation-data-tiling", "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"])


def _tool(name: str) -> str:
    found = BIN / name
    return str(found) if found.exists() else name


def prepare_inputs(corpora: list[Path], tmp: Path) -> list[tuple[Path, str, list[Path]]]:
    """Each case's file, entry and inputs as .npy, from a compile-only difftest
    run (inputs as difftest seeds them), so the plain loop runs on the same data."""
    out = tmp / "inputs-run"
    subprocess.run([PY, "-m", "difftest", "run", *map(str, corpora), "--compile-only", "-q", "--no-cache", "--out",
                    str(out), "--json", str(tmp / "inputs.json"), "--target", "vulkan:llvmpipe"],
                   cwd=REPO, capture_output=True, timeout=3600)
    report = json.loads((tmp / "inputs.json").read_text())
    sys.path.insert(0, str(REPO))
    from difftest.corpus.inputs import load_arrays
    from difftest.corpus.signature import read_signature
    from difftest.run.plan.prepare import entry_dir_name

    cases = []
    for c in report["cases"]:
        inputs = out / entry_dir_name(c["case"], Path(c["path"]), None) / "inputs.npz"
        if not inputs.exists():
            continue
        entry = read_signature(Path(c["path"]), None).entry
        files = []
        for i, a in enumerate(load_arrays(inputs)):
            f = tmp / "npy" / c["case"].replace("/", "_") / f"arg{i}.npy"
            f.parent.mkdir(parents=True, exist_ok=True)
            np.save(f, a)
            files.append(f)
        cases.append((Path(c["path"]), entry, files))
    return cases


def driver_env(tmp: Path, mode: str, name: str) -> dict[str, str]:
    """Mesa keeps the pipelines lavapipe compiled from SPIR-V in a cache of
    its own, on disk: on an empty one a llama layer's module takes 6 s and
    11 CPU-s to load, against 0.3 s. cold: each timed run gets an empty
    cache of its own, so neither side loads what the other, or an earlier
    round, compiled. warm: every run shares one, filled beforehand by an
    untimed plain loop (a re-run on the same machine). The user's own cache
    is never touched."""
    return dict(os.environ, MESA_SHADER_CACHE_DIR=str(tmp / ("mesa-warm" if mode == "warm" else f"mesa-{name}")))


def plain_loop(cases, tmp: Path, env: dict[str, str]) -> float:
    t0 = time.monotonic()
    for path, entry, inputs in cases:
        for name, flags in zip(("baseline", "candidate"), PAIR):
            vmfb = tmp / f"{path.stem}.{name}.vmfb"
            done = subprocess.run([_tool("iree-compile"), str(path), *TARGET, *flags, "-o", str(vmfb)],
                                  capture_output=True, timeout=3600)
            if done.returncode == 0:
                subprocess.run([_tool("iree-run-module"), f"--module={vmfb}", "--device=vulkan",
                                f"--function={entry}", *(f"--input=@{f}" for f in inputs)],
                               capture_output=True, timeout=3600, env=env)
    return time.monotonic() - t0


def difftest_cold(corpora: list[Path], tmp: Path, jobs: int, r: int, env: dict[str, str]) -> float:
    t0 = time.monotonic()
    subprocess.run([PY, "-m", "difftest", "run", *map(str, corpora), "--target", "vulkan:llvmpipe", "-q", "-j",
                    str(jobs), "--cache-dir", str(tmp / f"cache{r}"), "--out", str(tmp / f"cold{r}")],
                   cwd=REPO, capture_output=True, timeout=3600, env=env)
    return time.monotonic() - t0


def io_paths(cases, tmp: Path, repeat: int = 5) -> tuple[float, float]:
    """Seconds per run of the same baseline modules: a persistent worker with
    staged I/O, against one iree-run-module per run with .npy files."""
    sys.path.insert(0, str(REPO))
    from difftest.corpus.inputs import save_arrays
    from difftest.run.execute.runner import RunRequest, Runner
    from difftest.toolchains.base import installed
    from difftest.toolchains.uri import DeviceURI

    modules = []
    for path, entry, inputs in cases:
        vmfb = tmp / f"{path.stem}.baseline.vmfb"
        if vmfb.exists():
            npz = tmp / f"{path.stem}.inputs.npz"
            save_arrays(npz, [np.load(f) for f in inputs])
            modules.append((vmfb, entry, inputs, npz))
    if not modules:
        return float("nan"), float("nan")
    # Both sides on one cache of the benchmark's own, filled by an untimed run of each module first:
    # this measures the crossing of inputs and outputs, not lavapipe compiling pipelines.
    os.environ["MESA_SHADER_CACHE_DIR"] = str(tmp / "mesa-io")
    for vmfb, entry, inputs, _ in modules:
        subprocess.run([_tool("iree-run-module"), f"--module={vmfb}", "--device=vulkan", f"--function={entry}",
                        *(f"--input=@{f}" for f in inputs)], capture_output=True, timeout=600)
    runner = Runner(installed(), tmp / "io-workers")
    device = runner.device(DeviceURI.parse("vulkan"))
    t0 = time.monotonic()
    for _ in range(repeat):
        for vmfb, entry, _, npz in modules:
            runner.run(RunRequest(vmfb=vmfb, device=device, function=entry, inputs_path=npz, out_dir=tmp / "io",
                                  timeout=600, repeat=1, warmup=1), reuse=False)
    staged = (time.monotonic() - t0) / (repeat * len(modules))
    runner.close()
    t0 = time.monotonic()
    for _ in range(repeat):
        for vmfb, entry, inputs, _ in modules:
            subprocess.run([_tool("iree-run-module"), f"--module={vmfb}", "--device=vulkan", f"--function={entry}",
                            *(f"--input=@{f}" for f in inputs), f"--output=@{tmp / 'o.npy'}"],
                           capture_output=True, timeout=600)
    per_process = (time.monotonic() - t0) / (repeat * len(modules))
    return staged, per_process


def main() -> int:
    as_users_run_it()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpora", nargs="*", type=Path,
                    default=[REPO / "corpora" / "patterns", REPO / "corpora" / "llama"])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--driver-cache", choices=("cold", "warm"), default="cold",
                    help="cold (the default): every timed run starts with an empty Mesa shader cache of its own; "
                         "warm: all share one that an untimed plain loop filled first")
    args = ap.parse_args()
    corpora = [c.resolve() for c in args.corpora]
    plains, colds, plain_cpu, cold_cpu = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        cases = prepare_inputs(corpora, tmp)
        if args.driver_cache == "warm":
            plain_loop(cases, tmp, driver_env(tmp, "warm", ""))
        for r in range(args.rounds):
            mode = args.driver_cache
            c0 = children_cpu()
            plains.append(plain_loop(cases, tmp, driver_env(tmp, mode, f"plain{r}")))
            c1 = children_cpu()
            colds.append(difftest_cold(corpora, tmp, args.jobs, r, driver_env(tmp, mode, f"difftest{r}")))
            plain_cpu.append(c1 - c0)
            cold_cpu.append(children_cpu() - c1)
            print(f"round {r + 1}: plain loop {plains[-1]:.1f} s, difftest cold -j {args.jobs} {colds[-1]:.1f} s",
                  flush=True)
        staged, per_process = io_paths(cases, tmp)
    med = statistics.median
    ratio = med(colds) / med(plains)
    print()
    print(f"{len(cases)} cases of {', '.join(c.name for c in corpora)} on vulkan:llvmpipe; {os.cpu_count()} cores; "
          f"{args.rounds} rounds, medians; Mesa's shader cache {args.driver_cache}")
    print(f"  cold difftest -j {args.jobs} / plain compile+run loop   {ratio:6.3f}   goal <= 0.6 "
          f"{'meets' if ratio <= 0.6 else 'MISSES'}   ({med(colds):.1f} s / {med(plains):.1f} s)")
    print(f"  CPU-seconds (compilers, drivers and workers): difftest {med(cold_cpu):.1f} on "
          f"{med(cold_cpu) / med(colds):.2f} cores, plain loop {med(plain_cpu):.1f} on "
          f"{med(plain_cpu) / med(plains):.2f} cores; difftest's floor on {os.cpu_count()} cores "
          f"{med(cold_cpu) / os.cpu_count() / med(plains):.3f} of the plain loop")
    print(f"  I/O per run: staged worker {staged * 1e3:.0f} ms, iree-run-module with .npy {per_process * 1e3:.0f} ms "
          f"(ratio {staged / per_process:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
