"""Issue 28, whole campaigns: whose bug a finding is (--swap too), findings
filed as they are (issue.md, a repro.sh that says by its exit status), and
a campaign split into shards and merged. The real compiler, except where a
failure must be the same on every machine: there a wrapper makes it, and
runs the real compiler for everything else."""
from __future__ import annotations

import pytest

import json
import os
import re
import subprocess
from pathlib import Path

from difftest.cli import main

from .faults.helpers import fake_compiler, real_compiler

FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
DT = "--iree-dispatch-creation-data-tiling"
SRC = 'for a in "$@"; do case "$a" in *.mlir|*.mlirbc) src="$a";; esac; done\n'


def _fuzz(tmp_path, name, *args):
    out = tmp_path / name
    rc = main(["fuzz", "--out", str(out), "--repeat", "1", *args])
    return rc, json.loads((out / "fuzz.json").read_text()), out


def _only(rep, op):
    found = [f for f in rep["findings"] if f["signature"]["op"] == op]
    assert len(found) == 1, rep["findings"]
    return found[0]


# The flag's compile fails with its own error; data tiling's, with another, on any matmul.
FLAG_AND_TILING = (
    SRC + f'case " $* " in *" {FLAG} "*) echo "$src:3:9: error: \'memref.copy\' op stores twice into '
          '\'tensor<4x?xf16, #enc<a = [1, 2]>>\'" >&2; exit 1;; esac\n'
    f'case " $* " in *" {DT} "*) if grep -q linalg.matmul "$src" 2>/dev/null; then '
    'echo "$src:2:1: error: \'linalg.matmul\' op tiling bug" >&2; exit 1; fi;; esac\n'
    'exec "$REAL" "$@"')


def test_a_both_fail_whose_candidate_error_differs_is_the_flags_finding_and_swap_credits_the_flag(tmp_path,
                                                                                                   cache_dir):
    spec = fake_compiler(tmp_path / "tc", FLAG_AND_TILING)
    common = ("--count", "6", "--seed", "5", "--compile-only", "--no-reduce", "--no-store", "--toolchain", spec,
              "--runtime", "installed", "--cache-dir", str(cache_dir))
    rc, rep, out = _fuzz(tmp_path, "plain", *common)
    assert rep["verdicts"].get("both-compile-fail-differently"), rep["verdicts"]
    flag = _only(rep, "memref.copy")
    assert flag["whose"] == "flag" and flag["regression"] and rc == 1
    assert "both-compile-fail-differently" in flag["verdicts"]
    assert not any(f["signature"]["op"] == "linalg.matmul" and f["whose"] == "flag" for f in rep["findings"])
    # --swap: the baseline has the flag, and its failure is still the flag's, never "broken, not the flag's".
    rc, swapped, _ = _fuzz(tmp_path, "swap", *common, "--swap")
    flag = _only(swapped, "memref.copy")
    assert swapped["flagged"] == "baseline" and flag["whose"] == "flag" and flag["regression"] and rc == 1
    assert set(flag["verdicts"]) <= {"baseline-compile-fail", "both-compile-fail-differently"}


# slow: a campaign and a reduction (about 6 s); a both-fail that is the flag's is in the default tier
@pytest.mark.slow
def test_the_flags_finding_in_a_both_fail_is_reduced_to_the_flags_bug_alone(tmp_path, cache_dir):
    # Both fail, differently: the reproducer keeps the candidate's failure only, so data tiling's
    # matmul bug (the baseline's) is free to go, and what is filed is one bug.
    spec = fake_compiler(tmp_path / "tc", FLAG_AND_TILING)
    rc, rep, out = _fuzz(tmp_path, "reduced", "--count", "3", "--seed", "5", "--compile-only", "--no-store",
                         "--reduce-budget", "60", "--toolchain", spec, "--runtime", "installed",
                         "--cache-dir", str(cache_dir))
    flag = _only(rep, "memref.copy")
    assert flag["verdict"] == "both-compile-fail-differently" and flag["whose"] == "flag", flag
    # Every program has a matmul here: the one reduced failed both ways.
    assert set(flag["verdicts"]) == {"both-compile-fail-differently"}, flag["verdicts"]
    reproducer = Path(flag["reproducer"])
    assert flag["reduction"].startswith("reduced:"), flag["reduction"]
    assert "linalg.matmul" not in reproducer.read_text() and "the candidate's compile failure" in \
        reproducer.read_text()
    config = (reproducer.parent / "difftest.toml").read_text()
    assert 'sides = ["candidate"]' in config and "memref" in config and "tiling bug" not in config


