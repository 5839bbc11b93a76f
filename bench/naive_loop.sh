#!/usr/bin/env bash
# The naive way, which difftest is measured against: a serial shell loop that
# only compiles both variants of every case of a corpus (no execution, no
# comparison) with the installed iree-compile.
#
#   bench/naive_loop.sh corpora/llama [OUT_DIR]
set -euo pipefail
corpus=${1:?usage: naive_loop.sh CORPUS [OUT_DIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
python=${PYTHON:-python3}
iree_compile=$("$python" -c 'from iree.compiler.tools import binaries; print(binaries.find_tool("iree-compile"))')
target=(--iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu --iree-llvmcpu-target-cpu=host)
baseline=(--iree-dispatch-creation-data-tiling)
candidate=(--iree-dispatch-creation-data-tiling --iree-dispatch-creation-experimental-multi-use-encoding-fusion)
n=0
for f in $(find "$corpus" -name '*.mlir' | sort); do
  name=$(basename "$f" .mlir)
  "$iree_compile" "$f" "${target[@]}" "${baseline[@]}" -o "$out/$name.baseline.vmfb" 2>/dev/null || true
  "$iree_compile" "$f" "${target[@]}" "${candidate[@]}" -o "$out/$name.candidate.vmfb" 2>/dev/null || true
  n=$((n + 1))
done
echo "compiled $n case(s) twice into $out"
