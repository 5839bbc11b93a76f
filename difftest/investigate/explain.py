"""`difftest explain`: from "it differs" to the dispatch.

For one case, on top of the run pipeline:
- it compiles and judges the pair as `difftest run` does (cached);
- a numeric difference: both variants are compiled again with
  --iree-flow-trace-dispatch-tensors (and their executables dumped with
  source locations), run once each with a debug sink, and their traced
  tensors aligned by data (align.py) to find the first divergent dispatch;
- a compile failure of the candidate: the executable that fails alone with
  the same error (executables.py).

Capture is bounded: the baseline is first traced by hash only; the
candidate then keeps only tensors no baseline tensor equals bit for bit;
the baseline is traced a third time keeping only tensors of the sizes those
need. Each keeps at most `capture_bytes`, and what it drops is reported.
"""
from __future__ import annotations

import difflib
import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..core.atomic import write_atomic
from ..core.dtypes import from_name
from ..core.results import CaseResult, VariantResult, dumps, plain
from ..core.verdicts import SIDES, Stage, Verdict, exit_done
from ..corpus.discovery import Case
from ..corpus.inputs import load_arrays
from ..report.followup import shown_path
from ..run.compile.modules import CompileContext, compile_variant, compiled
from ..run.execute.executor import Executor
from ..run.execute.runner import TraceOutput
from ..run.plan.settings import RunSettings
from ..run.session import Session
from ..run.stages import CaseRun
from ..run.structure import where
from . import align
from . import executables as exes

TRACE_FLAG = "--iree-flow-trace-dispatch-tensors"
DEFAULT_CAPTURE_MB = 256


@dataclass
class TensorNote:
    """One input or output of the divergent dispatch, and what it matched."""

    role: str
    tensor: str
    status: str
    against: str | None
    note: str = ""


@dataclass
class Explanation:
    """What `difftest explain` found for one case; explain.json holds it."""

    case: str
    path: str
    target: str
    toolchain: dict
    variants: dict[str, list[str]]
    verdict: str
    verdict_reason: str
    # localised | no-divergence | not-localised | executable (a compile failure pinned to one executable)
    outcome: str = "not-localised"
    reason: str = ""
    dispatch: str | None = None  # the export symbol
    executable: str | None = None
    baseline_executable: str | None = None
    closest: str | None = None  # the closest baseline tensor
    output: int | None = None
    figures: dict | None = None  # the divergent output against the closest baseline tensor
    tensors: list[TensorNote] = field(default_factory=list)
    locations: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)
    command: list[str] | None = None  # reproduces a failing executable alone
    dispatch_counts: dict[str, dict[str, int | None]] = field(default_factory=dict)
    matched_before: list[str] = field(default_factory=list)  # earlier candidate dispatches and how they matched
    capture: dict = field(default_factory=dict)
    findings: list[str] = field(default_factory=list)
    structure: list[str] = field(default_factory=list)  # where the flag acts (where.py), when nothing diverged

    @property
    def exit_code(self) -> int:
        return exit_done(self.outcome in ("localised", "no-divergence", "executable"))


def _describe_variants(result: CaseResult) -> dict[str, list[str]]:
    return {name: list(v.flags) for name, v in result.variants.items()}


def explain_case(case: Case, settings: RunSettings, capture_bytes: int = DEFAULT_CAPTURE_MB << 20,
                 session: Session | None = None, say=print) -> Explanation:
    own = session is None
    session = session or Session(settings)
    try:
        run = CaseRun.of(case, session.stages, settings)
        ex = _explain(run, settings, session, capture_bytes, say)
        if ex.outcome == "no-divergence" and run.prep is not None:
            # The outputs agree; whether and where the flag changed the program is the next question.
            ex.structure = where.structure_lines(run.prep, settings, settings.out_dir / "where")
        return ex
    finally:
        if own:
            session.close()


