"""The judge stage: outputs in, a verdict and its figures out. Pure: it
compiles nothing and runs nothing.

When a verdict needs more evidence than it was given (the baseline run a
second time, to tell nondeterminism from a regression; an arbiter, to tell
whose error a difference is), the judgement says so in `needs`, and the
orchestrator (run/judge/arbitrate.py) fetches it and asks again.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ...core.figures import plural
from ...core.results import Arbitration, CheckResult, OutputComparison, RunRecord
from ...core.verdicts import Verdict
from ..plan.prepare import Entry
from . import checking, informative, numerics

RERUN = "rerun"
REFERENCE = "reference"
# What the judge reads of a run record besides its outputs, and of the entry: a judgement's memo key holds
# all of it (memo.py; tests/test_judgement_memo.py holds these lists to what the judge's code reads).
RECORD_FIELDS = ("call_hashes", "drift_call", "wrote_arguments")
ENTRY_FIELDS = ("config", "sig", "golden", "checks", "bounds", "sequence")


@dataclass
class Outputs:
    """One variant's outputs: call 1, and the first call that drifted from it."""

    run: RunRecord
    first: list[np.ndarray]
    drift: list[np.ndarray] | None = None

    def at(self, call: int) -> list[np.ndarray] | None:
        """Outputs of call `call` (1-based) when they are known."""
        d = self.run.drift_call
        if call == 1 or d is None or call < d:
            return self.first
        return self.drift if call == d else None


@dataclass
class Reference:
    """The arbiter as the orchestrator could get it: its outputs and what
    it was, or None outputs and why no plan served."""

    outputs: list[np.ndarray] | None
    label: str | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class Pair:
    """Candidate against baseline, computed once: call 1, plus the first
    later call at which they differ (a stateful module compared call by
    call); `structural` when they cannot be compared element-wise."""

    comparisons: list[OutputComparison]
    structural: str | None = None

    @property
    def differs(self) -> bool:
        return self.structural is not None or not all(c.within_tolerance for c in self.comparisons)


@dataclass
class Evidence:
    base: Outputs
    cand: Outputs
    pair: Pair
    rerun: Outputs | None = None  # None: not fetched
    rerun_failed: str | None = None  # fetched, and its run failed
    reference: Reference | None = None  # None: not fetched

    @property
    def rerun_fetched(self) -> bool:
        return self.rerun is not None or self.rerun_failed is not None


@dataclass(frozen=True)
class Policy:
    """What the run's settings say about judging."""

    determinism: str = "auto"  # auto | always | never: when the baseline runs twice
    arbiter: bool = True  # fetch an arbiter on demand when the pair differs
    eager_reference: bool = False  # the case asked for the reference always (--reference)


@dataclass
class Judgement:
    verdict: Verdict | None = None
    reason: str = ""
    comparisons: list[OutputComparison] = field(default_factory=list)
    arbitration: list[Arbitration] = field(default_factory=list)
    findings: list[str] = field(default_factory=list)
    checks: list[CheckResult] = field(default_factory=list)
    arbiter: str | None = None
    needs: str | None = None  # RERUN or REFERENCE: ask again with it

    def decide(self, verdict: Verdict, reason: str) -> "Judgement":
        self.verdict, self.reason = verdict, reason
        return self

    def need(self, what: str) -> "Judgement":
        self.needs = what
        return self


# ---- pure figures ------------------------------------------------------------------------


def compare(entry: Entry, i: int, side: str, against: str, actual, expected, call: int = 1,
            tolerance: tuple[float | None, float | None] | None = None, bounded: bool = False) -> OutputComparison:
    """One output against another. `bounded`: a sum's legitimate rounding
    (its order and width differ between backends and tilings) is allowed
    beyond the dtype's tolerance."""
    cfg = entry.config
    rtol, atol = tolerance or (cfg.rtol, cfg.atol)
    c = numerics.compare_arrays(i, side, against, actual, expected, rtol, atol,
                                bound=entry.bound_of(i) if bounded else None)
    c.call = call
    return numerics.add_logits_metrics(c, actual, expected) if i in entry.logits else c


def _first_differing_call(b: RunRecord, c: RunRecord) -> int | None:
    """The first call after call 1 at which the two runs' outputs differ."""
    for k, (x, y) in enumerate(zip(b.call_hashes, c.call_hashes), 1):
        if k > 1 and x != y:
            return k
    return None


