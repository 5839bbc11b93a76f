"""The small faults a new user met (#43): each one's words, held here.

- fuzz's issue.md states the facts of the program it ships (the reproducer),
  not of the original program: a reduced reproducer whose other side
  compiles does not go on to show the original's other error;
- a reduced case's header names its source relative to the working
  directory or its corpus, never by the machine's absolute path;
- `-q` cuts a long reason at a word, said with " ...";
- the live line writes durations, "22m17s left", never a clock-like "22:17";
- revert-check's build plan with every build cached says so, not "(; ...)";
- a run whose corpora configure different pairs names each pair and its
  corpora in its header (llama8b and its data_tiling_cpu sub-corpus).
"""
from __future__ import annotations

import dataclasses
import io
import re
from pathlib import Path

import pytest

from difftest.bisect.revert import build_plan
from difftest.core.results import CaseResult, CompileRecord, VariantResult
from difftest.core.verdicts import Stage, Verdict, stage_verdict
from difftest.corpus.discovery import load_corpus
from difftest.fuzz import issue
from difftest.fuzz.findings import Finding
from difftest.fuzz.outcomes import Credit
from difftest.fuzz.writeup import other_side_of
from difftest.investigate.reduce import Wanted, _Reducer
from difftest.investigate.reduced_case import shown_source
from difftest.report.console import clip, render_console
from difftest.report.header import variant_lines
from difftest.run.meta import run_meta, variant_set_corpora, variant_sets
from difftest.run.plan.settings import RunSettings, plan
from difftest.run.progress import Progress, duration
from difftest.toolchains.base import installed
from difftest.toolchains.targets import parse_target

from .conftest import REPO, write
from .faults.helpers import fake_compiler
from .test_fuzz_campaigns import FLAG_AND_TILING, _fuzz, _only

SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
TILING = "--iree-dispatch-creation-data-tiling"
FMAXF = "LLVM ERROR: Program used external function 'fmaxf' which could not be resolved: undefined symbol: fmaxf"
STORE = ("/w/r/p.mlir:7:3: error: 'linalg.generic' op write affecting operations on global resources are restricted "
         "to workgroup distributed contexts.")


def _result(base: str | None, cand: str | None) -> CaseResult:
    recs = {n: CompileRecord(Stage.FAILED if line else Stage.OK, [], returncode=1 if line else 0, error_line=line)
            for n, line in (("baseline", base), ("candidate", cand))}
    verdict, reason = stage_verdict("compile", recs["baseline"], recs["candidate"]) or (Verdict.COMPILED, "")
    r = CaseResult("p00001", "/w/r/p.mlir", "llvm-cpu:generic", {}, verdict, reason)
    r.variants = {n: VariantResult(n, [], compile=rec) for n, rec in recs.items()}
    return r


def _issue(other_side: str, other_error: str) -> str:
    # The original program failed on both sides, otherwise: the finding remembers the baseline's fmaxf.
    f = Finding(1, "k", {"stage": "compile"}, Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY.label, "regression",
                Credit.FLAG, STORE, 1, "/w/p00001", other_error=FMAXF)
    return issue.issue_markdown(
        f, title="t", toolchain={"version": "3.13.0", "commit": "abc"}, target="llvm-cpu", fixed_target="llvm-cpu",
        flags={"baseline": [TILING], "candidate": [TILING, SEED]}, pair={"baseline": [TILING],
                                                                          "candidate": [TILING, SEED]},
        other_side=f"the baseline {other_side}", blamed="candidate", source_name="p.mlir", source_text="module {}\n",
        commands=[], first_error=STORE, seen_on={"llvm-cpu": 1}, reproduces_on={}, campaign="seed 1",
        executable=None, other_error=other_error)


