"""Pure pieces of compile.py: failure classification and bounded excerpts."""
from __future__ import annotations

from difftest.core.results import Stage
from difftest.run.compile.outcome import classify, excerpt, first_error_line
from difftest.run.compile.outputs import flatten_statistics


def test_classify():
    assert classify(0, "") == (Stage.OK, None)
    log = "iree-compile: Unknown command line argument '--iree-x=1'.  Try: 'iree-compile --help'\n"
    assert classify(1, log) == (Stage.FLAG_UNSUPPORTED, "--iree-x=1")
    assert classify(1, "a.mlir:3:1: error: boom\n") == (Stage.FAILED, None)
    assert classify(245, "Stack dump:\n") == (Stage.CRASHED, None)
    assert classify(-11, "") == (Stage.CRASHED, None)


def test_huge_logs_keep_the_first_error_and_a_bounded_excerpt():
    ir = "// dumped IR line\n" * 50_000
    log = "warning: noise\n" + "// dumped IR line\n" * 50 + "x.mlir:7:3: error: 'foo' op is broken\n" + ir
    assert first_error_line(log) == "x.mlir:7:3: error: 'foo' op is broken"
    text = excerpt(log)
    assert text.startswith("x.mlir:7:3: error:") and len(text) < 4200 and "truncated" in text
    assert first_error_line("") is None


def test_statistics_flattened_under_iree_names():
    data = {"stream-aggregate": {"global": {"constant-size": 10}, "execution": {"dispatch-count": 5},
                                 "executable": {"executable-count": 4}}}
    assert flatten_statistics(data) == {"constant-size": 10, "dispatch-count": 5, "executable-count": 4}
