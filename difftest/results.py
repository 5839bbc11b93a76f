"""The result model: one verdict vocabulary and one typed record per case.

Every report (console, JSON, JUnit, Markdown, HTML) renders from `CaseResult`, and
bisect/revert-check judge revisions from it, so this module has no knowledge
of how results are produced.
"""
from __future__ import annotations

import dataclasses
import enum
import json
from dataclasses import dataclass, field
from typing import Any

SCHEMA_VERSION = 1


class Verdict(enum.Enum):
    """Outcome of one baseline/candidate pair, after lit's ResultCode.

    Each member carries a label for humans, whether the case failed to give
    a clean answer, and whether it is a regression caused by the candidate
    (the merge gate: exit code 1).
    """

    IDENTICAL = ("identical", False, False)
    WITHIN_TOLERANCE = ("within-tolerance", False, False)
    NUMERICS_DIFFER = ("numerics-differ", True, True)
    CANDIDATE_COMPILE_FAIL = ("candidate-compile-fail", True, True)
    BASELINE_COMPILE_FAIL = ("baseline-compile-fail", True, False)
    BOTH_COMPILE_FAIL = ("both-compile-fail", True, False)
    CANDIDATE_RUN_FAIL = ("candidate-run-fail", True, True)
    BASELINE_RUN_FAIL = ("baseline-run-fail", True, False)
    BOTH_RUN_FAIL = ("both-run-fail", True, False)
    CANDIDATE_TIMEOUT = ("candidate-timeout", True, True)
    TIMEOUT = ("timeout", True, False)
    FLAG_UNSUPPORTED = ("flag-unsupported", False, False)
    NO_DEVICE = ("no-device", False, False)
    NONDETERMINISTIC = ("baseline-nondeterministic", True, False)
    EXPECTATION_FAILED = ("expectation-failed", True, True)
    XFAIL = ("xfail", False, False)
    XPASS = ("xpass", True, True)
    CASE_ERROR = ("case-error", True, False)
    SKIPPED = ("skipped", False, False)

    def __init__(self, label: str, is_failure: bool, is_regression: bool):
        self.label = label
        self.is_failure = is_failure
        self.is_regression = is_regression

    @classmethod
    def from_label(cls, label: str) -> "Verdict":
        for v in cls:
            if v.label == label:
                return v
        raise ValueError(f"unknown verdict {label!r}; known: {', '.join(v.label for v in cls)}")

    @property
    def is_pass(self) -> bool:
        return self in (Verdict.IDENTICAL, Verdict.WITHIN_TOLERANCE)


class Stage(str, enum.Enum):
    """Status of one compile or run step of one variant."""

    OK = "ok"
    FAILED = "failed"
    CRASHED = "crashed"
    TIMEOUT = "timeout"
    FLAG_UNSUPPORTED = "flag-unsupported"
    NO_DEVICE = "no-device"
    SKIPPED = "skipped"


@dataclass
class CompileRecord:
    status: Stage
    argv: list[str]
    seconds: float = 0.0
    returncode: int | None = None
    vmfb_path: str | None = None
    vmfb_bytes: int | None = None
    # Raw IREE statistics, keyed by IREE's own names (dispatch-count, ...).
    statistics: dict[str, int] = field(default_factory=dict)
    error_line: str | None = None
    error_excerpt: str | None = None
    log_path: str | None = None
    unsupported_flag: str | None = None
    cached: bool = False


@dataclass
class RunRecord:
    status: Stage
    seconds: float = 0.0
    returncode: int | None = None
    latency_ms: float | None = None  # median over --repeat calls, after warm-up
    latencies_ms: list[float] = field(default_factory=list)
    error_line: str | None = None
    error_excerpt: str | None = None
    # False when repeated calls in one process gave different outputs.
    stable: bool = True
    outputs_path: str | None = None
    output_shapes: list[list[int]] = field(default_factory=list)
    output_dtypes: list[str] = field(default_factory=list)


@dataclass
class VariantResult:
    name: str
    flags: list[str]
    compile: CompileRecord | None = None
    run: RunRecord | None = None
    # The second baseline run; kept so a reader can see why a case was
    # called nondeterministic.
    rerun: RunRecord | None = None


@dataclass
class OutputComparison:
    """Figures for one output tensor, candidate against a reference side."""

    index: int
    side: str  # the variant being judged: "candidate" or "baseline"
    against: str  # "baseline", "rerun", "reference" or "golden"
    dtype: str
    shape: list[int]
    rtol: float
    atol: float
    shape_match: bool = True
    dtype_match: bool = True
    identical: bool = False
    nonfinite_match: bool = True
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

    @property
    def within_tolerance(self) -> bool:
        return self.shape_match and self.dtype_match and self.nonfinite_match and self.mismatch_count == 0


@dataclass
class Arbitration:
    """Dynamo-style judgement against a reference: the candidate may not be
    much further from the reference than the baseline is."""

    against: str
    index: int
    candidate_rmse: float
    baseline_rmse: float
    multiplier: float
    allowance: float
    passed: bool


