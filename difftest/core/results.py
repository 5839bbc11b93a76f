"""The result model: one verdict vocabulary and one typed record per case.

Every report (console, JSON, JUnit, Markdown, HTML) renders from `CaseResult`, and
bisect/revert-check judge revisions from it, so this module has no knowledge
of how results are produced. It also owns the records' JSON form, which the
versioned report and the results.jsonl journal hold: reading those files
back is core/loading.py, appending to the journal core/journal.py.
"""
from __future__ import annotations

import enum
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .audit import Audit
from .codec import NONFINITE, Form, SchemaError, from_json
from .figures import BY_NAME, MEASURED_FIGURES, STREAM_FIGURES, STRUCTURE_FIGURES, ExpectationResult, fmt_for
from .memory import Held, held_of, resident_of
from .verdicts import Stage, Verdict

SCHEMA_VERSION = 2
# Decade edges of OutputComparison.error_histogram: [0, 1e-9), [1e-9, 1e-8), ..., [1e2, inf).
ERROR_DECADES = tuple(10.0 ** k for k in range(-9, 3))


@dataclass
class CompileRecord:
    status: Stage
    argv: list[str]
    seconds: float = 0.0
    returncode: int | None = None
    vmfb_path: str | None = None
    vmfb_bytes: int | None = None
    vmfb_sha256: str | None = None
    # Raw IREE statistics, keyed by IREE's own names (dispatch-count, ...).
    statistics: dict[str, int] = field(default_factory=dict)
    error_line: str | None = None
    error_excerpt: str | None = None
    log_path: str | None = None
    unsupported_flag: str | None = None
    # Where that flag came from (a difftest.toml, the command line), when the run knows: a run's, never cached.
    flag_from: str | None = None
    cached: bool = False
    # The phase the shared prefix stopped at, when this compile resumed from it.
    prefix: str | None = None
    notes: list[str] = field(default_factory=list)
    # What the vmfb's bytes are (it is a zip): module (bytecode and metadata),
    # constants and executables; and each executable's own size.
    vmfb_sections: dict[str, int] = field(default_factory=dict)
    executables: dict[str, int] = field(default_factory=dict)
    # How many times it was compiled: a crash is the compiler's only if it repeats.
    attempts: int = 1
    # Reach first: the phase after which this variant's IR was the baseline's, so that its
    # module is the baseline's, not compiled past that phase. None: compiled in full.
    screened_at: str | None = None
    # The compiler's innermost failing pass and its argument, from a second compile of a failed
    # variant with the failure dump on one thread: "VerifyWorkgroupDistributionPass (iree-codegen-...)".
    failing_pass: str | None = None

    def log_text(self, limit: int | None = None) -> str:
        """The compile's whole log (its first `limit` characters), or "" when it is gone."""
        if not self.log_path:
            return ""
        try:
            with open(self.log_path, errors="replace") as f:
                return f.read(limit) if limit is not None else f.read()
        except OSError:
            return ""


