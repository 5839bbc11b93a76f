"""Named flag sets. The default pair is what a reviewer of the seed flag asks
about: data tiling, with and without multi-use encoding fusion.

Also the arbiter: the reference variant, made more precise than both sides
where the compiler allows it (dynamo judges against fp64 for the same
reason). See `reference_plans` for what each dtype gets.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

DATA_TILING = "--iree-dispatch-creation-data-tiling"
SEED_FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"

DEFAULT_BASELINE = (DATA_TILING,)
DEFAULT_CANDIDATE = (DATA_TILING, SEED_FLAG)
# The arbiter: plain compilation, no data tiling at all.
DEFAULT_REFERENCE: tuple[str, ...] = ()

PROMOTE_F16 = "--iree-input-promote-f16-to-f32"
PROMOTE_BF16 = "--iree-input-promote-bf16-to-f32"
KEEP_F64 = "--iree-input-demote-f64-to-f32=false"


@dataclass(frozen=True)
class Variant:
    name: str  # baseline, candidate or reference
    flags: tuple[str, ...]


def resolve_variants(
    corpus_variants: dict[str, tuple[str, ...]],
    baseline_flags: list[str] | None,
    candidate_flags: list[str] | None,
    with_reference: bool,
) -> list[Variant]:
    """The pair a case compares. Flags on the command line apply to every
    case: the side they do not name is the default pair's, never a corpus's
    own, so one run compares one pair. Without them, difftest.toml beats the
    defaults. An empty flag (`--baseline-flag=`) asks for no flags."""

    def given(flags):
        return None if flags is None else tuple(f for f in flags if f)

    base = given(baseline_flags)
    cand = given(candidate_flags)
    if base is None and cand is None:
        base = corpus_variants.get("baseline", DEFAULT_BASELINE)
        cand = corpus_variants.get("candidate", DEFAULT_CANDIDATE)
    else:
        base = DEFAULT_BASELINE if base is None else base
        cand = DEFAULT_CANDIDATE if cand is None else cand
    out = [Variant("baseline", base), Variant("candidate", cand)]
    if with_reference or "reference" in corpus_variants:
        out.append(reference_variant(corpus_variants))
    return out


def expectations_pair(corpus_variants: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The pair a corpus's expect and xfail were written for: its own
    [variants], else the default seed pair. A run of another pair sets them
    aside; update-expectations writes none from it."""
    return {"baseline": tuple(corpus_variants.get("baseline", DEFAULT_BASELINE)),
            "candidate": tuple(corpus_variants.get("candidate", DEFAULT_CANDIDATE))}


def reference_variant(corpus_variants: dict[str, tuple[str, ...]]) -> Variant:
    return Variant("reference", corpus_variants.get("reference", DEFAULT_REFERENCE))


@dataclass(frozen=True)
class ReferencePlan:
    """One way to build the arbiter, tried in order until one runs."""

    label: str  # what the report says the arbiter was
    flags: tuple[str, ...]
    source: Path | None = None  # rewritten IR, when not the case's own file
    # Arguments converted before the call: index -> numpy dtype name.
    casts: tuple[tuple[int, str], ...] = ()
    precise: bool = False
    # Tried without `casts` as well: a promoted module may keep its signature.
    retry_uncast: bool = False
    notes: tuple[str, ...] = field(default=())


def reference_plans(base_flags: tuple[str, ...], arg_types: list[str], result_types: list[str],
                    f64_source: Path | None) -> list[ReferencePlan]:
    """The arbiter for a program, most precise first.

    - f16 / bf16 programs: the reference compiled with
      --iree-input-promote-{f16,bf16}-to-f32, fed f32 inputs (a plain
      func.func's signature becomes f32). Torch-exported IR keeps its f16
      signature and cannot be called in 3.13; that plan then fails and the
      next one is used.
    - f32 programs: the IR rewritten to f64 (`f64_source`, when the rewrite
      parses), compiled with --iree-input-demote-f64-to-f32=false.
    - always last: the same-precision reference (no data tiling).
    """
    plans = []
    types = set(arg_types) | set(result_types)
    promote = [f for t, f in (("f16", PROMOTE_F16), ("bf16", PROMOTE_BF16)) if t in types]
    if promote:
        casts = tuple((i, "float32") for i, t in enumerate(arg_types) if t in ("f16", "bf16"))
        plans.append(ReferencePlan(f"reference promoted to f32 ({', '.join(f.split('-')[-3] for f in promote)})",
                                   (*base_flags, *promote), casts=casts, precise=True, retry_uncast=True))
    elif "f32" in types and f64_source is not None:
        casts = tuple((i, "float64") for i, t in enumerate(arg_types) if t == "f32")
        plans.append(ReferencePlan("reference rewritten to f64", (*base_flags, KEEP_F64), source=f64_source,
                                   casts=casts, precise=True))
    plans.append(ReferencePlan("reference at the same precision", tuple(base_flags)))
    return plans
