"""The `difftest run` driver: corpus -> compile -> execute -> compare -> record.

Bisect and revert-check call `run_cases` with another toolchain; they never
re-implement a stage.
"""
from __future__ import annotations

import json
import re
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from . import compare as cmp
from .compile import compile_case
from .corpus import Case, CaseConfig, Corpus
from .execute import run_module
from .inputs import InputError, make_inputs, save_arrays
from .results import CaseResult, Stage, Verdict, VariantResult, case_to_dict
from .signature import SignatureError, read_signature
from .targets import Target
from .toolchain import Toolchain
from .variants import Variant, resolve_variants


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
    check_determinism: bool = True
    jobs: int = 1
    compile_timeout: float | None = None
    run_timeout: float | None = None
    fail_fast: bool = False


@dataclass
class Planned:
    case: Case
    variants: list[Variant]


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)


def plan(corpora: list[Corpus], settings: RunSettings) -> list[Planned]:
    out = []
    for corpus in corpora:
        variants = resolve_variants(corpus.variants, settings.baseline_flags, settings.candidate_flags,
                                    settings.with_reference)
        out.extend(Planned(c, variants) for c in corpus.cases)
    return out


def _decide(result: CaseResult, verdict: Verdict, reason: str) -> CaseResult:
    result.verdict, result.reason = verdict, reason
    return result


def _load_golden(path: Path, n: int) -> list[np.ndarray]:
    with np.load(path, allow_pickle=False) as z:
        keys = [f"output{i}" for i in range(n)]
        missing = [k for k in keys if k not in z.files]
        if missing:
            raise InputError(f"golden {path.name} lacks {', '.join(missing)} (has {', '.join(z.files)})")
        return [z[k] for k in keys]


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


def _same_bits(xs: list[np.ndarray], ys: list[np.ndarray]) -> bool:
    return len(xs) == len(ys) and all(
        x.shape == y.shape and x.dtype == y.dtype and x.tobytes() == y.tobytes() for x, y in zip(xs, ys))


def _numeric_verdict(result: CaseResult, outs: dict[str, list[np.ndarray]], golden: list[np.ndarray] | None,
                     cfg: CaseConfig) -> tuple[Verdict, str]:
    rtol, atol = cfg.rtol, cfg.atol

    def compare(i: int, side: str, against: str, actual: np.ndarray, expected: np.ndarray):
        c = cmp.compare_arrays(i, side, against, actual, expected, rtol, atol)
        return cmp.add_logits_metrics(c, actual, expected) if i in cfg.logits else c

    base, cand = outs["baseline"], outs["candidate"]
    if len(base) != len(cand):
        return Verdict.NUMERICS_DIFFER, f"baseline has {len(base)} outputs, candidate {len(cand)}"
    comps = [compare(i, "candidate", "baseline", c, b) for i, (b, c) in enumerate(zip(base, cand))]
    result.comparisons.extend(comps)

    references: list[tuple[str, list[np.ndarray]]] = []
    if golden is not None:
        references.append(("golden", golden))
    if "reference" in outs:
        references.append(("reference", outs["reference"]))
    # Figures against the arbiter for both sides: how far each is from the truth.
    for name, ref in references:
        for side in ("baseline", "candidate"):
            for i, (a, r) in enumerate(zip(outs[side], ref)):
                result.comparisons.append(compare(i, side, name, a, r))

    if all(c.identical for c in comps):
        return Verdict.IDENTICAL, "outputs are bit-identical"
    if all(c.within_tolerance for c in comps):
        worst = max(comps, key=lambda c: c.max_abs_error or 0.0)
        return Verdict.WITHIN_TOLERANCE, (f"within tolerance (max abs {worst.max_abs_error:.3g} on output "
                                          f"{worst.index}, rtol={worst.rtol:g} atol={worst.atol:g})")
    failing = [c for c in comps if not c.within_tolerance]
    structural = [c for c in failing if not (c.shape_match and c.dtype_match)]
    if structural or not references:
        c = structural[0] if structural else max(failing, key=lambda c: c.mismatch_fraction)
        detail = c.note or (f"{c.mismatch_count} of {int(np.prod(c.shape))} elements off, max abs "
                            f"{c.max_abs_error:.3g}, max rel {c.max_rel_error:.3g}" if c.max_rel_error is not None
                            else f"{c.mismatch_count} elements differ")
        return Verdict.NUMERICS_DIFFER, f"output {c.index}: {detail}"
    # An arbiter whose shapes do not match the outputs cannot arbitrate; its
    # comparisons above already say why.
    usable = [(n, r) for n, r in references if len(r) == len(base) and all(
        x.shape == y.shape for x, y in zip(base, r))]
    if not usable:
        c = max(failing, key=lambda c: c.mismatch_fraction)
        return Verdict.NUMERICS_DIFFER, (f"output {c.index}: {c.mismatch_count} elements off, max abs "
                                         f"{c.max_abs_error:.3g}; no usable reference to arbitrate")
    ref_name, ref = usable[0]
    for c in failing:
        i = c.index
        result.arbitration.append(cmp.arbitrate(i, ref_name, cand[i], base[i], ref[i], c.rtol, c.atol))
    bad = [a for a in result.arbitration if not a.passed]
    if bad:
        a = bad[0]
        return Verdict.NUMERICS_DIFFER, (f"output {a.index}: candidate rmse vs {ref_name} {a.candidate_rmse:.3g} > "
                                         f"{a.multiplier:g} x baseline's {a.baseline_rmse:.3g} + {a.allowance:.2g}")
    a = max(result.arbitration, key=lambda a: a.candidate_rmse)
    return Verdict.WITHIN_TOLERANCE, (f"differs from baseline, but no further from the {ref_name} than the baseline "
                                      f"(rmse {a.candidate_rmse:.3g} vs {a.baseline_rmse:.3g})")


