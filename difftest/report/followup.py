"""The next command: from a result to what a compiler engineer runs next.

`difftest run` (and its re-rendered reports, and the pytest plugin) print,
next to a verdict worth explaining, the `difftest explain` and `difftest
reduce` commands for that case, with the options the run was given. Bisect
prints them for the cases that differ at the culprit, with the culprit's
toolchain. The options come from the run's recorded metadata
(`meta["options"]`), never from re-parsing its command line.
"""
from __future__ import annotations

import os
import shlex
from pathlib import Path

from ..toolchains.targets import DEFAULT_TARGET

# Options of `difftest run` that mean the same to explain and reduce: (key, option, default).
_CARRIED = (("target", "--target", DEFAULT_TARGET), ("toolchain", "--toolchain", "installed"),
            ("build", "--build", None), ("runtime", "--runtime", None), ("suite_config", "--suite-config", None),
            ("cache_dir", "--cache-dir", None), ("flagset", "--flagset", None))
_FLAGS = (("baseline_flags", "--baseline-flag"), ("candidate_flags", "--candidate-flag"),
          ("compile_flags", "--compile-flag"), ("find_links", "--find-links"))


def command(verb: str, paths: list[str], *, patterns=(), **options) -> str:
    """A difftest command line, options in the order people write them;
    defaults are left out. `options` are RunOptions' keys."""
    argv = ["difftest", verb, *map(str, paths)]
    for p in patterns:
        argv += ["-k", p]
    for key, opt, default in _CARRIED:
        v = options.get(key)
        if v is not None and str(v) != str(default):
            argv += [opt, str(v)]
    for key, opt in _FLAGS:
        for f in options.get(key) or ():
            argv.append(f"{opt}={f}")
    return shlex.join(argv)


def shown_path(path: str, cwd: str | None) -> str:
    """Relative to where the run was started, when it is under it."""
    try:
        return os.path.relpath(path, cwd) if cwd and Path(path).resolve().is_relative_to(Path(cwd).resolve()) \
            else path
    except (OSError, ValueError):
        return path


def run_options(meta: dict) -> dict:
    """The options a run was given, from its metadata. Reports written
    before options were recorded give what their metadata holds."""
    recorded = meta.get("options")
    if isinstance(recorded, dict):
        found = {k: recorded.get(k) for k, _, _ in _CARRIED} | {k: recorded.get(k) for k, _ in _FLAGS}
    else:
        va = meta.get("variant_args") or {}
        found = {"target": meta.get("target"), "toolchain": (meta.get("toolchain") or {}).get("spec"),
                 "baseline_flags": va.get("baseline"), "candidate_flags": va.get("candidate"),
                 "compile_flags": meta.get("extra_flags") or ()}
    # A report edited by hand: what is not an option's type is left out.
    return {k: v for k, v in found.items()
            if v is None or (isinstance(v, str) if k not in dict(_FLAGS) else
                             isinstance(v, list) and all(isinstance(f, str) for f in v))}


def for_case(result, meta: dict | None) -> list[str]:
    """The explain and reduce commands for a result they can work on."""
    if not result.verdict.worth_explaining or not result.path:
        return []
    meta = meta or {}
    path = shown_path(result.path, meta.get("cwd"))
    return [command(verb, [path], **run_options(meta)) for verb in ("explain", "reduce")]
