"""The judge stage of a case: run the compiled pair, compare the outputs,
and decide the verdict, asking an arbiter (a golden, or a reference built
on demand) whether a difference is the candidate's fault.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from ..core.results import CaseResult, CompileRecord, OutputComparison, RunRecord, VariantResult
from ..core.verdicts import Stage, Verdict, stage_verdict
from ..corpus.inputs import coerce_outputs
from ..core.figures import plural
from . import checking, numerics
from .prepare import Prepared
from .runtime import RunOutput, RunRequest


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

    @classmethod
    def of(cls, out: RunOutput) -> "Outputs":
        return cls(out.record, out.outputs, out.drift)


def run_module(prep: Prepared, session, name: str, vmfb: Path, sub: str = "run",
               casts: tuple[tuple[int, str], ...] = (), reuse: bool = True) -> RunOutput:
    """One module called on the case's inputs, its outputs read with the
    signature's dtypes."""
    s = session.settings
    req = RunRequest(vmfb=vmfb, driver=s.target.driver, function=prep.sig.entry, inputs_path=prep.inputs_path,
                     out_dir=prep.case_dir / name / sub, timeout=prep.run_timeout, repeat=s.repeat,
                     warmup=s.warmup, scalars=prep.scalars, casts=casts, after=prep.reader)
    out = session.runner.run(req, reuse=reuse and not s.rerun)
    if out.outputs is not None:
        out.outputs = coerce_outputs(out.outputs, prep.sig)
        out.drift = coerce_outputs(out.drift, prep.sig) if out.drift is not None else None
    return out


def judge_pair(prep: Prepared, session, result: CaseResult) -> None:
    """Run the compiled pair, then compare: the verdict for a case whose
    compile records are in result.variants."""
    b_var, c_var = result.variants["baseline"], result.variants["candidate"]
    session.progress.stage(prep.case.name, "running")
    b_out = run_module(prep, session, "baseline", Path(b_var.compile.vmfb_path))
    b_var.run = b_out.record
    if b_var.compile.vmfb_sha256 and b_var.compile.vmfb_sha256 == c_var.compile.vmfb_sha256:
        # Byte-identical modules give byte-identical outputs: run once.
        c_out = b_out
        c_var.run = replace(b_out.record, skipped_because="byte-identical to the baseline's module; not executed")
        if b_out.record.status is not Stage.OK:
            c_var.run = RunRecord(Stage.SKIPPED, skipped_because="byte-identical to the baseline's module, whose run "
                                                                  "failed; not executed")
        result.findings.append("the candidate's module is byte-identical to the baseline's: it was not executed")
    else:
        c_out = run_module(prep, session, "candidate", Path(c_var.compile.vmfb_path))
        c_var.run = c_out.record
    identical = c_var.run.skipped_because is not None
    # A module byte-identical to a failing one fails alike: the verdict reads both as failing.
    rv = stage_verdict("run", b_var.run, b_var.run if identical else c_var.run)
    _suite_latency(prep, result)
    if rv:
        same = " (the candidate's module is byte-identical, so it was not run again)" if identical else ""
        result.decide(rv[0], rv[1] + same + _index_hint(prep, result))
        return
    _Numerics(prep, session, result, Outputs.of(b_out), Outputs.of(c_out)).judge()


def _suite_latency(prep: Prepared, result: CaseResult) -> None:
    """The suite's own latency check (torch_ops' golden_times_ms and
    tolerance_factor), shown beside the pair's verdict, never deciding it."""
    budget = prep.config.time_budget_ms
    if budget is None:
        return
    golden, factor = budget
    for name in ("baseline", "candidate"):
        run = result.variants[name].run
        if run is not None and run.latency_ms is not None and run.skipped_because is None:
            within = run.latency_ms <= golden * factor
            result.findings.append(f"suite latency check, {name}: {run.latency_ms:.3g} ms "
                                   f"{'<=' if within else '>'} golden {golden:g} ms x tolerance_factor {factor:g}")


