"""Issue 28: one finding per bug, the failing pass in it, whose bug it is,
and campaigns split into shards. Pure: real error lines and real failure
dumps from IREE 3.13 (tests/fuzz_errors.json says how they were made), no
compiler run."""
from __future__ import annotations

import json
from pathlib import Path

from difftest.core.results import CaseResult, CompileRecord, VariantResult
from difftest.core.verdicts import Kind, Stage, Verdict, error_key, exit_code, stage_verdict
from difftest.corpus.config import Scoped
from difftest.corpus.expectations import desired
from difftest.fuzz import dedupe, schedule
from difftest.core.crashes import failing_pass
from difftest.fuzz.findings import FindingSet, Hit, attribution, credit
from difftest.run.stages import xfail_mismatch

REAL = json.loads((Path(__file__).parent / "fuzz_errors.json").read_text())
PAIR = {"baseline": ["--iree-dispatch-creation-data-tiling"],
        "candidate": ["--iree-dispatch-creation-data-tiling",
                      "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"]}


def _rec(line: str | None, status: Stage = Stage.FAILED) -> CompileRecord:
    return CompileRecord(status if line else Stage.OK, [], returncode=1 if line else 0, error_line=line)


def _result(base: str | None, cand: str | None, target: str = "rocm:gfx942", name: str = "p00001") -> CaseResult:
    b, c = _rec(base), _rec(cand)
    decided = stage_verdict("compile", b, c)
    verdict, reason = decided if decided else (Verdict.COMPILED, "")
    r = CaseResult(name, f"/x/{name}/{name}.mlir", target, {}, verdict, reason)
    r.variants = {"baseline": VariantResult("baseline", [], compile=b),
                  "candidate": VariantResult("candidate", [], compile=c)}
    return r


def test_one_bug_in_many_programs_is_one_signature_whatever_its_nested_encodings():
    # The ROCm f16/bf16-accumulator bug: each line prints the op in generic form with its
    # #iree_encoding.encoding<... affine_map<...> ...> types, three and four levels deep.
    for group in ("legalize_generic", "legalize_matmul"):
        lines = REAL[group]
        assert len(lines) >= 3 and all(ln.count("<") > 20 for ln in lines)
        pass_name, _ = failing_pass("\n".join(REAL["dumps"]["rocm"]))
        sigs = {dedupe.signature(_result(ln, ln), failing_pass=pass_name) for ln in lines}
        assert len(sigs) == 1, sigs
        sig = sigs.pop()
        assert sig.failing_pass == "MaterializeDeviceEncodingPass"
        assert sig.op == group.replace("legalize_", "linalg.")
        assert "tensor" not in sig.message and "encoding" not in sig.message and "%" not in sig.message
    # The op kind stays apart: a named matmul and a generic contraction are two signatures.
    g, m = (dedupe.signature(_result(REAL[k][0], REAL[k][0])) for k in ("legalize_generic", "legalize_matmul"))
    assert g != m


def test_the_failing_pass_is_the_innermost_one_the_compiler_names():
    assert failing_pass("\n".join(REAL["dumps"]["cuda"])) == ("VerifyWorkgroupDistributionPass",
                                                            "iree-codegen-verify-workgroup-distribution")
    assert failing_pass("\n".join(REAL["dumps"]["rocm"]))[1] == "iree-codegen-materialize-device-encoding"
    # Upstream MLIR's spelling, and a log without a dump.
    assert failing_pass("// -----// IR Dump After CSE Failed (cse) //----- //") == ("CSE", "cse")
    assert failing_pass("x.mlir:1:1: error: nope") == ("", "")


# IREE 3.13 on cuda:sm_80 with data tiling, a matmul accumulating into an argument (its errors and dumps,
# the target's long attribute cut): bufferization's error has no place in the source.
UNPLACED = ['<unknown>:0: error: failed to bufferize op', '// -----// IR Dump After IREEComprehensiveBufferizePass Failed: iree-codegen-iree-comprehensive-bufferize{print-conflicts=false test-analysis-only=false} //----- //', '// -----// IR Dump After LLVMGPULowerExecutableTargetPass Failed: iree-llvmgpu-lower-executable-target{for-rocdl=false} //----- //', '// -----// IR Dump After mlir::iree_compiler::detail::OpPipelineAdaptorPass Failed: iree-op-pipeline-adaptor //----- //', '/tmp/fzcu4/programs/p00032/p00032.mlir:2:9: error: failed to run translation of source executable to target executable for backend #hal.executable.target<"cuda", "cuda-nvptx-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "+ptx76", wgp = <compute = fp64|fp32|fp16|int64|i', '// -----// IR Dump After TranslateTargetExecutableVariantsPass Failed: iree-hal-translate-target-executable-variants{target=cuda target-registry=unknown} //----- //', '// -----// IR Dump After TranslateAllExecutablesPass Failed: iree-hal-translate-all-executables{target-registry=unknown} //----- //']


