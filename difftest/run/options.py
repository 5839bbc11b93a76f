"""What a user asks `difftest run` for, typed: RunOptions, and the one
table of command-line options that fills it.

The CLI and the pytest plugin both parse with `add_run_options`, so an
option means the same in both. Every report records the options as they
were given (`meta["options"]`), so `--resume` and the follow-up commands a
report prints are built from them, never by re-parsing a command line.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.cache import default_cache_dir
from ..report.formats import FORMATS
from ..toolchains.backends import target_help
from ..toolchains.flagsets import BUILTIN
from ..toolchains.kinds import Resolver
from ..toolchains.targets import DEFAULT_TARGET


def _number(convert, what: str, low: float, strict: bool, why: str):
    """An argparse type: `convert(text)` above `low` (or at least it), with
    a message that says what was expected."""

    def parse(text: str):
        try:
            v = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not (v > low if strict else v >= low):
            raise argparse.ArgumentTypeError(f"{why}, got {text}")
        return v

    return parse


positive_int = _number(int, "a positive integer", 1, False, "must be at least 1")
non_negative_int = _number(int, "an integer", 0, False, "must not be negative")
megabytes = _number(float, "a size in MB", 0, False, "must not be negative")
seconds = _number(float, "seconds", 0, True, "must be positive")
percent = _number(float, "a percentage", 0, False, "must not be negative")

DEFAULT_JOBS = max(1, min(4, os.cpu_count() or 1))


@dataclass(frozen=True)
class RunOptions:
    corpus: tuple[Path, ...] = ()
    patterns: tuple[str, ...] = ()
    suite_config: Path | None = None
    golden_dirs: tuple[Path, ...] = ()
    # None: the --flagset's target where it names one, else DEFAULT_TARGET (run/setup.py: asked_target).
    target: str | None = None
    baseline_target: str | None = None  # a cross-device pair: the baseline on another target
    device: str | None = None  # a device URI (vulkan://1) instead of the driver's default
    toolchain: str = "installed"
    build: str | None = None
    build_dir: Path | None = None
    clean_builds: bool = False
    retry_failed: bool = False
    runtime: str | None = None
    find_links: tuple[str, ...] = ()
    baseline_flags: tuple[str, ...] | None = None
    candidate_flags: tuple[str, ...] | None = None
    compile_flags: tuple[str, ...] = ()
    flagset: str | None = None  # a named flag set (corpus/flagsets.py) every variant is compiled in
    reference: bool = False
    arbiter: bool = True
    compile_only: bool = False
    expectations: bool = True
    name_passes: bool = True
    retry_limits: bool = False
    repeat: int = 3
    warmup: int = 1
    gate_latency: float | None = None  # percent; None: latency never gates
    determinism: str = "auto"
    rerun: bool = False
    share_prefix: bool | None = None
    jobs: int = DEFAULT_JOBS
    compile_timeout: float | None = None
    run_timeout: float | None = None
    out: Path | None = None
    cache_dir: Path | None = None
    no_cache: bool = False
    fail_fast: bool = False
    # `difftest run` only
    list_only: bool = False
    quiet: bool = False
    verbose: bool = False
    wide: bool = False  # the console's case table with every column in full
    bundle: Path | None = None
    shard: str | None = None
    durations: Path | None = None
    last_failed: bool = False
    # The cases --last-failed chose, recorded so a --resume runs the same ones,
    # and the run it chose them from: the other cases stand as that run judged
    # them, and a later --last-failed reads them from there.
    only_cases: tuple[str, ...] | None = None
    last_failed_from: Path | None = None
    reports: dict[str, Path] = field(default_factory=dict)  # format name -> path
    history: Path | None = None  # the results history (SQLite) every judged case is added to
    audit: bool = False  # every figure checked against IREE's own tools (docs/audit.md)

    @classmethod
    def from_namespace(cls, ns: argparse.Namespace) -> "RunOptions":
        known = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in vars(ns).items() if k in known}
        for k in ("corpus", "patterns", "compile_flags", "baseline_flags", "candidate_flags", "golden_dirs",
                  "find_links"):
            if values.get(k) is not None:
                values[k] = tuple(values[k])
        if "list" in vars(ns):
            values["list_only"] = ns.list
        values["reports"] = {f.name: getattr(ns, f.name) for f in FORMATS if getattr(ns, f.name, None)}
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able, paths absolute: a resume may start anywhere."""
        out = {}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            out[f.name] = _plain_option(v)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RunOptions":
        """The options a report recorded; unknown keys (a newer difftest's)
        are ignored, malformed values raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError(f"recorded options are {type(data).__name__}, not a table")
        values = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                values[f.name] = _typed_option(f, data[f.name])
        return cls(**values)

    def resolver(self) -> Resolver:
        return Resolver(cache_dir=self.cache_dir or default_cache_dir(), build=self.build, runtime=self.runtime,
                        build_dir=self.build_dir, clean_builds=self.clean_builds, retry_failed=self.retry_failed,
                        find_links=tuple(self.find_links))


def _plain_option(v):
    if isinstance(v, Path):
        return str(v.resolve()) if not v.is_absolute() else str(v)
    if isinstance(v, tuple):
        return [_plain_option(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain_option(x) for k, x in v.items()}
    return v


_PATHS = {"suite_config", "build_dir", "out", "cache_dir", "bundle", "durations", "history", "last_failed_from"}
_TUPLES = {"patterns", "compile_flags", "baseline_flags", "candidate_flags", "only_cases", "find_links"}
_SCALARS = {"bool": bool, "int": int, "float": (int, float), "str": str}


def _typed_option(f: dataclasses.Field, v):
    name = f.name
    if v is None:
        return None
    if name in ("corpus", "golden_dirs"):
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise ValueError(f"{name}: expected a list of paths")
        return tuple(Path(x) for x in v)
    if name in _PATHS:
        if not isinstance(v, str):
            raise ValueError(f"{name}: expected a path")
        return Path(v)
    if name in _TUPLES:
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise ValueError(f"{name}: expected a list of strings")
        return tuple(v)
    if name == "reports":
        if not isinstance(v, dict) or not all(isinstance(x, str) for x in v.values()):
            raise ValueError("reports: expected a table of paths")
        return {k: Path(x) for k, x in v.items() if k in {fmt.name for fmt in FORMATS}}
    base = str(f.type).split("|")[0].strip()
    types = _SCALARS.get(base)
    if types is None:
        return v
    if not isinstance(v, types) or (isinstance(v, bool) and base in ("int", "float")):
        raise ValueError(f"{name}: expected {base}, got {type(v).__name__}")
    return v


# ---- the command-line table ------------------------------------------------------------


def add_run_options(p: argparse.ArgumentParser, corpus: str = "many") -> None:
    """The options every command that runs cases takes. `corpus`: "many"
    (required), "optional" (run, with --resume), "one" (explain, reduce),
    "none" (fuzz: it writes its own cases)."""
    if corpus == "none":
        pass
    elif corpus == "one":
        p.add_argument("corpus", nargs="+", type=Path, metavar="CASE",
                       help="one .mlir/.mlirbc file (its corpus's difftest.toml applies), or a corpus with -k "
                            "selecting one case")
    else:
        p.add_argument("corpus", nargs="+" if corpus == "many" else "*", type=Path,
                       help="corpus directories or single .mlir/.mlirbc files")
    if corpus != "none":
        p.add_argument("-k", dest="patterns", action="append", default=[], metavar="EXPR",
                       help="only cases matching EXPR, as pytest's -k: words starting at a word boundary of the "
                            "name, globs (diamond*), and/or/not and parentheses ('f16 and not bf16'); repeatable")
        p.add_argument("--suite-config", type=Path, metavar="FILE",
                       help="an iree-test-suites JSON config: its compile flags, run device, expected failures and "
                            "skips apply")
        p.add_argument("--golden-dir", dest="golden_dirs", action="append", type=Path, default=[], metavar="DIR",
                       help="where a suite's remote expected outputs were downloaded: the suite's own cache "
                            "(DIR/azure/manifest.json) or a mirror of the URLs' paths; repeatable")
    p.add_argument("--target", "--candidate-target", dest="target", default=None,
                   help=f"{target_help()}; the --flagset's target where its flags name one "
                        f"(default: {DEFAULT_TARGET})")
    p.add_argument("--baseline-target", metavar="TARGET",
                   help="compile and run the baseline for another target (e.g. llvm-cpu with --target "
                        "vulkan:llvmpipe): does the GPU backend agree with the CPU, on the same IR and flags?")
    p.add_argument("--device", metavar="URI",
                   help="the device to run on, when the target's driver sees several (vulkan://1, cuda://0), "
                        "or one on another machine: ssh://[USER@]HOST[:PORT]/DRIVER[?python=PATH] (HOST may be an "
                        "alias of your ssh config; docs/gpu.md); default: the driver's first here")
    _toolchain_options(p)
    _variant_options(p)
    _execution_options(p)
    _out_option(p)
    _cache_dir_option(p, f"compile and toolchain cache (else {default_cache_dir()})")
    p.add_argument("--no-cache", action="store_true", help="do not reuse or store compiled modules and runs")
    if corpus in ("one", "none"):
        return
    add_report_options(p)
    p.add_argument("-x", "--fail-fast", action="store_true", help="start no new case after the first regression")


def add_execute_options(p: argparse.ArgumentParser) -> None:
    """`difftest execute BUNDLE`: a bundle's run needs no compiler, so it
    takes the run's timing, jobs, arbiter, output and report options only."""
    _timing_options(p)
    _run_timeout_option(p, "seconds per module run (else the timeout the case was bundled with)")
    _jobs_option(p, default=1)
    _arbiter_option(p, "do not run the bundled reference when the pair differs")
    _out_option(p)
    _cache_dir_option(p, f"the cache for runs and generated parameters (else {default_cache_dir()}, where "
                         "`difftest cache prune` manages them)")
    p.add_argument("--no-cache", action="store_true",
                   help="reuse and store nothing: generated parameters are made into the run's directory")
    add_output_options(p)
    add_report_options(p)


