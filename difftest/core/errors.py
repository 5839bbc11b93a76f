"""Errors that end a command with exit 2 and one line saying why."""
from __future__ import annotations

import stat
import sys
from pathlib import Path


def one_line(text: str, limit: int = 600) -> str:
    """An error message as the user sees it: one line, bounded, whatever a
    file held (a key with a newline, a megabyte of garbage)."""
    text = " ".join(str(text).split("\n"))
    return text if len(text) <= limit else text[:limit - 3] + "..."


class OneLineError(ValueError):
    """An error whose message is one line naming what is wrong."""

    def __init__(self, message=""):
        super().__init__(one_line(message))


class UsageError(OneLineError):
    """The command cannot do what was asked; the message says why, in one line."""


def usage_error_of(e: BaseException) -> UsageError | None:
    """The usage error a library's exception stands for, or None. A git
    error about what the user named (a revision that does not resolve, a
    path that is no checkout) is one, wherever it was raised: bisect,
    revert-check, a git: toolchain."""
    git = sys.modules.get("git")  # imported only by the commands that read a checkout
    if git is not None and isinstance(e, (git.BadName, git.InvalidGitRepositoryError, git.NoSuchPathError)):
        return UsageError(f"git: {e}")
    return None


def not_a_file(path: Path) -> str | None:
    """Why a path a case or config names is no regular file, or None (it is
    one, or it is not there: the caller says that in its own words). Read
    as a file, a FIFO blocks the run until something opens it, and a
    directory in a config's place was ignored."""
    try:
        mode = Path(path).stat().st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    kind = ("a directory" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else
            "a socket" if stat.S_ISSOCK(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else
            "not a regular file")
    return f"{path} is {kind}, not a file"
