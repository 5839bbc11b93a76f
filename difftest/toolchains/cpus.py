"""Which CPU an llvm-cpu module is compiled for, as the compiler resolves it.

`--iree-llvmcpu-target-cpu=host` makes codegen depend on the machine: the same
IR and flags compile on an Intel Xeon with AVX512-FP16 and fail on an AMD EPYC,
or the other way round. So a run names the CPU each side was compiled for, a
corpus's expectations say which CPUs they were recorded on, and a module
compiled for `host` is cached under the CPU it was compiled for, not under the
word `host`.

The compiler is asked, not guessed: a one-line module compiled to the
executable-targets phase carries `cpu = "..."` and `cpu_features = "..."` in its
`#hal.executable.target`, exactly as every module of the run gets them. LLVM's
name alone is not enough (an unrecognised Sapphire Rapids model is named
`rocketlake`, though it has AVX512-FP16 and AMX), so a CPU's label is its name
and the extensions that decide IREE's CPU codegen: `rocketlake+avx512+bf16+
fp16+vnni+amx`, `znver4+avx512+bf16+vnni`, `haswell+avx2`, `generic`.
"""
from __future__ import annotations

import fnmatch
import platform
import re
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import procs
from ..core.cache import JsonMemo
from ..core.keys import CACHE_DIRS, target_key
from .chips import compiler_ident

PROBE_TIMEOUT = 120.0
_PROBE_IR = ("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
             "  %r = arith.addf %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n")
_CPU = re.compile(r'\bcpu = "([^"]*)"')
_FEATURES = re.compile(r'\bcpu_features = "([^"]*)"')
# The features that decide what IREE's CPU backend does with a matmul (its
# data-tiling tile sizes, its ukernels, which element types it can lower), by
# the short word a label shows. x86-64 first, then AArch64 and RISC-V.
DECIDING = (("avx2", "avx2"), ("avx512f", "avx512"), ("avx512bf16", "bf16"), ("avx512fp16", "fp16"),
            ("avx512vnni", "vnni"), ("amx-tile", "amx"),
            ("neon", "neon"), ("dotprod", "dotprod"), ("i8mm", "i8mm"), ("sve", "sve"), ("sve2", "sve2"),
            ("v", "rvv"))
# The words a CPU's label may show after its LLVM name.
LABEL_WORDS = tuple(dict.fromkeys(word for _, word in DECIDING))
# The flags that choose the CPU: only these go into the probe.
SELECTING = ("--iree-llvmcpu-target-cpu", "--iree-llvmcpu-target-cpu-features", "--iree-llvmcpu-target-triple")
HOST_FLAG = "--iree-llvmcpu-target-cpu=host"
_DEVICE_FLAGS = ("--iree-hal-target-device", "--iree-hal-local-target-device-backends", "--iree-hal-target-backends")


@dataclass(frozen=True)
class CpuId:
    """A CPU as the compiler resolved it: LLVM's name and its enabled features."""

    name: str
    features: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        have = set(self.features)
        words = [word for feature, word in DECIDING if feature in have]
        if "avx512" in words and "avx2" in words:
            words.remove("avx2")  # AVX-512 implies it
        return "+".join([self.name, *words])

    def identity(self) -> str:
        """Everything codegen reads: what a compiled module's cache key holds."""
        return f"{self.name}:{','.join(sorted(self.features))}"

    def to_dict(self) -> dict:
        return {"name": self.name, "features": list(self.features)}

    @classmethod
    def from_dict(cls, d: dict) -> "CpuId":
        if not isinstance(d.get("name"), str) or not isinstance(d.get("features"), list):
            raise ValueError("not a CPU")
        return cls(d["name"], tuple(str(f) for f in d["features"]))


def parse(text: str) -> CpuId | None:
    """The CPU of the first `#hal.executable.target` in IR text, or None."""
    m = _CPU.search(text or "")
    if not m or not m.group(1):
        return None
    f = _FEATURES.search(text)
    enabled = sorted({x[1:] for x in (f.group(1).split(",") if f else ()) if x.startswith("+")})
    return CpuId(m.group(1), tuple(enabled))


def cpu_matches(pattern: str, label: str) -> bool:
    """An expectation's `cpus` entry against a CPU's label: the whole label,
    LLVM's name alone (`znver4` is every znver4), or a glob (`znver*`)."""
    return pattern == label or pattern == label.split("+", 1)[0] or fnmatch.fnmatchcase(label, pattern)


def selecting(flags) -> list[str]:
    """The flags among these that choose the CPU, last one of each kind winning as it does for the compiler."""
    last: dict[str, str] = {}
    for f in flags:
        name = f.split("=", 1)[0]
        if name in SELECTING:
            last[name] = f
    return [last[k] for k in SELECTING if k in last]


def on_host(flags) -> bool:
    """Whether these flags leave the CPU (or its features) to the machine compiling."""
    chosen = selecting(flags)
    return (any(f.split("=", 1)[1:] == ["host"] for f in chosen)
            or not any(f.startswith(SELECTING[0] + "=") for f in chosen))


