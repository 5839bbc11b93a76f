"""Execute the compiled pair and have it judged, fetching what the judge
asks for: the baseline run again (nondeterminism), and an arbiter (a
reference, compiled and executed on demand, most precise plan first).

This is the only place where judging leads to more compiling and
executing; run/judge/rules.py itself only decides.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from ...core import environment
from ...core.results import CaseResult, CompileRecord, RunRecord, VariantResult
from ...core.verdicts import SIDES, Stage, Verdict, stage_verdict
from ...toolchains.devices import device_label
from ..compile.modules import Compiled, CompiledModule, CompiledReference
from ..execute.executor import Executor
from ..execute.runner import RunOutput
from ..plan.prepare import Prepared
from ..plan.settings import RunSettings, reference_on_demand
from .memo import JudgementMemo
from .rules import REFERENCE, RERUN, Evidence, Judgement, Outputs, Policy, Reference, compare_pair, judge

SAME_MODULE = "byte-identical to the baseline's module; not executed"
REFERENCE_NOT_NEEDED = ("the corpus's reference was not needed: no arbiter was asked for, so it was neither "
                        "compiled nor run (on a GPU target the reference runs only when the pair differs)")


def outputs_of(out: RunOutput) -> Outputs:
    return Outputs(out.record, out.outputs, out.drift)


def policy_of(prep: Prepared, settings) -> Policy:
    return Policy(determinism=settings.determinism, arbiter=settings.arbiter,
                  eager_reference="reference" in {v.name for v in prep.variants})


def same_module(modules: Compiled) -> bool:
    """Byte-identical modules on the same device give byte-identical outputs."""
    b, c = modules.get("baseline"), modules.get("candidate")
    return b is not None and c is not None and bool(b.digest) and b.digest == c.digest and b.target == c.target


def run_module(executor: Executor, module: CompiledModule | None, prep: Prepared, sub: str = "run",
               **kw) -> RunOutput:
    """A compiled module, executed on the device its target runs on."""
    if module is None:
        raise ValueError("a variant that did not compile cannot be executed")
    pressure = environment.CpuPressure()
    out = executor.execute(module, prep.entry, sub, **kw)
    if out.record.latencies_ms and not out.record.cached:  # its times were made now, beside whatever else ran
        out.record.cpu_pressure = pressure.share()
    return out


def fed(prep: Prepared, result: CaseResult) -> dict:
    """A call sequence's other runs are fed the baseline's tokens: the same
    inputs call for call, so a difference is the module's, not the choice's."""
    base = result.variants.get("baseline")
    if prep.entry.sequence is None or base is None or base.run is None:
        return {}
    return {"tokens": tuple(base.run.tokens)}


def execute_pair(prep: Prepared, modules: Compiled, executor: Executor,
                 result: CaseResult) -> tuple[RunOutput, RunOutput]:
    b_var, c_var = result.variants["baseline"], result.variants["candidate"]
    b_out = run_module(executor, modules.get("baseline"), prep)
    b_var.run = b_out.record
    if same_module(modules):
        c_out = b_out
        # Its outputs are the baseline's, by identity; nothing of it was measured, and what
        # happened to the baseline's run (a lost device, a crash that did not repeat) is not its.
        c_var.run = replace(b_out.record, skipped_because=SAME_MODULE, seconds=0.0, latency_ms=None, latencies_ms=[],
                            peak_bytes=None, allocated_bytes=None, cached=False, device_lost=[], notes=[])
        if b_out.record.status is not Stage.OK:
            c_var.run = RunRecord(Stage.SKIPPED, skipped_because="byte-identical to the baseline's module, whose run "
                                                                  "failed; not executed")
        result.findings.append("the candidate's module is byte-identical to the baseline's: it was not executed")
    else:
        c_out = run_module(executor, modules.get("candidate"), prep, **fed(prep, result))
        c_var.run = c_out.record
    b_dev, c_dev = b_var.run.device, c_var.run.device
    if b_dev and c_dev and (b_dev.get("uri"), b_dev.get("name")) != (c_dev.get("uri"), c_dev.get("name")):
        result.findings.append(f"a cross-device pair: the baseline ran on {_where(b_dev)}, the candidate on "
                               f"{_where(c_dev)}")
    return b_out, c_out


def _where(device: dict) -> str:
    return device_label(device.get("uri") or "?", device.get("name"))


def judge_pair(prep: Prepared, modules: Compiled, executor: Executor, settings: RunSettings, result: CaseResult,
               references: Callable[[Prepared], Iterable[CompiledReference]]) -> None:
    """Run the compiled pair (the compile stage's modules), then judge it:
    the verdict for a case whose compile records are in result.variants."""
    b_out, c_out = execute_pair(prep, modules, executor, result)
    b_run, c_run = result.variants["baseline"].run, result.variants["candidate"].run
    identical = c_run.skipped_because is not None
    # A module byte-identical to a failing one fails alike: the verdict reads both as failing.
    rv = stage_verdict("run", b_run, b_run if identical else c_run)
    result.findings.extend(suite_latency(prep, result))
    if rv:
        same = " (the candidate's module is byte-identical, so it was not run again)" if identical else ""
        result.decide(rv[0], rv[1] + same + index_hint(prep, result, rv[0]))
        return
    base, cand = outputs_of(b_out), outputs_of(c_out)
    policy = policy_of(prep, settings)
    memo = JudgementMemo(settings.cache_dir, prep.entry, policy, base.run, cand.run)
    j = memo.recall()
    if j is None:
        ev = Evidence(base, cand, compare_pair(prep.entry, base, cand))
        j = judge(prep.entry, ev, policy)
        if j.needs is None:
            memo.keep(j)  # judged on the pair's outputs alone
        while j.needs is not None:
            fetch(j.needs, ev, prep, modules, executor, result, references, policy)
            j = judge(prep.entry, ev, policy)
    apply(result, j)
    if reference_on_demand(prep.case.variant_flags, settings) and "reference" not in result.variants:
        result.findings.append(REFERENCE_NOT_NEEDED)
    result.findings.extend(sequence_lines(prep, result))


def fetch(needs: str, ev: Evidence, prep: Prepared, modules: Compiled, executor: Executor, result: CaseResult,
          references: Callable[[Prepared], Iterable[CompiledReference]], policy: Policy) -> None:
    """What the judge asked for, into its evidence: the baseline run again, or an arbiter."""
    if needs == RERUN:
        again = run_module(executor, modules.get("baseline"), prep, "rerun", reuse=False, **fed(prep, result))
        result.variants["baseline"].rerun = again.record
        if again.record.status is Stage.OK:
            ev.rerun = outputs_of(again)
        else:
            ev.rerun_failed = again.record.error_line or again.record.status.value
    elif needs == REFERENCE:
        ev.reference = fetch_reference(prep, executor, result, references(prep), policy.eager_reference)
    else:
        raise ValueError(f"the judge asked for {needs!r}, which nothing fetches")


def sequence_lines(prep: Prepared, result: CaseResult) -> list[str]:
    """A call sequence's answer per call: where the candidate first left the
    baseline, and each call's logits figures."""
    plan = prep.entry.sequence
    if plan is None:
        return []
    mine = [c for c in result.comparisons if c.side == "candidate" and c.against == "baseline" and c.call == 1]
    off = [c.index for c in mine if not c.within_tolerance]
    steps = [f"{plan.step_name(c.index)}: " + (f"KL max {c.kl_max:.3g}, top-1 {c.top1_agreement:.1%}"
                                               if c.kl_max is not None else
                                               "identical" if c.identical else f"max abs {c.max_abs_error:.3g}")
             for c in mine]
    tokens = result.variants["baseline"].run.tokens if result.variants["baseline"].run else []
    out = [f"sequence, call by call (candidate against baseline): {'; '.join(steps)}"] if steps else []
    if tokens:
        out.append(f"decode tokens, the baseline's greedy choices fed to every run: {tokens}")
    if off:
        out.append(f"the candidate first leaves the baseline's tolerance at {plan.step_name(min(off))}")
    return out


def apply(result: CaseResult, j: Judgement) -> None:
    result.comparisons.extend(j.comparisons)
    result.arbitration.extend(j.arbitration)
    result.findings.extend(j.findings)
    result.checks = j.checks
    if j.arbiter:
        result.arbiter = j.arbiter
    result.decide(j.verdict, j.reason)


def fetch_reference(prep: Prepared, executor: Executor, result: CaseResult, refs: Iterable[CompiledReference],
                    eager: bool) -> Reference:
    """Run the arbiter, most precise plan first. A plan whose compile or
    first call fails is not the case's failure: the next plan is tried, and
    the report says which arbiter was used."""
    notes = []
    base_flags: list[str] = []
    for ref in refs:
        plan, vr = ref.plan, ref.variant
        vr.target = ref.target
        base_flags = base_flags or list(vr.flags)
        if not ref.ok:
            notes.append(f"{plan.label}: compile failed: {vr.compile.error_line}")
            continue
        attempts = [plan.casts] + ([()] if plan.retry_uncast and plan.casts else [])
        for casts in attempts:
            out = run_module(executor, ref.module, prep, casts=casts, **fed(prep, result))
            if out.record.status is Stage.OK:
                vr.run = out.record
                result.variants["reference"] = vr
                return Reference(out.outputs, plan.label, notes)
            notes.append(f"{plan.label}{' with ' + str(dict(casts)) + ' inputs' if casts else ''}: "
                         f"{out.record.error_line}")
    if eager:
        vr = VariantResult("reference", base_flags)
        vr.compile = CompileRecord(Stage.FAILED, [], error_line="; ".join(notes)[:500])
        result.variants["reference"] = vr
    return Reference(None, None, notes)


def suite_latency(prep: Prepared, result: CaseResult) -> list[str]:
    """The suite's own latency check (torch_ops' golden_times_ms and
    tolerance_factor), shown beside the pair's verdict, never deciding it."""
    budget = prep.entry.config.time_budget_ms
    if budget is None:
        return []
    golden, factor = budget
    out = []
    for name in SIDES:
        run = result.variants[name].run
        if run is not None and run.latency_ms is not None and run.skipped_because is None:
            within = run.latency_ms <= golden * factor
            out.append(f"suite latency check, {name}: {run.latency_ms:.3g} ms "
                       f"{'<=' if within else '>'} golden {golden:g} ms x tolerance_factor {factor:g}")
    return out


def index_hint(prep: Prepared, result: CaseResult, verdict: Verdict) -> str:
    """A run that fails with seeded integer inputs of the default range is
    often an index out of bounds (a gather the IR does not show): say which
    arguments to bound."""
    if not verdict.is_fault:  # no device, a timeout: nothing about the inputs
        return ""
    seeded = [s.arg for s, a in zip(result.inputs, prep.entry.sig.args)
              if s.source == "seed" and a.element_type not in ("i1",) and "in bounds" not in s.detail
              and a.element_type.lstrip("su").startswith("i")]
    if not seeded:
        return ""
    return (f" (integer argument(s) {', '.join(seeded)} were seeded in [0, 8); if they are indices, bound them: "
            f"`inputs.{seeded[0]} = {{ distribution = \"randint\", low = 0, high = N }}` in difftest.toml)")
