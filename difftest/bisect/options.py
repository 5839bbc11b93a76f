"""Options of `bisect` and `revert-check`: registered with the command line
without importing git or the drivers, so `difftest execute` runs where only
the runtime is installed."""
from __future__ import annotations

from pathlib import Path


def _bisect(args) -> int:
    from .cli import cmd_bisect

    return cmd_bisect(args)


def _revert_check(args) -> int:
    from .cli import cmd_revert_check

    return cmd_revert_check(args)


def add_parsers(sub, add_run_options) -> None:
    b = sub.add_parser("bisect", help="find the first revision where a corpus verdict flips")
    add_run_options(b)
    b.add_argument("--good", required=True, help="a revision (release version or commit) whose verdict is good")
    b.add_argument("--bad", required=True, help="a revision whose verdict is bad")
    b.add_argument("--releases", action="store_true", help="bisect PyPI releases of iree-base-compiler first")
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
    b.set_defaults(func=_bisect)

    r = sub.add_parser("revert-check", help="build HEAD and HEAD with COMMIT reverted; report what changes")
    r.add_argument("commit", help="the commit to revert")
    add_run_options(r)
    r.add_argument("--repo", type=Path, required=True, help="IREE git checkout (read only)")
    r.add_argument("--at", default="HEAD", help="the revision to revert on (default HEAD)")
    r.set_defaults(func=_revert_check)
