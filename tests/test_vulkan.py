"""Modules executed on a real GPU device: Mesa's lavapipe, a conformant
software Vulkan device that Debian's mesa-vulkan-drivers and libvulkan1
give any machine (.ci/run installs them). Everything here runs for real;
it skips, saying why, only where no Vulkan device can be opened."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from difftest.cli import main
from difftest.corpus.inputs import load_arrays

from .conftest import CASES, REPO, by_case, write

LLVMPIPE = "vulkan:llvmpipe"
DEMOTE_F16 = ("--iree-global-opt-demote-contraction-inputs-type=f16",
              "--iree-global-opt-demote-contraction-inputs-operations=matmul")


def _matmul(m: int, k: int, n: int, t: str) -> str:
    return (f"func.func @main(%a: tensor<{m}x{k}x{t}>, %b: tensor<{k}x{n}x{t}>) -> tensor<{m}x{n}x{t}> {{\n"
            f"  %z = arith.constant 0.0 : {t}\n  %e = tensor.empty() : tensor<{m}x{n}x{t}>\n"
            f"  %f = linalg.fill ins(%z : {t}) outs(%e : tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}>\n"
            f"  %r = linalg.matmul ins(%a, %b : tensor<{m}x{k}x{t}>, tensor<{k}x{n}x{t}>) "
            f"outs(%f : tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}>\n  return %r : tensor<{m}x{n}x{t}>\n}}\n")


MATMUL = _matmul(8, 16, 4, "f32")
# a = [1, 2^-9 x 96], b = ones: summed in bf16 at every step (as the IR says)
# the small terms vanish, 1.0; summed exactly, 1.1875.
BF16_SUM = _matmul(1, 97, 5, "bf16")


def _bf16_corpus(root: Path) -> Path:
    write(root, {"bf16_sum.mlir": BF16_SUM})
    a = np.array([[1.0] + [2.0 ** -9] * 96], dtype=ml_dtypes.bfloat16)
    np.savez(root / "bf16_sum.inputs.npz", arg0=a, arg1=np.ones((97, 5), dtype=ml_dtypes.bfloat16))
    return root


# slow: (about 3 s) both sides execute on lavapipe in the default tier's other Vulkan tests
@pytest.mark.slow
def test_both_variants_execute_on_lavapipe_and_say_where(lavapipe, difftest):
    rc, report, text = difftest(str(REPO / "corpora" / "patterns" / "diamond_8b.mlir"), "--target", LLVMPIPE,
                                "--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    run = case["variants"]["baseline"]["run"]
    assert run["status"] == "ok" and run["device"]["driver"] == "vulkan" and "llvmpipe" in run["device"]["name"]
    assert report["meta"]["devices"]["candidate"]["name"] == lavapipe.name
    assert "baseline runs on vulkan" in text


def test_outputs_agree_with_iree_run_module_on_the_same_vmfb(lavapipe, difftest, tmp_path):
    """The device-generic I/O path (staging buffers, queue copies) against the
    runtime's own tool, on lavapipe, for a sample of modules and dtypes."""
    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL})
    rc, report, _ = difftest(str(corpus), str(REPO / "corpora" / "patterns" / "requant_405b.mlir"), "--target",
                             LLVMPIPE, "--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling")
    tool = Path(sys.executable).parent / "iree-run-module"
    if not tool.exists():
        pytest.skip("no iree-run-module beside this Python")
    for case in report["cases"]:
        run = case["variants"]["baseline"]["run"]
        assert run["status"] == "ok", case["reason"]
        inputs = load_arrays(Path(run["outputs_path"]).parent.parent.parent / "inputs.npz")
        args = []
        for i, a in enumerate(inputs):
            np.save(tmp_path / f"in{i}.npy", a)
            args.append(f"--input=@{tmp_path / f'in{i}.npy'}")
        outs = [f"--output=@{tmp_path / f'out{i}.npy'}" for i in range(len(run["output_shapes"]))]
        done = subprocess.run([str(tool), f"--module={case['variants']['baseline']['compile']['vmfb_path']}",
                               "--device=vulkan", "--function=main", *args, *outs],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        ours = load_arrays(run["outputs_path"])
        for i, mine in enumerate(ours):
            theirs = np.load(tmp_path / f"out{i}.npy")
            assert theirs.shape == mine.shape and theirs.tobytes() == mine.tobytes(), case["case"]


def test_an_injected_numeric_regression_is_found_on_vulkan(lavapipe, difftest, tmp_path):
    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL})
    # The matmul's inputs demoted to f16: about 5e-4 of each, far beyond what 16 products summed in f32 allow.
    rc, report, _ = difftest(str(corpus), "--target", LLVMPIPE, "--baseline-flag=",
                             *(f"--candidate-flag={f}" for f in DEMOTE_F16))
    case = report["cases"][0]
    assert rc == 1 and case["verdict"] == "numerics-differ", case["reason"]
    assert case["variants"]["candidate"]["run"]["device"]["driver"] == "vulkan"
    # The arbiter ran on the host CPU, and the record says so.
    ref = case["variants"].get("reference")
    assert ref is not None and ref["target"] == "llvm-cpu" and ref["run"]["device"]["driver"] == "local-task"


