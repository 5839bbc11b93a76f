"""Compile here, execute there.

`difftest run --compile-only --bundle DIR` writes everything a verdict
needs except the execution: each case's vmfbs (the pair and the reference
plans that compiled), inputs, golden, compile records and judging config,
and a manifest with the sha256 of every file. `difftest execute DIR` runs
and judges it on a machine that has only iree-base-runtime, numpy,
ml_dtypes and difftest: no compiler, no corpus. Together they give the
report one `difftest run` gives.
"""
from __future__ import annotations

import json
import shutil
import sys
import threading
from dataclasses import asdict
from pathlib import Path
from typing import Iterable

from ..core.cache import sha256_file
from ..core.atomic import write_atomic
from ..core.loading import ReportError, clean_meta
from ..core.results import (CaseResult, InputSource, VariantResult, case_from_dict, case_to_dict,
                            compile_record_from_dict, plain)
from ..core.verdicts import Stage, Verdict
from ..corpus.accumulation import exact_scale
from ..corpus.accumulation import from_dict as accumulation_from_dict
from ..corpus.accumulation import to_dict as accumulation_dict
from ..corpus.checks import CheckSpec
from ..corpus.config import CaseConfig, Scoped
from ..corpus.discovery import Case
from ..corpus.inputs import InputError, load_arrays, save_arrays
from ..corpus.signature import IndexBound, Signature, TensorSpec
from ..corpus.variants import ReferencePlan, Variant
from ..toolchains.base import Toolchain
from .modules import CompiledReference
from .numerics import SumBound
from .prepare import Entry, Module, Prepared
from .settings import Planned, RunSettings
from .stages import CaseRun

SCHEMA = "difftest-bundle"
VERSION = 1


def _spec(t: TensorSpec) -> dict:
    return {"shape": list(t.shape), "type": t.element_type, "scalar": t.scalar}


def _unspec(d: dict) -> TensorSpec:
    return TensorSpec(tuple(d["shape"]), d["type"], d["scalar"])


