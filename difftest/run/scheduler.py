"""Cases in flight: `-j N` at a time, each finished record journaled at
once, and a clean stop on SIGINT/SIGTERM."""
from __future__ import annotations

import threading
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..core import procs
from ..core.journal import Journal
from ..core.results import CaseResult
from ..corpus.config import OUT_MARKER
from .plan.settings import RunSettings
from .session import Session
from .shards import DurationMemo, longest_first, weights
from .stages import StageKit, run_case


@dataclass
class RunState:
    """What run_cases reports back besides the records."""

    results: list[CaseResult] = field(default_factory=list)
    interrupted: int | None = None  # the signal that stopped the run


def mark_out_dir(out_dir: Path) -> None:
    """An artifact directory under a corpus is never discovered as cases."""
    out_dir.mkdir(parents=True, exist_ok=True)
    try:
        (out_dir / OUT_MARKER).touch()
    except OSError:
        pass


def run_longest_first(todo: list, cases: list, settings: RunSettings,
                      on_result: Callable[[CaseResult], None] | None = None, journal: Journal | None = None,
                      session: Session | None = None) -> RunState:
    """run_cases with the slowest cases started first (their cold times as
    the cache remembers them, else their IR's size: the run's tail is its
    critical path), and this run's times remembered for the next."""
    memo = DurationMemo(settings.cache_dir)
    remembered = memo.by_name(cases)
    mine = [p.case for p in todo]
    order = {c.name: i for i, c in enumerate(longest_first(mine, remembered))}
    if session is not None:
        session.progress.expect(weights(mine, remembered), all(c.name in remembered for c in mine))
    state = run_cases(sorted(todo, key=lambda p: order[p.case.name]), settings, on_result, journal=journal,
                      session=session)
    memo.update(state.results)
    return state


def run_cases(planned: list, settings: RunSettings,
              on_result: Callable[[CaseResult], None] | None = None,
              journal: Journal | None = None,
              session: Session | None = None, progress=None,
              case_fn: Callable[[object, StageKit], CaseResult] = run_case) -> RunState:
    """Run every case. Each finished record goes to the journal at once, so
    an interrupted run loses nothing already computed. On SIGINT/SIGTERM no
    new case starts, cases in flight are recorded as interrupted, and
    `interrupted` names the signal."""
    mark_out_dir(settings.out_dir)
    own = session is None
    session = session or Session(settings, progress)
    lock = threading.Lock()
    results: dict[int, CaseResult] = {}

    def record(i: int, r: CaseResult) -> None:
        with lock:
            results[i] = r
            if journal is not None:
                journal.record(r)
            if on_result:
                on_result(r)

    try:
        if settings.jobs <= 1:
            _serial(planned, settings, lambda p: case_fn(p, session.stages), record)
        else:
            _parallel(planned, settings, lambda p: case_fn(p, session.stages), record)
    finally:
        if own:
            session.close()
    return RunState([results[i] for i in sorted(results)],
                    procs.stop_signal() if procs.stopping() else None)


def _serial(planned: list, settings: RunSettings, one, record) -> None:
    for i, p in enumerate(planned):
        if procs.stopping():
            break
        r = one(p)
        record(i, r)
        if settings.fail_fast and r.regressed:
            break


def _parallel(planned: list, settings: RunSettings, one, record) -> None:
    pool = ThreadPoolExecutor(max_workers=settings.jobs, thread_name_prefix="case")
    pending: dict[Future, int] = {}
    todo = list(enumerate(planned))
    stop = False
    try:
        while todo or pending:
            while todo and len(pending) < settings.jobs and not stop and not procs.stopping():
                i, p = todo.pop(0)
                pending[pool.submit(one, p)] = i
            if not pending:
                break
            done, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for fut in done:
                i = pending.pop(fut)
                r = fut.result()
                record(i, r)
                if settings.fail_fast and r.regressed:
                    stop = True
            if stop or procs.stopping():
                todo = []
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


class CaseStream:
    """Cases submitted as a driver makes them, `-j N` at a time: a driver
    that chooses its next cases from earlier results (fuzz) keeps the next
    ones queued while the last of a batch run, so no job waits on a batch's
    slowest case. On SIGINT/SIGTERM cases not started are dropped."""

    def __init__(self, settings: RunSettings, session: Session,
                 case_fn: Callable[[object, StageKit], CaseResult] = run_case):
        mark_out_dir(settings.out_dir)
        self.session, self.case_fn = session, case_fn
        self.pool = ThreadPoolExecutor(max_workers=max(1, settings.jobs), thread_name_prefix="case")
        self.futures: dict[object, Future] = {}

    def submit(self, key, planned) -> None:
        self.futures[key] = self.pool.submit(self._one, planned)

    def _one(self, planned) -> CaseResult | None:
        if procs.stopping():
            return None
        return self.case_fn(planned, self.session.stages)

    def wait(self, keys) -> dict:
        """The records of these cases, once all are done; a case dropped
        by a stop has none."""
        out = {}
        for key in keys:
            fut = self.futures.pop(key)
            while True:
                done, _ = wait([fut], timeout=0.2)
                if done:
                    break
                if procs.stopping():
                    fut.cancel()
            if not fut.cancelled() and fut.result() is not None:
                out[key] = fut.result()
        return out

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)
