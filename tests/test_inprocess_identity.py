"""--compiler api gives what --compiler process gives: every compile kind
difftest does (a full compile with the statistics flags, the shared prefix
`--compile-to=global-optimization`, a variant resumed `--compile-from` it,
the reach-first screen's phase IR, failures), through the one place that
decides the path (run/compile/inprocess.py `run_compiler`), on the same argv: the
same output bytes, the same statistics file, the same exit classification
and first error line. The slow test does it on every shipped corpus.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from difftest.core.verdicts import Stage
from difftest.corpus.variants import DEFAULT_BASELINE, DEFAULT_CANDIDATE
from difftest.run.compile.inprocess import ApiCompiler
from difftest.run.compile.modules import PREFIX_PHASE, run_compiler
from difftest.run.compile.outcome import classify, first_error_line
from difftest.run.compile.outputs import statistics_flags
from difftest.toolchains.base import installed
from difftest.toolchains.targets import parse_target

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 300.0
FEW = ["corpora/patterns/diamond_8b.mlir", "tests/cases/bad/malformed.mlir", "tests/cases/bad/no_entry.mlir",
       "tests/cases/crash/oob_gather.mlir", "tests/cases/scalars/zero_d.mlir"]
SHIPPED = ("corpora/patterns", "corpora/llama", "corpora/sdxl", "tests/cases")


def _argvs(tool: str, source: Path, out: Path) -> list[tuple[str, list[str], Path, Path | None]]:
    """(what, argv, output, statistics file) for each compile kind, in the order a run does them."""
    target = list(parse_target("llvm-cpu").compile_flags)
    base, cand = [*target, *DEFAULT_BASELINE], [*target, *DEFAULT_CANDIDATE]
    prefix = out / "prefix.mlirbc"
    kinds = [("prefix", [tool, str(source), *base, f"--compile-to={PREFIX_PHASE}", "--emit-mlir-bytecode",
                         "-o", str(prefix)], prefix, None)]
    for side, flags in (("baseline", base), ("candidate", cand)):
        stats = out / f"{side}.json"
        kinds.append((f"{side} full", [tool, str(source), *flags, "-o", str(out / f"{side}.vmfb"),
                                       *statistics_flags(stats)], out / f"{side}.vmfb", stats))
        stats = out / f"{side}.from.json"
        kinds.append((f"{side} from prefix", [tool, str(prefix), *flags, f"--compile-from={PREFIX_PHASE}", "-o",
                                              str(out / f"{side}.from.vmfb"), *statistics_flags(stats)],
                      out / f"{side}.from.vmfb", stats))
        kinds.append((f"{side} screen", [tool, str(prefix), *flags, f"--compile-from={PREFIX_PHASE}",
                                         "--compile-to=flow", "--emit-mlir-bytecode", "-o",
                                         str(out / f"{side}.flow.mlirbc")], out / f"{side}.flow.mlirbc", None))
    return kinds


def _outcome(done, output: Path, stats: Path | None, out_dir: Path) -> dict:
    # Each path writes under its own folder, which a failure's line names: not a difference.
    log = (done.stderr.decode("utf-8", "replace") + done.stdout.decode("utf-8", "replace")).replace(str(out_dir), "OUT")
    status, flag = classify(done.returncode, log) if not done.timed_out else (Stage.TIMEOUT, None)
    ok = status is Stage.OK
    return {"status": status, "flag": flag, "first": None if ok else first_error_line(log),
            "output": output.read_bytes() if ok and output.exists() else None,
            "statistics": stats.read_bytes() if ok and stats is not None and stats.exists() else None}


def _run_all(compiler, tool: str, source: Path, out: Path, paths: dict, only: tuple[str, ...] | None = None) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    got = {}
    for what, argv, output, stats in _argvs(tool, source, out):
        if only is not None and what not in only:
            continue
        done, note = run_compiler(compiler, argv, TIMEOUT)
        if compiler is not None:
            paths["api" if note and note.startswith("compiled in-process") else "process"] += 1
        got[what] = _outcome(done, output, stats, out)
    return got


def _differing(a: dict, b: dict) -> set[tuple[str, str]]:
    return {(what, k) for what in a for k in a[what] if a[what][k] != b[what][k]}


def _compare(api: ApiCompiler, source: Path, tmp: Path,
             only: tuple[str, ...] | None = None) -> tuple[list[str], dict[str, int]]:
    """What differs between the two paths for one source, and how many
    compiles took each path. Where the api's differs, the process compiles it
    again: what the process does not give twice itself (the flow IR of some
    dynamic-shape modules) is said apart, never a difference of the paths."""
    tool = str(api.toolchain.iree_compile)
    paths = {"api": 0, "process": 0, "unrepeatable": 0}
    theirs = _run_all(None, tool, source, tmp / "process", paths, only)
    ours = _run_all(api, tool, source, tmp / "api", paths, only)
    paths["failed"] = sum(1 for got in theirs.values() if got["status"] is not Stage.OK)
    differing = _differing(theirs, ours)
    if differing:
        unrepeatable = _differing(theirs, _run_all(None, tool, source, tmp / "process-again", paths, only))
        paths["unrepeatable"] = len(differing & unrepeatable)
        differing -= unrepeatable
    return [f"{source}: {what}: {k} differs: process {str(theirs[what][k])[:120]!r}, api {str(ours[what][k])[:120]!r}"
            for what, k in sorted(differing)], paths


@pytest.fixture(scope="module")
def api():
    a = ApiCompiler(installed())
    yield a
    a.close()


def _sources(names) -> list[Path]:
    out = []
    for n in names:
        p = ROOT / n
        out += sorted(p.rglob("*.mlir")) if p.is_dir() else [p]
    return out


@pytest.mark.parametrize("name", FEW)
def test_identical_both_ways(api, tmp_path, name):
    diffs, paths = _compare(api, ROOT / name, tmp_path)
    assert not diffs, "\n".join(diffs)
    assert paths["api"] >= 1, f"{name}: nothing compiled in-process ({paths})"


def test_crash_is_the_process_s(api, tmp_path):
    """A compile that kills the worker is done again as a process, whose crash
    report classifies it; the next compile gets a new worker."""
    src = ROOT / "corpora/patterns/diamond_8b.mlir"
    w, _ = api._worker()
    w.proc.kill()
    w.proc.wait()
    done, note = run_compiler(api, _argvs(str(api.toolchain.iree_compile), src, tmp_path)[1][1], TIMEOUT)
    assert done.returncode == 0 and note.startswith("compiled in-process"), note


def test_a_worker_s_second_compile_is_a_first_one(api, tmp_path):
    """IR written by a worker that compiled the same module before is the
    process's: a reused MLIR context names a module's resource blobs apart
    (torch_tensor_1), so each compile gets a fresh Session."""
    src = ROOT / "corpora/llama/decoder_layer_inline_dynseq_f32.mlir"
    tool = str(api.toolchain.iree_compile)
    got = []
    for i, compiler in enumerate((None, api, api)):
        what, argv, output, _ = _argvs(tool, src, tmp_path / str(i))[0]
        output.parent.mkdir(parents=True)
        done, _ = run_compiler(compiler, argv, TIMEOUT)
        assert done.returncode == 0, done.stderr.decode()[-2000:]
        got.append(output.read_bytes())
    assert got[0] == got[1] == got[2]


def test_worker_killed_mid_compile_is_done_as_a_process(api, tmp_path):
    """A worker that dies mid-compile (a crash, an OOM kill) never takes difftest
    with it: that compile is done again as a process, whose end classifies it."""
    import threading
    src = ROOT / "corpora/llama/decoder_layer_f32.mlir"
    argv = _argvs(str(api.toolchain.iree_compile), src, tmp_path)[1][1]
    w, _ = api._worker()
    threading.Timer(0.5, w.proc.kill).start()
    done, note = run_compiler(api, argv, TIMEOUT)
    assert done.returncode == 0 and note.startswith("compiled as an iree-compile process: the compiler worker died"), \
        note


def test_hang_is_a_timeout_and_kills_the_worker(api, tmp_path):
    src = ROOT / "corpora/llama/decoder_layer_f32.mlir"
    argv = _argvs(str(api.toolchain.iree_compile), src, tmp_path)[1][1]
    w, _ = api._worker()
    done, note = run_compiler(api, argv, 0.3)
    assert done.timed_out and note.startswith("compiled in-process"), note
    assert w.proc.poll() is not None, "the worker that hung is still alive"


def test_flags_it_cannot_take_go_to_the_process(api, tmp_path):
    src = ROOT / "corpora/patterns/diamond_8b.mlir"
    argv = [*_argvs(str(api.toolchain.iree_compile), src, tmp_path)[1][1], "--mlir-print-ir-after-all"]
    done, note = run_compiler(api, argv, TIMEOUT)
    assert note.startswith("compiled as an iree-compile process: --mlir-print-ir-after-all"), note
    done, note = run_compiler(api, [*argv[:-1], "--iree-no-such-flag"], TIMEOUT)
    assert done.returncode == 1 and "Unknown command line argument '--iree-no-such-flag'" in done.stderr.decode(), note


@pytest.mark.slow
def test_shipped_corpora_identical(api, tmp_path):
    diffs, took = [], {"api": 0, "process": 0, "unrepeatable": 0}
    for i, src in enumerate(_sources(SHIPPED)):
        d, paths = _compare(api, src, tmp_path / str(i))
        diffs += d
        took = {k: took[k] + paths[k] for k in took}
    print(f"compiles: {took}")
    assert not diffs, "\n".join(diffs)


FUZZ_PROGRAMS = int(os.environ.get("DIFFTEST_IDENTITY_PROGRAMS", "200"))


@pytest.mark.slow
def test_fuzz_programs_identical(api, tmp_path):
    """200 generated programs (every motif and dtype the generator draws,
    bf16 programs the flag fails on among them), each variant compiled in
    full with its statistics both ways: the same bytes, statistics and
    first error line."""
    from difftest.fuzz.generator import MOTIFS, generate, render

    diffs, took, failed = [], {"api": 0, "process": 0, "unrepeatable": 0}, 0
    for i in range(FUZZ_PROGRAMS):
        src = tmp_path / f"p{i}.mlir"
        src.write_text(render(generate(i, MOTIFS[i % len(MOTIFS)])))
        d, paths = _compare(api, src, tmp_path / f"p{i}", only=("baseline full", "candidate full"))
        diffs += d
        took = {k: took[k] + paths[k] for k in took}
        failed += paths["failed"]
    print(f"compiles: {took}; {failed} failed both ways")
    assert took["api"] >= FUZZ_PROGRAMS * 2, took
    assert failed, "no program failed to compile: the failures' first lines were never compared"
    assert not diffs, "\n".join(diffs)


def _judged(corpus: str, compiler: str, out: Path) -> dict:
    """Each case's verdict and each variant's compile as `difftest run --compile-only` records them."""
    import json
    import subprocess
    import sys
    argv = [sys.executable, "-m", "difftest", "run", corpus, "--compile-only", "--no-cache", "-j", "1", "--quiet",
            "--compiler", compiler, "--out", str(out)]
    subprocess.run(argv, cwd=ROOT, capture_output=True, timeout=3600)
    got = {}
    for line in (out / "results.jsonl").read_text().splitlines():
        d = json.loads(line)
        if "case" not in d:
            continue
        got[d["case"], "verdict"] = (d["verdict"], d.get("reach"))
        for name, v in d["variants"].items():
            c = v["compile"] or {}
            got[d["case"], name] = {k: c.get(k) for k in ("status", "vmfb_sha256", "statistics", "error_line",
                                                          "screened_at", "unsupported_flag")}
    return got


@pytest.mark.slow
@pytest.mark.parametrize("corpus", ["corpora/patterns", "corpora/llama", "corpora/sdxl"])
def test_a_run_judges_the_same_both_ways(tmp_path, corpus):
    """The corpora's own flags (their difftest.toml variants), the run's own
    compile order (prefix, screen, full): the same verdicts and records."""
    theirs, ours = (_judged(corpus, c, tmp_path / c) for c in ("process", "api"))
    assert theirs.keys() == ours.keys()
    diffs = [f"{k}: process {theirs[k]}, api {ours[k]}" for k in theirs if theirs[k] != ours[k]]
    assert not diffs, "\n".join(diffs)


if __name__ == "__main__":
    import sys
    import tempfile
    a = ApiCompiler(installed())
    n_diff, took = 0, {"api": 0, "process": 0, "unrepeatable": 0}
    for i, src in enumerate(_sources(sys.argv[1:] or SHIPPED)):
        d, paths = _compare(a, src, Path(tempfile.mkdtemp(prefix="h11-")))
        took = {k: took[k] + paths[k] for k in took}
        n_diff += len(d)
        print(f"{src.relative_to(ROOT)}: {'identical' if not d else chr(10).join(d)} {paths}", flush=True)
    a.close()
    print(f"differences: {n_diff}; compiles by path, and outputs the process does not repeat itself: {took}")
    os._exit(1 if n_diff else 0)
