"""A compile that fails after the stream phase still has IREE's statistics:
the dispatch counts and planned memory it wrote are kept, shown and compared,
and the verdict stays the failure (issue 46: SDXL's UNet, whose candidate
fails in codegen on llvm-cpu after the flag took 4163 -> 3950 dispatches).
A failure that is only a limit says which flag a user raises. Here the
candidate's codegen fails on a stack limit set far too low, on a named CPU."""
from __future__ import annotations

import time
from pathlib import Path

from difftest.core.results import CompileRecord, RunRecord
from difftest.core.verdicts import Stage
from difftest.run.progress import Progress
from difftest.toolchains.backends import limit_hints as hints

from .conftest import REPO, write

TILING = "--iree-dispatch-creation-data-tiling"
SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
TOO_LOW = "--iree-llvmcpu-stack-allocation-limit=64"


def _corpus(root: Path) -> Path:
    return write(root, {
        "diamond_8b.mlir": (REPO / "corpora" / "patterns" / "diamond_8b.mlir").read_text(),
        "difftest.toml": f'[variants.baseline]\nflags = ["{TILING}"]\n'
                         f'[variants.candidate]\nflags = ["{TILING}", "{SEED}", "{TOO_LOW}"]\n'})


def test_a_candidate_that_fails_in_codegen_keeps_its_figures_and_its_verdict(difftest, tmp_path):
    rc, report, text = difftest(str(_corpus(tmp_path / "c")), "--target", "llvm-cpu:haswell")
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "candidate-compile-fail", case["reason"]
    base, cand = (case["variants"][n]["compile"] for n in ("baseline", "candidate"))
    assert cand["status"] == "failed" and cand["vmfb_path"] is None
    # The pass it failed in, named by a second compile with the compiler's failure dump.
    assert cand["failing_pass"] == "LLVMCPUCheckIRBeforeLLVMConversionPass (iree-llvmcpu-check-ir-before-llvm-conversion)"
    assert "candidate fails to compile in LLVMCPUCheckIRBeforeLLVMConversionPass" in case["reason"]
    assert base["failing_pass"] is None
    # The flag's structural answer, from the failed compile's own statistics file.
    assert cand["statistics"]["dispatch-count"] < base["statistics"]["dispatch-count"]
    assert cand["statistics"]["transient-memory-size"] > 0
    told = [f for f in case["findings"] if f.startswith("the flag takes")]
    assert told and f"{base['statistics']['dispatch-count']} -> {cand['statistics']['dispatch-count']} dispatches" \
        in told[0] and "the candidate then fails to compile after it" in told[0] and "stack allocation" in told[0]
    # Which flag a user would raise, with a value that clears what the dispatch asked for.
    limit = [f for f in case["findings"] if f.startswith("a limit, not a bug (candidate's compile)")]
    assert limit and "--iree-llvmcpu-stack-allocation-limit=256" in limit[0], case["findings"]
    # Shown in the table and totalled apart from the pairs whose modules exist.
    assert f"{base['statistics']['dispatch-count']}->{cand['statistics']['dispatch-count']}" in text
    assert "before a side failed to compile (1 case, the figures IREE wrote in the stream phase): dispatches" in text
    assert "\ndispatches:" not in text  # no pair compiled: no total of modules


def test_the_figures_of_a_failed_compile_come_back_from_the_cache(difftest, tmp_path):
    corpus = _corpus(tmp_path / "c")
    _, first, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    _, again, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    a, b = (r["cases"][0]["variants"]["candidate"]["compile"] for r in (first, again))
    assert b["cached"] and b["statistics"] == a["statistics"] and a["statistics"]
    # Its failing pass too, and the reason that names it.
    assert b["failing_pass"] == a["failing_pass"] and b["failing_pass"].startswith("LLVMCPUCheckIRBeforeLLVMConversionPass")
    assert again["cases"][0]["reason"] == first["cases"][0]["reason"]


def _failed(stage: str, line: str, excerpt: str | None = None):
    rec = CompileRecord(Stage.FAILED, ["iree-compile"]) if stage == "compile" else RunRecord(Stage.CRASHED)
    rec.error_line, rec.error_excerpt = line, excerpt
    return rec


