"""`difftest run` and `difftest execute` as library functions: from options
to records, reports and an exit status."""
from __future__ import annotations

import dataclasses
import shlex
import sys
from pathlib import Path

from ..core import procs
from ..core.cache import OutDirLock, default_cache_dir
from ..core.console import console_width
from ..core.errors import UsageError
from ..core.figures import plural
from ..core.journal import Journal, journal_header
from ..core.keys import shard_split_key
from ..core.loading import Loaded, read_journal
from ..core.results import CaseResult
from ..core.verdicts import EXIT_OK
from ..report.commands import add_to_history, say_gate
from ..report.console import render_console
from ..corpus.discovery import out_dir_problem
from ..report.formats import FORMATS, prepare_reports, write_reports
from ..report.gate import headline
from ..report.header import device_lines, selection_line, target_text, variant_lines
from ..toolchains.targets import DEFAULT_TARGET, parse_target
from .bundle import (Bundle, BundleWriter, FromBundle, bundle_dir_problem, execute_entry, runtime_toolchain,
                     version_problem)
from .housekeeping import KEEP_RUNS_ENV, keep_runs, keep_runs_problem, last_failed, prune_runs
from .housekeeping.last_failed import last_run_of, question, selection
from .meta import host_description, installed_runtime, new_run_id, now, run_meta, runtime_version
from .options import RunOptions
from .plan.settings import OUT_ROOT, RunSettings, plan
from .progress import Progress
from .scheduler import run_cases, run_longest_first
from .session import Session
from .setup import asked_target, latency_problem, load_cases, placements_for, resolve_toolchain, settings_for
from .shards import DurationMemo, durations_from, parse_shard, shard


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


# What a resume takes from its own command line: where the answer goes and how it is said, never what is
# judged (the journal's options decide that, or the finished half would be judged otherwise than the rest).
RESUME_MAY_SET = frozenset({"reports", "history", "quiet", "verbose", "wide", "jobs", "fail_fast"})


def resume_command(out_dir: Path, given_corpus: bool = False, asked: dict[str, tuple[str, object]] | None = None,
                   given: RunOptions | None = None) -> int:
    """`difftest run --resume OUT_DIR`: the interrupted run, with the options
    its journal recorded. `asked`: the options given besides --resume (dest
    -> (how the command line spells it, value)); reports and output apply,
    anything else is refused: it was ignored without a word."""
    if given_corpus:
        raise UsageError("--resume takes the original run's arguments from its journal; give no corpus")
    asked = asked or {}
    refused = sorted(spelled for dest, (spelled, _) in asked.items() if _dest_field(dest) not in RESUME_MAY_SET)
    if refused:
        raise UsageError(f"--resume finishes {out_dir} as its journal recorded it, and {', '.join(refused)} would "
                         "change what it judges: start a new run with them instead (another --out)")
    opts, loaded = resume_options(out_dir)
    if given is not None and asked:
        opts = dataclasses.replace(opts, **{f: getattr(given, f) for f in {_dest_field(d) for d in asked}})
    return run_command(opts, loaded.meta.get("argv"), resumed=loaded)


def _dest_field(dest: str) -> str:
    """The RunOptions field an option sets (--json, --html, ... all set `reports`)."""
    return "reports" if dest in {f.name for f in FORMATS} else dest


def _split_durations(opts: RunOptions, cases: list) -> tuple[dict[str, float] | None, str]:
    """What shards are balanced by, and a key naming it: every shard of one
    run must split alike, and merge checks the keys agree."""
    if opts.durations is None:
        durations = None
    elif str(opts.durations) == "cache":
        durations = DurationMemo(opts.cache_dir or default_cache_dir()).by_name(cases)
    else:
        durations = durations_from(opts.durations)
    return durations, shard_split_key(durations)


def _shard(opts: RunOptions, cases: list) -> tuple[list, dict | None]:
    if opts.shard is None:
        return cases, None
    index, count = parse_shard(opts.shard)
    durations, split_key = _split_durations(opts, cases)
    mine = shard(cases, index, count, durations)
    if not mine:
        raise UsageError(f"--shard {opts.shard}: this shard has no case ({plural(len(cases), 'case')} in all)")
    return mine, {"index": index, "count": count, "all_cases": [c.name for c in cases], "split": split_key}


