"""Command line: each subcommand parses arguments and calls one driver."""
from __future__ import annotations

import argparse
import contextlib
import os
import platform
import secrets
import shlex
import subprocess
import sys
import time
from pathlib import Path


from . import procs
from . import results as res
from .corpus import ConfigError, ConfigTree, load_corpus, select, unique_names
from .pipeline import RunSettings, plan, run_cases
from .progress import Progress
from .report import render_console, render_html, render_junit, render_markdown
from .targets import TargetError, parse_target
from .toolchain import ToolchainUnavailable, default_cache_dir, resolve


class UsageError(Exception):
    pass


def _number(convert, what: str, low: float, strict: bool, why: str):
    """An argparse type: `convert(text)` that is above `low` (or at least
    it), with a message that says what was expected."""

    def parse(text: str):
        try:
            v = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not (v > low if strict else v >= low):
            raise argparse.ArgumentTypeError(f"{why}, got {text}")
        return v

    return parse


_positive_int = _number(int, "a positive integer", 1, False, "must be at least 1")
_non_negative_int = _number(int, "an integer", 0, False, "must not be negative")
_megabytes = _number(float, "a size in MB", 0, False, "must not be negative")
_seconds = _number(float, "seconds", 0, True, "must be positive")


def _add_run_options(p: argparse.ArgumentParser, corpus_required: bool = True, one_case: bool = False) -> None:
    if one_case:
        p.add_argument("corpus", nargs="+", type=Path, metavar="CASE",
                       help="one .mlir/.mlirbc file (its corpus's difftest.toml applies), or a corpus with -k "
                            "selecting one case")
    else:
        p.add_argument("corpus", nargs="+" if corpus_required else "*", type=Path,
                       help="corpus directories or single .mlir/.mlirbc files")
    p.add_argument("-k", dest="patterns", action="append", default=[], metavar="EXPR",
                   help="only cases matching EXPR, as pytest's -k: words starting at a word boundary of the name, "
                        "globs (diamond*), and/or/not and parentheses ('f16 and not bf16'); repeatable")
    p.add_argument("--suite-config", type=Path, metavar="FILE",
                   help="an iree-test-suites JSON config: its compile flags, expected failures and skips apply")
    p.add_argument("--target", default="llvm-cpu",
                   help="llvm-cpu, llvm-cpu:CPU, rocm:gfx942, cuda:sm_80, vulkan:rdna3")
    p.add_argument("--toolchain", default="installed",
                   help="installed, release:X.Y.Z, dir:PATH, git:REPO@REV (with --build)")
    p.add_argument("--build", help="build command for git: toolchains; {src} and {out} are substituted")
    p.add_argument("--build-dir", type=Path, metavar="DIR",
                   help="git: builds: the persistent worktree and build directory where each revision is checked "
                        "out in place and built incrementally (default: one in the cache per repo and command)")
    p.add_argument("--clean-builds", action="store_true",
                   help="git: builds: a fresh worktree and build directory for every build (slow; no increments)")
    p.add_argument("--retry-failed", action="store_true",
                   help="git: builds: build again revisions remembered as failing with a compile error")
    p.add_argument("--runtime", help="run with this runtime instead of the toolchain's own: installed or "
                                     "release:X.Y.Z (mixing revisions on purpose; recorded in every report)")
    p.add_argument("--baseline-flag", action="append", dest="baseline_flags", metavar="FLAG",
                   help="replace the baseline's flags (repeatable)")
    p.add_argument("--candidate-flag", action="append", dest="candidate_flags", metavar="FLAG",
                   help="replace the candidate's flags (repeatable)")
    p.add_argument("--compile-flag", action="append", dest="compile_flags", default=[], metavar="FLAG",
                   help="raw extra iree-compile flag for every variant, e.g. an old release's spelling")
    p.add_argument("--reference", action="store_true",
                   help="always compile and run the reference (the arbiter), not only when the pair differs")
    p.add_argument("--no-arbiter", dest="arbiter", action="store_false",
                   help="do not compile a reference on demand when the pair differs and no golden exists")
    p.add_argument("--compile-only", action="store_true",
                   help="judge compile outcomes and structure alone; execute nothing")
    p.add_argument("--no-expectations", dest="expectations", action="store_false",
                   help="ignore the corpora's `expect` and `xfail`: they describe the corpus's own pair of "
                        "variants, not another one asked for here")
    p.add_argument("--repeat", type=_positive_int, default=3, help="timed calls per run; the median is reported")
    p.add_argument("--warmup", type=_non_negative_int, default=1, help="untimed calls before timing")
    p.add_argument("--check-determinism", dest="determinism", action="store_const", const="always", default="auto",
                   help="run the baseline twice even when the candidate agrees with it (by default only when "
                        "they differ, the one time nondeterminism changes the verdict)")
    p.add_argument("--no-determinism-check", dest="determinism", action="store_const", const="never",
                   help="never run the baseline a second time")
    p.add_argument("--rerun", action="store_true",
                   help="execute even when an earlier run of the same module, inputs and runtime is cached")
    p.add_argument("--shared-prefix", dest="share_prefix", action="store_const", const=True, default=None,
                   help="compile what the variants share once, up to global optimization, when the flags that "
                        "differ act only later (default for installed and release: toolchains)")
    p.add_argument("--no-shared-prefix", dest="share_prefix", action="store_const", const=False,
                   help="compile every variant in full (default for dir: and git: toolchains, whose flags may "
                        "act anywhere while they are being developed)")
    p.add_argument("-j", "--jobs", type=_positive_int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="cases in flight at once")
    p.add_argument("--compile-timeout", type=_seconds, help="seconds per iree-compile (else the case's compile_timeout, 600 by default)")
    p.add_argument("--run-timeout", type=_seconds, help="seconds per module run (else the case's run_timeout, 300 by default)")
    p.add_argument("--out", type=Path, help="artifact directory (default difftest-out/<run id>)")
    p.add_argument("--cache-dir", type=Path, default=None, help=f"compile and toolchain cache (else {default_cache_dir()})")
    p.add_argument("--no-cache", action="store_true", help="do not reuse or store compiled modules and runs")
    if one_case:
        p.set_defaults(fail_fast=False)
        return
    p.add_argument("--json", type=Path, help="write the versioned JSON report here")
    p.add_argument("--junit", type=Path, help="write a JUnit XML report here")
    p.add_argument("--markdown", type=Path, help="write a Markdown report here")
    p.add_argument("--html", type=Path, help="write a self-contained HTML report here")
    p.add_argument("-x", "--fail-fast", action="store_true", help="start no new case after the first regression")


