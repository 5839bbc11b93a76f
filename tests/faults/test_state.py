"""State is never silently lost, and runtime flags that cannot be honoured
say so (#43).

A runtime without the on-device transfer path (older iree-base-runtime
releases) passes numpy arrays, each call a copy of its own: a call
sequence's KV cache, written in place, would come back as it went in, and
both variants would agree on the wrong answer. The older runtime cannot be
installed here, so the worker's fallback is forced (DIFFTEST_WORKER_IO=direct,
read by the worker for tests only)."""
from __future__ import annotations

import pytest

from ..conftest import write
from ..test_sequences import OFF_ON, mini
from .helpers import ADD_ONE


def test_a_call_sequence_on_a_runtime_without_the_device_path_is_not_judged(difftest, tmp_path, monkeypatch):
    """Run by hand on that path, decode step 1 equals a zero-cache decode and the
    final cache is all zeros on both sides: 'identical'. Here it is could-not-judge
    (exit 2), naming what the runtime lacks."""
    monkeypatch.setenv("DIFFTEST_WORKER_IO", "direct")
    # --rerun: a run cached from the device path earlier in the session must not stand in for this one.
    rc, report, _ = difftest(str(mini(tmp_path / "c", page=16)), *OFF_ON, "--rerun")
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "could-not-judge", case["reason"]
    assert "cannot keep a call sequence's state" in case["reason"], case["reason"]
    assert "on-device transfer path" in case["reason"] and "KV cache" in case["reason"]


@pytest.mark.parametrize("flag, words", [
    # The runtime's int parser stops at the first non-digit: "abc" is read as 0 and nothing is said.
    ("--task_worker_stack_size=abc", "the runtime read --task_worker_stack_size as 0, not 'abc'"),
    # Parsed, then refused when the device is made: today's "no device".
    ("--task_topology_nodes=abc", "invalid --task_topology_nodes value: 'abc'"),
])
def test_a_runtime_flag_with_a_bad_value_is_the_cases_config_error(difftest, tmp_path, flag, words):
    corpus = write(tmp_path / "c", {"add.mlir": ADD_ONE,
                                    "difftest.toml": f'[cases."add"]\nruntime_flags = ["{flag}"]\n'})
    rc, report, _ = difftest(str(corpus), "--baseline-flag=", "--candidate-flag=")
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error", case["reason"]
    assert flag in case["reason"] and words in case["reason"], case["reason"]