def _announce(settings: RunSettings, meta: dict, total: int, resumed: tuple[int, int] | None) -> None:
    tc = settings.toolchain
    print(f"difftest: {plural(total, 'case')}, target {target_text(meta)}, toolchain {tc.spec} "
          f"(iree-compile {tc.version} @ {(tc.commit or '?')[:12]}"
          + (f"; runtime {tc.runtime}" if tc.runtime not in (None, "own") else "") + ")"
          + (f"; resuming: {resumed[0]} done, {resumed[1]} to run" if resumed else ""), flush=True)
    for line in [*variant_lines(meta), *device_lines(meta)]:
        print(f"  {line}", flush=True)
    if selection_line(meta):
        print(f"  {selection_line(meta)}", flush=True)


def run_command(opts: RunOptions, argv: list[str] | None = None, resumed: Loaded | None = None) -> int:
    """`difftest run`: the exit status gates a merge (0, 1 or 2; 128+N on a signal)."""
    parse_target(asked_target(opts))  # a typo must not cost a toolchain install first
    prepare_reports(opts.reports, opts.history)  # nor a report that cannot be written, the whole run
    if opts.bundle and not opts.compile_only:
        raise UsageError("--bundle writes what a compile-only run compiled: add --compile-only")
    if opts.bundle and (problem := bundle_dir_problem(opts.bundle)):
        raise UsageError(problem)
    cases = load_cases(opts)
    if opts.out is not None and (problem := out_dir_problem(Path(opts.out))):
        raise UsageError(problem)
    if opts.last_failed:
        opts = _choose_last_failed(opts, cases)
    of = len(cases)
    if opts.only_cases is not None:
        chosen = set(opts.only_cases)
        cases = [c for c in cases if c.name in chosen]
    chose = selection(opts.last_failed_from, len(cases), of) if opts.last_failed_from else None
    if opts.list_only:
        for case in _shard(opts, cases)[0]:
            print(case.name)
        return EXIT_OK
    toolchain = resolve_toolchain(opts)
    run_id = new_run_id()
    settings = settings_for(opts, toolchain, run_id=run_id)
    with OutDirLock(settings.out_dir):
        code = _run(opts, settings, cases, run_id, argv, resumed, chose)
    if opts.out is None:
        _retire_old_runs(settings.out_dir)
    return code


def _choose_last_failed(opts: RunOptions, cases: list) -> RunOptions:
    """--last-failed, as pytest's --lf: only the cases that did not pass in
    the last run of these corpora; all of them when there is none to go
    by: only a run that asked the same (target, pair, flags) counts. The
    choice is recorded, so a --resume runs the same cases."""
    asked = question(opts.to_dict())
    lf = last_failed(opts.corpus, {c.name for c in cases}, OUT_ROOT, also=(opts.out,) if opts.out else (),
                     asked=asked)
    again = sorted(lf.names)
    if lf.run is None:
        other = last_run_of(opts.corpus, OUT_ROOT, also=(opts.out,) if opts.out else ())
        why = ((f"; the last run of them ({other}) asked for another target or pair" if other is not None else "")
               + (f"; {lf.rotated}" if lf.rotated else ""))
        print(f"difftest: --last-failed: no earlier run of {' '.join(map(str, opts.corpus))} with target "
              f"{asked_target(opts)} and these flags under {OUT_ROOT}/{why}; running all {plural(len(cases), 'case')}",
              file=sys.stderr)
        return dataclasses.replace(opts, last_failed=False)
    if not again:
        print(f"difftest: --last-failed: nothing failed in the last run ({lf.run}); running all "
              f"{plural(len(cases), 'case')}", file=sys.stderr)
        return dataclasses.replace(opts, last_failed=False)
    why = ", ".join(f"{n} {k}" for k, n in sorted(lf.why.items()))
    print(f"difftest: --last-failed: {plural(len(again), 'case')} that did not pass in {lf.run}: {why} "
          f"({len(cases) - len(again)} deselected)", file=sys.stderr)
    return dataclasses.replace(opts, last_failed=False, only_cases=tuple(again), last_failed_from=lf.run.resolve())