# slow: a campaign with its third compiles (about 6 s); the four-target campaign checks whose each finding is
@pytest.mark.slow
def test_a_failure_both_share_is_attributed_by_a_compile_without_the_pairs_common_flags(tmp_path, cache_dir):
    tiling = fake_compiler(tmp_path / "dt", SRC + f'case " $* " in *" {DT} "*) if grep -q linalg.generic "$src" '
                                                  '2>/dev/null; then echo "$src:1:1: error: \'linalg.generic\' '
                                                  'op tiles badly" >&2; exit 1; fi;; esac\nexec "$REAL" "$@"')
    backend = fake_compiler(tmp_path / "be", SRC + 'if [ -n "$src" ] && grep -q linalg.generic "$src" 2>/dev/null; '
                                                   'then echo "$src:1:1: error: \'linalg.generic\' op no backend '
                                                   'for it" >&2; exit 1; fi\nexec "$REAL" "$@"')
    common = ("--count", "3", "--seed", "2", "--compile-only", "--no-reduce", "--no-store", "--runtime", "installed",
              "--cache-dir", str(cache_dir))
    _, rep, _ = _fuzz(tmp_path, "dt", *common, "--toolchain", tiling)
    f = _only(rep, "linalg.generic")
    assert f["verdict"] == "both-compile-fail" and f["whose"] == "common" and DT in f["attribution"]
    # Filed with the flags the bug needs: data tiling, and the flag left out, said so; and without data tiling.
    text = Path(f["issue"]).read_text()
    assert FLAG not in text.split("## Reproduce", 1)[1] and f"# with {DT}: fails" in text, text
    assert f"# without {DT}: compiles" in text and f"`{FLAG}` is left out: the bug does not need it" in text
    env = dict(os.environ, IREE_COMPILE=str(tmp_path / "dt" / "bin" / "iree-compile"))
    assert subprocess.run([f["repro"]], env=env, capture_output=True).returncode == 0
    assert FLAG not in Path(f["repro"]).read_text().split("cd ", 1)[1]
    rc, rep, out = _fuzz(tmp_path, "be", *common, "--toolchain", backend)
    f = _only(rep, "linalg.generic")
    assert f["whose"] == "backend" and not f["regression"] and rc == 0
    # Filed as it is, for a fixed CPU: repro.sh names no `host`, and says by its exit status.
    directory = Path(f["directory"])
    script = (directory / "repro.sh").read_text()
    assert "=host" not in script and "--iree-llvmcpu-target-cpu=generic" in script and f["fixed_target"] == \
        "llvm-cpu:generic"
    env = dict(os.environ, IREE_COMPILE=str(tmp_path / "be" / "bin" / "iree-compile"))
    assert subprocess.run([str(directory / "repro.sh")], env=env, capture_output=True).returncode == 0
    env["IREE_COMPILE"] = real_compiler()  # a compiler without the bug
    assert subprocess.run([str(directory / "repro.sh")], env=env, capture_output=True).returncode == 1
    text = (directory / "issue.md").read_text()
    assert "the backend's" in text and "op no backend for it" in text and "```mlir" in text
    # It needs none of the pair's flags: one compile, without them, and the issue says they were left out.
    assert DT not in script.split("cd ", 1)[1] and FLAG not in script.split("cd ", 1)[1]
    assert "# without the pair's flags: fails" in text and "are left out: it fails the same way without them" in text
    assert DT not in text.split("## Reproduce", 1)[1]
    # It fails with no flags at all: it is expected to compile, with no flag named as the cause.
    assert "- **Expected**: compiles\n" in text
    # Nothing in the finding's directory names this machine's directories.
    for path in directory.rglob("*"):
        if path.suffix in (".mlir", ".md", ".sh"):
            assert str(tmp_path) not in path.read_text() and "/tmp/" not in path.read_text(), path


