"""Errors that end a command with exit 2 and one line saying why."""
from __future__ import annotations


class UsageError(ValueError):
    """The command cannot do what was asked; the message says why, in one line."""
