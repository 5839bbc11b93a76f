"""Named flag sets. The default pair is what a reviewer of the seed flag asks
about: data tiling, with and without multi-use encoding fusion."""
from __future__ import annotations

from dataclasses import dataclass

DATA_TILING = "--iree-dispatch-creation-data-tiling"
SEED_FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"

DEFAULT_BASELINE = (DATA_TILING,)
DEFAULT_CANDIDATE = (DATA_TILING, SEED_FLAG)
# The arbiter: plain compilation, no data tiling at all.
DEFAULT_REFERENCE: tuple[str, ...] = ()


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
    """Command line beats difftest.toml beats the defaults, per variant."""
    base = tuple(baseline_flags) if baseline_flags else corpus_variants.get("baseline", DEFAULT_BASELINE)
    cand = tuple(candidate_flags) if candidate_flags else corpus_variants.get("candidate", DEFAULT_CANDIDATE)
    out = [Variant("baseline", base), Variant("candidate", cand)]
    if with_reference or "reference" in corpus_variants:
        out.append(Variant("reference", corpus_variants.get("reference", DEFAULT_REFERENCE)))
    return out
