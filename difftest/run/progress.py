"""Progress while a run is under way.

On a terminal, one live line: cases done of the total, regressions so far,
the time left as the case times seen so far predict it ("22m17s left",
never a clock-like "22:17"), and what each job slot is doing
right now (so a 15 s compile is visibly alive). On a pipe or in CI, plain
lines: one per finished case, and a heartbeat when nothing has finished for
a while. `-q` prints nothing until the summary; `-v` adds each case's notes.

The live line never shares a line with output: while it is up, whatever
else writes to the terminal (a header, a warning on stderr) goes through
`_AroundLive`, which takes the line down first and lets the next tick draw
it again below; and it is not drawn before the first case starts, so the
run's header comes first.
"""
from __future__ import annotations

import io
import os
import sys
import threading
import time
from pathlib import Path
from typing import TextIO

from ..core.figures import plural

HEARTBEAT_S = 60.0


def duration(seconds: float) -> str:
    """A span of time that cannot be read as a clock time: "42s", "22m17s",
    "1h02m" (an ETA printed "22:17" reads as a quarter past ten)."""
    seconds = int(seconds + 0.5)
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m{seconds % 60:02d}s"
    minutes = (seconds + 30) // 60
    return f"{minutes // 60}h{minutes % 60:02d}m"


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


class _AroundLive(io.TextIOBase):
    """sys.stdout or sys.stderr while a live line is up on the same
    terminal: a write takes the line down first, so text never lands after
    it on its line."""

    def __init__(self, progress: "Progress", inner):
        self._progress, self._inner = progress, inner

    def write(self, text: str) -> int:
        with self._progress._lock:
            self._progress._clear()
            n = self._inner.write(text)
            if text:
                self._progress._at_line_start = text.endswith("\n")
            if self._inner is not self._progress.stream:
                self._inner.flush()
            return n if n is not None else len(text)

    def flush(self) -> None:
        self._inner.flush()

    def isatty(self) -> bool:
        return self._inner.isatty()

    def fileno(self) -> int:
        return self._inner.fileno()

    @property
    def encoding(self):
        return getattr(self._inner, "encoding", "utf-8")