def test_a_module_for_another_gpu_is_a_device_mismatch_not_a_run_failure(lavapipe, difftest):
    rc, report, text = difftest(str(REPO / "corpora" / "patterns" / "diamond_8b.mlir"), "--target", "vulkan:rdna3",
                                "--baseline-flag=", "--candidate-flag=")
    case = report["cases"][0]
    assert case["verdict"] == "device-mismatch" and rc == 2
    assert "vulkan:llvmpipe" in case["reason"] and "do not fit" in case["reason"]


def test_vulkan_alone_picks_the_target_that_fits_and_says_so(lavapipe, difftest):
    rc, report, _ = difftest(str(REPO / "corpora" / "patterns" / "diamond_8b.mlir"), "--target", "vulkan",
                             "--baseline-flag=", "--candidate-flag=")
    assert report["meta"]["target"] == LLVMPIPE and report["cases"][0]["verdict"] == "identical"
    assert "--target vulkan: vulkan:llvmpipe, which fits the device found here" in difftest.err


# slow: a cross-device run (about 3 s)
@pytest.mark.slow
def test_cpu_and_gpu_disagree_only_by_the_sums_own_rounding(lavapipe, difftest, tmp_path):
    """A cross-device pair: CPU generic sums exactly (1.1875), Vulkan rounds at
    every step as the IR says (1.0). Within the bound for 97 products summed
    in bf16, so within tolerance, and the record says why."""
    corpus = _bf16_corpus(tmp_path / "c")
    rc, report, _ = difftest(str(corpus), "--baseline-target", "llvm-cpu:generic", "--target", LLVMPIPE,
                             "--baseline-flag=", "--candidate-flag=")
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "within-tolerance", case["reason"]
    assert "97 products summed in bf16" in case["reason"]
    comp = next(c for c in case["comparisons"] if c["against"] == "baseline")
    assert comp["bound_elements"] == 5 and comp["max_abs_error"] == pytest.approx(0.1875)
    base, cand = (case["variants"][n] for n in ("baseline", "candidate"))
    assert base["target"] == "llvm-cpu:generic" and cand["target"] == LLVMPIPE
    assert base["run"]["device"]["driver"] == "local-task" and cand["run"]["device"]["driver"] == "vulkan"


# slow: compiles and executes a corpus twice on lavapipe (about 30 s)
@pytest.mark.slow
def test_a_bundle_compiled_here_executes_on_vulkan_with_the_same_report(lavapipe, tmp_path, capsys):
    corpus = str(REPO / "corpora" / "patterns")
    common = ["--target", LLVMPIPE, "--baseline-flag=", "--candidate-flag=--iree-dispatch-creation-data-tiling",
              "--repeat", "1", "--cache-dir", str(tmp_path / "cache"), "--no-expectations"]
    assert main(["run", corpus, *common, "--out", str(tmp_path / "ran"), "--json", str(tmp_path / "ran.json")]) == 0
    rc = main(["run", corpus, *common, "--compile-only", "--bundle", str(tmp_path / "bundle"),
               "--out", str(tmp_path / "compiled")])
    assert rc == 0
    rc = main(["execute", str(tmp_path / "bundle"), "--device", "vulkan", "--repeat", "1", "--out",
               str(tmp_path / "executed"), "--json", str(tmp_path / "executed.json")])
    capsys.readouterr()
    import json

    ran = by_case(json.loads((tmp_path / "ran.json").read_text()))
    executed = by_case(json.loads((tmp_path / "executed.json").read_text()))
    assert rc == 0 and ran.keys() == executed.keys()
    assert {k: v["verdict"] for k, v in ran.items()} == {k: v["verdict"] for k, v in executed.items()}
    for name, case in executed.items():
        run = case["variants"]["baseline"]["run"]
        assert run is None or run["device"]["driver"] == "vulkan", name


