"""`difftest fuzz` as a library call: options in, reports out, an exit status."""
from __future__ import annotations

import dataclasses
import sys

from ..core.cache import OutDirLock
from ..core.errors import UsageError
from ..run.meta import new_run_id
from ..run.settings import OUT_ROOT
from ..run.setup import resolve_toolchain, settings_for
from ..toolchains.targets import parse_target
from .driver import FuzzOptions, _flip, exit_code, fuzz, main_print, render_console


def fuzz_command(fopts: FuzzOptions) -> int:
    opts = fopts.run
    parse_target(opts.target)
    if opts.bundle and not opts.compile_only:
        raise UsageError("--bundle writes what a compile-only run compiled: add --compile-only")
    if fopts.count is None and fopts.time_budget is None:
        raise UsageError("say how long to fuzz: --count N or --time-budget SECONDS")
    if fopts.swap:
        opts = _flip(opts)
    if opts.share_prefix is None:
        # Programs this small spend less in the phases the prefix would share
        # than in the third compiler process it costs (48 against 53 programs
        # a minute here).
        opts = dataclasses.replace(opts, share_prefix=False)
    fopts = dataclasses.replace(fopts, run=opts)
    out = opts.out or OUT_ROOT / f"fuzz-{new_run_id()}"
    toolchain = resolve_toolchain(opts)
    settings = settings_for(opts, toolchain, out_dir=out / "run")
    with OutDirLock(out):
        rep = fuzz(fopts, settings, out, say=main_print)
    print(render_console(rep))
    print(f"reports: {out / 'fuzz.json'}, {out / 'fuzz.md'}; findings under {out / 'findings'}")
    if rep.stopped == "interrupted":
        print("difftest fuzz: interrupted; the summary holds what was found", file=sys.stderr)
    return exit_code(rep)