def compare_pair(entry: Entry, base: Outputs, cand: Outputs) -> Pair:
    if len(base.first) != len(cand.first):
        return Pair([], f"baseline has {len(base.first)} outputs, candidate {len(cand.first)}")
    comps = [compare(entry, i, "candidate", "baseline", c, b, bounded=True)
             for i, (b, c) in enumerate(zip(base.first, cand.first))]
    # Without a drift in either run every call repeats call 1: nothing more to compare.
    drifted = base.run.drift_call is not None or cand.run.drift_call is not None
    k = _first_differing_call(base.run, cand.run) if drifted else None
    if k is not None:
        b_k, c_k = base.at(k), cand.at(k)
        if b_k is None or c_k is None:
            return Pair(comps, f"call {k}: the outputs differ from the baseline's (after the first drift only "
                               "hashes are kept, so there are no figures)")
        comps += [compare(entry, i, "candidate", "baseline", c, b, call=k, bounded=True)
                  for i, (b, c) in enumerate(zip(b_k, c_k))]
    return Pair(comps)


def _off(c: OutputComparison) -> str:
    if c.max_rel_error is not None:
        text = (f"{c.mismatch_count} of {int(np.prod(c.shape))} elements off, max abs {c.max_abs_error:.3g}, "
                f"max rel {c.max_rel_error:.3g}")
    else:
        text = f"{c.mismatch_count} of {int(np.prod(c.shape))} elements differ"
    if c.nonfinite_mismatches:
        text += f", {c.nonfinite_mismatches} non-finite value(s) differ"
    return text


def _usable(ref: list[np.ndarray], outs: list[np.ndarray]) -> bool:
    """An arbiter whose shapes do not match the outputs cannot arbitrate;
    its comparisons already say why."""
    return len(ref) == len(outs) and all(x.shape == y.shape for x, y in zip(outs, ref))


def _drift_findings(base: Outputs, cand: Outputs) -> list[str]:
    bd, cd = base.run.drift_call, cand.run.drift_call
    if bd and cd:
        return [f"stateful module: outputs change from call to call (call {bd} differs from call 1) in both "
                "variants; compared call by call"]
    if cd and not bd:
        return [f"the candidate's outputs drift across repeated calls (call {cd} differs from call 1) while the "
                "baseline's do not"]
    if bd and not cd:
        return [f"the baseline's outputs drift across repeated calls (call {bd} differs from call 1) while the "
                "candidate's do not"]
    return []


def _wrote_findings(sides: dict[str, Outputs]) -> list[str]:
    """A module that writes into its arguments' buffers: its own finding,
    whatever the outputs say (the caller owns its inputs)."""
    said = []
    for name, out in sides.items():
        if out.run.wrote_arguments:
            args = ", ".join(f"arg{i}" for i in out.run.wrote_arguments)
            said.append(f"the {name}'s module wrote into its input {args}'s buffer; each later "
                        "call was given its inputs afresh")
    return said


# ---- the judge ---------------------------------------------------------------------------------


def judge(entry: Entry, ev: Evidence, policy: Policy) -> Judgement:
    """The verdict of a pair that both ran, from the evidence given; a
    judgement with `needs` set asks for more before it can decide."""
    return _Judging(entry, ev, policy).run()


