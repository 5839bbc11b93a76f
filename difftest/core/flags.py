"""Facts about iree-compile's flags that more than one layer reads: which
flags select the target. Target profiles (toolchains/targets.py) write
them; a suite's own (a config, a BUILD.bazel) are left out for --target's."""
from __future__ import annotations

TARGET_SELECTION_FLAGS = ("--iree-hal-target-backends", "--iree-hal-target-device",
                          "--iree-hal-local-target-device-backends", "--iree-llvmcpu-target-cpu",
                          "--iree-llvmcpu-target-cpu-features", "--iree-llvmcpu-target-triple", "--iree-rocm-target",
                          "--iree-hip-target", "--iree-cuda-target", "--iree-vulkan-target")


def is_target_flag(flag: str) -> bool:
    return flag.split("=", 1)[0] in TARGET_SELECTION_FLAGS