def _retire_old_runs(current: Path) -> None:
    """The retention policy of the default artifact root: a run's modules
    and logs are worth keeping for a while, not forever."""
    if problem := keep_runs_problem():
        print(f"difftest: warning: {problem}", file=sys.stderr)
    keep = keep_runs()
    if keep is None:  # $DIFFTEST_KEEP_RUNS=all
        return
    removed = prune_runs(OUT_ROOT, keep, current=current)
    if removed:
        print(f"difftest: removed {plural(len(removed), 'old run')} from {OUT_ROOT}/ (kept: the newest run of each "
              f"corpus and target, of each question for a day, the newest {keep} besides, and every fuzz campaign; "
              f"set ${KEEP_RUNS_ENV} to keep more, or to `all`)", file=sys.stderr)


def _run(opts: RunOptions, settings: RunSettings, cases: list, run_id: str, argv: list[str] | None,
         resumed: Loaded | None, chose: dict | None = None) -> int:
    cases, shard_meta = _shard(opts, cases)
    planned = plan(cases, settings)
    # What the machine failed is no answer: a resume judges it, as it does what was cut off.
    done = {r.case: r for r in resumed.cases if not r.verdict.unfinished} if resumed else {}
    for w in resumed.warnings if resumed else ():
        print(f"difftest: warning: {w}", file=sys.stderr)
    todo = [p for p in planned if p.case.name not in done]
    meta = run_meta(settings, planned, opts, argv, run_id)
    if shard_meta:
        meta["shard"] = shard_meta
    if chose:
        meta["selection"] = chose
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    bundle = BundleWriter(opts.bundle) if opts.bundle else None
    progress = Progress(len(todo), settings.jobs, mode="quiet" if opts.quiet else None, verbose=opts.verbose)
    session = Session(settings, progress, bundle=bundle)
    try:
        if not settings.compile_only:
            meta["devices"] = session.devices()
        journal = Journal(settings.out_dir / "results.jsonl",
                          journal_header(run_id, meta, resumes=resumed.meta.get("run_id") if resumed else None,
                                         planned=[p.case.name for p in planned]))
        if not opts.quiet:
            _announce(settings, meta, len(planned), (len(done), len(todo)) if resumed else None)
        with procs.signals_stop_children():
            state = run_longest_first(todo, cases, settings, progress.finish, journal=journal, session=session)
    finally:
        progress.close()
        session.close()
    by_name = {**done, **{r.case: r for r in state.results}}
    results = [by_name[p.case.name] for p in planned if p.case.name in by_name]
    if bundle is not None:
        _finish_bundle(bundle, meta, planned)
    return _conclude(results, meta, settings, opts, journal, state.interrupted, len(planned))


def _finish_bundle(bundle: BundleWriter, meta: dict, planned) -> None:
    bundle.finish(meta, [p.case.name for p in planned])
    size = sum(f.stat().st_size for f in bundle.root.rglob("*") if f.is_file())
    print(f"bundle: {bundle.root} ({plural(len(bundle.entries), 'case')}, {size / 2**20:.1f} MiB); run it with "
          f"`difftest execute {shlex.quote(str(bundle.root))}`", file=sys.stderr)


def _conclude(results: list[CaseResult], meta: dict, settings: RunSettings, opts: RunOptions, journal: Journal,
              interrupted: int | None, planned: int, command: str = "run") -> int:
    if interrupted:
        # Every report reads this: a cut-off run never says "passes".
        resume = (f"difftest run --resume {shlex.quote(str(settings.out_dir))}" if command == "run"
                  else f"difftest {command} again")
        meta = {**meta, "interrupted": {"signal": int(interrupted), "not_started": planned - len(results),
                                        "resume": resume}}
    journal.finish(meta.get("interrupted"))
    write_reports(opts.reports, results, meta)  # before the gate line: a report not written is no pass
    print()
    print(render_console(results, meta, verbose=opts.verbose, quiet=opts.quiet, width=console_width(),
                         wide=opts.wide))
    print(f"artifacts: {shlex.quote(str(settings.out_dir))}")
    add_to_history(opts.history, results, meta)
    head = headline(results, meta)
    if interrupted:
        print(f"difftest{'' if command == 'run' else ' ' + command}: {head.text.removeprefix('gate: ')}; "
              f"{plural(len(results), 'case')} recorded in {journal.path}", file=sys.stderr)
        return head.code
    say_gate(results, meta, head.code)
    return head.code


