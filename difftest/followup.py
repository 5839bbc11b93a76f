"""The next command: from a result to what a compiler engineer runs next.

`difftest run` (and its re-rendered reports, and the pytest plugin) print,
next to a numerics-differ or a candidate-compile-fail, the `difftest
explain` and `difftest reduce` commands for that case, with the options the
run was given. Bisect prints them for the cases that differ at the culprit,
with the culprit's toolchain.
"""
from __future__ import annotations

import os
import shlex
from pathlib import Path

# The verdicts explain and reduce are for.
NEXT_VERDICTS = ("numerics-differ", "candidate-compile-fail")

# Options of `difftest run` that mean the same to explain and reduce: (dest, option).
_CARRIED = (("target", "--target"), ("toolchain", "--toolchain"), ("build", "--build"), ("runtime", "--runtime"),
            ("suite_config", "--suite-config"), ("cache_dir", "--cache-dir"))
_DEFAULTS = {"target": "llvm-cpu", "toolchain": "installed"}


def command(verb: str, paths: list[str], *, patterns=(), target: str | None = None, toolchain: str | None = None,
            build: str | None = None, runtime: str | None = None, suite_config: str | None = None,
            cache_dir: str | None = None, baseline_flags=None, candidate_flags=None, compile_flags=()) -> str:
    """A difftest command line, options in the order people write them;
    defaults are left out."""
    argv = ["difftest", verb, *map(str, paths)]
    for p in patterns:
        argv += ["-k", p]
    given = {"target": target, "toolchain": toolchain, "build": build, "runtime": runtime,
             "suite_config": suite_config, "cache_dir": cache_dir}
    for dest, opt in _CARRIED:
        v = given[dest]
        if v is not None and str(v) != _DEFAULTS.get(dest):
            argv += [opt, str(v)]
    for name, flags in (("baseline", baseline_flags), ("candidate", candidate_flags), ("compile", compile_flags)):
        for f in flags or ():
            argv.append(f"--{name}-flag={f}")
    return shlex.join(argv)


def shown_path(path: str, cwd: str | None) -> str:
    """Relative to where the run was started, when it is under it."""
    try:
        return os.path.relpath(path, cwd) if cwd and Path(path).resolve().is_relative_to(Path(cwd).resolve()) \
            else path
    except (OSError, ValueError):
        return path


def _options_from_argv(argv: list[str]) -> dict | None:
    from .cli import build_parser

    try:
        args = build_parser().parse_args(argv)
    except SystemExit:
        return None
    if getattr(args, "command", None) != "run":
        return None
    out = {dest: getattr(args, dest, None) for dest, _ in _CARRIED}
    out.update(baseline_flags=args.baseline_flags, candidate_flags=args.candidate_flags,
               compile_flags=args.compile_flags)
    return out


def _options_from_meta(meta: dict) -> dict:
    va = meta.get("variant_args") or {}
    return {"target": meta.get("target"), "toolchain": (meta.get("toolchain") or {}).get("spec"),
            "baseline_flags": va.get("baseline"), "candidate_flags": va.get("candidate"),
            "compile_flags": meta.get("extra_flags") or ()}


def for_case(result, meta: dict | None) -> list[str]:
    """The explain and reduce commands for a result they can work on."""
    if result.verdict.label not in NEXT_VERDICTS or not result.path:
        return []
    meta = meta or {}
    opts = (_options_from_argv(meta["argv"]) if meta.get("argv") else None) or _options_from_meta(meta)
    path = shown_path(result.path, meta.get("cwd"))
    return [command(verb, [path], **opts) for verb in ("explain", "reduce")]
