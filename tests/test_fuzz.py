"""difftest fuzz (#17): programs valid by construction and aimed at the
flag, findings deduplicated by signature, and reduced into regression
tests that `difftest run` reads."""
from __future__ import annotations

import json
import random
import re

import pytest

from difftest.cli import main
from difftest.fuzz import dedupe
from difftest.fuzz.generator import DTYPES, MOTIFS, generate, mutate, render, verify

from .faults.helpers import fake_compiler

DEMOTE = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=bf16",
          "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]


def _programs_over_every_motif_and_dtype_verify(count: int) -> None:
    seen_dtypes, seen_ops, texts = set(), set(), {}
    for i in range(count):
        spec = generate(i, MOTIFS[i % len(MOTIFS)])
        text = render(spec)
        assert verify(text) is None, (spec.to_json(), text)
        seen_dtypes.add(spec.dtype)
        seen_ops |= {op.op for op in spec.ops}
        texts[i] = text
    assert seen_dtypes == set(DTYPES)
    assert seen_ops >= {"matmul", "matmul_t", "unary", "binary", "reduce", "softmax", "transpose",
                        "collapse_expand", "cast", "dequant"}
    # The same seed gives the same bytes; mutations too.
    assert all(render(generate(i, MOTIFS[i % len(MOTIFS)])) == texts[i] for i in range(0, count, 37))
    a = mutate(generate(5), random.Random(1), 99)
    b = mutate(generate(5), random.Random(1), 99)
    assert render(a) == render(b) and verify(render(a)) is None


def test_programs_over_every_motif_and_dtype_verify():
    # How fast is bench/generator_speed.py's to say: a loaded machine is no failure.
    _programs_over_every_motif_and_dtype_verify(120)


@pytest.mark.slow
def test_a_thousand_programs_over_every_motif_and_dtype_verify():
    _programs_over_every_motif_and_dtype_verify(1000)


def test_signatures_strip_what_varies_between_programs():
    a = "/x/p00003.mlir:5:9: error: 'linalg.generic' op write affecting ... tensor<?x33xf16> at %r7 (12 bytes)"
    b = "/x/p00192.mlir:17:2: error: 'linalg.generic' op write affecting ... tensor<4x8xbf16> at %r21 (96 bytes)"
    assert dedupe.normalise(a) == dedupe.normalise(b)
    assert dedupe.ops_named(a) == ["linalg.generic"]
    assert dedupe.normalise("x.mlir:1:1: error: 'tensor.pad' op bad") != dedupe.normalise(a)


def _fuzz(tmp_path, name, *args):
    out = tmp_path / name
    rc = main(["fuzz", "--out", str(out), "--repeat", "1", *args])
    return rc, json.loads((out / "fuzz.json").read_text()), out


# slow: two campaigns of 10 programs (about 50 s)
@pytest.mark.slow
def test_directed_motifs_reach_the_flag_more_often_than_undirected(tmp_path, cache_dir):
    common = ("--count", "10", "--compile-only", "--no-reduce", "--cache-dir", str(cache_dir))
    _, directed, _ = _fuzz(tmp_path, "directed", "--motif", "multi-use", "--seed", "3", *common)
    _, broad, _ = _fuzz(tmp_path, "any", "--motif", "any", "--seed", "3", *common)
    share = lambda r: r["in_reach"] / max(r["judged"] + r["screened"], 1)  # noqa: E731
    print(f"reach: multi-use {share(directed):.0%}, any {share(broad):.0%}")
    assert directed["invalid"] == broad["invalid"] == 0
    assert share(directed) > share(broad)


