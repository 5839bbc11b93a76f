"""The `difftest run` driver: corpus -> compile -> execute -> compare -> record.

This module is the hub: it calls each stage and decides the verdict, and
nothing else does. Bisect and revert-check call `run_cases` with another
toolchain; `difftest execute` resumes a compile-only bundle at `judge_case`.
"""
from __future__ import annotations

import hashlib
import threading
import time
import traceback
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable, Iterator

import numpy as np

from . import __version__
from . import compare as cmp
from . import procs
from .cache import Fingerprints, Store, sha256_file
from .compile import CompileContext, Prefix, can_share_prefix, compile_prefix, compile_variant
from .corpus import OUT_MARKER, Case, CaseConfig
from .execute import WORKER, RunOutput, RunRequest, Runner
from .inputs import InputError, coerce_outputs, load_golden, load_golden_files, make_inputs, save_arrays
from .progress import NoProgress
from .results import (CaseResult, CompileRecord, InputSource, Journal, OutputComparison, RunRecord, Stage, Verdict,
                      VariantResult)
from .signature import Signature, SignatureError, read_signature
from .targets import Target
from .toolchain import Toolchain, ToolchainUnavailable
from .variants import ReferencePlan, Variant, reference_plans, reference_variant, resolve_variants


@dataclass
class RunSettings:
    target: Target
    toolchain: Toolchain
    out_dir: Path
    cache_dir: Path | None = None
    baseline_flags: list[str] | None = None
    candidate_flags: list[str] | None = None
    extra_flags: tuple[str, ...] = ()
    with_reference: bool = False
    repeat: int = 1
    warmup: int = 1
    # Run the baseline a second time: "auto" when the candidate differs from
    # it (the only time nondeterminism changes the verdict), "always", "never".
    determinism: str = "auto"
    jobs: int = 1
    compile_timeout: float | None = None
    run_timeout: float | None = None
    fail_fast: bool = False
    compile_only: bool = False
    # Compile and run the reference on demand when the pair differs and no golden exists.
    arbiter: bool = True
    # Execute even when an earlier run of the same module and inputs is cached.
    rerun: bool = False
    # None: share for released compilers (installed, release:), whose flags
    # keep to their phases; not for dir:/git: builds under development.
    share_prefix: bool | None = None
    # With compile_only: where each compiled case is written for `difftest execute`.
    bundle: object | None = None
    expectations: bool = True  # judge the corpora's `expect` and `xfail`

    @property
    def sharing_prefix(self) -> bool:
        if self.share_prefix is not None:
            return self.share_prefix
        return self.toolchain.spec.startswith(("installed", "release:"))


F64_FLAG = "--iree-input-demote-f64-to-f32"


@dataclass
class Planned:
    case: Case
    variants: list[Variant]


def case_dir_name(case: Case) -> str:
    """Readable, and unique per case file: a slug can collide (`sp ace` and
    `sp_ace`), the hash of the absolute path cannot."""
    import re

    slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", case.name)[-80:]
    return f"{slug}-{hashlib.sha256(str(case.path.resolve()).encode()).hexdigest()[:10]}"


def plan(cases: list[Case], settings: RunSettings) -> list[Planned]:
    return [Planned(c, resolve_variants(c.variant_flags, settings.baseline_flags, settings.candidate_flags,
                                        settings.with_reference)) for c in cases]


class Session:
    """What every case of one run shares: the caches, the compile context and
    the runtime workers."""

    def __init__(self, settings: RunSettings, progress=None):
        self.settings = settings
        self.progress = progress or NoProgress()
        cache = settings.cache_dir
        # The memo of compiler fingerprints lives in the default cache
        # whatever --cache-dir says: hashing a 300 MB library is per
        # compiler build, not per cache.
        from .toolchain import default_cache_dir

        self.fingerprints = Fingerprints(default_cache_dir() if cache else None)
        self.compile = CompileContext(settings.toolchain, Store(cache, "compile") if cache else None,
                                      Store(cache, "prefix") if cache else None, self.fingerprints)
        runtime_id = None
        if cache:
            try:
                rt = settings.toolchain.runtime_id(self.fingerprints)
                # The worker's own code decides what a run records, so it keys runs too.
                runtime_id = rt and f"{__version__}:{sha256_file(WORKER)[:16]}:{rt}"
            except OSError:
                runtime_id = None
        self.runner = Runner(settings.toolchain, settings.out_dir / "workers",
                             Store(cache, "run") if cache else None, runtime_id)

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        """Where the arbiter comes from: compiled here, on demand (a bundle
        executed elsewhere brings its own)."""
        return compile_references(prep, self)

    def close(self) -> None:
        self.runner.close()