def host_dependent(flags) -> bool:
    """Whether a compile with these flags builds CPU code for the machine it runs on."""
    cpu = any(f.split("=", 1)[0] in _DEVICE_FLAGS and "llvm-cpu" in f for f in flags)
    return cpu and on_host(flags)


@lru_cache(maxsize=1)
def host_fingerprint() -> str:
    """What LLVM's host detection reads, as this machine shows it: the CPU's
    model and the flags the kernel lists (a VM that masks AVX-512 is another CPU)."""
    wanted = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key = line.split(":", 1)[0].strip()
                if key in ("vendor_id", "model name", "cpu family", "model", "flags", "Features", "CPU part",
                           "isa") and key not in wanted:
                    wanted[key] = line.split(":", 1)[1].strip() if ":" in line else ""
    except OSError:
        pass
    return "|".join(f"{k}={v}" for k, v in sorted(wanted.items())) or f"{platform.machine()}|{platform.processor()}"


def probe(iree_compile: Path, flags: list[str], timeout: float | None = None) -> CpuId | None:
    """Compile a one-line module with these target flags to the executable
    targets phase and read the CPU its executable is compiled for."""
    with tempfile.TemporaryDirectory(prefix="difftest-cpu-") as tmp:
        src, out = Path(tmp) / "probe.mlir", Path(tmp) / "probe.out.mlir"
        src.write_text(_PROBE_IR)
        done = procs.run([str(iree_compile), str(src), *flags, "--compile-to=executable-targets", "-o", str(out)],
                         min(PROBE_TIMEOUT, timeout or PROBE_TIMEOUT))
        if done.timed_out or done.returncode != 0 or not out.exists():
            return None
        return parse(out.read_text(errors="replace"))


def resolve(compiler_id: list, iree_compile: Path, flags: list[str], cache_root: Path | None,
            timeout: float | None = None) -> CpuId | None:
    """The CPU a module compiled with these flags is built for, or None (not
    a CPU target, or the compiler could not say). Remembered per compiler,
    flags and, for `host`, this machine's CPU."""
    chosen = selecting(flags)
    if not chosen:
        return None
    host = [host_fingerprint()] if on_host(chosen) else []
    memo = JsonMemo(cache_root, CACHE_DIRS["target"])
    key = target_key([*compiler_id, "cpu", *host], chosen)
    try:
        remembered = CpuId.from_dict(memo.read(key)["cpu"])
        if plausible(remembered, chosen, bool(host)):
            return remembered
    except (KeyError, TypeError, ValueError):
        pass
    try:
        found = probe(iree_compile, [*_backend(flags), *chosen], timeout)
    except OSError:
        return None
    if found is not None:  # a compiler that could not say (a timeout, a crash) is asked again next time
        memo.write(key, {"cpu": found.to_dict()})
    return found


# The deciding x86 features as the kernel's /proc/cpuinfo spells them.
_CPUINFO = {"avx2": "avx2", "avx512f": "avx512f", "avx512bf16": "avx512_bf16", "avx512fp16": "avx512_fp16",
            "avx512vnni": "avx512_vnni", "amx-tile": "amx_tile"}


def plausible(cpu: CpuId, chosen: list[str], for_host: bool) -> bool:
    """Whether a remembered CPU can be what the compiler resolves these flags
    to here: a named CPU is itself, and the host's deciding x86 features are
    those the kernel lists. A memo damaged or edited to name another CPU
    labelled every case and keyed every module by the wrong CPU; one that
    fails this is asked of the compiler again."""
    named = next((f.split("=", 1)[1] for f in chosen if f.startswith("--iree-llvmcpu-target-cpu=")), "host")
    if named not in ("host", "") and not for_host:
        return cpu.name == named
    listed = dict(item.split("=", 1) for item in host_fingerprint().split("|") if "=" in item)
    flags = set(listed.get("flags", "").split())
    if not flags or "avx2" not in flags | set(cpu.features):  # not an x86 host, or nothing to hold it to
        return True
    have = set(cpu.features)
    return all((llvm in have) == (kernel in flags) for llvm, kernel in _CPUINFO.items())


def _backend(flags: list[str]) -> list[str]:
    """The device flags that make the probe an llvm-cpu compile."""
    return [f for f in flags if f.split("=", 1)[0] in _DEVICE_FLAGS]


__all__ = ["CpuId", "HOST_FLAG", "cpu_matches", "host_dependent", "host_fingerprint", "on_host", "parse", "probe",
           "compiled_for", "resolve", "selecting"]


def compiled_for(toolchain, flags: list[str], cache_root: Path | None, timeout: float | None = None) -> CpuId | None:
    """The CPU this toolchain's compiler builds modules with these flags for; None where it cannot say."""
    if toolchain is None or not getattr(toolchain, "iree_compile", None):
        return None
    try:
        return resolve(compiler_ident(toolchain, cache_root), toolchain.iree_compile, flags, cache_root, timeout)
    except OSError:
        return None  # no compiler to ask: each case's compile says so