def _finalize(result: CaseResult, case: Case) -> CaseResult:
    """Expectations and xfail apply on top of whatever the pipeline decided."""
    figures = result.figures()
    for text in case.config.expect:
        result.expectations.append(cmp.check_expectation(text, figures))
    broken = [e for e in result.expectations if not e.passed]
    if broken and result.verdict.is_pass:
        result.verdict = Verdict.EXPECTATION_FAILED
        result.reason = "; ".join(f"expected {e.text}: {e.detail}" for e in broken)
    if case.config.xfail:
        result.xfail = case.config.xfail
        if result.verdict.is_failure and result.verdict is not Verdict.CASE_ERROR:
            result.reason = f"expected failure ({case.config.xfail}): {result.verdict.label}: {result.reason}"
            result.verdict = Verdict.XFAIL
        elif result.verdict.is_pass:
            result.reason = f"expected to fail ({case.config.xfail}) but {result.verdict.label}"
            result.verdict = Verdict.XPASS
    return result


def run_case(p: Planned, settings: RunSettings) -> CaseResult:
    case = p.case
    t0 = time.monotonic()
    result = CaseResult(case=case.name, path=str(case.path), target=settings.target.name,
                        toolchain=settings.toolchain.describe(), verdict=Verdict.CASE_ERROR, reason="")
    try:
        _run_case(p, settings, result)
        if result.verdict is not Verdict.CASE_ERROR:
            _finalize(result, case)
    except (SignatureError, InputError, cmp.ExpectationSyntaxError) as e:
        _decide(result, Verdict.CASE_ERROR, f"{case.path}: {e}")
    except Exception as e:  # a difftest bug must cost one case, not the run
        _decide(result, Verdict.CASE_ERROR, f"{case.path}: internal error: {type(e).__name__}: {e}\n"
                                           f"{traceback.format_exc(limit=4)}")
    result.seconds = time.monotonic() - t0
    return result