def _index_hint(prep: Prepared, result: CaseResult) -> str:
    """A run that fails with seeded integer inputs of the default range is
    often an index out of bounds (a gather the IR does not show): say which
    arguments to bound."""
    if result.verdict is Verdict.NO_DEVICE:
        return ""
    seeded = [s.arg for s, a in zip(result.inputs, prep.sig.args)
              if s.source == "seed" and a.element_type not in ("i1",) and "in bounds" not in s.detail
              and a.element_type.lstrip("su").startswith("i")]
    if not seeded:
        return ""
    return (f" (integer argument(s) {', '.join(seeded)} were seeded in [0, 8); if they are indices, bound them: "
            f"`inputs.{seeded[0]} = {{ distribution = \"randint\", low = 0, high = N }}` in difftest.toml)")


def _first_differing_call(b: RunRecord, c: RunRecord) -> int | None:
    """The first call after call 1 at which the two runs' outputs differ."""
    for k, (x, y) in enumerate(zip(b.call_hashes, c.call_hashes), 1):
        if k > 1 and x != y:
            return k
    return None


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


class _Numerics:
    """Deciding the verdict of a pair that both ran."""

    def __init__(self, prep: Prepared, session, result: CaseResult, base: Outputs, cand: Outputs):
        self.prep, self.session, self.result = prep, session, result
        self.settings = session.settings
        self.base, self.cand = base, cand
        self.reference: list[np.ndarray] | None = None

    def compare(self, i: int, side: str, against: str, actual, expected, call: int = 1,
                tolerance: tuple[float | None, float | None] | None = None) -> OutputComparison:
        cfg = self.prep.config
        rtol, atol = tolerance or (cfg.rtol, cfg.atol)
        c = numerics.compare_arrays(i, side, against, actual, expected, rtol, atol)
        c.call = call
        return numerics.add_logits_metrics(c, actual, expected) if i in cfg.logits else c

    def judge(self) -> None:
        result = self.result
        if not self.base.first and not self.cand.first and not self.prep.checks:
            result.decide(Verdict.NOTHING_COMPARED, f"@{self.prep.sig.entry} returns nothing and holds no check: "
                                                    "nothing was compared, so nothing is known")
            return
        comps, structural = self._pair_comparisons()
        result.comparisons.extend(comps)
        self._drift_findings()
        if structural and not comps:
            result.decide(Verdict.NUMERICS_DIFFER, structural)
            return
        differs = structural is not None or not all(c.within_tolerance for c in comps)
        determinism = self.settings.determinism
        if ((differs and determinism == "auto") or determinism == "always") and self._nondeterministic():
            return
        if "reference" in {v.name for v in self.prep.variants}:
            self.reference = self._run_reference(eager=True)
        if self.prep.golden is not None:
            self._side_figures("golden", self.prep.golden)
            if _usable(self.prep.golden, self.base.first):
                # A golden outranks a reference asked for with --reference: it arbitrates.
                if self.result.arbiter:
                    self.result.findings.append(f"the reference ({self.result.arbiter}) ran too; the golden "
                                                "arbitrates")
                self.result.arbiter = self._golden_label()
        if self.reference is not None:
            self._side_figures("reference", self.reference)
        if not differs:
            self._agrees(comps)
        elif self._differs(comps, structural):
            self._check_counts()
            return
        self._golden_counts()
        self._check_counts()

    def _agrees(self, comps: list[OutputComparison]) -> None:
        if all(c.identical for c in comps):
            self.result.decide(Verdict.IDENTICAL, "outputs are bit-identical"
                               + (" on every call" if self.base.run.drift_call else ""))
            return
        worst = max(comps, key=lambda c: c.max_abs_error or 0.0)
        self.result.decide(Verdict.WITHIN_TOLERANCE, f"within tolerance (max abs {worst.max_abs_error:.3g} on output "
                                                     f"{worst.index}, rtol={worst.rtol:g} atol={worst.atol:g})")

    def _differs(self, comps: list[OutputComparison], structural: str | None) -> bool:
        """Decide a pair that differs beyond tolerance; True when the verdict
        is numerics-differ (nothing more to judge)."""
        result = self.result
        failing = [c for c in comps if not c.within_tolerance]
        if structural:
            result.decide(Verdict.NUMERICS_DIFFER, structural)
            return True
        mismatched = [c for c in failing if not (c.shape_match and c.dtype_match)]
        if mismatched:
            result.decide(Verdict.NUMERICS_DIFFER, f"output {mismatched[0].index}: {mismatched[0].note}")
            return True
        later = [c for c in failing if c.call != 1]
        if later and len(later) == len(failing):
            c = later[0]
            result.decide(Verdict.NUMERICS_DIFFER, f"call {c.call}, output {c.index}: {_off(c)} (arbiters judge "
                                                   "the first call only)")
            return True
        if self.prep.checks:
            # A check test's checks arbitrate: the counts below decide.
            c = max(failing, key=lambda c: c.mismatch_fraction)
            result.decide(Verdict.WITHIN_TOLERANCE, f"output {c.index} differs from the baseline beyond tolerance "
                                                    f"({_off(c)}), but the candidate passes every check the "
                                                    "baseline passes")
            return False
        arbiter = self._arbiter()
        if arbiter is None:
            c = max(failing, key=lambda c: c.mismatch_fraction)
            golden = self.prep.golden
            why = ("arbitration is off (--no-arbiter)" if not self.settings.arbiter else
                   "no arbiter could be had" + (" (the golden does not fit)" if golden is not None else ""))
            result.decide(Verdict.NUMERICS_DIFFER, f"output {c.index}: {_off(c)}; {why}")
            return True
        return self._arbitrate(failing, *arbiter)

    def _arbiter(self) -> tuple[str, list[np.ndarray]] | None:
        golden, result = self.prep.golden, self.result
        if golden is not None and _usable(golden, self.base.first):
            result.arbiter = self._golden_label()
            return "golden", golden
        if self.reference is not None:
            return "reference", self.reference
        if self.settings.arbiter:
            self.reference = self._run_reference(eager=False)
            if self.reference is not None:
                self._side_figures("reference", self.reference)
                return "reference", self.reference
        return None

    def _arbitrate(self, failing: list[OutputComparison], name: str, ref: list[np.ndarray]) -> bool:
        result, base, cand = self.result, self.base, self.cand
        for c in failing:
            if c.call == 1:
                i = c.index
                result.arbitration.append(numerics.arbitrate(i, name, cand.first[i], base.first[i], ref[i], c.rtol,
                                                             c.atol))
        bad = [a for a in result.arbitration if not a.passed]
        if bad:
            result.decide(Verdict.NUMERICS_DIFFER, f"output {bad[0].index}: {bad[0].rule}")
            return True
        fixed = sum(a.fixed_nonfinite for a in result.arbitration)
        a = max(result.arbitration, key=lambda a: a.candidate_rmse)
        if fixed:
            result.decide(Verdict.IMPROVED, f"the candidate fixes {fixed} non-finite value(s) of the baseline, "
                                            f"agreeing with the {result.arbiter or name} there; output {a.index}: "
                                            f"{a.rule}")
        else:
            result.decide(Verdict.WITHIN_TOLERANCE, f"differs from the baseline beyond tolerance, but passes "
                                                    f"arbitration against the {result.arbiter or name}: output "
                                                    f"{a.index}: {a.rule}")
        return False

    # ---- figures ---------------------------------------------------------------

    def _golden_label(self) -> str:
        return f"golden {self.prep.config.golden.name}" if self.prep.config.golden else "golden"

    def _pair_comparisons(self) -> tuple[list[OutputComparison], str | None]:
        """Candidate against baseline: call 1, plus the first later call at
        which they differ (a stateful module compared call by call)."""
        base, cand = self.base, self.cand
        if len(base.first) != len(cand.first):
            return [], f"baseline has {len(base.first)} outputs, candidate {len(cand.first)}"
        comps = [self.compare(i, "candidate", "baseline", c, b) for i, (b, c) in enumerate(zip(base.first, cand.first))]
        # Without a drift in either run every call repeats call 1: nothing more to compare.
        drifted = base.run.drift_call is not None or cand.run.drift_call is not None
        k = _first_differing_call(base.run, cand.run) if drifted else None
        if k is not None:
            b_k, c_k = base.at(k), cand.at(k)
            if b_k is None or c_k is None:
                return comps, (f"call {k}: the outputs differ from the baseline's (after the first drift only "
                               "hashes are kept, so there are no figures)")
            comps += [self.compare(i, "candidate", "baseline", c, b, call=k) for i, (b, c) in enumerate(zip(b_k, c_k))]
        return comps, None

    def _drift_findings(self) -> None:
        bd, cd = self.base.run.drift_call, self.cand.run.drift_call
        if bd and cd:
            self.result.findings.append(f"stateful module: outputs change from call to call (call {bd} differs from "
                                        "call 1) in both variants; compared call by call")
        elif cd and not bd:
            self.result.findings.append(f"the candidate's outputs drift across repeated calls (call {cd} differs "
                                        "from call 1) while the baseline's do not")
        elif bd and not cd:
            self.result.findings.append(f"the baseline's outputs drift across repeated calls (call {bd} differs "
                                        "from call 1) while the candidate's do not")

    def _side_figures(self, name: str, ref: list[np.ndarray]) -> None:
        """How far each side is from the arbiter: figures for the report."""
        if any(c.against == name for c in self.result.comparisons):
            return
        cfg = self.prep.config
        for side, out in (("baseline", self.base), ("candidate", self.cand)):
            for i, (a, r) in enumerate(zip(out.first, ref)):
                tolerance = None
                if name == "golden":
                    # Figures against the golden are held to the golden's own tolerances.
                    rtol, atol = numerics.golden_tolerance(a.dtype)
                    tolerance = (cfg.golden_rtol if cfg.golden_rtol is not None else rtol,
                                 cfg.golden_atol if cfg.golden_atol is not None else atol)
                self.result.comparisons.append(self.compare(i, side, name, a, r, tolerance=tolerance))

    # ---- determinism ------------------------------------------------------------

    def _nondeterministic(self) -> bool:
        prep, result, base = self.prep, self.result, self.base
        b_var = result.variants["baseline"]
        again = run_module(prep, self.session, "baseline", Path(b_var.compile.vmfb_path), "rerun", reuse=False)
        b_var.rerun = again.record
        if again.record.status is not Stage.OK:
            result.findings.append(f"the baseline's second run failed: {again.record.error_line}")
            return False
        if again.record.call_hashes == base.run.call_hashes:
            return False
        k = next((k for k, (x, y) in enumerate(zip(again.record.call_hashes, base.run.call_hashes), 1) if x != y), 1)
        first = Outputs.of(again)
        if first.at(k) is not None and base.at(k) is not None:
            result.comparisons.extend(self.compare(i, "baseline", "rerun", a, b, call=k)
                                      for i, (a, b) in enumerate(zip(first.at(k), base.at(k))))
        result.decide(Verdict.NONDETERMINISTIC,
                      f"the baseline gave different outputs on two runs (call {k} differs between the runs); "
                      "the candidate cannot be judged")
        return True

    # ---- the arbiter ----------------------------------------------------------------

    def _run_reference(self, eager: bool) -> list[np.ndarray] | None:
        """Run the arbiter, most precise plan first. A plan whose compile or
        first call fails is not the case's failure: the next plan is tried,
        and the report says which arbiter was used."""
        prep, result = self.prep, self.result
        notes = []
        base_flags: list[str] = []
        for ref in self.session.references(prep):
            plan, vr = ref.plan, ref.variant
            base_flags = base_flags or list(vr.flags)
            if not ref.ok:
                notes.append(f"{plan.label}: compile failed: {vr.compile.error_line}")
                continue
            attempts = [plan.casts] + ([()] if plan.retry_uncast and plan.casts else [])
            for casts in attempts:
                out = run_module(prep, self.session, "reference", Path(vr.compile.vmfb_path), casts=casts)
                if out.record.status is Stage.OK:
                    vr.run = out.record
                    result.variants["reference"] = vr
                    result.arbiter = plan.label + (" (more precise plans failed; see findings)" if notes else "")
                    if notes:
                        result.findings.append(f"arbiter: {plan.label}; more precise plans failed: {'; '.join(notes)}")
                    return out.outputs
                notes.append(f"{plan.label}{' with ' + str(dict(casts)) + ' inputs' if casts else ''}: "
                             f"{out.record.error_line}")
        result.findings.append("no arbiter: " + ("; ".join(notes) or "no reference could be built"))
        if eager:
            vr = VariantResult("reference", base_flags)
            vr.compile = CompileRecord(Stage.FAILED, [], error_line="; ".join(notes)[:500])
            result.variants["reference"] = vr
        return None

    # ---- a check test's checks ------------------------------------------------------

    def _check_counts(self) -> None:
        """Each check, judged on each variant's own outputs: a check the
        candidate fails where the baseline passes is a regression; one both
        fail is the test's own bug; one only the baseline fails, fixed."""
        prep, result = self.prep, self.result
        if not prep.checks:
            return
        base = checking.judge_all(list(prep.checks), self.base.first, "baseline")
        cand = checking.judge_all(list(prep.checks), self.cand.first, "candidate")
        result.checks = base + cand
        b_fail = [i for i, c in enumerate(base) if c.passed is False]
        c_fail = [i for i, c in enumerate(cand) if c.passed is False]
        new = [i for i in c_fail if i not in b_fail]
        judged = sum(c.passed is not None for c in base)
        if new:
            c = cand[new[0]]
            result.decide(Verdict.CHECK_FAILED, f"the candidate fails {plural(len(new), 'check')} the baseline "
                                                f"passes: {c.op} at {c.location}: {c.detail}")
        elif b_fail and not c_fail:
            b = base[b_fail[0]]
            result.decide(Verdict.IMPROVED, f"the candidate passes {plural(len(b_fail), 'check')} the baseline "
                                            f"fails: {b.op} at {b.location}: {b.detail}")
        elif b_fail:
            b, c = base[b_fail[0]], cand[b_fail[0]]
            how = b.detail if b.detail == c.detail else f"baseline: {b.detail}; candidate: {c.detail}"
            result.decide(Verdict.BOTH_CHECK_FAILED, f"both variants fail {plural(len(b_fail), 'check')}: {b.op} "
                                                     f"at {b.location}: {how}")
        elif result.verdict in (Verdict.IDENTICAL, Verdict.WITHIN_TOLERANCE):
            result.reason += f"; {plural(judged, 'check')} of {len(base)} judged, all pass"
        unreached = len(base) - judged
        if unreached:
            result.findings.append(f"{plural(unreached, 'check')} not reached in the baseline (in a branch not "
                                   "taken): not judged, as the check op would not have run")

    # ---- the golden, a check of its own -----------------------------------------------

    def _golden_agreement(self, outs: list[np.ndarray]) -> tuple[bool, str]:
        cfg = self.prep.config
        for i, (a, g) in enumerate(zip(outs, self.prep.golden)):
            ok, detail = numerics.golden_check(a, g, cfg.golden_rtol, cfg.golden_atol, cfg.golden_rel_l2)
            if not ok:
                return False, f"output {i}: {detail}"
        return True, "agrees"

    def _golden_counts(self) -> None:
        """A golden is a check of its own, whatever the pair did: a baseline
        that disagrees with it is `baseline-wrong`; a candidate that disagrees
        where the baseline agrees is a regression; one that agrees where the
        baseline does not is `improved`."""
        prep, result, base, cand = self.prep, self.result, self.base, self.cand
        if prep.golden is None or not _usable(prep.golden, base.first) or result.verdict is Verdict.NUMERICS_DIFFER:
            return
        b_ok, b_why = self._golden_agreement(base.first)
        c_ok, c_why = self._golden_agreement(cand.first)
        cfg = prep.config
        for c in result.comparisons:
            if c.against == "golden" and c.call == 1:
                ok, detail = numerics.golden_check((base if c.side == "baseline" else cand).first[c.index],
                                                   prep.golden[c.index], cfg.golden_rtol, cfg.golden_atol,
                                                   cfg.golden_rel_l2)
                c.note = f"golden check {'passes' if ok else 'FAILS'}: {detail}"
        name = f"golden {cfg.golden.name}" if cfg.golden else "golden"
        if b_ok and not c_ok:
            result.decide(Verdict.NUMERICS_DIFFER, f"the candidate disagrees with the {name} while the baseline "
                                                   f"agrees: {c_why}")
        elif not b_ok and c_ok:
            result.decide(Verdict.IMPROVED, f"the candidate agrees with the {name} where the baseline does not "
                                            f"(baseline: {b_why})")
        elif not b_ok:
            result.decide(Verdict.BASELINE_WRONG, f"the baseline disagrees with the {name}, and so does the "
                                                  f"candidate ({result.verdict.label}): baseline {b_why}")
