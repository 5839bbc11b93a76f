"""A chip typo is a usage error, refused before anything compiles (the
issue: `--target vulkan:llvmpip` crashed iree-compile on every module and
read as the flag's regressions, exit 1)."""
from __future__ import annotations

import subprocess

import pytest

from difftest.run.compile.modules import record_from_log
from difftest.toolchains.base import installed
from difftest.toolchains.chips import check_chip
from difftest.toolchains.targets import TargetError, parse_target

from ..conftest import REPO


@pytest.mark.parametrize("target, suggestion", [("vulkan:llvmpip", "vulkan:llvmpipe"),
                                                ("rocm:gfx9422", "rocm:gfx942"),
                                                ("cuda:sm_8O", "cuda:sm_80"),
                                                ("llvm-cpu:znver44", "llvm-cpu:znver4")])
def test_an_unknown_chip_exits_2_before_any_compile_naming_the_known_ones(difftest, tmp_path, target, suggestion):
    rc, report, _ = difftest(str(REPO / "corpora" / "patterns"), "--target", target, "--compile-only")
    assert rc == 2 and report is None
    assert not list((tmp_path / "out0").rglob("*.vmfb")) if (tmp_path / "out0").exists() else True
    assert f"did you mean {suggestion}" in difftest.err and "Known: " in difftest.err
    assert f"iree-compile does not know the {target.partition(':')[0]} target" in difftest.err


def test_a_chip_the_list_lacks_is_asked_of_the_compiler_and_remembered(tmp_path):
    target = parse_target("llvm-cpu:znver4")  # LLVM's, not in the backend's own list
    assert target.arg not in target.backend.known
    check_chip(target, installed(), tmp_path)  # the compiler knows it: no error
    assert list((tmp_path / "targets").rglob("*.json")), "the compiler's answer is not remembered"
    with pytest.raises(TargetError, match="does not know the llvm-cpu target 'znver44'"):
        check_chip(parse_target("llvm-cpu:znver44"), installed(), tmp_path)


def test_a_compile_that_names_an_unknown_chip_is_the_command_lines_not_a_verdict(tmp_path):
    """Past the up-front check (an older release that lacks a chip the list has),
    the compile's record says the flag is unknown: never a compile failure."""
    src = tmp_path / "a.mlir"
    src.write_text("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %r = arith.addf %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n")
    argv = [str(installed().iree_compile), str(src), "--iree-hal-target-device=vulkan",
            "--iree-vulkan-target=llvmpip", "-o", str(tmp_path / "a.vmfb")]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    rec = record_from_log(argv, done.returncode, done.stderr + done.stdout, 0.1, tmp_path / "a.vmfb",
                          tmp_path / "s.json", tmp_path / "c.log")
    assert rec.status.value == "flag-unsupported" and rec.unsupported_flag == "--iree-vulkan-target=llvmpip"
