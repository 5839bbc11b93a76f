"""The stages of one case, as one public API:

    prepare -> compile (the module) -> execute (module, entry, device)
            -> judge (pure) <-> arbitrate (fetches what the judge asks for)
            -> finalize (expectations, xfail)

`CaseRun` drives them for every command: run, execute (a bundle), explain,
reduce, fuzz, sweep, bisect and the pytest plugin call the stages they need,
in this order. Where a case's module comes from is its `source`: compiled
here (`Here`, run/compile/case.py, which also holds what a run does at
compile), or loaded from a compile-only bundle (run/bundle/), which
replaces prepare and compile and changes nothing after them.
"""
from __future__ import annotations

import re
import time
import traceback
from dataclasses import dataclass, field
from typing import Callable

from ..core import environment, procs
from ..core.audit import Audit, AuditRow
from ..core.figures import ExpectationSyntaxError, check_expectation
from ..core.latency import LOADED, change as latency_change, slower_than
from ..core.results import CaseResult, before_failure
from ..core.verdicts import SIDES, Verdict, stage_verdict
from ..corpus.checks import CheckTestError
from ..corpus.config import Scoped
from ..corpus.discovery import Case
from ..corpus.inputs import InputError
from ..corpus.signature import SignatureError
from ..toolchains.backends import limit_hints
from ..toolchains.base import ToolchainUnavailable
from .audit.stage import AuditKit, audit_case, conclude
from .compile.case import CaseCompile, Source
from .compile.modules import Compiled, Compiler
from .execute.executor import Executor
from .judge.arbitrate import judge_pair
from .plan.prepare import Prepared
from .plan.settings import Planned, RunSettings, plan
from .progress import NoProgress
from .structure.where import remembered_structure


@dataclass(frozen=True)
class StageKit:
    """What a case's stages work with, as values: the run's settings, where
    its modules come from, what executes them, the progress line, the
    compiler (for what a report adds to a verdict: where the flag acts), and
    where compiled cases go (a bundle). The session builds it and owns the
    lifetimes (workers, caches); no stage is handed the session."""

    settings: RunSettings
    source: Source
    executor: Executor
    progress: object = field(default_factory=NoProgress)
    compiler: Compiler | None = None
    bundle: object | None = None


def new_result(case: Case, settings: RunSettings) -> CaseResult:
    return CaseResult(case=case.name, path=str(case.path), target=settings.target.name,
                      toolchain=settings.toolchain.describe() if settings.toolchain else {},
                      verdict=Verdict.CASE_ERROR, reason="", key=case.key, cpu=settings.cpu_of(settings.target))


def finalize(result: CaseResult, expect: tuple[str, ...], xfail: Scoped | None,
             gate_latency: float | None = None, elsewhere: tuple[Scoped, ...] = ()) -> CaseResult:
    """Expectations, the latency gate and xfail apply on top of whatever the
    pair decided. Expectations are about structure, so they are checked on a
    pair that passed: a case that failed has nothing to measure. Those
    recorded on other CPUs (`elsewhere`) are checked and said, never gating."""
    if gate_latency is not None and result.verdict.is_pass:
        _gate_latency(result, gate_latency)
    if result.verdict.is_pass:
        figures = result.figures()
        result.expectations = [check_expectation(text, figures) for text in expect]
        broken = [e for e in result.expectations if not e.passed]
        for rule in elsewhere:
            e = check_expectation(rule.value, figures)
            if not e.passed:
                result.findings.append(f"{recorded_elsewhere(rule, result.cpu)}: expected {e.text}, here {e.detail}; "
                                       "not gating here (difftest update-expectations records this CPU's figures)")
        if broken:
            result.decide(Verdict.EXPECTATION_FAILED, "; ".join(f"expected {e.text}: {e.detail}" for e in broken))
    if xfail and xfail.held_on(result.cpu):
        _apply_xfail(result, xfail)
    elif xfail:
        _xfail_elsewhere(result, xfail)
    return result


def recorded_elsewhere(rule: Scoped, cpu: str | None) -> str:
    return f"recorded on {rule.recorded()}, here {cpu}"


def _xfail_elsewhere(result: CaseResult, rule: Scoped) -> None:
    """An xfail recorded on other CPUs: the case keeps its own verdict, and
    the report says whether the recorded failure happens on this CPU too."""
    where = recorded_elsewhere(rule, result.cpu)
    if result.verdict.is_fault and not xfail_mismatch(result, rule):
        result.xfail = rule.value
        result.decide(Verdict.XFAIL, f"expected failure ({rule.value}; {where}: it fails the same way): "
                                     f"{result.verdict.label}: {result.reason}")
    elif result.verdict.is_fault:
        result.findings.append(f"the xfail ({rule.value}) was {where}, and does not describe this failure")
    else:
        result.xfail_elsewhere = rule.recorded()
        did = "compiles" if result.verdict is Verdict.COMPILED else f"is {result.verdict.label}"
        result.findings.append(f"the xfail ({rule.value}) was {where}: the case {did} here, and keeps that verdict "
                               "(difftest update-expectations records this CPU)")


