"""One iree-compile call: artifact, statistics, and a classified failure."""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

from .results import CompileRecord, Stage, _plain, compile_record_from_dict
from .toolchain import Toolchain

EXCERPT_CHARS = 4000
_UNKNOWN_FLAG = re.compile(r"Unknown command line argument '([^']+)'")


def statistics_flags(stats_path: Path) -> list[str]:
    return ["--iree-scheduling-dump-statistics-format=json", f"--iree-scheduling-dump-statistics-file={stats_path}"]


def flatten_statistics(data: dict) -> dict[str, int]:
    """IREE nests figures by section; their names are unique, so keep IREE's
    own names flat (`dispatch-count`, `transient-memory-size`, ...)."""
    out: dict[str, int] = {}

    def walk(node):
        for k, v in node.items():
            if isinstance(v, dict):
                walk(v)
            elif isinstance(v, (int, float)):
                out[k] = int(v)

    walk(data.get("stream-aggregate", data))
    return out


def first_error_line(log: str) -> str | None:
    for line in log.splitlines():
        if "error:" in line or "Unknown command line argument" in line:
            return line.strip()[:500]
    for line in log.splitlines():
        if line.strip():
            return line.strip()[:500]
    return None


def excerpt(log: str, limit: int = EXCERPT_CHARS) -> str:
    """The head of the log around the first error: bounded, because a
    failing compile can print hundreds of KB of IR."""
    idx = log.find("error:")
    start = max(0, log.rfind("\n", 0, max(idx, 0)) + 1) if idx > 0 else 0
    text = log[start:start + limit]
    return text + ("\n... (truncated; full log in the artifact directory)" if len(log) - start > limit else "")


def classify(returncode: int, log: str) -> tuple[Stage, str | None]:
    """Unknown flags are their own outcome: the compiler is too old (or too
    new) for the variant, which says nothing about the case."""
    m = _UNKNOWN_FLAG.search(log)
    if returncode != 0 and m:
        return Stage.FLAG_UNSUPPORTED, m.group(1)
    if returncode == 0:
        return Stage.OK, None
    # 1 is iree-compile's ordinary "diagnosed error"; anything else is a crash.
    if returncode < 0 or returncode > 1:
        return Stage.CRASHED, None
    return Stage.FAILED, None


def cache_key(toolchain: Toolchain, source: Path, flags: list[str]) -> str:
    h = hashlib.sha256()
    h.update(json.dumps([toolchain.identity_key(), flags]).encode())
    h.update(source.read_bytes())
    return h.hexdigest()[:24]


def compile_case(
    toolchain: Toolchain,
    source: Path,
    flags: list[str],
    out_dir: Path,
    timeout: float,
    cache_dir: Path | None = None,
) -> CompileRecord:
    out_dir.mkdir(parents=True, exist_ok=True)
    vmfb = out_dir / "module.vmfb"
    stats_path = out_dir / "statistics.json"
    log_path = out_dir / "compile.log"
    argv = [str(toolchain.iree_compile), str(source), *flags, "-o", str(vmfb), *statistics_flags(stats_path)]

    cached = None
    if cache_dir is not None:
        cached = cache_dir / "compile" / cache_key(toolchain, source, flags)
        if (cached / "record.json").exists():
            for name in ("module.vmfb", "statistics.json", "compile.log"):
                if (cached / name).exists():
                    shutil.copyfile(cached / name, out_dir / name)
            rec = compile_record_from_dict(json.loads((cached / "record.json").read_text()))
            rec.argv, rec.cached = argv, True
            rec.vmfb_path = str(vmfb) if rec.status is Stage.OK else None
            rec.log_path = str(log_path)
            return rec

    t0 = time.monotonic()
    try:
        proc = subprocess.run(argv, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        log = (e.stderr or b"").decode("utf-8", "replace")
        log_path.write_text(log)
        return CompileRecord(Stage.TIMEOUT, argv, seconds=time.monotonic() - t0,
                             error_line=f"iree-compile did not finish in {timeout:g} s",
                             error_excerpt=excerpt(log) or None, log_path=str(log_path))
    except OSError as e:
        return CompileRecord(Stage.FAILED, argv, error_line=f"cannot start iree-compile: {e}")
    seconds = time.monotonic() - t0
    log = proc.stderr.decode("utf-8", "replace") + proc.stdout.decode("utf-8", "replace")
    log_path.write_text(log)
    status, bad_flag = classify(proc.returncode, log)
    rec = CompileRecord(status, argv, seconds=seconds, returncode=proc.returncode, log_path=str(log_path),
                        unsupported_flag=bad_flag)
    if status is Stage.OK:
        rec.vmfb_path = str(vmfb)
        rec.vmfb_bytes = vmfb.stat().st_size
        if stats_path.exists():
            rec.statistics = flatten_statistics(json.loads(stats_path.read_text()))
    else:
        rec.error_line = first_error_line(log) or f"iree-compile exited with {proc.returncode}"
        if status is Stage.CRASHED:
            rec.error_line = f"iree-compile crashed (exit {proc.returncode}): {rec.error_line}"
        rec.error_excerpt = excerpt(log)

    # Timeouts are not cached: they depend on machine load. The entry is
    # written aside and renamed in, so a concurrent reader never sees half of it.
    if cached is not None and not cached.exists():
        tmp = cached.with_name(f"{cached.name}.tmp-{os.getpid()}-{threading.get_ident()}")
        tmp.mkdir(parents=True, exist_ok=True)
        for p in (vmfb, stats_path, log_path):
            if p.exists():
                shutil.copyfile(p, tmp / p.name)
        (tmp / "record.json").write_text(json.dumps(_plain(rec)))
        try:
            os.replace(tmp, cached)
        except OSError:  # another thread got there first with the same result
            shutil.rmtree(tmp, ignore_errors=True)
    return rec
