"""IREE's own tools, run as a user runs them: every raw invocation of the
audit is here. iree-compile straight from the case's IR with the flags
difftest recorded, writing its statistics; iree-run-module on the same
inputs (written as .npy files), parameters, runtime flags and function,
writing each output to a file. Each is an argv list with a timeout, run in
its own process group, and each child's own peak memory is read as the
kernel keeps it (os.wait4's rusage: what `/usr/bin/time -f %M` prints).

What is read back here is read without difftest's readers (its statistics
flattening, its first-error-line rule): an audit that shared them would
share their bugs.
"""
from __future__ import annotations

import json
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ...core import procs
from ...core.cache import sha256_file
from ...core.dtypes import bits_view, to_mlir


@dataclass
class Raw:
    """One raw tool's run: how it ended, its own peak memory, its log."""

    argv: list[str]
    returncode: int | None
    seconds: float
    peak_rss_bytes: int | None
    log: str  # stderr, then stdout
    timed_out: bool = False

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    @property
    def first_error(self) -> str | None:
        """The tool's first line that says `error:` (or its first line at all)."""
        lines = [ln.strip() for ln in self.log.splitlines() if ln.strip()]
        return next((ln for ln in lines if "error:" in ln or "Unknown command line argument" in ln),
                    lines[0] if lines else None)

    def command(self) -> str:
        return shlex.join(self.argv)


# The launcher of a measured tool: a small Python that forks it, waits with os.wait4 and writes the
# child's exit and rusage. A child forked from difftest itself would start with difftest's memory mapped,
# and Linux keeps that height in its ru_maxrss across exec; the launcher's own (a few MiB, as
# /usr/bin/time's is) is the floor of what it reads.
_LAUNCHER = r"""
import json, os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execv(sys.argv[2], sys.argv[2:])
    except OSError as e:
        sys.stderr.write("cannot start %s: %s\n" % (sys.argv[2], e))
    os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    json.dump({"returncode": os.waitstatus_to_exitcode(status), "maxrss_kb": usage.ru_maxrss}, f)
"""


def run_measured(argv: list[str], timeout: float, log_dir: Path, name: str) -> Raw:
    """argv to completion in its own process group (killed whole at the
    timeout), its output in log_dir/NAME.log, its peak resident memory from
    its own rusage (os.wait4, in the launcher: no other child's is mixed in,
    as getrusage(RUSAGE_CHILDREN) would)."""
    log_dir.mkdir(parents=True, exist_ok=True)
    out_path, err_path, usage = log_dir / f"{name}.stdout", log_dir / f"{name}.log", log_dir / f"{name}.rusage.json"
    usage.unlink(missing_ok=True)
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        done = procs.run([sys.executable, "-I", "-S", "-c", _LAUNCHER, str(usage), *argv], timeout,
                         stdout=out, stderr=err)
    log = err_path.read_text(errors="replace") + out_path.read_text(errors="replace")
    try:
        ended = json.loads(usage.read_text())
        returncode, peak = int(ended["returncode"]), int(ended["maxrss_kb"]) * 1024
    except (OSError, ValueError, KeyError, TypeError):  # the launcher itself was killed (a timeout)
        returncode, peak = done.returncode, None
    return Raw(argv, None if done.timed_out else returncode, done.seconds, peak, log, done.timed_out)


# ---- iree-compile -----------------------------------------------------------------------------


@dataclass
class RawCompile:
    raw: Raw
    vmfb: Path | None = None
    sha256: str | None = None
    size: int | None = None
    # IREE's statistics file as it wrote it, each figure under IREE's own name.
    statistics: dict[str, int] = field(default_factory=dict)


def compile_argv(iree_compile: Path, source: Path, flags: list[str], vmfb: Path, stats: Path) -> list[str]:
    return [str(iree_compile), str(source), *flags, "-o", str(vmfb),
            "--iree-scheduling-dump-statistics-format=json", f"--iree-scheduling-dump-statistics-file={stats}"]