@dataclass
class RunRecord:
    status: Stage
    seconds: float = 0.0
    returncode: int | None = None
    latency_ms: float | None = None  # median over --repeat calls, after warm-up
    latencies_ms: list[float] = field(default_factory=list)
    # The share of the run's time in which other work kept some task from a CPU (the kernel's CPU pressure,
    # /proc/pressure/cpu; None without it): what the times were made beside.
    cpu_pressure: float | None = None
    error_line: str | None = None
    error_excerpt: str | None = None
    outputs_path: str | None = None
    output_shapes: list[list[int]] = field(default_factory=list)
    output_dtypes: list[str] = field(default_factory=list)
    # sha256 of every call's outputs, in call order. Two runs of a
    # deterministic module agree call by call; a stateful module (a global
    # accumulator) changes from call to call but still agrees run to run.
    call_hashes: list[str] = field(default_factory=list)
    # The first call whose outputs differ from call 1's, and those outputs.
    drift_call: int | None = None
    drift_outputs_path: str | None = None
    # Outputs reused from an earlier run of the same vmfb, inputs and runtime.
    cached: bool = False
    # Set when the module was not run at all, and why.
    skipped_because: str | None = None
    # Bytes the HAL allocator allocated during the first call (its statistics;
    # core.figures.ALLOCATED says what they cover), when the runtime keeps them.
    allocated_bytes: int | None = None
    # The peak resident memory one call added (measured; core.figures.PEAK says
    # what it covers), where the device's memory is the worker's own.
    peak_bytes: int | None = None
    # Each call's own peak, in call order (a sequence: prefill, decode 1, ...): [name, bytes, the
    # file-backed bytes it touched for the first time (parameters read on first use)].
    call_peaks: list[list[Any]] = field(default_factory=list)
    # What loading and initialising the module kept (core.figures.RESIDENT): the process's resident
    # memory (the part of it file-backed apart), and the HAL allocator's count.
    resident_bytes: int | None = None
    resident_file_bytes: int | None = None
    resident_allocated_bytes: int | None = None
    # What the process held at its height over load, initialisation and every call (core.figures.HELD).
    held: Held | None = None
    # Where it ran: the device's URI, name, path and environment.
    device: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # a crash that did not repeat, say
    # The runtime's words each time the device was lost under this run: the
    # device was opened again and the run done again (twice lost: not judged).
    device_lost: list[str] = field(default_factory=list)
    # A call sequence's: the tokens it fed its decode steps (chosen by the baseline, replayed by the others).
    tokens: list[int] = field(default_factory=list)
    # The arguments whose buffers the module wrote into on its first call (memory its caller owns);
    # each later call was given them afresh.
    wrote_arguments: list[int] = field(default_factory=list)


@dataclass
class Reach:
    """Did the candidate's flags change the module, and where first, read
    from the compile records: the answer to "does the flag reach this?"."""

    changed: bool
    where: str  # same module | compile outcome | dispatch creation | scheduling | codegen | constants | host module
    detail: str = ""


@dataclass
class CompilerNoise:
    """The baseline compiled twice, the same way: whether iree-compile gave the
    same module, and where the two first differ (a reach phase). A pair whose
    modules differ no earlier than this is not the flag's doing."""

    deterministic: bool
    where: str = "same module"
    detail: str = ""
    bytes_apart: int = 0  # the two compiles' vmfb sizes apart: the bound on the vmfb figure


@dataclass
class VariantResult:
    name: str
    flags: list[str]
    # The target it was compiled for, when the variants' targets differ (a
    # cross-device pair) or for the arbiter.
    target: str | None = None
    compile: CompileRecord | None = None
    run: RunRecord | None = None
    # The second baseline run; kept so a reader can see why a case was
    # called nondeterministic.
    rerun: RunRecord | None = None
    # --retry-limits: a compile that failed only on a limit, again with the flags that lift it (its argv's).
    limits_lifted: CompileRecord | None = None


@dataclass
class OutputComparison:
    """Figures for one output tensor, one side against another."""

    index: int
    side: str  # the variant being judged: "candidate" or "baseline"
    against: str  # "baseline", "rerun", "reference" or "golden"
    dtype: str
    shape: list[int]
    rtol: float
    atol: float
    call: int = 1  # which call's outputs (1 = the first)
    shape_match: bool = True
    dtype_match: bool = True
    identical: bool = False
    nonfinite_match: bool = True
    nonfinite_mismatches: int = 0
    max_abs_error: float | None = None
    max_rel_error: float | None = None
    mismatch_count: int = 0
    mismatch_fraction: float = 0.0
    first_mismatches: list[list[int]] = field(default_factory=list)
    rmse: float | None = None
    rel_l2: float | None = None
    cosine: float | None = None
    max_ulp: int | None = None
    # Only for outputs declared `logits` (last axis = vocabulary), after
    # llama.cpp's --kl-divergence: KL(expected || actual) per position.
    kl_mean: float | None = None
    kl_p99: float | None = None
    kl_max: float | None = None
    top1_agreement: float | None = None
    note: str | None = None
    # For a differing output, what the HTML report draws: counts of
    # |actual - expected| per decade (ERROR_DECADES), and the fraction of
    # elements out of tolerance over a <= 32 x 32 grid of the output seen as
    # 2-D (rows = all leading dims, columns = the last).
    error_histogram: list[int] = field(default_factory=list)
    mismatch_map: list[list[float]] = field(default_factory=list)
    # A result that is a sum of many terms (a matmul): the rounding bound that
    # applied beyond rtol/atol, and how many elements only it let through.
    accumulation: str | None = None
    bound_elements: int = 0
    # Against the golden: whether the output passes the golden's own check
    # (the one its suite's runner makes, iree-run-module's --expected_output).
    golden_agrees: bool | None = None

    @property
    def within_tolerance(self) -> bool:
        return self.shape_match and self.dtype_match and self.nonfinite_match and self.mismatch_count == 0


