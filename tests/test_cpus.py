"""Expectations that know which CPU they were recorded on.

On llvm-cpu the CPU decides what compiles (`host` is an AVX512-FP16 Xeon on one
runner and an EPYC on the next), so an xfail or a pinned figure recorded on one
CPU is strict there and advisory elsewhere. Every test here names its CPUs
(`llvm-cpu:haswell`, `llvm-cpu:znver4`): haswell's AVX2 code runs on every x86-64
runner this suite is meant for, so the cases execute for real.
"""
import json
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.core.keys import compile_key
from difftest.core.results import CaseResult, case_from_dict
from difftest.core.verdicts import Verdict
from difftest.corpus.config import Scoped
from difftest.corpus.expectations import desired, shown_path
from difftest.toolchains import cpus
from difftest.toolchains.kinds import installed

from .conftest import CASES, by_case, host_has, write

ROOT = Path(__file__).resolve().parents[1]
DIAMOND = (ROOT / "corpora/patterns/diamond_8b.mlir").read_text()
QKV = (ROOT / "corpora/patterns/qkv_three_users.mlir").read_text()
HASWELL = "haswell+avx2"


def _corpus(tmp_path, case: str, text: str, toml: str) -> Path:
    return write(tmp_path / "c", {f"{case}.mlir": text, "difftest.toml": toml})


def test_the_compiler_names_each_cpu_with_the_extensions_that_decide_codegen():
    ic = installed().iree_compile
    flags = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
    assert cpus.probe(ic, [*flags, "--iree-llvmcpu-target-cpu=haswell"]).label == HASWELL
    assert cpus.probe(ic, [*flags, "--iree-llvmcpu-target-cpu=znver4"]).label == "znver4+avx512+bf16+vnni"
    assert cpus.probe(ic, [*flags, "--iree-llvmcpu-target-cpu=sapphirerapids"]).label == \
        "sapphirerapids+avx512+bf16+fp16+vnni+amx"
    # LLVM's name alone says too little: an unrecognised Xeon is "rocketlake" with AMX.
    assert cpus.parse('cpu = "rocketlake", cpu_features = "+avx2,+avx512f,+amx-tile,-avx512fp16"').label == \
        "rocketlake+avx512+amx"
    assert cpus.cpu_matches("znver4", "znver4+avx512+bf16+vnni")
    assert cpus.cpu_matches("znver*", "znver4+avx512+bf16+vnni")
    assert not cpus.cpu_matches("znver4", HASWELL)


def test_an_xfail_recorded_on_another_cpu_keeps_the_cases_own_verdict_and_says_so(difftest, tmp_path):
    toml = ('[cases."d"]\nxfail = { reason = "fails on znver4", targets = ["llvm-cpu"], cpus = ["znver4"] }\n'
            'expect = [{ check = "baseline.dispatch-count == 99", targets = ["llvm-cpu"], cpus = ["znver4"] }]\n')
    corpus = _corpus(tmp_path, "d", DIAMOND, toml)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = by_case(data)["c/d"]
    assert rc == 0, text
    assert case["verdict"] == "identical" and case["cpu"] == HASWELL
    assert any("recorded on znver4, here haswell+avx2: the case is identical here" in f for f in case["findings"])
    assert any("expected baseline.dispatch-count == 99, here" in f and "not gating" in f for f in case["findings"])
    assert "compiled for haswell+avx2" in text
    assert "other CPUs: 1 xfail recorded on other CPUs does not hold here (haswell+avx2), and its case keeps its " \
           "own verdict: c/d (recorded on znver4)" in text
    assert data["meta"]["cpus"]["llvm-cpu:haswell"] == HASWELL


def test_the_same_xfail_on_the_cpu_it_was_recorded_on_is_strict(difftest, tmp_path):
    toml = ('[cases."d"]\nxfail = { reason = "fails on haswell", targets = ["llvm-cpu"], cpus = ["haswell"] }\n'
            'expect = [{ check = "baseline.dispatch-count == 5", targets = ["llvm-cpu"], cpus = ["haswell"] }]\n')
    corpus = _corpus(tmp_path, "d", DIAMOND, toml)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    assert rc == 1, text
    assert by_case(data)["c/d"]["verdict"] == "xpass"
    toml = '[cases."d"]\nexpect = [{ check = "baseline.dispatch-count == 99", targets = ["llvm-cpu"], cpus = ["haswell"] }]\n'
    (corpus / "difftest.toml").write_text(toml)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    assert rc == 1 and by_case(data)["c/d"]["verdict"] == "expectation-failed", text


