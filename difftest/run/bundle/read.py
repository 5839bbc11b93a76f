"""Reading a bundle: the manifest checked whole before anything runs, then
each case's prepared record and modules, as the compiling side wrote them."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Iterable

from ...core.cache import sha256_file
from ...core.codec import from_json
from ...core.loading import ReportError, clean_meta
from ...core.results import CaseResult, InputSource, VariantResult, case_from_dict, compile_record_from_dict
from ...core.verdicts import Stage, Verdict
from ...corpus.accumulation import SumBound, exact_scale
from ...corpus.discovery import Case
from ...corpus.inputs import InputError, load_arrays
from ...corpus.variants import ReferencePlan, Variant
from ...toolchains.base import Toolchain, release_problem
from ..compile.modules import CompiledReference, compiled
from ..plan.prepare import Entry, Module, Prepared
from ..plan.settings import Planned, RunSettings
from ..stages import CaseRun, StageKit
from .archives import Materialized, record_problem
from .schema import FORM, entry_fields, prepared_fields
from .write import SCHEMA, VERSION

_OPTIONAL = type(None)
_STR = (str,)
# What every case of a manifest must hold, and of which type; `entry` and
# `prepared` are read by the case's own types (schema.py).
_DECIDED = {"case": _STR, "decided": (dict,)}
_COMPILED = {
    "case": _STR, "path": _STR, "key": _STR, "dir": _STR, "inputs": _STR, "golden": (str, _OPTIONAL),
    "entry": (dict,), "prepared": (dict,), "parameters": (list,), "variants": (dict,), "compiled": (dict,),
    "references": (list,), "inputs_sources": (list,), "findings": (list,),
}


def _type_problem(table: dict, schema: dict, where: str) -> str | None:
    for key, types in schema.items():
        if key not in table:
            return f"{where} has no `{key}`"
        if not isinstance(table[key], types) or (isinstance(table[key], bool) and bool not in types):
            return f"{where}: `{key}` is {type(table[key]).__name__}"
    return None


def _version_problem(version) -> str | None:
    if version == VERSION:
        return None
    return (f"bundle version {version!r} is not one this difftest reads (it reads version {VERSION}): make the bundle "
            "again with this difftest (`difftest run --compile-only --bundle`), or execute it with the difftest "
            "that made it")


def manifest_problem(manifest) -> str | None:
    """What makes a manifest unusable, in one line, or None. Checked before
    anything runs, so a damaged manifest is an error, never a traceback."""
    if not isinstance(manifest, dict) or manifest.get("schema") != SCHEMA:
        return "not a difftest bundle"
    problem = _version_problem(manifest.get("version", 0))
    if problem:
        return problem
    for key, types in (("meta", dict), ("cases", list), ("files", dict)):
        if not isinstance(manifest.get(key), types):
            return f"`{key}` must be a {'table' if types is dict else 'list'}, got {type(manifest.get(key)).__name__}"
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in manifest["files"].items()):
        return "`files` must map file names to sha256 strings"
    if not isinstance(manifest["meta"].get("toolchain", {}), dict):
        return "`meta.toolchain` must be a table"
    for n, entry in enumerate(manifest["cases"]):
        where = f"case {n + 1}" + (f" ({entry.get('case')})" if isinstance(entry, dict) else "")
        if not isinstance(entry, dict):
            return f"{where} is {type(entry).__name__}, not a table"
        problem = _type_problem(entry, _DECIDED if "decided" in entry else _COMPILED, where)
        if problem is None and "decided" not in entry:
            problem = _unlisted(entry, manifest["files"], where) or _typed_problem(entry, manifest["files"], where)
        if problem:
            return problem
    return None


def _typed_problem(entry: dict, files: dict, where: str) -> str | None:
    """The case's own records as its types read them, and its parameters as
    this machine can provide them."""
    try:
        sig = entry_fields(entry["entry"])["sig"]
        prepared_fields(entry["prepared"])
    except (ValueError, TypeError) as e:  # SchemaError, or a type's own check of its values
        return f"{where}: {e}"
    for record in entry["parameters"]:
        problem = record_problem(record, sig.parameters, files)
        if problem:
            return f"{where}: {problem}"
    return None


def _unlisted(entry: dict, files: dict, where: str) -> str | None:
    """A file a case needs that the manifest does not list (and so does not verify)."""
    needed = [entry["inputs"], entry["golden"]]
    for name, v in entry["compiled"].items():
        rec = v.get("compile") if isinstance(v, dict) else None
        if not isinstance(rec, dict):
            return f"{where}: compiled.{name} has no compile record"
        if rec.get("status") == "ok":
            needed.append(rec.get("vmfb_path"))
    for rel in needed:
        if rel is not None and (not isinstance(rel, str) or rel not in files):
            return f"{where} needs {rel!r}, which `files` does not list"
    return None


class Bundle:
    def __init__(self, root: Path):
        self.root = Path(root)
        path = self.root / "manifest.json"
        try:
            self.manifest = json.loads(path.read_text())
        except OSError as e:
            raise ReportError(f"{path}: cannot read: {e.strerror or e}") from None
        except ValueError as e:
            raise ReportError(f"{path}: not valid JSON ({e})") from None
        problem = manifest_problem(self.manifest)
        if problem:
            raise ReportError(f"{path}: {problem}")

    @property
    def meta(self) -> dict:
        return clean_meta(self.manifest.get("meta", {}), self.root / "manifest.json")[0]

    def verify(self) -> None:
        """Every file as the manifest says: a bundle damaged in transit must
        never be judged."""
        manifest = self.root / "manifest.json"
        for rel, want in self.manifest.get("files", {}).items():
            p = self.root / rel
            if not p.is_file() or not p.resolve().is_relative_to(self.root.resolve()):
                raise ReportError(f"{manifest}: lists {rel!r}, which is missing from the bundle")
            if sha256_file(p) != want:
                raise ReportError(f"{manifest}: {rel!r} does not match its sha256 (damaged in transit?)")

    def cases(self) -> list[dict]:
        return self.manifest.get("cases", [])


def _planned(entry: dict) -> Planned:
    """The case as the bundle recorded it, and the variants it was compiled as."""
    case = from_json(Case, entry["entry"]["case"], "entry.case", FORM)
    return Planned(case, tuple(Variant(k, tuple(v)) for k, v in entry["variants"].items()))


def prepared_from(entry: dict, root: Path, planned: Planned, settings: RunSettings,
                  made: Materialized | None = None) -> Prepared:
    """A Prepared as the compiling side made it, its files in the bundle and
    its generated parameters made again here (`made` keeps them per run)."""
    fields = {**entry_fields(entry["entry"]), "case": planned.case}
    sig = fields["sig"]
    case_dir = settings.out_dir / entry["dir"]
    case_dir.mkdir(parents=True, exist_ok=True)
    golden = load_arrays(root / entry["golden"]) if entry.get("golden") else None
    inputs = load_arrays(root / entry["inputs"])
    where = settings.cache_dir or settings.out_dir
    parameters = tuple((made or Materialized()).archive(r, sig.parameters, root, where) for r in entry["parameters"])
    module = Module(source=Path(entry["path"]), dir=case_dir, variants=planned.variants,
                    targets=settings.variant_targets(), shared=[], compile_timeout=0.0,
                    recorded_key=entry.get("module"))
    fields["run_timeout"] = settings.run_timeout or fields["run_timeout"]
    e = Entry(**fields, dir=case_dir, inputs_path=root / entry["inputs"], golden=golden, parameters=parameters,
              bounds=tuple(SumBound(a, exact_scale(a, inputs)) if a is not None else None for a in sig.sums))
    return Prepared(module, e, **prepared_fields(entry["prepared"]))


def compiled_from(entry: dict, root: Path) -> dict[str, VariantResult]:
    variants = {}
    for name, v in entry["compiled"].items():
        vr = VariantResult(name, v["flags"], target=v.get("target"))
        vr.compile = compile_record_from_dict(v["compile"])
        vr.compile.vmfb_path = str(root / v["compile"]["vmfb_path"])
        variants[name] = vr
    return variants


def references_from(entry: dict, root: Path, module: Module) -> Iterable[CompiledReference]:
    for ref in entry.get("references", []):
        rec = compile_record_from_dict(ref["compile"])
        if rec.status is Stage.OK:
            rec.vmfb_path = str(root / ref["compile"]["vmfb_path"])
        plan = ReferencePlan(ref["label"], tuple(ref["flags"]), casts=tuple(tuple(c) for c in ref["casts"]),
                             precise=ref["precise"], retry_uncast=ref["retry_uncast"])
        vr = VariantResult("reference", ref["flags"])
        vr.compile = rec
        yield CompiledReference(plan, vr, ref.get("target"), compiled(module, vr))


def runtime_toolchain(bundle: Bundle) -> Toolchain:
    """The bundle's compiler, as recorded, and this machine's runtime."""
    tc = bundle.meta.get("toolchain") or {}
    return Toolchain(spec=f"bundle:{tc.get('spec', '?')}", iree_compile=Path(tc.get("iree_compile") or "-"),
                     python=Path(sys.executable), version=tc.get("version"), commit=tc.get("commit"),
                     runtime="this machine's iree-base-runtime",
                     notes=("compiled elsewhere; executed from a bundle",))


class FromBundle:
    """The compile stage replaced by the bundle: each case's prepared record
    and modules (the pair's and the arbiter's) as the compiling side wrote
    them. Execute, judge and finalize are the run's own."""

    def __init__(self, root: Path, entries: list[dict]):
        self.root = Path(root)
        self.entries = {e["case"]: e for e in entries}
        self.made = Materialized()

    def planned(self, entry: dict) -> Planned:
        return _planned(entry)

    def prepare(self, planned: Planned, settings: RunSettings, result: CaseResult) -> Prepared:
        entry = self.entries[planned.case.name]
        try:
            result.findings.extend(str(f) for f in entry["findings"])
            result.inputs = [InputSource(**s) for s in entry["inputs_sources"]]
            result.golden_missing = planned.case.config.golden_missing
            return prepared_from(entry, self.root, planned, settings, self.made)
        except (KeyError, TypeError, ValueError, AttributeError, OSError) as e:
            raise InputError(f"the bundle's entry for this case is malformed ({type(e).__name__}: {e})") from None

    def compile(self, prep: Prepared, names: tuple[str, ...]) -> dict[str, VariantResult]:
        compiled = compiled_from(self.entries[prep.case.name], self.root)
        return {n: compiled[n] for n in names if n in compiled}

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        return references_from(self.entries[prep.case.name], self.root, prep.module)


def execute_entry(entry: dict, kit: StageKit) -> CaseResult:
    """One case of a compile-only bundle: the case stages, its modules from the bundle."""
    if "decided" in entry:
        # Decided where it was compiled: nothing of it ran here, and its time was the compile's.
        result = case_from_dict(entry["decided"])
        result.findings.append(f"decided when the bundle was compiled ({result.seconds:.1f} s there); "
                               "not executed here")
        result.seconds = 0.0
        return result
    source = kit.source
    try:
        planned = source.planned(entry)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        return CaseResult(case=str(entry.get("case")), path=str(entry.get("path")), target=kit.settings.target.name,
                          toolchain=kit.settings.toolchain.describe(), verdict=Verdict.CASE_ERROR,
                          reason=f"the bundle's entry for this case is malformed ({type(e).__name__}: {e})")
    run = CaseRun(planned, kit)
    result = run.run()
    result.toolchain = kit.settings.toolchain.describe()
    return result


def version_problem(compiled_by: str | None, runtime: str | None) -> str | None:
    """Why this machine's runtime cannot run the bundle's modules, or None."""
    return release_problem(compiled_by, runtime, "the bundle was compiled", "this machine's runtime", "here")