def _explain(run: CaseRun, settings: RunSettings, session: Session, capture_bytes: int, say) -> Explanation:
    p = run.planned
    result = run.result
    prep = run.prepare()
    ex = Explanation(p.case.name, str(p.case.path), settings.target.name, settings.toolchain.describe(), {},
                     result.verdict.label, result.reason)
    if prep is None:
        ex.reason = f"the case was not run: {result.reason}"
        return ex
    run.compile()
    ex.variants = _describe_variants(result)
    b, c = result.variants["baseline"], result.variants["candidate"]
    cv = run.compile_verdict()
    if cv:
        ex.verdict, ex.verdict_reason = cv[0].label, cv[1]
        if cv[0].fails("compile", "candidate"):
            return _explain_compile_failure(prep, settings, result, ex, say)
        ex.reason = f"nothing to explain: {cv[1]}"
        return ex
    run.judge()
    ex.verdict, ex.verdict_reason = result.verdict.label, result.reason
    say(f"verdict: {result.verdict.label} ({result.reason})")
    if not result.verdict.outputs_compared:
        ex.reason = f"explain localises numeric differences; this case is {result.verdict.label}: {result.reason}"
        return ex
    if b.compile.vmfb_sha256 == c.compile.vmfb_sha256:
        ex.outcome = "no-divergence"
        ex.reason = "the candidate's module is byte-identical to the baseline's: nothing can diverge"
        return ex
    return _explain_numerics(prep, settings, session, result, ex, capture_bytes, say)


# ---- numeric differences -----------------------------------------------------


def _traced_compile(prep, settings: RunSettings, session: Session, result: CaseResult, name: str, work: Path):
    """The variant compiled again with tracing and dumped executables. Not
    cached: the dumps are wanted, and the flags name a directory."""
    vr = result.variants[name]
    ctx = CompileContext(settings.toolchain, None, None, session.fingerprints)
    out = work / name
    flags = [*vr.flags, TRACE_FLAG, *exes.dump_flags(out / "sources")]
    traced = VariantResult(name, flags)
    # The module's own source: a check test's lifted module, not the file it was lifted from.
    traced.compile = compile_variant(ctx, prep.module.source, flags, out, prep.module.compile_timeout)
    return traced, out


def _loader(known: dict[str, np.ndarray]):
    def load(t: align.Tensor) -> np.ndarray | None:
        if t.hash in known:
            return known[t.hash]
        if t.file is None:
            return None
        bits = np.load(t.file, allow_pickle=False)
        return bits.view(from_name(t.dtype)).reshape(t.shape) if t.dtype != "bool" else bits.reshape(t.shape)

    return load


def _mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n / 1024:.0f} KiB"


def _explain_numerics(prep, settings: RunSettings, session: Session, result: CaseResult, ex: Explanation,
                      capture_bytes: int, say) -> Explanation:
    work = prep.entry.dir / "explain"
    made = _compile_traced(prep, settings, session, result, ex, work, say)
    if made is None:
        return ex
    traced, dumps_ = made
    captured = _capture(prep, session.executor, ex, traced, work, capture_bytes, say)
    if captured is None:
        return ex
    b2, c1 = captured
    _note_outputs(ex, result, b2, c1)
    return _align(prep, result, ex, b2, c1, dumps_, work, capture_bytes)


def _compile_traced(prep, settings: RunSettings, session: Session, result: CaseResult, ex: Explanation, work: Path,
                    say):
    """Both variants compiled with tracing, and their dumped executables;
    None (with the reason in ex) when one does not compile so."""
    say("tracing: compiling both variants with " + TRACE_FLAG)
    traced, dumps_ = {}, {}
    for name in SIDES:
        vr, out = _traced_compile(prep, settings, session, result, name, work)
        rec = vr.compile
        if rec.status is not Stage.OK:
            ex.reason = f"the {name} does not compile with {TRACE_FLAG}: {rec.error_line}"
            return None
        traced[name] = compiled(prep.module, vr)
        dumps_[name] = exes.read_dump(out / "sources")
        untraced = exes.dump_sources(settings.toolchain.iree_compile, prep.module.source, result.variants[name].flags,
                                     out / "untraced-sources", prep.module.compile_timeout)
        ex.dispatch_counts[name] = _count_check(ex, name, result.variants[name].compile.statistics, rec.statistics,
                                                untraced, dumps_[name])
    return traced, dumps_


def _hashes(out: TraceOutput) -> list[str]:
    return [t["hash"] for ev in out.events for t in ev["tensors"]]


