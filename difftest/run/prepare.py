"""The first stage of a case: its signature, inputs and golden, and the
flags every variant shares. A compile-only bundle stores exactly this."""
from __future__ import annotations

import hashlib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core.figures import check_expectation
from ..core.results import CaseResult
from ..core.verdicts import Verdict
from ..corpus.config import CaseConfig
from ..corpus.discovery import Case
from ..corpus.inputs import load_golden, load_golden_files, make_inputs, save_arrays
from ..core.figures import plural
from ..corpus.bazel import suite_flags
from ..corpus.checks import CheckSpec, cached_lift
from ..corpus.signature import Signature, cached_signature
from ..core.flags import is_target_flag
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
    # What is compiled: the case's file, or a check test's lifted module.
    source: Path | None = None
    checks: tuple[CheckSpec, ...] = ()
    reader: str | None = None  # called after the entry: the checks that ran in regions

    def __post_init__(self) -> None:
        if self.source is None:
            self.source = self.case.path

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
    ident = str(case.path.resolve()) + (f"::{case.function}" if case.function else "")
    return f"{slug}-{hashlib.sha256(ident.encode()).hexdigest()[:10]}"


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
        result.decide(Verdict.SKIPPED, str(skip))
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
    case_dir = settings.out_dir / case_dir_name(case)
    case_dir.mkdir(parents=True, exist_ok=True)
    source, checks, reader = case.path, (), None
    suite_flags: tuple[str, ...] = ()
    if case.function is not None:
        source, checks, reader = _lifted(case, settings, case_dir, result)
        suite_flags = _build_flags(case, settings, result)
    sig = cached_signature(source, cfg.entry, settings.cache_dir)
    inputs, sources = make_inputs(case.key, sig, cfg)
    result.inputs = sources
    golden = (load_golden(cfg.golden, sig) if cfg.golden else
              load_golden_files(cfg.golden_files, sig) if cfg.golden_files else None)
    inputs_path = case_dir / "inputs.npz"
    save_arrays(inputs_path, inputs)
    return Prepared(
        case=case, variants=p.variants, sig=sig, case_dir=case_dir, inputs_path=inputs_path, golden=golden,
        expect=expect, xfail=xfail,
        run_timeout=settings.run_timeout or cfg.run_timeout,
        compile_timeout=settings.compile_timeout or cfg.compile_timeout,
        flags_common=[*suite_flags, *_common_flags(settings, cfg, sig, result)],
        source=source, checks=checks, reader=reader)


def _lifted(case: Case, settings: RunSettings, case_dir: Path, result: CaseResult) -> tuple[Path, tuple, str | None]:
    """A check test's module with its checks lifted into results (corpus/
    checks.py), where the compiler reads it, and the checks."""
    lifted, path = cached_lift(case.path, case.function, settings.cache_dir, case_dir)
    if path.parent != case_dir:
        # An artifact to read (and a plain case to reduce); what is compiled is the cached copy,
        # whose path stays the same from run to run.
        shutil.copyfile(path, case_dir / "lifted.mlir")
    for note in lifted.notes:
        result.findings.append(f"check not judged: {note}")
    result.findings.append(f"{plural(len(lifted.checks), 'check')} lifted into the results of @{case.function}")
    return path, tuple(lifted.checks), lifted.reader


def _build_flags(case: Case, settings: RunSettings, result: CaseResult) -> tuple[str, ...]:
    """The compile flags IREE's BUILD.bazel gives this test on this target."""
    kind = settings.target.name.partition(":")[0]
    found = suite_flags(case.path, kind, settings.target.driver, is_target_flag)
    if found is None:
        return ()
    result.findings.append(found.note)
    return found.flags