class _Help(argparse.HelpFormatter):
    """Shows an option's default when there is one worth showing."""

    def _get_help_string(self, action):
        text = action.help or ""
        if "%(default)" in text or action.default in (None, False, [], argparse.SUPPRESS) or not action.option_strings:
            return text
        return text + " (default: %(default)s)"


class Parser(argparse.ArgumentParser):
    """argparse, with a "did you mean" for a mistyped option or subcommand,
    and option defaults shown in --help."""

    def __init__(self, *a, **kw):
        kw.setdefault("formatter_class", _Help)
        super().__init__(*a, **kw)

    def _all_options(self) -> list[str]:
        opts = [o for a in self._actions for o in a.option_strings]
        for a in self._actions:
            if isinstance(a, argparse._SubParsersAction):
                for sub in a.choices.values():
                    opts += [o for x in sub._actions for o in x.option_strings]
        return sorted(set(opts))

    def error(self, message: str):
        import difflib
        import re

        hints = []
        m = re.search(r"unrecognized arguments: (.+)", message)
        if m:
            for arg in m.group(1).split():
                if arg.startswith("-"):
                    name = arg.split("=")[0]
                    close = difflib.get_close_matches(name, self._all_options(), n=1, cutoff=0.6)
                    if close:
                        hints.append(f"{name}: did you mean {close[0]}?")
        m = re.search(r"invalid choice: '([^']+)' \(choose from (.+)\)", message)
        if m:
            choices = [c.strip(" '") for c in m.group(2).split(",")]
            close = difflib.get_close_matches(m.group(1), choices, n=1, cutoff=0.5)
            if close:
                hints.append(f"did you mean {close[0]}?")
        super().error(message + "".join(f"\n  {h}" for h in hints))


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="difftest", description="A/B differential testing for the IREE compiler")
    from . import __version__
    p.add_argument("--version", action="version", version=f"difftest {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    run = sub.add_parser("run", help="compile every case twice, run both, compare numerics and structure")
    _add_run_options(run, corpus_required=False)
    run.add_argument("--list", action="store_true", help="list the selected cases and exit")
    run.add_argument("-q", "--quiet", action="store_true", help="no progress; only the summary")
    run.add_argument("-v", "--verbose", action="store_true", help="every case's notes, in progress and summary")
    run.add_argument("--resume", type=Path, metavar="OUT_DIR",
                     help="finish an interrupted run: only the cases without a record are run")
    run.add_argument("--bundle", type=Path, metavar="DIR",
                     help="with --compile-only: write a self-contained bundle (modules, inputs, goldens, records) "
                          "for `difftest execute DIR` on a machine with only the runtime")
    run.add_argument("--shard", metavar="I/N", help="run only shard I of N (1-based), split deterministically")
    run.add_argument("--durations", type=Path, metavar="REPORT",
                     help="balance shards by the case times of an earlier report or journal (else by file size)")

    up = sub.add_parser("update-expectations", help="rewrite expect/xfail in the corpora's difftest.toml from a report",
                        description="Pins the observed dispatch counts and transient memory as exact expectations "
                                    "for the report's target, drops expectations that failed, removes xfails that "
                                    "now pass and adds xfails for cases that now fail. Comments are kept.")
    up.add_argument("report", type=Path, help="a --json report or a results.jsonl journal")
    up.add_argument("--dry-run", action="store_true", help="print the diff; write nothing")
    up.set_defaults(func=cmd_update_expectations)

    ex = sub.add_parser("execute", help="run and judge a compile-only bundle; needs only the runtime",
                        description="Runs the bundle written by `difftest run --compile-only --bundle DIR` and "
                                    "judges it as `difftest run` would. Exit status as `difftest run`.")
    ex.add_argument("bundle", type=Path, help="the bundle directory")
    ex.add_argument("--device", metavar="DRIVER",
                    help="the runtime driver (default: the bundle target's, e.g. cuda for cuda:sm_80)")
    ex.add_argument("--repeat", type=_positive_int, default=3, help="timed calls per run; the median is reported")
    ex.add_argument("--warmup", type=_non_negative_int, default=1, help="untimed calls before timing")
    ex.add_argument("-j", "--jobs", type=_positive_int, default=1, help="cases in flight at once")
    ex.add_argument("--no-arbiter", dest="arbiter", action="store_false",
                    help="do not run the bundled reference when the pair differs")
    ex.add_argument("--out", type=Path, help="artifact directory (default difftest-out/<run id>)")
    ex.add_argument("--cache-dir", type=Path, default=None, help="run cache (default: none on this machine)")
    ex.add_argument("-q", "--quiet", action="store_true", help="no progress; only the summary")
    ex.add_argument("-v", "--verbose", action="store_true", help="every case's notes")
    for name, what in (("--json", "the versioned JSON report"), ("--junit", "a JUnit XML report"),
                       ("--markdown", "a Markdown report"), ("--html", "a self-contained HTML report")):
        ex.add_argument(name, type=Path, help=f"write {what} here")
    ex.set_defaults(func=cmd_execute)

    mg = sub.add_parser("merge", help="combine the reports of shards into one",
                        description="Exit status: 2 when the reports are not parts of one run (other flags, "
                                    "target or compiler), or when cases are missing or duplicated; else as "
                                    "`difftest report`.")
    mg.add_argument("reports", nargs="+", type=Path, help="--json reports (or results.jsonl journals) of the shards")
    mg.add_argument("-o", "--output", type=Path, required=True, help="the merged JSON report")
    mg.add_argument("--junit", type=Path, help="also write a JUnit XML report here")
    mg.add_argument("--markdown", type=Path, help="also write a Markdown report here")
    mg.add_argument("--html", type=Path, help="also write an HTML report here")
    mg.set_defaults(func=cmd_merge)

    rep = sub.add_parser("report", help="render reports again from a --json report or a results.jsonl journal",
                         description="Exit status: 0, 1 or 2, as the run that made the report would have "
                                     "exited (1 when it holds a regression).")
    rep.add_argument("results", type=Path, help="report.json, or difftest-out/<run>/results.jsonl")
    rep.add_argument("--json", type=Path, help="write the versioned JSON report here")
    rep.add_argument("--junit", type=Path, help="write a JUnit XML report here")
    rep.add_argument("--markdown", type=Path, help="write a Markdown report here")
    rep.add_argument("--html", type=Path, help="write a self-contained HTML report here")
    rep.set_defaults(func=cmd_report)

    xp = sub.add_parser(
        "explain", help="from 'it differs' to the dispatch: the first divergent dispatch, or the failing executable",
        description="For a case whose candidate differs numerically: compiles both variants with dispatch tracing, "
                    "aligns the candidate's traced tensors with the baseline's by data, and reports the first "
                    "divergent dispatch (its symbol, error figures, the source locations of its ops, and both "
                    "variants' executable sources with a diff). For a candidate that fails to compile: the "
                    "executable that fails alone with the same error. Exit status: 0 when it localised something "
                    "(or nothing differs), 1 when it could not (the reason is printed), 2 on a usage error.")
    _add_run_options(xp, one_case=True)
    xp.add_argument("--capture-mb", type=_megabytes, default=256, metavar="MB",
                    help="tensor data kept per traced run; the rest is compared by hash only, and the report says "
                         "how much was dropped")
    xp.add_argument("--json", type=Path, help="also write the explanation as JSON here (it is always written to "
                                              "explain.json in --out)")
    xp.set_defaults(func=cmd_explain)

    rd = sub.add_parser(
        "reduce", help="the smallest standalone case that keeps the verdict: a failing executable and a reduced program",
        description="Reduces one case to the smallest standalone case that keeps its verdict (or --until VERDICT), "
                    "with the same first error line for compile failures. Dispatch level (compile failures of the "
                    "candidate): the executable that fails alone, with the exact iree-compile command. Program "
                    "level: delta debugging of the entry function (drop results, cut values into arguments, bypass "
                    "ops), each step judged by the pipeline. Writes OUTPUT/<case>.mlir and its entry in "
                    "OUTPUT/difftest.toml (inputs, variants, an xfail naming the error), then runs it once more "
                    "from there. Exit status: 0 when a reproducer was written and checked, 1 when not (the reason "
                    "is printed), 2 on a usage error.")
    _add_run_options(rd, one_case=True)
    rd.add_argument("--until", metavar="VERDICT", type=_verdict_label,
                    help="the verdict to keep (default: the one the case gets now, ignoring the corpus's xfail)")
    rd.add_argument("--time-budget", type=_seconds, default=600.0, metavar="SECONDS",
                    help="stop the program level after this long, with what it has (then not 1-minimal)")
    rd.add_argument("-o", "--output", type=Path, default=Path("reduced"), metavar="DIR",
                    help="the corpus directory the reduced case is written to")
    rd.add_argument("--level", choices=("auto", "dispatch", "program"), default="auto",
                    help="auto: the dispatch level for compile failures of the candidate, then the program level")
    rd.add_argument("--json", type=Path, help="also write what was done as JSON here (it is always written to "
                                              "reduce.json in --out)")
    rd.set_defaults(func=cmd_reduce)

    from .bisect.options import add_parsers
    add_parsers(sub, _add_run_options)
    return p


def _toolchain(args):
    return resolve(args.toolchain, args.cache_dir, args.build, args.runtime,
                   {"build_dir": args.build_dir, "clean": args.clean_builds, "retry_failed": args.retry_failed})


def _verdict_label(text: str):
    try:
        return res.Verdict.from_label(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _one_case_settings(args, command: str):
    parse_target(args.target)
    case = one_case(args, command)
    toolchain = _toolchain(args)
    run_id = new_run_id()
    settings = settings_from_args(args, toolchain, out_dir=args.out or Path("difftest-out") / f"{command}-{run_id}")
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    (settings.out_dir / ".difftest-out").touch()
    print(f"difftest {command}: {case.name}, target {settings.target.name}, toolchain {toolchain.spec} "
          f"(iree-compile {toolchain.version} @ {(toolchain.commit or '?')[:12]})", file=sys.stderr, flush=True)
    return case, settings


@contextlib.contextmanager
def _case_errors(case):
    """A case that cannot be set up is a usage error naming its file."""
    from .compare import ExpectationSyntaxError
    from .inputs import InputError
    from .signature import SignatureError

    try:
        yield
    except (SignatureError, InputError, ExpectationSyntaxError) as e:
        raise UsageError(f"{case.path}: {e}") from None


def _say(line: str) -> None:
    print(f"  {line}", file=sys.stderr, flush=True)


def cmd_reduce(args) -> int:
    from .irreduce import ReduceError
    from .reduce import reduce_case, render, write

    case, settings = _one_case_settings(args, "reduce")
    try:
        with procs.signals_stop_children(), _case_errors(case):
            red = reduce_case(case, settings, until=args.until, time_budget=args.time_budget, output=args.output,
                              level=args.level, say=_say)
    except ReduceError as e:
        raise UsageError(str(e)) from None
    print(render(red))
    write(red, settings.out_dir / "reduce.json")
    if args.json:
        write(red, args.json)
    print(f"artifacts: {settings.out_dir}")
    return red.exit_code


def one_case(args, command: str):
    """The one case a per-case command works on."""
    cases = load_cases(args)
    if len(cases) > 1:
        # `-k qkv_three_users` also selects qkv_three_users_elementwise; a
        # pattern that is exactly one case's name means that case.
        exact = [c for c in cases if any(p in (c.name, c.key) for p in args.patterns)]
        cases = exact if len(exact) == 1 else cases
    if len(cases) != 1:
        names = ", ".join(c.name for c in cases[:8]) + (", ..." if len(cases) > 8 else "")
        raise UsageError(f"{command} works on one case, and {len(cases)} are selected ({names}); "
                         "give one file, or select one with -k")
    return cases[0]


def cmd_explain(args) -> int:
    from .explain import explain_case, render, write

    case, settings = _one_case_settings(args, "explain")
    with procs.signals_stop_children(), _case_errors(case):
        ex = explain_case(case, settings, int(args.capture_mb * 2**20), say=_say)
    print(render(ex))
    write(ex, settings.out_dir / "explain.json")
    if args.json:
        write(ex, args.json)
    print(f"artifacts: {settings.out_dir}")
    return ex.exit_code


def load_cases(args) -> list:
    """The selected cases of every corpus given, with unique names."""
    if not args.corpus:
        raise UsageError("no corpus given (difftest run CORPUS..., or --resume OUT_DIR)")
    tree = ConfigTree()
    suite = None
    if getattr(args, "suite_config", None):
        from .suites import load_suite_config

        suite = load_suite_config(args.suite_config)
        if suite.dropped_flags:
            print(f"difftest: {args.suite_config.name}: target flags {' '.join(suite.dropped_flags)} are left to "
                  f"--target ({args.target})", file=sys.stderr)
    cases = [c for path in args.corpus for c in load_corpus(path, tree, suite).cases]
    cases = select(unique_names(cases), args.patterns)
    if not cases:
        raise UsageError(f"no cases selected under {', '.join(map(str, args.corpus))}"
                         + (f" with -k {' -k '.join(args.patterns)}" if args.patterns else ""))
    return cases


def new_run_id() -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"


def settings_from_args(args, toolchain, out_dir: Path | None = None, run_id: str | None = None) -> RunSettings:
    target = parse_target(args.target)
    cache_dir = args.cache_dir or default_cache_dir()
    return RunSettings(
        target=target, toolchain=toolchain,
        out_dir=out_dir or args.out or Path("difftest-out") / (run_id or new_run_id()),
        cache_dir=None if args.no_cache else cache_dir,
        baseline_flags=args.baseline_flags, candidate_flags=args.candidate_flags,
        extra_flags=tuple(args.compile_flags), with_reference=args.reference, repeat=args.repeat,
        warmup=args.warmup, determinism=args.determinism, jobs=args.jobs,
        compile_timeout=args.compile_timeout, run_timeout=args.run_timeout, fail_fast=args.fail_fast,
        compile_only=args.compile_only, arbiter=args.arbiter, rerun=args.rerun, share_prefix=args.share_prefix,
        expectations=args.expectations,
    )


def host_description() -> dict:
    """The resolved host CPU: llvm-cpu codegen for `host` depends on it."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    out = {"cpu": cpu, "machine": platform.machine(), "cores": os.cpu_count()}
    try:
        import iree._runtime_libs as libs  # type: ignore

        exe = Path(libs.__file__).parent / "iree-cpuinfo"
        if exe.exists():
            p = subprocess.run([str(exe)], capture_output=True, text=True, timeout=20, stdin=subprocess.DEVNULL)
            out["features"] = sorted(ln.split()[0] for ln in p.stdout.splitlines()
                                     if ln.strip() and ln.split()[-1] == "1")
    except Exception:
        pass
    return out


def run_meta(settings: RunSettings, planned, argv: list[str] | None, run_id: str) -> dict:
    from . import __version__

    sets: dict[str, dict[str, list[str]]] = {}
    for p in planned:
        key = repr([(v.name, v.flags) for v in p.variants])
        sets.setdefault(key, {v.name: list(v.flags) for v in p.variants})
    variant_sets = list(sets.values())
    return {
        "difftest_version": __version__, "run_id": run_id, "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "target": settings.target.name, "target_flags": list(settings.target.compile_flags),
        "driver": settings.target.driver, "toolchain": settings.toolchain.describe(),
        "host": host_description(), "variants": variant_sets[0] if variant_sets else {},
        **({"variant_sets": variant_sets} if len(variant_sets) > 1 else {}),
        "extra_flags": list(settings.extra_flags), "compile_only": settings.compile_only, "jobs": settings.jobs,
        # The variants as asked for on the command line (corpora may configure their own per case).
        "variant_args": {"baseline": settings.baseline_flags, "candidate": settings.candidate_flags,
                         "reference": settings.with_reference},
        "argv": argv or [], "cwd": os.getcwd(), "artifacts": str(settings.out_dir),
    }


def write_reports(args, results: list[res.CaseResult], meta: dict) -> None:
    outputs = [(args.json, lambda: res.dumps(res.report_to_dict(results, meta))),
               (args.junit, lambda: render_junit(results, meta)),
               (args.markdown, lambda: render_markdown(results, meta)),
               (args.html, lambda: render_html(results, meta))]
    for path, render in outputs:
        if path:
            res.write_atomic(path, render())


def _judgement_messages(results: list[res.CaseResult], settings_or_meta: dict) -> list[str]:
    """Why a run that regressed nothing still does not pass."""
    out = []
    tc = settings_or_meta.get("toolchain", {})
    unknown = sorted({(v.name, v.compile.unsupported_flag) for r in results
                      if r.verdict is res.Verdict.FLAG_UNSUPPORTED for v in r.variants.values()
                      if v.compile and v.compile.unsupported_flag})
    for side, flag in unknown:
        n = sum(r.verdict is res.Verdict.FLAG_UNSUPPORTED for r in results)
        out.append(f"iree-compile {tc.get('version')} @ {(tc.get('commit') or '?')[:12]} does not know {flag} "
                   f"({side} flags); {n} case(s) could not be judged")
    nodev = [r for r in results if r.verdict is res.Verdict.NO_DEVICE]
    if nodev:
        out.append(f"no device for target {nodev[0].target}: {nodev[0].reason.removeprefix('no device: ')}; "
                   f"{len(nodev)} case(s) compiled but not run. Use --compile-only to judge compile outcomes "
                   "and structure alone")
    errors = [r for r in results if r.verdict is res.Verdict.CASE_ERROR]
    if errors:
        out.append(f"{len(errors)} case(s) could not be set up (case-error); see their reasons above")
    if results and not any(r.verdict.judged for r in results):
        out.append("nothing was judged, so this run cannot pass")
    return out


def _resume_args(args, parser_argv: list[str] | None) -> tuple[object, object]:
    """The original run's arguments, from its journal's header."""
    journal = args.resume / "results.jsonl"
    loaded = res.read_journal(journal)
    argv = loaded.meta.get("argv")
    if not argv:
        raise UsageError(f"{journal}: the journal does not record its command line; cannot resume")
    old = build_parser().parse_args(argv)
    old.out = args.resume
    # Paths in the recorded command line are relative to where it ran.
    cwd = Path(loaded.meta.get("cwd") or ".")
    old.corpus = [p if p.is_absolute() else cwd / p for p in old.corpus]
    for name in ("cache_dir", "json", "junit", "markdown", "html"):
        p = getattr(old, name)
        if p is not None and not p.is_absolute():
            setattr(old, name, cwd / p)
    return old, loaded


def cmd_run(args, argv: list[str] | None = None) -> int:
    loaded = None
    if args.resume:
        if args.corpus:
            raise UsageError("--resume takes the original run's arguments from its journal; give no corpus")
        args, loaded = _resume_args(args, argv)
        argv = loaded.meta.get("argv")
    parse_target(args.target)  # a typo must not cost a toolchain install first
    cases = load_cases(args)
    if args.list:
        for case in cases:
            print(case.name)
        return 0
    toolchain = _toolchain(args)
    run_id = new_run_id()
    settings = settings_from_args(args, toolchain, run_id=run_id)
    bundle = None
    if getattr(args, "bundle", None):
        if not args.compile_only:
            raise UsageError("--bundle writes what a compile-only run compiled: add --compile-only")
        from .bundle import BundleWriter

        bundle = settings.bundle = BundleWriter(args.bundle)
    shard = None
    if getattr(args, "shard", None):
        from .shards import durations_from, parse_shard, split

        index, count = parse_shard(args.shard)
        everything = cases
        cases = split(cases, count, durations_from(args.durations) if args.durations else None)[index - 1]
        shard = {"index": index, "count": count, "all_cases": [c.name for c in everything]}
        if not cases:
            raise UsageError(f"--shard {args.shard}: this shard has no case ({len(everything)} case(s) in all)")
    planned = plan(cases, settings)
    done: dict[str, res.CaseResult] = {}
    if loaded is not None:
        done = {r.case: r for r in loaded.cases if r.verdict is not res.Verdict.INTERRUPTED}
        for w in loaded.warnings:
            print(f"difftest: warning: {w}", file=sys.stderr)
    todo = [p for p in planned if p.case.name not in done]
    meta = run_meta(settings, planned, argv, run_id)
    if shard:
        meta["shard"] = shard
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    journal = res.Journal(settings.out_dir / "results.jsonl",
                          res.journal_header(run_id, meta, resumes=loaded.meta.get("run_id") if loaded else None))
    if not args.quiet:
        print(f"difftest: {len(planned)} case(s), target {settings.target.name}, toolchain {toolchain.spec} "
              f"(iree-compile {toolchain.version} @ {(toolchain.commit or '?')[:12]})"
              + (f"; resuming: {len(done)} done, {len(todo)} to run" if loaded is not None else ""), flush=True)
        for name, flags in meta["variants"].items():
            print(f"  {name}: {' '.join(flags) or '(no extra flags)'}", flush=True)
        if "variant_sets" in meta:
            print(f"  ({len(meta['variant_sets'])} variant sets: corpora configure their own)", flush=True)

    from .shards import DurationMemo, longest_first

    memo = DurationMemo(settings.cache_dir)
    order = {c.name: i for i, c in enumerate(longest_first([p.case for p in todo], memo.by_name(cases)))}
    todo = sorted(todo, key=lambda p: order[p.case.name])
    progress = Progress(len(todo), settings.jobs, mode="quiet" if args.quiet else None, verbose=args.verbose)
    try:
        with procs.signals_stop_children():
            state = run_cases(todo, settings, progress.finish, journal=journal, progress=progress)
    finally:
        progress.close()
    memo.update(state.results)
    by_name = {**done, **{r.case: r for r in state.results}}
    results = [by_name[p.case.name] for p in planned if p.case.name in by_name]
    if bundle is not None:
        bundle.finish(meta, [p.case.name for p in planned])
        size = sum(f.stat().st_size for f in bundle.root.rglob("*") if f.is_file())
        print(f"bundle: {bundle.root} ({len(bundle.entries)} case(s), {size / 2**20:.1f} MiB); run it with "
              f"`difftest execute {shlex.quote(str(bundle.root))}`", file=sys.stderr)
    print()
    print(render_console(results, meta, verbose=args.verbose))
    print(f"artifacts: {settings.out_dir}")
    write_reports(args, results, meta)
    if state.interrupted:
        missing = len(planned) - len(results)
        name = "SIGTERM" if state.interrupted == 15 else "SIGINT"
        print(f"difftest: interrupted by {name}: {len(results)} case(s) recorded in {journal.path}, "
              f"{missing} not started; finish with: difftest run --resume {shlex.quote(str(settings.out_dir))}",
              file=sys.stderr)
        return 128 + state.interrupted
    code = res.exit_code(results)
    if code == 2:
        for line in _judgement_messages(results, meta):
            print(f"difftest: error: {line}", file=sys.stderr)
    return code


def cmd_report(args) -> int:
    loaded = res.load_results(args.results)
    for w in loaded.warnings:
        print(f"difftest: warning: {w}", file=sys.stderr)
    meta = dict(loaded.meta)
    meta["rendered_from"] = str(args.results)
    print(render_console(loaded.cases, meta, header=True))
    write_reports(args, loaded.cases, meta)
    return res.exit_code(loaded.cases)


def cmd_execute(args) -> int:
    from . import bundle as bundles
    from .pipeline import BundleSession, execute_entry

    b = bundles.Bundle(args.bundle)
    b.verify()
    meta = dict(b.meta)
    run_id = new_run_id()
    target = bundles.with_driver(parse_target(meta.get("target", "llvm-cpu")), args.device)
    toolchain = bundles.runtime_toolchain(b)
    settings = RunSettings(target=target, toolchain=toolchain, out_dir=args.out or Path("difftest-out") / run_id,
                           cache_dir=args.cache_dir, repeat=args.repeat, warmup=args.warmup, jobs=args.jobs,
                           arbiter=args.arbiter)
    entries = b.cases()
    meta.update({"run_id": run_id, "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "driver": target.driver,
                 "host": host_description(), "jobs": settings.jobs, "compile_only": False,
                 "executed_from": str(args.bundle), "compiled_run_id": b.meta.get("run_id"),
                 "toolchain": {**(meta.get("toolchain") or {}), "runtime": _runtime_version()}})
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    journal = res.Journal(settings.out_dir / "results.jsonl", res.journal_header(run_id, meta))
    if not args.quiet:
        print(f"difftest execute: {len(entries)} case(s) from {args.bundle}, target {target.name} "
              f"(driver {target.driver}), compiled by iree-compile {toolchain.version} @ "
              f"{(toolchain.commit or '?')[:12]}", flush=True)
    progress = Progress(len(entries), settings.jobs, mode="quiet" if args.quiet else None, verbose=args.verbose)
    session = BundleSession(settings, b.root, entries, progress)
    try:
        with procs.signals_stop_children():
            state = run_cases(entries, settings, progress.finish, journal=journal, session=session,
                              case_fn=execute_entry)
    finally:
        progress.close()
        session.close()
    results = state.results
    print()
    print(render_console(results, meta, verbose=args.verbose))
    print(f"artifacts: {settings.out_dir}")
    write_reports(args, results, meta)
    if state.interrupted:
        print(f"difftest execute: interrupted; {len(results)} case(s) recorded in {journal.path}", file=sys.stderr)
        return 128 + state.interrupted
    code = res.exit_code(results)
    if code == 2:
        for line in _judgement_messages(results, meta):
            print(f"difftest: error: {line}", file=sys.stderr)
    return code


def _runtime_version() -> str:
    try:
        from importlib.metadata import version

        return f"iree-base-runtime {version('iree-base-runtime')}"
    except Exception:
        return "iree-base-runtime (version unknown)"


def cmd_update_expectations(args) -> int:
    from .expectations import update

    changes = update(args.report, dry_run=args.dry_run)
    for ch in changes:
        if args.dry_run:
            sys.stdout.write(ch.diff())
        for n in ch.notes:
            print(f"  {n}")
    verb = "would change" if args.dry_run else "changed"
    print(f"difftest update-expectations: {verb} {len(changes)} file(s)"
          + (": " + ", ".join(str(c.path) for c in changes) if changes else ""))
    return 0


def cmd_merge(args) -> int:
    from .shards import merge

    merged = merge([(p, res.load_results(p)) for p in args.reports])
    res.write_atomic(args.output, res.dumps(res.report_to_dict(merged.cases, merged.meta)))
    args.json = None
    write_reports(args, merged.cases, merged.meta)
    print(render_console(merged.cases, merged.meta))
    problems = []
    if merged.missing:
        problems.append(f"{len(merged.missing)} case(s) missing from every shard: {', '.join(merged.missing[:10])}")
    if merged.duplicated:
        problems.append(f"{len(merged.duplicated)} case(s) in more than one shard: {', '.join(merged.duplicated[:10])}")
    for p in problems:
        print(f"difftest merge: error: {p}", file=sys.stderr)
    return 2 if problems else res.exit_code(merged.cases)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "run":
            return cmd_run(args, list(sys.argv[1:] if argv is None else argv))
        if args.command in ("bisect", "revert-check"):
            # Ctrl-C and SIGTERM stop the build's whole process group too.
            with procs.signals_stop_children():
                return args.func(args)
        return args.func(args)
    except (ConfigError, UsageError, TargetError, res.ReportError, ValueError, OSError) as e:
        print(f"difftest: error: {e}", file=sys.stderr)
        return 2
    except ToolchainUnavailable as e:
        print(f"difftest: toolchain unavailable: {e}", file=sys.stderr)
        return 2
    except procs.Interrupted as e:
        print(f"difftest: {e}", file=sys.stderr)
        return 128 + e.signum
    except KeyboardInterrupt:
        print("difftest: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        git = sys.modules.get("git")  # imported only by the git-based commands
        if git is not None and isinstance(e, (git.BadName, git.InvalidGitRepositoryError, git.NoSuchPathError)):
            print(f"difftest: error: git: {e}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    sys.exit(main())