def add_output_options(p: argparse.ArgumentParser) -> None:
    """How much a command that runs a corpus prints: `difftest run` and `execute`."""
    p.add_argument("-q", "--quiet", action="store_true", help="no progress; only the summary")
    p.add_argument("-v", "--verbose", action="store_true", help="every case's notes, in progress and summary")
    add_wide_option(p)


def add_wide_option(p: argparse.ArgumentParser) -> None:
    """The console's case table in full: `difftest run`, `execute` and `report`."""
    p.add_argument("--wide", action="store_true",
                   help="the case table with every column and figure in full, one line per case however wide "
                        "(default: short figures, folded to fit the terminal, or 120 columns off one)")


def add_report_options(p: argparse.ArgumentParser, verb: str = "write") -> None:
    for fmt in FORMATS:
        p.add_argument(f"--{fmt.name}", type=a_file, help=f"{verb} {fmt.what} here")
    p.add_argument("--history", type=a_file, metavar="DB",
                   help="add every judged case to this results history (SQLite; `difftest history DB` reads it)")


def _toolchain_options(p: argparse.ArgumentParser) -> None:
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
    p.add_argument("--find-links", dest="find_links", action="append", default=[], metavar="URL_OR_DIR",
                   help="take release: toolchains (and their daily candidates, 3.11.0rcYYYYMMDD) from this page "
                        "or directory of wheels alone, e.g. https://iree.dev/pip-release-links.html; repeatable")