def _decide(result: CaseResult, verdict: Verdict, reason: str) -> CaseResult:
    result.verdict, result.reason = verdict, reason
    return result


_FAILURES = {
    "compile": (Verdict.BOTH_COMPILE_FAIL, Verdict.CANDIDATE_COMPILE_FAIL, Verdict.BASELINE_COMPILE_FAIL),
    "run": (Verdict.BOTH_RUN_FAIL, Verdict.CANDIDATE_RUN_FAIL, Verdict.BASELINE_RUN_FAIL),
}


def pair_verdict(stage: str, b, c) -> tuple[Verdict, str] | None:
    """Verdict from the baseline's and candidate's records of one stage, or
    None when both are OK. Outcomes that say nothing about the candidate
    (an unknown flag, no device) come first; then timeouts; then failures."""
    for rec in (c, b):
        if rec.status is Stage.FLAG_UNSUPPORTED:
            side = "candidate" if rec is c else "baseline"
            return Verdict.FLAG_UNSUPPORTED, f"{side}: this compiler does not know {rec.unsupported_flag}"
        if rec.status is Stage.NO_DEVICE:
            return Verdict.NO_DEVICE, f"no device: {rec.error_line}"
    if c.status is Stage.TIMEOUT and b.status is not Stage.TIMEOUT:
        return Verdict.CANDIDATE_TIMEOUT, f"candidate {stage}: {c.error_line}"
    if Stage.TIMEOUT in (b.status, c.status):
        return Verdict.TIMEOUT, f"{stage}: {(b if b.status is Stage.TIMEOUT else c).error_line}"
    both, cand_only, base_only = _FAILURES[stage]
    b_ok, c_ok = b.status is Stage.OK, c.status is Stage.OK
    if b_ok and c_ok:
        return None
    if not b_ok and not c_ok:
        return both, f"both fail to {stage}: {c.error_line}"
    if not c_ok:
        return cand_only, f"candidate fails to {stage}: {c.error_line}"
    return base_only, f"baseline fails to {stage}: {b.error_line}"


# ---- prepare: signature, inputs, golden ------------------------------------


@dataclass
class Prepared:
    """A case ready to compile and run: everything a verdict needs except
    the modules. A compile-only bundle stores exactly this."""

    case: Case
    variants: list[Variant]
    sig: Signature
    case_dir: Path
    inputs_path: Path
    golden: list[np.ndarray] | None
    expect: tuple[str, ...]
    xfail: str | None
    run_timeout: float
    compile_timeout: float
    flags_common: list[str]
    prefix: Prefix | None = None
    prefix_tried: bool = False

    @property
    def config(self) -> CaseConfig:
        return self.case.config

    @property
    def scalars(self) -> tuple[int, ...]:
        return tuple(i for i, a in enumerate(self.sig.args) if a.scalar)