@dataclass
class Arbitration:
    """Dynamo-style judgement against an arbiter: on RMSE, on the worst
    element and on the count of elements out of tolerance, the candidate may
    be at most `multiplier` times as far from the arbiter as the baseline
    (plus a small allowance). Non-finite values are judged exactly."""

    against: str
    index: int
    multiplier: float
    passed: bool
    rule: str  # the rule that decided, with its numbers
    candidate_rmse: float = 0.0
    baseline_rmse: float = 0.0
    allowance: float = 0.0
    candidate_max_abs: float = 0.0
    baseline_max_abs: float = 0.0
    abs_allowance: float = 0.0
    candidate_mismatches: int = 0
    baseline_mismatches: int = 0
    count_allowance: int = 0
    # Non-finite values where the arbiter is finite, introduced by the candidate.
    new_nonfinite: int = 0
    # Baseline non-finite values that the candidate fixes (finite, and agreeing with the arbiter).
    fixed_nonfinite: int = 0


@dataclass
class InputSource:
    """Where one argument's data came from: a file, a configured
    distribution, or the seeded default."""

    arg: str
    source: str  # "file", "config" or "seed"
    detail: str


@dataclass
class CheckResult:
    """One check of a check test (check.expect_*), judged on one variant's
    outputs as the check op judges it."""

    side: str
    op: str  # check.expect_almost_eq, ...
    location: str  # file:line:col
    passed: bool | None  # None: control never reached it, so it was not judged
    detail: str = ""


