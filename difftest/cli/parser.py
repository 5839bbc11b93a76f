"""The command line: each subcommand parses its arguments into typed
options and calls one library function. Nothing here decides anything."""
from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path

from .. import __version__
from ..bisect.options import BisectOptions, RevertOptions
from ..core.errors import UsageError
from ..core.verdicts import Verdict
from ..investigate.irreduce import pass_names
from ..run.options import (RunOptions, a_file, a_path, add_execute_options, add_output_options, add_report_options,
                           add_run_options, add_wide_option, attach_flag_values, megabytes, non_negative_int,
                           positive_int, seconds)


class _Help(argparse.HelpFormatter):
    """Shows an option's default when there is one worth showing: not for a
    switch (`--no-arbiter`'s default is "on", which its help says)."""

    def _get_help_string(self, action):
        text = action.help or ""
        switch = isinstance(action, (argparse._StoreTrueAction, argparse._StoreFalseAction,
                                     argparse._StoreConstAction))
        if "%(default)" in text or switch or action.default in (None, False, [], argparse.SUPPRESS) \
                or not action.option_strings:
            return text
        return text + " (default: %(default)s)"


class Parser(argparse.ArgumentParser):
    """argparse, with a "did you mean" for a mistyped option or subcommand,
    and option defaults shown in --help."""

    def __init__(self, *a, **kw):
        kw.setdefault("formatter_class", _Help)
        super().__init__(*a, **kw)
        self._argv: list[str] = []

    def parse_known_args(self, args=None, namespace=None):
        self._argv = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(self._attach_flag_values(self._argv), namespace)

    def _attach_flag_values(self, argv: list[str]) -> list[str]:
        return attach_flag_values(argv, self._all_actions())

    def _all_actions(self) -> list[argparse.Action]:
        found = list(self._actions)
        for a in self._actions:
            if isinstance(a, argparse._SubParsersAction):
                found += [x for sub in a.choices.values() for x in sub._actions]
        return found

    def _owners(self) -> dict[str, list[str]]:
        """option -> the subcommands that take it ("" for the top level)."""
        owners: dict[str, list[str]] = {}
        for a in self._actions:
            for o in a.option_strings:
                owners.setdefault(o, []).append("")
            if isinstance(a, argparse._SubParsersAction):
                for name, sub in a.choices.items():
                    for o in {o for x in sub._actions for o in x.option_strings}:
                        owners.setdefault(o, []).append(name)
        return owners

    def _command(self) -> str | None:
        """The subcommand on this command line, if any."""
        for a in self._actions:
            if isinstance(a, argparse._SubParsersAction):
                return next((arg for arg in self._argv if arg in a.choices), None)
        return None

    def error(self, message: str):
        hints = []
        m = re.search(r"unrecognized arguments: (.+)", message)
        if m:
            for arg in m.group(1).split():
                if arg.startswith("-"):
                    name = arg.split("=")[0]
                    owners = self._owners()
                    command = self._command()
                    if name in owners and command not in owners[name]:
                        # A real option, of another subcommand: "did you mean -o?" would not help.
                        takers = [f"difftest {o}" if o else "difftest" for o in owners[name]]
                        hints.append(f"{name} is an option of {', '.join(takers)}, not of "
                                     f"difftest {command or ''}".rstrip())
                        continue
                    close = difflib.get_close_matches(name, sorted(owners), n=1, cutoff=0.6)
                    if close and close[0] != name:
                        hints.append(f"{name}: did you mean {close[0]}?")
        m = re.search(r"invalid choice: '([^']+)' \(choose from (.+)\)", message)
        if m:
            choices = [c.strip(" '") for c in m.group(2).split(",")]
            close = difflib.get_close_matches(m.group(1), choices, n=1, cutoff=0.5)
            if close:
                hints.append(f"did you mean {close[0]}?")
        super().error(message + "".join(f"\n  {h}" for h in hints))