def prepare(p: Planned, settings: RunSettings, result: CaseResult) -> Prepared | None:
    """None when the case is decided before compiling (skipped, config error)."""
    case, cfg = p.case, p.case.config
    target = settings.target.name
    if case.config_error:
        _decide(result, Verdict.CASE_ERROR, case.config_error)
        return None
    skip = cfg.skip_for(target)
    if skip:
        _decide(result, Verdict.SKIPPED, f"skipped: {skip}")
        return None
    expect = cfg.expect_for(target) if settings.expectations else ()
    for text in expect:  # a typo in an expectation is the case's error, found before compiling
        cmp.check_expectation(text, {})
    sig = read_signature(case.path, cfg.entry)
    inputs, sources = make_inputs(case.key, sig, cfg)
    result.inputs = sources
    golden = (load_golden(cfg.golden, sig) if cfg.golden else
              load_golden_files(cfg.golden_files, sig) if cfg.golden_files else None)
    case_dir = settings.out_dir / case_dir_name(case)
    case_dir.mkdir(parents=True, exist_ok=True)
    inputs_path = case_dir / "inputs.npz"
    save_arrays(inputs_path, inputs)
    flags_common = [*settings.target.compile_flags, *cfg.flags, *settings.extra_flags]
    types = {a.element_type for a in (*sig.args, *sig.results)}
    if "f64" in types and not any(f.startswith(F64_FLAG) for f in flags_common):
        # IREE demotes f64 to f32 by default; the module would then reject
        # its own f64 inputs ("buffer view byte length 24 exceeds ... 12").
        flags_common.append(f"{F64_FLAG}=false")
        result.findings.append(f"f64 in the signature: compiled with {F64_FLAG}=false, since IREE demotes f64 to "
                               "f32 by default and the module would then reject f64 inputs")
    return Prepared(
        case=case, variants=p.variants, sig=sig, case_dir=case_dir, inputs_path=inputs_path, golden=golden,
        expect=expect, xfail=cfg.xfail_for(target) if settings.expectations else None,
        run_timeout=settings.run_timeout or cfg.run_timeout,
        compile_timeout=settings.compile_timeout or cfg.compile_timeout, flags_common=flags_common)


# ---- compile ----------------------------------------------------------------


def compile_variants(prep: Prepared, variants: list[Variant], session: Session, result: CaseResult,
                     source: Path | None = None, subdir: str | None = None) -> None:
    """Compile each variant into result.variants. Variants whose flags differ
    from the baseline's only in flags that act after the prefix phase resume
    from the baseline's prefix, compiled once per case."""
    settings = session.settings
    session.progress.stage(prep.case.name, "compiling" if source is None else "compiling the arbiter for")
    flags = {v.name: [*prep.flags_common, *v.flags] for v in variants}
    base_variant = next(v for v in prep.variants if v.name == "baseline")
    base = [*prep.flags_common, *base_variant.flags]
    sharing = []
    if settings.sharing_prefix and source is None:
        sharing = [v for v in variants if can_share_prefix(base, flags[v.name])]
    prefix = prep.prefix
    # A prefix pays off from two variants on; a lone later variant (the
    # reference) only reuses one already made.
    if len(sharing) >= 2 and prefix is None and not prep.prefix_tried:
        prep.prefix_tried = True
        prefix = prep.prefix = compile_prefix(session.compile, prep.case.path, base, prep.case_dir / "prefix",
                                              prep.compile_timeout)
    if prefix is None:
        sharing = []
    source = source or prep.case.path
    for v in variants:
        procs.check()
        vr = VariantResult(v.name, flags[v.name])
        vr.compile = compile_variant(session.compile, source, vr.flags, prep.case_dir / (subdir or v.name),
                                     prep.compile_timeout, prefix if v in sharing else None)
        result.variants[v.name] = vr


# ---- execute and judge ---------------------------------------------------


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


def _run(prep: Prepared, session: Session, name: str, vmfb: Path, sub: str = "run",
         casts: tuple[tuple[int, str], ...] = (), reuse: bool = True) -> RunOutput:
    s = session.settings
    req = RunRequest(vmfb=vmfb, driver=s.target.driver, function=prep.sig.entry, inputs_path=prep.inputs_path,
                     out_dir=prep.case_dir / name / sub, timeout=prep.run_timeout, repeat=s.repeat,
                     warmup=s.warmup, scalars=prep.scalars, casts=casts)
    out = session.runner.run(req, reuse=reuse and not s.rerun)
    if out.outputs is not None:
        out.outputs = coerce_outputs(out.outputs, prep.sig)
        out.drift = coerce_outputs(out.drift, prep.sig) if out.drift is not None else None
    return out


def _first_differing_call(b: RunRecord, c: RunRecord) -> int | None:
    """The first call after call 1 at which the two runs' outputs differ."""
    for k, (x, y) in enumerate(zip(b.call_hashes, c.call_hashes), 1):
        if k > 1 and x != y:
            return k
    return None


