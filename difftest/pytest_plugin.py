"""pytest plugin: `pytest --difftest corpora/llama` collects one item per
case, and the case's verdict is the item's outcome.

- pass: identical, within-tolerance, improved, compiled;
- fail: every regression (numerics-differ, candidate-*-fail, expectation
  failed, xpass) and case errors;
- xfail: the case's `xfail` (strict: a case that passes fails the run);
- skip: no-device, flag-unsupported and skipped, with their reason, and
  broken cases (the baseline itself fails), which are not the candidate's
  fault, as `difftest run`'s exit code has it.

The figures go to `user_properties`, so `--junitxml` and `--report-log`
carry them. `-k`, `-x`, `--lf` and pytest-xdist's `-n` work as usual: each
item runs one case through the ordinary pipeline, and each process shares
one compile/run cache and one set of runtime workers.

Options of `difftest run` go in `--difftest-args` ("--target cuda:sm_80
--candidate-flag=..."), or use the common ones below.
"""
from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest

_STATE = "_difftest_state"


def pytest_addoption(parser):
    g = parser.getgroup("difftest", "A/B differential testing of the IREE compiler")
    g.addoption("--difftest", action="append", default=[], metavar="CORPUS",
                help="collect every case of this corpus (directory or file) as a test item; repeatable")
    g.addoption("--difftest-args", default="", metavar="ARGS",
                help="options of `difftest run`, e.g. \"--target cuda:sm_80 --candidate-flag=--my-flag\"")
    g.addoption("--difftest-target", default=None, help="shorthand for --difftest-args='--target ...'")
    g.addoption("--difftest-out", default=None, help="artifact directory (default difftest-out/pytest-<run id>)")


def _run_args(config) -> list[str]:
    args = shlex.split(config.getoption("difftest_args") or "")
    if config.getoption("difftest_target"):
        args += ["--target", config.getoption("difftest_target")]
    return args


def pytest_configure(config):
    if not config.getoption("difftest"):
        return
    config.addinivalue_line("markers", "difftest: a difftest case")
    from .cli import build_parser

    corpora = [str(Path(c)) for c in config.getoption("difftest")]
    # The same parser as `difftest run`, so every option means the same here.
    args = build_parser().parse_args(["run", *corpora, *_run_args(config)])
    setattr(config, _STATE, {"args": args, "session": None, "settings": None, "cases": None})


def pytest_ignore_collect(collection_path, config):
    """With --difftest and no test paths of its own, collect the corpora only."""
    if getattr(config, _STATE, None) is None:
        return None
    from _pytest.config import Config

    if config.args_source is not Config.ArgsSource.ARGS:
        return True
    return None


def _state(config) -> dict:
    return getattr(config, _STATE)


def _cases(config):
    st = _state(config)
    if st["cases"] is None:
        from .cli import load_cases

        st["cases"] = load_cases(st["args"])
    return st["cases"]


def _settings(config):
    st = _state(config)
    if st["settings"] is None:
        from .cli import new_run_id, settings_from_args
        from .toolchain import resolve

        args = st["args"]
        toolchain = resolve(args.toolchain, args.cache_dir, args.build, args.runtime)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "")
        out = config.getoption("difftest_out") or args.out or Path("difftest-out") / f"pytest-{new_run_id()}"
        out = Path(out) / worker if worker else Path(out)
        st["settings"] = settings_from_args(args, toolchain, out_dir=out)
    return st["settings"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session, config, items):
    """Add the corpus items first (tryfirst), so -k, --lf and deselection
    see them like any other item."""
    if getattr(config, _STATE, None) is None:
        return
    target = _state(config)["args"].target
    for corpus in config.getoption("difftest"):
        path = Path(corpus).resolve()
        try:
            rel = path.relative_to(config.rootpath).as_posix()
        except ValueError:
            rel = path.as_posix()
        collector = CorpusCollector.from_parent(session, name=rel, nodeid=rel, path=path)
        for case in _cases(config):
            if _inside(case.path, Path(corpus)):
                items.append(CaseItem.from_parent(collector, name=case.name, case=case, target=target))


def _inside(path: Path, corpus: Path) -> bool:
    corpus = corpus.resolve()
    return path == corpus or corpus in path.parents


class CorpusCollector(pytest.Collector):
    def collect(self):  # items are added in pytest_collection_modifyitems
        return []


class CaseFailed(Exception):
    pass


class CaseItem(pytest.Item):
    def __init__(self, *, case, target, **kw):
        super().__init__(**kw)
        self.case = case
        xfail = case.config.xfail_for(target) if case.config_error is None else None
        if xfail:
            self.add_marker(pytest.mark.xfail(reason=xfail, strict=True, raises=CaseFailed))
        self.add_marker(pytest.mark.difftest)

    def runtest(self):
        from .pipeline import Session, plan, run_case
        from .results import Kind, Verdict

        st = _state(self.config)
        settings = _settings(self.config)
        if st["session"] is None:
            from .pipeline import _mark_out_dir

            _mark_out_dir(settings.out_dir)
            st["session"] = Session(settings)
        (planned,) = plan([self.case], settings)
        r = run_case(planned, st["session"])
        self.result = r
        self._properties(r)
        kind = r.verdict.kind
        if r.verdict is Verdict.XFAIL:
            raise CaseFailed(r.reason)  # the xfail marker turns this into xfailed
        if r.verdict is Verdict.XPASS:
            return  # a strict xfail that passed: pytest fails it as XPASS(strict)
        if kind in (Kind.REGRESSION, Kind.ERROR):
            raise CaseFailed(f"{r.verdict.label}: {r.reason}")
        if kind is Kind.NOT_JUDGED:
            pytest.skip(f"{r.verdict.label}: {r.reason.splitlines()[0] if r.reason else ''}")
        if kind is Kind.BROKEN:
            pytest.skip(f"broken, not the candidate's fault: {r.verdict.label}: "
                        f"{r.reason.splitlines()[0] if r.reason else ''}")

    def _properties(self, r) -> None:
        from .report.figures import worst_error

        props = [("verdict", r.verdict.label), ("reason", r.reason.splitlines()[0] if r.reason else "")]
        for name in ("dispatch-count", "transient-memory-size", "executable-count", "vmfb-bytes"):
            for side in ("baseline", "candidate"):
                v = r.stat(side, name)
                if v is not None:
                    props.append((f"{side}.{name}", v))
        a, rel = worst_error(r)
        if a is not None:
            props.append(("max_abs_error", a))
        if r.arbiter:
            props.append(("arbiter", r.arbiter))
        props.append(("iree-compile", f"{r.toolchain.get('version')} @ {r.toolchain.get('commit')}"))
        self.user_properties.extend(props)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, CaseFailed) and getattr(self, "result", None) is not None:
            from .report.console import detail_lines

            return "\n".join(detail_lines(self.result, self._meta()))
        return super().repr_failure(excinfo)

    def _meta(self) -> dict:
        """What the next-step commands need: this session's run options."""
        corpora = [str(Path(c)) for c in self.config.getoption("difftest")]
        return {"argv": ["run", *corpora, *_run_args(self.config)], "cwd": str(self.config.invocation_params.dir)}

    def reportinfo(self):
        return self.case.path, None, f"difftest: {self.case.name}"


def pytest_sessionfinish(session):
    st = getattr(session.config, _STATE, None)
    if st and st["session"] is not None:
        st["session"].close()
