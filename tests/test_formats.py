"""Case formats: discovery knows a case only through the registry in
corpus/formats.py, so a new format is one class and one line there."""
from __future__ import annotations

import pytest

from difftest.corpus import formats
from difftest.corpus.config import ConfigError
from difftest.corpus.discovery import find_cases, load_corpus

from .conftest import write

ADD = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"


class ListedFormat(formats.CaseFormat):
    """A `.txt` file naming IR files, one a word: one case each."""

    suffixes = (".txt",)

    def cases(self, path, maker):
        return [maker.case(path.parent / word) for word in path.read_text().split()]


@pytest.fixture
def corpus(tmp_path):
    return write(tmp_path / "corp", {
        "listed.txt": "progs/add.mlir progs/mul.mlir\n",
        "progs/add.mlir": ADD, "progs/mul.mlir": ADD, "lone.mlir": ADD,
        "difftest.toml": '[cases."progs/add"]\nseed = 7\n'})


def test_a_registered_format_gives_discovery_its_cases(corpus, monkeypatch):
    monkeypatch.setattr(formats, "FORMATS", (ListedFormat(),))
    cases = load_corpus(corpus).cases
    # Only what the one format names: lone.mlir is nobody's case now.
    assert [c.name for c in cases] == ["corp/progs/add", "corp/progs/mul"]
    assert [c.path for c in cases] == [corpus / "progs" / "add.mlir", corpus / "progs" / "mul.mlir"]
    # Named and configured as every case is: difftest.toml's [cases] apply.
    assert cases[0].config.seed == 7 and cases[1].config.seed != 7
    assert [c.name for c in load_corpus(corpus / "listed.txt").cases] == ["corp/progs/add", "corp/progs/mul"]


def test_a_format_added_to_the_table_joins_the_others(corpus, monkeypatch):
    monkeypatch.setattr(formats, "FORMATS", (ListedFormat(), *formats.FORMATS))
    cases = find_cases([corpus], [])
    # The plain format finds the listed files too: one case each all the same.
    assert sorted(c.name for c in cases) == ["corp/lone", "corp/progs/add", "corp/progs/mul"]


def test_without_formats_nothing_is_a_case(corpus, monkeypatch):
    monkeypatch.setattr(formats, "FORMATS", ())
    assert load_corpus(corpus).cases == []
    with pytest.raises(ConfigError, match="not a case"):
        load_corpus(corpus / "lone.mlir")


def test_the_plain_format_alone_takes_a_suite_file_as_a_file(tmp_path, monkeypatch):
    """A suite directory is the suite format's: without it, its IR is a
    plain file named by itself, and discovery looks inside the directory."""
    root = write(tmp_path / "c", {"test_add/model.mlir": ADD, "test_add/run_module_io_flags.txt": "--input=4xf32=1\n"})
    assert [c.name for c in load_corpus(root).cases] == ["c/test_add"]
    monkeypatch.setattr(formats, "FORMATS", (formats.PlainFormat(),))
    assert [c.name for c in load_corpus(root).cases] == ["c/test_add/model"]
