#!/bin/sh
# Makes the small git repository that the README's revert-check example
# (and docs/bisect.md's) runs on:
#
#   sh docs/examples/revert-check-repo.sh /tmp/test-repo
#
# Eight commits on `main`. Its "build" (build.sh, run by
# `--build 'sh {src}/build.sh {out}'`) writes an iree-compile that wraps the
# installed one, the one on PATH when the build runs (difftest's venv, active)
# or $IREE_COMPILE; commit 6, "Start demoting matmul inputs under the seed
# flag", makes that wrapper add matmul demotion to bf16 whenever the seed flag
# is given: a numerics regression that reverting the commit fixes. Names,
# dates and contents are fixed, so the commits' hashes are the README's on
# every machine. The builds take seconds, not the hours of a real IREE.
set -eu

dir="${1:?usage: sh docs/examples/revert-check-repo.sh DIR (a new or empty directory)}"
if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then
  echo "revert-check-repo.sh: $dir exists and is not empty; give a new directory" >&2
  exit 2
fi
mkdir -p "$dir"
cd "$dir"

# Whatever the user's git configuration says, the same commits.
export GIT_AUTHOR_NAME=Dev GIT_AUTHOR_EMAIL=dev@example.com
export GIT_COMMITTER_NAME=Dev GIT_COMMITTER_EMAIL=dev@example.com
export GIT_CONFIG_NOSYSTEM=1
g() { git -c core.autocrlf=false -c commit.gpgsign=false -c core.hooksPath=/dev/null "$@"; }
g init -q
g symbolic-ref HEAD refs/heads/main

cat > build.sh <<'BUILD'
#!/bin/sh
# The "build" of this test repository: OUT/iree-compile, a wrapper around
# the installed compiler that adds the flags of flags.txt whenever the seed
# flag is given.
set -e
out="$1"
real="${IREE_COMPILE:-$(command -v iree-compile || true)}"
if [ -z "$real" ]; then
  echo "build.sh: no iree-compile on PATH; activate the venv difftest is installed in, or set IREE_COMPILE" >&2
  exit 1
fi
real="$(cd "$(dirname "$real")" && pwd)/$(basename "$real")"
# A venv's iree-compile is a Python script: wrap the binary it starts.
if [ -x "$(dirname "$real")/python" ]; then
  bin=$("$(dirname "$real")/python" -c \
    'from iree.compiler.tools import binaries; print(binaries.find_tool("iree-compile"))' 2>/dev/null) || bin=
  if [ -n "$bin" ] && [ -x "$bin" ]; then real="$bin"; fi
fi
mkdir -p "$out"
cp flags.txt "$out/flags.txt"
cat > "$out/iree-compile" <<WRAPPER
#!/bin/sh
for a in "\$@"; do
  if [ "\$a" = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion" ]; then
    exec "$real" "\$@" \$(cat "\$(dirname "\$0")/flags.txt")
  fi
done
exec "$real" "\$@"
WRAPPER
chmod +x "$out/iree-compile"
BUILD
chmod 644 build.sh

DEMOTE="--iree-global-opt-demote-contraction-inputs-type=bf16 --iree-global-opt-demote-contraction-inputs-operations=matmul"
i=0
while [ $i -lt 8 ]; do
  echo "$i" > "step$i.txt"
  if [ $i -ge 6 ]; then echo "$DEMOTE" > flags.txt; else echo > flags.txt; fi
  if [ $i -eq 6 ]; then subject="Start demoting matmul inputs under the seed flag"; else subject="Change $i"; fi
  if [ $i -eq 0 ]; then subject="Add the build"; fi
  when="2026-12-01T11:0$i:19+00:00"
  g add build.sh flags.txt "step$i.txt"
  GIT_AUTHOR_DATE="$when" GIT_COMMITTER_DATE="$when" g commit -q --no-verify -m "$subject"
  i=$((i + 1))
done

demote=$(g rev-parse HEAD~1)
echo "$dir: 8 commits on main, HEAD $(g rev-parse --short=12 HEAD); $(echo "$demote" | cut -c1-12): Start demoting matmul inputs under the seed flag"