def _capture(prep, executor: Executor, ex: Explanation, traced: dict, work: Path, capture_bytes: int, say):
    """Bounded capture: the baseline by hash only, the candidate's tensors no
    baseline tensor equals, then the baseline's of the sizes those need."""
    def trace(name: str, what: str, sub: str, **keep) -> TraceOutput | None:
        say(f"tracing: running the {name}{what}")
        module = traced[name]
        out = executor.trace(module, prep.entry, work / name / sub, **keep)
        if out.record.status is not Stage.OK:
            ex.reason = f"the traced {name} does not run{what}: {out.record.error_line}"
            return None
        return out

    if (b1 := trace("baseline", " (hashes only)", "trace1", sizes=frozenset())) is None:
        return None
    known_hashes = set(_hashes(b1)) | {t["hash"] for t in b1.inputs}
    c1 = trace("candidate", "", "trace", budget_bytes=capture_bytes, skip_hashes=frozenset(known_hashes))
    if c1 is None:
        return None
    sizes = {int(np.prod(t["shape"])) for ev in c1.events for t in ev["tensors"] if t["hash"] not in known_hashes}
    b2 = b1
    if sizes:
        b2 = trace("baseline", " again, keeping the tensors the candidate's need", "trace",
                   budget_bytes=capture_bytes, sizes=frozenset(sizes))
        if b2 is None:
            return None
        if _hashes(b2) != _hashes(b1):
            ex.reason = "the baseline's traced tensors differ between two runs: it is nondeterministic"
            return None
    n_b = sum(len(ev["tensors"]) for ev in b2.events)
    n_c = sum(len(ev["tensors"]) for ev in c1.events)
    ex.capture = {"baseline_tensors": n_b, "candidate_tensors": n_c,
                  "kept": sum(len({t["file"] for ev in o.events for t in ev["tensors"] if t["file"]}) for o in (b2, c1)),
                  "kept_bytes": b2.kept_bytes + c1.kept_bytes, "dropped": b2.dropped + c1.dropped,
                  "dropped_bytes": b2.dropped_bytes + c1.dropped_bytes, "budget_bytes": capture_bytes}
    if ex.capture["dropped"]:
        ex.findings.append(f"capture budget: {ex.capture['dropped']} tensor(s) ({_mib(ex.capture['dropped_bytes'])}) "
                           f"were hashed but not kept (budget {_mib(capture_bytes)} per run; raise --capture-mb)")
    return b2, c1


def _align(prep, result: CaseResult, ex: Explanation, b2: TraceOutput, c1: TraceOutput, dumps_: dict, work: Path,
           capture_bytes: int) -> Explanation:
    """The first divergent dispatch, from the traced tensors aligned by data."""
    base = align.dispatches(b2.events, work / "baseline" / "trace")
    cand = align.dispatches(c1.events, work / "candidate" / "trace")
    args = load_arrays(prep.entry.inputs_path)
    arg_tensors = [align.Tensor(t["dtype"], tuple(t["shape"]), t["hash"]) for t in c1.inputs]
    known = {t.hash: a for t, a in zip(arg_tensors, args)}
    match = align.Matcher(align.Pool(arg_tensors, base), _loader(known), prep.entry.config.rtol,
                          prep.entry.config.atol)
    div = align.first_divergence(cand, match)
    if div.new_intermediates:
        ex.findings.append(f"{div.new_intermediates} candidate tensor(s) have no baseline counterpart but their "
                           "consumers restore the baseline's values (new dispatch boundaries)")
    for d in cand[:div.dispatch.index if div.dispatch else len(cand)]:
        how = sorted({m.status for m in (match(t) for t in d.outputs)})
        ex.matched_before.append(f"{d.symbol}: outputs {', '.join(how) or 'none traced'}")
    if div.kind == "dispatch":
        return _localised(ex, div, dumps_, prep, work)
    if div.kind == "none":
        if result.verdict is Verdict.NUMERICS_DIFFER:
            ex.outcome = "not-localised"
            ex.reason = (f"{div.reason}, yet the outputs differ: the difference accumulates across dispatches, "
                         "each within tolerance" + (_worst(div) or ""))
        else:
            ex.outcome = "no-divergence"
            ex.reason = div.reason + (_worst(div) or "")
        return ex
    ex.outcome = "not-localised"
    ex.reason = div.reason
    if div.dispatch is not None:
        ex.dispatch, ex.executable = div.dispatch.symbol, div.dispatch.executable
    return ex


