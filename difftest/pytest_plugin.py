"""pytest plugin: `pytest --difftest corpora/llama [corpora/patterns ...]`
collects one item per case, and the case's verdict is the item's outcome.

The outcome is `Verdict.outcome`, the one the console and JUnit give too:
- pass: identical, within-tolerance, improved, compiled;
- fail: every regression (numerics-differ, candidate-*-fail, expectation
  failed, xpass), and errors (JUnit's <error>: pytest has no error outcome
  for a test's own body): case errors, and could-not-judge (the machine
  failed: a full disk), which a skip would hide;
- xfail: a case whose `xfail` held (Verdict.XFAIL). One whose xfail no
  longer holds is xpass, a regression that fails; under --compile-only a
  case that compiles is `compiled`, a pass, its xfail not judged (a run
  failure cannot be seen). No pytest xfail marker stands in for this: the
  verdict record decides, as for `difftest run`, which applies an xfail per
  CPU, sets it aside for another pair and drops it under
  --no-expectations, none of which a marker set at collection knows;
- skip: no-device, flag-unsupported and skipped, with their reason, and
  broken cases (`broken: <verdict>: <reason>`: the baseline itself fails),
  which are not the candidate's fault, as `difftest run`'s exit code has it.

The session's exit status is `difftest run`'s (core.verdicts.exit_code)
wherever pytest would exit 0 or 1 for these items alone: a session that
compared nothing (every case skipped or broken: no device, both fail to
run) or that could not judge a case as asked (no-device, flag-unsupported,
device-mismatch, case-error, could-not-judge) exits 2, and says why under
"difftest gate", although every item may read as skipped. Under xdist the
controller decides, from the verdict each item's report carries.

Case files are collected through `pytest_collect_file`, so pytest's own
path handling, `-k`, `--co`, `--lf` and pytest-xdist's `-n` work as usual:
each item runs one case through the ordinary stages, and each process
shares one compile/run cache and one set of runtime workers. The figures
go to `user_properties`, so `--junitxml` and `--report-log` carry them.

Options of `difftest run` go in `--difftest-args` ("--target cuda:sm_80
--candidate-flag=..."): they are parsed by the same table as the CLI's.
"""
from __future__ import annotations

import argparse
import os
import shlex
from pathlib import Path

import pytest

_STATE = "_difftest_state"


def pytest_addoption(parser):
    g = parser.getgroup("difftest", "A/B differential testing of the IREE compiler")
    g.addoption("--difftest", action="extend", nargs="+", default=[], metavar="CORPUS",
                help="collect every case of these corpora (directories or files) as test items")
    g.addoption("--difftest-args", default="", metavar="ARGS",
                help="options of `difftest run`, e.g. \"--target cuda:sm_80 --candidate-flag=--my-flag\"")
    g.addoption("--difftest-target", default=None, help="shorthand for --difftest-args='--target ...'")
    g.addoption("--difftest-out", default=None, help="artifact directory (default difftest-out/pytest-<run id>)")


class _ArgsParser(argparse.ArgumentParser):
    def error(self, message):
        raise pytest.UsageError(f"--difftest-args: {message}")


def _run_args(config) -> list[str]:
    try:
        args = shlex.split(config.getoption("difftest_args") or "")
    except ValueError as e:
        raise pytest.UsageError(f"--difftest-args: {e}") from None
    if config.getoption("difftest_target"):
        args += ["--target", config.getoption("difftest_target")]
    return args


def _options(config, corpora: list[str]):
    """The run's options, parsed by the table `difftest run` uses."""
    from .run.options import RunOptions, add_run_options

    parser = _ArgsParser(prog="--difftest-args", add_help=False)
    add_run_options(parser, corpus="optional")
    ns = parser.parse_args(_run_args(config))
    if ns.corpus:
        raise pytest.UsageError(f"--difftest-args: give corpora with --difftest, not here ({ns.corpus[0]})")
    ns.corpus = [Path(c) for c in corpora]
    opts = RunOptions.from_namespace(ns)
    dropped = [f"--{name}" for name in opts.reports] + (["--history"] if opts.history else [])
    if dropped:  # they were taken and never written
        raise pytest.UsageError(f"--difftest-args: {', '.join(dropped)}: difftest's reports are written by `difftest "
                                "run`; under pytest, use pytest's own (--junitxml, --report-log), whose items carry "
                                "each case's verdict")
    return opts


