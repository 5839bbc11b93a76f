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


def test_ctrl_c_while_difftest_is_still_importing_is_interrupted_not_a_traceback():
    """SIGINT during start-up printed a traceback and exited 1: a KeyboardInterrupt raised while the
    command line's modules import (numpy, the MLIR bindings), where a real Ctrl-C in the first second lands."""
    import subprocess
    import sys

    hook = ("import sys\n"
            "class Stop:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name == 'difftest.cli.parser':\n"
            "            raise KeyboardInterrupt\n"
            "sys.meta_path.insert(0, Stop())\n"
            "from difftest.__main__ import main\n"
            "sys.argv = ['difftest', '--version']\n"
            "sys.exit(main())\n")
    p = subprocess.run([sys.executable, "-c", hook], capture_output=True, text=True, timeout=60)
    assert p.returncode == 130 and p.stderr.strip() == "difftest: interrupted", (p.returncode, p.stderr)


def test_paths_that_name_nothing_or_the_wrong_kind_of_file_are_usage_errors(tmp_path, capsys, monkeypatch):
    """--out '' and --cache-dir '' were the working directory; --json - a file named "-"; --cache-dir FILE an
    empty cache; --history DIR sqlite's "disk I/O error"."""
    import pytest

    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.mlir").write_text("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                                     "  return %a : tensor<4xf32>\n}\n")
    for args in (["run", "c.mlir", "--out", ""], ["run", "c.mlir", "--cache-dir", " "],
                 ["cache", "info", "--cache-dir", ""]):
        with pytest.raises(SystemExit) as e:
            main(args)
        assert e.value.code == 2 and "an empty path names the working directory" in capsys.readouterr().err
    assert main(["run", "c.mlir", "--json", "-"]) == 2
    assert "--json -: names no file: the console has standard output" in capsys.readouterr().err
    assert not (tmp_path / "-").exists()
    (tmp_path / "file").write_text("x")
    assert main(["cache", "info", "--cache-dir", "file"]) == 2
    assert "--cache-dir file: not a directory" in capsys.readouterr().err
    assert main(["run", "c.mlir", "--cache-dir", "file"]) == 2
    assert "--cache-dir file: not a directory" in capsys.readouterr().err
    (tmp_path / "h").mkdir()
    assert main(["history", "h"]) == 2
    assert "h is a directory, not a file: a history is one SQLite file" in capsys.readouterr().err


def test_a_working_directory_removed_under_the_shell_is_said_not_a_bare_errno(tmp_path):
    import subprocess
    import sys

    gone = tmp_path / "gone"
    gone.mkdir()
    script = (f"import os, sys; os.chdir({str(gone)!r}); os.rmdir({str(gone)!r})\n"
              "from difftest.cli import main\nsys.exit(main(['run', 'corpora/llama']))\n")
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and "the working directory no longer exists" in p.stderr, p.stderr


def test_a_report_of_an_empty_journal_says_so(tmp_path, capsys):
    journal = tmp_path / "results.jsonl"
    journal.write_text("")
    assert main(["report", str(journal)]) == 2
    assert "empty: no run was recorded in it" in capsys.readouterr().err
