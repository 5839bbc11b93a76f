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


def test_a_compiler_flag_after_a_flag_option_is_its_value_written_with_a_space_or_an_equals_sign():
    from difftest.cli.parser import build_parser

    p = build_parser()
    spaced = p.parse_args(["run", "c", "--baseline-flag", "--iree-opt-level=O2", "--candidate-flag",
                           "--iree-dispatch-creation-data-tiling", "--compile-flag", "--iree-x", "-k", "y"])
    joined = p.parse_args(["run", "c", "--baseline-flag=--iree-opt-level=O2", "--candidate-flag=",
                           "--compile-flag=--iree-x"])
    assert spaced.baseline_flags == joined.baseline_flags == ["--iree-opt-level=O2"]
    assert spaced.candidate_flags == ["--iree-dispatch-creation-data-tiling"] and joined.candidate_flags == [""]
    assert spaced.compile_flags == ["--iree-x"] and spaced.patterns == ["y"]
    # An option difftest itself takes is never swallowed as a compiler flag.
    assert p.parse_args(["run", "c", "--candidate-flag", "--iree-a", "--reference"]).reference is True
