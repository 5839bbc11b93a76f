"""`--retry-limits`: what following a limit's hint costs, on this case.

A compile that fails only on a bound (llvm-cpu's vector or stack limits:
toolchains/backends) gets a hint naming the flag that lifts it. The bound is
there for a reason: a 2-layer Qwen2 whose data-tiled candidate fails on the
vector bound compiles with it lifted, into a module 4.2x the baseline's, in
7x the time (issue 55), and nothing said so. Asked for, the failing side is
compiled again with the flags its hints name (again, when the lifted compile
hits another bound, up to ROUNDS times), cached like any compile, from the
shared prefix the side itself resumed from, so its time sets against the
other side's. The case's verdict stays what the pair's compile gave: this
only measures; the lifted module is not run.
"""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Callable

from ...core.figures import human_bytes
from ...core.results import CaseResult, CompileRecord
from ...core.verdicts import SIDES, Stage
from ...toolchains.backends import compile_lifts
from .modules import Compiler, compile_variant

ROUNDS = 3
LIFTED_DIR = "limits-lifted"


def lift_until_compiled(first: CompileRecord, kind: str, compile_with: Callable[[list[str]], CompileRecord]
                        ) -> tuple[CompileRecord, list[str]] | None:
    """The compile again with every flag the failures' hints name, each
    round adding what the last one hit, and the flags added; None when no
    hint applies."""
    added: dict[str, str] = {}  # flag name -> the whole flag: a later hint's value replaces an earlier one
    rec = first
    for _ in range(ROUNDS):
        lifts = {lift.flag.split("=", 1)[0]: lift.flag for lift in compile_lifts(rec, kind)}
        if not lifts or all(added.get(k) == v for k, v in lifts.items()):
            break
        added.update(lifts)
        rec = compile_with(list(added.values()))
        if rec.status is Stage.OK:
            break
    return (rec, list(added.values())) if added else None


def retry_limits(compiler: Compiler, prep, result: CaseResult) -> list[str]:
    """Each side whose compile failed on a limit, compiled again with it
    lifted into `<module dir>/<side>-limits-lifted` and kept on its
    record (`limits_lifted`); the lines that say what that costs."""
    module = prep.module
    added: dict[str, list[str]] = {}
    for name in SIDES:
        vr = result.variants.get(name)
        if vr is None or vr.compile is None or vr.compile.status is not Stage.FAILED:
            continue
        done = lift_until_compiled(vr.compile, module.target_of(name).kind,
                                   partial(_compile_lifted, compiler, module, name, bool(vr.compile.prefix)))
        if done is not None:
            vr.limits_lifted, added[name] = done
    return [price_line(result, name, flags) for name, flags in added.items()]


def _compile_lifted(compiler: Compiler, module, name: str, resumed: bool, extra: list[str]) -> CompileRecord:
    """The side's compile with `extra` added, from the shared prefix where the side's own compile resumed
    from it (its time then sets against the other side's, which did too)."""
    flags = [*module.flags_of(module.variant(name)), *extra]
    prefix = compiler.shared_prefix(module.source, module.flags_of(module.variant("baseline")), module.dir / "prefix",
                                    module.compile_timeout, make=False) if resumed else None
    return compile_variant(compiler.ctx, module.source, flags, Path(module.dir) / f"{name}-{LIFTED_DIR}",
                           module.compile_timeout, prefix)


def _times(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b > 0 else "-"


def _other_module(result: CaseResult, other: str) -> tuple[CompileRecord | None, str]:
    """What the other side's compile gave: its own module, else (it failed on a limit too) its lifted one."""
    vr = result.variants.get(other)
    if vr is None:
        return None, ""
    if vr.compile is not None and vr.compile.status is not Stage.OK and vr.limits_lifted is not None:
        return vr.limits_lifted, ", lifted alike"
    return vr.compile, ""


def price_line(result: CaseResult, name: str, flags: list[str]) -> str:
    """What following the hint (`flags`) cost this side, against the other
    side's own compile: the module's size and the compile's time; or that
    it does not suffice."""
    rec = result.variants[name].limits_lifted
    added = " ".join(flags)
    where = f" (its module and log: {Path(rec.log_path).parent})" if rec.log_path else ""
    if rec.status is not Stage.OK:
        return (f"following the hint does not suffice: with {added}, the {name} still fails to compile: "
                f"{rec.error_line}{where}")
    other = next(s for s in SIDES if s != name)
    theirs, alike = _other_module(result, other)
    text = (f"following the hint: the {name} compiles with {added}, into a {human_bytes(rec.vmfb_bytes)} module in "
            f"{rec.seconds:.1f} s")
    if theirs is not None and theirs.status is Stage.OK and theirs.vmfb_bytes:
        text += (f": {_times(rec.vmfb_bytes or 0, theirs.vmfb_bytes)} the {other}'s module{alike} "
                 f"({human_bytes(theirs.vmfb_bytes)}) and {_times(rec.seconds, theirs.seconds)} its compile time "
                 f"({theirs.seconds:.1f} s)")
        if rec.cached or theirs.cached:
            text += "; times as first measured, from the cache"
        if bool(rec.prefix) != bool(theirs.prefix):
            text += "; one of the two resumed from the shared prefix, so the times are not alike"
    elif theirs is not None:
        text += f"; the {other} failed to compile too, so there is no module of its to set it against"
    return text + where