def _count_check(ex: Explanation, name: str, stats: dict | None, traced_stats: dict | None,
                 untraced: dict[str, exes.Executable], traced: dict[str, exes.Executable]) -> dict:
    """Tracing must leave the program's dispatches as they are. It adds
    decode dispatches, to show encoded tensors in row-major order; any other
    change is reported."""
    before = (stats or {}).get("dispatch-count")
    after = (traced_stats or {}).get("dispatch-count")
    added = [e for n, e in traced.items() if n not in untraced]
    removed = [n for n in untraced if n not in traced]
    decodes = [e for e in added if e.only_encodes]
    others = [e.name for e in added if not e.only_encodes]
    if untraced and (removed or others):
        ex.findings.append(f"tracing changed the {name}'s executables (" + ", ".join(
            [f"{len(removed)} gone: {', '.join(removed[:4])}"] * bool(removed) +
            [f"{len(others)} new: {', '.join(others[:4])}"] * bool(others)) + "): what follows describes the traced "
            "program, which is not the one that was judged")
    elif not untraced and before != after:
        ex.findings.append(f"tracing changed the {name}'s dispatch count ({before} -> {after}), and its executables "
                           "could not be listed to tell why")
    return {"compiled": before, "traced": after, "decode_dispatches_added": len(decodes),
            "program_unchanged": bool(untraced) and not removed and not others}


def _worst(div: align.Divergence) -> str | None:
    if div.worst is None:
        return None
    d, i, m = div.worst
    return f"; the largest difference is at {d.symbol} output {i} (rel-L2 {m.comparison.rel_l2:.3g} against {m.ref})"


def _note_outputs(ex: Explanation, result: CaseResult, b: TraceOutput, c: TraceOutput) -> None:
    """Tracing must not change what a variant computes; say so if it did."""
    for name, out in (("baseline", b), ("candidate", c)):
        run = result.variants[name].run
        if run and run.call_hashes and out.call_hash and run.call_hashes[0] != out.call_hash:
            ex.findings.append(f"the traced {name}'s outputs differ from its untraced outputs: tracing changed "
                               "what it computes, so the alignment may not describe the untraced program")


def _figures(c) -> dict:
    keep = ("dtype", "shape", "rtol", "atol", "max_abs_error", "max_rel_error", "mismatch_count", "mismatch_fraction",
            "rmse", "rel_l2", "cosine", "max_ulp", "nonfinite_mismatches", "first_mismatches")
    return {k: getattr(c, k) for k in keep}


def _localised(ex: Explanation, div: align.Divergence, dumps_: dict, prep, work: Path) -> Explanation:
    d = div.dispatch
    m = div.outputs[div.output]
    ex.outcome = "localised"
    ex.reason = div.reason
    ex.dispatch, ex.executable, ex.output = d.symbol, d.executable, div.output
    ex.closest = str(m.ref) if m.ref else None
    ex.figures = _figures(m.comparison) if m.comparison else None
    for role, tensors, matches in (("input", d.inputs, div.inputs), ("output", d.outputs, div.outputs)):
        for i, (t, mt) in enumerate(zip(tensors, matches)):
            ex.tensors.append(TensorNote(f"{role} {i}", str(t), mt.status, str(mt.ref) if mt.ref else None, mt.note))
    cand_exe = dumps_["candidate"].get(d.executable)
    base_exe = None
    if m.ref is not None and m.ref.dispatch is not None:
        base_exe = dumps_["baseline"].get(m.ref.dispatch.executable)
    if cand_exe:
        ex.locations = [str(loc) for loc in cand_exe.locations]
    ex.baseline_executable = base_exe.name if base_exe else None
    _write_sources(ex, cand_exe, base_exe, prep)
    return ex


def _write_sources(ex: Explanation, cand_exe, base_exe, prep) -> None:
    """Both executables without debug locations, next to the report, and their diff."""
    out = Path(prep.entry.dir).parent
    texts = {}
    for side, exe in (("candidate", cand_exe), ("baseline", base_exe)):
        if exe is not None:
            texts[side] = exes.clean_source(exe.path)
            path = out / f"{side}.{exe.name}.mlir"
            path.write_text(texts[side])
            ex.files[side] = str(path)
    if len(texts) == 2:
        diff = "".join(difflib.unified_diff(texts["baseline"].splitlines(True), texts["candidate"].splitlines(True),
                                            f"baseline/{base_exe.name}", f"candidate/{cand_exe.name}"))
        path = out / f"{cand_exe.name}.diff"
        path.write_text(diff)
        ex.files["diff"] = str(path)


# ---- compile failures -------------------------------------------------------


