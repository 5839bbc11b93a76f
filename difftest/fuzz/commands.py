"""`difftest fuzz` as library calls: a campaign, or a merge of campaigns;
options in, reports out, an exit status."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from ..core.cache import OutDirLock
from ..core.errors import UsageError
from ..run.meta import new_run_id
from ..run.plan.settings import OUT_ROOT
from ..run.setup import asked_target, resolve_toolchain, settings_for
from ..toolchains.targets import parse_target
from .driver import _flip, fuzz, main_print
from .merge import load, merge
from .options import FuzzOptions
from .outcomes import Filed, Stopped
from .render import render_console
from .report import exit_code, write_reports
from .store import FindingStore, pair_key

# What a campaign writes under its output directory, and of which kind.
_DIRS = ("findings", "programs", "run", "reduce", "diagnose")
_FILES = ("fuzz.json", "fuzz.md")


def check_out(out: Path) -> None:
    """Before any work: every path the campaign will write can be written,
    so a campaign never ends, its programs judged, on a path that is a file."""
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is a file, not a directory")
    for name in _DIRS:
        p = out / name
        if p.exists() and not p.is_dir():
            raise UsageError(f"{p} is a file: the campaign writes a directory there; remove it or give another --out")
    for name in _FILES:
        p = out / name
        if p.exists() and p.is_dir():
            raise UsageError(f"{p} is a directory: the campaign writes its report there")
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".difftest-fuzz-probe"
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        raise UsageError(f"--out {out} cannot be written: {e.strerror or e}") from None


def where_line(rep, out: Path, store: FindingStore | None) -> str:
    """Where the reports and the findings are: only directories that exist."""
    line = f"reports: {out / 'fuzz.json'}, {out / 'fuzz.md'}"
    if (out / "findings").is_dir():
        line += f"; findings under {out / 'findings'}"
    if store is not None and any(f.filed is Filed.KNOWN for f in rep.findings) and store.kept.is_dir():
        line += f"; known findings' reproducers under {store.kept}"
    return line


def _open_store(path: Path | None) -> FindingStore | None:
    return FindingStore(path) if path is not None else None


def fuzz_command(fopts: FuzzOptions) -> int:
    opts = fopts.run
    parse_target(asked_target(opts))
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
    check_out(out)
    toolchain = resolve_toolchain(opts)
    settings = settings_for(opts, toolchain, out_dir=out / "run")
    store = _open_store(fopts.store_path(settings))
    try:
        with OutDirLock(out):
            rep = fuzz(fopts, settings, out, say=main_print, store=store)
    finally:
        if store is not None:
            store.close()
    print(render_console(rep))
    if rep.unwritten:
        print(f"difftest fuzz: {out / 'fuzz.json'} and fuzz.md could not be written: {rep.unwritten}; the "
              "summary above is what was done", file=sys.stderr)
    else:
        print(where_line(rep, out, store))
    if rep.stopped is Stopped.INTERRUPTED:
        print("difftest fuzz: interrupted; the summary holds what was found", file=sys.stderr)
    return exit_code(rep)


def merge_command(campaigns: list[Path], out: Path | None, store_path: Path | None) -> int:
    """`difftest fuzz --merge DIR...`: one report of several campaigns (a
    CI matrix's shards, or other targets), findings deduplicated across them."""
    reps = [load(p) for p in campaigns]
    merged = merge(reps, list(campaigns))
    out = out or OUT_ROOT / f"fuzz-merged-{new_run_id()}"
    check_out(out)
    store = _open_store(store_path)
    try:
        with OutDirLock(out):
            if store is not None:
                for f in merged.findings:
                    f.new = f.new and store.known(f.key, pair_key(merged.flags)) is None
                    store.remember(f.key, pair_key(merged.flags), f.signature, f.whose, f.first_error, f.hits,
                                   list(f.targets), str(merged.toolchain.get("version")), f.reproducer, f.directory)
                store.add_campaign(str(out.resolve()), merged.seed, merged.target, None, merged.judged,
                                   len(merged.findings), sum(1 for f in merged.findings if f.new))
            write_reports(merged, out)
    finally:
        if store is not None:
            store.close()
    print(render_console(merged))
    print(f"reports: {out / 'fuzz.json'}, {out / 'fuzz.md'}")
    return exit_code(merged)
