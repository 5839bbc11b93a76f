"""The case stages as explicit parts: a module compiled once for several
entries, a device whose identity keys its runs, and a judge that decides
from evidence alone and asks for what it lacks."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from difftest.core.keys import run_key
from difftest.core.results import RunRecord
from difftest.core.verdicts import Stage, Verdict
from difftest.corpus.config import CaseConfig
from difftest.corpus.discovery import load_corpus
from difftest.corpus.signature import Signature, TensorSpec
from difftest.run.compile import modules
from difftest.run.judge.rules import REFERENCE, RERUN, Evidence, Outputs, Policy, Reference, compare_pair, judge
from difftest.run.plan.prepare import Entry
from difftest.run.plan.settings import RunSettings, plan
from difftest.run.scheduler import run_cases
from difftest.toolchains.base import installed
from difftest.toolchains.devices import Device, DeviceURI, from_probe
from difftest.toolchains.targets import parse_target

from .conftest import write

TWO_ENTRIES = """func.func @double(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = arith.addf %a, %a : tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @square(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = arith.mulf %a, %a : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
"""


def _entries(path: Path, names: list[str]):
    """One case per entry function of one file: one module, several entries."""
    (case,) = load_corpus(path).cases
    return [dataclasses.replace(case, name=f"{case.name}::{n}", key=f"{case.key}::{n}",
                                config=dataclasses.replace(case.config, entry=n)) for n in names]


def test_one_module_with_two_entries_compiles_once_and_gives_two_results(tmp_path, monkeypatch):
    corpus = write(tmp_path / "c", {"two.mlir": TWO_ENTRIES})
    calls = []
    real = modules.compile_variant

    def counted(ctx, source, flags, out_dir, *a, **kw):
        calls.append((Path(source).name, tuple(flags)))
        return real(ctx, source, flags, out_dir, *a, **kw)

    monkeypatch.setattr(modules, "compile_variant", counted)
    settings = RunSettings(target=parse_target("llvm-cpu"), toolchain=installed(), out_dir=tmp_path / "out",
                           cache_dir=None, jobs=2)
    cases = _entries(corpus / "two.mlir", ["double", "square"])
    state = run_cases(plan(cases, settings), settings)
    results = {r.case: r for r in state.results}
    assert sorted(results) == ["c/two::double", "c/two::square"]
    assert all(r.verdict is Verdict.IDENTICAL for r in results.values()), [r.reason for r in results.values()]
    # One compile per variant, shared by both entries, and the records say it is one module.
    assert len(calls) == 2 and len(set(calls)) == 2
    a, b = results.values()
    assert a.module == b.module and a.module
    assert a.variants["baseline"].compile.vmfb_path == b.variants["baseline"].compile.vmfb_path
    # Each entry ran its own function on its own inputs.
    assert a.variants["baseline"].run.output_shapes != b.variants["baseline"].run.output_shapes


def _device(name: str, path: str) -> Device:
    return from_probe(DeviceURI("vulkan"), {"device": {"name": name, "path": path}, "created": True, "cpu": "x"})


def test_two_devices_of_one_driver_give_two_run_keys():
    lavapipe = _device("llvmpipe (LLVM 15.0.6, 256 bits)", "GPU-6d65")
    radeon = _device("AMD Radeon RX 7900 XTX (RADV NAVI31)", "GPU-00a1")
    assert lavapipe.driver == radeon.driver == "vulkan"

    def key(device: Device) -> str:
        return run_key("rt", "vmfb", "inputs", device.identity(), "main", 3, 1, [], [])

    assert key(lavapipe) != key(radeon)
    assert key(lavapipe) == key(_device("llvmpipe (LLVM 15.0.6, 256 bits)", "GPU-6d65"))


def _entry(tmp_path: Path, golden=None) -> Entry:
    from difftest.corpus.discovery import Case

    sig = Signature("main", "func.func", (TensorSpec((4,), "f32"),), (TensorSpec((4,), "f32"),))
    case = Case("c/a", tmp_path / "a.mlir", "a", CaseConfig())
    return Entry(case=case, sig=sig, dir=tmp_path, inputs_path=tmp_path / "in.npz", golden=golden, run_timeout=1.0)


def _outputs(values) -> Outputs:
    return Outputs(RunRecord(Stage.OK, call_hashes=["h"]), [np.asarray(values, np.float32)])


def test_the_judge_decides_from_evidence_and_asks_for_what_it_lacks(tmp_path):
    entry = _entry(tmp_path)
    base, cand = _outputs([1, 2, 3, 4]), _outputs([1, 2, 3, 5])
    ev = Evidence(base, cand, compare_pair(entry, base, cand))
    policy = Policy(determinism="auto", arbiter=True)
    # A difference: first the baseline again (is it deterministic?), then an arbiter.
    assert judge(entry, ev, policy).needs == RERUN
    ev.rerun = _outputs([1, 2, 3, 4])
    assert judge(entry, ev, policy).needs == REFERENCE
    ev.reference = Reference([np.asarray([1, 2, 3, 4], np.float64)], "reference rewritten to f64")
    j = judge(entry, ev, policy)
    assert j.needs is None and j.verdict is Verdict.NUMERICS_DIFFER and j.arbiter == "reference rewritten to f64"
    # No arbiter to be had: still numerics-differ, and it says why.
    ev.reference = Reference(None, notes=["f64: compile failed"])
    j = judge(entry, ev, policy)
    assert j.verdict is Verdict.NUMERICS_DIFFER and "no arbiter could be had" in j.reason
    assert any("no arbiter: f64: compile failed" in f for f in j.findings)
    # The same outputs agree without asking for anything.
    same = Evidence(base, base, compare_pair(entry, base, base))
    assert judge(entry, same, policy).verdict is Verdict.IDENTICAL


def test_a_module_compiled_for_several_entries_at_once_is_compiled_once(monkeypatch):
    """Single flight: callers that arrive while the compile is under way wait
    for it and share its result; a compile that fails fails them all once."""
    import threading
    import time

    from difftest.run.compile import modules

    waiting = []

    class Seen(threading.Event):
        def wait(self, timeout=None):  # a caller is now waiting for the compile under way
            waiting.append(1)
            return super().wait(timeout)

    class Flight(modules._Flight):
        def __init__(self):
            super().__init__()
            self.done = Seen()

    monkeypatch.setattr(modules, "_Flight", Flight)

    def until(pred):
        deadline = time.monotonic() + 60
        while not pred():
            assert time.monotonic() < deadline
            time.sleep(0.01)

    for outcome in ("module", RuntimeError("no")):
        memo, calls, release, got = modules.ModuleMemo(), [], threading.Event(), []
        waiting.clear()

        def make():
            calls.append(1)
            release.wait(60)
            if isinstance(outcome, Exception):
                raise outcome
            return outcome

        def ask():
            try:
                got.append(memo.get(("k",), make))
            except RuntimeError as e:
                got.append(str(e))

        threads = [threading.Thread(target=ask) for _ in range(4)]
        threads[0].start()
        until(lambda: calls)
        for t in threads[1:]:
            t.start()
        until(lambda: len(waiting) == 3)  # all three wait on the one compile
        release.set()
        for t in threads:
            t.join(60)
        assert len(calls) == 1 and got == [str(outcome)] * 4
