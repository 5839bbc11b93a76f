"""The compile stage of a case: its variants, sharing a compiled prefix
where they may, and the arbiter's reference plans."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..core import procs
from ..core.results import VariantResult
from ..core.verdicts import Stage
from ..corpus.variants import ReferencePlan, Variant, reference_plans, reference_variant
from .compiler import can_share_prefix, compile_prefix, compile_variant
from .prepare import Prepared
from .promote import promote_f32_to_f64


def compile_variants(prep: Prepared, variants, session, source: Path | None = None,
                     subdir: str | None = None) -> dict[str, VariantResult]:
    """Compile each variant, by name. Variants whose flags differ
    from the baseline's only in flags that act after the prefix phase resume
    from the baseline's prefix, compiled once per case."""
    settings = session.settings
    session.progress.stage(prep.case.name, "compiling" if source is None else "compiling the arbiter for")
    flags = {v.name: prep.flags_of(v) for v in variants}
    base = prep.flags_of(prep.variant("baseline"))
    sharing = []
    if settings.sharing_prefix and source is None:
        sharing = [v for v in variants if can_share_prefix(base, flags[v.name])]
    prefix = prep.prefix
    # A prefix pays off from two variants on; a lone later variant (the
    # reference) only reuses one already made.
    if len(sharing) >= 2 and prefix is None and not prep.prefix_tried:
        prep.prefix_tried = True
        prefix = prep.prefix = compile_prefix(session.compile, prep.source, base, prep.case_dir / "prefix",
                                              prep.compile_timeout)
    if prefix is None:
        sharing = []
    source = source or prep.source
    out = {}
    for v in variants:
        procs.check()
        vr = VariantResult(v.name, flags[v.name])
        vr.compile = compile_variant(session.compile, source, vr.flags, prep.case_dir / (subdir or v.name),
                                     prep.compile_timeout, prefix if v in sharing else None)
        out[v.name] = vr
    return out


@dataclass
class CompiledReference:
    """One reference plan and its compile record."""

    plan: ReferencePlan
    variant: VariantResult

    @property
    def ok(self) -> bool:
        return self.variant.compile.status is Stage.OK


def compile_references(prep: Prepared, session) -> Iterator[CompiledReference]:
    """The reference plans for a case, most precise first, each compiled
    only when the one before it could not serve."""
    base_flags = next((v.flags for v in prep.variants if v.name == "reference"),
                      reference_variant(prep.case.variant_flags).flags)
    arg_types = [a.element_type for a in prep.sig.args]
    res_types = [r.element_type for r in prep.sig.results]
    f64 = f64_source(prep) if "f32" in set(arg_types) | set(res_types) else None
    for i, plan in enumerate(reference_plans(tuple(base_flags), arg_types, res_types, f64)):
        procs.check()
        compiled = compile_variants(prep, [Variant("reference", plan.flags)], session, source=plan.source,
                                    subdir=f"reference-{i}")
        yield CompiledReference(plan, compiled["reference"])


def f64_source(prep: Prepared) -> Path | None:
    """The case's IR with every f32 made f64, written once per case."""
    path = prep.case_dir / "reference-f64" / "source.f64.mlir"
    if path.exists():
        return path
    text, _ = promote_f32_to_f64(prep.source)
    if text is None:
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path
