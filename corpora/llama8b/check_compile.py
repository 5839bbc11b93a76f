"""Compile every exported file of corpora/llama8b for each target and variant,
one compile at a time, and record what happened: the table in README.md.

Runs in difftest's own environment (any iree-compile; README's table is
iree-base-compiler 3.13.0). No weights are needed: the parameters stay
external. Results go to a JSON-lines file, one compile a line; a second run
skips what the file already holds, so an interrupted check resumes.

    python corpora/llama8b/check_compile.py --results /tmp/llama8b.jsonl
    python corpora/llama8b/check_compile.py --results /tmp/llama8b.jsonl --table
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
DATA_TILING = "--iree-dispatch-creation-data-tiling"
# The 8B-width model overflows llvm-cpu's default stack allocation limit.
CPU = ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
       "--iree-llvmcpu-target-cpu=host", "--iree-llvmcpu-stack-allocation-limit=1048576")
TARGETS = {
    "llvm-cpu": CPU,
    "gfx950": ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx950"),
    "gfx942": ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"),
    # MI300 has only the FNUZ fp8 types: OCP e4m3fn compiles there only emulated.
    "gfx942-emu": ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942",
                   "--iree-llvmgpu-enable-small-float-emulation"),
}
VARIANTS = {"plain": (), "dt": (DATA_TILING,), "dt+flag": (DATA_TILING, SEED_FLAG)}
ERROR = re.compile(r"error:|Assertion|Segmentation fault|Stack dump|LLVM ERROR|PLEASE submit")


def first_error(stderr: str, rc: int) -> str:
    for line in stderr.splitlines():
        if ERROR.search(line):
            return line.strip()[:300]
    return f"exit {rc}, no error line" if rc else ""


def compile_one(mlir: Path, target: str, variant: str, iree_compile: str, logs: Path, timeout_s: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="llama8b-cc-") as tmp:
        stats = Path(tmp) / "stats.json"
        argv = [iree_compile, str(mlir), *TARGETS[target], *VARIANTS[variant], "-o", str(Path(tmp) / "m.vmfb"),
                "--iree-scheduling-dump-statistics-format=json", f"--iree-scheduling-dump-statistics-file={stats}"]
        start = time.monotonic()
        try:
            proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout_s)
            rc, stderr = proc.returncode, proc.stderr
        except subprocess.TimeoutExpired as e:
            rc, stderr = "timeout", (e.stderr or b"").decode(errors="replace") if isinstance(e.stderr, bytes) else ""
        secs = round(time.monotonic() - start, 1)
        dispatches = None
        if rc == 0 and stats.exists():
            agg = json.loads(stats.read_text())["stream-aggregate"]
            dispatches = agg["execution"]["dispatch-count"]
    log = logs / f"{mlir.stem}.{target}.{variant}.stderr"
    log.write_text(stderr)
    return {"case": mlir.stem, "target": target, "variant": variant, "rc": rc, "seconds": secs,
            "dispatches": dispatches, "first_error": "" if rc == 0 else first_error(stderr, rc),
            "log": str(log)}


def done(results: Path) -> set[tuple[str, str, str]]:
    if not results.exists():
        return set()
    rows = [json.loads(line) for line in results.read_text().splitlines() if line.strip()]
    return {(r["case"], r["target"], r["variant"]) for r in rows}


# The first error lines seen, short, for the table; its legend is in README.md.
KNOWN = {
    "write affecting operations on global resources are restricted to workgroup distributed contexts": "W",
    "no basis element may be statically non-positive": "D",
    "F8E5M2 and F8E4M3FN types are not supported on gfx942": "F",
    "failed to derive layout for promoted read-like op": "L",
}
OP = re.compile(r"'([\w.]+)' op")


def short_error(line: str) -> str:
    for text, label in KNOWN.items():
        if text in line:
            op = OP.search(line)
            return f"{label} `{op.group(1)}`" if op else label
    return f"`{line}`"


def cell(r: dict | None) -> str:
    if r is None:
        return "not run"
    if r["rc"] == 0:
        return f"ok {r['dispatches']} ({r['seconds']:.0f} s)"
    return f"{short_error(r['first_error'])} ({r['seconds']:.0f} s)"


def table(results: Path) -> str:
    rows = {}
    for line in results.read_text().splitlines():
        if line.strip():
            r = json.loads(line)
            rows[(r["case"], r["target"], r["variant"])] = r
    order = [e.stem for e in sorted(HERE.glob("*.mlir"))]
    cases = sorted({k[0] for k in rows}, key=lambda c: order.index(c) if c in order else len(order))
    out = ["| case | target | plain | data tiling | data tiling + seed flag |", "|---|---|---|---|---|"]
    for case in cases:
        for target in TARGETS:
            cells = [cell(rows.get((case, target, v))) for v in VARIANTS]
            if any(c != "not run" for c in cells):
                out.append(f"| {case} | {target} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", type=Path, required=True, help="JSON lines, appended to")
    beside = Path(sys.executable).parent / "iree-compile"  # this venv's, when it is not on PATH
    ap.add_argument("--iree-compile", default=str(beside) if beside.exists() else shutil.which("iree-compile"))
    ap.add_argument("-k", "--case", action="append", default=[], help="only these cases (file stems)")
    ap.add_argument("--target", action="append", choices=sorted(TARGETS), default=[])
    ap.add_argument("--variant", action="append", choices=sorted(VARIANTS), default=[])
    ap.add_argument("--timeout", type=int, default=1200, help="seconds per compile")
    ap.add_argument("--logs", type=Path, default=Path(tempfile.gettempdir()) / "llama8b-compile-logs")
    ap.add_argument("--table", action="store_true", help="print the results as README's table, compile nothing")
    args = ap.parse_args(argv)
    if args.table:
        print(table(args.results))
        return 0
    args.logs.mkdir(parents=True, exist_ok=True)
    skip = done(args.results)
    for mlir in sorted(HERE.glob("*.mlir")):
        for target in args.target or TARGETS:
            for variant in args.variant or VARIANTS:
                if (args.case and mlir.stem not in args.case) or (mlir.stem, target, variant) in skip:
                    continue
                r = compile_one(mlir, target, variant, args.iree_compile, args.logs, args.timeout)
                print(json.dumps(r), flush=True)
                with args.results.open("a") as f:
                    f.write(json.dumps(r) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