def _explain_compile_failure(prep, settings: RunSettings, result: CaseResult, ex: Explanation, say) -> Explanation:
    c = result.variants["candidate"]
    say(f"verdict: {ex.verdict} ({ex.verdict_reason})")
    say("looking for the executable that fails alone with the same error")
    found, tried = exes.failing_executable(settings.toolchain.iree_compile, prep.module.source, c.flags,
                                           c.compile.error_line, prep.entry.dir / "explain",
                                           prep.module.compile_timeout)
    if found is None:
        ex.reason = tried
        return ex
    ex.outcome = "executable"
    ex.executable = found.executable.name
    ex.dispatch = ", ".join(found.executable.exports) or None
    ex.locations = [str(loc) for loc in found.executable.locations]
    path = Path(prep.entry.dir).parent / f"candidate.{found.executable.name}.mlir"
    path.write_text(found.executable.path.read_text())
    ex.files["candidate"] = str(path)
    ex.command = [*found.argv[:2], str(path), *found.argv[3:]]
    ex.reason = f"{found.executable.name} fails alone: {found.error_line}"
    return ex


# ---- rendering ----------------------------------------------------------------


def render(ex: Explanation) -> str:
    lines = [f"case: {ex.case}", f"verdict: {ex.verdict} ({ex.verdict_reason})"]
    counts = ex.dispatch_counts
    if counts:
        lines.append("dispatches: " + ", ".join(f"{n} {v['compiled']}" for n, v in counts.items()) + "; traced: " + ", ".join(
            f"{n} {v['traced']}" + (f" (+{v['decode_dispatches_added']} decoding encoded tensors for the trace)"
                                    if v["decode_dispatches_added"] else "") for n, v in counts.items())
            + ("; the program's own dispatches are unchanged" if all(v["program_unchanged"] for v in counts.values())
               else ""))
    cap = ex.capture
    if cap:
        lines.append(f"captured: {cap['baseline_tensors']} baseline and {cap['candidate_tensors']} candidate tensors "
                     f"hashed, {cap['kept']} kept ({_mib(cap['kept_bytes'])})"
                     + (f", {cap['dropped']} dropped ({_mib(cap['dropped_bytes'])}) by the "
                        f"{_mib(cap['budget_bytes'])} budget" if cap["dropped"] else ", none dropped"))
    lines.append("")
    if ex.outcome == "localised":
        lines.append(f"first divergent dispatch: {ex.dispatch}  (executable {ex.executable})")
        for t in ex.tensors:
            against = f"{t.status} {t.against}" if t.against and t.status != "none" else t.status
            lines.append(f"  {t.role:<9} {t.tensor:<22} {against}" + (f" ({t.note})" if t.note else ""))
        f = ex.figures
        if f:
            lines.append(f"  output {ex.output} against the closest baseline tensor ({ex.closest}):")
            lines.append(f"    max abs {_g(f['max_abs_error'])}, max rel {_g(f['max_rel_error'])}, "
                         f"{f['mismatch_count']} of {int(np.prod(f['shape']))} elements "
                         f"({100 * f['mismatch_fraction']:.1f}%) out of tolerance (rtol {f['rtol']:g}, atol "
                         f"{f['atol']:g}), rel-L2 {_g(f['rel_l2'])}, cosine {_g(f['cosine'])}"
                         + (f", max ULP {f['max_ulp']}" if f.get("max_ulp") is not None else ""))
        if ex.matched_before:
            lines.append(f"  before it, {len(ex.matched_before)} dispatch(es) match the baseline: "
                         + "; ".join(ex.matched_before))
    elif ex.outcome == "executable":
        lines.append(f"failing executable: {ex.executable} ({ex.dispatch}) fails alone with the same error:")
        lines.append(f"  {ex.reason.split(': ', 1)[-1]}")
        if ex.command:
            lines.append("  reproduce: " + shlex.join([shown_path(ex.command[0], os.getcwd()), *ex.command[1:]]))
    elif ex.outcome == "no-divergence":
        lines.append(f"no divergence: {ex.reason}")
        if ex.structure:
            lines.append("where the flag acts (the outputs agree; the program changed):")
            lines += [f"  {ln}" for ln in ex.structure]
    else:
        lines.append(f"not localised: {ex.reason}")
    if ex.locations:
        lines.append("  ops fused into it (source locations from the candidate's executable):")
        lines += [f"    {loc}" for loc in ex.locations]
    if ex.files:
        lines.append("  executable sources:")
        lines += [f"    {k + ':':<10} {v}" for k, v in ex.files.items()]
    for f in ex.findings:
        lines.append(f"note: {f}")
    return "\n".join(lines)


def _g(x) -> str:
    return "-" if x is None else f"{x:.3g}"


def write(ex: Explanation, path: Path) -> None:
    write_atomic(path, dumps(plain(ex)))
