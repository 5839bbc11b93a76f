"""The process's height: difftest's figure against the raw tool's, on a run's own modules.

    python bench/memory_height.py REPORT.json [-k SUBSTR] [--cache-dir DIR]

For each executed side (baseline, candidate) of each case in a `difftest run`
report: `/usr/bin/time -f %M iree-run-module` with the same vmfb, inputs,
parameter archive (difftest's generated one, from the cache), runtime flags
and device (local-task), calling the case's entry once; a call sequence
(corpus/sequences.py) one process per call, shaped as the worker shapes it
(bench/llama8b_speed.py), the highest taken. And the tool's own runtime: %M
of a module that does nothing, on the same device. difftest's `held` is
what the module added to its process (from before load to after the last
call), so it is set beside %M less the tool's own runtime, with its parts
(core/memory.py). Nothing here is asserted by tests; it prints the table.

The two load parameters differently: the worker maps the archive
(iree.runtime's ParameterIndex), so a parameter is resident where it was
read (a gather's rows of an embedding table); iree-run-module's default
`--parameter_mode=file` reads every parameter the module imports whole. The
archive's bytes the worker never touched (its size less the file pages load
and the calls faulted in) are printed, and the two compared with them added
to difftest's figure.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from _python import as_users_run_it
from llama8b_speed import archive_of, raw_calls

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

EMPTY = "func.func @main() {\n  return\n}\n"
MIB = 1 << 20


def peak_kib(argv: list[str]) -> int:
    """/usr/bin/time's %M of one process (its peak resident set, KiB)."""
    done = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:3])} ...: exit {done.returncode}: {done.stderr[-1500:]}")
    return int(done.stderr.strip().splitlines()[-1])


def tool_own(run_module: str, work: Path) -> int:
    """%M of iree-run-module on a module that does nothing: the tool's own runtime, its device made."""
    from difftest.toolchains.base import installed

    src, vmfb = work / "empty.mlir", work / "empty.vmfb"
    src.write_text(EMPTY)
    subprocess.run([str(installed().iree_compile), str(src), "--iree-hal-target-device=local",
                    "--iree-hal-local-target-device-backends=llvm-cpu", "-o", str(vmfb)], check=True, timeout=600)
    return min(peak_kib([run_module, f"--module={vmfb}", "--device=local-task", "--function=main"]) for _ in range(3))


def calls_of(case, vmfb: Path, work: Path, cache_dir: Path) -> list[list[str]]:
    """iree-run-module's arguments for each process the side takes."""
    from difftest.corpus.inputs import load_arrays
    from difftest.corpus.sequences import paged_llm
    from difftest.corpus.signature import cached_signature

    seq = paged_llm(case.path, case.config.sequence, case.config.seed, case.key)
    if seq is not None:
        return raw_calls(seq)
    sig = cached_signature(case.path, case.config.entry, cache_dir)
    args = []
    for i, a in enumerate(load_arrays(vmfb.parent.parent / "inputs.npz")):
        path = work / f"{vmfb.parent.name}-a{i}.npy"
        np.save(path, a)
        args.append(f"--input=@{path}")
    return [[f"--function={sig.entry}", *args]]


def _archive(case, cache_dir: Path) -> Path | None:
    """The case's generated parameter archive; None for a case without one (or one not made yet)."""
    try:
        return archive_of(case, cache_dir)
    except SystemExit as e:
        print(f"{case.name}: no archive ({e})")
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report", type=Path)
    ap.add_argument("-k", default="", help="only cases whose name holds this")
    ap.add_argument("--cache-dir", type=Path, default=None, help="difftest's cache (where the archive is)")
    opts = ap.parse_args()
    as_users_run_it()
    from difftest.core.cache import default_cache_dir
    from difftest.core.memory import missing, parts_of
    from difftest.core.results import run_record_from_dict
    from difftest.corpus.discovery import load_corpus

    cache_dir = opts.cache_dir or default_cache_dir()
    report = json.loads(opts.report.read_text())
    run_module = str(Path(sys.executable).parent / "iree-run-module")
    with tempfile.TemporaryDirectory(prefix="difftest-height-") as tmp:
        work = Path(tmp)
        own = tool_own(run_module, work)
        print(f"iree-run-module's own runtime (a module that does nothing, local-task): {own / 1024:.1f} MiB")
        print(f"{'case':40} {'side':9} {'held':>9} {'%M-own':>9} {'apart':>7} {'untouched':>10} "
              f"{'apart with it':>13}   parts (MiB)")
        for c in report["cases"]:
            if opts.k not in c["case"]:
                continue
            case = next(x for x in load_corpus(Path(c["path"]).parent).cases if x.path == Path(c["path"]))
            archive = _archive(case, cache_dir)
            for side in ("baseline", "candidate"):
                v = c["variants"].get(side) or {}
                rec = run_record_from_dict(v["run"]) if v.get("run") else None
                if rec is None or rec.held is None or rec.skipped_because:
                    continue
                vmfb = Path(v["compile"]["vmfb_path"])
                base = [run_module, f"--module={vmfb}", "--device=local-task", *case.config.runtime_flags]
                if archive is not None:
                    base.append(f"--parameters=model={archive}")
                tool = max(peak_kib([*base, *call]) for call in calls_of(case, vmfb, work, cache_dir))
                p = parts_of(rec)
                raw = (tool - own) * 1024
                said = (f"R {p.resident / MIB:.1f} I {p.initialisers / MIB:.1f} P {p.peak / MIB:.1f} "
                        f"C {p.carried / MIB:.1f} W {p.worker / MIB:.1f}; " + ("; ".join(missing(p)) or "R + P")
                        if p is not None else "")
                touched = (rec.resident_file_bytes or 0) + sum(int(x[2]) for x in rec.call_peaks)
                untouched = max(archive.stat().st_size - touched, 0) if archive is not None else 0
                with_it = rec.held.bytes + untouched
                print(f"{c['case'][:40]:40} {side:9} {rec.held.bytes / MIB:8.1f}M {raw / MIB:8.1f}M "
                      f"{100.0 * (rec.held.bytes - raw) / max(raw, 1):+6.1f}% {untouched / MIB:9.1f}M "
                      f"{100.0 * (with_it - raw) / max(raw, 1):+12.1f}%   {said}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