class BundleWriter:
    """Collects cases as they finish compiling; `finish` writes the manifest."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self.entries: dict[str, dict] = {}
        self._lock = threading.Lock()

    def _copy(self, src: Path, rel: str) -> str:
        dst = self.root / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        return rel

    def add_decided(self, result: CaseResult) -> None:
        """A case decided before execution (a compile failure, a skip)."""
        with self._lock:
            self.entries[result.case] = {"case": result.case, "decided": case_to_dict(result)}

    def _module(self, vmfb: Path, sha256: str | None) -> str:
        """A module's place in the bundle, by content: the entries of one
        module (and identical modules) are stored once."""
        digest = sha256 or sha256_file(vmfb)
        rel = f"modules/{digest[:16]}/module.vmfb"
        with self._lock:
            if (self.root / rel).exists():
                return rel
            return self._copy(vmfb, rel)

    def add_compiled(self, prep: Prepared, result: CaseResult, references) -> None:
        """A case whose pair compiled: everything needed to run and judge it."""
        entry_ = prep.entry
        base = f"cases/{entry_.dir.name}"
        variants = {}
        for name, vr in result.variants.items():
            rec = plain(vr.compile)
            rec["vmfb_path"] = self._module(Path(vr.compile.vmfb_path), vr.compile.vmfb_sha256)
            variants[name] = {"flags": vr.flags, "compile": rec, "target": vr.target}
        refs = []
        for ref in references:
            rec = plain(ref.variant.compile)
            if ref.variant.compile.status is Stage.OK:
                rec["vmfb_path"] = self._module(Path(ref.variant.compile.vmfb_path), ref.variant.compile.vmfb_sha256)
            plan = ref.plan
            refs.append({"label": plan.label, "flags": list(ref.variant.flags), "casts": [list(c) for c in plan.casts],
                         "retry_uncast": plan.retry_uncast, "precise": plan.precise, "compile": rec,
                         "target": ref.target})
        golden = None
        if entry_.golden is not None:
            # The case's own directory: its modules live apart, under modules/, by content.
            (self.root / base).mkdir(parents=True, exist_ok=True)
            save_arrays(self.root / base / "golden.npz", entry_.golden)
            golden = f"{base}/golden.npz"
        cfg, sig = entry_.config, entry_.sig
        entry = {
            "case": result.case, "path": result.path, "key": result.key, "dir": entry_.dir.name,
            "inputs": self._copy(entry_.inputs_path, f"{base}/inputs.npz"), "golden": golden,
            "golden_name": cfg.golden.name if cfg.golden else None,
            "signature": {"entry": sig.entry, "op": sig.op, "args": [_spec(a) for a in sig.args],
                          "results": [_spec(r) for r in sig.results],
                          "index_bounds": [asdict(b) for b in sig.index_bounds],
                          "sums": [accumulation_dict(a) for a in sig.sums]},
            "judge": {"rtol": cfg.rtol, "atol": cfg.atol, "logits": list(cfg.logits), "golden_rtol": cfg.golden_rtol,
                      "golden_atol": cfg.golden_atol, "golden_rel_l2": cfg.golden_rel_l2,
                      "time_budget_ms": list(cfg.time_budget_ms) if cfg.time_budget_ms else None},
            "expect": list(prep.expect), "xfail": asdict(prep.xfail) if prep.xfail else None,
            "run_timeout": entry_.run_timeout,
            "variants": {v.name: list(v.flags) for v in prep.variants}, "compiled": variants, "references": refs,
            "inputs_sources": [plain(s) for s in result.inputs], "findings": list(result.findings),
            "toolchain": result.toolchain, "module": result.module,
            # A check test: its checks are judged on the outputs there, as here.
            "checks": [asdict(c) for c in entry_.checks], "reader": entry_.reader,
        }
        with self._lock:
            self.entries[result.case] = entry

    def finish(self, meta: dict, order: list[str]) -> Path:
        files = sorted(p for p in self.root.rglob("*") if p.is_file() and p.name != "manifest.json")
        manifest = {"schema": SCHEMA, "version": VERSION, "meta": meta,
                    "cases": [self.entries[n] for n in order if n in self.entries],
                    "files": {p.relative_to(self.root).as_posix(): sha256_file(p) for p in files}}
        path = self.root / "manifest.json"
        write_atomic(path, json.dumps(manifest, indent=1, default=str))
        return path


_OPTIONAL = type(None)
_STR = (str,)
# What every case of a manifest must hold, and of which type.
_DECIDED = {"case": _STR, "decided": (dict,)}
_COMPILED = {
    "case": _STR, "path": _STR, "key": _STR, "dir": _STR, "inputs": _STR, "golden": (str, _OPTIONAL),
    "golden_name": (str, _OPTIONAL), "signature": (dict,), "judge": (dict,), "expect": (list,),
    "xfail": (dict, _OPTIONAL), "run_timeout": (int, float), "variants": (dict,), "compiled": (dict,),
    "references": (list,), "inputs_sources": (list,), "findings": (list,),
}
_JUDGE = {k: (int, float, _OPTIONAL) for k in ("rtol", "atol", "golden_rtol", "golden_atol", "golden_rel_l2")}
_SIGNATURE = {"entry": _STR, "op": _STR, "args": (list,), "results": (list,)}


# A check test's, absent from other cases and from bundles of older difftests.
_CHECK_TEST = {"checks": (list,), "reader": (str, _OPTIONAL)}


def _optional_problem(table: dict, schema: dict, where: str) -> str | None:
    return _type_problem({k: v for k, v in table.items() if k in schema},
                         {k: t for k, t in schema.items() if k in table}, where)


def _type_problem(table: dict, schema: dict, where: str) -> str | None:
    for key, types in schema.items():
        if key not in table:
            return f"{where} has no `{key}`"
        if not isinstance(table[key], types) or (isinstance(table[key], bool) and bool not in types):
            return f"{where}: `{key}` is {type(table[key]).__name__}"
    return None


def manifest_problem(manifest) -> str | None:
    """What makes a manifest unusable, in one line, or None. Checked before
    anything runs, so a damaged manifest is an error, never a traceback."""
    if not isinstance(manifest, dict) or manifest.get("schema") != SCHEMA:
        return "not a difftest bundle"
    version = manifest.get("version", 0)
    if not isinstance(version, int) or version > VERSION:
        return f"bundle version {version!r} is not one this difftest reads (up to {VERSION})"
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
            problem = (_optional_problem(entry, _CHECK_TEST, where)
                       or _type_problem(entry["judge"], _JUDGE, f"{where}: judge")
                       or _type_problem(entry["signature"], _SIGNATURE, f"{where}: signature")
                       or _unlisted(entry, manifest["files"], where))
        if problem:
            return problem
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
    j = entry["judge"]
    budget = j.get("time_budget_ms")
    config = CaseConfig(rtol=j["rtol"], atol=j["atol"], logits=tuple(j["logits"]), golden_rtol=j["golden_rtol"],
                        golden_atol=j["golden_atol"], golden_rel_l2=j["golden_rel_l2"],
                        golden=Path(entry["golden_name"]) if entry.get("golden_name") else None,
                        time_budget_ms=tuple(budget) if budget else None)
    case = Case(name=entry["case"], path=Path(entry["path"]), key=entry["key"], config=config,
                variants=tuple((k, tuple(v)) for k, v in entry["variants"].items()))
    return Planned(case, tuple(Variant(k, tuple(v)) for k, v in entry["variants"].items()))


def prepared_from(entry: dict, root: Path, planned: Planned, settings: RunSettings) -> Prepared:
    """A Prepared as the compiling side made it, its files in the bundle."""
    s = entry["signature"]
    sig = Signature(s["entry"], s["op"], tuple(_unspec(a) for a in s["args"]),
                    tuple(_unspec(r) for r in s["results"]),
                    tuple(IndexBound(**b) for b in s.get("index_bounds", [])),
                    tuple(accumulation_from_dict(a) for a in s.get("sums", [])))
    case_dir = settings.out_dir / entry["dir"]
    case_dir.mkdir(parents=True, exist_ok=True)
    golden = load_arrays(root / entry["golden"]) if entry.get("golden") else None
    inputs = load_arrays(root / entry["inputs"])
    module = Module(source=Path(entry["path"]), dir=case_dir, variants=planned.variants,
                    targets=settings.variant_targets(), shared=[], compile_timeout=0.0,
                    recorded_key=entry.get("module"))
    e = Entry(case=planned.case, sig=sig, dir=case_dir, inputs_path=root / entry["inputs"], golden=golden,
              run_timeout=settings.run_timeout or entry["run_timeout"], checks=tuple(_check(c) for c in entry.get("checks") or ()),
              reader=entry.get("reader"),
              bounds=tuple(SumBound(a, exact_scale(a, inputs)) if a is not None else None for a in sig.sums))
    return Prepared(module, e, tuple(entry["expect"]), _xfail(entry["xfail"]))


def compiled_from(entry: dict, root: Path) -> dict[str, VariantResult]:
    variants = {}
    for name, v in entry["compiled"].items():
        vr = VariantResult(name, v["flags"], target=v.get("target"))
        vr.compile = compile_record_from_dict(v["compile"])
        vr.compile.vmfb_path = str(root / v["compile"]["vmfb_path"])
        variants[name] = vr
    return variants


_CHECK_FIELDS = {"op": (str,), "location": (str,), "actual": (int,), "expected": (int, _OPTIONAL),
                 "reached": (int, _OPTIONAL), "atol": (int, float, _OPTIONAL), "rtol": (int, float, _OPTIONAL)}


def _check(d) -> CheckSpec:
    problem = (f"is {type(d).__name__}, not a table" if not isinstance(d, dict)
               else _type_problem(d, _CHECK_FIELDS, "it"))
    if problem:
        raise InputError(f"manifest.json: a check of the case does not fit: {problem}")
    return CheckSpec(**{k: d[k] for k in _CHECK_FIELDS})


def _xfail(d: dict | None) -> Scoped | None:
    if d is None:
        return None
    return Scoped(str(d["value"]), tuple(d.get("targets") or ()), d.get("match"),
                  tuple(d["sides"]) if d.get("sides") else None, d.get("stage"))


def references_from(entry: dict, root: Path) -> Iterable[CompiledReference]:
    for ref in entry.get("references", []):
        rec = compile_record_from_dict(ref["compile"])
        if rec.status is Stage.OK:
            rec.vmfb_path = str(root / ref["compile"]["vmfb_path"])
        plan = ReferencePlan(ref["label"], tuple(ref["flags"]), casts=tuple(tuple(c) for c in ref["casts"]),
                             precise=ref["precise"], retry_uncast=ref["retry_uncast"])
        vr = VariantResult("reference", ref["flags"])
        vr.compile = rec
        yield CompiledReference(plan, vr, ref.get("target"))


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

    def planned(self, entry: dict) -> Planned:
        return _planned(entry)

    def prepare(self, planned: Planned, settings: RunSettings, result: CaseResult) -> Prepared:
        entry = self.entries[planned.case.name]
        try:
            result.findings.extend(str(f) for f in entry["findings"])
            result.inputs = [InputSource(**s) for s in entry["inputs_sources"]]
            return prepared_from(entry, self.root, planned, settings)
        except (KeyError, TypeError, ValueError, AttributeError, OSError) as e:
            raise InputError(f"the bundle's entry for this case is malformed ({type(e).__name__}: {e})") from None

    def compile(self, prep: Prepared, names: tuple[str, ...]) -> dict[str, VariantResult]:
        compiled = compiled_from(self.entries[prep.case.name], self.root)
        return {n: compiled[n] for n in names if n in compiled}

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        return references_from(self.entries[prep.case.name], self.root)


def execute_entry(entry: dict, session) -> CaseResult:
    """One case of a compile-only bundle: the case stages, its modules from the bundle."""
    if "decided" in entry:
        # Decided where it was compiled: nothing of it ran here, and its time was the compile's.
        result = case_from_dict(entry["decided"])
        result.findings.append(f"decided when the bundle was compiled ({result.seconds:.1f} s there); "
                               "not executed here")
        result.seconds = 0.0
        return result
    source = session.source
    try:
        planned = source.planned(entry)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        return CaseResult(case=str(entry.get("case")), path=str(entry.get("path")), target=session.settings.target.name,
                          toolchain=session.settings.toolchain.describe(), verdict=Verdict.CASE_ERROR,
                          reason=f"the bundle's entry for this case is malformed ({type(e).__name__}: {e})")
    run = CaseRun(planned, session)
    result = run.run()
    result.toolchain = session.settings.toolchain.describe()
    return result


def _release_of(version: str | None) -> str | None:
    """3.13.0rc20261016 -> 3.13.0: a release wheel's compiler names the
    candidate it was promoted from; the runtime wheel names the release."""
    from packaging.version import InvalidVersion, Version

    try:
        return Version(version).base_version if version else None
    except InvalidVersion:
        return None


def version_problem(compiled_by: str | None, runtime: str | None) -> str | None:
    """Why this runtime cannot run modules of that compiler, or None. A
    vmfb from one release does not load in another ("bytecode version
    mismatch"): every case would fail to run and the gate would read green."""
    a, b = _release_of(compiled_by), _release_of(runtime)
    if a is None or b is None or a == b:
        return None
    return (f"the bundle was compiled by iree-compile {compiled_by}, and this machine's runtime is "
            f"iree-base-runtime {runtime}: a module of one release does not load in another. Install "
            f"iree-base-runtime=={a} here, or compile the bundle with --toolchain release:{b}")