def _is_terminal(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


class Progress:
    def __init__(self, total: int, jobs: int = 1, stream: TextIO | None = None, mode: str | None = None,
                 verbose: bool = False, label: str = ""):
        self.stream = stream or sys.stdout
        self.total, self.jobs, self.verbose = total, max(jobs, 1), verbose
        # What the run is part of (a sweep's toolchain), before each line.
        self.label = f"{label}: " if label else ""
        self.mode = mode or self.detect(self.stream)
        self.done = 0
        self.regressed = 0
        self.active: dict[str, tuple[str, float]] = {}  # case -> (stage, since)
        self.watching: dict[str, Path] = {}  # case -> the statistics file its compile will write
        self.seconds: list[float] = []
        # What each case is expected to cost (scheduling's weights: seconds
        # remembered, else the IR's size), and each finished case's time.
        self.expected: dict[str, float] = {}
        self.in_seconds = False
        self.took: dict[str, float] = {}
        self.t0 = time.monotonic()
        self.last_line = time.monotonic()
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._thread = None
        self._drawn = False  # the live line is on the screen
        self._at_line_start = True  # nothing written since the last newline: the line is free
        self._started = False  # a case has started: the header is out
        self._guarded: list[tuple[str, object]] = []
        if self.mode == "tty":
            self._guard()
        if self.mode in ("tty", "plain"):
            self._thread = threading.Thread(target=self._tick, daemon=True, name="progress")
            self._thread.start()

    def _guard(self) -> None:
        """Route the terminal's other writers around the live line."""
        for name in ("stdout", "stderr"):
            inner = getattr(sys, name)
            if inner is None or isinstance(inner, _AroundLive):
                continue
            if inner is self.stream or _is_terminal(inner):
                setattr(sys, name, _AroundLive(self, inner))
                self._guarded.append((name, inner))

    def _unguard(self) -> None:
        for name, inner in self._guarded:
            if isinstance(getattr(sys, name), _AroundLive):
                setattr(sys, name, inner)
        self._guarded = []

    @staticmethod
    def detect(stream) -> str:
        ci = os.environ.get("CI") or os.environ.get("GITHUB_ACTIONS")
        tty = hasattr(stream, "isatty") and stream.isatty() and os.environ.get("TERM") != "dumb"
        return "tty" if tty and not ci else "plain"

    # ---- events from the pipeline -------------------------------------------------

    def stage(self, case: str, what: str, watch: Path | None = None) -> None:
        """`watch`: a compile's statistics file, which IREE writes at the end of
        the stream phase; while it is there the line says the compile is past it
        (a ten-minute compile of a real model otherwise shows only its clock)."""
        with self._lock:
            self.active[case] = (what, time.monotonic())
            if watch is None:
                self.watching.pop(case, None)
            else:
                self.watching[case] = watch
            self._started = True

    def expect(self, weights: dict[str, float], in_seconds: bool) -> None:
        """Each case's expected cost, in seconds when every weight is a time
        an earlier run took, else in the IR-size units scheduling uses."""
        with self._lock:
            self.expected, self.in_seconds = dict(weights), in_seconds

    def finish(self, result) -> None:
        with self._lock:
            self.active.pop(result.case, None)
            self.watching.pop(result.case, None)
            self.done += 1
            self.regressed += result.regressed
            self.seconds.append(result.seconds)
            self.took[result.case] = result.seconds
            if self.mode == "quiet":
                return
            self._clear()
            mark = "REGRESSION " if result.regressed else ""
            print(f"  {self.label}[{result.verdict.label}] {mark}{result.case} ({result.seconds:.1f} s)",
                  file=self.stream)
            if self.verbose:
                for f in result.findings:
                    print(f"      {f}", file=self.stream)
            self.last_line = time.monotonic()
            self._at_line_start = True
            self._started = True
            self._draw()

    def close(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(timeout=2)
        with self._lock:
            self._clear()
            self._unguard()
            self.stream.flush()

    # ---- drawing -------------------------------------------------------------------

    def eta(self, now: float | None = None) -> tuple[float, bool] | None:
        """Seconds left, and whether a running case is past what it was
        expected to take (then the figure is a floor). A mean of the cases
        done so far times the cases left cannot be right both ways: one
        25-minute case after quick ones read "0s left" for all of it, and a
        long case done first made the quick rest "5h36m left". Each case is
        weighed by its own expected cost instead, at the rate (seconds a
        unit) the finished cases ran at, and a running case counts what it
        has not yet spent."""
        now = time.monotonic() if now is None else now
        if not self.expected:  # a driver that plans no weights: the mean of the cases done
            return (self._mean() * (self.total - self.done) / self.jobs, False) if self.seconds else None
        rate = self._rate()
        if rate is None:
            return None
        started = set(self.took) | set(self.active)
        left = sum(w for c, w in self.expected.items() if c not in started) * rate
        over, tail = False, 0.0
        for case, (_, since) in self.active.items():
            rest = self.expected.get(case, 0.0) * rate - (now - since)
            over = over or rest < 0
            left += max(rest, 0.0)
            tail = max(tail, rest)
        return max(left / self.jobs, tail), over

    def _mean(self) -> float:
        return sum(self.seconds) / len(self.seconds) if self.seconds else 0.0

    def _rate(self) -> float | None:
        """Seconds per unit of expected cost, from the cases finished; before
        any, 1 where the weights are remembered seconds."""
        known = [(t, self.expected[c]) for c, t in self.took.items() if self.expected.get(c)]
        if known and sum(w for _, w in known) > 0:
            return sum(t for t, _ in known) / sum(w for _, w in known)
        return 1.0 if self.in_seconds else None

    def status(self, width: int | None = None) -> str:
        now = time.monotonic()
        eta = self.eta(now)
        parts = [f"{self.label}[{self.done}/{self.total}]", f"{duration(now - self.t0)} elapsed"]
        if eta is not None:
            seconds, over = eta
            if not over:
                parts.append(f"{duration(seconds)} left")
            else:  # a floor: the case's own end is not known
                parts.append(f"over {duration(seconds)} left" if seconds >= 1 else "time left unknown")
                parts.append("a case runs past its estimate")
        if self.regressed:
            parts.append(f"{self.regressed} regressed")
        doing = [f"{what} {case} ({duration(now - since)}{self._phase(case)})" for case, (what, since) in
                 sorted(self.active.items(), key=lambda kv: kv[1][1])]
        return fit(" · ".join(parts), doing, width)

    def _phase(self, case: str) -> str:
        watch = self.watching.get(case)
        if watch is None:
            return ""
        return ", past the stream phase: in codegen" if watch.exists() else ", before codegen"

    def _clear(self) -> None:
        """Take the live line down, if it is up."""
        if self.mode == "tty" and self._drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._drawn = False

    def _draw(self) -> None:
        # Never after a partial line (another writer's, without its newline
        # yet), and never before the first case: the header comes first.
        if self.mode == "tty" and self._at_line_start and self._started:
            width = 200
            try:
                width = os.get_terminal_size(self.stream.fileno()).columns - 1
            except (OSError, ValueError, AttributeError):
                pass
            self.stream.write("\r\x1b[K" + self.status(width))
            self._drawn = True
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

    def expect(self, weights: dict[str, float], in_seconds: bool) -> None:
        pass

    def stage(self, case: str, what: str, watch: Path | None = None) -> None:
        pass

    def finish(self, result) -> None:
        pass

    def close(self) -> None:
        pass