def test_issue_md_states_the_shipped_programs_other_side_not_the_originals():
    # The reproducer, reduced to the flag's bug alone: its baseline compiles.
    said, error = other_side_of(_result(None, STORE), "candidate", "baseline", "compile")
    assert (said, error) == ("compiles", "")
    text = _issue(said, error)
    assert "the baseline compiles" in text
    assert "otherwise" not in text and "fmaxf" not in text, text
    # Where the reproducer's baseline does fail otherwise, it is its own error that is shown.
    own = "/w/r/p.mlir:3:1: error: failed to legalize operation 'arith.maximumf'"
    said, error = other_side_of(_result(own, STORE), "candidate", "baseline", "compile")
    assert (said, error) == ("fails otherwise", own)
    text = _issue(said, error)
    assert "The other side fails too, otherwise:" in text and "arith.maximumf" in text and "fmaxf" not in text
    # Alike on both sides: the same way, and no second error.
    assert other_side_of(_result(STORE, STORE), "candidate", "baseline", "compile") == ("fails the same way", "")


# slow: a campaign and a reduction (about 6 s); the words themselves are tested above without it
@pytest.mark.slow
def test_a_reproducer_reduced_to_the_flags_bug_alone_files_its_own_facts(tmp_path, cache_dir):
    # Both sides of the program generated fail, differently; the reproducer keeps the candidate's bug
    # alone, and its baseline compiles: issue.md says so, and shows no other error of the original.
    spec = fake_compiler(tmp_path / "tc", FLAG_AND_TILING)
    _, rep, _ = _fuzz(tmp_path, "reduced", "--count", "3", "--seed", "5", "--compile-only", "--no-store",
                      "--reduce-budget", "60", "--toolchain", spec, "--runtime", "installed",
                      "--cache-dir", str(cache_dir))
    flag = _only(rep, "memref.copy")
    assert flag["verdict"] == "both-compile-fail-differently" and flag["other_error"], flag
    assert "linalg.matmul" not in Path(flag["reproducer"]).read_text()
    text = Path(flag["issue"]).read_text()
    assert "the baseline compiles" in text, text
    assert "otherwise" not in text and "tiling bug" not in text, text
    # The reducer's header names the program it came from by no path of this machine.
    assert str(tmp_path) not in Path(flag["reproducer"]).read_text()


def test_a_reduced_case_names_its_source_relative_never_absolute(tmp_path, monkeypatch):
    corpus = write(tmp_path / "home" / "me" / "corpora" / "mine", {"sub/a.mlir": "// x\n"})
    path = corpus / "sub" / "a.mlir"
    assert shown_source(path, corpus, cwd=tmp_path / "home" / "me") == "corpora/mine/sub/a.mlir"
    assert shown_source(path, corpus, cwd=tmp_path / "elsewhere") == "mine/sub/a.mlir"
    assert shown_source(path, None, cwd=tmp_path / "elsewhere") == "a.mlir"
    # The header a reduction writes, from a directory the corpus is not under.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    case = load_corpus(corpus).cases[0]
    settings = RunSettings(target=parse_target("llvm-cpu"), toolchain=installed(), out_dir=tmp_path / "out",
                           cache_dir=None)
    header = _Reducer(case, settings, None, 0.0, tmp_path / "red", print, None)._header(
        Wanted(Verdict.CANDIDATE_COMPILE_FAIL))
    assert header[0] == "Reduced by `difftest reduce` from mine/sub/a.mlir", header
    assert not any(str(tmp_path) in line for line in header), header


def test_quiet_cuts_a_long_reason_at_a_word_and_says_so():
    token = "'iree_linalg_ext.map_store'"
    reason = "expected failure: " + "word " * 36 + token + " op write affecting operations on global resources"
    assert 180 < reason.index(token) < 200 < reason.index(token) + len(token)  # the old [:200] cut it mid-token
    r = CaseResult("c/a", "/a.mlir", "llvm-cpu", {}, Verdict.XFAIL, reason)
    line = next(ln for ln in render_console([r], quiet=True).splitlines() if ln.startswith("c/a:"))
    assert line.endswith("word ..."), line
    assert "'iree_linalg" not in line
    assert clip("short enough", 200) == "short enough"
    assert clip("a" * 300, 200) == "a" * 196 + " ..."  # one token longer than the room: the only inside cut
    assert all(len(clip(reason, n)) <= n for n in range(10, 260))