# slow: a cuda campaign with a reduction (about 40 s)
@pytest.mark.slow
def test_a_reduced_finding_is_filed_as_is_under_swap_with_its_executable(tmp_path, cache_dir):
    # cuda:sm_80 compile-only needs no GPU; the flag's VerifyWorkgroupDistributionPass bug shows at once there.
    # Seed 1: the bug's smallest program reduces (seed 0's keeps its fills: the bug needs them on cuda).
    rc, rep, out = _fuzz(tmp_path, "cuda", "--target", "cuda:sm_80", "--compile-only", "--swap", "--count", "4",
                         "--seed", "1", "--reduce-budget", "45", "--no-store", "--cache-dir", str(cache_dir))
    mine = [f for f in rep["findings"] if f["whose"] == "flag"]
    assert mine and rc == 1, rep["findings"]
    f = mine[0]
    assert f["verdict"] in ("baseline-compile-fail", "both-compile-fail-differently")
    assert f["signature"]["failing_pass"] == "VerifyWorkgroupDistributionPass"
    directory = Path(f["directory"])
    reproducer = Path(f["reproducer"])
    before, after = map(int, re.search(r"(\d+) -> (\d+) ops", f["reduction"]).groups())
    assert reproducer.parent == directory and after < before
    # executables/ comes from the reduced program, and exists under --swap.
    exe = next((directory / "executables").glob("*.mlir"))
    assert exe.name.startswith(reproducer.stem + ".")
    issue = (directory / "issue.md").read_text()
    assert f"- **Expected**: compiles, as it does without `{FLAG}`" in issue
    # The error's location counts the lines of the IR the issue shows (not the file's comment header):
    # there it is the linalg op the failing one was lowered from.
    m = re.search(rf"{re.escape(reproducer.name)}:(\d+):\d+: error: ", issue)
    shown = issue.split("```mlir\n", 1)[1].split("\n```", 1)[0].splitlines()
    assert m and "= linalg." in shown[int(m.group(1)) - 1], (m and m.group(0), shown)
    assert str(tmp_path) not in issue
    for part in ("3.13", "@ ", "cuda:sm_80", FLAG, "VerifyWorkgroupDistributionPass", "the flag's",
                 reproducer.read_text().strip().splitlines()[-1], "iree-compile " + reproducer.name, "error:"):
        assert part in issue, part
    env = dict(os.environ, IREE_COMPILE=real_compiler())
    assert subprocess.run([str(directory / "repro.sh")], env=env, capture_output=True).returncode == 0
    fixed = fake_compiler(tmp_path / "fixed", SRC + f'args=(); for a in "$@"; do [ "$a" = "{FLAG}" ] || '
                                                   'args+=("$a"); done\nexec "$REAL" "${args[@]}"')
    env["IREE_COMPILE"] = str(tmp_path / "fixed" / "bin" / "iree-compile")  # the flag fixed: a no-op
    assert fixed and subprocess.run([str(directory / "repro.sh")], env=env, capture_output=True).returncode == 1


def _findings(rep):
    return sorted((f["key"], f["hits"], tuple(f["programs"]), tuple(sorted(f["targets"].items())),
                   Path(f["representative"]).name, f["verdict"], f["first_error"].split("error:")[-1])
                  for f in rep["findings"])


