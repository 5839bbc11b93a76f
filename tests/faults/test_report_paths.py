"""A report is written as a new file in its path's place: a path whose file
that would destroy is refused before anything runs (found by an adversarial
try: --json /dev/full turned the device into a file, --json OUT/results.jsonl
overwrote the run's own journal, --html CASE.mlir a case, and --json r --junit r
lost the JSON report)."""
import os

import pytest

from difftest.cli import main

from ..conftest import CASES, write


@pytest.mark.parametrize("where", ["fifo", "link", "case", "journal", "twice"])
def test_a_report_path_whose_file_it_would_destroy_is_refused_before_the_run(tmp_path, capsys, where):
    corpus = write(tmp_path / "c", {"d.mlir": (CASES / "seed_diamond.mlir").read_text()})
    out = tmp_path / "out"
    target = tmp_path / "r.json"
    extra = []
    if where == "fifo":
        os.mkfifo(target)
    elif where == "link":
        (tmp_path / "real.json").write_text("{}")
        target.symlink_to(tmp_path / "real.json")
    elif where == "case":
        target = corpus / "d.mlir"
    elif where == "journal":
        target = out / "results.jsonl"
    else:
        extra = ["--junit", str(target)]
    before = target.read_bytes() if where in ("link", "case") else None
    rc = main(["run", str(corpus), "--out", str(out), "--json", str(target), *extra])
    err = capsys.readouterr().err
    assert rc == 2 and "nothing was run" in err, err
    assert not (out / "results.jsonl").exists()
    if before is not None:
        assert target.read_bytes() == before and (where != "link" or target.is_symlink())
    if where == "fifo":
        assert not target.is_file()
