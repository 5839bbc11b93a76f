"""Writing a bundle: each case as it finishes compiling, then the manifest."""
from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

from ...core.atomic import write_atomic
from ...core.cache import sha256_file
from ...core.results import CaseResult, case_to_dict, plain
from ...core.verdicts import Stage
from ...corpus.inputs import save_arrays
from ...corpus.parameters import made
from ..plan.prepare import Prepared
from .archives import Copies
from .schema import entry_json, prepared_json

SCHEMA = "difftest-bundle"
# 2: the case's own types in their JSON form (schema.py), parameters, runtime flags, call sequences.
VERSION = 2


def _listed(root: Path) -> list[str] | None:
    """The files an earlier bundle in `root` listed, or None when `root`
    holds no difftest bundle."""
    try:
        manifest = json.loads((root / "manifest.json").read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("schema") != SCHEMA or not isinstance(manifest.get("files"), dict):
        return None
    return [str(rel) for rel in manifest["files"]]


def bundle_dir_problem(root: Path) -> str | None:
    """Why --bundle cannot write into `root`, before anything compiles: a
    bundle's manifest lists every file under it, and was written over a
    user's own directory (their manifest.json replaced, their files listed)."""
    root = Path(root)
    if not root.exists():
        return None
    if not root.is_dir():
        return f"--bundle {root}: not a directory"
    if _listed(root) is not None or not any(root.iterdir()):
        return None
    return (f"--bundle {root}: the directory holds files and no difftest bundle; a bundle is written into a new or "
            "empty directory (or over an earlier bundle)")


class BundleWriter:
    """Collects cases as they finish compiling; `finish` writes the manifest.
    Over an earlier bundle, the files that one listed go first; anything
    else there is neither removed nor listed."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        for rel in _listed(self.root) or ():
            if ".." not in Path(rel).parts:
                (self.root / rel).unlink(missing_ok=True)
        self._foreign = {p for p in self.root.rglob("*") if p.is_file() and p.name != "manifest.json"}
        self.entries: dict[str, dict] = {}
        self.archives = Copies(self.root)
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

    def _compiled(self, result: CaseResult, references) -> tuple[dict, list]:
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
        return variants, refs

    def add_compiled(self, prep: Prepared, result: CaseResult, references) -> None:
        """A case whose pair compiled: everything needed to run and judge it,
        its records as their own types declare them (schema.py)."""
        entry_ = prep.entry
        base = f"cases/{entry_.dir.name}"
        variants, refs = self._compiled(result, references)
        golden = None
        if entry_.golden is not None:
            # The case's own directory: its modules live apart, under modules/, by content.
            (self.root / base).mkdir(parents=True, exist_ok=True)
            save_arrays(self.root / base / "golden.npz", entry_.golden)
            golden = f"{base}/golden.npz"
        entry = {
            "case": result.case, "path": result.path, "key": result.key, "dir": entry_.dir.name,
            "inputs": self._copy(entry_.inputs_path, f"{base}/inputs.npz"), "golden": golden,
            "entry": entry_json(entry_), "prepared": prepared_json(prep),
            # A generated archive is made here if no run made it: its recipe carries the sha256 to check against.
            "parameters": [self.archives.record(made(a, entry_.sig.parameters, entry_.config.seed), entry_.config.seed)
                           for a in entry_.parameters],
            "variants": {v.name: list(v.flags) for v in prep.variants}, "compiled": variants, "references": refs,
            "inputs_sources": [plain(s) for s in result.inputs], "findings": list(result.findings),
            "toolchain": result.toolchain, "module": result.module,
        }
        with self._lock:
            self.entries[result.case] = entry

    def finish(self, meta: dict, order: list[str]) -> Path:
        files = sorted(p for p in self.root.rglob("*")
                       if p.is_file() and p.name != "manifest.json" and p not in self._foreign)
        # A given archive's digest is known from its copy: GBs are not read twice.
        known = self.archives.digests
        listed = {rel: known.get(rel) or sha256_file(p) for p in files if (rel := p.relative_to(self.root).as_posix())}
        manifest = {"schema": SCHEMA, "version": VERSION, "meta": meta,
                    "cases": [self.entries[n] for n in order if n in self.entries], "files": listed}
        path = self.root / "manifest.json"
        write_atomic(path, json.dumps(manifest, indent=1, default=str))
        return path