# slow: 48 programs compiled (about 45 s)
@pytest.mark.slow
def test_a_two_shard_campaign_merged_gives_the_same_findings_as_one_campaign(tmp_path, cache_dir, capsys):
    store = tmp_path / "findings.sqlite"
    common = ("--target", "cuda:sm_80", "--compile-only", "--count", "24", "--seed", "9", "--no-reduce",
              "--store", str(store), "--cache-dir", str(cache_dir))
    _, whole, _ = _fuzz(tmp_path, "whole", *common)
    assert whole["findings"] and whole["mutated"], (whole["findings"], whole["mutated"])
    _, one, _ = _fuzz(tmp_path, "s1", *common, "--shard", "1/2")
    _, two, _ = _fuzz(tmp_path, "s2", *common, "--shard", "2/2")
    decided = lambda r: r["judged"] + r["screened"]  # noqa: E731  (screened out: the flag did not reach it)
    assert decided(one) + decided(two) == decided(whole) == 24
    assert one["screened"] + two["screened"] == whole["screened"]
    # The store already holds every signature: the shards report them known and reduce nothing again.
    assert all(not f["new"] for f in one["findings"] + two["findings"])
    merged = tmp_path / "merged"
    capsys.readouterr()
    rc = main(["fuzz", "--merge", str(tmp_path / "s1"), str(tmp_path / "s2"), "--out", str(merged), "--no-store"])
    rep = json.loads((merged / "fuzz.json").read_text())
    assert "merged from 2 campaigns" in capsys.readouterr().out
    assert _findings(rep) == _findings(whole)
    for k in ("programs", "judged", "in_reach", "mutated", "verdicts", "effect"):
        assert rep[k] == whole[k], k
    assert rc == 1
    # The same lanes twice are not a merge.
    assert main(["fuzz", "--merge", str(tmp_path / "s1"), str(tmp_path / "whole"), "--out",
                 str(tmp_path / "m2"), "--no-store"]) == 2


# A crash of the flagged side as IREE 3.13's iree-compile crashes (its own stack dump, recorded): a
# compiler crash cannot be had on demand from a release.
CRASH_LOG = Path(__file__).parent / "cases" / "crash" / "iree_compile_3.13_crash.log"
FLAG_CRASHES = (f'case " $* " in *" {FLAG} "*) cat "{CRASH_LOG}" >&2; kill -SEGV $$;; esac\nexec "$REAL" "$@"')


def test_a_crash_is_filed_with_its_signal_the_pass_it_crashed_in_and_the_top_of_its_stack(tmp_path):
    spec = fake_compiler(tmp_path / "tc", FLAG_CRASHES)
    rc, rep, out = _fuzz(tmp_path, "crash", "--count", "1", "--seed", "1", "--compile-only", "--no-reduce",
                         "--no-store", "--no-cache", "--toolchain", spec, "--runtime", "installed")
    assert rc == 1 and len(rep["findings"]) == 1, rep["verdicts"]
    f = rep["findings"][0]
    # The crashing pass is the finding's failing pass: two crashes in one pass are one bug.
    assert f["whose"] == "flag" and f["signature"]["failing_pass"] == "VerifyDevicesPass", f["signature"]
    text = Path(f["issue"]).read_text()
    assert "iree-compile dies by a signal (SIGSEGV, signal 11) in `VerifyDevicesPass`" in text
    stack = text.split("## Crash", 1)[1].split("## ", 1)[0]
    # From the crash's own frame down to the pass, without the signal handler's frames or a local path.
    assert "ExecutableTargetAttr::getBackend()" in stack and "VerifyDevicesPass::runOnOperation()" in stack
    assert "PrintStackTrace" not in stack and "PassManager::run" not in stack and "/home/dev" not in stack
    assert "**Failing pass**: `VerifyDevicesPass`" in text