@dataclass
class ExpectationResult:
    text: str
    passed: bool
    detail: str


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
    xfail: str | None = None
    seconds: float = 0.0

    @property
    def regressed(self) -> bool:
        return self.verdict.is_regression

    def stat(self, variant: str, name: str) -> int | None:
        return self.figures().get(variant, {}).get(name)

    def figures(self) -> dict[str, dict[str, int | None]]:
        """Per variant: IREE's statistics plus vmfb-bytes (what expectations read)."""
        return {name: {**(v.compile.statistics if v.compile else {}),
                       "vmfb-bytes": v.compile.vmfb_bytes if v.compile else None}
                for name, v in self.variants.items()}

    def delta(self, name: str) -> int | None:
        """candidate minus baseline for one structural figure."""
        b, c = self.stat("baseline", name), self.stat("candidate", name)
        if b is None or c is None:
            return None
        return c - b


def _plain(obj: Any) -> Any:
    if isinstance(obj, enum.Enum):
        return obj.label if isinstance(obj, Verdict) else obj.value
    if dataclasses.is_dataclass(obj):
        return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        return {k: _plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_plain(v) for v in obj]
    if isinstance(obj, float) and obj != obj:
        return None  # JSON has no NaN; a missing figure is the honest reading
    return obj


def case_to_dict(result: CaseResult) -> dict[str, Any]:
    d = _plain(result)
    d["regressed"] = result.regressed
    d["structure"] = {
        name: {"baseline": result.stat("baseline", name), "candidate": result.stat("candidate", name),
               "delta": result.delta(name)}
        for name in STRUCTURE_FIGURES
    }
    return d


def _load(cls, data):
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def compile_record_from_dict(d: dict[str, Any]) -> CompileRecord:
    rec = _load(CompileRecord, d)
    rec.status = Stage(rec.status)
    return rec


def load_results(path) -> list[CaseResult]:
    """A --json report, or the results.jsonl journal of a (possibly
    interrupted) run."""
    from pathlib import Path

    text = Path(path).read_text()
    if Path(path).suffix == ".jsonl":
        return [case_from_dict(json.loads(line)) for line in text.splitlines() if line.strip()]
    data = json.loads(text)
    if data.get("schema") != "difftest-run":
        raise ValueError(f"{path}: not a difftest run report (schema {data.get('schema')!r})")
    if data.get("schema_version", 0) > SCHEMA_VERSION:
        raise ValueError(f"{path}: schema_version {data['schema_version']} is newer than this difftest's "
                         f"{SCHEMA_VERSION}")
    return [case_from_dict(c) for c in data["cases"]]


def case_from_dict(d: dict[str, Any]) -> CaseResult:
    def variant(v):
        vr = VariantResult(name=v["name"], flags=v["flags"])
        if v.get("compile"):
            vr.compile = compile_record_from_dict(v["compile"])
        for key in ("run", "rerun"):
            if v.get(key):
                rec = _load(RunRecord, v[key])
                rec.status = Stage(rec.status)
                setattr(vr, key, rec)
        return vr

    return CaseResult(
        case=d["case"], path=d["path"], target=d["target"], toolchain=d["toolchain"],
        verdict=Verdict.from_label(d["verdict"]), reason=d["reason"],
        variants={k: variant(v) for k, v in d.get("variants", {}).items()},
        comparisons=[_load(OutputComparison, c) for c in d.get("comparisons", [])],
        arbitration=[_load(Arbitration, a) for a in d.get("arbitration", [])],
        expectations=[_load(ExpectationResult, e) for e in d.get("expectations", [])],
        xfail=d.get("xfail"), seconds=d.get("seconds", 0.0),
    )


# Figures shown as baseline -> candidate deltas, by IREE's statistic names.
STRUCTURE_FIGURES = (
    "dispatch-count",
    "transient-memory-size",
    "executable-count",
    "constant-size",
    "vmfb-bytes",
)


def report_to_dict(cases: list[CaseResult], meta: dict[str, Any]) -> dict[str, Any]:
    counts: dict[str, int] = {}
    for c in cases:
        counts[c.verdict.label] = counts.get(c.verdict.label, 0) + 1
    return {
        "schema": "difftest-run",
        "schema_version": SCHEMA_VERSION,
        **meta,
        "summary": {"cases": len(cases), "regressed": sum(c.regressed for c in cases), "verdicts": counts},
        "cases": [case_to_dict(c) for c in cases],
    }


def dumps(obj: Any) -> str:
    return json.dumps(obj, indent=2, sort_keys=False, default=str)


def exit_code(cases: list[CaseResult]) -> int:
    """0: nothing regressed; 1: a regression; 2: a case's own config or input is broken."""
    if any(c.regressed for c in cases):
        return 1
    if any(c.verdict is Verdict.CASE_ERROR for c in cases):
        return 2
    return 0