def pytest_configure(config):
    corpora = config.getoption("difftest")
    if not corpora:
        return
    from _pytest.config import Config

    from .core.errors import UsageError
    from .corpus.config import ConfigError
    from .core.cache import default_cache_dir
    from .run.setup import load_cases, resolve_toolchain
    from .toolchains.base import ToolchainUnavailable
    from .toolchains.chips import check_chip
    from .toolchains.targets import TargetError, parse_target

    config.addinivalue_line("markers", "difftest: a difftest case")
    for c in corpora:
        if not Path(c).exists():
            raise pytest.UsageError(f"--difftest {c}: no such file or directory")
    opts = _options(config, corpora)
    try:
        target = parse_target(opts.target)
        cases = load_cases(opts)
        # A chip the compiler does not know is refused here, once, as `difftest run` refuses it: at the first
        # item it was a traceback. The toolchain is resolved once for it (a release is installed once anyway).
        check_chip(target, resolve_toolchain(opts), None if opts.no_cache else (opts.cache_dir or default_cache_dir()))
    except (ConfigError, UsageError, TargetError, ToolchainUnavailable, ValueError, OSError) as e:
        raise pytest.UsageError(f"--difftest: {e}") from None
    by_path: dict[Path, list] = {}
    for case in cases:
        by_path.setdefault(case.path.resolve(), []).append(case)
    setattr(config, _STATE, {"options": opts, "cases": by_path, "session": None, "settings": None})
    if not hasattr(config, "workerinput"):  # an xdist worker sees only its own items
        config.pluginmanager.register(SessionGate(opts.target), "difftest-gate")
    if config.args_source is not Config.ArgsSource.ARGS:
        # No test paths of its own: collect the corpora, not the testpaths.
        config.args[:] = [str(Path(c)) for c in corpora]


def _state(config) -> dict | None:
    return getattr(config, _STATE, None)


def pytest_collect_file(file_path: Path, parent):
    st = _state(parent.config)
    if st is None or file_path.resolve() not in st["cases"]:
        return None
    return CaseFile.from_parent(parent, path=file_path)


class CaseFile(pytest.File):
    """One IR file of a corpus: its cases are the items."""

    def collect(self):
        for case in _state(self.config)["cases"][self.path.resolve()]:
            yield CaseItem.from_parent(self, name=case.name, case=case)


def _settings(config):
    st = _state(config)
    if st["settings"] is None:
        from .run.meta import new_run_id
        from .run.plan.settings import OUT_ROOT
        from .run.setup import resolve_toolchain, settings_for

        opts = st["options"]
        worker = os.environ.get("PYTEST_XDIST_WORKER", "")
        out = config.getoption("difftest_out") or opts.out or OUT_ROOT / f"pytest-{new_run_id()}"
        out = Path(out) / worker if worker else Path(out)
        st["settings"] = settings_for(opts, resolve_toolchain(opts), out_dir=out)
    return st["settings"]


class CaseRegressed(Exception):
    """A regression or an error (could-not-judge included): always a failure."""