def execute_command(bundle_dir: Path, opts: RunOptions) -> int:
    """`difftest execute`: a compile-only bundle, run and judged here."""
    prepare_reports(opts.reports, opts.history)  # a report that cannot be written, before anything runs
    if opts.out is not None and (problem := out_dir_problem(Path(opts.out))):
        raise UsageError(problem)
    if opts.cache_dir is not None and opts.cache_dir.exists() and not opts.cache_dir.is_dir():
        raise UsageError(f"--cache-dir {opts.cache_dir}: not a directory; a cache is a directory (or --no-cache)")
    b = Bundle(bundle_dir)
    b.verify()
    meta = dict(b.meta)
    problem = version_problem((meta.get("toolchain") or {}).get("version"), installed_runtime())
    if problem:
        raise UsageError(f"{bundle_dir}: {problem}")
    latency_problem(opts.gate_latency, opts.jobs, opts.repeat)
    run_id = new_run_id()
    # Placed as a run places them; a driver that cannot run the bundle's modules is refused here, once, not
    # case by case. The modules are compiled: nothing is fitted (no toolchain).
    where = placements_for(meta.get("target", DEFAULT_TARGET), meta.get("baseline_target"), opts.device, None)
    toolchain = runtime_toolchain(b)
    # The CPU the modules were compiled for is the compiling machine's: the expectations are judged against it.
    compiled_for = meta.get("cpus") if isinstance(meta.get("cpus"), dict) else {}
    settings = RunSettings(**where, toolchain=toolchain, out_dir=opts.out or OUT_ROOT / run_id,
                           cpus=tuple((str(k), str(v)) for k, v in compiled_for.items()),
                           cache_dir=None if opts.no_cache else (opts.cache_dir or default_cache_dir()),
                           repeat=opts.repeat, warmup=opts.warmup, jobs=opts.jobs,
                           rerun=opts.gate_latency is not None, run_timeout=opts.run_timeout,
                           arbiter=opts.arbiter, gate_latency=opts.gate_latency)
    meta.update({"run_id": run_id, "date": now(), "driver": settings.target.driver, "host": host_description(),
                 "compiled_on": b.meta.get("host"),
                 "jobs": settings.jobs, "compile_only": False, "executed_from": str(bundle_dir),
                 "compiled_run_id": b.meta.get("run_id"),
                 "toolchain": {**(meta.get("toolchain") or {}), "runtime": runtime_version()}})
    with OutDirLock(settings.out_dir):
        return _execute(b, bundle_dir, settings, meta, run_id, opts)


def _execute(b: Bundle, bundle_dir: Path, settings: RunSettings, meta: dict, run_id: str, opts: RunOptions) -> int:
    entries, target, toolchain = b.cases(), settings.target, settings.toolchain
    if not opts.quiet:
        print(f"difftest execute: {plural(len(entries), 'case')} from {bundle_dir}, target {target.name} "
              f"(driver {target.driver}), compiled by iree-compile {toolchain.version} @ "
              f"{(toolchain.commit or '?')[:12]}", flush=True)
    progress = Progress(len(entries), settings.jobs, mode="quiet" if opts.quiet else None, verbose=opts.verbose)
    session = Session(settings, progress, source=FromBundle(b.root, entries))
    meta["devices"] = session.devices()
    if not opts.quiet:
        for line in device_lines(meta):
            print(f"  {line}", flush=True)
    journal = Journal(settings.out_dir / "results.jsonl",
                      journal_header(run_id, meta, planned=[e["case"] for e in entries]))
    try:
        with procs.signals_stop_children():
            state = run_cases(entries, settings, progress.finish, journal=journal, session=session,
                              case_fn=execute_entry)
    finally:
        progress.close()
        session.close()
    return _conclude(state.results, meta, settings, opts, journal, state.interrupted, len(entries), "execute")
