#!/usr/bin/env bash
# There, on the GPU machine (no network, Python with numpy and ml_dtypes, no
# IREE): install the runtime and difftest without dependencies into a
# temporary prefix, execute the prepared bundles, print the reports.
#
#   bash .gpu/gpu_check.sh [.gpu] [DEVICE]     (DEVICE default cuda)
#
# Writes reports under $OUT (or ./gpu-out) and prints the machine's GPU,
# driver and runtime versions first. The bundle-vulkan-* bundles run on the
# machine's Vulkan driver when iree.runtime finds a Vulkan device there, and
# are skipped (saying so) when not.
set -uo pipefail
dir=${1:-.gpu}
device=${2:-cuda}
out=${OUT:-gpu-out}
mkdir -p "$out"
prefix=$(mktemp -d)
python3 -m pip install -q --no-index --no-deps --no-compile --target "$prefix" "$dir"/wheels/*.whl || exit 1
export PYTHONPATH="$prefix${PYTHONPATH:+:$PYTHONPATH}"
echo "== machine"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null || echo "(no nvidia-smi)"
python3 - <<'PY'
import platform, importlib.metadata as md
print("python", platform.python_version(), "|", "iree-base-runtime", md.version("iree-base-runtime"),
      "| numpy", md.version("numpy"), "| ml_dtypes", md.version("ml_dtypes"), "| difftest", md.version("difftest"))
PY
vulkan_devices=$(python3 - <<'PY' 2>/dev/null
import iree.runtime as rt
try:
    print(len(rt.get_driver("vulkan").query_available_devices()))
except Exception:
    print(0)
PY
)
status=0
for b in "$dir"/bundle-*; do
  name=$(basename "$b")
  driver=$device
  case "$name" in
    bundle-vulkan-*)
      driver=vulkan
      if [ "${vulkan_devices:-0}" = "0" ]; then echo "== $name: skipped: no Vulkan device here"; continue; fi ;;
  esac
  echo "== $name (on $driver)"
  python3 -m difftest execute "$b" --device "$driver" --repeat 10 -j 1 --out "$out/$name" \
      --json "$out/$name.json" --markdown "$out/$name.md" --html "$out/$name.html"
  rc=$?
  echo "== $name: exit $rc"
  [ $rc -le 1 ] || status=$rc
done
exit $status