class CaseItem(pytest.Item):
    def __init__(self, *, case, **kw):
        super().__init__(**kw)
        self.case = case
        self.add_marker(pytest.mark.difftest)

    def runtest(self):
        from .core.cache import OutDirInUse, OutDirLock
        from .core.verdicts import CaseOutcome, Verdict
        from .run.scheduler import mark_out_dir
        from .run.session import Session
        from .run.plan.settings import plan
        from .run.stages import run_case

        st = _state(self.config)
        settings = _settings(self.config)
        if st["session"] is None:
            try:
                st["lock"] = OutDirLock(settings.out_dir).__enter__()
            except OutDirInUse as e:
                pytest.fail(str(e), pytrace=False)
            mark_out_dir(settings.out_dir)
            st["session"] = Session(settings)
        (planned,) = plan([self.case], settings)
        r = run_case(planned, st["session"].stages)
        self.result = r
        self._properties(r)
        if r.verdict is Verdict.XFAIL:
            pytest.xfail(r.reason.splitlines()[0] if r.reason else "")
        outcome = r.verdict.outcome  # xpass is a regression: it fails with the case's reason
        if outcome in (CaseOutcome.FAILED, CaseOutcome.ERROR):
            raise CaseRegressed(r.verdict.message(r.reason))
        if outcome is CaseOutcome.SKIPPED:
            pytest.skip(r.verdict.message(r.reason.splitlines()[0] if r.reason else ""))

    def _properties(self, r) -> None:
        from .core.figures import COLUMNS
        from .core.verdicts import SIDES
        from .report.figures import worst_error

        props = [("verdict", r.verdict.label), ("reason", r.reason.splitlines()[0] if r.reason else "")]
        for fig in COLUMNS:
            for side in SIDES:
                v = r.stat(side, fig.name)
                if v is not None:
                    props.append((f"{side}.{fig.name}", v))
        a, _ = worst_error(r)
        if a is not None:
            props.append(("max_abs_error", a))
        if r.arbiter:
            props.append(("arbiter", r.arbiter))
        props.append(("iree-compile", f"{r.toolchain.get('version')} @ {r.toolchain.get('commit')}"))
        self.user_properties.extend(props)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, CaseRegressed) and getattr(self, "result", None) is not None:
            from .report.console import detail_lines

            return "\n".join(detail_lines(self.result, self._meta()))
        return super().repr_failure(excinfo)

    def _meta(self) -> dict:
        """What the next-step commands need: this session's run options."""
        return {"options": _state(self.config)["options"].to_dict(), "cwd": str(self.config.invocation_params.dir)}

    def reportinfo(self):
        return self.case.path, None, f"difftest: {self.case.name}"


def pytest_sessionfinish(session):
    st = _state(session.config)
    if st and st["session"] is not None:
        st["session"].close()
    if st and st.get("lock") is not None:
        st["lock"].__exit__(None, None, None)


class SessionGate:
    """The session's exit status as `difftest run`'s would be, from the
    verdicts the items' call reports carry (user_properties "verdict"):
    where every report arrives, which under xdist is the controller."""

    def __init__(self, target: str):
        self.target = target
        self.results: list = []
        self.others_failed = False  # a failure that is not a case's verdict: pytest's status stands
        self.head = None
        self.why: list[str] = []

    def pytest_runtest_logreport(self, report):
        from .core.results import CaseResult
        from .core.verdicts import Verdict

        props = {p[0]: p[1] for p in report.user_properties}
        if "verdict" not in props:
            self.others_failed = self.others_failed or report.failed
        elif report.when == "call":
            self.results.append(CaseResult(case=report.nodeid, path="", target=self.target, toolchain={},
                                           verdict=Verdict.from_label(props["verdict"]),
                                           reason=str(props.get("reason") or "")))

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session):
        from .core.verdicts import EXIT_OK, exit_code
        from .report.gate import gate_messages, headline

        if not self.results or self.others_failed:
            return
        if session.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            return  # interrupted, or pytest's own error: that is the session's status
        if exit_code(r.verdict for r in self.results) == EXIT_OK:
            return
        self.head = headline(self.results, {"target": self.target})
        self.why = gate_messages(self.results, {"target": self.target}) if self.head.status == "not-judged" else []
        session.exitstatus = self.head.code

    def pytest_terminal_summary(self, terminalreporter):
        if self.head is None:
            return
        terminalreporter.section("difftest gate", red=True)
        terminalreporter.line(f"the session exits {self.head.code}, as `difftest run` would:")
        for line in (self.head.text, *self.why[1:]):
            terminalreporter.line(f"  {line}")
