"""`difftest run` and `difftest execute` as library functions: from options
to records, reports and an exit status."""
from __future__ import annotations

import dataclasses
import shlex
import sys
from pathlib import Path

from ..core import procs
from ..core.errors import UsageError
from ..core.results import CaseResult, Journal, Loaded, journal_header, read_journal
from ..core.verdicts import Verdict, exit_for_signal
from ..report.commands import say_gate
from ..report.console import render_console
from ..report.formats import write_reports
from ..report.gate import gate
from ..toolchains.targets import parse_target
from .bundle import Bundle, BundleSession, BundleWriter, execute_entry, runtime_toolchain, with_driver
from .meta import host_description, new_run_id, now, run_meta, runtime_version
from .options import RunOptions
from .progress import Progress
from .scheduler import run_cases
from .session import Session
from .settings import RunSettings, plan
from .setup import load_cases, resolve_toolchain, settings_for
from .shards import DurationMemo, durations_from, longest_first, parse_shard, split


def resume_options(out_dir: Path) -> tuple[RunOptions, Loaded]:
    """The options of the interrupted run whose artifacts are in out_dir,
    from its journal's header."""
    journal = out_dir / "results.jsonl"
    loaded = read_journal(journal)
    recorded = loaded.meta.get("options")
    if recorded is None:
        raise UsageError(f"{journal}: the journal does not record its options (it was written by an older "
                         "difftest); run it again")
    try:
        opts = RunOptions.from_dict(recorded)
    except (ValueError, TypeError) as e:
        raise UsageError(f"{journal}: the recorded options cannot be read ({e}); run it again") from None
    return dataclasses.replace(opts, out=out_dir), loaded


def _shard(opts: RunOptions, cases: list) -> tuple[list, dict | None]:
    if opts.shard is None:
        return cases, None
    index, count = parse_shard(opts.shard)
    parts = split(cases, count, durations_from(opts.durations) if opts.durations else None)
    if not parts[index - 1]:
        raise UsageError(f"--shard {opts.shard}: this shard has no case ({len(cases)} case(s) in all)")
    return parts[index - 1], {"index": index, "count": count, "all_cases": [c.name for c in cases]}


def _announce(settings: RunSettings, meta: dict, total: int, resumed: tuple[int, int] | None) -> None:
    tc = settings.toolchain
    print(f"difftest: {total} case(s), target {settings.target.name}, toolchain {tc.spec} "
          f"(iree-compile {tc.version} @ {(tc.commit or '?')[:12]})"
          + (f"; resuming: {resumed[0]} done, {resumed[1]} to run" if resumed else ""), flush=True)
    for name, flags in meta["variants"].items():
        print(f"  {name}: {' '.join(flags) or '(no extra flags)'}", flush=True)
    if "variant_sets" in meta:
        print(f"  ({len(meta['variant_sets'])} variant sets: corpora configure their own)", flush=True)


def run_command(opts: RunOptions, argv: list[str] | None = None, resumed: Loaded | None = None) -> int:
    """`difftest run`: the exit status gates a merge (0, 1 or 2; 128+N on a signal)."""
    parse_target(opts.target)  # a typo must not cost a toolchain install first
    if opts.bundle and not opts.compile_only:
        raise UsageError("--bundle writes what a compile-only run compiled: add --compile-only")
    cases = load_cases(opts)
    if opts.list_only:
        for case in cases:
            print(case.name)
        return 0
    toolchain = resolve_toolchain(opts)
    run_id = new_run_id()
    settings = settings_for(opts, toolchain, run_id=run_id)
    cases, shard = _shard(opts, cases)
    planned = plan(cases, settings)
    done = {r.case: r for r in resumed.cases if r.verdict is not Verdict.INTERRUPTED} if resumed else {}
    for w in resumed.warnings if resumed else ():
        print(f"difftest: warning: {w}", file=sys.stderr)
    todo = [p for p in planned if p.case.name not in done]
    meta = run_meta(settings, planned, opts, argv, run_id)
    if shard:
        meta["shard"] = shard
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    journal = Journal(settings.out_dir / "results.jsonl",
                      journal_header(run_id, meta, resumes=resumed.meta.get("run_id") if resumed else None))
    if not opts.quiet:
        _announce(settings, meta, len(planned), (len(done), len(todo)) if resumed else None)
    bundle = BundleWriter(opts.bundle) if opts.bundle else None
    memo = DurationMemo(settings.cache_dir)
    order = {c.name: i for i, c in enumerate(longest_first([p.case for p in todo], memo.by_name(cases)))}
    todo.sort(key=lambda p: order[p.case.name])
    progress = Progress(len(todo), settings.jobs, mode="quiet" if opts.quiet else None, verbose=opts.verbose)
    session = Session(settings, progress, bundle=bundle)
    try:
        with procs.signals_stop_children():
            state = run_cases(todo, settings, progress.finish, journal=journal, session=session)
    finally:
        progress.close()
        session.close()
    memo.update(state.results)
    by_name = {**done, **{r.case: r for r in state.results}}
    results = [by_name[p.case.name] for p in planned if p.case.name in by_name]
    if bundle is not None:
        _finish_bundle(bundle, meta, planned)
    return _conclude(results, meta, settings, opts, journal, state.interrupted, len(planned))