def judge_case(prep: Prepared, session: Session, result: CaseResult) -> None:
    """Run the compiled pair, then compare: the verdict for a case whose
    compile records are in result.variants."""
    b_var, c_var = result.variants["baseline"], result.variants["candidate"]
    session.progress.stage(prep.case.name, "running")
    b_out = _run(prep, session, "baseline", Path(b_var.compile.vmfb_path))
    b_var.run = b_out.record
    if b_var.compile.vmfb_sha256 and b_var.compile.vmfb_sha256 == c_var.compile.vmfb_sha256:
        # Byte-identical modules give byte-identical outputs: run once.
        c_out = b_out
        c_var.run = replace(b_out.record, skipped_because="byte-identical to the baseline's module; not executed")
        result.findings.append("the candidate's module is byte-identical to the baseline's: it was not executed")
    else:
        c_out = _run(prep, session, "candidate", Path(c_var.compile.vmfb_path))
        c_var.run = c_out.record
    rv = pair_verdict("run", b_var.run, c_var.run)
    if rv:
        _decide(result, rv[0], rv[1] + _index_hint(prep, result))
        return
    base = Outputs(b_out.record, b_out.outputs, b_out.drift)
    cand = Outputs(c_out.record, c_out.outputs, c_out.drift)
    _judge_numerics(prep, session, result, base, cand)


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


def _compare(prep: Prepared, i: int, side: str, against: str, actual, expected, call: int = 1) -> OutputComparison:
    c = cmp.compare_arrays(i, side, against, actual, expected, prep.config.rtol, prep.config.atol)
    c.call = call
    return cmp.add_logits_metrics(c, actual, expected) if i in prep.config.logits else c


def _pair_comparisons(prep: Prepared, base: Outputs, cand: Outputs) -> tuple[list[OutputComparison], str | None]:
    """Candidate against baseline: call 1, plus the first later call at
    which they differ (a stateful module compared call by call)."""
    if len(base.first) != len(cand.first):
        return [], f"baseline has {len(base.first)} outputs, candidate {len(cand.first)}"
    comps = [_compare(prep, i, "candidate", "baseline", c, b) for i, (b, c) in enumerate(zip(base.first, cand.first))]
    # Without a drift in either run every call repeats call 1: nothing more to compare.
    drifted = base.run.drift_call is not None or cand.run.drift_call is not None
    k = _first_differing_call(base.run, cand.run) if drifted else None
    if k is not None:
        b_k, c_k = base.at(k), cand.at(k)
        if b_k is None or c_k is None:
            return comps, (f"call {k}: the outputs differ from the baseline's (after the first drift only hashes "
                           "are kept, so there are no figures)")
        comps += [_compare(prep, i, "candidate", "baseline", c, b, call=k) for i, (b, c) in enumerate(zip(b_k, c_k))]
    return comps, None


def _drift_findings(result: CaseResult, base: Outputs, cand: Outputs) -> None:
    bd, cd = base.run.drift_call, cand.run.drift_call
    if bd and cd:
        result.findings.append(f"stateful module: outputs change from call to call (call {bd} differs from call 1) "
                               "in both variants; compared call by call")
    elif cd and not bd:
        result.findings.append(f"the candidate's outputs drift across repeated calls (call {cd} differs from "
                               "call 1) while the baseline's do not")
    elif bd and not cd:
        result.findings.append(f"the baseline's outputs drift across repeated calls (call {bd} differs from "
                               "call 1) while the candidate's do not")


