"""The pure three-valued search: no toolchain involved."""
from __future__ import annotations

import math

import pytest

from difftest.bisect.search import Answer, SearchState, least_satisfying, next_probe


def oracle(first_new: int, skips=()):
    calls = []

    def probe(i):
        calls.append(i)
        if i in skips:
            return Answer.SKIP
        return Answer.NEW if i >= first_new else Answer.OLD

    return probe, calls


@pytest.mark.parametrize("n", [2, 3, 5, 16, 17, 100, 1000])
def test_finds_every_position_within_log2_probes(n):
    for first_new in range(1, n):
        probe, calls = oracle(first_new)
        r = least_satisfying(n, probe)
        assert r.decided and r.candidates == [first_new] and r.first_new == first_new
        assert len(calls) <= math.ceil(math.log2(n))
        assert 0 not in calls and n - 1 not in calls  # endpoints are known


def test_skips_are_stepped_around():
    probe, calls = oracle(9, skips={7})
    r = least_satisfying(16, probe)
    assert r.candidates == [9]
    assert 7 in calls and (7, Answer.SKIP) in r.probes


def test_only_skipped_revisions_left_lists_every_candidate():
    probe, _ = oracle(9, skips={6, 7, 8})
    r = least_satisfying(16, probe)
    assert not r.decided
    assert r.candidates == [6, 7, 8, 9] and r.last_old == 5


def test_all_interior_skipped():
    probe, _ = oracle(3, skips={1, 2, 3})
    r = least_satisfying(5, probe)
    assert r.candidates == [1, 2, 3, 4]


def test_known_answers_are_not_probed_again():
    probe, calls = oracle(9)
    r = least_satisfying(16, probe, known={7: Answer.OLD, 11: Answer.NEW})
    assert r.candidates == [9] and 7 not in calls and 11 not in calls


def test_probe_is_nearest_the_middle_and_progress_figures():
    s = SearchState(16)
    assert next_probe(s) == 7
    s.answers[7] = Answer.SKIP
    assert next_probe(s) == 8
    assert s.remaining() == 15 and s.steps_left() == 4
    with pytest.raises(ValueError):
        SearchState(1)


def test_revert_diff_classifies_changes():
    from difftest.bisect.revert import diff_case
    from difftest.core.results import CaseResult, CompileRecord, Stage, Verdict, VariantResult

    def rec(verdict, dispatches):
        r = CaseResult("c", "c.mlir", "llvm-cpu", {}, verdict, "")
        for side, n in (("baseline", 5), ("candidate", dispatches)):
            vr = VariantResult(side, [])
            vr.compile = CompileRecord(Stage.OK, [], statistics={"dispatch-count": n})
            r.variants[side] = vr
        return r

    assert diff_case(rec(Verdict.IDENTICAL, 4), rec(Verdict.NUMERICS_DIFFER, 4)).kind == "breaks"
    assert diff_case(rec(Verdict.NUMERICS_DIFFER, 4), rec(Verdict.IDENTICAL, 4)).kind == "fixes"
    changed = diff_case(rec(Verdict.IDENTICAL, 4), rec(Verdict.IDENTICAL, 5))
    assert changed.kind == "changes" and changed.details == ["candidate dispatch-count 4 -> 5"]
    assert diff_case(rec(Verdict.IDENTICAL, 4), rec(Verdict.IDENTICAL, 4)).kind == "same"


def test_regress_criteria_skip_what_they_cannot_judge():
    from difftest.bisect.driver import parse_regress
    from difftest.core.results import CaseResult, CompileRecord, Stage, Verdict, VariantResult

    def rec(verdict, candidate_stats=None):
        r = CaseResult("c", "c.mlir", "llvm-cpu", {}, verdict, "why")
        vr = VariantResult("baseline", [])
        vr.compile = CompileRecord(Stage.OK, [], statistics={"dispatch-count": 5})
        r.variants["baseline"] = vr
        if candidate_stats is not None:
            vc = VariantResult("candidate", [])
            vc.compile = CompileRecord(Stage.OK, [], statistics=candidate_stats)
            r.variants["candidate"] = vc
        return r

    default, numerics = parse_regress("regression"), parse_regress("numerics")
    assert default(rec(Verdict.NUMERICS_DIFFER))[0] is True
    assert default(rec(Verdict.CANDIDATE_COMPILE_FAIL))[0] is True
    assert default(rec(Verdict.IDENTICAL))[0] is False
    for v in (Verdict.FLAG_UNSUPPORTED, Verdict.NO_DEVICE, Verdict.BOTH_COMPILE_FAIL, Verdict.NONDETERMINISTIC):
        assert default(rec(v))[0] is None, v
    assert numerics(rec(Verdict.CANDIDATE_COMPILE_FAIL))[0] is None  # numerics were never compared
    assert numerics(rec(Verdict.EXPECTATION_FAILED))[0] is False
    assert parse_regress("any-failure")(rec(Verdict.BOTH_RUN_FAIL))[0] is True
    structural = parse_regress("dispatch-count > 4")
    assert structural(rec(Verdict.NUMERICS_DIFFER, {"dispatch-count": 5}))[0] is True
    assert structural(rec(Verdict.IDENTICAL, {"dispatch-count": 4}))[0] is False
    # The flag unknown to an old compiler: no candidate figures, so skip...
    assert structural(rec(Verdict.FLAG_UNSUPPORTED))[0] is None
    # ...while a baseline-only threshold still judges it.
    assert parse_regress("baseline.dispatch-count >= 5")(rec(Verdict.FLAG_UNSUPPORTED))[0] is True
    with pytest.raises(ValueError, match="threshold"):
        parse_regress("worse")


def test_cheap_revisions_near_the_middle_are_preferred():
    s = SearchState(101)
    assert next_probe(s) == 50
    assert next_probe(s, cheap={47}) == 47  # within a tenth of the range
    assert next_probe(s, cheap={30}) == 50  # too far: build the midpoint
    probe, calls = oracle(63)
    r = least_satisfying(101, probe, cheap=lambda: {47, 70})
    assert r.candidates == [63] and calls[0] == 47


def test_possible_next_probes_cover_both_answers():
    from difftest.bisect.search import possible_next

    s = SearchState(16)
    assert possible_next(s, 7) == [11, 3]
    seen = []
    probe, _ = oracle(9)
    least_satisfying(16, probe, before_probe=lambda i, st: seen.append((i, possible_next(st, i))))
    assert seen[0] == (7, [11, 3])