# slow: a CUDA campaign filed in full (about 11 s); the generator's accumulators are tested without it
@pytest.mark.slow
def test_programs_that_accumulate_into_arguments_find_the_cuda_bufferize_bug(tmp_path, cache_dir):
    # IREE 3.13 with data tiling cannot bufferize a CUDA matmul that accumulates into an argument; into a
    # fill it compiles. Programs that only ever accumulated into fills never showed it.
    rc, rep, out = _fuzz(tmp_path, "acc", "--target", "cuda:sm_80", "--compile-only", "--count", "2", "--seed", "2",
                         "--no-reduce", "--no-store", "--cache-dir", str(cache_dir))
    found = [f for f in rep["findings"] if f["signature"]["failing_pass"] == "IREEComprehensiveBufferizePass"]
    assert len(found) == 1, [f["signature"] for f in rep["findings"]]
    f = found[0]
    assert f["whose"] == "common" and "failed to bufferize op" in f["first_error"], f
    for x in rep["findings"]:
        check_issue(x, rep["flags"])
    for name in f["programs"]:
        spec = json.loads((out / "programs" / name / "spec.json").read_text())
        assert any(len(op["inputs"]) > 2 for op in spec["ops"] if op["op"] in ("matmul", "matmul_t")), spec


def check_issue(f: dict, pair: dict[str, list[str]]) -> None:
    """What an IREE developer needs to file a finding's issue.md as it is: the expected behaviour in a
    line, no local path, error locations that fall on the IR shown, the commands with the flags the bug
    needs (the flag for the flag's bug; none of the pair's for a backend's that fails without them), and a
    crash's pass."""
    text = Path(f["issue"]).read_text()
    assert re.search(r"^- \*\*Expected\*\*: \S", text, re.M), text
    for local in (str(Path.home()), "/tmp/", str(Path(f["issue"]).parent.parent)):
        assert local not in text and local not in Path(f["repro"]).read_text(), (local, f["issue"])
    source = re.search(r"^`([\w.-]+\.mlir)`:$", text, re.M).group(1)
    shown = text.split("```mlir\n", 1)[1].split("\n```", 1)[0].splitlines()
    for line, col in re.findall(rf"{re.escape(source)}:(\d+):(\d+):", text):
        assert 1 <= int(line) <= len(shown) and int(col) <= len(shown[int(line) - 1]) + 1, (line, col, f["issue"])
    commands = text.split("## Reproduce", 1)[1].split("`repro.sh`", 1)[0]
    flag_only = [x for x in pair["candidate"] if x not in pair["baseline"]]
    if f["whose"] == "flag":
        assert all(x in commands for x in flag_only), commands
    if f["whose"] == "backend" and f.get("third") == "same":
        assert not any(x in commands for x in pair["candidate"] + pair["baseline"]), commands
    if f["crashed"]:
        assert "## Crash" in text and "iree-compile dies by a signal" in text


# slow: four campaigns, two of them executed (llvm-cpu, and Vulkan on lavapipe), each finding reduced
@pytest.mark.slow
def test_every_issue_of_a_four_target_campaign_is_filed_as_it_is(tmp_path, cache_dir, lavapipe):
    campaigns = {"llvm-cpu": ("--count", "12", "--seed", "7"),
                 "vulkan:llvmpipe": ("--count", "24", "--seed", "12"),
                 "cuda:sm_80": ("--compile-only", "--count", "4", "--seed", "2"),
                 "rocm:gfx942": ("--compile-only", "--count", "16", "--seed", "1")}
    whose = set()
    for target, args in campaigns.items():
        rc, rep, _ = _fuzz(tmp_path, target.replace(":", "-"), "--target", target, *args, "--reduce-budget", "30",
                           "--no-store", "--cache-dir", str(cache_dir))
        assert rep["findings"], (target, rep["verdicts"])
        for f in rep["findings"]:
            check_issue(f, rep["flags"])
            whose.add(f["whose"])
    assert {"flag", "common"} <= whose, whose