def _finish_bundle(bundle: BundleWriter, meta: dict, planned) -> None:
    bundle.finish(meta, [p.case.name for p in planned])
    size = sum(f.stat().st_size for f in bundle.root.rglob("*") if f.is_file())
    print(f"bundle: {bundle.root} ({len(bundle.entries)} case(s), {size / 2**20:.1f} MiB); run it with "
          f"`difftest execute {shlex.quote(str(bundle.root))}`", file=sys.stderr)


def _conclude(results: list[CaseResult], meta: dict, settings: RunSettings, opts: RunOptions, journal: Journal,
              interrupted: int | None, planned: int, command: str = "run") -> int:
    print()
    print(render_console(results, meta, verbose=opts.verbose))
    print(f"artifacts: {settings.out_dir}")
    write_reports(opts.reports, results, meta)
    if interrupted:
        name = "SIGTERM" if interrupted == 15 else "SIGINT"
        how = (f"finish with: difftest run --resume {shlex.quote(str(settings.out_dir))}" if command == "run"
               else "run it again to finish")
        print(f"difftest{'' if command == 'run' else ' ' + command}: interrupted by {name}: {len(results)} case(s) recorded in {journal.path}, "
              f"{planned - len(results)} not started; {how}", file=sys.stderr)
        return exit_for_signal(interrupted)
    code = gate(results)
    say_gate(results, meta, code)
    return code


def execute_command(bundle_dir: Path, opts: RunOptions, device: str | None = None) -> int:
    """`difftest execute`: a compile-only bundle, run and judged here."""
    b = Bundle(bundle_dir)
    b.verify()
    meta = dict(b.meta)
    run_id = new_run_id()
    target = with_driver(parse_target(meta.get("target", "llvm-cpu")), device)
    toolchain = runtime_toolchain(b)
    settings = RunSettings(target=target, toolchain=toolchain, out_dir=opts.out or Path("difftest-out") / run_id,
                           cache_dir=opts.cache_dir, repeat=opts.repeat, warmup=opts.warmup, jobs=opts.jobs,
                           arbiter=opts.arbiter)
    entries = b.cases()
    meta.update({"run_id": run_id, "date": now(), "driver": target.driver, "host": host_description(),
                 "jobs": settings.jobs, "compile_only": False, "executed_from": str(bundle_dir),
                 "compiled_run_id": b.meta.get("run_id"),
                 "toolchain": {**(meta.get("toolchain") or {}), "runtime": runtime_version()}})
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    journal = Journal(settings.out_dir / "results.jsonl", journal_header(run_id, meta))
    if not opts.quiet:
        print(f"difftest execute: {len(entries)} case(s) from {bundle_dir}, target {target.name} "
              f"(driver {target.driver}), compiled by iree-compile {toolchain.version} @ "
              f"{(toolchain.commit or '?')[:12]}", flush=True)
    progress = Progress(len(entries), settings.jobs, mode="quiet" if opts.quiet else None, verbose=opts.verbose)
    session = BundleSession(settings, b.root, entries, progress)
    try:
        with procs.signals_stop_children():
            state = run_cases(entries, settings, progress.finish, journal=journal, session=session,
                              case_fn=execute_entry)
    finally:
        progress.close()
        session.close()
    return _conclude(state.results, meta, settings, opts, journal, state.interrupted, len(entries), "execute")