def _run_case(p: Planned, settings: RunSettings, result: CaseResult) -> None:
    case, cfg = p.case, p.case.config
    if case.config_error:
        _decide(result, Verdict.CASE_ERROR, case.config_error)
        return
    if cfg.skip:
        _decide(result, Verdict.SKIPPED, f"skipped: {cfg.skip}")
        return
    for text in cfg.expect:  # a typo in an expectation is the case's error, found before compiling
        cmp.check_expectation(text, {})
    sig = read_signature(case.path, cfg.entry)
    inputs = make_inputs(case.key, sig, cfg)
    golden = _load_golden(cfg.golden, len(sig.results)) if cfg.golden else None
    case_dir = settings.out_dir / _slug(case.name)
    case_dir.mkdir(parents=True, exist_ok=True)
    inputs_path = case_dir / "inputs.npz"
    save_arrays(inputs_path, inputs)

    compile_timeout = settings.compile_timeout or cfg.compile_timeout
    run_timeout = settings.run_timeout or cfg.run_timeout
    flags_common = [*settings.target.compile_flags, *cfg.flags, *settings.extra_flags]
    for v in p.variants:
        vr = VariantResult(v.name, [*flags_common, *v.flags])
        vr.compile = compile_case(settings.toolchain, case.path, vr.flags, case_dir / v.name, compile_timeout,
                                  settings.cache_dir)
        result.variants[v.name] = vr
    cv = pair_verdict("compile", result.variants["baseline"].compile, result.variants["candidate"].compile)
    if cv:
        _decide(result, *cv)
        return

    outs: dict[str, list[np.ndarray]] = {}

    def run(name: str, sub: str = "") -> tuple:
        vr = result.variants[name]
        return run_module(settings.toolchain, Path(vr.compile.vmfb_path), settings.target.driver, sig.entry,
                          inputs_path, case_dir / name / (sub or "run"), run_timeout, settings.repeat,
                          settings.warmup, tuple(i for i, a in enumerate(sig.args) if a.scalar))

    for name in ("baseline", "candidate"):
        rec, arrays = run(name)
        result.variants[name].run = rec
        if arrays is not None:
            outs[name] = arrays
    rv = pair_verdict("run", result.variants["baseline"].run, result.variants["candidate"].run)
    if rv:
        _decide(result, *rv)
        return

    if settings.check_determinism:
        rec, again = run("baseline", "rerun")
        result.variants["baseline"].rerun = rec
        if not result.variants["baseline"].run.stable or not rec.stable or (
                again is not None and not _same_bits(outs["baseline"], again)):
            if again is not None:
                result.comparisons.extend(cmp.compare_arrays(i, "baseline", "rerun", a, b)
                                          for i, (a, b) in enumerate(zip(again, outs["baseline"])))
            _decide(result, Verdict.NONDETERMINISTIC,
                   "the baseline gave different outputs on two runs; the candidate cannot be judged")
            return

    ref = result.variants.get("reference")
    if ref is not None and ref.compile.status is Stage.OK:
        rec, arrays = run("reference")
        ref.run = rec
        if arrays is not None:
            outs["reference"] = arrays
    verdict, reason = _numeric_verdict(result, outs, golden, cfg)
    _decide(result, verdict, reason)


def run_cases(planned: list[Planned], settings: RunSettings,
              on_result: Callable[[CaseResult], None] | None = None) -> list[CaseResult]:
    """Run every case; each finished record is appended to results.jsonl at
    once, so an interrupted run loses nothing already computed."""
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    journal = settings.out_dir / "results.jsonl"
    lock = threading.Lock()
    results: dict[int, CaseResult] = {}

    def record(i: int, r: CaseResult) -> None:
        with lock:
            results[i] = r
            with journal.open("a") as f:
                f.write(json.dumps(case_to_dict(r), default=str) + "\n")
            if on_result:
                on_result(r)

    if settings.jobs <= 1:
        for i, p in enumerate(planned):
            r = run_case(p, settings)
            record(i, r)
            if settings.fail_fast and r.regressed:
                break
    else:
        pool = ThreadPoolExecutor(max_workers=settings.jobs)
        try:
            futures = {pool.submit(run_case, p, settings): i for i, p in enumerate(planned)}
            for fut in as_completed(futures):
                record(futures[fut], fut.result())
        except KeyboardInterrupt:
            # Ctrl-C reaches the child processes too; do not start new cases.
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
    return [results[i] for i in sorted(results)]
