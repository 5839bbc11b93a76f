"""Command line: each subcommand parses arguments and calls one driver."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import git

from . import results as res
from .corpus import ConfigError, load_corpus, select
from .pipeline import RunSettings, plan, run_cases
from .report import render_console, render_html, render_junit, render_markdown
from .targets import TargetError, parse_target
from .toolchain import ToolchainUnavailable, default_cache_dir, resolve


class UsageError(Exception):
    pass


def _add_run_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("corpus", nargs="+", type=Path, help="corpus directories or single .mlir/.mlirbc files")
    p.add_argument("-k", dest="patterns", action="append", default=[],
                   help="only cases whose name contains PATTERN or matches it as a glob (repeatable)")
    p.add_argument("--target", default="llvm-cpu",
                   help="llvm-cpu (default), llvm-cpu:CPU, rocm:gfx942, cuda:sm_80, vulkan:rdna3")
    p.add_argument("--toolchain", default="installed",
                   help="installed (default), release:X.Y.Z, dir:PATH, git:REPO@REV (with --build)")
    p.add_argument("--build", help="build command for git: toolchains; {src} and {out} are substituted")
    p.add_argument("--baseline-flag", action="append", dest="baseline_flags", metavar="FLAG",
                   help="replace the baseline's flags (repeatable)")
    p.add_argument("--candidate-flag", action="append", dest="candidate_flags", metavar="FLAG",
                   help="replace the candidate's flags (repeatable)")
    p.add_argument("--compile-flag", action="append", dest="compile_flags", default=[], metavar="FLAG",
                   help="raw extra iree-compile flag for every variant, e.g. an old release's spelling")
    p.add_argument("--reference", action="store_true",
                   help="also compile a plain variant (no data tiling) as the numeric arbiter")
    p.add_argument("--repeat", type=int, default=3, help="timed calls per run; the median is reported")
    p.add_argument("--warmup", type=int, default=1, help="untimed calls before timing")
    p.add_argument("--no-determinism-check", action="store_true",
                   help="skip the second baseline run that detects nondeterminism")
    p.add_argument("-j", "--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="cases in flight at once")
    p.add_argument("--compile-timeout", type=float, help="seconds per iree-compile (default 600, or the case's)")
    p.add_argument("--run-timeout", type=float, help="seconds per module run (default 300, or the case's)")
    p.add_argument("--out", type=Path, help="artifact directory (default difftest-out/<time>)")
    p.add_argument("--cache-dir", type=Path, help=f"compile and toolchain cache (default {default_cache_dir()})")
    p.add_argument("--no-cache", action="store_true", help="do not reuse or store compiled modules")
    p.add_argument("--json", type=Path, help="write the versioned JSON report here")
    p.add_argument("--junit", type=Path, help="write a JUnit XML report here")
    p.add_argument("--markdown", type=Path, help="write a Markdown report here")
    p.add_argument("--html", type=Path, help="write a self-contained HTML report here")
    p.add_argument("-x", "--fail-fast", action="store_true", help="stop after the first regression (with -j 1)")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="difftest", description="A/B differential testing for the IREE compiler")
    from . import __version__
    p.add_argument("--version", action="version", version=f"difftest {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="compile every case twice, run both, compare numerics and structure")
    _add_run_options(run)
    run.add_argument("--list", action="store_true", help="list the selected cases and exit")

    rep = sub.add_parser("report", help="render reports again from a --json report or a results.jsonl journal")
    rep.add_argument("results", type=Path, help="report.json, or difftest-out/<run>/results.jsonl")
    rep.add_argument("--json", type=Path, help="write the versioned JSON report here")
    rep.add_argument("--junit", type=Path, help="write a JUnit XML report here")
    rep.add_argument("--markdown", type=Path, help="write a Markdown report here")
    rep.add_argument("--html", type=Path, help="write a self-contained HTML report here")
    rep.set_defaults(func=cmd_report)

    from .bisect import cli as bisect_cli
    bisect_cli.add_parsers(sub, _add_run_options)
    return p


def load_cases(args) -> list:
    corpora = [load_corpus(path) for path in args.corpus]
    for c in corpora:
        c.cases = select(c.cases, args.patterns)
    if not any(c.cases for c in corpora):
        raise UsageError(f"no cases selected under {', '.join(map(str, args.corpus))}"
                         + (f" with -k {' -k '.join(args.patterns)}" if args.patterns else ""))
    return corpora


def settings_from_args(args, toolchain, out_dir: Path | None = None) -> RunSettings:
    target = parse_target(args.target)
    cache_dir = args.cache_dir or default_cache_dir()
    return RunSettings(
        target=target, toolchain=toolchain,
        out_dir=out_dir or args.out or Path("difftest-out") / time.strftime("%Y%m%d-%H%M%S"),
        cache_dir=None if args.no_cache else cache_dir,
        baseline_flags=args.baseline_flags, candidate_flags=args.candidate_flags,
        extra_flags=tuple(args.compile_flags), with_reference=args.reference, repeat=args.repeat,
        warmup=args.warmup, check_determinism=not args.no_determinism_check, jobs=max(1, args.jobs),
        compile_timeout=args.compile_timeout, run_timeout=args.run_timeout, fail_fast=args.fail_fast,
    )


def write_reports(args, results: list[res.CaseResult], meta: dict) -> None:
    if args.json:
        args.json.write_text(res.dumps(res.report_to_dict(results, meta)))
    if args.junit:
        args.junit.write_text(render_junit(results))
    if args.markdown:
        args.markdown.write_text(render_markdown(results))
    if args.html:
        args.html.write_text(render_html(results))


def cmd_run(args) -> int:
    parse_target(args.target)  # a typo must not cost a toolchain install first
    corpora = load_cases(args)
    if args.list:
        for c in corpora:
            for case in c.cases:
                print(case.name)
        return 0
    toolchain = resolve(args.toolchain, args.cache_dir, args.build)
    settings = settings_from_args(args, toolchain)
    planned = plan(corpora, settings)
    v = planned[0].variants
    print(f"difftest: {len(planned)} case(s), target {settings.target.name}, toolchain {toolchain.spec} "
          f"(iree-compile {toolchain.version} @ {(toolchain.commit or '?')[:12]})", flush=True)
    for variant in v:
        print(f"  {variant.name}: {' '.join(variant.flags) or '(no extra flags)'}", flush=True)

    def progress(r: res.CaseResult) -> None:
        print(f"  [{r.verdict.label}] {r.case} ({r.seconds:.1f} s)", flush=True)

    results = run_cases(planned, settings, progress)
    meta = {"target": settings.target.name, "toolchain": toolchain.describe(),
            "variants": {x.name: list(x.flags) for x in v}, "artifacts": str(settings.out_dir)}
    print()
    print(render_console(results))
    print(f"artifacts: {settings.out_dir}")
    write_reports(args, results, meta)
    return res.exit_code(results)


def cmd_report(args) -> int:
    results = res.load_results(args.results)
    print(render_console(results))
    write_reports(args, results, {"rendered_from": str(args.results)})
    return res.exit_code(results)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "run":
            return cmd_run(args)
        return args.func(args)
    except (ConfigError, UsageError, TargetError, ValueError, OSError) as e:
        print(f"difftest: error: {e}", file=sys.stderr)
        return 2
    except (git.BadName, git.InvalidGitRepositoryError, git.NoSuchPathError) as e:
        print(f"difftest: error: git: {e}", file=sys.stderr)
        return 2
    except ToolchainUnavailable as e:
        print(f"difftest: toolchain unavailable: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("difftest: interrupted; finished cases are in results.jsonl under the artifact directory",
              file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