def raw_compile(iree_compile: Path, source: Path, flags: list[str], out_dir: Path, timeout: float,
                name: str = "compile") -> RawCompile:
    out_dir.mkdir(parents=True, exist_ok=True)
    vmfb, stats = out_dir / f"{name}.vmfb", out_dir / f"{name}.statistics.json"
    for p in (vmfb, stats):
        p.unlink(missing_ok=True)
    raw = run_measured(compile_argv(iree_compile, source, flags, vmfb, stats), timeout, out_dir, name)
    out = RawCompile(raw, statistics=read_statistics(stats))
    if raw.ok and vmfb.is_file():
        out.vmfb, out.size, out.sha256 = vmfb, vmfb.stat().st_size, sha256_file(vmfb)
    return out


def read_statistics(path: Path) -> dict[str, int]:
    """{"stream-aggregate": {section: {figure: n}}} -> {figure: n}; {} when absent or unreadable."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    sections = data.get("stream-aggregate", {}) if isinstance(data, dict) else {}
    return {k: int(v) for section in sections.values() if isinstance(section, dict)
            for k, v in section.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


# ---- iree-run-module --------------------------------------------------------------------------


@dataclass(frozen=True)
class Splat:
    """An argument every element of which is one value (a zeroed KV cache): said, not written."""

    shape: tuple[int, ...]
    element_type: str  # IREE's spelling: f16, f8E4M3FN, i64
    value: int | float = 0

    def flag(self) -> str:
        return f"--input={'x'.join(map(str, self.shape))}x{self.element_type}={self.value}"


# numpy's own kinds; ml_dtypes' (bf16, fp8: kind V) are written as raw bytes with their type said.
_NUMPY_KINDS = "biuf"


def input_flags(args: list, out_dir: Path, scalars: tuple[int, ...] = ()) -> list[str]:
    """Each argument as iree-run-module takes it: an array as a .npy file
    (raw bytes with its shape and IREE type where numpy lacks the type), a
    primitive (i32) as its value, a Splat as IREE's splat syntax."""
    out_dir.mkdir(parents=True, exist_ok=True)
    flags = []
    for i, a in enumerate(args):
        if isinstance(a, Splat):
            flags.append(a.flag())
        elif i in scalars:
            flags.append(f"--input={np.asarray(a).item()}")
        elif a.dtype.kind in _NUMPY_KINDS:
            path = out_dir / f"input{i}.npy"
            np.save(path, np.ascontiguousarray(a))
            flags.append(f"--input=@{path}")
        else:
            path = out_dir / f"input{i}.bin"
            bits_view(np.ascontiguousarray(a)).tofile(path)
            flags.append(f"--input={'x'.join(map(str, a.shape))}x{to_mlir(a.dtype)}=@{path}")
    return flags


def output_paths(dtypes: list[str], out_dir: Path) -> list[Path]:
    """Where each output goes: .npy where numpy has its type, else raw bytes (.bin)."""
    return [out_dir / (f"output{i}.npy" if _numpy_has(d) else f"output{i}.bin") for i, d in enumerate(dtypes)]


def _numpy_has(name: str) -> bool:
    try:
        return np.dtype(name).kind in _NUMPY_KINDS
    except TypeError:  # a name numpy does not know, ml_dtypes not imported
        return False


def run_argv(iree_run_module: Path, vmfb: Path, device: str, function: str, inputs: list[str],
             parameters: list[tuple[str, str]], runtime_flags: list[str], outputs: list[Path]) -> list[str]:
    return [str(iree_run_module), f"--module={vmfb}", f"--device={device}", f"--function={function}",
            *(f"--parameters={scope}={path}" if scope else f"--parameters={path}" for scope, path in parameters),
            *runtime_flags, *inputs, *(f"--output=@{p}" for p in outputs)]


def read_output(path: Path) -> bytes | None:
    """An output's bits as iree-run-module wrote them; None where it wrote none."""
    try:
        if path.suffix == ".npy":
            return np.ascontiguousarray(np.load(path, allow_pickle=False)).tobytes()
        return path.read_bytes()
    except (OSError, ValueError):
        return None