def _judge_numerics(prep: Prepared, session: Session, result: CaseResult, base: Outputs, cand: Outputs) -> None:
    settings = session.settings
    comps, structural = _pair_comparisons(prep, base, cand)
    result.comparisons.extend(comps)
    _drift_findings(result, base, cand)
    if structural and not comps:
        _decide(result, Verdict.NUMERICS_DIFFER, structural)
        return
    differs = structural is not None or not all(c.within_tolerance for c in comps)
    if (differs and settings.determinism == "auto") or settings.determinism == "always":
        # Only a difference makes nondeterminism matter: run the baseline
        # again and compare the two runs call by call.
        if _nondeterministic(prep, session, result, base):
            return

    golden = prep.golden
    reference = None
    if "reference" in {v.name for v in prep.variants}:
        reference = _reference(prep, session, result, eager=True)
    if golden is not None:
        _side_figures(prep, result, "golden", golden, base, cand)
    if reference is not None:
        _side_figures(prep, result, "reference", reference, base, cand)

    if not differs:
        if all(c.identical for c in comps):
            _decide(result, Verdict.IDENTICAL, "outputs are bit-identical"
                    + (" on every call" if base.run.drift_call else ""))
        else:
            worst = max(comps, key=lambda c: c.max_abs_error or 0.0)
            _decide(result, Verdict.WITHIN_TOLERANCE,
                    f"within tolerance (max abs {worst.max_abs_error:.3g} on output {worst.index}, "
                    f"rtol={worst.rtol:g} atol={worst.atol:g})")
        _golden_counts(prep, result, base, cand)
        return

    failing = [c for c in comps if not c.within_tolerance]
    if structural:
        _decide(result, Verdict.NUMERICS_DIFFER, structural)
        return
    mismatched = [c for c in failing if not (c.shape_match and c.dtype_match)]
    if mismatched:
        c = mismatched[0]
        _decide(result, Verdict.NUMERICS_DIFFER, f"output {c.index}: {c.note}")
        return
    later = [c for c in failing if c.call != 1]
    if later and len(later) == len(failing):
        c = later[0]
        _decide(result, Verdict.NUMERICS_DIFFER, f"call {c.call}, output {c.index}: {_off(c)} (arbiters judge "
                                                 "the first call only)")
        return

    arbiter = None
    if golden is not None and _usable(golden, base.first):
        arbiter, result.arbiter = ("golden", golden), f"golden {prep.config.golden.name}"
    elif reference is not None:
        arbiter = ("reference", reference)
    elif settings.arbiter:
        reference = _reference(prep, session, result, eager=False)
        if reference is not None:
            _side_figures(prep, result, "reference", reference, base, cand)
            arbiter = ("reference", reference)
    if arbiter is None:
        c = max(failing, key=lambda c: c.mismatch_fraction)
        why = ("arbitration is off (--no-arbiter)" if not settings.arbiter else
               "no arbiter could be had" + (" (the golden does not fit)" if golden is not None else ""))
        _decide(result, Verdict.NUMERICS_DIFFER, f"output {c.index}: {_off(c)}; {why}")
        return
    name, ref = arbiter
    for c in failing:
        if c.call != 1:
            continue
        i = c.index
        result.arbitration.append(cmp.arbitrate(i, name, cand.first[i], base.first[i], ref[i], c.rtol, c.atol))
    bad = [a for a in result.arbitration if not a.passed]
    if bad:
        a = bad[0]
        _decide(result, Verdict.NUMERICS_DIFFER, f"output {a.index}: {a.rule}")
        return
    fixed = sum(a.fixed_nonfinite for a in result.arbitration)
    a = max(result.arbitration, key=lambda a: a.candidate_rmse)
    if fixed:
        _decide(result, Verdict.IMPROVED, f"the candidate fixes {fixed} non-finite value(s) of the baseline, agreeing "
                                          f"with the {result.arbiter or name} there; output {a.index}: {a.rule}")
    else:
        _decide(result, Verdict.WITHIN_TOLERANCE,
                f"differs from the baseline beyond tolerance, but passes arbitration against the "
                f"{result.arbiter or name}: output {a.index}: {a.rule}")
    _golden_counts(prep, result, base, cand)


def _golden_agreement(prep: Prepared, outs: list[np.ndarray]) -> tuple[bool, str]:
    cfg = prep.config
    for i, (a, g) in enumerate(zip(outs, prep.golden)):
        ok, detail = cmp.golden_check(a, g, cfg.golden_rtol, cfg.golden_atol, cfg.golden_rel_l2)
        if not ok:
            return False, f"output {i}: {detail}"
    return True, "agrees"


