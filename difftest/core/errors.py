"""Errors that end a command with exit 2 and one line saying why."""
from __future__ import annotations


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