def _variant_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--baseline-flag", action="append", dest="baseline_flags", metavar="FLAG",
                   help="replace the baseline's flags (repeatable)")
    p.add_argument("--candidate-flag", action="append", dest="candidate_flags", metavar="FLAG",
                   help="replace the candidate's flags (repeatable)")
    p.add_argument("--compile-flag", action="append", dest="compile_flags", default=[], metavar="FLAG",
                   help="raw extra iree-compile flag for every variant, e.g. an old release's spelling")
    p.add_argument("--flagset", metavar="NAME",
                   help="compile every variant in a named flag set, after each case's own flags: the context the "
                        f"pair is compared in. Built in: {', '.join(sorted(BUILTIN))}; a corpus defines its own as "
                        "[flagsets.NAME] in difftest.toml. Its target flags pick the target (--target may only "
                        "agree); the corpora's expect and xfail, recorded without it, are set aside")
    p.add_argument("--reference", action="store_true",
                   help="always compile and run the reference (the arbiter), not only when the pair differs")
    _arbiter_option(p, "do not compile a reference on demand when the pair differs and no golden exists")
    p.add_argument("--compile-only", action="store_true",
                   help="judge compile outcomes and structure alone; execute nothing")
    p.add_argument("--no-failing-pass", dest="name_passes", action="store_false",
                   help="do not compile a failed variant once more to name the pass it failed in")
    p.add_argument("--retry-limits", action="store_true",
                   help="compile a variant that failed only on a limit (llvm-cpu's vector or stack bounds) again with "
                        "the flag its hint names, and report what following the hint costs: the module's size and "
                        "the compile's time against the other variant's (one more compile; the verdict stays)")
    p.add_argument("--no-expectations", dest="expectations", action="store_false",
                   help="ignore the corpora's `expect` and `xfail`: they describe the corpus's own pair of "
                        "variants, not another one asked for here")


