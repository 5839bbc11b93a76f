"""Compiles beside a campaign's, through the same case stages, that say
more about a failure than the pair did:

- the second try: the failing side compiled again, never from the cache,
  with `--mlir-print-ir-after-failure` on one thread, whose first `IR Dump
  After <Pass> Failed` line after the first error names the pass that
  failed (cheap: the compile stops there).
  A failure it does not repeat is flaky, not a finding;
- the third compile, without the pair's flags (for the seed pair: no data
  tiling): whether a failure both variants share belongs to those flags or
  to the backend;
- the reproducer on another target (llvm-cpu:generic for a portable
  repro.sh, or one the user names): does it fail the same way there?
"""
from __future__ import annotations

import dataclasses
import re
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path

from ..core import procs
from ..core.crashes import DUMP_FLAGS, failing_pass
from ..core.results import CaseResult, CompileRecord
from ..core.verdicts import Stage, error_key
from ..corpus.discovery import Case
from ..run.plan.settings import RunSettings, placed, variant_targets
from ..run.session import Session
from ..run.stages import CaseRun
from ..toolchains.base import Toolchain
from ..toolchains.targets import Target

@dataclass
class Diagnosis:
    """The failing side compiled again, fresh."""

    side: str
    status: str  # the second try's compile status
    error_line: str | None
    failing_pass: str = ""
    pass_arg: str = ""
    reproduced: bool = False  # the same status and error key as the first try
    note: str = ""
    record: CompileRecord | None = None  # the second try's own, where it compiled

    @property
    def crashed(self) -> bool:
        return self.status == Stage.CRASHED.value

    @property
    def environment(self) -> bool:
        """The machine failed the second try: it says nothing of the case."""
        return self.status in (Stage.ENVIRONMENT.value, Stage.INTERRUPTED.value, Stage.TIMEOUT.value)


def _remove(prep) -> None:
    for d in {prep.entry.dir, prep.module.dir}:
        shutil.rmtree(d, ignore_errors=True)


def without_pair(settings: RunSettings) -> RunSettings:
    """Both sides compiled with none of the pair's flags ("" is no flag)."""
    return dataclasses.replace(settings, baseline_flags=("",), candidate_flags=("",))


class Diagnostics:
    """Fresh compiles, never cached (a second try must not read the first
    from the cache), each in a session of its own target."""

    def __init__(self, settings: RunSettings, work: Path):
        self.settings = settings
        self.work = work
        self._sessions: dict[str, Session] = {}
        self._lock = threading.Lock()

    def _session(self, target: Target | None, dump: bool, compile_only: bool | None = None,
                 toolchain: Toolchain | None = None) -> Session:
        target = target or self.settings.target
        compile_only = self.settings.compile_only if compile_only is None else compile_only
        toolchain = toolchain or self.settings.toolchain
        name = f"{target.name}{'+dump' if dump else ''}{'+compile-only' if compile_only else ''}"
        if toolchain != self.settings.toolchain:
            name += f"+{toolchain.spec}"
        with self._lock:
            if name not in self._sessions:
                extra = (*self.settings.extra_flags, *DUMP_FLAGS) if dump else self.settings.extra_flags
                # A cross-device pair stays one on its own target; on another, both sides are compiled for it.
                base_target = self.settings.baseline_target if target == self.settings.target else None
                # Placed by the one rule, on the device the run's candidate is on where it is the target's driver.
                where = placed(variant_targets(target, base_target, self.settings.reference_target),
                               dict(self.settings.placements)["candidate"].uri)
                s = dataclasses.replace(self.settings, target=target, extra_flags=extra, cache_dir=None,
                                        out_dir=self.work / re.sub(r"[^A-Za-z0-9_.+-]+", "_", name), rerun=True,
                                        expectations=False, baseline_target=base_target, compile_only=compile_only,
                                        toolchain=toolchain, placements=where)
                self._sessions[name] = Session(s)
            return self._sessions[name]

    def close(self) -> None:
        with self._lock:
            for s in self._sessions.values():
                s.close()
            self._sessions.clear()

    def _compile(self, case: Case, side: str, settings: RunSettings | None = None,
                 target: Target | None = None) -> tuple[CompileRecord | None, str]:
        session = self._session(target, dump=True)
        run = CaseRun.of(case, session.stages, settings or session.settings)
        prep = run.prepare()
        if prep is None:
            return None, ""
        try:
            run.compile((side,))
            rec = run.result.variants[side].compile
            return rec, rec.log_text()
        finally:
            _remove(prep)

    def second_try(self, case: Case, result: CaseResult, side: str) -> Diagnosis:
        """The blamed side of a compile failure, compiled again."""
        first = result.variants[side].compile
        try:
            rec, log = self._compile(case, side)
        except procs.Interrupted:
            raise
        except Exception as e:  # a diagnosis is extra: its own failure must not cost the finding
            return Diagnosis(side, Stage.ENVIRONMENT.value, None, note=f"could not compile again: {e}")
        if rec is None:
            return Diagnosis(side, Stage.ENVIRONMENT.value, None, note="the case could not be set up again")
        name, arg = failing_pass(log)
        same = rec.status is first.status and error_key(rec.error_line) == error_key(first.error_line)
        return Diagnosis(side, rec.status.value, rec.error_line, name, arg, same, record=rec)

    def third_compile(self, case: Case) -> tuple[CompileRecord | None, str]:
        """The program compiled without the pair's flags (the target's, the case's and --compile-flag only)."""
        return self._compile(case, "baseline", without_pair(self._session(None, True).settings))

    def on_target(self, case: Case, target: Target, compile_only: bool,
                  toolchain: Toolchain | None = None) -> CaseResult:
        """The case through every stage, fresh, for another target (and
        with another compiler: another release's)."""
        session = self._session(target, dump=True, compile_only=compile_only or self.settings.compile_only,
                                toolchain=toolchain)
        return CaseRun.of(case, session.stages).run()

    def rerun(self, case: Case) -> CaseResult:
        """The whole case again, fresh: the second try of a run-stage or numeric finding."""
        return CaseRun.of(case, self._session(None, dump=False).stages).run()