# slow: local-task through the staged path (about 3 s); that path runs on lavapipe in the default tier
@pytest.mark.slow
def test_local_task_runs_through_the_same_staged_path(difftest):
    """No Vulkan needed: the CPU device takes the same staging path, bf16 included."""
    rc, report, _ = difftest(str(CASES / "lowp" / "bf16_matmul.mlir"), "--baseline-flag=",
                             "--candidate-flag=--iree-dispatch-creation-data-tiling")
    case = report["cases"][0]
    run = case["variants"]["baseline"]["run"]
    assert run["status"] == "ok", case["reason"]
    assert run["device"]["driver"] == "local-task" and run["device"]["io"] == "staged"
    assert run["output_dtypes"] == ["bfloat16"]


def _generated_corpus(root: Path, seeds: range) -> int:
    """Generated programs (difftest fuzz's generator, motif `any`) without
    bf16, which does not compile for SPIR-V: a corpus of them."""
    from difftest.fuzz.generator import DTYPES, generate, render, verify

    root.mkdir(parents=True)
    toml, n = [], 0
    for seed in seeds:
        spec = generate(seed, "any", dtypes=tuple(d for d in DTYPES if d != "bf16"))
        text = render(spec)
        if verify(text) is not None:
            continue
        name = f"p{seed:04d}"
        (root / f"{name}.mlir").write_text(text)
        shapes = spec.input_shapes()
        if shapes:
            toml += [f'[cases."{name}"]', *(f"inputs.{k} = {{ shape = {v} }}" for k, v in shapes.items())]
        n += 1
    (root / "difftest.toml").write_text("\n".join(toml) + "\n")
    return n


# Programs of the probe where Vulkan on lavapipe is wrong with IREE 3.13 (checked by hand, run after run):
# p0154's f16 matmul with a dynamic row count (17) fed by an i8 dequantisation gives 407 of 561 elements off
# against the CPU on call 2, other values on call 1, some non-finite (two runs by hand); the CPU agrees with itself.
KNOWN_VULKAN = {"gen/p0154": "f16 matmul, dynamic rows, after an i8 dequantisation: wrong and drifting"}


@pytest.mark.slow
def test_cpu_and_vulkan_agree_on_generated_programs_and_the_onnx_snapshot(lavapipe, difftest, tmp_path):
    """The baseline of a probe of 231 generated programs and the onnx_ops
    snapshot: compiled the same way, CPU (generic) and Vulkan never disagree
    beyond tolerance and arbitration."""
    corpus = tmp_path / "gen"
    assert _generated_corpus(corpus, range(231)) > 200
    rc, report, _ = difftest(str(corpus), str(CASES / "suites" / "onnx_ops"), "--baseline-target", "llvm-cpu:generic",
                             "--target", LLVMPIPE, "--baseline-flag=", "--candidate-flag=", "-j", "2")
    verdicts = {c["case"]: c["verdict"] for c in report["cases"]}
    differ = {c["case"]: c for c in report["cases"] if c["verdict"] == "numerics-differ"}
    assert set(differ) <= set(KNOWN_VULKAN), {c: v for c, v in verdicts.items() if v == "numerics-differ"}
    for case in differ.values():
        # Lavapipe's wrong answer is not the same twice: difftest says the GPU's outputs drift.
        assert any("candidate's outputs drift across repeated calls" in f for f in case["findings"]), case
    compared = [c for c in report["cases"] if c["verdict"] in ("identical", "within-tolerance", "improved")]
    assert len(compared) > 200