def _execution_options(p: argparse.ArgumentParser) -> None:
    _timing_options(p)
    p.add_argument("--check-determinism", dest="determinism", action="store_const", const="always", default="auto",
                   help="compile and run the baseline twice even when the candidate agrees with it (by default it "
                        "runs twice only when the outputs differ, the one time nondeterminism changes the verdict, "
                        "and compiles twice only when the pair's modules differ past the statistics: machine code, "
                        "constants or the VM module, where iree-compile may differ from itself)")
    p.add_argument("--no-determinism-check", dest="determinism", action="store_const", const="never",
                   help="never compile or run the baseline a second time")
    p.add_argument("--rerun", action="store_true",
                   help="execute even when an earlier run of the same module, inputs and runtime is cached")
    p.add_argument("--audit", action="store_true",
                   help="after each case, do its work again with IREE's own tools (iree-compile, iree-run-module) "
                        "and set every figure beside theirs: a figure they contradict is difftest's own finding, "
                        "and fails the gate (docs/audit.md)")
    p.add_argument("--shared-prefix", dest="share_prefix", action="store_const", const=True, default=None,
                   help="compile what the variants share once, up to global optimization, when the flags that "
                        "differ act only later (default for installed and release: toolchains)")
    p.add_argument("--no-shared-prefix", dest="share_prefix", action="store_const", const=False,
                   help="compile every variant in full (default for dir: and git: toolchains, whose flags may "
                        "act anywhere while they are being developed)")
    _jobs_option(p, default=DEFAULT_JOBS)
    p.add_argument("--compile-timeout", type=seconds,
                   help="seconds per iree-compile (else the case's compile_timeout, 600 by default)")
    _run_timeout_option(p, "seconds per module run (else the case's run_timeout, 300 by default)")


# ---- options more than one command declares: each once ------------------------------


def _run_timeout_option(p: argparse.ArgumentParser, why: str) -> None:
    p.add_argument("--run-timeout", type=seconds, help=why)


def _timing_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--repeat", type=positive_int, default=3, help="timed calls per run; the median is reported")
    p.add_argument("--warmup", type=non_negative_int, default=1, help="untimed calls before timing")
    p.add_argument("--gate-latency", type=percent, metavar="PCT",
                   help="a case whose candidate is slower by more than PCT percent (the whole 95%% interval of the "
                        "change above it; needs -j 1 and --repeat 5 or more; runs are timed anew) is a regression; "
                        "latency never gates otherwise")


def _jobs_option(p: argparse.ArgumentParser, default: int) -> None:
    p.add_argument("-j", "--jobs", type=positive_int, default=default, help="cases in flight at once")


def _arbiter_option(p: argparse.ArgumentParser, help: str) -> None:
    p.add_argument("--no-arbiter", dest="arbiter", action="store_false", help=help)


def attach_flag_values(argv: list[str], actions: list[argparse.Action]) -> list[str]:
    """`--baseline-flag --iree-opt-level=O2`, written as every other option
    is, reaches argparse as two options and fails with a bare "expected one
    argument". An IREE flag after an option whose value is a compiler flag
    (metavar FLAG) is that option's value, unless difftest itself takes it,
    whole or abbreviated as argparse allows (`--ref` for `--reference`).
    The command line's parser and the pytest plugin's --difftest-args share it."""
    options = {o for a in actions for o in a.option_strings}
    takes_flag = {o for a in actions if a.metavar == "FLAG" for o in a.option_strings}

    def difftests(token: str) -> bool:
        name = token.split("=")[0]
        return name in options or (name.startswith("--") and len(name) > 2
                                   and any(o.startswith(name) for o in options))

    out, i = [], 0
    while i < len(argv):
        if argv[i] in takes_flag and i + 1 < len(argv) and argv[i + 1].startswith("-") \
                and not difftests(argv[i + 1]):
            out.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def a_path(text: str) -> Path:
    """A path option's value: an empty one is Path("."), the working directory, which a run then took as its
    artifact directory (marking it never to be read as cases) or its cache."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path names the working directory; give a path")
    return Path(text)


def a_file(text: str) -> Path:
    """A report's path: `-` wrote a file named "-" (the console has standard output)."""
    if text.strip() == "-":
        raise argparse.ArgumentTypeError("`-` names no file: the console has standard output, so a report goes to "
                                         "a file of its own (report.json)")
    return a_path(text)


def _out_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", type=a_path,
                   help="artifact directory (default difftest-out/<run id>, rotated as `difftest cache --help` "
                        "says; an --out is never rotated); it must be writable, or the run is refused before it "
                        "starts")


def _cache_dir_option(p: argparse.ArgumentParser, help: str) -> None:
    p.add_argument("--cache-dir", type=a_path, default=None, help=help)