def test_each_limit_names_the_flag_to_raise_and_nothing_else_is_called_a_limit():
    stack = _failed("compile", "x.mlir:1:1: error: 'func.func' op exceeded stack allocation limit of 32768 bytes for "
                               "function. Got 163840 bytes")
    vector = _failed("compile", "x.mlir:2:2: error: One or more operations with large vector sizes (8192 bytes) were "
                                "found:")
    segv = _failed("run", "the runtime worker died (SIGSEGV, signal 11) while calling @main")
    bug = _failed("compile", "x.mlir:3:3: error: 'linalg.generic' op write affecting operations on global resources")
    got = hints([("baseline", "compile", stack, "llvm-cpu"), ("candidate", "compile", vector, "llvm-cpu"),
                 ("baseline", "run", segv, "llvm-cpu"), ("candidate", "compile", bug, "llvm-cpu"),
                 ("candidate", "run", None, "llvm-cpu")])
    assert len(got) == 3, got
    assert "--iree-llvmcpu-stack-allocation-limit=262144" in got[0] and "needs 163840" in got[0]
    assert "--iree-llvmcpu-fail-on-large-vector=false" in got[1]
    assert "--task_worker_stack_size=4194304" in got[2] and got[2].startswith("a limit, not a bug (baseline's run)")
    # A run that failed some other way, or a compile's SIGSEGV (the compiler's crash), is no limit.
    assert hints([("baseline", "compile", _failed("compile", "iree-compile crashed (SIGSEGV, signal 11)"),
                   "llvm-cpu")]) == []
    # Another backend's failure is never offered the CPU's limits: a GPU run's SIGSEGV is no task stack.
    assert hints([("candidate", "run", segv, "rocm"), ("candidate", "compile", stack, "cuda")]) == []


def test_a_long_compile_says_whether_it_is_past_the_stream_phase(tmp_path):
    import io

    p = Progress(total=1, jobs=1, stream=io.StringIO(), mode="plain")
    stats = tmp_path / "candidate" / "statistics.json"
    p.stage("sdxl/unet", "compiling the candidate of", stats)
    assert "compiling the candidate of sdxl/unet (0s, before codegen)" in p.status()
    stats.parent.mkdir()
    stats.write_text("{}")
    p.active["sdxl/unet"] = (p.active["sdxl/unet"][0], time.monotonic() - 612)
    assert "compiling the candidate of sdxl/unet (10m12s, past the stream phase: in codegen)" in p.status()
    p.close()


def test_a_flag_written_into_the_executable_target_is_never_resumed_from_a_shared_prefix():
    """IREE writes some llvm-cpu flags into the executable target when it assigns targets, before the
    prefix phase: a candidate resumed from the baseline's prefix would silently lose them (the stack
    limit above compiled; so would a ukernels A/B, comparing the baseline with itself)."""
    from difftest.run.compile.modules import can_share_prefix

    base = [TILING]
    for flag in ("--iree-llvmcpu-stack-allocation-limit=64", "--iree-llvmcpu-enable-ukernels=all",
                 "--iree-llvmcpu-sanitize=address", "--iree-llvmcpu-loop-unrolling=true"):
        assert not can_share_prefix(base, [*base, flag]), flag
    # Those that act in codegen alone still share it.
    assert can_share_prefix(base, [*base, "--iree-llvmcpu-fail-on-large-vector=false", SEED])


def test_two_sides_that_fail_alike_cost_one_compile_to_name_their_pass(difftest, tmp_path):
    corpus = write(tmp_path / "c", {
        "diamond_8b.mlir": (REPO / "corpora" / "patterns" / "diamond_8b.mlir").read_text(),
        "difftest.toml": f'[variants.baseline]\nflags = ["{TILING}", "{TOO_LOW}"]\n'
                         f'[variants.candidate]\nflags = ["{TILING}", "{SEED}", "{TOO_LOW}"]\n'})
    rc, report, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = report["cases"][0]
    assert case["verdict"] == "both-compile-fail", case["reason"]
    named = {n: case["variants"][n]["compile"]["failing_pass"] for n in ("baseline", "candidate")}
    assert set(named.values()) == {"LLVMCPUCheckIRBeforeLLVMConversionPass (iree-llvmcpu-check-ir-before-llvm-conversion)"}
    dirs = sorted(p.name for p in (tmp_path / "out0").glob("*/*-failing-pass"))
    assert dirs == ["candidate-failing-pass"]