# slow: a bundle made, then executed on lavapipe (about 19 s); a bundle executed elsewhere is in the default tier
# (test_speed)
@pytest.mark.slow
def test_a_case_with_a_golden_is_bundled_and_executed_with_it(tmp_path, capsys):
    """No device needed: llvm-cpu. A golden travels in the bundle (its case directory made first)."""
    corpus = REPO / "corpora" / "llama"
    common = ["-k", "decoder_layer_f32", "--repeat", "1", "--cache-dir", str(tmp_path / "cache")]
    assert main(["run", str(corpus), *common, "--compile-only", "--bundle", str(tmp_path / "b"),
                 "--out", str(tmp_path / "c"), "-q"]) == 0
    assert main(["execute", str(tmp_path / "b"), "--out", str(tmp_path / "e"), "--json",
                 str(tmp_path / "e.json"), "-q"]) == 0
    capsys.readouterr()
    import json

    (case,) = json.loads((tmp_path / "e.json").read_text())["cases"]
    assert case["verdict"] == "identical" and any(c["against"] == "golden" for c in case["comparisons"])


def test_a_corpus_reference_runs_on_a_gpu_only_when_the_pair_differs(lavapipe, difftest, tmp_path):
    # corpora/patterns asks for a reference variant: on the CPU it is compiled and run for every case
    # (test_corpora); on Vulkan only an arbiter needs it, and a pair that agrees needs none, which the case says.
    requant = str(REPO / "corpora" / "patterns" / "requant_405b.mlir")
    rc, report, _ = difftest(requant, "--target", LLVMPIPE)
    case = report["cases"][0]
    assert rc == 0 and case["verdict"] == "identical" and "reference" not in case["variants"], case["variants"]
    assert any("the corpus's reference was not needed" in f for f in case["findings"]), case["findings"]
    rc, report, _ = difftest(requant, "--target", LLVMPIPE, "--reference")
    assert "reference" in report["cases"][0]["variants"]
    # A pair that differs gets its arbiter all the same, on the host CPU (the corpus's reference flags).
    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL})
    (corpus / "difftest.toml").write_text("[variants.reference]\nflags = []\n")
    rc, report, _ = difftest(str(corpus), "--target", LLVMPIPE, "--baseline-flag=",
                             *(f"--candidate-flag={f}" for f in DEMOTE_F16))
    case = report["cases"][0]
    assert case["verdict"] == "numerics-differ" and case["variants"]["reference"]["target"] == "llvm-cpu"
    assert not any("was not needed" in f for f in case["findings"])


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def _workers() -> list[int]:
    """This process's runtime workers."""
    found = []
    for d in Path("/proc").iterdir():
        try:
            if (d.name.isdigit() and int((d / "stat").read_text().rsplit(")", 1)[1].split()[1]) == os.getpid()
                    and b"child/worker.py" in (d / "cmdline").read_bytes()):
                found.append(int(d.name))
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
    return found


def test_a_worker_between_runs_keeps_no_vulkan_device_polling(lavapipe, tmp_path):
    """IREE's Vulkan HAL keeps threads polling an open device's semaphores: a
    worker that held its lavapipe device between runs kept up to two cores
    busy doing nothing, taking them from the compiles beside it. Idle, it
    costs nothing."""
    from difftest.corpus.discovery import load_corpus
    from difftest.run.execute.runner import Runner, execute
    from difftest.run.compile.modules import compiled
    from difftest.run.session import Session
    from difftest.run.plan.settings import RunSettings
    from difftest.run.stages import CaseRun
    from difftest.toolchains.base import installed
    from difftest.toolchains.targets import parse_target
    from difftest.toolchains.uri import DeviceURI

    corpus = write(tmp_path / "c", {"mm.mlir": MATMUL})
    session = Session(RunSettings(target=parse_target(LLVMPIPE), toolchain=installed(), out_dir=tmp_path / "o"))
    runner = Runner(installed(), tmp_path / "workers")
    try:
        run = CaseRun.of(load_corpus(corpus).cases[0], session.stages)
        prep = run.prepare()
        run.compile(("baseline",))
        module = compiled(prep.module, run.result.variants["baseline"])
        for _ in range(2):  # and a second run on the same worker opens the device again
            out = execute(module, prep.entry, runner.device(DeviceURI(module.target.driver)), runner)
            assert out.record.status.value == "ok", out.record.error_line
        workers = _workers()
        assert workers
        before = sum(map(_cpu_seconds, workers))
        time.sleep(1.0)
        idle = sum(map(_cpu_seconds, workers)) - before
        assert idle < 0.25, f"the idle workers {workers} used {idle:.2f} CPU-s in 1 s"
    finally:
        runner.close()
        session.close()