def test_an_error_without_a_place_is_an_error_and_its_pass_is_the_failing_one():
    assert failing_pass("\n".join(UNPLACED)) == ("IREEComprehensiveBufferizePass",
                                                 "iree-codegen-iree-comprehensive-bufferize")


def test_the_failing_pass_is_the_first_errors_when_two_executables_fail_at_once():
    # Threaded, the dumps come in the order the executables failed, the errors in module order:
    # the first dump is the other executable's pass. On one thread each error has its dump after it.
    threaded, one = REAL["dumps"]["rocm_two_failures_threaded"], REAL["dumps"]["rocm_two_failures_one_thread"]
    first_error = next(ln for ln in one if ": error: " in ln)
    assert "'memref.copy' op write affecting" in first_error and first_error == next(
        ln for ln in threaded if ": error: " in ln)
    assert "MaterializeDeviceEncodingPass" in next(ln for ln in threaded if "IR Dump After" in ln)
    assert failing_pass("\n".join(one))[0] == "VerifyWorkgroupDistributionPass"
    # Even threaded, the pass named is the first error's, not the first dump's.
    assert failing_pass("\n".join(threaded))[0] == "VerifyWorkgroupDistributionPass"
    # A crash prints its dump with no error before it: the first dump still names the pass.
    assert failing_pass("// -----// IR Dump After CSE Failed (cse) //----- //\nerror: later") == ("CSE", "cse")


def test_a_both_fail_whose_flagged_error_the_other_side_has_further_down_is_shared(tmp_path):
    # rocm: the candidate fails first on a reshape's rank, the baseline first on a matmul it cannot
    # legalise, and then on the same reshape: the reshape's failure is both sides', not the flag's.
    legalize = REAL["legalize_matmul"][0]
    reshape = "/x/p00056/p00056.mlir:9:9: error: 'tensor.expand_shape' op expected collapsed rank (2) to equal 3"
    r = _result(legalize, reshape)
    assert r.verdict is Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY
    log = tmp_path / "baseline.log"
    log.write_text(f"{legalize}\n// -----// IR Dump After X Failed: x //----- //\n"
                   f"{reshape.replace(':9:9', ':4:2').replace('(2)', '(3)')}\n")
    r.variants["baseline"].compile.log_path = str(log)
    assert dedupe.shared_failure(r, "candidate") == legalize
    # The same logs, the flag's error nowhere in the baseline's: the flag's after all.
    log.write_text(f"{legalize}\n")
    assert dedupe.shared_failure(r, "candidate") is None
    # Only a both-fail with different first errors asks; a log that is gone says nothing.
    assert dedupe.shared_failure(_result(None, reshape), "candidate") is None
    log.unlink()
    assert dedupe.shared_failure(r, "candidate") is None


def test_the_same_bug_on_cuda_and_rocm_is_one_finding_seen_on_two_targets():
    found = FindingSet("candidate")
    cuda_pass, _ = failing_pass("\n".join(REAL["dumps"]["cuda"]))
    for i, (target, line) in enumerate(REAL["workgroup_store"]):
        r = _result(None, line, f"{'cuda:sm_80' if target == 'cuda' else 'rocm:gfx942'}", f"p{i:05d}")
        found.add(dedupe.signature(r, "candidate", cuda_pass), Hit(r, r.case, f"/x/{r.case}", 20 - i))
    assert len(found) == 1
    finding = next(iter(found))
    assert finding.targets == {"cuda:sm_80": 3, "rocm:gfx942": 1} and finding.hits == 4
    assert finding.representative == "/x/p00003"  # the smallest program is the one reduced
    assert finding.credit == "flag"


def test_both_failing_with_different_errors_is_the_flags_finding():
    legalize, store = REAL["legalize_generic"][0], REAL["workgroup_store"][1][1]
    r = _result(legalize, store)
    assert r.verdict is Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY
    assert r.verdict.kind is Kind.REGRESSION and r.verdict.stage == "compile" and r.verdict.failing == (
        "baseline", "candidate") and exit_code([r.verdict]) == 1 and r.verdict.decides_regression
    assert Verdict.of_failure("compile", ("baseline", "candidate")) is Verdict.BOTH_COMPILE_FAIL
    # The same error, its types and SSA names moved by the flag, is one failure.
    other_types = legalize.replace("24x13", "24x17").replace("%17", "%19")
    assert _result(legalize, other_types).verdict is Verdict.BOTH_COMPILE_FAIL
    # Its signature is the flag's error, not the baseline's.
    assert dedupe.signature(r, "candidate").op == "vector.transfer_write"
    assert credit(r.verdict, "candidate") == "flag"
    whose, why = attribution("flag", None, PAIR, "candidate")
    assert whose == "flag" and "multi-use-encoding-fusion" in why