def _gate_latency(result: CaseResult, pct: float) -> None:
    times = {n: (v.run.latencies_ms if v.run and not v.run.skipped_because else [])
             for n, v in result.variants.items() if n in SIDES}
    ch = latency_change(times.get("baseline", []), times.get("candidate", []))
    busy = max((v.run.cpu_pressure for n, v in result.variants.items() if n in SIDES and v.run is not None
                and v.run.cpu_pressure is not None), default=0.0)
    if busy > LOADED and ch is not None:
        # Asked to gate, and the machine kept it from telling: not a pass (a green here read as "not slower").
        result.decide(Verdict.COULD_NOT_JUDGE, f"could not judge: --gate-latency {pct:g}% cannot tell: the pair was "
                                               f"timed on a loaded machine (other work kept a task from a CPU "
                                               f"{busy:.0%} of the time); run it again on a quiet machine")
        return
    if slower_than(ch, pct):
        result.decide(Verdict.SLOWER, f"the candidate is slower: {ch.baseline_ms:.3g} -> {ch.candidate_ms:.3g} ms, "
                                      f"{ch.describe()} at 95%, beyond --gate-latency {pct:g}%")


def fails_as_the_suite_sees(result: CaseResult, stage: str) -> bool:
    """Would the suite's own runner raise for the baseline (the suite's
    configuration) at this stage? A compile failure; at run, a run failure,
    or an output that fails the golden's check (iree-test-suites runs with
    --expected_output, so a wrong value is a run failure there)."""
    return result.verdict.fails(stage, "baseline") or (stage == "run" and result.misses_golden("baseline"))


def xfail_mismatch(result: CaseResult, rule: Scoped) -> str | None:
    """How the failure differs from the one the xfail names, or None."""
    v = result.verdict
    failing = v.sides_at_fault
    if rule.stage and not fails_as_the_suite_sees(result, rule.stage):
        return f"the suite expects the baseline to fail to {rule.stage}"
    if rule.sides is not None and set(failing) != set(rule.sides):
        got = " and ".join(failing) or "no variant"
        return f"it expects {' and '.join(rule.sides)} to fail, and {got} failed"
    if rule.match is not None:
        for line in result.failure_lines():
            if not re.search(rule.match, line):
                return f"it expects an error matching /{rule.match}/, got: {line[:200]}"
    return None


def _apply_xfail(result: CaseResult, rule: Scoped) -> None:
    result.xfail = rule.value
    if result.verdict is Verdict.COMPILED:
        result.findings.append(f"xfail not judged in compile-only mode: {rule.value}")
    elif result.verdict.is_fault:
        mismatch = xfail_mismatch(result, rule)
        if mismatch:
            result.decide(Verdict.XFAIL_MISMATCH, f"failed, but not as the xfail ({rule.value}) says: {mismatch}; "
                                                  f"{result.verdict.label}: {result.reason}")
        else:
            result.decide(Verdict.XFAIL, f"expected failure ({rule.value}): {result.verdict.label}: {result.reason}")
    elif result.verdict.is_pass:
        fix = ("take the test off that list (the suite's own run fails it as a strict XPASS too)" if rule.stage
               else "remove the xfail (difftest update-expectations does)")
        result.decide(Verdict.XPASS, f"the xfail ({rule.value}) no longer holds: the case is {result.verdict.label} "
                                     f"now; {fix}")


# What a case's own input raises (its IR, inputs, config, checks): that case's error, never the run's.
CASE_ERRORS = (SignatureError, InputError, ExpectationSyntaxError, CheckTestError)


def guarded(result: CaseResult, where: str, stages: Callable[[], None]) -> CaseResult:
    """Run a case's stages: whatever goes wrong costs this case only."""
    t0 = time.monotonic()
    try:
        procs.check()
        stages()
    except procs.Interrupted as e:
        result.decide(Verdict.INTERRUPTED, f"{e}; this case is done again by `difftest run --resume`")
    except ToolchainUnavailable:
        raise
    except CASE_ERRORS as e:
        result.decide(Verdict.CASE_ERROR, f"{where}: {e}")
    except OSError as e:
        cause = environment.of_error(e)
        if cause is None:
            result.decide(Verdict.CASE_ERROR, f"{where}: internal error: {type(e).__name__}: {e}\n"
                                              f"{traceback.format_exc(limit=4)}")
        else:  # difftest's own file could not be written: the machine's failure, not the case's
            result.decide(Verdict.COULD_NOT_JUDGE, f"could not judge: {cause}")
    except Exception as e:  # a difftest bug must cost one case, not the run
        result.decide(Verdict.CASE_ERROR, f"{where}: internal error: {type(e).__name__}: {e}\n"
                                          f"{traceback.format_exc(limit=4)}")
    result.seconds = time.monotonic() - t0
    return result


