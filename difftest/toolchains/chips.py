"""Whether the compiler in use knows the chip a target names, asked before
anything is compiled: `--target vulkan:llvmpip` must be refused as a typo
(exit 2, naming the chips that are known), not compiled case by case into a
crash on every module that reads as the flag's regressions.

A chip the backend lists as known is taken as it is. Any other is asked of
the compiler itself, once per compiler (a one-line module compiled for it;
the answer is remembered in the cache): a newer release may know chips this
list does not."""
from __future__ import annotations

import tempfile
from pathlib import Path

from ..core import procs
from ..core.cache import Fingerprints, JsonMemo, default_cache_dir
from ..core.keys import CACHE_DIRS, target_key
from .base import Toolchain
from .targets import Target, TargetError

PROBE_TIMEOUT = 120.0
_PROBE_IR = ("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
             "  %r = arith.addf %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n")


def _first_error(log: str) -> str | None:
    """The compiler's words, without the probe's own file and location."""
    line = next((ln.strip() for ln in log.splitlines() if "error:" in ln or "not a recognized" in ln), None)
    return line.split("error: ", 1)[-1][:300] if line else None


def ask_compiler(iree_compile: Path, flags: tuple[str, ...]) -> dict:
    """Compile a one-line module with these target flags: {"ok", "log"}.
    A compiler warns of an unknown CPU and goes on, so its words count too."""
    with tempfile.TemporaryDirectory(prefix="difftest-target-") as tmp:
        src = Path(tmp) / "probe.mlir"
        src.write_text(_PROBE_IR)
        done = procs.run([str(iree_compile), str(src), *flags, "-o", str(Path(tmp) / "probe.vmfb")], PROBE_TIMEOUT)
    log = (done.stderr + done.stdout).decode("utf-8", "replace")
    return {"ok": not done.timed_out and done.returncode == 0, "log": log[:20000], "timed_out": done.timed_out}


def _answer(d: dict) -> dict:
    if not isinstance(d.get("ok"), bool) or not isinstance(d.get("log"), str):
        raise ValueError("not a target probe's answer")
    return d


def compiler_ident(toolchain: Toolchain, cache_root: Path | None) -> list:
    """What names a compiler in the target memos: the compiler's own bytes, since
    a rebuilt dir: compiler with the same --version may know other chips."""
    return [toolchain.version, toolchain.commit,
            toolchain.compiler_fingerprint(Fingerprints(default_cache_dir() if cache_root else None))]


def check_chip(target: Target, toolchain: Toolchain | None, cache_root: Path | None = None) -> None:
    """TargetError when the toolchain's compiler does not know `target`'s chip."""
    b = target.backend
    if toolchain is None or not target.arg or target.arg in (*b.always, *b.known):
        return
    memo = JsonMemo(cache_root, CACHE_DIRS["target"])
    try:
        answer = memo.recall(target_key(compiler_ident(toolchain, cache_root), list(target.compile_flags)),
                             lambda: ask_compiler(toolchain.iree_compile, target.compile_flags), dict, _answer)
    except OSError:
        return  # no compiler to ask: each case's compile says so, as its own failure
    if answer.get("timed_out"):
        return  # a compiler that hangs on one line is the cases' to show, not a verdict on the chip
    unknown = b.unknown_words is not None and b.unknown_words.search(answer["log"])
    if answer["ok"] and not unknown:
        return
    raise TargetError(b.refusal(target.arg, answer["log"], _first_error(answer["log"]))
                      + ("" if unknown else "; a one-line module does not compile for it"))