def _golden_counts(prep: Prepared, result: CaseResult, base: Outputs, cand: Outputs) -> None:
    """A golden is a check of its own, whatever the pair did: a baseline
    that disagrees with it is `baseline-wrong`; a candidate that disagrees
    where the baseline agrees is a regression; one that agrees where the
    baseline does not is `improved`."""
    if prep.golden is None or not _usable(prep.golden, base.first) or result.verdict is Verdict.NUMERICS_DIFFER:
        return
    b_ok, b_why = _golden_agreement(prep, base.first)
    c_ok, c_why = _golden_agreement(prep, cand.first)
    for c in result.comparisons:
        if c.against == "golden" and c.call == 1:
            ok, detail = cmp.golden_check((base if c.side == "baseline" else cand).first[c.index],
                                          prep.golden[c.index], prep.config.golden_rtol, prep.config.golden_atol,
                                          prep.config.golden_rel_l2)
            c.note = f"golden check {'passes' if ok else 'FAILS'}: {detail}"
    name = f"golden {prep.config.golden.name}" if prep.config.golden else "golden"
    if b_ok and not c_ok:
        _decide(result, Verdict.NUMERICS_DIFFER, f"the candidate disagrees with the {name} while the baseline "
                                                 f"agrees: {c_why}")
    elif not b_ok and c_ok:
        _decide(result, Verdict.IMPROVED, f"the candidate agrees with the {name} where the baseline does not "
                                          f"(baseline: {b_why})")
    elif not b_ok:
        _decide(result, Verdict.BASELINE_WRONG, f"the baseline disagrees with the {name}, and so does the "
                                                f"candidate ({result.verdict.label}): baseline {b_why}")


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


def _side_figures(prep: Prepared, result: CaseResult, name: str, ref: list[np.ndarray], base: Outputs,
                  cand: Outputs) -> None:
    """How far each side is from the arbiter: figures for the report."""
    if any(c.against == name for c in result.comparisons):
        return
    for side, out in (("baseline", base), ("candidate", cand)):
        for i, (a, r) in enumerate(zip(out.first, ref)):
            result.comparisons.append(_compare(prep, i, side, name, a, r))


def _nondeterministic(prep: Prepared, session: Session, result: CaseResult, base: Outputs) -> bool:
    b_var = result.variants["baseline"]
    again = _run(prep, session, "baseline", Path(b_var.compile.vmfb_path), "rerun", reuse=False)
    b_var.rerun = again.record
    if again.record.status is not Stage.OK:
        result.findings.append(f"the baseline's second run failed: {again.record.error_line}")
        return False
    if again.record.call_hashes == base.run.call_hashes:
        return False
    k = next((k for k, (x, y) in enumerate(zip(again.record.call_hashes, base.run.call_hashes), 1) if x != y), 1)
    first = Outputs(again.record, again.outputs, again.drift)
    if first.at(k) is not None and base.at(k) is not None:
        result.comparisons.extend(_compare(prep, i, "baseline", "rerun", a, b, call=k)
                                  for i, (a, b) in enumerate(zip(first.at(k), base.at(k))))
    _decide(result, Verdict.NONDETERMINISTIC,
            f"the baseline gave different outputs on two runs (call {k} differs between the runs); "
            "the candidate cannot be judged")
    return True


@dataclass
class CompiledReference:
    """One reference plan and its compile record."""

    plan: ReferencePlan
    variant: VariantResult


def compile_references(prep: Prepared, session: Session) -> Iterator[CompiledReference]:
    """The reference plans for a case, most precise first, each compiled
    only when the one before it could not serve."""
    base_flags = next((v.flags for v in prep.variants if v.name == "reference"),
                      reference_variant(prep.case.variant_flags).flags)
    arg_types = [a.element_type for a in prep.sig.args]
    res_types = [r.element_type for r in prep.sig.results]
    f64 = _f64_source(prep) if "f32" in set(arg_types) | set(res_types) else None
    for i, plan in enumerate(reference_plans(tuple(base_flags), arg_types, res_types, f64)):
        procs.check()
        scratch = CaseResult(prep.case.name, str(prep.case.path), "", {}, Verdict.CASE_ERROR, "")
        compile_variants(prep, [Variant("reference", plan.flags)], session, scratch, source=plan.source,
                         subdir=f"reference-{i}")
        yield CompiledReference(plan, scratch.variants["reference"])


