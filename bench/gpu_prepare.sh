#!/usr/bin/env bash
# Here, with the compiler: everything the GPU check needs, in one folder.
#
#   bench/gpu_prepare.sh [OUT]   (default .gpu; add it to .git/info/exclude)
#
# - wheels/: the iree-base-runtime wheel for the GPU machine's Python
#   (PYVER, default 3.12) and a difftest wheel, both installed there with
#   --no-deps (the machine has numpy and ml_dtypes, and no network);
# - bundle-seed-flag/: corpora/patterns and corpora/llama compiled for
#   TARGET (default cuda:sm_80, what an H100/H200 runs: its PTX is
#   JIT-compiled by the driver) with the default pair, data tiling with and
#   without the seed flag;
# - bundle-data-tiling/: the same corpora, no flags against data tiling
#   alone, so every case compiles on cuda and runs on the GPU;
# - bundle-vulkan-seed-flag/: the default pair for VULKAN_TARGET (default
#   vulkan:ampere, IREE's known Vulkan target for NVIDIA GPUs), run where
#   the machine offers a Vulkan driver (gpu_check.sh checks first).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.gpu}
pyver=${PYVER:-3.12}
target=${TARGET:-cuda:sm_80}
python=${PYTHON:-.venv/bin/python}
runtime=$("$python" -c 'from importlib.metadata import version; print(version("iree-base-runtime"))')
rm -rf "$out" && mkdir -p "$out/wheels"
"$python" -m pip download -q --no-deps --only-binary=:all: --python-version "$pyver" --implementation cp \
    --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64 \
    --platform manylinux2014_x86_64 -d "$out/wheels" "iree-base-runtime==$runtime"
"$python" -m pip wheel -q --no-deps -w "$out/wheels" .
common=(corpora/patterns corpora/llama corpora/sdxl --target "$target" --compile-only -j "$(nproc)" -q)
"$python" -m difftest run "${common[@]}" --bundle "$out/bundle-seed-flag" --out "$out/compile-seed-flag" || true
"$python" -m difftest run "${common[@]}" --bundle "$out/bundle-data-tiling" --out "$out/compile-data-tiling" \
    --baseline-flag= --candidate-flag=--iree-dispatch-creation-data-tiling --no-expectations || true
vulkan=${VULKAN_TARGET:-vulkan:ampere}
"$python" -m difftest run corpora/patterns corpora/llama corpora/sdxl --target "$vulkan" --compile-only -j "$(nproc)" -q \
    --bundle "$out/bundle-vulkan-seed-flag" --out "$out/compile-vulkan" || true
rm -rf "$out/compile-seed-flag" "$out/compile-data-tiling" "$out/compile-vulkan"
cp bench/gpu_check.sh "$out/"
du -sh "$out" "$out"/wheels/* "$out"/bundle-*