class CaseRun:
    """One case going through the stages. Each stage records into `result`;
    a driver calls the stages it needs, in order."""

    def __init__(self, planned: Planned, kit: StageKit, source: Source | None = None):
        self.planned = planned
        self.kit = kit
        self.settings: RunSettings = kit.settings
        self.source = source or kit.source
        self.result = new_result(planned.case, self.settings)
        self.result.pair = {v.name: list(v.flags) for v in planned.variants if v.name in SIDES}
        self.prep: Prepared | None = None
        self.modules: Compiled = {}  # what the compile stage gave: each variant's module that compiled

    @classmethod
    def of(cls, case: Case, kit: StageKit, settings: RunSettings | None = None) -> "CaseRun":
        """One case, planned with `settings` (another pair of flags, say;
        the run's by default), ready for its stages."""
        return cls(plan([case], settings or kit.settings)[0], kit)

    def prepare(self) -> Prepared | None:
        """None when the case is decided before compiling (skipped, config
        error); raises SignatureError or InputError for a broken case."""
        self.prep = self.source.prepare(self.planned, self.settings, self.result)
        return self.prep

    @property
    def compiling(self) -> CaseCompile:
        """What a run does at compile, for this case (run/compile/case.py); it keeps nothing of its own."""
        return CaseCompile(self.source, self.prep, self.settings, self.result, self.kit.progress)

    def compile(self, names: tuple[str, ...] = SIDES) -> None:
        for name, module in self.compiling.variants(names, self._structure_reader()).items():
            if module is None:  # a variant compiled again and failed has no module any more
                self.modules.pop(name, None)
            else:
                self.modules[name] = module

    def _structure_reader(self) -> Callable[[], dict | None] | None:
        """Where the flag acts, read from both sides' IR at dispatch creation and
        remembered in the cache: the structure stage's, after compile, so handed to it."""
        compiler = self.kit.compiler
        if compiler is None or self.settings.toolchain is None:
            return None
        return lambda: remembered_structure(self.prep, self.settings, compiler.ctx.compiler_id(),
                                            self.prep.module.dir / "where",
                                            lambda side, path: compiler.phase_ir(self.prep, side, "flow", path))

    def compile_verdict(self) -> tuple[Verdict, str] | None:
        v = self.result.variants
        return stage_verdict("compile", v["baseline"].compile, v["candidate"].compile)

    def judge(self) -> None:
        """Execute the pair on its devices and judge it, arbitrating as the judge asks."""
        self.kit.progress.stage(self.planned.case.name, "running")
        judge_pair(self.prep, self.modules, self.kit.executor, self.settings, self.result, self.source.references)

    def finalize(self) -> CaseResult:
        return finalize(self.result, self.prep.expect, self.prep.xfail, self.settings.gate_latency, self.prep.elsewhere)

    def audit(self) -> None:
        """`--audit`: the case's work done again with IREE's own tools, each
        figure set beside theirs (run/audit/); one they contradict makes the
        case audit-disagrees, whatever it was judged."""
        if self.prep is None or self.settings.toolchain is None:
            return
        self.kit.progress.stage(self.planned.case.name, "auditing")
        kit = AuditKit(self.settings.toolchain, self.kit.executor, self.settings.cache_dir)
        try:
            audit = audit_case(self.prep, self.result, self.modules, kit)
        except (procs.Interrupted, ToolchainUnavailable):
            raise
        except Exception as e:  # the audit's own failure costs the case its audit, never its verdict
            audit = Audit(rows=[AuditRow("-", "audit", None, None, None,
                                         f"the audit could not be done: {type(e).__name__}: {e}")])
        conclude(self.result, audit)

    @property
    def compile_only(self) -> bool:
        return self.settings.compile_only or self.prep.entry.config.compile_only

    def _all(self) -> None:
        if self.prepare() is None:
            return
        self.compile()
        cv = self.compile_verdict()
        if cv:
            self.result.decide(*cv)
            if line := before_failure(self.result):
                self.result.findings.append(line)
        elif self.compile_only:
            why = "compile-only" if self.settings.compile_only else "the case is compile-only"
            self.result.decide(Verdict.COMPILED, f"both variants compiled ({why}: nothing was executed)")
            self._bundle_compiled()
        else:
            self.judge()
        self.result.findings += limit_hints([(n, stage, getattr(v, stage), self.prep.module.target_of(n).kind)
                                             for n, v in self.result.variants.items() for stage in ("compile", "run")],
                                            measured=self.settings.retry_limits)
        self.compiling.lift_limits()
        self.finalize()
        if self.settings.audit:
            self.audit()

    def _bundle_compiled(self) -> None:
        bundle = self.kit.bundle
        if bundle is not None and not self.prep.entry.config.compile_only:
            # Before expectations and xfail: the executing side applies them to its own verdict.
            refs = list(self.source.references(self.prep)) if self.settings.arbiter else []
            bundle.add_compiled(self.prep, self.result, refs)

    def run(self) -> CaseResult:
        """Every stage, guarded: whatever goes wrong costs this case only."""
        guarded(self.result, str(self.planned.case.path), self._all)
        if self.kit.bundle is not None and self.result.verdict is not Verdict.COMPILED:
            self.kit.bundle.add_decided(self.result)
        return self.result


def run_case(planned: Planned, kit: StageKit) -> CaseResult:
    return CaseRun(planned, kit).run()
