"""The first stage of a case: its signature, inputs and golden, and the
flags every variant shares. A compile-only bundle stores exactly this."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core.figures import check_expectation
from ..core.results import CaseResult
from ..core.verdicts import Verdict
from ..corpus.config import CaseConfig
from ..corpus.discovery import Case
from ..corpus.inputs import load_golden, load_golden_files, make_inputs, save_arrays
from ..corpus.signature import Signature, cached_signature
from ..corpus.variants import KEEP_F64, Variant
from .compiler import Prefix
from .settings import Planned, RunSettings

F64_FLAG = KEEP_F64.partition("=")[0]


@dataclass
class Prepared:
    """A case ready to compile and run: everything a verdict needs except
    the modules."""

    case: Case
    variants: tuple[Variant, ...]
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

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)

    def flags_of(self, variant: Variant) -> list[str]:
        return [*self.flags_common, *variant.flags]


def case_dir_name(case: Case) -> str:
    """Readable, and unique per case file: a slug can collide (`sp ace` and
    `sp_ace`), the hash of the absolute path cannot."""
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", case.name)[-80:]
    return f"{slug}-{hashlib.sha256(str(case.path.resolve()).encode()).hexdigest()[:10]}"


def _pair(variants: dict) -> str:
    return " vs ".join(f"{k} [{' '.join(v) or 'no flags'}]" for k, v in variants.items())


def _common_flags(settings: RunSettings, cfg: CaseConfig, sig: Signature, result: CaseResult) -> list[str]:
    flags = [*settings.target.compile_flags, *cfg.flags, *settings.extra_flags]
    types = {a.element_type for a in (*sig.args, *sig.results)}
    if "f64" in types and not any(f.startswith(F64_FLAG) for f in flags):
        # IREE demotes f64 to f32 by default; the module would then reject
        # its own f64 inputs ("buffer view byte length 24 exceeds ... 12").
        flags.append(KEEP_F64)
        result.findings.append(f"f64 in the signature: compiled with {KEEP_F64}, since IREE demotes f64 to "
                               "f32 by default and the module would then reject f64 inputs")
    return flags


def prepare(p: Planned, settings: RunSettings, result: CaseResult) -> Prepared | None:
    """None when the case is decided before compiling (skipped, config error)."""
    case, cfg = p.case, p.case.config
    target = settings.target.name
    if case.config_error:
        result.decide(Verdict.CASE_ERROR, case.config_error)
        return None
    skip = cfg.skip_for(target)
    if skip:
        result.decide(Verdict.SKIPPED, f"skipped: {skip}")
        return None
    expect = cfg.expect_for(target) if settings.expectations else ()
    xfail = cfg.xfail_for(target) if settings.expectations else None
    own = {k: v for k, v in case.variant_flags.items() if k in ("baseline", "candidate")}
    overridden = own and (settings.baseline_flags is not None or settings.candidate_flags is not None)
    if overridden and (expect or xfail):
        # They describe the corpus's own pair; the command line asked for another.
        where = case.configs[-1] if case.configs else case.path
        result.findings.append(f"expect and xfail not applied: {where} describes its own pair ({_pair(own)}), and "
                               "the command line asked for another")
        expect, xfail = (), None
    for text in expect:  # a typo in an expectation is the case's error, found before compiling
        check_expectation(text, {})
    if cfg.golden_missing:
        result.golden_missing = cfg.golden_missing
        result.findings.append(f"{cfg.golden_missing}; judged without it (download the suite's expected outputs, "
                               "or pass --golden-dir)")
    sig = cached_signature(case.path, cfg.entry, settings.cache_dir)
    inputs, sources = make_inputs(case.key, sig, cfg)
    result.inputs = sources
    golden = (load_golden(cfg.golden, sig) if cfg.golden else
              load_golden_files(cfg.golden_files, sig) if cfg.golden_files else None)
    case_dir = settings.out_dir / case_dir_name(case)
    case_dir.mkdir(parents=True, exist_ok=True)
    inputs_path = case_dir / "inputs.npz"
    save_arrays(inputs_path, inputs)
    return Prepared(
        case=case, variants=p.variants, sig=sig, case_dir=case_dir, inputs_path=inputs_path, golden=golden,
        expect=expect, xfail=xfail,
        run_timeout=settings.run_timeout or cfg.run_timeout,
        compile_timeout=settings.compile_timeout or cfg.compile_timeout,
        flags_common=_common_flags(settings, cfg, sig, result))