def _verdict_label(text: str) -> Verdict:
    try:
        return Verdict.from_label(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _reports(args) -> dict[str, Path]:
    return RunOptions.from_namespace(args).reports


def _command(sub, name: str, call, **kw) -> argparse.ArgumentParser:
    """A subcommand's parser; `call(args, argv)` is the one library call it makes."""
    p = sub.add_parser(name, **kw)
    p.set_defaults(func=call)
    return p


# ---- the subcommands: each parser, and the one call it makes -------------------------


def _run(sub) -> None:
    run = sub.add_parser("run", help="compile every case twice, run both, compare numerics and structure")
    add_run_options(run, corpus="optional")
    run.add_argument("--list", action="store_true", help="list the selected cases and exit")
    add_output_options(run)
    run.add_argument("--resume", type=Path, metavar="OUT_DIR",
                     help="finish an interrupted run: only the cases without a record are run")
    run.add_argument("--bundle", type=a_path, metavar="DIR",
                     help="with --compile-only: write a self-contained bundle (modules, inputs, goldens, records) "
                          "for `difftest execute DIR` on a machine with only the runtime")
    run.add_argument("--shard", metavar="I/N", help="run only shard I of N (1-based), split deterministically")
    run.add_argument("--durations", type=Path, metavar="REPORT|cache",
                     help="balance shards by the case times of an earlier report or journal, or of the cache "
                          "(`cache`); else by each case's op count. Give every shard the same one: merge refuses "
                          "shards that split differently")
    run.add_argument("--lf", "--last-failed", dest="last_failed", action="store_true",
                     help="only the cases that did not pass in the last run of these corpora (under difftest-out/), "
                          "as pytest's --lf; all of them when there is none")
    run.set_defaults(func=lambda args, argv: _call_run(args, argv, run))


def _given(args, argv: list[str], parser: argparse.ArgumentParser) -> dict[str, tuple[str, object]]:
    """The options this command line names (dest -> (its spelling, value)), read from argv itself: an
    option given with its default value (`--repeat 3`) is given all the same."""
    said = {t.split("=")[0] for t in argv if t.startswith("-") and t != "-"}
    given = {}
    for a in parser._actions:
        if not a.option_strings or a.dest in ("help", "resume") or a.dest in given:
            continue
        hit = next((t for t in said for o in a.option_strings
                    if t == o or (t.startswith("--") and len(t) > 2 and o.startswith(t))), None)
        if hit is not None:
            given[a.dest] = (next((o for o in a.option_strings if o.startswith("--")), hit), getattr(args, a.dest))
    return given


def _call_run(args, argv: list[str], parser: argparse.ArgumentParser) -> int:
    from ..run.driver import resume_command, run_command

    if args.resume:
        return resume_command(args.resume, given_corpus=bool(args.corpus), asked=_given(args, argv, parser),
                              given=RunOptions.from_namespace(args))
    return run_command(RunOptions.from_namespace(args), argv)


def _update_expectations(sub) -> None:
    def call(args, argv):
        from ..corpus.expectations import update_command

        return update_command(args.report, args.dry_run)

    up = _command(sub, "update-expectations", call,
                        help="rewrite expect/xfail in the corpora's difftest.toml from a report",
                        description="Pins the observed dispatch counts and transient memory as exact expectations "
                                    "for the report's target, drops expectations that failed, removes xfails that "
                                    "now pass and adds xfails for cases that now fail. Comments are kept.")
    up.add_argument("report", type=Path, help="a --json report or a results.jsonl journal")
    up.add_argument("--dry-run", action="store_true", help="print the diff; write nothing")


def _execute(sub) -> None:
    def call(args, argv):
        from ..run.driver import execute_command

        return execute_command(args.bundle, RunOptions.from_namespace(args))

    ex = _command(sub, "execute", call, help="run and judge a compile-only bundle; needs only the runtime",
                        description="Runs the bundle written by `difftest run --compile-only --bundle DIR` and "
                                    "judges it as `difftest run` would. Exit status as `difftest run`.")
    ex.add_argument("bundle", type=Path, help="the bundle directory")
    ex.add_argument("--device", metavar="DRIVER|URI",
                    help="the runtime driver or device (default: the bundle target's driver, e.g. cuda for cuda:sm_80; "
                         "a driver that cannot run the bundle's modules is refused up front)")
    add_execute_options(ex)


def _merge(sub) -> None:
    def call(args, argv):
        from ..report.commands import merge_reports

        return merge_reports(args.reports, args.output, _reports(args), history=args.history)

    mg = _command(sub, "merge", call, help="combine the reports of shards into one",
                        description="Exit status: 2 when the reports are not parts of one run (other flags, "
                                    "target or compiler), or when cases are missing or duplicated; else as "
                                    "`difftest report`.")
    mg.add_argument("reports", nargs="+", type=Path, help="--json reports (or results.jsonl journals) of the shards")
    mg.add_argument("-o", "--output", type=Path, required=True, help="the merged JSON report")
    add_report_options(mg, verb="also write")


def _report(sub) -> None:
    def call(args, argv):
        from ..report.commands import rerender

        return rerender(args.results, _reports(args), history=args.history, wide=args.wide)

    rep = _command(sub, "report", call, help="render reports again from a --json report or a results.jsonl journal",
                         description="Exit status: 0, 1 or 2, as the run that made the report would have "
                                     "exited (1 when it holds a regression).")
    rep.add_argument("results", type=Path, help="report.json, or difftest-out/<run>/results.jsonl")
    add_report_options(rep)
    add_wide_option(rep)


def _one_case_parser(sub, name: str, help: str, description: str) -> argparse.ArgumentParser:
    """explain and reduce: one case, the run options, and a JSON of what was done."""
    p = sub.add_parser(name, help=help, description=description)
    add_run_options(p, corpus="one")
    p.add_argument("--json", type=a_file, help=f"also write what was done as JSON here (it is always written to "
                                             f"{name}.json in --out)")
    return p


EXPLAINS = ("A numeric difference: both variants traced, their dispatch tensors aligned by data, and the first "
            "divergent dispatch reported (symbol, figures, source locations, both executables and their diff). A "
            "candidate compile failure: the executable that fails alone with the same error. Exit status: 0 when "
            "it localised something (or nothing differs), 1 when not, 2 on usage.")


def _explain(sub) -> None:
    xp = _one_case_parser(
        sub, "explain", help="from 'it differs' to the dispatch: the first divergent dispatch, or the failing executable",
        description=EXPLAINS)
    xp.add_argument("--capture-mb", type=megabytes, default=256, metavar="MB",
                    help="tensor data kept per traced run; the rest is compared by hash only, and the report says "
                         "how much was dropped")

    def call(args, argv):
        from ..investigate.commands import explain_command

        return explain_command(RunOptions.from_namespace(args), args.capture_mb, args.json)

    xp.set_defaults(func=call)


WHERES = ("For each case, both variants compiled to the end of dispatch creation (--compile-to=flow) and read: the "
          "census of encodings (flow.tensor.encode outside dispatches, set_encoding inside, by what they operate "
          "on), the sites of the flag's pattern with their source locations and model module paths, which the "
          "candidate fused, the near-misses, and which baseline dispatches became which candidate ones, each "
          "changed group's executables side by side with a diff, and a picture (dispatch-graph.svg/.html). "
          "Across a corpus: the flag acts at N sites in M cases. Exit status: 0 when every case was read, 1 when "
          "not, 2 on usage.")


def _where(sub) -> None:
    wp = sub.add_parser("where", help="where and how the flag acts: encodings, the pattern's sites, the dispatch "
                                      "graph before and after", description=WHERES)
    add_run_options(wp, corpus="optional")

    def call(args, argv):
        from ..investigate.where import where_command

        return where_command(RunOptions.from_namespace(args), getattr(args, "json", None))

    wp.set_defaults(func=call)


REDUCES = ("Reduces one case to the smallest standalone case that keeps its verdict (or --until VERDICT), "
           "with the same first error line for compile failures. Dispatch level (compile failures of the "
           "candidate): the executable that fails alone, with the exact iree-compile command. Program "
           "level: delta debugging of the entry function by its passes (`--passes help` lists them), each "
           "step judged by the pipeline. Writes OUTPUT/<case>.mlir and its entry in "
           "OUTPUT/difftest.toml (inputs, variants, an xfail naming the error), then runs it once more "
           "from there. Exit status: 0 when a reproducer was written and checked, 1 when not (the reason "
           "is printed), 2 on a usage error.")


def _reduce(sub) -> None:
    rd = _one_case_parser(
        sub, "reduce", help="the smallest standalone case that keeps the verdict: a failing executable and a reduced program",
        description=REDUCES)
    rd.add_argument("--until", metavar="VERDICT", type=_verdict_label,
                    help="the verdict to keep (default: the one the case gets now, ignoring the corpus's xfail)")
    rd.add_argument("--time-budget", type=seconds, default=600.0, metavar="SECONDS",
                    help="stop the program level after this long, with what it has (then not 1-minimal)")
    rd.add_argument("-o", "--output", type=Path, metavar="DIR",
                    help="the corpus directory the reduced case is written to (default: reduced/, or reduced-2/... "
                         "where reduced/ holds another pair's cases)")
    rd.add_argument("--level", choices=("auto", "dispatch", "program"), default="auto",
                    help="auto: the dispatch level for compile failures of the candidate, then the program level")
    rd.add_argument("--flags", action="store_true",
                    help="first find which of the candidate's flags (beyond the baseline's) the verdict needs "
                         "(ddmin over the flag list), then reduce the program with those alone")
    rd.add_argument("--passes", metavar="P,Q",
                    help=f"the program level's passes, a subset of {pass_names()} (default: all; "
                         "`difftest reduce --passes help` describes them)")

    def call(args, argv):
        from ..investigate.commands import reduce_command

        return reduce_command(RunOptions.from_namespace(args), args.until, args.time_budget, args.output, args.level,
                              args.passes, args.json, flags=args.flags)

    rd.set_defaults(func=call)


def _bisect(sub) -> None:
    b = sub.add_parser("bisect", help="find the first revision where a corpus verdict flips")
    add_run_options(b)
    b.add_argument("--good", required=True, help="a revision (release version or commit) whose verdict is good")
    b.add_argument("--bad", required=True, help="a revision whose verdict is bad")
    b.add_argument("--releases", action="store_true", help="bisect PyPI releases of iree-base-compiler first")
    b.add_argument("--nightlies", action="store_true",
                   help="with --releases: then the daily candidates between the two bracketing releases "
                        "(from --find-links, e.g. https://iree.dev/pip-release-links.html), before commits")
    b.add_argument("--repo", type=Path, help="IREE git checkout (read only) for commit-level bisect")
    b.add_argument("--regress", default="regression",
                   help="what makes a revision bad: regression (default), numerics, candidate-compile, "
                        "any-failure, or a threshold like 'dispatch-count > 4'")
    b.add_argument("--no-first-parent", dest="first_parent", action="store_false",
                   help="walk every commit, not only the first-parent chain")
    b.add_argument("--resume", type=Path, help="reuse the verdicts of an earlier bisect's --json report")
    b.add_argument("--max-builds", type=int, metavar="N",
                   help="build at most N revisions, then report the range left (0: the exact commit range a "
                        "release bisect implies, at no cost)")
    b.add_argument("--recheck-endpoints", action="store_true",
                   help="build the commits of the bracketing releases too, instead of taking the release "
                        "wheels' verdicts (when a source build may differ from the wheel)")
    b.add_argument("--prefetch", action="store_true",
                   help="build both possible next revisions in the background while one is tested "
                        "(faster for slow builds, at the cost of builds the search may not need)")

    def call(args, argv):
        from ..bisect.commands import bisect_command

        return bisect_command(BisectOptions(
            RunOptions.from_namespace(args), args.good, args.bad, releases=args.releases, nightlies=args.nightlies,
            repo=args.repo,
            regress=args.regress, first_parent=args.first_parent, resume=args.resume, max_builds=args.max_builds,
            recheck_endpoints=args.recheck_endpoints, prefetch=args.prefetch))

    b.set_defaults(func=call, stops_children=True)


def _revert_check(sub) -> None:
    r = sub.add_parser("revert-check", help="build HEAD and HEAD with COMMIT reverted; report what changes")
    r.add_argument("commit", help="the commit to revert")
    add_run_options(r)
    r.add_argument("--repo", type=Path, required=True, help="IREE git checkout (read only)")
    r.add_argument("--at", default="HEAD", help="the revision to revert on (default HEAD)")
    r.add_argument("--nightly", action="store_true",
                   help="compare the newest daily candidate (from --find-links) with a build of its commit with "
                        "COMMIT reverted: one build instead of two, when the candidate holds COMMIT")

    def call(args, argv):
        from ..bisect.commands import revert_check_command

        return revert_check_command(RevertOptions(RunOptions.from_namespace(args), args.commit, args.repo, args.at,
                                                  nightly=args.nightly))

    r.set_defaults(func=call, stops_children=True)


def _fuzz(sub) -> None:
    def call(args, argv):
        from ..fuzz.commands import fuzz_command, merge_command
        from ..fuzz.driver import FuzzOptions

        if args.merge:
            return merge_command(args.merge, args.out, None if args.no_store else args.store)
        try:
            fopts = FuzzOptions(RunOptions.from_namespace(args), seed=args.seed, count=args.count,
                                time_budget=args.time_budget, motif=args.motif, reduce=args.reduce,
                                reduce_budget=args.reduce_budget, swap=args.swap, shard=args.shard,
                                store=args.store, use_store=not args.no_store,
                                check_targets=tuple(t for arg in args.check_targets for t in arg.split(",") if t),
                                since=args.since, screen=args.screen)
        except ValueError as e:
            raise UsageError(str(e)) from None
        return fuzz_command(fopts)

    f = _command(sub, "fuzz", call, help="generate programs aimed at the flag; report what it breaks, reduced",
                 description="Generates small linalg programs around the structure the flag acts on, judges each "
                             "as `difftest run` does, mutates the ones the flag reached, and writes each new "
                             "finding, one per bug (deduplicated by failing pass, op and message), attributed, "
                             "reduced and written with repro.sh and issue.md under OUT/findings/. Exit status: 1 "
                             "when the flag broke something, 2 when nothing could be judged or screened out, "
                             "130/143 when stopped by SIGINT/SIGTERM, else 0.")
    add_run_options(f, corpus="none")
    f.add_argument("--seed", type=non_negative_int, default=0, help="the same seed and toolchain give the same "
                                                                    "programs and findings")
    f.add_argument("--count", type=positive_int, help="programs to generate (the whole campaign's, with --shard)")
    f.add_argument("--time-budget", type=seconds, metavar="SECONDS",
                   help="start no program after this long (checked before each one; reductions come after, "
                        "within --reduce-budget each)")
    f.add_argument("--motif", default="multi-use", choices=("multi-use", "qkv", "any"),
                   help="what the programs are built around: the seed flag's multi-use producer, q/k/v matmuls "
                        "sharing a producer, or anything")
    f.add_argument("--screen", action=argparse.BooleanOptionalAction, default=None,
                   help="compile each round's programs to the flow phase first and drop those the flag does not "
                        "reach there: not compiled on, nor run (default: on, but for --motif any). Bugs of the "
                        "pair's common flags in those programs are then not looked for")
    f.add_argument("--no-reduce", dest="reduce", action="store_false", help="keep findings as generated")
    f.add_argument("--reduce-budget", type=seconds, default=120.0, metavar="SECONDS",
                   help="time to reduce each new finding (after the programs, on top of --time-budget)")
    f.add_argument("--swap", action="store_true",
                   help="the revert direction: the candidate's flags as the baseline, what breaks without the "
                        "flag; the baseline's own failures are then the flag's")
    f.add_argument("--bundle", type=Path, metavar="DIR",
                   help="with --compile-only: bundle the programs that compiled, for `difftest execute DIR`")
    f.add_argument("--shard", metavar="I/N",
                   help="run shard I of N (1-based) of the campaign: N shards of one --seed and --count make "
                        "exactly the campaign's programs; `--merge` their outputs")
    f.add_argument("--merge", nargs="+", type=Path, metavar="DIR",
                   help="merge these campaigns' outputs (shards, other targets or seeds) into --out, findings "
                        "deduplicated across them; nothing is fuzzed")
    _findings_options(f)


def _findings_options(f) -> None:
    """Where `difftest fuzz` keeps its findings, and where it checks them."""
    f.add_argument("--store", type=Path, metavar="FILE",
                   help="the findings store (SQLite): signatures seen before are reported as known and not "
                        "reduced again (default: fuzz/findings.sqlite in the cache)")
    f.add_argument("--no-store", action="store_true", help="remember no findings, and read none")
    f.add_argument("--check-target", dest="check_targets", action="append", default=[], metavar="T,T",
                   help="also compile each finding's reproducer for these targets, and say where it reproduces "
                        "(llvm-cpu:generic is checked on llvm-cpu always)")
    f.add_argument("--since", metavar="VERSION",
                   help="check each new finding on every IREE release from VERSION to the newest, installing "
                        "those the cache lacks, and say the first where it reproduces (without it: the releases "
                        "already installed)")


def _sweep(sub) -> None:
    def call(args, argv):
        from ..sweep.commands import sweep_command

        specs = [s for arg in args.toolchains for s in arg.split(",") if s]
        return sweep_command(RunOptions.from_namespace(args), args.releases, specs, args.nightlies, args.verbose)

    s = _command(sub, "sweep", call, help="the same A/B over every toolchain in a range: is the flag still needed?",
                 description="Runs the corpus's pair under each toolchain (each a normal run: journal, cache, "
                             "resume), and prints one row per toolchain with the verdict counts and the flag's "
                             "effect on the corpus, then a one-line answer. A toolchain that cannot be installed or "
                             "does not know the flag is a row that says so.")
    add_run_options(s)
    s.add_argument("--releases", metavar="A..B", help="the PyPI releases from A to B (e.g. 3.8.0..3.13.0)")
    s.add_argument("--nightlies", action="store_true",
                   help="with --releases: the daily candidates in the range too (from --find-links)")
    s.add_argument("--toolchains", action="append", default=[], metavar="SPEC,SPEC",
                   help="any toolchains instead, in this order (release:X, dir:PATH, git:REPO@REV)")
    s.add_argument("-v", "--verbose", action="store_true", help="per-case rows too")


def _history(sub) -> None:
    def call(args, argv):
        if args.args[0] == "import":
            from ..history.commands import import_command

            return import_command(args.db, [Path(a) for a in args.args[1:]])
        if len(args.args) != 1:
            raise UsageError("history DB: one history file (or `history import REPORT.json... --db DB`)")
        from ..report.trends import history_command

        return history_command(Path(args.args[0]), args.patterns, args.figure, args.since, args.html)

    h = _command(sub, "history", call, help="the results history: trends of a figure or a verdict per case",
                 description="`difftest history DB` prints (with --html, draws) each case's verdict and the "
                             "flag's delta on a figure over the runs in the history, per flag pair, and where "
                             "they changed. `difftest history import REPORT.json... --db DB` adds reports made "
                             "elsewhere (CI artifacts); `--history DB` on run, sweep, execute, merge and report "
                             "adds as it goes.")
    h.add_argument("args", nargs="+", metavar="DB | import REPORT...", help="the history file, or `import` and reports")
    h.add_argument("--db", type=Path, help="with import: the history file to add to")
    h.add_argument("-k", dest="patterns", action="append", default=[], metavar="EXPR", help="only cases matching EXPR")
    h.add_argument("--figure", default="dispatch-count",
                   help="the figure whose delta (candidate - baseline) is drawn: dispatch-count, "
                        "transient-memory-size, vmfb-bytes, ...")
    h.add_argument("--since", metavar="DATE",
                   help="only runs from this date on: 2026-11-01, today, yesterday, 3 days ago, 2 weeks ago")
    h.add_argument("--html", type=Path, help="draw the trends in this HTML file")


def _cache(sub) -> None:
    def call(args, argv):
        from ..run.housekeeping import cache_command

        return cache_command(args.action, args.cache_dir, getattr(args, "max_size", None),
                             getattr(args, "keep_runs", None))

    c = _command(sub, "cache", call, help="what the cache and difftest-out/ hold; evict the least recently used",
                 description="The cache holds compiled modules, runs, signatures, release toolchains and builds; "
                             "difftest-out/ one directory per run, kept as --lf, --resume and "
                             "update-expectations need them (a day; the newest of each corpus and target always; "
                             "the newest $DIFFTEST_KEEP_RUNS (20) besides; runs that judged nothing do not count), "
                             "and every fuzz campaign.")
    actions = c.add_subparsers(dest="action", required=True, parser_class=Parser)
    info = actions.add_parser("info", help="sizes by kind")
    prune = actions.add_parser("prune", help="evict least recently used entries until the cache fits")
    prune.add_argument("--max-size", metavar="SIZE", help="e.g. 2G or 500M: what the evictable cache may hold")
    prune.add_argument("--keep-runs", type=positive_int, metavar="N", help="keep only the newest N runs under "
                                                                           "difftest-out/, whatever their age "
                                                                           "(removals are logged, and a command "
                                                                           "asked for one says so)")
    for p in (info, prune):
        p.add_argument("--cache-dir", type=a_path, help="the cache (default: $DIFFTEST_CACHE or ~/.cache/difftest)")


SUBCOMMANDS = (_run, _update_expectations, _execute, _merge, _report, _explain, _where, _reduce, _bisect, _revert_check,
               _fuzz, _sweep, _history, _cache)


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="difftest", description="A/B differential testing for the IREE compiler")
    p.add_argument("--version", action="version", version=f"difftest {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    for add in SUBCOMMANDS:
        add(sub)
    return p
