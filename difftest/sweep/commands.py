"""`difftest sweep` as a library call."""
from __future__ import annotations

import json
from pathlib import Path

from ..core import procs
from ..core.atomic import write_atomic
from ..core.cache import OutDirLock
from ..core.errors import UsageError
from ..core.verdicts import command_exit
from ..report.commands import add_to_history
from ..run.meta import new_run_id
from ..run.options import RunOptions
from ..run.plan.settings import OUT_ROOT
from ..run.setup import load_cases
from ..toolchains.kinds import Revision, kind_of
from .driver import answered, main_print, sweep, toolchain_range
from .render import render_html, render_sweep_console, render_sweep_markdown, report_dict


SWEEP_REPORTS = ("json", "markdown", "html")


def _given(specs: list[str]) -> list[Revision]:
    out = []
    for spec in specs:
        kind_of(spec)  # a typo is a usage error before anything runs
        label = spec.partition(":")[2].rstrip("/").rsplit("/", 1)[-1] or spec
        out.append(Revision(label, spec, lambda: None))
    return out


def sweep_command(opts: RunOptions, releases: str | None, toolchains: list[str], nightlies: bool,
                  verbose: bool = False) -> int:
    if bool(releases) == bool(toolchains):
        raise UsageError("sweep needs --releases A..B (PyPI releases) or --toolchains SPEC,... (any toolchains)")
    other = sorted(set(opts.reports) - set(SWEEP_REPORTS))
    if other:
        raise UsageError(f"--{other[0]} is not a sweep report; a sweep writes {', '.join(SWEEP_REPORTS)} "
                         "(each toolchain's run keeps its own journal under --out)")
    cases = load_cases(opts)
    revs = toolchain_range(releases, opts, nightlies) if releases else _given(toolchains)
    out = opts.out or OUT_ROOT / f"sweep-{new_run_id()}"
    main_print(f"sweep: {len(revs)} toolchains ({', '.join(r.label for r in revs)}), {len(cases)} case(s)"
               + (f", in flag set {opts.flagset}" if opts.flagset else ""))
    with OutDirLock(out), procs.signals_stop_children():
        rows = sweep(revs, opts, cases, out, main_print)
    corpus = " ".join(Path(c).name for c in opts.corpus)
    pairs = answered(rows, corpus, noun="release" if releases else "toolchain")
    print(render_sweep_console(pairs, verbose))
    title = f"difftest sweep: {corpus}"
    for name, path in opts.reports.items():
        if name == "json":
            write_atomic(path, json.dumps(report_dict(rows, pairs, [str(c) for c in opts.corpus]), indent=1,
                                          default=str))
        elif name == "markdown":
            write_atomic(path, render_sweep_markdown(pairs, title))
        elif name == "html":
            write_atomic(path, render_html(pairs, title))
    for r in rows:
        if r.results:
            add_to_history(opts.history, r.results, r.meta)
    print(f"artifacts: {out}")
    stopped = procs.stop_signal() or next((r.interrupted for r in rows if r.interrupted), None)
    return command_exit(regressed=False, judged=any(r.judged for r in rows), interrupted=stopped)