def test_a_failure_recorded_on_another_cpu_that_happens_here_too_is_expected_and_update_adds_this_cpu(
        difftest, tmp_path, monkeypatch):
    match = "write affecting operations on global resources"
    toml = (f'[cases."q"]\nxfail = {{ reason = "seed flag bug", targets = ["llvm-cpu"], match = "{match}", '
            'sides = ["candidate"], cpus = ["znver4"] }\n')
    corpus = _corpus(tmp_path, "q", QKV, toml)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = by_case(data)["c/q"]
    assert rc == 0, text
    assert case["verdict"] == "xfail" and "here haswell+avx2: it fails the same way" in case["reason"]
    # A host run records the CPU; a named target names it already, so make the record a host run's.
    record = case_from_dict(case)
    record.target = "llvm-cpu"
    _, xfail, notes = desired(record, "llvm-cpu", (), tuple(_rules(corpus)))
    assert xfail[0].cpus == ("znver4", HASWELL), notes


def _rules(corpus: Path):
    from difftest.corpus.config import parse_scoped
    import tomllib
    table = tomllib.loads((corpus / "difftest.toml").read_text())["cases"]["q"]["xfail"]
    return parse_scoped(table, "xfail", "q", corpus / "difftest.toml")


def _host_result(verdict: Verdict, cpu: str, dispatches: tuple[int, int]) -> CaseResult:
    d = {"case": "c/d", "path": "/x/d.mlir", "target": "llvm-cpu", "reason": "", "toolchain": {},
         "verdict": verdict.label, "cpu": cpu,
         "variants": {side: {"name": side, "flags": [], "compile": {
             "status": "ok", "argv": [], "seconds": 0.1, "statistics": {"dispatch-count": n, "transient-memory-size": 1024}}}
             for side, n in zip(("baseline", "candidate"), dispatches)}}
    return case_from_dict(d)


def test_update_expectations_pins_figures_per_cpu_and_keeps_another_cpus():
    zen = "znver4+avx512+bf16+vnni"
    here = _host_result(Verdict.IDENTICAL, zen, (103, 99))
    theirs = (Scoped("baseline.dispatch-count == 97", ("llvm-cpu",), cpus=("sapphirerapids",)),
              Scoped("candidate.dispatch-count == 93", ("llvm-cpu",), cpus=("sapphirerapids",)))
    expect, _, _ = desired(here, "llvm-cpu", theirs, ())
    values = {(r.value, r.cpus) for r in expect}
    assert ("baseline.dispatch-count == 97", ("sapphirerapids",)) in values
    assert ("baseline.dispatch-count == 103", (zen,)) in values
    assert ("candidate.dispatch-count == 99", (zen,)) in values
    # The same figure on a second CPU: one rule, holding on both.
    same = _host_result(Verdict.IDENTICAL, zen, (97, 93))
    expect, _, notes = desired(same, "llvm-cpu", theirs, ())
    assert {(r.value, r.cpus) for r in expect if "dispatch" in r.value} == {
        ("baseline.dispatch-count == 97", ("sapphirerapids", zen)),
        ("candidate.dispatch-count == 93", ("sapphirerapids", zen))}, notes
    # An xpass on a CPU the xfail holds on removes only that CPU.
    rule = Scoped("both-compile-fail: x", ("llvm-cpu",), cpus=("sapphirerapids", "znver4"))
    xpass = _host_result(Verdict.XPASS, zen, (97, 93))
    _, xfail, notes = desired(xpass, "llvm-cpu", (), (rule,))
    assert [x.cpus for x in xfail] == [("sapphirerapids",)], notes


def test_a_module_for_host_is_cached_under_the_cpu_it_was_built_for(monkeypatch):
    host = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=host"]
    named = [*host[:2], "--iree-llvmcpu-target-cpu=znver4"]
    assert cpus.host_dependent(host) and not cpus.host_dependent(named)
    assert not cpus.host_dependent(["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"])
    from difftest.run.compile.modules import CompileContext
    ctx = CompileContext(toolchain=None)
    ctx._released_id = ["3.13.0", "abc", "fp"]
    keys = []
    for machine in ("GenuineIntel|avx512fp16", "AuthenticAMD|avx512bf16"):
        monkeypatch.setattr(cpus, "host_fingerprint", lambda m=machine: m)
        keys.append((compile_key(ctx.key_id(host), host, "", b"ir"), compile_key(ctx.key_id(named), named, "", b"ir")))
    assert keys[0][0] != keys[1][0], "a host module must not be shared between two CPUs"
    assert keys[0][1] == keys[1][1], "a module for a named CPU is the same on every machine"


