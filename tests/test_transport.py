"""The execute stage is `execute(module, entry, device, runner)`, and a
runner reaches its workers through a transport: the default pipe to a local
process, or a socket (the seam a device on another machine plugs into).
Both run the same compiled module to the same bits."""
from __future__ import annotations

import numpy as np

from difftest.corpus.discovery import load_corpus
from difftest.corpus.inputs import load_arrays
from difftest.run.compile.modules import compiled
from difftest.run.execute.runner import CallShape, Runner, execute
from difftest.run.execute.transport import PipeWorker, SocketWorker
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


def test_a_compiled_module_runs_alike_through_a_pipe_and_a_socket_worker(tmp_path):
    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL})
    settings = RunSettings(target=parse_target("llvm-cpu:generic"), toolchain=installed(), out_dir=tmp_path / "o")
    session = Session(settings)
    try:
        run = CaseRun.of(load_corpus(corpus).cases[0], session.stages)
        prep = run.prepare()
        run.compile(("baseline",))
        module = compiled(prep.module, run.result.variants["baseline"])
        assert module.variant == "baseline" and module.target.name == "llvm-cpu:generic" and module.digest
        outs = {}
        for name, connect in (("pipe", PipeWorker), ("socket", SocketWorker)):
            runner = Runner(installed(), tmp_path / f"workers-{name}", calls=CallShape(repeat=2), connect=connect)
            try:
                device = runner.device(DeviceURI(module.target.driver))
                out = execute(module, prep.entry, device, runner, sub=name)
            finally:
                runner.close()
            assert out.record.status.value == "ok", out.record.error_line
            assert len(out.record.call_hashes) == 3  # the first call and the two timed ones
            outs[name] = out.outputs
    finally:
        session.close()
    assert all(np.array_equal(a, b) for a, b in zip(outs["pipe"], outs["socket"]))
    a, b = load_arrays(prep.entry.inputs_path)
    np.testing.assert_allclose(outs["socket"][0], a @ b, rtol=1e-5, atol=1e-5)
