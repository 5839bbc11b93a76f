"""`update-expectations` keeps the file's own inline-table style (issue 27):
it wrote `{check = ...}` into corpora/patterns/difftest.toml, whose every
inline table is written `{ check = ... }`."""
from __future__ import annotations

import re
import shutil

from difftest.cli import main
from difftest.corpus.expectations import padded_inline_tables

from ..conftest import CASES, REPO, write

PATTERNS = REPO / "corpora" / "patterns"


def test_new_entries_are_written_in_the_files_own_inline_table_style(tmp_path, difftest, capsys):
    corpus = tmp_path / "patterns"
    shutil.copytree(PATTERNS, corpus)
    toml = corpus / "difftest.toml"
    before = toml.read_text()
    assert padded_inline_tables(before)
    rc, report, _ = difftest(str(corpus), "-k", "dynamic_diamond")
    assert rc == 0
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 0
    after = toml.read_text()
    assert after != before
    # A host run's pins say which CPU they were recorded on.
    assert '{ check = "baseline.dispatch-count == 5", targets = ["llvm-cpu"], cpus = ["' in after
    # Not one inline table unpadded, old or new.
    assert not re.search(r"(?:=|\[|,)\s*\{[^\s}]", after), after


def test_a_file_written_unpadded_stays_unpadded(tmp_path, difftest, capsys):
    corpus = write(tmp_path / "c", {"d.mlir": (CASES / "seed_diamond.mlir").read_text(),
                                    "difftest.toml": '[cases."d"]\ninputs.arg0 = {distribution = "fill", value = 1.0}\n'})
    assert not padded_inline_tables((corpus / "difftest.toml").read_text())
    rc, _, _ = difftest(str(corpus))
    assert rc == 0
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 0
    after = (corpus / "difftest.toml").read_text()
    assert '{check = "baseline.dispatch-count == 5", targets = ["llvm-cpu"], cpus = ["' in after and "{ " not in after