def test_a_cpus_entry_that_is_not_a_list_of_names_is_the_configs_error(tmp_path):
    from difftest.corpus.config import ConfigError, parse_scoped
    with pytest.raises(ConfigError, match="`cpus` must be a non-empty list"):
        parse_scoped({"reason": "x", "cpus": "znver4"}, "xfail", "d", tmp_path / "difftest.toml")


def test_update_expectations_diffs_name_files_as_git_apply_reads_them(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert shown_path(tmp_path / "c" / "difftest.toml") == "c/difftest.toml"
    assert shown_path(Path("/elsewhere/difftest.toml")) == "elsewhere/difftest.toml"


@pytest.mark.parametrize("cpu", ["haswell", "skylake-avx512"])
def test_a_llama_layer_passes_its_gate_compiled_for_two_named_cpus(difftest, cpu):
    """What the README's main job gates on, for an AVX2 and an AVX-512 CPU
    named (the slow tier runs the whole shipped corpora the same way)."""
    if cpu != "haswell" and not host_has("avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"):
        pytest.skip("this host cannot run AVX-512 code")
    rc, data, text = difftest(str(ROOT / "corpora/llama"), "-k", "decoder_layer_f32", "--target", f"llvm-cpu:{cpu}")
    assert rc == 0, text
    case = by_case(data)["llama/decoder_layer_f32"]
    assert case["verdict"] == "identical" and case["cpu"].startswith(cpu + "+avx")
    assert [e["passed"] for e in case["expectations"]] == [True, True]


def test_a_bundle_judges_cpu_scoped_expectations_against_the_cpu_it_was_compiled_for(difftest, tmp_path, capsys):
    """Compiled here for one CPU, executed elsewhere: the executing machine's
    CPU is not the one the modules were built for, the bundle's is."""
    toml = '[cases."d"]\nxfail = { reason = "fails on znver4", targets = ["llvm-cpu"], cpus = ["znver4"] }\n'
    corpus = _corpus(tmp_path, "d", DIAMOND, toml)
    bundle = tmp_path / "bundle"
    rc, _, text = difftest(str(corpus), "--target", "llvm-cpu:haswell", "--compile-only", "--bundle", str(bundle))
    assert rc == 0, text
    report = tmp_path / "executed.json"
    assert main(["execute", str(bundle), "--out", str(tmp_path / "x"), "--json", str(report)]) == 0
    data = json.loads(report.read_text())
    case = by_case(data)["c/d"]
    assert case["verdict"] == "identical" and case["cpu"] == HASWELL
    assert any("recorded on znver4, here haswell+avx2" in f for f in case["findings"])
    assert data["meta"]["cpus"] == {"llvm-cpu:haswell": HASWELL}


def test_a_cpu_the_corpus_or_the_command_line_picks_is_the_cpu_its_expectations_are_judged_on(difftest, tmp_path):
    """[variants] or --compile-flag naming --iree-llvmcpu-target-cpu builds for that CPU: the record
    says so, and a rule recorded on it is strict (it was "not gating" under the target's CPU)."""
    toml = ('[variants.baseline]\nflags = ["--iree-dispatch-creation-data-tiling", "--iree-llvmcpu-target-cpu=haswell"]\n'
            '[variants.candidate]\nflags = ["--iree-dispatch-creation-data-tiling", '
            '"--iree-dispatch-creation-experimental-multi-use-encoding-fusion", "--iree-llvmcpu-target-cpu=haswell"]\n'
            '[cases."d"]\nexpect = [{ check = "baseline.dispatch-count == 99", targets = ["llvm-cpu"], '
            'cpus = ["haswell"] }]\n')
    corpus = _corpus(tmp_path, "d", DIAMOND, toml)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:skylake")
    case = by_case(data)["c/d"]
    assert case["cpu"] == HASWELL and case["verdict"] == "expectation-failed" and rc == 1, text
    plain = _corpus(tmp_path / "p", "d", DIAMOND, '[cases."d"]\nexpect = [{ check = "baseline.dispatch-count == 99", '
                                                 'targets = ["llvm-cpu"], cpus = ["haswell"] }]\n')
    rc, data, text = difftest(str(plain), "--target", "llvm-cpu:skylake",
                              "--compile-flag=--iree-llvmcpu-target-cpu=haswell")
    assert by_case(data)["c/d"]["cpu"] == HASWELL and data["meta"]["cpus"]["llvm-cpu:skylake"] == HASWELL, text
    assert rc == 1


def test_a_misspelled_figure_in_an_expectation_is_the_cases_error(difftest, tmp_path):
    corpus = _corpus(tmp_path, "d", DIAMOND, '[cases."d"]\nexpect = ["dispach-count == 5"]\n')
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = by_case(data)["c/d"]
    assert rc == 2 and case["verdict"] == "case-error" and "did you mean 'dispatch-count'" in case["reason"], text


def test_update_expectations_of_a_run_whose_case_is_gone_says_so_and_is_not_done(difftest, tmp_path, capsys):
    corpus = _corpus(tmp_path, "d", DIAMOND, '[cases."d"]\nexpect = ["dispatch-count < baseline"]\n')
    rc, _, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    (corpus / "d.mlir").unlink()
    assert main(["update-expectations", str(tmp_path / "report0.json")]) == 1  # not done, as for a generated file
    assert "d.mlir is no longer there" in capsys.readouterr().err


def test_update_on_one_cpu_never_takes_a_pin_away_from_the_others():
    """Found in review: a pin written before rules knew their CPU (no `cpus`) holds on every CPU; a host
    run on one CPU whose figure differs must not drop it for the rest. An xfail of every CPU that passes
    here is removed, and the note says another CPU's run writes it back for that CPU."""
    zen = "znver4+avx512+bf16+vnni"
    legacy = (Scoped("baseline.dispatch-count == 97", ("llvm-cpu",)),)
    expect, _, _ = desired(_host_result(Verdict.IDENTICAL, zen, (103, 99)), "llvm-cpu", legacy, ())
    values = {(r.value, r.cpus) for r in expect}
    assert ("baseline.dispatch-count == 97", None) in values and ("baseline.dispatch-count == 103", (zen,)) in values
    # Updated again on the same CPU: stable, one rule of this CPU's own.
    again, _, _ = desired(_host_result(Verdict.IDENTICAL, zen, (103, 99)), "llvm-cpu", expect, ())
    assert sorted((r.value, r.cpus) for r in again) == sorted(values)
    rule = Scoped("both-compile-fail: x", ("llvm-cpu",))
    _, xfail, notes = desired(_host_result(Verdict.XPASS, zen, (97, 93)), "llvm-cpu", (), (rule,))
    assert xfail == () and any("recorded for every CPU and passes on" in n for n in notes), notes


def test_a_misspelled_cpu_in_an_expectation_is_the_cases_error_not_a_rule_that_gates_nowhere(tmp_path, difftest):
    """A rule recorded on other CPUs is said, never gating: `cpus = ["znver44"]` silently stopped gating."""
    rule = 'xfail = {{ reason = "x", targets = ["llvm-cpu"], cpus = [{cpus}] }}'
    corpus = write(tmp_path / "c", {"a.mlir": (CASES / "seed_diamond.mlir").read_text(),
                                    "difftest.toml": '[cases."a"]\n' + rule.format(cpus='"znver44"') + "\n"})
    rc, report, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "case-error"
    assert "the `cpus` entry 'znver44' names no CPU this compiler knows" in case["reason"], case["reason"]
    # A feature word a label never shows is refused with the config, before anything compiles.
    (corpus / "difftest.toml").write_text('[cases."a"]\n' + rule.format(cpus='"znver4+avx521"') + "\n")
    rc, report, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = report["cases"][0]
    assert rc == 2 and "'avx521' is not a word a CPU's label shows" in case["reason"], case["reason"]
    # Spelled right, a rule of another CPU is said and does not gate here: the case is judged.
    (corpus / "difftest.toml").write_text('[cases."a"]\n' + rule.format(cpus='"znver4"') + "\n")
    rc, report, _ = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    assert rc == 0 and report["cases"][0]["verdict"] == "identical"


def test_a_remembered_cpu_that_cannot_be_this_one_is_asked_of_the_compiler_again(tmp_path, cache_dir):
    """A CPU memo edited (or damaged) to name another CPU labelled every case and keyed every module by it."""
    host_flags = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                  "--iree-llvmcpu-target-cpu=host"]
    from difftest.toolchains.kinds import installed

    cache = tmp_path / "cache"
    real = cpus.compiled_for(installed(), host_flags, cache)
    named = cpus.compiled_for(installed(), [*host_flags[:2], "--iree-llvmcpu-target-cpu=znver4"], cache)
    assert real is not None and named.name == "znver4"
    other = "znver4" if real.name != "znver4" else "haswell"
    for memo in (cache / "targets").rglob("*.json"):
        data = json.loads(memo.read_text())
        if "cpu" in data:
            data["cpu"] = {"name": other if data["cpu"]["name"] == real.name else "sandybridge", "features": ["sse2"]}
            memo.write_text(json.dumps(data))
    assert cpus.compiled_for(installed(), host_flags, cache) == real
    assert cpus.compiled_for(installed(), [*host_flags[:2], "--iree-llvmcpu-target-cpu=znver4"], cache) == named
