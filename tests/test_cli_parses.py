"""The CLI only parses: what an exception means for the exit status is the
library's answer (core/errors.py), and each command's body is a library call."""
from __future__ import annotations

import git

from difftest.cli import main
from difftest.core.errors import UsageError, usage_error_of


def test_a_git_error_about_what_the_user_named_is_a_usage_error():
    for e in (git.BadName("nosuch"), git.NoSuchPathError("/nowhere"), git.InvalidGitRepositoryError("/tmp")):
        found = usage_error_of(e)
        assert isinstance(found, UsageError) and str(found).startswith("git: ")
    assert usage_error_of(RuntimeError("a bug")) is None


def test_history_import_without_a_history_file_is_a_usage_error(tmp_path, capsys):
    assert main(["history", "import", str(tmp_path / "r.json")]) == 2
    assert "give the reports and the history file" in capsys.readouterr().err