@dataclass
class CaseResult:
    case: str
    path: str
    target: str
    toolchain: dict[str, Any]
    verdict: Verdict
    reason: str
    variants: dict[str, VariantResult] = field(default_factory=dict)
    comparisons: list[OutputComparison] = field(default_factory=list)
    arbitration: list[Arbitration] = field(default_factory=list)
    expectations: list[ExpectationResult] = field(default_factory=list)
    inputs: list[InputSource] = field(default_factory=list)
    # Things a reader should know that are not the verdict: a stateful
    # module, which arbiter was used, a cache entry that was dropped.
    findings: list[str] = field(default_factory=list)
    arbiter: str | None = None
    xfail: str | None = None
    seconds: float = 0.0
    key: str = ""  # the case's name inside its corpus: seeds its inputs
    run_id: str = ""
    # Why a golden the case's suite names could not be used (remote, not downloaded).
    golden_missing: str | None = None
    # The pair compared, by the variants' own flags (without the target's and
    # the case's common flags): reports total and chart each pair apart.
    pair: dict[str, list[str]] = field(default_factory=dict)
    checks: list[CheckResult] = field(default_factory=list)
    # The module this entry was judged in (a short key): entries of one module
    # share its compile records, and totals count its figures once.
    module: str | None = None
    reach: Reach | None = None
    # The CPU the target's modules were compiled for (llvm-cpu; toolchains/cpus.py's
    # label, such as znver4+avx512+bf16+vnni): what the corpus's CPU-scoped
    # expectations were judged against, and what update-expectations records.
    cpu: str | None = None
    # The baseline compiled a second time (--determinism, or on its own where the pair
    # differs only past the flag's phases): iree-compile is not deterministic on every module.
    compiler_noise: CompilerNoise | None = None
    # An xfail recorded on other CPUs (its `cpus`) that does not hold on this one: where it was
    # recorded. The case keeps its own verdict, and the report says so.
    xfail_elsewhere: str | None = None
    # Where the flag acts, for a pair that differs at dispatch creation (run/structure/where.py
    # Structure as plain data): the sites line, the census, the changed groups and the picture.
    where: dict | None = None
    # `run --audit`: each figure beside IREE's own tools' (core/audit.py).
    audit: Audit | None = None

    @property
    def regressed(self) -> bool:
        return self.verdict.is_regression

    def decide(self, verdict: Verdict, reason: str) -> "CaseResult":
        self.verdict, self.reason = verdict, reason
        return self

    def pair_key(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """Which pair this case compared; None for a record that does not say."""
        if not self.pair:
            return None
        return tuple(self.pair.get("baseline", ())), tuple(self.pair.get("candidate", ()))

    def failure_lines(self) -> list[str]:
        """The first error line of every side at fault, at the failing
        stage; the reason where the verdict names no stage. What an
        xfail's `match` is searched in."""
        stage = self.verdict.stage
        lines = []
        for side in self.verdict.sides_at_fault:
            v = self.variants.get(side)
            rec = getattr(v, stage) if v is not None and stage else None
            lines.append((rec.error_line if rec is not None else None) or self.reason)
        return lines or [self.reason]

    def misses_golden(self, side: str) -> bool:
        """Did this side's first call fail the golden's own check (a wrong
        output, as the golden's suite sees it: a run failure there)?"""
        return any(c.against == "golden" and c.side == side and c.call == 1 and c.golden_agrees is False
                   for c in self.comparisons)

    def stat(self, variant: str, name: str) -> int | None:
        return self.figures().get(variant, {}).get(name)

    def figures(self) -> dict[str, dict[str, int | None]]:
        """Per variant: IREE's statistics plus vmfb-bytes (what expectations
        read), and the measured peak of a variant that was run (never one
        copied from a byte-identical module that was not)."""
        return {name: {**(v.compile.statistics if v.compile else {}),
                       "vmfb-bytes": v.compile.vmfb_bytes if v.compile else None,
                       "resident-bytes": resident_of(v.run),
                       "peak-bytes": v.run.peak_bytes if v.run and not v.run.skipped_because else None,
                       "held-bytes": held_of(v.run)}
                for name, v in self.variants.items()}

    @property
    def candidate_not_run(self) -> bool:
        """The candidate's module was byte-identical to the baseline's: not executed, not measured."""
        c = self.variants.get("candidate")
        return bool(c and c.run and c.run.skipped_because)

    @property
    def failed_compiles(self) -> list[str]:
        """The variants whose compile did not give a module."""
        return [n for n, v in self.variants.items() if v.compile is not None and v.compile.status is not Stage.OK]

    def figures_before_failure(self) -> bool:
        """A side failed to compile after IREE wrote its statistics (the stream
        phase), and both sides have them: the pair's structure is known, its
        module is not."""
        return bool(self.failed_compiles) and all(self.stat(n, "dispatch-count") is not None
                                                  for n in ("baseline", "candidate"))

    def delta(self, name: str) -> int | None:
        """candidate minus baseline for one structural figure."""
        b, c = self.stat("baseline", name), self.stat("candidate", name)
        if b is None or c is None:
            return None
        return c - b


_ATOMS = frozenset({str, int, bool, type(None)})


def plain(obj: Any) -> Any:
    """Records -> JSON-able values. JSON has no NaN or Infinity: a non-finite
    figure is written as null, and its real value is kept by name under
    `nonfinite_figures` so nothing is lost and the file stays valid JSON."""
    if type(obj) in _ATOMS:  # most values: answered before any other test
        return obj
    if isinstance(obj, enum.Enum):
        return obj.label if isinstance(obj, Verdict) else obj.value
    if hasattr(type(obj), "__dataclass_fields__"):
        out, odd = {}, {}
        for name in type(obj).__dataclass_fields__:
            v = getattr(obj, name)
            if isinstance(v, float) and not math.isfinite(v):
                odd[name] = "nan" if v != v else ("inf" if v > 0 else "-inf")
                v = None
            out[name] = plain(v)
        if odd:
            out[NONFINITE] = odd
        return out
    if isinstance(obj, dict):
        return {k: plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [plain(v) for v in obj]
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    if isinstance(obj, Path):
        return str(obj)
    return obj


def case_to_dict(result: CaseResult) -> dict[str, Any]:
    d = plain(result)
    d["regressed"] = result.regressed
    d["structure"] = {
        name: {"baseline": result.stat("baseline", name), "candidate": result.stat("candidate", name),
               "delta": result.delta(name)}
        for name in STRUCTURE_FIGURES
    }
    d["measured"] = {
        name: {"baseline": result.stat("baseline", name), "candidate": result.stat("candidate", name),
               "delta": result.delta(name)}
        for name in MEASURED_FIGURES
    }
    return d


# Records are read across versions of difftest: a field this one does not know is passed over.
RECORDS = Form(strict=False)


def compile_record_from_dict(d: Any) -> CompileRecord:
    return from_json(CompileRecord, d, "compile", RECORDS)


def run_record_from_dict(d: Any) -> RunRecord:
    return from_json(RunRecord, d, "run", RECORDS)


# A CPU as toolchains/cpus.py labels it: LLVM's name, then the deciding extensions.
_CPU_LABEL = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*(\+[a-z0-9]+)*$")


def case_from_dict(d: Any) -> CaseResult:
    """A case record from its JSON form (what `case_to_dict` adds past the
    record's fields passed over); SchemaError, a ValueError naming the
    field, for anything that does not fit."""
    case = from_json(CaseResult, d, "case", RECORDS)
    if case.cpu is not None and not _CPU_LABEL.match(case.cpu):
        # update-expectations writes it into `cpus`: an empty or odd one would scope a rule to nothing or to all.
        raise SchemaError(f"case.cpu is {case.cpu!r}, not a CPU as a run names it (such as znver4+avx512+bf16)")
    return case


def verdict_counts(cases: list[CaseResult]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for c in cases:
        counts[c.verdict.label] = counts.get(c.verdict.label, 0) + 1
    return counts


def report_to_dict(cases: list[CaseResult], meta: dict[str, Any]) -> dict[str, Any]:
    return {
        "schema": "difftest-run",
        "schema_version": SCHEMA_VERSION,
        "meta": meta,
        "summary": {"cases": len(cases), "regressed": sum(c.regressed for c in cases),
                    "judged": sum(c.verdict.judged for c in cases), "verdicts": verdict_counts(cases)},
        "cases": [case_to_dict(c) for c in cases],
    }


def dumps(obj: Any) -> str:
    # allow_nan=False: a stray non-finite float is a bug to see, not invalid JSON to ship.
    return json.dumps(plain(obj), indent=2, sort_keys=False, default=str, allow_nan=False)


def before_failure(result: CaseResult) -> str | None:
    """The structural answer of a pair whose module does not exist: the
    figures IREE wrote in the stream phase, before a side failed later."""
    if not result.figures_before_failure():
        return None

    def change(name: str) -> str | None:
        b, c = result.stat("baseline", name), result.stat("candidate", name)
        return None if b is None or c is None else f"{BY_NAME[name].label} {fmt_for(name)(b)} -> {fmt_for(name)(c)}"

    b, c = result.stat("baseline", "dispatch-count"), result.stat("candidate", "dispatch-count")
    more = [x for x in map(change, STREAM_FIGURES[1:]) if x]
    failed = result.failed_compiles
    who = "both then fail" if len(failed) == 2 else f"the {failed[0]} then fails"
    first = result.variants[failed[-1]].compile.error_line or "no error line"
    takes = f"the flag takes {b} -> {c} dispatches" if b != c else f"the flag leaves the {b} dispatches as many"
    return (f"{takes} ({', '.join(more)}), by IREE's statistics from the stream phase; {who} to compile after "
            f"it: {first}")
