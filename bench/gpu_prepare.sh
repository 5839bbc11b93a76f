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
#
# CORPORA (default: corpora/patterns corpora/llama corpora/sdxl) picks what
# is bundled. A bundle whose gate fails (a regression, a case that could not
# be judged) is still written, and the others are still prepared; the script
# then names each such bundle and exits with the worst gate's code, so a
# failing bundle is never a silent exit 0.
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
read -r -a corpora <<< "${CORPORA:-corpora/patterns corpora/llama corpora/sdxl}"
status=0
failed=()
# bundle NAME ARGS...: one compile-only run into $out/bundle-NAME. Its gate's
# code is kept, not fatal: the next bundle is prepared all the same.
bundle() {
  local name=$1 rc=0
  shift
  "$python" -m difftest run "${corpora[@]}" --compile-only -j "$(nproc)" -q --bundle "$out/bundle-$name" \
      --out "$out/compile-$name" "$@" || rc=$?
  rm -rf "$out/compile-$name"
  if [ "$rc" -ne 0 ]; then
    failed+=("bundle-$name (exit $rc)")
    if [ "$rc" -gt "$status" ]; then status=$rc; fi
  fi
}
bundle seed-flag --target "$target"
bundle data-tiling --target "$target" --baseline-flag= --candidate-flag=--iree-dispatch-creation-data-tiling \
    --no-expectations
bundle vulkan-seed-flag --target "${VULKAN_TARGET:-vulkan:ampere}"
cp bench/gpu_check.sh "$out/"
du -sh "$out" "$out"/wheels/* "$out"/bundle-* || true
if [ "${#failed[@]}" -gt 0 ]; then
  echo "gpu_prepare: the gate failed for ${failed[*]}; the bundles are written, and gpu_check.sh runs them" >&2
fi
exit "$status"