def _reference(prep: Prepared, session: Session, result: CaseResult, eager: bool) -> list[np.ndarray] | None:
    """Run the arbiter, most precise plan first. A plan whose compile or
    first call fails is not the case's failure: the next plan is tried, and
    the report says which arbiter was used."""
    notes = []
    base_flags: list[str] = []
    for ref in session.references(prep):
        plan, vr = ref.plan, ref.variant
        base_flags = base_flags or list(vr.flags)
        if vr.compile.status is not Stage.OK:
            notes.append(f"{plan.label}: compile failed: {vr.compile.error_line}")
            continue
        attempts = [plan.casts] + ([()] if plan.retry_uncast and plan.casts else [])
        for casts in attempts:
            out = _run(prep, session, "reference", Path(vr.compile.vmfb_path), casts=casts)
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


def _f64_source(prep: Prepared) -> Path | None:
    from .irtools import promote_f32_to_f64

    path = prep.case_dir / "reference-f64" / "source.f64.mlir"
    if path.exists():
        return path
    text, why = promote_f32_to_f64(prep.case.path)
    if text is None:
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


# ---- one case, and the run ---------------------------------------------------


def _finalize(result: CaseResult, prep: Prepared) -> CaseResult:
    """Expectations and xfail apply on top of whatever the pipeline decided."""
    figures = result.figures()
    for text in prep.expect:
        result.expectations.append(cmp.check_expectation(text, figures))
    broken = [e for e in result.expectations if not e.passed]
    if broken and result.verdict.is_pass:
        result.verdict = Verdict.EXPECTATION_FAILED
        result.reason = "; ".join(f"expected {e.text}: {e.detail}" for e in broken)
    xfail = prep.xfail
    if xfail:
        result.xfail = xfail
        if result.verdict is Verdict.COMPILED:
            result.findings.append(f"xfail not judged in compile-only mode: {xfail}")
        elif result.verdict.is_failure and result.verdict not in (Verdict.CASE_ERROR, Verdict.INTERRUPTED):
            result.reason = f"expected failure ({xfail}): {result.verdict.label}: {result.reason}"
            result.verdict = Verdict.XFAIL
        elif result.verdict.is_pass:
            result.reason = f"expected to fail ({xfail}) but {result.verdict.label}"
            result.verdict = Verdict.XPASS
    return result


def new_result(case: Case, settings: RunSettings) -> CaseResult:
    return CaseResult(case=case.name, path=str(case.path), target=settings.target.name,
                      toolchain=settings.toolchain.describe(), verdict=Verdict.CASE_ERROR, reason="", key=case.key)


def run_case(p: Planned, session: Session) -> CaseResult:
    settings = session.settings
    result = new_result(p.case, settings)

    def stages() -> None:
        prep = prepare(p, settings, result)
        if prep is None:
            return
        compile_variants(prep, [v for v in prep.variants if v.name != "reference"], session, result)
        cv = pair_verdict("compile", result.variants["baseline"].compile, result.variants["candidate"].compile)
        if cv:
            _decide(result, *cv)
        elif settings.compile_only or prep.config.compile_only:
            why = "compile-only" if settings.compile_only else "the case is compile-only"
            _decide(result, Verdict.COMPILED, f"both variants compiled ({why}: nothing was executed)")
            if settings.bundle is not None and not prep.config.compile_only:
                # Before expectations and xfail: the executing side applies them to its own verdict.
                refs = list(compile_references(prep, session)) if settings.arbiter else []
                settings.bundle.add_compiled(prep, result, refs)
        else:
            judge_case(prep, session, result)
        _finalize(result, prep)

    _guarded(result, str(p.case.path), stages)
    if settings.bundle is not None and result.verdict is not Verdict.COMPILED:
        settings.bundle.add_decided(result)
    return result


def _guarded(result: CaseResult, where: str, stages: Callable[[], None]) -> None:
    """Run a case's stages: whatever goes wrong costs this case only."""
    t0 = time.monotonic()
    try:
        procs.check()
        stages()
    except procs.Interrupted as e:
        _decide(result, Verdict.INTERRUPTED, f"{e}; this case is done again by `difftest run --resume`")
    except ToolchainUnavailable:
        raise
    except (SignatureError, InputError, cmp.ExpectationSyntaxError) as e:
        _decide(result, Verdict.CASE_ERROR, f"{where}: {e}")
    except Exception as e:  # a difftest bug must cost one case, not the run
        _decide(result, Verdict.CASE_ERROR, f"{where}: internal error: {type(e).__name__}: {e}\n"
                                           f"{traceback.format_exc(limit=4)}")
    result.seconds = time.monotonic() - t0