class _Judging:
    def __init__(self, entry: Entry, ev: Evidence, policy: Policy):
        self.entry, self.ev, self.policy = entry, ev, policy
        self.j = Judgement()

    @property
    def reference(self) -> list[np.ndarray] | None:
        return self.ev.reference.outputs if self.ev.reference is not None else None

    def run(self) -> Judgement:
        entry, ev, j = self.entry, self.ev, self.j
        if not ev.base.first and not ev.cand.first and not entry.checks:
            return j.decide(Verdict.NOTHING_COMPARED, f"@{entry.sig.entry} returns nothing and holds no check: "
                                                      "nothing was compared, so nothing is known")
        comps = ev.pair.comparisons
        j.comparisons.extend(comps)
        j.findings.extend(_drift_findings(ev.base, ev.cand))
        j.findings.extend(_wrote_findings({"baseline": ev.base, "candidate": ev.cand}))
        if ev.pair.structural and not comps:
            return j.decide(Verdict.NUMERICS_DIFFER, ev.pair.structural)
        differs = ev.pair.differs
        determinism = self.policy.determinism
        if (differs and determinism == "auto") or determinism == "always":
            if not ev.rerun_fetched:
                return j.need(RERUN)
            if self._nondeterministic():
                return j
        if self.policy.eager_reference and ev.reference is None:
            return j.need(REFERENCE)
        if self.policy.eager_reference:
            self._reference_found()
        golden = entry.golden
        if golden is not None:
            self._side_figures("golden", golden)
            if _usable(golden, ev.base.first):
                # A golden outranks a reference asked for with --reference: it arbitrates.
                if j.arbiter:
                    j.findings.append(f"the reference ({j.arbiter}) ran too; the golden arbitrates")
                j.arbiter = self._golden_label()
        if self.reference is not None:
            self._side_figures("reference", self.reference)
        if not differs:
            self._agrees(comps)
        elif self._differs(comps, ev.pair.structural):
            if j.needs:
                return j
            self._check_counts()
            return j
        if j.needs:
            return j
        self._golden_counts()
        self._check_counts()
        self._informed()
        return j

    def _informed(self) -> None:
        """A pass on outputs that hold nothing the flag could change (no
        finite element, or one value everywhere, on every side) is no pass:
        informative.py says which outputs and why. A case's checks are its
        author's own evidence, and decide without this."""
        entry, ev, j = self.entry, self.ev, self.j
        if j.verdict is None or not j.verdict.is_pass or entry.checks:
            return
        golden = entry.golden if entry.golden is not None and _usable(entry.golden, ev.base.first) else None
        plan = entry.sequence
        found = informative.inform({name: [o.first] + ([o.drift] if o.drift is not None else [])
                                    for name, o in (("baseline", ev.base), ("candidate", ev.cand))},
                                   golden, entry.config.constant_outputs, plan.step_name if plan else None)
        j.findings.extend(f"{b.describe()}, as the case declares (`constant_outputs`)" for b in found.declared)
        j.findings.extend(f"output {i} varies, though the case declares it constant (`constant_outputs`): the "
                          "declaration no longer holds" for i in found.stale)
        if not found.blank:
            return
        said = "; ".join(b.describe() for b in found.blank[:3]) + (
            f"; and {len(found.blank) - 3} more" if len(found.blank) > 3 else "")
        if found.judged_on:
            j.findings.append(f"{said}: {'it says' if len(found.blank) == 1 else 'they say'} nothing of the flag; "
                              f"the case is judged on output {', '.join(map(str, found.judged_on))}")
            return
        first = found.blank[0].index
        j.decide(Verdict.NOTHING_COMPARED, f"nothing informative was compared: {said}; the pair is "
                                           f"{j.verdict.label} there, as it would be whatever the flag did (an output "
                                           f"constant by design is declared: `constant_outputs = [{first}]` in "
                                           "difftest.toml)")

    def _reference_found(self) -> None:
        """Name the arbiter the orchestrator found, and why the more precise plans did not serve."""
        ref, j = self.ev.reference, self.j
        if ref.outputs is not None:
            j.arbiter = ref.label + (" (more precise plans failed; see findings)" if ref.notes else "")
            if ref.notes:
                j.findings.append(f"arbiter: {ref.label}; more precise plans failed: {'; '.join(ref.notes)}")
        else:
            j.findings.append("no arbiter: " + ("; ".join(ref.notes) or "no reference could be built"))

    def _agrees(self, comps: list[OutputComparison]) -> None:
        if all(c.identical for c in comps):
            self.j.decide(Verdict.IDENTICAL, "outputs are bit-identical"
                          + (" on every call" if self.ev.base.run.drift_call else ""))
            return
        worst = max(comps, key=lambda c: c.max_abs_error or 0.0)
        bounded = [c for c in comps if c.bound_elements]
        why = "".join(f"; {plural(c.bound_elements, 'element')} of output {c.index} "
                      f"{'differs' if c.bound_elements == 1 else 'differ'} beyond rtol/atol but within the rounding "
                      f"of {c.accumulation}" for c in bounded[:2])
        self.j.decide(Verdict.WITHIN_TOLERANCE, f"within tolerance (max abs {worst.max_abs_error:.3g} on output "
                                                f"{worst.index}, rtol={worst.rtol:g} atol={worst.atol:g}){why}")

    def _differs(self, comps: list[OutputComparison], structural: str | None) -> bool:
        """Decide a pair that differs beyond tolerance; True when the verdict
        is numerics-differ (nothing more to judge), or when it needs an arbiter."""
        j = self.j
        failing = [c for c in comps if not c.within_tolerance]
        if structural:
            j.decide(Verdict.NUMERICS_DIFFER, structural)
            return True
        mismatched = [c for c in failing if not (c.shape_match and c.dtype_match)]
        if mismatched:
            j.decide(Verdict.NUMERICS_DIFFER, f"output {mismatched[0].index}: {mismatched[0].note}")
            return True
        later = [c for c in failing if c.call != 1]
        if later:
            # An arbiter judges the first call only: a later call that differs
            # beyond tolerance (a stateful module's) is a difference nothing excuses.
            c = later[0]
            j.decide(Verdict.NUMERICS_DIFFER, f"call {c.call}, output {c.index}: {_off(c)} (arbiters judge "
                                              "the first call only)")
            return True
        if self.entry.checks:
            # A check test's checks arbitrate: the counts below decide.
            c = max(failing, key=lambda c: c.mismatch_fraction)
            j.decide(Verdict.WITHIN_TOLERANCE, f"output {c.index} differs from the baseline beyond tolerance "
                                               f"({_off(c)}), but the candidate passes every check the "
                                               "baseline passes")
            return False
        arbiter = self._arbiter()
        if j.needs:
            return True
        if arbiter is None:
            c = max(failing, key=lambda c: c.mismatch_fraction)
            golden = self.entry.golden
            why = ("arbitration is off (--no-arbiter)" if not self.policy.arbiter else
                   "no arbiter could be had" + (" (the golden does not fit)" if golden is not None else ""))
            j.decide(Verdict.NUMERICS_DIFFER, f"output {c.index}: {_off(c)}; {why}")
            return True
        return self._arbitrate(failing, *arbiter)

    def _arbiter(self) -> tuple[str, list[np.ndarray]] | None:
        golden, j, ev = self.entry.golden, self.j, self.ev
        if golden is not None and _usable(golden, ev.base.first):
            j.arbiter = self._golden_label()
            return "golden", golden
        if self.policy.eager_reference:  # fetched, and named, before the pair was judged
            return ("reference", self.reference) if self.reference is not None else None
        if not self.policy.arbiter:
            return None
        if ev.reference is None:
            j.need(REFERENCE)
            return None
        self._reference_found()
        if self.reference is None:
            return None
        self._side_figures("reference", self.reference)
        return "reference", self.reference

    def _arbitrate(self, failing: list[OutputComparison], name: str, ref: list[np.ndarray]) -> bool:
        j, base, cand = self.j, self.ev.base, self.ev.cand
        for c in failing:
            if c.call == 1:
                i = c.index
                j.arbitration.append(numerics.arbitrate(i, name, cand.first[i], base.first[i], ref[i], c.rtol,
                                                        c.atol))
        bad = [a for a in j.arbitration if not a.passed]
        if bad:
            j.decide(Verdict.NUMERICS_DIFFER, f"output {bad[0].index}: {bad[0].rule}")
            return True
        fixed = sum(a.fixed_nonfinite for a in j.arbitration)
        a = max(j.arbitration, key=lambda a: a.candidate_rmse)
        if fixed:
            j.decide(Verdict.IMPROVED, f"the candidate fixes {fixed} non-finite value(s) of the baseline, "
                                       f"agreeing with the {j.arbiter or name} there; output {a.index}: {a.rule}")
        else:
            j.decide(Verdict.WITHIN_TOLERANCE, f"differs from the baseline beyond tolerance, but passes "
                                               f"arbitration against the {j.arbiter or name}: output "
                                               f"{a.index}: {a.rule}")
        return False

    # ---- figures ---------------------------------------------------------------

    def _golden_label(self) -> str:
        return f"golden {self.entry.config.golden.name}" if self.entry.config.golden else "golden"

    def _side_figures(self, name: str, ref: list[np.ndarray]) -> None:
        """How far each side is from the arbiter: figures for the report."""
        if any(c.against == name for c in self.j.comparisons):
            return
        cfg = self.entry.config
        for side, out in (("baseline", self.ev.base), ("candidate", self.ev.cand)):
            for i, (a, r) in enumerate(zip(out.first, ref)):
                tolerance = None
                if name == "golden":
                    # Figures against the golden are held to the golden's own tolerances.
                    rtol, atol = numerics.golden_tolerance(a.dtype)
                    tolerance = (cfg.golden_rtol if cfg.golden_rtol is not None else rtol,
                                 cfg.golden_atol if cfg.golden_atol is not None else atol)
                c = compare(self.entry, i, side, name, a, r, tolerance=tolerance)
                if name == "golden":
                    # The golden's own check, whatever the pair's verdict: a suite's expected run failure reads it.
                    c.golden_agrees, detail = numerics.golden_check(a, r, cfg.golden_rtol, cfg.golden_atol,
                                                                    cfg.golden_rel_l2)
                    c.note = f"golden check {'passes' if c.golden_agrees else 'FAILS'}: {detail}"
                self.j.comparisons.append(c)

    # ---- determinism ------------------------------------------------------------

    def _nondeterministic(self) -> bool:
        ev, j = self.ev, self.j
        if ev.rerun is None:
            j.findings.append(f"the baseline's second run failed: {ev.rerun_failed}")
            return False
        again, base = ev.rerun, ev.base
        if again.run.call_hashes == base.run.call_hashes:
            return False
        k = next((k for k, (x, y) in enumerate(zip(again.run.call_hashes, base.run.call_hashes), 1) if x != y), 1)
        if again.at(k) is not None and base.at(k) is not None:
            j.comparisons.extend(compare(self.entry, i, "baseline", "rerun", a, b, call=k)
                                 for i, (a, b) in enumerate(zip(again.at(k), base.at(k))))
        j.decide(Verdict.NONDETERMINISTIC, f"the baseline gave different outputs on two runs (call {k} differs "
                                           "between the runs); the candidate cannot be judged")
        return True

    # ---- a check test's checks ------------------------------------------------------

    def _check_counts(self) -> None:
        """Each check, judged on each variant's own outputs: a check the
        candidate fails where the baseline passes is a regression; one both
        fail is the test's own bug; one only the baseline fails, fixed."""
        entry, j = self.entry, self.j
        if not entry.checks:
            return
        base = checking.judge_all(list(entry.checks), self.ev.base.first, "baseline")
        cand = checking.judge_all(list(entry.checks), self.ev.cand.first, "candidate")
        j.checks = base + cand
        b_fail = [i for i, c in enumerate(base) if c.passed is False]
        c_fail = [i for i, c in enumerate(cand) if c.passed is False]
        new = [i for i in c_fail if i not in b_fail]
        judged = sum(c.passed is not None for c in base)
        if new:
            c = cand[new[0]]
            j.decide(Verdict.CHECK_FAILED, f"the candidate fails {plural(len(new), 'check')} the baseline "
                                           f"passes: {c.op} at {c.location}: {c.detail}")
        elif b_fail and not c_fail:
            b = base[b_fail[0]]
            j.decide(Verdict.IMPROVED, f"the candidate passes {plural(len(b_fail), 'check')} the baseline "
                                       f"fails: {b.op} at {b.location}: {b.detail}")
        elif b_fail:
            b, c = base[b_fail[0]], cand[b_fail[0]]
            how = b.detail if b.detail == c.detail else f"baseline: {b.detail}; candidate: {c.detail}"
            j.decide(Verdict.BOTH_CHECK_FAILED, f"both variants fail {plural(len(b_fail), 'check')}: {b.op} "
                                                f"at {b.location}: {how}")
        elif j.verdict.is_pass:
            j.reason += f"; {plural(judged, 'check')} of {len(base)} judged, all pass"
        unreached = len(base) - judged
        if unreached:
            j.findings.append(f"{plural(unreached, 'check')} not reached in the baseline (in a branch not "
                              "taken): not judged, as the check op would not have run")

    # ---- the golden, a check of its own -----------------------------------------------

    def _golden_agreement(self, outs: list[np.ndarray]) -> tuple[bool, str]:
        cfg = self.entry.config
        for i, (a, g) in enumerate(zip(outs, self.entry.golden)):
            ok, detail = numerics.golden_check(a, g, cfg.golden_rtol, cfg.golden_atol, cfg.golden_rel_l2)
            if not ok:
                return False, f"output {i}: {detail}"
        return True, "agrees"

    def _golden_counts(self) -> None:
        """A golden is a check of its own, whatever the pair did: a baseline
        that disagrees with it is `baseline-wrong`; a candidate that disagrees
        where the baseline agrees is a regression; one that agrees where the
        baseline does not is `improved`."""
        entry, j, base, cand = self.entry, self.j, self.ev.base, self.ev.cand
        if entry.golden is None or not _usable(entry.golden, base.first) or j.verdict is Verdict.NUMERICS_DIFFER:
            return
        b_ok, b_why = self._golden_agreement(base.first)
        c_ok, c_why = self._golden_agreement(cand.first)
        name = self._golden_label()
        if b_ok and not c_ok:
            j.decide(Verdict.NUMERICS_DIFFER, f"the candidate disagrees with the {name} while the baseline "
                                              f"agrees: {c_why}")
        elif not b_ok and c_ok:
            j.decide(Verdict.IMPROVED, f"the candidate agrees with the {name} where the baseline does not "
                                       f"(baseline: {b_why})")
        elif not b_ok:
            j.decide(Verdict.BASELINE_WRONG, f"the baseline disagrees with the {name}, and so does the "
                                             f"candidate ({j.verdict.label}): baseline {b_why}")
