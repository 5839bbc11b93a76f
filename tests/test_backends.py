"""The backend registry: one home per target kind, and what it claims of
the pinned compiler holds."""
from __future__ import annotations

import ast

import pytest

from difftest.cli import main
from difftest.toolchains.backends import (REGISTRY, AmbiguousDriver, Backend, backend, backends_for_driver,
                                         canonical_kind, device_env_vars, for_driver, is_local_driver, kinds,
                                         local_backend, register)
from difftest.toolchains.base import installed
from difftest.toolchains.chips import ask_compiler
from difftest.toolchains.targets import parse_target

from .conftest import by_case, write
from .test_house import target_words


def test_every_kind_parses_to_its_default_chip_and_its_first_driver():
    for kind in kinds():
        t = parse_target(kind)
        b = backend(kind)
        assert t.driver == b.drivers[0] and t.compile_flags == b.compile_flags(t.arg)
        assert for_driver(t.driver) is b
    assert canonical_kind("hip") == "rocm" and parse_target("hip:gfx950").name == "rocm:gfx950"


@pytest.mark.slow
def test_every_chip_a_backend_lists_as_known_compiles_with_the_pinned_compiler():
    """The lists let known chips skip the compiler's check: each must be true of the pinned release."""
    refused = []
    for b in {id(b): b for b in REGISTRY.values()}.values():
        for chip in b.known:
            answer = ask_compiler(installed().iree_compile, b.compile_flags(chip))
            if not answer["ok"]:
                refused.append(f"{b.kind}:{chip}")
    assert not refused, refused


# ---- a toy backend: a second kind on this machine's drivers ------------------------------------

class Toy(Backend):
    """llvm-cpu:generic under another name: its modules run on the local drivers, as vmvx's would."""
    kind = "toy"
    drivers = ("local-task", "local-sync")
    local = True
    selection_flags = ("--iree-hal-target-device", "--iree-hal-local-target-device-backends", "--iree-llvmcpu-target-cpu")
    device_env = {"local-task": ("IREE_TASK_TOPOLOGY_GROUP_COUNT",)}

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        return backend("llvm-cpu").compile_flags(arg or "generic")


@pytest.fixture
def toy():
    """The registry with the toy in it; as it was after the test."""
    before = dict(REGISTRY)
    register(Toy)
    yield REGISTRY["toy"]
    REGISTRY.clear()
    REGISTRY.update(before)


ADD = """func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = arith.addf %a, %a : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""
# a*a - a: `a - a` would be 0.0 everywhere on both sides, a pair that compares nothing (nothing-compared).
SUB = """func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %m = arith.mulf %a, %a : tensor<8xf32>
  %r = arith.subf %m, %a : tensor<8xf32>
  return %r : tensor<8xf32>
}
"""


def test_a_registered_toy_backend_runs_a_corpus_through_difftest_run(toy, difftest, tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    assert "toy, toy:CPU" in " ".join(capsys.readouterr().out.split())
    corpus = write(tmp_path / "c", {"add.mlir": ADD, "sub.mlir": SUB})
    rc, report, text = difftest(str(corpus), "--target", "toy")
    assert rc == 0, text + difftest.err
    cases = by_case(report)
    assert sorted(cases) == ["c/add", "c/sub"], cases
    # Run, and judged, on the local driver the toy shares with llvm-cpu.
    for c in cases.values():
        run = c["variants"]["baseline"]["run"]
        assert c["verdict"] == "identical" and run["status"] == "ok" and run["device"]["driver"] == "local-task", c
    assert report["meta"]["target"] == "toy" and all(c["target"] == "toy" for c in cases.values())
    # Its modules were compiled with its own flags: for the generic CPU, not this host's.
    flags = [f for c in cases.values() for side in ("baseline", "candidate")
             for f in c["variants"][side]["compile"]["argv"]]
    assert "--iree-llvmcpu-target-cpu=generic" in flags and "--iree-llvmcpu-target-cpu=host" not in flags


def test_two_backends_on_one_driver_are_told_apart_by_the_target_not_the_driver(toy):
    # The driver alone cannot say which backend compiled a module: asked, it refuses, naming both.
    with pytest.raises(AmbiguousDriver, match="'local-task' runs the modules of llvm-cpu and toy"):
        for_driver("local-task")
    assert {b.kind for b in backends_for_driver("local-task")} == {"llvm-cpu", "toy"}
    # What the driver itself decides is one answer, whichever backend is asked.
    assert is_local_driver("local-task") and device_env_vars("local-task") == ("IREE_TASK_TOPOLOGY_GROUP_COUNT",)
    # This machine's CPU is the backend that says so, not the first local one registered.
    assert local_backend().kind == "llvm-cpu"
    t = parse_target("toy")
    assert t.backend is toy and t.driver == "local-task" and t.is_cpu and for_driver("vulkan").kind == "vulkan"
    # The house's list of target words is the registry's: the toy's name is one while it is registered.
    assert [w for _, w in target_words(ast.parse('K = "toy"\n'))] == ["toy"]


def test_a_backend_that_contradicts_another_on_a_shared_driver_or_the_host_is_refused(toy):
    before = dict(REGISTRY)

    class Remote(Toy):
        kind, local = "remote-toy", False

    class Rival(Toy):
        kind, host = "rival", True

    class Pinned(Toy):
        kind, device_env = "pinned", {"local-task": ("OMP_NUM_THREADS",)}

    with pytest.raises(ValueError, match="'remote-toy' shares driver 'local-(task|sync)' with"):
        register(Remote)
    with pytest.raises(ValueError, match="'rival' claims this machine's CPU, which 'llvm-cpu' already holds"):
        register(Rival)
    with pytest.raises(ValueError, match="'pinned' shares driver 'local-task'"):
        register(Pinned)
    with pytest.raises(ValueError, match="'toy' registered twice"):
        register(Toy)
    assert REGISTRY == before