def execute_entry(entry: dict, session: Session) -> CaseResult:
    """One case of a compile-only bundle: run and judge it here."""
    from . import bundle as bundles

    settings = session.settings
    if "decided" in entry:
        return bundles.decided_result(entry)
    result = CaseResult(case=entry["case"], path=entry["path"], target=settings.target.name,
                        toolchain=settings.toolchain.describe(), verdict=Verdict.CASE_ERROR, reason="",
                        key=entry["key"], findings=list(entry["findings"]))
    result.inputs = [InputSource(**s) for s in entry["inputs_sources"]]

    def stages() -> None:
        prep, variants = bundles.prepared_from(entry, session.bundle_root, settings.out_dir)
        result.variants = variants
        judge_case(prep, session, result)
        _finalize(result, prep)

    _guarded(result, entry["path"], stages)
    return result


class BundleSession(Session):
    """Executes a bundle: the arbiter's modules come from the bundle."""

    def __init__(self, settings: RunSettings, root: Path, entries: list[dict], progress=None):
        super().__init__(settings, progress)
        self.bundle_root = root
        self._entries = {e["case"]: e for e in entries}

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        from .bundle import references_from

        return references_from(self._entries[prep.case.name], self.bundle_root)


@dataclass
class RunState:
    """What run_cases reports back besides the records."""

    results: list[CaseResult] = field(default_factory=list)
    interrupted: int | None = None  # the signal that stopped the run


def _mark_out_dir(out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    try:
        (out_dir / OUT_MARKER).touch()
    except OSError:
        pass


def run_cases(planned: list, settings: RunSettings,
              on_result: Callable[[CaseResult], None] | None = None,
              journal: Journal | None = None,
              on_start: Callable[[Planned], None] | None = None,
              session: Session | None = None, progress=None,
              case_fn: Callable[[object, Session], CaseResult] | None = None) -> RunState:
    """Run every case. Each finished record goes to the journal at once, so
    an interrupted run loses nothing already computed. On SIGINT/SIGTERM no
    new case starts, cases in flight are recorded as interrupted, and
    `interrupted` names the signal."""
    _mark_out_dir(settings.out_dir)
    own = session is None
    session = session or Session(settings, progress)
    state = RunState()
    lock = threading.Lock()
    results: dict[int, CaseResult] = {}

    def record(i: int, r: CaseResult) -> None:
        with lock:
            results[i] = r
            if journal is not None:
                journal.record(r)
            if on_result:
                on_result(r)

    def one(i: int, p) -> CaseResult:
        if on_start:
            on_start(p)
        return (case_fn or run_case)(p, session)

    try:
        if settings.jobs <= 1:
            for i, p in enumerate(planned):
                if procs.stopping():
                    break
                r = one(i, p)
                record(i, r)
                if settings.fail_fast and r.regressed:
                    break
        else:
            pool = ThreadPoolExecutor(max_workers=settings.jobs, thread_name_prefix="case")
            pending: dict[Future, int] = {}
            todo = list(enumerate(planned))
            stop = False
            try:
                while todo or pending:
                    while todo and len(pending) < settings.jobs and not stop and not procs.stopping():
                        i, p = todo.pop(0)
                        pending[pool.submit(one, i, p)] = i
                    if not pending:
                        break
                    done, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                    for fut in done:
                        i = pending.pop(fut)
                        r = fut.result()
                        record(i, r)
                        if settings.fail_fast and r.regressed:
                            stop = True
                    if stop or procs.stopping():
                        todo = []
            finally:
                pool.shutdown(wait=True, cancel_futures=True)
    finally:
        if own:
            session.close()
    state.results = [results[i] for i in sorted(results)]
    state.interrupted = procs.stop_signal() if procs.stopping() else None
    return state