def test_an_xfail_and_update_expectations_hold_a_both_fail_differently_to_its_two_errors():
    r = _result(REAL["legalize_generic"][0], REAL["workgroup_store"][1][1])
    _, xfails, _ = desired(r, "rocm:gfx942", (), ())
    rule = xfails[0]
    assert set(rule.sides) == {"baseline", "candidate"} and "|" in rule.match
    assert xfail_mismatch(r, rule) is None
    assert xfail_mismatch(r, Scoped("x", ("rocm:gfx942",), sides=("candidate",))) is not None


def test_swap_credits_the_flag_the_baseline_has():
    store = REAL["workgroup_store"][0][1]
    # --swap: the baseline has the flag; its failure alone is the flag's, not "broken, not the flag's".
    r = _result(store, None)
    assert r.verdict is Verdict.BASELINE_COMPILE_FAIL
    assert credit(r.verdict, "baseline") == "flag" and credit(r.verdict, "candidate") == "unflagged"
    assert dedupe.blamed_side(Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY, "baseline") == "baseline"
    found = FindingSet("baseline")
    found.add(dedupe.signature(r, "baseline"), Hit(r, r.case, "/x/p1", 3))
    whose, _ = attribution(next(iter(found)).credit, None, {"baseline": PAIR["candidate"],
                                                            "candidate": PAIR["baseline"]}, "baseline")
    assert whose == "flag" and next(iter(found)).regression


def test_a_failure_both_share_is_data_tilings_when_it_compiles_without_it():
    assert attribution("both", ("ok", "ok"), PAIR, "candidate")[0] == "common"
    assert "--iree-dispatch-creation-data-tiling" in attribution("both", ("ok", "ok"), PAIR, "candidate")[1]
    assert attribution("both", ("failed", "same"), PAIR, "candidate")[0] == "backend"
    assert attribution("unflagged", ("ok", "ok"), PAIR, "candidate")[1].endswith("only the side without the "
                                                                                 "flag fails)")
    assert attribution("both", None, PAIR, "candidate")[0] == "unknown"


def test_error_keys_strip_every_depth():
    assert error_key("a.mlir:1:2: error: 'x.y' op got 'tensor<4x?xf16, #e<a = [affine_map<(d0) -> (d0)>]>>' "
                     "for %arg3 at @f") == "'x.y' op got '<shaped>' for %v at @f"
    assert error_key("iree-compile crashed (signal 11): Stack dump:") == "iree-compile crashed (signal N): Stack dump:"


def test_shards_make_exactly_the_campaigns_programs():
    count = 37
    whole = [i for r in schedule.rounds(schedule.lanes_of(None), count) for i in r]
    for n in (2, 3, 8):
        parts = [[i for r in schedule.rounds(schedule.lanes_of((k, n)), count) for i in r] for k in range(1, n + 1)]
        assert sorted(i for p in parts for i in p) == whole == list(range(count))
        assert all(len(set(p)) == len(p) for p in parts)
    # Without reach, a program is its seed and index alone: any shard makes the same bytes.
    a, b = schedule.Pools(4, "multi-use"), schedule.Pools(4, "multi-use")
    assert a.next_spec(21)[0].to_json() == b.next_spec(21)[0].to_json()
    # With it, only its own lane's pool counts: lanes 3 and 4 reached something in b, lane 5 nothing.
    spec = b.next_spec(3)[0]
    b.add(3, spec)
    b.add(4, spec)
    assert a.next_spec(13)[0].to_json() == b.next_spec(13)[0].to_json()
    assert any(b.next_spec(i)[1] and not a.next_spec(i)[1] for i in range(11, 200, 8))


def test_a_reproducer_drops_the_diagnosis_flags_and_keeps_the_campaigns_own():
    from difftest.fuzz.writeup import without_dump_flags as _without_dump_flags

    diag = ["--iree-opt-level=O2", "--mlir-disable-threading", "--mlir-print-ir-after-failure"]
    assert _without_dump_flags(diag, ()) == ["--iree-opt-level=O2"]
    # Given to the campaign (--compile-flag) as well: one stays, as the pair compiled it.
    both = ["--mlir-disable-threading", "--iree-opt-level=O2", "--mlir-disable-threading",
            "--mlir-print-ir-after-failure"]
    assert _without_dump_flags(both, ("--mlir-disable-threading",)) == ["--mlir-disable-threading",
                                                                         "--iree-opt-level=O2"]


def test_a_finding_s_first_error_names_its_program_from_the_working_directory(tmp_path, monkeypatch):
    # The console cuts the error at a fixed width: an absolute path spent it on where the campaign ran.
    from difftest.fuzz.render import _here

    monkeypatch.chdir(tmp_path)
    error = f"{tmp_path}/difftest-out/fuzz-1/programs/p00001/p00001.mlir:5:9: error: 'memref.copy' op write"
    assert _here(error) == "difftest-out/fuzz-1/programs/p00001/p00001.mlir:5:9: error: 'memref.copy' op write"
    assert _here("/elsewhere/p.mlir:1:1: error: x") == "/elsewhere/p.mlir:1:1: error: x"
