"""The command line. Nothing imports this package but `python -m difftest`
and the console entry point."""
from __future__ import annotations

import os
import sys

from ..core import console, environment, procs
from ..core.errors import UsageError, usage_error_of
from ..core.loading import ReportError
from ..core.verdicts import EXIT_USAGE, exit_for_signal
from ..corpus.config import ConfigError
from ..run.housekeeping import rotated_notes
from ..toolchains.base import ToolchainUnavailable
from ..toolchains.targets import TargetError
from .parser import build_parser


def main(argv: list[str] | None = None) -> int:
    if argv is None:  # the program itself, not a caller that owns stdout
        console.guard_stdout()  # a closed pipe stops the console, never the run
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        os.getcwd()
    except FileNotFoundError:  # every relative path would fail later, as a bare "[Errno 2]"
        print("difftest: error: the working directory no longer exists (removed while this shell was in it): cd "
              "to one that does", file=sys.stderr)
        return EXIT_USAGE
    try:
        args = build_parser().parse_args(argv)
    except KeyboardInterrupt:
        print("difftest: interrupted", file=sys.stderr)
        return exit_for_signal(2)
    try:
        if getattr(args, "stops_children", False):
            # Ctrl-C and SIGTERM stop the build's whole process group too.
            with procs.signals_stop_children():
                return args.func(args, argv)
        return args.func(args, argv)
    except OSError as e:
        print(f"difftest: error: {environment.of_error(e) or e}", file=sys.stderr)
        return _said_rotated(argv)
    except (ConfigError, UsageError, TargetError, ReportError, ValueError) as e:
        print(f"difftest: error: {e}", file=sys.stderr)
        return _said_rotated(argv)
    except ToolchainUnavailable as e:
        print(f"difftest: toolchain unavailable: {e}", file=sys.stderr)
        return EXIT_USAGE
    except procs.Interrupted as e:
        print(f"difftest: {e}", file=sys.stderr)
        return exit_for_signal(e.signum)
    except KeyboardInterrupt:
        print("difftest: interrupted", file=sys.stderr)
        return exit_for_signal(2)
    except Exception as e:
        usage = usage_error_of(e)
        if usage is None:
            raise
        print(f"difftest: error: {usage}", file=sys.stderr)
        return EXIT_USAGE


def _said_rotated(argv: list[str]) -> int:
    """A command that failed for a run directory the rotation removed says so."""
    for note in rotated_notes(argv):
        print(f"difftest: {note}", file=sys.stderr)
    return EXIT_USAGE
