"""The execute stage is `execute(module, entry, device, runner)`, and a
runner reaches its workers through a transport that speaks the worker's
protocol: typed messages (child/wire.py), one codec for the local pipe and
ssh. The worker is a set of modules that run alone, where difftest is not
installed: exactly wire.MODULES, which is what ssh sends."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import numpy as np
import pytest

from difftest.child import wire
from difftest.corpus.discovery import load_corpus
from difftest.corpus.inputs import load_arrays
from difftest.run.compile.modules import compiled
from difftest.run.execute.runner import CallShape, Runner, execute
from difftest.run.execute.transport import CHILD, WORKER_FILES
from difftest.run.plan.settings import RunSettings
from difftest.run.session import Session
from difftest.run.stages import CaseRun
from difftest.toolchains.base import installed
from difftest.toolchains.targets import parse_target
from difftest.toolchains.uri import DeviceURI

from .conftest import write

MATMUL = """func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
"""


@pytest.fixture(scope="module")
def matmul(tmp_path_factory):
    """MATMUL compiled for a named CPU, its entry and inputs prepared: (module, entry)."""
    tmp = tmp_path_factory.mktemp("mm")
    corpus = write(tmp / "c", {"mm.mlir": MATMUL})
    settings = RunSettings(target=parse_target("llvm-cpu:generic"), toolchain=installed(), out_dir=tmp / "o")
    session = Session(settings)
    try:
        run = CaseRun.of(load_corpus(corpus).cases[0], session.stages)
        prep = run.prepare()
        run.compile(("baseline",))
        yield compiled(prep.module, run.result.variants["baseline"]), prep.entry
    finally:
        session.close()


def test_a_compiled_module_runs_through_the_pipe_with_every_call_hashed(matmul, tmp_path):
    module, entry = matmul
    assert module.variant == "baseline" and module.target.name == "llvm-cpu:generic" and module.digest
    runner = Runner(installed(), tmp_path / "workers", calls=CallShape(repeat=2))
    try:
        out = execute(module, entry, runner.device(DeviceURI(module.target.driver)), runner)
    finally:
        runner.close()
    assert out.record.status.value == "ok", out.record.error_line
    assert len(out.record.call_hashes) == 3 and len(set(out.record.call_hashes)) == 1  # the first call, two timed
    a, b = load_arrays(entry.inputs_path)
    np.testing.assert_allclose(out.outputs[0], a @ b, rtol=1e-5, atol=1e-5)
    held = out.record.held
    assert held is not None and held.bytes >= max(held.load_peak_bytes, held.calls_peak_bytes) > 0


def test_every_message_round_trips_and_one_that_does_not_fit_is_refused_by_name():
    run = wire.Run(device=wire.DeviceName("vulkan", "1"), module="/m.vmfb", inputs="/i.npz", function="main",
                   parameters=[wire.ArchiveRef("model", "/w.irpa", ".irpa")], casts={"0": "float32"}, peak_memory=True,
                   sequence=wire.SequencePlan("prefill_bs1", "decode_bs1", 16, [4, 256], "f16", [1, 2, 3], 2, forced=[7, 8]))
    assert run.device.uri == "vulkan://1" and wire.DeviceName("local-task").uri == "local-task"
    back = wire.decode(wire.encode(run))
    assert back == run and isinstance(back.sequence, wire.SequencePlan) and isinstance(back.parameters[0], wire.ArchiveRef)
    answer = wire.RunAnswer(status="ok", latencies_ms=[1.0], memory=wire.Memory(held_bytes=5, call_peaks=[["call", 1, 0]]))
    assert wire.decode(wire.encode(answer), wire.WorkerAnswer) == answer
    line = json.loads(wire.encode(answer))
    line["latencies_ms"] = "fast"
    with pytest.raises(ValueError, match=r"RunAnswer.latencies_ms is str"):
        wire.decode(line)
    line = json.loads(wire.encode(answer))
    line["memory"]["held_bytes"] = True  # a bool is no byte count
    with pytest.raises(ValueError, match=r"RunAnswer.memory.held_bytes is bool"):
        wire.decode(line)
    with pytest.raises(ValueError, match="a RunAnswer where a TraceAnswer was expected"):
        wire.decode(wire.encode(answer), wire.TraceAnswer)
    with pytest.raises(ValueError, match="unknown message kind"):
        wire.decode({"kind": "Shell", "cmd": "rm"})
    # An older worker's hello has no kind: read as what the reader waits for.
    assert wire.decode({"hello": 1, "python": "3.9"}, wire.Hello).hello == 1


BLOCK_DIFFTEST = """import runpy, sys
class _NoDifftest:
    def find_spec(self, name, path=None, target=None):
        if name == "difftest" or name.startswith("difftest."):
            raise ImportError("difftest is not installed where the worker runs: " + name)
sys.meta_path.insert(0, _NoDifftest())
sys.argv = [sys.argv[1]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_the_worker_runs_alone_from_its_modules_without_difftest(matmul, tmp_path):
    """wire.MODULES copied to a folder of their own, and nothing else: the
    far side's view (ssh sends these). difftest cannot be imported there."""
    module, entry = matmul
    alone = tmp_path / "alone"
    alone.mkdir()
    for p in WORKER_FILES:
        shutil.copyfile(p, alone / p.name)
    assert {p.name for p in CHILD.glob("*.py")} - {p.name for p in WORKER_FILES} <= {"__init__.py", "far.py",
                                                                                      "compiler.py"}
    req = wire.Run(device=wire.DeviceName("local-task"), module=str(module.vmfb), inputs=str(entry.inputs_path),
                   function="main", outputs=str(tmp_path / "out.npz"), drift_outputs=str(tmp_path / "d.npz"),
                   peak_memory=True)
    done = subprocess.run([sys.executable, "-I", "-c", BLOCK_DIFFTEST, str(alone / "worker.py")], cwd=tmp_path,
                          input=wire.encode(wire.ProbeRequest(wire.DeviceName("local-task"))) + wire.encode(req),
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    hello, probe, answer = (json.loads(line) for line in done.stdout.splitlines())
    assert wire.decode(hello, wire.Hello).hello == 1
    assert wire.decode(probe, wire.ProbeAnswer).created
    answer = wire.decode(answer, wire.RunAnswer)
    assert answer.status == "ok", answer.error
    a, b = load_arrays(entry.inputs_path)
    np.testing.assert_allclose(load_arrays(tmp_path / "out.npz")[0], a @ b, rtol=1e-5, atol=1e-5)
    assert answer.memory.held_bytes is not None and answer.memory.call_peaks[0][0] == "call"
