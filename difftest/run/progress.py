"""Progress while a run is under way.

On a terminal, one live line: cases done of the total, regressions so far,
an ETA from the case times seen so far, and what each job slot is doing
right now (so a 15 s compile is visibly alive). On a pipe or in CI, plain
lines: one per finished case, and a heartbeat when nothing has finished for
a while. `-q` prints nothing until the summary; `-v` adds each case's notes.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from typing import TextIO

from ..core.figures import plural

HEARTBEAT_S = 60.0


def _clock(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    return f"{seconds // 60}:{seconds % 60:02d}"


def fit(head: str, doing: list[str], width: int | None) -> str:
    """The live line within `width` columns. Whole jobs only, the oldest
    first: a job cut mid-word loses its closing ")" and reads as garbage;
    the jobs left out are counted instead."""
    for n in range(len(doing), 0, -1):
        more = f", +{len(doing) - n} more" if n < len(doing) else ""
        line = f"{head} · {', '.join(doing[:n])}{more}"
        if width is None or len(line) <= width:
            return line
    line = head + (f" · {plural(len(doing), 'job')} at work" if doing else "")
    return line if width is None else line[:width]


class Progress:
    def __init__(self, total: int, jobs: int = 1, stream: TextIO | None = None, mode: str | None = None,
                 verbose: bool = False):
        self.stream = stream or sys.stdout
        self.total, self.jobs, self.verbose = total, max(jobs, 1), verbose
        self.mode = mode or self.detect(self.stream)
        self.done = 0
        self.regressed = 0
        self.active: dict[str, tuple[str, float]] = {}  # case -> (stage, since)
        self.seconds: list[float] = []
        self.t0 = time.monotonic()
        self.last_line = time.monotonic()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = None
        if self.mode in ("tty", "plain"):
            self._thread = threading.Thread(target=self._tick, daemon=True, name="progress")
            self._thread.start()

    @staticmethod
    def detect(stream) -> str:
        ci = os.environ.get("CI") or os.environ.get("GITHUB_ACTIONS")
        tty = hasattr(stream, "isatty") and stream.isatty() and os.environ.get("TERM") != "dumb"
        return "tty" if tty and not ci else "plain"

    # ---- events from the pipeline -------------------------------------------------

    def stage(self, case: str, what: str) -> None:
        with self._lock:
            self.active[case] = (what, time.monotonic())

    def finish(self, result) -> None:
        with self._lock:
            self.active.pop(result.case, None)
            self.done += 1
            self.regressed += result.regressed
            self.seconds.append(result.seconds)
            if self.mode == "quiet":
                return
            self._clear()
            mark = "REGRESSION " if result.regressed else ""
            print(f"  [{result.verdict.label}] {mark}{result.case} ({result.seconds:.1f} s)", file=self.stream)
            if self.verbose:
                for f in result.findings:
                    print(f"      {f}", file=self.stream)
            self.last_line = time.monotonic()
            self._draw()

    def close(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(timeout=2)
        with self._lock:
            self._clear()
            self.stream.flush()

    # ---- drawing -------------------------------------------------------------------

    def eta(self) -> float | None:
        if not self.seconds:
            return None
        left = self.total - self.done
        return sum(self.seconds) / len(self.seconds) * left / self.jobs

    def status(self, width: int | None = None) -> str:
        now = time.monotonic()
        eta = self.eta()
        parts = [f"[{self.done}/{self.total}]", f"{_clock(now - self.t0)} elapsed"]
        if eta is not None:
            parts.append(f"ETA {_clock(eta)}")
        if self.regressed:
            parts.append(f"{self.regressed} regressed")
        doing = [f"{what} {case} ({now - since:.0f} s)" for case, (what, since) in
                 sorted(self.active.items(), key=lambda kv: kv[1][1])]
        return fit(" · ".join(parts), doing, width)

    def _clear(self) -> None:
        if self.mode == "tty":
            self.stream.write("\r\x1b[K")

    def _draw(self) -> None:
        if self.mode == "tty":
            width = 200
            try:
                width = os.get_terminal_size(self.stream.fileno()).columns - 1
            except (OSError, ValueError, AttributeError):
                pass
            self.stream.write("\r\x1b[K" + self.status(width))
        self.stream.flush()

    def _tick(self) -> None:
        while not self._stop.wait(0.5 if self.mode == "tty" else 5.0):
            with self._lock:
                if self.mode == "tty":
                    self._draw()
                elif self.active and time.monotonic() - self.last_line > HEARTBEAT_S:
                    print(f"  ... {self.status()}", file=self.stream, flush=True)
                    self.last_line = time.monotonic()


class NoProgress:
    """For drivers that report on their own (bisect, revert-check)."""

    def stage(self, case: str, what: str) -> None:
        pass

    def finish(self, result) -> None:
        pass

    def close(self) -> None:
        pass
