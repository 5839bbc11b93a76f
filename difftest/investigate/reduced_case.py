"""A reduced program written as a corpus case: its file, its entry in the
output directory's difftest.toml (variants, inputs, an xfail naming the
error), exactly as the reduction's predicate and the final result see it;
and where it goes (a directory shares one pair's variants)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..core.results import InputSource
from ..corpus.config import CONFIG_NAME, CaseConfig, InputSpec
from ..corpus.inputs import load_arrays
from . import irreduce


def _spec_table(spec: InputSpec) -> dict:
    out = {}
    for k in ("distribution", "low", "high", "mean", "std", "value", "coeff", "offset"):
        v = getattr(spec, k)
        if v is not None:
            out[k] = v
    if spec.shape is not None:
        out["shape"] = list(spec.shape)
    if spec.values is not None:
        out["values"] = list(spec.values)
    return out


@dataclass
class CaseWriter:
    """Writes a program as a corpus case, exactly as the predicate and the
    final result see it."""

    stem: str
    entry: str
    variants: dict[str, tuple[str, ...]]
    config: CaseConfig  # the original case's
    sources: list[InputSource]  # where the original case's arguments came from
    inputs_path: Path  # the original case's inputs
    header: list[str] = field(default_factory=list)

    def case_table(self, program: irreduce.Program, directory: Path, xfail: dict | None) -> dict:
        cfg = self.config
        table: dict = {"entry": self.entry}
        if cfg.flags:
            table["flags"] = list(cfg.flags)
        if cfg.seed:
            table["seed"] = cfg.seed
        for k in ("rtol", "atol"):
            if getattr(cfg, k) is not None:
                table[k] = getattr(cfg, k)
        if cfg.compile_timeout != CaseConfig.compile_timeout:
            table["compile_timeout"] = cfg.compile_timeout
        if cfg.run_timeout != CaseConfig.run_timeout:
            table["run_timeout"] = cfg.run_timeout
        inputs = {}
        arrays = None
        dynamic = irreduce.dynamic_arguments(program, self.entry)
        for k, origin in enumerate(program.origins):
            if origin is None:
                continue  # a cut: seeded, as any argument
            src = self.sources[origin]
            spec = cfg.inputs.get(f"arg{origin}")
            if src.source == "config" and spec is not None and spec.distribution != "formula":
                inputs[f"arg{k}"] = _spec_table(spec)
                if not dynamic[k]:
                    # Made static (the static pass): its signature gives its shape now.
                    inputs[f"arg{k}"].pop("shape", None)
                    if not inputs[f"arg{k}"]:
                        del inputs[f"arg{k}"]
            elif src.source in ("file", "config"):
                # File data (and legacy-seeded formulas, which depend on argument order) travel as data.
                if arrays is None:
                    arrays = load_arrays(self.inputs_path)
                name = f"{self.stem}.arg{k}.npy"
                np.save(directory / name, arrays[origin])
                inputs[f"arg{k}"] = {"file": name}
        if inputs:
            table["inputs"] = inputs
        if xfail:
            table["xfail"] = xfail
        return table

    @staticmethod
    def _inline(table: dict):
        """Input specs and the xfail as inline tables: one line each, as people write them."""
        import tomlkit

        out = tomlkit.table()
        for k, v in table.items():
            if isinstance(v, dict) and k == "inputs":
                sub = tomlkit.table()
                for arg, spec in v.items():
                    it = tomlkit.inline_table()
                    it.update(spec)
                    sub[arg] = it
                out[k] = sub
            elif isinstance(v, dict):
                it = tomlkit.inline_table()
                it.update(v)
                out[k] = it
            else:
                out[k] = v
        return out

    def write(self, directory: Path, program: irreduce.Program, xfail: dict | None = None,
              text: str | None = None) -> Path:
        import tomlkit

        directory.mkdir(parents=True, exist_ok=True)
        path = directory / f"{self.stem}.mlir"
        path.write_text("".join(f"// {line}\n" for line in self.header) + (text or program.text))
        cfg_path = directory / CONFIG_NAME
        doc = tomlkit.parse(cfg_path.read_text()) if cfg_path.exists() else tomlkit.document()
        if not cfg_path.exists():
            doc.add(tomlkit.comment("Reduced cases written by `difftest reduce`."))
        check_output_dir(directory, self.variants)
        if doc.get("variants") is None:
            doc["variants"] = {name: {"flags": list(flags)} for name, flags in self.variants.items()}
        if "cases" not in doc:
            doc["cases"] = tomlkit.table(is_super_table=True)
        doc["cases"][self.stem] = self._inline(self.case_table(program, directory, xfail))
        cfg_path.write_text(tomlkit.dumps(doc))
        return path


def shown_source(path: Path, corpus_dir: Path | None, cwd: Path | None = None) -> str:
    """The source a reduced case names in its header: relative to the
    working directory where it lies under it, else to its corpus (the
    corpus directory's name first), else its file name alone. Never an
    absolute path: the header travels with the case into issues and other
    people's corpora, and a home directory there says nothing of the case."""
    path = Path(path).resolve()
    here = Path(cwd or Path.cwd()).resolve()
    if path.is_relative_to(here):
        return path.relative_to(here).as_posix()
    root = Path(corpus_dir).resolve() if corpus_dir is not None else None
    if root is not None and path.is_relative_to(root):
        return (Path(root.name) / path.relative_to(root)).as_posix()
    return path.name


def check_output_dir(directory: Path, variants: dict[str, tuple[str, ...]]) -> None:
    """Refuse a reduction whose result could not be written, before it starts."""
    cfg_path = directory / CONFIG_NAME
    if not cfg_path.exists():
        return
    import tomlkit

    variants_there = tomlkit.parse(cfg_path.read_text()).get("variants")
    if variants_there is None:
        return
    theirs = {name: tuple(v.get("flags", [])) for name, v in variants_there.items()}
    if theirs != variants:
        differ = [n for n in sorted(set(theirs) | set(variants)) if theirs.get(n) != variants.get(n)]
        said = "; ".join(f"{n}: there [{' '.join(theirs.get(n, ())) or 'no flags'}], here "
                         f"[{' '.join(variants.get(n, ())) or 'no flags'}]" for n in differ)
        raise irreduce.ReduceError(f"{cfg_path} pins other variants than this reduction's ({said}): every case in that "
                                   "directory shares them; write this one elsewhere with --output DIR")


DEFAULT_OUTPUT = Path("reduced")


def output_dir_for(variants: dict[str, tuple[str, ...]], base: Path = DEFAULT_OUTPUT) -> Path:
    """Where a reduction given no --output writes: `reduced/`, or the first of
    `reduced-2/`, `reduced-3/`... whose difftest.toml pins no other pair. A
    second reduction of another pair (a --flags one, then a plain one) then
    goes on instead of being refused over a directory the user never named."""
    n, directory = 1, base
    while True:
        try:
            check_output_dir(directory, variants)
            return directory
        except irreduce.ReduceError:
            n += 1
            directory = base.with_name(f"{base.name}-{n}")


def free_stem(directory: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`...: a reduction never overwrites another."""
    n, name = 1, stem
    while (directory / f"{name}.mlir").exists() or (directory / f"{name}.mlirbc").exists():
        n += 1
        name = f"{stem}-{n}"
    return name


# ---- the predicate -----------------------------------------------------------------