def test_progress_writes_durations_that_read_as_durations():
    assert [duration(s) for s in (4, 59.6, 61, 1337, 3599.4, 3720, 7322)] == \
        ["4s", "1m00s", "1m01s", "22m17s", "59m59s", "1h02m", "2h02m"]
    p = Progress(3, jobs=1, stream=io.StringIO(), mode="quiet")
    p.finish(CaseResult("c/a", "/a.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "", seconds=668.5))
    line = p.status()
    assert "22m17s left" in line and "ETA" not in line, line
    assert not re.search(r"\b\d+:\d\d\b", line), line


class _Builder:
    """A source-build workspace as build_plan asks it: which builds it has."""

    command = "cmake --build build"

    def __init__(self, ready: set):
        self.ready = ready

    def is_ready(self, sha, revert) -> bool:
        return (sha, revert) in self.ready


def test_revert_checks_plan_with_every_build_cached_says_none_to_run():
    at, commit = "a" * 40, "c" * 40
    both = build_plan(_Builder({(at, None), (at, commit)}), commit, at)[0]
    assert both == (f"builds: 2 builds needed, none to run ({at[:12]}, {at[:12]} with {commit[:12]} reverted "
                    "cached)"), both
    one = build_plan(_Builder({(at, None)}), commit, at)[0]
    assert one == f"builds: 2 builds needed ({at[:12]} with {commit[:12]} reverted to build; {at[:12]} cached)"
    none = build_plan(_Builder(set()), commit, at)[0]
    assert none.endswith("reverted to build)") and "(;" not in none and "; )" not in none


def test_a_run_of_llama8b_names_each_pair_and_its_corpus_in_the_header():
    settings = RunSettings(target=parse_target("llvm-cpu"), toolchain=installed(), out_dir=Path("/nonexistent"),
                           cache_dir=None)
    planned = plan(load_corpus(REPO / "corpora" / "llama8b").cases, settings)
    who = variant_set_corpora(planned)
    assert [w["corpora"] for w in who] == [["data_tiling_cpu"], ["llama8b"]] and who[0]["cases"] == 2
    lines = variant_lines(run_meta(settings, planned, None, None, "r"))
    assert lines[0] == "2 pairs: the corpora configure their own", lines
    # The first pair met is the sub-corpus's: it is named as that, and the seed pair as llama8b's.
    assert lines[1:4] == ["pair 1 (data_tiling_cpu; 2 cases):", "  baseline: (no extra flags)",
                          f"  candidate: {TILING}"], lines
    assert lines[4] == "pair 2 (llama8b; 8 cases):" and lines[6] == f"  candidate: {TILING} {SEED}", lines
    # A reference of other flags is the same pair: the header numbers pairs as the totals do.
    from difftest.corpus.variants import Variant

    ref = [dataclasses.replace(p, variants=(*p.variants[:2], Variant("reference", (f"--r{i}",))))
           for i, p in enumerate(planned)]
    assert len(variant_sets(ref)) == 2 and all("reference" not in s for s in variant_sets(ref))
    same = [dataclasses.replace(p, variants=(*p.variants[:2], Variant("reference", ("--r",)))) for p in planned]
    assert [s["reference"] for s in variant_sets(same)] == [["--r"], ["--r"]]
    # A report from before the corpora were recorded still names every pair, by number.
    old = variant_lines({"variants": {"baseline": []}, "variant_sets": [{"baseline": []}, {"baseline": ["-x"]}]})
    assert old == ["2 pairs: the corpora configure their own", "pair 1:", "  baseline: (no extra flags)",
                   "pair 2:", "  baseline: -x"]
