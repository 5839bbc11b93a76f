"""`difftest explain` and `difftest reduce` as library functions: one case,
from options to an explanation or a reproducer, and an exit status."""
from __future__ import annotations

import contextlib
import shlex
import sys
from pathlib import Path

from ..core import procs
from ..core.cache import OutDirLock
from ..core.errors import UsageError
from ..core.figures import ExpectationSyntaxError
from ..core.verdicts import Verdict
from ..corpus.checks import CheckTestError
from ..corpus.config import OUT_MARKER
from ..corpus.inputs import InputError
from ..corpus.signature import SignatureError
from ..run.meta import new_run_id
from ..run.options import RunOptions
from ..run.plan.settings import OUT_ROOT
from ..run.setup import one_case, resolve_toolchain, settings_for
from ..toolchains.targets import parse_target
from . import explain, irreduce, reduce


def command_settings(opts: RunOptions, command: str):
    """(toolchain, settings) of an investigating command, its artifacts in a directory of its own
    (`--out`, else difftest-out/COMMAND-RUNID), marked so that no corpus walk takes it for cases."""
    toolchain = resolve_toolchain(opts)
    settings = settings_for(opts, toolchain, out_dir=opts.out or OUT_ROOT / f"{command}-{new_run_id()}")
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    (settings.out_dir / OUT_MARKER).touch()
    return toolchain, settings


def _one_case_settings(opts: RunOptions, command: str):
    parse_target(opts.target)
    case = one_case(opts, command)
    toolchain, settings = command_settings(opts, command)
    print(f"difftest {command}: {case.name}, target {settings.target.name}, toolchain {toolchain.spec} "
          f"(iree-compile {toolchain.version} @ {(toolchain.commit or '?')[:12]})", file=sys.stderr, flush=True)
    return case, settings


@contextlib.contextmanager
def _case_errors(case):
    """A case that cannot be set up is a usage error naming its file."""
    try:
        yield
    except (SignatureError, InputError, ExpectationSyntaxError, CheckTestError) as e:
        raise UsageError(f"{case.path}: {e}") from None


def _say(line: str) -> None:
    print(f"  {line}", file=sys.stderr, flush=True)


def explain_command(opts: RunOptions, capture_mb: float, json_path: Path | None = None) -> int:
    case, settings = _one_case_settings(opts, "explain")
    with OutDirLock(settings.out_dir), procs.signals_stop_children(), _case_errors(case):
        ex = explain.explain_case(case, settings, int(capture_mb * 2**20), say=_say)
    return _finish(explain.render(ex), lambda path: explain.write(ex, path), "explain", settings, json_path,
                   ex.exit_code)


def _finish(text: str, write, command: str, settings, json_path: Path | None, code: int) -> int:
    """What explain and reduce end with: the text, COMMAND.json in the
    artifacts (and where --json says), and where the artifacts are."""
    print(text)
    write(settings.out_dir / f"{command}.json")
    if json_path:
        write(json_path)
    print(f"artifacts: {shlex.quote(str(settings.out_dir))}")
    return code


def reduce_command(opts: RunOptions, until: Verdict | None, time_budget: float, output: Path | None, level: str,
                   passes: str | None = None, json_path: Path | None = None, flags: bool = False) -> int:
    try:
        chosen = irreduce.passes_named(passes)
    except irreduce.ReduceError as e:
        raise UsageError(str(e)) from None
    case, settings = _one_case_settings(opts, "reduce")
    if case.function is not None:
        # Its IR is a file of many tests whose checks become results only
        # when lifted; reducing that file would reduce the other tests too.
        raise UsageError(f"reduce works on a plain case, and {case.name} is one test function of a check-test "
                         "file; `difftest run` writes its lifted module (the test alone, its checks as results) "
                         "as lifted.mlir in the case's artifact directory: reduce that, with "
                         f"`entry = \"{case.function}\"` in a difftest.toml beside it")
    try:
        with OutDirLock(settings.out_dir), procs.signals_stop_children(), _case_errors(case):
            red = reduce.reduce_case(case, settings, until=until, time_budget=time_budget, output=output,
                                     level=level, say=_say, passes=chosen, flags=flags)
    except irreduce.ReduceError as e:
        raise UsageError(str(e)) from None
    return _finish(reduce.render(red), lambda path: reduce.write(red, path), "reduce", settings, json_path,
                   red.exit_code)
