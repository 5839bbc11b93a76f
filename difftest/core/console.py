"""A closed stdout (`difftest run c | head -1`) stops console output, never
the run: the journal is the record, not the console. The first write that
meets a closed pipe sends the rest of the process's stdout to /dev/null, so
the run goes on, its journal and reports are written, and it exits as it
would have; one line on stderr says so."""
from __future__ import annotations

import io
import os
import shutil
import sys

# The width of a table written to a pipe, a file or a CI log, which have
# none of their own: a code block on a web page shows about as much.
NON_TERMINAL_WIDTH = 120


class PipeSafe(io.TextIOBase):
    """stdout, that turns into /dev/null when its reader goes away."""

    def __init__(self, stream):
        self._stream = stream
        self.closed_by_reader = False

    def _redirect(self) -> None:
        if self.closed_by_reader:
            return
        self.closed_by_reader = True
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass
        try:
            sys.stderr.write("difftest: stdout was closed (a pipe's reader ended); the run goes on, and its journal "
                             "and reports hold every case\n")
        except (OSError, ValueError):
            pass

    def write(self, text: str) -> int:
        if self.closed_by_reader:
            return len(text)
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._redirect()
            return len(text)

    def flush(self) -> None:
        if self.closed_by_reader:
            return
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._redirect()

    def isatty(self) -> bool:
        return self._stream.isatty()

    def fileno(self) -> int:
        return self._stream.fileno()

    @property
    def encoding(self):
        return getattr(self._stream, "encoding", "utf-8")


def guard_stdout() -> None:
    """Install PipeSafe as sys.stdout, once."""
    if not isinstance(sys.stdout, PipeSafe) and sys.stdout is not None:
        sys.stdout = PipeSafe(sys.stdout)


def console_width(stream=None) -> int:
    """How wide the console's tables may be: the terminal's width when
    `stream` (stdout) is one, else $COLUMNS when set, else
    NON_TERMINAL_WIDTH."""
    stream = stream or sys.stdout
    try:
        tty = bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        tty = False
    if tty:
        return shutil.get_terminal_size((NON_TERMINAL_WIDTH, 24)).columns
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    return columns if columns > 0 else NON_TERMINAL_WIDTH