# slow: a campaign, then a reduction of up to 60 s (about a minute)
@pytest.mark.slow
def test_an_injected_numeric_bug_is_found_reduced_and_becomes_an_xfail(tmp_path, cache_dir, difftest):
    rc, rep, out = _fuzz(tmp_path, "demote", "--count", "4", "--seed", "11", "--reduce-budget", "60",
                         "--cache-dir", str(cache_dir), *DEMOTE)
    numerics = [f for f in rep["findings"] if f["verdict"] == "numerics-differ"]
    assert rc == 1 and numerics, rep["verdicts"]
    finding = numerics[0]
    assert finding["kind"] == "regression" and finding["reproducer"]
    directory = out / "findings" / next(p.name for p in (out / "findings").iterdir()
                                        if p.name.startswith(f"{finding['id']:03d}-"))
    original = next((directory / "original").glob("*.mlir"))
    assert (directory / "repro.sh").exists() and "iree-run-module" in (directory / "repro.sh").read_text()
    assert original.exists() and finding["reproducer_lines"] > 0
    before, after = map(int, re.search(r"(\d+) -> (\d+) ops", finding["reduction"]).groups())
    assert after < before
    # Copied into a corpus, the directory is a regression test: its difftest.toml holds the pair, and an xfail.
    rc, report, _ = difftest(str(directory))
    assert report["cases"][0]["verdict"] == "xfail", report["cases"][0]["reason"]


DEMOTE_F16 = ["--candidate-flag=--iree-dispatch-creation-data-tiling",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-type=f16",
              "--candidate-flag=--iree-global-opt-demote-contraction-inputs-operations=matmul"]


# slow: a Vulkan campaign with reductions (about 40 s)
@pytest.mark.slow
def test_a_vulkan_campaign_finds_numerics_on_the_gpu_code_path(tmp_path, cache_dir, lavapipe):
    # Both sides execute on lavapipe and the arbiter on the host CPU; a pair that demotes matmul
    # inputs to f16 (SPIR-V has no bf16) must come back as a numerics finding with a reproducer.
    rc, rep, out = _fuzz(tmp_path, "vulkan", "--target", "vulkan:llvmpipe", "--motif", "any", "--count", "4",
                         "--seed", "26", "--reduce-budget", "20", "--cache-dir", str(cache_dir), *DEMOTE_F16)
    numerics = [f for f in rep["findings"] if f["verdict"] == "numerics-differ"]
    assert rc == 1 and numerics, rep["verdicts"]
    finding = numerics[0]
    assert finding["kind"] == "regression" and finding["credit"] == "flag" and finding["reproducer"]
    assert all(t.startswith("vulkan") for t in finding["targets"]), finding["targets"]
    directory = next(p for p in (out / "findings").iterdir() if p.name.startswith(f"{finding['id']:03d}-"))
    repro = (directory / "repro.sh").read_text()
    assert "--device=vulkan" in repro and "--iree-vulkan-target=llvmpipe" in repro
    # Where each side ran is on the record: both on lavapipe, the arbiter on the host.
    assert {n: d["uri"] for n, d in rep["devices"].items()} == {"baseline": "vulkan", "candidate": "vulkan",
                                                                 "reference": "local-task"}, rep["devices"]
    assert all(lavapipe.name == rep["devices"][n]["name"] for n in ("baseline", "candidate"))
    assert f"baseline runs on vulkan: {lavapipe.name}" in (out / "fuzz.md").read_text()


def test_one_compiler_bug_hit_by_many_programs_is_one_finding(tmp_path, cache_dir):
    # A compiler that rejects every linalg.generic, wherever it is: the error's location and the
    # program's sizes differ from hit to hit, its signature does not.
    spec = fake_compiler(tmp_path / "tc", 'for a in "$@"; do case "$a" in *.mlir|*.mlirbc) src="$a";; esac; done\n'
                                          'if [ -n "$src" ] && grep -q "linalg.generic" "$src" 2>/dev/null; then\n'
                                          '  line=$(grep -n "linalg.generic" "$src" | head -1 | cut -d: -f1)\n'
                                          '  echo "$src:$line:9: error: \'linalg.generic\' op is not supported '
                                          'by this fake" >&2; exit 1\nfi\nexec "$REAL" "$@"')
    rc, rep, _ = _fuzz(tmp_path, "fake", "--count", "6", "--seed", "2", "--no-reduce", "--toolchain", spec,
                       "--runtime", "installed", "--no-shared-prefix", "--cache-dir", str(cache_dir))
    generic = [f for f in rep["findings"] if "not supported by this fake" in f["first_error"]]
    assert len(generic) == 1 and generic[0]["hits"] >= 3, rep["findings"]
    assert generic[0]["kind"] == "broken" and rc in (0, 1)


def test_fuzz_needs_a_count_or_a_time_budget(capsys):
    assert main(["fuzz"]) == 2
    assert "--count N or --time-budget" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["fuzz", "--count", "1", "--motif", "nope"])
